"""Fetching: the wget fallback, limits, bad input; one log line per problem, the run goes on."""

from __future__ import annotations

import gzip
import logging
import socket

from download_support import CLOCK_SLACK, assert_polite, metadata_fields, page, records, responses, settings
from httpserver import Route

from corpustools.download.run import download_adhoc

NO_ROBOTS = Route("", status=404)
# Two different Content-Length headers: http.client (requests) refuses the response, GNU wget reads it.
CONFLICTING = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 27\r\nContent-Length: 28\r\n\r\n"
               b"<html><p>from wget</p></html>")


def _metadata(path):
    return {r.rec_headers.get_header("WARC-Target-URI"): metadata_fields(r) for r in records(path) if r.rec_type == "metadata"}


def test_wget_fetches_what_requests_refuses_after_the_pause(serve, tmp_path):
    odd = serve({"/robots.txt": NO_ROBOTS, "/odd": Route(raw=CONFLICTING)}, host="127.0.0.30")
    fine = serve({"/robots.txt": NO_ROBOTS, "/fine": Route(page(1))}, host="127.0.0.31")
    links = tmp_path / "links.txt"
    links.write_text(f"{odd.url('/odd')}\n{fine.url('/fine')}\n")
    out = tmp_path / "out.warc.xz"

    counters = download_adhoc(settings(), [str(links)], out)

    assert counters["fetched"] == 2 and counters["fetcher:wget"] == 1
    assert [h.path for h in odd.hits] == ["/robots.txt", "/odd", "/odd"]  # requests, then wget
    assert "Wget" in odd.hits[2].headers.get("User-Agent", "") or "corpustools" in odd.hits[2].headers["User-Agent"]
    assert_polite([odd, fine], 1.0)
    found = responses(out)
    assert found[odd.url("/odd")].body.startswith(b"<html><p>from wget</p>")
    meta = _metadata(out)
    assert meta[odd.url("/odd")]["fetcher"] == "wget"
    assert meta[fine.url("/fine")]["fetcher"] == "requests"
    assert found[odd.url("/odd")].rec_headers.get_header("WARC-IP-Address") == "127.0.0.30"


def test_force_wget_records_wget_captures(serve, tmp_path):
    server = serve({"/robots.txt": NO_ROBOTS, "/a": Route(page(1)),
                    "/r": Route("", status=302, headers={"Location": "/a"})}, host="127.0.0.32")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/r") + "\n")
    out = tmp_path / "out.warc.gz"
    counters = download_adhoc(settings(download__force_wget=True), [str(links)], out)
    assert counters["fetched"] == 1 and counters["fetcher:wget"] == 2
    recs = records(out)
    reqs = [r for r in recs if r.rec_type == "request"]
    assert [r.rec_headers.get_header("WARC-Target-URI") for r in reqs] == [server.url("/r"), server.url("/a")]
    assert all(r.http_headers.get_header("User-Agent").startswith("corpustools/") for r in reqs)
    assert responses(out)[server.url("/a")].body == page(1)
    assert {m["fetcher"] for m in _metadata(out).values()} == {"wget"}
    assert_polite([server], 1.0)


def test_limits_size_bombs_trickle_and_content_type(serve, tmp_path):
    bomb = gzip.compress(b"<html>" + b" " * 3_000_000)
    servers = [
        serve({"/robots.txt": NO_ROBOTS, "/big": Route(page(1, 50_000))}, host="127.0.0.33"),
        serve({"/robots.txt": NO_ROBOTS, "/bomb": Route(bomb, headers={"Content-Type": "text/html",
                                                                        "Content-Encoding": "gzip"})}, host="127.0.0.34"),
        serve({"/robots.txt": NO_ROBOTS, "/slow": Route(page(1, 400), trickle=0.02)}, host="127.0.0.35"),
        serve({"/robots.txt": NO_ROBOTS, "/img": Route(b"GIF89a....", headers={"Content-Type": "image/gif"})},
              host="127.0.0.36"),
        serve({"/robots.txt": NO_ROBOTS, "/ok": Route(page(2))}, host="127.0.0.37"),
    ]
    links = tmp_path / "links.txt"
    links.write_text("\n".join(s.url(p) for s, p in zip(servers, ["/big", "/bomb", "/slow", "/img", "/ok"])) + "\n")
    out = tmp_path / "out.warc.xz"
    cfg = settings(max_bytes=30_000, download__max_decompressed_bytes=1_000_000, download__page_time_cap=1.5)

    counters = download_adhoc(cfg, [str(links)], out)

    assert counters["fetched"] == 1
    assert counters["failed:too-large"] == 2
    assert counters["failed:too-slow"] == 1
    assert counters["skipped:content-type"] == 1
    assert "fetcher:wget" not in counters  # no wget for a trickling server
    assert servers[2].max_in_flight == 1
    assert counters["seconds"] < 8
    assert set(responses(out)) == {servers[4].url("/ok")}


def test_bad_input_and_unreachable_hosts_each_get_one_line(serve, tmp_path, caplog):
    good = serve({"/robots.txt": NO_ROBOTS, "/a": Route(page(1))}, host="127.0.0.38")
    failing = serve({"/robots.txt": NO_ROBOTS,
                     **{f"/e{i}": Route("oops", status=500, headers={"Content-Type": "text/plain", "Retry-After": "1"})
                        for i in range(3)}}, host="127.0.0.39")
    closed = socket.socket()
    closed.bind(("127.0.0.40", 0))
    dead_port = closed.getsockname()[1]
    closed.close()
    links = tmp_path / "links.txt"
    links.write_text("\n".join([
        good.url("/a"), "ftp://example.org/file", "not a url", good.url("/a"),
        f"http://127.0.0.40:{dead_port}/x", f"http://127.0.0.40:{dead_port}/y",
        "http://no-such-host.invalid/page",
        failing.url("/e0"), failing.url("/e1"), failing.url("/e2"),
    ]) + "\n")
    out = tmp_path / "out.warc.xz"
    caplog.set_level(logging.INFO, logger="corpustools")

    counters = download_adhoc(settings(download__host_failure_limit=3), [str(links)], out)

    assert counters["fetched"] == 1
    assert counters["failed:refused"] == 2
    assert counters["failed:dns"] == 1
    assert counters["failed:http-500"] == 1 and counters["failed:host-set-aside"] == 2
    text = caplog.text
    assert "links.txt:2: not a usable http(s) URL" in text and "links.txt:3: not a usable" in text
    assert "links.txt:4: duplicate URL" in text
    assert sum(1 for line in caplog.messages if "set aside" in line and "127.0.0.39" in line and "failure" in line) == 1
    assert [h.path for h in failing.hits].count("/e1") == 0  # never asked once the host was set aside
    hits = sorted((h for h in failing.hits if h.path != "/robots.txt"), key=lambda h: h.start)
    assert len(hits) == 3
    assert all(b.start - a.end >= 1.0 - CLOCK_SLACK for a, b in zip(hits, hits[1:]))


def test_private_addresses_are_refused_unless_allowed(serve, tmp_path):
    server = serve({"/robots.txt": NO_ROBOTS, "/a": Route(page(1))}, host="127.0.0.41")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n")
    counters = download_adhoc(settings(allow_private=False), [str(links)], tmp_path / "out.warc")
    assert counters["failed:blocked"] == 1 and server.hits == []
