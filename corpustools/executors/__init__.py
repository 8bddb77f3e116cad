"""Executors: run a stage's pending units on this machine (:mod:`.local`) or on a Dask cluster
(:mod:`.dask`).  They take a :class:`~corpustools.stages.Stage` and loop over its pending units; stages
never import an executor.  Only the CLI and big-brother choose an executor (``executor.kind``).
"""

from __future__ import annotations

import argparse
import logging
from typing import Any

from corpustools.config import Settings, scheduler_of
from corpustools.errors import ConfigError
from corpustools.stages import Stage, get, misplaced, noted_nothing, retrying_what_gave_nothing, shadowed
from corpustools.workspace import (
    NOTHING_SUFFIX,
    AlreadyLocked,
    PidLock,
    Workspace,
    not_a_file,
    regular_file,
    remove_stale_temps,
)

KINDS = ("local", "dask")
log = logging.getLogger(__name__)


def kind(settings: Settings) -> str:
    """``executor.kind``; an unknown kind is a configuration error."""
    value = str(settings.get("executor.kind") or "local").strip().lower()
    if value not in KINDS:
        raise ConfigError(f"executor.kind {value!r}: must be one of {', '.join(KINDS)}")
    address = scheduler_of(settings)
    if value == "dask" and address and not scheduler_address(address):
        raise ConfigError(f"executor.scheduler {address!r}: not the address of a Dask scheduler (e.g. "
                          f"tcp://10.0.0.1:8786)")
    if value == "local" and address and address not in _SAID_UNUSED:  # --scheduler implies dask, the setting not
        _SAID_UNUSED.add(address)
        log.warning(f"executor.scheduler = {address!r} is set but executor.kind is 'local': the work runs on this "
                    f"machine, not on that scheduler (kind = \"dask\" under [executor] sends it there)")
    return value


_SAID_UNUSED: set[str] = set()  # a scheduler named in vain is said once per process
_SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")  # Dask's, but inproc:// (within one process: never a cluster's)


def scheduler_address(address: str) -> bool:
    """Whether ``address`` can be a Dask scheduler's: ``[SCHEME://]HOST:PORT`` (an IPv6 host in brackets).
    Dask itself failed on anything else with a ValueError and a traceback (no port, an unknown scheme),
    or waited its 30 s connect timeout to say it could not reach port 99999 or an empty host."""
    scheme, sep, rest = address.partition("://")
    if not sep:
        scheme, rest = "tcp", address
    host, colon, port = rest.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    return (scheme.lower() in _SCHEMES and bool(colon) and bool(host) and port.isdigit()
            and 0 < int(port) < 65536 and not any(c in host for c in "/ []"))


def said_elsewhere(settings: Settings) -> None:
    """Keep :func:`kind` from saying an unused scheduler again in this process: big-brother says it once
    itself, and its stage processes (each a fresh interpreter) would otherwise say it once per stage."""
    _SAID_UNUSED.add(scheduler_of(settings))


def run(stage: Stage | str, settings: Settings, workspace: Workspace, **kwargs: Any) -> dict[str, dict[str, Any]]:
    """Run ``stage`` over the workspace with the configured executor; counters per source.

    ``kwargs`` go to the stage's own run (discover: ``page_urls``; download: ``shard=(i, n)``, which
    runs one host shard here whatever the executor)."""
    stage = get(stage) if isinstance(stage, str) else stage
    if stage.files and stage.writes and not stage.split:  # download locks per host shard itself
        try:
            lock = PidLock(workspace.state / f"{stage.name}.lock").acquire()
        except AlreadyLocked as exc:  # a cron line of its own that overlaps, or big-brother's run of it
            logging.getLogger(f"corpustools.{stage.name}").info(
                f"another {stage.name} of this workspace is at work (process {exc.holder or '?'}); not started")
            return {}
        try:
            return _run(stage, settings, workspace, **kwargs)
        finally:
            lock.release()
    return _run(stage, settings, workspace, **kwargs)


def _run(stage: Stage, settings: Settings, workspace: Workspace, **kwargs: Any) -> dict[str, dict[str, Any]]:
    _remove_dead_temps(stage, workspace)
    _name_misplaced(stage, settings, workspace)
    _name_noted(stage, settings, workspace)
    if kind(settings) == "dask" and stage.run and stage.extra.get("spreads_tasks"):
        from corpustools.executors import dask

        return dask.run_spreading(stage, settings, workspace, **kwargs)
    if kind(settings) == "dask" and (stage.shard or stage.split) and all(v is None for v in kwargs.values()):
        from corpustools.executors import dask

        return dask.run(stage, settings, workspace)
    from corpustools.executors import local

    return local.run(stage, settings, workspace, **kwargs)


def _remove_dead_temps(stage: Stage, workspace: Workspace) -> None:
    """The temporary outputs of a run of this stage killed by hand (``kill -9``, a reboot): big-brother
    removes them at start, a stage run by hand or by its own cron line does it here (a killed vert left
    its partial vertical, as large as a whole one, beside every rerun)."""
    if not stage.writes:
        return
    folder = workspace.root / str(stage.writes)
    removed = remove_stale_temps(folder)
    if removed:
        logging.getLogger(f"corpustools.{stage.name}").info(
            f"removed {len(removed)} temporary file(s) left by dead processes in {folder.name}/")


def _name_misplaced(stage: Stage, settings: Settings, workspace: Workspace) -> None:
    """Say which input files the stage does not take where they are (they were passed over in silence:
    'nothing to do' beside a folder of WARCs dropped in by hand)."""
    for dropped, taken in shadowed(stage, workspace, settings):
        logging.getLogger(f"corpustools.{stage.name}").warning(
            f"{dropped.relative_to(workspace.root).as_posix()}: not read: its output would be that of "
            f"{taken.name} (one name for both); give it a name of its own")
    slog = logging.getLogger(f"corpustools.{stage.name}")
    found = misplaced(stage, workspace, settings)
    for path in (p for p in found if not regular_file(p)):
        slog.warning(not_a_file(path, path.relative_to(workspace.root)))
    found = [p for p in found if regular_file(p)]
    if found:
        folder = found[0].relative_to(workspace.root).parts[0]
        shown = ", ".join(p.relative_to(workspace.root).as_posix() for p in found[:3])
        logging.getLogger(f"corpustools.{stage.name}").warning(
            f"{len(found)} file(s) not read: {shown}{' ...' if len(found) > 3 else ''}; {stage.name} takes the "
            f"files of {folder}/<source>/ (one folder per source) named "
            f"{', '.join('*' + suffix for suffix in _producer_suffixes(stage, settings))}")


def _name_noted(stage: Stage, settings: Settings, workspace: Workspace) -> None:
    """Say once per run which inputs are passed over because an earlier run noted that they gave nothing
    (a WARC that holds no web page): said as an error by that run, then in this one line, not again as
    an error on every cron run."""
    noted = [] if retrying_what_gave_nothing() else noted_nothing(stage, workspace, settings)
    if noted:
        shown = ", ".join(u.label(workspace) for u in noted[:3]) + (" ..." if len(noted) > 3 else "")
        logging.getLogger(f"corpustools.{stage.name}").info(
            f"{len(noted)} input file(s) passed over: an earlier run found nothing in them ({shown}); delete "
            f"the {NOTHING_SUFFIX} note beside the output in {stage.writes}/ to read one again")


def _producer_suffixes(stage: Stage, settings: Settings) -> tuple[str, ...]:
    from corpustools.stages import _producer

    producer = _producer(stage, settings)
    return producer.suffixes if producer is not None else ()


def refuse_with_files(args: argparse.Namespace, command: str) -> None:
    """A UsageError when ``--executor dask`` or ``--scheduler`` was typed with files given by -i, which
    vert and tag convert on this machine: the flags were otherwise passed over without a word, and the
    work a user sent to a cluster ran here."""
    if getattr(args, "cfg.executor.scheduler", None) or getattr(args, "cfg.executor.kind", None) == "dask":
        from corpustools.errors import UsageError

        raise UsageError(f"{command}: --executor dask and --scheduler work in workspace mode (without -i); the "
                         f"files given with -i are done on this machine (-m N worker processes)")


def add_executor_arguments(parser: Any, what: str) -> None:
    """``--executor local|dask`` and ``--scheduler ADDRESS`` for a command (``what`` names its work)."""

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
