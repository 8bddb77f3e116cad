"""Politeness as the servers see it: one request in flight per host, the pause, robots.txt, Retry-After."""

from __future__ import annotations

import json

from download_support import CLOCK_SLACK, assert_polite, page, responses, settings
from httpserver import Route

from corpustools.download.run import download_adhoc, download_workspace
from corpustools.workspace import Workspace

ROBOTS = "User-agent: *\nDisallow: /private/\n\nUser-agent: corpustools\nDisallow: /private/\nDisallow: /no-bots$\n"


def test_hosts_are_fetched_politely_and_robots_obeyed(serve, tmp_path):
    servers = []
    for i in range(4):
        servers.append(serve({
            "/robots.txt": Route(ROBOTS, headers={"Content-Type": "text/plain"}),
            **{f"/a{n}": Route(page(n)) for n in range(3)},
            "/private/secret": Route(page(99)),
            "/no-bots": Route(page(98)),
        }, host=f"127.0.0.{2 + i}"))
    # a host whose robots.txt asks for 2 s between requests
    slow = serve({"/robots.txt": Route("User-agent: *\nCrawl-delay: 2\n", headers={"Content-Type": "text/plain"}),
                  "/x": Route(page(1)), "/y": Route(page(2))}, host="127.0.0.6")
    links = tmp_path / "links.txt"
    urls = [s.url(p) for s in servers for p in ("/a0", "/private/secret", "/a1", "/no-bots", "/a2")]
    urls += [slow.url("/x"), slow.url("/y")]
    links.write_text("\n".join(urls) + "\n")
    out = tmp_path / "out.warc.xz"

    counters = download_adhoc(settings(download__workers=16), [str(links)], out)

    assert counters["fetched"] == 4 * 3 + 2
    assert counters["skipped:robots"] == 4 * 2
    assert_polite([*servers, slow], 1.0)
    for server in servers:
        assert server.paths()[0] == "/robots.txt"
        assert server.paths().count("/robots.txt") == 1
        assert "/private/secret" not in server.paths() and "/no-bots" not in server.paths()
        assert "corpustools/" in server.hits[-1].headers["User-Agent"]
    slow_hits = sorted(slow.hits, key=lambda h: h.start)
    for before, after in zip(slow_hits, slow_hits[1:]):
        assert after.start - before.end >= 2.0 - CLOCK_SLACK
    assert set(responses(out)) == {u for u in urls if "private" not in u and "no-bots" not in u}


def test_retry_after_is_respected_and_only_the_final_answer_kept(serve, tmp_path):
    calls = {"n": 0}

    def flaky(_request):
        calls["n"] += 1
        if calls["n"] == 1:
            return Route("busy", status=503, headers={"Content-Type": "text/plain", "Retry-After": "2"})
        return Route(page(5))

    server = serve({"/robots.txt": Route("", status=404), "/page": flaky}, host="127.0.0.7")
    always = serve({"/robots.txt": Route("", status=404),
                    "/down": Route("down", status=500, headers={"Content-Type": "text/plain", "Retry-After": "1"})},
                   host="127.0.0.8")
    links = tmp_path / "links.txt"
    links.write_text(f"{server.url('/page')}\n{always.url('/down')}\n")
    out = tmp_path / "out.warc.xz"

    counters = download_adhoc(settings(), [str(links)], out)

    assert counters["fetched"] == 1 and counters["failed:http-500"] == 1
    hits = [h for h in server.hits if h.path == "/page"]
    assert len(hits) == 2 and hits[1].start - hits[0].end >= 2.0 - CLOCK_SLACK
    assert [h.path for h in always.hits].count("/down") == 3  # one try and at most two retries
    found = responses(out)
    assert found[server.url("/page")].http_headers.get_statuscode() == "200"
    assert found[always.url("/down")].http_headers.get_statuscode() == "500"  # the final answer, once
    assert_polite([server, always], 1.0)


def test_robots_cache_in_state_is_reused_until_it_expires(serve, tmp_path):
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /hidden\n", headers={"Content-Type": "text/plain"}),
                    "/p1": Route(page(1)), "/p2": Route(page(2)), "/hidden": Route(page(3))}, host="127.0.0.9")
    ws = Workspace.at(tmp_path / "ws").ensure()
    (ws.collected_links / "src").mkdir()
    (ws.collected_links / "src" / "20260101T000000Z.collected").write_text(server.url("/p1") + "\n")
    download_workspace(settings(ws.root), ws)
    cached = list((ws.state / "robots").glob("*.json"))
    assert len(cached) == 1 and "Disallow: /hidden" in json.loads(cached[0].read_text())["body"]

    (ws.collected_links / "src" / "20260101T010000Z.collected").write_text(
        server.url("/p2") + "\n" + server.url("/hidden") + "\n")
    results = download_workspace(settings(ws.root), ws)
    assert results["src"]["fetched"] == 1 and results["src"]["skipped:robots"] == 1
    assert server.paths() == ["/robots.txt", "/p1", "/p2"]  # robots.txt fetched once for both runs

    (ws.collected_links / "src" / "20260101T020000Z.collected").write_text(server.url("/p1") + "\n")
    download_workspace(settings(ws.root, download__robots_ttl=0.0), ws)
    assert server.paths()[-2:] == ["/robots.txt", "/p1"]  # expired: fetched again
