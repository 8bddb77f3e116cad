"""Noticing a lost or damaged link store before it does harm.

``state/links.keys`` (the URL hashes in row order, :mod:`corpustools.collect.keyindex`) outlives a
deleted, emptied or replaced ``state/links.sqlite``: when the database is missing, empty or not SQLite
while the key file lists links, collecting would silently collect every link ever seen again.  The
store refuses to open instead (:class:`StoreLost`, one line saying how to recover: restore a backup,
or ``corpustools collect --rebuild-store``, :mod:`corpustools.collect.rebuild`), and never truncates
the key file in that state.  After an unclean shutdown (a collector registered as running whose
process is gone) the store runs SQLite's quick integrity check when opened.
"""

from __future__ import annotations

from pathlib import Path

from corpustools.errors import CorpustoolsError


class StoreLost(CorpustoolsError):
    """The link store is missing, emptied or damaged while its key file shows links were collected:
    collecting now would collect every one of them again.  The message says how to recover."""


RECOVER = ("restore it from a backup, or rebuild it from collected_links/ and warcs/ with "
           "'corpustools collect --rebuild-store'")
_SQLITE_HEADER = b"SQLite format 3\x00"


def check_store_file(path: Path, keys_path: Path) -> bool:
    """Raise :class:`StoreLost` when the database file is missing, empty or not SQLite while
    ``links.keys`` holds hashes; returns whether the database file exists (with content)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(_SQLITE_HEADER))
    except FileNotFoundError:
        head = None
    try:
        known = keys_path.stat().st_size // 8
    except FileNotFoundError:
        known = 0
    if head and head != _SQLITE_HEADER:
        raise StoreLost(f"{path} is not an SQLite database (damaged?); {RECOVER}")
    if not head and known:
        what = "missing" if head is None else "empty"
        raise StoreLost(f"{path} is {what} but {keys_path.name} lists {known:,} links collected before; "
                        f"collecting now would collect them all again: {RECOVER}")
    return bool(head)
