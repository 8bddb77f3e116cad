"""One dedup run: map -> sort -> merge -> mark, over any number of inputs and outputs.

* Pass 1 (map, in workers): every chunk of every input is hashed (:func:`chunk.map_chunk`); the parent
  numbers blocks and documents in input order and spills the occurrences by hash bucket.
* Pass 2 (sort -> merge, bucket by bucket): the run's occurrences are merged with the persistent index
  (:mod:`corpustools.dedup.index`); an occurrence is "seen earlier" when the smallest key of its hash is
  smaller than its own document's key, or when its document already had it in an earlier block.  A block
  is a duplicate when at least ``threshold`` of its n-grams were seen earlier; a document is a
  near-duplicate when ``dup_share`` (its tokens in duplicate blocks, two decimals) reaches
  ``doc_threshold``, and ``dup_of`` names the earlier document that holds most of its seen n-grams first.
* Pass 3 (mark, in workers): the inputs are read again and written with the marks (or without the
  duplicates), under a temporary name renamed into place when whole.

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

from corpustools.dedup.chunk import ChunkMap, ChunkMarks, map_chunk, mark_chunk
from corpustools.dedup.index import Index, Spill, merge_bucket, read_bucket
from corpustools.dedup.mapper import Mapper
from corpustools.errors import InputError
from corpustools.vertical.chunks import checked_input, encode_chunk, is_xz, iter_chunks
from corpustools.workspace import commit_temp, temp_name

log = logging.getLogger(__name__)

_PAIR = np.dtype([("d", "<u4"), ("k", "<u8"), ("c", "<u4")])
_VOTE_STRIDE = 1024  # every 1024th vote's document is kept in memory to find a range of documents


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


@dataclass
class _Chunk:
    job: int
    first_line: int
    block_off: int
    blocks: int
    doc_off: int
    docs: int
    error: tuple[int, str] | None


class _Tables:
    """Pass 1's tables for the whole run: one entry per block and per document, in input order."""

    def __init__(self) -> None:
        self.parts: dict[str, list[np.ndarray]] = {k: [] for k in ("total", "local", "tokens", "doc", "key")}
        self.ids: list[str] = []
        self.blocks = 0
        self.docs = 0

    def add(self, m: ChunkMap) -> None:
        self.parts["total"].append(m.block_total)
        self.parts["local"].append(m.block_local)
        self.parts["tokens"].append(m.block_tokens)
        self.parts["doc"].append(m.block_doc + np.uint32(self.docs))
        self.parts["key"].append(m.doc_key)
        self.ids.extend(m.doc_id)
        self.blocks += len(m.block_total)
        self.docs += len(m.doc_key)

    def array(self, name: str, dtype: Any) -> np.ndarray:
        """One table for the whole run (its per-chunk parts are freed)."""
        parts = self.parts.pop(name)
        return np.concatenate(parts).astype(dtype, copy=False) if parts else np.zeros(0, dtype=dtype)


def _chunks(job: Job, path: str, chunk_bytes: int) -> Iterator[tuple[bytes, int]]:
    try:
        stream = checked_input(path)
    except OSError as exc:
        raise InputError(f"{path}: cannot open: {exc.strerror or exc}") from exc
    try:
        yield from iter_chunks(stream, chunk_bytes)
    finally:
        stream.close()


def _pass1(jobs: list[Job], options: DedupOptions, mapper: Mapper, spill: Spill) -> tuple[_Tables, list[_Chunk]]:
    tables = _Tables()
    chunks: list[_Chunk] = []
    meta: deque[tuple[int, int, str]] = deque()

    def work() -> Iterator[tuple[bytes, int]]:
        for j, job in enumerate(jobs):
            for path in job.inputs:
                try:
                    for data, line in _chunks(job, path, options.chunk_bytes):
                        meta.append((j, line, path))
                        yield data, options.ngram, spill.index.bits
                except InputError as exc:
                    log.error(f"{exc}; {job.label} is left out of this run")
                    job.failed = True
                    job.counters["failed:input"] += 1

    for result in mapper.map(map_chunk, work()):
        j, line, path = meta.popleft()
        if result.error:
            at, message = result.error
            log.error(f"{path}:{line + at - 1}: {message}; the chunk is copied without marks")
            jobs[j].counters["failed:malformed"] += 1
            chunks.append(_Chunk(j, line, tables.blocks, 0, tables.docs, 0, result.error))
            continue
        chunks.append(_Chunk(j, line, tables.blocks, len(result.block_total), tables.docs, len(result.doc_key), None))
        if tables.blocks + len(result.block_total) >= 1 << 32:
            raise InputError("more than 4 294 967 295 blocks in one run: run dedup on fewer files at a time")
        spill.add(result.occ_hash, result.occ_block + np.uint32(tables.blocks), result.occ_bounds)
        tables.add(result)
    spill.flush()
    log.debug(f"map: {tables.blocks} blocks, {tables.docs} documents, {spill.spilled} n-grams to merge")
    return tables, chunks


def _reduce_pairs(d: np.ndarray, k: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Rows (document, first key, count) with equal (document, key) summed."""
    out = np.empty(0, dtype=_PAIR)
    if not len(d):
        return out
    order = np.lexsort((k, d))
    d, k, c = d[order], k[order], c[order]
    start = np.ones(len(d), dtype=bool)
    start[1:] = (d[1:] != d[:-1]) | (k[1:] != k[:-1])
    idx = np.flatnonzero(start)
    out = np.empty(len(idx), dtype=_PAIR)
    out["d"], out["k"], out["c"] = d[idx], k[idx], np.add.reduceat(c, idx)
    return out


def _bucket_job(root: str, ngram: int, buckets: int, folder: str, bucket: int) -> tuple[np.ndarray, np.ndarray]:
    """Sort -> merge of one bucket (in a worker): the index bucket rewritten with the run's minimum keys;
    returns the blocks with n-grams seen earlier and how many, and writes the (document, first key)
    votes for ``dup_of`` beside the spill."""
    h, blk = read_bucket(Path(folder), bucket)
    if not len(h):
        return np.zeros(0, dtype=np.uint32), np.zeros(0, dtype=np.uint32)
    index = Index(root, ngram, buckets)
    doc = np.load(Path(folder) / "block_doc.npy", mmap_mode="r")[blk]
    key = np.load(Path(folder) / "doc_key.npy", mmap_mode="r")[doc]
    old_h, old_k = index.load(bucket)
    new_h, new_k, first = merge_bucket(old_h, old_k, h, key)
    index.save(bucket, new_h, new_k)
    seen = first < key
    votes = _reduce_pairs(doc[seen], first[seen], np.ones(int(seen.sum()), dtype=np.uint32))
    votes.tofile(Path(folder) / f"{bucket:04x}.pairs")
    np.save(Path(folder) / f"{bucket:04x}.pidx.npy", votes["d"][::_VOTE_STRIDE])  # sparse index by document
    blocks, counts = np.unique(blk[seen], return_counts=True)
    return blocks.astype(np.uint32), counts.astype(np.uint32)


def _pass2(index: Index, spill: Spill, block_doc: np.ndarray, doc_key: np.ndarray, blocks: int,
           mapper: Mapper) -> np.ndarray:
    """Merge the run into the index, bucket by bucket in the workers; n-grams seen earlier per block."""
    np.save(spill.folder / "block_doc.npy", block_doc)
    np.save(spill.folder / "doc_key.npy", doc_key)
    seen_per_block = np.zeros(blocks, dtype=np.uint32)
    jobs = ((str(index.root), index.ngram, index.buckets, str(spill.folder), b) for b in range(index.buckets))
    for found, counts in mapper.map(_bucket_job, jobs):
        seen_per_block[found] += counts  # blocks are unique within one bucket's answer
    return seen_per_block


def _first_copies(spill: Spill, near: np.ndarray, run_keys: np.ndarray, run_ids: np.ndarray,
                  index: Index, memory_bytes: int) -> list[str]:
    """``dup_of`` per document: the id of the earlier document holding most of its seen n-grams first.

    The votes of each bucket are on disk sorted by document, with a sparse index; they are read for one
    range of documents at a time, so memory stays within the setting (no file is mapped: mapped pages
    would count as resident)."""
    out = [""] * len(near)
    if not near.any():
        return out
    files = [(p, p.stat().st_size // _PAIR.itemsize, np.load(p.with_name(p.name[:-6] + ".pidx.npy")))
             for p in sorted(spill.folder.glob("*.pairs")) if p.stat().st_size]
    total = sum(n for _, n, _ in files)
    if not total:
        return out
    step = max(1, int(len(near) * (memory_bytes // 4 // _PAIR.itemsize) / total))
    for lo in range(0, len(near), step):
        hi = min(len(near), lo + step)
        if not near[lo:hi].any():
            continue
        parts = []
        for path, count, sparse in files:  # votes sorted by document: read only the rows that may be in range
            first = max(0, int(np.searchsorted(sparse, lo, "left")) - 1) * _VOTE_STRIDE
            last = min(count, int(np.searchsorted(sparse, hi, "left")) * _VOTE_STRIDE)
            if first < last:
                rows = np.fromfile(path, dtype=_PAIR, count=last - first, offset=first * _PAIR.itemsize)
                rows = rows[(rows["d"] >= lo) & (rows["d"] < hi)]
                parts.append(rows[near[rows["d"]]])
        rows = np.concatenate(parts) if parts else np.empty(0, dtype=_PAIR)
        rows = _reduce_pairs(rows["d"], rows["k"], rows["c"])
        if not len(rows):
            continue
        order = np.lexsort((rows["k"], -rows["c"].astype(np.int64), rows["d"]))  # most votes, then earliest
        rows = rows[order]
        best = rows[np.r_[True, rows["d"][1:] != rows["d"][:-1]]]
        for d, name in zip(best["d"].tolist(), _ids_of(best["k"], run_keys, run_ids, index), strict=True):
            out[d] = name
    del files
    return out


def _ids_of(keys: np.ndarray, run_keys: np.ndarray, run_ids: np.ndarray, index: Index) -> list[str]:
    names = [""] * len(keys)
    for table_keys, table_ids in ((run_keys, run_ids), index.load_docs()):
        order = np.argsort(table_keys, kind="stable")
        sk = table_keys[order]
        pos = np.searchsorted(sk, keys)
        for i, p in enumerate(pos.tolist()):
            if not names[i] and p < len(sk) and sk[p] == keys[i]:
                names[i] = str(table_ids[order[p]])
    return names


def _mark_job(data: bytes, marks: ChunkMarks | None, remove: bool, compress: bool, preset: int) -> tuple[bytes, Counter]:
    """Pass 3 in a worker: mark one chunk and encode it for the output (a chunk left unmarked: as is)."""
    if marks is None:
        return encode_chunk(data, compress, preset), Counter()
    out, counters = mark_chunk(data, marks, remove)
    return (encode_chunk(out, compress, preset) if out else b""), counters


def dedup(jobs: list[Job], state: str | os.PathLike[str], options: DedupOptions, mapper: Mapper) -> list[Job]:
    """Run dedup over ``jobs`` with the persistent index in ``state``; each job's counters are filled in.

    A job whose input could not be read is marked ``failed`` and gets no output.
    """
    started = time.monotonic()
    index = Index(state, options.ngram, options.buckets)
    with index.locked():
        index.check()
        spill = Spill(index, options.memory_mb << 20)
        try:
            tables, chunks = _pass1(jobs, options, mapper, spill)
            block_doc = tables.array("doc", np.uint32)
            doc_key = tables.array("key", np.uint64)
            seen = _pass2(index, spill, block_doc, doc_key, tables.blocks, mapper)
            seen += tables.array("local", np.uint32)
            total = tables.array("total", np.uint32)
            dup = (total > 0) & (seen >= options.threshold * total - 1e-9)
            del total, seen
            tokens = tables.array("tokens", np.uint32)
            doc_tokens = np.bincount(block_doc, weights=tokens, minlength=tables.docs).astype(np.int64)
            doc_dup = np.bincount(block_doc[dup], weights=tokens[dup], minlength=tables.docs).astype(np.int64)
            pct = np.where(doc_tokens > 0, (200 * doc_dup + doc_tokens) // np.maximum(2 * doc_tokens, 1), 0)
            del tokens, doc_tokens, doc_dup
            near = pct >= round(options.doc_threshold * 100)
            run_ids = np.array(tables.ids, dtype=str) if tables.ids else np.zeros(0, dtype="U1")
            dup_of = _first_copies(spill, near, doc_key, run_ids, index, options.memory_mb << 20)
            if tables.docs:
                index.add_docs(doc_key, run_ids)
        finally:
            spill.close()
    shares = [f"{p / 100:.2f}" for p in pct.tolist()]
    by_job: dict[int, list[_Chunk]] = {}
    for c in chunks:
        by_job.setdefault(c.job, []).append(c)
    for j, job in enumerate(jobs):
        if job.failed:
            continue
        _write(job, by_job.get(j, []), options, mapper, dup, shares, dup_of, near)
    seconds = round(time.monotonic() - started, 3)
    for job in jobs:
        job.counters["seconds"] = seconds
    return jobs


def _write(job: Job, chunks: list[_Chunk], options: DedupOptions, mapper: Mapper, dup: np.ndarray,
           shares: list[str], dup_of: list[str], near: np.ndarray) -> None:
    """Pass 3 for one output: read its inputs again and write them marked, whole or not at all."""
    compress = is_xz(job.output)
    queue = deque(chunks)

    def work() -> Iterator[tuple]:
        for path in job.inputs:
            for data, line in _chunks(job, path, options.chunk_bytes):
                c = queue.popleft()
                if c.first_line != line:
                    raise InputError(f"{path}: changed while dedup ran (chunk at line {line}, was {c.first_line})")
                if c.error:
                    yield data, None, options.remove, compress, options.xz_preset
                    continue
                b, d = slice(c.block_off, c.block_off + c.blocks), slice(c.doc_off, c.doc_off + c.docs)
                marks = ChunkMarks(dup[b], shares[d], dup_of[d], near[d])
                yield data, marks, options.remove, compress, options.xz_preset

    job.output.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(job.output)
    wrote = False
    try:
        with open(tmp, "wb") as fh:
            for payload, counters in mapper.map(_mark_job, work()):
                if payload:
                    fh.write(payload)
                    wrote = True
                job.counters.update(counters)
            if not wrote and compress:
                fh.write(encode_chunk(b"", True, options.xz_preset))
        if not job.counters.get("documents") and not job.counters.get("failed:malformed"):
            raise InputError(f"{', '.join(job.inputs)}: no document in the input")
        if not wrote:
            log.warning(f"{job.label}: every document was a duplicate; the output is empty")
        commit_temp(tmp, job.output)
    except InputError as exc:
        log.error(f"{exc}; no output for {job.label}")
        job.failed = True
        job.counters["failed:input"] += 1
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
