"""The Makefile's verbs install what they need and nothing more."""

from __future__ import annotations

import re
from pathlib import Path

MAKEFILE = (Path(__file__).resolve().parents[2] / "Makefile").read_text(encoding="utf-8")


def prerequisites(target: str) -> list[str]:
    match = re.search(rf"^{re.escape(target)}:(.*)$", MAKEFILE, re.MULTILINE)
    assert match, f"no target {target}"
    return match.group(1).split()


def test_make_run_needs_only_the_projects_venv_not_the_sam_cli() -> None:
    """The local stack reads template.yaml itself: a first `make run` must not wait for the SAM CLI
    (it needs the venv, and the reference page's viewer: a few seconds of npm)."""
    assert prerequisites("run") == ["$(VENV_STAMP)", "$(VIEWER_STAMP)"]


def test_make_test_installs_everything_ci_runs() -> None:
    assert prerequisites("test")[0] == "install"
    expected = ["$(VENV_STAMP)", "$(SAM_STAMP)", "$(CHECKOV_STAMP)", "$(VIEWER_STAMP)"]
    assert prerequisites("install") == expected


def recipe(target: str) -> list[str]:
    match = re.search(rf"^{re.escape(target)}:.*\n((?:\t.*\n)+)", MAKEFILE, re.MULTILINE)
    assert match, f"no recipe for {target}"
    return [line.strip() for line in match.group(1).splitlines()]


def test_make_template_scans_the_template_with_checkov_and_fails_on_a_failed_check() -> None:
    """checkov fails the build on a failed check; --soft-fail (or a --skip-check list) would let
    a check be dropped without the inline reason the template gives for each."""
    scans = [line for line in recipe("template") if line.startswith("$(CHECKOV)")]
    assert len(scans) == 1
    (scan,) = scans
    assert "--file template.yaml" in scan
    assert "--soft-fail" not in scan
    assert "--skip-check" not in scan
    assert "template" in prerequisites("test")
