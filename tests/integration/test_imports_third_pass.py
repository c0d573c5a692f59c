"""Imports, issue 36 (items 1 and 10): applying takes the scope the spec names, `imports:apply`, and the
person's role still guards what the rows write; `/rows?outcome=` takes the names the rows show; a page
of rows is read from its cursor's row by key, so a page deep in a file costs what the first costs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from kernel.identity import Role
from kernel.pipeline import App
from tests.integration.imports_support import IMPORT_SCOPES, app, discard, drain, made, messages, on
from tests.integration.mcp_support import all_tools, mcp_endpoint
from tests.integration.records_support import SCOPES, Firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["records_app"]
X = "/api/v1/x"
APPLY_ALONE = ["imports:apply"]
# An update (Beta's website matches), a create, and an error (no such companyType)
MIXED = ("Company,Web,Type\nBeta GmbH,https://beta.example,Portfolio\nAcme Ltd,https://acme.example,Prospect\n"
         "Gamma,https://gamma.example,Nonsense\n")  # fmt: skip


@pytest.fixture
def imports(stack: Stack, records_app: App) -> App:
    discard(messages())  # what an earlier test queued and left
    return app(stack)


@pytest.fixture
def firm(stack: Stack, records_app: App) -> Firm:
    return new_firm(stack, records_app, scopes=[*SCOPES, *IMPORT_SCOPES])


def mixed_import(imports: App, firm: Firm) -> str:
    firm.create("Company", name="Beta", website="https://beta.example", companyType="Portfolio")
    mapping = {"Company": "name", "Web": "website", "Type": "companyType"}
    body = {"recordType": "Company", "mapping": mapping, "matchKey": "website", "csv": MIXED}
    import_id = str(made(imports, firm, body)["id"])
    assert on(imports, firm, "POST", f"/imports/{import_id}/dry-run").status == 200
    return import_id


def rows_of(imports: App, firm: Firm, import_id: str, query: str = "") -> Result:
    return on(imports, firm, "GET", f"/imports/{import_id}/rows", query=query)


def outcomes(answer: Result) -> list[tuple[int, str]]:
    assert answer.status == 200, answer.body
    return [(row["row"], row["outcome"]) for row in answer.body["items"]]


def assert_outcome_refused(answer: Result, *names: str) -> None:
    assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
    [detail] = answer.body["error"]["details"]
    assert detail["field"] == "outcome"
    assert detail["message"].endswith(", ".join(names)), detail


@contextmanager
def reads(stack: Stack) -> Iterator[Counter[str]]:
    """The DynamoDB calls made while the block runs, by operation, and `itemsRead`: what the Queries
    scanned and the BatchGetItems and GetItems returned (tests/bench/records.py counts the same way)."""
    counted: Counter[str] = Counter()

    def before(event_name: str, **_: Any) -> None:
        counted[event_name.rsplit(".", 1)[-1]] += 1

    def after(event_name: str, parsed: dict[str, Any], **_: Any) -> None:
        operation = event_name.rsplit(".", 1)[-1]
        if operation == "Query":
            counted["itemsRead"] += parsed.get("ScannedCount", 0)
        elif operation == "BatchGetItem":
            counted["itemsRead"] += sum(len(found) for found in parsed.get("Responses", {}).values())
        elif operation == "GetItem":
            counted["itemsRead"] += "Item" in parsed

    events = stack.dynamodb.meta.events
    events.register("before-call.dynamodb", before)
    events.register("after-call.dynamodb", after)
    try:
        yield counted
    finally:
        events.unregister("before-call.dynamodb", before)
        events.unregister("after-call.dynamodb", after)


# ---- item 1: apply asks the token for imports:apply, the role for records.write ----------------------


def test_a_token_with_imports_apply_alone_applies_and_the_rows_are_written_as_its_person(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = mixed_import(imports, firm)
    token = stack.api_token(firm.member, APPLY_ALONE)
    applied = on(imports, firm, "POST", f"/imports/{import_id}/apply", token)
    assert applied.status == 202, applied.body
    assert applied.body["appliedBy"] == firm.member.user_id
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert (shown["status"], shown["progress"]["created"], shown["progress"]["updated"]) == ("applied", 1, 1)
    imported = [entry for entry in firm.call("GET", "/changes").body["items"]
                if entry["actor"]["via"] == "import"]  # fmt: skip
    assert [entry["actor"]["userId"] for entry in imported] == [firm.member.user_id] * 2


def test_openapi_and_mcp_offer_apply_to_a_token_with_imports_apply_alone(stack: Stack, firm: Firm) -> None:
    from platform_api.handler import create_app as platform_app

    token = stack.api_token(firm.member, APPLY_ALONE)
    document = call(stack.app(platform_app()), "GET", f"{X}/openapi", token=token).body
    assert document["paths"][f"{X}/imports/{{id}}/apply"]["post"]["x-required-scope"] == "imports:apply"
    assert "apply" in {tool["name"] for tool in all_tools(mcp_endpoint(stack), token)}


def test_with_imports_apply_alone_a_role_without_records_write_is_refused_at_apply(
    stack: Stack, imports: App, firm: Firm
) -> None:
    firm_id = firm.member.firm_id
    stack.identity.create_role(
        firm_id, Role("importer", "Importer", frozenset({"records.read", "imports.manage"}))
    )
    importer = stack.member(firm_id, "importer")
    import_id = mixed_import(imports, firm)
    refused = on(imports, firm, "POST", f"/imports/{import_id}/apply", stack.api_token(importer, APPLY_ALONE))
    assert (refused.status, refused.code) == (403, "permission_denied"), refused.body
    assert refused.body["error"]["permission"] == "records.write"
    assert messages() == []
    assert on(imports, firm, "GET", f"/imports/{import_id}").body["status"] == "checked"


def test_with_imports_apply_alone_rows_are_not_written_once_the_person_s_role_stops_writing_records(
    stack: Stack, imports: App, firm: Firm
) -> None:
    member = stack.member(firm.member.firm_id, "member")
    import_id = mixed_import(imports, firm)
    applied = on(imports, firm, "POST", f"/imports/{import_id}/apply", stack.api_token(member, APPLY_ALONE))
    assert applied.status == 202, applied.body
    stack.identity.set_member_role(member.firm_id, member.user_id, "viewer")  # between apply and the worker
    drain(stack)
    shown = on(imports, firm, "GET", f"/imports/{import_id}").body
    assert (shown["progress"]["created"], shown["progress"]["updated"], shown["progress"]["failed"]) == (
        0,
        0,
        3,
    )
    errors = rows_of(imports, firm, import_id, "outcome=error").body["items"]
    assert all("no longer write records" in row["errors"][0]["message"] for row in errors), errors


# ---- item 10: ?outcome= takes the names the rows show --------------------------------------------------


def test_outcome_takes_the_plan_s_names_until_the_import_is_applied_then_what_applying_did(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = mixed_import(imports, firm)
    assert outcomes(rows_of(imports, firm, import_id)) == [(1, "update"), (2, "create"), (3, "error")]
    for name, row in (("update", 1), ("create", 2), ("error", 3)):
        assert outcomes(rows_of(imports, firm, import_id, f"outcome={name}")) == [(row, name)]
    for name in ("created", "updated"):
        assert_outcome_refused(
            rows_of(imports, firm, import_id, f"outcome={name}"), "create", "update", "error"
        )

    assert on(imports, firm, "POST", f"/imports/{import_id}/apply").status == 202
    drain(stack)
    assert outcomes(rows_of(imports, firm, import_id)) == [(1, "updated"), (2, "created"), (3, "error")]
    for name, row in (("updated", 1), ("created", 2), ("error", 3)):
        assert outcomes(rows_of(imports, firm, import_id, f"outcome={name}")) == [(row, name)]
    for name in ("create", "update"):
        answer = rows_of(imports, firm, import_id, f"outcome={name}")
        assert_outcome_refused(answer, "created", "updated", "error")


def test_the_openapi_document_lists_both_phases_names_for_outcome(stack: Stack, firm: Firm) -> None:
    from platform_api.handler import create_app as platform_app

    document = call(stack.app(platform_app()), "GET", f"{X}/openapi", token=firm.token).body
    [outcome] = [p for p in document["paths"][f"{X}/imports/{{id}}/rows"]["get"]["parameters"]
                 if p.get("name") == "outcome"]  # fmt: skip
    assert outcome["schema"]["enum"] == ["create", "update", "error", "created", "updated"]


# ---- item 10: a page deep in the rows costs what the first page costs ----------------------------------


def test_a_page_of_planned_rows_far_into_the_file_reads_what_the_first_page_reads(
    stack: Stack, imports: App, firm: Firm
) -> None:
    csv = "Company,Type\n" + "".join(f"Company {n},Prospect\n" for n in range(1, 10_001))
    body = {"recordType": "Company", "mapping": {"Company": "name", "Type": "companyType"}, "csv": csv}
    import_id = made(imports, firm, body)["id"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/dry-run").status == 200
    rows_of(imports, firm, import_id)  # warms the role and signing-key caches
    costs = {}
    for query in ("", "cursor=9800", "outcome=create", "outcome=create&cursor=9800"):
        with reads(stack) as counted:
            answer = rows_of(imports, firm, import_id, query)
        costs[query] = dict(counted)
        first = 9801 if "cursor" in query else 1
        assert [row["row"] for row in answer.body["items"]] == list(range(first, first + 50)), query
        assert answer.body["nextCursor"] == str(first + 49)
    assert costs["cursor=9800"] == costs[""], costs
    assert costs["outcome=create&cursor=9800"] == costs["outcome=create"], costs
    assert costs[""]["Query"] == 1, costs  # one plan, read by its key


def test_a_plan_made_before_plans_were_keyed_by_row_asks_for_a_new_dry_run(
    stack: Stack, imports: App, firm: Firm
) -> None:
    import_id = mixed_import(imports, firm)
    partition = f"{firm.member.firm_id}#IMPORT#{import_id}"
    for item in plans(stack, partition):  # as the earlier code kept it: under the chunk's number
        generation = item["generation"]["S"]
        stack.dynamodb.put_item(TableName=stack.settings.data_table,
                                Item={**item, "sk": {"S": f"P#{generation}#0000"}})  # fmt: skip
        stack.dynamodb.delete_item(
            TableName=stack.settings.data_table, Key={"pk": item["pk"], "sk": item["sk"]}
        )
    answer = rows_of(imports, firm, import_id)
    assert (answer.status, answer.code) == (409, "import_not_checked"), answer.body
    assert "dry-run the import again" in answer.body["error"]["message"]
    assert on(imports, firm, "POST", f"/imports/{import_id}/dry-run").status == 200
    assert outcomes(rows_of(imports, firm, import_id)) == [(1, "update"), (2, "create"), (3, "error")]


def plans(stack: Stack, partition: str) -> list[dict[str, Any]]:
    page = stack.dynamodb.query(
        TableName=stack.settings.data_table,
        KeyConditionExpression="pk = :pk AND begins_with(sk, :plan)",
        ExpressionAttributeValues={":pk": {"S": partition}, ":plan": {"S": "P#"}},
        ConsistentRead=True,
    )
    found: list[dict[str, Any]] = page["Items"]
    assert found
    return found
