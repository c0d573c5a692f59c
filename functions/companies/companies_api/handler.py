"""Lambda entry of the companies family (/api/v1/x/companies/{id}/...: the company screens)."""

from catalog.guard import CATALOG_GUARD
from companies_api.routes import router
from kernel.pipeline import App


def create_app() -> App:
    return App([router], service="companies", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
