"""Worker processes with per-task deadlines, replaced when they die or hang; results in input order.

``concurrent.futures.ProcessPoolExecutor`` breaks for good when one worker is killed, and cannot stop a
task that hangs.  This pool keeps one pipe pair per worker and a few tasks in flight per worker
(``PREFETCH``: a worker may run several up to a shared step, see ``vert.worker``'s batches, and says which
one it is running, on a third pipe read only as needed): a worker that dies (kill -9, segfault, out of
memory) or passes its running task's deadline is killed and replaced, that task is reported as failed, its other tasks are sent again, and the
rest goes on.  Results come back in the order of the tasks, so the
output does not depend on the number of workers.

Workers talk pickles over a pipe pair: only the task function's name, its plain options and the tasks
cross it.  Where it can (Linux), the pool starts one fresh interpreter, the zygote
(:mod:`corpustools.vert.zygote`), that imports and warms up the task function's module once and forks
every worker from it, so a second worker or a replacement costs a fork, not another quarter of a
CPU-second of imports and models; elsewhere each worker is a fresh interpreter
(``python -m corpustools.vert.worker``, stdin/stdout).  Either way: no fork of a threaded parent, no
re-import of the caller's ``__main__`` script, and it works inside daemonic processes (Dask workers).
With ``workers=0`` tasks run in the calling process, with the deadline enforced by ``SIGALRM`` when that
is possible.
"""

from __future__ import annotations

import collections
import itertools
import logging
import os
import pickle
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from corpustools.errors import WorkerInitError
from corpustools.vert.worker import (
    BEGIN,
    INIT_FAILED,
    READY,
    Failure,
    Outcome,
    close_progress,
    init_message,
    progress_pipe,
    read_msg,
    read_progress,
    readable,
    widen_pipe,
    worker_command,
    worker_env,
    write_msg,
)

__all__ = ["Failure", "Outcome", "WorkerPool", "worker_count"]

log = logging.getLogger(__name__)

PREFETCH = 10  # tasks in flight per worker: the next ones wait in its pipe, so it never idles, and it can run
# a batch of ``vert.worker.BATCH`` (the pool refills a worker while it finishes one: its next has what came)
PREFETCH_BYTES = 8 << 20  # ... but beyond two, no more than this many bytes of pages (``size_of``) in flight per
# worker: with pages of up to vert.max_html_bytes (20 MB) ten in flight would hold 200 MB in each worker
# tasks read ahead while the workers start (see WorkerPool._map_workers) ... (the bytes bound the memory: with
# 256 tasks the reading process stopped at 44 MB of the sample pages' 81 MB, ~0.2 s into a start of ~0.3 s, and
# read the rest while both workers wanted the cores)
STARTING_LOOKAHEAD = 1024
STARTING_BYTES = 64 << 20  # ... and no more than this many bytes of them (``size_of``), when that is known
STARTUP_ALLOWANCE = 120.0  # seconds a new worker may take to start and load its models
MESSAGE_MARGIN = 64 << 10  # a task's message beyond its page's bytes (``size_of``): its pickle and header, at most


class TaskTimeout(Exception):
    pass


class _Progress:
    """Where a worker is in its tasks in flight (its BEGIN and FINISH records, see ``vert.worker.PROGRESS``):
    how many of them it has begun, the position of the one it is running (0, the first, for a worker that never
    says), and the time each begun task has had before it was set aside for the next (its deadline's share
    used)."""

    def __init__(self) -> None:
        self.begun = 0
        self.running = 0
        self.spent: dict[int, float] = {}  # task index -> seconds
        self.bytes = 0  # of the tasks in flight (``size_of``), when known
        self.since = 0.0  # when the running task (re)started

    def set_aside(self, inflight: collections.deque[tuple[int, Any]], now: float) -> None:
        """The running task stops for now (the worker begins another, or goes back to the first)."""
        if self.begun and self.running < len(inflight):
            index = inflight[self.running][0]  # (a record's time may come before the moment the pool read the
            # outcome before it, which it took as the next task's start: nothing is taken off then)
            self.spent[index] = self.spent.get(index, 0.0) + max(0.0, now - self.since)
        self.since = now


class _Worker:
    """A worker spawned as a fresh interpreter (where workers cannot be forked from a zygote)."""

    def __init__(self, func: Callable[[Any, Any], Any], options: Any) -> None:
        self.progress_fd, progress_write = progress_pipe()
        try:
            self.proc = subprocess.Popen([*worker_command(), "corpustools.vert.worker", str(progress_write)],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True,
                                         pass_fds=(progress_write,), env=worker_env(), bufsize=0)
        finally:
            os.close(progress_write)
        self.reader = self.proc.stdout
        self.pipe_bytes = widen_pipe(self.proc.stdin.fileno())  # what the task pipe holds (see _next_for)
        widen_pipe(self.proc.stdout.fileno())
        self.inflight: collections.deque[tuple[int, Any]] = collections.deque()  # (index, task), head runs
        self.deadline = 0.0  # for the head task
        self.ready = False
        self.send(init_message(func, options))

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def returncode(self) -> int | None:
        try:
            return self.proc.wait(5)
        except subprocess.TimeoutExpired:
            return None

    def wait(self, timeout: float) -> bool:
        """True once the worker has ended (within ``timeout`` seconds)."""
        try:
            self.proc.wait(timeout)
            return True
        except subprocess.TimeoutExpired:
            return False

    def send(self, obj: Any) -> None:
        write_msg(self.proc.stdin.fileno(), obj)

    def recv(self) -> Any:
        return read_msg(self.reader.fileno())

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        if self.alive():
            self.proc.kill()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        close_progress(self)
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL does not take this long
            log.warning(f"worker {self.proc.pid} did not exit after SIGKILL")


class WorkerPool:
    """``map(tasks)`` -> iterator of outcomes in task order; see the module docstring."""

    def __init__(self, func: Callable[[Any, Any], Any], options: Any, workers: int, time_cap: float,
                 lookahead: int = 8, fork: bool | None = None,
                 retry: Callable[[Any, Failure], Any] | None = None,
                 size_of: Callable[[Any], int] | None = None) -> None:
        """``fork``: workers forked from a warmed-up zygote (default: where supported, see
        :mod:`corpustools.vert.zygote`); False: each worker a fresh interpreter.  ``retry(task, failure)``:
        the task to try once more in the place of one that failed (timed out, killed its worker, raised),
        or None; when that fails too, the first failure is the outcome.  ``size_of(task)``: its size in
        bytes, which bounds what is read ahead while the workers start (``STARTING_BYTES``)."""
        self.func, self.options, self.time_cap, self.retry = func, options, time_cap, retry
        self.size_of = size_of
        self._retried: dict[int, Failure] = {}  # task index -> the failure of its first try
        self._unstarted: set[int] = set()  # tasks sent once to a worker that never started: sent again once
        self.workers = max(0, workers)
        self.lookahead = max(2, lookahead, PREFETCH + 2) * max(1, self.workers)  # each worker's PREFETCH, and some
        self.replaced = 0
        self._pool: list[Any] = []  # _Worker or zygote.ForkedWorker
        self._lock = threading.RLock()  # the workers' progress is read by pid_of_task from other threads too
        if fork is None:
            from corpustools.vert.zygote import supported

            fork = supported()
        self.fork = fork
        self._zygote: Any = None

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for w in self._pool:
            try:
                if w.alive() and not w.inflight:
                    w.send(None)
            except (BrokenPipeError, OSError):
                pass
        deadline = time.monotonic() + 2
        for w in self._pool:
            w.wait(max(0.01, deadline - time.monotonic()))
            w.kill()
        self._pool = []
        if self._zygote is not None:
            self._zygote.close()
            self._zygote = None

    def _new_worker(self) -> Any:
        if not self.fork:
            return _Worker(self.func, self.options)
        from corpustools.vert.zygote import Zygote

        if self._zygote is None or not self._zygote.alive():
            if self._zygote is not None:
                self._zygote.kill()
            self._zygote = Zygote(init_message(self.func, self.options))
        return self._zygote.fork()

    def _with_progress(self, w: Any) -> Any:
        w.progress = _Progress()
        w.received = 0  # outcomes read from it
        w.records: collections.deque[tuple[int, int, float]] = collections.deque()  # read, not taken in yet
        return w

    def _catch_up(self, w: Any) -> None:
        """Take in worker ``w``'s progress records (``vert.worker.PROGRESS``) written before the outcomes read
        from it so far; one written after an outcome still unread waits for it.  A BEGIN starts the worker's
        next task, whose deadline runs from the record's time; a FINISH takes it back to its first task in
        flight, which goes on with the time it has left."""
        with self._lock:
            records = w.records
            records.extend(read_progress(w.progress_fd))
            progress = w.progress
            while records and records[0][1] <= w.received:
                kind, _, at = records.popleft()
                progress.set_aside(w.inflight, at)  # the task set aside keeps the time it had
                if kind == BEGIN:
                    progress.running, progress.begun = progress.begun, progress.begun + 1
                    w.deadline = at + self.time_cap
                elif w.inflight:  # FINISH
                    progress.running = 0
                    w.deadline = at + self.time_cap - progress.spent.get(w.inflight[0][0], 0.0)

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids (a worker the zygote has not forked yet has none: left out)."""
        return [pid for pid in (w.pid for w in self._pool) if pid is not None]

    def pid_of_task(self, index: int) -> int | None:
        """The worker process working on task number ``index`` now (for monitoring and tests): the workers'
        progress records are read first (the pool itself reads them only as it needs them)."""
        with self._lock:
            for w in self._pool:
                self._catch_up(w)
                if _running(w) == index:
                    break
            else:
                return None
        return w.pid

    def map(self, tasks: Iterable[Any]) -> Iterator[Outcome]:
        if not self.workers:
            yield from self._map_here(tasks)
            return
        try:
            yield from self._map_workers(tasks)
        finally:  # abandoned half-way (an error, an interrupt): busy workers cannot be trusted any more;
            for w in self._pool:  # they are stopped here and started again by the next map()
                if w.inflight:
                    w.kill()
            self._pool = [w for w in self._pool if not w.inflight]

    def _map_workers(self, tasks: Iterable[Any]) -> Iterator[Outcome]:
        while len(self._pool) < self.workers:
            self._pool.append(self._with_progress(self._new_worker()))
        source = iter(tasks)
        self._retried = {}
        self._unstarted = set()
        results: dict[int, Outcome] = {}
        waiting: collections.deque[tuple[int, Any]] = collections.deque()
        next_index = next_out = 0
        exhausted = False
        while True:
            # while a worker is still starting (a zygote warming up: a quarter of a second or more), the
            # reading process would only wait on its core: it reads further ahead meanwhile, in steps of
            # ``lookahead`` between looks at the workers, so that less of its reading is left to compete
            # with the workers for the cores once they run
            starting = not all(w.ready for w in self._pool) and not (
                self.size_of is not None and sum(self.size_of(task) for _, task in waiting) >= STARTING_BYTES)
            limit = max(self.lookahead, STARTING_LOOKAHEAD) if starting else self.lookahead
            step = next_index + self.lookahead
            while not exhausted and next_index - next_out < limit and next_index < step:
                try:
                    waiting.append((next_index, next(source)))
                    next_index += 1
                except StopIteration:
                    exhausted = True
            full: set[int] = set()  # workers that take no more now
            while waiting:  # to the worker with the fewest tasks in flight: a short input's share each
                open_ = [k for k in range(len(self._pool)) if k not in full and self._takes_more(self._pool[k])]
                if not open_:
                    break
                i = min(open_, key=lambda k: len(self._pool[k].inflight))
                w = self._pool[i]
                if not w.alive():  # died: its running task (if any) fails, prefetched ones go back
                    reason = Failure("worker_died", f"worker_died (exit code {w.returncode})") if w.inflight else None
                    self._fail_worker(i, reason, results, waiting)
                    w = self._pool[i]
                item = self._next_for(w, waiting)
                if item is None:
                    full.add(i)
                    continue
                self._send(i, item, results, waiting)
            while next_out in results:
                yield results.pop(next_out)
                next_out += 1
            busy = [w for w in self._pool if w.inflight]
            if not busy:
                if exhausted and not waiting:
                    return
                continue
            while True:  # a deadline moved by a worker's progress: the workers are looked at again at once
                moved = False  # a task answered or failed, a worker ready or replaced: back to sending
                timeout = max(0.0, min(w.deadline for w in busy) - time.monotonic())
                if starting and not exhausted and next_index - next_out < limit:
                    timeout = 0.0  # more to read ahead: only a look at the workers
                ready = set(readable([w.reader.fileno() for w in busy], timeout))
                now = time.monotonic()
                for i, w in enumerate(list(self._pool)):
                    if not w.inflight:
                        continue
                    if w.reader.fileno() in ready:
                        try:
                            message = w.recv()
                        except (EOFError, OSError, pickle.UnpicklingError):
                            w.wait(5)  # died before or while answering
                            self._fail_worker(i, Failure("worker_died", f"worker_died (exit code {w.returncode})"),
                                              results, waiting)
                            moved = True
                            continue
                        if message == READY:
                            w.ready, w.deadline, moved = True, now + self.time_cap, True
                            continue
                        if isinstance(message, tuple) and message and message[0] == INIT_FAILED:
                            raise WorkerInitError(f"worker processes cannot start: {message[1]}")
                        with self._lock:
                            self._catch_up(w)  # where the worker was as it sent this outcome
                            w.received += 1
                            progress = w.progress
                            index, task = w.inflight.popleft()
                            progress.spent.pop(index, None)
                            if self.size_of is not None:
                                progress.bytes -= self.size_of(task)
                            moved = True
                            if isinstance(message, tuple) and message and message[0] is False:
                                self._failed(index, task, message[1], results, waiting)
                            else:
                                results[index] = message
                                self._retried.pop(index, None)
                            # the next task starts now: the next prefetched one, or the next begun one with the time
                            # it has left
                            progress.begun, progress.running, progress.since = max(0, progress.begun - 1), 0, now
                            w.deadline = now + self.time_cap - (progress.spent.pop(w.inflight[0][0], 0.0)
                                                                if progress.begun else 0.0)
                    elif now >= w.deadline:
                        self._catch_up(w)  # the deadline may have moved since the last outcome
                        if now >= w.deadline:
                            self._fail_worker(i, Failure("timeout"), results, waiting)
                            moved = True
                if moved or not ready:
                    break

    def _takes_more(self, w: Any) -> bool:
        """Whether worker ``w`` may have one more task in flight now (``PREFETCH``, ``PREFETCH_BYTES``)."""
        n = len(w.inflight)
        return n < 2 or (n < PREFETCH and w.progress.bytes < PREFETCH_BYTES)

    def _next_for(self, w: Any, waiting: collections.deque[tuple[int, Any]]) -> tuple[int, Any] | None:
        """The task to send worker ``w`` now: the first in line; while ``w`` is not ready (the zygote is still
        warming up: nothing reads its task pipe yet), the first of the next few that still fits in its pipe
        beside the tasks sent before, and none when no task fits and one is in its pipe already.  A write
        into a full pipe waits until the worker reads, and the reading process waited in it for the whole of
        the zygote's start: with two workers the third task goes to the second worker, and a third page of
        1.8 MB (the sample pages' third) held back all reading ahead (16 pages read while the zygote warmed up
        instead of 256), which the reading process then did while both cores were busy."""
        if w.ready or self.size_of is None:
            return waiting.popleft()
        room = w.pipe_bytes - sum(self.size_of(task) + MESSAGE_MARGIN for _, task in w.inflight)
        for k, (_, task) in enumerate(itertools.islice(waiting, self.lookahead)):
            if self.size_of(task) + MESSAGE_MARGIN <= room:
                item = waiting[k]
                del waiting[k]
                return item
        return None if w.inflight else waiting.popleft()  # (none fits: it waits, as every task did before)

    def _fail_worker(self, i: int, reason: Failure | None, results: dict[int, Outcome],
                     waiting: collections.deque[tuple[int, Any]]) -> None:
        """Replace worker ``i``: its running task fails with ``reason``, prefetched ones go back in line."""
        with self._lock:
            self._fail_worker_now(i, reason, results, waiting)

    def _fail_worker_now(self, i: int, reason: Failure | None, results: dict[int, Outcome],
                         waiting: collections.deque[tuple[int, Any]]) -> None:
        w = self._pool[i]
        self._catch_up(w)  # what it was running as it ended (its records after its last outcome read)
        inflight = list(w.inflight)
        if inflight and getattr(w, "never_started", False) and inflight[0][0] not in self._unstarted:
            # the zygote ended before it forked this worker (killed between the pool's look and the fork):
            # none of its tasks ran, so none failed; they go back in line, once
            self._unstarted.update(index for index, _ in inflight)
            reason = None
        at = w.progress.running if w.progress.running < len(inflight) else 0
        # the task it was running fails; those it had begun or finished and not sent, and those it had not
        # begun, are run again
        running = inflight.pop(at) if inflight and reason is not None else None
        waiting.extendleft(reversed(inflight))
        if running is not None:
            self._failed(*running, reason, results, waiting)
        w.inflight.clear()
        self._replace(i)

    def _failed(self, index: int, task: Any, failure: Failure, results: dict[int, Outcome],
                waiting: collections.deque[tuple[int, Any]]) -> None:
        """Task ``index`` failed: it goes first in line once more as ``retry`` makes it, else its outcome is
        the failure (its first try's, when this was the second)."""
        again = self.retry(task, failure) if self.retry is not None and index not in self._retried else None
        if again is None:
            results[index] = (False, self._retried.pop(index, failure))
        else:
            self._retried[index] = failure
            waiting.appendleft((index, again))

    def _send(self, i: int, item: tuple[int, Any], results: dict[int, Outcome],
              waiting: collections.deque[tuple[int, Any]]) -> None:
        w = self._pool[i]
        if not w.inflight:
            w.deadline = time.monotonic() + self.time_cap + (0.0 if w.ready else STARTUP_ALLOWANCE)
            w.progress = _Progress()
        w.inflight.append(item)
        if self.size_of is not None:
            w.progress.bytes += self.size_of(item[1])
        try:
            w.send(item[1])
        except (BrokenPipeError, OSError):
            self._fail_worker(i, Failure("worker_died", "worker_died (could not send the task)"), results, waiting)

    def _replace(self, i: int) -> None:
        old = self._pool[i]
        old.kill()
        self.replaced += 1
        self._pool[i] = self._with_progress(self._new_worker())

    def _map_here(self, tasks: Iterable[Any]) -> Iterator[Outcome]:
        alarm = threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGALRM")
        for task in tasks:
            outcome = self._run_here(task, alarm)
            if not outcome[0] and self.retry is not None:
                again = self.retry(task, outcome[1])
                if again is not None:
                    second = self._run_here(again, alarm)
                    outcome = second if second[0] else outcome
            yield outcome

    def _run_here(self, task: Any, alarm: bool) -> Outcome:
        """One task in this process, its deadline kept by ``SIGALRM`` when ``alarm``."""
        previous = None
        if alarm:
            previous = signal.signal(signal.SIGALRM, _raise_timeout)
            signal.setitimer(signal.ITIMER_REAL, self.time_cap)
        outcome: Outcome
        try:
            outcome = (True, self.func(task, self.options))
        except TaskTimeout:
            outcome = (False, Failure("timeout"))
        except Exception as exc:  # noqa: BLE001 - one failed task, the rest goes on
            outcome = (False, Failure("error", f"error: {type(exc).__name__}: {exc}"))
        finally:
            if alarm:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous or signal.SIG_DFL)
        return outcome


def _running(w: Any) -> int | None:
    """The index of the task worker ``w`` is running (or would run first), if any."""
    try:  # (asked from another thread too, while the pool's own moves on)
        return w.inflight[w.progress.running][0]
    except IndexError:
        return None


def _raise_timeout(signum: int, frame: Any) -> None:
    raise TaskTimeout()


def worker_count(configured: int) -> int:
    return configured if configured > 0 else max(1, os.cpu_count() or 1)
