"""Platform routes: the firm's catalog and the OpenAPI document of what the caller may call."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import ConfigDict

from catalog import firm
from catalog.model import Catalog
from kernel.models import ApiModel
from kernel.openapi import document_for
from kernel.request import Request
from kernel.routing import Router
from kernel.wire import Outcome

router = Router()


class CatalogResponse(Catalog):
    """The catalog and its fingerprint, which changes when and only when the content changes."""

    catalog_version: str


@router.get("/api/v1/x/catalog", reads=(firm.HEAD,),
            summary="The firm's record types, fields, relations, actions, node config.",
            response=CatalogResponse, etag=True)  # fmt: skip
def get_catalog(request: Request) -> Outcome:
    """The product catalog with the firm's custom fields; its version is also the ETag."""
    catalog = firm.from_head(request.read(*firm.HEAD))
    document = _document(catalog.version, catalog.catalog)
    return Outcome(document, headers={"ETag": f'"{catalog.version}"'})


_DOCUMENTS: dict[str, dict[str, Any]] = {}
_DOCUMENTS_KEPT = 64


def _document(version: str, catalog: Catalog) -> dict[str, Any]:
    """The answer for one catalog version, built once per warm container (a version names one content)."""
    document = _DOCUMENTS.get(version)
    if document is None:
        if len(_DOCUMENTS) >= _DOCUMENTS_KEPT:
            _DOCUMENTS.pop(next(iter(_DOCUMENTS)))
        document = _DOCUMENTS[version] = {
            "catalogVersion": version,
            **catalog.model_dump(mode="json", by_alias=True),
        }
    return document


@cache
def _full_openapi_document() -> dict[str, Any]:
    """Every route of every family, generated at build time by `make openapi`."""
    text = resources.files("platform_api").joinpath("openapi.json").read_text(encoding="utf-8")
    document: dict[str, Any] = json.loads(text)
    return document


class OpenApiInfo(ApiModel):
    title: str
    version: str


class OpenApiDocument(ApiModel):
    """An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0): its top level, as served."""

    model_config = ConfigDict(extra="allow")

    openapi: Literal["3.1.0"]
    info: OpenApiInfo
    paths: dict[str, dict[str, Any]]
    components: dict[str, Any]


@router.get("/api/v1/x/openapi", summary="OpenAPI 3.1 document of the routes this caller may call.",
            response=OpenApiDocument)  # fmt: skip
def get_openapi(request: Request) -> dict[str, Any]:
    return document_for(_full_openapi_document(), request.caller)
