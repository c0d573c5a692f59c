"""Lambda entry of the reporting family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from reporting_api import reports
from reporting_api.routes import router


def create_app() -> App:
    return App([router, reports.router], service="reporting", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
