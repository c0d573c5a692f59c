"""template.yaml as CloudFormation will see it after `sam deploy`: transformed by SAM's own translator,
each function's role with the statements of every policy attached to it, every intrinsic resolved to
the names and ARNs the tests' moto (or an artifact run) uses.

The names follow local_stack.template: a resource is `<stack>-<logical id>` in account 123456789012,
us-east-1. Two names AWS makes up are fixed here instead: a secret's ARN ends in six random
characters (written `??????`, see `secret_arn`), and the data table's stream label (`STREAM_LABEL`).
"""

from __future__ import annotations

import copy
import fcntl
import hashlib
import json
import os
import re
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from local_stack.template import REPO_TEMPLATE, load_template, parameter_values, physical_name
from tests.deploy.aws_managed_policies import AWS_MANAGED_POLICIES
from tests.deploy.iam_policy import statements

REGION = "us-east-1"
ACCOUNT = "123456789012"
STREAM_LABEL = "2026-01-01T00:00:00.000"
KEY_ID = "0d0a7e5c-5f0e-4b1e-9c1a-000000000001"
SECRET_SUFFIX = "??????"  # what AWS appends to a secret's name in its ARN: six random characters

PSEUDO = {
    "AWS::AccountId": ACCOUNT,
    "AWS::Partition": "aws",
    "AWS::Region": REGION,
    "AWS::URLSuffix": "amazonaws.com",
    "AWS::StackName": "records",
}
_SUBSTITUTION = re.compile(r"\$\{([A-Za-z0-9:.]+)\}")


class NoValue:
    """AWS::NoValue: the property or list item is left out."""


NO_VALUE = NoValue()


def secret_arn(name: str) -> str:
    return f"arn:aws:secretsmanager:{REGION}:{ACCOUNT}:secret:{name}-{SECRET_SUFFIX}"


SAM_PYTHON = REPO_TEMPLATE.parent / ".tools" / "sam" / "bin" / "python"  # make install's SAM CLI venv

# Run by the SAM CLI's Python, which has SAM's own YAML reader and translator (the translator pins a
# pydantic other than the runtime's, so it stays out of the dev venv, as the SAM CLI does).
_TRANSFORM = """
import json, os, sys
from samcli.yamlhelper import yaml_parse
from samtranslator.translator.transform import transform

class NoPolicyNames:
    def load(self):
        raise SystemExit("template.yaml names a managed policy by name: give its ARN instead")

path, parameters = sys.argv[1], json.loads(sys.argv[2])
with open(path, encoding="utf-8") as stream:
    template = yaml_parse(stream.read())
for logical_id, resource in template["Resources"].items():  # what `sam package` puts there
    properties = resource.get("Properties") or {}
    for uri in ("CodeUri", "ContentUri"):
        if isinstance(properties.get(uri), str):
            properties[uri] = "s3://artifacts/%s.zip" % logical_id
os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")  # the translator asks boto3 for a region
json.dump(transform(template, parameters, NoPolicyNames()), sys.stdout)
"""


# The transform's output, kept per template and SAM CLI: each test process (a controller, its xdist
# workers, an e2e stack) reads it instead of starting the translator again (10 s or more of CPU each).
TRANSFORM_CACHE = REPO_TEMPLATE.parent / ".aws-sam" / "transformed"


@cache
def transformed_template() -> dict[str, Any]:
    """The template after the SAM transform (the functions' roles, event source mappings, permissions
    and API routes it adds), as CloudFormation receives it from `sam deploy`."""
    if not SAM_PYTHON.exists():
        raise RuntimeError(f"{SAM_PYTHON} is missing: run `make install` (it installs the SAM CLI)")
    TRANSFORM_CACHE.mkdir(parents=True, exist_ok=True)
    cached = TRANSFORM_CACHE / f"{_transform_inputs_digest()}.json"
    with (TRANSFORM_CACHE / ".lock").open("w") as lock:  # one process transforms, the others wait
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not cached.exists():
            partial = cached.with_suffix(f".{os.getpid()}.partial")
            partial.write_text(_run_transform(), encoding="utf-8")
            partial.replace(cached)
    transformed: dict[str, Any] = json.loads(cached.read_text(encoding="utf-8"))
    return transformed


def _transform_inputs_digest() -> str:
    """What the transform's output depends on: the template, the script, and the SAM CLI installed."""
    digest = hashlib.sha256(REPO_TEMPLATE.read_bytes())
    digest.update(_TRANSFORM.encode())
    digest.update(",".join(sorted(p.name for p in SAM_PYTHON.parent.parent.glob(".installed-*"))).encode())
    return digest.hexdigest()[:32]


def _run_transform() -> str:
    parameters = parameter_values(load_template(REPO_TEMPLATE))
    done = subprocess.run(  # noqa: S603 (our own script, in the SAM CLI's venv)
        [str(SAM_PYTHON), "-c", _TRANSFORM, str(REPO_TEMPLATE), json.dumps(parameters)],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"the SAM transform of template.yaml failed:\n{done.stderr}")
    return done.stdout


@dataclass
class Resolver:
    """Resolves the intrinsics of a transformed template to the names a stack called `stack` has."""

    template: Mapping[str, Any]
    stack: str
    parameters: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.parameters = {**_default_parameters(), **self.parameters}

    def resolve(self, value: Any) -> Any:
        if isinstance(value, list):
            items = [self.resolve(item) for item in value]
            return [item for item in items if item is not NO_VALUE]
        if not isinstance(value, dict):
            return value
        if len(value) == 1:
            ((name, argument),) = value.items()
            function = _INTRINSICS.get(name)
            if function is not None:
                return function(self, argument)
        resolved = {key: self.resolve(item) for key, item in value.items()}
        return {key: item for key, item in resolved.items() if item is not NO_VALUE}

    def ref(self, name: str) -> Any:
        if name == "AWS::NoValue":
            return NO_VALUE
        if name in PSEUDO:
            return PSEUDO[name]
        if name in self.parameters:
            return self.parameters[name]
        return self._reference(name)

    def attribute(self, logical_id: str, attribute: str) -> str:
        kind = self._type(logical_id)
        name = physical_name(self.stack, logical_id)
        arns = {
            ("AWS::DynamoDB::Table", "Arn"): f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{name}",
            ("AWS::DynamoDB::Table", "StreamArn"):
                f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{name}/stream/{STREAM_LABEL}",
            ("AWS::SQS::Queue", "Arn"): f"arn:aws:sqs:{REGION}:{ACCOUNT}:{name}",
            ("AWS::S3::Bucket", "Arn"): f"arn:aws:s3:::{name.lower()}",
            ("AWS::KMS::Key", "Arn"): f"arn:aws:kms:{REGION}:{ACCOUNT}:key/{KEY_ID}",
            ("AWS::Lambda::Function", "Arn"): f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}",
            ("AWS::IAM::Role", "Arn"): f"arn:aws:iam::{ACCOUNT}:role/{name}",
            ("AWS::SNS::Topic", "TopicArn"): f"arn:aws:sns:{REGION}:{ACCOUNT}:{name}",
            ("AWS::Logs::LogGroup", "Arn"): f"arn:aws:logs:{REGION}:{ACCOUNT}:log-group:{name}:*",
        }  # fmt: skip
        if (kind, attribute) not in arns:
            raise ValueError(f"Fn::GetAtt {logical_id}.{attribute} ({kind}) is not known here")
        return arns[(kind, attribute)]

    def condition(self, name: str) -> bool:
        return bool(self._test(self.template["Conditions"][name]))

    def _reference(self, logical_id: str) -> str:
        kind = self._type(logical_id)
        name = physical_name(self.stack, logical_id)
        refs = {
            "AWS::SQS::Queue": f"https://sqs.{REGION}.amazonaws.com/{ACCOUNT}/{name}",
            "AWS::S3::Bucket": name.lower(),
            "AWS::SecretsManager::Secret": secret_arn(name),
            "AWS::KMS::Key": KEY_ID,
            "AWS::IAM::ManagedPolicy": f"arn:aws:iam::{ACCOUNT}:policy/{name}",
            "AWS::SNS::Topic": f"arn:aws:sns:{REGION}:{ACCOUNT}:{name}",
            "AWS::ApiGatewayV2::Api": "api0000000",
        }
        return refs.get(kind, name)

    def _type(self, logical_id: str) -> str:
        resource = self.template["Resources"].get(logical_id)
        if resource is None:
            raise ValueError(f"{logical_id} is not a resource of the template")
        return str(resource["Type"])

    def _test(self, value: Any) -> Any:
        if isinstance(value, dict) and len(value) == 1:
            ((name, argument),) = value.items()
            tests = {
                "Fn::Equals": lambda a: self._test(a[0]) == self._test(a[1]),
                "Fn::Not": lambda a: not self._test(a[0]),
                "Fn::And": lambda a: all(self._test(x) for x in a),
                "Fn::Or": lambda a: any(self._test(x) for x in a),
                "Condition": self.condition,
            }
            if name in tests:
                return tests[name](argument)
        return self.resolve(value)


@cache
def _default_parameters() -> dict[str, str]:
    return parameter_values(load_template(REPO_TEMPLATE))


def _sub(resolver: Resolver, argument: Any) -> str:
    text, variables = (argument, {}) if isinstance(argument, str) else (argument[0], argument[1])

    def value(found: re.Match[str]) -> str:
        name = found[1]
        if name in variables:
            return str(resolver.resolve(variables[name]))
        if "." in name and not name.startswith("AWS::"):
            return resolver.attribute(*name.split(".", 1))
        return str(resolver.ref(name))

    return _SUBSTITUTION.sub(value, text)


def _get_att(resolver: Resolver, argument: Any) -> str:
    logical_id, attribute = argument if isinstance(argument, list) else argument.split(".", 1)
    return resolver.attribute(logical_id, attribute)


def _join(resolver: Resolver, argument: Any) -> str:
    return str(argument[0]).join(str(resolver.resolve(item)) for item in argument[1])


def _if(resolver: Resolver, argument: Any) -> Any:
    return resolver.resolve(argument[1] if resolver.condition(argument[0]) else argument[2])


_INTRINSICS: dict[str, Any] = {
    "Ref": lambda resolver, name: resolver.ref(name),
    "Fn::GetAtt": _get_att,
    "Fn::Sub": _sub,
    "Fn::Join": _join,
    "Fn::If": _if,
    "Fn::Select": lambda resolver, a: resolver.resolve(a[1])[int(a[0])],
}


# ---- roles -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Role:
    """What one role may do: the statements of its managed and inline policies, resolved."""

    name: str  # the role's logical id
    managed_policies: tuple[str, ...]  # customer-managed policies' logical ids and AWS managed ARNs
    statements: tuple[Mapping[str, Any], ...]


def roles(stack: str, template: Mapping[str, Any] | None = None, stage: str = "") -> dict[str, Role]:
    """Every AWS::IAM::Role of the transformed template by logical id (of a deployment whose Stage
    parameter is `stage`, else its default)."""
    template = template or transformed_template()
    resolver = Resolver(template, stack, {"Stage": stage} if stage else {})
    found = {}
    for logical_id, resource in template["Resources"].items():
        if resource["Type"] != "AWS::IAM::Role":
            continue
        properties = resource["Properties"]
        managed, allowed = [], []
        for policy in properties.get("ManagedPolicyArns", []):
            name, document = _managed_policy(template, resolver, policy)
            managed.append(name)
            allowed.extend(statements(document))
        for inline in properties.get("Policies", []):
            allowed.extend(statements(resolver.resolve(copy.deepcopy(inline["PolicyDocument"]))))
        found[logical_id] = Role(logical_id, tuple(managed), tuple(allowed))
    return found


def function_roles(stack: str, template: Mapping[str, Any] | None = None, stage: str = "") -> dict[str, Role]:
    """Each function's role, by the function's logical id."""
    template = template or transformed_template()
    by_role = roles(stack, template, stage)
    return {
        logical_id: by_role[resource["Properties"]["Role"]["Fn::GetAtt"][0]]
        for logical_id, resource in template["Resources"].items()
        if resource["Type"] == "AWS::Lambda::Function"
    }


def bucket_policy_statements(
    stack: str, template: Mapping[str, Any] | None = None
) -> list[Mapping[str, Any]]:
    """The buckets' resource policies: they may deny what a role allows (TLS only)."""
    template = template or transformed_template()
    resolver = Resolver(template, stack)
    return [
        statement
        for resource in template["Resources"].values()
        if resource["Type"] == "AWS::S3::BucketPolicy"
        for statement in statements(resolver.resolve(copy.deepcopy(resource["Properties"]["PolicyDocument"])))
    ]


def _managed_policy(template: Mapping[str, Any], resolver: Resolver, policy: Any) -> tuple[str, Any]:
    if isinstance(policy, dict) and set(policy) == {"Ref"}:
        logical_id = policy["Ref"]
        document = template["Resources"][logical_id]["Properties"]["PolicyDocument"]
        return logical_id, resolver.resolve(copy.deepcopy(document))
    arn = str(resolver.resolve(policy))
    if arn not in AWS_MANAGED_POLICIES:
        raise ValueError(f"{arn}: an AWS managed policy whose document this check does not hold")
    return arn, AWS_MANAGED_POLICIES[arn]
