"""template.yaml's tables and secrets, created under moto exactly as the template declares them."""

from __future__ import annotations

import json
import string
import uuid
from dataclasses import replace
from pathlib import Path
from typing import Any

import boto3
import pytest

from kernel import tenant_store
from local_stack.template import (
    TemplateError,
    create_resources,
    functions,
    load_template,
    parameter_values,
    resolve_environment,
    secret_value,
)

REPO = Path(__file__).resolve().parents[2]
STACK = "unit"
TABLES = ("IdentityTable", "DataTable", "ControlTable")
INDEXES = {"DataTable": ("gsi1", "gsi2")}
PK_SK = [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}]


def all_tables(dynamodb: Any) -> set[str]:
    return {name for page in dynamodb.get_paginator("list_tables").paginate() for name in page["TableNames"]}


def all_secrets(secrets: Any) -> set[str]:
    pages = secrets.get_paginator("list_secrets").paginate()
    return {secret["Name"] for page in pages for secret in page["SecretList"]}


@pytest.fixture
def stack_name() -> str:
    """A stack of this test's own: the session's moto already holds the tables of the stack "test"
    (and of the tests before), so each test here creates fresh resources under a new name."""
    return f"{STACK}{uuid.uuid4().hex[:8]}"


@pytest.fixture
def before(aws_env: None) -> tuple[set[str], set[str]]:
    """The session's tables and secrets before this test created its own."""
    return all_tables(boto3.client("dynamodb")), all_secrets(boto3.client("secretsmanager"))


@pytest.fixture
def created(before: tuple[set[str], set[str]], stack_name: str) -> tuple[dict[str, str], Any, Any]:
    dynamodb, secrets = boto3.client("dynamodb"), boto3.client("secretsmanager")
    names = create_resources(load_template(), stack_name, dynamodb, secrets)
    return names, dynamodb, secrets


def test_creates_the_three_tables_with_string_pk_and_sk_on_demand(
    created: tuple[dict[str, str], Any, Any], before: tuple[set[str], set[str]], stack_name: str
) -> None:
    names, dynamodb, secrets = created
    tables_before, secrets_before = before
    assert all_tables(dynamodb) - tables_before == {f"{stack_name}-{t}" for t in TABLES}
    assert all_secrets(secrets) - secrets_before == {f"{stack_name}-SigningKeySecret"}
    for logical_id in TABLES:
        table = dynamodb.describe_table(TableName=names[logical_id])["Table"]
        assert table["KeySchema"] == PK_SK
        index_keys = {f"{index}{part}" for index in INDEXES.get(logical_id, ()) for part in ("pk", "sk")}
        assert {(a["AttributeName"], a["AttributeType"]) for a in table["AttributeDefinitions"]} == {
            (name, "S") for name in {"pk", "sk", *index_keys}
        }
        assert table["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"


def test_the_data_table_has_the_kernels_sort_indexes_with_every_attribute(
    created: tuple[dict[str, str], Any, Any],
) -> None:
    names, dynamodb, _ = created
    table = dynamodb.describe_table(TableName=names["DataTable"])["Table"]
    indexes = {index["IndexName"]: index for index in table["GlobalSecondaryIndexes"]}
    assert set(indexes) == set(INDEXES["DataTable"]) == set(tenant_store.INDEXES)
    for name, index in indexes.items():
        assert index["KeySchema"] == [
            {"AttributeName": f"{name}pk", "KeyType": "HASH"},
            {"AttributeName": f"{name}sk", "KeyType": "RANGE"},
        ]
        assert index["Projection"] == {"ProjectionType": "ALL"}


def test_only_the_data_table_has_a_stream_of_new_and_old_images(
    created: tuple[dict[str, str], Any, Any],
) -> None:
    names, dynamodb, _ = created
    data = dynamodb.describe_table(TableName=names["DataTable"])["Table"]
    assert data["StreamSpecification"] == {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"}
    identity = dynamodb.describe_table(TableName=names["IdentityTable"])["Table"]
    assert not identity.get("StreamSpecification", {}).get("StreamEnabled", False)


def test_each_table_expires_items_by_ttl_on_its_own_attribute(
    created: tuple[dict[str, str], Any, Any],
) -> None:
    names, dynamodb, _ = created
    control = dynamodb.describe_time_to_live(TableName=names["ControlTable"])["TimeToLiveDescription"]
    assert control == {"TimeToLiveStatus": "ENABLED", "AttributeName": "expiresAt"}
    data = dynamodb.describe_time_to_live(TableName=names["DataTable"])["TimeToLiveDescription"]
    assert data == {"TimeToLiveStatus": "ENABLED", "AttributeName": "purgeAt"}  # notifications only
    identity = dynamodb.describe_time_to_live(TableName=names["IdentityTable"])["TimeToLiveDescription"]
    assert identity == {"TimeToLiveStatus": "ENABLED", "AttributeName": "purgeAt"}  # ended sessions


def test_signing_secret_is_json_with_kid_and_a_64_character_alphanumeric_secret(
    created: tuple[dict[str, str], Any, Any], stack_name: str
) -> None:
    names, _, secrets = created
    assert names["SigningKeySecret"] == f"{stack_name}-SigningKeySecret"
    value = json.loads(secrets.get_secret_value(SecretId=names["SigningKeySecret"])["SecretString"])
    assert set(value) == {"kid", "secret"}
    assert value["kid"] == "k1"
    assert len(value["secret"]) == 64
    assert set(value["secret"]) <= set(string.ascii_letters + string.digits)  # ExcludePunctuation


def test_running_twice_changes_nothing(created: tuple[dict[str, str], Any, Any], stack_name: str) -> None:
    names, dynamodb, secrets = created
    secret_before = secrets.get_secret_value(SecretId=names["SigningKeySecret"])["SecretString"]
    tables_before = {
        n: dynamodb.describe_table(TableName=names[n])["Table"]["CreationDateTime"] for n in TABLES
    }
    all_tables_before, all_secrets_before = all_tables(dynamodb), all_secrets(secrets)
    dynamodb.put_item(TableName=names["IdentityTable"], Item={"pk": {"S": "keep"}, "sk": {"S": "me"}})

    again = create_resources(load_template(), stack_name, dynamodb, secrets)

    assert again == names
    assert secrets.get_secret_value(SecretId=names["SigningKeySecret"])["SecretString"] == secret_before
    assert all_secrets(secrets) == all_secrets_before
    assert [name for name in all_secrets(secrets) if name.startswith(f"{stack_name}-")] == [
        names["SigningKeySecret"]
    ]
    assert all_tables(dynamodb) == all_tables_before
    assert {n: dynamodb.describe_table(TableName=names[n])["Table"]["CreationDateTime"] for n in TABLES} == (
        tables_before
    )
    kept = dynamodb.get_item(TableName=names["IdentityTable"], Key={"pk": {"S": "keep"}, "sk": {"S": "me"}})
    assert "Item" in kept


# ---- reading the template (no AWS) ------------------------------------------------------------------


def test_short_tags_load_as_long_form_intrinsics() -> None:
    template = load_template()
    pipeline = template["Resources"]["PipelinePolicy"]["Properties"]["PolicyDocument"]
    statements = {statement["Sid"]: statement for statement in pipeline["Statement"]}
    assert statements["IdentityRead"]["Resource"] == {"Fn::GetAtt": ["IdentityTable", "Arn"]}
    assert statements["SigningKeyRead"]["Resource"] == {"Ref": "SigningKeySecret"}
    assert template["Resources"]["AuthFunction"]["Properties"]["Policies"][0] == {"Ref": "PipelinePolicy"}
    assert template["Resources"]["HttpApi"]["Properties"]["Description"] == {
        "Fn::Sub": "Records platform API (${Stage})"
    }


def test_functions_merge_globals_and_list_their_http_routes() -> None:
    by_id = {spec.logical_id: spec for spec in functions(load_template())}
    assert {"AuthFunction", "FormsFunction", "PlatformFunction", "RecordsFunction"} <= set(by_id)
    auth = by_id["AuthFunction"]
    assert (auth.code_uri, auth.handler) == ("functions/auth/", "auth_api.handler.lambda_handler")
    assert auth.route_keys == ("ANY /api/v1/auth/{proxy+}",)
    assert auth.environment["TRUSTED_ISSUERS"] == {"Ref": "TrustedIssuers"}  # the function's own
    assert auth.environment["IDENTITY_TABLE"] == {"Ref": "IdentityTable"}  # from Globals
    assert (auth.memory_size, auth.timeout) == (512, 10)
    assert "$default" in by_id["PlatformFunction"].route_keys


def test_environment_resolves_refs_to_local_names_and_parameter_defaults() -> None:
    template = load_template()
    names = {logical_id: f"{STACK}-{logical_id}" for logical_id in (*TABLES, "SigningKeySecret")}
    platform = next(spec for spec in functions(template) if spec.logical_id == "PlatformFunction")
    environment = resolve_environment(platform, names, parameter_values(template, {"Stage": "local"}))
    assert environment == {
        "IDENTITY_TABLE": f"{STACK}-IdentityTable",
        "DATA_TABLE": f"{STACK}-DataTable",
        "CONTROL_TABLE": f"{STACK}-ControlTable",
        "SIGNING_KEY_SECRET_ID": f"{STACK}-SigningKeySecret",
        "STAGE": "local",
        "SERVICE_HOSTS": "",
        "POWERTOOLS_LOG_LEVEL": "INFO",
        "POWERTOOLS_METRICS_NAMESPACE": "RecordsPlatform",
    }


def function_blocks(text: str) -> dict[str, list[str]]:
    """The lines of each AWS::Serverless::Function resource in template.yaml, as written."""
    blocks: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and line.strip().endswith(":"):
            current = blocks.setdefault(line.strip()[:-1], [])
        if current is not None and line.strip() and not line.lstrip().startswith("#"):
            current.append(line)
    return {
        name: lines for name, lines in blocks.items() if any("AWS::Serverless::Function" in x for x in lines)
    }


def test_a_function_is_a_short_block_on_shared_globals_and_policies() -> None:
    blocks = function_blocks((REPO / "template.yaml").read_text(encoding="utf-8"))
    assert set(blocks) == {spec.logical_id for spec in functions(load_template())}
    for name, lines in blocks.items():  # its routes aside: a family has two Events lines per top-level path
        own = [line for line in lines if "Type: HttpApi" not in line]
        assert len(own) <= 25, f"{name} is {len(own)} lines beside its routes"
    for spec in functions(load_template()):
        policies = load_template()["Resources"][spec.logical_id]["Properties"]["Policies"]
        assert {"Ref": "PipelinePolicy"} in policies
        assert all(set(policy) == {"Ref"} for policy in policies)  # managed policies only, no inline IAM


def test_the_stage_throttle_is_a_parameter_far_above_one_firms_needs() -> None:
    template = load_template()
    settings = template["Resources"]["HttpApi"]["Properties"]["DefaultRouteSettings"]
    assert settings == {
        "ThrottlingBurstLimit": {"Ref": "RouteBurstLimit"},
        "ThrottlingRateLimit": {"Ref": "RouteRateLimit"},
    }
    defaults = parameter_values(template)
    assert int(defaults["RouteRateLimit"]) >= 1000  # 200 API tokens at their full 300 calls a minute
    assert int(defaults["RouteBurstLimit"]) >= int(defaults["RouteRateLimit"])


def test_environment_refuses_an_intrinsic_it_cannot_resolve() -> None:
    platform = functions(load_template())[0]
    unknown_ref = replace(platform, environment={"X": {"Ref": "Nowhere"}})
    get_att = replace(platform, environment={"X": {"Fn::GetAtt": ["DataTable", "Arn"]}})
    with pytest.raises(TemplateError, match="Nowhere"):
        resolve_environment(unknown_ref, {}, {})
    with pytest.raises(TemplateError, match="Fn::GetAtt"):
        resolve_environment(get_att, {}, {})


def test_unknown_parameter_override_is_refused() -> None:
    with pytest.raises(TemplateError, match="Stag"):
        parameter_values(load_template(), {"Stag": "typo"})


def test_generated_secret_honours_length_template_and_punctuation() -> None:
    spec = {"SecretStringTemplate": '{"kid": "k9"}', "GenerateStringKey": "secret", "PasswordLength": 200}
    with_punctuation = json.loads(
        secret_value({"GenerateSecretString": {**spec, "ExcludePunctuation": False}})
    )
    without = json.loads(secret_value({"GenerateSecretString": {**spec, "ExcludePunctuation": True}}))
    assert with_punctuation["kid"] == without["kid"] == "k9"
    assert len(with_punctuation["secret"]) == len(without["secret"]) == 200
    assert set(without["secret"]).isdisjoint(string.punctuation)
    assert not set(with_punctuation["secret"]).isdisjoint(string.punctuation)  # 200 draws: ~certain
    assert secret_value({"SecretString": "plain"}) == "plain"


def test_environment_resolves_a_sub_of_parameters_and_refs() -> None:
    platform = functions(load_template())[0]
    sub = replace(platform, environment={"X": {"Fn::Sub": "records-platform/${Stage}/${AWS::Region}"}})
    assert resolve_environment(sub, {}, {"Stage": "dev"}) == {"X": "records-platform/dev/us-east-1"}
    with pytest.raises(TemplateError, match="Nowhere"):
        resolve_environment(replace(platform, environment={"X": {"Fn::Sub": "a-${Nowhere}"}}), {}, {})


def test_the_mcp_function_has_what_every_route_family_it_runs_has() -> None:
    """A tool call runs its route inside the MCP function (mcp_api.server.FamilyApps): the function
    needs each family's variables and policies, and finds each family's App at `<family>_api.handler`."""
    from local_stack.families import families

    resources = load_template()["Resources"]
    mcp = resources["McpFunction"]["Properties"]
    tools = resources["McpToolsPolicy"]["Properties"]["PolicyDocument"]["Statement"]
    routed = [family for family in families() if family.name != "mcp"]
    for family in routed:
        own = resources[family.spec.logical_id]["Properties"]
        assert family.spec.handler == f"{family.name}_api.handler.lambda_handler"
        for policy in own["Policies"]:  # the policy itself, or each of its statements in McpToolsPolicy
            statements = resources[policy["Ref"]]["Properties"]["PolicyDocument"]["Statement"]
            copied = all({k: v for k, v in s.items() if k != "Sid"} in tools for s in statements)
            assert policy in mcp["Policies"] or copied, f"McpFunction lacks {family.name}'s {policy}"
        variables = own.get("Environment", {}).get("Variables", {})
        missing = [name for name in variables if name not in mcp["Environment"]["Variables"]]
        assert missing == [], f"McpFunction lacks {family.name}'s {missing}"
    timeouts = [resources[family.spec.logical_id]["Properties"].get("Timeout", 10) for family in routed]
    assert mcp["Timeout"] >= max(timeouts)
