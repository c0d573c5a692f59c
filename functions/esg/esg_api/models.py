"""The ESG family's bodies and answers (spec 4.3): what each route takes and shows, as kit field types.

Dates are days (yyyy-MM-dd), numbers exact. A metric is a library metric (`lib_...`, built in) or one
of the firm's own (`esgm_...`); a framework is a key of the taxonomy group `esg_fw`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from catalog.enums import COMPANY_TYPES, RECORD_TYPES
from esg_api.library import LIBRARY, UNITS, VALUE_TYPES
from kit.fields import (
    ITEM_ID,
    Amount,
    Boolean,
    Choice,
    Code,
    DateTime,
    Day,
    Documented,
    Fields,
    Integer,
    Key,
    ListOf,
    Object,
    Ref,
    Scalar,
    Text,
    after,
    page_query,
)

# The request's states (docs/guide/esg.md); the workflow's moves are esg_api.workflow.MOVES
STATES = ("draft", "issued", "in_progress", "submitted", "in_review", "approved", "waived")
PILLARS = ("environmental", "social", "governance")
MOST_METRICS = 100  # metrics one request asks for (its answers live in the request's item)
MOST_FRAMEWORKS = 10
METRIC_ID = r"^(lib_[a-z0-9_]{2,60}|esgm_[0-9a-z]{26})$"
FIRM_METRIC_ID = re.compile(r"^esgm_[0-9a-z]{26}$")
MAX_TEXT_ANSWER = 1500  # with 100 metrics and their comments, the request stays inside an item


def PeriodId(**options: Any) -> Text:
    """An ESG reporting period's id (esgp_...)."""
    return Text(max_length=40, pattern=ITEM_ID.pattern, pattern_says="a period id (esgp_...)", **options)


class MetricIdField(Code):
    """A metric's id: a library metric's (a code of the built-in list, lib_...) or one of the firm's own
    (esgm_...). Whether a firm metric exists is the resource's check (one batch read)."""

    def check(self, value: Any) -> str:
        if isinstance(value, str) and (value in self.codes or FIRM_METRIC_ID.fullmatch(value)):
            return value
        raise ValueError("a metric id: one of the library's (lib_...) or one of the firm's (esgm_...)")

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": METRIC_ID, "description": "A metric id: lib_... or esgm_..."}


def MetricId(**options: Any) -> MetricIdField:
    return MetricIdField(codes=frozenset(metric.id for metric in LIBRARY), standard="metric", **options)


FRAMEWORK_IDS = ListOf(
    of=Key(),
    least=1,
    most=MOST_FRAMEWORKS,
    description="Keys of the taxonomy group esg_fw (sfdr, tcfd, gri, sasb, un_sdg, ...).",
)

# ---- periods -----------------------------------------------------------------------------------------

PERIOD = {
    "name": Text(max_length=120),
    "startDate": Day(),
    "endDate": Day(description="After startDate."),
    "frameworkIds": FRAMEWORK_IDS,
    "scopeCompanyType": Choice(
        *COMPANY_TYPES,
        required=False,
        default="Portfolio",
        description="The period's scope: issue-for-period asks every Company record of this "
        "companyType; Portfolio (the default) asks the portfolio companies, those typed Portfolio and "
        "those a fund of the firm invested in.",
    ),
}
PERIOD_RULES = (after("endDate", "startDate"),)
PERIOD_EXAMPLE = {
    "name": "FY2025",
    "startDate": "2025-01-01",
    "endDate": "2025-12-31",
    "frameworkIds": ["sfdr", "gri"],
    "scopeCompanyType": "Portfolio",
}

# ---- metrics -----------------------------------------------------------------------------------------

METRIC = {
    "frameworkId": Key(description="A key of the taxonomy group esg_fw."),
    "pillar": Choice(*PILLARS),
    "name": Text(max_length=200),
    "code": Text(max_length=40, required=False, description="The framework's own code, e.g. 305-1."),
    "unit": Choice(*UNITS),
    "valueType": Choice(
        *VALUE_TYPES, description="number and percent: exact JSON numbers; percent 0 to 100."
    ),
    "description": Text(max_length=2000, multiline=True, required=False),
}
METRIC_EXAMPLE = {
    "frameworkId": "gri",
    "pillar": "environmental",
    "name": "Refrigerant leakage",
    "code": "305-1a",
    "unit": "tCO2e",
    "valueType": "number",
    "description": "Fugitive emissions from refrigerants, in tonnes of CO2 equivalent.",
}
UNIT_OF_TYPE = {"percent": "%", "boolean": "yes/no", "text": "text"}


def unit_fits_value_type(values: Mapping[str, Any]) -> list[dict[str, str]]:
    """percent is in %, boolean in yes/no, text in text; a number in any other unit."""
    unit, value_type = values.get("unit"), values.get("valueType")
    wanted = UNIT_OF_TYPE.get(str(value_type))
    if wanted is not None and unit != wanted:
        return [{"field": "unit", "message": f"a {value_type} metric's unit is {wanted}"}]
    if wanted is None and unit in UNIT_OF_TYPE.values():
        return [{"field": "unit", "message": f"a number's unit is not {unit}"}]
    return []


METRIC_RULES = (unit_fits_value_type,)

# ---- requests ----------------------------------------------------------------------------------------

METRIC_SNAPSHOT = Object(
    fields={
        "metricId": Text(max_length=80),
        "name": Text(max_length=200),
        "pillar": Choice(*PILLARS),
        "unit": Choice(*UNITS),
        "valueType": Choice(*VALUE_TYPES),
        "frameworkId": Text(max_length=64, required=False),
        "code": Text(max_length=40, required=False),
    }
)
REQUEST_STATE = {
    "status": Choice(*STATES, default="draft", description="Where the request is in its workflow."),
    "metrics": ListOf(
        of=METRIC_SNAPSHOT,
        most=MOST_METRICS,
        unique=False,
        description="What the request asks, as the metrics read when it was made.",
    ),
    "metricCount": Integer(minimum=0, default=0),
    "answeredCount": Integer(minimum=0, default=0, description="Metrics with an answer."),
    "issuedAt": DateTime(required=False),
    "submittedAt": DateTime(required=False),
    "statusChangedAt": DateTime(required=False),
    "statusChangedBy": Text(max_length=40, required=False),
    "history": ListOf(
        of=Object(
            fields={
                "action": Text(max_length=20),
                "from": Choice(*STATES),
                "to": Choice(*STATES),
                "at": DateTime(),
                "by": Text(max_length=40),
            }
        ),
        most=50,
        unique=False,
        required=False,
        description="The moves, oldest first (the last 50).",
    ),
}
REQUEST_EXAMPLE = {
    "reportingPeriodId": "esgp_01hzy8d1q2w3e4r5t6y7u8i9o0",
    "companyId": "rec_01hzy8d1q2w3e4r5t6y7u8i9o0",
    "dueDate": "2026-03-31",
    "metricIds": ["lib_ghg_scope1", "lib_ghg_scope2_location"],
}
METRIC_IDS = ListOf(
    of=MetricId(),
    least=1,
    most=MOST_METRICS,
    required=False,
    description="What to ask; default: the period's frameworks' metrics (library and the firm's own).",
)

# ---- bulk issue and the scope preview ----------------------------------------------------------------

MOST_PICKED = 200
ISSUE_FOR_PERIOD = Fields(
    "EsgIssueForPeriodBody",
    {
        "reportingPeriodId": PeriodId(),
        "dueDate": Day(),
        "metricIds": METRIC_IDS,
    },
    example={"reportingPeriodId": "esgp_01hzy8d1q2w3e4r5t6y7u8i9o0", "dueDate": "2026-03-31"},
)
ISSUE_FOR_COMPANIES = Fields(
    "EsgIssueForCompaniesBody",
    {
        "reportingPeriodId": PeriodId(),
        "dueDate": Day(),
        "metricIds": METRIC_IDS,
        "companyIds": ListOf(of=Ref("Company"), least=1, most=MOST_PICKED),
    },
    example={
        "reportingPeriodId": "esgp_01hzy8d1q2w3e4r5t6y7u8i9o0",
        "dueDate": "2026-03-31",
        "companyIds": ["rec_01hzy8d1q2w3e4r5t6y7u8i9o0"],
    },
)
SCOPE_PREVIEW = Fields(
    "EsgScopePreviewBody",
    {
        "reportingPeriodId": PeriodId(),
        "companyIds": ListOf(
            of=Ref("Company"),
            least=1,
            most=MOST_PICKED,
            required=False,
            description="The companies to check; default the period's scope.",
        ),
    },
    example={"reportingPeriodId": "esgp_01hzy8d1q2w3e4r5t6y7u8i9o0"},
)
OUTCOMES = ("created", "issued", "existing", "would_create", "would_issue")
ISSUED = Fields(
    "EsgIssueResult",
    {
        "reportingPeriodId": Text(max_length=40),
        "created": Integer(description="New requests, issued."),
        "issued": Integer(description="Requests that were drafts, now issued."),
        "existing": Integer(description="Companies that already had a request past draft: left as they are."),
        "complete": Boolean(description="false: more companies are in scope; call again to go on."),
        "companies": ListOf(
            of=Object(
                fields={
                    "companyId": Text(max_length=40),
                    "requestId": Text(max_length=40, required=False),
                    "outcome": Choice(*OUTCOMES),
                    "status": Choice(*STATES, required=False),
                }
            ),
            most=10_000,
            unique=False,
        ),
    },
)

# ---- submissions and their answers -------------------------------------------------------------------

ANSWER = Object(
    fields={
        "metricId": MetricId(description="A metric the request asks."),
        "value": Scalar(
            max_length=MAX_TEXT_ANSWER,
            required=False,
            description="As the metric's valueType says (numbers exact); null clears the answer.",
        ),
        "comment": Text(max_length=500, multiline=True, required=False),
    }
)
ANSWERS_BODY = Fields(
    "EsgAnswersBody",
    {"answers": ListOf(of=ANSWER, least=1, most=MOST_METRICS, unique=False)},
    example={
        "answers": [
            {"metricId": "lib_ghg_scope1", "value": 1250.5},
            {"metricId": "lib_board_independence", "value": 40},
        ]
    },
)
SUBMISSION_QUERY = page_query(
    "EsgSubmissionQuery",
    reportingPeriodId=PeriodId(description="The period. Required."),
    status=Choice(*STATES, required=False),
)


def _answer_schema() -> dict[str, Any]:
    metric = METRIC_SNAPSHOT.json_schema()
    answer = {"type": ["string", "number", "boolean", "null"], "description": "null: not answered."}
    entry = {
        **metric,
        "properties": {
            **metric["properties"],
            "value": answer,
            "comment": {"type": ["string", "null"]},
            "answeredBy": {"type": ["string", "null"]},
            "answeredAt": {"type": ["string", "null"], "format": "date-time"},
        },
    }
    return {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "requestId": {"type": "string"},
            "reportingPeriodId": {"type": "string"},
            "companyId": {"type": "string"},
            "status": {"type": "string", "enum": list(STATES)},
            "metricCount": {"type": "integer"},
            "answeredCount": {"type": "integer"},
            "submittedAt": {"type": ["string", "null"], "format": "date-time"},
            "version": {"type": "integer"},
            "answers": {"type": "array", "items": entry},
        },
    }


SUBMISSION = Documented("EsgSubmission", _answer_schema)

# ---- analytics ---------------------------------------------------------------------------------------

PERIOD_QUERY = Fields(
    "EsgPeriodQuery", {"reportingPeriodId": PeriodId(description="The period. Required.")}, from_text=True
)
REVIEW_QUEUE_QUERY = page_query(
    "EsgReviewQueueQuery",
    reportingPeriodId=PeriodId(description="The period. Required."),
    status=Choice(
        "submitted",
        "in_review",
        required=False,
        default="submitted",
        description="submitted (default): waiting for a reviewer; in_review: being reviewed.",
    ),
)

# ---- reports, benchmarks, mappings -------------------------------------------------------------------

REPORT = {
    "title": Text(max_length=200),
    "entityType": Choice(*RECORD_TYPES, description="The record type the report is about."),
    "entityId": Ref(type_field="entityType", description="The record the report is about."),
    "reportingPeriodId": Text(max_length=40, required=False, description="The ESG period it reports on."),
    "status": Choice("draft", "final", required=False, default="draft"),
    "summary": Text(max_length=20_000, multiline=True, required=False),
    "publishedOn": Day(required=False),
}
REPORT_EXAMPLE = {
    "title": "FY2025 ESG report",
    "entityType": "Company",
    "entityId": "rec_01hzy8d1q2w3e4r5t6y7u8i9o0",
    "status": "draft",
    "summary": "Scope 1 and 2 down 12% on FY2024.",
}
STATISTICS = ("p25", "median", "mean", "p75")
BENCHMARK = {
    "metricId": MetricId(),
    "providerId": Key(description="One of GET /esg-benchmarks/providers."),
    "year": Integer(minimum=1990, maximum=2100),
    "statistic": Choice(*STATISTICS, required=False, default="median"),
    "sector": Text(max_length=64, required=False, default="all", description="A sector key, or all."),
    "region": Text(max_length=64, required=False, default="global", description="A region, or global."),
    "value": Amount(description="Exact, in the metric's unit."),
    "note": Text(max_length=1000, multiline=True, required=False),
}
BENCHMARK_EXAMPLE = {
    "metricId": "lib_ghg_scope1",
    "providerId": "edci",
    "year": 2024,
    "statistic": "median",
    "sector": "software",
    "region": "EU",
    "value": 112.5,
}
MAPPING = {
    "sourceMetricId": MetricId(),
    "targetMetricId": MetricId(),
    "factor": Amount(
        required=False, default=1, description="target value = source value x factor (exact); default 1."
    ),
    "note": Text(max_length=1000, multiline=True, required=False),
}
MAPPING_EXAMPLE = {"sourceMetricId": "lib_ghg_scope1", "targetMetricId": "lib_ghg_total", "factor": 1}
FACTOR_SEARCH = page_query(
    "EmissionFactorSearchQuery",
    q=Text(max_length=100, description="Words that start a factor's name, category or unit. Required."),
    providerId=Key(required=False, description="Only this provider's factors."),
)
LIBRARY_QUERY = Fields(
    "EsgLibraryQuery",
    {
        "frameworkId": Key(required=False, description="Only this framework."),
        "pillar": Choice(*PILLARS, required=False),
    },
    from_text=True,
)
