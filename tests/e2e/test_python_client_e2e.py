"""The generated Python client (clients/python, `make client`) against the local stack, as a script would
use it: create a record (with an Idempotency-Key, sent twice: one record), read it, patch it with
If-Match (a stale one is 412), list the type, and read the change feed through its cursor."""

from __future__ import annotations

import uuid

import pytest
from records_platform_client import AuthenticatedClient
from records_platform_client.api.records import (
    create_record,
    get_record,
    list_changes,
    list_records,
    patch_record,
)
from records_platform_client.models import ChangeList, Error, RecordBody, RecordResult, RecordView

from tests.e2e.test_local_stack import LocalStack

pytestmark = pytest.mark.e2e


def test_a_script_creates_reads_patches_lists_and_follows_the_changes(local_stack: LocalStack) -> None:
    client = AuthenticatedClient(base_url=local_stack.api_url, token=local_stack.api_token)
    start = list_changes.sync(client=client, limit=200)
    assert isinstance(start, ChangeList)
    key = str(uuid.uuid4())
    body = RecordBody.from_dict({"name": "Client Co", "companyType": "Prospect"})
    first = create_record.sync_detailed("Company", client=client, body=body, idempotency_key=key)
    again = create_record.sync_detailed("Company", client=client, body=body, idempotency_key=key)
    assert (first.status_code, again.status_code) == (201, 201)
    assert isinstance(first.parsed, RecordResult)
    assert isinstance(again.parsed, RecordResult)
    record_id = first.parsed.result.id
    assert again.parsed.result.id == record_id  # the replay: one record
    assert again.headers.get("Idempotent-Replayed") == "true"

    read = get_record.sync_detailed("Company", record_id, client=client)
    assert isinstance(read.parsed, RecordView)
    assert read.parsed.additional_properties["name"] == "Client Co"
    etag = read.headers["ETag"]
    renamed = RecordBody.from_dict({"name": "Client Co Renamed"})
    patched = patch_record.sync("Company", record_id, client=client, body=renamed, if_match=etag)
    assert isinstance(patched, RecordResult)
    assert patched.result.version == 2
    stale = patch_record.sync("Company", record_id, client=client, body=renamed, if_match=etag)
    assert isinstance(stale, Error)
    assert stale.error.code == "version_conflict"

    listed = list_records.sync("Company", client=client, limit=200)
    assert record_id in [item.id for item in listed.items]  # type: ignore[union-attr]
    changes = list_changes.sync(client=client, cursor=start.next_cursor, limit=200)
    assert isinstance(changes, ChangeList)
    mine = [(entry.kind, entry.version) for entry in changes.items if entry.record_id == record_id]
    assert mine == [("created", 1), ("updated", 2)]
