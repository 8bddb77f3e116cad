"""The HTML responses of a WARC or ARC file, compressed or not, complete or truncated.

Accepted: ``.warc``, ``.warc.gz`` (per-record gzip members, or one gzip stream for the whole file),
``.warc.xz`` (one xz stream or many concatenated, as ``download`` writes them), ``.arc``/``.arc.gz``
(converted to WARC-like records by warcio), ``.wacz`` (the WARCs under its ``archive/``, :mod:`corpustools.warc.wacz`),
whatever their header order.  Only ``response`` (and
``resource``, and a ``conversion`` of a web page) records with an HTML payload are yielded; everything
else is counted under ``skipped:<reason>``.  A record written in segments (``WARC-Segment-Number``, the
rest of its block in ``continuation`` records) is joined again before its page is read, across two files of
one run too (:class:`SegmentCarry`); continuation records whose first segment no file before held are said.  The container and the records are read by :mod:`corpustools.warc.reader`; a truncated or corrupt file yields every complete record before the damage,
then the problem is logged once and reading stops; a truncated last record is dropped and counted.
"""

from __future__ import annotations

import logging
import os
import pickle
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from corpustools.vert.decode import HTTP_CHARSET
from corpustools.vert.httpbody import finish_payload

if TYPE_CHECKING:
    from corpustools.warc.reader import Position

log = logging.getLogger(__name__)

HTML_TYPES = ("text/html", "application/xhtml+xml")
MAYBE_HTML_TYPES = ("", "text/plain", "application/xml", "text/xml", "application/octet-stream")  # sniffed
# other types sniffed too: HTML by another name (``text/htm``, ``text/x-server-parsed-html``, a server's PHP or ASP
# type), "unknown" and octet types, and values that are no type at all (``unk``, ``*/*``)
_MAYBE_HTML_NAME = re.compile(r"htm|php|asp|unknown|octet|\*|^[^/]*$")


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
    robots: str = ""  # the response's X-Robots-Tag header(s), one a line (noindex: see document.py)
    record_id: str = ""
    link: dict[str, str] = field(default_factory=dict)  # the link's provenance (feed, title, published)
    plain: str = ""  # why the page is tried again by the plain pass (``document.retry_plain``), "" the first time
    file: str = ""  # the file its record began in, when an earlier one of the run (a record segmented across files)

    def __reduce_ex__(self, protocol: Any) -> tuple[Any, ...]:
        """Pickled field by field, the payload as a ``PickleBuffer`` from protocol 5 on: the pool's
        pipe (``vert.worker.write_msg``) sends it out of band, as it is, not copied into the pickle."""
        values = list(map(self.__dict__.__getitem__, _FIELDS))  # (``fields()`` filtered the class's per call)
        if isinstance(protocol, int) and protocol >= 5:
            values[_PAYLOAD] = pickle.PickleBuffer(self.payload)
        return (HtmlRecord, tuple(values))


_FIELDS = tuple(f.name for f in fields(HtmlRecord))
_PAYLOAD = _FIELDS.index("payload")


@dataclass
class _Provenance:
    """The link columns found in a metadata record, for the response it refers to."""

    refers_to: str
    fields: dict[str, str]


@dataclass
class _Segment:
    """The block of a ``continuation`` record: the next part of the record ``origin`` (its record id)."""

    origin: str
    data: bytes
    last: bool  # it says the whole's length (``WARC-Segment-Total-Length``): no segment follows
    where: str = ""  # the record's place in its file
    number: str = ""  # its WARC-Segment-Number
    uri: str = ""


# records that hold a page: a response, a page stored as it is (Browsertrix and pywb write a resource, with
# no HTTP headers), and a conversion (the page's text or markup made anew by the archive's own tools)
PAGE_RECORDS = ("response", "resource", "conversion")


def _status(record: Any) -> int:
    if record.http_headers is None:
        return 200 if record.rec_type != "response" else 0
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
    from corpustools.warc.quick import WARC_TYPES  # imported by iter_html already: workers do not need them
    from corpustools.warc.reader import is_blank

    if is_blank(record):
        return "skipped:blank"
    if record.rec_type not in PAGE_RECORDS:  # a type WARC does not define: headers cut or broken
        return f"skipped:{record.rec_type}" if record.rec_type in WARC_TYPES else "skipped:malformed"
    uri = record.rec_headers.get_header("WARC-Target-URI") or ""
    if not uri:  # the writer lost it (no address to give the page); without a Content-Length too, the file
        # ends inside the record's header block (said by the reader as the cut file it is)
        return "skipped:no_uri" if record.rec_headers.get_header("Content-Length") else "skipped:malformed"
    if not uri.lower().startswith(("http://", "https://")):
        return "skipped:not_http"
    status = _status(record)
    if status and not 200 <= status < 300:
        return "skipped:status"
    return None


def _content_type(record: Any) -> str:
    if record.http_headers is not None:
        return _fetch_content_type(record.http_headers.headers)
    ctype = record.rec_headers.get_header("Content-Type") or ""
    # a response stored without its HTTP headers, typed as if it had them: what it is is sniffed
    return "" if media_type(ctype) == "application/http" else ctype


def _fetch_content_type(headers: list[tuple[str, str]]) -> str:
    """The response's Content-Type as a browser takes it when the header is given more than once (a PHP
    app and its framework each setting it: ``text/html``, then ``text/html; charset=windows-1250``): the
    last value, with the last charset given for its media type (WHATWG Fetch, "extract a MIME type").
    The first value alone lost the charset, and the page was decoded by guessing."""
    values = [value for name, value in headers if name.lower() == "content-type" and value.strip()]
    if len(values) < 2:
        return values[0] if values else ""
    last = values[-1]
    if HTTP_CHARSET.search(last):  # (not "charset=" with no name, nor a parameter whose value says charset)
        return last
    essence = media_type(last)
    for value in reversed(values[:-1]):
        if media_type(value) != essence:
            break
        if HTTP_CHARSET.search(value):
            return value
    return last


def media_type(content_type: str) -> str:
    """The media type of a ``Content-Type`` value, lower-cased: its first word, up to a ";", a "," or a blank
    (servers write ``text/html charset=UTF-8`` and ``text/html,charset=utf-8``, which browsers show as HTML)."""
    return _MEDIA_END.split(content_type.strip(), 1)[0].lower()


_MEDIA_END = re.compile(r"[;,\s]")


def iter_html(path: str | os.PathLike[str], counters: dict[str, Any], max_bytes: int,
              name: str | None = None, carry: SegmentCarry | None = None) -> Iterator[HtmlRecord]:
    """Yield the HTML responses of one WARC/ARC file; count what is skipped and why.  ``name``: the file
    as the log lines name it (``source/file`` in a workspace; by default the file's name).  ``carry``: the
    same object for each file of a run, in order, so a record segmented across two files is joined."""
    # warcio: the reading process needs it, workers do not
    from corpustools.warc.reader import SHORT_BY_LINE_ENDS, iter_records

    name = os.path.basename(str(path)) if name is None else name
    unnamed: list[str] = []  # where the file's first response without an address is (said once)
    passed_over: set[str] = set()  # record ids of first segments that are no page (their continuations too)

    def select(record: Any, it: Position) -> HtmlRecord | _Provenance | _Segment | _FirstSegment | None:
        html = _page(record, it)
        if html is None and record.rec_type != "continuation" and _segment_number(record) == "1":
            passed_over.add(record.rec_headers.get_header("WARC-Record-ID") or "")
        return html

    def _page(record: Any, it: Position) -> HtmlRecord | _Provenance | _Segment | _FirstSegment | None:
        reason = _skip_reason(record)
        if record.rec_type == "metadata":
            counters[reason] = counters.get(reason, 0) + 1
            return _provenance_of(record)
        if record.rec_type == "continuation":
            counters[reason] = counters.get(reason, 0) + 1  # (counted: its page is the first segment's)
            return _segment_of(record, max_bytes, it)
        if reason:
            counters[reason] = counters.get(reason, 0) + 1
            if reason == "skipped:no_uri" and not unnamed:  # a broken writer: said once per file, as a
                unnamed.append(it.where)  # record warcio cannot read was
                log.warning(f"{name}: record at offset {it.where} "
                            f"({record.rec_headers.get_header('WARC-Record-ID') or 'no record id'}) is a response "
                            "without WARC-Target-URI; skipped (any more of this file are counted as skipped:no_uri)")
            return None
        ctype = _content_type(record)
        mime = media_type(ctype)
        if mime == "text/plain" and record.rec_type == "conversion":  # a page's text (a WET file's records)
            counters["skipped:conversion_text"] = counters.get("skipped:conversion_text", 0) + 1
            return None
        if mime not in HTML_TYPES and mime not in MAYBE_HTML_TYPES and not _MAYBE_HTML_NAME.search(mime):
            counters["skipped:not_html"] = counters.get("skipped:not_html", 0) + 1
            return None
        try:
            raw = record.raw_stream.read(max_bytes + 1)
        except Exception as exc:  # noqa: BLE001 - an unreadable record: count it, go on
            counters["failed:payload"] = counters.get("failed:payload", 0) + 1
            log.warning(f"{name}: record at {it.offset}: unreadable payload ({exc})")
            return None
        missing = getattr(record.raw_stream, "limit", 0) if len(raw) <= max_bytes else 0
        if missing > 0:  # the file ends inside the record (or its length was wrong): keep what is there
            counters["truncated_record"] = counters.get("truncated_record", 0) + 1
            where = f"{name}: record at offset {it.where} is cut short ({missing} of {len(raw) + missing} bytes missing)"
            kept = "its text is kept" if raw else "nothing of it is left"
            if raw and it.arc and missing <= SHORT_BY_LINE_ENDS:  # an ARC's declared length counts its line ends
                log.warning(f"{where}; {kept}")
            else:  # the file was cut: later records may be lost too (exit status 1)
                counters["input_damaged"] = 1
                log.error(f"{where}; {kept}")
        url = record.rec_headers.get_header("WARC-Target-URI") or ""
        codings = _codings(record.http_headers)
        sniff = mime not in HTML_TYPES
        capped = False
        segmented = _segment_number(record) == "1"
        # plain bodies are checked here; compressed ones by the worker that unpacks them, a segmented one by
        # _joined once it is whole
        if not codings and not segmented:
            payload, reason, capped = finish_payload(raw, "", max_bytes, sniff)
            if reason:
                counters[f"skipped:{reason}"] = counters.get(f"skipped:{reason}", 0) + 1
                return None
            if capped:
                counters["capped"] = counters.get("capped", 0) + 1
                log.warning(f"{name}: {url}: page over {max_bytes} bytes, cut to the limit")
            raw = payload
        html = HtmlRecord(
            url=url,
            date=record.rec_headers.get_header("WARC-Date") or "",
            offset=it.offset,
            where=it.where,
            content_type=ctype,
            payload=raw,
            capped=capped,
            codings=codings,
            sniff=sniff,
            robots="\n".join(v for k, v in record.http_headers.headers if k.lower() == "x-robots-tag")
            if record.http_headers is not None else "",
            record_id=record.rec_headers.get_header("WARC-Record-ID") or "",
        )
        return _FirstSegment(html) if segmented else html

    return _with_provenance(_joined(iter_records(path, counters, select, name), counters, max_bytes, name,
                                    carry, passed_over))


def _segment_number(record: Any) -> str:
    return (record.rec_headers.get_header("WARC-Segment-Number") or "").strip()


def _segment_of(record: Any, max_bytes: int, it: Position) -> _Segment | None:
    headers = record.rec_headers
    origin = headers.get_header("WARC-Segment-Origin-ID") or ""
    if not origin:
        return None
    last = bool(headers.get_header("WARC-Segment-Total-Length"))
    data = record.raw_stream.read(max_bytes + 1)
    return _Segment(origin, data, last, it.where, (headers.get_header("WARC-Segment-Number") or "?").strip(),
                    headers.get_header("WARC-Target-URI") or "")


SEGMENT_WAIT = 16  # records read after a page's first segment before it is given up on as whole here


@dataclass
class _FirstSegment:
    """A page whose record goes on in ``continuation`` records (``WARC-Segment-Number: 1``), as ``select``
    gives it: :func:`_joined` holds it, and the items after it, until its last segment is read (``open``
    False) or it is given up on.  ``dropped``: joined whole, it proved no page (not HTML): nothing to yield."""

    page: HtmlRecord
    count: int = 0  # the item of its file it came as (0: carried from the file before)
    open: bool = True
    dropped: bool = False


@dataclass
class SegmentCarry:
    """What one file of a run leaves to the next: the pages whose last segments it does not hold (Heritrix
    ends a file at its size limit inside a record and writes the rest of it, as ``continuation`` records,
    at the start of the next file), and the first segments it passed over (no page: their continuations
    are no news).  ``more``: a next file of the same run follows (set by the caller before each file);
    without one, a page still open at the file's end is read as far as it goes."""

    more: bool = False
    pages: list[_FirstSegment] = field(default_factory=list)
    passed_over: set[str] = field(default_factory=set)  # record ids


@dataclass
class _Orphans:
    """The continuation records of a file whose first segment is not in it (nor carried from the file
    before): said in one line per file, counted as ``skipped:continuation_without_start``."""

    first: str = ""  # what the line says of the first one
    count: int = 0


def _joined(items: Iterator[HtmlRecord | _Provenance | _Segment | _FirstSegment], counters: dict[str, Any],
            max_bytes: int, name: str, carry: SegmentCarry | None = None,
            passed_over: set[str] | None = None) -> Iterator[HtmlRecord | _Provenance]:
    """The items of the file with every segmented page joined: its first segment (a :class:`_FirstSegment`)
    waits for the ``continuation`` records that hold the rest of its block, and the items after it wait
    with it, so the order stays the file's.  A page whose last segment does not come within
    :data:`SEGMENT_WAIT` items keeps what is here, said in one line per file (a writer that marks every
    record "segment 1" costs neither the memory of its file nor a line per page); one still open at the
    file's end goes on in the next file of the run (``carry``), when there is one, and waits there as long.
    The joined payload is checked (HTML? over ``max_bytes``?) as ``select`` checks an unsegmented one.
    ``passed_over``: the record ids of this file's first segments that ``select`` skipped (no page)."""
    waiting: list[HtmlRecord | _Provenance | _FirstSegment] = []
    open_pages: dict[str, _FirstSegment] = {}  # record id -> the page waiting for its segments
    unjoined: list[HtmlRecord] = []
    given_up: set[str] = set()  # record ids of pages read as far as they went (their late segments: no news)
    orphans = _Orphans()
    skipped = passed_over if passed_over is not None else set()
    if carry is not None:  # pages the file before left open: first in this file's order
        for first in carry.pages:
            open_pages[first.page.record_id] = first
            waiting.append(first)
        carry.pages = []
        skipped |= carry.passed_over
    count = 0  # the items (not continuation records) read so far

    def complete(first: _FirstSegment) -> None:
        first.open = False
        page = first.page
        if page.codings:  # (compressed: the worker unpacks and checks it)
            return
        payload, reason, capped = finish_payload(page.payload, "", max_bytes, page.sniff)
        if reason:
            counters[f"skipped:{reason}"] = counters.get(f"skipped:{reason}", 0) + 1
            first.dropped = True
            return
        if capped:
            counters["capped"] = counters.get("capped", 0) + 1
            log.warning(f"{name}: {page.url}: page over {max_bytes} bytes, cut to the limit")
        page.payload, page.capped = payload, capped

    def give_up(first: _FirstSegment) -> None:
        unjoined.append(first.page)
        given_up.add(first.page.record_id)
        complete(first)

    def ready() -> Iterator[HtmlRecord | _Provenance]:
        while waiting and not (isinstance(waiting[0], _FirstSegment) and waiting[0].open):
            item = waiting.pop(0)
            if isinstance(item, _FirstSegment):
                if not item.dropped:
                    yield item.page
            else:
                yield item

    for item in items:
        if isinstance(item, _Segment):
            first = open_pages.get(item.origin)
            if first is not None:
                if len(first.page.payload) <= max_bytes:
                    first.page.payload += item.data
                if item.last:
                    del open_pages[item.origin]
                    complete(first)
                    yield from ready()
            elif item.origin not in given_up and item.origin not in skipped:
                _orphan(item, counters, orphans)
            continue
        count += 1
        if isinstance(item, _FirstSegment):
            item.count = count
            record_id = item.page.record_id
            if record_id in open_pages:  # (a writer that gives two records one id, or none: the first is done)
                give_up(open_pages.pop(record_id))
            open_pages[record_id] = item
        elif not waiting:
            yield item
            continue
        waiting.append(item)
        # each page waits SEGMENT_WAIT items after its own at most (not after the latest first segment: a
        # writer marking every record "segment 1" would hold its whole file)
        while open_pages and count - next(iter(open_pages.values())).count >= SEGMENT_WAIT:
            give_up(open_pages.pop(next(iter(open_pages))))
        yield from ready()
    if carry is not None and carry.more:  # the rest of these records may open the next file
        carried_in = {rid: first for rid, first in open_pages.items() if not first.count}  # (not carried twice)
        carry.pages = [first for first in open_pages.values() if first.count]
        carry.passed_over = skipped - given_up
        for first in carry.pages:
            waiting.remove(first)
            first.count = 0
            first.page.file = name
        open_pages = carried_in
    for first in open_pages.values():
        give_up(first)
    yield from ready()
    if unjoined:
        more = f" (and {len(unjoined) - 1} more pages)" if len(unjoined) > 1 else ""
        page = unjoined[0]
        here = "this file" if not page.file else f"{page.file} nor in the file after it, {name}"
        log.warning(f"{name}: {page.url}{more}: the record's last segment is not in {here} (the record at "
                    f"offset {page.where or page.offset}{f' of {page.file}' if page.file else ''} is segment 1 of "
                    "several); its page is read as far as it goes here")
    if orphans.count:
        more = f" (and {orphans.count - 1} more such records)" if orphans.count > 1 else ""
        log.warning(f"{name}: {orphans.first}{more}: its first segment is not in this file nor in a file given "
                    "before it in this run (give the crawl's files together, in order, to join the record); "
                    "that part of the page is skipped")


def _orphan(segment: _Segment, counters: dict[str, Any], orphans: _Orphans) -> None:
    """A continuation record whose page began in no file read before it: recounted as
    ``skipped:continuation_without_start`` (its part of a page is no page of its own)."""
    counters["skipped:continuation"] -= 1
    if not counters["skipped:continuation"]:
        del counters["skipped:continuation"]
    counters["skipped:continuation_without_start"] = counters.get("skipped:continuation_without_start", 0) + 1
    if not orphans.count:
        orphans.first = (f"the continuation record at offset {segment.where} (segment {segment.number} of "
                         f"{segment.origin}, {segment.uri or 'no address'})")
    orphans.count += 1


def _with_provenance(items: Iterator[HtmlRecord | _Provenance]) -> Iterator[HtmlRecord]:
    """Each response is held back until its metadata record (download writes it after the request) or
    the next response is read, so the link's provenance travels with it."""
    held: HtmlRecord | None = None
    for item in items:
        if isinstance(item, _Provenance):
            if held is not None and item.refers_to == held.record_id:
                held.link = item.fields
                yield held
                held = None
            continue
        if held is not None:
            yield held
        held = item
    if held is not None:
        yield held


PROVENANCE_PREFIX = "provenance-"


def _provenance_of(record: Any) -> _Provenance | None:
    headers = record.rec_headers
    refers_to = headers.get_header("WARC-Refers-To") or headers.get_header("WARC-Concurrent-To") or ""
    if not refers_to:
        return None
    fields = link_provenance(record.content_stream().read(1 << 16))
    return _Provenance(refers_to, fields) if fields else None


def link_provenance(block: bytes) -> dict[str, str]:
    """The ``provenance-*`` fields of a metadata record that ``download`` wrote (the link file's columns:
    feed, title, published), without the prefix."""
    found: dict[str, str] = {}
    for line in block.decode("utf-8", "replace").splitlines():
        key, sep, value = line.partition(":")
        if sep and key.startswith(PROVENANCE_PREFIX) and value.strip():
            found[key[len(PROVENANCE_PREFIX):].strip()] = value.strip()
    return found
