"""The publication time of a feed item as the feed states it: published, else updated, else created, in
ISO 8601 with the feed's own UTC offset (so the publisher's local day survives), European zone names
(``CET``, ``CEST`` ...) read as what they are, and an impossible day (``2026-11-31``) kept as written
rather than rolled over into a real one by feedparser."""

from __future__ import annotations

import datetime
import email.utils
import re
import time
from typing import Any


def entry_date(entry: Any) -> str:
    """The item's published (else updated) time in ISO 8601, keeping the feed's own UTC offset so the
    publisher's local day survives (``Fri, 20 Nov 2026 00:30:00 +0100`` -> ``2026-11-20T00:30:00+01:00``);
    feedparser's UTC reading when the raw value cannot be read here."""
    for key in ("published", "updated", "created"):
        local = with_offset(entry.get(key) or "")
        if local:
            return local
    for key in ("published", "updated", "created"):
        reading = _utc_reading(entry.get(key) or "", entry.get(f"{key}_parsed"))
        if reading:
            return reading
    return (entry.get("published") or entry.get("updated") or "").strip()[:64]


_YMD = re.compile(r"\s*(\d{4})-(\d\d)-(\d\d)")


def _utc_reading(raw: str, parsed: Any) -> str:
    """feedparser's UTC reading of ``raw``, unless it rolled an impossible day over into a real one
    (``2026-11-31`` read as 1 December, ``2026-13-45`` as 1 January): the raw text is kept then, and
    vert, finding no day in it, dates the page by its own statements."""
    if not parsed:
        return ""
    try:
        reading = time.strftime("%Y-%m-%dT%H:%M:%SZ", parsed)
    except (TypeError, ValueError):
        return ""
    written = _YMD.match(raw)
    if written:
        try:
            datetime.date(*(int(part) for part in written.groups()))
        except ValueError:
            return ""
    return reading if _stated_in(raw, parsed) else ""


_CLOCK = re.compile(r"\d{1,2}:\d\d(?::\d\d)?(?:[.,]\d+)?")


def _stated_in(raw: str, parsed: Any) -> bool:
    """Whether the day feedparser read is written in ``raw``: its year (or the year's last two digits)
    and its day of the month (or the one before or after, where a zone moved it over midnight) as
    numbers of their own, or the whole day run together (``20241129``).  feedparser's lenient readings
    of what it does not know make up a day otherwise: ``2024/11/29 10:00`` is read as 1 November,
    ``1732867200`` (seconds since 1970) as 24 November 2017, and vert trusts a feed's day first."""
    numbers = re.findall(r"\d+", _CLOCK.sub(" ", raw))
    try:
        day = datetime.date(parsed.tm_year, parsed.tm_mon, parsed.tm_mday)
    except (AttributeError, TypeError, ValueError):
        return False
    if any(f"{day:%Y%m%d}" in n or f"{day:%y%m%d}" == n for n in numbers):
        return True
    years = {f"{day:%Y}", f"{day:%y}"}
    days = {(day + datetime.timedelta(days=shift)).day for shift in (-1, 0, 1)}
    return any(n in years for n in numbers) and any(len(n) <= 2 and int(n) in days for n in numbers)


def stream_date(dates: list[str]) -> str:
    """:func:`entry_date` for the raw date texts of a streamed item (same order, same readings)."""
    from feedparser.datetimes import _parse_date

    for raw in dates:
        local = with_offset(raw)
        if local:
            return local
    for raw in dates:
        reading = _utc_reading(raw, _parse_date(raw))
        if reading:
            return reading
    return dates[0][:64] if dates else ""


# European zone names in RSS dates ('Fri, 20 Nov 2026 10:00:00 CET'): the RFC 822 parser knows only the
# North American ones and feedparser reads these as UTC, an hour or two off
_ZONE_NAMES = {"CET": "+0100", "CEST": "+0200", "MEZ": "+0100", "MESZ": "+0200", "WET": "+0000", "WEST": "+0100",
               "EET": "+0200", "EEST": "+0300", "BST": "+0100", "IST": "+0100", "MSK": "+0300"}
_ZONE_NAME = re.compile(r"\s([A-Z]{3,4})$")


def with_offset(raw: str) -> str:
    """``raw`` (RFC 3339 or RFC 822, a European zone name allowed) in ISO 8601 with its own UTC offset, or
    ``''`` when it is not such a time or states no offset."""
    text = raw.strip()
    if not text:
        return ""
    named = _ZONE_NAME.search(text)
    if named and named.group(1) in _ZONE_NAMES:
        text = text[:named.start(1)] + _ZONE_NAMES[named.group(1)]
    try:
        moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))  # Atom: RFC 3339
    except ValueError:
        try:
            moment = email.utils.parsedate_to_datetime(text)  # RSS: RFC 822
        except (TypeError, ValueError, IndexError):
            return ""
    if moment.tzinfo is None or moment.tzinfo.utcoffset(moment) is None:
        return ""
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")
