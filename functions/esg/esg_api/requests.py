"""ESG requests (spec 3.4, 4.3): one request asks one Company record for a period's metrics; its
workflow moves it from `draft` to `approved` (or `waived`).

    draft --issue--> issued --start-progress--> in_progress --submit--> submitted
    submitted --start-review--> in_review --approve--> approved
    in_review --start-progress--> in_progress        (sent back to the company)
    issued | in_progress | submitted --waive--> waived

Any other move is 409 `invalid_transition` naming the state. A move is an update at the version read:
of two moves at once one wins, the other runs again on a fresh read (and meets the new state).

A request keeps what it asks as the metrics read when it was made (`metrics`), so a metric changed or
deleted later does not change a request already sent; its answers live in its own item (hidden from
its views: /esg-submissions shows them). Each write moves the period's counters (esg_api.analytics)
in the same transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from esg_api import analytics, library, models
from esg_api.resources import METRICS, PERIODS, firm_metrics
from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Write
from kernel.wire import Outcome
from kit.fields import Day, Ref
from kit.resource import Items, ListFilter, Resource, declare, index_partition

router = Router()
X = "/api/v1/x"

# action (the path's last segment) -> {from state: to state}
MOVES: dict[str, dict[str, str]] = {
    "issue": {"draft": "issued"},
    "start-progress": {"issued": "in_progress", "in_review": "in_progress"},
    "submit": {"in_progress": "submitted"},
    "start-review": {"submitted": "in_review"},
    "approve": {"in_review": "approved"},
    "waive": {"issued": "waived", "in_progress": "waived", "submitted": "waived"},
}
STAMPS = {"issued": "issuedAt", "submitted": "submittedAt"}  # when a request first reached these
MOST_HISTORY = 50


def _snapshot(items: Items, values: dict[str, Any], item_id: str) -> list[Write]:
    """A new request: what it asks (the metrics as they are now), and its period's counters."""
    period = items.request.store.get(PERIODS.partition(None), values["reportingPeriodId"], consistent=True)
    if period is None:  # deleted since the reference check read it
        raise invalid_input(
            "invalid_request",
            "body",
            [{"field": "reportingPeriodId", "message": "no ESG reporting period with this id"}],
        )
    metrics = request_metrics(items.request, period, values.get("metricIds"))
    values.update(metrics=metrics, metricCount=len(metrics))
    # What it asks is copied in: the firm's metrics named need not outlive the commit
    return [analytics.count_new(period["id"], [(values.get("status", "draft"), len(metrics))])]


REQUESTS = Resource(
    name="esg-requests",
    path=f"{X}/esg-requests",
    id_prefix="esgr",
    noun="ESG request",
    title="EsgRequest",
    fields={
        "reportingPeriodId": Ref(PERIODS),
        "companyId": Ref("Company"),
        "dueDate": Day(),
        "metricIds": models.METRIC_IDS,
    },
    state=models.REQUEST_STATE,
    example=models.REQUEST_EXAMPLE,
    item_param="id",
    unique=(("reportingPeriodId", "companyId"),),
    prepare=_snapshot,
    filters=(
        ListFilter("reportingPeriodId", required=True, description="The period."),
        ListFilter("status"),
        ListFilter("companyId", description="Requests to this company."),
    ),
    operations=frozenset({"list", "create", "get"}),
    hidden=("answers",),
)
declare(router, REQUESTS)


def request_metrics(
    request: Request[Any, Any], period: Mapping[str, Any], metric_ids: Sequence[str] | None
) -> list[dict[str, Any]]:
    """What a request asks: the metrics named (400 naming each unknown one), else the period's
    frameworks' metrics, library first, then the firm's own (at most MOST_METRICS)."""
    if metric_ids:
        found = firm_metrics(request.store, metric_ids)
        problems = [
            {"field": f"metricIds[{i}]", "message": "no ESG metric with this id"}
            for i, each in enumerate(metric_ids)
            if library.library_metric(each) is None and each not in found
        ]
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return [_snapshot_of(each, found) for each in metric_ids]
    metrics: dict[str, dict[str, Any]] = {}
    for framework in period["frameworkIds"]:
        for metric in library.library_for_framework(framework):
            metrics.setdefault(metric.id, _library_snapshot(metric, framework))
    for framework in period["frameworkIds"]:
        for item in _firm_metrics_of(request, framework):
            metrics.setdefault(item["id"], _firm_snapshot(item))
    if not metrics:
        raise invalid_input(
            "invalid_request",
            "body",
            [
                {
                    "field": "metricIds",
                    "message": "the period's frameworks have no metrics: name the metrics to ask",
                }
            ],
        )
    if len(metrics) > models.MOST_METRICS:
        message = (
            f"the period's frameworks hold {len(metrics)} metrics, a request at most "
            f"{models.MOST_METRICS}: name the metrics to ask"
        )
        raise invalid_input("invalid_request", "body", [{"field": "metricIds", "message": message}])
    return list(metrics.values())


def _firm_metrics_of(request: Request[Any, Any], framework: str) -> list[dict[str, Any]]:
    """The firm's metrics of one framework, through the metrics' frameworkId index (bounded)."""
    by_framework = next(f for f in METRICS.filters if f.name == "frameworkId")
    entries = request.store.query(
        index_partition(METRICS.partition(None), by_framework, framework),
        limit=models.MOST_METRICS + 1,
        consistent=True,
    )
    keys = [(METRICS.partition(None), entry["id"]) for entry in entries.items]
    found = request.store.get_many(keys, consistent=True) if keys else {}
    return [found[key] for key in keys if key in found]


def _snapshot_of(metric_id: str, firm: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
    found = library.library_metric(metric_id)
    return _library_snapshot(found, None) if found is not None else _firm_snapshot(firm[metric_id])


def _library_snapshot(metric: library.LibraryMetric, framework: str | None) -> dict[str, Any]:
    shown = {
        "metricId": metric.id,
        "name": metric.name,
        "pillar": metric.pillar,
        "unit": metric.unit,
        "valueType": metric.value_type,
    }
    if framework is not None:
        shown |= {"frameworkId": framework, "code": metric.references[framework]}
    return shown


def _firm_snapshot(item: Mapping[str, Any]) -> dict[str, Any]:
    shown = {
        "metricId": item["id"],
        "name": item["name"],
        "pillar": item["pillar"],
        "unit": item["unit"],
        "valueType": item["valueType"],
        "frameworkId": item["frameworkId"],
    }
    return shown | ({"code": item["code"]} if item.get("code") else {})


# ---- the workflow ------------------------------------------------------------------------------------


def invalid_transition(action: str, state: str) -> errors.ApiError:
    allowed = sorted(action_name for action_name, moves in MOVES.items() if state in moves)
    then = f"; from {state}: {', '.join(allowed)}" if allowed else f"; {state} is final"
    return errors.ApiError(
        409,
        "invalid_transition",
        f"The request is {state}: it cannot {action}{then}.",
        extra={"state": state},
    )


def move(items: Items, action: str, current: Mapping[str, Any]) -> Outcome:
    """The request moved by `action`, with the period's counters, at the version read."""
    state = current["status"]
    target = MOVES[action].get(state)
    if target is None:
        raise invalid_transition(action, state)
    request = items.request
    now = iso(request.now())
    step = {"action": action, "from": state, "to": target, "at": now, "by": request.caller.user_id}
    history = [*current.get("history", []), step][-MOST_HISTORY:]
    change = {
        "status": target,
        "statusChangedAt": now,
        "statusChangedBy": request.caller.user_id,
        "history": history,
    }
    if target in STAMPS and not current.get(STAMPS[target]):
        change[STAMPS[target]] = now
    writes = items.state_write(current, change, ("status",))
    writes.append(analytics.count_move(current["reportingPeriodId"], state, target))
    after = {**current, **change, "updatedAt": request.now(), "version": current["version"] + 1}
    return Outcome(items.view(after), writes=writes, version=after["version"])


def _mover(action: str) -> Any:
    def handler(request: Request) -> Outcome:
        items = Items(REQUESTS, request)
        return move(items, action, items.current())

    handler.__name__ = handler.__qualname__ = f"{action.replace('-', '_')}_esg_request"  # the operationId
    return handler


SAID = {
    "issue": "Issue a draft request: the company can start.",
    "start-progress": "Start work on an issued request, or send one in review back to the company.",
    "submit": "Hand in the answers (the request leaves in_progress for submitted; answers freeze).",
    "start-review": "Take a submitted request into review.",
    "approve": "Approve a request in review (final).",
    "waive": "Waive an issued, in-progress or submitted request (final).",
}
for _action in MOVES:
    router.route(
        "POST",
        f"{REQUESTS.item_path}/{_action}",
        route_class=RouteClass.RECORD,
        scope="records:write",
        permission="records.write",
        response=REQUESTS.view_schema,
        body=None,
        query=None,
        etag=True,
        last_write_wins=True,
        errors=(409,),
        params={"id": {"description": "The ESG request's id."}},
        summary=f"{SAID[_action]} 409 invalid_transition from any other state.",
    )(_mover(_action))
