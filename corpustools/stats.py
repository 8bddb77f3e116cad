"""The statistics database ``state/stats.sqlite`` and the workspace summary behind ``stats`` and ``report``.

Two kinds of numbers, kept apart on purpose:

* what big-brother *saw*: the counters each stage returned, summed per UTC day, source, stage and key
  (feeds polled, new links, pages fetched, failures by reason, bytes ...), and every stage run with its
  start, end, outcome and message;
* what the workspace *contains*: an index of the finished outputs (WARC, vertical, tagged vertical),
  built from their completion markers (``workspace.mark_done`` stores each shard's counters), so
  documents, tokens and languages always equal the outputs on disk, also for stages run by hand.
  The index is refreshed incrementally (only new or changed markers are read).

The database is SQLite in WAL mode with a busy timeout, so ``stats`` can read while big-brother writes.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from corpustools import sqlitedb
from corpustools.counters import Counters
from corpustools.errors import CorpustoolsError
from corpustools.stages import output_folders
from corpustools.workspace import Workspace, marker_path, read_marker, shown_name

log = logging.getLogger(__name__)

STATS_NAME = "stats.sqlite"

SCHEMA = """
CREATE TABLE IF NOT EXISTS counters (
    day TEXT NOT NULL, source TEXT NOT NULL, stage TEXT NOT NULL, key TEXT NOT NULL, value REAL NOT NULL,
    PRIMARY KEY (day, source, stage, key));
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, stage TEXT NOT NULL, started REAL NOT NULL, finished REAL,
    outcome TEXT NOT NULL, message TEXT NOT NULL DEFAULT '', pid INTEGER, totals TEXT NOT NULL DEFAULT '{}');
CREATE INDEX IF NOT EXISTS runs_stage ON runs (stage, started);
CREATE TABLE IF NOT EXISTS schedule (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS failures (
    stage TEXT NOT NULL, input TEXT NOT NULL, count INTEGER NOT NULL, last_error TEXT NOT NULL,
    last_time REAL NOT NULL, PRIMARY KEY (stage, input));
CREATE TABLE IF NOT EXISTS quarantine (
    id INTEGER PRIMARY KEY, stage TEXT NOT NULL, input TEXT NOT NULL, moved_to TEXT NOT NULL,
    time REAL NOT NULL, reason TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outputs (
    path TEXT PRIMARY KEY, kind TEXT NOT NULL, source TEXT NOT NULL, day TEXT NOT NULL,
    marker_mtime INTEGER NOT NULL, size INTEGER NOT NULL, stats TEXT NOT NULL);
"""


def utc_day(seconds: float | None = None) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(seconds))


class StatsDamaged(CorpustoolsError):
    """``state/stats.sqlite`` is no database (a disk fault, a copy cut short): one line saying what to do,
    not a traceback from every ``stats``, ``report`` and big-brother run."""

    def __init__(self, path: Path, exc: BaseException) -> None:
        self.path, self.reason = path, str(exc)
        super().__init__(f"{path} is damaged ({exc}); move it aside ('mv {path} {path}.damaged'): the next run "
                         f"starts a new one, with the numbers of the outputs read again from their completion "
                         f"markers (the history of big-brother's runs is lost)")


class StatsDB:
    """``state/stats.sqlite``.  One connection per process; every write is its own short transaction."""

    renewed = False  # :meth:`open_or_renew` moved a damaged file aside: the run's status is 1

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path, timeout=60, isolation_level=None)
        self.conn.row_factory = sqlite3.Row
        try:
            sqlitedb.set_up(self.conn, SCHEMA)
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            if isinstance(exc, sqlite3.OperationalError):  # locked, read-only: the callers decide
                raise
            raise StatsDamaged(self.path, exc) from None
        except sqlite3.Error:
            self.conn.close()
            raise

    @classmethod
    def open(cls, workspace: Workspace) -> StatsDB:
        return cls(workspace.state / STATS_NAME)

    @classmethod
    def open_or_renew(cls, workspace: Workspace) -> StatsDB:
        """:meth:`open`, and for a damaged file a new one, the old moved aside with one -ERR line: the
        statistics must not stop a supervisor's crawl (big-brother), whose outputs are the data."""
        try:
            return cls.open(workspace)
        except StatsDamaged as exc:
            aside = exc.path.with_name(f"{exc.path.name}.damaged-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}")
            os.replace(exc.path, aside)
            for suffix in ("-wal", "-shm"):  # the journal of the damaged file belongs to it
                companion = exc.path.with_name(exc.path.name + suffix)
                if companion.exists():
                    os.replace(companion, aside.with_name(aside.name + suffix))
            log.error(f"{exc.path} was damaged ({exc.reason}); moved aside to {aside.name} and a new one started "
                      f"(the outputs' numbers are read again from their markers; the history of runs is lost)")
            db = cls.open(workspace)
            db.renewed = True
            return db

    @classmethod
    def for_reading(cls, workspace: Workspace) -> StatsDB:
        """The database for ``stats`` and ``report``, also for a user who may read the workspace but not
        write it (a web server's user, a colleague, a read-only mount): then a copy in memory, so the
        index of outputs those commands refresh is kept for this run only."""
        path = workspace.state / STATS_NAME
        try:
            return cls(path)
        except (sqlite3.OperationalError, OSError) as exc:
            if isinstance(exc, sqlite3.OperationalError) and not sqlitedb.cannot_write(exc):
                raise
        log.debug(f"{path}: not writable here; reading a copy")
        snapshot = cls.__new__(cls)
        snapshot.path = path
        snapshot.conn = sqlite3.connect(":memory:", isolation_level=None)
        if path.exists():
            source = sqlitedb.connect_reader(path)
            try:
                source.backup(snapshot.conn)
            finally:
                source.close()
        snapshot.conn.row_factory = sqlite3.Row
        snapshot.conn.executescript(SCHEMA)
        return snapshot

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> StatsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- stage runs ---------------------------------------------------------------------------------
    def start_run(self, stage: str, pid: int | None = None) -> int:
        cur = self.conn.execute("INSERT INTO runs (stage, started, outcome, pid) VALUES (?, ?, 'running', ?)",
                                (stage, time.time(), pid or os.getpid()))
        return int(cur.lastrowid)

    def set_run_pid(self, run_id: int, pid: int) -> None:
        self.conn.execute("UPDATE runs SET pid = ? WHERE id = ?", (pid, run_id))

    def finish_run(self, run_id: int, outcome: str, message: str = "",
                   per_source: dict[str, dict[str, Any]] | None = None) -> None:
        """Close a run and add its counters to today's per-source numbers, in one transaction."""
        stage = self.conn.execute("SELECT stage FROM runs WHERE id = ?", (run_id,)).fetchone()["stage"]
        totals = Counters.total((per_source or {}).values())
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute("UPDATE runs SET finished = ?, outcome = ?, message = ?, totals = ? WHERE id = ?",
                              (time.time(), outcome, shown_name(message), json.dumps(totals, sort_keys=True), run_id))
            self._add_counters(stage, per_source or {})

    def add_counters(self, stage: str, per_source: dict[str, dict[str, Any]], day: str | None = None) -> None:
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self._add_counters(stage, per_source, day)

    def _add_counters(self, stage: str, per_source: dict[str, dict[str, Any]], day: str | None = None) -> None:
        day = day or utc_day()
        for source, counters in per_source.items():
            for key, value in Counters.total([counters]).items():
                self.conn.execute(
                    "INSERT INTO counters (day, source, stage, key, value) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (day, source, stage, key) DO UPDATE SET value = value + excluded.value",
                    (day, shown_name(str(source)), stage, key, value))

    def mark_interrupted(self) -> int:
        """Runs still 'running' belong to a dead supervisor (the caller holds the lock): 'interrupted'."""
        cur = self.conn.execute("UPDATE runs SET outcome = 'interrupted', finished = COALESCE(finished, started), "
                                "message = 'the supervisor died during this run' WHERE outcome = 'running'")
        return cur.rowcount

    def last_runs(self) -> dict[str, dict[str, Any]]:
        rows = self.conn.execute("SELECT * FROM runs WHERE id IN (SELECT MAX(id) FROM runs GROUP BY stage)")
        return {row["stage"]: dict(row) for row in rows}

    def runs(self, limit: int = 50) -> list[dict[str, Any]]:
        rows = self.conn.execute("SELECT * FROM runs ORDER BY id DESC LIMIT ?", (limit,))
        return [dict(row) for row in rows]

    def counters(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM counters ORDER BY day, source, stage, key")]

    # -- schedule -----------------------------------------------------------------------------------
    def get(self, key: str, default: str | None = None) -> str | None:
        row = self.conn.execute("SELECT value FROM schedule WHERE key = ?", (key,)).fetchone()
        return row["value"] if row else default

    def set(self, key: str, value: str) -> None:
        self.conn.execute("INSERT INTO schedule (key, value) VALUES (?, ?) "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    # -- failures and quarantine --------------------------------------------------------------------
    def record_failure(self, stage: str, input_path: str, error: str) -> int:
        """Count one more failed attempt at ``input_path``; returns the count."""
        self.conn.execute(
            "INSERT INTO failures (stage, input, count, last_error, last_time) VALUES (?, ?, 1, ?, ?) "
            "ON CONFLICT (stage, input) DO UPDATE SET count = count + 1, last_error = excluded.last_error, "
            "last_time = excluded.last_time", (stage, shown_name(input_path), shown_name(error), time.time()))
        row = self.conn.execute("SELECT count FROM failures WHERE stage = ? AND input = ?", (stage, shown_name(input_path)))
        return int(row.fetchone()["count"])

    def clear_failures(self, stage: str, keep: set[str] | None = None) -> None:
        """Forget failure counts of ``stage`` except for the inputs in ``keep``."""
        keep = {shown_name(k) for k in keep or ()}  # as recorded: SQLite takes UTF-8 only
        for row in self.conn.execute("SELECT input FROM failures WHERE stage = ?", (stage,)).fetchall():
            if row["input"] not in keep:
                self.conn.execute("DELETE FROM failures WHERE stage = ? AND input = ?", (stage, row["input"]))

    def failures(self, stage: str | None = None) -> list[dict[str, Any]]:
        if stage:
            rows = self.conn.execute("SELECT * FROM failures WHERE stage = ? ORDER BY input", (stage,))
        else:
            rows = self.conn.execute("SELECT * FROM failures ORDER BY stage, input")
        return [dict(r) for r in rows]

    def record_quarantine(self, stage: str, input_path: str, moved_to: str, reason: str) -> None:
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute("INSERT INTO quarantine (stage, input, moved_to, time, reason) VALUES (?, ?, ?, ?, ?)",
                              (stage, shown_name(input_path), shown_name(moved_to), time.time(), shown_name(reason)))
            self.conn.execute("DELETE FROM failures WHERE stage = ? AND input = ?", (stage, shown_name(input_path)))

    def quarantined(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM quarantine ORDER BY id")]

    # -- the index of finished outputs --------------------------------------------------------------
    def index_outputs(self, workspace: Workspace) -> None:
        """Bring the outputs table in line with the finished outputs (file + marker) on disk."""
        known = {row["path"]: row["marker_mtime"] for row in self.conn.execute("SELECT path, marker_mtime FROM outputs")}
        seen: set[str] = set()
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            for kind, folder, suffixes in output_folders():  # every stage's outputs, from the registry
                # WARCs may be dropped in by hand, without a marker (vert takes them): they count too
                for path in _finished_outputs(workspace.root / folder, suffixes, unmarked=kind == "warc"):
                    rel = shown_name(path.relative_to(workspace.root).as_posix())  # SQLite takes UTF-8 only
                    seen.add(rel)
                    try:
                        marker = marker_path(path)
                        mtime = (marker if marker.exists() else path).stat().st_mtime_ns
                        size = path.stat().st_size
                    except FileNotFoundError:
                        seen.discard(rel)
                        continue
                    if known.get(rel) == mtime:
                        continue
                    marker = read_marker(path) or {}
                    stats = marker.get("stats") or {}
                    day = utc_day(float(marker.get("finished") or mtime / 1e9))
                    self.conn.execute(
                        "INSERT OR REPLACE INTO outputs (path, kind, source, day, marker_mtime, size, stats) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (rel, kind, shown_name(path.parent.name), day, mtime, size, json.dumps(stats, sort_keys=True)))
            for rel in set(known) - seen:
                self.conn.execute("DELETE FROM outputs WHERE path = ?", (rel,))

    def outputs(self, kind: str | None = None) -> list[dict[str, Any]]:
        sql, args = "SELECT * FROM outputs", ()
        if kind:
            sql, args = sql + " WHERE kind = ?", (kind,)
        rows = []
        for row in self.conn.execute(sql + " ORDER BY path", args):
            item = dict(row)
            item["stats"] = json.loads(item["stats"])
            rows.append(item)
        return rows


def _finished_outputs(folder: Path, suffixes: tuple[str, ...], unmarked: bool = False) -> list[Path]:
    out = []
    if not folder.is_dir():
        return out
    for source_dir in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        for path in sorted(source_dir.iterdir()):
            if path.name.startswith(".") or not path.name.endswith(suffixes):
                continue
            if unmarked or marker_path(path).exists():
                out.append(path)
    return out
