"""kernel.lazy: a module imported on its first use, once, whichever thread asks first."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kernel.lazy import lazy_module


@pytest.fixture
def slow_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A module whose import takes a while and defines its names at the end (as a module of models does)."""
    name = f"lazy_probe_{tmp_path.name}"
    (tmp_path / f"{name}.py").write_text("import time\nIMPORTS = []\ntime.sleep(0.05)\nANSWER = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield name
    sys.modules.pop(name, None)


def test_nothing_is_imported_until_an_attribute_is_read(slow_module: str) -> None:
    module = lazy_module(slow_module)
    assert slow_module not in sys.modules
    assert module.ANSWER == 42
    assert slow_module in sys.modules


def test_threads_reading_at_once_each_find_the_whole_module(slow_module: str) -> None:
    module = lazy_module(slow_module)
    found: list[object] = []
    start = threading.Barrier(16)

    def read() -> None:
        start.wait()
        found.append(getattr(module, "ANSWER", None))

    threads = [threading.Thread(target=read) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found == [42] * 16


def test_a_name_the_module_lacks_is_an_attribute_error(slow_module: str) -> None:
    with pytest.raises(AttributeError):
        _ = lazy_module(slow_module).MISSING
