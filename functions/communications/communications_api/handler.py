"""Lambda entry of the communications family (spec 4.6; docs/guide/contributing.md "Where a new path
goes")."""

from catalog.guard import CATALOG_GUARD
from communications_api.routes import router
from kernel.pipeline import App


def create_app() -> App:
    return App([router], service="communications", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
