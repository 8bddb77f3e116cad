"""Regression tests for shop pages (session 19's shop pass): one small hand-written page per failure class,
after the markup of real shop software (Shopware, JTL, Magento, WooCommerce, PrestaShop), with the item's own
text that must stay beside the shop's furniture that must go."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _joined(html: str, url: str) -> str:
    return "\n".join(b.text for b in extract_page(html, url, OPTIONS).blocks)


DESC_DE = ["Die Wanderjacke Alpspitze ist aus einem leichten, winddichten und wasserabweisenden Gewebe gefertigt, das "
           "auch bei längeren Touren im Gebirge angenehm zu tragen bleibt und sich klein verpacken lässt.",
           "Die verstellbare Kapuze lässt sich mit einer Hand einstellen, und die beiden Seitentaschen mit Reißverschluss "
           "bieten Platz für Karte, Handy und einen kleinen Snack für unterwegs."]
FEATURES_DE = ["Wassersäule 20.000 mm", "Atmungsaktiv", "Verschweißte Nähte", "Packmaß 20 x 12 cm"]
SPECS_DE = [("Material", "100 % Polyamid"), ("Gewicht", "320 g"), ("Passform", "Regular Fit")]
SHOP_HEADER = ('<header class="header-main"><a class="header-logo-main-link" href="/">Outdoor-Shop</a>'
               '<nav class="main-navigation-menu"><a href="/damen">Damen</a><a href="/herren">Herren</a>'
               '<a href="/sale">Sale</a></nav></header>')
SHOP_FOOTER = ('<footer class="footer-main"><div class="footer-column"><a href="/impressum">Impressum</a>'
               '<a href="/agb">AGB</a></div></footer>'
               '<div class="cookie-permission-container"><div class="cookie-permission-content">Diese Website verwendet '
               'Cookies, um eine bestmögliche Erfahrung bieten zu können. <a href="/datenschutz">Mehr Informationen</a>'
               '</div><button>Alle akzeptieren</button></div>')


# --- the buy box's tax, shipping and availability lines ---------------------------------------------------

def _jtl_product(shortdesc: str) -> str:
    """A JTL-Shop 5 product page: the buy box (price, the tax note whose linked "Versand" opens a pop-up,
    availability and delivery time, buttons), then the description tab with features and a table of
    characteristics, and an empty reviews tab."""
    buy = ('<div class="product-offer"><div class="price_wrapper"><div class="price h1"><span>149,95 €</span>'
           '<span class="footnote-reference">*</span></div><div class="price-note"><span class="vat_info">inkl. gesetzl. '
           'MwSt. zzgl. <a href="/Versandinformationen" class="shipment popup">Versand</a></span></div></div>'
           '<div class="delivery-status"><ul class="list-unstyled"><li><span class="status status-2">Sofort verfügbar'
           '</span></li><li class="estimated-delivery"><span class="a2">Lieferzeit: </span><span class="estimated_delivery">'
           '2 - 4 Werktage</span></li><li class="stock-info">Nur noch 3 Stück auf Lager</li><li class="delivery-date">'
           'Lieferung bis Mi, 12. März</li></ul></div>'
           '<div id="add-to-cart" class="product-buy"><input type="number" name="anzahl" value="1">'
           '<button name="inWarenkorb" type="submit" class="btn btn-primary">In den Warenkorb</button></div>'
           '<div class="product-actions"><button class="btn btn-link wishlist">Auf den Wunschzettel</button>'
           '<button class="btn btn-link question">Frage zum Artikel</button></div></div>')
    tabs = ('<div class="product-details"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link '
            'active" data-toggle="tab" href="#tab-description">Beschreibung</a></li><li class="nav-item"><a class="nav-link"'
            ' data-toggle="tab" href="#tab-votes">Bewertungen</a></li></ul><div class="tab-content" id="article-tabs">'
            '<div class="tab-pane fade show active" id="tab-description" role="tabpanel"><div class="tab-content-wrapper">'
            '<div class="desc">' + "".join(f"<p>{t}</p>" for t in DESC_DE)
            + "<ul>" + "".join(f"<li>{t}</li>" for t in FEATURES_DE) + "</ul></div>"
            '<div class="product-attributes"><table class="table table-striped"><tbody>'
            + "".join(f'<tr><td class="h6">{k}:</td><td class="attr-value">{v}</td></tr>' for k, v in SPECS_DE)
            + '</tbody></table></div></div></div>'
            '<div class="tab-pane fade" id="tab-votes" role="tabpanel"><div class="tab-content-wrapper"><div id="ratings">'
            '<p>Für diesen Artikel gibt es noch keine Bewertungen. Schreiben Sie die erste Bewertung und helfen Sie '
            'anderen bei der Kaufentscheidung:</p><button class="btn btn-primary">Jetzt bewerten!</button></div></div>'
            '</div></div></div>')
    body = (SHOP_HEADER + '<main id="main-wrapper-inner"><div id="content"><div id="result-wrapper">'
            '<div class="product-detail"><form id="buy_form" method="post"><div class="row product-primary">'
            '<div class="col product-gallery"><img src="/j.jpg" alt=""></div><div class="col product-info">'
            '<h1 class="product-title h2" itemprop="name">Wanderjacke Alpspitze</h1>'
            f'<div class="shortdesc" itemprop="description"><p>{shortdesc}</p></div>' + buy + '</div></div></form>'
            + tabs + '</div></div></div></main>' + SHOP_FOOTER)
    return page(body, "Wanderjacke Alpspitze - Outdoor-Shop")


def test_a_product_pages_tax_shipping_and_availability_lines_go():
    """A German shop's buy box says the price includes VAT plus shipping (its linked "Versand" goes as a
    pop-up's link, leaving "inkl. gesetzl. MwSt. zzgl."), "Sofort verfügbar", "Lieferzeit: 2 - 4 Werktage":
    the same lines on every product of the shop, not the item's text.  They went into the text beside the
    description; the description, its features, the characteristics and the price stay."""
    text = _joined(_jtl_product("Leichte, winddichte Jacke für Touren im Gebirge."), "https://shop.example.de/Alpspitze")
    for line in ("inkl. gesetzl. MwSt.", "Sofort verfügbar", "Lieferzeit", "Werktage", "Wunschzettel",
                 "Frage zum Artikel", "Nur noch 3 Stück", "Lieferung bis"):
        assert line not in text, line
    for line in DESC_DE + FEATURES_DE + ["100 % Polyamid", "Leichte, winddichte Jacke", "149,95 €"]:
        assert line in text, line


def test_a_description_that_speaks_of_shipping_and_stock_stays():
    """The lines are judged whole: an item's own sentence about delivery or stock is its text."""
    short = "Sofort verfügbar ab Lager Kempten und versandkostenfrei geliefert, weil wir diese Jacke selbst nähen."
    text = _joined(_jtl_product(short), "https://shop.example.de/Alpspitze")
    assert short in text
    assert "Sofort verfügbar\n" not in text


def test_a_prestashop_products_reassurance_badges_and_quantity_label_go():
    """PrestaShop's "blockreassurance" under the buy button (secure payment, free delivery from 99 €,
    returns within 30 days) and the label "Quantité" run into the stock line behind an icon font's glyph
    ("Quantité\\ue5caEn stock"): a shop's promises, shown on every product, not the barbecue's text."""
    desc = ["Ce barbecue à gaz de quatre brûleurs offre une grande surface de cuisson en fonte émaillée, idéale pour "
            "les repas en famille ou entre amis pendant les longues soirées d'été sur la terrasse.",
            "Son allumage électronique démarre chaque brûleur en un instant et le couvercle avec thermomètre intégré "
            "permet de cuire les rôtis et les volailles à l'étouffée comme dans un four."]
    body = ('<header id="header"><a href="/">Barbecue Shop</a><a href="/panier">Panier (0)</a></header>'
            '<section id="wrapper"><div id="content-wrapper"><section id="main"><div class="row product-container">'
            '<div class="col-md-6"><img class="js-qv-product-cover" src="/b.jpg" alt=""></div><div class="col-md-6">'
            '<h1 class="h1">Barbecue gaz Cuisinier 4 brûleurs</h1><div class="product-prices"><div class="current-price">'
            '<span class="current-price-value">549,00 €</span></div><div class="tax-shipping-delivery-label">TTC</div></div>'
            '<div class="product-information"><div class="product-description"><p>Un barbecue à gaz robuste de quatre '
            'brûleurs en fonte.</p></div><div class="product-actions"><form method="post"><div class="product-add-to-cart">'
            '<span class="control-label">Quantité</span><div class="add"><button class="btn btn-primary add-to-cart" '
            'type="submit">Ajouter au panier</button></div><span id="product-availability"><i class="material-icons '
            'product-available">&#xE5CA;</i>En stock</span></div></form></div>'
            '<div id="block-reassurance" class="blockreassurance_product">'
            '<div><img src="/r1.svg" alt=""><p class="block-title">Paiement sécurisé par carte bancaire</p></div>'
            '<div><img src="/r2.svg" alt=""><p class="block-title">Livraison gratuite dès 99 € d\'achat</p></div>'
            '<div><img src="/r3.svg" alt=""><p class="block-title">Retours sous 30 jours</p></div></div>'
            '<div class="tabs"><ul class="nav nav-tabs"><li class="nav-item"><a class="nav-link active" data-toggle="tab" '
            'href="#description">Description</a></li></ul><div class="tab-content" id="tab-content"><div class="tab-pane '
            'fade in active" id="description" role="tabpanel"><div class="product-description">'
            + "".join(f"<p>{t}</p>" for t in desc) + '</div></div></div></div></div></div></div></section></div></section>'
            '<footer id="footer"><p>© 2026 - Logiciel e-commerce par PrestaShop™</p></footer>')
    text = _joined(page(body, "Barbecue gaz Cuisinier 4 brûleurs"), "https://barbecue.example.fr/12-cuisinier.html")
    for line in ("Paiement sécurisé", "Livraison gratuite", "Retours sous 30 jours", "Quantité", "En stock", "TTC"):
        assert line not in text, line
    for line in desc + ["Un barbecue à gaz robuste de quatre brûleurs en fonte.", "549,00 €"]:
        assert line in text, line


# --- an empty review tab's prompts -----------------------------------------------------------------------

def test_an_empty_review_tabs_prompts_go_and_a_paragraph_opening_with_such_words_stays():
    """JTL's empty reviews tab ("Für diesen Artikel gibt es noch keine Bewertungen. Schreiben Sie die erste
    Bewertung …") went into the text after the characteristics; Magento's "Be the first to review this
    product" and "In stock" beside the price too.  A paragraph of the description that opens with those words
    is text and stays."""
    text = _joined(_jtl_product("Leichte, winddichte Jacke für Touren im Gebirge."), "https://shop.example.de/Alpspitze")
    assert "noch keine Bewertungen" not in text and "Maschinenwäsche" not in text
    assert "320 g" in text
    desc = ["This stainless steel kettle boils a full litre of water in under four minutes on any hob, including "
            "induction, and its whistle tells you when the water is ready from the other end of the house.",
            "The handle stays cool to the touch and folds flat for storage, so the kettle also travels well in a "
            "camper van or on a weekend trip to a cabin without a kitchen of its own."]
    own = ("In stock at our Sheffield workshop since 1962, the Tern is the oldest kettle we make, and every one of "
           "them is still pressed, welded and polished by hand.")
    body = ('<header class="page-header"><a class="logo" href="/">Kitchen Co</a><a href="/checkout/cart/">My Cart</a>'
            '</header><main id="maincontent" class="page-main"><div class="columns"><div class="column main">'
            '<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span '
            'class="base" itemprop="name">Whistling Kettle Tern</span></h1></div><div class="product-reviews-summary '
            'empty"><div class="reviews-actions"><a class="action add" href="#review-form">Be the first to review this '
            'product</a></div></div><div class="product-info-price"><div class="price-box"><span class="price">$49.00'
            '</span></div><div class="product-info-stock-sku"><div class="stock available" title="Availability"><span>'
            'In stock</span></div></div></div><div class="product-add-form"><form><div class="field qty"><label '
            'class="label" for="qty"><span>Qty</span></label><input type="number" id="qty" value="1"></div><button '
            'type="submit" class="action primary tocart"><span>Add to Cart</span></button></form></div></div>'
            '<div class="product info detailed"><div class="product data items"><div class="data item title active">'
            '<a class="data switch" href="#description">Details</a></div><div class="data item content" id="description">'
            '<div class="product attribute description"><div class="value">' + "".join(f"<p>{t}</p>" for t in desc + [own])
            + '</div></div></div></div></div></div></div></main>'
            '<footer class="page-footer"><small class="copyright">Copyright © Kitchen Co.</small></footer>')
    text = _joined(page(body, "Whistling Kettle Tern"), "https://kitchen.example.com/whistling-kettle-tern.html")
    lines = text.split("\n")
    assert "Be the first to review this product" not in lines and "In stock" not in lines and "Add to Cart" not in lines
    assert "$49.00" in lines  # a product's own price after its rating's link that went (not a grid's)
    for line in desc + [own]:
        assert line in text, line


# --- other products offered beside the product --------------------------------------------------------------

CARE_DE = ["Waschen Sie die Jacke bei 30 Grad im Schonwaschgang mit einem Waschmittel für Funktionskleidung und "
           "verzichten Sie auf Weichspüler, damit die Membran ihre Atmungsaktivität behält.",
           "Nach dem Waschen frischt eine Runde im Trockner bei niedriger Temperatur die wasserabweisende "
           "Ausrüstung des Obermaterials wieder auf, sodass Regentropfen einfach abperlen."]


def _shopware_product(cross_selling: str) -> str:
    """A Shopware 6 product page: the buy box, the description tab with features and properties, and below
    them the cross-selling tab of other products (a card each: name, a line of description, price)."""
    tabs = ('<div class="product-detail-tabs"><div class="card card-tabs"><ul class="nav nav-tabs" role="tablist">'
            '<li class="nav-item"><a class="nav-link active" data-bs-toggle="tab" href="#description-tab-pane" '
            'role="tab">Beschreibung</a></li></ul><div class="tab-content"><div class="tab-pane fade show active" '
            'id="description-tab-pane" role="tabpanel"><div class="product-detail-description tab-pane-container">'
            '<div class="product-detail-description-text">' + "".join(f"<p>{t}</p>" for t in DESC_DE + CARE_DE)
            + "<ul>" + "".join(f"<li>{t}</li>" for t in FEATURES_DE) + '</ul></div><div class="product-detail-properties">'
            '<table class="table table-striped product-detail-properties-table"><tbody>'
            + "".join(f'<tr class="properties-row"><th class="properties-label">{k}:</th><td class="properties-value">'
                      f'<span>{v}</span></td></tr>' for k, v in SPECS_DE)
            + '</tbody></table></div></div></div></div></div></div>')
    body = (SHOP_HEADER + '<main class="content-main"><div class="container-main"><div class="cms-page">'
            '<div class="cms-section"><div class="row product-detail-main"><div class="col-lg-7 product-detail-media">'
            '<img src="/g1.jpg" alt="Wanderjacke"></div><div class="col-lg-5 product-detail-buy">'
            '<h1 class="product-detail-name" itemprop="name">Wanderjacke Alpspitze</h1>'
            '<p class="product-detail-price">149,95 €*</p><form class="buy-widget"><button class="btn btn-buy">In den '
            'Warenkorb</button></form></div></div><div class="cms-block-product-description-reviews">' + tabs + '</div>'
            + cross_selling + '</div></div></div></main>' + SHOP_FOOTER)
    return page(body, "Wanderjacke Alpspitze | Outdoor-Shop")


def _cross_selling(name: str) -> str:
    cards = "".join(
        f'<div class="product-slider-item"><div class="card product-box box-standard"><div class="card-body">'
        f'<a href="/p{k}" class="product-image-link"><img src="/p{k}.jpg" alt=""></a><div class="product-info">'
        f'<a href="/p{k}" class="product-name" title="Trekkinghose Karwendel {k}">Trekkinghose Karwendel {k}</a>'
        f'<div class="product-description">Robuste Trekkinghose aus elastischem Material mit vielen Taschen für lange '
        f'Touren</div><div class="product-price-info"><span class="product-price">8{k},95 €*</span>'
        f'</div></div></div></div></div>' for k in range(4))
    return (f'<div class="{name}"><div class="card card-tabs"><ul class="nav nav-tabs"><li><a class="nav-link active" '
            'href="#cs1">Passend dazu</a></li></ul><div class="tab-content"><div class="tab-pane fade show active" '
            'id="cs1"><div class="cms-element-product-slider"><div class="product-slider-container">' + cards
            + '</div></div></div></div></div></div>')


def test_a_products_cross_selling_cards_go():
    """Shopware's "product-detail-cross-selling" under the description shows other products with a line of
    their description each; the lines went into the text of the jacket's page.  The cross-selling box goes
    as related articles do; the jacket's description, features and properties stay."""
    text = _joined(_shopware_product(_cross_selling("product-detail-cross-selling")),
                   "https://shop.example.de/wanderjacke-alpspitze/SW10042")
    assert "Trekkinghose" not in text
    for line in DESC_DE + CARE_DE + FEATURES_DE + ["100 % Polyamid", "Regular Fit"]:
        assert line in text, line


# --- a category page's grid of prices without its products' names ------------------------------------------

INTRO_DE = ["Unsere Wanderjacken halten Wind und Regen ab und bleiben dabei atmungsaktiv, ob bei einer Tagestour im "
            "Mittelgebirge oder auf einer mehrtägigen Hüttenwanderung in den Alpen."]
SEO_DE = ["Eine gute Wanderjacke ist das wichtigste Kleidungsstück für Touren in den Bergen. Sie schützt vor Wind, "
          "Regen und Kälte und muss dabei so atmungsaktiv sein, dass Sie beim Aufstieg nicht im eigenen Schweiß stehen.",
          "Hardshelljacken mit Membran sind wasserdicht und winddicht, Softshelljacken dagegen elastischer und "
          "angenehmer zu tragen, halten aber nur leichten Regen ab. Für die meisten Tagestouren reicht eine Hardshell.",
          "Achten Sie auf eine Kapuze, die sich über einen Helm ziehen lässt, auf Unterarmbelüftungen und auf Taschen, "
          "die auch mit angelegtem Hüftgurt des Rucksacks erreichbar bleiben."]


def _category(cards: int, intro: bool = True) -> str:
    """A Shopware 6 category page with a sidebar: the filter panel, the category's introduction, the product
    listing (cards of a linked name, a variant line, a price and a buy button), and the category's long text."""
    grid = "".join(
        f'<div class="cms-listing-col col-sm-6 col-lg-4"><div class="card product-box box-standard"><div class="card-body">'
        f'<a href="/p{k}" class="product-image-link"><img src="/p{k}.jpg" alt=""></a><div class="product-info">'
        f'<a href="/p{k}" class="product-name" title="Regenjacke Modell {k}">Regenjacke Modell {k}</a>'
        f'<div class="product-variant-characteristics">Farbe: Blau | Größe: M</div><div class="product-price-info">'
        f'<p class="product-price">1{k}9,95 €*</p></div><div class="product-action"><form><button class="btn btn-buy">'
        f'In den Warenkorb</button></form></div></div></div></div></div>' for k in range(cards))
    body = (SHOP_HEADER + '<main class="content-main"><div class="container-main"><div class="cms-page">'
            '<div class="cms-section cms-section-sidebar"><div class="row"><div class="cms-section-sidebar-sidebar-content '
            'col-lg-3"><div class="cms-element-sidebar-filter"><button class="filter-panel-item-toggle">Hersteller'
            '</button><button class="filter-panel-item-toggle">Preis</button></div></div>'
            '<div class="cms-section-sidebar-main-content col-lg-9"><div class="cms-block cms-block-text">'
            '<div class="cms-element-text"><h1>Wanderjacken</h1>' + "".join(f"<p>{t}</p>" for t in INTRO_DE if intro)
            + '</div></div><div class="cms-block cms-block-product-listing"><div class="cms-element-product-listing">'
            '<div class="row cms-listing-row js-listing-wrapper">' + grid + '</div></div></div>'
            + ('<div class="cms-block cms-block-text"><div class="cms-element-text"><h2>Worauf Sie beim Kauf einer '
               'Wanderjacke achten sollten</h2>' + "".join(f"<p>{t}</p>" for t in SEO_DE) + '</div></div>' if intro else "")
            + '</div></div></div></div></div></main>' + SHOP_FOOTER)
    return page(body, "Wanderjacken | Outdoor-Shop")


def test_a_category_pages_grid_prices_without_names_go():
    """A category page between its introduction and its long text lists products whose linked names are not
    kept; their prices alone in a block were ("109,95 €*" twelve times), numbers without a product.  They go;
    the introduction and the category's text stay."""
    text = _joined(_category(12), "https://shop.example.de/wanderjacken/")
    assert "€" not in text
    for line in INTRO_DE + SEO_DE:
        assert line in text, line



def test_a_category_page_that_is_only_its_grid_keeps_each_products_name_with_its_price():
    """Without an introduction, the grid of products is the category page's text: each price alone in a
    block was kept without the linked name above it ("109,95 €*" twelve times).  Each product's name is
    kept with its price; the buy buttons and the filter panel are not."""
    text = _joined(_category(12, intro=False), "https://shop.example.de/regenjacken/")
    lines = text.split("\n")
    for k in range(12):
        at = lines.index(f"Regenjacke Modell {k}")
        assert f"1{k}9,95 €*" in lines[at + 1:at + 3]
    assert "In den Warenkorb" not in text and "Hersteller" not in text


# --- a panel of the shop's shipping and returns policy ------------------------------------------------------

def _accordion(title: str, body: str, key: str) -> str:
    """A collapsible tab of Shopify's Dawn theme under a product's description."""
    return (f'<div class="product__accordion accordion quick-add-hidden"><details id="Details-collapsible_tab_{key}">'
            f'<summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">{title}</h2></div>'
            f'</summary><div class="accordion__content rte" id="ProductAccordion-collapsible_tab_{key}">{body}</div>'
            '</details></div>')


def test_a_shipping_and_returns_panel_goes_and_the_products_other_panels_stay():
    """Dawn's collapsible tabs under a kettle's description: "Materials", "Shipping & Returns",
    "Dimensions", "Care Instructions".  The shipping panel is the shop's policy, the same under every
    product; it went into the text.  It goes with its heading; the other panels stay."""
    desc = ["This stainless steel kettle boils a full litre of water in under four minutes on any hob, including "
            "induction, and its whistle tells you when the water is ready from the other end of the house.",
            "The handle stays cool to the touch and folds flat for storage, so the kettle also travels well in a "
            "camper van or on a weekend trip to a cabin without a kitchen of its own."]
    materials = ("Brushed 18/10 stainless steel body, phenolic handle that stays cool, and a copper sandwich base "
                 "for even heat.")
    care = "Descale monthly with a spoon of citric acid in hot water; do not put the kettle in the dishwasher."
    policy = ["We ship within 2 business days from our warehouse in Leeds.",
              "Returns are free within 30 days of delivery, as long as the kettle is unused."]
    body = ('<div class="announcement-bar" role="region"><p class="announcement-bar__message">Free shipping on orders '
            'over $50</p></div><header class="header"><a href="/">Kettle Co</a><nav class="header__inline-menu"><a '
            'href="/collections/all">Catalog</a></nav></header><main id="MainContent" class="content-for-layout" '
            'role="main"><section class="page-width"><div class="product grid"><div class="grid__item '
            'product__media-wrapper"><img src="/k.jpg" alt=""></div><div class="product__info-wrapper grid__item">'
            '<section class="product__info-container"><div class="product__title"><h1>Whistling Kettle Tern</h1>'
            '</div><div class="price"><span class="price-item price-item--regular">$49.00 USD</span></div>'
            '<div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> '
            'calculated at checkout.</div><product-form class="product-form"><form method="post" action="/cart/add">'
            '<button type="submit" name="add" class="product-form__submit button">Add to cart</button></form>'
            '</product-form><div class="product__description rte">' + "".join(f"<p>{t}</p>" for t in desc) + '</div>'
            + _accordion("Materials", f"<p>{materials}</p>", "materials")
            + _accordion("Shipping &amp; Returns", "".join(f"<p>{t}</p>" for t in policy), "shipping")
            + _accordion("Dimensions", "<ul><li>Height: 22 cm</li><li>Diameter: 19 cm</li><li>Weight: 1.1 kg</li></ul>",
                         "dimensions")
            + _accordion("Care Instructions", f"<p>{care}</p>", "care")
            + '</section></div></div></section></main><footer class="footer"><small>© 2026, Kettle Co Powered by '
            'Shopify</small></footer>')
    text = _joined(page(body, "Whistling Kettle Tern – Kettle Co"), "https://kettle.example.com/products/tern")
    lines = text.split("\n")
    assert "Shipping & Returns" not in lines and not any(t in text for t in policy)
    assert "Add to cart" not in lines and "Free shipping" not in text and "Tax included" not in text
    for line in desc + [materials, "Dimensions", "Height: 22 cm", "Weight: 1.1 kg", "Care Instructions", care]:
        assert line in text, line


def test_a_couriers_delivery_section_is_its_text():
    """Only a shop's policy panel goes: a service page's section headed "Delivery" alone is the page's text."""
    paras = ["We collect parcels from your door before noon and deliver them anywhere in the country by the next "
             "working day, with a photo of the doorstep as proof of delivery.",
             "Business customers can book regular collections online and track every parcel in one account."]
    body = ('<header><a href="/">Parcel Bros</a></header><main><h1>Our services</h1><h2>Delivery</h2>'
            + "".join(f"<p>{t}</p>" for t in paras) + '</main>')
    text = _joined(page(body, "Our services – Parcel Bros"), "https://parcels.example.co.uk/services")
    assert all(t in text for t in paras)


# --- a collection's introduction above its grid, in the page's title banner ---------------------------------

SOCKS_INTRO = ("Our socks are knitted in Portugal from combed cotton and recycled nylon, cushioned where your feet "
               "need it and thin everywhere else.")
SOCKS_TEXT = ["Choosing the right sock height depends on your shoes: no-show socks disappear in sneakers and loafers, "
              "while crew socks keep boots from rubbing against your ankles on long walks.",
              "For running, look for a cushioned sole, a seamless toe and a snug arch band that keeps the sock from "
              "sliding down or bunching under your heel after a few miles.",
              "Wash your socks inside out at thirty degrees and skip the dryer: they keep their shape and their "
              "cushioning for years instead of months."]


def _dawn_collection(banner_class: str) -> str:
    """A Shopify (Dawn) collection page: the collection's banner section with its title and description, the
    filter and sort form, the grid of product cards, and a rich-text section with the collection's long text."""
    cards = "".join(
        f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard">'
        f'<div class="card__media"><img src="/s{k}.jpg" alt=""></div><div class="card__content"><h3 class="card__heading '
        f'h5"><a href="/products/crew-sock-{k}" class="full-unstyled-link">Merino Crew Sock {k}</a></h3><div class="price">'
        f'<span class="price-item price-item--regular">${k + 12}.00 USD</span></div></div><div class="quick-add">'
        f'<button class="quick-add__submit button">Add to cart</button></div></div></div></li>' for k in range(12))
    body = ('<div class="shopify-section section-header"><header class="header"><a href="/">Sock Co</a><nav><a '
            'href="/collections/men">Men</a><a href="/collections/women">Women</a></nav></header></div>'
            f'<main id="MainContent" class="content-for-layout" role="main"><div id="shopify-section-template--1__banner"'
            f' class="shopify-section section"><div class="{banner_class}"><div class="collection-hero__inner page-width">'
            '<h1 class="collection-hero__title">Socks</h1>'
            f'<div class="collection-hero__description rte">{SOCKS_INTRO}</div></div></div></div>'
            '<div id="shopify-section-template--1__product-grid" class="shopify-section section"><div class="collection '
            'page-width"><facet-filters-form class="facets"><form id="FacetFiltersForm"><h2 class="facets__heading">'
            'Filter:</h2><details class="facets__disclosure"><summary><span>Availability</span></summary></details>'
            '<details class="facets__disclosure"><summary><span>Price</span></summary></details><h2 class="product-count__text">'
            '12 products</h2></form></facet-filters-form><ul id="product-grid" class="grid product-grid">' + cards
            + '</ul></div></div><div id="shopify-section-template--1__rich_text" class="shopify-section section"><div '
            'class="rich-text"><div class="rich-text__blocks"><h2 class="rich-text__heading h1">How to choose your socks'
            '</h2><div class="rich-text__text rte">' + "".join(f"<p>{t}</p>" for t in SOCKS_TEXT) + '</div></div></div>'
            '</div></main><footer class="footer"><h2 class="footer-block__heading">Subscribe to our emails</h2><small>'
            '© 2026, Sock Co Powered by Shopify</small></footer>')
    return page(body, "Socks – Sock Co")


def test_a_collections_introduction_in_its_title_banner_is_kept_above_its_long_text():
    """The collection's title and description sit in Shopify's banner section
    ("shopify-section-template--1__banner"), above the grid; the long text below the grid is the container.
    The section went as an advert's banner, and with it the introduction.  A banner holding the page's
    ``<h1>`` is the title banner; its description is kept with the long text."""
    text = _joined(_dawn_collection("collection-hero color-scheme-1 gradient"),
                   "https://sockco.example.com/collections/socks")
    for line in [SOCKS_INTRO, "How to choose your socks"] + SOCKS_TEXT:
        assert line in text, line
    assert "Filter:" not in text and "Subscribe" not in text and "Add to cart" not in text


def test_an_advert_banner_without_the_pages_title_still_goes():
    """A banner without the page's ``<h1>`` (a promotion above the text) is still an advert's, and a
    banner named also as a newsletter's or a cookie bar's goes whatever it holds."""
    promo = ('<div class="promo-banner"><p>Spring sale: take twenty percent off every pair of socks in the shop '
             'this week only, while stocks last, with the code SPRING20 at the checkout.</p></div>')
    html = _dawn_collection("newsletter-banner").replace('<main id="MainContent"', promo + '<main id="MainContent"')
    text = _joined(html, "https://sockco.example.com/collections/socks")
    assert "Spring sale" not in text and SOCKS_INTRO not in text
    assert all(line in text for line in SOCKS_TEXT)


def test_a_tables_column_named_like_a_buy_box_label_stays():
    """The shop lines are judged outside tables: a recipe's table of ingredients keeps its "Menge" column
    and a French price list its "Prix HT" one."""
    steps = ["Den Teig aus Mehl, Butter und Zucker rasch verkneten und eine Stunde kalt stellen, damit er sich "
             "später gut ausrollen lässt und beim Backen nicht zerläuft.",
             "Die Äpfel schälen, in dünne Spalten schneiden und mit Zimt, Zucker und etwas Zitronensaft mischen, "
             "bevor sie fächerförmig auf dem Boden verteilt werden."]
    table = ("<table><tr><th>Zutat</th><th>Menge</th></tr>" + "".join(
        f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in (("Mehl", "250 g"), ("Butter", "125 g"), ("Äpfel", "4 Stück")))
        + "</table>")
    body = ("<main><article><h1>Apfelkuchen vom Blech</h1><p>" + steps[0] + "</p>" + table + "<p>" + steps[1]
            + "</p></article></main>")
    text = _joined(page(body, "Apfelkuchen vom Blech"), "https://rezepte.example.de/apfelkuchen-vom-blech")
    assert "Menge" in text.split("\n") and "250 g" in text and all(t in text for t in steps)
