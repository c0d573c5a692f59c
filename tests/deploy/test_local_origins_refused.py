"""The deployed code never lets a call reach a local origin, whatever its environment holds.

`kernel.address_guard.allow_local_origins` is the one way to allow an origin, and only the local stack
calls it (LOCAL_OUTBOUND_ORIGINS). Here the built ConnectorsFunction runs as Lambda runs it
(tests/deploy/test_artifacts.py: `python3.13 -I -S` over .aws-sam/build, a moto server of its own) with
LOCAL_OUTBOUND_ORIGINS in its environment, as if the template set it: a connector whose base URL is
that origin is refused (400 url_not_https), while the same run saves a public https one. And no built
code calls `allow_local_origins` at all.

Skipped without a build, as test_artifacts is (its import skips), unless REQUIRE_ARTIFACTS is set.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from connectors.definition import EXAMPLE
from local_stack.template import FunctionSpec
from tests.deploy import test_artifacts
from tests.deploy.test_artifacts import BUILD, Moto, denials, request_event, run, spec_of

moto, runtime = test_artifacts.moto, test_artifacts.runtime  # its fixtures: moto, the runtime's boto3

LOCAL_ORIGIN = "http://127.0.0.1:9000"
GUARD = BUILD / "KernelLayer" / "python" / "kernel" / "address_guard.py"


def connectors_with_local_origins_in_environment() -> FunctionSpec:
    spec = spec_of("ConnectorsFunction")
    return replace(spec, environment={**spec.environment, "LOCAL_OUTBOUND_ORIGINS": LOCAL_ORIGIN})


def create_connector(moto: Moto, key: str, base_url: str) -> Mapping[str, Any]:
    body = {**EXAMPLE, "connectorKey": key, "baseUrl": base_url}
    return request_event("connectors", moto.token, "POST", "/api/v1/x/connectors", body)


def test_the_built_connectors_function_refuses_a_local_origin_its_environment_names(
    moto: Moto, runtime: Path, tmp_path: Path
) -> None:
    spec = connectors_with_local_origins_in_environment()
    events = [create_connector(moto, "local", f"{LOCAL_ORIGIN}/hook"),
              create_connector(moto, "public", "https://api.partner-crm.example.com/v2")]  # fmt: skip
    ran = run(spec, moto, runtime, events, tmp_path)
    local, public = ran.answers
    assert (local["statusCode"], json.loads(local["body"])["error"]["code"]) == (400, "url_not_https"), local
    assert public["statusCode"] == 201, public  # the same run saves what the guard lets through
    assert denials(spec, ran) == []


def test_no_built_code_calls_allow_local_origins() -> None:
    assert "def allow_local_origins" in GUARD.read_text(encoding="utf-8"), (
        "the build predates allow_local_origins: run `make build`"
    )
    built = [path for folder in BUILD.iterdir() if folder.is_dir() and folder.name != "DependenciesLayer"
             for path in folder.rglob("*.py")]  # fmt: skip
    callers = [str(path.relative_to(BUILD)) for path in built if _calls_allow_local_origins(path)]
    assert callers == []


def _calls_allow_local_origins(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return any(
        isinstance(node, ast.Call)
        and (getattr(node.func, "id", None) or getattr(node.func, "attr", None)) == "allow_local_origins"
        for node in ast.walk(tree)
    )
