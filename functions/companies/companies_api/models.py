"""Bodies of the company screens (spec 2.3), as kit fields (camelCase on the wire). Every body carries
an example: the OpenAPI document shows it and the kit's contract suite posts it."""

from __future__ import annotations

from catalog.enums import ADDRESS_MODES, ADDRESS_TYPES, MILESTONE_CATEGORIES, PRODUCT_STATUSES
from kit.fields import (
    Amount,
    Boolean,
    Choice,
    Country,
    Currency,
    Day,
    Fields,
    Integer,
    ListOf,
    Percent,
    Ref,
    Text,
)

TITLE = Text(max_length=200)
OPTIONAL_TITLE = Text(max_length=200, required=False)
NOTES = Text(min_length=0, max_length=20_000, multiline=True, required=False)

PRODUCT = {
    "name": TITLE,
    "status": Choice(*PRODUCT_STATUSES),
    "launchDate": Day(required=False),
    "description": NOTES,
}
PRODUCT_EXAMPLE = {"name": "Acme Cloud", "status": "Live", "launchDate": "2024-03-01"}

COMPANY_INVESTOR = {
    "investorId": Ref("Investor", description="An Investor record of your firm."),
    "shareClass": OPTIONAL_TITLE,
    "sharesHeld": Amount(minimum=0, required=False),
    "ownershipPercent": Percent(required=False),
    "amountInvested": Amount(minimum=0, required=False),
    "currencyCode": Currency(required=False),
    "investedOn": Day(required=False),
    "boardSeat": Boolean(required=False, default=False),
    "notes": NOTES,
}
COMPANY_INVESTOR_EXAMPLE = {
    "investorId": "rec_01jd0000000000000000000000", "shareClass": "Series A Preferred", "sharesHeld": 125000,
    "ownershipPercent": 12.5, "amountInvested": 2500000, "currencyCode": "EUR", "investedOn": "2023-06-30",
    "boardSeat": True,
}  # fmt: skip

MILESTONE = {"title": TITLE, "category": Choice(*MILESTONE_CATEGORIES), "targetDate": Day(required=False)}
MILESTONE_EXAMPLE = {"title": "First 100 customers", "category": "Commercial", "targetDate": "2025-12-31"}

FINANCIALS = {
    "periodLabel": TITLE,
    "periodDate": Day(required=False),
    "revenue": Amount(required=False),
    "arr": Amount(required=False),
    "ebitda": Amount(required=False),
    "currencyCode": Currency(required=False),
}
FINANCIALS_EXAMPLE = {
    "periodLabel": "FY2024", "periodDate": "2024-12-31", "revenue": 12500000.5, "arr": 9800000,
    "ebitda": -350000.25, "currencyCode": "EUR",
}  # fmt: skip

UPDATE = {"title": TITLE, "content": Text(min_length=0, max_length=20_000, multiline=True, required=False,
                                           default="")}  # fmt: skip
UPDATE_EXAMPLE = {"title": "Q3 board pack", "content": "Revenue up 12% on the quarter."}

ADDRESS_LINES = ("line1", "line2", "city", "provinceState", "postalCode")
ADDRESS_BODY = Fields(
    "AddressBody",
    {
        "addressType": Choice(*ADDRESS_TYPES),
        "country": Country(),
        "mode": Choice(*ADDRESS_MODES, description="create adds the type's address; correct fixes the "
                       "current one in place; replace ends the current one and adds this one."),
        **{line: OPTIONAL_TITLE for line in ADDRESS_LINES},
    },
    example={"addressType": "Registered", "country": "GB", "mode": "create", "line1": "1 King Street",
             "city": "London", "postalCode": "EC2V 8AU"},
)  # fmt: skip

INDUSTRY_CODES_BODY = Fields(
    "IndustryCodesBody",
    {"codeIds": ListOf(of=Text(max_length=64), most=100, description="Keys of the taxonomy group sectors.")},
    example={"codeIds": ["software", "saas"]},
)

ADDRESS = Fields("Address", {
    "id": Text(max_length=40), "version": Integer(),
    "addressType": Choice(*ADDRESS_TYPES), "country": Country(),
    **{line: OPTIONAL_TITLE for line in ADDRESS_LINES},
    "current": Boolean(description="The type's current address (validTo is null)."),
    "validFrom": Text(max_length=40, description="When it became current."),
    "validTo": Text(max_length=40, required=False, description="When another replaced it (null: current)."),
    "createdAt": Text(max_length=40), "updatedAt": Text(max_length=40), "createdBy": Text(max_length=40),
})  # fmt: skip
INDUSTRY_CODES = Fields("IndustryCodes", {"codeIds": ListOf(of=Text(max_length=64), most=100)})
