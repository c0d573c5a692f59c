"""Lambda entry of the automations family (/api/v1/x/automations/...). The runner has its own entry:
automations_api.runner.lambda_handler."""

from automations_api.routes import router
from automations_api.schedules import Schedules
from kernel.pipeline import App


def create_app() -> App:
    return App([router], service="automations", ports={Schedules: Schedules.from_environment})


app = create_app()
lambda_handler = app.lambda_handler
