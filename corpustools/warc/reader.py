"""Reading the records of any WARC or ARC file: plain, gzip or xz, one stream or many, whole or damaged.

Two views of one file, both over :mod:`corpustools.warc.container`:

* :func:`iter_records` streams warcio records with their offsets (for an xz file ``STREAM:OFFSET``, the
  place a CDXJ line gives) and a selection function picks what the caller needs.  Garbage between the
  records of a plain or per-record-gzip file is skipped to the next record; a truncated or corrupt file
  yields every complete record before the damage, then the problem is logged once and reading stops
  (an xz file goes on at its next stream, or at the next block of ``xz -T``'s, after the damaged one).
  ``vert`` reads its HTML responses this way.
* :mod:`corpustools.warc.raw` gives every record with its exact bytes and its place in the container, so
  ``warc check`` sees the container and ``warc recompress`` is lossless.
"""

from __future__ import annotations

import contextlib
import contextvars
import io
import logging
import lzma
import os
import re
import sys
import zlib
from collections.abc import Callable, Generator, Iterator
from typing import Any, TypeVar

from corpustools import stopping
from corpustools.warc.container import XzReader, open_stream, sniff
from corpustools.warc.resync import (
    ARC_HEAD,
    after_damaged_block,
    ends_inside_record,
    member_opens_record,
    next_record,
    next_stream,
    reopen,
    seek,
)


def _import_warcio() -> None:
    """Import warcio without fsspec: ``warcio.utils`` imports it, if installed (Dask brings it), only for
    warcio's own command-line tools, and it costs 30-50 ms of CPU (asyncio and more) in every process
    that reads a WARC.  ``sys.modules[name] = None`` makes that optional import fail; fsspec itself can
    still be imported later by whoever needs it."""
    if "warcio.utils" in sys.modules or "fsspec" in sys.modules:
        return
    sys.modules["fsspec"] = None  # type: ignore[assignment]
    try:
        import warcio.utils  # noqa: F401
    finally:
        del sys.modules["fsspec"]


log = logging.getLogger(__name__)

_complaints: contextvars.ContextVar[io.StringIO | None] = contextvars.ContextVar("warcio_complaints", default=None)


class _WarcioStderr:
    """Where warcio's ``sys.stderr.write`` complaints ("Record not followed by newline, perhaps
    Content-Length is invalid") go: one ``-WARN`` log line each, or the collector of :func:`_collecting`."""

    def write(self, text: str) -> int:
        collector = _complaints.get()
        if collector is not None:
            collector.write(text)
        elif text.strip():
            words = text.split()
            log.warning(f"warcio: {' '.join(words[1:] if words[0] == 'WARNING:' else words)}")  # -WARN says it
        return len(text)

    def flush(self) -> None:
        pass


class _WarcioSys:
    """``sys`` as warcio.archiveiterator sees it: the real module, but stderr is :class:`_WarcioStderr`."""

    stderr = _WarcioStderr()

    def __getattr__(self, name: str) -> Any:
        return getattr(sys, name)


class _InflateStderr:
    """Where warcio's inflating reader writes a decompression error ("Error -3 while decompressing data",
    "Error -6 Incorrect checksum found") before returning no more data: the damaged member is said by
    this module's own ``-ERR`` line with the file's name and offset, so this is a ``+DEBUG`` detail (it
    reached the terminal bare, outside the log's format)."""

    def write(self, text: str) -> int:
        if text.strip():
            log.debug(f"warcio while inflating: {text.strip()}")
        return len(text)

    def flush(self) -> None:
        pass


class _InflateSys(_WarcioSys):
    """``sys`` as warcio.bufferedreaders sees it: stderr is :class:`_InflateStderr`."""

    stderr = _InflateStderr()  # type: ignore[assignment]


def _fast_gunzip() -> None:
    """warcio inflates a ``.warc.gz`` with zlib in the reading process (vert's main process: ~0.14 CPU-s
    per 81 MB of HTML, beside the workers).  ISA-L's inflate (``isal``, a declared dependency) gives the
    same bytes in ~40 % of the time; without it warcio keeps zlib."""
    try:
        from isal import isal_zlib
    except ImportError:  # pragma: no cover - a declared dependency; zlib is the fallback
        return
    from warcio.bufferedreaders import BufferedReader

    BufferedReader.DECOMPRESSORS["gzip"] = lambda: isal_zlib.decompressobj(16 + isal_zlib.MAX_WBITS)


class _Brotli:
    """A brotli decompressor as warcio's reader uses one: ``decompress`` and ``unused_data`` (None).
    warcio sets ``unused_data`` on brotli's own Decompressor, which brotli 1.1 and later do not allow: the
    content stream of any ``Content-Encoding: br`` response raised AttributeError, so 'warc check' of a
    WARC that wget or a browser wrote said "unreadable record ... 'brotli.Decompressor' object has no
    attribute 'unused_data'" and checked none of the records after it (of a plain or one-stream file)."""

    unused_data = None

    def __init__(self) -> None:
        import brotli

        self._decompressor = brotli.Decompressor()

    def decompress(self, data: bytes) -> bytes:
        return bytes(self._decompressor.process(data))

    def flush(self) -> bytes:
        return b""


def _brotli_content() -> None:
    try:
        import brotli  # noqa: F401 - a declared dependency; without it warcio has no br either
    except ImportError:  # pragma: no cover
        return
    from warcio.bufferedreaders import BufferedReader

    BufferedReader.DECOMPRESSORS["br"] = _Brotli


def _case_blind_types() -> None:
    """warcio takes ``WARC-Type`` as written: a writer's ``Response`` would be no response (its HTTP
    headers not parsed, the record counted as malformed), though WARC readers treat the field's known
    values without regard to case.  A known type in another case is written in lower case in the
    record's headers as warcio reads them, before it decides anything by the type."""
    from warcio.recordloader import ArcWarcRecordLoader

    from corpustools.warc.quick import warc_type

    detect = ArcWarcRecordLoader._detect_type_load_headers

    def detect_lowering_type(self: Any, *args: Any, **kwargs: Any) -> Any:
        the_format, headers = detect(self, *args, **kwargs)
        value = headers.get_header("WARC-Type") if the_format != "arc" else None
        if value != warc_type(value):
            headers.replace_header("WARC-Type", warc_type(value))
        return the_format, headers

    ArcWarcRecordLoader._detect_type_load_headers = detect_lowering_type


def _uri_less_records() -> None:
    """warcio reads a response's HTTP headers only for an http(s) ``WARC-Target-URI`` and calls
    ``uri.startswith`` to tell: a response written without the field (a broken writer) made it raise
    AttributeError, so 'warc check' said "unreadable record ...: 'NoneType' object has no attribute
    'startswith'" and read no further in a plain or whole-gzip WARC, and recompress left the record out.
    Without an address the block is kept as it is, as for any other scheme."""
    from warcio.recordloader import ArcWarcRecordLoader

    load = ArcWarcRecordLoader.load_http_headers

    def load_with_or_without_uri(self: Any, rec_type: Any, uri: Any, *args: Any, **kwargs: Any) -> Any:
        return None if uri is None else load(self, rec_type, uri, *args, **kwargs)

    ArcWarcRecordLoader.load_http_headers = load_with_or_without_uri


_warcio_module: Any = None


def _warcio() -> Any:
    """``warcio.archiveiterator``, imported and set up on first use: a well-formed WARC is read by
    :mod:`corpustools.warc.quick` without it (its import costs a run ~25 ms of CPU)."""
    global _warcio_module
    if _warcio_module is None:
        _import_warcio()
        import warcio.archiveiterator
        import warcio.bufferedreaders

        warcio.archiveiterator.sys = _WarcioSys()  # type: ignore[attr-defined]  # the library writes there directly
        warcio.bufferedreaders.sys = _InflateSys()  # type: ignore[attr-defined]
        _fast_gunzip()
        _brotli_content()
        _case_blind_types()
        _uri_less_records()
        _warcio_module = warcio.archiveiterator
    return _warcio_module


def ArchiveIterator(*args: Any, **kwargs: Any) -> Any:  # noqa: N802 - stands for warcio's class
    """warcio's ``ArchiveIterator`` (warcio imported on first use)."""
    return _warcio().ArchiveIterator(*args, **kwargs)


@contextlib.contextmanager
def _collecting(into: io.StringIO) -> Iterator[None]:
    token = _complaints.set(into)
    try:
        yield
    finally:
        _complaints.reset(token)

T = TypeVar("T")


# -- streaming records (vert) ------------------------------------------------------------------------

class Position:
    """Where the current record is: ``offset`` in the (decompressed) stream warcio reads, ``where`` as the
    vertical's ``warc`` attribute gives it (``STREAM:OFFSET`` in an xz file, else the offset).  Ask after
    reading what the record's stream is needed for: warcio learns the offset by reading to the end."""

    def __init__(self, it: Any, arc: bool = False) -> None:
        self._it = it
        self.arc = arc  # the file is an ARC (whose records' declared lengths may count their line ends)
        self._locate = getattr(it.fh, "locate", str)  # xz: STREAM:OFFSET; others: the offset

    @property
    def offset(self) -> int:
        return int(self._it.get_record_offset())

    @property
    def where(self) -> str:
        return str(self._locate(self.offset))


def _head(path: str | os.PathLike[str]) -> bytes:
    """The first bytes of the file's (decompressed) content, leading blank lines left out.

    A gzip file whose first member does not inflate (its data damaged: a per-record WARC's warcinfo
    member, say) is judged by the first later member that opens a WARC record: the reading goes on there
    and says the damage, as for a damaged member further on, so the file's other records are not lost.
    Without such a member the inflating error stands (a damaged or foreign gzip file is refused).  So for
    an xz file whose first stream, or a zstd file whose first frame, is damaged (:func:`next_stream`)."""
    fh, kind = open_stream(path)
    try:
        head = fh.read(4096 if kind == "gz" else 512)
        if not head and getattr(fh, "error", None):  # (xz, zstd: nothing decodes)
            later = next_stream(path, fh.damaged + 1, kind) if fh.damaged is not None else None
            if later is not None:
                head = _stream_head(path, kind, later)
            elif kind == "xz" and fh.damaged is not None and (block := _after_damaged_block(fh, path)[0]) is not None:
                head = block.read(512)  # (the first record after a damaged first block of xz -T's)
                block.close()
            else:  # (cut short, or nothing after the damage opens a record)
                raise zlib.error(fh.error)
    finally:
        fh.close()
    if kind == "gz":
        try:
            head = zlib.decompressobj(31).decompress(head, 512)
        except zlib.error:
            later = next_record(str(path), "gz", 1)
            if later is None:
                raise
            return _member_head(path, later)
    return head.lstrip(b"\r\n")


def _member_head(path: str | os.PathLike[str], offset: int) -> bytes:
    """The first bytes of what the gzip member at ``offset`` inflates to (one that opens a record, as
    :func:`next_record` found it), leading blank lines left out."""
    with open(path, "rb") as fh:
        fh.seek(offset)
        return zlib.decompressobj(31).decompress(fh.read(4096), 512).lstrip(b"\r\n")


def _stream_head(path: str | os.PathLike[str], kind: str, offset: int) -> bytes:
    """The first bytes of what the xz stream or zstd frame at ``offset`` (one that opens a record, as
    :func:`next_stream` found it) decompresses to."""
    reader = XzReader(path, kind, offset)
    try:
        return reader.read(512)
    finally:
        reader.close()


def _is_arc(head: bytes) -> bool:
    return head.startswith(b"filedesc://") or ARC_HEAD.match(head) is not None


def _examine(path: str | os.PathLike[str]) -> tuple[bytes, str | None]:
    """The file's first bytes (see :func:`_head`) and why it cannot be a WARC/ARC, or None when it may be."""
    try:
        head = _head(path)
    except OSError as exc:  # (no permission, a disk fault): not a judgement of what the file holds
        return b"", f"{UNREADABLE}{exc.strerror or exc}"
    except (EOFError, lzma.LZMAError, zlib.error) as exc:
        return b"", f"{type(exc).__name__}: {exc}"
    problem = _not_an_archive(head)
    if problem and head.startswith((b"PK\x03\x04", b"PK\x05\x06")):  # a zip: an empty one, one cut short, a WACZ of no WARC
        from corpustools.warc import wacz

        problem = wacz.why_unread(path, head) or problem
    return head, problem


UNREADABLE = "cannot read: "  # how :func:`not_an_archive` begins for a file that could not be read at all


def unsaid_problem(name: str, problem: str) -> str:
    """The line of a file :func:`not_an_archive` refused: unreadable, or not a WARC/ARC and why."""
    return f"{name}: {problem}" if problem.startswith(UNREADABLE) else f"{name}: not a WARC/ARC file ({problem})"


def not_an_archive(path: str | os.PathLike[str]) -> str | None:
    """Why the file cannot be a WARC/ARC (judged from its first bytes), or None when it may be one."""
    return _examine(path)[1]


_OTHER_CONTAINERS = ((b"BZh", "bzip2", "bunzip2"), (b"PK\x03\x04", "zip", "unzip"),
                     (b"\x04\x22\x4d\x18", "lz4", "lz4 -d"))


_LATE_WARC = rb"(?:^\xef\xbb\xbf|\n)WARC/(?:1\.[01]|0\.1[78])\r?\n"  # (compiled when a file does not start as a WARC)


_CDXJ = re.compile(rb"[^\s)]+\)\S* \d{14} \{")  # a CDXJ line: the SURT (host and port, path), a timestamp, JSON


def _not_an_archive(head: bytes) -> str | None:
    if not head:
        return "empty"
    if head.startswith(b"WARC/") or _is_arc(head) or re.search(_LATE_WARC, head):
        return None  # (a WARC behind a byte-order mark or a line of garbage: the reading skips to its record)
    if head.startswith(b"PK\x03\x04") and re.match(rb"(archive/|datapackage|pages/|indexes/|logs/)", head[30:60]):
        return ("a WACZ file (a zip of WARCs, as Webrecorder and Browsertrix write it): its WARC files are in its "
                "archive/ folder; unzip them (unzip -j FILE 'archive/*' -d DIR) and give those")
    if head[257:262] == b"ustar":
        return "a tar archive: unpack it (tar xf FILE) and give the WARC files it holds"
    for magic, name, tool in _OTHER_CONTAINERS:
        if head.startswith(magic):
            return (f"compressed with {name}: WARC/ARC files are read plain, gzip-, xz- or zstd-compressed; "
                    f"decompress it first ({tool} FILE)")
    if re.match(rb"\s*(<!--.*?-->\s*)*<(!doctype\s+html|html)\b", head[:512], re.I | re.S):
        return (f"starts with {head[:40]!r}: an HTML page; vert reads the pages inside WARC files, such as "
                "download writes from a list of URLs")
    if head.lstrip(b" ").startswith(b"CDX ") or _CDXJ.match(head):
        return (f"starts with {head[:40]!r}: a CDX index of a WARC (wget --warc-cdx, pywb and warcio write one "
                "beside it); give the WARC file it indexes")
    if head.startswith((b"<doc", b"<text")):
        return f"starts with {head[:40]!r}: a vertical (lint, dedup, tag or registry read it)"
    return f"starts with {head[:40]!r}"


def iter_records(path: str | os.PathLike[str], counters: dict[str, Any],
                 select: Callable[[Any, Position], T | None], name: str | None = None) -> Iterator[T]:
    """``select(record, position)`` for every record of one WARC/ARC file (converted from ARC by warcio);
    what it returns is yielded unless None.  ``counters["records"]`` counts the records read;
    ``input_damaged`` and ``skipped:garbage`` say when the file was not whole.  ``select`` runs while the
    record is current: it may read the record's stream.  ``name``: the file as the log lines name it
    (``source/file`` in a workspace, ``stdin`` for a pipe; by default the file's name)."""
    path = str(path)
    name = os.path.basename(path) if name is None else name
    head, problem = _examine(path)
    if problem and head.startswith(b"PK\x03\x04"):
        from corpustools.warc import wacz  # (a zip of WARCs: each read as given plainly)

        if wacz.is_wacz(path, head):
            yield from wacz.iter_records(path, counters, select, name, iter_records)
            return
    if problem:
        counters["input_damaged"] = 1
        if problem.startswith(UNREADABLE):  # no judgement of what it holds: read again once it can be
            counters["input_unreadable"] = 1
        log.error(f"{unsaid_problem(name, problem)}; skipped")
        return
    # offset of the last record begun: garbage after it is skipped to the next record; "arc": an ARC file;
    # "name": the file in log lines; "last_cut": the last record counted was a page cut short, said by select
    state: dict[str, Any] = {"last": 0, "arc": int(_is_arc(head)), "name": name}
    select = _watching_cuts(select, counters, state)
    skip = 0  # records given already by the quick reader
    if not state["arc"]:
        given = yield from _quick(path, counters, select, state)
        if given is None:
            if "cut_inside" in state:
                _cut_inside(counters, name, state["cut_inside"])
            return
        skip = given
    if "several" in state:  # gzip members holding several records: warcio goes on in their stream
        fh, kind, skip = XzReader(path, "gz", state["several"]), "gzs", state.pop("several_given")
    else:
        fh, kind = open_stream(path)
    if "resume" in state:  # the quick reader mended a wrong length: warcio's records would not be its own
        seek(fh, state["resume"])
        state["last"] = state["resume"]
        skip = 0
    # One unreadable stretch is one -ERR line: the record warcio fails on may begin just after the last good
    # one, so resynchronising can land on that same record first.  The line waits until reading
    # goes on again (or the file ends), with the stretch's first offset and where reading resumed.
    stretch: dict[str, Any] = {}
    try:
        while True:
            before = counters.get("records", 0)
            try:
                yield from _records_or_whole_gzip(fh, kind, path, counters, select, state, skip)
                resumed = _next_stream_after_damage(fh, kind, path, counters, state)
                if resumed is None:
                    return
                fh, skip = resumed, 0
                continue
            except Exception as exc:  # noqa: BLE001 - warcio fails in many ways on garbage and cut headers
                skip = 0  # (read again from the next record on)
                message = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
                if isinstance(exc, (AttributeError, TypeError, IndexError, KeyError)):  # warcio's own slip
                    log.debug(f"{name}: {type(exc).__name__} while reading records: {exc}")
                    message = "record headers cut short or malformed"
                elif (kind == "gz" and message.startswith("Unknown archive format")
                      and ("\\x" in message or not message.isprintable())):
                    # warcio gave the member's compressed bytes, or what inflating it up to the damage
                    # gave, as a "first line"
                    message = "a damaged gzip member"
                if stretch and counters.get("records", 0) > before:  # records read since: that stretch ended
                    _garbage(counters, name, stretch)
                    stretch = {}
                resyncable = not state.get("whole_gzip")
                streams = getattr(fh, "streams", None)
                damaged = getattr(fh, "error", None)  # (the search may read on into damage: not this one's)
                resume = (next_record(path, kind, state["last"] + 1, state.get("several", 0), streams,
                                      None if damaged else fh) if resyncable else None)
                if resume is None and resyncable and kind == "gz" and not counters.get("records"):
                    # no record, no member after the first: one gzip member for the whole file, damaged
                    # before warcio's first block ended; its records up to the damage are still there
                    state["whole_gzip"] = 1
                    break
                if resume is None or damaged:
                    stretch = {}
                    if not getattr(fh, "error", None):  # compressed data cut short: said once, below
                        _damaged(counters, state, f"not a readable WARC/ARC from here on ({message})")
                    return
                stretch = {"after": stretch.get("after", state["last"]), "message": message, "resume": resume}
                if fh.tell() != resume or not isinstance(fh, XzReader):  # (else the search left it there)
                    fh.close()
                    fh = reopen(path, kind, state.get("several", 0), streams, resume)
                    seek(fh, resume)
                state["last"] = resume
        yield from _whole_gzip(path, counters, select, 0, state)
    finally:
        if stretch:
            _garbage(counters, name, stretch)
        error = getattr(fh, "error", None)
        if error:
            _damaged(counters, state, f"truncated or corrupt compressed data ({error})")
        elif "cut_inside" in state:
            _cut_inside(counters, name, state["cut_inside"])
        fh.close()


def _next_stream_after_damage(fh: Any, kind: str, path: str, counters: dict[str, Any],
                              state: dict[str, Any]) -> XzReader | None:
    """After a damaged xz stream or zstd frame (corrupt data, not a file cut short), a reader of the file
    from the next one that opens a record (:func:`next_stream`), the damage said in one line; None when there is
    none (the damage is then said as the file's end, by :func:`iter_records`).  A multi-stream
    ``.warc.xz`` (download's) lost every page after one damaged stream of 1 MB."""
    damaged = getattr(fh, "damaged", None) if kind in ("xz", "zst") else None
    resume = next_stream(path, damaged + 1, kind) if damaged is not None else None
    if resume is None:
        return _next_block_after_damage(fh, path, counters, state) if damaged is not None and kind == "xz" else None
    counters["input_damaged"] = 1
    counters["skipped:garbage"] = counters.get("skipped:garbage", 0) + 1
    log.error(f"{state['name']}: {fh.error}; the records decoded whole before it are kept, the one it is in is "
              f"lost; going on with the next {'xz stream' if kind == 'xz' else 'zstd frame'} at offset {resume}")
    state.pop("cut_inside", None)  # (the record the damage cut: said by select, or lost with its stream)
    produced = fh.produced
    fh.close()
    return XzReader(path, kind, resume, produced)  # (its offsets go on from the damaged reader's)


def _after_damaged_block(fh: XzReader, path: str | os.PathLike[str]) -> tuple[XzReader | None, list[Any] | None]:
    """:func:`~corpustools.warc.resync.after_damaged_block` of ``fh``'s last stream (the damaged one)."""
    dstart, cstart = fh.streams[-1]
    return after_damaged_block(path, cstart, fh.produced - dstart, dstart)


def _next_block_after_damage(fh: XzReader, path: str, counters: dict[str, Any],
                             state: dict[str, Any]) -> XzReader | None:
    """After damage inside an xz stream that no later stream follows: a reader from the first record in
    the blocks after the damaged one (:func:`_after_damaged_block`), the damage and what it cost said in
    one line; None when there is none, the reader's ``error`` then saying why (a stream of one block, as
    single-threaded ``xz`` writes it; an index that cannot be read; no record in the blocks after)."""
    reader, blocks = _after_damaged_block(fh, path)
    if blocks is None:
        fh.error = f"{fh.error}; the stream's index (at its end) cannot be read, so nothing after the damage can be"
        return None
    counters["input_damaged"] = 1
    counters["skipped:garbage"] = counters.get("skipped:garbage", 0) + 1  # (the stretch lost to the damage)
    if reader is None:
        lost = blocks[-1].ustart + blocks[-1].size - (fh.produced - fh.streams[-1][0])  # (to the stream's end)
        one = ("the file is one xz stream of one block (xz without -T writes it so)" if not fh.streams[-1][1]
               else "the damaged xz stream, the file's last, is one block")
        fh.error = (f"{fh.error}; {one}: nothing after the damage can be read ({lost} bytes of WARC data lost)"
                    if len(blocks) == 1 else
                    f"{fh.error}; no record begins in the xz blocks after it (the stream has {len(blocks)}): "
                    f"{lost} bytes of WARC data lost")
        return None
    resume = reader.tell()
    log.error(f"{state['name']}: {fh.error}; the records decoded whole before it are kept, the damaged block and "
              f"the records it holds are lost ({resume - fh.produced} bytes of WARC data); going on with the next "
              f"record, at {reader.locate(resume)} in the xz block at offset {reader.block}")
    state.pop("cut_inside", None)
    fh.close()
    return reader


def _watching_cuts(select: Callable[[Any, Position], T | None], counters: dict[str, Any],
                   state: dict[str, Any]) -> Callable[[Any, Position], T | None]:
    """``select``, noting in ``state["last_cut"]`` whether the record it was given is a page cut short whose
    cut it said (``truncated_record``): the damage that cut it is then no news, and that record is no
    complete one (see :func:`_damaged`)."""
    def watched(record: Any, position: Position) -> T | None:
        before = counters.get("truncated_record", 0)
        state["last_cut"] = False
        item = select(record, position)
        state["last_cut"] = counters.get("truncated_record", 0) != before
        return item

    return watched


def _cut_inside(counters: dict[str, Any], name: str, offset: int) -> None:
    counters["input_damaged"] = 1
    log.error(f"{name}: the file ends inside the record at offset {offset}: it and any records after it are lost")


def _garbage(counters: dict[str, Any], name: str, stretch: dict[str, Any]) -> None:
    counters["input_damaged"] = 1
    counters["skipped:garbage"] = counters.get("skipped:garbage", 0) + 1
    log.error(f"{name}: unreadable data after offset {stretch['after']} ({stretch['message']}); "
              f"going on with the next record at offset {stretch['resume']}")


def _quick(path: str, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
           state: dict[str, Any]) -> Generator[T, None, int | None]:
    """The records :mod:`corpustools.warc.quick` reads; None when it read the whole file, else how many
    records it gave (warcio reads the rest)."""
    from corpustools.warc import quick

    kind = sniff(path)
    if kind == "gz":
        given = yield from quick.gzip_records(path, counters, select, state)
        if given is None or "several" not in state:
            return given
        # gzip members that hold several records each (or the whole file): one stream from the first such
        state.pop("resume", None)  # (an offset in the file; the stream's are in its decompressed data)
        stream = XzReader(path, "gz", state["several"])
        try:
            more = yield from quick.stream_records(stream, counters, select, state, path)
        finally:
            stream.close()
        if more is None:
            return None
        state["several_given"] = more
        return given + more
    fh = XzReader(path, kind) if kind in ("xz", "zst") else open(path, "rb")
    try:
        return (yield from quick.stream_records(fh, counters, select, state, path))
    finally:
        fh.close()


def _records_or_whole_gzip(fh: Any, kind: str, path: str, counters: dict[str, Any],
                           select: Callable[[Any, Position], T | None], state: dict[str, Any],
                           skip: int = 0) -> Iterator[T]:
    _warcio()  # (warcio's package imported without fsspec first)
    from warcio.exceptions import ArchiveLoadFailed

    if kind == "gz" and not state.get("whole_gzip") and _first_member_ends_inside_record(path):
        state["whole_gzip"] = 1  # members that do not follow the records: read it as one stream
        yield from _whole_gzip(path, counters, select, 0, state)
        return
    try:
        members = fh.fileno() if kind == "gz" else None  # every record must begin a gzip member
        raw_fd = fh.fileno() if kind in ("gz", "warc") else None
        it = ArchiveIterator(fh, arc2warc=True)
        if kind == "gz":
            _no_plain_gzip(it.reader)
        yield from _selected(it, counters, select, skip, state, members, raw_fd)
    except ArchiveLoadFailed as exc:
        if kind != "gz" or "chunk" not in str(exc).lower():
            raise
        seen = counters.get("records", 0)  # one gzip stream for the whole file: read it as such (the
        # records read so far are counted already, and are skipped uncounted)
        state["whole_gzip"] = 1  # offsets are in the decompressed data now: no resynchronising
        yield from _whole_gzip(path, counters, select, seen, state)


def _no_plain_gzip(reader: Any) -> None:
    """warcio's reader of a gzip file, made to fail on a member whose first block does not inflate: warcio
    takes such a block for data never compressed (so it reads a plain WARC) and reads the member's
    compressed bytes as text.  When their first line happened to look like an ARC header line (by the bytes,
    so by the records' dates), that garbage was a record: a small file gzipped whole and damaged gave vert 1
    record of nonsense and none of the records before the damage (which :func:`_whole_gzip` reads when
    warcio fails at once), and a damaged member of a per-record file was counted as a record.  A block
    that does not begin with gzip's magic is left to warcio (plain data after a member: garbage, said as
    such by :func:`_selected`)."""
    decompress = reader._decompress

    def inflate_or_fail(data: bytes) -> bytes:
        first = reader.num_block_read == 0 and reader.decompressor is not None
        out = decompress(data)
        if first and reader.decompressor is None and data[:2] == b"\x1f\x8b":
            raise ValueError("a damaged gzip member")
        return out

    reader._decompress = inflate_or_fail


def _whole_gzip(path: str, counters: dict[str, Any], select: Callable[[Any, Position], T | None], seen: int,
                state: dict[str, Any], start: int = 0) -> Iterator[T]:
    """The records of a file gzipped whole (one member; or its members from offset ``start`` on, read as
    one stream), ``seen`` of them given already (or, after the quick reader mended a wrong length, all
    before ``state["resume"]``).  gzip.open would lose the last 16 kB read before a truncation (warcio
    reads in blocks): this reader returns every byte decompressed before a damage, then EOF; the damage
    is one line (the record cut by it is lost)."""
    whole = XzReader(path, "gz", start)
    if "resume" in state:
        seek(whole, state["resume"])
        seen = 0
    try:
        yield from _selected(ArchiveIterator(whole, arc2warc=True), counters, select, seen, state)
    except Exception as exc:  # noqa: BLE001 - warcio on the garbage decoded just before the damage was found
        if not whole.error:  # (or garbage inside: one line, no traceback)
            state.pop("cut_inside", None)
            _damaged(counters, state,
                     f"not a readable WARC/ARC from here on ({str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__})")
    finally:
        whole.close()
    if whole.error:
        state.pop("cut_inside", None)  # the damage cut it: said here, once
        _damaged(counters, state, f"truncated or corrupt compressed data ({whole.error})")


FIRST_MEMBER_LOOK = 1 << 20


def _first_member_ends_inside_record(path: str) -> bool:
    """Whether the first gzip member of the file ends inside a WARC record that the next member goes on
    with (see :func:`ends_inside_record`, :func:`member_opens_record`); a first member of more than a
    megabyte is not looked into."""
    inflate = zlib.decompressobj(31)
    data = b""
    with open(path, "rb") as fh:
        try:
            while not inflate.eof and len(data) < FIRST_MEMBER_LOOK:
                chunk = inflate.unconsumed_tail or fh.read(1 << 16)
                if not chunk:
                    return False
                data += inflate.decompress(chunk, FIRST_MEMBER_LOOK)
        except zlib.error:
            return False
        next_member = fh.tell() - len(inflate.unused_data)
        more = inflate.unused_data or fh.read(1)
    return inflate.eof and bool(more) and ends_inside_record(data) and not member_opens_record(path, next_member)


SHORT_BY_LINE_ENDS = 16  # an ARC record this many bytes short of its declared length is whole but for its line ends


def _selected(it: Any, counters: dict[str, Any], select: Callable[[Any, Position], T | None], skip: int,
              state: dict[str, Any], members: int | None = None, raw_fd: int | None = None) -> Iterator[T]:
    """``select`` over the records of ``it``; ``members``: the file (descriptor) whose every record must
    begin a gzip member; ``raw_fd``: the file whose offsets warcio reports (plain or per-record gzip), read
    at the end for what follows the last record."""
    position = Position(it, bool(state.get("arc")))
    index = 0
    record = None
    truncated = 0
    for record in it:
        stopping.check()  # warcio reads header lines inside a bare except: an interrupt there is lost
        if members is not None and it.offset > state["last"] and os.pread(members, 2, it.offset) != b"\x1f\x8b":
            # warcio reads bytes that are not gzip as a plain record: garbage (and whatever gzip member it
            # swallows with it) would pass for a record; go on from the next real member instead
            raise ValueError(f"no gzip member at offset {it.offset}")
        index += 1
        state["last"] = max(state["last"], it.offset)  # (get_record_offset() would consume the record)
        if index <= skip:
            continue
        counters["records"] = counters.get("records", 0) + 1
        truncated = counters.get("truncated_record", 0)
        item = select(record, position)
        if item is not None:
            yield item
    # warcio reads every record to its end before the next one, and ends quietly when the file ends inside
    # one (a request, a revisit, a PDF: records ``select`` does not read itself): the records after the cut
    # are lost, which must not pass unsaid
    missing = getattr(getattr(record, "raw_stream", None), "limit", 0) or 0
    if missing > (SHORT_BY_LINE_ENDS if state.get("arc") else 0) and counters.get("truncated_record", 0) == truncated:
        state["cut_inside"] = state["last"]
    elif record is not None and not state.get("arc") and not _whole_headers(record):
        state["cut_inside"] = state["last"]  # the file ends inside the last record's headers
    elif raw_fd is not None:  # a record cut in its headers is no record to warcio: what follows the last one?
        start = it.get_record_offset() if record is not None else state.get("resume", 0)
        end = start + it.get_record_length() if record is not None else start
        if not _blank_after(raw_fd, end, members is not None):
            state["cut_inside"] = end
        elif members is not None and record is not None and not _whole_member(raw_fd, start, end):
            state["cut_inside"] = start  # the last gzip member lacks its end: cut inside (its record may be whole)


def is_blank(record: Any) -> bool:
    """Whether warcio's "record" is only blank lines where a record could begin (a gzip member holding
    only them): no version line, no header."""
    return not record.rec_headers.protocol and not record.rec_headers.headers


def _whole_headers(record: Any) -> bool:
    """Whether a WARC record's headers are whole: a WARC-Type and a Content-Length of digits (a file cut in
    the middle of a header line gives warcio a record with a partial type, or no length)."""
    if is_blank(record):
        return True  # no record, nothing cut
    length = (record.rec_headers.get_header("Content-Length") or "").strip()
    return bool(record.rec_type) and length.isdigit()


_CHUNK = 1 << 20


def _whole_member(fd: int, start: int, end: int) -> bool:
    """Whether the bytes from ``start`` to ``end`` of the file are one whole gzip member, its end (checksum
    and length) included; inflated a chunk at a time."""
    inflate = zlib.decompressobj(31)
    try:
        while start < end and not inflate.eof:
            data = os.pread(fd, min(_CHUNK, end - start), start)
            if not data:
                break
            start += len(data)
            inflate.decompress(data, _CHUNK)
            while inflate.unconsumed_tail and not inflate.eof:
                inflate.decompress(inflate.unconsumed_tail, _CHUNK)
    except zlib.error:
        return False
    return inflate.eof


def _blank_after(fd: int, end: int, members: bool) -> bool:
    """Whether nothing but blank lines follows offset ``end`` (for a per-record gzip file: nothing but whole
    gzip members holding blank lines); anything else is a record warcio could not read (cut in its
    headers), whose bytes and those of any record after it are lost."""
    data = os.pread(fd, 1 << 16, end)
    if not data.strip() or not members:
        return not data.strip()
    while data:
        inflate = zlib.decompressobj(31)
        try:
            if inflate.decompress(data, 1 << 16).strip() or not inflate.eof:
                return False
        except zlib.error:
            return False
        data = inflate.unused_data
    return True


def _damaged(counters: dict[str, Any], state: dict[str, Any], message: str) -> None:
    """The one line of a file that cannot be read on: what broke, and how many whole records were read
    before it.  The record the damage cuts is not one of them: a page whose text is kept has said so in a
    line of its own (``vert.read``), which, when the compressed file merely ends there (a copy or a
    download cut short: the same cut a ``.warc.gz`` shows as that one line), is the file's only line."""
    counters["input_damaged"] = 1
    cut = bool(state.get("last_cut")) or (state.get("cut_inside") == state["last"] and bool(counters.get("records")))
    if state.get("last_cut") and "the file ends inside" in message:
        return
    whole = max(counters.get("records", 0) - cut, 0)
    kept = (f"kept the {whole} whole record{'s' if whole != 1 else ''} before it"
            + (" and the text of the page it cuts" if state.get("last_cut") else ""))
    if message.startswith("truncated or corrupt compressed data (the file ends inside"):
        # a cut in a record vert does not read (or between records, in the stream's end): worded as the
        # same cut of a .warc.gz is
        where = message[message.index("(") + 1:-1]
        message = (f"{where}, inside a record: it and any records after it are lost" if cut else
                   f"{where}: any records after the whole ones are lost")
    log.error(f"{state['name']}: {message}; {kept}")
