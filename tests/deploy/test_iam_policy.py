"""The IAM evaluator the deploy tests trust: each case here is one rule of AWS's evaluation logic."""

from __future__ import annotations

from typing import Any

import pytest

from tests.deploy.iam_policy import Request, decide, statements

TABLE = "arn:aws:dynamodb:us-east-1:123456789012:table/t"
BUCKET = "arn:aws:s3:::docs"
VIA_DYNAMODB = {"kms:ViaService": ("dynamodb.us-east-1.amazonaws.com",)}


def allow(action: Any = "*", resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Allow", "Action": action, "Resource": resource, **extra}


def deny(action: Any = "*", resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Deny", "Action": action, "Resource": resource, **extra}


def allowed(request: Request, *allowing: dict[str, Any]) -> bool:
    return decide(request, allowing).allowed


def leading(*keys: str) -> Request:
    return Request("dynamodb:Query", TABLE, {"dynamodb:LeadingKeys": keys})


def by_condition(condition: dict[str, Any], context: dict[str, tuple[str, ...]]) -> bool:
    return allowed(Request("kms:Decrypt", TABLE, context), allow(Condition=condition))


# ---- actions ------------------------------------------------------------------------------------------


def test_action_wildcard_matches_only_its_service() -> None:
    statement = allow("dynamodb:*", TABLE)
    assert allowed(Request("dynamodb:PutItem", TABLE), statement)
    assert not allowed(Request("s3:GetObject", TABLE), statement)


def test_action_prefix_and_question_mark_wildcards() -> None:
    assert allowed(Request("s3:GetObject", BUCKET), allow("s3:Get*"))
    assert not allowed(Request("s3:PutObject", BUCKET), allow("s3:Get*"))
    assert allowed(Request("s3:GetObject", BUCKET), allow("s3:?etObject"))
    assert not allowed(Request("s3:GetObject", BUCKET), allow("s3:?Object"))


def test_action_names_match_case_insensitively() -> None:
    assert allowed(Request("dynamodb:PutItem", TABLE), allow("DynamoDB:putitem"))


def test_action_list_matches_any_listed_action() -> None:
    statement = allow(["dynamodb:GetItem", "dynamodb:Query"], TABLE)
    assert allowed(Request("dynamodb:Query", TABLE), statement)
    assert not allowed(Request("dynamodb:Scan", TABLE), statement)


def test_not_action_matches_every_action_not_listed() -> None:
    statement = {"Effect": "Allow", "NotAction": ["iam:*", "s3:Delete*"], "Resource": "*"}
    assert allowed(Request("s3:GetObject", BUCKET), statement)
    assert not allowed(Request("s3:DeleteObject", BUCKET), statement)
    assert not allowed(Request("iam:PassRole", BUCKET), statement)


# ---- resources ----------------------------------------------------------------------------------------


def test_resource_star_alone_matches_any_arn() -> None:
    assert allowed(Request("s3:GetObject", f"{BUCKET}/a/b"), allow("s3:GetObject", "*"))


def test_resource_names_match_case_sensitively() -> None:
    assert not allowed(Request("dynamodb:GetItem", TABLE), allow("*", TABLE.replace("table/t", "table/T")))
    assert not allowed(Request("dynamodb:GetItem", TABLE), allow("*", TABLE.upper()))


def test_resource_wildcard_in_resource_segment_crosses_slashes_and_colons() -> None:
    pattern = f"{TABLE}/*"
    assert allowed(Request("dynamodb:Query", f"{TABLE}/index/gsi1"), allow("*", pattern))
    assert allowed(Request("dynamodb:GetRecords", f"{TABLE}/stream/2026"), allow("*", pattern))
    assert not allowed(Request("dynamodb:Query", TABLE), allow("*", pattern))
    group = "arn:aws:logs:us-east-1:123456789012:log-group:/aws/lambda/f:log-stream:s"
    assert allowed(Request("logs:PutLogEvents", group), allow("*", "arn:aws:logs:*:*:log-group:*"))


def test_resource_wildcard_in_region_or_account_does_not_cross_a_colon() -> None:
    # A plain glob would let `*` swallow "123456789012:extra" and match.
    odd = "arn:aws:dynamodb:us-east-1:123456789012:extra:table/t"
    assert not allowed(Request("dynamodb:GetItem", odd), allow("*", "arn:aws:dynamodb:us-east-1:*:table/t"))
    assert allowed(Request("dynamodb:GetItem", TABLE), allow("*", "arn:aws:dynamodb:*:*:table/t"))
    assert not allowed(Request("dynamodb:GetItem", TABLE), allow("*", "arn:aws:dynamodb:*:table/t"))


def test_resource_pattern_with_fewer_segments_does_not_match() -> None:
    assert not allowed(Request("dynamodb:GetItem", TABLE), allow("*", "arn:aws:dynamodb:*"))
    assert not allowed(Request("dynamodb:GetItem", TABLE), allow("*", "arn:*"))


def test_resource_question_mark_matches_exactly_one_character() -> None:
    assert allowed(Request("dynamodb:GetItem", TABLE), allow("*", "arn:aws:dynamodb:us-east-?:*:table/?"))
    assert not allowed(
        Request("dynamodb:GetItem", TABLE), allow("*", "arn:aws:dynamodb:us-east-?:*:table/??")
    )


def test_not_resource_matches_every_resource_not_listed() -> None:
    statement = {"Effect": "Allow", "Action": "*", "NotResource": [f"{TABLE}/*", BUCKET]}
    assert allowed(Request("dynamodb:GetItem", TABLE), statement)
    assert not allowed(Request("dynamodb:Query", f"{TABLE}/index/gsi1"), statement)
    assert not allowed(Request("s3:ListBucket", BUCKET), statement)


# ---- deny, implicit deny, reasons ---------------------------------------------------------------------


def test_explicit_deny_in_identity_policy_beats_an_allow() -> None:
    decision = decide(Request("dynamodb:DeleteItem", TABLE), [allow("dynamodb:*"), deny("dynamodb:Delete*")])
    assert not decision.allowed
    assert decision.reason == "explicitly denied by #1"


def test_explicit_deny_in_resource_policy_beats_an_allow() -> None:
    tls_only = deny("s3:*", [BUCKET, f"{BUCKET}/*"], Sid="TlsOnly", Principal={"AWS": "*"})
    tls_only["Condition"] = {"Bool": {"aws:SecureTransport": "false"}}
    request = Request("s3:GetObject", f"{BUCKET}/a", {"aws:SecureTransport": ("false",)})
    decision = decide(request, [allow("s3:GetObject")], [tls_only])
    assert (decision.allowed, decision.reason, decision.statement) == (
        False,
        "explicitly denied by TlsOnly",
        tls_only,
    )
    secure = Request("s3:GetObject", f"{BUCKET}/a", {"aws:SecureTransport": ("true",)})
    assert decide(secure, [allow("s3:GetObject")], [tls_only]).allowed


def test_allow_in_resource_policy_grants_nothing_here() -> None:
    bucket_allow = allow("s3:*", "*", Principal={"AWS": "arn:aws:iam::123456789012:role/r"})
    assert not decide(Request("s3:GetObject", f"{BUCKET}/a"), [], [bucket_allow]).allowed


def test_no_matching_statement_is_an_implicit_deny() -> None:
    decision = decide(Request("s3:GetObject", BUCKET), [allow("dynamodb:*")])
    assert (decision.allowed, decision.reason, decision.statement) == (False, "no statement allows it", None)


def test_reason_names_the_statement_by_sid_else_by_index() -> None:
    named = allow("dynamodb:GetItem", Sid="ReadItems")
    unnamed = allow("dynamodb:Query")
    assert decide(Request("dynamodb:GetItem", TABLE), [named, unnamed]).reason == "allowed by ReadItems"
    decision = decide(Request("dynamodb:Query", TABLE), [named, unnamed])
    assert (decision.reason, decision.statement) == ("allowed by #1", unnamed)


def test_statements_accepts_one_statement_or_a_list() -> None:
    one = allow()
    assert statements({"Version": "2012-10-17", "Statement": one}) == [one]
    assert statements({"Statement": [one, one]}) == [one, one]


# ---- conditions: set operators ------------------------------------------------------------------------

LEADING_KEYS_ONLY = allow(
    "dynamodb:Query", TABLE, Condition={"ForAllValues:StringLike": {"dynamodb:LeadingKeys": ["F#*", "P#*"]}}
)


def test_for_all_values_string_like_denies_when_one_leading_key_is_outside_the_patterns() -> None:
    assert not allowed(leading("F#1", "X#2"), LEADING_KEYS_ONLY)


def test_for_all_values_string_like_allows_when_every_leading_key_matches_some_pattern() -> None:
    assert allowed(leading("F#1", "P#2"), LEADING_KEYS_ONLY)


def test_for_all_values_string_like_passes_an_empty_key() -> None:
    assert allowed(leading(), LEADING_KEYS_ONLY)
    assert allowed(Request("dynamodb:Query", TABLE), LEADING_KEYS_ONLY)


def test_for_any_value_needs_one_matching_value_and_fails_an_empty_key() -> None:
    condition = {"ForAnyValue:StringEquals": {"aws:TagKeys": ["owner", "stage"]}}
    assert by_condition(condition, {"aws:TagKeys": ("cost", "stage")})
    assert not by_condition(condition, {"aws:TagKeys": ("cost",)})
    assert not by_condition(condition, {"aws:TagKeys": ()})
    assert not by_condition(condition, {})


def test_for_all_values_string_not_like_requires_every_value_to_miss_every_pattern() -> None:
    condition = {"ForAllValues:StringNotLike": {"dynamodb:LeadingKeys": ["ADMIN#*", "SYS#*"]}}
    assert by_condition(condition, {"dynamodb:LeadingKeys": ("F#1", "F#2")})
    assert not by_condition(condition, {"dynamodb:LeadingKeys": ("F#1", "SYS#2")})


# ---- conditions: single-valued operators --------------------------------------------------------------


def test_string_equals_on_via_service_matches_one_of_the_listed_services() -> None:
    condition = {
        "StringEquals": {"kms:ViaService": ["s3.us-east-1.amazonaws.com", VIA_DYNAMODB["kms:ViaService"][0]]}
    }
    assert by_condition(condition, VIA_DYNAMODB)
    assert not by_condition(condition, {"kms:ViaService": ("sqs.us-east-1.amazonaws.com",)})
    assert not by_condition(condition, {"kms:ViaService": ("DynamoDB.us-east-1.amazonaws.com",)})
    assert not by_condition(condition, {})


def test_condition_key_names_match_case_insensitively() -> None:
    assert by_condition(
        {"StringEquals": {"KMS:VIASERVICE": "dynamodb.us-east-1.amazonaws.com"}}, VIA_DYNAMODB
    )


def test_string_equals_ignore_case_ignores_the_value_case() -> None:
    assert by_condition(
        {"StringEqualsIgnoreCase": {"kms:ViaService": "DYNAMODB.us-east-1.amazonaws.com"}}, VIA_DYNAMODB
    )
    assert not by_condition(
        {"StringNotEqualsIgnoreCase": {"kms:ViaService": "DYNAMODB.us-east-1.amazonaws.com"}}, VIA_DYNAMODB
    )


def test_string_not_equals_fails_an_absent_key_and_needs_every_value_to_differ() -> None:
    condition = {
        "StringNotEquals": {"kms:ViaService": ["s3.us-east-1.amazonaws.com", "sqs.us-east-1.amazonaws.com"]}
    }
    assert by_condition(condition, VIA_DYNAMODB)
    assert not by_condition(condition, {"kms:ViaService": ("sqs.us-east-1.amazonaws.com",)})
    assert not by_condition(condition, {})


def test_string_like_matches_the_whole_value() -> None:
    assert by_condition({"StringLike": {"kms:ViaService": "dynamodb.*"}}, VIA_DYNAMODB)
    assert not by_condition({"StringLike": {"kms:ViaService": "dynamodb"}}, VIA_DYNAMODB)
    assert not by_condition({"StringLike": {"kms:ViaService": "*.amazonaws"}}, VIA_DYNAMODB)


def test_if_exists_passes_an_absent_key_but_still_checks_a_present_one() -> None:
    condition = {"StringEqualsIfExists": {"kms:ViaService": "s3.us-east-1.amazonaws.com"}}
    assert by_condition(condition, {})
    assert not by_condition(condition, VIA_DYNAMODB)
    assert by_condition({"ForAnyValue:StringLikeIfExists": {"aws:TagKeys": "x*"}}, {})


def test_null_true_means_absent_or_empty_and_false_means_present() -> None:
    assert by_condition({"Null": {"aws:TagKeys": "true"}}, {})
    assert by_condition({"Null": {"aws:TagKeys": "true"}}, {"aws:TagKeys": ()})
    assert not by_condition({"Null": {"aws:TagKeys": "true"}}, {"aws:TagKeys": ("a",)})
    assert by_condition({"Null": {"aws:TagKeys": False}}, {"aws:TagKeys": ("a",)})
    assert not by_condition({"Null": {"aws:TagKeys": "false"}}, {})


def test_bool_compares_true_and_false_case_insensitively() -> None:
    assert by_condition({"Bool": {"aws:SecureTransport": "True"}}, {"aws:SecureTransport": ("true",)})
    assert by_condition({"Bool": {"aws:SecureTransport": True}}, {"aws:SecureTransport": ("TRUE",)})
    assert not by_condition({"Bool": {"aws:SecureTransport": "true"}}, {"aws:SecureTransport": ("false",)})
    assert not by_condition({"Bool": {"aws:SecureTransport": "false"}}, {})


def test_arn_like_condition_matches_segment_by_segment() -> None:
    condition = {"ArnLike": {"aws:SourceArn": "arn:aws:sqs:us-east-1:*:queue-*"}}
    assert by_condition(condition, {"aws:SourceArn": ("arn:aws:sqs:us-east-1:123456789012:queue-a",)})
    assert not by_condition(condition, {"aws:SourceArn": ("arn:aws:sqs:us-east-1:1:2:queue-a",)})
    assert by_condition({"ArnNotEquals": {"aws:SourceArn": TABLE}}, {"aws:SourceArn": (f"{TABLE}x",)})


def test_numeric_operators_compare_numbers_not_strings() -> None:
    assert by_condition({"NumericGreaterThan": {"s3:max-keys": "9"}}, {"s3:max-keys": ("10",)})
    assert by_condition({"NumericLessThanEquals": {"s3:max-keys": 10}}, {"s3:max-keys": ("10.0",)})
    assert not by_condition({"NumericLessThan": {"s3:max-keys": "10"}}, {"s3:max-keys": ("10",)})
    assert by_condition({"NumericNotEquals": {"s3:max-keys": ["1", "2"]}}, {"s3:max-keys": ("3",)})


def test_all_operators_and_all_keys_must_match() -> None:
    condition = {
        "StringEquals": {
            "kms:ViaService": "dynamodb.us-east-1.amazonaws.com",
            "aws:RequestedRegion": "us-east-1",
        },
        "Bool": {"aws:SecureTransport": "true"},
    }
    context = {**VIA_DYNAMODB, "aws:RequestedRegion": ("us-east-1",), "aws:SecureTransport": ("true",)}
    assert by_condition(condition, context)
    assert not by_condition(condition, {**context, "aws:RequestedRegion": ("eu-west-1",)})
    assert not by_condition(condition, {**context, "aws:SecureTransport": ("false",)})


def test_single_valued_operator_on_a_multivalued_key_matches_when_any_value_matches() -> None:
    assert by_condition(
        {"StringLike": {"dynamodb:LeadingKeys": "F#*"}}, {"dynamodb:LeadingKeys": ("X#1", "F#2")}
    )
    assert not by_condition(
        {"StringLike": {"dynamodb:LeadingKeys": "F#*"}}, {"dynamodb:LeadingKeys": ("X#1",)}
    )


# ---- what the evaluator refuses -----------------------------------------------------------------------


def test_unknown_operator_raises() -> None:
    with pytest.raises(ValueError, match="StringMatches"):
        decide(Request("kms:Decrypt", TABLE), [allow(Condition={"StringMatches": {"kms:ViaService": "x"}})])


@pytest.mark.parametrize(
    ("statement", "error"),
    [
        pytest.param(
            {"Effect": "allow", "Action": "*", "Resource": "*"}, "unknown Effect", id="unknown-effect"
        ),
        pytest.param({"Effect": "Allow", "Resource": "*"}, "one of Action or NotAction", id="no-action"),
        pytest.param({"Effect": "Allow", "Action": "*"}, "one of Resource or NotResource", id="no-resource"),
        pytest.param(
            allow("*", "arn:aws:s3:::docs/${aws:username}/*"), "variables", id="variable-in-resource"
        ),
        pytest.param(
            allow(Condition={"StringLike": {"s3:prefix": "${aws:userid}/*"}}),
            "variables",
            id="variable-in-condition",
        ),
        pytest.param(
            allow(Conditions={"Bool": {"aws:SecureTransport": "true"}}), "Conditions", id="misspelt-key"
        ),
        pytest.param(allow(Condition={"NullIfExists": {"k": "true"}}), "Null takes", id="null-if-exists"),
        pytest.param(
            allow(Condition={"ForSomeValues:StringLike": {"k": "v"}}), "ForSome", id="unknown-set-prefix"
        ),
    ],
)
def test_statements_it_cannot_model_raise_whatever_the_request(statement: dict[str, Any], error: str) -> None:
    # The deny comes first and matches: the bad statement must still raise, not be skipped.
    with pytest.raises(ValueError, match=error):
        decide(Request("s3:GetObject", BUCKET), [deny("s3:GetObject"), statement])


def test_resource_policy_deny_with_a_specific_principal_raises() -> None:
    statement = deny("s3:*", Principal={"AWS": "arn:aws:iam::123456789012:role/other"})
    with pytest.raises(ValueError, match="Principal"):
        decide(Request("s3:GetObject", BUCKET), [allow()], [statement])
