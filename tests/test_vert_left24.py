"""Extraction leftovers, session 24: text lost or furniture kept at the edges of an article (a lead of one
short sentence under the title, a box's heading left alone after the text, a topic's follow box, a blog
platform's "Written by" card) and a shop's product page that calls itself an article.

Pages written after the markup of news CMSs, blog platforms and shop engines, each class with guards of the
same shape that must stay as they are."""

from __future__ import annotations

import json

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


# --- a lead of one short sentence under the title (a Czech news site's perex) -----------------------------------

CS_URL = "https://www.example.cz/domov/poslanci-budou-hlasovat-o-rozpoctu-20240312.html"
CS_BODY = (
    "Ministr financí v pondělí představil návrh rozpočtu na příští rok, který počítá se schodkem dvou set miliard "
    "korun a s vyššími výdaji na obranu i dopravu.",
    "Opozice návrh kritizuje, podle ní vláda neumí šetřit a výdaje rostou rychleji než příjmy. Sněmovna bude o "
    "rozpočtu poprvé hlasovat v září, na schůzi svolané kvůli tomu předsedkyní.",
    "Ekonomové upozorňují, že schodek bude i tak jeden z nejvyšších v regionu a že vláda bude muset dříve či "
    "později přistoupit ke změnám daní nebo k úsporám v sociálních dávkách.",
)


def _perex(lead: str) -> str:
    body = ('<header><a href="/">Zprávy</a><nav><a href="/domov/">Domov</a> <a href="/svet/">Svět</a></nav></header>'
            '<div class="article"><h1>Poslanci budou hlasovat o rozpočtu</h1>'
            f'<p class="perex">{lead}</p><div class="text">' + "".join(f"<p>{t}</p>" for t in CS_BODY)
            + '</div></div><footer><p>© Zprávy, a.s.</p></footer>')
    return page(body, "Poslanci budou hlasovat o rozpočtu", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("lead", ["Vláda schválila rozpočet.", "Schodek bude nejnižší za pět let.",
                                  "Opozice je proti.", "Kdo za to zaplatí?"])
def test_a_short_lead_under_the_title_is_kept(lead):
    texts = _texts(_perex(lead), CS_URL)
    assert texts[:3] == ["Poslanci budou hlasovat o rozpočtu", lead, CS_BODY[0]]


@pytest.mark.parametrize("line", ["12. 3. 2024", "Autor: Jan Novák", "Foto: ČTK.", "Aktualizováno", "Čtěte také",
                                  "sdílet na facebooku."])
def test_a_short_line_under_the_title_that_is_no_sentence_still_goes(line):
    texts = _texts(_perex(line), CS_URL)
    assert line not in texts and texts[1] == CS_BODY[0]


# --- a box's heading left alone after the text once the box's items went (Deník's car dealer's widget) ------

DENIK_URL = "https://www.denik.cz/auto/nove-bentley-umi-330-km-h-20240312.html"
DENIK_TEXT = (
    "Velká Británie – Automobilka představila nový model sportovního kupé ještě před jeho premiérou na "
    "festivalu v Goodwoodu.",
    "Dvanáctiválec o objemu šesti litrů dává výkon přes šest set koní, vůz tak zrychlí z nuly na sto za necelé "
    "čtyři sekundy. Nová převodovka má podle výrobce snížit spotřebu až o dvanáct procent.",
    "Novinkou jsou také jednadvacetipalcová kola a přední mřížka, výrobce upravil i interiér. Automobilka už "
    "přijímá objednávky, první vozy ale zákazníci dostanou až na podzim.",
)
CARS = (("Volkswagen Up", "190 000,- Kč"), ("Toyota Avensis", "225 000,- Kč"), ("Peugeot 206", "59 000,- Kč"),
        ("Škoda Fabia", "149 000,- Kč"))


def _denik(after: str) -> str:
    body = ('<header><a href="/">Deník.cz</a><nav><a href="/auto/">Auto</a></nav></header>'
            '<div class="row"><div class="col-left"><article class="clanek"><h1>Nové kupé umí 330 km/h</h1>'
            f'<p class="perex">{DENIK_TEXT[0]}</p><div class="datum">12.3.2024</div>'
            + "".join(f"<p>{t}</p>" for t in DENIK_TEXT[1:]) + '<p class="autor">Autor: Redakce</p>'
            f'{after}</article></div></div><footer><p>© Deník</p></footer>')
    return page(body, "Nové kupé umí 330 km/h | Deník.cz", '<meta property="og:type" content="article">')


def _cars(heading: str = "Vyberte si svůj vůz") -> str:
    return ('<div class="box-cars"><div><h4>' + heading + '</h4><div class="logo"><a href="https://auta.denik.cz/">'
            '<img alt="logo" src="/logo.png"></a></div></div>'
            + "".join(f'<div class="cars-item"><div class="car-mark">{name}</div><div><a href="https://auta.denik.cz/'
                      f'{n}.html"><img alt="car" src="/{n}.jpg"><div class="price">{price}</div></a></div></div>'
                      for n, (name, price) in enumerate(CARS)) + '</div>')


def test_a_box_heading_whose_items_went_is_not_left_after_the_text():
    texts = _texts(_denik(_cars()), DENIK_URL)
    assert texts == ["Nové kupé umí 330 km/h", *DENIK_TEXT]


def test_a_heading_the_text_ends_with_stays():
    """Guards: a last heading with nothing after it in its element; a closing heading in the text's own element
    followed by the author's line; a box whose own text is kept under its heading."""
    texts = _texts(_denik('<h2>Víte, co znamená W12?</h2>'), DENIK_URL)
    assert texts[-1] == "Víte, co znamená W12?"
    html = _denik("").replace('<p class="autor">', '<h3>Cena začíná na šesti milionech korun.</h3>'
                              '<p class="autor">Foto: Bentley</p><p class="autor">12. 3. 2024</p><p class="autor">')
    assert "Cena začíná na šesti milionech korun." in _texts(html, DENIK_URL)
    box = ('<div class="box"><h4>Jak se kupé řídí</h4><p>Redaktor Deníku vyzkoušel nové kupé na okruhu v Mostě a '
           'podle něj se vůz i přes svou hmotnost řídí překvapivě lehce, brzdy jsou ale na hranici svých možností.</p></div>')
    texts = _texts(_denik(box), DENIK_URL)
    assert "Jak se kupé řídí" in texts


# --- a blog platform's card of the writer after the text: "Written by <name>", follower counts, bio (Medium) -------

MEDIUM_URL = "https://medium.com/@jane.doe/why-old-bridges-crack-4f1c2a9e7b3d"
MEDIUM_TEXT = (
    "The city council voted on Tuesday to close the old harbour bridge to cars from next spring, after engineers "
    "found cracks in two of its supporting piers during an inspection last month.",
    "Drivers will have to use the ring road instead, which adds about ten minutes to the journey from the northern "
    "suburbs to the centre, according to the council's own estimates.",
    "Cyclists and pedestrians will still be allowed to cross while the repairs go on, but the footpath on the "
    "eastern side will be closed for several weeks at a time.",
)
BIO = "Civil engineer writing about old infrastructure and the people who keep it standing. Based in Leeds."


def _medium(card_inside: bool, heading: str = "Written by Jane Doe") -> str:
    story = '<h1>Why old bridges crack</h1>' + "".join(f'<p class="pw-post-body-paragraph">{t}</p>' for t in MEDIUM_TEXT)
    card = ('<div class="ab cp"><div><a href="/@jane.doe"><img alt="Jane Doe" src="https://miro.medium.com/1.png"></a>'
            f'</div><div><a href="/@jane.doe"><h2 class="pw-author-name"><span>{heading}</span></h2></a>'
            '<div><span><a href="/@jane.doe/followers">2.1K followers</a></span> · <span><a href="/@jane.doe/following">'
            f'181 following</a></span></div><p>{BIO}</p><button>Follow</button></div></div>')
    section = f"<section>{story}{card}</section>" if card_inside else f"<section>{story}</section>{card}"
    body = (f'<header><a href="/">Medium</a></header><main><article>{section}</article>'
            '<div><h2>More from Jane Doe</h2></div></main>')
    return page(body, "Why old bridges crack | by Jane Doe | Medium", '<meta property="og:type" content="article">')


@pytest.mark.parametrize("card_inside", [True, False])
def test_a_writer_card_after_the_text_goes(card_inside):
    assert _texts(_medium(card_inside), MEDIUM_URL) == ["Why old bridges crack", *MEDIUM_TEXT]


def test_a_subheading_written_by_inside_the_text_stays():
    html = page('<main><article><h1>Can a machine write the news?</h1>' + f"<p>{MEDIUM_TEXT[0]}</p>"
                + "<h2>Written by AI</h2>" + "".join(f"<p>{t}</p>" for t in MEDIUM_TEXT[1:]) + "</article></main>",
                "Can a machine write the news?", '<meta property="og:type" content="article">')
    texts = _texts(html, "https://news.example.com/2024/03/12/can-a-machine-write-the-news")
    assert "Written by AI" in texts and texts[-1] == MEDIUM_TEXT[-1]


# --- a topic's follow box after the text ------------------------------------------------------------------------

DE_URL = "https://www.example.de/politik/ukraine-neues-hilfspaket-a-4711.html"
DE_TEXT = (
    "Die Bundesregierung hat am Mittwoch ein neues Hilfspaket für die Ukraine beschlossen, das vor allem "
    "Luftabwehrsysteme und Munition für die kommenden Monate umfasst.",
    "Verteidigungsminister Pistorius sagte in Berlin, die Lieferungen sollten noch vor dem Winter beginnen. Die "
    "Opposition kritisierte, die Regierung habe zu lange gezögert.",
    "Nach Angaben des Ministeriums hat das Paket einen Wert von rund 1,4 Milliarden Euro. Es ist damit das größte, "
    "das Deutschland seit Beginn des Krieges allein geschnürt hat.",
)


def _topic_page(box: str, text: tuple[str, ...] = DE_TEXT, title: str = "Neues Hilfspaket für die Ukraine") -> str:
    body = ('<header><a href="/">Nachrichten</a><nav><a href="/politik/">Politik</a></nav></header>'
            f'<main><article><h1>{title}</h1><div class="article-body">' + "".join(f"<p>{t}</p>" for t in text)
            + f'</div><div class="ec-34">{box}</div></article></main><footer><p>© Nachrichten</p></footer>')
    return page(body, title, '<meta property="og:type" content="article">')


@pytest.mark.parametrize("box", [
    '<div class="ec-tp"><span>Thema: Ukraine-Krieg</span><button type="button">Folgen</button></div>',
    '<p class="ec-tp">Thema: Ukraine-Krieg <span class="btn">Folgen</span></p>',
    '<p class="ec-tp"><span>Ukraine-Krieg</span> – <span class="btn">Thema folgen</span></p>',
    '<p class="ec-tp">Topic: Climate change · <span class="btn">Follow</span></p>',
    '<p class="ec-tp"><span>Téma: Válka na Ukrajině</span> <a href="#">Sledovat</a></p>',
    '<p class="ec-tp"><span>Sécheresse</span> <span class="btn">Suivre ce sujet</span></p>',
])
def test_a_topic_follow_box_after_the_text_goes(box):
    assert _texts(_topic_page(box), DE_URL) == ["Neues Hilfspaket für die Ukraine", *DE_TEXT]


@pytest.mark.parametrize("tag", ["p", "div"])
def test_a_topic_label_ending_the_text_its_button_gone_goes(tag):
    """The follow box inside the text's own element, its ``<button>`` dropped with the page's controls: the
    label and the name are the article's last line."""
    box = f'<{tag} class="ec-tp"><span>Thema: Ukraine-Krieg</span><button type="button">Folgen</button></{tag}>'
    body = ('<main><article><h1>Neues Hilfspaket für die Ukraine</h1><div class="ab">'
            + "".join(f"<p>{t}</p>" for t in DE_TEXT) + box + '</div></article></main>')
    html = page(body, "Neues Hilfspaket für die Ukraine", '<meta property="og:type" content="article">')
    assert _texts(html, DE_URL) == ["Neues Hilfspaket für die Ukraine", *DE_TEXT]


def test_a_topic_line_of_the_text_stays():
    """Guards: "Thema:" opening a question in the text, a label inside the text (not its last line), and a
    sentence about following a topic."""
    text = (DE_TEXT[0], "Thema: Brauchen wir mehr Luftabwehr?", "Thema: Luftabwehr", *DE_TEXT[1:],
            "Wer dem Thema folgen will, findet alle Berichte im Dossier der Redaktion.")
    texts = _texts(_topic_page("", text), DE_URL)
    assert texts[1:] == list(text)


# --- a shop's product page (WooCommerce) whose SEO plugin writes og:type "article" ------------------------------

SHOP_URL = "https://www.kaffeerei.de/espressomuehle-baratza-sette-270/"


def _woo(ld: bool) -> str:
    ldj = ('<script type="application/ld+json">' + json.dumps({"@context": "https://schema.org/", "@type": "Product",
           "name": "Espressomühle Baratza Sette 270", "sku": "BS270", "offers": [{"@type": "Offer", "price": "449.00", "priceCurrency": "EUR"}]}) + '</script>') if ld else ""
    head = ('<meta property="og:type" content="article"><meta property="og:title" content="Espressomühle Baratza Sette 270">'
            '<meta property="article:modified_time" content="2024-02-11T09:12:44+00:00">' + ldj)
    body = ('<div id="page" class="site"><header id="masthead" class="site-header"><a href="/">Kaffeerei</a><nav><ul><li><a href="/shop/">Shop</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></nav></header>'
      '<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">'
      '<nav class="woocommerce-breadcrumb"><a href="/">Startseite</a> / <a href="/kategorie/muehlen/">Mühlen</a> / Espressomühle Baratza Sette 270</nav>'
      '<div id="product-270" class="product type-product post-270 status-publish first instock product_cat-muehlen has-post-thumbnail taxable shipping-taxable purchasable product-type-simple">'
      '<div class="woocommerce-product-gallery images"><figure class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image"><a href="/wp-content/uploads/sette.jpg"><img src="/wp-content/uploads/sette-600.jpg" alt=""></a></div></figure></div>'
      '<div class="summary entry-summary"><h1 class="product_title entry-title">Espressomühle Baratza Sette 270</h1>'
      '<p class="price"><span class="woocommerce-Price-amount amount"><bdi>449,00&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></p>'
      '<div class="woocommerce-product-details__short-description"><p>Die Sette 270 mahlt mit ihrem Kegelmahlwerk in wenigen Sekunden genau die Menge, die Sie für einen doppelten Espresso brauchen, und lässt sich in 270 Stufen einstellen.</p></div>'
      '<form class="cart" method="post"><div class="quantity"><label class="screen-reader-text" for="q">Menge</label><input type="number" id="q" value="1"></div><button type="submit" class="single_add_to_cart_button button alt">In den Warenkorb</button></form>'
      '<div class="product_meta"><span class="sku_wrapper">Artikelnummer: <span class="sku">BS270</span></span> <span class="posted_in">Kategorie: <a href="/kategorie/muehlen/">Mühlen</a></span></div></div>'
      '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs"><li class="description_tab"><a href="#tab-description">Beschreibung</a></li><li class="additional_information_tab"><a href="#tab-additional_information">Zusätzliche Informationen</a></li><li class="reviews_tab"><a href="#tab-reviews">Bewertungen (0)</a></li></ul>'
      '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description"><h2>Beschreibung</h2>'
      '<p>Die Baratza Sette 270 ist eine Espressomühle für zu Hause, die mit einem neuartigen Mahlwerk arbeitet: Nicht der innere, sondern der äußere Mahlkegel dreht sich. Dadurch fällt das Mahlgut senkrecht nach unten, es bleibt kaum Kaffee in der Mühle zurück.</p>'
      '<p>Der Mahlgrad lässt sich in 30 groben und neun feinen Stufen einstellen, insgesamt also in 270 Stufen. So finden Sie für jede Bohne und jede Maschine die passende Einstellung, vom Ristretto bis zum French Press.</p>'
      '<p>Über drei programmierbare Tasten mahlt die Mühle auf die Zehntelsekunde genau. Der mitgelieferte Halter nimmt Siebträger aller gängigen Größen auf, alternativ mahlen Sie in den Auffangbehälter.</p>'
      '<h3>Lieferumfang</h3><ul><li>Espressomühle Baratza Sette 270</li><li>Siebträgerhalter</li><li>Auffangbehälter mit Deckel</li><li>Bedienungsanleitung</li></ul></div>'
      '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information"><h2>Zusätzliche Informationen</h2>'
      '<table class="woocommerce-product-attributes shop_attributes"><tr><th>Gewicht</th><td>3,2 kg</td></tr><tr><th>Größe</th><td>13 × 24 × 40 cm</td></tr><tr><th>Farbe</th><td><p>Schwarz</p></td></tr></table></div>'
      '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews"><div id="reviews" class="woocommerce-Reviews"><h2 class="woocommerce-Reviews-title">Bewertungen</h2><p class="woocommerce-noreviews">Es gibt noch keine Bewertungen.</p></div></div></div>'
      '<section class="related products"><h2>Ähnliche Produkte</h2><ul class="products columns-4">'
      + "".join(f'<li class="product type-product"><a href="/produkt/{s}/" class="woocommerce-LoopProduct-link"><img src="/{s}.jpg" alt=""><h2 class="woocommerce-loop-product__title">{n}</h2><span class="price"><bdi>{p}&nbsp;€</bdi></span></a><a href="?add-to-cart=1" class="button add_to_cart_button">In den Warenkorb</a></li>'
                for s, n, p in [("eureka-mignon", "Eureka Mignon Specialita", "399,00"), ("niche-zero", "Niche Zero", "629,00"), ("comandante", "Comandante C40 MK4", "279,00")])
      + '</ul></section></div></main></div></div><footer class="site-footer"><p>© 2024 Kaffeerei</p></footer></div>')
    return page(body, "Espressomühle Baratza Sette 270 – Kaffeerei", head)


@pytest.mark.parametrize("ld", [True, False])
def test_a_shop_product_that_calls_itself_an_article_is_an_item(ld):
    """Read as an article, the page lost its name, price and specifications and was typed "article"."""
    result = extract_page(_woo(ld), SHOP_URL, {"languages": ()})
    texts = [b.text for b in result.blocks]
    assert result.type == "other"
    assert texts[:2] == ["Espressomühle Baratza Sette 270", "449,00 €"]
    for line in ("Gewicht", "3,2 kg", "13 × 24 × 40 cm", "Siebträgerhalter"):
        assert line in texts
    assert "Ähnliche Produkte" not in texts and "Niche Zero" not in texts


def test_an_article_with_a_shop_grid_or_a_stylesheet_naming_product_title_stays_an_article():
    grid = ('<section class="related products"><h2>Passende Mühlen</h2><ul class="products">'
            '<li class="product"><a href="/produkt/niche-zero/"><h2 class="woocommerce-loop-product__title">Niche Zero</h2>'
            '<span class="price">629,00 €</span></a></li></ul></section>')
    style = '<style>.product_title{font-size:2em}</style><meta property="og:type" content="article">'
    for box, head in ((grid, '<meta property="og:type" content="article">'), ("", style)):
        body = ('<main><article><h1>Neues Hilfspaket für die Ukraine</h1><div class="article-body">'
                + "".join(f"<p>{t}</p>" for t in DE_TEXT) + f"</div>{box}</article></main>")
        result = extract_page(page(body, "Neues Hilfspaket für die Ukraine", head), DE_URL, {"languages": ()})
        assert result.type == "article" and [b.text for b in result.blocks][1:4] == list(DE_TEXT)
