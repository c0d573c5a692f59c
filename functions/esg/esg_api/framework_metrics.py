"""`GET /esg-metrics?frameworkId=` (spec 4.3, "Metrics of one framework"): the framework's metrics, the
library's and the firm's own, each marked by `source` (`library` or `firm`).

A page goes through the library's metrics of the framework first (in library order: the same for
every firm), then the firm's own (newest first, through the metrics' frameworkId index: one Query a
page, then one batch read of the page's metrics). `?pillar=` filters both. The cursor says where the
next page starts: an offset in the library's metrics, or the index's own cursor, sealed for the firm,
the framework and the pillar asked.

A framework is known when the library has it, the firm's taxonomy group esg_fw lists it (a key the
firm added has no library metrics, only its own), or one of the firm's metrics still names it (a key
removed from the taxonomy since). Anything else is 404, not an empty page: a misspelt framework is
told apart from one without metrics.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from catalog import taxonomy
from esg_api import library
from kernel import errors
from kernel.request import Request
from kit.fields import Documented
from kit.resource import Items, Resource, index_partition

LIBRARY, FIRM = "library", "firm"  # a metric's `source`, and the part of the list a page starts in


class Position(NamedTuple):
    """Where a page starts: in the library's metrics (at an offset) or in the firm's (after the index's
    own cursor; None: at their start)."""

    part: str
    offset: int = 0
    after: str | None = None


class FrameworkMetrics:
    """One page of a framework's metrics, for one request."""

    def __init__(self, metrics: Resource, request: Request[None, dict[str, Any]]) -> None:
        self.metrics, self.request = metrics, request
        self.framework: str = request.query["frameworkId"]
        self.pillar: str | None = request.query.get("pillar")
        by_framework = next(f for f in metrics.filters if f.name == "frameworkId")
        self.index = index_partition(metrics.partition(None), by_framework, self.framework)

    def page(self) -> dict[str, Any]:
        self.require_known()
        limit, cursor = self.request.query["limit"], self.request.query.get("cursor")
        start = self.position(cursor) if cursor else Position(LIBRARY)
        if start.part == FIRM:
            return self.firm_page([], limit, start.after)
        everything = self.library_metrics()
        items = everything[start.offset : start.offset + limit]
        reached = start.offset + len(items)
        if reached < len(everything):
            return {"items": items, "nextCursor": self.sealed(Position(LIBRARY, offset=reached))}
        if len(items) == limit:  # the page is full: the firm's own start the next one
            return {"items": items, "nextCursor": self.sealed(Position(FIRM))}
        return self.firm_page(items, limit - len(items), None)

    def require_known(self) -> None:
        """404 for a framework neither the library, nor the firm's taxonomy, nor its metrics name; the
        library's frameworks cost no read."""
        if self.framework in library.FRAMEWORKS:
            return
        if self.framework in taxonomy.keys(self.request.store, "esg_fw"):
            return
        if self.request.store.query(self.index, limit=1, consistent=True).items:
            return
        raise errors.not_found(
            "frameworkId: no ESG framework with this key (the library's, or a key of your taxonomy group "
            "esg_fw)."
        )

    def library_metrics(self) -> list[dict[str, Any]]:
        """The library's metrics of the framework (and pillar), each as /esg-metrics/library shows it,
        with the keys a firm metric carries: `frameworkId` and the framework's own `code`."""
        return [
            {**library.metric_view(metric, self.framework), "frameworkId": self.framework,
             "code": metric.references[self.framework]}
            for metric in library.library_for_framework(self.framework)
            if self.pillar in (None, metric.pillar)
        ]  # fmt: skip

    def firm_page(self, before: list[dict[str, Any]], limit: int, after: str | None) -> dict[str, Any]:
        """`before`, then a page of the firm's metrics of the framework, newest first."""
        store = self.request.store
        equals = {"pillar": self.pillar} if self.pillar else None  # index entries carry the pillar
        entries = store.query(
            self.index, equals=equals, newest_first=True, limit=limit, cursor=after, consistent=True
        )
        keys = [(self.metrics.partition(None), entry["id"]) for entry in entries.items]
        found = store.get_many(keys, consistent=True) if keys else {}
        shown = Items(self.metrics, self.request)
        items = before + [shown.view(found[key]) for key in keys if key in found]
        more = entries.next_cursor
        return {"items": items, "nextCursor": self.sealed(Position(FIRM, after=more)) if more else None}

    def sealed(self, position: Position) -> str:
        return self.request.services.cursor_codec().encode(position._asdict(), self.cursor_scope())

    def position(self, cursor: str) -> Position:
        """Where a cursor this list issued starts (400 invalid_cursor for anything else)."""
        opened = self.request.services.cursor_codec().decode(cursor, self.cursor_scope())
        part, offset, after = opened.get("part"), opened.get("offset"), opened.get("after")
        if not isinstance(offset, int) or isinstance(offset, bool) or offset < 0:
            raise errors.invalid_cursor()
        in_library = part == LIBRARY and after is None
        in_firm = part == FIRM and offset == 0 and (after is None or isinstance(after, str))
        if not (in_library or in_firm):
            raise errors.invalid_cursor()
        return Position(str(part), offset, after)

    def cursor_scope(self) -> str:
        return f"{self.request.caller.firm_id}|esg-metrics|{self.framework}|{self.pillar}"


def _page_schema() -> dict[str, Any]:
    text, nullable = {"type": "string"}, {"type": ["string", "null"]}
    metric = {
        "type": "object",
        "properties": {
            "id": {"type": "string", "description": "lib_... (the library's) or esgm_... (the firm's)."},
            "source": {"type": "string", "enum": [LIBRARY, FIRM], "description": "Whose metric it is."},
            "frameworkId": text,
            "code": {**nullable, "description": "The framework's own code."},
            "name": text,
            "pillar": text,
            "unit": text,
            "valueType": text,
            "description": nullable,
            "references": {
                "type": "object",
                "additionalProperties": {"type": "string"},
                "description": "A library metric's code in each framework it serves.",
            },
            "version": {"type": "integer", "description": "A firm metric's version."},
        },
    }
    return {
        "type": "object",
        "properties": {"items": {"type": "array", "items": metric}, "nextCursor": nullable},
    }


PAGE = Documented("EsgFrameworkMetricPage", _page_schema)
