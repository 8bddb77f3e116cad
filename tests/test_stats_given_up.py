"""``stats`` counts a link as failed only when download gave up on it: a transient failure queued again
in a retry file is pending (the WARC's marker still counts it among its failures), and a link fetched by
a retry round is a page, not also a failure.  So new links = pages + failed + pending at every step
(the ninth new-user audit: 15 new links showed 10 pages + 5 failed + 3 pending)."""

from __future__ import annotations

import json
import socket
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace
from download_support import page
from httpserver import Route


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, cwd=cwd, timeout=180)


def _closed_port(host: str) -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def _totals(root: Path) -> dict:
    run = _run("stats", "-W", str(root), "--json", cwd=root)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    summary = json.loads(run.stdout)
    return {key: int(summary["totals"].get(key, 0)) for key in ("pages", "failed", "pending_links")} | {
        "reasons": summary["failures_by_reason"]}


def test_failed_counts_only_links_given_up_and_the_counts_add_up_to_the_links(serve, tmp_path: Path) -> None:
    up = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1)), "/b": Route(page(2)),
                "/gone": Route("gone", status=404, headers={"Content-Type": "text/plain"})}, host="127.0.0.147")
    port = _closed_port("127.0.0.148")  # down at first: refused, a transient failure
    down = [f"http://127.0.0.148:{port}/later{n}" for n in range(3)]
    root = make_workspace(tmp_path / "ws", pause=0.1)
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    listed = [up.url("/a"), up.url("/b"), up.url("/gone"), *down]
    (links / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in listed))

    first = _run("download", "-W", str(root), cwd=root)
    assert "Traceback" not in first.stderr, first.stderr
    assert (links / "20260101T000000Z.retry-1.txt").exists()
    after_first = _totals(root)
    # two pages, the 404 given up, the refused three waiting in the retry file (before: failed 4, 2+4+3 = 9)
    assert after_first == {"pages": 2, "failed": 1, "pending_links": 3, "reasons": {"http-404": 1}}, after_first

    serve({"/robots.txt": Route("", status=404), "/later0": Route(page(3)), "/later1": Route(page(4)),
           "/later2": Route("gone", status=410, headers={"Content-Type": "text/plain"})},
          host="127.0.0.148", port=port)  # the host is back for the retry round
    second = _run("download", "-W", str(root), cwd=root)
    assert "Traceback" not in second.stderr, second.stderr
    after_retry = _totals(root)
    # fetched by the retry: pages; the 410 given up now (before: pages 4 + failed 4, 8 of 6 links)
    assert after_retry == {"pages": 4, "failed": 2, "pending_links": 0,
                           "reasons": {"http-404": 1, "http-410": 1}}, after_retry
    assert after_retry["pages"] + after_retry["failed"] + after_retry["pending_links"] == len(listed)


def test_a_retry_round_that_fetches_nothing_is_counted_when_given_up(serve, tmp_path: Path) -> None:
    up = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1))}, host="127.0.0.149")
    port = _closed_port("127.0.0.150")  # down for good
    down = [f"http://127.0.0.150:{port}/never{n}" for n in range(2)]
    root = make_workspace(tmp_path / "ws", pause=0.1)
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    (links / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in [up.url("/a"), *down]))

    for _ in range(3):  # the link file, then its two retry rounds (no WARC: nothing fetched)
        assert "Traceback" not in _run("download", "-W", str(root), cwd=root).stderr

    totals = _totals(root)
    assert not list(links.glob("*.txt"))  # nothing pending: given up after two retry rounds
    assert totals == {"pages": 1, "failed": 2, "pending_links": 0, "reasons": {"refused": 2}}, totals
