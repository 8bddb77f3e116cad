"""The worker pool: results in order, a killed or hanging worker is replaced and the rest goes on."""

from __future__ import annotations

import os
import signal
import threading
import time

from vert_support import sleep_or_echo

from corpustools.vert.pool import WorkerPool


def test_results_come_back_in_task_order_with_two_workers():
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30) as pool:
        out = list(pool.map(range(40)))
        pids = {result[1] for ok, result in out}
    assert [result[0] for ok, result in out] == list(range(40))
    assert all(ok for ok, _ in out)
    assert len(pids) == 2 and os.getpid() not in pids


def test_dead_worker_is_replaced_and_only_its_task_fails():
    tasks = [1, 2, "die", 3, 4, "die", 5]
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 2
    assert [ok for ok, _ in out] == [True, True, False, True, True, False, True]
    assert out[2][1].startswith("worker_died")
    assert [r[0] for ok, r in out if ok] == [1, 2, 3, 4, 5]


def test_hanging_task_hits_the_time_cap_and_the_run_goes_on():
    started = time.monotonic()
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=1.0) as pool:
        out = list(pool.map(["a", "sleep", "b", "c"]))
    assert time.monotonic() - started < 20
    assert out[1] == (False, "timeout")
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c"]


def test_exception_in_task_is_reported_not_raised():
    with WorkerPool(sleep_or_echo, None, workers=1, time_cap=30) as pool:
        out = list(pool.map(["x", "raise", "y"]))
    assert out[1][0] is False and "broken task" in out[1][1]
    assert out[2][0] is True


def test_in_process_mode_enforces_the_time_cap():
    with WorkerPool(sleep_or_echo, None, workers=0, time_cap=0.5) as pool:
        out = list(pool.map(["a", "sleep", "b"]))
    assert out[1] == (False, "timeout")
    assert out[0][1][1] == os.getpid()


def test_worker_killed_from_outside_mid_run():
    """kill -9 of a busy worker by someone else: its task fails, every other task still completes."""
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60) as pool:
        def killer():
            for _ in range(200):
                pid = pool.pid_of_task(1)
                if pid:
                    time.sleep(0.2)
                    os.kill(pid, signal.SIGKILL)
                    return
                time.sleep(0.05)

        tasks = ["a", "sleep", "b", "c"]  # 'sleep' holds a worker until it is killed
        thread = threading.Thread(target=killer)
        thread.start()
        started = time.monotonic()
        out = list(pool.map(tasks))
        thread.join()
    assert time.monotonic() - started < 30
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c"]
    assert out[1][0] is False and out[1][1].startswith("worker_died")


def test_abandoned_map_stops_busy_workers_and_the_pool_works_again():
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60) as pool:
        results = pool.map(["a", "sleep", "b", "c"])
        assert next(results)[1][0] == "a"
        results.close()  # the caller gives up (an exception, Ctrl-C)
        assert all(not w.inflight for w in pool._pool)
        assert [r[0] for ok, r in pool.map(["x", "y"])] == ["x", "y"]
