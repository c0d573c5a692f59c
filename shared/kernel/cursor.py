"""Opaque list cursors that a client can neither read, forge nor carry to another list.

A cursor is the page's LastEvaluatedKey sealed with AES-256-GCM (a random nonce each time) under a
key derived from the signing keyring, with the list it belongs to (firm, partition, query shape) as
associated data: its bytes show nothing of the key layout, and a changed byte, or a cursor from
another firm or list, is refused (400 invalid_cursor).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from typing import TYPE_CHECKING, Any

from kernel import errors

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

_NONCE_BYTES = 12
_MAX_CURSOR_CHARS = 4096


class CursorCodec:
    def __init__(self, key: bytes) -> None:
        self._key = key  # 32 bytes: AES-256
        self._sealer: AESGCM | None = None

    def encode(self, last_key: dict[str, Any], scope: str) -> str:
        payload = json.dumps(last_key, separators=(",", ":"), sort_keys=True).encode()
        nonce = os.urandom(_NONCE_BYTES)
        return _b64(nonce + self._aead().encrypt(nonce, payload, scope.encode()))

    def decode(self, cursor: str, scope: str) -> dict[str, Any]:
        """The LastEvaluatedKey behind a cursor; 400 invalid_cursor for anything not issued here."""
        from cryptography.exceptions import InvalidTag

        try:
            sealed = _unb64(cursor)
            payload = self._aead().decrypt(sealed[:_NONCE_BYTES], sealed[_NONCE_BYTES:], scope.encode())
            last_key = json.loads(payload)
        except (ValueError, binascii.Error, InvalidTag):
            raise errors.invalid_cursor() from None
        if not isinstance(last_key, dict):
            raise errors.invalid_cursor()
        return last_key

    def _aead(self) -> AESGCM:
        """Imported on the first cursor, not at cold start (a list's first page needs none)."""
        if self._sealer is None:
            from cryptography.hazmat.primitives.ciphers.aead import AESGCM

            self._sealer = AESGCM(self._key)
        return self._sealer


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    if len(text) < 2 * _NONCE_BYTES or len(text) > _MAX_CURSOR_CHARS:
        raise ValueError("cursor out of bounds")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
