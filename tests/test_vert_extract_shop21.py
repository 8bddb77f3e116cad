"""Regression tests for shop pages (session 21's shop pass): one small hand-written page per failure class,
after the markup of real shop software and its apps (Shopify with Judge.me, Okendo and Yotpo, Magento 2,
Shopware 6, WooCommerce, PrestaShop), with the item's own text that must stay beside the shop's furniture that
must go."""

from __future__ import annotations

from test_vert_extract_shop19 import OPTIONS, _joined  # the extractor's blocks, one a line
from vert_support import page

from corpustools.vert.choose import extract_page

DESC_EN = ["Our canvas weekender is cut from a heavy twelve-ounce organic cotton duck that softens with every trip, "
           "with a waxed finish that shrugs off a passing shower and a leather base that keeps its shape when full.",
           "Inside there is a padded sleeve for a laptop up to fifteen inches, two zipped pockets for chargers and "
           "passports, and a separate compartment at the end for a pair of shoes or a wash bag.",
           "The shoulder strap is padded and detachable, and the brass hardware is solid rather than plated, so it "
           "will not flake or tarnish after a few seasons of being thrown into the boot of a car."]
FEATURES_EN = ["Organic cotton duck", "Full-grain leather base", "Solid brass hardware", "Fits under a plane seat"]
SPECS_EN = [("Capacity", "42 litres"), ("Weight", "1.6 kg"), ("Dimensions", "55 x 30 x 28 cm")]

REVIEWS_EN = [
    ("Perfect for weekend trips", "I have taken this bag on six trips now and it still looks brand new. It swallows "
     "three days of clothes, a pair of trainers and my laptop without any trouble, and the strap does not dig into "
     "my shoulder even when it is completely full. Worth every penny, I would buy it again."),
    ("Great quality, slightly heavy", "The stitching and the leather are beautiful and it feels like it will last "
     "for decades. My only complaint is that it is a little heavier than I expected when empty, so if you fly with "
     "strict cabin weight limits you might want to weigh it before you pack it to the brim."),
    ("Bought it as a gift", "My husband absolutely loves it and uses it every week for the gym and for trips to "
     "see his parents. Delivery was quick and it came beautifully wrapped, and customer service answered my "
     "question about the strap length within an hour. Thank you for such a lovely product!"),
]
REVIEWERS = ["Sarah K.", "Tom B.", "Emily R."]


def _shopify_product(reviews: str) -> str:
    """A Shopify (Dawn) product page: the product's title, price and description beside its gallery, a
    collapsible tab with the specifications, and under it a reviews app's widget."""
    info = ('<div class="product__info-wrapper"><div id="ProductInfo-template" class="product__info-container">'
            '<h1 class="product__title">The Canvas Weekender</h1><div class="price"><span class="price-item '
            'price-item--regular">$245.00</span></div><div class="product__tax caption rte">Taxes included.</div>'
            '<div class="product__description rte">' + "".join(f"<p>{t}</p>" for t in DESC_EN)
            + "<ul>" + "".join(f"<li>{t}</li>" for t in FEATURES_EN) + "</ul></div>"
            '<details class="product__accordion accordion"><summary><h2 class="accordion__title">Specifications</h2>'
            '</summary><div class="accordion__content rte"><table>'
            + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in SPECS_EN)
            + '</table></div></details><button type="submit" class="product-form__submit">Add to cart</button>'
            '</div></div>')
    body = ('<header class="header"><a class="header__heading-link" href="/">Field &amp; Co</a><nav class="header__inline-'
            'menu"><a href="/collections/bags">Bags</a><a href="/collections/sale">Sale</a></nav></header>'
            '<main id="MainContent" class="content-for-layout"><section class="shopify-section section">'
            '<div class="page-width"><div class="product grid"><div class="product__media-wrapper"><img '
            'src="/w.jpg" alt="The Canvas Weekender"></div>' + info + '</div></div></section>'
            '<section class="shopify-section section"><div class="page-width">' + reviews + '</div></section></main>'
            '<footer class="footer"><p>© 2026, Field &amp; Co Powered by Shopify</p></footer>')
    return page(body, "The Canvas Weekender – Field & Co")


def _judgeme(reviews) -> str:  # noqa: ANN001
    """Judge.me's widget: its header with the average, then one ``jdgm-rev`` per review."""
    return ('<div style="clear:both"></div><div id="judgeme_product_reviews" class="jdgm-widget jdgm-review-widget '
            'jdgm--done-setup"><div class="jdgm-rev-widg"><div class="jdgm-rev-widg__header"><h2 class="jdgm-rev-widg__'
            'title">Customer Reviews</h2><div class="jdgm-rev-widg__summary-text">Based on 3 reviews</div><a class="jdgm-'
            'write-rev-link" href="#">Write a review</a></div><div class="jdgm-rev-widg__body"><div class="jdgm-rev-widg__'
            'reviews">' + "".join(
                f'<div class="jdgm-rev jdgm-divider-top"><div class="jdgm-rev__header"><span class="jdgm-rev__timestamp">'
                f'03/14/2026</span><span class="jdgm-rev__author">{who}</span></div><div class="jdgm-rev__content">'
                f'<b class="jdgm-rev__title">{title}</b><div class="jdgm-rev__body"><p>{text}</p></div></div></div>'
                for (title, text), who in zip(reviews, REVIEWERS)) + '</div></div></div></div>')


def _okendo(reviews) -> str:  # noqa: ANN001
    """Okendo's widget (camel-case BEM names: ``okeReviews-review-main-content``)."""
    return ('<div data-oke-widget class="okeReviews okeReviews--theme js-okeReviews"><div class="okeReviews-reviewsWidget '
            'js-okeReviews-reviewsWidget"><div class="okeReviews-reviewsSummary"><h2>Reviews</h2><div>4.8 Based on 3 '
            'Reviews</div></div><div class="okeReviews-reviews"><div class="okeReviews-reviews-main">' + "".join(
                f'<div class="okeReviews-reviews-review"><article class="okeReviews-review"><div class="okeReviews-review-'
                f'primary"><div class="okeReviews-review-main"><h3 class="okeReviews-review-main-heading">{title}</h3>'
                f'<div class="okeReviews-review-main-content"><p>{text}</p></div></div></div><div class="okeReviews-'
                f'review-reviewer">{who} Verified Buyer</div></article></div>'
                for (title, text), who in zip(reviews, REVIEWERS)) + '</div></div></div></div>')


def _yotpo(reviews) -> str:  # noqa: ANN001
    return ('<div class="yotpo yotpo-main-widget" data-product-id="812"><div class="yotpo-display-wrapper"><div class='
            '"yotpo-reviews yotpo-active">' + "".join(
                f'<div class="yotpo-review yotpo-regular-box"><div class="yotpo-header"><span class="yotpo-user-name">'
                f'{who}</span></div><div class="yotpo-main"><div class="content-title yotpo-font-bold">{title}</div>'
                f'<div class="content-review">{text}</div></div></div>'
                for (title, text), who in zip(reviews, REVIEWERS)) + '</div></div></div>')


def _assert_description_without_reviews(text: str) -> None:
    for line in DESC_EN + FEATURES_EN + ["42 litres", "$245.00", "The Canvas Weekender"]:
        assert line in text, line
    for title, review in REVIEWS_EN:
        assert review[:60] not in text, review[:60]
        assert title not in text, title


# --- a reviews app's widget under the product ------------------------------------------------------------------

def test_a_shopify_products_judgeme_reviews_go():
    """Judge.me's widget under a Shopify product holds its customers' reviews, paragraphs as long as the
    description's: the readers' comments of a shop, not the item's text.  They went into the text after the
    specifications; the description, its features and specifications stay."""
    text = _joined(_shopify_product(_judgeme(REVIEWS_EN)), "https://fieldandco.example.com/products/canvas-weekender")
    _assert_description_without_reviews(text)


def test_a_shopify_products_okendo_and_yotpo_reviews_go():
    """The same reviews in Okendo's widget (camel-case names, ``okeReviews-review-main-content``) and in
    Yotpo's (``yotpo-main-widget``) go too."""
    for widget in (_okendo, _yotpo):
        text = _joined(_shopify_product(widget(REVIEWS_EN)), "https://fieldandco.example.com/products/canvas-weekender")
        _assert_description_without_reviews(text)


def test_a_magento_products_review_list_goes():
    """Magento 2's reviews tab (``#product-review-container``, ``ol.items.review-items``, a ``li.item.review-item``
    per review) is a tab panel beside the description: its reviews went with it."""
    desc = "".join(f"<p>{t}</p>" for t in DESC_EN)
    reviews = "".join(
        f'<li class="item review-item" itemscope itemprop="review" itemtype="http://schema.org/Review"><div class="review-'
        f'title" itemprop="name">{title}</div><div class="review-content" itemprop="description">{text}</div><div '
        f'class="review-details"><p class="review-author"><span class="review-details-label">Review by</span><strong '
        f'class="review-details-value" itemprop="author">{who}</strong></p></div></li>'
        for (title, text), who in zip(REVIEWS_EN, REVIEWERS))
    body = ('<header class="page-header"><a class="logo" href="/">Field Co</a></header><main id="maincontent" class='
            '"page-main"><div class="columns"><div class="column main"><div class="product-info-main"><div class="page-'
            'title-wrapper product"><h1 class="page-title"><span class="base" itemprop="name">The Canvas Weekender</span>'
            '</h1></div><div class="product-info-price"><span class="price">$245.00</span></div></div><div class="product '
            'info detailed"><div class="product data items" data-mage-init="{}"><div class="data item title" id="tab-label-'
            'description"><a class="data switch" href="#description">Details</a></div><div class="data item content" '
            'id="description"><div class="product attribute description"><div class="value">' + desc + '<ul>'
            + "".join(f"<li>{t}</li>" for t in FEATURES_EN) + '</ul><table class="data table additional-attributes">'
            + "".join(f'<tr><th class="col label">{k}</th><td class="col data">{v}</td></tr>' for k, v in SPECS_EN)
            + '</table></div></div></div><div class="data item title" id="tab-label-reviews"><a class="data switch" '
            'href="#reviews">Reviews <span class="counter">3</span></a></div><div class="data item content" id="reviews">'
            '<div id="product-review-container"><div class="block review-list" id="customer-reviews"><div class="block-'
            'title"><strong>Customer Reviews</strong></div><div class="block-content"><ol class="items review-items">'
            + reviews + '</ol></div></div></div></div></div></div></div></div></main>'
            '<footer class="page-footer"><small class="copyright">Copyright © Field Co.</small></footer>')
    text = _joined(page(body, "The Canvas Weekender"), "https://fieldco.example.com/canvas-weekender.html")
    _assert_description_without_reviews(text)


def test_a_shopware_products_review_list_goes():
    """Shopware 6's reviews tab (``product-detail-review``, a ``product-detail-review-item`` per review) in
    German: "Kundenbewertungen" and the reviews go, the description stays."""
    desc = ["Die Reisetasche aus schwerem Bio-Baumwollcanvas wird mit jeder Reise weicher und hält dank ihrer "
            "gewachsten Oberfläche auch einen Regenschauer aus, während der Lederboden die Form behält.",
            "Innen gibt es ein gepolstertes Fach für einen Laptop bis fünfzehn Zoll und zwei Reißverschlusstaschen "
            "für Ladekabel und Reisepässe, dazu ein eigenes Fach für Schuhe oder einen Kulturbeutel."]
    reviews = [("Perfekt fürs Wochenende", "Ich habe die Tasche jetzt auf sechs Reisen mitgenommen und sie sieht immer "
                "noch aus wie neu. Sie fasst Kleidung für drei Tage, Turnschuhe und meinen Laptop, und der Gurt drückt "
                "auch dann nicht, wenn sie randvoll ist. Jeden Cent wert, ich würde sie wieder kaufen."),
               ("Tolle Qualität, etwas schwer", "Die Nähte und das Leder sind wunderschön verarbeitet und die Tasche wirkt, "
                "als würde sie Jahrzehnte halten. Einziger Kritikpunkt ist das Gewicht, das leer schon etwas höher ist "
                "als erwartet, wer mit strengen Gewichtsgrenzen fliegt, sollte vorher wiegen.")]
    items = "".join(
        f'<div class="product-detail-review-item"><div class="product-detail-review-item-info"><p class="product-detail-'
        f'review-item-date"><small>14.03.2026</small></p></div><p class="h5 product-detail-review-item-title">{title}</p>'
        f'<p class="product-detail-review-item-content">{text}</p></div>' for title, text in reviews)
    body = ('<header class="header-main"><a class="header-logo-main-link" href="/">Reise-Shop</a></header>'
            '<main class="content-main"><div class="container-main"><div class="cms-page"><div class="row product-detail-'
            'main"><div class="col-lg-5 product-detail-buy"><h1 class="product-detail-name">Reisetasche Canvas</h1>'
            '<p class="product-detail-price">245,00 €*</p></div></div><div class="product-detail-tabs"><div class="tab-'
            'content"><div class="tab-pane fade show active" id="description-tab-pane" role="tabpanel"><div class="product'
            '-detail-description"><div class="product-detail-description-text">' + "".join(f"<p>{t}</p>" for t in desc)
            + '</div></div></div><div class="tab-pane fade" id="review-tab-pane" role="tabpanel"><div class="product-'
            'detail-review tab-pane-container"><div class="row product-detail-review-content"><div class="col product-'
            'detail-review-main"><p class="h4">Kundenbewertungen</p><div class="product-detail-review-list">' + items
            + '</div></div></div></div></div></div></div></div></div></main>'
            '<footer class="footer-main"><a href="/impressum">Impressum</a></footer>')
    text = _joined(page(body, "Reisetasche Canvas | Reise-Shop"), "https://reise.example.de/Reisetasche-Canvas/SW10012")
    for line in desc + ["Reisetasche Canvas", "245,00 €*"]:
        assert line in text, line
    for title, review in reviews:
        assert review[:50] not in text and title not in text, title


# --- guards: a review that is the page's text ------------------------------------------------------------------

def test_a_review_articles_body_named_as_a_review_stays():
    """A magazine's review of a product is an article whose body and verdict are named as a review
    (``review-body``, ``review-content``, ``review-verdict``): its text, not a shop's customer reviews."""
    paras = ["The Canvas Weekender is the best-made travel bag we have tested this year, and after a month of "
             "commuting and two long weekends away it still looks as though it has just come out of the box.",
             "Its heavy cotton duck is stiff at first but softens quickly, and the leather base kept the bag standing "
             "upright on station platforms and hotel floors, which made packing and unpacking much easier.",
             "We would have liked a luggage sleeve to slide it over the handle of a suitcase, and the bag is heavy "
             "for its size, but neither of those is enough to stop us recommending it to almost anyone."]
    verdict = ("Verdict: a beautifully made, practical weekender that should last for decades, if you can live with "
               "a few hundred grams more than its rivals.")
    body = ('<header class="site-header"><a href="/">Gear Weekly</a></header><main><article class="review post">'
            '<h1 class="review-title">Field &amp; Co Canvas Weekender review</h1><p class="byline">By Anna Smith</p>'
            '<div class="review-content review-body">' + "".join(f"<p>{t}</p>" for t in paras)
            + f'<div class="review-verdict"><p>{verdict}</p></div></div></article></main>'
            '<footer class="site-footer"><p>© Gear Weekly</p></footer>')
    text = _joined(page(body, "Field & Co Canvas Weekender review"),
                   "https://gearweekly.example.com/2026/03/field-co-canvas-weekender-review")
    for line in paras + [verdict]:
        assert line in text, line


# --- a product at an address shaped like an article's --------------------------------------------------------

BOTTLE_DESC = ["Diese Trinkflasche aus doppelwandigem Edelstahl hält Getränke bis zu 24 Stunden kalt und bis zu 12 Stunden "
               "heiß, ohne dass sich außen Kondenswasser bildet oder sie warm wird.",
               "Der auslaufsichere Deckel mit Bambuseinlage lässt sich mit einer Hand öffnen, und die breite Öffnung passt "
               "für Eiswürfel und lässt sich leicht mit einer Flaschenbürste reinigen."]
BOTTLE_URL = "https://flaschenhaus.example.de/flaschen/12-thermoflasche-alpin-750-ml.html"
PRODUCT_LD = ('<script type="application/ld+json">{"@context": "https://schema.org/", "@type": "Product", "name": '
              '"Thermoflasche Alpin 750 ml", "sku": "TF-750-G", "offers": {"@type": "Offer", "priceCurrency": "EUR", '
              '"price": "29.90"}}</script>')


def _prestashop_product() -> str:
    """A PrestaShop 1.7 product page (classic theme, German): the name, price, tax label and short description
    in the right column with the buy form and the reassurance block, then the tabs (the description, the
    details with the data sheet), and the accessories' miniatures."""
    buy = ('<div class="product-actions js-product-actions"><form action="/warenkorb" method="post" id="add-to-cart-or-refresh">'
           '<div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Anzahl</span><div class="product-'
           'quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" value="1"></div><div class='
           '"add"><button class="btn btn-primary add-to-cart" type="submit"><i class="material-icons shopping-cart">\ue547</i>In '
           'den Warenkorb</button></div></div><span id="product-availability" class="js-product-availability"><i class="material-'
           'icons rtl-no-flip product-available">\ue5ca</i>Auf Lager</span></div></form></div>'
           '<div id="block-reassurance"><ul><li><div class="block-reassurance-item"><img src="/r1.svg" alt=""><span class="h6">'
           'Sichere Zahlung mit PayPal</span></div></li><li><div class="block-reassurance-item"><img src="/r2.svg" alt=""><span '
           'class="h6">Versandkostenfrei ab 49 €</span></div></li><li><div class="block-reassurance-item"><img src="/r3.svg" '
           'alt=""><span class="h6">30 Tage Rückgaberecht</span></div></li></ul></div>')
    tabs = ('<div class="tabs"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle='
            '"tab" href="#description" role="tab">Beschreibung</a></li><li class="nav-item"><a class="nav-link" data-toggle="tab" '
            'href="#product-details" role="tab">Artikeldetails</a></li></ul><div class="tab-content" id="tab-content"><div class='
            '"tab-pane fade in active" id="description" role="tabpanel"><div class="product-description">'
            + "".join(f"<p>{t}</p>" for t in BOTTLE_DESC) + '</div></div><div class="tab-pane fade" id="product-details" role='
            '"tabpanel"><div class="product-reference"><label class="label">Artikel-Nr. </label><span itemprop="sku">TF-750-G'
            '</span></div><section class="product-features"><p class="h6">Datenblatt</p><dl class="data-sheet"><dt class="name">'
            'Material</dt><dd class="value">Edelstahl 18/8</dd><dt class="name">Fassungsvermögen</dt><dd class="value">750 ml</dd>'
            '<dt class="name">Gewicht</dt><dd class="value">380 g</dd></dl></section></div></div></div>')
    body = ('<header id="header"><div class="header-nav"><a href="/kontakt">Kontakt</a><a href="/anmelden">Anmelden</a></div>'
            '</header><section id="wrapper"><nav data-depth="3" class="breadcrumb"><ol><li><a href="/"><span>Startseite</span>'
            '</a></li><li><a href="/3-flaschen"><span>Flaschen</span></a></li></ol></nav><div class="container"><div id="content-'
            'wrapper"><section id="main"><div class="row product-container"><div class="col-md-6"><img class="js-qv-product-cover"'
            ' src="/f.jpg" alt=""></div><div class="col-md-6"><h1 class="h1">Thermoflasche Alpin 750 ml</h1><div class="product-'
            'prices js-product-prices"><div class="product-price h5"><div class="current-price"><span class="current-price-value"'
            ' content="29.9">29,90 €</span></div></div><div class="tax-shipping-delivery-label">inkl. MwSt.</div></div><div class='
            '"product-information"><div id="product-description-short-12" class="product-description"><p>Doppelwandige '
            'Edelstahlflasche, 750 ml.</p></div>' + buy + tabs + '</div></div></div>'
            '<section class="product-accessories clearfix"><p class="h5 text-uppercase">Kunden kauften auch</p><div class="products">'
            + "".join(f'<article class="product-miniature js-product-miniature"><div class="thumbnail-container"><div class="'
                      f'product-description"><h3 class="h3 product-title"><a href="/p{i}">{n}</a></h3><div class="product-price-'
                      f'and-shipping"><span class="price">{p} €</span></div></div></div></article>'
                      for i, (n, p) in enumerate([("Trinkhalm Edelstahl 4er-Set", "7,90"), ("Flaschenbürste Sisal", "5,50"),
                                                  ("Isolierhülle Neopren", "12,90")]))
            + '</div></section></section></div></div></section><footer id="footer"><p>© 2026 - Shop-Software von PrestaShop™</p>'
            '</footer>')
    return body


def test_a_product_at_an_articles_address_keeps_its_name_price_and_overview():
    """A PrestaShop product's address ("/12-thermoflasche-alpin-750-ml.html") is shaped like an article's, and
    the page was extracted as an article: its description tab alone, without the name, the price and the short
    description above it.  Its JSON-LD says it is a Product: they are kept, beside the description and the data
    sheet; the reassurance badges ("Sichere Zahlung mit PayPal") and the accessories go."""
    text = _joined(page(_prestashop_product(), "Thermoflasche Alpin 750 ml", head=PRODUCT_LD), BOTTLE_URL)
    lines = text.split("\n")
    for line in BOTTLE_DESC + ["Thermoflasche Alpin 750 ml", "29,90 €", "Doppelwandige Edelstahlflasche, 750 ml.",
                               "Edelstahl 18/8", "380 g"]:
        assert line in lines, line
    for line in ("Sichere Zahlung", "Versandkostenfrei", "Rückgaberecht", "Flaschenbürste Sisal", "Kunden kauften auch",
                 "Artikeldetails"):
        assert line not in text, line


def test_a_blog_post_that_names_a_product_in_its_metadata_stays_an_article():
    """A blog's review at such an address whose JSON-LD names the product it reviews beside its own
    ``BlogPosting`` is an article: its text is the same as without the product in its metadata."""
    paras = ["We took the Alpin bottle on a week of hut-to-hut hiking in the Dolomites, and on the hottest afternoon the "
             "water we had filled at breakfast was still cold enough to make our teeth ache.",
             "The lid never leaked in a rucksack full of maps and spare clothes, though the bamboo top picked up a few "
             "scratches, and the bottle is heavier than a plastic one of the same size.",
             "For day hikes and commuting it is the bottle we now reach for first, and at under thirty euros it is "
             "cheaper than most of its rivals from better known brands."]
    body = ('<header class="site-header"><a href="/">Trail Notes</a></header><main><article class="post"><h1 class="entry-'
            'title">Alpin 750 ml bottle: a week in the Dolomites</h1><div class="entry-meta">March 3, 2026</div><div class='
            '"entry-content">' + "".join(f"<p>{t}</p>" for t in paras) + '</div></article><aside class="widget-area"><section '
            'class="widget"><h2>Popular posts</h2><ul><li><a href="/a">Ten hut treks in the Alps</a></li></ul></section></aside>'
            '</main><footer class="site-footer"><p>© Trail Notes</p></footer>')
    posting = ('<script type="application/ld+json">{"@context": "https://schema.org", "@type": "BlogPosting", "headline": '
               '"Alpin 750 ml bottle", "datePublished": "2026-03-03"}</script>')
    url = "https://trailnotes.example.com/alpin-750-ml-bottle-a-week-in-the-dolomites.html"
    alone = _joined(page(body, "Alpin 750 ml bottle", head=posting), url)
    both = _joined(page(body, "Alpin 750 ml bottle", head=posting + PRODUCT_LD), url)
    assert both == alone
    for line in paras:
        assert line in both, line


# --- a tax line with its rate ----------------------------------------------------------------------------------

def _woocommerce_product(short: str) -> str:
    """A WooCommerce (Storefront) product page with Germanized's tax and delivery lines: the summary beside the
    gallery, then the tabs (the description, the attributes' table, an empty reviews panel) and the related
    products."""
    desc = ["Unsere Kaffeemühle Bergamo mahlt mit einem konischen Kegelmahlwerk aus gehärtetem Stahl gleichmäßig und leise, "
            "vom feinen Pulver für Espresso bis zum groben Mahlgut für die French Press.",
            "Der Mahlgrad lässt sich in 40 Stufen einstellen, und der Bohnenbehälter fasst 250 Gramm, genug für eine ganze "
            "Woche Kaffee in einem Zwei-Personen-Haushalt."]
    summary = ('<div class="summary entry-summary"><h1 class="product_title entry-title">Kaffeemühle Bergamo</h1><p class="price">'
               '<span class="woocommerce-Price-amount amount"><bdi>129,00&nbsp;<span class="woocommerce-Price-currencySymbol">€'
               '</span></bdi></span></p><div class="wgm-info woocommerce-de_price_taxrate">Enthält 19% MwSt.</div><p class="wgm-'
               'info woocommerce_de_versandkosten">zzgl. <a class="versandkosten" href="/versand/">Versand</a></p><div class="'
               'woocommerce-product-details__short-description"><p>' + short + '</p></div><p class="stock in-stock">Vorrätig'
               '</p><form class="cart" method="post"><button type="submit" name="add-to-cart" class="single_add_to_cart_button '
               'button alt">In den Warenkorb</button></form></div>')
    tabs = ('<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab" '
            'role="tab"><a href="#tab-description">Beschreibung</a></li><li class="additional_information_tab" role="tab"><a '
            'href="#tab-additional_information">Zusätzliche Informationen</a></li><li class="reviews_tab" role="tab"><a href='
            '"#tab-reviews">Bewertungen (0)</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description '
            'panel entry-content wc-tab" id="tab-description" role="tabpanel"><h2>Beschreibung</h2>'
            + "".join(f"<p>{t}</p>" for t in desc) + '</div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_'
            'information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel"><h2>Zusätzliche '
            'Informationen</h2><table class="woocommerce-product-attributes shop_attributes"><tr><th class="woocommerce-product-'
            'attributes-item__label">Gewicht</th><td class="woocommerce-product-attributes-item__value">2,1 kg</td></tr><tr><th>'
            'Größe</th><td>18 × 14 × 38 cm</td></tr></table></div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--'
            'reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel"><div id="reviews" class="woocommerce-Reviews">'
            '<div id="comments"><h2 class="woocommerce-Reviews-title">Bewertungen</h2><p class="woocommerce-noreviews">Es gibt '
            'noch keine Bewertungen.</p></div></div></div></div>')
    body = ('<header id="masthead" class="site-header"><a href="/">Röstwerk</a><nav class="main-navigation"><ul><li><a href='
            '"/kaffee">Kaffee</a></li></ul></nav></header><div id="content" class="site-content"><div id="primary" class='
            '"content-area"><main id="main" class="site-main"><div id="product-812" class="product type-product post-812 '
            'status-publish instock product_cat-zubehoer taxable shipping-taxable product-type-simple"><div class="woocommerce-'
            'product-gallery"><img src="/m.jpg" alt=""></div>' + summary + tabs + '<section class="related products"><h2>'
            'Ähnliche Produkte</h2><ul class="products columns-4">'
            + "".join(f'<li class="product"><a href="/p{i}" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-'
                      f'product__title">{n}</h2><span class="price">{p}&nbsp;€</span></a></li>'
                      for i, (n, p) in enumerate([("Milchaufschäumer Como", "49,00"), ("Espressokanne Napoli", "39,00")]))
            + '</ul></section></div></main></div></div><footer id="colophon" class="site-footer"><div class="site-info">© '
            'Röstwerk 2026</div></footer>')
    return page(body, "Kaffeemühle Bergamo – Röstwerk")


WOO_URL = "https://roestwerk.example.de/produkt/kaffeemuehle-bergamo/"


def test_a_tax_line_with_its_rate_goes():
    """Germanized's "Enthält 19% MwSt." (the tax line with its rate) under the price went into the text; the
    name, price, description and attributes stay."""
    text = _joined(_woocommerce_product("Elektrische Kegelmahlwerk-Mühle für Espresso und Filterkaffee."), WOO_URL)
    lines = text.split("\n")
    assert "Enthält 19% MwSt." not in lines and "Vorrätig" not in lines and "Bewertungen (0)" not in lines
    for line in ["Kaffeemühle Bergamo", "129,00 €", "Elektrische Kegelmahlwerk-Mühle für Espresso und Filterkaffee.",
                 "2,1 kg", "18 × 14 × 38 cm"]:
        assert line in lines, line
    assert "Milchaufschäumer" not in text and "keine Bewertungen" not in text


def test_a_short_description_that_names_a_share_in_percent_stays():
    """A product's own line of the same shape is kept: "Enthält 19 % Fruchtsaft." names what the item holds."""
    text = _joined(_woocommerce_product("Enthält 19 % Fruchtsaft."), WOO_URL)
    assert "Enthält 19 % Fruchtsaft." in text.split("\n")


# --- a product's properties' table after its description ------------------------------------------------------

PACK_DESC = ["Der Rucksack Karwendel 30 ist ein leichter Tagesrucksack für Bergtouren und Klettersteige, mit einem "
             "belüfteten Netzrücken, der auch an heißen Tagen für trockene Schultern sorgt.",
             "Das Hauptfach lässt sich von oben und über einen umlaufenden Reißverschluss von vorne öffnen, und im "
             "Deckelfach finden Karte, Stirnlampe und Erste-Hilfe-Set ihren Platz."]


def _shopware5_product(after_description: str) -> str:
    """A Shopware 5 product page (Responsive theme): the buy box with the tax and delivery lines, then the tab
    menu whose description tab holds the title, the description, the properties' table (``product--properties``,
    a sibling after ``product--description``; ``after_description``) and the "Weiterführende Links" list."""
    buybox = ('<div class="product--buybox block"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer" class='
              '"buybox--inner"><div class="product--price price--default"><span class="price--content content--default">'
              '89,95&nbsp;&euro; *</span></div><p class="product--tax">Preise inkl. MwSt. <a title="Versandkosten" href='
              '"/versand">zzgl. Versandkosten</a></p><div class="product--delivery"><p class="delivery--information"><span '
              'class="delivery--text delivery--text-available"><i class="delivery--status-icon delivery--status-available">'
              '</i>Sofort versandfertig, Lieferzeit ca. 1-3 Werktage</span></p></div><form name="sAddToBasket" method="post" '
              'class="buybox--form"><select id="sQuantity" name="sQuantity"><option value="1">1</option></select><button '
              'class="buybox--button block btn is--primary">In den Warenkorb</button></form></div></div>')
    tabs = ('<div class="tab-menu--product"><div class="tab--navigation"><a href="#" class="tab--link" title="Beschreibung">'
            'Beschreibung</a><a href="#" class="tab--link" title="Bewertungen">Bewertungen <span class="product--rating-count">'
            '0</span></a></div><div class="tab--container-list"><div class="tab--container"><div class="tab--header"><a href="#"'
            ' class="tab--title" title="Beschreibung">Beschreibung</a></div><div class="tab--content"><div class="buttons--off-'
            'canvas"><a href="#" class="close--off-canvas"><i class="icon--arrow-left"></i> Menü schließen</a></div><div class='
            '"content--description"><div class="content--title">Produktinformationen "Rucksack Karwendel 30"</div><div class='
            '"product--description" itemprop="description">' + "".join(f"<p>{t}</p>" for t in PACK_DESC)
            + '<ul><li>Volumen: 30 Liter</li><li>Gewicht: 1.050 g</li><li>Regenhülle im Bodenfach</li></ul></div>'
            + after_description + '<div class="content--title">Weiterführende Links zu "Rucksack Karwendel 30"</div><ul class='
            '"content--list list--unstyled"><li class="list--entry"><a href="/anfrage" class="content--link link--contact">'
            'Fragen zum Artikel?</a></li><li class="list--entry"><a href="/deuter" class="content--link link--supplier">Weitere '
            'Artikel von Deuter</a></li></ul></div></div></div></div></div>')
    body = ('<div class="page-wrap"><header class="header-main"><a class="logo--link" href="/">Bergsport Huber</a></header><section '
            'class="content-main container block-group"><div class="content-main--inner"><div class="content--wrapper"><div '
            'class="content product--details" itemscope itemtype="http://schema.org/Product"><header class="product--header">'
            '<div class="product--info"><h1 class="product--title" itemprop="name">Rucksack Karwendel 30</h1></div></header>'
            '<div class="product--detail-upper block-group"><div class="product--image-container image-slider"><img src="/r.jpg"'
            ' alt=""></div>' + buybox + '</div>' + tabs + '</div></div></div></section><footer class="footer-main"><p class="vat-'
            'info--text">* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. <a href="/versand">Versandkosten</a></p></footer>'
            '</div>')
    return page(body, "Rucksack Karwendel 30 | Bergsport Huber")


PACK_URL = "https://www.bergsport-huber.example.de/rucksaecke/12/rucksack-karwendel-30"


def test_a_products_properties_table_after_its_description_stays():
    """Shopware 5 writes the properties' table (Farbe: Grün, Material: Polyamid) after the description, a
    sibling of it: its cells, bad in context after the last paragraph and outside the container, went; they
    are the product's facts.  The delivery line ("Sofort versandfertig, Lieferzeit ca. 1-3 Werktage") goes."""
    table = ('<div class="product--properties panel has--border"><table class="product--properties-table">'
             '<tr class="product--properties-row"><td class="product--properties-label is--bold">Farbe:</td><td class="product'
             '--properties-value">Grün</td></tr><tr class="product--properties-row"><td class="product--properties-label '
             'is--bold">Material:</td><td class="product--properties-value">Polyamid</td></tr></table></div>')
    lines = _joined(_shopware5_product(table), PACK_URL).split("\n")
    for line in PACK_DESC + ["Volumen: 30 Liter", "Farbe:", "Grün", "Material:", "Polyamid"]:
        assert line in lines, line
    for line in ("Sofort versandfertig, Lieferzeit ca. 1-3 Werktage", "Menü schließen", "Fragen zum Artikel?",
                 "Weitere Artikel von Deuter"):
        assert line not in lines, line


def test_a_table_of_linked_products_after_the_description_stays_out():
    """A table right after the description whose cells link to other products (accessories with their prices)
    is not the product's facts: it stays out."""
    table = ('<div class="product--accessories"><table class="accessories">'
             + "".join(f'<tr><td><a href="/p{i}">{n}</a></td><td>{p} €</td></tr>'
                       for i, (n, p) in enumerate([("Trinkblase 2 Liter", "24,95"), ("Regenhülle M", "14,95")]))
             + '</table></div>')
    text = _joined(_shopware5_product(table), PACK_URL)
    for line in PACK_DESC:
        assert line in text, line
    assert "Trinkblase" not in text and "Regenhülle M" not in text


def test_a_one_column_layout_table_after_the_description_stays_out():
    """A table of one column after the text is an old layout's column of boxes ("Tipp des Tages", "Heute vor
    100 Jahren"), not a product's properties: a name and its value make two cells of a row."""
    table = ('<table width="166" border="0" bgcolor="#C8FFC8"><tr><td width="156"><font size="-1"><b>Tipp des '
             'Tages</b></font><br><br><font size="-2"><u>Gamaschen imprägnieren</u></font></td></tr><tr><td><b>Heute '
             'vor 100 Jahren</b><br><br>Erstbesteigung im Karwendel</td></tr></table>')
    text = _joined(_shopware5_product(table), PACK_URL)
    for line in PACK_DESC:
        assert line in text, line
    for line in ("Tipp des Tages", "Gamaschen imprägnieren", "Heute vor 100 Jahren", "Erstbesteigung"):
        assert line not in text, line


# --- a category page's grid of products -------------------------------------------------------------------------

GRINDERS = [("Kaffeemühle Bergamo", "129,00"), ("Handmühle Verona", "59,00"), ("Kaffeemühle Siena Pro", "219,00"),
            ("Handmühle Lucca", "39,90"), ("Kaffeemühle Parma", "89,00"), ("Kaffeemühle Triest", "149,00")]
GRINDERS_INTRO = ("Unsere Kaffeemühlen mahlen mit Kegel- oder Scheibenmahlwerk, von Hand oder elektrisch: für Espresso, "
                  "Filterkaffee und French Press finden Sie hier die passende Mühle, von uns selbst getestet und eingestellt.")


def _woo_grid(cls: str = "products columns-3", items: list[tuple[str, str]] = GRINDERS) -> str:
    """WooCommerce's loop of products: a card each, its link around the picture, the name and the price, then
    Germanized's tax lines and the button."""
    return (f'<ul class="{cls}">' + "".join(
        f'<li class="product type-product post-{i} status-publish instock product-type-simple"><a href="/produkt/p{i}/" '
        f'class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="/p{i}.jpg" alt=""><h2 class="woocommerce-'
        f'loop-product__title">{n}</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>{p}&nbsp;<span '
        f'class="woocommerce-Price-currencySymbol">€</span></bdi></span></span></a><p class="wgm-info woocommerce-de_price_'
        f'taxrate">Enthält 19% MwSt.</p><a href="?add-to-cart={i}" class="button add_to_cart_button">In den Warenkorb</a></li>'
        for i, (n, p) in enumerate(items)) + '</ul>')


def test_a_category_pages_product_names_and_prices_stay():
    """A WooCommerce category: its heading and introduction, then the grid of its products.  Only the
    introduction was kept (the names are links, bad in context); the category's products, each name with its
    price, are the page's text.  The tax lines, the sorting form and the buttons go."""
    body = ('<header id="masthead" class="site-header"><a href="/">Röstwerk</a><nav class="main-navigation"><ul><li><a '
            'href="/kaffee">Kaffee</a></li></ul></nav></header><div id="content" class="site-content"><div id="primary" '
            'class="content-area"><main id="main" class="site-main"><header class="woocommerce-products-header"><h1 class='
            '"woocommerce-products-header__title page-title">Kaffeemühlen</h1><div class="term-description"><p>'
            + GRINDERS_INTRO + '</p></div></header><div class="storefront-sorting"><form class="woocommerce-ordering" method='
            '"get"><select name="orderby"><option value="menu_order" selected>Standardsortierung</option></select></form><p '
            'class="woocommerce-result-count">Alle 6 Ergebnisse werden angezeigt</p></div>' + _woo_grid()
            + '</main></div></div><footer id="colophon" class="site-footer"><div class="site-info">© Röstwerk 2026</div>'
            '</footer>')
    lines = _joined(page(body, "Kaffeemühlen Archive – Röstwerk"),
                    "https://roestwerk.example.de/produkt-kategorie/kaffeemuehlen/").split("\n")
    assert GRINDERS_INTRO in lines
    for name, price in GRINDERS:
        at = lines.index(name)
        assert lines[at + 1] == f"{price} €", name
    assert "Enthält 19% MwSt." not in lines and "In den Warenkorb" not in lines


def test_a_products_grid_of_other_products_stays_out():
    """On a product's page (``/produkt/…``) such a grid offers other products: not its text, even when the
    theme does not name it as related products."""
    body = ('<main id="main" class="site-main"><div class="product type-product"><div class="summary entry-summary"><h1 '
            'class="product_title entry-title">Röstkaffee Hochland</h1><p class="price">12,50&nbsp;€</p></div><div class='
            '"woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description">'
            + "".join(f"<p>{t}</p>" for t in DESC_EN) + '</div><section class="more-products"><h2>Mehr aus dem Shop</h2>'
            + _woo_grid("products columns-4") + '</section></div></main>')
    text = _joined(page(body, "Röstkaffee Hochland – Röstwerk"), "https://roestwerk.example.de/produkt/roestkaffee-hochland/")
    for line in DESC_EN:
        assert line in text, line
    for name, _ in GRINDERS:
        assert name not in text, name


def test_an_exchanges_rates_beside_a_news_listing_stay_out():
    """A news site's column of exchange rates and share prices (a linked symbol above each quote: "ČEZ",
    "EUR", "PM ČR") is shaped like a grid of cards: no product's names, it stays out."""
    teasers = ["Vláda schválila návrh rozpočtu na příští rok, schodek má dosáhnout dvou set třiceti miliard korun.",
               "Zatčený podnikatel vzkázal, že české úřady zajímá jeho majetek a důvěrné informace.",
               "Velkolepou přehlídku chystá na tento víkend americké městečko ve státě Minnesota."]
    rates = [("EUR", "24,790 Kč"), ("USD", "19,029 Kč"), ("ČEZ", "868,3 Kč"), ("PM ČR", "8802 Kč"), ("KB", "3688 Kč")]
    body = ('<div class="page"><div class="articles">' + "".join(
        f'<div class="article-item"><h2><a href="/c{i}">{t[:40]}</a></h2><p>{t} <a href="/c{i}">»»»</a></p></div>'
        for i, t in enumerate(teasers)) + '</div><div class="markets"><table class="quotes"><tbody>' + "".join(
        f'<tr><td class="symbol"><a href="/kurzy/{s}">{s}</a></td><td class="value">{v}</td></tr>' for s, v in rates)
        + '</tbody></table></div></div>')
    text = _joined(page(body, "Ekonomika"), "https://ekonomika.example.cz/")
    for _, value in rates:
        assert value not in text.split("\n"), value


def test_a_category_page_of_names_and_prices_is_no_listing():
    """A category with a line of introduction is its products' linked names and prices: not a listing of
    teasers, which ``vert`` would leave out of the corpus (its names, long as teasers' titles, were counted as
    teasers)."""
    grinders = [(f"Elektrische {n} mit Kegelmahlwerk aus Edelstahl", p) for n, p in GRINDERS + GRINDERS[:3]]
    body = ('<main id="main" class="site-main"><header class="woocommerce-products-header"><h1 class="page-title">'
            'Kaffeemühlen</h1><div class="term-description"><p>Mühlen für Espresso und Filterkaffee.</p></div></header>'
            + _woo_grid(items=grinders) + '</main>')
    result = extract_page(page(body, "Kaffeemühlen – Röstwerk"), "https://roestwerk.example.de/kaffeemuehlen/", OPTIONS)
    lines = [b.text for b in result.blocks]
    assert result.type != "listing"
    for name, price in grinders:
        assert name in lines and f"{price} €" in lines, name
