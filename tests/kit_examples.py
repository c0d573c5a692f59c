"""Resources declared for the kit's tests and benchmark, each served by an App of its own.

- The "Adding a resource" example of docs/guide/contributing.md, built from its text as written: the
  contract suite runs on it and the benchmark lists it, so the guide cannot show a declaration that does
  not work.
- `kit-options`: every option no product resource uses yet (archive, soft delete, money, URL, email,
  tags, a typed reference, filters on list values), with patch, so the contract suite covers them
  too (a patch merging into money, moving unique values and index entries, of an archived item).
- `kit-notes`: a child resource with list and create only (`operations`), as a family would declare
  notes on a company.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from catalog.enums import RECORD_TYPES
from kernel.pipeline import App
from kernel.routing import Router
from kit.fields import Choice, Day, Email, Money, Percent, Ref, Refs, Tags, Text, Url, together
from kit.resource import DEFAULT_OPERATIONS, ListFilter, Resource, declare

# The guide whose "Adding a resource" example the kit runs (the block after <!-- kit-example -->)
KIT_GUIDE = Path(__file__).resolve().parents[1] / "docs" / "guide" / "contributing.md"


@cache
def readme_example() -> tuple[Resource, Router]:
    """The declared resource and the router it was declared on."""
    text = KIT_GUIDE.read_text(encoding="utf-8")
    block = re.search(r"<!-- kit-example -->\s*```python\n(.*?)```", text, re.S)
    assert block is not None, f"{KIT_GUIDE.name} lost its kit example (the block after <!-- kit-example -->)"
    namespace: dict[str, Any] = {}
    exec(compile(block.group(1), f"{KIT_GUIDE} (kit example)", "exec"), namespace)  # noqa: S102 - our own guide
    declared = [value for value in namespace.values() if isinstance(value, Resource)]
    assert len(declared) == 1, "the guide's kit example declares one resource"
    return declared[0], namespace["router"]


OPTIONS_FIELDS = {
    "title": Text(max_length=200),
    "budget": Money(minimum=0, required=False),
    "share": Percent(required=False),
    "link": Url(required=False),
    "contact": Email(required=False),
    "labels": Tags(most=5, max_length=40, required=False),
    "heldOn": Day(required=False),
    "memberIds": Refs("Person", most=5),
    "recordType": Choice(*RECORD_TYPES, required=False),
    "recordId": Ref(type_field="recordType", required=False),
    "stage": Choice("draft", "final", required=False, default="draft"),
}
OPTIONS_EXAMPLE = {
    "title": "Annual meeting", "budget": {"amount": 12500.5, "currency": "EUR"}, "share": 12.5,
    "link": "https://example.com/agenda", "contact": "office@example.com", "labels": ["agm", "board"],
    "heldOn": "2025-06-30", "memberIds": ["rec_01jd0000000000000000000001", "rec_01jd0000000000000000000002"],
    "recordType": "Lead", "recordId": "rec_01jd0000000000000000000003", "stage": "final",
}  # fmt: skip


@cache
def options_example() -> tuple[Resource, Router]:
    router = Router()
    resource = Resource(
        name="kit-options", path="/api/v1/x/kit-options", id_prefix="kopt", noun="kit option",
        fields=OPTIONS_FIELDS, example=OPTIONS_EXAMPLE, rules=(together("recordType", "recordId"),),
        filters=(ListFilter("memberId", key="memberIds"), ListFilter("label", key="labels"),
                 ListFilter("stage"), ListFilter("recordId")),
        unique=("title",), archive=True, soft_delete=True, operations=DEFAULT_OPERATIONS | {"patch"},
    )  # fmt: skip
    declare(router, resource)
    return resource, router


@cache
def notes_example() -> tuple[Resource, Router]:
    router = Router()
    resource = Resource(
        name="kit-notes", path="/api/v1/x/companies/{id}/kit-notes", parent="Company", id_prefix="knot",
        noun="kit note", fields={"body": Text(max_length=5000, multiline=True)},
        example={"body": "Met the founders.\nGood team."}, operations=frozenset({"list", "create"}),
    )  # fmt: skip
    declare(router, resource)
    return resource, router


EXAMPLES: dict[str, Callable[[], tuple[Resource, Router]]] = {
    "site-visits": readme_example, "kit-options": options_example, "kit-notes": notes_example,
}  # fmt: skip


def example_app(router: Router) -> App:
    return App([router], service="kit-examples")
