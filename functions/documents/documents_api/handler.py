"""Lambda entry of the documents family (spec 4.6; docs/guide/contributing.md "Where a new path goes")."""

from catalog.guard import CATALOG_GUARD
from documents_api import documents, uploads, usage
from documents_api.files import DocumentFiles
from kernel.pipeline import App


def create_app() -> App:
    # After every call, a file put whose item never went in is deleted (DocumentFiles.discard).
    return App(
        [documents.router, uploads.router, usage.router],
        service="documents",
        ports={DocumentFiles: DocumentFiles.from_environment},
        body_guards=[CATALOG_GUARD],
        discarding=[DocumentFiles],
    )


app = create_app()
lambda_handler = app.lambda_handler
