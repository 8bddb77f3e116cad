"""The short lines kept around the text that ``container.select`` found: lines too short, or too much
link, to be kept by its classes, that the blocks kept on both sides (or, for some, on one side) show to
be part of the text.

* a short link-free line between two kept blocks: a sign-off ("x Franzi"), "Repeat chorus", a one-word
  subheading; a label with its value ("Earcuff: Zoeca", "Prix : 12 €") beside one kept block; not an
  interface word nor a teaser heading (``boiler.is_label``), an author's line or a bare label;
* a run of up to ``LINKED_RUN`` short sentences with a link and words of their own, between a kept block
  and a kept paragraph of the same element ("Be sure to visit Arrowhead on Facebook, Twitter, and
  Instagram.", "For an introduction, see models and database queries documentation."; not a line that is
  a link as a whole, a "Related: …" teaser, a label with its link ("Tickets – <address>") nor an interface
  word: ``_linked_lines``);
* a heading that is a link to another site, between two kept blocks (a listicle's "3. Blue Moving"; not a
  teaser headline, which links to the same site, nor an advert marked "(Sponsored)");
* an item of a list of links kept as text, between two kept items that are links as a whole;
* in a table, the linked cells (up to ``LINKED_CELL_CHARS``) of a row with a cell kept (a film's title beside
  its year and plot, a job post's title beside its number), and of every row of a table most of whose rows
  have a cell kept (a data table whose later rows are links in every cell: ``_rows_of_kept_tables``); not
  the rows of a table laying the page out, one of whose cells holds the text's paragraphs (``layout_cells``);
* a teaser card's summary that is one link to the same address as its kept linked heading (a section's
  page of headlines with their summaries, each card wrapped in one ``<a>``: ``_card_texts``);
* a label whose value is a link ("Kreole: Stella Hoops") in a run of kept labels with their values, and
  one whose value is one word linking to another site ("Website: https://kubernetes.io/");
* a definition list's term that links to its own page, above its kept description (a manual's
  "WebSocket.binaryType");
* a listicle's numbered headings that link to what they list (``numbered_headings``, for ``container``);
* on a page that is not an article, the list of links under a kept "See also" ("Siehe auch", "Further
  reading") heading: a manual's or a wiki's pointers to its other pages (``_see_also_items``);
* on a page that is not an article, the short link-free lines of teaser cards whose linked heading is
  kept (a chart's "2026 1h 54m R" and "5.9 (22K)" beside each film, a shop's price under each name), or
  whose heading is kept and no link when each card has its button (a team page's role under each name),
  not a card's badge ("Sold out", "Save $100") nor a pager's count, nor the lines of a post (``_card_facts``);
* a card's name of two or three capitals ("SEO", "API", "CRM": ``acronym``) as the lines of
  ``SHORT_LINE_CHARS`` are;
* on a page that is not an article, the heading of a content element whose text was taken from beside the
  container ("Öffnungszeiten" over its table: ``section_headings``, for ``choose``);
* (session 30) a page's downloads, two documents or more linked next to kept text ("Antrag auf Wohngeld (PDF,
  245 KB)", a course's handouts "(pdf)" after ``<br>``: ``_document_links``, and on a page that is not an article
  anywhere beside its kept text: ``with_documents``, for ``choose``), which jusText calls a link list;
* (session 30) on a page that is not an article, a shop's composition under its heading between two kept blocks
  ("Other ingredients" / "Flour (wheat flour, malted barley flour), cane sugar, …": ``with_compositions``, for
  ``choose``), words without the stop words jusText counts;
* (session 30) on a page that is not an article, a row of a page builder's columns, each a heading over one
  sentence or paragraph (Elementor's heading and text widgets, its icon boxes, Divi's blurbs, WPBakery's text
  columns, Gutenberg's columns: a care service's "Grundpflege" / "Hilfe beim Waschen, Anziehen und Essen."):
  ``column_sections``, for ``choose``; jusText calls such short blocks between short blocks bad, and a box of one
  paragraph keeps its heading out of ``section_headings``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from corpustools.vert import boiler, fullstops, phrases
from corpustools.vert.byline import TITLE_CASE_WORDS
from corpustools.vert.classify import (
    CELLS,
    INSIDE_MIN_CHARS,
    stop_density,
    stoplist,
    text_length,
)
from corpustools.vert.extract import Block, shared_depth
from corpustools.vert.headline import quotation
from corpustools.vert.suffixes import site_of

log = logging.getLogger(__name__)

LINK_LINE_SHARE = 0.9  # a paragraph is a link line when its links hold this share of it ("Share on Facebook now" is not)


def link_line(b: Block) -> bool:
    """The block is a link as a whole (``LINK_LINE_SHARE``)."""
    return b.link_chars >= LINK_LINE_SHARE * len(b.text)


SHORT_LINE_CHARS = 4  # a link-free line inside the container, shorter than INSIDE_MIN_CHARS but this long,
# is kept between two kept blocks


def acronym(text: str) -> bool:
    """A name of two or three capitals, shorter than ``SHORT_LINE_CHARS``: a card's heading "SEO", "API", "CRM",
    "KI", which the lines kept for their length miss (not an arrow, a number, a "»" nor a word: "All", "top")."""
    return 2 <= len(text) < SHORT_LINE_CHARS and text.isalpha() and text.isupper()


LINKED_CELL_CHARS = 150  # a cell that is a link this short is kept when another cell of its row is (a title)
KEPT_ROWS_SHARE = 0.5  # ... or when this share of its table's rows have a cell kept ...
KEPT_ROWS = 3  # ... and at least this many
_LETTER = re.compile(r"[^\W\d_]")


def _named_value(block: Block) -> bool:
    """A label with its value ("Earcuff: Zoeca", "Prix : 12 €", "SKU: 100176"), not a definition list's term
    (whose value is the next block), a label alone ("Share:") nor an author's line ("Autor: Redakce")."""
    name, colon, value = block.text.partition(":")
    return (bool(colon) and block.tag != "dt" and value[:1] == " " and bool(value.strip()) and bool(name.strip())
            and _BYLINE.fullmatch(name.strip()) is None)


# an author's line is the page's metadata, not its text: "Autor: Redakce", "By: Jane Doe", "Par : Marie"
_BYLINE = re.compile(r"autor(?:ka|in)?|author|auteur|autore|autrice|verfasser(?:in)?|by|von|par|di|od|text|napsal[a]?"
                     r"|szerző|yazar|kirjoittaja",
                     re.I)


def _elsewhere(block: Block, site: str) -> bool:
    """All of the block's links lead to another site than ``site`` (a relative link leads to the same)."""
    return bool(site) and all(site_of(href) not in ("", site) for _, _, href in block.links)


# an advert marked as such in brackets: "GitHub Actions analytics (Sponsored)", "Neue Kollektion [Anzeige]"
_SPONSORED = re.compile(r"[(\[](?:sponsored|gesponsert|anzeige|werbung|advertisement|ad|reklama|sponzorováno|komerční sdělení"
                        r"|publicité|sponsorisé|pubblicità|sponsorizzato)[)\]]", re.I)


def _in_a_kept_list(blocks: Sequence[Block], ids: set[int], i: int, site: str) -> bool:
    """Block ``i``, which has a link, is a heading between two kept blocks that links to another site than
    ``site`` (a listicle's "3. Blue Moving", whose name links to the company: the text goes on on both
    sides; not a teaser's headline, which links to the same site, nor an advert marked "(Sponsored)"), or an item of a list of links kept
    as text, between two kept items that are links as a whole, in the same list (the same element two
    levels up): a changelog's "Regenerate intrinsics (thanks to …!)" among its other linked entries, a
    short "Data analytics" among longer names.  Not a "Related: …" line between two paragraphs with a
    link in them."""
    before, item, after = blocks[i - 1], blocks[i], blocks[i + 1]
    if id(before) not in ids or id(after) not in ids or boiler.is_label(item.text):
        return False
    if item.heading and _elsewhere(item, site) and _SPONSORED.search(item.text) is None:
        return True
    return (link_line(before) and link_line(after)
            and before.ancestors[:-2] == item.ancestors[:-2] == after.ancestors[:-2])


LINKED_RUN = 3  # a run of short paragraphs with a link kept between kept blocks has at most this many
LINKED_LINE_CHARS = 120  # ... each this long at most ...
OWN_WORDS_CHARS = 8  # ... with this much text outside its links (not "Mehr: <link>")
LINKED_LINE_DENSITY = 0.75  # ... and at most this share of link text (not a sentence-long link: a teaser's headline)
# ... and each a sentence: it ends as one ends (a quote, a bracket or a footnote's mark may follow), not "Tickets –
# <address>" nor "SEE MORE: <headline>"
_SENTENCE_END = re.compile(r"[^\W\d_][\w)\]\"'”’]*[.!?…][\"'”’)\]]*(?:\[\d{1,3}\])?$"
                           f"|[^\\s\\d][{fullstops.FULL_STOPS}{fullstops.OWN_STOPS}][{fullstops.CLOSERS}]*$")
_POINTERS = ("»", "›", "→", "▶", "►", ">", "⇒")  # ... and none opening with an arrow to elsewhere ("» Save More: <link>")


def _linked_lines(blocks: Sequence[Block], ids: set[int], in_main: list[bool]) -> set[int]:
    """The indexes of runs of up to ``LINKED_RUN`` short sentences inside the container, each with a link,
    ``OWN_WORDS_CHARS`` of its own text and at most ``LINKED_LINE_DENSITY`` of it link text, between a kept
    block and a kept paragraph in the same element as the run's last: the text goes on on both sides, and
    the sentences are the text's ("Again, here's a link for easy mood board options.", "Returns None if
    the option is None, otherwise returns optb.").  The container left them out as it leaves out share
    bars and "read more" links (too little text outside the link).  A teaser ("Lesen Sie auch: …",
    "Related: …"), a line opening with an arrow ("» Save Even More: …") or an interface word among them
    keeps the run out.  (session 31) The run's last sentence may end in a colon when the kept block after it is
    what it announces, a code block or a list under the same element: a manual's "To run the examples locally,
    install <Lean 4> and clone the repository:" over its commands (Sphinx, MkDocs, mdBook, Docusaurus), "Die
    Bibliothek installieren Sie mit <pip>:" (``_announced``); not a teaser's line, "Čtěte také další články o
    <rozpočtu>:", whose teasers the parse may have pruned with their box (``boiler.teaser_lead``)."""
    out: set[int] = set()
    run: list[int] = []
    for i, b in enumerate(blocks):
        if (b.tag == "p" and b.links and in_main[i] and id(b) not in ids and len(b.text) <= LINKED_LINE_CHARS
                and len(b.text) - b.link_chars >= OWN_WORDS_CHARS and b.link_chars <= LINKED_LINE_DENSITY * len(b.text)
                and (_SENTENCE_END.search(b.text) is not None or b.text.endswith(":"))):
            run.append(i)
            continue
        if run and 0 < len(run) <= LINKED_RUN and run[0] > 0 and id(blocks[run[0] - 1]) in ids and id(b) in ids \
                and all(not blocks[j].text.endswith(":") for j in run[:-1]) \
                and (_announced(blocks[run[-1]], b) and not boiler.teaser_lead(blocks[run[-1]].text)
                     if blocks[run[-1]].text.endswith(":")
                     else b.tag == "p" and b.ancestors[:-1] == blocks[run[-1]].ancestors[:-1]) \
                and not any(blocks[j].text.startswith(_POINTERS) or boiler.is_label(blocks[j].text)
                            or boiler.teaser_line(blocks[j]) for j in run):
            out.update(run)
        run = []
    return out


_ANNOUNCED = frozenset(("pre", "li", *CELLS))  # what a sentence ending in a colon announces: a code block, a list, a table


def _announced(line: Block, after: Block) -> bool:
    """``after`` is what ``line``, a sentence ending in a colon, announces: a code block, a list's first item (also
    a loose list's paragraph, ``<li><p>``: "Your <incident response plan> should:" over its steps) or a table's
    first cell right after it, under the element above the line's own (a manual's ``<p>…:</p><div class="highlight">
    <pre>``; a CMS's next content element: TYPO3's table frame after the text frame), or a paragraph beside it
    (``<p>…:</p><p>…</p>``)."""
    if after.tag == "p" and after.parent_tag != "li":
        return after.ancestors[:-1] == line.ancestors[:-1]
    above = line.ancestors[:-2]
    return (after.tag in _ANNOUNCED or after.parent_tag == "li") and after.ancestors[:len(above)] == above


# a listicle's entry: "1. Amazon Polly", "10) A Quiet Passion", "#3: Sublime Text" (not "21 Recruiting Strategies")
_NUMBERED = re.compile(r"#?(\d{1,3})\s*[.):]\s+\S")
LISTICLE_NUMBERS = frozenset((1, 2, 3))  # the container's headings count at least these
ENTRY_NAME_CHARS = 12  # a numbered paragraph names its entry in this much text outside its links ("3) Taboo ")


def numbered_headings(blocks: Sequence[Block], in_main: list[bool]) -> set[int]:
    """The indexes of the headings in the container that open with a number, when its headings count 1, 2
    and 3: a listicle's entries ("1. Amazon Polly", "2. Lyfe Marketing"), whose names link to what they
    list and so look like teaser headlines or menu links to the classes, in any language.  A list of
    other articles' headlines is not numbered that way.  Likewise the paragraphs (or list items) that open
    with a number, counting 1, 2, 3 ... in page order, each naming something besides its link: a gift guide's
    or a listicle's entries written as paragraphs, "2) Polistil 960574 Pista Elettrica Sorpasso
    http://amzn.to/…", whose short text and link looked like a share bar's after the last paragraph."""
    found: dict[int, int] = {}
    lines: dict[int, int] = {}
    for i, b in enumerate(blocks):
        if in_main[i] and (b.text[:1].isdigit() or b.text[:1] == "#"):
            number = _NUMBERED.match(b.text)
            if number:
                if b.heading:
                    found[i] = int(number.group(1))
                elif len(b.text) - b.link_chars >= ENTRY_NAME_CHARS:
                    lines[i] = int(number.group(1))
    return (set(found) if LISTICLE_NUMBERS <= set(found.values()) else set()) | _counted(lines)


def _counted(lines: dict[int, int]) -> set[int]:
    """Of the numbered paragraphs ``lines`` ({index: number}, in page order), those in a run counting 1, 2, 3
    ... one by one: a list's entries, not days ("13. června 2014", "9. června 2014" under a listing's teasers)."""
    kept: set[int] = set()
    run: list[int] = []
    last = 0
    for i, number in lines.items():
        if number != last + 1:
            if len(run) >= len(LISTICLE_NUMBERS):
                kept.update(run)
            run = []
            if number != 1:
                last = 0
                continue
        run.append(i)
        last = number
    if len(run) >= len(LISTICLE_NUMBERS):
        kept.update(run)
    return kept


LABEL_LINE_CHARS = 100  # a label with its value is a line, not a paragraph quoting someone after a colon


def _linked_value(blocks: Sequence[Block], ids: set[int], i: int) -> bool:
    """Block ``i`` is a label with a value that is a link ("Kreole: Stella Hoops", "Website: docker.com",
    "Case Studies: View all case studies."), its label link-free, in a run of kept link-free labels with
    their values: the two lines before it, the two after it, or one on each side (an outfit's pieces, a
    listicle's facts of each entry).  A lone "Read also: <headline>" between paragraphs is no such run."""
    block = blocks[i]
    if len(block.text) > LABEL_LINE_CHARS or not _named_value(block) or block.links[0][0] <= block.text.index(":"):
        return False

    def label(j: int) -> bool:
        return (0 <= j < len(blocks) and id(blocks[j]) in ids and not blocks[j].link_chars
                and len(blocks[j].text) <= LABEL_LINE_CHARS and _named_value(blocks[j]))

    return (label(i - 1) and label(i - 2)) or (label(i + 1) and label(i + 2)) or (label(i - 1) and label(i + 1))


LABEL_NAME_CHARS = 40  # a label is a few words ("Official documentation"), not a sentence


def labelled_link(block: Block) -> bool:
    """The block is a label with a value of one word that is a link: an address or a name given in the text
    ("Website: https://kubernetes.io/", "Аккаунт: @venera_os", "(Artist: Sesakath)", "See it now: Amazon").
    The label is words (no digit, bracket or dot: not "edited May 29, 2015 at 3:45", "Full Story (comments:
    17)", a site's section "Novinky.cz: Krimi"), the colon not an address's ("… – https://…"); the value
    has a letter (not "Posts: 22", "wrote: ↑").  Not a teaser line, whose linked value is a headline of many
    words."""
    text = block.text[1:-1] if block.text[:1] == "(" and block.text[-1:] == ")" else block.text
    name, colon, value = text.partition(":")
    value = value.strip()
    if (not colon or not value or " " in value or not name.strip() or len(name) > LABEL_NAME_CHARS
            or _LETTER.search(value) is None or value.startswith("//")
            or any(c.isdigit() or c in "()[]." for c in name)):
        return False
    at = block.text.rindex(value)
    return any(start <= at and end >= at + len(value) for start, end, _ in block.links)


def _linked_term(blocks: Sequence[Block], ids: set[int], i: int) -> bool:
    """Block ``i`` is a definition list's term with a link whose description, the next block (a ``<dd>`` or
    the first block inside one), is kept: a manual's "WebSocket.binaryType" linking to its own page above
    "The binary data type used by the connection.", a model field's "primary_key"."""
    term, after = blocks[i], blocks[i + 1]
    return (term.tag == "dt" and bool(term.link_chars) and (after.tag == "dd" or after.parent_tag == "dd")
            and id(after) in ids)


# a kept heading of pointers to other pages ("See also", "Siehe auch": ``phrases.SEE_ALSO``), and the items of
# the list under it kept with it: each with a link, this long at most, this many at most
_SEE_ALSO = re.compile(r"(?:" + "|".join(phrases.SEE_ALSO) + r")\s*:?", re.I)
SEE_ALSO_HEADING_CHARS = 40
SEE_ALSO_ITEM_CHARS = 200
SEE_ALSO_ITEMS = 30


def see_also_heading(b: Block) -> bool:
    """The block is a heading of pointers to other pages: "See also", "Siehe auch:" (``phrases.SEE_ALSO``; a
    permalink's mark after it, Sphinx's "¶", is not its text)."""
    return b.heading and len(b.text) <= SEE_ALSO_HEADING_CHARS and _SEE_ALSO.fullmatch(b.text.rstrip("¶# ").lower()) is not None


def _in_list(b: Block) -> bool:
    """A list's item, or a paragraph in one (as Sphinx and Markdown's loose lists write it)."""
    return b.tag == "li" or b.parent_tag == "li"


def _pointer(b: Block) -> bool:
    """A list's item that is mostly a link, and short."""
    return _in_list(b) and 2 * b.link_chars >= len(b.text) and len(b.text) <= SEE_ALSO_ITEM_CHARS


def see_also_section(part: Sequence[Block]) -> bool:
    """``part`` (a content element's blocks) is a "See also" heading and the list of links under it."""
    return 1 < len(part) <= SEE_ALSO_ITEMS + 1 and see_also_heading(part[0]) and all(map(_pointer, part[1:]))


def _see_also_items(blocks: Sequence[Block], ids: set[int], in_main: list[bool]) -> set[int]:
    """The indexes of a "See also" heading inside the container and of the linked items of the list right
    under it, when the heading is kept or the text kept runs up to it: a manual's "See also: Service Worker
    API, Streams API, CORS" after its last section, a municipality's "Weitere Informationen" with its forms
    and its offices' pages.  The list is all link lines too short to be kept by their classes (an item may
    be a paragraph in its ``<li>``, as Sphinx writes it); a list going on with other items is not taken."""
    out: set[int] = set()
    for i, b in enumerate(blocks):
        if not b.heading or not in_main[i] or not (id(b) in ids or (i and id(blocks[i - 1]) in ids)) \
                or not see_also_heading(b):
            continue
        j = i + 1
        while j < len(blocks) and j - i <= SEE_ALSO_ITEMS and in_main[j] and _pointer(blocks[j]):
            j += 1
        if j > i + 1 and not (j < len(blocks) and _in_list(blocks[j])):  # the whole list, not its head
            out.update(range(i, j))
    return out


CARD_TEXT_CHARS = 50  # a teaser card's description is a sentence, not its date and section ("9 hrs agoEurope")
CARD_BLOCKS = 2  # ... and comes within this many blocks after its heading


def _card_texts(blocks: Sequence[Block], ids: set[int], in_main: list[bool]) -> set[int]:
    """The indexes of the descriptions of kept linked headings: a teaser card wrapped in one link (a
    listing's headline and its one-sentence summary, a collection's product name and its blurb), whose
    description is one link as a whole (not a row of links: a footer's), to the same address as the heading, within ``CARD_BLOCKS`` blocks
    after it, before the next heading and before any kept block (a card whose description is plain text
    ends in a link that is its call to action).  Only headings already kept count (on an article's page a linked
    heading is a teaser and goes, with its description)."""
    out: set[int] = set()
    for i, b in enumerate(blocks):
        if not (b.heading and b.links and id(b) in ids and link_line(b)):
            continue
        targets = {href for _, _, href in b.links}
        for j in range(i + 1, min(len(blocks), i + 1 + CARD_BLOCKS)):
            d = blocks[j]
            if d.heading or id(d) in ids:
                break  # the card's text was kept: a link after it is its call to action ("Learn more about ...")
            if (in_main[j] and len(d.text) >= CARD_TEXT_CHARS and link_line(d)
                    and " " in d.text and len(d.links) == 1 and d.links[0][2] in targets):
                out.add(j)
    return out


_DIGIT = re.compile(r"\d")
# a pager's count, "1-3 of 18", "21–40 von 316", not a card's fact
_PAGER = re.compile(r"\d+\s*[-–]\s*\d+\s+(?:of|von|de|di|sur|z|ze|od|из)\s+\d[\d.,]*", re.I)
# a shop card's badge: its stock or sale status, not a fact of the item
_BADGE = re.compile(r"back[- ]?order(?:ed)?|sold out|on sale|sale|new|in stock|out of stock|low stock|pre-?order|"
                    r"ausverkauft|auf lager|nicht (?:auf lager|verfügbar|lieferbar)|vorbestellbar|neu|angebot|"
                    r"épuisé|en stock|rupture de stock|nouveau|promo|esaurito|disponibile|non disponibile|novità|"
                    r"vyprodáno|skladem|novinka|akce|original poster|op|"
                    r"(?:save|you save|spare|sparen|sie sparen|économisez|risparmi|ušetříte)\s*:?\s*\S*\d\S*", re.I)
_TERMS = ("dt", "dd")  # a definition list's terms are judged by ``itempage.facts`` (a forum's "Joined" under each poster)
CARD_LEVELS = 3  # a card is at most this many elements above its linked heading
CARD_FACT_CHARS = 40  # a card's fact is a short line: a date, a price, a rating, a runtime
MIN_CARDS = 3  # cards come in lists
CARD_PROSE_CHARS = 70  # a card holding a kept paragraph this long (not a link) is a post, not a teaser
NAME_HEADING_CHARS = 80  # a card's heading that is no link is a name this long at most (not a testimonial's quote)


def _cards(blocks: Sequence[Block], ids: set[int], heads: list[int]) -> set[int]:
    """The cards of the kept headings ``heads``: for each, the largest element around it, at most ``CARD_LEVELS``
    above it, that holds no other of them and no kept paragraph of its own (a forum's post: the poster's
    linked name, a badge, a date; a section of the text); none when they are fewer than ``MIN_CARDS``."""
    if len(heads) < MIN_CARDS:
        return set()
    under: dict[int, int] = {}  # the number of those headings under each element
    for i in heads:
        for a in blocks[i].ancestors[-1 - CARD_LEVELS:-1]:
            under[a] = under.get(a, 0) + 1
    cards: set[int] = set()
    for i in heads:
        card = None
        for a in reversed(blocks[i].ancestors[-1 - CARD_LEVELS:-1]):
            if under[a] > 1:
                break
            card = a
        if card is not None:
            cards.add(card)
    # a card with a paragraph of its own kept is a post or a section, not a teaser (a forum's "Original poster")
    cards -= {a for b in blocks if id(b) in ids and len(b.text) >= CARD_PROSE_CHARS and not link_line(b)
              for a in b.ancestors if a in cards}
    return cards


def _card_facts(blocks: Sequence[Block], ids: set[int], in_main: list[bool]) -> set[int]:
    """The indexes of the short link-free lines of teaser cards whose linked heading is kept, on a page
    that is not an article (a chart's "2026 1h 54m R" and "5.9 (22K)" beside each film's title, a shop's
    price under each product's name): the card is the largest element around the heading, at most
    ``CARD_LEVELS`` above it, that holds no other kept linked heading and no kept paragraph of its own
    (a forum's post: the poster's linked name, a badge, a date), in a list of ``MIN_CARDS`` or more such
    cards (``_cards``).  Without such a list, the cards of kept headings that are no links (names, up to
    ``NAME_HEADING_CHARS``: not a testimonial's quote), each holding a link line of its own that is not kept
    (its button: a team page's "Jane Doe" / "Managing Director" / "View profile", a grid of names without
    prices).  Not a badge (``_BADGE``), a pager's count, a definition list's term or value (``itempage``
    judges those) nor an interface word."""
    heads = [i for i, b in enumerate(blocks) if b.heading and b.links and id(b) in ids and link_line(b) and in_main[i]]
    cards = _cards(blocks, ids, heads)
    if len(cards) < MIN_CARDS:  # a grid of names whose headings are no links, each card with its button
        named = _cards(blocks, ids, [i for i, b in enumerate(blocks) if b.heading and not b.links and id(b) in ids
                                     and in_main[i] and len(b.text) <= NAME_HEADING_CHARS])
        if len(named) >= MIN_CARDS:
            cards |= {a for b in blocks if b.links and id(b) not in ids and link_line(b)
                      for a in b.ancestors[-1 - CARD_LEVELS - 1:] if a in named}
    if len(cards) < MIN_CARDS:
        return set()
    return {i for i, b in enumerate(blocks) if in_main[i] and id(b) not in ids and not b.link_chars
            and len(b.text) <= CARD_FACT_CHARS and (len(b.text) >= SHORT_LINE_CHARS or _DIGIT.search(b.text))
            and _PAGER.fullmatch(b.text) is None and _BADGE.fullmatch(b.text) is None
            and b.tag not in _TERMS and b.parent_tag not in _TERMS and not boiler.is_label(b.text)
            and any(a in cards for a in b.ancestors[-1 - CARD_LEVELS - 1:])}


LAYOUT_CELL_BLOCKS = 3  # a cell holding this many kept blocks of its own is a page's column, not a value


def layout_cells(kept: Sequence[Block]) -> dict[int, int]:
    """The cells of a table that lays the page out (an old site's ``<table width="960">``) holding the text, each
    with its row: a cell holding ``LAYOUT_CELL_BLOCKS`` kept blocks of its own, the text's paragraphs parted by
    blank lines (``<br><br>``), where a data table's cell holds one value.  The other cells of its row are the
    menu and the sidebar, not a record's fields (a municipality's menu of links beside its page's text)."""
    count: dict[int, int] = {}
    cells: dict[int, int] = {}
    for b in kept:
        if b.tag in CELLS and len(b.ancestors) > 1:
            cell = b.ancestors[-1]
            count[cell] = count.get(cell, 0) + 1
            if count[cell] >= LAYOUT_CELL_BLOCKS:
                cells[cell] = b.ancestors[-2]
    return cells


def _rows_of_kept_tables(blocks: Sequence[Block], rows: set[int]) -> set[int]:
    """The rows of the tables most of whose rows (``KEPT_ROWS_SHARE``, at least ``KEPT_ROWS``) have a cell
    kept (``rows``): a data table whose every cell is a link in some rows (a list of laureates whose later
    years are linked too) is kept whole.  A table of links laid out for navigation has no row kept."""
    table_rows: dict[int, set[int]] = {}
    for b in blocks:
        if b.tag in CELLS and len(b.ancestors) > 2:
            table_rows.setdefault(b.ancestors[-3], set()).add(b.ancestors[-2])
    out: set[int] = set()
    for all_rows in table_rows.values():
        had = len(all_rows & rows)
        if had >= KEPT_ROWS and had >= KEPT_ROWS_SHARE * len(all_rows):
            out |= all_rows
    return out


SIGN_OFF_LINES = 2  # a post's sign-off after its last paragraph: at most this many short lines
_PICTURE_LINES = frozenset(("figcaption",))
_FULL_NAME = re.compile(r"[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){1,3}")
_GREETING = frozenset(("eure", "euer", "deine", "dein", "ihre", "ihr", "your", "yours", "love", "cheers", "best", "votre",
                       "ta", "ton", "tua", "tuo", "vostra", "vostro", "vaše", "váš", "vaša", "tvoje", "tvá", "tvoja"))


def _writers_name(text: str) -> bool:
    """Two to four capitalized words and nothing else ("Marek Těšík"): the writer's name under a news story, the
    byline's; not a greeting's "Eure Franzi", "Yours Anna", nor a wish in title case ("Bon Appétit", "Happy
    Baking": ``byline.TITLE_CASE_WORDS``)."""
    return _FULL_NAME.fullmatch(text) is not None and text.title() == text \
        and text.split(" ", 1)[0].lower() not in _GREETING \
        and not any(w.lower() in TITLE_CASE_WORDS for w in text.split())  # (xplea33) "Bon Appétit", "Happy Baking"


QUESTION_CHARS = 200  # a FAQ's question over its answer is this long at most ...
_QUESTION_TAGS = frozenset(("p", "div"))  # ... in a paragraph or a panel's title (not a stray <title> in the body)


def _questions_over_answers(blocks: Sequence[Block], ids: set[int]) -> set[int]:
    """(xde37) The indexes of the link-free questions right before a kept block that their own parent element holds:
    a FAQ item whose question is a short ``<p>`` beside the answer's panel (Enfold's ``toggler`` in its
    ``single_toggle`` over the ``toggle_wrap``), the answer kept as text, the question dropped as a short line
    outside the container (each answer's panel scored on its own)."""
    out = set()
    for i in range(len(blocks) - 1):
        b = blocks[i]
        if id(b) in ids or not b.text.endswith("?") or b.tag not in _QUESTION_TAGS or b.link_chars \
                or len(b.text) > QUESTION_CHARS:
            continue
        after = blocks[i + 1]
        parent = b.ancestors[:-1]
        if id(after) in ids and len(after.ancestors) > len(b.ancestors) and after.ancestors[:len(parent)] == parent \
                and not boiler.is_label(b.text):
            out.add(i)
    return out


def _sign_off(blocks: Sequence[Block], ids: set[int], in_main: list[bool]) -> set[int]:
    """The indexes of a post's sign-off ("Happy walking!", "Anna x", "Eure Franzi"): up to ``SIGN_OFF_LINES``
    short link-free lines (``SHORT_LINE_CHARS`` to ``INSIDE_MIN_CHARS``) right after the last kept paragraph, in
    its element, that end the element (the share box, the tags, the comments come after it, in their own);
    not an interface word nor a teaser heading (session 24).  Between two kept blocks such a line is kept
    already; after the last one it had no kept neighbour."""
    last = max((i for i, b in enumerate(blocks) if id(b) in ids), default=-1)
    while last >= 0 and blocks[last].tag in _PICTURE_LINES and id(blocks[last]) in ids:
        last -= 1  # (a picture's caption after the last paragraph, kept until ``boiler.clean``)
    if last < 0 or id(blocks[last]) not in ids or blocks[last].tag != "p" or len(blocks[last].ancestors) < 2:
        return set()
    parent = blocks[last].ancestors[:-1]
    # (xplea33) a quotation closing the text, a ``<blockquote>``'s or a paragraph quoted whole: the name under it is
    # its author's ("Oscar Wilde", "Karel Čapek"), an attribution, not the byline's; a quote box's name under it sits
    # beside the box, in the box's parent
    quoted = quotation(blocks[last])
    if quoted and blocks[last].parent_tag == "blockquote" and len(parent) > 1:
        parent = parent[:-1]
    found: set[int] = set()
    i = last + 1
    while i < len(blocks) and blocks[i].tag in _PICTURE_LINES and id(blocks[i]) in ids:
        i += 1
    while i < len(blocks) and len(found) < SIGN_OFF_LINES:
        b = blocks[i]
        if b.ancestors[:-1] != parent or not in_main[i] or b.links or b.heading or b.tag != "p" \
                or not SHORT_LINE_CHARS <= text_length(b.text) < INSIDE_MIN_CHARS or not _LETTER.search(b.text) \
                or boiler.is_label(b.text) or (_writers_name(b.text) and not (quoted and i == last + 1)):
            break  # (a writer's full name under a news story is the byline's, not a greeting's "Anna x")
        found.add(i)
        i += 1
    if not found:
        return found
    nxt = blocks[i] if i < len(blocks) else None
    if nxt is not None and nxt.ancestors[:len(parent)] == parent and in_main[i] and not boiler.is_label(nxt.text):
        return set()  # the element goes on (but for a share box's or a teaser box's heading: "Share this:"); a
        # line before the links it heads ("Top picks" over a shop's links) is theirs
    return found


def with_short_blocks(blocks: Sequence[Block], kept: list[Block], in_main: list[bool],
                      site: str = "", article: bool = True) -> list[Block]:
    """``kept`` with the short link-free lines inside the container whose neighbours on both sides are
    kept: a sign-off ("x Franzi"), a label ("Earcuff: Zoeca"), "Repeat Chorus", a one-word subheading;
    a label with its value (``_named_value``: "Earcuff: Zoeca" under a paragraph, before a line that goes)
    needs a kept neighbour on one side only.
    Not a teaser heading nor an interface word ("Read more", "Advertisement": ``boiler.is_label``), nor a post's header
    of a name and a stamp ("stavař_Petr 21. 11. 2026 9:12": ``boiler.meta_line``).  The
    linked items of a list of links kept as text (``_in_a_kept_list``).  And in a table inside it, the
    short linked cells of rows with a cell kept (a film's linked title beside its year and plot, a
    product's name beside its price).  A definition list's linked term above its kept description
    (``_linked_term``); a label with a one-word value linking to another site (``labelled_link``); a
    label with a linked value among kept labels (``_linked_value``).  On a page that is not an
    ``article``, the short facts of teaser cards whose linked heading is kept (``_card_facts``).  A FAQ's question
    over its kept answer in their element (``_questions_over_answers``)."""
    ids = {id(b) for b in kept}
    rows = {b.ancestors[-2] for b in kept if b.tag in CELLS and len(b.ancestors) > 1}
    if rows:
        rows = (rows | _rows_of_kept_tables(blocks, rows)) - set(layout_cells(kept).values())
    add = {i for i, b in enumerate(blocks) if rows and in_main[i] and b.tag in CELLS and id(b) not in ids and b.link_chars
           and len(b.text) <= LINKED_CELL_CHARS and len(b.ancestors) > 1 and b.ancestors[-2] in rows}
    add |= {i for i in range(len(blocks) - 1) if _linked_term(blocks, ids, i) and in_main[i] and id(blocks[i]) not in ids}
    add |= {i for i in range(1, len(blocks) - 1)
           if in_main[i] and id(blocks[i]) not in ids and (
               _in_a_kept_list(blocks, ids, i, site) if blocks[i].link_chars else
               # (a kept neighbour first: both rules below need one, and most blocks have none)
               (id(blocks[i - 1]) in ids or id(blocks[i + 1]) in ids)
               and (SHORT_LINE_CHARS <= text_length(blocks[i].text) <= INSIDE_MIN_CHARS
                or (acronym(blocks[i].text) and _BADGE.fullmatch(blocks[i].text) is None))
               and _LETTER.search(blocks[i].text)
               and not boiler.is_label(blocks[i].text) and not boiler.meta_line(blocks[i].text)
               and ((id(blocks[i - 1]) in ids and id(blocks[i + 1]) in ids)
                    or (_named_value(blocks[i]) and (id(blocks[i - 1]) in ids or id(blocks[i + 1]) in ids))))}
    add |= {i for i, b in enumerate(blocks) if b.links and in_main[i] and id(b) not in ids and labelled_link(b)
            and _elsewhere(b, site)}
    add |= _card_texts(blocks, ids, in_main)
    add |= _linked_lines(blocks, ids, in_main)
    add |= _sign_off(blocks, ids, in_main)
    add |= _questions_over_answers(blocks, ids)
    add |= _document_links(blocks, ids, in_main)
    if not article:
        add |= _card_facts(blocks, ids, in_main)
        add |= _see_also_items(blocks, ids, in_main)
    labels = ids | {id(blocks[i]) for i in add}  # the short labels just added count as kept
    add |= {i for i, b in enumerate(blocks) if b.links and in_main[i] and id(b) not in ids and _linked_value(blocks, labels, i)}
    if not add:
        return kept
    return [b for i, b in enumerate(blocks) if id(b) in ids or i in add]


def _document(url: str) -> bool:
    """The address is a document's (a PDF, an office file, an archive), its query and fragment aside."""
    return url.split("#", 1)[0].split("?", 1)[0].lower().endswith(boiler.DOCUMENT_ENDS)


def with_documents(blocks: Sequence[Block], kept: list[Block]) -> list[Block]:
    """``kept`` (a page's that is not an article, its text taken from all over the page) with the page's downloads
    next to its kept text wherever they are (``_document_links``): a town's forms in a content element of their
    own (TYPO3's ``frame-type-uploads``) beside the element the container is."""
    ids = {id(b) for b in kept}
    add = _document_links(blocks, ids, None)
    if not add:
        return kept
    return [b for i, b in enumerate(blocks) if id(b) in ids or i in add]


DOCUMENTS = 2  # a page's downloads offer this many documents at least (one is a call to action: "Download the e-book")


def _document_links(blocks: Sequence[Block], ids: set[int], in_main: list[bool] | None) -> set[int]:
    """The indexes of the runs of blocks inside the container, not kept, each of whose links all lead to a
    document (``boiler.DOCUMENT_ENDS``), with a kept block right before or right after the run: the downloads
    of an institution's page ("Antrag auf Wohngeld (PDF, 120 KB)", "Formulaire de demande (PDF - 200 Ko)", a
    course's handouts "(pdf)" after "<br>"), which are link text as a whole and so bad to jusText, though they
    are what the page offers between its paragraphs.  Only a run offering ``DOCUMENTS`` documents or more: one
    document alone, linked from a box with its pitch, is a call to action ("Discover best practices …" / "Download
    the whitepaper", "GET THE QUIZ: INSTANT DOWNLOAD!").  A link to another page (a teaser, a menu) keeps its
    block out; so does a block with no link."""
    out: set[int] = set()
    run: list[int] = []
    for i, b in enumerate(blocks + [None]):  # (a sentinel ends the last run)
        if b is not None and b.links and (in_main is None or in_main[i]) and id(b) not in ids \
                and all(_document(u) for _, _, u in b.links):
            run.append(i)
            continue
        if run and ((run[0] > 0 and id(blocks[run[0] - 1]) in ids) or (b is not None and id(b) in ids)) \
                and len({u for j in run for _, _, u in blocks[j].links}) >= DOCUMENTS:
            out.update(run)
        run = []
    return out


COMPOSITION_LEVELS = 3  # a composition's run of blocks: each at most this many elements below the one around the
# kept blocks on both sides
COMPOSITION_PARTS = 2  # ... the composition naming its parts with this many commas at least, or with a share ("95 %")


# (xreview30b) the heading a product's composition is listed under ("Ingrédients", "Inhaltsstoffe (INCI)",
# "Composition", "Zusammensetzung", "Material", "Složení"): a shop's other comma lists between its panels are headed
# otherwise ("Zahlungsarten" / "PayPal, Visa, Mastercard, Klarna", "Wir liefern nach" / "Deutschland, Österreich,
# Schweiz", "Tags" / "Baking, Christmas, Cookies"), its furniture
_COMPOSITION_HEADING = re.compile(
    r"\b(?:other |active |key )?(?:ingredients?|ingrédients|ingredienti|ingredientes|ingredience|ingrediencie"
    r"|ingrediënten|zutaten|inhaltsstoffe|inci|składniki|skład|suroviny|složení|zloženie|composition|compositions"
    r"|composizione|composición|composição|zusammensetzung|materials?|materiale?|materiali|materiales|matériaux|matière"
    r"|material(?:zusammensetzung|ien)|obermaterial|materiál|samenstelling|allergens?|allergene|allergènes)\b", re.I)


def _composition(b: Block) -> bool:
    """A list of a product's parts: its ingredients, its materials ("Flour (wheat flour, malted barley flour), cane
    sugar, …", "95 % Bio-Baumwolle, 5 % Elasthan"): parts with words of their own between its commas (not a
    date's "Sunday, February 8, 2026") or a share; no link, no heading."""
    if b.heading or b.links:
        return False
    parts = b.text.split(",")
    return (len(parts) > COMPOSITION_PARTS and all(_LETTER.search(p) for p in parts)) or "%" in b.text


def with_compositions(blocks: Sequence[Block], kept: list[Block]) -> list[Block]:
    """``kept`` (a page's that is not an article) with the runs of two or three link-free blocks, not kept, between
    two kept blocks, made of a heading, a list of the product's parts right under it (``_composition``) and at
    most one more line (a longer run is a box of its own: a table of other offers), each at most
    ``COMPOSITION_LEVELS`` elements below the element around the two kept blocks: a shop's ingredients or
    materials under their heading ("Other ingredients" / "Flour (wheat flour, …", "Contains: Wheat, eggs and
    almonds.", "Zusammensetzung" / "95 % Baumwolle, 5 % Elasthan") between its nutrition table or description and
    its storage or care notes; words without the stop words jusText counts, in the box whose text goes on on both
    sides.  Not an interface word nor a teaser heading (``boiler.is_label``); a block with a link (a teaser, a
    button) ends the run, and so does a run far below the kept blocks' element (a box of other products between
    two panels)."""
    ids = {id(b) for b in kept}
    add: set[int] = set()
    for i in range(1, len(blocks) - 2):  # (a heading right after a kept block first: few blocks are)
        head = blocks[i]
        if not head.heading or id(head) in ids or id(blocks[i - 1]) not in ids or not _composition(blocks[i + 1]) \
                or id(blocks[i + 1]) in ids or _COMPOSITION_HEADING.search(head.text) is None:
            continue
        end = i + 2  # the kept block after the run (the loop's range leaves a block there): after the heading and
        # its composition ...
        if id(blocks[end]) not in ids and not blocks[end].heading and not blocks[end].links:
            end += 1  # ... or after one more line ("Contains: Wheat, eggs and almonds.")
        if end == len(blocks) or id(blocks[end]) not in ids:
            continue
        run = range(i, end)
        depth = shared_depth(blocks[i - 1].ancestors, blocks[end].ancestors)
        if all(_LETTER.search(blocks[j].text) and len(blocks[j].ancestors) - depth <= COMPOSITION_LEVELS
               and not boiler.is_label(blocks[j].text) for j in run):
            add.update(run)
    if not add:
        return kept
    return [b for i, b in enumerate(blocks) if id(b) in ids or i in add]


SECTION_HEADING_CHARS = 150  # a section's heading over text kept from outside the container
SECTION_HEADING_LEVELS = 3  # ... sits this many elements at most below the one it shares with that text
SECTION_HEADINGS = 2  # ... and this many of them at most are taken before one kept block ("h2", then "h3")


def section_headings(blocks: Sequence[Block], kept: list[Block], added: set[int]) -> list[Block]:
    """``kept`` (a page's that is not an article) with the link-free headings, not kept themselves, right before
    two blocks of their box that were ``added`` from beside the container: an institution's page cut into
    content elements, each its own box with its heading (TYPO3's ``frame`` with its ``<header><h2>``, a
    theme's boxes), whose text is found beside the container or after it while the heading, a short line, is
    not ("Öffnungszeiten" over the opening hours' table, "Welche Unterlagen brauche ich?" over its list).  Only
    a heading of the same box as the text: at most ``SECTION_HEADING_LEVELS`` elements below the one it
    shares with both blocks; not a teaser heading nor an interface word (``boiler.is_label``).  A box of one
    paragraph under its heading (a call to action after the text: "Work With Us", "Take the next step") keeps
    its heading out: the evaluation pages' truths leave such boxes out as often as not."""
    ids = {id(b) for b in kept}
    add: set[int] = set()
    for i in range(1, len(blocks)):
        if id(blocks[i]) not in added or blocks[i].heading or i + 1 == len(blocks) or id(blocks[i + 1]) not in added \
                or blocks[i + 1].heading:
            continue
        j, taken = i - 1, 0
        while j >= 0 and taken < SECTION_HEADINGS and id(blocks[j]) not in ids and section_heading(blocks[j], blocks[i]) \
                and section_heading(blocks[j], blocks[i + 1]):
            add.add(id(blocks[j]))
            j, taken = j - 1, taken + 1
    if not add:
        return kept
    return [b for b in blocks if id(b) in ids or id(b) in add]


def section_heading(head: Block, text: Block) -> bool:
    """``head`` is the heading of ``text``'s box: link-free, short, a letter in it, at most ``SECTION_HEADING_LEVELS``
    elements below the one both share, not an interface word."""
    if not head.heading or head.link_chars or len(head.text) > SECTION_HEADING_CHARS or not _LETTER.search(head.text):
        return False
    return shared_depth(head.ancestors, text.ancestors) >= len(head.ancestors) - SECTION_HEADING_LEVELS and not boiler.is_label(head.text)


COLUMN_TEXT_CHARS = 30  # a column's text under its heading is a sentence this long at least
COLUMN_SECTIONS = 3  # ... in a row of this many columns at least, each a heading over its one paragraph
# ... whose sentences together hold this share of stop words (jusText's STOPWORDS_LOW for one block, lowered: a
# service's short lines, "Kostenlose Beratungsbesuche nach § 37.3 SGB XI.", have fewer; names and prices none)
COLUMN_STOPWORDS = 0.2
COLUMN_BUTTON_CHARS = 40  # (xshop36) a column may close with its call to action, one link line this long at most


def column_sections(blocks: Sequence[Block], kept: list[Block], lang: str, container: set[int]) -> list[Block]:
    """``kept`` (a page's that is not an article) with the rows of columns that a page builder lays a service's or an
    association's sections out in (Elementor, Divi, WPBakery, Gutenberg's columns): ``COLUMN_SECTIONS`` or more
    consecutive columns alike (their headings as deep), each holding a link-free heading and one link-free sentence
    under it (together prose: ``COLUMN_STOPWORDS``), and nothing else (the blocks around a column part from it
    above the element the heading and its sentence share).  jusText calls the short sentences bad between short
    blocks, and the container held the introduction only (a column of its own with its heading, kept whole, does
    not count; a sentence of the row that jusText called good from beside the container, kept without its
    heading, does).  Only a row outside the ``container`` (the ids of the blocks it kept): one whose column the
    container cut in two was judged with it (a post's row of its product's selling points, "Save time on admin" /
    "Keep costs low", its sentences kept by the container and not its headings).  Not a grid of teasers: their
    headings link to the article, a "Read more" after each excerpt breaks the row; not a lone call to action
    under its heading.  (xshop36) A column may close with its call to action, one short line that is a link as
    a whole inside the column's box, not an interface word (``boiler.is_label``: "Read more", "Mehr erfahren"
    still break the row, as under a teaser's excerpt): a product's stacked feature sections and Shopify's
    image-with-text sections end in a button ("How it's Made", "Jetzt entdecken", "Zum Video"); iFixit's
    "Deliberate Tool Selection" / "Maximum Portability" kept their sentences and lost their headings.  The
    button stays out, as the furniture it is."""
    stops = stoplist(lang)
    ids = {id(b) for b in kept}
    add: list[int] = []
    run: list[int] = []  # the headings' indexes of the row being read
    depth = 0  # the depth the heading and its sentence share in the row's columns

    def close(end: int) -> None:
        if len(run) >= COLUMN_SECTIONS and (end == len(blocks)
                                            or shared_depth(blocks[end - 1].ancestors, blocks[end].ancestors) < depth):
            left = [i for i in run if id(blocks[i]) not in ids or id(blocks[i + 1]) not in ids]
            if len(left) >= COLUMN_SECTIONS and not any(id(blocks[i]) in container or id(blocks[i + 1]) in container
                                                        for i in left) \
                    and stop_density(" ".join(blocks[i + 1].text for i in left), stops) >= COLUMN_STOPWORDS:
                add.extend(left)
        run.clear()

    i = end = 0  # (``end``: the index after the row's last column, its button included)
    while i + 1 < len(blocks):
        head, text = blocks[i], blocks[i + 1]
        if not _column_section(head, text):
            close(i)
            i += 1
            continue
        pair = shared_depth(head.ancestors, text.ancestors)
        if run and (end != i or pair != depth or len(head.ancestors) != len(blocks[run[-1]].ancestors)):
            close(end)
        if not run and i and shared_depth(blocks[i - 1].ancestors, head.ancestors) >= pair:
            i += 1  # the heading's column holds more than the pair (a post's section under its heading)
            continue
        run.append(i)
        depth = pair
        i += 2
        if i < len(blocks) and _column_button(blocks[i], text, pair):
            i += 1
        end = i
    close(end if run else 0)
    if not add:
        return kept
    taken = ids | {id(blocks[i]) for i in add} | {id(blocks[i + 1]) for i in add}
    return [b for b in blocks if id(b) in taken]


def _column_button(b: Block, text: Block, depth: int) -> bool:
    """``b`` is the call to action closing the column of ``text`` (``depth``: the depth its heading and ``text``
    share): a short link line inside the column's box, not an interface word."""
    return not b.heading and len(b.text) <= COLUMN_BUTTON_CHARS and bool(b.link_chars) and link_line(b) \
        and shared_depth(text.ancestors, b.ancestors) >= depth and not boiler.is_label(b.text)


def _column_section(head: Block, text: Block) -> bool:
    """A link-free heading over a link-free sentence (``COLUMN_TEXT_CHARS``, a full stop; the row's sentences
    together must have the stop words of prose), in a box that holds both below their blocks' parents."""
    if not head.heading or head.link_chars or text.heading or text.link_chars or len(text.text) < COLUMN_TEXT_CHARS \
            or len(head.text) > SECTION_HEADING_CHARS or text.text[-1] not in ".!?" or not _LETTER.search(head.text):
        return False
    return shared_depth(head.ancestors, text.ancestors) < min(len(head.ancestors), len(text.ancestors)) \
        and not boiler.is_label(head.text)
