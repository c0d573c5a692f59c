"""Lambda entry of the deals family (/api/v1/x/deals/{id}/...: the deal screens)."""

from deals_api.routes import router
from kernel.pipeline import App


def create_app() -> App:
    return App([router], service="deals")


app = create_app()
lambda_handler = app.lambda_handler
