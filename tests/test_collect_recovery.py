"""A lost, emptied or damaged link store is noticed, never silently re-collected, and can be rebuilt from
the link files and WARCs (real processes, a loopback server, real SQLite, kill -9)."""

from __future__ import annotations

import os
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from collect_support import cli, feed_route, make_workspace, rss2, start_cli
from httpserver import Route

from corpustools.workspace import Workspace


def _site(serve, feeds: int = 2, items: int = 6):
    server = serve(host="127.0.0.9")
    server.routes["/robots.txt"] = Route("", status=404)
    urls: dict[str, list[str]] = {}
    for f in range(feeds):
        urls[f"/rss{f}"] = [server.url(f"/a/{f}-{i}") for i in range(items)]
        server.routes[f"/rss{f}"] = feed_route(rss2([(f"t{i}", u) for i, u in enumerate(urls[f"/rss{f}"])]))
        for u in urls[f"/rss{f}"]:
            server.routes[u.split(server.base, 1)[1]] = Route(f"<html><body><p>article {u}</p></body></html>")
    return server, urls


ARGS = ("--allow-private", "--pause", "0")


def _collect(ws: Workspace, *more: str):
    return cli("collect", "--all", *ARGS, *more, "-W", str(ws.root))


def _errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("-ERR ")]


def _link_files(ws: Workspace) -> list[Path]:
    return sorted(ws.collected_links.rglob("*.collected"))


@pytest.mark.parametrize("loss", ["deleted", "zero bytes", "zeroed", "rows deleted"])
def test_a_lost_link_store_stops_collect_with_one_line(serve, tmp_path: Path, loss: str) -> None:
    server, _ = _site(serve)
    ws = make_workspace(tmp_path, {"news": [server.url("/rss0"), server.url("/rss1")]})
    assert _collect(ws).returncode == 0
    store, keys = ws.state / "links.sqlite", ws.state / "links.keys"
    keys_before = keys.read_bytes()
    assert len(keys_before) == 12 * 8
    files_before = _link_files(ws)
    if loss == "deleted":
        store.unlink()
    elif loss == "zero bytes":
        store.write_bytes(b"")
    elif loss == "zeroed":
        store.write_bytes(bytes(store.stat().st_size))
    else:
        with sqlite3.connect(store) as db:
            db.execute("DELETE FROM links")

    got = _collect(ws)

    assert got.returncode == 1, got.stderr
    errors = _errors(got.stderr)
    assert len(errors) == 1 and "--rebuild-store" in errors[0] and "restore" in errors[0], got.stderr
    assert "Traceback" not in got.stderr
    assert keys.read_bytes() == keys_before  # the only record of what was collected is kept
    assert _link_files(ws) == files_before  # nothing collected again


def test_rebuild_store_from_link_files_and_warcs(serve, tmp_path: Path) -> None:
    server, urls = _site(serve, feeds=3)
    ws = make_workspace(tmp_path, {"news": [server.url("/rss0")], "more": [server.url("/rss1")]})
    assert _collect(ws).returncode == 0
    got = cli("download", *ARGS, "-W", str(ws.root))
    assert got.returncode == 0, got.stderr
    downloaded = sorted(ws.collected_links.rglob("*.downloaded"))
    assert len(downloaded) == 2
    downloaded[0].unlink()  # these links are now only in a WARC
    (ws.rss_sources / "late.txt").write_text(server.url("/rss2") + "\n")
    assert _collect(ws).returncode == 0  # a pending link file
    (ws.state / "links.sqlite").unlink()
    assert _collect(ws).returncode == 1

    got = cli("collect", "--rebuild-store", "-W", str(ws.root))

    assert got.returncode == 0, got.stderr
    assert "18 links" in got.stderr and "-WARN" not in got.stderr, got.stderr
    assert list(ws.state.glob("links.keys.before-rebuild-*"))
    pending = _link_files(ws)
    got = _collect(ws)
    assert got.returncode == 0, got.stderr
    assert _link_files(ws) == pending  # every link was known: nothing collected again
    assert "0 new links" in got.stderr


def test_quick_check_after_an_unclean_shutdown(serve, tmp_path: Path) -> None:
    server, _ = _site(serve, feeds=1, items=400)
    server.routes["/slow"] = feed_route(rss2([("s", server.url("/s"))]), delay=30)
    ws = make_workspace(tmp_path, {"news": [server.url("/rss0"), server.url("/slow")]})
    proc = start_cli("collect", "--all", *ARGS, "-m", "2", "-W", str(ws.root))
    store = ws.state / "links.sqlite"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # the fast feed's links are committed, the slow one hangs
        try:
            with sqlite3.connect(store, timeout=5) as db:
                if db.execute("SELECT count(*) FROM links").fetchone()[0] == 400:
                    break
        except sqlite3.OperationalError:
            pass
        time.sleep(0.1)
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=10)
    server.routes["/slow"] = feed_route(rss2([("s", server.url("/s"))]))

    got = _collect(ws)  # unclean, but intact: checked and collected
    assert got.returncode == 0, got.stderr
    assert "quick integrity check ok" in got.stderr

    db = sqlite3.connect(store, isolation_level=None)  # unclean again, and damaged this time
    db.execute("INSERT INTO runs (pid, host, started) VALUES (?, ?, ?)", (2**22 + 12345, os.uname().nodename, 0))
    page_size = db.execute("PRAGMA page_size").fetchone()[0]
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    assert pages > 4
    with open(store, "r+b") as fh:  # garbage over the table's pages, the header left as it was
        fh.seek(page_size * 2)
        fh.write(os.urandom(page_size * (pages - 3)))
    got = _collect(ws)
    assert got.returncode == 1, got.stderr
    errors = _errors(got.stderr)
    assert len(errors) == 1 and "damaged" in errors[0] and "--rebuild-store" in errors[0], got.stderr
