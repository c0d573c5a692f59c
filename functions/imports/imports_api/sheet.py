"""The CSV an import brings, parsed once when the import is made and kept as chunks of rows.

RFC 4180 as Python's csv module reads it (quoted cells may hold commas, quotes and line breaks), UTF-8,
a byte order mark dropped. The first row names the columns: each at most 200 characters, none blank,
no two alike. Blank lines are skipped; a row of another width than the header is kept, and the dry-run
and the apply report it as that row's error. Each chunk is at most CHUNK_ROWS rows and CHUNK_JSON
bytes of JSON, so it fits one item (with its dry-run plan in another) and one worker message.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from typing import NamedTuple

from kernel import json_codec
from kernel.parsing import invalid_input
from kernel.text import text_problem

MAX_ROWS = 10_000
MAX_COLUMNS = 200
MAX_COLUMN_NAME = 200
CHUNK_ROWS = 200
CHUNK_JSON = 250_000
csv.field_size_limit(300_000)  # one cell; far above any field's limit, and inside a chunk


class Sheet(NamedTuple):
    columns: list[str]
    chunks: list[list[list[str]]]  # rows (lists of cells), in order, split into chunks

    @property
    def row_count(self) -> int:
        return sum(len(chunk) for chunk in self.chunks)


def read(text: str, source: str) -> Sheet:
    """The header and the rows, chunked; 400 `invalid_csv` naming the line when it cannot be read."""
    rows = _rows(text.removeprefix("\ufeff"), source)
    columns = next(rows, None)
    if columns is None:
        raise _invalid(source, "the CSV is empty: its first row names the columns")
    _check_columns(columns, source)
    chunks: list[list[list[str]]] = [[]]
    size, count = 0, 0
    for row in rows:
        count += 1
        if count > MAX_ROWS:
            raise _invalid(source, f"at most {MAX_ROWS:,} rows (besides the header)")
        row_size = len(json_codec.dumps(row, ascii_only=True)) + 1
        if row_size > CHUNK_JSON:
            raise _invalid(source, f"row {count}: at most {CHUNK_JSON:,} bytes (as JSON) in one row")
        if chunks[-1] and (len(chunks[-1]) == CHUNK_ROWS or size + row_size > CHUNK_JSON):
            chunks.append([])
            size = 0
        chunks[-1].append(row)
        size += row_size
    if count == 0:
        raise _invalid(source, "the CSV has a header but no rows")
    return Sheet(columns, chunks)


def _rows(text: str, source: str) -> Iterator[list[str]]:
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        for row in reader:
            if row and any(cell.strip() for cell in row):
                yield row
    except csv.Error as error:
        raise _invalid(source, f"line {reader.line_num}: {error}") from None


def _check_columns(columns: list[str], source: str) -> None:
    if len(columns) > MAX_COLUMNS:
        raise _invalid(source, f"at most {MAX_COLUMNS} columns")
    seen: set[str] = set()
    for index, name in enumerate(columns, start=1):
        if not name.strip():
            raise _invalid(source, f"column {index} has no name (the first row names every column)")
        if len(name) > MAX_COLUMN_NAME:
            raise _invalid(source, f"column {index}: a name of at most {MAX_COLUMN_NAME} characters")
        if problem := text_problem(name):
            raise _invalid(source, f"column {index}: its name {problem}")
        if name in seen:
            raise _invalid(source, f"two columns are named {name[:60]!r}")
        seen.add(name)


def _invalid(source: str, message: str) -> Exception:
    return invalid_input("invalid_csv", source, [{"field": source, "message": message}])
