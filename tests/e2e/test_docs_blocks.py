"""Every `sh` block of the README and the guides, run against the local stack as a user would paste
them, each file's blocks in order, several files at once (the rules: tests/docs_blocks.py). The docs
stay true as the code moves: a block that fails, a 5xx, a status a comment states and the answer does
not, or a placeholder left to fill by hand fails its file's test, naming the block."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests import docs_blocks
from tests.docs_blocks import Outcome
from tests.e2e.test_local_stack import LocalStack

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md", *sorted((REPO / "docs" / "guide").glob("*.md"))]


SIDE_BY_SIDE = 4  # files run at once: a guide's own wait (a schedule's minute) overlaps the others


@pytest.fixture(scope="module")
def outcomes(local_stack: LocalStack, tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Outcome]:
    """Every file's blocks, run side by side against the one stack: each guide in a firm of its own,
    so no file sees another's records."""
    path = f"{REPO / '.venv' / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"
    env = {**os.environ, **local_stack.environment, "PATH": path, "REPO": str(REPO)}

    def run(markdown: Path) -> Outcome:
        readme = markdown.name == "README.md"
        token = local_stack.api_token if readme else own_firm(local_stack, markdown.stem)
        workdir = tmp_path_factory.mktemp(markdown.stem)
        return docs_blocks.run(markdown, local_stack.api_url, token, workdir, env)

    with ThreadPoolExecutor(max_workers=SIDE_BY_SIDE) as pool:
        return dict(zip(DOCS, pool.map(run, DOCS), strict=True))


@pytest.mark.parametrize("markdown", DOCS, ids=[str(path.relative_to(REPO)) for path in DOCS])
def test_every_block_runs_as_the_docs_say(outcomes: dict[Path, Outcome], markdown: Path) -> None:
    assert outcomes[markdown].failure is None, outcomes[markdown].failure


def own_firm(local_stack: LocalStack, name: str) -> str:
    """A firm of the guide's own, its admin's token with every scope: guides never see each other's
    records (the README uses the demo firm, as make run prints it)."""
    firm = local_stack.admin("create-firm", "--name", f"Docs {name}")
    email = f"{name}@docs.example"
    user = local_stack.admin("create-user", "--email", email, "--name", f"Docs {name}")
    local_stack.admin("add-member", "--firm", firm["firmId"], "--user", user["userId"], "--role", "admin")
    issued = local_stack.admin("issue-token", "--firm", firm["firmId"], "--email", email, "--all-scopes")
    return str(issued["secret"])


def test_a_file_without_runnable_blocks_says_why() -> None:
    """Each guide shows a call: none is only shapes (the runner would then check nothing of it)."""
    silent = [str(path.relative_to(REPO)) for path in DOCS if not docs_blocks.blocks(path)]
    assert silent == [], silent
