"""discover obeys robots.txt for the pages it reads and the paths it probes, and finds feeds in pages
already downloaded (``--warcs``) without fetching them again."""

from __future__ import annotations

from collect_support import cli, feed_route, loop_settings, make_workspace, rss2
from httpserver import Route
from vert_support import make_warc

from corpustools.collect.discover import discover_feeds

ROBOTS = {"Content-Type": "text/plain"}


def test_robots_txt_is_obeyed_for_pages_and_probed_paths(serve, tmp_path):
    feed = feed_route(rss2([("a", "http://x.cz/a")]))
    closed = serve({"/robots.txt": Route("User-agent: *\nDisallow: /\n", headers=ROBOTS),
                    "/": Route('<link rel="alternate" type="application/rss+xml" href="/rss">'), "/rss": feed},
                   host="127.0.0.101")
    no_probe = serve({"/robots.txt": Route("User-agent: corpustools\nDisallow: /rss$\nDisallow: /feed$\n", headers=ROBOTS),
                      "/": Route("<html><body>no feed announced</body></html>"), "/rss": feed, "/feed": feed,
                      "/rss.xml": feed}, host="127.0.0.102")
    open_site = serve({"/robots.txt": Route("", status=404),
                       "/": Route('<link rel="alternate" type="application/rss+xml" href="/rss">'), "/rss": feed},
                      host="127.0.0.103")
    ws = make_workspace(tmp_path, {})
    counters, found, _ = discover_feeds(loop_settings(), ws, [closed.url("/"), no_probe.url("/"), open_site.url("/")])
    assert closed.paths() == ["/robots.txt"]  # the page itself is disallowed: not read
    assert "/rss" not in no_probe.paths() and "/feed" not in no_probe.paths()
    assert [f for f, _ in found] == [no_probe.url("/rss.xml"), open_site.url("/rss")]  # the first allowed path
    assert counters["skipped:robots"] == 1 + 2
    assert [p for p in open_site.paths()] == ["/robots.txt", "/", "/rss"]


def test_feeds_are_found_in_downloaded_warcs_without_fetching_the_pages(serve, tmp_path):
    site = serve({"/robots.txt": Route("", status=404), "/rss": feed_route(rss2([("a", "http://x.cz/a")])),
                  "/atom": Route("<html>not a feed</html>")}, host="127.0.0.104")
    ws = make_workspace(tmp_path / "ws", {})
    head = (f'<link rel="alternate" type="application/rss+xml" href="{site.url("/rss")}">'
            '<link rel="alternate" type="application/atom+xml" href="/atom">')
    page = f"<html><head>{head}</head><body><p>Článek</p></body></html>"
    warc = ws.warcs / "src" / "a.warc.gz"
    warc.parent.mkdir(parents=True)
    make_warc(warc, [{"url": site.url("/clanek/1"), "html": page}, {"url": site.url("/clanek/2"), "html": page}])
    done = cli("discover", "--warcs", str(warc), "--allow-private", "--pause", "0", "-W", str(ws.root))
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{site.url('/rss')}\tnew\t{site.url('/clanek/1')}\n"
    assert "/clanek/1" not in site.paths() and "/clanek/2" not in site.paths() and "/" not in site.paths()
    assert site.paths().count("/robots.txt") == 1 and site.paths().count("/rss") == 1
    listed = (ws.rss_sources / "automatic_collection.txt").read_text()
    assert site.url("/rss") in listed and site.url("/atom") not in listed
