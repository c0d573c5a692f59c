"""Documents: the AWS calls of an upload (its file to S3, its item and the storage counter in one
transaction) and of a download answer (a presigned URL: no S3 call at all), counted under moto."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

from kernel import aws
from tests.bench.stacks import family_app
from tests.support import Stack, api_event

X = "/api/v1/x"
MiB = 1 << 20
Counting = Callable[..., AbstractContextManager[Any]]


def aws_calls(stack: Stack, counted: Counting) -> Iterator[tuple[str, Any]]:
    """(label, calls) of each documents request, warm: the same container has answered before."""
    member = stack.member(stack.firm("Bench documents"), "admin")
    token = stack.api_token(member, ["records:write"])
    documents, records = family_app(stack, "documents"), family_app(stack, "records")
    company = _answer(
        records,
        api_event(
            "POST", f"{X}/records/Company", token=token, body={"name": "Bench Co", "companyType": "Portfolio"}
        ),
    )["result"]["id"]
    form = {"entityType": "Company", "entityId": company, "file": ("a.bin", "application/octet-stream", b"")}

    def upload(key: str) -> dict[str, Any]:
        sent = {**form, "file": ("a.bin", "application/octet-stream", os.urandom(MiB))}
        return api_event("POST", f"{X}/documents", token=token, form=sent, headers={"Idempotency-Key": key})

    warm = _answer(documents, upload("warm-up"))
    _answer(documents, api_event("GET", f"{X}/documents/{warm['id']}/download", token=token))
    s3 = aws.client("s3")
    with counted(s3) as calls:
        made = _answer(documents, upload("bench-1"))
    yield "POST /documents (1 MiB form, Idempotency-Key)", calls
    with counted(s3) as calls:
        _answer(documents, api_event("GET", f"{X}/documents/{made['id']}/download", token=token))
    yield "GET /documents/{id}/download", calls
    with counted(s3) as calls:
        _answer(
            documents,
            api_event("GET", f"{X}/documents", token=token, query=f"entityType=Company&entityId={company}"),
        )
    yield "GET /documents?entityType=&entityId= (2 items)", calls


def _answer(app: Any, event: dict[str, Any]) -> dict[str, Any]:
    response = app.lambda_handler(event, None)
    assert response["statusCode"] in (200, 201), response
    answer: dict[str, Any] = json.loads(response["body"])
    return answer
