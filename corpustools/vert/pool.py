"""Worker processes with per-task deadlines, replaced when they die or hang; results in input order.

``concurrent.futures.ProcessPoolExecutor`` breaks for good when one worker is killed, and cannot stop a
task that hangs.  This pool keeps one pipe per worker and one task in flight per worker: a worker that
dies (kill -9, segfault, out of memory) or passes its deadline is killed and replaced, its task is
reported as failed, and the other tasks go on.  Results come back in the order of the tasks, so the
output does not depend on the number of workers.

Workers start through the ``forkserver`` method (safe in threaded parents such as pytest or Dask), and
create their models lazily: nothing but the task and its plain options crosses the pipe.  With
``workers=0`` (or inside a daemonic process, where children are not allowed) tasks run in the calling
process, with the deadline enforced by ``SIGALRM`` when that is possible.
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any

log = logging.getLogger(__name__)

Outcome = tuple[bool, Any]  # (True, result) or (False, "timeout" | "worker_died" | "error: ...")


class TaskTimeout(Exception):
    pass


def _worker_main(conn: Connection, func: Callable[[Any, Any], Any], options: Any) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        try:
            result: Outcome = (True, func(task, options))
        except Exception as exc:  # noqa: BLE001 - reported to the parent, which logs it
            result = (False, f"error: {type(exc).__name__}: {exc}")
        try:
            conn.send(result)
        except (BrokenPipeError, OSError):
            return


class _Worker:
    def __init__(self, ctx: Any, func: Callable[[Any, Any], Any], options: Any) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, func, options), daemon=True)
        self.proc.start()
        child.close()
        self.task: int | None = None
        self.deadline = 0.0

    def kill(self) -> None:
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(5)
        self.conn.close()


def must_run_here() -> bool:
    """Daemonic processes (e.g. multiprocessing or Dask workers) may not start children."""
    return bool(mp.current_process().daemon)


class WorkerPool:
    """``map(tasks)`` -> iterator of outcomes in task order; see the module docstring."""

    def __init__(self, func: Callable[[Any, Any], Any], options: Any, workers: int, time_cap: float,
                 lookahead: int = 8) -> None:
        self.func, self.options, self.time_cap = func, options, time_cap
        self.workers = 0 if must_run_here() else max(0, workers)
        self.lookahead = max(2, lookahead) * max(1, self.workers)
        self.replaced = 0
        self._pool: list[_Worker] = []
        self._ctx = mp.get_context("forkserver") if self.workers else None
        if self._ctx is not None:
            self._ctx.set_forkserver_preload(["corpustools.vert.document"])

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for w in self._pool:
            try:
                if w.proc.is_alive() and w.task is None:
                    w.conn.send(None)
            except (BrokenPipeError, OSError):
                pass
        for w in self._pool:
            w.proc.join(1)
            w.kill()
        self._pool = []

    @property
    def pids(self) -> list[int]:
        return [w.proc.pid for w in self._pool if w.proc.pid]

    def map(self, tasks: Iterable[Any]) -> Iterator[Outcome]:
        if not self.workers:
            yield from self._map_here(tasks)
            return
        while len(self._pool) < self.workers:
            self._pool.append(_Worker(self._ctx, self.func, self.options))
        source = iter(tasks)
        results: dict[int, Outcome] = {}
        queue: list[tuple[int, Any]] = []
        next_index = next_out = 0
        exhausted = False
        while True:
            while not exhausted and len(queue) + next_index - next_out < self.lookahead:
                try:
                    queue.append((next_index, next(source)))
                    next_index += 1
                except StopIteration:
                    exhausted = True
            for w in self._pool:
                if w.task is None and queue:
                    index, task = queue.pop(0)
                    self._send(w, index, task, results)
            while next_out in results:
                yield results.pop(next_out)
                next_out += 1
            busy = [w for w in self._pool if w.task is not None]
            if not busy:
                if exhausted and not queue:
                    return
                continue
            timeout = max(0.0, min(w.deadline for w in busy) - time.monotonic())
            ready = wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout)
            now = time.monotonic()
            for i, w in enumerate(list(self._pool)):
                if w.task is None:
                    continue
                if w.conn in ready:
                    try:
                        results[w.task] = w.conn.recv()
                        w.task = None
                        continue
                    except (EOFError, OSError):
                        pass  # died while answering: handled below
                if w.proc.sentinel in ready or w.conn in ready or not w.proc.is_alive():
                    results[w.task] = (False, f"worker_died (exit code {w.proc.exitcode})")
                    self._replace(i)
                elif now >= w.deadline:
                    results[w.task] = (False, "timeout")
                    self._replace(i)

    def _send(self, w: _Worker, index: int, task: Any, results: dict[int, Outcome]) -> None:
        w.task, w.deadline = index, time.monotonic() + self.time_cap
        try:
            w.conn.send(task)
        except (BrokenPipeError, OSError):
            results[index] = (False, "worker_died (could not send the task)")
            self._replace(self._pool.index(w))

    def _replace(self, i: int) -> None:
        old = self._pool[i]
        old.kill()
        self.replaced += 1
        self._pool[i] = _Worker(self._ctx, self.func, self.options)

    def _map_here(self, tasks: Iterable[Any]) -> Iterator[Outcome]:
        alarm = threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGALRM")
        for task in tasks:
            previous = None
            if alarm:
                previous = signal.signal(signal.SIGALRM, _raise_timeout)
                signal.setitimer(signal.ITIMER_REAL, self.time_cap)
            outcome: Outcome
            try:
                outcome = (True, self.func(task, self.options))
            except TaskTimeout:
                outcome = (False, "timeout")
            except Exception as exc:  # noqa: BLE001 - one failed task, the rest goes on
                outcome = (False, f"error: {type(exc).__name__}: {exc}")
            finally:
                if alarm:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    signal.signal(signal.SIGALRM, previous or signal.SIG_DFL)
            yield outcome


def _raise_timeout(signum: int, frame: Any) -> None:
    raise TaskTimeout()


def worker_count(configured: int) -> int:
    return configured if configured > 0 else max(1, os.cpu_count() or 1)
