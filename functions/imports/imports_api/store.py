"""Where an import keeps its parts (beside its kit item, `KIT#imports` / <id>):

pk <firm>#IMPORT#<id>          sk C#<chunk>   first (the number of its first row), rows (lists of cells),
                                              repeats ({row: earlier row} of keys the file repeats)
pk <firm>#IMPORT#<id>          sk P#<dry-run>#L<last row>
                                              a dry-run's plan of one chunk's rows, keyed by the
                                              chunk's last row: a page of rows from row n is one
                                              Query from the first plan whose last row is n or more
pk <firm>#IMPORT#<id>#ROWS     sk R#<row>     what applying the row did (created, updated, error):
                                              made in the transaction of the row's own writes, on the
                                              condition that it is new, so a row is applied once
pk <firm>#IMPORT#PROGRESS      sk <id>        created, updated, failed: counted by ADD in those
                                              transactions, so they are exact however the work ran
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel import errors
from kernel.unit_of_work import Add, Create

PROGRESS = "IMPORT#PROGRESS"
COUNTS = ("created", "updated", "failed")
LAST_ROW = 99_999  # the highest row number a key holds (five digits; an import has at most 10,000 rows)
ROW_DONE = errors.ApiError(409, "import_row_done", "This row of the import is applied already.")


def parts(import_id: str) -> str:
    return f"IMPORT#{import_id}"


def results(import_id: str) -> str:
    return f"IMPORT#{import_id}#ROWS"


def chunk_key(index: int) -> str:
    return f"C#{index:04d}"


def plan_key(generation: str, last_row: int) -> str:
    """A dry-run's plan of one chunk, under the dry-run's own id (a dry-run refused or beaten never
    touches the plan the import names) and the chunk's last row (chunks vary in rows: the key, not
    arithmetic, finds the chunk that holds a row). `L` keeps these keys apart from the chunk-numbered
    `P#<dry-run>#<chunk>` of plans made before it."""
    return f"P#{generation}#L{last_row:05d}"


def plans_from(generation: str, row: int) -> tuple[str, str]:
    """The sort keys between which lie the plans of the dry-run holding `row` and every row after it."""
    return plan_key(generation, row), plan_key(generation, LAST_ROW)


def row_key(row: int) -> str:
    return f"R#{row:05d}"


def row_result(import_id: str, row: int, shown: Mapping[str, Any]) -> Create:
    """The row's result, made only if it is not there yet (ROW_DONE: another run applied the row)."""
    return Create(results(import_id), row_key(row), dict(shown), conflict=ROW_DONE)


def counted(import_id: str, counts: Mapping[str, int]) -> Add:
    return Add(PROGRESS, import_id, {name: counts[name] for name in COUNTS if counts.get(name)})


def progress(stored: Mapping[str, Any] | None, rows: int) -> dict[str, int]:
    counts = {name: int((stored or {}).get(name, 0)) for name in COUNTS}
    return {**counts, "done": sum(counts.values()), "rows": rows}
