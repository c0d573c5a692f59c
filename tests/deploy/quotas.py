"""template.yaml against the default quotas of a new AWS account, as CloudFormation will see it after the
SAM transform: each figure beside its quota, the worst resource named. `make budgets` prints them;
tests/deploy/test_quotas.py fails on any figure above its quota.

Sizes of policies and variables are measured with every name resolved as a long real deployment would
have it: a 40-character stack name (CloudFormation's random suffixes included), a 12-digit account.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from local_stack.template import REPO_TEMPLATE
from tests.deploy.stack_roles import Resolver, transformed_template

LONG_STACK = "records-platform-production-AbCdEf123456"  # 40 characters
ACCOUNT_CONCURRENCY = 1000  # a new account's concurrent executions
UNRESERVED_MINIMUM = 100  # Lambda keeps this many unreserved


@dataclass(frozen=True)
class Figure:
    name: str
    value: int
    quota: int
    worst: str = ""  # the resource that comes nearest the quota

    @property
    def within(self) -> bool:
        return self.value <= self.quota

    def line(self) -> str:
        share = f"{100 * self.value / self.quota:5.1f}%"
        worst = f"  ({self.worst})" if self.worst else ""
        return f"{self.name:<48} {self.value:>9,} of {self.quota:>9,} {share}{worst}"


def _of_type(template: Mapping[str, Any], kind: str) -> dict[str, Mapping[str, Any]]:
    return {lid: r.get("Properties", {}) for lid, r in template["Resources"].items() if r["Type"] == kind}


def _worst(name: str, values: Mapping[str, int], quota: int) -> Figure:
    """The figure of the resource that comes nearest the quota."""
    worst = max(values, key=lambda key: values[key])
    return Figure(name, values[worst], quota, worst)


def managed_policies_per_role(template: Mapping[str, Any]) -> Figure:
    counts = {
        lid: len(p.get("ManagedPolicyArns", [])) for lid, p in _of_type(template, "AWS::IAM::Role").items()
    }
    return _worst("managed policies per role", counts, 10)


def reserved_concurrency(template: Mapping[str, Any]) -> Figure:
    """What the functions reserve with the parameters' defaults: Lambda keeps 100 of the account's 1,000
    unreserved, so a stack may reserve at most 900."""
    resolver = Resolver(template, LONG_STACK)
    reserved = [
        resolver.resolve(p.get("ReservedConcurrentExecutions", {"Ref": "AWS::NoValue"}))
        for p in _of_type(template, "AWS::Lambda::Function").values()
    ]
    total = sum(int(value) for value in reserved if isinstance(value, (int, str)))
    return Figure("reserved concurrency (defaults)", total, ACCOUNT_CONCURRENCY - UNRESERVED_MINIMUM)


def http_api_routes(template: Mapping[str, Any]) -> Figure:
    """Routes of each HTTP API: its OpenAPI body's path and method pairs (ANY counts once), and any
    AWS::ApiGatewayV2::Route resources."""
    counts = {}
    for logical_id, properties in _of_type(template, "AWS::ApiGatewayV2::Api").items():
        paths = (properties.get("Body") or {}).get("paths", {})
        counts[logical_id] = sum(
            len([m for m in methods if not m.startswith("parameters")]) for methods in paths.values()
        )
    for properties in _of_type(template, "AWS::ApiGatewayV2::Route").values():
        api = properties["ApiId"]["Ref"]
        counts[api] = counts.get(api, 0) + 1
    return _worst("routes per HTTP API", counts, 300)


def resources(template: Mapping[str, Any]) -> Figure:
    return Figure("CloudFormation resources", len(template["Resources"]), 500)


def parameters_and_outputs(template: Mapping[str, Any]) -> list[Figure]:
    return [
        Figure("CloudFormation parameters", len(template.get("Parameters", {})), 200),
        Figure("CloudFormation outputs", len(template.get("Outputs", {})), 200),
    ]


def template_size(template: Mapping[str, Any]) -> list[Figure]:
    """The template `sam deploy` uploads (template.yaml with its code URIs) and the one CloudFormation
    processes after the transform: each at most 1 MB."""
    return [
        Figure("template.yaml bytes", len(REPO_TEMPLATE.read_bytes()), 1_048_576),
        Figure("transformed template bytes", len(json.dumps(template, separators=(",", ":"))), 1_048_576),
    ]


def _characters(document: Any) -> int:
    """IAM counts a policy's characters without whitespace."""
    return sum(not char.isspace() for char in json.dumps(document, separators=(",", ":")))


def managed_policy_size(template: Mapping[str, Any]) -> Figure:
    resolver = Resolver(template, LONG_STACK)
    sizes = {
        lid: _characters(resolver.resolve(p["PolicyDocument"]))
        for lid, p in _of_type(template, "AWS::IAM::ManagedPolicy").items()
    }
    return _worst("managed policy characters", sizes, 6144)


def inline_policies_per_role(template: Mapping[str, Any]) -> Figure:
    resolver = Resolver(template, LONG_STACK)
    sizes = {
        lid: sum(_characters(resolver.resolve(policy)) for policy in p.get("Policies", []))
        for lid, p in _of_type(template, "AWS::IAM::Role").items()
    }
    return _worst("inline policy characters per role", sizes, 10240)


def function_figures(template: Mapping[str, Any]) -> list[Figure]:
    """Each function's environment (4 KB in all, names and values) and layers (5)."""
    resolver = Resolver(template, LONG_STACK)
    functions = _of_type(template, "AWS::Lambda::Function")
    variables = {
        lid: sum(len(k) + len(str(v)) for k, v in
                 resolver.resolve((p.get("Environment") or {}).get("Variables", {})).items())
        for lid, p in functions.items()
    }  # fmt: skip
    layers = {lid: len(p.get("Layers", [])) for lid, p in functions.items()}
    return [
        _worst("environment bytes per function", variables, 4096),
        _worst("layers per function", layers, 5),
    ]


def figures(template: Mapping[str, Any] | None = None) -> list[Figure]:
    template = template or transformed_template()
    found: Iterable[Figure] = [
        resources(template),
        *parameters_and_outputs(template),
        *template_size(template),
        http_api_routes(template),
        managed_policies_per_role(template),
        managed_policy_size(template),
        inline_policies_per_role(template),
        reserved_concurrency(template),
        *function_figures(template),
    ]
    return list(found)


def main() -> int:
    found = figures()
    print("Default AWS quotas (a new account), as `sam deploy` would meet them:")
    for figure in found:
        print(("  " if figure.within else "! ") + figure.line())
    return 0 if all(figure.within for figure in found) else 1


if __name__ == "__main__":
    raise SystemExit(main())
