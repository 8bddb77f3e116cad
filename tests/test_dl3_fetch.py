"""Pages go through urllib3 directly: the request as requests sent it, the peer IP noted also on a fresh
connection (it was missing on a connection's first request), the connection reused, errors named as
before."""

from __future__ import annotations

import socket

from download_support import page, settings
from httpserver import Route

from corpustools.download.fetch import Fetcher


def test_first_request_on_a_connection_has_its_peer_ip_and_the_connection_is_reused(serve) -> None:
    server = serve({"/a": Route(page(1)), "/b": Route(page(2))}, host="127.0.0.99")
    fetcher = Fetcher(settings().data, "corpustools-test")
    try:
        first, second = fetcher.fetch(server.url("/a")), fetcher.fetch(server.url("/b"))
    finally:
        fetcher.close()
    assert first.action == second.action == "done"
    assert first.exchange.peer_ip == second.exchange.peer_ip == "127.0.0.99"
    assert server.connections == 1
    head = first.exchange.request_head
    assert head.startswith(b"GET /a HTTP/1.1\r\nHost: 127.0.0.99:%d\r\n" % server.port)
    assert b"User-Agent: corpustools-test\r\n" in head and b"Accept-Encoding: gzip, deflate, br\r\n" in head
    assert [h.headers.get("Cookie") for h in server.hits] == [None, None]
    assert first.exchange.body == page(1)


def test_connection_failures_keep_their_reasons() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.99", 0))
        port = sock.getsockname()[1]  # bound, not listening: refused
    fetcher = Fetcher(settings().data, "corpustools-test")
    try:
        refused = fetcher.fetch(f"http://127.0.0.99:{port}/x")
        blocked = Fetcher(settings(allow_private=False).data, "t").fetch("http://127.0.0.99/x")
    finally:
        fetcher.close()
    assert (refused.action, refused.reason, refused.message) == ("failed", "refused", "connection refused")
    assert blocked.action == "failed" and blocked.reason == "blocked"
