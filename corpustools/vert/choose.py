"""The extraction a ``vert`` worker uses: the main pass, second opinions when it finds too little, and a
last resort when extraction itself fails, so that a page with readable text always yields a document.

0. Before the tree is walked, whole other articles that an infinite scroll or a list of full stories put
   after the page's own are taken out of it (``appended.drop_appended``, counted as ``appended_stories``):
   the document of an address is that address's article.
1. The main pass: ``extract.parse`` (boilerplate elements removed) and ``container.select`` (jusText-like
   block classes narrowed to the main content container, widened to the element around it that the
   page marks as its article body, ``entry-content`` or ``itemprop="articleBody"``; on a page whose
   metadata says it is an article, a container of linked headlines is the list of other stories under
   a short article and gives way to the article, and so does one item of such a list, a live ticker's
   newest story shown whole beside a short article).  A page whose metadata does not call it an
   article, or calls it one while its address or schema.org type says it is a collection's, a section's
   or a company's services page (``pagetype.stated_collection``: WordPress writes ``og:type`` "article"
   on every page): a product, a service, a forum thread, a collection, whose text is spread over several
   parts of the page, also keeps jusText's good prose blocks and the items of link-free lists and the cells of link-free
   tables outside the container (``classify.prose_blocks``, ``classify.plain_lists``,
   ``classify.plain_tables``: a product's features and specifications, a service's offers), and its
   main container may be an element or two above the best-scored one, unless its address looks like an
   article's (a news page without metadata keeps to its container; a product's or a forum thread's long
   slug, ``pagetype.item_address``, is not an article's).
2. Second opinions, as trafilatura does, when the main pass keeps less than ``MIN_CHARS`` of text:
   jusText's good blocks without the container, and the page parsed permissively (``<noscript>``, furniture and elements named like
   boilerplate kept: JavaScript pages put their text in ``<noscript>``, some sites put everything in an
   ``<aside>``), with both answers, its container judged as the main pass judged the page (an article
   keeps to its container, another page's may be an element or two above the best-scored one), each
   without the later copies of a block (hidden elements stay in this parse, and with them the copy of
   a description written for the other screen size).  The candidate with the most text that is not link text wins; when
   all are empty, the blocks of the page that are neither link lists nor lone words; when the winner is still
   under ``MIN_CHARS`` (a headline and a date), the sentences wrapped whole in one link inside the headline's
   element join it (``_wrapped_text``, counted as ``wrapped_text``: a CMS's news item whose text is the link to
   itself or to its PDF); on a page that is not an article, the cards of its offers join it, each one link
   around a name and a description to the site's own named page (``_with_cards``: a services page without
   an introduction, whose text is all link text).  (Asking for
   second opinions also when the container holds under half of jusText's good text cost precision on
   scrapinghub-aeb more than it gained recall on wcxb-dev; so did asking below 600 or 1000 characters:
   the permissive parse then brings in reader comments.)
3. The page's own statement: a JSON-LD article whose ``articleBody`` holds twice the text found (and at
   least ``MIN_CHARS``) replaces it, counted as ``stated_body`` (pages rendered by JavaScript whose HTML
   shows a teaser and "Read full article").  Else, on an article showing under ``STATE_TEASER_CHARS``, the
   rich text of its application state that holds the first paragraph shown and twice the text found
   (``_state_body``, counted as ``state_body``: a Next.js or Nuxt news site rendering the rest of the text
   from ``__NEXT_DATA__``/``__NUXT__`` when the reader scrolls or clicks "Weiterlesen").
4. A page that keeps nothing after boilerplate removal is read from what its parse hides (``hidden.py``,
   ``_hidden_text``): parsed again with ``<noframes>``, ``<iframe srcdoc>``, templates (declarative
   shadow roots), open dialogs, labels, text areas and media fallbacks opened up
   (``hidden_markup``); else its own JSON-LD ``articleBody`` however short (``stated_body``); else the
   prose of its application state (``app_state``: ``__NEXT_DATA__`` and the like, a JavaScript page's
   empty shell; also when the page keeps under ``APP_STATE_MIN_CHARS``, a shell's ``<noscript>`` message
   "You need to enable JavaScript to run this app.", and the state's prose holds ``MIN_CHARS`` and twice
   that).  Blocks that are all link text still count when they are sentences of
   ``LINKED_PROSE_CHARS`` (a story wrapped in its card's link).  Only a page that would otherwise yield no
   document gets here: no cost on the others, and no text taken from the page where it has its own.
5. Any exception inside extraction (a parser's odd node, a bug): the page is reduced to text by a plain
   tag-stripping pass and classified by jusText alone (a short page's plain blocks, then the hidden
   markup and the application state, when jusText judges nothing good); counted as ``extract_fallback``.

Then line-level boilerplate (``boiler.py``) and the page type (``pagetype.py``); link targets are made
absolute for the kept blocks only.  The document metadata is read from the main pass's tree before it is
pruned (``Page.facts``), so the page is not parsed a second time for it.
"""

from __future__ import annotations

import html as htmllib
import itertools
import logging
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

from corpustools.vert import (
    appended,
    boiler,
    classify,
    container,
    extract,
    fullstops,
    hidden,
    itempage,
    linktarget,
    metadata,
    pagetype,
    shoplines,
    shortlines,
    threads,
)
from corpustools.vert.extract import Block, Page
from corpustools.vert.pagemeta import says_article, says_forum
from corpustools.vert.tree import parse as parsed

log = logging.getLogger(__name__)

GUESS_BLOCKS = 10  # the longest blocks used to guess the page language for the stop-word list
MIN_CHARS = 250  # a main pass keeping less text than this asks for second opinions


def extract_page(text: str, url: str, options: dict[str, Any], utf8: bytes | None = None,
                 feed: Mapping[str, str] | None = None) -> Page:
    """Title, content blocks and type of one page (never raises for a page's content).  ``utf8``: the
    text's exact UTF-8 encoding when it is at hand (a UTF-8 page's payload), parsed as it is."""
    try:
        page = _extract(text, url, options, utf8, feed)
    except Exception as exc:  # noqa: BLE001 - any failure falls back to the plain extraction
        log.debug(f"{url}: extraction failed ({type(exc).__name__}: {exc}); plain-text fallback used")
        page = _plain(text, url, options)
        page.counters["extract_fallback"] = 1
    return page


def _guess(blocks: list[Block], options: dict[str, Any]) -> str:
    """The page's language, for its stop words: that of the longest blocks together, else (when that
    cannot be judged: the detector reads the first 200 characters) the language of most of their
    characters, each block judged on its own; '' when unknown (blocks are then judged by length)."""
    from corpustools.vert import langid

    longest = sorted(blocks, key=lambda b: -len(b.text))[:GUESS_BLOCKS]
    lang = langid.detect(" ".join(b.text for b in longest), "py3langid", options["languages"])[0]
    if lang:
        return lang
    # only the first 200 characters were judged, those of the longest block: code, JSON, a list of postcodes
    lang = langid.paragraph_languages([b.text for b in longest], "py3langid", options["languages"])[1]
    return "" if lang == "und" else lang


def plain(block: Block) -> bool:
    """Text that is not mostly link text (menus) nor a lone word."""
    return classify.text_length(block.text) > classify.INSIDE_MIN_CHARS and block.link_chars < 0.5 * len(block.text)


LINKED_PROSE_CHARS = 100


def _linked_prose(blocks: list[Block]) -> list[Block]:
    """The blocks of sentences (``LINKED_PROSE_CHARS`` or more, with a full stop, a question or an
    exclamation mark) that are mostly link text: a page whose whole text is a link (a story wrapped in its
    card's ``<a>``) keeps it, where menus (short link texts) still give nothing."""
    return [b for b in blocks if len(b.text) >= LINKED_PROSE_CHARS and _SENTENCE_END.search(b.text)]


_SENTENCE_END = fullstops.SENTENCE_INSIDE  # (a sentence ends inside the block)


def _keeps_body_text(chosen: list[Block], other: list[Block], bodies: frozenset[int]) -> bool:
    """(xblog37) Whether a second opinion (``other``) holds every paragraph the main pass kept (``chosen``) from the
    element the page marks as its article body (``bodies``): a blog's short note ("entry-content", two sentences)
    over a long thread of readers' comments asked for second opinions, and the permissive parse, which keeps
    elements named like comments, gave the comments and lost the note's second sentence.  A second opinion that
    drops the marked body's own text is another part of the page, not more of the article."""
    own = _body_texts(chosen, bodies)
    if not own:
        return True
    found = {b.text for b in other}
    return all(text in found for text in own)


def _body_texts(chosen: list[Block], bodies: frozenset[int]) -> set[str]:
    """The texts of the paragraphs (not headings) the main pass kept from the page's marked article body."""
    return {b.text for b in chosen if not b.heading and bodies.intersection(b.ancestors)}


def _adds_only_dropped(chosen: list[Block], other: list[Block], raw: list[Block], bodies: frozenset[int]) -> bool:
    """(xleft38) Whether a second opinion (``other``) adds to the text the main pass kept from the page's marked
    article body (``bodies``) only blocks the strict parse dropped (none of ``raw``'s texts) outside the element
    that holds that text in the second opinion's parse: the readers' comments under a blog's short note, which
    the permissive parse keeps (comment-named elements) beside the whole note.  The note is the article; a second
    opinion that finds more of it finds it in the note's own element, or in what the strict parse kept."""
    own = _body_texts(chosen, bodies)
    placed = [b.ancestors[:-1] for b in other if b.text in own]
    if not own or not placed:
        return False
    body = placed[0][:min(extract.shared_depth(placed[0], p) for p in placed)]
    kept = {b.text for b in raw}
    added = [b for b in other if b.text not in kept]
    return bool(added) and not any(b.ancestors[:len(body)] == body for b in added)


def _wrapped_text(raw: list[Block], chosen: list[Block]) -> list[Block]:
    """``chosen`` (a headline, a date: too little text) with the text wrapped whole in one link beside them: the
    blocks of linked sentences (``_linked_prose``) inside the element of the first heading chosen, all to one
    address, in the page's order; [] when there are none, or several to other addresses (a listing's cards
    under its heading).  Some CMSs wrap a press release's or a news item's body, teaser-like, in a link to
    itself or to its PDF ("<h1>…</h1><a href="…"><span>text</span></a>"), which no pass counts as text."""
    heading = next((b for b in chosen if b.heading), None)
    if heading is None:
        return []
    placed = {id(b) for b in raw}
    if not all(id(b) in placed for b in chosen):
        return []  # (a second opinion's blocks, from the permissive parse)
    element = heading.ancestors[:-1]
    size = len(element)
    taken = {id(b) for b in chosen}
    wrapped = [b for b in _linked_prose(raw) if id(b) not in taken and b.ancestors[:size] == element
               and b.link_chars >= 0.5 * len(b.text)]
    if not wrapped or len({url for b in wrapped for _, _, url in b.links}) != 1:
        return []
    taken.update(id(b) for b in wrapped)
    return [b for b in raw if id(b) in taken]


def _mass(blocks: list[Block]) -> int:
    """The text of ``blocks`` that is not link text; (xshort37) a menu's blanks between its links are none (an old
    table layout's menu cell, "Úvod Obecní úřad Aktuality Kontakt", brought in by the permissive parse, outweighed
    the strict parse's short notice by its three blanks)."""
    return sum(unlinked for b in blocks
               if (unlinked := len(b.text) - b.link_chars) and (not b.link_chars or unlinked > b.text.count(" ")))


def _weighed_mass(blocks: list[Block]) -> int:
    """``_mass`` with Chinese, Japanese and Korean text weighed as ``classify.text_length`` weighs it: 250 of their
    characters are a whole news item (five paragraphs of 50), which asked for second opinions as a headline
    alone does, and the container's text with a teaser box's excerpts, or the page's good blocks, outweighed it."""
    return sum((len(b.text) - b.link_chars) * (classify.text_length(b.text) // len(b.text)) for b in blocks if b.text)


def _extract(text: str, url: str, options: dict[str, Any], utf8: bytes | None = None,
             feed: Mapping[str, str] | None = None) -> Page:
    tree = parsed(text if utf8 is None else utf8)  # lexbor reads UTF-8: no second encoding
    # read before the extractor prunes the tree: one parse for both (``feed``: the link's feed item, whose date
    # spares the search of the page)
    facts = metadata.PageFacts(text, tree, url, feed, options.get("page_date", True))
    dropped = appended.drop_appended(tree, url, facts)  # the next articles an infinite scroll put on the page
    page = extract.parse(text, url, tree=tree)
    if dropped:
        page.counters["appended_stories"] = dropped
    if len(page.posts) < 2:  # no engine names its posts: repeated units of a stamp and a text may be a thread
        page.posts = frozenset(threads.stamped_posts(page.blocks))
    page.facts = facts
    raw = page.blocks = container.tweet_quotes(page.blocks)  # a blog's click-to-tweet sentences, their links gone
    if len(page.posts) > 1:
        container.trim_quote_headers(raw, page.posts)
    lang = _guess(raw, options) if raw else "xx"
    article = says_article(text)
    product = pagetype.shop_product(text)  # WooCommerce's product page, og:type "article" or none
    if article and (product or pagetype.stated_collection(url, facts.schema_types())):
        article = False  # og:type "article" on a shop's product, a section's, a shop category's or a company's services page
    # a news page without metadata keeps its container; a product's or a thread's long slug is no article's, nor
    # is one of a page whose schema.org type is an item's (a shop's product at "/thermoflasche-alpin-750-ml.html")
    one_item = product or pagetype.stated_item(url, facts.schema_types(), facts.meta)[0]
    like_article = article or (pagetype.article_address(url) and not pagetype.item_address(url) and not one_item)
    chosen = container.select(raw, lang, like_article, page.bodies, article, url, page.posts, page.fields) if raw else []
    # (the cards of a page at an article's address, or of one that calls itself a collection, are teasers)
    offers = not like_article and "CollectionPage" not in facts.schema_types()
    if chosen and not article:
        chosen = _with_good_text(raw, chosen, lang, offers,
                                 not like_article and not pagetype.item_address(url)
                                 and not one_item)
    if chosen and like_article:  # a related articles' box's excerpts, its heading and titles gone; the writer's card
        chosen = boiler.without_writer_card(raw, boiler.without_cards_and_polls(raw, boiler.without_teaser_boxes(raw, chosen, url), url))
    mass = _mass(chosen)
    if mass < MIN_CHARS and _weighed_mass(chosen) < MIN_CHARS:
        candidates = [chosen, classify.good_blocks(raw, lang)]
        loose = extract.parse(text, url, strict=False)
        if loose.blocks:
            lang = _guess(loose.blocks, options) if not raw else lang
            # judged as the main pass judged the page: an article keeps to its container, other pages climb; a
            # thread the strict pass dropped whole (a link's page whose comments are its text) keeps its posts
            if len(loose.posts) < 2:
                loose.posts = frozenset(threads.stamped_posts(loose.blocks))
            if len(loose.posts) > 1:
                container.trim_quote_headers(loose.blocks, loose.posts)
            candidates += [_once(container.select(loose.blocks, lang, like_article, loose.bodies, article, url,
                                                  loose.posts)),
                           _once(classify.good_blocks(loose.blocks, lang))]
        best = max(candidates, key=_mass)
        if _mass(best) > mass and (not article or _keeps_body_text(chosen, best, page.bodies)
                                   and not _adds_only_dropped(chosen, best, raw, page.bodies)):
            page.counters["second_opinion"] = 1
            chosen = _or_strict_text(best, raw, like_article)
        if not chosen:  # nothing good anywhere: the plain text of a small page is still its text
            every = raw or loose.blocks
            chosen = [b for b in every if plain(b)] or _linked_prose(every)
            if chosen and not like_article:  # a grid of products: their names with their prices
                chosen = itempage.grid_prices(every, chosen, names=True)
        elif _mass(chosen) < MIN_CHARS:  # a headline and a date: the text may be one link's (see _wrapped_text)
            wrapped = _wrapped_text(raw, chosen)
            if wrapped:
                page.counters["wrapped_text"] = 1
                chosen = wrapped
        if offers and _mass(chosen) < MIN_CHARS:  # a services page whose only text is its cards, each one link
            strict = {id(b) for b in raw}
            chosen = _with_cards(raw if all(id(b) in strict for b in chosen) else loose.blocks, chosen, lang, url)
    stated = _stated_body(facts, _mass(chosen), url)
    if stated:
        page.counters["stated_body"] = 1
        chosen = stated
    elif like_article and chosen and (rest := _paywalled_rest(facts, chosen, url)):
        page.counters["paywalled_rest"] = 1
        chosen = chosen + rest
    elif like_article and chosen and _mass(chosen) < STATE_TEASER_CHARS and _holds_state(text):
        fuller = _state_body(text, chosen)
        if fuller:
            page.counters["state_body"] = 1
            chosen = fuller
    page.blocks = boiler.clean(chosen, like_article, lambda: says_forum(text), url)
    if not page.blocks or (all(b.heading for b in page.blocks)
                           and sum(b.heading and 2 * b.link_chars > len(b.text) for b in raw) < HUB_TEASERS):
        # nothing the parse shows, or (xshort37) its headline alone: the text it hides, else the application
        # state's (a skeleton under its <h1>, the notice in an <iframe srcdoc> under the page's title); (xreview37d)
        # not over a link hub's teasers, headings that are links (its state holds the site's promotions), nor in
        # a form (a 404's search box)
        hidden_blocks, how = _hidden_text(text, url, options, facts, like_article, article, not page.blocks)
        if how and _mass(hidden_blocks) > _mass(page.blocks):
            page.blocks = hidden_blocks
            page.counters[how] = 1
    elif sum(len(b.text) for b in page.blocks) < APP_STATE_MIN_CHARS:  # "You need to enable JavaScript to run this app."
        # (all its text counted, links too: a listing's teasers are all link text, and no shell's message)
        state = boiler.clean(_app_state_blocks(text), like_article)
        if _mass(state) >= max(MIN_CHARS, STATED_BODY_FACTOR * sum(len(b.text) for b in page.blocks)):
            page.blocks = state
            page.counters["app_state"] = 1
    if raw and like_article and len(page.blocks) > 1:  # a box's heading, its box gone
        page.blocks = _without_orphan_headings(raw, page.blocks, chosen)
    if raw and all(b.heading for b in page.blocks):  # a headline alone, or nothing: the captions, when prose
        captions = _captions(raw)  # (not through boiler.clean: a caption ending in its credit goes there)
        if captions:
            page.blocks = page.blocks + captions
            page.counters["captions"] = 1
    elif raw and like_article:
        gallery = _gallery_text(raw, page.blocks)
        if gallery is not page.blocks:
            page.blocks = gallery
            page.counters["captions"] = 1
    page.type = pagetype.classify(text, raw or page.blocks, page.blocks, url, article, facts, product)
    extract.resolve_links(page.blocks, page.base)
    return page


ORPHAN_HEADING_CHARS = 120  # a box's heading left alone is this long at most ...
ORPHAN_BOX_BLOCKS = 3  # ... and its box held this many blocks at least (a widget's items, not an author's line),
ORPHAN_CLEANED_BLOCKS = 2  # (xleft36) ... or this many, all gone as boilerplate in ``boiler.clean``
WIDGET_LINE_CHARS = 200  # ... or only lines this long at most with a figure each (a market widget's rates)


def _without_orphan_headings(raw: list[Block], kept: list[Block], cleaned: Sequence[Block] = ()) -> list[Block]:
    """``kept`` (an article's) without the headings that are the only kept block of their box, whose later
    blocks of the page all went as furniture: the heading of a box whose items went, left alone in the text.
    The box is the smallest element around the heading that holds a later block.  At the text's end the box
    holds ``ORPHAN_BOX_BLOCKS`` blocks at least (a car dealer's widget under "Vyberte si svůj vůz", a "Tell
    us what you think" box of comments).  Between two kept paragraphs (session 32) it holds only short lines
    with a figure each: a market widget's heading over its rates or quotes inside the article's body
    (Bankier's "Kursy walut" over "EUR 4,28 USD 3,95", "Aktien in diesem Artikel" over "DAX 18.234 +0,5 %"),
    whose lines went as a ticker (any box's heading between the paragraphs took a catalogue's item names and
    a news page's headline under its kicker on the evaluation sets).  A heading the page simply ends with
    (nothing after it in its element), one in the element of the text's paragraphs followed by an author's
    line or a video's credit (the text's own last line set as a heading, a "Resources" list under the text), a
    subheading whose paragraphs follow in its section, and a page that is not an article's (a service's closing
    call, "Get your free quote today!", a product's name: the evaluation sets' truths keep them) keep it.
    (xleft36) At the text's end a box of two blocks will do when both were in ``cleaned`` (the blocks
    ``boiler.clean`` was given) and went there as boilerplate: derStandard's "Forum" over "Diskutieren Sie mit! 412
    Postings" and its disclaimer; a heading over its author's one line keeps it."""
    drop: set[int] = set()
    given: set[int] | None = None
    at: dict[int, int] | None = None
    last = len(kept) - 1
    for k in range(1, last + 1):
        heading = kept[k]
        if not heading.heading or len(heading.text) > ORPHAN_HEADING_CHARS \
                or (k < last and (kept[k - 1].heading or kept[k + 1].heading)):  # (between two paragraphs)
            continue
        if at is None:
            at = {id(b): i for i, b in enumerate(raw)}
        i = at.get(id(heading), -1)
        if i < 0 or i + 1 == len(raw):
            continue
        box = extract.heading_box(raw, i)
        if box is None or box in kept[k - 1].ancestors or (k < last and box in kept[k + 1].ancestors):
            continue
        items = _box_blocks(raw, i, box)
        if k == last and ORPHAN_CLEANED_BLOCKS <= len(items) < ORPHAN_BOX_BLOCKS and cleaned:
            if given is None:
                given = {id(b) for b in cleaned}
            if all(id(b) in given for b in items):
                drop.add(k)  # (none is kept: the heading is the text's last block)
                continue
        if (k == last and len(items) >= ORPHAN_BOX_BLOCKS) or (k < last and all(
                len(b.text) <= WIDGET_LINE_CHARS and boiler.has_digit(b.text) for b in items)):
            drop.add(k)
    if not drop or not any(not b.heading for j, b in enumerate(kept) if j not in drop):
        return kept
    return [b for j, b in enumerate(kept) if j not in drop]


def _box_blocks(raw: list[Block], i: int, box: Any) -> list[Block]:
    """The blocks after ``raw[i]`` inside ``box`` (they follow it, one run)."""
    out = []
    for b in raw[i + 1:]:
        if box not in b.ancestors:
            break
        out.append(b)
    return out


def _hidden_text(text: str, url: str, options: dict[str, Any], facts: metadata.PageFacts | None,
                 like_article: bool, article: bool, widgets: bool = True) -> tuple[list[Block], str]:
    """The last resort of a page whose passes kept nothing (``hidden.py``), and the counter naming it: the
    page parsed again with the markup that hides text opened up (``hidden_markup``: a frameset's
    ``<noframes>``, an ``<iframe srcdoc>``, a declarative shadow root, an open dialog), judged as the
    second opinions are; else its own JSON-LD article's ``articleBody`` however short (``stated_body``); else
    the prose of its application state (``app_state``: a JavaScript page's empty shell).  The widgets' text
    (``hidden.opened``) only when ``widgets``: a page keeping a headline has no text in its forms."""
    source = hidden.opened(text, widgets)
    if source is not text:
        loose = extract.parse(source, url, strict=False)
        if loose.blocks:
            lang = _guess(loose.blocks, options)
            best = max([_once(container.select(loose.blocks, lang, like_article, loose.bodies, article, url)),
                        _once(classify.good_blocks(loose.blocks, lang))], key=_mass)
            kept = boiler.clean(best or [b for b in loose.blocks if plain(b)] or _linked_prose(loose.blocks),
                                like_article)
            if kept:
                return kept, "hidden_markup"
    if facts is not None:
        kept = boiler.clean(_stated_body(facts, 0, url, least=1), like_article)
        if kept:
            return kept, "stated_body"
    kept = boiler.clean(_app_state_blocks(text), like_article)
    return (kept, "app_state") if kept else ([], "")


def _captions(blocks: list[Block]) -> list[Block]:
    """The ``<figcaption>`` blocks of sentences (``LINKED_PROSE_CHARS`` or more, with a sentence's end, not
    mostly link text) as paragraphs: the text of a page that has no other but headings (a photo's or a gallery
    picture's own page, its description under the picture), which ``boiler.clean`` drops as every caption (a
    picture's label and credit beside an article's text); a credit ("Foto: ČTK") is shorter."""
    return [replace(b, tag="p", parent_tag="") for b in _captions_of(blocks)]


GALLERY_CAPTIONS = 3  # a gallery's article: at least this many captions of prose ...
GALLERY_CAPTION_CHARS = 60  # ... each this long at least when there are so many (one sentence on its picture)


def _captions_of(blocks: list[Block]) -> list[Block]:
    """The ``<figcaption>`` blocks ``_captions`` takes, as they are; (xnews34) a sentence shorter than
    ``LINKED_PROSE_CHARS`` too when ``GALLERY_CAPTIONS`` or more captions are sentences of ``GALLERY_CAPTION_CHARS``
    or more: a photo gallery's article tells of each picture in a sentence or two under it (LRT's "Vilniaus Katedros
    aikštėje įžiebta kalėdinė eglė…" slides), which a lone short caption beside a text, a picture's label, is not.
    (xreview34b) A short one is no credit either ("Foto: Michal Šula, MAFRA. Všechna práva vyhrazena.": the
    photographer's line under a gallery's last picture, a sentence's length since the bar was lowered)."""
    prose = [b for b in blocks if b.caption and len(b.text) >= GALLERY_CAPTION_CHARS
             and b.link_chars < 0.5 * len(b.text) and _SENTENCE_END.search(b.text)
             and (len(b.text) >= LINKED_PROSE_CHARS or not boiler.credit_line(b.text))]
    return prose if len(prose) >= GALLERY_CAPTIONS else [b for b in prose if len(b.text) >= LINKED_PROSE_CHARS]


def _gallery_text(raw: list[Block], kept: list[Block]) -> list[Block]:
    """``kept`` with the captions of prose (``_captions``) in their places, when there are ``GALLERY_CAPTIONS``
    or more and they hold more text than the paragraphs kept: a picture gallery's article ("Die schönsten
    Bilder des Umzugs"), an introduction and a caption telling of each picture, is its captions; beside an
    article's text a few captions are the pictures' labels (session 24).  ``kept`` itself otherwise."""
    text = sum(len(b.text) for b in kept if not b.heading)
    if sum(b.caption for b in raw) < GALLERY_CAPTIONS:
        return kept
    captions = {id(b) for b in raw if b.caption} & {id(c) for c in _captions_of(raw)}
    if len(captions) < GALLERY_CAPTIONS or sum(len(b.text) for b in raw if id(b) in captions) <= text:
        return kept
    out: list[Block] = []
    k = 0  # the kept blocks are raw's in raw's order (some of them copies: a caption's pictures carried to them)
    for b in raw:
        if k < len(kept) and (kept[k] is b or kept[k].text == b.text):
            out.append(kept[k])
            k += 1
        elif id(b) in captions:
            out.append(replace(boiler.without_credit_tail(b), tag="p", parent_tag=""))
    return out if k == len(kept) else kept  # (a text not from raw: the stated body's, left as it is)


HUB_TEASERS = 3  # (xreview37d) a page with this many headings that are links is a hub: its headline is its text
APP_STATE_MIN_CHARS = 100  # less prose than this in a page's application state is its interface's messages


def _app_state_blocks(text: str) -> list[Block]:
    """The prose strings of the page's application state as blocks (rich text stripped of its markup), when
    they hold ``APP_STATE_MIN_CHARS`` or more (a login or an error page's shell holds one message)."""
    blocks: list[Block] = []
    for string in hidden.app_state_texts(text):
        blocks += _text_blocks(string) if "<" in string else _line_blocks(string)
    return blocks if sum(len(b.text) for b in blocks) >= APP_STATE_MIN_CHARS else []


def _once(blocks: list[Block]) -> list[Block]:
    """``blocks`` without the later copies of a block of more than ``INSIDE_MIN_CHARS`` characters: the
    permissive parse keeps hidden elements, and with them the copy of a product's description for the
    other screen size (one shown on phones, one on desktops), which would be kept twice and weigh twice
    against the other candidates."""
    seen: set[str] = set()
    out = []
    for b in blocks:
        if len(b.text) > classify.INSIDE_MIN_CHARS:
            if b.text in seen:
                continue
            seen.add(b.text)
        out.append(b)
    return out if len(out) < len(blocks) else blocks


def _or_strict_text(best: list[Block], raw: list[Block], like_article: bool) -> list[Block]:
    """The second opinion ``best``, or the strict page's plain blocks (``plain``) when they keep more text
    once the boilerplate is out (``boiler.clean``): a small page (a "404 Page Not Found" with its
    suggestions, a short notice) whose blocks the classifier judged too short, against a permissive parse
    whose bulk is a footer's sign-up box and its consent line."""
    strict = [b for b in raw if plain(b)]
    if strict and _mass(boiler.clean(strict, like_article)) > _mass(boiler.clean(best, like_article)):
        return strict
    return best


STATED_BODY_FACTOR = 2  # the JSON-LD articleBody is taken when it holds this many times the text found


def _stated_body(facts: metadata.PageFacts, mass: int, url: str = "", least: int = MIN_CHARS) -> list[Block]:
    """The paragraphs of the page's one JSON-LD article's ``articleBody`` (markup stripped), when they hold
    at least ``least`` characters (``MIN_CHARS``; any, when nothing else was found) and
    ``STATED_BODY_FACTOR`` times the text the passes above found and the article is the page's own
    (``_own_article``): pages that render the article with JavaScript and show a teaser and "Read full
    article", or only an empty shell, in their HTML."""
    stated = [o for o in facts.articles() if isinstance(o.get("articleBody"), str) and o["articleBody"].strip()]
    if len(stated) != 1 or not _own_article(stated[0], [url, facts.meta.get("og:url", "")]):
        return []
    body = stated[0]["articleBody"]
    blocks = _text_blocks(body) if "<" in body else _line_blocks(body)
    if sum(len(b.text) for b in blocks) < max(least, STATED_BODY_FACTOR * mass):
        return []
    return blocks


PAYWALL_REST_CHARS = 100  # the text a paywalled article's JSON-LD states after the part shown is this long at least
PAYWALL_TIE_CHARS = 50  # ... after the last paragraph shown, found in it whole, this long at least


def _paywalled_rest(facts: metadata.PageFacts, chosen: list[Block], url: str) -> list[Block]:
    """(xnews37) The paragraphs of the page's one JSON-LD article's ``articleBody`` after the last paragraph the page
    shows, when the article says it is not free (``isAccessibleForFree`` false, on it or on a part of it: the
    statement Google asks of publishers for their paywalled text), the body holds that paragraph whole (the page's
    own text; ``PAYWALL_TIE_CHARS`` or more, a sentence, not a line any text may hold) and ``PAYWALL_REST_CHARS`` or
    more after it (the standfirst shown over the text is often no part of the body): a paywalled article (DER
    SPIEGEL, WELT, Denník N) shows its first paragraphs and the subscription box, and states the whole text for the
    search engines, which ``_stated_body`` takes only when it holds twice the text shown.  A page showing its whole
    text (a subscriber's) ends where the body ends: nothing is added."""
    stated = [o for o in facts.articles() if isinstance(o.get("articleBody"), str)]
    if len(stated) != 1 or not _not_free(stated[0]) or not _own_article(stated[0], [url, facts.meta.get("og:url", "")]):
        return []
    shown = [b.text for b in chosen if not b.heading and b.tag not in ("li", "td", "th")]
    if not shown or len(shown[-1]) < PAYWALL_TIE_CHARS:
        return []
    last = shown[-1]
    body = stated[0]["articleBody"]
    blocks = _text_blocks(body) if "<" in body else _line_blocks(body)
    for i, block in enumerate(blocks):
        at = block.text.find(last)
        if at >= 0:
            after = block.text[at + len(last):].strip()
            rest = ([Block("p", after)] if after else []) + blocks[i + 1:]
            return rest if sum(len(b.text) for b in rest) >= PAYWALL_REST_CHARS else []
    return []


def _not_free(article: dict[str, Any]) -> bool:
    """The JSON-LD article, or one of its parts (``hasPart``), states ``isAccessibleForFree`` false."""
    parts = article.get("hasPart")
    for obj in [article, *(parts if isinstance(parts, list) else [parts])]:
        if isinstance(obj, dict) and str(obj.get("isAccessibleForFree", "")).strip().lower() == "false":
            return True
    return False


STATE_TEASER_CHARS = 2000  # an article's text shown up to this long may be a teaser of the text its state holds
# a script holding application state (``hidden._state``): typed JSON (Next.js' __NEXT_DATA__) or assigned to a global;
# looked for as literals, one ``in`` each (a regex of them stopped at every "a", "w" and "_" of the page: 0.20 -> 0.06
# CPU-s over the 468 sample pages' sources)
_STATE_MARKS = ("application/json", "window.__", "__NUXT__", "__NEXT_DATA__", "__INITIAL_STATE__", "__PRELOADED_STATE__")
# a state string that is a whole page's markup (its menu, its footer), not an article's rich text
_PAGE_MARKUP = re.compile(r"<(?:html|body|nav|header|footer|form)\b", re.I)
STATE_MATCH_CHARS = 80  # the shown paragraph that ties a state string to the page is this long at least


def _holds_state(text: str) -> bool:
    """The page holds a script of application state (one of ``_STATE_MARKS``)."""
    for mark in _STATE_MARKS:
        if mark in text:
            return True
    return False


def _state_body(text: str, chosen: list[Block]) -> list[Block]:
    """The article's whole text from its application state, when the HTML shows only its beginning: the first
    rich-text (or multi-line) string of the state (``hidden.app_state_texts``) that holds the first paragraph
    kept (``STATE_MATCH_CHARS`` or more: the page's own text, not a related story's) and ``STATED_BODY_FACTOR``
    times the text kept from that paragraph on, at least ``MIN_CHARS``, else the strings of the innermost list
    holding that paragraph as a string of its own (``hidden.state_run``: a headless CMS's body elements); the
    blocks kept before that paragraph (the headline) stay before it.  A Next.js or Nuxt news site renders the
    first paragraphs on the server and the rest when the reader scrolls or clicks "Weiterlesen", from
    ``__NEXT_DATA__``/``__NUXT__``, as ``_stated_body`` does from JSON-LD.  Not a state string holding a whole
    page's markup (``_PAGE_MARKUP``); [] when none fits."""
    # ((xnews33) lengths weighed as ``classify.text_length`` weighs them: HK01's paragraphs of 30 to 40 Chinese
    # characters, the whole story 150, were too short to tie and to outweigh anything)
    # ((xnews36) the first two such paragraphs, in turn: a site's standfirst is a field of its own in the state
    # ("intro": ...), shown over the body's first paragraph, and no body holds it)
    anchors = (i for i, b in enumerate(chosen) if not b.heading and classify.text_length(b.text) >= STATE_MATCH_CHARS)
    for at in itertools.islice(anchors, STATE_ANCHORS):
        fuller = _state_from(text, chosen, at)
        if fuller:
            return fuller
    return []


STATE_ANCHORS = 2  # the paragraphs shown that _state_body tries to tie to the state: a standfirst, the body's first


def _state_from(text: str, chosen: list[Block], at: int) -> list[Block]:
    """``_state_body`` tied by the paragraph ``chosen[at]``: the blocks before it, then the state's text holding
    it; [] when no state string or list holds it, or what holds it is not twice the text from it on."""
    anchor = chosen[at].text
    probe = hidden.plain_run(anchor)
    # (the page shows the paragraph once and no script holds it: no state to read, none parsed; asked by two finds,
    # stopping at the second, not by a count over the whole page)
    if probe and ((first := text.find(probe)) < 0 or text.find(probe, first + len(probe)) < 0):
        return []
    # (weighed against the text from that paragraph on, which the state's replaces: the headline, the byline and the
    # standfirst before it stay, and counted in they made a body of five paragraphs, two shown, seem too short)
    least = max(MIN_CHARS, STATED_BODY_FACTOR * _weighed_mass(chosen[at:]))
    for string in hidden.app_state_texts(text):
        if len(string) < least or ("<" in string and _PAGE_MARKUP.search(string)):
            continue
        blocks = _text_blocks(string) if "<" in string else _line_blocks(string)
        if len(blocks) < 2 or not any(b.text == anchor for b in blocks):
            continue
        if sum(len(b.text) for b in blocks) >= least:
            blocks = _rich_blocks(string, anchor) if "<" in string else blocks
            shown = {b.text for b in blocks}
            return [b for b in chosen[:at] if b.text not in shown] + blocks
    # (or the article's paragraphs each a string of a list: a headless CMS's body elements)
    blocks = [b for string in hidden.state_run(text, anchor)
              for b in (_text_blocks(string) if "<" in string else _line_blocks(string))]
    if len(blocks) >= 2 and sum(classify.text_length(b.text) for b in blocks) >= least:
        shown = {b.text for b in blocks}
        return [b for b in chosen[:at] if b.text not in shown] + blocks
    return []


def _rich_blocks(markup: str, anchor: str) -> list[Block]:
    """The blocks of an article's rich text from its application state as the page's own markup is read
    (``extract.parse``: its links kept, its furniture pruned), so that the boxes a CMS sets among the
    paragraphs ("Lesen Sie auch" and its linked headlines, a newsletter's sign-up, an author's card) are judged
    as on the page, not taken as plain paragraphs; its plain text lines (``_text_blocks``) when that parse
    loses the paragraph the page shows (``anchor``)."""
    blocks = extract.parse("<body>" + markup + "</body>", "").blocks
    return blocks if any(b.text == anchor for b in blocks) else _text_blocks(markup)


def _page_path(address: str) -> str | None:
    """An address's path without its trailing slash, lower-cased: what an article's ``url`` and the
    address it was fetched from share (the scheme, the host, ``www.``, ``amp.`` and the query may differ);
    None for an address urlsplit refuses (``https://[host/...``: an unclosed IPv6 bracket), which says nothing."""
    try:
        return urlsplit(address.strip()).path.rstrip("/").lower()
    except ValueError:
        return None


def _own_article(obj: dict[str, Any], addresses: list[str]) -> bool:
    """The JSON-LD article is the page's own: its ``url`` or ``mainEntityOfPage`` (an address or an object
    with ``@id``/``url``), when it states one, has the path of the page's address or ``og:url`` (or its
    last part: an AMP copy's path has a prefix) (a section's page that describes its
    featured story in JSON-LD is not that story)."""
    stated = []
    for key in ("url", "mainEntityOfPage"):
        value = obj.get(key)
        if isinstance(value, dict):
            value = value.get("@id") or value.get("url")
        if isinstance(value, str) and value.strip().startswith(("http://", "https://", "/")):
            stated.append(_page_path(value))
    stated = [path for path in stated if path is not None]
    own = [path for path in map(_page_path, filter(None, addresses)) if path is not None]
    if not stated or not own:
        return True
    return any(path == mine or path.rsplit("/", 1)[-1] == mine.rsplit("/", 1)[-1] for path in stated for mine in own)


def _with_good_text(raw: list[Block], chosen: list[Block], lang: str, cards: bool = False,
                    products: bool = False) -> list[Block]:
    """A page that is not an article (a product, a service, a forum thread, an event) spreads its text over
    several parts of the page: jusText's good prose blocks, link-free lists, link-free tables and definition
    lists outside the main container are added, in document order, and (``cards``: at an address that is
    not an article's, on a page that does not call itself a collection) the headings and descriptions of
    its offers' cards, and (``products``: a page that is neither an article nor one item's) the names and
    prices of a grid's product cards (``itempage.product_cards``: a shop's category); not the lines of a shop's
    shipping and returns panel that the container left out, its heading with them (the same policy under
    every product: Shopify's accordion "Versand & Rückgabe" beside the description), nor those the container
    kept without their heading (Shopify Dawn's ``<details><summary><h2>Spedizione e resi</h2>``, the heading
    too short for jusText, so that ``boiler.clean`` never sees the panel's heading).  A sentence
    (``LENGTH_LOW`` characters or more) already kept is not added again: the page writes a notice twice, one
    copy for phones and one for desktops, side by side where ``boiler.clean`` keeps a paragraph repeated
    under one parent.  With a shop's composition under its heading between two kept blocks
    (``shortlines.with_compositions``), the page's downloads beside its kept text (``shortlines.with_documents``),
    a page builder's row of columns, each a heading over a sentence (``shortlines.column_sections``)
    and the headings of the boxes whose text is kept (``shortlines.section_headings``)."""
    kept = {id(b) for b in chosen}
    good = {id(b) for b in classify.prose_blocks(raw, lang)}
    good |= {id(b) for b in classify.plain_lists(raw)}
    good |= {id(b) for b in classify.plain_tables(raw)}
    good |= {id(b) for b in classify.plain_definitions(raw)}
    if cards:
        good |= {id(b) for b in _card_descriptions(raw, lang)}
    if products:  # a shop's category page: its grid's product names and prices
        good |= {id(raw[i]) for i in itempage.product_cards(raw)}
    # not a second copy of a sentence kept (a notice written twice, for phones and for desktops; a table's
    # values repeat)
    seen = {b.text for b in chosen if len(b.text) >= classify.LENGTH_LOW}
    out = []
    policy = False  # under the heading of a shop's shipping and returns panel (``shoplines.policy_heading``)
    panels = not shoplines.policy_page(raw)  # (a shop's policy page: its sections are its text)
    policy_box: int | None = None  # (xreview36) the panel's element (Dawn's <details>): the lines after it are the page's
    for k, b in enumerate(raw):
        if b.heading and panels:
            policy = shoplines.policy_heading(b.text.lower(), inside=policy)
            if policy and k + 1 < len(raw):
                policy_box = extract.heading_box(raw, k)
        elif policy and policy_box is not None and policy_box not in b.ancestors:
            policy = False
        if id(b) in kept:
            if policy and b.heading:
                continue  # (xreview36) the panel's heading: ``boiler.clean`` would take the page's lines after it
                # for the panel's, the panel's own lines gone here
            if policy:
                if len(b.text) <= boiler.POLICY_CHARS:
                    continue  # (xother35) the panel's lines in the container whose heading, in a <summary>, it left out
                policy = False  # (a long block: the page's text goes on, as ``boiler.clean`` reads the panel)
            out.append(b)
        elif id(b) in good and b.text not in seen and not policy:
            out.append(b)
            if len(b.text) >= classify.LENGTH_LOW:
                seen.add(b.text)
    out = shortlines.with_documents(raw, shortlines.with_compositions(raw, out))  # a shop's ingredients, a town's forms
    out = shortlines.column_sections(raw, out, lang, kept)  # a page builder's columns, a heading over a sentence each
    return shortlines.section_headings(raw, out, {id(b) for b in out} - kept)  # the headings of the content elements whose text was taken


def _with_cards(raw: list[Block], chosen: list[Block], lang: str, url: str) -> list[Block]:
    """``chosen`` (too little text, taken from ``raw``: a page's ``<h1>``) with its offers' cards
    (``_card_descriptions``), in the page's order: a services page without an introduction, each card one
    ``<a>`` around its heading and its description, whose text is all link text and none of it good.  Only
    when every card leads to the site's own named page (``/services/web-design``), not to one document (an
    address with an id or a date, a long slug, another site: a section's teasers of its stories)."""
    cards = _card_descriptions(raw, lang, names=True)
    host = linktarget.site_host(url)
    if not cards or any(linktarget.document_target(b.links[0][2], host) for b in cards):
        return chosen
    taken = {id(b) for b in chosen} | {id(b) for b in cards}
    return [b for b in raw if id(b) in taken]


CARD_TEXT_CHARS = 80  # a card's description is a sentence this long at least


def _card_descriptions(raw: list[Block], lang: str, names: bool = False) -> list[Block]:
    """The headings and descriptions of the cards a service or company page presents its offers in, each card one link
    around a heading and a sentence or two ("Data Architecture and Engineering" / "Insights-driven companies
    require a secure, flexible ..."): prose that is all link text, which jusText calls a link list.  Only a
    description of ``CARD_TEXT_CHARS`` or more with the stop words of prose, not cut short with "…", right
    after a heading that links to the same address (the same card): a question's title in a list of links,
    a teaser's excerpt without its headline, are not.  ``names``: the card's name may be a line that is a link
    as a whole but no heading, up to ``container.CARD_NAME_CHARS`` (a theme's ``<div class="card__title">``)."""
    stops = classify.stoplist(lang)
    out = []
    for i in range(1, len(raw)):
        b, head = raw[i], raw[i - 1]
        if b.heading or len(b.text) < CARD_TEXT_CHARS or len(b.links) != 1 or not b.linked \
                or not (head.heading or (names and len(head.text) <= container.CARD_NAME_CHARS
                                         and head.linked)) \
                or len(head.links) != 1 or head.links[0][2] != b.links[0][2] \
                or b.text.endswith(("…", "...")):
            continue
        if classify.stop_density(b.text, stops) >= classify.STOPWORDS_LOW:
            out += (head, b)
    return out


_DROP = re.compile(r"<(script|style|noscript|template|svg|head|textarea|select)\b.*?</\1\s*>|<!--.*?-->|<\?.*?\?>",
                   re.S | re.I)
_BREAK = re.compile(r"<(?:/?(?:p|div|br|li|h[1-6]|tr|td|th|section|article|blockquote|pre|ul|ol|dl|dd|dt|table|"
                    r"header|footer|nav|aside|main|figure|figcaption|form)\b)[^>]*>", re.I)
# a tag opens with a letter, "/" and a letter, "!" or "?" after its "<", as an HTML parser reads it: a "<" before a
# space or a digit is text ("wenn a < b", "<3"), and the plain pass ate what followed up to the next ">"
_TAG = re.compile(r"<(?:/?[A-Za-z]|[!?/])[^>]*>")
_TITLE = re.compile(r"<title[^>]*>(.*?)</title", re.S | re.I)
_TITLE_END = re.compile(r"</title", re.I)


_DROP_OPEN = re.compile(r"<(script|style|noscript|template|svg|head|textarea|select)\b|<!--|<\?", re.I)


def _text_blocks(markup: str) -> list[Block]:
    """The text between block-level tags of ``markup``, a block per line (scripts, styles, comments out)."""
    return _line_blocks(htmllib.unescape(hidden.closed_sub(_TAG, " ", hidden.closed_sub(_BREAK, "\n", _without_dropped(markup)))))


def _without_dropped(markup: str) -> str:
    """``_DROP.sub(" ", markup)`` a step at a time: each opener's end is searched for once, and an opener of a
    kind whose end is nowhere after an earlier one's stays text without a search (the one pattern read to the
    end of the markup from every unclosed "<!--", "<?" or "<script": 20 s on 100 kB).  An unclosed opener
    stays text, as it did."""
    parts: list[str] = []
    pos = at = 0
    unclosed: set[str] = set()  # the kinds of opener with no end after the last one tried
    while (found := _DROP_OPEN.search(markup, at)) is not None:
        name = (found.group(1) or found.group(0)).lower()
        close = -1
        if name not in unclosed:
            if name == "<!--":
                close = markup.find("-->", found.end())
                close = close + 3 if close >= 0 else -1
            elif name == "<?":
                close = markup.find("?>", found.end())
                close = close + 2 if close >= 0 else -1
            else:
                end_tag = re.compile(rf"</{name}\s*>", re.I).search(markup, found.end())
                close = end_tag.end() if end_tag is not None else -1
        if close < 0:
            unclosed.add(name)
            at = found.start() + 1
            continue
        parts += [markup[pos:found.start()], " "]
        pos = at = close
    parts.append(markup[pos:])
    return "".join(parts)


def _line_blocks(text: str) -> list[Block]:
    """A block per non-blank line of ``text``, blanks collapsed, control characters out, NFC."""
    lines = (unicodedata.normalize("NFC", " ".join(extract._CONTROL.sub("", line).split())) for line in text.split("\n"))
    return [Block("p", line) for line in lines if line]


def plain_page(text: str, url: str, options: dict[str, Any]) -> Page:
    """The plain pass alone (see :func:`_plain`), for a page whose first try failed."""
    return _plain(text, url, options)


def _plain(text: str, url: str, options: dict[str, Any]) -> Page:
    """The last resort: text between block-level tags, classified by jusText alone (no tree needed)."""
    ends = [m.end() for m in _TITLE_END.finditer(text)][-1:]  # (searched up to the last "</title": linear)
    title = _TITLE.search(text, 0, ends[0]) if ends else None
    blocks = _text_blocks(text)
    lang = _guess(blocks, options) if blocks else "xx"
    kept = boiler.clean(classify.good_blocks(blocks, lang))
    if not kept:  # nothing good: a short page's plain blocks, the text the markup hides, the application state
        kept = boiler.clean([b for b in blocks if plain(b)])
    if not kept:
        source = hidden.opened(text)
        kept = boiler.clean([b for b in _text_blocks(source) if plain(b)]) if source is not text else []
    if not kept:
        kept = boiler.clean(_app_state_blocks(text))
    head = " ".join(htmllib.unescape(title.group(1)).split()) if title else ""
    return Page(extract._short_title(head), kept, url, pagetype.classify(text, blocks, kept, url))
