"""Investment strategies and deal sources (spec 1.3, 5.2 `records:*`): the firm's own lists a deal is
filed under (a Deal record names them: `strategyId`, `dealSourceId`, catalog.model.ITEM_TARGETS). Plain
kit resources: list, create, get, replace, archive (never deleted: deals filed under
one keep pointing at it; an archived one leaves the lists unless `?archived=true`)."""

from __future__ import annotations

from kernel.routing import Router
from kit.fields import Choice, Text
from kit.resource import ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
KEEP = frozenset({"list", "create", "get", "replace"})
SOURCE_KINDS = ("Intermediary", "Network", "Inbound", "Outbound", "Event", "Platform", "Other")

STRATEGIES = Resource(
    name="strategies",
    path=f"{X}/strategies",
    id_prefix="strat",
    noun="investment strategy",
    title="Strategy",
    fields={
        "name": Text(max_length=120),
        "description": Text(max_length=4000, multiline=True, required=False),
        "assetClass": Choice(
            "PrivateEquity",
            "VentureCapital",
            "Growth",
            "Credit",
            "RealAssets",
            "Infrastructure",
            "FundOfFunds",
            "Other",
            required=False,
        ),
    },
    example={
        "name": "Buy-and-build, DACH software",
        "assetClass": "PrivateEquity",
        "description": "Majority stakes in founder-led software companies, EUR 10-50m EBITDA.",
    },
    item_param="id",
    unique=("name",),
    filters=(ListFilter("assetClass"),),
    operations=KEEP,
    archive=True,
)
DEAL_SOURCES = Resource(
    name="deal-sources",
    path=f"{X}/deal-sources",
    id_prefix="dsrc",
    noun="deal source",
    fields={
        "name": Text(max_length=120),
        "kind": Choice(*SOURCE_KINDS),
        "description": Text(max_length=4000, multiline=True, required=False),
    },
    example={"name": "Lincoln International", "kind": "Intermediary"},
    item_param="id",
    unique=("name",),
    filters=(ListFilter("kind"),),
    operations=KEEP,
    archive=True,
)

for resource in (STRATEGIES, DEAL_SOURCES):
    declare(router, resource)
