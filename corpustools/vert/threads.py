"""The posts of a forum thread, a discussion or a guestbook found by their structure, where no class names
them (``furniture.post_body`` knows the engines whose elements carry telling names).

ForumFree's ``div.color``, forum.hardware.fr's ``div id="paraN"``, jeuxvideo.com's ``div.txt-msg``, a Czech
news site's discussion or a parenting forum's posts say nothing of what they are; what they share is their
shape: repeated sibling elements (the units), each led by a short line stamped with a date or a time
("Posté le 12-05-2024 à 10:01", "12. 5. 2024 10:15", "vor 2 Stunden") or, where the stamp went with a
toolbar, by a member's name linked to the member's page, with the post's text after it.  A unit counts
when a line of text follows its lead: the first line (not one that half the units repeat, "Transactions
(0)", "Posts: 1,234") that opens an element holding most of the text after the lead, the element whose
first block it is (climbing further would take in the stamp, the member panel, the header row).  The
units' walk ids go with the named posts, whole: the author's name, the date and a title over a post are
read with it (the benchmarks' truth keeps them), and ``container._thread`` keeps every post's text, the
short replies too, without the lines every post repeats (a member panel's) and the signatures.

Not a thread: fewer than ``MIN_UNITS`` units, units whose stamps are most of their text (a list of
dates), the rows of a data table (each unit's blocks its own cells: a date, a version, a description),
units led by members' names alone, each name once (the authors' boxes under an article), and a list of
teasers (a date, a linked headline, an excerpt: the headline before the excerpt is a link of
``HEADLINE_CHARS`` or more in half the units or more)."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from corpustools.vert import boiler, firstchar
from corpustools.vert.extract import Block
from corpustools.vert.textdates import text_day

log = logging.getLogger(__name__)

MIN_UNITS = 3  # a thread: this many sibling units, each with a stamp and a text after it
STAMP_CHARS = 100  # a stamp line is no longer than this
HEADLINE_CHARS = 25  # a link this long before a unit's text is a teaser's headline, not an author's name
LINK_SHARE = 0.5  # a line of a post's text is less link text than this share (not an author's name, a button)
LONG_POST_CHARS = 100  # one post of a thread at least opens with a line this long
CANDIDATES = 4  # the parents tried, those with the most units first

_TIME = r"(?<![\d:])\d{1,2}:\d\d(?::\d\d)?(?![\d:])"  # 10:01, 21:02:32
_NUMERIC_DATE = r"(?<![\d./-])\d{1,4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}(?![\d/-])"  # 12-05-2024, 12. 5. 2024, 2024-05-12
# an age: "3 days ago", "2 ore fa" (the number first), "vor 2 Stunden", "il y a 3 jours", "před 2 hodinami"
_AGO_AFTER = (r"(?<!\d)\d+\s*(?:min|minutes?|hours?|hrs?|days?|weeks?|months?|years?|minut[oi]|or[ae]|giorn[oi]|"
              r"settimane?|mes[ei]|ann[oi])\s+(?:ago|fa)\b")
_AGO_BEFORE = (r"\b(?:vor|il y a|p[řr]ed)\s+\d+\s*(?:min|std|stunde|tag|woche|monat|jahr|h\b|heure|jour|semaine|mois|an|"
               r"hod|dn|dň|týd|tyžd|měs|mes|rok|let)")
_NUMERIC = re.compile(f"{_TIME}|{_NUMERIC_DATE}")  # the common stamps, without a word: searched first
_AGE = re.compile(f"{_AGO_AFTER}|{_AGO_BEFORE}", re.I)
_AGE_WORD = re.compile(r"ago|fa\b|vor|il y a|p[řr]ed", re.I)  # ... whose words a line has before the age is read
# the two searched in lowered ASCII text without re.I (``firstchar.lowered_search``; the lines and links of 248
# sample pages: _AGE_WORD 22 -> 12 ms, _PROFILE 25 -> 12 ms)
_AGE_WORD_FOUND = firstchar.lowered_search(_AGE_WORD)
_DIGIT = re.compile(r"\d")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# a date written with a month's name, its day and year ("12 mai 2024", "Jul 9, 2022", "9. Juli 2022"): the month
# is read (``textdates.text_day``) only where a year is and this looser shape around it
_WORD_DATE = re.compile(r"\d\.?\s+[^\W\d_]{3,}\.?,?\s+(?:19|20)\d\d(?!\d)|"
                        r"(?<![^\W\d_])[^\W\d_]{3,}\.?\s+\d{1,2}\w{0,2},?\s+(?:19|20)\d\d(?!\d)")


def stamp(text: str) -> bool:
    """A short line that says when something was written: a time, a date, an age ("3 days ago")."""
    if len(text) > STAMP_CHARS or _DIGIT.search(text) is None:  # (most lines: one quick search)
        return False
    if _NUMERIC.search(text) is not None:
        return True
    if _AGE_WORD_FOUND(text) and _AGE.search(text) is not None:
        return True
    return _YEAR.search(text) is not None and _WORD_DATE.search(text) is not None and text_day(text) is not None


def _text_line(b: Block) -> bool:
    """A block that may open a post's text: not mostly links (an author's name, a button), with a letter,
    not an interface word ("Reply", "Citer"), no stamp."""
    return b.link_chars < LINK_SHARE * len(b.text) and any(ch.isalpha() for ch in b.text) \
        and not boiler.is_label(b.text) and not stamp(b.text)


# a link to a member's page: /members/x.12/, /member.php?u=1, /profile/x, /hfr/profil-12.htm, /u/x, /uzivatel/x
_PROFILE = re.compile(r"[/?&=.](?:members?|memberlist|users?|u|profiles?|profil|mitglied(?:er)?|benutzer|utenti|utente|"
                      r"uzivatel|uživatel|pouzivatel|používateľ|autor|author|people|userinfo|showuser|viewprofile)"
                      r"(?:[/._?=&-]|\.php|$)", re.I)
_PROFILE_FOUND = firstchar.lowered_search(_PROFILE)
NAME_CHARS = 40  # an author's name, a link to the member's page, is no longer than this


def _author(b: Block) -> bool:
    """A member's name: a short block that is a link to the member's page."""
    return len(b.links) == 1 and len(b.text) <= NAME_CHARS and b.link_chars >= 0.8 * len(b.text) \
        and _PROFILE_FOUND(b.links[0][2])


_DIGITS = re.compile(r"\d+")
_CELLS = frozenset(("td", "th"))


def digits_aside(line: str) -> str:
    """A line with each run of digits as "#": the form that a member panel's lines share from post to post
    ("Posts: 1,234" and "Posts: 56" alike)."""
    return _DIGITS.sub("#", line)


def stamped_posts(blocks: Sequence[Block]) -> set[int]:
    """The walk ids of the page's units that are a thread's posts, whole (see the module docstring); empty
    when the page shows no thread."""
    leads = []
    stamps: set[int] = set()  # the leads that are stamps (the others are members' names), for _unit_posts
    digit = _DIGIT.search
    for i, b in enumerate(blocks):
        text = b.text
        if len(text) <= STAMP_CHARS:
            if digit(text) is not None and stamp(text):
                leads.append(i)
                stamps.add(i)
            elif b.links and _author(b):
                leads.append(i)
    if len(leads) < MIN_UNITS:
        return set()
    # the elements whose children hold leads, one child each at least: the units' parent is one of them
    children: dict[int, set[int]] = {}
    depth: dict[int, int] = {}
    for i in leads:
        anc = blocks[i].ancestors
        for k in range(len(anc) - 1):
            kids = children.get(anc[k])
            if kids is None:  # (not setdefault: it made a set for every level of every lead)
                kids = children[anc[k]] = set()
            kids.add(anc[k + 1])
            depth[anc[k]] = k
    candidates = sorted((a for a in children if len(children[a]) >= MIN_UNITS),
                        key=lambda a: (-len(children[a]), -depth[a]))
    lead_set = set(leads)
    for parent in candidates[:CANDIDATES]:
        posts = _unit_posts(blocks, parent, children[parent], depth[parent] + 1, lead_set, stamps)
        if posts:
            return posts
    return set()


def _unit_posts(blocks: Sequence[Block], parent: int, units: set[int], at: int, leads: set[int],
                stamps: set[int]) -> set[int]:
    """The walk ids of the units below ``parent`` (at depth ``at``) that are posts, or none when they are no
    thread (``leads``: the indexes of the stamps and members' names, ``stamps``: those of the stamps, as
    :func:`stamped_posts` found them: not asked again for every candidate parent)."""
    # the parent's blocks are one run of the page's: from around its leads, not from the whole page
    inside = [i for i in leads if len(blocks[i].ancestors) > at and blocks[i].ancestors[at - 1] == parent]
    lo, hi = min(inside), max(inside)
    while lo > 0 and _under(blocks[lo - 1], parent, at):
        lo -= 1
    while hi + 1 < len(blocks) and _under(blocks[hi + 1], parent, at):
        hi += 1
    members: dict[int, list[int]] = {}
    for i in range(lo, hi + 1):
        anc = blocks[i].ancestors
        if len(anc) > at and anc[at] in units:
            members.setdefault(anc[at], []).append(i)
    # the lines every other unit repeats, digits aside ("Transactions (0)", "Posts: 1,234", "Senior Member"):
    # the member panel's, never a post's text
    seen: dict[str, int] = {}
    for indexes in members.values():
        for line in {digits_aside(blocks[i].text) for i in indexes}:
            seen[line] = seen.get(line, 0) + 1
    repeated = {line for line, n in seen.items() if n >= 2 and 2 * n >= len(members)}
    # a data table's rows (a date cell, a version, a description: each unit's blocks its own cells) are no posts
    flat = sum(all(blocks[i].tag in _CELLS and len(blocks[i].ancestors) == at + 2 for i in indexes)
               for indexes in members.values())
    if 2 * flat >= len(members):
        return set()
    posts: set[int] = set()
    headlines = led = stamped = 0
    names: list[str] = []  # the members' names that lead the units without a stamp
    long = False
    for unit, indexes in members.items():
        # the text follows the stamp (the author's name may stand before it: "Kheyou" over "12 mai 2024"), or
        # the member's name when no stamp is left (a toolbar's date went with its buttons)
        first = next((k for k, i in enumerate(indexes) if i in stamps), None)
        if first is None:
            first = next((k for k, i in enumerate(indexes) if i in leads), None)
            if first is None:
                continue
            names.append(blocks[indexes[first]].text)
        else:
            stamped += 1
        led += 1
        # a threaded discussion nests the replies in the post they answer: the post's text ends where a deeper
        # lead (a reply's stamp or author) begins, the replies are not its text
        depth = len(blocks[indexes[first]].ancestors)
        end = next((k for k in range(first + 1, len(indexes))
                    if indexes[k] in leads and len(blocks[indexes[k]].ancestors) > depth), len(indexes))
        lines = [k for k in range(first + 1, end) if _text_line(blocks[indexes[k]])
                 and digits_aside(blocks[indexes[k]].text) not in repeated]
        if not lines:
            continue
        after = sum(len(blocks[indexes[k]].text) for k in lines)
        firsts = _firsts(blocks, indexes, at)
        # the first line that opens most of the text after the stamp (not a member's "Status: Online" line)
        for opening in lines:
            post = _opened_by(blocks[indexes[opening]].ancestors, firsts, indexes[opening], at)
            if post is not None and 2 * sum(len(blocks[indexes[k]].text) for k in lines
                                            if post in blocks[indexes[k]].ancestors) >= after:
                break
        else:
            continue
        if blocks[indexes[opening]].heading or any(blocks[i].link_chars >= HEADLINE_CHARS for i in indexes[:opening]):
            headlines += 1
        posts.add(unit)  # the whole unit: its name, stamp and title are the post's as a reader sees it
        long = long or len(blocks[indexes[opening]].text) >= LONG_POST_CHARS
    if len(posts) < MIN_UNITS or not long or 2 * headlines >= led or 3 * len(posts) < 2 * led:
        return set()
    if 2 * stamped < led and len(set(names)) == len(names):
        # led by names alone, each name once: authors' boxes under an article, not members answering in a thread
        return set()
    return posts


def _under(b: Block, parent: int, at: int) -> bool:
    """Whether block ``b`` is in ``parent``, the element at depth ``at`` - 1 (its own element or below it)."""
    return len(b.ancestors) >= at and b.ancestors[at - 1] == parent


def _firsts(blocks: Sequence[Block], indexes: list[int], at: int) -> dict[int, int]:
    """Each element below a unit (at depth ``at``) -> the index of its first block."""
    firsts: dict[int, int] = {}
    for i in indexes:
        for a in blocks[i].ancestors[at + 1:]:
            if a not in firsts:
                firsts[a] = i
    return firsts


def _opened_by(ancestors: tuple[int, ...], firsts: dict[int, int], opening: int, at: int) -> int | None:
    """The highest element below the unit (at depth ``at``) whose first block is ``opening`` (``ancestors``:
    its path): the post's text from its first line on, without the stamp, the member panel or the header
    row before it."""
    return next((a for a in ancestors[at + 1:] if firsts.get(a) == opening), None)
