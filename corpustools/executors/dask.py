"""The Dask executor: a stage's pending units as Dask tasks, on a cluster or a local one.

Every pending unit of a stage becomes one Dask task that calls the stage's shard function (the same code
as the local executor), on the scheduler at ``executor.scheduler`` or, when that is empty, on a
``LocalCluster`` of worker processes started for the run.  A stage that is not split by file but has a
``split`` function (download: hosts by hash, so the per-host pause holds across the cluster) runs as
``executor.download_shards`` parts instead.  The workers must see the workspace at the same path (a
shared filesystem).

What crosses the wire is plain data only: the stage's name, the settings dict, paths, counters and log
records.  The per-worker resources a stage declares (vert: a warm pool of one conversion process, so
the per-document time cap and the crash isolation of one document hold on the cluster too) are built
inside the Dask worker process and kept for the next task with equal settings; tag's models stay loaded
in the worker process between tasks.

Safety of retries: shard functions write under temporary names, rename into place and then write the
completion marker, so a task rerun after its worker was lost (Dask reschedules it, up to
``distributed.scheduler.allowed-failures`` times) or retried after an exception (``executor.retries``)
writes the same bytes; a task that finds its output already done returns the counters of the marker.
An error that no retry mends (an exception with exit status 2: a missing model, bad settings) stops the
run.  The log records of each task are sent back with its counters and logged here, so ``-e FILE``, the
daily log and the per-source summary look the same as with the local executor.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import threading
import time
import traceback
from collections.abc import Iterator
from typing import Any

from corpustools.config import Settings, cpu_workers, scheduler_of
from corpustools.errors import ConfigError, CorpustoolsError, SchedulerUnreachable
from corpustools.stages import Stage, get, input_folder, nothing_to_do, pending, units
from corpustools.workspace import Workspace, is_done, os_problem, read_marker

log = logging.getLogger(__name__)


# -- the task side: runs in a Dask worker process ---------------------------------------------------------

_resources: dict[str, tuple[Any, Any, dict[str, Any]]] = {}  # stage -> (settings key, context, kwargs)
_resources_lock = threading.Lock()


def _warm_resources(stage: Stage, settings_data: dict[str, Any]) -> dict[str, Any]:
    """This worker process's resources for ``stage``, kept warm across tasks with equal settings."""
    if not stage.resources:
        return {}
    key = repr(sorted(settings_data.items()))
    with _resources_lock:
        held = _resources.get(stage.name)
        if held is None or held[0] != key:
            if held is not None:
                held[1].__exit__(None, None, None)
            elif not _resources:
                atexit.register(_close_resources)
            context = stage.function("resources")(settings_data, workers=1)  # one slot of the cluster
            _resources[stage.name] = (key, context, context.__enter__())
        return _resources[stage.name][2]


def _close_resources() -> None:
    for _key, context, _kwargs in _resources.values():
        context.__exit__(None, None, None)
    _resources.clear()


class _Capture(logging.Handler):
    """Keeps the corpustools log records of one thread as plain tuples, to send back with the result."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.thread = threading.get_ident()
        self.records: list[tuple[str, int, str, float, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.thread != self.thread:
            return
        detail = str(getattr(record, "detail", "") or "")
        if record.exc_info and record.exc_info[0] is not None:
            text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            detail = f"{detail}\n{text}" if detail else text
        self.records.append((record.name, record.levelno, record.getMessage(), record.created, detail))


@contextlib.contextmanager
def _captured(level: int) -> Iterator[_Capture]:
    """The task's log records, kept to be logged by the client: corpustools' own, and the warnings of
    warcio's logger ("Replacing spaces in invalid WARC-Target-URI"), which in a worker process had no
    handler but Python's last resort and reached the worker's stderr as bare lines, one per record of
    the page, where the local executor logs one ``-WARN ... warc: warcio: ...`` line."""
    logger = logging.getLogger("corpustools")
    warcio = logging.getLogger("warcio")
    handler = _Capture()
    logger.addHandler(handler)
    logger.setLevel(level)
    logger.propagate = False  # nothing on the worker's own stderr: the client logs it
    warcio.addHandler(handler)
    warcio_propagates, warcio.propagate = warcio.propagate, False
    try:
        yield handler
    except Exception as exc:
        exc.corpustools_logs = handler.records  # type: ignore[attr-defined]  # pickled with the exception
        raise
    finally:
        logger.removeHandler(handler)
        warcio.removeHandler(handler)
        warcio.propagate = warcio_propagates


def run_task(stage_name: str, settings_data: dict[str, Any], input_path: str, output_path: str,
             log_level: int = logging.INFO) -> dict[str, Any]:
    """One Dask task: the stage's shard function on one file -> ``{"counters", "logs", "error", "fatal"}``.

    An exception is raised again (so Dask retries the task) except one that no retry mends (exit status
    2: a missing model, bad settings), which is returned as ``fatal``.
    """
    stage = get(stage_name)
    with _captured(log_level) as capture:
        result: dict[str, Any] = {"counters": {}, "logs": capture.records, "error": None, "fatal": False,
                                  "worker_pid": os.getpid()}
        if is_done(output_path):  # finished by an earlier attempt whose answer was lost with its worker
            marker = read_marker(output_path) or {}
            result["counters"] = dict(marker.get("stats") or {"already_done": 1})
            return result
        try:
            result["counters"] = stage.function("shard")(settings_data, input_path, output_path,
                                                         **_warm_resources(stage, settings_data))
        except CorpustoolsError as exc:
            if exc.exit_status != 2:
                raise
            result.update(error=str(exc), fatal=True, error_type=type(exc).__name__)
        return result


def run_split_task(stage_name: str, settings_data: dict[str, Any], sources: list[str], root: str,
                   shard: tuple[int, int], log_level: int = logging.INFO) -> dict[str, Any]:
    """One Dask task: the stage's split function for part ``(i, n)`` -> counters per source."""
    stage = get(stage_name)
    with _captured(log_level) as capture:
        results = stage.function("split")(Settings(settings_data, sources), Workspace.at(root), shard=tuple(shard))
        return {"counters": results, "logs": capture.records, "error": None, "fatal": False,
                "worker_pid": os.getpid()}


# -- the client side -----------------------------------------------------------------------------------

def _replay(records: list[tuple[str, int, str, float, str]]) -> None:
    """Log a task's records here, with their original time and logger name."""
    for name, level, message, created, detail in records:
        logger = logging.getLogger(name)
        if not logger.isEnabledFor(level):
            continue
        record = logging.makeLogRecord({"name": name, "levelno": level, "levelname": logging.getLevelName(level),
                                        "msg": message, "created": created})
        if detail:
            record.detail = detail
        logger.handle(record)


@contextlib.contextmanager
def dask_client(settings: Settings, local_workers: int, logger: logging.Logger = log) -> Iterator[Any]:
    """A client of ``executor.scheduler``, or of a LocalCluster of ``local_workers`` processes."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as exc:
        raise ConfigError(f"executor.kind = dask needs Dask distributed ({exc}): "
                          f"pip install 'corpustools[dask]'") from exc

    log = logger
    address = scheduler_of(settings)
    if address:
        _wait_until_reachable(address, log)
        try:
            # waits distributed.comm.timeouts.connect (30 s; env DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT)
            client = Client(address, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise SchedulerUnreachable(f"executor.scheduler {address}: cannot reach the Dask scheduler ({exc}); "
                                       f"is 'dask scheduler' running there?") from exc
        try:
            workers = len(client.scheduler_info().get("workers", {}))
            log.info(f"Dask scheduler {address}: {workers} worker(s)")
            if not workers:
                log.warning(f"Dask scheduler {address} has no workers yet; tasks wait until one joins "
                            f"('dask worker {address}')")
            yield client
        finally:
            client.close()
        return
    from corpustools.log import WORKER_LOG_FILE, log_file

    log.info(f"starting a local Dask cluster of {local_workers} worker process(es)")
    path = log_file()  # the workers' lines go where the run's go (dask_setup)
    workers = {"preload": [__name__], "env": {WORKER_LOG_FILE: path} if path else None}
    with contextlib.ExitStack() as stack:
        stack.enter_context(_quiet_shutdown())
        stack.enter_context(_no_restart_after_a_stop_signal())
        loop = stack.enter_context(_loop_deaf_to_ctrl_c())
        with _held_while_starting():
            cluster = stack.enter_context(LocalCluster(n_workers=local_workers, threads_per_worker=1, processes=True,
                                                       dashboard_address=None, silence_logs=logging.ERROR,
                                                       loop=loop, **workers))
        client = stack.enter_context(Client(cluster, set_as_default=False))
        try:
            yield client
        finally:  # every answer is in (or the run is stopped): what Dask says while it closes is not the user's
            logging.getLogger("distributed").setLevel(logging.CRITICAL + 1)


def _wait_until_reachable(address: str, logger: logging.Logger) -> None:
    """Wait until the scheduler at a tcp ``address`` takes a connection, for as long as Dask's client
    would (``distributed.comm.timeouts.connect``, 30 s): a Ctrl-C in that wait stops the run at once.
    Interrupted inside the client's own attempts, the half-made client closed itself as the run ended,
    which waited 60 s more and then printed 'Exception ignored in: Client.__del__ ... TimeoutError'."""
    import socket

    import dask
    from dask.utils import parse_timedelta
    from distributed.comm import parse_address, parse_host_port

    try:
        scheme, location = parse_address(address)
        host, port = parse_host_port(location)
    except (ValueError, TypeError):
        return  # the client says what is wrong with it
    if scheme != "tcp":
        return
    limit = parse_timedelta(dask.config.get("distributed.comm.timeouts.connect"), default="seconds") or 30
    deadline = time.monotonic() + float(limit)
    logger.info(f"reaching the Dask scheduler {address} (up to {float(limit):g} s)")
    while True:
        try:
            with socket.create_connection((host, int(port)), timeout=max(0.1, min(2.0, deadline - time.monotonic()))):
                return
        except OSError as exc:
            if time.monotonic() >= deadline:
                raise SchedulerUnreachable(f"executor.scheduler {address}: cannot reach the Dask scheduler (no "
                                           f"connection within {float(limit):g} s: {exc.strerror or exc}); is 'dask "
                                           f"scheduler' running there?") from exc
            time.sleep(min(0.25, max(0.0, deadline - time.monotonic())))


@contextlib.contextmanager
def _quiet_shutdown() -> Iterator[None]:
    """Gives the ``distributed`` logger its level back once the local cluster is closed.  While it closes,
    Dask's own lines are left out: 'Worker process still alive after 4.0 seconds, killing' (a worker busy
    as Ctrl-C came) and comm errors of a closing scheduler came after the run's last line, beside the one
    line that says the run was interrupted."""
    logger = logging.getLogger("distributed")
    level = logger.level
    try:
        yield
    finally:
        logger.setLevel(level)


class _StopSignalDeaths(logging.Filter):
    """Drops a nanny's 'Restarting worker' after its worker was killed by SIGINT or SIGTERM: a signal to the
    whole process group (Ctrl-C, ``kill -TERM -PGID``, systemd) reaches a worker before it ignores such
    signals, and the nanny that restarted it wrote '-WARN distributed: Restarting worker' beside the run's
    one 'interrupted' line, which is what that signal means.  The death itself is logged first (at INFO,
    'Worker process N was killed by signal 15'), so this holds however the two processes race; a worker
    lost any other way (the OOM killer: signal 9) is still told."""

    _STOP_SIGNALS = (2, 15)  # SIGINT, SIGTERM

    def __init__(self) -> None:
        super().__init__()
        self.stopped = 0  # worker deaths by a stop signal whose restart line is still to come

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if message.startswith("Worker process ") and message.endswith(
                tuple(f"killed by signal {sig}" for sig in self._STOP_SIGNALS)):
            self.stopped += 1
            return True
        if message.startswith("Restarting worker") and self.stopped:
            self.stopped -= 1
            return False
        return True


@contextlib.contextmanager
def _no_restart_after_a_stop_signal() -> Iterator[None]:
    """:class:`_StopSignalDeaths` on the nannies' logger while the local cluster lives."""
    logger = logging.getLogger("distributed.nanny")
    deaths = _StopSignalDeaths()
    logger.addFilter(deaths)
    try:
        yield
    finally:
        logger.removeFilter(deaths)


@contextlib.contextmanager
def _loop_deaf_to_ctrl_c() -> Iterator[Any]:
    """The event loop of the local cluster, in a thread started with SIGINT blocked; the worker processes
    are started from threads of that loop, so they inherit the blocked SIGINT (a signal mask outlives the
    exec of a new interpreter) until :func:`dask_setup` has them ignore it.  Ctrl-C in a terminal signals
    the whole process group: each worker process printed KeyboardInterrupt tracebacks through asyncio and
    multiprocessing and went on with its task, and one that came while the cluster started ended in
    'AssertionError: Status.init'.  This process's main thread alone hears it, at any time: before, the
    workers were started with SIGINT ignored, which is process-wide, so a Ctrl-C in the second the workers
    took to start was lost and the run went on to its end."""
    import signal

    from distributed.utils import LoopRunner

    from corpustools.stopping import start_quiet_resource_tracker

    start_quiet_resource_tracker()  # here: started from the loop's thread, it unblocked SIGINT there
    runner = LoopRunner(asynchronous=False)
    blocking = threading.current_thread() is threading.main_thread()
    if blocking:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        runner.start()  # the loop's thread has this thread's signal mask
    finally:
        if blocking:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        yield runner.loop
    finally:
        runner.stop()


@contextlib.contextmanager
def _held_while_starting() -> Iterator[None]:
    """A first Ctrl-C or SIGTERM while the local cluster starts waits until it is up (a second second or
    so), then interrupts the run as it would have: a cluster cut in its start is left half made, and
    Dask's exit handler, closing it, printed 'AssertionError: Status.init' and its traceback under the
    run's last line.  A second signal interrupts at once.  A signal to the whole process group (``kill -TERM
    -PGID``, systemd stopping the unit's control group) reaches the worker processes too, before they ignore
    it: the cluster fails to start ('RuntimeError: Nanny failed to start.'), which is that interrupt, not an
    unexpected error with its traceback and status 1."""
    import signal

    from corpustools.stopping import StopRequest

    failed = False
    with StopRequest() as stop:
        try:
            yield
        except Exception:
            if not stop.requested:
                raise
            log.debug("the local Dask cluster failed to start after a stop was asked for", exc_info=True)
            failed = True
    if stop.requested:  # the command's own handler, now back in place, raises the interrupt
        signal.raise_signal(signal.Signals[stop.requested])
        if failed:  # (a handler that did not raise: no cluster to go on with)
            raise KeyboardInterrupt(stop.requested)


def dask_setup(worker: Any = None) -> None:
    """Run in each worker process of the local cluster as it starts (a Dask preload of this module): Dask's
    own error lines there in the log's format, one line each without a traceback; SIGINT ignored (see
    :func:`_loop_deaf_to_ctrl_c`)."""
    import signal

    from corpustools.log import route_dask_worker_lines

    route_dask_worker_lines()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # (a Ctrl-C held back since the start is dropped)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _size(path: Any) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _progress(total: int, unit: str) -> Any:
    from corpustools.log import progress_bar

    return progress_bar(total=total, unit=unit, desc="dask", leave=False)


def run(stage: Stage, settings: Settings, workspace: Workspace) -> dict[str, dict[str, Any]]:
    """The Dask executor of ``stage`` in workspace mode: one task per pending unit (or ``split`` parts).

    Returns counters per source, summed over the tasks as the stage's local run does.
    """
    if not stage.shard:
        return run_split(stage, settings, workspace)
    from dask.distributed import as_completed

    slog = logging.getLogger(f"corpustools.{stage.name}")
    todo = pending(stage, workspace, settings)
    if not todo:
        slog.info(nothing_to_do(stage, workspace, settings))
        return {}
    if stage.prepare:
        stage.function("prepare")(settings)
    if stage.announce:
        stage.function("announce")(settings, workspace, {u.output for u in todo})
    out_dir = workspace.root / str(stage.writes)
    out_dir.mkdir(parents=True, exist_ok=True)
    settings.write_effective(out_dir)
    level = logging.getLogger("corpustools").getEffectiveLevel()
    retries = max(0, int(settings.get("executor.retries")))
    results: dict[str, dict[str, Any]] = {}
    started = time.monotonic()
    local = min(len(todo), cpu_workers(int(settings.get(f"{stage.name}.workers"))))
    answered: set[Any] = set()  # the units whose task's answer (counters, log lines) came back
    submitted: list[Any] = []  # the units given to the scheduler as tasks (none while it is reached)
    try:
        with dask_client(settings, local, slog) as client:
            slog.info(f"{len(todo)} file(s) as Dask tasks")
            futures = {}
            for unit in todo:  # the biggest files first: the shortest tail
                future = client.submit(run_task, stage.name, settings.data, str(unit.input), str(unit.output), level,
                                       key=f"corpustools-{stage.name}-{unit.source}/{unit.input.name}-"
                                           f"{os.urandom(4).hex()}",
                                       pure=False, retries=retries, priority=_size(unit.input))
                futures[future] = (unit, f"{unit.source}/{unit.input.name}")
                submitted.append(unit)
            progress = _progress(len(futures), "file")
            try:
                for future in as_completed(list(futures), loop=client.loop):
                    unit, label = futures[future]
                    totals = results.setdefault(unit.source, {})
                    outcome = _outcome(future, stage.name, label, unit.output)
                    answered.add(unit)
                    if progress is not None:
                        progress.update(1)
                    if outcome is None:
                        stage.add(totals, label, {stage.lost: 1})
                        continue
                    _replay(outcome["logs"])
                    if outcome["fatal"]:
                        for other in futures:
                            other.cancel()
                        raise _fatal(outcome)
                    stage.add(totals, label, outcome["counters"])
            finally:
                if progress is not None:
                    progress.close()
    except KeyboardInterrupt:  # Ctrl-C, SIGTERM: the cluster is closed by now (a local one: its workers too)
        # (stopped while the scheduler was being reached, no task was given: none goes on, said nothing)
        _say_finished_unanswered(stage, workspace, [u for u in submitted if u not in answered],
                                 bool(scheduler_of(settings)))
        raise
    slog.info(f"{len(todo)} Dask task(s) finished in {time.monotonic() - started:.1f} s")
    return results


def _say_finished_unanswered(stage: Stage, workspace: Workspace, unanswered: list[Any], remote: bool) -> None:
    """A run stopped by Ctrl-C or SIGTERM: the outputs its tasks finished whose answer never came back
    (a task ends while the local cluster is closed, which waits some seconds for a busy worker) are kept
    and named here from their completion markers, as the local executor names every output it finished;
    before, they were on disk and in no line.  On a scheduler of the user's, the tasks already running go
    on to their end: said once, as their outputs appear after this run."""
    slog = logging.getLogger(f"corpustools.{stage.name}")
    for unit in unanswered:
        if not is_done(unit.output):
            continue
        stats = (read_marker(unit.output) or {}).get("stats") or {}
        slog.info(f"{unit.source}/{unit.output.name}: {stats.get('documents', 0)} documents, "
                  f"{stats.get('tokens', 0)} tokens (finished on a Dask worker as the run stopped)")
    left = [u for u in unanswered if not is_done(u.output)]
    if remote and left:
        slog.warning(f"{len(left)} task(s) not finished: those already running on the scheduler's workers go on "
                     f"to their end (an output is whole or absent, never partial); the next run does the rest")


def run_spreading(stage: Stage, settings: Settings, workspace: Workspace, **kwargs: Any) -> dict[str, dict[str, Any]]:
    """A stage that spreads its own tasks (``Stage.extra["spreads_tasks"]``: dedup's map -> sort -> merge
    needs one coordinator) runs its own run here and gets ``dask_client``, a context manager giving a
    client of the cluster, to open only when it has work."""
    from corpustools.executors.local import run as local_run

    slog = logging.getLogger(f"corpustools.{stage.name}")
    workers = cpu_workers(int(settings.get(f"{stage.name}.workers")))
    return local_run(stage, settings, workspace, dask_client=lambda: dask_client(settings, workers, slog), **kwargs)


def _fatal(outcome: dict[str, Any]) -> CorpustoolsError:
    """The task's unmendable error as the exception it was (they all live in corpustools.errors)."""
    from corpustools import errors

    kind = getattr(errors, str(outcome.get("error_type")), None)
    if isinstance(kind, type) and issubclass(kind, CorpustoolsError):
        return kind(outcome["error"])
    return ConfigError(outcome["error"])


def _outcome(future: Any, stage_name: str, label: str, output: Any = None) -> dict[str, Any] | None:
    """A task's result, or None (logged) when it failed for good (``output``: the file it was to write)."""
    from dask.distributed import KilledWorker

    log = logging.getLogger(f"corpustools.{stage_name}")
    try:
        return future.result()
    except KilledWorker as exc:
        log.error(f"{label}: the Dask workers running it died again and again ({exc}); no output written, "
                  f"the file is tried again on the next run")
    except OSError as exc:  # a problem of the machine (a read-only or full disk): one line, as the local executor
        _replay(getattr(exc, "corpustools_logs", []))
        log.error(f"{label}: {os_problem(exc, output)}",
                  extra={"detail": "".join(traceback.format_exception(exc)).rstrip()}
                  if log.isEnabledFor(logging.DEBUG) else None)
    except Exception as exc:  # noqa: BLE001 - one bad file, the rest goes on (as the local executor)
        _replay(getattr(exc, "corpustools_logs", []))
        log.error(f"{label}: {type(exc).__name__}: {exc}",
                  extra={"detail": "".join(traceback.format_exception(exc)).rstrip()})
    return None


def run_split(stage: Stage, settings: Settings, workspace: Workspace,
              parts: int | None = None) -> dict[str, dict[str, Any]]:
    """Run a stage that is split by something other than files as ``parts`` Dask tasks, the stage's
    ``split(settings, workspace, shard=(i, n))`` each.

    For download the hosts are split by :func:`corpustools.download.run.shard_of`, so no host is in two
    tasks and the per-host pause holds across the cluster.  ``parts`` defaults to
    ``executor.download_shards``, where 0 means one per Dask worker; keep it fixed while link files are
    half done (a link file is renamed ``.downloaded`` when all of its N shards are).
    """
    from dask.distributed import as_completed

    slog = logging.getLogger(f"corpustools.{stage.name}")
    if not stage.split:
        raise ConfigError(f"stage {stage.name} cannot run on the Dask executor")
    folder = input_folder(stage, workspace, settings)
    if folder is None or not folder.is_dir():
        slog.warning(f"{folder}: no such folder; nothing to {stage.name}")
        return {}
    if not units(stage, workspace, settings):
        slog.info(stage.nothing_to_do or "nothing to do")
        return {}
    configured = int(parts if parts is not None else settings.get("executor.download_shards"))
    level = logging.getLogger("corpustools").getEffectiveLevel()
    results: dict[str, dict[str, Any]] = {}
    with dask_client(settings, max(1, configured or cpu_workers(0)), slog) as client:
        count = configured or max(1, len(client.scheduler_info().get("workers", {})))
        slog.info(f"{count} host shard(s) as Dask tasks")
        futures = {client.submit(run_split_task, stage.name, settings.data, settings.sources, str(workspace.root),
                                 (i, count), level,
                                 key=f"corpustools-{stage.name}-{i}-of-{count}-{os.urandom(4).hex()}",
                                 pure=False, retries=max(0, int(settings.get("executor.retries")))): i
                   for i in range(count)}
        for future in as_completed(list(futures), loop=client.loop):
            outcome = _outcome(future, stage.name, f"{stage.name} shard {futures[future]}/{count}")
            if outcome is None:
                stage.add(results.setdefault("(all)", {}), "", {"failed:shard": 1})
                continue
            _replay(outcome["logs"])
            for source, counters in outcome["counters"].items():
                stage.add(results.setdefault(source, {}), source, counters)
    return results

