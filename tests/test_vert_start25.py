"""The start of ``vert -i ... -o ...``: its zygote is started before the CLI's imports and settings, and
the reading process reads ahead while the workers start; neither changes what is written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from vert_support import sleep_or_echo

from corpustools.commands.vert import converts_files
from corpustools.vert import pool as pool_module
from corpustools.vert import zygote
from corpustools.vert.pool import WorkerPool
from corpustools.vert.worker import task_key

pytestmark = pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")


def _parent_of(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as fh:
        return int(fh.read().rsplit(")", 1)[1].split()[1])


@pytest.mark.parametrize("task", ["vert_support.sleep_or_echo:", "another.task:guessed", ""])
def test_the_pool_takes_the_zygote_started_early_and_its_workers_are_forked_from_it(task):
    """Started early, told which task's patterns to load and which modules to import while it waits (or,
    a wrong guess, another task's: the task function's own are loaded then), or told nothing."""
    assert task_key("vert_support", "sleep_or_echo", None) == "vert_support.sleep_or_echo:"
    zygote.prestart(task, ("json", "no_such_module_here") if task else ())
    early = zygote._early[0].pid
    try:
        with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30) as pool:
            out = list(pool.map(range(10)))
            assert pool._zygote.proc.pid == early
            assert all(_parent_of(pid) == early for pid in pool.pids)
    finally:
        zygote.discard_early()
    assert [r[0] for ok, r in out] == list(range(10))
    assert zygote._early is None and not os.path.exists(f"/proc/{early}")  # ended and reaped with the pool


def test_a_zygote_started_early_that_no_pool_took_is_ended():
    zygote.prestart()
    proc = zygote._early[0]
    zygote.discard_early()
    assert proc.returncode is not None and not os.path.exists(f"/proc/{proc.pid}")  # no process, no zombie
    zygote.discard_early()  # twice: nothing to do


def test_a_zygote_started_early_and_killed_from_outside_is_replaced_by_a_new_one():
    zygote.prestart()
    proc = zygote._early[0]
    proc.kill()
    proc.wait()
    with WorkerPool(sleep_or_echo, None, workers=1, time_cap=30) as pool:
        assert [r[0] for ok, r in pool.map(["a", "b"])] == ["a", "b"]
        assert pool._zygote.proc.pid != proc.pid


def test_the_reading_process_reads_ahead_while_the_workers_start_and_no_further_after(monkeypatch):
    """Tasks are read up to STARTING_LOOKAHEAD ahead while no worker is ready, ``lookahead`` once they are;
    the results come back in order all the same."""
    monkeypatch.setattr(pool_module, "STARTING_LOOKAHEAD", 40)
    read: list[int] = []
    answered: list[int] = []

    def tasks():
        for i in range(120):
            read.append(i)
            yield i

    with WorkerPool(sleep_or_echo, None, workers=1, time_cap=30, lookahead=2) as pool:
        for _ok, result in pool.map(tasks()):
            if not answered:  # the first result: read while the worker started
                ahead = len(read)
            answered.append(result[0])
            assert len(read) - len(answered) <= 40
    assert answered == list(range(120))
    assert ahead > 2 * 2  # more than ``lookahead`` per worker, while the zygote warmed up


def test_what_is_read_ahead_while_the_workers_start_is_bounded_by_its_bytes_too(monkeypatch):
    """Pages of up to vert.max_html_bytes (20 MB) each: reading 256 of them ahead is no option, the bytes
    read ahead are bounded as well (``size_of``)."""
    monkeypatch.setattr(pool_module, "STARTING_LOOKAHEAD", 40)
    monkeypatch.setattr(pool_module, "STARTING_BYTES", 6)
    read: list[int] = []
    most = 0

    def tasks():
        for i in range(60):
            read.append(i)
            yield i

    with WorkerPool(sleep_or_echo, None, workers=1, time_cap=30, lookahead=2, size_of=lambda task: 1) as pool:
        for answered, (_ok, result) in enumerate(pool.map(tasks()), 1):
            most = max(most, len(read) - answered)
            assert result[0] == answered - 1
    # the bytes' bound, a step of lookahead, the tasks in the worker's pipe
    assert 4 < most <= 6 + pool.lookahead + pool_module.PREFETCH


@pytest.mark.parametrize(("argv", "early"), [
    (["vert", "-i", "a.warc.gz", "-o", "a.vert.xz"], True),
    (["-q", "vert", "a.warc.gz", "-o", "a.vert.xz", "-m", "2"], True),
    (["vert", "--input=a.warc.gz", "--output=a.vert.xz"], True),
    (["vert", "-W", "corpus"], False),  # the workspace: maybe nothing to do, or Dask's workers do it
    (["vert", "-i", "a.warc.gz", "-o", "a.vert.xz", "--help"], False),
    (["tag", "-i", "a.vert", "-o", "b.vert"], False),
    (["lint", "vert", "-o"], False),
    ([], False),
])
def test_which_command_lines_start_the_zygote_before_the_cli_is_imported(argv, early):
    assert converts_files(argv) is early


def test_a_vert_of_files_that_fails_before_its_pool_leaves_no_zygote_behind(tmp_path: Path):
    """The zygote started before the CLI was imported is ended when the command fails first (here: an
    input that does not exist), not left waiting for a task function."""
    script = ("import os, sys\nfrom corpustools import launch\nstatus = launch.main()\n"
              "print('CHILDREN', os.listdir(f'/proc/{os.getpid()}/task/{os.getpid()}')"
              " and open(f'/proc/{os.getpid()}/task/{os.getpid()}/children').read().split())\nsys.exit(status)\n")
    run = subprocess.run([sys.executable, "-c", script, "vert", "-i", str(tmp_path / "missing.warc.gz"), "-o",
                          str(tmp_path / "out.vert.xz")], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode != 0 and "missing.warc.gz" in run.stderr, run.stderr
    assert "CHILDREN []" in run.stdout, run.stdout
    assert not (tmp_path / "out.vert.xz").exists()


def test_the_patterns_of_first_characters_no_alternative_names_are_made_with_the_table():
    """A text that begins with a digit (another letter, a space, a sign) than those the alternatives name
    was tried on a pattern compiled at its first such text: in every worker, after the zygote had saved its
    patterns, so compiled from its text in every run (the shop table's for digits: 8,500 characters, ~11 ms).
    Now those patterns are made with the table (in the zygote, saved with the others); the answers stay
    the whole pattern's."""
    import re

    from corpustools.vert.firstchar import FirstChar

    table = FirstChar("", r"\d+ comments?|[\w-]+ shares|share|liked? by \w+|(?:x|y)z", r"\.?")
    assert {("digit", "word"), ("word",), ()} <= set(table.table)  # (no alternative begins with \s)
    compiled_before = len(re._cache)
    texts = ["12 comments", "12 comment.", "7 shares", "ж-ы shares", "share", "liked by Ann", "xz", "yz.",
             " 12 comments", "§ share", "éé shares", "12", "ж", "", "zz"]
    for text in texts:
        assert bool(table.fullmatch(text)) == bool(table.whole.fullmatch(text)), text
    assert len(re._cache) == compiled_before  # nothing compiled after the table was made
