"""Sorted run files on disk, read and merged within a memory budget (the pieces of the LSM index).

A run file is a raw little-endian array of a structured numpy dtype, sorted by its first field (for the
n-gram index: ``(hash, key)`` pairs, unique hashes; for the document table: ``(key, id)`` rows).  Nothing
here maps a file into memory (mapped pages would count as resident and grow with the file): rows are
read with ``np.fromfile`` at an offset, in windows of a bounded number of rows.

* :func:`lookup_min`: for sorted query values, the smallest second field among the rows of several files
  whose first field equals the value (one sequential pass over each file, window by window);
* :func:`merge`: several run files into one sorted file, range of the first field by range, each range
  small enough for the budget (split points read from the largest file), written atomically;
* :func:`compact`: the size-tiered rule that decides which runs to merge, so that each row is rewritten
  about log2(number of runs) times over its life instead of once per run.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from corpustools.workspace import atomic_write

log = logging.getLogger(__name__)

PAIR = np.dtype([("h", "<u8"), ("k", "<u8")])
NONE = np.uint64(0xFFFFFFFFFFFFFFFF)  # "not in any run": larger than every key
_MIN_WINDOW = 1 << 12


def size(path: Path, dtype: np.dtype) -> int:
    """Rows in a run file."""
    return path.stat().st_size // dtype.itemsize


def rows(path: Path, dtype: np.dtype, start: int = 0, count: int = -1) -> np.ndarray:
    """``count`` rows from row ``start`` (all the rest with -1)."""
    if count == 0:
        return np.zeros(0, dtype=dtype)
    return np.fromfile(path, dtype=dtype, count=count, offset=start * dtype.itemsize)


def windows(path: Path, dtype: np.dtype, budget: int) -> Iterator[np.ndarray]:
    """The rows of a file in order, at most ``budget`` bytes at a time."""
    step = max(_MIN_WINDOW, budget // dtype.itemsize)
    total = size(path, dtype)
    for start in range(0, total, step):
        yield rows(path, dtype, start, min(step, total - start))


def _first_at_least(fh, dtype: np.dtype, value: np.uint64, lo: int, hi: int) -> int:  # noqa: ANN001
    """Binary search over an open run file: the first row in [lo, hi) whose first field is >= value."""
    field = dtype.names[0]
    while lo < hi:
        mid = (lo + hi) // 2
        fh.seek(mid * dtype.itemsize)
        if np.frombuffer(fh.read(dtype.itemsize), dtype=dtype)[field][0] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo


def lookup_min(paths: list[Path], values: np.ndarray, budget: int) -> np.ndarray:
    """Per sorted unique ``values``: the smallest key of the pairs with that hash in ``paths``, else NONE."""
    out = np.full(len(values), NONE, dtype=np.uint64)
    if not len(values):
        return out
    for path in paths:
        for win in windows(path, PAIR, budget):
            h = win["h"]
            lo = int(np.searchsorted(values, h[0], side="left"))
            hi = int(np.searchsorted(values, h[-1], side="right"))
            if lo >= hi:
                continue
            sub = values[lo:hi]
            pos = np.minimum(np.searchsorted(h, sub), len(h) - 1)
            hit = h[pos] == sub
            out[lo:hi] = np.where(hit, np.minimum(out[lo:hi], win["k"][pos]), out[lo:hi])
    return out


def min_per_hash(pairs: np.ndarray) -> np.ndarray:
    """Pairs sorted by hash, one per hash with its smallest key."""
    if not len(pairs):
        return pairs
    pairs = pairs[np.lexsort((pairs["k"], pairs["h"]))]
    keep = np.ones(len(pairs), dtype=bool)
    keep[1:] = pairs["h"][1:] != pairs["h"][:-1]
    return pairs[keep]


def unique_rows(table: np.ndarray) -> np.ndarray:
    """Rows sorted by all their fields, equal rows once (the document table: key, then id)."""
    if not len(table):
        return table
    names = table.dtype.names
    table = table[np.lexsort(tuple(table[n] for n in reversed(names)))]
    keep = np.ones(len(table), dtype=bool)
    keep[1:] = np.zeros(len(table) - 1, dtype=bool)
    for n in names:
        keep[1:] |= table[n][1:] != table[n][:-1]
    return table[keep]


def merge(paths: list[Path], out: Path, dtype: np.dtype, reduce: Callable[[np.ndarray], np.ndarray],
          budget: int) -> int:
    """Merge sorted run files (of ``dtype`` or narrower string fields) into ``out``; the rows written.

    The first field's range is cut at values read from the largest file so that each piece (with the
    sort's temporaries, about 4x) stays within ``budget``; pieces are appended in order."""
    counts = [path.stat().st_size // dt.itemsize for path, dt in ((p, _dtype_of(p, dtype)) for p in paths)]
    total_bytes = sum(counts) * dtype.itemsize
    pieces = max(1, -(-4 * total_bytes // max(1, budget)))
    field = dtype.names[0]
    biggest = int(np.argmax(counts))
    big_dtype = _dtype_of(paths[biggest], dtype)
    cuts = sorted({rows(paths[biggest], big_dtype, counts[biggest] * i // pieces, 1)[field][0]
                   for i in range(1, pieces)}) if counts[biggest] else []
    handles = [open(p, "rb") for p in paths]
    starts = [0] * len(paths)
    written = 0
    try:
        with atomic_write(out, "wb") as fh:
            for cut in [*cuts, None]:
                part = []
                for j, path in enumerate(paths):
                    dt = _dtype_of(path, dtype)
                    end = counts[j] if cut is None else _first_at_least(handles[j], dt, cut, starts[j], counts[j])
                    part.append(rows(path, dt, starts[j], end - starts[j]).astype(dtype))
                    starts[j] = end
                merged = reduce(np.concatenate(part))
                fh.write(merged.tobytes())
                written += len(merged)
    finally:
        for h in handles:
            h.close()
    return written


def _dtype_of(path: Path, dtype: np.dtype) -> np.dtype:
    """The dtype a run file was written with: string fields' width is in the name (``SEQ.wN.bin``)."""
    parts = path.name.split(".")
    if len(parts) == 3 and parts[1].startswith("w") and "id" in (dtype.names or ()):
        return np.dtype([("k", "<u8"), ("id", f"S{int(parts[1][1:])}")])
    return dtype


def compact(paths: list[Path], dtype: np.dtype, reduce: Callable[[np.ndarray], np.ndarray], budget: int,
            limit: int, name_of: Callable[[list[Path]], Path] | None = None) -> list[Path]:
    """Size-tiered compaction of one folder's runs (``paths`` oldest first); the runs left.

    The newest two runs are merged while the older is not larger than the newer (daily runs of similar
    size then merge like a binary counter: about log2(runs) files, each row rewritten about log2(runs)
    times), and while there are more than ``limit`` runs.  The merged run takes the newer one's name
    (so names keep the age order); the older file is removed after the merged one is in place (a crash
    in between leaves a duplicate, which changes no lookup)."""
    paths = list(paths)
    while len(paths) >= 2:
        older, newer = paths[-2], paths[-1]
        if len(paths) <= limit and older.stat().st_size > newer.stat().st_size:
            break
        target = name_of([older, newer]) if name_of else newer
        merge([older, newer], target, dtype, reduce, budget)
        for p in (older, newer):
            if p != target:
                os.unlink(p)
        paths[-2:] = [target]
    return paths
