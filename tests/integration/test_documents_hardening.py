"""Documents hardening (issue 36, item 9), under moto: a file name that names no file (`.`, `..`, only
dots, blank, folders) or is not UTF-8 is 400 on every route that takes one and stores nothing; a
download's Content-Disposition carries any stored name without letting it end the header, close a
quote or add a parameter; and the documents of a soft-deleted record follow it (404 by id, on
download, on delete and in the list filtered by it) while `/usage` keeps counting their bytes."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

from tests.integration.records_support import TickingClock
from tests.integration.test_documents import (
    NOBODY,
    PATH,
    PDF,
    Firm,
    X,
    _raw,
    bucket,
    firm_for,
    keys_under,
    s3,
)
from tests.support import Result, Stack, call, multipart

# What `filename*` may hold after UTF-8'' (RFC 8187 attr-char and %XX), of what quote() leaves bare
DISPOSITION = re.compile(r"attachment; filename\*=UTF-8''(?P<name>[A-Za-z0-9%._~-]+)")


@pytest.fixture
def f(stack: Stack) -> Firm:
    stack.clock = TickingClock()  # ids in the order things were made
    return firm_for(stack)


def record(f: Firm, record_type: str, name: str = "Inbound") -> str:
    made = call(f.records, "POST", f"{X}/records/{record_type}", token=f.token, body={"name": name})
    assert made.status == 201, made.body
    record_id: str = made.body["result"]["id"]
    return record_id


def delete_record(f: Firm, record_type: str, record_id: str) -> None:
    deleted = call(f.records, "DELETE", f"{X}/records/{record_type}/{record_id}", token=f.token)
    assert deleted.status == 200, deleted.body


def upload_onto(f: Firm, record_type: str, record_id: str, name: str = "memo.pdf") -> dict[str, Any]:
    form = {"entityType": record_type, "entityId": record_id, "file": (name, "application/pdf", PDF)}
    made = f.call("POST", form=form)
    assert made.status == 201, made.body
    return dict(made.body)


def start_upload(f: Firm, company: str, filename: str) -> Result:
    body = {
        "entityType": "Company",
        "entityId": company,
        "filename": filename,
        "contentType": "application/pdf",
        "size": len(PDF),
    }
    return f.call("POST", f"{PATH}/uploads", body=body)


def presigned_document(f: Firm, company: str, filename: str) -> dict[str, Any]:
    """A document made through a presigned upload (a JSON name: quotes and semicolons stay as sent)."""
    started = start_upload(f, company, filename)
    assert started.status == 201, started.body
    key = f"{f.prefix('uploads')}{started.body['id']}"
    s3().put_object(Bucket=bucket(), Key=key, Body=PDF, ContentType="application/pdf")
    done = f.call("POST", f"{PATH}/uploads/{started.body['id']}/complete")
    assert done.status == 201, done.body
    return dict(done.body)


def disposition(f: Firm, document_id: str) -> tuple[str, dict[str, Any]]:
    """The Content-Disposition the download URL makes S3 answer, and the download answer."""
    answer = f.call("GET", f"{PATH}/{document_id}/download")
    assert answer.status == 200, answer.body
    (header,) = parse_qs(urlsplit(answer.body["url"]).query)["response-content-disposition"]
    return header, dict(answer.body)


def stored_uploads(stack: Stack, f: Firm) -> list[dict[str, Any]]:
    """The firm's upload items: one Query of their partition, not a Scan."""
    page = stack.dynamodb.query(
        TableName=stack.settings.data_table,
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": f"{f.member.firm_id}#KIT#document-uploads"}},
        ConsistentRead=True,
    )
    return list(page["Items"])


def form_naming(company: str, file_name: bytes, data: bytes = PDF) -> bytes:
    """An upload form's bytes whose file part's Content-Disposition ends in `file_name` as sent (say
    `filename="..."`, or `filename*=...`)."""
    form = {"entityType": "Company", "entityId": company, "file": ("a.pdf", "application/pdf", data)}
    return multipart(form)[1].replace(b'filename="a.pdf"', file_name, 1)


def assert_refused(answer: Result, field: str, case: object) -> None:
    assert (answer.status, answer.code) == (400, "invalid_request"), (case, answer.body)
    assert [d["field"] for d in answer.body["error"]["details"]] == [field], (case, answer.body)


def assert_no_document(f: Firm, company: str) -> None:
    listed = f.call("GET", query=f"entityType=Company&entityId={company}")
    assert listed.body["items"] == []
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"] == {"documentBytes": 0, "documents": 0}


# ---- file names: a form's file part -----------------------------------------------------------------


def test_a_form_file_named_dot_or_dot_dot_is_400_naming_file_and_nothing_is_stored(f: Firm) -> None:
    company = f.company()
    # the form reader keeps the last path segment and trims it: each of these arrives as dots only
    for sent in (".", "..", "a/..", "x\\..", " .. ", "...", "../.."):
        refused = f.upload(company, name=sent)
        assert_refused(refused, "file", sent)
    assert_no_document(f, company)


def test_a_form_file_name_with_bytes_that_are_not_utf8_is_400_naming_file_and_nothing_is_stored(
    f: Firm,
) -> None:
    company = f.company()
    for case, name in {
        "Latin-1": b"r\xe9sum\xe9.pdf",
        "not UTF-8 at all": b"\xff\xfe.pdf",
        "a surrogate as UTF-8 bytes": b"\xed\xa0\x80.pdf",
        "an overlong '..'": b"\xc0\xae\xc0\xae",
    }.items():
        refused = _raw(f, form_naming(company, b'filename="' + name + b'"'))
        assert_refused(refused, "file", case)
    assert_no_document(f, company)
    good = _raw(f, form_naming(company, b'filename="r\xc3\xa9sum\xc3\xa9.pdf"'))  # the same name in UTF-8
    assert (good.status, good.body.get("name")) == (201, "r\u00e9sum\u00e9.pdf"), good.body


def test_a_form_file_named_only_by_filename_star_is_no_file_part_and_nothing_is_stored(f: Firm) -> None:
    """RFC 7578 (4.2): a form's file name is `filename`; `filename*` is not used there, so a part with
    only `filename*` (valid, percent-encoded bytes that are not UTF-8, or a lone surrogate) is no file."""
    company = f.company()
    for star in ("UTF-8''memo.pdf", "UTF-8''%FF%FE.pdf", "UTF-8''%ED%A0%80.pdf", "UTF-8''..", "UTF-8''%zz"):
        refused = _raw(f, form_naming(company, f"filename*={star}".encode(), data=b"x"))
        assert_refused(refused, "file", star)
    made = _raw(f, form_naming(company, b"filename=\"a.pdf\"; filename*=UTF-8''%FF.."))
    assert (made.status, made.body.get("name")) == (201, "a.pdf"), made.body  # `filename` is the name


# ---- file names: a presigned upload's `filename` ----------------------------------------------------


def test_a_presigned_upload_named_dots_blank_or_with_folders_is_400_naming_filename_and_stores_nothing(
    f: Firm, stack: Stack
) -> None:
    company = f.company()
    hostile = (".", "..", " .. ", "...", "", "   ", "a/b.pdf", "a\\b.pdf", "..\\..\\x", "\ufffd.pdf",
               "r\ufffdsum\ufffd.pdf", "a\r\nb.pdf", "a\nContent-Type: text/html",
               "inv\u202efdp.exe")  # fmt: skip
    for sent in hostile:
        assert_refused(start_upload(f, company, sent), "filename", sent)
    assert stored_uploads(stack, f) == []
    assert keys_under(f.prefix("uploads")) == []


def test_a_presigned_upload_name_that_is_not_utf8_is_400_and_stores_nothing(f: Firm, stack: Stack) -> None:
    """Bytes that are not UTF-8, or a lone surrogate escape, make the JSON itself unreadable: the kernel
    refuses the body (400 `invalid_json`) before any field is looked at."""
    company = f.company()
    head = f'{{"entityType": "Company", "entityId": "{company}", "contentType": "text/plain", "size": 5, '
    for case, name in {
        "bytes not UTF-8": b'"filename": "\xff\xfe.pdf"}',
        "a lone high surrogate": b'"filename": "\\ud800.pdf"}',
        "a lone low surrogate": b'"filename": "a\\udfff"}',
    }.items():
        refused = _raw(f, head.encode() + name, "application/json", path=f"{PATH}/uploads")
        assert (refused.status, refused.code) == (400, "invalid_json"), (case, refused.body)
    assert stored_uploads(stack, f) == []


# ---- the download's Content-Disposition -----------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        'report "final".pdf',  # a quote cannot close a quoted filename: there is none
        'x.pdf"; filename="evil.html',  # nor add a second filename parameter
        "a.pdf; filename*=UTF-8''evil.html",  # ; and = and ' are encoded
        "a%0D%0ASet-Cookie: x=1.pdf",  # a CR LF spelled out stays text (%25 0D)
        "naïve résumé 📄.pdf",  # non-ASCII as UTF-8 bytes
        "C:evil, it's.pdf",
    ],
)
def test_a_download_disposition_encodes_every_hostile_character_and_round_trips_the_name(
    f: Firm, name: str
) -> None:
    document = presigned_document(f, f.company(), name)
    header, answer = disposition(f, document["id"])
    encoded = DISPOSITION.fullmatch(header)
    assert encoded is not None, header
    assert unquote(encoded["name"], errors="strict") == name == answer["name"]


def test_a_name_stored_before_the_rule_downloads_under_the_document_id(f: Firm, stack: Stack) -> None:
    """Documents named `..` (or with U+FFFD) before names were checked keep their name, but a download
    never offers it: the file saves as the document's id."""
    company = f.company()
    for legacy in ("..", ".", "r\ufffdsum\ufffd.pdf"):
        document = upload_onto(f, "Company", company)
        stack.dynamodb.update_item(
            TableName=stack.settings.data_table,
            Key={"pk": {"S": f"{f.member.firm_id}#KIT#documents"}, "sk": {"S": document["id"]}},
            UpdateExpression="SET #name = :name",
            ExpressionAttributeNames={"#name": "name"},
            ExpressionAttributeValues={":name": {"S": legacy}},
        )
        header, answer = disposition(f, document["id"])
        assert header == f"attachment; filename*=UTF-8''{document['id']}", legacy
        assert answer["name"] == document["id"]
        assert f.call("GET", f"{PATH}/{document['id']}").body["name"] == legacy


# ---- documents of a soft-deleted record -----------------------------------------------------------------


@pytest.mark.parametrize("record_type", ["Lead", "Investor"])
def test_the_documents_of_a_soft_deleted_record_are_404_by_id_on_download_and_on_delete(
    f: Firm, record_type: str
) -> None:
    gone, kept = record(f, record_type, "Gone"), record(f, record_type, "Kept")
    hidden, shown = upload_onto(f, record_type, gone), upload_onto(f, record_type, kept)
    delete_record(f, record_type, gone)
    unknown = f.call("GET", f"{PATH}/{NOBODY}")
    for method, suffix in (("GET", ""), ("GET", "/download"), ("DELETE", "")):
        refused = f.call(method, f"{PATH}/{hidden['id']}{suffix}")
        assert (refused.status, refused.code) == (404, "not_found"), (method, suffix, refused.body)
        assert refused.body["error"]["message"] == unknown.body["error"]["message"]  # nothing told apart
    assert f.call("GET", f"{PATH}/{shown['id']}").status == 200
    assert f.call("GET", f"{PATH}/{shown['id']}/download").status == 200
    assert keys_under(f.prefix()) == sorted(f"{f.prefix()}{d['id']}" for d in (hidden, shown))  # kept


def test_the_list_of_a_soft_deleted_records_documents_is_404(f: Firm) -> None:
    lead = record(f, "Lead")
    upload_onto(f, "Lead", lead)
    delete_record(f, "Lead", lead)
    listed = f.call("GET", query=f"entityType=Lead&entityId={lead}")
    assert (listed.status, listed.code) == (404, "not_found"), listed.body


def test_usage_keeps_counting_the_documents_of_a_soft_deleted_record(f: Firm) -> None:
    lead = record(f, "Lead")
    upload_onto(f, "Lead", lead)
    before = f.usage()["storage"]
    delete_record(f, "Lead", lead)
    assert f.usage()["storage"] == before == {"documentBytes": len(PDF), "documents": 1}


def test_a_record_deleted_before_its_upload_completes_refuses_it_and_leaves_no_file(f: Firm) -> None:
    lead = record(f, "Lead")
    started = f.call(
        "POST",
        f"{PATH}/uploads",
        body={"entityType": "Lead", "entityId": lead, "filename": "a.pdf",
              "contentType": "application/pdf", "size": len(PDF)},
    )  # fmt: skip
    assert started.status == 201, started.body
    key = f"{f.prefix('uploads')}{started.body['id']}"
    s3().put_object(Bucket=bucket(), Key=key, Body=PDF, ContentType="application/pdf")
    delete_record(f, "Lead", lead)
    refused = f.call("POST", f"{PATH}/uploads/{started.body['id']}/complete")
    assert_refused(refused, "entityId", "completed after the delete")
    assert keys_under(f.prefix()) == []
    assert f.usage()["storage"]["documents"] == 0


def test_another_firms_documents_stay_404_with_their_record_live_or_deleted(f: Firm, stack: Stack) -> None:
    theirs = firm_for(stack)
    lead = record(theirs, "Lead")
    document = upload_onto(theirs, "Lead", lead)
    for deleted in (False, True):
        if deleted:
            delete_record(theirs, "Lead", lead)
        for method, suffix in (("GET", ""), ("GET", "/download"), ("DELETE", "")):
            assert f.call(method, f"{PATH}/{document['id']}{suffix}").status == 404, (deleted, method, suffix)
        assert f.call("GET", query=f"entityType=Lead&entityId={lead}").status == 404
    assert keys_under(theirs.prefix()) == [f"{theirs.prefix()}{document['id']}"]
    assert theirs.usage()["storage"]["documents"] == 1
