"""Lambda entry of the platform family (catalog, openapi; records, changes, search... as they land)."""

from kernel.pipeline import App
from platform_api.routes import router


def create_app() -> App:
    return App([router], service="platform")


app = create_app()
lambda_handler = app.lambda_handler
