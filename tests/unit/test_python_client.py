"""clients/python is what `make client` generates from the committed OpenAPI document: generated again
here (the same pinned generator, no post hooks) and compared file by file, so a route changed without
`make client` fails the suite."""

from __future__ import annotations

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


def test_the_committed_client_is_what_make_client_generates(tmp_path: Path) -> None:
    generated = tmp_path / "python"
    done = subprocess.run(  # noqa: S603 (the venv's own generator)
        [str(GENERATOR), *COMMAND, str(generated)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    expected, committed = files_under(generated), files_under(CLIENT)
    assert sorted(expected) == sorted(committed), "run `make client`"
    stale = [name for name, text in expected.items() if committed[name] != text]
    assert stale == [], f"run `make client`: {stale[:5]}"
