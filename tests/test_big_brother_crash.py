"""Crashes and signals: ``kill -9`` of the supervisor in the middle of a stage, an overlapping cron run,
SIGTERM of a supervisor running forever, and a stage that exceeds its time limit."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest
from big_brother_support import (
    assert_consistent,
    db_rows,
    kill9,
    make_workspace,
    news_site,
    pid_gone,
    run_bb,
    start_bb,
    temp_files,
    wait_for,
)
from log_support import unstamped

from corpustools.workspace import PidLock


def _sites(serve, delay: float, count: int = 3):
    sites = [news_site(serve, "127.0.0.6", count, delay, "a"), news_site(serve, "127.0.0.7", count, delay, "b")]
    sources = {f"site{i}.txt": site.url("/feed.xml") + "\n" for i, site in enumerate(sites)}
    urls = [site.url(p) for site in sites for p in site.routes if p.endswith(".html")]
    return sites, sources, urls


def _running(root: Path, stage: str) -> dict | None:
    rows = db_rows(root, "SELECT * FROM runs WHERE stage = ? AND outcome = 'running' AND pid IS NOT NULL", (stage,))
    return rows[0] if rows else None


@pytest.mark.parametrize("moment", ["download", "vert"])
def test_kill_9_mid_stage_then_rerun_ends_consistent(serve, tmp_path: Path, moment: str) -> None:
    sites, sources, urls = _sites(serve, delay=0.3)
    root = make_workspace(tmp_path / "ws", sources)
    proc = start_bb(root, "--once")
    if moment == "download":  # some pages are in, others not yet
        wait_for(lambda: sum(p.endswith(".html") for s in sites for p in s.paths()) >= 2, timeout=60)
    run = wait_for(lambda: _running(root, moment), timeout=60)
    kill9(proc)
    # the stage process (and its workers) must not outlive the supervisor: no orphan races the rerun
    wait_for(lambda: pid_gone(run["pid"]), timeout=15)
    second = run_bb(root)
    assert second.returncode == 0, second.stderr
    assert "interrupted" in second.stderr
    assert_consistent(root, urls)
    assert db_rows(root, "SELECT outcome FROM runs WHERE id = ?", (run["id"],)) == [{"outcome": "interrupted"}]
    if moment == "download":  # pages finished before the kill may be fetched again, but are kept only once
        assert all(len(s.paths()) <= 1 + 1 + 2 * 3 for s in sites)


def test_ctrl_c_stops_a_cycle_with_status_130(serve, tmp_path: Path) -> None:
    sites, sources, _ = _sites(serve, delay=0.3)
    root = make_workspace(tmp_path / "ws", sources)
    proc = start_bb(root, "--once")
    run = wait_for(lambda: _running(root, "download"), timeout=60)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "stopped by SIGINT" in err and "Traceback" not in err
    assert pid_gone(run["pid"])
    assert not temp_files(root)


def test_overlapping_run_exits_and_sigterm_stops_cleanly(serve, tmp_path: Path) -> None:
    sites, sources, _ = _sites(serve, delay=0.3)
    root = make_workspace(tmp_path / "ws", sources)
    forever = start_bb(root, "--sleep", "3600")
    run = wait_for(lambda: _running(root, "download"), timeout=60)
    overlapping = run_bb(root, timeout=30)
    assert overlapping.returncode == 0
    assert f"process {forever.pid}" in overlapping.stderr and "already running" in overlapping.stderr
    forever.send_signal(signal.SIGTERM)
    started = time.monotonic()
    _, err = forever.communicate(timeout=30)
    assert time.monotonic() - started < 15
    assert forever.returncode == 130, err  # interrupted, as every command
    assert "stopped by SIGTERM" in err
    assert pid_gone(run["pid"])
    assert db_rows(root, "SELECT outcome FROM runs WHERE id = ?", (run["id"],)) == [{"outcome": "abandoned"}]
    assert not temp_files(root)  # the abandoned unit's half-written files are gone
    PidLock(root / "state" / "big-brother.lock").acquire().release()  # the lock is free again
    # the overlapping run fetched nothing (the feeds were polled once, by the first run); that a rerun
    # finishes an interrupted run is shown by the kill -9 tests
    assert all(s.paths().count("/feed.xml") == 1 for s in sites)
    assert len(list((root / "collected_links").glob("*/*.collected"))) + len(
        list((root / "collected_links").glob("*/*.downloaded"))) == 2


def test_stage_over_its_time_limit_is_ended_logged_and_retried(serve, tmp_path: Path) -> None:
    sites, sources, urls = _sites(serve, delay=30.0, count=1)
    root = make_workspace(tmp_path / "ws", sources, timeout=60.0, big_brother__stage_time_limit=3.0)
    started = time.monotonic()
    first = run_bb(root)
    assert time.monotonic() - started < 40, first.stderr
    assert first.returncode == 1, first.stderr
    assert "-ERR big-brother: download: failed after" in unstamped(first.stderr) and "time limit of 3 s exceeded" in first.stderr
    [run] = db_rows(root, "SELECT * FROM runs WHERE stage = 'download'")
    assert run["outcome"] == "timeout"
    wait_for(lambda: pid_gone(run["pid"]), timeout=10)
    assert not list((root / "warcs").glob("*/*.warc.xz")), first.stderr
    assert not temp_files(root), (temp_files(root), first.stderr)
    assert len(list((root / "collected_links").glob("*/*.collected"))) == 2, first.stderr  # kept for the next run
    for site in sites:  # now the pages answer at once
        for route in site.routes.values():
            route.delay = 0.0
    second = run_bb(root, "--stage-time-limit", "120")
    assert second.returncode == 0, second.stderr
    assert_consistent(root, urls)
    assert "time limit of 3 s exceeded" in "".join(p.read_text() for p in (root / "logs").glob("*.log"))
