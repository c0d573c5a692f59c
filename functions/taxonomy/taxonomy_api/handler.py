"""Lambda entry of the taxonomy family (/api/v1/x/taxonomy/{group}/...)."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from taxonomy_api.routes import router


def create_app() -> App:
    return App([router], service="taxonomy", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
