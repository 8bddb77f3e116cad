"""The article's own headline: without the site's name, and not repeated as the first paragraph.

Titles carry the site's name as a suffix or prefix in many styles (``Headline | iROZHLAS - spolehlivé
zprávy``, ``Headline – Deník.cz``, ``Headline - BBC News``, ``Headline : Le Monde``, ``Headline «
Blog``, ``BBC News: Headline``).  A part is cut only when it names the site: it matches the site names
the page states (``og:site_name``, the JSON-LD publisher or website name, ``application-name``) or the
registered domain (``denik.cz``, ``denik``), compared without accents, case and punctuation.  So a
headline with its own dash or colon ("Brexit: what next") is left whole.  Site furniture the page's
address shows is cut too: a suffix made only of the host name's words (``Headline | Rust Blog`` on
``blog.rust-lang.org``), and a section of the address's path at the end (``Headline | Politics | Site``
on ``/politics/...``, ``Headline | District``) or after the site's name at the start (``Site - Sport -
Headline``); a title that only begins with a section's word (``Consulting - is it worth it?``) is left
whole.  German umlauts count as the domain writes them (``Süddeutsche Zeitung`` on ``sueddeutsche.de``), a
two-letter domain names the site only as the whole part or by its initials (``DW``, ``Frankfurter
Rundschau`` on ``fr.de``); a date as the last part (``| DW | 03.03.2025``), a general news section left
after the site's name (``- Nachrichten - WELT``, ``- Actualités - Le Parisien``), the site's name
shortened (``- Franceinfo`` on francetvinfo.fr, ``| Le HuffPost``) or spelled out (``| Kölner
Stadt-Anzeiger`` on ksta.de; ``| Occupational Safety and Health Administration`` on osha.gov, its initials without
the small words), a forum's label before a thread's title (``Thread: ...``, ``Thema: ...``) and a FluxBB board
between the topic and the forum's name (``Topic / Board / Forum``, the board a link on the page) are cut too.  A
title shortened with "..." (XenForo's ``og:title``) is written whole from a later candidate, and the permalink mark
of a documentation page's ``<h1>`` (``Tasks¶``) is left out.

The first blocks of an article's text that only repeat its ``<doc>`` line are dropped too: the headline again
(:func:`drop_repeated`), the writer's name alone (:func:`drop_author_lines`) and the article's date alone, with its
weekday, clock time and time zone (:func:`drop_date_lines`, :func:`date_alone`).
"""

from __future__ import annotations

import functools
import logging
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any
from urllib.parse import urlsplit

from corpustools.vert import phrases
from corpustools.vert.byline import byline

log = logging.getLogger(__name__)

MAX_HEADLINE = 500
# a separator between headline and site name: | – — - : :: « » · • / ~ with blanks around (":" only after)
# (between Chinese, Japanese or Korean words also "_" and "｜" without blanks: "标题_新浪新闻")
_CJK = "\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
# ("|" also without blanks, "Headline|Site"; "›" of a breadcrumb, "Site › Section")
_SEP = re.compile(rf"\s*\|\|?\s*|\s+(?:[–—~•·/›‹]|-{{1,2}}|::?|«|»)\s+|(?<=\S):\s+|(?<=[{_CJK}])\s*[_｜]\s*(?=[{_CJK}])")


_NOT_ALNUM = re.compile(r"[\W_]+")  # \w is str.isalnum() and "_": what is left is exactly the alphanumerics


@functools.lru_cache(maxsize=4096)
def _norm(text: str) -> str:
    """``text`` without case, accents, punctuation and blanks; remembered, since a page asks for the same few
    texts many times over (its headline against each of its first blocks, the title's parts, its names)."""
    return _NOT_ALNUM.sub("", unicodedata.normalize("NFKD", text.casefold()))


def site_keys(site: str, names: Iterable[str]) -> list[str]:
    """The normalized names a title part may use for the site: stated names, the domain, its label (a
    label of two letters too, ``dw`` of ``dw.com``, ``fr`` of ``fr.de``: a part matches it only whole or by
    its initials, ``DW``, ``Frankfurter Rundschau``)."""
    keys = {_norm(n) for n in names if n}
    short = ""
    if site:
        keys.add(_norm(site))
        label = site.split(".")[0]
        keys.add(_norm(label))
        short = _norm(label) if len(_norm(label)) == 2 and label.isascii() and label.isalpha() else ""
    return sorted(k for k in keys if len(k) >= 3 or k == short)


# German words in a domain write their umlauts as two letters (``sueddeutsche.de``, ``muenchen.de``)
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


SITE_EXTRA = 12  # letters a part may have beside the site's name ("BBC News Online"), not a headline's
# ("2024: The year of desktop FreeBSD?" is no site name on freebsd.org)


_ARTICLES = frozenset(("the", "der", "die", "das", "le", "la", "les", "el", "il", "lo"))
# the small words an office's initials leave out, as _norm writes them ("Occupational Safety and Health
# Administration": OSHA, "Deutsches Institut für Normung": DIN)
_LINKING = frozenset(("and", "of", "for", "in", "on", "und", "fur", "im", "des", "de", "du", "et", "pour",
                      "di", "del", "e", "per", "a", "pro", "na", "v", "ve"))


def _short_forms(part: str) -> set[str]:
    """A name's initials and the initials of all its words but the last with that word whole (``The New
    York Times``: ``nyt``, ``nytimes``; ``Los Angeles Times``: ``latimes``), as domains shorten names."""
    words = [_norm(w) for w in part.split()]
    words = [w for w in words if w and w not in _ARTICLES]
    if not 2 <= len(words) <= 6:
        return set()
    forms = {"".join(w[0] for w in words), "".join(w[0] for w in words[:-1]) + words[-1]}
    named = [w for w in words if w not in _LINKING]  # an office's initials skip "and", "für" (osha.gov, din.de)
    if 3 <= len(named) < len(words):
        forms.add("".join(w[0] for w in named))
    return forms


def _names_site(part: str, keys: Sequence[str], host: frozenset[str] = frozenset()) -> bool:
    """Whether a title part names the site: one of ``keys`` (see :func:`site_keys`), or, as a suffix,
    only words of the address's host name (``Rust Blog`` on ``blog.rust-lang.org``, ``News`` on
    ``news.example.com``: ``host``)."""
    text = _norm(part)
    if not text:
        return False
    if host:
        words = [_norm(w) for w in part.split()]
        if words and len(words) <= 3 and all(w in host for w in words if w):
            return True
        if _host_brand(words, host):
            return True
    # (a domain alone as the last part: strip_site's _DOMAIN_NAME, which leaves one after a colon whole)
    if "(" in part and _DOMAIN_NAME.fullmatch(part.strip()) or _acronym_of(part, keys):
        return True
    if any(form in keys for form in _short_forms(part)) or _shortened(part, keys):
        return True
    forms = {text, _norm(part.translate(_UMLAUTS))}  # "Süddeutsche Zeitung" on sueddeutsche.de
    for key in keys:
        if len(key) < 3:  # a two-letter label ("DW"): only the whole part, or with a number ("BR24" on br.de)
            if text == key or text.startswith(key) and text[len(key):].isdigit():
                return True
            continue
        for form in forms:
            if form == key or (form.startswith(key) or len(key) >= 5 and key in form) and len(form) <= len(key) + SITE_EXTRA:
                return True
    return False


def _shortened(part: str, keys: Sequence[str]) -> bool:
    """Whether a title's part is the site's name shortened, or its domain the part shortened: the part's
    letters in the order of the name's, from its first, half of them at least, some skipped ("Franceinfo"
    on francetvinfo.fr, "Le HuffPost" on huffingtonpost.fr; not "Rust" on rust-lang.org: a word of it), or
    the domain's label made of the beginnings of all the part's words ("Kölner Stadt-Anzeiger" on
    ksta.de)."""
    words = [w for w in (_norm(w) for w in re.split(r"[\s-]+", part)) if w and w not in _ARTICLES]
    if not 1 <= len(words) <= 6:
        return False
    whole = "".join(words)
    for key in keys:
        if not key.isalpha():
            continue
        if len(words) <= 2 and len(whole) >= 4 and whole[0] == key[0] and 2 * len(whole) >= len(key) \
                and whole not in key and _in_order(whole, key):
            return True
        if len(words) >= 2 and 3 <= len(key) < len(whole) and _word_starts(key, words):
            return True
    return False


def _in_order(letters: str, name: str) -> bool:
    """Whether ``letters`` appear in ``name`` in their order (a subsequence)."""
    rest = iter(name)
    return all(c in rest for c in letters)


def _word_starts(key: str, words: list[str]) -> bool:
    """Whether ``key`` is the beginnings of all ``words`` in turn, one letter of each at least."""
    if not words:
        return not key
    first = words[0]
    return any(key.startswith(first[:n]) and _word_starts(key[n:], words[1:])
               for n in range(1, min(len(first), len(key)) + 1))


# a title's part written as a domain name ("SZ.de" on sueddeutsche.de, "FAZ.NET", "news.ORF.at"), alone or in
# brackets after the site's name as Czech and Slovak news sites write it ("– Hospodářské noviny (iHNed.cz)"): a
# site's name, whatever the page's own domain is (not a library's "Node.js"); the brackets only with the name
_DOMAIN_NAME = re.compile(r"(?:[^\W\d_][\w ]{0,40}(\())?(?:[^\W_](?:[\w-]*[^\W_])?\.)+(?!js\)?$)"
                          r"(?:[a-z]{2}|com|net|org|info|online)(?(1)\))", re.I)
# the words of a broadcaster's or a publisher's brand beside its host's ("CNN Prima NEWS" on cnn.iprima.cz)
_BRAND_WORDS = frozenset(_norm(w) for w in ("news", "zprávy", "správy", "online", "tv", "plus", "live", "noviny",
                                              "deník", "denník", "magazín", "magazin"))


def _host_brand(words: list[str], host: frozenset[str]) -> bool:
    """Two to four words, each a host name's word, in one (``prima`` in ``iprima``) or a brand's word
    (``News``, ``Zprávy``), one of them at least the host's: the site's brand as a title's part."""
    if not 2 <= len(words) <= 4:
        return False
    hosted = [w for w in words if w in host or len(w) >= 4 and any(w in h for h in host)]
    return bool(hosted) and all(w in hosted or w in _BRAND_WORDS for w in words)


def _acronym_of(part: str, keys: Sequence[str]) -> bool:
    """A university's or an office's acronym that its domain begins with ("STU" on stuba.sk, "MU" on muni.cz,
    "VUT" on vutbr.cz): two to six capitals, at most four letters short of the domain's label."""
    text = part.strip()
    if not (2 <= len(text) <= 6 and text.isalpha() and text.isupper()):
        return False
    short = _norm(text)
    return any(k.startswith(short) and len(k) - len(short) <= 4 for k in keys)


# the name of a town's, a region's, a school's or an office's site as a title's last part ("| Město Hořice",
# "- Portál hlavního města Prahy", "| Univerzita Karlova", "| Mestská časť Bratislava-Ružinov")
_INSTITUTION = re.compile(
    r"(?:statutární |hlavní |krajské |královské )?(?:město|obec|městys|městská část|městský úřad|obecní úřad|magistrát"
    r"|kraj|krajský úřad|portál|oficiální (?:web|stránky|portál)|univerzita|vysoká škola|vysoké učení|fakulta"
    r"|gymnázium|základní škola|střední škola|ministerstvo|úřad|mesto|obec|mestská časť|mestský úrad|obecný úrad"
    r"|samosprávny kraj|univerzita|vysoká škola|fakulta|základná škola|stredná škola|ministerstvo|úrad)\b.{0,60}",
    re.I)


def _institution(part: str, head: str, sep: str, host: frozenset[str]) -> bool:
    """``part`` is an institution's site's name (``_INSTITUTION``, six words at most) after a headline of
    three words or more ("Praha – Město duchů", a film's title, stays whole), set apart by a "|" or naming
    the host ("Portál hlavního města Prahy" on praha.eu: "- Ministerstvo financí reaguje" is the headline's)."""
    if len(part.split()) > 6 or len(head.split()) < 3 or _INSTITUTION.fullmatch(part.strip()) is None:
        return False
    return "|" in sep or any(len(w) >= 4 and any(h.startswith(w[:4]) for h in host)
                             for w in (_norm(x) for x in part.split()))


# a news site's general section between the headline and the site's name ("Headline - Nachrichten - WELT",
# "Titre - Actualités - Le Parisien"), cut only after the site's name was
_GENERIC_SECTIONS = frozenset(_norm(w) for w in (
    "News", "Latest News", "Nachrichten", "Aktuelles", "Aktuell", "Actualités", "Actualité", "Actu", "Infos",
    "Notizie", "Ultime notizie", "Cronaca", "Attualità", "Zprávy", "Správy", "Aktuality", "Novinky", "Home",
    "Startseite", "Accueil", "Homepage"))


def _date_part(part: str) -> bool:
    """Whether a title part is only a date (``Headline | DW | 03.03.2025``): the day the page was published,
    not its headline."""
    from corpustools.vert import textdates

    found = textdates.text_days(part)
    if len(found) != 1:
        return False
    start, end, _ = found[0]
    return not _norm(part[:start] + part[end:])


@functools.lru_cache(maxsize=256)
def url_words(url: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of ``url``'s host name (``blog``, ``rust``, ``lang`` of ``blog.rust-lang.org``, not
    ``www`` nor the top-level domain) and its path's sections (``politics`` of ``/news/politics/123``; not
    the last part of the path, a headline's slug, nor a part with digits), normalized."""
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
    except ValueError:
        return frozenset(), frozenset()
    labels = host.split(".")[:-1]
    words = {_norm(w) for label in labels for w in label.split("-") if label != "www"}
    segments = [p for p in parts.path.split("/") if p]
    sections = {_norm(p.replace("-", " ").replace("_", " ")) for p in segments[:-1] if not any(c.isdigit() for c in p)}
    return frozenset(w for w in words if len(w) >= 3), frozenset(s for s in sections if len(s) >= 3)


def _section(part: str, sections: frozenset[str]) -> bool:
    """Whether a title part is one of the address's sections (``Headline | Politics`` on ``/politics/...``)."""
    return bool(sections) and len(part.split()) <= 3 and _norm(part) in sections


# a site's name in brackets after the headline: "Headline (heise online)", "Headline [Site]"
_BRACKETED = re.compile(r"(.*\S)\s*[(\[]([^()\[\]]{2,60})[)\]]")


def strip_site(title: str, keys: Sequence[str], prefix: bool = True, url: str = "",
               tail: frozenset[str] = frozenset()) -> str:
    """``title`` without a suffix or prefix that names the site (see the module docstring); a title
    whose suffix named the site is not searched for a prefix too (``Deník N - nový list | Deník.cz``).
    With the page's ``url``, a part that is a section of its path (``Headline | Politics | Site`` on
    ``/politics/...``, ``Site - Sport - Headline`` on ``/sport/...``) or, as a suffix, only words of its
    host name (``Headline | Rust Blog`` on ``blog.rust-lang.org``) is cut too."""
    title = " ".join(title.split())
    host, sections = url_words(url) if url else (frozenset(), frozenset())
    bracketed = _BRACKETED.fullmatch(title) if title.endswith((")", "]")) else None
    if bracketed is not None and _norm(bracketed.group(1)) and (
            _names_site(bracketed.group(2), keys, host) or _DOMAIN_NAME.fullmatch(bracketed.group(2).strip())):
        return strip_site(bracketed.group(1), keys, prefix=False, url=url)
    if not title:
        return title
    cuts = [(m.start(), m.end()) for m in _SEP.finditer(title)]
    if not cuts:
        return title
    # suffix: the shortest tail (from a separator to the end) holding a part that names the site
    bounds = [0, *[e for _, e in cuts]]
    ends = [s for s, _ in cuts] + [len(title)]
    for i in range(len(cuts), 0, -1):
        part = title[bounds[i]:ends[i]]
        # a section with more after it ("Headline | Blog | Site"), not after the site's name ("Site - Sport - ...");
        # a section the title names after the site's name too ("Headline - Wirtschaft - derStandard.at › Wirtschaft")
        named = _names_site(part, keys, host) or i == len(cuts) and _DOMAIN_NAME.fullmatch(part.strip()) is not None \
            and title[cuts[i - 1][0]:cuts[i - 1][1]].strip() != ":"  # "Test: Web.de" is a review's headline
        if named or _credit(part, i < len(cuts) or bool(tail)) or (
                _section(part, sections) or _norm(part) in tail or i == len(cuts) and (
                _date_part(part) or not prefix and _norm(part) in _GENERIC_SECTIONS
                or _institution(part, title[:cuts[i - 1][0]], title[cuts[i - 1][0]:cuts[i - 1][1]], host))) and (
                i == len(cuts) or not _names_site(title[:cuts[i - 1][0]], keys)):
            head = title[:cuts[i - 1][0]].strip()
            if _norm(head):
                # (the site's name among them: a part before it was cut from, "| by Jane Doe | Medium")
                after = frozenset(_norm(p) for p in _SEP.split(title[cuts[i - 1][1]:])) if named else tail
                return strip_site(head, keys, prefix=False, url=url, tail=after)
            break
    if not prefix:
        return title
    # prefix: the first part names the site (or is a section: "Site - Sport - Headline")
    first = title[:cuts[0][0]]
    rest = title[cuts[0][1]:].strip()
    if _names_site(first, keys) and len(_norm(rest)) > len(_norm(first)):  # "Ridge Wallet - Royal Black": a
        return _without_section(rest, sections)  # product of the brand the site is named after, not the site's
    return title  # name before a headline


def _credit(part: str, followed: bool) -> bool:
    """Whether a title's part is the writer's byline with a publication's name after it (``followed``):
    "Headline | by Jane Doe | Medium", "Headline - by Jane Doe - Jane's Newsletter" (Substack): the
    byline and what follows are the page's furniture, not its headline ("Headline - By Land and Sea" alone
    stays)."""
    from corpustools.vert.byline import byline

    return followed and len(part) <= BYLINE_PART and byline(part.strip())


BYLINE_PART = 60  # a byline as a title's part has at most this many characters


def _without_section(title: str, sections: frozenset[str]) -> str:
    """``title`` without a first part that is a section of the address, after the site's name was cut
    before it (``Site - Sport - Headline``; alone, ``Consulting - is it worth it?`` may be the headline)."""
    found = _SEP.search(title)
    if found is None or not _section(title[:found.start()], sections):
        return title
    rest = title[found.end():].strip()
    return rest if len(_norm(rest)) > len(_norm(title[:found.start()])) else title


_SLUG = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+){2,}$")
# a forum's label before a thread's title in its heading (vBulletin's "Thread: ...", German "Thema: ...")
_THREAD_LABEL = re.compile(r"^\s*(?:Thread|Thema|Topic|Sujet|Discussione|Téma|Tema|Diskuse|Diskussion)\s?:\s+(?=\S)")


def choose(candidates: Sequence[str], h1: str, keys: Sequence[str], url: str = "", front: bool = False,
           linked: Callable[[str], bool] | None = None) -> str:
    """The first usable candidate (in order of trust) without the site's name (and its sections, with
    ``url``: :func:`strip_site`).  A candidate that is only the site's name or a URL slug
    (``adac-kindersitztest-2018``) is passed over; one that is the page's ``<h1>`` followed by a
    separator or a bracket and more (an unknown site name, "(via Passle)") becomes its part that is the
    ``<h1>`` (an anchor mark after the heading's words aside: ``QuerySet API reference¶``).  A candidate
    before the last that is only the host name's words (a blog's name in its logo's ``<h1>``) is passed
    over too.  On a site's front page (``front``) the site is the page's subject: its name before the
    tagline stays ("Figma: The Collaborative Interface Design Tool", "Seznam – najdu tam, co neznám"), and
    its name alone ("The Verge") is the headline when no candidate says more.  A candidate shortened with
    "..." is written whole from a later one that begins with its words (:func:`_whole_title`); with ``linked``
    (whether the page links a text), a forum's board before the forum's name is cut (:func:`_without_board`);
    the permalink mark documentation generators put in a heading ("Tasks¶") is left out.  A candidate longer
    than ``LONG_HEADLINE`` is passed over when two later ones are the ``<h1>``: the text's first 300 characters
    as LinkedIn's JSON-LD headline, "5 Trends from Nutrition 2025" its og:title, <h1> and <title>."""
    h1 = " ".join(h1.split())
    host = url_words(url)[0] if url else frozenset()
    for i, candidate in enumerate(candidates):
        unlabelled = _THREAD_LABEL.sub("", candidate)
        text = strip_site(unlabelled, keys, url=url, prefix=not front)
        if not _norm(text) or _norm(text) in keys or _SLUG.match(text):
            continue
        if host and i < len(candidates) - 1 and (_host_words(text, host) or _glued_in_host(text, host)):
            continue  # the blog's name the host spells, its logo's <h1> ("Crumbs" on crumbs.tumblr.com), or glues
        if len(text) > LONG_HEADLINE and h1 and len(h1) < len(text) and sum(
                same_text(strip_site(later, keys, url=url), h1) for later in candidates[i + 1:]) >= 2:
            continue  # the text's beginning as JSON-LD's headline (LinkedIn's), the <h1> another candidate's too
        if linked is not None and " / " in text:
            text = _without_board(text, unlabelled, linked)
        if text.endswith(_SHORTENED):
            text = _whole_title(text, candidates[i + 1:], keys, url, front)
        if text.endswith("¶"):  # Sphinx's and MkDocs' permalink in the <h1> ("Tasks¶"): not the heading's
            text = text.rstrip("¶ ") or text
        if h1 and text != h1:
            text = _h1_part(text, h1, url)
        elif h1 and linked is not None and i < len(candidates) - 1:
            text = _named_place(text, candidates[i + 1:], linked, url) or text
        return _cap(text)
    if front:
        return next((_cap(" ".join(c.split())) for c in candidates if _norm(c)), "")
    return ""


PLACE_WORDS = 3  # (xleft30) an <h1> naming the page's place (a subreddit, a blog, a board) has at most this many words
_SEP_AT_END = re.compile(rf"(?:{_SEP.pattern})\Z")


def _named_place(h1: str, later: Sequence[str], linked: Callable[[str], bool], url: str) -> str:
    """(xleft30) The headline when the ``<h1>`` names the page's place and not the page: a later candidate (the
    ``<title>``) is a longer text, a separator, and the ``<h1>`` (old Reddit's ``<title>Post's title :
    AskHistorians</title>`` under its banner's ``<h1 class="redditname"><a href="/r/AskHistorians/">``); the ``<h1>`` a
    linked name of ``PLACE_WORDS`` words at most that the address's path has as a section above the page
    (``/r/AskHistorians/comments/…``: not a blog's post titled in a linked ``<h1>``, "Anna's Cooking Diary: Lentils",
    whose name is the address's last part).  Else "".  (A kicker before the headline in the title, "Brexit:
    Theresa May resigns" over the ``<h1>`` "Theresa May resigns", has fewer words than the ``<h1>``, which is no link.)"""
    words = len(h1.split())
    if words > PLACE_WORDS or not linked(h1):
        return ""
    try:
        path = urlsplit(url).path
    except ValueError:
        return ""
    place = _norm(h1)
    if not any(_norm(step) == place for step in path.split("/")[:-2 if path.endswith("/") else -1]):
        return ""
    for candidate in later:
        whole = " ".join(candidate.split())
        if whole.endswith(h1) and (sep := _SEP_AT_END.search(whole, 0, len(whole) - len(h1))):
            head = whole[:sep.start()].strip()
            if len(head.split()) > words:
                return head
    return ""


LONG_HEADLINE = 200  # characters: a candidate longer is a text's beginning when the <h1> is another candidate
_SHORTENED = ("...", "…")  # how a title cut to a length ends (XenForo's og:title, some news sites')
SHORTENED_STEM = 15  # letters and digits a shortened title keeps at least to tell which whole one it began


def _whole_title(text: str, later: Sequence[str], keys: Sequence[str], url: str, front: bool) -> str:
    """The first of the ``later`` candidates (without the site's name) that is longer than ``text``, shortened
    with "...", and begins with its words (cut mid-word too: "... leader Carrie Lam" for "... lea..."), else
    ``text``: XenForo cuts ``og:title`` to about 55 characters, the ``<title>`` is whole.  A title with its own
    dots ("Só quem se Ama...") has no longer candidate that begins with it, and stays."""
    stem = _norm(text.rstrip(" .…"))
    if len(stem) < SHORTENED_STEM:
        return text
    for candidate in later:
        whole = strip_site(_THREAD_LABEL.sub("", candidate), keys, url=url, prefix=not front)
        norm = _norm(whole)
        if len(norm) > len(stem) and norm.startswith(stem):
            return whole
    return text


BOARD_WORDS = 4  # a forum's board named between a thread's title and the forum's name has at most this many words


def _without_board(text: str, candidate: str, linked: Callable[[str], bool]) -> str:
    """``text`` without a last " / " part that is the forum's board the page links (its breadcrumb): FluxBB and
    PunBB title a topic "Topic / Board / Forum", and with the forum's name cut ("/ Arch Linux Forums") the
    board's ("Arch Discussion") is the page's place, not the thread's title.  Only when the forum's name was cut
    after a " / " too (``candidate`` is the title before :func:`strip_site`): a headline's own slash ("Dare to
    Play 3 / October pack – Site") stays, as does a long part after it (a subtitle, not a board's name)."""
    whole = " ".join(candidate.split())
    if not whole.startswith(text) or not whole[len(text):].startswith(" / "):
        return text
    head, _, board = text.rpartition(" / ")
    if _norm(head) and len(board.split()) <= BOARD_WORDS and linked(board):
        return head.strip()
    return text


_AFTER_HEADLINE = re.compile(rf"{_SEP.pattern}|\s+\(")


def _host_words(part: str, host: frozenset[str]) -> bool:
    """Whether ``part`` is one to three words, each a word of the host name (``Crumbs`` on ``crumbs.tumblr.com``,
    not ``Ridge Wallet`` on ``ridge.com``: a product named after its brand)."""
    words = [w for w in (_norm(w) for w in part.split()) if w]
    return 0 < len(words) <= 3 and all(w in host for w in words)


GLUED_NAME_CHARS = 6  # (xother35) a host's label glued from a blog's name has this many letters at least
_SPELLED_OUT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def _glued_in_host(part: str, host: frozenset[str]) -> bool:
    """(xother35) Whether two or more of the first words of ``part`` (up to ``SITE_PART_WORDS``), run together, are a
    label of the host name (``GLUED_NAME_CHARS`` letters or more), accents dropped or German umlauts spelled out: a
    blog's name as its Blogger or WordPress.com host glues it ("Gartenglück am Stadtrand" on
    ``gartenglueckamstadtrand.blogspot.com``, "Z hôr a dolín" on ``zhoradolin.wordpress.com``).  Not one word: a
    product or a manual named after its brand begins with the host's word ("Gymshark Arrival T-Shirt" on
    ``gymshark.com``, "Ansible playbooks" on ``docs.ansible.com``)."""
    words = part.split()
    if not host or not 1 < len(words) <= SITE_PART_WORDS:
        return False
    for spelled in (words, [w.casefold().translate(_SPELLED_OUT) for w in words]):
        joined = _norm(spelled[0])
        for w in spelled[1:]:
            joined += _norm(w)
            if len(joined) >= GLUED_NAME_CHARS and joined in host:
                return True
    return False


def _h1_part(text: str, h1: str, url: str = "") -> str:
    """The beginning of ``text`` up to a separator or an opening bracket that is the ``<h1>`` (as the
    candidate writes it), else ``text``.  An ``<h1>`` that is the blog's name the host name spells (a
    Tumblr's or a blog theme's logo, ``Crumbs`` on ``crumbs.tumblr.com`` titled ``Crumbs — Post title``)
    leaves the rest of ``text``, the post's title."""
    if text.startswith(h1) and (sep := _SEP.match(text, len(h1))):
        rest = text[sep.end():].strip()
        if url and _norm(rest) and (_host_words(h1, host := url_words(url)[0]) or _glued_in_host(h1, host)):
            return rest
        return h1
    if text.startswith(h1) and _POSTED_BY.fullmatch(text, len(h1)):
        return h1  # (xnews29c) a recipe's or a community post's title with its member: "Tassenkuchen von backfee"
    heading = _TRAILING_MARKS.sub("", h1)
    if not heading:
        return text
    for found in _AFTER_HEADLINE.finditer(text):
        if _TRAILING_MARKS.sub("", text[:found.start()]) == heading:
            return text[:found.start()].strip()
    return text


# (xnews29c) ... or the ``<h1>`` and its member's handle, one word after "von" or "by" (Chefkoch's "<title>Tassenkuchen
# mit Äpfeln von backfee | Chefkoch</title>" over the <h1> "Tassenkuchen mit Äpfeln")
_POSTED_BY = re.compile(r"\s+(?:von|by)\s+[\w.-]{2,30}")
_TRAILING_MARKS = re.compile(r"[^\w?!.)\]\"'’”]+$")  # a heading's anchor mark ("¶", "#") after its words


def _cap(text: str) -> str:
    if len(text) > MAX_HEADLINE:
        text = text[:MAX_HEADLINE].rsplit(" ", 1)[0]
    return text


def same_text(a: str, b: str) -> bool:
    """Equal after case, accents, punctuation and blanks are ignored."""
    na = _norm(a)
    return bool(na) and na == _norm(b)


KICKED_WORDS = 3  # words after a kicker that a block repeating them must have


def drop_repeated(blocks: list[Any], headline: str, look: int = 3) -> tuple[list[Any], int]:
    """Remove a block among the first ``look`` that repeats the headline (a visible ``<h1>`` is usually
    one), or its words after a kicker or the front page's site name ("Haushalt: Regierung beschließt
    Entwurf" over ``<h1>Regierung beschließt Entwurf``, "Figma: The Collaborative Interface Design Tool"
    over ``<h1>The Collaborative Interface Design Tool``); never the only block.  Returns (blocks, number
    removed)."""
    if not headline or len(blocks) < 2:
        return blocks, 0
    kicked = _SEP.split(headline, maxsplit=1)
    # (three words at least: "Teil 2: Fazit" over a section headed "Fazit" keeps it)
    rest = kicked[-1] if len(kicked) == 2 and _norm(kicked[0]) and len(kicked[-1].split()) >= KICKED_WORDS else ""
    head = _norm(headline) if len(headline.split()) >= KICKED_WORDS else ""
    for i, block in enumerate(blocks[:look]):
        if same_text(block.text, headline) or rest and same_text(block.text, rest) and not _one_of_sections(blocks, i) \
                or head and (_kicker_before(_norm(block.text), head) or _longer_title(block, headline)):
            return blocks[:i] + blocks[i + 1:], 1
    return blocks, 0


def _one_of_sections(blocks: list[Any], i: int) -> bool:
    """(xnews38) Block ``i`` is a subheading (``<h3>`` or lower) with another of its level after it: the first of the
    text's sections or of a live blog's entries, whose heading the page's title repeats after its kicker ("Změny ve
    vládě ONLINE: Prezident jmenoval nové ministry" over the newest entry "Prezident jmenoval nové ministry"), not the
    title's own element."""
    level = blocks[i].heading
    return level >= 3 and any(b.heading == level for b in blocks[i + 1:])


KICKER_CHARS = 40  # letters and digits of a kicker the headline's heading may hold before the headline's words


def _kicker_before(heading: str, head: str) -> bool:
    """(xweb28) Whether a heading (normalized) is the headline with a kicker of its own in front, run together by
    the page's spans without a separator: DER SPIEGEL's and ZEIT ONLINE's ``<h1><span>Nahverkehr</span>
    <span>Hamburg verdichtet den Bustakt</span></h1>`` under the headline "Hamburg verdichtet den Bustakt", or
    tagesschau's in a ``<div>`` of spans (a block among the first three ending with the headline's words)."""
    return len(heading) > len(head) and heading.endswith(head) and len(heading) - len(head) <= KICKER_CHARS


LONGER_TITLE_CHARS = 250  # a page's ``<h1>`` holding the headline is its title up to this many characters


def _longer_title(block: Any, headline: str) -> bool:
    """(xgaps28) Whether a block is the page's ``<h1>`` holding the headline (normalized) with more words of its own:
    iDNES's ``<h1>`` is the JSON-LD headline and a subtitle clause ("Vláda schválila rozpočet. Schodek bude 230
    miliard" over the headline "Vláda schválila rozpočet"), other sites' a kicker and the headline and a clause.
    Only an ``<h1>``, the title's own element: a lead or a subheading opening with the headline's words is text.
    The headline's words are the title's whole words (xreview28b: "Bahn erhöht Preise" is not in "Bahn erhöht
    Preisgrenzen nicht", whose words would be lost under the shorter headline)."""
    if block.heading != 1 or len(block.text) > LONGER_TITLE_CHARS:
        return False
    words = " ".join(w for w in map(_norm, headline.split()) if w)
    return f" {words} " in " " + " ".join(w for w in map(_norm, block.text.split()) if w) + " "


AUTHOR_LOOK = 3  # blocks at the article's start, and at its end, where its writer's name may stand alone


def _text_ends(count: int) -> set[int]:
    """The indexes of the first and the last ``AUTHOR_LOOK`` of ``count`` blocks (the article's ends, where a line of
    its metadata stands alone)."""
    return {*range(min(AUTHOR_LOOK, count)), *range(max(0, count - AUTHOR_LOOK), count)}


def _without(blocks: list[Any], drop: set[int]) -> tuple[list[Any], int]:
    """``blocks`` without those at the indexes ``drop``, and how many went; none go when all would (never the only
    text)."""
    if not drop or len(drop) == len(blocks):
        return blocks, 0
    return [b for i, b in enumerate(blocks) if i not in drop], len(drop)


DESK_LINE = 60  # a writer's desk under the name is at most this long ...
DESK_WORDS = 7  # ... and of this many words at most ("Da BBC News Brasil em São Paulo")
_DESK_MARKS = frozenset('.!?:;"“”„«»()0123456789')
# the articles of a site's name, which name no site alone ("The Times", "Die Zeit", "Le Monde")
_NAME_ARTICLES = frozenset(("the", "der", "die", "das", "le", "la", "les", "el", "los", "las", "il", "lo", "de", "het"))
_DESK_SPLIT = re.compile(r"[\s,/|·&–—-]+")
DESK_SHORT_WORD = 2  # (xreview34) a desk's word after the site's name in small letters is this short at most ("em São
# Paulo", "de"; "wie", "má" are verbs)


SITE_PART_WORDS = 6  # a part of the title naming the site has this many words at most
_WORD_EDGES = "\"'“”„«»()[]:;.,!?"  # (stripped from a word's ends before it is compared with a name's)


def site_words(names: Iterable[str], title: str = "", headline: str = "") -> frozenset[tuple[str, ...]]:
    """(xleft33) The site's names, each as its words as written: those the page states, and (a few words each) the
    first or the last part of its ``<title>`` when that is not the ``headline`` nor a part of it (the site's name the
    title adds: "… - BBC Cymru Fyw"); (xreview34) not a part between them, the section's label ("… - Politik -
    Süddeutsche Zeitung"), nor the headline's own head before its colon ("Krieg in der Ukraine: …")."""
    found = {tuple(w.strip(_WORD_EDGES) for w in name.split()) for name in names}
    if title and headline and title != headline:
        parts = _SEP.split(title)
        head = _norm(headline)
        found.update(tuple(w.strip(_WORD_EDGES) for w in part.split())
                     for part in {parts[0], parts[-1]} if len(parts) > 1 and len(part.split()) <= SITE_PART_WORDS
                     and not same_text(part, headline) and _norm(part) not in head)
    return frozenset(name for name in found if name and any(w.lower() not in _NAME_ARTICLES for w in name))


# (xleft34) a newsroom's own label alone as the byline, in any place among the text's first blocks (after a lead's
# picture caption or the teaser the container keeps with the text): "Von unserer Redaktion", "Redaktion", "Newsroom",
# "News Desk", "Staff reporter", "Par la rédaction", "Redazione", "Redacción", "Redactie" (not "The Newsroom", a series' title)
_NEWSROOM_LABEL = re.compile(r"(?:(?:von|by|par|de|por|di|da|door|od|z) )?(?:(?:unserer|der|our|notre|la|nuestra"
                             r"|la nostra|onze|de|naší|našej|naszej) )?(?:(?:online-|nachrichten|online |web ?)?redaktion"
                             r"|rédaction|redazione|redacción|redação|redacção|redactie|redakce|redakcia|redakcja|newsroom"
                             r"|news ?desk|news team|editorial (?:staff|team|desk|board)|staff (?:reporters?|writers?)"
                             r"|web ?desk)")
NEWSROOM_LABEL = 30  # ... judged on blocks up to this length ...
NEWSROOM_LOOK = 3  # ... among this many first blocks


def _site_name_end(words: list[str], sites: frozenset[tuple[str, ...]], first: bool) -> int:
    """(xreview34) Where the site's name ends in ``words`` (a part of a line between its commas, as written; ``first``:
    the line's first part), 0 when they name none: two words of a name in a row as the name writes them ("BBC Cymru"
    of "BBC Cymru Fyw"), or a name of one word as written, unless it opens the line written as any word opening a
    sentence ("Politik", "Público": common words, and German writes all its nouns so; "BBC", "tagesschau.de",
    "From Wikipedia" are names)."""
    for name in sites:
        if len(name) == 1:
            one = name[0]
            if len(one) > 1 and one in words:
                at = words.index(one)
                if at or not first or not (one[0].isupper() and one[1:].islower()):
                    return at + 1
            continue
        for i in range(len(words) - 1):
            for j in range(len(name) - 1):
                if words[i] == name[j] and words[i + 1] == name[j + 1] and name[j].lower() not in _NAME_ARTICLES:
                    return i + 2
    return 0


def drop_desk_line(blocks: list[Any], sites: frozenset[tuple[str, ...]]) -> tuple[list[Any], int]:
    """(xleft33) Remove the text's first block when it is the newsroom or desk a byline names under the headline, in
    any language: a short line (``DESK_LINE``, ``DESK_WORDS``) without a sentence's mark or a figure, naming the site
    (:func:`_site_name_end`, ``sites``: :func:`site_words`), in an element of its own, not the one of the paragraph
    after it ("BBC News", "Newyddion BBC Cymru", "Political reporter, BBC News", "Da BBC News Brasil em São Paulo",
    as the BBC's services print it under the writer's name, which went as the author's or as a name alone before
    this is asked).  (xreview34) After the name, up to a comma, a desk has a place or a desk's name, capitalized, or
    a preposition ("em São Paulo", "Mundo"), no word of a clause: a deck under the headline opening with the site's
    name ("Deník N zjistil, kdo na tom vydělal", "El País revela los papeles del Gobierno") is the text's.  (xleft34)
    Or a newsroom's own label alone (``_NEWSROOM_LABEL``: "Von unserer Redaktion", "Newsroom") among the first
    ``NEWSROOM_LOOK`` blocks, after a lead's caption or the teaser.  Called for an article's blocks.  Never the only
    block.  Returns (blocks, number removed)."""
    if len(blocks) < 2:
        return blocks, 0
    for i, block in enumerate(blocks[:NEWSROOM_LOOK]):
        # (xreview34b) not a list's item or a table's cell: a job advert's "Redaktion" among "Vertrieb" and
        # "Anzeigenverkauf", the desks it hires for, is the text's
        if len(block.text) <= NEWSROOM_LABEL and not block.heading and block.tag not in _ITEM_TAGS \
                and _NEWSROOM_LABEL.fullmatch(block.text.lower()):
            return blocks[:i] + blocks[i + 1:], 1
    if not sites:
        return blocks, 0
    desk, text = blocks[0], blocks[0].text
    if len(text) > DESK_LINE or desk.heading or desk.ancestors[:-1] == blocks[1].ancestors[:-1] \
            or any(c in _DESK_MARKS for c in text):
        return blocks, 0
    parts = [[w for w in (w.strip(_WORD_EDGES) for w in _DESK_SPLIT.split(part)) if w] for part in text.split(",")]
    if not 0 < sum(len(words) for words in parts) <= DESK_WORDS:
        return blocks, 0
    for n, words in enumerate(parts):
        end = _site_name_end(words, sites, n == 0)
        if end:
            if any(w[:1].islower() and len(w) > DESK_SHORT_WORD for w in words[end:]):
                return blocks, 0
            return blocks[1:], 1
    return blocks, 0


SITE_TAGLINE = 100  # (xother35) a site's tagline under its name in the header is this long at most
SITE_LOOK = 4  # ... and the page's title, when among its blocks, is among this many first ones


def drop_site_heading(blocks: list[Any], names: Iterable[str], title: str, headline: str, url: str = "") -> tuple[
        list[Any], int]:
    """(xother35) Remove the text's first block when it is a heading naming the site: one of the site's ``names`` the
    page states, the last part of its ``title`` (the site's name most titles end with: "… - Geigenforum"; (xreview36)
    then in a heading no smaller than the headline's, a review's kicker naming the band the title ends with stays), or the
    host's words, spelled or glued (:func:`_glued_in_host`) (not the title's first part: a page titled "Bohnenviertel
    - Stadt Stuttgart" is headed "Bohnenviertel"), when the page's own title follows it among the next two blocks,
    with the site's tagline between them (a short line that is no heading, in the heading's element), or is none of
    the first blocks (the document then opens with the headline from the page's head, the site's name under it): a
    phpBB board's ``<div id="site-description"><h1>Geigenforum</h1><p>Das Forum für Streicher und Geigenbauer</p>``
    over the topic's title, Blogger's ``<h1 class="title">`` with the blog's name over the post's ``<h3>``.  Not asked
    on a site's front page (a company's home page headed by its name); a page whose headline is the site's name
    keeps it.  Called before :func:`drop_repeated`.  Returns (blocks, number removed)."""
    if len(blocks) < 3 or not headline or not blocks[0].heading:
        return blocks, 0
    first = blocks[0]
    if len(first.text.split()) > SITE_PART_WORDS or same_text(first.text, headline):
        return blocks, 0
    host = url_words(url)[0] if url else frozenset()
    stated = any(same_text(first.text, name) for name in names) \
        or bool(host and (_host_words(first.text, host) or _glued_in_host(first.text, host)))
    parts = _SEP.split(title) if title else []
    if not stated and not (len(parts) > 1 and same_text(first.text, parts[-1]) and not _headline_end(headline, parts[-1])):
        return blocks, 0
    tagline = not blocks[1].heading and len(blocks[1].text) <= SITE_TAGLINE \
        and blocks[1].ancestors[:-1] == first.ancestors[:-1] and not same_text(blocks[1].text, headline)
    after = 2 if tagline else 1
    if not same_text(blocks[after].text, headline) and any(same_text(b.text, headline) for b in blocks[1:SITE_LOOK]):
        return blocks, 0
    if not stated and blocks[after].heading and first.heading > blocks[after].heading:
        # (xreview36) named only by the title's last part, a smaller heading over the headline's is its kicker, the
        # subject the title ends with: a review's band over its album ("<h2>Queen</h2><h1>A Night at the Opera</h1>",
        # titled "A Night at the Opera - Queen"); a site's name heads its page in the larger type, the board's <h1>
        return blocks, 0
    return blocks[after:], after


def _headline_end(headline: str, part: str) -> bool:
    """(xnews38) The title's last part is the headline's own last words, after its kicker ("Změny ve vládě ONLINE:
    Prezident jmenoval nové ministry"), not the site's name ending a title: a heading of those words is the text's
    (a live blog's newest entry, or the headline's element, which ``drop_repeated`` judges)."""
    words = _norm(part)
    return bool(words) and _norm(headline).endswith(words) and not same_text(headline, part)


def drop_author_lines(blocks: list[Any], author: str) -> tuple[list[Any], int]:
    """Remove the blocks among the first and the last ``AUTHOR_LOOK`` that are only the writer's name as
    ``<doc author>`` gives it (``Jan Novák`` in ``<p class="autor">`` over a Czech article, ``Elizabeth Gibney``
    under a headline, a name signing the text at its end): the document's metadata, not its text, as a
    repeated headline is.  Never the only block; called for an article's blocks (a forum's first poster's
    name is a post's header); the name with a follow button's word after it too.  Returns (blocks, number removed)."""
    from corpustools.vert.byline import BYLINE, FOLLOW_TAIL  # here: the reading process imports this module

    names = [n for n in (part.strip() for part in author.split(";")) if n]
    if not names or len(blocks) < 2:
        return blocks, 0
    # (xnews29c) ... with a follow button's word after it: watson's "Peter Blunschi Folge mir"
    return _without(blocks, {i for i in _text_ends(len(blocks)) if len(blocks[i].text) <= BYLINE
                             and any(same_text(FOLLOW_TAIL.sub("", blocks[i].text), n) for n in names)})


_ITEM_TAGS = frozenset(("li", "td", "th", "dt", "dd"))  # (a list's or a table's names are its items: a team, a jury)


def _title_line(blocks: list[Any], i: int, author: str) -> bool:
    """(xleft33) ``blocks[i]``, one name alone (``byline.one_name``) at the text's start, is the text's own line, not a
    byline: a title or a subject named before the prose ("Anna Karenina" over a review, "Nové Město" over a guide,
    "Prague Spring" over an essay), a plain ``<p>`` in the element of the paragraph of prose right after it.  A
    byline shows itself otherwise: in an element of its own (a kicker's, a caption's, a credit's ``<div>``,
    ``<figure>``), with the writer's photo or a link to the writer's page, a date or another short line after it, or
    the surname of the name ``<doc author>`` gives (``author``: "Anna Example" when it says "Anna M. Example")."""
    from corpustools.vert.byline import BYLINE, one_name  # here: the reading process imports this module

    block = blocks[i]
    if block.tag != "p" or block.images or block.links or i + 1 >= len(blocks) or not one_name(block.text):
        return False
    prose = blocks[i + 1]
    if prose.heading or len(prose.text) <= BYLINE or prose.ancestors[:-1] != block.ancestors[:-1]:
        return False
    # (the surname: a given name alone is shared by many, "Anna Karenina" over a review by Anna Example)
    return not author or _norm(block.text.split()[-1]) not in {_norm(w) for w in author.split()}


def drop_name_lines(blocks: list[Any], author: str = "") -> tuple[list[Any], int]:
    """(xleft32) Remove a line of writers' names alone (``byline.names_alone``: "Jan Novák a Petra Malá", "Jan Novák /
    ČTK", "— Jane Smith and John Doe") where a byline with neither a byword nor a mark stands: the text's first block
    or its second after a lead, its last block or the one before a short last line.  Not a heading (an interview's
    speaker, a section named after a person), nor a list's or a table's item, nor a letter's signature (the block
    before it ends in a comma: "Yours sincerely,"), nor names a colon announces ("Ocenění získali:"), nor on a page
    with another line of names in the text (readers' letters, each signed), nor a line of a text of short lines (a
    song's "Repeat Chorus"), nor (xreview33) a quotation's author in it or under it (``quotation``), nor a crosshead
    in a paragraph of its own after the lead whose words the section under it goes on to use (``_heads_section``:
    "Teure Energie", "Rising Costs"), nor (xleft33) one name alone in a paragraph opening the prose of its element,
    without a byline's marks (``_title_line``: "Anna Karenina" over a review).  Called for an article's blocks
    whatever ``<doc author>`` says (``drop_author_lines`` takes the name it gives; ``author`` is it).  Never the only
    block.  Returns (blocks, number removed)."""
    from corpustools.vert.byline import BYLINE, names_alone  # here: the reading process imports this module

    count = len(blocks)
    if count < 2:
        return blocks, 0
    drop = set()
    titles = set()  # (xleft33) the title lines kept: no second line of names
    for i in (0, 1, count - 2, count - 1):
        if not 0 <= i < count or i in drop:
            continue
        block = blocks[i]
        text = block.text
        if len(text) > BYLINE or block.heading or block.tag in _ITEM_TAGS \
                or (not text[:1].isupper() and text[:1] not in "—–-"):
            continue
        if i == 1 and blocks[0].heading and count > 2:
            continue  # (under a subheading: a section's first line)
        if i == count - 2 and i > 1 and len(blocks[-1].text) > BYLINE:
            continue  # (the text goes on after it)
        if quotation(block) or (i and quotation(blocks[i - 1])):
            continue  # (xreview33) a quotation's author, an epigraph's over an essay or a closing quote's under it
        if i and blocks[i - 1].text.rstrip()[-1:] in ",:":
            continue  # a letter's signature under its closing; (xreview32c) names a line announces, a prize's winners,
            # a team ("The prize went to:", "Ocenění získali:", "Es spielten:"): no byline follows a colon
        if names_alone(text):
            if (i == 1 and count > 2 and _heads_section(text, blocks)) or (i == 0 and _title_line(blocks, i, author)):
                titles.add(i)  # the text's own line: a crosshead, a title opening it
            else:
                drop.add(i)
    if drop and (sum(len(b.text) <= BYLINE for b in blocks) * 2 > count or any(
            len(b.text) <= BYLINE and names_alone(b.text) for i, b in enumerate(blocks) if i not in drop
            and i not in titles and not b.heading and b.tag not in _ITEM_TAGS)):
        return blocks, 0  # a text of short lines (a song's, a poem's) or one signed more than once (readers' letters)
    return _without(blocks, drop)


_OPENING_QUOTES = "„“”\"«»‚‘"  # (a quotation's first mark: „…“, “…”, «…», »…«; the German ones are closing marks elsewhere)
_CLOSING_QUOTES = "“”\"»«‘’"


def quotation(block: Any) -> bool:
    """(xreview33) Whether ``block`` is a quotation, or in one: a ``<blockquote>``'s, or a paragraph quoted whole
    ("„Kdo chce psát, musí umět poslouchat.“"); the name under it or in it is its author's ("Karel Čapek" under an
    essay's epigraph, "Oscar Wilde" under a closing quote), not a byline (nor, ``shortlines._sign_off``, a writer's
    name under the text)."""
    if block.tag == "blockquote" or block.parent_tag == "blockquote":
        return True
    text = block.text
    return text[:1] in _OPENING_QUOTES and text.rstrip(" .")[-1:] in _CLOSING_QUOTES


_GENITIVE_ARTICLES = frozenset(("des", "eines", "dieses", "jedes", "jenes", "the"))  # (a noun's genitive after them)
CROSSHEAD_WORD = 5  # a crosshead's word the text under it uses is this long at least ("Kosten", "Costs"; a shorter one opens
# other words by chance: a writer's "Anna" opens "Annahme")


def _heads_section(text: str, blocks: list[Any]) -> bool:
    """(xreview33) Whether the line of capitalized words ``text``, the second block after the lead, is a crosshead
    set as a bold paragraph of its own (German capitalizes its nouns: "Teure Energie", "Hohe Kosten"; English title
    case: "Rising Costs"): one of its words opens a word of the text under it as written ("Energie" opens
    "Energiepreise") or is one of its words in small letters ("Costs" is "costs"), as a section's subject is; the
    line itself is not in that text (a picture's caption naming the person the text names whole, "Kate Henshaw",
    and a writer's name are not crossheads; nor "Global Desk", whose "global" only opens "globally").  Not the first
    block: a topic kicker over the text, "Doobie Brothers", names its subject too."""
    from corpustools.vert.byline import GIVEN_NAMES  # here: the reading process imports this module

    rest = " ".join(b.text for b in blocks[2:])
    if text[:text.find(" ")].lower() in GIVEN_NAMES:
        # (xleft35) a person's name whose surname is a word ("Thomas Winter" over "Im Winter …"), unless (xreview36) the
        # text names that person by the surname in the genitive, the section's subject ("Martin Luther" over "Luthers
        # Übersetzung …", "William Shakespeare" over "Shakespeare's plays …"): no noun's form a writer's name shares
        # ((xreview36b) not a noun's genitive after its article, the writer's surname a word: "Thomas Winter" over
        # "die Kälte des Winters", "Peter Koch" over "die Mütze eines Kochs")
        surname = text.rsplit(" ", 1)[-1]
        return surname[:1].isupper() and any(
            rest[:found.start()].rstrip().rsplit(" ", 1)[-1].lower() not in _GENITIVE_ARTICLES
            for found in re.finditer(r"(?<!\w)" + re.escape(surname) + r"(?:s|['’]s?)(?!\w)", rest))
    if text in rest:
        return False
    low = rest.lower()
    return any((w in rest and re.search(r"(?<!\w)" + re.escape(w), rest) is not None)
               or (w.lower() in low and re.search(r"(?<!\w)" + re.escape(w.lower()) + r"(?!\w)", low) is not None)
               for w in re.split(r"[\W\d_]+", text) if len(w) >= CROSSHEAD_WORD)


TIER_LABEL_CHARS = 40  # a paid tier's label alone is at most this long
_TIER_LABEL = re.compile(phrases.PAID_TIER_LABEL, re.I)
_TIER_WORDS = ("+", "plus", "premium", "prime", "pro")  # one of them is in every label (a cheap test first)
TIER_LIST_CHARS = 120  # a bare list of paid tiers is at most this long
_TIER_LIST = re.compile(phrases.PAID_TIER_LIST, re.I)


def drop_tier_labels(blocks: list[Any], site: str, names: Sequence[str]) -> tuple[list[Any], int]:
    """(xleft31) Remove the blocks among the first and the last ``AUTHOR_LOOK`` that are only a paid tier's label
    (``phrases.PAID_TIER_LABEL``): the site's tier named by the site's brand ("SPIEGEL+" on spiegel.de, "SZ Plus" on
    sueddeutsche.de whose name is "Süddeutsche Zeitung", "F+" on faz.net) or the tier's word alone ("Premium"); not the
    ``<h1>``, nor a heading at the start (a review's section on "Disney Plus"), nor another brand's product ("Disney
    Plus", "Apple TV+" on a site of another name), nor a sentence that names the tier; and (xleft32) among the last
    ``AUTHOR_LOOK``, a bare list of the tiers a paywall's box offers (``phrases.PAID_TIER_LIST``: "Basis / Plus /
    Premium", "Měsíčně 99 Kč · Ročně 990 Kč", "Digital | Print + Digital"), not a heading.  ``site`` is the page's
    domain, ``names`` the site's names the page states.  Never the only block.  Returns (blocks, number removed)."""
    if len(blocks) < 2:
        return blocks, 0
    count = len(blocks)
    keys: list[str] | None = None
    drop = set()
    for i in sorted(_text_ends(count)):
        block = blocks[i]
        text = block.text
        if i >= count - AUTHOR_LOOK and not block.heading and len(text) <= TIER_LIST_CHARS \
                and any(c in text for c in "·|/•") and _TIER_LIST.fullmatch(text.strip()):
            drop.add(i)  # (xleft32) a bare list of the tiers a paywall's box offers: "Měsíčně 99 Kč · Ročně 990 Kč"
            continue
        if len(text) > TIER_LABEL_CHARS or block.heading == 1 or (block.heading and i < count - 1):
            continue
        low = text.lower()
        if not any(w in low for w in _TIER_WORDS):
            continue
        found = _TIER_LABEL.fullmatch(text.strip())
        if found is None:
            continue
        brand = found.group("brand").strip()
        if not brand:
            if found.group("tier").lower() in phrases.PAID_TIER_ALONE:
                drop.add(i)
            continue
        if keys is None:
            keys = site_keys(site, names)
        if _tier_brand(brand, keys, names):
            drop.add(i)
    return _without(blocks, drop)


def _tier_brand(brand: str, keys: Sequence[str], names: Sequence[str]) -> bool:
    """Whether a tier label's brand is the site's: a name of it (``_names_site``), a word of its domain ("Times" of
    thetimes.co.uk), or the beginning of its domain's label or of its stated name's initials ("F" of faz.net, "SZ" of
    "Süddeutsche Zeitung")."""
    if _names_site(brand, keys):
        return True
    short = _norm(brand)
    if len(short) >= 4 and any(short in k for k in keys):
        return True  # "Times+" on thetimes.co.uk
    if not short or len(short) > 4:
        return False
    return any(k.startswith(short) for k in keys) or any(
        form.startswith(short) for name in names for form in _short_forms(name))


DATE_LINE_CHARS = 60  # a date line is at most this long
# what a date line holds beside its date: a clock time, a time zone, "Uhr", a weekday, separators ("Nov. 19, 2019,
# 8:41 AM UTC", "Dienstag, 19. November 2019, 08:41 Uhr", "mercredi 11 septembre 2019 | 18h30")
_DATE_LINE_REST = re.compile(
    r"\d{1,2}\s?[:.h]\s?\d\d(?:\s?h|\s?[ap]\.?\s?m\.?)?|\b(?:[ap]\.?\s?m\.?|uhr|utc|gmt|[ecmp][sd]t|cet|cest|mez|mesz|bst|et)(?!\w)"
    r"|\b(?:" + "|".join(phrases.weekday_words()) + r")\b\.?|[\W_]+", re.I)


def date_alone(text: str, lang: str = "") -> Any:
    """The day of a line that is a date and nothing else (with its weekday, clock time and time zone:
    "Nov. 19, 2019, 8:41 AM UTC", "Dienstag, 19. November 2019"), else None."""
    from corpustools.vert.textdates import text_days

    if len(text) > DATE_LINE_CHARS or not any(c.isdigit() for c in text):
        return None
    found = text_days(text, lang)
    if len(found) != 1:
        return None
    start, end, day = found[0]
    return day if not _DATE_LINE_REST.sub("", text[:start] + " " + text[end:]).strip() else None


# (xnews32) ... what a meta line holds beside the writer's name that opens it: the newsroom's initials after a dash
# (RTP's "Catarina Marques - RTP 27 Nov 2026, 09:12", "… | BTA …"), and a count of views or comments shown by an icon
# after the clock time (Ukrinform's "Олена Коваль 20.11.2026 14:32 1 245")
_NEWSROOM_AFTER_NAME = re.compile(r"\s*[-–—|·,]\s*[A-ZÀ-ÞА-ЯІЇЄҐ]{2,6}\b")
_ICON_COUNT = re.compile(r"(?<=\d[:.]\d\d)\s+\d{1,3}(?:[ \u00a0\u202f]\d{3})*$")


def _without_writer(text: str, names: list[str]) -> str:
    """``text`` without one of the writer's ``names`` opening or closing it (compared as written; after a name that
    opens it, without ``_NEWSROOM_AFTER_NAME`` and ``_ICON_COUNT``), else as it is."""
    for name in names:
        if text.startswith(name):
            rest = text[len(name):]
            newsroom = _NEWSROOM_AFTER_NAME.match(rest)
            if newsroom is not None:
                rest = rest[newsroom.end():]
            return _ICON_COUNT.sub("", rest) if rest[-1:].isdigit() else rest
        if text.endswith(name):
            return text[:-len(name)]
    return text


# (xleft30) a date written with slashes, which ``textdates`` leaves alone (day and month are told apart only against
# a known day): El Comercio's "13/11/2026 18:30", an American "11/13/2026 6:30 PM"
_SLASHED = re.compile(r"(?<!\d)(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)(?!\d)")
SLASHED_NAME_WORDS = 4  # a name or a desk beside such a date has at most this many words, each capitalized
# (xreview30) ... a desk's, its first word the newsroom's or an agency's ("Redacción EC", "Redação Folha", "Staff Reporter")
_DESK = re.compile(r"(?:redac|redaç|redak|redaz|rédac|newsroom|staff|agenc)\w*", re.I)


def _slashed_date_line(text: str, date: str, names: Sequence[str] = ()) -> bool:
    """(xleft30) A line that is the article's ``date`` written with slashes (day first or month first), with its
    clock time and at most the writer's name (one of ``names``, as ``<doc author>`` gives them), a byline or a desk
    glued or set before it (El Comercio's byline, the desk's name run into the ``<time>``: "Redacción EC13/11/2026
    18:30", "Lucía Gómez 25/11/2026", "Por Lucía Gómez 25/11/2026"); not a sentence holding the date ("El 13/11/2026
    el Congreso votó la ley": small words), nor (xreview30) a match's or an event's line of capitalized names on
    the day it was published ("Real Madrid – FC Barcelona 13/11/2026 21:00", "Rosalía · WiZink Center · 13/11/2026")."""
    found = _SLASHED.search(text) if "/" in text and len(text) <= DATE_LINE_CHARS else None
    if found is None:
        return False
    first, second, year = (int(g) for g in found.groups())
    if date not in (f"{year:04d}-{second:02d}-{first:02d}", f"{year:04d}-{first:02d}-{second:02d}"):
        return False
    rest = " ".join((text[:found.start()] + " " + text[found.end():]).split())
    words = _DATE_LINE_REST.sub(" ", _without_writer(rest, names) if names else rest).split()
    if not words:
        return True
    return len(words) <= SLASHED_NAME_WORDS and all(w[0].isupper() for w in words) \
        and (_DESK.fullmatch(words[0]) is not None or byline(_DATE_LINE_REST.sub(" ", rest).strip()))


def drop_date_lines(blocks: list[Any], date: str, lang: str = "", author: str = "",
                    heading_over_title: bool = False) -> tuple[list[Any], int]:
    """Remove the blocks among the first ``AUTHOR_LOOK`` that are only the article's date (the day of
    ``<doc date>``, ``date``, written as the page shows it: "Nov. 19, 2019, 8:41 AM UTC" under a headline, a
    dateline of its own over the text), or the writer's name as ``<doc author>`` gives it and that date (a
    blog's meta line, the name's link and the ``<time>`` run together: "olga_v8 ноября 2026, 19:40", "Ruth
    Okafor · November 15, 2026"; with slashes, day or month first, beside a name or a desk: :func:`_slashed_date_line`):
    the document's metadata, as its writer's name alone is.  Not a heading (a live
    blog's entry headed by its day; but the text's first block when the page had it right over the headline,
    ``heading_over_title``: Blogger's "<h2 class=date-header>Sunday, November 16, 2026</h2>" over the post's title),
    not another day (a timeline's first entry, a diary's), never the only block; called for an article's blocks.
    Returns (blocks, number removed)."""
    if not date or len(blocks) < 2:
        return blocks, 0
    names = [n for n in (part.strip() for part in author.split(";")) if len(n) > 2]
    drop = set()
    for i, block in enumerate(blocks[:AUTHOR_LOOK]):
        if not block.heading or (i == 0 and heading_over_title):
            day = date_alone(_without_writer(block.text, names) if names else block.text, lang)
            if (day is not None and day.isoformat() == date) or _slashed_date_line(block.text, date, names):
                drop.add(i)
    if not drop or len(drop) == len(blocks):
        return blocks, 0
    return [b for i, b in enumerate(blocks) if i not in drop], len(drop)
