"""The main content container of a page and the blocks kept in and around it, from the block classes
of ``classify.py`` (jusText's, in context).

The main container is the element with the best readability score (a block's text counts fully
for its parent, half for the grandparent, a quarter above), provided it holds at least 30 % of the
good text; otherwise the deepest element holding 60 % of it.  On a page that is not an article (a
service, a product: its text is spread over more parts), when the top element holds less than 60 %
and its parent or grandparent holds that much, that one is the container.  A page where no block is good text
(a shop's page of short lines) keeps the plain blocks of its container.  A list is never the container
on its own: its parent is (the steps of a recipe with the ingredients above them).  Good blocks outside it (teasers,
related-article boxes that survived the class filter) are dropped unless they are inside an
``<article>``/``<main>`` (not a teaser card: an ``<article>`` with a linked headline) or prose before it under its parent or grandparent (the title and lead
above the body), while short blocks inside it without links are kept (short paragraphs,
captions, subheadings; a table's cells and a definition list's terms and descriptions however short;
list items and paragraphs that are links, with good text after them; on a page that is not an article,
headings that are links and prices alone in a block: a collection's product names, a product's price;
the short items of a list one of whose items is kept; the item facts of ``itempage.py``), and short ones with a link when 30 characters of their text lie outside it
and good text follows (a step in a tutorial, not a share bar nor a closing call to action), and
sentences that are mostly links with good text after them (``_linked_sentence``: a news story citing earlier ones).  Siblings of the container or of its near ancestors that hold half its text
mass, mostly good and link-free, continue it (an article split into sections), and so do those after
it of three blocks or more all good in context and link-free (sections whose headings are divs, not h1-h6),
and those shaped like it or like a sibling taken (the same tags at the same depths: a tutorial's steps), and those
after its start holding only fact fields of the page's subject (``_subject_fields``: a Drupal node's contact
field, an events plugin's venue and organizer, schema.org's address, HTML's ``<address>``), all their lines
kept however short.  When the container
holds under 60 % of the text and the deepest element around it that holds 60 % only adds a
beginning to it (little link text, little after it: an intro, key points and a table of results
above the section the score found), that element is the container.  Last, the short lines that the
blocks kept around them show to be text (a sign-off, a label with its value, a listicle's linked
heading: ``shortlines.py``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import replace
from urllib.parse import urljoin, urlsplit

from corpustools.vert import boiler, itempage, linktarget, notices, phrases, threads
from corpustools.vert.classify import (
    CELLS,
    INSIDE_MIN_CHARS,
    LENGTH_HIGH,
    LENGTH_LOW,
    MAX_LINK_DENSITY,
    SIBLING_LINK_DENSITY,
    STOPWORDS_LOW,
    _classes,
    stop_density,
    stoplist,
    text_length,
)
from corpustools.vert.extract import HEADINGS, Block, shared_depth
from corpustools.vert.fullstops import ends_sentence, opens_sentence
from corpustools.vert.shortlines import (
    SHORT_LINE_CHARS,
    acronym,
    layout_cells,
    link_line,
    numbered_headings,
    section_heading,
    see_also_section,
    with_short_blocks,
)
from corpustools.vert.suffixes import site_of

log = logging.getLogger(__name__)

CONTAINER_SHARE = 0.6
INSIDE_LINK_DENSITY = 0.5
CLIMB_LEVELS = 2  # a page that is not an article: the element this many levels above the top one may be
# the container when it holds 60 % of the good text (its text is spread over more parts)
TOP_SHARE = 0.3  # the top-scored container must hold this share of the good text
INSIDE_PLAIN_CHARS = 30  # ... and a short block with a link needs this much text outside the link
SIBLING_SHARE = 0.5  # a sibling of the main container (or of its ancestors) with this share of its text continues it
SIBLING_LEVELS = 5
SIBLING_SHARE_LONG = 0.2  # ... or this share when it has SIBLING_LONG_BLOCKS long good paragraphs
SIBLING_LONG_BLOCKS = 3
SECTION_BLOCKS = 3  # ... or, after the container, this many blocks all good in context (see _text_siblings)
PAIR_BLOCKS = 2  # ... or these many, in paragraphs as the container's, with half its text mass (xde38)
SECTION_GOOD_SHARE = 0.6  # ... or this many good in context holding this share of its text
BETWEEN_LINK_SHARE = 0.05  # a section between two parts of the text has at most this share of link text (see _between)
QUOTE_BLOCKS = 2  # ... and this many blocks at least when it is a quotation (its sentence and its speaker's line)
LINKED_ITEM_CHARS = 20  # a list item or paragraph inside the container that is a link this long, before good text


BAD_BLOCK_CHARS = 1000  # a 'bad' block counts for this much text at most: a list of postcodes, a keyword dump
# (not code: a ``pre`` is a page's text however few stop words it has)
_MASS = {"good": 1.0, "near-good": 1.0, "short": 0.3, "bad": 0.0, "teaser": 0.0}


def _weight(b: Block, c: str) -> float:
    """A block's text mass without its link text; a 'bad' block with little link text counts 0.3, for at
    most ``BAD_BLOCK_CHARS`` of its text unless it is code: one long block without stop words (the
    postcodes and towns a service covers, a keyword list in the footer) does not outweigh the text."""
    length = len(b.text)
    if c == "bad":
        if not length or b.link_chars > MAX_LINK_DENSITY * length:
            return 0.0
        return 0.3 * (length - b.link_chars if b.tag == "pre" else min(length - b.link_chars, BAD_BLOCK_CHARS))
    return (length - b.link_chars) * _MASS[c]


class _Mass:
    """The text mass (``_weight``) of a page's blocks: in all, in every element around them, and each
    element's depth and readability score (a block counts fully for its parent, half for the
    grandparent, a quarter above)."""

    def __init__(self, blocks: Sequence[Block], classes: list[str]) -> None:
        self.totals: dict[int, float] = {}
        self.depth: dict[int, int] = {}
        self.scores: dict[int, float] = {}
        self.mass = 0.0
        totals, depth, scores = self.totals, self.depth, self.scores
        grouped: dict[tuple[int, ...], float] = {}  # blocks in the same element (list items, a post's paragraphs)
        for b, c in zip(blocks, classes):
            weight = _weight(b, c)
            if weight <= 0:
                continue
            self.mass += weight
            around = b.ancestors[:-1] or b.ancestors  # elements around the block
            grouped[around] = grouped.get(around, 0.0) + weight
        for around, weight in grouped.items():
            for d, anc in enumerate(around):
                totals[anc] = totals.get(anc, 0) + weight
                depth[anc] = d
            for k, anc in enumerate(reversed(around[-3:])):
                scores[anc] = scores.get(anc, 0.0) + weight / (2 ** k)


def _main_container(blocks: Sequence[Block], classes: list[str], climb: int = 0,
                    measured: _Mass | None = None) -> int | None:
    m = measured or _Mass(blocks, classes)
    totals, depth, scores, mass = m.totals, m.depth, m.scores, m.mass
    if not mass:
        return None
    best = None
    for anc, total in totals.items():
        if total >= CONTAINER_SHARE * mass and (best is None or depth[anc] > depth[best]):
            best = anc
    top = max(sorted(scores), key=lambda a: scores[a])
    # the top candidate, unless it holds too little of the good text
    if totals.get(top, 0) < TOP_SHARE * mass:
        return best
    if best is not None and best != top and totals.get(top, 0) < CONTAINER_SHARE * mass:
        path = _path_through(blocks, top)
        if best in path and path.index(top) - path.index(best) <= climb:
            return best  # the text goes on in the element just around the top candidate
    children = [b for b in blocks if len(b.ancestors) > 1 and b.ancestors[-2] == top]
    if children and all(b.tag == "li" for b in children):  # a list (steps, tips) is part of a text
        path = _path_through(blocks, top)
        at = path.index(top)
        if at > 0:
            return path[at - 1]
    return top


def _path_through(blocks: Sequence[Block], element: int) -> tuple[int, ...]:
    """The element ids from the body down to the first block inside ``element`` (``()``: none is)."""
    return next((b.ancestors for b in blocks if element in b.ancestors), ())


def _parent_of(blocks: Sequence[Block], node: int) -> int | None:
    path = _path_through(blocks, node)
    i = path.index(node) if path else 0
    return path[i - 1] if i > 0 else None



def _text_siblings(blocks: Sequence[Block], classes: list[str], main: int, final: list[str],
                   density: float = SIBLING_LINK_DENSITY, between: set[int] | None = None,
                   bodies: frozenset[int] = frozenset()) -> set[int]:
    """Elements near the main container that continue its text (an article split into sections or
    columns), readability's way: siblings of the container or of its ancestors up to ``SIBLING_LEVELS``
    above it, each holding at least ``SIBLING_SHARE`` of the container's text mass (``SIBLING_SHARE_LONG``
    with ``SIBLING_LONG_BLOCKS`` long good paragraphs), mostly good text and little link text.  A list of teasers beside the article is many small siblings; none of them passes.
    Also, however small, a sibling after the container of ``SECTION_BLOCKS`` blocks or more, all of
    them good in context (``final``) and with little link text: the next sections of a page cut into
    sections, whose headings are not ``h1``-``h6`` (a course's "What It Prepares You For", its outline of
    chapters as short rows, a manual's next options).  And a sibling with little link text shaped like
    the container (or one of its ancestors there) or like a sibling taken, unless it repeats their lines.
    (xde37) And a sibling after the container that holds an element the page marks as its article body
    (``bodies``, see ``_widen_to_body``), with little link text: the container was the lead above it, set in
    an element of its own (TYPO3 news' ``teaser-text`` over its ``itemprop="articleBody"``, a picture between
    them), and the body, shorter or cut by a table of short cells, scored less.  Only a sibling that opens with the
    marked body: an author's box under the article, its heading and name over a bio in a ``data-entry-content``, is
    named like a body too.  And only when the container holds no marked body and lies in none: then the body is
    found, and a sibling opening with another is a reader's comment whose text a theme names as a post's
    (``<article class="reply"><div class="post-content">``; xreview37c found it too)."""
    path = _path_through(blocks, main)
    if main not in path:
        return set()
    at = path.index(main)
    lo = max(0, at - SIBLING_LEVELS)  # path[lo:at]: the ancestors whose other children are looked at
    mass: dict[int, float] = {}
    good: dict[int, float] = {}
    strong: dict[int, int] = {}
    chars: dict[int, int] = {}
    links: dict[int, int] = {}
    head = path[:lo + 1]
    count: dict[int, int] = {}
    headed: set[int] = set()  # the children holding an ``<h1>``: the page's header
    level: dict[int, int] = {}  # the depth of the path a child leaves it at
    first: dict[int, int] = {}  # the index of a child's first block
    all_good: dict[int, bool] = {}  # all its blocks good in context
    good_chars: dict[int, int] = {}  # the characters of its blocks good in context
    good_count: dict[int, int] = {}  # ... and their number
    linked_heads: set[int] = set()  # the children with a heading that has a link (a teaser card)
    stated: set[int] = set()  # the children holding an element marked as the article's body
    marked_inside = False  # ... which is not the article's body when the container holds (or is in) one
    top = 0.0  # the container's text mass
    end = -1  # the index of the container's last block
    start = -1  # ... and of its first
    leaving = [-1] * len(blocks)  # the depth where each block leaves the path, for _shaped_alike
    in_article = False  # the container lies in an <article> or <main>
    for i, (b, c) in enumerate(zip(blocks, classes)):
        # a block counts for the child of the deepest of those ancestors that it shares with the container's
        # path, the element where it leaves that path (ancestors are root paths: one such child at most)
        anc = b.ancestors
        if anc[:lo + 1] != head:
            continue
        k, n = lo + 1, len(anc)
        while k < n and k <= at and anc[k] == path[k]:
            k += 1
        leaving[i] = k
        if k > at:  # inside the container
            top += _weight(b, c)
            end = i
            in_article = in_article or b.in_article
            if bodies and not marked_inside and not bodies.isdisjoint(anc):
                marked_inside = True
            if start < 0:
                start = i
            continue
        if k >= n:
            continue  # text right in one of the container's ancestors
        child = anc[k]
        w = _weight(b, c)
        before = mass.get(child)
        if before is None:
            level[child], first[child] = k, i
            before = 0.0
        mass[child] = before + w
        good[child] = good.get(child, 0.0) + (w if c == "good" else 0.0)
        strong[child] = strong.get(child, 0) + (c == "good" and len(b.text) >= LENGTH_HIGH)
        chars[child] = chars.get(child, 0) + len(b.text)
        links[child] = links.get(child, 0) + b.link_chars
        count[child] = count.get(child, 0) + 1
        if b.heading == 1:
            headed.add(child)
        all_good[child] = all_good.get(child, True) and final[i] == "good"
        if final[i] == "good":
            good_chars[child] = good_chars.get(child, 0) + len(b.text)
            good_count[child] = good_count.get(child, 0) + 1
        if b.heading and b.link_chars:
            linked_heads.add(child)
        if bodies and first[child] == i and not bodies.isdisjoint(anc[k:]):
            stated.add(child)  # (its first block in the marked body: the body opens the sibling)
    # a section: after the container, all its blocks good in context
    section = {child for child, ok in all_good.items() if ok and first[child] > end}
    # ... or most of its text good in context, in SECTION_BLOCKS blocks or more, without a linked heading:
    # the last section of an article cut into sections, its conclusion's paragraphs between a short heading
    # and a list of sources, judged bad in context
    mostly = {child for child, n in good_count.items() if first[child] > end and n >= SECTION_BLOCKS
              and child not in linked_heads and good_chars[child] >= SECTION_GOOD_SHARE * chars[child]}
    if mostly:
        section |= _shaped_within(blocks, leaving, path, mostly, level, in_article)
    # (xde38) ... or a pair of paragraphs after it, both good in context, as heavy as half the container and
    # standing as its own paragraphs do: the text's end in a text block of its own after a picture block
    pairs = {child for child, n in good_count.items() if first[child] > end and n == count[child] == PAIR_BLOCKS
             and top and mass[child] >= SIBLING_SHARE * top and not blocks[first[child]].heading}
    if pairs:
        pairs = _shaped_within(blocks, leaving, path, pairs, level, in_article)
    chosen = {child for child, m in mass.items() if links[child] <= density * chars[child] and (
        (top and good[child] >= 0.6 * m
         and (m >= SIBLING_SHARE * top or (m >= SIBLING_SHARE_LONG * top and strong[child] >= SIBLING_LONG_BLOCKS)))
        or (child in section and count[child] >= SECTION_BLOCKS) or child in pairs
        or (child in stated and first[child] > end and not marked_inside))}
    rest = {c for c in mass if c not in chosen and links[c] <= density * chars[c]}
    if not rest:
        return chosen
    taken = chosen | _shaped_alike(blocks, leaving, path, at, chosen, rest, level)
    found = _between(rest - taken - headed, taken, start, first, level, links, count, chars, blocks)
    if between is not None:
        between.update(found)
    return taken | found


FACT_LEVELS = 3  # siblings of the container or of its ancestors up to this many levels above it
FACT_BLOCKS = 8  # a section of facts has at most this many blocks (a heading and two lines at least) ...
FACT_LINE_CHARS = 200  # ... none of them longer than this, nor a single word


def end_of(in_main: list[bool]) -> int:
    """The index of the container's last block."""
    return len(in_main) - 1 - in_main[::-1].index(True)


def _fact_sections(blocks: Sequence[Block], main: int, end: int) -> set[int]:
    """On a page that is not an article, the content elements right after the container (siblings of it
    or of its ancestors up to ``FACT_LEVELS`` above) that are a heading and a few short link-free lines:
    an office's opening hours, the documents to bring, fees, a contact under the text of a service page
    (TYPO3's ``frame`` elements, Drupal's paragraphs, a builder's modules, each a sibling of the text's
    element), and last a "See also" heading with its list of links (``shortlines.see_also_section``: a
    municipality's "Weitere Informationen" with its forms).  jusText judges such lines bad in context after
    the last good paragraph, and they were lost.  Only a run of such elements with nothing else between them and the container: a box after a list of
    teasers or a menu is not the text's."""
    path = _path_through(blocks, main)
    if main not in path:
        return set()
    at = path.index(main)
    out: set[int] = set()
    listed = False  # a definition list of facts passed over: a closing statement may follow it
    i = end + 1
    while i < len(blocks):
        anc = blocks[i].ancestors
        k = 0
        while k < len(anc) and k < at and anc[k] == path[k]:
            k += 1
        if k < at - FACT_LEVELS + 1 or k >= len(anc):
            break  # outside the container's neighbourhood, or text right in one of its ancestors
        child = anc[k]
        j = i
        while j < len(blocks) and child in blocks[j].ancestors:
            j += 1
        part = blocks[i:j]
        if see_also_section(part):
            out.add(child)  # the text's "See also" with its list of links ends the run
            break
        children = {child}
        if len(part) == 1 and part[0].heading:  # ((xleft34) a heading and its lines as siblings, no element around them)
            while j < len(blocks) and not blocks[j].heading and len(blocks[j].ancestors) > k \
                    and blocks[j].ancestors[:k] == anc[:k]:
                children.add(blocks[j].ancestors[k])
                j += 1
            part = blocks[i:j]
        if _fact_list(part):
            i, listed = j, True  # (passed over, not taken: a definition list is kept as facts or not by
            continue  # itempage.facts; a forum's "Status: Not open for further replies." is no text)
        if _RESPONSES_HEADING.fullmatch(part[0].text) or not (
                _fact_section(part) or _fact_box(part)
                or listed and blocks[end].in_article and _closing_statement(part)):
            break  # (a product's reviews after its specifications are the customers' words, not the shop's facts)
        out.update(children)
        i = j
    return out


def _fact_section(part: Sequence[Block], least: int = 3) -> bool:
    """``part`` (an element's blocks) is a heading over a few short link-free lines (``least`` blocks at least), none
    a single word but a definition list's or a table's label ("Donnerstag" "8.00 – 18.00 Uhr"), or (xfrit37) a label
    beside its value in one element of their own, a shop's specifications as pairs of ``<div>`` (IdoSell's
    ``dictionary__param``: "Pojemność" "35 l"; ``itempage.label_pairs``)."""
    return part[0].heading > 0 and least <= len(part) <= FACT_BLOCKS and not any(b.link_chars for b in part) \
        and all(not b.heading and len(b.text) <= FACT_LINE_CHARS
                and (" " in b.text or b.tag in _LABEL_TAGS
                     or (k < len(part) and part[k].ancestors[:-1] == b.ancestors[:-1]))
                for k, b in enumerate(part[1:], 2))


def _fact_list(part: Sequence[Block]) -> bool:
    """(xleft38) ``part`` is a definition list of short link-free facts without a heading ("Projektträger"
    "Bürgerstiftung Westerwald", "Laufzeit" "September 2025 bis August 2028"): a project's or an office's facts
    between its text and a last section, which the run goes on past (without taking the list: XenForo's
    "<dl class=blockStatus><dt>Status</dt><dd>Not open for further replies.</dd></dl>" under a thread is none)."""
    return 2 <= len(part) <= 2 * FACT_BLOCKS and all(
        b.tag in _LABEL_TAGS and not b.link_chars and len(b.text) <= FACT_LINE_CHARS for b in part)


def _closing_statement(part: Sequence[Block]) -> bool:
    """(xleft38) ``part`` is a heading that asks nothing over one short link-free statement, both in the page's
    ``<article>`` or ``<main>`` as the container is: a foundation's project page whose last section, after the
    definition list of its facts, is "Ziele des Projekts" over "Bis 2028 sollen an 40 Grundschulen feste
    Lesepatenschaften bestehen." (``_fact_section`` wants two lines).  Not a call to action: its heading asks
    ("Ready to save water?") or its line bids ("Book a call!"); and only after such a list was passed over (a club's
    "Mitglied werden" over one paragraph right after the text is a call to action: inst25)."""
    if len(part) != 2 or not part[0].heading or part[1].heading or not all(b.in_article for b in part):
        return False
    line = part[1]
    return (not line.link_chars and len(line.text) <= FACT_LINE_CHARS and line.text.endswith(".")
            and len(line.text.split()) >= CLOSING_WORDS and not part[0].text.rstrip().endswith(("?", "!")))


CLOSING_WORDS = 5  # a closing statement under its heading has this many words at least (a sentence, not a label)
_LABEL_TAGS = frozenset(("dt", "dd"))
# the heading of the readers' or customers' responses, a count after it: "Hodnocení", "Recenze (12)", "Bewertungen",
# "Customer reviews", "Comments", "Avis clients", "Recensioni", "Opinie" (a product's reviews tab after its
# specifications' definition list looked like one more section of facts)
_RESPONSES_HEADING = re.compile(
    r"\s*(?:customer |kunden)?(?:reviews?|ratings?|comments?|bewertungen|rezensionen|kommentare|hodnocení|recenze"
    r"|diskuze|diskuse|komentáře|hodnotenia|recenzie|diskusia|komentáre|avis(?: clients)?|commentaires|recensioni"
    r"|commenti|opiniones|reseñas|comentarios|opinie|recenzje|komentarze|beoordelingen|reacties)\s*\(?[\d\s]*\)?\s*:?",
    re.I)


FACT_BOX_SECTIONS = 2  # a box of a service's facts holds this many sections at least


def _fact_box(part: Sequence[Block]) -> bool:
    """(xleft34) ``part`` is a box of fact sections beside the text, each a heading over one line or a few (an
    ``<aside>`` beside ``<main>`` on a service page: "Öffnungszeiten", "Gebühren", "Kontakt"; "Opening hours",
    "Fees", "Contact us"), ``FACT_BOX_SECTIONS`` of them at least and nothing else."""
    starts = [k for k, b in enumerate(part) if b.heading]
    if len(starts) < FACT_BOX_SECTIONS or starts[0] != 0:
        return False
    return all(_fact_section(part[a:b], 2) for a, b in zip(starts, [*starts[1:], len(part)]))


SUBJECT_LEVELS = 2  # a field of the page's subject is a sibling of the container or of its ancestors this many levels up


def _subject_fields(blocks: Sequence[Block], main: int, fields: frozenset[int], start: int) -> set[int]:
    """The siblings of the container (or of its ancestors up to ``SUBJECT_LEVELS`` above) that hold only fact
    fields of the page's own subject (``furniture.subject_field``: a Drupal node's contact field with an
    office's address, phone and opening hours, The Events Calendar's details, organizer and venue groups,
    schema.org's address and telephone) and headings, with little link text: the page's text however short and
    bare of stop words their lines are; after the container's first block (``start``: an ``<address>`` over the
    text is a byline).  A column beside the text holding an address block and a list of news, or a site-wide
    contact block in the footer, is not one."""
    path = _path_through(blocks, main)
    if main not in path:
        return set()
    at = path.index(main)
    # a sibling holding a field -> its text, its link text, 1 while only fields, 1 once a field the page names
    # (not HTML's ``<address>`` alone, which is its writer's as often: "<a>Bradley M. Kuhn</a> <a>&lt;bkuhn@…&gt;</a>"
    # under a blog's post, the author's links; its postal address is plain lines)
    found: dict[int, list[int]] = {}
    for b in blocks[start:]:
        anc = b.ancestors
        shared = shared_depth(anc, path)  # where the block's branch leaves the container's
        if not at - SUBJECT_LEVELS < shared <= at or shared >= len(anc):
            continue
        in_field = not fields.isdisjoint(anc)
        sibling = anc[shared]
        facts = found.get(sibling)
        if facts is None:
            # (a heading over the fields, "Kontakt", counts for neither; other text first: not a box of fields)
            facts = found[sibling] = [0, 0, 1 if in_field or b.heading else 0, 0]
            if b.heading and not in_field:
                continue
        facts[0] += len(b.text)
        facts[1] += b.link_chars
        if not in_field and not b.heading:
            facts[2] = 0
        elif in_field and b.tag != "address" and b.parent_tag != "address":
            facts[3] = 1
    return {s for s, (text, links, only, named) in found.items()
            if only and text and links <= (INSIDE_LINK_DENSITY if named else MAX_LINK_DENSITY) * text}


def _between(rest: set[int], taken: set[int], start: int, first: dict[int, int], level: dict[int, int],
             links: dict[int, int], count: dict[int, int], chars: dict[int, int], blocks: Sequence[Block]) -> set[int]:
    """The siblings of ``rest`` of ``SECTION_BLOCKS`` blocks or more with at most ``BETWEEN_LINK_SHARE`` of
    link text (none, or a cross-reference in a sentence) that lie between
    two parts of the text taken at their level (the container's ancestor there, whose first block is at
    index ``start``, or a sibling ``taken``): a how-to's list of what you need between its intro and its steps, a recipe's ingredients
    between the story and the method, a manual's examples (a short sentence over each block of code, one of
    them pointing to another page) between its parameters and its notes on compatibility; short lines and
    code all, so neither good text nor shaped like the steps.
    A teaser box or a menu is mostly links; an advertisement's slot has no text; a single line there is a date or
    a notice ("Scroll through the whole page to download all images") more often than text.  (The caller
    leaves out the page's header, the element with the ``<h1>``, its byline and date: the lead rule judges it.)
    (xde37) A quotation of ``QUOTE_BLOCKS`` blocks will do, its first a ``<blockquote>``'s: a page built of blocks,
    each its own element (Kirby's, Statamic's, a builder's modules), sets a quote block between its text blocks, the
    sentence with its speaker's line under it ("Ines Hartwig, Gründerin"): the text's own words, not a notice."""
    out = set()
    for c in rest:
        if links[c] > BETWEEN_LINK_SHARE * chars[c] or count[c] < QUOTE_BLOCKS \
                or (count[c] < SECTION_BLOCKS and not boiler.quoted(blocks[first[c]])):
            continue
        at = [start] + [first[t] for t in taken if level[t] == level[c]]
        if min(at) < first[c] < max(at):
            out.add(c)
    return out


def _shaped_alike(blocks: Sequence[Block], leaving: list[int], path: tuple[int, ...], at: int, chosen: set[int],
                  rest: set[int], level: dict[int, int]) -> set[int]:
    """The siblings of ``rest`` (of the container's path, above its depth ``at``; ``leaving``: where each
    block leaves the path, -1 when not below the siblings looked at) shaped like the
    container there or like a sibling ``chosen`` (the same tags at the same depths below them): the other
    steps of a tutorial, the other sections of a course page, a news page's other paragraph boxes; not a
    copy of the text for another screen size, which repeats its lines.  A second pass over the blocks,
    only for pages with such siblings (most siblings with little link text are not)."""
    depths = {level[c] for c in rest}
    wanted = chosen | rest
    shape: dict[int, set[tuple[str, int]]] = {}  # an element's blocks' tags and depths below it
    members: dict[int, list[str]] = {}
    seen: set[str] = set()  # the lines of the container
    for b, k in zip(blocks, leaving):
        if k < 0:
            continue
        anc = b.ancestors
        n = len(anc)
        for kk in depths:  # the shape of the container's ancestor at the depths asked for
            if kk < k and kk <= at:
                shape.setdefault(path[kk], set()).add((b.tag, n - kk))
        if k > at:
            seen.add(b.text)
        elif k < n and anc[k] in wanted:
            shape.setdefault(anc[k], set()).add((b.tag, n - k))
            members.setdefault(anc[k], []).append(b.text)
    like = {(level[c], frozenset(shape[c])) for c in chosen}
    like |= {(kk, frozenset(shape[path[kk]])) for kk in depths if path[kk] in shape}
    seen.update(t for c in chosen for t in members[c])
    return {c for c in rest if (level[c], frozenset(shape[c])) in like and not _repeats(members[c], seen)}


REPEATED_SHARE = 0.5  # a sibling whose lines already seen hold this share of its text repeats the text


OVER_SECTIONS = 40  # a heading over its sections' headings is this long at most


def _over_sections(blocks: Sequence[Block], kept: list[Block]) -> list[Block]:
    """(xleft34) ``kept`` (a page's that is not an article) with the headings right before a kept heading of a deeper
    level in the heading's own element: a manual's heading over its sections' ("Method Details" over each method's
    ``<h3>``, JDK 17's Javadoc, whose container is the list of sections under it; "Examples" over "Basic usage"), a
    short line jusText judges by the text after it, which its sections' short lines (a method's name, its signature)
    keep too far.  Link-free, not an interface's label."""
    ids = {id(b) for b in kept}
    add = {id(b) for i, b in enumerate(blocks[:-1]) if b.heading and id(b) not in ids
           and blocks[i + 1].heading > b.heading and id(blocks[i + 1]) in ids and not b.link_chars
           and len(b.text) <= OVER_SECTIONS and shared_depth(b.ancestors, blocks[i + 1].ancestors) >= len(b.ancestors) - 1
           and not boiler.is_label(b.text)}
    return [b for b in blocks if id(b) in ids or id(b) in add] if add else kept


def _repeats(lines: list[str], seen: set[str]) -> bool:
    """The lines of a sibling repeat those ``seen``: half its text or more (a copy of the article for another
    screen size repeats all of it), not just its labels (a forum's later posts repeat the member's rank,
    "Registriert: Mo 3. Jan 2011" and the thread's "Re: ..." title above each short reply)."""
    again = sum(len(t) for t in lines if t in seen)
    return again > 0 and again >= REPEATED_SHARE * sum(len(t) for t in lines)


def _shaped_within(blocks: Sequence[Block], leaving: list[int], path: tuple[int, ...], candidates: set[int],
                   level: dict[int, int], in_article: bool) -> set[int]:
    """The siblings of ``candidates`` whose blocks all stand as blocks of the container's ancestor at their
    level do (the same tags at the same depths below it): a later section of the article, cut into
    ``<section>`` elements of paragraphs, headings and lists like the one the container is in; not an
    author's box, a testimonial or an order form beside it, built of other elements.  Also a sibling that
    opens with a heading and is built only of the kinds of blocks the container's ancestor is built of
    (headings of any level as one kind), at other depths: a manual's or a guide's next sections ("Examples",
    "Compatibility", "Frequently asked questions") wrapped one level less deep than the section holding
    the container, or the page's "FAQ" written with an ``<h2>`` where the text's sections use ``<h4>``;
    not outside the ``<article>``/``<main>`` that holds the container (``in_article``: an author's box
    after the article, its name a heading over paragraphs)."""
    depths = {level[c]: path[level[c]] for c in candidates}
    shape: dict[int, set[tuple[str, int]]] = {}
    opening: dict[int, bool] = {}  # a candidate's first block is a heading
    outside: set[int] = set()  # the candidates with a block outside the <article> or <main> holding the container
    for b, k in zip(blocks, leaving):
        if k < 0:
            continue
        anc = b.ancestors
        n = len(anc)
        for kk, above in depths.items():
            if kk < k:
                shape.setdefault(above, set()).add((b.tag, n - kk))
        if k < n and anc[k] in candidates:
            shape.setdefault(anc[k], set()).add((b.tag, n - k))
            opening.setdefault(anc[k], bool(b.heading))
            if in_article and not b.in_article:
                outside.add(anc[k])
    out = set()
    for c in candidates:
        own, above = shape.get(c, set()), shape.get(path[level[c]], set())
        if own <= above or (opening.get(c) and c not in outside and _kinds(own) <= _kinds(above)):
            out.add(c)
    return out


def _kinds(shape: set[tuple[str, int]]) -> set[str]:
    """The tags of a shape without their depths, the headings of every level as one."""
    return {"h" if tag in HEADINGS else tag for tag, _ in shape}


WIDEN_LINK_DENSITY = 0.5  # the marked body is not taken when what it adds to the container is more link text
WIDEN_LINK_DENSITY_TEXT = 0.25  # ... and the element holding most of the text when what it adds is less link text
WIDEN_AFTER_SHARE = 0.5  # ... and when it adds after the container less than this share of the container's mass
TEASER_HEADINGS = 3  # a container with this many headings that are links is a list of teasers
TEASER_LEVELS = 3  # ... and so is the element this many levels above it, which makes it one of the teasers


def _not_a_teaser_list(blocks: Sequence[Block], classes: list[str], main: int,
                       url: str = "") -> tuple[int, int | None]:
    """On an article's page, the element holding most good text may be the list of other stories under
    it (a headline link, a teaser paragraph, "Read the rest", six times over), when the article itself
    is short.  Such a container, with ``TEASER_HEADINGS`` or more headings that are links, gives way to
    the best container of the rest of the page if that holds a good paragraph; and so does a container that
    is one item of such a list (``_teaser_list_around``).  Returns the container and the list whose item
    was given way to (None: none), which the container is then not widened to."""
    linked = sum(1 for b in blocks if b.heading and main in b.ancestors and link_line(b))
    item = linked < TEASER_HEADINGS
    teasers = _teaser_list_around(blocks, main, url) if item else main
    if teasers is None:
        return main, None
    rest = [c if c == "good" and teasers not in b.ancestors else "teaser" for b, c in zip(blocks, classes)]
    if not any(c == "good" and len(b.text) >= LENGTH_HIGH for b, c in zip(blocks, rest)):
        return main, None
    other = _main_container(blocks, rest)
    # (a container of linked headings may still be a listicle's numbered entries: widening may take it back)
    return (main, None) if other is None else (other, teasers if item else None)


def _link_path(url: str, href: str) -> str | None:
    """The path ``href`` leads to from the page at ``url`` (no trailing slash); None when urlsplit refuses
    the address (``http://[...``: an unclosed IPv6 bracket), a link to no page known."""
    try:
        return urlsplit(urljoin(url, href)).path.rstrip("/")
    except ValueError:
        return None


def _teaser_list_around(blocks: Sequence[Block], main: int, url: str = "") -> int | None:
    """The element up to ``TEASER_LEVELS`` above ``main`` of whose children (items) ``TEASER_HEADINGS`` or
    more beside the one ``main`` is in hold a heading that is a link, and whose item opens with a heading,
    else None: ``main`` is then in one item of a list of other stories (a live ticker whose newest item is shown whole beside a short
    article), not the page's article.  An element holding an ``h1`` is the article's, and headings that
    link to the page itself (a live blog's entries) are no other stories."""
    headings = [b for b in blocks if b.heading]
    own = _link_path(url, "") if url else ""
    # a live blog's entries linked to their own places on the page (``?post=``, ``#``: no link) are its text
    linked = [b for b in headings if link_line(b)
              and not (own and all(_link_path(url, href) == own for _, _, href in b.links))]
    path = _path_through(blocks, main)
    if len(linked) < TEASER_HEADINGS or main not in path:
        return None
    at = path.index(main)
    for k in range(at - 1, max(-1, at - 1 - TEASER_LEVELS), -1):
        above, item = path[k], path[k + 1]
        if any(b.heading == 1 and above in b.ancestors for b in headings):
            return None  # the element around the page's headline is the article's, not a list beside it
        start = next(i for i, b in enumerate(blocks) if item in b.ancestors)
        opening = [b for b in blocks[start:start + 2] if item in b.ancestors]
        if not any(b.heading for b in opening):
            continue  # an item of the list opens with its own headline (or a time, then the headline)
        items = {b.ancestors[k + 1] for b in linked if len(b.ancestors) > k + 1
                 and b.ancestors[k] == above}  # the other items: each a linked headline
        if len(items - {item}) >= TEASER_HEADINGS:
            return above
    return None


def _run_of_links(blocks: Sequence[Block], i: int, main: int) -> bool:
    """Block ``i`` has a link line next to it in the container ``main``: a list of teasers ("You may also like"), not a link the
    text points to ("Sign the petition here")."""
    return any(0 <= j < len(blocks) and main in blocks[j].ancestors and link_line(blocks[j]) for j in (i - 1, i + 1))


def _widen_to_body(blocks: Sequence[Block], main: int, bodies: frozenset[int]) -> int:
    """The nearest element around ``main`` that the page marks as its article body (``entry-content``,
    ``itemprop="articleBody"`` ...: ``furniture._CONTENT_SELECTOR``), else ``main``.  Page builders cut a
    post into rows and columns, and the best-scored element is then one column; the CMS's own mark says
    where the text begins and ends (its lead, its lists, the sign-off)."""
    path = _path_through(blocks, main)
    above = [a for a in path[:path.index(main)] if a in bodies]
    if not above:
        return main
    added = [b for b in blocks if above[-1] in b.ancestors and main not in b.ancestors]
    if _link_share_over(added, WIDEN_LINK_DENSITY):
        return main  # what the mark adds is mostly links: a wrapper of widgets, not the text going on
    return above[-1]


def _widen_to_text(blocks: Sequence[Block], classes: list[str], main: int, measured: _Mass,
                   teasers: int | None = None) -> int:
    """The deepest element around ``main`` holding ``CONTAINER_SHARE`` of the page's text mass, when
    ``main`` holds less and that element only adds a beginning to it: an article whose intro, key
    points and table of results sit above the section the best score found, or whose first part sits
    above a box of teasers.  Not taken when what it adds is more than ``WIDEN_LINK_DENSITY_TEXT`` link
    text or goes on after ``main`` with more than ``WIDEN_AFTER_SHARE`` of its mass (the page's other
    parts, not the article's beginning), nor when it holds the list of teasers ``teasers`` that ``main``
    was chosen over."""
    totals, mass = measured.totals, measured.mass
    own = totals.get(main, 0.0)
    if not mass or own >= CONTAINER_SHARE * mass:
        return main
    path = _path_through(blocks, main)
    wider = next((a for a in reversed(path[:path.index(main)]) if totals.get(a, 0.0) >= CONTAINER_SHARE * mass), None)
    if wider is None or (teasers is not None and wider in _path_through(blocks, teasers)):
        return main
    inside = [main in b.ancestors for b in blocks]
    end = len(inside) - inside[::-1].index(True)
    added = [(i, b, c) for i, (b, c) in enumerate(zip(blocks, classes)) if wider in b.ancestors and not inside[i]]
    if sum(_weight(b, c) for i, b, c in added if i >= end) > WIDEN_AFTER_SHARE * own:
        return main
    if _link_share_over([b for _, b, _ in added], WIDEN_LINK_DENSITY_TEXT):
        return main
    return wider


def _link_share_over(added: list[Block], share: float) -> bool:
    """More than ``share`` of the text of the blocks a widening would add is link text."""
    return sum(b.link_chars for b in added) > share * max(1, sum(len(b.text) for b in added))


LINKED_SENTENCE_CHARS = 30  # a sentence that is mostly link text: this much text outside its links ...
LINKED_SENTENCE_DENSITY = 0.75  # ... and at most this share of link text (not a sentence-long link)
LINKED_SENTENCE_LINKS = 4  # ... and this many links at most (not a list of names, each a link to a card)
_SENTENCE_END = (".", "!", "?", ".\u201d", ".\"", "?\u201d", "!\u201d")


CARD_NAME_CHARS = 120  # a card's linked name (a service's, a product's) is a line up to this long ...
CARD_BLURB_CHARS = (40, 400)  # ... over a link-free description of one or a few sentences, in the same card
CARD_DEPTH = 3  # ... the card being at most this many elements above the name
NAMED_CARDS = 3  # cards come in grids of this many or more


def _card_names(blocks: list[Block], in_main: list[bool], url: str) -> set[int]:
    """The indexes of the linked names of a grid's cards inside the container, on a page that is not an
    article: a line that is a link as a whole but no heading (a Drupal view's title field, a theme's
    ``<div class="title"><a>``), opening its card (at most ``CARD_DEPTH`` elements above the name), with the
    card's link-free description of a sentence or a few right after it, in ``NAMED_CARDS`` such cards or more,
    each its own element, all linking to the site's own named pages (``/services/web-design``: not to
    documents, an address with an id, a date or a long slug, or another site's, as a listing's teasers and a
    forum's posters' names do).  A company's services, named by their links (a linked heading is kept
    already; a menu's links have no description under each)."""
    found: list[int] = []
    cards: set[tuple[int, ...]] = set()
    host = linktarget.site_host(url)
    for i in range(len(blocks) - 1):
        b, d = blocks[i], blocks[i + 1]
        if not (in_main[i] and in_main[i + 1] and not b.heading
                and (SHORT_LINE_CHARS <= len(b.text) <= CARD_NAME_CHARS or acronym(b.text))
                and b.link_chars and link_line(b) and not d.link_chars
                and CARD_BLURB_CHARS[0] <= len(d.text) <= CARD_BLURB_CHARS[1] and " " in d.text
                and d.text.rstrip("\"”“„'»«)").endswith((".", "!", "?"))):
            continue
        shared = shared_depth(b.ancestors, d.ancestors)
        card = b.ancestors[:shared]
        if not shared or len(b.ancestors) - shared > CARD_DEPTH or (i and blocks[i - 1].ancestors[:shared] == card) \
                or any(linktarget.document_target(href, host) for _, _, href in b.links):
            return set()  # (a name that is not a card's, or leads to a document: not a grid of named cards)
        found.append(i)
        cards.add(card)
    return set(found) if len(cards) >= NAMED_CARDS and len(found) == len(cards) else set()


def _linked_sentence(b: Block, stops: frozenset[str]) -> bool:
    """A sentence of the text that links to what it speaks of (news sites link the earlier stories a
    sentence cites, and jusText then calls it bad for its link density): it ends as a sentence ends and has
    the page language's stop words as prose has them (not a headline, a "Read also:" teaser, a menu item
    nor a bare address), with ``LINKED_SENTENCE_CHARS`` of its own text around its links."""
    return len(b.text) - b.link_chars >= LINKED_SENTENCE_CHARS and b.link_chars <= LINKED_SENTENCE_DENSITY * len(b.text) \
        and len(b.links) <= LINKED_SENTENCE_LINKS and b.text.endswith(_SENTENCE_END) and b.heading == 0 \
        and stop_density(b.text, stops) >= STOPWORDS_LOW


LEAD_SENTENCE_CHARS = 80  # a sentence of a manual's lead with its linked names is this long at least
SHORT_LEAD_WORDS = 3  # a short lead under the title is a sentence of this many words at least


def _short_lead(b: Block) -> bool:
    """A news article's lead too short for jusText (``<p class="perex">Vláda schválila rozpočet.</p>``, under
    20 to 70 characters: classed "short"; or with too few stop words: classed "bad"), right under the kept title: a link-free sentence of
    ``SHORT_LEAD_WORDS`` words or more that opens with a capital and ends as a sentence ends (not a date, an
    author's or a photo's line, a label, "Read more"); (xnews33) in a script without capitals, with its first letter
    and its own full stop (``fullstops``: Hamshahri's Persian ``<p class="introtext">``)."""
    return not b.heading and _lead_sentence(b)


DECK_WORDS = 6  # (xleft30) a deck without a sentence's end under the title has this many words of letters at least
DECK_STOPWORDS = 0.2  # ... and this share of the language's stop words at least (a phrase, not a list of names)


def _deck_phrase(b: Block, title: Block, stops: frozenset[str]) -> bool:
    """(xleft30) A news article's deck right under its title that is a headline's phrase, not a sentence (Stuff's
    ``<p class="intro">Average homeowner will pay about $150 more a year</p>``, a Spanish ``entradilla`` "El plan prevé
    ayudas de hasta el 80 % para las familias con menos ingresos"): link-free, opening with a capital, no label's colon
    ("Sport, Kultur, Politik: Was die Woche bringt" is a section's list), ``DECK_WORDS`` words of letters (a kicker, a
    section's name or "Updated 5 min ago" has fewer), some stop words, and no date or stamp (a meta line).  The sets'
    truths leave decks out (The Verge's on scrapinghub-aeb, a Hugo theme's ``post__lead`` on wcxb-dev: precision
    .9604 -> .9602 on scrapinghub-aeb); a deck is the article's text all the same.  (xreview30) Nothing between the
    title and it, not even a picture (:func:`_nothing_between`): the phrase under the lead picture is its caption ("The
    mayor speaks to reporters outside the council chamber on Monday", "Bild von Gerd Altmann auf Pixabay"), set
    in a ``<p class="caption">`` after the picture's own ``<div>`` as often as in a ``<figcaption>``; nor the writer's
    bio by the byline ("Todd Niall is the Auckland affairs reporter for Stuff": ``boiler.writer_bio``)."""
    text = b.text
    return not b.heading and not b.links and not b.images and opens_sentence(text) and ":" not in text \
        and _nothing_between(title, b) \
        and sum(1 for word in text.split() if word.isalpha()) >= DECK_WORDS \
        and stop_density(text, stops) >= DECK_STOPWORDS and not boiler.meta_line(text) and not boiler.writer_bio(text)


def _nothing_between(title: Block, b: Block) -> bool:
    """(xreview30) No element opened between ``title`` and the next block ``b`` but those around ``b``: the walk numbers
    the elements in the page's order, so the ids after the title's own are all ``b``'s ancestors, or an element without
    text lay between them (a picture's box, a player, an advert's slot)."""
    start = title.ancestors[-1]
    return b.ancestors[-1] - start == sum(1 for a in b.ancestors if a > start)


def _lead_sentence(b: Block) -> bool:
    text = b.text
    # ((xnews33) a script without capitals ends with its own marks, or none: fullstops)
    return not b.links and (text.endswith(_SENTENCE_END) if text[0].isupper()
                            else opens_sentence(text) and ends_sentence(text, False)) \
        and len(text.split()) >= SHORT_LEAD_WORDS and text_length(text) > INSIDE_MIN_CHARS


def _deck(blocks: list[Block], i: int) -> bool:
    """(session 29) A news article's deck set as a subheading right under its ``<h1>`` in the same box, a sentence
    (Hürriyet's ``<h1 class="news-detail-title"> + <h2 class="news-detail-spot">Karar beklentilerin üzerinde
    geldi.</h2>``): jusText calls it short, and a meta block under it that goes (the writer, "Giriş Tarihi: …") turns
    it bad in context; the title above is not kept by then (the headline is added later), so ``_short_lead`` is not
    asked.  Only a sentence (``_lead_sentence``): a phrase there is a kicker or a section's name.  (xnews31) So is a
    lead set as a paragraph there (SME's regional sites: ``<h1 class="article-heading"> + <p class="perex">Nové
    oddelenie má tridsať lôžok.</p>``, the byline, the share bar and the picture's caption under it making the title
    bad in context), when it is no meta line (a stamp, "Updated 5 minutes ago.")."""
    b, title = blocks[i], blocks[i - 1]
    return title.heading == 1 and b.heading != 1 and len(b.ancestors) > 1 and len(title.ancestors) > 1 \
        and b.ancestors[-2] == title.ancestors[-2] and _lead_sentence(b) \
        and (b.heading > 1 or not boiler.meta_line(b.text))


META_BETWEEN = 3  # (xweb28) the article's meta lines a short lead may have between it and the title: this many ...
META_BETWEEN_CHARS = 60  # ... each this long at most


def _under_title(blocks: list[Block], i: int, title: Block) -> bool:
    """Whether ``blocks[i]`` comes right after the kept ``title``, or after at most ``META_BETWEEN`` short lines
    under it that were not kept (the writer, the date, the reading time: Aktuality.sk's ``<div
    class="article-info">`` between the ``<h1>`` and the ``<p class="article-perex">``)."""
    for j in range(i - 1, max(i - 2 - META_BETWEEN, -1), -1):
        if blocks[j] is title:
            return j == i - 1 or not boiler.meta_line(blocks[i].text)  # (not a stamp of its own: "Nov. 20, 2019
            # Updated: Nov. 20, 2019 1:35 a.m." ends as a sentence does)
        if len(blocks[j].text) > META_BETWEEN_CHARS or blocks[j].heading:
            return False
    return False


_POINT_STOPS = ".!?…,;"  # (xde39) what may close a word of a lead's point


def _lead_point(b: Block) -> bool:
    """A point of an article's lead set as a list under its title (a live blog's, the BBC's, the Guardian's, "Das
    Wichtigste in Kürze"): a link-free item of ``SHORT_LEAD_WORDS`` words or more that opens with a capital, which
    jusText calls short; no sentence's end asked for (a point is a headline's phrase: "Rail services cancelled between
    Cardiff and Swansea"), with ``SHORT_LEAD_WORDS`` words of letters and no label's colon (not a list of the
    article's facts: "From: Herald Sun", "March 13, 2015 9:00PM").  (xde39) A word's closing stop does not make it no
    word of letters: "Verletzt wurde niemand." (20 Minuten's "Darum gehts") is a point of three words."""
    text = b.text
    return not b.links and opens_sentence(text) and ":" not in text and text_length(text) > INSIDE_MIN_CHARS \
        and sum(1 for word in text.split() if word.rstrip(_POINT_STOPS).isalpha()) >= SHORT_LEAD_WORDS


_VERDICT_HEADING = re.compile(
    r"(?:pros?|cons|pluspunkte|minuspunkte|plus|minus|vorteile|nachteile|contra|kontra|points? forts?|points? faibles?"
    r"|on aime( moins| pas)?|on n'aime pas|pregi|difetti|punti di forza|punti deboli|klady|zápory|plusy|minusy"
    r"|what we like|what we (?:don't|didn't) like|the good|the bad|likes|dislikes)\s*:?", re.I)
"""The heading of a review's verdict list ("Pros", "Cons", "Contra", "Points faibles", "Difetti", "Zápory")."""


def _verdict_item(blocks: Sequence[Block], i: int, kept: Sequence[Block]) -> bool:
    """(xnews39) An item of a review's pros or cons list in its verdict box over the text: a link-free item under a
    kept heading naming the list ("Cons", "Nachteile", "Points faibles"), every item between them kept.  Its points
    are short phrases ("Expensive", "Heavy at 290 g") that ``_lead_point`` leaves, and one left cut the list.  Not
    an item under another heading ("Tags", "Related") nor a linked one."""
    b = blocks[i]
    if b.tag != "li" or b.links or not opens_sentence(b.text):
        return False
    j = i - 1
    while j >= 0 and blocks[j].tag == "li" and blocks[j].ancestors[:-1] == b.ancestors[:-1]:
        j -= 1
    back = i - j
    heading = blocks[j] if j >= 0 else None
    return heading is not None and heading.heading > 0 and len(kept) >= back and kept[-back] is heading \
        and all(kept[-k] is blocks[i - k] for k in range(1, back)) and _VERDICT_HEADING.fullmatch(heading.text) is not None


POINTS_TITLE_CHARS = 40  # a title over the lead's points is this long at most


def _points_title(blocks: Sequence[Block], i: int) -> bool:
    """(xde38) The title of a box of the lead's points right over its first point: a link-free line ending in a colon
    ("Das Wichtigste in Kürze:", "Auf einen Blick:", "Key points:"), the next block an item that is such a point
    (``_lead_point``) in a list beside the title (their elements' parent the same).  Not an interface's label over its
    items ("Teilen:", "Tags:" over links)."""
    b = blocks[i]
    if i + 1 >= len(blocks) or len(b.text) > POINTS_TITLE_CHARS or not b.text.endswith(":") or b.links:
        return False
    point = blocks[i + 1]
    return point.tag == "li" and b.ancestors[:-1] == point.ancestors[:len(b.ancestors) - 1] \
        and _lead_point(point) and not boiler.is_label(b.text[:-1])


POINTER_CHARS = 40  # a sentence pointing to another page of the site after the text: this much text of its own ...
POINTER_DENSITY = 0.25  # ... and at most this share of link text


def _pointer(b: Block, stops: frozenset[str], site: str, url: str) -> bool:
    """A sentence after the text's last good block that points the reader to another page of the same site
    ("You can read more about probes in the Pod lifecycle documentation.", "Takes the value out of the
    option, leaving a None in its place.": a manual's cross-reference, its linked names of code): a
    sentence with the page language's stop words, ``POINTER_CHARS`` of its own text, a link or two that
    are a small part of it and lead to the site itself (a relative address).  The share bars, "Read
    more" lines and accounts on social networks that ``select`` leaves out there are short, mostly link
    text, or lead to another site; a cookie banner's, a consent's or a newsletter's line linking to the
    site's policy is none (``notices``: BBC's "We use cookies to give you the best online experience.").
    Its links lead into the part of the site the page is in (the same first step of the path: a manual's
    "/docs/…" from its "/docs/…" page, rustdoc's "/std/…"): "Please read our privacy policy before you send us
    the form.", "You must be logged in to post a comment.", "See all products in the Kitchen category." lead
    out of it, to the site's own pages of policies, accounts and categories (``_in_section``)."""
    return bool(site) and len(b.text) - b.link_chars >= POINTER_CHARS and b.link_chars <= POINTER_DENSITY * len(b.text) \
        and len(b.links) <= LINKED_SENTENCE_LINKS and b.text.endswith(_SENTENCE_END) and b.heading == 0 \
        and all(site_of(href) in ("", site) for _, _, href in b.links) and stop_density(b.text, stops) >= STOPWORDS_LOW \
        and not (notices.cookie_notice(b.text) or notices.consent_line(b.text) or notices.newsletter_prompt(b.text)) \
        and all(_in_section(url, href) for _, _, href in b.links)


def _in_section(url: str, href: str) -> bool:
    """Whether ``href`` leads to a page under the first step of the path of the page at ``url`` ("/docs/…"
    from "/docs/concepts/…"), the page's own part of the site, not to the site's pages of policies, accounts,
    contacts or a shop's categories ("/privacy/", "/wp-login.php", "/collections/…" from "/products/…")."""
    here, there = _link_path(url, url), _link_path(url, href)
    if not here or not there:
        return False
    step = here.split("/", 2)[1]
    return bool(step) and there.split("/", 2)[1] == step and there.count("/") > 1


PASTED_OWN_CHARS = 10  # a line giving a pasted address has this much text of its own ("Check more info at")
PASTED_LINKS = 2  # ... and this many links at most, each showing its address
_ADDRESS_TEXT = re.compile(r"(?:https?://|www\.)\S+")
_SHARE_LABEL = re.compile(r"\W*(?:" + phrases.SHARE_LABELS + r")\b", re.I)  # "Follow us:", "Share this answer:"
REPUBLISHED_CHARS = 240  # a republished text's line naming its source by a link is this long at most
_REPUBLISHED = re.compile(r"\W*(?:" + phrases.REPUBLISHED + r")", re.I)


# a line in capitals that is one link, of this many words at least, is a teaser: a headline (Fox News' run to six
# words and more, "GET THE QUIZ: INSTANT DOWNLOAD!" five); a shorter one names a product or a section, as the same
# line in small letters would ("ANKER POWERCORE 10000", "BEST OVERALL: ANKER POWERCORE" over a review's section)
SHOUTED_WORDS = 5
SHOUTED_KICKED = 3  # ... or this many after a teaser's kicker ("WATCH: MAYOR SPEAKS LIVE", "VIDEO: STORM HITS COAST")
_SHOUTED_KICKER = re.compile(r"(?:WATCH|LISTEN|VIDEO|PHOTOS?|READ|SEE|MORE|RELATED|MEHR|HÖREN SIE|SEHEN SIE|À LIRE|VOIR"
                             r"|REGARDEZ|GUARDA|LEGGI)(?: (?:ALSO|MORE|AUCH|ANCHE|AUSSI))?\s?:")


def _shouted(b: Block) -> bool:
    """A paragraph that is one link written in capitals, of ``SHOUTED_WORDS`` words or more: Fox News' teaser of
    another story between the paragraphs ("'DANCING WITH THE STARS' CARRIE ANN INABA OPENS UP ABOUT …", "GET FOX
    BUSINESS ON THE GO BY CLICKING HERE"), which scrapinghub's truths leave out, or a shorter one after a teaser's
    kicker ("WATCH: MAYOR SPEAKS LIVE", ``_SHOUTED_KICKER``); not a linked name in the text."""
    text = b.text
    if not text.isupper():
        return False
    words = len(text.split())
    return words >= SHOUTED_WORDS or (words >= SHOUTED_KICKED and _SHOUTED_KICKER.match(text) is not None)


# the address a click-to-tweet box links its sentence to: Twitter's or X's share intent, a tweet shortener's
_TWEET_INTENT = re.compile(r"^(?:https?:)?//(?:(?:www\.|mobile\.)?(?:twitter|x)\.com/(?:intent/(?:tweet|post)|share)\b"
                           r"|(?:www\.)?(?:ctt\.ec|clicktotweet\.com)/)", re.I)
_TWEET_BUTTON = re.compile(r"\s*(" + phrases.TWEET_BUTTONS + r")\W*$", re.I)
# the end of a sentence a box offers to tweet without its button's label (its closing quote after it)
_TWEETED_END = re.compile(r"[.!?…][\"'”’»«“]?$")
TWEETED_WORDS = 6  # a click-to-tweet box's sentence has this many words at least (a share bar's "Tweet" has one)


def tweet_quotes(blocks: list[Block]) -> list[Block]:
    """``blocks`` with each click-to-tweet box's sentence as plain text: a blog's sentence of its text that a
    plugin (WordPress' Social Warfare, Better Click To Tweet) wraps whole in a link to Twitter's share intent
    with its button's label ("Every online business exists in the 'space-time continuum.'Click To Tweet") was all
    link text, and went as a share bar does; the tweet links and the label go, the sentence stays to be judged
    as any paragraph.  A share bar's "Tweet", "Share on X" (under ``TWEETED_WORDS`` words) stays as it is.
    ``blocks`` itself when no block changes (the cheap test first: a link to twitter.com, x.com or a shortener)."""
    out = None
    for i, b in enumerate(blocks):
        if not b.link_chars:
            continue
        for _, _, url in b.links:  # (a loop, not any() of a generator: asked of every linked block of every page)
            if _TWEET_INTENT.match(url):
                break
        else:
            continue
        label = _TWEET_BUTTON.search(b.text)
        tweets = [(s, e) for s, e, url in b.links if _TWEET_INTENT.match(url)]
        # (the label is the button's when a tweet link holds it: "… in a tweet." or "… a retweet." ends a sentence)
        button = label is not None and any(s <= label.start(1) and label.end(1) <= e for s, e in tweets)
        text = (b.text[:label.start()] if button else b.text).rstrip()
        if len(text.split()) < TWEETED_WORDS or (len(text) == len(b.text.rstrip()) and not _TWEETED_END.search(text)):
            continue  # (no button's label and no sentence's end: a share line tweeting a post's title "via @blog")
        links = [(s, e, url) for s, e, url in b.links if not _TWEET_INTENT.match(url) and e <= len(text)]
        out = out if out is not None else list(blocks)
        out[i] = replace(b, text=text, links=links, link_chars=sum(e - s for s, e, _ in links),
                         images=[im for im in b.images if im[0] <= len(text)])
    return blocks if out is None else out


def _republished(b: Block) -> bool:
    """A line of a republished text naming where it appeared first by a link ("Originally published on <Live
    Science>.", "Dieser Artikel erschien zuerst auf <waz.de>."): short and mostly the source's name, it was
    judged a link line after the text; the sets' truths keep it."""
    return bool(b.link_chars) and len(b.text) <= REPUBLISHED_CHARS and _REPUBLISHED.match(b.text) is not None


def _pasted_address(b: Block, url: str) -> bool:
    """A line whose links show their own addresses, as a writer pastes them into a post or an answer ("Check
    more info at http://tldp.org/HOWTO/…", "The tutorial is at https://…"), with a few words of its own:
    jusText calls it bad for its link density, and the post lost its reference.  Not a line giving the
    page's own address or one under it (a post's permalink, its trackback: the engine's), not a site's front page ("Visit us at
    https://www.example.com", "Besuchen Sie uns auf www.example.de": a signature's or a footer's), and not a
    share or follow label before the addresses ("Follow us: https://twitter.com/…", "Share this answer: …")."""
    if not b.links or len(b.links) > PASTED_LINKS or len(b.text) - b.link_chars < PASTED_OWN_CHARS:
        return False
    here = _link_path(url, url)
    for start, end, href in b.links:
        if _ADDRESS_TEXT.fullmatch(b.text[start:end]) is None:
            return False
        there = _link_path(url, href)
        if not there or site_of(href) in ("", site_of(url)) and (there == here or there.startswith(here + "/")):
            return False  # a site's front page, the page's own address or one under it (its trackback, its feed)
    return _SHARE_LABEL.match(b.text) is None


# the signature line of an embedded post as the network's embed code writes it under the post's text, in the
# same ``<blockquote>``: "— Jane Doe (@janedoe) November 3, 2019" (the date a link to the post).  The text
# above it is kept as the article's (a politician's statement, a club's announcement), and so is its signature
# when the two sit in one element; in an element of their own it was judged a short block with a link
_POST_SIGNATURE = re.compile(r"[—–-] ?[^\n]{1,80} \(@\w{1,30}\) [^\n]{0,30}\d{4}$")


FACT_REPEATS = 2  # a list item after the text's last good block is kept when its label labelled this many kept items
FACT_LABEL_CHARS = 30  # ... a label of a few words before a colon


def _fact_label(b: Block) -> str:
    """The label of a list item that states a fact ("Flagship hotel: Soneva Fushi, Maldives" -> "flagship hotel"),
    lower-cased, or "" (no colon after a few words, or nothing after it).  A listicle gives each entry the
    same facts; its last entry's list comes after the text's last good paragraph, where a list of links is
    a box of other stories unless its labels are those of the entries' lists kept before it."""
    name, colon, value = b.text.partition(":")
    if not colon or not value.strip() or len(name) > FACT_LABEL_CHARS or not name.strip():
        return ""
    return name.strip().lower()


def _teased(blocks: Sequence[Block]) -> set[int]:
    """The indexes of the list items, or the lines that are one link each, right under a teaser heading
    ("Trending News", "Related articles", a German site's "Lesen Sie auch:" above the linked headline in a
    paragraph of its own): a box of other stories inside the article, whose linked headlines are not the
    text's linked names."""
    out: set[int] = set()
    for i, b in enumerate(blocks):
        if b.tag != "li" and boiler.teaser_heading(b.text):
            j = i + 1
            while j < len(blocks) and (blocks[j].tag == "li" or (blocks[j].tag == "p" and link_line(blocks[j]))):
                out.add(j)
                j += 1
    return out


def _beside_the_text(block: Block, rows: set[int], text_cells: dict[int, int]) -> bool:
    """The block lies in a cell of a layout table's row (``rows``) other than the cells holding the text."""
    anc = block.ancestors
    for k, a in enumerate(anc[:-1]):
        if a in rows:
            return anc[k + 1] not in text_cells
    return False


def _title_box(blocks: Sequence[Block], first: int, heads: set[int]) -> set[int]:
    """The parent and grandparent of an article's ``<h1>`` before the container at ``blocks[first]``, when they
    are outside the container's parent and grandparent (``heads``) and hold no part of it: the page's title box,
    whose lead's points ``select`` keeps as it keeps those beside the container (a live blog's summary points beside
    its title above the posts; not the box's headings nor a subtitle's paragraph, which the sets' truths leave out);
    none when the ``<h1>`` is inside ``heads`` already."""
    h1 = next((blocks[k] for k in range(first) if blocks[k].tag == "h1"), None)
    if h1 is None or len(h1.ancestors) < 3 or _inside_any(h1, heads):
        return set()
    inside = set(blocks[first].ancestors)
    return {a for a in h1.ancestors[-3:-1] if a not in inside}


def _tab_label(blocks: Sequence[Block], i: int) -> bool:
    """(session 31) The block is a tab's label over its panel's heading of the same words, right after it: a
    WooCommerce product with one tab, "Descrizione" over ``<h2>Descrizione</h2>`` (no attributes, no reviews),
    kept twice as the lead before the container (its link leads to the page's own panel: no link)."""
    return i + 1 < len(blocks) and blocks[i + 1].heading > 0 and blocks[i + 1].text == blocks[i].text


def _inside_any(block: Block, elements: set[int]) -> bool:
    return not elements.isdisjoint(block.ancestors)


def _outside_groups(blocks: Sequence[Block], classes: list[str], final: list[str], in_main: list[bool],
                    more: set[int], cards: set[int]) -> set[int]:
    """The elements outside the container (and the siblings continuing it) whose paragraphs ``select``
    keeps as the article's good text (good on their own and in context, inside ``<article>``/``<main>``,
    not in a teaser card): an article cut into several boxes (Medium's sections, a news site's body
    components around an advert or a podcast player), of which the container is one.  The other
    paragraphs of such an element that are good in context (near-good on their own: shorter, or fewer
    stop words) are the same text, and go with them (not headings: a teaser's headline; and only before
    the container's end or inside a body the page marks: after the article, a good paragraph is as often
    an author's bio or a reader's comment); alone they are left out, as teasers' descriptions beside the
    article are."""
    out: set[int] = set()
    for i, (b, c, f) in enumerate(zip(blocks, classes, final)):
        if c == "good" and f == "good" and b.in_article and not in_main[i] and len(b.ancestors) > 1 \
                and not (more and _inside_any(b, more)) and not (cards and any(a in cards for a in b.ancestors[-4:-1])):
            out.add(b.ancestors[-2])
    return out


def _in_container(blocks: Sequence[Block], main: int) -> list[bool]:
    """Per block, whether it lies in the element ``main``: inside one of its child elements, or its own loose
    text (text with no element of its own between the container's children: a paragraph written between
    two ``<p>``, after a ``<br>``) once one of its children other than a heading has come (loose text before
    them, at the top of the container or under its headline, is a date or a caption line more often than
    text: the lead rule of ``select`` judges it), unless it opens with a picture: that is the picture's
    caption and credit written loose."""
    out = []
    opened = False
    for b in blocks:
        anc = b.ancestors
        if main in anc[:-1]:
            opened = opened or not b.heading
            out.append(True)
        else:
            out.append(anc[0] == main or (opened and anc[-1] == main and not (b.images and not b.images[0][0])))
    return out


def _with_between(blocks: Sequence[Block], in_main: list[bool], between: set[int]) -> list[bool]:
    """``in_main`` with the blocks of the siblings ``between`` too: the short items of a list of what you
    need are kept with its longer ones, as in the container."""
    if not between:
        return in_main
    return [inside or _inside_any(b, between) for b, inside in zip(blocks, in_main)]


MIN_POSTS = 2  # a thread: this many elements holding a post's text
# a reply's title over its post, the thread's title after "Re:" (German "AW:", Italian "Rif:", Czech "Odp:")
_REPLY_TITLE = re.compile(r"(?:re|aw|antw|rif|r|sv|odp|réf)\s*(?:\[\d+\])?\s*:\s", re.I)


def _thread(blocks: Sequence[Block], main: int, posts: frozenset[int], in_main: list[bool],
            headers: set[int]) -> set[int]:
    """On a forum thread or a Q&A page (``MIN_POSTS`` elements or more that the page names as one post's
    text, ``posts``: see ``furniture.post_body``, one of them around or inside the container ``main``), the
    text of every post belongs with the container: the best-scored element is often the first post alone
    (XenForo and WoltLab wrap each post in an ``<article>``; a question above its answers), and the replies
    beside it, short and under member panels full of links, were lost.  ``in_main`` is widened in place to
    the blocks of the innermost post elements; returned are the indexes of the short blocks in them that
    are a post's own words ("Danke!", "+1 same here", "Merci"): not headings ("Re: ..."), not mostly link
    text, with a letter, not an interface word (``boiler.is_label``); the boilerplate lines among them (a
    member's "Beiträge: 123") go in ``boiler.clean`` as anywhere.  A quote's header in a post ("X said:",
    "Zitat von X", "Citation de X", ``boiler.quote_header``) goes to ``headers``, and so does a reply's title
    ("Re: <the thread's title>", ``_REPLY_TITLE``): the words a reader reads are the quote's, not its label."""
    inner: list[int | None] = []
    for b in blocks:
        inner.append(next((a for a in reversed(b.ancestors) if a in posts), None))
    # an element so named that holds another is the whole post (FluxBB's ``postbody`` around its member
    # panel and its ``postmsg``): only the innermost ones are the posts' text
    outer = {a for b, p in zip(blocks, inner) if p is not None for a in b.ancestors if a in posts and a != p}
    found = {p for p in inner if p is not None} - outer
    if len(found) < MIN_POSTS:
        return set()
    path = _path_through(blocks, main)
    if not any(a in posts for a in path) and not any(p is not None and inside for p, inside in zip(inner, in_main)):
        return set()  # the container is no post, nor holds one: the posts are elsewhere (a sidebar's)
    chrome, titles = _post_chrome(blocks, inner, found)
    headers.update(_signatures(blocks, inner, found))
    headers.update(_panel_lines(blocks, inner, found))
    short: set[int] = set()
    for i, (b, p) in enumerate(zip(blocks, inner)):
        if chrome and i in chrome:
            headers.add(i)
            continue
        titled = bool(titles) and i in titles
        if p is None and not titled:
            continue
        if boiler.quote_header(b.text) or (b.heading and _REPLY_TITLE.match(b.text)):
            headers.add(i)
            continue
        if i and blocks[i - 1].text.endswith("↑") and inner[i - 1] == p and threads.stamp(b.text):
            # phpBB's quote header, "X wrote: ↑" (the arrow the jump to the quoted post; "↑" alone once
            # trim_quote_headers cut the name), its date in a block of its own after it: "Mon Mar 04, 2024 10:11 am"
            headers.add(i)
            continue
        if titled:
            in_main[i] = True
            continue
        if p in outer:
            continue
        in_main[i] = True
        if not b.heading and (b.link_chars < INSIDE_LINK_DENSITY * len(b.text) or _posted_links(b)) \
                and any(ch.isalpha() for ch in b.text) and not boiler.is_label(b.text):
            short.add(i)
    return short


POSTED_LINES = 2  # lines of links a member wrote in a post: this many at least (one link under a review in a unit
# found by its shape, threads.py, is the product it reviews)
POSTED_LINK_WORDS = 3  # ... each naming what it links in this many words at least


def _posted_links(b: Block) -> bool:
    """A block of a post's text that is ``POSTED_LINES`` lines of links or more the member wrote, one after another
    with nothing but a line break between them (an official thread's opening post listing the other threads to read,
    BBCode's "[url=…]title[/url]" a line): the post's words as much as its sentences (wcxb's truths of threads keep them), where
    jusText calls them a link list.  Each link names its page in ``POSTED_LINK_WORDS`` words of letters or more (a
    thread's title), not "View attachment 2028258" nor a bare address; not a member's name with the post's age
    ("Taryn Perkins 12 hours ago", ``threads.stamp``); not links parted by dots or bars (a signature's menu:
    "How to upload text · Fix your xinitrc")."""
    if len(b.links) < POSTED_LINES or len(b.text) - b.link_chars > len(b.links) or threads.stamp(b.text):
        return False
    return all(sum(1 for word in b.text[start:end].split() if word.isalpha()) >= POSTED_LINK_WORDS
               for start, end, _ in b.links)


# a signature's rule at the front of a post's last lines: "-- ", "---------------", "__________", "=====", "~~~~"
_SIGNATURE_RULE = re.compile(r"(?:--|[-_=~]{3,}|[—–]{2,})(?:\s|$)")  # not "***": a story's scene break
# (xleft39) ... or a line framed by a single tilde or by "-=" and "=-" at both ends, a signature without its rule
# (ForumFree's and ForumCommunity's "~ Il mio acquario: 240 litri amazzonico ~", "-= Grüße aus dem Allgäu =-")
# after a line of the post's text (a post that is only such a line, its stamp before it, says it: "~ Buon Natale ~")
_SIGNATURE_FRAME = re.compile(r"~ [^~]+ ~|-= .+ =-")
FRAMED_AFTER = 60  # ... a line this long at least
SIGNATURE_CHARS = 300  # a signature (the rule's line and those after it in the post) is no longer than this


def _signatures(blocks: Sequence[Block], inner: list[int | None], found: set[int]) -> set[int]:
    """The indexes of the blocks of the signatures at the end of the posts' text: the last lines of a post
    from one that opens with a rule ("--", "---------------", "__________") or is framed as one (``_SIGNATURE_FRAME``)
    on, ``SIGNATURE_CHARS`` at most
    and not the post's first line (a member's "Ma config : ...", "Mein Feedback", a quote of a poet under
    every post: the same under each of the member's posts, no text of the thread)."""
    out: set[int] = set()
    start: dict[int, int] = {}  # post -> the index of its first block
    rule: dict[int, int] = {}  # post -> the index of its last block opening with a rule
    size: dict[int, int] = {}  # post -> the characters from that block on
    spoken: set[int] = set()  # the posts with a line of text so far (a framed line after one is a signature)
    for i, (b, p) in enumerate(zip(blocks, inner)):
        if p is None or p not in found:
            continue
        if p not in start:
            start[p] = i
        elif _SIGNATURE_RULE.match(b.text) or (p in spoken and b.text[:1] in "~-" and _SIGNATURE_FRAME.fullmatch(b.text)):
            rule[p], size[p] = i, 0
        if len(b.text) >= FRAMED_AFTER:
            spoken.add(p)
        if p in rule:
            size[p] += len(b.text)
    for p, i in rule.items():
        if size[p] <= SIGNATURE_CHARS:
            out.update(k for k in range(i, len(blocks)) if inner[k] == p)
    return out


PANEL_LINE_CHARS = 60  # a member panel's line is no longer than this


def _panel_lines(blocks: Sequence[Block], inner: list[int | None], found: set[int]) -> set[int]:
    """The indexes of the short lines that half the posts or more repeat, digits aside, in three posts at
    least: a member panel's "Transactions (0)", "Posts: 1,234", "Group: Member", "Status: Offline" inside
    a post's element (``threads.py`` takes whole units as posts), never a reply's own words nor the post's
    date ("28/11/2025 at 7:07 pm": read with the post, and the benchmarks' truth keeps it)."""
    if len(found) < 3:
        return set()
    lines: dict[str, set[int]] = {}
    for b, p in zip(blocks, inner):
        if p is not None and p in found and len(b.text) <= PANEL_LINE_CHARS:
            lines.setdefault(threads.digits_aside(b.text), set()).add(p)
    repeated = {line for line, where in lines.items() if len(where) >= 3 and 2 * len(where) >= len(found)}
    if not repeated:
        return set()
    return {i for i, (b, p) in enumerate(zip(blocks, inner)) if p is not None and p in found
            and len(b.text) <= PANEL_LINE_CHARS and threads.digits_aside(b.text) in repeated
            and not threads.stamp(b.text)}


CHROME_TITLE_WORDS = 6


def trim_quote_headers(blocks: list[Block], posts: frozenset[int]) -> None:
    """Cut in place (a copy of the block) the quote header glued before the quoted words of a block in a
    post's text ("luca Wrote: ...": MyBB's and Simple Machines 2.1's ``<cite>`` is an inline element inside the
    quote), where ``_thread`` drops a header standing in a block of its own."""
    for i, b in enumerate(blocks):
        if b.text[-1:] and any(a in posts for a in b.ancestors):
            cut = boiler.quote_header_lead(b.text)
            if cut:
                blocks[i] = b.sliced(cut, len(b.text))


def _post_chrome(blocks: Sequence[Block], inner: list[int | None], found: set[int]) -> tuple[set[int], set[int]]:
    """The indexes of the blocks around the posts' text in each post's wrapper, and of the titles among them
    (which belong with the posts' text): the member panel (name,
    rank "Web Hosting Master", "Joined", "Posts"), the post's date and number ("#2"), its buttons and the
    signature under it; not a heading that is not a link and asks or says something (a question, or
    ``CHROME_TITLE_WORDS`` words: a FAQ's question above its answer's text, which schema.org marks as
    ``itemprop="text"``, a thread's title over its first post; a member's name is a link, a rank a word
    or three, "Senior Member", "New Head-Fier").  A post's wrapper is the element around its text just below the element all the
    posts share; only when each wrapper holds one post (a nested thread's replies sit in their parent's
    wrapper: nothing is judged there) and none is the post itself (posts side by side have no wrapper)."""
    paths: dict[int, tuple[int, ...]] = {}
    for b, p in zip(blocks, inner):
        if p in found and p not in paths:
            paths[p] = b.ancestors[:b.ancestors.index(p) + 1]
    shared = min(len(path) for path in paths.values())
    first = next(iter(paths.values()))
    depth = next((k for k in range(shared) if any(path[k] != first[k] for path in paths.values())), shared)
    wrappers = {path[depth] for path in paths.values() if len(path) > depth}
    if len(wrappers) != len(paths) or any(path[depth] == p for p, path in paths.items() if len(path) > depth):
        return set(), set()
    around = [i for i, (b, p) in enumerate(zip(blocks, inner)) if p not in found
              and len(b.ancestors) > depth and b.ancestors[depth] in wrappers and b.ancestors[:depth] == first[:depth]]
    titles = {i for i in around if blocks[i].heading and blocks[i].link_chars < INSIDE_LINK_DENSITY * len(blocks[i].text)
              and (blocks[i].text.endswith("?") or len(blocks[i].text.split()) >= CHROME_TITLE_WORDS)}
    return set(around) - titles, titles


def select(blocks: Sequence[Block], lang: str, article: bool = True, bodies: frozenset[int] = frozenset(),
           stated: bool = False, url: str = "", posts: frozenset[int] = frozenset(),
           fields: frozenset[int] = frozenset()) -> list[Block]:
    """The content blocks of a page, in document order (``article``: the page says or looks like an
    article, whose container is not widened; see ``CLIMB_LEVELS``; ``bodies``: the walk ids of the
    elements marked as an article body, see ``_widen_to_body``; ``url``: the page's address, against which
    its links are told to lead elsewhere or not; ``posts``: those of the elements holding one post's text,
    see ``_thread``; ``fields``: those of the fact fields of the page's subject, see ``_subject_fields``)."""
    if not blocks:
        return []
    classes, final = _classes(blocks, lang)
    measured = _Mass(blocks, classes)
    main = _main_container(blocks, classes, 0 if article else CLIMB_LEVELS, measured)
    if main is None:
        return []  # (a page without any good block keeps the plain blocks of its container: a shop's
    # page of short lines, names, prices and specifications; second opinions may find more)
    teasers = None
    if stated:
        main, teasers = _not_a_teaser_list(blocks, classes, main, url)
    if bodies:
        main = _widen_to_body(blocks, main, bodies)
    main = _widen_to_text(blocks, classes, main, measured, teasers)
    parent = _parent_of(blocks, main)
    above = _parent_of(blocks, parent) if parent is not None else None  # the lead may sit one level higher
    heads = {a for a in (parent, above) if a is not None}
    in_main = _in_container(blocks, main)  # asked three times below
    # (session 28) an article's title box outside those two, for its lead's points alone (a standfirst paragraph there
    # is a subtitle the sets' truths leave out, as they leave out the title: kept, both cost precision on every set)
    title_box = _title_box(blocks, in_main.index(True), heads) if article and heads else set()
    headers: set[int] = set()  # the quote headers in a thread's posts ("X said:"), left out
    replies = _thread(blocks, main, posts, in_main, headers) if len(posts) > 1 else set()
    first = in_main.index(True)
    last_good = max((i for i, c in enumerate(final) if c == "good" and in_main[i]), default=-1)
    # (xen39) not an article: the text may go on after its last good block in a paragraph jusText judged good
    # alone and bad in context (a department's page: "Research areas", its linked list, then "Undergraduates can
    # major …"); a list's linked names before it are the text's as they are before a good one
    last_text = last_good if article else max(
        (i for i, c in enumerate(classes) if c in ("good", "near-good") and in_main[i] and not blocks[i].link_chars),
        default=-1)
    between: set[int] = set()  # the siblings of ``more`` that lie between parts of the text (``_between``)
    more = _text_siblings(blocks, classes, main, final, SIBLING_LINK_DENSITY if article else MAX_LINK_DENSITY, between,
                          bodies)
    # elements up to three levels around a linked heading: a teaser card (headline link, description)
    cards = {a for b in blocks if b.link_chars and b.heading and link_line(b) for a in b.ancestors[-4:-1]}
    facts = itempage.facts(blocks)  # a table's and a definition list's short blocks
    if not article:
        facts |= itempage.label_pairs(blocks)  # ... and a product's labels beside their values in <div> pairs
    stops = stoplist(lang)
    site = site_of(url)
    numbered = numbered_headings(blocks, in_main)
    teased = _teased(blocks)
    named = set() if article else _card_names(blocks, in_main, url)
    summary: set[int] = set()
    if not article:  # a product's name, price and overview; its other tab panels
        path = _path_through(blocks, main)
        summary = (itempage.summary(blocks, path, main, first, stops) or itempage.named_lead(blocks, classes, first)
                   or itempage.summary_after(blocks, path, main, end_of(in_main)))
        summary |= itempage.trailing_facts(blocks, path, main, end_of(in_main), facts)
        api = itempage.api_summaries(blocks)  # (xleft33) an API reference's summary tables
        if api:
            itempage.as_table_cells(blocks, api)  # ((xleft34) JDK 17's grid of <div> cells: a table's)
            summary |= api
        if bodies:
            more = more | itempage.panels(blocks, path, main, bodies)
    if not article:
        more = more | _fact_sections(blocks, main, end_of(in_main))
    subject = _subject_fields(blocks, main, fields, first) if fields else set()
    if subject:
        more = more | subject
    # a table laying the page out (an old site's): the cells beside the one holding the text's paragraphs are its
    # menu and its sidebar ("Öffnungszeiten Rathaus: Mo - Fr 8.00 - 12.00 Uhr" beside a municipality's page)
    text_cells = layout_cells([b for b, c in zip(blocks, classes) if c in ("good", "near-good")])
    layout = set(text_cells.values())
    kept = []
    facts_seen: dict[str, int] = {}  # the labels of the kept list items ("Official website", "Price"), how often
    within = []  # in the container or a sibling that continues it
    groups = _outside_groups(blocks, classes, final, in_main, more, cards) if article else set()
    end = len(in_main) - in_main[::-1].index(True) if groups else 0  # after the container's last block
    # the elements marked as the article's body that hold the container (a body cut into marked components)
    around = {a for a in _path_through(blocks, main) if a in bodies} if groups and bodies else set()
    for i, (b, c, initial) in enumerate(zip(blocks, final, classes)):
        if headers and i in headers:
            within.append(False)
            continue
        inside = in_main[i] or (more and _inside_any(b, more))
        if inside and layout and c != "good" and _beside_the_text(b, layout, text_cells):
            inside = False
        within.append(bool(inside))
        boxed = bool(title_box) and b.tag == "li" and not inside and i < first and _inside_any(b, title_box)
        # (the title box's heading right before it, not kept: the lead's first point)
        titled = boxed and i > 0 and blocks[i - 1].heading > 0 and _inside_any(blocks[i - 1], title_box)
        if i in summary or (boxed and _lead_point(b) and (titled or (kept and kept[-1] is blocks[i - 1] and kept[-1].tag == "li"))) \
                or (not inside and i < first and heads and _inside_any(b, heads) and not _tab_label(blocks, i)
                            and (((c == "good" or initial in ("good", "near-good") or (not article and itempage.price(b)))
                                  and b.link_chars <= MAX_LINK_DENSITY * len(b.text))
                                 or (not article and len(b.text) >= LEAD_SENTENCE_CHARS and kept and kept[-1] is blocks[i - 1]
                                     and _linked_sentence(b, stops) and all(_in_section(url, h) for _, _, h in b.links))
                                 or ((initial == "short" or (article and initial == "bad")) and kept
                                     and kept[-1].heading and _under_title(blocks, i, kept[-1])
                                     and (_short_lead(b) or (article and kept[-1] is blocks[i - 1] and kept[-1].heading == 1
                                                             and _deck_phrase(b, kept[-1], stops))))
                                 or (article and initial == "short" and i > 0 and _deck(blocks, i))
                                 or (article and initial in ("short", "bad") and i > 0 and blocks[i - 1].heading == 1
                                     and (i + 1 == len(blocks) or b.ancestors[-1] not in blocks[i + 1].ancestors)
                                     and _deck_phrase(b, blocks[i - 1], stops))
                                 or (article and b.tag == "li" and kept and kept[-1] is blocks[i - 1]
                                     and (kept[-1].heading or kept[-1].tag == "li") and _lead_point(b))
                                 or (article and _verdict_item(blocks, i, kept))
                                 or (article and initial in ("short", "bad") and _points_title(blocks, i)))):
            # before the main container, under its parent or grandparent: the title and lead (a deck without a full
            # stop right under the title, kept or not: (xnews32) Agência Brasil's ``<h1> + <div class="linha-fina">``
            # over the body's own box, its title too short to be kept, the deck's element holding no more of the
            # page (Wikipedia's ``<div id="bodyContent">`` opens with "Jump to navigation Jump to search" and holds
            # the article); a lead of one short
            # sentence right under the title too: ``_short_lead``; on an article, also one of few stop words, which jusText
            # calls bad: "Regeringen foreslår, at pensionsalderen stiger til 70 år i 2040. Fagbevægelsen kalder forslaget
            # urimeligt.", a Danish, Swedish, Finnish or German lead's compounds and names (session 27);
            # on an article, the lead's points under the title, "<ul><li>More than 100 flood warnings issued</li>…":
            # ``_lead_point``, a live blog's or a news site's summary; on a page that is not an article, also a long
            # sentence of the lead linking the names it speaks of in its part of the site, after a kept one: a
            # manual's; not a player's "update it here", a shop's "see our Returns Policy page", a site's "By using
            # this site you agree to our Terms of Use ...")
            kept.append(b)
            continue
        density = b.link_chars / len(b.text)
        plain = density < INSIDE_LINK_DENSITY and (text_length(b.text) > INSIDE_MIN_CHARS or (b.tag in CELLS and not b.link_chars)
                                                   or i in facts or (not article and itempage.price(b)))
        if plain and b.link_chars and text_length(b.text) < LENGTH_LOW \
                and (len(b.text) - b.link_chars < INSIDE_PLAIN_CHARS or (i > last_good and b.tag != "li")):  # share bars, "read more"
            plain = False
        if inside and not plain \
                and len(b.text) >= LINKED_ITEM_CHARS \
                and ((b.tag == "li" and i < max(last_good, last_text) and i not in teased)
                     or (b.tag == "p" and link_line(b) and i not in teased and not (article and _shouted(b))
                         and (i < last_good or not _run_of_links(blocks, i, main)))):
            plain = True  # a linked name in a list, a link on its own line, with the text going on after it
        if inside and not plain and not article and b.heading and (len(b.text) >= SHORT_LINE_CHARS or acronym(b.text)):
            plain = True  # not an article: a heading that is a link names a product, a service, a section
        if inside and not plain and subject and density < INSIDE_LINK_DENSITY and _inside_any(b, subject):
            plain = True  # a line of a field of the page's subject: its address, "4020 Musterdorf", its hours
        if inside and not plain and i in named:
            plain = True  # not an article: a grid's card named by a link over its description
        if inside and not plain and i in numbered:
            plain = True  # a listicle's entry, "3. Disruptive Marketing", linking to what it names
        if inside and not plain and i < last_good and _linked_sentence(b, stops):
            plain = True  # a sentence of the text with its links, before the text's last good block
        if inside and not plain and not article and i > last_good and _pointer(b, stops, site, url):
            plain = True  # not an article: a manual's sentence pointing to another of its pages, after the text
        if inside and not plain and not article and _pasted_address(b, url):
            plain = True  # not an article: a line of a post or a manual giving an address its writer pasted
        if inside and not plain and b.tag == "p" and _republished(b):
            plain = True  # a republished text's line naming its source by a link, "Originally published on <Live Science>."
        if inside and not plain and kept and kept[-1] is blocks[i - 1] and _POST_SIGNATURE.match(b.text):
            plain = True  # an embedded post's signature under its kept text
        if inside and not plain and b.tag == "li" and i > last_good and facts_seen.get(_fact_label(b), 0) >= FACT_REPEATS:
            plain = True  # a listicle's last entry: its facts' list after the text's last good block, as each entry had
        if inside and (c == "good" or plain or i in replies):
            kept.append(b)
            if b.tag == "li":
                label = _fact_label(b)
                if label:
                    facts_seen[label] = facts_seen.get(label, 0) + 1
        elif not inside and c == "good" and initial == "good" and b.in_article \
                and not (cards and any(a in cards for a in b.ancestors[-4:-1])):
            if not article and i and (not kept or kept[-1] is not blocks[i - 1]) and section_heading(blocks[i - 1], b):
                kept.append(blocks[i - 1])  # (xshop36) not an article: the paragraph's heading in its box (a shop's
                # feature section: Shopware's image-text block, Shopify's image-with-text, "Leise am Morgen" over
                # its sentence), a short line jusText calls bad
            kept.append(b)
        elif groups and not inside and c == "good" and not b.heading and len(b.ancestors) > 1 \
                and b.ancestors[-2] in groups and b.link_chars <= MAX_LINK_DENSITY * len(b.text) \
                and (i < end or (around and _inside_any(b, around))):
            # a paragraph good in context beside the article's good paragraphs outside the container, before
            # its end or inside the element the page marks as the article's body around the container (not
            # an author's bio after it, nor a reader's comment marked as a post's content of its own)
            kept.append(b)
    out = with_short_blocks(blocks, itempage.with_list_items(blocks, kept, _with_between(blocks, in_main, between)), within, site, article)
    out = itempage.with_ingredients(blocks, out)
    if article:
        return out
    out = _over_sections(blocks, out)
    # a grid's prices without their names: inside the container (a category's grid of products) with their
    # names, outside it (other products offered beside the text) without them
    inside = {id(b) for b, w in zip(blocks, within) if w}
    keep = {id(b) for b in itempage.grid_prices(blocks, [b for b in out if id(b) in inside], names=True)}
    keep.update(id(b) for b in itempage.grid_prices(blocks, [b for b in out if id(b) not in inside], names=False))
    return [b for b in blocks if id(b) in keep]
