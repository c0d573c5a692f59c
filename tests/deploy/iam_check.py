"""Every AWS call a function makes while the tests run, checked against that function's role.

A hook on botocore's events (`before-parameter-build`, which a presigned URL raises too) sees each call
before it is sent. The function making it is the outermost entry on the calling thread's stack: a
family App's `lambda_handler` (by its service, so an App a test builds with `create_app()` counts as its
function's), or the handler of a function without routes (a worker). A thread a handler starts counts
for that handler's function (an import's dry-run reads with a pool). Calls made outside any handler (a
test seeding its firm, moto set-up) are the operator's, not a function's: they are not checked.

Each call becomes IAM's requests (aws_calls) and each request is evaluated against the function's role
in the SAM-transformed template (stack_roles, iam_policy). A denied request is kept with the function,
action, resource and condition keys; the per-test fixture (tests/conftest.py) fails the test that made
it.
"""

from __future__ import annotations

import sys
import threading
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import CodeType, FrameType
from typing import Any

from tests.deploy.aws_calls import Call, Stack, UnknownCall, requests_of
from tests.deploy.call_capture import call_parts
from tests.deploy.iam_policy import Decision, Policy, Request
from tests.deploy.stack_roles import (
    Resolver,
    Role,
    bucket_policy_statements,
    function_roles,
    transformed_template,
)

_THREAD_FUNCTION = "_iam_check_function"  # the function a thread was started for
_REMEMBERED = 100_000  # decisions kept before the memory starts again


@dataclass(frozen=True)
class Denial:
    function: str
    call: str
    request: Request | None  # None: the call could not be turned into requests
    reason: str

    def __str__(self) -> str:
        if self.request is None:
            return f"{self.function}: {self.call}: {self.reason}"
        keys = ", ".join(f"{k}={list(v)}" for k, v in sorted(self.request.context.items())
                         if k != "aws:securetransport")  # fmt: skip
        return (f"{self.function}: {self.call} needs {self.request.action} on {self.request.resource}"
                f" [{keys}]: {self.reason}")  # fmt: skip


@dataclass
class Entries:
    """How a frame is recognised as a function's entry: App.lambda_handler (by the App's service) and
    the code of the other handlers (the workers', the MCP endpoint's)."""

    app_code: CodeType
    services: Mapping[str, str]  # an App's service -> the function's logical id
    handlers: Mapping[CodeType, str]  # a handler's code -> the function's logical id

    def app_function(self, frame: FrameType) -> str | None:
        if frame.f_code is not self.app_code:
            return None
        app = frame.f_locals.get("self")
        service = getattr(getattr(app, "logger", None), "service", None)
        return self.services.get(service) if isinstance(service, str) else None


# Test helpers that act as another party (Scheduler listing its schedules, say) from inside a handler's
# call: what they call is that party's, not the function's (`another_party`).
_OTHER_PARTIES: set[CodeType] = set()


def another_party[F: Callable[..., Any]](helper: F) -> F:
    """Marks a test helper whose AWS calls are another party's, wherever it is called from."""
    _OTHER_PARTIES.add(helper.__code__)
    return helper


def entries_of_template() -> Entries:
    """Each function of template.yaml's entry, from its Handler (families are on sys.path already)."""
    import importlib

    from kernel.pipeline import App
    from local_stack.template import functions, load_template

    services: dict[str, str] = {}
    handlers: dict[CodeType, str] = {}
    for spec in functions(load_template()):
        module_name, _, attribute = spec.handler.rpartition(".")
        handler = getattr(importlib.import_module(module_name), attribute)
        owner = getattr(handler, "__self__", None)
        if isinstance(owner, App):
            services[owner.logger.service] = spec.logical_id
            continue
        handlers[getattr(handler, "__func__", handler).__code__] = spec.logical_id
        app = getattr(owner, "app", None)  # a handler in front of an App (the MCP endpoint)
        if isinstance(app, App):
            services[app.logger.service] = spec.logical_id
    return Entries(App.lambda_handler.__code__, services, handlers)


@dataclass
class IamCheck:
    stack_name: str
    stage: str = ""  # the deployment's Stage parameter (its default when empty)
    entries: Callable[[], Entries] = entries_of_template
    denials: list[Denial] = field(default_factory=list)
    checked: Counter[str] = field(default_factory=Counter)  # "<function> <action>" -> requests allowed
    denied: int = 0  # requests denied, in all
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _decided: dict[tuple[Any, ...], Decision] = field(default_factory=dict)

    @cached_property
    def _entries(self) -> Entries:
        return self.entries()

    @cached_property
    def roles(self) -> dict[str, Role]:
        return function_roles(self.stack_name, stage=self.stage)

    @cached_property
    def policies(self) -> dict[str, Policy]:
        """Each function's role with the buckets' policies, compiled once."""
        denying = [s for s in bucket_policy_statements(self.stack_name) if s.get("Effect") == "Deny"]
        return {function: Policy(role.statements, denying) for function, role in self.roles.items()}

    @cached_property
    def stack(self) -> Stack:
        template = transformed_template()
        resolver = Resolver(template, self.stack_name)
        keys = {}
        for logical_id, resource in template["Resources"].items():
            if resource["Type"] != "AWS::DynamoDB::Table":
                continue
            properties = resource["Properties"]
            by_index: dict[str | None, str] = {None: _hash_key(properties["KeySchema"])}
            for index in properties.get("GlobalSecondaryIndexes", []):
                by_index[index["IndexName"]] = _hash_key(index["KeySchema"])
            keys[resolver.ref(logical_id)] = by_index
        key = next(lid for lid, r in template["Resources"].items() if r["Type"] == "AWS::KMS::Key")
        return Stack(keys, resolver.attribute(key, "Arn"))

    # ---- the hook

    def install(self) -> None:
        """On every botocore session made from now on, and on the threads handlers start."""
        from botocore.handlers import BUILTIN_HANDLERS

        BUILTIN_HANDLERS.append(("before-parameter-build", self.on_call))
        start = threading.Thread.start
        check = self

        def start_for_function(thread: threading.Thread) -> None:
            setattr(thread, _THREAD_FUNCTION, check.current_function())
            start(thread)

        threading.Thread.start = start_for_function  # type: ignore[method-assign,assignment]

    def current_function(self) -> str | None:
        """Whose call this is, looking outward from the call: a handler that is not an App's (a worker,
        the MCP endpoint) is an invocation of its own; Apps count for the outermost one (the MCP
        function runs a family's App inside its own call); a helper of another party's stops the search.
        A thread with none of them counts for the function it was started for."""
        found = None
        frame: FrameType | None = sys._getframe(1)
        while frame is not None:
            code = frame.f_code
            if code in self._entries.handlers:
                return self._entries.handlers[code]
            if code in _OTHER_PARTIES:
                return found
            found = self._entries.app_function(frame) or found
            frame = frame.f_back
        return found or getattr(threading.current_thread(), _THREAD_FUNCTION, None)

    def on_call(self, params: Mapping[str, Any], model: Any, context: Mapping[str, Any], **_: Any) -> None:
        function = self.current_function()
        if function is None:
            return
        try:
            call = Call(*call_parts(params, model, context))
        except LookupError as error:
            call = Call(model.service_model.signing_name, model.name, {})
            self.denials.append(Denial(function, call.describe(), None, str(error)))
            return
        self.evaluate(function, call)

    def evaluate(self, function: str, call: Call) -> list[Denial]:
        found: list[Denial] = []
        try:
            requests = requests_of(call, self.stack)
        except (UnknownCall, KeyError) as error:
            found.append(Denial(function, call.describe(), None, f"cannot tell IAM's requests: {error!r}"))
            requests = []
        for request in requests:
            decision = self.decide(function, request)
            if decision.allowed:
                with self._lock:
                    self.checked[f"{function} {request.action}"] += 1
            else:
                found.append(Denial(function, call.describe(), request, decision.reason))
        if found:
            with self._lock:
                self.denials.extend(found)
                self.denied += len(found)
        return found

    def decide(self, function: str, request: Request) -> Decision:
        """The role's decision, remembered: a suite asks the same of a role many times over."""
        key = (function, request.action, request.resource, tuple(sorted(request.context.items())))
        decision = self._decided.get(key)
        if decision is None:
            if len(self._decided) > _REMEMBERED:
                self._decided.clear()
            decision = self._decided[key] = self.policies[function].decide(request)
        return decision

    def take(self) -> list[Denial]:
        """The denials since the last take."""
        with self._lock:
            taken, self.denials = self.denials, []
        return taken


def _hash_key(schema: list[Mapping[str, str]]) -> str:
    return next(key["AttributeName"] for key in schema if key["KeyType"] == "HASH")
