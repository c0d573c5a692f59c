"""Lambda entry of the portal family (/api/v1/x/portal/...: access grants, roles, settings)."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from portal_api.routes import router


def create_app() -> App:
    return App([router], service="portal", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
