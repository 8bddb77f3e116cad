"""What became of every link download was given: ``state/downloads.sqlite``, and the URLs a download
learns are the same article (redirect targets, ``rel=canonical``).

The old link checker kept two queues, to download and downloaded; ``corpustools links`` answers the
same questions from here: for each link, the outcome (``fetched``, ``failed:REASON``, ``skipped:WHY``),
the final URL after redirects, the HTTP status, the WARC and the offset of the capture, the link file
and when.  Rows are written after a WARC is committed (one transaction per link file), so the ledger
never names a WARC that is not there; the same rows are saved in ``state/downloads-pending/`` before the
WARC is renamed into place, so a run killed between the rename and the booking has them booked at the
next start (booking replaces the rows of an earlier booking of the same WARC and link file).  A link downloaded again later gets a newer row; readers take the
newest.

Redirect targets and canonical URLs go to the link store as *seen* (see
:meth:`corpustools.collect.bookkeeping.Bookkeeping.record_link_file`), so the same article reached under
its final or canonical URL from another feed is not collected again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from corpustools import sqlitedb
from corpustools.net import normalize_url
from corpustools.workspace import Workspace, atomic_write, is_done, remove_stale_temps

log = logging.getLogger(__name__)

LEDGER_NAME = "downloads.sqlite"

SCHEMA = """
CREATE TABLE IF NOT EXISTS fetches (
    url TEXT NOT NULL,
    final TEXT,
    outcome TEXT NOT NULL,
    status TEXT,
    warc TEXT,
    offset TEXT,
    link_file TEXT,
    at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS fetches_url ON fetches(url);
"""

FIELDS = ("url", "final", "outcome", "status", "warc", "offset", "link_file", "at")

_LINK_TAG = re.compile(rb"<link\b[^>]*>", re.I)
_REL_CANONICAL = re.compile(rb"""\brel\s*=\s*["']?\s*canonical\b""", re.I)
_HREF = re.compile(rb"""\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)
_HEAD_END = re.compile(rb"<body\b|</head\s*>", re.I)


def canonical_url(body: bytes, base: str) -> str | None:
    """The page's ``<link rel="canonical" href>`` (normalized, absolute), or None; only the head is read."""
    end = _HEAD_END.search(body, 0, 200_000)
    head = body[: end.start()] if end else body[:200_000]
    for tag in _LINK_TAG.findall(head):
        if _REL_CANONICAL.search(tag):
            found = _HREF.search(tag)
            if found:
                href = next(g for g in found.groups() if g is not None).decode("utf-8", "replace").strip()
                return normalize_url(href.replace("&amp;", "&"), base=base)
    return None


def _open(state: Path) -> sqlite3.Connection:
    db = sqlite3.connect(str(state / LEDGER_NAME), timeout=60.0, isolation_level=None)
    sqlitedb.set_up(db, SCHEMA)
    return db


def record(state: Path, warc: str, link_file: str, outcomes: Iterable[tuple[str, str, str]],
           captures: Iterable[dict[str, Any]], replace: bool = False) -> int:
    """One row per (link URL, final URL, outcome) of a committed WARC ``warc`` (workspace-relative);
    status and offset from its CDXJ entries ``captures``; ``replace``: first remove the rows an earlier
    booking of the same WARC and link file wrote.  Returns the rows written."""
    by_url: dict[str, dict[str, Any]] = {}
    for entry in captures:
        by_url[str(entry.get("url", ""))] = entry
    now = time.time()
    rows = []
    for url, final, outcome in outcomes:
        entry = by_url.get(final) or by_url.get(url) or {}
        offset = entry.get("offset")
        if offset is not None and entry.get("record_offset") is not None:
            offset = f"{offset}:{entry['record_offset']}"  # xz: the stream, then the record inside it
        rows.append((url, final if final != url else None, outcome, str(entry.get("status", "")) or None,
                     warc if entry else None, None if offset is None else str(offset), link_file, now))
    db = _open(state)
    try:
        db.execute("BEGIN IMMEDIATE")
        if replace:
            db.execute("DELETE FROM fetches WHERE link_file = ? AND (warc = ? OR warc IS NULL)", (link_file, warc))
        db.executemany(f"INSERT INTO fetches ({', '.join(FIELDS)}) VALUES ({', '.join('?' * len(FIELDS))})", rows)
        db.execute("COMMIT")
    finally:
        db.close()
    return len(rows)


def damaged_advice(path: Path) -> str:
    """What to do about a ledger that is no database (a disk fault): it holds bookkeeping only."""
    return (f"move it aside ('mv {path} {path}.damaged'): download starts a new one (the WARCs are whole; "
            f"'corpustools links' then knows the outcomes of later downloads only)")


def lookup(state: Path, url: str) -> dict[str, Any] | None:
    """The newest ledger row of ``url`` (as a link, or as the final URL of one), or None."""
    from corpustools.errors import CorpustoolsError

    path = state / LEDGER_NAME
    if not path.exists():
        return None
    try:
        db = sqlitedb.connect_reader(path)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError):
            raise
        raise CorpustoolsError(f"{path} is damaged ({exc}); {damaged_advice(path)}") from None
    try:
        row = db.execute(f"SELECT {', '.join(FIELDS)} FROM fetches WHERE url = ? ORDER BY at DESC, rowid DESC LIMIT 1",
                         (url,)).fetchone()
    finally:
        db.close()
    return dict(zip(FIELDS, row, strict=True)) if row else None


PENDING_DIR = "downloads-pending"  # in state/: a booking written before its WARC is renamed into place


def booking(workspace: Workspace, link_file: Path | None, target: Path, job: Any) -> dict[str, Any]:
    """What :func:`book` records for a committed WARC (``job``: its
    :class:`~corpustools.download.engine.Job`), as plain JSON-able data."""
    def relative(path: Path) -> str:
        try:
            return str(path.resolve().relative_to(workspace.root.resolve()))
        except ValueError:
            return str(path.resolve())

    return {
        "warc": relative(target),
        "link_file": f"{link_file.parent.name}/{link_file.name}" if link_file is not None else relative(target),
        "source": link_file.parent.name if link_file is not None else "",
        "outcomes": [list(o) for o in job.outcomes],
        "captures": [{k: e.get(k) for k in ("url", "status", "offset", "record_offset")} for _, _, e in job.output.cdx],
        "seen": [list(s) for s in job.seen],
    }


def book(workspace: Workspace, entry: dict[str, Any], replace: bool = False) -> None:
    """Each link's outcome into the download ledger (``replace``: instead of the rows an earlier booking
    of the same WARC and link file wrote, so a booking recovered after a crash counts once), and redirect
    targets and canonical URLs into the link store as seen (so collect does not take the same article
    again; the link store keeps a URL once)."""
    from corpustools.collect.store import Link, LinkStore

    name = entry["link_file"]
    try:
        record(workspace.state, entry["warc"], name, [tuple(o) for o in entry["outcomes"]], entry["captures"],
               replace=replace)
        if entry["seen"]:
            with LinkStore.for_workspace(workspace) as store:
                new = store.record_link_file(entry["source"], name, [Link(url, feed) for url, feed in entry["seen"]],
                                             "seen")
            if new:
                log.info(f"{name}: {new} redirect target(s) and canonical URL(s) booked as seen in the link store")
    except Exception as exc:  # noqa: BLE001 - the WARC is there; only the bookkeeping is missing
        advice = (f"; {workspace.state / LEDGER_NAME} is damaged: {damaged_advice(workspace.state / LEDGER_NAME)}"
                  if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError) else "")
        log.warning(f"{entry['warc']}: download bookkeeping not recorded ({exc}){advice}")


def book_job(workspace: Workspace, link_file: Path | None, target: Path, job: Any) -> None:
    """:func:`book` a committed WARC from its job."""
    book(workspace, booking(workspace, link_file, target, job))


def pending_path(workspace: Workspace, target: Path) -> Path:
    key = hashlib.blake2b(str(target.resolve()).encode("utf-8"), digest_size=6).hexdigest()
    return workspace.state / PENDING_DIR / f"{target.name}.{key}.json"


def save_pending(workspace: Workspace, link_file: Path | None, target: Path, job: Any) -> Path:
    """Write the booking of ``target`` before the WARC is renamed into place: a kill between the rename
    and :func:`book` leaves it for :func:`recover_pending` at the next start."""
    path = pending_path(workspace, target)
    with atomic_write(path, "w") as fh:
        json.dump(booking(workspace, link_file, target, job), fh)
    return path


def recover_pending(workspace: Workspace) -> int:
    """Book what a killed download left pending: a booking whose WARC is finished (marked done) is
    recorded now; one whose WARC is not is dropped (that link file is downloaded again and booked then).
    Returns the WARCs booked."""
    folder = workspace.state / PENDING_DIR
    booked = 0
    remove_stale_temps(folder, recursive=False)  # a booking half written when its writer was killed
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            entry = json.loads(path.read_text("utf-8"))
            warc = workspace.root / entry["warc"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.warning(f"{path}: unreadable pending booking ({exc}); removed")
            path.unlink(missing_ok=True)
            continue
        if is_done(warc):
            book(workspace, entry, replace=True)
            booked += 1
            log.info(f"{entry['warc']}: download bookkeeping of a run that was stopped before it recorded it, recorded now")
        path.unlink(missing_ok=True)
    return booked


def record_hand_dropped(workspace: Workspace, link_file: Path, urls: list[str], part: str = "") -> None:
    """The URLs of a hand-dropped link file go into the link store as collected, so that collect does
    not fetch them again when a feed lists them later (``part``: which of its links they are, said)."""
    from corpustools.collect.store import Link, LinkStore

    name = f"{link_file.parent.name}/{link_file.name}"
    try:
        with LinkStore.for_workspace(workspace) as store:
            new = store.record_link_file(link_file.parent.name, name, [Link(u) for u in urls], "hand")
    except Exception as exc:  # noqa: BLE001 - the download goes on; only the bookkeeping is missing
        log.warning(f"{link_file}: its links could not be recorded in the link store ({exc})")
        return
    log.info(f"{link_file}: hand-dropped link file, {new} of {len(urls)} links{part} new to the link store")
