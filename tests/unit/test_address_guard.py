"""The address guard (spec 2.1, 8): every spelling of an address the service must never call is
refused with a code that says why in general terms; public https hosts pass."""

from __future__ import annotations

import ipaddress

import pytest

from kernel.address_guard import Refused, Resolver, check_address, check_url, ip_literal, resolve_checked

SERVICE_HOSTS = ["api.records.example", "abc123.execute-api.eu-west-1.amazonaws.com."]

HOSTILE = [
    ("https://[::ffff:0:a9fe:a9fe]/latest/meta-data", "address_not_public"),  # IPv4-translated (RFC 2765)
    ("https://[::ffff:0:7f00:1]", "address_not_public"),
    ("https://api.partner.example:0", "url_invalid"),
    # not https, userinfo, query, fragment, junk
    ("http://example.com", "url_not_https"),
    ("ftp://example.com", "url_not_https"),
    ("file:///etc/passwd", "url_not_https"),
    ("gopher://example.com:70/", "url_not_https"),
    ("//example.com", "url_not_https"),
    ("https://user:pass@example.com", "url_has_userinfo"),
    ("https://user@example.com", "url_has_userinfo"),
    ("https://example.com@169.254.169.254", "url_has_userinfo"),
    ("https://example.com?x=1", "url_has_query"),
    ("https://example.com#frag", "url_has_query"),
    ("https://example.com/?", "url_has_query"),
    ("https://exa mple.com", "url_invalid"),
    ("https://example.com\\@evil", "url_invalid"),
    ("https://example.com:99999", "url_invalid"),
    ("https://", "url_invalid"),
    ("https://[::1", "url_invalid"),
    # loopback in every spelling
    ("https://127.0.0.1", "address_not_public"),
    ("https://127.1", "address_not_public"),
    ("https://127.0.1", "address_not_public"),
    ("https://2130706433", "address_not_public"),
    ("https://0x7f000001", "address_not_public"),
    ("https://0x7f.0x0.0x0.0x1", "address_not_public"),
    ("https://0177.0.0.1", "address_not_public"),
    ("https://017700000001", "address_not_public"),
    ("https://127.000.000.001", "address_not_public"),
    ("https://\uff11\uff12\uff17.\uff10.\uff10.\uff11", "address_not_public"),  # fullwidth digits
    ("https://127\u30020\u30020\u30021", "address_not_public"),  # ideographic full stops
    ("https://127\uff0e0\uff0e0\uff0e1", "address_not_public"),  # fullwidth full stops
    ("https://[::1]", "address_not_public"),
    ("https://[0:0:0:0:0:0:0:1]", "address_not_public"),
    ("https://localhost", "address_not_public"),
    ("https://LOCALHOST.", "address_not_public"),
    ("https://app.localhost", "address_not_public"),
    ("https://0.0.0.0", "address_not_public"),
    ("https://0", "address_not_public"),
    ("https://[::]", "address_not_public"),
    # private, shared, link-local, multicast, reserved, documentation, benchmarking
    ("https://10.0.0.1", "address_not_public"),
    ("https://10.255.255.255", "address_not_public"),
    ("https://172.16.0.1", "address_not_public"),
    ("https://172.31.255.254", "address_not_public"),
    ("https://192.168.1.1", "address_not_public"),
    ("https://3232235777", "address_not_public"),  # 192.168.1.1 in decimal
    ("https://100.64.0.1", "address_not_public"),
    ("https://100.100.100.200", "address_not_public"),  # Alibaba metadata
    ("https://169.254.169.254", "address_not_public"),
    ("https://169.254.170.2", "address_not_public"),  # ECS task metadata
    ("https://0xa9fea9fe", "address_not_public"),  # 169.254.169.254 in hex
    ("https://224.0.0.1", "address_not_public"),
    ("https://239.255.255.250", "address_not_public"),
    ("https://240.0.0.1", "address_not_public"),
    ("https://255.255.255.255", "address_not_public"),
    ("https://192.0.2.10", "address_not_public"),
    ("https://198.51.100.7", "address_not_public"),
    ("https://203.0.113.9", "address_not_public"),
    ("https://198.18.0.1", "address_not_public"),
    ("https://192.0.0.170", "address_not_public"),
    # IPv6 ranges and every IPv4-embedding form
    ("https://[fd00:ec2::254]", "address_not_public"),  # AWS IMDS over IPv6
    ("https://[fc00::1]", "address_not_public"),
    ("https://[fe80::1]", "address_not_public"),
    ("https://[fe80::1%25eth0]", "address_not_public"),
    ("https://[fec0::1]", "address_not_public"),
    ("https://[ff02::1]", "address_not_public"),
    ("https://[::ffff:127.0.0.1]", "address_not_public"),
    ("https://[::ffff:7f00:1]", "address_not_public"),
    ("https://[::ffff:169.254.169.254]", "address_not_public"),
    ("https://[::127.0.0.1]", "address_not_public"),  # IPv4-compatible
    ("https://[64:ff9b::a9fe:a9fe]", "address_not_public"),  # NAT64 of 169.254.169.254
    ("https://[64:ff9b:1::1]", "address_not_public"),
    ("https://[2002:7f00:1::]", "address_not_public"),  # 6to4 of 127.0.0.1
    ("https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]", "address_not_public"),  # Teredo
    ("https://[2001:db8::1]", "address_not_public"),
    ("https://[100::1]", "address_not_public"),
    # metadata and local names
    ("https://metadata.google.internal", "address_not_public"),
    ("https://metadata.google.internal.", "address_not_public"),
    ("https://METADATA.GOOGLE.INTERNAL", "address_not_public"),
    ("https://instance-data.ec2.internal", "address_not_public"),
    ("https://printer.local", "address_not_public"),
    ("https://router.home.arpa", "address_not_public"),
    ("https://1.0.0.127.in-addr.arpa", "address_not_public"),
    # the service itself
    ("https://api.records.example", "host_is_service"),
    ("https://API.Records.Example.", "host_is_service"),
    ("https://v2.api.records.example", "host_is_service"),
    ("https://abc123.execute-api.eu-west-1.amazonaws.com/prod", "host_is_service"),
    # not a name
    ("https://intranet", "url_invalid"),
    ("https://-bad-.example.com", "url_invalid"),
    ("https://1.2.3.4.5", "url_invalid"),
    ("https://256.1.1.1", "url_invalid"),
    ("https://1.2.3.256", "url_invalid"),
]

ALLOWED = [
    ("https://api.example.com", "api.example.com", 443),
    ("https://API.Example.COM./v1/", "api.example.com", 443),
    ("https://api.example.com:8443/base", "api.example.com", 8443),
    ("https://bücher.example", "xn--bcher-kva.example", 443),
    ("https://8.8.8.8", "8.8.8.8", 443),
    ("https://[2606:4700:4700::1111]", "2606:4700:4700::1111", 443),
    ("https://records.example", "records.example", 443),  # the service's domain's parent is not the service
]


@pytest.mark.parametrize(("url", "code"), HOSTILE)
def test_a_hostile_base_url_is_refused_with_a_code_that_says_why(url: str, code: str) -> None:
    with pytest.raises(Refused) as refused:
        check_url(url, SERVICE_HOSTS)
    assert refused.value.code == code
    assert "169.254" not in refused.value.message  # says why, never which address matched


def test_the_table_is_long() -> None:
    assert len(HOSTILE) >= 60


@pytest.mark.parametrize(("url", "host", "port"), ALLOWED)
def test_a_public_https_url_passes_normalised(url: str, host: str, port: int) -> None:
    target = check_url(url, SERVICE_HOSTS)
    assert (target.host, target.port) == (host, port)


@pytest.mark.parametrize(
    ("spelling", "address"),
    [("127.1", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("2130706433", "127.0.0.1"), ("010.0.0.1", "8.0.0.1"),
     ("1.2.3", "1.2.0.3"), ("8.8.8.8", "8.8.8.8")],
)  # fmt: skip
def test_ipv4_is_read_as_a_resolver_reads_it(spelling: str, address: str) -> None:
    assert ip_literal(spelling) == ipaddress.ip_address(address)


@pytest.mark.parametrize(
    "address", ["10.1.2.3", "127.0.0.53", "169.254.169.254", "::1", "fd00:ec2::254", "::ffff:8.8.8.8"]
)
def test_a_resolved_address_is_checked_the_same_way(address: str) -> None:
    with pytest.raises(Refused):
        check_address(ipaddress.ip_address(address))
    check_address(ipaddress.ip_address("93.184.216.34"))


def stub(*answers: str) -> Resolver:
    def resolve(host: str, port: int) -> list[str]:
        return list(answers)

    return resolve


def test_a_name_is_called_only_when_every_address_it_resolves_to_is_public() -> None:
    target = check_url("https://api.partner.example", SERVICE_HOSTS)
    assert resolve_checked(target, stub("93.184.216.34", "2606:2800:220:1::1")) == ipaddress.ip_address(
        "93.184.216.34"
    )
    for answers in (
        ("93.184.216.34", "10.0.0.5"),
        ("169.254.169.254",),
        ("::ffff:127.0.0.1",),
        ("fe80::1%eth0",),
    ):
        with pytest.raises(Refused) as refused:
            resolve_checked(target, stub(*answers))
        assert refused.value.code == "address_not_public"


def test_a_name_that_does_not_resolve_is_refused() -> None:
    with pytest.raises(Refused) as refused:
        resolve_checked(check_url("https://nowhere.partner.example"), stub())
    assert refused.value.code == "host_not_resolved"


def test_the_address_is_decided_once_so_a_rebinding_answer_cannot_swap_it() -> None:
    """The second lookup a rebinding attack counts on never happens: the call connects to the address
    returned here. A resolver that answers public first and loopback after is asked once."""
    answers = iter([["93.184.216.34"], ["127.0.0.1"]])
    asked: list[str] = []

    def rebinding(host: str, port: int) -> list[str]:
        asked.append(host)
        return next(answers)

    pinned = resolve_checked(check_url("https://rebind.partner.example"), rebinding)
    assert (pinned, asked) == (ipaddress.ip_address("93.184.216.34"), ["rebind.partner.example"])


def test_an_ip_literal_needs_no_lookup() -> None:
    assert resolve_checked(check_url("https://8.8.8.8"), stub("127.0.0.1")) == ipaddress.ip_address("8.8.8.8")
