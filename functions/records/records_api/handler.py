"""Lambda entry of the records family (/api/v1/x/records, /search, /dedupe, /changes, /custom-fields,
/attribute-sets, /views)."""

from catalog.guard import CATALOG_GUARD
from kernel.pipeline import App
from records.matching import complete_claims
from records_api import dedupe
from records_api.routes import router


def create_app() -> App:
    # A new firm's key claims count every record it will hold (records.matching): a key without one
    # matches nothing, with no Query of the duplicates index
    return App(
        [router, dedupe.router], service="records", body_guards=[CATALOG_GUARD], seeders=[complete_claims]
    )


app = create_app()
lambda_handler = app.lambda_handler
