"""Lambda entry of the calendar family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from calendar_api.routes import router
from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App


def create_app() -> App:
    return App([router], service="calendar", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
