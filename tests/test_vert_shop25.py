"""Shop pages, session 25: the furniture of a product's buy box and the text around it, on pages written after
the markup of the shop engines and plugins that sell in German, English, French and Italian (WooCommerce with
Germanized, Shopify's Dawn theme, Shopware 6, an affiliate plugin's product box in a blog post): a rating's link
to the reviews, the labels of the tabs over the product's panels, a product card's badges,
a pick-up note, a shipping panel outside the description, an order number, an affiliate box's update line.
Each class with guards of the same shape that must stay as they are."""

from __future__ import annotations

import pytest
from test_vert_extract_shop19 import OPTIONS
from vert_support import page

from corpustools.vert.choose import extract_page


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- WooCommerce: the rating's link to the reviews, the tabs' labels ----------------------------------------------

WOO = {
    "de": {
        "url": "https://www.wollwerk.de/produkt/kuscheldecke-merino/", "name": "Kuscheldecke Merino",
        "count": "Kundenbewertungen", "new": "89,00", "cart": "In den Warenkorb",
        "tabs": ("Beschreibung", "Zusätzliche Informationen", "Bewertungen (2)"),
        "short": "Handgewebte Decke aus 100 % Merinowolle, 130 x 180 cm.",
        "text": ("Unsere Kuscheldecke aus Merinowolle ist angenehm leicht und wärmt trotzdem zuverlässig, ob auf dem "
                 "Sofa, im Lesesessel oder beim Picknick im Herbst; die Wolle reguliert die Temperatur.",
                 "Die Decke wird in einer kleinen Weberei im Allgäu gewebt und danach schonend gewalkt, damit sie ihre "
                 "dichte und weiche Oberfläche bekommt; sie kann im Wollprogramm gewaschen werden."),
        "facts": (("Gewicht", "1,1 kg"), ("Größe", "130 x 180 cm")),
    },
    "it": {
        "url": "https://www.casadelcaffe.it/prodotto/moka-express-6-tazze/", "name": "Moka Express 6 tazze",
        "count": "recensioni dei clienti", "new": "32,90", "cart": "Aggiungi al carrello",
        "tabs": ("Descrizione", "Informazioni aggiuntive", "Recensioni (4)"),
        "short": "Caffettiera in alluminio per sei tazze, adatta a gas ed elettrico.",
        "text": ("Questa moka in alluminio prepara un caffè corposo e cremoso in pochi minuti su qualsiasi fornello a "
                 "gas o elettrico; la valvola di sicurezza è facile da pulire e il manico resta freddo.",
                 "Il design ottagonale distribuisce il calore in modo uniforme ed esalta l'aroma del caffè; dopo l'uso "
                 "basta sciacquarla con acqua calda senza detersivi."),
        "facts": (("Peso", "0,6 kg"), ("Colore", "Argento")),
    },
}


def _woo_product(lang: str, short: str | None = None, line: str = "") -> str:
    """A WooCommerce product page: the summary beside the gallery (title, the rating's link to the reviews, the
    price, the short description, the cart form), then the tabs whose labels link to the panels' fragments, each
    panel opening with a heading of the same words."""
    w = WOO[lang]
    amount = '<span class="woocommerce-Price-amount amount"><bdi>{}&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>'
    price = amount.format(w["new"])
    summary = ('<div class="summary entry-summary">'
               f'<h1 class="product_title entry-title">{w["name"]}</h1><div class="woocommerce-product-rating">'
               '<div class="star-rating" role="img"></div><a href="#reviews" class="woocommerce-review-link" rel="nofollow">'
               f'(<span class="count">2</span> {w["count"]})</a></div><p class="price">{price}</p>'
               f'<div class="woocommerce-product-details__short-description"><p>{short or w["short"]}</p></div>'
               + (f'<p class="stock available-on-backorder">{line}</p>' if line else "")
               + '<form class="cart"><div class="quantity"><input type="number" class="input-text qty text" value="1"></div>'
               f'<button type="submit" name="add-to-cart" class="single_add_to_cart_button button alt">{w["cart"]}</button>'
               '</form></div>')
    ids = ("description", "additional_information", "reviews")
    tabs = ('<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">'
            + "".join(f'<li class="{i}_tab" role="tab"><a href="#tab-{i}">{t}</a></li>' for i, t in zip(ids, w["tabs"]))
            + '</ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" '
            f'id="tab-description" role="tabpanel"><h2>{w["tabs"][0]}</h2>' + "".join(f"<p>{t}</p>" for t in w["text"])
            + '</div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content '
            f'wc-tab" id="tab-additional_information" role="tabpanel"><h2>{w["tabs"][1]}</h2>'
            '<table class="woocommerce-product-attributes shop_attributes">'
            + "".join(f'<tr><th class="woocommerce-product-attributes-item__label">{k}</th>'
                      f'<td class="woocommerce-product-attributes-item__value"><p>{v}</p></td></tr>' for k, v in w["facts"])
            + '</table></div></div>')
    body = ('<header class="site-header"><a class="custom-logo-link" href="/">Shop</a><nav class="main-navigation">'
            '<a href="/shop/">Shop</a><a href="/kontakt/">Kontakt</a></nav></header><div id="primary" class="content-area">'
            '<main id="main" class="site-main"><div id="product-12" class="product type-product status-publish instock">'
            '<div class="woocommerce-product-gallery"><img src="/d.jpg" alt=""></div>' + summary + tabs
            + '</div></main></div><footer class="site-footer"><p>© 2024 Shop</p></footer>')
    return page(body, w["name"], '<meta property="og:type" content="product">')


def _woo_texts(lang: str, short: str | None = None, line: str = "") -> list[str]:
    return _texts(_woo_product(lang, short, line), WOO[lang]["url"])


@pytest.mark.parametrize("lang", ["de", "it"])
def test_a_woocommerce_products_link_to_its_reviews_goes(lang):
    texts = _woo_texts(lang)
    assert not any(WOO[lang]["count"] in t for t in texts)
    assert texts[:3] == [WOO[lang]["name"], WOO[lang]["new"] + " €", WOO[lang]["short"]]


@pytest.mark.parametrize("short", ["Über 2.000 Kundenbewertungen loben die Decke als weich und warm.",
                                   "Sale: nur bis Sonntag zum Vorzugspreis."])
def test_a_short_description_that_speaks_of_reviews_or_a_sale_stays(short):
    assert short in _woo_texts("de", short)


@pytest.mark.parametrize("lang", ["de", "it"])
def test_the_labels_of_a_products_tabs_go_and_the_panels_headings_stay(lang):
    w = WOO[lang]
    texts = _woo_texts(lang)
    assert texts.count(w["tabs"][1]) == 1  # the panel's heading, not the tab's label above it
    start = texts.index(w["tabs"][0])
    assert texts[start:start + 4] == [w["tabs"][0], *w["text"], w["tabs"][1]]
    assert texts.index(w["short"]) == start - 1


@pytest.mark.parametrize("line", ["Zum Vergleich hinzufügen", "Bewertung schreiben", "In den Einkaufswagen",
                                  "Versand innerhalb von 24 Stunden", "Lieferbar in 3-5 Tagen", "Benachrichtigen, wenn verfügbar",
                                  "Notify me when available", "M'alerter lorsque ce produit est disponible",
                                  "Avvisami quando disponibile"])
def test_a_buy_boxs_button_and_delivery_line_goes(line):
    texts = _woo_texts("de", line=line)
    assert line not in texts and texts[:3] == [WOO["de"]["name"], "89,00 €", WOO["de"]["short"]]


@pytest.mark.parametrize("line", ["Lieferbar in 3-5 Tagen, denn jede Decke wird erst nach Ihrer Bestellung im Allgäu gewebt.",
                                  "Benachrichtigen Sie uns, wenn die Decke nach dem Waschen einläuft: wir ersetzen sie."])
def test_a_sentence_that_opens_like_a_buy_boxs_line_stays(line):
    assert line in _woo_texts("de", line=line)


def test_a_short_description_of_a_heading_like_line_that_names_no_panel_stays():
    assert "Handgewebt im Allgäu" in _woo_texts("de", "Handgewebt im Allgäu")


# --- Shopify (Dawn): a card's badges, the pick-up note, the shipping panel beside the description -----------------

DESC_DE = ("Der Rucksack Bergfex 28 ist für Tagestouren gemacht: Das belüftete Netzrückensystem hält den Rücken auch bei "
           "steilen Anstiegen trocken, und der gepolsterte Hüftgurt nimmt die Last spürbar von den Schultern.",
           "Im Hauptfach finden Jacke, Proviant und Trinkblase Platz, die Deckeltasche nimmt Karte und Handy auf. Eine "
           "integrierte Regenhülle steckt im Boden und ist bei einem plötzlichen Schauer schnell übergezogen.")
SPECS_DE = (("Volumen", "28 l"), ("Gewicht", "1,2 kg"), ("Material", "Recyceltes Polyester"))
PICKUP = {"de": ("Abholung möglich bei Lager München", "Normalerweise innerhalb von 24 Stunden fertig"),
          "en": ("Pickup available at Main Street Store", "Usually ready in 24 hours"),
          "fr": ("Retrait disponible à Boutique Lyon", "Généralement prêt sous 24 heures"),
          "it": ("Ritiro disponibile presso Negozio Milano", "Solitamente pronto in 24 ore")}
POLICY = ("Versand &amp; Rückgabe", "Kostenloser Versand ab 50 € innerhalb Deutschlands. Rücksendungen sind innerhalb "
          "von 30 Tagen kostenlos möglich, das Rücksendeetikett liegt dem Paket bei.")
CARE = ("Pflegehinweise", "Den Rucksack nur von Hand mit lauwarmem Wasser und milder Seife reinigen und danach an der "
        "Luft trocknen lassen, nie in der Maschine waschen oder in den Trockner geben.")


def _accordion(i: int, heading: str, content: str) -> str:
    return (f'<details id="Details-collapsible_tab_{i}"><summary><div class="summary__title"><h2 class="h4 '
            f'accordion__title inline-richtext">{heading}</h2></div></summary><div class="accordion__content rte" '
            f'id="ProductAccordion-collapsible_tab_{i}">{content}</div></details>')


def _dawn_product(lang: str = "de", panel: tuple[str, str] = POLICY, description: tuple[str, ...] = DESC_DE) -> str:
    """A Shopify product page in the Dawn theme: the vendor, title, the price (and, for the sale, the old and new
    one, which the stylesheet shows instead) with the badges, the
    tax note, the variant picker, the quantity, the buttons, the pick-up note, the description, then the
    accordion of collapsible tabs (the specifications, and a panel the shop writes the same under every
    product)."""
    near, ready = PICKUP[lang]
    specs = "<table><tbody>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in SPECS_DE) + "</tbody></table>"
    info = ('<div class="product__info-wrapper grid__item"><section class="product__info-container">'
            '<p class="product__text inline-richtext caption-with-letter-spacing">Bergwerk Outdoor</p>'
            '<div class="product__title"><h1>Rucksack Bergfex 28</h1></div><div role="status"><div class="price '
            'price--large price--on-sale price--show-badge"><div class="price__container"><div class="price__regular">'
            '<span class="visually-hidden visually-hidden--inline">Normaler Preis</span><span class="price-item '
            'price-item--regular">€99,95</span></div><div class="price__sale">'
            '<span class="visually-hidden visually-hidden--inline">Normaler Preis</span><span><s class="price-item '
            'price-item--regular">€129,95</s></span><span class="visually-hidden visually-hidden--inline">Verkaufspreis'
            '</span><span class="price-item price-item--sale price-item--last">€99,95</span></div></div>'
            '<span class="badge price__badge-sale color-accent-2">Sale</span><span class="badge price__badge-sold-out '
            'color-inverse">Ausverkauft</span></div></div><div class="product__tax caption rte">Inklusive Steuern. '
            '<a href="/policies/shipping-policy">Versand</a> wird beim Checkout berechnet.</div>'
            '<variant-radios><fieldset class="js product-form__input"><legend class="form__label">Farbe</legend>'
            '<input type="radio" id="c1" value="Grün" checked><label for="c1">Grün</label><input type="radio" id="c2" '
            'value="Grau"><label for="c2">Grau</label></fieldset></variant-radios><div class="product-form__input '
            'product-form__quantity"><label class="quantity__label form__label" for="Quantity-1">Anzahl</label>'
            '<quantity-input class="quantity"><input class="quantity__input" type="number" value="1"></quantity-input>'
            '</div><product-form class="product-form"><form><button type="submit" name="add" class="product-form__submit '
            'button">In den Warenkorb legen</button></form></product-form><pickup-availability class="product__pickup-'
            f'availabilities"><div class="pickup-availability-info"><p class="caption-large">{near}</p>'
            f'<p class="caption">{ready}</p><button class="pickup-availability-button link">Informationen zum Geschäft '
            'anzeigen</button></div></pickup-availability><div class="product__description rte quick-add-hidden">'
            + "".join(f"<p>{t}</p>" for t in description) + '</div><div class="product__accordion accordion">'
            + _accordion(1, "Technische Daten", specs) + _accordion(2, panel[0], f"<p>{panel[1]}</p>")
            + '</div></section></div>')
    body = ('<header class="header"><a href="/" class="header__heading-link">Bergwerk Outdoor</a><nav class="header__'
            'inline-menu"><a href="/collections/rucksaecke">Rucksäcke</a><a href="/collections/zelte">Zelte</a></nav>'
            '</header><main id="MainContent" class="content-for-layout"><section class="shopify-section section"><div '
            'class="product product--large grid grid--2-col-tablet"><div class="grid__item product__media-wrapper">'
            '<img src="/r.jpg" alt="Rucksack Bergfex 28 in Grün"></div>' + info + '</div></section></main>'
            '<footer class="footer"><small class="copyright__content">© 2024, Bergwerk Outdoor</small></footer>')
    return page(body, "Rucksack Bergfex 28 – Bergwerk Outdoor", '<meta property="og:type" content="product">')


DAWN_URL = "https://bergwerk-outdoor.de/products/rucksack-bergfex-28"


@pytest.mark.parametrize("lang", ["de", "en", "fr", "it"])
def test_a_shopify_products_badges_and_pick_up_note_go(lang):
    texts = _texts(_dawn_product(lang), DAWN_URL)
    assert texts[:4] == ["Rucksack Bergfex 28", "€99,95", *DESC_DE]
    assert not any(t in texts for t in PICKUP[lang] + ("Sale Ausverkauft", "Sale", "Ausverkauft"))


def test_a_description_that_says_where_to_pick_the_product_up_stays():
    said = ("Abholung möglich bei unserem Lager in München nach Vereinbarung.",)
    texts = _texts(_dawn_product(description=DESC_DE + said), DAWN_URL)
    assert texts[texts.index(DESC_DE[0]):][:3] == [*DESC_DE, *said]


def test_a_shipping_panel_beside_the_description_goes_with_its_heading():
    texts = _texts(_dawn_product(), DAWN_URL)
    assert texts[-7:] == ["Technische Daten", *(x for row in SPECS_DE for x in row)]
    assert not any("Rücksend" in t for t in texts)


def test_a_care_panel_beside_the_description_stays():
    assert _texts(_dawn_product(panel=CARE), DAWN_URL)[-1] == CARE[1]


# --- Shopware 6: the order number beside the buy button -----------------------------------------------------------

def _shopware_product(number_row: bool = False) -> str:
    """A Shopware 6 product page: the buy box (price, tax note, delivery, quantity, buttons, the order number, the
    wish list's button), the description tab with the properties' table (which may name the order number too)."""
    rows = (("Farbe", "Schwarz"), ("Leistung", "1450 W")) + ((("Produktnummer", "SW10042"),) if number_row else ())
    buy = ('<div class="product-detail-buy"><p class="product-detail-price">499,00 €*</p><p class="product-detail-tax-'
           'container"><span class="product-detail-tax">Preise inkl. MwSt. zzgl. <a class="product-detail-tax-link" '
           'href="/versand">Versandkosten</a></span></p><div class="product-delivery-information"><p class="delivery-'
           'information delivery-available">Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div><form class="buy-widget">'
           '<select class="custom-select product-detail-quantity-select"><option>1</option></select><button class="btn '
           'btn-primary btn-buy">In den Warenkorb</button></form><div class="product-detail-ordernumber-container">'
           '<span class="product-detail-ordernumber-label">Produktnummer:</span><span class="product-detail-'
           'ordernumber">SW10042</span></div><button class="product-wishlist-action">Merken</button></div>')
    tabs = ('<div class="product-detail-tabs"><div class="tab-content"><div class="tab-pane fade show active" '
            'id="description-tab-pane"><div class="product-detail-description"><div class="h3 product-detail-'
            'description-title">Produktinformationen "Barista Pro"</div><div class="product-detail-description-text">'
            "<p>Der Kaffeevollautomat Barista Pro mahlt die Bohnen für jede Tasse frisch und brüht Espresso, Café Crème "
            "und Cappuccino auf Knopfdruck, wobei sich Mahlgrad, Wassermenge und Temperatur einstellen lassen.</p>"
            "<p>Das Milchsystem reinigt sich nach jedem Bezug selbst mit heißem Dampf, und die Brühgruppe lässt sich "
            "zum Spülen unter fließendem Wasser ohne Werkzeug herausnehmen.</p></div><div class="
            '"product-detail-properties"><table class="table table-striped product-detail-properties-table">'
            + "".join(f'<tr class="properties-row"><th class="properties-label">{k}:</th><td class="properties-value">'
                      f"<span>{v}</span></td></tr>" for k, v in rows)
            + "</table></div></div></div></div></div>")
    body = ('<header><a href="/">Kaffee-Shop</a><nav><a href="/maschinen">Maschinen</a><a href="/bohnen">Bohnen</a>'
            '</nav></header><main class="content-main"><div class="product-detail"><div class="product-detail-content">'
            '<div class="row product-detail-main"><div class="col-lg-7 product-detail-media"><img src="a.jpg" alt="">'
            '</div><div class="col-lg-5 product-detail-buy"><h1 class="product-detail-name">Kaffeevollautomat Barista '
            'Pro</h1>' + buy + "</div></div>" + tabs + "</div></div></main><footer><a href=\"/impressum\">Impressum</a>"
            "</footer>")
    return page(body, "Kaffeevollautomat Barista Pro | Kaffee-Shop", '<meta property="og:type" content="product">')


SHOPWARE_URL = "https://www.kaffee-shop.de/kaffeevollautomat-barista-pro/SW10042"


def test_a_shopware_products_order_number_line_goes():
    texts = _texts(_shopware_product(), SHOPWARE_URL)
    assert texts[:3] == ["Kaffeevollautomat Barista Pro", "499,00 €*", 'Produktinformationen "Barista Pro"']
    assert not any("SW10042" in t for t in texts)


def test_an_order_number_in_the_properties_table_stays():
    assert _texts(_shopware_product(number_row=True), SHOPWARE_URL)[-2:] == ["Produktnummer:", "SW10042"]


# --- an affiliate plugin's product box in a blog post (AAWP) ------------------------------------------------------

BLOG_DE = ("Wer morgens wenig Zeit hat, aber auf guten Kaffee nicht verzichten will, ist mit einem Vollautomaten gut "
           "beraten. Wir haben in den letzten Wochen fünf Geräte zwischen 300 und 800 Euro im Alltag getestet.",
           "Entscheidend waren für uns der Geschmack des Espressos, die Qualität des Milchschaums und wie viel Arbeit "
           "die Reinigung macht. Auch die Lautstärke des Mahlwerks haben wir gemessen.",
           "Unser Testsieger überzeugt mit einem aromatischen Espresso und einem feinporigen Milchschaum, der lange "
           "stabil bleibt. Die Bedienung über das Display ist selbsterklärend.")
UPDATED = {"de": "Letzte Aktualisierung am 12.03.2024 / Affiliate Links / Bilder von der Amazon Product Advertising API",
           "en": "Last update on 2024-03-12 / Affiliate links / Images from Amazon Product Advertising API"}


def _affiliate_post(line: str) -> str:
    """A WordPress post with an AAWP product box between its paragraphs: the ribbon, the linked title, Amazon's
    bullet points, the two prices and the button, and the plugin's line under the box."""
    link = 'href="https://www.amazon.de/dp/B0XYZ?tag=kaffee-21" rel="nofollow sponsored"'
    box = ('<div class="aawp"><div class="aawp-product aawp-product--horizontal aawp-product--bestseller">'
           '<span class="aawp-product__ribbon aawp-product__ribbon--bestseller">Bestseller Nr. 1</span>'
           f'<div class="aawp-product__thumb"><a class="aawp-product__image-link" {link}><img src="x.jpg" alt=""></a></div>'
           f'<div class="aawp-product__content"><a class="aawp-product__title" {link}>De\'Longhi Magnifica S ECAM '
           '22.110.B Kaffeevollautomat mit Milchaufschäumdüse</a><div class="aawp-product__description"><ul>'
           "<li>Einfache Bedienung: Das Bedienfeld mit Drehreglern macht die Zubereitung leicht</li>"
           "<li>Leichte Reinigung: Herausnehmbare Brühgruppe</li></ul></div></div><div class=\"aawp-product__footer\">"
           '<div class="aawp-product__pricing"><span class="aawp-product__price aawp-product__price--old">499,99 EUR'
           '</span><span class="aawp-product__price aawp-product__price--current">299,00 EUR</span></div>'
           f'<a class="aawp-button aawp-button--buy" {link}>Bei Amazon kaufen</a></div></div>'
           f'<p class="aawp-disclaimer">{line}</p></div>')
    body = ('<header class="site-header"><a href="/">Kaffeeliebe Blog</a><nav><a href="/tests/">Tests</a>'
            '<a href="/rezepte/">Rezepte</a></nav></header><main><article class="post type-post"><header class="entry-'
            'header"><h1 class="entry-title">Kaffeevollautomaten im Test: Unsere Empfehlungen</h1></header>'
            f'<div class="entry-content"><p>{BLOG_DE[0]}</p><p>{BLOG_DE[1]}</p><h2>Testsieger: De\'Longhi Magnifica S'
            f'</h2>{box}<p>{BLOG_DE[2]}</p></div></article></main><footer><p>© 2024 Kaffeeliebe</p></footer>')
    return page(body, "Kaffeevollautomaten im Test", '<meta property="og:type" content="article">')


BLOG_URL = "https://www.kaffeeliebe-blog.de/kaffeevollautomaten-im-test-unsere-empfehlungen/"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_affiliate_boxs_update_line_and_ribbon_go(lang):
    texts = _texts(_affiliate_post(UPDATED[lang]), BLOG_URL)
    assert UPDATED[lang] not in texts and "Bestseller Nr. 1" not in texts
    assert texts[-1] == BLOG_DE[2] and texts[1:3] == list(BLOG_DE[:2])


@pytest.mark.parametrize("line", [
    "Letzte Aktualisierung am 12. März: Wir haben zwei neue Geräte aufgenommen und alle Preise bei Amazon geprüft.",
    "Last updated on 12 March 2024 we added two machines and checked every Amazon link / price in this guide."])
def test_a_line_saying_when_the_post_was_updated_is_not_taken_for_the_affiliate_line(line):
    assert line in _texts(_affiliate_post(line), BLOG_URL)


# --- a marketplace's product page: the stars' line and the count of ratings, on the product and on its carousel ---

BULLETS = ("LEISTUNGSSTARK: Der bürstenlose Motor liefert 40 Minuten Laufzeit mit einer Akkuladung und saugt Teppiche "
           "gründlich ab",
           "LEICHT UND HANDLICH: Mit nur 1,5 kg lässt sich der Sauger mühelos auch über Kopf an Decken und Regalen einsetzen")
MARKET_DESC = ("Der Turbo X2 ist der ideale Begleiter für den schnellen Hausputz zwischendurch. Dank des flexiblen "
               "Knickrohrs erreicht er mühelos die Stellen unter Sofa und Bett, und die LED-Leuchte an der Bodendüse "
               "macht auch Staub in dunklen Ecken sichtbar.")
STARS = {"de": ("4,4 von 5 Sternen", "1.234 Sternebewertungen", "4,3 von 5 Sternen"),
         "en": ("4.4 out of 5 stars", "1,234 ratings", "4.3 out of 5 stars"),
         "fr": ("4,4 sur 5 étoiles", "1 234 évaluations", "4,3 sur 5 étoiles"),
         "it": ("4,4 su 5 stelle", "1.234 valutazioni", "4,3 su 5 stelle")}


def _marketplace_product(lang: str, description: str = MARKET_DESC) -> str:
    """A marketplace's product page (Amazon's markup): the title, the stars and the link to the ratings, the price,
    the "about this item" bullets, the description, the details' table and a carousel of products viewed too,
    each with its stars and price."""
    stars, count, card = STARS[lang]
    body = ('<header id="navbar"><a href="/">Marktplatz</a><a href="/gp/cart">Einkaufswagen</a></header><div id="dp">'
            '<div id="ppd"><div id="leftCol"><img src="v.jpg" alt=""></div><div id="centerCol"><div id="titleSection">'
            '<h1 id="title"><span id="productTitle">Akku-Staubsauger Turbo X2 kabellos</span></h1></div>'
            f'<div id="averageCustomerReviews"><span class="a-icon-alt">{stars}</span><a id="acrCustomerReviewLink" '
            f'href="#customerReviews"><span id="acrCustomerReviewText">{count}</span></a></div>'
            '<div id="corePriceDisplay_desktop_feature_div"><span class="a-price"><span aria-hidden="true">149,99 €</span>'
            '</span></div><div id="feature-bullets"><h2>Über diesen Artikel</h2><ul class="a-unordered-list">'
            + "".join(f'<li><span class="a-list-item">{t}</span></li>' for t in BULLETS) + "</ul></div></div></div>"
            '<div id="productDescription_feature_div"><h2>Produktbeschreibung</h2><div id="productDescription"><p>'
            f"<span>{description}</span></p></div></div>"
            '<div id="prodDetails"><h2>Produktinformationen</h2><table class="a-keyvalue prodDetTable"><tr><th>Marke</th>'
            "<td>Turbo</td></tr><tr><th>Akkulaufzeit</th><td>40 Minuten</td></tr></table></div>"
            '<div id="sims-consolidated-2_feature_div"><h2>Kunden, die diesen Artikel angesehen haben, haben auch angesehen'
            "</h2><ol>" + "".join(f'<li><a href="/dp/B0{i}"><div class="p13n-sc-truncate">Staubsauger Modell {i} beutellos'
                                  f'</div></a><span class="a-icon-alt">{card}</span><span class="p13n-sc-price">{i}9,99 €'
                                  "</span></li>" for i in range(1, 6))
            + '</ol></div></div><footer><a href="/agb">AGB</a></footer>')
    return page(body, "Akku-Staubsauger Turbo X2 kabellos : Marktplatz")


MARKET_URL = "https://www.marktplatz.example.de/Akku-Staubsauger-Turbo-kabellos/dp/B0ABCDEF12"


@pytest.mark.parametrize("lang", ["de", "en", "fr", "it"])
def test_a_marketplace_products_stars_and_ratings_count_go(lang):
    texts = _texts(_marketplace_product(lang), MARKET_URL)
    assert texts[:2] == ["Akku-Staubsauger Turbo X2 kabellos", "Über diesen Artikel"]
    assert not any(STARS[lang][0][:3] in t or STARS[lang][2][:3] in t for t in texts)
    assert MARKET_DESC in texts and "40 Minuten" in texts


def test_a_description_that_gives_the_stars_of_a_test_stays():
    said = "Im Test der Zeitschrift Haushalt erhielt der Turbo X2 4,4 von 5 Sternen."
    assert said in _texts(_marketplace_product("de", said), MARKET_URL)
