"""Fixtures shared by every test, in one place.

One moto and one set of template.yaml tables per session; each test makes its own firm, and the
product's firm isolation keeps tests apart, so the suite gets no slower per test as it grows. Route
families are found through template.yaml and put on sys.path, as Lambda would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from moto import mock_aws

from kernel import aws
from kernel.settings import get_settings
from local_stack import moto_fidelity
from local_stack.families import families, put_on_path
from local_stack.template import (
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
)
from tests.deploy.iam_check import IamCheck
from tests.if_match_check import IfMatchCheck
from tests.support import SESSION_STACK, SESSION_STAGE, SessionAws, Stack

put_on_path(families())

# Every AWS call a function makes in this process, checked against its role (tests/deploy/iam_check.py).
IAM_CHECK = IamCheck(SESSION_STACK, SESSION_STAGE)
# Every answer a route gives, against whether the OpenAPI document says it honours If-Match.
IF_MATCH_CHECK = IfMatchCheck()


def pytest_configure(config: pytest.Config) -> None:
    IAM_CHECK.install()
    IF_MATCH_CHECK.install()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """An xdist worker hands what it checked to the controller (pytest_testnodedown)."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["iam_checked"] = dict(IAM_CHECK.checked)
        workeroutput["iam_denied"] = IAM_CHECK.denied
        workeroutput["if_match"] = [dict(IF_MATCH_CHECK.ran), dict(IF_MATCH_CHECK.honoured)]
        return
    _fail_on_routes_never_honouring_if_match(session)


def _fail_on_routes_never_honouring_if_match(session: pytest.Session) -> None:
    """A route the document says honours If-Match that, however often it ran, never did: in a full run
    (every route runs), the session fails naming it."""
    never = IF_MATCH_CHECK.never_honoured()
    if never and session.exitstatus == pytest.ExitCode.OK and not session.config.option.keyword:
        print(
            "\nThe OpenAPI document declares If-Match on routes that never honoured it:", *never, sep="\n- "
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_testnodedown(node: Any, error: Any) -> None:
    output = getattr(node, "workeroutput", {})
    IAM_CHECK.checked.update(output.get("iam_checked", {}))
    IAM_CHECK.denied += output.get("iam_denied", 0)
    ran, honoured = output.get("if_match", ({}, {}))
    IF_MATCH_CHECK.ran.update(ran)
    IF_MATCH_CHECK.honoured.update(honoured)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    checked = IAM_CHECK.checked
    if checked:
        functions = {key.split(" ", 1)[0] for key in checked}
        terminalreporter.write_line(
            f"IAM check: {sum(checked.values()) + IAM_CHECK.denied} requests of {len(functions)} functions "
            f"evaluated against their roles ({len(checked)} function-action pairs), {IAM_CHECK.denied} denied"
        )


@pytest.fixture(autouse=True)
def if_match_declared() -> Iterator[None]:
    """Fails the test during which a route honoured If-Match that the OpenAPI document does not declare."""
    IF_MATCH_CHECK.take()
    yield
    undeclared = IF_MATCH_CHECK.take()
    if undeclared:
        pytest.fail("honours If-Match, declares none in the OpenAPI document: " + ", ".join(undeclared))


@pytest.fixture(autouse=True)
def iam_checked() -> Iterator[None]:
    """Fails the test during which a function made an AWS call its role would deny."""
    IAM_CHECK.take()
    yield
    denials = IAM_CHECK.take()
    if denials:
        pytest.fail(
            "IAM would deny:\n" + "\n".join(f"- {denial}" for denial in dict.fromkeys(map(str, denials)))
        )


_FAKE_AWS = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
}


@pytest.fixture(scope="session")
def aws_session() -> Iterator[SessionAws]:
    """moto, and the tables and the signing secret of template.yaml, once; the environment is what
    Lambda would see."""
    with pytest.MonkeyPatch.context() as environment:
        for name, value in _FAKE_AWS.items():
            environment.setenv(name, value)
        for name in ("AWS_ENDPOINT_URL", "AWS_PROFILE"):
            environment.delenv(name, raising=False)
        moto_fidelity.install()
        with mock_aws():
            template = load_template()
            dynamodb = boto3.client("dynamodb")
            names = create_resources(
                template,
                SESSION_STACK,
                dynamodb,
                boto3.client("secretsmanager"),
                boto3.client("scheduler"),
                boto3.client("s3"),
                boto3.client("sqs"),
            )
            variables: dict[str, str] = {}
            for function in functions(template):  # what each function sees (the first one's values win)
                parameters = parameter_values(template, {"Stage": SESSION_STAGE})
                for name, value in resolve_environment(function, names, parameters).items():
                    variables.setdefault(name, value)
            for name, value in variables.items():
                environment.setenv(name, value)
            _forget_cached_clients()
            yield SessionAws(settings=get_settings(), dynamodb=dynamodb)
            _forget_cached_clients()


@pytest.fixture(scope="session", autouse=True)
def family_loggers() -> None:
    """Each family's Logger takes sys.stdout when its first App is made (at import): make them all
    before any test runs, so one first made inside a test that captures output (capsys) never goes on
    writing to that test's closed stream."""
    for family in families():
        family.module()


@pytest.fixture
def aws_env(aws_session: SessionAws) -> None:
    """moto is up (for tests that only need AWS, not the helpers of `stack`)."""


@pytest.fixture
def stack(aws_session: SessionAws) -> Stack:
    """The session's tables, with helpers to make firms, members and tokens, and this test's clock."""
    return Stack(settings=aws_session.settings, dynamodb=aws_session.dynamodb)


def _forget_cached_clients() -> None:
    get_settings.cache_clear()
    aws.dynamodb.cache_clear()
    aws.secretsmanager.cache_clear()
    aws.client.cache_clear()
