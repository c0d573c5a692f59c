"""Forms a person fills (spec 4.6): a form instance sends a form definition of the forms family to a
person, or about a record, and a form response answers it.

    instance  Sent ──(a response is started)──> InProgress ──(the response is submitted)──> Submitted
                 <──(its draft response is deleted)──
    response  Draft ──(submit: every answer of its type, every required field answered)──> Submitted

An instance pins the form's current version when it is sent (again on a replace, which is allowed
until someone starts answering); its one response answers that version, whatever the form becomes.
A draft takes any part of the answers, each checked against its field's type; submit checks them all
and the `required` fields, then freezes them: a second submit, a draft save or a delete of a submitted
response is 409 `response_submitted`. Every write of a response moves its instance's status at the
instance's version read, so a response and a change or removal of its instance never both win.

The forms family keeps the definitions and versions (functions/forms/); this family reads them
through the shared `forms_store` and never writes them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from catalog.enums import RECORD_TYPES
from forms_store import DEFINITIONS, FORM_ID, FormVersion, read_definition, read_version
from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Update, Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Day, Integer, Json, Ref, Text, together
from kit.resource import Items, ListFilter, Resource
from workflow_api.answers import checked_answers

Problems = list[dict[str, str]]
IN_FLIGHT = ("Sent", "InProgress")  # an instance's states before its response is submitted


class _StoredForms(Resource):
    """The forms family's definitions, as a reference target: the kit finds one in their partition
    (never declared here: the forms family serves them)."""

    def partition(self, owner_id: str | None) -> str:
        return DEFINITIONS


class FormRef(Ref):
    """The id of a form definition of the firm: made ones (`form_...`) and the system forms' fixed ids
    (`form_system_kyc_questionnaire`) alike."""

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or not FORM_ID.fullmatch(value):
            raise ValueError("a form definition id (form_...)")
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": FORM_ID.pattern, "description": "The id of a form definition."}


FORM_EXAMPLE = {
    "name": "LP onboarding questionnaire", "ownerModule": "investors", "sections": [
        {"key": "identity", "label": "Identity", "fields": [
            {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True},
            {"key": "commitment", "label": "Commitment", "fieldType": "Currency", "required": True},
            {"key": "accredited", "label": "Accredited investor", "fieldType": "Boolean"}]}],
}  # fmt: skip
FORM_DEFINITIONS = _StoredForms(
    name="forms", path="/api/v1/x/forms", id_prefix="form", noun="form definition", fields={},
    example=FORM_EXAMPLE,
)  # fmt: skip


def response_submitted(response: dict[str, Any]) -> errors.ApiError:
    return errors.ApiError(
        409,
        "response_submitted",
        f"This response was submitted at {response.get('submittedAt')}: its answers are frozen.",
    )


def _invalid(field: str, message: str) -> errors.ApiError:
    return invalid_input("invalid_request", "body", [{"field": field, "message": message}])


def beside(writes: Sequence[Write]) -> list[Write]:
    """Writes of an item other than the one the request addresses: If-Match does not name its version."""
    return [write._replace(addressed=False) if isinstance(write, Update) else write for write in writes]


def pinned_version(store: TenantStore, item: dict[str, Any]) -> FormVersion:
    """The form version an instance (or its response) pinned: versions are never removed."""
    version = read_version(store, item["formId"], int(item["formVersionNumber"]))
    if version is None:
        raise RuntimeError(f"form {item['formId']}: version {item['formVersionNumber']} is missing")
    return version


# ---- form instances --------------------------------------------------------------------------------


def _someone_or_something(values: Mapping[str, Any]) -> Problems:
    if values.get("personId") is None and values.get("recordId") is None:
        message = "send personId (who fills it), recordType and recordId (what it is about), or both"
        return [{"field": "personId", "message": message}]
    return []


def _pin_current_version(items: Items, values: dict[str, Any], instance_id: str) -> list[Write]:
    """An instance takes the form's current version; it may change until someone starts answering."""
    store = items.request.store
    current = store.get(items.partition, instance_id, consistent=True)  # None: a create
    if current is not None and current.get("responseId"):
        raise instance_answered(current["responseId"], "changed")
    definition = read_definition(store, values["formId"])
    if definition is None:  # the kit found it a moment ago; ids are never reused
        raise _invalid("formId", "no form definition with this id")
    if not definition.get("currentVersionNumber"):
        raise _invalid("formId", "the form has no version to fill yet: add one (POST /forms/{id}/versions)")
    values |= {"formVersionId": definition["currentVersionId"],
               "formVersionNumber": int(definition["currentVersionNumber"])}  # fmt: skip
    return []


def instance_answered(response_id: str, doing: str) -> errors.ApiError:
    return errors.ApiError(
        409,
        "form_instance_answered",
        f"This form instance has a response ({response_id}), so it is not {doing}: "
        "delete the draft response first (a submitted one is kept).",
        extra={"responseId": response_id},
    )


def _refuse_delete_when_answered(items: Items, instance: dict[str, Any]) -> list[Write]:
    if instance.get("responseId"):
        raise instance_answered(instance["responseId"], "deleted")
    return []


FORM_INSTANCES = Resource(
    name="form-instances", path="/api/v1/x/form-instances", id_prefix="fins", noun="form instance",
    fields={
        "formId": FormRef(FORM_DEFINITIONS, description="The form to fill: its current version is sent."),
        "personId": Ref("Person", required=False, description="The person asked to fill it."),
        "recordType": Choice(*RECORD_TYPES, required=False, description="With recordId: what it is about."),
        "recordId": Ref(type_field="recordType", required=False),
        "dueDate": Day(required=False),
        "message": Text(max_length=2000, multiline=True, required=False, description="A note to the person."),
    },
    state={
        "formVersionId": Text(max_length=80, description="The form version sent (pinned when sent)."),
        "formVersionNumber": Integer(minimum=1),
        "status": Choice(*IN_FLIGHT, "Submitted", default="Sent"),
        "responseId": Text(max_length=40, required=False, description="Its response, once one is started."),
        "submittedAt": DateTime(required=False),
    },
    example={"formId": "form_01jd0000000000000000000001", "personId": "rec_01jd0000000000000000000002",
             "recordType": "Investor", "recordId": "rec_01jd0000000000000000000003", "dueDate": "2025-09-30",
             "message": "Please complete before the first close."},
    rules=(together("recordType", "recordId"), _someone_or_something), item_param="id",
    filters=(ListFilter("formId"), ListFilter("personId"), ListFilter("recordId"), ListFilter("status")),
    prepare=_pin_current_version, on_delete=_refuse_delete_when_answered,
)  # fmt: skip


# ---- form responses --------------------------------------------------------------------------------


def _against_the_instance(items: Items, values: dict[str, Any], response_id: str) -> list[Write]:
    """A response answers its instance's version, one response an instance; the instance shows it."""
    request = items.request
    instance = request.store.get(FORM_INSTANCES.partition(None), values["instanceId"], consistent=True)
    if instance is None:  # removed since the kit's check, a moment ago
        raise _invalid("instanceId", "no form instance with this id")
    if instance.get("responseId"):
        message = f"This form instance has a response already: {instance['responseId']}."
        raise errors.ApiError(409, "already_exists", message, extra={"responseId": instance["responseId"]})
    version = pinned_version(request.store, instance)
    values["answers"] = checked_answers(version, values.get("answers") or {}, complete=False)
    values |= {key: instance[key] for key in ("formId", "formVersionId", "formVersionNumber")}
    started = {"status": "InProgress", "responseId": response_id}
    return beside(Items(FORM_INSTANCES, request).state_write(instance, started))


def _withdraw_draft(items: Items, response: dict[str, Any]) -> list[Write]:
    """Only a draft is removed; its instance is open again (Sent)."""
    if response["status"] == "Submitted":
        raise response_submitted(response)
    request = items.request
    instance = request.store.get(FORM_INSTANCES.partition(None), response["instanceId"], consistent=True)
    if instance is None or instance.get("responseId") != response["id"]:
        return []
    reopened = {"status": "Sent", "responseId": None}
    return beside(Items(FORM_INSTANCES, request).state_write(instance, reopened))


def answers_field(*, required: bool) -> Json:
    """Answers by section key, then field key (a section at most once: 100 at most, as a version)."""
    described = 'By section key, then field key: {"identity": {"legalName": "..."}}.'
    return Json(most=100, required=required, description=described)


FORM_RESPONSES = Resource(
    name="form-responses", path="/api/v1/x/form-responses", id_prefix="fres", noun="form response",
    fields={
        "instanceId": Ref(FORM_INSTANCES, description="The form instance this answers."),
        "answers": answers_field(required=False),
    },
    state={
        "formId": Text(max_length=64),
        "formVersionId": Text(max_length=80, description="The form version answered (the instance's)."),
        "formVersionNumber": Integer(minimum=1),
        "status": Choice("Draft", "Submitted", default="Draft"),
        "submittedAt": DateTime(required=False),
        "submittedBy": Text(max_length=64, required=False, description="The member who submitted it."),
    },
    example={"instanceId": "fins_01jd0000000000000000000001",
             "answers": {"identity": {"legalName": "Northwind Pension Fund"}}},
    operations=frozenset({"list", "create", "get", "delete"}), item_param="id",
    filters=(ListFilter("instanceId"), ListFilter("status")),
    prepare=_against_the_instance, on_delete=_withdraw_draft,
)  # fmt: skip


def save_draft(request: Request[dict[str, Any]]) -> Outcome:
    """The draft's answers, replaced whole (nothing is written when they are the same)."""
    items = Items(FORM_RESPONSES, request)
    response = items.current()
    if response["status"] == "Submitted":
        raise response_submitted(response)
    version = pinned_version(request.store, response)
    answers = checked_answers(version, request.body["answers"], complete=False)
    return items.set_state(response, {"answers": answers})


def submit(request: Request) -> Outcome:
    """Checks the draft's answers against the version (types and required) and freezes them; the
    instance is Submitted in the same transaction."""
    items = Items(FORM_RESPONSES, request)
    response = items.current()
    if response["status"] == "Submitted":
        raise response_submitted(response)
    store = request.store
    answers = checked_answers(pinned_version(store, response), response.get("answers") or {}, complete=True,
                              where="response's answers")  # fmt: skip
    at = iso(request.now())
    writes = items.state_write(response, {"answers": answers, "status": "Submitted", "submittedAt": at,
                                          "submittedBy": request.caller.user_id})  # fmt: skip
    instance = store.get(FORM_INSTANCES.partition(None), response["instanceId"], consistent=True)
    if instance is None:  # an instance with a response is never deleted
        raise RuntimeError(f"form response {response['id']}: its instance is missing")
    closed = {"status": "Submitted", "submittedAt": at}
    writes += beside(Items(FORM_INSTANCES, request).state_write(instance, closed))
    assert isinstance(writes[0], Update)
    after = {**response, **writes[0].set, "version": response["version"] + 1}
    return Outcome(items.view(after), writes=writes, version=after["version"])
