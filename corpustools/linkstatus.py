"""Where one URL stands in a workspace: collected (when, from which feed, into which link file),
downloaded (into which WARC at which offset, with which HTTP status) or why not, and whether a vertical
holds it (its doc id).  What the old link checker's two queues knew, answered from the link store
(``state/links.sqlite``), the download ledger (``state/downloads.sqlite``) and the verticals.
"""

from __future__ import annotations

import gzip
import logging
import lzma
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from corpustools.linkfile import entries
from corpustools.net import normalize_url
from corpustools.stages import strip_suffix
from corpustools.warc import WARC_SUFFIXES
from corpustools.workspace import Workspace

log = logging.getLogger(__name__)

COLUMNS = ("url", "collected", "feed", "link_file", "downloaded", "warc", "offset", "status", "final", "doc_id",
           "vertical")
_DOC_ID = re.compile(r'\sid="([^"]*)"')
_DOC_URL = re.compile(r'\surl="([^"]*)"')


def _unescape(value: str) -> str:
    return value.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def _doc_lines(path: Path) -> Iterator[str]:
    opener: Any = lzma.open if path.name.endswith(".xz") else gzip.open if path.name.endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.startswith("<doc "):
                    yield line
    except (OSError, EOFError, lzma.LZMAError) as exc:
        log.warning(f"{path}: cannot read the whole vertical ({exc})")


def _stem(warc: str) -> tuple[str, str]:
    path = Path(warc)
    return path.parent.name, strip_suffix(path.name, WARC_SUFFIXES)  # (as the stage names the vertical of a WARC)


def find_doc(workspace: Workspace, warc: str, urls: list[str]) -> tuple[str, str] | None:
    """(doc id, vertical path) of the document of one of ``urls`` made from ``warc``, or None."""
    source, stem = _stem(warc)
    wanted = set(urls)
    for folder in (workspace.verts, workspace.root / "deduped", workspace.tagged):
        vertical = folder / source / f"{stem}.vert.xz"
        if not vertical.exists():
            continue
        for line in _doc_lines(vertical):
            found = _DOC_URL.search(line)
            if found and _unescape(found.group(1)) in wanted:
                ident = _DOC_ID.search(line)
                return (ident.group(1) if ident else ""), str(vertical.relative_to(workspace.root))
    return None


def _stamp(seconds: float | None) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds)) if seconds else ""


def link_status(workspace: Workspace, url: str, store: Any = None) -> dict[str, str]:
    """Everything the workspace knows about ``url`` (empty strings where nothing is known).

    ``downloaded`` is ``yes`` (a capture is in a WARC), ``no`` (download gave up: ``status`` says why),
    ``pending`` (collected, not downloaded yet, or queued again in a retry file after a transient failure:
    ``status`` says which), ``unknown`` (never seen) or ``invalid`` (not a URL)."""
    from corpustools.download import ledger

    norm = normalize_url(url)
    out = dict.fromkeys(COLUMNS, "")
    if norm is None:  # still one line for it: the answers stay in step with the questions
        out.update(url=url, downloaded="invalid", status="not a URL")
        return out
    out["url"] = norm
    info = store.provenance(norm) if store is not None else None
    if info:
        out.update(collected=_stamp(info.get("collected")), feed=info.get("feed") or "",
                   link_file=info.get("link_file") or "")
    row = ledger.lookup(workspace.state, norm)
    if row is None:
        out["downloaded"] = "pending" if info else "unknown"
        out["link_file"] = _link_file_now(workspace, out["link_file"])
        return out
    fetched = row["outcome"] == "fetched"
    out["downloaded"] = "yes" if fetched else "no"
    out["warc"] = row["warc"] or ""
    out["offset"] = row["offset"] or ""
    out["final"] = row["final"] or ""
    status = row["status"] or ""
    out["status"] = status if fetched else f"{row['outcome']}" + (f" (HTTP {status})" if status else "")
    if not out["link_file"]:
        out["link_file"] = row["link_file"] or ""
    again = "" if fetched else _queued_again(workspace, row["link_file"] or "", norm)
    if again:  # a transient failure download put in a retry file: not given up
        out["downloaded"] = "pending"
        out["status"] += f"; queued again in {again}"
    out["link_file"] = _link_file_now(workspace, out["link_file"])
    if fetched and row["warc"]:
        doc = find_doc(workspace, row["warc"], [u for u in (row["final"], norm) if u])
        if doc:
            out["doc_id"], out["vertical"] = doc
    return out


def _link_file_now(workspace: Workspace, recorded: str) -> str:
    """The link file as it is named now, relative to the workspace as the WARC and the vertical are: the
    store keeps the name it was collected under (``src/X.collected``), a file download renamed
    (``X.downloaded``) and that path named no file a user could open; a name of no file is kept as recorded."""
    from corpustools.workspace import _LINK_FILE_ENDINGS

    if not recorded:
        return ""
    path = workspace.collected_links / recorded
    for candidate in (path, *(path.with_suffix(ending) for ending in _LINK_FILE_ENDINGS)):
        if candidate.is_file():
            return candidate.relative_to(workspace.root).as_posix()
    return recorded


def _queued_again(workspace: Workspace, link_file: str, url: str) -> str:
    """The pending retry file (``<stem>.retry-N.txt``, written by download for transient failures) of
    ``link_file`` that lists ``url``, relative to the workspace; "" when there is none."""
    from corpustools.download.run import retry_stem

    if not link_file:
        return ""
    name = Path(link_file)
    stem, _ = retry_stem(name)
    for path in sorted((workspace.collected_links / name.parent).glob(f"{stem}.retry-*.txt")):
        try:
            lines = path.read_text("utf-8", "replace").splitlines()
        except OSError:
            continue
        if any(normalize_url(written) == url for _, _, written, _ in entries(lines)):
            return str(path.relative_to(workspace.root))
    return ""


def links_status(workspace: Workspace, urls: list[str]) -> Iterator[dict[str, str]]:
    """:func:`link_status` for each URL, with the link store opened once."""
    from corpustools.collect.store import STORE_NAME, LinkStore

    store = None
    if (workspace.state / STORE_NAME).exists():
        store = LinkStore(workspace.state / STORE_NAME, readonly=True)
    try:
        for url in urls:
            yield link_status(workspace, url, store)
    finally:
        if store is not None:
            store.close()
