"""Where the local stack's AWS calls go: a moto server it starts, or the AWS_ENDPOINT_URL already set.

With its own moto, this process's calls skip the loopback hop (local_stack.in_process); other processes
reach the server at the URL.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from local_stack.in_process import MotoState

FAKE_CREDENTIALS = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"}
DEFAULT_MOTO_PORT = 4566  # LocalStack's port, so tools configured for it work unchanged
PURGE_SECONDS = 60  # how often expired items are deleted, as DynamoDB's TTL does in the background


class PortBusy(Exception):
    pass


@dataclass
class AwsEndpoint:
    url: str
    moto: Any = None  # the ThreadedMotoServer when this process started one
    fake_credentials: bool = False
    purger: Purger | None = None
    uninstall: Callable[[], None] | None = None  # takes the in-process hook off botocore
    state: MotoState | None = None  # moto's state, read directly, when moto runs in this process

    def stop(self) -> None:
        if self.uninstall is not None:
            self.uninstall()
            self.uninstall = None
        if self.purger is not None:
            self.purger.stop()
            self.purger = None
        if self.moto is not None:
            self.moto.stop()
            self.moto = None


class Purger:
    """Deletes expired items and day-old stream records every PURGE_SECONDS (moto_fidelity.purge)."""

    def __init__(self, every: float = PURGE_SECONDS, tables: Collection[str] | None = None) -> None:
        self._every = every
        self._tables = tables
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ttl-purge", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from local_stack import moto_fidelity

        while not self._stopped.wait(self._every):
            moto_fidelity.purge(tables=self._tables)

    def stop(self) -> None:
        self._stopped.set()
        self._thread.join()


def start_endpoint() -> AwsEndpoint:
    """Uses AWS_ENDPOINT_URL as is when set; otherwise starts moto on loopback and points boto3 at it.

    With our own moto, the credentials are replaced by fake ones (and AWS_PROFILE dropped, since a
    profile would take precedence over them), so real credentials are never sent anywhere.
    """
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
    existing = os.environ.get("AWS_ENDPOINT_URL")
    if existing:
        return AwsEndpoint(existing)
    from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
    from moto.server import ThreadedMotoServer

    from local_stack import in_process, moto_fidelity, moto_speed

    moto_fidelity.install()  # atomic conditional writes and fast transactions, as in AWS
    moto_speed.install()  # the same answers, without the work moto repeats for nothing
    port = _free_or_requested_port(int(os.environ.get("MOTO_PORT", DEFAULT_MOTO_PORT)))
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no access line per AWS call
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    host, bound_port = server.get_host_and_port()
    url = f"http://{host}:{bound_port}"
    for name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE", "AWS_SESSION_TOKEN", "AWS_SECURITY_TOKEN"):
        os.environ.pop(name, None)
    os.environ.update({**FAKE_CREDENTIALS, "AWS_ENDPOINT_URL": url})
    hook = in_process.InProcess(url, DomainDispatcherApplication(create_backend_app))
    uninstall = in_process.install(hook)
    state = in_process.MotoState(os.environ["AWS_DEFAULT_REGION"])
    return AwsEndpoint(
        url, moto=server, fake_credentials=True, purger=Purger(), uninstall=uninstall, state=state
    )


def _free_or_requested_port(port: int) -> int:
    """Port 0 picks a free port. A busy port fails here: moto's own thread would hang on it."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError as error:
            raise PortBusy(
                f"port {port} is in use (a running stack? set MOTO_PORT=0 for a free port, "
                "or AWS_ENDPOINT_URL to use the running endpoint)"
            ) from error
        return int(probe.getsockname()[1])
