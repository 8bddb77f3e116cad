"""Temporary files on a workspace shared by several machines (Dask workers, download shards): a machine
removes only its own dead writers' files, never another machine's (whose PIDs mean nothing here)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from corpustools.workspace import _HOST_TAG, remove_stale_temps, temp_name


def _dead_pid() -> int:
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(proc.stdout)


def test_temp_names_carry_this_machine(tmp_path):
    name = temp_name(tmp_path / "x.vert.xz").name
    assert name.startswith(f".x.vert.xz.tmp-{os.getpid()}-{_HOST_TAG}")


def test_only_this_machines_dead_writers_are_cleaned_up(tmp_path):
    dead = _dead_pid()
    other = "0badc0de" if _HOST_TAG != "0badc0de" else "deadbeef"
    mine_dead = tmp_path / f".a.warc.xz.tmp-{dead}-{_HOST_TAG}00000001"
    mine_live = tmp_path / f".b.warc.xz.tmp-{os.getpid()}-{_HOST_TAG}00000002"
    foreign_busy = tmp_path / f".c.warc.xz.tmp-{dead}-{other}00000003"  # another machine, written just now
    foreign_old = tmp_path / f".d.warc.xz.tmp-{dead}-{other}00000004"  # another machine, untouched for 2 days
    old_format = tmp_path / f".e.warc.xz.tmp-{dead}-abcd1234"  # written before names had a machine tag
    for path in (mine_dead, mine_live, foreign_busy, foreign_old, old_format):
        path.write_text("partial")
    two_days_ago = time.time() - 2 * 86400
    os.utime(foreign_old, (two_days_ago, two_days_ago))

    removed = remove_stale_temps(tmp_path)

    assert sorted(p.name for p in removed) == sorted(p.name for p in (mine_dead, foreign_old, old_format))
    assert mine_live.exists() and foreign_busy.exists()
