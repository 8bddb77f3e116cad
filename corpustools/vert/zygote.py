"""A warmed-up process that forks the worker processes of a :class:`~corpustools.vert.pool.WorkerPool`.

A fresh worker interpreter costs about a quarter of a CPU-second before its first page (the interpreter,
selectolax and its dependencies, numpy and the language model, the MorphoDiTa tokenizers):
with two workers that is paid twice per run, and again for every worker that replaces a killed one.
The zygote is one fresh interpreter (``python -m corpustools.vert.zygote FD``) that imports and warms
up the task function's module once, then forks a worker for each request of the pool.  It is
single-threaded at each fork (only the worker it forked starts a reader thread), so forking is safe,
and it is a new interpreter, so the pool's caller (a script's ``__main__``, a threaded main process, a
daemonic Dask worker) is never forked.

Protocol, over a ``SOCK_SEQPACKET`` Unix socket pair (one message a datagram, pickled):

* the pool sends ``(sys.path, module, name, options)`` once, then requests: ``("fork",)`` with the
  worker's three pipe ends attached (``SCM_RIGHTS``: tasks in, results out, progress out), ``("reap", pid)`` after a
  worker has ended or been killed, ``("exit",)`` at the end;
* the zygote says ``("ready",)`` once it has loaded the task function (or failed to), then answers
  each request in order: ``("forked", pid)`` (``pid`` None when the task function
  could not be loaded: the worker's result pipe then carries ``INIT_FAILED`` as a spawned worker's
  would), ``("reaped", pid, exit_code)``.

The forked workers are the zygote's children: it reaps each one when the pool asks (so a pid cannot be
reused while the pool still knows it) and all of them before it exits (so their CPU time is counted in
the resource usage of the pool's process, as a spawned worker's is).  The pool watches a forked worker's
end through a pidfd.  Where that or descriptor passing is missing (not Linux), the pool spawns its
workers as before.
"""

from __future__ import annotations

import collections
import logging
import os
import pickle
import signal
import socket
import subprocess
import sys
import threading
import time
import warnings
from typing import Any

from corpustools.vert.worker import (
    INIT_FAILED,
    close_progress,
    load_task,
    prepare,
    progress_pipe,
    read_msg,
    readable,
    serve_tasks,
    widen_pipe,
    worker_command,
    worker_env,
    write_msg,
)

log = logging.getLogger(__name__)

MESSAGE_BYTES = 1 << 22  # the largest message (the first: the task function's options)
REAP_WAIT = 5.0  # seconds the zygote waits for a worker to end once asked to reap it


def supported() -> bool:
    """Whether workers can be forked from a zygote here (Linux 5.3+: pidfd, descriptor passing, seqpacket)."""
    if not (hasattr(os, "pidfd_open") and hasattr(socket, "send_fds") and hasattr(socket, "SOCK_SEQPACKET")
            and hasattr(os, "fork")):
        return False
    try:
        os.close(os.pidfd_open(os.getpid()))  # the kernel may be older than the Python
    except OSError:
        return False
    return True


def _spawn() -> tuple[subprocess.Popen, socket.socket]:
    """A new zygote process and our end of its socket (it starts its interpreter and imports this module,
    then waits for the first message, the task function)."""
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        proc = subprocess.Popen([*worker_command(), "corpustools.vert.zygote", str(theirs.fileno())],
                                stdin=subprocess.DEVNULL, pass_fds=(theirs.fileno(),), close_fds=True,
                                env=worker_env())
    except BaseException:
        ours.close()
        raise
    finally:
        theirs.close()
    return proc, ours


_early: tuple[subprocess.Popen, socket.socket] | None = None  # started by prestart(), not taken by a pool yet


def prestart(task: str = "", modules: tuple[str, ...] = ()) -> None:
    """Start a zygote now, for the first pool made in this process to take (:class:`Zygote`).

    A command that will make a pool calls this as soon as it knows it will (``vert -i ... -o ...``), before
    its own imports, settings and checks: the zygote's interpreter starts and imports this module on the
    other core meanwhile, the task function comes later (the pool sends it when it is made).  Before, the
    zygote was started ~0.08 s into the run and everything waited for its quarter of a second of start.
    A command that ends without making a pool calls :func:`discard_early`.

    ``task`` (the task function's key, see :func:`~corpustools.vert.worker.task_key`) and ``modules``: the
    zygote loads the task's saved patterns and imports these modules meanwhile, while it would otherwise
    wait for the task function (see :func:`~corpustools.vert.worker.prepare`); modules the task imports
    whatever its options, or a guess that costs only time if wrong."""
    global _early
    if _early is None and supported():
        try:
            _early = _spawn()
        except OSError:  # no process to spare now: the pool starts its zygote as before, or says why not
            _early = None
            return
        if task or modules:
            try:
                _early[1].send(pickle.dumps(("prepare", list(sys.path), task, tuple(modules))))
            except OSError:
                pass  # gone: the pool sees it and starts another


def discard_early() -> None:
    """End the zygote :func:`prestart` started if no pool took it (the command ended before it made one:
    an error, nothing to do)."""
    global _early
    early, _early = _early, None
    if early is not None:
        proc, sock = early
        sock.close()
        if proc.poll() is None:  # still starting, or waiting: nothing of it to keep, no child of its own yet
            proc.kill()
        proc.wait()


def _take_early() -> tuple[subprocess.Popen, socket.socket] | None:
    """The zygote :func:`prestart` started, if it is still running (once)."""
    global _early
    early, _early = _early, None
    if early is not None and early[0].poll() is not None:  # ended (killed from outside): a new one
        early[1].close()
        return None
    return early


class Zygote:
    """The pool's handle on its zygote process (one per pool; a dead zygote is replaced by the pool)."""

    def __init__(self, init: tuple[list[str], str, str, Any]) -> None:
        self.proc, self.sock = _take_early() or _spawn()
        self.lock = threading.RLock()  # pids may be asked for from a monitoring thread
        self.unanswered: collections.deque[ForkedWorker] = collections.deque()
        self.reaped: dict[int, int | None] = {}
        self.broken = False
        self.warm = False  # the task function is loaded (or failed to load): forks are answered at once
        self._send(init)

    def alive(self) -> bool:
        return not self.broken and self.proc.poll() is None

    def _send(self, obj: Any, fds: tuple[int, ...] = ()) -> None:
        data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            if fds:
                socket.send_fds(self.sock, [data], list(fds))
            else:
                self.sock.send(data)
        except OSError:
            self.broken = True

    def fork(self) -> ForkedWorker:
        """A new worker (its pid comes later, once the zygote is warm: tasks may be sent at once)."""
        task_read, task_write = os.pipe()
        result_read, result_write = os.pipe()
        progress_read, progress_write = progress_pipe()
        room = widen_pipe(task_write)
        widen_pipe(result_read)
        with self.lock:
            worker = ForkedWorker(self, task_write, result_read, room, progress_read)
            self._send(("fork",), (task_read, result_write, progress_write))
            if not self.broken:
                self.unanswered.append(worker)
        for fd in (task_read, result_write, progress_write):  # the zygote holds its own copies now (or never
            os.close(fd)  # will: then the reader sees EOF)
        if self.broken:
            worker.forked(None)
        return worker

    def _answer(self, timeout: float | None) -> bool:
        """Read one answer of the zygote (False: none in ``timeout`` seconds, or the zygote is gone)."""
        if self.broken:
            return False
        if not _readable(self.sock.fileno(), timeout):
            return False
        try:
            data = self.sock.recv(MESSAGE_BYTES)
        except OSError:
            data = b""
        if not data:
            self._lost()
            return False
        answer = pickle.loads(data)
        if answer[0] == "ready":
            self.warm = True
        elif answer[0] == "forked":
            self.unanswered.popleft().forked(answer[1])
        elif answer[0] == "reaped":
            self.reaped[answer[1]] = answer[2]
        return True

    def _lost(self) -> None:
        """The zygote ended: workers it never forked never will be."""
        self.broken = True
        while self.unanswered:
            self.unanswered.popleft().forked(None)

    def resolve(self, worker: ForkedWorker, timeout: float, give_up: bool = False) -> None:
        """Read the zygote's answers for at most ``timeout`` seconds, until it said which pid ``worker``
        has.  ``give_up``: a zygote that has not forked it by then is killed (hung, or warming up for a
        pool that is being closed), and with it the forks it has not answered."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while not worker.answered:
                left = max(0.0, deadline - time.monotonic())
                if not self._answer(left) and (self.broken or left == 0.0):
                    if give_up and not self.broken:
                        self.kill()
                    return

    def reap(self, pid: int) -> int | None:
        """The exit code of a worker that has ended (or been killed), once the zygote waited for it."""
        with self.lock:
            if pid not in self.reaped:
                self._send(("reap", pid))
                while pid not in self.reaped and self._answer(REAP_WAIT + 5):
                    pass
            return self.reaped.pop(pid, None)

    def kill(self) -> None:
        with self.lock:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            self._lost()
            self.sock.close()

    def close(self, timeout: float = 5.0) -> None:
        """Ask the zygote to reap its workers and exit; killed if it does not in ``timeout`` seconds."""
        with self.lock:
            if self.proc.poll() is None and not self.broken:
                self._send(("exit",))
            try:
                _wait_exit(self.proc, timeout)
            finally:
                self.kill()


class ForkedWorker:
    """A worker forked by the zygote, as the pool sees it (the interface of a spawned ``_Worker``)."""

    def __init__(self, zygote: Zygote, task_fd: int, result_fd: int, pipe_bytes: int = 0,
                 progress_fd: int = -1) -> None:
        self.zygote = zygote
        self.pipe_bytes = pipe_bytes  # what the task pipe holds (``widen_pipe``): see ``WorkerPool._next_for``
        self.writer = open(task_fd, "wb", buffering=0)  # noqa: SIM115 - closed in kill()
        self.reader = open(result_fd, "rb", buffering=0)  # noqa: SIM115
        self.progress_fd = progress_fd  # the progress pipe's read end (``vert.worker.PROGRESS``)
        self.inflight: collections.deque[tuple[int, Any]] = collections.deque()
        self.deadline = 0.0
        self.ready = False
        self.answered = False
        self._pid: int | None = None
        self._pidfd: int | None = None
        self._returncode: int | None = None
        self._ended = False

    def forked(self, pid: int | None) -> None:
        self.answered, self._pid = True, pid
        if pid is not None:
            try:
                self._pidfd = os.pidfd_open(pid)  # not reaped before the pool asks: the pid is still its
            except OSError:
                self._pidfd = None

    @property
    def never_started(self) -> bool:
        """The zygote ended without forking this worker: no task sent to it ran."""
        return self.answered and self._pid is None

    @property
    def pid(self) -> int | None:
        """The worker's process id; None while the zygote is still warming up (or if it never forks it)."""
        if not self.answered:  # a warm zygote answers a fork at once
            self.zygote.resolve(self, REAP_WAIT if self.zygote.warm else 0.0)
        return self._pid

    def send(self, obj: Any) -> None:
        write_msg(self.writer.fileno(), obj)

    def recv(self) -> Any:
        return read_msg(self.reader.fileno())

    def alive(self) -> bool:
        if self._ended:
            return False
        if not self.answered:
            if self.zygote.alive():
                return True  # not forked yet: the zygote is still warming up
            self.zygote.resolve(self, 0.0)  # its answer may be waiting
            if not self.answered:
                return False
        if self._pid is None:
            return False
        if self._pidfd is not None:
            return not _readable(self._pidfd, 0)
        return True

    def wait(self, timeout: float) -> bool:
        """True once the worker has ended (within ``timeout`` seconds)."""
        if not self.answered:
            return not self.alive()
        if self._pid is None or self._ended:
            return True
        if self._pidfd is not None:
            return _readable(self._pidfd, timeout)
        return False

    @property
    def returncode(self) -> int | None:
        """The exit code (negative: the signal) of an ended worker, like ``Popen.returncode``."""
        if not self._ended and self._pid is not None and self.wait(REAP_WAIT):
            self._finish()
        return self._returncode

    def _finish(self) -> None:
        if not self._ended:
            self._ended = True
            if self._pid is not None:
                self._returncode = self.zygote.reap(self._pid)
            if self._pidfd is not None:
                os.close(self._pidfd)
                self._pidfd = None

    def kill(self) -> None:
        if not self.answered:  # a warm zygote answers at once; one still warming up is given up
            self.zygote.resolve(self, REAP_WAIT if self.zygote.warm else 0.0, give_up=True)
        pid = self._pid
        if pid is not None and not self._ended:
            try:
                os.kill(pid, signal.SIGKILL)  # still the zygote's unreaped child: the pid cannot be reused
            except ProcessLookupError:
                pass
            self.wait(REAP_WAIT)
            self._finish()
        self._ended = True
        for stream in (self.writer, self.reader):
            try:
                stream.close()
            except OSError:
                pass
        close_progress(self)


def _readable(fd: int, timeout: float | None) -> bool:
    """Whether ``fd`` is readable (a pidfd: its process has ended) within ``timeout`` seconds (None: no
    limit): :func:`~corpustools.vert.worker.readable` of one descriptor."""
    return bool(readable([fd], timeout))


def _wait_exit(proc: subprocess.Popen, timeout: float) -> None:
    """Wait up to ``timeout`` seconds for ``proc`` to end, woken the moment it does (``Popen.wait`` with a
    timeout polls with growing sleeps, and overslept the zygote's end by up to half its time).  A process
    already reaped is not waited for: its pid may be another process's by now."""
    if proc.poll() is not None:
        return
    try:
        pidfd = os.pidfd_open(proc.pid)
    except (OSError, AttributeError):
        pidfd = None
    if pidfd is not None:
        try:
            _readable(pidfd, timeout)
        finally:
            os.close(pidfd)
    try:
        proc.wait(0 if pidfd is not None else timeout)
    except subprocess.TimeoutExpired:
        pass


# ------------------------------------------------------------------ the zygote process

def _main(fd: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the pool decides when to stop
    os.dup2(2, 1)  # anything a library prints goes to stderr
    sock = socket.socket(fileno=fd)
    children: set[int] = set()
    prepared = None
    try:
        init = pickle.loads(sock.recv(MESSAGE_BYTES))
        if init[0] == "prepare":  # started early: what can be done before the task function is known
            prepared = prepare(*init[1:])
            init = pickle.loads(sock.recv(MESSAGE_BYTES))
    except (OSError, EOFError, pickle.UnpicklingError):
        return
    error = ""
    try:
        func, options = load_task(init, prepared)
    except Exception as exc:  # noqa: BLE001 - told to the pool through each worker's result pipe
        error = f"{type(exc).__name__}: {exc}"
    try:
        sock.send(pickle.dumps(("ready",)))
        while True:
            try:
                data, fds, _, _ = socket.recv_fds(sock, MESSAGE_BYTES, 3)
            except OSError:
                break
            if not data:
                break  # the pool is gone
            request = pickle.loads(data)
            if request[0] == "fork" and len(fds) == 3:
                pid = None if error else _fork(sock, fds, func, options)
                if error:
                    _init_failed(fds[1], error)
                for extra in fds:
                    os.close(extra)
                if pid is not None:
                    children.add(pid)
                sock.send(pickle.dumps(("forked", pid)))
            elif request[0] == "reap":
                children.discard(request[1])
                sock.send(pickle.dumps(("reaped", request[1], _reap(request[1], REAP_WAIT))))
            elif request[0] == "exit":
                break
            else:
                for extra in fds:
                    os.close(extra)
    except (BrokenPipeError, ConnectionResetError):
        pass  # the pool's process is gone (killed, or its Dask worker ended): no one to answer, nothing to say
    finally:
        for pid in children:  # workers end when the pool closes their pipes; their CPU time is counted
            if _reap(pid, REAP_WAIT) is None:
                _kill(pid)
                _reap(pid, REAP_WAIT)


def _fork(sock: socket.socket, fds: list[int], func: Any, options: Any) -> int:
    task_read, result_write, progress_write = fds
    with warnings.catch_warnings():  # Python 3.12+ warns of any other thread: here only BLAS's idle pool,
        warnings.simplefilter("ignore", DeprecationWarning)  # which OpenBLAS shuts down before a fork (pthread_atfork)
        pid = os.fork()
    if pid:
        return pid
    status = 0
    try:  # the worker: its own pipes only
        sock.close()
        serve_tasks(task_read, result_write, progress_write, func, options)
    except BaseException:  # noqa: BLE001 - a worker never returns into the zygote's loop
        status = 1
    finally:
        os._exit(status)


def _init_failed(fd: int, error: str) -> None:
    try:
        write_msg(fd, (INIT_FAILED, error))
    except OSError:
        pass


def _reap(pid: int, wait: float) -> int | None:
    deadline = time.monotonic() + wait
    while True:
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return None
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.005)


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


if __name__ == "__main__":
    _main(int(sys.argv[1]))
    # no interpreter teardown (tens of ms freeing the models and modules, while the pool waits for it)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):  # no stream, or a closed one: nothing to keep
            pass
    os._exit(0)
