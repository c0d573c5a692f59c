"""Lambda entry of the deals family (/api/v1/x/deals/{id}/...: the deal screens)."""

from catalog.guard import CATALOG_GUARD
from deals_api import sourcing
from deals_api.routes import router
from kernel.pipeline import App


def create_app() -> App:
    return App([router, sourcing.router], service="deals", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
