"""The Makefile's verbs install what they need and nothing more."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MAKEFILE = (REPO / "Makefile").read_text(encoding="utf-8")


def prerequisites(target: str) -> list[str]:
    match = re.search(rf"^{re.escape(target)}:(.*)$", MAKEFILE, re.MULTILINE)
    assert match, f"no target {target}"
    return match.group(1).split()


def test_make_run_needs_only_the_runtime_and_the_local_stack_not_the_test_tools() -> None:
    """The local stack reads template.yaml itself: a first `make run` waits for neither the SAM CLI
    nor the test tools, only the runtime lock, the `local` extra and the reference page's viewer."""
    assert prerequisites("run") == ["$(RUN_STAMP)", "$(VIEWER_STAMP)"]
    assert prerequisites("$(VENV_STAMP)") == ["$(RUN_STAMP)"]
    run_recipe = "\n".join(recipe("$(RUN_STAMP)"))
    assert "'.[local]'" in run_recipe
    assert "[dev]" not in run_recipe


def test_the_local_extra_is_what_the_local_stack_imports_beyond_the_runtime() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert sorted(extras["local"]) == ["moto[server]>=5.0.20,<6", "pyyaml>=6"]
    assert "records-platform-api[local]" in extras["dev"]


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
