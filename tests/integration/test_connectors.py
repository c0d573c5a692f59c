"""Connectors (spec 2.1, 3.1, 4.7) under moto: the draft and the published call, definitionRevision,
roles, scopes and permissions, the secret in Secrets Manager, and the test call through the address
guard to an HTTPS system on loopback (tests/connector_support.py)."""

from __future__ import annotations

import base64
import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import boto3
import pytest
import trustme

from connectors.secrets import ConnectorSecrets
from connectors_api.handler import create_app
from kernel.outbound import Limits, Outbound
from records_api.handler import create_app as records_app
from tests.connector_support import (
    PARTNER_ADDRESS,
    PARTNER_HOST,
    LoopbackBackend,
    PartnerSystem,
    Reply,
    StubResolver,
    outbound,
    partner_system,
)
from tests.support import Member, Result, Stack, api_event, call, raw_items

PATH = "/api/v1/x/connectors"
SCOPES = ["connectors:draft", "connectors:activate", "records:read"]
SECRET = "sk_live_Zq8-UNIQUE-secret-value-0042"
SECRETS_PREFIX = "records-platform/test"
FIND = {"operationKey": "findCompany", "parameters": {"companyId": "1"}}
Partner = tuple[trustme.CA, PartnerSystem]


def body(**changes: Any) -> dict[str, Any]:
    definition: dict[str, Any] = {
        "connectorKey": "crm",
        "name": "Partner CRM",
        "baseUrl": f"https://{PARTNER_HOST}/v2",
        "auth": "bearer",
        "surfaces": "automations",
        "useRoleIds": ["admin"],
        "operations": [{
            "key": "findCompany", "label": "Find a company", "description": "By its id.",
            "method": "GET", "effect": "read", "path": "/companies/{companyId}",
            "parameters": [{"name": "companyId", "valueType": "string", "required": True, "in": "path"},
                           {"name": "fields", "valueType": "string", "in": "query"}],
            "outputs": [{"name": "employees", "path": "$.employees"},
                        {"name": "firstOffice", "path": "$.offices[0].city"}],
        }],
    }  # fmt: skip
    definition.update(changes)
    return definition


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@dataclass
class Connectors:
    """A firm's admin calling the connectors family, the outside system it reaches, and the stack."""

    stack: Stack
    member: Member
    token: str
    app: Any
    system: PartnerSystem
    backend: LoopbackBackend
    resolver: StubResolver
    ca: trustme.CA

    def call(self, method: str, path: str = "", **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, f"{PATH}{path}", **kwargs)

    def create(self, **changes: Any) -> dict[str, Any]:
        made = self.call("POST", body=body(**changes))
        assert made.status == 201, made.body
        return dict(made.body)

    def with_secret(self, **changes: Any) -> dict[str, Any]:
        connector = self.create(**changes)
        assert self.call("POST", f"/{connector['id']}/secret", body={"secret": SECRET}).status == 200
        return connector

    def limit(self, limits: Limits) -> None:
        self.app.ports.override(Outbound, outbound(self.ca, self.backend, self.resolver, limits))

    def feed(self) -> list[dict[str, Any]]:
        """The firm's change feed: records only (spec 6), so no connector write shows in it."""
        app = self.stack.app(records_app())
        answer = call(app, "GET", "/api/v1/x/changes", token=self.token, query="limit=200")
        assert answer.status == 200, answer.body
        return list(answer.body["items"])


def connectors_for(stack: Stack, partner: Partner, role: str = "admin",
                   scopes: list[str] | None = None, firm_id: str | None = None) -> Connectors:  # fmt: skip
    ca, system = partner
    backend, resolver = LoopbackBackend(system.port), StubResolver()
    app = stack.app(create_app())
    app.ports.override(Outbound, outbound(ca, backend, resolver))
    app.ports.override(ConnectorSecrets, ConnectorSecrets(SECRETS_PREFIX))
    member = stack.member(firm_id or stack.firm(), role)
    return Connectors(
        stack, member, stack.api_token(member, scopes or SCOPES), app, system, backend, resolver, ca
    )


@pytest.fixture
def c(stack: Stack, partner: Partner) -> Connectors:
    _, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=json.dumps({"ok": True}).encode())
    return connectors_for(stack, partner)


def secrets_client() -> Any:
    return boto3.client("secretsmanager", region_name="us-east-1")


# ---- the draft and its states ------------------------------------------------------------------------


def test_create_makes_an_inactive_draft_that_get_and_list_show(c: Connectors) -> None:
    made = c.create()
    assert (made["active"], made["definitionRevision"], made["secretSet"], made["published"]) == (
        False,
        0,
        False,
        None,
    )
    got = c.call("GET", f"/{made['id']}")
    assert got.status == 200
    assert got.headers["ETag"] == '"1"'
    assert got.body["operations"][0]["parameters"][0]["in"] == "path"
    listed = c.call("GET").body["items"]
    assert [(item["id"], item["active"]) for item in listed] == [(made["id"], False)]
    assert c.feed() == []  # a connector is no record: its writes are not in the change feed (spec 6)


def test_a_taken_key_is_409_until_the_connector_is_deleted(c: Connectors) -> None:
    first = c.create()
    again = c.call("POST", body=body(name="Another"))
    assert (again.status, again.code) == (409, "already_exists")
    assert c.call("DELETE", f"/{first['id']}").status == 200
    assert c.call("GET", f"/{first['id']}").status == 404
    assert c.call("POST", body=body()).status == 201


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"useRoleIds": []}, "useRoleIds"),
        ({"useRoleIds": ["admin", "owner"]}, "useRoleIds[1]"),
        ({"useRoleIds": ["admin", "admin"]}, "useRoleIds[1]"),
        ({"surfaces": "email"}, "surfaces"),
        ({"auth": "basic"}, "auth"),
        ({"operations": [{**body()["operations"][0], "effect": "delete"}]}, "operations[0].effect"),
        ({"operations": [{**body()["operations"][0], "path": "/companies/{id}"}]}, "operations[0].path"),
        ({"operations": [{**body()["operations"][0], "path": "/a/../{companyId}"}]}, "operations[0].path"),
        ({"operations": [{**body()["operations"][0], "path": "/a?b={companyId}"}]}, "operations[0].path"),
        (
            {"operations": [{**body()["operations"][0], "path": "//evil.example/{companyId}"}]},
            "operations[0].path",
        ),
        (
            {"operations": [{**body()["operations"][0], "outputs": [{"name": "x", "path": "employees"}]}]},
            "operations[0].outputs[0].path",
        ),
        ({"operations": [body()["operations"][0], body()["operations"][0]]}, "operations"),
        ({"tenantId": "frm_x"}, None),
    ],
)
def test_an_invalid_definition_is_400_and_nothing_is_stored(
    c: Connectors, changes: dict[str, Any], field: str | None
) -> None:
    refused = c.call("POST", body=body(**changes))
    assert refused.status == 400, refused.body
    if field is not None:
        assert field in [d["field"] for d in refused.body["error"]["details"]]
    assert c.call("GET").body["items"] == []


@pytest.mark.parametrize(
    ("base_url", "code"),
    [
        ("http://api.partner.example", "url_not_https"),
        ("https://user:pw@api.partner.example", "url_has_userinfo"),
        ("https://api.partner.example/v2?key=1", "url_has_query"),
        ("https://api.partner.example/v2#top", "url_has_query"),
        ("https://127.0.0.1", "address_not_public"),
        ("https://169.254.169.254/latest/meta-data", "address_not_public"),
        ("https://[fd00:ec2::254]", "address_not_public"),
        ("https://0x7f.1", "address_not_public"),
        ("https://metadata.google.internal.", "address_not_public"),
        ("https://api.test", "host_is_service"),  # the host this request reached
        ("https://API.TEST.", "host_is_service"),
    ],
)
def test_an_unsafe_base_url_is_refused_on_save_with_a_code_that_says_why(
    c: Connectors, base_url: str, code: str
) -> None:
    refused = c.call("POST", body=body(baseUrl=base_url))
    assert (refused.status, refused.code) == (400, code)
    assert "169.254" not in refused.body["error"]["message"]
    assert c.call("GET").body["items"] == []
    made = c.create()
    assert c.call("PUT", f"/{made['id']}", body=body(baseUrl=base_url)).code == code


def test_the_deployment_s_own_host_names_are_refused(stack: Stack, partner: Partner) -> None:
    c = connectors_for(stack, partner)
    settings = stack.settings._replace(service_hosts=("records.firm-platform.example",))
    services = stack.services()
    services.settings = settings
    from kernel.services import Services

    c.app.ports.override(Services, services)
    refused = c.call("POST", body=body(baseUrl="https://Records.Firm-Platform.example./api"))
    assert (refused.status, refused.code) == (400, "host_is_service")


def test_put_changes_only_the_draft_and_publish_copies_it(c: Connectors) -> None:
    made = c.create()
    assert c.call("POST", f"/{made['id']}/activate").code == "connector_not_published"
    published = c.call("POST", f"/{made['id']}/publish", body={})
    assert published.status == 200, published.body
    assert (published.body["active"], published.body["definitionRevision"]) == (True, 1)
    assert published.body["published"]["name"] == "Partner CRM"
    edited = c.call("PUT", f"/{made['id']}", body=body(name="Partner CRM (new)"))
    assert edited.status == 200
    assert (edited.body["name"], edited.body["published"]["name"]) == ("Partner CRM (new)", "Partner CRM")
    assert (edited.body["active"], edited.body["definitionRevision"]) == (True, 1)


def _operation(**changes: Any) -> dict[str, Any]:
    operation = copy.deepcopy(body()["operations"][0])
    operation.update(changes)
    return operation


@pytest.mark.parametrize(
    ("changes", "rises"),
    [
        ({"name": "Renamed"}, False),
        ({"surfaces": "both"}, False),
        ({"useRoleIds": ["admin", "member"]}, False),
        ({"operations": [_operation(label="Look up a company", description="Another text.")]}, False),
        ({"operations": [_operation(parameters=list(reversed(_operation()["parameters"])))]}, False),
        ({"baseUrl": "https://api.partner.example/v3"}, True),
        ({"auth": "api_key"}, True),
        ({"operations": [_operation(method="POST")]}, True),
        ({"operations": [_operation(path="/orgs/{companyId}")]}, True),
        ({"operations": [_operation(effect="write")]}, True),
        ({"operations": [_operation(parameters=[_operation()["parameters"][0]])]}, True),
        ({"operations": [_operation(outputs=[{"name": "employees", "path": "$.staff"}])]}, True),
        ({"operations": [_operation(), _operation(key="other")]}, True),
    ],
)
def test_definition_revision_rises_only_when_the_call_changes(
    c: Connectors, changes: dict[str, Any], rises: bool
) -> None:
    made = c.create()
    c.call("POST", f"/{made['id']}/publish", body={})
    assert c.call("PUT", f"/{made['id']}", body=body(**changes)).status == 200
    again = c.call("POST", f"/{made['id']}/publish", body={}).body
    assert again["definitionRevision"] == (2 if rises else 1)
    assert again["published"] == {key: again[key] for key in again["published"]}


def test_deactivate_stops_it_and_activate_turns_the_published_call_on_without_the_draft(
    c: Connectors,
) -> None:
    made = c.create()
    c.call("POST", f"/{made['id']}/publish", body={})
    off = c.call("POST", f"/{made['id']}/deactivate")
    assert (off.status, off.body["active"]) == (200, False)
    c.call("PUT", f"/{made['id']}", body=body(baseUrl="https://api.partner.example/v9"))
    on = c.call("POST", f"/{made['id']}/activate").body
    assert (on["active"], on["published"]["baseUrl"], on["baseUrl"]) == (
        True, f"https://{PARTNER_HOST}/v2", "https://api.partner.example/v9"
    )  # fmt: skip
    assert on["definitionRevision"] == 1
    again = c.call("POST", f"/{made['id']}/activate")
    assert (again.status, again.body["version"]) == (200, on["version"])  # already on: nothing written
    assert c.feed() == []


def test_if_match_guards_the_state_routes(c: Connectors) -> None:
    made = c.create()
    stale = c.call("POST", f"/{made['id']}/publish", body={}, headers={"If-Match": '"7"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    fresh = c.call("POST", f"/{made['id']}/publish", body={}, headers={"If-Match": '"1"'})
    assert (fresh.status, fresh.headers["ETag"]) == (200, '"2"')


# ---- who may ---------------------------------------------------------------------------------------


def test_scopes_split_read_draft_and_activate(stack: Stack, c: Connectors) -> None:
    made = c.create()
    reader = stack.api_token(c.member, ["connectors:read"])
    drafter = stack.api_token(c.member, ["connectors:draft"])
    assert c.call("GET", token=reader).status == 200
    assert c.call("POST", body=body(connectorKey="x"), token=reader).code == "scope_denied"
    assert c.call("POST", f"/{made['id']}/secret", body={"secret": "s"}, token=reader).code == "scope_denied"
    assert c.call("PUT", f"/{made['id']}", body=body(), token=drafter).status == 200
    for action in ("publish", "activate", "deactivate"):
        assert c.call("POST", f"/{made['id']}/{action}", token=drafter).code == "scope_denied"
    assert c.call("DELETE", f"/{made['id']}", token=drafter).code == "scope_denied"


def test_a_member_without_the_connectors_permission_is_403(stack: Stack, partner: Partner) -> None:
    member = connectors_for(stack, partner, role="member")
    assert member.call("GET").status == 403
    assert member.call("POST", body=body()).status == 403


def test_another_firm_s_connector_is_404_on_every_route(
    stack: Stack, partner: Partner, c: Connectors
) -> None:
    made = c.with_secret()
    other = connectors_for(stack, partner)
    item = f"/{made['id']}"
    for method, path, sent in (
        ("GET", item, None), ("PUT", item, body()), ("DELETE", item, None),
        ("POST", f"{item}/secret", {"secret": "stolen"}), ("POST", f"{item}/publish", {}),
        ("POST", f"{item}/activate", None), ("POST", f"{item}/deactivate", None),
        ("POST", f"{item}/test", FIND),
    ):  # fmt: skip
        assert other.call(method, path, body=sent).status == 404, (method, path)
    assert c.system.seen == []
    assert c.call("GET", item).body["version"] == 2


# ---- the secret ------------------------------------------------------------------------------------


def _stored_anywhere(stack: Stack, text: str) -> bool:
    """Whether any item of the data or control table holds `text` (read behind the store)."""
    tables = (stack.settings.data_table, stack.settings.control_table)
    return any(text in json.dumps(raw_items(table), default=str) for table in tables)


def test_a_secret_goes_to_secrets_manager_only_and_is_never_answered(
    c: Connectors, capsys: pytest.CaptureFixture[str]
) -> None:
    made = c.create()
    set_ = c.call("POST", f"/{made['id']}/secret", body={"secret": SECRET}, headers={"Idempotency-Key": "k1"})
    assert (set_.status, set_.body) == (200, {"secretSet": True})
    got = c.call("GET", f"/{made['id']}")
    assert got.body["secretSet"] is True
    assert "secretVersion" not in got.body
    assert SECRET not in json.dumps(got.body)
    name = f"{SECRETS_PREFIX}/connectors/{c.member.firm_id}/{made['id']}"
    assert secrets_client().get_secret_value(SecretId=name)["SecretString"] == SECRET
    assert not _stored_anywhere(c.stack, SECRET)
    assert not _stored_anywhere(c.stack, SECRET[:12])
    replay = c.call(
        "POST", f"/{made['id']}/secret", body={"secret": SECRET}, headers={"Idempotency-Key": "k1"}
    )
    assert (replay.status, replay.headers.get("Idempotent-Replayed")) == (200, "true")
    assert SECRET[:8] not in capsys.readouterr().out
    assert c.feed() == []


def test_setting_the_secret_again_rotates_it_and_delete_leaves_it(c: Connectors) -> None:
    made = c.with_secret()
    name = f"{SECRETS_PREFIX}/connectors/{c.member.firm_id}/{made['id']}"
    assert c.call("POST", f"/{made['id']}/secret", body={"secret": "rotated-value-2"}).status == 200
    client = secrets_client()
    assert client.get_secret_value(SecretId=name)["SecretString"] == "rotated-value-2"
    assert client.get_secret_value(SecretId=name, VersionStage="AWSPREVIOUS")["SecretString"] == SECRET
    assert c.call("DELETE", f"/{made['id']}").status == 200
    assert client.describe_secret(SecretId=name)["Name"] == name


@pytest.mark.parametrize(
    "secret", ["", " leading", "crlf\r\nX-Injected: 1", "tab\there", "é-non-ascii", "x" * 4097]
)
def test_a_secret_that_cannot_be_a_header_value_is_400_without_echo(c: Connectors, secret: str) -> None:
    made = c.create()
    refused = c.call("POST", f"/{made['id']}/secret", body={"secret": secret})
    assert refused.status == 400
    if len(secret) > 3:
        assert secret[:4] not in json.dumps(refused.body)
    assert c.call("GET", f"/{made['id']}").body["secretSet"] is False


# ---- the test call ---------------------------------------------------------------------------------


def test_a_test_call_reaches_the_system_at_the_checked_address_with_the_secret(c: Connectors) -> None:
    answer = {"employees": 120, "offices": [{"city": "Berlin"}], "name": "Acme"}
    c.system.respond = lambda seen: Reply(body=json.dumps(answer).encode())
    made = c.with_secret()
    parameters = {"companyId": "a/b?c", "fields": "all"}
    tested = c.call(
        "POST", f"/{made['id']}/test", body={"operationKey": "findCompany", "parameters": parameters}
    )
    assert tested.status == 200, tested.body
    report = tested.body
    assert (report["outcome"], report["status"], report["outputs"]) == (
        "answered", 200, {"employees": 120, "firstOffice": "Berlin"}
    )  # fmt: skip
    assert report["request"] == {
        "method": "GET",
        "url": f"https://{PARTNER_HOST}/v2/companies/a%2Fb%3Fc?fields=all",
    }
    [seen] = c.system.seen
    assert (seen.path, seen.headers["host"], seen.headers["authorization"]) == (
        "/v2/companies/a%2Fb%3Fc?fields=all", PARTNER_HOST, f"Bearer {SECRET}"
    )  # fmt: skip
    assert c.backend.connected == [(PARTNER_ADDRESS, 443)]
    # Resolved on save, then once for the call: the connection used that answer.
    assert c.resolver.asked == [PARTNER_HOST, PARTNER_HOST]
    assert isinstance(report["durationMs"], int)
    assert "Acme" in report["bodyExcerpt"]
    assert c.call("GET", f"/{made['id']}").body["published"] is None  # a test does not publish


def test_a_test_call_uses_the_draft_and_an_api_key_header(c: Connectors) -> None:
    made = c.with_secret(auth="api_key")
    c.call("POST", f"/{made['id']}/publish", body={})
    draft = body(auth="api_key", operations=[_operation(method="POST", path="/search", parameters=[
        {"name": "q", "valueType": "string", "required": True, "in": "body"},
        {"name": "limit", "valueType": "integer", "in": "body"}])])  # fmt: skip
    assert c.call("PUT", f"/{made['id']}", body=draft).status == 200
    tested = c.call(
        "POST",
        f"/{made['id']}/test",
        body={"operationKey": "findCompany", "parameters": {"q": "acme", "limit": 5}},
    )
    assert tested.status == 200, tested.body
    [seen] = c.system.seen
    assert (seen.method, seen.path, seen.headers["x-api-key"], json.loads(seen.body)) == (
        "POST", "/v2/search", SECRET, {"limit": 5, "q": "acme"}
    )  # fmt: skip
    assert "authorization" not in seen.headers


def test_what_the_system_echoes_of_the_secret_is_taken_out_of_the_report(c: Connectors) -> None:
    def echo(seen: Any) -> Reply:
        document = {"employees": seen.headers["authorization"], "you_sent": seen.headers,
                    "escaped": json.dumps(SECRET), "tail": "x" * 1990 + SECRET}  # fmt: skip
        return Reply(body=json.dumps(document).encode(), headers={"Content-Type": "application/json",
                                                                  "Location": f"/x?k={SECRET}"})  # fmt: skip

    c.system.respond = echo
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    text = json.dumps(report)
    for part in (SECRET, SECRET[:6], SECRET[-6:]):
        assert part not in text, part
    assert report["outputs"]["employees"] == "[secret]"
    assert "[secret]" in report["bodyExcerpt"]
    assert report["bodyTruncated"] is True


def test_a_redirect_is_reported_not_followed(c: Connectors) -> None:
    c.system.respond = lambda seen: Reply(
        status=302, body=b"", headers={"Location": "https://169.254.169.254/latest"}
    )
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert (report["status"], report["redirectLocation"]) == (302, "https://169.254.169.254/latest")
    assert len(c.system.seen) == 1


def test_an_answer_beyond_the_size_cap_is_read_only_up_to_it(c: Connectors) -> None:
    c.system.respond = lambda seen: Reply(body=b'{"employees": 1, "pad": "' + b"y" * 300_000 + b'"}')
    c.limit(Limits(max_response_bytes=10_000))
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert (report["bodyTruncated"], report["outputs"]["employees"]) == (True, None)
    assert 1900 <= len(report["bodyExcerpt"]) < 2000  # cut, less the longest spelling of the secret


def test_a_slow_system_is_a_failed_report_with_timeout(c: Connectors) -> None:
    c.system.respond = lambda seen: Reply(delay=1.0)
    c.limit(Limits(connect_seconds=1, read_seconds=0.2, total_seconds=0.5))
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert (report["outcome"], report["failure"]["code"]) == ("failed", "timeout")


def test_a_certificate_for_another_name_fails_tls(stack: Stack, c: Connectors) -> None:
    other_ca = trustme.CA()  # the system's certificate is not signed by what this client trusts
    c.app.ports.override(Outbound, outbound(other_ca, c.backend, c.resolver))
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert (report["outcome"], report["failure"]["code"]) == ("failed", "tls_failed")
    assert c.system.seen == []


@pytest.mark.parametrize(
    ("answers", "code"),
    [
        ([], "host_not_resolved"),
        ([PARTNER_ADDRESS, "10.0.0.7"], "address_not_public"),  # one refused address refuses the call
        (["::ffff:127.0.0.1"], "address_not_public"),
        (["169.254.169.254"], "address_not_public"),
        (["64:ff9b::a9fe:a9fe"], "address_not_public"),
    ],
)
def test_a_name_resolving_anywhere_refused_is_400_and_nothing_is_sent(
    c: Connectors, answers: list[str], code: str
) -> None:
    made = c.with_secret()
    c.resolver.answers[PARTNER_HOST] = answers  # DNS changed since the save: the call checks again
    refused = c.call("POST", f"/{made['id']}/test", body=FIND)
    assert (refused.status, refused.code) == (400, code)
    assert c.backend.connected == []
    assert c.system.seen == []


def test_rebinding_cannot_swap_the_address_between_check_and_connect(c: Connectors) -> None:
    class Rebinding(StubResolver):
        def __call__(self, host: str, port: int) -> list[str]:
            self.asked.append(host)
            return [PARTNER_ADDRESS] if len(self.asked) == 1 else ["127.0.0.1"]

    made = c.with_secret()  # saved while the name resolved to the partner
    rebinding = Rebinding()
    c.app.ports.override(Outbound, outbound(c.ca, c.backend, rebinding))
    first = c.call("POST", f"/{made['id']}/test", body=FIND)
    assert first.body["status"] == 200
    assert c.backend.connected == [(PARTNER_ADDRESS, 443)]
    second = c.call("POST", f"/{made['id']}/test", body=FIND)
    assert (second.status, second.code) == (400, "address_not_public")
    assert len(c.backend.connected) == 1


def test_proxy_variables_in_the_environment_are_ignored(
    c: Connectors, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("HTTPS_PROXY", "https_proxy", "ALL_PROXY", "HTTP_PROXY"):
        monkeypatch.setenv(name, "http://10.0.0.1:3128")
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert report["status"] == 200
    assert c.backend.connected == [(PARTNER_ADDRESS, 443)]


@pytest.mark.parametrize(
    ("parameters", "field"),
    [
        ({}, "parameters.companyId"),
        ({"companyId": ".."}, "parameters.companyId"),
        ({"companyId": 7}, "parameters.companyId"),
        ({"companyId": "1", "host": "evil.example"}, "parameters.host"),
    ],
)
def test_parameters_outside_the_operation_s_schema_are_400(
    c: Connectors, parameters: dict[str, Any], field: str
) -> None:
    made = c.with_secret()
    refused = c.call(
        "POST", f"/{made['id']}/test", body={"operationKey": "findCompany", "parameters": parameters}
    )
    assert (refused.status, refused.code) == (400, "invalid_parameters")
    assert refused.body["error"]["details"][0]["field"] == field
    assert c.system.seen == []


def test_a_test_call_needs_a_set_secret_and_a_known_operation(c: Connectors) -> None:
    made = c.create()
    unset = c.call("POST", f"/{made['id']}/test", body=FIND)
    assert (unset.status, unset.code) == (409, "secret_not_set")
    c.call("POST", f"/{made['id']}/secret", body={"secret": SECRET})
    unknown = c.call("POST", f"/{made['id']}/test", body={"operationKey": "deleteAll"})
    assert (unknown.status, unknown.body["error"]["details"][0]["field"]) == (400, "operationKey")
    assert c.system.seen == []
    open_one = c.create(connectorKey="open", auth="none")
    report = c.call(
        "POST",
        f"/{open_one['id']}/test",
        body=FIND,
    ).body
    assert report["status"] == 200
    assert "authorization" not in c.system.seen[-1].headers


def test_a_secret_left_by_a_lost_write_is_rotated_not_an_error(c: Connectors) -> None:
    made = c.create()
    name = f"{SECRETS_PREFIX}/connectors/{c.member.firm_id}/{made['id']}"
    secrets_client().create_secret(Name=name, SecretString="left-behind")  # secretSet is still false
    assert c.call("POST", f"/{made['id']}/secret", body={"secret": SECRET}).status == 200
    assert secrets_client().get_secret_value(SecretId=name)["SecretString"] == SECRET
    assert c.call("POST", f"/{made['id']}/test", body=FIND).body["status"] == 200
    assert c.system.seen[-1].headers["authorization"] == f"Bearer {SECRET}"


# ---- found by probing the routes as an attacker ---------------------------------------------------------


def test_a_secret_goes_only_to_the_host_it_was_set_for(stack: Stack, c: Connectors) -> None:
    made = c.with_secret()
    drafter = stack.api_token(c.member, ["connectors:draft"])
    moved = body(baseUrl=f"https://{PARTNER_HOST}:8443/v2")  # another origin (an attacker's host alike)
    assert c.call("PUT", f"/{made['id']}", body=moved, token=drafter).status == 200
    refused = c.call("POST", f"/{made['id']}/test", body=FIND, token=drafter)
    assert (refused.status, refused.code) == (409, "secret_origin_changed")
    assert c.system.seen == []
    assert c.backend.connected == []
    assert c.call("POST", f"/{made['id']}/secret", body={"secret": "their-own"}, token=drafter).status == 200
    assert c.call("POST", f"/{made['id']}/test", body=FIND, token=drafter).status == 200
    assert c.system.seen[-1].headers["authorization"] == "Bearer their-own"


def test_a_cut_excerpt_says_nothing_about_a_guess(c: Connectors) -> None:
    """A page reflecting a parameter: whether the guess starts the secret must not change the report."""
    c.system.respond = lambda seen: Reply(
        body=b"x" * 1995 + seen.path.rsplit("/", 1)[1].encode() + b"y" * 100
    )
    made = c.with_secret()
    lengths = set()
    for guess in (SECRET[:5], "zzzzz", SECRET[:9], "q" * 9):
        report = c.call("POST", f"/{made['id']}/test", body={**FIND, "parameters": {"companyId": guess}}).body
        lengths.add(len(report["bodyExcerpt"]))
        assert SECRET[:5] not in report["bodyExcerpt"]
    assert len(lengths) == 1


@pytest.mark.parametrize(
    "echo",
    [
        lambda s: json.dumps(s).replace("/", "\\/"),
        lambda s: s.lower(),
        lambda s: s.upper(),
        lambda s: base64.b64encode(f"api:{s}".encode()).decode(),
        lambda s: base64.b64encode(s.encode()).decode(),
        lambda s: s.encode().hex(),
        lambda s: "p" * 1990 + s,  # cut inside the echo
    ],
)
def test_echoes_of_the_secret_in_other_spellings_are_taken_out(c: Connectors, echo: Any) -> None:
    secret = "wJalr/XUtnF&EMI<K7MDENG>bPxRfiCY"
    c.system.respond = lambda seen: Reply(
        body=echo(secret).encode(), headers={"Location": "/l?" + "a" * 1990 + secret}
    )
    made = c.create()
    c.call("POST", f"/{made['id']}/secret", body={"secret": secret})
    report = json.dumps(
        c.call("POST", f"/{made['id']}/test", body=FIND, headers={"Idempotency-Key": "e1"}).body
    )
    for part in (secret[:6], secret[-6:], secret.lower()[:6], base64.b64encode(secret.encode()).decode()[:8]):
        assert part not in report
    assert not _stored_anywhere(c.stack, secret[:8])


def test_a_definition_too_big_for_an_answer_is_400(c: Connectors) -> None:
    operations = [{**_operation(key=f"op{i}"), "description": "\N{GRINNING FACE}" * 350} for i in range(50)]
    refused = c.call("POST", body=body(operations=operations))
    assert refused.status == 400


def test_a_system_trickling_its_headers_is_cut_at_the_total_time(c: Connectors) -> None:
    c.system.respond = lambda seen: Reply(trickle=0.2)
    c.limit(Limits(connect_seconds=1, read_seconds=1, total_seconds=1))
    made = c.with_secret()
    report = c.call("POST", f"/{made['id']}/test", body=FIND).body
    assert (report["outcome"], report["failure"]["code"]) == ("failed", "timeout")
    assert report.get("durationMs") is None


def test_the_api_s_own_execute_api_host_is_refused(c: Connectors) -> None:
    event = api_event(
        "POST",
        PATH,
        token=c.token,
        body=body(baseUrl="https://a1b2c3d4e5.execute-api.us-east-1.amazonaws.com/x"),
    )
    event["requestContext"] |= {"apiId": "a1b2c3d4e5", "domainName": "records.firm.example"}
    answer = c.app.lambda_handler(event, None)
    assert (answer["statusCode"], json.loads(answer["body"])["error"]["code"]) == (400, "host_is_service")


@pytest.mark.parametrize("host", ["[", "a]b", "[::1"])
def test_a_malformed_host_header_is_not_a_500(c: Connectors, host: str) -> None:
    assert c.call("POST", body=body(), headers={"Host": host}).status == 201


def test_a_secret_sent_as_a_key_is_not_echoed(c: Connectors) -> None:
    made = c.create()
    refused = c.call("POST", f"/{made['id']}/secret", body={SECRET: 1}, headers={"Idempotency-Key": "k-echo"})
    assert refused.status == 400
    assert SECRET[:8] not in json.dumps(refused.body)
    assert not _stored_anywhere(c.stack, SECRET[:8])


def test_integer_parameters_are_sent_as_integers(c: Connectors) -> None:
    counted = [{"name": "companyId", "valueType": "integer", "required": True, "in": "path"}]
    made = c.with_secret(operations=[_operation(parameters=counted)])
    assert (
        c.call("POST", f"/{made['id']}/test", body={**FIND, "parameters": {"companyId": 1e2}}).status == 200
    )
    assert c.system.seen[-1].path == "/v2/companies/100"
    refused = c.call("POST", f"/{made['id']}/test", body={**FIND, "parameters": {"companyId": 1.5}})
    assert refused.code == "invalid_parameters"
