"""Lambda entry of the finance family (spec 1.3; docs/guide/funds-and-portfolio.md)."""

from catalog.guard import CATALOG_GUARD
from finance_api import funds, portfolio
from kernel.pipeline import App


def create_app() -> App:
    return App([funds.router, portfolio.router], service="finance", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
