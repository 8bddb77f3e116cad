"""Publication dates: parse what feeds, JSON-LD, meta tags and URLs say, and keep only believable days.

A page's publication date is taken from the first source that gives a believable day, in this order of
trust: the feed item that linked to the page, the page's JSON-LD ``datePublished``, its meta tags, a
date in its URL, and last htmldate's search of the whole page.  A date before 1990 or after the
capture (plus one day, for time zones ahead of UTC) is not believable and is passed over.

The day is the publisher's local day: ``2026-11-20T00:30:00+01:00`` is 2026-11-20, not the UTC day
before.  The crawl time only bounds what is believable; it is never used as a date, and htmldate gets
the capture as its ``max_date`` instead of its default "today" (so the result does not depend on the
day ``vert`` runs either).
"""

from __future__ import annotations

import datetime as dt
import email.utils
import logging
import re

log = logging.getLogger(__name__)

EARLIEST = dt.date(1990, 1, 1)
SOURCES = ("feed", "jsonld", "meta", "url", "htmldate", "none")

_ISO = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]|$)")
_ISO_COMPACT = re.compile(r"^\s*(\d{4})(\d{2})(\d{2})(?:T\d|$)")
_SLASHED = re.compile(r"^\s*(\d{4})/(\d{1,2})/(\d{1,2})\b")
_DOTTED = re.compile(r"^\s*(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b")  # Czech style 20. 11. 2026
# /2026/11/20/, /2026-11-20-, /20261120/ in a URL path (not in the host or a query value)
_URL_DATE = re.compile(r"(?<![0-9])(19[9]\d|20\d\d)([/_.-]?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?![0-9])")


def to_day(value: str) -> dt.date | None:
    """The calendar day a date string states (ISO 8601, RFC 822, ``YYYY/MM/DD``, ``D. M. YYYY``), in the
    string's own time zone; None when it states no full day."""
    if not value:
        return None
    text = value.strip()
    for pattern in (_ISO, _ISO_COMPACT, _SLASHED):
        m = pattern.match(text)
        if m:
            return _make(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = _DOTTED.match(text)
    if m:
        return _make(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    if "," in text or re.search(r"[A-Za-z]{3}", text):
        try:
            parsed = email.utils.parsedate_to_datetime(text)  # RFC 822 (RSS pubDate)
        except (TypeError, ValueError, IndexError):
            parsed = None
        if parsed is not None:
            return parsed.date()
    return None


def _make(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def latest_believable(crawled: str) -> dt.date:
    """The last believable publication day for a page captured at ``crawled`` (ISO 8601): the capture
    day plus one (a publisher east of UTC may already be on the next day).  Without a capture time,
    today plus one."""
    day = to_day(crawled) or dt.datetime.now(dt.timezone.utc).date()
    return day + dt.timedelta(days=1)


def believable(day: dt.date | None, latest: dt.date) -> bool:
    return day is not None and EARLIEST <= day <= latest


def utc_day_after(value: str, day: dt.date, in_url: dt.date) -> bool:
    """True when ``value`` is a time in UTC whose day is the day after the URL's date: an evening
    publication west of Greenwich, where the URL (made by the publishing system) has the local day."""
    text = value.strip()
    timed = re.search(r"\d[T ]\d\d:\d\d", text) is not None
    utc = text.endswith(("Z", "+00:00", "+0000", "GMT", "UTC"))
    return timed and utc and day - in_url == dt.timedelta(days=1)


def url_day(url: str) -> dt.date | None:
    """A full date in the URL's path (``/2026/11/20/``, ``-2026-11-20-``, ``/20261120/``), else None."""
    path = url.split("://", 1)[-1]
    path = path[path.find("/"):] if "/" in path else ""
    path = path.split("?", 1)[0].split("#", 1)[0]
    for m in _URL_DATE.finditer(path):
        day = _make(int(m.group(1)), int(m.group(3)), int(m.group(4)))
        if day is not None:
            return day
    return None


def htmldate_day(html: str, url: str, latest: dt.date, crawled: dt.date | None = None) -> dt.date | None:
    """htmldate's idea of the original publication date, bounded by 1990 and ``latest``.

    Its markup-only search runs first; only when that finds nothing does the free-text search run, which
    also reads dates the page shows for other reasons (today's date in a news site's header, a
    copyright year).  A day-first dotted date (``8. 3. 2013``) that htmldate read month-first is
    turned round.  What only the free-text search finds is dropped when it is a bare year or month
    (htmldate makes January 1st of a copyright year, the 1st of a month it could not read whole) or
    lies within two days before the capture ``crawled`` (a site's "today" in its header, not the
    article's day)."""
    try:
        from htmldate import find_date
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    found = None
    extensive = False
    document = html.encode("utf-8", "replace")  # bytes: htmldate downloads a str that looks like a URL
    for extensive in (False, True):
        try:
            found = find_date(document, extensive_search=extensive, original_date=True, url=url or None,
                              min_date=EARLIEST.isoformat(), max_date=latest.isoformat())
        except Exception as exc:  # noqa: BLE001 - a library failing on one odd page: no date from it
            log.debug(f"{url}: htmldate failed: {type(exc).__name__}: {exc}")
        if found:
            break
    day = to_day(found) if found else None
    if day is None:
        return None
    day = _day_first(day, html)
    if extensive and (_guessed_first(day, html) or _near(day, crawled)):
        return None
    return day


def _near(day: dt.date, crawled: dt.date | None) -> bool:
    return crawled is not None and crawled - dt.timedelta(days=2) <= day <= crawled + dt.timedelta(days=1)


def _guessed_first(day: dt.date, html: str) -> bool:
    """The first of a month that the page never writes as a day: htmldate's guess from a year or a
    month alone (a copyright line, a date it could not use)."""
    if day.day != 1:
        return False
    y, m = day.year, day.month
    written = re.compile(rf"{y}-0?{m}-0?1(?!\d)|{y}/0?{m}/0?1(?!\d)|(?<![\d.])0?1\.\s?0?{m}\.\s?{y}|"
                         rf"(?<!\d)0?{m}/0?1/{y}|(?<!\d)0?1(?:st)?\.?\s+[^\W\d_]+\.?,?\s+{y}|"
                         rf"[^\W\d_]+\.?\s+0?1(?:st)?,?\s+{y}")
    return written.search(html) is None


def _day_first(day: dt.date, html: str) -> dt.date:
    """``day`` with day and month swapped when the page writes it dotted, which is always day-first."""
    if day.day > 12 or day.day == day.month:
        return day
    as_read = re.compile(rf"(?<![\d.])0?{day.month}\.\s?0?{day.day}\.\s?{day.year}(?!\d)")
    as_meant = re.compile(rf"(?<![\d.])0?{day.day}\.\s?0?{day.month}\.\s?{day.year}(?!\d)")
    if as_read.search(html) and not as_meant.search(html):
        return dt.date(day.year, day.day, day.month)
    return day
