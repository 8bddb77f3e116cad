"""The source lists: ``rss_sources/*.txt`` (one feed URL per line, ``#`` comments, blank lines; a
malformed line is reported as ``file:line``, an address typed without its scheme with the one meant) and
the lists given on the command line (``-`` is standard input); an OPML file (a feed reader's export) gives
its outlines' feeds.  Not UTF-8 lists are read as written
(:mod:`corpustools.linkfile`) with a warning."""

from __future__ import annotations

import html
import io
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from corpustools.linkfile import an_archive, binary, decode_list, not_utf8, read_list
from corpustools.net import MAX_URL, normalize_url, url_hint
from corpustools.workspace import source_name

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FeedLine:
    """One feed URL from a source list (``where`` is ``file:line`` for messages)."""

    url: str
    source: str
    where: str


def read_source_list(stream: Iterable[str], source: str, name: str) -> tuple[list[FeedLine], list[str]]:
    """Feed URLs of one list and the problems found (``name:line: ...``); comments and blanks skipped."""
    feeds: list[FeedLine] = []
    problems: list[str] = []
    lines = list(stream)
    if _OPML.search("".join(lines[:8])[:2000]):
        return _opml_feeds(lines, source, name)
    for number, raw in enumerate(lines, 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        line = re.split(r"\s+#", line, maxsplit=1)[0].strip()  # trailing comment
        where = f"{name}:{number}"
        if len(line) > MAX_URL:  # no server takes such an address, and the log line would be as long
            problems.append(f"{where}: a line of {len(line):,} characters, longer than any feed URL "
                            f"(at most {MAX_URL:,}): {line[:120]!r}...")
            continue
        if re.search(r"\s", line):
            problems.append(f"{where}: not one URL: {line[:120]!r}")
            continue
        url = normalize_url(line)
        if url is None:
            problems.append(f"{where}: not an http(s) URL: {line[:120]!r}{url_hint(line)}")
            continue
        feeds.append(FeedLine(url, source, where))
    return feeds, problems


_OPML = re.compile(r"<opml\b", re.I)
_XML_URL = re.compile(r"""\bxmlUrl\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)


def _opml_feeds(lines: list[str], source: str, name: str) -> tuple[list[FeedLine], list[str]]:
    """The feeds of an OPML file (what feed readers export: ``<outline type="rss" xmlUrl="..."/>``), given
    where a list of feed URLs was expected: each of its lines was a problem ("not one URL: '<outline
    ...'"), and no feed was polled."""
    feeds: list[FeedLine] = []
    problems: list[str] = []
    for number, line in enumerate(lines, 1):
        for found in _XML_URL.finditer(line):
            value = html.unescape(found.group(1) if found.group(1) is not None else found.group(2)).strip()
            url = normalize_url(value) if len(value) <= MAX_URL else None
            if url is None:
                problems.append(f"{name}:{number}: an OPML outline whose xmlUrl is not an http(s) URL: {value[:120]!r}")
            else:
                feeds.append(FeedLine(url, source, f"{name}:{number}"))
    if not feeds and not problems:
        problems.append(f"{name}: an OPML file with no feed in it (no outline with an xmlUrl)")
    return feeds, problems


def read_source_file(path: Path, source: str | None = None) -> tuple[list[FeedLine], list[str]]:
    source = source or source_name(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [], [f"{path}: cannot read: {exc.strerror or exc}"]
    if binary(data):
        return [], [f"{path}: not a text file of feed URLs (binary data); skipped"]
    if (archive := an_archive(data)) is not None:
        return [], [f"{path}: {archive}, not a list of feed URLs (vert reads its pages); skipped"]
    text, encoding = decode_list(data)
    if (warning := not_utf8(str(path), encoding)) is not None:
        log.warning(warning)
    return read_source_list(text.splitlines(), source, str(path))


def open_list(name: str) -> IO[str]:
    """Open a feed list given on the command line (``-`` is stdin)."""
    import sys

    if name == "-":
        return sys.stdin
    return io.StringIO(read_list(name, log))
