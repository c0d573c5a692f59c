"""Routes of the records family (spec 1.2, 4.9, 6, 9.2, 9.3): records, search, the change feed, custom
fields, attribute sets and saved views. Thin: validated body in, service call, answer and writes out.

Scopes (spec 5.2) and role permissions (docs/permissions.md): records `records:read|write` with
`records.read|write`; custom fields and attribute sets `fields:read|write` with `fields.manage` to
write; saved views `views:read|write` with `views.manage` to write. Reading any of them needs
`records.read`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from catalog import firm
from kernel import errors
from kernel.lazy import lazy_module
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit import resource as kit
from records.saved_views import view_query
from records.service import (
    Change,
    RecordService,
    parse_types,
    query_filters,
    with_view,
    words_of_query,
)
from records_api import queries
from records_api.batch import Batch
from records_api.changes import ChangeFeed
from records_api.collections import ATTRIBUTE_SETS, VIEWS
from records_api.custom_fields import CustomFields

if TYPE_CHECKING:
    from records_api import models
else:
    models = lazy_module("records_api.models")  # pydantic: loaded by the first route that needs it

router = Router()

X = "/api/v1/x"
RECORDS = f"{X}/records/{{type}}"
RECORD = f"{RECORDS}/{{id}}"
READ = "records.read"


# Every route but the feed reads the firm's catalog head: it comes with the token's read.
CATALOG = (firm.HEAD,)


def _catalog(request: Request[Any, Any]) -> firm.FirmCatalog:
    return firm.from_head(request.read(*firm.HEAD))


def _records(request: Request[Any, Any]) -> RecordService:
    catalog = _catalog(request)
    return RecordService(request.store, catalog, request.caller.user_id, request.services.clock)


def _written(change: Change, *, location: str | None = None) -> Outcome:
    body = {"result": change.record, "catalogVersion": change.catalog_version}
    return Outcome(body, writes=change.writes, version=change.record["version"], location=location)


# Spec 1.6: no route deletes a Company, a Person or a Deal (405), so a generated client offers none.
DELETABLE = {"schema": {"type": "string", "enum": ["Lead", "Investor"]},
             "description": "Lead or Investor: no route deletes a Company, Person or Deal."}  # fmt: skip

# ---- records -----------------------------------------------------------------------------------------


@router.post(RECORDS, route_class=RouteClass.RECORD, reads=CATALOG,
             scope="records:write", permission="records.write",
             response="models.RecordResult", success_status=201, etag=True,
             summary="Create a record: field values by catalog key (+ expectedCatalogVersion).")  # fmt: skip
def create_record(request: Request[models.RecordBody]) -> Outcome:
    service = _records(request)
    service.catalog.check_expected(request.body.expected_catalog_version)
    change = service.create(request.path_params["type"], request.body.values())
    return _written(change, location=f"{X}/records/{change.record['type']}/{change.record['id']}")


@router.post(f"{RECORDS}/batch", route_class=RouteClass.RECORD, reads=CATALOG,
             scope="records:write", permission="records.write", response="models.RecordBatchResult",
             summary="1 to 100 creates, updates, upserts, deletes, each committed on its own.")  # fmt: skip
def batch_records(request: Request[models.RecordBatchBody]) -> dict[str, Any]:
    """docs/guide/records.md "Records in bulk" (records_api.batch)."""
    return Batch(request, _records(request), request.path_params["type"]).run()


@router.get(RECORDS, reads=CATALOG, scope="records:read", permission=READ, response="models.RecordList",
            query=queries.RECORD_LIST_QUERY,
            summary="A type's records, newest first; ?sort=, ?view=, city=, amount[gte]=.")  # fmt: skip
def list_records(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = dict(request.query)
    record_type = request.path_params["type"]
    limit, cursor, sort, view = (query.pop(name, None) for name in ("limit", "cursor", "sort", "view"))
    filters = query_filters({name: str(value) for name, value in query.items()})
    if view is not None:
        saved = kit.find(VIEWS, request, view)
        if saved is None:
            raise errors.not_found("No saved view with this id in your firm.")
        if saved["recordType"] != record_type:
            raise errors.invalid_request(
                f"The saved view lists {saved['recordType']} records, not {record_type}.",
                [{"field": "view", "message": f"a view of {saved['recordType']}"}],
            )
        view_filters, view_sort = view_query(saved)
        filters, sort = with_view(view_filters, filters), sort or view_sort
    page = _records(request).page(record_type, filters=filters, sort=sort, limit=limit, cursor=cursor)
    return {"items": page.items, "nextCursor": page.next_cursor}


@router.get(RECORD, reads=CATALOG, scope="records:read", permission=READ, response="models.RecordView",
            etag=True,
            summary="One record, with its version as ETag.")  # fmt: skip
def get_record(request: Request) -> Outcome:
    record = _records(request).get(request.path_params["type"], request.path_params["id"])
    return Outcome(record, version=record["version"])


@router.patch(RECORD, route_class=RouteClass.RECORD, reads=CATALOG,
              scope="records:write", permission="records.write",
              response="models.RecordResult", etag=True, last_write_wins=True,
              summary="Set the fields sent (null clears); without If-Match the later wins.")  # fmt: skip
def patch_record(request: Request[models.RecordBody]) -> Outcome:
    service = _records(request)
    service.catalog.check_expected(request.body.expected_catalog_version)
    return _written(
        service.patch(request.path_params["type"], request.path_params["id"], request.body.values())
    )


@router.delete(RECORD, route_class=RouteClass.RECORD, reads=CATALOG,
               scope="records:write", permission="records.write",
               response="models.RecordResult", etag=True, errors=(405,), last_write_wins=True,
               params={"type": DELETABLE},
               summary="Soft-delete a Lead or an Investor (other types: 405).")  # fmt: skip
def delete_record(request: Request) -> Outcome:
    return _written(_records(request).delete(request.path_params["type"], request.path_params["id"]))


@router.get(f"{X}/search", reads=CATALOG, scope="records:read", permission=READ, response="models.SearchList",
            query=queries.SEARCH_QUERY,
            summary="Records whose names, emails or domains match every word of q.")  # fmt: skip
def search_records(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    service = _records(request)
    query = request.query
    types = parse_types(query.get("types"), (t.key for t in service.catalog.catalog.record_types))
    return {"items": service.search(words_of_query(query["q"]), types, query["limit"])}


@router.get(f"{X}/changes", scope="records:read", permission=READ, response="models.ChangeList",
            query=queries.CHANGES_QUERY,
            summary="Record creates, updates and soft deletes, oldest first.")  # fmt: skip
def list_changes(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    types = None
    if query.get("types") is not None:
        record_types = [t.key for t in _catalog(request).catalog.record_types]
        types = parse_types(query["types"], record_types)
    feed = ChangeFeed(request.store, request.services.cursor_codec())
    items, cursor = feed.page(query.get("cursor"), query["limit"], types, after=query.get("after"))
    return {"items": items, "nextCursor": cursor}


# ---- custom fields -----------------------------------------------------------------------------------

CUSTOM_FIELDS = f"{X}/custom-fields"
CUSTOM_FIELD = f"{CUSTOM_FIELDS}/{{id}}"


def _custom_fields(request: Request[Any, Any]) -> CustomFields:
    return CustomFields(_catalog(request), request.services.clock)


def _catalog_written(
    result: tuple[dict[str, Any], str, list[Any]], *, location: str | None = None
) -> Outcome:
    field, version, writes = result
    return Outcome({"result": field, "catalogVersion": version}, writes=writes, location=location)


@router.get(CUSTOM_FIELDS, reads=CATALOG, scope="fields:read", permission=READ,
            response="models.CustomFieldList", query=queries.CUSTOM_FIELD_LIST_QUERY,
            summary="The firm's custom fields, with the catalogVersion.")  # fmt: skip
def list_custom_fields(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    catalog = _catalog(request)
    items = CustomFields(catalog, request.services.clock).of_type(request.query.get("recordType"))
    return {"items": items, "catalogVersion": catalog.version}


@router.get(CUSTOM_FIELD, reads=CATALOG, scope="fields:read", permission=READ,
            response="models.CustomFieldResult",
            summary="One custom field, with the catalogVersion.")  # fmt: skip
def get_custom_field(request: Request) -> dict[str, Any]:
    catalog = _catalog(request)
    field = CustomFields(catalog, request.services.clock).get(request.path_params["id"])
    return {"result": field, "catalogVersion": catalog.version}


@router.post(CUSTOM_FIELDS, route_class=RouteClass.RECORD, reads=CATALOG,
             scope="fields:write", permission="fields.manage",
             response="models.CustomFieldResult", success_status=201, last_write_wins=True, errors=(409,),
             summary="Define a custom field; a used key is 409 field_key_taken.")  # fmt: skip
def create_custom_field(request: Request[models.CustomFieldCreate]) -> Outcome:
    result = _custom_fields(request).create(request.body)
    return _catalog_written(result, location=f"{CUSTOM_FIELDS}/{result[0]['id']}")


@router.put(CUSTOM_FIELD, route_class=RouteClass.RECORD, reads=CATALOG,
            scope="fields:write", permission="fields.manage",
            response="models.CustomFieldResult", last_write_wins=True,
            summary="Change a custom field's label, options and required.")  # fmt: skip
def update_custom_field(request: Request[models.CustomFieldUpdate]) -> Outcome:
    return _catalog_written(_custom_fields(request).update(request.path_params["id"], request.body))


@router.delete(CUSTOM_FIELD, route_class=RouteClass.RECORD, reads=CATALOG,
               scope="fields:write", permission="fields.manage",
               if_match=False,  # guarded by expectedCatalogVersion (spec 9.2), not by the field's version
               response="models.CustomFieldResult", last_write_wins=True,
               query=queries.EXPECTED_CATALOG_QUERY,
               summary="Remove a custom field; records no longer show its values.")  # fmt: skip
def delete_custom_field(request: Request[None, dict[str, Any]]) -> Outcome:
    expected = request.query.get("expectedCatalogVersion")
    return _catalog_written(_custom_fields(request).delete(request.path_params["id"], expected))


# ---- attribute sets and saved views: plain resources, declared on the kit ----------------------------

kit.declare(router, ATTRIBUTE_SETS)
kit.declare(router, VIEWS)
