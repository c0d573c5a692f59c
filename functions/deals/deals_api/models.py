"""Bodies of the deal screens (spec 2.4), as kit fields (camelCase on the wire), each with an example."""

from __future__ import annotations

from catalog.enums import IC_DECISIONS, INSTRUMENT_TYPES
from kit.fields import (
    Amount,
    Boolean,
    Choice,
    Currency,
    DateTime,
    Day,
    Fields,
    ListOf,
    Object,
    Percent,
    Text,
    required_if,
)

NEXT_UP = {"title": Text(max_length=200), "dueDate": Day(required=False)}
NEXT_UP_EXAMPLE = {"title": "Send the term sheet", "dueDate": "2025-01-31"}

TERM = {
    "instrumentType": Choice(*INSTRUMENT_TYPES),
    "amount": Amount(minimum=0, required=False),
    "stakePercent": Percent(required=False),
    "preMoneyValuation": Amount(minimum=0, required=False),
    "postMoneyValuation": Amount(minimum=0, required=False),
    "currencyCode": Currency(required=False),
    "notes": Text(min_length=0, max_length=20_000, multiline=True, required=False),
    "setActive": Boolean(required=False, default=False,
                         description="true: this term becomes the deal's one active term."),
}  # fmt: skip
TERM_EXAMPLE = {
    "instrumentType": "PreferenceShares", "amount": 5000000, "stakePercent": 18.5,
    "preMoneyValuation": 22000000,
    "postMoneyValuation": 27000000, "currencyCode": "EUR", "notes": "1x non-participating preference",
    "setActive": True,
}  # fmt: skip

IC_DECISION_BODY = Fields(
    "IcDecisionBody",
    {"decision": Choice(*IC_DECISIONS), "icDate": Day(),
     "conditions": Text(max_length=20_000, multiline=True, required=False)},
    rules=(required_if("conditions", decision="ApprovedWithConditions"),),
    example={"decision": "ApprovedWithConditions", "icDate": "2025-02-14",
             "conditions": "Key-person insurance."},
)  # fmt: skip
IC_DECISION_HISTORY = Fields("IcDecisionHistory", {
    "items": ListOf(of=Object(fields={
        "id": Text(max_length=40), "decision": Choice(*IC_DECISIONS), "icDate": Day(),
        "conditions": Text(max_length=20_000, multiline=True, required=False),
        "recordedBy": Text(max_length=40), "recordedAt": DateTime(),
    }), most=200, unique=False),
    "nextCursor": Text(max_length=4096, required=False),
})  # fmt: skip
IC_DECISION = Fields("IcDecision", {
    "decision": Choice(*IC_DECISIONS, required=False), "icDate": Day(required=False),
    "conditions": Text(max_length=20_000, multiline=True, required=False),
})  # fmt: skip
