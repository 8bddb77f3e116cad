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

from corpustools.errors import UsageError
from corpustools.workspace import PidLock, atomic_write

log = logging.getLogger(__name__)

VERSION = 1


class StateMismatch(UsageError):
    """The state folder belongs to an index built with other settings."""


class Index:
    """The state folder of the persistent index; hold :meth:`locked` while changing it."""

    def __init__(self, root: str | os.PathLike[str], ngram: int, buckets: int) -> None:
        self.root = Path(root)
        self.ngram = ngram
        self.buckets = 1 << max(0, min(16, (max(1, buckets) - 1).bit_length()))  # a power of 2, at most 65536
        self.bits = (self.buckets - 1).bit_length()
        self.shift = 64 - self.bits

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


def merge_bucket(old_h: np.ndarray, old_k: np.ndarray, h: np.ndarray, k: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Merge occurrences ``(h, k)`` into a bucket: the new bucket (sorted unique hashes, each with its
    minimum key) and, per occurrence, the minimum key of its hash (old and new together)."""
    order = np.argsort(h)
    sh = h[order]
    start = np.ones(len(sh), dtype=bool)
    start[1:] = sh[1:] != sh[:-1]
    starts = np.flatnonzero(start)
    nh = sh[starts]
    nk = np.minimum.reduceat(k[order], starts) if len(starts) else k[:0]
    if len(old_h):
        pos = np.minimum(np.searchsorted(old_h, nh), len(old_h) - 1)
        known = old_h[pos] == nh
        nk = np.where(known, np.minimum(nk, old_k[pos]), nk)
    first = np.empty(len(h), dtype=np.uint64)
    first[order] = np.repeat(nk, np.diff(np.r_[starts, len(sh)]))
    if not len(old_h):
        return nh, nk, first
    ah = np.concatenate([old_h, nh])
    ak = np.concatenate([old_k, nk])
    merged = np.argsort(ah, kind="stable")  # two sorted runs: a merge
    ah, ak = ah[merged], ak[merged]
    keep = np.ones(len(ah), dtype=bool)
    keep[1:] = ah[1:] != ah[:-1]
    starts = np.flatnonzero(keep)
    return ah[starts], np.minimum.reduceat(ak, starts), first


class Spill:
    """Occurrences of one run, buffered in memory and spilled into one file per bucket.

    A bucket file is a sequence of parts: a uint64 count, then that many uint64 hashes and as many
    uint32 block numbers.
    """

    def __init__(self, index: Index, memory_bytes: int) -> None:
        index.root.mkdir(parents=True, exist_ok=True)
        self.folder = Path(tempfile.mkdtemp(prefix=".run-", dir=index.root))
        self.index = index
        self.limit = max(1 << 20, memory_bytes // 4)
        self.parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self.buffered = 0
        self.spilled = 0

    def add(self, hashes: np.ndarray, blocks: np.ndarray, bounds: np.ndarray) -> None:
        """Occurrences sorted by bucket, ``bounds[i]:bounds[i + 1]`` being bucket i's."""
        self.parts.append((hashes, blocks, bounds))
        self.buffered += 12 * len(hashes)
        if self.buffered >= self.limit:
            self.flush()

    def flush(self) -> None:
        parts, self.parts, self.buffered = self.parts, [], 0
        if not parts:
            return
        for i in range(self.index.buckets):
            hs = [h[b[i]: b[i + 1]] for h, _, b in parts]
            count = sum(len(x) for x in hs)
            if not count:
                continue
            with open(self.folder / f"{i:04x}.occ", "ab") as fh:
                fh.write(np.uint64(count).tobytes())
                fh.write(np.concatenate(hs).tobytes())
                fh.write(np.concatenate([blk[b[i]: b[i + 1]] for _, blk, b in parts]).tobytes())
            self.spilled += count

    def read(self, bucket: int) -> tuple[np.ndarray, np.ndarray]:
        return read_bucket(self.folder, bucket)

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def read_bucket(folder: Path, bucket: int) -> tuple[np.ndarray, np.ndarray]:
    """The occurrences ``(hashes, blocks)`` one run spilled into a bucket."""
    path = folder / f"{bucket:04x}.occ"
    if not path.exists():
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.uint32)
    data = path.read_bytes()
    hs, bs, at = [], [], 0
    while at < len(data):
        count = int(np.frombuffer(data, np.uint64, 1, at)[0])
        at += 8
        hs.append(np.frombuffer(data, np.uint64, count, at))
        at += 8 * count
        bs.append(np.frombuffer(data, np.uint32, count, at))
        at += 4 * count
    return np.concatenate(hs), np.concatenate(bs)
