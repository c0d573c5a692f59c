"""records-local: the whole API on loopback, no Docker. `make run` starts it.

moto (DynamoDB, Secrets Manager, ...) on MOTO_PORT (default 4566) unless AWS_ENDPOINT_URL is set; a
development identity provider on DEV_IDP_PORT (default 4567), which the functions trust through the
template's TrustedIssuers parameter; the tables and secrets of template.yaml; a demo firm with a fresh
API token; and an HTTP front on PORT (default 3000) that routes like API Gateway and calls the same
handlers Lambda would call.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import signal
import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import FrameType
from typing import Any, Protocol

from kernel import address_guard
from local_stack.aws_endpoint import FAKE_CREDENTIALS, AwsEndpoint, PortBusy, start_endpoint
from local_stack.dev_identity_provider import DevIdentityProvider, start_provider
from local_stack.gateway import Gateway, Router
from local_stack.http_front import FrontServer
from local_stack.lambdas import Functions, local_functions
from local_stack.openapi_build import operations_drift
from local_stack.queues import QueuePoller, queue_consumers
from local_stack.scheduler import ScheduleTicker
from local_stack.streams import StreamPoller, stream_consumers
from local_stack.template import (
    DEFAULT_STACK_NAME,
    REPO_TEMPLATE,
    SCHEDULE_GROUP,
    FunctionSpec,
    TemplateError,
    create_resources,
    functions,
    load_template,
    parameter_values,
    physical_name,
    resolve_environment,
    resources_of_type,
)


@dataclass(frozen=True)
class Ready:
    """What the stack prints once it answers: enough to call it and to point records-admin at it."""

    api_url: str
    aws_endpoint: str
    stack_name: str
    firm_id: str
    firm_name: str
    user_id: str
    user_email: str
    demo_created: bool
    api_token: str
    dev_identity_provider: str
    admin_environment: dict[str, str]
    outbound_origins: tuple[str, ...] = ()  # LOCAL_OUTBOUND_ORIGINS, as allowed


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="records-local", description=(__doc__ or "").split("\n")[0])
    parser.add_argument(
        "--port", type=int, default=int(os.environ.get("PORT", "3000")), help="0 = a free port"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON line when ready, for scripts")
    parser.add_argument("--stack-name", default=os.environ.get("STACK_NAME", DEFAULT_STACK_NAME))
    parser.add_argument("--template", type=Path, default=REPO_TEMPLATE)
    parser.add_argument(
        "--parameter", action="append", default=[], metavar="NAME=VALUE", help="override a template parameter"
    )
    return parser.parse_args(argv)


class _Stoppable(Protocol):
    def stop(self) -> None: ...


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    running: list[_Stoppable] = []  # stopped in reverse order, however main ends
    try:
        return _run(args, running)
    except KeyboardInterrupt:  # Ctrl-C while starting: no traceback for that
        return 130
    finally:
        for part in reversed(running):
            part.stop()


def _run(args: argparse.Namespace, running: list[_Stoppable]) -> int:
    try:
        outbound_origins = allow_outbound_origins(os.environ)
    except ValueError as error:
        print(f"records-local: {OUTBOUND_ORIGINS_VARIABLE}: {error}", file=sys.stderr)
        return 2
    try:
        endpoint = start_endpoint()
    except PortBusy as error:
        print(f"records-local: moto: {error}", file=sys.stderr)
        return 2
    running.append(endpoint)
    try:
        provider = start_provider()
    except (PortBusy, ValueError) as error:
        print(f"records-local: dev identity provider: {error}", file=sys.stderr)
        return 2
    running.append(provider)
    try:
        server, ready = start_stack(args, endpoint, provider, running)
    except OSError as error:
        print(f"records-local: cannot listen on port {args.port}: {error.strerror}", file=sys.stderr)
        return 2
    except (TemplateError, ValueError) as error:
        print(f"records-local: {error}", file=sys.stderr)
        return 2
    announce(replace(ready, outbound_origins=outbound_origins), as_json=args.json)
    serve_until_signalled(server)
    return 0


def start_stack(
    args: argparse.Namespace, endpoint: AwsEndpoint, provider: DevIdentityProvider, running: list[_Stoppable]
) -> tuple[FrontServer, Ready]:
    """Resources from the template, the functions' environment, the demo firm, the stream consumers,
    the schedules (the automation runner) and the queue consumers (the import worker), then the HTTP
    front."""
    import boto3

    from kernel.identity import IdentityStore
    from records_admin.demo import ensure_demo_firm, issue_demo_token

    template = load_template(args.template)
    stale = operations_drift(args.template)
    if stale:  # /openapi and MCP would not show what the stack serves
        raise TemplateError(
            "the committed OpenAPI document is stale, run `make openapi`:\n  " + "\n  ".join(stale)
        )
    names = create_resources(
        template,
        args.stack_name,
        boto3.client("dynamodb"),
        boto3.client("secretsmanager"),
        boto3.client("scheduler"),
        boto3.client("s3"),
        boto3.client("sqs"),
    )
    specs = functions(template)
    overrides = dict(_pair(text) for text in args.parameter)
    environments = function_environments(template, specs, names, overrides, provider.trusted_issuer())
    lambdas = Functions(local_functions(specs, environments, args.stack_name), base_dir=args.template.parent)
    lambdas.apply_environment()

    identity_table = os.environ["IDENTITY_TABLE"]
    identity = IdentityStore(identity_table, client=boto3.client("dynamodb"))
    demo = ensure_demo_firm(identity)
    token = issue_demo_token(identity, demo)
    state = endpoint.state  # with moto in this process, the pollers read only what moved
    poller = StreamPoller(
        stream_consumers(template), names, lambdas.invoke, position=state.stream_position if state else None
    )
    poller.start()
    running.append(poller)
    ticker = ScheduleTicker(
        [names[group] for group in resources_of_type(template, SCHEDULE_GROUP)],
        {physical_name(args.stack_name, spec.logical_id): spec.logical_id for spec in specs},
        lambdas.invoke,
    )
    ticker.start()
    running.append(ticker)
    queues = QueuePoller(
        queue_consumers(template), names, lambdas.invoke, waiting=state.queue_waiting if state else None
    )
    queues.start()
    running.append(queues)

    server = FrontServer(args.port, Gateway(Router.from_route_keys(lambdas.route_keys), lambdas.invoke))
    admin_environment = {
        "AWS_ENDPOINT_URL": endpoint.url,
        "AWS_DEFAULT_REGION": os.environ["AWS_DEFAULT_REGION"],
        "IDENTITY_TABLE": identity_table,
        "DATA_TABLE": os.environ["DATA_TABLE"],  # create-firm seeds the system forms there
        "DEV_IDP_URL": provider.url,
        **(FAKE_CREDENTIALS if endpoint.fake_credentials else {}),  # never real credentials
    }
    ready = Ready(
        api_url=server.url,
        aws_endpoint=endpoint.url,
        stack_name=args.stack_name,
        firm_id=demo.firm.firm_id,
        firm_name=demo.firm.name,
        user_id=demo.user.user_id,
        user_email=demo.user.email,
        demo_created=demo.created,
        api_token=token,
        dev_identity_provider=provider.url,
        admin_environment=admin_environment,
    )
    return server, ready


# ---- outbound origins ---------------------------------------------------------------------------------

OUTBOUND_ORIGINS_VARIABLE = "LOCAL_OUTBOUND_ORIGINS"


def allow_outbound_origins(environ: Mapping[str, str]) -> tuple[str, ...]:
    """Lets outbound calls (webhooks, connectors, feeds) reach the developer's own origins named in
    LOCAL_OUTBOUND_ORIGINS (comma-separated, e.g. `http://127.0.0.1:9000,https://localhost:8443`), and
    only those: plain http and loopback then pass the address guard for them. The local stack alone does
    this; the deployed functions never read the variable. ValueError naming a malformed origin."""
    texts = [text.strip() for text in environ.get(OUTBOUND_ORIGINS_VARIABLE, "").split(",") if text.strip()]
    return tuple(sorted(map(str, address_guard.allow_local_origins(texts))))


# ---- trusted issuers ---------------------------------------------------------------------------------

TRUSTED_ISSUERS_PARAMETER = "TrustedIssuers"
TRUSTED_ISSUERS_VARIABLE = "TRUSTED_ISSUERS"


def function_environments(
    template: Mapping[str, Any],
    specs: list[FunctionSpec],
    names: Mapping[str, str],
    overrides: Mapping[str, str],
    trusted_issuer: Mapping[str, str],
) -> dict[str, dict[str, str]]:
    """Each function's environment (logical id -> variables), trusting `trusted_issuer` as well.

    The trust goes through the template: when it declares the TrustedIssuers parameter, the issuer is
    added to the parameter's value (its Default, or the --parameter given), and the template passes
    it on to the functions that verify id tokens. A template that passes TRUSTED_ISSUERS to no
    function yet gets the variable set directly in every function's environment instead.
    """
    overrides = dict(overrides)
    declared = TRUSTED_ISSUERS_PARAMETER in template.get("Parameters", {})
    if declared:
        current = overrides.get(TRUSTED_ISSUERS_PARAMETER)
        if current is None:
            current = parameter_values(template)[TRUSTED_ISSUERS_PARAMETER]
        overrides[TRUSTED_ISSUERS_PARAMETER] = json.dumps(with_issuer(current, trusted_issuer))
    parameters = parameter_values(template, overrides)
    environments = {spec.logical_id: resolve_environment(spec, names, parameters) for spec in specs}
    if not any(TRUSTED_ISSUERS_VARIABLE in environment for environment in environments.values()):
        value = parameters[TRUSTED_ISSUERS_PARAMETER] if declared else json.dumps([dict(trusted_issuer)])
        for environment in environments.values():
            environment[TRUSTED_ISSUERS_VARIABLE] = value
    return environments


def with_issuer(value: str, entry: Mapping[str, str]) -> list[Any]:
    """The JSON list of trusted issuers in `value`, with `entry` in place of any entry of its issuer."""
    try:
        issuers = json.loads(value or "[]")
    except json.JSONDecodeError:
        issuers = None
    if not isinstance(issuers, list):
        raise TemplateError(f"parameter {TRUSTED_ISSUERS_PARAMETER}: expected a JSON list, got {value!r}")
    kept = [
        item for item in issuers if not (isinstance(item, dict) and item.get("issuer") == entry["issuer"])
    ]
    return [*kept, dict(entry)]


def _pair(text: str) -> tuple[str, str]:
    name, equals, value = text.partition("=")
    if not equals:
        raise ValueError(f"--parameter {text!r}: expected NAME=VALUE")
    return name, value


ADMIN = shlex.quote(str(Path(sys.executable).parent / "records-admin"))  # the venv's operator tool


def announce(ready: Ready, *, as_json: bool) -> None:
    if as_json:
        document = {
            "apiUrl": ready.api_url,
            "awsEndpoint": ready.aws_endpoint,
            "firmId": ready.firm_id,
            "userId": ready.user_id,
            "apiToken": ready.api_token,
            "stackName": ready.stack_name,
            "devIdentityProvider": ready.dev_identity_provider,
            "environment": ready.admin_environment,
            "outboundOrigins": list(ready.outbound_origins),
        }
        print(json.dumps(document), flush=True)
        return
    exports = " ".join(f"{name}={shlex.quote(value)}" for name, value in ready.admin_environment.items())
    seeded = "created" if ready.demo_created else "reused"
    moto = " (moto in this process, in memory)" if "AWS_ACCESS_KEY_ID" in ready.admin_environment else ""
    lines = [
        f"records-local is ready (stack {ready.stack_name})",
        f"  API           {ready.api_url}",
        f"  AWS endpoint  {ready.aws_endpoint}{moto}",
        f"  demo firm     {ready.firm_id} {ready.firm_name} ({seeded})",
        f"  demo user     {ready.user_id} {ready.user_email} (role admin)",
        f"  API token     {ready.api_token} (every scope, 30 days; a new one at each start)",
        f"  dev IdP       {ready.dev_identity_provider} (id tokens for anyone; trusted by this stack only)",
        *outbound_line(ready.outbound_origins),
        "",
        "Try:",
        f'  curl -s -H "Authorization: Bearer {ready.api_token}" {ready.api_url}/api/v1/x/catalog',
        "",
        "Point records-admin at this stack:",
        f"  export {exports}",
        "",
        "Then sign in as the demo user with an id token from the dev IdP:",
        f"  ID_TOKEN=$({ADMIN} dev-id-token --email {ready.user_email})",
        f"  curl -s -H 'Content-Type: application/json' {ready.api_url}/api/v1/auth/session \\",
        '    -d "{\\"idToken\\": \\"$ID_TOKEN\\"}"',
        "",
        "Ctrl-C stops.",
    ]
    print("\n".join(lines), flush=True)


def outbound_line(origins: tuple[str, ...]) -> list[str]:
    """The announcement's line for LOCAL_OUTBOUND_ORIGINS: none when it allows nothing."""
    allowed = " ".join(origins)
    return [f"  outbound      {allowed} ({OUTBOUND_ORIGINS_VARIABLE}; this stack only)"] if origins else []


def serve_until_signalled(server: FrontServer) -> None:
    """Serves in a thread; SIGINT or SIGTERM stops the server, then the caller stops moto."""
    stop = threading.Event()

    def request_stop(signum: int, frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)
    thread = threading.Thread(target=server.serve_forever, name="http-front", daemon=True)
    thread.start()
    while not stop.wait(0.5):
        pass
    server.shutdown()
    server.server_close()
    thread.join()


if __name__ == "__main__":
    sys.exit(main())
