"""Imports (spec 1.3, 5.2 `imports:read`, `imports:draft`, `imports:apply`): a CSV of records of one
type, its columns mapped to the type's fields, checked row by row, then applied by the import worker.

    POST /imports                 (imports:draft) the CSV inline (`csv`) or a document's (`documentId`),
                                  parsed and kept in chunks; the mapping checked against the catalog
    POST /imports/{id}/dry-run    (imports:draft) every row planned (create, update, or its errors) and
                                  the plan kept; no record is written
    POST /imports/{id}/apply      (imports:apply) 202: a message per chunk to the import queue; the worker
                                  writes the rows through the records service (`actor.via` "import").
                                  Sent again while applying, it queues the chunks again: rows applied
                                  already are skipped, so it resumes and never writes a row twice
    GET  /imports, /imports/{id}  status and progress (created, updated, failed, done, rows)
    GET  /imports/{id}/rows       the rows' outcomes in row order, from the cursor's row by key: the
                                  dry-run's plan (create, update, error) until the import is applied,
                                  then what applying did (created, updated, error); `?outcome=` takes
                                  the names the rows show at the time

Every route needs the role permission `imports.manage`; applying also needs `records.write` (the
rows are written as the person who applied them). An API token needs only the route's scope (spec 5.2:
`imports:apply` applies): what the rows may write is the person's role, checked at apply and again by
the worker for every chunk, never a second scope.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from catalog import firm
from catalog.enums import RECORD_TYPES
from catalog.model import RecordType
from imports_api import plan, sheet, store
from imports_api.queue import ImportQueue
from kernel import aws, errors
from kernel.ids import iso, new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create, Delete, Put, Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Fields, Integer, Json, ListOf, Object, Text, page_query
from kit.resource import ByHand, Items, Resource, creation_writes, declare
from records import matching
from records.layout import DOCUMENTS_PARTITION, document_file_key

router = Router()
X = "/api/v1/x"
MiB = 1 << 20
MAX_DOCUMENT_BYTES = 2 * MiB  # its rows, as chunk items, must fit the create's one transaction (4 MB)
WRITE_RECORDS = "records.write"
STATUSES = ("draft", "checked", "applying", "applied")
PLAN_UNIT = 5  # plan items a dry-run commits per transaction (each at most ~250 KB)

PROGRESS = Object(
    fields={
        "created": Integer(minimum=0, description="Rows applied as new records."),
        "updated": Integer(minimum=0, description="Rows applied to the records their key matched."),
        "failed": Integer(minimum=0, description="Rows not applied (their errors: /rows?outcome=error)."),
        "done": Integer(minimum=0, description="created + updated + failed."),
        "rows": Integer(minimum=0, description="Rows of the CSV (besides its header)."),
    },
    required=False,
    description="What applying has done so far.",
)
DRY_RUN = Object(
    fields={
        "create": Integer(minimum=0, description="Rows that would make a new record."),
        "update": Integer(minimum=0, description="Rows that would update the record their key matches."),
        "error": Integer(minimum=0, description="Rows with errors (they would not be applied)."),
        "checkedAt": DateTime(),
        "generation": Text(max_length=80, description="The dry-run's id (its rows' plans carry it)."),
    },
    required=False,
    description="The latest dry-run's counts; null before the first.",
)
MAPPING = Json(most=sheet.MAX_COLUMNS, key_length=sheet.MAX_COLUMN_NAME,
               description="CSV column name -> field key of the record type.")  # fmt: skip
FIELDS = {
    "recordType": Choice(*RECORD_TYPES, description="The type of the records the rows make or update."),
    "mapping": MAPPING,
    "matchKey": Text(max_length=64, required=False, description=(
        "The field a row is matched on (`id`, or a name, email or website field of the type): a row "
        "whose key matches a record updates it, none makes a new one. Absent: every row is new.")),
    "documentId": Text(max_length=40, required=False,
                       description="The document holding the CSV (when the body sends no `csv`)."),
}  # fmt: skip
IMPORTS = Resource(
    name="imports",
    path=f"{X}/imports",
    id_prefix="imp",
    noun="import",
    item_param="id",
    fields=FIELDS,
    state={
        "status": Choice(
            *STATUSES, default="draft", description="draft, checked (dry-run), applying, applied."
        ),
        "source": Choice("inline", "document", default="inline", description="Where the CSV came from."),
        "columns": ListOf(
            of=Text(max_length=sheet.MAX_COLUMN_NAME),
            most=sheet.MAX_COLUMNS,
            unique=False,
            default=[],
            description="The CSV's header.",
        ),
        "rows": Integer(default=0, description="Rows of the CSV (besides its header)."),
        "chunks": Integer(default=0, description="Parts the rows are kept and applied in."),
        "dryRun": DRY_RUN,
        "appliedBy": Text(max_length=40, required=False, description="Who applied it."),
        "appliedAt": DateTime(required=False, description="When it was applied."),
        "resumedAt": DateTime(required=False, description="When apply was last sent again (a resume)."),
        "completedAt": DateTime(required=False, description="When its last row was applied."),
        "progress": PROGRESS,
    },
    example={
        "recordType": "Company",
        "mapping": {"Company": "name", "Web": "website"},
        "matchKey": "website",
    },
    operations=frozenset({"list", "create", "get"}),
    scope="imports",
    scopes={"create": "imports:draft"},
    read_permission="imports.manage",
    write_permission="imports.manage",
    classes={"create": RouteClass.DRAFT},
)


def _one_source(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if (values.get("csv") is None) != (values.get("documentId") is None):
        return []
    return [{"field": "csv", "message": "send the CSV as `csv` or as `documentId`, one of the two"}]


CSV = Text(max_length=MiB, multiline=True, required=False,
           description="The CSV itself (UTF-8; the first row names the columns).")  # fmt: skip
CREATE_BODY = Fields(
    "ImportBody",
    {**FIELDS, "csv": CSV},
    (_one_source,),
    {**IMPORTS.example, "csv": "Company,Web\nAcme Ltd,https://acme.example\n"},
)
ROW_SAID = "Each: row (1 is the first after the header), outcome, recordId, errors."
ROWS = ListOf(of=Json(most=6), most=200, unique=False, description=ROW_SAID)
ROWS_VIEW = Fields("ImportRows", {"items": ROWS, "nextCursor": Text(max_length=12, required=False)})
PLANNED = ("create", "update", "error")  # what a dry-run's plan says each row would do
APPLIED = ("created", "updated", "error")  # what applying each row did
ROWS_QUERY = page_query(
    "ImportRowsQuery",
    outcome=Choice(*dict.fromkeys((*PLANNED, *APPLIED)), required=False, description=(
        "Only rows of this outcome, named as the rows show them: until the import is applied the plan's "
        "(create, update, error), from apply on what applying did (created, updated, error).")),
)  # fmt: skip
PLANS_PER_READ = 10  # chunk plans one Query of /rows asks for at most (each plan at most ~250 KB)


# ---- views -----------------------------------------------------------------------------------------


def shown(items: Items, item: Mapping[str, Any], counts: Mapping[str, Any] | None) -> dict[str, Any]:
    return items.view(item) | {"progress": store.progress(counts, int(item.get("rows", 0)))}


def get_import(request: Request) -> Outcome:
    items = Items(IMPORTS, request)
    current = items.current()
    counts = request.store.get(store.PROGRESS, current["id"], consistent=True)
    return Outcome(shown(items, current, counts), version=current["version"])


def list_imports(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    items = Items(IMPORTS, request)
    page = items.page()
    keys = [(store.PROGRESS, item["id"]) for item in page["items"]]
    found = request.store.get_many(keys, consistent=True) if keys else {}
    rows = [item | {"progress": store.progress(found.get((store.PROGRESS, item["id"])), item["rows"])}
            for item in page["items"]]  # fmt: skip
    return page | {"items": rows}


# ---- create ----------------------------------------------------------------------------------------


def create_import(request: Request[dict[str, Any], None]) -> Outcome:
    body = request.body
    rtype = _record_type(request, body["recordType"])
    text, source = _csv(request, body)
    read = sheet.read(text, "csv" if source == "inline" else "documentId")
    mapping, match_key = body["mapping"], body.get("matchKey")
    problems = _mapping_types(mapping) or plan.mapping_problems(rtype, read.columns, mapping, match_key)
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    items = Items(IMPORTS, request)
    import_id = new_id(IMPORTS.id_prefix, request.services.clock)
    values = {key: body[key] for key in FIELDS if body.get(key) is not None}
    values |= {"status": "draft", "source": source, "columns": read.columns, "rows": read.row_count,
               "chunks": len(read.chunks)}  # fmt: skip
    now, user = request.now(), request.caller.user_id
    writes = creation_writes(IMPORTS, items.partition, values, item_id=import_id, created_by=user, now=now)
    repeats = _repeats(rtype.key, read, match_key, _column_of(read.columns, mapping, match_key))
    first = 1
    for index, rows in enumerate(read.chunks):
        chunk = {"first": first, "rows": rows, "repeats": repeats[index]}
        writes.append(Create(store.parts(import_id), store.chunk_key(index), chunk))
        first += len(rows)
    item = {**values, "id": import_id, "version": 1, "createdAt": now, "updatedAt": now, "createdBy": user}
    return Outcome(shown(items, item, None), writes=writes, version=1, location=f"{IMPORTS.path}/{import_id}")


def _record_type(request: Request[Any, Any], key: str) -> RecordType:
    rtype = firm.from_head(request.read(*firm.HEAD)).record_type(key)
    if rtype is None:  # every type of RECORD_TYPES is in every catalog; kept for a catalog that drops one
        raise invalid_input("invalid_request", "body", [{"field": "recordType", "message": "no such type"}])
    return rtype


def _mapping_types(mapping: Mapping[str, Any]) -> list[dict[str, str]]:
    if not mapping:
        return [{"field": "mapping", "message": "map at least one column to a field"}]
    return [{"field": f"mapping.{column[:60]}", "message": "a field key (a string)"}
            for column, key in mapping.items() if not isinstance(key, str)]  # fmt: skip


def _column_of(columns: Sequence[str], mapping: Mapping[str, str], key: str | None) -> int | None:
    """The position of the column mapped to `key` (None: no match key)."""
    return next((columns.index(column) for column, field in mapping.items() if field == key), None)


def _csv(request: Request[Any, Any], body: Mapping[str, Any]) -> tuple[str, str]:
    """The CSV's text and where it came from: the body, or the document it names."""
    if body.get("csv") is not None:
        return body["csv"], "inline"
    document_id = body["documentId"]
    found = (
        request.store.get(DOCUMENTS_PARTITION, document_id, consistent=True)
        if document_id.isascii()
        else None
    )
    if found is None:
        raise invalid_input("invalid_request", "body", [{"field": "documentId", "message": "no document "
                            "with this id in your firm"}])  # fmt: skip
    if int(found.get("size", 0)) > MAX_DOCUMENT_BYTES:
        limit = f"a CSV document of at most {MAX_DOCUMENT_BYTES // MiB} MiB"
        raise invalid_input("invalid_csv", "documentId", [{"field": "documentId", "message": limit}])
    data = _document_bytes(request, document_id)
    try:
        return data.decode("utf-8"), "document"
    except UnicodeDecodeError:
        raise invalid_input("invalid_csv", "documentId", [{"field": "documentId", "message": "the "
                            "document is not UTF-8 text"}]) from None  # fmt: skip


def _document_bytes(request: Request[Any, Any], document_id: str) -> bytes:
    bucket = os.environ["DOCUMENTS_BUCKET"]
    key = document_file_key(request.caller.firm_id, document_id)
    answer = aws.client("s3").get_object(Bucket=bucket, Key=key, Range=f"bytes=0-{MAX_DOCUMENT_BYTES}")
    return bytes(answer["Body"].read(MAX_DOCUMENT_BYTES + 1))


def _repeats(
    record_type: str, read: sheet.Sheet, match_key: str | None, column: int | None
) -> list[dict[str, int]]:
    """Per chunk, {row: the earlier row with the same key} (as text keys: DynamoDB map keys)."""
    found: list[dict[str, int]] = [{} for _ in read.chunks]
    if match_key is None or column is None:
        return found
    first_row: dict[Any, int] = {}
    row = 0
    for index, rows in enumerate(read.chunks):
        for cells in rows:
            row += 1
            key = matching.match_value(record_type, match_key, cells[column]) if column < len(cells) else None
            if key is None:
                continue
            earlier = first_row.setdefault(key, row)
            if earlier != row:
                found[index][str(row)] = earlier
    return found


# ---- dry-run -----------------------------------------------------------------------------------------


def dry_run(request: Request) -> Outcome:
    items = Items(IMPORTS, request)
    current = items.current()
    if current["status"] in ("applying", "applied"):
        raise _applied(current)
    rtype = _record_type(request, current["recordType"])
    planner = plan.Planner(
        request.store, rtype, current["columns"], current["mapping"], current.get("matchKey")
    )
    generation = request.request_id
    chunks = read_chunks(request.store, current)
    counts = {"create": 0, "update": 0, "error": 0}
    plans: list[Write] = []
    for chunk in chunks:
        numbered = list(enumerate(chunk["rows"], start=chunk["first"]))
        planned = planner.plan(numbered, chunk.get("repeats", {}))
        for row in planned:
            counts[row.outcome] += 1
        rows = [row.shown() for row in planned]
        key = store.plan_key(generation, _last_row(chunk))
        plans.append(Put(store.parts(current["id"]), key, {"generation": generation, "rows": rows}))
    for start in range(0, len(plans), PLAN_UNIT):  # its own keys: the plan the import names stays
        request.commit_unit(plans[start : start + PLAN_UNIT])
    summary = {**counts, "checkedAt": iso(request.now()), "generation": generation}
    outcome = items.set_state(current, {"status": "checked", "dryRun": summary})
    earlier = (current.get("dryRun") or {}).get("generation")
    replaced: list[Write] = [
        Delete(store.parts(current["id"]), store.plan_key(earlier, _last_row(chunk)), must_exist=False)
        for chunk in chunks
    ] if earlier else []  # fmt: skip
    progress = request.store.get(store.PROGRESS, current["id"], consistent=True)
    return Outcome(outcome.body | {"progress": store.progress(progress, current["rows"])},
                   writes=[*outcome.writes, *replaced], version=outcome.version)  # fmt: skip


def _last_row(chunk: Mapping[str, Any]) -> int:
    return int(chunk["first"]) + len(chunk["rows"]) - 1


def read_chunks(data: TenantStore, current: Mapping[str, Any]) -> list[dict[str, Any]]:
    keys = [(store.parts(current["id"]), store.chunk_key(index)) for index in range(current["chunks"])]
    found = data.get_many(keys, consistent=True)
    return [found[key] for key in keys]


# ---- apply -------------------------------------------------------------------------------------------


def apply(request: Request) -> Outcome:
    items = Items(IMPORTS, request)
    current = items.current()
    caller = request.caller
    # The rows are written as the caller, so their role must write records. An API token needs no
    # scope beyond the route's imports:apply (spec 5.2): a scope never adds what the role lacks.
    if WRITE_RECORDS not in caller.permissions:
        raise errors.permission_denied(WRITE_RECORDS)
    if current["status"] == "applied":
        raise _applied(current)
    queue = request.port(ImportQueue)
    chunks = list(range(current["chunks"]))
    counts = request.store.get(store.PROGRESS, current["id"], consistent=True)
    send = [lambda: queue.send(caller.firm_id, current["id"], chunks)]  # once the state is in
    if current["status"] == "applying":  # resume: the worker skips what it applied already
        state = {"resumedAt": iso(request.now())}
    else:
        state = {"status": "applying", "appliedBy": caller.user_id, "appliedAt": iso(request.now())}
    writes = items.state_write(current, state)  # at the version read: a stale If-Match queues nothing
    after = {**current, **state, "version": current["version"] + 1, "updatedAt": request.now()}
    body = shown(items, after, counts)
    return Outcome(body, writes=writes, status=202, version=after["version"], after_commit=send)


def _applied(current: Mapping[str, Any]) -> errors.ApiError:
    return errors.ApiError(409, "import_applied", f"The import is {current['status']}: its rows show what "
                           "applying did (GET .../rows).", extra={"status": current["status"]})  # fmt: skip


# ---- rows --------------------------------------------------------------------------------------------


def list_rows(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    current = Items(IMPORTS, request).current()
    query = request.query
    after = _after(query.get("cursor"))
    wanted, limit = query.get("outcome"), query["limit"]
    if current["status"] in ("applying", "applied"):
        _check_outcome(wanted, APPLIED, current["status"])
        return _applied_rows(request, current, after, wanted, limit)
    if not current.get("dryRun"):
        raise errors.ApiError(409, "import_not_checked", "Dry-run the import (or apply it) first: its rows "
                              "show what either did.")  # fmt: skip
    _check_outcome(wanted, PLANNED, current["status"])
    return _planned_rows(request, current, after, wanted, limit)


def _check_outcome(wanted: str | None, names: Sequence[str], status: str) -> None:
    """`?outcome=` takes the names the rows show now: the plan's until the import is applied, then what
    applying did. A name of the other phase would match no row, so it is refused, saying which apply."""
    if wanted is None or wanted in names:
        return
    shown = f"the import is {status}: its rows show {', '.join(names)}"
    raise invalid_input("invalid_request", "query", [{"field": "outcome", "message": shown}])


def _after(cursor: str | None) -> int:
    if cursor is None:
        return 0
    if not (cursor.isascii() and cursor.isdigit() and len(cursor) <= 6):
        raise errors.invalid_cursor()
    return int(cursor)


def _applied_rows(request: Request[Any, Any], current: Mapping[str, Any], after: int, wanted: str | None,
                  limit: int) -> dict[str, Any]:  # fmt: skip
    """One Query from the row after the cursor: a row's result is keyed by its number."""
    equals = {"outcome": wanted} if wanted else None
    page = request.store.query(store.results(current["id"]), after=store.row_key(after), limit=limit,
                               equals=equals, consistent=True)  # fmt: skip
    rows = [
        {key: row[key] for key in ("row", "outcome", "recordId", "errors") if key in row}
        for row in page.items
    ]
    more = page.next_cursor is not None and rows
    return {"items": rows, "nextCursor": str(rows[-1]["row"]) if more else None}


def _planned_rows(request: Request[Any, Any], current: Mapping[str, Any], after: int, wanted: str | None,
                  limit: int) -> dict[str, Any]:  # fmt: skip
    """The plan's rows after the cursor, read from the chunk plan that holds the next row on (by key,
    so a page deep in the file costs what the first costs), one row beyond the page to know if more
    follow."""
    generation = current["dryRun"]["generation"]
    rows: list[dict[str, Any]] = []
    next_row, reads = after + 1, 0
    while len(rows) <= limit:
        count = _plans_to_read(limit + 1 - len(rows), wanted is not None, reads)
        plans = _plans_holding(request, current["id"], generation, next_row, count)
        if not plans:
            break
        rows += [row for planned in plans for row in planned["rows"] if _shown(row, after, wanted)]
        next_row, reads = plans[-1]["rows"][-1]["row"] + 1, reads + 1
    if reads == 0 and after == 0:  # every import has a first row: its plan must be there
        raise _plan_missing()
    return {"items": rows[:limit], "nextCursor": str(rows[limit - 1]["row"]) if len(rows) > limit else None}


def _plans_holding(request: Request[Any, Any], import_id: str, generation: str, row: int, count: int
                   ) -> list[dict[str, Any]]:  # fmt: skip
    """Up to `count` chunk plans of the dry-run, from the one holding `row` on: one Query from its key."""
    between = store.plans_from(generation, row)
    return request.store.query(store.parts(import_id), between=between, limit=count, consistent=True).items


def _shown(row: Mapping[str, Any], after: int, wanted: str | None) -> bool:
    return bool(row["row"] > after and wanted in (None, row["outcome"]))


def _plans_to_read(rows_needed: int, filtered: bool, reads: int) -> int:
    """How many chunk plans the next Query asks for. Unfiltered, the fewest that may hold the rows still
    needed (a plan holds at most CHUNK_ROWS); filtered, how many match is unknown, so 1, 2, 4... (a
    dense filter costs what no filter costs, a sparse one reads on in fewer calls)."""
    if filtered:
        return min(PLANS_PER_READ, 1 << reads)
    return min(PLANS_PER_READ, -(-rows_needed // sheet.CHUNK_ROWS))


def _plan_missing() -> errors.ApiError:
    """A checked import whose plan is not where this code keeps plans: a dry-run made before plans were
    keyed by row (or one replaced meanwhile). Running the dry-run again keeps one where it is read."""
    return errors.ApiError(409, "import_not_checked", "The import's dry-run plan cannot be read: dry-run "
                           "the import again.")  # fmt: skip


# ---- routes ------------------------------------------------------------------------------------------

get_import.__name__ = get_import.__qualname__ = "get_imports"
list_imports.__name__ = list_imports.__qualname__ = "list_imports"
create_import.__name__ = create_import.__qualname__ = "create_imports"
VIEW = IMPORTS.view_schema
declare(
    router,
    IMPORTS,
    by_hand={
        "get": ByHand(get_import, summary="One import, with its ETag, its status and its progress."),
        "list": ByHand(list_imports, summary="The imports, newest first, each with its progress."),
        "create": ByHand(create_import, body=CREATE_BODY, summary=(
            "Make an import: a CSV (inline, or a document's), a mapping of its columns to the fields of a "
            "record type, and a match key. Nothing is written to records until it is applied.")),
    },
)  # fmt: skip
ITEM = {"id": {"description": "The import's id."}}
router.route(
    "POST", f"{IMPORTS.item_path}/dry-run", route_class=RouteClass.DRAFT, scope="imports:draft",
    permission="imports.manage", response=VIEW, body=None, query=None, etag=True, errors=(409,), params=ITEM,
    summary="Check every row against the catalog and the records: each would create, would update (the "
            "record its key matches) or has errors. Keeps the plan (/rows); writes no record.",
)(dry_run)  # fmt: skip
router.route(
    "POST", f"{IMPORTS.item_path}/apply", route_class=RouteClass.COMMIT, scope="imports:apply",
    permission="imports.manage", response=VIEW, body=None, query=None, etag=True, errors=(409,),
    success_status=202, params=ITEM,
    summary="Apply the import: 202 at once; the import worker writes the valid rows (as the caller, "
            "via import). Sent again while applying, it resumes (no row is written twice).",
)(apply)  # fmt: skip
router.route(
    "GET", f"{IMPORTS.item_path}/rows", route_class=RouteClass.QUERY, scope="imports:read",
    permission="imports.manage", response=ROWS_VIEW, query=ROWS_QUERY, body=None, errors=(409,), params=ITEM,
    summary="The rows' outcomes in row order: the dry-run's plan until the import is applied, then what "
            "applying did. `?outcome=error` for the rows that need fixing.",
)(list_rows)  # fmt: skip
