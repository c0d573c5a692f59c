"""Workflow (spec 4.6) under moto: the rules beyond CRUD (the kit's contract suite covers
that) of its settings, of forms a person fills (a response answers its instance's pinned version, a
submit checks and freezes it, one response an instance, another firm's is 404), and the read-only
counts of work in flight, which read one page per state and never scan.

Races run two writers, each in its own App (another Lambda container), in a forced interleaving: both
read before either commits, then one commits first (`CommitInOrder`), so every run takes the same path.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import Any

import pytest

import kernel.pipeline as pipeline
import workflow_api.in_flight as in_flight
from forms_api.handler import create_app as forms_app
from forms_api.system_forms import KYC_QUESTIONNAIRE
from forms_store import FIELD_TYPES
from kernel import json_codec
from kernel.pipeline import App
from tests.integration.race_support import CommitInOrder
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, api_event, call
from workflow_api.answers import ANSWER_TYPES
from workflow_api.handler import create_app
from workspace_api.handler import create_app as workspace_app

__all__ = ["firm", "records_app"]
X = "/api/v1/x"
TIMEOUT = 10  # seconds a racing writer waits for the other before the test fails
TODAY = "2027-01-15"  # the day of tests.support.NOW, in UTC

# A form with a field of every type, the required ones in `musts`.
EVERY_TYPE = [
    {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True},
    {"key": "thesis", "label": "Thesis", "fieldType": "RichText"},
    {"key": "headcount", "label": "Headcount", "fieldType": "Number"},
    {"key": "commitment", "label": "Commitment", "fieldType": "Currency", "required": True},
    {"key": "accredited", "label": "Accredited investor", "fieldType": "Boolean", "required": True},
    {"key": "closingDate", "label": "Closing date", "fieldType": "Date"},
    {"key": "vehicle", "label": "Vehicle", "fieldType": "Select"},
    {"key": "sectors", "label": "Sectors", "fieldType": "MultiSelect"},
    {"key": "accounts", "label": "Audited accounts", "fieldType": "FileUpload"},
    {"key": "fit", "label": "Fit", "fieldType": "Rating"},
]
SECTIONS = [
    {"key": "lp", "label": "The LP", "fields": EVERY_TYPE},
    {
        "key": "notes",
        "label": "Notes",
        "fields": [{"key": "legalName", "label": "Same key", "fieldType": "Text"}],
    },
]
COMMITMENT = {"amount": 25000000, "currency": "USD"}
COMPLETE = {"lp": {"legalName": "Northwind Pension Fund", "commitment": COMMITMENT, "accredited": True}}


# ---- helpers -------------------------------------------------------------------------------------------


@pytest.fixture
def workflow(stack: Stack, records_app: App) -> App:
    return stack.app(create_app())


@pytest.fixture
def forms(stack: Stack, records_app: App) -> App:
    return stack.app(forms_app())


@pytest.fixture
def workspace(stack: Stack, records_app: App) -> App:
    return stack.app(workspace_app())


def on(app: App, firm: Firm, method: str, path: str, *, body: Any = None, **kwargs: Any) -> Result:
    """A call as a client makes it, numbers exact both ways (JSON text in, Decimal out)."""
    headers = dict(kwargs.pop("headers", {}))
    if body is not None:
        kwargs["raw_body"] = json_codec.dumps(body)
        headers["content-type"] = "application/json"
    event = api_event(method, path if path.startswith("/api/") else f"{X}{path}", token=firm.token,
                      headers=headers, **kwargs)  # fmt: skip
    answer = app.lambda_handler(event, None)
    raw = answer.get("body")
    return Result(answer["statusCode"], answer.get("headers", {}), json_codec.loads(raw) if raw else None)


def made(answer: Result) -> dict[str, Any]:
    assert answer.status in (200, 201), answer.body
    body: dict[str, Any] = answer.body
    return body


def fields_named(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


def new_form(forms: App, firm: Firm, sections: list[dict[str, Any]] | None = None) -> str:
    body = {"name": "LP onboarding", **({"sections": sections} if sections is not None else {})}
    return str(made(on(forms, firm, "POST", "/forms", body=body))["id"])


def person(firm: Firm) -> str:
    return str(firm.create("Person", firstName="Lp", lastName="Contact")["id"])


def send(workflow: App, firm: Firm, form_id: str, **more: Any) -> dict[str, Any]:
    body = {"formId": form_id, "personId": person(firm), **more}
    return made(on(workflow, firm, "POST", "/form-instances", body=body))


def start(workflow: App, firm: Firm, instance_id: str, answers: dict[str, Any] | None = None) -> Result:
    body = {"instanceId": instance_id, **({"answers": answers} if answers is not None else {})}
    return on(workflow, firm, "POST", "/form-responses", body=body)


def draft(workflow: App, firm: Firm, response_id: str, answers: dict[str, Any], **kwargs: Any) -> Result:
    return on(
        workflow, firm, "PUT", f"/form-responses/{response_id}/draft", body={"answers": answers}, **kwargs
    )


def submit(workflow: App, firm: Firm, response_id: str, **kwargs: Any) -> Result:
    return on(workflow, firm, "POST", f"/form-responses/{response_id}/submit", **kwargs)


def instance(workflow: App, firm: Firm, instance_id: str) -> dict[str, Any]:
    return made(on(workflow, firm, "GET", f"/form-instances/{instance_id}"))


def approval_type(workflow: App, firm: Firm, name: str = "IC", record_type: str = "Deal") -> str:
    body = {"name": name, "recordType": record_type, "approverRoleIds": ["admin"]}
    return str(made(on(workflow, firm, "POST", "/approval-types", body=body))["id"])


def config_body(approval_type_id: str | None, name: str = "Deal pipeline") -> dict[str, Any]:
    return {"name": name, "recordType": "Deal", "stages": [{"key": "screening", "label": "Screening"}],
            **({"approvalTypeId": approval_type_id} if approval_type_id else {})}  # fmt: skip


def race(monkeypatch: pytest.MonkeyPatch, first: tuple[str, Callable[[], Result]],
         second: tuple[str, Callable[[], Result]]) -> dict[str, Result]:  # fmt: skip
    """Both writers read, then `first` commits, then `second`: what each got."""
    monkeypatch.setattr(pipeline, "commit", CommitInOrder(first[0], second[0], pipeline.commit))
    results: dict[str, Result] = {}
    threads = [threading.Thread(target=lambda n=name, w=write: results.update({n: w()}), name=name)
               for name, write in (first, second)]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(TIMEOUT * 3)
    assert set(results) == {first[0], second[0]}, "a writer did not finish"
    return results


@contextmanager
def aws_calls(stack: Stack) -> Iterator[list[str]]:
    seen: list[str] = []

    def note(model: Any, **_: Any) -> None:
        seen.append(model.name)

    stack.dynamodb.meta.events.register("before-call.dynamodb", note)
    try:
        yield seen
    finally:
        stack.dynamodb.meta.events.unregister("before-call.dynamodb", note)


# ---- settings ------------------------------------------------------------------------------------------


def test_an_approval_type_names_roles_of_your_firm_and_one_to_ten_approvals(
    firm: Firm, workflow: App
) -> None:
    body = {"name": "IC", "recordType": "Deal", "approverRoleIds": ["admin", "partner"]}
    refused = on(workflow, firm, "POST", "/approval-types", body=body)
    assert (refused.status, refused.code, fields_named(refused)) == (
        400,
        "invalid_request",
        ["approverRoleIds[1]"],
    )
    for approvals in (0, 11):
        wrong_body = {**body, "approverRoleIds": ["admin"], "approvalsRequired": approvals}
        wrong = on(workflow, firm, "POST", "/approval-types", body=wrong_body)
        assert (wrong.status, fields_named(wrong)) == (400, ["approvalsRequired"])
    assert on(workflow, firm, "POST", "/approval-types", body={**body, "approverRoleIds": []}).status == 400
    assert on(workflow, firm, "GET", "/approval-types").body["items"] == []
    kept = made(on(workflow, firm, "POST", "/approval-types", body={**body, "approverRoleIds": ["member"]}))
    assert (kept["approvalsRequired"], kept["workflowConfigCount"]) == (1, 0)


def test_stage_and_checklist_item_keys_are_unique_in_their_list(firm: Firm, workflow: App) -> None:
    stages = [
        {"key": "ic", "label": "IC"},
        {"key": "close", "label": "Close"},
        {"key": "ic", "label": "Again"},
    ]
    refused = on(workflow, firm, "POST", "/workflow-configs", body={**config_body(None), "stages": stages})
    assert (refused.status, fields_named(refused)) == (400, ["stages[2].key"])
    items = [{"key": "kyc", "label": "KYC"}, {"key": "kyc", "label": "KYC again"}]
    refused = on(workflow, firm, "POST", "/checklist-templates", body={"name": "Close", "items": items})
    assert (refused.status, fields_named(refused)) == (400, ["items[1].key"])
    listed = made(
        on(workflow, firm, "POST", "/checklist-templates", body={"name": "Close", "items": items[:1]})
    )
    assert listed["items"] == [{"key": "kyc", "label": "KYC", "required": True}]  # required by default


def test_a_workflow_config_asks_for_an_approval_type_of_its_record_type(firm: Firm, workflow: App) -> None:
    for_investors = approval_type(workflow, firm, "Onboarding sign-off", "Investor")
    refused = on(workflow, firm, "POST", "/workflow-configs", body=config_body(for_investors))
    assert (refused.status, fields_named(refused)) == (400, ["approvalTypeId"])
    assert "approves Investor records" in refused.body["error"]["details"][0]["message"]
    assert made(on(workflow, firm, "GET", f"/approval-types/{for_investors}"))["workflowConfigCount"] == 0


def test_an_approval_type_a_config_asks_for_is_neither_deleted_nor_moved(firm: Firm, workflow: App) -> None:
    ic = approval_type(workflow, firm)
    config = made(on(workflow, firm, "POST", "/workflow-configs", body=config_body(ic)))
    refused = on(workflow, firm, "DELETE", f"/approval-types/{ic}")
    assert (refused.status, refused.code, refused.body["error"]["workflowConfigCount"]) == (
        409, "approval_type_in_use", 1)  # fmt: skip
    moved = {"name": "IC", "recordType": "Investor", "approverRoleIds": ["admin"]}
    assert on(workflow, firm, "PUT", f"/approval-types/{ic}", body=moved).code == "approval_type_in_use"
    renamed = on(workflow, firm, "PUT", f"/approval-types/{ic}", body={**moved, "recordType": "Deal",
                                                                      "name": "Final IC"})  # fmt: skip
    assert (renamed.status, renamed.body["workflowConfigCount"]) == (200, 1)  # the count stays
    assert on(workflow, firm, "DELETE", f"/workflow-configs/{config['id']}").status == 200
    assert on(workflow, firm, "DELETE", f"/approval-types/{ic}").status == 200


def test_a_config_moved_to_another_approval_type_frees_the_first(firm: Firm, workflow: App) -> None:
    first, second = approval_type(workflow, firm, "First"), approval_type(workflow, firm, "Second")
    config = made(on(workflow, firm, "POST", "/workflow-configs", body=config_body(first)))
    path = f"/workflow-configs/{config['id']}"
    assert made(on(workflow, firm, "PUT", path, body=config_body(second)))["approvalTypeId"] == second
    assert made(on(workflow, firm, "PUT", path, body=config_body(second, "Renamed")))["name"] == "Renamed"
    counts = {name: made(on(workflow, firm, "GET", f"/approval-types/{name}"))["workflowConfigCount"]
              for name in (first, second)}  # fmt: skip
    assert counts == {first: 0, second: 1}  # the same one twice is counted once
    assert "approvalTypeId" not in made(on(workflow, firm, "PUT", path, body=config_body(None)))
    assert made(on(workflow, firm, "GET", f"/approval-types/{second}"))["workflowConfigCount"] == 0
    assert on(workflow, firm, "DELETE", f"/approval-types/{second}").status == 200


@pytest.mark.parametrize("first", ["delete", "config"])
def test_a_config_racing_its_approval_types_removal_never_names_a_removed_one(
    stack: Stack, firm: Firm, workflow: App, monkeypatch: pytest.MonkeyPatch, first: str
) -> None:
    ic = approval_type(workflow, firm)
    remover, saver = stack.app(create_app()), stack.app(create_app())
    writers = {
        "delete": lambda: on(remover, firm, "DELETE", f"/approval-types/{ic}"),
        "config": lambda: on(saver, firm, "POST", "/workflow-configs", body=config_body(ic)),
    }
    second = "config" if first == "delete" else "delete"
    got = race(monkeypatch, (first, writers[first]), (second, writers[second]))
    if first == "delete":
        assert got["delete"].status == 200
        assert (got["config"].status, fields_named(got["config"])) == (400, ["approvalTypeId"])
        assert on(workflow, firm, "GET", "/workflow-configs").body["items"] == []
    else:
        assert got["config"].status == 201
        assert (got["delete"].status, got["delete"].code) == (409, "approval_type_in_use")
        assert made(on(workflow, firm, "GET", f"/approval-types/{ic}"))["workflowConfigCount"] == 1


# ---- forms a person fills: instances ------------------------------------------------------------------


def test_every_form_field_type_has_an_answer_type() -> None:
    from typing import get_args

    from forms_api.models import FieldType

    assert tuple(ANSWER_TYPES) == FIELD_TYPES == get_args(FieldType)


def test_an_instance_pins_the_forms_current_version_and_its_response_answers_it(
    firm: Firm, workflow: App, forms: App
) -> None:
    form = new_form(forms, firm, SECTIONS)
    sent = send(workflow, firm, form, dueDate="2027-02-01")
    assert (sent["formVersionNumber"], sent["status"], sent.get("responseId")) == (1, "Sent", None)
    shorter = [
        {"key": "lp", "label": "The LP", "fields": [{"key": "other", "label": "O", "fieldType": "Text"}]}
    ]
    version_2 = made(on(forms, firm, "POST", f"/forms/{form}/versions", body={"sections": shorter}))
    assert version_2["status"] == "current"
    response = made(start(workflow, firm, sent["id"], COMPLETE))
    assert (response["formVersionId"], response["formVersionNumber"], response["status"]) == (
        sent["formVersionId"], 1, "Draft")  # fmt: skip
    assert instance(workflow, firm, sent["id"])["status"] == "InProgress"
    assert made(submit(workflow, firm, response["id"]))["answers"] == COMPLETE  # version 1's fields
    later = send(workflow, firm, form)
    assert (later["formVersionNumber"], later["formVersionId"]) == (2, version_2["versionId"])


def test_an_instance_is_sent_to_a_person_or_about_a_record_of_a_form_with_a_version(
    stack: Stack, firm: Firm, workflow: App, forms: App
) -> None:
    form, empty = new_form(forms, firm, SECTIONS), new_form(forms, firm)
    theirs = new_firm(stack, firm.app)
    their_form = new_form(forms, theirs, SECTIONS)
    company = firm.create("Company", name="Acme", companyType="Portfolio")["id"]
    refusals = [
        ({"formId": form}, ["personId"]),
        ({"formId": empty, "personId": person(firm)}, ["formId"]),
        ({"formId": their_form, "personId": person(firm)}, ["formId"]),
        ({"formId": "form_" + "0" * 26, "personId": person(firm)}, ["formId"]),
        ({"formId": "FORM#1", "personId": person(firm)}, ["formId"]),
        ({"formId": form, "recordType": "Company"}, ["recordId", "personId"]),
        ({"formId": form, "recordType": "Company", "recordId": person(firm)}, ["recordId"]),
    ]
    for body, named in refusals:
        refused = on(workflow, firm, "POST", "/form-instances", body=body)
        assert (refused.status, refused.code) == (400, "invalid_request"), (body, refused.body)
        assert fields_named(refused) == named, (body, refused.body)
    assert on(workflow, firm, "GET", "/form-instances").body["items"] == []
    about = made(on(workflow, firm, "POST", "/form-instances",
                    body={"formId": form, "recordType": "Company", "recordId": company}))  # fmt: skip
    listed = on(workflow, firm, "GET", "/form-instances", query=f"recordId={company}").body["items"]
    assert [each["id"] for each in listed] == [about["id"]]


def test_a_system_form_is_sent_by_its_fixed_id(stack: Stack, firm: Firm, workflow: App, forms: App) -> None:
    forms.seed_firm(stack.services().tenant_store(firm.member.firm_id), int(stack.clock()))
    sent = send(workflow, firm, KYC_QUESTIONNAIRE.id)
    assert (sent["formId"], sent["formVersionId"]) == (KYC_QUESTIONNAIRE.id, KYC_QUESTIONNAIRE.version_id)
    response = made(start(workflow, firm, sent["id"], {"entity": {"legalName": "Northwind LP"}}))
    refused = submit(workflow, firm, response["id"])
    assert refused.status == 400
    assert "answers.ownership.politicallyExposed" in fields_named(refused)


def test_an_instance_with_a_response_is_neither_changed_nor_deleted_until_its_draft_goes(
    firm: Firm, workflow: App, forms: App
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    path = f"/form-instances/{sent['id']}"
    response = made(start(workflow, firm, sent["id"]))
    body = {"formId": sent["formId"], "personId": sent["personId"], "dueDate": "2027-03-01"}
    for method, kwargs in (("PUT", {"body": body}), ("DELETE", {})):
        refused = on(workflow, firm, method, path, **kwargs)
        assert (refused.status, refused.code, refused.body["error"]["responseId"]) == (
            409, "form_instance_answered", response["id"])  # fmt: skip
    assert on(workflow, firm, "DELETE", f"/form-responses/{response['id']}").status == 200
    reopened = instance(workflow, firm, sent["id"])
    assert (reopened["status"], reopened.get("responseId")) == ("Sent", None)
    assert made(on(workflow, firm, "PUT", path, body=body))["dueDate"] == "2027-03-01"
    assert on(workflow, firm, "DELETE", path).status == 200


# ---- forms a person fills: answers, submit, freeze -------------------------------------------------------

GOOD_ANSWERS = {
    "legalName": "Northwind\nPension Fund", "thesis": "<p>B2B <b>SaaS</b></p>", "headcount": Decimal("12.5"),
    "commitment": {"amount": Decimal("25000000.00"), "currency": "EUR"}, "accredited": False,
    "closingDate": "2027-03-31", "vehicle": "Feeder fund", "sectors": ["Fintech", "Health"],
    "accounts": {"fileName": "FY2026.pdf", "url": "https://files.example.com/fy2026.pdf"}, "fit": 5,
}  # fmt: skip
BAD_ANSWERS = [
    ("legalName", 12, "legalName"), ("legalName", "", "legalName"), ("legalName", "a\u202eb", "legalName"),
    ("thesis", "x" * 20_001, "thesis"), ("headcount", "12", "headcount"), ("headcount", True, "headcount"),
    ("commitment", 100, "commitment"),
    ("commitment", {"amount": 1, "currency": "usd"}, "commitment.currency"),
    ("accredited", "yes", "accredited"), ("closingDate", "2027-02-30", "closingDate"),
    ("closingDate", "31/03/2027", "closingDate"), ("vehicle", ["Feeder"], "vehicle"),
    ("sectors", [], "sectors"), ("sectors", ["A", "A"], "sectors[1]"), ("sectors", "Fintech", "sectors"),
    ("accounts", {"fileName": "a.pdf", "url": "http://files.example.com/a.pdf"}, "accounts.url"),
    ("accounts", {"fileName": "a.pdf", "url": "https://user:pw@files.example.com/a"}, "accounts.url"),
    ("fit", 0, "fit"), ("fit", 6, "fit"), ("fit", Decimal("4.5"), "fit"),
]  # fmt: skip


def test_a_draft_keeps_answers_of_their_field_types_and_names_each_bad_one(
    firm: Firm, workflow: App, forms: App
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"]))
    assert response["answers"] == {}
    saved = made(draft(workflow, firm, response["id"], {"lp": {**GOOD_ANSWERS, "vehicle": None}}))
    assert saved["answers"] == {
        "lp": {k: v for k, v in GOOD_ANSWERS.items() if k != "vehicle"}
    }  # null: unanswered
    assert saved["version"] == 2
    for key, value, named in BAD_ANSWERS:
        refused = draft(workflow, firm, response["id"], {"lp": {key: value}})
        assert (refused.status, refused.code) == (400, "invalid_request"), (key, value, refused.body)
        assert fields_named(refused) == [f"answers.lp.{named}"], (key, value, refused.body)
    strangers = {"lp": {"nickname": "x"}, "other": {}, "notes": "not an object"}
    refused = draft(workflow, firm, response["id"], strangers)
    assert fields_named(refused) == ["answers.lp.nickname", "answers.other", "answers.notes"]
    assert made(on(workflow, firm, "GET", f"/form-responses/{response['id']}"))["version"] == 2  # none stored


def test_submit_needs_every_required_answer_then_freezes_them(firm: Firm, workflow: App, forms: App) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"], {"lp": {"legalName": "Northwind"}}))
    refused = submit(workflow, firm, response["id"])
    assert (refused.status, refused.code, fields_named(refused)) == (
        400, "invalid_request", ["answers.lp.commitment", "answers.lp.accredited"])  # fmt: skip
    assert made(on(workflow, firm, "GET", f"/form-responses/{response['id']}"))["status"] == "Draft"
    made(draft(workflow, firm, response["id"], COMPLETE))
    submitted = made(submit(workflow, firm, response["id"]))
    assert (submitted["status"], submitted["submittedBy"], submitted["answers"]) == (
        "Submitted", firm.member.user_id, COMPLETE)  # fmt: skip
    assert instance(workflow, firm, sent["id"])["status"] == "Submitted"
    path = f"/form-responses/{response['id']}"
    for answer in (submit(workflow, firm, response["id"]), draft(workflow, firm, response["id"], COMPLETE),
                   on(workflow, firm, "DELETE", path)):  # fmt: skip
        assert (answer.status, answer.code) == (409, "response_submitted"), answer.body
    assert made(on(workflow, firm, "GET", path)) == submitted
    listed = on(workflow, firm, "GET", "/form-responses", query="status=Submitted").body["items"]
    assert [each["id"] for each in listed] == [response["id"]]


def test_an_instance_takes_one_response(firm: Firm, workflow: App, forms: App) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    first = made(start(workflow, firm, sent["id"]))
    again = start(workflow, firm, sent["id"])
    assert (again.status, again.code, again.body["error"]["responseId"]) == (
        409,
        "already_exists",
        first["id"],
    )


def test_a_stale_if_match_on_a_draft_is_412_and_a_replayed_submit_is_its_first_answer(
    firm: Firm, workflow: App, forms: App
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"]))
    assert (
        draft(workflow, firm, response["id"], COMPLETE, headers={"If-Match": '"1"'}).headers["ETag"] == '"2"'
    )
    stale = draft(workflow, firm, response["id"], {}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    key = {"Idempotency-Key": "submit-northwind"}
    first, again = (submit(workflow, firm, response["id"], headers=key) for _ in range(2))
    assert (first.status, again.status, again.body) == (200, 200, first.body)
    assert again.headers["Idempotent-Replayed"] == "true"


def test_another_firms_response_and_instance_are_404_everywhere(
    stack: Stack, firm: Firm, workflow: App, forms: App
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"], {"lp": {"legalName": "Mine"}}))
    theirs = new_firm(stack, firm.app)
    path = f"/form-responses/{response['id']}"
    for answer in (on(workflow, theirs, "GET", path), draft(workflow, theirs, response["id"], {}),
                   submit(workflow, theirs, response["id"]), on(workflow, theirs, "DELETE", path),
                   on(workflow, theirs, "GET", f"/form-instances/{sent['id']}")):  # fmt: skip
        assert (answer.status, answer.code) == (404, "not_found"), answer.body
    stolen = start(workflow, theirs, sent["id"])
    assert (stolen.status, fields_named(stolen)) == (400, ["instanceId"])
    assert on(workflow, theirs, "GET", "/form-responses").body["items"] == []
    mine = made(on(workflow, firm, "GET", path))
    assert (mine["status"], mine["answers"], mine["version"]) == ("Draft", {"lp": {"legalName": "Mine"}}, 1)


def test_two_submits_at_once_one_wins_and_the_other_is_409(
    stack: Stack, firm: Firm, workflow: App, forms: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"], COMPLETE))
    apps = stack.app(create_app()), stack.app(create_app())
    got = race(monkeypatch, ("one", lambda: submit(apps[0], firm, response["id"])),
               ("two", lambda: submit(apps[1], firm, response["id"])))  # fmt: skip
    assert (got["one"].status, got["two"].status, got["two"].code) == (200, 409, "response_submitted")
    assert made(on(workflow, firm, "GET", f"/form-responses/{response['id']}"))["version"] == 2


def test_a_draft_saved_as_it_is_submitted_never_changes_the_submitted_answers(
    stack: Stack, firm: Firm, workflow: App, forms: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    response = made(start(workflow, firm, sent["id"], COMPLETE))
    changed = {"lp": {**COMPLETE["lp"], "legalName": "Changed"}}
    apps = stack.app(create_app()), stack.app(create_app())
    got = race(monkeypatch, ("submit", lambda: submit(apps[0], firm, response["id"])),
               ("draft", lambda: draft(apps[1], firm, response["id"], changed)))  # fmt: skip
    assert (got["submit"].status, got["draft"].code) == (200, "response_submitted")
    assert made(on(workflow, firm, "GET", f"/form-responses/{response['id']}"))["answers"] == COMPLETE


@pytest.mark.parametrize("first", ["delete", "start"])
def test_a_response_racing_its_instances_removal_never_answers_a_removed_one(
    stack: Stack, firm: Firm, workflow: App, forms: App, monkeypatch: pytest.MonkeyPatch, first: str
) -> None:
    sent = send(workflow, firm, new_form(forms, firm, SECTIONS))
    apps = stack.app(create_app()), stack.app(create_app())
    writers = {
        "delete": lambda: on(apps[0], firm, "DELETE", f"/form-instances/{sent['id']}"),
        "start": lambda: start(apps[1], firm, sent["id"]),
    }
    second = "start" if first == "delete" else "delete"
    got = race(monkeypatch, (first, writers[first]), (second, writers[second]))
    if first == "delete":
        assert got["delete"].status == 200
        assert (got["start"].status, fields_named(got["start"])) == (400, ["instanceId"])
        assert on(workflow, firm, "GET", "/form-responses").body["items"] == []
    else:
        assert got["start"].status == 201
        assert (got["delete"].status, got["delete"].code) == (409, "form_instance_answered")
        assert instance(workflow, firm, sent["id"])["responseId"] == got["start"].body["id"]


# ---- work in flight --------------------------------------------------------------------------------------


def task(workspace: App, firm: Firm, **body: Any) -> dict[str, Any]:
    return made(on(workspace, firm, "POST", "/workspace/tasks", body={"title": "Follow up", **body}))


def finish(workspace: App, firm: Firm, made_task: dict[str, Any]) -> None:
    kept = ("title", "dueDate", "recordType", "recordId")  # a PUT replaces: keep what the task had
    body = {key: made_task[key] for key in kept if made_task.get(key)}
    made(on(workspace, firm, "PUT", f"/workspace/tasks/{made_task['id']}", body={**body, "status": "done"}))


def states(answer: Result) -> dict[str, dict[str, int]]:
    assert answer.status == 200, answer.body
    return {kind["kind"]: {state["state"]: state["count"] for state in kind["states"]}
            for kind in answer.body["lifecycles"]}  # fmt: skip


def test_lifecycles_count_tasks_and_form_instances_in_each_state(
    stack: Stack, firm: Firm, workflow: App, forms: App, workspace: App
) -> None:
    deal = firm.create("Deal", name="Project Falcon")["id"]
    finish(workspace, firm, task(workspace, firm, recordType="Deal", recordId=deal))
    task(workspace, firm, recordType="Deal", recordId=deal)
    task(workspace, firm)
    form = new_form(forms, firm, SECTIONS)
    send(workflow, firm, form, recordType="Deal", recordId=deal)
    made(start(workflow, firm, send(workflow, firm, form)["id"]))
    made(
        submit(workflow, firm, made(start(workflow, firm, send(workflow, firm, form)["id"], COMPLETE))["id"])
    )
    theirs = new_firm(stack, firm.app)
    task(workspace, theirs)  # another firm's work is never counted
    assert states(on(workflow, firm, "GET", "/lifecycles")) == {
        "task": {"open": 2, "done": 1},
        "formInstance": {"Sent": 1, "InProgress": 1, "Submitted": 1},
    }
    assert states(on(workflow, firm, "GET", "/lifecycles", query=f"recordId={deal}")) == {
        "task": {"open": 1, "done": 1},
        "formInstance": {"Sent": 1, "InProgress": 0, "Submitted": 0},
    }
    their_deal = theirs.create("Deal", name="Theirs")["id"]
    for record_id in (their_deal, "rec_" + "0" * 26):
        answer = on(workflow, firm, "GET", "/lifecycles", query=f"recordId={record_id}")
        assert (answer.status, answer.code) == (404, "not_found")
    for query in ("recordId=Deal%23x", "limit=5"):
        assert on(workflow, firm, "GET", "/lifecycles", query=query).code == "invalid_request"


def test_workflow_health_counts_open_work_and_how_late_it_is(
    firm: Firm, workflow: App, forms: App, workspace: App
) -> None:
    task(workspace, firm, dueDate="2027-01-14", assigneeUserId=firm.member.user_id)  # overdue
    task(workspace, firm, dueDate=TODAY)  # due soon, today included
    task(workspace, firm, dueDate="2027-01-22")  # due soon: 7 days ahead
    task(workspace, firm, dueDate="2027-01-23")
    task(workspace, firm)
    finish(workspace, firm, task(workspace, firm, dueDate="2027-01-01"))  # done: not open work
    form = new_form(forms, firm, SECTIONS)
    send(workflow, firm, form, dueDate="2027-01-10")
    made(start(workflow, firm, send(workflow, firm, form, dueDate="2027-01-16")["id"]))
    health = made(on(workflow, firm, "GET", "/workflow-health"))
    assert health["today"] == TODAY
    assert health["tasks"] == {
        "open": 5,
        "overdue": 1,
        "dueSoon": 2,
        "noDueDate": 1,
        "unassigned": 4,
        "oldestOpenSince": health["tasks"]["oldestOpenSince"],
        "complete": True,
    }
    assert health["formInstances"] == {"waiting": 2, "notStarted": 1, "inProgress": 1, "overdue": 1,
                                       "dueSoon": 1, "noDueDate": 0,
                                       "oldestWaitingSince": health["formInstances"]["oldestWaitingSince"],
                                       "complete": True}  # fmt: skip
    assert health["tasks"]["oldestOpenSince"] <= health["formInstances"]["oldestWaitingSince"]


def test_conformance_counts_work_finished_by_its_due_date(
    stack: Stack, firm: Firm, workflow: App, forms: App, workspace: App
) -> None:
    finish(workspace, firm, task(workspace, firm, dueDate=TODAY))  # on time: done on its due day
    finish(workspace, firm, task(workspace, firm, dueDate="2027-01-14"))  # late
    finish(workspace, firm, task(workspace, firm))  # no due date
    task(workspace, firm, dueDate="2027-01-02")  # open past due
    task(workspace, firm, dueDate="2027-02-01")  # open, not due yet: not counted
    form = new_form(forms, firm, SECTIONS)
    for due in ("2027-01-31", "2027-01-01"):
        made(submit(workflow, firm, made(start(workflow, firm, send(workflow, firm, form, dueDate=due)["id"],
                                               COMPLETE))["id"]))  # fmt: skip
    answer = made(on(workflow, firm, "GET", "/conformance"))
    assert answer["tasks"] == {"finished": 3, "onTime": 1, "late": 1, "noDueDate": 1, "openOverdue": 1,
                               "onTimeRate": Decimal("0.3333"), "complete": True}  # fmt: skip
    assert answer["formInstances"] == {
        "finished": 2,
        "onTime": 1,
        "late": 1,
        "noDueDate": 0,
        "openOverdue": 0,
        "onTimeRate": Decimal("0.5"),
        "complete": True,
    }
    nothing_yet = made(on(workflow, new_firm(stack, firm.app), "GET", "/conformance"))
    assert nothing_yet["tasks"]["onTimeRate"] is None  # no work with a due date: no rate


def test_each_state_is_one_page_read_without_a_scan_and_says_when_there_is_more(
    stack: Stack, firm: Firm, workflow: App, workspace: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(in_flight, "PER_STATE", 2)
    for _ in range(3):
        task(workspace, firm, dueDate="2027-01-01")
    with aws_calls(stack) as seen:
        lifecycles = on(workflow, firm, "GET", "/lifecycles")
    assert seen.count("Query") == 5
    assert "Scan" not in seen
    assert lifecycles.body["lifecycles"][0]["states"][0] == {"state": "open", "count": 2, "complete": False}
    with aws_calls(stack) as seen:
        health = made(on(workflow, firm, "GET", "/workflow-health"))
    assert seen.count("Query") == 4  # a page of each open state, and one of the processes
    assert "Scan" not in seen
    assert (health["tasks"]["open"], health["tasks"]["overdue"], health["tasks"]["complete"]) == (2, 2, False)
    with aws_calls(stack) as seen:
        on(workflow, firm, "GET", "/conformance")
    assert seen.count("Query") == 6  # a page of each state, and one of the processes
    assert "Scan" not in seen


def test_both_screens_read_the_firms_processes(stack: Stack, firm: Firm, workflow: App) -> None:
    token = stack.api_token(firm.member, ["processes:write"])
    stages = [
        {"key": "triage", "name": "Triage", "exitCriteria": ["Teaser read"]},
        {"key": "call", "name": "Call"},
    ]
    for name in ("Screening", "Old way"):
        created = call(workflow, "POST", f"{X}/processes", token=token, body={"name": name, "stages": stages})
        assert created.status == 201, created.body
    call(workflow, "POST", f"{X}/processes/{created.body['id']}/archive", token=token)  # archived: not shown
    expected = {"active": 1, "stages": 2, "stagesWithoutExitCriteria": 1, "owners": 1, "complete": True}
    assert made(on(workflow, firm, "GET", "/workflow-health"))["processes"] == expected
    assert made(on(workflow, firm, "GET", "/conformance"))["processes"] == expected
