"""Form routes (spec 2.2, 3.2, 4.8) through the forms handler under moto: the state table, the
validation rules (400 form_invalid, nothing stored), system forms, scopes, permissions and firms."""

from __future__ import annotations

import copy
import json
import uuid
from typing import Any

import pytest

from catalog.enums import RECORD_TYPES
from forms_api.handler import create_app
from forms_api.system_forms import ESG_DATA_REQUEST, KYC_QUESTIONNAIRE, SYSTEM_FORMS
from kernel.ids import iso
from kernel.services import Services
from records_admin.cli import main
from records_admin.demo import ensure_demo_firm
from tests.support import NOW, Member, Result, Stack, call

FORMS = "/api/v1/x/forms"
LIST_KEYS = {"id", "name", "description", "ownerModule", "category", "isSystemDefinition", "active",
             "createdAt", "updatedAt"}  # fmt: skip
DETAIL_KEYS = LIST_KEYS | {"currentVersionId", "currentVersionNumber", "sections"}
FIELD_TYPES = ["Text", "RichText", "Number", "Currency", "Boolean", "Date", "Select", "MultiSelect",
               "FileUpload", "Rating"]  # fmt: skip


def field(key: str, field_type: str = "Text", **extra: Any) -> dict[str, Any]:
    return {"key": key, "label": key.title(), "fieldType": field_type, "required": False, "description": "",
            **extra}  # fmt: skip


SECTIONS: list[dict[str, Any]] = [
    {"key": "company", "label": "Company", "description": "About the company", "fields": [
        {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True,
         "description": "As registered"},
        {"key": "founded", "label": "Founded", "fieldType": "Date", "required": False, "description": ""},
    ]},
    {"key": "figures", "label": "Figures", "description": "", "fields": [
        field(f"f{index}", field_type) for index, field_type in enumerate(FIELD_TYPES)
    ]},
]  # fmt: skip
OTHER_SECTIONS: list[dict[str, Any]] = [
    {"key": "esg", "label": "ESG", "description": "v2", "fields": [field("emissions", "Number")]}
]


def create_body(**overrides: Any) -> dict[str, Any]:
    body = {"name": "Portfolio review", "description": "Quarterly", "ownerModule": "portfolio",
            "category": "Monitoring", "sections": copy.deepcopy(SECTIONS)}  # fmt: skip
    body.update(overrides)
    return body


# ---- fixtures and helpers ----------------------------------------------------------------------------


@pytest.fixture
def app(stack: Stack) -> Any:
    return stack.app(create_app())


@pytest.fixture
def firm(stack: Stack) -> str:
    return stack.firm("Alpha Partners")


@pytest.fixture
def author(stack: Stack, firm: str) -> Member:
    return stack.member(firm, "member")


@pytest.fixture
def token(stack: Stack, author: Member) -> str:
    """An API token that may do everything with forms."""
    return stack.api_token(author, ["forms:draft", "forms:publish"])


def create(app: Any, token: str, body: dict[str, Any] | None = None, **kwargs: Any) -> Result:
    return call(app, "POST", FORMS, token=token, body=create_body() if body is None else body, **kwargs)


def created_id(app: Any, token: str, **overrides: Any) -> str:
    result = create(app, token, create_body(**overrides))
    assert result.status == 201, result.body
    form_id: str = result.body["id"]
    return form_id


def get(app: Any, token: str, form_id: str) -> Result:
    return call(app, "GET", f"{FORMS}/{form_id}", token=token)


def add_version(app: Any, token: str, form_id: str, sections: Any = None) -> Result:
    body = {"sections": OTHER_SECTIONS if sections is None else sections}
    return call(app, "POST", f"{FORMS}/{form_id}/versions", token=token, body=body)


def transition(app: Any, token: str, form_id: str, action: str) -> Result:
    return call(app, "POST", f"{FORMS}/{form_id}/{action}", token=token)


def partition(stack: Stack, pk: str) -> list[dict[str, Any]]:
    """Every item of one partition of the data table (wire format), in sort-key order."""
    found: list[dict[str, Any]] = []
    request: dict[str, Any] = {
        "TableName": stack.settings.data_table,
        "KeyConditionExpression": "pk = :pk",
        "ExpressionAttributeValues": {":pk": {"S": pk}},
        "ConsistentRead": True,
    }
    while True:
        page = stack.dynamodb.query(**request)
        found += page["Items"]
        if "LastEvaluatedKey" not in page:
            return found
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def items(stack: Stack, firm: str) -> list[dict[str, Any]]:
    """The firm's form items: its definitions, then each definition's versions (Queries of the firm's
    own partitions: the tables are shared by the whole test session)."""
    definitions = partition(stack, f"{firm}#FORMS")
    versions = [
        version
        for definition in definitions
        for version in partition(stack, f"{firm}#FORM#{definition['sk']['S']}")
    ]
    return definitions + versions


def counts(stack: Stack, firm: str) -> tuple[int, int]:
    """(definitions, versions) stored for the firm."""
    stored = items(stack, firm)
    definitions = sum(1 for item in stored if item["pk"]["S"] == f"{firm}#FORMS")
    versions = sum(1 for item in stored if item["pk"]["S"].startswith(f"{firm}#FORM#"))
    return definitions, versions


def definition_item(stack: Stack, firm: str, form_id: str) -> dict[str, Any]:
    item = stack.services().tenant_store(firm).get("FORMS", form_id, consistent=True)
    assert item is not None
    return item


def seed(stack: Stack, firm: str) -> int:
    """The forms family's firm seeding (its App's seeder); how many items it put."""
    return create_app().seed_firm(stack.services().tenant_store(firm), int(NOW))


# ---- spec 3.2: every row of the state table ----------------------------------------------------------


def test_create_without_sections_is_an_inactive_definition_without_version(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    result = create(app, token, {"name": "Empty"})
    assert result.status == 201, result.body
    assert result.body == {
        "id": result.body["id"], "name": "Empty", "description": None, "ownerModule": None, "category": None,
        "isSystemDefinition": False, "active": False, "createdAt": iso(NOW), "updatedAt": iso(NOW),
        "currentVersionId": None, "currentVersionNumber": None, "sections": [],
    }  # fmt: skip
    assert result.body["id"].startswith("form_")
    assert result.headers["Location"] == f"{FORMS}/{result.body['id']}"
    assert counts(stack, firm) == (1, 0)
    assert get(app, token, result.body["id"]).body == result.body


def test_create_with_sections_creates_version_1_as_current(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    result = create(app, token)
    assert result.status == 201, result.body
    assert result.body["active"] is False
    assert result.body["currentVersionNumber"] == 1
    assert result.body["currentVersionId"].startswith("fver_")
    assert result.body["sections"] == SECTIONS
    assert counts(stack, firm) == (1, 1)


def test_versions_on_an_inactive_form_adds_a_version_that_is_current_at_once(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    result = add_version(app, token, form_id)
    assert result.status == 201, result.body
    assert result.body["formId"] == form_id
    assert (result.body["versionNumber"], result.body["status"]) == (2, "current")
    assert result.body["currentVersionId"] == result.body["versionId"]
    assert result.body["currentVersionNumber"] == 2
    form = get(app, token, form_id).body
    assert (form["active"], form["currentVersionNumber"], form["currentVersionId"]) == (
        False, 2, result.body["versionId"],
    )  # fmt: skip
    assert form["sections"] == OTHER_SECTIONS
    assert counts(stack, firm) == (1, 2)


def test_versions_on_an_active_form_store_a_draft_and_leave_the_current_version(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    current = transition(app, token, form_id, "activate").body["currentVersionId"]
    result = add_version(app, token, form_id)
    assert result.status == 201, result.body
    assert (result.body["versionNumber"], result.body["status"]) == (2, "draft")
    assert (result.body["currentVersionId"], result.body["currentVersionNumber"]) == (current, 1)
    form = get(app, token, form_id).body
    assert (form["active"], form["currentVersionNumber"], form["currentVersionId"]) == (True, 1, current)
    assert form["sections"] == SECTIONS
    assert counts(stack, firm) == (1, 2)
    version_1 = stack.services().tenant_store(firm).get(f"FORM#{form_id}", "V#0000000001")
    assert version_1 is not None
    assert version_1["sections"] == SECTIONS  # the current version was not edited in place


def test_activate_an_inactive_form_makes_it_active(stack: Stack, app: Any, firm: str, token: str) -> None:
    form_id = created_id(app, token)
    before = get(app, token, form_id)
    result = transition(app, token, form_id, "activate")
    assert result.status == 200, result.body
    assert result.body["active"] is True
    assert (result.body["currentVersionNumber"], result.body["currentVersionId"]) == (
        1, before.body["currentVersionId"],
    )  # fmt: skip
    assert set(result.body) == DETAIL_KEYS - {"sections"}
    assert result.headers["ETag"] != before.headers["ETag"]
    assert get(app, token, form_id).body["active"] is True


def test_activate_an_active_form_succeeds_and_changes_nothing(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    first = transition(app, token, form_id, "activate")
    stored = definition_item(stack, firm, form_id)
    again = transition(app, token, form_id, "activate")
    assert again.status == 200, again.body
    assert again.body == first.body
    assert again.headers["ETag"] == first.headers["ETag"]
    assert definition_item(stack, firm, form_id) == stored


def test_deactivate_an_active_form_makes_it_inactive(stack: Stack, app: Any, firm: str, token: str) -> None:
    form_id = created_id(app, token)
    transition(app, token, form_id, "activate")
    result = transition(app, token, form_id, "deactivate")
    assert result.status == 200, result.body
    assert result.body["active"] is False
    assert result.body["currentVersionNumber"] == 1
    assert get(app, token, form_id).body["active"] is False


def test_deactivate_an_inactive_form_succeeds_and_changes_nothing(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    stored = definition_item(stack, firm, form_id)
    result = transition(app, token, form_id, "deactivate")
    assert result.status == 200, result.body
    assert result.body["active"] is False
    assert definition_item(stack, firm, form_id) == stored


def test_deactivate_an_active_system_form_is_409_system_form_locked_and_it_stays_active(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    seed(stack, firm)
    stored = definition_item(stack, firm, KYC_QUESTIONNAIRE.id)
    result = transition(app, token, KYC_QUESTIONNAIRE.id, "deactivate")
    assert (result.status, result.code) == (409, "system_form_locked")
    assert get(app, token, KYC_QUESTIONNAIRE.id).body["active"] is True
    assert definition_item(stack, firm, KYC_QUESTIONNAIRE.id) == stored


# ---- activation and drafts ---------------------------------------------------------------------------


def test_activate_makes_the_newest_draft_current(stack: Stack, app: Any, firm: str, token: str) -> None:
    form_id = created_id(app, token)
    transition(app, token, form_id, "activate")
    add_version(app, token, form_id)
    newest_sections = [{**OTHER_SECTIONS[0], "description": "v3"}]
    newest = add_version(app, token, form_id, newest_sections).body
    assert get(app, token, form_id).body["currentVersionNumber"] == 1

    result = transition(app, token, form_id, "activate")

    assert result.status == 200, result.body
    assert (result.body["currentVersionNumber"], result.body["currentVersionId"]) == (3, newest["versionId"])
    form = get(app, token, form_id).body
    assert (form["active"], form["currentVersionNumber"], form["sections"]) == (True, 3, newest_sections)
    assert counts(stack, firm) == (1, 3)


def test_activate_an_inactive_form_makes_its_newest_version_current(app: Any, token: str) -> None:
    form_id = created_id(app, token)
    transition(app, token, form_id, "activate")
    draft = add_version(app, token, form_id).body
    transition(app, token, form_id, "deactivate")
    assert get(app, token, form_id).body["currentVersionNumber"] == 1

    result = transition(app, token, form_id, "activate")

    assert (result.body["active"], result.body["currentVersionNumber"]) == (True, 2)
    assert result.body["currentVersionId"] == draft["versionId"]


def test_a_form_without_versions_can_be_activated_and_its_first_version_is_a_draft(
    app: Any, token: str
) -> None:
    form_id = created_id(app, token, sections=None)
    activated = transition(app, token, form_id, "activate").body
    assert (activated["active"], activated["currentVersionNumber"]) == (True, None)
    assert add_version(app, token, form_id).body["status"] == "draft"
    assert transition(app, token, form_id, "activate").body["currentVersionNumber"] == 1
    assert get(app, token, form_id).body["sections"] == OTHER_SECTIONS


# ---- reading -----------------------------------------------------------------------------------------


def test_list_items_have_exactly_the_list_keys(stack: Stack, app: Any, firm: str, token: str) -> None:
    form_id = created_id(app, token)
    result = call(app, "GET", FORMS, token=token)
    assert result.status == 200, result.body
    assert set(result.body) == {"items", "nextCursor"}
    assert result.body["nextCursor"] is None
    assert result.body["items"] == [{
        "id": form_id, "name": "Portfolio review", "description": "Quarterly", "ownerModule": "portfolio",
        "category": "Monitoring", "isSystemDefinition": False, "active": False, "createdAt": iso(NOW),
        "updatedAt": iso(NOW),
    }]  # fmt: skip
    assert set(result.body["items"][0]) == LIST_KEYS


def test_get_one_has_the_list_keys_plus_the_version_keys_and_sections(app: Any, token: str) -> None:
    form_id = created_id(app, token)
    form = get(app, token, form_id)
    assert form.status == 200, form.body
    assert set(form.body) == DETAIL_KEYS


def test_sections_come_back_in_the_shape_posted(app: Any, token: str) -> None:
    form_id = created_id(app, token)
    assert get(app, token, form_id).body["sections"] == SECTIONS


def test_omitted_description_and_required_come_back_as_empty_and_false(app: Any, token: str) -> None:
    sections = [{"key": "s", "label": "S", "fields": [{"key": "f", "label": "F", "fieldType": "Rating"}]}]
    form_id = created_id(app, token, sections=sections)
    assert get(app, token, form_id).body["sections"] == [
        {"key": "s", "label": "S", "description": "", "fields": [
            {"key": "f", "label": "F", "fieldType": "Rating", "required": False, "description": ""}
        ]}
    ]  # fmt: skip


def test_the_same_field_key_may_appear_in_two_sections(app: Any, token: str) -> None:
    sections = [{"key": "a", "label": "A", "fields": [field("name")]},
                {"key": "b", "label": "B", "fields": [field("name")]}]  # fmt: skip
    assert create(app, token, create_body(sections=sections)).status == 201


def test_get_one_sends_the_definitions_version_as_etag(app: Any, token: str) -> None:
    form_id = created_id(app, token)
    first = get(app, token, form_id).headers["ETag"]
    assert first == '"1"'
    add_version(app, token, form_id)
    assert get(app, token, form_id).headers["ETag"] == '"2"'


def test_list_filters_by_owner_module(app: Any, token: str) -> None:
    esg = created_id(app, token, ownerModule="esg")
    created_id(app, token, ownerModule="portfolio")
    created_id(app, token, sections=None, ownerModule=None)
    result = call(app, "GET", FORMS, token=token, query="ownerModule=esg")
    assert result.status == 200, result.body
    assert [item["id"] for item in result.body["items"]] == [esg]


def test_a_filtered_page_is_never_empty_while_a_cursor_follows(app: Any, token: str) -> None:
    """The filter drops items after DynamoDB reads a page: the store reads on rather than answer an
    empty page with a cursor (one matching form among many)."""
    rare = created_id(app, token, ownerModule="rare")
    for index in range(4):
        created_id(app, token, name=f"Common {index}", ownerModule="common")
    page = call(app, "GET", FORMS, token=token, query="ownerModule=rare&limit=1").body
    seen = [item["id"] for item in page["items"]]
    while page["nextCursor"]:
        page = call(
            app, "GET", FORMS, token=token, query=f"ownerModule=rare&limit=1&cursor={page['nextCursor']}"
        ).body
        assert page["items"] or page["nextCursor"] is None
        seen += [item["id"] for item in page["items"]]
    assert seen == [rare]


def test_list_pages_with_the_cursor_until_the_end(stack: Stack, app: Any, firm: str, token: str) -> None:
    seed(stack, firm)
    made = [created_id(app, token, name=f"Form {index}") for index in range(3)]
    seen: list[str] = []
    cursor = None
    for _ in range(10):
        query = "limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = call(app, "GET", FORMS, token=token, query=query).body
        assert len(page["items"]) <= 2
        seen += [item["id"] for item in page["items"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert sorted(seen) == sorted(made + [form.id for form in SYSTEM_FORMS])


def test_list_cursor_of_another_filter_is_400_invalid_cursor(app: Any, token: str) -> None:
    for name in ("a", "b", "c"):
        created_id(app, token, name=name, ownerModule="esg")
    cursor = call(app, "GET", FORMS, token=token, query="limit=1").body["nextCursor"]
    result = call(app, "GET", FORMS, token=token, query=f"limit=1&ownerModule=esg&cursor={cursor}")
    assert (result.status, result.code) == (400, "invalid_cursor")


# ---- system forms ------------------------------------------------------------------------------------


def test_seeded_system_forms_are_active_version_1_system_definitions(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    seed(stack, firm)
    listed = {item["id"]: item for item in call(app, "GET", FORMS, token=token).body["items"]}
    assert set(listed) == {form.id for form in SYSTEM_FORMS}
    assert len(SYSTEM_FORMS) >= 3
    for form in SYSTEM_FORMS:
        assert (listed[form.id]["isSystemDefinition"], listed[form.id]["active"]) == (True, True)
        detail = get(app, token, form.id).body
        assert (detail["currentVersionNumber"], detail["currentVersionId"]) == (1, form.version_id)
        assert detail["sections"] == list(form.sections)
        assert detail["name"] == form.name


def test_seeding_twice_changes_nothing(stack: Stack, firm: str) -> None:
    assert seed(stack, firm) == 2 * len(SYSTEM_FORMS)  # each system form: its definition, version 1
    before = items(stack, firm)
    assert seed(stack, firm) == 0
    assert items(stack, firm) == before
    assert counts(stack, firm) == (len(SYSTEM_FORMS), len(SYSTEM_FORMS))


def test_seeding_again_keeps_what_the_firm_did_with_a_system_form(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    seed(stack, firm)
    add_version(app, token, ESG_DATA_REQUEST.id)
    transition(app, token, ESG_DATA_REQUEST.id, "activate")
    seed(stack, firm)
    form = get(app, token, ESG_DATA_REQUEST.id).body
    assert (form["currentVersionNumber"], form["sections"]) == (2, OTHER_SECTIONS)


def test_a_system_form_can_be_versioned_and_activated(stack: Stack, app: Any, firm: str, token: str) -> None:
    seed(stack, firm)
    draft = add_version(app, token, KYC_QUESTIONNAIRE.id)
    assert (draft.status, draft.body["status"], draft.body["versionNumber"]) == (201, "draft", 2)
    assert get(app, token, KYC_QUESTIONNAIRE.id).body["currentVersionNumber"] == 1
    activated = transition(app, token, KYC_QUESTIONNAIRE.id, "activate")
    assert activated.status == 200, activated.body
    assert (activated.body["currentVersionNumber"], activated.body["isSystemDefinition"]) == (2, True)
    assert transition(app, token, KYC_QUESTIONNAIRE.id, "deactivate").code == "system_form_locked"


def test_system_forms_are_seeded_per_firm(stack: Stack, app: Any, firm: str, token: str) -> None:
    other = stack.firm("Beta")
    seed(stack, other)
    assert get(app, token, KYC_QUESTIONNAIRE.id).code == "not_found"  # seeded in Beta, not in Alpha


# ---- another firm, missing ids -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "suffix"),
    [("GET", ""), ("POST", "/versions"), ("POST", "/activate"), ("POST", "/deactivate")],
    ids=["get", "versions", "activate", "deactivate"],
)
def test_another_firms_form_is_404_not_found(
    stack: Stack, app: Any, firm: str, token: str, method: str, suffix: str
) -> None:
    theirs = created_id(app, token)
    stranger = stack.api_token(stack.member(stack.firm("Beta"), "admin"), ["forms:draft", "forms:publish"])
    body = {"sections": OTHER_SECTIONS} if suffix == "/versions" else None
    result = call(app, method, f"{FORMS}/{theirs}{suffix}", token=stranger, body=body)
    assert (result.status, result.code) == (404, "not_found")
    assert definition_item(stack, firm, theirs)["version"] == 1
    assert counts(stack, firm) == (1, 1)


@pytest.mark.parametrize("form_id", ["form_00000000000000000000000000", "no-such-id", "x%23FORMS"])
def test_a_missing_id_is_404_not_found(app: Any, token: str, form_id: str) -> None:
    for result in (get(app, token, form_id), add_version(app, token, form_id),
                   transition(app, token, form_id, "activate"),
                   transition(app, token, form_id, "deactivate")):  # fmt: skip
        assert (result.status, result.code) == (404, "not_found")


# ---- scopes and permissions --------------------------------------------------------------------------


def test_read_scope_reads_but_every_write_is_403_scope_denied(
    stack: Stack, app: Any, firm: str, author: Member, token: str
) -> None:
    form_id = created_id(app, token)
    reader = stack.api_token(author, ["forms:read"])
    assert call(app, "GET", FORMS, token=reader).status == 200
    assert get(app, reader, form_id).status == 200
    writes = {
        "forms:draft or records:write": [create(app, reader), add_version(app, reader, form_id)],
        "forms:publish or records:write": [transition(app, reader, form_id, "activate"),
                                           transition(app, reader, form_id, "deactivate")],
    }  # fmt: skip
    for scope, results in writes.items():
        for result in results:
            assert (result.status, result.code) == (403, "scope_denied")
            assert result.body["error"]["scope"] == scope
    assert counts(stack, firm) == (1, 1)


def test_draft_scope_reads_and_drafts_but_cannot_activate(app: Any, stack: Stack, author: Member) -> None:
    drafter = stack.api_token(author, ["forms:draft"])
    form_id = created_id(app, drafter)
    assert add_version(app, drafter, form_id).status == 201
    assert get(app, drafter, form_id).status == 200
    assert transition(app, drafter, form_id, "activate").code == "scope_denied"


def test_publish_scope_cannot_create(app: Any, stack: Stack, author: Member) -> None:
    publisher = stack.api_token(author, ["forms:publish"])
    assert create(app, publisher).code == "scope_denied"
    assert call(app, "GET", FORMS, token=publisher).status == 200


def test_other_areas_scopes_are_403_scope_denied(app: Any, stack: Stack, author: Member) -> None:
    result = call(app, "GET", FORMS, token=stack.api_token(author, ["views:write"]))
    assert (result.status, result.code) == (403, "scope_denied")


@pytest.mark.parametrize("kind", ["session", "api_token"])
def test_role_without_forms_permission_is_403_permission_denied(
    stack: Stack, app: Any, firm: str, token: str, kind: str
) -> None:
    form_id = created_id(app, token)
    viewer = stack.member(firm, "viewer")
    if kind == "session":
        viewer_token = stack.session_token(viewer)
    else:
        viewer_token = stack.api_token(viewer, ["forms:draft", "forms:publish"])
    for result in (call(app, "GET", FORMS, token=viewer_token), get(app, viewer_token, form_id),
                   create(app, viewer_token), add_version(app, viewer_token, form_id),
                   transition(app, viewer_token, form_id, "activate")):  # fmt: skip
        assert (result.status, result.code) == (403, "permission_denied")
        assert result.body["error"]["permission"] == "forms.definition.manage"
    assert counts(stack, firm) == (1, 1)


def test_a_session_of_a_member_may_do_everything(stack: Stack, app: Any, author: Member) -> None:
    session = stack.session_token(author)
    form_id = created_id(app, session)
    assert transition(app, session, form_id, "activate").status == 200


# ---- validation: 400 form_invalid, naming the path, nothing stored -----------------------------------


def _with(path: tuple[Any, ...], value: Any, *, delete: bool = False) -> dict[str, Any]:
    body = create_body()
    node: Any = body
    for part in path[:-1]:
        node = node[part]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return body


def _duplicate_section() -> dict[str, Any]:
    body = create_body()
    body["sections"][1]["key"] = body["sections"][0]["key"]
    return body


def _duplicate_field() -> dict[str, Any]:
    body = create_body()
    body["sections"][0]["fields"][1]["key"] = body["sections"][0]["fields"][0]["key"]
    return body


INVALID_CREATES: dict[str, tuple[Any, str]] = {
    "unknown-field-type": (_with(("sections", 1, "fields", 0, "fieldType"), "Paragraph"),
                           "sections[1].fields[0].fieldType"),
    "lower-case-text": (_with(("sections", 0, "fields", 0, "fieldType"), "text"),
                        "sections[0].fields[0].fieldType"),
    "upper-case-field-type": (_with(("sections", 0, "fields", 1, "fieldType"), "DATE"),
                              "sections[0].fields[1].fieldType"),
    "missing-name": (_with(("name",), None, delete=True), "name"),
    "empty-name": (_with(("name",), ""), "name"),
    "empty-section-key": (_with(("sections", 0, "key"), ""), "sections[0].key"),
    "blank-field-key": (_with(("sections", 1, "fields", 2, "key"), "   "), "sections[1].fields[2].key"),
    "number-field-key": (_with(("sections", 0, "fields", 0, "key"), 5), "sections[0].fields[0].key"),
    "missing-field-key": (_with(("sections", 0, "fields", 0, "key"), None, delete=True),
                          "sections[0].fields[0].key"),
    "empty-section-label": (_with(("sections", 1, "label"), ""), "sections[1].label"),
    "null-field-label": (_with(("sections", 0, "fields", 1, "label"), None), "sections[0].fields[1].label"),
    "list-field-label": (_with(("sections", 0, "fields", 1, "label"), ["x"]), "sections[0].fields[1].label"),
    "duplicate-section-key": (_duplicate_section(), "sections[1].key"),
    "duplicate-field-key": (_duplicate_field(), "sections[0].fields[1].key"),
    "unknown-key-in-section": (_with(("sections", 1, "color"), "red"), "sections[1].color"),
    "unknown-key-in-field": (_with(("sections", 0, "fields", 0, "options"), ["a"]),
                             "sections[0].fields[0].options"),
    "snake-case-key-in-field": (_with(("sections", 0, "fields", 0, "field_type"), "Text"),
                                "sections[0].fields[0].field_type"),
    "unknown-top-level-key": (_with(("status",), "active"), "status"),
    "required-as-string": (_with(("sections", 0, "fields", 0, "required"), "true"),
                           "sections[0].fields[0].required"),
    "required-as-number": (_with(("sections", 0, "fields", 0, "required"), 1),
                           "sections[0].fields[0].required"),
    "fields-as-object": (_with(("sections", 0, "fields"), {"key": "x"}), "sections[0].fields"),
    "sections-as-object": (_with(("sections",), {"key": "x"}), "sections"),
    "empty-sections": (_with(("sections",), []), "sections"),
    "name-as-number": (_with(("name",), 42), "name"),
    "description-as-object": (_with(("description",), {"text": "x"}), "description"),
    "owner-module-as-bool": (_with(("ownerModule",), True), "ownerModule"),
    "system-definition-true": (_with(("isSystemDefinition",), True), "isSystemDefinition"),
    "system-definition-as-string": (_with(("isSystemDefinition",), "false"), "isSystemDefinition"),
    "body-is-a-list": ([create_body()], "body"),
}  # fmt: skip


@pytest.mark.parametrize(("body", "path"), INVALID_CREATES.values(), ids=INVALID_CREATES.keys())
def test_invalid_create_is_400_form_invalid_naming_the_path_and_stores_nothing(
    stack: Stack, app: Any, firm: str, token: str, body: Any, path: str
) -> None:
    seed(stack, firm)
    before = counts(stack, firm)
    result = create(app, token, body)
    assert (result.status, result.code) == (400, "form_invalid"), result.body
    assert f" {path}: " in result.body["error"]["message"]
    assert path in [detail["field"] for detail in result.body["error"]["details"]]
    assert counts(stack, firm) == before


def test_system_definition_false_is_accepted(app: Any, token: str) -> None:
    result = create(app, token, create_body(isSystemDefinition=False))
    assert result.status == 201, result.body
    assert result.body["isSystemDefinition"] is False


INVALID_VERSIONS: dict[str, tuple[Any, str]] = {
    "unknown-field-type": ({"sections": [{**OTHER_SECTIONS[0], "fields": [field("a", "Paragraph")]}]},
                           "sections[0].fields[0].fieldType"),
    "lower-case-text": ({"sections": [{**OTHER_SECTIONS[0], "fields": [field("a"), field("b", "text")]}]},
                        "sections[0].fields[1].fieldType"),
    "duplicate-section-key": ({"sections": OTHER_SECTIONS * 2}, "sections[1].key"),
    "missing-sections": ({}, "sections"),
    "empty-sections": ({"sections": []}, "sections"),
    "sections-null": ({"sections": None}, "sections"),
    "unknown-key": ({"sections": OTHER_SECTIONS, "name": "x"}, "name"),
}  # fmt: skip


@pytest.mark.parametrize(("body", "path"), INVALID_VERSIONS.values(), ids=INVALID_VERSIONS.keys())
@pytest.mark.parametrize("active", [False, True], ids=["inactive", "active"])
def test_invalid_version_is_400_form_invalid_and_stores_nothing(
    stack: Stack, app: Any, firm: str, token: str, body: Any, path: str, active: bool
) -> None:
    form_id = created_id(app, token)
    if active:
        transition(app, token, form_id, "activate")
    before = (counts(stack, firm), definition_item(stack, firm, form_id))
    result = call(app, "POST", f"{FORMS}/{form_id}/versions", token=token, body=body)
    assert (result.status, result.code) == (400, "form_invalid"), result.body
    assert f" {path}: " in result.body["error"]["message"]
    assert path in [detail["field"] for detail in result.body["error"]["details"]]
    assert (counts(stack, firm), definition_item(stack, firm, form_id)) == before


def test_form_invalid_lists_every_problem_in_details(app: Any, token: str) -> None:
    body = _with(("sections", 0, "fields", 0, "fieldType"), "text")
    body["sections"][1]["fields"][0]["fieldType"] = "Paragraph"
    result = create(app, token, body)
    fields = [detail["field"] for detail in result.body["error"]["details"]]
    assert fields == ["sections[0].fields[0].fieldType", "sections[1].fields[0].fieldType"]
    assert "(and 1 more in details)" in result.body["error"]["message"]


def test_a_version_too_large_for_one_item_is_form_invalid(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    fields = [field(f"f{i}", description="x" * 2000) for i in range(150)]
    sections = [{"key": "s", "label": "S", "fields": fields}]
    result = create(app, token, create_body(sections=sections))
    assert (result.status, result.code) == (400, "form_invalid")
    assert result.body["error"]["details"][0]["field"] == "sections"
    assert counts(stack, firm) == (0, 0)


def test_activate_takes_no_body(app: Any, token: str) -> None:
    form_id = created_id(app, token)
    assert call(app, "POST", f"{FORMS}/{form_id}/activate", token=token, body={}).status == 200
    refused = call(app, "POST", f"{FORMS}/{form_id}/activate", token=token, body={"version": 2})
    assert (refused.status, refused.code) == (400, "invalid_request")


# ---- idempotency and concurrency ---------------------------------------------------------------------


def test_create_with_an_idempotency_key_replays_without_a_second_definition(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    headers = {"Idempotency-Key": "create-review-1"}
    first = create(app, token, headers=headers)
    second = create(app, token, headers=headers)
    assert first.status == second.status == 201
    assert second.body == first.body
    assert second.headers["Idempotent-Replayed"] == "true"
    assert second.headers["Location"] == first.headers["Location"]
    assert counts(stack, firm) == (1, 1)


def test_add_version_with_an_idempotency_key_adds_one_version(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    headers = {"Idempotency-Key": "v2"}
    body = {"sections": OTHER_SECTIONS}
    path = f"{FORMS}/{form_id}/versions"
    first = call(app, "POST", path, token=token, body=body, headers=headers)
    second = call(app, "POST", path, token=token, body=body, headers=headers)
    assert second.body == first.body
    assert counts(stack, firm) == (1, 2)


class RacingClient:
    """The DynamoDB client, except that just before its first TransactWriteItems someone else bumps the
    definition's version (with the plain client): the request read the form, then lost the race."""

    def __init__(self, stack: Stack, firm: str, form_id: str) -> None:
        self._stack = stack
        self._key = {"pk": {"S": f"{firm}#FORMS"}, "sk": {"S": form_id}}
        self.raced = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stack.dynamodb, name)

    def transact_write_items(self, **request: Any) -> Any:
        if not self.raced:
            self.raced = True
            self._stack.dynamodb.update_item(
                TableName=self._stack.settings.data_table,
                Key=self._key,
                UpdateExpression="SET #version = #version + :one",
                ExpressionAttributeNames={"#version": "version"},
                ExpressionAttributeValues={":one": {"N": "1"}},
            )
        return self._stack.dynamodb.transact_write_items(**request)


def racing(stack: Stack, app: Any, firm: str, form_id: str) -> RacingClient:
    """Makes the app's writes lose a race on the form's definition, once."""
    client = RacingClient(stack, firm, form_id)
    app.ports.override(Services, Services(stack.settings, clock=stack.clock, dynamodb=client))
    return client


def lose_a_race(stack: Stack, app: Any, firm: str, token: str, action: str, *, if_match: bool) -> Result:
    """Runs `action` on a new form while someone else changes the definition between the request's read
    and its write; checks that only the other writer's change is stored. If-Match, when sent, names the
    version the request read (current when it read it)."""
    form_id = created_id(app, token)
    if action == "deactivate":
        transition(app, token, form_id, "activate")
    before = definition_item(stack, firm, form_id)
    client = racing(stack, app, firm, form_id)
    body = {"sections": OTHER_SECTIONS} if action == "versions" else None
    headers = {"If-Match": f'"{before["version"]}"'} if if_match else None
    result = call(app, "POST", f"{FORMS}/{form_id}/{action}", token=token, body=body, headers=headers)
    assert client.raced
    after = definition_item(stack, firm, form_id)
    assert after == {**before, "version": before["version"] + 1}  # only the other writer's change
    assert counts(stack, firm) == (1, 1)
    return result


@pytest.mark.parametrize("action", ["versions", "activate", "deactivate"])
def test_a_write_that_loses_a_race_is_409_form_write_conflict_and_writes_nothing(
    stack: Stack, app: Any, firm: str, token: str, action: str
) -> None:
    result = lose_a_race(stack, app, firm, token, action, if_match=False)
    assert (result.status, result.code) == (409, "form_write_conflict"), result.body


@pytest.mark.parametrize("action", ["versions", "activate", "deactivate"])
def test_a_write_with_if_match_that_loses_a_race_is_412_version_conflict_and_writes_nothing(
    stack: Stack, app: Any, firm: str, token: str, action: str
) -> None:
    result = lose_a_race(stack, app, firm, token, action, if_match=True)
    assert (result.status, result.code) == (412, "version_conflict"), result.body


# ---- If-Match: the kernel's check of the version a write was computed from ----------------------------


@pytest.mark.parametrize("action", ["activate", "versions"])
def test_if_match_naming_an_older_version_is_412_version_conflict_and_writes_nothing(
    stack: Stack, app: Any, firm: str, token: str, action: str
) -> None:
    form_id = created_id(app, token)
    old = get(app, token, form_id).headers["ETag"]
    assert add_version(app, token, form_id).status == 201  # the definition moves on to version 2
    current = get(app, token, form_id)
    assert (old, current.headers["ETag"]) == ('"1"', '"2"')
    before = (counts(stack, firm), definition_item(stack, firm, form_id))
    body = {"sections": SECTIONS} if action == "versions" else None
    path = f"{FORMS}/{form_id}/{action}"
    result = call(app, "POST", path, token=token, body=body, headers={"If-Match": old})
    assert (result.status, result.code) == (412, "version_conflict"), result.body
    assert "ETag" not in result.headers
    assert (counts(stack, firm), definition_item(stack, firm, form_id)) == before
    assert get(app, token, form_id).body == current.body


@pytest.mark.parametrize("action", ["activate", "versions"])
def test_if_match_naming_the_current_version_succeeds_with_the_new_etag(
    stack: Stack, app: Any, firm: str, token: str, action: str
) -> None:
    form_id = created_id(app, token)
    read = get(app, token, form_id)
    assert read.headers["ETag"] == '"1"'
    body = {"sections": OTHER_SECTIONS} if action == "versions" else None
    path = f"{FORMS}/{form_id}/{action}"
    result = call(app, "POST", path, token=token, body=body, headers={"If-Match": read.headers["ETag"]})
    assert result.status == (201 if action == "versions" else 200), result.body
    assert result.headers["ETag"] == '"2"'
    assert definition_item(stack, firm, form_id)["version"] == 2
    assert get(app, token, form_id).headers["ETag"] == '"2"'
    if action == "activate":
        assert result.body["active"] is True
    else:
        assert (result.body["versionNumber"], result.body["status"]) == (2, "current")
        assert counts(stack, firm) == (1, 2)


def test_if_match_on_an_activate_that_changes_nothing_is_checked_against_the_current_version(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    activated = transition(app, token, form_id, "activate")
    assert activated.headers["ETag"] == '"2"'
    path = f"{FORMS}/{form_id}/activate"
    stale = call(app, "POST", path, token=token, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    again = call(app, "POST", path, token=token, headers={"If-Match": '"2"'})
    assert (again.status, again.headers["ETag"], again.body) == (200, '"2"', activated.body)
    assert definition_item(stack, firm, form_id)["version"] == 2


def test_a_412_with_an_idempotency_key_is_not_stored_and_the_key_then_runs(
    stack: Stack, app: Any, firm: str, token: str
) -> None:
    form_id = created_id(app, token)
    assert add_version(app, token, form_id).status == 201  # definition at version 2
    path = f"{FORMS}/{form_id}/activate"
    key = {"Idempotency-Key": "activate-once"}
    stale = call(app, "POST", path, token=token, headers={**key, "If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert definition_item(stack, firm, form_id)["active"] is False

    ran = call(app, "POST", path, token=token, headers={**key, "If-Match": '"2"'})
    assert ran.status == 200, ran.body
    assert "Idempotent-Replayed" not in ran.headers  # it ran: the 412 was not stored for the key
    assert (ran.body["active"], ran.headers["ETag"]) == (True, '"3"')
    assert definition_item(stack, firm, form_id)["version"] == 3

    replayed = call(app, "POST", path, token=token, headers={**key, "If-Match": '"2"'})
    assert (replayed.status, replayed.body) == (200, ran.body)
    assert replayed.headers["Idempotent-Replayed"] == "true"
    assert definition_item(stack, firm, form_id)["version"] == 3


def test_tenant_id_in_a_form_body_is_refused(stack: Stack, app: Any, firm: str, token: str) -> None:
    result = create(app, token, create_body(tenantId=firm))
    assert (result.status, result.code) == (400, "tenant_in_request")
    assert counts(stack, firm) == (0, 0)


# ---- seeding when a firm is created ------------------------------------------------------------------


def test_records_admin_create_firm_seeds_the_system_forms(
    stack: Stack, app: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--json", "create-firm", "--name", f"Gamma Partners {uuid.uuid4().hex}"]) == 0
    firm = json.loads(capsys.readouterr().out)
    # each system form: its definition, version 1; each record type's claims marked complete
    assert firm["seeded"] == {"forms": 2 * len(SYSTEM_FORMS), "records": len(RECORD_TYPES)}
    assert "systemForms" not in firm
    assert counts(stack, firm["firmId"]) == (len(SYSTEM_FORMS), len(SYSTEM_FORMS))
    reader = stack.api_token(stack.member(firm["firmId"], "admin"), ["forms:read"])
    listed = call(app, "GET", FORMS, token=reader).body["items"]
    assert sorted(item["id"] for item in listed) == sorted(form.id for form in SYSTEM_FORMS)


def test_records_admin_create_firm_without_a_data_table_creates_nothing(
    stack: Stack, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    name = f"Gamma Partners {uuid.uuid4().hex}"  # unique: the identity table is shared by the session
    monkeypatch.delenv("DATA_TABLE")
    assert main(["create-firm", "--name", name]) == 2
    assert "DATA_TABLE" in capsys.readouterr().err
    assert [firm for firm in stack.identity.list_firms() if firm.name == name] == []


def test_the_demo_firm_has_the_system_forms_after_every_start(stack: Stack) -> None:
    demo = ensure_demo_firm(stack.identity)
    firm = demo.firm.firm_id
    assert counts(stack, firm) == (len(SYSTEM_FORMS), len(SYSTEM_FORMS))
    kyc = {"pk": {"S": f"{firm}#FORMS"}, "sk": {"S": KYC_QUESTIONNAIRE.id}}
    stack.dynamodb.delete_item(TableName=stack.settings.data_table, Key=kyc)
    assert len(partition(stack, f"{firm}#FORMS")) == len(SYSTEM_FORMS) - 1
    ensure_demo_firm(stack.identity)  # a restart completes what is missing
    assert counts(stack, firm) == (len(SYSTEM_FORMS), len(SYSTEM_FORMS))
