"""The supervisor's parts on their own: lock, schedule, stats database, output index, quarantine,
daily log, stage processes (time limit, death of the parent)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

from big_brother_support import ENV, cli, pid_gone, wait_for
from log_support import unstamped

from corpustools import stages
from corpustools.big_brother import Supervisor, per_source, schedule
from corpustools.big_brother.dailylog import DailyLogHandler
from corpustools.big_brother.quarantine import move_to_quarantine
from corpustools.big_brother.runner import Job, run_job
from corpustools.config import load_settings
from corpustools.counters import Counters
from corpustools.stats import StatsDB
from corpustools.workspace import PidLock, Workspace, mark_done


def test_second_instance_exits_at_once_naming_the_holder(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    with PidLock(ws.state / "big-brother.lock"):
        started = time.monotonic()
        out = subprocess.run(cli("big-brother", "--once", "-W", str(tmp_path)), capture_output=True, text=True,
                             timeout=60, env=ENV)
        took = time.monotonic() - started
    assert out.returncode == 0
    assert f"process {os.getpid()}" in out.stderr and "already running" in out.stderr
    assert took < 10
    assert not (ws.state / "stats.sqlite").exists()  # it did nothing at all


def test_stale_lock_of_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    holder = subprocess.Popen([sys.executable, "-c", "import sys,time; from corpustools.workspace import PidLock; "
                               f"PidLock({str(ws.state / 'big-brother.lock')!r}).acquire(); print('held', flush=True); "
                               "time.sleep(60)"], stdout=subprocess.PIPE, text=True, env=ENV)
    assert holder.stdout.readline().strip() == "held"
    holder.kill()
    holder.wait()
    assert str(holder.pid) in (ws.state / "big-brother.lock").read_text()  # the dead PID is still written there
    out = subprocess.run(cli("big-brother", "--once", "-W", str(tmp_path)), capture_output=True, text=True,
                         timeout=60, env=ENV)
    assert out.returncode == 0, out.stderr
    assert "started (PID" in out.stderr and "already running" not in out.stderr
    log_files = list((tmp_path / "logs").glob("corpustools-*.log"))
    assert len(log_files) == 1 and "+OK big-brother: started" in unstamped(log_files[0].read_text())


def test_collect_is_due_on_schedule_and_when_a_list_is_dropped_in(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    settings = load_settings(tmp_path, {"big_brother.collect_every": 100.0})
    bb = Supervisor(settings, ws)
    bb.db = StatsDB.open(ws)
    try:
        assert not bb._collect_due()  # no feed lists at all
        (ws.rss_sources / "a.txt").write_text("http://127.0.0.2/feed\n")
        assert bb._collect_due()  # never collected
        bb.db.set("collect.last", str(time.time()))
        bb.db.set("collect.fingerprint", schedule.sources_fingerprint(ws))
        assert not bb._collect_due()
        (ws.rss_sources / "b.txt").write_text("http://127.0.0.3/feed\n")  # dropped in by hand
        assert bb._collect_due()
        bb.db.set("collect.fingerprint", schedule.sources_fingerprint(ws))
        assert not bb._collect_due()
        bb.db.set("collect.last", str(time.time() - 101))
        assert bb._collect_due()
    finally:
        bb.db.close()


def test_pending_units_come_from_outputs_and_markers(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    links = ws.collected_links / "src"
    links.mkdir()
    (links / "20261120T100000Z.collected").write_text("http://a/1\n")
    (links / "manual.txt").write_text("http://a/2\n")
    os.utime(links / "manual.txt", (time.time() - 120, time.time() - 120))  # dropped by hand a while ago
    (links / "20261119T100000Z.downloaded").write_text("http://a/0\n")
    (links / ".20261120T110000Z.collected.tmp-1-ab").write_text("partial")
    assert sorted(u.input.name for u in stages.pending("download", ws)) == ["20261120T100000Z.collected", "manual.txt"]
    warc = ws.warcs / "src" / "20261120T100000Z.warc.xz"
    warc.parent.mkdir()
    warc.write_bytes(b"x")
    assert stages.pending("vert", ws) == []  # no marker and just written: not finished
    os.utime(warc, (time.time() - 3600, time.time() - 3600))  # hand-dropped long ago: vert takes it
    assert [u.input for u in stages.pending("vert", ws)] == [warc]
    mark_done(warc)
    [unit] = stages.pending("vert", ws)
    assert unit.output == ws.verts / "src" / "20261120T100000Z.vert.xz"
    unit.output.parent.mkdir()
    unit.output.write_bytes(b"y")  # renamed into place, but the marker is missing: still pending
    assert stages.pending("vert", ws) == [unit]
    mark_done(unit.output)
    assert stages.pending("vert", ws) == []
    assert [u.output for u in stages.pending("tag", ws)] == [ws.tagged / "src" / "20261120T100000Z.vert.xz"]


def test_stats_db_sums_counters_and_closes_runs_of_a_dead_supervisor(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    with StatsDB.open(ws) as db:
        run = db.start_run("download")
        db.finish_run(run, "ok", "", {"a": {"fetched": 2, "failed:timeout": 1}, "b": {"fetched": 1}})
        run = db.start_run("download")
        db.finish_run(run, "ok", "", {"a": {"fetched": 3, "note": "text is ignored"}})
        dangling = db.start_run("vert")
        totals = {(r["source"], r["key"]): r["value"] for r in db.counters()}
        assert totals == {("a", "fetched"): 5, ("a", "failed:timeout"): 1, ("b", "fetched"): 1}
        assert db.mark_interrupted() == 1
        last = db.last_runs()
        assert last["vert"]["id"] == dangling and last["vert"]["outcome"] == "interrupted"
        assert json.loads(last["download"]["totals"]) == {"fetched": 3}


def test_output_index_follows_markers(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    vert = ws.verts / "src" / "a.vert.xz"
    vert.parent.mkdir()
    vert.write_bytes(b"v")
    with StatsDB.open(ws) as db:
        db.index_outputs(ws)
        assert db.outputs() == []  # not finished yet
        mark_done(vert, {"documents": 2, "tokens": 40})
        db.index_outputs(ws)
        [row] = db.outputs("vert")
        assert row["source"] == "src" and row["stats"]["tokens"] == 40
        time.sleep(0.01)
        mark_done(vert, {"documents": 3, "tokens": 50})  # redone
        db.index_outputs(ws)
        assert db.outputs("vert")[0]["stats"]["tokens"] == 50
        vert.unlink()
        db.index_outputs(ws)
        assert db.outputs() == []


def test_quarantine_moves_the_input_with_its_companions(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    warc = ws.warcs / "src" / "x.warc.xz"
    warc.parent.mkdir()
    warc.write_bytes(b"w")
    mark_done(warc)
    (warc.parent / "x.cdxj").write_text("idx")
    (warc.parent / "y.warc.xz").write_bytes(b"other")
    moved = move_to_quarantine(ws, "vert", warc)
    assert moved == ws.state / "quarantine" / "vert" / "src" / "x.warc.xz"
    assert sorted(p.name for p in moved.parent.iterdir()) == ["x.cdxj", "x.warc.xz", "x.warc.xz.done"]
    assert sorted(p.name for p in warc.parent.iterdir()) == ["y.warc.xz"]


def test_daily_log_goes_to_the_file_of_the_records_day(tmp_path: Path) -> None:
    handler = DailyLogHandler(tmp_path)
    logger = logging.getLogger("corpustools.big_brother.testday")
    record = logger.makeRecord(logger.name, logging.WARNING, __file__, 1, "late %s", ("night",), None)
    record.created = time.mktime((2026, 11, 20, 23, 59, 0, 0, 0, 0)) - time.timezone
    handler.emit(record)
    record2 = logger.makeRecord(logger.name, logging.INFO, __file__, 1, "next morning", (), None)
    record2.created = record.created + 120
    handler.emit(record2)
    handler.close()
    assert (tmp_path / "corpustools-2026-11-20.log").read_text() == "-WARN 2026-11-20T23:59:00Z big-brother: late night\n"
    assert (tmp_path / "corpustools-2026-11-21.log").read_text() == "+OK 2026-11-21T00:01:00Z big-brother: next morning\n"


def test_counter_helpers() -> None:
    assert per_source("discover", {"pages": 3}) == {"(all)": {"pages": 3}}
    assert per_source("vert", {"a": {"documents": 1}}) == {"a": {"documents": 1}}
    assert per_source("vert", None) == {}
    assert Counters({"tokens": 10, "documents": 2, "lang:cs": 3, "seconds": 1.5}).summary() == "documents=2, tokens=10, lang:cs=3"


def test_stage_time_limit_ends_the_stage_and_its_workers(tmp_path: Path) -> None:
    """A stage that hangs is ended at its time limit, together with the processes it started."""
    ws = Workspace.at(tmp_path).ensure()
    settings = load_settings(tmp_path)
    fifo = ws.warcs / "src" / "hang.warc.xz"  # reading a FIFO nobody writes to blocks for ever
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    job = Job("vert", settings.data, settings.sources, str(ws.root), shard=(str(fifo), str(ws.verts / "src" / "x.vert.xz")))
    pids: list[int] = []
    started = time.monotonic()
    out = run_job(job, time_limit=2.0, on_start=pids.append)
    assert out.outcome == "timeout" and "time limit of 2 s" in out.message
    assert time.monotonic() - started < 15
    wait_for(lambda: pid_gone(pids[0]), timeout=10)
    assert not list(ws.verts.rglob("*.vert.xz"))


def test_demo_never_touches_a_folder_that_is_not_its_own(tmp_path: Path) -> None:
    (tmp_path / "precious").mkdir()
    (tmp_path / "precious" / "notes.txt").write_text("keep me")
    out = subprocess.run(cli("demo", "-W", str(tmp_path / "precious")), capture_output=True, text=True,
                         timeout=60, env=ENV)
    assert out.returncode == 2 and "is not a demo workspace" in out.stderr
    assert (tmp_path / "precious" / "notes.txt").read_text() == "keep me"
    # a demo workspace the user has turned into a real one (feed lists of their own) is not replaced either
    made_real = tmp_path / "demo-workspace"
    (made_real / "rss_sources").mkdir(parents=True)
    (made_real / ".corpustools-demo").write_text("")
    (made_real / "rss_sources" / "cs_media.txt").write_text("https://www.example.cz/rss\n")
    out = subprocess.run(cli("demo", "-W", str(made_real)), capture_output=True, text=True, timeout=60, env=ENV)
    assert out.returncode == 2 and "feed lists of its own (cs_media.txt)" in out.stderr
    assert (made_real / "rss_sources" / "cs_media.txt").exists()


def test_stats_and_report_refuse_a_folder_that_is_not_a_workspace(tmp_path: Path) -> None:
    for command in (["stats"], ["report", "-o", str(tmp_path / "r.html")]):
        out = subprocess.run(cli(*command, "-W", str(tmp_path)), capture_output=True, text=True, timeout=60, env=ENV)
        assert out.returncode == 2 and "not a corpustools workspace" in out.stderr
    assert list(tmp_path.iterdir()) == []  # nothing created
