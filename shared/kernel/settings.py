"""Settings from environment variables, read once per cold start."""

from __future__ import annotations

from functools import cache
from typing import Annotated

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class Settings(BaseSettings):
    """Everything the kernel reads from the environment (set by template.yaml or the local stack)."""

    model_config = SettingsConfigDict(frozen=True, extra="ignore")

    identity_table: str = Field(validation_alias="IDENTITY_TABLE")
    data_table: str = Field(validation_alias="DATA_TABLE")
    control_table: str = Field(validation_alias="CONTROL_TABLE")
    signing_key_secret_id: str = Field(validation_alias="SIGNING_KEY_SECRET_ID")
    stage: str = Field(default="dev", validation_alias="STAGE")
    # The service's own host names; connectors may never call them (spec 2.1).
    service_hosts: Annotated[tuple[str, ...], NoDecode] = Field(default=(), validation_alias="SERVICE_HOSTS")

    @field_validator("service_hosts", mode="before")
    @classmethod
    def _split_hosts(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(host.strip().lower() for host in value.split(",") if host.strip())
        return value


@cache
def get_settings() -> Settings:
    return Settings()  # values come from the environment
