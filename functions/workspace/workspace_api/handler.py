"""Lambda entry of the workspace family (/api/v1/x/workspace/...: tasks, a person's notifications)."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from workspace_api.routes import router


def create_app() -> App:
    return App([router], service="workspace", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
