"""Lambda entry of the platform family (catalog, openapi; records, changes, search... as they land)."""

from kernel.pipeline import App
from platform_api.routes import router

app = App([router], service="platform")
lambda_handler = app.lambda_handler
