"""Page types that lose a page (``listing`` is dropped by default) and the listings beside them, in the shapes
real engines write: a short news item whose column goes on with the site's other teasers, a product page with
its grid of related products, a documentation's index, a short forum thread beside its suggested topics.  Each
class has its guards: the listings of the same shape that stay listings.  All pages are written here."""

from __future__ import annotations

from vert_support import make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _type(html: str, url: str) -> str:
    return extract_page(html, url, OPTIONS).type


def _vert(tmp_path, html: str, url: str) -> str:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=html, url=url)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    return read_vert(out)


# --- a short news item, and the site's other teasers after it in the same column ------------------------------
# (an old regional site without og:type or schema.org, at an address with an id or a short slug: only the text
# says what the page is; the extractor keeps the teasers, which are in the article's own element)

_CS_MENU = "".join(f"<li><a href='/{s}/'>{s.capitalize()}</a></li>" for s in ("zpravy", "sport", "kultura", "bydleni"))
_CS_MORE = "".join(f"<div class='clanek'><h3><a href='/zpravy/{5000 + i}'>Hasiči v noci zasahovali u požáru skladu "
                   f"v Líšni, škoda číslo {i} je vysoká</a></h3><p class='perex'>Požár skladu s papírem vypukl krátce "
                   f"po půlnoci, zpráva {i}…</p></div>" for i in range(24))


def _cs_item(paragraphs: str) -> str:
    return page(f"<div id='page'><div id='hlavicka'><a href='/'>Brněnský zpravodaj</a></div><div id='menu'><ul>"
                f"{_CS_MENU}</ul></div><div id='obsah'><h1>Zloděj v noci vykradl trafiku na náměstí</h1>"
                f"<p class='datum'>12. 5. 2024, 8:15</p>{paragraphs}<h2>Další zprávy z regionu</h2>{_CS_MORE}</div>"
                "<div id='paticka'>© 2024 Brněnský zpravodaj</div></div>", title="Zloděj vykradl trafiku")


_CS_TWO = ("<p>Policie v noci na pondělí zadržela muže, který se pokusil vykrást trafiku na náměstí Svobody.</p>"
           "<p>Pachatel rozbil výlohu a odnesl několik krabic cigaret, hlídka ho však zadržela o dvě ulice dál.</p>")
_CS_ONE = ("<p>Policie v noci na pondělí zadržela muže, který vykradl trafiku na náměstí Svobody. Pachatel rozbil "
           "výlohu a odnesl několik krabic cigaret. Hlídka ho zadržela o dvě ulice dál.</p>")

_DE_MORE = "".join(f"<article class='teaser'><a href='/panorama/meldung-{700 + i}'><h3>Weitere Meldung aus dem "
                   f"Ressort Panorama Nummer {i}</h3></a><p class='teaser-text'>Kurzer Anreißer der Meldung {i} aus "
                   f"dem Ressort…</p></article>" for i in range(30))
_DE_ITEM = page("<header><a href='/'>Hafenkurier</a></header><div class='content-main'><h1>Großbrand im Hafen</h1>"
                "<p class='lead'>Bei einem Brand in einer Lagerhalle im Hamburger Hafen ist in der Nacht ein Schaden in "
                "Millionenhöhe entstanden.</p><p>Die Feuerwehr war mit rund hundert Einsatzkräften vor Ort, verletzt "
                f"wurde nach ersten Angaben niemand.</p><h2>Mehr aus Panorama</h2>{_DE_MORE}</div>",
                title="Großbrand im Hafen")

_IT_MORE = "".join(f"<div class='box-news'><a href='/cronaca/{6000 + i}'><h3>Altra notizia di cronaca locale numero "
                   f"{i} di oggi</h3></a><span class='data'>12/05/2024</span></div>" for i in range(30))
_IT_ITEM = page("<div id='contenuto'><h1>Incendio nella notte</h1><div class='testo'>Un incendio è divampato nella "
                "notte in un capannone della zona industriale di Bologna. I vigili del fuoco sono intervenuti con sei "
                "squadre e hanno spento le fiamme all'alba.<br><br>Non ci sono feriti, ma i danni sono ingenti secondo "
                f"il sindaco.</div><h2>Altre notizie</h2>{_IT_MORE}</div>", title="Incendio nella notte")


def test_a_short_news_item_before_the_sites_teasers_is_not_a_listing_and_gets_a_document(tmp_path):
    # two short paragraphs (190 characters) under the headline, then 24 linked titles with their excerpts
    url = "https://www.brnenskyzpravodaj.cz/zpravy/5123"
    html = _cs_item(_CS_TWO)
    assert _type(html, url) == "other"
    text = _vert(tmp_path, html, url)
    assert text.count("<doc ") == 1 and "výlohu" in text


def test_a_news_item_of_one_paragraph_before_the_sites_teasers_is_not_a_listing():
    assert _type(_cs_item(_CS_ONE), "https://www.brnenskyzpravodaj.cz/zpravy/zlodej-trafika") == "other"


def test_a_short_news_item_in_german_and_in_italian_before_the_ressorts_teasers_is_not_a_listing():
    assert _type(_DE_ITEM, "https://www.hafenkurier.de/panorama/brand-hafen") == "other"
    assert _type(_IT_ITEM, "https://www.cronacabologna.it/cronaca/incendio") == "other"  # <br><br> in one <div>


_TOP = "<div class='top-themen'>" + "".join(f"<h4><a href='/panorama/top-{700 + i}'>Top-Thema des Tages Nummer {i}: "
                                            "Sturm über Norddeutschland</a></h4>" for i in range(5)) + "</div>"


def test_a_short_news_item_under_a_box_of_top_stories_is_not_a_listing():
    # the box of linked titles above the headline is kept: the item's own text is read from its <h1>
    html = _DE_ITEM.replace("<div class='content-main'>", "<div class='content-main'>" + _TOP)
    assert _type(html, "https://www.hafenkurier.de/panorama/brand-hafen") == "other"


def test_a_section_page_under_a_box_of_top_stories_stays_a_listing():
    html = page(f"<main>{_TOP}<h1>Heimwerken</h1><p>Stand: 12.05.2024</p>{_DE_CARDS}</main>", title="Heimwerken")
    assert _type(html, "https://www.example.de/heimwerken/") == "listing"


def test_with_its_metadata_a_short_news_item_was_and_stays_an_article():
    head = '<meta property="og:type" content="article">'
    html = _cs_item(_CS_TWO).replace("<title>", head + "<title>")
    assert _type(html, "https://www.brnenskyzpravodaj.cz/zpravy/5123") == "article"


_DE_CARDS = "".join(f"<article class='teaser'><a href='/heimwerken/test-{800 + i}'><h3>Akkuschrauber Modell {i} vom "
                    f"Discounter im Praxistest: stark, leise und erstaunlich günstig</h3></a><p>Ab Montag im Angebot. "
                    f"Wir haben Gerät {i} geprüft.</p></article>" for i in range(24))


def test_a_section_page_with_an_intro_of_one_sentence_stays_a_listing():
    # the section's name and one sentence about it (154 characters) before the first linked title
    html = page("<main><h1>Heimwerken</h1><p>Werkzeug für Heimwerker und Baumarkt-Artikel: Ob Akkuschrauber, Bohrmaschine "
                f"oder Hochdruckreiniger, hier finden Sie Tests, Tipps, News und gute Angebote.</p>{_DE_CARDS}</main>",
                title="Heimwerken")
    assert _type(html, "https://www.example.de/heimwerken/") == "listing"


def test_a_section_page_whose_excerpts_are_whole_sentences_stays_a_listing():
    # each excerpt follows its linked title: the page's text before the first title is its name and a date
    html = page(f"<main><h1>Heimwerken</h1><p>Stand: 12.05.2024</p>{_DE_CARDS}</main>", title="Heimwerken")
    assert _type(html, "https://www.example.de/heimwerken/") == "listing"
    html = page(f"<div id='obsah'><h1>Zprávy z regionu</h1><p class='datum'>12. 5. 2024</p>{_CS_MORE}</div>")
    assert _type(html, "https://www.brnenskyzpravodaj.cz/zpravy/") == "listing"


# --- one item or documentation, whatever its related items or its table of contents ----------------------------

_SPHINX = '<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">'
_TOCTREE = "".join(f"<li class='toctree-l1'><a class='reference internal' href='{m}.html'><code class='xref py py-mod'>"
                   f"<span class='pre'>{m}</span></code> — {what}</a></li>" for m, what in (
                       ("string", "Common string operations and formatting"), ("re", "Regular expression operations"),
                       ("difflib", "Helpers for computing deltas between texts"), ("textwrap", "Text wrapping and filling"),
                       ("unicodedata", "Unicode database of character properties"), ("datetime", "Basic date and time types"),
                       ("calendar", "General calendar-related functions"), ("collections", "Container datatypes"),
                       ("heapq", "Heap queue algorithm for priority queues"), ("bisect", "Array bisection algorithm"),
                       ("array", "Efficient arrays of numeric values"), ("weakref", "Weak references to objects"),
                       ("copy", "Shallow and deep copy operations"), ("pprint", "Data pretty printer for structures"),
                       ("enum", "Support for enumerations of constants"), ("graphlib", "Operate with graph-like structures")))
_SPHINX_INDEX = page(f"<div class='document'><div class='body' role='main'><section id='the-library'><h1>The Library "
                     "Reference</h1><p>This manual describes the standard library that is distributed with the "
                     f"package.</p><div class='toctree-wrapper compound'><ul>{_TOCTREE}</ul></div></section></div>"
                     "</div>", title="The Library Reference")


def test_a_documentation_index_page_is_not_a_listing_and_gets_a_document(tmp_path):
    # a Sphinx index: one sentence and the table of contents (the linked titles are most of the page)
    url = "https://example-lib.org/3/library/index.html"
    html = _SPHINX_INDEX.replace("<title>", _SPHINX + "<title>")
    assert _type(html, url) == "other"
    assert _type(_SPHINX_INDEX, "https://docs.example-lib.org/3/library/index.html") == "other"  # a docs. host
    text = _vert(tmp_path, html, url)
    assert text.count("<doc ") == 1 and "manual" in text


_RELATED = "".join(f"<li class='product type-product'><a href='/produkt/fahrradkette-modell-{i}/' class='woocommerce-"
                   f"LoopProduct-link'><h2 class='woocommerce-loop-product__title'>Fahrradkette Modell {i} für Rennräder, "
                   f"9-fach</h2></a><span class='price'>19,99 €</span></li>" for i in range(30))


def _product(head: str) -> str:
    return page("<main id='main'><div class='product type-product'><h1 class='product_title entry-title'>Fahrradkette X9"
                "</h1><p class='price'>24,99 €</p><div class='woocommerce-product-details__short-description'><p>Die "
                "robuste Kette für alle 9-fach Schaltungen, mit Schnellverschluss.</p></div><section class='related "
                f"products'><h2>Ähnliche Produkte</h2><ul class='products columns-4'>{_RELATED}</ul></section></div></main>",
                title="Fahrradkette X9", head=head)


_LD_PRODUCT = ('<script type="application/ld+json">{"@context": "https://schema.org/", "@type": "Product", "name": '
               '"Fahrradkette X9", "offers": {"@type": "Offer", "price": "24.99", "priceCurrency": "EUR"}}</script>')


def test_a_product_page_with_a_short_description_and_a_grid_of_related_products_is_not_a_listing(tmp_path):
    url = "https://shop.example.de/fahrradkette-x9.html"
    assert _type(_product('<meta property="og:type" content="product">'), url) == "other"
    assert _type(_product(_LD_PRODUCT), url) == "other"
    text = _vert(tmp_path, _product(_LD_PRODUCT), url)
    assert text.count("<doc ") == 1 and "Schnellverschluss" in text


_SUGGESTED = "".join(f"<tr class='topic-list-item'><td><a href='/t/router-startet-neu-{i}/{4000 + i}' class='title'>"
                     f"Router startet immer wieder neu nach dem Update Nummer {i}</a></td><td>{i + 2}</td></tr>"
                     for i in range(30))
_THREAD = page("<div id='main-outlet'><h1>Router startet neu</h1>" + "".join(
    f"<div class='topic-post'><div class='names'>nutzer{i}</div><div class='cooked'><p>Bei mir hilft ein Neustart, "
    f"Versuch {i}.</p></div></div>" for i in range(3))
    + f"<div class='suggested-topics'><h3>Ähnliche Themen</h3><table>{_SUGGESTED}</table></div></div>",
    title="Router startet neu")


def test_a_short_forum_thread_beside_its_suggested_topics_is_not_a_listing():
    # Flarum's address of a discussion, a question's on a German Q&A site (Discourse's /t/slug/1234 was known)
    assert _type(_THREAD, "https://community.example.de/d/1234-router-startet-neu") == "other"
    assert _type(_THREAD, "https://www.example-antworten.de/frage/router-startet-immer-neu") == "other"


def test_a_shops_category_is_no_item_and_a_forums_topic_list_stays_a_listing():
    # many products named in the metadata: a category, never one item; its grid of names with their prices is
    # its text (itempage.product_cards), so it is kept as "other", not dropped; a Discourse forum's latest topics
    many = ('<script type="application/ld+json">{"@context": "https://schema.org", "@type": "ItemList", '
            '"itemListElement": [' + ", ".join(f'{{"@type": "Product", "name": "Kette {i}"}}' for i in range(8)) + "]}</script>")
    grid = page(f"<main><h1>Fahrradketten</h1><ul class='products'>{_RELATED}</ul></main>", title="Fahrradketten", head=many)
    assert _type(grid, "https://shop.example.de/fahrradketten/") == "other"
    latest = page(f"<div id='main-outlet'><h1>Neueste Themen</h1><table>{_SUGGESTED}</table></div>", title="Neueste",
                  head='<meta name="generator" content="Discourse 3.2.0 - https://github.com/discourse/discourse">')
    assert _type(latest, "https://community.example.de/latest") == "listing"


# --- a home or section page of excerpts, each cut short with its linked "… více" / "… mehr" ---------------------

_OG = '<meta property="og:type" content="article">'
_CS_EXCERPTS = "".join(
    f"<div class='article-box'><h2><a href='/c1-{2600000 + i}-titulek'>Jihokorejská vláda nabídla demisi, zpráva "
    f"číslo {i}</a></h2><div class='perex'>Jihokorejská vláda pod tlakem demonstrací včera nabídla prezidentovi "
    f"demisi. Kabinet tak na sebe chce vzít odpovědnost za dovoz hovězího masa, zpráva číslo {i}... "
    f"<a href='/c1-{2600000 + i}-titulek'>více</a></div></div>" for i in range(20))
_DE_EXCERPTS = "".join(
    f"<div class='teaser'><h2><a href='/nachrichten/meldung-{i}.html'>Bundesregierung beschließt neues Klimapaket, "
    f"Meldung {i}</a></h2><p>Das Kabinett hat am Mittwoch das lange umstrittene Klimapaket beschlossen, das bis zum "
    f"Jahr 2030 deutlich weniger Emissionen bringen soll, Meldung {i}… <a href='/nachrichten/meldung-{i}.html'>mehr"
    f"</a></p></div>" for i in range(20))


def test_a_home_or_section_page_of_excerpts_cut_with_a_linked_more_is_a_listing():
    # the excerpts are long (150 characters and more) and hardly link text: they were counted as paragraphs
    cs = page(f"<div id='content'><h1>Zahraničí</h1>{_CS_EXCERPTS}</div>", title="Zahraničí", head=_OG)
    assert _type(cs, "https://www.example-noviny.cz/zahranici/") == "listing"
    de = page(f"<main><h1>Nachrichten</h1>{_DE_EXCERPTS}</main>", title="Nachrichten")
    assert _type(de, "https://www.example-zeitung.de/nachrichten/") == "listing"


def test_an_article_ending_with_a_teaser_cut_with_more_stays_an_article():
    paragraphs = "".join(f"<p>Das Kabinett hat am Mittwoch das lange umstrittene Klimapaket beschlossen. Es soll bis zum "
                         f"Jahr 2030 deutlich weniger Emissionen bringen, sagte die Ministerin, Absatz {i}.</p>" for i in range(4))
    html = page(f"<main><h1>Klimapaket beschlossen</h1>{paragraphs}<p>Lesen Sie auch: Was das Klimapaket für Pendler "
                "bedeutet und warum die Opposition klagen will… <a href='/nachrichten/pendler.html'>mehr</a></p>"
                f"{_DE_EXCERPTS}</main>", title="Klimapaket beschlossen", head=_OG)
    assert _type(html, "https://www.example-zeitung.de/nachrichten/klimapaket") == "article"


# --- a company's or an office's home page: cards leading to its own named pages ---------------------------------

_SERVICES = "".join(f"<div class='col-md-4 service'><h3><a href='/leistungen/{path}'>{title}</a></h3><p>{line}</p></div>"
                    for path, title, line in (
                        ("badsanierung", "Badsanierung vom Fachbetrieb aus einer Hand", "Komplettbäder, barrierefrei und modern."),
                        ("heizung", "Heizungstechnik und Wärmepumpen für Ihr Haus", "Beratung, Einbau und Wartung."),
                        ("solar", "Solarthermie und Photovoltaik vom Meisterbetrieb", "Sonnenenergie sinnvoll nutzen."),
                        ("kundendienst", "Kundendienst und Notdienst rund um die Uhr", "Wir sind für Sie da."),
                        ("wartung", "Wartungsverträge für Heizung und Sanitär", "Sicherheit das ganze Jahr."),
                        ("lueftung", "Lüftungsanlagen und Klimatechnik für Wohnungen", "Gesundes Raumklima."),
                        ("trinkwasser", "Trinkwasseranalyse und Legionellenprüfung", "Nach Trinkwasserverordnung."),
                        ("karriere", "Karriere: Wir suchen Anlagenmechaniker (m/w/d)", "Jetzt bewerben."),
                        ("team", "Unser Team stellt sich vor: Meister und Gesellen", "Seit 1965 in Musterstadt.")))
_COMPANY = page("<div class='container'><h1>Willkommen bei Müller Haustechnik</h1><p>Ihr Partner für Sanitär und Heizung "
                f"in Musterstadt.</p><div class='row'>{_SERVICES}</div><p>Müller Haustechnik GmbH · Hauptstraße 5 · 12345 "
                "Musterstadt · Telefon 01234 56789</p></div>", title="Müller Haustechnik")


def test_a_companys_home_page_of_cards_to_its_own_pages_is_not_a_listing_and_gets_a_document(tmp_path):
    # the cards (linked titles of 40 characters and more) are most of the page, its own text is one sentence
    for url in ("https://www.mueller-haustechnik.de/", "https://www.mueller-haustechnik.de/startseite.html"):
        assert _type(_COMPANY, url) == "other"
    text = _vert(tmp_path, _COMPANY, "https://www.mueller-haustechnik.de/")
    assert text.count("<doc ") == 1 and "Musterstadt" in text


def test_a_section_whose_cards_lead_to_articles_or_to_other_sites_stays_a_listing():
    # the same cards leading to news articles (an id, a long slug) or to other sites (a link aggregator)
    for target in ("/zpravy/{i}-hasici-zasahovali", "/nachrichten/{i}.html", "/heizung-und-waermepumpen-im-test-{w}",
                   "https://www.example-{w}.org/blog/heizung"):
        cards = "".join(f"<div class='teaser'><h3><a href='{target.format(i=i, w=w)}'>Heizungstechnik und Wärmepumpen "
                        f"im Test, Folge {i}</a></h3><p>Neu.</p></div>" for i, w in enumerate("abcdefghijkl"))
        html = page(f"<main><h1>Haustechnik</h1>{cards}</main>", title="Haustechnik")
        assert _type(html, "https://www.example-news.de/haustechnik/") == "listing", target


# --- a text wrapped whole in one link ------------------------------------------------------------------------

def test_a_press_release_wrapped_whole_in_a_link_to_its_pdf_is_not_a_listing_and_gets_a_document(tmp_path):
    # every paragraph is link text (the CMS linked the body to the PDF version): nine teasers of one target
    paragraphs = "".join(f"<p>Der Gemeinderat hat in seiner Sitzung am Dienstag den Haushalt für das kommende Jahr "
                         f"beschlossen; Punkt {i} der Tagesordnung betraf die Sanierung der Grundschule.</p>" for i in range(9))
    html = page("<div id='inhalt'><h1>Pressemitteilung: Haushalt beschlossen</h1><a href='/media/pressemitteilung-"
                f"haushalt.pdf' class='download'>{paragraphs}</a></div>", title="Haushalt beschlossen")
    url = "https://www.musterdorf.de/rathaus/presse/haushalt"
    assert _type(html, url) != "listing"
    # (the document is written; that its linked paragraphs are not in it yet is the extractor's, not the type's)
    assert _vert(tmp_path, html, url).count("<doc ") == 1


def test_cards_whose_title_picture_and_excerpt_link_to_the_same_article_stay_a_listing():
    cards = "".join(f"<div class='card'><a href='/zpravy/{5000 + i}'><img src='/f/{i}.jpg' alt=''></a><h3><a href='/zpravy/"
                    f"{5000 + i}'>Hasiči v noci zasahovali u požáru skladu v Líšni, zpráva {i}</a></h3><p><a href='/zpravy/"
                    f"{5000 + i}'>Požár skladu s papírem vypukl krátce po půlnoci</a></p></div>" for i in range(10))
    html = page(f"<main><h1>Zprávy z regionu</h1>{cards}</main>")
    assert _type(html, "https://www.brnenskyzpravodaj.cz/zpravy/") == "listing"
