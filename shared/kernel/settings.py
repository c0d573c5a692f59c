"""Settings from environment variables, read once per cold start.

A plain frozen dataclass over os.environ: these few strings need no validation library, and the
kernel's cold start does not pay for one.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache
from typing import NamedTuple


class SettingsError(ValueError):
    """A variable the kernel needs is missing or empty."""


class Settings(NamedTuple):
    """Everything the kernel reads from the environment (set by template.yaml or the local stack)."""

    identity_table: str
    data_table: str
    control_table: str
    signing_key_secret_id: str
    stage: str = "dev"
    # The service's own host names; connectors may never call them (spec 2.1).
    service_hosts: tuple[str, ...] = ()
    # Where the service keeps the secrets it stores (connector secrets), and the KMS key they use.
    secrets_prefix: str = "records-platform/dev"
    secrets_key_id: str = ""

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] = os.environ) -> Settings:
        def required(name: str) -> str:
            value = environ.get(name, "")
            if not value:
                raise SettingsError(f"{name} must be set")
            return value

        hosts = environ.get("SERVICE_HOSTS", "")
        return cls(
            identity_table=required("IDENTITY_TABLE"),
            data_table=required("DATA_TABLE"),
            control_table=required("CONTROL_TABLE"),
            signing_key_secret_id=required("SIGNING_KEY_SECRET_ID"),
            stage=environ.get("STAGE") or "dev",
            service_hosts=tuple(host.strip().lower() for host in hosts.split(",") if host.strip()),
            secrets_prefix=environ.get("SECRETS_PREFIX") or "records-platform/dev",
            secrets_key_id=environ.get("SECRETS_KEY_ID", ""),
        )


@cache
def get_settings() -> Settings:
    return Settings.from_environment()
