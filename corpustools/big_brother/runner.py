"""Run one stage (or one shard) in a child process with a time limit, and get its counters back.

Why a child process: a stage that hangs (a pathological page, a wedged socket) or leaks memory cannot
take the supervisor with it.  The child is a fresh interpreter (``spawn``: no inherited locks, threads
or file descriptors, so the single-instance lock stays with the supervisor alone) and leads its own
process group, so a timeout ends the stage *and* the worker processes it started.  The child also dies
with its parent: ``PR_SET_PDEATHSIG`` plus a watchdog on the parent PID end the whole group when the
supervisor is killed (even ``kill -9``), so a rerun never races an orphaned stage.  Because every stage
writes its outputs under temporary names and renames them into place, ending a stage abandons its
current unit cleanly; the next run redoes it.
"""

from __future__ import annotations

import ctypes
import logging
import multiprocessing
import os
import signal
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpustools.errors import CorpustoolsError
from corpustools.stopping import quiet_resource_tracker

log = logging.getLogger(__name__)

TERM_GRACE = 5.0  # seconds between SIGTERM and SIGKILL for a stage that is ended


@dataclass
class Job:
    """What the child runs: plain data only (it crosses a process boundary)."""

    stage: str
    settings_data: dict[str, Any]
    settings_sources: list[str]
    root: str
    log_errors: str | None = None  # the supervisor's -e FILE (None = stderr)
    log_level: int = logging.INFO
    logs_dir: str | None = None  # the daily log folder
    kwargs: dict[str, Any] | None = None  # for the stage's run (discover: page_urls)
    shard: tuple[str, str] | None = None  # (input, output): run the stage's shard function instead


@dataclass
class Outcome:
    """``outcome`` is ok, error, timeout, abandoned (supervisor stopping) or missing (no such stage)."""

    outcome: str
    result: Any = None
    message: str = ""
    detail: str = ""
    pid: int | None = None
    seconds: float = 0.0
    died: bool = False  # the process ended without reporting (a signal, a hard crash)


def _die_with_parent(parent: int) -> None:
    """End this process group when the supervisor goes away, however it went."""

    def end_group(*_: object) -> None:
        try:
            os.killpg(os.getpgrp(), signal.SIGKILL)
        finally:
            os._exit(143)

    signal.signal(signal.SIGTERM, end_group)
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux: the watchdog below still works
        pass

    def watchdog() -> None:
        while True:
            if os.getppid() != parent:
                end_group()
            time.sleep(0.5)

    if os.getppid() != parent:
        end_group()
    threading.Thread(target=watchdog, name="parent-watchdog", daemon=True).start()


def _child_main(conn: Any, job: Job, parent: int) -> None:
    """Entry point of the stage process."""
    try:
        os.setpgid(0, 0)
    except OSError:  # pragma: no cover
        pass
    _die_with_parent(parent)
    from corpustools import executors, stages
    from corpustools.big_brother.dailylog import attach_daily_log
    from corpustools.config import Settings
    from corpustools.executors.local import run_unit
    from corpustools.log import setup_logging
    from corpustools.workspace import Workspace

    setup_logging(job.log_errors, verbose=job.log_level <= logging.DEBUG, quiet=job.log_level >= logging.WARNING)
    if job.logs_dir:
        attach_daily_log(Path(job.logs_dir), verbose=job.log_level <= logging.DEBUG)
    try:
        try:
            stage = stages.get(job.stage)
        except KeyError as exc:
            conn.send(("missing", None, f"stage {job.stage} is not available ({exc})", ""))
            return
        settings = Settings(job.settings_data, job.settings_sources)
        stages.retry_what_gave_nothing()  # as the supervisor counts it (a spawned process starts afresh)
        executors.said_elsewhere(settings)  # the supervisor said what there is to say of the executor
        workspace = Workspace.at(job.root)
        if job.shard:
            result = run_unit(stage, job.settings_data, job.shard[0], job.shard[1])
        else:
            result = executors.run(stage, settings, workspace, **(job.kwargs or {}))
        conn.send(("ok", result, "", ""))
    except CorpustoolsError as exc:  # a problem told in one line (a missing model): no traceback
        conn.send(("error", None, str(exc), ""))
    except BaseException as exc:  # noqa: BLE001 - reported to the supervisor, which logs it
        conn.send(("error", None, f"{type(exc).__name__}: {exc}", traceback.format_exc()))
    finally:
        conn.close()


def end_process_group(proc: Any, grace: float = TERM_GRACE) -> None:
    """SIGTERM the stage's process group, then SIGKILL what is left after ``grace`` seconds."""
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        except PermissionError:  # pragma: no cover - the child had not yet made its own group
            proc.kill()
        proc.join(wait)
        if not proc.is_alive():
            break
    try:  # grandchildren that outlived the stage process
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def run_job(job: Job, time_limit: float, should_stop: Any = lambda: False, on_start: Any = None) -> Outcome:
    """Run ``job`` in a child; wait at most ``time_limit`` seconds; end it early when ``should_stop()``."""
    # multiprocessing's resource tracker is started by the first stage process (the supervisor's, shared
    # with the stages): quiet about the semaphores of a stage process group that was ended (a Dask cluster's)
    quiet_resource_tracker()
    ctx = multiprocessing.get_context("spawn")
    receiver, sender = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child_main, args=(sender, job, os.getpid()), name=f"corpustools-{job.stage}")
    started = time.monotonic()
    try:
        proc.start()
    except OSError as exc:  # out of processes or file descriptors: the next cycle tries again
        receiver.close()
        sender.close()
        return Outcome("error", message=f"cannot start the stage process: {exc}")
    sender.close()
    if on_start:
        on_start(proc.pid)
    deadline = started + time_limit
    message: tuple[str, Any, str, str] | None = None
    outcome = None
    while message is None:
        try:
            if receiver.poll(0.2):
                message = receiver.recv()
                break
        except (EOFError, OSError):
            break
        if not proc.is_alive() and not receiver.poll(0):
            break
        if should_stop():
            outcome = Outcome("abandoned", message="stopped by a signal; the unfinished unit is redone next run")
            break
        if time.monotonic() > deadline:
            outcome = Outcome("timeout", message=f"time limit of {time_limit:g} s exceeded; stage ended")
            break
    if outcome is not None:
        end_process_group(proc)
    proc.join(30)
    if proc.is_alive():  # pragma: no cover - a stage that ignores everything
        end_process_group(proc, grace=0)
    receiver.close()
    seconds = time.monotonic() - started
    if outcome is None:
        if message is None:
            code = proc.exitcode
            what = f"killed by signal {-code}" if code is not None and code < 0 else f"exit status {code}"
            outcome = Outcome("error", message=f"stage process died ({what})", died=True)
        else:
            kind, result, text, detail = message
            outcome = Outcome(kind, result=result, message=text, detail=detail)
    outcome.pid = proc.pid
    outcome.seconds = seconds
    return outcome
