"""The publication date written in the page itself, for a page whose feed, JSON-LD, meta tags and URL
state none: the last resort of :func:`corpustools.vert.metadata.page_metadata`.

Pages that state no date in their metadata still show one to their readers, next to the headline or
the byline: in a ``<time datetime>``, or in an element its template names for it (``class="post-date"``,
``"entry-meta"``, ``"byline"``, ``id="datum"``, ``itemprop="dateCreated"``).  This module reads those
from the page's own lexbor tree, in document order, the first believable day winning: the byline comes
before the comments and the "related posts" teasers below the article, whose dates are other pages'.
A day the template marks as the update's (``class="updated"``, "Last modified") is kept only when no
other is found; an element inside a comment, a sidebar or a teaser list is passed over.  Then a date in
the title, the day of an update, a date in the site's header, and last the free-text search of
:func:`corpustools.vert.dates.free_text_day` (the oldest short date outside comments, teasers and menus).

It replaces htmldate's markup search, which it follows in spirit (date-named elements first, then
``<time>``, then free text) at a fraction of the cost: htmldate parses the page a second time with lxml,
walks every element in Python and serializes the tree for its regular expressions, about a quarter of a
worker's CPU over the sample sets, for the ~40 % of pages that reach it.  ``vert.htmldate = true`` still
puts htmldate in front of this search.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

from corpustools.vert import dates

# elements that may hold the page's date: <time>, <abbr title>, and those whose class, id or itemprop says
# so (one selector list: lexbor matches it in C, once over the tree)
_CUES = ('time, abbr[title], [class*="date" i], [id*="date" i], [itemprop*="date" i], [class*="datum" i], '
         '[id*="datum" i], [class*="time" i], [class*="publi" i], [id*="publi" i], [class*="posted" i], '
         '[class*="byline" i], [class*="meta" i], [class*="dateline" i], [class*="fecha" i]')
# what an update's date is marked with, or written after
_UPDATED = re.compile(r"modif|updat|aktualiz|edited|revis|geändert|aggiornat|mis à jour|actualiz", re.I)
# regions whose dates are other pages' or other people's: comments, sidebars, teasers, related posts
_ELSEWHERE = re.compile(r"comment|\brespond|\breply|replies|(?<!no)sidebar|related|teaser|recommend|popular|"
                        r"trending|\bfooter|cookie|calendar|\bmenu|navigation|breadcrumb", re.I)
TEXT_TAGS = "div, h2, h3, h4, li, p, span, time, ul, small, footer, td"  # where a page writes its date as text
MAX_CUE_TEXT = 160  # an element holding more text is a container, not a date line
MAX_CANDIDATES = 300  # cue elements read per page at most (a forum page has one per post)
ANCESTORS = 12  # levels looked up for a comment or teaser region
_SLASHED_TEXT = re.compile(r"(?<![\d/.-])(\d{1,4})([/-])(\d{1,2})\2(\d{1,4})(?![\d/-])")
_YEAR_IN_TEXT = re.compile(r"(?:19|20)\d\d")


def page_day(tree: Any, titles: list[str], latest: dt.date, crawled: dt.date | None) -> dt.date | None:
    """The publication day shown in the page (see the module docstring), or None.  ``tree`` is an
    unpruned lexbor parse of the page, ``titles`` its title, ``og:title`` and ``<h1>``: a day written in
    one of them (``... | DW | 19.01.2020``) comes after the date elements, before an update's day."""
    month_first = _month_first(tree)
    updated = in_header = None
    seen: set[int] = set()
    for node in tree.css(_CUES):
        if node.mem_id in seen:
            continue
        seen.add(node.mem_id)
        if len(seen) > MAX_CANDIDATES:
            break
        attrs = node.attributes
        marks = " ".join(v for k in ("class", "id", "itemprop") if (v := attrs.get(k)))
        day, said_updated = _node_day(node, attrs, marks, month_first)
        if not dates.believable(day, latest):
            continue
        where = _region(node)
        if where == "elsewhere" or where == "site" and dates.near(day, crawled):
            continue
        if said_updated or _UPDATED.search(marks):
            updated = updated or day
        elif where == "site":
            in_header = in_header or day
        else:
            return day
    for title in titles:
        day = dates.text_day(title) if _YEAR_IN_TEXT.search(title) else None
        if dates.believable(day, latest):
            return day
    return updated or in_header or dates.free_text_day(_segments(tree), latest, crawled)


def _segments(tree: Any) -> Iterator[str]:
    """The short texts with a year in them, outside comments, teasers, menus and the footer, in
    document order: for the free-text search."""
    for node in tree.css(TEXT_TAGS):
        text = node.text(deep=False, strip=True)
        if text and len(text) < 4 * dates.MAX_SEGMENT and _YEAR_IN_TEXT.search(text):
            text = " ".join(text.split())
            if dates.MIN_SEGMENT < len(text) < dates.MAX_SEGMENT and _region(node) != "elsewhere":
                yield text


def _node_day(node: Any, attrs: dict[str, str | None], marks: str, month_first: bool) -> tuple[dt.date | None, bool]:
    """The day one cue element gives, and whether its text says it is an update's."""
    if node.tag == "time":
        value = attrs.get("datetime") or ""
        day = (dates.to_day(value) or slashed_day(value, month_first)) if value else None
        if day is not None:
            if dates.is_utc(value):  # the day its readers were shown, when the text gives it
                shown = dates.text_day(" ".join((node.text() or "").split())[:MAX_CUE_TEXT])
                if shown is not None and abs(shown - day) == dt.timedelta(days=1):
                    return shown, False
            return day, False
    if node.tag == "abbr":
        day = dates.to_day(attrs.get("title") or "")
        if day is not None:
            return day, False
    text = node.text(deep=True) or ""
    if not text or len(text) > 4 * MAX_CUE_TEXT or node.css_first("time[datetime]") is not None:
        return None, False  # a <time> inside says it better (``08/12/2021`` around ``datetime="2021-12-08"``)
    text = " ".join(text.split())
    year = _YEAR_IN_TEXT.search(text) if dates.MIN_SEGMENT <= len(text) <= MAX_CUE_TEXT else None
    if year is None:
        return None, False
    day = dates.text_day(text) or slashed_day(text, month_first)
    if day is None:
        return None, False
    said = _UPDATED.search(text, 0, year.start())  # "Updated: 3 May 2024", not "1.2.2012 17:36, updated 21:33"
    return day, said is not None


def slashed_day(text: str, month_first: bool) -> dt.date | None:
    """The first date written with slashes or dashes: ``2025/4/29``, ``19/12/2025``, ``12/19/2025``,
    ``11-29-2024``.  When both orders make a day, a slashed one (``02/12/2025``) is read as the page's
    language writes it (``month_first``: an English page), a dashed one (``02-12-2025``) day first:
    the American dashed form is a forum engine's, whose days past the 12th tell it apart."""
    for found in _SLASHED_TEXT.finditer(text):
        a, b, c = int(found.group(1)), int(found.group(3)), int(found.group(4))
        if len(found.group(1)) == 4:
            day = dates.make_day(a, b, c)
        elif len(found.group(4)) == 4:
            if a > 12 or b <= 12 and (not month_first or found.group(2) == "-"):
                day = dates.make_day(c, b, a)
            else:
                day = dates.make_day(c, a, b)
        else:
            day = None
        if day is not None:
            return day
    return None


def _month_first(tree: Any) -> bool:
    """Whether the page's language writes the month first in a slashed date (English)."""
    node = tree.css_first("html")
    lang = ((node.attributes.get("lang") or "") if node is not None else "").strip().lower()
    return lang in ("", "en", "en-us") or lang.startswith("en-us")


def _region(node: Any) -> str:
    """Where ``node`` lies: ``"elsewhere"`` in a comment, a sidebar, a teaser region (its class or id,
    or an ancestor's, says so) or the page's footer; ``"site"`` in a header outside any article
    (where a news site writes today's date); else ``""``."""
    header = footer = False
    for _ in range(ANCESTORS):
        node = node.parent
        if node is None:
            break
        tag = node.tag
        if tag in ("article", "main"):
            return ""  # an article's own header, footer or aside holds its byline
        header = header or tag == "header"
        footer = footer or tag in ("footer", "aside", "nav")
        attrs = node.attributes
        marks = " ".join(v for k in ("class", "id") if (v := attrs.get(k)))
        if marks and _ELSEWHERE.search(marks):
            return "elsewhere"
    return "elsewhere" if footer else "site" if header else ""
