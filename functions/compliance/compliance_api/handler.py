"""Lambda entry of the compliance family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from catalog.guard import CATALOG_GUARD
from compliance_api import audit_log
from compliance_api.routes import router
from kernel.pipeline import App


def create_app() -> App:
    return App([router, audit_log.router], service="compliance", body_guards=[CATALOG_GUARD])


app = create_app()
lambda_handler = app.lambda_handler
