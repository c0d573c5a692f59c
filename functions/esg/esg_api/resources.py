"""The ESG family's plain resources, declared on the kit: reporting periods, the firm's own metrics,
ESG reports, benchmark values and metric mappings (spec 4.3). The metrics' list is hand-written
(esg_api.framework_metrics): a framework's metrics are the library's and the firm's own.

A metric id is a library metric's (`lib_...`, built in: esg_api.library) or one of the firm's metrics
(`esgm_...`): `metric_problems` checks both kinds in one batch read. A period with requests is never
deleted: its analytics counter item exists from its first request on, and the delete requires that it
does not (one transaction decides between a delete and a first request made at once).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from catalog import taxonomy
from esg_api import framework_metrics, library, models
from kernel import errors
from kernel.request import Request
from kernel.routing import Router
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Require, Write
from kit.fields import Choice, Ref
from kit.resource import ByHand, Items, ListFilter, Prepare, Resource, declare, index_partition

X = "/api/v1/x"
Problems = list[dict[str, str]]
COUNTS = "ESG#COUNTS"  # the analytics counter item of each period: sort key the period's id


def _known_frameworks(store: TenantStore, given: Iterable[tuple[str, str]]) -> Problems:
    """Each (field, key) names a key of the firm's taxonomy group esg_fw."""
    given = list(given)
    known = taxonomy.keys(store, "esg_fw") if given else set()
    return [
        {"field": field, "message": "not a key of the taxonomy group esg_fw"}
        for field, key in given
        if key not in known
    ]


def _period_check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    ids = values.get("frameworkIds") or []
    return _known_frameworks(request.store, ((f"frameworkIds[{i}]", key) for i, key in enumerate(ids)))


def period_in_use() -> errors.ApiError:
    return errors.ApiError(
        409,
        "period_in_use",
        "The period has ESG requests: it cannot be deleted (waive its requests instead).",
    )


def _refuse_delete_with_requests(items: Items, period: dict[str, Any]) -> list[Write]:
    if items.request.store.get(COUNTS, period["id"], consistent=True) is not None:
        raise period_in_use()
    return [Require(COUNTS, period["id"], period_in_use(), exists=False, addressed=False)]


PERIODS = Resource(
    name="esg-periods",
    path=f"{X}/esg-periods",
    id_prefix="esgp",
    noun="ESG reporting period",
    title="EsgPeriod",
    fields=models.PERIOD,
    rules=models.PERIOD_RULES,
    example=models.PERIOD_EXAMPLE,
    item_param="id",
    unique=("name",),
    check=_period_check,
    on_delete=_refuse_delete_with_requests,
)


def _metric_check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    return _known_frameworks(request.store, [("frameworkId", values["frameworkId"])])


def metric_in_use() -> errors.ApiError:
    return errors.ApiError(
        409, "metric_in_use", "A metric mapping or a benchmark names this metric: remove them first."
    )


def _refuse_delete_in_use(items: Items, metric: dict[str, Any]) -> list[Write]:
    """A metric that a mapping or a benchmark names stays (their indexes say so: one Query each).
    Requests keep their own copy of what they ask, so they do not hold a metric."""
    store = items.request.store
    for resource, filter_names in (
        (MAPPINGS, ("sourceMetricId", "targetMetricId")),
        (BENCHMARKS, ("metricId",)),
    ):
        for list_filter in (f for f in resource.filters if f.name in filter_names):
            partition = index_partition(resource.partition(None), list_filter, metric["id"])
            if store.query(partition, limit=1, consistent=True).items:
                raise metric_in_use()
    return []


METRICS = Resource(
    name="esg-metrics",
    path=f"{X}/esg-metrics",
    id_prefix="esgm",
    noun="ESG metric",
    title="EsgMetric",
    fields=models.METRIC,
    rules=models.METRIC_RULES,
    example=models.METRIC_EXAMPLE,
    item_param="id",
    unique=(("name", "frameworkId"),),
    # Beside the library's metrics in a framework's list, the firm's own say whose they are
    state={
        "source": Choice(
            framework_metrics.FIRM, default=framework_metrics.FIRM, description="The firm's own metric."
        )
    },
    check=_metric_check,
    on_delete=_refuse_delete_in_use,
    filters=(
        ListFilter("frameworkId", required=True, description="The framework (taxonomy esg_fw key)."),
        ListFilter("pillar"),
    ),
)


def list_esg_metrics(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    return framework_metrics.FrameworkMetrics(METRICS, request).page()


LIST_FRAMEWORK_METRICS = ByHand(
    list_esg_metrics,
    response=framework_metrics.PAGE,
    summary="The metrics of one framework: the library's (in library order), then the firm's own (newest "
    "first), each with its source; 404 for a framework neither the library nor the firm has.",
)

# ---- metric ids: the library's and the firm's --------------------------------------------------------


def firm_metrics(store: TenantStore, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The firm's metrics among `ids` (one batch read), by id."""
    wanted = sorted({each for each in ids if not each.startswith("lib_")})
    if not wanted:
        return {}
    found = store.get_many([(METRICS.partition(None), each) for each in wanted], consistent=True)
    return {sort: item for (_, sort), item in found.items()}


def metric_problems(store: TenantStore, named: Sequence[tuple[str, str]]) -> Problems:
    """Each (field, metric id) names a library metric or one of the firm's."""
    found = firm_metrics(store, (metric_id for _, metric_id in named))
    return [
        {"field": field, "message": "no ESG metric with this id"}
        for field, metric_id in named
        if library.library_metric(metric_id) is None and metric_id not in found
    ]


def metric_requirements(named: Iterable[str]) -> list[Write]:
    """The firm's metrics named must still exist when the write commits."""
    gone = errors.invalid_request(
        "A metric named was deleted meanwhile.",
        [{"field": "body", "message": "a metric named was deleted meanwhile"}],
    )
    firm_ids = sorted({each for each in named if not each.startswith("lib_")})
    return [Require(METRICS.partition(None), each, gone, addressed=False) for each in firm_ids]


def _named_metric_problems(
    request: Request[Any, Any], values: Mapping[str, Any], keys: Sequence[str]
) -> Problems:
    """The body's metric ids under `keys` each name a library metric or one of the firm's."""
    return metric_problems(request.store, [(key, values[key]) for key in keys if values.get(key) is not None])


def _requiring_metrics(*keys: str) -> Prepare:
    """A `prepare`: the firm's metrics the body names under `keys` must still exist at the commit."""

    def prepare(items: Items, values: dict[str, Any], item_id: str) -> list[Write]:
        return metric_requirements(values[key] for key in keys if values.get(key) is not None)

    return prepare


# ---- reports, benchmarks, mappings -------------------------------------------------------------------

REPORTS = Resource(
    name="esg-reports",
    path=f"{X}/esg-reports",
    id_prefix="esgrp",
    noun="ESG report",
    title="EsgReport",
    fields={
        **models.REPORT,
        "reportingPeriodId": Ref(PERIODS, required=False, description="The ESG period it reports on."),
    },
    example=models.REPORT_EXAMPLE,
    item_param="id",
    filters=(
        ListFilter("entityId", required=True, description="The record the reports are about."),
        ListFilter("entityType", required=True, description="That record's type."),
        ListFilter("status"),
    ),
)


def _benchmark_check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems = _named_metric_problems(request, values, ("metricId",))
    if library.benchmark_provider(values["providerId"]) is None:
        problems.append({"field": "providerId", "message": "not one of GET /esg-benchmarks/providers"})
    return problems


BENCHMARKS = Resource(
    name="esg-benchmarks",
    path=f"{X}/esg-benchmarks",
    id_prefix="esgb",
    noun="ESG benchmark",
    title="EsgBenchmark",
    fields=models.BENCHMARK,
    example=models.BENCHMARK_EXAMPLE,
    item_param="id",
    check=_benchmark_check,
    prepare=_requiring_metrics("metricId"),
    unique=(("metricId", "providerId", "year", "statistic", "sector", "region"),),
    filters=(
        ListFilter("metricId", description="Benchmarks of this metric."),
        ListFilter("providerId"),
        ListFilter("year"),
    ),
)


def _mapping_check(request: Request[Any, Any], values: Mapping[str, Any]) -> Problems:
    problems = _named_metric_problems(request, values, ("sourceMetricId", "targetMetricId"))
    if values["sourceMetricId"] == values["targetMetricId"]:
        problems.append({"field": "targetMetricId", "message": "a metric does not map to itself"})
    if values.get("factor") is not None and values["factor"] <= 0:
        problems.append({"field": "factor", "message": "greater than 0"})
    return problems


MAPPINGS = Resource(
    name="metric-mappings",
    path=f"{X}/metric-mappings",
    id_prefix="esgmm",
    noun="metric mapping",
    fields=models.MAPPING,
    example=models.MAPPING_EXAMPLE,
    item_param="id",
    check=_mapping_check,
    prepare=_requiring_metrics("sourceMetricId", "targetMetricId"),
    unique=(("sourceMetricId", "targetMetricId"),),
    filters=(
        ListFilter("sourceMetricId", description="Mappings from this metric."),
        ListFilter("targetMetricId", description="Mappings to this metric."),
    ),
)

router = Router()
for resource in (PERIODS, METRICS, REPORTS, BENCHMARKS, MAPPINGS):
    declare(router, resource, by_hand={"list": LIST_FRAMEWORK_METRICS} if resource is METRICS else None)
