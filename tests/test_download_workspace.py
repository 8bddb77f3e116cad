"""Workspace mode: link files -> WARCs, commit order, reruns after crashes (kill -9), shards, retries."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from download_support import page, responses, settings
from httpserver import Route

from corpustools.download.run import download_workspace, shard_of
from corpustools.net import host_of
from corpustools.warc.check import check
from corpustools.workspace import Workspace, is_done, marker_path

NO_ROBOTS = Route("", status=404)


def _workspace(tmp_path: Path) -> Workspace:
    ws = Workspace.at(tmp_path / "ws").ensure()
    (ws.collected_links / "src").mkdir(exist_ok=True)
    return ws


def _all_captured(ws: Workspace) -> Counter:
    seen: Counter = Counter()
    for warc in sorted((ws.warcs / "src").glob("*.warc.xz")):
        assert is_done(warc), f"{warc} has no completion marker"
        assert check(warc)[1] == []
        for url, record in responses(warc).items():
            if record.http_headers.get_statuscode() == "200":
                seen[url] += 1
        seen.update({})
    return seen


def _temps(ws: Workspace) -> list[Path]:
    folder = ws.warcs / "src"
    return [p for p in folder.glob(".*.tmp-*")] if folder.is_dir() else []


def test_link_files_become_warcs_then_downloaded(serve, tmp_path):
    a = serve({"/robots.txt": NO_ROBOTS, "/1": Route(page(1)), "/2": Route(page(2))}, host="127.0.0.50")
    b = serve({"/robots.txt": NO_ROBOTS, "/3": Route(page(3))}, host="127.0.0.51")
    ws = _workspace(tmp_path)
    links = ws.collected_links / "src"
    (links / "20260101T000000Z.collected").write_text(f"{a.url('/1')}\n{b.url('/3')}\n")
    (links / "by-hand.txt").write_text(f"{a.url('/2')}\n")
    os.utime(links / "by-hand.txt", (time.time() - 120, time.time() - 120))  # dropped two minutes ago

    results = download_workspace(settings(ws.root), ws)

    assert results["src"]["fetched"] == 3
    for stem in ("20260101T000000Z", "by-hand"):
        warc = ws.warcs / "src" / f"{stem}.warc.xz"
        assert is_done(warc) and (ws.warcs / "src" / f"{stem}.warc.xz.cdxj").exists()
        assert (links / f"{stem}.downloaded").exists()
    assert sorted(p.name for p in links.iterdir()) == ["20260101T000000Z.downloaded", "by-hand.downloaded"]
    assert set(responses(ws.warcs / "src" / "by-hand.warc.xz")) == {a.url("/2")}
    assert (ws.warcs / "effective-settings.toml").exists()
    hits = len(a.hits) + len(b.hits)
    assert download_workspace(settings(ws.root), ws) == {}  # nothing pending: nothing fetched
    assert len(a.hits) + len(b.hits) == hits


def test_rerun_after_a_crash_between_the_steps(serve, tmp_path):
    server = serve({"/robots.txt": NO_ROBOTS, "/1": Route(page(1)), "/2": Route(page(2))}, host="127.0.0.52")
    ws = _workspace(tmp_path)
    links = ws.collected_links / "src"
    (links / "one.collected").write_text(server.url("/1") + "\n")
    (links / "two.collected").write_text(server.url("/2") + "\n")
    download_workspace(settings(ws.root), ws)
    # crash 1: the WARC of "one" is finished and marked, but the link file was not renamed yet
    (links / "one.downloaded").rename(links / "one.collected")
    # crash 2: the WARC of "two" was renamed into place, but no marker; a dead writer's temp is left
    marker_path(ws.warcs / "src" / "two.warc.xz").unlink()
    (links / "two.downloaded").rename(links / "two.collected")
    stale = ws.warcs / "src" / ".two.warc.xz.tmp-999999-abcd1234"
    stale.write_bytes(b"half a file")
    hits_before = len(server.hits)

    download_workspace(settings(ws.root), ws)

    assert [h.path for h in server.hits[hits_before:]] == ["/2"]  # "one" not again; robots.txt from the cache
    assert not stale.exists()
    assert sorted(p.name for p in links.iterdir()) == ["one.downloaded", "two.downloaded"]
    assert _all_captured(ws) == Counter({server.url("/1"): 1, server.url("/2"): 1})


def test_kill_9_at_any_moment_then_rerun_loses_and_doubles_nothing(serve, tmp_path):
    servers = [serve({"/robots.txt": NO_ROBOTS, **{f"/p{n}": Route(page(n), delay=0.1) for n in range(3)}},
                     host=f"127.0.0.{60 + i}") for i in range(6)]
    ws = _workspace(tmp_path)
    links = ws.collected_links / "src"
    urls = [s.url(f"/p{n}") for s in servers for n in range(3)]
    (links / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in urls[:9]))
    (links / "20260101T010000Z.collected").write_text("".join(u + "\n" for u in urls[9:]))
    command = [sys.executable, "-m", "corpustools", "download", "-W", str(ws.root), "--allow-private", "-m", "4",
               "-e", str(tmp_path / "log.txt")]
    kills = 0
    for delay in (0.5, 1.2, 0.1):  # after the first temporary WARC appears
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while proc.poll() is None and time.monotonic() < deadline and not _temps(ws):
            time.sleep(0.02)
        time.sleep(delay)
        if proc.poll() is None and _temps(ws):
            os.kill(proc.pid, signal.SIGKILL)  # killed while a WARC is being written
            kills += 1
        proc.wait()
    assert kills >= 2
    final = subprocess.run(command, timeout=120)
    assert final.returncode == 0

    assert sorted(p.suffix for p in links.iterdir()) == [".downloaded", ".downloaded"]
    assert not [p for p in (ws.warcs / "src").iterdir() if ".tmp-" in p.name]
    captured = _all_captured(ws)
    assert set(captured) == set(urls) and set(captured.values()) == {1}


def test_shards_partition_hosts_and_the_link_file_waits_for_all(serve, tmp_path):
    servers = [serve({"/robots.txt": NO_ROBOTS, "/p": Route(page(i))}, host=f"127.0.0.{70 + i}") for i in range(4)]
    ws = _workspace(tmp_path)
    link_file = ws.collected_links / "src" / "batch.collected"
    urls = [s.url("/p") for s in servers]
    link_file.write_text("".join(u + "\n" for u in urls))
    shards = {u: shard_of(host_of(u), 2) for u in urls}

    download_workspace(settings(ws.root), ws, shard=(0, 2))
    assert link_file.exists()  # shard 1 still to do
    download_workspace(settings(ws.root), ws, shard=(1, 2))
    assert not link_file.exists() and link_file.with_suffix(".downloaded").exists()

    for index in (0, 1):
        warc = ws.warcs / "src" / f"batch.shard-{index}-of-2.warc.xz"
        expected = {u for u, s in shards.items() if s == index}
        if not expected:  # the ports are random: a shard may get no host, and a shard that fetched nothing
            assert not warc.exists()  # writes no WARC
            continue
        assert set(responses(warc)) == expected
    for server in servers:
        assert [h.path for h in server.hits] == ["/robots.txt", "/p"]


def test_transient_failures_get_two_more_rounds(serve, tmp_path):
    ws = _workspace(tmp_path)
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.80", 0))
    dead = f"http://127.0.0.80:{sock.getsockname()[1]}/gone"
    sock.close()
    links = ws.collected_links / "src"
    (links / "b.collected").write_text(dead + "\n")
    download_workspace(settings(ws.root), ws)
    assert (links / "b.retry-1.txt").read_text() == dead + "\n"
    download_workspace(settings(ws.root), ws)
    assert (links / "b.retry-2.txt").exists()
    download_workspace(settings(ws.root), ws)
    assert sorted(p.name for p in links.iterdir()) == ["b.downloaded", "b.retry-1.downloaded", "b.retry-2.downloaded"]
    shutil.rmtree(ws.root)


def test_a_second_download_of_the_same_workspace_does_not_start(serve, tmp_path, caplog):
    from corpustools.workspace import PidLock

    server = serve({"/robots.txt": NO_ROBOTS, "/p": Route(page(1))}, host="127.0.0.81")
    ws = _workspace(tmp_path)
    (ws.collected_links / "src" / "a.collected").write_text(server.url("/p") + "\n")
    with PidLock(ws.state / "download.lock"):
        assert download_workspace(settings(ws.root), ws) == {}
    assert "another download of this workspace is running" in caplog.text and server.hits == []
    assert download_workspace(settings(ws.root), ws)["src"]["fetched"] == 1
