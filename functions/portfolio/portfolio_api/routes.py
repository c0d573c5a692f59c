"""The portfolio family's routes (spec 4.6, portfolio operations and projections): kit declarations,
and hand-written routes beside them for what a declaration cannot say.

- Board events and cadences, portfolio requests, materiality topics and the management team belong
  to a portfolio company (`portfolioCompanyId`, portfolio_companies): each list needs it.
- Roadmaps (lanes of items, one document per roadmap) belong to a company (`companyId`, needed by
  the list).
- The planner's scenarios and their slots (planner), projection templates, models and their cells
  (projections): hand-written routes beside the declarations.

Items here are not records: their writes are not in the change feed, and naming a company does not
touch it.
"""

from __future__ import annotations

from kernel.routing import Router
from kit.fields import after
from kit.resource import ListFilter, Resource, declare
from portfolio_api import models, planner, projections
from portfolio_api.portfolio_companies import FIELD, must_be_in_portfolio

router = Router()
X = "/api/v1/x"
BY_PORTFOLIO_COMPANY = ListFilter(
    FIELD, required=True, description="The portfolio company's items. Required."
)

BOARD_EVENTS = Resource(
    name="board-events", path=f"{X}/board-events", id_prefix="bevt", noun="board event",
    fields=models.BOARD_EVENT, example=models.BOARD_EVENT_EXAMPLE, rules=(after("endsAt", "startsAt"),),
    filters=(BY_PORTFOLIO_COMPANY,), prepare=must_be_in_portfolio, item_param="id",
)  # fmt: skip
BOARD_CADENCES = Resource(
    name="board-cadences", path=f"{X}/board-cadences", id_prefix="bcad", noun="board cadence",
    fields=models.BOARD_CADENCE, example=models.BOARD_CADENCE_EXAMPLE,
    rules=(after("endsOn", "firstMeetingOn", inclusive=True),), filters=(BY_PORTFOLIO_COMPANY,),
    prepare=must_be_in_portfolio, item_param="id",
)  # fmt: skip
PORTFOLIO_REQUESTS = Resource(
    name="portfolio-requests", path=f"{X}/portfolio-requests", id_prefix="preq", noun="portfolio request",
    fields=models.PORTFOLIO_REQUEST, example=models.PORTFOLIO_REQUEST_EXAMPLE,
    filters=(BY_PORTFOLIO_COMPANY, ListFilter("status", description="Only requests in this status.")),
    prepare=must_be_in_portfolio, item_param="id",
)  # fmt: skip
MATERIALITY = Resource(
    name="materiality", path=f"{X}/materiality", id_prefix="matl", noun="materiality topic",
    fields=models.MATERIALITY_TOPIC, example=models.MATERIALITY_TOPIC_EXAMPLE,
    filters=(BY_PORTFOLIO_COMPANY, ListFilter("pillar", description="Only topics of this pillar.")),
    prepare=must_be_in_portfolio, item_param="id",
)  # fmt: skip
MANAGEMENT_TEAM = Resource(
    name="management-team", path=f"{X}/management-team", id_prefix="mgmt", noun="management team member",
    fields=models.MANAGEMENT_TEAM_MEMBER, example=models.MANAGEMENT_TEAM_MEMBER_EXAMPLE,
    rules=(after("endDate", "startDate", inclusive=True),), filters=(BY_PORTFOLIO_COMPANY,),
    prepare=must_be_in_portfolio, item_param="id",
)  # fmt: skip
ROADMAPS = Resource(
    name="roadmaps", path=f"{X}/roadmaps", id_prefix="rmap", noun="roadmap", fields=models.ROADMAP,
    example=models.ROADMAP_EXAMPLE, rules=(models.roadmap_problems,),
    filters=(ListFilter("companyId", required=True, description="The company's roadmaps. Required."),),
    item_param="id",
)  # fmt: skip

for resource in (BOARD_EVENTS, BOARD_CADENCES, PORTFOLIO_REQUESTS, MATERIALITY, MANAGEMENT_TEAM, ROADMAPS):
    declare(router, resource)
planner.install(router)
projections.install(router)
