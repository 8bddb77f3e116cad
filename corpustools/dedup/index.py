"""The persistent first-seen index and the sorted runs of one dedup run, on disk.

The index maps every n-gram hash ever seen to the smallest document key it was seen under (the key
orders by crawl time, then document id: :func:`corpustools.dedup.parse.doc_key`).  It is split by the
hash's top bits into ``buckets`` files (``STATE/index/NNN.npy``, an (N, 2) uint64 array sorted by hash),
so one bucket at a time is in memory: memory is bounded by the bucket size, not by the corpus.

A run spills its n-gram occurrences ``(hash, block number)`` into per-bucket files of a temporary folder
whenever its buffer reaches the memory setting (the map step); then each bucket is sorted and merged
with the index's bucket (sort -> merge), which answers "seen earlier?" for every occurrence and writes
the bucket back with the minimum keys.  Taking the minimum is idempotent and commutative, so a rerun,
another file order or a month of daily runs leaves the same index as one run over everything.

``STATE/docs.npz`` maps document keys to ids (for ``dup_of``); ``STATE/meta.json`` records the n-gram
length and bucket count the index was built with (hashes of other settings are not comparable).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from corpustools.workspace import PidLock, atomic_write

log = logging.getLogger(__name__)

VERSION = 1
_OCC = np.dtype([("h", "<u8"), ("b", "<u4")])


class StateMismatch(Exception):
    """The state folder belongs to an index built with other settings."""


class Index:
    """The state folder of the persistent index; hold :meth:`locked` while changing it."""

    def __init__(self, root: str | os.PathLike[str], ngram: int, buckets: int) -> None:
        self.root = Path(root)
        self.ngram = ngram
        self.buckets = buckets
        self.shift = 64 - max(0, (buckets - 1).bit_length())

    def check(self) -> None:
        """Create the folder, or check that it was built with the same n-gram length and buckets."""
        meta = self.root / "meta.json"
        want = {"version": VERSION, "ngram": self.ngram, "buckets": self.buckets}
        if meta.exists():
            have = json.loads(meta.read_text("utf-8"))
            if have != want:
                raise StateMismatch(f"{self.root}: the index was built with {have}, this run uses {want}; "
                                  f"use another --state folder or the same dedup settings")
            return
        (self.root / "index").mkdir(parents=True, exist_ok=True)
        with atomic_write(meta, "w") as fh:
            json.dump(want, fh)

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        self.root.mkdir(parents=True, exist_ok=True)
        with PidLock(self.root / "lock"):
            yield

    def bucket_of(self, hashes: np.ndarray) -> np.ndarray:
        if self.buckets == 1:
            return np.zeros(len(hashes), dtype=np.int64)
        return (hashes >> np.uint64(self.shift)).astype(np.int64)

    def _path(self, bucket: int) -> Path:
        return self.root / "index" / f"{bucket:04x}.npy"

    def load(self, bucket: int) -> tuple[np.ndarray, np.ndarray]:
        path = self._path(bucket)
        if not path.exists():
            return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.uint64)
        pairs = np.load(path)
        return pairs[:, 0], pairs[:, 1]

    def save(self, bucket: int, hashes: np.ndarray, keys: np.ndarray) -> None:
        with atomic_write(self._path(bucket), "wb") as fh:
            np.save(fh, np.stack([hashes, keys], axis=1))

    def entries(self) -> int:
        total = 0
        for path in (self.root / "index").glob("*.npy"):
            total += int(np.load(path, mmap_mode="r").shape[0])
        return total

    # -- documents: key -> id ----------------------------------------------------------------------

    def load_docs(self) -> tuple[np.ndarray, np.ndarray]:
        path = self.root / "docs.npz"
        if not path.exists():
            return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype="U1")
        with np.load(path) as z:
            return z["keys"], z["ids"]

    def add_docs(self, keys: np.ndarray, ids: np.ndarray) -> None:
        old_k, old_i = self.load_docs()
        all_k = np.concatenate([old_k, keys])
        all_i = np.concatenate([old_i.astype(str), ids.astype(str)])
        order = np.lexsort((all_i, all_k))
        all_k, all_i = all_k[order], all_i[order]
        keep = np.ones(len(all_k), dtype=bool)
        keep[1:] = (all_k[1:] != all_k[:-1]) | (all_i[1:] != all_i[:-1])
        with atomic_write(self.root / "docs.npz", "wb") as fh:
            np.savez(fh, keys=all_k[keep], ids=all_i[keep])


def merge_bucket(old_h: np.ndarray, old_k: np.ndarray, h: np.ndarray, k: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The bucket with the new occurrences merged in: sorted unique hashes, each with its minimum key."""
    order = np.lexsort((k, h))
    sh, sk = h[order], k[order]
    first = np.ones(len(sh), dtype=bool)
    first[1:] = sh[1:] != sh[:-1]
    nh, nk = sh[first], sk[first]
    if not len(old_h):
        return nh, nk
    ah = np.concatenate([old_h, nh])
    ak = np.concatenate([old_k, nk])
    order = np.argsort(ah, kind="stable")  # two sorted runs: a merge
    ah, ak = ah[order], ak[order]
    first = np.ones(len(ah), dtype=bool)
    first[1:] = ah[1:] != ah[:-1]
    starts = np.flatnonzero(first)
    return ah[starts], np.minimum.reduceat(ak, starts) if len(ak) else ak


class Spill:
    """Occurrences of one run, buffered in memory and spilled into one file per bucket."""

    def __init__(self, index: Index, memory_bytes: int) -> None:
        index.root.mkdir(parents=True, exist_ok=True)
        self.folder = Path(tempfile.mkdtemp(prefix=".run-", dir=index.root))
        self.index = index
        self.limit = max(1 << 20, memory_bytes // 4)
        self.parts: list[np.ndarray] = []
        self.buffered = 0
        self.spilled = 0

    def add(self, hashes: np.ndarray, blocks: np.ndarray) -> None:
        part = np.empty(len(hashes), dtype=_OCC)
        part["h"], part["b"] = hashes, blocks
        self.parts.append(part)
        self.buffered += part.nbytes
        if self.buffered >= self.limit:
            self.flush()

    def flush(self) -> None:
        if not self.parts:
            return
        occ = np.concatenate(self.parts)
        self.parts, self.buffered = [], 0
        bucket = self.index.bucket_of(occ["h"])
        order = np.argsort(bucket, kind="stable")
        occ, bucket = occ[order], bucket[order]
        bounds = np.searchsorted(bucket, np.arange(self.index.buckets + 1))
        for b in range(self.index.buckets):
            if bounds[b] < bounds[b + 1]:
                with open(self.folder / f"{b:04x}.occ", "ab") as fh:
                    occ[bounds[b]: bounds[b + 1]].tofile(fh)
        self.spilled += len(occ)

    def read(self, bucket: int) -> tuple[np.ndarray, np.ndarray]:
        path = self.folder / f"{bucket:04x}.occ"
        if not path.exists():
            return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.uint32)
        occ = np.fromfile(path, dtype=_OCC)
        return occ["h"].copy(), occ["b"].copy()

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)
