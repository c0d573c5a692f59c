"""Company screens (spec 2.3, 4.4) on /companies/{id}/...: plain resources under a Company record,
declared on the kit. `{id}` is the Company record's id; an unknown one, a deleted one or another
firm's is 404, the same answer."""

from __future__ import annotations

from companies_api.models import (
    CompanyInvestor,
    CompanyInvestorBody,
    CompanyUpdate,
    Financials,
    FinancialsBody,
    Milestone,
    MilestoneBody,
    Product,
    ProductBody,
    UpdateBody,
)
from kernel.routing import Router
from kit.resource import Resource, declare

router = Router()
COMPANY = "/api/v1/x/companies/{id}"
WITHOUT_DELETE = frozenset({"list", "create", "get", "replace"})  # spec 4.4 names no DELETE here


PRODUCTS = Resource(
    name="products", path=f"{COMPANY}/products", parent="Company", body=ProductBody, view=Product,
    id_prefix="prod", noun="product", unique=("name",), item_param="productId",
)  # fmt: skip
INVESTORS = Resource(
    name="investors", path=f"{COMPANY}/investors", parent="Company", body=CompanyInvestorBody,
    view=CompanyInvestor, id_prefix="cinv", noun="investor on the company", unique=("investorId",),
    references={"investorId": "Investor"}, item_param="investorId",
)  # fmt: skip
MILESTONES = Resource(
    name="milestones", path=f"{COMPANY}/milestones", parent="Company", body=MilestoneBody, view=Milestone,
    id_prefix="mile", noun="milestone", operations=WITHOUT_DELETE, item_param="milestoneId",
)  # fmt: skip
FINANCIALS = Resource(
    name="financials", path=f"{COMPANY}/financials", parent="Company", body=FinancialsBody,
    view=Financials, id_prefix="fin", noun="financials period", unique=("periodLabel",),
    operations=WITHOUT_DELETE, item_param="financialsId",
)  # fmt: skip
UPDATES = Resource(
    name="updates", path=f"{COMPANY}/updates", parent="Company", body=UpdateBody, view=CompanyUpdate,
    id_prefix="cupd", noun="company update", operations=WITHOUT_DELETE, item_param="updateId",
)  # fmt: skip

for resource in (PRODUCTS, INVESTORS, MILESTONES, FINANCIALS, UPDATES):
    declare(router, resource)
