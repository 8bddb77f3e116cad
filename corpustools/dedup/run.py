"""One dedup run: map -> sort -> merge -> mark, over any number of inputs and outputs.

* Pass 1 (map, in workers): every chunk of every input is hashed (:func:`chunk.map_chunk`); the parent
  numbers blocks and documents in input order and spills the occurrences by hash bucket.
  The per-block table goes to a file beside the spill; only a few numbers per document stay in memory.
* Pass 2 (sort -> merge, bucket by bucket): the run's occurrences are looked up in the persistent index
  (:mod:`corpustools.dedup.index`), whose bucket gets a new sorted run of what this run saw first; an
  occurrence is "seen earlier" when the smallest key of its hash is smaller than its own document's key,
  or when its document already had it in an earlier block.  Each bucket writes, sorted by block, the
  blocks with hashes seen earlier (and the votes for ``dup_of``).
* Pass 3 (decide and mark): window by window of whole chunks (within the memory setting), the blocks'
  counts are read back: a block is a duplicate when at least ``threshold`` of its n-grams were seen
  earlier, or (a short block) when it is one token edit from an earlier block; a document is a
  near-duplicate when ``dup_share`` (its tokens in duplicate blocks, two decimals) reaches
  ``doc_threshold``, and ``dup_of`` names the earlier document that holds most of its seen n-grams
  first.  Workers read the inputs again and write them with the marks (or without the duplicates), under
  a temporary name renamed into place when whole.

Marks depend only on the documents' keys and texts, never on the order of the inputs, the number of
workers, the executor or a rerun (a document is never its own earlier copy).
"""

from __future__ import annotations

import logging
import os
import time
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from corpustools.dedup.chunk import ChunkMap, ChunkMarks, map_chunk, mark_chunk, sound_part
from corpustools.dedup.decide import BLOCK, Decisions, merge_buckets
from corpustools.dedup.index import Index, Spill, distinct_keys
from corpustools.dedup.mapper import Mapper
from corpustools.dedup.parse import key_by_place
from corpustools.errors import InputError
from corpustools.log import progress_bar
from corpustools.vertical.chunks import checked_input, cut_short, encode_chunk, is_xz, iter_chunks
from corpustools.workspace import commit_temp, finished_empty, naming_writes, shown_name, temp_name

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class DedupOptions:
    """The ``dedup.*`` settings of a run (their defaults are in config.DEFAULTS only)."""

    ngram: int
    threshold: float
    doc_threshold: float
    remove: bool
    memory_mb: int
    buckets: int
    workers: int
    chunk_bytes: int
    xz_preset: int
    edit_min: int
    index_runs: int

    @classmethod
    def from_settings(cls, data: dict[str, Any]) -> DedupOptions:
        """Build from ``settings.data`` (the plain dict that crosses to worker processes)."""
        section = data["dedup"]
        return cls(**{name: section[name] for name in cls.__dataclass_fields__})


@dataclass
class Job:
    """Inputs deduplicated into one output (ad hoc: all inputs -> one file; workspace: one per file)."""

    inputs: list[str]
    output: Path
    label: str
    failed: bool = False
    counters: Counter = field(default_factory=Counter)
    shown: dict[str, str] = field(default_factory=dict)  # an input read from a copy (stdin): the name given

    def name(self, path: str) -> str:
        """``path`` as the user gave it, for messages: 'stdin', not the temporary copy dedup reads twice."""
        return self.shown.get(path, path)


@dataclass
class _Chunk:
    job: int
    first_line: int
    block_off: int
    blocks: int
    doc_off: int
    docs: int
    error: tuple[int, str] | None  # nothing of the chunk is written (a problem left after the broken parts)
    size: int = 0  # bytes of the vertical it holds (for the progress of pass 3)
    broken: bool = False  # parts left out (broken documents, lines outside any): pass 3 leaves them out too


class _Tables:
    """Pass 1's tables for the whole run, in input order: one row per block in a file beside the spill
    (read back window by window in pass 3), and per document its first block, key and id in memory."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._fh = open(folder / "blocks.bin", "wb")
        self.parts: dict[str, list[np.ndarray]] = {"first": [], "key": []}
        self.ids: list[str] = []
        self.blocks = 0
        self.docs = 0

    def add(self, m: ChunkMap) -> None:
        rows = np.empty(len(m.block_total), dtype=BLOCK)
        rows["total"], rows["local"], rows["tokens"], rows["edit"] = (m.block_total, m.block_local,
                                                                      m.block_tokens, m.block_edit)
        self._fh.write(rows.tobytes())
        first = np.searchsorted(m.block_doc, np.arange(len(m.doc_key))) + self.blocks
        self.parts["first"].append(first.astype(np.uint32))
        self.parts["key"].append(m.doc_key)
        self.ids.extend(m.doc_id)
        self.blocks += len(m.block_total)
        self.docs += len(m.doc_key)

    def close(self, index: Index, budget: int) -> tuple[np.ndarray, np.ndarray]:
        """The documents' first blocks and keys, one id per key (also saved for the bucket jobs)."""
        self._fh.close()
        first = np.concatenate(self.parts.pop("first") or [np.zeros(0, np.uint32)]).astype(np.uint32)
        key = np.concatenate(self.parts.pop("key") or [np.zeros(0, np.uint64)]).astype(np.uint64)
        key = distinct_keys(index, key, self.ids, budget)
        np.save(self.folder / "doc_first.npy", first)
        np.save(self.folder / "doc_key.npy", key)
        return first, key


def _chunks(job: Job, path: str, chunk_bytes: int, first_pass: bool = False) -> Iterator[tuple[bytes, int]]:
    """The chunks of one input, the same in both passes: an input cut short (a compressed stream that
    breaks off, a last document without ``</doc>``) ends with its last whole document, said in one line
    by the first pass (the document cut is in no count and not in the output)."""
    try:
        stream = checked_input(path, to_the_break=True)
    except OSError as exc:
        raise InputError(f"{job.name(path)}: cannot open: {exc.strerror or exc}") from exc
    except InputError as exc:  # not a vertical: named as given
        raise InputError(str(exc).replace(path, job.name(path), 1)) from exc
    stream.name = job.name(path)
    try:
        yield from iter_chunks(stream, chunk_bytes, whole=True)
        said = cut_short(stream)
        if said and first_pass:
            if not stream.whole and len(job.inputs) == 1:  # nothing of it to write: the job's one line
                raise InputError(said)
            log.error(said)
            job.counters["failed:cut"] += 1
    finally:
        stream.close()


def _bar(desc: str, total: int | None, unit: str) -> Any:
    """A progress bar of one pass on a terminal (None under -q or without one), as vert and tag show."""
    return progress_bar(desc=f"dedup: {desc}", total=total, unit=unit, unit_scale=unit == "B", leave=False)


def _pass1(jobs: list[Job], options: DedupOptions, mapper: Mapper, spill: Spill) -> tuple[_Tables, list[_Chunk]]:
    tables = _Tables(spill.folder)
    chunks: list[_Chunk] = []
    meta: deque[tuple[int, int, str, int]] = deque()
    ordinals: dict[str, int] = {}  # documents read so far per input (for those without an id)
    job_docs: dict[int, int] = {}  # documents hashed per job
    jobs_docless: dict[int, list[str]] = {}  # lines said of chunks without a document, per job
    read: list[tuple[int, str, bool]] = []  # (job, input, whether its reading said something) of each input read
    input_docs: Counter = Counter()  # documents hashed per (job, input)
    input_said: set[tuple[int, str]] = set()  # inputs with text left out or a chunk refused: said already
    sizes = [os.path.getsize(p) if p != "-" and os.path.isfile(p) and not is_xz(p) else None
             for job in jobs for p in job.inputs]  # a total only when the bytes read are the file's bytes
    bar = _bar("read", None if None in sizes else sum(s or 0 for s in sizes), "B")

    def work() -> Iterator[tuple[bytes, int]]:
        for j, job in enumerate(jobs):
            for path in job.inputs:
                cut = job.counters["failed:cut"]
                try:
                    for data, line in _chunks(job, path, options.chunk_bytes, first_pass=True):
                        meta.append((j, line, path, len(data)))
                        yield data, options.ngram, spill.index.bits, options.edit_min
                    read.append((j, path, job.counters["failed:cut"] > cut))
                except InputError as exc:
                    # (ad hoc, the job is named by its output: 'OUT is left out' read as if OUT were an input)
                    adhoc = job.label == str(job.output) or job.label == "-"
                    log.error(f"{exc}; " + (f"no output written ({'stdout' if job.label == '-' else job.label})"
                                            if adhoc else f"{job.label} is left out of this run"))
                    job.failed = True
                    job.counters["failed:input"] += 1

    try:
        for result in mapper.map(map_chunk, work()):
            j, line, path, size = meta.popleft()
            if bar is not None:
                bar.update(size)
            input_docs[j, path] += len(result.doc_key)
            if result.error or any(not part.warning for part in result.left_out):
                input_said.add((j, path))  # (structure lines alone left out, a -WARN line, say no text lost, not none found)
            for part in result.left_out:  # a broken document, lines outside any: one line each, left out
                if part.warning:  # structure lines around the documents: no text lost
                    log.warning(part.said(jobs[j].name(path), line))
                elif part.opened or len(result.doc_key):
                    log.error(part.said(jobs[j].name(path), line))
                    jobs[j].counters["failed:malformed"] += 1
                    jobs[j].counters["left_out:documents"] += bool(part.opened)
                else:
                    jobs_docless.setdefault(j, []).append(part.said(jobs[j].name(path), line))
            if result.error:
                at, message = result.error
                log.error(f"{jobs[j].name(path)}:{line + at - 1}: {message}; the chunk is left out")
                jobs[j].counters["failed:malformed"] += 1
                chunks.append(_Chunk(j, line, tables.blocks, 0, tables.docs, 0, result.error, size))
                continue
            chunks.append(_Chunk(j, line, tables.blocks, len(result.block_total), tables.docs, len(result.doc_key), None,
                                 size, bool(result.left_out)))
            job_docs[j] = job_docs.get(j, 0) + len(result.doc_key)
            placed = ordinals.get(path, 0)
            ordinals[path] = placed + len(result.doc_id)
            for d, ident in enumerate(result.doc_id):
                if not ident:  # no id: the document's place in its file tells it from the others, and its
                    # url (else that place, FILE#N) is what the dup_of of a later copy names
                    name = os.path.basename(path)
                    result.doc_key[d] = key_by_place(int(result.doc_key[d]), name, placed + d)
                    result.doc_id[d] = result.doc_url[d] or f"{shown_name(name)}#{placed + d + 1}"
            if tables.blocks + len(result.block_total) >= 1 << 31:
                raise InputError("more than 2 147 483 647 blocks in one run: run dedup on fewer files at a time")
            spill.add(result.occ_hash, result.occ_block + np.uint32(tables.blocks), result.occ_bounds)
            tables.add(result)
    finally:
        if bar is not None:
            bar.close()
    for j, said in jobs_docless.items():  # a chunk of lines outside any document: said unless the job has
        # no document at all (a vertical of <text> and <s>: its one line, 'no document in the input')
        for text in said if job_docs.get(j) else ():
            log.error(text)
            jobs[j].counters["failed:malformed"] += 1
    for j, path, said in read:
        if not (said or (j, path) in input_said or input_docs[j, path]):
            _one_yields_nothing(jobs[j], path, job_docs.get(j, 0))
    spill.flush()
    log.debug(f"map: {tables.blocks} blocks, {tables.docs} documents, {spill.spilled} n-grams to merge")
    return tables, chunks


def _one_yields_nothing(job: Job, path: str, job_docs: int) -> None:
    """One input of several into one output that holds no document (an empty ``.vert.gz``) is an error for
    that input, as in vert and tag: one line, ``failed:input`` (exit status 1), the others are
    deduplicated.  Not for an input vert finished empty (its marker says 0 documents), and not when no input
    of the job holds one: that is the job's one line, 'no document in the input' (:func:`_write`)."""
    if len(job.inputs) > 1 and job_docs and not finished_empty(path):
        log.error(f"{job.name(path)}: no document in the input; left out, the other inputs are deduplicated")
        job.counters["failed:input"] += 1


def _mark_job(data: bytes, marks: ChunkMarks | None, remove: bool, compress: bool, preset: int,
              broken: bool = False) -> tuple[bytes, Counter]:
    """Pass 3 in a worker: mark one chunk and encode it for the output (``broken``: without the parts
    pass 1 left out, as it read them; a chunk without marks: nothing of it)."""
    if marks is None:
        return b"", Counter()
    if broken:
        data = sound_part(data)[0]
    out, counters = mark_chunk(data, marks, remove)
    return (encode_chunk(out, compress, preset) if out else b""), counters


def dedup(jobs: list[Job], state: str | os.PathLike[str], options: DedupOptions, mapper: Mapper) -> list[Job]:
    """Run dedup over ``jobs`` with the persistent index in ``state``; each job's counters are filled in.

    A job whose input could not be read is marked ``failed`` and gets no output.
    """
    started = time.monotonic()
    memory = options.memory_mb << 20
    index = Index(state, options.ngram, options.buckets, options.edit_min, options.index_runs)
    with naming_writes(index.root):  # a write that failed names no file (a full disk): where dedup writes
        _dedup(jobs, index, options, mapper, memory)
    seconds = round(time.monotonic() - started, 3)
    for job in jobs:
        job.counters["seconds"] = seconds
    return jobs


def _dedup(jobs: list[Job], index: Index, options: DedupOptions, mapper: Mapper, memory: int) -> None:
    with index.locked():
        index.check()
        seq = index.next_run()
        spill = Spill(index, memory)
        try:
            tables, chunks = _pass1(jobs, options, mapper, spill)
            doc_first, doc_key = tables.close(index, memory // 4)
            bar = _bar("merge", index.buckets, "bucket")
            try:
                merged = merge_buckets(index, spill.folder, mapper, seq, max(1 << 24, memory // (8 * mapper.workers)),
                                       bar)
            finally:
                if bar is not None:
                    bar.close()
            log.debug(f"merge: {merged} occurrences into {index.buckets} buckets of {index.root}")
            index.add_docs(seq, doc_key, tables.ids, memory // 4)
            del doc_key, tables.ids
            decisions = Decisions(spill.folder, chunks, doc_first, index, options.threshold,
                                  options.doc_threshold, memory // 4)
            by_job: dict[int, list[int]] = {}
            for i, c in enumerate(chunks):
                by_job.setdefault(c.job, []).append(i)
            bar = _bar("write", sum(c.size for c in chunks if not jobs[c.job].failed), "B")
            try:
                for j, job in enumerate(jobs):
                    if not job.failed:
                        _write(job, by_job.get(j, []), options, mapper, decisions, bar)
            finally:
                if bar is not None:
                    bar.close()
        finally:
            spill.close()


def _write(job: Job, chunks: list[int], options: DedupOptions, mapper: Mapper, decisions: Decisions,
           bar: Any = None) -> None:
    """Pass 3 for one output: read its inputs again and write them marked, whole or not at all."""
    compress = is_xz(job.output)
    queue = deque(chunks)
    sizes: deque[int] = deque()

    def work() -> Iterator[tuple]:
        for path in job.inputs:
            for data, line in _chunks(job, path, options.chunk_bytes):
                i = queue.popleft()
                c = decisions.chunks[i]
                if c.first_line != line:
                    raise InputError(f"{job.name(path)}: changed while dedup ran (chunk at line {line}, was "
                                     f"{c.first_line})")
                sizes.append(len(data))
                if c.error or (c.broken and not c.docs):  # nothing of it to write
                    yield b"", None, options.remove, compress, options.xz_preset
                    continue
                yield data, decisions.marks(i), options.remove, compress, options.xz_preset, c.broken

    job.output.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(job.output)
    wrote = False
    with naming_writes(tmp):  # a full disk on write names no file: the output's
        try:
            with open(tmp, "wb") as fh:
                for payload, counters in mapper.map(_mark_job, work()):
                    if bar is not None:
                        bar.update(sizes.popleft())
                    if payload:
                        fh.write(payload)
                        wrote = True
                    job.counters.update(counters)
                if not wrote and compress:
                    fh.write(encode_chunk(b"", True, options.xz_preset))
            empty_by_vert = all(map(finished_empty, job.inputs))
            judged = job.counters.get("documents", 0) + job.counters.get("removed_documents", 0)  # with --remove
            # every document may be a duplicate: an empty output, said below (not 'no document in the input')
            if not judged and not empty_by_vert:
                broken = job.counters.get("left_out:documents")  # each said in its line above
                raise InputError(f"{', '.join(map(job.name, job.inputs))}: " + (
                    "no whole document in the input (the broken ones are left out)" if broken else
                    "no document in the input"))
            if empty_by_vert and not wrote:
                log.warning(f"{job.label}: the vertical holds no document (vert found no web page in its WARC); "
                            f"the output is empty as well")
            elif not wrote:
                log.warning(f"{job.label}: every document was a duplicate; the output is empty")
            commit_temp(tmp, job.output)
        except InputError as exc:
            log.error(f"{exc}; no output for {job.label}")
            job.failed = True
            job.counters["failed:input"] += 1
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
