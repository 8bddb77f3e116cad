"""Page furniture at the element level: which elements of a parsed page are not content.

Dropped before the text is walked (``extract.parse``; scripts, widgets, ``<noscript>`` and comment forms
went before, see ``prune.py``): ``header``/``footer``/``nav``/``aside``/``menu``
unless misused as the wrapper of the content (a header inside an article, an aside holding the article
or most of the text, but not a menu whose hidden links are most of the page's text); hidden elements (``hidden``, ``aria-hidden``, ``display: none``) unless they hold
most of the page (streamed React pages and anti-flicker snippets hide the whole page until a script
shows it) or are named as panels the reader opens (tabs, accordions, collapsed sections, slides: a
product's description, a FAQ's answers; those are judged by name like any element); modal dialogs
(``role="dialog"``, ``aria-modal``: consent settings, sign-up pop-ups) and popovers (the ``popover``
attribute: hidden until a button opens them) unless they hold most of the page;
and elements whose class, id or role names a kind of boilerplate (comments, sharing,
related articles, adverts, cookie bars, navigation, author boxes, the comment form, a table of contents,
a wiki's navigation boxes and edit links, captions and credits of pictures (``wp-caption-text``, ``imageEmbedCaption``, ``photo-credit``) ...),
unless they hold most of the page, the
article body or real paragraphs, or are a banner holding the page's ``<h1>`` (a collection's title banner); a link inside a sentence (a glossary's ``class="popup"``) or named only by
a word that names a box (``tags``, ``meta``: PMC's ``id="auto-tag_…"`` names in a sentence), a quote so
named (mdBook's ``blockquote-tag-note``), a ``price-tag`` and an event's ``event-meta`` (its date and
venue) are not furniture.  Elements named as comments are the page itself on a forum thread or
a Q&A page (every post is a "comment"): they stay when the page's metadata says it is one
(schema.org ``DiscussionForumPosting``), or when it does not say it is an article, they hold
at least ``COMMENTS_SHARE`` of the page's text, and outside them no element is marked as an article body
and there are no two long paragraphs (a blog post above its comments).  Candidates are found in one pass over the elements with one
precompiled pattern (a CSS query with a hundred case-insensitive attribute selectors cost more than
parsing the page), and the verdict on a class/id string is remembered.
"""

from __future__ import annotations

import logging
import re

from corpustools.vert import firstchar, fullstops, notices
from corpustools.vert.boilernames import (
    CONSENT_VENDORS,
    NAMES_SEEN,
    boiler_name,
    caption_only,
    consent_vendor,
    hover_only,
    player_only,
    reviews_name,
    shop_teaser_name,
    side_column,
    strong_name,
    teaser_box_name,
    text_boiler_name,
)
from corpustools.vert.byline import BYLINE, byline, names_alone
from corpustools.vert.linktarget import document_target, site_host
from corpustools.vert.pagemeta import says_article, says_forum

log = logging.getLogger(__name__)

FURNITURE_TAGS = ("header", "footer", "nav", "aside", "menu")
_FURNITURE_SELECTOR = ", ".join(FURNITURE_TAGS)

_TEXT_TAGS = frozenset(("a", "blockquote"))  # judged without the box words (a <p> so named is a byline)
_CONTENT_CLASSES = ("article-body", "article__body", "articleBody", "entry-content", "post-body", "post-content",
                    "story-body", "article-content", "article-text", "story-content", "post-entry", "text-content")
_CONTENT_KEYS = ("ody", "content", "text", "entry")  # each of _CONTENT_CLASSES holds one: a quick first test
assert all(any(k in c for k in _CONTENT_KEYS) for c in _CONTENT_CLASSES)
_CONTENT_SELECTOR = ", ".join(['[itemprop="articleBody"]'] + [f'[class*="{c}"]' for c in _CONTENT_CLASSES])
LONG_PARAGRAPH = 150
CODE_LEVELS = 4  # a syntax highlighter's span this close under <pre>/<code> is code, whatever its name  # an element named like boilerplate with two paragraphs longer than this is kept
# hidden until the reader opens it: tab panels, accordions, collapsed sections, slides (a product's
# description and specifications, a FAQ's answers; BEM spellings: tabs__panel, tabs__content, faq__answer);
# judged by name like any element, not as hidden
_DISCLOSURE_RE = re.compile(r"tabs?[-_]*pane|tabs?[-_]*content|accordion|collaps|expand|carousel|slide|swiper|disclosure|faq", re.I)
# ... in lowered ASCII names without re.I (``firstchar.lowered_search``): 22 -> 1.5 ms over the 2,961 hidden elements'
# names of 248 sample pages
_DISCLOSURE_FOUND = firstchar.lowered_search(_DISCLOSURE_RE)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_HIDDEN_STYLE_FOUND = firstchar.lowered_search(_HIDDEN_STYLE)  # (without re.I in ASCII: 2.1 -> 1.1 ms, 248 pages)


COMMENTS_SHARE = 0.5
REVIEWS_SHARE = 0.8  # a shop's customer reviews holding more of the page's text are the page (its reviews' page)
TEASER_BOX_SHARE = 0.6  # ... and a box named as related articles holding more is the page (a misnamed wrapper)
# reader comments: "comment", Czech and Slovak news sites' "diskuse"/"diskusia" (a discussion under the article),
# German "kommentare", Spanish "comentarios", Dutch "reacties", Polish "komentarze" (French and Italian say "comment…")
_COMMENT_WORDS = ("comment", "diskus", "diskuz", "kommentare", "comentario", "reacties", "komentarz")
_COMMENT_RE = re.compile("|".join(_COMMENT_WORDS), re.I)  # for names that are not ASCII


def remove(tree, body, html: str = "", furniture: list | None = None,  # noqa: ANN001
           posts: set[int] | None = None, present: set[str] | None = None,
           fields: set[int] | None = None, opened: set[str] | None = None) -> set[int]:
    """Decompose the furniture (``furniture``: the page's ``FURNITURE_TAGS`` elements in document order,
    when the caller has them), then the boilerplate-named and hidden elements, of a parsed page
    (``html``, the page's source, is read for its metadata: a forum's posts are named as comments).
    Returns the ``mem_id`` of the elements marked as an article body (``_CONTENT_SELECTOR``) that stay;
    ``posts`` (when given) gets those of the elements that hold one post's text (``post_body``) that stay,
    ``fields`` those of the elements holding one fact field of the page's subject (``subject_field``).
    ``present``: the names of ``prune.PRESENT`` the page has elements of (``prune.scan`` knows; None: any): without
    a ``<pre>`` or ``<code>`` no candidate is a highlighter's span and none is walked up to look (~12,000 walks
    spared over 250 sample pages, of which 10 have code), without a ``<blockquote>`` none holds an embedded post.
    ``opened``: the ids of the elements that the page's buttons open (``button_targets``, read before the buttons
    went with the widgets)."""
    if present is None or "blockquote" in present:
        _remove_embed_sounds(body, html)
    if "material-" in html:
        _remove_icon_ligatures(body)
    body_len = 0  # the page's text is measured when first needed
    text_len = removed = 0
    for node in tree.css(_FURNITURE_SELECTOR) if furniture is None else furniture:
        if node.parent is not None:
            if not body_len:
                text_len = len(body.text(deep=True))
                body_len = text_len or 1
            length = _furniture_length(node, body_len, body)
            if length is not None:
                _decompose(tree, node)
                removed += length
    # the text left: the body's text is its text nodes' in order, and the elements that went held
    # disjoint parts of it (an element inside a removed one is skipped), each measured whole when it
    # went; not measuring the body again spares a walk and a decoding of all its text (0.04 ms a page)
    body_len = (text_len - removed or 1) if body_len else len(body.text(deep=True)) or 1
    marked: list = []
    holders = _ContentHolders(body, marked, opened)
    read: list = []  # the candidates' attributes, as _candidates read them
    found_posts: list | None = [] if posts is not None else None
    hidden: list = []  # the elements hidden by a framework's class
    found_fields: list | None = [] if fields is not None else None
    candidates = _candidates(body, marked, read, found_posts, hidden, found_fields)
    code = present is None or "pre" in present or "code" in present
    quotes = present is None or "blockquote" in present
    doomed, named = _doomed(candidates, read, body_len, holders, code, quotes)
    comments = [node for (node, _), comment in zip(doomed, named) if comment]
    if comments and found_posts:
        comments += _posts_named_as_comments(candidates, read, found_posts, comments)
    if comments and _comments_are_the_page(comments, body, body_len, html, marked, found_posts):
        doomed = [pair for pair, comment in zip(doomed, named) if not comment]
    kept = _surviving(marked, {node.mem_id for node, _ in doomed}) if marked else set()
    if found_posts and posts is not None:
        posts.update(_surviving(found_posts, {node.mem_id for node, _ in doomed}))
    if found_fields and fields is not None:
        fields.update(_surviving(found_fields, {node.mem_id for node, _ in doomed}))
    labels = _review_tab_labels(body, doomed) if doomed else []
    if hidden and doomed:
        gone = {node.mem_id for node, _ in doomed} | {node.mem_id for node in labels}
        hidden = [node for node in hidden if not _under(node, gone)]  # (asked before anything is decomposed)
    for node, _ in doomed:
        _decompose(tree, node)
    for node in labels:
        node.decompose()
    if hidden:
        _remove_hidden_copies(body, hidden)
    return kept


# (xnews38) an embedded TikTok's link to its sound, the last line of the fallback ``<blockquote>``'s caption ("♬ original
# sound - tiff", "♬ původní zvuk - Klára", a song's title and its artist): the player's credit, not the post's words
_EMBED_SOUND = 'blockquote.tiktok-embed a[href*="tiktok.com/music/"]'


def _remove_embed_sounds(body, html: str) -> None:  # noqa: ANN001 - selectolax Node
    """The sound links of the embedded TikToks out of ``body`` (the post's account and caption, its quotation, stay);
    looked for only when the page's source links a sound (``html``: a string's search, no walk on other pages)."""
    if "tiktok.com/music/" in html:
        for link in body.css(_EMBED_SOUND):
            link.decompose()


# (xfrit39) an icon font's ligature: Google's Material Icons and Symbols draw an icon from its name written as the
# element's text (PrestaShop's classic theme: ``<i class="material-icons">check</i>Disponibile``, "shopping_cart
# Aggiungi al carrello", "local_shipping"), a name that the walk glued to the label beside it ("check Disponibile")
_ICON_FONT = '[class*="material-icons"], [class*="material-symbols"]'
_ICON_NAME = re.compile(r"[a-z][a-z0-9_]{1,40}")


def _remove_icon_ligatures(body) -> None:  # noqa: ANN001 - selectolax Node
    """The Material icons' names out of ``body``: the elements of an icon font's class whose text is one icon's name
    (lower case, underscores, no space; a sentence in such an element, were there one, stays).  Called only when the
    page's source names the font's class (a string's search, no walk on other pages)."""
    for icon in body.css(_ICON_FONT):
        if _ICON_NAME.fullmatch(icon.text(deep=True).strip()):
            icon.decompose()


# the elements that stand between paragraphs, never inside a sentence (a <span> or a link named "ad" may)
_BETWEEN_PARAGRAPHS = frozenset(("div", "aside", "section", "figure", "table", "ul", "ol", "dl", "form", "nav", "header",
                                 "footer", "p", "blockquote", "center", "details", "article"))


# (xreview37b) ... where the text before it ends a sentence: a box a CMS set inside a sentence ("Die Stadt hat die
# Sanierung der Brücke <div class="ad-inline">…</div>am Dienstag beschlossen …") leaves the sentence whole
_PARAGRAPH_END = ".!?…:\"“”»)"


PANEL_LEVELS = 3  # a tab's panel this many levels above a shop's reviews widget at most
TAB_LABEL = 40  # a tab's label this long at most ("Customer Reviews", "Kundenbewertungen (12)")
_PLAIN_ID = re.compile(r"[\w-]+")


def _review_tab_labels(body, doomed: list) -> list:  # noqa: ANN001 - selectolax Node
    """(xtypes39) The labels of the tabs and accordion panels that hold nothing but a shop's customer reviews, which
    go by their names (``boilernames._REVIEWS``): the control opening the panel by its id (BigCommerce's
    ``<dt><a href="#tab-reviews">Customer Reviews</a></dt><dd id="tab-reviews"><div class="yotpo yotpo-main-widget">``,
    a button's ``aria-controls``) or a ``<details>``'s ``<summary>`` (Shopify Dawn's collapsible row over Judge.me's
    widget): a label of nothing once the reviews went, read as a line of the description ("Kundenbewertungen" before
    "Zutaten").  A panel with more than the reviews (a "Reviews & Q&A" tab with the shop's answers) keeps its label."""
    labels: list = []
    for node, _ in doomed:
        attrs = node.attributes
        if not reviews_name(f"{attrs.get('class') or ''} {attrs.get('id') or ''}"):
            continue
        own = "".join(node.text(deep=True).split())
        panel = node
        for _ in range(PANEL_LEVELS + 1):
            ident = panel.attributes.get("id")
            if ident and _PLAIN_ID.fullmatch(ident):
                labels += [c for c in body.css(f'[aria-controls~="{ident}"], a[href="#{ident}"]')
                           if len(c.text(deep=True).strip()) <= TAB_LABEL]
                break
            up = panel.parent
            if up is None:
                break
            if up.tag == "details":
                summary = up.css_first("summary")
                if summary is not None and "".join(up.text(deep=True).split()) \
                        == "".join(summary.text(deep=True).split()) + own \
                        and len(summary.text(deep=True).strip()) <= TAB_LABEL:
                    labels.append(summary)
                break
            if "".join(up.text(deep=True).split()) != own:
                break
            panel = up
    if not labels:
        return labels
    # (asked before anything goes: a label inside a doomed element, or inside another label, goes with it)
    gone = {node.mem_id for node, _ in doomed}
    ids = {node.mem_id for node in labels}
    unique = {node.mem_id: node for node in labels}.values()
    return [node for node in unique if not _under(node, gone) and not _under(node.parent, ids)]


def _decompose(tree, node) -> None:  # noqa: ANN001 - selectolax tree and Node
    """``node`` out of the tree; (xnews37) one between two runs of bare text (a paragraph's text without ``<p>``, an
    advert's box between: ``<div class="text">Erster Absatz.<div class="ad">Anzeige</div>Zweiter Absatz.…``) leaves a
    paragraph's break in its place, two ``<br>`` (as such texts break their paragraphs), so that the runs stay two
    paragraphs (they were read as one, "Absatz.Zweiter" glued: the walk breaks a paragraph at an element with content,
    and the element's place had none)."""
    before, after = node.prev, node.next
    if before is not None and after is not None and before.tag == "-text" and after.tag == "-text" \
            and node.tag in _BETWEEN_PARAGRAPHS and not before.text_content.isspace() \
            and not after.text_content.isspace() and (end := before.text_content.rstrip()[-1:]) and end in _PARAGRAPH_END:
        node.insert_before(tree.create_node("br"))
        node.insert_before(tree.create_node("br"))
    node.decompose()


def _doomed(candidates: list, read: list, body_len: int, holders: _ContentHolders, code: bool,
            quotes: bool) -> tuple[list, list[bool]]:
    """The candidates ``_is_boilerplate`` dooms, with their attributes, and whether each is named as comments
    (``_comment``).  A candidate inside a doomed element not named as comments goes with it whatever its own
    verdict (only a comments' element may be kept again, ``_comments_are_the_page``), so it is judged only when
    named as comments itself (those count as the page's comments): over half the candidates are inside another
    (menus in a header, links in a share bar), and each of them measured its own text again (~0.07 CPU-s over
    the 468 sample pages spared; a doomed element's subtree is walked once to know them)."""
    doomed: list = []
    named: list[bool] = []
    inside: set[int] = set()  # the elements under a doomed element not named as comments
    for node, attrs in zip(candidates, read):
        if inside and node.mem_id in inside:
            if _comment(node, attrs) and _is_boilerplate(node, body_len, holders, attrs, code, quotes):
                doomed.append((node, attrs))
                named.append(True)
            continue
        if _is_boilerplate(node, body_len, holders, attrs, code, quotes):
            doomed.append((node, attrs))
            comment = _comment(node, attrs)
            named.append(comment)
            if not comment:
                inside.update([element.mem_id for element in node.traverse()])
    return doomed, named


def _under(node, ids: set[int]) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` or one of its ancestors has a ``mem_id`` of ``ids``."""
    while node is not None:
        if node.mem_id in ids:
            return True
        node = node.parent
    return False


# (session 24) an element hidden by a class of the CSS frameworks (Bootstrap's ``hidden`` and ``d-none``, Tailwind's
# ``hidden``, Bulma's ``is-hidden``, Foundation's ``hide``): often a copy of text shown elsewhere (a news site's perex
# once for phones and once for desktops), at times the page's own text that a script shows (a lead, a card's excerpt)
# (xtypes39) and Invision Community's ``ipsHide`` (its empty "Recommended Posts" box over a topic's posts)
_CLASS_HIDDEN = frozenset(("hidden", "d-none", "is-hidden", "hide", "u-hidden", "ipsHide"))


def hidden_class(cls: str) -> bool:
    """A class token of ``cls`` hides the element (``_CLASS_HIDDEN``); asked of the classes that hold "hid", "Hid"
    or "d-none" (found in the one pass over the elements, ``_candidates``)."""
    return not _CLASS_HIDDEN.isdisjoint(cls.split())
HIDDEN_COPY = 40  # a hidden element's text this long at least, found elsewhere on the page, is a copy
# ... a framework's class that shows it again from a screen size on (Tailwind's "md:block", Bootstrap's "d-md-block")
_SHOWN_FROM = re.compile(r"(?:^|\s)(?:[a-z0-9]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)"
                         r"|d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline|inline-block|inline-flex|table))(?:\s|$)")


def _element_sibling(node, way: str):  # noqa: ANN001, ANN202 - selectolax Node
    """The element before (``way`` "prev") or after ``node`` among its siblings, text nodes skipped."""
    sibling = getattr(node, way)
    while sibling is not None and sibling.tag in ("-text", "-comment"):
        sibling = getattr(sibling, way)
    return sibling


_BOX_HEADINGS = "h2, h3, h4, h5, h6"


def _labels_nothing(node, text: str) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether a hidden box's whole text ``text`` is one h2-h6 heading inside it: the title of a box that a script
    fills and shows when it has something (Invision Community's "Recommended Posts" over a topic's posts, empty in
    "ipsRecommendedComments ipsHide"), labelling nothing the reader sees.  Not a hidden heading itself (a page's
    title for screen readers), nor a box with more than its heading (a lead a script shows stays)."""
    if node.tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
        return False
    heads = node.css(_BOX_HEADINGS)
    return len(heads) == 1 and " ".join(heads[0].text(deep=True).split()) == text


def _remove_hidden_copies(body, found: list) -> None:  # noqa: ANN001 - selectolax Node
    """Decompose the elements of ``found``, hidden by a framework's class (``_CLASS_HIDDEN``), whose text (at
    least ``HIDDEN_COPY`` characters, white space aside) the page shows once more, the furniture gone: a copy for
    another screen size or for a script, which the walk took for a second paragraph.  A hidden element whose text
    is nowhere else stays (the lead of a page whose script shows it, taken as the reader would see it once
    shown); of two copies both hidden, one stays."""
    ids = {node.mem_id for node in found}
    # (one hidden inside another right inside it is the outer one's text: 3000 of them nested cost 0.4 s measured
    # each on its own)
    found = [node for node in found if node.parent is None or node.parent.mem_id not in ids]
    texts = [" ".join(node.text(deep=True).split()) for node in found]
    labels = {node.mem_id for node, text in zip(found, texts)
              if text and len(text) < HIDDEN_COPY and _labels_nothing(node, text)}
    if labels:  # (asked all before any goes: one inside another goes with it)
        gone = [node for node in found if node.mem_id in labels and not _under(node.parent, labels)]
        texts = [text for node, text in zip(found, texts) if not _under(node, labels)]
        found = [node for node in found if not _under(node, labels)]
        for node in gone:
            node.decompose()
    if not any(len(t) >= HIDDEN_COPY for t in texts):
        return
    page = " ".join(body.text(deep=True).split())
    counts: dict[str, int] = {}
    doomed: set[int] = set()
    for node, text in zip(found, texts):
        if len(text) < HIDDEN_COPY:
            continue
        if _SHOWN_FROM.search(node.attributes.get("class") or ""):
            # shown from a screen size on ("hidden md:block", "d-none d-md-block"): a copy only beside its twin for
            # the other sizes (the perex for phones, then for desktops), not when the page has it in another place
            # (a table of contents in the sidebar for desktops and above the text for phones: one of them stays)
            if not any(twin is not None and twin.tag == node.tag and " ".join(twin.text(deep=True).split()) == text
                       for twin in (_element_sibling(node, "prev"), _element_sibling(node, "next"))):
                continue
        up = node.parent
        while up is not None and up.mem_id not in doomed:
            up = up.parent
        if up is not None:
            continue  # inside a copy that goes
        left = counts.get(text)
        if left is None:
            left = page.count(text)
        if left >= 2:
            doomed.add(node.mem_id)
            left -= 1
        counts[text] = left
    for node in found:
        if node.mem_id in doomed:
            node.decompose()


def _posts_named_as_comments(candidates: list, read: list, posts: list, comments: list) -> list:
    """The elements named as comments that hold a post's text (``post_body``) and were not doomed for
    holding too much of the page: the first post of a GitHub issue, long, in its ``js-comment-container``,
    is a comment of the thread too, and its paragraphs are not the text of a page outside the comments."""
    holding: set[int] = set()
    for node in posts:
        up = node.parent
        while up is not None and up.mem_id not in holding:
            holding.add(up.mem_id)
            up = up.parent
    doomed = {node.mem_id for node in comments}
    return [node for node, attrs in zip(candidates, read)
            if node.mem_id in holding and node.mem_id not in doomed and _comment(node, attrs)]


def _surviving(marked: list, doomed: set[int]) -> set[int]:
    """The ``mem_id`` of the marked elements that no doomed element holds, asked before anything is
    decomposed (a decomposed element's descendants must not be touched again)."""
    kept = set()
    for node in marked:
        up = node
        while up is not None and up.mem_id not in doomed:
            up = up.parent
        if up is None:
            kept.add(node.mem_id)
    return kept


def _comment(node, attrs: dict | None = None) -> bool:  # noqa: ANN001 - selectolax Node
    attrs = node.attributes if attrs is None else attrs
    cls, ident = attrs.get("class"), attrs.get("id")
    names = f"{cls} {ident}" if cls and ident else cls or ident  # " ".join of those set
    if not names:
        return False
    found = _COMMENT_SEEN.get(names)
    if found is None:
        found = _comment_name(names)
    return found and "hidden" not in attrs and attrs.get("aria-hidden") != "true"


_COMMENT_SEEN: dict[str, bool] = {}  # class and id -> names reader comments (``_COMMENT_WORDS``)


def _comment_name(names: str) -> bool:
    """A word of ``_COMMENT_WORDS`` in an element's class and id, remembered like ``boiler_name`` (asked of
    every doomed element, ~13,000 on 250 sample pages, whose names recur)."""
    if len(_COMMENT_SEEN) > 100_000:
        _COMMENT_SEEN.clear()
    if names.isascii():  # see boilernames.boiler_name
        lowered = names.lower()
        found = any(map(lowered.__contains__, _COMMENT_WORDS))
    else:
        found = _COMMENT_RE.search(names) is not None
    _COMMENT_SEEN[names] = found
    return found


def _comments_are_the_page(comments: list, body, body_len: int, html: str,  # noqa: ANN001
                           marked: list | None = None, posts: list | None = None) -> bool:
    """A forum thread: its metadata says so, or it does not claim to be an article (or, xopen36, its comment
    elements hold two posts' texts of a forum engine, ``_thread_posts``), the (outermost) comment elements hold
    most of the text, and outside them nothing is marked as an article body and there are no two long
    paragraphs.  (xde37) When the comment elements hold two posts' texts, the thread's opening post outside them
    (``_opening_post``) counts with them: the thread's text, not the page's own beside its comments."""
    if says_forum(html):
        return True
    ids = {node.mem_id for node in comments}
    thread = _thread_posts(posts, ids)
    claimed = says_article(html)
    if claimed and not thread:
        return False
    total = 0
    for node in comments:
        if _enclosing(node.parent, ids) is None:  # not inside another comment element: counted once
            total += len(node.text(deep=True))
    if thread and posts:
        opening = _opening_post(posts, ids)
        if opening is not None:
            total += len(opening.text(deep=True))
            ids = ids | {opening.mem_id}
    if total < COMMENTS_SHARE * body_len:
        return False
    def outside(node) -> bool:  # noqa: ANN001
        return _enclosing(node, ids) is None

    if any(outside(node) for node in (body.css(_CONTENT_SELECTOR) if marked is None else marked)):
        return False
    if claimed:  # (session 36) a page claiming to be an article with posts' texts in its comments: an article
        # whose paragraphs are short ones (a council's four paragraphs over a comment tree) is still one; a forum's
        # thread has no prose of its own outside its posts, (xreview37) before them: Invision's guest box under
        # the thread ("Join the conversation" over "You can post now and register later. …" and "Note: Your post
        # will require moderator approval …"), which every crawler sees, is prose after them
        before = 0
        for p in body.css("p"):
            if not outside(p):
                break
            before += len(p.text(deep=True))
        return before < LONG_PARAGRAPH
    return sum(1 for p in body.css("p") if len(p.text(deep=True)) > LONG_PARAGRAPH and outside(p)) < 2


THREAD_POSTS = 2  # a page's comment elements holding this many posts' texts are a thread's posts


def _thread_posts(posts: list | None, ids: set[int]) -> bool:
    """(xopen36) The comment elements (``ids``) hold ``THREAD_POSTS`` elements of a post's text (``post_body``):
    Invision Community names each post of a thread ``ipsComment`` and many boards' heads say og:type "article" of
    every thread, so the metadata's word alone made the posts an article's comments and dropped them, the member
    panels and buttons kept by the looser fallback.  An article with its comments is told apart by the checks
    after this one (its body marked, or two long paragraphs outside the comments)."""
    if not posts:
        return False
    found = 0
    for node in posts:
        if _enclosing(node.parent, ids) is not None:
            found += 1
            if found >= THREAD_POSTS:
                return True
    return False


# (xde37) the names of a forum engine's post, which a thread's opening post and its replies share (Vanilla's
# ``userContent``); not a comment system's or a Q&A site's, whose comments under a post or an answer are furniture
# (Lemmy's ``md-div``, GitHub's ``comment-body``, Stack Exchange's ``s-prose`` answers over their comments).
# (xreview37c) Nor Invision's or XenForo's: their threads list the opening post among the replies, one comment element
# each, and what such an engine sets apart above its comments is the entry of its blog, its Pages app's article or
# a gallery's item ("ipsType_richText" over "ipsComment"s, "bbWrapper" over XFMG's "js-comment"s): an article's
# readers' comments, which were kept as the thread's posts
_FORUM_POST_CLASSES = frozenset(("userContent", "postbody", "postcontent", "post_body", "cooked", "Post-body",
                                 "postmsg"))


def _opening_post(posts: list, ids: set[int]):  # noqa: ANN202
    """(xde37) The one post's text outside the comment elements ``ids`` named as a forum engine's post as the posts
    in them are (``_FORUM_POST_CLASSES``): a thread's opening post above its replies, which the engine names as
    comments (Vanilla's ``Discussion`` over its ``CommentsWrap``, each post's ``Message userContent``); else None."""
    outside = [node for node in posts if _enclosing(node.parent, ids) is None]
    if len(outside) != 1:
        return None
    names = _FORUM_POST_CLASSES.intersection((outside[0].attributes.get("class") or "").split())
    if not names:
        return None
    inside = (node for node in posts if node is not outside[0])
    return outside[0] if any(names.intersection((node.attributes.get("class") or "").split()) for node in inside) else None


def _enclosing(node, ids: set[int]):  # noqa: ANN001, ANN202
    """``node`` or its nearest ancestor that is one of the elements ``ids`` names (the comment elements), or None."""
    while node is not None and node.mem_id not in ids:
        node = node.parent
    return node


# (session 33) the controls that open an element of the page by its id: a tab's or an accordion's link to its
# panel, a button naming the panel it controls, Bootstrap's data attributes
_CONTROL_ATTRS = ("aria-controls", "href", "data-target", "data-bs-target")
_CONTROL_SELECTOR = '[aria-controls], a[href^="#"], [data-target^="#"], [data-bs-target^="#"]'


class _ContentHolders:
    """Which elements of a page hold an element marked as the article body (``_CONTENT_SELECTOR``),
    themselves included: found once per page, asked for when first needed, instead of one CSS query per
    candidate (the selector's dozen substring tests on every candidate's subtree cost more than the rest
    of the furniture pass).  ``marked``: the marked elements as ``_candidates`` found them on its way
    (else one query).  The page must not change while it is asked.  It also knows, once asked
    (``opened``), the ids of the elements the page's own controls open (``_CONTROL_SELECTOR``)."""

    def __init__(self, body, marked: list | None = None,  # noqa: ANN001 - selectolax Node
                 buttons: set[str] | None = None) -> None:
        self.body = body
        self.marked = marked
        self.ids: set[int] | None = None
        self.buttons = buttons  # the ids the page's buttons open (gone from the tree by now)
        self.targets: dict[str, list] | None = None  # each id a control opens: its controls

    def opened(self, ident: str) -> bool:
        """Whether a control of the page (a tab's link ``href="#id"``, a button's ``aria-controls``, Bootstrap's
        ``data-target``/``data-bs-target``) opens the element of id ``ident``: one query per page, when first
        asked (only for a hidden element with an id)."""
        if self.targets is None:
            targets: dict[str, list] = {}
            for control in self.body.css(_CONTROL_SELECTOR):
                for target in _control_targets(control.attributes):
                    targets.setdefault(target, []).append(control)
            self.targets = targets
        if self.buttons and ident in self.buttons:
            return True
        controls = self.targets.get(ident)
        # (the bar of each control is looked at only for an id asked: a page's footnote links are hundreds)
        return controls is not None and not all(_in_bar(c) for c in controls)

    def __contains__(self, node) -> bool:  # noqa: ANN001 - selectolax Node
        if self.ids is None:
            ids: set[int] = set()
            for marked in self.body.css(_CONTENT_SELECTOR) if self.marked is None else self.marked:
                while marked is not None and marked.mem_id not in ids:
                    ids.add(marked.mem_id)
                    marked = marked.parent
            self.ids = ids
        return node.mem_id in self.ids


def button_targets(buttons: list) -> set[str]:
    """The ids of the elements that the page's ``<button>`` elements open (``aria-controls``, Bootstrap's
    ``data-target``/``data-bs-target``), read before the pruning drops the buttons (``prune.scan``'s "buttons"): a
    theme's tab buttons over the panels they show (see ``_opened_panel``); not a button of a byline or a share bar
    (``_in_bar``)."""
    targets: set[str] = set()
    for node in buttons:
        found = _control_targets(node.attributes)
        if found and not _in_bar(node):
            targets.update(found)
    return targets


def _control_targets(attrs: dict) -> list[str]:
    """The ids a control's ``attributes`` name as what it opens (``_CONTROL_ATTRS``)."""
    targets: list[str] = []
    for key in _CONTROL_ATTRS:
        value = attrs.get(key)
        if value:
            if key == "aria-controls":
                targets += value.split()
            elif value[0] == "#":
                targets.append(value[1:])
    return targets


# (xpanel34) the bars around an article's text whose controls open furniture, not the page's text: a byline's (the
# writer's name opens a bio: "<div class="article-meta"><button aria-controls="p-4711">Jana Nováková</button>"), a
# share bar's (its "Share" opens the networks' links); a tab list or a FAQ is named otherwise
# (xreview34b) ... and not a box whose name only starts so: a product's summary ("product-meta", WooCommerce's
# "product_meta"), a dataset's or a document's "metadata", an investors' page's "shareholder-info", a journal's
# "author-guidelines", whose tabs open the page's specifications or sections
# (xreview35) ... and the word whole, or with a bar's part after it ("share-buttons", "authorbox", "byline__name",
# "socials"): not a word it begins ("authority", "shared", "metal", "socialism") nor a compound naming something else
# ("local-authority-tabs", "shared-tabs", "social-care-tabs": a council's or a shop's tabs over its own text)
_BAR_RE = re.compile(r"(?:^|[\s_-])(?<!product[_-])(?:byline|author|autor|meta|share|sharing|social)(?=$|\s|[_-]*(?:s|bar"
                     r"|box|buttons?|btns?|links?|icons?|tools?|info|bio|line|media|share|sharing|wrap|wrapper|container"
                     r"|list|block|nav|menu|details?|names?|widget|panel|area|top|bottom|items?|card|avatar|date|time"
                     r"|meta|byline|authors?)(?:$|[\s_-]))", re.I)
BAR_LEVELS = 3  # a control this many levels inside such a bar at most (the byline's <span>, its <p>)


def _in_bar(control) -> bool:  # noqa: ANN001 - selectolax Node
    """``control``, or an element at most ``BAR_LEVELS`` levels above it, is named as a byline or a share bar
    (``_BAR_RE``)."""
    node = control
    for _ in range(BAR_LEVELS + 1):
        if node is None:
            break
        names = _class_and_id(node.attributes)
        if names and _BAR_RE.search(names):
            return True
        node = node.parent
    return _byline_control(control)


def _byline_control(control) -> bool:  # noqa: ANN001 - selectolax Node
    """(xleft35) ``control`` is the writer's name in a byline whose boxes no class names so (a theme's
    "article-header__info", "story-head", "credits"): its text a writer's name alone (``byline.names_alone``), and an
    element at most ``BAR_LEVELS`` levels above it a byline's by its marks: a ``<time>`` beside the name, or a
    byword before it ("Von Anna Schmidt", "By John Smith").  What it opens is the writer's bio.  A tab or an
    accordion's control named after a person (a team page's "Jan Novák" over his profile) has neither."""
    name = control.text(deep=True).strip()
    if not name or len(name) > BYLINE or not names_alone(name):
        return False
    node = control.parent
    for _ in range(BAR_LEVELS):
        if node is None or node.tag in ("body", "main", "article"):
            return False
        if node.css_first("time") is not None:
            return True
        text = " ".join(node.text(deep=True).split())
        at = text.find(name)
        if 0 < at and at + len(name) <= BYLINE and byline(text[:at + len(name)]):
            return True
        node = node.parent
    return False


# the elements of a consent manager (``boilernames.consent_vendor``), removed on the permissive pass too, where
# nothing named as furniture goes: a page of link cards otherwise took a preference centre's paragraphs as its text
CONSENT_SELECTOR = ", ".join(f'[{a}*="{v}"]' for v in CONSENT_VENDORS for a in ("id", "class"))
# (session 29) ... and so is a page's side column by its whole name, "side" or "sidebar" (old Reddit's ``<div
# class="side">``: the subreddit's description, its rules, its readers' count), never a page's text either: a thread
# whose post is short goes to the permissive pass, which took the column's sentences as the post's
# (xother34) ... and so is a shop's box of other products under a product (``boilernames.shop_teaser_name``, by the
# engines' own classes: WooCommerce, Shopware 6, Magento 2, Shopify): a product with a one-line description goes to
# the permissive pass, which took the box's heading and its grid of names as the product's text
_SHOP_TEASER_SELECTOR = (".related.products, .upsells.products, .cross-sells, .product-detail-cross-selling, "
                         ".block.related, .block.upsell, .block.crosssell, .product-recommendations")
LOOSE_SELECTOR = CONSENT_SELECTOR + ", .side, #side, .sidebar, #sidebar, " + _SHOP_TEASER_SELECTOR


def _is_boilerplate(node, body_len: int, holders: _ContentHolders | None = None,  # noqa: ANN001
                    attrs: dict | None = None, code: bool = True, quotes: bool = True) -> bool:
    attrs = node.attributes if attrs is None else attrs
    get = attrs.get
    names = get("class")
    if names is None or len(attrs) > 1:  # not a class alone (most candidates): neither a dialog nor hidden
        role = get("role")
        if get("data-role") in SIGNATURE_ROLES:
            return True
        if get("aria-modal") == "true" or role in ("dialog", "alertdialog") or "popover" in attrs:
            # a modal dialog (consent settings, sign-up pop-up) or a popover (HTML's ``popover``: hidden until
            # a button opens it, a forum's "allow notifications" steps per browser) over the page, not the
            # page (unless it is the sheet an accordion of the page opens: a product's description)
            return len(node.text(deep=True)) < 0.4 * body_len and not _in_panel(node)
        # (HTML's ``hidden="until-found"``: an accordion's closed section that the browser's find-in-page
        # opens, GOV.UK's, Radix's: the page's text, not a script's store)
        hidden = ("hidden" in attrs and get("hidden") != "until-found") or get("aria-hidden") == "true"
        style = get("style")
        names = " ".join(v for v in (names, get("id"), role) if v)
        # a hidden panel labelled by its tab or accordion button (aria-labelledby), or the ARIA accordion
        # pattern's ``role="region"`` that its heading's button opens, is one the reader opens
        if (hidden or (style and _HIDDEN_STYLE_FOUND(style))) \
                and not (names and _DISCLOSURE_FOUND(names) and not _glyph(node)) \
                and "aria-labelledby" not in attrs and role != "region" and not _folded_under_heading(node) \
                and not _opened_panel(node, get("id"), holders):
            # hidden until a script shows it (streamed React pages, anti-flicker): the page itself is in there
            return len(node.text(deep=True)) < 0.4 * body_len
    if not names or not boiler_name(names):
        return False
    cls = get("class")
    if cls and subject_field(cls) and not strong_name(names):
        return False  # a fact field of the page's subject named "meta": The Events Calendar's venue, organizer
    if "admonition-" in names or get("id"):
        own = _without_title_names(node, names, get("id"))
        if own != names and not (own and boiler_name(own)):
            return False  # named only after its own title: a manual's section or note, not furniture
    if hover_only(names):
        return _hover_card(node)
    if quotes and "ocial" in names and _embedded_post(node, names):
        return False
    if caption_only(names) and not _picture_caption(node):
        return False
    tag = node.tag
    if tag in ("body", "html", "main", "article") or code and _inside(node, ("pre", "code"), CODE_LEVELS):
        return False  # a highlighter's "comment" or "meta" span is part of the code
    if tag in _HEADINGS and not boiler_name(" ".join(v for v in (get("class"), get("role")) if v)):
        return False  # a heading's id is its anchor, made from its text ("Related work", "Nav­igating …")
    if tag in _HEADINGS and _opens(node) and not strong_name(names):
        return False  # an accordion's question, the button that opens its answer ("accordion-button ask-ads")
    if tag in _TEXT_TAGS and not text_boiler_name(names):
        return False  # a link or a quote named only by a box word (boilernames._BOX_WORDS)
    if tag == "a" and in_sentence(node) and not strong_name(names):
        return False  # a link inside a sentence (a glossary's class="popup"): its words are the sentence's
    if player_only(names):
        return _player_box(node, get("class"), get("id"))
    # never drop a wrapper that holds most of the page (but a consent manager's: no page is one), or real
    # paragraphs unless named as comments/related
    length = len(node.text(deep=True))
    if length >= 0.4 * body_len:
        # a consent manager's banner goes however much it holds; a shop's customer reviews unless they are
        # nearly all the page (a shop's page of its reviews): beside a short description they outweigh it; a box
        # of related articles' teasers unless it is most of the page or holds the page's headline or its marked
        # text (a wrapper so misnamed): beside a short post it outweighed the post
        # (session 29) and a column named "side" or "sidebar" as a whole beside a paragraph of prose, unless it holds
        # the article's body (old Reddit's "side" beside a short post held more than the post; a page's main column
        # so named has no prose beside it)
        if side_column(names):
            return _prose_beside(node) and not ((node in holders) if holders is not None else node.css_first(_CONTENT_SELECTOR) is not None)
        # (xother34) a shop's box of other products goes however much it holds (no page is one)
        return consent_vendor(names) or (length < REVIEWS_SHARE * body_len and reviews_name(names)) or (
            (length < TEASER_BOX_SHARE * body_len and teaser_box_name(names) or shop_teaser_name(names))
            and node.css_first("h1") is None
            and not ((node in holders) if holders is not None else node.css_first(_CONTENT_SELECTOR) is not None))
    if strong_name(names):
        return True
    if "anner" in names and _title_banner(node, names):
        return False
    if "ooter" in names and (_headline_footer(node, names) or _closing_paragraph(node, names)):
        return False
    if (node in holders) if holders is not None else (node.css_first(_CONTENT_SELECTOR) is not None):
        return False
    if "romo" in names and _offer_cards(node, names):
        return False
    if "aywall" in names and _paywalled_text(node):
        return False
    if length <= 2 * LONG_PARAGRAPH:  # too little text for two long paragraphs: no need to look at them
        return not (length > LONG_PARAGRAPH and _own_paragraph(node, names, length))
    long_paragraphs = 0
    for p in node.css("p"):
        if len(p.text(deep=True)) > LONG_PARAGRAPH:
            long_paragraphs += 1
            if long_paragraphs >= 2:
                return False
    return not _own_paragraph(node, names, length)


_NOT_TEXT = "button, form, input, iframe, img, ul, ol, h1, h2, h3, h4"  # a pitch's parts, never a text's run-on


# (xreview37b) the words of a paywall's pitch written as paragraphs, beside ``_CALL_TO_ACTION``'s
# (xreview38) and the subscription's own word in the languages of the papers that ship their text behind one (a Czech,
# Slovak, Polish, Italian, Hungarian or Spanish pitch, "Tento článek je dostupný pouze pro předplatitele …", "Ten
# artykuł jest dostępny wyłącznie dla prenumeratorów …", "Questo contenuto è riservato agli abbonati …", was kept
# as the text's rest)
_PAYWALL_PITCH = re.compile(r"\babo\b|digitalabo|weiterlesen|continue reading|read the full|keep reading"
                            r"|lire la suite|exklusiv für|exclusive to|réservé aux|riservato agli|einloggen|log in"
                            r"|subscriber|unlimited access|unbegrenzt"
                            r"|předplat|predplat|prenumerat|abbonat[io]\b|abbonamento|abonnement|abonné|abonnent"
                            r"|előfizet|suscriptor|suscripción", re.I)


def _paywalled_text(node) -> bool:  # noqa: ANN001 - selectolax Node
    """(xnews37) Whether an element named as a paywall is the article's text behind it, not the box asking to
    subscribe: it opens with a paragraph of prose (``SIDE_PROSE``) right after a paragraph of prose, holds
    paragraphs only (no button, form, picture, list or heading: a pitch's parts).  Sites ship the whole text and hide or blur its rest for those who do not pay
    (``<p>…</p><div class="article-paywall"><p>…</p><p>…</p></div>``): two short paragraphs in it were dropped as
    the paywall's box."""
    first = node.child
    while first is not None and first.tag in ("-text", "-comment") and not (first.text_content or "").strip():
        first = first.next
    before = node.prev
    while before is not None and before.tag in ("-text", "-comment") and not (before.text_content or "").strip():
        before = before.prev
    if first is None or first.tag != "p" or before is None or before.tag != "p":
        return False
    if not all(_prose(p) for p in (first, before)) or node.css_first(_NOT_TEXT) is not None:
        return False
    if _pitched(node):
        return False  # (xreview37b) the box's pitch in paragraphs: "Mit einem Digitalabo lesen Sie …", "Bereits Abonnent?"
    return all(child.tag == "p" for child in node.iter())


def _pitched(node) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether most of the paragraphs in ``node`` (more than half) speak of the subscription or call to act
    (``_PAYWALL_PITCH``, ``_CALL_TO_ACTION``): a paywall's box pitches in each of its paragraphs ("Tento článek je
    dostupný pouze pro předplatitele …" "Předplatné získáte už od 159 Kč …"); (xreview39) an article's rest behind
    it says "Abonnement", "předplatné" or "jetzt" in one paragraph of several (a report on a ticket's or a streaming
    service's subscription: "Wer das Abonnement kündigen will, muss …"), and stays."""
    texts = [t for p in node.css("p") if (t := p.text(deep=True))]
    pitched = sum(1 for t in texts if _PAYWALL_PITCH.search(t) or _CALL_TO_ACTION.search(t))
    return 2 * pitched > len(texts)


def _prose(p) -> bool:  # noqa: ANN001 - selectolax Node
    """A paragraph of prose (``_prose_line``)."""
    return _prose_line(p.text(deep=True).strip())


def _prose_line(text: str) -> bool:
    """A (stripped) text of prose: ``SIDE_PROSE`` long at least, ending as a sentence."""
    return len(text) >= SIDE_PROSE and text[-1] in _SENTENCE_END


GLYPH_CHARS = 3  # an icon's text glyph ("+", "−", "▾") is this short at most


def _glyph(node) -> bool:  # noqa: ANN001 - selectolax Node
    """(xen37) A hidden element named as an accordion's holds only an icon's glyph, no letter nor digit: the "+"
    of ``<span class="faq__icon" aria-hidden="true">+</span>`` in an FAQ's question button, decoration hidden from
    screen readers, not a panel the reader opens (it was glued to the question: "Where do you deliver to?+")."""
    text = node.text(deep=True).strip()
    return len(text) <= GLYPH_CHARS and not any(c.isalnum() for c in text)


SIDE_PROSE = 80  # a paragraph of prose beside a side column is this long at least, ending as a sentence
_SENTENCE_END = ".!?…\"“”»"
PLAYER_TEXT = 600  # a media player's box holds no more text than this (its title, duration, labels)


_PLAYER_ID_WORD = re.compile(r"player|audio|embed|widget|listen|tts|podcast|speech", re.I)


def _player_box(node, cls: str | None, ident: str | None) -> bool:  # noqa: ANN001 - selectolax Node
    """(xleft31) Whether an element named only as a media player (``boilernames.player_only``) is the player's box:
    its title ("Today's News in 90 Seconds - November 25th"), duration, "Listen to this article" and "Powered by"
    lines, up to ``PLAYER_TEXT`` characters, none of them a sentence of prose (``SIDE_PROSE``).  A radio's page
    keeps its programme's description in such a box, a podcast's page its episode's notes, a wrapper so named the
    article: those stay.  A maker's name in an id alone names a player with a player's word beside it
    ("amazon-polly-audio-table"): a heading's anchor is made from its title ("h-1-amazon-polly" over a section on
    the service)."""
    if not (cls and boiler_name(cls)) and not (ident and _PLAYER_ID_WORD.search(ident)):
        return False
    text = node.text(deep=True, separator="\n")
    if len(text) > PLAYER_TEXT:
        return False
    return not any(_prose_line(line.strip()) for line in text.split("\n"))


def _prose_beside(node, scope=None) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether the page (or ``scope``, an ancestor of ``node``) holds a paragraph of prose (``SIDE_PROSE``) outside
    ``node``: the text the column is beside (asked only of a side column that holds much of a page); with a
    ``scope``, a paragraph inside another element named as boilerplate (a sidebar's widget) does not count."""
    body = scope
    if body is None:
        body = node.parent
        while body is not None and body.tag != "body":
            body = body.parent
        if body is None:
            return False
    column = node.mem_id
    top = body.mem_id
    for p in body.css("p"):
        if _prose(p):
            up = p.parent
            while up is not None and up.mem_id != column and up.mem_id != top:
                if scope is not None and _boiler_named(up):
                    break
                up = up.parent
            if up is not None and up.mem_id == top:
                return True
    return False


def _class_and_id(attrs: dict) -> str:
    """An element's class and id (``attributes``) as one string of names, "" when it has neither."""
    return " ".join(v for v in (attrs.get("class"), attrs.get("id")) if v)


def _boiler_named(node) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether the element's class or id names it as boilerplate (``boiler_name``)."""
    names = _class_and_id(node.attributes)
    return bool(names) and boiler_name(names)


# (session 30) the names under which a page builder or a theme puts a page's own prose as often as furniture: a
# town's "social-services-box" (its social services, not sharing), a club's "promo-text" presenting itself, a
# theme's "sidebar-content" column holding the post; an author's box so named stays furniture
_MISNAMED = re.compile(r"promo|social|sidebar", re.I)
_NOT_MISNAMED = re.compile(r"author|autor|\bbio|byline|follow|widget", re.I)
# what a promotion sells: a subscription, a download, a discount (all that tells a promotion's card from an offer's,
# ``_offer_cards``: an offer's description speaks of enrolments, "inscriptions", and of what one can "join")
_PROMOTION_PITCH = re.compile(r"newsletter|subscri|abonn|download|herunterlad|télécharg|scarica|coupon|gutschein|"
                              r"rabatt|discount|sconto|réduction", re.I)
# the words of a call to action, which make one long paragraph a blurb (a newsletter's, an app's, a shop's
# offer; "follow us"), in English, German, French and Italian
_CALL_TO_ACTION = re.compile(
    _PROMOTION_PITCH.pattern + r"|sign up|anmelden|registrier|inscri|iscriv|\bapp\b|click|klick|clicca|cliquez|follow|"
    r"folg[et] uns|suivez|seguici|jetzt|join us|join now|membership|mitglied werden|devenez|diventa",
    re.I)
OWN_PARAGRAPH_SHARE = 0.6  # a box this much one paragraph is that paragraph (with its heading, a caption's word)
OWN_PARAGRAPH_LINKS = 0.1  # ... whose text in links is less than this share: its own prose, not a teaser
OWN_PARAGRAPH_LEVELS = 3  # ... beside prose in its parent, or above it through wrappers so named ("promo-section")


def _own_paragraph(node, names: str, length: int) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether a box named as furniture by a word that also names a page's own sections (``_MISNAMED``) is one long
    paragraph of the page's prose: one paragraph over ``LONG_PARAGRAPH`` that is most of the box, ends as a
    sentence, has few links and no call to action, in a box without a form or a button, beside another paragraph
    of prose in the box's parent, or higher through the wrappers named so too (the page's text it continues; a
    sidebar's blurb has none beside it in its column, outside other widgets).  The one-paragraph blurbs (a
    newsletter's call, an app's promotion, an author's bio, a related article's linked teaser, a sidebar's "about
    me") stay furniture."""
    if _MISNAMED.search(names) is None or _NOT_MISNAMED.search(names) is not None or side_column(names):
        return False
    if node.css_first("form, input, button, select, textarea") is not None:
        return False
    own = None
    for p in node.css("p"):
        if len(p.text(deep=True)) > LONG_PARAGRAPH:
            if own is not None:
                return False
            own = p
    if own is None:
        return False
    text = own.text(deep=True).strip()
    if len(text) < OWN_PARAGRAPH_SHARE * length or text[-1] not in _SENTENCE_END \
            or _CALL_TO_ACTION.search(text) is not None:
        return False
    linked = sum(len(a.text(deep=True)) for a in own.css("a"))
    if linked >= OWN_PARAGRAPH_LINKS * len(text):
        return False
    scope = node.parent
    for _ in range(OWN_PARAGRAPH_LEVELS):
        if scope is None or scope.tag in ("body", "html"):
            return False
        if _prose_beside(node, scope):
            return True
        names = _class_and_id(scope.attributes)
        if not names or _MISNAMED.search(names) is None:
            return False  # (a widget's column: "widget-area", "col-md-4", beside the text only higher up)
        scope = scope.parent
    return False


# (session 32) a services page's offers as a content management system's promotion component writes them (Adobe
# Experience Manager's "cmp-promo", a theme's "promo-card", "promo-tile"): a grid of cards, each one link to the
# site's own page around the offer's name and a sentence or two describing it.  They are the page's text (wcxb's
# truths of a firm's, a university's, a town's services pages keep them); a promotion's box (a subscription, an
# app, another story) stays furniture.
OFFER_CARDS = 2  # a grid of offers holds this many cards at least (one promotion alone is an advert's shape) ...
OFFER_CARD_SHARE = 0.6  # ... which hold this share of its text at least (not a box of other things)
OFFER_CARD_LEVELS = 4  # a card's grid is this many wrappers above it at most (columns, rows)
OFFER_TEXT_CHARS = 80  # a card's description is a sentence this long at least (choose.CARD_TEXT_CHARS), a full stop
# in it (a link's label may follow: "Find out more")


def _offer_cards(node, names: str) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether an element named as a promotion (``promo``) is a services page's offer card, a part of one, or a grid
    of them: its text mostly in links each around a heading and a description of ``OFFER_TEXT_CHARS`` or more with
    a full stop, selling nothing (``_PROMOTION_PITCH``), leading to a named page, not to one document (an address
    with an id, a date or an article's long slug: a news site's promoted stories), no form in it, and
    ``OFFER_CARDS`` such cards in it or in a wrapper at most ``OFFER_CARD_LEVELS`` above it (its grid)."""
    if _NOT_MISNAMED.search(names) is not None:
        return False
    part = node.tag == "a" or _inside(node, ("a",), OFFER_CARD_LEVELS)  # (a card's title, its description)
    count = 0
    if not part:
        if node.css_first("form, input, select, textarea") is not None:
            return False
        cards = _offer_card_chars(node)
        if cards is None or cards[1] < OFFER_CARD_SHARE * len(" ".join(node.text(deep=True, separator=" ").split())):
            return False
        count = cards[0]
    scope = node
    for _ in range(2 * OFFER_CARD_LEVELS if part else OFFER_CARD_LEVELS):
        if count >= OFFER_CARDS:
            return True
        scope = scope.parent
        if scope is None or scope.tag in ("body", "html"):
            return False
        cards = _offer_card_chars(scope)
        if cards is None:
            return False
        count = cards[0]
    return count >= OFFER_CARDS


def _offer_card_chars(node) -> tuple[int, int] | None:  # noqa: ANN001 - selectolax Node
    """The offer cards under ``node`` and their characters (see ``_offer_cards``); None when a link around a
    heading under it is no offer's card (a promoted story, a call to action)."""
    count = chars = 0
    for link in node.css("a[href]"):
        heading = link.css_first("h2, h3, h4, h5, h6")
        if heading is None:
            continue
        text = " ".join(link.text(deep=True, separator=" ").split())  # (the label glued to the description's stop)
        name = " ".join(heading.text(deep=True, separator=" ").split())
        described = " ".join(text.replace(name, " ", 1).split())
        href = link.attributes.get("href") or ""
        # (an offer may be a sister company's site: the address's shape says a document, not its host)
        if len(described) < OFFER_TEXT_CHARS or fullstops.SENTENCE_INSIDE.search(described) is None \
                or _PROMOTION_PITCH.search(described) is not None or document_target(href, site_host(href)):
            return None
        count += 1
        chars += len(text)
    return count, chars


_ADMONITION_TITLE = re.compile(r"(?<!\S)admonition-\S+")  # docutils' class of a titled note, made from its title


def _without_title_names(node, names: str, ident: str | None) -> str:  # noqa: ANN001 - selectolax Node
    """``names`` without the parts a documentation generator makes from the element's own title, which say
    nothing of what it is: the class of a titled admonition (docutils' "admonition-you-can-t-share-pickles-
    between-versions": "share"), and the id of a section that its heading links to as its anchor (Sphinx's
    "s-meta-options" under "Meta options¶": "meta"; a heading's own id is already left out).  A box of related
    links or a share bar named after its heading does not link its heading to itself, or links it by its
    title, not by a permalink (``_permalink``); a class spelled as the id stays."""
    out = _ADMONITION_TITLE.sub(" ", names) if "admonition-" in names else names
    if ident and ident in out:
        heading = _first_heading(node)
        if heading is not None:
            for a in heading.css('a[href^="#"]'):
                anchor = (a.attributes.get("href") or "")[1:]
                if anchor and (ident == anchor or ident.endswith("-" + anchor)) and _permalink(a, anchor):
                    tokens = out.split()
                    if ident in tokens:  # the id's token, the last of its spelling: a class so spelled stays
                        del tokens[len(tokens) - 1 - tokens[::-1].index(ident)]
                    out = " ".join(tokens)
                    break
    return " ".join(out.split())


TITLE_CHILD = 3  # a generator writes a section's heading among its first this many children (see _first_heading)


def _first_heading(node):  # noqa: ANN001, ANN202 - selectolax Node
    """The heading among the first ``TITLE_CHILD`` children of ``node`` that are not empty, as a documentation
    generator writes a section's title (Sphinx's ``<section id="s-meta-options"><span id="s-id3"></span><span
    id="meta-options"></span><span id="id3"></span><h2>``), else None: a look at a few children, not a search
    of the whole element (a sidebar, a page wrapper named as furniture)."""
    child, seen = node.child, 0
    while child is not None and seen < TITLE_CHILD:
        if child.tag in _HEADINGS:
            return child
        if child.tag[0] != "-" and child.child is not None:  # (empty anchors before it: Sphinx's <span id="s-id3">)
            seen += 1
        child = child.next
    return None


_WORDS = re.compile(r"[^\W_]+")


def _permalink(a, anchor: str) -> bool:  # noqa: ANN001 - selectolax Node
    """The heading's link to its section is a generator's permalink: a mark ("¶", "#", "§", an icon, nothing)
    or the title itself made into the anchor ("Meta options" to "#meta-options").  A box's title that links
    to the box ("2 Kommentare" to "#comments", "Share this page" to "#share") is the box's furniture."""
    words = _WORDS.findall(a.text(deep=True).lower())
    return not words or "-".join(words) == "-".join(_WORDS.findall(anchor.lower()))


_BANNER = re.compile(r"banner", re.I)
# (session 24) a post of a social network embedded in the article (a tweet, an Instagram post, a TikTok, a Bluesky or
# Mastodon post, a Reddit post: its fallback ``<blockquote>`` holds the post's text, which the page quotes), in a
# wrapper named "social-media-embed", "social-embed", "embed--social": the text's quotation, not share buttons
_EMBEDDED_POST = ("blockquote.twitter-tweet, blockquote.instagram-media, blockquote.tiktok-embed, "
                  "blockquote.bluesky-embed, blockquote.mastodon-embed, blockquote.reddit-embed-bq, "
                  "blockquote.threads-embed, blockquote.text-post-media")
_SOCIAL_ONLY = re.compile(r"social", re.I)


def _embedded_post(node, names: str) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` is named as furniture only by "social" and holds an embedded post's ``<blockquote>``
    (``_EMBEDDED_POST``)."""
    return not boiler_name(_SOCIAL_ONLY.sub(" ", names)) and node.css_first(_EMBEDDED_POST) is not None


HEADLINE_FOOTER_LINKS = 0.5  # a box under the headline with this share of its text in links is teasers, not a deck
_DECK_HEADINGS = "h2, h3, h4, h5, h6"  # a deck under the headline set as a subheading (elDiario.es's ``li > h2``)
_FOOTER_WORD = re.compile(r"(?:^|[\s_-])footer(?:$|[\s_-])", re.I)


def _headline_footer(node, names: str) -> bool:  # noqa: ANN001 - selectolax Node
    """(session 29) A box named "footer" right under the page's ``<h1>``, in the headline's own box: the headline's
    foot, its deck (elDiario.es's ``div.news-header > h1 + ul.footer > li > h2``), not the page's footer, which
    never follows the headline; named so only (a share bar or a meta line there goes by its own name), and not mostly
    links (AppleInsider's ``<h1>Unbeatable Deals …</h1>`` over its "article-footer-deals-post" teasers: a box's own
    heading, not the page's headline); its text mostly a subheading's (xreview29c: a plea, a share bar's labels, a linked
    teaser set in paragraphs or spans there are the site's, not the headline's deck)."""
    if node.tag == "footer" or boiler_name(_FOOTER_WORD.sub(" ", names)):
        return False
    before = _element_sibling(node, "prev")
    if before is None or before.tag != "h1":
        return False
    text = len(node.text(deep=True).strip())
    return text > 0 and sum(len(a.text(deep=True).strip()) for a in node.css("a")) < HEADLINE_FOOTER_LINKS * text \
        and 2 * sum(len(h.text(deep=True).strip()) for h in node.css(_DECK_HEADINGS)) >= text


CLOSING_LINKS = 0.1  # (xleft37) a closing paragraph's text in links is less than this share
# (xreview37b) ... and it is none of the footer's notes in prose, which sites put there: a comment policy ("Comments on
# this article are moderated. …", "Bitte beachten Sie unsere Netiquette: Kommentare …"; a report's "declined to
# comment" is no policy's word), the rights ("Riproduzione riservata © …", "All rights reserved"), a newsletter's
# pitch ("… send them to your inbox"), the writer's bio opening with the writer's trade ("Journaliste au service
# économie depuis 2015, …", "Jane Doe is a reporter …"); (xreview38) a disclaimer ("Disclaimer: The information in
# this article …", "Haftungsausschluss: …"), a republishing note ("This article is republished from The Conversation
# under a Creative Commons license …", "Dieser Beitrag erschien zuerst in …") and a line with the newsroom's or the
# writer's e-mail address ("Have a question …? Email our newsroom at news@…"): the site's, set under every article
_FOOTER_NOTE = re.compile(r"\bcomments\b|commenters?\b|kommentare\b|kommentarfunktion|kommentarbereich|netiquette"
                          r"|commentaires|commenti\b|moderated|moderiert|modérés?\b|community (?:guidelines|standards)"
                          r"|©|copyright|all rights reserved|alle rechte|tous droits|tutti i diritti|riproduzione riservata"
                          r"|newsletter|inbox|postfach|rundbrief|lettre d'information"
                          r"|^.{0,60}(?:journalist|reporter|redakteur|correspondent|korrespondent|columnist|kolumnist"
                          r"|rédact|giornalist|freelance|freie[rn]? autor)"
                          r"|disclaimer|haftungsausschluss|clause de non-responsabilité|esclusione di responsabilità"
                          r"|creative commons|republished|republié|ripubblicato"
                          r"|(?:originally|first) (?:published|appeared)|(?:erschien|erschienen) (?:zuerst|erstmals)"
                          r"|(?:zuerst|erstmals) (?:erschienen|veröffentlicht)|publié (?:initialement|à l'origine)"
                          r"|(?:initialement|originariamente|originalmente) (?:publié|pubblicato|publicado)"
                          r"|pubblicato (?:originariamente|per la prima volta)|publicado originalmente"
                          r"|[\w.+-]@[\w-]+\.[a-z]{2,}", re.I)


def _closing_paragraph(node, names: str) -> bool:  # noqa: ANN001 - selectolax Node
    """(xleft37) A ``<div>`` named only as the article's footer that holds nothing but paragraphs of prose right after
    the article's text: its closing paragraph, set apart by the template ("article-footer-text", a magazine's last
    paragraph or an author's closing remark under the body), not the footer's row. A ``<footer>`` element is the
    footer's own (tags, the author's box and a comment policy in one: twincities.com's), and a box with a link list,
    a heading, a button or an author's box in it, or whose paragraph is short, a call to action or mostly links, is
    furniture as before."""
    if node.tag not in ("div", "section") or boiler_name(_FOOTER_WORD.sub(" ", names)):
        return False
    before = _element_sibling(node, "prev")
    if before is None or _boiler_named(before):
        return False
    prose = False
    for child in node.iter():
        if child.tag != "p":
            return False
        text = child.text(deep=True).strip()
        if len(text) > LONG_PARAGRAPH and text[-1] in _SENTENCE_END and _CALL_TO_ACTION.search(text) is None \
                and _FOOTER_NOTE.search(text) is None \
                and sum(len(a.text(deep=True)) for a in child.css("a")) < CLOSING_LINKS * len(text):
            prose = True
    if not prose:
        return False
    return any(len(p.text(deep=True).strip()) >= SIDE_PROSE for p in before.css("p"))


def _title_banner(node, names: str) -> bool:  # noqa: ANN001 - selectolax Node
    """An element named as a banner for nothing else (``boiler_name`` finds nothing once "banner" is left
    out) that holds an ``<h1>``: the page's title banner (Shopify's collection banner with the collection's
    title and description, a theme's "page-banner"), not an advert.  (Not a ``<header>`` so named: a news
    article's headline box, judged as before.)"""
    return node.tag != "header" and not boiler_name(_BANNER.sub(" ", names)) and node.css_first("h1") is not None


_PICTURES = "img, picture, video"
CAPTION_LEVELS = 3  # a caption sits this close under the element that holds its picture (a slide, a gallery)


# the elements inside a ``<figcaption>`` whose text is the caption's block (``extract.Block.caption``: the figcaption's
# own, or its paragraph's)
_CAPTION_TEXT = frozenset(("span", "p", "em", "i", "small", "strong", "b"))


def _picture_caption(node) -> bool:  # noqa: ANN001 - selectolax Node
    """An element named only as a caption (``caption_only``) is a picture's caption, and judged as furniture,
    when it is not inside an element named as a caption and one of its ``CAPTION_LEVELS`` nearest ancestors
    holds a picture and no long paragraph but captions (a slide, a gallery with its caption panel: not the
    article).
    The credit inside a caption ("(Image: Getty)") goes with its caption, which the credit rules judge whole
    (without it, the caption would read as a sentence of the text); a code block's file name and a card's
    headline so named stay (their parent is the caption, or nothing near holds a picture), and so does a
    figure's caption in the running text (``<p><span class="caption">Figure 4-1: …``: the picture's nearest
    holder is the article).  A ``<figcaption>`` is left to ``boiler.clean``, which drops every one after the
    container is chosen (gone before, a how-to's steps, each a picture and a sentence, lost their container), and so
    is the text a ``<figcaption>`` holds in a caption-named inline element or paragraph of its own (``_CAPTION_TEXT``:
    gone before, a gallery article's captions of prose, which ``choose._gallery_text`` keeps, were lost; its credit
    beside it goes by its own name).  A ``<div>`` so named in it is a block of its own, not read as the caption, and
    judged here (space.com's inline gallery's ``<figcaption><div class="caption-text">`` beside a long article)."""
    parent = node.parent
    if parent is None or node.tag == "figcaption" or parent.tag == "figcaption" and node.tag in _CAPTION_TEXT:
        return False  # ((xnews37) the caption's own text inside it: Origo's ``<figcaption><span class="caption">``)
    attrs = parent.attributes
    if "aption" in _class_and_id(attrs).lower():
        return False
    for _ in range(CAPTION_LEVELS):
        if parent is None or parent.tag in ("body", "html"):
            return False
        if parent.css_first(_PICTURES) is not None:
            return not any(len(p.text(deep=True)) > LONG_PARAGRAPH and "aption" not in (p.attributes.get("class") or "").lower()
                           for p in parent.css("p"))
        parent = parent.parent
    return False


HOVER_LINKS = 2  # a hover card holds a picture or this many links (a word's tooltip holds its definition)
HOVER_LEVELS = 6  # ... and sits this close under a paragraph


def _hover_card(node) -> bool:  # noqa: ANN001 - selectolax Node
    """An element named only as a card that shows when the pointer rests on a name (``hover_only``: The
    Hill's ``rollover-people-block``, a tooltip, a popover) is boilerplate when it sits in a paragraph and
    holds a picture or ``HOVER_LINKS`` links (a person's photo, name and latest stories), and no such card
    is inside it: the innermost one, since the outer ones hold the name's own link, which is the
    sentence's.  Its links made the paragraph around it a link list for the classifier, and the paragraph
    was lost.  Anything else so named stays (a word's tooltip with its definition, a link)."""
    if node.tag == "a" or not _inside(node, ("p",), HOVER_LEVELS) or not _holds_card(node):
        return False
    for inner in node.traverse():
        if inner.mem_id != node.mem_id and inner.tag != "a":
            names = inner.attributes.get("class")
            if names and boiler_name(names) and hover_only(names) and _holds_card(inner):
                return False
    return True


def _holds_card(node) -> bool:  # noqa: ANN001 - selectolax Node
    return node.css_first("img") is not None or len(node.css("a")) >= HOVER_LINKS


_SENTENCE_BLOCKS = frozenset(("p", "li", "td", "dd", "blockquote", "h2", "h3", "h4", "h5", "h6"))
SENTENCE_AROUND = 20  # characters of the block outside a link that make the link part of its sentence


def in_sentence(node) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` sits right in a text block that has words of its own around it."""
    parent = node.parent
    if parent is None or parent.tag not in _SENTENCE_BLOCKS:
        return False
    return len(parent.text(deep=True).strip()) - len(node.text(deep=True).strip()) >= SENTENCE_AROUND


_MARKED = re.compile(r"hidden|none", re.I)
# ... searched in an ASCII style lowered, without re.I (``firstchar.lowered_search``: 30 -> 12.5 ms over the
# 10,500 styles of 248 sample pages)
_MARKED_FOUND = firstchar.lowered_search(_MARKED)


def _candidates(body, marked: list | None = None, read: list | None = None,  # noqa: ANN001, C901
                posts: list | None = None, hidden: list | None = None, fields: list | None = None) -> list:
    """Elements that may be boilerplate, in document order: hidden ones and those whose class, id or
    role names a kind of boilerplate (one pass with one precompiled pattern; ``_is_boilerplate`` decides).
    ``marked`` gets the elements that ``_CONTENT_SELECTOR`` matches, found on the way, ``read`` the
    attributes of each candidate, ``posts`` the elements holding one post's text (``post_body``), ``fields``
    those holding a fact field of the page's subject (``subject_field``).  Every element of the page passes here (a million on the 989 sample
    pages): one with a class and no other of the attributes looked at (three in five of those with
    attributes: a class alone, a link's class and href) costs one lookup of both verdicts on its class
    (``_CLASS_CODES``), one without any of the attributes looked at (a fifth: links, images) one set test."""
    out: list = []
    keep = read.append if read is not None else None
    mark = marked.append if marked is not None else None
    append = out.append
    seen = NAMES_SEEN
    codes = _CLASS_CODES
    content = _CONTENT_SEEN
    watched = _WATCHED
    others = _WATCHED_BUT_CLASS
    for node in body.traverse():
        attrs = node.attributes  # a new dict on every read: read once
        if not attrs:
            continue
        cls = attrs.get("class")
        if cls is not None and (len(attrs) == 1 or others.isdisjoint(attrs)):
            # a class and no other attribute looked at (its links' href, its images' src ...): judged by the class alone
            if cls:
                code = codes.get(cls)
                if code is None:
                    code = _class_code(cls)
                if cls == "content" and posts is not None and _in_phpbb_post(node):
                    posts.append(node)
                if code:
                    if code & 4 and posts is not None:
                        posts.append(node)
                    if code & 8 and hidden is not None:
                        hidden.append(node)
                    if code & 16 and fields is not None:
                        fields.append(node)
                    if code & 1 and mark:
                        mark(node)
                    if code & 2:
                        append(node)
                        if keep:
                            keep(attrs)
            continue
        if cls is None and watched.isdisjoint(attrs):
            continue
        if hidden is not None and cls and ("hid" in cls or "Hid" in cls or "d-none" in cls) and hidden_class(cls):
            hidden.append(node)
        get = attrs.get
        if posts is not None:  # post_body, its class's verdict remembered with the others
            hit = False
            if cls:
                hit = _POST_SEEN.get(cls)
                if hit is None:
                    hit = _post_class(cls)
            if hit or get("itemprop") == "text" or _post_id(get("id")):
                posts.append(node)
        if fields is not None and ((cls and subject_field(cls)) or get("itemprop") in SUBJECT_PROPS):
            fields.append(node)
        if mark:  # _CONTENT_SELECTOR: attribute values are case-sensitive there too
            hit = content.get(cls) if cls else False
            if hit is None:
                hit = _content_class(cls)
            if hit or get("itemprop") == "articleBody":
                mark(node)
        role = get("role")
        if "hidden" in attrs or get("aria-hidden") == "true" or get("aria-modal") == "true" \
                or role in ("dialog", "alertdialog") or "popover" in attrs or get("data-role") in SIGNATURE_ROLES:
            # hidden, or a modal dialog or popover, or a forum post's signature
            append(node)
            if keep:
                keep(attrs)
            continue
        style = get("style")
        if style and _MARKED_FOUND(style):
            append(node)
            if keep:
                keep(attrs)
            continue
        ident = get("id")  # names: " ".join of class, id and role where set, as _is_boilerplate has them
        if cls:
            names = cls if not ident and not role else " ".join(v for v in (cls, ident, role) if v)
        elif ident:
            names = f"{ident} {role}" if role else ident
        elif role:
            names = role
        else:
            continue
        hit = seen.get(names)
        if hit if hit is not None else boiler_name(names):
            append(node)
            if keep:
                keep(attrs)
    return out


# the attributes _candidates reads; an element with none of them is neither a candidate nor marked
_WATCHED = frozenset(("class", "id", "role", "style", "hidden", "aria-hidden", "aria-modal", "itemprop", "popover",
                      "data-role"))
# (xopen36) the script role naming a forum post's signature, the member's own line under each of their posts
# ("Baking every Saturday since 2009"): Invision Community's ``data-role="memberSignature"``, whose classes are
# layout's ("ipsResponsive_hidePhone ipsPad") and whose text sits in a post's own ``ipsType_richText``; a class
# named "signature" is no such mark (a paper's "signature" stories, a restaurant's "signature dishes")
SIGNATURE_ROLES = frozenset(("memberSignature",))
_WATCHED_BUT_CLASS = _WATCHED - {"class"}
_CLASS_CODES: dict[str, int] = {}  # class string -> 1 if _content_class, | 2 if boiler_name, | 4 if a post's text,
# | 8 if a framework's class hides it (``hidden_class``)


def _class_code(cls: str) -> int:
    """Both verdicts on an element's lone class, remembered together (one lookup for the commonest element)."""
    if len(_CLASS_CODES) > 100_000:
        _CLASS_CODES.clear()
    code = _CLASS_CODES[cls] = (1 if _content_class(cls) else 0) | (2 if boiler_name(cls) else 0) \
        | (4 if _post_class(cls) else 0) | (8 if ("hid" in cls or "Hid" in cls or "d-none" in cls) and hidden_class(cls) else 0) \
        | (16 if subject_field(cls) else 0)
    return code


# the fact fields of a page's own subject beside its body, in the markup of CMSs and plugins: Drupal 8-10's
# ``field field--name-field-kontakt`` (an office's address, phone, opening hours beside ``field--name-body`` in
# the same node; not the body itself, nor the title, the tags, the image), The Events Calendar's
# ``tribe-events-meta-group-details``/``-venue``/``-organizer`` (date, cost, venue, organizer), TYPO3
# tt_address's ``tt_address_detail``; schema.org's address, telephone, opening hours, location and organizer
# (``SUBJECT_PROPS``).  Their short lines of few stop words were lost beside the body (``container.select``).
_FIELD_HEADS = ("field--name-", "tribe-events-meta-group", "tt_address_detail")
_NOT_FIELDS = ("field--name-body", "field--name-title", "field--name-field-tags", "field--name-field-image",
               "field--name-comment", "field--name-field-media")
# a field about the page's own record, not its subject: a government site's "Date Last Reviewed: April 2025"
# (``field--name-field-hrsa-date-last-reviewed``), "Last updated", "Changed"
_RECORD_WORDS = ("review", "updated", "modified", "changed")
SUBJECT_PROPS = frozenset(("address", "telephone", "email", "openingHours", "location", "organizer", "startDate"))


def subject_field(cls: str) -> bool:
    """The class string names a fact field of the page's subject (``_FIELD_HEADS``, not ``_NOT_FIELDS`` nor a
    field about the page's record, ``_RECORD_WORDS``; nor a Drupal field its own name calls furniture,
    ``field--name-field-sponsored-content``, ``-author-bio``, ``-social-links``, ``-promo-banner``: only the
    plugins' groups are named "meta" for facts)."""
    if "field--name-" not in cls and "tribe-events-meta-group" not in cls and "tt_address_detail" not in cls:
        return False
    return any(t.startswith(_FIELD_HEADS) and not t.startswith(_NOT_FIELDS)
               and not any(w in t for w in _RECORD_WORDS)
               and not (t.startswith("field--name-") and boiler_name(t.lower())) for t in cls.split())


_POST_SEEN: dict[str, bool] = {}  # class string -> names a post's text (``_POST_CLASSES``)


def _post_class(cls: str) -> bool:
    """A class token of ``cls`` is one of ``_POST_CLASSES`` (remembered, for elements with more attributes
    than a class, whose class is not in ``_CLASS_CODES``)."""
    if len(_POST_SEEN) > 100_000:
        _POST_SEEN.clear()
    hit = _POST_SEEN[cls] = not _POST_CLASSES.isdisjoint(cls.split())
    return hit


# the element holding one post's own text (not its member panel, signature or buttons) in the markup of
# forum engines and Q&A and discussion sites: XenForo 1 and WoltLab's ``messageText``, XenForo 2's ``bbWrapper``,
# phpBB's ``postbody`` (and its ``content`` inside: ``_in_phpbb_post``), FluxBB's ``postmsg``, vBulletin 4's ``postcontent`` and 5's ``js-post__content-text``, MyBB's ``post_body``,
# Discourse's ``cooked``, Invision's ``ipsType_richText``/``ipsRichText``, Flarum's ``Post-body``, Vanilla's
# ``userContent``, Stack Exchange's ``s-prose``/``js-post-body``/``post-text``, old Reddit's ``md``, Lemmy's
# ``md-div``, Lobsters' ``comment_text``, Hacker News' ``commtext``, GitHub's ``comment-body``, Discuz's ``t_f``
# (class tokens, case-sensitive as CSS has them: "md" is not "MD-Button"); vBulletin 3's and Discuz's
# ``id="post_message_123"``/``postmessage_123``, Simple Machines' ``id="msg_123"``; schema.org's
# ``itemprop="text"`` of a post, an answer or a comment (Discourse's crawler view, NodeBB)
_POST_CLASSES = frozenset((
    "messageText", "bbWrapper", "postbody", "postcontent", "js-post__content-text", "post_body", "cooked",
    "ipsType_richText", "ipsRichText", "Post-body", "userContent", "s-prose", "js-post-body", "post-text", "md", "postmsg",
    "md-div", "comment_text", "commtext", "comment-body", "t_f"))
def _in_phpbb_post(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A ``class="content"`` element right in phpBB's ``postbody`` (or its ``id="post_content123"``): the post's
    text, without the "Re: ..." title and the "by user » date" line beside it in the ``postbody``."""
    parent = node.parent
    for _ in range(2):
        if parent is None:
            return False
        attrs = parent.attributes
        if "postbody" in (attrs.get("class") or "").split() or (attrs.get("id") or "").startswith("post_content"):
            return True
        parent = parent.parent
    return False


_POST_ID = re.compile(r"(?:post_message|postmessage|msg)_\d+$")


def post_body(cls: str | None, ident: str | None, itemprop: str | None) -> bool:
    """The element's class, id or ``itemprop`` names it as one post's text on a thread (``_POST_CLASSES``)."""
    return bool((cls and _POST_CLASSES.intersection(cls.split())) or itemprop == "text" or _post_id(ident))


def _post_id(ident: str | None) -> bool:
    """``_POST_ID``: vBulletin's and Discuz's ``post_message_123``/``postmessage_123``, SMF's ``msg_123``."""
    return bool(ident) and ident[-1].isdigit() and ident.startswith(_POST_ID_HEADS) and _POST_ID.match(ident) is not None


_POST_ID_HEADS = ("post_message_", "postmessage_", "msg_")


_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
_CONTENT_SEEN: dict[str, bool] = {}


def _content_class(cls: str) -> bool:
    """``[class*=...]`` of ``_CONTENT_SELECTOR`` for one class string, remembered like ``boiler_name``."""
    if len(_CONTENT_SEEN) > 100_000:
        _CONTENT_SEEN.clear()
    hit = _CONTENT_SEEN[cls] = ("ody" in cls or "content" in cls or "text" in cls or "entry" in cls) \
        and any(map(cls.__contains__, _CONTENT_CLASSES))  # the first test: _CONTENT_KEYS
    return hit


MENU_LINK_SHARE = 0.5  # a furniture element whose text is at least this much link text is a menu, however big
_ARTICLE_HEAD = re.compile(r"(?:^|[\s_-])(?:article|entry|post|story)(?:$|[\s_-])", re.I)


def _furniture_length(node, body_len: int, body=None) -> int | None:  # noqa: ANN001 - selectolax Node
    """The length of a furniture element's text if it is dropped, None if it stays.  Furniture elements
    are dropped unless misused as the page's content wrapper: a header or footer inside an article/main
    (its headline, byline), or any of them holding an article, or most text that is not mostly link text
    (a mega-menu's thousands of hidden links are still a menu), unless that is an ``<aside>`` beside the
    page's ``<article>`` (``_beside_the_article``: a sidebar's text widget longer than a short post)."""
    if node.tag in ("header", "footer") and _inside(node, ("article", "main")):
        return None
    if node.tag == "header" and _ARTICLE_HEAD.search(node.attributes.get("class") or ""):
        return None  # the article's own header (headline, lead) outside an <article> element
    if node.tag == "header" and _heading_only(node):
        return None  # a section's heading in a header of its own (TYPO3's content elements: <header><h2>)
    if node.tag == "header" and _title_and_lead(node):
        return None  # a page builder's hero before <main>: the page's <h1> and its lead
    if node.css_first('article, main, [itemprop="articleBody"]') is not None:
        return None
    if node.tag == "aside" and _in_panel(node):
        return None  # the sheet an accordion opens (a product's description shown beside the page)
    if node.tag == "aside" and (_fact_box(node) or _fact_box(node, _LEAD_BOX)):
        return None
    if node.tag == "aside" and _service_facts(node):
        return None
    length = len(node.text(deep=True))
    if length < 0.4 * body_len:
        return length
    if sum(len(a.text(deep=True)) for a in node.css("a")) >= MENU_LINK_SHARE * length:
        return length
    return length if node.tag == "aside" and body is not None and _beside_the_article(node, body) else None


# (session 24) an article's fact box, named so: "infobox", "info-box", "factbox", "fact-box", "key-facts", German
# "Infokasten"/"Faktenbox"/"kasten", French "encadré", Italian "scheda" (Zeit's, a news theme's ``<aside>`` among
# the paragraphs: dates, figures, a person's short bio, the text's own)
_FACT_BOX = re.compile(r"(?:^|[\s_-])(?:info-?box|info-?kasten|fact-?box|facts?|key-?facts|fakten(?:box|kasten)?|kasten"
                       r"|encadr[eé]|scheda|infografik|info|steckbrief|zur-?person|explainer|hintergrund)(?:$|[\s_-])", re.I)
FACT_BOX_LINKS = 0.5  # ... with less than this share of its text in links
# (session 29) an article's lead set in an ``<aside>`` under its title, named so: Czech "perex"/"anotace", German
# "Vorspann", French "chapeau", English "lead"/"standfirst"/"intro" (``<aside class="perex">``: the lead, the text's)
_LEAD_BOX = re.compile(r"(?:^|[\s_-])(?:perex|anotace|vorspann|chapeau|lead|standfirst|intro)(?:$|[\s_-])", re.I)
# (xreview29b) ... and not a box whose name says it is another thing "lead" or "intro" is a word of: a sales
# "lead-magnet"/"leadgen" box, a "lead-story" card, an "author-intro" bio
# (xreview29c: a "lead-story" card, "top-stories", not the story's own "story-lead" or "story__intro", its lead)
_NOT_LEAD_BOX = re.compile(r"magnet|gen\b|capture|lead[_-]*story|stories|author|autor|bio\b|sponsor|promo", re.I)
LEAD_BEFORE_CHARS = 400  # a lead box has no more of its article's text than this before it (headline, byline)


def _mostly_text(node) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` has text, less than ``FACT_BOX_LINKS`` of it in links: a box of facts, not a list of links."""
    length = len(node.text(deep=True))
    return length > 0 and sum(len(a.text(deep=True)) for a in node.css("a")) < FACT_BOX_LINKS * length


def _fact_box(node, names_box: re.Pattern[str] = _FACT_BOX) -> bool:  # noqa: ANN001 - selectolax Node
    """An ``<aside>`` inside the ``<article>`` or ``<main>`` whose class or id names a fact box (``_FACT_BOX``;
    or the lead, ``_LEAD_BOX``) and nothing that is furniture (a "newsletter" too), mostly text, not links, no
    form (a "lead" box collecting a shop's leads): the article's facts or lead, not a sidebar."""
    attrs = node.attributes
    names = _class_and_id(attrs)
    if not names or names_box.search(names) is None or boiler_name(names) or not _inside(node, ("article", "main")):
        return False
    if names_box is _LEAD_BOX and (node.css_first("form, input") is not None or _NOT_LEAD_BOX.search(names)
                                   or _text_before(node, ("article", "main"), LEAD_BEFORE_CHARS) or _beside_article(node)):
        return False  # (a lead is under its title: not a box named "intro" after the text or before the <article>)
    return _mostly_text(node)


# (xleft34) the headings of a service's facts: its opening hours, fees, documents to bring, where to go ("Öffnungszeiten",
# "Gebühren", "Kosten", "Kontakt", "Opening hours", "Fees", "Contact us", "Horaires", "Tarifs", "Úřední hodiny",
# "Poplatky"); a fee's or the hours' among them: a site's contact box on every page has no fee
_SERVICE_FACT = re.compile(r"(?:öffnungszeiten|sprechzeiten|gebühren|kosten|kontakt|ansprechpartner\w*|zuständige stelle"
                           r"|(?:benötigte |erforderliche )?unterlagen|opening (?:hours|times)|fees?|costs?|charges|prices"
                           r"|contact(?: us| details)?|address|what you need|horaires(?: d'ouverture)?|tarifs?|coût|contact"
                           r"|adresse|pièces à fournir|orari(?: di apertura)?|costi|contatti|horario|tasas|contacto"
                           r"|úřední hodiny|otevírací doba|poplatky?|kontakty?|úradné hodiny|otváracie hodiny)\s*:?", re.I)
_SERVICE_KEY = re.compile(r"öffnungszeiten|sprechzeiten|gebühren|kosten|opening|fee|cost|charge|price|horaires|tarif|coût"
                          r"|orari|costi|horario|tasas|hodiny|doba|poplat", re.I)
SERVICE_FACTS = 2  # a service's facts box has this many such headings at least, and nothing else for headings


def _service_facts(node) -> bool:  # noqa: ANN001 - selectolax Node
    """(xleft34) An ``<aside>`` beside the page's ``<main>`` that holds a service's facts (a municipality's or an
    office's service page: "Öffnungszeiten", "Gebühren", "Kontakt" beside the text of "Personalausweis beantragen"):
    ``SERVICE_FACTS`` headings at least, each one of ``_SERVICE_FACT``, one of them the fees' or the hours'
    (``_SERVICE_KEY``), mostly text, not links."""
    headings = [h.text(deep=True).strip() for h in node.css("h2, h3, h4, h5")]  # (the aside's own: small, first)
    if len(headings) < SERVICE_FACTS or not all(_SERVICE_FACT.fullmatch(h) for h in headings) \
            or not any(_SERVICE_KEY.search(h) for h in headings):
        return False
    parent = node.parent
    if parent is None or _inside(node, ("article", "main")) or parent.css_first("main") is None:
        return False
    return _mostly_text(node)


ARTICLE_BESIDE_CHARS = 500  # an <article>/<main> outside a long <aside> with this much text is the page's text


def _beside_the_article(node, body) -> bool:  # noqa: ANN001 - selectolax Nodes
    """``node``, an ``<aside>`` that holds much of the page's text, lies outside every ``<article>`` and
    ``<main>`` while one of them holds ``ARTICLE_BESIDE_CHARS`` of text: a blog's sidebar whose text widget
    (a party's manifesto, an "about us" essay, a list of opening hours) is longer than a short post beside
    it, not the page's text (that is the ``<article>``).  Asked only of the few asides that hold 40 % of a
    page's text."""
    if _inside(node, ("article", "main")):
        return False
    return any(len(other.text(deep=True)) >= ARTICLE_BESIDE_CHARS for other in body.css("article, main"))


HEADING_HEADER = 200  # a header that is one section's heading holds no more text than this
_HEADING_TAGS = "h1, h2, h3, h4, h5, h6"
_NOT_A_HEADING = "a, nav, form, img, svg, button, input, ul, ol"


def _heading_only(node) -> bool:  # noqa: ANN001 - selectolax Node
    """A ``<header>`` that holds a heading and nothing else (no link, menu, logo or form): the heading of a
    section of the text, as TYPO3 (the commonest CMS of German institutional sites) writes the heading of
    every content element, ``<div class="frame"><header><h2>…</h2></header><div class="ce-bodytext">``, not
    the site's header (a logo, a home link, a menu)."""
    text = node.text(deep=True).strip()
    if not text or len(text) > HEADING_HEADER or node.css_first(_NOT_A_HEADING) is not None:
        return False
    return sum(len(h.text(deep=True).strip()) for h in node.css(_HEADING_TAGS)) >= len(text)


# (xreview37) the names themes give a site's header and its name in it: WordPress's "site-header", "masthead",
# "site-title", "site-branding", a logo's, Bootstrap's "navbar-brand" (not a hero's colour, "hero--brand")
_SITE_HEADER_FOUND = firstchar.lowered_search(
    re.compile(r"site[-_]?(?:header|title|name|branding)|masthead|logo|navbar-brand", re.I))


def _title_and_lead(node) -> bool:  # noqa: ANN001 - selectolax Node
    """(session 36) A ``<header>`` outside ``<article>`` and ``<main>`` that holds the page's ``<h1>`` (not a link:
    a site's logo is one) and a paragraph of prose under it (``SIDE_PROSE``, ending as a sentence, not a link's
    text): a page builder's hero section ("page-hero", "intro-header") with the title and the lead of a service
    or landing page, whose other sections follow in ``<main>``; a site's header has a logo, a menu and at most a
    short tagline.  (xreview37) Not a site's header whose ``<h1>`` is the site's name without a link (a blog's
    "site-title", a logo's image) over its description ("Ein Foodblog mit einfachen Rezepten für jeden Tag, …"): the
    header holds the site's menu (a ``<nav>``, not a breadcrumb trail), or its own or its heading's class or id names the site."""
    h1 = node.css_first("h1")
    if h1 is None or h1.css_first("a, img, svg") is not None:
        return False
    for nav in node.css("nav"):  # (a hero's breadcrumb trail is a <nav> too)
        attrs = nav.attributes
        if "breadcrumb" not in f"{attrs.get('class') or ''} {attrs.get('aria-label') or ''}".lower():
            return False
    attrs, heading = node.attributes, h1.attributes
    if _SITE_HEADER_FOUND(f"{attrs.get('class') or ''} {attrs.get('id') or ''} {heading.get('class') or ''} "
                          f"{heading.get('id') or ''}"):
        return False
    return any(_prose(p) and p.css_first("a") is None for p in node.css("p"))


PANEL_LEVELS = 3
_PANEL_RE = re.compile(r"accordion|tabs?[-_]*pane|tabs?[-_]*content|disclosure", re.I)
_PANEL_FOUND = firstchar.lowered_search(_PANEL_RE)  # (without re.I in ASCII names: 1.5 -> 0.4 ms, 248 pages)


def _in_panel(node) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` lies at most ``PANEL_LEVELS`` levels inside an element named as a panel the reader opens
    (an accordion, a tab's panel): a product page's "Description" accordion that opens as a side sheet
    (an ``<aside>`` in a ``role="dialog"``) is the product's description, not furniture over the page."""
    parent = node.parent
    for _ in range(PANEL_LEVELS):
        if parent is None:
            return False
        names = _class_and_id(parent.attributes)
        if names and _PANEL_FOUND(names):
            return True
        parent = parent.parent
    return False


_FOLD_HEADS = frozenset(("h2", "h3", "h4", "h5", "h6", "dt"))
# (session 33) a control that is no heading folds away what follows it too: an old FAQ's question line named so
# (``<p class="question">``, ``<strong class="faq-q">``), the link going nowhere (``href="#"``, ``javascript:``,
# none) that a script binds to, as municipal, shop and club sites still write their FAQs and "read more" texts
# without an accordion's class; such a control is short (a question, a label, not a paragraph), and what it folds
# is a sentence at least (an answer, the rest of a text; not a cart's "Your cart is empty.").  (A ``<button>`` is
# gone by then, with the widgets: what it opens is known by its ``aria-controls``, see ``_opened_panel``.)
_FOLD_CONTROLS = frozenset(("p", "div", "span", "strong", "b", "a"))
FOLD_CONTROL_CHARS = 200
FOLD_LINK_SHARE = 0.5  # a folded element whose text is this much link text or more is a menu, not an answer
# a heading that opens what follows it: named so, or holding such a mark (a "+" or a chevron to click)
_TOGGLE_RE = re.compile(r"toggl|trigger|question|faq|expand|collaps|accordion|opener|chevron|arrow|caret|plus", re.I)
# a form folded under its heading (see _folded_under_heading) or opened by a control (_opened_panel): its fields are
# gone by then (prune.DROP), its <form> or <fieldset> stays (Etsy's shipping estimate's toggle: a fieldset's
# "Please enter a valid postal code.")
_FORM = "form, fieldset"
_TOGGLE_ATTRS = ("aria-expanded", "aria-controls", "onclick", "data-toggle", "data-bs-toggle")


def _folded_under_heading(node) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` (hidden) comes right after a heading or a definition term, its brother, that is a control
    (``_opens``), and is not mostly links: an answer or a section that a script folds away under its
    question (jQuery's ``slideToggle`` sets ``display: none`` on the element after the heading it binds
    to; no class names an accordion), as a shop's, an office's or a manual's FAQ writes it.  A hidden
    paragraph under a plain heading stays hidden (nothing on the page opens it), a menu folded under
    its heading is its links, and a form folded under its heading is a form (a login's "Déjà client ?", a
    review's, a newsletter's: its ``<form>``, which no answer has).  A short control that is no heading
    (``_FOLD_CONTROLS``: a question's line, a link going nowhere; with text, shown) folds a sentence at least."""
    prev = node.prev
    while prev is not None and prev.tag in ("-text", "-comment"):
        prev = prev.prev
    if prev is None:
        return False
    if prev.tag in _FOLD_HEADS:
        least = 1
    elif prev.tag in _FOLD_CONTROLS and 0 < len(prev.text(deep=True).strip()) <= FOLD_CONTROL_CHARS \
            and not _hidden_itself(prev.attributes):
        least = SIDE_PROSE
    else:
        return False
    if not _opens(prev) or _in_bar(prev):
        return False
    control = prev.css_first("a, button")
    if control is not None and _byline_control(control):
        return False  # (xleft35) a byline's line whose name opens the writer's bio under it ("Von <a>Anna Schmidt</a>")
    return _opened_text(node, least)


def _opened_panel(node, ident: str | None, holders: _ContentHolders | None) -> bool:  # noqa: ANN001
    """``node`` (hidden, of id ``ident``) is a panel that one of the page's controls opens (``_ContentHolders.opened``:
    a shop theme's tabs linking ``href="#daten"`` to a specifications table, a button's ``aria-controls``), with
    no class naming it so and no ``aria-labelledby``; not by a control of a byline or a share bar only (``_in_bar``),
    and text as ``_opened_text`` tells it (not a menu, a form, a share panel, a consent or a paywall's notice)."""
    return bool(ident) and holders is not None and holders.opened(ident) and _opened_text(node, 0)


# (xpanel34) a link to a network's share dialog, or to the reader's mail to share by: a share panel's
_SHARE_LINK = re.compile(r"sharer|/intent/(?:tweet|post)|sharearticle|/share[/?]|/sharing/|/submit\?|/pin/create|^mailto:\?"
                         r"|^whatsapp:|/send\?text=|wa\.me/\?", re.I)


def _opened_text(node, least: int) -> bool:  # noqa: ANN001 - selectolax Node
    """``node``, hidden until a control of the page opens it, is text of the page: ``least`` characters at least,
    not a form (``_FORM``), not mostly links (a menu), no share panel (a link to a network's share dialog,
    ``_SHARE_LINK``), and none of its first blocks a cookie or consent notice or an appeal for support
    (``notices``: a consent manager's settings, a paywall's "Quality journalism costs money" tip, which a link
    of the page opens too)."""
    length = len(node.text(deep=True).strip())
    if length < least or node.css_first(_FORM) is not None:
        return False
    links = shares = 0
    for a in node.css("a"):
        href = a.attributes.get("href")
        if href and _SHARE_LINK.search(href):
            shares += 1
        links += len(a.text(deep=True).strip())
    # ((xreview35) a share panel is its networks' links, or one under a line or two: a product's or a recipe's panel
    # with a "Pin it" button in its long text is the page's)
    if links >= FOLD_LINK_SHARE * length or shares > 1 or shares and length - links <= SHARE_PANEL_TEXT:
        return False
    for block in node.css("p")[:PANEL_BLOCKS] or (node,):
        text = block.text(deep=True).strip()
        if len(text) <= notices.COOKIE_NOTICE and notices.cookie_notice(text) \
                or len(text) <= notices.SUPPORT and notices.support_appeal(text):
            return False
    return True


SHARE_PANEL_TEXT = 120  # a share panel with one share link has a line of text besides its links at most
PANEL_BLOCKS = 3  # the blocks of an opened panel asked whether they are a notice (its heading, its first paragraphs)


def _opens(heading) -> bool:  # noqa: ANN001 - selectolax Node
    """The heading, or an element inside it, is a control: a button, a link going nowhere (``_going_nowhere``),
    a toggle's attributes, or a name that says it opens something ("toggler", "faq-question",
    "accordion-trigger", an "icon-plus")."""
    for n in heading.traverse():
        attrs = n.attributes
        if not attrs:
            if n.tag == "button" or n.tag == "a":  # (a link without an address: a script's handle)
                return True
            continue
        if n.tag == "button" or attrs.get("role") == "button" or any(k in attrs for k in _TOGGLE_ATTRS):
            return True
        if n.tag == "a" and _going_nowhere(attrs):
            return True
        names = _class_and_id(attrs)
        if names and _TOGGLE_RE.search(names):
            return True
    return False


def _hidden_itself(attrs: dict) -> bool:
    """An element's ``attributes`` hide it (a hover card's empty box is no control the reader clicks)."""
    style = attrs.get("style")
    return "hidden" in attrs or attrs.get("aria-hidden") == "true" or bool(style and _HIDDEN_STYLE_FOUND(style))


def _going_nowhere(attrs: dict) -> bool:
    """A link (its ``attributes``) that leads nowhere, so a script handles its clicks: its address "#" or
    ``javascript:…``, or none and no name (``<a name="…">``, ``<a id="…">`` are an old page's anchors)."""
    href = attrs.get("href")
    if href is None:
        return "name" not in attrs and "id" not in attrs
    href = href.strip()
    return href in ("", "#") or href[:11].lower() == "javascript:"


def _beside_article(node) -> bool:  # noqa: ANN001 - selectolax Node
    """``node`` is in a ``<main>`` that holds an ``<article>`` elsewhere, not in that article: a blog's "intro"
    box about its writer before the post, not the post's lead."""
    parent = node.parent
    while parent is not None and parent.tag not in ("article", "main"):
        parent = parent.parent
    return parent is not None and parent.tag == "main" and parent.css_first("article") is not None


def _text_before(node, tags: tuple[str, ...], most: int) -> bool:  # noqa: ANN001 - selectolax Node
    """Whether more than ``most`` characters of text come before ``node`` inside its nearest ancestor of
    ``tags`` (its earlier siblings' and its ancestors' earlier siblings'; a walk stopping at ``most``)."""
    seen = 0
    while node is not None and node.tag not in tags:
        sibling = node.prev
        while sibling is not None:
            seen += len(sibling.text(deep=True))
            if seen > most:
                return True
            sibling = sibling.prev
        node = node.parent
    return False


def _inside(node, tags: tuple[str, ...], levels: int = 1_000_000) -> bool:  # noqa: ANN001
    parent = node.parent
    while parent is not None and levels > 0:
        if parent.tag in tags:
            return True
        parent = parent.parent
        levels -= 1
    return False
