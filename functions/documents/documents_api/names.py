"""A document's file name: one rule for every route that takes one, and the name a download uses.

A file name is what a person's browser or script saves the file under, so it must name a file and
nothing else: not `.` or `..` (or only dots: Windows drops trailing dots, leaving nothing), not blank,
no folders, and real UTF-8 text. A form's file name whose bytes were not UTF-8 arrives with U+FFFD in
their place (the form reader decodes headers leniently), so U+FFFD is refused as "not UTF-8": the
name the person sent is lost either way, and storing the replacement would hide that.

    POST /documents           the form's `file` part (`DocumentFile`): 400 `invalid_request` naming `file`
    POST /documents/uploads   `filename` (`FileName`): 400 `invalid_request` naming `filename`

Documents have no rename: these two routes are the only ways a name goes in.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kit.fields import File, Text

REPLACEMENT_CHARACTER = "\ufffd"  # what a lenient UTF-8 decoder puts where bytes were not UTF-8


def file_name_problem(name: str) -> str | None:
    """Why `name` cannot be a document's file name, or None."""
    if not name.strip():
        return "a file name that is not blank"
    if not name.strip(" ."):
        return "a file name, not . or .. (only dots name a folder, not a file)"
    if "/" in name or "\\" in name:
        return "a file name without folders"
    if REPLACEMENT_CHARACTER in name or not _encodes_as_utf8(name):
        return "a file name in UTF-8 (this one holds bytes that are not UTF-8)"
    return None


def download_name(document: Mapping[str, Any]) -> str:
    """The name a download saves the file under: the document's own, or, for a name stored before the
    rule above held (`..`, say), the document's id, which is always safe."""
    name = str(document["name"])
    return document["id"] if file_name_problem(name) is not None else name


def _encodes_as_utf8(name: str) -> bool:
    try:
        name.encode("utf-8")  # a lone surrogate (U+D800 to U+DFFF) does not
    except UnicodeEncodeError:
        return False
    return True


class DocumentFile(File):
    """A form's file part whose file name meets the rule (the kit's File checks the rest)."""

    def check(self, value: Any) -> dict[str, Any]:
        described = super().check(value)
        problem = file_name_problem(str(described["filename"]))
        if problem:
            raise ValueError(problem)
        return described


class FileName(Text):
    """A file name in a JSON body (the kit's Text: length, control characters, pattern), meeting the rule."""

    def check(self, value: Any) -> str:
        name = super().check(value)
        problem = file_name_problem(name)
        if problem:
            raise ValueError(problem)
        return name
