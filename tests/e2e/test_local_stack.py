"""The local stack over real HTTP: records-local and records-admin as subprocesses, httpx as the client."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.e2e

BIN = Path(sys.executable).parent
START_TIMEOUT = 60.0
# Variables of the developer's shell that would point the stack or the tool somewhere else.
_OUTSIDE = (
    "AWS_ENDPOINT_URL", "AWS_PROFILE", "AWS_DEFAULT_PROFILE", "PORT", "MOTO_PORT", "IDENTITY_TABLE",
    "DEV_IDP_URL", "DEV_IDP_PORT",
)  # fmt: skip


@dataclass(frozen=True)
class LocalStack:
    api_url: str
    firm_id: str
    user_id: str
    api_token: str
    environment: dict[str, str]

    def admin(self, *argv: str) -> Any:
        """records-admin --json against this stack; returns its JSON document."""
        env = {k: v for k, v in os.environ.items() if k not in _OUTSIDE} | self.environment
        done = subprocess.run(  # noqa: S603 (our own console script)
            [str(BIN / "records-admin"), "--json", *argv], env=env, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)


def _read_ready_line(process: subprocess.Popen[bytes], stdout: Path, stderr: Path) -> dict[str, Any]:
    """Polls the stack's stdout file for its JSON line (a file, not a pipe: the logs never block it)."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        for line in stdout.read_text().splitlines():
            if line.startswith("{"):
                document: dict[str, Any] = json.loads(line)
                return document
        if process.poll() is not None:
            pytest.fail(f"records-local exited with {process.returncode}:\n{stderr.read_text()}")
        time.sleep(0.1)
    pytest.fail(f"records-local was not ready within {START_TIMEOUT:.0f} s:\n{stderr.read_text()}")


@pytest.fixture(scope="module")
def local_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalStack]:
    logs = tmp_path_factory.mktemp("records-local")
    stdout, stderr = logs / "stdout.log", logs / "stderr.log"
    env = {k: v for k, v in os.environ.items() if k not in _OUTSIDE} | {"MOTO_PORT": "0", "DEV_IDP_PORT": "0"}
    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen(  # noqa: S603 (our own console script)
            [str(BIN / "records-local"), "--json", "--port", "0"], stdout=out, stderr=err, env=env
        )
    try:
        ready = _read_ready_line(process, stdout, stderr)
        yield LocalStack(
            ready["apiUrl"], ready["firmId"], ready["userId"], ready["apiToken"], ready["environment"]
        )
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture(scope="module")
def client(local_stack: LocalStack) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=local_stack.api_url, timeout=30) as http:
        yield http


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_ready_line_names_the_demo_firm_and_a_token(local_stack: LocalStack) -> None:
    assert local_stack.api_url.startswith("http://127.0.0.1:")
    assert local_stack.firm_id.startswith("frm_")
    assert local_stack.api_token.startswith("rpk_")
    assert {"AWS_ENDPOINT_URL", "IDENTITY_TABLE", "AWS_DEFAULT_REGION"} <= set(local_stack.environment)


def test_catalog_with_the_demo_token_is_200_with_catalog_version(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    response = client.get("/api/v1/x/catalog", headers=bearer(local_stack.api_token))
    assert response.status_code == 200, response.text
    assert response.json()["catalogVersion"]
    assert response.headers["apigw-requestid"]


def test_auth_me_with_the_demo_token_shows_the_demo_firm(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    response = client.get("/api/v1/auth/me", headers=bearer(local_stack.api_token))
    assert response.status_code == 200, response.text
    me = response.json()
    assert (me["firm"]["id"], me["user"]["id"]) == (local_stack.firm_id, local_stack.user_id)


def test_no_token_is_401_unauthenticated(client: httpx.Client) -> None:
    response = client.get("/api/v1/x/catalog")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthenticated"


def test_unknown_path_is_404_not_found(local_stack: LocalStack, client: httpx.Client) -> None:
    response = client.get("/api/v1/x/no-such-route", headers=bearer(local_stack.api_token))
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_a_second_firm_made_with_records_admin_gets_its_own_firm(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    firm = local_stack.admin("create-firm", "--name", "Second Partners")
    user = local_stack.admin("create-user", "--email", "eve@second.example", "--name", "Eve")
    local_stack.admin("add-member", "--firm", firm["firmId"], "--user", user["userId"], "--role", "member")
    issued = local_stack.admin(
        "issue-token", "--firm", firm["firmId"], "--email", "eve@second.example", "--scope", "records:read"
    )
    assert firm["firmId"] != local_stack.firm_id

    response = client.get("/api/v1/auth/me", headers=bearer(issued["secret"]))

    assert response.status_code == 200, response.text
    me = response.json()
    assert (me["firm"]["id"], me["user"]["id"]) == (firm["firmId"], user["userId"])
    assert local_stack.firm_id not in response.text
    listed = local_stack.admin("list-firms")["items"]
    assert {f["firmId"] for f in listed} >= {firm["firmId"], local_stack.firm_id}


def test_concurrent_requests_each_get_their_own_answer(local_stack: LocalStack) -> None:
    """The HTTP front is threaded; each function still runs one request at a time, as Lambda does."""
    from concurrent.futures import ThreadPoolExecutor

    def fetch(path: str) -> httpx.Response:
        with httpx.Client(base_url=local_stack.api_url, timeout=30) as own_client:
            return own_client.get(path, headers=bearer(local_stack.api_token))

    paths = ["/api/v1/x/catalog", "/api/v1/auth/me", "/api/v1/x/no-such-route"] * 6
    with ThreadPoolExecutor(max_workers=6) as pool:
        responses = list(pool.map(fetch, paths))
    assert [r.status_code for r in responses] == [200, 200, 404] * 6
    request_ids = [r.headers["x-request-id"] for r in responses]
    assert len(set(request_ids)) == len(request_ids)
    for response in responses:
        if response.status_code == 404:
            assert response.json()["error"]["requestId"] == response.headers["x-request-id"]


def test_whole_sign_in_flow_with_the_development_identity_provider(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    """Dev id token, session, tenants, switch, issue an API token, use it, revoke it, see 401."""
    second = local_stack.admin("create-firm", "--name", "Flow Partners")
    local_stack.admin(
        "add-member", "--firm", second["firmId"], "--user", local_stack.user_id, "--role", "viewer"
    )
    id_token = local_stack.admin("dev-id-token", "--email", "demo@demo-capital.example")["idToken"]

    ambiguous = client.post("/api/v1/auth/session", json={"idToken": id_token})
    assert ambiguous.status_code == 409
    assert ambiguous.json()["error"]["code"] == "tenant_required"

    signed_in = client.post(
        "/api/v1/auth/session", json={"idToken": id_token, "tenantId": local_stack.firm_id}
    )
    assert signed_in.status_code == 200, signed_in.text
    session = signed_in.json()["accessToken"]

    tenants = client.get("/api/v1/auth/tenants", headers=bearer(session)).json()["items"]
    assert {t["firm"]["id"] for t in tenants} == {local_stack.firm_id, second["firmId"]}

    switched = client.post(
        "/api/v1/auth/switch-tenant", headers=bearer(session), json={"tenantId": second["firmId"]}
    )
    assert switched.status_code == 200, switched.text
    me = client.get("/api/v1/auth/me", headers=bearer(switched.json()["accessToken"])).json()
    assert (me["firm"]["id"], me["role"]["id"]) == (second["firmId"], "viewer")

    expires = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + 86400))
    body = {"scopes": ["records:read"], "expiresAt": expires, "description": "e2e"}
    issued = client.post("/api/v1/auth/tokens", headers=bearer(session), json=body)
    assert issued.status_code == 201, issued.text
    token = issued.json()
    assert client.get("/api/v1/x/catalog", headers=bearer(token["secret"])).status_code == 200

    revoked = client.delete(f"/api/v1/auth/tokens/{token['id']}", headers=bearer(session))
    assert revoked.status_code == 204
    after = client.get("/api/v1/x/catalog", headers=bearer(token["secret"]))
    assert after.status_code == 401
    assert after.json()["error"]["code"] == "unauthenticated"

    assert client.delete("/api/v1/auth/session", headers=bearer(session)).status_code == 204
    assert client.get("/api/v1/auth/me", headers=bearer(session)).status_code == 401


def test_concurrent_calls_to_different_functions_never_see_each_others_requests(
    local_stack: LocalStack,
) -> None:
    """Forms POSTs with keys race catalog reads (another function); every retry must then replay.

    Regression: with calls serialized per function only, a create was fingerprinted with a concurrent
    catalog request (Powertools keeps the current event on a class shared by all functions)."""
    from concurrent.futures import ThreadPoolExecutor

    run = uuid.uuid4().hex[:8]
    keys = [f"mix-{run}-{number}" for number in range(10)]

    def create(key: str) -> httpx.Response:
        headers = {**bearer(local_stack.api_token), "Idempotency-Key": key}
        return httpx.post(
            f"{local_stack.api_url}/api/v1/x/forms", json={"name": key}, headers=headers, timeout=30
        )

    def read_catalog_until(done: threading.Event) -> set[int]:
        statuses = set()
        with httpx.Client(base_url=local_stack.api_url, timeout=30) as reader:
            while not done.is_set():
                statuses.add(
                    reader.get("/api/v1/x/catalog", headers=bearer(local_stack.api_token)).status_code
                )
        return statuses

    def round_of_calls() -> list[httpx.Response]:
        done = threading.Event()
        with ThreadPoolExecutor(max_workers=6) as pool:
            readers = [pool.submit(read_catalog_until, done) for _ in range(2)]
            creates = list(pool.map(create, keys))
            done.set()
            assert set().union(*(reader.result() for reader in readers)) == {200}
        return creates

    first = round_of_calls()
    assert [r.status_code for r in first] == [201] * len(keys), [
        r.text for r in first if r.status_code != 201
    ]
    again = round_of_calls()
    assert [r.headers.get("idempotent-replayed") for r in again] == ["true"] * len(keys)
    assert [r.json()["id"] for r in again] == [r.json()["id"] for r in first]
