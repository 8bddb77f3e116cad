"""Atomic writes, completion markers, stale temporary files and the single-instance lock."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from corpustools.workspace import (
    AlreadyLocked,
    PidLock,
    Workspace,
    atomic_write,
    is_done,
    mark_done,
    read_marker,
    remove_stale_temps,
)


def test_atomic_write_is_all_or_nothing(tmp_path):
    target = tmp_path / "out" / "a.txt"
    with atomic_write(target, "w") as fh:
        fh.write("whole")
    assert target.read_text() == "whole"
    with pytest.raises(RuntimeError):
        with atomic_write(target, "w") as fh:
            fh.write("half")
            raise RuntimeError("crash")
    assert target.read_text() == "whole"
    assert [p.name for p in target.parent.iterdir()] == ["a.txt"]


def test_marker_after_output(tmp_path):
    out = tmp_path / "x.vert.xz"
    assert not is_done(out)
    out.write_bytes(b"data")
    assert not is_done(out)
    mark_done(out, {"documents": 3})
    assert is_done(out) and read_marker(out)["stats"] == {"documents": 3}


def test_stale_temps_of_dead_writers_removed(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = tmp_path / f".a.warc.xz.tmp-{dead.stdout.strip()}-abcd"
    live = tmp_path / f".b.warc.xz.tmp-{os.getpid()}-abcd"
    stale.write_bytes(b"x")
    live.write_bytes(b"x")
    assert remove_stale_temps(tmp_path) == [stale]
    assert live.exists() and not stale.exists()


def test_lock_is_exclusive_and_released_by_death(tmp_path):
    path = tmp_path / "state" / "bb.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         f"from corpustools.workspace import PidLock; import time; PidLock({str(path)!r}).acquire(); "
         "print('locked', flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "locked"
    with pytest.raises(AlreadyLocked) as info:
        PidLock(path).acquire()
    assert info.value.holder == holder.pid
    holder.kill()
    holder.wait()
    with PidLock(path) as lock:  # the dead holder's lock is taken over
        assert path.read_text().strip() == str(os.getpid())
        assert lock.fd is not None


def test_a_released_lock_is_free_though_a_worker_forked_under_it_still_runs(tmp_path):
    """A stage's workers forked while it held its lock share the lock's open file: the next run of the
    stage in the same process (big-brother, a test) found it held ("another tag ... at work; not
    started") until those workers ended."""
    path = tmp_path / "tag.lock"
    lock = PidLock(path).acquire()
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # a worker that outlives the stage's run by a moment
        os.close(write)
        os.read(read, 1)
        os._exit(0)
    try:
        lock.release()
        PidLock(path).acquire().release()  # free at once, not when the worker ends
    finally:
        os.close(write)
        os.waitpid(child, 0)


def test_workspace_layout(tmp_path):
    ws = Workspace.at(tmp_path).ensure()
    assert {p.name for p in tmp_path.iterdir()} >= {"rss_sources", "collected_links", "warcs", "verts",
                                                    "tagged", "state", "logs"}
    (ws.rss_sources / "b.txt").write_text("")
    (ws.rss_sources / "a.txt").write_text("")
    (ws.rss_sources / "notes.md").write_text("")
    assert [p.name for p in ws.source_lists()] == ["a.txt", "b.txt"]
