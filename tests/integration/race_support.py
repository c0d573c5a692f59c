"""Two writers at once, in a forced order: both read what they decide on before either commits, then
`first` commits before `second` (`CommitInOrder`, in place of the pipeline's commit), so a race takes
the same interleaving on every run. Each writer runs in its own thread, named as given; a writer that
runs again after losing its race commits at once."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

import kernel.pipeline as pipeline
from tests.support import Result

TIMEOUT = 10  # seconds a writer waits for the other before the test fails


class CommitInOrder:
    def __init__(self, first: str, second: str, commit: Callable[..., Any]) -> None:
        self.first, self.second, self._commit = first, second, commit
        self._both_read = threading.Barrier(2, timeout=TIMEOUT)
        self._first_done = threading.Event()
        self._held: set[str] = set()

    def __call__(self, writes: Any, context: Any) -> Any:
        name = threading.current_thread().name
        if name not in (self.first, self.second) or name in self._held:
            return self._commit(writes, context)
        self._held.add(name)
        self._both_read.wait()
        if name == self.second:
            assert self._first_done.wait(TIMEOUT), "the first writer never committed"
        try:
            return self._commit(writes, context)
        finally:
            if name == self.first:
                self._first_done.set()


def together(writers: dict[str, Callable[[], Result]]) -> dict[str, Result]:
    """Runs each writer in its own thread, named as given, and answers what each got."""
    results: dict[str, Result] = {}

    def run(name: str, write: Callable[[], Result]) -> None:
        results[name] = write()

    threads = [threading.Thread(target=run, args=item, name=item[0]) for item in writers.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(TIMEOUT * 3)
    assert set(results) == set(writers), f"a writer did not finish: {sorted(set(writers) - set(results))}"
    return results


@pytest.fixture
def in_order(monkeypatch: pytest.MonkeyPatch) -> Callable[[str, str], None]:
    """in_order(first, second): the named writers' first commits happen in that order."""

    def order(first: str, second: str) -> None:
        monkeypatch.setattr(pipeline, "commit", CommitInOrder(first, second, pipeline.commit))

    return order
