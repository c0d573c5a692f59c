"""Lambda entry of the webhooks family (/api/v1/x/webhooks/...). The stream's dispatcher and the
delivery worker have their own entries (webhooks_api.dispatcher, webhooks_api.worker)."""

from catalog.guard import CATALOG_GUARD
from kernel.outbound import Outbound
from kernel.pipeline import App
from webhooks_api import delivery_routes, endpoints
from webhooks_api.queue import DeliveryQueue
from webhooks_api.secrets import WebhookSecrets


def create_app() -> App:
    return App(
        [endpoints.router, delivery_routes.router],
        service="webhooks",
        ports={
            Outbound: Outbound,
            WebhookSecrets: WebhookSecrets.from_environment,
            DeliveryQueue: DeliveryQueue.from_environment,
        },
        body_guards=[CATALOG_GUARD],
        # After every call, a secret a create made whose endpoint never went in is deleted
        discarding=[WebhookSecrets],
    )


app = create_app()
lambda_handler = app.lambda_handler
