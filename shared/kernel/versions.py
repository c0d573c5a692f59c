"""Versions on the wire: the ETag a versioned resource answers with, and the If-Match a write sends back.

A version is a positive integer; its entity-tag is the number in quotes (`"3"`). If-Match takes a
list of entity-tags (weak ones never match, RFC 9110 13.1.1) or `*`; a bare number is taken too, as
clients often send one.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kernel import errors

_TAG = re.compile(r'\s*(W/)?"([^"]*)"\s*|\s*([0-9]+)\s*')
# ASCII digits as this API writes them: no sign, no leading 0 ("0" is a singleton never saved yet)
_VERSION = re.compile(r"0|[1-9][0-9]{0,17}")


def etag(version: int) -> str:
    return f'"{version}"'


class IfMatch(NamedTuple):
    """The versions an If-Match header accepts; `any_version` for `*`."""

    versions: frozenset[int]
    any_version: bool = False

    def accepts(self, version: int) -> bool:
        return self.any_version or version in self.versions


def parse_if_match(value: str | None) -> IfMatch | None:
    """None when the header is absent; 400 when it is not a list of entity-tags."""
    if value is None:
        return None
    if value.strip() == "*":
        return IfMatch(frozenset(), any_version=True)
    versions: set[int] = set()
    for part in value.split(","):
        match = _TAG.fullmatch(part)
        if match is None:
            raise errors.invalid_request(
                'If-Match must be "*" or entity-tags such as "3", as an ETag of this API gives.',
                [{"field": "If-Match", "message": "not an entity-tag"}],
            )
        weak, quoted, bare = match.groups()
        text = bare if bare is not None else quoted
        if not weak and _VERSION.fullmatch(text):  # strong comparison: the very text of an ETag
            versions.add(int(text))
    return IfMatch(frozenset(versions))
