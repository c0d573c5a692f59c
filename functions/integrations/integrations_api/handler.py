"""Lambda entry of the integrations family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from catalog.guard import CATALOG_GUARD
from integrations_api import credentials, feeds, fx, mailboxes, markets, prices
from integrations_api.fx_schedules import FxSchedules
from integrations_api.mail_queue import SendQueue
from integrations_api.secrets import IntegrationSecrets
from kernel.outbound import Outbound
from kernel.pipeline import App


def create_app() -> App:
    # After every call, a secret made new whose item never went in is deleted (IntegrationSecrets.discard).
    return App(
        [credentials.router, markets.router, prices.router, feeds.router, mailboxes.router, fx.router],
        service="integrations",
        ports={
            Outbound: Outbound,
            IntegrationSecrets: IntegrationSecrets.from_environment,
            FxSchedules: FxSchedules.from_environment,
            SendQueue: SendQueue.from_environment,
        },
        body_guards=[CATALOG_GUARD],
        discarding=[IntegrationSecrets],
    )


app = create_app()
lambda_handler = app.lambda_handler
