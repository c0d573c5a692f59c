"""Lambda entry of the integrations family (spec 4.6; README "Where a new path goes")."""

from typing import Any

from catalog.guard import CATALOG_GUARD
from integrations_api import credentials, feeds, fx, mailboxes, markets
from integrations_api.fx_schedules import FxSchedules
from integrations_api.secrets import IntegrationSecrets
from kernel.outbound import Outbound
from kernel.pipeline import App


class IntegrationsApp(App):
    """The kernel's App, and after every call the secrets it made new that no item names (a write
    that failed after its secret went in) are deleted: nothing is left half-written."""

    def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        try:
            return super().lambda_handler(event, context)
        finally:
            try:
                self.ports.get(IntegrationSecrets).discard()
            except Exception:  # the answer stands; a secret no item names is never read
                self.logger.exception("a secret left by a failed write could not be removed")


def create_app() -> App:
    return IntegrationsApp(
        [credentials.router, markets.router, feeds.router, mailboxes.router, fx.router],
        service="integrations",
        ports={
            Outbound: Outbound,
            IntegrationSecrets: IntegrationSecrets.from_environment,
            FxSchedules: FxSchedules.from_environment,
        },
        body_guards=[CATALOG_GUARD],
    )


app = create_app()
lambda_handler = app.lambda_handler
