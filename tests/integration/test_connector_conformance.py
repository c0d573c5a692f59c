"""Connector routes answering as spec 2.1 and 3.1 say where a review found them apart: a secret kept per
origin, so a draft testing a new host leaves the published call its own (item 4), and an unsafe base
URL refused on save by what its name resolves to, not only at call (item 6).

The published call is the automation runner's connector step (the one way a published connector
runs, spec 1.6); the outside system is the loopback HTTPS server of tests/connector_support.py, which
answers for the partner's name on port 443 and, as another origin, on 8443.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import boto3
import pytest
import trustme
from botocore.exceptions import ClientError

from automations_api.runner import Runner
from connectors.calls import SAVE_LOOKUP_SECONDS
from connectors.secrets import ConnectorSecrets
from kernel.outbound import Outbound
from kernel.ports import Ports
from kernel.services import Services
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
from tests.integration.test_automations import Firm, call_step, connector, firm_for, on_deal_created
from tests.support import Result, Stack

PREFIX = "records-platform/test"
LIVE_SECRET = "live-secret-0001"
DRAFT_SECRET = "draft-secret-0002"
HOME = f"https://{PARTNER_HOST}"
MOVED = f"https://{PARTNER_HOST}:8443"  # another origin: the same name on another port
PUSH = {"operationKey": "push", "parameters": {"name": "Tested"}}
Partner = tuple[trustme.CA, PartnerSystem]


@pytest.fixture(scope="module")
def partner() -> Iterator[Partner]:
    yield from partner_system()


@dataclass
class Live:
    """A firm's admin with the connectors, automations and records routes, and the runner that makes
    the published call, all reaching the partner through one stub resolver and loopback backend."""

    firm: Firm
    resolver: StubResolver
    backend: LoopbackBackend
    secrets: ConnectorSecrets

    @property
    def system(self) -> PartnerSystem:
        return self.firm.system

    def conn(self, method: str, path: str = "", **kwargs: Any) -> Result:
        return self.firm.call("connectors", method, f"/connectors{path}", **kwargs)

    def published(self, base_url: str = HOME, secret: str | None = LIVE_SECRET) -> str:
        """A published bearer connector (with its secret) and an automation calling it on each new Deal."""
        made = self.conn("POST", body=connector(auth="bearer", baseUrl=base_url))
        assert made.status == 201, made.body
        connector_id = str(made.body["id"])
        if secret is not None:
            assert self.conn("POST", f"/{connector_id}/secret", body={"secret": secret}).status == 200
        assert self.conn("POST", f"/{connector_id}/publish", body={}).status == 200
        self.firm.published(on_deal_created([call_step()]))
        return connector_id

    def move_draft(self, connector_id: str, base_url: str, **kwargs: Any) -> None:
        moved = self.conn(
            "PUT", f"/{connector_id}", body=connector(auth="bearer", baseUrl=base_url), **kwargs
        )
        assert moved.status == 200, moved.body

    def live_call(self) -> dict[str, Any]:
        """The published call, as a run of the automation makes it: the run's step."""
        self.firm.record("Deal", name="Live")
        self.firm.deliver()
        [automation] = self.firm.auto("GET").body["items"]
        runs = self.firm.runs(automation["id"])
        return dict(runs[0]["steps"][0])

    def sent(self) -> tuple[int, str | None]:
        """The port and the Authorization of the last request the partner received."""
        return self.backend.connected[-1][1], self.system.seen[-1].headers.get("authorization")

    def labelled(self, connector_id: str, stage: str) -> str:
        name = self.secrets.name(self.firm.member.firm_id, connector_id)
        value: str = secrets_client().get_secret_value(SecretId=name, VersionStage=stage)["SecretString"]
        return value


def secrets_client() -> Any:
    return boto3.client("secretsmanager", region_name="us-east-1")


def live_for(stack: Stack, partner: Partner, resolver: StubResolver | None = None) -> Live:
    ca, system = partner
    firm = firm_for(stack, partner)
    backend, resolver = LoopbackBackend(system.port), resolver or StubResolver()
    reach = outbound(ca, backend, resolver)
    secrets = ConnectorSecrets(PREFIX)
    firm.apps["connectors"].ports.override(Outbound, reach)
    firm.apps["connectors"].ports.override(ConnectorSecrets, secrets)
    firm.runner = Runner(Ports({Services: stack.services, Outbound: lambda: reach,
                                ConnectorSecrets: lambda: secrets}))  # fmt: skip
    return Live(firm, resolver, backend, secrets)


@pytest.fixture
def live(stack: Stack, partner: Partner) -> Live:
    _, system = partner
    system.seen.clear()
    system.respond = lambda seen: Reply(body=json.dumps({"id": "remote-7"}).encode())
    return live_for(stack, partner)


# ---- 4. one secret per origin: a draft's new host leaves the published call its own -----------------------


def test_a_moved_host_is_tested_with_a_new_secret_while_the_published_call_keeps_the_old_one(
    live: Live,
) -> None:
    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    unset = live.conn("POST", f"/{connector_id}/test", body=PUSH)
    assert (unset.status, unset.code) == (409, "secret_origin_changed")  # the live secret stays home
    assert live.system.seen == []

    set_ = live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    assert (set_.status, set_.body) == (200, {"secretSet": True})
    shown = live.conn("GET", f"/{connector_id}").body
    assert (shown["secretSet"], shown["draftSecretSet"]) == (True, True)
    assert not {"draftSecretVersion", "draftSecretOrigin"} & set(shown)

    tested = live.conn("POST", f"/{connector_id}/test", body=PUSH)
    assert tested.body["status"] == 200, tested.body
    assert live.sent() == (8443, f"Bearer {DRAFT_SECRET}")
    step = live.live_call()
    assert step["outcome"] == "done", step
    assert live.sent() == (443, f"Bearer {LIVE_SECRET}")
    assert live.labelled(connector_id, "AWSCURRENT") == LIVE_SECRET
    assert live.labelled(connector_id, "DRAFT") == DRAFT_SECRET


def test_publish_promotes_the_draft_host_s_secret_and_the_old_one_never_goes_there(live: Live) -> None:
    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    published = live.conn("POST", f"/{connector_id}/publish", body={})
    assert published.status == 200, published.body
    assert (published.body["secretSet"], published.body["draftSecretSet"]) == (True, False)
    assert live.labelled(connector_id, "AWSCURRENT") == DRAFT_SECRET
    name = live.secrets.name(live.firm.member.firm_id, connector_id)
    stages = secrets_client().describe_secret(SecretId=name)["VersionIdsToStages"]
    assert not any("DRAFT" in labels for labels in stages.values())
    [automation] = live.firm.auto("GET").body["items"]
    assert live.firm.auto("POST", f"/{automation['id']}/publish", body={}).status == 200  # the new revision
    assert live.live_call()["outcome"] == "done"
    assert live.sent() == (8443, f"Bearer {DRAFT_SECRET}")
    assert all(seen.headers.get("authorization") != f"Bearer {LIVE_SECRET}" for seen in live.system.seen)


def test_a_secret_set_while_the_draft_and_published_hosts_agree_rotates_the_live_one(live: Live) -> None:
    connector_id = live.published()
    assert live.conn("POST", f"/{connector_id}/secret", body={"secret": "rotated-0003"}).status == 200
    shown = live.conn("GET", f"/{connector_id}").body
    assert (shown["secretSet"], shown["draftSecretSet"]) == (True, False)
    assert live.live_call()["outcome"] == "done"
    assert live.sent() == (443, "Bearer rotated-0003")
    assert live.labelled(connector_id, "AWSCURRENT") == "rotated-0003"
    assert live.labelled(connector_id, "AWSPREVIOUS") == LIVE_SECRET


def test_a_draft_only_token_cannot_send_the_live_secret_to_a_host_of_its_choosing(
    stack: Stack, live: Live
) -> None:
    connector_id = live.published()
    drafter = stack.api_token(live.firm.member, ["connectors:draft"])
    live.move_draft(connector_id, MOVED, token=drafter)  # the attacker's host alike
    refused = live.conn("POST", f"/{connector_id}/test", body=PUSH, token=drafter)
    assert (refused.status, refused.code) == (409, "secret_origin_changed")
    assert live.backend.connected == []
    live.conn("POST", f"/{connector_id}/secret", body={"secret": "their-own-0004"}, token=drafter)
    assert live.conn("POST", f"/{connector_id}/test", body=PUSH, token=drafter).status == 200
    assert live.sent() == (8443, "Bearer their-own-0004")
    assert live.conn("POST", f"/{connector_id}/publish", body={}, token=drafter).code == "scope_denied"
    assert live.live_call()["outcome"] == "done"
    assert live.sent() == (443, f"Bearer {LIVE_SECRET}")
    sent_to_moved = [seen for (_, port), seen in zip(live.backend.connected, live.system.seen, strict=True)
                     if port == 8443]  # fmt: skip
    assert [seen.headers["authorization"] for seen in sent_to_moved] == ["Bearer their-own-0004"]


def test_publishing_a_host_without_a_secret_of_its_own_sends_none_until_one_is_set(live: Live) -> None:
    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    assert live.conn("POST", f"/{connector_id}/publish", body={}).status == 200
    [automation] = live.firm.auto("GET").body["items"]
    live.firm.auto("POST", f"/{automation['id']}/publish", body={})
    step = live.live_call()
    assert (step["outcome"], step["reason"]) == ("failed", "secret_origin_changed")
    assert live.system.seen == []
    # Both hosts now agree: setting the secret rotates the live one, and the published call runs.
    assert live.conn("POST", f"/{connector_id}/secret", body={"secret": "for-moved-0005"}).status == 200
    assert live.conn("GET", f"/{connector_id}").body["draftSecretSet"] is False
    live.system.seen.clear()
    live.firm.record("Deal", name="Second")
    live.firm.deliver()
    assert live.sent() == (8443, "Bearer for-moved-0005")


def test_a_draft_moved_back_to_the_published_host_is_tested_with_the_live_secret(live: Live) -> None:
    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    live.move_draft(connector_id, HOME)
    assert live.conn("POST", f"/{connector_id}/test", body=PUSH).body["status"] == 200
    assert live.sent() == (443, f"Bearer {LIVE_SECRET}")
    published = live.conn("POST", f"/{connector_id}/publish", body={}).body
    assert live.labelled(connector_id, "AWSCURRENT") == LIVE_SECRET  # nothing to promote: home kept its own
    assert published["draftSecretSet"] is True  # kept for the other host, should the draft go there again
    live.move_draft(connector_id, MOVED)
    assert live.conn("POST", f"/{connector_id}/test", body=PUSH).body["status"] == 200
    assert live.sent() == (8443, f"Bearer {DRAFT_SECRET}")


def test_a_first_secret_set_for_a_moved_draft_is_the_draft_s_until_publish(live: Live) -> None:
    """Published without a secret: the draft's secret is the secret's first version (AWSCURRENT as
    Secrets Manager gives every first version, and DRAFT); the published call still has none."""
    connector_id = live.published(secret=None)
    live.move_draft(connector_id, MOVED)
    live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    shown = live.conn("GET", f"/{connector_id}").body
    assert (shown["secretSet"], shown["draftSecretSet"]) == (False, True)
    step = live.live_call()
    assert (step["outcome"], step["reason"]) == ("failed", "secret_not_set")
    assert live.system.seen == []
    assert live.labelled(connector_id, "DRAFT") == DRAFT_SECRET
    assert live.conn("POST", f"/{connector_id}/test", body=PUSH).body["status"] == 200
    assert live.conn("POST", f"/{connector_id}/publish", body={}).body["secretSet"] is True
    name = live.secrets.name(live.firm.member.firm_id, connector_id)
    [labels] = secrets_client().describe_secret(SecretId=name)["VersionIdsToStages"].values()
    assert labels == ["AWSCURRENT"]


def test_publish_stands_when_secrets_manager_labels_cannot_follow(live: Live) -> None:
    """The item decides which version a call reads; the labels are tidied after the commit, and a
    failure there (an outage, a missing permission) leaves the published call right."""

    class NoRelabel:
        """Secrets Manager as a role without UpdateSecretVersionStage sees it."""

        def __init__(self) -> None:
            self._client = secrets_client()

        def __getattr__(self, name: str) -> Any:
            if name == "update_secret_version_stage":
                denied = {"Error": {"Code": "AccessDeniedException", "Message": "not allowed"}}
                raise ClientError(denied, "UpdateSecretVersionStage")  # type: ignore[arg-type]
            return getattr(self._client, name)

    def no_relabel() -> Any:
        return NoRelabel()

    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    live.firm.apps["connectors"].ports.override(ConnectorSecrets, ConnectorSecrets(PREFIX, client=no_relabel))
    assert live.conn("POST", f"/{connector_id}/publish", body={}).status == 200
    assert live.labelled(connector_id, "AWSCURRENT") == LIVE_SECRET  # the labels did not follow
    [automation] = live.firm.auto("GET").body["items"]
    live.firm.auto("POST", f"/{automation['id']}/publish", body={})
    assert live.live_call()["outcome"] == "done"
    assert live.sent() == (8443, f"Bearer {DRAFT_SECRET}")


def test_deleting_a_connector_leaves_every_version_of_its_secret_in_place(live: Live) -> None:
    """Spec 2.1 and 3.1: "the stored secret stays". Both origins' versions live in the one secret the
    service named, so a delete leaves nothing elsewhere and the secret holds them all."""
    connector_id = live.published()
    live.move_draft(connector_id, MOVED)
    live.conn("POST", f"/{connector_id}/secret", body={"secret": DRAFT_SECRET})
    name = live.secrets.name(live.firm.member.firm_id, connector_id)
    before = secrets_client().describe_secret(SecretId=name)["VersionIdsToStages"]
    assert live.conn("DELETE", f"/{connector_id}").status == 200
    assert secrets_client().describe_secret(SecretId=name)["VersionIdsToStages"] == before
    found = secrets_client().list_secrets(Filters=[{"Key": "tag-value", "Values": [connector_id]}])
    assert [secret["Name"] for secret in found["SecretList"]] == [name]


# ---- 6. an unsafe baseUrl is refused on save by what its name resolves to ---------------------------------

REFUSED_ANSWERS = [
    ["10.0.0.7"],
    [PARTNER_ADDRESS, "169.254.169.254"],  # one refused address refuses the name
    ["::ffff:127.0.0.1"],
    ["64:ff9b::a9fe:a9fe"],
    ["fd00:ec2::254"],
    ["not-an-address"],
]


@pytest.mark.parametrize("answers", REFUSED_ANSWERS)
def test_a_name_resolving_to_a_refused_address_is_400_on_create_and_nothing_is_stored(
    live: Live, answers: list[str]
) -> None:
    live.resolver.answers["internal.partner.example"] = answers
    refused = live.conn("POST", body=connector(baseUrl="https://internal.partner.example/v1"))
    assert (refused.status, refused.code) == (400, "address_not_public"), refused.body
    assert refused.body["error"]["details"] == [
        {"field": "baseUrl", "message": refused.body["error"]["message"]}
    ]
    assert not any(answer in json.dumps(refused.body) for answer in answers)
    assert live.conn("GET").body["items"] == []


@pytest.mark.parametrize("answers", REFUSED_ANSWERS[:2])
def test_a_name_resolving_to_a_refused_address_is_400_on_put_and_the_draft_stays(
    live: Live, answers: list[str]
) -> None:
    made = live.conn("POST", body=connector()).body
    live.resolver.answers["internal.partner.example"] = answers
    refused = live.conn("PUT", f"/{made['id']}", body=connector(baseUrl="https://internal.partner.example"))
    assert (refused.status, refused.code) == (400, "address_not_public")
    after = live.conn("GET", f"/{made['id']}").body
    assert (after["baseUrl"], after["version"]) == (HOME, 1)


def test_publish_resolves_again_and_a_name_now_refused_publishes_nothing(live: Live) -> None:
    made = live.conn("POST", body=connector()).body
    assert live.conn("POST", f"/{made['id']}/publish", body={}).status == 200
    live.conn("PUT", f"/{made['id']}", body=connector(name="Renamed"))
    live.resolver.answers[PARTNER_HOST] = ["127.0.0.1"]  # DNS changed since the save
    refused = live.conn("POST", f"/{made['id']}/publish", body={})
    assert (refused.status, refused.code) == (400, "address_not_public")
    after = live.conn("GET", f"/{made['id']}").body
    assert (after["published"]["name"], after["version"]) == ("CRM", 3)


def test_a_name_that_does_not_resolve_is_saved_and_the_call_fails_closed(live: Live) -> None:
    """DNS may not know the partner's name yet: the save keeps it, the call refuses it (nothing sent)."""
    made = live.conn("POST", body=connector(baseUrl="https://not-yet.partner.example"))
    assert made.status == 201, made.body
    tested = live.conn("POST", f"/{made.body['id']}/test", body=PUSH)
    assert (tested.status, tested.code) == (400, "host_not_resolved")
    assert live.backend.connected == []


def test_a_resolver_that_fails_on_save_is_a_name_that_does_not_resolve(live: Live) -> None:
    def failing(host: str, port: int) -> list[str]:
        raise OSError("the resolver is down")

    live.firm.apps["connectors"].ports.override(Outbound, outbound(trustme.CA(), live.backend, failing))
    assert live.conn("POST", body=connector()).status == 201


def test_a_slow_lookup_holds_a_save_for_a_bounded_time(live: Live) -> None:
    released = threading.Event()

    def stalled(host: str, port: int) -> list[str]:
        released.wait(30)
        return [PARTNER_ADDRESS]

    live.firm.apps["connectors"].ports.override(Outbound, outbound(trustme.CA(), live.backend, stalled))
    started = time.monotonic()
    try:
        made = live.conn("POST", body=connector())
    finally:
        released.set()
    assert made.status == 201, made.body
    assert SAVE_LOOKUP_SECONDS <= time.monotonic() - started < SAVE_LOOKUP_SECONDS + 2


def test_an_ip_literal_is_judged_without_a_lookup(live: Live) -> None:
    made = live.conn("POST", body=connector(baseUrl=f"https://{PARTNER_ADDRESS}/v1"))
    assert made.status == 201, made.body
    assert live.resolver.asked == []
    refused = live.conn("PUT", f"/{made.body['id']}", body=connector(baseUrl="https://10.1.2.3"))
    assert (refused.status, refused.code) == (400, "address_not_public")


def test_the_call_keeps_its_own_resolve_and_pin_after_a_save_that_passed(live: Live) -> None:
    made = live.conn("POST", body=connector()).body
    assert live.resolver.asked == [PARTNER_HOST]  # resolved on save
    live.resolver.answers[PARTNER_HOST] = ["169.254.169.254"]
    refused = live.conn("POST", f"/{made['id']}/test", body=PUSH)
    assert (refused.status, refused.code) == (400, "address_not_public")
    assert live.backend.connected == []
    assert live.resolver.asked == [PARTNER_HOST, PARTNER_HOST]
