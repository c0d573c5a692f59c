"""Connectors (spec 2.1, 3.1, 4.7): the definition is a kit resource (list, create, get, PUT of the
draft, delete); the routes below move its state and use it.

States (spec 3.1): inactive draft -> publish -> published and active <-> deactivate / activate.
Publish copies the draft onto the published call and raises `definitionRevision` only when the call
itself changed (connectors.definition.call_definition); the first publish turns it on, a later one
leaves it as it is (deactivate is an emergency stop that only activate ends). Activate turns the
published call on again without copying; deactivate stops it at once. Route classes (spec 1.5): a
draft is saved (Draft); publish, activate and deactivate make it current or not (Commit); the secret
changes the live call at once (Record) unless the draft names another host, when it is kept for that
host until publish (connectors.secrets); the test call stores nothing but calls out (Draft, as the
work on a draft it is). Connectors are not records: their writes are not in the change feed (spec 6).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from connectors import calls, secrets
from connectors.definition import CONNECTORS, draft_of, next_revision, operation, service_hosts
from connectors.secrets import ConnectorSecrets, SecretUnavailable
from connectors_api import models
from kernel import errors
from kernel.ids import iso
from kernel.outbound import Outbound
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.resource import Items, declare

router = Router()
declare(router, CONNECTORS)

ITEM = CONNECTORS.item_path
MANAGE = "admin.connectors.manage"


@router.post(f"{ITEM}/secret", route_class=RouteClass.RECORD, scope="connectors:draft", permission=MANAGE,
             response=models.SECRET_SET, body=models.SECRET_BODY, secret_body=True, last_write_wins=True,
             if_match=True,  # the connector's version
             summary="Set or rotate the secret for the draft's host (write-only).")  # fmt: skip
def set_secret(request: Request[dict[str, Any]]) -> Outcome:
    """The secret for the draft's origin. While it is the published call's origin (or nothing is
    published yet) this rotates the live secret; while the draft names another, it is kept for that
    origin alone and the published call keeps its own until publish promotes it."""
    items = Items(CONNECTORS, request)
    connector = items.current()
    draft_origin = calls.origin(calls.checked_target(connector["baseUrl"], service_hosts(request)))
    published = connector.get("published")
    for_draft = published is not None and calls.origin_of(published["baseUrl"]) != draft_origin
    version = request.port(ConnectorSecrets).put(
        request.caller.firm_id,
        connector["id"],
        request.body["secret"],
        exists=secrets.holds_any(connector),
        draft=for_draft,
    )
    state = secrets.slot_state(secrets.Slot(version, draft_origin), draft=for_draft)
    return Outcome({"secretSet": True}, writes=items.state_write(connector, state, changed=("secret",)))


@router.post(f"{ITEM}/test", route_class=RouteClass.DRAFT, scope="connectors:draft", permission=MANAGE,
             response=models.TEST_REPORT, body=models.TEST_BODY, errors=(409,),
             summary="Call an operation of the draft once; report what happened (no publish).")  # fmt: skip
def test_connector(request: Request[dict[str, Any]]) -> dict[str, Any]:
    connector = Items(CONNECTORS, request).current()
    chosen = operation(connector, request.body["operationKey"])
    if chosen is None:
        raise invalid_input("invalid_request", "body", [
            {"field": "operationKey", "message": "not an operation of this connector's draft"}
        ])  # fmt: skip
    hosts = service_hosts(request)
    slot = _draft_secret(connector, calls.origin(calls.checked_target(connector["baseUrl"], hosts)))
    secret = _read(request, connector, slot) if slot else None
    origin = slot.origin if slot else None
    call = calls.prepare(connector, chosen, request.body["parameters"], secret, hosts, origin)
    return calls.send(request.port(Outbound), call, chosen, secret)


@router.post(f"{ITEM}/publish", route_class=RouteClass.COMMIT, scope="connectors:activate",
             permission=MANAGE, response=CONNECTORS.view_schema, etag=True, last_write_wins=True,
             summary="Copy the draft onto the published call (the first publish turns it on).")  # fmt: skip
def publish_connector(request: Request) -> Outcome:
    """The draft becomes the published call; a secret set for the draft's origin becomes the live one
    in the same write, so no call carries a secret to an origin it was not set for."""
    items = Items(CONNECTORS, request)
    connector = items.current()
    # The guard decides again, on what the name resolves to now as well.
    target = calls.saved_target(connector["baseUrl"], service_hosts(request), request.port(Outbound))
    first = connector.get("published") is None  # the first publish turns it on; a later one keeps its state
    state = {"published": draft_of(connector), "active": True if first else bool(connector.get("active")),
             "definitionRevision": next_revision(connector), "publishedAt": iso(request.now())}  # fmt: skip
    promoted = secrets.promoted(connector, calls.origin(target))
    if promoted is None:
        return items.set_state(connector, state)
    outcome = items.set_state(connector, {**state, **secrets.promotion_state(promoted)})
    port, firm_id, version = request.port(ConnectorSecrets), request.caller.firm_id, promoted.version
    # Once the item names it live (the item decides what a call reads), Secrets Manager's labels follow.
    labels = [lambda: port.promote(firm_id, connector["id"], version)]
    return dataclasses.replace(outcome, after_commit=labels)


@router.post(f"{ITEM}/activate", route_class=RouteClass.COMMIT, scope="connectors:activate",
             permission=MANAGE, response=CONNECTORS.view_schema, etag=True, last_write_wins=True,
             errors=(409,),
             summary="Turn the published call on again (the draft is not copied).")  # fmt: skip
def activate_connector(request: Request) -> Outcome:
    items = Items(CONNECTORS, request)
    connector = items.current()
    if connector.get("published") is None:
        raise errors.ApiError(
            409, "connector_not_published", "Publish the connector first: it has no call to turn on."
        )
    return items.set_state(connector, {"active": True})


@router.post(f"{ITEM}/deactivate", route_class=RouteClass.COMMIT, scope="connectors:activate",
             permission=MANAGE, response=CONNECTORS.view_schema, etag=True, last_write_wins=True,
             summary="Stop every revision of the connector at once.")  # fmt: skip
def deactivate_connector(request: Request) -> Outcome:
    items = Items(CONNECTORS, request)
    return items.set_state(items.current(), {"active": False})


def _draft_secret(connector: Mapping[str, Any], draft_origin: str) -> secrets.Slot | None:
    """The secret the draft's call carries: the one set for its origin. 409 when it needs one and
    none was set for that origin (nothing is sent)."""
    if connector["auth"] == "none":
        return None
    slot = secrets.for_origin(connector, draft_origin)
    if slot is not None:
        return slot
    if secrets.holds_any(connector):
        message = "The secret was set for another host: set it again for this base URL. Nothing was sent."
        raise errors.ApiError(409, "secret_origin_changed", message)
    raise errors.ApiError(409, "secret_not_set", "This connector authenticates with a secret: set it "
                          "with POST /connectors/{id}/secret first. Nothing was sent.")  # fmt: skip


def _read(request: Request[Any, Any], connector: Mapping[str, Any], slot: secrets.Slot) -> str:
    try:
        return request.port(ConnectorSecrets).get(request.caller.firm_id, connector["id"], slot.version)
    except SecretUnavailable:
        message = "The connector's secret cannot be read: set it again. Nothing was sent."
        raise errors.ApiError(409, "secret_unavailable", message) from None
