"""Bodies of the portfolio-operations screens (spec 4.6), as kit fields (camelCase on the wire). Every
body carries an example: the OpenAPI document shows it and the kit's contract suite posts it (its ids
are replaced by real ones there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel import text
from kit.fields import (
    Amount,
    Choice,
    DateTime,
    Day,
    Integer,
    Key,
    ListOf,
    Money,
    Object,
    Ref,
    Refs,
    Text,
)

TITLE = Text(max_length=200)
NOTES = Text(min_length=0, max_length=20_000, multiline=True, required=False)
PORTFOLIO_COMPANY = Ref(
    "Company",
    description="A portfolio company of your firm: a Company record of type Portfolio (checked when an item "
    "is made or moved to another company).",
)
ATTENDEES = Refs("Person", most=30, required=False)
COMPANY_ID = "rec_01jd0000000000000000000001"  # examples only
PERSON_ID = "rec_01jd0000000000000000000002"

# ---- board -----------------------------------------------------------------------------------------

BOARD_EVENT_TYPES = ("BoardMeeting", "CommitteeMeeting", "AnnualGeneralMeeting", "WrittenResolution")
BOARD_EVENT = {
    "portfolioCompanyId": PORTFOLIO_COMPANY,
    "title": TITLE,
    "eventType": Choice(*BOARD_EVENT_TYPES),
    "status": Choice("Scheduled", "Held", "Cancelled", required=False, default="Scheduled"),
    "startsAt": DateTime(),
    "endsAt": DateTime(required=False),
    "location": Text(max_length=200, required=False),
    "attendeeIds": ATTENDEES,
    "agenda": NOTES,
}
BOARD_EVENT_EXAMPLE = {
    "portfolioCompanyId": COMPANY_ID, "title": "Q3 board meeting", "eventType": "BoardMeeting",
    "startsAt": "2025-10-14T09:00:00+01:00", "endsAt": "2025-10-14T12:00:00+01:00",
    "location": "London office", "attendeeIds": [PERSON_ID], "agenda": "Q3 accounts; 2026 budget.",
}  # fmt: skip

BOARD_FREQUENCIES = ("Monthly", "Bimonthly", "Quarterly", "SemiAnnual", "Annual")
BOARD_CADENCE = {
    "portfolioCompanyId": PORTFOLIO_COMPANY,
    "name": TITLE,
    "frequency": Choice(*BOARD_FREQUENCIES),
    "firstMeetingOn": Day(),
    "endsOn": Day(required=False, description="The last day a meeting of this cadence may fall on."),
    "attendeeIds": ATTENDEES,
    "notes": NOTES,
}
BOARD_CADENCE_EXAMPLE = {
    "portfolioCompanyId": COMPANY_ID, "name": "Quarterly board", "frequency": "Quarterly",
    "firstMeetingOn": "2025-01-21", "attendeeIds": [PERSON_ID],
}  # fmt: skip

# ---- requests, materiality, management team ---------------------------------------------------------

REQUEST_STATUSES = ("Open", "Submitted", "Accepted", "Cancelled")
PORTFOLIO_REQUEST = {
    "portfolioCompanyId": PORTFOLIO_COMPANY,
    "title": TITLE,
    "description": NOTES,
    "dueDate": Day(),
    "status": Choice(*REQUEST_STATUSES, required=False, default="Open"),
    "contactPersonId": Ref("Person", required=False, description="Who at the company is asked."),
}
PORTFOLIO_REQUEST_EXAMPLE = {
    "portfolioCompanyId": COMPANY_ID, "title": "Q3 management accounts", "dueDate": "2025-10-31",
    "status": "Open", "contactPersonId": PERSON_ID, "description": "P&L, balance sheet and cash flow.",
}  # fmt: skip

PILLARS = ("Environmental", "Social", "Governance")
MATERIALITY_TOPIC = {
    "portfolioCompanyId": PORTFOLIO_COMPANY,
    "topic": TITLE,
    "pillar": Choice(*PILLARS),
    "impactScore": Integer(minimum=1, maximum=5, description="1 (minor) to 5 (severe)."),
    "likelihoodScore": Integer(minimum=1, maximum=5, description="1 (rare) to 5 (almost certain)."),
    "assessedOn": Day(required=False),
    "notes": NOTES,
}
MATERIALITY_TOPIC_EXAMPLE = {
    "portfolioCompanyId": COMPANY_ID, "topic": "Scope 2 emissions", "pillar": "Environmental",
    "impactScore": 4, "likelihoodScore": 3, "assessedOn": "2025-06-30",
}  # fmt: skip

MANAGEMENT_TEAM_MEMBER = {
    "portfolioCompanyId": PORTFOLIO_COMPANY,
    "personId": Ref("Person"),
    "title": TITLE,
    "startDate": Day(),
    "endDate": Day(required=False, description="Left empty while the person is in post."),
}
MANAGEMENT_TEAM_MEMBER_EXAMPLE = {
    "portfolioCompanyId": COMPANY_ID, "personId": PERSON_ID, "title": "Chief Financial Officer",
    "startDate": "2024-02-01",
}  # fmt: skip

# ---- roadmaps: lanes of items, one document ---------------------------------------------------------

MOST_LANES = 12
MOST_LANE_ITEMS = 40
ROADMAP_ITEM = {
    "title": TITLE,
    "startsOn": Day(),
    "endsOn": Day(required=False),
    "status": Choice("Planned", "InProgress", "Done", "AtRisk", "Dropped", required=False, default="Planned"),
}
LANE = {
    "name": Text(max_length=100),
    "items": ListOf(of=Object(fields=ROADMAP_ITEM), most=MOST_LANE_ITEMS, unique=False, required=False),
}
ROADMAP = {
    "companyId": Ref("Company"),
    "name": TITLE,
    "description": NOTES,
    "lanes": ListOf(of=Object(fields=LANE), most=MOST_LANES, unique=False,
                    description="Lanes (workstreams), each with its items in order; lane names differ."),
}  # fmt: skip
ROADMAP_EXAMPLE = {
    "companyId": COMPANY_ID, "name": "100-day plan",
    "lanes": [
        {"name": "Finance", "items": [{"title": "Monthly close in 10 days", "startsOn": "2025-01-06",
                                       "endsOn": "2025-03-31", "status": "InProgress"}]},
        {"name": "Commercial", "items": [{"title": "Pricing review", "startsOn": "2025-02-01"}]},
    ],
}  # fmt: skip


def roadmap_problems(values: Mapping[str, Any]) -> list[dict[str, str]]:
    """Lane names differ (case aside); an item ends on or after the day it starts."""
    problems, seen = [], set()
    for i, lane in enumerate(values.get("lanes") or ()):
        name = text.folded(lane["name"])
        if name in seen:
            problems.append({"field": f"lanes[{i}].name", "message": "another lane has this name"})
        seen.add(name)
        for j, item in enumerate(lane.get("items") or ()):
            if item.get("endsOn") is not None and item["endsOn"] < item["startsOn"]:
                problems.append(
                    {"field": f"lanes[{i}].items[{j}].endsOn", "message": "must not be before startsOn"}
                )
    return problems


# ---- planner: scenarios and their slots -------------------------------------------------------------

PLANNER_SCENARIO = {
    "name": TITLE,
    "description": NOTES,
    "budget": Money(minimum=0, required=False, description="What the scenario plans to deploy."),
}
PLANNER_SCENARIO_EXAMPLE = {
    "name": "Fund III base case", "description": "Twelve platform deals over four years.",
    "budget": {"amount": 250000000, "currency": "EUR"},
}  # fmt: skip

SLOT_STATUSES = ("Planned", "Committed", "Deployed", "Dropped")
PLANNER_SLOT = {
    "title": TITLE,
    "plannedOn": Day(description="When the investment is planned."),
    "amount": Money(minimum=0),
    "status": Choice(*SLOT_STATUSES, required=False, default="Planned"),
    "companyId": Ref("Company", required=False),
    "dealId": Ref("Deal", required=False),
    "notes": NOTES,
}
PLANNER_SLOT_EXAMPLE = {
    "title": "Series B lead, vertical SaaS", "plannedOn": "2026-03-31",
    "amount": {"amount": 20000000, "currency": "EUR"}, "status": "Planned", "companyId": COMPANY_ID,
}  # fmt: skip

# ---- projections: templates, models and their cells ---------------------------------------------------

MOST_ROWS = 100
MOST_PERIODS = 40
MOST_CELLS = MOST_ROWS * MOST_PERIODS  # a model's grid is one item: 4,000 cells stay far under 400 KB
PERIOD = Text(max_length=16, pattern=r"[A-Za-z0-9][A-Za-z0-9._-]{0,15}",
              pattern_says="a period label: letters, digits, '.', '_' or '-' (FY2025, 2025-Q1)")  # fmt: skip
PROJECTION_ROW = {"key": Key(), "label": TITLE}
ROWS = ListOf(of=Object(fields=PROJECTION_ROW), least=1, most=MOST_ROWS, unique=False,
              description="The model's lines, in order; keys differ.")  # fmt: skip
PERIODS = ListOf(of=PERIOD, least=1, most=MOST_PERIODS, description="The model's columns, in order.")
PROJECTION_TEMPLATE = {"name": TITLE, "description": NOTES, "rows": ROWS, "periods": PERIODS}
PROJECTION_TEMPLATE_EXAMPLE = {
    "name": "SaaS five-year plan",
    "rows": [{"key": "revenue", "label": "Revenue"}, {"key": "ebitda", "label": "EBITDA"}],
    "periods": ["FY2025", "FY2026", "FY2027", "FY2028", "FY2029"],
}


def distinct_row_keys(values: Mapping[str, Any]) -> list[dict[str, str]]:
    seen: set[str] = set()
    problems = []
    for i, row in enumerate(values.get("rows") or ()):
        if row["key"] in seen:
            problems.append({"field": f"rows[{i}].key", "message": "another row has this key"})
        seen.add(row["key"])
    return problems


PROJECTION_MODEL_EXAMPLE = {
    "name": "Acme base case", "companyId": COMPANY_ID, "templateId": "ptpl_01jd0000000000000000000003",
    "currency": "EUR",
}  # fmt: skip
PROJECTION_MODEL_STATE = {
    "rows": ROWS.optional(),
    "periods": PERIODS.optional(),
}  # copied from the template when the model is made
CELL = {
    "row": Key(description="A row key of the model."),
    "period": PERIOD,
    "value": Amount(required=False, description="An exact number; null (or left out) clears the cell."),
}
CELLS_EXAMPLE = {
    "cells": [
        {"row": "revenue", "period": "FY2025", "value": 12500000.50},
        {"row": "ebitda", "period": "FY2025", "value": -350000.25},
        {"row": "ebitda", "period": "FY2026", "value": None},
    ]
}
