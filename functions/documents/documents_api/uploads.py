"""Presigned uploads: a file larger than a direct upload takes goes straight to S3, then becomes a
document.

    POST /documents/uploads                 {entityType, entityId, filename, contentType, size}: an
                                            upload item and a presigned POST (url and form fields)
                                            whose policy pins its key, its exact size and content type
    POST <url> (multipart, to S3)           the client sends the fields, then `file`
    POST /documents/uploads/{id}/complete   the file is read back (size, content type, SHA-256), copied
                                            under a new document's id, and the document created with
                                            the firm's storage counter in one transaction

An upload completes once: the upload item records its document in the same transaction, so a second
(or a racing) completion is 409 `upload_completed` naming it. Nothing uploaded yet is 409
`upload_missing`; a file that is not what the upload announced is 409 `upload_mismatch` and stays
unused (the bucket's lifecycle removes `uploads/` after a day, DynamoDB the upload item after two).
"""

from __future__ import annotations

from typing import Any

from documents_api.documents import DOCUMENTS, FIELDS, count_storage
from documents_api.files import UPLOAD_SECONDS, DocumentFiles
from documents_api.names import FileName
from kernel import errors
from kernel.form_data import MEDIA_TYPE
from kernel.ids import iso, new_id
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Update, Write
from kernel.wire import Outcome
from kit.fields import Choice, DateTime, Fields, Integer, Json, Object, Text
from kit.resource import ByHand, Items, Resource, creation_writes, declare

router = Router()
MiB = 1 << 20
MAX_UPLOAD_BYTES = 100 * MiB  # read back once to hash it, well inside a call's time
KEEP_SECONDS = 2 * 86_400  # an upload item outlives its file in uploads/ (one day)

UPLOAD_FIELDS = {
    "entityType": FIELDS["entityType"],
    "entityId": FIELDS["entityId"],
    "filename": FileName(max_length=255, pattern=r"^[^/\\]+$", pattern_says="a file name without folders"),
    "contentType": Text(
        max_length=255,
        pattern=MEDIA_TYPE.pattern,
        pattern_says="a media type, type/subtype in lower case (application/pdf)",
    ),
    "size": Integer(minimum=1, maximum=MAX_UPLOAD_BYTES, description="The file's exact size in bytes."),
}
UPLOAD_STATE = {
    "status": Choice("pending", "completed", default="pending"),
    "documentId": Text(max_length=40, required=False, description="The document it became, once completed."),
    "expiresAt": DateTime(description="When the presigned form stops working."),
}
EXAMPLE = {
    "entityType": "Company",
    "entityId": "rec_01jd0000000000000000000001",
    "filename": "data-room-index.xlsx",
    "contentType": "application/vnd.ms-excel",
    "size": 12_582_912,
}


def _pending(items: Items, values: dict[str, Any], upload_id: str) -> list[Write]:
    now = items.request.now()
    values |= {"expiresAt": iso(now + UPLOAD_SECONDS), "purgeAt": now + KEEP_SECONDS}
    return []


UPLOADS = Resource(
    name="document-uploads",
    path=f"{DOCUMENTS.path}/uploads",
    id_prefix="upl",
    noun="document upload",
    title="DocumentUpload",
    item_param="id",
    fields=UPLOAD_FIELDS,
    state=UPLOAD_STATE,
    example=EXAMPLE,
    operations=frozenset({"create", "get"}),
    prepare=_pending,
    hidden=("purgeAt",),
)
FORM = Object(
    description="POST it to `url` as multipart/form-data: these fields, then `file` last.",
    fields={
        "url": Text(max_length=2048),
        "fields": Json(most=20),
        "expiresAt": DateTime(),
        "maxBytes": Integer(minimum=1),
    },
)


def start_upload(request: Request[Any, Any]) -> Outcome:
    """The kit's create, answered with the presigned form the client posts the file with."""
    outcome = Items(UPLOADS, request).create()
    upload = outcome.body
    key = DocumentFiles.upload_key(request.caller.firm_id, upload["id"])
    presigned = request.port(DocumentFiles).upload_form(key, upload["size"], upload["contentType"])
    form = {
        "url": presigned["url"],
        "fields": presigned["fields"],
        "expiresAt": upload["expiresAt"],
        "maxBytes": upload["size"],
    }
    return Outcome({**upload, "form": form}, writes=outcome.writes, version=1, location=outcome.location)


STARTED = Fields("DocumentUploadStarted", {**UPLOADS.view_schema.fields, "form": FORM})
declare(
    router,
    UPLOADS,
    by_hand={
        "create": ByHand(
            start_upload,
            response=STARTED,
            summary="Start a presigned upload of a file up to 100 MiB (then POST .../complete).",
        )
    },
)


def upload_completed(document_id: str) -> errors.ApiError:
    return errors.ApiError(
        409, "upload_completed", "This upload is already a document.", extra={"documentId": document_id}
    )


@router.post(
    f"{UPLOADS.item_path}/complete",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission="records.write",
    body=None,
    query=None,
    success_status=201,
    if_match=True,  # the upload's version
    response=DOCUMENTS.view_schema,
    errors=(409,),
    params={"id": {"description": "The upload's id."}},
    summary="Make the uploaded file a document (once; it is read back and checked first).",
)
def complete_upload(request: Request[None, None]) -> Outcome:
    uploads = Items(UPLOADS, request)
    upload = uploads.current()
    if upload["status"] == "completed":
        raise upload_completed(upload["documentId"])
    files = request.port(DocumentFiles)
    firm_id = request.caller.firm_id
    source = DocumentFiles.upload_key(firm_id, upload["id"])
    sha256 = _checked_file(files, source, upload)
    document_id = new_id(DOCUMENTS.id_prefix, request.services.clock)
    now = request.now()
    values = {
        "entityType": upload["entityType"],
        "entityId": upload["entityId"],
        "name": upload["filename"],
        "contentType": upload["contentType"],
        "size": upload["size"],
        "sha256": sha256,
    }
    documents = Items(DOCUMENTS, request)
    writes: list[Write] = [
        *creation_writes(
            DOCUMENTS,
            documents.partition,
            values,
            item_id=document_id,
            created_by=request.caller.user_id,
            now=now,
        ),
        count_storage(upload["size"], 1),
        Update(
            uploads.partition,
            upload["id"],
            upload["version"],
            {"status": "completed", "documentId": document_id, "updatedAt": now},
            conflict=upload_completed("(another call)"),
        ),
    ]
    key = DocumentFiles.document_key(firm_id, document_id)

    def copy() -> None:
        files.copy(
            source,
            key,
            named=lambda: request.store.get(documents.partition, document_id, consistent=True) is not None,
        )

    def tidy() -> None:
        files.confirm(key)
        files.delete(source)

    document = documents.view(
        {
            **values,
            "id": document_id,
            "version": 1,
            "createdAt": now,
            "updatedAt": now,
            "createdBy": request.caller.user_id,
        }
    )
    return Outcome(
        document,
        writes=writes,
        version=1,
        location=f"{DOCUMENTS.path}/{document_id}",
        before_commit=[copy],
        after_commit=[tidy],
    )


def _checked_file(files: DocumentFiles, key: str, upload: dict[str, Any]) -> str:
    """The uploaded file's SHA-256, once it is what the upload announced (size and content type)."""
    stored = files.stored(key)
    if stored is None:
        raise errors.ApiError(
            409,
            "upload_missing",
            "Nothing was uploaded yet: POST the file to the upload's form url with its fields first.",
        )
    if (
        stored.size != upload["size"]
        or stored.content_type.split(";")[0].strip().lower() != upload["contentType"]
    ):
        raise _mismatch(f"{stored.size} bytes of {stored.content_type}")
    sha256, read = files.sha256(key, upload["size"])
    if read != upload["size"]:
        raise _mismatch(f"{read} bytes")
    return sha256


def _mismatch(found: str) -> errors.ApiError:
    return errors.ApiError(
        409,
        "upload_mismatch",
        f"The uploaded file is not what the upload announced ({found}); start a new upload.",
    )
