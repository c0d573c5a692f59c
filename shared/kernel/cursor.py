"""Opaque list cursors that a client cannot forge or carry to another list.

A cursor is the page's LastEvaluatedKey signed with HMAC-SHA256 over the list it belongs to (firm,
partition, query shape), so a changed byte, or a cursor from another firm or list, is refused.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from typing import Any

from kernel import errors

_MAC_BYTES = 16


class CursorCodec:
    def __init__(self, key: bytes) -> None:
        self._key = key

    def encode(self, last_key: dict[str, Any], scope: str) -> str:
        payload = json.dumps(last_key, separators=(",", ":"), sort_keys=True).encode()
        return f"{_b64(payload)}.{_b64(self._mac(payload, scope))}"

    def decode(self, cursor: str, scope: str) -> dict[str, Any]:
        """The LastEvaluatedKey behind a cursor; 400 invalid_cursor for anything not issued here."""
        try:
            payload_part, mac_part = cursor.split(".")
            payload = _unb64(payload_part)
            mac = _unb64(mac_part)
        except (ValueError, binascii.Error):
            raise errors.invalid_cursor() from None
        if not hmac.compare_digest(mac, self._mac(payload, scope)):
            raise errors.invalid_cursor()
        last_key: dict[str, Any] = json.loads(payload)
        return last_key

    def _mac(self, payload: bytes, scope: str) -> bytes:
        message = scope.encode() + b"\n" + payload
        return hmac.new(self._key, message, hashlib.sha256).digest()[:_MAC_BYTES]


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    if not text or len(text) > 2048:
        raise ValueError("cursor part out of bounds")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
