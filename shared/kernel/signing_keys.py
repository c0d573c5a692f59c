"""The service's own signing keys, kept in Secrets Manager and cached per warm container.

The secret is JSON: {"kid": "...", "secret": "...", "previous": [{"kid": "...", "secret": "..."}]}.
New tokens are signed with the current key; tokens signed with a previous key stay valid until they
expire, so a rotation signs nobody out.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
from collections.abc import Callable
from typing import NamedTuple

from kernel import aws
from kernel.ids import Clock, system_clock

CACHE_SECONDS = 300  # a rotated key reaches every warm container within five minutes
MIN_SECRET_BYTES = 32


class SigningKey(NamedTuple):
    kid: str
    secret: bytes


class Keyring(NamedTuple):
    current: SigningKey
    previous: tuple[SigningKey, ...] = ()

    def find(self, kid: str) -> SigningKey | None:
        for key in (self.current, *self.previous):
            if hmac.compare_digest(key.kid.encode(), kid.encode()):  # bytes: any text kid, no TypeError
                return key
        return None

    def derive(self, purpose: str) -> bytes:
        """A separate key for another use (cursor signing), so one secret never serves two purposes."""
        return hmac.new(self.current.secret, purpose.encode(), hashlib.sha256).digest()


def parse_keyring(secret_string: str) -> Keyring:
    document = json.loads(secret_string)
    current = _key(document)
    previous = tuple(_key(entry) for entry in document.get("previous", []))
    return Keyring(current=current, previous=previous)


def _key(entry: dict[str, str]) -> SigningKey:
    secret = entry["secret"].encode()
    if len(secret) < MIN_SECRET_BYTES:
        raise ValueError("signing secret is shorter than 32 bytes")
    return SigningKey(kid=str(entry["kid"]), secret=secret)


class KeyringProvider:
    """Fetches the keyring once, then again after CACHE_SECONDS; safe to share between threads."""

    def __init__(self, fetch: Callable[[], str], clock: Clock = system_clock) -> None:
        self._fetch = fetch
        self._clock = clock
        self._lock = threading.Lock()
        self._keyring: Keyring | None = None
        self._fetched_at = 0.0

    def get(self) -> Keyring:
        with self._lock:
            if self._keyring is None or self._clock() - self._fetched_at > CACHE_SECONDS:
                self._keyring = parse_keyring(self._fetch())
                self._fetched_at = self._clock()
            return self._keyring


def secrets_manager_fetcher(secret_id: str) -> Callable[[], str]:
    def fetch() -> str:
        return aws.secretsmanager().get_secret_value(SecretId=secret_id)["SecretString"]

    return fetch
