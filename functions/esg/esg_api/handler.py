"""Lambda entry of the ESG family (spec 4.3; docs/guide/esg.md)."""

from catalog.guard import CATALOG_GUARD
from esg_api import analytics, issuing, reference_data, requests, resources, submissions
from kernel.pipeline import App


def create_app() -> App:
    return App(
        [
            reference_data.router,
            resources.router,
            requests.router,
            issuing.router,
            submissions.router,
            analytics.router,
        ],
        service="esg",
        body_guards=[CATALOG_GUARD],
    )


app = create_app()
lambda_handler = app.lambda_handler
