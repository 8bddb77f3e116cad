"""The worker pool: results in order, a killed or hanging worker is replaced and the rest goes on."""

from __future__ import annotations

import os
import signal
import time

import broken_warm_up
import pytest
import slow_warm_up
from vert_support import kill_when_busy, sleep_or_echo

from corpustools.errors import WorkerInitError
from corpustools.vert import zygote
from corpustools.vert.pool import WorkerPool

# workers forked from a zygote (the default where supported) and spawned as fresh interpreters
FORK = [pytest.param(True, marks=pytest.mark.skipif(not zygote.supported(), reason="no zygote here")), False]


@pytest.mark.parametrize("fork", FORK)
def test_results_come_back_in_task_order_with_two_workers(fork):
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30, fork=fork) as pool:
        out = list(pool.map(range(40)))
        pids = {result[1] for ok, result in out}
    assert [result[0] for ok, result in out] == list(range(40))
    assert all(ok for ok, _ in out)
    assert len(pids) == 2 and os.getpid() not in pids


@pytest.mark.parametrize("fork", FORK)
def test_a_worker_collects_garbage_and_leaves_its_start_ups_objects_alone(fork):
    """The collector is off while a worker (or the zygote) starts, never after: the start-up's objects are
    frozen, the page's garbage is collected."""
    with WorkerPool(sleep_or_echo, None, workers=1, time_cap=30, fork=fork) as pool:
        out = list(pool.map(["gc"]))
    assert out == [(True, (True, True))]


@pytest.mark.parametrize("fork", FORK)
def test_dead_worker_is_replaced_and_only_its_task_fails(fork):
    tasks = [1, 2, "die", 3, 4, "die", 5]
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30, fork=fork) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 2
    assert [ok for ok, _ in out] == [True, True, False, True, True, False, True]
    assert out[2][1].startswith("worker_died")
    assert [r[0] for ok, r in out if ok] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("fork", FORK)
def test_hanging_task_hits_the_time_cap_and_the_run_goes_on(fork):
    started = time.monotonic()
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=1.0, fork=fork) as pool:
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


@pytest.mark.parametrize("fork", FORK)
def test_worker_killed_from_outside_mid_run(fork):
    """kill -9 of a busy worker by someone else: its task fails, every other task still completes."""
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60, fork=fork) as pool:
        tasks = ["a", "sleep", "b", "c"]  # 'sleep' holds a worker until it is killed
        thread, _ = kill_when_busy(pool, 1)
        started = time.monotonic()
        out = list(pool.map(tasks))
        thread.join()
    assert time.monotonic() - started < 30
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c"]
    assert out[1][0] is False and out[1][1].startswith("worker_died")


@pytest.mark.parametrize("fork", FORK)
def test_abandoned_map_stops_busy_workers_and_the_pool_works_again(fork):
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60, fork=fork) as pool:
        results = pool.map(["a", "sleep", "b", "c"])
        assert next(results)[1][0] == "a"
        results.close()  # the caller gives up (an exception, Ctrl-C)
        assert all(not w.inflight for w in pool._pool)
        assert [r[0] for ok, r in pool.map(["x", "y"])] == ["x", "y"]


def _parent_of(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as fh:
        return int(fh.read().rsplit(")", 1)[1].split()[1])


@pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")
def test_forked_worker_killed_mid_run_is_replaced_from_the_zygote():
    """Workers are forked from one warmed-up zygote; kill -9 of one of them fails only its task, a new
    worker is forked in its place, and nothing is left behind when the pool closes."""
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60, fork=True) as pool:
        thread, killed = kill_when_busy(pool, 1)
        out = list(pool.map(["a", "sleep", "b", "c", "d"]))
        thread.join()
        zygote_pid = pool._zygote.proc.pid
        assert pool.replaced == 1 and killed and killed[0] not in pool.pids
        assert all(_parent_of(pid) == zygote_pid for pid in pool.pids)
        assert [r[0] for ok, r in pool.map(["e", "f", "g"])] == ["e", "f", "g"]
        workers = pool.pids
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c", "d"]
    assert out[1] == (False, "worker_died (exit code -9)")
    for pid in [zygote_pid, *workers, *killed]:  # ended and reaped: no process, no zombie
        assert not os.path.exists(f"/proc/{pid}")


@pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")
def test_a_killed_zygote_is_started_again_when_a_worker_must_be_replaced():
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=60, fork=True) as pool:
        assert [r[0] for ok, r in pool.map(["a", "b"])] == ["a", "b"]
        first = pool._zygote.proc.pid
        os.kill(first, signal.SIGKILL)
        out = list(pool.map(["c", "die", "d", "e"]))
        assert pool._zygote.proc.pid != first
    assert [ok for ok, _ in out] == [True, False, True, True]
    assert [r[0] for ok, r in out if ok] == ["c", "d", "e"]


@pytest.mark.parametrize("fork", FORK)
def test_a_task_function_that_cannot_load_stops_the_run_with_one_clear_error(fork):
    with WorkerPool(broken_warm_up.process, None, workers=2, time_cap=60, fork=fork) as pool:
        with pytest.raises(WorkerInitError, match="worker processes cannot start: RuntimeError: no model"):
            list(pool.map(["a", "b", "c"]))


class _Interrupted(Exception):
    pass


def _interrupt(signum, frame):
    raise _Interrupted()


@pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")
def test_a_run_interrupted_while_the_zygote_warms_up_does_not_wait_for_it():
    """Ctrl-C (here: a signal handler raising) before any worker was forked: the zygote, still loading,
    is stopped at once, not waited for, and the pool works again with a new zygote."""
    previous = signal.signal(signal.SIGALRM, _interrupt)
    try:
        with WorkerPool(slow_warm_up.process, None, workers=2, time_cap=60, fork=True) as pool:
            started = time.monotonic()
            signal.setitimer(signal.ITIMER_REAL, 0.3)
            with pytest.raises(_Interrupted):
                list(pool.map(["a", "b", "c"]))
            assert time.monotonic() - started < 1.5
            first = pool._zygote.proc
            assert first.poll() is not None  # stopped, and reaped
            assert [r[0] for ok, r in pool.map(["d", "e"])] == ["d", "e"]
            assert pool._zygote.proc is not first
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.skipif(not zygote.supported(), reason="no zygote here")
def test_a_pool_in_a_process_with_many_files_open_ends_its_zygote_at_once():
    """A process with over a thousand files open (a Dask worker's connections) gets descriptor numbers
    past 1024, which ``select`` refuses: the pool works, and closing it reaps the zygote at once, with no
    zombie left (it was left when the wait raised)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1200:
        pytest.skip("the hard limit on open files is under 1200")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1200), hard))
    held = [os.open(os.devnull, os.O_RDONLY) for _ in range(1100)]
    try:
        with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30, fork=True) as pool:
            assert [r[0] for ok, r in pool.map(range(6))] == list(range(6))
            proc = pool._zygote.proc
            started = time.monotonic()
        assert time.monotonic() - started < 2.0
        assert proc.returncode is not None  # reaped: no zombie left behind
        with pytest.raises(ProcessLookupError):
            os.kill(proc.pid, 0)
    finally:
        for fd in held:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))



def _simpler(task, failure):
    """The retry of the pool tests: a failed task once more as its echo (what vert does with a page: its plain
    pass), but "raise" as "sleep", which fails too (by the time cap)."""
    return "sleep" if task == "raise" else f"again:{task}:{failure.reason}"


@pytest.mark.parametrize("workers", [0, 2])
def test_a_failed_task_is_tried_once_more_as_retry_makes_it_and_in_its_place(workers):
    tasks = ["a", "sleep", "b", "raise", "c"] + (["die", "d"] if workers else [])
    with WorkerPool(sleep_or_echo, None, workers=workers, time_cap=1.0, retry=_simpler) as pool:
        out = list(pool.map(tasks))
    got = [r[0] if ok else f"failed:{r.reason}" for ok, r in out]
    # failing twice, a task's outcome is its first failure
    assert got == ["a", "again:sleep:timeout", "b", "failed:error", "c"] + (["again:die:worker_died", "d"] if workers else [])
    assert "broken task" in out[3][1]
