"""The local stack refuses to start when the committed OpenAPI document does not list what it serves
(/openapi and the MCP tools read that document): a route added without `make openapi` is loud."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from local_stack import __main__ as records_local
from local_stack.openapi_build import DOCUMENT_PATH, operations_drift
from local_stack.template import REPO_TEMPLATE, TemplateError


def test_the_committed_document_lists_every_operation_served() -> None:
    assert operations_drift() == []


def test_an_operation_served_but_not_documented_and_one_documented_but_gone_are_named(tmp_path: Path) -> None:
    document = json.loads(DOCUMENT_PATH.read_text(encoding="utf-8"))
    del document["paths"]["/api/v1/x/catalog"]["get"]
    document["paths"]["/api/v1/x/gone"] = {"get": {"operationId": "list_gone"}}
    stale = tmp_path / "openapi.json"
    stale.write_text(json.dumps(document), encoding="utf-8")
    drift = operations_drift(document_path=stale)
    assert any(line.startswith("served, not in the document: GET /api/v1/x/catalog ") for line in drift)
    assert drift[-1] == "in the document, not served: GET /api/v1/x/gone list_gone"


def test_the_local_stack_does_not_start_on_a_stale_document(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        records_local, "operations_drift", lambda template: ["served, not in the document: X"]
    )
    args = argparse.Namespace(template=REPO_TEMPLATE, stack_name="stale", parameter=[])
    with pytest.raises(TemplateError, match="stale, run `make openapi`"):
        records_local.start_stack(args, None, None, [])  # type: ignore[arg-type]
