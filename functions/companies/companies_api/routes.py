"""Company screens (spec 2.3, 4.4) on /companies/{id}/...: plain resources under a Company record,
declared on the kit. `{id}` is the Company record's id; an unknown one, a deleted one or another
firm's is 404, the same answer.

Addresses keep their history: one current address per type. `create` adds the type's address (409
when one is current: correct or replace it), `correct` fixes the current one in place, `replace`
ends it (`validTo`) and adds the new one. Each write moves the Company's version, so two writes to
one company's addresses never both act on the same current address.

A cap-table line counts on its Investor's usage (`records.usage`) in its own transaction, so the
Investor is not deleted while a line names it (409 `record_in_use`)."""

from __future__ import annotations

from typing import Any

from catalog import taxonomy
from companies_api import models
from kernel import errors
from kernel.ids import iso, new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Update, Write
from kernel.wire import Outcome
from kit.fields import page_query
from kit.resource import Items, ListFilter, Resource, declare
from records import usage
from records.layout import LATEST_FINANCIALS

router = Router()
COMPANY = "/api/v1/x/companies/{id}"
WITHOUT_DELETE = frozenset({"list", "create", "get", "replace"})  # spec 4.4 names no DELETE here


PRODUCTS = Resource(
    name="products", path=f"{COMPANY}/products", parent="Company", fields=models.PRODUCT,
    example=models.PRODUCT_EXAMPLE, id_prefix="prod", noun="product", unique=("name",),
    item_param="productId",
)  # fmt: skip


def _line_use(items: Items) -> usage.Use:
    """What a cap-table line counts on its Investor: a line of this company's cap table."""
    return usage.Use(usage.CAP_TABLE_LINES, items.request.path_params["id"])


def _count_on_investor(items: Items, values: dict[str, Any], line_id: str) -> list[Write]:
    """A line counts on its Investor's usage, so the Investor is not deleted while a line names it; a
    replace that names another Investor moves both counts (each at the version read)."""
    request = items.request
    new_investor = values["investorId"]
    usage_key, line_key = usage.key("Investor", new_investor), (items.partition, line_id)
    found = request.store.get_many([usage_key, line_key], consistent=True)  # no line yet on a create
    old_investor = found[line_key]["investorId"] if line_key in found else None
    if old_investor == new_investor:
        return []  # the same Investor, counted already: its reference's Require keeps it live
    use = _line_use(items)
    writes = usage.of_item("Investor", new_investor, found.get(usage_key)).moved(use, +1)
    if old_investor is not None:
        writes += usage.read(request.store, "Investor", old_investor).moved(use, -1)
    return writes


def _uncount_on_investor(items: Items, line: dict[str, Any]) -> list[Write]:
    return usage.read(items.request.store, "Investor", line["investorId"]).moved(_line_use(items), -1)


# A cap-table line: one Investor record may hold several (seed preferred, series A, a note), so the
# path's {investorId} (the spec's name) is the line's id, cinv_..., not the Investor record's.
INVESTORS = Resource(
    name="investors", path=f"{COMPANY}/investors", parent="Company", fields=models.COMPANY_INVESTOR,
    example=models.COMPANY_INVESTOR_EXAMPLE, id_prefix="cinv", noun="cap-table line",
    title="CompanyInvestor", item_param="investorId", filters=(ListFilter("investorId"),),
    item_description="The cap-table line's id (cinv_...), not the Investor record's: one investor may "
    "hold several lines.",
    prepare=_count_on_investor, on_delete=_uncount_on_investor,
)  # fmt: skip
MILESTONES = Resource(
    name="milestones", path=f"{COMPANY}/milestones", parent="Company", fields=models.MILESTONE,
    example=models.MILESTONE_EXAMPLE, id_prefix="mile", noun="milestone", operations=WITHOUT_DELETE,
    item_param="milestoneId",
)  # fmt: skip


def _keep_latest(items: Items, values: dict[str, Any], financials_id: str) -> list[Write]:
    """The company's latest financials (records.layout.LATEST_FINANCIALS): this period, unless the
    latest has a later periodDate; written at the version read, so of two writes at once the later one
    runs again on a fresh read."""
    company_id = items.request.path_params["id"]
    latest = items.request.store.get(LATEST_FINANCIALS, company_id, consistent=True)
    later = (
        latest is not None
        and latest["financialsId"] != financials_id
        and (str(latest.get("periodDate") or "") > str(values.get("periodDate") or "\uffff"))
    )
    if later:
        return []
    copy = {key: values.get(key) for key in models.FINANCIALS} | {"financialsId": financials_id}
    version = int(latest["version"]) if latest else 0
    return [Update(LATEST_FINANCIALS, company_id, version, copy, addressed=False)]


FINANCIALS = Resource(
    name="financials", path=f"{COMPANY}/financials", parent="Company", fields=models.FINANCIALS,
    example=models.FINANCIALS_EXAMPLE, id_prefix="fin", noun="financials period", title="Financials",
    unique=("periodLabel",), operations=WITHOUT_DELETE, item_param="financialsId", prepare=_keep_latest,
)  # fmt: skip
UPDATES = Resource(
    name="updates", path=f"{COMPANY}/updates", parent="Company", fields=models.UPDATE,
    example=models.UPDATE_EXAMPLE, id_prefix="cupd", noun="company update", operations=WITHOUT_DELETE,
    item_param="updateId",
)  # fmt: skip

for resource in (PRODUCTS, INVESTORS, MILESTONES, FINANCIALS, UPDATES):
    declare(router, resource)


# ---- addresses: hand-written beside the kit, with its parent rules ----------------------------------

# Not declared: its routes are below, with the kit's parent rules.
ADDRESSES = Resource(
    name="addresses", path=f"{COMPANY}/addresses", parent="Company", fields=models.ADDRESS_BODY.fields,
    example=dict(models.ADDRESS_BODY.example or {}), id_prefix="addr", noun="address",
)  # fmt: skip
_FIELDS = ("country", *models.ADDRESS_LINES)


def address_conflict(message: str) -> errors.ApiError:
    return errors.ApiError(409, "address_conflict", message)


def _shown(item: dict[str, Any]) -> dict[str, Any]:
    times: dict[str, Any] = {
        key: iso(item[key]) for key in ("createdAt", "updatedAt", "validFrom") if key in item
    }
    valid_to = iso(item["validTo"]) if item.get("validTo") is not None else None
    return {**item, **times, "validTo": valid_to, "current": item.get("validTo") is None}


@router.get(ADDRESSES.path, scope="records:read", permission="records.read", query=page_query(),
            summary="The company's addresses, current and past (current: validTo null).")  # fmt: skip
def list_addresses(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    items = Items(ADDRESSES, request)
    items.parent()
    page = request.store.query(
        items.partition, limit=request.query["limit"], cursor=request.query.get("cursor")
    )
    return {"items": [_shown(item) for item in page.items], "nextCursor": page.next_cursor}


@router.post(ADDRESSES.path, route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", response=models.ADDRESS, body=models.ADDRESS_BODY,
             success_status=201, last_write_wins=True, errors=(409,),
             location=False,  # addresses are listed by type, never read alone
             if_match=True,  # a correction or a replacement is computed from the address it changes
             summary="Add, correct or replace an address of a type (mode).")  # fmt: skip
def write_address(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(ADDRESSES, request)
    parent = items.parent()
    body = dict(request.body)
    mode, kind = body.pop("mode"), body["addressType"]
    current = next(
        (a for a in items.siblings() if a["addressType"] == kind and a.get("validTo") is None), None
    )
    now = request.now()
    if mode == "correct":
        if current is None:
            raise address_conflict(f"No current {kind} address to correct: create one.")
        changes = {key: body.get(key) for key in _FIELDS} | {"updatedAt": now}
        write: list[Write] = [Update(items.partition, current["id"], current["version"], changes)]
        shown = {**current, **changes, "version": current["version"] + 1}
        return Outcome(
            _shown(shown), writes=[*write, *items.touch(parent)], status=200, version=shown["version"]
        )
    if mode == "create" and current is not None:
        raise address_conflict(f"The company has a current {kind} address: correct or replace it.")
    address_id = new_id(ADDRESSES.id_prefix, request.services.clock)
    item = {**body, "id": address_id, "validFrom": now, "validTo": None, "createdAt": now, "updatedAt": now,
            "createdBy": request.caller.user_id}  # fmt: skip
    writes: list[Write] = [Create(items.partition, address_id, item), *items.touch(parent)]
    if current is not None:  # replace: the current one ends now
        writes.append(
            Update(items.partition, current["id"], current["version"], {"validTo": now, "updatedAt": now})
        )
    return Outcome(_shown({**item, "version": 1}), writes=writes, version=1)


# ---- industry codes: one list per company, replaced whole ------------------------------------------

INDUSTRY_CODES = Resource(
    name="industry-codes", path=f"{COMPANY}/industry-codes", parent="Company",
    fields=models.INDUSTRY_CODES_BODY.fields, example={"codeIds": []}, id_prefix="ind", noun="industry codes",
)  # fmt: skip


@router.get(INDUSTRY_CODES.path, scope="records:read", permission="records.read",
            response=models.INDUSTRY_CODES,
            summary="The company's industry codes (keys of the taxonomy group sectors).")  # fmt: skip
def get_industry_codes(request: Request) -> dict[str, Any]:
    items = Items(INDUSTRY_CODES, request)
    items.parent()
    found = items.single()
    return {"codeIds": list(found["codeIds"]) if found else []}


@router.put(INDUSTRY_CODES.path, route_class=RouteClass.RECORD, scope="records:write",
            permission="records.write", response=models.INDUSTRY_CODES, body=models.INDUSTRY_CODES_BODY,
            last_write_wins=True,
            summary="Replace the industry codes; each a key of the taxonomy group sectors.")  # fmt: skip
def replace_industry_codes(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(INDUSTRY_CODES, request)
    parent = items.parent()
    codes = request.body["codeIds"]
    # Every change of codes moves the per-sector usage count, at the version read here, so a sector in
    # use is never deleted (catalog.taxonomy). Read before the sectors: a delete that commits after
    # this read moves the usage item, and this write runs again on a fresh read.
    usage = taxonomy.sector_usage(request.store)
    known = taxonomy.keys(request.store, "sectors")
    problems = [
        {"field": f"codeIds[{i}]", "message": "not a key of the taxonomy group sectors"}
        for i, code in enumerate(codes)
        if code not in known
    ]
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    current = items.single()
    counted = usage.after_codes_changed(current["codeIds"] if current else (), codes)
    return Outcome({"codeIds": codes}, writes=[*items.put_single({"codeIds": codes}, parent), counted])
