"""Lambda entry of the documents family (spec 4.6; README "Where a new path goes")."""

from typing import Any

from catalog.guard import CATALOG_GUARD
from documents_api import documents, uploads, usage
from documents_api.files import DocumentFiles
from kernel.pipeline import App


class DocumentsApp(App):
    """The kernel's App, and after every call the files it put that no committed item names (a write
    that failed after its file went in) are deleted: nothing is left half-written."""

    def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        try:
            return super().lambda_handler(event, context)
        finally:
            try:
                self.ports.get(DocumentFiles).discard()
            except Exception:  # the answer stands; a file no item names is never served
                self.logger.exception("a file left by a failed write could not be removed")


def create_app() -> App:
    return DocumentsApp(
        [documents.router, uploads.router, usage.router],
        service="documents",
        ports={DocumentFiles: DocumentFiles.from_environment},
        body_guards=[CATALOG_GUARD],
    )


app = create_app()
lambda_handler = app.lambda_handler
