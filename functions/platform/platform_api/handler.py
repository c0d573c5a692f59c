"""Lambda entry of the platform family (catalog, openapi, the API reference page)."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from platform_api import reference
from platform_api.routes import router


def create_app() -> App:
    return App([router, reference.router], service="platform", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
