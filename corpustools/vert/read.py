"""Read HTML responses out of any WARC or ARC file, compressed or not, complete or truncated.

Accepted: ``.warc``, ``.warc.gz`` (per-record gzip members, or one gzip stream for the whole file),
``.warc.xz`` (one xz stream or many concatenated, as ``download`` writes them), ``.arc``/``.arc.gz``
(converted to WARC-like records by warcio), whatever their header order.  Only ``response`` (and
``resource``) records with an HTML payload are yielded; everything else is counted under
``skipped:<reason>``.  A truncated or corrupt file yields every complete record before the damage,
then the problem is logged once and reading stops; a truncated last record is dropped and counted.
"""

from __future__ import annotations

import bisect
import gzip
import logging
import lzma
import os
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

from corpustools.vert.httpbody import finish_payload

log = logging.getLogger(__name__)

HTML_TYPES = ("text/html", "application/xhtml+xml")
MAYBE_HTML_TYPES = ("", "text/plain", "application/xml", "text/xml", "application/octet-stream")  # sniffed


@dataclass
class HtmlRecord:
    """One HTML response: what the later steps need, as plain picklable data."""

    url: str
    date: str
    offset: int
    content_type: str
    payload: bytes
    capped: bool = False
    where: str = ""  # the record's position for the doc's warc attribute (see docs/VERTICAL.md)
    codings: str = ""  # "TRANSFER;CONTENT" codings still to undo (by the worker), "" when plain
    sniff: bool = False  # the type was not text/html: the payload must look like HTML
    robots: str = ""  # the response's X-Robots-Tag header(s), joined with ", " (noindex: see document.py)


class SafeStream:
    """A file object that turns decompression errors and truncation into a clean EOF plus ``error``."""

    def __init__(self, fh: IO[bytes]) -> None:
        self.fh = fh
        self.error: str | None = None
        self.pos = 0

    def read(self, size: int = -1) -> bytes:
        if self.error:
            return b""
        try:
            data = self.fh.read(size)
        except (EOFError, lzma.LZMAError, zlib.error, gzip.BadGzipFile, OSError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            return b""
        self.pos += len(data)
        return data

    def tell(self) -> int:
        return self.pos

    def close(self) -> None:
        self.fh.close()

    def __enter__(self) -> SafeStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class XzReader:
    """Decompresses concatenated xz streams; at truncation or corruption it returns what was decoded
    before the damage, then EOF, and keeps the reason in ``error``.  It remembers where each stream
    starts, compressed and decompressed, so a record can be located as download's CDXJ does it."""

    CHUNK = 1 << 16

    def __init__(self, path: str) -> None:
        self.fh = open(path, "rb")
        self.dec = lzma.LZMADecompressor()
        self.buffer = bytearray()
        self.error: str | None = None
        self.eof = False
        self.pos = 0
        self.fed = 0  # compressed bytes given to the current stream's decompressor
        self.produced = 0  # decompressed bytes so far
        self.streams: list[tuple[int, int]] = [(0, 0)]  # (decompressed start, compressed start)

    def _fill(self, size: int) -> None:
        while not self.eof and (size < 0 or len(self.buffer) < size):
            if self.dec.eof:  # the next stream
                rest = self.dec.unused_data
                cstart = self.streams[-1][1] + self.fed - len(rest)
                self.dec = lzma.LZMADecompressor()
                self.fed = 0
                self.streams.append((self.produced, cstart))
                if rest:
                    self._feed(rest)
                    continue
            if self.dec.needs_input:
                chunk = self.fh.read(self.CHUNK)
                if not chunk:
                    self.eof = True
                    if not self.dec.eof and self.fed:
                        self.error = "the file ends inside an xz stream"
                    return
                self._feed(chunk)
            else:
                self._feed(b"")

    def _feed(self, data: bytes) -> None:
        if self.fed == 0 and data:  # stream padding (zero bytes) before a stream
            stripped = data.lstrip(b"\x00")
            if len(stripped) != len(data):
                dstart, cstart = self.streams[-1]
                self.streams[-1] = (dstart, cstart + len(data) - len(stripped))
            data = stripped
            if not data:
                return
        self.fed += len(data)
        try:
            out = self.dec.decompress(data, max_length=self.CHUNK * 4)
        except lzma.LZMAError as exc:
            self.error = f"corrupt xz data ({exc})"
            self.eof = True
            return
        self.buffer += out
        self.produced += len(out)

    def locate(self, offset: int) -> str:
        """``STREAM_OFFSET:RECORD_OFFSET`` (compressed start of the xz stream, offset inside it)."""
        i = bisect.bisect_right([d for d, _ in self.streams], offset) - 1
        dstart, cstart = self.streams[max(i, 0)]
        return f"{cstart}:{offset - dstart}"

    def read(self, size: int = -1) -> bytes:
        self._fill(size)
        if size < 0 or size >= len(self.buffer):
            out = bytes(self.buffer)
            self.buffer.clear()
        else:
            out = bytes(self.buffer[:size])
            del self.buffer[:size]
        self.pos += len(out)
        return out

    def tell(self) -> int:
        return self.pos

    def close(self) -> None:
        self.fh.close()


def _open(path: str) -> tuple[Any, str]:
    with open(path, "rb") as fh:
        magic = fh.read(6)
    if magic.startswith(b"\xfd7zXZ\x00"):
        return XzReader(path), "xz"
    return open(path, "rb"), ("gzip" if magic.startswith(b"\x1f\x8b") else "plain")


_ARC_HEAD = re.compile(rb"^[A-Za-z][A-Za-z0-9+.-]*://\S+ \S+ \d{8,14} ")


def _not_an_archive(path: str) -> str | None:
    """Why the file cannot be a WARC/ARC (judged from its first bytes), or None when it may be one."""
    try:
        fh, kind = _open(path)
        try:
            head = fh.read(4096 if kind == "gzip" else 512)
        finally:
            fh.close()
        if kind == "gzip":
            head = zlib.decompressobj(31).decompress(head, 512)
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:
        return f"{type(exc).__name__}: {exc}"
    head = head.lstrip(b"\r\n")
    if not head:
        return "empty"
    if head.startswith((b"WARC/", b"filedesc://")) or _ARC_HEAD.match(head):
        return None
    return f"starts with {head[:40]!r}"


def _status(record: Any) -> int:
    if record.http_headers is None:
        return 200 if record.rec_type == "resource" else 0
    try:
        return int(record.http_headers.get_statuscode() or 0)
    except (TypeError, ValueError):
        return 0


def _codings(headers: Any) -> str:
    if headers is None:
        return ""
    transfer = (headers.get_header("Transfer-Encoding") or "").strip().lower()
    content = (headers.get_header("Content-Encoding") or "").strip().lower()
    transfer = "chunked" if "chunked" in transfer else ""
    content = "" if content in ("", "identity", "none") else content
    return f"{transfer};{content}" if transfer or content else ""


def _skip_reason(record: Any) -> str | None:
    if record.rec_type not in ("response", "resource"):
        return f"skipped:{record.rec_type}"
    uri = record.rec_headers.get_header("WARC-Target-URI") or ""
    if not uri.lower().startswith(("http://", "https://")):
        return "skipped:not_http"
    status = _status(record)
    if status and not 200 <= status < 300:
        return "skipped:status"
    return None


def _content_type(record: Any) -> str:
    if record.http_headers is not None:
        return record.http_headers.get_header("Content-Type") or ""
    return record.rec_headers.get_header("Content-Type") or ""


def iter_html(path: str | os.PathLike[str], counters: dict[str, Any], max_bytes: int) -> Iterator[HtmlRecord]:
    """Yield the HTML responses of one WARC/ARC file; count what is skipped and why."""
    path = str(path)
    name = os.path.basename(path)
    problem = _not_an_archive(path)
    if problem:
        counters["input_damaged"] = 1
        log.error(f"{name}: not a WARC/ARC file ({problem}); skipped")
        return
    fh, kind = _open(path)
    state = {"last": 0}  # offset of the last record begun: garbage after it is skipped to the next record
    try:
        while True:
            try:
                yield from _records_or_whole_gzip(fh, kind, path, counters, max_bytes, name, state)
                return
            except Exception as exc:  # noqa: BLE001 - warcio fails in many ways on garbage and cut headers
                message = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
                resyncable = kind in ("gzip", "plain") and not state.get("whole_gzip")
                resume = _resync(path, kind, state["last"] + 1) if resyncable else None
                if resume is None or getattr(fh, "error", None):
                    _damaged(counters, name, f"not a readable WARC/ARC from here on ({message})")
                    return
                counters["input_damaged"] = 1
                counters["skipped:garbage"] = counters.get("skipped:garbage", 0) + 1
                log.warning(f"{name}: unreadable data after offset {state['last']} ({message}); "
                            f"going on with the next record at offset {resume}")
                fh.close()
                fh = open(path, "rb")
                fh.seek(resume)
                state["last"] = resume
    finally:
        error = getattr(fh, "error", None)
        if error:
            _damaged(counters, name, f"truncated or corrupt compressed data ({error})")
        fh.close()


def _records_or_whole_gzip(fh: Any, kind: str, path: str, counters: dict[str, Any], max_bytes: int, name: str,
                           state: dict[str, int]) -> Iterator[HtmlRecord]:
    from warcio.archiveiterator import ArchiveIterator
    from warcio.exceptions import ArchiveLoadFailed

    try:
        yield from _records(ArchiveIterator(fh, arc2warc=True), counters, max_bytes, name, 0, state)
    except ArchiveLoadFailed as exc:
        if kind != "gzip" or "chunk" not in str(exc).lower():
            raise
        seen = counters.get("records", 0)  # one gzip stream for the whole file: read it as such
        counters["records"] = 0
        state["whole_gzip"] = 1  # offsets are in the decompressed data now: no resynchronising
        with SafeStream(gzip.open(path, "rb")) as whole:
            yield from _records(ArchiveIterator(whole, arc2warc=True), counters, max_bytes, name, seen, state)


def _resync(path: str, kind: str, after: int) -> int | None:
    """Offset of the next WARC record (gzip member or ``WARC/1.x`` line) at or after ``after``."""
    marker = b"\x1f\x8b\x08" if kind == "gzip" else b"WARC/1."
    with open(path, "rb") as fh:
        fh.seek(after)
        pos, tail = after, b""
        while True:
            chunk = fh.read(1 << 20)
            if not chunk:
                return None
            data = tail + chunk
            base = pos - len(tail)
            i = data.find(marker)
            while i >= 0:
                if _record_starts(data[i:i + 65536], kind):
                    return base + i
                i = data.find(marker, i + 1)
            tail = data[-8:]
            pos += len(chunk)


def _record_starts(data: bytes, kind: str) -> bool:
    if kind == "gzip":
        try:
            head = zlib.decompressobj(31).decompress(data, 16)
        except zlib.error:
            return False
        return head.startswith(b"WARC/1.")
    return data.startswith((b"WARC/1.0\r\n", b"WARC/1.1\r\n", b"WARC/1.0\n", b"WARC/1.1\n"))


def _damaged(counters: dict[str, Any], name: str, message: str) -> None:
    counters["input_damaged"] = 1
    log.warning(f"{name}: {message}; kept the {counters.get('records', 0)} complete records before it")


def _records(it: Any, counters: dict[str, Any], max_bytes: int, name: str, skip: int,
             state: dict[str, int]) -> Iterator[HtmlRecord]:
    locate = getattr(it.fh, "locate", str)  # xz: STREAM:OFFSET; others: the offset
    index = 0
    for record in it:
        index += 1
        state["last"] = max(state["last"], it.offset)  # (get_record_offset() would consume the record)
        if index <= skip:
            continue
        counters["records"] = counters.get("records", 0) + 1
        reason = _skip_reason(record)
        if reason:
            counters[reason] = counters.get(reason, 0) + 1
            continue
        ctype = _content_type(record)
        mime = ctype.split(";")[0].strip().lower()
        if mime not in HTML_TYPES and mime not in MAYBE_HTML_TYPES:
            counters["skipped:not_html"] = counters.get("skipped:not_html", 0) + 1
            continue
        try:
            raw = record.raw_stream.read(max_bytes + 1)
        except Exception as exc:  # noqa: BLE001 - an unreadable record: count it, go on
            counters["failed:payload"] = counters.get("failed:payload", 0) + 1
            log.warning(f"{name}: record at {it.get_record_offset()}: unreadable payload ({exc})")
            continue
        if len(raw) <= max_bytes and getattr(record.raw_stream, "limit", 0) > 0:
            counters["skipped:truncated_record"] = counters.get("skipped:truncated_record", 0) + 1
            counters["input_damaged"] = 1
            log.warning(f"{name}: record at {it.get_record_offset()} is cut short; skipped")
            continue
        url = record.rec_headers.get_header("WARC-Target-URI") or ""
        codings = _codings(record.http_headers)
        sniff = mime not in HTML_TYPES
        capped = False
        if not codings:  # plain bodies are checked here; compressed ones by the worker that unpacks them
            payload, reason, capped = finish_payload(raw, "", max_bytes, sniff)
            if reason:
                counters[f"skipped:{reason}"] = counters.get(f"skipped:{reason}", 0) + 1
                continue
            if capped:
                counters["capped"] = counters.get("capped", 0) + 1
                log.warning(f"{name}: {url}: page over {max_bytes} bytes, cut to the limit")
            raw = payload
        yield HtmlRecord(
            url=url,
            date=record.rec_headers.get_header("WARC-Date") or "",
            offset=it.get_record_offset(),
            where=locate(it.get_record_offset()),
            content_type=ctype,
            payload=raw,
            capped=capped,
            codings=codings,
            sniff=sniff,
            robots=", ".join(v for k, v in record.http_headers.headers if k.lower() == "x-robots-tag")
            if record.http_headers is not None else "",
        )
