"""Regression tests for extraction classes left open after session 21 (session 22): a related articles' box of
teaser cards (a linked title and an excerpt each) between the lead and the text or between two paragraphs, whose
excerpts the container kept once the box's heading and titles were gone; Ghost's members' calls to action (the
call-to-action card, the box standing in for a members-only post's text); and the one reading of a page's item
metadata (``pagetype.stated_item``'s two answers).  Beside each, what looks like it and must stay: the article's
own element holding a teaser heading and its links between its paragraphs, a list of links at the start of a
long text, an essay's sentence about subscribers."""

from __future__ import annotations

import pytest
from vert_support import page, processed

from corpustools.vert import pagetype
from corpustools.vert.choose import extract_page
from corpustools.vert.extract import Block

OPTIONS = {"languages": ()}

# --- a related articles' box of teaser cards (a linked title and an excerpt each) -------------------------------

TEXT = {
    "cs": ["Vláda v pondělí schválila návrh státního rozpočtu na příští rok. Schodek má podle ministra financí "
           "dosáhnout zhruba 230 miliard korun, tedy o něco méně než letos.",
           "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů. Sněmovna "
           "má o rozpočtu poprvé jednat v polovině října.",
           "Nejvíce peněz půjde tradičně na důchody a sociální dávky, výrazně posílit mají také výdaje na obranu a na "
           "dopravní stavby, především na dálnice a železnice.",
           "Ministr financí zároveň oznámil, že vláda nebude zvyšovat daně, ale chce omezit některé výjimky a slevy. "
           "Podrobnosti představí příští týden."],
    "de": ["Der Stadtrat hat am Dienstagabend nach langer Debatte beschlossen, die Straßenbahnlinie bis zum neuen "
           "Wohngebiet am Nordrand zu verlängern. Die Bauarbeiten sollen im Frühjahr beginnen.",
           "Die Kosten von rund 48 Millionen Euro teilen sich Stadt und Land, der Bund beteiligt sich über ein "
           "Förderprogramm. Kritik kam von der Opposition, die eine Buslinie für günstiger hält.",
           "Anwohner hatten sich in einer Bürgerbefragung mehrheitlich für die Straßenbahn ausgesprochen. Die "
           "Verkehrsbetriebe rechnen mit täglich bis zu 9000 Fahrgästen auf dem neuen Abschnitt.",
           "Bis zur Eröffnung Ende 2028 sollen Ersatzbusse fahren. Die Stadt will die Anwohner in "
           "Informationsveranstaltungen über den Zeitplan und die Umleitungen unterrichten."],
    "en": ["The council voted on Tuesday night to extend the tram line to the new housing estate on the northern edge "
           "of the city, after a debate that lasted more than four hours. Work is due to start in spring.",
           "The cost of about 48 million euros will be shared by the city and the region, with a national grant "
           "covering part of it. The opposition argued that a bus route would have been cheaper.",
           "Residents had backed the tram in a consultation last year. The transport company expects up to 9,000 "
           "passengers a day on the new section once it opens.",
           "Replacement buses will run until the line opens at the end of 2028, and the city plans public meetings "
           "to explain the timetable and the diversions."],
}
HEADLINE = {"cs": "Vláda schválila rozpočet se schodkem 230 miliard",
            "de": "Straßenbahn wird bis ins Neubaugebiet verlängert",
            "en": "Tram line to be extended to the new estate"}
LEAD = {"cs": "Praha – Vláda schválila rozpočet na příští rok, schodek bude menší než letos.",
        "de": "Die Linie 4 soll ab 2028 bis zum Nordrand fahren, der Stadtrat gab grünes Licht.",
        "en": "The line will reach the northern estate by 2028, the council decided after a long debate on Tuesday."}
CARDS = {
    "cs": [("Sněmovna schválila novelu stavebního zákona",
            "Poslanci po dlouhé debatě odhlasovali změny, které mají zrychlit povolování staveb."),
           ("Inflace v říjnu zpomalila na dvě procenta",
            "Spotřebitelské ceny rostly nejpomaleji za poslední tři roky, uvedl statistický úřad."),
           ("Ceny energií na příští rok klesnou",
            "Dodavatelé oznámili nové ceníky, domácnosti ušetří stovky korun měsíčně.")],
    "de": [("Neue Radwege: Stadt plant Ausbau am Ring",
            "Bis 2027 sollen zwölf Kilometer neue Radwege entstehen, die ersten Abschnitte noch in diesem Jahr."),
           ("Busfahrer streiken erneut im Nahverkehr",
            "Die Gewerkschaft hat für Donnerstag zu einem ganztägigen Warnstreik bei den Verkehrsbetrieben aufgerufen."),
           ("Ticketpreise steigen ab Januar",
            "Einzelfahrscheine und Monatskarten werden im Schnitt um fünf Prozent teurer, das Sozialticket nicht.")],
    "en": [("New cycle lanes planned for the ring road",
            "Twelve kilometres of new cycle lanes are to be built by 2027, the first sections later this year."),
           ("Bus drivers to strike again on Thursday",
            "The union has called a day-long strike at the transport company over pay and working hours."),
           ("Fares to rise by five per cent in January",
            "Single tickets and monthly passes will cost more from the new year, the social pass will not.")],
}
BOX_HEADING = {"cs": "Související", "de": "Mehr zum Thema", "en": "Related stories"}
URL = {"cs": "https://www.zpravodaj.cz/domaci/vlada-schvalila-rozpocet-se-schodkem-230-miliard-r~a1b2c3",
       "de": "https://www.stadtanzeiger.de/lokales/2026-11-24-strassenbahn-wird-verlaengert",
       "en": "https://www.citypost.co.uk/news/2026/11/24/tram-line-to-be-extended-to-the-new-estate"}


def _cards_box(lang: str, heading_tag: str = "div") -> str:
    """A news CMS's box of teaser cards under its heading (a line of its own, not always a heading element): each
    card a linked picture and title, and the story's excerpt under it outside the link."""
    cards = "".join(f'<div class="teaser-item"><a href="/domaci/clanek-{i}-r~{i}abc{i}"><img src="/t{i}.jpg" alt="">'
                    f'<h3 class="teaser-title">{title}</h3></a><p class="teaser-perex">{excerpt}</p></div>'
                    for i, (title, excerpt) in enumerate(CARDS[lang]))
    return f'<div class="box"><{heading_tag} class="box-title">{BOX_HEADING[lang]}</{heading_tag}>{cards}</div>'


def _news(lang: str, between: str = "", inside: str = "") -> str:
    """A news site's article without article metadata (an old CMS: ``div``s only): the headline and the lead, a box
    ``between`` them and the text, the text's four paragraphs with ``inside`` after the second, a side column."""
    p = TEXT[lang]
    body = ('<div id="header"><a href="/">Zpravodaj</a><ul id="menu"><li><a href="/domaci">Domácí</a></li>'
            '<li><a href="/svet">Svět</a></li></ul></div><div id="content"><div class="col-main">'
            f'<h1>{HEADLINE[lang]}</h1><p class="perex"><strong>{LEAD[lang]}</strong></p>{between}'
            f'<div class="text"><p>{p[0]}</p><p>{p[1]}</p>{inside}<p>{p[2]}</p><p>{p[3]}</p></div></div>'
            '<div class="col-side"><h3>Nejčtenější</h3><a href="/a">Něco</a></div></div>'
            '<div id="footer"><p>© 2026 Zpravodaj</p></div>')
    return page(body, HEADLINE[lang])


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


@pytest.mark.parametrize("lang", ["cs", "de", "en"])
@pytest.mark.parametrize("where", ["between", "inside"])
def test_a_related_boxs_excerpts_go_with_its_titles(lang: str, where: str) -> None:
    box = _cards_box(lang)
    texts = _texts(_news(lang, **{where: box}), URL[lang])
    assert all(p in texts for p in TEXT[lang]) and HEADLINE[lang] in texts and LEAD[lang] in texts, texts
    leaked = [t for t in texts if any(t in card for card in map(" ".join, CARDS[lang]))]
    assert not leaked, texts


def test_a_related_box_under_a_heading_element_goes_too() -> None:
    texts = _texts(_news("de", between=_cards_box("de", "h2")), URL["de"])
    assert texts == [HEADLINE["de"], LEAD["de"], *TEXT["de"]], texts


def test_a_teaser_heading_and_links_among_the_articles_paragraphs_keep_the_paragraphs() -> None:
    """Novinky's way: the teaser heading and its linked titles are lines of the article's own element, between
    its paragraphs: the paragraphs after them are the article's."""
    inside = ('<p><strong>Mehr zum Thema:</strong></p>'
              + "".join(f'<p><a href="/lokales/2026-11-2{i}-artikel-{i}">{t}</a></p>' for i, (t, _) in enumerate(CARDS["de"])))
    texts = _texts(_news("de", inside=inside), URL["de"])
    assert all(p in texts for p in TEXT["de"]), texts


def test_a_list_of_links_under_a_teaser_heading_at_the_texts_start_keeps_the_text() -> None:
    """The box opens the article's own element (no text of it before the heading): the text after the links is
    most of what was chosen, so the element is the article's, not a box."""
    box = ('<h3>Lesen Sie auch</h3><ul>' + "".join(f'<li><a href="/lokales/2026-11-2{i}-artikel-{i}">{t}</a></li>'
                                                 for i, (t, _) in enumerate(CARDS["de"])) + '</ul>')
    html = _news("de").replace('<div class="text">', '<div class="text">' + box)
    texts = _texts(html, URL["de"])
    assert all(p in texts for p in TEXT["de"]), texts


# --- Ghost's members' calls to action ------------------------------------------------------------------------------

ESSAY = ["Reading slowly is not a virtue in itself, but it changes what a book can do to you. When I stopped counting "
         "pages I started remembering sentences, and the sentences began to talk to each other across books.",
         "Last winter I read only four novels. Each of them stayed with me for weeks, and I found myself going back "
         "to passages I had marked, reading them aloud in the kitchen while the kettle boiled.",
         "There is a kind of attention that only comes when nothing else is pulling at it. I do not think it can be "
         "forced, but it can be invited, by a quiet chair and a phone left in another room."]
GHOST_URL = "https://slowreader.example.com/on-reading-slowly/"
# Ghost 5's call-to-action card, as the editor writes it into a post
CTA_CARD = ('<div class="kg-card kg-cta-card kg-cta-bg-grey kg-cta-minimal" data-layout="minimal"><div class="kg-cta-'
            'sponsor-label-wrapper"><div class="kg-cta-sponsor-label"><span>Sponsored</span></div></div><div class="kg-'
            'cta-content"><div class="kg-cta-content-inner"><div class="kg-cta-text"><p>Enjoying these essays? The Slow '
            'Reader is supported by its readers: become a member today and get every new essay in your inbox, along '
            'with our monthly reading list and invitations to the online book club.</p></div><a href="#/portal/signup" '
            'class="kg-cta-button">Become a member</a></div></div></div>')
# what Ghost's {{content}} gives for a members-only post to a visitor (the theme's default upgrade box)
UPGRADE = ('<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: '
           '#ff1a75"><h2>This post is for paying subscribers only</h2><a class="gh-btn" data-portal="signup" '
           'href="#/portal/">Subscribe now</a><p><small>Already have an account? <a data-portal="signin" '
           'href="#/portal/signin">Sign in</a></small></p></div></aside>')


def _ghost(content: str) -> str:
    """A Ghost (Casper-like theme) post: ``content`` in the post's ``gh-content`` section."""
    return page('<header class="gh-navigation"><a class="gh-navigation-logo" href="/">The Slow Reader</a><nav><a '
                'href="/about/">About</a></nav></header><main class="gh-main"><article class="gh-article post">'
                '<header class="gh-article-header"><h1 class="gh-article-title">On reading slowly</h1></header>'
                f'<section class="gh-content gh-canvas">{content}</section></article></main><footer class="gh-footer">'
                '<p>The Slow Reader © 2026. Powered by Ghost</p></footer>', "On reading slowly",
                '<meta name="generator" content="Ghost 5.80"><meta property="og:type" content="article">')


def test_ghosts_call_to_action_card_goes() -> None:
    texts = _texts(_ghost(f"<p>{ESSAY[0]}</p>{CTA_CARD}<p>{ESSAY[1]}</p><p>{ESSAY[2]}</p>"), GHOST_URL)
    assert texts == ["On reading slowly", *ESSAY], texts


@pytest.mark.parametrize("tag", ["aside", "div", "section"])
def test_ghosts_members_only_box_goes(tag: str) -> None:
    """Ghost's default box is an ``<aside>`` (furniture already); a theme's own ``content-cta`` partial keeps the
    class on a ``<div>`` or a ``<section>``."""
    box = UPGRADE.replace("<aside", f"<{tag}").replace("</aside>", f"</{tag}>")
    texts = _texts(_ghost(f"<p>{ESSAY[0]}</p><p>{ESSAY[1]}</p>{box}"), GHOST_URL)
    assert texts == ["On reading slowly", *ESSAY[:2]], texts


@pytest.mark.parametrize("line", ["This post is for subscribers only", "This post is for paying subscribers only.",
                                  "This article is for members only"])
def test_a_members_only_line_alone_goes(line: str) -> None:
    """Another theme's box around it, not named: the line alone in a block."""
    texts = _texts(_ghost(f'<p>{ESSAY[0]}</p><p>{ESSAY[1]}</p><div class="paid-box"><h3>{line}</h3></div>'), GHOST_URL)
    assert texts == ["On reading slowly", *ESSAY[:2]], texts


def test_a_sentence_about_members_only_posts_stays() -> None:
    line = "This post is for subscribers only in the sense that they asked for it, but anyone may read it."
    texts = _texts(_ghost(f"<p>{ESSAY[0]}</p><p>{line}</p><p>{ESSAY[1]}</p>"), GHOST_URL)
    assert line in texts, texts


def test_a_call_to_action_class_of_another_name_is_judged_as_before() -> None:
    """Only Ghost's documented card names are furniture: a theme's own "cta" box with the post's text stays."""
    texts = _texts(_ghost(f'<p>{ESSAY[0]}</p><div class="post-cta"><p>{ESSAY[1]}</p></div><p>{ESSAY[2]}</p>'),
                   GHOST_URL)
    assert texts == ["On reading slowly", *ESSAY], texts


# --- the page's item metadata, read once -------------------------------------------------------------------------

@pytest.mark.parametrize("url, types, meta, answers", [
    ("https://shop.example.de/thermoflasche-alpin-750-ml.html", ["Product"], {}, (True, True)),
    ("https://shop.example.de/thermoflasche.html", ["Product", "Review"], {}, (True, True)),
    ("https://shop.example.de/x.html", [], {"og:type": " Product.Item "}, (True, True)),
    ("https://shop.example.de/x.html", ["Product", "NewsArticle"], {}, (False, True)),  # a review of a product
    ("https://shop.example.de/flaschen/", ["Product"] * 3, {}, (True, False)),  # a category's items
    ("https://blog.example.de/autor/anna/", ["ProfilePage"], {}, (True, False)),  # an author's page: a list
    ("https://docs.example.org/start/", [], {}, (False, True)),
    ("https://example.org/guide/", [], {"generator": "Sphinx 7.2"}, (False, True)),
    ("https://forum.example.de/viewtopic.php?t=12", [], {}, (False, True)),
    ("https://example.org/news/2026/11/24/story", ["NewsArticle"], {"og:type": "article"}, (False, False)),
    ("not a url [", [], {}, (False, False)),
])
def test_stated_item_gives_both_answers(url: str, types: list[str], meta: dict[str, str],
                                        answers: tuple[bool, bool]) -> None:
    assert pagetype.stated_item(url, types, meta) == answers


# --- a press release's text wrapped whole in one link ------------------------------------------------------------

RELEASE = ["The company today announced that it has completed the acquisition of a regional logistics firm, expanding "
           "its network to forty new depots across the north of the country.",
           "The transaction, valued at 120 million euros, was approved by the competition authority last week and closes "
           "ahead of schedule. All 800 employees of the acquired firm will be retained.",
           "“This step brings us closer to our customers in the region,” said the chief executive. The combined company "
           "expects annual revenue of more than two billion euros next year."]
RELEASE_URL = "https://www.acme-group.com/en/press/detail/1234"


def _release(body: str) -> str:
    """A company's news item (a TYPO3 or a home-made CMS): the headline, the date, then ``body``."""
    return page('<header><a href="/">Acme Group</a><nav><a href="/about">About</a><a href="/news">News</a><a '
                'href="/careers">Careers</a></nav></header><main><div class="news-detail"><h1>Acme completes '
                f'acquisition of Northern Logistics</h1><div class="date">24.11.2026</div>{body}</div></main>'
                '<footer><p>© 2026 Acme Group</p><a href="/imprint">Imprint</a></footer>', "Acme completes acquisition")


@pytest.mark.parametrize("href", ["/en/press/detail/1234", "/fileadmin/press/2026-11-24-acquisition.pdf"])
def test_a_news_items_text_inside_one_link_is_kept(href: str) -> None:
    """The text inline in the item's element, wrapped in the link to itself or to its PDF (no paragraph element:
    one block that is all link text, which no pass counted)."""
    texts = _texts(_release(f'<a href="{href}"><span class="bodytext">{" ".join(RELEASE)}</span></a>'), RELEASE_URL)
    assert texts == ["Acme completes acquisition of Northern Logistics", " ".join(RELEASE)], texts


def test_a_news_items_paragraphs_inside_one_link_stay() -> None:
    texts = _texts(_release('<a href="/en/press/detail/1234"><div>' + "".join(f"<p>{t}</p>" for t in RELEASE)
                            + "</div></a>"), RELEASE_URL)
    assert texts == ["Acme completes acquisition of Northern Logistics", *RELEASE], texts


def test_teasers_each_in_its_own_link_under_a_heading_are_not_taken_as_the_text() -> None:
    """A section's page: its heading and teasers, each a sentence wrapped in the link to its own story: not one
    text wrapped in a link (several addresses)."""
    teasers = "".join(f'<a href="/en/press/detail/{1230 + i}"><span>{t}</span></a>' for i, t in enumerate(RELEASE))
    texts = _texts(_release(teasers), "https://www.acme-group.com/en/press/")
    assert not any(t in " ".join(texts) for t in RELEASE), texts


# --- a grid of service cards named by their links ------------------------------------------------------------------

SERVICES = [("Web design", "Modern, responsive websites that turn your visitors into customers."),
            ("Search engine optimisation", "Get found on Google with technical SEO and content that ranks."),
            ("Managed hosting", "Fast, secure hosting in Germany with daily backups and updates."),
            ("Branding", "Logos, colours and type that make your business memorable.")]


def _slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def _services(href: str, url: str = "https://www.pixelco.co.uk/services/", head: str = "") -> list[str]:
    """A Drupal view's grid of services on the company's page: each card's title field a link (no heading), its
    body field a sentence, a "Learn more" link; ``href`` the cards' link targets ({} the card's slug)."""
    cards = "".join(
        f'<div class="views-col"><div class="views-field views-field-title"><span class="field-content"><a href="'
        f'{href.format(_slug(name))}" hreflang="en">{name}</a></span></div><div class="views-field views-field-body"><div '
        f'class="field-content">{blurb}</div></div><div class="views-field views-field-view-node"><span class="field-'
        f'content"><a href="{href.format(_slug(name))}" hreflang="en">Learn more</a></span></div></div>'
        for name, blurb in SERVICES)
    html = page('<header class="site-header"><a href="/">Pixel &amp; Co</a><nav><ul><li><a href="/">Home</a></li><li>'
                '<a href="/services/">Services</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header><main>'
                f'<h1>Our services</h1><div class="view view-services"><div class="views-view-grid">{cards}</div></div>'
                '</main><footer><p>Pixel &amp; Co, 12 High Street, Leeds</p></footer>', "Services – Pixel & Co", head)
    return _texts(html, url)


def test_service_cards_named_by_their_links_keep_their_names() -> None:
    texts = _services("/services/{}/")
    assert texts == ["Our services", *(line for card in SERVICES for line in card)], texts


@pytest.mark.parametrize("href", ["/news/2026/11/24/{}-news-from-our-leeds-office", "https://other.example.com/{}",
                                  "/node/1234?{}"])
def test_cards_linking_to_documents_are_judged_as_before(href: str) -> None:
    """A listing's teasers (to articles with a date, an id or a long slug) or links to other sites: their linked
    titles are not the page's own named services."""
    texts = _services(href)
    assert not any(name in texts for name, _ in SERVICES), texts


def test_cards_on_an_article_page_are_judged_as_before() -> None:
    texts = _services("/services/{}/", head='<meta property="og:type" content="article">'
                      '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Our services"}</script>')
    assert not any(name in texts for name, _ in SERVICES), texts


# --- a shop's product without metadata beside its grid of related products -----------------------------------------

SHORT_DESC = "Die leichte Isolierflasche für Wanderungen, Büro und Schule, hält zwölf Stunden heiß."


def _woo_product(grid_heading: str = "Das könnte Ihnen auch gefallen", prices: bool = False, cards: int = 16) -> str:
    """A WooCommerce product page whose theme writes no JSON-LD and no ``og:type`` (nor a description tab): the
    name, the price, the short description, the cart form, then a grid of other products in a section that the
    theme names after itself, not "related"."""
    grid = "".join(
        f'<li class="product type-product"><a href="/flasche-modell-{i}/" class="woocommerce-LoopProduct-link '
        f'woocommerce-loop-product__link"><img src="/p{i}.jpg" alt=""><h2 class="woocommerce-loop-product__title">'
        f'Flasche Modell {i} aus Edelstahl, {i * 50} ml</h2>'
        + (f'<span class="price"><bdi>{i + 10},90 €</bdi></span>' if prices else "")
        + f'</a><a href="?add-to-cart={i}" class="button add_to_cart_button">In den Warenkorb</a></li>'
        for i in range(1, cards + 1))
    body = ('<header id="masthead" class="site-header"><a href="/">Flaschenladen</a><nav class="main-navigation"><ul>'
            '<li><a href="/shop/">Shop</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></nav></header>'
            '<div id="primary" class="content-area"><main id="main" class="site-main"><div id="product-42" class="product '
            'type-product status-publish instock"><div class="woocommerce-product-gallery images"><img src="/t.jpg" '
            'alt=""></div><div class="summary entry-summary"><h1 class="product_title entry-title">Thermoflasche Alpin '
            '750 ml</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>24,90&nbsp;<span class="'
            'woocommerce-Price-currencySymbol">€</span></bdi></span></p><div class="woocommerce-product-details__short-'
            f'description"><p>{SHORT_DESC}</p></div><form class="cart" method="post"><button type="submit" name="add-to-'
            'cart" value="42" class="single_add_to_cart_button button alt">In den Warenkorb</button></form></div>'
            f'<section class="slider-section"><h2>{grid_heading}</h2><ul class="products columns-4">{grid}</ul>'
            '</section></div></main></div><footer><p>© 2026 Flaschenladen</p></footer>')
    return page(body, "Thermoflasche Alpin 750 ml – Flaschenladen")


PRODUCT_URL = "https://www.flaschenladen.de/thermoflasche-alpin/"


@pytest.mark.parametrize("prices", [False, True])
def test_a_product_without_metadata_beside_a_grid_is_no_listing(prices: bool) -> None:
    doc = processed(_woo_product(prices=prices), PRODUCT_URL)  # (a listing would be skipped)
    page_ = extract_page(_woo_product(prices=prices), PRODUCT_URL, OPTIONS)
    assert page_.type == "other" and [b.text for b in page_.blocks] == [
        "Thermoflasche Alpin 750 ml", "24,90 €", SHORT_DESC], ([b.text for b in page_.blocks], page_.type)
    assert doc.attrs.get("type") == "other", doc.attrs


def _news_listing(opening: str) -> str:
    """A news section's page: its heading, ``opening`` under it, then twenty linked teasers with their excerpts."""
    teasers = "".join(f'<div class="teaser"><h3><a href="/region/2026/11/{i:02d}/stadtrat-beschliesst-neuen-haushalt-'
                      f'fuer-{i}">Stadtrat beschließt neuen Haushalt für das Jahr 20{i:02d} nach langer Debatte</a></h3>'
                      f'<a href="/region/2026/11/{i:02d}/stadtrat-beschliesst-neuen-haushalt-fuer-{i}">Die Fraktionen '
                      f'einigten sich am Abend auf einen Kompromiss, die Opposition stimmte dagegen …</a></div>'
                      for i in range(1, 21))
    return page(f'<main><h1>Region</h1>{opening}<div class="teasers">{teasers}</div></main>', "Region")


def test_a_listing_opening_without_a_price_stays_a_listing() -> None:
    page_ = extract_page(_news_listing(""), "https://www.zeitung.example.de/region/", OPTIONS)
    assert page_.type == "listing", [b.text for b in page_.blocks]


def test_priced_item_needs_one_price_after_the_opening_heading() -> None:
    heading, price, text = (Block("h1", "Thermoflasche Alpin 750 ml"), Block("p", "24,90 €"),
                            Block("p", SHORT_DESC))
    assert pagetype._priced_item([heading, price, text])
    assert pagetype._priced_item([heading, text, price])
    assert not pagetype._priced_item([text, price])  # no name first
    assert not pagetype._priced_item([heading, text, text, price])  # a price far from the name: a card's
    assert not pagetype._priced_item([heading, price, text, Block("p", "19,90 €")])  # two prices: a category's
    assert not pagetype._priced_item([heading, Block("p", "24,90 €", links=[(0, 7, "/x")], link_chars=7), text])


# --- a collection's items named by plain lines, neither headings nor links ---------------------------------------

GEAR = [("Wanderrucksack Trail 30", "79,90 €"), ("Daunenjacke Nordkap", "189,00 €"), ("Trekkingstöcke Carbon", "59,90 €"),
        ("Schlafsack Polar -10", "149,00 €"), ("Zelt Kuppel 2P", "229,00 €"), ("Stirnlampe 400 lm", "34,90 €"),
        ("Funktionsshirt Merino", "49,90 €"), ("Wanderschuh Alpin GTX", "169,00 €")]
GEAR_INTRO = "Alles für Ihre nächste Tour: Rucksäcke, Jacken, Zelte und Zubehör von bewährten Marken."


def _gear_grid() -> str:
    """A shop's category page (a home-made template): each card a picture, the item's name in a ``<div
    class="name">`` (no heading, no link), its price and a "Details" button linking to the item."""
    cards = "".join(f'<div class="product-item"><img src="/{i}.jpg" alt=""><div class="name">{name}</div><div '
                    f'class="price">{price}</div><a class="btn" href="/p/{i}">Details</a></div>'
                    for i, (name, price) in enumerate(GEAR))
    return page('<header><a href="/">Bergsport Huber</a><nav><a href="/neu">Neu</a><a href="/sale">Sale</a></nav></header>'
                f'<main><h1>Wanderausrüstung</h1><p>{GEAR_INTRO}</p><div class="product-grid">{cards}</div></main>'
                '<footer><p>© Bergsport Huber</p></footer>', "Wanderausrüstung – Bergsport Huber")


def test_a_grids_plain_names_stay_with_their_prices() -> None:
    """Every name with its price, the short one too ("Zelt Kuppel 2P", under the previous card's "Details"
    link: it was taken for the price's name, and kept once)."""
    texts = _texts(_gear_grid(), "https://www.bergsport-huber.de/wanderausruestung/")
    assert texts == ["Wanderausrüstung", GEAR_INTRO, *(line for card in GEAR for line in card)], texts


@pytest.mark.parametrize("line, name", [("Zelt Kuppel 2P", True), ("Daunenjacke Nordkap", True),
                                        ("Nur solange der Vorrat reicht.", False), ("Farbe:", False), ("Neu", False),
                                        ("EUR", False)])
def test_a_plain_card_name_is_a_products_name_not_a_sentence(line: str, name: bool) -> None:
    from corpustools.vert import itempage

    assert itempage._plain_name(Block("div", line)) is name
