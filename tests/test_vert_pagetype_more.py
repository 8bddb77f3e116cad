"""Page types of pages that are not articles although they hold long paragraphs (shops' products, forum
threads, questions, documentation, service pages with a FAQ) and of the articles that look like them
(a review naming products, a blog post with a FAQ): what a user filtering ``<doc type="article">`` gets.
All pages are written here."""

from __future__ import annotations

import json

import pytest
from vert_support import EN_TEXT, make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
PARAGRAPHS = "".join(f"<p>{EN_TEXT} Paragraph number {i} adds a few words of its own.</p>" for i in range(6))
OG_ARTICLE = '<meta property="og:type" content="article">'


def _ld(*types: str) -> str:
    graph = [{"@type": t, "name": f"Thing {i}"} for i, t in enumerate(types)]
    return f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@graph": graph})}</script>'


def _type(head: str, url: str, body: str = "") -> str:
    return extract_page(page(f"<main><h1>Winter tyres</h1>{body or PARAGRAPHS}</main>", head=head), url, OPTIONS).type


ARTICLE_URL = "https://www.example.com/news/the-government-approved-the-budget-for-next-year"


def test_the_same_text_is_an_article_when_nothing_says_otherwise():
    assert _type("", ARTICLE_URL) == "article"
    assert _type(OG_ARTICLE, "https://www.example.com/news/budget") == "article"


@pytest.mark.parametrize("head", [
    OG_ARTICLE + _ld("WebPage", "Product", "Offer"),  # a shop's product page: WordPress says og:type article
    _ld("Product", "AggregateRating", "Review"),  # a product with its customers' reviews
    '<meta content="product" property="og:type">',
    '<meta property="og:type" content="product.item">',
    OG_ARTICLE + _ld("DiscussionForumPosting", "Person"),  # a forum thread
    _ld("QAPage", "Question", "Answer"),  # a question with its answers
    _ld("SoftwareApplication"),  # an app store's page
])
def test_product_forum_question_and_app_pages_are_not_articles_even_when_og_type_says_so(head):
    assert _type(head, ARTICLE_URL) == "other"


def test_microdata_product_and_question_pages_are_not_articles():
    for kind in ("Product", "QAPage"):
        body = f'<div itemscope itemtype="https://schema.org/{kind}">{PARAGRAPHS}</div>'
        assert _type(OG_ARTICLE, ARTICLE_URL, body) == "other"


@pytest.mark.parametrize("types", [("NewsArticle", "Product", "Offer"), ("Article", "ItemList", "Product"),
                                   ("BlogPosting", "DiscussionForumPosting")])
def test_an_article_whose_own_type_says_so_stays_an_article_beside_products_or_comments(types):
    # a review of running shoes with its product boxes, a blog post whose comments are marked up
    assert _type(OG_ARTICLE + _ld(*types), ARTICLE_URL) == "article"


@pytest.mark.parametrize("url", [
    "https://forums.example.org/viewtopic.php?t=361697",
    "https://www.example.com/showthread.php?t=1930933",
    "https://forum.example.com/threads/best-closed-headphones-as-of-2024.973407/",
    "https://community.example.com/t/how-to-request-the-longer-chain/21241",
    "https://discuss.example.org/d/2068-types-of-threads",
    "https://shop.example.com/products/winter-tyre-extra-grip",
])
def test_forum_thread_and_product_addresses_are_not_articles(url):
    assert _type("", url) == "other"
    assert _type(OG_ARTICLE, url) == "other"  # forum software and shops say og:type article too


@pytest.mark.parametrize("head, url", [
    ("", "https://docs.example.com/en/latest/user/advanced.html"),
    ("", "https://example.readthedocs.io/en/latest/install.html"),
    ("", "https://www.example.org/docs/current/sql-select.html"),
    ('<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">', "https://www.example.org/howto/logging.html"),
    ('<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5">', "https://www.example.org/concepts/models/"),
    (_ld("TechArticle"), "https://www.example.org/get-started/introduction/"),
    (OG_ARTICLE + _ld("Article"), "https://docs.example.com/get-started/comparison"),
])
def test_documentation_is_not_an_article(head, url):
    assert _type(head, url) == "other"


def test_a_news_article_or_blog_post_about_software_stays_an_article_even_on_a_docs_path():
    assert _type(OG_ARTICLE + _ld("BlogPosting"), "https://www.example.org/docs/blog/release-4-0") == "article"


def test_a_service_page_with_a_faq_is_not_an_article_but_a_blog_post_with_a_faq_is():
    assert _type(_ld("FAQPage", "Question", "Answer"), "https://www.example.com/services/data-analytics") == "other"
    assert _type(OG_ARTICLE + _ld("FAQPage", "Question", "Answer"), ARTICLE_URL) == "article"


def test_pages_that_are_not_articles_are_kept_and_typed_other_in_the_vertical(tmp_path):
    # never dropped as listings: their text is kept, only its type says what it is
    def body(n: int) -> str:  # texts that differ (the same text twice is written once)
        return PARAGRAPHS + f"<p>{EN_TEXT} This is page {n} and no other.</p>"

    pages = [dict(html=page(body(1), head=OG_ARTICLE + _ld("Product", "Offer")), url=ARTICLE_URL),
             dict(html=page(body(2), head=OG_ARTICLE), url=ARTICLE_URL + "-2"),
             dict(html=page(body(3)), url="https://forums.example.org/viewtopic.php?t=3616")]
    warc = make_warc(tmp_path / "a.warc.gz", pages)
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 3 and text.count('type="other"') == 2 and text.count('type="article"') == 1


# --- section pages that call themselves articles ------------------------------------------------------

def _teasers(n: int = 12) -> str:
    return "".join(f"<div class='teaser'><h2><a href='/zpravy/c1-{5000 + i}-titulek-zpravy-cislo-{i}'>Titulek "
                   f"zprávy číslo {i} o něčem důležitém</a></h2><p>Krátký perex zprávy {i}.</p></div>"
                   for i in range(n))


@pytest.mark.parametrize("head", [OG_ARTICLE, _ld("CollectionPage", "BreadcrumbList"),
                                  "".join(_ld("NewsArticle") for _ in range(12))])
def test_a_section_page_whose_metadata_says_article_is_a_listing(head):
    # news sites say og:type article on every page; a listing's teasers may each be marked up as an article
    html = page(f"<main><h1>Ze zahraničí</h1>{_teasers()}</main>", head=head)
    assert extract_page(html, "https://www.example.cz/zahranici/", OPTIONS).type == "listing"


@pytest.mark.parametrize("head, url", [
    (OG_ARTICLE, "https://www.example.cz/zpravy/c1-54582620-djokovic-ve-finale"),  # an id in the address
    (OG_ARTICLE + _ld("NewsArticle"), "https://www.example.cz/zahranici/"),  # the page's own article type
])
def test_a_short_article_beside_many_teasers_stays_an_article(head, url):
    body = f"<main><h1>Djokovič ve finále</h1><p>{EN_TEXT}</p>{_teasers(20)}</main>"
    assert extract_page(page(body, head=head), url, OPTIONS).type == "article"


# --- short articles without metadata ----------------------------------------------------------------

def test_a_short_article_without_metadata_is_an_article_at_an_article_address_only():
    body = f"<main><h1>Rozpočet</h1><p>{EN_TEXT}</p><p>{EN_TEXT} Again.</p><p>{EN_TEXT} Once more.</p></main>"
    for url in ("https://www.example.cz/domaci/vlada-schvalila-rozpocet-na-pristi-rok/r~d73df84a900a11e3/",
                "http://blog.example.org/2016/12/budget-approved.html"):
        assert extract_page(page(body), url, OPTIONS).type == "article"
    for url in ("https://www.example.com/services/budgets", "https://shop.example.com/products/budget-planner-for-next-year"):
        assert extract_page(page(body), url, OPTIONS).type == "other"  # a service's page, a product's


@pytest.mark.parametrize("head, url", [
    ("", "https://www.example.com/category/science/"),
    (OG_ARTICLE, "https://www.example.com/sections/science/"),
    (OG_ARTICLE, "https://www.example.cz/rubrika/zahranici"),
    (_ld("CollectionPage", "ItemList"), "https://www.example.com/recipes/17562/dinner/"),
])
def test_section_and_collection_pages_with_excerpts_are_not_articles(head, url):
    # excerpts long enough to look like paragraphs: not clearly a listing, so kept, but not an article
    assert _type(head, url) == "other"
    assert _type(head + _ld("NewsArticle"), url) == "article"  # the page's own article type says otherwise


def test_an_article_whose_slug_follows_a_section_word_stays_an_article():
    assert _type("", "https://www.example.com/hub/How-to-Grow-Tomatoes-in-Pots-on-a-Balcony") == "article"


def test_a_companys_services_pages_are_not_articles_but_a_feature_article_is():
    assert _type(OG_ARTICLE, "https://www.example.com/services/hr-solutions/hr-consulting/") == "other"
    assert _type("", "https://www.example.de/leistungen/steuerberatung-fuer-kleine-unternehmen-und-familien") == "other"
    assert _type(OG_ARTICLE + _ld("BlogPosting"), "https://www.example.com/services/why-we-moved-to-rust") == "article"
    assert _type("", "https://www.example.in/features/general/llm-worse-than-babies-explains-why") == "article"


# --- short articles among many teasers, without metadata, at an address that says nothing ----------------

_SIDEBAR = "".join(f"<li><a href='/zpravy/{7000 + i}'>Další zpráva číslo {i} z domova a ze světa dneška</a></li>"
                   for i in range(40))
_NEWS = ("<p>Ministerstvo financí dnes oznámí, kam až se loni vyšplhal schodek státního rozpočtu a o kolik klesly "
         "daňové příjmy.</p>"
         "<p>Ministr už na začátku prosince varoval, že schodek překročí plánovaných sto třicet pět miliard korun, "
         "hlavně kvůli zpožděným platbám z Evropské unie.</p>"
         "<p>Tok peněz z operačních programů se zastavil kvůli podezřením z nesrovnalostí, úřady proto musely "
         "projekty financovat z vlastních zdrojů.</p>"
         "<p>Podle ministra ale země letos dodrží plánovaný schodek veřejných financí ve výši čtyř procent "
         "hrubého domácího produktu.</p>")


@pytest.mark.parametrize("url", ["https://www.example.cz/clanek.php?id=54582", "https://sport.example.cz/c1-54582620"])
def test_a_short_news_item_among_many_teasers_is_not_a_listing_and_gets_a_document(tmp_path, url):
    # an old news page: no og:type, no schema.org, no date or slug in its address; four short paragraphs in a
    # row beside forty linked titles of other articles (most of the page's text)
    html = page(f"<div class='menu'><ul>{_SIDEBAR}</ul></div><div class='content'><h1>Schodek rozpočtu</h1>"
                f"{_NEWS}</div><div class='box'><ul>{_SIDEBAR}</ul></div>")
    assert extract_page(html, url, OPTIONS).type != "listing"
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=html, url=url)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 1 and "operačních" in text


def test_a_section_page_with_an_intro_and_excerpts_between_titles_stays_a_listing():
    # its plain text is excerpts, each between its linked title and its date: no run of the page's own text
    teasers = "".join(f"<div class='item'><h2><a href='/zpravy/{7000 + i}'>Titulek zprávy číslo {i} o něčem velmi "
                      f"důležitém, co se dnes ráno stalo v hlavním městě a v jeho širokém okolí</a></h2><p>Ministr už v prosinci varoval, "
                      f"že schodek státního rozpočtu překročí plán, zpráva {i}.</p><p>čteno: {300 + i}x</p></div>"
                      for i in range(20))
    html = page(f"<main><h1>Domácí zprávy</h1><p>Zprávy z domova: politika, ekonomika a společnost.</p>{teasers}"
                "</main>")
    assert extract_page(html, "https://www.example.cz/domov.php", OPTIONS).type == "listing"


def test_a_section_page_of_excerpts_cut_short_with_their_read_counts_stays_a_listing():
    # the excerpts follow each other once their counts ("čteno: 327x", boilerplate) are gone: cut short with
    # an ellipsis, they are not a run of the page's own text
    excerpts = "".join(f"<p>Ministr už na začátku prosince varoval, že schodek státního rozpočtu překročí plán, "
                       f"zpráva číslo {i} pokračuje...</p><p>čteno: {300 + i}x názorů: 0</p>" for i in range(8))
    html = page(f"<div class='menu'><ul>{_SIDEBAR}</ul></div><div class='content'>{excerpts}</div>")
    assert extract_page(html, "https://www.example.cz/domov.php", OPTIONS).type == "listing"


# --- little text of its own beside a big menu or a box of related items: not a listing -------------------

_MENU = "".join(f"<li><a href='/seite/{100 + i}'>Informationen zum Thema Nummer {i} der Gemeinde</a></li>"
                for i in range(30))
_CONTACT = ("<h1>Kontakt</h1><p>Gemeindeamt Musterdorf</p><p>Hauptstraße 1, 12345 Musterdorf</p><p>Telefon: 01234 5678</p>"
            "<p>Öffnungszeiten: Montag bis Freitag 8 bis 12 Uhr, Donnerstag auch 14 bis 18 Uhr.</p>"
            "<p>Bürgermeister: Max Mustermann</p>")
_RELATED = "".join(f"<li><a href='/artikel/{200 + i}'>Fahrradkette Modell {i} für Rennräder und Mountainbikes, "
                   f"9-fach</a> 19,99 €</li>" for i in range(20))
_PRODUCT = ("<h1>Fahrradkette X9</h1><p>Die robuste Kette für alle 9-fach Schaltungen, mit Schnellverschluss und "
            "rostfreier Beschichtung, passt an fast alle Räder.</p><ul><li>Gewicht: 250 g</li><li>Länge: 114 Glieder"
            "</li></ul><p>Preis: 24,99 €</p>")


@pytest.mark.parametrize("menu", ["<div class='nav'>{}</div>", "<div id='menu'>{}</div>", "<div id='sidebar'>{}</div>",
                                  "<div class='col-md-3'>{}</div>"])
@pytest.mark.parametrize("html, url, word", [
    (lambda m: page(f"{m}<div class='content'>{_CONTACT}</div>"), "https://www.musterdorf.de/kontakt", "Öffnungszeiten"),
    (lambda m: page(f"{m}<div class='product'>{_PRODUCT}</div><div class='related'><ul>{_RELATED}</ul></div>"),
     "https://shop.example.de/fahrradkette-x9.html", "Schnellverschluss"),
])
def test_a_contact_or_product_page_with_a_big_menu_is_not_a_listing_and_gets_a_document(tmp_path, menu, html, url, word):
    # the teasers are most of the page, but the extractor's text has none of them: they are around it
    body = html(menu.format(f"<ul>{_MENU}</ul>"))
    assert extract_page(body, url, OPTIONS).type == "other"
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=body, url=url)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 1 and word in text
