"""Lambda entry of the connectors family (/api/v1/x/connectors/...)."""

from catalog.guard import CATALOG_GUARD
from connectors.secrets import ConnectorSecrets
from connectors_api.routes import router
from kernel.outbound import Outbound
from kernel.pipeline import App


def create_app() -> App:
    return App(
        [router],
        service="connectors",
        ports={Outbound: Outbound, ConnectorSecrets: ConnectorSecrets.from_environment},
        body_guards=[CATALOG_GUARD],
    )


app = create_app()
lambda_handler = app.lambda_handler
