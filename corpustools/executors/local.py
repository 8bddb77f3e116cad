"""The local executor: a stage's pending units on this machine.

A stage with its own local run (``Stage.run``: tag shares chunks or whole files among its workers,
download keeps one set of per-host slots, collect polls feeds) is handed the workspace.  Otherwise the
pending units are run here one after another through the stage's shard function, with the per-worker
resources the stage declares built once for the whole run (vert: one warm pool of conversion processes
that all files share).  One bad file is logged and counted; the rest goes on.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import Any

from corpustools.config import Settings
from corpustools.stages import Stage, Unit, nothing_to_do, pending
from corpustools.workspace import Workspace, os_problem

log = logging.getLogger(__name__)


@contextlib.contextmanager
def resources(stage: Stage, settings_data: dict[str, Any], workers: int | None = None) -> Iterator[dict[str, Any]]:
    """The keyword arguments of the stage's shard function that a worker builds once (may be none);
    ``workers``: the processes it may use (None: the stage's own setting)."""
    if not stage.resources:
        yield {}
        return
    with stage.function("resources")(settings_data, workers=workers) as built:
        yield built


def run(stage: Stage, settings: Settings, workspace: Workspace, **kwargs: Any) -> dict[str, dict[str, Any]]:
    """Run ``stage`` over the workspace on this machine; counters per source."""
    if stage.run:
        return stage.function("run")(settings, workspace, **kwargs)
    return run_units(stage, settings, workspace, pending(stage, workspace, settings))


def run_units(stage: Stage, settings: Settings, workspace: Workspace, units: list[Unit]) -> dict[str, dict[str, Any]]:
    """The shard function over ``units``, in order; counters per source."""
    slog = logging.getLogger(f"corpustools.{stage.name}")
    results: dict[str, dict[str, Any]] = {}
    if not units:
        slog.info(nothing_to_do(stage, workspace, settings))
        return results
    if stage.prepare:
        stage.function("prepare")(settings)
    if stage.announce:
        stage.function("announce")(settings, workspace, {u.output for u in units})
    out_dir = workspace.root / str(stage.writes)
    out_dir.mkdir(parents=True, exist_ok=True)
    settings.write_effective(out_dir)
    shard = stage.function("shard")
    with resources(stage, settings.data) as extra:
        for unit in units:
            try:
                counters = shard(settings.data, unit.input, unit.output, **extra)
            except OSError as exc:  # a problem of the machine (full disk, permissions): one line; -v adds the trace
                slog.error(f"{unit.input}: {os_problem(exc, unit.output)}",
                           exc_info=slog.isEnabledFor(logging.DEBUG))
                counters = {stage.lost: 1}
            except Exception as exc:  # noqa: BLE001 - one bad file, the rest goes on
                slog.error(f"{unit.input}: {exc}", exc_info=True)
                counters = {stage.lost: 1}
            stage.add(results.setdefault(unit.source, {}), f"{unit.source}/{unit.input.name}", counters)
    return results


def run_unit(stage: Stage, settings_data: dict[str, Any], input_path: str, output_path: str) -> dict[str, Any]:
    """One unit on its own (big-brother tries a bad file alone this way)."""
    with resources(stage, settings_data) as extra:
        return stage.function("shard")(settings_data, input_path, output_path, **extra)
