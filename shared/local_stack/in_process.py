"""The stack's own AWS calls answered in this process: moto's handlers without the loopback HTTP hop.

The local stack runs moto's server in its own process, so that records-admin, the tests and a
developer's tools reach it at AWS_ENDPOINT_URL. The functions, the pollers and the stack itself live in
that same process, yet each of their calls went out through botocore's HTTP stack to the server's
socket: a new TCP connection every call (moto's server closes it), a thread started for it, and Flask's
dispatch, for about half of every AWS call's time, all of it under the same GIL as the caller.

`InProcess` is a botocore `before-send` handler (the hook mock_aws uses): a request for the server's
URL is answered by the handler the server's route would call, with the request the server would have
built (the same WSGI environ: method, raw path, query, headers, body) and the same service resolution
(moto's own, from the request's signature and target). What is left out is only the transport: the
socket, the server's thread and Flask's request context. A request this cannot route as the server
would (no route, a redirect) goes over HTTP as before, and so does every call to any other URL. Calls
from other processes (records-admin, tests) still reach the server over HTTP: both paths share the
backends of this process.

DynamoDB and DynamoDB Streams, nearly every call of a request, go one step shorter (`before_call`, the
hook botocore's Stubber uses): the serialized request is answered before botocore signs it, prepares it
for the wire and runs its retry machinery, and the answer is parsed by botocore's own parser, modeled
error fields and all. moto reads of a signature only the region, the service and the access key: those
are written as a signature would carry them.
"""

from __future__ import annotations

import datetime
import io
import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable, Iterable
from email.utils import formatdate
from typing import Any
from urllib.parse import unquote, urlsplit

LOG = logging.getLogger("werkzeug")  # where moto's server reports a request that raised


class InProcess:
    """botocore's `before-send` hook (and `before_call`, its `before-call` one) for the moto server at
    `url`, whose WSGI app is `dispatcher`."""

    def __init__(self, url: str, dispatcher: Any) -> None:
        parts = urlsplit(url)
        self.url = url.rstrip("/")
        self._prefix = self.url + "/"
        self._host = parts.netloc
        self._server_name = parts.hostname or "127.0.0.1"
        self._server_port = str(parts.port or 80)
        self._dispatcher = dispatcher
        self._apps: dict[str, Any] = {}  # moto's service host -> its Flask app (the server's own)
        self._lock = threading.Lock()
        self.enabled = True
        self.answered = 0  # calls answered here; the others went over HTTP
        self._parsers: dict[str, Any] = {}  # protocol -> botocore's response parser

    def __call__(self, request: Any, **_: Any) -> Any:
        url = request.url
        if not self.enabled or not (url == self.url or url.startswith(self._prefix)):
            return None
        from moto.moto_server.werkzeug_app import BackendRequest
        from werkzeug.exceptions import HTTPException

        environ = self._environ(request)
        app = self._app(environ)
        try:
            if app is None:
                raise LookupError
            endpoint, _ = app.url_map.bind_to_environ(environ).match()
        except (LookupError, HTTPException):  # no service or no route, a redirect: the server answers
            _rewind(request)
            return None
        view = app.view_functions[endpoint]
        backend_request = BackendRequest(environ)
        with self._lock:
            self.answered += 1
        try:
            status, headers, body = _call(view.callback, backend_request)
        except Exception:
            LOG.error("Error on request:\n%s", traceback.format_exc())
            status, headers, body = 500, {"Content-Type": "text/html; charset=utf-8"}, _SERVER_ERROR
        return _response(url, request.method, status, headers, body)

    def before_call(self, model: Any, params: dict[str, Any], request_signer: Any = None, **_: Any) -> Any:
        """botocore's `before-call` hook: (response, parsed answer) for a DynamoDB or Streams call to this
        moto, or None to let botocore make the call."""
        url = params.get("url") or ""
        service = model.service_model
        if (
            not self.enabled
            or service.service_name not in _ANSWERED_BEFORE_SIGNING
            or not (url == self.url or url.startswith(self._prefix))
            or model.has_streaming_input
            or model.has_streaming_output
        ):
            return None
        authorization = _authorization(request_signer, service.signing_name)
        if authorization is None:
            return None
        headers = {**params["headers"], **authorization}
        request = _Call(params["method"], url, headers, params["body"])
        response = self(request)
        if response is None:
            return None
        return response, self._parse(response, model)

    def _parse(self, response: Any, model: Any) -> Any:
        """What botocore's endpoint makes of the response (endpoint._do_get_response)."""
        from botocore.endpoint import convert_to_response_dict

        service = model.service_model
        protocol = getattr(service, "resolved_protocol", None) or service.metadata["protocol"]
        parser = self._parsers.get(protocol)
        if parser is None:
            from botocore.parsers import ResponseParserFactory

            parser = self._parsers[protocol] = ResponseParserFactory().create_parser(protocol)
        answer = convert_to_response_dict(response, model)
        parsed = parser.parse(answer, model.output_shape)
        if response.status_code >= 300:
            code = parsed.get("Error", {}).get("Code")
            shape = service.shape_for_error_code(code) if code is not None else None
            if shape is not None:
                parsed.update(parser.parse(answer, shape))
        if "ResponseMetadata" in parsed:
            parsed["ResponseMetadata"]["RetryAttempts"] = 0
        return parsed

    def _environ(self, request: Any) -> dict[str, Any]:
        """What werkzeug's server (with moto's handler) makes of the request once it is on the wire."""
        from moto.core.request import (
            PRESERVED_HEADER_NAMES_ENVIRON_KEY,
            environ_key_for_header,
            should_preserve_original_header_name,
        )

        target = request.url[len(self.url) :] or "/"
        path, _, query = target.partition("?")
        body = _body(request.body)
        environ: dict[str, Any] = {
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": True,
            "wsgi.multiprocess": False,
            "wsgi.run_once": False,
            "REQUEST_METHOD": request.method,
            "SCRIPT_NAME": "",
            "PATH_INFO": _dance(unquote(path)),
            "QUERY_STRING": _dance(query),
            "REQUEST_URI": _dance(target),
            "RAW_URI": _dance(target),
            "REMOTE_ADDR": "127.0.0.1",
            "REMOTE_PORT": 0,
            "SERVER_NAME": self._server_name,
            "SERVER_PORT": self._server_port,
            "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": self._host,
            "HTTP_ACCEPT_ENCODING": "identity",
        }
        headers = [(name, _text(value)) for name, value in request.headers.items()]
        for name, value in headers:
            if "_" in name or name.lower() in ("transfer-encoding", "host"):
                continue  # werkzeug drops underscored names; the body is whole here, not chunked
            key = environ_key_for_header(name)
            environ[key] = f"{environ[key]},{value}" if key.startswith("HTTP_") and key in environ else value
        environ["CONTENT_LENGTH"] = str(len(body))
        # moto's handler keeps S3 metadata names with underscores, which WSGI would fold
        dashed = {environ_key_for_header(name) for name, _ in headers if "_" not in name}
        preserved: dict[str, str] = {}
        values: dict[str, list[str]] = {}
        for name, value in headers:
            if should_preserve_original_header_name(name):
                key = environ_key_for_header(name)
                if key not in dashed:
                    preserved.setdefault(key, name)
                    values.setdefault(key, []).append(value.replace("\r\n", ""))
        for key, kept in values.items():
            environ[key] = ",".join(kept)
        environ[PRESERVED_HEADER_NAMES_ENVIRON_KEY] = preserved
        return environ

    def _app(self, environ: dict[str, Any]) -> Any:
        """The server's Flask app for the request's service, as its dispatcher resolves it (the
        dispatcher's answer depends on the service host alone, so it is remembered by that)."""
        path = environ["PATH_INFO"]
        if path.startswith(("/moto-api", "/latest/")) or path == "/favicon.ico":
            return None
        host = self._dispatcher.infer_service_region_host(environ, path)
        if host is None:
            return None
        app = self._apps.get(host)
        if app is None:
            with self._lock:
                app = self._apps.get(host) or self._dispatcher.get_application(environ)
                self._apps[host] = app
        return app


class MotoState:
    """What moto in this process holds, read without a call, so that the event-source pollers skip a
    read that would find nothing. Anything it cannot find is answered None: the poller then calls."""

    def __init__(self, region: str) -> None:
        from moto.core.models import DEFAULT_ACCOUNT_ID

        self._account = os.environ.get("MOTO_ACCOUNT_ID", DEFAULT_ACCOUNT_ID)  # moto's, for fake keys
        self._region = region

    def stream_position(self, table: str) -> tuple[int, int] | None:
        """Where the table's stream stands: its shard and how many records were ever appended to it."""
        from moto.dynamodb.models import dynamodb_backends

        try:
            shard = dynamodb_backends[self._account][self._region].tables[table].stream_shard
        except KeyError:
            return None
        if shard is None:
            return None
        return id(shard), shard.starting_sequence_number + len(shard.items)

    def queue_waiting(self, url: str) -> bool | None:
        """Whether the queue holds a message a receive would get now (visible, not delayed)."""
        from moto.sqs.models import sqs_backends

        account, name = url.rstrip("/").split("/")[-2:]
        try:
            queue = sqs_backends[account][self._region].queues[name]
        except KeyError:
            return None
        return bool(queue.messages)


def install(handler: InProcess) -> Callable[[], None]:
    """Puts the hook on every botocore session of this process, the ones to come and boto3's default;
    returns what takes it off again."""
    import boto3
    from botocore import handlers

    specs: list[tuple[str, Callable[..., Any]]] = [
        ("before-call", handler.before_call),
        ("before-send", handler),
    ]
    handlers.BUILTIN_HANDLERS.extend(specs)
    session = boto3.DEFAULT_SESSION
    if session is not None:
        for event, hook in specs:
            session.events.register(event, hook)

    def uninstall() -> None:
        handler.enabled = False
        for spec in specs:
            if spec in handlers.BUILTIN_HANDLERS:
                handlers.BUILTIN_HANDLERS.remove(spec)
            if session is not None:
                session.events.unregister(spec[0], spec[1])

    return uninstall


_ANSWERED_BEFORE_SIGNING = frozenset({"dynamodb", "dynamodbstreams"})


class _Call:
    """A request as botocore's `before-send` handlers see it, from a `before-call`'s serialized one."""

    def __init__(self, method: str, url: str, headers: dict[str, Any], body: Any) -> None:
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body


def _authorization(signer: Any, signing_name: str) -> dict[str, str] | None:
    """The headers of a SigV4 signature, but for the signature itself, which moto does not check."""
    credentials = getattr(signer, "_credentials", None)
    region = getattr(signer, "region_name", None)
    if credentials is None or not region:
        return None  # unsigned, or not botocore's signer: botocore signs and sends it
    frozen = credentials.get_frozen_credentials()
    now = datetime.datetime.now(datetime.UTC)
    scope = f"{frozen.access_key}/{now:%Y%m%d}/{region}/{signing_name}/aws4_request"
    headers = {
        "X-Amz-Date": f"{now:%Y%m%dT%H%M%SZ}",
        "Authorization": f"AWS4-HMAC-SHA256 Credential={scope}, SignedHeaders=host;x-amz-date, Signature=-",
    }
    if frozen.token:
        headers["X-Amz-Security-Token"] = frozen.token
    return headers


_SERVER_ERROR = (
    "<!doctype html>\n<html lang=en>\n<title>500 Internal Server Error</title>\n"
    "<h1>Internal Server Error</h1>\n<p>The server encountered an internal error and was unable to "
    "complete your request. Either the server is overloaded or there is an error in the application.</p>\n"
)


def _call(callback: Callable[..., Any], request: Any) -> tuple[int, dict[str, Any], Any]:
    """What moto's Flask view does around its handler (convert_to_flask_response)."""
    from botocore.exceptions import ClientError
    from moto.moto_api import recorder

    try:
        recorder._record_request(request)
        result = callback(request, request.raw_url, dict(request.headers))
    except ClientError as error:
        result = 400, {}, error.response["Error"]["Message"]
    if len(result) == 3:
        status, headers, body = result
        return int(status), dict(headers or {}), body
    return 200, {}, result


def _response(url: str, method: str, status: int, headers: dict[str, Any], body: Any) -> Any:
    """botocore's response, with the headers and body Flask's Response and werkzeug's server send."""
    from botocore.awsrequest import AWSResponse
    from moto.core.botocore_stubber import MockRawResponse

    data = _bytes(body)
    length = str(len(data))
    if method == "HEAD" and "content-length" in headers:  # moto's own length of what it left out
        length = str(headers["content-length"])
    sent = {str(name): str(value) for name, value in headers.items() if str(name).lower() != "content-length"}
    names = {name.lower() for name in sent}
    if "content-type" not in names:
        sent["Content-Type"] = "text/html; charset=utf-8"
    empty = 100 <= status < 200 or status == 204
    sent["Content-Length"] = "0" if empty else length
    if "date" not in names:
        sent["Date"] = formatdate(usegmt=True)
    if method == "HEAD" or empty or status == 304:
        data = b""
    return AWSResponse(url, status, sent, MockRawResponse(data))  # type: ignore[arg-type]  # as moto's


def _body(body: Any) -> bytes:
    if body is None:
        return b""
    if isinstance(body, bytes):
        return body
    if isinstance(body, str):
        return body.encode("utf-8")
    if isinstance(body, (bytearray, memoryview)):
        return bytes(body)
    read = body.read()  # a file or botocore's aws-chunked wrapper: the bytes it would have sent
    return read.encode("utf-8") if isinstance(read, str) else bytes(read)


def _bytes(body: Any) -> bytes:
    if body is None:
        return b""
    if isinstance(body, bytes):
        return body
    if isinstance(body, str):
        return body.encode("utf-8")
    if isinstance(body, Iterable):
        return b"".join(part.encode("utf-8") if isinstance(part, str) else bytes(part) for part in body)
    return bytes(body)


def _rewind(request: Any) -> None:
    """A body read for the environ, put back for the HTTP send."""
    reset = getattr(request, "reset_stream", None)
    if callable(reset):
        reset()


def _text(value: Any) -> str:
    """A header value as http.client sends it (Latin-1) and werkzeug's server reads it."""
    return value.decode("latin-1") if isinstance(value, bytes) else str(value)


def _dance(text: str) -> str:
    """werkzeug's WSGI encoding of a URL part: UTF-8 bytes read as Latin-1."""
    return text.encode("utf-8").decode("latin-1")
