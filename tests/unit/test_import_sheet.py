"""An import's CSV as parsed (imports_api.sheet) and its cells as typed values (imports_api.plan)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from catalog.model import FieldDefinition
from imports_api import plan, sheet
from kernel.errors import ApiError


def field(kind: str, **more: object) -> FieldDefinition:
    return FieldDefinition(key="f", label="F", type=kind, source="custom", **more)  # type: ignore[arg-type]


def test_quoted_cells_keep_commas_quotes_and_line_breaks_and_a_bom_is_dropped() -> None:
    read = sheet.read('\ufeffName,Note\n"Acme, Inc.","said ""hi""\ntwice"\r\nBeta,\n', "csv")
    assert read.columns == ["Name", "Note"]
    assert read.chunks == [[["Acme, Inc.", 'said "hi"\ntwice'], ["Beta", ""]]]


def test_rows_are_chunked_by_count_and_by_size() -> None:
    many = sheet.read("N\n" + "x\n" * (sheet.CHUNK_ROWS * 2 + 1), "csv")
    assert [len(chunk) for chunk in many.chunks] == [sheet.CHUNK_ROWS, sheet.CHUNK_ROWS, 1]
    wide = sheet.read("N\n" + ("y" * 100_000 + "\n") * 5, "csv")
    assert [len(chunk) for chunk in wide.chunks] == [2, 2, 1]
    assert wide.row_count == 5


@pytest.mark.parametrize(
    "text",
    ["", "\n\n", ",B\nx,y\n", "A,A\n1,2\n", "A\n", 'A\n"open\n', "A\x00\nx\n", "A" * 201 + "\nx\n",
     ",".join(f"c{n}" for n in range(201)) + "\n1\n"],
)  # fmt: skip
def test_an_unreadable_csv_is_400_invalid_csv(text: str) -> None:
    with pytest.raises(ApiError) as refused:
        sheet.read(text, "csv")
    assert refused.value.status == 400
    assert refused.value.code == "invalid_csv"


@pytest.mark.parametrize(
    ("kind", "cell", "value"),
    [("number", "12.50", Decimal("12.50")), ("number", "1,250,000", 1250000), ("currency", "-3", -3),
     ("boolean", "Yes", True), ("boolean", "0", False), ("multiSelect", "a; b;;c", ["a", "b", "c"]),
     ("text", "as is", "as is")],
)  # fmt: skip
def test_a_cell_is_the_value_a_body_would_send(kind: str, cell: str, value: object) -> None:
    extra = {"allowed_values": ("a", "b", "c")} if kind == "multiSelect" else {}
    assert plan.cell_value(field(kind, **extra), cell) == value


@pytest.mark.parametrize(("kind", "cell"), [("number", "NaN"), ("number", "1,25"), ("number", "Infinity"),
                                            ("number", "12abc"), ("boolean", "maybe")])  # fmt: skip
def test_a_cell_that_is_no_value_of_its_field_says_why(kind: str, cell: str) -> None:
    with pytest.raises(ValueError, match=r"."):
        plan.cell_value(field(kind), cell)
