"""Lambda entry of the forms family (/api/v1/x/forms: definitions, versions, activation)."""

from catalog.guard import CATALOG_GUARD
from forms_api.routes import router
from forms_api.system_forms import system_forms
from kernel.pipeline import App


def create_app() -> App:
    """The family's App: its routes, and the system forms every new firm starts with."""
    return App([router], service="forms", body_guards=[CATALOG_GUARD], seeders=[system_forms])


app = create_app()
lambda_handler = app.lambda_handler
