"""Workspace-mode collect against real loopback servers: links, dedup, failures, politeness, polling."""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from collect_support import all_links, atom, feed_route, link_files, loop_settings, make_workspace, rss1, rss2
from httpserver import Route

from corpustools.collect.run import collect_workspace
from corpustools.collect.store import LinkStore, provenance
from corpustools.log import LineFormatter

CZECH = "Žluťoučký kůň úpěl ďábelské ódy"


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(LineFormatter())
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        mark, _, rest = self.format(record).split(" ", 2)
        self.lines.append(f"{mark} {rest}")  # without the timestamp


@pytest.fixture
def logged() -> Iterator[list[str]]:
    handler = _Lines()
    root = logging.getLogger("corpustools")
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    yield handler.lines
    root.removeHandler(handler)
    root.setLevel(old_level)


def test_workspace_collect_formats_encodings_and_provenance(serve, tmp_path: Path, logged: list[str]) -> None:
    one = serve({
        "/rss": feed_route(rss2([("A", "/clanek/a?utm_source=rss"), ("B", "http://News.Example.CZ/b#top")])),
        "/atom": feed_route(atom([("C", "https://example.cz/c")]), "application/atom+xml"),
        "/rdf": feed_route(rss1([("D", "https://example.cz/d")]), "application/rdf+xml"),
    })
    two = serve({
        "/cp1250": feed_route(rss2([(CZECH, "https://cz.example/1250")], encoding="windows-1250"), "text/xml"),
        "/latin2": feed_route(rss2([(CZECH, "https://cz.example/8859")], encoding="iso-8859-2", declare=False),
                              "application/rss+xml; charset=ISO-8859-2"),
    }, host="127.0.0.2")
    ws = make_workspace(tmp_path, {
        "cs_media": f"# comment\n\n{one.url('/rss')}\n{one.url('/atom')}\n{two.url('/cp1250')}\n",
        "others": [one.url("/rdf"), two.url("/latin2")],
    })
    stats = collect_workspace(loop_settings(), ws)
    assert stats["cs_media"]["polled"] == 3 and stats["cs_media"]["new_links"] == 4
    assert stats["others"]["new_links"] == 2 and not stats["others"]["failed"]
    [cs_file] = link_files(ws, "cs_media")
    assert cs_file.name.endswith("Z.collected")
    assert sorted(line.split("\t")[0] for line in cs_file.read_text().splitlines()) == sorted([
        f"{one.base}/clanek/a", "http://news.example.cz/b", "https://example.cz/c", "https://cz.example/1250"])
    for url in ("https://cz.example/1250", "https://cz.example/8859"):
        info = provenance(ws, url)
        assert info is not None and info["title"] == CZECH
    assert provenance(ws, "https://example.cz/c")["feed"] == one.url("/atom")
    assert "+OK collect: cs_media: 3 feeds polled, 4 new links" in " ".join(logged)
    assert (ws.state / "effective-settings.toml").exists()
    assert any(line.startswith("+OK collect: settings (") for line in logged)

    # a second run, due or forced, writes nothing new
    again = collect_workspace(loop_settings(), ws)
    assert again["cs_media"]["polled"] == 0 and again["cs_media"]["not_due"] == 3
    forced = collect_workspace(loop_settings(), ws, force_all=True)
    assert forced["cs_media"]["polled"] == 3 and forced["cs_media"]["new_links"] == 0
    assert len(link_files(ws)) == 2 and len(all_links(ws)) == 6


def test_failures_are_logged_one_line_each_and_the_run_goes_on(serve, tmp_path: Path, logged: list[str]) -> None:
    good = serve({"/ok": feed_route(rss2([("ok", "http://x.cz/ok")])),
                  "/moved": Route(b"", status=301, headers={"Location": "/ok2"}),
                  "/for-now": Route(b"", status=302, headers={"Location": "/ok2"}),
                  "/ok2": feed_route(rss2([("moved", "http://x.cz/moved")])),
                  "/404": Route(b"gone", status=404), "/500": Route(b"oops", status=500),
                  "/html": Route(b"<!doctype html><html><body>home</body></html>"),
                  "/broken": feed_route(b"<rss version='2.0'><channel><item><title>T &</title>"
                                        b"<link>http://x.cz/salvaged</link></item>")})
    slow = serve({"/slow": feed_route(rss2([("late", "http://x.cz/late")]), delay=3.0)}, host="127.0.0.3")
    closed = socket.socket()
    closed.bind(("127.0.0.4", 0))  # a port nobody listens on
    unreachable = f"http://127.0.0.4:{closed.getsockname()[1]}/rss"
    closed.close()
    ws = make_workspace(tmp_path, {"mix": [good.url(p) for p in ("/ok", "/moved", "/404", "/500", "/html", "/broken")]
                                   + [slow.url("/slow"), "not-a-url", unreachable, good.url("/for-now")]})
    stats = collect_workspace(loop_settings(timeout=1.0), ws)["mix"]
    assert stats["new_links"] == 3 and stats["failed"] == 6  # 404, 500, html, timeout, refused, the bad line
    assert stats["failed:refused"] == 1
    assert stats["failed:http-404"] == 1 and stats["failed:timeout"] == 1 and stats["failed:not-a-feed"] == 1
    assert sorted(all_links(ws)) == ["http://x.cz/moved", "http://x.cz/ok", "http://x.cz/salvaged"]
    text = "\n".join(logged)
    assert f"-WARN collect: {good.url('/404')}: HTTP 404\n" in text + "\n"
    assert f"-WARN collect: {slow.url('/slow')}: timed out" in text
    assert f"-WARN collect: {unreachable}: connection refused" in text
    assert "HTML page, not a feed" in text and "salvaged 1 links" in text
    # a feed moved permanently is followed, and the user told to update the list (not one moved for a while)
    assert f"-WARN collect: {good.url('/moved')}: moved permanently to {good.url('/ok2')}; put the new address" in text
    assert text.count("moved permanently") == 1
    assert f"{ws.rss_sources / 'mix.txt'}:8: not an http(s) URL" in text
    collect_workspace(loop_settings(timeout=1.0), ws, force_all=True)
    assert f"-WARN collect: {good.url('/404')}: HTTP 404 (2nd failure in a row)" in "\n".join(logged)
    with LinkStore.for_workspace(ws) as store:
        row = store.books.feed(good.url("/404"))
        assert row["failures_in_row"] == 2 and row["last_error"] == "HTTP 404"
        assert store.books.feed(good.url("/ok"))["failures_in_row"] == 0


def test_private_addresses_refused_without_the_flag(serve, tmp_path: Path, logged: list[str]) -> None:
    server = serve({"/rss": feed_route(rss2([("a", "http://x.cz/a")]))})
    ws = make_workspace(tmp_path, {"s": [server.url("/rss")]})
    stats = collect_workspace(loop_settings(allow_private=False), ws)["s"]
    assert stats["failed:blocked"] == 1 and stats["new_links"] == 0
    assert server.hits == []  # never even connected to it
    assert "private address (use --allow-private)" in "\n".join(logged)


def test_hand_dropped_source_list_is_picked_up(serve, tmp_path: Path) -> None:
    server = serve({"/a": feed_route(rss2([("a", "http://x.cz/a")])),
                    "/b": feed_route(rss2([("b", "http://x.cz/b"), ("a", "http://x.cz/a")]))})
    ws = make_workspace(tmp_path, {"first": [server.url("/a")]})
    collect_workspace(loop_settings(), ws)
    (ws.rss_sources / "dropped.txt").write_text(server.url("/b") + "\n")
    stats = collect_workspace(loop_settings(), ws)
    assert stats["dropped"]["polled"] == 1 and stats["first"]["polled"] == 0
    [dropped] = link_files(ws, "dropped")
    assert [ln.split("\t")[0] for ln in dropped.read_text().splitlines()] == ["http://x.cz/b"]  # a was collected before


def test_conditional_get_sends_validators(serve, tmp_path: Path) -> None:
    body = rss2([("a", "http://x.cz/a")])

    def feed(request) -> Route:
        if request.headers.get("If-None-Match") == '"v1"':
            return Route(b"", status=304, headers={"ETag": '"v1"'})
        return Route(body, headers={"Content-Type": "application/rss+xml", "ETag": '"v1"',
                                    "Last-Modified": "Fri, 20 Nov 2026 10:00:00 GMT"})

    server = serve({"/rss": feed})
    ws = make_workspace(tmp_path, {"s": [server.url("/rss")]})
    collect_workspace(loop_settings(), ws)
    stats = collect_workspace(loop_settings(), ws, force_all=True)["s"]
    assert stats["not_modified"] == 1 and stats["failed"] == 0
    second = server.hits[1].headers
    assert second["If-None-Match"] == '"v1"' and second["If-Modified-Since"] == "Fri, 20 Nov 2026 10:00:00 GMT"
    assert "corpustools/" in second["User-Agent"] and "+http" in second["User-Agent"]


def test_adaptive_interval_grows_without_new_links_and_shrinks_with_them(serve, tmp_path: Path) -> None:
    items = [("a", "http://x.cz/a")]
    server = serve({"/rss": lambda request: feed_route(rss2(items))})
    ws = make_workspace(tmp_path, {"s": [server.url("/rss")]})
    settings = loop_settings(**{"collect.interval_min": 100.0, "collect.interval_max": 1000.0,
                                "collect.interval_factor": 0.5})
    intervals = []
    for new_item in (None, None, None, ("b", "http://x.cz/b")):
        if new_item:
            items.append(new_item)
        collect_workspace(settings, ws, force_all=True)
        with LinkStore.for_workspace(ws) as store:
            row = store.books.feed(server.url("/rss"))
        intervals.append(row["interval"])
        assert abs(row["next_due"] - row["last_poll"] - row["interval"]) < 1e-6
    assert intervals == [100.0, 150.0, 225.0, 112.5]


def test_one_request_per_host_and_the_pause(serve, tmp_path: Path) -> None:
    routes = {f"/f{i}": feed_route(rss2([(str(i), f"http://x.cz/{i}")]), delay=0.05) for i in range(5)}
    server = serve(routes)
    ws = make_workspace(tmp_path, {"s": [server.url(p) for p in routes]})
    collect_workspace(loop_settings(pause=0.2, **{"collect.workers": 5}), ws)
    assert server.max_in_flight == 1
    hits = sorted(server.hits, key=lambda h: h.start)
    gaps = [b.start - a.end for a, b in zip(hits, hits[1:], strict=False)]
    assert len(hits) == 5 and min(gaps) >= 0.19


def test_oversized_response_is_read_up_to_the_cap(serve, tmp_path: Path, logged: list[str]) -> None:
    """A feed over max_bytes gives the items in its first max_bytes (never more is read); a response over
    it that is no feed is refused, naming the setting."""
    big = rss2([(f"item {n} " + "x" * 200, f"http://x.cz/{n}") for n in range(200)])
    server = serve({"/big": feed_route(big), "/small": feed_route(rss2([("s", "http://x.cz/s")])),
                    "/page": feed_route(b"<html><body>" + b"x" * 30_000 + b"</body></html>", "text/html")})
    ws = make_workspace(tmp_path, {"s": [server.url("/big"), server.url("/small"), server.url("/page")]})
    stats = collect_workspace(loop_settings(max_bytes=20_000), ws)["s"]
    taken = [f"http://x.cz/{n}" for n in range(200) if f"http://x.cz/{n}" in all_links(ws)]
    assert 50 < len(taken) < 100 and taken == [f"http://x.cz/{n}" for n in range(len(taken))]
    assert stats["failed:too-large"] == 1 and "http://x.cz/s" in all_links(ws)
    log_text = "\n".join(logged)
    assert f"response larger than 20000 bytes (setting max_bytes): the {len(taken)} links of the {len(taken)} items" \
        in log_text and "/page: response larger than 20000 bytes (setting max_bytes)" in log_text
