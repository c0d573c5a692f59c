"""The address guard: which outside addresses the service may call (spec 2.1, 8; OWASP API7).

A connector's `baseUrl` is a place a customer chose, so it is the one way an attacker could aim the
service at its own network. `check_url` decides on save: https only; no userinfo, query or fragment;
a host name or a public IP literal. `check_address` decides on every address a name resolves to, at
call time. Refused: every range that is not the public internet (loopback, private, shared/CGNAT,
link-local, multicast, reserved, unspecified, documentation, benchmarking), IPv6 unique-local,
link-local and site-local, every IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64,
6to4, Teredo), cloud metadata addresses and names, and the service's own host names. Obfuscated
spellings are normalised first (IDNA with Unicode dots and digits, then IPv4 in decimal, octal, hex
and short forms, as `inet_aton` reads them), so they meet the same rules.

A refusal says why in general terms (`Refused.code`), never which internal address matched.

The local stack alone (`make run`) may allow a developer's own origins (`allow_local_origins`): a URL of
exactly such an origin may be plain http and reach loopback or a private address. The deployed code never
calls it, and nothing here reads the environment, so no variable can switch it on in Lambda.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple
from urllib.parse import quote, urlsplit

MAX_URL = 2048
_DEFAULT_PORTS = {"http": 80, "https": 443}
_REFUSED_V4 = tuple(
    ipaddress.IPv4Network(net)
    for net in (
        "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
        "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
        "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
    )
)  # fmt: skip
_REFUSED_V6 = tuple(
    ipaddress.IPv6Network(net)
    for net in (
        "::/96",  # unspecified, loopback and IPv4-compatible
        "::ffff:0:0/96",  # IPv4-mapped
        "::ffff:0:0:0/96",  # IPv4-translated (RFC 2765)
        "64:ff9b::/96", "64:ff9b:1::/48",  # NAT64
        "100::/64",  # discard
        "2001::/23",  # IETF protocol assignments, Teredo (2001::/32) among them
        "2001:db8::/32",  # documentation
        "2002::/16",  # 6to4
        "3fff::/20",  # documentation
        "5f00::/16",  # segment routing
        "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8",
    )
)  # fmt: skip
# Cloud instance metadata and other names that always mean "the machine this runs on".
_REFUSED_NAMES = frozenset(
    {"localhost", "ip6-localhost", "ip6-loopback", "metadata", "metadata.google.internal", "metadata.goog",
     "instance-data", "instance-data.ec2.internal", "metadata.azure.com", "metadata.internal"}
)  # fmt: skip
_REFUSED_SUFFIXES = (
    ".localhost",
    ".internal",
    ".local",
    ".localdomain",
    ".home.arpa",
    ".in-addr.arpa",
    ".ip6.arpa",
)
_PATH_SAFE = "/%:@!$&'()*+,;=-._~"  # what a path keeps as it is (RFC 3986 pchar); the rest is encoded
_LABEL = re.compile(r"(?!-)[a-z0-9-]{1,63}(?<!-)")
_IPV4_PART = re.compile(r"0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*")


class Refused(Exception):
    """An address the service will not call. `code` says why, in general terms."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Target(NamedTuple):
    """A checked base URL: the host as normalised (ASCII, no trailing dot), its port, and its path
    (percent-encoded ASCII, without a trailing slash). `local`: it is an allowed local origin's (the
    local stack only), which alone may be `scheme` http; the guard checks the allowance again at the call."""

    host: str
    port: int
    address: ipaddress.IPv4Address | ipaddress.IPv6Address | None  # when the host is an IP literal
    path: str = ""
    scheme: str = "https"
    local: bool = False


class Origin(NamedTuple):
    """`scheme://host:port`, the host normalised as `check_url` normalises it (an IP literal canonical)."""

    scheme: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.scheme}://{host}:{self.port}"


_local_origins: frozenset[Origin] = frozenset()  # what allow_local_origins installed: none when deployed


def allow_local_origins(origins: Iterable[str]) -> frozenset[Origin]:
    """Lets calls reach exactly these origins (`http://127.0.0.1:9000`, `https://localhost:8443`), in
    this process, in place of any allowed before; `()` ends the allowance. ONLY the local stack calls
    this, at start (a developer's own systems): the deployed code never does, so no environment
    variable can switch it on in Lambda. ValueError on a malformed origin, and nothing changes."""
    global _local_origins
    allowed = frozenset(parse_origin(text) for text in origins)
    _local_origins = allowed
    return allowed


def local_origins() -> frozenset[Origin]:
    """The origins allowed now (none unless the local stack allowed some)."""
    return _local_origins


def parse_origin(text: str) -> Origin:
    """`scheme://host:port`: scheme http or https, the port explicit or the scheme's default, nothing
    else (no user name, path, query or fragment). ValueError saying what is wrong otherwise."""
    if any(ord(c) < 33 or c == "\\" for c in text):
        raise _not_origin(text, "it holds spaces, control characters or backslashes")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise _not_origin(text, "its port or its brackets cannot be read") from None
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not text.lower().startswith(f"{scheme}://"):
        raise _not_origin(text, "expected http://host:port or https://host:port")
    if "@" in parts.netloc or parts.path or parts.query or parts.fragment or text.endswith(("?", "#")):
        raise _not_origin(text, "it takes no user name, path (not even /), query or fragment")
    if port == 0 or parts.netloc.endswith(":"):
        raise _not_origin(text, "its port must be 1 to 65535 (or left out, for the scheme's own)")
    if not parts.hostname:
        raise _not_origin(text, "it names no host")
    try:
        host = _canonical_host(parts.hostname)
    except Refused as error:
        raise _not_origin(text, error.message) from None
    if ":" not in host and not all(_LABEL.fullmatch(label) for label in host.split(".")):
        raise _not_origin(text, "its host is neither a valid name nor an IP address")
    return Origin(scheme, host, _DEFAULT_PORTS[scheme] if port is None else port)


def _not_origin(text: str, why: str) -> ValueError:
    return ValueError(f"{text!r} is not an origin: {why}")


def _canonical_host(hostname: str) -> str:
    host = normalise_host(hostname)
    address = ip_literal(host)
    return host if address is None else str(address)


def _is_local_origin(scheme: str, hostname: str | None, port: int) -> bool:
    """Whether the URL's parts are exactly an allowed origin (never raises: an unreadable host is not)."""
    if not _local_origins or not hostname:
        return False
    try:
        return Origin(scheme, _canonical_host(hostname), port) in _local_origins
    except Refused:
        return False


def is_local(target: Target) -> bool:
    """Whether the target is an allowed local origin's, as allowed NOW (the allowance may have ended)."""
    return target.local and Origin(target.scheme, target.host, target.port) in _local_origins


def check_url(url: str, service_hosts: Iterable[str] = ()) -> Target:
    """The target of a `baseUrl`, or Refused: what is checked on save (and again before a call). A URL
    of an allowed local origin (`allow_local_origins`) may be http and name any host; the rest holds."""
    if len(url) > MAX_URL or any(ord(c) < 33 or c == "\\" for c in url):
        raise Refused(
            "url_invalid", "The URL is too long or holds spaces, control characters or backslashes."
        )
    try:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        port = _DEFAULT_PORTS.get(scheme, 443) if parts.port is None else parts.port
    except ValueError:
        raise Refused("url_invalid", "The URL cannot be read (its port, or its brackets).") from None
    if port == 0:
        raise Refused("url_invalid", "The URL's port must be 1 to 65535.")
    local = _is_local_origin(scheme, parts.hostname, port)
    if scheme != "https" and not local:
        raise Refused("url_not_https", "Only https URLs are called.")
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise Refused("url_has_userinfo", "A URL with a user name or password is refused; use the secret.")
    if parts.query or parts.fragment or url.rstrip().endswith(("?", "#")):
        raise Refused("url_has_query", "A base URL takes no query and no fragment.")
    host = normalise_host(parts.hostname or "")
    path = quote(parts.path, safe=_PATH_SAFE).rstrip("/")
    address = ip_literal(host)
    if local:
        return Target(host if address is None else str(address), port, address, path, scheme, local=True)
    if address is not None:
        check_address(address)
        return Target(str(address), port, address, path)
    _check_name(host, service_hosts)
    return Target(host, port, None, path)


def normalise_host(host: str) -> str:
    """The host in ASCII (IDNA, Unicode dots and digits folded), lower case, without a trailing dot."""
    if not host:
        raise Refused("url_invalid", "The URL names no host.")
    if host.startswith("[") or ":" in host:
        return host.strip("[]").lower()
    try:
        ascii_host = host.encode("idna").decode("ascii").lower()
    except UnicodeError:
        raise Refused("url_invalid", "The host name is not a valid internationalised name.") from None
    return ascii_host.rstrip(".")


def ip_literal(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address a host spells, in any form a resolver would accept, or None for a name."""
    if ":" in host:
        if "%" in host:
            raise Refused("address_not_public", "A scoped IPv6 address is never called.")
        try:
            return ipaddress.IPv6Address(host)
        except ValueError:
            raise Refused("url_invalid", "The IPv6 address cannot be read.") from None
    parts = host.split(".")
    if not 1 <= len(parts) <= 4 or not all(_IPV4_PART.fullmatch(part) for part in parts):
        return None  # a name (a label that is not a number)
    numbers = [int(part, 16) if part.startswith("0x") else int(part, 8) if part.startswith("0") else int(part)
               for part in (p if p != "0x" else "0x0" for p in parts)]  # fmt: skip
    *leading, last = numbers
    if any(n > 255 for n in leading) or last >= 256 ** (5 - len(numbers)):
        raise Refused("url_invalid", "The IPv4 address is out of range.")
    value = last
    for index, number in enumerate(leading):
        value += number << (8 * (3 - index))
    return ipaddress.IPv4Address(value)


def check_address(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> None:
    """Refused unless the address is on the public internet."""
    networks = _REFUSED_V4 if address.version == 4 else _REFUSED_V6
    if any(address in network for network in networks) or not address.is_global:
        raise Refused("address_not_public", "The address is not on the public internet; it is never called.")


def _check_name(host: str, service_hosts: Iterable[str]) -> None:
    if host in _REFUSED_NAMES or host.endswith(_REFUSED_SUFFIXES):
        raise Refused("address_not_public", "The host is a local or metadata name; it is never called.")
    labels = host.split(".")
    if len(host) > 253 or len(labels) < 2 or not all(_LABEL.fullmatch(label) for label in labels):
        raise Refused("url_invalid", "The host is not a valid public DNS name.")
    if labels[-1].isdigit():
        raise Refused("url_invalid", "The host is neither a DNS name nor an IP address.")
    own = {normalise_host(name.strip()) for name in service_hosts if name.strip()}
    if host in own or any(host.endswith(f".{name}") for name in own):
        raise Refused("host_is_service", "The service's own API is never called from a connector.")


Resolver = Callable[[str, int], Sequence[str]]
"""host, port -> the addresses the name resolves to (a port: tests pass a stub, never a switch)."""


def system_resolver(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for the name (A and AAAA), as strings."""
    try:
        answers = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        return []
    return [str(info[4][0]) for info in answers]


def resolve_checked(
    target: Target, resolver: Resolver = system_resolver
) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    """The one address a call connects to: the target's own literal, or the first of what its name
    resolves to, after EVERY resolved address passed the guard. A name that does not resolve is
    refused (fail closed). The caller connects to this address (pinned), never resolving again, so
    a second answer (DNS rebinding) cannot swap it. An allowed local origin's target (`is_local`) is
    spared the address rules; a plain-http target that is not one any more is refused."""
    local = is_local(target)
    if target.scheme != "https" and not local:
        raise Refused("url_not_https", "Only https URLs are called.")
    if target.address is not None:
        if not local:
            check_address(target.address)
        return target.address
    answers = resolver(target.host, target.port)
    if not answers:
        raise Refused("host_not_resolved", "The host name does not resolve; nothing was sent.")
    addresses = [_resolved_address(answer) for answer in answers]
    if not local:
        for address in addresses:
            check_address(address)
    return addresses[0]


def _resolved_address(answer: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    try:
        return ipaddress.ip_address(answer.split("%", 1)[0])
    except ValueError:
        raise Refused("address_not_public", "The host resolves to an address that is never called.") from None
