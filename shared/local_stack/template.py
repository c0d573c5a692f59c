"""template.yaml as the local stack and the tests read it: tables, secrets and functions, never restated.

Importing this module starts nothing: the integration tests call `create_resources` under moto's
`mock_aws`, and the local stack calls it against its moto server (or any AWS_ENDPOINT_URL).
"""

from __future__ import annotations

import json
import re
import secrets
import string
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    from mypy_boto3_dynamodb.client import DynamoDBClient
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

REPO_ROOT = Path(__file__).resolve().parents[2]
REPO_TEMPLATE = REPO_ROOT / "template.yaml"
DEFAULT_STACK_NAME = "records-local"

TABLE = "AWS::DynamoDB::Table"
SECRET = "AWS::SecretsManager::Secret"  # noqa: S105 (a resource type, not a secret)
FUNCTION = "AWS::Serverless::Function"
SCHEDULE_GROUP = "AWS::Scheduler::ScheduleGroup"
BUCKET = "AWS::S3::Bucket"
QUEUE = "AWS::SQS::Queue"
EVENT_SOURCE_MAPPING = "AWS::Lambda::EventSourceMapping"

# Short tag -> long form key. !GetAtt is special-cased (its scalar form "A.b" becomes a list).
_SHORT_TAGS = {
    "Ref": "Ref",
    "Condition": "Condition",
    "GetAtt": "Fn::GetAtt",
    **{
        name: f"Fn::{name}"
        for name in (
            "Base64", "Cidr", "FindInMap", "GetAZs", "ImportValue", "Join", "Select", "Split", "Sub",
            "Transform", "If", "Equals", "And", "Or", "Not", "Contains", "Length", "ToJsonString",
        )
    },
}  # fmt: skip

# What Ref gives for pseudo parameters when running locally (moto's default account).
_PSEUDO_PARAMETERS = {
    "AWS::AccountId": "123456789012",
    "AWS::Partition": "aws",
    "AWS::Region": "us-east-1",
    "AWS::URLSuffix": "amazonaws.com",
}


_SUBSTITUTION = re.compile(r"\$\{([A-Za-z0-9:]+)\}")  # ${Name} in a !Sub string (no ${!literal})


# Resources the local stack has no copy of, by what their Ref means to a function's environment.
_LOCAL_NAMES = {"HttpApi": "localhost"}  # the API's id: its execute-api host is a service host


class TemplateError(Exception):
    """The template asks for something the local stack cannot do; better to stop than to guess."""


# libyaml's loader when PyYAML was built with it (its wheels are): ten times the pure-Python one's speed.
_SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CloudFormationLoader(_SafeLoader):  # type: ignore[misc]
    """SafeLoader that understands CloudFormation short tags (!Ref x -> {"Ref": "x"})."""


def _construct_short_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> dict[str, Any]:
    key = _SHORT_TAGS.get(suffix)
    if key is None:
        raise TemplateError(f"unknown CloudFormation tag !{suffix}")
    value: Any
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
        if suffix == "GetAtt":
            value = str(value).split(".", 1)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)  # type: ignore[arg-type]
    return {key: value}


CloudFormationLoader.add_multi_constructor("!", _construct_short_tag)


def load_template(path: Path = REPO_TEMPLATE) -> dict[str, Any]:
    with path.open(encoding="utf-8") as stream:
        document = yaml.load(stream, Loader=CloudFormationLoader)  # noqa: S506 (a SafeLoader subclass)
    if not isinstance(document, dict):
        raise TemplateError(f"{path} is not a CloudFormation template")
    return document


def physical_name(stack_name: str, logical_id: str) -> str:
    """The local name of a table, secret, schedule group or function; CloudFormation would add a random
    suffix instead."""
    return f"{stack_name}-{logical_id}"


def resources_of_type(template: Mapping[str, Any], type_name: str) -> dict[str, dict[str, Any]]:
    """Logical id -> Properties of every resource of one type."""
    return {
        logical_id: resource.get("Properties") or {}
        for logical_id, resource in template.get("Resources", {}).items()
        if resource.get("Type") == type_name
    }


def tables(template: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, TABLE)


def secrets_of(template: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, SECRET)


# ---- functions -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FunctionSpec:
    """What the local stack needs to run one AWS::Serverless::Function (Globals already merged)."""

    logical_id: str
    code_uri: str
    handler: str
    environment: dict[str, Any]  # unresolved: values may still be intrinsics such as {"Ref": ...}
    memory_size: int
    timeout: int
    route_keys: tuple[str, ...]  # "ANY /api/v1/x/catalog", "$default", ...


def functions(template: Mapping[str, Any]) -> list[FunctionSpec]:
    defaults = template.get("Globals", {}).get("Function", {})
    return [
        _function(logical_id, defaults, properties)
        for logical_id, properties in resources_of_type(template, FUNCTION).items()
    ]


def _function(logical_id: str, defaults: Mapping[str, Any], properties: Mapping[str, Any]) -> FunctionSpec:
    merged = {**defaults, **properties}
    code_uri, handler = merged.get("CodeUri"), merged.get("Handler")
    if not isinstance(code_uri, str) or not isinstance(handler, str):
        raise TemplateError(f"{logical_id}: CodeUri and Handler must be plain strings locally")
    environment = {
        **(defaults.get("Environment") or {}).get("Variables", {}),
        **(properties.get("Environment") or {}).get("Variables", {}),
    }
    return FunctionSpec(
        logical_id=logical_id,
        code_uri=code_uri,
        handler=handler,
        environment=environment,
        memory_size=int(merged.get("MemorySize", 128)),
        timeout=int(merged.get("Timeout", 3)),
        route_keys=tuple(_route_keys(logical_id, properties.get("Events") or {})),
    )


def _route_keys(logical_id: str, events: Mapping[str, Any]) -> list[str]:
    keys = []
    for name, event in events.items():
        if event.get("Type") != "HttpApi":
            continue
        props = event.get("Properties") or {}
        path, method = props.get("Path"), props.get("Method")
        if path is None and method is None:
            keys.append("$default")
        elif isinstance(path, str) and isinstance(method, str):
            keys.append(f"{method.upper()} {path}")
        else:
            raise TemplateError(
                f"{logical_id}.{name}: an HttpApi event needs both Path and Method, or neither"
            )
    return keys


def event_source_mappings(
    template: Mapping[str, Any], source_type: str
) -> list[tuple[str, str, dict[str, Any]]]:
    """(function, source, properties) of each event source mapping whose source is a resource of
    `source_type` (a queue's `!GetAtt Q.Arn`, a table's `!GetAtt T.StreamArn`), by logical ids."""
    found = []
    for logical_id, properties in resources_of_type(template, EVENT_SOURCE_MAPPING).items():
        function, source = properties.get("FunctionName"), properties.get("EventSourceArn")
        if not (isinstance(function, dict) and "Ref" in function
                and isinstance(source, dict) and isinstance(source.get("Fn::GetAtt"), list)):  # fmt: skip
            raise TemplateError(
                f"{logical_id}: the local stack reads FunctionName: !Ref F and EventSourceArn: !GetAtt X.Arn"
            )
        source_id = source["Fn::GetAtt"][0]
        if template["Resources"][source_id]["Type"] == source_type:
            found.append((function["Ref"], source_id, properties))
    return found


# ---- environment -----------------------------------------------------------------------------------


def parameter_values(
    template: Mapping[str, Any], overrides: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Each template parameter's Default, replaced by an override where one is given."""
    declared = template.get("Parameters", {})
    unknown = set(overrides or {}) - set(declared)
    if unknown:
        raise TemplateError(f"unknown parameters: {', '.join(sorted(unknown))}")
    values = {name: _env_string(spec.get("Default", "")) for name, spec in declared.items()}
    return {**values, **(overrides or {})}


def resolve_environment(
    function: FunctionSpec, names: Mapping[str, str], parameters: Mapping[str, str]
) -> dict[str, str]:
    """The function's environment as Lambda would see it, with Refs turned into local names.

    `names` maps the logical id of a table or secret to its local name; `parameters` holds the
    parameter values (see `parameter_values`). Anything else is refused: a silently wrong variable
    would surface much later as a confusing handler error.
    """
    lookup = {**_PSEUDO_PARAMETERS, **_LOCAL_NAMES, **parameters, **names}
    return {
        key: _resolve(f"{function.logical_id}.{key}", value, lookup)
        for key, value in function.environment.items()
    }


def _resolve(where: str, value: Any, lookup: Mapping[str, str]) -> str:
    if not isinstance(value, dict):
        return _env_string(value)
    if set(value) == {"Ref"}:
        target = value["Ref"]
        if target not in lookup:
            raise TemplateError(f"{where}: cannot resolve Ref {target} locally")
        return lookup[target]
    if set(value) == {"Fn::GetAtt"}:
        target = ".".join(value["Fn::GetAtt"])
        if target not in lookup:
            raise TemplateError(f"{where}: cannot resolve Fn::GetAtt {target} locally")
        return lookup[target]
    if set(value) == {"Fn::Sub"} and isinstance(value["Fn::Sub"], str):
        return _SUBSTITUTION.sub(lambda found: _resolve(where, {"Ref": found[1]}, lookup), value["Fn::Sub"])
    raise TemplateError(f"{where}: the local stack does not resolve {next(iter(value), '?')}")


def _env_string(value: Any) -> str:
    """Environment values are strings; CloudFormation writes YAML booleans in lower case."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    raise TemplateError(f"not a plain value: {value!r}")


# ---- resources -------------------------------------------------------------------------------------


def create_resources(
    template: Mapping[str, Any],
    stack_name: str,
    dynamodb_client: DynamoDBClient,
    secrets_client: SecretsManagerClient,
    scheduler_client: Any = None,
    s3_client: Any = None,
    sqs_client: Any = None,
) -> dict[str, str]:
    """Creates the template's tables, secrets, schedule groups, buckets and queues (given those clients);
    returns logical id -> local name (a queue's: its URL, what Ref gives), and `<logical id>.Arn` -> the
    ARN a function's environment may name.

    Idempotent: a table or secret that already exists is left as it is, so a restart against a
    persistent endpoint keeps its data and its signing key.
    """
    names: dict[str, str] = local_arns(template, stack_name)
    for logical_id in resources_of_type(template, SCHEDULE_GROUP):
        names[logical_id] = physical_name(stack_name, logical_id)
        if scheduler_client is not None:
            _create_schedule_group(scheduler_client, names[logical_id])
    for logical_id, properties in tables(template).items():
        names[logical_id] = physical_name(stack_name, logical_id)
        _create_table(dynamodb_client, names[logical_id], properties)
    for logical_id, properties in secrets_of(template).items():
        names[logical_id] = physical_name(stack_name, logical_id)
        _create_secret(secrets_client, names[logical_id], properties)
    for logical_id in resources_of_type(template, BUCKET):
        names[logical_id] = physical_name(stack_name, logical_id).lower()  # S3 names are lower case
        if s3_client is not None:
            _create_bucket(s3_client, names[logical_id])
    for logical_id in resources_of_type(template, QUEUE):
        name = physical_name(stack_name, logical_id)
        names[logical_id] = sqs_client.create_queue(QueueName=name)["QueueUrl"] if sqs_client else name
    return names


def _create_bucket(client: Any, name: str) -> None:
    """A versioned bucket, as the template's (moto keeps no encryption or policy worth restating)."""
    try:
        client.create_bucket(Bucket=name)
    except (client.exceptions.BucketAlreadyOwnedByYou, client.exceptions.BucketAlreadyExists):
        return  # already there: keep its objects
    client.put_bucket_versioning(Bucket=name, VersioningConfiguration={"Status": "Enabled"})


def local_arns(template: Mapping[str, Any], stack_name: str) -> dict[str, str]:
    """`<logical id>.Arn` of the template's functions (the ARN their local context reports, which is
    how a schedule names its target), roles and queues (stand-ins: nothing local checks them)."""
    forms = {FUNCTION: "arn:aws:lambda:{region}:{account}:function:{name}",
             "AWS::IAM::Role": "arn:aws:iam::{account}:role/{name}",
             QUEUE: "arn:aws:sqs:{region}:{account}:{name}"}  # fmt: skip
    region, account = _PSEUDO_PARAMETERS["AWS::Region"], _PSEUDO_PARAMETERS["AWS::AccountId"]
    return {
        f"{logical_id}.Arn": form.format(
            region=region, account=account, name=physical_name(stack_name, logical_id)
        )
        for type_name, form in forms.items()
        for logical_id in resources_of_type(template, type_name)
    }


def _create_schedule_group(client: Any, name: str) -> None:
    try:
        client.get_schedule_group(Name=name)  # already there: keep its schedules
    except client.exceptions.ResourceNotFoundException:
        client.create_schedule_group(Name=name)


def _create_table(client: DynamoDBClient, name: str, properties: Mapping[str, Any]) -> None:
    try:
        client.create_table(**_table_request(name, properties))
    except client.exceptions.ResourceInUseException:
        return  # already there: leave it as it is
    client.get_waiter("table_exists").wait(TableName=name, WaiterConfig={"Delay": 1, "MaxAttempts": 60})
    ttl = properties.get("TimeToLiveSpecification")
    if ttl and ttl.get("Enabled"):
        client.update_time_to_live(
            TableName=name, TimeToLiveSpecification={"AttributeName": ttl["AttributeName"], "Enabled": True}
        )


def _table_request(name: str, properties: Mapping[str, Any]) -> dict[str, Any]:
    """The CreateTable call for a CloudFormation table; the two spell a few properties differently."""
    request: dict[str, Any] = {
        "TableName": name,
        "KeySchema": properties["KeySchema"],
        "AttributeDefinitions": properties["AttributeDefinitions"],
        "BillingMode": properties.get("BillingMode", "PROVISIONED"),
    }
    for key in ("ProvisionedThroughput", "GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
        if key in properties:
            request[key] = properties[key]
    stream = properties.get("StreamSpecification")
    if stream:
        request["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": stream["StreamViewType"]}
    return request


def _create_secret(client: SecretsManagerClient, name: str, properties: Mapping[str, Any]) -> None:
    try:
        client.create_secret(
            Name=name,
            Description=str(properties.get("Description", "")),
            SecretString=secret_value(properties),
        )
    except client.exceptions.ResourceExistsException:
        return  # keep the existing value: a new signing key would sign everyone out


def secret_value(properties: Mapping[str, Any]) -> str:
    """The value CloudFormation would store: SecretString as is, or what GenerateSecretString makes."""
    if "SecretString" in properties:
        return str(properties["SecretString"])
    spec = properties.get("GenerateSecretString")
    if spec is None:
        raise TemplateError("a secret needs SecretString or GenerateSecretString")
    generated = _random_password(spec)
    if "SecretStringTemplate" not in spec:
        return generated
    document = json.loads(spec["SecretStringTemplate"])
    document[spec["GenerateStringKey"]] = generated
    return json.dumps(document)


def _random_password(spec: Mapping[str, Any]) -> str:
    classes = {
        "ExcludeLowercase": string.ascii_lowercase,
        "ExcludeUppercase": string.ascii_uppercase,
        "ExcludeNumbers": string.digits,
        "ExcludePunctuation": string.punctuation,
    }
    alphabet = "".join(chars for flag, chars in classes.items() if not spec.get(flag, False))
    alphabet += " " if spec.get("IncludeSpace", False) else ""
    excluded = set(str(spec.get("ExcludeCharacters", "")))
    alphabet = "".join(char for char in alphabet if char not in excluded)
    if not alphabet:
        raise TemplateError("GenerateSecretString excludes every character")
    length = int(spec.get("PasswordLength", 32))
    return "".join(secrets.choice(alphabet) for _ in range(length))
