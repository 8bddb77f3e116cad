"""The HTTP entity body of a WARC response as a browser saw it: transfer and content codings undone.

warcio can do this too (``record.content_stream()``), but its brotli path breaks with current brotli
releases, and a server that lies about its content coding must not cost the page.
"""

from __future__ import annotations

import logging
import zlib
from typing import Any

log = logging.getLogger(__name__)


def http_body(raw: bytes, headers: Any, limit: int) -> bytes:
    """The entity body as the browser saw it: chunked transfer coding and content codings (gzip,
    deflate, br) undone, at most ``limit`` bytes (bomb guard).  A server that lied about its coding gets
    its bytes taken as they are.  (Done here rather than by warcio, whose brotli support breaks with
    current brotli releases.)"""
    if headers is None:
        return raw[:limit]
    if "chunked" in (headers.get_header("Transfer-Encoding") or "").lower():
        raw = _dechunk(raw)
    codings = [c.strip().lower() for c in (headers.get_header("Content-Encoding") or "").split(",") if c.strip()]
    for coding in reversed(codings):
        try:
            raw = _decompress(raw, coding, limit)
        except Exception:  # noqa: BLE001 - not really compressed: keep the bytes
            break
    return raw[:limit]


def _decompress(data: bytes, coding: str, limit: int) -> bytes:
    if coding in ("gzip", "x-gzip"):
        return zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, limit)
    if coding == "deflate":
        try:
            return zlib.decompressobj().decompress(data, limit)
        except zlib.error:  # raw deflate without the zlib header, as some servers send it
            return zlib.decompressobj(-zlib.MAX_WBITS).decompress(data, limit)
    if coding == "br":
        import brotli

        out = brotli.Decompressor().process(data)  # brotli has no output cap: the input is capped instead
        return out[:limit]
    if coding in ("identity", "none", "utf-8", "utf8"):
        return data
    raise ValueError(f"unknown content coding {coding!r}")


def _dechunk(data: bytes) -> bytes:
    """Undo HTTP/1.1 chunked transfer coding; on malformed chunking return the data unchanged."""
    out = bytearray()
    pos = 0
    while True:
        end = data.find(b"\r\n", pos)
        if end < 0:
            return bytes(out) if out else data
        size_text = data[pos:end].split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            return bytes(out) if out else data
        if size == 0:
            return bytes(out)
        out += data[end + 2:end + 2 + size]
        pos = end + 2 + size + 2
