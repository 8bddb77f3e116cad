"""The HTTP entity body of a WARC response as a browser saw it (transfer and content codings undone),
capped in size, and refused when it is binary or, for types other than HTML, does not look like HTML.

warcio can do this too (``record.content_stream()``), but its brotli path breaks with current brotli
releases, it knows no zstd (which browsers ask for since 2024, so archived responses have it), and a server
that lies about its content coding must not cost the page: a body declared ``gzip`` that is plain is taken
as it is, and one compressed otherwise than declared (gzip, zstd or zlib by their magic bytes, raw deflate)
is undone the way it really is.  A body whose coding cannot be undone here (zstd without the ``zstandard``
package, ``compress``) is refused as ``unknown_coding``, not as ``binary``: the count says why.
"""

from __future__ import annotations

import logging
import re
import zlib

from corpustools.vert.decode import wide_unicode

log = logging.getLogger(__name__)


def http_body(raw: bytes, codings: str, limit: int) -> bytes:
    """The entity body as the browser saw it: ``codings`` is "TRANSFER;CONTENT" (e.g. "chunked;gzip"),
    chunked transfer coding and content codings (gzip, deflate, br) are undone, at most ``limit`` bytes
    (bomb guard).  A server that lied about its coding gets its bytes taken as they are."""
    return _undo(raw, codings, limit)[0]


def _undo(raw: bytes, codings: str, limit: int) -> tuple[bytes, str]:
    """:func:`http_body`, and the content coding it could not undo ("" when none was left)."""
    transfer, _, content = codings.partition(";")
    if transfer == "chunked":
        raw = _dechunk(raw)
    left = ""
    for coding in reversed([c.strip() for c in content.lower().split(",") if c.strip()]):
        try:
            raw = _decompress(raw, coding, limit)
        except Exception:  # noqa: BLE001 - not compressed as declared: as it really is, or as it is
            undone = _by_magic(raw, limit)
            if undone is not None:
                raw = undone
                continue
            left = "zstd" if raw[:4] == _ZSTD_MAGIC else "" if coding in _KNOWN else coding
            break
    return raw[:limit], left


def finish_payload(raw: bytes, codings: str, max_bytes: int, sniff: bool) -> tuple[bytes, str, bool]:
    """(payload, reason to skip or "", capped): codings undone, size capped, binary and non-HTML refused."""
    payload, left = _undo(raw, codings, max_bytes + 1) if codings else (raw, "")
    if payload[:1] in _HEX_DIGITS and payload and not codings.startswith("chunked"):
        payload = _undeclared_chunks(payload)
    if payload[:3] == b"\x1f\x8b\x08":  # gzip the response did not declare (a pre-compressed file, a header lost)
        payload = http_body(payload, ";gzip", max_bytes + 1)
    capped = len(payload) > max_bytes or len(raw) > max_bytes
    payload = payload[:max_bytes]
    if not payload or payload.isspace():  # as `not payload.strip()`, without copying the page
        return payload, "empty", capped
    if left == "zstd" or looks_binary(payload):  # (zstd's raw blocks would pass for text, a header before it)
        return payload, "unknown_coding" if left else "binary", capped
    if sniff and not looks_like_html(payload):  # robots.txt, feeds, JSON ...
        return payload, "not_html", capped
    if not sniff and looks_like_data(payload):  # a feed, a sitemap or JSON served as text/html: no page
        return payload, "not_html", capped
    return payload, "", capped


# the codings _decompress knows: a body declared in one of them that does not decode as such is taken as it is
# (a server that lied), not refused as a coding nothing here undoes
_KNOWN = frozenset(("gzip", "x-gzip", "deflate", "x-deflate", "br", "zstd", "x-zstd", "identity", "none", "utf-8",
                    "utf8"))
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def _decompress(data: bytes, coding: str, limit: int) -> bytes:
    if coding in ("gzip", "x-gzip"):
        return zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, limit)
    if coding in ("deflate", "x-deflate"):
        try:
            return zlib.decompressobj().decompress(data, limit)
        except zlib.error:  # raw deflate without the zlib header, as some servers send it
            return zlib.decompressobj(-zlib.MAX_WBITS).decompress(data, limit)
    if coding == "br":
        import brotli

        out = brotli.Decompressor().process(data)  # brotli has no output cap: the input is capped instead
        return out[:limit]
    if coding in ("zstd", "x-zstd"):
        return _unzstd(data, limit)
    if coding in ("identity", "none", "utf-8", "utf8"):
        return data
    raise ValueError(f"unknown content coding {coding!r}")


def _unzstd(data: bytes, limit: int) -> bytes:
    """A zstd body (RFC 8878, every frame of it), at most ``limit`` bytes; what decodes of a cut one.
    Needs the ``zstandard`` package (a dependency) or Python 3.14's ``compression.zstd``."""
    try:
        import zstandard
    except ImportError:
        from compression import zstd  # type: ignore[import-not-found]  # Python 3.14; else ImportError

        return zstd.ZstdDecompressor().decompress(data, limit)
    out: list[bytes] = []
    size = 0
    reader = zstandard.ZstdDecompressor().stream_reader(data, read_across_frames=True)
    try:
        while size < limit:
            piece = reader.read(min(1 << 18, limit - size))
            if not piece:
                break
            out.append(piece)
            size += len(piece)
    except zstandard.ZstdError:
        if not out:
            raise
    return b"".join(out)


def _by_magic(data: bytes, limit: int) -> bytes | None:
    """``data`` undone as its first bytes say it is compressed (a server whose ``Content-Encoding`` names
    another coding than the one it used); None when they say nothing or it does not decode."""
    head = data[:4]
    if head[:3] == b"\x1f\x8b\x08":
        coding = "gzip"
    elif head == _ZSTD_MAGIC:
        coding = "zstd"
    elif len(head) >= 2 and head[0] & 0x0F == 8 and (head[0] << 8 | head[1]) % 31 == 0:  # a zlib header
        coding = "deflate"
    else:
        return None
    try:
        return _decompress(data, coding, limit)
    except Exception:  # noqa: BLE001 - it was not
        return None


_HEX_DIGITS = b"0123456789abcdefABCDEF"


def _undeclared_chunks(data: bytes) -> bytes:
    """The body of a payload chunked although its response does not say so (a writer that dropped the
    ``Transfer-Encoding`` header but kept the bytes as they came): the chunk sizes would be read as the
    page's text, in the middle of its words.  Only a payload that is chunked from its first line to its
    last chunk is undone; a page that merely begins with a digit is left as it is."""
    body = _dechunk(data, strict=True)
    return data if body is None else body


def _dechunk(data: bytes, strict: bool = False) -> bytes | None:
    """Undo HTTP/1.1 chunked transfer coding; on malformed chunking return the data unchanged (``strict``:
    None, also when the data ends before the last chunk)."""
    out = bytearray()
    pos = 0
    while True:
        end = data.find(b"\r\n", pos)
        if end < 0 or (strict and end - pos > 80):
            return None if strict else bytes(out) if out else data
        size_text = data[pos:end].split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            return None if strict else bytes(out) if out else data
        if strict and (not size_text or size_text.strip(_HEX_DIGITS)):  # (int() takes "+1f", "0x1f", "1_f")
            return None
        if size == 0:
            return bytes(out) if out or not strict else None
        out += data[end + 2:end + 2 + size]
        pos = end + 2 + size
        if strict and data[pos:pos + 2] != b"\r\n":
            return None
        pos += 2


_HTML_SNIFF = re.compile(rb"<(?:!doctype\s+html|html|head|body|title|p|div|meta|h1)[\s>/]", re.I)
_CONTROL_BYTES = bytes(b for b in range(32) if b not in (9, 10, 11, 12, 13, 27))


def looks_binary(data: bytes) -> bool:
    """True for payloads that are not text whatever they claim (images, PDFs, archives served as HTML)."""
    head = data[:2048]
    if not head:
        return False
    if head.startswith((b"%PDF", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04", b"\x1f\x8b", b"\xfd7zXZ")):
        return True
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or wide_unicode(head):  # UTF-16/32 text
        return False
    controls = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return controls > len(head) * 0.05


_DATA = re.compile(rb"\s*(?:\{\s*(?:\"|\})|\[\s*(?:[\[{\"\]\d-]|true|false|null)|(?:<!--.*?-->\s*|<\?[^>]*>\s*)*"
                   rb"<(?:rss|feed|rdf:RDF|urlset|sitemapindex)\b)", re.S)


def looks_like_data(payload: bytes) -> bool:
    """A body served as HTML that is data, no page: JSON (an API's answer), a feed or a sitemap (its XML
    declaration and root element first).  A page of plain text, served as HTML, is still a page."""
    head = payload[:2048].lstrip(b"\xef\xbb\xbf")
    return _DATA.match(head) is not None and b"<body" not in head.lower() and b"<p>" not in head.lower()


def looks_like_html(payload: bytes) -> bool:
    head = payload[:2048]
    wide = wide_unicode(head) or ("utf-16" if head[:2] in (b"\xff\xfe", b"\xfe\xff") else None)
    if wide:
        head = head.decode(wide, "replace").encode("ascii", "replace")
    if _HTML_SNIFF.search(head) is None:
        return False
    return b"<rss" not in head[:512].lower() and b"<feed" not in head[:512].lower()
