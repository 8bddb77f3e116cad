"""Recall on pages that are not articles, session 31: text trafilatura keeps and ``vert`` lost on shops' product
pages, written after the markup shop engines produce.

* A shop's product page that says og:type "article" (an SEO plugin's default) and carries no schema.org Product
  was read as an article: its name, price and short description beside the gallery went, as an article's title
  box goes.  The engines name a product's page in the ``<body>``'s class (WooCommerce ``single-product``,
  Shopware 6 ``is-ctl-product``, Magento ``catalog-product-view``, PrestaShop ``page-product``), which
  ``pagetype.shop_product`` now reads; a blog post or a review on a shop's site stays an article.
* A manual's sentence with a link that ends in a colon, over the code block, list or table it announces, went as a
  share bar's shape when it came after the last good paragraph (``shortlines._linked_lines``).
* The specifications in the tab panel after the description's lost their first term when the panel has no title
  (``itempage.trailing_facts``)."""

from __future__ import annotations

import pytest

from corpustools.vert.choose import extract_page


def _shop_page(body_class: str, title: str, lang: str, body: str, scripts: str = "") -> str:
    """A whole page as a shop engine writes it: og:type "article", no schema.org Product, the engine's ``<body>``
    class, a cookie banner after the footer."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta property="og:type" content="article"><meta property="og:title" content="{title}">{scripts}'
            f'<link rel="stylesheet" href="/theme/all.css"></head><body class="{body_class}">{body}</body></html>')


DE_NAME = "Espressomühle Baratza Sette 270"
DE_LEAD = ("Die Sette 270 mahlt direkt in den Siebträger und lässt sich in 270 Stufen von Espresso bis French Press "
           "einstellen, ohne dass sich das Mahlgut im Mahlwerk staut.")
DE_TEXT = ("Das Kegelmahlwerk aus gehärtetem Stahl dreht sich, der Außenring steht still: so bleibt kaum Kaffeemehl "
           "im Gerät zurück, und jede Portion ist frisch gemahlen.",
           "Über drei programmierbare Tasten wählen Sie die Mahldauer auf eine Zehntelsekunde genau; der Halter "
           "nimmt Siebträger aller gängigen Maschinen auf.")
SHOPWARE = (
    '<header class="header-main"><a class="header-logo-main-link" href="/">Kaffeerei</a>'
    '<nav class="main-navigation-menu"><a href="/muehlen/">Mühlen</a><a href="/maschinen/">Maschinen</a>'
    '<a href="/zubehoer/">Zubehör</a><a href="/angebote/">Angebote</a></nav></header>'
    '<main class="content-main"><div class="cms-page"><div class="product-detail"><div class="product-detail-content">'
    '<div class="row product-detail-main"><div class="col-lg-7 product-detail-media"><img src="/media/sette.jpg" alt="">'
    '</div><div class="col-lg-5 product-detail-buy">'
    f'<div class="product-detail-name-container"><h1 class="product-detail-name">{DE_NAME}</h1></div>'
    '<div class="product-detail-price-container"><p class="product-detail-price">449,00 €*</p>'
    '<p class="product-detail-tax-container"><a class="product-detail-tax-link" href="/versand/">inkl. MwSt. zzgl. Versandkosten</a></p></div>'
    '<p class="delivery-information delivery-available">Sofort verfügbar, Lieferzeit 1-3 Werktage</p>'
    '<form class="buy-widget" action="/checkout/line-item/add" method="post"><select class="custom-select"><option>1</option>'
    '<option>2</option></select><button class="btn btn-primary btn-buy">In den Warenkorb</button></form>'
    f'<div class="product-detail-short-description">{DE_LEAD}</div>'
    '<div class="product-detail-ordernumber-container">Produktnummer: SW10042</div></div></div>'
    '<div class="product-detail-tabs"><ul class="nav nav-tabs product-detail-tab-navigation-list">'
    '<li class="nav-item"><a class="nav-link active" href="#description-tab-pane">Beschreibung</a></li>'
    '<li class="nav-item"><a class="nav-link" href="#review-tab-pane">Bewertungen</a></li></ul>'
    '<div class="tab-content"><div class="tab-pane fade show active" id="description-tab-pane">'
    '<div class="product-detail-description"><div class="product-detail-description-text">'
    + "".join(f"<p>{t}</p>" for t in DE_TEXT) + '</div>'
    '<div class="product-detail-properties"><table class="table table-striped product-detail-properties-table">'
    '<tr class="properties-row"><th class="properties-label">Gewicht:</th><td class="properties-value">3,2 kg</td></tr>'
    '<tr class="properties-row"><th class="properties-label">Mahlwerk:</th><td class="properties-value">Kegelmahlwerk 40 mm</td></tr>'
    '</table></div></div></div></div></div></div>'
    '<div class="product-detail-cross-selling"><h2>Ähnliche Produkte</h2><div class="cms-listing-row">'
    + "".join(f'<div class="card product-box"><a class="product-name" href="/{s}/">{n}</a><div class="product-price">{p} €*</div></div>'
              for s, n, p in (("niche-zero", "Niche Zero", "629,00"), ("comandante", "Comandante C40", "279,00"),
                              ("eureka-mignon", "Eureka Mignon Specialita", "399,00")))
    + '</div></div></div></div></main>'
    '<footer class="footer-main"><a href="/impressum/">Impressum</a> <a href="/agb/">AGB</a> <p>© 2024 Kaffeerei GmbH</p></footer>'
    '<div class="cookie-permission-container"><p>Wir verwenden Cookies, um Ihnen das beste Einkaufserlebnis auf '
    'unserer Website zu bieten.</p><button class="btn js-cookie-permission-button">Alle akzeptieren</button></div>')

EN_NAME = "Trailhead 2 Person Backpacking Tent"
EN_LEAD = ("A freestanding two-door tent that pitches in under three minutes and packs down to the size of a "
           "water bottle, made for long days on the trail.")
EN_TEXT = ("The pole set is colour-coded, so the inner tent clips to it the same way every time, even in the dark "
           "or in a sudden shower at the end of the day.",
           "Two vestibules keep boots and packs dry, and mesh panels on both sides let the air through on warm "
           "nights without letting the insects in.")
MAGENTO = (
    '<div class="page-wrapper"><header class="page-header"><div class="panel header"><a class="logo" href="/">Ridgeline</a>'
    '<ul class="header links"><li><a href="/customer/account/login/">Sign In</a></li><li><a href="/customer/account/create/">'
    'Create an Account</a></li></ul></div><nav class="navigation"><ul><li><a href="/tents.html">Tents</a></li>'
    '<li><a href="/packs.html">Packs</a></li><li><a href="/sale.html">Sale</a></li></ul></nav></header>'
    '<main id="maincontent" class="page-main"><div class="columns"><div class="column main">'
    f'<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" '
    f'itemprop="name">{EN_NAME}</span></h1></div>'
    '<div class="product-info-price"><div class="price-box price-final_price"><span class="price">$249.00</span></div>'
    '<div class="product-info-stock-sku"><div class="stock available"><span>In stock</span></div>'
    '<div class="product attribute sku"><strong class="type">SKU</strong><div class="value">RL-TH2</div></div></div></div>'
    f'<div class="product attribute overview"><div class="value">{EN_LEAD}</div></div>'
    '<div class="product-add-form"><form id="product_addtocart_form"><label for="qty">Qty</label><input id="qty" value="1">'
    '<button class="action primary tocart">Add to Cart</button></form></div></div>'
    '<div class="product media"><img src="/media/catalog/product/trailhead.jpg" alt=""></div>'
    '<div class="product info detailed"><div class="product data items">'
    '<div class="data item title" id="tab-label-description"><a class="data switch" href="#description">Details</a></div>'
    '<div class="data item content" id="description"><div class="product attribute description"><div class="value">'
    + "".join(f"<p>{t}</p>" for t in EN_TEXT) + '</div></div></div>'
    '<div class="data item title" id="tab-label-additional"><a class="data switch" href="#additional">More Information</a></div>'
    '<div class="data item content" id="additional"><table class="data table additional-attributes">'
    '<tr><th class="col label">Weight</th><td class="col data">1.6 kg</td></tr>'
    '<tr><th class="col label">Capacity</th><td class="col data">2 people</td></tr></table></div></div></div>'
    '<div class="block related"><div class="block-title title"><strong>Related Products</strong></div><ol class="products list">'
    + "".join(f'<li class="item product"><a class="product-item-link" href="/{s}.html">{n}</a><span class="price">{p}</span></li>'
              for s, n, p in (("summit-1", "Summit 1 Person Tent", "$189.00"), ("basecamp-4", "Basecamp 4 Person Tent", "$399.00"),
                              ("trail-tarp", "Trail Tarp Shelter", "$89.00")))
    + '</ol></div></div></div></main>'
    '<footer class="page-footer"><ul class="footer links"><li><a href="/privacy/">Privacy Policy</a></li>'
    '<li><a href="/contact/">Contact Us</a></li></ul><small class="copyright">© 2024 Ridgeline Outfitters</small></footer>'
    '<div class="message global cookie" id="notice-cookie-block"><p>We use cookies to make your experience better. '
    'To comply with the new e-Privacy directive, we need to ask for your consent to set the cookies.</p>'
    '<button id="btn-cookie-allow">Allow Cookies</button></div></div>')

FR_NAME = "Théière en fonte Tetsubin 0,8 l"
FR_LEAD = ("Fondue à la main dans la préfecture d'Iwate, cette théière garde la chaleur longtemps et donne au thé "
           "une douceur que les amateurs recherchent depuis des siècles.")
FR_TEXT = ("L'intérieur est émaillé pour ne pas rouiller, et le filtre en inox se retire pour le nettoyage ; "
           "rincez-la à l'eau chaude sans savon et séchez-la sur une source de chaleur douce.",
           "Elle convient au thé vert comme au thé noir, et sa contenance permet de servir trois ou quatre tasses "
           "à la fois sans devoir la remplir de nouveau.")
PRESTASHOP = (
    '<main><header id="header"><nav class="header-nav"><a href="/connexion">Connexion</a> <a href="/panier">Panier (0)</a></nav>'
    '<div class="header-top"><a href="/">Maison du Thé</a><ul id="top-menu"><li><a href="/3-thes">Thés</a></li>'
    '<li><a href="/4-theieres">Théières</a></li><li><a href="/5-accessoires">Accessoires</a></li></ul></div></header>'
    '<section id="wrapper"><div class="container"><nav class="breadcrumb"><ol><li><a href="/">Accueil</a></li>'
    '<li><a href="/4-theieres">Théières</a></li></ol></nav><div id="content-wrapper"><section id="main">'
    '<div class="row product-container"><div class="col-md-6"><div class="images-container"><img src="/12-large/tetsubin.jpg" alt="">'
    f'</div></div><div class="col-md-6"><h1 class="h1">{FR_NAME}</h1><div class="product-prices"><div class="current-price">'
    '<span class="current-price-value">64,90 €</span></div><div class="tax-shipping-delivery-label">TTC</div></div>'
    f'<div class="product-information"><div id="product-description-short-42" class="product-description">{FR_LEAD}</div>'
    '<div class="product-actions"><form action="/panier" method="post"><div class="product-quantity"><input name="qty" value="1">'
    '<button class="btn btn-primary add-to-cart">Ajouter au panier</button></div></form></div>'
    '<div class="tabs"><ul class="nav nav-tabs"><li class="nav-item"><a class="nav-link active" href="#description">Description</a></li>'
    '<li class="nav-item"><a class="nav-link" href="#product-details">Détails du produit</a></li></ul>'
    '<div class="tab-content" id="tab-content"><div class="tab-pane fade in active" id="description"><div class="product-description">'
    + "".join(f"<p>{t}</p>" for t in FR_TEXT) + '</div></div>'
    '<div class="tab-pane fade" id="product-details"><section class="product-features"><dl class="data-sheet">'
    '<dt class="name">Matière</dt><dd class="value">Fonte émaillée</dd><dt class="name">Contenance</dt><dd class="value">0,8 l</dd>'
    '</dl></section></div></div></div></div></div></div>'
    '<section class="product-accessories"><p class="h5 text-uppercase">Vous aimerez aussi</p><div class="products">'
    + "".join(f'<article class="product-miniature"><h3 class="product-title"><a href="/{s}">{n}</a></h3>'
              f'<span class="price">{p}</span></article>'
              for s, n, p in (("7-tasses-raku", "Tasses Raku", "24,90 €"), ("8-chasen", "Fouet Chasen", "14,50 €"),
                              ("9-sencha", "Sencha Bio 100 g", "9,90 €")))
    + '</div></section></section></div></div></section>'
    '<footer id="footer"><ul><li><a href="/content/1-livraison">Livraison</a></li><li><a href="/content/2-mentions-legales">'
    'Mentions légales</a></li></ul><p>© 2024 Maison du Thé</p></footer></main>'
    '<div id="cookie-notice"><p>Ce site utilise des cookies pour vous offrir le meilleur service. En poursuivant votre '
    'navigation, vous acceptez l\'utilisation des cookies.</p><a href="#" class="btn">J\'accepte</a></div>')

IT_NAME = "Moka Express 6 tazze"
IT_LEAD = ("La caffettiera in alluminio che ha fatto la storia del caffè italiano, con la valvola di sicurezza "
           "brevettata e il manico ergonomico che non si scalda sul fuoco.")
IT_TEXT = ("Riempite la caldaia d'acqua fino alla valvola, mettete il caffè macinato nel filtro senza pressarlo e "
           "chiudete bene prima di metterla sul fornello a fiamma bassa.",
           "Dopo l'uso lavatela solo con acqua calda, senza detersivi: il sapore del caffè migliora con ogni "
           "preparazione, e la guarnizione va cambiata una volta l'anno.")
# a WooCommerce theme whose scripts swap the title of a variation: they name ``product_title`` before the heading
IT_SCRIPTS = ('<script>var t = jQuery("h1.product_title").html();'
              + "".join(f'jQuery(document).on("change", ".v{i}", function(){{ jQuery("h1.product_title").html(t); }});'
                        for i in range(6)) + '</script>')
WOOCOMMERCE = (
    '<div id="page" class="site"><header id="masthead" class="site-header"><div class="site-branding"><a href="/">Casa Moka</a></div>'
    '<nav id="site-navigation" class="main-navigation"><ul><li><a href="/negozio/">Negozio</a></li><li><a href="/caffe/">Caffè</a>'
    '</li><li><a href="/contatti/">Contatti</a></li></ul></nav></header>'
    '<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">'
    '<div id="product-77" class="product type-product post-77 status-publish instock has-post-thumbnail">'
    '<div class="woocommerce-product-gallery"><img src="/wp-content/uploads/moka.jpg" alt=""></div>'
    f'<div class="summary entry-summary"><h1 class="product_title entry-title">{IT_NAME}</h1>'
    '<p class="price"><span class="woocommerce-Price-amount amount"><bdi>39,90&nbsp;€</bdi></span></p>'
    f'<div class="woocommerce-product-details__short-description"><p>{IT_LEAD}</p></div>'
    '<form class="cart" method="post"><div class="quantity"><input type="number" class="qty" value="1"></div>'
    '<button type="submit" class="single_add_to_cart_button button alt">Aggiungi al carrello</button></form>'
    '<div class="product_meta"><span class="sku_wrapper">COD: <span class="sku">MK-6</span></span> '
    '<span class="posted_in">Categoria: <a href="/categoria/caffettiere/">Caffettiere</a></span></div></div>'
    '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs"><li class="description_tab"><a href="#tab-description">'
    'Descrizione</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab"'
    ' id="tab-description"><h2>Descrizione</h2>' + "".join(f"<p>{t}</p>" for t in IT_TEXT) + '</div></div>'
    '<section class="related products"><h2>Prodotti correlati</h2><ul class="products columns-3">'
    + "".join(f'<li class="product"><a href="/prodotto/{s}/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-'
              f'product__title">{n}</h2><span class="price">{p}</span></a></li>'
              for s, n, p in (("brikka", "Brikka 4 tazze", "49,90 €"), ("venus", "Venus inox 6 tazze", "44,90 €"),
                              ("guarnizioni", "Guarnizioni 6 tazze", "4,90 €")))
    + '</ul></section></div></main></div></div>'
    '<footer id="colophon" class="site-footer"><p>© 2024 Casa Moka – P. IVA 01234567890</p></footer></div>'
    '<div class="cookie-notice-container" id="cn-notice"><span id="cn-notice-text">Questo sito utilizza i cookie per '
    'migliorare la tua esperienza di navigazione.</span><a href="#" id="cn-accept-cookie">Accetta</a></div>')

SHOPS = {
    "shopware": ("is-ctl-product is-act-index", "https://www.kaffeerei.de/baratza-sette-270-espressomuehle", "de",
                 SHOPWARE, "", DE_NAME, "449,00 €*", DE_LEAD, DE_TEXT, ("Niche Zero", "Alle akzeptieren", "Mühlen")),
    "magento": ("catalog-product-view product-trailhead-2-person-tent page-layout-1column",
                "https://www.ridgeline.example/trailhead-2-person-backpacking-tent.html", "en",
                MAGENTO, "", EN_NAME, "$249.00", EN_LEAD, EN_TEXT, ("Summit 1 Person Tent", "Allow Cookies", "Create an Account")),
    "prestashop": ("lang-fr country-fr currency-eur layout-full-width page-product tax-display-enabled product-id-42",
                   "https://www.maisonduthe.example/theieres/42-theiere-en-fonte-tetsubin-08-l.html", "fr",
                   PRESTASHOP, "", FR_NAME, "64,90 €", FR_LEAD, FR_TEXT, ("Tasses Raku", "J'accepte", "Accessoires")),
    "woocommerce": ("wp-singular product-template-default single single-product postid-77 theme-casamoka woocommerce "
                    "woocommerce-page", "https://www.casamoka.example/moka-express-6-tazze-alluminio/", "it",
                    WOOCOMMERCE, IT_SCRIPTS, IT_NAME, "39,90 €", IT_LEAD, IT_TEXT, ("Brikka 4 tazze", "Accetta", "Negozio")),
}


# the specifications in the tab panel after the description's: PrestaShop's pane holds its ``dl.data-sheet`` with no
# title of its own (the pane's first term went as the title of a Magento panel goes)
SPECS = {"shopware": ("Gewicht:", "3,2 kg", "Mahlwerk:"), "magento": ("Weight", "1.6 kg", "Capacity", "2 people"),
         "prestashop": ("Matière", "Fonte émaillée", "Contenance", "0,8 l"), "woocommerce": ()}


@pytest.mark.parametrize("shop", sorted(SHOPS))
def test_a_product_page_named_so_by_its_body_class_keeps_its_name_price_and_overview(shop):
    """Read as an article (og:type "article", no schema.org Product), the page lost its name, price and
    short description beside the gallery; its menus, related products and cookie banner must still go."""
    body_class, url, lang, body, scripts, name, price, lead, text, furniture = SHOPS[shop]
    result = extract_page(_shop_page(body_class, name, lang, body, scripts), url, {"languages": ()})
    texts = [b.text for b in result.blocks]
    assert result.type == "other"
    assert texts[0] == name
    for line in (price, lead, *text, *SPECS[shop]):
        assert line in texts
    assert texts.index(lead) < texts.index(text[0])
    # (one tab's label goes before its panel's heading of the same words: WooCommerce's "Descrizione")
    assert all(a != b for a, b in zip(texts, texts[1:]))
    for line in furniture:
        assert not any(line in t for t in texts)


BLOG_TITLE = "Fünf Fehler beim Mahlen von Espresso"
BLOG_TEXT = ("Wer seinen Espresso zu Hause zubereitet, unterschätzt oft die Mühle: sie entscheidet mehr über den "
             "Geschmack als die Maschine, und ein paar Gewohnheiten verderben den besten Kaffee.",
             "Erstens mahlen viele zu früh. Schon nach einer Viertelstunde hat das Kaffeemehl einen guten Teil seiner "
             "Aromen verloren, darum gehört die Mühle direkt neben die Maschine.",
             "Zweitens wird die Mühle zu selten gereinigt. Alte Öle setzen sich im Mahlwerk fest und geben jedem "
             "Bezug einen ranzigen Ton, den man erst bemerkt, wenn er fehlt.")


@pytest.mark.parametrize("body_class", [
    "wp-singular post-template-default single single-post postid-12 woocommerce-js",  # a shop's blog post
    "wp-singular product-review-template-default single single-product-review postid-12",  # a review, a post type
    "is-ctl-blog is-act-detail",  # Shopware's blog
])
def test_a_post_on_a_shops_site_stays_an_article(body_class):
    body = ('<header class="site-header"><a href="/">Kaffeerei</a><nav><a href="/shop/">Shop</a> <a href="/blog/">Blog</a></nav>'
            f'</header><main><article class="post"><h1 class="entry-title">{BLOG_TITLE}</h1><div class="entry-content">'
            + "".join(f"<p>{t}</p>" for t in BLOG_TEXT) + '</div></article></main><footer><p>© 2024 Kaffeerei</p></footer>')
    result = extract_page(_shop_page(body_class, BLOG_TITLE, "de", body),
                          "https://www.kaffeerei.de/blog/fuenf-fehler-beim-mahlen-von-espresso/", {"languages": ()})
    texts = [b.text for b in result.blocks]
    assert result.type == "article"
    assert texts[-3:] == list(BLOG_TEXT)


# --- a manual's sentence with a link that ends in a colon, over the code block or the list it announces -----------
#
# Between a kept paragraph and a kept code block, "To run the examples locally, install <a>Lean 4</a> and clone the
# repository:" went: a short line with a link after the last good paragraph is a share bar's or a "read more"
# link's shape, and a run of linked sentences was kept only when a paragraph closed it.

def _doc_head(title: str, lang: str, generator: str) -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="generator" content="{generator}"><link rel="stylesheet" href="/_static/theme.css"></head>')


EN_DOC = ("Getting started",
          "The book's examples are small programs that you can change and run as you read each chapter, and every "
          "chapter ends with exercises that build on them.",
          "To run the examples locally, install Lean 4 and clone the repository:",
          "git clone https://github.com/example/book\ncd book\nlake build",
          "Then open the folder in your editor.")


def _mdbook() -> str:
    d = EN_DOC
    return (_doc_head("Getting started - The Book", "en", "mdBook")
            + '<body class="sidebar-visible no-js"><nav id="sidebar" class="sidebar"><div class="sidebar-scrollbox">'
            '<ol class="chapter"><li class="chapter-item"><a href="intro.html">Introduction</a></li><li class="chapter-'
            'item"><a href="start.html" class="active">Getting started</a></li><li class="chapter-item"><a href='
            '"types.html">Types</a></li></ol></div></nav><div id="page-wrapper" class="page-wrapper"><div class="page">'
            '<div id="menu-bar" class="menu-bar"><h1 class="menu-title">The Book</h1><a href="print.html" title="Print '
            'this book">Print</a></div><div id="content" class="content"><main>'
            f'<h1 id="getting-started"><a class="header" href="#getting-started">{d[0]}</a></h1><p>{d[1]}</p>'
            '<p>To run the examples locally, install <a href="https://lean-lang.org/">Lean 4</a> and clone the '
            f'repository:</p><pre><code class="language-bash">{d[3]}\n</code></pre><p>{d[4]}</p></main>'
            '<nav class="nav-wrapper" aria-label="Page navigation"><a rel="prev" href="intro.html" class="mobile-nav-'
            'chapters previous" title="Previous chapter">Introduction</a><a rel="next" href="types.html" class="mobile-'
            'nav-chapters next" title="Next chapter">Types</a></nav></div></div></div></body></html>')


DE_DOC = ("Installation",
          "Die Bibliothek läuft unter Python 3.9 und neuer. Wir empfehlen, sie in einer virtuellen Umgebung zu "
          "installieren, damit sie andere Projekte auf dem Rechner nicht stört.",
          "Die aktuelle Version installieren Sie mit pip:",
          "pip install beispiel",
          "Danach ist alles bereit.")


def _mkdocs() -> str:
    d = DE_DOC
    return (_doc_head("Installation - Beispiel", "de", "mkdocs-1.6.0, mkdocs-material-9.5.20")
            + '<body dir="ltr"><header class="md-header"><nav class="md-header__inner md-grid"><a href="/" class="md-'
            'header__button md-logo">Beispiel</a></nav></header><div class="md-container"><main class="md-main"><div '
            'class="md-main__inner md-grid"><div class="md-sidebar md-sidebar--primary"><nav class="md-nav"><ul class='
            '"md-nav__list"><li class="md-nav__item"><a href="/" class="md-nav__link">Start</a></li><li class="md-nav__'
            'item"><a href="/installation/" class="md-nav__link">Installation</a></li><li class="md-nav__item"><a href='
            '"/api/" class="md-nav__link">API-Referenz</a></li></ul></nav></div><div class="md-content" data-md-'
            f'component="content"><article class="md-content__inner md-typeset"><h1 id="installation">{d[0]}</h1>'
            f'<p>{d[1]}</p><p>Die aktuelle Version installieren Sie mit <a href="https://pip.pypa.io/">pip</a>:</p>'
            f'<div class="highlight"><pre><span></span><code>{d[3]}\n</code></pre></div><p>{d[4]}</p></article></div>'
            '</div></main><footer class="md-footer"><div class="md-copyright">Erstellt mit <a href="https://squidfunk.'
            'github.io/mkdocs-material/">Material for MkDocs</a></div></footer></div></body></html>')


FR_DOC = ("Configurer le serveur",
          "Le serveur lit sa configuration au démarrage dans un fichier YAML placé à côté de l'exécutable ; une "
          "option de la ligne de commande permet d'en indiquer un autre.",
          "Les clés reconnues sont décrites dans la référence de configuration :",
          "port : le port d'écoute, 8080 par défaut",
          "journal : le niveau des messages écrits dans le journal",
          "Redémarrez ensuite le serveur.")


def _docusaurus() -> str:
    d = FR_DOC
    return (_doc_head("Configurer le serveur | Exemple", "fr", "Docusaurus v3.4.0")
            + '<body class="navigation-with-keyboard"><div id="__docusaurus"><nav class="navbar navbar--fixed-top">'
            '<a class="navbar__brand" href="/fr/">Exemple</a><a class="navbar__item navbar__link" href="/fr/docs/">'
            'Documentation</a><a class="navbar__item navbar__link" href="/fr/blog/">Blog</a></nav><div class="main-'
            'wrapper"><div class="docsWrapper"><aside class="theme-doc-sidebar-container"><nav class="menu"><ul class="'
            'theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><a class="menu__link" href="/fr/docs/intro">'
            'Introduction</a></li><li class="menu__list-item"><a class="menu__link menu__link--active" href="/fr/docs/'
            'config">Configurer le serveur</a></li></ul></nav></aside><main class="docMainContainer"><div class="container">'
            '<article><div class="theme-doc-markdown markdown"><header><h1>Configurer le serveur</h1></header>'
            f'<p>{d[1]}</p><p>Les clés reconnues sont décrites dans la <a href="/fr/docs/reference">référence de '
            f'configuration</a> :</p><ul><li><code>port</code> : le port d\'écoute, 8080 par défaut</li><li><code>journal'
            f'</code> : le niveau des messages écrits dans le journal</li></ul><p>{d[5]}</p></div></article>'
            '<nav class="pagination-nav"><a class="pagination-nav__link" href="/fr/docs/intro"><div class="pagination-'
            'nav__sublabel">Précédent</div><div class="pagination-nav__label">Introduction</div></a></nav></div></main>'
            '</div></div><footer class="footer"><div class="footer__copyright">Copyright © 2024 Exemple. Construit avec '
            'Docusaurus.</div></footer></div></body></html>')


DOC_PAGES = {
    "mdbook": (_mdbook, "https://example.github.io/book/start.html", EN_DOC, ("Print", "Previous chapter", "Types")),
    "mkdocs": (_mkdocs, "https://beispiel.readthedocs.io/de/latest/installation/", DE_DOC,
               ("API-Referenz", "Material for MkDocs")),
    "docusaurus": (_docusaurus, "https://exemple.dev/fr/docs/config", FR_DOC, ("Précédent", "Construit avec", "Blog")),
}


@pytest.mark.parametrize("name", sorted(DOC_PAGES))
def test_a_manuals_linked_sentence_ending_in_a_colon_stays_over_what_it_announces(name):
    make, url, lines, furniture = DOC_PAGES[name]
    texts = [b.text for b in extract_page(make(), url, {"languages": ()}).blocks]
    joined = "\n".join(texts)
    at = [joined.find(" ".join(line.split())) for line in lines[1:]]  # (a code block's lines as one line of words)
    assert -1 not in at, (texts, lines)
    assert at == sorted(at)
    for word in furniture:
        assert word not in texts


NEWS_TEXT = ("Der Streik der Lokführer hat am Montag den Fernverkehr in weiten Teilen Deutschlands lahmgelegt; die Bahn "
             "setzte einen Notfahrplan ein, auf dem nur jeder fünfte Zug fuhr.",
             "Die Gewerkschaft kündigte an, den Ausstand bis Mittwochabend fortzusetzen, wenn die Bahn kein neues "
             "Angebot vorlegt. Pendler mussten auf Busse und Fahrgemeinschaften ausweichen.",
             "Ein Sprecher der Bahn nannte den Streik unverhältnismäßig und rief die Gewerkschaft auf, an den "
             "Verhandlungstisch zurückzukehren.")


def test_a_linked_line_ending_in_a_colon_over_teaser_links_still_goes():
    """The colon's rule needs the announced block kept: a news page's "more on the topic" line over its teasers goes
    with them."""
    teaser = ('<p>Mehr zum Thema Bahnstreik finden Sie in unserem <a href="/thema/bahnstreik/">Dossier</a>:</p><ul>'
              '<li><a href="/wirtschaft/bahn-tarifstreit-chronik-2024.html">Der Tarifstreit bei der Bahn: eine Chronik</a></li>'
              '<li><a href="/politik/streikrecht-debatte-2024.html">Braucht Deutschland ein neues Streikrecht?</a></li></ul>')
    body = ('<header><a href="/">Tagesblatt</a><nav><a href="/politik/">Politik</a> <a href="/wirtschaft/">Wirtschaft</a>'
            '</nav></header><main><article><h1>Lokführer legen Fernverkehr lahm</h1><div class="article-body">'
            + "".join(f"<p>{t}</p>" for t in NEWS_TEXT) + f'{teaser}</div></article></main>'
            '<footer><p>© Tagesblatt</p></footer>')
    html = (f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Lokführer legen Fernverkehr lahm</title>'
            f'<meta property="og:type" content="article"></head><body>{body}</body></html>')
    texts = [b.text for b in extract_page(html, "https://www.tagesblatt.example/wirtschaft/bahnstreik-fernverkehr-"
                                          "2024-03-11.html", {"languages": ()}).blocks]
    assert [t for t in texts if t in NEWS_TEXT] == list(NEWS_TEXT)
    assert not any("Dossier" in t or "Chronik" in t for t in texts)


EN_POST = ("Plan for security incidents",
           "Even with the best defences, incidents happen, and the first hour decides how much damage they do; "
           "teams that rehearse their response recover days earlier than teams that improvise.",
           "Your incident response plan should:",
           "Define what counts as an incident",
           "Name who decides and who is told",
           "List the first steps for each kind",
           "Test it twice a year.")


def _wordpress_post() -> str:
    d = EN_POST
    return ('<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>IT security best practices</title>'
            '<meta property="og:type" content="article"></head><body class="wp-singular post-template-default single '
            'single-post"><header class="site-header"><a href="/">Tesseract</a><nav><a href="/blog/">Blog</a> '
            '<a href="/pricing/">Pricing</a></nav></header><main id="primary"><article class="post type-post"><h1 '
            'class="entry-title">IT security best practices</h1><div class="entry-content">'
            f'<h3 class="wp-block-heading"><strong>{d[0]}</strong></h3><p>{d[1]}</p><p>Your <a href="/blog/it-incident-'
            'response/">incident response plan</a> should:</p><ol class="wp-block-list">'
            + "".join(f"<li><p>{t}</p></li>" for t in d[3:6]) + f'</ol><p>{d[6]}</p></div></article></main>'
            '<footer class="site-footer"><p>© 2024 Tesseract Inc.</p><a href="/privacy/">Privacy</a></footer></body></html>')


IT_OFFICE = ("Sportello anagrafe",
             "Lo sportello rilascia certificati, carte d'identità elettroniche e cambi di residenza; per la carta "
             "d'identità è necessario prenotare un appuntamento almeno una settimana prima.",
             "Gli orari dello sportello anagrafe sono:",
             "Lunedì", "8.30 – 12.30",
             "Giovedì", "14.30 – 17.30",
             "Ultimo aggiornamento della pagina.")


def _typo3_office() -> str:
    d = IT_OFFICE
    return ('<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Sportello anagrafe - Comune di Valdoro</title>'
            '<meta name="generator" content="TYPO3 CMS"></head><body><header id="header"><a href="/">Comune di Valdoro</a>'
            '<nav class="main-nav"><ul><li><a href="/amministrazione/">Amministrazione</a></li><li><a href="/servizi/">'
            'Servizi</a></li><li><a href="/novita/">Novità</a></li></ul></nav></header><main id="content"><div id="c101" '
            f'class="frame frame-default frame-type-text"><header><h1>{d[0]}</h1></header><p>{d[1]}</p>'
            '<p>Gli orari dello <a href="/uffici/anagrafe/">sportello anagrafe</a> sono:</p></div><div id="c102" class="'
            'frame frame-default frame-type-table"><table class="contenttable"><tbody>'
            f'<tr><td>{d[3]}</td><td>{d[4]}</td></tr><tr><td>{d[5]}</td><td>{d[6]}</td></tr></tbody></table></div>'
            f'<div id="c103" class="frame frame-default"><p>{d[7]}</p></div></main><footer id="footer"><p>Comune di '
            'Valdoro – P. IVA 00123450987</p><a href="/privacy/">Privacy</a> <a href="/note-legali/">Note legali</a>'
            '</footer><div id="cookie-bar"><p>Questo sito utilizza cookie tecnici per garantire il corretto '
            'funzionamento delle pagine.</p><a href="#">Accetto</a></div></body></html>')


ANNOUNCING_PAGES = {
    "wordpress_loose_list": (_wordpress_post, "https://www.tesseract.example/blog/it-security-best-practices/", EN_POST,
                             ("Pricing", "Privacy")),
    "typo3_table": (_typo3_office, "https://www.comune.valdoro.example/servizi/sportello-anagrafe/", IT_OFFICE,
                    ("Novità", "Note legali", "Accetto")),
}


@pytest.mark.parametrize("name", sorted(ANNOUNCING_PAGES))
def test_a_linked_sentence_ending_in_a_colon_stays_over_its_list_or_table(name):
    make, url, lines, furniture = ANNOUNCING_PAGES[name]
    texts = [b.text for b in extract_page(make(), url, {"languages": ()}).blocks]
    assert lines[2] in texts, texts
    at = texts.index(lines[2])
    assert texts[at - 1] == lines[1] and texts[at + 1] == lines[3]
    for word in furniture:
        assert word not in texts
