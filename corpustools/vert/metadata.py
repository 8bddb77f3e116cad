"""Document metadata for ``<doc>``: publication date, headline, site, author, the raw title, crawl time.

What a corpus is searched by besides its words: when a text was published (``date`` and where that came
from, ``date_source``; ``year`` and ``month`` as simple facets), which site published it (``site``, the
registered domain, public-suffix aware) and who wrote it (``author``), plus the article's own headline
for ``<head>``.  The page's ``<head>`` (meta tags, JSON-LD) and ``<h1>`` are read from the extractor's
selectolax parse before it is pruned for content (:class:`PageFacts`), or from a parse of their own;
the search of the page itself (:mod:`corpustools.vert.pagedate`, htmldate's in front of it only when
asked), the slow part, runs only when no earlier source gives a date.  See :mod:`corpustools.vert.dates` for the
order of trust and :mod:`corpustools.vert.headline` for the site-name cleaning.

The site's registered domain comes from the public suffix list (:mod:`corpustools.vert.suffixes`).
"""

from __future__ import annotations

import datetime as dt
import functools
import html as htmllib
import json
import logging
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from corpustools.vert import dates, firstchar, headline, pagedate, phrases, textdates
from corpustools.vert.extract import _CONTROL
from corpustools.vert.furniture import in_sentence
from corpustools.vert.suffixes import site_of, suffix_list
from corpustools.vert.tree import parse as parsed

log = logging.getLogger(__name__)

MAX_AUTHOR = 200
MAX_TITLE = 500
ARTICLE_TYPES = re.compile(r"Article|BlogPosting|Posting|Report|Review|NewsArticle", re.I)
# meta names/properties/itemprops that state the publication date, in order of trust
META_DATE_KEYS = (
    "article:published_time", "og:article:published_time", "article:published", "og:published_time",
    "published_time", "datepublished", "dc.date.issued", "dcterms.issued", "dc.date.created",
    "dcterms.created", "dc.date", "dcterms.date", "citation_publication_date", "citation_date",
    "parsely-pub-date", "sailthru.date", "article.published", "publishdate", "publish-date", "publish_date",
    "published", "pubdate", "date",
)
_META_DATE_SET = frozenset(META_DATE_KEYS)
# any other meta name that says it holds the publication date or time
_META_PUBLISHED = re.compile(r"pub(?:lish(?:ed|ing)?|lication)?[-_.: ]?(?:date|time)|(?:date|time)[-_.: ]?pub", re.I)
_DATE_PUBLISHED = re.compile(r'"datePublished"\s*:\s*"([^"]{8,40})"')
MAX_SCRIPT_DATES = 5  # publication times kept from the page's scripts (the first believable one is used)
MAX_TIMES = 50  # <time datetime> values kept per page: a forum page has one per post
MAX_AUTHORS = 5  # names in one byline at most; a longer list is a listing's or a staff page's
META_AUTHOR_KEYS = ("author", "article:author", "og:article:author", "dc.creator", "dcterms.creator",
                    "parsely-author", "sailthru.author", "citation_author", "byl")
META_SITE_KEYS = ("og:site_name", "application-name", "twitter:site")


@dataclass
class Metadata:
    """What :func:`page_metadata` finds; ``attributes()`` gives the ``<doc>`` attributes."""

    title: str = ""  # the raw HTML <title>, whitespace normalized
    headline: str = ""  # the article's own headline, without the site name
    date: str = ""  # YYYY-MM-DD or ""
    date_source: str = "none"
    crawled: str = ""  # WARC-Date to the second, UTC
    site: str = ""
    author: str = ""

    @property
    def year(self) -> str:
        return self.date[:4]

    @property
    def month(self) -> str:
        return self.date[:7]

    def attributes(self) -> dict[str, str]:
        return {
            "title": self.title, "author": self.author, "date": self.date, "date_source": self.date_source,
            "year": self.year, "month": self.month, "crawled": self.crawled, "site": self.site,
        }


_WARC_DATE = re.compile(r"(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:[.,]\d+)?\s*(Z|[+-]\d\d:?\d\d)?$")


def crawled_time(warc_date: str) -> str:
    """A WARC-Date (``2026-11-20T10:15:02.123456Z``, any fraction digits, ``+01:00`` offsets) or an ARC
    date (``20261120101502``) as ``YYYY-MM-DDTHH:MM:SSZ`` in UTC; "" when it cannot be read."""
    text = (warc_date or "").strip()
    if re.fullmatch(r"\d{14}", text):
        text = f"{text[:4]}-{text[4:6]}-{text[6:8]}T{text[8:10]}:{text[10:12]}:{text[12:14]}Z"
    m = _WARC_DATE.match(text)
    if m is None:
        return ""
    try:
        moment = dt.datetime(*(int(g) for g in m.groups()[:6]), tzinfo=dt.timezone.utc)
    except ValueError:
        return ""
    zone = m.group(7) or "Z"
    if zone != "Z":
        sign = -1 if zone[0] == "-" else 1
        digits = zone[1:].replace(":", "")
        try:
            moment -= sign * dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        except OverflowError:  # (a WARC-Date at the calendar's edge, "9999-12-31T23:59:59-01:00": unreadable as UTC)
            return ""
    if moment.year < 1000:  # (strftime writes such a year without its zeros on Linux)
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    # formatted by hand: strftime cost ~30 us a page, a tenth of page_metadata's own time
    return f"{moment.year}-{moment.month:02}-{moment.day:02}T{moment.hour:02}:{moment.minute:02}:{moment.second:02}Z"


def warm_up(htmldate: bool = False) -> None:
    """Load the suffix list, and htmldate when it is asked for (its imports cost a worker ~50 ms), before
    the first page."""
    suffix_list()
    if htmldate:
        import htmldate as _htmldate  # noqa: F401


def _clean(text: str | None) -> str:
    if not text:
        return ""
    for _ in range(2):  # twice: a CMS's og:title or JSON-LD escapes its own entities ("&amp;#8230;")
        if "&" in text and ";" in text:
            text = htmllib.unescape(text)
    if not text.isprintable():  # (controls, and the invisible marks of direction the text walk drops too)
        text = _CONTROL.sub("", text)
    return " ".join(text.split())


def _cap(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0]


def _json_objects(data: Any, depth: int = 0) -> Iterator[dict[str, Any]]:
    if depth > 6:
        return
    if isinstance(data, list):
        for item in data:
            yield from _json_objects(item, depth + 1)
    elif isinstance(data, dict):
        yield data
        for key in ("@graph", "mainEntity", "itemListElement"):
            if key in data:
                yield from _json_objects(data[key], depth + 1)


def _schema_types(data: Any, found: list[str], depth: int = 0) -> None:
    """Append the ``@type`` of every object in ``data`` at any depth, in order (a list's first name)."""
    if depth > 12 or len(found) >= MAX_TYPES:
        return
    if isinstance(data, list):
        for item in data:
            _schema_types(item, found, depth + 1)
    elif isinstance(data, dict):
        for key, value in data.items():
            if key == "@type":
                name = value[0] if isinstance(value, list) and value else value
                if isinstance(name, str):
                    name = name.rsplit("/", 1)[-1]
                    if name.isidentifier():
                        found.append(name)
            elif isinstance(value, (dict, list)):
                _schema_types(value, found, depth + 1)


def _load_json(text: str) -> Any:
    text = text.strip().rstrip(";")
    if text.startswith("<!--"):
        text = text[4:].rsplit("-->", 1)[0]
    try:
        return json.loads(text, strict=False)
    except RecursionError:  # arrays nested thousands deep: no statement of the page's, and not a lost page
        return None
    except ValueError:
        try:  # a trailing comma or a second object glued on: take what decodes first
            return json.JSONDecoder(strict=False).raw_decode(text)[0]
        except (ValueError, RecursionError):
            return None


def _types(obj: Mapping[str, Any]) -> str:
    kind = obj.get("@type", "")
    return " ".join(str(k) for k in kind) if isinstance(kind, list) else str(kind)


def _names(value: Any) -> list[str]:
    """Person/organization names from a JSON-LD author/publisher value (string, object or list)."""
    if isinstance(value, str):
        return [value] if not value.startswith(("http://", "https://")) else []
    if isinstance(value, dict):
        name = value.get("name")
        return _names(name) if name else []
    if isinstance(value, list):
        return [n for item in value for n in _names(item)]
    return []


def _referred(value: Any, objects: list[dict[str, Any]]) -> Any:
    """A JSON-LD value that only refers to a person of the page's graph by its ``@id`` (``"author":
    {"@id": "https://example.com/#/schema/person/1"}``, as Yoast SEO writes it) replaced by that object; a
    list's items likewise; anything else as it is.  A reference to an organization or a website is the
    site's own identity (SEOmatic's ``"author": {"@id": "#identity"}``), not a writer, and a person whose
    name is a login ("admin") is no name: they stay unnamed."""
    if isinstance(value, list):
        return [_referred(item, objects) for item in value]
    if isinstance(value, dict) and "name" not in value and isinstance(ref := value.get("@id"), str):
        from corpustools.vert.byline import author_name

        # (a person's name, not a login the CMS shows as one: "admin", "kei_eno")
        return next((o for o in objects if o.get("@id") == ref and isinstance(o.get("name"), str)
                     and not _NOT_PERSONS.search(_types(o)) and author_name(o["name"])), value)
    return value


# the label of a link card's author (Yoast's ``twitter:label1``): English, German, French, Italian, Spanish, Dutch
_WRITTEN_BY = re.compile(r"written by|verfasst von|geschrieben von|écrit par|rédigé par|scritto da|escrito por|"
                         r"geschreven door|autor|auteur|autore|author", re.I)


# a byline's "By Jane Doe", "di Mario Rossi", WordPress's Italian "da Giulia" (not "Di Maio", "Da Silva")
_BY = re.compile(r"^(?:(?i:by|od|von|par|por)|di|da)\s+(?=\S)")


_ROLE_AFTER = re.compile(r"\s[-–—|]\s")  # "David Jackson - FullStack Editorial Team": the name, then a desk or role


def _meta_names(value: str) -> list[str]:
    """(xmeta32) The names of one meta tag's author: several when it lists writers as a byline does ("Jane Doe, John
    Smith", "Anna Müller und Peter Schmidt"; joined by "; " as the JSON-LD's list is), else the value whole (a
    surname first, "Doe, Jane"; a name and its town; a name and the writer's degrees)."""
    if "," not in value and " " not in value.strip():
        return [value]
    from corpustools.vert.byline import agency, author_name, without_place, without_trade

    value = without_trade(value)  # ((xreview32c) "Jane Doe, Senior Reporter": one writer, no "Senior Reporter")
    value = without_place(value)  # ((xmeta33) "Jane Doe, Los Angeles": one writer and the town)
    names = author_name(value).split("; ")
    # (each a name of two words, or an agency: "Dylan Bailey, MS, RD" is one writer and their degrees)
    return names if len(names) > 1 and all(" " in n or agency(n) for n in names) else [value]


def _join(names: list[str]) -> str:
    seen: list[str] = []
    for name in (_without_role(_BY.sub("", _clean(n))) for n in names):
        if name and name not in seen:
            seen.append(name)
    return _cap("; ".join(seen), MAX_AUTHOR)


def _without_role(name: str) -> str:
    """A stated name without the desk or role after a dash or a bar ("David Jackson - FullStack Editorial
    Team"), when what comes before is a name."""
    parts = _ROLE_AFTER.split(name, maxsplit=1)
    if len(parts) == 2:
        from corpustools.vert.byline import author_name

        if " " in parts[0] and author_name(parts[0]):  # (a name of two words at least: not "PMJS - Coordenadoria de TI")
            return parts[0]
    return name


_RESPONSE_TYPES = re.compile(r"(?:Comment|Answer)/?$", re.I)  # schema.org's replies to the page's own item


def _enclosing(node: Any, test: Callable[[Any], bool]) -> Any | None:
    """The nearest element above ``node`` that passes ``test``, or None: the one walk up the tree behind
    ``_in_response``, ``_in_article`` and ``_in_entry``."""
    node = node.parent
    while node is not None:
        if test(node):
            return node
        node = node.parent
    return None


def _in_response(node: Any) -> bool:
    """True when ``node`` belongs to a microdata item that answers or comments on the page's own item
    (``itemtype=".../Comment"`` or ``".../Answer"``): a reply's ``datePublished`` is not the page's."""
    item = _enclosing(node, lambda element: "itemscope" in element.attributes)
    return item is not None and _RESPONSE_TYPES.search((item.attributes.get("itemtype") or "").strip()) is not None


def _in_article(node: Any) -> bool:
    """Whether ``node`` lies inside an ``<article>`` or ``<main>``."""
    return _enclosing(node, lambda element: element.tag in ("article", "main")) is not None


# elements a page marks as its author's byline: read only when no author is stated (JSON-LD, meta); and a link
# to the writer's page ("By <a href="/author/jane-doe/">Jane Doe</a> on March 3", "Geschrieben von <a
# href="/autor/max">", WordPress's and most CMSs' author archives in English, German, French, Italian, Czech)
# (session 28) ... and the Hungarian, Turkish and Finnish classes ("szerzo", "yazar", "kirjoittaja"); "autor" holds the
# Czech, Polish, Spanish, Portuguese and Italian ("autore") ones, "auteur" the French and Dutch
_AUTHOR_MARKS = ('[itemprop="author"], [rel="author"], [class*="author" i], [class*="autor" i], '
                 '[class*="auteur" i], [class*="byline" i], [class*="szerzo" i], [class*="yazar" i], '
                 '[class*="kirjoittaja" i], [class*="contributorname" i], [class*="writer" i], '
                 '[class*="reporter" i], .field--name-uid, [data-hook="user-name"], '
                 '[data-area="authors"], [data-qa="author-name"], [data-testid="author-name"], '
                 'a[href*="/aut" i]')  # (the address tested: _WRITERS_PAGE)
# ((xleft39) a byline named only by a data attribute, its classes hashed or none: Spiegel's ``data-area="authors"``
# ("Von <a href="/impressum/autor-…">Benjamin Bidder</a>"), the Washington Post's ``data-qa="author-name"``, React
# sites' ``data-testid="author-name"``)
_AUTHOR_DATA = (("data-area", "authors"), ("data-qa", "author-name"), ("data-testid", "author-name"))
# ((session 36) Wix's blog names the post's writer in its header only by ``data-hook="user-name"``, its classes
# hashed: a mark of the author as a class is)
# ((xnews33) "writer", "reporter": Walla's and other Hebrew and Arabic sites' "writer-name", "news-writer", KBS's and
# Maariv's "reporter-info", "article-reporter"; Drupal's author field under the title, "field--name-uid", whose name is
# no link when the visitor may not see profiles: Prachatai's)
# ((xnews32) "contributorname": the BBC's byline in every language service, "ssrcss-…-TextContributorName")
# (xnews31) ... and the links to a writer's page in the other folders (SvD's "/av/karin-olsson", 24.hu's "/szerzo/…",
# Information's "/journalist/…") or to a profile on the site (Substack's, Medium's "/@handle": ``_own_handle``), asked
# only when the marks above gave no name (a query of their own: in the first, every page paid for them)
_MORE_WRITERS_LINKS = ('a[href*="/@"], a[href*="/av/"], a[href*="/szerzo/"], a[href*="/journalist/"], '
                       'a[href*="/toimittaja/"], a[href*="/yazar/"], a[href*="/muhabir/"], a[href*="/autoria/"], '
                       'a[href*="/by/"]')  # (xnews32: bianet's reporter, Praza's "/autoria/", Nine's "/by/")


def _author_nodes(tree: Any, names: list[str], linked: list[str]) -> Any:
    """The page's author elements (``_AUTHOR_MARKS``), then, while they gave no name (``names`` marked as the
    author's and ``linked`` by a writer's page, filled by the caller as it reads them), its other links to a writer's
    page (``_MORE_WRITERS_LINKS``)."""
    yield from tree.css(_AUTHOR_MARKS)
    if not names and not linked:
        yield from tree.css(_MORE_WRITERS_LINKS)


# a byword alone before the writer's linked name, opening its block: "by <a>Amanda</a> · Dec 20, 2025 at 3:00 am"
_BYWORD_ALONE = re.compile(r"(?:" + phrases.BYLINE_WORDS + r")\s*:?", re.I)


def _after_byword(node: Any) -> bool:
    """(session 32) ``node`` opens its block after a byword alone ("by <a>Amanda</a> · Dec 20, 2025 at 3:00 am ·
    <a>12 comments</a>"): a byline whose date and comment count make it as long as a sentence, not a sentence's
    name ("I was convinced by a talk by <a>Lena Smith</a>", where more than the byword comes before it)."""
    before: list[str] = []
    sibling = node.prev
    while sibling is not None:
        before.append(sibling.text(deep=True) or "")
        if sum(map(len, before)) > BYWORD_BEFORE_TEXT:
            return False
        sibling = sibling.prev
    return _BYWORD_ALONE.fullmatch(" ".join("".join(reversed(before)).split())) is not None


BYWORD_BEFORE_TEXT = 40  # characters before a linked name that are more than a byword


def _own_handle(href: str, url: str) -> bool:
    """(xnews31) ``href`` is a writer's profile on the page's own site, a handle after "/@" (Substack's byline links to
    ``substack.com/@karolinazieba`` from ``miastowupale.substack.com``, Medium's to ``/@lena``, Hashnode's to
    ``hashnode.com/@tomas``): not a network's (YouTube's, TikTok's, X's "/@handle" in a follow bar), which is another
    site's."""
    if not _HANDLE_PATH.search(href):
        return False
    return href.startswith("/") or (bool(url) and site_of(href) == site_of(url))


_HANDLE_PATH = re.compile(r"^(?:https?://[^/?#\s]+)?/@[\w.-]+/?$")


def _shown_author(tree: Any, h1: Any = None, url: str = "") -> str:
    """The writer's name(s) from the page's author elements (see ``_author_nodes``), in document order:
    not a picture's, a bio's or a label's, not in the comments, reviews, a sidebar or related stories;
    "" when none is a name or more than ``MAX_SHOWN_AUTHORS`` different names are (a list of stories).  The
    links to a writer's page that the page marks in no other way (``<a href="/author/jane-doe/">``) count
    only when no marked element gives a name: a menu of columnists may come before the byline.  With the
    page's ``<h1>`` (``h1``), a line that is only a byline near it is read when no element gives a name
    (:func:`_byline_line`)."""
    from corpustools.vert.byline import AUTHOR_TEXT, author_name, bare_cjk_name, linked_script_names

    names: list[str] = []
    linked: list[str] = []
    shown: dict[str, int] = {}  # how often each name is marked as the author's
    marks = links = 0
    for node in _author_nodes(tree, names, linked):  # a query of its own: in PageFacts' walk it cost every page
        if node.tag in _AUTHOR_BOXES:
            continue
        attrs = node.attributes
        marked = attrs.get("itemprop") == "author" or "author" in (attrs.get("rel") or "").lower().split() \
            or _AUTHOR_CLASS.search(attrs.get("class") or "") or attrs.get("data-hook") == "user-name" \
            or any(attrs.get(key) == value for key, value in _AUTHOR_DATA)
        if not marked:  # a link by its address alone: to one writer's page ("/author/jane-doe/", not "/autori/")
            href = attrs.get("href") or ""
            if links >= MAX_AUTHOR_MARKS or not (_WRITERS_PAGE.search(href) or _own_handle(href, url)):
                continue
            links += 1
            if in_sentence(node) and not _after_byword(node):
                continue  # ((xreview32) not a name linked in the text's sentence: "My colleague <a href="/@jane">Jane
                # Doe</a> has covered …", "Watch the statement: <a href="/news/av/…">Keir Starmer</a>"; still a
                # writer's link counted: a page linking many writers names none of them its author)
        else:
            marks += 1
            if marks > MAX_AUTHOR_MARKS:
                break
        if attrs.get("itemprop") != "author" and _AUTHOR_NOT_NAME_FOUND(attrs.get("class") or ""):
            if marked and _BIO_BOX.search(attrs.get("class") or "") and not _elsewhere(node):
                name = _bio_heading(node) or _bio_statement(node)  # (xmeta33) the writer's bio box under the
                # article, its heading their name; (xmeta36) or its sentence "This post was written by Jane Doe, …"
                if name and name not in names:
                    names.append(name)
                if name:
                    shown[name] = shown.get(name, 0) + 1
            continue
        if _elsewhere(node):
            continue
        item = node.css_first('[itemprop="name"]') if attrs.get("itemprop") == "author" else None
        text = (item.attributes.get("content") or item.text()) if item is not None else \
            (attrs.get("content") or node.text())
        name = author_name(text or "")
        if not name and marked and text:
            name = bare_cjk_name(text)  # (xleft36) "<span class="author">山田太郎</span>"
        if not name and marked and item is None and text and len(text) <= 2 * AUTHOR_TEXT:
            name = _inner_name(node)  # "Luke Kim" + "December 17, 2025" in elements of their own, no separator
        if not name and text and node.tag == "a" and _WRITERS_PAGE.search(attrs.get("href") or ""):
            # (xnews32) a link to the writer's page, a caseless script; (xmeta33) or a writer's card, the name first
            name = "; ".join(linked_script_names(text)) or _first_part_name(node, "")
        elif name and marked and item is None and (_glued(name, node) or _trade_after(name, node)):
            name = _inner_name(node) or name  # "Ole Hansen" + "Journalist": "Ole HansenJournalist" is no one's name
        elif name and item is None and " " in name and (first := _first_part_name(node, name)):
            name = first  # (xmeta33) "Fernando Olivares" + "Senior Programmer, Mobile": the name, not its job title
        elif name and marked and item is None and name[0].isupper() and 0 < name.find(" ") <= BYWORD_BEFORE_LINK:
            name = _byword_before_link(name, node) or name
        kind = names if marked else linked
        if name and name not in kind:
            kind.append(name)
        if name and marked:
            shown[name] = shown.get(name, 0) + 1
    if len(names) > MAX_SHOWN_AUTHORS and _repeated_first(names, shown):
        names = names[:1]  # the byline and the author's box, then the teasers' writers once each
    names = names or linked
    if not names and h1 is not None:
        names = [name] if (name := _byline_line(h1)) else []
    return _join(names[:1]) if 0 < len(names) <= MAX_SHOWN_AUTHORS else ""


def _repeated_first(names: list[str], shown: dict[str, int]) -> bool:
    """Whether the first name of a page that marks many as authors is shown more often than any other
    (its byline, its author box, its links to the writer's page), which the writers of the teasers around
    the article are not: the article's writer, not one of a list of stories."""
    first = shown.get(names[0], 0)
    return first >= 2 and all(shown.get(name, 0) < first for name in names[1:])


def _glued(name: str, node: Any) -> bool:
    """Whether ``name``, read from an author element's text, runs two of its elements' texts together: a word of it
    that turns from a small letter to a capital ("HansenJournalist") where the element's texts, read apart, part
    (the name and the writer's role or desk, each in an element of its own: ``<a>Ole Hansen</a><span>Journalist</span>``;
    "McCarthy", "DeVries" are one text's)."""
    if not any(a.islower() and b.isupper() for word in name.split() for a, b in zip(word, word[1:])):
        return False
    parts = [" ".join(t.split()) for t in (node.text(separator="\x00") or "").split("\x00")]
    return any(a and b and a[-1:].islower() and b[:1].isupper() for a, b in zip(parts, parts[1:]))


# (xnews29a) a newsroom trade as the whole text of an element ("Journalist", "Redaktør", "Senior reporter")
_TRADE_PART = re.compile(r"(?:senior |chief |staff |freie[rn]? )?(?:" + phrases.WRITER_TRADES + ")", re.I)


def _trade_after(name: str, node: Any) -> bool:
    """(xnews29a) Whether ``name``, read from an author element's text, ends in the writer's trade that an element of
    its own holds, a blank between them (NRK's ``<a>Kari Hansen</a> <span>Journalist</span>``: "Kari Hansen
    Journalist" is no one's name); asked only of a name of three words or more."""
    if name.count(" ") < 2:
        return False
    parts = [" ".join(t.split()) for t in (node.text(separator="\x00") or "").split("\x00")]
    parts = [t for t in parts if t]
    return len(parts) > 1 and name.endswith(parts[-1]) and _TRADE_PART.fullmatch(parts[-1]) is not None


def _first_part_name(node: Any, name: str) -> str:
    """(xmeta33) The name an author element's first text holds, when the element's texts run it and what follows together
    (``name`` read from them all, or "" when they gave none): a writer's card links the name and the writer's job title
    or desk, each in an element of its own (37signals' ``<a href="/author/…"><dl><dt>Fernando Olivares</dt><dd>Senior
    Programmer, Mobile</dd></dl></a>``: "Fernando Olivares Senior Programmer" is no one's name).  A name of two words
    at least: a first name and a surname in elements of their own ("<span>Jan</span> <span>Novák</span>") are one
    name.  Else ""."""
    from corpustools.vert.byline import author_name

    parts = [t for t in (" ".join(t.split()) for t in (node.text(separator="\x00") or "").split("\x00")) if t]
    if len(parts) < 2 or " " not in parts[0]:
        return ""
    first = author_name(parts[0])
    if not first or (first != parts[0] if not name else not _runs_on(name, first)):
        return ""
    return first


def _runs_on(name: str, first: str) -> bool:
    """Whether ``name`` is ``first`` and more after a blank, or glued to it ("Fernando OlivaresSenior Programmer")."""
    return len(name) > len(first) and name.startswith(first) and (name[len(first)] == " " or name[len(first)].isupper())


_BIO_BOX = re.compile(r"(?:auth?or|autor|auteur)[-_]?(?:bio|box|info|card)|(?:bio|about)[-_]?(?:the[-_])?auth?or", re.I)
_BIO_HEADINGS = "h2, h3, h4, h5, strong"


def _bio_heading(node: Any) -> str:
    """(xmeta33) The writer's name a bio box under the article gives as its heading (``<div class="author-bio"><img><h3>Jan
    Novák</h3><p>Jan Novák je redaktor …</p></div>``, "about-author", "author-box"), when its first heading is a name
    whose first word the bio says again ("Bence is …"; a box "About the author" names no one); else ""."""
    from corpustools.vert.byline import author_name

    heading = node.css_first(_BIO_HEADINGS)
    if heading is None:
        return ""
    text = " ".join((heading.text(deep=True) or "").split())
    name = author_name(text) if " " in text else ""
    return name if name == text and (node.text(deep=True) or "").count(name.split()[0]) >= 2 else ""


# (xmeta36) a bio box's sentence naming the post's writer, no heading of the name: "This post was written by Danielle
# Padula, Head of Marketing", "Dieser Beitrag wurde von Max Huber verfasst", "Cet article a été rédigé par Claire Martin,
# journaliste", "Článek napsala Jana Nováková, redaktorka": the words between the verb and the next comma or stop
_BIO_STATEMENT = re.compile(r"\b(?:(?:post|article|story|piece|blog|guide) (?:was |is )?(?:written|authored) by"
                            r"|(?:article|billet) a été (?:rédigé|écrit) par"
                            r"|(?:Beitrag|Artikel|Text) (?:wurde|ist) von(?= [^,.;:()]{3,60} (?:verfasst|geschrieben)\b)"
                            r"|(?:Článek|Text|Příspěvek) (?:napsala?|připravila?))"
                            r" ([^,.;:()|]{3,60}?)(?= verfasst\b| geschrieben\b|[,.;:()|]|$)", re.I)
BIO_STATEMENT_WORDS = ("by", "par", " von", "napsal", "připravil")  # one of them in the bio's text, before the search


def _bio_statement(node: Any) -> str:
    """(xmeta36) The writer's name a bio box gives only in its sentence "This post was written by Danielle Padula, Head of
    Marketing" (Scholastica's ``author-bio`` and the like, in English, German, French and Czech), when those words are a
    name; else "" (the box of a writer whose bio says "… was written by hand" names no one)."""
    from corpustools.vert.byline import author_name

    text = " ".join((node.text(deep=True) or "").split())
    if not any(word in text for word in BIO_STATEMENT_WORDS):
        return ""
    match = _BIO_STATEMENT.search(text)
    if match is None:
        return ""
    words = match.group(1).strip()
    name = author_name(words) if " " in words else ""
    return name if name == words else ""


BYWORD_BEFORE_LINK = 4  # (xnews32) a byword before the writer's linked name is this long at most


def _byword_before_link(name: str, node: Any) -> str:
    """(xnews32) The writer's linked name when ``name``, read from an author element's text, is a short byword the
    tables do not know and that link's text (the Catalan "Per <a>Marta Puig</a>" of a tagDiv theme's
    ``td-post-author-name``; "Per" is a Nordic first name too, "Per Andersson", so no table may hold it), else ""."""
    word, _, rest = name.partition(" ")
    if len(word) > BYWORD_BEFORE_LINK or " " not in rest:
        return ""
    link = node.css_first("a")
    return rest if link is not None and " ".join((link.text() or "").split()) == rest else ""


INNER_LOOK = 12  # elements inside an author element read for the name
_NO_NAME_TAGS = frozenset(("img", "svg", "picture", "time", "script", "style", "button", "-text", "_text", "-comment",
                           "_comment"))


def _dates_inside(node: Any) -> bool:
    """(xnews29a) Whether the elements inside ``node`` (one level down) are all dates: a ``<time>`` or a text with a
    digit, none a name in a link of its own ("By <a>Brenda Goodman</a> WebMD Health News" names the writer there)."""
    child, seen = node.child, 0
    while child is not None:
        if not child.tag.startswith(("-", "_")):
            seen += 1
            if child.tag != "time" and not any(c.isdigit() for c in (child.text(deep=True) or "")):
                return False
        child = child.next
    return seen > 0


def _inner_name(node: Any) -> str:
    """The first name among the elements inside an author element whose whole text is no name: the name
    and the date, a role or a picture's initials each in an element of its own, their texts run together
    ("Luke KimDecember 17, 2025", "CM Craig McCarthy Last updated on ...", "Kimberly Rhodes Digital Content
    Producer", (xleft36) a bare Chinese, Japanese or Korean name: "山田太郎" + "2026年11月26日"); pictures, dates
    and the elements ``_AUTHOR_NOT_NAME`` calls labels, titles or bios are passed over.  "" when none of the
    first ``INNER_LOOK`` elements is a name."""
    from corpustools.vert.byline import author_name, bare_cjk_name

    if _dates_inside(node):  # (xnews29a) the name as the element's own text, the date after it in an element of
        own = author_name(node.text(deep=False) or "")  # its own ("Petra Svobodová <span>26. 11. 2026 16:30</span>")
        if own:
            return own
    stack = [node.child]
    looked = 0
    while stack and looked < INNER_LOOK:
        child = stack.pop()
        if child is None:
            continue
        stack.append(child.next)
        if child.tag in _NO_NAME_TAGS:
            continue
        looked += 1
        if _AUTHOR_NOT_NAME_FOUND(child.attributes.get("class") or ""):
            continue
        inner = child.text(deep=True) or ""
        name = author_name(inner) or bare_cjk_name(inner)  # (xleft36: "<span>山田太郎")
        if name:
            return name
        stack.append(child.child)  # (popped next: the element's own children before its next sibling)
    return ""


BYLINE_LOOK = 15  # elements after the headline read for a byline line
BYLINE_END = 4  # paragraphs at the article's end read for one
_BYLINE_TAGS = frozenset(("p", "div", "span", "address", "small", "strong", "b", "em"))


def _byline_line(h1: Any) -> str:
    """The writer's name from a line that is only a byline (``byline.byline``: "Von Max Mustermann", "Par
    Jean Dupont", "Di Mario Rossi", "Autor: Jan Novák"; a date after a bar or a comma aside) among the
    ``BYLINE_LOOK`` elements after the headline, or among the last ``BYLINE_END`` paragraphs of the
    ``<article>`` or ``<main>`` around it (where German and Czech sites sign): the page names its writer so
    without marking the element; "" when there is none."""
    from corpustools.vert.byline import (
        BYLINE,
        BYLINE_TAIL,
        author_name,
        book_facts,
        byline,
        dated_first,
        dated_names,
        names_alone,
        names_beside_date,
        writer_credit,
    )

    container, node = None, h1.parent
    for _ in range(ANCESTORS):
        if node is None or node.tag in ("body", "html"):
            break
        if node.tag in ("article", "main"):
            container = node
            break
        node = node.parent
    around = container or (h1.parent.parent if h1.parent is not None and h1.parent.parent is not None
                           and h1.parent.parent.tag not in ("html", "body") else h1.parent)
    if around is None:
        return ""
    start: list[Any] = []
    after = False
    looked = parts = 0  # the blocks, and the list items and links (xmeta33: a meta line's parts), looked at
    first: set[int] = set()  # (xmeta33) the elements before any picture or heading after the headline
    media = False
    for node in around.traverse():  # (lazily, in document order: the walk stops soon after the headline)
        if not after:
            after = node.mem_id == h1.mem_id
            continue
        if node.tag == "h1" or looked >= BYLINE_LOOK:
            break  # (another article's headline: what follows is not this one's start)
        media = media or node.tag in _MEDIA_OR_HEADING
        if not media:
            first.add(node.mem_id)
        if node.tag in _BYLINE_TAGS and not _holds_blocks(node):
            start.append(node)
            looked += 1
        elif node.tag in _DATED_NAMES_TAGS and parts < BYLINE_LOOK and (node.tag == "a" or not _holds_blocks(node)):
            start.append(node)
            parts += 1
    ends = _last_paragraphs(container) if container is not None else []
    first.update(node.mem_id for node in ends)
    writer_by_date = ""  # (xmeta33) names beside their date, no byword: taken when no line is a byline
    for node in (*start, *ends):
        text = node.text(deep=True) or ""
        if len(text) > 4 * BYLINE:
            continue
        text = " ".join(text.split())
        if not text or len(text) > 2 * BYLINE:
            continue
        if node.tag not in _BYLINE_TAGS:  # (a list item's or a link's names only beside a date: a meta line's parts)
            if not writer_by_date and node.mem_id in first and len(text) <= BYLINE and names_beside_date(text) \
                    and not _topic_part(node) and _beside_date(node) and _own_links(node, text) and not _elsewhere(node):
                writer_by_date = author_name(text)
            continue
        if book_facts(text):
            continue  # (xfix32) a review's line of the book's publisher: "Published by Penguin Random House, 2021, 320 pp."
        undated = dated_first(text)  # (the byline after a date opening the line, else the line)
        whole, text = text, BYLINE_TAIL.split(writer_credit(undated), maxsplit=1)[0].strip()
        # (the whole line, too, when the tail is the writer's trade: "Jana Malá | redaktorka"; session 26; (xnews33)
        # the names alone that end a dated meta line: "20. listopadu 2026 · 4 min · Tomáš Vondra", Hugo PaperMod's)
        if len(text) <= BYLINE and (byline(text) or (whole != text and len(whole) <= BYLINE and byline(whole))
                                    or (undated != whole and names_alone(text))) \
                and not _elsewhere(node):
            name = author_name(text)
            if name:
                return name
        if not writer_by_date and node.mem_id in first and len(whole) <= BYLINE and _own_links(node, whole) \
                and not _elsewhere(node):
            if whole != text:
                writer_by_date = dated_names(whole)
            elif names_beside_date(whole) and _beside_date(node):
                writer_by_date = author_name(whole)
    return writer_by_date


# (xmeta33) what ends the top of an article under its headline: a picture or a heading (a teaser's image and title, on
# a page of teasers under its own headline; names beside a date after them are a teaser's writer)
_MEDIA_OR_HEADING = frozenset(("img", "picture", "figure", "video", "iframe", "h2", "h3", "h4", "h5", "h6"))


def _own_links(node: Any, names: str) -> bool:
    """(xmeta33) Whether the links in ``node`` (or ``node`` itself, a link) lead to the named writer's page: an address
    of a writer's folder (``_WRITERS_PAGE``) or holding the name's slug ("/anna-urbanova-8107882"), or none at all.  The
    names of links to a section or a tag ("Bundesliga Fernsehgucken Filzball", three category links beside the date)
    are no writer's."""
    links = [node] if node.tag == "a" else node.css("a")
    if not links:
        return True
    slug = "-".join(_folded(names).split())
    for link in links:
        href = link.attributes.get("href")
        if href and not _WRITERS_PAGE.search(href) and slug not in _folded(href):
            return False
    return True


_DATED_NAMES_TAGS = _BYLINE_TAGS | {"li", "a"}  # (xmeta33) ... and the parts of a meta line whose names are beside a date
SEPARATORS = frozenset("|·•–—-/,")  # the characters of a meta line's separator element ("·", " | ")
DATE_TEXT = 40  # an element beside the names that gives a date is this long at most
DATE_STEPS = 4  # nodes looked at on each side of the names for it


def _beside_date(node: Any) -> bool:
    """(xmeta33) Whether the element before or after ``node`` (separators passed over; the element around ``node`` when
    it is that one's only element) is a date: a ``<time>`` or a short text that gives a day.  The writer's name and the
    date each in an element of their own, no byword ("<span>Jan Novák</span> · <span>1. 12. 2026</span>", "<li><i
    class="bi bi-person"></i> Jane Doe</li><li><time>…</time></li>"): a byline all the same; not a name linked in a
    sentence (``in_sentence``), whose words around it are no separators."""
    from corpustools.vert import textdates

    if in_sentence(node):
        return False
    for _ in range(2):
        for step in ("prev", "next"):
            sibling = getattr(node, step)
            for _ in range(DATE_STEPS):
                if sibling is None:
                    break
                text = "" if sibling.tag in ("-comment", "_comment") else (sibling.text(deep=True) or "").strip()
                if text and not SEPARATORS.issuperset(text.replace(" ", "")):
                    if sibling.tag == "time" or sibling.tag not in ("-text", "_text") and len(text) <= DATE_TEXT \
                            and (textdates.text_day(text) is not None or _a_time(sibling, text)):
                        return True
                    break  # (another element, or words of their own beside the names)
                sibling = getattr(sibling, step)
        parent = node.parent
        if parent is None or parent.tag in ("body", "html", "article", "main") or _elements_in(parent) != 1:
            return False
        node = parent
    return False


# (xmeta36) the icon of a meta line's part that names the post's topic, not its writer: Bootstrap Icons' "bi-folder",
# "bi-tags", Font Awesome's "fa-folder-open", "fa-tag", "fa-bookmark", WordPress's "category"/"tag" links
_TOPIC_ICON = re.compile(r"folder|tags?\b|categor|bookmark|label", re.I)


def _topic_part(node: Any) -> bool:
    """(xmeta36) Whether a meta line's part (a list item, a link) is the post's category or tags, not its writer: its
    icon says so ("<li><i class="bi bi-folder"></i> Audio Plugins</li>" beside "<li><i class="bi bi-clock"></i><time>"),
    or the link's ``rel`` ("<a rel="category tag">Local News</a>"); a two-word category is a name to the tables."""
    rel = node.attributes.get("rel") or ""
    if "category" in rel or "tag" in rel.split():
        return True
    icon = node.css_first("i[class], span[class*=icon], svg[class]")
    return icon is not None and bool(_TOPIC_ICON.search(icon.attributes.get("class") or ""))


def _a_time(node: Any, text: str) -> bool:
    """(xmeta36) Whether all of ``node``'s text ``text`` is a ``<time>`` in it: a date the markup says is one, though its
    text names no day unambiguously ("<li><i class="bi bi-clock"></i><time datetime="02-12-2025">02-12-2025</time></li>",
    day and month in either order)."""
    time = node.css_first("time")
    return time is not None and " ".join((time.text(deep=True) or "").split()) == " ".join(text.split())


def _elements_in(node: Any) -> int:
    """The number of elements right inside ``node``."""
    count, child = 0, node.child
    while child is not None:
        count += not child.tag.startswith(("-", "_"))
        child = child.next
    return count


# (xmeta33) a byword's label alone in an element, the writer's name in the next one (a Tailwind, Webflow or Framer blog's
# author card: "<div class="text-gray-400">Written by</div><div class="text-xl">Jack Shepherd</div>", "<h2>Article by</h2>
# <div>Matias Heikkilä</div>"); not "Reviewed by" (a reviewer), "Posted by" (a comment's poster as often), "Published by"
# (a book's publisher), "Powered by", "Sort by"
_LABEL_THEN_NAME = re.compile(r">\s*(?:written|article|story|words|text|reporting)\s+by:?\s*"
                              r"</(?:h[2-6]|div|span|p|dt|strong|b|em|small)>\s*"
                              r"(?:<(?:div|span|p|dd|a|h[2-6]|strong|b)\b[^<>]{0,300}>\s*){1,3}([^<>]{3,60}?)\s*<", re.I)
LABEL_SPAN = 40  # characters before a "by</" searched for its label's start, and ...
NAME_SPAN = 800  # ... after it for the name's element
MAX_LABELS = 5  # labels read from one page


def _labelled_name(html: str) -> str:
    """(xmeta33) The writer's name in the element after a byword's label alone in its own (``_LABEL_THEN_NAME``), when
    the page marks no author element and shows no byline; "" when none is a name or the labels name different writers
    (a list of posts, each "Written by" its writer)."""
    from corpustools.vert.byline import author_name

    found: set[str] = set()
    start, labels = 0, 0
    while labels < MAX_LABELS:
        at = html.find("by</", start)
        at_capital = html.find("By</", start)
        at = at_capital if at < 0 or 0 <= at_capital < at else at
        if at < 0:
            break
        start, labels = at + 4, labels + 1
        match = _LABEL_THEN_NAME.search(html, max(0, at - LABEL_SPAN), at + NAME_SPAN)
        if match is None or match.start() > at:
            continue
        name = author_name(htmllib.unescape(match.group(1)))
        if name and " " in name:
            found.add(name)
    return found.pop() if len(found) == 1 else ""


END_STEPS = 120  # elements walked back from an article's end for its last paragraphs


def _last_paragraphs(container: Any) -> list[Any]:
    """The last ``BYLINE_END`` ``<p>`` elements inside ``container`` that hold no blocks, in document order,
    walked to backwards from its end (a query of all its paragraphs costs a long article more)."""
    found: list[Any] = []
    stack = [container.last_child]
    steps = 0
    while stack and len(found) < BYLINE_END and steps < END_STEPS:
        node = stack.pop()
        if node is None:
            continue
        steps += 1
        stack.append(node.prev)
        if node.tag == "p" and not _holds_blocks(node):
            found.append(node)
        elif node.tag not in ("-text", "_text", "-comment", "_comment") and node.last_child is not None:
            stack.append(node.last_child)
    return found[::-1]


_BLOCKS = frozenset(("div", "p", "section", "article", "ul", "ol", "table", "header", "footer", "figure", "h2", "h3",
                     "blockquote", "aside", "nav", "form", "main", "li", "dl"))


def _holds_blocks(node: Any) -> bool:
    """Whether an element holds other blocks (a container: its text is not one line, and reading it all
    would cost what a byline's does not)."""
    child = node.child
    while child is not None:
        if child.tag in _BLOCKS:
            return True
        child = child.next
    return False


_AUTHOR_CLASS = re.compile(r"author|autor|auteur|byline|szerzo|yazar|kirjoittaja|contributorname|writer|reporter|field--name-uid", re.I)  # the classes _AUTHOR_MARKS names
# a link to one writer's page: a name's slug after the folder of the writers' pages (after the writer's number, too:
# "/autori/1234/jana-kovacova", "/author/57/jane-doe"; session 26)
# ((xnews31) and the writers' folders of Swedish, Hungarian, Danish, Finnish and Turkish sites: SvD's "/av/karin-olsson",
# 24.hu's "/szerzo/kiss-peter/", Information's "/journalist/mette-hansen", "/toimittaja/…", "/yazar/…")
_WRITERS_PAGE = re.compile(r"/(?:author|authors|autor|autoren|auteur|auteurs|autore|autori|autores|av|szerzo|journalist"
                           r"|toimittaja|yazar|muhabir|autoria)/+(?:\d+/+)?[^/?#\s]*[^\W\d_]"
                           # ((xnews32) Nine's "/by/michael-mcgowan": a name's slug, its parts hyphenated, after "/by/"
                           # ("/sort/by/date" is none)
                           r"|/by/+[^\W\d_]+-[^/?#\s]*[^\W\d_]", re.I)


# a login name, not a person's: "kffnirmitap", "andrew.keaveney" (written so that a long value that is none fails
# in linear time: "[a-z0-9]+[._-]?[a-z0-9]*" tried every split of a run of letters, seconds on a 20,000-letter value)
_LOGIN = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]*)?")
_NOT_PERSONS = re.compile(r"Organization|WebSite|Corporation|NewsMediaOrganization|WebPage", re.I)


def _site_like(name: str) -> bool:
    """Whether an author's name is a domain name ("tagesschau.de") or a company's, by the legal form after it
    ("Economia, a.s.", "Axel Springer SE", "Example Media GmbH"): the site or its publisher, not a writer."""
    return headline._DOMAIN_NAME.fullmatch(name.strip()) is not None or _COMPANY.search(name) is not None \
        or (name[:1] in _AUTHORITY_FIRST and _AUTHORITY.match(name) is not None)


# (xother35) a municipality or an authority named as the author: a Czech obec's VismoOnline and Galileo sites write
# ``<meta name="author" content="Obec Lipůvka">`` on every page, a Slovak mesto's, a German Gemeinde's or
# Landratsamt's, a French mairie's, an Italian comune's the same; the byline the page shows ("Autor: Jana
# Dvořáková") names the writer
_AUTHORITY = re.compile(
    r"(?:Obec|Obecní úřad|Město|Městys|Městský úřad|Městská část|Statutární město|Mesto|Mestský úrad|Obecný úrad"
    r"|Stadt|Gemeinde|Marktgemeinde|Stadtgemeinde|Stadtverwaltung|Gemeindeverwaltung|Landkreis|Landratsamt|Kanton"
    r"|Bezirksamt|Ministerium|Ministère|Ministero|Ministerstvo|Ville de|Commune de|Mairie de|Comune di|Città di"
    r"|Municipio di|Gmina|Urząd)\s+\w", re.U)
_AUTHORITY_FIRST = frozenset("OMSGLKBVCU")


# a company's legal form at the end of a name (Czech, Slovak, German, French, Italian, English ...)
_COMPANY = re.compile(r"\w[\s,]+(?:a\.\s?s\.|s\.\s?r\.\s?o\.|spol\.\s?s\s?r\.\s?o\.|k\.\s?s\.|v\.\s?o\.\s?s\.|GmbH(?:\s?&\s?Co\.?\s?KG)?"
                      r"|AG|KG|SE|e\.\s?V\.|Ltd\.?|Limited|Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|plc|PLC|S\.\s?A\.|SAS|SARL|S\.\s?p\.\s?A\.|SpA"
                      r"|S\.\s?r\.\s?l\.|Srl|B\.\s?V\.|N\.\s?V\.|Oy|AB|ASA)\s*$")


# a login shown as a name: one word of letters and digits with a capital inside ("KatieS", "PaulWBryant"), letters
# up to its first small letter before a capital (:func:`_handle`)
_HANDLE_START = re.compile(r"[^\W\d_]*?[a-z][A-Z]")
_ALNUM = re.compile(r"[^\W_]+")


def _handle(name: str) -> bool:
    """Whether ``name`` is a login shown as a name ("KatieS", "PaulWBryant"): ``[^\\W\\d_]*[a-z][A-Z][^\\W_]*``
    in two linear steps (that pattern in one tried every split of a long value that was none: a page's 40,000
    letters of ``<meta name="author">`` took seconds)."""
    return _HANDLE_START.match(name) is not None and _ALNUM.fullmatch(name) is not None


def _not_named(name: str, page: PageFacts) -> bool:
    """Whether a stated author names no writer, so that the byline the page shows outranks it: a login
    ("andrew.keaveney", "KatieS"), a newsroom's label ("Redakce", "Editorial Staff"), the site ("tagesschau.de",
    a company by its legal form) or the site's own name as the page gives it (``og:site_name``, the JSON-LD publisher: "Cleveland Clinic", "Rapid7";
    a blogger's site named after them is theirs too, and keeps their name when the page shows none)."""
    from corpustools.vert.byline import label_or_role

    name = name.strip()
    if _LOGIN.fullmatch(name) or _handle(name) or _site_like(name) or label_or_role(name):
        return True  # ((xmeta32) a newsroom's label: "Redakce", "Redaktion", "Editorial Staff")
    return page._site_named(name)


def _section_name(name: str, url: str) -> bool:
    """Whether a stated author is the page's section, not a writer: one capitalized word that is one of the first
    folders of the page's address or the first label of its host, accents and case aside (Aktuálně's JSON-LD names
    "Zahraničí" the author of ``zpravy.aktualne.cz/zahranici/…``, "Domácí" of ``…/domaci/…``; session 26).  A
    writer's name is two words or more; a one-word name stays when its folder follows a folder of writers' pages
    ("Marek" at ``/blog/marek/…``) or its label is a blog platform's subdomain ("Sarah" at ``sarah.wordpress.com``)."""
    name = name.strip()
    if not name or " " in name or len(name) > SECTION_NAME or not name[0].isupper():
        return False
    key = _folded(name)
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    host = (parts.hostname or "").split(".")
    folders = [f for f in parts.path.lower().split("/") if f][:-1][:SECTION_FOLDERS]
    if key in folders and not (folders.index(key) == 1 and folders[0] in _WRITERS_FOLDERS):
        return True
    # (a blog platform's subdomain is its writer's: "sarah.wordpress.com", "marek.substack.com"; xreview26b)
    return len(host) > 2 and key == host[0] and ".".join(host[-2:]) not in _BLOG_PLATFORMS


# the folders whose next folder is a writer's own ("/blog/marek/…", "/users/anna/…") and the blog platforms whose
# subdomain is a writer's (a one-word author named so is the writer: xreview26b)
_WRITERS_FOLDERS = frozenset(("blog", "blogs", "blogy", "blogi", "user", "users", "u", "people", "members", "profile",
                              "profil", "~"))
_BLOG_PLATFORMS = frozenset(("wordpress.com", "blogspot.com", "substack.com", "tumblr.com", "medium.com", "blog.cz",
                             "blogger.com", "over-blog.com", "ghost.io", "livejournal.com", "wixsite.com", "webnode.cz",
                             "webnode.sk", "blogspot.de", "blogspot.cz", "typepad.com", "hashnode.dev", "bearblog.dev"))
SECTION_NAME = 24  # a section's name is this long at most
SECTION_FOLDERS = 2  # ... and one of the address's first folders (not its last part, the article's slug)


def _folded(text: str) -> str:
    """``text`` lower case, without accents: "Zahraničí" -> "zahranici"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def _no_person(value: Any) -> bool:
    """Whether a JSON-LD author value names only organizations or websites (by their ``@type``)."""
    items = value if isinstance(value, list) else [value]
    kinds = [_types(item) for item in items if isinstance(item, dict)]
    return bool(kinds) and len(kinds) == len(items) and all(_NOT_PERSONS.search(k) for k in kinds)


def _elsewhere(node: Any) -> bool:
    """Whether ``node`` lies in a region whose names are not the page's writer's (``_AUTHOR_ELSEWHERE``, a
    ``<footer>``, ``<aside>`` or ``<nav>``, a schema.org comment, review or answer); ``<body>``'s classes
    name no region, and an article's own ``<footer>`` or ``<aside>`` (its byline, its meta) is the
    article's."""
    node = node.parent
    while node is not None and node.tag not in ("body", "html"):
        if node.tag == "nav" or node.tag in ("footer", "aside") and not _in_article(node):
            return True
        attrs = node.attributes
        # (xreview36b) and Wix's hooks, its classes hashed: a comment's data-hook="user-name" in data-hook="comment"
        marks = f"{attrs.get('class') or ''} {attrs.get('id') or ''} {attrs.get('data-hook') or ''}"
        if _AUTHOR_ELSEWHERE_FOUND(marks) and _names_region(marks) and not marks.startswith(_BLOGGER_POSTS):
            return True
        if _RESPONSE_ITEM.search(attrs.get("itemtype") or ""):
            return True
        node = node.parent
    return False


def _names_region(marks: str) -> bool:
    """Whether one of an element's class or id names (``marks``, where ``_AUTHOR_ELSEWHERE`` is found) names
    a region of other people's names, not the state of a layout around the article nor a page builder's
    wrapper: "container-article-with-sidebar", "has-sidebar", "no-comments", "layout-right-sidebar",
    "elementor-widget-container" wrap the article itself."""
    return any(_AUTHOR_ELSEWHERE.search(name) and not _LAYOUT_STATE.search(name) for name in marks.split())


# a class that says what a layout has beside the article, not what the element is; and a page builder's
# wrapper of each of its elements, the article's too (Elementor's "elementor-widget-container",
# "elementor-widget-wrap", "elementor-widget-author-box")
_LAYOUT_STATE = re.compile(r"(?:^|[-_])(?:with|has|no|without|left|right)[-_](?:sidebar|comments?|widgets?|related)$|"
                           r"^elementor-widget"
                           # ((xnews32) Soledad's container of a layout with a sidebar, "container penci_sidebar")
                           r"|^penci_sidebar$"
                           # ((xnews33) the Theia Sticky Sidebar plugin's wrapper, which Soledad, Newspaper and other
                           # themes put around the article's column as around the sidebar: "theiaStickySidebar")
                           r"|^theiastickysidebar$", re.I)
_RESPONSE_ITEM = re.compile(r"Comment|Review|Answer", re.I)
# Blogger's column of posts, a "widget" like its sidebar's (``<div class="widget Blog" id="Blog1">``): the post's
# "Posted by <name>" is in it
_BLOGGER_POSTS = "widget Blog Blog"
# the elements PageFacts reads, as one selector list: each part is told apart by its tag and attributes
# (one attribute prefix and a bare tag cost lexbor less than a selector for each date property and time kind)
_FACTS = ('meta[content], [itemprop^="date"], time, script[type="application/ld+json" i], [itemtype], h1, '
          '[itemprop="headline"], [property][content], h2.entry-title, h3.entry-title, h3.entry-header, h2.p-name, '
          'td.contentheading')
# ((xmeta36) ``h2.entry-title``: hAtom's class of the post's title, an ``<h2>`` in themes whose ``<h1>`` is the site's
# logo (BootstrapMade's blog templates, older WordPress themes): the byline under it is looked for after it)
# (xleft38) ``h3.entry-title`` (Dreamwidth, LiveJournal, Blogger), Typepad's ``h3.entry-header``, microformats2's
# ``h2.p-name`` in an ``h-entry`` (Write.as): a post's title under a banner whose ``<h1>`` is the blog's name, or a
# page with no ``<h1>`` at all (:func:`_post_title`); Joomla 1.0's and 1.5's (and Mambo's) table cell of an article's
# title, ``td.contentheading``, under the site's name in ``<div id="header"><h1 id="logo">``
_POST_TITLE_CLASSES = frozenset(("entry-title", "entry-header", "p-name", "contentheading"))
# the names of a page's banner: an ``<h1>`` in it (or so named) is the site's name, not the page's headline
_BANNER_NAMES = frozenset(("header", "banner", "masthead", "branding", "site-header", "site-branding", "site-title",
                           "blog-title", "banner-header", "logo"))
BANNER_LEVELS = 4  # levels looked up from an <h1> for the banner it sits in
# RDFa date properties on an element of the body, as Drupal writes them (``<span property="dc:date dc:created"
# content="2014-03-12T10:00:00+01:00">``, ``<span property="schema:dateCreated" content="...">``): read as the
# meta tags of the same names (a creation time as microdata's ``dateCreated``)
_RDFA_DATES = {"dc:date": "dc.date", "dc:created": "dc.date.created", "dc:issued": "dcterms.issued",
               "dcterms:created": "dcterms.created", "dcterms:issued": "dcterms.issued", "dcterms:date": "dcterms.date",
               "schema:datepublished": "datepublished", "article:published_time": "article:published_time"}
_VIDEO_PATH = re.compile(r"^[^?#]*/videos?/.", re.I)
_RDFA_COMMENT = re.compile(r"comment", re.I)  # a comment's own RDFa (typeof="sioct:Comment", class="comment")
_AUTHOR_BOXES = frozenset(("html", "body", "main", "article", "section", "header", "meta", "link", "script", "img"))
# an author element that is a picture, a label or a bio, not the name
_AUTHOR_NOT_NAME = re.compile(r"avatar|image|img|photo|pic|bio|desc|title|label|social|links\b", re.I)
_AUTHOR_NOT_NAME_FOUND = firstchar.lowered_search(_AUTHOR_NOT_NAME)  # (without re.I in ASCII classes: 0.9 -> 0.2 ms, 248 pages)
# the regions where a name is a reader's, a related story's or a teaser's, not the page's writer's
_AUTHOR_ELSEWHERE = re.compile(r"comment|review|repl(?:y|ies)|respond|responses|testimonial|related|recommend|"
                               r"sidebar|widget|teaser|more-?from|popular|" + phrases.COMMENT_REGIONS, re.I)
_AUTHOR_ELSEWHERE_FOUND = firstchar.lowered_search(_AUTHOR_ELSEWHERE)  # (ASCII names lowered, without re.I)
MAX_AUTHOR_MARKS = 20  # author elements read from one page
ANCESTORS = 12  # levels looked up for a comment around an RDFa date
MAX_SHOWN_AUTHORS = 3  # more names shown as authors is a list of stories, not a byline
_ITEMTYPE = re.compile(r"https?://schema\.org/(\w+)", re.I)  # a microdata item's type (the first of a list)
_JSONLD_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"(?:https?://schema\.org/)?(\w+)"')  # in a script that is not JSON
MAX_TYPES = 500  # schema.org types read from one page (JSON-LD graphs can have hundreds)


class PageFacts:
    """The parts of one parsed page that the metadata is read from.

    ``tree`` is the page's selectolax (lexbor) parse when the extractor has one: it is read here before
    extraction prunes it, which spares the metadata a parse of its own.  When neither the link's feed
    item (``feed``), the page's JSON-LD and meta tags nor its address (``url``) states a date, the dates
    the page shows are gathered too (:func:`corpustools.vert.pagedate.gather`, ``shown``), since the
    pruned tree has lost its bylines (unless the search of the page is off, ``search``); a page that needs
    them otherwise is parsed again for them."""

    def __init__(self, html: str, tree: Any = None, url: str = "", feed: Mapping[str, str] | None = None,
                 search: bool = True) -> None:
        self.html = html
        self.url = url
        self._language: str | None = None
        self.shared = tree is not None
        tree = self.tree = tree if tree is not None else parsed(html)
        node = tree.css_first("title")
        self.title = _cap(_clean(node.text()) if node is not None else "", MAX_TITLE)
        self.meta: dict[str, str] = {}
        self.itemprop_date = ""
        self.itemprop_created = ""  # a question's "asked" time on a Q&A page
        self.times: list[str] = []  # the first MAX_TIMES <time datetime> values (a UTC time's local day)
        self.jsonld: list[dict[str, Any]] = []
        self.jsonld_data: list[Any] = []  # each script's JSON as parsed, for every type it names
        self.itemtypes: list[str] = []  # microdata items' schema.org types, in document order
        self.broken_jsonld: list[str] = []  # scripts that are not JSON (trailing commas, stray quotes)
        self._types: list[str] | None = None  # schema_types(), once found
        self._articles: list[dict[str, Any]] | None = None  # articles(), once found
        self._site_names: list[str] | None = None  # site_names(), once found
        last = None
        first_h1 = headline_node = entry_title = None  # the first <h1>; the first in an article or marked as the
        # headline; the first ``h2.entry-title``
        post_titles: list[Any] = []  # the headings named as a post's title (``_POST_TITLE_CLASSES``)
        for node in tree.css(_FACTS):  # one walk over the page for the kinds, in document order
            if node.mem_id == last:  # lexbor gives an element once per selector of the list it matches, in a row
                continue
            last = node.mem_id
            tag, attrs = node.tag, node.attributes
            if tag in ("h2", "h3", "td"):  # (a post's title: the only h2, h3 and td the selector lists)
                post_titles.append(node)
                if entry_title is None and tag == "h2" and "entry-title" in (attrs.get("class") or "").split():
                    entry_title = node
                continue
            if headline_node is None and (tag == "h1" or attrs.get("itemprop") == "headline"):
                if tag == "h1" and first_h1 is None:
                    first_h1 = node
                if attrs.get("itemprop") == "headline" or _in_article(node):
                    headline_node = node
            if tag == "meta" and "content" in attrs:  # meta[content]
                key = (attrs.get("property") or attrs.get("name") or attrs.get("itemprop") or "").strip().lower()
                content = attrs.get("content")
                if key and content and key not in self.meta:
                    self.meta[key] = content
            elif "property" in attrs and "content" in attrs:  # [property][content]: RDFa in the body
                self._rdfa_date(node, (attrs.get("property") or "").lower().split(), attrs.get("content") or "")
            if tag == "time" and len(self.times) < MAX_TIMES:
                value = attrs.get("datetime")
                if value:
                    self.times.append(value)
            prop = attrs.get("itemprop")
            if (not self.itemprop_date and (prop == "datePublished" or (tag == "time" and "pubdate" in attrs))
                    or not self.itemprop_created and prop == "dateCreated"):
                value = attrs.get("content") or attrs.get("datetime") or node.text()
                if value and value.strip() and not _in_response(node):
                    if prop == "dateCreated":
                        self.itemprop_created = value.strip()
                    else:
                        self.itemprop_date = value.strip()
            itemtype = attrs.get("itemtype")
            if itemtype and len(self.itemtypes) < MAX_TYPES:
                found = _ITEMTYPE.match(itemtype.strip())
                if found:
                    self.itemtypes.append(found.group(1))
            kind = attrs.get("type") if tag == "script" else None
            if kind and kind.isascii() and kind.lower() == "application/ld+json":  # the selector's "i"
                text = node.text() or ""
                data = _load_json(text)
                if data is None:
                    self.broken_jsonld.append(text)
                else:
                    self.jsonld_data.append(data)
                self.jsonld.extend(_json_objects(data))
        h1 = headline_node or first_h1
        self.h1 = _clean(_heading_text(h1)) if h1 is not None else ""
        if headline_node is None and (title := _post_title(post_titles, first_h1)) is not None and (
                (named := _clean(_heading_text(title))).casefold() in self.title.casefold()):
            self.h1 = named  # (the page's <title> names it: not a side box's one teaser)
        # the byline the page shows, read before extraction prunes it, for a page that states no author
        stated, self.stated_no_person = self._stated_author = self._author_statement()
        # the byline the page shows, read before extraction prunes the tree, when no person is stated
        if headline_node is None and entry_title is not None and (h1 is None or not _in_article(h1)):
            h1 = entry_title  # (xmeta36) the post's title an h2, the <h1> the site's logo: the byline is under the h2
        self.shown_author = _shown_author(tree, h1, url) if not stated or self.stated_no_person else ""
        if not self.shown_author and (not stated or self.stated_no_person) and ("by</" in html or "By</" in html):
            self.shown_author = _labelled_name(html)  # (xmeta33) "<div>Written by</div><div>Jack Shepherd</div>"
        self._script_days: list[dt.date] | None = None
        self.shown: pagedate.Shown | None = None
        if self.shared and search and not front_page(url) and (
                (zoneless := _zoneless(statement := self._statement(feed or {}), self.language)) or not statement
                and not self._stated(url)):
            # (a feed's date is the feed's word: no statement is read, nor the day shown beside it)
            # the language found once, on the tree before pruning, for the shown dates and the statements
            # (and for a statement in UTC, the day its readers saw, ``pagedate.zone_day``: the date elements)
            self.shown = pagedate.gather(tree, self.titles(), url=url, lang=self.language(), free_text=not zoneless,
                                         most=pagedate.ZONE_CANDIDATES if zoneless else pagedate.MAX_CANDIDATES)

    def _rdfa_date(self, node: Any, properties: list[str], content: str) -> None:
        """An RDFa date property of an element (see ``_RDFA_DATES``), kept as the meta tag of its name unless
        a comment's (Drupal marks each comment's time so)."""
        content = content.strip()
        if not content or not any(p in _RDFA_DATES or p == "schema:datecreated" for p in properties):
            return
        parent = node.parent
        for _ in range(ANCESTORS):
            if parent is None or parent.tag in ("body", "html"):
                break
            marks = f"{parent.attributes.get('typeof') or ''} {parent.attributes.get('class') or ''}"
            if _RDFA_COMMENT.search(marks):
                return
            parent = parent.parent
        for prop in properties:
            if prop == "schema:datecreated":
                self.itemprop_created = self.itemprop_created or content
            elif prop in _RDFA_DATES:
                self.meta.setdefault(_RDFA_DATES[prop], content)

    def _stated(self, url: str) -> bool:
        """Whether the page's address or its scripts give a day (believable before tomorrow: the capture
        time is not known here), for a page whose feed item and statements give none."""
        bound = dates.latest_believable("")
        return dates.url_day(url) is not None or not self.shop_or_list() and script_day(self, bound) is not None

    def _statement(self, feed: Mapping[str, str]) -> str:
        """The first date the page's statements give with a day believable before tomorrow, "feed" when
        the feed item gives one first, else ""."""
        bound = dates.latest_believable("")
        for source, value in _date_statements(self, feed):
            if value and dates.believable(dates.to_day(value), bound):
                return value if source != "feed" else "feed"
        return ""

    def written_times(self) -> list[str]:
        """The machine-readable times the page writes: its ``<time datetime>`` values, its date meta tags
        and its JSON-LD publication dates (one of them may give with its own offset the moment another
        states in UTC)."""
        stated = [o.get("datePublished") for o in self.jsonld]
        return [*self.times, *self.meta_dates(), *(v for v in stated if isinstance(v, str))]

    def language(self) -> str:
        """The page's language for reading a month name whose month depends on it
        (:func:`corpustools.vert.pagedate.dates_language`), found once."""
        if self._language is None:
            self._language = pagedate.dates_language(self.tree, self.url)
        return self._language

    def script_days(self) -> list[dt.date]:
        """The days of the first ``MAX_SCRIPT_DATES`` publication times in the page's scripts' data (see
        :func:`script_day`), found once."""
        if self._script_days is None:
            self._script_days = []
            for found in _SCRIPT_VALUE.finditer(self.html):  # a date as a value (fast), then its key
                key = _SCRIPT_KEY.search(self.html, max(0, found.start() - KEY_SPAN), found.start())
                if key is None or key.group(1) is None and not _SERIALIZED.match(found.group(0)):
                    continue
                day = dates.to_day(found.group(1))
                if day is not None:
                    self._script_days.append(day)
                    if len(self._script_days) >= MAX_SCRIPT_DATES:
                        break
            if not self._script_days and _TAG_LITERAL.search(self.html):  # (one pass over the page, not two)
                for found in _TAG_DATE.finditer(self.html):
                    kind = _TAG_KIND.search(self.html, max(0, found.start() - TAG_SPAN), found.end() + TAG_SPAN)
                    if kind is not None and kind.group(1).lower() in _NOT_ONE_ITEM:
                        continue  # upScore's "landingpage": a home page's day of its last setting
                    day = dates.to_day(found.group(1))
                    if day is not None:
                        self._script_days.append(day)
                        break
        return self._script_days

    def shop_or_list(self) -> bool:
        """Whether the page says it is a shop's product, a list of items or a forum's thread (``og:type``
        product, a schema.org ``Product``, ``ItemList``, ``CollectionPage``, ``DiscussionForumPosting``): its
        scripts' publication times are the shop items', the listed pages' or the posts'."""
        if self.meta.get("og:type", "").strip().lower().startswith("product"):
            return True
        return any(t in _SHOP_OR_LIST for t in self.schema_types())

    def video_page(self) -> bool:
        """Whether the page is a video's (``og:type`` video, a ``/video/`` address) and names no article in its
        JSON-LD: its ``VideoObject``'s ``uploadDate`` is then its day (on an article it is an embedded film's)."""
        kind = self.meta.get("og:type", "").strip().lower()
        return (kind.startswith("video") or _VIDEO_PATH.search(self.url) is not None) and not self.articles()

    def titles(self) -> list[str]:
        """The page's title, ``og:title`` and ``<h1>``: where a date may be written in a headline."""
        return [self.title, self.meta.get("og:title", ""), self.h1]

    def whole_tree(self) -> Any:
        """The page's tree with everything in it: parsed again when the extractor has pruned its own."""
        if self.shared:
            self.tree, self.shared = parsed(self.html), False
        return self.tree

    def schema_types(self) -> list[str]:
        """The schema.org types the page names, JSON-LD first (every ``@type`` at any depth, the first of a
        list; a script that is not JSON searched for them), then microdata's ``itemtype``s: what a page is
        (``Product``, ``QAPage``, ``NewsArticle`` ...) for ``pagetype``, read from the tree, not the source.
        Found once (the extraction's rules ask three or four times a page, and a graph of hundreds of nodes
        was walked each time: ~1 % of a worker's CPU); the list is shared: not to be changed."""
        if self._types is None:
            found: list[str] = []
            for data in self.jsonld_data:
                _schema_types(data, found)
            for text in self.broken_jsonld:
                found.extend(m.group(1) for m in _JSONLD_TYPE.finditer(text))
            self._types = (found + self.itemtypes)[:MAX_TYPES]
        return self._types

    def articles(self) -> list[dict[str, Any]]:
        """The page's JSON-LD objects of an article's type, found once (the date statements, the author, the
        headline and the extractor ask again and again); the list is shared: not to be changed."""
        if self._articles is None:
            self._articles = [o for o in self.jsonld if ARTICLE_TYPES.search(_types(o))]
        return self._articles

    def jsonld_date(self, key: str = "datePublished") -> str:
        """The first ``key`` (``datePublished``, ``dateCreated`` or a job advert's ``datePosted``) of the page's
        articles, else of any JSON-LD object, else (``datePublished`` only) of a script that is not quite JSON."""
        for group in (self.articles(), self.jsonld):
            for obj in group:
                value = obj.get(key)
                if isinstance(value, str) and value.strip():
                    return value
        if key == "datePublished":
            for text in self.broken_jsonld:
                m = _DATE_PUBLISHED.search(text)
                if m:
                    return m.group(1)
        return ""

    def meta_dates(self) -> Iterator[str]:
        for key in META_DATE_KEYS:
            if key in self.meta:
                yield self.meta[key]
        if self.itemprop_date:
            yield self.itemprop_date
        for key, value in self.meta.items():  # a site's own name for it: "w-published-date", "pub-date"
            if key not in _META_DATE_SET and _META_PUBLISHED.search(key):
                yield value

    def author(self) -> str:
        """The stated author(s) of the page's own article.  Several articles in the JSON-LD and none
        marked as the page's main entity is a listing: no author.  More than ``MAX_AUTHORS`` names is a
        staff list, not a byline: none either.  (Found with the page's facts, which stay as they are.)"""
        return self._stated_author[0]

    def _author_statement(self) -> tuple[str, bool]:
        """:meth:`author`, and whether it names no person: an organization or a website in the JSON-LD,
        or a login name ("andrew.keaveney"), which the byline the page shows outranks."""
        articles = self.articles()
        if len(articles) > 1:
            articles = [o for o in articles if o.get("mainEntityOfPage")]
            if len(articles) != 1:
                return "", False
        for obj in articles or self.jsonld:
            value = _referred(obj.get("author") or obj.get("creator"), self.jsonld)
            names = _names(value)
            if names and len(names) <= MAX_AUTHORS:
                # ((xmeta32) a string naming several as a byline does: "By Jane Doe and John Smith", "Jane Doe, John Smith")
                names = [part for n in names if not _section_name(n, self.url) for part in _meta_names(n)]
                if len(names) > 1:  # ((xmeta32) the writer and the site's own organization: the writer)
                    names = [n for n in names if not _site_like(n) and not self._site_named(n)] or names
            if names:
                if len(set(names)) > MAX_AUTHORS:
                    return "", False
                return _join(names), _no_person(value) or all(_not_named(n, self) for n in names)
        for key in META_AUTHOR_KEYS:
            value = self.meta.get(key, "")
            if value and not value.startswith(("http://", "https://")):
                return _join(_meta_names(value)), _not_named(value, self)
        for i in "1234":  # Yoast's "Written by" in the card a link shows on Slack and X (its words localized)
            if _WRITTEN_BY.fullmatch(self.meta.get(f"twitter:label{i}", "").strip()):
                from corpustools.vert.byline import author_name

                # a display name that is a name (Yoast shows a login, "admin", "kei_eno", as it is)
                value = author_name(self.meta.get(f"twitter:data{i}", ""))
                if value:
                    return _join([value]), _not_named(value, self)
        return "", False

    def _site_named(self, name: str) -> bool:
        """Whether ``name`` is one of the site's names the page states (``site_names``), case aside."""
        key = name.strip().casefold()
        return any(key == site.casefold() for site in self.site_names())

    def site_names(self) -> list[str]:
        """The site's names the page states (its meta tags, its JSON-LD publisher and website), found once (each
        stated author is compared with them); the list is shared: not to be changed."""
        if self._site_names is None:
            names = [self.meta.get(k, "").lstrip("@") for k in META_SITE_KEYS]
            for obj in self.jsonld:
                names.extend(_names(obj.get("publisher")))
                if "WebSite" in _types(obj):
                    names.extend(_names(obj.get("name")))
            self._site_names = [_clean(n) for n in names if n]
        return self._site_names

    def links_text(self, text: str) -> bool:
        """Whether the page has a link whose whole text is ``text`` (a breadcrumb's step: a forum's board)."""
        return f">{text}</a>" in self.html or f">{htmllib.escape(text, quote=False)}</a>" in self.html

    def headline_candidates(self) -> list[str]:
        found = []
        for obj in self.articles():
            value = obj.get("headline")
            if isinstance(value, str) and _clean(value):
                found.append(_clean(value))
                break
        found.append(_clean(self.meta.get("og:title")))
        found.append(self.h1)
        found.append(self.title)
        return [c for c in found if c]


def _post_title(found: list[Any], h1: Any) -> Any:
    """(xleft38) The one heading ``found`` named as a post's title (hAtom's ``entry-title``, Typepad's
    ``entry-header``, microformats2's ``p-name`` in an ``h-entry``, Joomla's ``td.contentheading``) when it stands for the page's ``<h1>``: the page
    has none, or its first (outside every article) is the blog's name in the banner (Typepad's ``<h1
    id="banner-header">``, Dreamwidth's and Blogger's ``<div id="header"><h1>``) over an ``<h3>`` post title, whose
    ``<title>`` names the blog first ("Margaret's Bookshelf: The Salt Path", "plotholder: water butts"); the caller
    takes it when the ``<title>`` holds it.  Else None:
    several (a listing's teasers), or an ``<h1>`` of the page's own (not in a banner: a category's title)."""
    if len(found) != 1:
        return None
    title = found[0]
    names = (title.attributes.get("class") or "").split()
    if not _POST_TITLE_CLASSES.intersection(names) or "p-name" in names and not _in_entry(title):
        return None
    return title if h1 is None or _in_banner(h1) else None


def _in_entry(node: Any) -> bool:
    """Whether ``node`` lies in a microformats2 ``h-entry`` (a ``p-name`` elsewhere is an h-card's person)."""
    return _enclosing(node, lambda element: "h-entry" in (element.attributes.get("class") or "").split()) is not None


def _in_banner(h1: Any) -> bool:
    """Whether the ``<h1>`` or one of its ``BANNER_LEVELS`` nearest elements is named as the page's banner
    (``_BANNER_NAMES``, as a whole class or id)."""
    node = h1
    for _ in range(BANNER_LEVELS + 1):
        if node is None or node.tag in ("body", "article", "main"):
            return False
        attrs = node.attributes
        names = f"{attrs.get('class') or ''} {attrs.get('id') or ''}".lower().split()
        if _BANNER_NAMES.intersection(names):
            return True
        node = node.parent
    return False


def _heading_text(node) -> str:  # noqa: ANN001 - selectolax Node
    """The text of a heading without the labels of the buttons in it (rustdoc's "Copy item path" in the
    ``<h1>``, a "Copy link" button after a documentation page's title): no words of the headline.  (xother34) Its
    elements' texts are parted as the extractor parts them (``extract``'s builder): a capital right after a small
    letter of another text node begins another word (GOV.UK's ``<h1><span class="govuk-caption-xl">Make a lasting
    power of attorney</span>How to register</h1>`` was "attorneyHow")."""
    if node.child is None or node.child.next is None and node.child.tag == "-text":
        return node.text(deep=True)  # (most headings: one text node)
    top = node.mem_id
    buttons = node.css_first("button") is not None
    parts: list[str] = []
    for piece in node.traverse(include_text=True):
        if piece.tag == "-text":
            if buttons:
                up = piece.parent
                while up is not None and up.mem_id != top and up.tag != "button":
                    up = up.parent
                if up is not None and up.tag == "button":
                    continue
            text = piece.text_content or ""
            if text and parts and parts[-1] and text[0].isupper() and parts[-1][-1].islower():
                parts.append(" ")
            parts.append(text)
    return "".join(parts)


def page_metadata(html: str, url: str, warc_date: str = "", feed: Mapping[str, str] | None = None,
                  search_page: bool = True, facts: PageFacts | None = None, htmldate: bool = False,
                  shown_author: bool = True) -> Metadata:
    """The metadata of one page (see the module docstring); ``feed`` is the link's provenance from the
    WARC metadata record (``published``, ``title``, ``feed``), empty for a link without one; ``facts``
    the page as the extractor read it before pruning (else it is parsed here).  ``search_page``: when
    nothing states a date, look for one shown in the page (:mod:`corpustools.vert.pagedate`, then the
    free text), with ``htmldate``'s markup search first if asked.  ``shown_author``: when nothing states
    an author, take the byline the page shows (an article's; a product's or a thread's names are a
    seller's or the first poster's)."""
    page = facts if facts is not None else PageFacts(html, url=url)
    site = site_of(url)
    crawled = crawled_time(warc_date)
    latest = dates.latest_believable(crawled)
    day, source = _first_date(page, url, feed or {}, latest, search_page)
    front = front_page(url)  # its scripts' and its text's dates are its newest teasers' (about the capture's day)
    if day is None and not page.shop_or_list() and not front:
        day = script_day(page, latest)
        source = "script" if day is not None else source
    if day is None and search_page and not front:
        day, source = _searched_day(page, url, latest, _moment(crawled), htmldate)
    keys = headline.site_keys(site, page.site_names())
    head = headline.choose(page.headline_candidates(), page.h1, keys, url, front=front, linked=page.links_text)
    author = page.author()
    if author:
        from corpustools.vert.byline import default_account  # (here: the reading process imports this module)

        if _site_like(author) or default_account(author.strip()):
            author = ""  # "tagesschau.de": the site, not a writer; "Super User", "Admin": a CMS's default account,
            # no one (session 27) (the byline the page shows may name one)
    if shown_author and page.shown_author and (not author or page.stated_no_person) and page.shown_author not in author:
        author = page.shown_author  # ((xmeta32) not a word of the stated desk read as a name: "Bogotá" of "Redacción
        # Bogotá", whose byword the byline's reading takes for "By")
    if author and _section_name(author, url):
        author = ""  # the section the page marks as its author ("Zahraničí" at /zahranici/), not a writer
    return Metadata(title=page.title, headline=head, date=day.isoformat() if day else "", date_source=source,
                    crawled=crawled, site=site, author=author)


_FRONT_PATH = re.compile(r"/?(?:(?:[a-z]{2}(?:[-_][a-zA-Z]{2})?|home|start|startseite|accueil)/?)?"
                         r"(?:(?:index|default|home|start)\.\w{2,5})?", re.I)


@functools.lru_cache(maxsize=64)  # (asked about each page twice or more: by PageFacts, by page_metadata)
def front_page(url: str) -> bool:
    """Whether ``url`` is a site's front page (``https://example.com/``, ``/de/``, ``/index.html``, without a
    query: ``/?p=123`` is a WordPress post): a page of teasers that changes all day, whose shown dates are
    its teasers' and whose scripts' times are its last build's, none of them a publication day of its own."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return bool(parts.netloc) and not parts.query and _FRONT_PATH.fullmatch(parts.path) is not None


def plain_metadata(title: str, url: str, warc_date: str = "", feed: Mapping[str, str] | None = None) -> Metadata:
    """The metadata of a page read by the plain pass, without a parse: its ``<title>``, the day its feed item
    or its address gives, the site and the crawl time."""
    crawled = crawled_time(warc_date)
    latest = dates.latest_believable(crawled)
    day, source = None, "none"
    for value in ((feed or {}).get("published", ""), (feed or {}).get("updated", "")):
        if value and dates.believable(found := dates.to_day(value), latest):
            day, source = found, "feed"
            break
    if day is None and dates.believable(in_url := dates.url_day(url), latest):
        day, source = in_url, "url"
    return Metadata(title=title, date=day.isoformat() if day else "", date_source=source, crawled=crawled,
                    site=site_of(url))


# the publication time as a page's own scripts state it in their data (a JavaScript application's state,
# "__NEXT_DATA__", an analytics layer): JSON keys that say so, a date-time as their value; also in JSON
# written as a string inside the script (``JSON.parse("{\"datePublished\":\"2024-...``, a framework's
# streamed state ``self.__next_f.push(...)``: the quotes escaped, once or twice), and in a script's own object
# (``{'pubDate': '2018-02-17'}``: in single quotes), with the key unquoted as serialized data writes it
# (``datePublished:"2025-01-04..."``, Nuxt's payload; not ``publishedDate :'2025-12-20'``, an AEM template's
# last publication); a page's "displayDate" is the day it shows its readers; and in an Angular application's
# state as its server writes it, each quote as ``&q;`` (``&q;published_date&q;:&q;2019-05-08T05:30:23Z&q;``)
_SCRIPT_VALUE = re.compile(r""":\s*\\{0,3}(?:["']|&q;)((?:19|20)\d\d-\d\d-\d\d[^"'\\&]{0,30})\\{0,3}(?:["']|&q;)""")
_SCRIPT_KEY = re.compile(r"""(?<![\w$])(?:datePublished|publishedAt|published_at|publishDate|publish_date|"""
                         r"""publishedDate|published_date|publication_?[dD]ate|dateFirstPublished|"""
                         r"""firstPublished(?:At|Date)?|first_published_at|first[-_]?[pP]ublication|pubDate|pub_date|displayDate)"""
                         r"""(\\{0,3}(?:["']|&q;)\s*)?$""")
KEY_SPAN = 40  # the characters before a value searched for its key
_SERIALIZED = re.compile(r':\\{0,3}"')  # a key without quotes: serialized data's (Nuxt's payload), not a template's
# the publication time an audience-measurement tag is given, in its own spelling: Gemius's extra parameters
# (``pp_gemius_extraparameters = ['pubtime=' + ("2022-02-23T16:48:01" || '')]``, ``'pubtime=2022-02-23'``) and
# upScore's page data (``pubdate: "2016-09-09"``), used by news sites across Central and Eastern Europe; not a
# list item's ``data-pubtime="..."`` attribute (a teaser's)
_TAG_LITERAL = re.compile("pubtime=|pubdate:")  # where _TAG_DATE may be found
_TAG_KIND = re.compile(r"""object_type:\s*["'](\w+)""")  # upScore's kind of page, beside its pubdate
TAG_SPAN = 300
_NOT_ONE_ITEM = frozenset(("landingpage", "homepage", "frontpage", "section", "category", "index", "listing"))
_TAG_DATE = re.compile(r"""(?<![\w$-])(?:pubtime=(?:['"]\s*\+\s*\(?\s*['"])?|pubdate:\s*["'])"""
                       r"""((?:19|20)\d\d-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d\d:?\d\d)?)?)(?![\d-])""")


_SHOP_OR_LIST = frozenset({"Product", "ProductGroup", "IndividualProduct", "ProductModel", "Offer", "ItemList",
                           "CollectionPage", "SearchResultsPage", "DiscussionForumPosting", "QAPage"})


def script_day(page: PageFacts, latest: dt.date) -> dt.date | None:
    """The first believable publication day the page's scripts state (``_SCRIPT_KEY`` before a ``_SCRIPT_VALUE``), for a page whose
    JSON-LD, meta tags and address state none: news sites built as JavaScript applications keep their
    article's data there (``"publication_date":"2019-11-19T08:40:22-05:00"``).  The source is searched
    once per page (``PageFacts.script_days``)."""
    return next((day for day in page.script_days() if dates.believable(day, latest)), None)


def _moment(crawled: str) -> dt.datetime | None:
    """``crawled_time``'s ``YYYY-MM-DDTHH:MM:SSZ`` as a datetime (UTC), None when not known."""
    try:
        if _CRAWLED.fullmatch(crawled):  # (strptime costs ~50 us a call: only for what this does not read)
            return dt.datetime.fromisoformat(crawled[:-1])
        return dt.datetime.strptime(crawled, "%Y-%m-%dT%H:%M:%SZ") if crawled else None
    except ValueError:
        return None


_CRAWLED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", re.ASCII)  # crawled_time's form


def _searched_day(page: PageFacts, url: str, latest: dt.date, crawled: dt.datetime | None,
                  htmldate: bool) -> tuple[dt.date | None, str]:
    """The day the page shows, when no statement gave one, and where it was found (``page``, or
    ``htmldate`` when its search is asked for and finds it)."""
    if htmldate:
        day = dates.htmldate_day(page.html, url, latest)
        if day is not None:
            return day, "htmldate"
    titles = page.titles()
    # a tree of the page's own is never pruned: the language found on it (for a statement) holds for its dates
    lang = None if page.shared else page.language()
    shown = page.shown if page.shown is not None else pagedate.gather(page.whole_tree(), titles, url=url, lang=lang)
    try:
        day = pagedate.page_day(shown, titles, latest, crawled)
    except pagedate.LookError:  # a date element's day is after the capture: the free text is needed after all
        shown = pagedate.gather(page.whole_tree(), titles, latest, url, lang=shown.lang)
        day = pagedate.page_day(shown, titles, latest, crawled)
    return day, "page" if day is not None else "none"


def _date_statements(page: PageFacts, feed: Mapping[str, str]) -> Iterator[tuple[str, str]]:
    """(source, date string) in the order of trust, each read only when the ones before gave no day."""
    yield "feed", feed.get("published", "")
    yield "feed", feed.get("updated", "")
    yield "jsonld", page.jsonld_date()
    for value in page.meta_dates():
        yield "meta", value
    # a creation time is the record's (a CMS migration re-creates every article): after any statement of
    # publication
    yield "jsonld", page.jsonld_date("dateCreated")
    yield "meta", page.itemprop_created
    # a job advert states its day only as its JobPosting's ``datePosted`` (schema.org has no datePublished for
    # it; Stepstone's, Personio's, a city's or a company's career pages): the day it was put up
    yield "jsonld", page.jsonld_date("datePosted")
    if page.video_page():  # a video's page: its VideoObject's day, when nothing else is stated
        yield "jsonld", page.jsonld_date("uploadDate")


def _zoneless(value: str, language: Callable[[], str]) -> bool:
    """Whether a stated date is a time of day in UTC or without a zone (:func:`dates.hour_of`) whose local
    day may be another where most of the page's publishers are: for a page in a language of Europe
    (``language()``, asked only at the hours where it matters, ``dates.EUROPEAN``: one to three hours east
    of UTC) from 20:00 UTC on; else in the
    Americas' evening (before 10:00 UTC, down to Hawaii) or a British or Irish summer night (from 22:00).
    The search for the day the page shows costs a query of the tree: not asked at the hours no such
    publisher sees another day (a Sydney or Delhi page's day stays its UTC day, as before)."""
    hour = dates.hour_of(value) if value else None
    if hour is None or AMERICAS_MORNING <= hour < dates.EUROPE_EVENING:
        return False
    if hour >= BRITISH_NIGHT:
        return True
    return (language() in dates.EUROPEAN) is (hour >= dates.EUROPE_EVENING)


AMERICAS_MORNING, BRITISH_NIGHT = 10, 22  # UTC hours (see _zoneless)


def _zone_day(page: PageFacts, url: str, value: str, day: dt.date, latest: dt.date) -> dt.date | None:
    """The publisher's local day the page shows for a statement in UTC or without a zone, when it is the
    day before or after the statement's (:func:`corpustools.vert.pagedate.zone_day`), else None.  The
    shown dates are those gathered before the tree was pruned, or read from a tree of the page's own.  A
    page that writes ``<time datetime>`` with its own offset says its local times itself: one that is not
    the same moment (:func:`dates.local_day`) is another's, a reply's or an update's."""
    if not _zoneless(value, page.language) or any(dates.zoned(t) for t in page.times):
        return None
    shown = page.shown
    if shown is None:
        if page.shared:
            return None  # the tree was pruned without them (the search of the page is off)
        shown = page.shown = pagedate.gather(page.tree, page.titles(), url=url, lang=page.language(),
                                             free_text=False, most=pagedate.ZONE_CANDIDATES)
    return pagedate.zone_day(value, day, shown, latest)


def _first_date(page: PageFacts, url: str, feed: Mapping[str, str], latest: dt.date,
                search: bool = False) -> tuple[dt.date | None, str]:
    in_url = dates.url_day(url)
    for source, value in _date_statements(page, feed):
        if value:
            day = dates.to_day(value, page.language() if textdates.depends_on_language(value) else "")
            if dates.believable(day, latest):
                if in_url is not None and dates.utc_day_after(value, day, in_url):
                    return in_url, "url"  # a permalink's day is the publisher's local day
                local = dates.local_day(value, page.written_times()) if dates.is_utc(value) else None
                if local is not None and abs(local - day) == dt.timedelta(days=1) and local <= latest:
                    return local, source  # the same moment as the page writes it in its own time zone
                shown = _zone_day(page, url, value, day, latest) if search and source != "feed" else None
                return (shown, source) if shown is not None else (day, source)
    if dates.believable(in_url, latest):
        return in_url, "url"
    return None, "none"
