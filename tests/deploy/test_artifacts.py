"""The built artifacts run: each function of `make build` (.aws-sam/build), run the way Lambda runs it.

A fresh `python3.13 -I -S` process (tests/deploy/lambda_runner.py) whose path is only the function's
folder, its layers' python/ folders (the kernel layer as built; the dependencies layer built again for
this machine's architecture by `make build`, from the same lock) and boto3 as the runtime provides it,
with the template's environment for that function, against a moto server of its own. Each HTTP function
answers its events/ sample with a real token (2xx) and a request whose body it must validate (400
naming the field); each worker handles an event of its source. Every AWS call each run made is checked
against that function's role (tests/deploy/iam_check.py), as in the suites.

Without a build the module is skipped, saying why, unless REQUIRE_ARTIFACTS is set (`make test`, CI):
then a missing build fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import boto3
import pytest

from local_stack import queues
from local_stack.families import families
from local_stack.streams import lambda_record, matches
from local_stack.template import (
    FunctionSpec,
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
)
from tests.deploy.aws_calls import Call
from tests.deploy.iam_check import IamCheck
from tests.deploy.stack_roles import REGION

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / ".aws-sam" / "build"
NATIVE_LAYER = REPO / ".aws-sam" / "native" / "DependenciesLayer" / "python"
HERE = Path(__file__).resolve().parent
STACK = "artifacts"
CREDENTIALS = {"aws_access_key_id": "testing", "aws_secret_access_key": "testing", "region_name": REGION}
# What the Lambda python3.13 runtime puts beside the standard library (/var/runtime).
RUNTIME_PACKAGES = ("boto3", "botocore", "s3transfer", "jmespath", "urllib3", "dateutil", "six.py")
ORIGINS = ("kernel", "pydantic_core", "aws_lambda_powertools", "boto3", "botocore")

if not (BUILD / "template.yaml").exists() or not NATIVE_LAYER.exists():
    reason = "no build in .aws-sam: run `make build` (make test does)"
    if os.environ.get("REQUIRE_ARTIFACTS"):
        raise RuntimeError(f"REQUIRE_ARTIFACTS is set but there is {reason}")
    pytest.skip(reason, allow_module_level=True)


@dataclass
class Moto:
    endpoint: str
    names: dict[str, str]
    token: str
    firm_id: str

    def client(self, service: str) -> Any:
        return boto3.client(service, endpoint_url=self.endpoint, **CREDENTIALS)  # type: ignore[call-overload]


def _python313() -> str:
    found = shutil.which("python3.13")
    pyenv = sorted(
        Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")).glob("versions/3.13.[0-9]*/bin")
    )
    if pyenv:
        return str(pyenv[-1] / "python3.13")
    if found is None:
        raise RuntimeError("no python3.13 (pyenv install 3.13)")
    return found


@pytest.fixture(scope="module")
def moto() -> Iterator[Moto]:
    """A moto server of this module's own, the template's resources in it, a firm with a token of every
    scope (records_admin.demo, as the local stack seeds)."""
    start = (
        "import logging, sys; from local_stack import moto_fidelity; moto_fidelity.install(); "
        "logging.getLogger('werkzeug').setLevel(logging.WARNING); "
        "from moto.server import ThreadedMotoServer; "
        "s = ThreadedMotoServer(ip_address='127.0.0.1', port=0, verbose=False); s.start(); "
        "print(s.get_host_and_port()[1], flush=True); sys.stdin.read()"
    )
    server = subprocess.Popen(  # noqa: S603 (moto, from the dev venv)
        [sys.executable, "-c", start], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        endpoint = f"http://127.0.0.1:{server.stdout.readline().strip()}"
        yield _seeded(endpoint)
    finally:
        server.kill()
        server.wait(timeout=10)


def _seeded(endpoint: str) -> Moto:
    from kernel.identity import IdentityStore
    from records_admin.demo import ensure_demo_firm, issue_demo_token

    def client(service: str) -> Any:
        return boto3.client(service, endpoint_url=endpoint, **CREDENTIALS)  # type: ignore[call-overload]

    names = create_resources(load_template(), STACK, client("dynamodb"), client("secretsmanager"),
                             client("scheduler"), client("s3"), client("sqs"))  # fmt: skip
    identity = IdentityStore(names["IdentityTable"], client=client("dynamodb"))
    demo = ensure_demo_firm(identity, names["DataTable"])
    return Moto(endpoint, names, issue_demo_token(identity, demo), demo.firm.firm_id)


@pytest.fixture(scope="module")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """boto3 and what it needs, as the runtime provides them: the dev venv's copies, linked into a
    folder of their own (nothing else of the venv is on the artifact's path)."""
    folder = tmp_path_factory.mktemp("var-runtime")
    site = Path(boto3.__file__).resolve().parents[1]
    for name in RUNTIME_PACKAGES:
        (folder / name).symlink_to(site / name)
    return folder


@dataclass
class Run:
    import_seconds: float
    answers: list[Any]
    calls: list[dict[str, Any]]
    origins: dict[str, str | None]


def run(spec: FunctionSpec, moto: Moto, runtime: Path, events: list[Mapping[str, Any]], tmp: Path) -> Run:
    """The function's artifact in `python3.13 -I -S`, handed `events` one after the other."""
    out = tmp / f"{spec.logical_id}-{uuid.uuid4().hex[:6]}.json"
    job = {
        "path": [str(BUILD / spec.logical_id), str(BUILD / "KernelLayer" / "python"), str(NATIVE_LAYER),
                 str(runtime)],
        "handler": spec.handler, "name": f"{STACK}-{spec.logical_id}", "timeout": spec.timeout,
        "events": events, "capture": str(HERE / "call_capture.py"), "out": str(out), "origins": ORIGINS,
    }  # fmt: skip
    environment = {
        **resolve_environment(spec, moto.names, parameter_values(load_template())),
        "AWS_ENDPOINT_URL": moto.endpoint, "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": REGION, "AWS_REGION": REGION, "AWS_LAMBDA_FUNCTION_NAME": job["name"],
        "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512", "LAMBDA_TASK_ROOT": job["path"][0],
        "_HANDLER": spec.handler, "TZ": ":UTC", "PATH": "/usr/bin:/bin",
    }  # fmt: skip
    done = subprocess.run(  # noqa: S603 (python3.13 on our own runner)
        [_python313(), "-I", "-S", str(HERE / "lambda_runner.py")],
        input=json.dumps(job), env=environment, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"{spec.logical_id} failed as an artifact:\n{done.stderr[-4000:]}"
    result = json.loads(out.read_text(encoding="utf-8"))
    return Run(result["importSeconds"], result["answers"], result["calls"], result["origins"])


@cache
def iam_check() -> IamCheck:
    """One check for every run of the module: the roles are resolved and compiled once."""
    return IamCheck(STACK)


def denials(spec: FunctionSpec, ran: Run) -> list[str]:
    check = iam_check()
    found = []
    for call in ran.calls:
        found += check.evaluate(spec.logical_id, Call(call["service"], call["operation"], call["params"]))
    return [str(denial) for denial in found]


# ---- requests ----------------------------------------------------------------------------------------

SAMPLE_RECORD = "rec_01jd0000000000000000000000"  # the id the samples of the record screens name
# The families whose sample opens a record: the record to make first.
RECORD_SCREENS = {
    "companies": ("Company", {"name": "Artifact Company", "companyType": "Prospect"}),
    "deals": ("Deal", {"name": "Artifact Deal"}),
}


def family_of(spec: FunctionSpec) -> str:
    return spec.logical_id.removesuffix("Function").lower()


def spec_of(logical_id: str) -> FunctionSpec:
    return next(spec for spec in functions(load_template()) if spec.logical_id == logical_id)


def sample_event(family: str, token: str, record_id: str = SAMPLE_RECORD) -> dict[str, Any]:
    """events/<family>.json with a real token (and a record of the firm where it opens one)."""
    text = (REPO / "events" / f"{family}.json").read_text(encoding="utf-8")
    event: dict[str, Any] = json.loads(text.replace(SAMPLE_RECORD, record_id))
    event["headers"] = {**event.get("headers", {}), "authorization": f"Bearer {token}"}
    return event


def request_event(family: str, token: str, method: str, path: str, body: Any = None) -> dict[str, Any]:
    """Another request to the family's function, shaped as its sample is."""
    event = sample_event(family, token)
    event.update(rawPath=path, rawQueryString="", queryStringParameters=None, isBase64Encoded=False,
                 body=body if isinstance(body, str) or body is None else json.dumps(body))  # fmt: skip
    event["headers"]["content-type"] = "application/json"
    event["requestContext"]["http"].update(method=method, path=path)
    return event


def http(spec: FunctionSpec, moto: Moto, runtime: Path, tmp: Path, method: str, path: str,
         body: Any = None) -> tuple[int, Any]:  # fmt: skip
    """One request through the function's artifact (its calls checked against its role)."""
    ran = run(spec, moto, runtime, [request_event(family_of(spec), moto.token, method, path, body)], tmp)
    assert denials(spec, ran) == []
    answer = ran.answers[0]
    return answer["statusCode"], json.loads(answer["body"]) if answer.get("body") else None


@pytest.fixture(scope="module")
def record_ids(moto: Moto, runtime: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A record of the firm for each family whose sample opens one, made through the records artifact."""
    records, tmp = spec_of("RecordsFunction"), tmp_path_factory.mktemp("records")
    made = {}
    for family, (record_type, body) in RECORD_SCREENS.items():
        status, record = http(records, moto, runtime, tmp, "POST", f"/api/v1/x/records/{record_type}", body)
        assert status == 201, record
        made[family] = record["result"]["id"]  # a create answers {result, catalogVersion} (spec 9.2)
    return made


@cache
def openapi_document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(
        (REPO / "functions/platform/platform_api/openapi.json").read_text(encoding="utf-8")
    )
    return document


def body_request(family: str, token: str) -> dict[str, Any] | None:
    """A write of the family's with `{}` for a body: the route's model refuses it (400, naming a field it
    requires). For the MCP function, the same write as a tool call. None for a family that only reads."""
    document = openapi_document()
    area = "records" if family == "mcp" else family  # a tool call runs another family's route
    writes = [
        (path, method, operation)
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
        if method in ("post", "put", "patch") and operation.get("tags") == [area]
        and operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    ]  # fmt: skip
    if not writes:
        return None
    path, method, operation = min(writes, key=lambda write: ("{" in write[0], write[0]))  # no parameter first
    if family == "mcp":
        call = {"name": operation["operationId"], "arguments": {"body": {}}}
        message = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": call}
        return request_event(family, token, "POST", "/api/v1/x/mcp", message)
    raw = path.replace("{", "").replace("}", "")  # any value: the body is refused before anything is read
    event = request_event(family, token, method.upper(), raw, "{}")
    if operation.get("security") == []:  # sign-in takes no token (an API token is refused there)
        del event["headers"]["authorization"]
    return event


def refusal_of(family: str, answer: Mapping[str, Any]) -> tuple[int, str]:
    """(status, error code) of a refused body; a tool call's refusal is its result's."""
    body = json.loads(answer["body"])
    if family == "mcp":
        result = body["result"]
        assert result["isError"] is True, body
        return 400, json.loads(result["content"][0]["text"])["error"]["code"]
    return answer["statusCode"], body["error"]["code"]


# ---- HTTP functions ----------------------------------------------------------------------------------


@pytest.mark.parametrize("spec", [family.spec for family in families()], ids=lambda spec: spec.logical_id)
def test_an_http_function_answers_its_sample_and_validates_a_body(
    spec: FunctionSpec, moto: Moto, runtime: Path, record_ids: dict[str, str], tmp_path: Path
) -> None:
    family = family_of(spec)
    validating = body_request(family, moto.token)
    sample = sample_event(family, moto.token, record_ids.get(family, SAMPLE_RECORD))
    ran = run(spec, moto, runtime, [sample, *([validating] if validating else [])], tmp_path)
    assert 200 <= ran.answers[0]["statusCode"] < 300, ran.answers[0]
    if validating is not None:
        code = "form_invalid" if family == "forms" else "invalid_request"  # spec 7: a form's own code
        assert refusal_of(family, ran.answers[1]) == (400, code), ran.answers[1]
    assert_isolated(ran)
    assert denials(spec, ran) == []


def test_platform_is_the_one_family_without_a_body_to_validate(moto: Moto) -> None:
    without = [family.name for family in families() if body_request(family.name, moto.token) is None]
    assert without == ["platform"]


def assert_isolated(ran: Run) -> None:
    """What the artifact imported came from where Lambda would have it: never the dev venv."""
    origins = {name: origin for name, origin in ran.origins.items() if origin}
    assert str(BUILD / "KernelLayer") in origins["kernel"]
    assert str(NATIVE_LAYER) in origins["aws_lambda_powertools"]
    if "pydantic_core" in origins:
        assert str(NATIVE_LAYER) in origins["pydantic_core"]
    assert all(str(REPO / ".venv") not in origin for origin in origins.values()), origins


# ---- workers -----------------------------------------------------------------------------------------


def test_the_import_worker_applies_a_chunk_the_imports_function_queued(
    moto: Moto, runtime: Path, tmp_path: Path
) -> None:
    imports = spec_of("ImportsFunction")
    csv = "Company,Web,Type\nArtifact One,https://one.example,Prospect\nArtifact Two,https://two.example,Prospect\n"
    mapping = {"Company": "name", "Web": "website", "Type": "companyType"}
    body = {"recordType": "Company", "mapping": mapping, "csv": csv}
    status, made = http(imports, moto, runtime, tmp_path, "POST", "/api/v1/x/imports", body)
    assert status == 201, made
    assert http(imports, moto, runtime, tmp_path, "POST", f"/api/v1/x/imports/{made['id']}/dry-run")[0] == 200
    assert http(imports, moto, runtime, tmp_path, "POST", f"/api/v1/x/imports/{made['id']}/apply")[0] == 202
    sqs = moto.client("sqs")
    url = moto.names["ImportQueue"]
    messages = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, AttributeNames=["All"])["Messages"]
    event = {"Records": [queues.lambda_record(message, url) for message in messages]}
    worker = spec_of("ImportWorkerFunction")
    ran = run(worker, moto, runtime, [event], tmp_path)
    assert ran.answers == [{"batchItemFailures": []}]
    assert denials(worker, ran) == []
    status, applied = http(imports, moto, runtime, tmp_path, "GET", f"/api/v1/x/imports/{made['id']}")
    assert (status, applied["status"], applied["progress"]["created"]) == (200, "applied", 2), applied


def test_the_automation_runner_handles_the_change_entries_of_the_data_tables_stream(
    moto: Moto, runtime: Path, tmp_path: Path
) -> None:
    records = spec_of("RecordsFunction")
    status, made = http(records, moto, runtime, tmp_path, "POST", "/api/v1/x/records/Company",
                        {"name": f"Streamed {uuid.uuid4().hex[:6]}", "companyType": "Prospect"})  # fmt: skip
    assert status == 201, made
    entries = stream_records(
        moto, {"eventName": ["INSERT"], "dynamodb": {"Keys": {"sk": {"S": [{"prefix": "E#"}]}}}}
    )
    assert entries, "the create left no change entry on the stream"
    runner = spec_of("AutomationRunnerFunction")
    ran = run(runner, moto, runtime, [{"Records": entries}], tmp_path)
    assert ran.answers == [{"batchItemFailures": []}]
    assert denials(runner, ran) == []


def stream_records(moto: Moto, pattern: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The data table's stream records the mapping's filter lets through, as Lambda hands them over."""
    streams = moto.client("dynamodbstreams")
    arn = moto.client("dynamodb").describe_table(TableName=moto.names["DataTable"])["Table"][
        "LatestStreamArn"
    ]
    found = []
    for shard in streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"]:
        iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard["ShardId"],
                                              ShardIteratorType="TRIM_HORIZON")["ShardIterator"]  # fmt: skip
        found += [
            lambda_record(r)
            for r in streams.get_records(ShardIterator=iterator)["Records"]
            if matches(pattern, r)
        ]
    return found


def test_the_fx_worker_handles_a_schedules_event(moto: Moto, runtime: Path, tmp_path: Path) -> None:
    worker = spec_of("FxFetchFunction")
    scheduled = time.strftime("%Y-%m-%dT%H:00:00Z", time.gmtime())
    event = {"source": "fx", "firmId": moto.firm_id, "hourUtc": 6, "generation": 1, "scheduledAt": scheduled}
    ran = run(worker, moto, runtime, [event], tmp_path)
    assert ran.answers == [{"report": None}]  # the firm fetches no FX rates: nothing is fetched
    assert denials(worker, ran) == []
