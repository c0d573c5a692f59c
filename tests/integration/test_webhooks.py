"""Webhooks under moto: endpoints and their secrets, the dispatcher's deliveries from the stream, the
worker's signed attempts to an HTTPS receiver on loopback, retries, rotation, filters, pausing, and
what an attacker would try (tests/webhook_support.py)."""

from __future__ import annotations

import base64
import datetime
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import standardwebhooks
import trustme

from compliance_api.handler import create_app as compliance_app
from tests.connector_support import PARTNER_ADDRESS, PARTNER_HOST, PartnerSystem, Reply, partner_system
from tests.support import Stack, call
from tests.webhook_support import HOOK_URL, Hooks, hooks_for, secret_value, stream_record
from webhooks_api import deliveries

Partner = tuple[trustme.CA, PartnerSystem]


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@pytest.fixture
def h(stack: Stack, partner: Partner) -> Hooks:
    ca, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=b"ok")
    return hooks_for(stack, ca, system)


def verified(secret: str, seen: Any) -> dict[str, Any]:
    """The body as a receiver using the reference library accepts it (raises when it would not)."""
    headers = {name: seen.headers[name] for name in ("webhook-id", "webhook-timestamp", "webhook-signature")}
    return dict(standardwebhooks.Webhook(secret).verify(seen.body, headers))


def signed_by(secret: str, seen: Any) -> bool:
    """Whether a signature of the request is the reference library's under `secret` (for a request the
    test's clock sent in the future, which verify() would refuse for its time alone)."""
    at = datetime.datetime.fromtimestamp(int(seen.headers["webhook-timestamp"]), tz=datetime.UTC)
    expected = standardwebhooks.Webhook(secret).sign(seen.headers["webhook-id"], at, seen.body.decode())
    return expected in seen.headers["webhook-signature"].split(" ")


# ---- endpoints --------------------------------------------------------------------------------------


def test_create_answers_the_secret_once_and_never_again(h: Hooks) -> None:
    made = h.create(description="CRM sync")
    secret = made.pop("secret")
    assert secret.startswith("whsec_")
    assert len(base64.b64decode(secret[6:])) == 32
    assert made["secretSet"] is True
    assert made["enabled"] is True
    assert made["url"] == HOOK_URL
    shown = [h.call("GET", f"/{made['id']}").body, *h.call("GET").body["items"],
             h.call("PATCH", f"/{made['id']}", body={"description": "Renamed"}).body]  # fmt: skip
    assert all("secret" not in item and item["secretSet"] is True for item in shown)
    assert secret not in json.dumps(shown)
    assert secret_value(h.member.firm_id, made["id"]) == [secret]


def test_a_replayed_create_answers_the_same_endpoint_without_its_secret(h: Hooks) -> None:
    body = {"url": HOOK_URL, "events": ["record.created"]}
    first = h.call("POST", body=body, headers={"Idempotency-Key": "hook-1"})
    again = h.call("POST", body=body, headers={"Idempotency-Key": "hook-1"})
    assert (first.status, again.status) == (201, 201)
    assert "secret" in first.body
    assert "secret" not in again.body
    assert again.body["id"] == first.body["id"]
    assert len(h.call("GET").body["items"]) == 1


@pytest.mark.parametrize(("url", "code"), [
    ("http://hooks.partner.example/x", "url_not_https"),
    ("https://user:pw@hooks.partner.example/x", "url_has_userinfo"),
    ("https://127.0.0.1/x", "address_not_public"),
    ("https://169.254.169.254/latest/meta-data", "address_not_public"),
    ("https://metadata.google.internal/x", "address_not_public"),
    ("https://0x7f000001/x", "address_not_public"),
    ("https://[::ffff:10.0.0.1]/x", "address_not_public"),
    ("https://hooks.partner.example/x?token=1", "url_has_query"),
    ("https://api.test/api/v1/x/records", "host_is_service"),
])  # fmt: skip
def test_a_url_the_guard_refuses_is_400_naming_url_and_nothing_is_stored(
    h: Hooks, url: str, code: str
) -> None:
    refused = h.call("POST", body={"url": url, "events": ["record.created"]})
    assert (refused.status, refused.code) == (400, code), refused.body
    assert refused.body["error"]["details"][0]["field"] == "url"
    assert h.call("GET").body["items"] == []


def test_a_name_resolving_to_a_private_address_is_refused_on_save(h: Hooks) -> None:
    h.resolver.answers["rebind.partner.example"] = ["10.0.0.7"]
    refused = h.call("POST", body={"url": "https://rebind.partner.example/x", "events": ["record.created"]})
    assert (refused.status, refused.code) == (400, "address_not_public")


def test_unknown_events_and_record_types_are_400_naming_them(h: Hooks) -> None:
    bad_event = h.call("POST", body={"url": HOOK_URL, "events": ["record.exploded"]})
    bad_type = h.call(
        "POST", body={"url": HOOK_URL, "events": ["record.created"], "recordTypes": ["Spaceship"]}
    )
    tenant = h.call("POST", body={"url": HOOK_URL, "events": ["record.created"], "tenantId": "t_other"})
    assert (bad_event.status, bad_event.body["error"]["details"][0]["field"]) == (400, "events[0]")
    assert (bad_type.status, bad_type.body["error"]["details"][0]["field"]) == (400, "recordTypes[0]")
    assert tenant.status == 400
    assert h.call("GET").body["items"] == []


def test_a_firm_holds_at_most_twenty_endpoints_and_a_delete_frees_a_place(h: Hooks) -> None:
    made = [h.create() for _ in range(20)]
    over = h.call("POST", body={"url": HOOK_URL, "events": ["record.created"]})
    assert (over.status, over.code) == (409, "webhook_limit")
    assert h.call("DELETE", f"/{made[0]['id']}").status == 200
    assert h.call("POST", body={"url": HOOK_URL, "events": ["record.created"]}).status == 201


def test_only_the_manage_permission_and_the_webhooks_scopes_reach_the_routes(
    h: Hooks, partner: Partner
) -> None:
    ca, system = partner
    member = hooks_for(h.stack, ca, system, role="member", firm_id=h.member.firm_id)
    no_scope = hooks_for(h.stack, ca, system, scopes=["records:write"], firm_id=h.member.firm_id)
    reader = hooks_for(h.stack, ca, system, scopes=["webhooks:read"], firm_id=h.member.firm_id)
    assert (member.call("GET").status, member.call("GET").code) == (403, "permission_denied")
    assert (no_scope.call("GET").status, no_scope.call("GET").code) == (403, "scope_denied")
    assert reader.call("GET").status == 200
    assert reader.call("POST", body={"url": HOOK_URL, "events": ["record.created"]}).code == "scope_denied"


def test_another_firms_endpoint_is_404_on_every_route(h: Hooks, partner: Partner) -> None:
    ca, system = partner
    other = hooks_for(h.stack, ca, system)
    theirs = other.create()["id"]
    routes = (("GET", ""), ("PATCH", ""), ("DELETE", ""), ("POST", "/rotate-secret"), ("POST", "/test"),
              ("GET", "/deliveries"), ("GET", "/deliveries/msg_" + "0" * 26))  # fmt: skip
    for method, path in routes:
        answer = h.call(method, f"/{theirs}{path}", body={} if method == "PATCH" else None)
        assert (answer.status, answer.code) == (404, "not_found"), (method, path)
    assert other.call("GET", f"/{theirs}").status == 200


# ---- deliveries ---------------------------------------------------------------------------------------


def test_a_record_change_is_delivered_signed_with_ids_but_no_field_values(h: Hooks) -> None:
    endpoint = h.create()
    company = h.company("Secretive Holdings")
    h.dispatch()
    h.deliver()
    [seen] = h.system.seen
    assert (seen.method, seen.path, seen.headers["content-type"]) == (
        "POST",
        "/hooks/records",
        "application/json",
    )
    assert seen.headers["user-agent"].startswith("records-platform-webhooks/")
    event = verified(endpoint["secret"], seen)
    assert event["type"] == "record.created"
    data = event["data"]
    assert (data["recordType"], data["recordId"], data["version"]) == ("Company", company["id"], 1)
    assert data["changeId"].startswith("chg_")
    assert data["actor"]["via"] == "api"
    assert b"Secretive" not in seen.body
    [delivery] = h.deliveries(endpoint["id"])
    shown = (delivery["id"], delivery["status"], delivery["eventType"])
    assert shown == (seen.headers["webhook-id"], "delivered", "record.created")
    assert [attempt["status"] for attempt in delivery["attempts"]] == [200]
    feed = h.records("GET", "/changes", query=f"after={data['changeId']}")
    assert feed.status == 200
    assert feed.body["items"] == []


def test_a_redelivered_stream_record_makes_no_second_delivery(h: Hooks) -> None:
    endpoint = h.create()
    h.company()
    records = h.stream()
    for _ in range(3):
        h.dispatch(records)
    h.deliver()  # each message claims the one delivery's attempt: one claims it, the others are dropped
    h.dispatch(records)
    assert h.queue.messages == []
    assert len(h.system.seen) == 1
    [delivery] = h.deliveries(endpoint["id"])
    assert len(delivery["attempts"]) == 1


def test_a_delivery_made_but_never_queued_is_queued_when_its_record_comes_again(h: Hooks) -> None:
    h.create()
    h.company()
    records = h.stream()
    h.dispatch(records)
    h.queue.messages.clear()  # the message lost with a crash between the put and the send
    h.dispatch(records)
    h.deliver()
    assert len(h.system.seen) == 1


def test_a_receiver_failing_once_then_answering_sees_two_attempts_with_one_webhook_id(h: Hooks) -> None:
    endpoint = h.create()
    answers = iter([Reply(status=503), Reply(status=204)])
    h.system.respond = lambda seen: next(answers)
    h.company()
    h.dispatch()
    h.deliver()
    [delivery] = h.deliveries(endpoint["id"])
    assert (delivery["status"], [a["status"] for a in delivery["attempts"]]) == ("retrying", [503])
    assert delivery["nextAttemptAt"] is not None
    h.deliver()  # not due yet: nothing is sent
    assert len(h.system.seen) == 1
    h.clock.advance(deliveries.RETRY_DELAYS[0])
    h.deliver()
    first, second = h.system.seen
    assert first.headers["webhook-id"] == second.headers["webhook-id"]
    [delivery] = h.deliveries(endpoint["id"])
    assert (delivery["status"], [a["status"] for a in delivery["attempts"]]) == ("delivered", [503, 204])
    assert verified(endpoint["secret"], second)["type"] == "record.created"


def test_after_the_schedule_the_delivery_fails_and_five_failing_days_pause_the_endpoint(h: Hooks) -> None:
    endpoint = h.create()
    h.system.respond = lambda seen: Reply(status=500)
    h.company()
    h.dispatch()
    for delay in (0, *deliveries.RETRY_DELAYS):
        h.clock.advance(delay)
        h.deliver()
    [delivery] = h.deliveries(endpoint["id"])
    assert (delivery["status"], delivery["failure"]) == ("failed", "attempts_exhausted")
    assert len(delivery["attempts"]) == deliveries.MAX_ATTEMPTS == len(h.system.seen)
    assert h.call("GET", f"/{endpoint['id']}").body["enabled"] is True  # failing for about 28 hours only
    h.clock.advance(deliveries.DISABLE_AFTER_FAILING_SECONDS)
    h.company("Later Co")
    h.dispatch()
    h.deliver()
    paused = h.call("GET", f"/{endpoint['id']}").body
    assert (paused["enabled"], paused["disabledReason"]) == (False, "failing")
    turned_on = h.call("PATCH", f"/{endpoint['id']}", body={"enabled": True}).body
    assert turned_on["enabled"] is True
    assert turned_on["disabledReason"] is None


def test_410_fails_the_delivery_and_pauses_the_endpoint(h: Hooks) -> None:
    endpoint = h.create()
    h.system.respond = lambda seen: Reply(status=410)
    h.company()
    h.dispatch()
    h.deliver()
    [delivery] = h.deliveries(endpoint["id"])
    assert (delivery["status"], delivery["failure"]) == ("failed", "endpoint_gone")
    shown = h.call("GET", f"/{endpoint['id']}").body
    assert (shown["enabled"], shown["disabledReason"]) == (False, "endpoint_gone")
    h.company("Next")
    h.dispatch()
    assert h.queue.messages == []
    assert len(h.system.seen) == 1


def test_rotation_signs_with_both_secrets_for_a_day_then_the_new_one_only(h: Hooks) -> None:
    endpoint = h.create()
    rotated = h.call("POST", f"/{endpoint['id']}/rotate-secret")
    assert rotated.status == 200
    assert rotated.body["secret"] != endpoint["secret"]
    h.company()
    h.dispatch()
    h.deliver()
    seen = h.system.seen[-1]
    assert len(seen.headers["webhook-signature"].split(" ")) == 2
    assert verified(rotated.body["secret"], seen) == verified(endpoint["secret"], seen)
    h.clock.advance(86400 + 1)
    h.company("Tomorrow Co")
    h.dispatch()
    h.deliver()
    later = h.system.seen[-1]
    assert len(later.headers["webhook-signature"].split(" ")) == 1
    assert signed_by(rotated.body["secret"], later)
    assert not signed_by(endpoint["secret"], later)
    assert "secret" not in h.call("GET", f"/{endpoint['id']}").body


def test_events_and_record_types_filter_what_an_endpoint_is_sent(h: Hooks) -> None:
    created_only = h.create(events=["record.created"])
    deals_only = h.create(recordTypes=["Deal"])
    company = h.company()
    assert h.records("PATCH", f"/records/Company/{company['id']}", body={"name": "Renamed"}).status == 200
    h.dispatch()
    h.deliver()
    assert [d["eventType"] for d in h.deliveries(created_only["id"])] == ["record.created"]
    assert h.deliveries(deals_only["id"]) == []


def test_another_firms_changes_never_reach_an_endpoint(h: Hooks, partner: Partner) -> None:
    ca, system = partner
    endpoint = h.create()
    other = hooks_for(h.stack, ca, system)
    other.company("Their Co")
    h.dispatch(other.stream(other.member.firm_id))
    assert h.queue.messages == []
    assert h.deliveries(endpoint["id"]) == []


def test_a_paused_or_deleted_endpoint_is_sent_nothing_and_turning_it_on_sends_nothing_missed(
    h: Hooks,
) -> None:
    paused, deleted = h.create(), h.create()
    h.company()
    h.dispatch()  # both deliveries made and queued
    assert h.call("PATCH", f"/{paused['id']}", body={"enabled": False}).status == 200
    assert h.call("DELETE", f"/{deleted['id']}").status == 200
    h.deliver()
    assert h.system.seen == []
    [delivery] = h.deliveries(paused["id"])
    assert (delivery["status"], delivery["failure"]) == ("failed", "endpoint_paused")
    h.company("While paused")
    h.dispatch()
    assert h.call("PATCH", f"/{paused['id']}", body={"enabled": True}).status == 200
    h.dispatch()
    h.deliver()
    assert h.system.seen == []
    assert len(h.deliveries(paused["id"])) == 1


def test_a_name_rebound_to_a_private_address_after_save_is_never_called(h: Hooks) -> None:
    h.resolver.answers["rebind.partner.example"] = [PARTNER_ADDRESS]
    endpoint = h.create(url="https://rebind.partner.example/hooks")
    h.resolver.answers["rebind.partner.example"] = ["127.0.0.1"]
    h.company()
    h.dispatch()
    h.deliver()
    assert h.system.seen == []
    assert h.backend.connected == []
    [delivery] = h.deliveries(endpoint["id"])
    assert (delivery["status"], delivery["attempts"][0]["failure"]) == ("retrying", "address_not_public")


def test_a_slow_endpoint_does_not_hold_up_another_in_the_same_batch(h: Hooks) -> None:
    slow = h.create(url=f"https://{PARTNER_HOST}/slow")
    fast = h.create(url=f"https://{PARTNER_HOST}/fast")
    fast_reached = threading.Event()

    def respond(seen: Any) -> Reply:
        if seen.path == "/fast":
            fast_reached.set()
            return Reply()
        # Sent one after the other, the fast one would wait for this: it never comes, and this times out
        return Reply() if fast_reached.wait(timeout=15) else Reply(status=500)

    h.system.respond = respond
    h.company()
    h.dispatch()
    h.queue.messages.sort(key=lambda message: message.endpoint_id != slow["id"])  # the slow one first
    h.deliver()
    assert [d["status"] for d in h.deliveries(slow["id"]) + h.deliveries(fast["id"])] == [
        "delivered",
        "delivered",
    ]


def test_the_test_route_queues_a_test_event_and_redeliver_sends_it_again_with_its_id(h: Hooks) -> None:
    endpoint = h.create()
    queued = h.call("POST", f"/{endpoint['id']}/test")
    assert queued.status == 202
    assert queued.body["status"] == "pending"
    assert queued.body["payload"]["type"] == "webhook.test"
    h.deliver()
    again = h.call("POST", f"/{endpoint['id']}/deliveries/{queued.body['id']}/redeliver")
    assert again.status == 202
    assert again.body["status"] == "pending"
    h.deliver()
    first, second = h.system.seen
    assert first.headers["webhook-id"] == second.headers["webhook-id"] == queued.body["id"]
    assert first.body == second.body
    one = h.call("GET", f"/{endpoint['id']}/deliveries/{queued.body['id']}").body
    assert len(one["attempts"]) == 2
    assert one["payload"]["type"] == "webhook.test"


def test_deliveries_list_newest_first_and_by_status(h: Hooks) -> None:
    endpoint = h.create()
    first = h.call("POST", f"/{endpoint['id']}/test").body
    h.clock.advance(1)
    second = h.call("POST", f"/{endpoint['id']}/test").body
    h.system.respond = lambda seen: Reply(status=200 if seen.headers["webhook-id"] == first["id"] else 500)
    h.deliver()
    assert [d["id"] for d in h.deliveries(endpoint["id"])] == [second["id"], first["id"]]
    assert [d["id"] for d in h.deliveries(endpoint["id"], "status=retrying")] == [second["id"]]
    assert [d["id"] for d in h.deliveries(endpoint["id"], "status=delivered")] == [first["id"]]
    bad = h.call("GET", f"/{endpoint['id']}/deliveries", query="status=lost")
    assert bad.status == 400


def test_a_paused_endpoint_takes_no_test_or_redelivery(h: Hooks) -> None:
    endpoint = h.create(enabled=False)
    refused = h.call("POST", f"/{endpoint['id']}/test")
    assert (refused.status, refused.code) == (409, "webhook_disabled")


def test_an_applied_import_is_delivered_once_as_import_completed(h: Hooks) -> None:
    endpoint = h.create(events=["import.completed"])
    firm = h.member.firm_id
    old = {
        "pk": {"S": f"{firm}#KIT#imports"},
        "sk": {"S": "imp_1"},
        "id": {"S": "imp_1"},
        "status": {"S": "applying"},
        "recordType": {"S": "Company"},
        "updatedAt": {"N": str(int(h.clock()))},
    }
    new = {**old, "status": {"S": "applied"},
           "progress": {"M": {"created": {"N": "3"}, "updated": {"N": "1"},
                              "failed": {"N": "0"}}}}  # fmt: skip
    record = stream_record(new, "MODIFY", old)
    h.dispatch([record, record])
    h.deliver()
    [seen] = h.system.seen
    event = verified(endpoint["secret"], seen)
    assert event["type"] == "import.completed"
    assert event["data"] == {"importId": "imp_1", "recordType": "Company",
                             "counts": {"created": 3, "updated": 1, "failed": 0}}  # fmt: skip


def test_no_secret_shows_in_logs_or_the_audit_log(h: Hooks, capsys: pytest.CaptureFixture[str]) -> None:
    endpoint = h.create()
    rotated = h.call("POST", f"/{endpoint['id']}/rotate-secret").body
    h.company()
    h.dispatch()
    h.deliver()
    audit = call(h.stack.app(compliance_app()), "GET", "/api/v1/x/audit-log", token=h.token)
    assert audit.status == 200
    assert {entry["route"] for entry in audit.body["items"]} >= {"/api/v1/x/webhooks/{id}/rotate-secret"}
    written = capsys.readouterr()
    for secret in (endpoint["secret"], rotated["secret"]):
        assert secret not in written.out + written.err
        assert secret not in json.dumps(audit.body)


def test_changes_after_a_change_id_resumes_the_feed_and_refuses_a_cursor_beside_it(h: Hooks) -> None:
    first, second = h.company("One"), h.company("Two")
    feed = h.records("GET", "/changes").body
    after_first = h.records("GET", "/changes", query=f"after={feed['items'][0]['id']}").body
    assert [item["recordId"] for item in after_first["items"]] == [second["id"]]
    assert first["id"] != second["id"]
    both = h.records("GET", "/changes", query=f"after={feed['items'][0]['id']}&cursor={feed['nextCursor']}")
    assert both.status == 400
    assert h.records("GET", "/changes", query="after=chg_12").status == 400


def test_a_queue_refusing_fails_the_batch_and_its_retry_queues_what_was_made(h: Hooks) -> None:
    h.create()
    h.company()
    records = h.stream()
    sent = h.queue.send

    def refusing(messages: Any, now: float) -> None:
        raise RuntimeError("SQS refused the batch")

    h.queue.send = refusing  # type: ignore[method-assign]
    failed = h.dispatch(records)["batchItemFailures"]
    assert [f["itemIdentifier"] for f in failed] == [r["dynamodb"]["SequenceNumber"] for r in records]
    h.queue.send = sent  # type: ignore[method-assign]
    assert h.dispatch(records)["batchItemFailures"] == []
    h.deliver()
    assert len(h.system.seen) == 1
