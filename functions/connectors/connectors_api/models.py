"""Bodies of the connector routes beyond the definition itself (connectors.definition)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, Field

from connectors.definition import Key
from connectors.secrets import SECRET_TEXT
from kernel.models import ApiModel, BodyModel


def _secret_text(value: str) -> str:
    # The message never repeats the value: this is the one body whose content must not echo.
    if not SECRET_TEXT.fullmatch(value):
        raise ValueError(
            "1 to 4096 visible ASCII characters (spaces inside only): it is sent as a header value"
        )
    return value


class SecretBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"secret": "<SECRET>"}]})

    secret: Annotated[str, Field(json_schema_extra={"writeOnly": True}), AfterValidator(_secret_text)]


class SecretSet(ApiModel):
    secret_set: bool


class TestBody(BodyModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"operationKey": "findCompany", "parameters": {"companyId": "4711"}}
    ]})  # fmt: skip

    operation_key: Key
    parameters: dict[Annotated[str, Field(max_length=64)], Any] = Field(default_factory=dict, max_length=30)


class Failure(ApiModel):
    code: str = Field(description="timeout, connect_failed, tls_failed or protocol_error")
    message: str


class TestReport(ApiModel):
    operation_key: str
    request: dict[str, str] = Field(description="The method and the URL called (the draft's).")
    outcome: str = Field(description="answered, or failed (no answer: see failure)")
    status: int | None = None
    duration_ms: int | None = None
    content_type: str | None = None
    outputs: dict[str, Any] | None = Field(default=None, description="Each output, by its $.field path.")
    body_excerpt: str | None = Field(default=None, description="The first 2,000 characters, secret-free.")
    body_truncated: bool | None = None
    redirect_location: str | None = Field(default=None, description="Where a 30x pointed (not followed).")
    failure: Failure | None = None
