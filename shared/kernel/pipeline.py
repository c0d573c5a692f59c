"""The request pipeline (DESIGN.md section 3), built once and run by every route of every family.

1 match the route · 2 authenticate, reading in the same BatchGetItem the rate-limit counter and the
Idempotency-Key's record · 3 authorize · 4 refuse tenantId · 5 count the call (API tokens) · 6 replay,
409, or reserve the key (one transaction with the count) · 7 validate, run the handler, and commit its
writes, their change entries and the stored answer in one transaction · 8 respond with X-Request-Id,
the RateLimit fields, ETag and the error envelope.

Every authenticated API-token call is counted, whatever it is answered, and carries the limit state.
"""

from __future__ import annotations

import base64
import os
import random
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from aws_lambda_powertools import Logger

from kernel import aws, errors, idempotency
from kernel.access_log import AccessLog
from kernel.auth import Credential, Principal, TokenKind, presents_api_token
from kernel.body_guards import BodyGuard, guards_route, take_guarded_keys
from kernel.errors import ApiError
from kernel.idempotency import Reservation
from kernel.metrics import NO_ROUTE, RouteMetrics
from kernel.parsing import read_json_body, reject_tenant_id, validate_body, validate_query
from kernel.ports import Ports
from kernel.rate_limit import Budget, LimitState, RateLimiter, Window, calls_in, rate_limited
from kernel.request import Request
from kernel.routing import Router, RouteSpec, RouteTable
from kernel.services import Services
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import (
    Actor,
    Commit,
    Create,
    Require,
    ReservationLost,
    StaleRead,
    Via,
    Write,
    commit,
    seed,
    versioned_writes,
)
from kernel.versions import IfMatch, etag, parse_if_match
from kernel.wire import Document, Outcome, Response, to_json

if TYPE_CHECKING:
    from kernel.form_data import FilePart

JSON = "application/json"
DEFAULT_FUNCTION_TIMEOUT = 30.0  # seconds, when no Lambda context says how long is left
RESERVATION_MARGIN_SECONDS = 5.0
LAST_WRITE_WINS_ATTEMPTS = 8  # re-reads of a last-write-wins route before its race is answered 409
_LOG_KEYS = ("request_id", "route", "firm_id", "user_id", "token_kind")

Seeder = Callable[[int], Sequence[Create]]
"""A family's part of a new firm: the items to put (each only if absent), given the time in seconds."""


def authorize(route: RouteSpec, principal: Principal) -> None:
    """Spec 5.2: an API token needs its route and scope; everyone needs the role permission."""
    if principal.token_kind is TokenKind.API_TOKEN:
        if not route.api_token_allowed:
            raise errors.token_route()
        if route.scopes and not any(principal.has_scope(scope) for scope in route.scopes):
            raise errors.scope_denied(" or ".join(route.scopes))
    if route.permission is not None and route.permission not in principal.permissions:
        raise errors.permission_denied(route.permission)


class Meter:
    """Counts one API-token call, once: alone, or inside the transaction that reserves a key."""

    def __init__(
        self,
        limiter: RateLimiter,
        credential: Credential,
        window: Window,
        counters: tuple[dict[str, Any] | None, dict[str, Any] | None],
    ) -> None:
        self._limiter = limiter
        self._token_hash = credential.token_hash
        self._window = window
        current, previous = counters
        self._budget = Budget.of(calls_in(previous), calls_in(current), window)
        self.counted = credential.kind is not TokenKind.API_TOKEN
        self.state: LimitState | None = None
        if not self.counted and self._budget.spent:  # already over: refused without a write
            self.refuse()

    def refuse(self) -> None:
        self.counted = True
        self.state = self._budget._replace(seen=max(self._budget.seen, self._budget.allowed)).refused(
            self._window
        )
        raise rate_limited(self.state)

    def operation(self) -> aws.Operation | None:
        return None if self.counted else self._limiter.operation(self._token_hash, self._window, self._budget)

    def counted_with(self) -> None:
        """The call was counted by a transaction that held `operation()`."""
        self.counted = True
        self.state = self._budget.after_one(self._window)

    def count(self) -> None:
        if self.counted:
            return
        self.counted = True
        self.state = self._limiter.consume(self._token_hash, self._window, self._budget)


class Inbound:
    """The parts of an API Gateway (payload 2.0) event the pipeline reads, read once."""

    def __init__(self, event: Mapping[str, Any]) -> None:
        self.event = event
        self.method = str(event.get("requestContext", {}).get("http", {}).get("method", ""))  # case-sensitive
        self.path = str(event.get("rawPath") or "/")
        self.raw_query = str(event.get("rawQueryString") or "")
        # API Gateway lowercases header names; lowercasing again keeps any other caller honest.
        self.headers = {str(name).lower(): str(value) for name, value in (event.get("headers") or {}).items()}

    @property
    def api_hosts(self) -> tuple[str, ...]:
        """The host names this API answers on, as the event names them: the domain the request
        reached and the API's execute-api domain (an outbound call must never reach either)."""
        context = self.event.get("requestContext") or {}
        hosts = [str(context.get("domainName") or "")]
        if context.get("apiId"):
            region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
            hosts.append(f"{context['apiId']}.execute-api.{region}.amazonaws.com")
        return tuple(host.lower() for host in hosts if host)

    @property
    def query_parameters(self) -> dict[str, str]:
        return dict(self.event.get("queryStringParameters") or {})

    @property
    def repeated_query_names(self) -> tuple[str, ...]:
        """Names sent more than once (API Gateway joins their values with commas, which would filter
        for a value nobody sent)."""
        if not self.raw_query:
            return ()
        names = [name for name, _ in parse_qsl(self.raw_query, keep_blank_values=True)]
        return tuple(sorted({name for name in names if names.count(name) > 1}))

    @cached_property
    def if_match(self) -> IfMatch | None:
        """The If-Match precondition; a malformed header is 400 the first time it is asked for."""
        return parse_if_match(self.headers.get("if-match"))


class App:
    """One Lambda function: the routes of its family behind the kernel pipeline."""

    def __init__(
        self,
        routers: Sequence[Router],
        *,
        service: str,
        ports: Mapping[type[Any], Callable[[], Any]] | None = None,
        seeders: Sequence[Seeder] = (),
        body_guards: Sequence[BodyGuard] = (),
        discarding: Sequence[type[Any]] = (),
    ) -> None:
        self.routes = [
            route._replace(guards=tuple(body_guards)) if body_guards and guards_route(route) else route
            for router in routers
            for route in router.routes
        ]
        self.ports = Ports({Services: Services.from_environment, **(ports or {})})
        self.seeders = tuple(seeders)
        # Ports whose discard() runs after every call: what a write put outside the table (a secret, a
        # file) before its transaction, which the transaction then did not keep, is removed before the
        # answer goes out (DESIGN 3, step 7).
        self._discarding = tuple(discarding)
        self.logger = Logger(service=service)
        self._access_log = AccessLog(self.logger)
        self.metrics = RouteMetrics(service)
        self._table = RouteTable(self.routes)
        # One request at a time per instance, as Lambda runs a container (the local stack keeps to it).
        self._request_id = ""
        self._route = NO_ROUTE  # the matched route's "METHOD /template": the metrics' route dimension
        self._log_keys: dict[str, Any] = {}
        self._log_format = self.logger.registered_formatter  # looked up again on every request
        self._context: Any = None
        self._meter: Meter | None = None
        self._prefetched: dict[tuple[str, str], dict[str, Any] | None] = {}
        self._files: dict[str, FilePart] = {}

    @property
    def services(self) -> Services:
        """Built on the first request, not at import: cold start stays cheap."""
        return self.ports.get(Services)

    def route_at(self, method: str, path: str) -> RouteSpec | None:
        """The route a request of this method and path reaches (a caller that builds a path from values
        can check it reaches the route it meant, not a sibling with a literal segment there)."""
        found = self._table.find(method, path)
        return found[0] if found else None

    def seed_firm(self, store: TenantStore, now: int) -> int:
        """Puts this family's part of a new firm (each item only if absent); how many were put."""
        return sum(seed(store, seeder(now)) for seeder in self.seeders)

    def lambda_handler(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        started = time.perf_counter()
        request_id = str(event.get("requestContext", {}).get("requestId") or uuid.uuid4())
        self._log_keys = {"request_id": request_id, "route": event.get("routeKey")}
        # Every line of the request carries its keys, which the Logger's formatter holds: it is found
        # once here (Logger.append_keys and remove_keys look it up on each call).
        self._log_format = self.logger.registered_formatter
        self._log_format.append_keys(**self._log_keys)
        try:
            self._request_id = request_id
            self._route = NO_ROUTE
            self._context = context
            self._meter = None
            self._prefetched = {}
            self._files = {}
            result = _result(self._dispatch(Inbound(event)))
        except Exception as error:
            if aws.is_unavailable(error):  # DynamoDB or the network, not this request: worth a retry
                self.logger.warning("AWS unavailable", extra={"error": type(error).__name__})
                unavailable = errors.service_unavailable(
                    "The service cannot answer right now; retry shortly."
                )
                result = self._error_result(unavailable, request_id)
            else:
                self.logger.exception("unhandled error")
                result = self._error_result(errors.internal_error(), request_id)
            if self._meter is not None and self._meter.state is not None:  # counted: say so, as always
                result["headers"].update(self._meter.state.headers())
        self._discard()
        headers = result.setdefault("headers", {})
        headers["X-Request-Id"] = request_id
        headers.setdefault("Cache-Control", "no-store")
        self._report(event, result["statusCode"], round((time.perf_counter() - started) * 1000, 2))
        self._log_format.remove_keys(_LOG_KEYS)
        return result

    def _report(self, event: dict[str, Any], status: int, duration_ms: float) -> None:
        """The access log line, then the metrics line: one duration for both."""
        self._access_log.write(
            {
                **self._log_keys,
                "method": event.get("requestContext", {}).get("http", {}).get("method"),
                "path": event.get("rawPath"),
                "status": status,
                "duration_ms": duration_ms,
            }
        )
        self.metrics.emit(self._route, status, duration_ms)

    def _discard(self) -> None:
        for port in self._discarding:
            try:
                self.ports.get(port).discard()
            except Exception:  # the answer stands; what no item names is never read
                self.logger.exception("what a failed write left outside the table could not be removed")

    def _dispatch(self, inbound: Inbound) -> Response:
        """Step 1 (the route, or 404/405), then the rest; every counted call shows where it stands.
        HEAD is served by the GET route, without the body (RFC 9110 9.3.2)."""
        method = "GET" if inbound.method == "HEAD" else inbound.method
        found = self._table.find(method, inbound.path)
        if found is None:
            response = _error_response(self._no_route(inbound.path), self._request_id)
            standing = self._standing(inbound.headers)
            if standing is not None:
                response.headers = {**standing.headers(), **response.headers}
            return response
        route, path_params = found
        self._route = f"{route.method} {route.path}"
        try:
            response = self._run(route, path_params, inbound)
        except ApiError as error:
            response = _error_response(error, self._request_id)
        if self._meter is not None and self._meter.state is not None:
            response.headers = {**self._meter.state.headers(), **response.headers}
        if inbound.method == "HEAD" and response.body is not None:
            media = response.body.media_type if isinstance(response.body, Document) else JSON
            response.headers.setdefault("Content-Type", media)  # the headers GET would send, no body
            response.body = None
        return response

    def _no_route(self, path: str) -> ApiError:
        """405 naming the methods the path takes (HEAD wherever GET is), else 404. Not counted against
        an API token's limit: no route ran."""
        allowed = self._table.methods(path)
        if "GET" in allowed:
            allowed = sorted([*allowed, "HEAD"])
        return (
            errors.method_not_allowed(allowed) if allowed else errors.not_found("No route matches this path.")
        )

    def _standing(self, headers: Mapping[str, str]) -> LimitState | None:
        """Where a valid API token stands in its minute, shown on a 404/405 that is not counted; None
        for anything else (a session, an unknown token: nothing to show)."""
        if not presents_api_token(headers.get("authorization")):
            return None
        services = self.services
        window = services.rate_limiter.window()
        try:
            credential = services.authenticator.credential(headers.get("authorization"))
            counter_keys = self._counter_keys(credential, window)
            control = services.settings.control_table
            _, found = services.authenticator.authenticate(credential, also=[aws.Read(control, counter_keys)])
        except ApiError:
            return None
        current, previous = (found.get((control, *key)) for key in counter_keys)
        return Budget.of(calls_in(previous), calls_in(current), window).standing(window)

    # ---- steps 2 to 6 ------------------------------------------------------------------------------

    def _run(self, route: RouteSpec, path_params: dict[str, str], inbound: Inbound) -> Response:
        headers = inbound.headers
        if not route.authenticated:
            if presents_api_token(headers.get("authorization")) and not route.api_token_allowed:
                raise errors.token_route()  # spec 5.2.6 holds on public routes too: sign-in is not for tokens
            return self._handle(route, path_params, inbound, self._body(route, inbound), None, None)
        services = self.services
        credential = services.authenticator.credential(headers.get("authorization"))
        window = services.rate_limiter.window()
        counter_keys = self._counter_keys(credential, window)
        record_key = self._idempotency_record_key(route, credential, headers)
        control = services.settings.control_table
        control_keys = tuple(key for key in (*counter_keys, record_key) if key is not None)
        firm_reads = self._firm_reads(route, credential)
        also = [read for read in (aws.Read(control, control_keys), firm_reads) if read.keys]
        principal, found = services.authenticator.authenticate(credential, also=also)
        self._prefetched = {
            (partition, sort): _without_keys(found.get((firm_reads.table, wire_key, sort)))
            for (partition, sort), (wire_key, _) in zip(route.reads, firm_reads.keys, strict=True)
        }
        caller = {
            "firm_id": principal.firm_id,
            "user_id": principal.user_id,
            "token_kind": principal.token_kind,
        }
        self._log_keys.update(caller)
        self._log_format.append_keys(**caller)
        current, previous = (
            (found.get((control, *key)) for key in counter_keys) if counter_keys else (None, None)
        )
        self._meter = meter = Meter(services.rate_limiter, credential, window, (current, previous))
        try:
            authorize(route, principal)
            body = self._body(route, inbound)
            _ = inbound.if_match  # a malformed If-Match is refused here, before the key: never stored
            reservation: Reservation | None = None
            if route.method == "POST" and idempotency.read_key(headers) is not None:
                if not route.replayable:
                    raise _idempotency_unsupported()
                assert record_key is not None
                record = found.get((control, *record_key))
                outcome = self._reserve(route, inbound, body, meter, record, record_key)
                if isinstance(outcome, Response):
                    return outcome  # a replay: the handler does not run again
                reservation = outcome
            meter.count()
        except ApiError:
            meter.count()  # a refused call counts too; over the limit, 429 is the answer
            raise
        return self._handle(route, path_params, inbound, body, principal, reservation)

    def _firm_reads(self, route: RouteSpec, credential: Credential) -> aws.Read:
        """The route's declared reads in the token's firm. They are only used once the token is
        verified, and a verified token's firm is the one named in it."""
        store = self.services.tenant_store(credential.firm_id)
        keys = tuple((store.partition_key(partition), sort) for partition, sort in route.reads)
        return aws.Read(store.table, keys)

    def _counter_keys(self, credential: Credential, window: Window) -> tuple[tuple[str, str], ...]:
        """An API token's counters, this minute's and the previous one's (none for a session)."""
        if credential.kind is not TokenKind.API_TOKEN:
            return ()
        return self.services.rate_limiter.counter_keys(credential.token_hash, window)

    def _idempotency_record_key(
        self, route: RouteSpec, credential: Credential, headers: Mapping[str, str]
    ) -> tuple[str, str] | None:
        """Where the key's record lives, when this call may use one (a bad key is answered later)."""
        if route.method != "POST" or not route.replayable:
            return None
        try:
            key = idempotency.read_key(headers)
        except ApiError:
            return None
        if key is None:
            return None
        return self.services.idempotency.record_key(credential.firm_id, credential.user_id, key)

    def _body(self, route: RouteSpec, inbound: Inbound) -> Any:
        if route.upload is not None:
            from kernel.form_data import read_form  # a form's parser: only upload routes import it

            form = read_form(inbound.event, inbound.headers, route.upload)
            body, self._files = form.body(), form.files
        else:
            body = read_json_body(inbound.event, inbound.headers)
        if route.rejects_tenant_id:
            reject_tenant_id(inbound.raw_query, body)
        return body

    def _reserve(
        self,
        route: RouteSpec,
        inbound: Inbound,
        body: Any,
        meter: Meter,
        record: dict[str, Any] | None,
        record_key: tuple[str, str],
    ) -> Reservation | Response:
        """Step 6: the stored answer, a 409, or the key reserved for this call (counted with it)."""
        store = self.services.idempotency
        key = self.services.keyring.get().derive("idempotency-fingerprint-v1") if route.secret_body else None
        request_fingerprint = idempotency.fingerprint(
            route.method, inbound.path, inbound.raw_query, body, key=key
        )
        replay = store.answer_for(record, request_fingerprint)
        if replay is not None:
            meter.count()
            return self._as_this_request(replay)
        reservation, put = store.reservation(record_key, request_fingerprint, self._lock_seconds())
        counter = meter.operation()
        refused = store.reserve([counter, put] if counter else [put])
        if refused is None:
            if counter is not None:
                meter.counted_with()
            return reservation
        if counter is not None and refused.position == 0:
            meter.refuse()  # the counter's condition: over the limit
        meter.count()  # the transaction was cancelled, so it did not count the call
        replay = store.answer_for(refused.item, request_fingerprint)
        if replay is None:  # taken and freed again in between: rare, and safe to retry
            raise idempotency.in_progress()
        return self._as_this_request(replay)

    def _as_this_request(self, replay: Response) -> Response:
        """A replayed refusal names this request in its envelope, as X-Request-Id does: the stored
        answer is the same, and the id is the one to quote for this call (docs/decisions.md)."""
        error = replay.body.get("error") if isinstance(replay.body, dict) else None
        if isinstance(error, dict) and "requestId" in error:
            replay.body = {**replay.body, "error": {**error, "requestId": self._request_id}}
        return replay

    def _lock_seconds(self) -> float:
        """How long a reservation holds: the rest of this invocation, and a margin, so a call that dies
        with its Lambda never blocks the key for longer."""
        remaining = getattr(self._context, "get_remaining_time_in_millis", None)
        seconds = remaining() / 1000 if callable(remaining) else DEFAULT_FUNCTION_TIMEOUT
        return float(seconds) + RESERVATION_MARGIN_SECONDS

    # ---- step 7 ------------------------------------------------------------------------------------

    def _handle(
        self,
        route: RouteSpec,
        path_params: dict[str, str],
        inbound: Inbound,
        body: Any,
        principal: Principal | None,
        reservation: Reservation | None,
    ) -> Response:
        """Validate, run, then commit the writes with the stored answer; a refusal is stored or frees
        the key. An unexpected exception frees the key too: nothing was committed."""
        try:
            body, guarded = take_guarded_keys(route, route.guards, body)
            validated = validate_body(
                route.body_model(), body, route.invalid_body_code, echo=not route.secret_body
            )
            request: Request[Any, Any] = Request(
                body=validated,
                query=validate_query(
                    route.query_model(), inbound.query_parameters, repeated=inbound.repeated_query_names
                ),
                path_params=path_params,
                headers=inbound.headers,
                request_id=self._request_id,
                ports=self.ports,
                principal=principal,
                prefetched=self._prefetched,
                files=self._files,
                method=route.method,
                route=route.path,
                path=inbound.path,
                api_hosts=inbound.api_hosts,
            )
            audited = CallAudit(request)
            request.unit_committer = self._unit_committer(route, audited, principal)
            conditions = self._check_guards(guarded, principal)  # once the call is known well formed
            response = self._handle_and_commit(
                route, request, audited, inbound.if_match, principal, reservation, conditions
            )
        except ApiError as error:
            response = _error_response(error, self._request_id)
            self._settle_refusal(principal, reservation, response)
        except Exception:
            if reservation is not None:
                self.services.idempotency.release(reservation)  # spec 5.3.8: a 5xx frees the key
            raise
        return response

    def _handle_and_commit(
        self,
        route: RouteSpec,
        request: Request[Any, Any],
        audited: CallAudit,
        if_match: IfMatch | None,
        principal: Principal | None,
        reservation: Reservation | None,
        conditions: Sequence[Require] = (),
    ) -> Response:
        """Runs the handler and commits what it returns (under the body guards' conditions). On a
        last-write-wins route without If-Match, a write that lost its race is run again on a fresh read
        (a few times, with jitter), then answered."""
        attempts = LAST_WRITE_WINS_ATTEMPTS if route.last_write_wins and if_match is None else 1
        for attempt in range(1, attempts + 1):
            outcome = _as_outcome(route.handler(request))
            _check_if_match(if_match, outcome)
            outcome = _under(conditions, outcome)
            response = _response(route, outcome)
            for step in outcome.before_commit:
                step()
            entry = audited.entry(response.status, outcome.body) if outcome.writes else None
            try:
                self._commit(principal, outcome, reservation, response, if_match, entry)
            except StaleRead:
                if attempt == attempts:
                    raise
                time.sleep(random.uniform(0, 0.005 * attempt))  # noqa: S311 - jitter, not a secret
                request.prefetched = {}  # a fresh read: what came with the token is what went stale
                continue
            self._after_commit(outcome)
            return response
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _check_guards(self, guarded: Mapping[BodyGuard, Any], principal: Principal | None) -> list[Require]:
        if not guarded or principal is None:
            return []
        store = self.services.tenant_store(principal.firm_id)
        return [guard.check(value, store) for guard, value in guarded.items()]

    def _after_commit(self, outcome: Outcome) -> None:
        """Tidying outside the table, once the writes are in: a failure cannot undo them, so it is
        logged and the answer stands (what it tidies must be safe to find untidied later)."""
        for step in outcome.after_commit:
            try:
                step()
            except Exception:
                self.logger.exception("a step after the commit failed; the writes stand")

    def _settle_refusal(
        self, principal: Principal | None, reservation: Reservation | None, response: Response
    ) -> None:
        """Spec 5.3.6 to 5.3.8: a refusal is stored and replayed; a 412 or a 5xx frees the key instead."""
        if reservation is None:
            return
        if response.status == 412 or response.status >= 500:
            self.services.idempotency.release(reservation)
        else:
            self._commit(principal, Outcome(), reservation, response, None)

    def _commit(
        self,
        principal: Principal | None,
        outcome: Outcome,
        reservation: Reservation | None,
        response: Response,
        if_match: IfMatch | None,
        entry: Mapping[str, Any] | None = None,
    ) -> None:
        if not outcome.writes and reservation is None:
            return
        if principal is None:
            raise RuntimeError("a public route cannot write through the unit of work")
        stored = response if outcome.replay_body is None else replace(response, body=outcome.replay_body)
        completion = self.services.idempotency.completion(reservation, stored) if reservation else None
        context = self._commit_context(principal, completion, if_match is not None, entry)
        try:
            commit(outcome.writes, context)
        except ReservationLost:
            raise idempotency.in_progress() from None

    def _commit_context(
        self,
        principal: Principal,
        completion: aws.Operation | None,
        if_match_sent: bool,
        entry: Mapping[str, Any] | None,
    ) -> Commit:
        services = self.services
        via: Via = "api" if principal.token_kind is TokenKind.API_TOKEN else "product"
        return Commit(
            store=services.tenant_store(principal.firm_id),
            actor=Actor(principal.user_id, via),
            request_id=self._request_id,
            clock=services.clock,
            sequence=services.change_sequence,
            if_match_sent=if_match_sent,
            completion=completion,
            audit=entry,
        )

    def _unit_committer(
        self, route: RouteSpec, audited: CallAudit, principal: Principal | None
    ) -> Callable[[Sequence[Write]], None] | None:
        """What `Request.commit_unit` calls: one transaction per unit, each with the call's one audit
        entry (the same item each time), no idempotency completion (the answer's commit holds it)."""
        if principal is None:
            return None

        def commit_unit(writes: Sequence[Write]) -> None:
            if not writes:
                return
            entry = audited.entry(route.success_status)
            commit(writes, self._commit_context(principal, None, False, entry))

        return commit_unit

    def _error_result(self, error: ApiError, request_id: str) -> dict[str, Any]:
        return {
            "statusCode": error.status,
            "headers": {"Content-Type": JSON, **error.headers},
            "body": to_json(error.envelope(request_id)),
            "isBase64Encoded": False,
        }


class CallAudit:
    """The audit log entry of one call, however many transactions it commits (its units, then its
    answer's): each puts the entry under the time of the first, so every put is of the same item and a
    call has one entry, which the last commit leaves saying what the call answered."""

    def __init__(self, request: Request[Any, Any]) -> None:
        self._request = request
        self._at: int | None = None

    def entry(self, status: int, answer: Any = None) -> dict[str, Any]:
        made = self._request.audit_entry(status, answer)
        if self._at is None:
            self._at = made["at"]
        return made | {"at": self._at}


def _idempotency_unsupported() -> ApiError:
    return ApiError(
        400,
        "idempotency_unsupported",
        "This route does not take Idempotency-Key: its answer holds a credential, never stored.",
    )


def _without_keys(item: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if item is None else {k: v for k, v in item.items() if k not in ("pk", "sk")}


def _as_outcome(result: Any) -> Outcome:
    return result if isinstance(result, Outcome) else Outcome(body=result)


def _under(conditions: Sequence[Require], outcome: Outcome) -> Outcome:
    """The outcome's writes with the guards' conditions, on items the writes do not touch themselves (a
    transaction names an item once; a write of the item is conditioned by its own handler)."""
    if not conditions or not outcome.writes:
        return outcome
    touched = {(write.partition, write.sort) for write in outcome.writes}
    extra = [condition for condition in conditions if (condition.partition, condition.sort) not in touched]
    return replace(outcome, writes=[*outcome.writes, *extra]) if extra else outcome


def _check_if_match(if_match: IfMatch | None, outcome: Outcome) -> None:
    """A stale If-Match is 412 before anything is written; the writes' own conditions catch a race."""
    if if_match is None:
        return
    versions = versioned_writes(outcome.writes)
    if not outcome.writes and outcome.version is not None:
        versions = [outcome.version]
    if not all(if_match.accepts(version) for version in versions):
        raise errors.version_conflict()


def _response(route: RouteSpec, outcome: Outcome) -> Response:
    headers = dict(outcome.headers)
    if outcome.version is not None:
        headers["ETag"] = etag(outcome.version)
    if outcome.location is not None:
        headers["Location"] = outcome.location
    return Response(outcome.status or route.success_status, outcome.body, headers)


def _error_response(error: ApiError, request_id: str) -> Response:
    return Response(error.status, error.envelope(request_id), dict(error.headers))


def _result(response: Response) -> dict[str, Any]:
    """The Lambda proxy result (payload 2.0) API Gateway turns into the HTTP answer."""
    headers = dict(response.headers)
    result: dict[str, Any] = {"statusCode": response.status, "headers": headers, "isBase64Encoded": False}
    if isinstance(response.body, Document):
        headers.setdefault("Content-Type", response.body.media_type)
        content = response.body.content
        if isinstance(content, bytes):
            result |= {"body": base64.b64encode(content).decode("ascii"), "isBase64Encoded": True}
        else:
            result["body"] = content
    elif response.body is not None:
        headers.setdefault("Content-Type", JSON)
        result["body"] = to_json(response.body)
    return result
