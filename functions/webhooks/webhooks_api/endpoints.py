"""Webhook endpoints: where a firm's record changes are pushed (docs/guide/webhooks.md).

An endpoint is a kit resource (list, get, delete as declared) whose create and patch are written here:
a create makes the signing secret and answers it once; a patch checks the URL again and, turning a
paused endpoint on, clears why it was paused. `rotate-secret` makes a new secret (the old one signs
too for 24 hours); `test` queues a `webhook.test` delivery now.

Only `admin.webhooks.manage` (administrators by default) manages endpoints, as an endpoint receives
every record change of the firm; API tokens need `webhooks:read` / `webhooks:write`. A firm holds at
most MAX_ENDPOINTS, counted on one item that a create and a delete move at the version read, so two
creates at once cannot pass the limit together.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any

from catalog import firm
from connectors.calls import saved_target
from connectors.definition import service_hosts
from kernel import errors
from kernel.ids import iso, new_id
from kernel.outbound import Outbound
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Update, Write
from kernel.wire import Outcome
from kit.fields import Boolean, Choice, DateTime, Fields, ListOf, Text
from kit.resource import ByHand, Items, Resource, declare
from webhooks_api import events
from webhooks_api.secrets import WebhookSecrets

X = "/api/v1/x"
MANAGE = "admin.webhooks.manage"
MAX_ENDPOINTS = 20
COUNTER = ("WEBHOOK_ENDPOINTS", "COUNT")  # the firm's endpoints, counted
ROTATION_OVERLAP_SECONDS = 86400  # the old secret signs beside the new one this long

FIELDS = {
    "url": Text(min_length=9, max_length=2048, description="Where events are POSTed: https, a public host, "
                "no user name, query or fragment."),
    "events": ListOf(of=Choice(*events.SUBSCRIBABLE), least=1, most=len(events.SUBSCRIBABLE),
                     description="The event types sent to it."),
    "recordTypes": ListOf(of=Text(max_length=64), most=50, required=False, default=[],
                          description="Only changes of these record types (none: every type)."),
    "description": Text(max_length=500, required=False),
    "enabled": Boolean(required=False, default=True, description="false pauses it: nothing is sent, "
                       "and what happens meanwhile is not sent later (GET /changes has it)."),
}  # fmt: skip
STATE = {
    "secretSet": Boolean(default=True, description="Always true: the secret is shown once, on create and "
                         "on rotate-secret."),
    "disabledReason": Choice("endpoint_gone", "failing", required=False,
                             description="Why the service paused it: it answered 410, or every delivery "
                             "failed for 5 days. Turning it on again clears it."),
    "disabledAt": DateTime(required=False),
}  # fmt: skip
EXAMPLE = {"description": "Partner CRM sync", "url": "https://hooks.partner.example.com/records",
           "events": ["record.created", "record.updated"], "recordTypes": ["Company"]}  # fmt: skip


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """On save: the URL passes the address guard, names it resolves to now included (400 with the
    guard's code naming `url`); each record type is one of the firm's."""
    saved_target(values["url"], service_hosts(request), request.port(Outbound), field="url")
    catalog = firm.from_head(request.read(*firm.HEAD))
    return [
        {"field": f"recordTypes[{index}]", "message": "not a record type of your firm"}
        for index, key in enumerate(values.get("recordTypes") or [])
        if catalog.record_type(key) is None
    ]


def _counted(items: Items, current: Mapping[str, Any]) -> list[Write]:
    """A delete gives its place back."""
    return [_count_write(items.request, -1)]


def _secret_deleted(request: Request[Any, Any], current: Mapping[str, Any]) -> None:
    request.port(WebhookSecrets).delete(request.caller.firm_id, current["id"])


router = Router()
ITEM = f"{X}/webhooks/{{id}}"


def create_webhooks(request: Request[dict[str, Any]]) -> Outcome:
    """The endpoint, and its secret once (an Idempotency-Key's replay answers without it)."""
    items = Items(WEBHOOKS, request)
    counter = _count_write(request, +1)
    endpoint_id = new_id(WEBHOOKS.id_prefix, request.services.clock)
    secret, version = events.new_secret(), str(uuid.uuid4())
    made = items.create({"secretVersion": version}, item_id=endpoint_id)
    put = _putting(request, endpoint_id, secret, version, new=True)
    return Outcome({**made.body, "secret": secret}, writes=[*made.writes, counter], version=made.version,
                   location=made.location, before_commit=[put], replay_body=made.body)  # fmt: skip


def patch_webhooks(request: Request[dict[str, Any]]) -> Outcome:
    return Items(WEBHOOKS, request).patch(_turned_on)


def _turned_on(current: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """An endpoint turned on again forgets why the service paused it."""
    if values.get("enabled", True) and current.get("disabledReason"):
        return {"disabledReason": None, "disabledAt": None}
    return {}


WEBHOOKS = Resource(
    name="webhooks", path=f"{X}/webhooks", id_prefix="whk", noun="webhook endpoint", title="Webhook",
    item_param="id", item_description="The webhook endpoint's id (whk_...).",
    fields=FIELDS, state=STATE, example=EXAMPLE, check=_check, reads=(firm.HEAD,),
    scope="webhooks", read_permission=MANAGE, write_permission=MANAGE,
    operations=frozenset({"list", "create", "get", "patch", "delete"}),
    hidden=("secretVersion", "previousSecretVersion", "previousSecretUntil"),
    on_delete=_counted, after_delete=_secret_deleted, shown_once=("secret",),
)  # fmt: skip
CREATED = Fields("WebhookCreated", {**{k: t.optional() for k, t in WEBHOOKS.view_schema.fields.items()},
                 "secret": Text(max_length=200, description="whsec_...: shown this once. Verify signatures "
                                "with it (Standard Webhooks).")})  # fmt: skip
declare(router, WEBHOOKS, by_hand={
    "create": ByHand(create_webhooks, summary="Add a webhook endpoint; its signing secret is answered once.",
                     response=CREATED),
    "patch": ByHand(patch_webhooks, summary="Change a webhook endpoint (a JSON merge patch: url, events, "
                    "recordTypes, description, enabled)."),
})  # fmt: skip

ROTATED = Fields("WebhookSecretRotated", {
    "secret": Text(max_length=200, required=False, description="The new secret (whsec_...), shown once."),
    "previousSecretExpiresAt": DateTime(description="Until then deliveries carry signatures under both."),
})  # fmt: skip


@router.post(f"{ITEM}/rotate-secret", route_class=RouteClass.RECORD, scope="webhooks:write",
             permission=MANAGE, response=ROTATED, body=None, query=None, etag=True, if_match=True,
             last_write_wins=True,
             summary="Make a new signing secret; the old one signs beside it for 24 hours.")  # fmt: skip
def rotate_secret(request: Request[None]) -> Outcome:
    items = Items(WEBHOOKS, request)
    current = items.current()
    secret, version = events.new_secret(), str(uuid.uuid4())
    until = request.now() + ROTATION_OVERLAP_SECONDS
    state = {"secretVersion": version, "previousSecretVersion": current["secretVersion"],
             "previousSecretUntil": until}  # fmt: skip
    writes = items.state_write(current, state, changed=("secret",))
    shown = {"previousSecretExpiresAt": iso(until)}
    put = _putting(request, current["id"], secret, version)
    return Outcome({"secret": secret, **shown}, writes=writes, version=int(current["version"]) + 1,
                   before_commit=[put], replay_body=shown)  # fmt: skip


def signing_secrets(item: Mapping[str, Any], now: float) -> list[str]:
    """The secret versions that sign a delivery now: the current one, and the previous one for a day
    after a rotation."""
    versions = [str(item["secretVersion"])]
    if item.get("previousSecretVersion") and float(item.get("previousSecretUntil") or 0) > now:
        versions.append(str(item["previousSecretVersion"]))
    return versions


def _putting(request: Request[Any], endpoint_id: str, secret: str, version: str, new: bool = False) -> Any:
    """The secret's put, run right before the commit; a new one is discarded after the call unless its
    endpoint went in."""
    port, firm_id, store = request.port(WebhookSecrets), request.caller.firm_id, request.store

    def named() -> bool:
        return store.get(WEBHOOKS.partition(None), endpoint_id, consistent=True) is not None

    return lambda: port.put(firm_id, endpoint_id, secret, version, named if new else None)


def _count_write(request: Request[Any], step: int) -> Update:
    """The firm's endpoint count moved by `step`, at the version read (409 beyond MAX_ENDPOINTS)."""
    found = request.store.get(*COUNTER, consistent=True)
    count, version = (int(found["count"]), int(found["version"])) if found else (0, 0)
    if count + step > MAX_ENDPOINTS:
        raise errors.ApiError(409, "webhook_limit", f"A firm has at most {MAX_ENDPOINTS} webhook endpoints: "
                              "delete one first.")  # fmt: skip
    return Update(*COUNTER, version, {"count": max(0, count + step)}, addressed=False)
