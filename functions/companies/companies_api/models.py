"""Bodies of the company screens (spec 2.3), camelCase on the wire. Every body model carries an
example: the OpenAPI document shows it and the kit's contract suite posts it."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from catalog.enums import ADDRESS_MODES, ADDRESS_TYPES, MILESTONE_CATEGORIES, PRODUCT_STATUSES
from kernel.models import ApiModel, BodyModel
from kit.fields import Amount, CountryCode, CurrencyCode, Day, Percent, RecordId, StoredItem, Text, Title

ProductStatus = Literal[PRODUCT_STATUSES]  # type: ignore[valid-type]
MilestoneCategory = Literal[MILESTONE_CATEGORIES]  # type: ignore[valid-type]
AddressType = Literal[ADDRESS_TYPES]  # type: ignore[valid-type]
AddressMode = Literal[ADDRESS_MODES]  # type: ignore[valid-type]


class ProductBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"name": "Acme Cloud", "status": "Live", "launchDate": "2024-03-01"}
    ]})  # fmt: skip

    name: Title
    status: ProductStatus
    launch_date: Day | None = None
    description: Text | None = None


class Product(StoredItem):
    name: str
    status: str
    launch_date: str | None = None


class CompanyInvestorBody(BodyModel):
    """An investor on the company's cap table: an Investor record of the firm and its position."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "investorId": "rec_01jd0000000000000000000000", "shareClass": "Series A Preferred",
        "sharesHeld": 125000, "ownershipPercent": 12.5, "amountInvested": 2500000,
        "currencyCode": "EUR", "investedOn": "2023-06-30", "boardSeat": True,
    }]})  # fmt: skip

    investor_id: RecordId
    share_class: Title | None = None
    shares_held: Amount | None = Field(default=None, ge=0)
    ownership_percent: Percent | None = None
    amount_invested: Amount | None = Field(default=None, ge=0)
    currency_code: CurrencyCode | None = None
    invested_on: Day | None = None
    board_seat: bool = False
    notes: Text | None = None


class CompanyInvestor(StoredItem):
    investor_id: str


class MilestoneBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"title": "First 100 customers", "category": "Commercial", "targetDate": "2025-12-31"}
    ]})  # fmt: skip

    title: Title
    category: MilestoneCategory
    target_date: Day | None = None


class Milestone(StoredItem):
    title: str
    category: str


class FinancialsBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "periodLabel": "FY2024", "periodDate": "2024-12-31", "revenue": 12500000.5, "arr": 9800000,
        "ebitda": -350000.25, "currencyCode": "EUR",
    }]})  # fmt: skip

    period_label: Title
    period_date: Day | None = None
    revenue: Amount | None = None
    arr: Amount | None = None
    ebitda: Amount | None = None
    currency_code: CurrencyCode | None = None


class Financials(StoredItem):
    period_label: str


class UpdateBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"title": "Q3 board pack", "content": "Revenue up 12% on the quarter."}
    ]})  # fmt: skip

    title: Title
    content: Text = ""


class CompanyUpdate(StoredItem):
    title: str
    content: str


class AddressBody(BodyModel):
    """`mode`: create adds the type's address; correct fixes the current one in place; replace ends
    the current one and adds this one, so the history is kept."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "addressType": "Registered", "country": "GB", "mode": "create", "line1": "1 King Street",
        "city": "London", "postalCode": "EC2V 8AU",
    }]})  # fmt: skip

    address_type: AddressType
    country: CountryCode
    mode: AddressMode
    line1: Title | None = None
    line2: Title | None = None
    city: Title | None = None
    province_state: Title | None = None
    postal_code: Title | None = None


class Address(StoredItem):
    address_type: str
    country: str
    current: bool
    valid_from: str
    valid_to: str | None = None


class IndustryCodesBody(BodyModel):
    """The company's industry codes: keys of the firm's taxonomy group `sectors`, replacing the list."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"codeIds": ["software", "saas"]}]})

    code_ids: list[Annotated[str, Field(min_length=1, max_length=64)]] = Field(max_length=100)


class IndustryCodes(ApiModel):
    code_ids: list[str]
