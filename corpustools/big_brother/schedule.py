"""What big-brother schedules by time rather than by files: whether the feed lists changed (collect
at once) and which home pages to look for feeds on (discover).  Which files a stage has to do is the
registry's one rule (:func:`corpustools.stages.pending`).
"""

from __future__ import annotations

import hashlib

from corpustools.workspace import Workspace


def sources_fingerprint(workspace: Workspace, allow_private: bool = False) -> str:
    """Changes when a feed list is added, removed or edited (a hand-dropped list is collected at once), or
    when private addresses are allowed from now on (the feeds refused so far are collected at once, as
    the log line that refused them asked)."""
    digest = hashlib.sha1()
    if allow_private:  # only then: the fingerprint of a workspace that never allowed them stays as it was
        digest.update(b"allow_private\n")
    for path in workspace.source_lists():
        try:
            st = path.stat()
        except FileNotFoundError:
            continue
        digest.update(f"{path.name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def discovery_pages(workspace: Workspace, since: float, limit: int = 500) -> list[str]:
    """Home pages of the sites whose links were downloaded since ``since`` (where feeds are announced)."""
    from corpustools.linkfile import decode_list, entries
    from corpustools.net import normalize_url

    pages: list[str] = []
    seen: set[str] = set()
    if not workspace.collected_links.is_dir():
        return pages
    for path in sorted(workspace.collected_links.glob("*/*.downloaded"), key=lambda p: -p.stat().st_mtime):
        if path.stat().st_mtime < since:
            continue
        for _, _, written, _ in entries(decode_list(path.read_bytes())[0].splitlines()):  # as download read it
            url = normalize_url(written)
            if not url:
                continue
            home = normalize_url("/", base=url)
            if home and home not in seen:
                seen.add(home)
                pages.append(home)
                if len(pages) >= limit:
                    return pages
    return pages
