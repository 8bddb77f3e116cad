"""Bookkeeping tables beside the link store: link-file batches, running collectors and feed state.

:class:`Bookkeeping` works over the connection of a :class:`corpustools.collect.store.LinkStore`
(``store.books``): one database file and one transaction, two concepts.  The store answers "which
links were ever collected"; the bookkeeping "where did they go, who is collecting, which feed is due".

* ``batches``: one row per link file a process is filling; a batch left ``open`` by a dead process is
  taken over by the next run, which writes the link file from the database (nothing claimed is lost).
  Ad hoc batches (``collect -i ... -o FILE``) carry their ``output``; when it could not be written they
  stay ``unwritten`` and the next ad hoc run to the same output writes their links first;
* ``runs``: the collectors running now, so a forced run does not re-poll what a concurrent run polled;
* ``feeds``: conditional-GET validators, the adaptive polling interval, health counters, and a lease
  so that two collectors never poll one feed at once.
"""

from __future__ import annotations

import os
import socket
import sqlite3
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from corpustools.workspace import pid_alive as _pid_alive

HOSTNAME = socket.gethostname()

FEED_FIELDS = (
    "url", "source", "title", "etag", "last_modified", "interval", "next_due", "polls", "successes",
    "failures_in_row", "first_seen", "last_poll", "last_success", "last_status", "last_error",
    "last_items", "last_new", "total_new",
)


class Bookkeeping:
    """Batches, runs and feeds, over the link store's connection and transactions."""

    def __init__(self, db: sqlite3.Connection, transaction: Callable[[], AbstractContextManager[None]]) -> None:
        self.db = db
        self.transaction = transaction

    # -- batches (one per link file being filled) ----------------------------------------------------

    def open_batch(self, source: str, directory: Path, stamp: str, output: str | None = None) -> tuple[int, str]:
        """Reserve a unique link file name ``<source>/<stamp>[-N].collected``; returns (id, name).
        ``output``: an ad hoc run's output (a resolved path, or ``-`` for stdout)."""
        for n in range(1, 10_000):
            name = f"{stamp}.collected" if n == 1 else f"{stamp}-{n}.collected"
            if any(directory.glob(f"{Path(name).stem}.*")):
                continue
            try:
                cur = self.db.execute(
                    "INSERT INTO batches (source, link_file, pid, host, state, created, output) "
                    "VALUES (?,?,?,?,?,?,?)",
                    (source, f"{source}/{name}", os.getpid(), HOSTNAME, "open", time.time(), output),
                )
            except sqlite3.IntegrityError:
                continue
            return int(cur.lastrowid or 0), name
        raise RuntimeError(f"no free link file name for {source} at {stamp}")

    def record_batch(self, source: str, link_file: str, created: float) -> int:
        """Record a link file that already exists (``--rebuild-store``) as a written batch."""
        cur = self.db.execute(
            "INSERT OR IGNORE INTO batches (source, link_file, pid, host, state, created) VALUES (?,?,?,?,?,?)",
            (source, link_file, os.getpid(), HOSTNAME, "written", created))
        if cur.rowcount == 1:
            return int(cur.lastrowid or 0)
        return int(self.db.execute("SELECT id FROM batches WHERE link_file = ?", (link_file,)).fetchone()[0])

    def named_batch(self, source: str, link_file: str, state: str) -> int:
        """The batch named ``link_file`` for links that reached the workspace another way than a feed
        poll (``state`` 'hand' or 'seen'), created once and never 'open', so no collector takes it over."""
        row = self.db.execute("SELECT id FROM batches WHERE link_file = ?", (link_file,)).fetchone()
        if row is not None:
            return int(row[0])
        cur = self.db.execute(
            "INSERT INTO batches (source, link_file, pid, host, state, created) VALUES (?,?,?,?,?,?)",
            (source, link_file, os.getpid(), HOSTNAME, state, time.time()))
        return int(cur.lastrowid or 0)

    def batch_state(self, batch: int) -> str:
        row = self.db.execute("SELECT state FROM batches WHERE id = ?", (batch,)).fetchone()
        return str(row[0]) if row is not None else ""

    def add_links(self, batch: int, count: int) -> None:
        self.db.execute("UPDATE batches SET links = links + ? WHERE id = ?", (count, batch))

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
        rows = self.db.execute("SELECT id, source, link_file, pid, host FROM batches "
                               "WHERE state = 'open' AND output IS NULL").fetchall()
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

    def unwritten_batches(self, output: str) -> list[int]:
        """Take over the ad hoc batches for ``output`` whose links never reached it (the write failed,
        or the process died first); returns their ids, oldest first."""
        taken = []
        rows = self.db.execute("SELECT id, pid, host, state FROM batches WHERE output = ? "
                               "AND state IN ('open', 'unwritten') ORDER BY id", (output,)).fetchall()
        for batch, pid, host, state in rows:
            if host != HOSTNAME or (state == "open" and _pid_alive(pid) and pid != os.getpid()):
                continue
            self.db.execute("UPDATE batches SET pid = ?, state = 'open' WHERE id = ?", (os.getpid(), batch))
            taken.append(batch)
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

    def unclean_shutdown(self) -> bool:
        """True when a collector of this machine is registered as running but its process is gone."""
        rows = self.db.execute("SELECT pid FROM runs WHERE host = ?", (HOSTNAME,)).fetchall()
        return any(not _pid_alive(pid) for (pid,) in rows)

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
