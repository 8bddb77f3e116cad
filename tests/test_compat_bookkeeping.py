"""Link bookkeeping the old system's users rely on: hand-dropped link files (taken once quiet, recorded
in the link store), redirect targets and canonical URLs recorded as seen."""

from __future__ import annotations

import json
import lzma
import time

from collect_support import cli, feed_route, link_urls, make_workspace, rss2
from download_support import page, responses
from httpserver import Route
from vert_support import CS_TEXT, CS_TEXT2
from vert_support import page as html_page

from corpustools.warc.cdxj import cdxj_path


def test_a_hand_dropped_file_is_taken_when_quiet_and_its_links_are_not_collected_again(serve, tmp_path):
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1)), "/b": Route(page(2)),
                    "/c": Route(page(3))}, host="127.0.0.71")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a")), ("C", server.url("/c"))]))
    ws = make_workspace(tmp_path / "ws", {"src": [server.url("/rss")]},
                        config="[download]\nhand_dropped_quiet = 3.0\n")
    drop = ws.collected_links / "src"
    drop.mkdir(parents=True)
    hand = drop / "by-hand.txt"
    with open(hand, "w") as fh:  # someone is still writing the file
        fh.write(server.url("/a") + "\n")
        fh.flush()
        first = cli("download", "-W", str(ws.root), "--allow-private")
        assert first.returncode == 0, first.stderr
        assert hand.exists() and not any(h.path in ("/a", "/b") for h in server.hits)
        fh.write(server.url("/b") + "\n")
    time.sleep(3.2)  # quiet now
    second = cli("download", "-W", str(ws.root), "--allow-private")
    assert second.returncode == 0, second.stderr
    assert not hand.exists() and (drop / "by-hand.downloaded").exists()
    assert sorted(responses(ws.warcs / "src" / "by-hand.warc.xz")) == [server.url("/a"), server.url("/b")]
    assert "hand-dropped link file, 2 of 2 links new to the link store" in second.stderr, second.stderr[:600]
    # the feed lists /a (taken from the hand-dropped file) and /c: only /c is new
    collected = cli("collect", "-W", str(ws.root), "--allow-private", "--pause", "0")
    assert collected.returncode == 0, collected.stderr
    [link_file] = drop.glob("*.collected")
    assert link_urls(link_file) == [server.url("/c")]
    looked = cli("links", "-W", str(ws.root), server.url("/b"))
    assert looked.returncode == 0 and "\tcollected_links/src/by-hand.downloaded\t" in looked.stdout


def _article(n: int, head: str = "") -> str:
    return html_page(f"<article><h1>Článek {n}</h1><p>{CS_TEXT}</p><p>{CS_TEXT2} ({n})</p></article>", f"Článek {n}",
                     head=head)


def test_a_redirect_target_or_canonical_url_from_another_feed_is_not_fetched_again(serve, tmp_path):
    server = serve({"/robots.txt": Route("", status=404), "/article": Route(_article(1)),
                    "/new": Route(_article(3))}, host="127.0.0.72")
    server.routes["/old"] = Route("", status=301, headers={"Location": server.url("/article")})
    server.routes["/other"] = Route(_article(2, f'<link rel="canonical" href="{server.url("/canonical")}">'))
    server.routes["/one.rss"] = feed_route(rss2([("Old", server.url("/old")), ("Other", server.url("/other"))]))
    server.routes["/two.rss"] = feed_route(rss2([("Same", server.url("/article")), ("Same 2", server.url("/canonical")),
                                                 ("New", server.url("/new"))]))
    ws = make_workspace(tmp_path / "ws", {"one": [server.url("/one.rss")]})
    for command in (("collect", "--pause", "0"), ("download",)):
        done = cli(*command, "-W", str(ws.root), "--allow-private")
        assert done.returncode == 0, done.stderr
    assert "2 redirect target(s) and canonical URL(s) booked as seen" in done.stderr
    # a second feed lists the same articles under their final and canonical URLs, and one new article
    (ws.rss_sources / "two.txt").write_text(server.url("/two.rss") + "\n")
    done = cli("collect", "-W", str(ws.root), "--allow-private", "--pause", "0")
    assert done.returncode == 0, done.stderr
    [second] = (ws.collected_links / "two").glob("*.collected")
    assert link_urls(second) == [server.url("/new")]
    done = cli("download", "-W", str(ws.root), "--allow-private")
    assert done.returncode == 0, done.stderr
    assert [h.path for h in server.hits].count("/article") == 1 and "/canonical" not in server.paths()
    looked = cli("links", "-W", str(ws.root), "--json", server.url("/article"))
    row = json.loads(looked.stdout)
    assert row["feed"] == server.url("/one.rss") and row["link_file"].startswith("collected_links/one/")


def test_links_tells_collected_downloaded_failed_and_unknown_urls(serve, tmp_path):
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(_article(1)),
                    "/missing": Route("gone", status=404, headers={"Content-Type": "text/plain"})}, host="127.0.0.73")
    server.routes["/old"] = Route("", status=302, headers={"Location": server.url("/a")})
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/old")), ("M", server.url("/missing"))]))
    ws = make_workspace(tmp_path / "ws", {"src": [server.url("/rss")]})
    for command in (("collect", "--pause", "0", "--allow-private"), ("download", "--allow-private"), ("vert", "-m", "1")):
        done = cli(*command, "-W", str(ws.root))
        assert done.returncode == 0, done.stderr
    server.routes["/rss"] = feed_route(rss2([("Later", server.url("/later"))]))
    done = cli("collect", "-W", str(ws.root), "--allow-private", "--pause", "0", "--all")
    assert done.returncode == 0, done.stderr

    looked = cli("links", "-W", str(ws.root), "--header", server.url("/old"), server.url("/missing"),
                 server.url("/later"), "https://never.example/x")
    assert looked.returncode == 0, looked.stderr
    header, *rows = [line.split("\t") for line in looked.stdout.splitlines()]
    table = [dict(zip(header, row, strict=True)) for row in rows]
    [old, missing, later, unknown] = table
    [warc] = ws.warcs.glob("src/*.warc.xz")
    assert old["downloaded"] == "yes" and old["status"] == "200" and old["final"] == server.url("/a")
    assert old["feed"] == server.url("/rss") and old["collected"].endswith("Z") and old["link_file"].startswith("collected_links/src/")
    assert old["warc"] == str(warc.relative_to(ws.root)) and old["offset"]
    vertical = (ws.verts / "src" / warc.name.replace(".warc.xz", ".vert.xz"))
    doc_line = next(line for line in lzma.open(vertical, "rt") if line.startswith("<doc ") and server.url("/a") in line)
    assert f'id="{old["doc_id"]}"' in doc_line and old["vertical"] == str(vertical.relative_to(ws.root))
    assert missing["downloaded"] == "no" and missing["status"] == "failed:http-404 (HTTP 404)" and not missing["doc_id"]
    assert later["downloaded"] == "pending" and later["collected"] and not later["warc"]
    assert unknown["downloaded"] == "unknown" and not unknown["collected"] and not unknown["feed"]
    # -i reads link files (URL<TAB>feed<TAB>title...); a line that is no URL gets its own row, said invalid
    listed = tmp_path / "asked.txt"
    listed.write_text(f"{server.url('/old')}\t{server.url('/rss')}\tA title with spaces\nnot a url\n")
    looked = cli("links", "-W", str(ws.root), "-i", str(listed))
    assert looked.returncode == 0, looked.stderr
    [first, bad] = [line.split("\t") for line in looked.stdout.splitlines()]
    assert first[0] == server.url("/old") and first[4] == "yes"
    assert bad[0] == "not a url" and bad[4] == "invalid" and bad[7] == "not a URL"
    # the WARC really holds the capture at that offset (the CDXJ's stream offset)
    cdxj = cdxj_path(warc).read_text()
    assert f'"offset": "{old["offset"].split(":")[0]}"' in cdxj
