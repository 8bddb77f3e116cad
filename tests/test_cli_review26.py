"""An adversary's review of session 26's command line changes: a SIGTERM to the whole process group while a local
Dask cluster starts (``kill -TERM -PGID``, systemd stopping a unit's control group) reached the worker processes
before they ignore it, and the run ended in 'unexpected error: RuntimeError('Nanny failed to start.')', its
traceback and status 1, not as interrupted.  Real parts: the CLI in a process of its own, a real LocalCluster,
real signals."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from big_brother_support import cli
from executors_support import warc_workspace
from log_support import unstamped
from test_cli26 import _start_until

pytest.importorskip("distributed")


@pytest.mark.parametrize("wait", [0.1, 0.4])
def test_sigterm_to_the_process_group_while_the_local_dask_cluster_starts_is_an_interrupt(tmp_path: Path, wait):
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 40, "src/b": 40})
    proc, lines = _start_until(cli("vert", "-W", str(root), "--executor", "dask", "-m", "2"),
                               "starting a local Dask cluster")
    time.sleep(wait)  # the worker processes are being started
    os.killpg(proc.pid, signal.SIGTERM)  # to every process of the group, the workers too
    rest = proc.stderr.read() if proc.stderr else ""
    proc.wait(timeout=60)
    err = "".join(lines) + rest
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "Error" not in err, err
    assert [line for line in unstamped(err).splitlines() if line.startswith("-")] == \
        ["-WARN vert: interrupted by SIGTERM"], err
    assert not list((root / "verts").rglob("*.done")), err


def test_a_feed_redirected_to_a_private_address_still_leaves_its_hosts_pause(serve) -> None:
    """A refused feed leaves no pause (session 26: nothing was sent), but a feed whose public host answered
    with a redirect to a private address was sent to that host: its pause must follow, as after any request
    (it was skipped, and the host's next feed went out at once)."""
    from httpserver import Route

    from corpustools.addresses import AddressPolicy
    from corpustools.collect.feeds import fetch_feed
    from corpustools.collect.lists import FeedLine
    from corpustools.net import host_of, make_session
    from corpustools.politeness import HostSlots

    inner = serve({"/feed.xml": Route(b"<rss/>")}, host="127.0.0.3")
    outer = serve({"/feed.xml": Route("", status=302, headers={"Location": inner.url("/feed.xml")})}, host="127.0.0.2")
    policy = AddressPolicy(False, is_public=lambda address: address == "127.0.0.2")  # the outer host is public
    session = make_session("corpustools-test (+https://example.org)", policy=policy)
    slots = HostSlots(pause=30.0)
    line = FeedLine(outer.url("/feed.xml"), "src", "list.txt:1")
    result = fetch_feed(session, slots, line, timeout=5, max_bytes=100_000)
    assert not result.ok and result.reason == "blocked" and inner.hits == []
    assert slots.wait_time(host_of(line.url)) > 20  # the redirect was a request to the outer host
    refused = FeedLine(inner.url("/feed.xml"), "src", "list.txt:2")  # refused before any byte: no pause
    assert fetch_feed(session, slots, refused, timeout=5, max_bytes=100_000).reason == "blocked"
    assert slots.wait_time(host_of(refused.url)) == 0


def test_a_host_shard_with_nothing_to_do_still_names_a_link_file_put_there_by_hand_too_recently(serve, tmp_path):
    """'download --shard 0/2' whose part of the pending link files is done said 'nothing to do in host shard 0
    of 2: ... wait for the other host shards' and no more: a link file put there by hand a moment ago, left for
    a later run, went unsaid (without shards, 'no pending link files; 1 link file(s) put there by hand ...')."""
    from big_brother_support import run_cli
    from download_support import shard_workspace

    root = tmp_path / "ws"
    servers, link_file = shard_workspace(serve, root, ("/a.html",), first_ip=140, count=2, pause=0.2)
    run = run_cli("download", "-W", str(root), "--shard", "0/2", "--allow-private", cwd=root)
    assert run.returncode == 0 and link_file.exists(), run.stderr  # shard 1's part is still to do
    (root / "collected_links" / "src" / "day2.txt").write_text(f"{servers[0].url('/b.html')}\n")  # just now
    again = run_cli("download", "-W", str(root), "--shard", "0/2", "--allow-private", cwd=root)
    lines = unstamped(again.stderr).splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "+OK download: nothing to do in host shard 0 of 2: 1 pending link file(s) wait for the other host shards, "
        "e.g. collected_links/src/day1.txt; 1 link file(s) put there by hand changed less than "
        "download.hand_dropped_quiet = "), again.stderr
    assert lines[0].endswith("day2.txt"), again.stderr
