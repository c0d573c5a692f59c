"""Deal screens (spec 2.4, 4.5) on /deals/{id}/...: resources under a Deal record, on the kit.
`{id}` is the Deal record's id; an unknown one, a deleted one or another firm's is 404."""

from __future__ import annotations

from deals_api.models import NextUp, NextUpBody
from kernel.routing import Router
from kit.resource import Resource, declare

router = Router()
DEAL = "/api/v1/x/deals/{id}"

NEXT_UPS = Resource(
    name="next-ups", path=f"{DEAL}/next-ups", parent="Deal", body=NextUpBody, view=NextUp,
    id_prefix="nxt", noun="next-up", operations=frozenset({"list", "create", "get"}), item_param="nextUpId",
)  # fmt: skip

declare(router, NEXT_UPS)
