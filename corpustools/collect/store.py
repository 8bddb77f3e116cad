"""The link store: every URL ever collected, with its provenance.

One SQLite database, ``state/links.sqlite``, in WAL mode so that readers (download, vert) never block
the collector and several collectors can share it.  The same connection also holds the collectors'
bookkeeping (link-file batches, running collectors, feed state): :class:`LinkStore` owns the ``links``
table, :class:`~corpustools.collect.bookkeeping.Bookkeeping` (``store.books``) the rest.

* ``links``: one row per normalized URL, appended in id order (ids 1, 2, 3, ... without gaps).  The
  dedup key (:func:`url_key`, the URL's 64-bit hash) is stored in the row but has no index:
  a B-tree on a random key costs one random page write per new URL, which capped inserts at ~40,000
  a second at 10 M URLs.  Instead every process keeps the 64-bit URL hashes in memory, sorted
  (:mod:`corpustools.collect.keyindex`, 8 bytes a URL), and loads them from ``state/links.keys``, an
  append-only file of the hashes in row-id order (one read and one sort at start-up).  Under the
  write lock (``BEGIN IMMEDIATE``) a claiming process first catches up the rows other processes
  appended since it last looked (``id >`` its last seen id), then checks and inserts, appends the new
  hashes to ``links.keys`` and commits: so two collectors still never claim the same URL.  The file
  is a cache written only under the lock; when loading, it is checked against the table (its length
  against the largest id, sampled entries against the rows' keys) and rebuilt from the table when it
  does not match.
* Links are claimed inside one write transaction per group of feeds (look-up and insert under the
  same lock), tagged with the bookkeeping's batch, so two collectors never claim the same URL.  The
  link file is written after the commit; if the process dies before the file appears, a later run
  finds the batch still ``open`` with a dead owner and writes the file from the database
  (:meth:`Bookkeeping.orphan_batches`).  Nothing claimed is lost.

Later stages read provenance with :func:`provenance` / :meth:`LinkStore.provenance`: the URL's hash
is looked up in an in-memory index of (hash, row id) built on the first call, then the row by its id.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import random
import sqlite3
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from corpustools import sqlitedb
from corpustools.collect.bookkeeping import Bookkeeping
from corpustools.collect.keyindex import KeyFile, KeyIndex, spare_buffer, url_hash
from corpustools.collect.recovery import RECOVER, StoreLost, check_store_file
from corpustools.net import normalize_url

log = logging.getLogger(__name__)

STORE_NAME = "links.sqlite"
KEYS_SUFFIX = ".keys"  # state/links.keys: the URL hashes in row-id order (see keyindex)
_SAMPLES = 32  # entries of links.keys checked against the table when loading

SCHEMA = """
CREATE TABLE IF NOT EXISTS links (
    id INTEGER PRIMARY KEY,
    key BLOB NOT NULL,
    url TEXT NOT NULL,
    feed TEXT,
    title TEXT,
    published TEXT,
    batch INTEGER,
    collected REAL
);
CREATE INDEX IF NOT EXISTS links_batch ON links(batch);
CREATE TABLE IF NOT EXISTS batches (
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL,
    link_file TEXT NOT NULL UNIQUE,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    state TEXT NOT NULL,
    created REAL NOT NULL,
    links INTEGER NOT NULL DEFAULT 0,
    output TEXT
);
CREATE TABLE IF NOT EXISTS runs (
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    started REAL NOT NULL,
    PRIMARY KEY (pid, host)
);
CREATE TABLE IF NOT EXISTS feeds (
    url TEXT PRIMARY KEY,
    source TEXT,
    title TEXT,
    etag TEXT,
    last_modified TEXT,
    interval REAL,
    next_due REAL NOT NULL DEFAULT 0,
    polls INTEGER NOT NULL DEFAULT 0,
    successes INTEGER NOT NULL DEFAULT 0,
    failures_in_row INTEGER NOT NULL DEFAULT 0,
    first_seen REAL,
    last_poll REAL,
    last_success REAL,
    last_status TEXT,
    last_error TEXT,
    last_items INTEGER NOT NULL DEFAULT 0,
    last_new INTEGER NOT NULL DEFAULT 0,
    total_new INTEGER NOT NULL DEFAULT 0,
    lease_pid INTEGER,
    lease_host TEXT,
    lease_until REAL
) WITHOUT ROWID;
"""



def url_key(normalized: str) -> bytes:
    """The dedup key of a normalized URL: its 8-byte BLAKE2b hash (:func:`keyindex.url_hash` reads it
    as a 64-bit integer).  Stores written before the in-memory index have 12-byte keys, a 4-byte host
    hash in front of the same 8 bytes; the last 8 bytes are the hash either way."""
    return hashlib.blake2b(normalized.encode("utf-8", "surrogatepass"), digest_size=8).digest()


class Link(NamedTuple):
    """A collected link and its provenance (``url`` is already normalized)."""

    url: str
    feed: str = ""
    title: str = ""
    published: str = ""




class LinkStore:
    """The links ever collected in one workspace (``state/links.sqlite``); ``books`` is the
    :class:`~corpustools.collect.bookkeeping.Bookkeeping` (batches, runs, feeds) over the same connection.

    A store object belongs to one thread; open another for another thread or process.
    """

    def __init__(self, path: str | os.PathLike[str], cache_mb: int = 32, readonly: bool = False) -> None:
        """``readonly`` skips creating the schema (for readers such as download and vert)."""
        self.path = Path(path)
        if readonly and not self.path.exists():
            raise FileNotFoundError(f"{self.path}: no link store (nothing collected yet)")
        if not readonly:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.readonly = readonly
        self.keys_path = self.path.with_suffix(KEYS_SUFFIX)
        existed = not readonly and check_store_file(self.path, self.keys_path)
        self._keyfile: KeyFile | None = None
        self._index: KeyIndex | None = None  # dedup: hashes only
        self._prov: KeyIndex | None = None  # provenance: hashes and row ids
        self._file_bad = False  # links.keys did not match the table: rewrite it under the lock
        self._synced = False  # this write transaction caught up and holds the keys file in step
        self._pending: list[int] = []  # hashes inserted in this write transaction
        self._tx_start_id = 0
        self._file_written = False
        self.db = sqlite3.connect(str(self.path), timeout=60.0, isolation_level=None, check_same_thread=False)
        try:
            try:
                self._open(existed, cache_mb)
            except sqlite3.OperationalError as exc:
                if not (readonly and sqlitedb.cannot_write(exc)):
                    raise
                self.db.close()  # a reader that may not write here (another user's 'feeds', 'stats')
                self.db = sqlitedb.connect_reader(self.path, isolation_level=None, check_same_thread=False)
                self._open(existed, cache_mb)
        except StoreLost:
            self.db.close()
            raise
        except sqlite3.DatabaseError as exc:
            self.db.close()
            if isinstance(exc, sqlite3.OperationalError):
                raise
            raise StoreLost(f"{self.path} is damaged ({exc}); {RECOVER}") from None

    def _open(self, existed: bool, cache_mb: int) -> None:
        """Settings, schema (and its migrations) and, after an unclean shutdown, the integrity check."""
        readonly = self.readonly
        self.db.execute("PRAGMA busy_timeout = 60000")
        self.db.execute(f"PRAGMA cache_size = -{cache_mb * 1024}")
        if not readonly:
            sqlitedb.set_up(self.db, SCHEMA)  # two collectors opening the store at once: see sqlitedb
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.execute("PRAGMA wal_autocheckpoint = 16000")  # 64 MB of WAL between checkpoints
            if self.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'links_key'").fetchone():
                log.info(f"{self.path}: dropping the old unique key index (dedup is now in memory)")
                self.db.execute("DROP INDEX IF EXISTS links_key")
            if "output" not in {row[1] for row in self.db.execute("PRAGMA table_info(batches)")}:
                self.db.execute("ALTER TABLE batches ADD COLUMN output TEXT")
        self.books = Bookkeeping(self.db, self.transaction)
        if existed and self.books.unclean_shutdown():
            self.check_integrity()

    def check_integrity(self) -> None:
        """SQLite's quick check (run when a collector died with the store open); raises StoreLost."""
        started = time.monotonic()
        rows = [r[0] for r in self.db.execute("PRAGMA quick_check(5)")]
        if rows != ["ok"]:
            raise StoreLost(f"{self.path} is damaged ({'; '.join(map(str, rows))[:300]}); {RECOVER}")
        log.info(f"{self.path.name}: a collector stopped without closing it; quick integrity check ok "
                 f"({time.monotonic() - started:.1f} s)")

    @classmethod
    def for_workspace(cls, workspace: Any, **kwargs: Any) -> LinkStore:
        return cls(Path(workspace.state) / STORE_NAME, **kwargs)

    def close(self) -> None:
        self.db.close()
        if self._keyfile is not None:
            self._keyfile.close()

    def __enter__(self) -> LinkStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``: the write lock is taken at once); nested uses
        join the outer one.  Grouping several feeds in one transaction saves a commit per feed."""
        if self.db.in_transaction:
            yield
            return
        self.db.execute("BEGIN IMMEDIATE")
        self._synced, self._pending, self._file_written = False, [], False
        try:
            yield
            if self._pending:  # the new hashes go to links.keys before the rows are committed
                assert self._keyfile is not None
                self._keyfile.write_at(self._tx_start_id, self._pending)
                self._file_written = True
            self.db.execute("COMMIT")
        except BaseException:
            self._undo()
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise
        finally:
            self._synced, self._pending = False, []
        if self._index is not None:
            self._index.merge()

    def _undo(self) -> None:
        """Forget this transaction's inserts in the index and in links.keys (they are rolled back)."""
        if not self._synced or self._index is None:
            return
        for h in self._pending:
            self._index.discard(h)
        self._index.last_id = self._tx_start_id
        if self._file_written and self._keyfile is not None:
            with contextlib.suppress(OSError):
                self._keyfile.truncate(self._tx_start_id)

    # -- the in-memory key index ----------------------------------------------------------------------

    def _rows_after(self, after: int, upto: int | None = None) -> Iterator[tuple[int, int]]:
        """(id, URL hash) of the rows with id > ``after`` (and <= ``upto``), in id order."""
        if upto is None:
            cur = self.db.execute("SELECT id, key FROM links WHERE id > ? ORDER BY id", (after,))
        else:
            cur = self.db.execute("SELECT id, key FROM links WHERE id > ? AND id <= ? ORDER BY id", (after, upto))
        for row_id, key in cur:
            yield row_id, url_hash(key)

    def _hashes_from_db(self, after: int, upto: int, out: Any = None) -> Any:
        """The hashes of rows ``after + 1 .. upto`` as an array in row-id order (0 for a missing id),
        written into ``out`` when given."""
        import numpy as np

        if out is None:
            out = np.zeros(max(0, upto - after), dtype="<u8")
        else:
            out[:] = 0
        cur = self.db.execute("SELECT id, key FROM links WHERE id > ? AND id <= ? ORDER BY id", (after, upto))
        while rows := cur.fetchmany(100_000):
            pos = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows)) - (after + 1)
            out[pos] = np.frombuffer(b"".join(bytes(r[1][-8:]) for r in rows), dtype="<u8")
        return out

    def _file_matches(self, hashes: Any) -> bool:
        """Whether sampled entries of links.keys agree with the rows' keys."""
        n = len(hashes)
        if n == 0:
            return True
        positions = {0, n - 1, *(random.randrange(n) for _ in range(_SAMPLES))}
        rows = dict(self.db.execute(f"SELECT id, key FROM links WHERE id IN ({','.join('?' * len(positions))})",
                                    [p + 1 for p in positions]))
        return all(int(hashes[p]) == (url_hash(rows[p + 1]) if p + 1 in rows else 0) for p in positions)

    def _load(self, with_ids: bool) -> KeyIndex:
        """Build an index of every committed row: links.keys up to the largest id, the rest from the table."""
        started = time.monotonic()
        if not self.readonly and self._keyfile is None:
            self._keyfile = KeyFile(self.keys_path, writable=True)
        keyfile = self._keyfile or KeyFile(self.keys_path, writable=False)
        own = not self.db.in_transaction
        if own:
            self.db.execute("BEGIN")  # one snapshot: the largest id and the rows agree
        try:
            top = self.db.execute("SELECT max(id) FROM links").fetchone()[0] or 0
            buf = spare_buffer(top)
            have = keyfile.read_into(buf, top)
            if not self._file_matches(buf[:have]):
                log.warning(f"{self.keys_path}: does not match {self.path.name}; rebuilt from the table")
                have = 0
                self._file_bad = True
            if have < top:
                self._hashes_from_db(have, top, out=buf[have:top])
        finally:
            if own:
                self.db.execute("COMMIT")
        index = KeyIndex(buf, with_ids=with_ids, count=top)
        log.debug(f"{self.path.name}: {top:,} URL hashes loaded in {time.monotonic() - started:.1f} s")
        return index

    def _catch_up(self, index: KeyIndex) -> None:
        """Add the rows committed by other processes since the index last looked."""
        for row_id, h in self._rows_after(index.last_id):
            index.add(h, row_id)
        index.merge()

    def load_index(self) -> int:
        """Load the dedup index now (else the first claim does) and bring links.keys in step with the
        table (writing it from the table if it is missing); returns the number of URLs."""
        with self.transaction():
            return len(self._locked_index())

    def _read_index(self, with_ids: bool) -> KeyIndex:
        """An index for look-ups outside a claim, brought up to date unless our own inserts are pending."""
        if with_ids:
            if self._prov is None:
                self._prov = self._load(True)
            elif not self.db.in_transaction:
                self._catch_up(self._prov)
            return self._prov
        if self._index is None:
            self._index = self._load(False)
        elif not self._synced:
            self._catch_up(self._index)
        return self._index

    def _locked_index(self) -> KeyIndex:
        """The dedup index, exact under the write lock: caught up, and links.keys in step with the table."""
        if self._synced:
            assert self._index is not None
            return self._index
        if not self.db.in_transaction:
            raise RuntimeError("claims need the write lock (LinkStore.transaction)")
        if self._index is None:
            self._index = self._load(False)
        else:
            self._catch_up(self._index)
        index, keyfile = self._index, self._keyfile
        assert keyfile is not None
        top = index.last_id
        have = keyfile.entries()
        if self._file_bad:
            have = 0
            self._file_bad = False
        if have > top and top == 0:  # the table was emptied: never truncate the only record left
            raise StoreLost(f"{self.path} has no links but {self.keys_path.name} lists {have:,} collected "
                            f"before; collecting now would collect them all again: {RECOVER}")
        if have > top:  # a process died between writing links.keys and committing (or an older store)
            log.warning(f"{self.keys_path.name}: {have - top:,} hashes beyond the {top:,} links of "
                        f"{self.path.name} dropped (an interrupted claim, or a store restored from an "
                        f"older backup: links collected since then may be collected again)")
            keyfile.truncate(top)
            have = top
        if have < top:  # written by an older version, deleted, or found not matching: fill from the table
            log.info(f"{self.keys_path}: writing {top - have:,} URL hashes from {self.path.name}")
            keyfile.truncate(have)
            for lo in range(have, top, 1_000_000):
                keyfile.write_at(lo, self._hashes_from_db(lo, min(top, lo + 1_000_000)))
        self._tx_start_id = top
        self._synced = True
        return index

    # -- links ---------------------------------------------------------------------------------------

    def seen(self, url: str) -> bool:
        """True when ``url`` (any form; it is normalized here) was ever collected."""
        norm = normalize_url(url)
        if norm is None:
            return False
        return self._read_index(False).known([url_hash(url_key(norm))])[0]

    def record_link_file(self, source: str, link_file: str, links: list[Link], state: str = "hand") -> int:
        """Record URLs that reached the workspace another way than a feed poll: a link file dropped by
        hand (``state='hand'``), redirect targets and canonical URLs of downloaded pages (``'seen'``).
        They count as collected (collect will not fetch them again); returns how many were new.  Seen URLs
        of a link file collect wrote go into its batch (``links`` names that file as where they came from)
        but not into its count: the count is the links the file holds, which stats gives as new links."""
        with self.transaction():
            batch = self.books.named_batch(source, link_file, state)
            new = self.claim(links, batch)
            if new and self.books.batch_state(batch) == state:
                self.books.add_links(batch, len(new))
        return len(new)

    def claim(self, links: Iterable[Link], batch: int | None, now: float | None = None) -> list[Link]:
        """Insert the links never seen before, tagged with ``batch``; return exactly those, in order.

        Catch-up, look-up and insert happen under one write lock (``BEGIN IMMEDIATE``), so of two
        processes claiming the same URL exactly one gets it.
        """
        now = time.time() if now is None else now
        unique: dict[int, tuple[bytes, Link]] = {}
        for link in links:
            key = url_key(link.url)
            unique.setdefault(int.from_bytes(key, "little"), (key, link))
        if not unique:
            return []
        hashes = list(unique)
        with self.transaction():
            index = self._locked_index()
            fresh = [h for h, known in zip(hashes, index.known(hashes), strict=True) if not known]
            if not fresh:
                return []
            first = index.last_id + 1
            self.db.executemany(  # a generator: a feed of 200,000 new items needs no list of rows
                "INSERT INTO links (id, key, url, feed, title, published, batch, collected) VALUES (?,?,?,?,?,?,?,?)",
                ((row_id, key, ln.url, ln.feed or None, ln.title or None, ln.published or None, batch, now)
                 for row_id, (key, ln) in enumerate(map(unique.__getitem__, fresh), first)),
            )
            index.add_run(fresh, first)
            self._pending.extend(fresh)
        return [unique[h][1] for h in fresh]

    def provenance(self, url: str) -> dict[str, Any] | None:
        """Where a URL came from: url, feed, title, published, source, link_file, collected; or None."""
        norm = normalize_url(url)
        if norm is None:
            return None
        names = ("url", "feed", "title", "published", "source", "link_file", "collected")
        for row_id in self._read_index(True).find(url_hash(url_key(norm))):
            row = self.db.execute(
                "SELECT l.url, l.feed, l.title, l.published, b.source, b.link_file, l.collected "
                "FROM links l LEFT JOIN batches b ON b.id = l.batch WHERE l.id = ?",
                (row_id,),
            ).fetchone()
            if row is not None and row[0] == norm:
                return dict(zip(names, row, strict=True))
        return None

    def count(self) -> int:
        return self.db.execute("SELECT count(*) FROM links").fetchone()[0]


def provenance(workspace: Any, url: str) -> dict[str, Any] | None:
    """Provenance of ``url`` in the workspace's link store (read-only; None when unknown)."""
    path = Path(workspace.state) / STORE_NAME
    if not path.exists():
        return None
    store = LinkStore(path, readonly=True)
    try:
        return store.provenance(url)
    finally:
        store.close()
