"""The address policy against DNS tricks: one resolution, checked, pinned (requests and wget alike);
IPv6 forms of private IPv4 addresses; malformed host names; IDNA 2008 host names."""

from __future__ import annotations

import itertools

import pytest
from download_support import page, settings
from httpserver import Route

from corpustools.addresses import AddressPolicy, BlockedAddress, is_public_ip
from corpustools.download.fetch import Fetcher
from corpustools.net import FetchError, fetch_capped, make_session, normalize_url


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("64:ff9b::7f00:1", False),  # NAT64 of 127.0.0.1
        ("64:ff9b::a00:1", False),  # NAT64 of 10.0.0.1
        ("64:ff9b::a9fe:a9fe", False),  # NAT64 of 169.254.169.254 (cloud metadata)
        ("2002:7f00:1::1", False),  # 6to4 of 127.0.0.1
        ("2002:c0a8:101::1", False),  # 6to4 of 192.168.1.1
        ("::127.0.0.1", False),  # IPv4-compatible
        ("::10.1.2.3", False),
        ("::ffff:127.0.0.1", False),  # IPv4-mapped
        ("::ffff:10.0.0.1", False),
        ("::1", False),
        ("64:ff9b::808:808", True),  # NAT64 of 8.8.8.8 is public
        ("2002:808:808::1", True),
        ("8.8.8.8", True),
        ("2a00:1450:4001:80b::200e", True),
    ],
)
def test_ipv6_forms_of_private_ipv4_addresses_are_private(address: str, public: bool) -> None:
    assert is_public_ip(address) is public
    if not public:
        with pytest.raises(FetchError, match="private address"):
            fetch_capped(make_session("t"), f"http://[{address}]/", timeout=2, max_bytes=100)


@pytest.mark.parametrize("url", ["http://exa mple.cz/", "http://exa\x01mple.cz/", "http://a\x7fb.cz/x",
                                 "http://a<b.cz/", "http://a%20b.cz/"])
def test_hosts_with_spaces_or_control_characters_are_refused(url: str) -> None:
    assert normalize_url(url) is None
    with pytest.raises(BlockedAddress, match="malformed host"):
        AddressPolicy(allow_private=True).check_url(url)
    with pytest.raises(FetchError):  # never fetched under another name
        fetch_capped(make_session("t", allow_private=True), url, timeout=2, max_bytes=100)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("https://straße.de/", "https://xn--strae-oqa.de/"),  # IDNA 2003 would say strasse.de
        ("https://STRAẞE.de/a", "https://xn--strae-oqa.de/a"),
        ("http://faß.de/", "http://xn--fa-hia.de/"),
        ("http://☃.net/", "http://xn--n3h.net/"),  # refused by strict IDNA 2008, opened by browsers
        ("https://příklad.cz/", "https://xn--pklad-zsa96e.cz/"),
    ],
)
def test_host_names_follow_idna_2008_uts46(raw: str, expected: str) -> None:
    assert normalize_url(raw) == expected


def test_host_case_does_not_make_another_host() -> None:
    assert normalize_url("http://ΣΟΦΟΣ.gr/") == normalize_url("http://σοφοσ.gr/") is not None


def test_a_name_resolving_to_a_private_address_gets_no_tcp_connection(serve) -> None:
    server = serve({"/": Route("secret")}, host="127.0.0.1")
    with pytest.raises(FetchError, match="private address"):
        fetch_capped(make_session("t"), f"http://localhost:{server.port}/", timeout=3, max_bytes=1000)
    inside = AddressPolicy(resolver=lambda host, port: ["203.0.113.9", "127.0.0.1"])  # one answer inside
    with pytest.raises(FetchError, match="private address"):
        fetch_capped(make_session("t", policy=inside), f"http://mixed.test:{server.port}/", timeout=3,
                     max_bytes=1000)
    assert server.connections == 0 and server.hits == []


def _rebinding(first: str, then: str):
    """A resolver whose first answer is ``first`` and every later one ``then`` (DNS rebinding)."""
    answers = itertools.chain([first], itertools.repeat(then))
    calls: list[str] = []

    def resolve(host: str, port: int) -> list[str]:
        calls.append(host)
        return [next(answers)]

    return resolve, calls


def test_requests_connects_to_the_address_that_was_checked(serve) -> None:
    checked = serve({"/": Route("public page")}, host="127.0.0.2")
    internal = serve({"/": Route("internal")}, host="127.0.0.3", port=checked.port)
    resolve, calls = _rebinding("127.0.0.2", "127.0.0.3")
    policy = AddressPolicy(resolver=resolve, is_public=lambda a: a == "127.0.0.2")
    session = make_session("t", policy=policy)
    got = fetch_capped(session, f"http://news.test:{checked.port}/", timeout=3, max_bytes=1000)
    assert got.body == b"public page"
    assert checked.hits[0].headers["Host"] == f"news.test:{checked.port}"
    session.close()
    with pytest.raises(FetchError, match="resolves to 127.0.0.3, a private address"):  # the rebound answer
        fetch_capped(make_session("t", policy=policy), f"http://news.test:{checked.port}/", timeout=3, max_bytes=1000)
    assert internal.connections == 0 and calls == ["news.test", "news.test"]


def test_wget_connects_only_to_the_checked_address(serve) -> None:
    # the system resolver says localhost is 127.0.0.1, where an internal service listens on the same port;
    # the policy checked 127.0.0.2: wget must go there and never resolve the name itself
    checked = serve({"/a": Route(page(1))}, host="127.0.0.2")
    internal = serve({"/a": Route("internal secret")}, host="127.0.0.1", port=checked.port)
    resolve, calls = _rebinding("127.0.0.2", "127.0.0.1")
    policy = AddressPolicy(resolver=resolve, is_public=lambda a: a == "127.0.0.2")
    fetcher = Fetcher(settings(allow_private=False, download__force_wget=True).data, "corpustools-test", policy)
    url = f"http://localhost:{checked.port}/a"
    try:
        result = fetcher.fetch(url)
    finally:
        fetcher.close()
    assert result.action == "done", result
    assert result.exchange.url == url and result.exchange.peer_ip == "127.0.0.2"
    assert result.exchange.body.startswith(b"<html><head><title>Page 1")
    assert b"Host: localhost:%d\r\n" % checked.port in result.exchange.request_head
    assert [h.headers["Host"] for h in checked.hits] == [f"localhost:{checked.port}"]
    assert internal.connections == 0 and calls == ["localhost"]


def test_wget_redirect_to_a_private_address_is_not_followed(serve) -> None:
    inner = serve({"/secret": Route("internal")}, host="127.0.0.3")
    outer = serve({"/": Route("", status=302, headers={"Location": f"http://intranet.test:{inner.port}/secret"})},
                  host="127.0.0.2")
    addresses = {"outer.test": "127.0.0.2", "intranet.test": "127.0.0.3"}
    policy = AddressPolicy(resolver=lambda host, port: [addresses[host]], is_public=lambda a: a == "127.0.0.2")
    fetcher = Fetcher(settings(allow_private=False, download__force_wget=True).data, "corpustools-test", policy)
    try:
        first = fetcher.fetch(f"http://outer.test:{outer.port}/")
        assert first.action == "redirect" and first.location == f"http://intranet.test:{inner.port}/secret"
        second = fetcher.fetch(first.location)
    finally:
        fetcher.close()
    assert second.action == "failed" and second.reason == "blocked", second
    assert "resolves to 127.0.0.3, a private address" in second.message
    assert inner.connections == 0
