"""The persistent first-seen index and the sorted runs of one dedup run, on disk.

The index maps every n-gram hash ever seen to the smallest document key it was seen under (the key
orders by crawl time, then document id: :func:`corpustools.dedup.parse.doc_key`).  It is split by the
hash's top bits into ``buckets`` folders (``STATE/index/NNNN/``), and each bucket is a log-structured
set of sorted run files (:mod:`corpustools.dedup.runs`): a dedup run adds one file per bucket holding
only the hashes it saw first (or under a smaller key), named by the run's sequence number, and the
size-tiered compaction merges the newest files when the older is not larger (a binary counter over
daily runs: about log2(runs) files per bucket, each pair rewritten about log2(runs) times), or when there
are more than ``index_runs``.  A lookup takes the minimum over a bucket's files, read in windows within
the memory budget, so the files' layout never changes an answer: a rerun, another file order or a month
of daily runs leaves the same first-seen keys as one run over everything.

A run spills its n-gram occurrences ``(hash, block number)`` into per-bucket files of a temporary folder
whenever its buffer reaches the memory setting (the map step); then each bucket is sorted and looked up
in the index (sort -> merge), which answers "seen earlier?" for every occurrence.

``STATE/docs/`` maps document keys to ids (for ``dup_of``), as run files of ``(key, id)`` rows with the
same compaction; ``STATE/meta.json`` records the n-gram length, bucket count and one-edit minimum the index
was built with (hashes of other settings are not comparable); ``STATE/runs`` the last run's number.
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

from corpustools.dedup import runs
from corpustools.errors import CorpustoolsError, UsageError
from corpustools.workspace import PidLock, atomic_write

log = logging.getLogger(__name__)

VERSION = 2  # 1: one rewritten .npy file per bucket


class StateMismatch(UsageError):
    """The state folder belongs to an index built with other settings."""


class StateDamaged(CorpustoolsError):
    """A file of the state folder cannot be read (a disk fault, an edit by hand): one line, exit status 1."""


class Index:
    """The state folder of the persistent index; hold :meth:`locked` while changing it."""

    def __init__(self, root: str | os.PathLike[str], ngram: int, buckets: int, edit_min: int = 0,
                 limit: int = 16) -> None:
        self.root = Path(root)
        self.ngram = ngram
        self.edit_min = edit_min
        self.limit = max(1, limit)
        self.buckets = 1 << max(0, min(16, (max(1, buckets) - 1).bit_length()))  # a power of 2, at most 65536
        self.bits = (self.buckets - 1).bit_length()
        self.shift = 64 - self.bits

    def check(self) -> None:
        """Create the folder, or check that it was built with the same n-gram length and buckets."""
        meta = self.root / "meta.json"
        want = {"version": VERSION, "ngram": self.ngram, "buckets": self.buckets, "edit_min": self.edit_min}
        if meta.exists():
            try:
                have = json.loads(meta.read_text("utf-8"))
                if not isinstance(have, dict):
                    raise ValueError("not a JSON object")
            except (ValueError, UnicodeDecodeError) as exc:  # a disk fault, an edit by hand
                raise StateDamaged(f"{meta}: damaged ({exc}); move the folder {self.root} away and run dedup "
                                    f"again over the verticals it had seen") from None
            if have.get("version") != VERSION:
                raise StateMismatch(f"{self.root}: an index of another layout (version {have.get('version')}, this "
                                    f"corpustools writes version {VERSION}); move the folder away and run dedup "
                                    f"again over the verticals it had seen")
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

    def next_run(self) -> int:
        """This run's sequence number, recorded before any file of the run is written (a run that
        crashed is never overwritten by the next one)."""
        path = self.root / "runs"
        try:
            seq = int(path.read_text("ascii").strip() or 0) + 1 if path.exists() else 1
        except (ValueError, UnicodeDecodeError) as exc:
            raise StateDamaged(f"{path}: damaged ({exc}); move the folder {self.root} away and run dedup "
                                f"again over the verticals it had seen") from None
        with atomic_write(path, "w") as fh:
            fh.write(f"{seq}\n")
        return seq

    def _folder(self, bucket: int) -> Path:
        return self.root / "index" / f"{bucket:04x}"

    def bucket_runs(self, bucket: int) -> list[Path]:
        """A bucket's run files, oldest first."""
        folder = self._folder(bucket)
        if not folder.is_dir():
            return []
        return sorted(p for p in folder.iterdir() if p.name.endswith(".bin") and not p.name.startswith("."))

    def lookup(self, bucket: int, hashes: np.ndarray, budget: int) -> np.ndarray:
        """The smallest key of each of the sorted unique ``hashes`` in the bucket (``runs.NONE``: unseen)."""
        return runs.lookup_min(self.bucket_runs(bucket), hashes, budget)

    def add(self, bucket: int, seq: int, pairs: np.ndarray, budget: int) -> None:
        """A run's new pairs (sorted unique hashes) become the bucket's newest file; then compaction."""
        if len(pairs):
            with atomic_write(self._folder(bucket) / f"{seq:08x}.bin", "wb") as fh:
                fh.write(np.ascontiguousarray(pairs, dtype=runs.PAIR).tobytes())
        runs.compact(self.bucket_runs(bucket), runs.PAIR, runs.min_per_hash, budget, self.limit)

    # -- documents: key -> id ----------------------------------------------------------------------

    def _doc_runs(self) -> list[Path]:
        folder = self.root / "docs"
        return sorted(p for p in folder.glob("*.bin") if not p.name.startswith(".")) if folder.is_dir() else []

    def add_docs(self, seq: int, keys: np.ndarray, ids: list[str], budget: int) -> None:
        """The run's documents become the newest document run (then compaction)."""
        if len(keys):
            raw = [i.encode("utf-8") for i in ids]
            width = max(1, max(len(r) for r in raw))
            table = np.zeros(len(raw), dtype=[("k", "<u8"), ("id", f"S{width}")])
            table["k"], table["id"] = keys, raw
            with atomic_write(self.root / "docs" / f"{seq:08x}.w{width}.bin", "wb") as fh:
                fh.write(runs.unique_rows(table).tobytes())
        paths = self._doc_runs()
        if len(paths) >= 2:
            width = max(int(p.name.split(".")[1][1:]) for p in paths)
            dtype = np.dtype([("k", "<u8"), ("id", f"S{width}")])

            def name_of(merged: list[Path]) -> Path:
                w = max(int(p.name.split(".")[1][1:]) for p in merged)
                return merged[-1].with_name(f"{merged[-1].name.split('.')[0]}.w{w}.bin")

            runs.compact(paths, dtype, runs.unique_rows, budget, self.limit, name_of)

    def recorded(self, lo: np.ndarray, hi: np.ndarray, budget: int) -> dict[int, set[bytes]]:
        """The ids recorded under every key in any of the ranges ``[lo[i], hi[i])`` (``lo`` sorted, the
        ranges apart): one pass over the document runs."""
        found: dict[int, set[bytes]] = {}
        if not len(lo):
            return found
        for path in self._doc_runs():
            dtype = runs._dtype_of(path, np.dtype([("k", "<u8"), ("id", "S1")]))
            for win in runs.windows(path, dtype, budget):
                starts, ends = np.searchsorted(win["k"], lo, "left"), np.searchsorted(win["k"], hi, "left")
                for i in np.flatnonzero(ends > starts).tolist():
                    for row in win[starts[i]:ends[i]].tolist():
                        found.setdefault(int(row[0]), set()).add(bytes(row[1]))
        return found

    def ids_of(self, keys: np.ndarray, budget: int) -> list[str]:
        """The id of each key (the smallest id recorded under it), "" when unknown."""
        names = [b""] * len(keys)
        if not len(keys):
            return []
        order = np.argsort(keys, kind="stable")
        sk = keys[order]
        for path in self._doc_runs():
            dtype = runs._dtype_of(path, np.dtype([("k", "<u8"), ("id", "S1")]))
            for win in runs.windows(path, dtype, budget):
                pos = np.minimum(np.searchsorted(win["k"], sk), len(win) - 1)
                for i in np.flatnonzero(win["k"][pos] == sk).tolist():
                    j = int(order[i])
                    found = bytes(win["id"][pos[i]])
                    if not names[j] or found < names[j]:
                        names[j] = found
        return [n.decode("utf-8", "replace") for n in names]


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


def distinct_keys(index: Index, keys: np.ndarray, ids: list[str], budget: int) -> np.ndarray:
    """The run's document keys with every key held by one id only, in the run and in the index.

    A key is crawl seconds and 32 bits of the id (:func:`corpustools.dedup.parse.doc_key`), so two
    documents of one second can share it: ids of another tool such as ``100000001`` and ``100000002``
    (the same first eight hex digits), or a chance match of two hashes.  Two documents of one key are
    neither one earlier than the other, so a copy was never marked.  The id recorded under a key in the
    index keeps it (a rerun gives the same keys); else the smallest id of the run does; every other id
    takes the next key free in the run and in the index (or the one the index already records for it),
    so the order of the inputs changes nothing."""
    if len(keys) < 1:
        return keys
    natural, counts = np.unique(keys, return_counts=True)
    rec = index.recorded(natural, natural + np.uint64(1), budget)
    looked = natural[counts > 1]  # keys of two documents or more in the run, or recorded before
    if rec:
        looked = np.union1d(looked, np.fromiter(rec, dtype=np.uint64, count=len(rec)))
    if not len(looked):
        return keys
    where: dict[tuple[int, bytes], list[int]] = {}  # (key, id) -> the documents (ids of the looked-at keys only)
    for i in np.flatnonzero(np.isin(keys, looked)).tolist():
        where.setdefault((int(keys[i]), ids[i].encode("utf-8")), []).append(i)
    groups: dict[int, list[bytes]] = {}
    for k, ident in sorted(where):
        groups.setdefault(k, []).append(ident)
    suspects = [k for k, group in groups.items()
                if (any(i not in rec[k] for i in group) if k in rec else len(group) > 1)]
    if not suspects:
        return keys
    movers: list[tuple[int, bytes]] = []
    for k in sorted(suspects):
        group = groups[k]
        recorded = rec.get(k, set())
        keep = {i for i in group if i in recorded} or (set() if recorded else {group[0]})
        movers += [(k, i) for i in group if i not in keep]
    taken: set[int] = set()
    moved: dict[tuple[int, bytes], int] = {}
    span = 64
    while len(moved) < len(movers):
        todo = [m for m in movers if m not in moved]
        lo = np.unique(np.array([k + 1 for k, _ in todo], dtype=np.uint64))
        near = index.recorded(lo, lo + np.uint64(span), budget)
        for k, ident in todo:
            for c in range(k + 1, k + span):
                if ident in near.get(c, ()):
                    moved[(k, ident)] = c  # the key this document got in an earlier run
                    break
                pos = np.searchsorted(natural, np.uint64(c))
                if c in taken or c in near or (pos < len(natural) and natural[pos] == c):
                    continue
                moved[(k, ident)] = c
                break
            else:
                break  # past what was looked up: look further
            taken.add(moved[(k, ident)])
        span *= 4
    out = keys.copy()
    for pair, c in moved.items():
        out[where[pair]] = np.uint64(c)
    return out
