"""The local stack against its own OpenAPI document, by schemathesis: generated calls to every operation
(valid and invalid ones) and each answer checked against what the document declares: its status, its
headers, its body's schema, and never a 5xx. Short on purpose (EXAMPLES per operation); the
document is the one committed and served, so a client generated from it sees what this run saw.

Hand-written operations also get schemathesis' coverage phase (every boundary and every wrong type of
each parameter and body key). Kit operations skip it: they share one implementation, whose boundaries
the kit's contract suite (tests/integration/test_kit_contract.py) walks on a cover of the declared resources,
and the phase is most of this module's time (a case per key, per operation, built at collection)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from kit.resource import REGISTRY
from local_stack.families import families
from local_stack.openapi_build import DOCUMENT_PATH
from tests.e2e.test_local_stack import LocalStack

pytestmark = pytest.mark.e2e

EXAMPLES = 6
# "Schema-valid data must be accepted" cannot hold for rules JSON Schema cannot state (expiresAt in
# the future, section keys unique in a form, a name not blank): those are refused with 400, as the
# document says. Every other check runs, invalid data refused included.
NOT_CHECKED = [schemathesis.checks.positive_data_acceptance]
WITHOUT_COVERAGE = SchemathesisConfig.from_dict({"phases": {"coverage": {"enabled": False}}})


def kit_operations() -> frozenset[tuple[str, str]]:
    """(METHOD, path) of every operation a kit declaration serves."""
    for family in families():
        family.module()  # importing a family declares its resources
    served: set[tuple[str, str]] = set()
    for resource in REGISTRY:
        path, item = resource.path, resource.item_path
        by_operation = {"list": ("GET", path), "create": ("POST", path), "get": ("GET", item),
                        "replace": ("PUT", item), "patch": ("PATCH", item),
                        "delete": ("DELETE", item)}  # fmt: skip
        served |= {by_operation[name] for name in resource.operations if name in by_operation}
        if resource.archive:
            served |= {("POST", f"{item}/archive"), ("POST", f"{item}/unarchive")}
    return frozenset(served)


KIT_OPERATIONS = kit_operations()


def _is_kit(ctx: Any) -> bool:
    return (ctx.operation.method.upper(), ctx.operation.path) in KIT_OPERATIONS


def _load(config: SchemathesisConfig | None = None) -> Any:
    document = json.loads(DOCUMENT_PATH.read_text())
    # Signing out ends the session every other call of the run uses; the sign-out route has its own tests.
    loaded = schemathesis.openapi.from_dict(document, config=config)
    return loaded.exclude(method="DELETE", path="/api/v1/auth/session")


hand_written = _load().exclude(func=_is_kit)
declared_on_the_kit = _load(WITHOUT_COVERAGE).include(func=_is_kit)


@pytest.fixture(scope="module")
def session_token(local_stack: LocalStack) -> str:
    """A session of the demo admin: it reaches every route (an API token reaches /x and /auth/me only)
    and is not rate-limited, so the run sees every operation's own answers."""
    id_token = local_stack.admin("dev-id-token", "--email", "demo@demo-capital.example")["idToken"]
    with httpx.Client(base_url=local_stack.api_url, timeout=30) as client:
        signed_in = client.post("/api/v1/auth/session", json={"idToken": id_token})
    assert signed_in.status_code == 200, signed_in.text
    return str(signed_in.json()["accessToken"])


GENERATION = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,  # the same calls on every run: a failure here is reproducible
)


def _call_and_validate(case: Any, local_stack: LocalStack, session_token: str) -> None:
    headers = {"Authorization": f"Bearer {session_token}"}
    if case.operation.path == "/api/v1/auth/session":
        headers = {}  # sign-in is public
    case.call_and_validate(base_url=local_stack.api_url, headers=headers, excluded_checks=NOT_CHECKED)


@hand_written.parametrize()
@GENERATION
def test_every_hand_written_operation_answers_as_documented(
    case: Any, local_stack: LocalStack, session_token: str
) -> None:
    _call_and_validate(case, local_stack, session_token)


@declared_on_the_kit.parametrize()
@GENERATION
def test_every_kit_operation_answers_as_documented(
    case: Any, local_stack: LocalStack, session_token: str
) -> None:
    _call_and_validate(case, local_stack, session_token)


def test_the_two_runs_split_every_operation_between_them() -> None:
    """Nothing falls between the two runs: each operation of the document is in exactly one."""
    document = json.loads(DOCUMENT_PATH.read_text())
    methods = {"get", "put", "post", "patch", "delete"}
    operations = {(m.upper(), p) for p, item in document["paths"].items() for m in item if m in methods}
    assert operations >= KIT_OPERATIONS, sorted(KIT_OPERATIONS - operations)
    assert 0 < len(KIT_OPERATIONS) < len(operations)
