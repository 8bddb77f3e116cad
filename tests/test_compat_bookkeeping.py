"""Link bookkeeping the old system's users rely on: hand-dropped link files (taken once quiet, recorded
in the link store), redirect targets and canonical URLs recorded as seen."""

from __future__ import annotations

import time

from collect_support import cli, feed_route, make_workspace, rss2
from download_support import page, responses
from httpserver import Route


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
    assert "hand-dropped link file, 2 of 2 links new to the link store" in second.stderr
    # the feed lists /a (taken from the hand-dropped file) and /c: only /c is new
    collected = cli("collect", "-W", str(ws.root), "--allow-private", "--pause", "0")
    assert collected.returncode == 0, collected.stderr
    [link_file] = drop.glob("*.collected")
    assert link_file.read_text().split() == [server.url("/c")]
    looked = cli("links", "-W", str(ws.root), server.url("/b"))
    assert looked.returncode == 0 and "\tsrc/by-hand.txt\t" in looked.stdout
