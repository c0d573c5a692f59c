"""Bodies of the research screens (spec 4.6: finding and weighing companies), as kit fields (camelCase
on the wire). Every body carries an example: the OpenAPI document shows it and the kit's contract suite
posts it (its ids are replaced by real ones there).

References to other research items (a scorecard's template) are added where the resource they name is
declared (research_api.routes): a Ref names the Resource itself."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from catalog.enums import RECORD_TYPES
from kit.fields import (
    Amount,
    Choice,
    Country,
    Currency,
    Day,
    Email,
    Integer,
    Key,
    ListOf,
    Money,
    Object,
    Problem,
    Ref,
    Text,
)

NAME = Text(max_length=200)
NOTES = Text(min_length=0, max_length=20_000, multiline=True, required=False)
SOURCE = Text(max_length=200, required=False, description="Where the figures come from (a data provider).")
MAX_SCORE = 100  # the highest scale a scorecard template may set
MAX_CRITERIA = 20


def in_cents(value: int | Decimal) -> bool:
    """At most two decimals: weights and scores are given to the hundredth, so a weighted total is exact
    (and short) whatever the decimal context."""
    exponent = value.as_tuple().exponent if isinstance(value, Decimal) else 0
    return isinstance(exponent, int) and exponent >= -2


# ---- experts and their engagements ---------------------------------------------------------------------

EXPERT = {
    "name": NAME,
    "headline": Text(max_length=300, required=False, description="Who the expert is, in one line."),
    "organization": Text(max_length=200, required=False, description="Current (or last) employer."),
    "network": Text(max_length=120, required=False, description="The expert network that introduced them."),
    "email": Email(required=False),
    "personId": Ref("Person", required=False, description="The expert's Person record, if the firm has one."),
    "expertise": ListOf(of=Key(), most=10, required=False, description="Keys of taxonomy group expertise."),
    "hourlyRate": Money(minimum=0, required=False),
}  # fmt: skip
EXPERT_EXAMPLE = {
    "name": "Dana Whitfield", "headline": "Former CFO, Northwind Logistics", "organization": "Northwind",
    "network": "GLG", "email": "dana@example.com", "personId": "rec_01jd0000000000000000000001",
    "expertise": ["finance", "operations"], "hourlyRate": {"amount": 1200, "currency": "USD"},
}  # fmt: skip

ENGAGEMENT_STATUSES = ("Scheduled", "Completed", "Cancelled")
ENGAGEMENT = {
    "date": Day(description="The day of the call."),
    "topic": NAME,
    "dealId": Ref("Deal", required=False, description="The deal the call informed."),
    "cost": Money(minimum=0, required=False, description="What the call cost (the network's invoice)."),
    "durationMinutes": Integer(minimum=1, maximum=1440, required=False),
    "status": Choice(*ENGAGEMENT_STATUSES, required=False, default="Scheduled"),
    "notes": NOTES,
}
ENGAGEMENT_EXAMPLE = {
    "date": "2025-03-04", "topic": "Freight brokerage margins in the Nordics",
    "dealId": "rec_01jd0000000000000000000002", "cost": {"amount": 950, "currency": "USD"},
    "durationMinutes": 60, "status": "Completed",
}  # fmt: skip

# ---- shortlists and their items ------------------------------------------------------------------------

SHORTLIST = {"name": NAME, "description": NOTES}
SHORTLIST_EXAMPLE = {"name": "Nordic logistics targets", "description": "Asset-light, EUR 5-20m EBITDA."}

SHORTLIST_ITEM = {
    "recordType": Choice(*RECORD_TYPES),
    "recordId": Ref(type_field="recordType", description="A live record of that type in your firm."),
    "note": Text(max_length=2000, multiline=True, required=False, description="Why it is on the list."),
}
SHORTLIST_ITEM_EXAMPLE = {
    "recordType": "Company", "recordId": "rec_01jd0000000000000000000003", "note": "Strong founder",
}  # fmt: skip

# ---- comparable sets, their comparables and templates ----------------------------------------------------

# Valuation multiples, each an exact decimal: enterprise value (EV) or price over a measure.
MULTIPLES = ("evRevenue", "evGrossProfit", "evEbitda", "evEbit", "evArr", "priceEarnings", "priceBook")
MULTIPLE_KEYS = ListOf(of=Choice(*MULTIPLES), least=1, most=len(MULTIPLES),
                       description="The multiples the set shows, in this order.")  # fmt: skip

COMPARABLE_SET_TEMPLATE = {"name": NAME, "description": NOTES, "multiples": MULTIPLE_KEYS}
COMPARABLE_SET_TEMPLATE_EXAMPLE = {
    "name": "Software buyout", "description": "Listed vertical SaaS peers.",
    "multiples": ["evRevenue", "evEbitda"],
}  # fmt: skip

COMPARABLE_SET = {
    "name": NAME,
    "dealId": Ref("Deal", description="The deal the set values."),
    # templateId: a Ref to the templates, added where they are declared (research_api.routes)
    "multiples": MULTIPLE_KEYS.optional(),
    "asOf": Day(required=False, description="The day the figures are taken at."),
    "currency": Currency(required=False),
    "description": NOTES,
}
COMPARABLE_SET_EXAMPLE = {
    "name": "Project Fjord peers", "dealId": "rec_01jd0000000000000000000004",
    "multiples": ["evRevenue", "evEbitda"], "asOf": "2025-02-28", "currency": "EUR",
}  # fmt: skip


def multiples_or_template(values: Mapping[str, Any]) -> list[Problem]:
    """A set names its multiples, or a template to copy them from."""
    if values.get("multiples") is None and values.get("templateId") is None:
        return [
            {"field": "multiples", "message": "required unless templateId names a template to copy them from"}
        ]
    return []


COMPARABLE = {
    "companyId": Ref("Company", required=False, description="A Company record of your firm..."),
    "name": Text(max_length=200, required=False, description="...or an outside company, by name."),
    "ticker": Text(max_length=20, required=False),
    "country": Country(required=False),
    "asOf": Day(required=False),
    "enterpriseValue": Money(required=False),
    "multiples": Object(
        fields={key: Amount(required=False) for key in MULTIPLES},
        description="Each multiple as an exact decimal (leave one out when not meaningful).",
    ),
    "source": SOURCE,
    "note": Text(max_length=2000, multiline=True, required=False),
}
COMPARABLE_EXAMPLE = {
    "name": "DSV A/S", "ticker": "DSV", "country": "DK", "asOf": "2025-02-28",
    "enterpriseValue": {"amount": 52000000000, "currency": "EUR"},
    "multiples": {"evRevenue": 1.85, "evEbitda": 14.2}, "source": "Capital IQ",
}  # fmt: skip


def company_or_name(values: Mapping[str, Any]) -> list[Problem]:
    """A comparable is a Company record of the firm or a named outside company: exactly one."""
    given = [key for key in ("companyId", "name") if values.get(key) is not None]
    if len(given) == 1:
        return []
    if given:
        return [{"field": "name", "message": "an outside company's name goes without companyId: send one"}]
    return [
        {"field": "companyId", "message": "send companyId (a Company record) or name (an outside company)"}
    ]


# ---- scorecard templates and scorecards -------------------------------------------------------------------

CRITERION = Object(fields={
    "key": Key(description="The criterion's key: scores name it."),
    "name": NAME,
    "weight": Amount(minimum=0, maximum=100, description="Its share of the total in percent, two decimals."),
    "description": Text(max_length=2000, multiline=True, required=False),
})  # fmt: skip
SCORECARD_TEMPLATE = {
    "name": NAME,
    "description": NOTES,
    "maxScore": Integer(minimum=1, maximum=MAX_SCORE, required=False, default=5,
                        description="Scores run from 0 to this (default 5)."),
    "criteria": ListOf(of=CRITERION, least=1, most=MAX_CRITERIA, unique=False,
                       description="Weights sum to exactly 100."),
}  # fmt: skip
SCORECARD_TEMPLATE_EXAMPLE = {
    "name": "Buyout screen", "maxScore": 5,
    "criteria": [{"key": "team", "name": "Management team", "weight": 40},
                 {"key": "market", "name": "Market", "weight": 35},
                 {"key": "moat", "name": "Competitive position", "weight": 25}],
}  # fmt: skip


def weights_sum_to_100(values: Mapping[str, Any]) -> list[Problem]:
    """Each criterion has its own key and a weight above 0 in hundredths; the weights sum to exactly 100."""
    criteria = values["criteria"]
    problems, seen = [], set()
    for index, criterion in enumerate(criteria):
        if criterion["key"] in seen:
            problems.append({"field": f"criteria[{index}].key", "message": "another criterion has this key"})
        seen.add(criterion["key"])
        weight = criterion["weight"]
        if weight <= 0 or not in_cents(weight):
            problems.append(
                {"field": f"criteria[{index}].weight", "message": "above 0, at most two decimals"}
            )
    total = sum((Decimal(c["weight"]) for c in criteria), Decimal(0))
    if not problems and total != 100:
        problems.append({"field": "criteria", "message": f"the weights sum to {total}, not 100"})
    return problems


SCORE = Object(fields={
    "criterion": Key(description="A criterion's key in the template."),
    "score": Amount(minimum=0, description="From 0 to the template's maxScore, at most two decimals."),
    "comment": Text(max_length=2000, multiline=True, required=False),
})  # fmt: skip
SCORECARD = {
    "companyId": Ref("Company", description="The company scored."),
    # templateId: a Ref to the templates, added where they are declared (research_api.routes)
    "dealId": Ref("Deal", required=False, description="The deal the scoring is for, if any."),
    "scoredOn": Day(required=False),
    "scores": ListOf(of=SCORE, least=1, most=MAX_CRITERIA, unique=False,
                     description="One score for each criterion of the template."),
    "summary": NOTES,
}  # fmt: skip
SCORECARD_EXAMPLE = {
    "companyId": "rec_01jd0000000000000000000005", "templateId": "sctp_01jd0000000000000000000006",
    "scoredOn": "2025-03-10",
    "scores": [{"criterion": "team", "score": 4}, {"criterion": "market", "score": 3.5},
               {"criterion": "moat", "score": 4, "comment": "Network effects in the carrier base"}],
}  # fmt: skip
SCORED = {  # what a scorecard keeps beside its body, from its template as it stood at the write
    "weightedTotal": Amount(description="Sum of score x weight / 100, exact: computed, never sent."),
    "maxScore": Integer(description="The template's scale at the write."),
    "criteria": ListOf(of=CRITERION, most=MAX_CRITERIA, unique=False,
                       description="The template's criteria and weights the total was computed with."),
    "templateVersion": Integer(description="The template's version the scorecard was scored against."),
}  # fmt: skip

# ---- deal benchmarks -------------------------------------------------------------------------------------

BENCHMARK_METRICS = (
    "entryEvEbitda", "entryEvRevenue", "netDebtEbitda", "equityContributionPercent", "grossIrrPercent",
    "grossMoic", "holdingPeriodYears",
)  # fmt: skip
DEAL_BENCHMARK = {
    "name": NAME,
    "metric": Choice(*BENCHMARK_METRICS),
    "median": Amount(description="The benchmark's value (its median), exact."),
    "lowerQuartile": Amount(required=False),
    "upperQuartile": Amount(required=False),
    "sampleSize": Integer(minimum=1, maximum=1_000_000, required=False),
    "segment": Text(max_length=200, required=False, description="The market the benchmark describes."),
    "dealId": Ref("Deal", required=False, description="The deal it is held against, if one."),
    "asOf": Day(required=False),
    "source": SOURCE,
}
DEAL_BENCHMARK_EXAMPLE = {
    "name": "European mid-market software entry multiples", "metric": "entryEvEbitda", "median": 13.4,
    "lowerQuartile": 11.2, "upperQuartile": 16.1, "sampleSize": 48, "segment": "Europe, EV EUR 100-500m",
    "dealId": "rec_01jd0000000000000000000007", "asOf": "2024-12-31", "source": "Preqin",
}  # fmt: skip


def quartiles_around_median(values: Mapping[str, Any]) -> list[Problem]:
    low, median, high = values.get("lowerQuartile"), values["median"], values.get("upperQuartile")
    problems = []
    if low is not None and low > median:
        problems.append({"field": "lowerQuartile", "message": "at most the median"})
    if high is not None and high < median:
        problems.append({"field": "upperQuartile", "message": "at least the median"})
    return problems
