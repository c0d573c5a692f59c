"""Lambda entry of the portfolio family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from portfolio_api.routes import router


def create_app() -> App:
    return App([router], service="portfolio", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
