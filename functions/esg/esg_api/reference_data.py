"""The ESG family's built-in reference data (esg_api.library), read only: the metric library, benchmark
data providers, emission factor sources and the emission factor search. The same for every firm, so
these routes read no table beyond the token's own reads.
"""

from __future__ import annotations

from typing import Any

from esg_api import library, models
from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kit.fields import Documented

router = Router()
X = "/api/v1/x"
READ = {"scope": "records:read", "permission": "records.read", "body": None}
MOST_FACTORS = 200


def _listed(name: str, item: dict[str, Any]) -> Documented:
    return Documented(
        name,
        lambda: {
            "type": "object",
            "properties": {"items": {"type": "array", "items": {"type": "object", "properties": item}}},
        },
    )


TEXT = {"type": "string"}
LIBRARY = Documented(
    "EsgMetricLibrary",
    lambda: {
        "type": "object",
        "properties": {
            "frameworks": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "frameworkId": TEXT,
                        "name": TEXT,
                        "pillars": {"type": "array", "items": {"type": "object"}},
                    },
                },
            }
        },
    },
)
PROVIDERS = _listed(
    "EsgBenchmarkProviders",
    {"id": TEXT, "name": TEXT, "description": TEXT, "url": {"type": ["string", "null"]}},
)
FACTOR_PROVIDERS = _listed(
    "EmissionFactorProviders",
    {"id": TEXT, "name": TEXT, "publisher": TEXT, "year": {"type": "integer"}, "region": TEXT, "url": TEXT},
)
FACTORS = Documented(
    "EmissionFactorPage",
    lambda: {
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "id": TEXT,
                        "providerId": TEXT,
                        "name": TEXT,
                        "category": TEXT,
                        "scope": {"type": "integer"},
                        "activityUnit": TEXT,
                        "factor": {"type": "number"},
                        "unit": TEXT,
                        "gas": TEXT,
                        "region": TEXT,
                        "year": {"type": "integer"},
                    },
                },
            },
            "nextCursor": {"type": ["string", "null"]},
        },
    },
)


@router.get(
    f"{X}/esg-metrics/library",
    response=LIBRARY,
    query=models.LIBRARY_QUERY,
    **READ,
    summary="The built-in ESG metric library, grouped by framework, then pillar; each metric with "
    "its unit, value type and the framework's own code.",
)
def get_esg_metric_library(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    return library.library_view(request.query.get("frameworkId"), request.query.get("pillar"))


@router.get(
    f"{X}/esg-benchmarks/providers",
    response=PROVIDERS,
    query=None,
    **READ,
    summary="The benchmark data providers a benchmark value may name.",
)
def list_esg_benchmark_providers(request: Request) -> dict[str, Any]:
    return {"items": [dict(provider) for provider in library.BENCHMARK_PROVIDERS]}


@router.get(
    f"{X}/emission-factors/providers",
    response=FACTOR_PROVIDERS,
    query=None,
    **READ,
    summary="The published emission factor sources the built-in table holds.",
)
def list_emission_factor_providers(request: Request) -> dict[str, Any]:
    return {"items": [dict(provider) for provider in library.EMISSION_FACTOR_PROVIDERS]}


@router.get(
    f"{X}/emission-factors/search",
    response=FACTORS,
    query=models.FACTOR_SEARCH,
    **READ,
    summary="Emission factors whose name, category or unit has words starting with each word of q "
    "(kg of gas per activity unit, exact).",
)
def search_emission_factors(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    provider = query.get("providerId")
    if provider is not None and not any(p["id"] == provider for p in library.EMISSION_FACTOR_PROVIDERS):
        raise errors.invalid_request(
            "providerId is not one of GET /emission-factors/providers.",
            [{"field": "providerId", "message": "not a known provider"}],
        )
    found = library.search_factors(query["q"], provider)
    start = _offset(query.get("cursor"), len(found))
    page = found[start : start + query["limit"]]
    after = start + len(page)
    return {
        "items": [library.factor_view(factor) for factor in page],
        "nextCursor": str(after) if after < len(found) else None,
    }


def _offset(cursor: str | None, total: int) -> int:
    """The built-in table is the same for everyone and never changes under a deployment: a cursor is
    the offset of the next factor, checked to lie inside the results."""
    if cursor is None:
        return 0
    canonical = len(cursor) <= 6 and cursor.isascii() and cursor.isdigit() and cursor == str(int(cursor))
    if not canonical or not 0 < int(cursor) < total:
        raise errors.invalid_cursor()
    return int(cursor)
