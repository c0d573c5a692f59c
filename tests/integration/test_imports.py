"""Imports (spec 1.3, 5.2; issue: dry-run, apply, rows) under moto: a CSV planned row by row against the
catalog and the records, applied by the worker through the records service, each row exactly once."""

from __future__ import annotations

from typing import Any

import pytest

from documents_api.handler import create_app as documents_app
from kernel.pipeline import App
from tests.integration.imports_support import IMPORT_SCOPES, app, discard, drain, made, messages, on
from tests.integration.records_support import SCOPES, Firm, new_firm, records_app
from tests.support import FormValue, Stack, call

__all__ = ["records_app"]
X = "/api/v1/x"

COMPANIES = (
    "Company,Web,Type\nAcme Ltd,https://acme.example,Prospect\nBeta GmbH,https://www.beta.example/about,\n"
)


@pytest.fixture
def imports(stack: Stack, records_app: App) -> App:
    discard(messages())  # what an earlier test queued and left
    return app(stack)


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    """A firm whose admin's token holds the records scopes and the imports ones."""
    return new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])


def company_import(**more: Any) -> dict[str, Any]:
    mapping = {"Company": "name", "Web": "website", "Type": "companyType"}
    return {"recordType": "Company", "mapping": mapping, "csv": COMPANIES} | more


def companies(firm: Firm) -> list[dict[str, Any]]:
    listed = firm.call("GET", "/records/Company", query="limit=200")
    assert listed.status == 200, listed.body
    return list(listed.body["items"])


def test_an_import_is_planned_then_applied_as_the_person_who_applied_it(
    stack: Stack, imports: App, firm: Firm
) -> None:
    existing = firm.create("Company", name="Beta", website="https://beta.example", companyType="Portfolio")
    created = made(imports, firm, company_import(matchKey="website"))
    assert created["status"] == "draft"
    assert created["rows"] == 2
    assert created["columns"] == ["Company", "Web", "Type"]
    assert created["progress"] == {"created": 0, "updated": 0, "failed": 0, "done": 0, "rows": 2}
    assert companies(firm) == [existing] or len(companies(firm)) == 1  # nothing written yet

    checked = on(imports, firm, "POST", f"/imports/{created['id']}/dry-run")
    assert checked.status == 200, checked.body
    assert checked.body["status"] == "checked"
    rows = on(imports, firm, "GET", f"/imports/{created['id']}/rows").body["items"]
    assert {k: checked.body["dryRun"][k] for k in ("create", "update", "error")} == {
        "create": 1,
        "update": 1,
        "error": 0,
    }, rows
    rows = on(imports, firm, "GET", f"/imports/{created['id']}/rows").body["items"]
    assert rows == [
        {"row": 1, "outcome": "create"},
        {"row": 2, "outcome": "update", "recordId": existing["id"]},
    ]
    assert len(companies(firm)) == 1  # a dry-run writes no record

    applied = on(imports, firm, "POST", f"/imports/{created['id']}/apply")
    assert applied.status == 202, applied.body
    assert applied.body["status"] == "applying"
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{created['id']}").body
    assert shown["status"] == "applied"
    assert shown["completedAt"]
    assert shown["progress"] == {"created": 1, "updated": 1, "failed": 0, "done": 2, "rows": 2}
    names = {c["name"]: c for c in companies(firm)}
    assert set(names) == {"Acme Ltd", "Beta GmbH"}
    assert names["Beta GmbH"]["website"] == "https://www.beta.example/about"
    feed = firm.call("GET", "/changes").body["items"]
    imported = [entry for entry in feed if entry["actor"]["via"] == "import"]
    assert len(imported) == 2
    assert all(e["actor"]["userId"] == firm.member.user_id for e in imported)
    results = on(imports, firm, "GET", f"/imports/{created['id']}/rows").body["items"]
    assert [r["outcome"] for r in results] == ["created", "updated"]
    assert on(imports, firm, "POST", f"/imports/{created['id']}/apply").code == "import_applied"
    assert on(imports, firm, "POST", f"/imports/{created['id']}/dry-run").code == "import_applied"


def test_rows_with_errors_are_reported_and_skipped_and_the_rest_applied(
    stack: Stack, imports: App, firm: Firm
) -> None:
    csv = ("Name,Email,Employees\n"
           "Ada Lovelace,ada@example.com,12\n"
           "Bad Email,not-an-email,3\n"
           "Too Many,too@example.com,twelve\n"
           "Ada Again,ADA@example.com,1\n"
           "Short row\n")  # fmt: skip
    created = made(imports, firm, {"recordType": "Lead", "mapping": {"Name": "name", "Email": "contactEmail"},
                                   "matchKey": "contactEmail", "csv": csv})  # fmt: skip
    checked = on(imports, firm, "POST", f"/imports/{created['id']}/dry-run").body["dryRun"]
    assert (checked["create"], checked["update"], checked["error"]) == (2, 0, 3)
    errors = on(imports, firm, "GET", f"/imports/{created['id']}/rows", query="outcome=error").body["items"]
    assert [(e["row"], e["errors"][0]["field"]) for e in errors] == [
        (2, "contactEmail"),
        (4, "contactEmail"),
        (5, "row"),
    ]
    assert "row 1" in errors[1]["errors"][0]["message"]  # the same key as the first row
    on(imports, firm, "POST", f"/imports/{created['id']}/apply")
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{created['id']}").body
    assert shown["progress"] == {"created": 2, "updated": 0, "failed": 3, "done": 5, "rows": 5}
    leads = firm.call("GET", "/records/Lead").body["items"]
    assert sorted(lead["name"] for lead in leads) == ["Ada Lovelace", "Too Many"]


def test_an_id_match_updates_the_record_it_names_and_an_unknown_id_is_an_error(
    stack: Stack, imports: App, firm: Firm
) -> None:
    deal = firm.create("Deal", name="Old name")
    other_firm = new_firm(stack, firm.app, scopes=[*SCOPES, *IMPORT_SCOPES])
    theirs = other_firm.create("Deal", name="Theirs")
    csv = f"Id,Name\n{deal['id']},New name\n{theirs['id']},Hijacked\nrec_nope,Nobody\n"
    body = {"recordType": "Deal", "mapping": {"Id": "id", "Name": "name"}, "matchKey": "id", "csv": csv}
    created = made(imports, firm, body)
    on(imports, firm, "POST", f"/imports/{created['id']}/apply")
    drain(stack)
    assert firm.call("GET", f"/records/Deal/{deal['id']}").body["name"] == "New name"
    assert other_firm.call("GET", f"/records/Deal/{theirs['id']}").body["name"] == "Theirs"
    rows = on(imports, firm, "GET", f"/imports/{created['id']}/rows").body["items"]
    assert [r["outcome"] for r in rows] == ["updated", "error", "error"]


@pytest.mark.parametrize(
    ("change", "code", "field"),
    [
        ({"csv": ""}, "invalid_request", "csv"),
        ({"csv": "Company,Company\nA,B\n"}, "invalid_csv", "csv"),
        ({"csv": "Company,Web\n"}, "invalid_csv", "csv"),
        ({"csv": 'Company,Web\n"unterminated,x\n'}, "invalid_csv", "csv"),
        ({"mapping": {"Nope": "name"}}, "invalid_request", "mapping.Nope"),
        ({"mapping": {"Company": "notAField"}}, "invalid_request", "mapping.Company"),
        ({"mapping": {"Company": 7}}, "invalid_request", "mapping.Company"),
        (
            {"mapping": {"Company": "name", "Web": "name", "Type": "companyType"}},
            "invalid_request",
            "mapping",
        ),
        ({"mapping": {}}, "invalid_request", "mapping"),
        ({"matchKey": "description"}, "invalid_request", "matchKey"),
        ({"matchKey": "domain"}, "invalid_request", "matchKey"),
        ({"mapping": {"Company": "id", "Type": "companyType"}}, "invalid_request", "mapping.Company"),
        ({"documentId": "doc_0000000000000000000000000"}, "invalid_request", "csv"),
        ({"csv": None, "documentId": "doc_0000000000000000000000000"}, "invalid_request", "documentId"),
        ({"recordType": "Fund"}, "invalid_request", "recordType"),
        ({"tenantId": "x"}, "tenant_in_request", None),
    ],
)
def test_a_bad_import_is_refused_with_its_reason_and_nothing_is_stored(
    imports: App, firm: Firm, change: dict[str, Any], code: str, field: str | None
) -> None:
    body = {key: value for key, value in (company_import() | change).items() if value is not None}
    answer = on(imports, firm, "POST", "/imports", body=body)
    assert answer.status == 400, answer.body
    assert answer.code == code
    if field is not None:
        assert answer.body["error"]["details"][0]["field"] == field
    assert on(imports, firm, "GET", "/imports").body["items"] == []


def test_a_file_too_long_is_refused(imports: App, firm: Firm) -> None:
    csv = "Company\n" + "".join(f"C{n}\n" for n in range(10_001))
    body = {"recordType": "Company", "mapping": {"Company": "name"}, "csv": csv}
    answer = on(imports, firm, "POST", "/imports", body=body)
    assert answer.code == "invalid_csv"
    assert "10,000 rows" in answer.body["error"]["message"]


SCOPE_ROUTES = [
    ("GET", "/imports", "imports:read"),
    ("GET", "/imports/{id}", "imports:read"),
    ("GET", "/imports/{id}/rows", "imports:read"),
    ("POST", "/imports", "imports:draft"),
    ("POST", "/imports/{id}/dry-run", "imports:draft"),
    ("POST", "/imports/{id}/apply", "imports:apply"),
]


@pytest.mark.parametrize("scope", ["imports:read", "imports:draft", "imports:apply", "records:write"])
def test_each_imports_scope_allows_exactly_its_routes(
    stack: Stack, imports: App, firm: Firm, scope: str
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
    token = stack.api_token(firm.member, [scope, "records:write"] if scope == "imports:apply" else [scope])
    for method, path, needed in SCOPE_ROUTES:
        body = company_import() if (method, path) == ("POST", "/imports") else None
        answer = on(imports, firm, method, path.format(id=import_id), token, body=body)
        allowed = scope == needed or (scope != "records:write" and needed == "imports:read")
        assert (answer.code != "scope_denied") is allowed, (scope, method, path, answer.body)


def test_a_viewer_cannot_import_and_a_member_without_records_write_cannot_apply(
    stack: Stack, imports: App, firm: Firm
) -> None:
    viewer = stack.member(firm.member.firm_id, "viewer")
    token = stack.api_token(viewer, IMPORT_SCOPES)
    answer = on(imports, firm, "POST", "/imports", token, body=company_import())
    assert answer.status == 403
    assert answer.code == "permission_denied"
    import_id = made(imports, firm, company_import())["id"]
    compliance = stack.member(firm.member.firm_id, "compliance")  # records.write, no imports.manage
    assert (
        on(
            imports, firm, "POST", f"/imports/{import_id}/apply", stack.api_token(compliance, IMPORT_SCOPES)
        ).status
        == 403
    )


def test_another_firms_import_is_404_everywhere(stack: Stack, imports: App, firm: Firm) -> None:
    import_id = made(imports, firm, company_import())["id"]
    other = new_firm(stack, firm.app, scopes=[*SCOPES, *IMPORT_SCOPES])
    for method, path, _ in SCOPE_ROUTES:
        if "{id}" in path:
            assert on(imports, other, method, path.format(id=import_id)).status == 404
    assert messages() == []  # nothing queued by the other firm's apply


def test_apply_before_a_dry_run_works_and_rows_before_either_is_409(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    assert on(imports, firm, "GET", f"/imports/{import_id}/rows").code == "import_not_checked"
    on(imports, firm, "POST", f"/imports/{import_id}/apply")
    drain(stack)
    progress = on(imports, firm, "GET", f"/imports/{import_id}").body["progress"]
    assert (progress["created"], progress["failed"]) == (1, 1)  # Beta has no company type


def uploaded(stack: Stack, firm: Firm, data: bytes, name: str = "companies.csv") -> str:
    """A document on a company of the firm, as the documents route stores one."""
    company = firm.create("Company", name="Holder", companyType="Other")["id"]
    form: dict[str, FormValue] = {
        "entityType": "Company",
        "entityId": company,
        "file": (name, "text/csv", data),
    }
    answer = call(stack.app(documents_app()), "POST", f"{X}/documents", token=firm.token, form=form)
    assert answer.status == 201, answer.body
    return str(answer.body["id"])


def test_a_documents_csv_is_imported(stack: Stack, imports: App, firm: Firm) -> None:
    document_id = uploaded(stack, firm, COMPANIES.encode())
    body = {key: value for key, value in company_import(documentId=document_id).items() if key != "csv"}
    created = made(imports, firm, body)
    assert created["source"] == "document"
    assert created["documentId"] == document_id
    assert created["rows"] == 2


def test_a_document_not_utf8_or_of_another_firm_is_refused(stack: Stack, imports: App, firm: Firm) -> None:
    latin = uploaded(stack, firm, "Company\nZürich AG\n".encode("latin-1"))
    body = {key: value for key, value in company_import(documentId=latin).items() if key != "csv"}
    assert on(imports, firm, "POST", "/imports", body=body).code == "invalid_csv"
    other = new_firm(stack, firm.app, scopes=[*SCOPES, *IMPORT_SCOPES])
    theirs = uploaded(stack, other, COMPANIES.encode())
    body = {key: value for key, value in company_import(documentId=theirs).items() if key != "csv"}
    refused = on(imports, firm, "POST", "/imports", body=body)
    assert refused.status == 400
    assert refused.body["error"]["details"][0]["field"] == "documentId"


def test_rows_page_in_row_order_through_the_cursor(stack: Stack, imports: App, firm: Firm) -> None:
    csv = "Name\n" + "".join(f"Lead {n}\n" for n in range(7)) + "\n" * 3  # blank lines are skipped
    created = made(imports, firm, {"recordType": "Lead", "mapping": {"Name": "name"}, "csv": csv})
    assert created["rows"] == 7
    on(imports, firm, "POST", f"/imports/{created['id']}/dry-run")
    seen, cursor = [], ""
    while True:
        page = on(imports, firm, "GET", f"/imports/{created['id']}/rows", query=f"limit=3{cursor}").body
        seen += [row["row"] for row in page["items"]]
        if not page["nextCursor"]:
            break
        cursor = f"&cursor={page['nextCursor']}"
    assert seen == list(range(1, 8))
    on(imports, firm, "POST", f"/imports/{created['id']}/apply")
    drain(stack)
    page = on(imports, firm, "GET", f"/imports/{created['id']}/rows", query="limit=5").body
    assert [row["row"] for row in page["items"]] == [1, 2, 3, 4, 5]
    rest = on(
        imports, firm, "GET", f"/imports/{created['id']}/rows", query=f"cursor={page['nextCursor']}"
    ).body
    assert [row["row"] for row in rest["items"]] == [6, 7]
    for hostile in ("-1", "1e3", "٣", "x" * 50):
        answer = on(imports, firm, "GET", f"/imports/{created['id']}/rows", query=f"cursor={hostile}")
        assert answer.status == 400, hostile


def test_cells_become_typed_values_and_an_empty_cell_leaves_a_field_alone(
    stack: Stack, imports: App, firm: Firm
) -> None:
    lead = firm.create("Lead", name="Keep", contactEmail="keep@example.com")
    csv = f"Id,Name,Email\n{lead['id']},Kept,\n"
    body = {
        "recordType": "Lead",
        "mapping": {"Id": "id", "Name": "name", "Email": "contactEmail"},
        "matchKey": "id",
    }
    created = made(imports, firm, body | {"csv": csv})
    on(imports, firm, "POST", f"/imports/{created['id']}/apply")
    drain(stack)
    shown = firm.call("GET", f"/records/Lead/{lead['id']}").body
    assert (shown["name"], shown["contactEmail"]) == ("Kept", "keep@example.com")


def test_a_dry_run_checks_references_as_the_apply_will(stack: Stack, imports: App, firm: Firm) -> None:
    company = firm.create("Company", name="Target", companyType="Prospect")["id"]
    nobody = "rec_" + "0" * 26
    csv = f"Deal,Company\nGood deal,{company}\nOrphan deal,{nobody}\nNo company,\n"
    body = {"recordType": "Deal", "mapping": {"Deal": "name", "Company": "companyId"}, "csv": csv}
    created = made(imports, firm, body)
    checked = on(imports, firm, "POST", f"/imports/{created['id']}/dry-run").body["dryRun"]
    assert (checked["create"], checked["error"]) == (2, 1)
    errors = on(imports, firm, "GET", f"/imports/{created['id']}/rows", query="outcome=error").body["items"]
    assert errors == [
        {
            "row": 2,
            "outcome": "error",
            "errors": [{"field": "companyId", "message": "no Company with this id"}],
        }
    ]


def test_rows_are_not_written_for_someone_who_left_the_firm_after_applying(
    stack: Stack, imports: App, firm: Firm
) -> None:
    member = stack.member(firm.member.firm_id, "member")
    token = stack.api_token(member, [*SCOPES, *IMPORT_SCOPES])
    import_id = made(imports, firm, company_import(), token)["id"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/apply", token).status == 202
    stack.identity.remove_membership(member.firm_id, member.user_id)
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert (shown["status"], shown["progress"]["failed"], shown["progress"]["created"]) == ("applied", 2, 0)
    assert [c["name"] for c in companies(firm)] == []
    errors = on(imports, firm, "GET", f"/imports/{import_id}/rows", query="outcome=error").body["items"]
    assert "no longer write records" in errors[0]["errors"][0]["message"]


def test_a_long_column_name_can_be_mapped(imports: App, firm: Firm) -> None:
    column = "Name of the company as it appears in the quarterly portfolio report " * 2
    csv = f"{column},Type\nAcme Ltd,Prospect\n"
    mapping = {column: "name", "Type": "companyType"}
    created = made(imports, firm, {"recordType": "Company", "mapping": mapping, "csv": csv})
    assert created["mapping"] == {column: "name", "Type": "companyType"}
