"""HTML -> title and content text blocks, with links and images kept as character spans.

The default extractor parses with selectolax (lexbor, a fast C HTML5 parser), drops non-content
elements (script, style, templates, forms' widgets: see ``prune.py``; furniture and elements whose class/id names them as
comments, sharing, related articles, adverts ...: see ``furniture.py``), walks the tree iteratively (so
nesting thousands deep cannot overflow a stack) and cuts the text into blocks at block-level elements.  Blocks are then classified the way jusText does (length, link density, stop-word
density of the page's language, headings and the neighbourhood of good blocks), and the result is
narrowed to the page's main content container, found readability-style as the element holding most of
the good text.  See ``classify.py`` and ``container.py``.

``--extractor trafilatura`` uses trafilatura.extract for comparison (no link or image markup).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import urljoin

from corpustools.vert import firstchar, fullstops, furniture, prune
from corpustools.vert.tree import parse as parsed

log = logging.getLogger(__name__)

BLOCK_TAGS = frozenset((
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "td", "th", "pre", "dd", "dt", "figcaption",
    "caption", "address", "div", "section", "article", "main", "ul", "ol", "dl", "table", "tr", "tbody",
    "thead", "tfoot", "figure", "center", "summary", "details", "body", "html", "hr", "fieldset", "legend",
    "form", "header", "footer", "hgroup", "picture",
))
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 5}


_TABLE_PARTS = ("table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td")


class _TagIds:
    """lexbor's tag id of each element name the walk tells apart, read once from a parsed page (the ids of
    the standard names are fixed in lexbor's table; reading them, not writing them out, keeps to the lexbor
    at hand), when first walked: the main process imports this module for ``Block`` and never parses."""

    def __init__(self) -> None:
        from selectolax.lexbor import LexborHTMLParser

        inline = ("a", "br", "img")
        names = sorted((BLOCK_TAGS | set(inline)) - set(_TABLE_PARTS) - {"html", "body"})
        page = LexborHTMLParser("<body>" + "".join(f"<{n}></{n}>" for n in names)
                                + "<table><caption>x</caption><thead><tr><th>x</th></tr></thead><tbody><tr><td>x</td>"
                                  "</tr></tbody><tfoot><tr><td>x</td></tr></tfoot></table></body>")
        ids = {node.tag: node.tag_id for node in page.root.traverse(include_text=True)}
        if not (BLOCK_TAGS | set(inline)) <= ids.keys() or len({ids[n] for n in BLOCK_TAGS | set(inline)}) \
                != len(BLOCK_TAGS) + len(inline):
            raise RuntimeError(f"lexbor's tag ids unexpected: {ids}")
        self.block = {ids[name]: name for name in BLOCK_TAGS}  # tag id -> name of the block-level elements
        self.text, self.a, self.br, self.img = ids["-text"], ids["a"], ids["br"], ids["img"]
        self.article, self.main, self.address = ids["article"], ids["main"], ids["address"]


_TAG_IDS: list[_TagIds] = []

# not the controls str.split() takes for white space (\x0b \x0c \x1c-\x1f \x85): a vertical tab is Word's line
# break in text pasted into a CMS, and removing it glued the words on either side together
# nor the invisible marks of writing direction (U+061C, U+202A-U+202E embeddings and overrides, U+2066-U+2069
# isolates, as U+200E/U+200F) and invisible operators: Arabic and Hebrew pages set them around their runs of
# text, and each became a token of its own, or a word's form with one glued on another word than the word
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e"
                      r"\u2060-\u2064\u2066-\u2069\ufeff]")


LINKED_SHARE = 0.9  # a block with this share of link text or more is a link's line (Block.linked)


@dataclass(slots=True)
class Block:
    """One text block: normalized text, link spans and image positions in code points."""

    tag: str
    text: str = ""
    links: list[tuple[int, int, str]] = field(default_factory=list)
    images: list[tuple[int, str]] = field(default_factory=list)
    container: int = 0  # index of the block's parent element in the walk
    ancestors: tuple[int, ...] = ()
    in_article: bool = False
    link_chars: int = 0
    parent_tag: str = ""  # the tag of the block-level element around it ("td": a cell's paragraph)
    # the heading level of the tag (0: none), set once: it is read half a million times on the 989 sample
    # pages (container, classify, boiler, the writer), a property call each time
    heading: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.heading = HEADINGS.get(self.tag, 0)

    @property
    def caption(self) -> bool:
        """A picture's caption: a ``<figcaption>``, or a paragraph right inside one (DER SPIEGEL's
        ``<figcaption><p>Strommast in Niedersachsen</p><span>Foto: …</span></figcaption>``, xweb28); a quote in
        one is a pull quote's words, the text's (a ``<blockquote>`` under a picture)."""
        return self.tag == "figcaption" or (self.tag == "p" and self.parent_tag == "figcaption")

    @property
    def linked(self) -> bool:
        """The block is a link's line, not prose: ``LINKED_SHARE`` of its text or more is link text (a card's
        title, a teaser's line, a list of links), the one measure the passes that look for them share."""
        return self.link_chars >= LINKED_SHARE * len(self.text)

    def sliced(self, start: int, end: int) -> Block:
        """This block with ``text[start:end]`` only (a quote's header cut from its front, an anchor's mark
        from its end): its links clipped to that part and its images kept inside it, both counted from
        ``start``; a link that began before it keeps what is left of it."""
        links = [(max(s, start) - start, min(e, end) - start, url) for s, e, url in self.links if e > start and s < end]
        return replace(self, text=self.text[start:end], links=links,
                       images=[(min(max(at, start), end) - start, url) for at, url in self.images],
                       link_chars=sum(e - s for s, e, _ in links))


def shared_depth(a: Sequence[int], b: Sequence[int]) -> int:
    """How many ancestors two blocks' paths (``Block.ancestors``, or a path of elements) share from the top:
    the depth of the element around both (their common prefix's length)."""
    depth = 0
    for x, y in zip(a, b):
        if x != y:
            break
        depth += 1
    return depth


def heading_box(blocks: Sequence[Block], i: int) -> int | None:
    """The smallest element around ``blocks[i]`` (a heading) that holds the page's next block, None when no
    element of the heading's but its own holds it: the box the heading heads (a widget's, a summary table's)."""
    after = blocks[i + 1].ancestors
    for element in reversed(blocks[i].ancestors[:-1]):
        if element in after:
            return element
    return None


@dataclass
class Page:
    """A page's title and blocks; ``base`` resolves the blocks' relative link targets (see
    :func:`resolve_links`), ``type`` is article/listing/other, ``counters`` what extraction had to do."""

    title: str
    blocks: list[Block]
    base: str = ""
    type: str = "other"
    counters: dict[str, int] = field(default_factory=dict)
    bodies: frozenset[int] = frozenset()  # walk ids of the elements marked as an article body (see furniture)
    posts: frozenset[int] = frozenset()  # walk ids of the elements holding one post's text (furniture.post_body)
    fields: frozenset[int] = frozenset()  # walk ids of the fact fields of the page's subject (furniture.subject_field)
    facts: Any = None  # metadata.PageFacts read from the tree before pruning, when the caller asked


_ELLIPSIS_END = ".…"  # a link text ending so may be a name cut short (see _Builder._untruncated)
MAX_LINK_TITLE = 300  # ... whose title attribute, up to this long, is the whole name


class _Builder:
    """Accumulates inline text of the current block with collapsed whitespace and link/image spans."""

    # (slots: the walk reads and sets its state at every node, ~1.3 million times over the 468 sample pages)
    __slots__ = ("parts", "length", "space", "links", "images", "link_url", "link_start", "link_title", "br", "carried",
                 "carry_owner")

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """A fresh builder's state (also after each block is taken)."""
        self.parts: list[str] = []
        self.length = 0
        self.space = False
        self.links: list[tuple[int, int, str]] = []
        self.images: list[tuple[int, str]] = []
        self.link_url: str | None = None
        self.link_start: int | None = None
        self.link_title: str | None = None
        self.br = False
        self.carried: list[tuple[int, str]] = []  # images of a text-less block, waiting for its caption
        self.carry_owner = -1

    def add(self, raw: str) -> None:
        """Gather the text of a text node that holds more than plain white space (the walk gives a
        node of spaces, tabs and line breaks alone, three in ten, no call: it is one space)."""
        if raw.isprintable():
            # printable text (an inline element's text, a third of the text nodes) has nothing _CONTROL
            # removes and no white space but the plain space (any other is not printable): collapsing
            # it is stripping it, unless it holds a double space
            lead = raw[0] == " "
            trail = raw[-1] == " "
            piece = raw.strip(" ") if lead or trail else raw
            if "  " in piece:
                piece = " ".join(piece.split())
        else:
            text = _CONTROL.sub("", raw)
            if not text:
                return
            words = text.split()
            if not words:
                self.space = True
                return
            lead = text[0].isspace()
            trail = text[-1].isspace()
            piece = " ".join(words)
        if lead:
            self.space = True
        # a capital right after a small letter of another text node is another word: a card's brand and name,
        # a breadcrumb's steps, in inline elements their style sets on lines of their own ("Co-op" "Nalgene");
        # (xleft34b) so is a number right after a word of three letters or more of another node: a recipe card's
        # label and its value (WP Recipe Maker's "Prep Time" "10" "minutes", "Zubereitungszeit" "15"), not a unit's
        # or a formula's index ("m" "2", "km" "2", "CO" "2")
        if self.length and (self.space or (piece[0].isupper() and self.parts[-1][-1].islower())
                            or (piece[0].isdigit() and self.parts[-1][-1].islower() and self._worded())):
            self.parts.append(" ")
            self.length += 1
        if self.link_url is not None and self.link_start is None:
            self.link_start = self.length
        if not piece.isascii():  # ASCII text is in NFC already (isascii() is a flag test)
            piece = unicodedata.normalize("NFC", piece)
        self.parts.append(piece)
        self.length += len(piece)
        self.space = trail
        self.br = False

    def _worded(self) -> bool:
        """Whether the last text node ends in a word of three letters or more (not a formula's "n", nor a
        letter of a shop's text broken into one node a letter, each between hidden ids: "S" "19aea247-…" "p")."""
        last = self.parts[-1]
        return len(last) > 2 and last[-3:].isalpha()

    def open_link(self, url: str, title: str | None = None) -> None:
        if self.link_url is None:
            self.link_url, self.link_start, self.link_title = url, None, title

    def close_link(self) -> None:
        if self.link_url is not None and self.link_start is not None and self.length > self.link_start:
            if self.link_title and self.parts[-1][-1] in _ELLIPSIS_END:
                self._untruncated()
            self.links.append((self.link_start, self.length, self.link_url))
        self.link_url, self.link_start, self.link_title = None, None, None

    def _untruncated(self) -> None:
        """A link's text cut short with an ellipsis ("A Light in the ...") whose ``title`` attribute holds
        the whole of it ("A Light in the Attic"): a shop's or a blog's grid of names cut to fit their cards.
        The whole name is the text (cut, it read as another article's teaser and went, name and all)."""
        text = "".join(self.parts)
        start = self.link_start or 0
        shown = text[start:].rstrip(" .…")
        title = " ".join(_CONTROL.sub("", self.link_title or "").split())
        if len(shown) < 3 or len(title) <= len(shown) or len(title) > MAX_LINK_TITLE \
                or not title.casefold().startswith(shown.casefold()):
            return
        if not title.isascii():
            title = unicodedata.normalize("NFC", title)
        self.parts = [text[:start], title]
        self.length = start + len(title)

    def image(self, url: str) -> None:
        self.images.append((self.length + (1 if self.space and self.length else 0), url))

    def take(self, tag: str, path: list[int], in_article: bool = False, parent_tag: str = "") -> Block | None:
        """The finished block (None without text), made whole in one call (the walk makes 150,000 on the
        989 sample pages).  Images of a block without text are carried to the next block if that one lies
        inside the same element (a figure's caption), else dropped."""
        if not self.length and not self.images and not self.carried and self.link_url is None:
            self.space = self.br = False  # nothing gathered (most calls): the state a fresh builder has
            return None
        link_url = self.link_url
        self.close_link()
        block = None
        carried, owner, images = self.carried, self.carry_owner, self.images
        if self.length:
            text = "".join(self.parts)
            kept = [im for im in images if im[0] <= len(text)] if images else []
            if carried and owner in path:
                kept = carried + kept
            links = self.links
            block = Block(tag, text, links, kept, path[-1], tuple(path), in_article,
                          sum(e - s for s, e, _ in links) if links else 0, parent_tag)
        self.reset()
        if block is None and images:
            self.carried, self.carry_owner = [(0, url) for _, url in images], path[-1]
        elif block is None and owner in path:
            self.carried, self.carry_owner = carried, owner
        if link_url is not None:
            self.open_link(link_url)
        return block


_PLACEHOLDER_RE = re.compile(r"spacer|blank|pixel|1px|1x1|transparent|placeholder|loading\.(gif|svg)", re.I)
_PLACEHOLDER_FOUND = firstchar.lowered_search(_PLACEHOLDER_RE)  # (ASCII names lowered, without re.I)


def _placeholder_image(attrs: dict, src: str) -> bool:
    """Tracking pixels, spacers and lazy-loading placeholders are not images of the content."""
    if attrs.get("width") in ("0", "1") or attrs.get("height") in ("0", "1"):
        return True
    return _PLACEHOLDER_FOUND(src.rsplit("/", 1)[-1])


# an absolute http(s) URL of plain characters (no query, fragment, parameters, blanks or brackets), which
# urljoin returns as it is: most link targets, spared its parse and unparse
_PLAIN_ABSOLUTE = re.compile(r"https?://[A-Za-z0-9.-]+(?::[0-9]+)?(?:/[A-Za-z0-9._~%!$&'()*+,=:@/-]*)?")


def _clean_url(href: str | None, base: str) -> str | None:
    if not href:
        return None
    href = href.strip()
    if _PLAIN_ABSOLUTE.fullmatch(href):
        return href
    if not href or href.startswith("#") or href.lower().startswith(("javascript:", "mailto:", "data:", "tel:")):
        return None
    try:
        url = urljoin(base, href)
    except ValueError:
        return None
    return url if url.lower().startswith(("http://", "https://")) else None


_SCHEME = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:")

# (session 29) a link to a note on the same page, by the names the engines give its target: MediaWiki's "#cite_note-3"
# and its way back, "#cite_ref-3"; Markdown's (Hugo, Jekyll, MkDocs, pandoc) "#fn:1", "#fnref:1", "#fn1"; Substack's
# "#footnote-1", "#footnote-anchor-1"; WordPress's footnotes block and plugins ("#easy-footnote-1", "#note-1"); Word's
# and LibreOffice's exported pages ("#_ftn1", "#_edn1", "#sdfootnote1sym"); (xwiki37) WordPress's core footnotes
# block (6.3 on), whose notes are named by a UUID and their way back by the UUID and "-link" ...
_NOTE_TARGET = re.compile(r"#(?:cite[_-](?:note|ref)|fn|fnref|footnote|note|ref|endnote|_ftn|_ftnref|_edn|_ednref"
                          r"|sdfootnote|sdendnote|easy-footnote|[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})(?![a-z])",
                          re.I)
# ... whose text is a mark, not words: "[1]", "1", "[a]", "[n 1]", "[Anm. 2]", "¹", "*", "†", and the notes' way
# back, "↑", "↩︎", "^" (a link "#note" reading "Notes", a section's "see note 3 below", stays; (xreview29) a word and
# a number only in brackets: an annual report's "set out in <a href="#note-12">Note 12</a>" is its sentence's words)
_NOTE_MARK = re.compile(r"\[?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5})\]?|\[[^\W\d_]{1,5}\.? ?\d{1,3}\]|[\u00b9\u00b2\u00b3\u2070-\u2079]{1,3}"
                        r"|[*\u2020\u2021\u2191\u21a9^]\ufe0e?")


# (xleft36) a link back to the page's top, by the names its anchor is given: man7.org's "#top_of_page", "#top",
# "#page-top", "#seitenanfang", "#haut" ... (not "#top-10", a section's own anchor)
_TOP_TARGET = re.compile(r"#(?:top|page-?top|top[_-]of[_-](?:the[_-])?page|pagetop|seitenanfang|anfang|haut|inicio"
                         r"|inizio|začátek|header|masthead)(?![\w-])", re.I)
# ... whose text is only the way up: "top", "↑ Top", "Back to top", "Nach oben", "Haut de page", "Torna su",
# "Nahoru", "▲" (a heading's back link glues to the heading: man7.org's "NAME top", a FAQ's "Versand ↑")
_TOP_WORDS = re.compile(r"(?:[\u2191\u25b2\u2b06^]\ufe0f? ?)?(?:(?:back |go |return |zurück |retour )?(?:to )?(?:the )?top"
                        r"(?: of (?:the )?page)?|(?:zurück )?nach oben|seitenanfang|(?:retour en )?haut(?: de (?:la )?page)?"
                        r"|torna su|torna all['’]inizio|nahoru|na začátek|arriba|volver arriba)?(?: ?[\u2191\u25b2\u2b06^]\ufe0f?)?",
                        re.I)


# (xreview36b) ... not a sentence's words, which the text goes on after ("scroll back <a href="#top">to the top</a> and
# open it", "Mapu najdete <a>nahoru</a> v úvodu"): a word or a sentence's mark right after the link
_SENTENCE_GOES_ON = re.compile(r"\s*(?:[^\W_]|[.,;:!?)])")


def _goes_on(words: str, after: Any) -> bool:
    """The link's ``words`` (not an arrow alone: "<a>↑</a> Versand" is a heading's way up) are a sentence's, which the
    text node ``after`` the link goes on with."""
    return after is not None and after.tag == "-text" and any(c.isalpha() for c in words) \
        and _SENTENCE_GOES_ON.match(after.text()) is not None


def note_mark(href: str, text: str, after: Any = None) -> bool:
    """A link to a footnote on the same page (``href`` one of ``_NOTE_TARGET``'s) that reads as a mark
    (``_NOTE_MARK``): left out of the text, where it glues to the word before it ("December.1", "Schwanz.[1]") or
    stands alone before a note ("↑ Bauer 2005"); or (xleft36) a link back to the page's top (``_TOP_TARGET``)
    that reads only as the way up (``_TOP_WORDS``), which glues to the heading it stands in ("NAME top"), unless the
    text node ``after`` it goes on with the sentence (``_SENTENCE_GOES_ON``)."""
    if _NOTE_TARGET.match(href) is not None:
        return _NOTE_MARK.fullmatch(text.strip()) is not None
    if _TOP_TARGET.match(href) is not None:
        words = text.strip()
        return bool(words) and _TOP_WORDS.fullmatch(words) is not None and not _goes_on(words, after)
    return False


# (xleft39) a thread's toggle that folds a comment and its replies, a script's link (``javascript:``) reading only as a
# bracketed sign: old Reddit's and Hacker News' "[–]", "[+]" glued to the commenter's name ("[–]dishnerd 17 points")
_FOLD_TOGGLE = frozenset(("[–]", "[-]", "[+]", "[−]", "[ – ]", "[ + ]"))


def fold_toggle(text: str) -> bool:
    """A script's link reading only as a fold toggle's bracketed sign (``_FOLD_TOGGLE``)."""
    return len(text) <= 8 and text.strip() in _FOLD_TOGGLE


def _link_target(href: str | None) -> str | None:
    """The href of a link worth keeping, not yet resolved (see :func:`resolve_links`): no fragments,
    no other schemes than http(s)."""
    if not href:
        return None
    href = href.strip()
    if href.startswith(("https://", "http://", "/")):  # most targets: no other scheme to look for
        return href
    if not href or href.startswith("#"):
        return None
    scheme = _SCHEME.match(href)
    if scheme and scheme.group().lower() not in ("http:", "https:"):
        return None
    return href


def resolve_links(blocks: list[Block], base: str) -> None:
    """Make the link and image targets of the blocks kept absolute (only they need it: urljoin is not
    cheap); a target that does not resolve to an http(s) URL goes."""
    cache: dict[str, str | None] = {}

    def resolved(href: str) -> str | None:
        if href not in cache:
            cache[href] = _clean_url(href, base)
        return cache[href]

    for block in blocks:
        if block.links:
            block.links = [(start, end, url) for start, end, href in block.links if (url := resolved(href))]
        if block.images:
            block.images = [(at, url) for at, src in block.images if (url := resolved(src))]


def parse(html: str, url: str, strict: bool = True, tree: Any = None) -> Page:
    """Title and all text blocks of a page, before boilerplate classification.  ``strict=False`` is the
    second opinion for pages where the strict pass finds nothing: furniture, ``<noscript>`` and elements
    named like boilerplate stay (classification decides), only scripts, styles and widgets go.  ``tree``
    is ``html`` already parsed by selectolax (lexbor); it is pruned here."""
    tree = tree if tree is not None else parsed(html)
    drop = prune.DROP if strict else prune.LOOSE_DROP
    found = prune.scan(tree, drop)
    title = ""
    node = found.get("title")
    if node is not None:
        title = " ".join(node.text().split())
    if not title:
        meta = tree.css_first('meta[property="og:title"]')
        if meta is not None:
            title = " ".join((meta.attributes.get("content") or "").split())
    base = url
    base_node = found.get("base")
    if base_node is not None:
        base = _clean_url(base_node.attributes.get("href"), url) or url
    body = tree.body
    if body is None:
        return Page(_short_title(title), [], base)
    opened = furniture.button_targets(found["buttons"]) if strict else None  # (the buttons go with the widgets)
    furniture_elements = prune.strip(tree, body, found, drop, strict)
    if not strict:  # a consent manager's dialog, a side column: never the page's text, not even in the second opinion
        for node in reversed(body.css(furniture.LOOSE_SELECTOR)):
            node.decompose(recursive=False)
    post_marks: set[int] = set()
    field_marks: set[int] = set()
    marked = furniture.remove(tree, body, html, furniture_elements, post_marks, found["present"], field_marks,
                              opened) if strict else set()
    bodies: set[int] = set()
    posts: set[int] = set()
    fields: set[int] = set()
    blocks = _walk(body, marked, bodies, post_marks, posts, field_marks, fields)
    _unlink_runaway_links(blocks)
    if not title:
        for b in blocks:
            if b.tag == "h1":
                title = b.text
                break
    return Page(_short_title(title), blocks, base, bodies=frozenset(bodies), posts=frozenset(posts),
                fields=frozenset(fields))


RUNAWAY_PROSE_BLOCKS = 2  # paragraphs of prose one link runs over: an <a> left open (see _unlink_runaway_links)
_PROSE_CHARS = 100
_SENTENCE_END = fullstops.SENTENCE_INSIDE  # (a sentence ends inside the block)


def _unlink_runaway_links(blocks: list[Block]) -> None:
    """Text an ``<a>`` left open runs over is the page's text, not a link's.  An HTML parser reopens an
    unclosed ``<a>`` in every block after it up to the next ``<a>`` (a browser shows the rest of the article
    as one link), so ``<p>... <a href="https://x.com/user">@user</p><p>...`` made every later paragraph link
    text, and the article went as a link list.  A link that runs on from block to block (it ends a block and
    starts the next with the same target) over ``RUNAWAY_PROSE_BLOCKS`` paragraphs of prose or more (of
    ``_PROSE_CHARS`` characters with a sentence's end) is dropped from them; a teaser card's link around its
    headline and a one-paragraph excerpt is not."""
    i, n = 0, len(blocks)
    while i < n:
        b = blocks[i]
        if not b.links or b.links[-1][1] != len(b.text):
            i += 1
            continue
        href = b.links[-1][2]
        j = i + 1
        while j < n and blocks[j].links and blocks[j].links[0][0] == 0 and blocks[j].links[0][2] == href:
            nxt = blocks[j]
            j += 1
            if nxt.links[0][1] != len(nxt.text):
                break
        if j - i > 1 and sum(
                1 for k in range(i, j) if len(blocks[k].text) >= _PROSE_CHARS and _SENTENCE_END.search(blocks[k].text)
        ) >= RUNAWAY_PROSE_BLOCKS:
            for k in range(i, j):
                kept = [link for link in blocks[k].links if link[2] != href]
                blocks[k].links, blocks[k].link_chars = kept, sum(e - s for s, e, _ in kept)
        i = max(j - 1, i + 1) if j - i > 1 else i + 1


MAX_TITLE = 500


def _short_title(title: str) -> str:
    """Control characters removed, at most MAX_TITLE characters (cut at a space)."""
    title = _CONTROL.sub("", title)
    if len(title) > MAX_TITLE:
        title = title[:MAX_TITLE].rsplit(" ", 1)[0]
    return title


def _walk(body, marked: set[int], bodies: set[int], post_marks: set[int] | None = None,  # noqa: ANN001, C901
          posts: set[int] | None = None, field_marks: set[int] | None = None,
          fields: set[int] | None = None) -> list[Block]:
    """The text blocks under ``body``, in document order (one loop is the fast way); the walk ids of the
    elements whose ``mem_id`` is in ``marked`` go to ``bodies``, of those in ``post_marks`` to ``posts``, of
    those in ``field_marks`` and of the ``<address>`` elements to ``fields``.

    Every node of the page passes through this loop (a million on the 989 sample pages), so its common
    cases come first and are done in place: a text node of plain white space (three in ten nodes) is
    a space without a call, a block-level element (one in four) is tested before the rarer inline
    ones, and a block boundary with nothing gathered (most) only resets the builder's space."""
    blocks: list[Block] = []
    marks = marked | post_marks if post_marks else marked
    if field_marks:
        marks = marks | field_marks
    builder = _Builder()
    path: list[int] = [0]  # element ids of the open block-level elements
    tags: list[str] = ["body"]
    article_depth = 0
    next_id = 1
    add = builder.add
    entered: list[tuple[object, int]] = []  # the elements being walked through, with their tag ids
    overlays: dict[int, str] = {}  # the elements holding an empty link laid over them, with its target

    def flush() -> None:
        """The gathered block, if any, is done (called when the builder holds something)."""
        block = builder.take(tags[-1], path, article_depth > 0, tags[-2] if len(tags) > 1 else "")
        if block is not None:
            blocks.append(block)

    # depth first without recursion: siblings through node.next, children pushed on ``entered``; elements are
    # told apart by lexbor's tag id, an int read without making a string (``node.tag`` decodes the name on
    # every read: a tenth of the walk), the name looked up only for a block-level element
    if not _TAG_IDS:
        _TAG_IDS.append(_TagIds())
    ids = _TAG_IDS[0]
    block_ids, text_id, a_id, br_id, img_id, article_id, main_id, address_id = \
        ids.block, ids.text, ids.a, ids.br, ids.img, ids.article, ids.main, ids.address
    node = body.child
    while True:
        while node is not None:
            tid = node.tag_id
            if tid == text_id:
                # only HTML's white space (two in three text nodes: between tags): a space, told by lexbor
                # without making the string (a form feed among it was a space too: add() splits it away)
                if node.is_empty_text_node:
                    builder.space = True
                else:
                    raw = node.text_content
                    if raw:
                        add(raw)
            elif tid in block_ids:
                child = node.child
                if child is not None:
                    # builder.take() gives nothing when nothing was gathered (most calls): that case, inlined
                    if builder.length or builder.images or builder.carried or builder.link_url is not None:
                        flush()
                    else:
                        builder.space = builder.br = False
                    path.append(next_id)
                    if marks and node.mem_id in marks:
                        if node.mem_id in marked:
                            bodies.add(next_id)
                        if post_marks and posts is not None and node.mem_id in post_marks:
                            posts.add(next_id)
                        if field_marks and fields is not None and node.mem_id in field_marks:
                            fields.add(next_id)
                    if tid == address_id and fields is not None:
                        fields.add(next_id)  # HTML's contact facts of its article or page (furniture.subject_field)
                    next_id += 1
                    tag = block_ids[tid]
                    tags.append(tag)
                    if tid == article_id or tid == main_id:
                        article_depth += 1
                    entered.append((node, tid))
                    node = child
                    continue
            elif tid == br_id:
                if not builder.br:
                    builder.space = builder.br = True
                elif builder.length or builder.images or builder.carried or builder.link_url is not None:
                    flush()
                else:
                    builder.space = builder.br = False
            elif tid == img_id:
                attrs = node.attributes
                src = _link_target(attrs.get("data-src") or attrs.get("data-original") or attrs.get("data-lazy-src")
                                   or attrs.get("src"))
                if src and not _placeholder_image(attrs, src):  # resolved only for kept blocks, as links are
                    builder.image(src)
            else:
                # None for comments and processing instructions (<?php ... ?>: tag id 0, no name)
                child = node.child
                if child is not None and tid:
                    if tid == a_id:
                        attrs = node.attributes
                        given = attrs.get("href")
                        if given and given[:1] == "#" and note_mark(given, node.text(), node.next):
                            node = node.next  # a footnote's mark, "[1]", or its way back, "↩": not the text's words
                            continue
                        if given and given[:11] == "javascript:" and fold_toggle(node.text()):
                            node = node.next  # (xleft39) a thread's "[–]" that folds a comment: no words of the line
                            continue
                        href = _link_target(given)
                        if href:  # resolved against the base only for kept blocks
                            builder.open_link(href, attrs.get("title"))
                    entered.append((node, tid))
                    node = child
                    continue
                if tid == a_id and child is None and not builder.length:  # (rare: an empty link, no text before it)
                    attrs = node.attributes
                    if attrs.get("aria-label") or attrs.get("title"):
                        href = _link_target(attrs.get("href"))
                        if href:
                            overlays[path[-1]] = href
            node = node.next
        if not entered:
            break
        node, tid = entered.pop()
        if tid in block_ids:
            if builder.length or builder.images or builder.carried or builder.link_url is not None:
                flush()
            else:
                builder.space = builder.br = False
            path.pop()
            tags.pop()
            if tid == article_id or tid == main_id:
                article_depth -= 1
        elif tid == a_id:
            builder.close_link()
        node = node.next
    if builder.length or builder.images or builder.carried or builder.link_url is not None:
        flush()
    if len(overlays) >= OVERLAY_CARDS:
        _link_overlaid(blocks, overlays)
    return blocks


OVERLAY_CARDS = 3  # empty links laid over cards on a page, at least (a grid of them, not one icon's link)
OVERLAY_CARD_CHARS = 600  # ... each card's text at most this long
OVERLAY_SUMMARY_CHARS = 40  # ... and a post's card: a heading and a paragraph of this many characters (its summary)


def _link_overlaid(blocks: list[Block], overlays: dict[int, str]) -> None:
    """The blocks of cards linked through an empty anchor laid over each card (Hugo PaperMod's list, ``<a
    class="entry-link" aria-label="post link to …" href="/posts/…/"></a>`` after the card's title, summary and
    date; themes' "stretched" card links) made link text, as if the card were inside its link as Ghost's and
    WordPress's cards are: without it a blog's list of posts read as a page of its own headings and paragraphs,
    kept as a document, not known as a listing.  Only a post's card: ``OVERLAY_CARD_CHARS`` at most, a heading
    and a summary's paragraph in it, its blocks without links of their own; and ``OVERLAY_CARDS`` such cards or
    more on the page (an empty link named by its label, a social icon's, beside one paragraph is no card; a
    shop's carousel of items, a title and a price each, nor a code example's "Run" button beside its code: on
    the development sets their text is the page's as often as not)."""
    cards: dict[int, list[Block]] = {}
    for block in blocks:
        for element in block.ancestors:
            if element in overlays:
                cards.setdefault(element, []).append(block)
                break
    cards = {e: found for e, found in cards.items() if sum(len(b.text) for b in found) <= OVERLAY_CARD_CHARS
             and any(b.heading for b in found) and any(b.tag == "p" and len(b.text) >= OVERLAY_SUMMARY_CHARS
                                                       for b in found)}
    if len(cards) < OVERLAY_CARDS:
        return
    for element, found in cards.items():
        for block in found:
            if not block.links:
                block.links = [(0, len(block.text), overlays[element])]
                block.link_chars = len(block.text)


def extract_trafilatura(html: str, url: str) -> Page:
    """The trafilatura library's extraction as blocks (one per line of its output), for comparison."""
    import trafilatura

    text = trafilatura.extract(html, url=url, include_comments=False, include_tables=True) or ""
    meta_title = ""
    try:
        meta = trafilatura.extract_metadata(html)
        meta_title = (meta.title or "") if meta else ""
    except Exception:  # noqa: BLE001 - metadata is optional
        meta_title = ""
    blocks = []
    for line in text.split("\n"):
        line = " ".join(unicodedata.normalize("NFC", _CONTROL.sub("", line)).split())
        if line:
            blocks.append(Block("p", line))
    return Page(_short_title(" ".join(meta_title.split())), blocks)
