"""ESG submissions (spec 4.3): the company side of a request, its answers per metric. A submission is
its request's answer sheet and shares its id (one per request): `/esg-submissions?reportingPeriodId=`
lists the period's sheets, `/esg-submissions/{id}/answers` reads them and writes a batch of answers.

Answers are written while the request is `in_progress` (409 `answers_locked` otherwise: submitting
freezes them; a reviewer's send-back opens them again). Each value is typed by its metric's valueType
(numbers exact, percent 0 to 100); null clears an answer. A batch is all or nothing, at the request's
version (its ETag; If-Match: 412), and moves the period's `metricsAnswered` counter in the same
transaction. The review queue (`/esg-analytics/review-queue`) is here too: it pages the period's
submissions waiting for review.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from esg_api import analytics, library, models
from esg_api.requests import REQUESTS
from kernel import errors, json_codec
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.fields import ITEM_ID, Documented
from kit.resource import Items, index_partition

router = Router()
X = "/api/v1/x"
PATH = f"{X}/esg-submissions"
ITEM = f"{PATH}/{{id}}"
PARAMS = {"id": {"description": "The submission's id: its ESG request's id."}}
BY_PERIOD = next(f for f in REQUESTS.filters if f.name == "reportingPeriodId")
# The answers live in the request's item beside what it asks: with this bound (as answers spell it,
# non-ASCII escaped: an upper bound of what DynamoDB stores) the item, and the stored answer of an
# Idempotency-Key, stay inside DynamoDB's 400 KB.
MAX_ANSWERS_JSON = 250_000
SUMMARY_KEYS = (
    "reportingPeriodId",
    "companyId",
    "status",
    "dueDate",
    "metricCount",
    "answeredCount",
    "submittedAt",
    "version",
)


def answers_locked(state: str) -> errors.ApiError:
    return errors.ApiError(
        409,
        "answers_locked",
        f"The request is {state}: answers are written while it is in_progress.",
        extra={"state": state},
    )


def summary(item: Mapping[str, Any]) -> dict[str, Any]:
    shown = {"id": item["id"], "requestId": item["id"], **{key: item.get(key) for key in SUMMARY_KEYS}}
    return shown | {"answeredPercent": analytics.share(int(item["answeredCount"]), int(item["metricCount"]))}


def sheet(item: Mapping[str, Any]) -> dict[str, Any]:
    """The submission with every metric the request asks and its answer (null when none)."""
    stored = item.get("answers") or {}
    answers = [{**metric, **_answer_of(stored.get(metric["metricId"]))} for metric in item["metrics"]]
    return summary(item) | {"answers": answers}


def _answer_of(stored: Mapping[str, Any] | None) -> dict[str, Any]:
    keys = ("value", "comment", "answeredBy", "answeredAt")
    return {key: (stored or {}).get(key) for key in keys}


def _request_item(request: Request[Any, Any]) -> dict[str, Any]:
    item_id = request.path_params["id"]
    found = (
        request.store.get(REQUESTS.partition(None), item_id, consistent=True)
        if ITEM_ID.fullmatch(item_id)
        else None
    )
    if found is None:
        raise errors.not_found("No ESG submission with this id in your firm.")
    return found


def _period_page(
    request: Request[None, dict[str, Any]], oldest_first: bool
) -> tuple[list[dict[str, Any]], str | None]:
    """A page of the period's requests (in one state when asked), through the period index."""
    query = request.query
    analytics.period_counts(request, query["reportingPeriodId"])  # 404: not a period of the firm
    partition = REQUESTS.partition(None)
    status = {"status": query["status"]} if query.get("status") else {}
    entries = request.store.query(
        index_partition(partition, BY_PERIOD, query["reportingPeriodId"]),
        equals=status,
        newest_first=not oldest_first,
        limit=query["limit"],
        cursor=query.get("cursor"),
        consistent=True,
    )
    keys = [(partition, entry["id"]) for entry in entries.items]
    found = request.store.get_many(keys, consistent=True) if keys else {}
    return [found[key] for key in keys if key in found], entries.next_cursor


SUMMARY_SCHEMA = {
    "type": "object",
    "properties": {
        "id": {"type": "string"},
        "requestId": {"type": "string"},
        "reportingPeriodId": {"type": "string"},
        "companyId": {"type": "string"},
        "status": {"type": "string", "enum": list(models.STATES)},
        "dueDate": {"type": "string", "format": "date"},
        "metricCount": {"type": "integer"},
        "answeredCount": {"type": "integer"},
        "answeredPercent": {"type": "number"},
        "submittedAt": {"type": ["string", "null"], "format": "date-time"},
        "version": {"type": "integer"},
    },
}
PAGE = Documented(
    "EsgSubmissionList",
    lambda: {
        "type": "object",
        "properties": {
            "items": {"type": "array", "items": SUMMARY_SCHEMA},
            "nextCursor": {"type": ["string", "null"]},
        },
    },
)


@router.get(
    PATH,
    scope="records:read",
    permission="records.read",
    response=PAGE,
    query=models.SUBMISSION_QUERY,
    body=None,
    summary="The period's submissions (one per request), newest first; reportingPeriodId is required.",
)
def list_esg_submissions(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    items, cursor = _period_page(request, oldest_first=False)
    return {"items": [summary(item) for item in items], "nextCursor": cursor}


@router.get(
    ITEM,
    scope="records:read",
    permission="records.read",
    response=models.SUBMISSION,
    etag=True,
    query=None,
    body=None,
    params=PARAMS,
    summary="One submission: its request's state and every metric with its answer; the ETag is "
    "the request's.",
)
def get_esg_submission(request: Request) -> Outcome:
    item = _request_item(request)
    return Outcome(sheet(item), version=item["version"])


@router.get(
    f"{ITEM}/answers",
    scope="records:read",
    permission="records.read",
    response=models.SUBMISSION,
    etag=True,
    query=None,
    body=None,
    params=PARAMS,
    summary="The submission's answers, one per metric the request asks (null when none).",
)
def get_esg_submission_answers(request: Request) -> Outcome:
    item = _request_item(request)
    return Outcome(sheet(item), version=item["version"])


@router.put(
    f"{ITEM}/answers",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=models.SUBMISSION,
    body=models.ANSWERS_BODY,
    query=None,
    etag=True,
    last_write_wins=True,
    errors=(409,),
    params=PARAMS,
    summary="Answer a batch of the request's metrics, all or nothing, while it is in_progress "
    "(If-Match: the request's ETag).",
)
def put_esg_submission_answers(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(REQUESTS, request)
    current = _request_item(request)
    if current["status"] != "in_progress":
        raise answers_locked(current["status"])
    answers = answered(current, request.body["answers"], request.caller.user_id, iso(request.now()))
    count = len(answers)
    writes = items.state_write(current, {"answers": answers, "answeredCount": count}, ("answers",))
    delta = count - int(current.get("answeredCount", 0))
    if delta:
        writes.append(analytics.count_answers(current["reportingPeriodId"], delta))
    after = {**current, "answers": answers, "answeredCount": count, "version": current["version"] + 1}
    return Outcome(sheet(after), writes=writes, version=after["version"])


def answered(
    current: Mapping[str, Any], batch: Sequence[Mapping[str, Any]], user_id: str, now: str
) -> dict[str, dict[str, Any]]:
    """The request's answers with the batch applied: each names a metric the request asks, once, with a
    value its valueType takes (400 naming each that does not); null clears."""
    asked = {metric["metricId"]: metric for metric in current["metrics"]}
    answers = dict(current.get("answers") or {})
    problems, seen = [], set()
    for index, given in enumerate(batch):
        metric_id, where = given["metricId"], f"answers[{index}]"
        metric = asked.get(metric_id)
        if metric is None or metric_id in seen:
            said = "answered twice in this batch" if metric_id in seen else "not a metric this request asks"
            problems.append({"field": f"{where}.metricId", "message": said})
            continue
        seen.add(metric_id)
        if given.get("value") is None:
            answers.pop(metric_id, None)
            continue
        try:
            value = library.answer_value(metric["valueType"], given["value"])
        except ValueError as problem:
            problems.append({"field": f"{where}.value", "message": f"{metric['valueType']}: {problem}"})
            continue
        answers[metric_id] = {
            "value": value,
            "comment": given.get("comment"),
            "answeredBy": user_id,
            "answeredAt": now,
        }
    if not problems and len(json_codec.dumps(answers, ascii_only=True)) > MAX_ANSWERS_JSON:
        message = f"a request's answers hold at most {MAX_ANSWERS_JSON:,} bytes as JSON: shorten the texts"
        problems.append({"field": "answers", "message": message})
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    return answers


@router.get(
    f"{X}/esg-analytics/review-queue",
    scope="records:read",
    permission="records.read",
    response=PAGE,
    query=models.REVIEW_QUEUE_QUERY,
    body=None,
    summary="The period's submissions waiting for review (or, status=in_review, being reviewed), "
    "oldest first.",
)
def get_esg_review_queue(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    items, cursor = _period_page(request, oldest_first=True)
    return {"items": [summary(item) for item in items], "nextCursor": cursor}
