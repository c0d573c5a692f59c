"""Bodies and answers of the connector routes beyond the definition itself (connectors.definition)."""

from __future__ import annotations

from connectors.secrets import SECRET_TEXT
from kit.fields import Boolean, Choice, Fields, Integer, Json, Key, Object, Text

SECRET_BODY = Fields(
    "SecretBody",
    # The message never repeats the value: this is the one body whose content must not echo.
    {"secret": Text(max_length=4096, pattern=SECRET_TEXT.pattern, description="Write-only.",
                    pattern_says="1 to 4096 visible ASCII characters (spaces inside only): it is sent as a "
                                 "header value")},
    example={"secret": "<SECRET>"},
)  # fmt: skip
SECRET_SET = Fields("SecretSet", {"secretSet": Boolean()})

TEST_BODY = Fields(
    "TestBody",
    {"operationKey": Key(), "parameters": Json(most=30, required=False, default={})},
    example={"operationKey": "findCompany", "parameters": {"companyId": "4711"}},
)
TEST_REPORT = Fields("TestReport", {
    "operationKey": Text(max_length=64),
    "request": Json(description="The method and the URL called (the draft's)."),
    "outcome": Choice("answered", "failed", description="answered, or failed (no answer: see failure)"),
    "status": Integer(required=False),
    "durationMs": Integer(required=False),
    "contentType": Text(max_length=200, required=False),
    "outputs": Json(required=False, description="Each output, by its $.field path."),
    "bodyExcerpt": Text(min_length=0, max_length=2100, multiline=True, required=False,
                        description="The first 2,000 characters, secret-free."),
    "bodyTruncated": Boolean(required=False),
    "redirectLocation": Text(max_length=2048, required=False,
                             description="Where a 30x pointed (not followed)."),
    "failure": Object(required=False, fields={
        "code": Choice("timeout", "connect_failed", "tls_failed", "protocol_error"),
        "message": Text(max_length=500, multiline=True),
    }),
})  # fmt: skip
