"""The ``tag`` stage: a vertical in, the same vertical with ``word<TAB>lemma<TAB>tag`` token lines out.

Three ways in, one code path:

* :func:`tag_shard` (the shard contract, used by Dask and big-brother): one input -> one output in this
  process, temporary name -> rename -> completion marker, returns counters.
* :func:`tag_workspace`: ``verts/<source>/*.vert.xz`` -> ``tagged/<source>/<stem>.vert.xz``, skipping
  outputs that are done, with ``tag.workers`` processes.
* :func:`tag_files`: ad-hoc ``-i FILE... -o FILE`` (``-`` = stdin/stdout).

Parallelism: the input is cut into chunks of whole documents by a fixed rule (vertical/chunks.py); a pool of
forked workers tags (and, for ``.xz``, compresses) the chunks, and the parent writes the results in
input order, so the output is byte-identical for any number of workers.  The models are loaded in the
parent *before* the pool forks, so every worker shares their memory and nothing is pickled but bytes
and plain options; a worker loads them itself only where fork is unavailable.  A worker that dies
breaks the pool (``BrokenProcessPool``), which fails that file cleanly instead of hanging the run.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import time
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from corpustools.config import Settings, cpu_workers
from corpustools.errors import InputError, ModelError, left_out
from corpustools.stages import nothing_to_do, pending
from corpustools.stopping import die_with_parent
from corpustools.tag.registry import HOW_TO_GET_MODELS, TagOptions, model_set
from corpustools.tag.tagger import holds_documents, tag_chunk
from corpustools.vertical.chunks import (
    checked_input,
    cut_short,
    empty_output,
    encode_chunk,
    input_name,
    is_xz,
    iter_chunks,
)
from corpustools.workspace import (
    MARKER_SUFFIX,
    atomic_write,
    finished_empty,
    made_otherwise,
    mark_done,
    os_problem,
    remove_stale_temps,
    stdout_bytes,
)

log = logging.getLogger(__name__)

MAX_ERRORS_PER_FILE = 20  # malformed-line messages logged per file; the rest are counted


def check_models(options: TagOptions) -> None:
    """Load every configured model in this process, or raise :class:`ModelError` (before any output)."""
    if not options.model_paths():
        raise ModelError(f"no MorphoDiTa model configured; {HOW_TO_GET_MODELS}")
    model_set(options)


def _run_chunk(data: bytes, first_line: int, name: str, options: TagOptions, compress: bool,
               preset: int, documents: bool) -> tuple[bytes, dict[str, int], list[str], bool, list[str]]:
    """One unit of work in a worker: tag a chunk and encode it for the output file."""
    result = tag_chunk(data, first_line, name, model_set(options), documents=documents)
    has_content = bool(result.data)
    payload = encode_chunk(result.data, compress, preset) if has_content else b""
    return payload, dict(result.counters), result.errors, has_content, result.warnings


def _fork_context() -> Any:
    if sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return None


class ChunkRunner:
    """Runs chunk jobs in this process (one worker) or in a pool of forked workers, in input order."""

    def __init__(self, workers: int, options: TagOptions) -> None:
        self.workers = max(1, workers)
        self.options = options
        self._pool: ProcessPoolExecutor | None = None
        check_models(options)  # in the parent, before forking: the workers inherit the loaded models
        if self.workers > 1:
            self._get_pool()  # fork now, while this process has no other threads (progress bar, pool manager)

    def _start(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(self.workers, mp_context=_fork_context(), initializer=die_with_parent,
                                   initargs=(os.getpid(),))  # no orphan after a kill -9 of this process
        pool.submit(os.getpid).result()  # with fork, the first submit starts every worker at once
        return pool

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = self._start()
        return self._pool

    def run(self, jobs: Iterable[tuple]) -> Iterator[tuple[bytes, dict[str, int], list[str], bool, list[str]]]:
        if self.workers == 1:
            for job in jobs:
                yield _run_chunk(*job)
            return
        pool = self._get_pool()
        pending: deque[Future] = deque()
        try:
            for job in jobs:
                pending.append(pool.submit(_run_chunk, *job))
                while len(pending) >= 2 * self.workers:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        finally:
            for future in pending:
                future.cancel()

    def reset(self) -> None:
        """Drop a broken pool; the next file gets a fresh one."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class _Progress:
    """A tqdm bar of tokens on a terminal; nothing otherwise."""

    def __init__(self, label: str) -> None:
        from corpustools.log import progress_bar

        self.bar = progress_bar(desc=label, unit="tok", unit_scale=True, leave=False)

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _tag_stream(runner: ChunkRunner, input_path: str, out: Any, compress: bool, preset: int,
                chunk_bytes: int, label: str) -> tuple[Counter, bool]:
    """Tag one input into the open binary file ``out``; returns (counters, whether anything was written)."""
    counters: Counter = Counter()
    wrote = False
    shown = 0
    progress = _Progress(label)
    try:
        stream = checked_input(input_path, one_column=True, to_the_break=True)
    except OSError as exc:
        raise NotTaken(f"{label}: cannot open: {exc.strerror or exc}") from exc
    except InputError as exc:  # not a vertical, tagged already, unreadable from its first bytes
        raise NotTaken(str(exc).replace(input_path, label, 1) if input_path == "-" else str(exc)) from exc
    if input_path == "-":
        stream.name = label  # 'stdin' in the line of an input cut short, as dedup names it
    try:
        jobs = _jobs(iter_chunks(stream, chunk_bytes, whole=True), label, runner.options, compress, preset)
        for payload, chunk_counters, errors, has_content, warnings in runner.run(jobs):
            for message in warnings:  # structure lines around the documents: left out, no text lost
                log.warning(message)
            if has_content:
                out.write(payload)
                wrote = True
            counters.update(chunk_counters)
            progress.update(chunk_counters.get("tokens", 0))
            for message in errors:
                shown += 1
                if shown <= MAX_ERRORS_PER_FILE:
                    log.error(message)
        said = cut_short(stream)  # read up to where it ends: the document cut is in no count
        if said and not stream.whole and not wrote:  # nothing of it: refused as a whole, in one line
            raise NotTaken(said)
        if said:
            log.error(said)
            counters["failed:cut"] += 1
    finally:
        progress.close()
        stream.close()
    if shown > MAX_ERRORS_PER_FILE:
        log.error(f"{label}: {shown - MAX_ERRORS_PER_FILE} more malformed lines not shown "
                  f"({counters['failed:malformed']} problems in all)")
    return counters, wrote


def _jobs(chunks: Iterator[tuple[bytes, int]], label: str, options: TagOptions, compress: bool,
          preset: int) -> Iterator[tuple]:
    """The chunk jobs of one input.  Whether it is a vertical of documents is decided once, from its first
    chunk (:func:`~corpustools.tag.tagger.holds_documents`), and goes with every chunk: a later chunk
    (``</corpus>`` after the last document) is read as its input is, whatever it holds itself."""
    documents = None
    for data, line in chunks:
        if documents is None:
            documents = holds_documents(data)
        yield data, line, label, options, compress, preset, documents


def _tag_to_path(runner: ChunkRunner, inputs: list[str], output: Path, preset: int, chunk_bytes: int,
                 label_of: Any = None) -> Counter:
    """Tag ``inputs`` into ``output`` under a temporary name; rename it into place when complete."""
    compress = is_xz(output)
    with atomic_write(output, "wb") as fh:  # NoDocuments: atomic_write removes its temporary file, no output
        counters, wrote = _tag_inputs(runner, inputs, fh, compress, preset, chunk_bytes, label_of or input_name)
        if not wrote:
            fh.write(empty_output(compress, preset))
    return counters


def _tag_inputs(runner: ChunkRunner, inputs: list[str], out: Any, compress: bool, preset: int, chunk_bytes: int,
                label_of: Any) -> tuple[Counter, bool]:
    """Tag ``inputs`` in order into ``out`` (a file or stdout): the counters and whether anything was
    written.  An input refused is left out with its line; one that yields nothing is said once the others
    are tagged; none yielding anything is the run's NoDocuments."""
    counters: Counter = Counter()
    wrote = False
    empty: list[str] = []  # the inputs of several that yield nothing, said once the others are tagged
    for path in inputs:
        try:
            file_counters, file_wrote = _tag_stream(runner, path, out, compress, preset, chunk_bytes, label_of(path))
        except NotTaken as exc:
            _left_out(exc, inputs, counters)
            continue
        if _one_yields_nothing(file_counters, path, inputs):
            empty.append(label_of(path))
        counters.update(file_counters)
        wrote = wrote or file_wrote
    if _yields_nothing(counters, inputs):
        raise NoDocuments(f"{', '.join(map(label_of, inputs))}: NO DOCUMENTS: the input holds no document to tag")
    _say_empty(empty, counters)
    return counters, wrote


class NotTaken(InputError):
    """An input refused or unreadable before anything of it was written (cannot be opened, not a vertical):
    left out with its line when others are tagged into the same output."""


def _left_out(exc: NotTaken, inputs: list[str], counters: Counter) -> None:
    """One input of several is no vertical or cannot be read (:func:`~corpustools.errors.left_out`)."""
    left_out(exc, inputs, log, "tagged")
    counters["failed:input"] += 1


class NoDocuments(InputError):
    """An input that yields no tagged document: an error, never an empty file marked done."""


def _yields_nothing(counters: dict[str, Any], inputs: list[str]) -> bool:
    return not (counters.get("documents") or counters.get("tokens")) and not all(map(finished_empty, inputs))


def _one_yields_nothing(counters: Counter, path: str, inputs: list[str]) -> bool:
    """Whether one input of several yields no document (an empty ``.vert.gz``) with nothing said of it (a
    broken document, a cut: their lines say it): an error for that input, as in vert (:func:`_say_empty`).
    Alone, it is the run's NO DOCUMENTS error."""
    return len(inputs) > 1 and _yields_nothing(counters, [path]) and not failed(counters)


def _say_empty(empty: list[str], counters: Counter) -> None:
    """The line of each input that yielded nothing, ``failed:input`` (exit status 1), once the others have
    given documents (as vert says them); when none has, the run's one NO DOCUMENTS line says it all."""
    for label in empty:
        log.error(f"{label}: NO DOCUMENTS: the input holds no document to tag; left out, the other inputs are tagged")
        counters["failed:input"] += 1


def _finish(counters: Counter, started: float) -> dict[str, int | float]:
    result: dict[str, int | float] = dict(counters)
    result["seconds"] = round(time.monotonic() - started, 3)
    return result


def _summary(counters: dict[str, Any]) -> str:
    seconds = float(counters.get("seconds", 0)) or 1e-9
    tokens = int(counters.get("tokens", 0))
    text = f"{counters.get('documents', 0)} documents, {tokens} tokens, {seconds:.1f} s ({tokens / seconds:,.0f} tokens/s)"
    untagged = sum(v for k, v in counters.items() if k.startswith("no_model:"))
    if untagged:
        langs = ", ".join(f"{k[9:]}: {v}" for k, v in sorted(counters.items()) if k.startswith("no_model:"))
        text += f"; {untagged} tokens without a model ({langs}) got the placeholder tag"
    if counters.get("failed:malformed"):
        # a bad line outside any document (a blank line between two) costs only itself: say which it was
        dropped = int(counters.get("left_out:documents", 0))
        text += f"; {counters['failed:malformed']} malformed lines, " + (
            f"{dropped} document{'s' if dropped != 1 else ''} left out" if dropped else "no document left out")
    if counters.get("failed:cut"):
        cut = int(counters["failed:cut"])
        text += f"; {cut} input{'s' if cut > 1 else ''} cut short (the document cut left out)"
    return text


def record_file(totals: dict[str, Any], label: str, counters: dict[str, Any]) -> None:
    """Add a tagged file's counters to its source's totals and log its summary line (files counted,
    seconds not); a file that could not be read counts as ``failed:input`` only, and one whose worker or
    task was lost (``failed:worker``: a Dask task that failed, said in its -ERR line, its output not
    written) as that only: it was logged '0 documents' and counted among the files tagged."""
    if counters.get("failed:input") and not counters.get("documents"):
        totals["failed:input"] = totals.get("failed:input", 0) + counters["failed:input"]
        return
    if counters.get("failed:worker") and "documents" not in counters:
        totals["failed:worker"] = totals.get("failed:worker", 0) + counters["failed:worker"]
        return
    log.info(f"{label}: {_summary(counters)}")
    for key, value in counters.items():
        if key != "seconds":
            totals[key] = totals.get(key, 0) + value
    totals["files"] = totals.get("files", 0) + 1


def failed(counters: dict[str, Any]) -> bool:
    """Exit status 1: any failure (a malformed line, an unreadable input, a lost worker)."""
    return any(v for k, v in counters.items() if k.startswith("failed:"))


def check_configured(settings: Settings) -> None:
    """Before any task on a cluster: a model must be configured (the workers load the models)."""
    options = TagOptions.from_settings(settings.data)
    if not options.model_paths():
        raise ModelError(f"no MorphoDiTa model configured; {HOW_TO_GET_MODELS}")
    log.info(f"models (loaded by the Dask workers): {options.describe()}")


def tag_shard(settings_data: dict[str, Any], input_path: str, output_path: str) -> dict[str, int | float]:
    """One input vertical -> one tagged vertical in this process; writes the completion marker.

    Models are loaded once per process and reused by every later shard in it.  Raises
    :class:`ModelError` when a model is missing (nothing is written); an unreadable input is logged
    and returned as ``failed:input`` with no output and no marker.
    """
    started = time.monotonic()
    options = TagOptions.from_settings(settings_data)
    tag = settings_data["tag"]
    runner = ChunkRunner(1, options)
    output = Path(output_path)
    try:
        counters = _tag_to_path(runner, [str(input_path)], output, int(tag["xz_preset"]),
                                int(tag["chunk_bytes"]), label_of=lambda p: str(p))
    except InputError as exc:
        log.error(str(exc))
        return {"failed:input": 1, "seconds": round(time.monotonic() - started, 3)}
    result = _finish(counters, started)
    mark_done(output, result, _made_with(options))
    return result


def _file_job(options: TagOptions, input_path: str, output: str, preset: int, chunk_bytes: int,
              label: str) -> tuple[dict[str, int | float] | None, str | None, str]:
    """One whole vertical in a pool worker (workspace mode with many files): (counters, error, the counter
    of the error: ``failed:input`` unreadable, ``failed:output`` not written)."""
    started = time.monotonic()
    try:
        counters = _tag_to_path(ChunkRunner(1, options), [input_path], Path(output), preset, chunk_bytes,
                                label_of=lambda p: label)
        result = _finish(counters, started)
        mark_done(output, result, _made_with(options))
    except InputError as exc:
        return None, str(exc), "failed:input"
    except OSError as exc:  # its output cannot be written (a read-only or full disk): the other files go on
        return None, f"{label}: {os_problem(exc, output)}", "failed:output"
    return result, None, ""


def _made_with(options: TagOptions) -> dict[str, Any]:
    """What a tagged file's marker keeps of its run: the models and the options that change the columns, so
    a later run can tell they changed."""
    return {"models": options.describe(), "placeholder_tag": options.placeholder_tag, "raw_lemma": options.raw_lemma,
            "guesser": options.guesser}


def _say_if_models_changed(tagged: Path, options: TagOptions, todo: set[Path]) -> None:
    """One warning when the models (or the options that change the columns) are not those that tagged the
    newest file tagged before: a corpus growing day after day would otherwise hold files tagged two ways
    (the test model, or none for a language, then the official ones) with nothing saying so; the files
    tagged before are kept, as they are done."""
    now = _made_with(options)
    found = made_otherwise(tagged, now, todo)
    if found is None:
        return
    newest, before, changed = found
    what = "the models are" if changed == ["models"] else "the models and options are" if "models" in changed \
        else "the options are"
    differences = "; ".join(f"{before[k]}; now {now[k]}" if k == "models" else f"tag.{k} was {before[k]}, now {now[k]}"
                            for k in changed)
    log.warning(f"{what} not those that tagged {newest.parent.name}/{newest.name}, the newest file tagged before "
                f"({differences}): the files tagged before keep their tags; to tag them again, delete them and "
                f"their {MARKER_SUFFIX} markers from tagged/")


def _died(label: str) -> str:
    return (f"{label}: a tagging worker died (killed or crashed); no output written, the file will be tried "
            f"again on the next run")


def tag_workspace(settings: Settings, workspace: Any) -> dict[str, dict[str, int | float]]:
    """Tag every vertical in ``verts/`` that has no finished output in ``tagged/`` yet.

    With many files, each worker tags whole files; with few, the workers share each file's chunks.
    Either way a file's bytes are the same (same chunks, same per-chunk compression).
    """
    options = TagOptions.from_settings(settings.data)
    tag = settings.data["tag"]
    preset, chunk_bytes = int(tag["xz_preset"]), int(tag["chunk_bytes"])
    todo = [(u.source, u.input, u.output) for u in pending("tag", workspace, settings)]
    results: dict[str, dict[str, Any]] = {}
    if not todo:
        log.info(nothing_to_do("tag", workspace, settings))
        return {}
    workers = min(cpu_workers(int(tag["workers"])), 64)
    runner = ChunkRunner(workers, options)  # loads the models: a ModelError stops before any output
    log.info(f"tagging {len(todo)} verticals with {workers} worker(s); models: {options.describe()}")
    _say_if_models_changed(workspace.tagged, options, {o for _, _, o in todo})
    workspace.tagged.mkdir(parents=True, exist_ok=True)
    settings.write_effective(workspace.tagged)
    for folder in sorted({o.parent for _, _, o in todo}):
        remove_stale_temps(folder, recursive=False)

    def record(source: str, label: str, result: dict[str, Any] | None, error: str | None,
               key: str = "failed:input") -> None:
        totals = results.setdefault(source, {})
        if error is not None:
            log.error(error)
            totals[key] = totals.get(key, 0) + 1
            return
        assert result is not None
        record_file(totals, label, result)

    try:
        if workers > 1 and len(todo) >= 2 * workers:
            _workspace_by_file(runner, todo, preset, chunk_bytes, record)
        else:
            for source, input_path, output in todo:
                started = time.monotonic()
                label = f"{source}/{input_path.name}"
                try:
                    counters = _tag_to_path(runner, [str(input_path)], output, preset, chunk_bytes,
                                            label_of=lambda p, label=label: label)
                    result = _finish(counters, started)
                    mark_done(output, result, _made_with(options))
                except InputError as exc:
                    record(source, label, None, str(exc))
                    continue
                except BrokenProcessPool:
                    runner.reset()
                    record(source, label, None, _died(label), "failed:worker")
                    continue
                except OSError as exc:  # its output cannot be written: one line, and the other files go on
                    record(source, label, None, f"{label}: {os_problem(exc, output)}", "failed:output")
                    continue
                record(source, label, result, None)
    finally:
        runner.close()
    return results


def _workspace_by_file(runner: ChunkRunner, todo: list[tuple[str, Path, Path]], preset: int,
                       chunk_bytes: int, record: Any) -> None:
    queue = list(todo)
    in_flight: dict[Future, tuple[str, str]] = {}
    while queue or in_flight:
        pool = runner._get_pool()
        while queue and len(in_flight) < 2 * runner.workers:
            source, input_path, output = queue.pop(0)
            label = f"{source}/{input_path.name}"
            future = pool.submit(_file_job, runner.options, str(input_path), str(output), preset, chunk_bytes,
                                 label)
            in_flight[future] = (source, label)
        done, _ = wait(in_flight, return_when=FIRST_COMPLETED)
        broken = False
        for future in done:
            source, label = in_flight.pop(future)
            try:
                result, error, key = future.result()
            except BrokenProcessPool:
                broken = True
                record(source, label, None, _died(label), "failed:worker")
                continue
            record(source, label, result, error, key or "failed:input")
        if broken:  # every file still in the broken pool is lost for this run
            for source, label in in_flight.values():
                record(source, label, None, _died(label), "failed:worker")
            in_flight.clear()
            runner.reset()


def tag_files(settings: Settings, inputs: list[str], output: str | None) -> dict[str, int | float]:
    """Ad hoc: tag ``inputs`` (``-`` = stdin) in order into ``output`` (None or ``-`` = stdout)."""
    started = time.monotonic()
    options = TagOptions.from_settings(settings.data)
    tag = settings.data["tag"]
    workers = min(cpu_workers(int(tag["workers"])), 64)
    runner = ChunkRunner(workers, options)  # loads the models before any output exists
    preset, chunk_bytes = int(tag["xz_preset"]), int(tag["chunk_bytes"])
    try:
        if output and output != "-":
            counters = _tag_to_path(runner, inputs, Path(output), preset, chunk_bytes)
        else:
            sink = stdout_bytes()
            try:
                counters, _ = _tag_inputs(runner, inputs, sink, False, preset, chunk_bytes, input_name)
            finally:
                sink.flush()
    finally:
        runner.close()
    return _finish(counters, started)
