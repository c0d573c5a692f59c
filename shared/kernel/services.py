"""The kernel's ports, built once per warm container: the stores, the authenticator, the limits.

An App builds them from the environment on its first request; a test hands its own to
`app.ports.override(Services, ...)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kernel import aws
from kernel.auth import Authenticator
from kernel.cursor import CursorCodec
from kernel.idempotency import IdempotencyStore
from kernel.identity import IdentityStore
from kernel.ids import Clock, system_clock
from kernel.rate_limit import RateLimiter
from kernel.settings import Settings, get_settings
from kernel.signing_keys import KeyringProvider, secrets_manager_fetcher
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import ChangeSequence

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient


class Services:
    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock = system_clock,
        dynamodb: DynamoDBClient | None = None,
        keyring: KeyringProvider | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self._dynamodb = dynamodb
        self.identity = IdentityStore(settings.identity_table, client=dynamodb, clock=clock)
        self.keyring = keyring or KeyringProvider(
            secrets_manager_fetcher(settings.signing_key_secret_id), clock
        )
        self.authenticator = Authenticator(self.identity, self.keyring.get, clock)
        self.rate_limiter = RateLimiter(settings.control_table, self.dynamodb, clock)
        self.idempotency = IdempotencyStore(settings.control_table, self.dynamodb, clock)
        self.change_sequence = ChangeSequence()

    def dynamodb(self) -> DynamoDBClient:
        return self._dynamodb or aws.dynamodb()

    @classmethod
    def from_environment(cls) -> Services:
        return cls(get_settings())

    def tenant_store(self, firm_id: str) -> TenantStore:
        return TenantStore(firm_id, self.settings.data_table, self.cursor_codec, client=self._dynamodb)

    def cursor_codec(self) -> CursorCodec:
        return CursorCodec(self.keyring.get().derive("list-cursor-v1"))
