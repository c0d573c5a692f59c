"""Lambda entry of the automations family (/api/v1/x/automations/...). The runner has its own entry:
automations_api.runner.lambda_handler."""

from automations_api import quick_actions
from automations_api.routes import router
from automations_api.schedules import Schedules
from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App


def create_app() -> App:
    return App(
        [router, quick_actions.router],
        service="automations",
        body_guards=[CATALOG_GUARD],
        ports={Schedules: Schedules.from_environment},
    )


app = create_app()
lambda_handler = app.lambda_handler
