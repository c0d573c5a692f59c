"""`multipart/form-data` bodies, on the routes that declare an `Upload` (a document's file) and nowhere
else: every other route answers such a body 415.

The body is read within the route's limit (413 with the route's own hint, such as where larger files
go), parsed by python-multipart (a strict RFC 7578 parser, the one Starlette uses), and handed on as
a form: its text fields by name, and each file part as a `FilePart` (its bytes, name, content type and
SHA-256). The pipeline validates the text fields and a description of each file (`described`) with
the route's body schema, exactly as a JSON body, so a form's errors read like any other 400.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from kernel import errors

FORM_DATA = "multipart/form-data"
MAX_PARTS = 16  # a form of a few fields and one file; more is refused, never parsed on
MAX_FIELD_BYTES = 4096  # a text field: an id, a type, a title
MAX_FILENAME_CHARS = 255
# RFC 6838's type/subtype names (lower-cased here), without parameters
MEDIA_TYPE = re.compile(r"^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$")


class Upload(NamedTuple):
    """A route's form body: at most `max_bytes` of body (decoded); `too_large` says what to do instead."""

    max_bytes: int
    too_large: str


@dataclass(frozen=True)
class FilePart:
    name: str  # the form field's
    filename: str
    content_type: str
    data: bytes = field(repr=False)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    def described(self) -> dict[str, Any]:
        """What the body schema sees of a file (and the Idempotency-Key's fingerprint compares)."""
        return {
            "filename": self.filename,
            "contentType": self.content_type,
            "size": len(self.data),
            "sha256": self.sha256,
        }


class Form(NamedTuple):
    fields: dict[str, str]
    files: dict[str, FilePart]

    def body(self) -> dict[str, Any]:
        """The form as the route's body schema validates it: text fields, and each file described."""
        return {**self.fields, **{name: part.described() for name, part in self.files.items()}}


def read_form(event: Mapping[str, Any], headers: Mapping[str, str], upload: Upload) -> Form:
    """The form of an upload route's request; 413, 415 and invalid_form are answered here."""
    content_type = headers.get("content-type", "")
    media_type, params = _media_type(content_type)
    if media_type != FORM_DATA:
        raise errors.ApiError(415, "unsupported_media_type", f"Send the body as {FORM_DATA}.")
    boundary = params.get("boundary", "")
    if not boundary or len(boundary) > 70:
        raise invalid_form("the Content-Type names no boundary (or one longer than 70 characters)")
    raw = event.get("body") or ""
    if len(raw) > upload.max_bytes * 4 // 3 + 4:  # refused before decoding a huge payload
        raise too_large(upload)
    try:
        data = base64.b64decode(raw, validate=True) if event.get("isBase64Encoded") else raw.encode()
    except (binascii.Error, ValueError, UnicodeEncodeError):
        raise invalid_form("the body could not be decoded") from None
    if len(data) > upload.max_bytes:
        raise too_large(upload)
    return _parse(data, boundary)


def too_large(upload: Upload) -> errors.ApiError:
    return errors.ApiError(
        413, "payload_too_large", f"The body is over {upload.max_bytes} bytes. {upload.too_large}"
    )


def invalid_form(reason: str) -> errors.ApiError:
    return errors.ApiError(400, "invalid_form", f"The form could not be read: {reason}.")


def _media_type(content_type: str) -> tuple[str, dict[str, str]]:
    media_type, *rest = content_type.split(";")
    params: dict[str, str] = {}
    for part in rest:
        name, _, value = part.strip().partition("=")
        params[name.strip().lower()] = value.strip().strip('"')
    return media_type.strip().lower(), params


class _Part:
    def __init__(self) -> None:
        self.header_name = b""
        self.header_value = b""
        self.headers: dict[str, str] = {}
        self.data = bytearray()


def _parse(data: bytes, boundary: str) -> Form:
    # Imported here: only upload routes pay for it.
    from python_multipart.exceptions import MultipartParseError
    from python_multipart.multipart import MultipartParser

    parts: list[_Part] = []
    finished = False

    def begin() -> None:
        if len(parts) >= MAX_PARTS:
            raise invalid_form(f"a form holds at most {MAX_PARTS} parts")
        parts.append(_Part())

    def header_name(chunk: bytes, start: int, end: int) -> None:
        parts[-1].header_name += chunk[start:end]

    def header_value(chunk: bytes, start: int, end: int) -> None:
        parts[-1].header_value += chunk[start:end]

    def header_end() -> None:
        part = parts[-1]
        part.headers[part.header_name.decode("latin-1").lower()] = part.header_value.decode(
            "utf-8", "replace"
        )
        part.header_name, part.header_value = b"", b""

    def part_data(chunk: bytes, start: int, end: int) -> None:
        parts[-1].data += chunk[start:end]

    def end() -> None:
        nonlocal finished
        finished = True

    callbacks: Any = {"on_part_begin": begin, "on_header_field": header_name, "on_header_value": header_value,
                      "on_header_end": header_end, "on_part_data": part_data, "on_end": end}  # fmt: skip
    try:
        parser = MultipartParser(boundary, callbacks)
        parser.write(data)
        parser.finalize()
    except MultipartParseError as error:
        raise invalid_form(str(error).split("\n", 1)[0][:200]) from None
    if not finished:
        raise invalid_form("the body ends before its closing boundary")
    return _form(parts)


def _form(parts: list[_Part]) -> Form:
    fields: dict[str, str] = {}
    files: dict[str, FilePart] = {}
    for part in parts:
        _, disposition = _media_type(part.headers.get("content-disposition", ""))
        name = disposition.get("name", "")
        if not name or len(name) > 100:
            raise invalid_form("a part has no name (Content-Disposition: form-data; name=...)")
        if name in fields or name in files:
            raise invalid_form(f"the field {name!r} is sent twice")
        if "filename" in disposition:
            files[name] = _file(name, disposition["filename"], part)
        else:
            fields[name] = _text(name, part)
    return Form(fields, files)


def _file(name: str, filename: str, part: _Part) -> FilePart:
    cleaned = "".join(ch for ch in filename.replace("\\", "/").rsplit("/", 1)[-1] if ch.isprintable()).strip()
    if not cleaned or len(cleaned) > MAX_FILENAME_CHARS:
        raise invalid_form(f"the file of {name!r} needs a file name of 1 to {MAX_FILENAME_CHARS} characters")
    content_type = _media_type(part.headers.get("content-type", "") or "application/octet-stream")[0]
    if not MEDIA_TYPE.fullmatch(content_type):
        raise invalid_form(f"the file of {name!r} has no valid Content-Type (type/subtype)")
    return FilePart(name, cleaned, content_type, bytes(part.data))


def _text(name: str, part: _Part) -> str:
    if len(part.data) > MAX_FIELD_BYTES:
        raise invalid_form(f"the field {name!r} is over {MAX_FIELD_BYTES} bytes")
    try:
        return bytes(part.data).decode("utf-8")
    except UnicodeDecodeError:
        raise invalid_form(f"the field {name!r} is not UTF-8") from None
