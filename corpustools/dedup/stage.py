"""The dedup stage: as the registry sees it (:data:`STAGE`), and its two ways in, ad hoc files and the
workspace.

* :func:`dedup_files`: ``-i A.vert B.vert.xz ... -o OUT`` -> one output (the inputs in the given order),
  with the persistent index in ``--state DIR`` or, without it, a temporary index for this run only.
* :func:`dedup_workspace`: every ``verts/<source>/*.vert.xz`` without a finished
  ``deduped/<source>/<same name>`` -> that output (+ ``.done`` marker with its counters), all pending
  files in one run against the index in ``state/dedup/``.

Either runs on this machine's worker processes or, when the executor hands over a Dask client
(``executor.kind = "dask"``), with its chunk and bucket tasks on the cluster; the output is the same.
The stage has no per-file shard: the first-seen decision needs all pending files together (map -> sort
-> merge), so one run is the unit of work; its tasks are spread inside it.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from corpustools.config import Settings, cpu_workers
from corpustools.errors import CorpustoolsError
from corpustools.stages import Stage, nothing_to_do, pending
from corpustools.workspace import made_otherwise, mark_done, os_problem, remove_stale_temps

if TYPE_CHECKING:  # the stage registry imports this module on every command: numpy only where dedup runs
    from corpustools.dedup.run import DedupOptions, Job

log = logging.getLogger(__name__)

STATE = "dedup"  # the index under state/

STAGE = Stage(
    name="dedup",
    summary="near-duplicate paragraphs and documents marked (or removed), first seen wins",
    writes="deduped",
    suffixes=(".vert.xz",),
    run="corpustools.dedup.stage:dedup_workspace",
    enabled="corpustools.dedup.stage:enabled",
    record="corpustools.dedup.stage:record_file",
    failed="corpustools.dedup.stage:failed",
    options="corpustools.dedup.run:DedupOptions",
    nothing_to_do="nothing to dedup: every vertical has its deduplicated output",
    extra={"spreads_tasks": True},
)


def enabled(settings: Settings) -> bool:
    """``dedup.enabled``: off, tag reads the verticals of vert as before."""
    return bool(settings.get("dedup.enabled"))


def summary(counters: dict[str, Any]) -> str:
    """One line of counters, as every count appears in the output.  With --remove, documents, paragraphs
    and the tokens left are those of the output; the duplicates and their shares are of the input judged."""
    paragraphs = int(counters.get("paragraphs", 0))
    dup = int(counters.get("dup_paragraphs", 0))
    judged = paragraphs + int(counters.get("removed_paragraphs", 0))  # with --remove, paragraphs is what is left
    share = f" ({100 * dup / judged:.1f}%)" if judged else ""
    tokens = int(counters.get("tokens", 0))
    judged_tokens = tokens + int(counters.get("removed_tokens", 0))  # with --remove, tokens is what is left
    text = (f"{counters.get('documents', 0)} documents, {paragraphs} paragraphs, {dup} duplicate paragraphs{share}, "
            f"{counters.get('dup_documents', 0)} near-duplicate documents, {counters.get('dup_tokens', 0)} of "
            f"{judged_tokens} tokens in duplicates")
    if "removed_tokens" in counters:
        text += (f"; removed {counters.get('removed_documents', 0)} documents, "
                 f"{counters.get('removed_paragraphs', 0)} paragraphs, {counters['removed_tokens']} tokens; "
                 f"{tokens} tokens left")
    if counters.get("failed:malformed"):  # each said in its line: a broken document, lines outside any
        dropped = int(counters.get("left_out:documents", 0))
        text += f"; {counters['failed:malformed']} broken part{'s' if counters['failed:malformed'] > 1 else ''} " \
                f"of the input left out ({dropped} document{'s' if dropped != 1 else ''})"
    if counters.get("failed:cut"):
        text += f"; {counters['failed:cut']} input{'s' if counters['failed:cut'] > 1 else ''} cut short (the " \
                "document cut left out)"
    return text


def _say_if_settings_changed(out_root: Path, made_with: dict[str, Any], todo: set[Path]) -> None:
    """One warning when the marking settings are not those of the newest file deduplicated before: marks of
    a corpus growing day after day would otherwise mean two things with nothing saying so (the n-gram
    length, which the index holds, is refused instead); the files marked before keep their marks."""
    found = made_otherwise(out_root, made_with, todo)
    if found is not None:
        newest, before, changed = found
        log.warning(f"the settings are not those that marked {newest.parent.name}/{newest.name}, the newest file "
                    f"deduplicated before ({', '.join(f'dedup.{k} was {before[k]}, now {made_with[k]}' for k in changed)}"
                    f"): the files marked before keep their marks; to "
                    f"mark them again, delete them and their .done markers from {out_root.name}/")


def _workers(options: DedupOptions) -> int:
    return min(cpu_workers(options.workers), 64)


SMALL_INPUT_BYTES = 4 << 20  # a vertical this small (uncompressed, estimated) is deduplicated in one process
_BUCKET_BYTES = 256 << 10  # ... into a temporary index of a bucket per this many bytes of it (a power of 2)
# how much a compressed vertical grows, roughly, by its first bytes (as dedup reads it: stdin and a pipe are a
# temporary copy named ``.vert`` whatever they hold, ``cat x.vert.xz | corpustools dedup -i -``)
_EXPANDS = ((b"\xfd7zXZ", 10), (b"\x1f\x8b", 6), (b"BZh", 8))


def _vertical_bytes(inputs: list[str]) -> int:
    """About how many bytes of vertical ``inputs`` hold (compressed ones by a usual ratio)."""
    total = 0
    for path in inputs:
        try:
            with open(path, "rb") as fh:
                magic = fh.read(6)
            total += os.path.getsize(path) * next((ratio for head, ratio in _EXPANDS if magic.startswith(head)), 1)
        except OSError:  # (said by the run that reads it)
            pass
    return total


def _small_run(options: DedupOptions, inputs: list[str], dask_client: Callable[[], Any] | None) -> DedupOptions:
    """The options of an ad hoc run with a temporary index over a small vertical: one process and few
    buckets.  Its wall time went to starting the workers, to 256 buckets' files (six each: written,
    fsynced, and deleted with the index) and to sending the buckets to the workers one by one: 5-6 s
    for 0.8 CPU-s on a busy machine.  The marks do not depend on the number of workers or buckets (a
    hash's first occurrence is the same in whichever bucket it is looked up), so the output is the
    same; a larger input, a ``--state`` index (whose buckets are fixed when it is created) and Dask are
    left as they are."""
    size = _vertical_bytes(inputs)
    if dask_client is not None or size >= SMALL_INPUT_BYTES:
        return options
    buckets = min(options.buckets, 1 << max(0, (max(1, size // _BUCKET_BYTES) - 1).bit_length()))
    log.debug(f"a small input (about {size} bytes of vertical): one process, a temporary index of {buckets} buckets")
    return dataclasses.replace(options, workers=1, buckets=buckets)


def dedup_files(settings: Settings, inputs: list[str], output: str, state: str | None = None,
                dask_client: Callable[[], Any] | None = None, shown: dict[str, str] | None = None) -> Job:
    """Ad hoc: ``inputs`` -> ``output`` (``.vert`` or ``.vert.xz``); the job with its counters.  ``shown``:
    the name given for an input read from a temporary copy (stdin), for messages."""
    from corpustools.dedup.mapper import mapper_for
    from corpustools.dedup.run import Job, dedup

    options = STAGE.options_of(settings.data)
    if not state:
        options = _small_run(options, list(inputs), dask_client)
    job = Job(list(inputs), Path(output), output, shown=dict(shown or {}))
    with mapper_for(_workers(options), dask_client) as mapper:
        if state:
            dedup([job], state, options, mapper)
        else:
            with tempfile.TemporaryDirectory(prefix="corpustools-dedup-") as tmp:
                dedup([job], tmp, options, mapper)
    return job


def record_file(totals: dict[str, Any], label: str, counters: dict[str, Any]) -> None:
    """A finished output's counters join its source's totals (files counted, seconds not)."""
    for key, value in counters.items():
        if key != "seconds" and isinstance(value, int | float):
            totals[key] = totals.get(key, 0) + value
    if not counters.get("failed:input"):
        totals["files"] = totals.get("files", 0) + 1


def failed(counters: dict[str, Any]) -> bool:
    """Exit status 1: an input that could not be read, cut short, or with a broken document left out."""
    return any(v for k, v in counters.items() if k.startswith("failed:"))


def dedup_workspace(settings: Settings, workspace: Any, dask_client: Callable[[], Any] | None = None
                    ) -> dict[str, dict[str, Any]]:
    """Every pending vertical (the previous stage's outputs) -> ``deduped/``, in one run; counters per
    source.  ``dask_client``: given by the Dask executor (the tasks then run on the cluster)."""
    from corpustools.dedup.mapper import mapper_for
    from corpustools.dedup.run import Job, dedup

    todo = pending(STAGE, workspace, settings)
    if not todo:
        log.info(nothing_to_do(STAGE, workspace, settings))
        return {}
    options = STAGE.options_of(settings.data)
    out_root = workspace.root / str(STAGE.writes)
    out_root.mkdir(parents=True, exist_ok=True)
    settings.write_effective(out_root)
    for folder in sorted({u.output.parent for u in todo}):
        remove_stale_temps(folder, recursive=False)
    made_with = {"threshold": options.threshold, "doc_threshold": options.doc_threshold, "remove": options.remove}
    _say_if_settings_changed(out_root, made_with, {u.output for u in todo})
    jobs = [Job([str(u.input)], u.output, f"{u.source}/{u.input.name}") for u in todo]
    workers = _workers(options)
    log.info(f"{len(jobs)} vertical(s) against the index in {workspace.state / STATE}, "
             f"{'Dask tasks' if dask_client else f'{workers} worker(s)'}")
    try:
        with mapper_for(workers, dask_client) as mapper:
            dedup(jobs, workspace.state / STATE, options, mapper)
    except OSError as exc:  # (a read-only or full disk): the other files' outputs were not written either
        raise CorpustoolsError(f"{os_problem(exc)}; nothing of this run is kept (the index and the {len(jobs)} "
                               f"output(s) are written together): the next run does it all again") from exc
    results: dict[str, dict[str, Any]] = {}
    for unit, job in zip(todo, jobs, strict=True):
        counters = dict(job.counters)
        if not job.failed:
            mark_done(unit.output, counters, made_with)
            log.info(f"{job.label}: {summary(counters)}")
        STAGE.add(results.setdefault(unit.source, {}), job.label, counters)
    return results
