"""The in-memory dedup index of the link store: every stored URL's 64-bit hash, sorted.

A sorted ``numpy.uint64`` array (8 bytes a URL: 80 MB at 10 M URLs) answers "seen before?" for a
feed's 50 items with one vectorized binary search; hashes added since the array was built sit in a
small dict (the delta) that is merged into the array when it grows large.  For provenance look-ups
by URL the index can instead hold, in the same 8 bytes, the hash's upper 32 bits and the row id
(``links.id``) in the lower 32: sorted in place, it maps a URL to its candidate rows (almost always
exactly one) without a second array.

The hashes are also kept in an append-only file next to the database (``state/links.keys``): 8
little-endian bytes per row, entry *i* being the hash of row id *i + 1*, so that loading the index is
one read and one sort instead of a scan of the whole table.  The file is only a cache: the store
writes it under SQLite's write lock, validates it against the table when loading and rebuilds it
from the table when it does not match (see :mod:`corpustools.collect.store`).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

DTYPE = np.dtype("<u8")
MERGE_AT = 200_000  # delta entries before they are merged into the sorted array
MOVE_CHUNK = 1 << 18  # keys moved at once while merging (temporary arrays of ~40 bytes a key)


def url_hash(key: bytes) -> int:
    """The 64-bit URL hash of a link key (its last 8 bytes, little-endian; old keys have 12 bytes)."""
    return int.from_bytes(key[-8:], "little")


_LOW = np.uint64(0xFFFFFFFF)
_SHIFT = np.uint64(32)


class KeyIndex:
    """Sorted URL hashes (or, with ``with_ids``, hash prefixes packed with row ids) and a delta of
    recent additions."""

    def __init__(self, hashes: np.ndarray, with_ids: bool = False, count: int | None = None) -> None:
        """``hashes[i]`` is the hash of row id ``i + 1`` (0 where there is no such row), for the first
        ``count`` entries (default: all); the array is used in place, and the rest of it is room for
        merges (from :func:`spare_buffer`, that room costs no memory until it is used)."""
        self.with_ids = with_ids
        count = len(hashes) if count is None else count
        if not hashes.flags.owndata or not hashes.flags.c_contiguous:
            hashes = hashes[:count].copy()
        self._buf = hashes
        hashes = hashes[:count]
        self.last_id = count  # every row up to this id is in the index
        if with_ids:
            if len(hashes) > 0xFFFFFFFF:
                raise ValueError("more than 2**32 rows: row ids do not fit in 32 bits")
            np.right_shift(hashes, _SHIFT, out=hashes)
            np.left_shift(hashes, _SHIFT, out=hashes)
            step = 1 << 20
            for lo in range(0, len(hashes), step):  # the row ids, a chunk at a time (no second array)
                chunk = hashes[lo:lo + step]
                np.bitwise_or(chunk, np.arange(lo + 1, lo + 1 + len(chunk), dtype=DTYPE), out=chunk)
        hashes.sort()
        self.keys = hashes
        self.delta: dict[int, int] = {}
        self._directory()

    def _directory(self) -> None:
        """Bucket bounds by the top bits of the hash (about 16 keys a bucket): a look-up then searches
        a few neighbouring keys instead of ~24 levels of the whole array, each a cache miss."""
        n = len(self.keys)
        self.bits = max(1, min(30, (n // 16).bit_length()))
        self.shift = np.uint64(64 - self.bits)
        bounds = np.arange(1 << self.bits, dtype=DTYPE) << self.shift
        self.dir = np.append(np.searchsorted(self.keys, bounds), n).astype(np.int64)

    def __len__(self) -> int:
        return len(self.keys) + len(self.delta)

    def add(self, h: int, row_id: int) -> None:
        self.delta.setdefault(h, row_id)
        self.last_id = max(self.last_id, row_id)

    def add_run(self, hashes: Sequence[int], first_id: int) -> None:
        """Add hashes of the consecutive row ids ``first_id, first_id + 1, ...``."""
        delta = self.delta
        for row_id, h in enumerate(hashes, first_id):
            delta.setdefault(h, row_id)
        self.last_id = max(self.last_id, first_id + len(hashes) - 1)

    def discard(self, h: int) -> None:
        """Forget a hash added to the delta (its insert was rolled back)."""
        self.delta.pop(h, None)

    def known(self, hashes: Sequence[int]) -> list[bool]:
        """For each hash, whether it is in the index."""
        n = len(self.keys)
        if n == 0:
            return [h in self.delta for h in hashes]
        arr = np.fromiter(hashes, dtype=DTYPE, count=len(hashes))
        bucket = (arr >> self.shift).astype(np.int64)
        lo, hi = self.dir[bucket], self.dir[bucket + 1]
        keys = self.keys
        while True:  # a binary search of every needle at once, within its bucket
            active = lo < hi
            if not active.any():
                break
            mid = (lo + hi) >> 1
            less = keys[np.minimum(mid, n - 1)] < arr
            lo = np.where(active & less, mid + 1, lo)
            hi = np.where(active & ~less, mid, hi)
        hit = (keys[np.minimum(lo, n - 1)] == arr).tolist()
        delta = self.delta
        return [found or h in delta for found, h in zip(hit, hashes, strict=True)]

    def find(self, h: int) -> list[int]:
        """Candidate row ids for this hash (needs ``with_ids``): the rows whose hash has the same upper
        32 bits, almost always just the one; the caller checks the row's URL."""
        if not self.with_ids:
            raise ValueError("find needs an index built with_ids")
        found = [self.delta[h]] if h in self.delta else []
        if len(self.keys):
            prefix = (h >> 32) << 32
            lo = int(np.searchsorted(self.keys, np.uint64(prefix), "left"))
            hi = int(np.searchsorted(self.keys, np.uint64(prefix | 0xFFFFFFFF), "right"))
            found.extend(int(v) & 0xFFFFFFFF for v in self.keys[lo:hi].tolist())
        return found

    def merge(self, force: bool = False) -> None:
        """Move the delta into the sorted array once it is large: in place, without a second copy of
        the array (which would double the peak memory at 10 M URLs)."""
        if not self.delta or (len(self.delta) < MERGE_AT and not force):
            return
        count = len(self.delta)
        add = np.fromiter(self.delta.keys(), dtype=DTYPE, count=count)
        if self.with_ids:
            add = (add >> _SHIFT << _SHIFT) | np.fromiter(self.delta.values(), dtype=DTYPE, count=count)
        add.sort()
        n = len(self.keys)
        if len(self._buf) < n + count:  # out of room (rare: as many new URLs as the index had): copy
            grown = spare_buffer(n + count)
            grown[:n] = self.keys
            self._buf = grown
        buf = self._buf
        final = np.searchsorted(buf[:n], add, "right")  # number of old keys <= each new key
        # old key i moves to i + (number of new keys placed before it); done from the back in chunks
        hi = n
        while hi > 0:
            lo = max(0, hi - MOVE_CHUNK)
            first, last = np.searchsorted(final, [lo, hi], "right")
            if last == 0:
                break  # nothing is inserted before this chunk: it and all below stay where they are
            shift = np.cumsum(np.bincount(final[first:last] - lo, minlength=hi - lo + 1)[:hi - lo])
            shift += first
            chunk = buf[lo:hi].copy()
            buf[np.arange(lo, hi) + shift] = chunk
            hi = lo
        buf[final + np.arange(count)] = add
        self.keys = buf[:n + count]
        self.delta = {}
        self._directory()


def spare_buffer(count: int) -> np.ndarray:
    """An uninitialized array for ``count`` hashes with as much again of room to grow: the room is
    only address space (the kernel backs pages when first written), so merges need no second copy."""
    return np.empty(count + max(MERGE_AT, count), dtype=DTYPE)


class KeyFile:
    """The append-only hash file (``links.keys``): entry i = hash of row id i + 1.

    Written only while holding the database's write lock; readers read entries up to the largest
    row id committed in their snapshot, which never change once written.
    """

    def __init__(self, path: Path, writable: bool) -> None:
        self.path = path
        self.fd: int | None = None
        if writable:
            self.fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def entries(self) -> int:
        if self.fd is not None:
            return os.fstat(self.fd).st_size // 8
        try:
            return self.path.stat().st_size // 8
        except FileNotFoundError:
            return 0

    def read(self, count: int) -> np.ndarray:
        """The first ``count`` entries (fewer when the file is shorter), as a writable array."""
        buf = spare_buffer(count)
        return buf[:self.read_into(buf, count)].copy()

    def read_into(self, buf: np.ndarray, count: int) -> int:
        """Read the first ``count`` entries (fewer when the file is shorter) into ``buf``; returns
        how many were read."""
        count = min(count, self.entries())
        if count <= 0:
            return 0
        view = memoryview(buf[:count]).cast("B")
        done = 0
        with open(self.path, "rb", buffering=0) as fh:
            while done < len(view):
                got = fh.readinto(view[done:])
                if not got:
                    break
                done += got
        return done // 8

    def truncate(self, entries: int) -> None:
        assert self.fd is not None
        os.ftruncate(self.fd, entries * 8)

    def write_at(self, entry: int, hashes: np.ndarray | Sequence[int]) -> None:
        """Write hashes as entries ``entry, entry + 1, ...``."""
        assert self.fd is not None
        data = np.asarray(hashes, dtype=DTYPE).tobytes()
        view = memoryview(data)
        offset = entry * 8
        while view:
            written = os.pwrite(self.fd, view, offset)
            view = view[written:]
            offset += written
