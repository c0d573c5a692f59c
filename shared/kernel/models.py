"""Base classes of request and response bodies (pydantic): camelCase on the wire, snake_case in Python.

Every model defers building its validator to first use (`defer_build`), so a cold start pays only for
the models its first request touches.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema
from pydantic.alias_generators import to_camel

from kernel.policy import SCOPES

# A scope name: any string to the validator (an unknown one is refused in the product's words), the
# scopes of spec 5.2 as an enum to a client generated from the OpenAPI document.
ScopeName = Annotated[str, WithJsonSchema({"type": "string", "enum": list(SCOPES)})]


class BodyModel(BaseModel):
    """Base of request bodies: camelCase keys only; unknown keys and wrong JSON types are errors."""

    model_config = ConfigDict(extra="forbid", strict=True, alias_generator=to_camel, defer_build=True)

    def problems(self) -> list[dict[str, str]]:
        """Rules the field types cannot state (say, keys unique across a list), each as {field, message}
        with a path like `sections[1].fields[0].key`. The kernel answers them like a field error."""
        return []


class QueryModel(BaseModel):
    """Base of query strings: values arrive as text, so numbers are parsed (not strict); no unknown keys."""

    model_config = ConfigDict(extra="forbid", alias_generator=to_camel, defer_build=True)


class PageQuery(QueryModel):
    limit: int = Field(default=50, ge=1, le=200, description="Page size (default 50, at most 200).")
    cursor: str | None = Field(default=None, description="The nextCursor of the previous page.")


class ApiModel(BaseModel):
    """Base of response bodies: camelCase on the wire, snake_case in Python."""

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, serialize_by_alias=True, defer_build=True
    )
