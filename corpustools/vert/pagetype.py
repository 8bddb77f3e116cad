"""Page type: ``article`` (one text: news, blog post), ``listing`` (home, section, tag and category pages:
lists of teasers linking to the texts) or ``other`` (products, forums, documentation, services ...).

A corpus wants the articles; a listing's text is teaser titles and excerpts that repeat the articles,
so ``vert`` drops listings unless ``vert.keep_listings`` (``--keep-listings``) is set, and records the type
of what it keeps as ``<doc type="...">``.

The decision, from what extraction already has (no second parse):

* not an article, whatever ``og:type`` says (:func:`stated_other`): the page's schema.org type (JSON-LD or
  microdata) is one item of a shop or a forum or an application (``Product``, ``DiscussionForumPosting``,
  ``QAPage``, ``SoftwareApplication``, a ``JobPosting``, ``Course``, ``Event``, ``Service``, a car's or a flat's
  offer, a member's ``ProfilePage`` ...) or a collection's (``CollectionPage``), its ``og:type`` is
  ``product``, its address is a forum thread's or a question's (``viewtopic.php``, ``/threads/slug.123/``,
  ``/t/slug/45``, ``/discussion/123/``, ``/frage/slug``), a product's or a shop's category's (``/products/name``,
  ``/shop/name``, ``/collections/name``, ``/produkt-kategorie/name``), a member's profile (``/profil/name``),
  a section's, a tag's or an author's (``/category/science/``, ``/autoren/name/``, ``/mot-cle/budget/``, also
  their further pages: ``/page/2/``), a search's results (``/suche?q=``, ``?s=``, a ``SearchResultsPage``), a
  gallery's or a video's (``/bildergalerie/...``, ``/video/...``, ``og:type`` video), a forum's by its host or
  section (``forum.example.fr/sujet/...``, ``/forum/...``) or a company's services'
  (``/services/hr-consulting/``), or it is documentation (``TechArticle``, a documentation generator such as
  Sphinx, MkDocs or Docusaurus, a ``docs.`` host or a ``/docs/`` path); nor is a page whose metadata says
  nothing of an article and calls it a ``FAQPage`` (a service's page).  A schema.org ``Article``, ``NewsArticle``,
  ``BlogPosting`` ... of the page's own overrules these (a review of products, a news article with its
  product box), not a ``Review`` (a shop's product carries its customers' reviews) nor, on documentation,
  a plain ``Article`` (documentation sites say so too): such a page is an article.  These pages are
  ``other`` unless clearly a listing (``choose`` asks :func:`stated_collection`, the collections', sections'
  and services' pages among them, to extract such a page as one of many parts even when its ``og:type`` says
  article);
* article: the page says so in its metadata (``og:type`` article, schema.org ``*Article``/``BlogPosting``
  in JSON-LD or microdata), unless the word is weak (:func:`weak_article`: ``og:type`` alone at an address
  without an id or a date, as news sites say on their section pages too, or three article items or more,
  a listing's teasers each marked up) and the page is clearly a listing by the test below;
* listing, only when it is clear (a page wrongly dropped loses all its text, a listing wrongly kept costs
  a few teasers): many teasers (blocks of at least ``TEASER_CHARS`` that are mostly link text, or excerpts
  cut with "… více"/"… more", left after the element filters) making up at least ``TEASER_SHARE`` of the
  page's text with their cards' other blocks (:func:`_card_parts`: the plain perex, time and author under each
  linked headline, when each card is its own element), hardly any paragraph text beside them (fewer than
  ``LISTING_MAX_PROSE`` long plain paragraphs and under ``PROSE_PER_TEASER`` characters of them per teaser;
  the cards' perexes are none of it), at an address that is not an
  article's (a date in the path, a slug of five words or more) nor one item's (a forum thread or post,
  a question, a product: ``/post/123``, ``/t/slug/45``, ``/products/name-2``, ``viewtopic.php``; a blog's
  archive of a month or a day, ``/2024/05/``, is no article's address).
  Menus are teasers too, so the share matters: a company's home page or a documentation page with a big
  menu beside its text is not a listing; nor is a page whose kept text holds a run of two or more plain
  paragraphs of ``RUN_CHARS`` together (:func:`prose_run`): a short news item amid forty linked titles, on
  an old news site without metadata, at an address with an id only (``/c1-54582620``, ``clanek.php?id=``);
  nor a page whose kept text has ``OWN_TEXT_CHARS`` outside links and hardly any teaser among it or beside
  it in the page (:func:`_own_text`): a contact page, a short product description or a forum question whose
  menu (``<div id="menu">``, not pruned as ``<nav>`` is) or related items are most of the page; nor a page
  whose kept text opens with its own two sentences or more ahead of the teasers kept after them
  (:func:`_own_lead`: a short news item whose column goes on with the site's teaser cards); nor a page that
  says it is one item or documentation (:func:`stated_item`: a product with its grid of related products, a
  documentation's table of contents, a short forum thread beside its similar threads); nor a page whose kept
  text opens with one item's name and its price, the only one kept (:func:`_priced_item`: a shop's product
  without metadata, its short description beside a grid of related products left out); nor a page whose
  teasers lead to its own named pages rather than to documents (:func:`_teasing_documents`: a company's
  home page of cards to ``/leistungen/badsanierung``, where a listing's teasers lead to articles with an id, a
  date or a long slug, or to other sites), nor one whose teasers lead to fewer than ``MIN_TEASERS`` addresses
  (:func:`_targets`: a text wrapped whole in one link);
* other: a site's root page with teasers that is not clearly a listing (a home page with excerpts);
* article: the kept text has at least ``ARTICLE_PARAGRAPHS`` long plain paragraphs of ``ARTICLE_CHARS``
  together, or, at an article's address (a date in the path, a slug of five words or more), at least
  ``ADDRESS_ARTICLE_CHARS`` of text outside links (a short news item, a how-to page without metadata),
  ``DATED_ARTICLE_CHARS`` at an address with a day and a slug (``/2011/09/11/gefallt-mir/``: a short blog post);
* other: the rest.

On wcxb-dev (500 pages with hand-made types) this calls no article, forum, product or service page a
listing, 222 of its 228 articles article and 53 of its 271 other pages article (wcxb's forum threads
include blog posts at ``/post/`` addresses); see bench/extract for the confusion table.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from corpustools.vert import fullstops, itempage
from corpustools.vert.boiler import is_teaser_line
from corpustools.vert.extract import Block
from corpustools.vert.linktarget import WORDS_SLUG, document_target, site_host
from corpustools.vert.pagemeta import says_article

if TYPE_CHECKING:
    from corpustools.vert.metadata import PageFacts

log = logging.getLogger(__name__)

TEASER_CHARS = 25
TEASER_LINK_SHARE = 0.6
MIN_TEASERS = 8
TEASER_SHARE = 0.5  # teasers hold at least this share of the page's text
LISTING_MAX_PROSE = 3  # a page with this many long plain paragraphs is not clearly a listing
PROSE_PER_TEASER = 20
LONG_PARAGRAPH = 150
ARTICLE_PARAGRAPHS = 4
ARTICLE_CHARS = 1500
ADDRESS_ARTICLE_CHARS = 500  # at an article's address, this much text outside links is an article
DATED_ARTICLE_CHARS = 200  # ... and at a dated one (``/2011/09/11/slug/``: a blog's post), this much
OWN_TEXT_CHARS = 150  # kept text outside links, none of it teasers, that makes a page more than its teasers
TEASING_BLOCKS = 3  # ... fewer kept blocks than this beside teasers leave the kept text the page's own
RUN_PARAGRAPH = 80  # a paragraph of a run of the page's own text (``prose_run``) has at least this many characters
RUN_CHARS = 500  # ... and a run of two or more such paragraphs with this many is an article's text, not a listing's
LEAD_SENTENCES = 2  # sentences ahead of the kept teasers that make them the page's own lead (``_own_lead``)

# an article's address: a date in the path (/2019/11/18/, /2019-11-18-) or a long slug of words (one character
# before the slug's first hyphen is what "[^/]+" there would find, without its backtracking: quadratic in the
# length of a segment without hyphens, 2 s for 10,000 characters)
_ARTICLE_PATH = re.compile(r"/(?:19|20)\d\d[/-][01]?\d[/-]|[^/](?:-[^/-]+){4}", re.I)
# one item's address: a forum thread or post, a question, a product (an id or a slug after the word)
_ITEM_PATH = re.compile(r"/(?:posts?|threads?|topics?|t|questions?|comments|discussions?|itm|items?|products?|produkte?"
                        r"|dp|p)/[^/]*[\d-]|(?:viewtopic|showthread|showtopic|viewthread)\.php", re.I)


def article_address(url: str) -> bool:
    """The address looks like an article's (a date in the path, a slug of five words or more)."""
    try:
        return bool(_ARTICLE_PATH.search(urlsplit(url).path))
    except ValueError:  # not a URL (an IPv6 host without its "]")
        return False


def item_address(url: str) -> bool:
    """The address is one item's: a forum thread or post, a question, a product (``_ITEM_PATH``)."""
    try:
        return bool(_ITEM_PATH.search(urlsplit(url).path))
    except ValueError:
        return False


# schema.org types of pages that are one item of a shop, a forum, an app store, not an article
# (and of a job's advertisement, a course's, an event's, a car's or a flat's offer, a service's, a member's profile)
ITEM_TYPES = frozenset({"Product", "ProductGroup", "IndividualProduct", "ProductModel", "SoftwareApplication",
                        "MobileApplication", "WebApplication", "VideoGame", "DiscussionForumPosting", "QAPage",
                        "JobPosting", "Course", "Event", "Vehicle", "Car", "RealEstateListing", "Service",
                        "ProfilePage"})
# an article's own schema.org type (not TechArticle: documentation; not Review: a shop's product has reviews)
_NEWS = r"(?:News|Blog|Report|Scholarly|Opinion|Analysis|Review|Satirical|Backgrounder|LiveBlog)"
_ARTICLE_TYPE = re.compile(_NEWS + r"?(?:Article|Posting)")
_NEWS_TYPE = re.compile(_NEWS + r"(?:Article|Posting)")  # not a plain Article: documentation sites say Article too
# ``<meta name="generator">`` of a documentation generator or of forum software
_DOCS_GENERATOR = (r"(?:Docutils|Sphinx|MkDocs|Docusaurus|rustdoc|bookdown|GitBook|VuePress|VitePress|Antora|docfx"
                   r"|Javadoc|Doxygen)")
_GENERATOR = re.compile(_DOCS_GENERATOR + r"|Discourse|vBulletin", re.I)
_DOCS_GENERATOR_RE = re.compile(_DOCS_GENERATOR, re.I)
# a forum thread's address (phpBB, vBulletin, XenForo, Discourse, Flarum, NodeBB, Reddit, Stack Exchange)
# (Vanilla's ``/discussion/123/slug``; a question's on German, French and Italian Q&A sites: ``/frage/slug``)
_FORUM_PATH = re.compile(r"(?:viewtopic|showthread|showtopic|viewthread)\.php|/threads?/[^/]*\.\d+/?$|/t/[^/]+/\d+"
                         r"|/d/\d+-|/topic/\d+|/r/\w+/comments/|/questions/\d+/|/discussion/\d+/"
                         r"|/(?:frage|question|domanda)/[^/]*[^\W\d_]-[^\W\d_]", re.I)
# a section's, a tag's or an author's page: a listing, or a page about the section; never one article
# (in German, French, Italian, Czech and Slovak too: ``/thema/klimawandel/``, ``/rubrique/sport/``, ``/categoria/``)
_SECTION_PATH = re.compile(r"/(?:category|categories|tags?|sections?|hub|rubrik[ay]?|rubrique|tema|temata|stitky?|author|autor"
                           r"|autore|auteur|thema|themen|kategorie|kategoria|kategorien|categorie|categoria|schlagworte?"
                           r"|argomenti|ressort|authors|autoren|autori|auteurs|mot-cle|mots-cles|stichworte?|etichett[ae]"
                           r"|topics)/[^/]+/?$", re.I)
# a listing's further pages (WordPress's ``/page/2/``, ``/seite/3/``, ``?paged=2``) and a search's results (``/suche``,
# ``/search/``, ``/recherche?q=``, WordPress's ``?s=``): many parts, never one article
_LISTING_PATH = re.compile(r"/(?:page|seite|pagina|strana|stranka)/\d+/?(?:\?|$)|[?&]paged=\d|[?&]s=[^&]"
                           r"|/(?:search|suche|recherche|ricerca|cerca|hledat|hladat|vyhledavani|vyhladavanie|busqueda"
                           r"|zoeken)(?:/|\.\w+)?(?:\?|$)", re.I)
# a gallery's or a video's page (``/bildergalerie/...``, ``/video/...``): pictures or a film with captions, not a text
# (not by a schema.org ``ImageGallery``: WordPress marks a post's gallery of pictures so)
_MEDIA_PATH = re.compile(r"/(?:galerie|galerien|bildergalerie|fotogalerie|fotostrecke|bilderstrecke|gallery|galleries"
                         r"|photo-?galler(?:y|ies)|galleria|fotogalleria|fotogallery|diaporama|videos?|mediathek)/.", re.I)
# a forum by its host (``forum.example.de``, ``forums.example.com``) or a section of the path (``/forum/...``,
# ``/foren/...``), whatever the software's addresses look like (``/sujet/...``, ``/discussione/...``)
_FORUM_HOST = re.compile(r"^(?:[\w-]+\.)*(?:forum|forums|foren|foro|board|boards)\.", re.I)
_FORUM_SECTION = re.compile(r"/(?:forum|forums|foren|foro)/[^/?#]+", re.I)
# a shop's pages (``/shop/winterreifen``, ``/boutique/...``, ``/negozio/...``), its collections and product
# categories (Shopify's ``/collections/...``, WooCommerce's ``/product-category/...`` in its languages) and a
# member's or a seller's profile (``/profil/name``)
_SHOP_PATH = re.compile(r"/(?:shop|boutique|negozio|collections|product-category|produkt-kategorie|categorie-produit"
                        r"|categoria-prodotto|categoria-producto|profile?|profil)/[^/?#]+", re.I)
# a company's page of its services (``/services/hr-consulting/``, ``/leistungen/``, ``/sluzby/``)
_SERVICE_PATH = re.compile(r"/(?:services?|solutions?|leistungen|dienstleistungen|sluzby|služby|uslugi|servizi|prestations)/",
                           re.I)
_PRODUCT_PATH = re.compile(r"/(?:products?|produkte?|produits?|produkty?|prodott[oi]|productos?|dp|itm)/[^/]+", re.I)
_DOCS_ADDRESS = re.compile(r"^(?:docs?|developers?|wiki)\.|\.readthedocs\.|/(?:docs?|documentation|reference|manual"
                           r"|api|man)/", re.I)
MANY_ARTICLES = 3  # this many articles in a page's metadata: teasers of a listing, each marked up
_ID_IN_PATH = re.compile(r"\d{4}")  # an article's id or date in its address (a section's has none)


def stated_other(url: str, article: bool, types: Sequence[str], meta: Mapping[str, str]) -> bool:
    """The page is one item of a shop, a forum or an app store, or documentation, by its metadata or its
    address, and its schema.org type is no article's (``article``: some metadata calls it an article;
    ``types``: the schema.org types the page names, ``metadata.PageFacts.schema_types``; ``meta``: its
    meta tags, ``PageFacts.meta``)."""
    try:
        parts = urlsplit(url)
        host, path = parts.hostname or "", parts.path + ("?" + parts.query if parts.query else "")
    except ValueError:
        host, path = "", ""
    if _DOCS_ADDRESS.search(host) or _DOCS_ADDRESS.search(path) or "TechArticle" in types \
            or _GENERATOR.match(meta.get("generator", "").strip()):
        return not any(_NEWS_TYPE.fullmatch(t) for t in types)
    kind = meta.get("og:type", "").strip().lower()
    if not (ITEM_TYPES.intersection(types) or _many_parts(path, types) or _FORUM_PATH.search(path)
            or _PRODUCT_PATH.search(path) or _SHOP_PATH.search(path) or _FORUM_HOST.match(host)
            or _FORUM_SECTION.search(path) or _MEDIA_PATH.search(path)
            or (not article and "FAQPage" in types) or kind.startswith(("product", "video"))):
        return False
    return not any(_ARTICLE_TYPE.fullmatch(t) for t in types)


def stated_item(url: str, types: Sequence[str], meta: Mapping[str, str]) -> tuple[bool, bool]:
    """What the page's metadata and address say of it being one item, read once (``og:type`` and the
    schema.org types of ``ITEM_TYPES``), as two answers:

    * one item and no article: the metadata calls it a product, an app, a thread, a course, a member's profile
      (a schema.org type of ``ITEM_TYPES`` or an ``og:type`` of a product) and no schema.org type of it is an
      article's: a shop's product at an address shaped like an article's ("/12-thermoflasche-alpin-750-ml.html"),
      whose name, price and overview above the description are its text (``choose`` extracts it so);
    * one item or documentation, never a list of teasers whatever its related items, its table of contents or
      its menu make up: documentation by its generator, ``TechArticle`` or address (a Sphinx or MkDocs index
      page: a table of contents and a sentence or two), a product by its ``og:type`` or by one or two
      schema.org types of one item (a product and its variant; a shop category's or an events list's page
      names ``MANY_ARTICLES`` or more; a ``ProfilePage`` is an author's, listing the articles), a short
      description beside a grid of "Ähnliche Produkte"; a forum thread or a question by its address, three
      short posts beside thirty similar threads.  Such a page is ``other``, its text kept, when nothing says
      it is an article (``classify``)."""
    product = meta.get("og:type", "").strip().lower().startswith("product")
    items = sum(1 for t in types if t in ITEM_TYPES and t != "ProfilePage")
    item = (product or items > 0 or "ProfilePage" in types) and not any(_ARTICLE_TYPE.fullmatch(t) for t in types)
    if product or 0 < items < MANY_ARTICLES:
        return item, True
    try:
        parts = urlsplit(url)
        host, path = parts.hostname or "", parts.path
    except ValueError:
        host, path = "", ""
    return item, bool(_DOCS_ADDRESS.search(host) or _DOCS_ADDRESS.search(path) or "TechArticle" in types
                      or _DOCS_GENERATOR_RE.match(meta.get("generator", "").strip()) or _FORUM_PATH.search(path))


# a shop engine's single product page by its markup: WooCommerce's ``<h1 class="product_title entry-title">``
# (its product pages say og:type "article" when an SEO plugin writes WordPress's default, and may carry no
# schema.org Product); the class is looked for in a heading's tag, not in a stylesheet's ".product_title"
_PRODUCT_TITLE = re.compile(r"<h[1-3]\b[^<>]*\bclass\s*=\s*[\"']?(?:[^\"'<>]*\s)?product_title\b", re.I)
PRODUCT_TITLE_LOOKS = 5  # occurrences of "product_title" looked at
PRODUCT_TITLE_REACH = 200  # ... each searched this far back for its tag's opening


# (session 31) ... or by the class the shop engine gives the page's ``<body>`` on a product's page, which themes
# keep: WordPress's ``single-product`` (WooCommerce), Shopify's ``template-product``, Magento's
# ``catalog-product-view``, Shopware 6's ``is-ctl-product``, Shopware 5's ``is--ctl-detail``, PrestaShop's
# ``page-product``, OpenCart's ``product-product``: a WooCommerce theme whose scripts name ``product_title``
# five times before the heading, a Shopware or Magento product saying og:type "article" without schema.org
# Product lost its name, its short description and its price as an article's (a whole class name: a review's
# post type, ``single-product-review``, is an article)
# (xreview31) OpenCart 2 and 3 add the product's id to the route's class ("product-product-42")
_PRODUCT_BODY = re.compile(r"\bclass\s*=\s*[\"']?(?:[^\"'<>]*\s)?(?:single-product|template-product|catalog-product-view"
                           r"|is-ctl-product|is--ctl-detail|page-product|product-product(?:-\d+)?)(?=[\s\"'>]|$)", re.I)
# (xreview31) ... and a post's page by the class its engine gives its ``<body>``, WordPress's ``single-post``, Shopify's
# ``template-article``: a shop's blog post that shows a product in its text (WooCommerce's ``[product_page]``
# shortcode writes the product's whole summary, ``<h1 class="product_title">`` too) is an article
_POST_BODY = re.compile(r"\bclass\s*=\s*[\"']?(?:[^\"'<>]*\s)?(?:single-post|template-article)(?=[\s\"'>]|$)", re.I)
BODY_TAG_CHARS = 1000  # a <body> tag's attributes are read this far


def shop_product(html: str) -> bool:
    """The page is one product of a shop by its markup (``_PRODUCT_BODY``, ``_PRODUCT_TITLE``, not on a page its
    ``<body>`` names a post's, ``_POST_BODY``): ``choose`` reads it as an item, not an article, whatever its
    ``og:type`` says.  Searches of the page for literals; a related products' grid names its products with other
    classes (``woocommerce-loop-product__title``)."""
    body = html.find("<body")
    if body >= 0:
        end = html.find(">", body, body + BODY_TAG_CHARS)
        if end > 0 and _PRODUCT_BODY.search(html, body, end):
            return True
        if end > 0 and _POST_BODY.search(html, body, end):
            return False  # (a post showing a product: its summary's title is no page's)
    at = html.find("product_title")
    looks = 0
    while at >= 0 and looks < PRODUCT_TITLE_LOOKS:
        if _PRODUCT_TITLE.search(html, max(0, at - PRODUCT_TITLE_REACH), at + len("product_title")):
            return True
        at = html.find("product_title", at + 1)
        looks += 1
    return False


def _many_parts(path: str, types: Sequence[str]) -> bool:
    """A collection's page by its schema.org type (``CollectionPage``), or a company's services or a
    section's page by its address (``/services/hr-consulting/``, ``/category/science/`` but not an
    article's address under it)."""
    return ("CollectionPage" in types or "SearchResultsPage" in types or _SERVICE_PATH.search(path) is not None
            or _LISTING_PATH.search(path) is not None
            or (_SECTION_PATH.search(_PAGED.sub("", path.split("?", 1)[0])) is not None
                and not _ARTICLE_PATH.search(path)))


_PAGED = re.compile(r"/(?:page|seite|pagina|strana|stranka)/\d+/?$", re.I)  # a section's further page: the section


def stated_collection(url: str, types: Sequence[str]) -> bool:
    """The page is a collection's, a section's or a company's services page by its schema.org type
    (``CollectionPage``) or its address (``/category/science/``, ``/sections/science/``,
    ``/services/hr-consulting/``), and its schema.org type is no article's: a page of many parts (teasers,
    a shop's products, a service's offers) whatever its ``og:type`` says (WordPress writes "article" on
    every page).  One item's page (a product, a thread) is not: its text is one description or one
    thread, which the article's way of extracting finds."""
    try:
        parts = urlsplit(url)
        path = parts.path + ("?" + parts.query if parts.query else "")
    except ValueError:
        path = ""
    return _many_parts(path, types) and not any(_ARTICLE_TYPE.fullmatch(t) for t in types)


def weak_article(types: list[str], path: str) -> bool:
    """The metadata calls the page an article, but weakly: by ``og:type`` alone, at an address without an
    id or a date (news sites say ``og:type`` article on their section pages too), or the page's
    schema.org type is ``CollectionPage``, or it holds ``MANY_ARTICLES`` article items (a listing's
    teasers), or (xreview30) its only article items are ``LiveBlogPosting`` at an address without an id, a date or
    a live blog's step (a home page or a section's front stating the live blog it embeds in a strip over its
    teasers).  Such a page is a listing when its teasers say so clearly, an article otherwise."""
    if "CollectionPage" in types:
        return True
    articles = sum(1 for t in types if _ARTICLE_TYPE.fullmatch(t))
    if articles and not _ID_IN_PATH.search(path) and articles == types.count("LiveBlogPosting") \
            and not _LIVE_PATH.search(path):
        return True
    return articles >= MANY_ARTICLES or (not articles and not _ID_IN_PATH.search(path))


def prose_run(kept: Sequence[Block], parts: frozenset[int] | set[int] = frozenset()) -> tuple[int, int]:
    """Characters and paragraphs of the longest run of consecutive kept blocks that are plain paragraphs
    (``RUN_PARAGRAPH`` characters or more, under a tenth link text, not cut short with an ellipsis, with or
    without "… more").  A short article keeps its few paragraphs in a row, whatever the teasers around it; a
    listing's excerpts, when they are plain text, are cut short or alternate with their linked titles, dates
    or counts.  The blocks of ``parts`` (ids: the perexes of cards, :func:`_card_parts`) are none of the page's own
    paragraphs: a date archive whose extraction kept its twenty perexes without their linked titles is no run."""
    best = (0, 0)
    chars = count = 0
    for b in kept:
        size = len(b.text)
        if size < RUN_PARAGRAPH or b.link_chars >= 0.1 * size or b.text.endswith(("…", "...")) or is_teaser_line(b) \
                or id(b) in parts:
            chars = count = 0
            continue
        chars += size
        count += 1
        if chars > best[0]:
            best = (chars, count)
    return best


def _long_plain(block: Block) -> bool:
    """A long paragraph of the page's own: ``LONG_PARAGRAPH`` characters or more, under a tenth link text, not
    an excerpt cut short with "… více" / "... mehr" (:func:`is_teaser_line`: a home page's 35 excerpts, each
    ending in its four linked letters, are no paragraphs of an article)."""
    return len(block.text) >= LONG_PARAGRAPH and block.link_chars < 0.1 * len(block.text) and not is_teaser_line(block)


def _own_text(raw: Sequence[Block], kept: Sequence[Block], parts: frozenset[int] | set[int] = frozenset()) -> bool:
    """The kept text is the page's own, not its teasers: a run of its own paragraphs (:func:`prose_run`: two
    or more, ``RUN_CHARS`` together; a short article amid many teasers on an old news page without
    metadata), or ``OWN_TEXT_CHARS`` outside links that are not a teasers' text (:func:`_teasing`: fewer
    than ``TEASING_BLOCKS`` such blocks or at most a fifth of the kept text).  The teasers that made up
    most of the page are then around its text: the menu and the sidebar of a contact page, a short product
    description's related products, a forum question's similar threads."""
    chars, count = prose_run(kept, parts)
    if count >= 2 and chars >= RUN_CHARS:
        return True
    if sum(len(b.text) - b.link_chars for b in kept) < OWN_TEXT_CHARS:
        return False
    teasing = _teasing(raw, kept)
    return len(teasing) < TEASING_BLOCKS or sum(len(b.text) for b in teasing) <= 0.2 * sum(len(b.text) for b in kept) \
        or _own_lead(kept, parts)


def _own_lead(kept: Sequence[Block], parts: frozenset[int] | set[int] = frozenset()) -> bool:
    """The kept text opens with the page's own text, ahead of the teasers the extractor kept after it: at
    least ``OWN_TEXT_CHARS`` outside links before the first teaser (a linked title, an excerpt cut short),
    holding ``LEAD_SENTENCES`` sentences or more.  A short news item (a paragraph or two under its headline)
    followed in the same column by "Další zprávy" / "Mehr aus dem Ressort" and their cards, on a site
    without metadata.  A listing's own text ahead of its first linked title is its name and an intro of one
    sentence ("Werkzeug für Heimwerker: Ob Akkuschrauber oder Bohrmaschine, hier finden Sie Tests und
    News."); a date ("12. 5. 2024") ends no sentence.  (The paragraph before the teasers counts, although
    it is next to one in the page: ``_teasing`` counts it among them.)  The lead is read from the page's
    headline, an unlinked ``<h1>``, when there is one: a box of "Top-Themen" kept above it is not the
    page's text, but the teasers of a listing's page, whose ``<h1>`` is its name, follow it."""
    start = next((i for i, b in enumerate(kept) if b.tag == "h1" and not b.link_chars), 0)
    chars = sentences = 0
    for b in kept[start:]:
        if _teaser(b) or b.text.endswith(("…", "...")) or id(b) in parts:
            break
        if not b.heading:
            chars += len(b.text) - b.link_chars
            sentences += len(_SENTENCE_END.findall(b.text)) + _closing_number(b)
    return chars >= OWN_TEXT_CHARS and sentences >= LEAD_SENTENCES


_NUMBER_STOP = re.compile(r"\d[.!?][\"“”»«)]?$")  # a full stop right after a number, at the block's end


def _closing_number(block: Block) -> int:
    """1 when a paragraph of ``RUN_PARAGRAPH`` characters or more ends with a full stop after a number ("… since
    records began in 1921."): the sentence's end, which ``_SENTENCE_END`` leaves to keep a date ("12. 5. 2024")
    from ending one; a date line is shorter.  (xnews39) A short article of two paragraphs, the first ending on a
    year, over a grid of teaser cards was called a listing and lost."""
    return 1 if len(block.text) >= RUN_PARAGRAPH and _NUMBER_STOP.search(block.text) else 0


# the end of a sentence: a word of two letters or more, its full stop, question or exclamation mark (a closing
# quote or bracket), then a space or the end ("12. 5. 2024" and "z. B." end none); or another script's full stop
# or question mark after a character that is no space nor digit (。 has no space after it, । follows a vowel sign,
# no letter).  The mark is searched first, then what stands before it: eight times faster than from every letter.
_STOPS = fullstops.FULL_STOPS + fullstops.OWN_STOPS
_SENTENCE_END = re.compile(f"[.!?{_STOPS}](?:(?<=[^\\W\\d_]{{2}}[.!?])[\"“”»«)]?(?=\\s|$)|(?<=[^\\s\\d][{_STOPS}]))")


def _teasing(raw: Sequence[Block], kept: Sequence[Block]) -> list[Block]:
    """The kept blocks that are teasers, excerpts cut short with an ellipsis, or the excerpts of teasers
    beside them in the page (the block before or after is a teaser: a listing's perex under its linked
    title, when the extractor kept the perexes only)."""
    where = {id(b): i for i, b in enumerate(raw)}
    out = []
    for b in kept:
        i = where.get(id(b), -1)
        if _teaser(b) or b.text.endswith(("…", "...")) or (i >= 0 and any(
                0 <= j < len(raw) and _teaser(raw[j]) for j in (i - 1, i + 1))):
            out.append(b)
    return out


def _card_price(block: Block) -> bool:
    """A price alone in a block, linked or not (a product card's, ``itempage.product_cards``)."""
    return len(block.text) <= itempage.GRID_PRICE_CHARS and itempage.PRICE.fullmatch(block.text) is not None


ITEM_PRICE_BLOCKS = 2  # an item's price comes within this many blocks after its name


def _priced_item(kept: Sequence[Block]) -> bool:
    """The kept text states one item for sale: it opens with a heading, the item's name, with a price alone in a
    block within ``ITEM_PRICE_BLOCKS`` after it, the only price kept (a shop's product whose page says nothing
    of it in its metadata, its short description beside a grid of related products that the extraction left
    out; a listing's text opens with no price, a shop category's holds a price per product)."""
    if not kept or not kept[0].heading:
        return False
    prices = [i for i, b in enumerate(kept) if _card_price(b) and not b.link_chars]
    return len(prices) == 1 and 0 < prices[0] <= ITEM_PRICE_BLOCKS


def _targets(teasers: Sequence[Block]) -> int:
    """The teasers' different targets (the first link of each): a listing's cards lead to as many documents,
    a title, a picture and an excerpt to the same one; a text wrapped whole in one link (a press release
    linking to its PDF, a story inside its card's ``<a>``) is one teaser, however many paragraphs it has."""
    return len({b.links[0][2] if b.links else id(b) for b in teasers})


def _teasing_documents(teasers: Sequence[Block], url: str) -> bool:
    """At least half the teasers link to documents (:func:`~corpustools.vert.linktarget.document_target`): a listing's lead to its
    articles, posts, products or events, or to other sites (a link aggregator); a company's or an office's
    home page whose cards are most of it leads to its own named pages (``/leistungen/badsanierung``,
    ``/services/consulting``), which a listing's rarely are all."""
    host = site_host(url)
    linked = [b.links[0][2] for b in teasers if b.links]
    own = _own_parts_path(url)
    return 2 * sum(document_target(href, host) and not (own and _own_part(href, host, own)) for href in linked) \
        >= len(linked)


# (xreview29b) the last segment of a page's address that is a slug of two words or more ("/live/election-day",
# "/galerie/alter-hafen"): one document's, whose parts may have addresses of their own below it (a section's,
# "/sport", "/news", has its articles there)
_TWOWORDS_SLUG = re.compile(r"[^/_-]+(?:[_-][^/_-]+)+")


def _own_parts_path(url: str) -> str:
    """The page's path without its trailing slash when its last segment is a slug of two words or more, else ""."""
    try:
        path = urlsplit(url).path.rstrip("/")
    except ValueError:
        return ""
    return path if _TWOWORDS_SLUG.fullmatch(path.rsplit("/", 1)[-1]) else ""


def _own_part(href: str, host: str, own: str) -> bool:
    """The link leads to the page itself (another query of its address) or to a part of it right below its
    address: a live blog's post ("/live/election-day/post-3", "?post=3"), a gallery's slide
    ("/galerie/alter-hafen/4"); the teasers of a live blog or a gallery are its own entries, not other
    documents (xlisting29's cards took a live blog of linked entries for a news ticker).  Not a part whose name is
    an article's slug (``WORDS_SLUG``): a section's articles below its address of two words."""
    other = site_host(href)
    if other and other != host:
        return False
    try:
        path = urlsplit(href).path.rstrip("/")  # (urlsplit keeps its last answers: site_host's is not parsed again)
    except ValueError:
        return False
    if path == own:
        return True
    part = path[len(own) + 1:] if path.startswith(own + "/") else "/"
    # (xreview29c) not an article's slug of four words or more: a section named by two words ("/news/local-news")
    # has its articles right below it ("/news/local-news/bus-station-to-close-29876543"), a listing's cards; (xleft30)
    # but below a live blog's address ("/politics/live/budget-day") such a slug is an entry's permalink; (xreview30) not
    # below a live section's ("/en-direct", "/live-updates": its last step the word alone), whose cards lead to its
    # live blogs ("/en-direct/budget-2027-suivez-les-annonces-4817230"), each a document
    return "/" not in part and (WORDS_SLUG.fullmatch(part) is None or (
        _LIVE_PATH.search(own) is not None and _LIVE_WORD.fullmatch(own.rsplit("/", 1)[-1]) is None))


# (xleft30) a live blog's address: a step naming it ("/live/", "/liveblog/", "/liveticker-…", "/en-direct/", "/en-vivo/",
# "/diretta/", "live-updates"; not "/ticker/", a news agency's list of its latest stories)
_LIVE_WORD = re.compile(r"live|liveblog|live-?blog|liveticker|live-?updates|en-direct|en-vivo|directo|diretta"
                        r"|minute-by-minute", re.I)
_LIVE_PATH = re.compile(r"/(?:" + _LIVE_WORD.pattern + r")(?:[/_-]|$)", re.I)
LIVE_ENTRIES = 4  # a live blog shows at least this many entries, each a time alone over its text
LIVE_ENTRY_TEXT = 60  # ... the entry's text at least this long, no link line (a news ticker's items are headlines)
LIVE_ENTRY_LOOK = 3  # ... within this many blocks after its time (its heading between)
_ENTRY_TIME = re.compile(r"(?:\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{4}\s?,?\s?)?)?(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?(?:uhr|h|am|pm))?",
                         re.I)


def _live_entries(raw: Sequence[Block], url: str) -> bool:
    """(xleft30) The page shows ``LIVE_ENTRIES`` timed entries or more: a clock time alone in a block ("14:52", "25.11.
    14:52", "2:52 pm"), then within ``LIVE_ENTRY_LOOK`` blocks a paragraph of ``LIVE_ENTRY_TEXT`` characters or more
    that is no link line: a live blog's, whose entries' headings may link their own permalinks with an article's slug
    ("/live/budget-day/chancellor-confirms-cut-to-fuel-duty-4817230") and read as a listing's teasers.  (xreview30) Not
    a card whose heading links another document (:func:`_card_heading`): a live section's page ("/liveticker/",
    "/en-direct/") or a scores page ("/football/live/") shows a time, a linked headline and a perex per card."""
    entries = 0
    for i, b in enumerate(raw):
        if len(b.text) <= 20 and b.text[:1].isdigit() and _ENTRY_TIME.fullmatch(b.text) is not None:
            after = raw[i + 1:i + 1 + LIVE_ENTRY_LOOK]
            if any(len(c.text) >= LIVE_ENTRY_TEXT and not c.heading and 2 * c.link_chars < len(c.text) for c in after) \
                    and not any(_card_heading(c, url) for c in after):
                entries += 1
                if entries >= LIVE_ENTRIES:
                    return True
    return False


def _card_heading(b: Block, url: str) -> bool:
    """(xreview30) A heading that is a link to another document than the page (:func:`~corpustools.vert.linktarget.document_target`), not one of
    the page's own parts (:func:`_own_part`: a live blog's entry's permalink below its address)."""
    if not b.heading or not b.links or not b.linked:
        return False
    host = site_host(url)
    href = b.links[0][2]
    try:
        own = urlsplit(url).path.rstrip("/")
    except ValueError:
        own = ""
    return document_target(href, host) and not (own and _own_part(href, host, own))


CARD_PARTS = 3  # a card: its linked headline, then at most this many blocks (a perex, a date, an author's name) ...
CARD_PART_CHARS = 400  # ... of fewer characters than this together (a perex is a sentence or two), then the next card
CARD_CLOSING_HEADING = 2  # a heading of this level or higher (<h1>, <h2>) that is no teaser ends a card: no card holds one


def _card_parts(blocks: Sequence[Block]) -> set[int]:
    """The ids of the blocks between a teaser and the next one when they are few and short (``CARD_PARTS``
    blocks at most, under ``CARD_PART_CHARS`` together; the last teaser's up to the end of ``blocks``): a
    section front's or a tag page's perex, time and author under each linked headline.  They are the card's,
    not the page's own paragraphs: a listing whose every headline has its plain perex under it holds as much
    perex text as headline text, and its perexes are no article's paragraphs.  A blog's home opening with its
    latest post in full under its linked title has more after that title than a card holds: its paragraphs
    stay the page's own.  Each card is its own element (``<article>``, ``<li>``, ``<div class="card">``): the
    next teaser stands in another element than the last one, where a listicle's linked headings and their
    paragraphs stand side by side in one article's body.  (The last teaser's blocks count when few and short.)"""
    parts: set[int] = set()
    run: list[int] = []
    chars = 0
    open_card = False
    where: tuple[int, ...] = ()  # the element around the last teaser (its ancestors but its own element)
    for b in blocks:
        if len(b.text) >= TEASER_CHARS and _teaser(b):  # (the length first: most blocks are shorter, no call)
            if open_card and b.ancestors[:-1] != where:
                parts.update(run)
            run, chars, open_card, where = [], 0, True, b.ancestors[:-1]
        elif b.heading and b.heading <= CARD_CLOSING_HEADING:  # the page's headline or a section's heading
            if open_card:  # (the card before it ends there, as the last one at the end of the blocks)
                parts.update(run)
            open_card = False
        elif open_card:
            run.append(id(b))
            chars += len(b.text)
            open_card = len(run) <= CARD_PARTS and chars < CARD_PART_CHARS
    if open_card:
        parts.update(run)
    return parts


def _teaser(block: Block) -> bool:
    """A teaser: ``TEASER_CHARS`` or more, mostly link text or an excerpt cut with "… more"."""
    return len(block.text) >= TEASER_CHARS and (block.link_chars > TEASER_LINK_SHARE * len(block.text)
                                                or is_teaser_line(block))


def classify(html: str, raw: list[Block], kept: list[Block], url: str, article: bool | None = None,
             facts: PageFacts | None = None, product: bool | None = None) -> str:
    """``article``, ``listing`` or ``other`` for a page with all its blocks ``raw`` and the ``kept`` ones
    (``article``: what :func:`says_article` answered for the page, when the caller already asked; ``facts``:
    the page's metadata as the extractor read it from its tree, None for the last-resort extraction,
    which has no tree: then the address and the text decide; ``product``: what :func:`shop_product` answered,
    when the caller already asked: two searches of the whole page, not asked twice)."""
    if article is None:
        article = says_article(html)
    types = facts.schema_types() if facts is not None else []
    # (session 31) a shop's product page by its markup is an item whatever its address and og:type say
    other = stated_other(url, article, types, facts.meta if facts is not None else {}) \
        or (product if product is not None else shop_product(html))
    try:
        path = urlsplit(url).path
    except ValueError:
        path = ""
    if article and not other and not weak_article(types, path):
        return "article"
    teasers = [b for b in raw if _teaser(b)]
    parts = _card_parts(raw) | _card_parts(kept) if len(teasers) >= MIN_TEASERS else set()
    prose = [b for b in kept if _long_plain(b) and id(b) not in parts]
    prose_chars = sum(len(b.text) for b in prose)
    if len(teasers) >= MIN_TEASERS:
        card_text = sum(len(b.text) for b in teasers) + sum(len(b.text) for b in raw if id(b) in parts)
        share = card_text / (sum(len(b.text) for b in raw) or 1)
        if share >= TEASER_SHARE and len(prose) < LISTING_MAX_PROSE and prose_chars < PROSE_PER_TEASER * len(teasers) \
                and not (_ARTICLE_PATH.search(path) and not _date_archive(path)) and not _ITEM_PATH.search(path) \
                and not _own_text(raw, kept, parts) \
                and not (other and stated_item(url, types, facts.meta if facts is not None else {})[1]) \
                and _teasing_documents(teasers, url) and _targets(teasers) >= MIN_TEASERS \
                and sum(1 for b in kept if _card_price(b)) < itempage.GRID_CARDS and not _priced_item(kept):
            return "listing"  # (not a shop's category: its products' linked names with their prices are its text)
        if not path.strip("/"):
            return "other"  # a home page with excerpts beside its teasers: kept, but not an article
    if article and not other:
        return "article"  # the metadata's word, weak as it was, where the page is not clearly a listing
    if not other and _LIVE_PATH.search(path) and _live_entries(raw, url):
        return "article"  # (xleft30) a live blog without metadata: its address and its timed entries say so
    if not other and len(prose) >= ARTICLE_PARAGRAPHS and prose_chars >= ARTICLE_CHARS:
        return "article"
    if not other and _ARTICLE_PATH.search(path) and not _ITEM_PATH.search(path) \
            and sum(len(b.text) - b.link_chars for b in kept) >= (
                DATED_ARTICLE_CHARS if _DATED_SLUG.search(path) else ADDRESS_ARTICLE_CHARS):
        return "article"  # a short article without metadata: its address says what it is
    if not other and ((_NEWS_ITEM_PATH.search(path) and not _PAGED.search(path))
                      or (amp_page(html) and not _priced_item(kept))) \
            and (run := _sibling_run(kept, parts))[1] >= NEWS_ITEM_PARAGRAPHS and run[0] >= DATED_ARTICLE_CHARS:
        return "article"  # (xother35) an institution's news item or press release, its own paragraphs in a row;
        # (xleft36) or an AMP page's: the phone copy of an article, which often drops og:type and JSON-LD;
        # (xreview36b) siblings, as a news item's: an AMP section page whose cards' linked titles went keeps their
        # summaries in a row, each in its own card; (xreview37) not a shop's AMP product page, its name over its
        # price and its description's paragraphs in a row (no og:type either)
    return "other"


def _sibling_run(kept: Sequence[Block], parts: frozenset[int] | set[int]) -> tuple[int, int]:
    """(xreview36) :func:`prose_run` of ``kept`` with the run broken where a paragraph stands in another element than
    the one before it: a news item's paragraphs are siblings in its body, where a section's listing whose linked
    titles the extraction dropped (short, "Research item 3") keeps each teaser's summary in its own card, a row of
    plain paragraphs too (``/news/research/``, fewer cards than make a listing's teasers)."""
    best = (0, 0)
    start = 0
    for k in range(1, len(kept) + 1):
        if k == len(kept) or kept[k].ancestors[:-1] != kept[k - 1].ancestors[:-1]:
            best = max(best, prose_run(kept[start:k], parts))
            start = k
    return best


# (xleft36) an AMP document: its <html> element says so, "⚡" or "amp" (Pravda.sk's, Amar Ujala's article copies)
_AMP_HTML = re.compile(r"<html\b[^>]*?\s(?:⚡|amp)(?=[\s>=])", re.I)
AMP_HEAD = 1000  # ... within this many characters of the page's start


def amp_page(html: str) -> bool:
    """The page is an AMP document (``_AMP_HTML`` in its first ``AMP_HEAD`` characters): a copy of a page for
    phones, which publishers made of their articles."""
    start = html[:AMP_HEAD]
    return ("⚡" in start or "amp" in start) and _AMP_HTML.search(start) is not None


# (xother35) one item of a news or press section: a ministry's press release on the Government Site Builder
# (``/presse/pressemitteilungen/schwimmbaeder-217.html``), a Czech obec's news on VismoOnline
# (``/aktuality/odecet-vodomeru/``), a university's (``/news/…``); no metadata, a short slug; not the section
# itself, its archive of a year or its further pages; not a press section's other pages ("/presse/kontakt/")
_NEWS_ITEM_PATH = re.compile(
    r"/(?:news|aktuelles|meldungen|nachrichten|pressemitteilungen|pressemeldungen|pressemitteilung|press-?releases?"
    r"|newsroom|actualites|actualite|communiques(?:-de-presse)?|notizie|comunicati(?:-stampa)?|aktuality|novinky"
    r"|zpravy|tiskove-zpravy|spravy|tlacove-spravy|noticias|nieuws|aktualnosci)/"
    r"(?!(?:archiv|archive|archives|archivio|archiv-\d+|\d+)/?$)[^/]*[^\W\d_][^/]*/?$", re.I)
NEWS_ITEM_PARAGRAPHS = 2  # ... with this many paragraphs of its own in a row (``prose_run``)


# a blog's archive of a month or a day (WordPress's ``/2024/05/``, ``/2011/09/11/``, their ``/page/2/``): the date
# ends the address, no slug after it (an article's address, ``_ARTICLE_PATH``, has one)
_DATE_ARCHIVE = re.compile(r"/(?:19|20)\d\d/[01]?\d(?:/[0-3]?\d)?/?$")


def _date_archive(path: str) -> bool:
    """The address is a blog's archive of a month or a day (``_DATE_ARCHIVE``), or one of its further pages."""
    return _DATE_ARCHIVE.search(_PAGED.sub("", path)) is not None


# a day and a slug after it in the address: a blog's or a news site's post (not a day's archive, ``/2011/09/11/``)
_DATED_SLUG = re.compile(r"/(?:19|20)\d\d/[01]?\d/[0-3]?\d/[^/]*[^\W\d_][^/]*")
