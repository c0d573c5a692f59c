"""template.yaml inside AWS's default quotas once SAM has transformed it (tests/deploy/quotas.py).

A template over a quota deploys on no new account, whatever the tests on moto say. `make budgets` prints
the same figures beside their quotas.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.deploy import quotas
from tests.deploy.stack_roles import transformed_template


@pytest.fixture(scope="module")
def figures() -> dict[str, quotas.Figure]:
    return {figure.name: figure for figure in quotas.figures()}


def test_the_template_is_within_every_default_quota(figures: dict[str, quotas.Figure]) -> None:
    over = [figure.line() for figure in figures.values() if not figure.within]
    assert over == [], "above AWS's default quotas:\n" + "\n".join(over)


def test_every_quota_figure_is_measured(figures: dict[str, quotas.Figure]) -> None:
    """A figure that measured nothing would pass anything."""
    expected = {"CloudFormation resources", "routes per HTTP API", "managed policies per role",
                "managed policy characters", "reserved concurrency (defaults)", "template.yaml bytes",
                "transformed template bytes", "environment bytes per function",
                "layers per function"}  # fmt: skip
    assert expected <= set(figures)
    assert all(figures[name].value > 0 for name in expected - {"reserved concurrency (defaults)"})


def _with_function_copies(count: int, reserve: int) -> dict[str, Any]:
    template = copy.deepcopy(transformed_template())
    function = template["Resources"]["PlatformFunction"]
    for index in range(count):
        extra = copy.deepcopy(function)
        extra["Properties"]["ReservedConcurrentExecutions"] = reserve
        template["Resources"][f"Extra{index}Function"] = extra
    return template


def test_reserving_fifty_for_each_of_nineteen_functions_is_over_a_new_accounts_quota() -> None:
    """What main had: FunctionConcurrency 50 by default, for every function."""
    assert not quotas.reserved_concurrency(_with_function_copies(19, 50)).within
    assert quotas.reserved_concurrency(_with_function_copies(18, 50)).within


def test_a_role_with_eleven_managed_policies_is_over_the_quota() -> None:
    template = copy.deepcopy(transformed_template())
    role = template["Resources"]["PlatformFunctionRole"]["Properties"]
    role["ManagedPolicyArns"] = [{"Ref": "PipelinePolicy"}] * 11
    figure = quotas.managed_policies_per_role(template)
    assert (figure.value, figure.worst, figure.within) == (11, "PlatformFunctionRole", False)


def test_routes_count_each_method_of_each_path_of_the_api_body() -> None:
    template = copy.deepcopy(transformed_template())
    paths = template["Resources"]["HttpApi"]["Properties"]["Body"]["paths"]
    before = quotas.http_api_routes(template).value
    paths["/extra"] = {"get": {}, "post": {}, "parameters": []}
    assert quotas.http_api_routes(template).value == before + 2


def test_a_managed_policy_is_measured_without_whitespace_and_with_its_names_resolved() -> None:
    template = copy.deepcopy(transformed_template())
    statement = {
        "Effect": "Allow",
        "Action": "s3:GetObject",
        "Resource": {"Fn::Sub": "${DocumentsBucket.Arn}/x/*"},
    }
    template["Resources"]["PipelinePolicy"]["Properties"]["PolicyDocument"]["Statement"] = [statement] * 100
    figure = quotas.managed_policy_size(template)
    assert figure.worst == "PipelinePolicy"
    assert not figure.within  # 100 statements of ~110 characters each, with the long stack name
