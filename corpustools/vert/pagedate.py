"""The publication date written in the page itself, for a page whose feed, JSON-LD, meta tags and URL
state none: the last resort of :func:`corpustools.vert.metadata.page_metadata`.

Pages that state no date in their metadata still show one to their readers, next to the headline or
the byline: in a ``<time datetime>``, or in an element its template names for it (``class="post-date"``,
``"entry-meta"``, ``"byline"``, ``id="datum"``, ``itemprop="dateCreated"``).  This module reads those
from the page's own lexbor tree, in document order, the first believable day winning: the byline comes
before the comments and the "related posts" teasers below the article, whose dates are other pages'.
A day the template or the words before it mark as the update's (``class="updated"``, "Last modified",
"Aktualisiert am", "Mis à jour le": :mod:`corpustools.vert.textdates`) is kept only when no other is
found; an element inside a comment, a sidebar or a teaser list is passed over.  Then a date in the
title, a relative date in the date elements ("vor 2 Stunden", counted back from the capture; when they
all give one day: the ages of a product's reviews or a home page's teasers do not), the day of an update, a date in the site's header, and last the free-text search: a short line of the article labelled
as the publication's ("Publié le 24 novembre 2026"), else the oldest short date outside comments,
teasers and menus (the first, when the dates go back newest first: a list of teasers whose oldest is
another page's).  Texts are read with the digits of other scripts and month names written as the search
reads them (:func:`corpustools.vert.textdates.plain`); a copyright line gives no day.  A date within two days of the capture is passed over in the site's header and in
free text before the headline (a news site's "today"), not below the headline (a page captured the day
it was published).

The search runs in two steps: :func:`gather` reads the tree (the candidates, whatever the capture
time), :func:`page_day` judges them against the capture.  The extractor prunes the tree it shares with
the metadata, so :class:`corpustools.vert.metadata.PageFacts` gathers before the pruning when the page
states no date, and the page is not parsed a second time for it.

It replaces htmldate's markup search, which it follows in spirit (date-named elements first, then
``<time>``, then free text) at a fraction of the cost: htmldate parses the page a second time with lxml,
walks every element in Python and serializes the tree for its regular expressions, about a quarter of a
worker's CPU over the sample sets, for the ~40 % of pages that reach it.  ``vert.htmldate = true`` still
puts htmldate in front of this search.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any

from corpustools.vert import calendars, dates, firstchar, phrases, textdates

# elements that may hold the page's date: <time>, <abbr title>, and those whose class, id or itemprop says
# so (one selector list: lexbor matches it in C, once over the tree)
_CUES = ('time, abbr[title], [class*="date" i], [id*="date" i], [itemprop*="date" i], [class*="datum" i], '
         '[id*="datum" i], [class*="time" i], [class*="publi" i], [id*="publi" i], [class*="posted" i], '
         '[class*="byline" i], [class*="meta" i], [class*="fecha" i], [class~="data" i], [class~="submitted" i]')
# (a "dateline" is a "date"; (xmeta32) Drupal's "Submitted by jdoe on Mon, 03/03/2025 - 10:00", its default template's
# line, whose slashed date free text does not give)
# regions whose dates are other pages' or other people's: comments, sidebars, teasers, related posts (not a
# layout's "container-article-with-sidebar", "has-sidebar", "and-w-sidebar", the article's own wrappers)
# (an infobox's dates are its subject's, an events list's the events', a reference list's the works cited; a
# WordPress "entry-footer" is the post's own, with its date; (xother35) so is a manual's "theme-doc-footer", Docusaurus's
# "Last updated on <time>", the one day a documentation page states)
_ELSEWHERE = re.compile(r"comment|\brespond|\breply|replies|(?<!no)(?<!with-)(?<!has-)(?<!w-)sidebar|related|teaser|recommend|popular|"
                        r"more-?stor|more-?news|most-?read|read-?more|also-?read|read-?also|see-?also|you-?may|"
                        r"recirc|disqus|komentare|komentaru|kommentare|" + phrases.COMMENT_REGIONS + "|"
                        r"trending|(?<!entry-)(?<!post-)(?<!article-)(?<!doc-)\bfooter|cookie|calendar|\bmenu|navigation|breadcrumb|infobox|references|"
                        r"reflist|citation|(?<![a-z])events?(?![a-z])", re.I)
_ELSEWHERE_FOUND = firstchar.lowered_search(_ELSEWHERE)  # (ASCII names lowered, without re.I: a fifth of the CPU)
# where a page writes its date as text (``dd``: Joomla's "article-info" list, ``<dd class="create">Erstellt: ...``)
TEXT_TAGS = "h1, div, h2, h3, h4, h5, h6, li, p, span, time, ul, small, footer, td, dd, em, i, b, strong"
_TEXT_TAG_IDS: dict[int, str] = {}  # lexbor's tag id -> name of the elements of TEXT_TAGS (_text_tag_ids)
_INLINE = frozenset(("em", "i", "b", "strong"))  # "<i>Updated: 10/31/2024</i>", "<em>Publié le ...</em>"
MAX_CUE_TEXT = 160  # an element holding more text is a container, not a date line
MAX_CANDIDATES = 300  # cue elements read per page at most (a forum page has one per post)
ZONE_CANDIDATES = 25  # ... for the local day of a statement in UTC (zone_day: the byline's, near the headline)
MAX_RELATIVE = 20  # cue texts kept for a relative date
ANCESTORS = 12  # levels looked up for a comment or teaser region
LIST_DAYS = 3  # free-text lines giving this many different days, newest first: a list (see _newest_first)
LABEL_CHARS = 40  # the text before a <time> read for its label ("Aktualisiert am")
_SLASHED_TEXT = re.compile(r"(?<![\d/.-])(\d{1,4})([/-])(\d{1,2})\2(\d{1,4})(?![\d/-])")
_YEAR_IN_TEXT = re.compile(r"(?:19|20)\d\d")
# a copyright line's year or day is the site's, not the article's ("© 12 March 2024 Example Ltd.")
_COPYRIGHT = re.compile(r"©|\(c\)\s*(?:19|20)\d\d|copyright|all rights reserved|alle rechte|tous droits|"
                        r"všechna práva|todos los derechos|tutti i diritti", re.I)
_COPYRIGHT_FOUND = firstchar.lowered_search(_COPYRIGHT)  # (without re.I in ASCII lines: 1.6 -> 0.5 ms, 248 pages)
_SHORT_YEAR_HINT = re.compile(r"\d[./]\d\d?[./]\d\d(?!\d)")
_DAY_WORD = re.compile(r"dnes|včera", re.I)
_RELATIVE_HINT = re.compile(r"ago\b|\bvor\b|\bp[řr]ed\b|il y a|\bfa\b|\bhace\b|\bh[áa]\b|geleden|temu\b|perce|"
                            r"órája|napja|\d[:.h]\d\d|^(?:dnes|včera|předevčírem|predvčerom)$", re.I)
# Chinese, Japanese and Korean characters, each a word's worth of a line's length ("3日前" is a date line)
_WIDE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
_CUES_AND_H1 = f"{_CUES}, h1"  # the first <h1>, in document order among them, says where the headline is
_MACHINE_DAY = re.compile(r"\s*(?:19|20)\d\d-\d\d-\d\d(?:[T ]\d|\s*$)")  # an ISO day in a date element's title
_DIGIT = re.compile(r"\d")  # a day without its year ("Nov 24", "7. 2.")


@dataclass
class Shown:
    """What the page shows as dates, read from its tree before anything is pruned (:func:`gather`).

    ``cues``: (day, an update's, where) of the date elements, in document order (``where``: ``"site"``
    in the site's header, else ``""``; elements in comments, teasers and the footer are left out);
    ``relative``: (text, an update's) of date elements that give no day but may give an age;
    ``segments``: (text, in the article, the label before it, a table's cell or a list's item) of the short lines
    with a year, for the free-text search, or
    None when a date element already gave the page's day (they are then read only if that day turns
    out to be after the capture)."""

    cues: list[tuple[dt.date, bool, str]] = field(default_factory=list)
    relative: list[tuple[str, bool]] = field(default_factory=list)
    segments: list[tuple[str, bool, str, bool]] | None = None
    month_first: bool | PageOrder = True  # the page's language writes a slashed date month first (English)
    lang: str = ""  # the page's language (ISO 639-1) as it says or as detected, where a month name needs it


def gather(tree: Any, titles: list[str], bound: dt.date | None = None, url: str = "", lang: str | None = None,
           free_text: bool = True, most: int = MAX_CANDIDATES) -> Shown:
    """The page's shown dates (see :class:`Shown`).  The free-text lines are read unless a date element
    in the article, or a title, gives a day up to ``bound`` (today plus one by default), or ``free_text``
    is off (the date elements alone, the first ``most`` of them, for :func:`zone_day`).  ``lang``: the
    page's :func:`dates_language` when the caller has it (found on this tree), else it is found here."""
    bound = bound or dates.latest_believable("")
    month_first: bool | PageOrder = _month_first(tree, url)
    if month_first:  # an English page: its own dates may say it writes the day first
        month_first = PageOrder(tree)
    lang = dates_language(tree, url) if lang is None else lang
    shown = Shown(month_first=month_first, lang=lang)
    decided = any(dates.believable(_title_day(t, month_first, lang), bound) for t in titles)
    seen: set[int] = set()
    kinds: dict[int, str] = {}  # what each element seen as an ancestor is (_region)
    headed = False  # past the first <h1>: a date element's title attribute is read from there on
    for node in tree.css(_CUES_AND_H1):
        if node.tag == "h1":
            headed = True
            continue
        if node.mem_id in seen:
            continue
        seen.add(node.mem_id)
        if len(seen) > most:
            break
        attrs = node.attributes
        marks = " ".join(v for k in ("class", "id", "itemprop") if (v := attrs.get(k)))
        if marks and _EVENT_MARK.search(marks):
            continue  # <p class="event-date">: the day of what the page announces
        day, said_updated, text = _node_day(node, attrs, month_first, lang, headed)
        if day is None and not text:
            continue
        where = _region(node, kinds)
        if where == "elsewhere":
            continue
        updated = said_updated or (textdates.update_label(marks) if marks else False)
        if day is None:
            if len(shown.relative) < MAX_RELATIVE:
                shown.relative.append((text, updated))
            continue
        shown.cues.append((day, updated, where))
        decided = decided or not updated and where != "site" and dates.believable(day, bound)
    if not decided and free_text:
        shown.segments = _segments(tree, kinds, lang)
        if isinstance(month_first, PageOrder) and any(_EITHER_WAY.search(text) for text, _, _, _ in shown.segments):
            bool(month_first)  # learned now, from the whole tree: the free text is read after it is pruned
    return shown


# a slashed date whose first two numbers may each be the month ("3/4/2024"), and one whose order is plain:
# the day first ("25/4/2024") or the month first ("4/25/2024")
_EITHER_WAY = re.compile(r"(?<![\d/.-])(?:0?[1-9]|1[0-2])/(?:0?[1-9]|1[0-2])/(?:19|20)?\d\d(?![\d/-])")
# ``(?<![\d/.-])(\d{1,2})/(\d{1,2})/(?:19|20)\d\d(?![\d/-])``, written from its first slash, the first number
# read behind it (one digit in group 1 or two in group 2; the lookbehind allows only one of them at a slash):
# the same matches, but ``re`` skips to each "/" of the page's text instead of trying the pattern at every
# position (a page's body text: ~10x less CPU; the random test in tests/test_vert_pagedate_speed21.py)
_PLAIN_ORDER = re.compile(r"/(?:(?<=(?<![\d/.-])(\d)/)|(?<=(?<![\d/.-])(\d\d)/))(\d{1,2})/(?:19|20)\d\d(?![\d/-])")


class PageOrder:
    """Whether an English page writes a slashed date month first, as a truth value found only when a date
    is read that needs it (``3/4/2024``): the page's own slashed dates that can be read one way only say
    so, when they all agree ("Updated 25/04/2024", a comment's "14/05/2024": the day first, a British
    site that says only ``lang="en"``); else the month first, as its language does (:func:`_month_first`).
    Reading the page's text costs a few milliseconds, so only the pages with such a date pay it."""

    __slots__ = ("_tree", "_value")

    def __init__(self, tree: Any) -> None:
        self._tree = tree
        self._value: bool | None = None

    def __bool__(self) -> bool:
        if self._value is None:
            body = self._tree.body
            text = (body.text(deep=True, separator=" ") if body is not None else "") or ""
            day_first = month_first = False
            for found in _PLAIN_ORDER.finditer(text):
                a, b = int(found.group(1) or found.group(2)), int(found.group(3))
                day_first = day_first or 12 < a <= 31 and 1 <= b <= 12
                month_first = month_first or 12 < b <= 31 and 1 <= a <= 12
            self._value = not day_first or month_first
            self._tree = None
        return self._value


def page_day(shown: Shown, titles: list[str], latest: dt.date, crawled: dt.datetime | None) -> dt.date | None:
    """The publication day shown in the page (see the module docstring), or None; ``titles`` are its
    title, ``og:title`` and ``<h1>``: a day written in one of them (``... | DW | 19.01.2020``) comes after
    the date elements, before an update's day.  Raises :class:`LookError` when the day needs the free-text
    lines and ``shown`` has none (gather them again with a later bound)."""
    capture_day = crawled.date() if crawled is not None else None
    updated = in_header = None
    for day, said_updated, where in shown.cues:
        if not dates.believable(day, latest) or where == "site" and dates.near(day, capture_day):
            continue
        if said_updated:
            updated = updated or day
        elif where == "site":
            in_header = in_header or day
        else:
            return day
    for title in titles:
        day = _title_day(title, shown.month_first, shown.lang)
        if dates.believable(day, latest):
            return day
    for update in (False, True):  # the ages the page shows, when they agree (reviews' and teasers' do not)
        day = _agreed(textdates.relative_day, shown, update, crawled)
        if dates.believable(day, latest):
            if not update:
                return day
            updated = updated or day
    if updated and shown.segments:  # "Mis à jour le 5 mars" in the date element, "Publié le 3 mars" in a line
        published = _published_line(shown.segments, latest, shown.month_first, shown.lang)
        if published is not None:
            return published
    if updated or in_header:
        return updated or in_header
    if shown.segments is None:
        raise LookError
    day = _free_text_day(shown.segments, latest, capture_day, shown.month_first, shown.lang)
    if day is None and capture_day is not None:  # "7. 2. 16:10": this year's, the weakest of all
        day = _agreed(lambda text, captured: textdates.yearless_day(text, captured, shown.lang), shown, False,
                      capture_day)
    return day if dates.believable(day, latest) else None


def zone_day(value: str, day: dt.date, shown: Shown, latest: dt.date) -> dt.date | None:
    """The day the page shows for its publication when a statement gives the moment in UTC or without a
    zone (``value``, whose day is ``day``) and the page's readers were shown the day before or after: the
    publisher's local day (``"2026-02-15 03:05:48"`` stated, "Feb 14, 2026 | 9:05 pm" shown in Chicago;
    ``2024-03-03T23:30:00Z`` stated, "4. März 2024, 00:30 Uhr" shown in Berlin).  The shown day is the
    first date element's that is not an update's (``shown`` holds the date elements only, the first
    ``ZONE_CANDIDATES``: the free text is not searched for it); it counts only
    on the side of midnight the time allows (the next day from 10:00 UTC on, as far east as UTC+14; the
    day before up to 12:00, as far west as UTC-12).  None otherwise, and where the date elements give
    ``LIST_DAYS`` different days (a listing's teasers): the statement stands."""
    hour = dates.hour_of(value)
    if hour is None:
        return None
    own = [d for d, updated, where in shown.cues if not updated and where != "site" and dates.believable(d, latest)]
    if len(set(own)) >= LIST_DAYS:
        return None  # a list's dates (teasers, a blog's posts): the first is no more the page's than the statement
    if not own:
        return None
    seen = own[0]
    if seen - day == dt.timedelta(days=1) and hour >= 10 or day - seen == dt.timedelta(days=1) and hour < 12:
        return seen
    return None


def _agreed(read: Any, shown: Shown, update: bool, captured: Any) -> dt.date | None:
    """The one day that the date elements without a full date give by ``read`` (a relative date's, a
    yearless date's), those marked as an update's or the others; None when they give several."""
    found = {read(text, captured) for text, said in shown.relative if said is update} - {None}
    return found.pop() if len(found) == 1 else None


class LookError(Exception):
    """The free-text lines are needed and were not gathered."""


def _title_day(title: str, month_first: bool, lang: str = "") -> dt.date | None:
    title = textdates.plain(title)
    return line_day(title, month_first, slashed=False, lang=lang)[0] if _has_year(title, lang) else None


def _has_year(text: str, lang: str) -> bool:
    """Whether ``text`` writes a year: a Gregorian one, or a Solar Hijri or Minguo one
    (:mod:`corpustools.vert.calendars`)."""
    return _YEAR_IN_TEXT.search(text) is not None or calendars.other_year(text, lang)


def _labelled_short_year(text: str) -> bool:
    """(xopen36) ``text`` writes a two-digit year ("28/11/26", "28.11.26") and a label of the publication or the
    update: a line the free-text search reads (``line_day``) though it has no year of four digits."""
    return _SHORT_YEAR_HINT.search(text) is not None and textdates.labels(text)


def _free_text_day(segments: list[tuple[str, bool, str, bool]], latest: dt.date, crawled: dt.date | None,
                   month_first: bool, lang: str = "") -> dt.date | None:
    """The day of the first short line labelled as the publication's, else the oldest believable day
    among the short lines (as htmldate's free-text search does when asked for the original date), else
    an update's day, else the first day of a month a labelled line gives ("Last updated: June 2022").  A
    day within two days before the capture is passed over outside the article: a news site's "today"
    in its header, not the article's day."""
    best = update = month = None
    days: list[dt.date] = []
    first = True  # the article's first dated line, under its headline
    for text, in_article, before, cell in segments:
        # (a table's or a list's slashed dates are not read; (xmeta32) the article's first dated line is, when it is
        # the date alone: "03/03/2025", "03/03/2025 - 14:05" under the headline of an Italian or Spanish page)
        alone = first and in_article and not cell and "/" in text and _SLASHED_ALONE.fullmatch(text) is not None
        first = first and not in_article
        day, label = line_day(text, month_first, bool(before) or alone, lang)
        label = label or before
        if day is None and month is None and in_article and (before or textdates.labels(text)):
            month = textdates.month_day(text, lang)  # "Last updated: June 2022"
            month = month if dates.believable(month, latest) else None
        if not dates.believable(day, latest) or not in_article and dates.near(day, crawled):
            continue
        if not label and _sentence(text):
            continue  # "Die Tagung fand am 3. Oktober 2025 in Berlin statt.": what the text tells of, not its day
        if label == "published" and in_article:
            return day
        if label == "updated":
            update = update or day
        else:
            days.append(day)
            if best is None or day < best:
                best = day
    if _newest_first(days):
        best = days[0]
    return best or update or month


# (xmeta32) a slashed date alone on a line, with its clock time: "03/03/2025", "03/03/2025 - 14:05", "03/03/2025 à 14h05"
_CELLS = frozenset(("td", "li", "dd"))  # a table's, a list's dates alone: a schedule's, not the article's day
_SLASHED_ALONE = re.compile(r"\d{1,2}/\d{1,2}/(?:19|20)\d\d(?:,?\s*(?:[-–|]|à|a las|às|alle|um|at)?\s*\d{1,2}[:.h]\d\d"
                            r"(?:\s*(?:Uhr|h|[AaPp]\.?[Mm]\.?))?)?")


# a forum member's registration, not the post's day ("Joined: Sun Dec 17, 2023", "Mitglied seit: 03.05.2011"), and an
# event's or a deadline's day ("Termin: 15.12.2025, 19:00 Uhr", "Date de l'événement", "Data evento")
_MEMBERSHIP = re.compile(r"^\W*(?:joined|registered|member since|mitglied seit|registriert|dabei seit|anmeldedatum|"
                         r"inscrit|inscription|iscritto|registrato|registrace|registrov[aá]n|členem od|členom od|"
                         r"termine?\b|veranstaltung|event date|date de l.événement|data (?:dell.)?evento|datum konání|"
                         r"deadline|einsendeschluss|anmeldeschluss|bewerbungsschluss)\b", re.I)
_EVENT_MARK = re.compile(r"(?<![a-z])(?:events?|termine?|veranstaltung|evento|evenement|deadline)(?![a-z])", re.I)
_LETTER_WORD = re.compile(r"[^\W\d_]{2,}")
SENTENCE_WORDS = 6  # lowercase words a line without a label needs, ending as a sentence does, to be prose


def _sentence(text: str) -> bool:
    """Whether a short line is a sentence of the text rather than a dateline: it ends with a full stop,
    "!" or "?" and has ``SENTENCE_WORDS`` lowercase words (a byline's are names, labels and a time)."""
    return text.rstrip().endswith((".", "!", "?")) and sum(
        w[0].islower() for w in _LETTER_WORD.findall(text)) >= SENTENCE_WORDS


def _published_line(segments: list[tuple[str, bool, str, bool]], latest: dt.date, month_first: bool,
                    lang: str = "") -> dt.date | None:
    """The day of the first short line of the article labelled as the publication's ("Publié le 3 mars
    2025"), for a page whose date elements give only an update's day: the publication wins."""
    for text, in_article, before, _ in segments:
        if not in_article:
            continue
        day, label = line_day(text, month_first, bool(before), lang)
        if (label or before) == "published" and dates.believable(day, latest):
            return day
    return None


def _newest_first(days: list[dt.date]) -> bool:
    """Whether the free text's days, in document order, hold a list of dated items newest first (teasers,
    "more stories", a blog's archive: their oldest is some other page's day, and the page's own comes
    first, by its headline): ``LIST_DAYS`` different days or more, going back more often than forward
    (a forum thread's posts go forward: there the oldest is the first post's)."""
    if len(set(days)) < LIST_DAYS:
        return False
    back = sum(b < a for a, b in zip(days, days[1:]))
    forward = sum(b > a for a, b in zip(days, days[1:]))
    return back > forward


def _segments(tree: Any, kinds: dict[int, str], lang: str = "") -> list[tuple[str, bool, str, bool]]:
    """The short texts with a year in them, outside comments, teasers, menus and the footer, in
    document order, and whether each is in the article (after its headline, the first ``<h1>``: a site's
    "today" may sit in an ``<article>`` wrapped round the whole page): for the free-text search.  A text
    is its element's own, or the whole of the element when that is short (``<div><b>Last updated:</b>
    3 June 2022</div>``); with it, the label of the words before the element when it has none of its own
    (``<b>Publié le</b> <span>24 novembre 2026</span>``)."""
    found = []
    after_headline = False
    names = _TEXT_TAG_IDS or _text_tag_ids()
    root = tree.root
    for node in root.traverse() if root is not None else ():  # tree.css(TEXT_TAGS)'s elements, in its order
        tag = names.get(node.tag_id)
        if tag is None:
            continue
        if tag == "h1":
            after_headline = True
            continue
        if tag == "footer" and _region(node, kinds) != "article":
            continue  # the site's footer's own text ("Page last modified: ..."), not an article's footer
        text = node.text(deep=False, strip=True)
        if text and len(text) < 4 * dates.MAX_SEGMENT and (_has_year(text := textdates.plain(text), lang)
                                                           or _labelled_short_year(text)):
            text = " ".join(text.split())
            if len(text) >= dates.MAX_SEGMENT and "|" in text:
                text = _stamp_head(text)
            if dates.MIN_SEGMENT < len(text) < dates.MAX_SEGMENT and not _COPYRIGHT_FOUND(text):
                where = _region(node, kinds)
                if where != "elsewhere":
                    whole = textdates.plain(" ".join((node.text(deep=True) or "").split()))
                    text = whole if len(whole) < dates.MAX_SEGMENT else text
                    if _MEMBERSHIP.match(text) or _EVENT_MARK.search(node.attributes.get("class") or ""):
                        continue
                    own = textdates.labels(text)
                    label = "" if own else textdates.label_of(_label_words(node))
                    if own or label or tag not in _INLINE:  # bold or italic: only a labelled date
                        found.append((text, after_headline, label, tag in _CELLS))
    return found


def _stamp_head(text: str) -> str:
    """Of a page's stamp line too long for a date's line, its parts parted by bars ("Vytvořeno: 23. 11. 2026 |
    Aktualizováno: 24. 11. 2026 | Autor: Odbor dopravy | Počet zobrazení: 312"), the first ones that make a line of
    ``dates.MAX_SEGMENT`` characters at most, when the first part is labelled as a publication's or an update's
    day; else ``text`` as it is (a teaser's "Politik | 23.11.2026 | …" is no stamp)."""
    parts = text.split(" | ")
    if len(parts) < 2 or not textdates.labels(parts[0]):
        return text
    head = parts[0]
    for part in parts[1:]:
        if len(head) + 3 + len(part) >= dates.MAX_SEGMENT:
            break
        head = f"{head} | {part}"
    return head


def _text_tag_ids() -> dict[int, str]:
    """lexbor's tag id of each name of ``TEXT_TAGS``, read from a parsed page when first needed (the standard
    names' ids are fixed in lexbor's table; reading them keeps to the lexbor at hand).  :func:`_segments`
    walks the tree and tells these elements by their id: lexbor's selector engine took ~0.45 us a node for
    the query of the 20 names, the walk with a dict lookup ~0.25 (the same elements in the same order on the
    989 sample pages), and the name is not decoded for every element."""
    from selectolax.lexbor import LexborHTMLParser

    names = [name.strip() for name in TEXT_TAGS.split(",")]
    page = LexborHTMLParser("<table><tr><td>x</td></tr></table><dl><dd>x</dd></dl>"
                            + "".join(f"<{n}>x</{n}>" for n in names if n not in ("td", "dd")))
    ids = {node.tag: node.tag_id for node in page.root.traverse()}
    if not set(names) <= ids.keys() or len({ids[n] for n in names}) != len(names):
        raise RuntimeError(f"lexbor's tag ids unexpected: {ids}")
    _TEXT_TAG_IDS.update({ids[name]: name for name in names})
    return _TEXT_TAG_IDS


def _node_day(node: Any, attrs: dict[str, str | None], month_first: bool,
              lang: str = "", headed: bool = True) -> tuple[dt.date | None, bool, str]:
    """The day one cue element gives, whether its text says it is an update's, and, when it gives no
    day, its text if that may hold a relative date.  An ISO day in its ``title`` attribute is read below
    the headline (``headed``: a byline's ``<span class="date" title="2025-12-18">2 days ago``, a forum
    post's ``<span class="timeago" title="...">``; above it, a site header's "latest release" badge)."""
    if node.tag == "time":
        value = attrs.get("datetime") or ""
        day = (dates.to_day(value, lang) or slashed_day(value, month_first)) if value else None
        if day is not None:
            own = textdates.plain(" ".join((node.text() or "").split())[:MAX_CUE_TEXT])
            updated = _label_before(node) or textdates.update_label(own)  # <time ...>Aktualisiert am 05.03.2025
            if dates.is_utc(value) or dates.unzoned(value):  # the day its readers were shown, when the text gives it
                shown = textdates.text_day(own, lang)
                if shown is not None and abs(shown - day) == dt.timedelta(days=1):
                    return shown, updated, ""
            return day, updated, ""
    if node.tag == "abbr":
        day = dates.to_day(attrs.get("title") or "", lang)
        if day is not None:
            return day, False, ""
    elif headed and _MACHINE_DAY.match(title := attrs.get("title") or ""):  # <span class="date" title="2025-12-18">2 days ago
        day = dates.to_day(title)
        if day is not None:
            return day, False, ""
    text = node.text(deep=True) or ""
    if not text or len(text) > 4 * MAX_CUE_TEXT or node.css_first("time[datetime]") is not None:
        return None, False, ""  # a <time> inside says it better (``08/12/2021`` around ``datetime="2021-12-08"``)
    text = textdates.plain(" ".join(text.split()))
    if not dates.MIN_SEGMENT <= len(text) + 2 * len(_WIDE.findall(text)) <= MAX_CUE_TEXT:
        # (a Czech or Slovak day word alone, "včera", "dnes", is shorter: a relative date all the same)
        return None, False, text if _DAY_WORD.fullmatch(text) else ""
    if _COPYRIGHT_FOUND(text) or _MEMBERSHIP.match(text):
        return None, False, ""
    if _has_year(text, lang):
        day, label = line_day(text, month_first, lang=lang)
        if day is not None:
            return day, label == "updated" or not label and node.tag == "time" and _label_before(node), ""
    if _SHORT_YEAR_HINT.search(text):
        day = textdates.short_year_day(text, month_first)
        if day is not None:
            return day, textdates.update_label(text[:_SHORT_YEAR_HINT.search(text).start()]), ""
    if _RELATIVE_HINT.search(text) or _DIGIT.search(text):
        # (session 27) an update's age, "Atualizado há 2 horas", "Aktualisiert vor 2 Stunden": the update's, so that
        # the publication's day shown as a line ("Publicado em 28/11/2026") is not beaten by it
        return None, textdates.update_label(text), text
    return None, False, ""


def _label_before(node: Any) -> bool:
    """Whether the words just before a ``<time>`` element say it is an update's ("Aktualisiert am <time>",
    "Updated: <time>")."""
    words = _label_words(node)
    return textdates.update_label(words) if words else False


_LAST_DIGIT = re.compile(r"\d(?!.*\d)")


def _label_words(node: Any) -> str:
    """The words just before ``node`` that may label its date: the last ``LABEL_CHARS`` of them after the
    last digit (in "Aktualisiert am 05.03.2025 · <span>03.03.2025</span>" the label is the first date's)."""
    words = _words_before(node)[-LABEL_CHARS:]
    found = _LAST_DIGIT.search(words)
    return words[found.end():] if found is not None else words


def _words_before(node: Any) -> str:
    """The text just before ``node``: its preceding siblings' (about ``LABEL_CHARS`` of it), else its
    parent's."""
    for current in (node, node.parent):
        if current is None:
            break
        words = ""
        sibling = current.prev
        while sibling is not None and len(words) < LABEL_CHARS:
            words = (sibling.text(deep=True) or "") + words
            sibling = sibling.prev
        if words.strip():
            return " ".join(words.split())
    return ""


def line_day(text: str, month_first: bool, slashed: bool = True, lang: str = "") -> tuple[dt.date | None, str]:
    """The publication day a short line gives (:func:`corpustools.vert.textdates.chosen_day`, its month
    names read in the page's language ``lang``), dates with slashes or dashes (:func:`slashed_days`) read
    when it has none written otherwise (with ``slashed``, else only after a label: "Pubblicato il
    24/11/2026"); and its label."""
    day, label = textdates.chosen_day(text, lang)
    if day is None and ("/" in text or "-" in text) and (slashed or textdates.labels(text)):
        found = slashed_days(text, month_first)
        if found:
            day, label = textdates.labelled(text, found)
    if day is None and ("/" in text or "." in text) and (short := _SHORT_YEAR_HINT.search(text)) is not None:
        # (xopen36) a two-digit year after its label on a line of no date element: an interview's byline "Propos
        # recueillis par Marie Dupont – Publié le 28/11/26", "Veröffentlicht am 28.11.26" (a cue element's is read
        # without a label, ``_node_day``; unlabelled, "28.11.26" may be a score, a version, a part number)
        label = textdates.label_of(text[max(0, short.start() - SHORT_YEAR_LABEL):short.start()])
        day = textdates.short_year_day(text[short.start() - 1 if short.start() else 0:], month_first) if label else None
    return day, label


SHORT_YEAR_LABEL = 40  # a two-digit year's label ends this close before it ("Publié le ", "Published: ")


def slashed_day(text: str, month_first: bool) -> dt.date | None:
    found = slashed_days(text, month_first)
    return found[0][1] if found else None


def slashed_days(text: str, month_first: bool) -> list[tuple[int, dt.date]]:
    """The dates written with slashes or dashes, as (start, day): ``2025/4/29``, ``19/12/2025``,
    ``12/19/2025``, ``11-29-2024``.  When both orders make a day, a slashed one (``02/12/2025``) is read
    as the page's language writes it (``month_first``: an English page), a dashed one (``02-12-2025``)
    day first: the American dashed form is a forum engine's, whose days past the 12th tell it apart."""
    days = []
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
            days.append((found.start(), day))
    return days


# the language of a country's domain, for a page that does not say its own (where a month name needs it)
_TLD_LANGUAGE = {"hr": "hr", "ba": "bs", "pl": "pl", "cz": "cs", "sk": "sk", "si": "sl", "ua": "uk", "ir": "fa",
                 "af": "fa", "rs": "sr"}


def dates_language(tree: Any, url: str = "") -> str:
    """The page's language (ISO 639-1) for reading its dates' month names and calendars: its ``lang`` (or
    ``xml:lang``), else its ``og:locale``, else its ``Content-Language`` meta, else its address's country
    (``.hr``); else, only when the page writes a month name whose month depends on the language
    (``listopada``: Croatian October, Polish November), the language detected in its text; else ""."""
    node = tree.css_first("html")
    attrs = node.attributes if node is not None else {}
    lang = attrs.get("lang") or attrs.get("xml:lang") or ""
    if not lang.strip():
        for selector in ('meta[property="og:locale"]', 'meta[http-equiv="content-language" i]'):
            meta = tree.css_first(selector)
            lang = (meta.attributes.get("content") or "") if meta is not None else ""
            if lang.strip():
                break
    lang = lang.strip().lower().replace("_", "-").split("-")[0].split(",")[0]
    if lang:
        return lang
    host = url.split("/")[2].split(":")[0].lower().rstrip(".") if url.count("/") >= 2 else ""
    lang = _TLD_LANGUAGE.get(host.rsplit(".", 1)[-1], "")
    if lang:
        return lang
    body = tree.body
    text = (body.text(deep=True, separator=" ") if body is not None else "") or ""
    if not textdates.depends_on_language(text):
        return ""
    from corpustools.vert import langid

    return langid.detect(" ".join(text.split()))[0]


# countries writing English with the day first (a page there often says only lang="en")
_DAY_FIRST_ENGLISH = frozenset("uk au nz ie in za sg pk ng ke my hk gh mt".split())
# two-letter domains used as generic ones, or of countries writing the month first
_GENERIC_CC = frozenset("us ca ph io co tv me ai fm ly gg to ws cc la sh ac im".split())


def _month_first(tree: Any, url: str = "") -> bool:
    """Whether the page's language writes the month first in a slashed date (American English): its
    ``lang`` (``en-US``; any other language than English, ``en-GB`` not), else, for a page that says only
    ``en`` or nothing, its ``og:locale`` (``en_GB``, ``fr_FR``), else its address's country (``.co.uk``,
    ``.com.au``, ``.in``; a ``.de`` or ``.fr`` page without a ``lang``)."""
    node = tree.css_first("html")
    lang = ((node.attributes.get("lang") or "") if node is not None else "").strip().lower().replace("_", "-")
    if lang.startswith("en-us"):
        return True
    if lang not in ("", "en"):
        return False
    locale = tree.css_first('meta[property="og:locale"]')
    value = ((locale.attributes.get("content") or "") if locale is not None else "").strip().lower().replace("_", "-")
    if value:
        return value.startswith("en-us") or value == "en" and not _day_first_host(url, lang)
    return not _day_first_host(url, lang)


def _day_first_host(url: str, lang: str) -> bool:
    """Whether the address's country writes the day first: an English-speaking one that does, or, for a
    page that names no language, any country whose domain is not used as a generic one."""
    host = url.split("/")[2].split(":")[0].lower().rstrip(".") if url.count("/") >= 2 else ""
    tld = host.rsplit(".", 1)[-1]
    if len(tld) != 2 or not tld.isalpha():
        return False
    return tld in _DAY_FIRST_ENGLISH or not lang and tld not in _GENERIC_CC


def _region(node: Any, seen: dict[int, str]) -> str:
    """Where ``node`` lies: ``"elsewhere"`` in a comment, a sidebar, a teaser region (its class or id,
    or an ancestor's, says so) or the page's footer; ``"article"`` inside an ``<article>`` or ``<main>``;
    ``"site"`` in a header outside any article (where a news site writes today's date); else ``""``.
    ``seen`` keeps what each ancestor is (by ``mem_id``) for the next element of the same page."""
    header = footer = False
    for _ in range(ANCESTORS):
        node = node.parent
        if node is None:
            break
        kind = seen.get(node.mem_id)
        if kind is None:
            kind = seen[node.mem_id] = _kind(node)
        if kind == "article":
            return "article"  # an article's own header, footer or aside holds its byline
        if kind == "elsewhere":
            return "elsewhere"
        header = header or kind == "header"
        footer = footer or kind == "footer"
    return "elsewhere" if footer else "site" if header else ""


def _nested(node: Any) -> bool:
    """Whether an ``<article>`` lies inside another ``<article>`` and holds no ``<h1>``: HTML's way of
    writing a comment, a related story's or a "more from" teaser within the article (the page's own
    headline and byline are in the outer one; an inner one with the ``<h1>`` is the page's own, inside a
    wrapper the template calls an article)."""
    parent = node.parent
    while parent is not None and parent.tag not in ("body", "html"):
        if parent.tag == "article":
            return node.css_first("h1") is None
        parent = parent.parent
    return False


def _kind(node: Any) -> str:
    """What one element says of the elements inside it (see :func:`_region`)."""
    tag = node.tag
    if tag == "article" and _nested(node):
        return "elsewhere"  # a teaser's or a comment's <article> inside the page's: their dates are their own
    if tag in ("article", "main"):
        return "article"
    if tag in ("body", "html"):
        return ""  # the page's layout ("one-sidebar sidebar-first" on every Drupal page), not a region
    attrs = node.attributes
    marks = " ".join(v for k in ("class", "id") if (v := attrs.get(k)))
    if marks and _ELSEWHERE_FOUND(marks):
        return "elsewhere"
    return "header" if tag == "header" else "footer" if tag in ("footer", "aside", "nav") else ""
