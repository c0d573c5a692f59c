"""Webhooks probed as an attacker would: another firm's and another endpoint's ids on every route,
hostile URLs and strings, fields a caller must not set, stale and replayed writes, a race against the
endpoint limit, forged queue messages, a receiver that answers too much, redirects or trickles, and
where a secret could leak (tests/webhook_support.py)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import boto3
import pytest
import trustme

import kernel.pipeline as pipeline
from kernel.outbound import Answer, Outbound
from tests.connector_support import PARTNER_ADDRESS, PARTNER_HOST, PartnerSystem, Reply, partner_system
from tests.support import Stack, call, raw_items
from tests.webhook_support import HOOK_URL, PATH, SECRETS_PREFIX, Hooks, hooks_for, outbound, secret_value
from webhooks_api import deliveries, endpoints, worker
from webhooks_api.handler import create_app
from webhooks_api.queue import DeliveryQueue, Message
from webhooks_api.secrets import WebhookSecrets

Partner = tuple[trustme.CA, PartnerSystem]
BODY = {"url": HOOK_URL, "events": ["record.created"]}
FORGED_SECRET = (
    "whsec_" + "QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE="
)  # a valid-looking key, chosen by the caller


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@pytest.fixture
def h(stack: Stack, partner: Partner) -> Hooks:
    ca, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=b"ok")
    return hooks_for(stack, ca, system)


@pytest.fixture
def other(h: Hooks, partner: Partner) -> Hooks:
    """An admin of another firm, with webhooks of its own."""
    ca, system = partner
    return hooks_for(h.stack, ca, system)


def fresh_app(h: Hooks) -> Any:
    """Another Lambda container of the webhooks family on the same stack, ports and queue as `h`."""
    app = h.stack.app(create_app())
    app.ports.override(Outbound, outbound(h.ca, h.backend, h.resolver))
    app.ports.override(WebhookSecrets, WebhookSecrets(SECRETS_PREFIX))
    app.ports.override(DeliveryQueue, h.queue)
    return app


def firm_items(h: Hooks, firm_id: str) -> list[dict[str, Any]]:
    """Every item of the firm in the data table, raw (a look behind the store)."""
    return raw_items(h.stack.settings.data_table, f"{firm_id}#")


def secret_names(firm_id: str) -> list[str]:
    client = boto3.client("secretsmanager", region_name="us-east-1")
    prefix = f"{SECRETS_PREFIX}/webhooks/{firm_id}/"
    pages = client.get_paginator("list_secrets").paginate(Filters=[{"Key": "name", "Values": [prefix]}])
    return sorted(s["Name"] for page in pages for s in page["SecretList"] if s["Name"].startswith(prefix))


def test_delivery(h: Hooks, endpoint_id: str) -> dict[str, Any]:
    made = h.call("POST", f"/{endpoint_id}/test")
    assert made.status == 202, made.body
    return dict(made.body)


test_delivery.__test__ = False  # type: ignore[attr-defined]  # a helper, not a test


# ---- ids of another firm, and of another endpoint of the same firm ------------------------------------


def test_another_firms_delivery_is_404_on_every_route_and_nothing_is_sent(h: Hooks, other: Hooks) -> None:
    theirs = other.create()["id"]
    their_delivery = test_delivery(other, theirs)["id"]
    mine = h.create()["id"]
    queued = len(h.queue.messages)
    for method, path in (("GET", f"/{theirs}/deliveries/{their_delivery}"),
                         ("POST", f"/{theirs}/deliveries/{their_delivery}/redeliver"),
                         ("GET", f"/{mine}/deliveries/{their_delivery}"),
                         ("POST", f"/{mine}/deliveries/{their_delivery}/redeliver"),
                         ("GET", f"/{theirs}/deliveries"), ("POST", f"/{theirs}/test"),
                         ("PATCH", f"/{theirs}"), ("POST", f"/{theirs}/rotate-secret")):  # fmt: skip
        body = {"description": "mine now"} if method == "PATCH" else None
        answer = h.call(method, path, body=body)
        assert (answer.status, answer.code) == (404, "not_found"), (method, path, answer.body)
    assert len(h.queue.messages) == queued
    assert len(secret_value(other.member.firm_id, theirs)) == 1
    kept = other.call("GET", f"/{theirs}/deliveries/{their_delivery}").body
    assert kept["status"] == "pending"
    assert kept["attempts"] == []
    assert "description" not in other.call("GET", f"/{theirs}").body


def test_a_delivery_of_another_endpoint_of_the_same_firm_is_404_and_never_sent_to_this_one(h: Hooks) -> None:
    first = h.create(url=f"https://{PARTNER_HOST}/first")["id"]
    second = h.create(url=f"https://{PARTNER_HOST}/second")["id"]
    delivery = test_delivery(h, first)["id"]
    h.queue.messages.clear()
    got = h.call("GET", f"/{second}/deliveries/{delivery}")
    again = h.call("POST", f"/{second}/deliveries/{delivery}/redeliver")
    assert (got.status, got.code, again.status, again.code) == (404, "not_found", 404, "not_found")
    assert h.queue.messages == []
    assert h.deliveries(second) == []
    assert h.call("GET", f"/{first}/deliveries/{delivery}").status == 200


@pytest.mark.parametrize("tail", [
    "..%2F..%2Fx", "..%2F", "msg_..%2F", "MSG_" + "0" * 26, "msg_" + "0" * 27, "msg_" + "0" * 25,
    "%6dsg_" + "0" * 26, "msg_%00" + "0" * 23, "msg_" + "0" * 26 + "%2F..", "*", "msg_%2A",
])  # fmt: skip
def test_a_forged_delivery_id_is_404_on_get_and_redeliver(h: Hooks, tail: str) -> None:
    endpoint = h.create()["id"]
    test_delivery(h, endpoint)
    h.queue.messages.clear()
    for method, suffix in (("GET", ""), ("POST", "/redeliver")):
        answer = h.call(method, f"/{endpoint}/deliveries/{tail}{suffix}")
        assert answer.status == 404, (method, tail, answer.body)
    assert h.queue.messages == []


def test_a_forged_endpoint_id_reaches_no_endpoint(h: Hooks, other: Hooks) -> None:
    theirs = other.create()["id"]
    mine = h.create()["id"]
    for forged in (f"..%2F{theirs}", f"{mine}%2F..%2F{theirs}", theirs.upper(), f"{theirs}%00", "whk_*"):
        for method, path in (
            ("GET", f"/{forged}"),
            ("GET", f"/{forged}/deliveries"),
            ("POST", f"/{forged}/test"),
        ):
            answer = h.call(method, path)
            assert answer.status == 404, (method, path, answer.body)
    assert other.call("GET", f"/{theirs}/deliveries").body["items"] == []


def test_a_reader_or_a_member_cannot_write_or_redeliver(h: Hooks, partner: Partner) -> None:
    ca, system = partner
    endpoint = h.create()["id"]
    delivery = test_delivery(h, endpoint)["id"]
    reader = hooks_for(h.stack, ca, system, scopes=["webhooks:read"], firm_id=h.member.firm_id)
    member = hooks_for(h.stack, ca, system, role="member", firm_id=h.member.firm_id)
    for method, path in (("POST", f"/{endpoint}/rotate-secret"), ("POST", f"/{endpoint}/test"),
                         ("POST", f"/{endpoint}/deliveries/{delivery}/redeliver"), ("DELETE", f"/{endpoint}"),
                         ("PATCH", f"/{endpoint}")):  # fmt: skip
        body = {"enabled": False} if method == "PATCH" else None
        assert reader.call(method, path, body=body).code == "scope_denied", (method, path)
        assert member.call(method, path, body=body).code == "permission_denied", (method, path)
    assert member.call("GET", f"/{endpoint}/deliveries/{delivery}").code == "permission_denied"
    assert len(secret_value(h.member.firm_id, endpoint)) == 1


# ---- hostile strings ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("url", "code"), [
    ("https://localhost./x", "address_not_public"),
    ("https://LOCALHOST/x", "address_not_public"),
    ("https://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/x", "address_not_public"),  # fullwidth
    ("https://\uff11\uff12\uff17\u3002\uff10\u3002\uff10\u3002\uff11/x", "address_not_public"),  # 127.0.0.1
    ("https://2130706433/x", "address_not_public"),  # decimal
    ("https://0177.0.0.1/x", "address_not_public"),  # octal
    ("https://0x7f.1/x", "address_not_public"),
    ("https://127.1/x", "address_not_public"),
    ("https://0/x", "address_not_public"),
    ("https://169.254.169.254./x", "address_not_public"),
    ("https://[::1]/x", "address_not_public"),
    ("https://[0:0:0:0:0:ffff:7f00:1]/x", "address_not_public"),
    ("https://[::ffff:127.0.0.1]/x", "address_not_public"),
    ("https://[64:ff9b::7f00:1]/x", "address_not_public"),
    ("https://[2002:7f00:1::]/x", "address_not_public"),
    ("https://[fe80::1%25eth0]/x", "address_not_public"),
    ("https://instance-data./x", "address_not_public"),
    ("https://foo.internal./x", "address_not_public"),
    ("https://api.test./x", "host_is_service"),
    ("https://sub.API.TEST/x", "host_is_service"),
    ("https://api.partner.example:0/x", "url_invalid"),
    ("https://api.partner.example:65536/x", "url_invalid"),
    ("https://api.partner.example\\@evil.example/x", "url_invalid"),
    ("https://api.partner.example/a b", "url_invalid"),
    ("https:///x", "url_invalid"),
    ("https://xn--localhost-/x", "url_invalid"),
    ("https://api.partner.example/x?", "url_has_query"),
    ("https://api.partner.example/x#", "url_has_query"),
    ("https://api.partner.example/x\t", "invalid_request"),
    ("https://api.partner.example/x\r\nX-Injected: 1", "invalid_request"),
    ("https://" + "a" * 3000 + ".example/x", "invalid_request"),
])  # fmt: skip
def test_a_hostile_url_is_refused_on_create_and_on_patch(h: Hooks, url: str, code: str) -> None:
    made = h.create()
    refused = h.call("POST", body={**BODY, "url": url})
    patched = h.call("PATCH", f"/{made['id']}", body={"url": url})
    for answer in (refused, patched):
        assert (answer.status, answer.code) == (400, code), answer.body
        assert answer.body["error"]["details"][0]["field"] == "url"
    assert [item["id"] for item in h.call("GET").body["items"]] == [made["id"]]
    assert h.call("GET", f"/{made['id']}").body["url"] == HOOK_URL


@pytest.mark.parametrize("answers", [["127.0.0.1"], ["::ffff:10.0.0.1"], [PARTNER_ADDRESS, "10.1.2.3"],
                                     ["fd00::1"], ["169.254.169.254"], ["not-an-address"]])  # fmt: skip
def test_a_name_resolving_to_any_private_address_is_refused_on_save_and_never_called(
    h: Hooks, answers: list[str]
) -> None:
    h.resolver.answers["mixed.partner.example"] = answers
    refused = h.call("POST", body={**BODY, "url": "https://mixed.partner.example/x"})
    assert (refused.status, refused.code) == (400, "address_not_public"), refused.body
    # Saved while it resolved to a public address, then rebound: the call is refused before connecting
    h.resolver.answers["mixed.partner.example"] = [PARTNER_ADDRESS]
    endpoint = h.create(url="https://mixed.partner.example/x")["id"]
    h.resolver.answers["mixed.partner.example"] = answers
    test_delivery(h, endpoint)
    h.deliver()
    assert h.system.seen == []
    assert h.backend.connected == []
    [delivery] = h.deliveries(endpoint)
    assert (delivery["status"], delivery["attempts"][0]["failure"]) == ("retrying", "address_not_public")


@pytest.mark.parametrize(("changes", "field"), [
    ({"description": "a\x00b"}, "description"),
    ({"description": "a\nb"}, "description"),
    ({"description": "a\u202eb"}, "description"),
    ({"description": "a" * 501}, "description"),
    ({"recordTypes": ["Company\x00"]}, "recordTypes[0]"),
    ({"recordTypes": ["C" * 10_000]}, "recordTypes[0]"),
    ({"recordTypes": ["Company"] * 51}, "recordTypes"),
    ({"recordTypes": ["Company", "Company"]}, "recordTypes[1]"),
    ({"recordTypes": ["__proto__"]}, "recordTypes[0]"),
    ({"recordTypes": ["company"]}, "recordTypes[0]"),
    ({"recordTypes": "Company"}, "recordTypes"),
    ({"events": ["webhook.test"]}, "events[0]"),
    ({"events": ["record.created", "record.created"]}, "events[1]"),
    ({"events": []}, "events"),
    ({"enabled": "false"}, "enabled"),
])  # fmt: skip
def test_hostile_strings_in_the_body_are_400_naming_the_field(
    h: Hooks, changes: dict[str, Any], field: str
) -> None:
    made = h.create()
    refused = h.call("POST", body={**BODY, **changes})
    patched = h.call("PATCH", f"/{made['id']}", body=changes)
    for answer in (refused, patched):
        assert (answer.status, answer.code) == (400, "invalid_request"), answer.body
        assert answer.body["error"]["details"][0]["field"] == field
    assert len(h.call("GET").body["items"]) == 1
    assert h.call("GET", f"/{made['id']}").body["version"] == 1


def test_a_huge_body_or_thousands_of_unknown_keys_are_refused_whole(h: Hooks) -> None:
    huge = h.call("POST", body={**BODY, "description": "x" * 2_000_000})
    keys = h.call("POST", body={**BODY, **{f"k{i}": i for i in range(5000)}})
    assert (huge.status, huge.code) == (413, "payload_too_large")
    assert (keys.status, keys.code) == (400, "invalid_request")
    assert len(keys.body["error"]["details"]) <= 20
    assert h.call("GET").body["items"] == []


# ---- what a caller must not set -----------------------------------------------------------------------


@pytest.mark.parametrize("extra", [
    {"secret": FORGED_SECRET}, {"secretSet": False}, {"secretVersion": "v"}, {"previousSecretVersion": "v"},
    {"disabledReason": "failing"}, {"disabledAt": "2020-01-01T00:00:00Z"},
    {"id": "whk_01m8fymmn0mq307p7zr9bn64ry"},
    {"version": 9}, {"createdBy": "usr_x"}, {"tenantId": "t_other"}, {"firmId": "f_other"},
])  # fmt: skip
def test_a_secret_or_state_in_a_create_or_patch_body_is_refused(h: Hooks, extra: dict[str, Any]) -> None:
    made = h.create()
    secret = made["secret"]
    refused = h.call("POST", body={**BODY, **extra})
    patched = h.call("PATCH", f"/{made['id']}", body=extra)
    both = h.call("PATCH", f"/{made['id']}", body={"description": "x", **extra})
    for answer in (refused, patched, both):
        assert answer.status == 400, answer.body
        assert answer.code in ("invalid_request", "tenant_in_request"), answer.body
    shown = h.call("GET", f"/{made['id']}").body
    assert (shown["version"], shown["secretSet"], shown["disabledReason"]) == (1, True, None)
    assert len(h.call("GET").body["items"]) == 1
    assert secret_value(h.member.firm_id, made["id"]) == [secret]
    assert FORGED_SECRET not in json.dumps([item for item in firm_items(h, h.member.firm_id)])


def test_tenant_id_in_the_query_is_refused_on_every_route(h: Hooks) -> None:
    endpoint = h.create()["id"]
    delivery = test_delivery(h, endpoint)["id"]
    for method, path in (("GET", ""), ("POST", ""), ("GET", f"/{endpoint}"), ("PATCH", f"/{endpoint}"),
                         ("POST", f"/{endpoint}/rotate-secret"), ("POST", f"/{endpoint}/test"),
                         ("GET", f"/{endpoint}/deliveries"), ("GET", f"/{endpoint}/deliveries/{delivery}"),
                         ("POST", f"/{endpoint}/deliveries/{delivery}/redeliver"),
                         ("DELETE", f"/{endpoint}")):  # fmt: skip
        body = BODY if (method, path) == ("POST", "") else {"description": "d"} if method == "PATCH" else None
        answer = h.call(method, path, body=body, query="tenantId=t_other")
        assert (answer.status, answer.code) == (400, "tenant_in_request"), (method, path)
    assert h.call("GET", f"/{endpoint}").body["version"] == 1


def test_a_signature_made_with_a_forged_secret_never_verifies(h: Hooks) -> None:
    """Whatever a caller sent as `secret`, the deliveries are signed with the service's own."""
    import standardwebhooks

    made = h.create()
    h.call("POST", body={**BODY, "secret": FORGED_SECRET})
    test_delivery(h, made["id"])
    h.deliver()
    [seen] = h.system.seen
    headers = {name: seen.headers[name] for name in ("webhook-id", "webhook-timestamp", "webhook-signature")}
    with pytest.raises(standardwebhooks.webhooks.WebhookVerificationError):
        standardwebhooks.Webhook(FORGED_SECRET).verify(seen.body, headers)


# ---- If-Match and replays -----------------------------------------------------------------------------


def test_a_stale_if_match_on_patch_and_rotate_secret_is_412_and_changes_nothing(h: Hooks) -> None:
    made = h.create()
    first_etag = h.call("GET", f"/{made['id']}").headers["ETag"]
    assert h.call("PATCH", f"/{made['id']}", body={"description": "v2"}).status == 200
    patched = h.call("PATCH", f"/{made['id']}", body={"enabled": False}, headers={"If-Match": first_etag})
    rotated = h.call("POST", f"/{made['id']}/rotate-secret", headers={"If-Match": first_etag})
    assert (patched.status, patched.code) == (412, "version_conflict")
    assert (rotated.status, rotated.code) == (412, "version_conflict")
    assert "secret" not in rotated.body
    shown = h.call("GET", f"/{made['id']}")
    assert (shown.body["enabled"], shown.body["version"]) == (True, 2)
    assert secret_value(h.member.firm_id, made["id"]) == [made["secret"]]
    assert "previousSecretVersion" not in json.dumps(firm_items(h, h.member.firm_id))
    current = shown.headers["ETag"]
    assert h.call("POST", f"/{made['id']}/rotate-secret", headers={"If-Match": current}).status == 200
    malformed = h.call("POST", f"/{made['id']}/rotate-secret", headers={"If-Match": "not-an-etag"})
    assert malformed.status in (400, 412)
    assert "secret" not in (malformed.body or {})


def test_a_replayed_rotate_secret_rotates_once_and_the_replay_shows_no_secret(h: Hooks) -> None:
    made = h.create()
    first = h.call("POST", f"/{made['id']}/rotate-secret", headers={"Idempotency-Key": "rotate-1"})
    again = h.call("POST", f"/{made['id']}/rotate-secret", headers={"Idempotency-Key": "rotate-1"})
    assert (first.status, again.status) == (200, 200)
    assert "secret" in first.body
    assert "secret" not in again.body
    assert first.body["secret"] not in json.dumps(again.body)
    assert again.body["previousSecretExpiresAt"] == first.body["previousSecretExpiresAt"]
    assert sorted(secret_value(h.member.firm_id, made["id"])) == sorted(
        [made["secret"], first.body["secret"]]
    )
    assert h.call("GET", f"/{made['id']}").body["version"] == 2
    another = h.create()
    reused = h.call("POST", f"/{another['id']}/rotate-secret", headers={"Idempotency-Key": "rotate-1"})
    assert reused.status in (409, 422)
    assert "secret" not in json.dumps(reused.body)
    assert secret_value(h.member.firm_id, another["id"]) == [another["secret"]]


def test_replayed_rotate_secrets_at_once_rotate_once(h: Hooks) -> None:
    made = h.create()
    apps = [fresh_app(h) for _ in range(6)]
    answers: list[Any] = []
    start = threading.Barrier(len(apps), timeout=20)

    def rotate(app: Any) -> None:
        start.wait()
        answers.append(call(app, "POST", f"{PATH}/{made['id']}/rotate-secret", token=h.token,
                            headers={"Idempotency-Key": "rotate-race"}))  # fmt: skip

    threads = [threading.Thread(target=rotate, args=(app,)) for app in apps]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    shown = [a.body["secret"] for a in answers if a.status == 200 and "secret" in a.body]
    assert len(shown) == 1, [(a.status, a.code) for a in answers]
    assert all(a.status in (200, 409) for a in answers), [(a.status, a.code) for a in answers]
    assert h.call("GET", f"/{made['id']}").body["version"] == 2
    # Secrets Manager may hold a version no item names (a put before a lost commit): never read, never shown
    item = next(i for i in firm_items(h, h.member.firm_id) if i["sk"]["S"] == made["id"])
    live = boto3.client("secretsmanager", region_name="us-east-1").get_secret_value(
        SecretId=f"{SECRETS_PREFIX}/webhooks/{h.member.firm_id}/{made['id']}",
        VersionId=item["secretVersion"]["S"])["SecretString"]  # fmt: skip
    assert live == shown[0]


# ---- the endpoint limit under a race ------------------------------------------------------------------


def test_twenty_five_creates_at_once_near_the_limit_never_pass_it(h: Hooks) -> None:
    """17 endpoints, then 25 containers create at once: at most 3 win, and the count says what is there."""
    for _ in range(17):
        h.create()
    apps = [fresh_app(h) for _ in range(25)]
    answers: list[tuple[int, str | None]] = []
    start = threading.Barrier(len(apps), timeout=60)

    def create(app: Any) -> None:
        start.wait()
        made = call(app, "POST", PATH, token=h.token, body=BODY)
        answers.append((made.status, made.code))

    threads = [threading.Thread(target=create, args=(app,)) for app in apps]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert len(answers) == 25
    listed = h.call("GET", query="limit=200").body["items"]
    counter = next(i for i in firm_items(h, h.member.firm_id) if i["sk"]["S"] == endpoints.COUNTER[1])
    assert len(listed) == 17 + sum(1 for status, _ in answers if status == 201) <= 20, answers
    assert int(counter["count"]["N"]) == len(listed)
    assert {code for status, code in answers if status != 201} <= {"webhook_limit", "write_conflict"}, answers


def test_creates_that_all_read_nineteen_leave_exactly_twenty(
    h: Hooks, monkeypatch: pytest.MonkeyPatch
) -> None:
    """25 creates each read the count (19) before any commits: one takes the last place."""
    for _ in range(19):
        h.create()
    gate, real, waiting = threading.Barrier(25, timeout=30), pipeline.commit, [25]
    guard = threading.Lock()

    def gated(writes: Any, context: Any) -> Any:
        """The first 25 commits of a create wait until all 25 creates read the count."""
        with guard:
            counted = any((write.partition, write.sort) == endpoints.COUNTER for write in writes)
            wait, waiting[0] = counted and waiting[0] > 0, waiting[0] - counted
        if wait:
            gate.wait()
        return real(writes, context)

    monkeypatch.setattr(pipeline, "commit", gated)
    answers: dict[str, Any] = {}

    def create(name: str, app: Any) -> None:
        answers[name] = call(app, "POST", PATH, token=h.token, body=BODY)

    threads = [threading.Thread(target=create, args=(f"creator-{i}", fresh_app(h)), name=f"creator-{i}")
               for i in range(25)]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    codes = sorted((answer.status, answer.code or "") for answer in answers.values())
    assert codes == [(201, "")] + [(409, "webhook_limit")] * 24, codes  # the losers read the count again
    assert len(h.call("GET", query="limit=200").body["items"]) == 20
    assert h.call("POST", body=BODY).code == "webhook_limit"


def test_a_create_that_loses_its_race_leaves_no_secret_behind(
    h: Hooks, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate, real, waiting = threading.Barrier(5, timeout=30), pipeline.commit, [5]
    guard = threading.Lock()

    def gated(writes: Any, context: Any) -> Any:
        """The first 5 commits of a create wait until all 5 creates read the count."""
        with guard:
            counted = any((write.partition, write.sort) == endpoints.COUNTER for write in writes)
            wait, waiting[0] = counted and waiting[0] > 0, waiting[0] - counted
        if wait:
            gate.wait()
        return real(writes, context)

    monkeypatch.setattr(pipeline, "commit", gated)
    answers: dict[str, Any] = {}

    def create(name: str, app: Any) -> None:
        answers[name] = call(app, "POST", PATH, token=h.token, body=BODY)

    threads = [threading.Thread(target=create, args=(f"creator-{i}", fresh_app(h)), name=f"creator-{i}")
               for i in range(5)]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert {answer.status for answer in answers.values()} <= {201, 409}
    made = h.call("GET").body["items"]
    assert len(made) == sum(1 for answer in answers.values() if answer.status == 201)
    named = sorted(f"{SECRETS_PREFIX}/webhooks/{h.member.firm_id}/{item['id']}" for item in made)
    assert secret_names(h.member.firm_id) == named


# ---- the deliveries list ------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["limit=0", "limit=201", "limit=-1", "limit=1e3", "limit=abc", "limit=",
                                   "status=lost", "status=pending%23x", "status=PENDING", "cursor=abc",
                                   "cursor=" + "A" * 5000, "foo=1", "after=msg_" + "0" * 26])  # fmt: skip
def test_a_bad_deliveries_query_is_400(h: Hooks, query: str) -> None:
    endpoint = h.create()["id"]
    answer = h.call("GET", f"/{endpoint}/deliveries", query=query)
    assert answer.status == 400, (query, answer.body)


def test_a_cursor_of_another_list_is_refused_and_shows_nothing_of_it(h: Hooks, other: Hooks) -> None:
    first, second = h.create()["id"], h.create()["id"]
    theirs = other.create()["id"]
    for _ in range(3):
        test_delivery(h, first)
        test_delivery(other, theirs)
        h.clock.advance(1)
        other.clock.advance(1)
    cursor = h.call("GET", f"/{first}/deliveries", query="limit=1").body["nextCursor"]
    their_cursor = other.call("GET", f"/{theirs}/deliveries", query="limit=1").body["nextCursor"]
    by_status = h.call("GET", f"/{first}/deliveries", query="limit=1&status=pending").body["nextCursor"]
    assert cursor
    assert their_cursor
    assert by_status
    middle = len(cursor) // 2
    tampered = cursor[:middle] + ("A" if cursor[middle] != "A" else "B") + cursor[middle + 1 :]
    for endpoint, query in ((second, f"cursor={cursor}"), (first, f"cursor={their_cursor}"),
                            (first, f"cursor={by_status}"), (first, f"status=failed&cursor={cursor}"),
                            (first, f"cursor={tampered}")):  # fmt: skip
        answer = h.call("GET", f"/{endpoint}/deliveries", query=query)
        assert (answer.status, answer.code) == (400, "invalid_cursor"), (endpoint, query, answer.body)
    assert len(h.deliveries(first, f"cursor={cursor}&limit=200")) == 2


# ---- the worker and forged messages -------------------------------------------------------------------


def test_a_forged_message_naming_another_firms_endpoint_delivers_nothing_across_firms(
    h: Hooks, other: Hooks
) -> None:
    mine = h.create()
    theirs = other.create()
    their_delivery = test_delivery(other, theirs["id"])["id"]
    my_delivery = test_delivery(h, mine["id"])["id"]
    before = {firm: firm_items(h, firm) for firm in (h.member.firm_id, other.member.firm_id)}
    h.queue.messages[:] = [
        Message(h.member.firm_id, theirs["id"], their_delivery),  # my firm, their endpoint and delivery
        Message(h.member.firm_id, mine["id"], their_delivery),  # my endpoint, their delivery
        Message(other.member.firm_id, mine["id"], my_delivery),  # their firm, my endpoint and delivery
        Message(other.member.firm_id, theirs["id"], my_delivery),  # their endpoint, my delivery
        Message(h.member.firm_id, theirs["id"], my_delivery),  # my delivery, their endpoint's partition
    ]
    h.clock.advance(worker.UNSEEN_GRACE_SECONDS + 1)  # no message is kept back as "not committed yet"
    h.deliver()
    assert h.system.seen == []
    assert h.backend.connected == []
    assert h.queue.messages == []
    after = {firm: firm_items(h, firm) for firm in (h.member.firm_id, other.member.firm_id)}
    assert after == before
    assert other.call("GET", f"/{theirs['id']}/deliveries/{their_delivery}").body["attempts"] == []


def test_a_message_naming_a_delivery_of_another_endpoint_of_the_firm_sends_nothing(h: Hooks) -> None:
    first = h.create(url=f"https://{PARTNER_HOST}/first")
    second = h.create(url=f"https://{PARTNER_HOST}/second")
    delivery = test_delivery(h, first["id"])["id"]
    h.queue.messages[:] = [Message(h.member.firm_id, second["id"], delivery)]
    h.clock.advance(worker.UNSEEN_GRACE_SECONDS + 1)
    h.deliver()
    assert h.system.seen == []
    assert h.deliveries(second["id"]) == []


def test_a_garbled_message_is_reported_failed_and_sends_nothing(
    h: Hooks, capsys: pytest.CaptureFixture[str]
) -> None:
    endpoint = h.create()
    secret = endpoint["secret"]
    records = [{"messageId": "m-1", "body": "not json", "attributes": {"SentTimestamp": "0"}},
               {"messageId": "m-2", "body": json.dumps({"firmId": h.member.firm_id}), "attributes": {}},
               {"messageId": "m-3", "body": json.dumps({"firmId": "../x", "endpointId": "*",
                                                         "deliveryId": "*",
                                                         "due": "soon"}), "attributes": {}}]  # fmt: skip
    answer = worker.lambda_handler({"Records": records}, None, worker=worker.Worker(h.ports()))
    assert sorted(f["itemIdentifier"] for f in answer["batchItemFailures"]) == ["m-1", "m-2", "m-3"]
    assert h.system.seen == []
    written = capsys.readouterr()
    assert secret not in written.out + written.err


# ---- a redelivery while the worker holds the claim ----------------------------------------------------


def test_a_redelivery_while_an_attempt_is_in_flight_is_not_lost_and_both_attempts_are_kept(h: Hooks) -> None:
    endpoint = h.create()["id"]
    delivery = test_delivery(h, endpoint)["id"]
    answers: list[Any] = []

    def respond(seen: Any) -> Reply:
        if not answers:  # while the first attempt is held by the worker's claim
            held = h.call("GET", f"/{endpoint}/deliveries/{delivery}").body
            answers.append(held)
            answers.append(h.call("POST", f"/{endpoint}/deliveries/{delivery}/redeliver"))
        return Reply(body=b"ok")

    h.system.respond = respond
    h.deliver()
    held, redelivered = answers
    assert held["status"] == "pending"
    assert redelivered.status == 202
    after_first = h.call("GET", f"/{endpoint}/deliveries/{delivery}").body
    assert after_first["status"] == "pending"
    assert [a["status"] for a in after_first["attempts"]] == [200]
    assert [m.delivery_id for m in h.queue.messages] == [delivery]
    h.deliver()  # due once the first attempt's claim has run out: nothing yet
    assert len(h.system.seen) == 1
    h.clock.advance(worker.CLAIM_SECONDS)
    h.deliver()
    final = h.call("GET", f"/{endpoint}/deliveries/{delivery}").body
    assert final["status"] == "delivered"
    assert [a["status"] for a in final["attempts"]] == [200, 200]
    assert [seen.headers["webhook-id"] for seen in h.system.seen] == [delivery, delivery]
    assert h.queue.messages == []


def test_a_redelivery_is_not_sent_while_the_first_attempt_is_in_flight(h: Hooks) -> None:
    endpoint = h.create()["id"]
    delivery = test_delivery(h, endpoint)["id"]
    in_flight = threading.Event()
    overlapped: list[bool] = []

    def respond(seen: Any) -> Reply:
        if in_flight.is_set():
            overlapped.append(True)  # a second request arrived while the first had no answer yet
            return Reply(body=b"ok")
        if len(h.system.seen) > 1:  # the redelivery itself
            return Reply(body=b"ok")
        in_flight.set()
        assert h.call("POST", f"/{endpoint}/deliveries/{delivery}/redeliver").status == 202
        h.deliver()  # another worker takes the redelivery's message at once
        in_flight.clear()  # answered: a request from now on does not overlap this one
        return Reply(body=b"ok")

    h.system.respond = respond
    h.deliver()
    h.clock.advance(worker.CLAIM_SECONDS + 1)
    h.deliver(rounds=3)
    assert overlapped == []
    assert len(h.system.seen) == 2  # the redelivery was sent, once the first attempt had ended
    final = h.call("GET", f"/{endpoint}/deliveries/{delivery}").body
    assert final["status"] == "delivered"


def test_a_duplicate_message_while_claimed_is_dropped_and_sends_once(h: Hooks) -> None:
    endpoint = h.create()["id"]
    delivery = test_delivery(h, endpoint)["id"]
    duplicate = Message(h.member.firm_id, endpoint, delivery, int(h.clock()))
    seen_during: list[dict[str, Any]] = []

    def respond(seen: Any) -> Reply:
        if len(h.system.seen) == 1:
            h.queue.messages.append(duplicate)
            h.deliver()  # the duplicate finds the claim and is dropped
            seen_during.append(h.call("GET", f"/{endpoint}/deliveries/{delivery}").body)
        return Reply(body=b"ok")

    h.system.respond = respond
    h.deliver()
    assert len(h.system.seen) == 1
    assert seen_during[0]["attempts"] == []
    assert h.call("GET", f"/{endpoint}/deliveries/{delivery}").body["status"] == "delivered"


# ---- what the receiver answers ------------------------------------------------------------------------


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, Answer]]:
    """Each answer the worker's outbound call got, with the limits it ran under."""
    got: list[tuple[Any, Answer]] = []
    real = Outbound.call

    def spy(self: Outbound, *args: Any, **kwargs: Any) -> Answer:
        answer = real(self, *args, **kwargs)
        got.append((self.limits, answer))
        return answer

    monkeypatch.setattr(Outbound, "call", spy)
    return got


def test_a_huge_answer_is_read_to_64_kib_only_and_kept_nowhere(
    h: Hooks, answers: list[tuple[Any, Answer]]
) -> None:
    endpoint = h.create()["id"]
    marker = b"RECEIVER-SAYS-" * 10
    h.system.respond = lambda seen: Reply(body=marker + b"z" * 8_000_000)
    test_delivery(h, endpoint)
    started = time.monotonic()
    h.deliver()
    assert time.monotonic() - started < 10
    [(limits, answer)] = answers
    assert limits == worker.ATTEMPT_LIMITS
    assert limits.max_response_bytes == 65_536
    assert answer.truncated
    assert len(answer.body) == 65_536
    [delivery] = h.deliveries(endpoint)
    assert delivery["status"] == "delivered"
    assert b"RECEIVER-SAYS" not in json.dumps(firm_items(h, h.member.firm_id)).encode()


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_never_followed_and_counts_as_a_failed_attempt(h: Hooks, status: int) -> None:
    endpoint = h.create()["id"]
    h.resolver.answers["internal.partner.example"] = ["10.0.0.1"]
    targets = [
        "https://127.0.0.1/admin",
        "https://internal.partner.example/x",
        f"https://{PARTNER_HOST}/moved",
    ]
    h.system.respond = lambda seen: Reply(
        status=status, headers={"Location": targets[len(h.system.seen) % 3]}
    )
    test_delivery(h, endpoint)
    h.deliver()
    assert [seen.path for seen in h.system.seen] == ["/hooks/records"]
    assert h.backend.connected == [(PARTNER_ADDRESS, 443)]
    assert "internal.partner.example" not in h.resolver.asked
    [delivery] = h.deliveries(endpoint)
    assert (delivery["status"], [a["status"] for a in delivery["attempts"]]) == ("retrying", [status])


def test_an_attempt_is_bounded_to_10_seconds_and_64_kib() -> None:
    limits = worker.ATTEMPT_LIMITS
    assert (limits.total_seconds, limits.max_response_bytes) == (10.0, 65_536)


def test_a_receiver_trickling_its_answer_is_cut_at_the_attempts_time_limit(
    h: Hooks, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The worker's own limits, made short so the test does not wait ten seconds
    monkeypatch.setattr(
        worker, "ATTEMPT_LIMITS", worker.ATTEMPT_LIMITS._replace(total_seconds=1.5, read_seconds=1.5)
    )
    endpoint = h.create()["id"]
    h.system.respond = lambda seen: Reply(trickle=0.5)  # 48 header bytes at 2 a second: about 24 s
    test_delivery(h, endpoint)
    started = time.monotonic()
    h.deliver()
    took = time.monotonic() - started
    assert took < worker.ATTEMPT_LIMITS.total_seconds + 3, took
    [delivery] = h.deliveries(endpoint)
    [attempt] = delivery["attempts"]
    assert (delivery["status"], attempt["failure"]) == ("retrying", "timeout")
    assert attempt["durationMs"] <= (worker.ATTEMPT_LIMITS.total_seconds + 1) * 1000


# ---- no secret anywhere but the answers that make it --------------------------------------------------


def test_no_secret_in_a_delivery_view_an_error_an_item_or_a_log_line(
    h: Hooks, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    made = h.create()
    rotated = h.call("POST", f"/{made['id']}/rotate-secret").body
    secrets = [made["secret"], rotated["secret"]]
    keys = [secret.removeprefix("whsec_") for secret in secrets]
    replies = iter(
        [Reply(status=500, body=b"boom"), Reply(status=302, headers={"Location": "https://x.example/"})]
    )
    h.system.respond = lambda seen: next(replies, Reply())
    h.company()
    h.dispatch()
    test_delivery(h, made["id"])
    for _ in range(3):
        h.deliver()
        h.clock.advance(deliveries.RETRY_DELAYS[-1])
    # errors on every route, and a delivery whose secret cannot be read
    shown: list[Any] = [
        h.call("POST", f"/{made['id']}/rotate-secret", headers={"If-Match": '"1"'}).body,
        h.call("PATCH", f"/{made['id']}", body={"secret": secrets[1]}).body,
        h.call("GET", f"/{made['id']}/deliveries/msg_{'0' * 26}").body,
        h.call("GET", f"/{made['id']}").body,
        h.call("GET").body,
        h.call("PATCH", f"/{made['id']}", body={"description": "d"}).body,
    ]
    listed = h.deliveries(made["id"])
    shown += listed + [h.call("GET", f"/{made['id']}/deliveries/{d['id']}").body for d in listed]
    boto3.client("secretsmanager", region_name="us-east-1").delete_secret(
        SecretId=f"{SECRETS_PREFIX}/webhooks/{h.member.firm_id}/{made['id']}", ForceDeleteWithoutRecovery=True
    )
    test_delivery(h, made["id"])
    h.deliver()
    shown.append(h.deliveries(made["id"]))
    shown.append(h.call("DELETE", f"/{made['id']}").body)
    assert any(a.get("failure") == "secret_unavailable" for d in shown[-2] for a in d["attempts"])
    written = capsys.readouterr()
    text = (
        json.dumps(shown)
        + json.dumps(firm_items(h, h.member.firm_id))
        + written.out
        + written.err
        + caplog.text
    )
    text += json.dumps([seen.body.decode() for seen in h.system.seen])  # the bodies sent carry none either
    for secret in (*secrets, *keys):
        assert secret not in text
