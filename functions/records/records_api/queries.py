"""The query strings of the records family's lists, as kit fields: read without pydantic, so a list is
served without it (the record bodies, whose keys depend on the firm's catalog, are pydantic models)."""

from __future__ import annotations

from kit.fields import Fields, Integer, Text, page_query

TYPES = Text(max_length=500, required=False, description="Comma-separated record types (default all).")

RECORD_LIST_QUERY = Fields(
    "RecordListQuery",
    {**page_query().fields,
     "sort": Text(max_length=20, required=False,
                  description="createdAt, updatedAt or name; a leading - sorts descending. "
                              "Default -createdAt."),
     "view": Text(max_length=40, required=False,
                  description="A saved view's id: its filters and sort apply.")},
    # any other parameter filters by a field: `city=Lisbon` (eq, any scalar field) or `amount[gte]=5`
    # (gt, gte, lt, lte: numbers and dates)
    from_text=True, extra=True,
)  # fmt: skip
SEARCH_QUERY = Fields("SearchQuery", {
    "q": Text(max_length=200, description="Words to find, each matched by prefix."),
    "types": TYPES,
    "limit": Integer(minimum=1, maximum=50, default=20, required=False,
                     description="At most this many results (default 20)."),
}, from_text=True)  # fmt: skip
CHANGES_QUERY = Fields("ChangesQuery", {
    "cursor": Text(max_length=4096, required=False, description="The nextCursor of the previous page."),
    "limit": Integer(minimum=1, maximum=500, default=100, required=False,
                     description="Page size (default 100, at most 500)."),
    "types": TYPES,
    "after": Text(max_length=19, required=False, pattern=r"chg_[0-9]{15}",
                  pattern_says="a change's id (chg_...)",
                  description="Entries after this change's id (a webhook's changeId): resume from an event "
                  "instead of a cursor. Not with cursor."),
}, from_text=True)  # fmt: skip
EXPECTED_CATALOG_QUERY = Fields("ExpectedCatalogQuery", {
    "expectedCatalogVersion": Text(max_length=100, required=False,
                                   description="The catalogVersion the client read (stale: 409)."),
}, from_text=True)  # fmt: skip
CUSTOM_FIELD_LIST_QUERY = Fields("CustomFieldListQuery", {
    "recordType": Text(max_length=64, required=False, description="Only this record type's fields."),
}, from_text=True)  # fmt: skip
