"""Runs one built function as Lambda runs it, in a process of its own: `python3.13 -I -S lambda_runner.py`,
so nothing of the dev venv, the user's site or PYTHONPATH is importable, only the standard library and
the paths the job names (the function's folder, its layers' python/ folders, the runtime's boto3).

Reads a JSON job on stdin: {"path": [...], "handler": "module.attribute", "events": [...],
"capture": "<path of tests/deploy/call_capture.py>", "out": "<file>"}. Imports the handler, hands it each
event with a Lambda-like context, and writes {"importSeconds", "answers", "calls", "origins"} to `out`
(stdout is the function's own: its log lines). Standard library only, as the isolation requires.
"""

import importlib
import importlib.util
import json
import sys
import time
import uuid


class Context:
    """What handlers and Powertools read of Lambda's context object."""

    def __init__(self, name: str, timeout: int) -> None:
        self.function_name = name
        self.function_version = "$LATEST"
        self.invoked_function_arn = f"arn:aws:lambda:us-east-1:123456789012:function:{name}"
        self.memory_limit_in_mb = 512
        self.aws_request_id = str(uuid.uuid4())
        self.log_group_name = f"/aws/lambda/{name}"
        self.log_stream_name = "artifact-test"
        self._deadline = time.monotonic() + timeout

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


def main() -> None:
    job = json.load(sys.stdin)
    sys.path[:0] = job["path"]
    calls: list[dict[str, object]] = []
    capture = _load(job["capture"])

    def record(params: object, model: object, context: object, **_: object) -> None:
        service, operation, plain = capture.call_parts(params, model, context)
        calls.append({"service": service, "operation": operation, "params": plain})

    from botocore.handlers import BUILTIN_HANDLERS  # the runtime's botocore, as every session will see it

    BUILTIN_HANDLERS.append(("before-parameter-build", record))
    started = time.perf_counter()
    module_name, _, attribute = job["handler"].rpartition(".")
    handler = getattr(importlib.import_module(module_name), attribute)
    imported = time.perf_counter() - started
    answers = [handler(event, Context(job["name"], job["timeout"])) for event in job["events"]]
    origins = {name: getattr(sys.modules.get(name), "__file__", None) for name in job["origins"]}
    with open(job["out"], "w", encoding="utf-8") as out:
        json.dump({"importSeconds": imported, "answers": answers, "calls": calls, "origins": origins}, out)


def _load(path: str) -> object:
    spec = importlib.util.spec_from_file_location("call_capture", path)
    if spec is None or spec.loader is None:
        raise ImportError(path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


if __name__ == "__main__":
    main()
