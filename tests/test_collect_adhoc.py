"""Ad hoc collect (``collect -i LIST -o FILE``) never claims links it cannot deliver: an unwritable
output is refused before anything is polled, and a write that fails later keeps the links for the next
run to the same output (real processes, a loopback server, /dev/full for a full disk)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from collect_support import cli, feed_route, rss2

LOG_LINE = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ [-+][A-Z]+ "


def _feed(serve, n: int = 5) -> tuple[object, list[str]]:
    server = serve(host="127.0.0.8")
    urls = [f"http://news.example.cz/adhoc/{i}" for i in range(n)]
    server.routes["/rss"] = feed_route(rss2([(f"t{i}", u) for i, u in enumerate(urls)]))
    return server, urls


def _errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("-ERR ")]


def test_an_unwritable_output_is_refused_before_any_link_is_claimed(serve, tmp_path: Path) -> None:
    server, urls = _feed(serve)
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/rss") + "\n")
    (tmp_path / "ws").mkdir()
    ws = ["--allow-private", "--pause", "0", "-W", str(tmp_path / "ws")]

    # a file where a folder is needed, a folder (a missing folder is made since session 26, as the other
    # commands make that of their -o)
    for bad in (feeds / "links.txt", tmp_path):
        got = cli("collect", "-i", str(feeds), "-o", str(bad), *ws)
        assert got.returncode in (1, 2), got.stderr  # 2: a folder given as -o is a usage error
        assert len(_errors(got.stderr)) == 1 and str(bad) in got.stderr, got.stderr
        assert "Traceback" not in got.stderr
    assert server.hits == []  # nothing polled, so nothing claimed

    out = tmp_path / "links.txt"
    got = cli("collect", "-i", str(feeds), "-o", str(out), *ws)
    assert got.returncode == 0, got.stderr
    assert out.read_text().split() == urls


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full to fail a write with ENOSPC")
def test_links_claimed_but_not_written_go_to_the_same_output_next_time(serve, tmp_path: Path) -> None:
    server, urls = _feed(serve)
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/rss") + "\n")
    (tmp_path / "ws").mkdir()
    ws = ["--allow-private", "--pause", "0", "-W", str(tmp_path / "ws")]
    out = tmp_path / "links.txt"
    out.symlink_to("/dev/full")  # appending works until the data is flushed: "No space left on device"

    got = cli("collect", "-i", str(feeds), "-a", "-o", str(out), *ws)
    assert got.returncode == 1, got.stderr
    assert len(_errors(got.stderr)) == 1 and "No space left" in got.stderr, got.stderr
    assert "Traceback" not in got.stderr

    other = tmp_path / "other.txt"  # another output does not get them, nor do they count as new
    got = cli("collect", "-i", str(feeds), "-o", str(other), *ws)
    assert got.returncode == 0 and other.read_text() == "", got.stderr

    out.unlink()
    out.write_text("kept\n")
    got = cli("collect", "-i", str(feeds), "-a", "-o", str(out), *ws)
    assert got.returncode == 0, got.stderr
    assert out.read_text().split() == ["kept", *urls]

    got = cli("collect", "-i", str(feeds), "-a", "-o", str(out), *ws)  # delivered once only
    assert got.returncode == 0 and out.read_text().split() == ["kept", *urls]
