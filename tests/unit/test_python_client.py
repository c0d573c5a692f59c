"""clients/python is what `make client` generates from the committed OpenAPI document: generated again
here (the same pinned generator, no post hooks) and compared file by file, so a route changed without
`make client` fails the suite."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CLIENT = REPO / "clients" / "python"
GENERATOR = Path(sys.executable).parent / "openapi-python-client"
# What `make client` runs (Makefile), but into `output`
DOCUMENT, SETTINGS = (
    REPO / "functions/platform/platform_api/openapi.json",
    REPO / "clients/python-client.yaml",
)
COMMAND = ["generate", "--path", str(DOCUMENT), "--config", str(SETTINGS), "--meta", "setup", "--output-path"]


def files_under(root: Path) -> dict[str, bytes]:
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(root.rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts}  # fmt: skip


def tracked_under(root: Path) -> dict[str, bytes]:
    """The committed files only: `pip install ./clients/python` (docs/guide/python-client.md) leaves
    build/ and *.egg-info in the checkout, which are not the client."""
    listed = subprocess.run(  # noqa: S603 (git, on our own checkout)
        ["git", "ls-files", "-z", "--", str(root)],  # noqa: S607
        cwd=REPO,
        capture_output=True,
        check=True,
    ).stdout.decode()
    paths = [REPO / name for name in listed.split("\0") if name]
    return {str(path.relative_to(root)): path.read_bytes() for path in sorted(paths)}


def test_the_committed_client_is_what_make_client_generates(tmp_path: Path) -> None:
    generated = tmp_path / "python"
    done = subprocess.run(  # noqa: S603 (the venv's own generator)
        [str(GENERATOR), *COMMAND, str(generated)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    expected, committed = files_under(generated), tracked_under(CLIENT)
    assert sorted(expected) == sorted(committed), "run `make client`"
    stale = [name for name, text in expected.items() if committed[name] != text]
    assert stale == [], f"run `make client`: {stale[:5]}"


def test_what_pip_leaves_beside_the_client_is_not_compared() -> None:
    leftovers = [CLIENT / "build" / "drift-test" / "x.py", CLIENT / "drift_test.egg-info" / "PKG-INFO"]
    made = [path.parent for path in leftovers]
    try:
        for path in leftovers:
            path.parent.mkdir(parents=True)
            path.write_text("left by pip install ./clients/python")
        compared = set(tracked_under(CLIENT))
        assert compared.isdisjoint(str(path.relative_to(CLIENT)) for path in leftovers)
        assert "setup.py" in compared
    finally:
        for folder in made:
            shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(OSError):  # build/ only if this test made it
            (CLIENT / "build").rmdir()
