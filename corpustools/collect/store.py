"""The link store: every URL ever collected, with its provenance, plus feed polling state and health.

One SQLite database, ``state/links.sqlite``, in WAL mode so that readers (download, vert) never block
the collector and several collectors can share it.

* ``links``: one row per normalized URL, in insertion order.  The dedup key (:func:`url_key`, 12
  bytes: host hash + URL hash) has a UNIQUE index; the index is small (about 25 bytes a URL), so a
  look-up touches a few cached pages even with tens of millions of URLs, while the rows themselves
  (URL, feed, title, date) are appended at the end of the table.
* ``batches``: one row per link file a process is filling.  Links are claimed inside one write
  transaction per feed (look-up and insert under the same lock), tagged with the batch, so two
  collectors never claim the same URL.  The link file is written after the commit; if the process
  dies before the file appears, a later run finds the batch still ``open`` with a dead owner and
  writes the file from the database (:meth:`LinkStore.orphan_batches`).  Nothing claimed is lost.
* ``feeds``: per-feed conditional-GET validators, adaptive polling interval, health counters and a
  lease so that two collectors running at once do not poll the same feed twice.

Later stages read provenance with :func:`provenance` / :meth:`LinkStore.provenance`.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import socket
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from corpustools.net import normalize_url

log = logging.getLogger(__name__)

STORE_NAME = "links.sqlite"
_CHUNK = 400  # host parameters per IN (...) query (SQLite's default limit is 999 or 32766)

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
CREATE UNIQUE INDEX IF NOT EXISTS links_key ON links(key);
CREATE INDEX IF NOT EXISTS links_batch ON links(batch);
CREATE TABLE IF NOT EXISTS batches (
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL,
    link_file TEXT NOT NULL UNIQUE,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    state TEXT NOT NULL,
    created REAL NOT NULL,
    links INTEGER NOT NULL DEFAULT 0
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

FEED_FIELDS = (
    "url", "source", "title", "etag", "last_modified", "interval", "next_due", "polls", "successes",
    "failures_in_row", "first_seen", "last_poll", "last_success", "last_status", "last_error",
    "last_items", "last_new", "total_new",
)


def url_key(normalized: str) -> bytes:
    """The 12-byte dedup key of a normalized URL: 4 bytes of its host's hash, 8 of the URL's.

    The host prefix keeps the links of one feed (one site) on neighbouring index pages, so claiming a
    feed's items touches a few pages instead of one random page per link.
    """
    host = normalized.split("/", 3)[2] if "://" in normalized else ""
    return (hashlib.blake2b(host.encode("utf-8", "surrogatepass"), digest_size=4).digest()
            + hashlib.blake2b(normalized.encode("utf-8", "surrogatepass"), digest_size=8).digest())


class Link(NamedTuple):
    """A collected link and its provenance (``url`` is already normalized)."""

    url: str
    feed: str = ""
    title: str = ""
    published: str = ""


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


HOSTNAME = socket.gethostname()


class LinkStore:
    """The link and feed database of one workspace (``state/links.sqlite``).

    A store object belongs to one thread; open another for another thread or process.
    """

    def __init__(self, path: str | os.PathLike[str], cache_mb: int = 128, readonly: bool = False) -> None:
        """``readonly`` skips creating the schema (for readers such as download and vert)."""
        self.path = Path(path)
        if readonly and not self.path.exists():
            raise FileNotFoundError(f"{self.path}: no link store (nothing collected yet)")
        if not readonly:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), timeout=60.0, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA busy_timeout = 60000")
        self.db.execute(f"PRAGMA cache_size = -{cache_mb * 1024}")
        if not readonly:
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.execute("PRAGMA wal_autocheckpoint = 16000")  # 64 MB of WAL between checkpoints
            self.db.executescript(SCHEMA)

    @classmethod
    def for_workspace(cls, workspace: Any, **kwargs: Any) -> LinkStore:
        return cls(Path(workspace.state) / STORE_NAME, **kwargs)

    def close(self) -> None:
        self.db.close()

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
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # -- links ---------------------------------------------------------------------------------------

    def seen(self, url: str) -> bool:
        """True when ``url`` (any form; it is normalized here) was ever collected."""
        norm = normalize_url(url)
        if norm is None:
            return False
        row = self.db.execute("SELECT 1 FROM links WHERE key = ?", (url_key(norm),)).fetchone()
        return row is not None

    def _existing_keys(self, keys: Sequence[bytes]) -> set[bytes]:
        found: set[bytes] = set()
        for i in range(0, len(keys), _CHUNK):
            chunk = keys[i:i + _CHUNK]
            marks = ",".join("?" * len(chunk))
            found.update(k for (k,) in self.db.execute(f"SELECT key FROM links WHERE key IN ({marks})", chunk))
        return found

    def claim(self, links: Iterable[Link], batch: int | None, now: float | None = None) -> list[Link]:
        """Insert the links never seen before, tagged with ``batch``; return exactly those, in order.

        Look-up and insert happen under one write lock (``BEGIN IMMEDIATE``), so of two processes
        claiming the same URL exactly one gets it.
        """
        now = time.time() if now is None else now
        unique: dict[bytes, Link] = {}
        for link in links:
            unique.setdefault(url_key(link.url), link)
        if not unique:
            return []
        keys = list(unique)
        with self.transaction():
            existing = self._existing_keys(keys)
            fresh = [(k, unique[k]) for k in keys if k not in existing]
            self.db.executemany(
                "INSERT INTO links (key, url, feed, title, published, batch, collected) VALUES (?,?,?,?,?,?,?)",
                [(k, ln.url, ln.feed or None, ln.title or None, ln.published or None, batch, now)
                 for k, ln in fresh],
            )
        return [ln for _, ln in fresh]

    def provenance(self, url: str) -> dict[str, Any] | None:
        """Where a URL came from: url, feed, title, published, source, link_file, collected; or None."""
        norm = normalize_url(url)
        if norm is None:
            return None
        row = self.db.execute(
            "SELECT l.url, l.feed, l.title, l.published, b.source, b.link_file, l.collected "
            "FROM links l LEFT JOIN batches b ON b.id = l.batch WHERE l.key = ?",
            (url_key(norm),),
        ).fetchone()
        if row is None or row[0] != norm:
            return None
        names = ("url", "feed", "title", "published", "source", "link_file", "collected")
        return dict(zip(names, row, strict=True))

    def count(self) -> int:
        return self.db.execute("SELECT count(*) FROM links").fetchone()[0]

    # -- batches (one per link file being filled) ----------------------------------------------------

    def open_batch(self, source: str, directory: Path, stamp: str) -> tuple[int, str]:
        """Reserve a unique link file name ``<source>/<stamp>[-N].collected``; returns (id, name)."""
        for n in range(1, 10_000):
            name = f"{stamp}.collected" if n == 1 else f"{stamp}-{n}.collected"
            if any(directory.glob(f"{Path(name).stem}.*")):
                continue
            try:
                cur = self.db.execute(
                    "INSERT INTO batches (source, link_file, pid, host, state, created) VALUES (?,?,?,?,?,?)",
                    (source, f"{source}/{name}", os.getpid(), HOSTNAME, "open", time.time()),
                )
            except sqlite3.IntegrityError:
                continue
            return int(cur.lastrowid or 0), name
        raise RuntimeError(f"no free link file name for {source} at {stamp}")

    def batch_urls(self, batch: int) -> list[str]:
        return [u for (u,) in self.db.execute("SELECT url FROM links WHERE batch = ? ORDER BY id", (batch,))]

    def close_batch(self, batch: int, state: str = "written") -> None:
        """Mark the batch's link file as written (or drop the batch when it got no links)."""
        if state == "empty":
            self.db.execute("DELETE FROM batches WHERE id = ? AND NOT EXISTS (SELECT 1 FROM links WHERE batch = ?)",
                            (batch, batch))
        else:
            count = self.db.execute("SELECT count(*) FROM links WHERE batch = ?", (batch,)).fetchone()[0]
            self.db.execute("UPDATE batches SET state = ?, links = ? WHERE id = ?", (state, count, batch))

    def orphan_batches(self) -> list[tuple[int, str, str]]:
        """Take over open batches whose process died; returns (id, source, link_file) of each."""
        taken = []
        rows = self.db.execute("SELECT id, source, link_file, pid, host FROM batches WHERE state = 'open'").fetchall()
        for batch, source, link_file, pid, host in rows:
            if host == HOSTNAME and _pid_alive(pid):
                continue
            if host != HOSTNAME:
                continue  # another machine's collector; it recovers its own batches
            cur = self.db.execute(
                "UPDATE batches SET pid = ? WHERE id = ? AND pid = ? AND state = 'open'", (os.getpid(), batch, pid)
            )
            if cur.rowcount == 1:
                taken.append((batch, source, link_file))
        return taken

    # -- runs (collectors working now) ---------------------------------------------------------------

    def begin_run(self, now: float | None = None) -> float:
        """Register this process as a running collector; returns the start time of the earliest
        collector still running (ours or another's), so a forced run does not re-poll what a
        concurrent run polled before this one started."""
        now = time.time() if now is None else now
        earliest = now
        with self.transaction():
            for pid, host, started in self.db.execute("SELECT pid, host, started FROM runs").fetchall():
                if host == HOSTNAME and not _pid_alive(pid):
                    self.db.execute("DELETE FROM runs WHERE pid = ? AND host = ?", (pid, host))
                elif pid != os.getpid() or host != HOSTNAME:
                    earliest = min(earliest, started)
            self.db.execute("INSERT OR REPLACE INTO runs (pid, host, started) VALUES (?,?,?)",
                            (os.getpid(), HOSTNAME, now))
        return earliest

    def end_run(self) -> None:
        self.db.execute("DELETE FROM runs WHERE pid = ? AND host = ?", (os.getpid(), HOSTNAME))

    # -- feeds -------------------------------------------------------------------------------------

    def feed(self, url: str) -> dict[str, Any] | None:
        row = self.db.execute(f"SELECT {', '.join(FEED_FIELDS)} FROM feeds WHERE url = ?", (url,)).fetchone()
        return dict(zip(FEED_FIELDS, row, strict=True)) if row else None

    def feeds(self) -> list[dict[str, Any]]:
        rows = self.db.execute(f"SELECT {', '.join(FEED_FIELDS)} FROM feeds ORDER BY source, url").fetchall()
        return [dict(zip(FEED_FIELDS, row, strict=True)) for row in rows]

    def lease_feed(self, url: str, source: str, force: bool, lease: float, now: float | None = None,
                   since: float | None = None) -> bool:
        """Claim a feed for polling: False when it is not due (unless ``force``), when another live
        collector holds it, or when it was polled after ``since`` (by another run started later)."""
        now = time.time() if now is None else now
        with self.transaction():
            row = self.db.execute(
                "SELECT next_due, lease_pid, lease_host, lease_until, last_poll FROM feeds WHERE url = ?", (url,)
            ).fetchone()
            if row is None:
                self.db.execute(
                    "INSERT INTO feeds (url, source, first_seen, next_due, lease_pid, lease_host, lease_until) "
                    "VALUES (?,?,?,?,?,?,?)",
                    (url, source, now, 0, os.getpid(), HOSTNAME, now + lease),
                )
                return True
            next_due, pid, host, until, last_poll = row
            held = (pid is not None and until is not None and until > now
                    and pid != os.getpid() and (host != HOSTNAME or _pid_alive(pid)))
            polled_meanwhile = since is not None and last_poll is not None and last_poll >= since
            if held or polled_meanwhile or (not force and next_due > now):
                return False
            self.db.execute(
                "UPDATE feeds SET lease_pid = ?, lease_host = ?, lease_until = ?, source = ? WHERE url = ?",
                (os.getpid(), HOSTNAME, now + lease, source, url),
            )
            return True

    def release_feed(self, url: str) -> None:
        """Drop our lease on a feed we did not get to poll (another process's lease is left alone)."""
        self.db.execute("UPDATE feeds SET lease_pid = NULL, lease_host = NULL, lease_until = NULL "
                        "WHERE url = ? AND lease_pid = ? AND lease_host = ?", (url, os.getpid(), HOSTNAME))

    def update_feed(self, url: str, **values: Any) -> None:
        """Set feed columns (validators, interval, health counters) and drop our lease."""
        bad = set(values) - set(FEED_FIELDS)
        if bad:
            raise ValueError(f"unknown feed fields {sorted(bad)}")
        sets = ", ".join(f"{k} = ?" for k in values)
        self.db.execute(
            f"UPDATE feeds SET {sets}, lease_pid = NULL, lease_host = NULL, lease_until = NULL WHERE url = ?",
            (*values.values(), url),
        )


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
