"""Bodies of the deal screens (spec 2.4), camelCase on the wire, each with an example."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from catalog.enums import IC_DECISIONS, INSTRUMENT_TYPES
from kernel.models import ApiModel, BodyModel
from kit.fields import Amount, CurrencyCode, Day, Percent, StoredItem, Text, Title

InstrumentType = Literal[INSTRUMENT_TYPES]  # type: ignore[valid-type]
IcDecisionValue = Literal[IC_DECISIONS]  # type: ignore[valid-type]


class NextUpBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"title": "Send the term sheet", "dueDate": "2025-01-31"}
    ]})  # fmt: skip

    title: Title
    due_date: Day | None = None


class NextUp(StoredItem):
    title: str


class TermBody(BodyModel):
    """A term of the deal; `setActive: true` makes it the deal's one active term."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "instrumentType": "PreferenceShares", "amount": 5000000, "stakePercent": 18.5,
        "preMoneyValuation": 22000000, "postMoneyValuation": 27000000, "currencyCode": "EUR",
        "notes": "1x non-participating preference", "setActive": True,
    }]})  # fmt: skip

    instrument_type: InstrumentType
    amount: Amount | None = Field(default=None, ge=0)
    stake_percent: Percent | None = None
    pre_money_valuation: Amount | None = Field(default=None, ge=0)
    post_money_valuation: Amount | None = Field(default=None, ge=0)
    currency_code: CurrencyCode | None = None
    notes: Text | None = None
    set_active: bool = False


class Term(StoredItem):
    instrument_type: str
    active: bool


class IcDecisionBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"decision": "ApprovedWithConditions", "icDate": "2025-02-14", "conditions": "Key-person insurance."}
    ]})  # fmt: skip

    decision: IcDecisionValue
    ic_date: Day
    conditions: Text | None = None

    def problems(self) -> list[dict[str, str]]:
        if self.decision == "ApprovedWithConditions" and not (self.conditions or "").strip():
            return [
                {"field": "conditions", "message": "required when the decision is ApprovedWithConditions"}
            ]
        return []


class IcDecision(ApiModel):
    """The deal's IC decision; each key null while none is recorded."""

    decision: IcDecisionValue | None
    ic_date: str | None
    conditions: str | None
