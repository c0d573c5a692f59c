"""A development identity provider on loopback: OpenID discovery, a JWKS, and id tokens on demand.

The local stack runs it next to the API and trusts it (through the template's TrustedIssuers parameter),
so anyone can try the sign-in flow with curl: mint an id token here (`records-admin dev-id-token`), then
exchange it at POST /api/v1/auth/session. Only the local stack trusts it; the deployed template does not.

The RSA key is made at each start and kept in memory only: nothing secret is written to disk. An id token
lives one hour and is only good for signing in; the session it is exchanged for is signed with the
stack's own key (in Secrets Manager), so sessions survive a restart even though earlier id tokens do
not. After a restart, mint a new id token.

Routes (HTTP, 127.0.0.1 only):
  GET  /.well-known/openid-configuration   issuer, jwks_uri, id_token_signing_alg_values_supported
  GET  /jwks.json                          the public key (kid, alg RS256, use sig)
  POST /dev/id-token                       {"email", "name"?, "emailVerified"?, "audience"?} -> {"idToken"}
The last one exists only here: a real identity provider never mints tokens for whoever asks.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

from local_stack.aws_endpoint import PortBusy

DEFAULT_PORT = 4567
PORT_VARIABLE = "DEV_IDP_PORT"
AUDIENCE = "records-platform-local"
KID = "dev-1"
ALGORITHM = "RS256"
TOKEN_LIFETIME_SECONDS = 3600
MAX_BODY_BYTES = 64 * 1024
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_FIELDS = frozenset({"email", "name", "emailVerified", "audience"})

Clock = Callable[[], float]


class BadRequest(Exception):
    """The request body cannot be turned into a token; the message says why (400)."""


class DevIdentityProvider:
    """The provider: a key, an issuer URL, and a threaded HTTP server serving them until `stop`."""

    def __init__(self, port: int = DEFAULT_PORT, *, clock: Clock = time.time, log_requests: bool = True):
        self._key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self._clock = clock
        try:
            self._server = _Server(port, self)
        except OSError as error:
            raise PortBusy(
                f"cannot listen on 127.0.0.1:{port}: {error.strerror} (a running stack? "
                f"set {PORT_VARIABLE}=0 for a free port)"
            ) from error
        self.log_requests = log_requests
        self._thread: threading.Thread | None = None

    # ---- what the local stack and the tests read ---------------------------------------------------

    @property
    def issuer(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    @property
    def url(self) -> str:
        return self.issuer

    @property
    def jwks_url(self) -> str:
        return f"{self.issuer}/jwks.json"

    def trusted_issuer(self) -> dict[str, str]:
        """This provider as an entry of the API's TRUSTED_ISSUERS list."""
        # A consumer provider: every firm accepts it, on email_verified (which it says unless asked not to).
        return {"issuer": self.issuer, "audience": AUDIENCE, "jwksUrl": self.jwks_url, "kind": "consumer"}

    def openid_configuration(self) -> dict[str, Any]:
        return {
            "issuer": self.issuer,
            "jwks_uri": self.jwks_url,
            "id_token_signing_alg_values_supported": [ALGORITHM],
            "subject_types_supported": ["public"],
            "response_types_supported": ["id_token"],
            "claims_supported": ["iss", "aud", "sub", "iat", "exp", "email", "email_verified", "name"],
        }

    def jwks(self) -> dict[str, Any]:
        public = RSAAlgorithm.to_jwk(self._key.public_key(), as_dict=True)
        public.pop("key_ops", None)  # "use" says the same; RFC 7517 asks for one of the two
        return {"keys": [{**public, "kid": KID, "alg": ALGORITHM, "use": "sig"}]}

    def mint(self, request: Mapping[str, Any]) -> str:
        """An id token for the request body of POST /dev/id-token; BadRequest when the body is wrong."""
        unknown = set(request) - _FIELDS
        if unknown:
            known = ", ".join(sorted(_FIELDS))
            raise BadRequest(f"unknown field {', '.join(sorted(unknown))} (known: {known})")
        email = request.get("email")
        if not isinstance(email, str) or len(email.strip()) > 254 or not EMAIL.match(email.strip()):
            raise BadRequest("email: a valid email address is required")
        email = email.strip()
        name = request.get("name", email.split("@", 1)[0])
        if not isinstance(name, str) or not name.strip():
            raise BadRequest("name: a non-blank string when given")
        verified = request.get("emailVerified", True)
        if not isinstance(verified, bool):
            raise BadRequest("emailVerified: true or false when given")
        audience = request.get("audience", AUDIENCE)
        if not isinstance(audience, str) or not audience.strip():
            raise BadRequest("audience: a non-blank string when given")
        now = int(self._clock())
        claims = {
            "iss": self.issuer,
            "aud": audience,
            "sub": subject_of(email),
            "email": email,
            "email_verified": verified,
            "name": name.strip(),
            "iat": now,
            "exp": now + TOKEN_LIFETIME_SECONDS,
        }
        return jwt.encode(claims, self._key, algorithm=ALGORITHM, headers={"kid": KID})

    # ---- running -----------------------------------------------------------------------------------

    def start(self) -> DevIdentityProvider:
        self._thread = threading.Thread(target=self._server.serve_forever, name="dev-idp", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join()
            self._thread = None
        self._server.server_close()

    def __enter__(self) -> DevIdentityProvider:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def subject_of(email: str) -> str:
    """A stable subject per email (case-insensitive), as a real provider keeps one per account."""
    return "dev|" + hashlib.sha256(email.strip().lower().encode()).hexdigest()[:16]


def start_provider(port: int | None = None) -> DevIdentityProvider:
    """Starts the provider on `port`, else on $DEV_IDP_PORT, else on 4567 (0 picks a free port)."""
    if port is None:
        text = os.environ.get(PORT_VARIABLE, "").strip() or str(DEFAULT_PORT)
        try:
            port = int(text)
        except ValueError:
            raise ValueError(f"{PORT_VARIABLE}={text!r}: expected a port number") from None
    return DevIdentityProvider(port).start()


# ---- HTTP --------------------------------------------------------------------------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int, provider: DevIdentityProvider):
        super().__init__(("127.0.0.1", port), _Handler)
        self.provider = provider


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def version_string(self) -> str:
        return "records-local-dev-idp"

    def do_GET(self) -> None:
        provider = self.server.provider
        path = self.path.partition("?")[0]
        if path == "/.well-known/openid-configuration":
            self._json(200, provider.openid_configuration())
        elif path == "/jwks.json":
            self._json(200, provider.jwks())
        elif path == "/dev/id-token":
            self._json(405, _error("method_not_allowed", "POST a JSON body here"), allow="POST")
        else:
            self._json(404, _error("not_found", f"no route {path}"))

    def do_POST(self) -> None:
        path = self.path.partition("?")[0]
        if path != "/dev/id-token":
            self.close_connection = True  # its body is left unread, so this connection cannot go on
        if path in ("/.well-known/openid-configuration", "/jwks.json"):
            self._json(405, _error("method_not_allowed", "GET this"), allow="GET")
            return
        if path != "/dev/id-token":
            self._json(404, _error("not_found", f"no route {path}"))
            return
        try:
            token = self.server.provider.mint(self._read_json())
        except BadRequest as error:
            self._json(400, _error("invalid_request", str(error)))
            return
        self._json(200, {"idToken": token})

    def _read_json(self) -> dict[str, Any]:
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if "Transfer-Encoding" in self.headers or length < 0 or length > MAX_BODY_BYTES:
            self.close_connection = True  # the body, if any, is left unread
            raise BadRequest(f"a JSON body of at most {MAX_BODY_BYTES} bytes with a Content-Length")
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError):
            body = None
        if not isinstance(body, dict):
            raise BadRequest('the body must be a JSON object, e.g. {"email": "ana@alpha.example"}')
        return body

    def _json(self, status: int, document: Any, *, allow: str | None = None) -> None:
        body = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        if allow:
            self.send_header("Allow", allow)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if self.server.provider.log_requests:
            print(f"dev-idp {self.command} {self.path} -> {code}", file=sys.stderr)


def _error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}
