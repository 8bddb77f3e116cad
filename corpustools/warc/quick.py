"""The records of a well-formed WARC file read without warcio: the fast path of ``vert``'s reading process.

vert's main process reads every record of its input beside the workers, and on two cores its CPU is what
keeps ``-m 2`` from twice ``-m 1``.  warcio reads a record through a pure-Python buffered reader (a call
per header line, a copy per 16 kB block) and costs ~25 ms to import in every run; most WARCs are
well-formed, and for them this module gives :func:`corpustools.warc.reader.iter_records` the same records
for about a fifth of warcio's Python work.

It takes only the plain case: a WARC (not ARC) that is per-record gzip (every record one gzip member,
nothing else in it), download's xz streams, or uncompressed; every record ``WARC/1.0`` or ``WARC/1.1``,
header lines, a blank line, ``Content-Length`` bytes of block and CRLF CRLF; HTTP headers that end in a
blank line inside the block.  ``select`` sees what warcio would give it: the record's and the response's
headers parsed as warcio parses them (each line decoded as UTF-8 or else Latin-1, stripped, continuation
lines joined), ``rec_type``, ``raw_stream`` (the payload after the HTTP headers) and the record's offset
and place.  At anything else (an ARC, a damaged or cut member, garbage, a gzip member with several
records or none, headers warcio would rewrite, a record over :data:`BIG`) it stops and returns how many
records it handed over; the caller reads the file again with warcio from there, so unusual and damaged
files keep all the handling they had (and their counters and log lines).
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Generator
from typing import Any, TypeVar

from corpustools import stopping

try:  # ISA-L's inflate: the same bytes as zlib's in ~40 % of the time (a declared dependency)
    from isal.isal_zlib import decompressobj as _inflater
except ImportError:  # pragma: no cover - zlib is the fallback
    from zlib import decompressobj as _inflater

T = TypeVar("T")
log = logging.getLogger(__name__)

BIG = 64 << 20  # a record (or gzip member) larger than this is left to warcio, which streams it
READ = 1 << 20  # bytes read from the file at a time
FEED = 1 << 16  # compressed bytes given to the inflater at a time (what is left over is copied once)
HEAD = 1 << 16  # record header blocks longer than this are left to warcio
_HTTP_RECORDS = ("response", "request", "revisit")
# the record types of WARC 1.1 (and 0.18's "continuation"), which ``WARC-Type`` may write in any case
WARC_TYPES = frozenset(("warcinfo", "response", "resource", "request", "metadata", "revisit", "conversion",
                        "continuation"))
_WARC_LINES = (b"WARC/1.0\r\n", b"WARC/1.1\r\n")


def warc_type(value: str | None) -> str | None:
    """A ``WARC-Type`` value as readers compare it: a known type in any case in lower case (a writer's
    ``Response`` is a response); anything else as written."""
    if value and not value.islower() and value.lower() in WARC_TYPES:
        return value.lower()
    return value


class Headers:
    """Header lines as warcio's ``StatusAndHeaders`` holds them (the part of its interface vert reads)."""

    __slots__ = ("protocol", "statusline", "headers", "_first")

    def __init__(self, protocol: str, statusline: str, headers: list[tuple[str, str]]) -> None:
        self.protocol = protocol
        self.statusline = statusline
        self.headers = headers
        first: dict[str, str] = {}
        for name, value in headers:
            first.setdefault(name.lower(), value)
        self._first = first

    def get_header(self, name: str, default_value: str | None = None) -> str | None:
        return self._first.get(name.lower(), default_value)

    def get_statuscode(self) -> str:
        return self.statusline.split(" ", 1)[0]


class _Payload:
    """The record's stream after its HTTP headers (``limit``: bytes not read yet, as warcio's)."""

    __slots__ = ("data", "pos", "end")

    def __init__(self, data: bytes, pos: int, end: int) -> None:
        self.data, self.pos, self.end = data, pos, end

    def read(self, size: int = -1) -> bytes:
        stop = self.end if size is None or size < 0 else min(self.end, self.pos + size)
        out = self.data[self.pos:stop]
        self.pos += len(out)  # (a record the file ends inside of holds less than its length: limit says so)
        return out

    @property
    def limit(self) -> int:
        return self.end - self.pos


class Record:
    """One record as ``select`` reads it from warcio (``format``, ``rec_type``, ``rec_headers``,
    ``http_headers``, ``raw_stream``, ``content_stream()``)."""

    __slots__ = ("rec_type", "rec_headers", "http_headers", "raw_stream")
    format = "warc"

    def __init__(self, rec_type: str, rec_headers: Headers, http_headers: Headers | None, raw_stream: _Payload) -> None:
        self.rec_type, self.rec_headers, self.http_headers, self.raw_stream = \
            rec_type, rec_headers, http_headers, raw_stream

    def content_stream(self) -> _Payload:
        if self.http_headers is not None:  # vert reads the content stream of metadata records only
            raise NotImplementedError("content_stream of a record with HTTP headers")
        return self.raw_stream


class Place:
    """Where the record is (what :class:`corpustools.warc.reader.Position` says)."""

    __slots__ = ("offset", "where")
    arc = False

    def __init__(self, offset: int, where: str) -> None:
        self.offset, self.where = offset, where


def _mended(counters: dict[str, Any], name: str, record: Record, place: Place, real: int) -> None:
    """Count (``wrong_length``) and say, once, a record read up to the next one: its writer declared a
    wrong ``Content-Length``."""
    counters["wrong_length"] = counters.get("wrong_length", 0) + 1
    headers = record.rec_headers
    log.warning(f"{name}: record at offset {place.where} "
                f"({headers.get_header('WARC-Record-ID') or 'no record id'}) declares Content-Length "
                f"{headers.get_header('Content-Length')} but its block has {real} bytes before the next record; "
                f"read up to there")


class _Unusual(Exception):
    """Something this reader leaves to warcio."""


def _lines(block: bytes) -> list[str]:
    """The header lines of ``block`` (no line end in it but the ``\\n`` splitting it), decoded and
    right-stripped as warcio does; a blank line among them is left to warcio."""
    try:
        lines = [line.rstrip() for line in block.decode("utf-8").split("\n")]
    except UnicodeDecodeError:  # warcio decodes line by line, each as UTF-8 or else as Latin-1
        lines = []
        for raw in block.split(b"\n"):
            try:
                lines.append(raw.decode("utf-8").rstrip())
            except UnicodeDecodeError:
                lines.append(raw.decode("latin-1").rstrip())
    if not all(lines):
        raise _Unusual("a blank header line")
    return lines


def _fields(lines: list[str], i: int) -> list[tuple[str, str]]:
    """warcio's ``StatusAndHeadersParser.parse`` over the lines from ``lines[i]`` on."""
    headers: list[tuple[str, str]] = []
    n = len(lines)
    while i < n:
        name, sep, value = lines[i].partition(":")
        i += 1
        while i < n and lines[i][0] in " \t":  # continuation lines
            if sep:
                value += lines[i]
            i += 1
        if sep:
            headers.append((name.rstrip(" \t"), value.lstrip()))
    return headers


def parse_record(data: bytes, start: int, avail: int, ends: bool | str = False) -> tuple[Record, int, int] | int:
    """The record at ``data[start:]``, where the next one begins and, when its ``Content-Length`` was
    wrong, the real length of its block (else -1); or the number of bytes from ``start`` needed before it
    can be parsed (``avail``: how many there are; ``ends``: none come after them, the file ends there,
    or ``"member"``: the whole gzip member that holds the record, or ``"cut"``: a gzip member the file ends
    inside of).  Raises :class:`_Unusual` for what warcio should read."""
    end_head = data.find(b"\r\n\r\n", start, start + min(avail, HEAD))
    if end_head < 0:
        if avail >= HEAD or ends:
            raise _Unusual("no end of the record's headers")
        return avail + READ
    if data[start:start + 10] not in _WARC_LINES:
        raise _Unusual("not a WARC/1.0 or WARC/1.1 record")
    warc = Headers(data[start:start + 8].decode("ascii"), "", _fields(_lines(data[start + 10:end_head]), 0))
    rec_type = warc_type(warc.get_header("WARC-Type"))
    length_text = warc.get_header("Content-Length")
    if not rec_type or length_text is None or not length_text.isascii() or not length_text.isdigit():
        raise _Unusual("no type or length")
    length = int(length_text)
    block = end_head + 4
    end = block + length
    after = end + 4  # where the next record begins
    real = -1
    have = end  # where its bytes in ``data`` end (before ``end`` only in a record the file ends inside of)
    if length > BIG:  # warcio streams it, unless the next record is in what was read (a length gone wrong)
        found = _mended_end(data, start, block, end, avail, ends)
        if isinstance(found, int) or (found[1] >= start + avail and ends != "member"):
            raise _Unusual("a big record")
        end, after = found
        real = end - block
    elif after - start > avail or data[end:after] != b"\r\n\r\n":  # (the checks of the declared end only)
        if after - start > avail and ends == "cut":  # the file ends inside the record: what there is of it
            have = min(end, start + avail)  # (``_Payload.limit`` says what is missing)
        elif after - start > avail and not ends:
            return after - start
        else:
            found = _mended_end(data, start, block, end, avail, ends)
            if isinstance(found, int):
                return found
            end, after = found
            real = end - block if end != block + length else -1
    uri = warc.get_header("WARC-Target-URI")
    if uri is not None and (" " in uri or uri[:1] == "<"):
        raise _Unusual("a target URI warcio rewrites")
    http = None
    payload = block
    if have > block and rec_type in _HTTP_RECORDS:
        if (data[block] != 0x48 and rec_type == "response"  # (0x48: the H of HTTP/, the usual case first)
                and data[block:block + 256].lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"<"):
            pass  # a response stored without its HTTP headers, a page (warcio would take its lines for them)
        elif uri is None or uri.startswith(("http:", "https:")):  # (no URI: warcio fails on the record)
            end_http = data.find(b"\r\n\r\n", block, have)
            if end_http >= 0:
                http_lines = _lines(data[block:end_http])
                payload = end_http + 4
            else:  # headers to the end of the block (an empty revisit or request): warcio reads them to there
                last = have - 1 if data[have - 1] == 0x0A else have
                http_lines = _lines(data[block:last])
                payload = end
            protocol, _, status = http_lines[0].partition(" ")
            http = Headers(protocol, status.strip(), _fields(http_lines, 1))
    return Record(rec_type, warc, http, _Payload(data, payload, end)), after, real


# compiled where used, on damaged files only (re caches them): compiled at import they cost every run ~3 ms
_BLANK_LINE = rb"\n[ \t\r]*\n"  # the end of a record's headers, to warcio
_NEXT_HEAD = rb"\r?\nWARC/1\.[01]\r\n"
_HEAD_FIELDS = rb"\r\nWARC-Type:.*\r\nContent-Length:|\r\nContent-Length:.*\r\nWARC-Type:"


def _mended_end(data: bytes, start: int, block: int, end: int, avail: int, ends: bool | str) -> tuple[int, int] | int:
    """Where the block of the record at ``start`` really ends and the next record begins, when its
    declared end (``end``) is not followed by CRLF CRLF: the next ``WARC/1.x`` header line, whether it
    comes before ``end`` (a Content-Length too long, which would swallow it and the records after) or
    after (too short); the line ends before it are the records' separator.  Looked for only after the
    check of the declared end failed, so it costs a well-formed file nothing.  At the end of the data
    (``ends``) with no record after, a block too short ends there too, and so does one too long when
    ``ends == "member"`` and the member ends in the records' separator: its writer finished the record (a
    file, though, may have been cut inside its last record, and a member without the separator holds a
    record cut before it was compressed).  Returns the bytes needed from ``start`` when the next record is not in ``data`` yet; raises
    :class:`_Unusual` when there is none (a file cut inside its last record, garbage: warcio's reading
    says what it is)."""
    limit = start + avail
    after = end
    while after < limit and data[after] in b"\r\n":
        after += 1
    if data[after:after + 10] in _WARC_LINES:  # the length is right; the separator is odd or missing
        return end, after
    if after == limit and ends:
        return end, limit  # the last record, with odd line ends after it
    at = block - 1  # (a block of nothing followed by the next record's version line)
    while True:
        m = re.compile(_NEXT_HEAD).search(data, at, limit)
        if m is None:
            break
        head = m.end() - 10
        head_end = data.find(b"\r\n\r\n", head, min(limit, head + HEAD))
        if head_end < 0:
            if limit - head < HEAD and not ends:
                return avail + READ  # its headers go on past what was read
            at = head
            continue
        if re.compile(_HEAD_FIELDS, re.I | re.S).search(data, head + 8, head_end + 2):
            return _before_separator(data, block, head), head
        at = head
    if not ends:
        if avail > BIG:
            raise _Unusual("no next record after a wrong length")
        return max(avail + READ, 2 * avail)
    if end < limit or (ends == "member" and data.endswith(b"\r\n\r\n", block, limit)):
        return _before_separator(data, block, limit), limit  # the rest of the data is the block's
    raise _Unusual("the data ends inside the record")


def _before_separator(data: bytes, block: int, cut: int) -> int:
    """``cut`` less the line ends of the records' separator before it (the block's own are kept)."""
    for sep in (b"\r\n\r\n", b"\n\n", b"\r\n", b"\n"):
        if data.endswith(sep, block, cut):
            return cut - len(sep)
    return cut


def gzip_records(path: str, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                 state: dict[str, Any]) -> Generator[T, None, int | None]:
    """``select`` over the records of a per-record gzip WARC; returns None when the whole file was read,
    else the number of records given to ``select`` (the rest is warcio's)."""
    given = 0
    salvaged = False
    with open(path, "rb") as fh:
        buf = fh.read(READ)
        pos = 0
        base = 0  # file offset of buf[0]
        while True:
            if len(buf) - pos < 2:  # (a member's magic may be cut by the end of a read)
                base += pos
                buf, pos = buf[pos:] + fh.read(READ), 0
                if not buf:
                    return None
            offset = base + pos
            if salvaged:  # warcio, should it read on from here, would not count the records as this reader
                state["resume"] = offset
            if buf[pos:pos + 2] != b"\x1f\x8b":
                return given
            inflate = _inflater(31)
            parts = []
            size = 0
            try:
                view = memoryview(buf)  # (fed without a copy; only what is left over is copied, once)
                while True:
                    feed = view[pos:pos + FEED]
                    out = inflate.decompress(feed)
                    parts.append(out)
                    size += len(out)
                    if inflate.eof:
                        pos += len(feed) - len(inflate.unused_data)
                        break
                    pos += len(feed)
                    if size > BIG:
                        return given
                    if pos == len(buf):
                        base += len(buf)
                        buf, pos = fh.read(READ), 0
                        if not buf:  # the file ends inside the member: what it holds of its record
                            return (yield from _cut_member(parts, offset, counters, select, state, given))
                        view = memoryview(buf)
            except Exception:  # noqa: BLE001 - a damaged member: what it holds of its record, then the next one
                after = yield from _damaged_member(path, offset, counters, select, state)
                if after is False:
                    return given  # (not the start of a record: warcio's path says what it is)
                given += 1
                salvaged = True
                if after is None:
                    return None
                fh.seek(after)
                base, buf, pos = after, fh.read(READ), 0
                continue
            data = parts[0] if len(parts) == 1 else b"".join(parts)
            try:
                parsed = parse_record(data, 0, len(data), "member")
            except _Unusual:
                if data.find(b"\nWARC/1.") > 0:  # records after something else: a stream, skipped to them
                    state["several"] = offset
                return given
            if isinstance(parsed, int):
                return given
            if parsed[1] != len(data):
                if data.startswith(b"WARC/", parsed[1]):  # several records in the member: a stream from here
                    state["several"] = offset
                return given  # (else garbage after the record: warcio's reading says what it is)
            if 0 <= parsed[2] < int(parsed[0].rec_headers.get_header("Content-Length") or 0) and \
                    not _record_follows(path, fh, base + pos):
                return given  # a record that goes on in the next member: read as one stream by the caller
            stopping.check()
            state["last"] = max(state["last"], offset)
            counters["records"] = counters.get("records", 0) + 1
            given += 1
            place = Place(offset, str(offset))
            if parsed[2] >= 0:
                _mended(counters, state.get("name") or os.path.basename(path), parsed[0], place, parsed[2])
            item = select(parsed[0], place)
            if item is not None:
                yield item


def _cut_member(parts: list[bytes], offset: int, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                state: dict[str, Any], given: int) -> Generator[T, None, int | None]:
    """The record of the gzip member at ``offset`` that the file ends inside of (wget or a download cut
    short), as far as ``parts`` (what it decompressed to) hold it: ``select`` says a page cut short (its
    text kept); for any other record the cut is said once by the caller (``state["cut_inside"]``).  A
    member that does not hold the start of one record is warcio's, as before."""
    record = _cut_record(b"".join(parts))
    if record is None:  # (or whole: the member was cut in its trailer)
        return given
    item, read = _select_cut(record, offset, counters, select, state)
    if not read:
        state["cut_inside"] = offset
    if item is not None:
        yield item
    return None


def _cut_record(data: bytes) -> Record | None:
    """The record ``data`` (what a cut or damaged gzip member decompressed to) opens and ends inside of;
    None when it opens none, or holds it whole."""
    try:
        parsed = parse_record(data, 0, len(data), "cut")
    except _Unusual:
        return None
    if isinstance(parsed, int) or parsed[1] <= len(data):
        return None
    return parsed[0]


def _select_cut(record: Record, offset: int, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                state: dict[str, Any]) -> tuple[T | None, bool]:
    """``select`` over a record cut short at ``offset``, counted: what it gives, and whether it read the
    record (it counts a page it keeps as ``truncated_record``; any other record the caller says)."""
    stopping.check()
    state["last"] = max(state["last"], offset)
    counters["records"] = counters.get("records", 0) + 1
    truncated = counters.get("truncated_record", 0)
    item = select(record, Place(offset, str(offset)))
    return item, counters.get("truncated_record", 0) != truncated


def _damaged_member(path: str, offset: int, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                    state: dict[str, Any]) -> Generator[T, None, int | None | bool]:
    """The record of the damaged gzip member at ``offset``, as far as it decodes before the damage
    (``select`` says a page cut short, its text kept; any other record is said here, once); returns
    where the next member begins (None: none), or False when what decodes is not the start of a
    record (warcio's path says what it is)."""
    from corpustools.warc.container import iter_members
    from corpustools.warc.resync import next_record

    with open(path, "rb") as raw:
        raw.seek(offset)
        pieces = []
        error = None
        for piece in iter_members(raw, "gz"):
            pieces.append(piece.data)
            if piece.error or piece.end is not None:
                error = piece.error
                break
    if not error or "check" in error:  # (whole, or every byte in doubt: its checksum failed)
        return False
    record = _cut_record(b"".join(pieces))
    if record is None:
        return False
    after = next_record(path, "gz", offset + 1)
    item, read = _select_cut(record, offset, counters, select, state)
    if not read:  # a record select does not read: said here
        counters["input_damaged"] = 1
        log.error(f"{state.get('name') or os.path.basename(path)}: damaged gzip member at offset {offset} ({error}): its record "
                  f"({record.rec_headers.get_header('WARC-Record-ID') or 'no record id'}) is lost"
                  + (f"; going on with the next record at offset {after}" if after is not None else ""))
    if item is not None:
        yield item
    return after


def _record_follows(path: str, fh: Any, offset: int) -> bool:
    """Whether the gzip member at ``offset`` opens a record, or the file ends there."""
    from corpustools.warc.resync import member_opens_record

    return offset >= os.fstat(fh.fileno()).st_size or member_opens_record(path, offset)


def stream_records(fh: Any, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                   state: dict[str, Any], path: str = "") -> Generator[T, None, int | None]:
    """``select`` over the records of an uncompressed stream (a plain file, or an :class:`XzReader`,
    whose ``locate`` gives the place); returns as :func:`gzip_records` does.  A record whose
    ``Content-Length`` was wrong is read up to the next record (see :func:`_mended_end`); after one,
    ``state["resume"]`` says where warcio must go on (its records would not be these)."""
    locate = getattr(fh, "locate", str)
    given = 0
    mended = False
    buf = b""
    pos = 0
    base = 0  # stream offset of buf[0]
    eof = False
    while True:
        avail = len(buf) - pos
        if not avail:
            if eof:
                if not getattr(fh, "error", None):
                    return None
                if mended:
                    state["resume"] = base + pos
                return given
            base += len(buf)
            buf, pos = fh.read(READ), 0
            eof = not buf
            continue
        try:
            parsed = parse_record(buf, pos, avail, eof)
        except _Unusual:
            if (eof and not getattr(fh, "error", None) and buf.startswith(b"WARC/", pos)
                    and not re.compile(_BLANK_LINE).search(buf, pos)):
                state["cut_inside"] = base + pos  # the stream ends inside the last record's headers (no damage)
                return None
            if mended:
                state["resume"] = base + pos
            return given
        if isinstance(parsed, int):  # more bytes needed
            parts = [buf[pos:]]
            have = avail
            while have < parsed:
                chunk = fh.read(max(READ, parsed - have))
                if not chunk:
                    eof = True
                    break
                parts.append(chunk)
                have += len(chunk)
            base += pos
            buf, pos = b"".join(parts), 0
            if len(buf) == avail:  # nothing came
                eof = True
            continue
        record, end, real = parsed
        offset = base + pos
        stopping.check()
        state["last"] = max(state["last"], offset)
        counters["records"] = counters.get("records", 0) + 1
        given += 1
        place = Place(offset, str(locate(offset)))
        if real >= 0:
            mended = True
            _mended(counters, state.get("name") or os.path.basename(path), record, place, real)
        item = select(record, place)
        pos = end
        if item is not None:
            yield item

