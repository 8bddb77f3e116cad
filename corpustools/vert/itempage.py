"""What a page about an item (a product, a service, a course) keeps beyond its prose: the short blocks
that jusText's classes call boilerplate but that are the item's facts.

A shop's page spreads its text over parts that a news article does not have, and most of its blocks
are short: the name in an ``<h1>`` with the price and a one-line overview beside the gallery, the
description in one tab panel and the specifications in another, lists of features of a word or two,
specifications in tables and definition lists.  ``container.select`` keeps, besides the prose of the main
content container:

* ``summary``: on a page that is not an article, its first ``<h1>`` before the container and the plain
  blocks between them (link-free, more than a word, or a price), when the ``<h1>`` and the container
  meet at most ``SUMMARY_LEVELS`` elements above the container and ``SUMMARY_BLOCKS`` blocks before it
  (a product's name, price and overview beside its description tabs; not a site's header far above); or,
  meeting farther above, the ``<h1>`` and the lead of a page builder's hero section right before the
  container's section (``_hero``); or, with no ``<h1>`` before the container, the ``<h1>`` right after it and the
  prices and plain lines after that in its column (``summary_after``: OpenCart's name and price in the column
  beside the description's tab, later in the page);
* ``panels``: on a page that is not an article, the siblings of the container that the page marks as a
  body (``entry-content`` ...) as it marks the container, with little link text: the other tab panels of
  a product (WooCommerce marks each one);
* ``facts``: a table's cells and the blocks right inside them (``<td><p>0.4 kg</p></td>``; a cell's one
  block also in a table none of whose cells has text of its own), and the
  terms and descriptions of definition lists (unless the terms recur on the page with values for descriptions:
  a forum's "Joined", "Messages" beside every post; a manual's "Returns:" over words under each method stays),
  however short; ``trailing_facts``: on a page that is not an article, also
  those of the tables right after the container under its parent (a product's properties after its
  description);
* ``PRICE``: a price alone in a block, kept on a page that is not an article; a grid's prices whose
  products' names went get their names back inside the container and go outside it (``grid_prices``); on a
  page that is neither an article nor one item's, the names and prices of a grid of four product cards or
  more wherever it lies (``product_cards``, asked by ``choose``: a shop's category page);
* ``with_list_items``: the short link-free items of a list inside the container one of whose items is
  kept ("Dishwasher safe" under "Fits most mugs and carafes"), and the items, linked or not, of a list
  that a kept sentence ending in a colon announces, with kept text after it ("The best known hosts are:");
  an item may be a paragraph inside an ``<li>`` (the loose lists of Markdown and AsciiDoc).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from corpustools.vert import boiler
from corpustools.vert.classify import (
    CELLS,
    INSIDE_MIN_CHARS,
    SIBLING_LINK_DENSITY,
    STOPWORDS_LOW,
    stop_density,
    text_length,
)
from corpustools.vert.extract import Block, heading_box, shared_depth

log = logging.getLogger(__name__)

_CURRENCY = (r"(?:[$€£¥₹₺₫]|usd|eur|gbp|chf|czk|kč|zł|pln|sek|nok|dkk|huf|ft|aud|cad"
             # (session 27) the Nordic crown, the Romanian leu, the Turkish lira, the rupiah, the dong (session 28: the codes
             # that are words in capitals only: "Try 2", "Ron 2", "2 try" are no prices)
             r"|kr|lei|(?-i:RON|TRY|TL)|rp|idr|vnd|đ)")
_AMOUNT = rf"(?:{_CURRENCY}\s?\d(?:[\d.,\s]*\d)?|\d(?:[\d.,\s]*\d)?\s?(?:{_CURRENCY}|,-))"
# a price alone in a block: "€ 149.00", "$38.00 USD", "1 299 Kč", "From $5", "$10.93 - $17.00", and with the
# footnote mark of German shops' "prices incl. VAT" line ("49,90 €*": Shopware, Gambio, JTL) or a label
# ("UVP 59,90 €", "statt 59,90 €", "Prix : 12,00 €", "Prezzo 9,90 €"), or a "+" for a configurable item's
# starting price ("$599+")
PRICE = re.compile(rf"(?:(?:from|ab|od|dès|da|desde|sale|now|was|only|nur|jen|uvp|statt|jetzt|prix|prezzo)\s*:?\s*)?"
                   rf"{_AMOUNT}(?:\s*[-–]\s*{_AMOUNT})?(?:\s?{_CURRENCY})?(?:\s?\*{{1,2}}|[¹²³†]|\s?\+)?", re.I)
_LETTER = re.compile(r"[^\W\d_]")

SUMMARY_LEVELS = 5
SUMMARY_BLOCKS = 20


def price(block: Block) -> bool:
    """A link-free block that is a price and nothing else."""
    return not block.link_chars and PRICE.fullmatch(block.text) is not None


GRID_PRICES = 3  # prices kept without their item's name, this many or more: a grid of products
CARD_BLOCKS = 4  # a grid card's name is at most this many blocks above its price


def _card_name(blocks: Sequence[Block], i: int) -> int:
    """The index of the name above the price at ``i``: the nearest block at most ``CARD_BLOCKS`` up that is
    not a price and is a heading or mostly link text (a card's linked name), unless the nearest block that
    is not a price lies deeper with the price (in its card: the heading or the link above it is the previous
    card's, its "Details" button); else that nearest block (-1: none)."""
    nearest = -1
    for j in range(i - 1, max(-1, i - 1 - CARD_BLOCKS), -1):
        above = blocks[j]
        if price(above):
            continue
        if above.heading or above.link_chars >= 0.5 * len(above.text):
            if nearest >= 0 and shared_depth(blocks[nearest].ancestors, blocks[i].ancestors) > shared_depth(above.ancestors, blocks[i].ancestors):
                return nearest  # a plain name in the price's card, the link above it another card's
            return j
        if nearest < 0:
            nearest = j
    return nearest


GRID_CARDS = 4  # a grid of products has this many cards of a name and a price at least
GRID_LEVELS = 3  # ... in the children of an element at most this many levels above the element around a card's name and price
GRID_PRICE_CHARS = 40  # a card's price block is this long at most


def product_cards(blocks: Sequence[Block]) -> set[int]:
    """The indexes of the names and prices of a grid's product cards: a price alone in a block (linked or not:
    a card's link often wraps its picture, name and price) with its name above it (``_card_name``: a heading
    or a linked name), in a grid: the deepest element around the pair whose children hold ``GRID_CARDS`` such
    pairs or more, each in another child (a card may hold its price inside its name's element).  A shop's
    category page is its products' names and prices (WooCommerce's ``ul.products``, Shopware's
    ``cms-listing-row``, Shopify's ``product-grid``), which its introduction above them left out: their names
    are links and bad in context.  The caller asks only on a page that is neither an article nor one item's
    (a product's page offers other products in such a grid)."""
    pairs: list[tuple[int, int, tuple[int, ...]]] = []
    for i, b in enumerate(blocks):
        if len(b.text) > GRID_PRICE_CHARS or not _DIGIT.search(b.text) or PRICE.fullmatch(b.text) is None:
            continue
        j = _card_name(blocks, i)
        if j < 0 or not (blocks[j].heading or blocks[j].link_chars >= 0.5 * len(blocks[j].text)) \
                or not _product_name(blocks[j].text):
            continue
        pairs.append((j, i, blocks[j].ancestors[:shared_depth(blocks[j].ancestors, b.ancestors)]))
    if len(pairs) < GRID_CARDS:
        return set()
    children: dict[int, set[int]] = {}  # an element around pairs -> its children holding them
    for _, _, path in pairs:
        for d in range(len(path) - 1):
            children.setdefault(path[d], set()).add(path[d + 1])
    out: set[int] = set()
    for j, i, path in pairs:
        if any(len(children.get(a, ())) >= GRID_CARDS for a in path[-1 - GRID_LEVELS:-1]):
            out.update((j, i))
    return out


_DIGIT = re.compile(r"\d")
PRODUCT_NAME_CHARS = 8


def _product_name(text: str) -> bool:
    """A product's name: two words or more and ``PRODUCT_NAME_CHARS``, with a small letter or of three words
    ("Kaffeemühle Bergamo", "ACERBIS GUIDA CATENA NERO"); not a ticker's symbol or a currency's code beside
    its quote ("ČEZ", "PM ČR", "EUR": an exchange's rates are no grid of products)."""
    words = text.split()
    return len(text) >= PRODUCT_NAME_CHARS and len(words) >= 2 and (len(words) >= 3 or any(
        c.islower() for c in text))


PLAIN_NAME_CHARS = 80  # a card's name that is neither a heading nor a link is a line up to this long


def _plain_name(block: Block) -> bool:
    """A card's name as a line of its own, neither a heading nor a link (``<div class="name">``): a product's
    name (:func:`_product_name`) up to ``PLAIN_NAME_CHARS``, not a sentence."""
    text = block.text
    return len(text) <= PLAIN_NAME_CHARS and _product_name(text) and not text.endswith((".", "!", "?", ":"))


def grid_prices(blocks: Sequence[Block], kept: list[Block], names: bool) -> list[Block]:
    """``kept`` with a grid's prices alone in a block whose item's name went (``_card_name`` not kept), when
    ``GRID_PRICES`` or more are so (one or two are a product's own, after a rating's link that went),
    settled: with ``names``, each one's name is kept beside it (a category page's grid of products, the
    page's text: a price alone says nothing), and the prices without a name go; without, they all go
    ("109,95 €*" twelve times under a category's introduction whose grid is not its text)."""
    ids = {id(b) for b in kept}
    orphans: dict[int, int] = {}
    for i, b in enumerate(blocks):
        if id(b) in ids and price(b):
            j = _card_name(blocks, i)
            if j < 0 or id(blocks[j]) not in ids:
                orphans[i] = j
    if len(orphans) < GRID_PRICES:
        if not (names and orphans and len(ids) >= GRID_CARDS
                and sum(1 for b in kept if price(b)) - len(orphans) >= GRID_CARDS - 1):
            return kept
        # a grid whose names were kept but a few short ones, lines of their own ("Zelt Kuppel 2P" under the
        # previous card's "Details" link, no kept line on either side): those names join their prices
        add = {j for j in orphans.values() if j >= 0 and _plain_name(blocks[j])}
        return [b for i, b in enumerate(blocks) if id(b) in ids or i in add] if add else kept
    add = {j for j in orphans.values() if j >= 0 and (blocks[j].heading or blocks[j].link_chars
                                                      or _plain_name(blocks[j]))} if names else set()
    return [b for i, b in enumerate(blocks) if (id(b) in ids and (i not in orphans or orphans[i] in add)) or i in add]


def summary(blocks: Sequence[Block], path: tuple[int, ...], main: int, first: int,
            stops: frozenset[str] = frozenset()) -> set[int]:
    """The indexes of the page's first ``<h1>`` before the container (``main``, whose first block is
    ``first``, under the elements ``path``) and of the plain blocks between them, when the two meet close
    above the container (see the module's docstring)."""
    h1 = next((i for i in range(max(0, first - SUMMARY_BLOCKS), first) if blocks[i].tag == "h1"), None)
    if h1 is None or blocks[h1].link_chars or main not in path:
        return set()
    common = shared_depth(blocks[h1].ancestors, path)
    if not common:
        return set()
    if path.index(main) - (common - 1) > SUMMARY_LEVELS:
        return _hero(blocks, h1, path, common, first, stops)
    meet = path[common - 1]
    lines = {j for j in range(h1 + 1, first) if meet in blocks[j].ancestors and not blocks[j].link_chars
             and (text_length(blocks[j].text) > INSIDE_MIN_CHARS or price(blocks[j]))}
    return {h1} | _without_tab_labels(blocks, lines, first)


def summary_after(blocks: Sequence[Block], path: tuple[int, ...], main: int, end: int) -> set[int]:
    """The indexes of the page's ``<h1>`` in the column after the container (whose last block is ``end``, under
    the elements ``path``) and of the prices and plain lines after it in that column, when the two meet close
    above the container and no ``<h1>`` comes before it: OpenCart's product page, the description's tab in the
    left column, the name, the price and the cart button in the right one (``summary``'s, mirrored)."""
    stop = min(len(blocks), end + 1 + SUMMARY_BLOCKS)
    h1 = next((i for i in range(end + 1, stop) if blocks[i].tag == "h1"), None)
    if h1 is None or blocks[h1].link_chars or main not in path or any(b.tag == "h1" for b in blocks[:end]):
        return set()
    common = shared_depth(blocks[h1].ancestors, path)
    if not common or path.index(main) - (common - 1) > SUMMARY_LEVELS or len(blocks[h1].ancestors) <= common:
        return set()
    column = blocks[h1].ancestors[common]  # the meet's child that holds the <h1>
    lines = {j for j in range(h1 + 1, stop) if column in blocks[j].ancestors and not blocks[j].link_chars
             and (text_length(blocks[j].text) > INSIDE_MIN_CHARS or price(blocks[j]))}
    return {h1} | lines


def _without_tab_labels(blocks: Sequence[Block], lines: set[int], first: int) -> set[int]:
    """``lines`` (a summary's) without the labels of the tabs over the product's panels: a line named as a
    heading of the container or after it ("Zusätzliche Informationen", "Informazioni aggiuntive" over
    WooCommerce's panels of the same headings; their links lead to the page's own fragments, which count as no
    link).  Only short lines are looked at, and the headings only when there is one."""
    short = [j for j in lines if len(blocks[j].text) <= TAB_LABEL_CHARS]
    if not short:
        return lines
    headings = {b.text.lower() for b in blocks[first:] if b.heading and len(b.text) <= TAB_LABEL_CHARS}
    return lines - {j for j in short if blocks[j].text.lower() in headings}


TAB_LABEL_CHARS = 40  # a tab's label is this long at most


LEAD_LEVELS = 2  # the name's lead lies under the element this many levels above the <h1> (see named_lead)


def named_lead(blocks: Sequence[Block], classes: list[str], first: int) -> set[int]:
    """The indexes of the page's first ``<h1>`` before the container (whose first block is ``first``) and of
    the blocks good on their own (``classes``, not in context: a picker's swatches between two good blocks are
    good in context) right under the same element (``LEAD_LEVELS`` above the ``<h1>``), link-free,
    when ``summary`` found nothing: a shop's product name and its description beside the gallery, with the
    pickers of size and colour, the price and the shipping note between them and the tabs of features that
    hold most of the text (Shopify's themes nest the two far apart).  Only good text: a picker's swatches
    are short, and an ``<h1>`` that links (a shop's name as its logo) names no product."""
    h1 = next((i for i in range(first) if blocks[i].tag == "h1"), None)
    if h1 is None or blocks[h1].link_chars or len(blocks[h1].ancestors) <= LEAD_LEVELS:
        return set()
    scope = blocks[h1].ancestors[-1 - LEAD_LEVELS]
    lead = {j for j in range(h1 + 1, first) if classes[j] == "good" and not blocks[j].link_chars
            and not blocks[j].heading and scope in blocks[j].ancestors}
    return {h1} | lead if lead else set()


HERO_BLOCKS = 6


def _hero(blocks: Sequence[Block], h1: int, path: tuple[int, ...], common: int, first: int,
          stops: frozenset[str]) -> set[int]:
    """The page's ``<h1>`` (at ``h1``) and its lead in a hero section: a page builder's first section
    (Squarespace, Elementor, Divi, WPBakery, a Gutenberg cover block) holding the title, a line or two of
    lead and a button, the body in the sections after it, the two meeting far above the container (a
    builder nests each block six to nine elements deep).  Only when the section holding the ``<h1>`` has
    at most ``HERO_BLOCKS`` blocks, one of them a link-free line of lead after the ``<h1>`` (a phrase with
    the stop words of the page's language, ``stops``: not a forum's "Thread starter …"), and nothing but
    the container's own section (``path``: the elements above the container) lies between it and the
    container: a site's header, a product's gallery and offers, a forum's bar above the first post, a
    title alone are no hero."""
    if len(blocks[h1].ancestors) <= common or len(path) <= common:
        return set()
    section = blocks[h1].ancestors[common]  # the meet's child that holds the <h1>
    inside = [j for j, b in enumerate(blocks) if section in b.ancestors]
    if len(inside) > HERO_BLOCKS or inside[-1] >= first \
            or any(path[common] not in blocks[j].ancestors for j in range(inside[-1] + 1, first)):
        return set()
    lead = {j for j in inside if j > h1 and not blocks[j].link_chars and not blocks[j].heading
            and len(blocks[j].text) > INSIDE_MIN_CHARS and stop_density(blocks[j].text, stops) >= STOPWORDS_LOW}
    return {h1} | lead if lead else set()


def panels(blocks: Sequence[Block], path: tuple[int, ...], main: int, bodies: frozenset[int]) -> set[int]:
    """The siblings of the container ``main`` (itself marked as a body) that the page marks as bodies too,
    with at most ``SIBLING_LINK_DENSITY`` link text: a product's other tab panels."""
    if main not in bodies or main not in path or path.index(main) == 0:
        return set()
    parent = path[path.index(main) - 1]
    chars: dict[int, int] = {}
    links: dict[int, int] = {}
    for b in blocks:
        anc = b.ancestors
        if parent not in anc:
            continue
        k = anc.index(parent) + 1
        if k < len(anc) and anc[k] in bodies and anc[k] != main:
            chars[anc[k]] = chars.get(anc[k], 0) + len(b.text)
            links[anc[k]] = links.get(anc[k], 0) + b.link_chars
    return {a for a, n in chars.items() if links[a] <= SIBLING_LINK_DENSITY * n}


FACT_HEADING = 80  # a table's heading right above it, this long at most


def trailing_facts(blocks: Sequence[Block], path: tuple[int, ...], main: int, end: int, facts: set[int]) -> set[int]:
    """The indexes of the link-free table cells, the blocks right inside them and the definition lists' terms
    and descriptions (``facts``) right after the container ``main`` (under the elements ``path``; its last
    block at ``end``) and under its parent, each table with at most a short heading right above it: a product's
    properties beside its description (Shopware's ``product--properties`` table after ``product--description``,
    a theme's specifications table after the description's text).  jusText calls the cells bad in context
    after the last good paragraph, and only the container's own tables were kept.  The run ends at the
    first other block: a list of links, a teaser, the next section."""
    if main not in path or path.index(main) == 0:
        return set()
    parent = path[path.index(main) - 1]
    out: set[int] = set()
    i = end + 1
    while i < len(blocks) and not blocks[i].link_chars:
        b = blocks[i]
        if parent not in b.ancestors:
            # (session 28) the next tab panel of a product's description tabs, under the tabs' element up to
            # ``TAB_LEVELS`` above the container, after its tab's title: Magento's "Zusatzinformation" table in
            # the ``data item content`` after the description's (the title a same-page link, so no link here; a
            # heading there opens a section of its own, which ``container._fact_sections`` takes whole: a TYPO3
            # frame's "Öffnungszeiten" over its table)
            # (session 31) a panel that opens with its facts has no title: its first term or cell is a fact
            # (PrestaShop's "product-details" pane holding its ``dl.data-sheet`` alone lost its first term, "Matière")
            up = path.index(main) - TAB_LEVELS
            if out or up < 0 or b.heading or path[up] not in b.ancestors or not _fact_title(blocks, i, facts, True):
                break
            parent = path[up]
            if not (i in facts or b.tag in CELLS):
                i += 1
            continue
        if b.tag == "caption" and i + 1 < len(blocks) and blocks[i + 1].tag in CELLS:
            i += 1  # a table's caption in a table of properties is its label ("Model", "Mehr Informationen")
            continue
        if not (i in facts or b.tag in CELLS or _fact_title(blocks, i, facts, False)):
            break
        out.add(i)
        i += 1
    return out if _property_rows(blocks, out) else set()


TAB_LEVELS = 3
TAB_TITLE_WORDS = 3  # a tab's title that is no heading: "Zusatzinformation", "Technische Daten", "Fiche technique"


def _fact_title(blocks: Sequence[Block], i: int, facts: set[int], tab: bool) -> bool:
    """Block ``i`` is the short title right above a table's cells or a definition list (a heading; with ``tab``
    also a tab's title of ``TAB_TITLE_WORDS`` words without a sentence's end, the table's caption between)."""
    b = blocks[i]
    if len(b.text) > FACT_HEADING or not (b.heading or tab and len(b.text.split()) <= TAB_TITLE_WORDS
                                          and b.text[-1:] not in ".!?:"):
        return False
    j = i + 1
    if tab and j < len(blocks) and blocks[j].tag == "caption":
        j += 1
    return j < len(blocks) and (j in facts or blocks[j].tag in CELLS)


def _property_rows(blocks: Sequence[Block], run: set[int]) -> bool:
    """Whether the run of table blocks ``run`` reads as properties: a definition list, or a table with a row
    of two cells or more (a name and its value).  A one-column table after the text is a layout table's
    column of boxes (an old page's sidebar of "today's anniversary" boxes), not a product's facts."""
    cells_per_row: dict[int, set[int]] = {}
    for i in run:
        b = blocks[i]
        if b.tag in ("dt", "dd"):
            return True
        if b.tag in CELLS and len(b.ancestors) > 1:
            row, cell = b.ancestors[-2], b.ancestors[-1]
        elif b.parent_tag in CELLS and len(b.ancestors) > 2:
            row, cell = b.ancestors[-3], b.ancestors[-2]
        else:
            continue
        cells_per_row.setdefault(row, set()).add(cell)
    return any(len(cells) > 1 for cells in cells_per_row.values())


def facts(blocks: Sequence[Block]) -> set[int]:
    """The indexes of the link-free blocks right inside a table's cells (the cells' own blocks are
    ``CELLS``; a cell's only block, whatever its table) and of the link-free terms (``<dt>``) and
    descriptions (``<dd>``) of definition lists whose terms do not recur on the page, or recur with words for
    their every description, different ones (``_worded``, ``MANUAL_DESCRIPTIONS``: a manual's "Returns:",
    "Parameters:" under each method)."""
    rows = {b.ancestors[-2] for b in blocks if b.tag in CELLS and len(b.ancestors) > 1}
    out = {i for i, b in enumerate(blocks) if rows and b.tag not in CELLS and not b.link_chars
           and len(b.ancestors) > 2 and b.ancestors[-3] in rows}
    # a cell's one block (<td><p>60%</p></td>): a table whose every cell wraps its text in a paragraph
    # (AsciiDoc, Word, CMS tables) has no cell with text of its own, so no row is known from the above;
    # a layout table's cell holds many blocks and is not taken
    inner = [i for i, b in enumerate(blocks) if b.parent_tag in CELLS and not b.link_chars and b.tag not in CELLS]
    if inner:
        per_cell: dict[int, int] = {}
        for b in blocks:
            if len(b.ancestors) > 1:
                per_cell[b.ancestors[-2]] = per_cell.get(b.ancestors[-2], 0) + 1
        out.update(i for i in inner if per_cell[blocks[i].ancestors[-2]] == 1)
    seen: dict[str, int] = {}
    # the descriptions of each term while they are all words without links (see _worded), None when one is not
    described: dict[str, set[str] | None] = {}
    term = None
    for b in blocks:
        if b.tag == "dt":
            term = b.text
            seen[term] = seen.get(term, 0) + 1
        elif b.tag == "dd" and term is not None:
            texts = described.setdefault(term, set())
            if texts is not None:
                described[term] = texts | {b.text} if not b.link_chars and _worded(b.text) else None
        else:
            term = None
    if not seen:
        return out
    term_ok = False
    for i, b in enumerate(blocks):
        if b.tag == "dt":
            term_ok = (seen[b.text] == 1 or len(described.get(b.text) or ()) >= MANUAL_DESCRIPTIONS) and not b.link_chars
            if term_ok:
                out.add(i)
        elif b.tag == "dd":
            if term_ok and not b.link_chars:
                out.add(i)
        else:
            term_ok = False
    return out


PAIR_CHARS = 60  # a label and its value, each this long at most
PAIR_ROWS = 3  # a specification of this many pairs at least, one after the other in one element


def label_pairs(blocks: Sequence[Block]) -> set[int]:
    """(xfrit37) The indexes of a product's specifications written as pairs of elements, a label and its value alone in
    an element of their own, ``PAIR_ROWS`` such rows or more in a row in one element (IdoSell's ``dictionary__param``
    holding ``dictionary__name`` "Pojemność" and ``dictionary__values`` "35 l", themes' "spec-row"): short,
    link-free, neither a heading, the label a name (a letter first, no figure: not a ranking's score, a playlist's
    duration, a step's number), the labels all different (not a video player's caption styles, "Aa" over each); a
    table's or a definition list's are ``facts``.  Asked on pages that are not articles
    (a byline's "Autor" beside a name is an article's furniture)."""
    rows: list[tuple[int, tuple[int, ...]]] = []  # each pair's first index and the element holding its rows
    n = len(blocks)
    for i in range(n - 1):
        a, b = blocks[i], blocks[i + 1]
        text = a.text
        # (the cheap tests first: most blocks are longer, or linked)
        if len(text) > PAIR_CHARS or len(b.text) > PAIR_CHARS or a.link_chars or b.link_chars or a.heading \
                or b.heading or not text[:1].isalpha() or any(c.isdigit() for c in text):
            continue
        up = a.ancestors[:-1]
        if len(up) < 2 or b.ancestors[:-1] != up:
            continue
        depth = len(up)
        if (i and blocks[i - 1].ancestors[:depth] == up) or (i + 2 < n and blocks[i + 2].ancestors[:depth] == up):
            continue  # more than a pair in the element
        rows.append((i, up[:-1]))
    out: set[int] = set()
    k = 0
    while k < len(rows):  # the runs of rows two blocks apart in one element
        j = k + 1
        while j < len(rows) and rows[j][1] == rows[k][1] and rows[j][0] == rows[j - 1][0] + 2:
            j += 1
        if j - k >= PAIR_ROWS and len({blocks[i].text for i, _ in rows[k:j]}) == j - k:  # (not a player's "Aa" samples)
            for i, _ in rows[k:j]:
                out.update((i, i + 1))
        k = j
    return out


# (xleft33) the heading of an API reference's summary table: Javadoc's "Method Summary", "Field Summary", "Constructor
# Summary", "Nested Class Summary", "Enum Constant Summary" and their German, Japanese and Chinese editions
# ("Methodenübersicht", "メソッドのサマリー", "方法概要"); Doxygen's "Public Member Functions", "Public Attributes"
_API_SUMMARY = re.compile(
    r"(?:nested class|field|constructor|method|enum constant|property|(?:optional|required) element|element)s? summary"
    r"|(?:methoden|feld|felder|konstruktor|konstruktoren|eigenschafts)übersicht|verschachtelte klassen - übersicht"
    r"|übersicht über enum-konstanten"
    r"|(?:ネストされたクラス|フィールド|コンストラクタ|メソッド|列挙型定数)の(?:サマリー|概要)|(?:嵌套类|字段|构造器|方法|枚举常量)概要"
    r"|(?:static )?(?:public|protected|package)(?: static)? (?:member functions|attributes|types|slots)")
API_SUMMARY_HEADING = 40  # ... this long at most
_API_SUMMARY_WORDS = ("summary", "übersicht", "サマリー", "概要", "public", "protected", "package")
API_SUMMARY_BLOCKS = 400  # a summary table has at most this many blocks


def api_summaries(blocks: Sequence[Block]) -> set[int]:
    """(xleft33) The indexes of the blocks of an API reference's summary tables (``_API_SUMMARY`` names its heading):
    the heading and what follows it inside the heading's box, up to the next heading as high or higher.  Each row's
    cells are the type, the member's name (a link to its details) and its description, "Inserts the specified element
    at the end of this deque.": the documentation of the class, which jusText judges bad (short cells, linked names)
    and which went whole with the table when the container was the details' section (JDK 17's ``summary-table``
    grid of ``div``s) or lost its descriptions (JDK 8's ``<div class="block">`` in a ``<td>``).  Not a table's
    caption: its tabs ("All Methods", "Instance Methods").  For a page that is not an article."""
    out: set[int] = set()
    for i, b in enumerate(blocks):
        if not b.heading or len(b.text) > API_SUMMARY_HEADING or i + 1 >= len(blocks):
            continue
        low = b.text.lower()
        if not any(w in low for w in _API_SUMMARY_WORDS) or _API_SUMMARY.fullmatch(low.strip()) is None:
            continue
        box = heading_box(blocks, i)
        if box is None:
            continue
        out.add(i)
        for j in range(i + 1, min(len(blocks), i + 1 + API_SUMMARY_BLOCKS)):
            nxt = blocks[j]
            if box not in nxt.ancestors or (nxt.heading and nxt.heading <= b.heading):
                break
            if nxt.tag != "caption":
                out.add(j)
    return out


def as_table_cells(blocks: Sequence[Block], indexes: set[int]) -> None:
    """(xleft34) The ``div`` blocks among ``indexes`` (an API reference's summary, :func:`api_summaries`) made a
    table's cells (``td``), in place: JDK 17's ``summary-table`` is a grid of ``<div>`` cells where JDK 8 wrote a
    ``<table>``, and the type that repeats down its first column ("void", "boolean", "int") is each row's value,
    which ``boiler.clean`` keeps in a table's cell where it drops a short line seen before (a caption repeated under
    every picture)."""
    for i in indexes:
        if blocks[i].tag == "div":
            blocks[i].tag = "td"


DESCRIPTION_WORDS = 3  # a manual's description of a term is words, this many of letters at least ...
MANUAL_DESCRIPTIONS = 2  # ... and a term that recurs has this many different ones at least (not a notice shown twice,
# over the thread and under it: XenForo's "Status" "Not open for further replies.")


def _worded(text: str) -> bool:
    """A definition's description that is words, not a value: a manual's "Returns:" "the head of this deque, or
    null if this deque is empty", "Parameters:" "e - the element to add" under each of its methods (Javadoc,
    Sphinx's field lists), where a forum's member panel beside every post says "Joined:" "Mar 12, 2019", "Posts:"
    "1,234", "Location:" "Berlin": terms that recur with such values are the panel's."""
    return sum(1 for word in text.split() if word.isalpha()) >= DESCRIPTION_WORDS


def _introduced(blocks: Sequence[Block], ids: set[int], items: list[int]) -> bool:
    """The list of the block indexes ``items`` (one after the other) is announced by the kept link-free block
    right before it, which ends in a colon, and the text goes on after it: "Benefits include:" above the
    linked names of what they are, "The best tools are:" above the linked tools, in any language.  (A
    "Read also:" above teasers is kept here and dropped with them by ``boiler``.)"""
    first, last = items[0], items[-1]
    if first == 0 or last + 1 >= len(blocks) or last - first + 1 != len(items):
        return False
    lead = blocks[first - 1]
    return (id(lead) in ids and not lead.link_chars and lead.text.endswith(":") and _list_of(lead) is None
            and id(blocks[last + 1]) in ids)


BETWEEN_ITEMS = 3  # a list of this many short link-free items between kept text is part of it


def _between_text(blocks: Sequence[Block], ids: set[int], items: list[int], in_main: list[bool]) -> list[int]:
    """The items of the list of the block indexes ``items`` (one after the other, inside the container), and
    the short heading right above it, when the list is ``BETWEEN_ITEMS`` or more short link-free items (with
    a letter, not interface words) and the text is kept on both sides of it, headings aside: a recipe's
    ingredients ("200 g Mehl", "2 Eier") between its introduction and its steps, a how-to's list of tools,
    the key facts between two paragraphs; every item too short to be kept on its own.  A menu or a list of
    tags has links; a list at the end of the text (related searches, a keyword list) has no kept text after it."""
    first, last = items[0], items[-1]
    if len(items) < BETWEEN_ITEMS or last - first + 1 != len(items) or not all(in_main[i] for i in items) \
            or all(id(blocks[i]) in ids for i in items):
        return []
    if any(blocks[i].link_chars or not _LETTER.search(blocks[i].text) or boiler.is_label(blocks[i].text) for i in items):
        return []
    before = first - 1
    while before >= 0 and blocks[before].heading and in_main[before]:
        before -= 1
    after = last + 1
    while after < len(blocks) and blocks[after].heading and in_main[after]:
        after += 1
    if before < 0 or after >= len(blocks) or id(blocks[before]) not in ids or id(blocks[after]) not in ids \
            or not in_main[before] or not in_main[after]:
        return []
    out = [i for i in items if id(blocks[i]) not in ids]
    head = first - 1
    if head > before and not blocks[head].link_chars and id(blocks[head]) not in ids:
        out.append(head)  # "Zutaten", "What you need"
    return out


def _list_of(b: Block) -> int | None:
    """The walk id of the list a block is an item of: an ``<li>``'s, or that of a paragraph right inside an
    ``<li>`` (``<li><p>Futurewei</p></li>``: Markdown's and AsciiDoc's loose lists wrap every item in a
    paragraph); None for any other block."""
    if b.tag == "li":
        return b.ancestors[-2] if len(b.ancestors) > 1 else None
    if b.parent_tag == "li" and len(b.ancestors) > 2:
        return b.ancestors[-3]
    return None


def with_list_items(blocks: Sequence[Block], kept: list[Block], in_main: list[bool]) -> list[Block]:
    """``kept`` with the short link-free items (with a letter, not an interface word: ``boiler.is_label``)
    of the lists inside the container one of whose items is kept, and all the items of a list inside it
    that a kept line announces (``_introduced``), in document order."""
    ids = {id(b) for b in kept}
    lists: dict[int, list[int]] = {}
    for i, b in enumerate(blocks):
        if in_main[i] and (of := _list_of(b)) is not None:
            lists.setdefault(of, []).append(i)
    add = {i for items in lists.values() if any(id(blocks[i]) in ids for i in items) for i in items
           if id(blocks[i]) not in ids and not blocks[i].link_chars and _LETTER.search(blocks[i].text)
           and not boiler.is_label(blocks[i].text)}
    add.update(i for items in lists.values() if _introduced(blocks, ids, items) for i in items
               if id(blocks[i]) not in ids and _LETTER.search(blocks[i].text))
    for items in lists.values():
        add.update(_between_text(blocks, ids, items, in_main))
    if not add:
        return kept
    return [b for i, b in enumerate(blocks) if id(b) in ids or i in add]


# (session 29) a recipe's ingredients headed so, in English, German, French, Italian, Spanish, Czech, Slovak, Polish
# and Dutch ("Zutaten", "Zutaten für 4 Portionen", "Ingredients (serves 4)", "Suroviny", "Ingredience")
_INGREDIENTS = re.compile(r"(?:zutaten|ingredients?|ingrédients|ingredienti|ingredientes|ingredience|suroviny"
                          r"|ingrediencie|składniki|ingrediënten)\b[^.!?]{0,40}", re.I)
INGREDIENT_CHARS = 80  # an ingredient's cell or item is this long at most ("250 g", "Mehl", "2 Eier, Größe M")
_INGREDIENT_TAGS = frozenset(("td", "th", "li"))


def with_ingredients(blocks: Sequence[Block], kept: list[Block]) -> list[Block]:
    """``kept`` with the short cells and items (``INGREDIENT_CHARS`` at most) of the box under a kept heading
    that names a recipe's ingredients (``_INGREDIENTS``: "Zutaten", "Ingredients", "Suroviny"), in document order:
    a recipe page's ingredients in a box of their own beside the box of its steps (Chefkoch's ``article.ds-box``
    with its ``<h2>Zutaten</h2>`` and its table of amounts and names, "250 g" | "Mehl"), which the container, the
    steps' box, leaves out, and whose cells jusText calls short.  Only under such a heading: a table of nutrition
    facts, a shop's table of specifications, a rail of related recipes are headed otherwise."""
    if not any(b.heading and _INGREDIENTS.fullmatch(b.text) for b in kept):
        return kept  # (no such heading kept, as on most pages: the walk over all the blocks spared)
    ids = {id(b) for b in kept}
    add: set[int] = set()
    for i, head in enumerate(blocks):
        if not head.heading or id(head) not in ids or len(head.ancestors) < 2 or _INGREDIENTS.fullmatch(head.text) is None:
            continue
        box = head.ancestors[-2]
        for j in range(i + 1, len(blocks)):
            b = blocks[j]
            if box not in b.ancestors:
                break
            if b.tag in _INGREDIENT_TAGS and id(b) not in ids and len(b.text) <= INGREDIENT_CHARS:
                add.add(j)
    if not add:
        return kept
    return [b for i, b in enumerate(blocks) if id(b) in ids or i in add]
