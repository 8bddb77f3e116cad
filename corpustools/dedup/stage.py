"""The dedup stage's two ways in: ad hoc files and the workspace.

* :func:`dedup_files`: ``-i A.vert B.vert.xz ... -o OUT`` -> one output (the inputs in the given order),
  with the persistent index in ``--state DIR`` or, without it, a temporary index for this run only.
* :func:`dedup_workspace`: every ``verts/<source>/*.vert.xz`` without a finished
  ``deduped/<source>/<same name>`` -> that output (+ ``.done`` marker with its counters), all pending
  files in one run against the index in ``state/dedup/``.

Either runs on this machine's worker processes or on Dask (``executor.kind``); the output is the same.
"""

from __future__ import annotations

import logging
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from corpustools.config import Settings, cpu_workers
from corpustools.dedup.mapper import mapper_for
from corpustools.dedup.run import DedupOptions, Job, dedup
from corpustools.workspace import is_done, mark_done, remove_stale_temps

log = logging.getLogger(__name__)

FOLDER = "deduped"  # workspace folder of the stage's outputs
STATE = "dedup"  # its index under state/


def summary(counters: dict[str, Any]) -> str:
    """One line of counters, as every count appears in the output."""
    paragraphs = int(counters.get("paragraphs", 0))
    dup = int(counters.get("dup_paragraphs", 0))
    share = f" ({100 * dup / paragraphs:.1f}%)" if paragraphs else ""
    text = (f"{counters.get('documents', 0)} documents, {paragraphs} paragraphs, {dup} duplicate paragraphs{share}, "
            f"{counters.get('dup_documents', 0)} near-duplicate documents, {counters.get('dup_tokens', 0)} of "
            f"{counters.get('tokens', 0)} tokens in duplicates")
    if "removed_tokens" in counters:
        text += (f"; removed {counters.get('removed_documents', 0)} documents, "
                 f"{counters.get('removed_paragraphs', 0)} paragraphs, {counters['removed_tokens']} tokens")
    if counters.get("failed:malformed"):
        text += f"; {counters['failed:malformed']} malformed chunks copied without marks"
    return text


def _workers(options: DedupOptions) -> int:
    return min(cpu_workers(options.workers), 64)


def dedup_files(settings: Settings, inputs: list[str], output: str, state: str | None = None) -> Job:
    """Ad hoc: ``inputs`` -> ``output`` (``.vert`` or ``.vert.xz``); the job with its counters."""
    options = DedupOptions.from_settings(settings.data)
    job = Job(list(inputs), Path(output), output)
    with mapper_for(settings, _workers(options)) as mapper:
        if state:
            dedup([job], state, options, mapper)
        else:
            with tempfile.TemporaryDirectory(prefix="corpustools-dedup-") as tmp:
                dedup([job], tmp, options, mapper)
    return job


def pending(workspace: Any) -> list[tuple[str, Path, Path]]:
    """``(source, input, output)`` for every vertical whose deduplicated output is not done."""
    found = []
    if not workspace.verts.is_dir():
        return found
    for path in sorted(workspace.verts.glob("*/*.vert.xz")):
        if path.name.startswith(".") or not path.is_file():
            continue
        output = workspace.root / FOLDER / path.parent.name / path.name
        if not is_done(output):
            found.append((path.parent.name, path, output))
    return found


def dedup_workspace(settings: Settings, workspace: Any) -> dict[str, dict[str, Any]]:
    """Every pending vertical of ``verts/`` -> ``deduped/``, in one run; counters per source."""
    todo = pending(workspace)
    if not todo:
        log.info("nothing to dedup: every vertical in verts/ has its deduplicated output")
        return {}
    options = DedupOptions.from_settings(settings.data)
    out_root = workspace.root / FOLDER
    out_root.mkdir(parents=True, exist_ok=True)
    settings.write_effective(out_root)
    for folder in sorted({o.parent for _, _, o in todo}):
        remove_stale_temps(folder, recursive=False)
    jobs = [Job([str(i)], o, f"{s}/{i.name}") for s, i, o in todo]
    workers = _workers(options)
    log.info(f"dedup: {len(jobs)} vertical(s) against the index in {workspace.state / STATE}, {workers} worker(s)")
    with mapper_for(settings, workers) as mapper:
        dedup(jobs, workspace.state / STATE, options, mapper)
    results: dict[str, Counter] = {}
    for (source, _, output), job in zip(todo, jobs, strict=True):
        totals = results.setdefault(source, Counter())
        totals.update({k: v for k, v in job.counters.items() if k != "seconds"})
        if job.failed:
            continue
        mark_done(output, dict(job.counters))
        totals["files"] += 1
        log.info(f"{job.label}: {summary(job.counters)}")
    return {source: dict(c) for source, c in results.items()}

