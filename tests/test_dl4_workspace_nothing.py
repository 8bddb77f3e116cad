"""Workspace download of a link file whose every link fails: no WARC (before: a WARC of its warcinfo record
alone, marked done), the link file handled all the same (marked downloaded, each link's outcome in the ledger
for ``corpustools links``), one -ERR line naming the file, and big-brother does not come back to it.  A link
file where some links succeed is committed as before."""

from __future__ import annotations

import json
import socket
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_bb
from download_support import page, responses
from httpserver import Route
from log_support import unstamped

from corpustools.workspace import is_done


def _run(*args: str, cwd: Path):
    import subprocess

    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, cwd=cwd, timeout=180)


def _closed_port(host: str) -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def _workspace(serve, tmp_path: Path):
    server = serve({"/robots.txt": Route("", status=404), "/ok": Route(page(1)),
                    "/gone": Route("gone", status=404, headers={"Content-Type": "text/plain"})}, host="127.0.0.145")
    port = _closed_port("127.0.0.146")  # a host that is down: every link refused, not one response
    root = make_workspace(tmp_path / "ws")
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    bad = [f"http://127.0.0.146:{port}/a{n}" for n in range(3)]
    (links / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in bad))
    (links / "20260101T010000Z.collected").write_text(server.url("/ok") + "\n" + server.url("/gone") + "\n")
    return server, root, links, bad


def test_a_link_file_whose_every_link_fails_leaves_no_warc_and_is_handled(serve, tmp_path: Path) -> None:
    server, root, links, bad = _workspace(serve, tmp_path)

    run = _run("download", "-W", str(root), cwd=root)

    assert run.returncode == 1, run.stderr  # an input that yields nothing is an error
    assert "Traceback" not in run.stderr
    warcs = root / "warcs" / "src"
    assert sorted(p.name for p in warcs.iterdir()) == ["20260101T010000Z.warc.xz", "20260101T010000Z.warc.xz.cdxj",
                                                       "20260101T010000Z.warc.xz.done"]
    good = warcs / "20260101T010000Z.warc.xz"
    assert is_done(good) and sorted(responses(good)) == [server.url("/gone"), server.url("/ok")]  # as before
    assert sorted(p.name for p in links.iterdir()) == ["20260101T000000Z.downloaded", "20260101T000000Z.retry-1.txt",
                                                       "20260101T010000Z.downloaded"]  # a host down: tried again later
    nothing = [line for line in unstamped(run.stderr).splitlines() if "NOTHING FETCHED" in line]
    assert nothing == [line for line in nothing if line.startswith("-ERR download: src: 20260101T000000Z.collected: ")]
    assert len(nothing) == 1 and "3 failed (3 refused)" in nothing[0] and "no WARC written" in nothing[0], run.stderr

    looked = _run("links", "-W", str(root), "--json", *bad, cwd=root)
    assert looked.returncode == 0, looked.stderr
    rows = [json.loads(line) for line in looked.stdout.splitlines()]
    assert [(r["url"], r["link_file"]) for r in rows] == [(u, "collected_links/src/20260101T000000Z.downloaded") for u in bad]
    # refused is transient: each link waits in the retry file, so it is pending, with why and where
    retry = "collected_links/src/20260101T000000Z.retry-1.txt"
    assert [(r["downloaded"], r["status"], r["warc"]) for r in rows] == \
        [("pending", f"failed:refused; queued again in {retry}", "")] * 3, rows

    stats = _run("stats", "-W", str(root), "--json", cwd=root)
    assert stats.returncode == 0, stats.stderr
    totals = json.loads(stats.stdout)["totals"]
    # what is on disk: one WARC; its one page and one failure; the refused links wait in the retry file
    assert (totals["warcs"], totals["pages"], totals["failed"], totals["pending_links"]) == (1, 1, 1, 3), totals


def test_big_brother_runs_such_a_link_file_once(serve, tmp_path: Path) -> None:
    server, root, links, bad = _workspace(serve, tmp_path)

    runs = [run_bb(root) for _ in range(4)]

    assert all(run.returncode == 0 for run in runs), [run.stderr for run in runs]
    logs = [unstamped(run.stderr) for run in runs]
    # the link file, then its two retry rounds (the host is down), each once; then nothing is left to do
    assert ["NOTHING FETCHED" in log for log in logs] == [True, True, True, False], logs
    assert "download: starting" not in logs[3], logs[3]
    assert "failed again after 2 retry rounds; given up" in logs[2], logs[2]
    assert sorted(p.name for p in links.iterdir() if p.name.startswith("20260101T000000Z")) == [
        "20260101T000000Z.downloaded", "20260101T000000Z.retry-1.downloaded", "20260101T000000Z.retry-2.downloaded"]
    assert not list((root / "warcs" / "src").glob("20260101T000000Z*"))
    assert [h.path for h in server.hits].count("/ok") == 1
    assert not list(root.rglob("quarantine*/*"))


def test_with_shards_a_shard_that_fetched_nothing_writes_no_warc_and_the_file_is_still_finished(serve, tmp_path):
    from download_support import settings

    from corpustools.download.run import download_workspace, shard_of
    from corpustools.net import host_of
    from corpustools.workspace import Workspace

    server, root, links, bad = _workspace(serve, tmp_path)
    (links / "20260101T010000Z.collected").unlink()
    ws = Workspace.at(root)
    down = shard_of(host_of(bad[0]), 2)
    results = download_workspace(settings(root), ws, shard=(down, 2))
    assert results["src"]["failed:nothing"] == 1
    assert (links / "20260101T000000Z.collected").exists()  # the other shard is still to do
    results = download_workspace(settings(root), ws, shard=(1 - down, 2))  # not one link of this file in it
    assert "failed:nothing" not in results.get("src", {})
    assert (links / "20260101T000000Z.downloaded").exists()
    # neither shard wrote a WARC or a completion marker; each left a note that it holds nothing
    assert not list((root / "warcs" / "src").glob("*.warc.xz")) + list((root / "warcs" / "src").glob("*.done"))
    assert sorted(p.name for p in (root / "warcs" / "src").glob("20260101T000000Z.shard-*")) == [
        "20260101T000000Z.shard-0-of-2.warc.xz.nothing", "20260101T000000Z.shard-1-of-2.warc.xz.nothing"]
