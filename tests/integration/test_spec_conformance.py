"""Routes answering as the specification says where a review found them apart (issue "Spec
conformance"): each test is named for the rule it holds."""

from __future__ import annotations

from typing import Any

import pytest

from connectors_api.handler import create_app as connectors_app
from forms_api.handler import create_app as forms_app
from kernel.pipeline import App
from local_stack.openapi_build import current_document
from portal_api.handler import create_app as portal_app
from records_api.handler import create_app as records_app
from taxonomy_api.handler import create_app as taxonomy_app
from tests.integration.records_support import TickingClock
from tests.support import Member, Stack, call

X = "/api/v1/x"
MCP = f"{X}/mcp"


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return current_document()


def operation(document: dict[str, Any], method: str, path: str) -> dict[str, Any]:
    found: dict[str, Any] = document["paths"][f"{X}{path}"][method]
    return found


def app(stack: Stack, create: Any) -> App:
    return stack.app(create())


def admin(stack: Stack) -> Member:
    return stack.member(stack.firm(), "admin")


# ---- 1. form routes take the forms scopes or the records ones -----------------------------------------


def test_the_openapi_document_lists_both_scopes_a_form_route_takes(document: dict[str, Any]) -> None:
    assert operation(document, "get", "/forms")["x-required-scope"] == ["forms:read", "records:read"]
    assert operation(document, "post", "/forms")["x-required-scope"] == ["forms:draft", "records:write"]
    activate = operation(document, "post", "/forms/{id}/activate")
    assert activate["x-required-scope"] == ["forms:publish", "records:write"]


def test_a_records_read_token_sees_the_form_routes_in_its_openapi(stack: Stack) -> None:
    from platform_api.handler import create_app as platform_app

    reader = stack.api_token(admin(stack), ["records:read"])
    paths = call(app(stack, platform_app), "GET", f"{X}/openapi", token=reader).body["paths"]
    assert "get" in paths[f"{X}/forms"]
    assert "post" not in paths[f"{X}/forms"]


# ---- 2. connector route classes (spec 1.5, 3.1) ------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "route_class"),
    [("post", "/connectors", "Draft"), ("put", "/connectors/{id}", "Draft"),
     ("post", "/connectors/{id}/publish", "Commit"), ("post", "/connectors/{id}/activate", "Commit"),
     ("post", "/connectors/{id}/deactivate", "Commit"), ("post", "/connectors/{id}/secret", "Record"),
     ("post", "/connectors/{id}/test", "Draft"), ("delete", "/connectors/{id}", "Record")],
)  # fmt: skip
def test_connector_routes_have_the_class_of_what_they_do(
    document: dict[str, Any], method: str, path: str, route_class: str
) -> None:
    assert operation(document, method, path)["x-route-class"] == route_class


# ---- 3. portal writes need an administrator ----------------------------------------------------------


def test_portal_writes_need_portal_manage_which_a_member_lacks_and_reads_do_not(stack: Stack) -> None:
    portal = app(stack, portal_app)
    firm = stack.firm()
    boss = stack.api_token(stack.member(firm, "admin"), ["records:write"])
    member = stack.api_token(stack.member(firm, "member"), ["records:write"])
    role = call(portal, "POST", f"{X}/portal/roles", token=boss, body={"name": "LP"})
    assert role.status == 201, role.body
    for method, path, body in (("POST", "/portal/roles", {"name": "Other"}),
                               ("PUT", f"/portal/roles/{role.body['id']}", {"name": "Renamed"}),
                               ("DELETE", f"/portal/roles/{role.body['id']}", None),
                               ("PUT", "/portal/settings", {"portalAddress": "lp.example.com"}),
                               ("POST", "/portal/access", {})):  # fmt: skip
        refused = call(portal, method, f"{X}{path}", token=member, body=body)
        assert (refused.status, refused.code) == (403, "permission_denied"), (method, path)
        assert refused.body["error"]["permission"] == "portal.manage"
    for path in ("/portal/roles", "/portal/access", "/portal/settings"):
        assert call(portal, "GET", f"{X}{path}", token=member).status == 200, path


# ---- 5. publish does not end an administrator's emergency stop ---------------------------------------


def test_publishing_a_deactivated_connector_copies_the_draft_and_leaves_it_inactive(stack: Stack) -> None:
    connectors = app(stack, connectors_app)
    token = stack.api_token(admin(stack), ["connectors:activate", "connectors:draft"])
    body = {"connectorKey": "crm", "name": "CRM", "baseUrl": "https://93.184.216.34/v1", "auth": "none",
            "surfaces": "automations", "useRoleIds": ["admin"], "operations": []}  # fmt: skip
    made = call(connectors, "POST", f"{X}/connectors", token=token, body=body).body
    item = f"{X}/connectors/{made['id']}"
    first = call(connectors, "POST", f"{item}/publish", token=token, body={}).body
    assert first["active"] is True  # the first publish turns it on
    assert call(connectors, "POST", f"{item}/deactivate", token=token).body["active"] is False
    call(connectors, "PUT", item, token=token, body={**body, "name": "CRM v2"})
    again = call(connectors, "POST", f"{item}/publish", token=token, body={}).body
    assert (again["active"], again["published"]["name"]) == (False, "CRM v2")
    assert call(connectors, "POST", f"{item}/activate", token=token).body["active"] is True


# ---- 7. a child write leaves the parent record's version alone ---------------------------------------


def test_adding_a_product_does_not_turn_an_edit_of_the_company_into_a_412(stack: Stack) -> None:
    from companies_api.handler import create_app as companies_app

    token = stack.api_token(admin(stack), ["records:write"])
    records, companies = app(stack, records_app), app(stack, companies_app)
    made = call(
        records, "POST", f"{X}/records/Company", token=token, body={"name": "Acme", "companyType": "Prospect"}
    )
    company, etag = made.body["result"]["id"], made.headers["ETag"]
    product = call(companies, "POST", f"{X}/companies/{company}/products", token=token,
                   body={"name": "Cloud", "status": "Live"})  # fmt: skip
    assert product.status == 201
    assert call(records, "GET", f"{X}/records/Company/{company}", token=token).headers["ETag"] == etag
    edited = call(records, "PATCH", f"{X}/records/Company/{company}", token=token, body={"website": "https://acme.example"},
                  headers={"If-Match": etag})  # fmt: skip
    assert edited.status == 200, edited.body
    feed = call(records, "GET", f"{X}/changes", token=token).body["items"]
    child = next(entry for entry in feed if entry["changedFields"] == ["products"])
    assert (child["kind"], child["recordId"], child["version"]) == ("updated", company, 1)


def test_two_terms_set_active_at_once_still_leave_one_active(stack: Stack) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from deals_api.handler import create_app as deals_app

    token = stack.api_token(admin(stack), ["records:write"])
    deal = call(app(stack, records_app), "POST", f"{X}/records/Deal", token=token, body={"name": "D"}).body[
        "result"
    ]["id"]

    def add(n: int) -> int:
        body = {"instrumentType": "Safe", "amount": n, "setActive": True}
        return call(app(stack, deals_app), "POST", f"{X}/deals/{deal}/terms", token=token, body=body).status

    with ThreadPoolExecutor(max_workers=4) as pool:
        assert set(pool.map(add, range(4))) == {201}
    terms = call(app(stack, deals_app), "GET", f"{X}/deals/{deal}/terms", token=token).body["items"]
    assert [term["active"] for term in terms].count(True) == 1


# ---- 8. cap-table lines ------------------------------------------------------------------------------


def test_a_cap_table_lines_path_id_is_described_as_the_line(document: dict[str, Any]) -> None:
    parameters = operation(document, "get", "/companies/{id}/investors/{investorId}")["parameters"]
    described = next(p for p in parameters if p["name"] == "investorId")["description"]
    assert "cap-table line" in described


# ---- 9. IC decisions keep their history -------------------------------------------------------------


def test_a_deferred_then_approved_deal_keeps_both_decisions(stack: Stack) -> None:
    from deals_api.handler import create_app as deals_app

    member = admin(stack)
    token = stack.api_token(member, ["records:write"])
    stack.clock = TickingClock()
    deal = call(app(stack, records_app), "POST", f"{X}/records/Deal", token=token, body={"name": "D"}).body
    path = f"{X}/deals/{deal['result']['id']}/ic-decision"
    deals = app(stack, deals_app)
    assert call(deals, "GET", f"{path}/history", token=token).body == {"items": [], "nextCursor": None}
    deferred = {"decision": "Deferred", "icDate": "2025-01-10", "conditions": None}
    approved = {"decision": "Approved", "icDate": "2025-02-14", "conditions": None}
    for decision in (deferred, approved):
        sent = {key: value for key, value in decision.items() if value is not None}
        assert call(deals, "POST", path, token=token, body=sent).body == decision
    assert call(deals, "GET", path, token=token).body == approved  # the latest
    history = call(deals, "GET", f"{path}/history", token=token).body["items"]
    assert [(h["decision"], h["icDate"]) for h in history] == [
        ("Approved", "2025-02-14"),
        ("Deferred", "2025-01-10"),
    ]
    assert {h["recordedBy"] for h in history} == {member.user_id}
    assert all(h["recordedAt"].endswith("Z") for h in history)
    first = call(deals, "GET", f"{path}/history", token=token, query="limit=1").body
    assert len(first["items"]) == 1
    assert first["nextCursor"] is not None


# ---- 10. no delete of a Company, a Person or a Deal in the document ----------------------------------


def test_the_delete_record_operation_names_only_the_deletable_types(document: dict[str, Any]) -> None:
    parameters = operation(document, "delete", "/records/{type}/{id}")["parameters"]
    assert next(p for p in parameters if p["name"] == "type")["schema"]["enum"] == ["Lead", "Investor"]


# ---- 12. the change feed holds records only (spec 6) -------------------------------------------------


def test_connector_writes_are_not_in_the_change_feed(stack: Stack) -> None:
    member = admin(stack)
    token = stack.api_token(member, ["connectors:draft", "records:read"])
    body = {"connectorKey": "crm", "name": "CRM", "baseUrl": "https://93.184.216.34/v1", "auth": "none",
            "surfaces": "automations", "useRoleIds": ["admin"], "operations": []}  # fmt: skip
    made = call(app(stack, connectors_app), "POST", f"{X}/connectors", token=token, body=body)
    assert made.status == 201
    records = app(stack, records_app)
    assert call(records, "GET", f"{X}/changes", token=token).body["items"] == []
    asked = call(records, "GET", f"{X}/changes", token=token, query="types=Connector")
    assert (asked.status, asked.code) == (400, "invalid_request")


# ---- 15. the suite needs nothing beside the repository: tests/unit/test_kernel_policy.py skips ---------
# ---- 16. one list contract ---------------------------------------------------------------------------


def test_a_taxonomy_group_takes_limit_and_cursor_and_answers_next_cursor(stack: Stack) -> None:
    taxonomy = app(stack, taxonomy_app)
    token = stack.api_token(admin(stack), ["records:read"])
    whole = call(taxonomy, "GET", f"{X}/taxonomy/sectors", token=token).body
    assert whole["nextCursor"] is None
    keys, cursor = [], None
    while True:
        query = f"limit=3&cursor={cursor}" if cursor else "limit=3"
        page = call(taxonomy, "GET", f"{X}/taxonomy/sectors", token=token, query=query)
        assert page.status == 200, page.body
        assert len(page.body["items"]) <= 3
        keys += [item["key"] for item in page.body["items"]]
        cursor = page.body["nextCursor"]
        if cursor is None:
            break
    assert keys == [item["key"] for item in whole["items"]]
    other = call(
        taxonomy, "GET", f"{X}/taxonomy/geographies", token=token, query=f"limit=3&cursor={cursor or ''}"
    )
    assert other.status == 400  # an empty or another group's cursor is no cursor of this list


def test_a_taxonomy_cursor_of_another_group_is_refused(stack: Stack) -> None:
    taxonomy = app(stack, taxonomy_app)
    token = stack.api_token(admin(stack), ["records:read"])
    page = call(taxonomy, "GET", f"{X}/taxonomy/sectors", token=token, query="limit=2").body
    other = call(taxonomy, "GET", f"{X}/taxonomy/geographies", token=token,
                 query=f"limit=2&cursor={page['nextCursor']}")  # fmt: skip
    assert (other.status, other.code) == (400, "invalid_cursor")


def test_a_form_list_answers_the_list_contract(stack: Stack) -> None:
    token = stack.api_token(admin(stack), ["records:read"])
    listed = call(app(stack, forms_app), "GET", f"{X}/forms", token=token, query="limit=1")
    assert listed.status == 200
    assert set(listed.body) == {"items", "nextCursor"}


# ---- 11. expectedCatalogVersion on every write (spec 9.2) --------------------------------------------


def guarded_writes() -> list[tuple[str, str, str, dict[str, Any], str]]:
    """(family, method, path, body, the list that must not show it) for one write of each family."""
    connector = {"connectorKey": "crm", "name": "CRM", "baseUrl": "https://93.184.216.34/v1", "auth": "none",
                 "surfaces": "automations", "useRoleIds": ["admin"], "operations": []}  # fmt: skip
    automation = {"name": "Sourced", "tree": {
        "trigger": {"kind": "recordCreated", "config": {"recordType": "Deal"}},
        "steps": [{"kind": "updateField", "config": {"field": "stage", "value": "Sourced"}}]}}  # fmt: skip
    return [
        ("taxonomy", "POST", "/taxonomy/sectors", {"key": "space", "label": "Space"}, "/taxonomy/sectors"),
        ("forms", "POST", "/forms", {"name": "Intake"}, "/forms"),
        ("connectors", "POST", "/connectors", connector, "/connectors"),
        ("automations", "POST", "/automations", automation, "/automations"),
        ("workspace", "POST", "/workspace/tasks", {"title": "Call back"}, "/workspace/tasks"),
        ("records", "POST", "/views", {"name": "All deals", "recordType": "Deal"}, "/views"),
    ]


def family_app(stack: Stack, family: str) -> App:
    from importlib import import_module

    return stack.app(import_module(f"{family}_api.handler").create_app())


def write_token(stack: Stack, member: Member) -> str:
    scopes = ["records:read", "records:write", "forms:draft", "connectors:draft", "automations:draft",
              "views:read", "views:write", "fields:write"]  # fmt: skip
    return stack.api_token(member, scopes)


def current_catalog_version(stack: Stack, token: str) -> str:
    from platform_api.handler import create_app as platform_app

    version: str = call(app(stack, platform_app), "GET", f"{X}/catalog", token=token).body["catalogVersion"]
    return version


def listed(answer: Any) -> list[Any]:
    body = answer.body
    return list(body["items"] if isinstance(body, dict) else body)


@pytest.mark.parametrize(("family", "method", "path", "body", "listing"), guarded_writes(),
                         ids=[case[0] for case in guarded_writes()])  # fmt: skip
def test_every_write_body_takes_expected_catalog_version_and_a_stale_one_is_409_with_nothing_written(
    stack: Stack, family: str, method: str, path: str, body: dict[str, Any], listing: str
) -> None:
    member = admin(stack)
    token = write_token(stack, member)
    family_api = family_app(stack, family)
    before = listed(call(family_api, "GET", f"{X}{listing}", token=token))
    stale = call(
        family_api, method, f"{X}{path}", token=token, body={**body, "expectedCatalogVersion": "c_stale"}
    )
    assert (stale.status, stale.code) == (409, "catalog_conflict"), stale.body
    assert listed(call(family_api, "GET", f"{X}{listing}", token=token)) == before
    current = current_catalog_version(stack, token)
    fresh = call(
        family_api, method, f"{X}{path}", token=token, body={**body, "expectedCatalogVersion": current}
    )
    assert fresh.status in (200, 201), fresh.body
    assert len(listed(call(family_api, "GET", f"{X}{listing}", token=token))) == len(before) + 1


def test_a_catalog_change_between_the_check_and_the_commit_refuses_the_write(
    stack: Stack, monkeypatch: pytest.MonkeyPatch
) -> None:
    from catalog.guard import CatalogGuard

    member = admin(stack)
    token = write_token(stack, member)
    taxonomy, records = app(stack, taxonomy_app), app(stack, records_app)
    current = current_catalog_version(stack, token)
    checked = CatalogGuard.check

    def check_then_a_field_lands(self: CatalogGuard, value: Any, store: Any) -> Any:
        condition = checked(self, value, store)
        field = {"recordType": "Deal", "key": "vintage", "label": "Vintage", "fieldType": "text"}
        assert call(records, "POST", f"{X}/custom-fields", token=token, body=field).status == 201
        return condition

    monkeypatch.setattr(CatalogGuard, "check", check_then_a_field_lands)
    raced = call(taxonomy, "POST", f"{X}/taxonomy/sectors", token=token,
                 body={"key": "space", "label": "Space", "expectedCatalogVersion": current})  # fmt: skip
    assert (raced.status, raced.code) == (409, "catalog_conflict")
    keys = [item["key"] for item in call(taxonomy, "GET", f"{X}/taxonomy/sectors", token=token).body["items"]]
    assert "space" not in keys


@pytest.mark.parametrize("value", [7, "", None, "x" * 101, ["c_1"]])
def test_an_expected_catalog_version_that_is_no_version_is_400_naming_it(stack: Stack, value: Any) -> None:
    token = write_token(stack, admin(stack))
    refused = call(app(stack, forms_app), "POST", f"{X}/forms", token=token,
                   body={"name": "Intake", "expectedCatalogVersion": value})  # fmt: skip
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"][0]["field"] == "expectedCatalogVersion"


def test_a_body_without_the_key_costs_no_catalog_read(stack: Stack) -> None:
    reads: list[str] = []

    def seen(params: dict[str, Any], model: Any, **_: Any) -> None:
        if model.name == "GetItem" and params.get("Key", {}).get("sk", {}).get("S") == "HEAD":
            reads.append(model.name)

    token = write_token(stack, admin(stack))
    forms = app(stack, forms_app)
    stack.dynamodb.meta.events.register("provide-client-params.dynamodb.*", seen)
    try:
        assert call(forms, "POST", f"{X}/forms", token=token, body={"name": "Intake"}).status == 201
        assert reads == []
        current = current_catalog_version(stack, token)
        body = {"name": "Review", "expectedCatalogVersion": current}
        assert call(forms, "POST", f"{X}/forms", token=token, body=body).status == 201
        assert reads == ["GetItem"]
    finally:
        stack.dynamodb.meta.events.unregister("provide-client-params.dynamodb.*", seen)


def test_the_openapi_document_lists_expected_catalog_version_in_every_write_body(
    document: dict[str, Any],
) -> None:
    schemas = document["components"]["schemas"]
    missing = []
    for path, methods in document["paths"].items():
        for method, operation_ in methods.items():
            if (
                method not in ("post", "put", "patch")
                or not path.startswith(X)
                or "requestBody" not in operation_
                or path == MCP  # a JSON-RPC message, not a write: each tool's own body takes the key
            ):
                continue
            [media] = operation_["requestBody"]["content"].values()  # JSON, or a form (an upload)
            name = media["schema"]["$ref"].rsplit("/", 1)[1]
            if "expectedCatalogVersion" not in schemas[name].get("properties", {}):
                missing.append(f"{method} {path}")
    assert missing == []


def test_a_screen_write_takes_expected_catalog_version_too(stack: Stack) -> None:
    from companies_api.handler import create_app as companies_app

    token = write_token(stack, admin(stack))
    records, companies = app(stack, records_app), app(stack, companies_app)
    made = call(
        records, "POST", f"{X}/records/Company", token=token, body={"name": "Acme", "companyType": "Prospect"}
    )
    products = f"{X}/companies/{made.body['result']['id']}/products"
    product = {"name": "Cloud", "status": "Live"}
    stale = call(
        companies, "POST", products, token=token, body={**product, "expectedCatalogVersion": "c_old"}
    )
    assert (stale.status, stale.code) == (409, "catalog_conflict")
    assert call(companies, "GET", products, token=token).body["items"] == []
    current = {**product, "expectedCatalogVersion": current_catalog_version(stack, token)}
    assert call(companies, "POST", products, token=token, body=current).status == 201


# ---- 13. a sector a company's industry codes use is not deleted ---------------------------------------


def company_with_codes(stack: Stack, token: str, codes: list[str]) -> str:
    from companies_api.handler import create_app as companies_app

    made = call(app(stack, records_app), "POST", f"{X}/records/Company", token=token,
                body={"name": "Acme", "companyType": "Prospect"})  # fmt: skip
    company: str = made.body["result"]["id"]
    answer = call(app(stack, companies_app), "PUT", f"{X}/companies/{company}/industry-codes", token=token,
                  body={"codeIds": codes})  # fmt: skip
    assert answer.status == 200, answer.body
    return company


def sector_keys(taxonomy: App, token: str) -> list[str]:
    return [item["key"] for item in call(taxonomy, "GET", f"{X}/taxonomy/sectors", token=token).body["items"]]


def test_deleting_a_sector_a_company_uses_is_409_naming_how_many_and_removes_nothing(stack: Stack) -> None:
    token = write_token(stack, admin(stack))
    taxonomy = app(stack, taxonomy_app)
    call(taxonomy, "POST", f"{X}/taxonomy/sectors", token=token, body={"key": "space", "label": "Space"})
    call(taxonomy, "POST", f"{X}/taxonomy/sectors", token=token,
         body={"key": "launch", "label": "Launch", "parentKey": "space"})  # fmt: skip
    company_with_codes(stack, token, ["launch"])
    company_with_codes(stack, token, ["launch", "space"])
    before = sector_keys(taxonomy, token)
    refused = call(taxonomy, "DELETE", f"{X}/taxonomy/sectors/space", token=token)  # its child is in use too
    assert (refused.status, refused.code) == (409, "sector_in_use")
    assert "'launch' (2 companies)" in refused.body["error"]["message"]
    assert "'space' (1 company)" in refused.body["error"]["message"]
    assert sector_keys(taxonomy, token) == before


def test_a_sector_is_deletable_once_no_company_uses_it(stack: Stack) -> None:
    from companies_api.handler import create_app as companies_app

    token = write_token(stack, admin(stack))
    taxonomy = app(stack, taxonomy_app)
    call(taxonomy, "POST", f"{X}/taxonomy/sectors", token=token, body={"key": "space", "label": "Space"})
    company = company_with_codes(stack, token, ["space"])
    assert call(taxonomy, "DELETE", f"{X}/taxonomy/sectors/space", token=token).status == 409
    codes = f"{X}/companies/{company}/industry-codes"
    assert call(app(stack, companies_app), "PUT", codes, token=token, body={"codeIds": []}).status == 200
    assert call(taxonomy, "DELETE", f"{X}/taxonomy/sectors/space", token=token).status == 200
    assert "space" not in sector_keys(taxonomy, token)
    taken = call(app(stack, companies_app), "PUT", codes, token=token, body={"codeIds": ["space"]})
    assert (taken.status, taken.code) == (400, "invalid_request")  # a code that no longer exists


def test_a_company_taking_a_sector_while_it_is_deleted_never_keeps_a_dangling_code(stack: Stack) -> None:
    """Both writes move the usage item at the version they read: whichever commits second runs again
    on a fresh read, so either the delete is 409 or the company's code is refused."""
    from concurrent.futures import ThreadPoolExecutor

    from companies_api.handler import create_app as companies_app

    token = write_token(stack, admin(stack))
    taxonomy = app(stack, taxonomy_app)
    for round_ in range(6):
        key = f"orbit{round_}"
        call(taxonomy, "POST", f"{X}/taxonomy/sectors", token=token, body={"key": key, "label": "Orbit"})
        company = company_with_codes(stack, token, [])
        codes = f"{X}/companies/{company}/industry-codes"
        companies, deleting = app(stack, companies_app), app(stack, taxonomy_app)
        with ThreadPoolExecutor(2) as pool:
            took = pool.submit(call, companies, "PUT", codes, token=token, body={"codeIds": [key]})
            deleted = pool.submit(call, deleting, "DELETE", f"{X}/taxonomy/sectors/{key}", token=token)
        outcome = (took.result().status, deleted.result().status)
        assert outcome in ((200, 409), (400, 200)), outcome
        held = call(app(stack, companies_app), "GET", codes, token=token).body["codeIds"]
        assert (key in held) == (key in sector_keys(taxonomy, token))
