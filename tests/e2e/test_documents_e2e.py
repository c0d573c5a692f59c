"""Documents over real HTTP on the local stack (spec 4.6), S3 served by its moto: a 1 MiB file
uploaded as a form and downloaded through its presigned URL, a 12 MiB one through a presigned upload,
each compared by SHA-256, and the firm's usage counting both."""

from __future__ import annotations

import hashlib
import os

import httpx
import pytest

from tests.e2e.test_local_stack import LocalStack
from tests.e2e.test_sidebar_e2e import Member, answer

pytestmark = pytest.mark.e2e

MiB = 1 << 20


def test_a_form_upload_and_a_presigned_upload_come_back_byte_for_byte(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    me = Member(client, local_stack.api_token)
    company = me.record("Company", name="Data Room Co", companyType="Portfolio")
    before = me.get("/usage")["storage"]

    small = os.urandom(MiB)
    sent = me.call(
        "POST",
        "/documents",
        data={"entityType": "Company", "entityId": company},
        files={"file": ("model.xlsx", small, "application/vnd.ms-excel")},
    )
    document = answer(sent, 201)
    assert document["sha256"] == hashlib.sha256(small).hexdigest()
    link = me.get(f"/documents/{document['id']}/download")
    downloaded = httpx.get(link["url"], timeout=30)  # S3's URL, no bearer token
    assert downloaded.status_code == 200
    assert hashlib.sha256(downloaded.content).hexdigest() == document["sha256"]
    assert downloaded.headers["content-disposition"].startswith("attachment;")

    large = os.urandom(12 * MiB)
    upload = me.post(
        "/documents/uploads",
        {
            "entityType": "Company",
            "entityId": company,
            "filename": "data-room.zip",
            "contentType": "application/zip",
            "size": len(large),
        },
    )
    form = upload["form"]
    posted = httpx.post(
        form["url"], data=form["fields"], files={"file": ("data-room.zip", large)}, timeout=60
    )
    assert posted.status_code in (200, 201, 204), posted.text
    made = me.post(f"/documents/uploads/{upload['id']}/complete")
    assert (made["size"], made["sha256"]) == (len(large), hashlib.sha256(large).hexdigest())
    again = httpx.get(me.get(f"/documents/{made['id']}/download")["url"], timeout=60)
    assert hashlib.sha256(again.content).hexdigest() == made["sha256"]

    listed = me.get("/documents", entityType="Company", entityId=company)
    assert [each["id"] for each in listed["items"]] == [made["id"], document["id"]]
    after = me.get("/usage")["storage"]
    assert after == {
        "documentBytes": before["documentBytes"] + len(small) + len(large),
        "documents": before["documents"] + 2,
    }
    too_big = me.call(
        "POST",
        "/documents",
        data={"entityType": "Company", "entityId": company},
        files={"file": ("big.bin", b"\0" * (4 * MiB + 1), "application/octet-stream")},
    )
    assert (too_big.status_code, too_big.json()["error"]["code"]) == (413, "payload_too_large")
