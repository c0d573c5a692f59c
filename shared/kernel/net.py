"""Facts about network addresses that more than one part of the service needs."""

from __future__ import annotations

import ipaddress


def is_loopback_host(host: str) -> bool:
    """`localhost` or a loopback address (127.0.0.0/8, ::1): this machine, never another."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
