"""Publication dates: parse what feeds, JSON-LD, meta tags and URLs say, and keep only believable days.

A page's publication date is taken from the first source that gives a believable day, in this order of
trust: the feed item that linked to the page, the page's JSON-LD ``datePublished``, its meta tags (and
microdata ``datePublished`` outside a comment or an answer), a creation time (JSON-LD ``dateCreated``,
then microdata's: a CMS migration re-creates every article, a Q&A page's question has only that), a
date in its URL, the publication time its own scripts' data state (``"publication_date": ...`` in a
JavaScript application's state, ``script``; not on a shop's product, a list or a forum thread, whose
scripts carry their items' times), and last the search of the page itself (:mod:`corpustools.vert.pagedate`, with
htmldate's in front of it when ``vert.htmldate`` asks).  A date before 1990 or after the
capture (plus one day, for time zones ahead of UTC) is not believable and is passed over.

The day is the publisher's local day: ``2026-11-20T00:30:00+01:00`` is 2026-11-20, not the UTC day
before; a time given in UTC takes the day of the same moment in a ``<time datetime>`` of the page that
carries its own offset (:func:`local_day`).  The crawl time only bounds what is believable; it is never
used as a date, and htmldate (when asked for) gets the capture as its ``max_date`` instead of its
default "today" (so the result does not depend on the day ``vert`` runs either).
"""

from __future__ import annotations

import datetime as dt
import email.utils
import logging
import re
from collections.abc import Iterable

from corpustools.vert.textdates import make_day, text_day

log = logging.getLogger(__name__)

EARLIEST = dt.date(1990, 1, 1)
SOURCES = ("feed", "jsonld", "meta", "url", "script", "page", "htmldate", "none")

_ISO = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]|$)")
_ISO_COMPACT = re.compile(r"^\s*(\d{4})(\d{2})(\d{2})(?:T\d|$)")
_SLASHED = re.compile(r"^\s*(\d{4})/(\d{1,2})/(\d{1,2})\b")
_DOTTED = re.compile(r"^\s*(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b")  # Czech style 20. 11. 2026
# /2026/11/20/, /2026-11-20-, /20261120/ in a URL path (not in the host or a query value)
_URL_DATE = re.compile(r"(?<![0-9])(19[9]\d|20\d\d)([/_.-]?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?![0-9])")


def to_day(value: str, lang: str = "") -> dt.date | None:
    """The calendar day a date string states (ISO 8601, RFC 822, ``YYYY/MM/DD``, ``D. M. YYYY``, a month
    written as a word in the page's language ``lang``: see :func:`text_day`), in the string's own time
    zone; None when it states no full day."""
    if not value:
        return None
    text = value.strip()
    for pattern in (_ISO, _ISO_COMPACT, _SLASHED):
        m = pattern.match(text)
        if m:
            return make_day(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = _DOTTED.match(text)
    if m:
        return make_day(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    if "," in text or re.search(r"[A-Za-z]{3}", text):
        try:
            parsed = email.utils.parsedate_to_datetime(text)  # RFC 822 (RSS pubDate)
        except (TypeError, ValueError, IndexError):
            parsed = None
        if parsed is not None:
            return parsed.date()
        return text_day(text[:MAX_SEGMENT], lang)  # "July 17, 2025", "17. listopadu 2025"
    return None


def latest_believable(crawled: str) -> dt.date:
    """The last believable publication day for a page captured at ``crawled`` (ISO 8601): the capture
    day plus one (a publisher east of UTC may already be on the next day).  Without a capture time,
    today plus one."""
    day = to_day(crawled) or dt.datetime.now(dt.timezone.utc).date()
    return day + dt.timedelta(days=1)


def believable(day: dt.date | None, latest: dt.date) -> bool:
    return day is not None and EARLIEST <= day <= latest


def is_utc(value: str) -> bool:
    """Whether ``value`` is a time of day given in UTC (``2016-12-01T23:29:49.000Z``): its day may be
    the day before or after the one the publisher's readers saw."""
    text = value.strip()
    return re.search(r"\d[T ]\d\d:\d\d", text) is not None and text.endswith(("Z", "+00:00", "+0000", "GMT", "UTC"))


def unzoned(value: str) -> bool:
    """Whether ``value`` is a time of day without a zone (``2019-11-20T00:53:52``): a server's time, most
    often UTC, not necessarily the day its readers saw (``Nov 19, 2019, 7:53pm EST``)."""
    text = value.strip()
    return re.search(r"\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$", text) is not None


_CLOCK = re.compile(r"^\s*\d{4}-\d\d-\d\d[T ](\d\d):\d\d")


# languages written by publishers one to three hours east of UTC (Europe): a UTC time's local day is another only
# from EUROPE_EVENING on (it is not the UTC day before at any hour)
# (not Spanish nor Portuguese: most of their publishers are in the Americas)
EUROPEAN = frozenset("de fr it nl pl cs sk hu sl hr sr bs ro bg el da sv nb nn no fi et lv lt ca gl eu uk be".split())
EUROPE_EVENING = 20


def hour_of(value: str) -> int | None:
    """The hour of ``value`` when it is a time of day given in UTC or without a zone (:func:`is_utc`,
    :func:`unzoned`), whose day may not be the one the publisher's readers saw; else None."""
    if not (is_utc(value) or unzoned(value)):
        return None
    found = _CLOCK.match(value)
    return int(found.group(1)) if found is not None and int(found.group(1)) < 24 else None


def utc_day_after(value: str, day: dt.date, in_url: dt.date) -> bool:
    """True when ``value`` is a time in UTC whose day is the day after the URL's date: an evening
    publication west of Greenwich, where the URL (made by the publishing system) has the local day."""
    return is_utc(value) and day - in_url == dt.timedelta(days=1)


_UTC_TIME = re.compile(r"^\s*(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)(?::\d\d(?:\.\d+)?)?\s*(?:Z|[+-]00:?00|GMT|UTC)\s*$")
# a machine-readable time with its own offset (<time datetime="2025-12-19T04:25:38+0500">)
_ZONED = re.compile(r"\s*(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)(?::\d\d(?:\.\d+)?)?\s*([+-])(\d\d):?(\d\d)\s*$")


def zoned(value: str) -> bool:
    """Whether ``value`` is a time of day with an offset of its own other than UTC's (``...T04:25:38+0500``)."""
    z = _ZONED.match(value)
    return z is not None and not z.group(7) == z.group(8) == "00"


def local_day(value: str, written: Iterable[str]) -> dt.date | None:
    """The publisher's local day of ``value`` when it is a time in UTC (``2025-12-18T23:25:38+00:00``)
    and the page writes the same moment, to the minute, with its own offset in one of the ``datetime``
    attributes ``written`` (``2025-12-19T04:25:38+0500``): the day its readers see.  None when ``value``
    is not a UTC time or the page gives no such local time."""
    m = _UTC_TIME.match(value)
    if m is None:
        return None
    try:
        moment = dt.datetime(*(int(g) for g in m.groups()))
    except ValueError:
        return None
    for text in written:
        z = _ZONED.match(text)
        if z is None or z.group(7) == z.group(8) == "00":
            continue
        try:
            local = dt.datetime(*(int(g) for g in z.groups()[:5]))
        except ValueError:
            continue
        offset = dt.timedelta(hours=int(z.group(7)), minutes=int(z.group(8)))
        if local - (offset if z.group(6) == "+" else -offset) == moment:
            return local.date()
    return None


def url_day(url: str) -> dt.date | None:
    """A full date in the URL's path (``/2026/11/20/``, ``-2026-11-20-``, ``/20261120/``), else None."""
    path = url.split("://", 1)[-1]
    path = path[path.find("/"):] if "/" in path else ""
    path = path.split("?", 1)[0].split("#", 1)[0]
    for m in _URL_DATE.finditer(path):
        day = make_day(int(m.group(1)), int(m.group(3)), int(m.group(4)))
        if day is not None:
            return day
    return None


def htmldate_day(html: str, url: str, latest: dt.date) -> dt.date | None:
    """htmldate's idea of the original publication date from the page's markup, bounded by 1990 and
    ``latest``.

    Only htmldate's markup search runs (``extensive_search=False``): its free-text search hands what
    its own patterns cannot read to dateparser, whose locale tables cost seconds of CPU to load in every
    worker process and a fifth more per page once loaded; :func:`text_day` does that part instead.  A
    day-first dotted date (``8. 3. 2013``) that htmldate read month-first is turned round."""
    try:
        from htmldate import find_date
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    found = None
    # htmldate downloads a str that looks like a URL ("http..." without a blank): such a page goes as bytes,
    # which htmldate decodes back to the same str; any other page as it is (~0.1 ms a page less)
    url_like = html.startswith("http") and " " not in html
    document: str | bytes = html.encode("utf-8", "replace") if url_like else html
    try:
        found = find_date(document, extensive_search=False, original_date=True, url=url or None,
                          min_date=EARLIEST.isoformat(), max_date=latest.isoformat())
    except Exception as exc:  # noqa: BLE001 - a library failing on one odd page: no date from it
        log.debug(f"{url}: htmldate failed: {type(exc).__name__}: {exc}")
    day = to_day(found) if found else None
    return _day_first(day, html) if day is not None else None


MIN_SEGMENT, MAX_SEGMENT = 6, 80  # a date alone or with a few words ("Posted on", a time, a byline)


def near(day: dt.date, crawled: dt.date | None) -> bool:
    return crawled is not None and crawled - dt.timedelta(days=2) <= day <= crawled + dt.timedelta(days=1)


def _day_first(day: dt.date, html: str) -> dt.date:
    """``day`` with day and month swapped when the page writes it dotted, which is always day-first, or
    when the page's machine-readable ``datetime`` attribute gives the swapped day and never ``day``
    (``<time datetime="2023-10-12T19:38:01Z">10/12/2023</time>``: the slashed text is month-first)."""
    if day.day > 12 or day.day == day.month:
        return day
    swapped = dt.date(day.year, day.day, day.month)
    if _machine_day(swapped, html) and not _machine_day(day, html):
        return swapped
    as_read = re.compile(rf"(?<![\d.])0?{day.month}\.\s?0?{day.day}\.\s?{day.year}(?!\d)")
    as_meant = re.compile(rf"(?<![\d.])0?{day.day}\.\s?0?{day.month}\.\s?{day.year}(?!\d)")
    if _written(as_read, html, day.year) and not _written(as_meant, html, day.year):
        return dt.date(day.year, day.day, day.month)
    return day


def _machine_day(day: dt.date, html: str) -> bool:
    """Whether a ``datetime`` attribute of the page holds ``day`` (``datetime="2023-10-12``...)."""
    iso = day.isoformat()
    return f'datetime="{iso}' in html or f"datetime='{iso}" in html


def _written(pattern: re.Pattern[str], html: str, year: int) -> bool:
    """``pattern.search(html)`` for a dotted date ending in ``year``, looked for only just before each
    place the year is written (a pattern opening with a lookbehind is tried at every position of the
    page otherwise): the date is at most ``_DOTTED_SPAN`` characters before the year; the lookbehind sees
    the page before ``pos``, and ``endpos`` leaves the character after the year to the lookahead."""
    text = str(year)
    at = html.find(text)
    while at >= 0:
        if pattern.search(html, max(0, at - _DOTTED_SPAN), at + len(text) + 1):
            return True
        at = html.find(text, at + 1)
    return False


_DOTTED_SPAN = 12  # "0M." "\s" "0D." "\s" at most: 3 + 1 + 1 + 3 + 1 + 1 characters before the year
