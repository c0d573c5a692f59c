"""The local stack's own AWS calls, answered in its process (local_stack.in_process), answer what moto's
server answers over HTTP; moto_speed's shortcuts answer what moto answers; the router's index selects
what a scan of every route selects; the event-source pollers read a stream or a queue only when it
holds something."""

from __future__ import annotations

import io
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import unquote

import boto3
import pytest
from botocore.exceptions import ClientError

from local_stack import moto_speed
from local_stack.gateway import Match, Route, Router
from local_stack.in_process import InProcess, MotoState
from local_stack.queues import QueueConsumer, QueuePoller
from local_stack.streams import StreamConsumer, StreamPoller
from local_stack.template import REPO_TEMPLATE, functions, load_template

REGION = "us-east-1"
# Moving parts of an answer that differ between any two calls, whatever answers them.
VOLATILE = frozenset({
    "ResponseMetadata", "CreationDateTime", "LastModified", "LastModifiedDate", "CreatedDate",
    "LastAccessedDate", "LastUpdateToPayPerRequestDateTime", "LatestStreamLabel", "LatestStreamArn",
    "TableId", "eventID", "ApproximateCreationDateTime", "SequenceNumber", "ReceiptHandle", "MessageId",
    "VersionId", "NextShardIterator", "StreamArn", "StartingSequenceNumber", "ShardId", "ARN", "Arn",
    "StreamLabel", "SentTimestamp", "ApproximateFirstReceiveTimestamp", "CreatedTimestamp",
    "LastModifiedTimestamp", "QueueArn", "VersionIdsToStages", "CreationDate", "LastModificationDate",
    "TableArn", "Expires", "SizeBytes",  # a stream record's size counts its own time's digits
})  # fmt: skip


@pytest.fixture(scope="module")
def moto_url() -> Iterator[str]:
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield f"http://{host}:{port}"
    finally:
        server.stop()


def _hook(url: str) -> InProcess:
    from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app

    return InProcess(url, DomainDispatcherApplication(create_backend_app))


def _client(service: str, url: str, hook: InProcess | None = None) -> Any:
    client = boto3.client(  # type: ignore[call-overload]
        service, endpoint_url=url, region_name=REGION, aws_access_key_id="testing",
        aws_secret_access_key="testing", aws_session_token=None,
    )  # fmt: skip
    if hook is not None:  # as in_process.install puts it on every client
        client.meta.events.register("before-call", hook.before_call)
        client.meta.events.register("before-send", hook)
    return client


def _same(scenario: Callable[[Callable[[str], Any], str], list[Any]], url: str) -> list[Any]:
    """The scenario run over HTTP, then with the hook; both results with their own names taken out."""
    hook = _hook(url)
    results = []
    for through in (None, hook):
        suffix = uuid.uuid4().hex[:10]
        answers = scenario(lambda service, through=through: _client(service, url, through), suffix)
        results.append(_plain(answers, suffix))
    assert hook.answered > 0
    for over_http, in_process in zip(*results, strict=True):
        assert in_process == over_http
    return results[1]


def _plain(value: Any, suffix: str) -> Any:
    if isinstance(value, dict):
        return {_plain(k, suffix): _plain(v, suffix) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, (list, tuple)):
        return [_plain(each, suffix) for each in value]
    if isinstance(value, str):
        return value.replace(suffix, "{suffix}")
    if isinstance(value, bytes):
        return value.replace(suffix.encode(), b"{suffix}")
    return value


def _error(call: Callable[[], Any]) -> dict[str, Any]:
    with pytest.raises(ClientError) as raised:
        call()
    response = dict(raised.value.response)
    response.pop("ResponseMetadata", None)
    return response


def _dynamodb(client: Callable[[str], Any], suffix: str) -> list[Any]:
    dynamodb, streams = client("dynamodb"), client("dynamodbstreams")
    table = f"table-{suffix}"
    made = dynamodb.create_table(
        TableName=table,
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"},
                              {"AttributeName": "sk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    )  # fmt: skip
    item = {"pk": {"S": "p"}, "sk": {"S": "a"}, "n": {"N": "1.5"}, "b": {"B": b"\x00\x01"},
            "l": {"L": [{"S": "x"}, {"BOOL": True}, {"NULL": True}]},
            "m": {"M": {"q": {"NS": ["1", "2"]}}}}  # fmt: skip
    key = {"pk": {"S": "p"}, "sk": {"S": "a"}}
    answers: list[Any] = [
        made["TableDescription"]["KeySchema"],
        dynamodb.put_item(TableName=table, Item=item),
    ]
    answers.append(dynamodb.get_item(TableName=table, Key=key))
    answers.append(dynamodb.update_item(
        TableName=table, Key=key, UpdateExpression="ADD #c :one SET #t = if_not_exists(#t, :t)",
        ConditionExpression="attribute_not_exists(#c) OR #c < :max",
        ExpressionAttributeNames={"#c": "calls", "#t": "ttl"},
        ExpressionAttributeValues={":one": {"N": "1"}, ":t": {"N": "99"}, ":max": {"N": "1"}},
        ReturnValues="ALL_NEW",
    ))  # fmt: skip
    answers.append(_error(lambda: dynamodb.update_item(
        TableName=table, Key=key, UpdateExpression="ADD #c :one", ConditionExpression="#c < :max",
        ExpressionAttributeNames={"#c": "calls"},
        ExpressionAttributeValues={":one": {"N": "1"}, ":max": {"N": "1"}},
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )))  # fmt: skip
    answers.append(_error(lambda: dynamodb.transact_write_items(TransactItems=[
        {"Put": {"TableName": table, "Item": {**key, "sk": {"S": "b"}}}},
        {"ConditionCheck": {"TableName": table, "Key": key, "ConditionExpression": "attribute_not_exists(pk)",
                            "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}},
    ])))  # fmt: skip
    dynamodb.transact_write_items(
        TransactItems=[{"Put": {"TableName": table, "Item": {**item, "sk": {"S": "c"}}}}]
    )
    answers.append(dynamodb.query(
        TableName=table, KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "p"}},
        Limit=1,
    ))  # fmt: skip
    answers.append(dynamodb.batch_get_item(RequestItems={table: {"Keys": [key, {**key, "sk": {"S": "z"}}]}}))
    answers.append(dynamodb.delete_item(TableName=table, Key=key, ReturnValues="ALL_OLD"))
    answers.append(_error(lambda: dynamodb.get_item(TableName=f"missing-{suffix}", Key=key)))
    arn = dynamodb.describe_table(TableName=table)["Table"]["LatestStreamArn"]
    shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON")
    answers.append(streams.get_records(ShardIterator=iterator["ShardIterator"])["Records"])
    return answers


def _sqs(client: Callable[[str], Any], suffix: str) -> list[Any]:
    sqs = client("sqs")
    url = sqs.create_queue(QueueName=f"queue-{suffix}", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
    sent = sqs.send_message(QueueUrl=url, MessageBody='{"hello": "wörld"}', DelaySeconds=0)
    received = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, AttributeNames=["All"])["Messages"]
    sqs.delete_message(QueueUrl=url, ReceiptHandle=received[0]["ReceiptHandle"])
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    empty = sqs.receive_message(QueueUrl=url)
    return [
        url,
        sent,
        received,
        attributes,
        empty,
        _error(lambda: sqs.get_queue_url(QueueName=f"no-{suffix}")),
    ]


def _s3(client: Callable[[str], Any], suffix: str) -> list[Any]:
    s3 = client("s3")
    bucket = f"bucket-{suffix}"
    s3.create_bucket(Bucket=bucket)
    put = s3.put_object(Bucket=bucket, Key="a b/ü.txt", Body=b"hello", ContentType="text/plain",
                        Metadata={"my_key": "v", "other-key": "w"})  # fmt: skip
    streamed = s3.put_object(Bucket=bucket, Key="streamed", Body=io.BytesIO(b"x" * 100_000))
    head = s3.head_object(Bucket=bucket, Key="a b/ü.txt")
    got = s3.get_object(Bucket=bucket, Key="a b/ü.txt")
    body = got.pop("Body").read()
    listed = s3.list_objects_v2(Bucket=bucket)["Contents"]
    missing = _error(lambda: s3.get_object(Bucket=bucket, Key="missing"))
    no_head = _error(lambda: s3.head_object(Bucket=bucket, Key="missing"))
    big = s3.get_object(Bucket=bucket, Key="streamed", Range="bytes=10-19")
    return [put, streamed, head, got, body, listed, missing, no_head, big.pop("Body").read(), big]


def _secrets_and_scheduler(client: Callable[[str], Any], suffix: str) -> list[Any]:
    secrets, scheduler = client("secretsmanager"), client("scheduler")
    made = secrets.create_secret(Name=f"secret-{suffix}", SecretString='{"k": 1}')
    got = secrets.get_secret_value(SecretId=f"secret-{suffix}")
    missing = _error(lambda: secrets.get_secret_value(SecretId=f"missing-{suffix}"))
    scheduler.create_schedule_group(Name=f"group-{suffix}")
    group = scheduler.get_schedule_group(Name=f"group-{suffix}")
    no_group = _error(lambda: scheduler.get_schedule_group(Name=f"missing-{suffix}"))
    return [made, got, missing, group, no_group]


@pytest.mark.parametrize("scenario", [_dynamodb, _sqs, _s3, _secrets_and_scheduler])
def test_in_process_answers_what_the_server_answers(moto_url: str, scenario: Any) -> None:
    answers = _same(scenario, moto_url)
    assert answers  # and each scenario's answers were the same both ways


def test_a_call_to_another_url_goes_over_http(moto_url: str) -> None:
    hook = _hook("http://127.0.0.1:9")  # nothing listens there; the client's own URL is moto's
    client = _client("sqs", moto_url, hook)
    client.list_queues()
    assert hook.answered == 0


def test_the_hook_off_leaves_calls_to_http(moto_url: str) -> None:
    hook = _hook(moto_url)
    hook.enabled = False
    _client("sqs", moto_url, hook).list_queues()
    assert hook.answered == 0


def test_moto_state_tells_a_stream_and_a_queue_without_a_call(moto_url: str) -> None:
    state = MotoState(REGION)
    dynamodb, sqs = _client("dynamodb", moto_url), _client("sqs", moto_url)
    table = f"state-{uuid.uuid4().hex[:8]}"
    dynamodb.create_table(
        TableName=table, KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )  # fmt: skip
    before = state.stream_position(table)
    dynamodb.put_item(TableName=table, Item={"pk": {"S": "x"}})
    assert before is not None
    assert state.stream_position(table) not in (None, before)
    assert state.stream_position(f"missing-{table}") is None
    url = sqs.create_queue(QueueName=table)["QueueUrl"]
    assert state.queue_waiting(url) is False
    sqs.send_message(QueueUrl=url, MessageBody="m")
    assert state.queue_waiting(url) is True
    sqs.receive_message(QueueUrl=url, VisibilityTimeout=30)
    assert state.queue_waiting(url) is False  # in flight
    assert state.queue_waiting(url.rsplit("/", 1)[0] + "/missing") is None


# ---- moto_speed -----------------------------------------------------------------------------------


@pytest.fixture
def speed() -> Iterator[None]:
    """moto_speed's shortcuts on for the test; after it, moto's own way again (as it was before)."""
    was_installed, was_active = moto_speed._installed, moto_speed.active
    moto_speed.install()
    moto_speed.active = True
    try:
        yield
    finally:
        moto_speed.active = was_active if was_installed else False


def _both_ways(scenario: Callable[[Callable[[str], Any], str], list[Any]], url: str) -> None:
    results = []
    for active in (False, True):
        moto_speed.active = active
        suffix = uuid.uuid4().hex[:10]
        results.append(_plain(scenario(lambda service: _client(service, url, _hook(url)), suffix), suffix))
    assert results[0] == results[1]


def test_moto_speed_answers_what_moto_answers(moto_url: str, speed: None) -> None:
    _both_ways(_dynamodb, moto_url)


def test_a_kept_condition_is_evaluated_anew_for_each_item(moto_url: str, speed: None) -> None:
    dynamodb = _client("dynamodb", moto_url, _hook(moto_url))
    table = f"kept-{uuid.uuid4().hex[:8]}"
    dynamodb.create_table(
        TableName=table, KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
    )  # fmt: skip

    def count(pk: str, limit: int) -> int:
        answer = dynamodb.update_item(
            TableName=table, Key={"pk": {"S": pk}}, UpdateExpression="ADD #c :one",
            ConditionExpression="attribute_not_exists(#c) OR #c < :max",
            ExpressionAttributeNames={"#c": "calls"},
            ExpressionAttributeValues={":one": {"N": "1"}, ":max": {"N": str(limit)}}, ReturnValues="ALL_NEW",
        )  # fmt: skip
        return int(answer["Attributes"]["calls"]["N"])

    assert [count("a", 2), count("a", 2), count("b", 2)] == [1, 2, 1]
    with pytest.raises(ClientError, match="ConditionalCheckFailed"):
        count("a", 2)
    assert count("a", 3) == 3
    for _ in range(2):  # an expression moto cannot parse fails every time (moto answers 500), never kept
        with pytest.raises(ClientError):
            dynamodb.update_item(
                TableName=table, Key={"pk": {"S": "a"}}, UpdateExpression="ADD #c :one",
                ConditionExpression="#c < :missing", ExpressionAttributeNames={"#c": "calls"},
                ExpressionAttributeValues={":one": {"N": "1"}},
            )  # fmt: skip


# ---- the router ------------------------------------------------------------------------------------


def _scan(routes: list[Route], method: str, raw_path: str) -> Match | None:
    """What the router selected before its index: every route tried."""
    segments = raw_path[1:].split("/") if raw_path.startswith("/") else raw_path.split("/")
    candidates = [
        Match(route, parameters)
        for route in routes
        if (parameters := route.match(method.upper(), segments)) is not None
    ]
    if candidates:
        return max(candidates, key=lambda candidate: candidate.route.rank())
    default = next((route for route in routes if route.is_default), None)
    return Match(default, {}) if default else None


def _paths(routes: list[Route]) -> Iterator[str]:
    for route in routes:
        if route.is_default:
            continue
        filled = ["x%2Fy" if s.startswith("{") and s.endswith("+}") else "v 1" if s.startswith("{") else s
                  for s in route.segments]  # fmt: skip
        yield "/" + "/".join(filled)
        yield "/" + "/".join(filled) + "/more/deep"
        yield "/" + "/".join(filled[:-1])
        yield "/" + "/".join(filled) + "/"
        yield "/" + "/".join(segment.replace("a", "%61") for segment in filled)
    yield from (
        "/",
        "",
        "//",
        "/api",
        "/api/v1/x/nope",
        "/API/v1/x/forms",
        "/api/v1/x/forms%2Fx",
        "/%7Bproxy+%7D",
    )


def test_the_router_selects_what_a_scan_of_every_route_selects() -> None:
    specs = functions(load_template(REPO_TEMPLATE))
    router = Router.from_route_keys({spec.logical_id: spec.route_keys for spec in specs})
    extra = Router([Route.parse(key, "T") for key in (
        "GET /a/{b}", "ANY /a/{c}", "POST /a/b", "ANY /a/{proxy+}", "GET /{x}/b", "ANY /{proxy+}", "$default",
        "GET /a/b/{c}/d", "ANY /a/{b}/{c}/d",
    )])  # fmt: skip
    for each in (router, extra):
        for path in _paths(each.routes):
            assert unquote(path) is not None
            for method in ("GET", "POST", "DELETE", "get"):
                assert each.select(method, path) == _scan(each.routes, method, path), (method, path)


# ---- the pollers ------------------------------------------------------------------------------------


def _wait(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.02)


@pytest.fixture
def through_moto(moto_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """boto3's default clients pointed at the module's moto server, as the local stack points them
    (botocore's account-based Streams endpoint is one mock_aws does not know)."""
    variables = {"AWS_ENDPOINT_URL": moto_url, "AWS_ACCESS_KEY_ID": "testing",
                 "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": REGION}  # fmt: skip
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("AWS_SESSION_TOKEN", raising=False)


def test_the_stream_poller_reads_only_a_stream_that_moved(through_moto: None) -> None:
    dynamodb = boto3.client("dynamodb")
    table = f"polled-{uuid.uuid4().hex[:8]}"
    dynamodb.create_table(
        TableName=table, KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    )  # fmt: skip
    invoked: list[tuple[str, list[str]]] = []
    lock = threading.Lock()

    def invoke(function: str, event: dict[str, Any]) -> None:
        with lock:
            invoked.append((function, [r["dynamodb"]["Keys"]["pk"]["S"] for r in event["Records"]]))

    consumers = [
        StreamConsumer("Everything", "Table", (), 100),
        StreamConsumer("Inserts", "Table", ({"eventName": ["INSERT"]},), 1),
    ]
    poller = StreamPoller(consumers, {"Table": table}, invoke, interval=0.01,
                          position=MotoState(REGION).stream_position)  # fmt: skip
    reads: list[str] = []
    poller._streams.meta.events.register("before-call.*.GetRecords", lambda **_: reads.append("read"))
    poller.start()
    try:
        time.sleep(0.3)
        assert len(reads) <= 1  # once, to know where the stream stands
        first = len(reads)
        time.sleep(0.3)
        assert len(reads) == first  # nothing written since: the stream is not read again
        dynamodb.put_item(TableName=table, Item={"pk": {"S": "a"}})
        dynamodb.put_item(TableName=table, Item={"pk": {"S": "a"}, "v": {"S": "changed"}})
        _wait(lambda: len(invoked) >= 2)
        time.sleep(0.3)
        settled = len(reads)
        time.sleep(0.3)
        assert len(reads) == settled  # nothing more written, nothing more read
    finally:
        poller.stop()
    assert sorted(invoked) == [("Everything", ["a", "a"]), ("Inserts", ["a"])]


def test_the_queue_poller_asks_only_a_queue_with_a_message(through_moto: None) -> None:
    sqs = boto3.client("sqs")
    url = sqs.create_queue(QueueName=f"polled-{uuid.uuid4().hex[:8]}")["QueueUrl"]
    invoked: list[str] = []
    poller = QueuePoller([QueueConsumer("Worker", "Queue", 10)], {"Queue": url},
                         lambda _, event: invoked.extend(r["body"] for r in event["Records"]),
                         interval=0.01, waiting=MotoState(REGION).queue_waiting)  # fmt: skip
    receives: list[str] = []
    poller._sqs.meta.events.register("before-call.*.ReceiveMessage", lambda **_: receives.append("receive"))
    poller.start()
    try:
        time.sleep(0.3)
        assert receives == []
        sqs.send_message(QueueUrl=url, MessageBody="hello")
        _wait(lambda: invoked == ["hello"])
    finally:
        poller.stop()
    assert (
        sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"][
            "ApproximateNumberOfMessages"
        ]
        == "0"
    )
