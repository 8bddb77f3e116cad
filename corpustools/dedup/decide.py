"""The first-seen decision of one dedup run: sort -> merge per bucket, then the marks window by window.

* :func:`merge_buckets` (pass 2): every bucket of the run's spilled occurrences is sorted, looked up in the
  persistent index and added to it as a new sorted run (:meth:`corpustools.dedup.index.Index.add`).  An
  occurrence is "seen earlier" when the smallest key of its hash is smaller than its own document's key.
  Each bucket writes beside the spill, sorted by block, the blocks with hashes seen earlier and how many
  (``NNNN.seen``), and sorted by document the votes ``(document, first key, count)`` for ``dup_of``
  (``NNNN.pairs``), each with a sparse index (every 1024th row's block or document).
* :class:`Decisions` (pass 3): for a window of whole chunks (about ``memory_mb / 4`` of tables), the rows
  of the per-block table and of every bucket's files that fall into the window are read back and the
  marks decided; so the memory of a run is bounded by the setting, not by the number of its blocks.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import numpy as np

from corpustools.dedup import runs
from corpustools.dedup.chunk import EDIT_FLAG, ChunkMarks
from corpustools.dedup.index import Index, read_bucket

log = logging.getLogger(__name__)

BLOCK = np.dtype([("total", "<u4"), ("local", "<u4"), ("tokens", "<u4"), ("edit", "u1")])  # per block, on disk
_SEEN = np.dtype([("b", "<u4"), ("c", "<u4")])  # block, hashes seen earlier (c | EDIT_FLAG: a neighbour)
_PAIR = np.dtype([("d", "<u4"), ("k", "<u8"), ("c", "<u4")])  # (document, first key) votes
_STRIDE = 1024
_MASK = np.uint32(~int(EDIT_FLAG) & 0xFFFFFFFF)
_WINDOW_BYTES_PER_BLOCK = 64  # the window's arrays per block, generously


def reduce_pairs(d: np.ndarray, k: np.ndarray, c: np.ndarray) -> np.ndarray:
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


def _save_sorted(table: np.ndarray, field: str, path: Path) -> None:
    table.tofile(path)
    np.save(path.with_name(path.name + ".idx.npy"), table[field][::_STRIDE])


def bucket_job(root: str, ngram: int, buckets: int, edit_min: int, limit: int, folder: str, bucket: int,
               seq: int, budget: int) -> int:
    """Sort -> merge of one bucket (in a worker); the occurrences it held."""
    h, raw = read_bucket(Path(folder), bucket)
    if not len(h):
        return 0
    index = Index(root, ngram, buckets, edit_min, limit)
    blk = raw & _MASK
    doc = np.searchsorted(np.load(Path(folder) / "doc_first.npy"), blk, side="right") - 1
    key = np.load(Path(folder) / "doc_key.npy")[doc]
    order = np.argsort(h)  # grouping only: the minimum of a group does not depend on the order inside it
    sh = h[order]
    start = np.ones(len(sh), dtype=bool)
    start[1:] = sh[1:] != sh[:-1]
    starts = np.flatnonzero(start)
    nh = sh[starts]
    nk = np.minimum.reduceat(key[order], starts)
    del sh, start
    have = index.lookup(bucket, nh, budget)
    new = nk < have
    pairs = np.empty(int(new.sum()), dtype=runs.PAIR)
    pairs["h"], pairs["k"] = nh[new], nk[new]
    index.add(bucket, seq, pairs, budget)
    del pairs, nh
    first = np.empty(len(h), dtype=np.uint64)
    first[order] = np.repeat(np.minimum(nk, have), np.diff(np.r_[starts, len(h)]))
    del order, have, nk
    seen = first < key
    votes = reduce_pairs(doc[seen].astype(np.uint32), first[seen], np.ones(int(seen.sum()), dtype=np.uint32))
    _save_sorted(votes, "d", Path(folder) / f"{bucket:04x}.pairs")
    found, counts = np.unique(raw[seen], return_counts=True)
    table = np.empty(len(found), dtype=_SEEN)
    table["b"], table["c"] = found & _MASK, counts.astype(np.uint32) | (found & EDIT_FLAG)
    _save_sorted(table[np.argsort(table["b"])], "b", Path(folder) / f"{bucket:04x}.seen")
    return len(h)


def merge_buckets(index: Index, folder: Path, mapper, seq: int, budget: int, bar: Any = None) -> int:  # noqa: ANN001
    """Pass 2 over every bucket (in the workers); the occurrences merged.  ``bar``: a progress bar of
    buckets, or None."""
    jobs = ((str(index.root), index.ngram, index.buckets, index.edit_min, index.limit, str(folder), b, seq, budget)
            for b in range(index.buckets))
    merged = 0
    for count in mapper.map(bucket_job, jobs):
        merged += count
        if bar is not None:
            bar.update(1)
    return merged


class _Sorted:
    """The ``NNNN.seen`` or ``NNNN.pairs`` files of a run: rows of a range of blocks or documents."""

    def __init__(self, folder: Path, suffix: str, dtype: np.dtype, field: str) -> None:
        self.dtype, self.field = dtype, field
        self.files = [(p, p.stat().st_size // dtype.itemsize, np.load(p.with_name(p.name + ".idx.npy")))
                      for p in sorted(folder.glob(f"*{suffix}")) if p.stat().st_size]

    def upper_counts(self, bounds: np.ndarray) -> np.ndarray:
        """For sorted values ``bounds``, at most how many rows (over all files) lie below each: the steps
        between them bound what a range read holds."""
        out = np.zeros(len(bounds), dtype=np.int64)
        for _, count, sparse in self.files:
            out += np.minimum(count, (np.searchsorted(sparse, bounds, "left") + 1) * _STRIDE)
        return out

    def rows(self, lo: int, hi: int) -> np.ndarray:
        parts = []
        for path, count, sparse in self.files:
            first = max(0, int(np.searchsorted(sparse, lo, "left")) - 1) * _STRIDE
            last = min(count, int(np.searchsorted(sparse, hi, "left")) * _STRIDE)
            if first < last:
                rows = runs.rows(path, self.dtype, first, last - first)
                parts.append(rows[(rows[self.field] >= lo) & (rows[self.field] < hi)])
        return np.concatenate(parts) if parts else np.zeros(0, dtype=self.dtype)


class Decisions:
    """The marks of the run's chunks, decided window by window in chunk order."""

    def __init__(self, folder: Path, chunks: list, doc_first: np.ndarray, index: Index, threshold: float,
                 doc_threshold: float, budget: int) -> None:
        self.folder, self.chunks, self.doc_first, self.index = folder, chunks, doc_first, index
        self.threshold, self.doc_pct = threshold, round(doc_threshold * 100)
        self.budget = budget
        self.seen = _Sorted(folder, ".seen", _SEEN, "b")
        self.votes = _Sorted(folder, ".pairs", _PAIR, "d")
        # what a window of chunks costs: its blocks' arrays and the rows of the bucket files read for them
        bounds = np.array([c.block_off for c in chunks] + [chunks[-1].block_off + chunks[-1].blocks if chunks else 0])
        self.cost = bounds * _WINDOW_BYTES_PER_BLOCK + self.seen.upper_counts(bounds) * 4 * _SEEN.itemsize
        self.cache: dict[int, ChunkMarks] = {}
        self.next = 0

    def marks(self, i: int) -> ChunkMarks:
        """The marks of chunk ``i`` (chunks are asked for in order; a skipped one is never asked again)."""
        while i not in self.cache:
            if self.next <= i:
                self._decide()
            else:
                raise RuntimeError(f"chunk {i} asked for after its window")
        return self.cache[i]

    def _decide(self) -> None:
        first = self.next
        last = max(first, int(np.searchsorted(self.cost, self.cost[first] + self.budget, "right")) - 2)
        self.next = last + 1
        b_lo, d_lo = self.chunks[first].block_off, self.chunks[first].doc_off
        b_hi = self.chunks[last].block_off + self.chunks[last].blocks
        d_hi = self.chunks[last].doc_off + self.chunks[last].docs
        table = runs.rows(self.folder / "blocks.bin", BLOCK, b_lo, b_hi - b_lo)
        seen = table["local"].astype(np.uint32)
        edit = table["edit"] > 0
        found = self.seen.rows(b_lo, b_hi)
        neighbour = (found["c"] & EDIT_FLAG) > 0
        np.add.at(seen, (found["b"][~neighbour] - b_lo).astype(np.int64), found["c"][~neighbour])
        edit[(found["b"][neighbour] - b_lo).astype(np.int64)] = True
        total = table["total"]
        dup = ((total > 0) & (seen >= self.threshold * total - 1e-9)) | edit
        block_doc = np.searchsorted(self.doc_first[d_lo:d_hi], np.arange(b_lo, b_hi), side="right") - 1
        tokens = table["tokens"].astype(np.int64)
        docs = d_hi - d_lo
        doc_tokens = np.bincount(block_doc, weights=tokens, minlength=docs).astype(np.int64)
        doc_dup = np.bincount(block_doc[dup], weights=tokens[dup], minlength=docs).astype(np.int64)
        pct = np.where(doc_tokens > 0, (200 * doc_dup + doc_tokens) // np.maximum(2 * doc_tokens, 1), 0)
        near = pct >= self.doc_pct
        shares = [f"{p / 100:.2f}" for p in pct.tolist()]
        dup_of = self._first_copies(d_lo, near)
        self.cache = {}
        for i in range(first, last + 1):
            c = self.chunks[i]
            b, d = slice(c.block_off - b_lo, c.block_off - b_lo + c.blocks), slice(c.doc_off - d_lo, c.doc_off - d_lo + c.docs)
            self.cache[i] = ChunkMarks(dup[b], shares[d], dup_of[d], near[d])

    def _first_copies(self, d_lo: int, near: np.ndarray) -> list[str]:
        """``dup_of`` per document of the window: the id of the earlier document holding most of its seen
        n-grams first (ties: the earliest)."""
        out = [""] * len(near)
        if not near.any():
            return out
        # documents per read: as many as keep the votes read (with the sort's copies) within the budget
        below = self.votes.upper_counts(np.arange(d_lo, d_lo + len(near) + 1))
        most = max(1, self.budget // (8 * _PAIR.itemsize))
        lo = 0
        while lo < len(near):
            hi = max(lo + 1, int(np.searchsorted(below, below[lo] + most, "right")) - 1)
            hi = min(len(near), hi)
            if not near[lo:hi].any():
                lo = hi
                continue
            rows = self.votes.rows(d_lo + lo, d_lo + hi)
            rows = rows[near[rows["d"] - d_lo]]
            rows = reduce_pairs(rows["d"], rows["k"], rows["c"])
            lo = hi
            if not len(rows):
                continue
            order = np.lexsort((rows["k"], -rows["c"].astype(np.int64), rows["d"]))  # most votes, then earliest
            rows = rows[order]
            best = rows[np.r_[True, rows["d"][1:] != rows["d"][:-1]]]
            for d, name in zip(best["d"].tolist(), self.index.ids_of(best["k"], self.budget), strict=True):
                out[d - d_lo] = name
        return out
