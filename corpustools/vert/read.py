"""The HTML responses of a WARC or ARC file, compressed or not, complete or truncated.

Accepted: ``.warc``, ``.warc.gz`` (per-record gzip members, or one gzip stream for the whole file),
``.warc.xz`` (one xz stream or many concatenated, as ``download`` writes them), ``.arc``/``.arc.gz``
(converted to WARC-like records by warcio), whatever their header order.  Only ``response`` (and
``resource``, and a ``conversion`` of a web page) records with an HTML payload are yielded; everything
else is counted under ``skipped:<reason>``.  A record written in segments (``WARC-Segment-Number``, the
rest of its block in ``continuation`` records) is joined again before its page is read.  The container and the records are read by :mod:`corpustools.warc.reader`; a truncated or corrupt file yields every complete record before the damage,
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
    robots: str = ""  # the response's X-Robots-Tag header(s), joined with ", " (noindex: see document.py)
    record_id: str = ""
    link: dict[str, str] = field(default_factory=dict)  # the link's provenance (feed, title, published)
    plain: str = ""  # why the page is tried again by the plain pass (``document.retry_plain``), "" the first time

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
              name: str | None = None) -> Iterator[HtmlRecord]:
    """Yield the HTML responses of one WARC/ARC file; count what is skipped and why.  ``name``: the file
    as the log lines name it (``source/file`` in a workspace; by default the file's name)."""
    # warcio: the reading process needs it, workers do not
    from corpustools.warc.reader import SHORT_BY_LINE_ENDS, iter_records

    name = os.path.basename(str(path)) if name is None else name
    unnamed: list[str] = []  # where the file's first response without an address is (said once)
    first_segments: set[int] = set()  # id() of the pages whose record goes on in continuation records

    def select(record: Any, it: Position) -> HtmlRecord | _Provenance | _Segment | None:
        reason = _skip_reason(record)
        if record.rec_type == "metadata":
            counters[reason] = counters.get(reason, 0) + 1
            return _provenance_of(record)
        if record.rec_type == "continuation":
            counters[reason] = counters.get(reason, 0) + 1  # (counted: its page is the first segment's)
            return _segment_of(record, max_bytes)
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
        segmented = (record.rec_headers.get_header("WARC-Segment-Number") or "").strip() == "1"
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
            robots=", ".join(v for k, v in record.http_headers.headers if k.lower() == "x-robots-tag")
            if record.http_headers is not None else "",
            record_id=record.rec_headers.get_header("WARC-Record-ID") or "",
        )
        if segmented:
            first_segments.add(id(html))
        return html

    return _with_provenance(_joined(iter_records(path, counters, select, name), counters, max_bytes, name,
                                    first_segments))


def _segment_of(record: Any, max_bytes: int) -> _Segment | None:
    origin = record.rec_headers.get_header("WARC-Segment-Origin-ID") or ""
    if not origin:
        return None
    last = bool(record.rec_headers.get_header("WARC-Segment-Total-Length"))
    return _Segment(origin, record.raw_stream.read(max_bytes + 1), last)


SEGMENT_WAIT = 16  # records read after a page's first segment before it is given up on as whole here


def _joined(items: Iterator[HtmlRecord | _Provenance | _Segment], counters: dict[str, Any], max_bytes: int,
            name: str, first_segments: set[int]) -> Iterator[HtmlRecord | _Provenance]:
    """The items of the file with every segmented page joined: its first segment (a record whose ``id()``
    ``select`` put in ``first_segments``) waits for the ``continuation`` records that hold the rest of its
    block, and the items after it wait with it, so the order stays the file's.  A page whose last segment
    does not come within :data:`SEGMENT_WAIT` items (Heritrix puts it at the start of the next file when the
    first one reaches its size limit) keeps what is here, said in one line per file (a writer that marks
    every record "segment 1" costs neither the memory of its file nor a line per page).  The joined payload
    is checked (HTML? over ``max_bytes``?) as ``select`` checks an unsegmented one."""
    waiting: list[HtmlRecord | _Provenance] = []
    open_pages: dict[str, tuple[HtmlRecord, int]] = {}  # record id -> the page, the item it came as
    unjoined: list[HtmlRecord] = []
    count = 0  # the items (not continuation records) read so far

    def complete(page: HtmlRecord) -> None:
        first_segments.discard(id(page))
        if page.codings:  # (compressed: the worker unpacks and checks it)
            return
        payload, reason, capped = finish_payload(page.payload, "", max_bytes, page.sniff)
        if reason:
            counters[f"skipped:{reason}"] = counters.get(f"skipped:{reason}", 0) + 1
            waiting.remove(page)
            return
        if capped:
            counters["capped"] = counters.get("capped", 0) + 1
            log.warning(f"{name}: {page.url}: page over {max_bytes} bytes, cut to the limit")
        page.payload, page.capped = payload, capped

    def give_up(page: HtmlRecord) -> None:
        unjoined.append(page)
        complete(page)

    def ready() -> Iterator[HtmlRecord | _Provenance]:
        while waiting and id(waiting[0]) not in first_segments:
            yield waiting.pop(0)

    for item in items:
        if isinstance(item, _Segment):
            page = open_pages.get(item.origin, (None, 0))[0]
            if page is not None:  # (else its first segment is in an earlier file, or was no page)
                if len(page.payload) <= max_bytes:
                    page.payload += item.data
                if item.last:
                    del open_pages[item.origin]
                    complete(page)
                    yield from ready()
            continue
        count += 1
        if id(item) in first_segments:
            record_id = item.record_id  # type: ignore[union-attr]
            if record_id in open_pages:  # (a writer that gives two records one id, or none: the first is done)
                give_up(open_pages.pop(record_id)[0])
            open_pages[record_id] = (item, count)  # type: ignore[assignment]
        elif not waiting:
            yield item
            continue
        waiting.append(item)
        # each page waits SEGMENT_WAIT items after its own at most (not after the latest first segment: a
        # writer marking every record "segment 1" would hold its whole file)
        while open_pages and count - next(iter(open_pages.values()))[1] >= SEGMENT_WAIT:
            give_up(open_pages.pop(next(iter(open_pages)))[0])
        yield from ready()
    for page, _ in open_pages.values():
        give_up(page)
    yield from ready()
    if unjoined:
        more = f" (and {len(unjoined) - 1} more pages)" if len(unjoined) > 1 else ""
        log.warning(f"{name}: {unjoined[0].url}{more}: the record's last segment is not in this file (the record at "
                    f"offset {unjoined[0].where or unjoined[0].offset} is segment 1 of several); its page is read "
                    "as far as it goes here")


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
