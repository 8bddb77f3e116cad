"""Worker processes with per-task deadlines, replaced when they die or hang; results in input order.

``concurrent.futures.ProcessPoolExecutor`` breaks for good when one worker is killed, and cannot stop a
task that hangs.  This pool keeps one pipe pair per worker and one task in flight per worker: a worker
that dies (kill -9, segfault, out of memory) or passes its deadline is killed and replaced, its task is
reported as failed, and the other tasks go on.  Results come back in the order of the tasks, so the
output does not depend on the number of workers.

Workers are fresh interpreters (``python -m corpustools.vert.pool``) talking pickles over stdin/stdout:
no fork of a threaded parent, no re-import of the caller's ``__main__`` script, and it works inside
daemonic processes (Dask workers) too.  They create their models lazily: only the task function's name,
its plain options and the tasks cross the pipe.  With ``workers=0`` tasks run in the calling process,
with the deadline enforced by ``SIGALRM`` when that is possible.
"""

from __future__ import annotations

import collections
import importlib
import logging
import os
import pickle
import queue
import signal
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import wait
from typing import Any

from corpustools.errors import WorkerInitError

log = logging.getLogger(__name__)



class Failure(str):
    """Why a task failed: the text that is logged (a ``str``) and its ``reason`` word for the counters
    (``timeout``, ``worker_died``, ``error``), so the reason never has to be parsed back from the text."""

    reason: str

    def __new__(cls, reason: str, text: str = "") -> Failure:
        failure = super().__new__(cls, text or reason)
        failure.reason = reason
        return failure

    def __reduce__(self) -> tuple[Any, ...]:  # crosses the pipe from a worker (run as ``__main__``)
        import importlib

        return (importlib.import_module("corpustools.vert.pool").Failure, (self.reason, str(self)))


Outcome = tuple[bool, Any]  # (True, result) or (False, Failure)


READY = "__ready__"
PREFETCH = 2  # tasks in flight per worker: the next one waits in its pipe, so it never idles
STARTUP_ALLOWANCE = 120.0  # seconds a new worker may take to start and load its models


INIT_FAILED = "__init_failed__"


class TaskTimeout(Exception):
    pass


def _write_msg(fd: int, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    head = struct.pack("<Q", len(data))
    sent = os.writev(fd, (head, data))  # no concatenated copy of a page in the reading process
    if sent < len(head):
        head, sent = head[sent:], 0
        while head:
            head = head[os.write(fd, head):]
    else:
        sent -= len(head)
    view = memoryview(data)[sent:]
    while view:
        view = view[os.write(fd, view):]


def _read_exact(fd: int, n: int) -> bytes:
    parts = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError("pipe closed")
        parts.append(chunk)
        n -= len(chunk)
    return b"".join(parts)


def _read_msg(fd: int) -> Any:
    (size,) = struct.unpack("<Q", _read_exact(fd, 8))
    return pickle.loads(_read_exact(fd, size))


def _serve() -> None:
    """The worker process: read (function, options), then tasks; answer each with an Outcome."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    out_fd = os.dup(1)
    os.dup2(2, 1)  # anything a library prints goes to stderr, not into the protocol
    in_fd = 0
    try:
        sys_path, module, name, options = _read_msg(in_fd)
        sys.path[:] = sys_path
        try:
            mod = importlib.import_module(module)
            func = getattr(mod, name)
            warm_up = getattr(mod, "warm_up", None)  # load models before the first deadline starts
            if warm_up is not None:
                warm_up(options)
        except Exception as exc:  # noqa: BLE001 - a configuration problem: tell the parent, stop
            _write_msg(out_fd, (INIT_FAILED, f"{type(exc).__name__}: {exc}"))
            return
        _write_msg(out_fd, READY)
        inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        threading.Thread(target=_drain, args=(in_fd, inbox), daemon=True).start()
        while True:
            task = inbox.get()
            if task is None:
                return
            try:
                result: Outcome = (True, func(task, options))
            except Exception as exc:  # noqa: BLE001 - reported to the parent, which logs it
                result = (False, Failure("error", f"error: {type(exc).__name__}: {exc}"))
            _write_msg(out_fd, result)
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return


PIPE_BYTES = 1 << 20


def _widen_pipe(fd: int) -> None:
    """Give a pipe 1 MiB of buffer (Linux), so a typical page is handed over in one write: with the
    default 64 KiB the parent would wait for the busy worker's reader thread chunk by chunk."""
    try:
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_BYTES)
    except (OSError, ImportError):
        pass


def _drain(fd: int, inbox: queue.SimpleQueue[Any]) -> None:
    """Read tasks as they come, so the parent never blocks writing the next one while this worker
    writes a large result (two full pipes would deadlock)."""
    try:
        while True:
            task = _read_msg(fd)
            inbox.put(task)
            if task is None:
                return
    except (EOFError, OSError):
        inbox.put(None)


class _Worker:
    def __init__(self, func: Callable[[Any, Any], Any], options: Any) -> None:
        env = dict(os.environ)
        package_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
        self.proc = subprocess.Popen([sys.executable, "-m", "corpustools.vert.pool"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, close_fds=True, env=env, bufsize=0)
        self.reader = self.proc.stdout
        for stream in (self.proc.stdin, self.proc.stdout):
            _widen_pipe(stream.fileno())
        self.inflight: collections.deque[tuple[int, Any]] = collections.deque()  # (index, task), head runs
        self.deadline = 0.0  # for the head task
        self.ready = False
        self.send((list(sys.path), func.__module__, func.__qualname__, options))

    @property
    def pid(self) -> int:
        return self.proc.pid

    def send(self, obj: Any) -> None:
        _write_msg(self.proc.stdin.fileno(), obj)

    def recv(self) -> Any:
        return _read_msg(self.reader.fileno())

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
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL does not take this long
            log.warning(f"worker {self.proc.pid} did not exit after SIGKILL")


class WorkerPool:
    """``map(tasks)`` -> iterator of outcomes in task order; see the module docstring."""

    def __init__(self, func: Callable[[Any, Any], Any], options: Any, workers: int, time_cap: float,
                 lookahead: int = 8) -> None:
        self.func, self.options, self.time_cap = func, options, time_cap
        self.workers = max(0, workers)
        self.lookahead = max(2, lookahead) * max(1, self.workers)
        self.replaced = 0
        self._pool: list[_Worker] = []

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
            try:
                w.proc.wait(max(0.01, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            w.kill()
        self._pool = []

    @property
    def pids(self) -> list[int]:
        return [w.pid for w in self._pool]

    def pid_of_task(self, index: int) -> int | None:
        """The worker process working on task number ``index`` now (for monitoring and tests)."""
        for w in self._pool:
            if w.inflight and w.inflight[0][0] == index:
                return w.pid
        return None

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
            self._pool.append(_Worker(self.func, self.options))
        source = iter(tasks)
        results: dict[int, Outcome] = {}
        waiting: collections.deque[tuple[int, Any]] = collections.deque()
        next_index = next_out = 0
        exhausted = False
        while True:
            while not exhausted and next_index - next_out < self.lookahead:
                try:
                    waiting.append((next_index, next(source)))
                    next_index += 1
                except StopIteration:
                    exhausted = True
            for i in range(len(self._pool)):
                while waiting and len(self._pool[i].inflight) < PREFETCH:
                    w = self._pool[i]
                    if not w.alive():  # died: its running task (if any) fails, prefetched ones go back
                        reason = Failure("worker_died", f"worker_died (exit code {w.proc.returncode})") if w.inflight else None
                        self._fail_worker(i, reason, results, waiting)
                    self._send(i, waiting.popleft(), results, waiting)
            while next_out in results:
                yield results.pop(next_out)
                next_out += 1
            busy = [w for w in self._pool if w.inflight]
            if not busy:
                if exhausted and not waiting:
                    return
                continue
            timeout = max(0.0, min(w.deadline for w in busy) - time.monotonic())
            ready = wait([w.reader for w in busy], timeout)
            now = time.monotonic()
            for i, w in enumerate(list(self._pool)):
                if not w.inflight:
                    continue
                if w.reader in ready:
                    try:
                        message = w.recv()
                    except (EOFError, OSError, pickle.UnpicklingError):
                        w.proc.wait(5)  # died before or while answering
                        self._fail_worker(i, Failure("worker_died", f"worker_died (exit code {w.proc.returncode})"),
                                          results, waiting)
                        continue
                    if message == READY:
                        w.ready, w.deadline = True, now + self.time_cap
                        continue
                    if isinstance(message, tuple) and message and message[0] == INIT_FAILED:
                        raise WorkerInitError(f"worker processes cannot start: {message[1]}")
                    index, _ = w.inflight.popleft()
                    results[index] = message
                    w.deadline = now + self.time_cap  # the next prefetched task starts now
                elif now >= w.deadline:
                    self._fail_worker(i, Failure("timeout"), results, waiting)

    def _fail_worker(self, i: int, reason: Failure | None, results: dict[int, Outcome],
                     waiting: collections.deque[tuple[int, Any]]) -> None:
        """Replace worker ``i``: its running task fails with ``reason``, prefetched ones go back in line."""
        w = self._pool[i]
        inflight = list(w.inflight)
        if inflight and reason is not None:
            results[inflight.pop(0)[0]] = (False, reason)
        waiting.extendleft(reversed(inflight))
        w.inflight.clear()
        self._replace(i)

    def _send(self, i: int, item: tuple[int, Any], results: dict[int, Outcome],
              waiting: collections.deque[tuple[int, Any]]) -> None:
        w = self._pool[i]
        if not w.inflight:
            w.deadline = time.monotonic() + self.time_cap + (0.0 if w.ready else STARTUP_ALLOWANCE)
        w.inflight.append(item)
        try:
            w.send(item[1])
        except (BrokenPipeError, OSError):
            self._fail_worker(i, Failure("worker_died", "worker_died (could not send the task)"), results, waiting)

    def _replace(self, i: int) -> None:
        old = self._pool[i]
        old.kill()
        self.replaced += 1
        self._pool[i] = _Worker(self.func, self.options)

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
                outcome = (False, Failure("timeout"))
            except Exception as exc:  # noqa: BLE001 - one failed task, the rest goes on
                outcome = (False, Failure("error", f"error: {type(exc).__name__}: {exc}"))
            finally:
                if alarm:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    signal.signal(signal.SIGALRM, previous or signal.SIG_DFL)
            yield outcome


def _raise_timeout(signum: int, frame: Any) -> None:
    raise TaskTimeout()


def worker_count(configured: int) -> int:
    return configured if configured > 0 else max(1, os.cpu_count() or 1)


if __name__ == "__main__":
    _serve()
