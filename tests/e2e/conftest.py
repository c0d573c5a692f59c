"""The local stack fixtures of test_local_stack, for every end-to-end module: each module that uses them
starts its own stack (module scope), so modules never see each other's data."""

import pytest

from tests.e2e.test_local_stack import client, local_stack

__all__ = ["client", "local_stack"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """schemathesis names each operation's item (`test[GET /path]`) but, under pytest 9, leaves every
    item of one test function the same node id; xdist and `pytest <node id>` need them apart.

    The tests of a module that starts a stack run on one xdist worker (`--dist loadgroup`, pyproject):
    spread over two, each would start the module's stack, the slowest fixture of the suite."""
    seen: set[str] = set()
    for item in items:
        if "local_stack" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group(item.module.__name__))  # type: ignore[attr-defined]
        if getattr(item, "operation_label", None) and "[" not in item.nodeid:
            parent = item.parent.id  # type: ignore[union-attr]
            item._id = type(parent).parse(f"{parent}::{item.name}")
        if item.nodeid in seen:
            raise pytest.UsageError(f"two tests share the node id {item.nodeid}")
        seen.add(item.nodeid)
