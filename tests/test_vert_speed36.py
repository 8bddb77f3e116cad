"""A worker tells the pool which task of its batch it runs on a progress pipe the pool reads only as needed
(``vert.worker.PROGRESS``): as it reads an outcome, when a deadline seems passed, when asked which task a worker
runs.  A deadline the pool set before it read a worker's later records must not fail a task that has had less
than the time cap, and one that has had more must still fail alone.

The pool tests run ``staged`` of ``tests/test_vert_speed35.py`` (a task with steps whose first step sleeps) in real
worker processes, forked from the zygote and spawned."""

from __future__ import annotations

import os
import time

import pytest
from test_vert_speed35 import FORK, staged

from corpustools.vert.pool import WorkerPool
from corpustools.vert.worker import BEGIN, FINISH, _Sender, progress_pipe, read_progress


@pytest.mark.parametrize("fork", FORK)
def test_tasks_begun_one_after_another_in_a_batch_each_get_the_whole_time_cap(fork):
    """Three tasks of one batch take 1 s each before their request, 3 s before the worker goes back to the first:
    the deadline the pool set for the first (1.5 s after it began) passes before it has read that the worker
    began the others; each had 1 s, so none fails and the worker is not replaced."""
    tasks = [("a", 1.0, 0.0), ("b", 1.0, 0.0), ("c", 1.0, 0.0)]
    with WorkerPool(staged, None, workers=1, time_cap=1.5, fork=fork) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 0
    assert out == [(True, ("a", 3)), (True, ("b", 3)), (True, ("c", 3))]


@pytest.mark.parametrize("fork", FORK)
def test_a_task_begun_late_in_a_batch_fails_by_its_own_time_and_alone(fork):
    """The third task of a batch begins 2 s after the first and hangs: it fails at its own deadline (the cap after
    its record's time), not at the first task's; the two before it are run again and come out."""
    tasks = [("a", 1.0, 0.0), ("b", 1.0, 0.0), ("hangs", "hang", 0.0), ("c", 0.0, 0.0)]
    started = time.monotonic()
    with WorkerPool(staged, None, workers=1, time_cap=1.5, fork=fork) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 1
    assert time.monotonic() - started < 30
    assert out[2] == (False, "timeout") and out[2][1].reason == "timeout"
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c"]


def test_progress_records_are_read_whole_in_order_and_reading_never_waits():
    """The pool's read of a progress pipe takes what is there: nothing from an empty pipe (no wait), every record
    written, in order, with the count of outcomes sent before it and its time, and nothing once the worker's end
    is closed."""
    read_end, write_end = progress_pipe()
    try:
        assert read_progress(read_end) == []
        sender = _Sender(-1, write_end)
        before = time.monotonic()
        for n in range(3000):  # 51 kB: the whole lot fits in a pipe's buffer
            sender.sent = n
            sender.progress(BEGIN if n % 3 else FINISH)
        records = read_progress(read_end)
        assert [(kind, sent) for kind, sent, _ in records] == [(BEGIN if n % 3 else FINISH, n) for n in range(3000)]
        times = [at for _, _, at in records]
        assert before <= times[0] and times == sorted(times) and times[-1] <= time.monotonic()
        assert read_progress(read_end) == []
        os.close(write_end)
        write_end = -1
        assert read_progress(read_end) == []
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
