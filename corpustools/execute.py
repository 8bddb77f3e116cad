"""Executors: run the vert and tag stages, and sharded downloads, on this machine or on a Dask cluster.

``executor.kind = "local"`` (the default) is each stage's own workspace function with its own worker
processes.  ``executor.kind = "dask"`` turns every pending input file into one Dask task that calls the
stage's shard function (``vert_shard`` / ``tag_shard``, the same code as the local executor), on the
scheduler at ``executor.scheduler`` or, when that is empty, on a ``LocalCluster`` of worker processes
started for the run.  The workers must see the workspace at the same path (a shared filesystem).

What crosses the wire is plain data only: the settings dict, paths, counters and log records.  Models and
tokenizers are created inside the Dask worker processes and cached there for the next task:

* tag runs in the worker process itself (``tag_shard`` with one in-process worker; the models stay
  loaded in the process between tasks);
* vert keeps one warm :class:`~corpustools.vert.pool.WorkerPool` with a single conversion process per
  Dask worker process, so the per-document time cap (``vert.doc_time_cap``) and the crash isolation of
  one document (a parser that segfaults costs that document, not the file) hold on the cluster too.

Safety of retries: shard functions write under temporary names, rename into place and then write the
completion marker, so a task rerun after its worker was lost (Dask reschedules it, up to
``distributed.scheduler.allowed-failures`` times) or retried after an exception (``executor.retries``)
writes the same bytes; a task that finds its output already done returns the counters of the marker.
The log records of each task are sent back with its counters and logged here, so ``-e FILE``, the
daily log and the per-source summary look the same as with the local executor.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import sys
import threading
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from corpustools.config import Settings, cpu_workers
from corpustools.errors import ConfigError, ModelError, SchedulerUnreachable
from corpustools.workspace import Workspace, is_done, read_marker

log = logging.getLogger(__name__)

KINDS = ("local", "dask")


def use_dask(settings: Settings) -> bool:
    """True when ``executor.kind`` is ``dask``; an unknown kind is a configuration error."""
    kind = str(settings.get("executor.kind") or "local").strip().lower()
    if kind not in KINDS:
        raise ConfigError(f"executor.kind {kind!r}: must be one of {', '.join(KINDS)}")
    return kind == "dask"


# -- the task side: runs in a Dask worker process ---------------------------------------------------------

_vert_pool: Any = None
_vert_pool_key: Any = None
_pool_lock = threading.Lock()


def _warm_vert_pool(settings_data: dict[str, Any]) -> Any:
    """This worker process's conversion pool (one process), kept warm across tasks with equal options."""
    global _vert_pool, _vert_pool_key
    from corpustools.vert.document import options_from_settings
    from corpustools.vert.run import make_pool

    key = (repr(options_from_settings(settings_data)), settings_data.get("vert", {}).get("doc_time_cap"))
    with _pool_lock:
        if _vert_pool is None or _vert_pool_key != key:
            if _vert_pool is not None:
                _vert_pool.close()
            else:
                atexit.register(_close_vert_pool)
            _vert_pool, _vert_pool_key = make_pool(settings_data, workers=1), key
        return _vert_pool


def _close_vert_pool() -> None:
    if _vert_pool is not None:
        _vert_pool.close()


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
    logger = logging.getLogger("corpustools")
    handler = _Capture()
    logger.addHandler(handler)
    logger.setLevel(level)
    logger.propagate = False  # nothing on the worker's own stderr: the client logs it
    try:
        yield handler
    except Exception as exc:
        exc.corpustools_logs = handler.records  # type: ignore[attr-defined]  # pickled with the exception
        raise
    finally:
        logger.removeHandler(handler)


def run_task(stage: str, settings_data: dict[str, Any], input_path: str, output_path: str,
             log_level: int = logging.INFO) -> dict[str, Any]:
    """One Dask task: the stage's shard function on one file -> ``{"counters", "logs", "error", "fatal"}``.

    An exception is raised again (so Dask retries the task) except a missing model, which no retry mends.
    """
    with _captured(log_level) as capture:
        result: dict[str, Any] = {"counters": {}, "logs": capture.records, "error": None, "fatal": False,
                                  "worker_pid": os.getpid()}
        if is_done(output_path):  # finished by an earlier attempt whose answer was lost with its worker
            marker = read_marker(output_path) or {}
            result["counters"] = dict(marker.get("stats") or {"already_done": 1})
            return result
        if stage == "vert":
            from corpustools.vert.run import vert_shard

            result["counters"] = vert_shard(settings_data, input_path, output_path,
                                            pool=_warm_vert_pool(settings_data))
        elif stage == "tag":
            from corpustools.tag.run import tag_shard

            try:
                result["counters"] = tag_shard(settings_data, input_path, output_path)
            except ModelError as exc:
                result.update(error=str(exc), fatal=True)
        else:
            raise ValueError(f"no shard function for stage {stage!r}")
        return result


def run_download_task(settings_data: dict[str, Any], sources: list[str], root: str, shard: tuple[int, int],
                      log_level: int = logging.INFO) -> dict[str, Any]:
    """One Dask task: ``download_workspace`` for the hosts of shard ``(i, n)`` -> counters per source."""
    from corpustools.download.run import download_workspace

    with _captured(log_level) as capture:
        results = download_workspace(Settings(settings_data, sources), Workspace.at(root), shard=tuple(shard))
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
    address = str(settings.get("executor.scheduler") or "").strip()
    if address:
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
    log.info(f"starting a local Dask cluster of {local_workers} worker process(es)")
    with LocalCluster(n_workers=local_workers, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=logging.ERROR) as cluster, Client(cluster, set_as_default=False) as client:
        yield client


def _pending(stage: str, settings: Settings, workspace: Workspace) -> list[tuple[str, Path, Path]]:
    if stage == "vert":
        from corpustools.vert.run import pending_warcs

        return pending_warcs(workspace)
    if stage == "tag":
        from corpustools.tag.run import workspace_inputs

        return [(s, i, o) for s, i, o in workspace_inputs(workspace) if not is_done(o)]
    raise ValueError(f"stage {stage!r} has no Dask executor (vert, tag; download: download_sharded)")


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _check_tag_models(settings: Settings) -> None:
    """Fail before any task when no model is configured (the workers load the models, not the client)."""
    from corpustools.tag.registry import HOW_TO_GET_MODELS, TagOptions

    options = TagOptions.from_settings(settings.data)
    if not options.model_paths():
        raise ModelError(f"no MorphoDiTa model configured; {HOW_TO_GET_MODELS}")
    logging.getLogger("corpustools.tag").info(f"models (loaded by the Dask workers): {options.describe()}")


def _add(totals: dict[str, Any], counters: dict[str, Any], skip: tuple[str, ...] = ()) -> None:
    for key, value in counters.items():
        if key not in skip and isinstance(value, int | float):
            totals[key] = totals.get(key, 0) + value


def _progress(total: int, unit: str) -> Any:
    if not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit=unit, desc="dask", leave=False, file=sys.stderr)


def run_workspace(stage: str, settings: Settings, workspace: Workspace) -> dict[str, dict[str, Any]]:
    """The Dask executor of ``vert`` or ``tag`` in workspace mode: one task per pending input file.

    Returns counters per source, summed over the tasks as the stage's local workspace function does.
    """
    from dask.distributed import as_completed

    todo = _pending(stage, settings, workspace)
    if not todo:
        if stage == "tag":
            logging.getLogger("corpustools.tag").info("nothing to tag: every vertical in verts/ has its tagged output")
        return {}
    if stage == "tag":
        _check_tag_models(settings)
    out_dir = workspace.verts if stage == "vert" else workspace.tagged
    out_dir.mkdir(parents=True, exist_ok=True)
    settings.write_effective(out_dir)
    level = logging.getLogger("corpustools").getEffectiveLevel()
    retries = max(0, int(settings.get("executor.retries")))
    results: dict[str, dict[str, Any]] = {}
    started = time.monotonic()
    slog = logging.getLogger(f"corpustools.{stage}")
    local = min(len(todo), cpu_workers(int(settings.get(f"{stage}.workers"))))
    with dask_client(settings, local, slog) as client:
        slog.info(f"{len(todo)} file(s) as Dask tasks")
        futures = {}
        for source, input_path, output in todo:  # the biggest files first: the shortest tail
            future = client.submit(run_task, stage, settings.data, str(input_path), str(output), level,
                                   key=f"corpustools-{stage}-{source}/{input_path.name}-{os.urandom(4).hex()}",
                                   pure=False, retries=retries, priority=_size(input_path))
            futures[future] = (source, f"{source}/{input_path.name}")
        progress = _progress(len(futures), "file")
        try:
            for future in as_completed(list(futures), loop=client.loop):
                source, label = futures[future]
                totals = results.setdefault(source, {})
                outcome = _outcome(future, stage, label)
                if progress is not None:
                    progress.update(1)
                if outcome is None:
                    _add(totals, {"failed:worker" if stage == "tag" else "failed:shard": 1})
                    continue
                _replay(outcome["logs"])
                if outcome["fatal"]:
                    for other in futures:
                        other.cancel()
                    raise ModelError(outcome["error"])
                counters = outcome["counters"]
                if stage == "tag":
                    _tag_record(totals, label, counters)
                else:
                    _add(totals, counters)
        finally:
            if progress is not None:
                progress.close()
    slog.info(f"{len(todo)} Dask task(s) finished in {time.monotonic() - started:.1f} s")
    return results


def _outcome(future: Any, stage: str, label: str) -> dict[str, Any] | None:
    """A task's result, or None (logged) when it failed for good."""
    from dask.distributed import KilledWorker

    log = logging.getLogger(f"corpustools.{stage}")
    try:
        return future.result()
    except KilledWorker as exc:
        log.error(f"{label}: the Dask workers running it died again and again ({exc}); no output written, "
                  f"the file is tried again on the next run")
    except Exception as exc:  # noqa: BLE001 - one bad file, the rest goes on (as the local executor)
        _replay(getattr(exc, "corpustools_logs", []))
        log.error(f"{label}: {type(exc).__name__}: {exc}",
                  extra={"detail": "".join(traceback.format_exception(exc)).rstrip()})
    return None


def _tag_record(totals: dict[str, Any], label: str, counters: dict[str, Any]) -> None:
    """Sum a tag task's counters the way ``tag_workspace`` does (files counted, seconds not)."""
    from corpustools.tag.run import _summary

    if counters.get("failed:input") and not counters.get("documents"):
        _add(totals, {"failed:input": counters["failed:input"]})
        return
    logging.getLogger("corpustools.tag").info(f"{label}: {_summary(counters)}")
    _add(totals, counters, skip=("seconds",))
    totals["files"] = totals.get("files", 0) + 1


def download_sharded(settings: Settings, workspace: Workspace, shards: int | None = None) -> dict[str, dict[str, Any]]:
    """Download the pending link files as ``shards`` Dask tasks, ``download_workspace(shard=(i, n))`` each.

    Hosts are split by :func:`corpustools.download.run.shard_of`, so no host is in two tasks and the
    per-host pause holds across the cluster.  ``shards`` defaults to ``executor.download_shards``, where
    0 means one per Dask worker; keep it fixed while link files are half done (a link file is renamed
    ``.downloaded`` when all of its N shards are).
    """
    from dask.distributed import as_completed

    from corpustools.download.run import PENDING_SUFFIXES

    if not workspace.collected_links.is_dir():
        logging.getLogger("corpustools.download").warning(f"{workspace.collected_links}: no such folder; "
                                                         f"nothing to download")
        return {}
    if not any(p.suffix in PENDING_SUFFIXES and not p.name.startswith(".") and p.is_file()
               for p in workspace.collected_links.glob("*/*")):
        logging.getLogger("corpustools.download").info("no pending link files")
        return {}
    configured = int(shards if shards is not None else settings.get("executor.download_shards"))
    level = logging.getLogger("corpustools").getEffectiveLevel()
    results: dict[str, dict[str, Any]] = {}
    dlog = logging.getLogger("corpustools.download")
    with dask_client(settings, max(1, configured or cpu_workers(0)), dlog) as client:
        count = configured or max(1, len(client.scheduler_info().get("workers", {})))
        dlog.info(f"{count} host shard(s) as Dask tasks")
        futures = {client.submit(run_download_task, settings.data, settings.sources, str(workspace.root), (i, count),
                                 level, key=f"corpustools-download-{i}-of-{count}-{os.urandom(4).hex()}",
                                 pure=False, retries=max(0, int(settings.get("executor.retries")))): i
                   for i in range(count)}
        for future in as_completed(list(futures), loop=client.loop):
            outcome = _outcome(future, "download", f"download shard {futures[future]}/{count}")
            if outcome is None:
                _add(results.setdefault("(all)", {}), {"failed:shard": 1})
                continue
            _replay(outcome["logs"])
            for source, counters in outcome["counters"].items():
                _add(results.setdefault(source, {}), counters)
    return results



def add_executor_arguments(parser: Any, what: str) -> None:
    """``--executor local|dask`` and ``--scheduler ADDRESS`` for a command (``what`` names its work)."""
    import argparse

    class _Scheduler(argparse.Action):  # an address alone means the Dask executor
        def __call__(self, parser: Any, namespace: Any, values: Any, option_string: str | None = None) -> None:
            setattr(namespace, self.dest, values)
            if getattr(namespace, "cfg.executor.kind", None) is None:
                setattr(namespace, "cfg.executor.kind", "dask")

    group = parser.add_argument_group("executor (workspace mode)")
    group.add_argument("--executor", choices=KINDS, dest="cfg.executor.kind", default=None,
                       help=f"local: this machine's worker processes (default); dask: {what} as Dask tasks, "
                       f"one per file (executor.kind)")
    group.add_argument("--scheduler", metavar="ADDRESS", dest="cfg.executor.scheduler", default=None,
                       action=_Scheduler,
                       help="Dask scheduler, e.g. tcp://10.0.0.1:8786 (implies --executor dask; default: "
                       "executor.scheduler, empty = a local cluster of one worker process per core started "
                       "for the run); the workers must see the workspace at the same path")
