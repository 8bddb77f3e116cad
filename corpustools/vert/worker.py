"""The worker side of :class:`~corpustools.vert.pool.WorkerPool`: the pipe protocol and the task loop.

A worker reads ``(sys.path, module, name, options)``, imports the task function and warms its module
up (``warm_up(options)``, if the module has one: models load before the first deadline starts), says
READY, then answers each task with an :data:`Outcome`, in order, until it reads None.  Messages are
length-prefixed pickles.

A task function may carry ``steps`` and ``answer`` (``vert.document.process`` does): ``steps(task, options)``
is a generator that runs the task up to a step that is cheaper done for several tasks at once (language
identification), yields its request there and is sent the answer, and returns the result;
``answer(requests, options)`` answers a list of requests.  The worker then takes up to ``BATCH`` tasks that
are waiting (never waiting for more: with none left in its inbox it goes on with what it holds), runs each
up to its request, answers all requests at once, and finishes the tasks in order.  So that the pool knows
which task to blame for a passed deadline or a death, it says BEGIN as it starts a task and FINISH as it
goes back to the first of them; a batch's answer is given as its first requesting task resumes, and counts
as that task's time.  BEGIN and FINISH go through a third pipe, the progress pipe, as fixed records
(:data:`PROGRESS`) that carry their time and the number of outcomes sent before them: the pool does not
poll that pipe, it reads it as it reads an outcome, when a deadline seems passed, and when it is asked
which task a worker runs (:meth:`~corpustools.vert.pool.WorkerPool.pid_of_task`).  On the outcomes' pipe
each was a message that woke the pool, about one wake in two (a poll, two reads and an unpickling in the
reading process, a pickle in the worker): ~40 us of the reading process's CPU and ~35 of the worker's per
task, over 3,000 small tasks run in batches.  A worker is either this module run as a fresh interpreter
(``python -m corpustools.vert.worker FD``, the pipes on stdin/stdout, the progress pipe on ``FD``) or
forked, warm, by the zygote (:mod:`corpustools.vert.zygote`), which runs :func:`serve_tasks` on the pipes
the pool handed it.
"""

from __future__ import annotations

import importlib
import os
import pickle
import queue
import select
import signal
import struct
import sys
import threading
import time
from collections.abc import Callable, Generator
from typing import Any


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

        return (importlib.import_module("corpustools.vert.worker").Failure, (self.reason, str(self)))


Outcome = tuple[bool, Any]  # (True, result) or (False, Failure)


READY = "__ready__"


INIT_FAILED = "__init_failed__"


BEGIN = 1  # the worker starts its next task (the first of its tasks not begun yet)


FINISH = 2  # the worker finishes its begun tasks now, in order, from the first unanswered one


PROGRESS = struct.Struct("<BQd")  # a progress record: BEGIN or FINISH, the outcomes sent before it, time.monotonic()
# (one system-wide clock on Linux: the pool sets a task's deadline from the moment the worker began it)


BATCH = 8  # tasks a worker runs up to their shared step before it answers them (see serve_tasks)


def write_msg(fd: int, obj: Any) -> None:
    """Send ``obj`` as a pickle.  Out-of-band buffers (pickle protocol 5: a page's payload, see
    ``vert.read.HtmlRecord``) follow the pickle as they are, not copied into it and out of it again
    (276 MB of pages for the 989 sample pages); the header gives the pickle's length, the number of
    buffers and their lengths."""
    buffers: list[pickle.PickleBuffer] = []
    data = pickle.dumps(obj, protocol=5, buffer_callback=buffers.append)
    views = [buffer.raw() for buffer in buffers]
    head = struct.pack(f"<QI{len(views)}Q", len(data), len(views), *(view.nbytes for view in views))
    _write_all(fd, [head, data, *views])


def _write_all(fd: int, parts: list[Any]) -> None:
    """Write the byte sequences ``parts`` in one ``writev`` (no concatenated copy), the rest of a
    partial write one by one."""
    sent = os.writev(fd, parts)
    for part in parts:
        view = memoryview(part)
        if sent >= view.nbytes:
            sent -= view.nbytes
            continue
        view, sent = view[sent:], 0
        while view:
            view = view[os.write(fd, view):]


def readable(fds: list[int], timeout: float | None) -> list[int]:
    """The descriptors among ``fds`` that have something to read or have closed (a pidfd: its process
    has ended), waiting up to ``timeout`` seconds (None: no limit).  ``poll``, not ``select``: a process
    with many files open (a Dask worker) gets descriptors numbered 1024 and up, which ``select``
    refuses; and no selector object built and torn down per call (``multiprocessing.connection.wait``:
    ~50 us, once per page, in the reading process)."""
    poller = select.poll()
    for fd in fds:
        poller.register(fd, select.POLLIN)
    return [fd for fd, _event in poller.poll(None if timeout is None else max(0, int(timeout * 1000 + 0.999)))]


def _read_exact(fd: int, n: int) -> bytes:
    parts = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError("pipe closed")
        parts.append(chunk)
        n -= len(chunk)
    return b"".join(parts)


def read_msg(fd: int) -> Any:
    """A message sent by :func:`write_msg`."""
    size, count = struct.unpack("<QI", _read_exact(fd, 12))
    lengths = struct.unpack(f"<{count}Q", _read_exact(fd, 8 * count)) if count else ()
    data = _read_exact(fd, size)
    return pickle.loads(data, buffers=[_read_exact(fd, n) for n in lengths])


def progress_pipe() -> tuple[int, int]:
    """A new progress pipe (see :data:`PROGRESS`): its read end, which does not block (the pool takes what
    is there), and its write end, the worker's."""
    read_end, write_end = os.pipe()
    os.set_blocking(read_end, False)
    return read_end, write_end


def close_progress(worker: Any) -> None:
    """Close the pool's end of ``worker``'s progress pipe (its ``progress_fd``), once."""
    if worker.progress_fd >= 0:
        try:
            os.close(worker.progress_fd)
        except OSError:
            pass
        worker.progress_fd = -1


_PROGRESS_CHUNK = PROGRESS.size * 3855  # whole records, up to a default pipe's 64 KiB


def read_progress(fd: int) -> list[tuple[int, int, float]]:
    """The progress records waiting in the pipe ``fd``, in order: (BEGIN or FINISH, the outcomes sent before
    it, its time); none when nothing is waiting or the pipe is closed.  A record is written whole (it is far
    shorter than ``PIPE_BUF``), so the pipe holds whole records."""
    data = b""
    while True:
        try:
            chunk = os.read(fd, _PROGRESS_CHUNK)
        except OSError:  # BlockingIOError: nothing (more) waiting
            break
        data += chunk
        if len(chunk) < _PROGRESS_CHUNK:
            break
    return list(PROGRESS.iter_unpack(data)) if data else []


def task_key(module: str, name: str, options: Any) -> str:
    """The name of a task function's saved patterns (:mod:`~corpustools.vert.regexcache`): they differ by
    task and extractor, each such pair its own file (``regexcache._path``)."""
    return f"{module}.{name}:{options.get('extractor', '') if isinstance(options, dict) else ''}"


def prepare(sys_path: list[str], task: str, modules: tuple[str, ...]) -> tuple[str, dict]:
    """What a zygote started early does while it waits for the task function (see
    ``zygote.prestart``): ``task``'s saved patterns loaded, then ``modules`` imported, the collector off
    (as in :func:`load_task`, which takes the patterns loaded here when its task is this one)."""
    import gc

    from corpustools.vert import regexcache

    sys.path[:] = sys_path
    gc.disable()
    patterns = regexcache.load(task) if task else {}
    for module in modules:
        try:
            importlib.import_module(module)
        except Exception:  # noqa: BLE001 - a guess: load_task imports what the task needs, and says why not
            pass
    return task, patterns


def load_task(init: tuple[list[str], str, str, Any],
              prepared: tuple[str, dict] | None = None) -> tuple[Callable[[Any, Any], Any], Any]:
    """The task function named in the first message, its module's models warmed up.

    The cyclic garbage collector is off meanwhile, and what the start made is frozen after it: the
    imports and models make ~700,000 objects that live as long as the process and hardly any garbage,
    yet the collector walked them again and again as they grew (~6 % of the instructions of a
    zygote's start), and in every collection of a worker's oldest generation after; the zygote's
    frozen objects are also left untouched in the workers it forks (no copy of their pages).

    ``prepared``: what :func:`prepare` did in a zygote started early (its task's key, the patterns loaded)."""
    import gc

    from corpustools.vert import regexcache

    sys_path, module, name, options = init
    sys.path[:] = sys_path
    gc.disable()
    try:
        task = task_key(module, name, options)
        if prepared is not None and prepared[0] == task:  # loaded already, while the zygote waited for us
            patterns = prepared[1]
        else:
            patterns = regexcache.load(task)  # before the task's modules compile theirs
        mod = importlib.import_module(module)
        func = getattr(mod, name)
        warm_up = getattr(mod, "warm_up", None)  # load models before the first deadline starts
        if warm_up is not None:
            warm_up(options)
        regexcache.save(patterns, task)
    finally:
        gc.enable()
    gc.freeze()
    return func, options


def _serve() -> None:
    """The worker process: read (function, options), then tasks; answer each with an Outcome."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    out_fd = os.dup(1)
    os.dup2(2, 1)  # anything a library prints goes to stderr, not into the protocol
    in_fd = 0
    progress_fd = int(sys.argv[1])
    try:
        try:
            func, options = load_task(read_msg(in_fd))
        except (EOFError, BrokenPipeError, KeyboardInterrupt):
            return
        except Exception as exc:  # noqa: BLE001 - a configuration problem: tell the parent, stop
            write_msg(out_fd, (INIT_FAILED, f"{type(exc).__name__}: {exc}"))
            return
        serve_tasks(in_fd, out_fd, progress_fd, func, options)
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return


class _Sender:
    """A worker's two ways back to the pool: its outcomes (``out_fd``, counted) and its progress records
    (``progress_fd``, :data:`PROGRESS`, each with the count of outcomes sent before it)."""

    __slots__ = ("out_fd", "progress_fd", "sent")

    def __init__(self, out_fd: int, progress_fd: int) -> None:
        self.out_fd, self.progress_fd, self.sent = out_fd, progress_fd, 0

    def outcome(self, outcome: Outcome) -> None:
        write_msg(self.out_fd, outcome)
        self.sent += 1

    def progress(self, kind: int) -> None:
        os.write(self.progress_fd, PROGRESS.pack(kind, self.sent, time.monotonic()))  # < PIPE_BUF: written whole


def serve_tasks(in_fd: int, out_fd: int, progress_fd: int, func: Callable[[Any, Any], Any], options: Any) -> None:
    """A ready worker's loop: say READY, then answer each task read from ``in_fd`` with an Outcome
    on ``out_fd`` until the parent sends None or goes away (its progress on ``progress_fd``)."""
    try:
        write_msg(out_fd, READY)
        send = _Sender(out_fd, progress_fd)
        inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        threading.Thread(target=_drain, args=(in_fd, inbox), daemon=True).start()
        steps, answer = getattr(func, "steps", None), getattr(func, "answer", None)
        while True:
            task = inbox.get()
            if task is None:
                return
            if steps is not None and answer is not None:
                if not _serve_batch(task, inbox, send, steps, answer, options):
                    return
                continue
            try:
                result: Outcome = (True, func(task, options))
            except Exception as exc:  # noqa: BLE001 - reported to the parent, which logs it
                result = (False, _error(exc))
            send.outcome(result)
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return


def _error(exc: Exception) -> Failure:
    return Failure("error", f"error: {type(exc).__name__}: {exc}")


def _serve_batch(first: Any, inbox: queue.SimpleQueue[Any], send: _Sender, steps: Callable[[Any, Any], Any],
                 answer: Callable[[list[Any], Any], list[Any]], options: Any) -> bool:
    """Run ``first`` and the tasks waiting after it (``BATCH`` at most) up to their requests, answer those
    at once, finish the tasks and send their outcomes in order.  False: the parent said the end meanwhile."""
    held: list[Any] = []  # per task: its Outcome, or its generator paused at its request
    requests: list[Any] = []
    task, going_on = first, True
    while True:
        send.progress(BEGIN)
        held.append(_begin(steps(task, options), requests))
        if len(held) >= BATCH or inbox.empty():  # none waiting: no waiting for more with tasks in hand
            break
        task = inbox.get()
        if task is None:
            going_on = False
            break
    send.progress(FINISH)
    answers: list[Any] | None = None
    for item in held:
        if isinstance(item, tuple):
            send.outcome(item)
            continue
        if answers is None:  # as the first paused task resumes: the pool counts the answer as its time
            answers = _answer_all(answer, requests, options)
        send.outcome(_resume(item, answers.pop(0)))
    return going_on


def _begin(gen: Generator[Any, Any, Any], requests: list[Any]) -> Any:
    """The task run up to its request (appended to ``requests``; the generator returned), or its Outcome."""
    try:
        requests.append(next(gen))
        return gen
    except StopIteration as done:
        return (True, done.value)
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which logs it
        return (False, _error(exc))


def _answer_all(answer: Callable[[list[Any], Any], list[Any]], requests: list[Any], options: Any) -> list[Any]:
    """The answers to ``requests``; when answering them at once raises, each alone (an exception the answer
    of the one that raises it, which fails only its task)."""
    try:
        return list(answer(requests, options))
    except Exception:  # noqa: BLE001 - which request raised is found below
        answers: list[Any] = []
        for request in requests:
            try:
                answers.append(answer([request], options)[0])
            except Exception as exc:  # noqa: BLE001
                answers.append(exc)
        return answers


def _resume(gen: Generator[Any, Any, Any], reply: Any) -> Outcome:
    try:
        if isinstance(reply, Exception):
            gen.throw(reply)
        else:
            gen.send(reply)
    except StopIteration as done:
        return (True, done.value)
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which logs it
        return (False, _error(exc))
    gen.close()
    return (False, Failure("error", "error: the task asked a second time"))


PIPE_BYTES = 1 << 20


DEFAULT_PIPE_BYTES = 1 << 16  # a pipe's buffer where it cannot be widened (Linux's default)


def widen_pipe(fd: int) -> int:
    """Give a pipe 1 MiB of buffer (Linux), so a typical page is handed over in one write: with the
    default 64 KiB the parent would wait for the busy worker's reader thread chunk by chunk.  The bytes
    the pipe holds now (what can be written into it before anything reads without the writer waiting)."""
    try:
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_BYTES)
        return int(fcntl.fcntl(fd, getattr(fcntl, "F_GETPIPE_SZ", 1032)))
    except (OSError, ImportError):
        return DEFAULT_PIPE_BYTES


def _drain(fd: int, inbox: queue.SimpleQueue[Any]) -> None:
    """Read tasks as they come, so the parent never blocks writing the next one while this worker
    writes a large result (two full pipes would deadlock)."""
    try:
        while True:
            task = read_msg(fd)
            inbox.put(task)
            if task is None:
                return
    except (EOFError, OSError):
        inbox.put(None)


def worker_env() -> dict[str, str]:
    """The environment of a worker process (or the zygote): this package first on its path, and numpy's
    OpenBLAS with one thread unless the user says otherwise (``BLAS_THREADS``).  A worker is one process
    per core already, and langid's products are far too small for BLAS to split them; but OpenBLAS starts
    a pool of one thread per core when numpy is imported, whose start and spin-waiting cost the zygote
    ~0.04 CPU-s (its start 0.25 -> 0.21 CPU-s; a one-page run's CPU ~10 % less), and the zygote would
    fork with that thread alive."""
    env = dict(os.environ)
    package_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
    for name, value in BLAS_THREADS.items():
        env.setdefault(name, value)
    return env


BLAS_THREADS = {"OPENBLAS_NUM_THREADS": "1"}  # numpy's wheels' OpenBLAS (pthreads) reads this one


def worker_command() -> list[str]:
    """``python -m``, without the current directory first on the module path where Python allows
    (3.11+: ``-P``): a ``corpustools`` folder in the directory vert runs in is not the one to run."""
    return [sys.executable, *(["-P"] if sys.version_info >= (3, 11) else []), "-m"]


def init_message(func: Callable[[Any, Any], Any], options: Any) -> tuple[list[str], str, str, Any]:
    """What a new worker (or the zygote) is told first: the caller's path, the task function, its options."""
    return (list(sys.path), func.__module__, func.__qualname__, options)

if __name__ == "__main__":
    _serve()
