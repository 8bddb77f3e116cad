"""Opening the workspace's SQLite files while another process is setting the same file up: SQLite says
"database is locked" at once, without waiting, to a connection that switches a file to write-ahead
logging while another holds a write lock on it (two collectors started together by cron hit this)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from corpustools.collect.store import LinkStore
from corpustools.download import ledger
from corpustools.stats import StatsDB

HOLDER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("CREATE TABLE IF NOT EXISTS other_setup (x)")
db.execute("BEGIN")
db.execute("SELECT * FROM other_setup").fetchall()
db.execute("INSERT INTO other_setup VALUES (1)")  # a write lock, the file still in rollback-journal mode
print("held", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("COMMIT")
"""


def _hold(path: Path, seconds: float) -> subprocess.Popen:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)], stdout=subprocess.PIPE,
                              text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


@pytest.mark.parametrize("kind", ["links", "ledger", "stats"])
def test_a_state_file_opens_while_another_process_holds_its_write_lock(tmp_path, kind):
    name = {"links": "links.sqlite", "ledger": ledger.LEDGER_NAME, "stats": "stats.sqlite"}[kind]
    holder = _hold(tmp_path / name, 0.6)
    started = time.monotonic()
    try:
        if kind == "links":
            store = LinkStore(tmp_path / name)
            db = store.db
        elif kind == "ledger":
            db = ledger._open(tmp_path)
        else:
            db = StatsDB(tmp_path / name).conn
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        db.close()
    finally:
        assert holder.wait(timeout=30) == 0
    assert time.monotonic() - started >= 0.3  # it waited for the other process, it did not fail at once


def test_a_database_locked_for_longer_than_the_timeout_is_one_line_without_a_traceback():
    """When the other process keeps the lock past the timeout the user gets one -ERR line, no traceback."""
    import sqlite3

    from corpustools.cli import environment_problem

    problem = environment_problem(sqlite3.OperationalError("database is locked"))
    assert problem is not None and problem[1] == 1 and "locked by another process" in problem[0]
    assert environment_problem(sqlite3.OperationalError("no such table: links")) is None  # a bug stays a bug
