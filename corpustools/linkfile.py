"""One line of a link file: the URL, then optional tab-separated columns saying where the link came from.

``collect`` writes ``URL<TAB>FEED<TAB>TITLE<TAB>PUBLISHED`` (the feed's address, the item's title, the
item's published or updated date); ``download`` reads the columns back and records them in the WARC
metadata record of the capture (``provenance-feed``, ``provenance-title``, ``provenance-published``),
where ``vert`` finds the feed date.  So the provenance travels with the link and no later stage reaches
back into collect's database.  A line with the URL alone (a hand-made link file) is just as valid;
empty trailing columns are left out.

Lists are written by hand, in whatever encoding the editor saves: :func:`decode_list` reads them.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable, Iterator

log = logging.getLogger(__name__)

COLUMNS = ("feed", "title", "published")


def _field(value: object) -> str:
    return " ".join(str(value or "").split())  # no tab or newline can end up inside a column


def format_line(url: str, feed: str = "", title: str = "", published: str = "") -> str:
    """The link-file line (without the newline) for a link and its provenance."""
    fields = [url, _field(feed), _field(title), _field(published)]
    while len(fields) > 1 and not fields[-1]:
        fields.pop()
    return "\t".join(fields)


def parse_line(text: str) -> tuple[str, dict[str, str]]:
    """(the URL as written, the provenance columns present) of one stripped link-file line.  Without a
    tab, the URL is the first blank-separated word and the rest of the line is ignored, as before."""
    if "\t" not in text:
        parts = text.split(None, 1)
        return (parts[0] if parts else ""), {}
    url, *rest = text.split("\t")
    columns = {name: _field(value) for name, value in zip(COLUMNS, rest) if _field(value)}
    return url.strip(), columns


def entries(lines: Iterable[str]) -> Iterator[tuple[int, str, str, dict[str, str]]]:
    """(line number, the stripped line, the URL as written, provenance columns) of each line of a link
    file that holds a link; blank lines and ``#`` comments are passed over."""
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if text and not text.startswith("#"):
            url, columns = parse_line(text)
            yield number, text, url, columns


def decode_list(data: bytes) -> tuple[str, str]:
    """(text, encoding) of a hand-written list (feed list, link file): UTF-16 with its BOM ("Unicode"
    from a Windows editor), UTF-8 (a BOM dropped), else what chardet is fairly sure of, else
    windows-1250.  The caller says so when the encoding is not UTF-8 or UTF-16: decoding such bytes as
    UTF-8 would turn ``café`` into ``caf\ufffd``, a URL nobody wrote, fetched and failed under that name."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace"), "utf-16"
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        data = data.removeprefix(b"\xef\xbb\xbf")  # a mark of UTF-8 before a byte of another encoding: no
        # part of the first URL in whatever the rest is read as ('ď»žhttp://...' in windows-1250)
    import chardet

    guess = chardet.detect(data[:65536])
    encoding = guess.get("encoding") if (guess.get("confidence") or 0) >= 0.7 else None
    try:
        return data.decode(encoding or "windows-1250"), (encoding or "windows-1250").lower()
    except (LookupError, UnicodeDecodeError):
        return data.decode("windows-1250", "replace"), "windows-1250"


def read_list(path: str | os.PathLike[str], logger: logging.Logger) -> str:
    """The text of a list file (:func:`decode_list`); ``logger`` says so when it was not UTF-8, and when it
    is no text at all (a WARC or an archive dropped in by mistake: no text, rather than a warning for
    each of its lines of garbage)."""
    with open(path, "rb") as fh:
        data = fh.read()
    if binary(data):
        logger.warning(f"{path}: not a text file of URLs (binary data); no link read from it")
        return ""
    if (archive := an_archive(data)) is not None:
        logger.warning(f"{path}: {archive}, not a list of URLs (vert reads its pages: corpustools vert -i {path} "
                       "-o OUT.vert); no link read from it")
        return ""
    text, encoding = decode_list(data)
    if (warning := not_utf8(str(path), encoding)) is not None:
        logger.warning(warning)
    return text


def not_utf8(where: str, encoding: str) -> str | None:
    """The warning for a list that was not UTF-8 (None when it was)."""
    if encoding in ("utf-8", "utf-16"):
        return None
    return f"{where}: not UTF-8; read as {encoding} (save it as UTF-8 to be sure)"


def an_archive(data: bytes) -> str | None:
    """``a WARC file`` or ``an ARC file`` when an uncompressed one was given where a list of URLs (or feeds)
    was expected (else None): each of its header lines was said as a line that is no URL, one warning a line."""
    head = data[:64].removeprefix(b"\xef\xbb\xbf").lstrip(b"\r\n")
    if re.match(rb"WARC/(?:1\.[01]|0\.1[78])\r?\n", head):
        return "a WARC file"
    if head.startswith(b"filedesc://"):
        return "an ARC file"
    return None


def binary(data: bytes) -> bool:
    """NUL bytes (a compressed file, an image) where one URL a line was expected; UTF-16 has NULs too."""
    return b"\x00" in data[:65536] and not data.startswith((b"\xff\xfe", b"\xfe\xff"))
