"""Documents' files in S3: the port every route of the family reaches the bucket through.

Keys (IAM grants the family exactly these two prefixes; the firm's id follows the prefix, so a key
names its firm as every DynamoDB key does):
    documents/<firm id>/<document id>     a document's file, which its item names
    uploads/<firm id>/<upload id>         a presigned upload's file until it is completed (the bucket's
                                          lifecycle removes what is left there after a day)

The item decides, the file follows. A file goes in before its item's transaction under the new
document's id, which only that transaction can make readable; a file this call put whose item never
went in is deleted before the call is answered (`discard`, run by the family's App after every call).
A document's delete removes its file once the item's delete is in; versioning keeps the old version
for 30 days (the bucket's lifecycle), then it is gone.

Downloads and large uploads never pass through Lambda: a presigned GET (answered as an attachment, so
a browser never renders an uploaded page on the bucket's origin) and a presigned POST whose policy
pins the key, the size and the content type.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Callable
from typing import Any, NamedTuple
from urllib.parse import quote

from botocore.exceptions import ClientError

from kernel import aws
from records.layout import document_file_key

DOWNLOAD_SECONDS = 300  # a download link works for five minutes
UPLOAD_SECONDS = 900  # a presigned upload's form, fifteen
READ_CHUNK = 1 << 20


def attachment(filename: str) -> str:
    """The Content-Disposition a download answers (RFC 6266): an attachment, its name only in the
    RFC 8187 `filename*` form, every byte outside the unreserved characters percent-encoded. So no
    name can end the header (CR, LF), close a quoted string ("), add a parameter (;) or smuggle a
    folder past a filter on the raw header (/ and \\ go as %2F and %5C; no stored name holds them)."""
    return f"attachment; filename*=UTF-8''{quote(filename, safe='')}"


class Stored(NamedTuple):
    """What S3 holds under a key: its size and content type (None: nothing there)."""

    size: int
    content_type: str


class DocumentFiles:
    """The port: put and delete files, presign their up- and downloads, read what an upload left."""

    def __init__(self, bucket: str, client: Callable[[], Any] = lambda: aws.client("s3")) -> None:
        self._bucket = bucket
        self._client = client
        self._local = threading.local()  # this call's files put and not yet named by a committed item

    @classmethod
    def from_environment(cls) -> DocumentFiles:
        bucket = os.environ.get("DOCUMENTS_BUCKET", "")
        if not bucket:
            raise RuntimeError("DOCUMENTS_BUCKET is not set (template.yaml sets it)")
        return cls(bucket)

    # ---- keys

    @staticmethod
    def document_key(firm_id: str, document_id: str) -> str:
        return document_file_key(firm_id, document_id)

    @staticmethod
    def upload_key(firm_id: str, upload_id: str) -> str:
        return f"uploads/{firm_id}/{upload_id}"

    # ---- writes

    def put(self, key: str, data: bytes, content_type: str, *, named: Callable[[], bool]) -> None:
        """Puts a file before its item's transaction; `named`: whether an item names it now (asked
        when the call ends without `confirm`)."""
        self._client().put_object(Bucket=self._bucket, Key=key, Body=data, ContentType=content_type)
        self._made()[key] = named

    def copy(self, source: str, key: str, *, named: Callable[[], bool]) -> None:
        """A completed upload's file, copied to where its document's item names it (S3 copies within
        the bucket; nothing passes through Lambda)."""
        self._client().copy_object(
            Bucket=self._bucket,
            Key=key,
            CopySource={"Bucket": self._bucket, "Key": source},
            MetadataDirective="COPY",
        )
        self._made()[key] = named

    def confirm(self, key: str) -> None:
        """The item naming `key` is in: the file stays."""
        self._made().pop(key, None)

    def discard(self) -> None:
        """After every call: a file this call put whose item never went in is deleted. The item is
        read again first, so a write whose answer was lost but which went in keeps its file."""
        made, self._local.made = self._made(), {}
        for key, named in sorted(made.items()):
            if not named():
                self.delete(key)

    def delete(self, key: str) -> None:
        """Removes the file (its current version; one already gone is no error)."""
        self._client().delete_object(Bucket=self._bucket, Key=key)

    # ---- reads

    def stored(self, key: str) -> Stored | None:
        try:
            head = self._client().head_object(Bucket=self._bucket, Key=key)
        except ClientError as error:
            if str(error.response.get("Error", {}).get("Code")) in ("404", "NoSuchKey", "NotFound"):
                return None
            raise
        return Stored(int(head["ContentLength"]), str(head.get("ContentType") or "application/octet-stream"))

    def sha256(self, key: str, most: int) -> tuple[str, int]:
        """The file's SHA-256 and size, read in chunks (never more than `most` bytes: a file that grew
        past it is refused by the caller on the size)."""
        body = self._client().get_object(Bucket=self._bucket, Key=key)["Body"]
        digest, size = hashlib.sha256(), 0
        try:
            while chunk := body.read(READ_CHUNK):
                size += len(chunk)
                if size > most:
                    break
                digest.update(chunk)
        finally:
            body.close()
        return digest.hexdigest(), size

    # ---- presigned

    def download_url(self, key: str, filename: str, content_type: str) -> str:
        disposition = attachment(filename)
        params = {
            "Bucket": self._bucket,
            "Key": key,
            "ResponseContentDisposition": disposition,
            "ResponseContentType": content_type,
        }
        url: str = self._client().generate_presigned_url(
            "get_object", Params=params, ExpiresIn=DOWNLOAD_SECONDS
        )
        return url

    def upload_form(self, key: str, size: int, content_type: str) -> dict[str, Any]:
        """A presigned POST: the key, the exact size and the content type are in its signed policy."""
        fields = {"Content-Type": content_type}
        conditions: list[Any] = [{"Content-Type": content_type}, ["content-length-range", size, size]]
        form: dict[str, Any] = self._client().generate_presigned_post(
            Bucket=self._bucket, Key=key, Fields=fields, Conditions=conditions, ExpiresIn=UPLOAD_SECONDS
        )
        return form

    # ---- helpers

    def _made(self) -> dict[str, Callable[[], bool]]:
        made: dict[str, Callable[[], bool]] | None = getattr(self._local, "made", None)
        if made is None:
            made = self._local.made = {}
        return made
