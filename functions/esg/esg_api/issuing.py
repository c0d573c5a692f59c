"""Issuing ESG requests in bulk (spec 4.3): to every company in a period's scope, to companies picked,
and a preview of either that writes nothing.

A period's scope is every live Company record whose `companyType` is the period's `scopeCompanyType`;
the default, Portfolio, is the firm's portfolio companies by the product's one rule (records.portfolio):
those typed Portfolio, then those a fund of the firm invested in, whatever their type.
For each company: no request yet -> one is made, issued (`created`); a draft -> it is issued
(`issued`); anything else is left as it is (`existing`). So a second run creates nothing and says so
per company, and two runs at once never make two requests for one company: each request's unique
(period, company) marker is written with it, and a unit that meets a marker another run wrote is
planned again from a fresh read.

Writes go in units of UNIT_SIZE companies, one transaction each (Request.commit_unit): each request is
whole (item, index entries, marker, the company's requirement) and the period's counters move once per
unit. A call acts for at most MOST_PER_CALL companies (those that need it, in scope order); beyond that
the answer says `complete: false` and the next call goes on with the rest. An answer counts every
company and lists at most MOST_LISTED, what was done first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from catalog import firm
from esg_api import analytics, models
from esg_api.requests import REQUESTS, request_metrics
from esg_api.resources import COUNTS, PERIODS
from kernel import errors
from kernel.ids import iso, new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Add, Write
from kit.fields import ITEM_ID
from kit.resource import Items, creation_writes, index_partition
from records.layout import live_partition
from records.portfolio import ENTRIES, PORTFOLIO_TYPE, is_portfolio_company, portfolio_keys
from records.service import RecordService
from records.values import Filter

router = Router()
X = "/api/v1/x"
UNIT_SIZE = 16  # requests per transaction: 6 operations each, the period's requirement and counters
MOST_PER_CALL = 500  # companies given a request (or issued) by one call
MOST_IN_SCOPE = 10_000  # companies one call reads (50 pages): beyond it, issue-for-companies
MOST_LISTED = 1_000  # companies an answer lists: what was done first, then what was left
ATTEMPTS = 4  # a unit planned again after meeting another run's writes, at most this often
BY_PERIOD = next(f for f in REQUESTS.filters if f.name == "reportingPeriodId")


class Plan(NamedTuple):
    company_id: str
    outcome: str  # created, issued or existing (the preview: would_create, would_issue, existing)
    existing: Mapping[str, Any] | None  # the company's request of the period, as its index entry shows it
    request_id: str | None = None  # the request made (created)


class Issuing:
    """One bulk call's view of a period: its companies' requests and what to do for each."""

    def __init__(self, request: Request[Any, Any], period_id: str, metric_ids: Sequence[str] | None) -> None:
        self.request = request
        found = (
            request.store.get(PERIODS.partition(None), period_id, consistent=True)
            if ITEM_ID.fullmatch(period_id)
            else None
        )
        if found is None:
            raise invalid_input(
                "invalid_request",
                "body",
                [{"field": "reportingPeriodId", "message": "no ESG reporting period with this id"}],
            )
        self.period = found
        self.metric_ids = metric_ids
        self.partition = REQUESTS.partition(None)

    # ---- who

    def scope(self) -> list[str]:
        """The period's companies, in creation order (at most MOST_IN_SCOPE: 400 beyond that); for
        Portfolio, then the companies of other types a fund invested in."""
        company_type = self.period.get("scopeCompanyType", PORTFOLIO_TYPE)
        ids = self._of_type(company_type)
        if company_type == PORTFOLIO_TYPE:
            ids += self._invested_in_beyond(set(ids))
        return ids

    def _of_type(self, company_type: str) -> list[str]:
        catalog = firm.from_head(self.request.read(*firm.HEAD))
        service = RecordService(
            self.request.store, catalog, self.request.caller.user_id, self.request.services.clock
        )
        of_type = Filter("companyType", "eq", company_type, "companyType", from_text=False)
        ids: list[str] = []
        cursor: str | None = None
        while True:
            page = service.page("Company", filters=[of_type], sort="createdAt", limit=200, cursor=cursor)
            ids += [record["id"] for record in page.items]
            cursor = page.next_cursor
            if cursor is None:
                return ids
            _bound_scope(len(ids))

    def _invested_in_beyond(self, typed: set[str]) -> list[str]:
        """The portfolio companies a fund invested in that are not among `typed`: the investments'
        entries (one Query per 200), each company checked by the rule (one batch read per page)."""
        ids: list[str] = []
        cursor: str | None = None
        while True:
            page = self.request.store.query(ENTRIES, limit=200, cursor=cursor, consistent=True)
            entries = [entry for entry in page.items if entry["companyId"] not in typed]
            ids += self._portfolio_companies(entries)
            _bound_scope(len(typed) + len(ids))
            cursor = page.next_cursor
            if cursor is None:
                return ids

    def _portfolio_companies(self, entries: Sequence[Mapping[str, Any]]) -> list[str]:
        keys = {entry["companyId"]: portfolio_keys(entry["companyId"])[0] for entry in entries}
        found = self.request.store.get_many(list(keys.values()), consistent=True) if keys else {}
        return [
            entry["companyId"]
            for entry in entries
            if is_portfolio_company(found.get(keys[entry["companyId"]]), entry)
        ]

    def picked(self, company_ids: Sequence[str]) -> list[str]:
        """The companies picked, each a live Company record of the firm (400 naming each that is not)."""
        live = self._live(company_ids)
        problems = [
            {"field": f"companyIds[{i}]", "message": "no Company with this id"}
            for i, each in enumerate(company_ids)
            if each not in live
        ]
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return list(company_ids)

    def _live(self, company_ids: Sequence[str]) -> set[str]:
        keys = [(live_partition("Company"), each) for each in dict.fromkeys(company_ids)]
        found: set[str] = set()
        for start in range(0, len(keys), 100):
            found |= {
                sort for _, sort in self.request.store.get_many(keys[start : start + 100], consistent=True)
            }
        return found

    # ---- what

    def plan(self, company_ids: Sequence[str], preview: bool = False) -> list[Plan]:
        existing = self._existing()
        plans = []
        for company_id in company_ids:
            entry = existing.get(company_id)
            if entry is None:
                outcome = "would_create" if preview else "created"
            elif entry["status"] == "draft":
                outcome = "would_issue" if preview else "issued"
            else:
                outcome = "existing"
            plans.append(Plan(company_id, outcome, entry))
        return plans

    def _existing(self) -> dict[str, dict[str, Any]]:
        """The period's requests by company, from the period index's entries (they carry companyId
        and status): one Query per 200 requests."""
        found: dict[str, dict[str, Any]] = {}
        cursor: str | None = None
        partition = index_partition(self.partition, BY_PERIOD, self.period["id"])
        while True:
            page = self.request.store.query(partition, limit=200, cursor=cursor, consistent=True)
            found |= {entry["companyId"]: entry for entry in page.items}
            cursor = page.next_cursor
            if cursor is None:
                return found

    # ---- doing

    def issue(self, company_ids: Sequence[str]) -> tuple[list[Plan], bool]:
        """Issues to the companies that need it (at most MOST_PER_CALL: the first ones, so a next call
        goes on with the rest), unit by unit; a unit that meets another run's writes is planned again
        from a fresh read. Answers every company's plan and whether none is left to do."""
        metrics = request_metrics(self.request, self.period, self.metric_ids)
        plans = self.plan(company_ids)
        to_do = [plan for plan in plans if plan.outcome != "existing"]
        now, later = to_do[:MOST_PER_CALL], {plan.company_id for plan in to_do[MOST_PER_CALL:]}
        done: list[Plan] = []
        for start in range(0, len(now), UNIT_SIZE):
            done += self._commit_unit(now[start : start + UNIT_SIZE], metrics)
        left = [plan for plan in plans if plan.outcome == "existing" and plan.company_id not in later]
        return done + left, not later

    def _commit_unit(self, unit: list[Plan], metrics: list[dict[str, Any]]) -> list[Plan]:
        for attempt in range(1, ATTEMPTS + 1):
            made = {
                plan.company_id: new_id(REQUESTS.id_prefix, self.request.services.clock)
                for plan in unit
                if plan.outcome == "created"
            }
            try:
                self.request.commit_unit(self._writes(unit, metrics, made))
                return [plan._replace(request_id=made.get(plan.company_id)) for plan in unit]
            except errors.ApiError:
                if attempt == ATTEMPTS:
                    raise
                live = self._live([plan.company_id for plan in unit])
                unit = self.plan([plan.company_id for plan in unit if plan.company_id in live])
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _writes(
        self, unit: Sequence[Plan], metrics: list[dict[str, Any]], made: Mapping[str, str]
    ) -> list[Write]:
        request, now = self.request, self.request.now()
        items = Items(REQUESTS, request)
        stamp = iso(now)
        amounts: Counter[str] = Counter()
        writes: list[Write] = []
        drafts = self._drafts([plan for plan in unit if plan.outcome == "issued"])
        for plan in unit:
            if plan.outcome == "created":
                values = self._new_request(plan.company_id, metrics, stamp)
                writes += creation_writes(
                    REQUESTS,
                    self.partition,
                    values,
                    item_id=made[plan.company_id],
                    created_by=request.caller.user_id,
                    now=now,
                )
                amounts.update({"issued": 1, "requests": 1, "metricsRequested": len(metrics)})
            elif plan.outcome == "issued":
                current = drafts[plan.existing["id"]] if plan.existing else None
                assert current is not None
                change = {
                    "status": "issued",
                    "issuedAt": stamp,
                    "statusChangedAt": stamp,
                    "statusChangedBy": request.caller.user_id,
                    "history": [*current.get("history", []), _issue_step(request, stamp)],
                }
                writes += items.state_write(current, change, ("status",))
                amounts.update({"issued": 1, "draft": -1})
        if amounts:
            writes.append(Add(COUNTS, self.period["id"], dict(amounts)))
        return writes

    def _drafts(self, plans: Sequence[Plan]) -> dict[str, dict[str, Any]]:
        keys = [(self.partition, plan.existing["id"]) for plan in plans if plan.existing]
        found = self.request.store.get_many(keys, consistent=True) if keys else {}
        drafts = {sort: item for (_, sort), item in found.items() if item["status"] == "draft"}
        if len(drafts) != len(keys):  # one moved since the plan: plan again
            raise errors.write_conflict()
        return drafts

    def _new_request(self, company_id: str, metrics: list[dict[str, Any]], stamp: str) -> dict[str, Any]:
        body = {
            "reportingPeriodId": self.period["id"],
            "companyId": company_id,
            "dueDate": self.request.body["dueDate"],
        }
        if self.metric_ids:
            body["metricIds"] = list(self.metric_ids)
        return body | {
            "status": "issued",
            "metrics": metrics,
            "metricCount": len(metrics),
            "issuedAt": stamp,
            "statusChangedAt": stamp,
            "statusChangedBy": self.request.caller.user_id,
            "history": [_issue_step(self.request, stamp)],
        }


def _bound_scope(count: int) -> None:
    if count > MOST_IN_SCOPE:
        message = f"the period's scope holds more than {MOST_IN_SCOPE:,} companies: pick them"
        raise invalid_input("invalid_request", "body", [{"field": "reportingPeriodId", "message": message}])


def _issue_step(request: Request[Any, Any], stamp: str) -> dict[str, Any]:
    return {"action": "issue", "from": "draft", "to": "issued", "at": stamp, "by": request.caller.user_id}


def answer(period_id: str, plans: Sequence[Plan], complete: bool) -> dict[str, Any]:
    counts = Counter(plan.outcome for plan in plans)
    companies = [_company(plan) for plan in plans[:MOST_LISTED]]
    return {
        "reportingPeriodId": period_id,
        "created": counts["created"],
        "issued": counts["issued"],
        "existing": counts["existing"],
        "complete": complete,
        "companies": companies,
    }


def _company(plan: Plan) -> dict[str, Any]:
    shown: dict[str, Any] = {"companyId": plan.company_id, "outcome": plan.outcome}
    if plan.request_id is not None:
        shown |= {"requestId": plan.request_id, "status": "issued"}
    elif plan.existing is not None:
        status = "issued" if plan.outcome == "issued" else plan.existing["status"]
        shown |= {"requestId": plan.existing["id"], "status": status}
    return shown


# ---- routes ------------------------------------------------------------------------------------------

BULK = dict(
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    response=models.ISSUED,
    query=None,
    reads=(firm.HEAD,),
)


@router.post(
    f"{X}/esg-requests/issue-for-period",
    body=models.ISSUE_FOR_PERIOD,
    **BULK,
    summary="Issue a request to every company in the period's scope (its scopeCompanyType); a company "
    "that has one is left as it is, a draft is issued. At most 500 a call: complete false says call again.",
)
def issue_esg_requests_for_period(request: Request[dict[str, Any]]) -> dict[str, Any]:
    issuing = Issuing(request, request.body["reportingPeriodId"], request.body.get("metricIds"))
    done, complete = issuing.issue(issuing.scope())
    return answer(issuing.period["id"], done, complete)


@router.post(
    f"{X}/esg-requests/issue-for-companies",
    body=models.ISSUE_FOR_COMPANIES,
    **BULK,
    summary="Issue a request to each company picked; one that has one is left as it is, a draft is issued.",
)
def issue_esg_requests_for_companies(request: Request[dict[str, Any]]) -> dict[str, Any]:
    issuing = Issuing(request, request.body["reportingPeriodId"], request.body.get("metricIds"))
    done, complete = issuing.issue(issuing.picked(request.body["companyIds"]))
    return answer(issuing.period["id"], done, complete)


PREVIEW = analytics.answer_schema(
    "EsgScopePreview",
    {
        "reportingPeriodId": {"type": "string"},
        "inScope": {"type": "integer"},
        "wouldCreate": {"type": "integer"},
        "wouldIssue": {"type": "integer"},
        "existing": {"type": "integer"},
        "complete": {"type": "boolean"},
        "companies": {"type": "array", "items": {"type": "object"}},
    },
)


@router.post(
    f"{X}/esg-requests/scope-preview",
    route_class=RouteClass.QUERY,
    scope="records:write",
    permission="records.write",
    response=PREVIEW,
    body=models.SCOPE_PREVIEW,
    query=None,
    reads=(firm.HEAD,),
    summary="Who an issue would reach: each company in scope (or picked) and whether it would get "
    "a new request, have its draft issued, or already has one. Writes nothing.",
)
def preview_esg_request_scope(request: Request[dict[str, Any]]) -> dict[str, Any]:
    issuing = Issuing(request, request.body["reportingPeriodId"], None)
    picked = request.body.get("companyIds")
    plans = issuing.plan(issuing.picked(picked) if picked else issuing.scope(), preview=True)
    counts = Counter(plan.outcome for plan in plans)
    return {
        "reportingPeriodId": issuing.period["id"],
        "inScope": len(plans),
        "wouldCreate": counts["would_create"],
        "wouldIssue": counts["would_issue"],
        "existing": counts["existing"],
        "complete": counts["would_create"] + counts["would_issue"] <= MOST_PER_CALL,
        "companies": [_company(plan) for plan in plans[:MOST_LISTED]],
    }
