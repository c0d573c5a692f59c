"""Lambda entry of the imports family (spec 1.3; docs/guide/imports.md). The import worker has its own entry
(imports_api.worker.lambda_handler)."""

from catalog.guard import CATALOG_GUARD
from imports_api import imports
from imports_api.queue import ImportQueue
from kernel.pipeline import App


def create_app() -> App:
    return App(
        [imports.router],
        service="imports",
        ports={ImportQueue: ImportQueue.from_environment},
        body_guards=[CATALOG_GUARD],
    )


app = create_app()
lambda_handler = app.lambda_handler
