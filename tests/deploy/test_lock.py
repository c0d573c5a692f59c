"""Tested is shipped: one lock of the runtime dependencies (layers/dependencies/requirements.txt, pinned
and hashed) feeds the dependencies layer and this dev venv, so the versions the tests import are the
versions Lambda runs. `make lock` writes it from requirements.in; `make install` installs it."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
LAYER = REPO / "layers" / "dependencies"
RUNTIME_PROVIDED = {"boto3"}  # the Lambda python3.13 runtime has it: not in the layer


def locked() -> dict[str, str]:
    """Package name -> version, as the lock pins them."""
    text = (LAYER / "requirements.txt").read_text(encoding="utf-8")
    return {
        canonicalize_name(name): version
        for name, version in re.findall(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s\\;]+)", text, re.MULTILINE)
    }


def declared() -> list[Requirement]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(line) for line in project["dependencies"]]


def test_every_locked_package_is_what_the_dev_venv_runs() -> None:
    differing = {
        name: (version, metadata.version(name))
        for name, version in locked().items()
        if metadata.version(name) != version
    }
    assert differing == {}, f"lock vs dev venv (run make install): {differing}"


def test_every_line_of_the_lock_is_pinned_and_hashed() -> None:
    text = (LAYER / "requirements.txt").read_text(encoding="utf-8")
    entries = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2].strip())
    assert len(entries) == len(locked()) >= 10
    assert all("--hash=sha256:" in entry for entry in entries)


def test_the_lock_holds_each_runtime_dependency_at_a_version_pyproject_allows() -> None:
    versions = locked()
    for requirement in declared():
        name = canonicalize_name(requirement.name)
        if name in RUNTIME_PROVIDED:
            assert name not in versions, f"{name} is the runtime's: the layer must not ship another"
            continue
        assert name in versions, f"{name} is a runtime dependency missing from the lock (make lock)"
        assert requirement.specifier.contains(versions[name]), f"{name}=={versions[name]}: not {requirement}"


def test_the_locks_input_is_pyprojects_runtime_dependencies() -> None:
    lines = (LAYER / "requirements.in").read_text(encoding="utf-8").splitlines()
    wanted = [Requirement(line) for line in lines if line.strip() and not line.startswith("#")]
    expected = [r for r in declared() if canonicalize_name(r.name) not in RUNTIME_PROVIDED]
    assert sorted(map(str, wanted)) == sorted(map(str, expected))


def test_the_layer_build_installs_the_lock_with_its_hashes() -> None:
    makefile = (LAYER / "Makefile").read_text(encoding="utf-8")
    assert "--require-hashes --no-deps -r requirements.txt" in makefile
