"""Documents and usage (spec 2.5, 4.6) under moto: a multipart upload onto a live record, its file in S3
under the firm's prefix and its metadata with the storage counter in one transaction; presigned
downloads and uploads; what a hostile form, another firm's ids or a race leave behind (nothing)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

import boto3
import pytest

from documents_api.files import DocumentFiles
from documents_api.handler import create_app
from kernel.form_data import MAX_PARTS
from records_api.handler import create_app as records_app
from tests.integration.records_support import TickingClock
from tests.support import BOUNDARY, FormValue, Member, Result, Stack, api_event, call, multipart

X = "/api/v1/x"
PATH = f"{X}/documents"
PDF = b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n"
NOBODY = "doc_" + "0" * 26


def s3() -> Any:
    return boto3.client("s3", region_name="us-east-1")


def bucket() -> str:
    return os.environ["DOCUMENTS_BUCKET"]


def keys_under(prefix: str) -> list[str]:
    listed = s3().list_objects_v2(Bucket=bucket(), Prefix=prefix)
    return sorted(each["Key"] for each in listed.get("Contents", []))


@dataclass
class Firm:
    stack: Stack
    member: Member
    token: str
    app: Any
    records: Any

    def call(self, method: str, path: str = PATH, **kwargs: Any) -> Result:
        kwargs.setdefault("token", self.token)
        return call(self.app, method, path, **kwargs)

    def company(self, name: str = "Acme") -> str:
        made = call(
            self.records,
            "POST",
            f"{X}/records/Company",
            token=self.token,
            body={"name": name, "companyType": "Portfolio"},
        )
        assert made.status == 201, made.body
        record_id: str = made.body["result"]["id"]
        return record_id

    def upload(self, entity_id: str, data: bytes = PDF, name: str = "teaser.pdf", **kwargs: Any) -> Result:
        form: dict[str, FormValue] = {
            "entityType": "Company",
            "entityId": entity_id,
            "file": (name, "application/pdf", data),
        }
        return self.call("POST", form=form, **kwargs)

    def usage(self) -> dict[str, Any]:
        answer = self.call("GET", f"{X}/usage")
        assert answer.status == 200, answer.body
        return dict(answer.body)

    def prefix(self, area: str = "documents") -> str:
        return f"{area}/{self.member.firm_id}/"


def firm_for(stack: Stack, role: str = "admin", firm_id: str | None = None) -> Firm:
    member = stack.member(firm_id or stack.firm(), role)
    token = stack.api_token(member, ["records:write"])
    return Firm(stack, member, token, stack.app(create_app()), stack.app(records_app()))


@pytest.fixture
def f(stack: Stack) -> Firm:
    stack.clock = TickingClock()  # ids in the order things were made
    return firm_for(stack)


# ---- direct upload ---------------------------------------------------------------------------------


def test_an_upload_stores_the_file_under_the_firm_and_its_metadata_with_the_storage_counter(f: Firm) -> None:
    company = f.company()
    made = f.upload(company, name="Q3 teaser.pdf")
    assert made.status == 201, made.body
    document = made.body
    assert {k: document[k] for k in ("entityType", "entityId", "name", "contentType", "size", "sha256")} == {
        "entityType": "Company",
        "entityId": company,
        "name": "Q3 teaser.pdf",
        "contentType": "application/pdf",
        "size": len(PDF),
        "sha256": hashlib.sha256(PDF).hexdigest(),
    }
    assert document["createdBy"] == f.member.user_id
    assert "file" not in document
    assert made.headers["Location"] == f"{PATH}/{document['id']}"
    key = f"{f.prefix()}{document['id']}"
    stored = s3().get_object(Bucket=bucket(), Key=key)
    assert stored["Body"].read() == PDF
    assert stored["ContentType"] == "application/pdf"
    assert f.usage()["storage"] == {"documentBytes": len(PDF), "documents": 1}
    assert f.call("GET", f"{PATH}/{document['id']}").body == document


def test_documents_are_listed_per_record_and_both_filters_are_required(f: Firm) -> None:
    first, second = f.company("One"), f.company("Two")
    mine = [f.upload(first, name=f"{n}.pdf").body["id"] for n in range(3)]
    f.upload(second)
    listed = f.call("GET", query=f"entityType=Company&entityId={first}")
    assert [each["id"] for each in listed.body["items"]] == mine[::-1]
    for query in (f"entityId={first}", "entityType=Company", ""):
        refused = f.call("GET", query=query)
        assert (refused.status, refused.code) == (400, "invalid_request"), query
    assert f.call("GET", query="entityType=Company&entityId=rec_" + "0" * 26).status == 404


def test_a_download_is_a_presigned_attachment_url_valid_for_five_minutes(f: Firm) -> None:
    document = f.upload(f.company(), name='report "final" é.pdf').body
    answer = f.call("GET", f"{PATH}/{document['id']}/download")
    assert answer.status == 200, answer.body
    url = urlsplit(answer.body["url"])
    assert url.path.endswith(f"/{f.prefix()}{document['id']}")
    query = parse_qs(url.query)
    assert query["response-content-disposition"] == [
        "attachment; filename*=UTF-8''report%20%22final%22%20%C3%A9.pdf"
    ]
    assert query["response-content-type"] == ["application/pdf"]
    assert answer.body["sha256"] == document["sha256"]
    assert answer.body["size"] == len(PDF)
    assert answer.body["expiresAt"] > document["createdAt"]


def test_a_delete_removes_the_file_and_uncounts_it(f: Firm) -> None:
    company = f.company()
    kept, gone = f.upload(company, name="a.pdf").body, f.upload(company, data=b"12345", name="b.pdf").body
    assert f.call("DELETE", f"{PATH}/{gone['id']}").status == 200
    assert keys_under(f.prefix()) == [f"{f.prefix()}{kept['id']}"]
    assert f.usage()["storage"] == {"documentBytes": len(PDF), "documents": 1}
    for method, suffix in (("GET", ""), ("GET", "/download"), ("DELETE", "")):
        assert f.call(method, f"{PATH}/{gone['id']}{suffix}").status == 404


def test_a_retried_upload_stores_one_document_and_counts_it_once(f: Firm) -> None:
    company = f.company()
    first = f.upload(company, headers={"Idempotency-Key": "upload-1"})
    again = f.upload(company, headers={"Idempotency-Key": "upload-1"})
    assert (first.status, again.status, again.body) == (201, 201, first.body)
    assert again.headers["Idempotent-Replayed"] == "true"
    other = f.upload(company, data=b"other bytes", headers={"Idempotency-Key": "upload-1"})
    assert (other.status, other.code) == (409, "idempotency_conflict")
    assert len(keys_under(f.prefix())) == 1
    assert f.usage()["storage"] == {"documentBytes": len(PDF), "documents": 1}


# ---- hostile forms -----------------------------------------------------------------------------------


def test_a_file_over_the_direct_limit_is_413_naming_the_presigned_path_and_nothing_is_stored(f: Firm) -> None:
    refused = f.upload(f.company(), data=b"\0" * (4 * 1024 * 1024 + 1))
    assert (refused.status, refused.code) == (413, "payload_too_large")
    assert f"{PATH}/uploads" in refused.body["error"]["message"]
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


def test_json_is_415_on_the_upload_and_a_form_is_415_everywhere_else(f: Firm) -> None:
    company = f.company()
    as_json = f.call("POST", body={"entityType": "Company", "entityId": company})
    assert (as_json.status, as_json.code) == (415, "unsupported_media_type")
    assert "multipart/form-data" in as_json.body["error"]["message"]
    elsewhere = f.call("PUT", f"{X}/usage/ai/limits", form={"monthlyCredits": "10"})
    assert (elsewhere.status, elsewhere.code) == (415, "unsupported_media_type")


def _raw(
    f: Firm, body: bytes, content_type: str = f"multipart/form-data; boundary={BOUNDARY}", path: str = PATH
) -> Result:
    """These exact bytes as the body, base64-encoded once as API Gateway sends a binary body (api_event's
    `base64_body` encodes a text body, so bytes that are not UTF-8 cannot go through it)."""
    event = api_event("POST", path, token=f.token, headers={"content-type": content_type})
    event |= {"body": base64.b64encode(body).decode(), "isBase64Encoded": True}
    response = f.app.lambda_handler(event, None)
    return Result(response["statusCode"], response.get("headers", {}), json.loads(response["body"]))


def test_malformed_forms_are_400_invalid_form_and_nothing_is_stored(f: Firm) -> None:
    company = f.company()
    _, good = multipart(
        {"entityType": "Company", "entityId": company, "file": ("a.pdf", "application/pdf", PDF)}
    )
    part = f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="x{{}}"\r\n\r\nv\r\n'
    cases = {
        "cut before its closing boundary": good[:-40],
        "a field sent twice": good.replace(b'name="entityType"', b'name="entityId"', 1),
        "a part without a name": good.replace(b'form-data; name="entityType"', b"form-data", 1),
        "too many parts": "".join(part.format(n) for n in range(MAX_PARTS + 1)).encode() + good,
        "a text field over 4 KiB": multipart({"entityType": "C" * 5000})[1],
        "a text field not UTF-8": good.replace(b"Company", b"\xff\xfeCompany", 1),
        "no file name": good.replace(b'; filename="a.pdf"', b'; filename=""', 1),
        "a bad content type": good.replace(b"Content-Type: application/pdf", b"Content-Type: pdf", 1),
    }
    for case, body in cases.items():
        refused = _raw(f, body)
        assert (refused.status, refused.code) == (400, "invalid_form"), (case, refused.body)
    no_boundary = _raw(f, good, "multipart/form-data")
    assert (no_boundary.status, no_boundary.code) == (400, "invalid_form")
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


def test_form_fields_are_checked_as_a_body_is_naming_each_field(f: Firm, stack: Stack) -> None:
    company = f.company()
    theirs = firm_for(stack).company()
    cases: dict[str, tuple[dict[str, FormValue], str]] = {
        "empty file": (
            {"entityType": "Company", "entityId": company, "file": ("a.pdf", "application/pdf", b"")},
            "file",
        ),
        "file sent as text": ({"entityType": "Company", "entityId": company, "file": "PDF bytes"}, "file"),
        "unknown type": (
            {"entityType": "Fund", "entityId": company, "file": ("a", "text/plain", b"x")},
            "entityType",
        ),
        "another firm's record": (
            {"entityType": "Company", "entityId": theirs, "file": ("a", "text/plain", b"x")},
            "entityId",
        ),
        "a person id as a company": (
            {"entityType": "Person", "entityId": company, "file": ("a", "text/plain", b"x")},
            "entityId",
        ),
        "an extra field": (
            {
                "entityType": "Company",
                "entityId": company,
                "file": ("a", "text/plain", b"x"),
                "tenantIdx": "y",
            },
            "tenantIdx",
        ),
    }
    for case, (form, field) in cases.items():
        refused = f.call("POST", form=form)
        assert (refused.status, refused.code) == (400, "invalid_request"), (case, refused.body)
        assert field in [d["field"] for d in refused.body["error"]["details"]], (case, refused.body)
    tenant = f.call(
        "POST",
        form={
            "entityType": "Company",
            "entityId": company,
            "tenantId": "frm_x",
            "file": ("a", "text/plain", b"x"),
        },
    )
    assert (tenant.status, tenant.code) == (400, "tenant_in_request")
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


def test_a_file_name_keeps_no_folders_and_no_invisible_characters(f: Firm) -> None:
    company = f.company()
    for sent, kept in (
        ("../../etc/passwd", "passwd"),
        ("C:\\Users\\x\\memo.docx", "memo.docx"),
        ("inv\u202eoice\u200b.pdf", "invoice.pdf"),
    ):
        made = f.upload(company, name=sent)
        assert (made.status, made.body.get("name")) == (201, kept), made.body


def test_another_firms_documents_are_404_and_untouched(f: Firm, stack: Stack) -> None:
    theirs = firm_for(stack)
    document = theirs.upload(theirs.company()).body
    for method, suffix in (("GET", ""), ("GET", "/download"), ("DELETE", "")):
        assert f.call(method, f"{PATH}/{document['id']}{suffix}").status == 404
    for hostile in (NOBODY, "not-an-id", "doc_x%2F..%2Fy"):
        assert f.call("GET", f"{PATH}/{hostile}/download").status == 404
    assert theirs.call("GET", f"{PATH}/{document['id']}").status == 200
    assert keys_under(theirs.prefix()) == [f"{theirs.prefix()}{document['id']}"]


def test_a_record_deleted_while_its_file_goes_in_refuses_the_document_and_leaves_no_file(
    f: Firm, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = call(f.records, "POST", f"{X}/records/Lead", token=f.token, body={"name": "Inbound lead"})
    lead = made.body["result"]["id"]
    put = DocumentFiles.put

    def put_then_delete_the_record(self: DocumentFiles, *args: Any, **kwargs: Any) -> None:
        put(self, *args, **kwargs)
        assert call(f.records, "DELETE", f"{X}/records/Lead/{lead}", token=f.token).status == 200

    monkeypatch.setattr(DocumentFiles, "put", put_then_delete_the_record)
    refused = f.call(
        "POST", form={"entityType": "Lead", "entityId": lead, "file": ("a.pdf", "application/pdf", PDF)}
    )
    assert (refused.status, refused.code) == (400, "invalid_request")
    assert [d["field"] for d in refused.body["error"]["details"]] == ["entityId"]
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


# ---- presigned uploads ---------------------------------------------------------------------------------


def start(f: Firm, entity_id: str, size: int, content_type: str = "application/pdf") -> Result:
    return f.call(
        "POST",
        f"{PATH}/uploads",
        body={
            "entityType": "Company",
            "entityId": entity_id,
            "filename": "data room.pdf",
            "contentType": content_type,
            "size": size,
        },
    )


def test_a_presigned_upload_becomes_a_document_once(f: Firm) -> None:
    company = f.company()
    data = os.urandom(3 * 1024 * 1024 + 7)
    started = start(f, company, len(data))
    assert started.status == 201, started.body
    upload, form = started.body, started.body["form"]
    key = f"{f.prefix('uploads')}{upload['id']}"
    assert form["fields"]["key"] == key
    assert form["maxBytes"] == len(data)
    assert {"policy", "Content-Type"} <= form["fields"].keys()
    complete = f"{PATH}/uploads/{upload['id']}/complete"
    missing = f.call("POST", complete)
    assert (missing.status, missing.code) == (409, "upload_missing")
    s3().put_object(Bucket=bucket(), Key=key, Body=data, ContentType="application/pdf")  # as the POST would
    done = f.call("POST", complete)
    assert done.status == 201, done.body
    document = done.body
    assert (document["size"], document["sha256"], document["name"]) == (
        len(data),
        hashlib.sha256(data).hexdigest(),
        "data room.pdf",
    )
    assert done.headers["Location"] == f"{PATH}/{document['id']}"
    assert s3().get_object(Bucket=bucket(), Key=f"{f.prefix()}{document['id']}")["Body"].read() == data
    assert keys_under(f.prefix("uploads")) == []
    assert f.usage()["storage"] == {"documentBytes": len(data), "documents": 1}
    again = f.call("POST", complete)
    assert (again.status, again.code, again.body["error"]["documentId"]) == (
        409,
        "upload_completed",
        document["id"],
    )
    assert f.call("GET", f"{PATH}/uploads/{upload['id']}").body["documentId"] == document["id"]
    assert f.usage()["storage"]["documents"] == 1


def test_an_uploaded_file_that_is_not_what_was_announced_is_409_and_stores_nothing(f: Firm) -> None:
    company = f.company()
    for stored, content_type in ((b"x" * 99, "application/pdf"), (b"x" * 100, "text/html")):
        upload = start(f, company, 100).body
        s3().put_object(
            Bucket=bucket(), Key=f"{f.prefix('uploads')}{upload['id']}", Body=stored, ContentType=content_type
        )
        refused = f.call("POST", f"{PATH}/uploads/{upload['id']}/complete")
        assert (refused.status, refused.code) == (409, "upload_mismatch"), refused.body
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


def test_an_upload_announcement_is_checked(f: Firm, stack: Stack) -> None:
    company = f.company()
    theirs = firm_for(stack).company()
    for changes, field in (
        ({"size": 100 * 1024 * 1024 + 1}, "size"),
        ({"size": 0}, "size"),
        ({"contentType": "PDF"}, "contentType"),
        ({"filename": "a/b.pdf"}, "filename"),
        ({"entityId": theirs}, "entityId"),
    ):
        body = {
            "entityType": "Company",
            "entityId": company,
            "filename": "a.pdf",
            "contentType": "application/pdf",
            "size": 10,
        } | changes
        refused = f.call("POST", f"{PATH}/uploads", body=body)
        assert (refused.status, [d["field"] for d in refused.body["error"]["details"]]) == (400, [field]), (
            changes
        )


def test_another_firms_upload_cannot_be_completed_or_read(f: Firm, stack: Stack) -> None:
    theirs = firm_for(stack)
    upload = start(theirs, theirs.company(), 10).body
    assert f.call("POST", f"{PATH}/uploads/{upload['id']}/complete").status == 404
    assert f.call("GET", f"{PATH}/uploads/{upload['id']}").status == 404


# ---- usage -----------------------------------------------------------------------------------------


def test_usage_starts_empty_and_an_admin_sets_the_monthly_ai_limit(f: Firm, stack: Stack) -> None:
    assert f.usage() == {
        "month": "2027-01",
        "storage": {"documentBytes": 0, "documents": 0},
        "ai": {"creditsUsed": 0, "monthlyLimit": None, "remaining": None},
    }
    limits = f"{X}/usage/ai/limits"
    set_ = f.call("PUT", limits, body={"monthlyCredits": 5000})
    assert (set_.status, set_.body["monthlyCredits"], set_.headers["ETag"]) == (200, 5000, '"1"')
    assert f.usage()["ai"] == {"creditsUsed": 0, "monthlyLimit": 5000, "remaining": 5000}
    stale = f.call("PUT", limits, body={"monthlyCredits": 10}, headers={"If-Match": '"9"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    for bad in (0, -1, 1.5, "100", None, 10**12, True):
        refused = f.call("PUT", limits, body={"monthlyCredits": bad})
        assert (refused.status, refused.body["error"]["details"][0]["field"]) == (400, "monthlyCredits"), bad
    member = firm_for(stack, role="member", firm_id=f.member.firm_id)
    assert member.call("PUT", limits, body={"monthlyCredits": 1}).status == 403
    assert member.usage()["ai"]["monthlyLimit"] == 5000
