"""The local stack fixtures of test_local_stack, for every end-to-end module: each module that uses them
starts its own stack (module scope), so modules never see each other's data."""

from tests.e2e.test_local_stack import client, local_stack

__all__ = ["client", "local_stack"]
