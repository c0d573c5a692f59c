"""Outside providers' credentials and settings (spec 2.5, 4.6) under moto: /integrations with its
credential in Secrets Manager, /screening and /document-storage with their fixed keys; the value never
in an answer or a log line; a failure between the secret and the item leaves neither."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import boto3
import pytest
from botocore.exceptions import ClientError

from integrations_api.handler import create_app
from integrations_api.providers import DOCUMENT_STORAGE, INTEGRATION_PROVIDERS, SCREENING
from integrations_api.secrets import SECRET_SAYS, IntegrationSecrets
from kernel import errors
from kernel.openapi import build_document
from tests.support import Member, Result, Stack, call

PATH = "/api/v1/x/integrations"
PREFIX = "records-platform/test"
SECRET = "hs_live_Qx7-UNIQUE-credential-9931"
SCOPES = ["records:write"]
BODY = {"provider": "hubspot", "name": "HubSpot (fundraising)", "notes": "The IR team's portal."}


@dataclass
class Firm:
    stack: Stack
    member: Member
    token: str
    app: Any
    answers: list[str]

    def call(self, method: str, path: str = "", **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        target = path if path.startswith("/api/") else f"{PATH}{path}"
        result = call(self.app, method, target, **kwargs)
        self.answers.append(json.dumps(result.body) + json.dumps(result.headers))
        return result

    def create(self, **changes: Any) -> dict[str, Any]:
        made = self.call("POST", body={**BODY, **changes})
        assert made.status == 201, made.body
        return dict(made.body)

    def with_credential(self, value: str = SECRET, **changes: Any) -> dict[str, Any]:
        made = self.create(**changes)
        answer = self.call("POST", f"/{made['id']}/credential", body={"value": value})
        assert (answer.status, answer.body) == (200, {"secretSet": True}), answer.body
        return made

    def secret_name(self, integration_id: str) -> str:
        return f"{PREFIX}/integrations/{self.member.firm_id}/{integration_id}"

    def setting_name(self, screen: str, key: str) -> str:
        return f"{PREFIX}/integrations/{self.member.firm_id}/{screen}/{key}"


def firm_for(stack: Stack, role: str = "admin", scopes: list[str] | None = None, firm_id: str | None = None,
             app: Any = None) -> Firm:  # fmt: skip
    app = app or stack.app(create_app())
    app.ports.override(IntegrationSecrets, IntegrationSecrets(PREFIX))
    member = stack.member(firm_id or stack.firm(), role)
    return Firm(stack, member, stack.api_token(member, scopes or SCOPES), app, [])


@pytest.fixture
def f(stack: Stack) -> Firm:
    return firm_for(stack)


def sm() -> Any:
    return boto3.client("secretsmanager", region_name="us-east-1")


def exists(name: str) -> bool:
    try:
        sm().describe_secret(SecretId=name)
    except ClientError as error:
        if error.response["Error"]["Code"] != "ResourceNotFoundException":
            raise
        return False
    return True


def stages(name: str) -> dict[str, list[str]]:
    return dict(sm().describe_secret(SecretId=name)["VersionIdsToStages"])


def current_value(name: str) -> str:
    (current,) = [version for version, labels in stages(name).items() if "AWSCURRENT" in labels]
    return str(sm().get_secret_value(SecretId=name, VersionId=current)["SecretString"])


def stored(f: Firm, integration_id: str) -> dict[str, Any]:
    item = f.app.services.tenant_store(f.member.firm_id).get(
        "KIT#integrations", integration_id, consistent=True
    )
    return dict(item or {})


def says_length(refused: Result, value: str) -> bool:
    """Whether a refusal's messages hold the value's length (beyond the rule's own numbers)."""
    said = json.dumps([refused.body["error"]["message"], refused.body["error"]["details"]])
    said = said.replace(SECRET_SAYS, "")
    return re.search(rf"(?<![0-9,]){len(value)}(?![0-9,])", said) is not None


def never_shown(f: Firm, value: str, logs: str) -> None:
    """Not the value, nor a prefix of it, in any answer or log line."""
    for text in [*f.answers, logs]:
        assert value not in text
        assert value[:8] not in text


# ---- /integrations ---------------------------------------------------------------------------------


def test_create_makes_an_inactive_integration_without_credential(f: Firm) -> None:
    made = f.call("POST", body=BODY)
    assert made.status == 201, made.body
    item = made.body
    assert (item["provider"], item["category"], item["active"], item["secretSet"]) == (
        "hubspot",
        "crm",
        False,
        False,
    )
    assert made.headers["Location"] == f"{PATH}/{item['id']}"
    assert item["id"].startswith("intg_")
    got = f.call("GET", f"/{item['id']}")
    assert (got.status, got.headers["ETag"]) == (200, '"1"')
    assert "secretVersion" not in got.body
    assert [each["id"] for each in f.call("GET").body["items"]] == [item["id"]]
    assert f.create(provider="datasite", name="Datasite")["category"] == "data_room"
    assert f.create(provider="pitchbook", name="PitchBook")["category"] == "market_data"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"provider": "dropbox"}, "provider"),
        ({"provider": None}, "provider"),
        ({"name": ""}, "name"),
        ({"name": "x" * 201}, "name"),
        ({"name": "bell\x07"}, "name"),
        ({"name": "line\r\nX-Injected: 1"}, "name"),
        ({"notes": "y" * 2001}, "notes"),
        ({"secretSet": True}, "secretSet"),
        ({"active": True}, "active"),
        ({"credential": SECRET}, "credential"),
    ],
)
def test_an_invalid_integration_is_400_naming_the_field_and_stores_nothing(
    f: Firm, changes: dict[str, Any], field: str
) -> None:
    refused = f.call("POST", body={**BODY, **changes})
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert field in [detail["field"] for detail in refused.body["error"]["details"]]
    assert f.call("GET").body["items"] == []


def test_an_unknown_provider_names_the_allowed_ones(f: Firm) -> None:
    refused = f.call("POST", body={**BODY, "provider": "dropbox"})
    message = refused.body["error"]["details"][0]["message"]
    assert all(provider in message for provider in INTEGRATION_PROVIDERS)


def test_tenant_id_is_refused_anywhere(f: Firm) -> None:
    assert f.call("POST", body={**BODY, "tenantId": "frm_x"}).status == 400
    assert f.call("GET", query="tenantId=frm_x").status == 400
    made = f.create()
    assert f.call("POST", f"/{made['id']}/credential", body={"value": SECRET, "tenantId": "x"}).status == 400
    assert (
        f.call("PUT", "/api/v1/x/screening", body={"key": "provider", "value": "box", "tenantId": "x"}).status
        == 400
    )
    assert not exists(f.secret_name(made["id"]))


def test_a_huge_body_is_refused(f: Firm) -> None:
    refused = f.call("POST", raw_body=json.dumps({**BODY, "notes": "z" * 1_000_000}),
                     headers={"content-type": "application/json"})  # fmt: skip
    assert refused.status in (400, 413)
    assert f.call("GET").body["items"] == []


def test_replace_keeps_the_credential_and_state_and_refuses_another_provider(f: Firm) -> None:
    made = f.with_credential()
    assert f.call("POST", f"/{made['id']}/activate").status == 200
    replaced = f.call("PUT", f"/{made['id']}", body={**BODY, "name": "HubSpot (IR)"})
    assert replaced.status == 200, replaced.body
    assert (replaced.body["name"], replaced.body["secretSet"], replaced.body["active"]) == (
        "HubSpot (IR)",
        True,
        True,
    )
    moved = f.call("PUT", f"/{made['id']}", body={**BODY, "provider": "salesforce"})
    assert (moved.status, moved.body["error"]["details"][0]["field"]) == (400, "provider")
    assert f.call("GET", f"/{made['id']}").body["provider"] == "hubspot"


def test_versions_etag_and_a_stale_if_match_is_412(f: Firm) -> None:
    made = f.create()
    item = f"/{made['id']}"
    assert (
        f.call("PUT", item, body={**BODY, "name": "Two"}, headers={"If-Match": '"1"'}).headers["ETag"]
        == '"2"'
    )
    stale = f.call("PUT", item, body={**BODY, "name": "Three"}, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    stale_secret = f.call("POST", f"{item}/credential", body={"value": SECRET}, headers={"If-Match": '"1"'})
    assert stale_secret.status == 412
    assert not exists(f.secret_name(made["id"]))  # refused before the secret is written
    assert f.call("POST", f"{item}/deactivate", headers={"If-Match": '"1"'}).status == 412
    assert f.call("DELETE", item, headers={"If-Match": '"1"'}).status == 412
    assert f.call("GET", item).body["name"] == "Two"


def test_a_taken_name_is_409(f: Firm) -> None:
    f.create()
    taken = f.call("POST", body={**BODY, "provider": "salesforce"})
    assert (taken.status, taken.code) == (409, "already_exists")


def test_create_and_credential_replay_with_an_idempotency_key(f: Firm) -> None:
    first = f.call("POST", body=BODY, headers={"Idempotency-Key": "make-1"})
    again = f.call("POST", body=BODY, headers={"Idempotency-Key": "make-1"})
    assert (again.status, again.body["id"], again.headers.get("Idempotent-Replayed")) == (
        201,
        first.body["id"],
        "true",
    )
    item = f"/{first.body['id']}/credential"
    set_ = f.call("POST", item, body={"value": SECRET}, headers={"Idempotency-Key": "cred-1"})
    versions = stages(f.secret_name(first.body["id"]))
    replay = f.call("POST", item, body={"value": SECRET}, headers={"Idempotency-Key": "cred-1"})
    assert (replay.status, replay.body, replay.headers.get("Idempotent-Replayed")) == (200, set_.body, "true")
    assert stages(f.secret_name(first.body["id"])) == versions  # the write did not run again
    other = f.call("POST", item, body={"value": "another-value-1"}, headers={"Idempotency-Key": "cred-1"})
    assert (other.status, other.code) == (409, "idempotency_conflict")
    assert len(f.call("GET").body["items"]) == 1


# ---- the credential --------------------------------------------------------------------------------


def test_a_credential_goes_to_secrets_manager_only(f: Firm, capsys: pytest.CaptureFixture[str]) -> None:
    made = f.with_credential()
    name = f.secret_name(made["id"])
    assert current_value(name) == SECRET
    tags = {tag["Key"]: tag["Value"] for tag in sm().describe_secret(SecretId=name)["Tags"]}
    assert tags == {"firm": f.member.firm_id, "integration": made["id"]}
    got = f.call("GET", f"/{made['id']}")
    assert got.body["secretSet"] is True
    assert "secretVersion" not in got.body
    f.call("GET")
    # The table holds the version id it names, never the value.
    item = stored(f, made["id"])
    assert SECRET not in json.dumps(item, default=str)
    assert item["secretVersion"] in stages(name)
    captured = capsys.readouterr()
    never_shown(f, SECRET, captured.out + captured.err)


def test_setting_it_again_rotates_it_and_the_item_names_the_current_version(f: Firm) -> None:
    made = f.with_credential()
    name = f.secret_name(made["id"])
    assert f.call("POST", f"/{made['id']}/credential", body={"value": "rotated-value-2"}).status == 200
    item = stored(f, made["id"])
    assert "AWSCURRENT" in stages(name)[item["secretVersion"]]
    assert "PENDING" not in stages(name)[item["secretVersion"]]
    assert current_value(name) == "rotated-value-2"
    assert f.call("GET", f"/{made['id']}").headers["ETag"] == '"3"'


@pytest.mark.parametrize(
    "value",
    ["", " leading", "trailing ", "crlf\r\nX-Injected: 1", "tab\there", "nul\x00byte", "é-non-ascii-value",
     "\u202eoverride", "x" * 8193, "k" * 1_000_00, 12345, None, ["list"], {"nested": "object"}],
)  # fmt: skip
def test_a_credential_that_is_not_visible_ascii_is_400_without_echo(f: Firm, value: Any) -> None:
    made = f.create()
    refused = f.call("POST", f"/{made['id']}/credential", body={"value": value})
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    if isinstance(value, str) and len(value) > 3:
        assert value[:6] not in json.dumps(refused.body)
        assert not says_length(refused, value)
    assert f.call("GET", f"/{made['id']}").body["secretSet"] is False
    assert not exists(f.secret_name(made["id"]))


def test_the_credential_body_never_names_an_unknown_key(f: Firm) -> None:
    made = f.create()
    refused = f.call("POST", f"/{made['id']}/credential", body={"value": SECRET, SECRET: "x"})
    assert refused.status == 400
    never_shown(f, SECRET, "")


def test_activate_needs_the_credential_and_deactivate_stops_it(f: Firm) -> None:
    made = f.create()
    item = f"/{made['id']}"
    unset = f.call("POST", f"{item}/activate")
    assert (unset.status, unset.code) == (409, "secret_not_set")
    f.call("POST", f"{item}/credential", body={"value": SECRET})
    on = f.call("POST", f"{item}/activate")
    assert (on.status, on.body["active"], on.headers["ETag"]) == (200, True, '"3"')
    again = f.call("POST", f"{item}/activate")
    assert (again.status, again.headers["ETag"]) == (200, '"3"')  # already on: nothing written
    off = f.call("POST", f"{item}/deactivate")
    assert (off.status, off.body["active"], off.body["secretSet"]) == (200, False, True)


def test_delete_removes_the_item_and_its_secret(f: Firm) -> None:
    made = f.with_credential()
    name = f.secret_name(made["id"])
    assert exists(name)
    gone = f.call("DELETE", f"/{made['id']}")
    assert (gone.status, gone.body["secretSet"]) == (200, True)
    assert not exists(name)
    assert f.call("GET", f"/{made['id']}").status == 404
    assert f.call("POST", f"/{made['id']}/credential", body={"value": SECRET}).status == 404
    assert not exists(name)
    assert f.call("DELETE", f"/{f.create()['id']}").status == 200  # without a credential too


# ---- a failure between the secret and the item -----------------------------------------------------


def _failing_commit(monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    def refuse(*_: Any, **__: Any) -> None:
        raise error

    monkeypatch.setattr("kernel.pipeline.commit", refuse)


@pytest.mark.parametrize("error", [RuntimeError("the table went away"), errors.write_conflict()])
def test_a_first_credential_whose_item_write_fails_leaves_no_secret(
    f: Firm, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: Exception
) -> None:
    made = f.create()
    with monkeypatch.context() as patched:
        _failing_commit(patched, error)
        failed = f.call("POST", f"/{made['id']}/credential", body={"value": SECRET})
    assert failed.status in (409, 500)
    assert not exists(f.secret_name(made["id"]))
    assert f.call("GET", f"/{made['id']}").body["secretSet"] is False
    captured = capsys.readouterr()
    never_shown(f, SECRET, captured.out + captured.err)


def test_a_rotation_whose_item_write_fails_leaves_the_current_secret_current(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = f.with_credential()
    name = f.secret_name(made["id"])
    named = stored(f, made["id"])["secretVersion"]
    with monkeypatch.context() as patched:
        _failing_commit(patched, RuntimeError("lost"))
        assert f.call("POST", f"/{made['id']}/credential", body={"value": "never-current"}).status == 500
    assert stored(f, made["id"])["secretVersion"] == named
    assert "AWSCURRENT" in stages(name)[named]
    assert current_value(name) == SECRET


def test_a_write_that_went_in_keeps_its_secret_even_if_its_answer_was_lost(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The commit succeeds, then the call fails: the item names the secret, so it stays."""
    import kernel.pipeline

    made = f.create()
    real = kernel.pipeline.commit

    def commit_then_fail(*args: Any, **kwargs: Any) -> None:
        real(*args, **kwargs)
        raise RuntimeError("the answer was lost")

    with monkeypatch.context() as patched:
        patched.setattr("kernel.pipeline.commit", commit_then_fail)
        assert f.call("POST", f"/{made['id']}/credential", body={"value": SECRET}).status == 500
    assert f.call("GET", f"/{made['id']}").body["secretSet"] is True
    assert exists(f.secret_name(made["id"]))


def test_a_secret_left_by_hand_is_rotated_not_an_error(f: Firm) -> None:
    made = f.create()
    sm().create_secret(Name=f.secret_name(made["id"]), SecretString="left-behind")
    assert f.call("POST", f"/{made['id']}/credential", body={"value": SECRET}).status == 200
    assert current_value(f.secret_name(made["id"])) == SECRET


# ---- who may ---------------------------------------------------------------------------------------


def test_another_firms_integration_is_404_and_untouched(stack: Stack, f: Firm) -> None:
    theirs = f.with_credential()
    other = firm_for(stack)
    item = f"/{theirs['id']}"
    for method, path, body in [
        ("GET", item, None),
        ("PUT", item, BODY),
        ("DELETE", item, None),
        ("POST", f"{item}/credential", {"value": "stolen-value"}),
        ("POST", f"{item}/activate", None),
        ("POST", f"{item}/deactivate", None),
    ]:
        answer = other.call(method, path, body=body)
        assert answer.status == 404, (method, path, answer.body)
    assert other.call("GET").body["items"] == []
    assert current_value(f.secret_name(theirs["id"])) == SECRET
    assert not exists(other.secret_name(theirs["id"]))
    for hostile in ("intg_" + "0" * 26, "not-an-id", "..%2F..%2Fx", "a%23b"):
        assert f.call("GET", f"/{hostile}").status == 404


@pytest.mark.parametrize("role", ["member", "viewer", "compliance"])
def test_a_member_without_the_permission_is_403_everywhere(stack: Stack, f: Firm, role: str) -> None:
    made = f.with_credential()
    them = firm_for(stack, role=role, scopes=["records:write"], firm_id=f.member.firm_id)
    item = f"/{made['id']}"
    for method, path, body in [
        ("GET", "", None),
        ("POST", "", BODY),
        ("GET", item, None),
        ("PUT", item, BODY),
        ("DELETE", item, None),
        ("POST", f"{item}/credential", {"value": "x-value"}),
        ("POST", f"{item}/activate", None),
        ("POST", f"{item}/deactivate", None),
        ("GET", "/api/v1/x/screening", None),
        ("GET", "/api/v1/x/document-storage", None),
        ("PUT", "/api/v1/x/screening", {"key": "provider", "value": "dowJones"}),
        ("PUT", "/api/v1/x/document-storage", {"key": "provider", "value": "box"}),
    ]:
        answer = them.call(method, path, body=body)
        assert answer.status == 403, (method, path, answer.body)
    assert current_value(f.secret_name(made["id"])) == SECRET


def test_scopes_read_for_get_write_otherwise(stack: Stack, f: Firm) -> None:
    made = f.create()
    reader = firm_for(stack, scopes=["records:read"], firm_id=f.member.firm_id)
    assert reader.call("GET").status == 200
    assert reader.call("GET", "/api/v1/x/screening").status == 200
    for method, path, body in [
        ("POST", "", BODY),
        ("PUT", f"/{made['id']}", BODY),
        ("POST", f"/{made['id']}/credential", {"value": SECRET}),
        ("POST", f"/{made['id']}/activate", None),
        ("DELETE", f"/{made['id']}", None),
        ("PUT", "/api/v1/x/screening", {"key": "provider", "value": "dowJones"}),
    ]:
        assert reader.call(method, path, body=body).code == "scope_denied", (method, path)
    unscoped = firm_for(stack, scopes=["connectors:draft"], firm_id=f.member.firm_id)
    assert unscoped.call("GET").code == "scope_denied"


# ---- provider settings -----------------------------------------------------------------------------

SCREENING_PATH = "/api/v1/x/screening"
STORAGE_PATH = "/api/v1/x/document-storage"


def test_a_screen_answers_every_key_before_anything_is_set(f: Firm) -> None:
    got = f.call("GET", SCREENING_PATH)
    assert (got.status, got.body["provider"], got.body["version"], got.headers["ETag"]) == (
        200,
        None,
        0,
        '"0"',
    )
    keys = [setting["key"] for setting in got.body["settings"]]
    assert keys == list(SCREENING.keys)
    assert {s["key"] for s in got.body["settings"] if s["secret"]} == {
        "worldCheck.apiKey", "worldCheck.apiSecret", "dowJones.password", "complyAdvantage.apiKey"
    }  # fmt: skip
    assert all(s["secretSet"] is False for s in got.body["settings"] if s["secret"])
    storage = f.call("GET", STORAGE_PATH).body
    assert set(DOCUMENT_STORAGE.providers) == {"sharePoint", "box", "googleDrive"}
    assert [s["key"] for s in storage["settings"]] == list(DOCUMENT_STORAGE.keys)


def test_a_setting_is_stored_and_a_null_clears_it(f: Firm) -> None:
    chosen = f.call("PUT", SCREENING_PATH, body={"key": "provider", "value": "worldCheck"})
    assert (chosen.status, chosen.body["provider"], chosen.headers["ETag"]) == (200, "worldCheck", '"1"')
    group = f.call("PUT", SCREENING_PATH, body={"key": "worldCheck.groupId", "value": "grp-0a3687cf"})
    shown = {s["key"]: s for s in group.body["settings"]}
    assert shown["worldCheck.groupId"]["value"] == "grp-0a3687cf"
    same = f.call("PUT", SCREENING_PATH, body={"key": "worldCheck.groupId", "value": "grp-0a3687cf"})
    assert same.headers["ETag"] == '"2"'  # the same value again: nothing written
    cleared = f.call("PUT", SCREENING_PATH, body={"key": "worldCheck.groupId", "value": None})
    assert {s["key"]: s for s in cleared.body["settings"]}["worldCheck.groupId"]["value"] is None
    assert f.call("GET", SCREENING_PATH).headers["ETag"] == '"3"'


def test_an_unknown_key_is_400_naming_the_allowed_keys(f: Firm) -> None:
    for body in (
        {"key": "worldCheck.baseUrl", "value": "https://evil.example"},
        {"key": "apiKey", "value": "x"},
        {"key": "box.clientId", "value": "a" * 32},
        {"key": 7, "value": "x"},
    ):
        refused = f.call("PUT", SCREENING_PATH, body=body)
        assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
        assert refused.body["error"]["details"][0]["field"] == "key"
        assert refused.body["error"]["allowedKeys"] == list(SCREENING.keys)
        assert all(key in refused.body["error"]["message"] for key in SCREENING.keys)
    refused = f.call("PUT", STORAGE_PATH, body={"key": "worldCheck.apiKey", "value": SECRET})
    assert "sharePoint.clientSecret" in refused.body["error"]["message"]
    assert SECRET not in json.dumps(refused.body)
    assert f.call("GET", SCREENING_PATH).body["version"] == 0
    assert f.call("PUT", SCREENING_PATH, body={"key": "provider"}).status == 200  # null: nothing to clear


@pytest.mark.parametrize(
    ("path", "key", "value"),
    [
        (SCREENING_PATH, "provider", "sharePoint"),
        (SCREENING_PATH, "worldCheck.environment", "staging"),
        (SCREENING_PATH, "complyAdvantage.fuzziness", "1.5"),
        (SCREENING_PATH, "complyAdvantage.fuzziness", 0.5),
        (SCREENING_PATH, "dowJones.username", "name\nX-Injected: 1"),
        (SCREENING_PATH, "worldCheck.groupId", "../../etc"),
        (STORAGE_PATH, "sharePoint.siteHostname", "evil.example"),
        (STORAGE_PATH, "sharePoint.siteHostname", "169.254.169.254"),
        (STORAGE_PATH, "sharePoint.siteHostname", "acme.sharepoint.com.evil.example"),
        (STORAGE_PATH, "sharePoint.sitePath", "/sites/../admin"),
        (STORAGE_PATH, "sharePoint.directoryId", "not-a-guid"),
        (STORAGE_PATH, "box.enterpriseId", "12a"),
        (STORAGE_PATH, "googleDrive.impersonatedUser", "not an email"),
        (STORAGE_PATH, "box.rootFolderId", "9" * 10_000),
    ],
)
def test_a_value_its_key_does_not_take_is_400_naming_value(f: Firm, path: str, key: str, value: Any) -> None:
    refused = f.call("PUT", path, body={"key": key, "value": value})
    assert (refused.status, refused.code) == (400, "invalid_request"), refused.body
    assert refused.body["error"]["details"][0]["field"] == "value"
    assert f.call("GET", path).body["version"] == 0


def test_a_secret_setting_goes_to_secrets_manager_and_shows_as_secret_set(
    f: Firm, capsys: pytest.CaptureFixture[str]
) -> None:
    key = "sharePoint.clientSecret"
    name = f.setting_name("document-storage", key)
    set_ = f.call("PUT", STORAGE_PATH, body={"key": key, "value": SECRET})
    assert set_.status == 200, set_.body
    shown = {s["key"]: s for s in set_.body["settings"]}[key]
    assert shown == {"key": key, "secret": True, "value": None, "secretSet": True}
    assert current_value(name) == SECRET
    assert f.call("PUT", STORAGE_PATH, body={"key": key, "value": "rotated-secret-2"}).status == 200
    assert current_value(name) == "rotated-secret-2"
    f.call("GET", STORAGE_PATH)
    cleared = f.call("PUT", STORAGE_PATH, body={"key": key, "value": None})
    assert {s["key"]: s for s in cleared.body["settings"]}[key]["secretSet"] is False
    assert not exists(name)
    assert f.call("PUT", STORAGE_PATH, body={"key": key, "value": SECRET}).status == 200  # and set again
    assert current_value(name) == SECRET
    captured = capsys.readouterr()
    never_shown(f, SECRET, captured.out + captured.err)
    never_shown(f, "rotated-secret-2", captured.out + captured.err)


@pytest.mark.parametrize("value", ["", "tab\there", "é-non-ascii", "x" * 8193, "crlf\r\nX: 1"])
def test_a_secret_setting_that_is_not_visible_ascii_is_400_without_echo(f: Firm, value: str) -> None:
    refused = f.call("PUT", SCREENING_PATH, body={"key": "dowJones.password", "value": value})
    assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "value")
    if len(value) > 3:
        assert value[:6] not in json.dumps(refused.body)
        assert not says_length(refused, value)
    assert not exists(f.setting_name("screening", "dowJones.password"))


def test_a_secret_setting_whose_item_write_fails_leaves_no_secret(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patched:
        _failing_commit(patched, RuntimeError("lost"))
        failed = f.call("PUT", SCREENING_PATH, body={"key": "complyAdvantage.apiKey", "value": SECRET})
    assert failed.status == 500
    assert not exists(f.setting_name("screening", "complyAdvantage.apiKey"))
    assert f.call("GET", SCREENING_PATH).body["version"] == 0


def test_settings_are_versioned_and_each_firms_own(stack: Stack, f: Firm) -> None:
    f.call("PUT", SCREENING_PATH, body={"key": "provider", "value": "dowJones"})
    f.call("PUT", SCREENING_PATH, body={"key": "dowJones.password", "value": SECRET})
    stale = f.call(
        "PUT", SCREENING_PATH, body={"key": "provider", "value": "worldCheck"}, headers={"If-Match": '"1"'}
    )
    assert (stale.status, stale.code) == (412, "version_conflict")
    fresh = f.call(
        "PUT", SCREENING_PATH, body={"key": "provider", "value": "worldCheck"}, headers={"If-Match": '"2"'}
    )
    assert (fresh.status, fresh.headers["ETag"]) == (200, '"3"')
    other = firm_for(stack)
    theirs = other.call("GET", SCREENING_PATH).body
    assert (theirs["provider"], theirs["version"]) == (None, 0)
    assert not any(s.get("secretSet") for s in theirs["settings"])
    other.call("PUT", SCREENING_PATH, body={"key": "dowJones.password", "value": "their-own-value"})
    assert current_value(f.setting_name("screening", "dowJones.password")) == SECRET


def test_the_openapi_document_lists_the_providers_and_keys(f: Firm) -> None:
    document = build_document(f.app.routes, title="t", version="1")
    text = json.dumps(document)
    for name in (*INTEGRATION_PROVIDERS, *SCREENING.keys, *DOCUMENT_STORAGE.keys):
        assert name in text
    for label in (
        "Refinitiv World-Check",
        "Dow Jones",
        "ComplyAdvantage",
        "SharePoint",
        "Box",
        "Google Drive",
    ):
        assert label in text
    schemas = document["components"]["schemas"]
    assert schemas["IntegrationCredential"]["properties"]["value"]["writeOnly"] is True
