"""``corpustools collect --rebuild-store``: a new link store from what the workspace still holds.

When ``state/links.sqlite`` is lost or damaged (:mod:`corpustools.collect.recovery` stops collect with
one line saying so), every link collected before is still named somewhere: in the link files of
``collected_links/`` (pending ``.collected`` and done ``.downloaded``) and in the WARCs of ``warcs/``.
The rebuild moves the old database and ``links.keys`` aside (``*.before-rebuild-<UTC stamp>``),
claims the links of every link file (oldest first, one written batch per file, so provenance by link
file survives) and then the target URIs of every WARC record (also of the WARCs in a WACZ), and reports how many links the old key
file knew that were found nowhere (those may be collected again).  Feed state (validators, intervals,
health) is not in those files: every feed is simply due at the next collect.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from corpustools.collect.keyindex import KeyFile, KeyIndex
from corpustools.collect.store import KEYS_SUFFIX, STORE_NAME, Link, LinkStore
from corpustools.linkfile import decode_list, entries
from corpustools.net import normalize_url
from corpustools.warc import WARC_SUFFIXES
from corpustools.warc.raw import iter_archive_records
from corpustools.warc.reader import UNREADABLE
from corpustools.warc.wacz import is_wacz
from corpustools.workspace import Workspace, utc_timestamp

log = logging.getLogger(__name__)

CHUNK = 100_000  # links claimed per transaction
URI_RECORDS = ("response", "revisit", "resource")


def _link_files(workspace: Workspace) -> list[Path]:
    root = workspace.collected_links
    if not root.is_dir():
        return []
    found = [p for p in root.rglob("*") if p.is_file() and not p.name.startswith(".")]
    return sorted(found, key=lambda p: (p.stat().st_mtime, str(p)))


def _urls_of(path: Path) -> Iterator[str]:
    """The links of a link file, decoded and parsed as download reads it (a hand-dropped list may be
    in windows-1250: read as UTF-8, its URLs would not be the ones download fetched)."""
    for _, _, written, _ in entries(decode_list(path.read_bytes())[0].splitlines()):
        url = normalize_url(written)
        if url:
            yield url


def _warc_uris(path: Path, problems: list[str], read: list[int]) -> Iterator[str]:
    """The target URIs of the WARC's records (of every WARC in a WACZ: a crawl of Browsertrix's dropped in);
    ``read`` counts the records read."""
    for record in iter_archive_records(path, problems):
        read[0] += 1
        if record.rec_type in URI_RECORDS or record.format == "arc":
            uri = record.headers.get("WARC-Target-URI") or record.headers.get("uri") or ""
            url = normalize_url(uri.strip("<>"))
            if url:
                yield url


def _claim_all(store: LinkStore, urls: Iterator[str], batch: int | None, when: float) -> int:
    claimed, chunk = 0, []
    for url in urls:
        chunk.append(Link(url))
        if len(chunk) >= CHUNK:
            claimed += len(store.claim(chunk, batch, when))
            chunk = []
    if chunk:
        claimed += len(store.claim(chunk, batch, when))
    return claimed


def _move_aside(path: Path, stamp: str) -> Path | None:
    if not path.exists():
        return None
    target = path.with_name(f"{path.name}.before-rebuild-{stamp}")
    os.replace(path, target)
    return target


def rebuild_store(workspace: Workspace) -> dict[str, int]:
    """Rebuild ``state/links.sqlite`` from the link files and WARCs; returns counts for the summary.

    Refused while a collect of the workspace runs (its lock): the store would be moved aside under it,
    and the links it claims after that would go to the old file, lost to the rebuilt one."""
    from corpustools.collect.run import collect_lock, held_by
    from corpustools.errors import CorpustoolsError
    from corpustools.workspace import AlreadyLocked

    try:
        lock = collect_lock(workspace).acquire()
    except AlreadyLocked as exc:
        raise CorpustoolsError(f"{held_by(exc)}; rebuild the link store once it has ended (nothing was changed)") from None
    try:
        return _rebuild(workspace)
    finally:
        lock.release()


def _rebuild(workspace: Workspace) -> dict[str, int]:
    path = workspace.state / STORE_NAME
    keys = path.with_suffix(KEYS_SUFFIX)
    workspace.state.mkdir(parents=True, exist_ok=True)
    stamp = utc_timestamp()
    old_keys = _move_aside(keys, stamp)
    for name in (STORE_NAME, STORE_NAME + "-wal", STORE_NAME + "-shm"):
        moved = _move_aside(workspace.state / name, stamp)
        if moved is not None:
            log.info(f"moved {workspace.state.name}/{name} aside to {moved.name}")
    # "warcs", "waczs": the files records were read from; "unread": those none was (an empty zip, a file of
    # another kind, one it may not read); "unreadable": the files, link files too, that could not be opened (exit
    # status 1: their links may be there, to be read once they can be)
    counts = {"link_files": 0, "from_link_files": 0, "warcs": 0, "waczs": 0, "from_warcs": 0, "unread": 0,
              "unreadable": 0}
    store = LinkStore(path)
    try:
        for link_file in _link_files(workspace):
            relative = link_file.relative_to(workspace.collected_links)
            source = relative.parts[0] if len(relative.parts) > 1 else link_file.stem
            mtime = link_file.stat().st_mtime
            try:
                with store.transaction():
                    batch = store.books.record_batch(source, str(relative.with_suffix(".collected")), mtime)
                    counts["from_link_files"] += _claim_all(store, _urls_of(link_file), batch, mtime)
            except OSError as exc:
                log.warning(f"{link_file}: cannot read: {exc.strerror or exc}")
                counts["unreadable"] += 1
                continue
            counts["link_files"] += 1
        # (a folder named as a WARC, "crawl.wacz/" of an unzipped WACZ, is no file to read: the files in it are listed)
        warcs = sorted(p for p in workspace.warcs.rglob("*") if p.name.endswith(WARC_SUFFIXES) and not p.is_dir()) \
            if workspace.warcs.is_dir() else []
        for warc in warcs:
            problems: list[str] = []
            read = [0]
            try:
                with store.transaction():
                    counts["from_warcs"] += _claim_all(store, _warc_uris(warc, problems, read), None, warc.stat().st_mtime)
            except OSError as exc:  # (xreview31) gone or unreadable since it was listed: its line, the others read
                problems = [f"{warc}: {UNREADABLE}{exc.strerror or exc}"]
            if problems and problems[0].startswith(f"{warc}: {UNREADABLE}"):  # (no permission: its links not read,
                counts["unreadable"] += 1  # exit status 1 as for a link file that cannot be read)
            counts["unread" if not read[0] else "waczs" if is_wacz(warc) else "warcs"] += 1
            if problems:
                log.warning(f"{problems[0]}" + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""))
        counts["links"] = store.load_index()
        counts["not_found"] = _not_found(store, old_keys)
    finally:
        store.close()
    return counts


def _not_found(store: LinkStore, old_keys: Path | None) -> int:
    """How many hashes of the old key file are in no link file or WARC (0 without an old file)."""
    if old_keys is None:
        return 0
    old = KeyFile(old_keys, writable=False)
    hashes = old.read(old.entries())
    if not len(hashes):
        return 0
    rebuilt = KeyIndex(KeyFile(store.keys_path, writable=False).read(store.count()))
    missing = 0
    for lo in range(0, len(hashes), CHUNK):
        part = hashes[lo:lo + CHUNK]
        part = part[part != 0]
        known = np.asarray(rebuilt.known(part.tolist()), dtype=bool)
        missing += int((~known).sum())
    return missing
