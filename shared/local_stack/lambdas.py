"""The functions of template.yaml, run in this process as Lambda would run them.

Each handler is imported on its first request, not at start: a handler that does not import yet (work in
progress) then breaks only its own routes, and the stack still starts. All functions share one process,
so they share os.environ; the table and secret variables are the same for every function anyway.
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from local_stack.families import Family, put_on_path
from local_stack.gateway import ACCOUNT_ID
from local_stack.template import REPO_ROOT, FunctionSpec, physical_name

Handler = Callable[[dict[str, Any], Any], Any]


@dataclass
class LambdaContext:
    """The attributes of the Lambda context object that handlers and Powertools read."""

    function_name: str
    memory_limit_in_mb: int
    timeout_seconds: int
    region: str = "us-east-1"
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    function_version: str = "$LATEST"
    _deadline: float = field(default=0.0, init=False, repr=False)

    def __post_init__(self) -> None:
        self._deadline = time.monotonic() + self.timeout_seconds

    @property
    def invoked_function_arn(self) -> str:
        return f"arn:aws:lambda:{self.region}:{ACCOUNT_ID}:function:{self.function_name}"

    @property
    def log_group_name(self) -> str:
        return f"/aws/lambda/{self.function_name}"

    @property
    def log_stream_name(self) -> str:
        return f"local/[{self.function_version}]{self.aws_request_id}"

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


@dataclass
class LocalFunction:
    spec: FunctionSpec
    environment: dict[str, str]
    function_name: str
    handler: Handler | None = None  # imported on first use
    # In AWS a container runs one request at a time. Here each function is one container: its App keeps
    # the request's state (id, rate-limit state, log keys) on itself, so its invocations take turns;
    # different functions run side by side.
    turn: threading.Lock = field(default_factory=threading.Lock)


class Functions:
    """Logical id -> function; `invoke` is what the gateway calls."""

    def __init__(self, functions: Iterable[LocalFunction], base_dir: Path = REPO_ROOT):
        self._functions = {function.spec.logical_id: function for function in functions}
        self._base_dir = base_dir
        self._lock = threading.Lock()

    @property
    def route_keys(self) -> dict[str, tuple[str, ...]]:
        return {logical_id: function.spec.route_keys for logical_id, function in self._functions.items()}

    def apply_environment(self) -> None:
        """Puts every function's variables into os.environ (later functions win on a clash)."""
        for function in self._functions.values():
            os.environ.update(function.environment)

    def invoke(self, logical_id: str, event: dict[str, Any]) -> Any:
        function = self._functions[logical_id]
        context = LambdaContext(
            function_name=function.function_name,
            memory_limit_in_mb=function.spec.memory_size,
            timeout_seconds=function.spec.timeout,
            region=os.environ.get("AWS_DEFAULT_REGION", "us-east-1"),
        )
        handler = self._handler(function)
        with function.turn:
            return handler(event, context)

    def _handler(self, function: LocalFunction) -> Handler:
        if function.handler is None:
            with self._lock:
                if function.handler is None:
                    function.handler = self._import(function)
        return function.handler

    def _import(self, function: LocalFunction) -> Handler:
        """Imports the handler as the Lambda runtime would: the function's folder on sys.path.

        The function's own variables are set right before the import, so module-level objects that
        read them (a Powertools Logger's service name) see this function's values. Every function's
        folder goes on the path (one process shares one sys.path anyway): the MCP function's artifact
        holds every family's code, and runs their routes in process.
        """
        os.environ.update(function.environment)
        every = self._functions.values()
        put_on_path([Family(each.spec, self._base_dir / each.spec.code_uri) for each in every])
        family = Family(function.spec, self._base_dir / function.spec.code_uri)
        handler: Handler = getattr(family.module(), function.spec.handler.rpartition(".")[2])
        return handler


def local_functions(
    specs: Iterable[FunctionSpec], environments: Mapping[str, dict[str, str]], stack_name: str
) -> list[LocalFunction]:
    return [
        LocalFunction(spec, environments[spec.logical_id], physical_name(stack_name, spec.logical_id))
        for spec in specs
    ]
