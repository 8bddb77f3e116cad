"""Opening the workspace's SQLite files (the link store, the download ledger, the run statistics) when
several processes may open them at the same moment.

SQLite waits for a lock up to its busy timeout, except where waiting could deadlock: two connections that
race to create a file, or to switch it to write-ahead logging, may be told "database is locked" at once.
Two collectors started together by cron, or a collector beside a download, hit that; the set-up of a
connection (``PRAGMA journal_mode = WAL``, the schema) is therefore retried here until the timeout.
Readers that may not write (another user's ``stats``, a read-only mount) open the files with
:func:`connect_reader`.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

FIRST_PAUSE = 0.01  # seconds before the first retry; doubled up to MAX_PAUSE
MAX_PAUSE = 0.5


def is_locked(exc: BaseException) -> bool:
    """SQLite's "database is locked" or "busy": another process holds the file."""
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc))


def retry_locked(action: Callable[[], T], timeout: float = 60.0) -> T:
    """``action()``, again after a short pause while SQLite says the database is locked or busy, for up to
    ``timeout`` seconds (then its error goes up)."""
    deadline = time.monotonic() + timeout
    pause = FIRST_PAUSE
    while True:
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not is_locked(exc) or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, MAX_PAUSE)


def set_up(db: sqlite3.Connection, schema: str, timeout: float = 60.0) -> None:
    """Busy timeout, write-ahead logging and ``schema`` (``CREATE ... IF NOT EXISTS``) on ``db``."""
    db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    retry_locked(lambda: db.execute("PRAGMA journal_mode = WAL"), timeout)
    retry_locked(lambda: db.executescript(schema), timeout)


def cannot_write(exc: BaseException) -> bool:
    """SQLite's answer to a process that may read the file but not write it or its folder."""
    return isinstance(exc, sqlite3.OperationalError) and ("readonly" in str(exc) or "unable to open" in str(exc))


def connect_reader(path: str | os.PathLike[str], timeout: float = 60.0, **options: Any) -> sqlite3.Connection:
    """A read-only connection to the SQLite file ``path`` for a process that need not be allowed to
    write it (``stats``, ``report``, ``feeds`` and ``links`` run by another user, or on a read-only
    mount).  A WAL database whose ``-shm`` file is missing cannot be opened so (SQLite would create the
    file): it is then read as immutable, which is right while no writer has it open (the last one
    removed its ``-wal`` and ``-shm`` files on closing it)."""
    uri = Path(path).absolute().as_uri()
    db = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=timeout, **options)
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return db
    except sqlite3.OperationalError as exc:
        db.close()
        if not cannot_write(exc):
            raise
    log.debug(f"{path}: read as immutable (no permission to create its -shm file)")
    return sqlite3.connect(f"{uri}?immutable=1", uri=True, timeout=timeout, **options)
