"""Source lists whose names would escape their folder: mapped to safe folder names, one line each, and
their links reach download and stats like any other (real processes, a loopback server)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from collect_support import cli, feed_route, make_workspace, rss2
from httpserver import Route

from corpustools.workspace import source_name

UNSAFE = ["...", "..", "a\x01b", " .hidden "]


def test_source_names_that_escape_their_folder_keep_their_links(serve, tmp_path: Path) -> None:
    server = serve(host="127.0.0.7")
    server.routes["/robots.txt"] = Route("", status=404)
    lists: dict[str, list[str]] = {}
    expected: dict[str, set[str]] = {}
    for n, stem in enumerate(UNSAFE):
        items = [(f"t{n}-{i}", server.url(f"/clanek/{n}-{i}")) for i in range(3)]
        for _, url in items:
            server.routes[url.split(server.base, 1)[1]] = Route(f"<html><p>article {url}</p></html>")
        server.routes[f"/feed{n}"] = feed_route(rss2(items))
        lists[stem] = [server.url(f"/feed{n}")]
        expected[source_name(f"{stem}.txt")] = {u for _, u in items}
    ws = make_workspace(tmp_path, lists)

    got = cli("collect", "--allow-private", "--pause", "0", "-W", str(ws.root))

    assert got.returncode == 0, got.stderr
    warned = [line for line in got.stderr.splitlines() if "-WARN" in line and "not a safe folder name" in line]
    assert len(warned) == len(UNSAFE), got.stderr
    assert "\x01" not in got.stderr
    assert all(re.fullmatch(r"[^./\x00-\x1f][^/\x00-\x1f]*", name) for name in expected)
    assert len(expected) == len(UNSAFE)
    for name, urls in expected.items():
        files = list((ws.collected_links / name).glob("*.collected"))
        assert len(files) == 1, (name, sorted(p.name for p in ws.collected_links.rglob("*")))
        assert {line.split("\t")[0] for line in files[0].read_text().splitlines()} == urls
    assert not list(ws.root.glob("*.collected")) and not list(ws.collected_links.glob("*.collected"))

    stats = json.loads(cli("stats", "--json", "-W", str(ws.root)).stdout)
    pending = {k: v.get("pending_links", 0) for k, v in stats["sources"].items()}
    assert {k: pending.get(k, 0) for k in expected} == {k: 3 for k in expected}, stats["sources"]

    got = cli("download", "--allow-private", "--pause", "0", "-W", str(ws.root))
    assert got.returncode == 0, got.stderr
    fetched = {h.path for h in server.hits if h.path.startswith("/clanek/")}
    assert fetched == {u.split(server.base, 1)[1] for urls in expected.values() for u in urls}
    for name in expected:
        assert list((ws.warcs / name).glob("*.warc.xz")), name
