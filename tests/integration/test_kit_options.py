"""The kit's options beyond the contract suite, on `kit-options` (tests/kit_examples.py): soft delete,
archive seen through a filter's index, filters combined, a list-valued filter, the stored shapes of
date-times and money, and references required again when the write commits."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from kernel import json_codec
from kernel.errors import ApiError
from kernel.pipeline import App
from kernel.routing import Router
from kernel.unit_of_work import Actor, Commit, commit
from kit.resource import creation_writes, reference_requirements
from tests.integration.records_support import Firm, TickingClock, firm, new_firm, records_app
from tests.kit_examples import OPTIONS_EXAMPLE, example_app, options_example, readme_example
from tests.support import Result, Stack, api_event, call

__all__ = ["firm", "records_app"]
OPTIONS, OPTIONS_ROUTER = options_example()
PATH = OPTIONS.path


@pytest.fixture
def app(stack: Stack) -> App:
    stack.clock = TickingClock()  # ids in the order they are made: lists are newest first
    return stack.app(example_app(OPTIONS_ROUTER))


def on(app: App, firm: Firm, method: str, path: str = PATH, **kwargs: Any) -> Result:
    return call(app, method, path, token=firm.token, **kwargs)


def body(firm: Firm, **changes: Any) -> dict[str, Any]:
    people = [firm.create("Person", firstName="Pat", lastName=f"P{n}")["id"] for n in range(2)]
    lead = firm.create("Lead", name="A lead")["id"]
    return {**OPTIONS_EXAMPLE, "memberIds": people, "recordId": lead, **changes}


def ids(app: App, firm: Firm, query: str = "") -> list[str]:
    listed = on(app, firm, "GET", query=query)
    assert listed.status == 200, listed.body
    return [item["id"] for item in listed.body["items"]]


def test_values_are_stored_as_the_types_say(app: App, firm: Firm) -> None:
    sent = json.dumps(body(firm)).replace('"amount": 12500.5', '"amount": 1234567890.123456789')
    made = app.lambda_handler(api_event("POST", PATH, token=firm.token, raw_body=sent,
                                        headers={"content-type": "application/json"}), None)  # fmt: skip
    assert made["statusCode"] == 201, made["body"]
    stored = json_codec.loads(made["body"])  # exact: the digits as sent
    assert stored["budget"] == {"amount": Decimal("1234567890.123456789"), "currency": "EUR"}
    assert stored["archived"] is False
    got = app.lambda_handler(api_event("GET", f"{PATH}/{stored['id']}", token=firm.token), None)
    assert json_codec.loads(got["body"]) == stored


def test_a_soft_deleted_item_is_gone_from_every_read_and_its_unique_value_freed(
    stack: Stack, app: App, firm: Firm
) -> None:
    sent = body(firm)
    made = on(app, firm, "POST", body=sent).body
    assert on(app, firm, "DELETE", f"{PATH}/{made['id']}").status == 200
    assert on(app, firm, "GET", f"{PATH}/{made['id']}").status == 404
    assert ids(app, firm) == []
    assert ids(app, firm, f"memberId={sent['memberIds'][0]}") == []
    again = on(app, firm, "POST", body=sent)  # the same title: the deleted one holds it no more
    assert again.status == 201, again.body
    kept = stack.dynamodb.get_item(
        TableName=stack.settings.data_table,
        Key={"pk": {"S": f"{firm.member.firm_id}#KIT#kit-options#D"}, "sk": {"S": made["id"]}},
    )["Item"]
    assert kept["title"]["S"] == sent["title"]
    assert kept["deletedBy"]["S"] == firm.member.user_id


def test_an_archived_item_leaves_filtered_lists_too(app: App, firm: Firm) -> None:
    sent = body(firm)
    made = on(app, firm, "POST", body=sent).body
    member = sent["memberIds"][1]
    assert ids(app, firm, f"memberId={member}") == [made["id"]]
    archived = on(app, firm, "POST", f"{PATH}/{made['id']}/archive")
    assert (archived.status, archived.body["archived"]) == (200, True)
    assert archived.body["archivedAt"] is not None
    assert ids(app, firm, f"memberId={member}") == []
    assert ids(app, firm, f"memberId={member}&archived=true") == [made["id"]]
    twice = on(app, firm, "POST", f"{PATH}/{made['id']}/archive")  # again: nothing changes
    assert (twice.status, twice.body["version"]) == (200, archived.body["version"])


def test_filters_combine_and_a_replace_moves_the_item_between_them(app: App, firm: Firm) -> None:
    sent = body(firm)
    made = on(app, firm, "POST", body=sent).body
    other = on(app, firm, "POST", body=body(firm, title="Other", stage="draft", labels=["agm"])).body
    assert ids(app, firm, "label=agm") == [other["id"], made["id"]]
    assert ids(app, firm, "label=agm&stage=final") == [made["id"]]
    replaced = on(app, firm, "PUT", f"{PATH}/{made['id']}", body={**sent, "stage": "draft", "labels": ["x"]})
    assert replaced.status == 200, replaced.body
    assert ids(app, firm, "label=agm") == [other["id"]]
    assert ids(app, firm, "label=x&stage=draft") == [made["id"]]
    assert ids(app, firm, "stage=final") == []


def test_two_list_valued_filters_at_once_are_400(app: App, firm: Firm) -> None:
    sent = body(firm)
    on(app, firm, "POST", body=sent)
    refused = on(app, firm, "GET", query=f"label=agm&memberId={sent['memberIds'][0]}")
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert refused.body["error"]["details"][0]["field"] == "label"  # the second, in declaration order


def test_a_filter_value_of_the_wrong_shape_is_400_and_one_naming_no_record_404(app: App, firm: Firm) -> None:
    shape = on(app, firm, "GET", query="memberId=not-a-record")
    assert (shape.status, shape.body["error"]["details"][0]["field"]) == (400, "memberId")
    nobody = on(app, firm, "GET", query="memberId=rec_" + "0" * 26)
    assert (nobody.status, nobody.code) == (404, "not_found")
    typed = on(app, firm, "GET", query="recordId=rec_" + "0" * 26)  # a typed reference: any record type
    assert (typed.status, typed.code) == (404, "not_found")
    stage = on(app, firm, "GET", query="stage=published")
    assert (stage.status, stage.body["error"]["details"][0]["field"]) == (400, "stage")


def test_another_firms_record_in_a_filter_is_404_like_nobody(
    stack: Stack, app: App, firm: Firm, records_app: App
) -> None:
    theirs = new_firm(stack, records_app)
    their_person = theirs.create("Person", firstName="Their", lastName="Person")["id"]
    answer = on(app, firm, "GET", query=f"memberId={their_person}")
    assert (answer.status, answer.code) == (404, "not_found")


def test_each_missing_reference_of_a_list_is_named_once(app: App, firm: Firm) -> None:
    sent = body(firm)
    nobody = "rec_" + "9" * 26
    refused = on(app, firm, "POST", body={**sent, "memberIds": [sent["memberIds"][0], nobody]})
    assert refused.status == 400
    assert refused.body["error"]["details"] == [
        {"field": "memberIds[1]", "message": "no Person with this id"}
    ]


def test_a_reference_deleted_before_the_commit_refuses_the_write(stack: Stack, app: App, firm: Firm) -> None:
    sent = OPTIONS.body.validate(json_codec.loads(json.dumps(body(firm))))  # checked while the lead is live
    assert firm.call("DELETE", f"/records/Lead/{sent['recordId']}").status == 200
    services = stack.services()
    store = services.tenant_store(firm.member.firm_id)
    writes = creation_writes(OPTIONS, OPTIONS.partition(None), sent, item_id="kopt_" + "1" * 26,
                             created_by=firm.member.user_id, now=int(stack.clock()))  # fmt: skip
    with pytest.raises(ApiError) as refused:
        commit(writes, Commit(store, Actor(firm.member.user_id, "api"), "test", services.clock,
                              services.change_sequence))  # fmt: skip
    assert (refused.value.status, refused.value.code) == (400, "invalid_request")
    assert ids(app, firm) == []


def test_a_transaction_requires_each_distinct_reference_once() -> None:
    person = "rec_" + "1" * 26
    values = {**OPTIONS_EXAMPLE, "memberIds": [person, "rec_" + "2" * 26], "recordType": "Person",
              "recordId": person}  # fmt: skip
    required = [(write.partition, write.sort) for write in reference_requirements(OPTIONS, values)]
    assert required == [("REC#Person", person), ("REC#Person", "rec_" + "2" * 26)]


def test_the_readme_example_refuses_an_end_before_its_start(stack: Stack, firm: Firm) -> None:
    resource, router = readme_example()
    app = stack.app(example_app(router))
    company = firm.create("Company", name="Visited", companyType="Portfolio")["id"]
    person = firm.create("Person", firstName="Vi", lastName="Sitor")["id"]
    sent = {"title": "Tour", "startsAt": "2025-03-04T11:00:00+01:00", "endsAt": "2025-03-04T09:30:00Z",
            "companyId": company, "attendeeIds": [person]}  # fmt: skip
    refused = call(app, "POST", resource.path, token=firm.token, body=sent)
    assert (refused.status, refused.body["error"]["details"]) == (
        400, [{"field": "endsAt", "message": "must be after startsAt"}])  # fmt: skip
    made = call(app, "POST", resource.path, token=firm.token, body={**sent, "endsAt": "2025-03-04T10:30:00Z"})
    assert (made.status, made.body["startsAt"]) == (201, "2025-03-04T10:00:00Z")
    listed = call(app, "GET", resource.path, token=firm.token, query=f"companyId={company}")
    assert [item["id"] for item in listed.body["items"]] == [made.body["id"]]


def test_an_operation_served_by_hand_keeps_the_declarations_guard_and_runs_the_handler(
    stack: Stack, firm: Firm
) -> None:
    from dataclasses import replace

    from kernel.routing import Router
    from kit.resource import REGISTRY, ByHand, Resource, declare

    def listed_by_hand(request: Any) -> dict[str, Any]:
        return {"items": [{"by": "hand"}], "nextCursor": None}

    router = Router()
    resource = Resource(name="hand-served", path="/api/v1/x/hand-served", id_prefix="hand", noun="thing",
                        fields=OPTIONS.fields, example=OPTIONS_EXAMPLE)  # fmt: skip
    try:
        only_create = replace(resource, operations=frozenset({"create"}))
        with pytest.raises(ValueError, match="does not declare"):
            declare(router, only_create, by_hand={"list": ByHand(listed_by_hand)})
        declare(router, resource, by_hand={"list": ByHand(listed_by_hand, summary="Listed by hand.")})
    finally:
        REGISTRY[:] = [each for each in REGISTRY if each.name != "hand-served"]
    listed = next(route for route in router.routes if route.method == "GET" and route.path == resource.path)
    assert (listed.summary, listed.scope, listed.permission) == (
        "Listed by hand.",
        "records:read",
        "records.read",
    )
    app = stack.app(example_app(router))
    assert call(app, "GET", resource.path, token=firm.token).body["items"] == [{"by": "hand"}]
    reader = stack.api_token(firm.member, ["forms:read"])
    assert call(app, "GET", resource.path, token=reader).status == 403


def test_a_parent_item_is_of_a_parentless_resource_and_the_path_is_under_its_items() -> None:
    from dataclasses import replace

    from kit.resource import Resource, declare

    holder = Resource(name="holders", path="/api/v1/x/holders", id_prefix="hold", noun="holder",
                      fields=OPTIONS.fields, example=OPTIONS_EXAMPLE, item_param="id")  # fmt: skip
    line = Resource(name="holder-lines", path="/api/v1/x/holders/{id}/lines", id_prefix="hlin", noun="line",
                    fields=OPTIONS.fields, example=OPTIONS_EXAMPLE, parent=holder)  # fmt: skip
    for wrong in (
        replace(line, path="/api/v1/x/elsewhere/{id}/lines"),
        replace(line, parent=replace(holder, per_person=True)),
        replace(line, parent=replace(holder, parent="Company", path="/api/v1/x/companies/{id}/h")),
    ):
        with pytest.raises(ValueError, match="parent item"):
            declare(Router(), wrong)
    assert line.parent_noun == "holder"
