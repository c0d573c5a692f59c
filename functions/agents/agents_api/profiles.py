"""Agent profiles (spec 1.3, 5.2 `agents:read`, `agents:draft`): what an agent is told, the scopes it may
use, and the connectors it may call. A profile is a draft of what an agent may do: it runs nothing.

An agent's scopes never exceed its author's: each must be one the author holds (an API token: among
its scopes; every author: the person's role holds the permission that hands the scope on,
kernel.policy.GRANTING_PERMISSION), checked on every create and replace by whoever sends it. Its
connectors are the firm's connectors offered to the assistant (`surfaces` assistant or both). Profiles
are archived, never deleted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from connectors.definition import CONNECTORS
from kernel.auth import TokenKind
from kernel.policy import GRANTING_PERMISSION, SCOPES, expand_scopes
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kit.fields import Choice, ListOf, Refs, Text
from kit.resource import Resource, declare

router = Router()
X = "/api/v1/x"
Problems = list[dict[str, str]]


def author_may_grant(request: Request[Any, Any], scope: str) -> bool:
    caller = request.caller
    held = caller.token_kind is not TokenKind.API_TOKEN or scope in expand_scopes(caller.scopes)
    return held and GRANTING_PERMISSION[scope] in caller.permissions


def _check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems = [
        {
            "field": f"scopes[{index}]",
            "message": "beyond what you may grant: an agent's scopes never exceed its author's",
        }
        for index, scope in enumerate(values.get("scopes") or [])
        if not author_may_grant(request, scope)
    ]
    connector_ids = values.get("connectorIds") or []
    if connector_ids:
        found = request.store.get_many(
            [(CONNECTORS.partition(None), each) for each in connector_ids], consistent=True
        )
        problems += [
            {
                "field": f"connectorIds[{index}]",
                "message": "not offered to the assistant (surfaces automations)",
            }
            for index, each in enumerate(connector_ids)
            if (CONNECTORS.partition(None), each) in found
            and found[(CONNECTORS.partition(None), each)].get("surfaces") not in ("assistant", "both")
        ]
    return problems


AGENTS = Resource(
    name="agents",
    path=f"{X}/agents",
    id_prefix="agt",
    noun="agent profile",
    title="AgentProfile",
    fields={
        "name": Text(max_length=120),
        "description": Text(max_length=1000, multiline=True, required=False),
        "instructions": Text(max_length=20_000, multiline=True, description="What the agent is told."),
        "scopes": ListOf(
            of=Choice(*SCOPES),
            least=1,
            most=len(SCOPES),
            description="The API scopes the agent may use: each one its author holds.",
        ),
        "connectorIds": Refs(
            CONNECTORS,
            most=20,
            required=False,
            description="Connectors it may call: surfaces assistant or both.",
        ),
    },
    example={
        "name": "Deal screener",
        "instructions": "Summarise each new deal's teaser in five bullets.",
        "scopes": ["records:read"],
    },
    item_param="id",
    unique=("name",),
    scope="agents",
    scopes={
        "create": "agents:draft",
        "replace": "agents:draft",
        "archive": "agents:draft",
        "unarchive": "agents:draft",
    },
    write_permission="agents.manage",
    route_class=RouteClass.DRAFT,
    check=_check,
    operations=frozenset({"list", "create", "get", "replace"}),
    archive=True,
)
declare(router, AGENTS)
