"""Lambda entry of the agents family (spec 1.3; docs/guide/agents-and-mcp.md)."""

from agents_api import profiles
from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App


def create_app() -> App:
    return App([profiles.router], service="agents", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
