"""What a botocore `before-parameter-build` event says of the call about to be made, as plain JSON-ready
values. Standard library only: tests/deploy/lambda_runner.py loads it by path inside an artifact's
isolated Python, where nothing but the function, its layers and the runtime's boto3 is importable.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from types import FrameType
from typing import Any


def call_parts(params: Mapping[str, Any], model: Any, context: Mapping[str, Any]) -> tuple[str, str, Any]:
    """(the service's IAM prefix, the operation, its parameters)."""
    service = str(model.service_model.signing_name)
    if context.get("is_presign_request") and model.name == "CreateBucket":
        # A presigned POST: botocore raises the event with the bucket only; the key is an argument of
        # generate_presigned_post, a few frames up.
        return service, "PresignedPost", {"Bucket": params["Bucket"], "Key": _presigned_post_key()}
    return service, str(model.name), _plain(params)


def _presigned_post_key() -> str:
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "generate_presigned_post":
            return str(frame.f_locals["Key"])
        frame = frame.f_back
    raise LookupError("a presigned POST without generate_presigned_post on the stack")


def _plain(value: Any) -> Any:
    """Parameters as JSON holds them: a body's bytes or stream is left out (IAM never looks at it)."""
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items() if key != "Body"}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return repr(value)
