"""Where local_stack.moto_fidelity mends moto: tokens of retried transactions, answers written as JSON,
and what AWS removes by itself (expired items, day-old stream records)."""

from __future__ import annotations

import gc
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC
from decimal import Decimal
from typing import Any

import pytest
from botocore.exceptions import ClientError, ReadTimeoutError
from moto.core.models import botocore_stubber

from forms_api.handler import create_app
from kernel import aws
from local_stack import moto_fidelity
from local_stack.aws_endpoint import Purger
from tests.support import SessionAws, Stack, call

RICH_ITEM = {
    "pk": "P#1",
    "sk": "S#1",
    "text": 'é ключ \U0001f600 "quoted" \\',
    "whole": 12345678901234567890,
    "fraction": Decimal("-0.000125"),
    "flag": True,
    "nothing": None,
    "blob": b"\x00\xffbytes",
    "list": [1, "two", [Decimal("3.5")], {"four": False}],
    "map": {"nested": {"deeper": ["x", {"y": b"\x01"}]}, "empty": {}},
    "strings": {"a", "b"},
    "numbers": {1, Decimal("2.5")},
    "blobs": {b"\x01", b"\x02"},
    "emptyList": [],
}


@pytest.fixture
def table(aws_session: SessionAws) -> Iterator[str]:
    """A table of this test's own, with TTL and a stream, as template.yaml's tables have them."""
    name = f"fidelity-{uuid.uuid4().hex[:8]}"
    client = aws_session.dynamodb
    client.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": n, "AttributeType": "S"} for n in ("pk", "sk")],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    )
    client.update_time_to_live(
        TableName=name, TimeToLiveSpecification={"AttributeName": "expiresAt", "Enabled": True}
    )
    yield name
    client.delete_table(TableName=name)


@contextmanager
def moto_serializer() -> Iterator[None]:
    moto_fidelity.fast_answers = False
    try:
        yield
    finally:
        moto_fidelity.fast_answers = True


def _answers(client: Any, table: str) -> list[dict[str, Any]]:
    """One answer of each item operation, without the metadata that differs from call to call."""
    key = aws.key("P#1", "S#1")
    answers = [
        client.put_item(TableName=table, Item=aws.to_item(RICH_ITEM), ReturnValues="ALL_OLD"),
        client.get_item(TableName=table, Key=key),
        client.query(
            TableName=table,
            KeyConditionExpression="pk = :p",
            ExpressionAttributeValues={":p": {"S": "P#1"}},
            Limit=1,
        ),
        client.scan(TableName=table),
        client.batch_get_item(RequestItems={table: {"Keys": [key, aws.key("P#1", "missing")]}}),
        client.update_item(
            TableName=table,
            Key=key,
            UpdateExpression="SET #w = #w + :one",
            ExpressionAttributeNames={"#w": "whole"},
            ExpressionAttributeValues={":one": {"N": "1"}},
            ReturnValues="ALL_NEW",
            ReturnConsumedCapacity="TOTAL",
        ),
        client.transact_get_items(TransactItems=[{"Get": {"TableName": table, "Key": key}}]),
        client.delete_item(TableName=table, Key=key, ReturnValues="ALL_OLD"),
        client.get_item(TableName=table, Key=key),
    ]
    for answer in answers:
        answer.pop("ResponseMetadata")
    return answers


def test_item_answers_written_as_json_equal_motos_own(aws_session: SessionAws, table: str) -> None:
    client = aws_session.dynamodb
    client.put_item(TableName=table, Item=aws.to_item({**RICH_ITEM, "sk": "S#0"}))
    fast = _answers(client, table)
    with moto_serializer():
        slow = _answers(client, table)
    assert fast == slow
    assert fast[1]["Item"]["blob"] == {"B": b"\x00\xffbytes"}  # base64 on the wire, bytes again here
    assert fast[1]["Item"]["text"] == {"S": RICH_ITEM["text"]}
    assert "LastEvaluatedKey" in fast[2]
    assert fast[8] == {}


# ---- ClientRequestToken --------------------------------------------------------------------------------


def _counter_transaction(table: str, pk: str) -> list[dict[str, Any]]:
    add = aws.update(table, pk, "C", add={"calls": 1}, condition=aws.Attr("calls").not_exists())
    return [add.transact_item()]


def _calls(client: Any, table: str, pk: str) -> int:
    return int(client.get_item(TableName=table, Key=aws.key(pk, "C"))["Item"]["calls"]["N"])


def test_a_transaction_sent_again_with_its_token_is_not_applied_twice(
    aws_session: SessionAws, table: str
) -> None:
    client = aws_session.dynamodb
    items = _counter_transaction(table, "T#1")
    client.transact_write_items(TransactItems=items, ClientRequestToken="token-1")
    client.transact_write_items(TransactItems=items, ClientRequestToken="token-1")  # no conflict
    assert _calls(client, table, "T#1") == 1
    with pytest.raises(client.exceptions.TransactionCanceledException):
        client.transact_write_items(TransactItems=items, ClientRequestToken="token-2")  # a new request


def test_a_token_sent_with_another_request_is_refused(aws_session: SessionAws, table: str) -> None:
    client = aws_session.dynamodb
    client.transact_write_items(
        TransactItems=_counter_transaction(table, "T#2"), ClientRequestToken="token-3"
    )
    with pytest.raises(ClientError) as refused:
        client.transact_write_items(
            TransactItems=_counter_transaction(table, "T#3"), ClientRequestToken="token-3"
        )
    assert refused.value.response["Error"]["Code"] == "IdempotentParameterMismatchException"


def test_a_token_is_forgotten_after_ten_minutes(
    aws_session: SessionAws, table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = aws_session.dynamodb
    items = _counter_transaction(table, "T#4")
    client.transact_write_items(TransactItems=items, ClientRequestToken="token-4")
    monkeypatch.setattr(moto_fidelity, "TOKEN_SECONDS", -1)
    with pytest.raises(client.exceptions.TransactionCanceledException):
        client.transact_write_items(TransactItems=items, ClientRequestToken="token-4")


@contextmanager
def answer_lost(client: Any, operation: str, lost: int = 1) -> Iterator[list[int]]:
    """The `lost`-th call of `operation` reaches moto and is applied, then its answer is lost as to a
    read timeout, so botocore sends the same request again: the slow path of a loaded local stack,
    made certain. Yields the status of every call moto answered."""
    applied: list[int] = []

    def lose_first_answer(request: Any, **kwargs: Any) -> Any:
        response = botocore_stubber(request=request, **kwargs)
        applied.append(response.status_code)
        if len(applied) == lost:
            raise ReadTimeoutError(endpoint_url=request.url)
        return response

    event = f"before-send.dynamodb.{operation}"
    client.meta.events.register_first(event, lose_first_answer)
    try:
        yield applied
    finally:
        client.meta.events.unregister(event, lose_first_answer)


@pytest.mark.parametrize("lost", [1, 2], ids=["reservation", "commit"])
def test_a_form_whose_transaction_answer_was_lost_is_created_once_and_answered_201(
    stack: Stack, lost: int
) -> None:
    forms = stack.app(create_app())
    token = stack.api_token(stack.member(stack.firm()), scopes=["forms:draft", "forms:read"])
    with answer_lost(stack.dynamodb, "TransactWriteItems", lost) as applied:
        created = call(forms, "POST", "/api/v1/x/forms", token=token, body={"name": "Lost answer"},
                       headers={"Idempotency-Key": "slow-1"})  # fmt: skip
    assert len(applied) == 3  # the key reserved with the count, the form committed, and one sent again
    assert created.status == 201, created.body
    listed = call(forms, "GET", "/api/v1/x/forms", token=token, query="limit=100")
    assert [form["name"] for form in listed.body["items"]].count("Lost answer") == 1


def test_a_put_if_new_whose_first_answer_was_lost_is_not_a_conflict(
    aws_session: SessionAws, table: str
) -> None:
    client = aws.dynamodb()
    put = aws.put(
        table, {"pk": "R#1", "sk": "R", "reservationId": "mine"}, condition=aws.Attr("pk").not_exists()
    )
    with answer_lost(client, "PutItem") as applied:
        aws.write(client, put)
    assert len(applied) == 2
    other = aws.put(
        table, {"pk": "R#1", "sk": "R", "reservationId": "theirs"}, condition=aws.Attr("pk").not_exists()
    )
    with pytest.raises(aws.ConditionFailed):
        aws.write(client, other)  # someone else's put on the same key still fails


# ---- what AWS removes by itself ------------------------------------------------------------------------


def test_purge_deletes_expired_items_only(aws_session: SessionAws, table: str) -> None:
    client = aws_session.dynamodb
    for sk, expires in (("past", 999), ("future", 2001), ("never", None), ("text", "1")):
        client.put_item(TableName=table, Item=aws.to_item({"pk": "E", "sk": sk, "expiresAt": expires}))
    assert moto_fidelity.purge(2000, tables=[table]) == 1
    kept = client.query(
        TableName=table, KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "E"}}
    )
    assert sorted(item["sk"]["S"] for item in kept["Items"]) == ["future", "never", "text"]


def test_purge_drops_stream_records_older_than_a_day_and_keeps_their_numbers(
    aws_session: SessionAws, table: str
) -> None:
    from moto.dynamodb.models import dynamodb_backends

    client = aws_session.dynamodb
    for number in range(3):
        client.put_item(TableName=table, Item=aws.to_item({"pk": "S", "sk": str(number)}))
    shard = dynamodb_backends["123456789012"]["us-east-1"].get_table(table).stream_shard
    numbers = [record.record["dynamodb"]["SequenceNumber"] for record in shard.items]
    created = (
        shard.items[-1].record["dynamodb"]["ApproximateCreationDateTime"].replace(tzinfo=UTC).timestamp()
    )
    moto_fidelity.purge(created + moto_fidelity.STREAM_SECONDS - 1, tables=[table])
    assert len(shard.items) == 3
    moto_fidelity.purge(created + moto_fidelity.STREAM_SECONDS + 1, tables=[table])
    assert shard.items == []
    client.put_item(TableName=table, Item=aws.to_item({"pk": "S", "sk": "3"}))
    assert int(shard.items[0].record["dynamodb"]["SequenceNumber"]) == int(numbers[-1]) + 1


def test_the_local_stack_purges_on_its_own(aws_session: SessionAws, table: str) -> None:
    client = aws_session.dynamodb
    client.put_item(TableName=table, Item=aws.to_item({"pk": "E", "sk": "old", "expiresAt": 1}))
    purger = Purger(every=0.01, tables=[table])
    try:
        deadline = time.monotonic() + 5
        while "Item" in client.get_item(TableName=table, Key=aws.key("E", "old")):
            assert time.monotonic() < deadline, "the expired item was never purged"
            time.sleep(0.01)
    finally:
        purger.stop()


def test_items_a_query_answered_are_not_kept(aws_session: SessionAws, table: str) -> None:
    from moto.dynamodb.models.dynamo_type import Item

    client = aws_session.dynamodb
    for number in range(20):
        client.put_item(TableName=table, Item=aws.to_item({"pk": "Q", "sk": f"{number:02d}"}))

    def items_alive() -> int:
        gc.collect()
        return sum(1 for thing in gc.get_objects() if isinstance(thing, Item))

    before = items_alive()
    for _ in range(5):
        client.query(
            TableName=table, KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "Q"}}
        )
    assert items_alive() == before  # 100 copies answered, none kept


@contextmanager
def whole_table_queries() -> Iterator[None]:
    moto_fidelity.partition_reads = False
    try:
        yield
    finally:
        moto_fidelity.partition_reads = True


def _pages(client: Any, table: str, **request: Any) -> list[list[dict[str, Any]]]:
    """Every page of a Query, following LastEvaluatedKey."""
    pages, start = [], None
    while True:
        page = client.query(
            TableName=table, Limit=3, **request, **({"ExclusiveStartKey": start} if start else {})
        )
        pages.append(page["Items"])
        start = page.get("LastEvaluatedKey")
        if not start:
            return pages


def test_a_query_reads_its_partition_and_answers_as_moto_would(stack: Stack) -> None:
    """Queries of the table and of an index give the same pages, in the same order, as moto's own
    whole-table reading, while reading only the partition (or the index partition) asked for."""
    client, table = stack.dynamodb, stack.settings.data_table
    mine, other = f"P#{uuid.uuid4().hex}", f"P#{uuid.uuid4().hex}"
    for n in range(8):
        for pk in (mine, other):
            item = {"pk": pk, "sk": f"S#{n:02d}", "gsi1pk": f"{pk}#I", "gsi1sk": f"{7 - n:02d}"}
            client.put_item(TableName=table, Item=aws.to_item(item))
    requests = [
        {"KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {"S": mine}}},
        {"KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {"S": mine}},
         "ScanIndexForward": False},
        {"IndexName": "gsi1", "KeyConditionExpression": "gsi1pk = :p",
         "ExpressionAttributeValues": {":p": {"S": f"{mine}#I"}}},
    ]  # fmt: skip
    for request in requests:
        fast = _pages(client, table, **request)
        with whole_table_queries():
            assert _pages(client, table, **request) == fast
        assert sum(len(page) for page in fast) == 8
        assert {item["pk"]["S"] for page in fast for item in page} == {mine}

    from moto.dynamodb.models import dynamodb_backends

    backend = dynamodb_backends["123456789012"]["us-east-1"]
    moto_table = backend.get_table(table)
    seen: list[int] = []
    all_items = type(moto_table).all_items

    def counting(self: Any) -> list[Any]:
        items = all_items(self)
        seen.append(len(items))
        return items

    type(moto_table).all_items = counting  # type: ignore[method-assign]
    try:
        client.query(TableName=table, **requests[0])
    finally:
        type(moto_table).all_items = all_items  # type: ignore[method-assign]
    assert seen == [8]  # the partition's items, not the session table's thousands


def test_an_index_query_finds_each_item_under_its_index_key_as_writes_move_it(stack: Stack) -> None:
    """The map of index keys (moto_fidelity._IndexKeys) follows puts, updates, transactions (committed
    or cancelled), batch writes and deletes: each Query of the index answers what a whole-table read
    of moto answers."""
    client, table = stack.dynamodb, stack.settings.data_table
    pk, first, second = f"P#{uuid.uuid4().hex}", f"I#{uuid.uuid4().hex}", f"I#{uuid.uuid4().hex}"

    def index(value: str) -> list[str]:
        request = {"IndexName": "gsi1", "KeyConditionExpression": "gsi1pk = :p",
                   "ExpressionAttributeValues": {":p": {"S": value}}}  # fmt: skip
        found = [item["sk"]["S"] for page in _pages(client, table, **request) for item in page]
        with whole_table_queries():
            assert [item["sk"]["S"] for page in _pages(client, table, **request) for item in page] == found
        return found

    def put(sk: str, value: str) -> dict[str, Any]:
        item = aws.to_item({"pk": pk, "sk": sk, "gsi1pk": value, "gsi1sk": sk})
        return {"Put": {"TableName": table, "Item": item}}

    def move(sk: str, value: str) -> dict[str, Any]:
        return {"TableName": table, "Key": key(sk), "UpdateExpression": "SET gsi1pk = :v",
                "ExpressionAttributeValues": {":v": {"S": value}}}  # fmt: skip

    def key(sk: str) -> dict[str, Any]:
        return aws.to_item({"pk": pk, "sk": sk})

    client.put_item(**put("a", first)["Put"])
    assert index(first) == ["a"]  # the map is made here, on the index's first Query
    client.put_item(**put("b", first)["Put"])
    client.update_item(**move("a", second))
    assert (index(first), index(second)) == (["b"], ["a"])
    client.transact_write_items(TransactItems=[put("c", second), put("b", second)])
    assert (index(first), index(second)) == ([], ["a", "b", "c"])
    absent = {"TableName": table, "Key": key("a"), "ConditionExpression": "attribute_not_exists(pk)"}
    with pytest.raises(client.exceptions.TransactionCanceledException):  # b moves back, then all is undone
        client.transact_write_items(TransactItems=[{"Update": move("b", first)}, {"ConditionCheck": absent}])
    assert (index(first), index(second)) == ([], ["a", "b", "c"])
    writes = [{"PutRequest": {"Item": put("d", first)["Put"]["Item"]}}, {"DeleteRequest": {"Key": key("c")}}]
    client.batch_write_item(RequestItems={table: writes})
    client.delete_item(TableName=table, Key=key("a"))
    assert (index(first), index(second)) == (["d"], ["b"])


def test_updates_of_one_item_from_many_threads_each_apply_whole(aws_session: SessionAws, table: str) -> None:
    """moto's UpdateItem answer copies the item it read: another thread's write to the item meanwhile
    (attributes added and removed) must wait, as DynamoDB applies each update atomically. Threads switch
    as often as they can here, and the item is large, so a copy taken outside the lock would break."""
    import sys
    from concurrent.futures import ThreadPoolExecutor

    client = aws_session.dynamodb
    key = {"pk": {"S": "P#hot"}, "sk": {"S": "S#1"}}
    client.put_item(TableName=table, Item={**key, **{f"base{n}": {"S": "x" * 20} for n in range(400)}})

    def churn(thread: int) -> None:
        for n in range(30):
            removed = f" REMOVE a{thread}x{n - 1}" if n else ""
            client.update_item(
                TableName=table,
                Key=key,
                UpdateExpression=f"SET a{thread}x{n} = :one{removed}",
                ExpressionAttributeValues={":one": {"N": "1"}},
            )

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            list(pool.map(churn, range(8)))
    finally:
        sys.setswitchinterval(interval)
    item = client.get_item(TableName=table, Key=key, ConsistentRead=True)["Item"]
    assert sorted(name for name in item if name.startswith("a")) == sorted(f"a{t}x29" for t in range(8))
