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
    """The local stack reads template.yaml itself: a first `make run` must not wait for the SAM CLI."""
    assert prerequisites("run") == ["$(VENV_STAMP)"]


def test_make_test_installs_everything_ci_runs() -> None:
    assert prerequisites("test")[0] == "install"
    assert prerequisites("install") == ["$(VENV_STAMP)", "$(SAM_STAMP)"]
