"""Platform routes: the firm's catalog and the OpenAPI document of what the caller may call."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from catalog import firm
from catalog.model import Catalog, json_schema
from kernel.openapi import document_for
from kernel.request import Request
from kernel.routing import Router
from kernel.wire import Outcome
from kit.fields import Documented

router = Router()


def _catalog_answer() -> dict[str, Any]:
    """The catalog and its fingerprint, which changes when and only when the content changes."""
    schema = json_schema(Catalog)
    version = {"type": "string", "description": "The catalog's fingerprint (also its ETag)."}
    return {**schema, "properties": {"catalogVersion": version, **schema["properties"]},
            "required": ["catalogVersion", *schema["required"]]}  # fmt: skip


def _openapi_answer() -> dict[str, Any]:
    """An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0): its top level, as served."""
    info = {"type": "object", "required": ["title", "version"],
            "properties": {"title": {"type": "string"}, "version": {"type": "string"}}}  # fmt: skip
    return {
        "type": "object",
        "required": ["openapi", "info", "paths", "components"],
        "properties": {"openapi": {"type": "string", "enum": ["3.1.0"]}, "info": info,
                       "paths": {"type": "object"}, "components": {"type": "object"}},
    }  # fmt: skip


CATALOG_RESPONSE = Documented("CatalogResponse", _catalog_answer)
OPENAPI_DOCUMENT = Documented("OpenApiDocument", _openapi_answer)


@router.get("/api/v1/x/catalog", reads=(firm.HEAD,),
            summary="The firm's record types, fields, relations, actions, node config.",
            response=CATALOG_RESPONSE, etag=True)  # fmt: skip
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
            **catalog.wire(),
        }
    return document


@cache
def _full_openapi_document() -> dict[str, Any]:
    """Every route of every family, generated at build time by `make openapi`."""
    text = resources.files("platform_api").joinpath("openapi.json").read_text(encoding="utf-8")
    document: dict[str, Any] = json.loads(text)
    return document


@router.get("/api/v1/x/openapi", summary="OpenAPI 3.1 document of the routes this caller may call.",
            response=OPENAPI_DOCUMENT)  # fmt: skip
def get_openapi(request: Request) -> dict[str, Any]:
    return document_for(_full_openapi_document(), request.caller)
