"""Documents (spec 2.5 and 4.6): a file on a live record of the firm.

`/documents` is a kit resource (list with `entityType` and `entityId` required, read through the
kit's index; get; delete) whose create is a `multipart/form-data` upload: `file`, `entityType`,
`entityId`, at most DIRECT_BYTES of body, the most a synchronous Lambda call carries after base64.
A larger file goes through a presigned upload (documents_api.uploads). `GET /documents/{id}/download`
answers a presigned URL valid for five minutes.

A document's item holds its metadata (name, content type, size, SHA-256, who, when); the firm's storage
counter (`USAGE` / `STORAGE`: documentBytes, documents) moves in the same transaction as the item's
create or delete. The file itself is in S3 (documents_api.files), put before the transaction and
removed after a delete's.

A document follows its record: once the record is soft-deleted (a Lead, an Investor), its documents
answer 404 by id (get, download, delete) as if they were gone, and a list filtered by that record is
404 as the kit answers for any record that is not live. Their item and file stay, and so does their
place in the storage counter: the bytes are still held (see documents_api.usage).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from catalog.enums import RECORD_TYPES
from documents_api.files import DOWNLOAD_SECONDS, DocumentFiles
from documents_api.names import DocumentFile, download_name
from kernel import errors
from kernel.form_data import Upload
from kernel.ids import iso
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Add, Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Fields, Integer, Ref, Text
from kit.resource import ByHand, Items, ListFilter, Resource, declare
from records.layout import DOCUMENTS_PARTITION, live_partition

router = Router()
X = "/api/v1/x"
MiB = 1 << 20
DIRECT_BYTES = 4 * MiB  # of form body: 5.6 MB as base64, inside Lambda's 6 MB synchronous payload
USAGE, STORAGE = "USAGE", "STORAGE"
DIRECT = Upload(DIRECT_BYTES, f"Upload larger files with POST {X}/documents/uploads (a presigned upload).")

FIELDS = {
    "entityType": Choice(*RECORD_TYPES, description="The type of the record the document is on."),
    "entityId": Ref(type_field="entityType", description="The record the document is on (a live one)."),
    "file": DocumentFile(description="The file (a form part with a filename and, best, a Content-Type)."),
}
STATE = {
    "name": Text(max_length=255, description="The file's name, as uploaded (no folders)."),
    "contentType": Text(max_length=255, description="Its media type, as uploaded."),
    "size": Integer(minimum=1, description="Bytes."),
    "sha256": Text(min_length=64, max_length=64, description="The SHA-256 of its bytes, in hex."),
}
EXAMPLE = {
    "entityType": "Company",
    "entityId": "rec_01jd0000000000000000000001",
    "file": {
        "filename": "teaser.pdf",
        "contentType": "application/pdf",
        "size": 5,
        "sha256": "c0535e4be2b79ffd93291305436bf889314e4a3faec05ecffcbb7df31ad9e51a",
    },
}


def stored_file(items: Items, values: dict[str, Any], document_id: str) -> list[Write]:
    """The file's description becomes the item's metadata, and the firm's storage counts it."""
    described = values.pop("file")
    values |= {
        "name": described["filename"],
        "contentType": described["contentType"],
        "size": described["size"],
        "sha256": described["sha256"],
    }
    return [count_storage(values["size"], 1)]


def count_storage(size: int, documents: int) -> Add:
    return Add(USAGE, STORAGE, {"documentBytes": size, "documents": documents})


def _uncounted(items: Items, document: dict[str, Any]) -> list[Write]:
    _require_live_record(items.request, document)  # a deleted record's document is not there to delete
    return [count_storage(-int(document["size"]), -1)]


def live_document(items: Items) -> dict[str, Any]:
    """The document the path names, while the record it is on is live: 404 otherwise."""
    document = items.current()
    _require_live_record(items.request, document)
    return document


def _require_live_record(request: Request[Any, Any], document: Mapping[str, Any]) -> None:
    """A soft-deleted record's documents leave with it: the same 404 as an unknown or another firm's
    document, so the answer tells nothing about what the record held."""
    record = request.store.get(live_partition(document["entityType"]), document["entityId"], consistent=True)
    if record is None:
        raise errors.not_found(f"No {DOCUMENTS.noun} with this id here.")


def _remove_file(request: Request[Any, Any], document: Mapping[str, Any]) -> None:
    request.port(DocumentFiles).delete(DocumentFiles.document_key(request.caller.firm_id, document["id"]))


DOCUMENTS = Resource(
    name="documents",
    path=f"{X}/documents",
    id_prefix="doc",
    noun="document",
    title="Document",
    item_param="id",
    fields=FIELDS,
    state=STATE,
    example=EXAMPLE,
    hidden=("file",),
    operations=frozenset({"list", "create", "get", "delete"}),
    filters=(
        ListFilter("entityId", required=True, description="The record's documents."),
        ListFilter("entityType", required=True, description="Its type."),
    ),
    prepare=stored_file,
    on_delete=_uncounted,
    after_delete=_remove_file,
)


def upload_document(request: Request[Any, Any]) -> Outcome:
    """The kit's create, with the file put in S3 first under the new document's id."""
    items = Items(DOCUMENTS, request)
    outcome = items.create()
    document = outcome.body
    key = DocumentFiles.document_key(request.caller.firm_id, document["id"])
    part = request.files["file"]
    files = request.port(DocumentFiles)

    def put() -> None:
        files.put(key, part.data, part.content_type, named=lambda: _exists(request, items, document["id"]))

    return Outcome(
        outcome.body,
        writes=outcome.writes,
        version=outcome.version,
        location=outcome.location,
        before_commit=[put],
        after_commit=[lambda: files.confirm(key)],
    )


def _exists(request: Request[Any, Any], items: Items, document_id: str) -> bool:
    return request.store.get(items.partition, document_id, consistent=True) is not None


def get_documents(request: Request[Any, Any]) -> Outcome:
    """The kit's get, for a document on a live record only. Named as the kit names the operation
    (`get_<collection>`): the name is the operationId clients are generated with."""
    items = Items(DOCUMENTS, request)
    document = live_document(items)
    return Outcome(items.view(document), version=document["version"])


assert DOCUMENTS.partition(None) == DOCUMENTS_PARTITION  # other families read documents there
declare(
    router,
    DOCUMENTS,
    by_hand={
        "create": ByHand(
            upload_document,
            upload=DIRECT,
            summary="Upload a file onto a record (a form: file, entityType, entityId; 4 MiB at most).",
        ),
        "get": ByHand(get_documents),
    },
)

DOWNLOAD = Fields(
    "DocumentDownload",
    {
        "url": Text(max_length=8192, description="A presigned GET of the file, answered as an attachment."),
        "expiresAt": DateTime(description=f"When the URL stops working ({DOWNLOAD_SECONDS // 60} minutes)."),
        "name": Text(max_length=255),
        "contentType": Text(max_length=255),
        "size": Integer(minimum=1),
        "sha256": Text(min_length=64, max_length=64),
    },
)


@router.get(
    f"{DOCUMENTS.item_path}/download",
    scope="records:read",
    permission="records.read",
    response=DOWNLOAD,
    query=None,
    body=None,
    params={"id": {"description": "The document's id."}},
    summary="A presigned URL that downloads the document's file (valid for five minutes).",
)
def download_document(request: Request[None, None]) -> dict[str, Any]:
    document = live_document(Items(DOCUMENTS, request))
    key = DocumentFiles.document_key(request.caller.firm_id, document["id"])
    name = download_name(document)
    url = request.port(DocumentFiles).download_url(key, name, document["contentType"])
    return {
        "url": url,
        "expiresAt": iso(request.now() + DOWNLOAD_SECONDS),
        "name": name,
        "contentType": document["contentType"],
        "size": document["size"],
        "sha256": document["sha256"],
    }
