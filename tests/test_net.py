"""URL normalisation, the private-address policy on real sockets, and per-host slots."""

from __future__ import annotations

import threading
import time

import pytest
from big_brother_support import wait_for
from httpserver import Route

from corpustools.net import FetchError, describe_error, fetch_capped, host_of, make_session, normalize_url
from corpustools.politeness import HostSlots


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("HTTP://WWW.Example.CZ:80/Zpravy/A?utm_source=rss&id=5#top", "http://www.example.cz/Zpravy/A?id=5"),
        ("https://example.cz:443", "https://example.cz/"),
        ("https://example.cz:8443/a?fbclid=x&gclid=y", "https://example.cz:8443/a"),
        ("https://example.cz/a b?q=č", "https://example.cz/a%20b?q=%C4%8D"),
        ("https://příklad.cz/články", "https://xn--pklad-zsa96e.cz/%C4%8Dl%C3%A1nky"),
        ("  https://example.cz/x?b=2&UTM_MEDIUM=m&a=1\n", "https://example.cz/x?b=2&a=1"),
        ("ftp://example.cz/file", None),
        ("javascript:alert(1)", None),
        ("mailto:a@b.cz", None),
        ("http://[::1]:80/", "http://[::1]/"),
        ("http://example.cz:99999/", None),
        ("", None),
    ],
)
def test_normalize_url(raw, expected):
    assert normalize_url(raw) == expected


def test_normalize_relative_and_host_of():
    assert normalize_url("../b?utm_campaign=x", base="https://e.cz/a/c/d") == "https://e.cz/a/b"
    assert host_of("https://E.cz:443/x") == "e.cz"
    assert host_of("http://127.0.0.2:8080/x") == "127.0.0.2:8080"


def test_private_addresses_refused_unless_allowed(serve):
    server = serve({"/": Route("hello")})
    blocked = make_session("corpustools-test (+https://example.org)")
    with pytest.raises(FetchError, match="private address"):
        fetch_capped(blocked, server.url("/"), timeout=5, max_bytes=1000)
    with pytest.raises(FetchError, match="private address"):  # a name that resolves to loopback
        fetch_capped(blocked, f"http://localhost:{server.port}/", timeout=5, max_bytes=1000)
    assert server.hits == []
    allowed = make_session("corpustools-test (+https://example.org)", allow_private=True)
    result = fetch_capped(allowed, server.url("/"), timeout=5, max_bytes=1000)
    assert result.body == b"hello" and result.status == 200
    wait_for(lambda: server.hits, timeout=5)  # the server books a hit after the client has read the answer
    assert server.hits[0].headers["User-Agent"] == "corpustools-test (+https://example.org)"


def test_redirect_to_private_address_refused(serve):
    inner = serve({"/secret": Route("internal")}, host="127.0.0.3")
    outer = serve({"/": Route("", status=302, headers={"Location": inner.url("/secret")})}, host="127.0.0.2")
    session = make_session("t", allow_private=False)
    with pytest.raises(FetchError):
        fetch_capped(session, outer.url("/"), timeout=5, max_bytes=1000)
    assert inner.hits == []


def test_size_cap_and_slow_body(serve):
    server = serve({"/big": Route(b"x" * 5000), "/slow": Route(b"abcdefghij", trickle=0.3)})
    session = make_session("t", allow_private=True)
    with pytest.raises(FetchError, match="larger than 1000 bytes"):
        fetch_capped(session, server.url("/big"), timeout=5, max_bytes=1000)
    with pytest.raises(FetchError, match="not complete within"):
        fetch_capped(session, server.url("/slow"), timeout=5, max_bytes=1000, total_time=0.5)


def test_error_phrases(serve):
    session = make_session("t", allow_private=True)
    server = serve({})
    port = server.port
    server.stop()
    with pytest.raises(FetchError) as info:
        fetch_capped(session, f"http://127.0.0.1:{port}/", timeout=2, max_bytes=10)
    assert str(info.value) == "connection refused" and info.value.reason == "refused"
    with pytest.raises(FetchError) as info:
        fetch_capped(session, "http://no-such-host.invalid/", timeout=2, max_bytes=10)
    assert info.value.reason == "dns" and describe_error(info.value) == "DNS lookup failed"


def test_host_slots_one_in_flight_and_pause():
    slots = HostSlots(pause=0.2)
    events: list[tuple[str, float, float]] = []
    lock = threading.Lock()

    def worker(host: str) -> None:
        for _ in range(3):
            with slots.slot(host):
                start = time.monotonic()
                time.sleep(0.02)
                with lock:
                    events.append((host, start, time.monotonic()))

    threads = [threading.Thread(target=worker, args=(h,)) for h in ("a", "a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for host in ("a", "b"):
        mine = sorted((s, e) for h, s, e in events if h == host)
        for (_, e1), (s2, _) in zip(mine, mine[1:]):
            assert s2 >= e1 + 0.2 - 0.005  # never overlapping, never faster than the pause
    assert not slots.try_acquire("a") or slots.wait_time("a") == float("inf")


def test_host_slots_delay_and_crawl_delay():
    slots = HostSlots(pause=0.0)
    slots.set_pause("h", 0.3)
    assert slots.try_acquire("h")
    slots.release("h")
    assert not slots.try_acquire("h") and 0.2 < slots.wait_time("h") <= 0.3
    slots.delay("x", 5)
    assert slots.acquire("x", timeout=0.05) is False
