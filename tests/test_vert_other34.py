"""Whole pages of the kinds beside news that a web corpus meets and the earlier tests had none of (session 34):
Shopware 6, WooCommerce (with its tabs; with a one-line description over a grid of related products) and a Czech
e-shop's product pages, a Flarum discussion, a NodeBB topic, an old table-laid phpBB 2 thread, an old-Reddit comment
page, a Q&A page of gutefrage's kind, GitBook, VitePress, Antora and Sphinx autodoc pages, a French service-public
fiche, a German Landratsamt's service page, GOV.UK guidance with its steps, a university's module page, a WP Recipe
Maker recipe, a hotel's page, a club's page, a town's event page, an Impressum and a privacy notice, an FAQ page with
its accordion, a Czech obec's waste-collection page, a Slovak job advert and a WordPress.com blog post, in German,
English, French, Italian, Czech and Slovak.  Each page goes through ``document.process``, the worker's step: the text
a reader came for stays whole (a product's description and its table of properties, every member's post, a manual's
prose and code, a guide's steps), the furniture goes (menus, filters, the cart, breadcrumbs, cookie bars, "related
products", sidebars, feedback widgets, footers), and the ``<doc>`` line's type is sensible (no page with readable
text comes out empty or dropped as a listing).  Beside each rule added, text of the same shape stays."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import _head, _ld

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet (xleft35: phpBB 2's one-cell member panel, a review
# site's glued badge, both taken now)


PAGES: dict[str, NewsPage] = {}

# --- Shopware 6 product page (German): description, "Eigenschaften" table, cross-selling slider, offcanvas cart ---

SHOPWARE = (
    "Die Thermoskanne Alpin hält Getränke bis zu 24 Stunden kalt und 12 Stunden heiß. Der doppelwandige Edelstahl "
    "ist vakuumisoliert, sodass außen kein Kondenswasser entsteht.",
    "Der Deckel lässt sich mit einer Hand öffnen und ist spülmaschinenfest. Die Kanne ist frei von BPA und "
    "eignet sich auch für kohlensäurehaltige Getränke.",
    "Fassungsvermögen:",
    "1,0 Liter",
    "Material:",
    "Edelstahl 18/8",
    "Gewicht:",
    "420 g",
)


def _shopware() -> str:
    s = SHOPWARE
    ld = _ld({"@type": "Product", "name": "Thermoskanne Alpin 1,0 l", "sku": "TK-1000",
              "offers": {"@type": "Offer", "price": "34.90", "priceCurrency": "EUR"}})
    slider = "".join(
        f'<div class="cms-listing-col"><div class="card product-box box-standard"><div class="card-body">'
        f'<a href="/trinkflasche-{i}/" class="product-name" title="Trinkflasche Modell {i}">Trinkflasche Modell {i}'
        f'</a><div class="product-price-info"><span class="product-price">{19 + i},90 €*</span></div>'
        f'<div class="product-action"><button class="btn btn-buy">In den Warenkorb</button></div></div></div></div>'
        for i in range(1, 6))
    return (
        _head("Thermoskanne Alpin 1,0 l | Bergwerk Outdoor", "de-DE", ld)
        + '<body class="is-ctl-product is-act-index"><div class="cookie-permission-container"><div class="container">'
        '<div class="cookie-permission-content">Wir verwenden Cookies, um Ihnen ein optimales Webseiten-Erlebnis zu '
        'bieten. <a href="/datenschutz/">Mehr Informationen</a></div><button class="btn js-cookie-configuration-button">'
        'Konfigurieren</button><button class="btn js-cookie-accept-all-button">Alle Cookies akzeptieren</button></div>'
        '</div><header class="header-main"><div class="container"><div class="header-logo-main"><a href="/">Bergwerk '
        'Outdoor</a></div><div class="header-search"><form action="/search"><input placeholder="Suchbegriff eingeben '
        '..."></form></div><div class="header-actions-col"><a class="header-cart" href="/checkout/cart">Warenkorb '
        '0,00 €*</a></div></div></header><div class="nav-main"><nav class="main-navigation-menu"><a class="nav-link" '
        'href="/zelte/">Zelte</a><a class="nav-link" href="/rucksaecke/">Rucksäcke</a><a class="nav-link" '
        'href="/kochen/">Outdoor-Küche</a></nav></div><main class="content-main"><div class="container">'
        '<nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/kochen/">'
        'Outdoor-Küche</a></li><li class="breadcrumb-item"><a href="/kochen/thermoskannen/">Thermoskannen</a></li>'
        '</ol></nav><div class="cms-page"><div class="cms-sections"><div class="cms-section pos-0 cms-section-default">'
        '<div class="cms-block cms-block-product-heading"><h1 class="product-detail-name">Thermoskanne Alpin 1,0 l'
        '</h1></div><div class="cms-block-gallery-buybox"><div class="product-detail-buy"><meta itemprop="price" '
        'content="34.90"><p class="product-detail-price">34,90 €*</p><p class="product-detail-tax">inkl. MwSt. zzgl. '
        'Versandkosten</p><div class="delivery-information"><p class="delivery-available">Sofort verfügbar, '
        'Lieferzeit 1-3 Werktage</p></div><form class="buy-widget"><select class="custom-select product-detail-'
        'quantity-select"><option>1</option><option>2</option></select><button class="btn btn-primary btn-buy">In '
        'den Warenkorb</button></form><div class="product-detail-ordernumber-container">Produktnummer: TK-1000</div>'
        '</div></div><div class="cms-block-product-description-reviews"><div class="product-detail-tabs"><ul '
        'class="nav nav-tabs product-detail-tab-navigation-list"><li><a class="nav-link active" href="#description-'
        'tab-pane">Beschreibung</a></li><li><a class="nav-link" href="#review-tab-pane">Bewertungen</a></li></ul>'
        '<div class="tab-content"><div class="tab-pane active" id="description-tab-pane"><div class="product-detail-'
        f'description"><h2 class="product-detail-description-title">Produktinformationen "Thermoskanne Alpin 1,0 l"'
        f'</h2><div class="product-detail-description-text"><p>{s[0]}</p><p>{s[1]}</p></div><div class="product-'
        'detail-properties"><table class="table table-striped product-detail-properties-table"><tbody>'
        f'<tr class="properties-row"><th class="properties-label">{s[2]}</th><td class="properties-value"><span>'
        f'{s[3]}</span></td></tr><tr class="properties-row"><th class="properties-label">{s[4]}</th><td '
        f'class="properties-value"><span>{s[5]}</span></td></tr><tr class="properties-row"><th class="properties-'
        f'label">{s[6]}</th><td class="properties-value"><span>{s[7]}</span></td></tr></tbody></table></div></div>'
        '</div><div class="tab-pane" id="review-tab-pane"><div class="product-detail-review"><p class="product-'
        'detail-review-title">Bewertungen</p><p>Es sind noch keine Bewertungen vorhanden. Geben Sie die erste '
        'Bewertung ab und helfen Sie Anderen bei der Kaufentscheidung:</p><button class="btn btn-primary">'
        'Bewertung schreiben!</button></div></div></div></div></div></div><div class="cms-section pos-1"><div '
        'class="cms-block-cross-selling"><div class="product-detail-cross-selling"><ul class="nav nav-tabs"><li><a '
        'class="nav-link">Passendes Zubehör</a></li></ul><div class="product-slider">'
        f'{slider}</div></div></div></div></div></div></div></main><footer class="footer-main"><div class="footer-'
        'columns"><div class="footer-column"><p class="footer-column-headline">Service-Hotline</p><p>Unterstützung '
        'und Beratung unter: 0180 - 000000 Mo-Fr, 09:00 - 17:00 Uhr</p></div><div class="footer-column"><p '
        'class="footer-column-headline">Informationen</p><a href="/impressum/">Impressum</a><a href="/agb/">AGB</a>'
        '<a href="/widerruf/">Widerrufsbelehrung</a></div></div><div class="footer-vat"><p>* Alle Preise inkl. '
        'gesetzl. Mehrwertsteuer zzgl. Versandkosten und ggf. Nachnahmegebühren, wenn nicht anders beschrieben</p>'
        '</div></footer></body></html>')


PAGES["shopware6"] = NewsPage(
    _shopware(), "https://www.bergwerk-outdoor.example.de/thermoskanne-alpin-1-0-l/TK-1000", SHOPWARE,
    ("Alle Cookies akzeptieren", "Warenkorb", "In den Warenkorb", "Trinkflasche Modell", "Service-Hotline",
     "Alle Preise inkl.", "Es sind noch keine Bewertungen", "Outdoor-Küche", "Sofort verfügbar"),
    {"type": "other"})


# --- WooCommerce product (Storefront): description tab, additional information table, related products ----------

WOO = (
    "Hand-thrown in our studio in Cornwall, this stoneware mug holds a generous 350 ml and keeps its heat longer "
    "than a thin porcelain cup.",
    "Each mug is glazed by hand in our sea-green glaze, so no two are exactly alike; small variations in colour "
    "and speckling are part of the charm.",
    "Dishwasher and microwave safe, although hand washing will keep the glaze bright for longer.",
    "Weight",
    "0.45 kg",
    "Dimensions",
    "9 × 9 × 11 cm",
    "Colour",
    "Sea green, Slate",
)


def _woo() -> str:
    w = WOO
    related = "".join(
        f'<li class="product type-product"><a href="/product/{n.lower()}-bowl/" class="woocommerce-LoopProduct-link">'
        f'<img src="/{n}.jpg" alt=""><h2 class="woocommerce-loop-product__title">{n} Bowl</h2><span class="price">'
        f'<span class="woocommerce-Price-amount amount">£{p}.00</span></span></a><a href="?add-to-cart=1{p}" '
        f'class="button add_to_cart_button">Add to basket</a></li>'
        for n, p in (("Harbour", 28), ("Tide", 32), ("Pebble", 24)))
    return (
        _head("Sea-Green Stoneware Mug – Porthleven Pottery", "en-GB")
        + '<body class="product-template-default single single-product woocommerce"><div id="page" class="hfeed '
        'site"><header id="masthead" class="site-header"><div class="col-full"><div class="site-branding"><p '
        'class="site-title"><a href="/">Porthleven Pottery</a></p></div><div class="site-search"><form role="search">'
        '<input type="search" placeholder="Search products&hellip;"></form></div><nav id="site-navigation" '
        'class="main-navigation"><ul id="menu-primary" class="menu"><li><a href="/shop/">Shop</a></li><li><a '
        'href="/workshops/">Workshops</a></li><li><a href="/about/">Our Story</a></li></ul></nav><ul id="site-header-'
        'cart" class="site-header-cart menu"><li><a class="cart-contents" href="/basket/"><span class="amount">'
        '£0.00</span> <span class="count">0 items</span></a></li></ul></div></header><div class="storefront-'
        'breadcrumb"><nav class="woocommerce-breadcrumb"><a href="/">Home</a><span class="breadcrumb-separator"> / '
        '</span><a href="/product-category/mugs/">Mugs</a><span class="breadcrumb-separator"> / </span>Sea-Green '
        'Stoneware Mug</nav></div><div id="content" class="site-content"><div class="col-full"><div class="woocommerce">'
        '</div><div id="primary" class="content-area"><main id="main" class="site-main"><div id="product-412" '
        'class="product type-product status-publish instock product_cat-mugs"><div class="woocommerce-product-gallery">'
        '<a href="/mug-1.jpg"><img src="/mug-1.jpg" alt=""></a></div><div class="summary entry-summary"><h1 '
        'class="product_title entry-title">Sea-Green Stoneware Mug</h1><p class="price"><span class="woocommerce-'
        'Price-amount amount">£22.00</span></p><div class="woocommerce-product-details__short-description"><p>A '
        'generous hand-thrown mug for slow mornings.</p></div><p class="stock in-stock">6 in stock</p><form '
        'class="cart"><div class="quantity"><label class="screen-reader-text">Sea-Green Stoneware Mug quantity</label>'
        '<input type="number" value="1"></div><button type="submit" class="single_add_to_cart_button button alt">Add '
        'to basket</button></form><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">MUG-SG'
        '</span></span><span class="posted_in">Category: <a href="/product-category/mugs/">Mugs</a></span></div>'
        '</div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li '
        'class="description_tab"><a href="#tab-description">Description</a></li><li class="additional_information_'
        'tab"><a href="#tab-additional_information">Additional information</a></li><li class="reviews_tab"><a '
        'href="#tab-reviews">Reviews (0)</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--'
        'description panel entry-content wc-tab" id="tab-description"><h2>Description</h2>'
        f'<p>{w[0]}</p><p>{w[1]}</p><p>{w[2]}</p></div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--'
        'additional_information panel entry-content wc-tab" id="tab-additional_information"><h2>Additional '
        'information</h2><table class="woocommerce-product-attributes shop_attributes"><tr class="woocommerce-'
        f'product-attributes-item"><th class="woocommerce-product-attributes-item__label">{w[3]}</th><td '
        f'class="woocommerce-product-attributes-item__value">{w[4]}</td></tr><tr class="woocommerce-product-'
        f'attributes-item"><th class="woocommerce-product-attributes-item__label">{w[5]}</th><td class="woocommerce-'
        f'product-attributes-item__value">{w[6]}</td></tr><tr class="woocommerce-product-attributes-item"><th '
        f'class="woocommerce-product-attributes-item__label">{w[7]}</th><td class="woocommerce-product-attributes-'
        f'item__value"><p>{w[8]}</p></td></tr></table></div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--'
        'reviews panel entry-content wc-tab" id="tab-reviews"><div id="reviews" class="woocommerce-Reviews"><div '
        'id="comments"><h2 class="woocommerce-Reviews-title">Reviews</h2><p class="woocommerce-noreviews">There are '
        'no reviews yet.</p></div><div id="review_form_wrapper"><span id="reply-title" class="comment-reply-title">Be '
        'the first to review &ldquo;Sea-Green Stoneware Mug&rdquo;</span><p class="comment-notes">Your email address '
        'will not be published. Required fields are marked *</p></div></div></div></div><section class="related '
        f'products"><h2>Related products</h2><ul class="products columns-3">{related}</ul></section></div></main></div>'
        '</div></div><footer id="colophon" class="site-footer"><div class="col-full"><div class="site-info">&copy; '
        'Porthleven Pottery 2026<br><a href="https://woocommerce.com">Built with WooCommerce</a>.</div></div>'
        '</footer></div></body></html>')


PAGES["woocommerce"] = NewsPage(
    _woo(), "https://porthlevenpottery.example.co.uk/product/sea-green-stoneware-mug/", WOO,
    ("Add to basket", "Harbour Bowl", "Related products", "There are no reviews yet", "Built with WooCommerce",
     "0 items", "Your email address will not be published", "Search products"),
    {"type": "other"})


# --- Flarum discussion (Czech): every member's post, the discussion's stream furniture --------------------------

FLARUM = (
    "Ahoj, po výměně routeru mi přestala fungovat tiskárna přes Wi-Fi. Počítač ji vidí, ale tisk skončí chybou "
    "a tiskárna je pak offline. Nemáte někdo podobnou zkušenost?",
    "Nový router nejspíš rozdává adresy z jiného rozsahu. Zkus tiskárně nastavit pevnou IP adresu přímo v "
    "routeru a pak ji v počítači přidat znovu.",
    "Případně zkontroluj, jestli nemáš zapnutou izolaci klientů, některé routery ji mají ve výchozím stavu "
    "zapnutou pro hostovskou síť.",
    "Díky oběma, byla to izolace klientů. Tiskárna se připojila do hostovské sítě, po přepnutí do hlavní sítě "
    "tiskne bez problémů.",
)


def _flarum() -> str:
    f = FLARUM
    users = ("petr_novak", "jirka.k", "Lucie", "petr_novak")
    posts = "".join(
        f'<div class="PostStream-item" data-index="{i}"><article class="Post CommentPost"><div><header '
        f'class="Post-header"><ul><li class="item-user"><div class="PostUser"><h3 class="PostUser-name"><a '
        f'href="/u/{u}"><span class="username">{u}</span></a></h3></div></li><li class="item-meta"><div '
        f'class="Dropdown PostMeta"><a class="Dropdown-toggle"><time datetime="2026-11-2{i}T18:0{i}:00+01:00">'
        f'2{i}. lis</time></a></div></li></ul></header><div class="Post-body"><p>{t}</p></div><aside '
        f'class="Post-footer"><ul><li class="item-liked"><div class="Post-likedBy">{i + 1} uživatelům se to '
        f'líbí.</div></li></ul></aside><aside class="Post-actions"><ul><li class="item-like"><button class="Button '
        f'Button--link">Líbí se mi</button></li><li class="item-reply"><button class="Button Button--link">'
        f'Odpovědět</button></li></ul></aside></div></article></div>'
        for i, (u, t) in enumerate(zip(users, f)))
    return (
        _head("Tiskárna po výměně routeru offline - Síťování - Fórum Doma na síti", "cs")
        + '<body><div id="app" class="App"><header id="header" class="App-header"><div class="container"><h1 '
        'class="Header-title"><a href="/">Fórum Doma na síti</a></h1><div class="Header-secondary"><ul '
        'class="Header-controls"><li class="item-search"><div class="Search"><input placeholder="Hledat fórum">'
        '</div></li><li class="item-signUp"><button class="Button">Registrovat</button></li><li class="item-logIn">'
        '<button class="Button">Přihlásit se</button></li></ul></div></div></header><main class="App-content"><div '
        'class="DiscussionPage"><div class="DiscussionPage-discussion"><header class="Hero DiscussionHero"><div '
        'class="container"><ul class="DiscussionHero-items"><li class="item-tags"><span class="TagsLabel"><a '
        'class="TagLabel" href="/t/sitovani">Síťování</a></span></li><li class="item-title"><h1 class="DiscussionHero-'
        'title">Tiskárna po výměně routeru offline</h1></li></ul></div></header><div class="container"><nav '
        'class="DiscussionPage-nav"><ul><li class="item-controls"><button class="Button">Odpovědět</button></li><li '
        'class="item-subscription"><button class="Button">Sledovat</button></li><li class="item-scrubber"><div '
        'class="PostStreamScrubber"><a class="Scrubber-first">Původní příspěvek</a><div class="Scrubber-info"><strong>'
        '1 z 4</strong><span class="Scrubber-description">23. lis 2026</span></div><a class="Scrubber-last">Nyní'
        f'</a></div></li></ul></nav><div class="DiscussionPage-stream"><div class="PostStream">{posts}'
        '<div class="PostStream-item"><article class="Post ReplyPlaceholder"><header class="Post-header">Napsat '
        'odpověď...</header></article></div></div></div></div></div></div></main><footer class="Footer">Powered by '
        'Flarum</footer></div></body></html>')


PAGES["flarum-cs"] = NewsPage(
    _flarum(), "https://forum.domanasiti.example.cz/d/812-tiskarna-po-vymene-routeru-offline", FLARUM,
    ("Registrovat", "Přihlásit se", "Hledat fórum", "Líbí se mi", "uživatelům se to líbí", "Původní příspěvek",
     "1 z 4", "Napsat odpověď", "Powered by Flarum"),
    {"type": "other"})


# --- NodeBB topic (English): posts with signatures hidden, votes, "Suggested topics" --------------------------------

NODEBB = (
    "I flashed the new firmware to my board last night and since then the serial console prints garbage at boot. "
    "The baud rate is still set to 115200 on both ends.",
    "Did you check whether the new image changed the clock source? On revision C boards the UART clock moved from "
    "the PLL to the crystal, so the divider is off by a factor of two.",
    "setenv console ttyS0,57600n8",
    "That was it. Setting the console to 57600 gives a clean output, and after rebuilding with the right clock "
    "it is back to 115200.",
    "Good to know. I will add a note about revision C boards to the wiki page.",
)


def _nodebb() -> str:
    n = NODEBB
    def post(i: int, user: str, body: str) -> str:
        return (f'<li component="post" class="pt-4" data-index="{i}" data-pid="{900 + i}"><div class="d-flex '
                f'align-items-start gap-3"><div class="bg-body d-none d-sm-block rounded-circle"><a href="/user/{user}">'
                f'<span class="avatar">{user[0].upper()}</span></a></div><div class="post-container d-flex flex-column">'
                f'<div class="d-flex align-items-center gap-1 post-header"><a class="fw-bold" href="/user/{user}" '
                f'data-username="{user}">{user}</a><div class="d-flex gap-1 align-items-center"><a href="/post/'
                f'{900 + i}" class="timeago text-muted" title="2026-11-18T10:0{i}:00.000Z">18 Nov 2026, 10:0{i}</a>'
                f'</div></div><div class="content" component="post/content" itemprop="text">{body}</div><div '
                f'component="post/actions" class="d-flex justify-content-end gap-1 post-tools"><a href="#" '
                f'component="post/reply" class="btn btn-ghost btn-sm">Reply</a><a href="#" component="post/quote" '
                f'class="btn btn-ghost btn-sm">Quote</a><span component="post/vote-count" data-votes="{i}">{i}</span>'
                f'</div></div></div></li>')
    posts = (post(0, "marek_h", f"<p>{n[0]}</p>") + post(1, "ajit", f"<p>{n[1]}</p>")
             + post(2, "marek_h", f"<pre><code>{n[2]}</code></pre><p>{n[3]}</p>") + post(3, "ajit", f"<p>{n[4]}</p>"))
    suggested = "".join(
        f'<li component="category/topic" class="category-item"><h3 component="topic/header" class="title"><a '
        f'href="/topic/{k}/t">{t}</a></h3><span class="text-muted">{k} posts</span></li>'
        for k, t in ((41, "Bootloader does not find the SD card"), (77, "Flashing over USB on Windows 11"),
                     (12, "Which kernel for revision C?")))
    return (
        _head("Serial console garbage after firmware update | Maker Board Forum", "en-GB",
              '<meta name="generator" content="NodeBB">')
        + '<body class="page-topic page-topic-1203 page-topic-category-hardware"><nav component="sidebar/left" '
        'class="sidebar sidebar-left"><ul id="main-nav" class="list-unstyled"><li class="nav-item"><a href="/'
        'categories">Categories</a></li><li class="nav-item"><a href="/recent">Recent</a></li><li class="nav-item">'
        '<a href="/tags">Tags</a></li><li class="nav-item"><a href="/popular">Popular</a></li></ul><div '
        'class="sidebar-toggle-container">Collapse</div></nav><main id="panel" class="d-flex flex-column gap-3 '
        'flex-grow-1"><div class="container-lg"><ol class="breadcrumb" itemscope="itemscope" itemprop="breadcrumb">'
        '<li class="breadcrumb-item"><a href="/"><span>Home</span></a></li><li class="breadcrumb-item"><a href="/'
        'category/4/hardware"><span>Hardware</span></a></li></ol><div class="topic"><div class="topic-header"><h1 '
        'component="post/header" class="fs-2"><span component="topic/title">Serial console garbage after firmware '
        'update</span></h1><div class="d-flex flex-wrap gap-2"><a href="/category/4/hardware" class="badge">Hardware'
        '</a><span class="text-muted">4 Posts</span><span class="text-muted">2 Posters</span><span class="text-muted">'
        '212 Views</span></div></div><div class="row"><div class="topic col-lg-9"><ul component="topic" class="posts '
        f'timeline" data-tid="1203">{posts}</ul><div class="d-flex"><button component="topic/reply" class="btn '
        'btn-primary">Reply</button></div><div class="suggested-topics"><h3 class="fw-semibold fs-5">Suggested '
        f'Topics</h3><ul class="topics-list list-unstyled">{suggested}</ul></div></div><div class="col-lg-3 '
        'pagination-block"><div class="scroller-content"><span class="pagetop">Oldest to Newest</span><span '
        'class="pagebottom">Newest to Oldest</span></div></div></div></div></div></main><div component="toaster/'
        'tray"></div><div class="cookie-consent"><span>This website uses cookies to ensure you get the best '
        'experience on our website.</span><button class="btn btn-primary">Got it!</button></div></body></html>')


PAGES["nodebb"] = NewsPage(
    _nodebb(), "https://forum.makerboard.example.org/topic/1203/serial-console-garbage-after-firmware-update", NODEBB,
    ("Bootloader does not find the SD card", "Suggested Topics", "212 Views", "Oldest to Newest", "Got it!",
     "Categories", "Collapse"),
    {"type": "other"})


# --- A Q&A site of gutefrage.net's kind (German): question, answers with helpfulness, related questions -----------

GUTEFRAGE = (
    "Hallo, mein Vermieter will die Nebenkostenabrechnung für 2024 erst jetzt schicken. Muss ich die Nachzahlung "
    "noch bezahlen, wenn die Abrechnung so spät kommt?",
    "Nein. Nach § 556 Abs. 3 BGB muss die Abrechnung spätestens zwölf Monate nach Ende des Abrechnungszeitraums "
    "bei dir sein. Kommt sie später, kann der Vermieter keine Nachzahlung mehr verlangen, es sei denn, er hat die "
    "Verspätung nicht zu vertreten.",
    "Ein Guthaben muss er dir dagegen trotzdem auszahlen.",
    "Ich würde zusätzlich beim Mieterverein nachfragen. Die Beratung kostet für Mitglieder nichts und die "
    "prüfen auch gleich, ob die Abrechnung sonst stimmt.",
)


def _gutefrage() -> str:
    g = GUTEFRAGE
    related = "".join(f'<li class="RelatedQuestion"><a href="/frage/{k}">{t}</a><span>{k % 9 + 2} Antworten</span>'
                      '</li>' for k, t in ((3141, "Nebenkosten zu hoch, was tun?"),
                                          (2718, "Darf der Vermieter die Kaution behalten?"),
                                          (1618, "Heizkosten nach Auszug zahlen?")))
    return (
        _head("Nebenkostenabrechnung zu spät – muss ich nachzahlen? (Recht, Miete, Vermieter)", "de",
              _ld({"@type": "QAPage", "mainEntity": {"@type": "Question", "name": "Nebenkostenabrechnung zu spät – "
                   "muss ich nachzahlen?", "answerCount": 2, "dateCreated": "2026-11-12T09:14:00+01:00",
                   "author": {"@type": "Person", "name": "Mietzi22"}}}))
        + '<body><div id="consent-layer" class="ConsentLayer"><p>Wir und unsere Partner verarbeiten Daten, um '
        'Inhalte zu personalisieren und Werbung zu messen.</p><button>Akzeptieren</button><button>Ablehnen</button>'
        '</div><header class="Header"><a class="Header-logo" href="/">Fragen &amp; Antworten</a><form '
        'class="Header-search"><input placeholder="Stelle deine Frage"></form><a class="Header-login" href="/login">'
        'Anmelden</a></header><main class="ContentWrapper"><div class="QuestionPage"><section class="Question"><div '
        'class="Question-meta"><a href="/nutzer/Mietzi22" class="Username">Mietzi22</a><span class="Question-date">'
        '12.11.2026, 09:14</span></div><h1 class="Question-title">Nebenkostenabrechnung zu spät – muss ich '
        f'nachzahlen?</h1><div class="Question-body formatted-text"><p>{g[0]}</p></div><ul class="Question-tags"><li>'
        '<a href="/tag/recht">Recht</a></li><li><a href="/tag/miete">Miete</a></li><li><a href="/tag/vermieter">'
        'Vermieter</a></li></ul><div class="Question-actions"><button>Frage beantworten</button><button>Teilen</button>'
        '<button>Melden</button></div></section><section class="Answers"><h2 class="Answers-title">2 Antworten</h2>'
        '<div class="Answers-sort">Sortiert nach: Hilfreichste</div><article class="Answer Answer--best"><div '
        'class="Answer-badge">Hilfreichste Antwort</div><div class="Answer-meta"><a class="Username" href="/nutzer/'
        'ParagrafenReiter">ParagrafenReiter</a><span class="Answer-userinfo">Experte für Mietrecht</span></div><div '
        f'class="Answer-body formatted-text"><p>{g[1]}</p><p>{g[2]}</p></div><div class="Answer-actions"><button '
        'class="Helpful">Hilfreich (14)</button><button>Kommentieren</button></div></article><article class="Answer">'
        '<div class="Answer-meta"><a class="Username" href="/nutzer/gretel_m">gretel_m</a><span class="Answer-date">'
        f'12.11.2026, 10:02</span></div><div class="Answer-body formatted-text"><p>{g[3]}</p></div><div class="Answer-'
        'actions"><button class="Helpful">Hilfreich (3)</button><button>Kommentieren</button></div></article>'
        '</section><aside class="RelatedQuestions"><h2>Ähnliche Fragen</h2><ul>'
        f'{related}</ul></aside></div></main><footer class="Footer"><a href="/impressum">Impressum</a><a '
        'href="/datenschutz">Datenschutz</a><a href="/regeln">Community-Richtlinien</a></footer></body></html>')


PAGES["qa-de"] = NewsPage(
    _gutefrage(), "https://www.fragen-antworten.example.de/frage/nebenkostenabrechnung-zu-spaet-muss-ich-nachzahlen",
    GUTEFRAGE,
    ("Akzeptieren", "Stelle deine Frage", "Hilfreichste Antwort", "Hilfreich (14)", "Kommentieren", "Ähnliche Fragen",
     "Darf der Vermieter die Kaution behalten", "Community-Richtlinien", "Sortiert nach"),
    {"type": "other"})


# --- GitBook page (English): the space's sidebar, hint blocks, code with its title, "Previous / Next", "Last updated"

GITBOOK = (
    "Webhooks let your application react to events in your workspace as they happen, instead of polling the API "
    "every few minutes.",
    "Creating a webhook",
    "Open Settings, then Integrations, and choose Add webhook.",
    "Enter the URL that should receive the events. It must be reachable over HTTPS.",
    "Pick the events you want to receive and save.",
    "Every delivery is signed with your webhook secret. Verify the signature before trusting the payload:",
    "expected = hmac.new(secret, body, hashlib.sha256).hexdigest()",
    "Deliveries that fail are retried up to five times with an increasing delay.",
)


def _gitbook() -> str:
    g = GITBOOK
    side = "".join(f'<li><a href="/docs/{k}" class="toclink">{t}</a></li>' for k, t in (
        ("quickstart", "Quickstart"), ("authentication", "Authentication"), ("webhooks", "Webhooks"),
        ("rate-limits", "Rate limits"), ("changelog", "Changelog")))
    return (
        _head("Webhooks | Tally Docs", "en", '<meta name="generator" content="GitBook (4.0)">')
        + '<body><div class="scroll-nojump"><header class="flex h-16 items-center"><a href="/docs"><span>Tally Docs'
        '</span></a><div class="search"><button aria-label="Search">Search...<kbd>Ctrl</kbd><kbd>K</kbd></button>'
        '</div><a href="https://app.tally.example.com">Go to app</a></header><div class="flex flex-row"><aside '
        'class="table-of-contents" data-testid="table-of-contents"><nav><ul class="flex flex-col"><li><div '
        f'class="text-xs uppercase">Getting started</div></li>{side}</ul></nav><div class="gitbook-powered">Powered '
        'by GitBook</div></aside><main class="flex-1 page-api-block:pb-8"><header class="max-w-3xl page-width-wide">'
        '<nav aria-label="Breadcrumb"><ol><li><a href="/docs/developers">Developers</a></li></ol></nav><h1 '
        'class="text-4xl font-bold">Webhooks</h1><p class="page-description">Receive events from your workspace in '
        f'real time.</p></header><div class="whitespace-pre-wrap grid"><p class="blocks">{g[0]}</p><h2 id="creating-'
        f'a-webhook" class="heading"><div class="hash"><a href="#creating-a-webhook" aria-label="Direct link to '
        f'heading">#</a></div><div>{g[1]}</div></h2><ol class="blocks"><li><div>{g[2]}</div></li><li><div>{g[3]}'
        f'</div></li><li><div>{g[4]}</div></li></ol><div class="hint hint-info" role="note"><div class="hint-icon">'
        f'</div><div class="hint-body"><p>{g[5]}</p></div></div><div class="group/codeblock"><div class="code-title">'
        f'verify.py</div><pre class="code"><code><span class="line">{g[6]}</span></code></pre><button '
        f'aria-label="Copy">Copy</button></div><p class="blocks">{g[7]}</p></div><div class="page-footer"><div '
        'class="flex flex-col"><a class="group/pagelink" href="/docs/authentication"><span class="text-sm">Previous'
        '</span><span>Authentication</span></a><a class="group/pagelink" href="/docs/rate-limits"><span '
        'class="text-sm">Next</span><span>Rate limits</span></a></div><div class="text-sm">Last updated 3 months ago'
        '</div><div class="feedback">Was this helpful?</div></div></main><aside class="page-toc"><div>On this page'
        '</div><ul><li><a href="#creating-a-webhook">Creating a webhook</a></li></ul></aside></div></div></body>'
        '</html>')


PAGES["gitbook"] = NewsPage(
    _gitbook(), "https://tally.example.com/docs/webhooks", GITBOOK,
    ("#", "Go to app", "Ctrl", "Quickstart", "Powered by GitBook", "Last updated 3 months ago", "Was this helpful?",
     "On this page", "Copy", "Rate limits"),
    {"type": "other"})


# --- VitePress page (German): sidebar, outline, custom containers, code groups, "Seite bearbeiten", prev/next --------

VITEPRESS = (
    "Mit dem Befehl import lesen Sie Buchungen aus einer CSV-Datei Ihrer Bank ein. Das Programm erkennt die "
    "Spalten der gängigen Banken selbst.",
    "Aufruf",
    "kasse import --konto girokonto auszug-2026-11.csv",
    "Bereits vorhandene Buchungen werden anhand von Datum, Betrag und Verwendungszweck erkannt und nicht doppelt "
    "angelegt.",
    "Optionen",
    "--konto gibt an, welchem Konto die Buchungen zugeordnet werden.",
    "--trocken zeigt nur an, was importiert würde, ohne etwas zu speichern.",
    "Achtung: Die Datei muss in UTF-8 kodiert sein. Exporte im Format Windows-1252 wandeln Sie vorher um.",
)


def _vitepress() -> str:
    v = VITEPRESS
    side = "".join(f'<div class="VPSidebarItem level-1"><a class="VPLink link" href="/befehle/{k}"><p class="text">'
                   f'{t}</p></a></div>' for k, t in (("init", "init"), ("import", "import"), ("bericht", "bericht"),
                                                     ("export", "export")))
    return (
        _head("import | Kasse Handbuch", "de-DE", '<meta name="generator" content="VitePress v1.5.0">')
        + '<body><div id="app"><div class="Layout"><a href="#VPContent" class="VPSkipLink">Zum Inhalt springen</a>'
        '<header class="VPNav"><div class="VPNavBar"><a class="title" href="/"><span>Kasse</span></a><div '
        'class="VPNavBarSearch"><button class="DocSearch">Suchen</button></div><nav class="VPNavBarMenu"><a '
        'class="VPLink" href="/anleitung/">Anleitung</a><a class="VPLink" href="/befehle/">Befehle</a></nav><div '
        'class="VPNavBarAppearance"><button title="Dunklen Modus umschalten"></button></div></div></header><aside '
        'class="VPSidebar"><nav class="nav" id="VPSidebarNav"><div class="group"><section class="VPSidebarItem '
        f'level-0"><div class="item"><h2 class="text">Befehle</h2></div><div class="items">{side}</div></section>'
        '</div></nav></aside><div class="VPContent has-sidebar" id="VPContent"><div class="VPDoc has-aside"><div '
        'class="container"><div class="aside"><div class="aside-container"><div class="VPDocAsideOutline"><div '
        'class="content"><div class="outline-title">Auf dieser Seite</div><ul class="VPDocOutlineItem root"><li><a '
        'class="outline-link" href="#aufruf">Aufruf</a></li><li><a class="outline-link" href="#optionen">Optionen</a>'
        '</li></ul></div></div></div></div><div class="content"><main class="main"><div class="vp-doc _befehle_'
        f'import"><div><h1 id="import" tabindex="-1">import <a class="header-anchor" href="#import">&ZeroWidthSpace;'
        f'</a></h1><p>{v[0]}</p><h2 id="aufruf" tabindex="-1">{v[1]} <a class="header-anchor" href="#aufruf">'
        '&ZeroWidthSpace;</a></h2><div class="language-sh vp-adaptive-theme"><button title="Code kopieren" '
        f'class="copy"></button><span class="lang">sh</span><pre class="shiki"><code><span class="line">{v[2]}</span>'
        f'</code></pre></div><p>{v[3]}</p><h2 id="optionen" tabindex="-1">{v[4]} <a class="header-anchor" '
        f'href="#optionen">&ZeroWidthSpace;</a></h2><ul><li>{v[5]}</li><li>{v[6]}</li></ul><div class="warning '
        f'custom-block"><p class="custom-block-title">WARNUNG</p><p>{v[7]}</p></div></div></div></main><footer '
        'class="VPDocFooter"><div class="edit-info"><div class="edit-link"><a class="VPLink edit-link-button" '
        'href="https://git.example.org/kasse/edit/main/docs/befehle/import.md">Diese Seite bearbeiten</a></div><div '
        'class="last-updated"><p class="VPLastUpdated">Zuletzt aktualisiert: <time datetime="2026-10-02T08:11:00Z">'
        '02.10.2026, 10:11</time></p></div></div><nav class="prev-next"><div class="pager"><a class="VPLink pager-link '
        'prev" href="/befehle/init"><span class="desc">Vorherige Seite</span><span class="title">init</span></a></div>'
        '<div class="pager"><a class="VPLink pager-link next" href="/befehle/bericht"><span class="desc">Nächste '
        'Seite</span><span class="title">bericht</span></a></div></nav></footer></div></div></div><footer '
        'class="VPFooter"><p class="message">Veröffentlicht unter der MIT-Lizenz.</p><p class="copyright">Copyright © '
        '2024–2026 Kasse-Team</p></footer></div></div></body></html>')


PAGES["vitepress-de"] = NewsPage(
    _vitepress(), "https://kasse.example.org/befehle/import", VITEPRESS,
    ("Zum Inhalt springen", "Dunklen Modus", "Auf dieser Seite", "Diese Seite bearbeiten", "Zuletzt aktualisiert",
     "Vorherige Seite", "Nächste Seite", "MIT-Lizenz", "Copyright"),
    {"type": "other"})


# --- service-public.fr fiche (French): "Vérifié le", the tabs of who asks, "Cette page vous a-t-elle été utile ?" ---

SP = (
    "La carte d'identité d'une personne majeure est valable 15 ans si elle a été délivrée entre le 2 janvier 2004 "
    "et le 31 décembre 2013, et 10 ans si elle a été délivrée depuis.",
    "Pour la renouveler, vous devez faire une demande en mairie, dans n'importe quelle commune équipée d'un "
    "dispositif de recueil.",
    "Quelles pièces fournir ?",
    "Une photo d'identité de moins de 6 mois",
    "Un justificatif de domicile",
    "Votre ancienne carte d'identité",
    "Le renouvellement est gratuit si vous présentez l'ancienne carte. En cas de perte ou de vol, vous devez payer "
    "un timbre fiscal de 25 €.",
)


def _service_public() -> str:
    s = SP
    return (
        _head("Carte d'identité : renouvellement | Service Public", "fr")
        + '<body><div id="tarteaucitronRoot"><div id="tarteaucitronAlertBig"><span id="tarteaucitronDisclaimerAlert">'
        'Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer</span><button '
        'id="tarteaucitronPersonalize2">Tout accepter</button><button>Tout refuser</button></div></div><header '
        'role="banner" class="fr-header"><div class="fr-header__brand"><p class="fr-logo">République<br>Française</p>'
        '<p class="fr-header__service-title">Service-Public.fr</p><p class="fr-header__service-tagline">Le site '
        'officiel de l\'administration française</p></div><div class="fr-header__tools"><a class="fr-btn" href="/'
        'compte/se-connecter">Se connecter</a></div><nav class="fr-nav" role="navigation"><ul class="fr-nav__list">'
        '<li><a class="fr-nav__link" href="/particuliers/vosdroits/N19810">Papiers - Citoyenneté - Élections</a></li>'
        '<li><a class="fr-nav__link" href="/particuliers/vosdroits/N19806">Famille - Scolarité</a></li><li><a '
        'class="fr-nav__link" href="/particuliers/vosdroits/N19811">Social - Santé</a></li></ul></nav></header><main '
        'role="main" id="main"><div class="fr-container"><nav role="navigation" class="fr-breadcrumb" aria-label="vous '
        'êtes ici :"><ol class="fr-breadcrumb__list"><li><a class="fr-breadcrumb__link" href="/">Accueil '
        'particuliers</a></li><li><a class="fr-breadcrumb__link" href="/particuliers/vosdroits/N358">Carte '
        'd\'identité</a></li></ol></nav><div class="fr-grid-row"><div class="fr-col-12 fr-col-md-8"><article '
        'class="article"><h1 class="fr-h2" id="titlePage">Carte d\'identité : renouvellement</h1><p class="fr-text--'
        'xs" id="date">Vérifié le 01 septembre 2026 - Direction de l\'information légale et administrative (Premier '
        f'ministre)</p><div class="sp-intro"><p class="fr-text--lg">{s[0]}</p></div><div class="fr-tabs"><ul '
        'class="fr-tabs__list" role="tablist"><li role="presentation"><button class="fr-tabs__tab" role="tab">'
        'Personne majeure</button></li><li role="presentation"><button class="fr-tabs__tab" role="tab">Personne '
        f'mineure</button></li></ul><div class="fr-tabs__panel" role="tabpanel"><p class="fr-mb-1w">{s[1]}</p><h2 '
        f'class="fr-h4">{s[2]}</h2><ul class="fr-list"><li>{s[3]}</li><li>{s[4]}</li><li>{s[5]}</li></ul><div '
        f'class="sp-attention"><p>{s[6]}</p></div></div></div><div class="sp-feedback"><h2 class="fr-h5">Cette page '
        'vous a-t-elle été utile ?</h2><button class="fr-btn">Oui</button><button class="fr-btn">Non</button></div>'
        '</article></div><div class="fr-col-12 fr-col-md-4"><aside class="sp-aside"><div class="fr-card"><h2 '
        'class="fr-card__title">Services en ligne et formulaires</h2><ul><li><a href="/particuliers/vosdroits/'
        'R58191">Pré-demande de carte d\'identité</a></li><li><a href="/particuliers/vosdroits/R45988">Trouver une '
        'mairie équipée</a></li></ul></div><div class="fr-card"><h2 class="fr-card__title">Questions ? Réponses !'
        '</h2><ul><li><a href="/particuliers/vosdroits/F1342">Peut-on voyager avec une carte d\'identité périmée ?'
        '</a></li></ul></div></aside></div></div></div></main><footer role="contentinfo" class="fr-footer"><div '
        'class="fr-footer__body"><p class="fr-footer__content-desc">Service-Public.fr est le site officiel de '
        'l\'administration française.</p><ul class="fr-footer__content-list"><li><a href="https://www.legifrance.'
        'gouv.fr">legifrance.gouv.fr</a></li><li><a href="https://www.gouvernement.fr">gouvernement.fr</a></li></ul>'
        '</div><div class="fr-footer__bottom"><a href="/P10000">Plan du site</a><a href="/P10001">Accessibilité : '
        'partiellement conforme</a><a href="/P10003">Mentions légales</a></div></footer></body></html>')


PAGES["service-public-fr"] = NewsPage(
    _service_public(), "https://www.service-public.example.fr/particuliers/vosdroits/F1341", SP,
    ("Tout accepter", "Se connecter", "Famille - Scolarité", "Accueil particuliers", "Personne mineure",
     "Cette page vous a-t-elle été utile", "Services en ligne et formulaires", "Pré-demande", "Plan du site",
     "Mentions légales", "Trouver une mairie"),
    {"type": "other"})


# --- A German Landratsamt's service page (Kfz-Zulassung): "Zuständige Stelle", fees, opening hours in a sidebar ---

LRA = (
    "Wenn Sie innerhalb des Landkreises umziehen, müssen Sie die neue Anschrift in der Zulassungsbescheinigung "
    "Teil I eintragen lassen. Ihr Kennzeichen können Sie behalten.",
    "Welche Unterlagen werden benötigt?",
    "Personalausweis oder Reisepass mit Meldebescheinigung",
    "Zulassungsbescheinigung Teil I (Fahrzeugschein)",
    "Welche Gebühren fallen an?",
    "Die Änderung der Anschrift kostet 12,80 Euro. Sie können bar oder mit Karte bezahlen.",
    "Bitte vereinbaren Sie vorab online einen Termin. Ohne Termin können wir Sie nur in dringenden Fällen bedienen.",
)


def _landratsamt() -> str:
    g = LRA
    return (
        _head("Adressänderung im Fahrzeugschein - Landratsamt Wiesental", "de")
        + '<body><div class="cc-banner"><p>Diese Website verwendet nur technisch notwendige Cookies.</p><a '
        'class="cc-btn">Verstanden</a></div><ul class="skiplinks"><li><a href="#content">Zum Inhalt</a></li><li><a '
        'href="#nav">Zur Navigation</a></li></ul><header id="header"><a href="/" class="logo">Landratsamt Wiesental'
        '</a><div class="header-tools"><a href="/leichte-sprache">Leichte Sprache</a><a href="/gebaerdensprache">'
        'Gebärdensprache</a><form><input placeholder="Suchbegriff"></form></div><nav id="nav"><ul><li><a href="/'
        'buergerservice">Bürgerservice</a></li><li><a href="/landkreis">Landkreis &amp; Kreistag</a></li><li><a '
        'href="/wirtschaft">Wirtschaft &amp; Tourismus</a></li></ul></nav></header><div id="breadcrumb">Sie sind '
        'hier: <a href="/">Startseite</a> &gt; <a href="/buergerservice">Bürgerservice</a> &gt; <a href="/kfz">'
        'Kfz-Zulassung</a> &gt; Adressänderung</div><div id="page" class="row"><main id="content" class="col-md-8">'
        '<h1>Adressänderung im Fahrzeugschein</h1><div class="ce-text"><p>'
        f'{g[0]}</p></div><div class="ce-text"><h2>{g[1]}</h2><ul><li>{g[2]}</li><li>{g[3]}</li></ul></div><div '
        f'class="ce-text"><h2>{g[4]}</h2><p>{g[5]}</p></div><div class="ce-text infobox"><p>{g[6]}</p></div><div '
        'class="ce-links"><a class="btn" href="https://termin.example.de/lra">Online-Termin vereinbaren</a></div><div '
        'class="page-tools"><a href="javascript:window.print()">Seite drucken</a><a href="#top">Nach oben</a></div>'
        '</main><aside class="col-md-4 sidebar"><div class="box contact"><h3>Zuständige Stelle</h3><p>'
        'Zulassungsstelle<br>Am Kreishaus 4<br>79650 Wiesental</p><p>Telefon: 07621 410-3300<br>E-Mail: '
        'zulassung@lra-wiesental.example.de</p></div><div class="box hours"><h3>Öffnungszeiten</h3><table><tr><td>'
        'Mo - Fr</td><td>07:30 - 12:00 Uhr</td></tr><tr><td>Do</td><td>14:00 - 17:30 Uhr</td></tr></table></div><div '
        'class="box"><h3>Das könnte Sie auch interessieren</h3><ul><li><a href="/kfz/abmeldung">Fahrzeug abmelden'
        '</a></li><li><a href="/kfz/wunschkennzeichen">Wunschkennzeichen reservieren</a></li></ul></div></aside></div>'
        '<footer id="footer"><ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz'
        '</a></li><li><a href="/barrierefreiheit">Erklärung zur Barrierefreiheit</a></li></ul><p>© 2026 Landratsamt '
        'Wiesental</p></footer></body></html>')


PAGES["landratsamt"] = NewsPage(
    _landratsamt(), "https://www.lra-wiesental.example.de/kfz/adressaenderung", LRA,
    ("Verstanden", "Zum Inhalt", "Leichte Sprache", "Sie sind hier", "Seite drucken", "Nach oben",
     "Öffnungszeiten", "Wunschkennzeichen", "Barrierefreiheit", "Online-Termin vereinbaren"),
    {"type": "other"})


# --- GOV.UK guidance (English): contents list, steps, "Is this page useful?", the related-links sidebar -------------

GOVUK = (
    "You can apply to register a lasting power of attorney (LPA) online or by post. It usually takes up to 20 "
    "weeks to register an LPA if there are no mistakes.",
    "Before you start",
    "You need the names and addresses of the people you want to act for you, called attorneys, and of a "
    "certificate provider who can confirm you understand what you are signing.",
    "How to apply",
    "Fill in the forms online or download and print them.",
    "Sign the forms in the right order: you first, then the certificate provider, then the attorneys.",
    "Send the signed forms to the Office of the Public Guardian with the fee of £92.",
    "If your income is low you may be able to get the fee reduced.",
)


def _govuk() -> str:
    g = GOVUK
    return (
        _head("Make, register or end a lasting power of attorney: How to register - GOV.UK", "en",
              '<meta name="govuk:format" content="guide"><meta name="govuk:schema-name" content="guide">')
        + '<body class="govuk-template__body"><div id="global-cookie-message" class="gem-c-cookie-banner"><div '
        'class="govuk-cookie-banner"><h2 class="govuk-cookie-banner__heading">Cookies on GOV.UK</h2><p>We use some '
        'essential cookies to make this website work.</p><button class="govuk-button">Accept additional cookies'
        '</button><button class="govuk-button">Reject additional cookies</button><a href="/help/cookies">View '
        'cookies</a></div></div><a href="#main-content" class="govuk-skip-link">Skip to main content</a><header '
        'class="gem-c-layout-super-navigation-header"><a href="/" class="govuk-header__link--homepage">GOV.UK</a><nav>'
        '<button class="gem-c-layout-super-navigation-header__navigation-top-toggle-button">Menu</button><button>'
        'Search GOV.UK</button></nav></header><div class="govuk-width-container"><div class="gem-c-breadcrumbs '
        'govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a '
        'href="/">Home</a></li><li class="govuk-breadcrumbs__list-item"><a href="/browse/births-deaths-marriages">'
        'Births, death, marriages and care</a></li></ol></div><main class="govuk-main-wrapper" id="main-content" '
        'role="main"><div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds"><h1 class="gem-c-heading '
        'govuk-heading-xl"><span class="govuk-caption-xl">Make, register or end a lasting power of attorney</span>'
        'How to register</h1><aside class="part-navigation-container" role="complementary"><nav class="gem-c-contents-'
        'list" aria-label="Pages in this guide"><h2 class="gem-c-contents-list__title">Contents</h2><ol '
        'class="gem-c-contents-list__list"><li><a href="/power-of-attorney">Overview</a></li><li><a href="/power-of-'
        'attorney/make-lasting-power">Make a lasting power of attorney</a></li><li aria-current="true">How to register'
        '</li><li><a href="/power-of-attorney/end">End your lasting power of attorney</a></li></ol></nav></aside><div '
        'class="gem-c-govspeak govuk-govspeak"><div class="govspeak">'
        f'<p>{g[0]}</p><h2 id="before-you-start">{g[1]}</h2><p>{g[2]}</p><h2 id="how-to-apply">{g[3]}</h2><ol '
        f'class="steps"><li><p>{g[4]}</p></li><li><p>{g[5]}</p></li><li><p>{g[6]}</p></li></ol><div '
        f'class="call-to-action"><p>{g[7]}</p></div></div></div><nav class="govuk-pagination govuk-pagination--block"'
        ' aria-label="Pagination"><div class="govuk-pagination__prev"><a class="govuk-link govuk-pagination__link" '
        'href="/power-of-attorney/make-lasting-power"><span class="govuk-pagination__link-title">Previous</span><span '
        'class="govuk-pagination__link-label">Make a lasting power of attorney</span></a></div><div class="govuk-'
        'pagination__next"><a class="govuk-link govuk-pagination__link" href="/power-of-attorney/end"><span '
        'class="govuk-pagination__link-title">Next</span><span class="govuk-pagination__link-label">End your lasting '
        'power of attorney</span></a></div></nav><a href="/power-of-attorney/print" class="govuk-link">View a '
        'printable version of the whole guide</a></div><div class="govuk-grid-column-one-third"><aside '
        'class="gem-c-related-navigation" role="complementary"><h2 class="gem-c-related-navigation__main-heading">'
        'Related content</h2><ul><li><a href="/lasting-power-attorney-duties">Lasting power of attorney: acting as an '
        'attorney</a></li><li><a href="/find-someones-attorney">Find out if someone has an attorney</a></li></ul>'
        '</aside></div></div><div class="gem-c-feedback govuk-!-display-none-print"><div class="gem-c-feedback__'
        'prompt"><h2 class="gem-c-feedback__prompt-question">Is this page useful?</h2><button>Yes</button><button>No'
        '</button><button>Report a problem with this page</button></div></div></main></div><footer class="govuk-'
        'footer"><div class="govuk-footer__meta"><h2 class="govuk-visually-hidden">Support links</h2><ul><li><a '
        'href="/help">Help</a></li><li><a href="/help/privacy-notice">Privacy</a></li><li><a href="/help/cookies">'
        'Cookies</a></li></ul><span class="govuk-footer__licence-description">All content is available under the <a '
        'href="/doc/open-government-licence">Open Government Licence v3.0</a>, except where otherwise stated</span>'
        '<a class="govuk-footer__copyright-logo" href="/">© Crown copyright</a></div></footer></body></html>')


PAGES["govuk-guide"] = NewsPage(
    _govuk(), "https://www.gov.example.uk/power-of-attorney/register", GOVUK,
    ("Cookies on GOV.UK", "Skip to main content", "Search GOV.UK", "Births, death", "Pages in this guide",
     "End your lasting power of attorney", "printable version", "Related content", "Find out if someone",
     "Is this page useful?", "Report a problem", "Open Government Licence", "Crown copyright"),
    {"type": "other"})


# --- WP Recipe Maker recipe (Italian): the story, the recipe card's ingredients and steps, the buttons and ratings --

WPRM = (
    "Quando arriva novembre a casa nostra si accende il forno e la prima cosa che preparo è questa torta di mele "
    "della nonna, morbida e profumata di limone.",
    "Il segreto è tagliare le mele molto sottili e lasciarne metà dentro l'impasto: così la torta resta umida "
    "anche il giorno dopo.",
    "Ingredienti",
    "3 mele golden",
    "200 g di farina 00",
    "150 g di zucchero",
    "3 uova",
    "Procedimento",
    "Sbucciate le mele, tagliatele a fettine sottili e bagnatele con il succo di mezzo limone.",
    "Montate le uova con lo zucchero finché il composto è chiaro e spumoso, poi aggiungete la farina setacciata.",
    "Versate in una tortiera da 24 cm e cuocete a 180 °C per circa 45 minuti.",
)


def _wprm() -> str:
    w = WPRM
    ing = "".join(f'<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">{t}</span></li>'
                  for t in w[3:7])
    steps = "".join(f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{t}</div></li>'
                    for t in w[8:11])
    return (
        _head("Torta di mele della nonna - Le ricette di Giulia", "it-IT",
              _ld({"@type": "Recipe", "name": "Torta di mele della nonna", "author": {"@type": "Person",
                   "name": "Giulia Ferri"}, "datePublished": "2026-11-08T08:00:00+00:00"}))
        + '<body class="post-template-default single single-post"><div id="cmplz-cookiebanner-container"><div '
        'class="cmplz-cookiebanner"><div class="cmplz-message">Utilizziamo i cookie per ottimizzare il nostro sito '
        'web e il nostro servizio.</div><button class="cmplz-btn cmplz-accept">Accetta</button><button class="cmplz-'
        'btn cmplz-deny">Nega</button></div></div><header class="site-header"><p class="site-title"><a href="/">Le '
        'ricette di Giulia</a></p><nav class="main-navigation"><ul><li><a href="/dolci/">Dolci</a></li><li><a '
        'href="/primi/">Primi piatti</a></li><li><a href="/chi-sono/">Chi sono</a></li></ul></nav></header><div '
        'class="site-content"><main id="main"><article class="post type-post"><header class="entry-header"><h1 '
        'class="entry-title">Torta di mele della nonna</h1><div class="entry-meta"><span class="posted-on">8 '
        'Novembre 2026</span> di <span class="author vcard"><a href="/author/giulia/">Giulia Ferri</a></span></div>'
        '</header><div class="entry-content"><div class="wprm-recipe-snippets"><a href="#recipe-77" class="wprm-'
        'recipe-jump wprm-recipe-link">Vai alla ricetta</a><a href="/wprm_print/77" class="wprm-recipe-print '
        f'wprm-recipe-link">Stampa la ricetta</a></div><p>{w[0]}</p><p>{w[1]}</p><div id="recipe-77" class="wprm-'
        'recipe-container"><div class="wprm-recipe wprm-recipe-template-classic"><h2 class="wprm-recipe-name">Torta '
        'di mele della nonna</h2><div class="wprm-recipe-rating"><span class="wprm-recipe-rating-details">4.86 da 21 '
        'voti</span></div><div class="wprm-recipe-buttons"><a class="wprm-recipe-print">Stampa</a><a class="wprm-'
        'recipe-pin">Pin</a></div><div class="wprm-recipe-times-container"><div class="wprm-recipe-time-container">'
        '<span class="wprm-recipe-time-label">Preparazione</span><span class="wprm-recipe-time">20 minuti</span>'
        '</div><div class="wprm-recipe-time-container"><span class="wprm-recipe-time-label">Cottura</span><span '
        'class="wprm-recipe-time">45 minuti</span></div></div><div class="wprm-recipe-ingredients-container"><h3 '
        f'class="wprm-recipe-header">{w[2]}</h3><ul class="wprm-recipe-ingredients">{ing}</ul></div><div '
        f'class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">{w[7]}</h3><ol class="wprm-'
        f'recipe-instructions">{steps}</ol></div><div class="wprm-call-to-action"><span class="wprm-call-to-action-'
        'header">Hai provato questa ricetta?</span><span class="wprm-call-to-action-text">Tagga @ricettedigiulia su '
        'Instagram!</span></div></div></div></div><footer class="entry-footer"><span class="cat-links">Pubblicato in '
        '<a href="/dolci/">Dolci</a></span></footer></article><div id="comments" class="comments-area"><h2 '
        'class="comments-title">2 commenti</h2><ol class="comment-list"><li class="comment"><article class="comment-'
        'body"><footer class="comment-meta"><b class="fn">Marta</b><time>9 Novembre 2026 alle 10:12</time></footer>'
        '<div class="comment-content"><p>Fatta ieri sera, buonissima!</p></div><div class="reply"><a class="comment-'
        'reply-link">Rispondi</a></div></article></li></ol><div id="respond" class="comment-respond"><h3 '
        'id="reply-title">Lascia un commento</h3><p class="comment-notes">Il tuo indirizzo email non sarà pubblicato.'
        '</p></div></div></main><aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-'
        'title">Ricette più lette</h2><ul><li><a href="/tiramisu/">Tiramisù classico</a></li><li><a href="/'
        'crostata/">Crostata alla marmellata</a></li></ul></section></aside></div><footer class="site-footer">© 2026 '
        'Le ricette di Giulia · P.IVA 01234567890</footer></body></html>')


PAGES["wprm-it"] = NewsPage(
    _wprm(), "https://www.ricettedigiulia.example.it/torta-di-mele-della-nonna/", WPRM,
    ("Accetta", "Vai alla ricetta", "Stampa la ricetta", "4.86 da 21 voti", "Hai provato questa ricetta",
     "Lascia un commento", "Ricette più lette", "Tiramisù classico", "P.IVA", "Chi sono"),
    {"type": "article", "author": "Giulia Ferri", "date": "2026-11-08"})


# --- An Impressum (German) on a small firm's site: the legal facts stay, the site's furniture goes -----------------

IMPRESSUM = (
    "Angaben gemäß § 5 DDG",
    "Tischlerei Holzwerk Brandt GmbH Mühlenweg 8 79112 Freiburg im Breisgau",
    "Vertreten durch den Geschäftsführer Jonas Brandt.",
    "Registereintrag: Eintragung im Handelsregister. Registergericht: Amtsgericht Freiburg. Registernummer: "
    "HRB 712345.",
    "Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 123456789",
    "Haftung für Inhalte",
    "Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen "
    "verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu "
    "überwachen.",
    "Verbraucherstreitbeilegung",
    "Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer "
    "Verbraucherschlichtungsstelle teilzunehmen.",
)


def _impressum() -> str:
    m = IMPRESSUM
    return (
        _head("Impressum – Tischlerei Holzwerk Brandt", "de-DE")
        + '<body class="page-template-default page"><div id="borlabs-cookie"><div class="_brlbs-box"><p>Wir '
        'benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können.</p><a class="_brlbs-btn-accept-'
        'all">Ich akzeptiere</a><a class="_brlbs-refuse-btn">Nur essenzielle Cookies akzeptieren</a></div></div>'
        '<header class="elementor-location-header"><div class="elementor-widget-theme-site-logo"><a href="/">'
        'Holzwerk Brandt</a></div><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu"><li><a '
        'href="/moebel/">Möbel nach Maß</a></li><li><a href="/kuechen/">Küchen</a></li><li><a href="/kontakt/">'
        'Kontakt</a></li></ul></nav><div class="elementor-widget-icon-list"><span>Rufen Sie uns an: 0761 123456'
        '</span></div></header><main id="content" class="site-main"><div class="page-content"><div '
        'class="elementor elementor-12"><div class="elementor-widget-heading"><h1 class="elementor-heading-title">'
        f'Impressum</h1></div><div class="elementor-widget-text-editor"><h2>{m[0]}</h2><p>{m[1].split(" Mühlenweg")[0]}<br>Mühlenweg 8<br>'
        f'79112 Freiburg im Breisgau</p><p>{m[2]}</p><p>Telefon: 0761 123456<br>E-Mail: info@holzwerk-brandt.'
        f'example.de</p><p>{m[3]}</p><p>{m[4]}</p><h3>{m[5]}</h3><p>{m[6]}</p><h3>{m[7]}</h3><p>{m[8]}</p></div>'
        '</div></div></main><footer class="elementor-location-footer"><div class="elementor-widget-text-editor"><p>'
        'Ihre Tischlerei im Breisgau seit 1987.</p></div><nav><a href="/impressum/">Impressum</a> | <a '
        'href="/datenschutz/">Datenschutzerklärung</a> | <a href="#" class="borlabs-cookie-preference">Cookie-'
        'Einstellungen</a></nav><p>© 2026 Holzwerk Brandt</p></footer></body></html>')


PAGES["impressum"] = NewsPage(
    _impressum(), "https://www.holzwerk-brandt.example.de/impressum/", IMPRESSUM,
    ("Ich akzeptiere", "Nur essenzielle", "Möbel nach Maß", "Rufen Sie uns an", "seit 1987", "Cookie-Einstellungen",
     "Datenschutzerklärung"),
    {"type": "other"})


# --- A Czech obec's waste page (Vismo-like): the text and the collection table stay, the town's furniture goes ------

OBEC = (
    "Svoz směsného komunálního odpadu probíhá v celé obci každé sudé úterý od 6 hodin. Popelnice musí být "
    "přistavena u komunikace nejpozději v den svozu ráno.",
    "Druh odpadu",
    "Termín svozu",
    "Směsný odpad",
    "každé sudé úterý",
    "Plast a nápojové kartony",
    "první pondělí v měsíci",
    "Bioodpad",
    "každý pátek od dubna do listopadu",
    "Poplatek za odpad na rok 2027 činí 850 Kč za osobu a je splatný do 31. května. Zaplatit lze v hotovosti na "
    "obecním úřadě nebo převodem na účet obce.",
)


def _obec() -> str:
    o = OBEC
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in ((o[3], o[4]), (o[5], o[6]), (o[7], o[8])))
    return (
        _head("Odpady | Obec Lhota pod Lesem", "cs")
        + '<body><div id="cookies-bar"><p>Tento web používá k poskytování služeb soubory cookie.</p><a '
        'href="#" class="btn">Povolit vše</a><a href="#" class="btn">Odmítnout</a></div><div id="hlavicka"><a '
        'href="/" id="znak">Obec Lhota pod Lesem</a><div id="hledani"><form><label for="hledat">Hledat</label><input '
        'id="hledat"><input type="submit" value="Hledat"></form></div></div><div id="menu"><ul><li><a href="/obec/">'
        'Obec</a></li><li><a href="/obecni-urad/">Obecní úřad</a></li><li><a href="/uredni-deska/">Úřední deska</a>'
        '</li><li><a href="/zivot-v-obci/">Život v obci</a></li></ul></div><div id="drobeckova"><p><span '
        'class="popis">Nacházíte se:</span> <a href="/">Úvod</a> <span>&gt;</span> <a href="/obecni-urad/">Obecní '
        'úřad</a> <span>&gt;</span> <span>Odpady</span></p></div><div id="obalobsah"><div id="kvlevo"><div '
        'class="obsah"><h1 class="cist">Odpady</h1><div class="editor">'
        f'<p>{o[0]}</p><table class="tabulka"><thead><tr><th>{o[1]}</th><th>{o[2]}</th></tr></thead><tbody>{rows}'
        f'</tbody></table><p>{o[9]}</p></div><div class="popis-aktualizace">Vytvořeno: 4. 1. 2026 | Aktualizováno: '
        '20. 11. 2026 | Počet zobrazení: 1214</div><div class="tisk"><a href="?print=1">Tisk</a></div></div></div>'
        '<div id="kvpravo"><div class="box"><h2>Kontakt</h2><p>Obecní úřad Lhota pod Lesem<br>Lhota 12, 394 01<br>'
        'tel.: 565 321 111</p></div><div class="box"><h2>Úřední hodiny</h2><p>Po, St: 8:00–11:00, 13:00–17:00</p>'
        '</div></div></div><div id="zapati"><p>© 2026 Obec Lhota pod Lesem | <a href="/prohlaseni-o-'
        'pristupnosti/">Prohlášení o přístupnosti</a> | <a href="/mapa-stranek/">Mapa stránek</a> | Webhosting a '
        'redakční systém: Vismo</p></div></body></html>')


PAGES["obec-odpady"] = NewsPage(
    _obec(), "https://www.lhota-pod-lesem.example.cz/obecni-urad/odpady/", OBEC,
    ("Povolit vše", "Úřední deska", "Nacházíte se", "Počet zobrazení", "Tisk", "Úřední hodiny", "Mapa stránek",
     "Vismo"),
    {"type": "other"})


# --- A Slovak job advert (a company's career page): duties, requirements, benefits; the form and the rest go ------

JOB = (
    "Do nášho tímu v Žiline hľadáme skúseného účtovníka alebo účtovníčku, ktorí sa postarajú o kompletné "
    "účtovníctvo troch našich dcérskych spoločností.",
    "Náplň práce",
    "vedenie podvojného účtovníctva a mesačné uzávierky",
    "príprava podkladov pre daňové priznanie a štatistické výkazy",
    "Požiadavky",
    "stredoškolské alebo vysokoškolské vzdelanie ekonomického smeru",
    "aspoň tri roky praxe v podvojnom účtovníctve",
    "Ponúkame",
    "základná mzda od 1 650 € mesačne, 13. plat a stravné lístky",
    "Nástup možný ihneď alebo podľa dohody.",
)


def _job() -> str:
    j = JOB
    return (
        _head("Účtovník / účtovníčka (Žilina) | Kariéra | Považská strojárska", "sk",
              _ld({"@type": "JobPosting", "title": "Účtovník / účtovníčka", "datePosted": "2026-11-16",
                   "hiringOrganization": {"@type": "Organization", "name": "Považská strojárska a.s."}}))
        + '<body><div class="cookie-notice"><p>Používame súbory cookie, aby sme vám zabezpečili čo najlepší zážitok z '
        'našej stránky.</p><button>Súhlasím</button></div><header class="header"><a class="logo" href="/">Považská '
        'strojárska</a><nav class="menu"><a href="/o-nas/">O nás</a><a href="/produkty/">Produkty</a><a '
        'href="/kariera/">Kariéra</a><a href="/kontakt/">Kontakt</a></nav><div class="lang-switch"><a href="/en/">EN'
        '</a><a href="/de/">DE</a></div></header><main class="job-detail"><div class="container"><a href="/kariera/" '
        'class="back-link">← Späť na ponuky</a><h1>Účtovník / účtovníčka</h1><ul class="job-facts"><li><strong>Miesto '
        'práce:</strong> Žilina</li><li><strong>Úväzok:</strong> plný úväzok</li><li><strong>Mzda:</strong> od 1 650 € '
        f'mesačne</li></ul><div class="job-description"><p>{j[0]}</p><h2>{j[1]}</h2><ul><li>{j[2]}</li><li>{j[3]}'
        f'</li></ul><h2>{j[4]}</h2><ul><li>{j[5]}</li><li>{j[6]}</li></ul><h2>{j[7]}</h2><ul><li>{j[8]}</li></ul>'
        f'<p>{j[9]}</p></div><div class="job-apply"><h2>Máte záujem?</h2><form class="apply-form"><label>Meno a '
        'priezvisko</label><input><label>E-mail</label><input><label>Životopis (PDF)</label><input type="file"><label>'
        '<input type="checkbox"> Súhlasím so spracovaním osobných údajov</label><button>Odoslať žiadosť</button></form>'
        '</div><div class="other-jobs"><h2>Ďalšie voľné pozície</h2><ul><li><a href="/kariera/cnc-operator/">CNC '
        'operátor</a></li><li><a href="/kariera/zvarac/">Zvárač CO2</a></li></ul></div></div></main><footer '
        'class="footer"><p>Považská strojárska a.s., Priemyselná 5, 010 01 Žilina</p><p>IČO: 12345678</p><a '
        'href="/ochrana-osobnych-udajov/">Ochrana osobných údajov</a></footer></body></html>')


PAGES["job-sk"] = NewsPage(
    _job(), "https://www.povazska-strojarska.example.sk/kariera/uctovnik-zilina/", JOB,
    ("Súhlasím", "Späť na ponuky", "Odoslať žiadosť", "Meno a priezvisko", "Ďalšie voľné pozície", "CNC operátor",
     "IČO", "Ochrana osobných údajov"),
    {"type": "other"})


# --- A university's module page (German, TYPO3): the module's description and its facts table; the faculty's menu ---

MODUL = (
    "Das Modul führt in die Methoden der quantitativen Sozialforschung ein. Die Studierenden lernen, eine "
    "Fragestellung in ein Forschungsdesign zu übersetzen und einen Fragebogen zu entwickeln.",
    "Lernziele",
    "Nach erfolgreichem Abschluss können die Studierenden Stichproben planen, Daten mit R aufbereiten und "
    "einfache Regressionsmodelle schätzen und deuten.",
    "Leistungspunkte",
    "6 ECTS",
    "Prüfungsform",
    "Klausur (90 Minuten)",
    "Turnus",
    "jedes Wintersemester",
)


def _modul() -> str:
    m = MODUL
    facts = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in ((m[3], m[4]), (m[5], m[6]), (m[7], m[8])))
    return (
        _head("Modul SOZ-B3: Methoden der empirischen Sozialforschung I – Institut für Soziologie", "de",
              '<meta name="generator" content="TYPO3 CMS">')
        + '<body id="p4711"><div class="skip"><a href="#main">Direkt zum Inhalt</a></div><header class="page-header">'
        '<div class="uni-logo"><a href="https://www.uni-example.de/">Universität Nordheide</a></div><ul '
        'class="service-nav"><li><a href="/studium/">Studium</a></li><li><a href="/forschung/">Forschung</a></li><li>'
        '<a href="/en/">English</a></li></ul><nav class="main-nav"><ul><li><a href="/soziologie/institut/">Institut'
        '</a></li><li><a href="/soziologie/lehre/">Lehre</a></li><li><a href="/soziologie/personen/">Personen</a>'
        '</li></ul></nav></header><div class="breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/'
        'soziologie/">Institut für Soziologie</a></li><li><a href="/soziologie/lehre/">Lehre</a></li><li>Modul SOZ-B3'
        '</li></ol></div><div class="page-body"><nav class="sub-nav"><ul><li><a href="/soziologie/lehre/bachelor/">'
        'Bachelor</a><ul><li><a href="/soziologie/lehre/soz-b1/">SOZ-B1</a></li><li><a href="/soziologie/lehre/soz-b2/">'
        'SOZ-B2</a></li><li class="active"><a href="/soziologie/lehre/soz-b3/">SOZ-B3</a></li></ul></li><li><a '
        'href="/soziologie/lehre/master/">Master</a></li></ul></nav><main id="main" class="content"><div '
        'id="c18231" class="frame frame-default frame-type-text"><header><h1>Methoden der empirischen '
        f'Sozialforschung I</h1></header><p>{m[0]}</p></div><div id="c18232" class="frame frame-default frame-type-'
        f'text"><header><h2>{m[1]}</h2></header><p>{m[2]}</p></div><div id="c18233" class="frame frame-type-table">'
        f'<table class="contenttable"><tbody>{facts}</tbody></table></div><div class="frame frame-type-uploads"><ul '
        'class="ce-uploads"><li><a href="/fileadmin/soz/modulhandbuch.pdf">Modulhandbuch (PDF, 412 KB)</a></li>'
        '</ul></div></main><aside class="content-right"><div class="frame"><h3>Studienberatung</h3><p>Dr. Katrin '
        'Vogt<br>Raum B 2.14<br>Sprechstunde: Di 10–12 Uhr</p></div></aside></div><footer class="page-footer"><ul>'
        '<li><a href="/impressum/">Impressum</a></li><li><a href="/datenschutz/">Datenschutz</a></li><li><a '
        'href="/barrierefreiheit/">Barrierefreiheit</a></li></ul><p>© Universität Nordheide</p></footer></body></html>')


PAGES["university-module"] = NewsPage(
    _modul(), "https://www.uni-example.de/soziologie/lehre/soz-b3/", MODUL,
    ("Direkt zum Inhalt", "English", "SOZ-B1", "Modulhandbuch", "Studienberatung", "Sprechstunde",
     "Barrierefreiheit"),
    {"type": "other"})


# --- A hotel's page (French): the house, its rooms and services; booking widget, reviews badge, footer ------------

HOTEL = (
    "Au cœur de la vieille ville d'Annecy, à deux pas du lac, l'Hôtel des Tilleuls vous accueille dans une maison "
    "savoyarde du XVIIIe siècle entièrement rénovée.",
    "Nos chambres",
    "Les vingt-deux chambres, toutes climatisées, donnent sur le canal du Thiou ou sur notre jardin intérieur. "
    "Certaines disposent d'un balcon avec vue sur le château.",
    "Services",
    "Petit-déjeuner buffet servi de 7 h à 10 h 30",
    "Parking privé sur réservation (15 € par nuit)",
    "Vélos à disposition gratuitement",
    "Les animaux de compagnie sont acceptés avec un supplément de 10 € par nuit.",
)


def _hotel() -> str:
    h = HOTEL
    return (
        _head("Hôtel des Tilleuls *** | Hôtel de charme à Annecy, vieille ville", "fr-FR",
              _ld({"@type": "Hotel", "name": "Hôtel des Tilleuls", "starRating": {"@type": "Rating",
                   "ratingValue": "3"}}))
        + '<body class="home"><div id="axeptio_overlay"><div class="axeptio_widget"><p>Ce site utilise des cookies '
        'pour améliorer votre expérience.</p><button>Accepter</button><button>Refuser</button></div></div><header '
        'class="header"><div class="topbar"><a href="tel:+33450000000">+33 4 50 00 00 00</a><a href="/en/">EN</a>'
        '</div><a class="logo" href="/">Hôtel des Tilleuls</a><nav class="menu"><a href="/">L\'hôtel</a><a href="/'
        'chambres/">Chambres</a><a href="/offres/">Offres spéciales</a><a href="/acces/">Accès</a></nav><a '
        'class="btn-book" href="https://booking.example.com/tilleuls">Réserver</a></header><section class="booking-'
        'bar"><form class="be-form"><label>Arrivée</label><input type="date"><label>Départ</label><input type="date">'
        '<label>Adultes</label><select><option>2</option></select><button>Vérifier les disponibilités</button><p '
        'class="best-rate">Meilleur tarif garanti en réservant sur notre site</p></form></section><main><section '
        f'class="intro"><h1>Hôtel de charme à Annecy</h1><p>{h[0]}</p></section><section class="rooms"><h2>{h[1]}'
        f'</h2><p>{h[2]}</p><a class="btn" href="/chambres/">Découvrir les chambres</a></section><section '
        f'class="services"><h2>{h[3]}</h2><ul><li>{h[4]}</li><li>{h[5]}</li><li>{h[6]}</li></ul><p>{h[7]}</p>'
        '</section><section class="reviews-badge"><div class="ta-widget"><span>Tripadvisor</span><span>4,5 sur 5'
        '</span><span>1 284 avis</span></div></section><section class="newsletter"><h2>Restez informé</h2><p>'
        'Recevez nos offres en avant-première.</p><form><input placeholder="Votre e-mail"><button>S\'inscrire</button>'
        '</form></section></main><footer class="footer"><p>Hôtel des Tilleuls – 3 rue du Pâquier – 74000 Annecy</p><p>'
        '<a href="/mentions-legales/">Mentions légales</a> · <a href="/cgv/">CGV</a> · <a href="/plan/">Plan du site'
        '</a></p></footer></body></html>')


PAGES["hotel-fr"] = NewsPage(
    _hotel(), "https://www.hotel-tilleuls-annecy.example.fr/", HOTEL,
    ("Accepter", "Offres spéciales", "Vérifier les disponibilités", "Meilleur tarif garanti", "Découvrir les chambres",
     "Tripadvisor", "1 284 avis", "Restez informé", "S'inscrire", "Mentions légales"),
    {"type": "other"})


# --- An FAQ page with its accordion (Italian): every question and answer stays, the contact box and menu go -------

FAQ = (
    "Come posso modificare un ordine già effettuato?",
    "Puoi modificare l'ordine entro un'ora dall'acquisto scrivendo al servizio clienti. Dopo la spedizione non è "
    "più possibile cambiarlo, ma puoi restituire gli articoli.",
    "Quanto costa la spedizione?",
    "La spedizione in Italia costa 5,90 euro ed è gratuita per gli ordini superiori a 49 euro. Per le isole "
    "minori può richiedere un giorno in più.",
    "Posso restituire un prodotto?",
    "Hai 30 giorni di tempo dalla consegna per restituire un prodotto non utilizzato, nella sua confezione "
    "originale. Il rimborso arriva entro 14 giorni dal ricevimento del reso.",
)


def _faq() -> str:
    f = FAQ
    items = "".join(
        f'<div class="accordion-item"><h3 class="accordion-header" id="h{i}"><button class="accordion-button '
        f'collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c{i}" aria-expanded="false">{q}'
        f'</button></h3><div id="c{i}" class="accordion-collapse collapse" aria-labelledby="h{i}"><div '
        f'class="accordion-body"><p>{a}</p></div></div></div>'
        for i, (q, a) in enumerate(((f[0], f[1]), (f[2], f[3]), (f[4], f[5]))))
    return (
        _head("Domande frequenti | Cartoleria Verde", "it-IT",
              _ld({"@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": f[0]}]}))
        + '<body><div class="iubenda-cs-container"><div class="iubenda-banner-content"><p>Noi e terze parti '
        'selezionate utilizziamo cookie o tecnologie simili per finalità tecniche.</p></div><button '
        'class="iubenda-cs-accept-btn">Accetta</button><button class="iubenda-cs-reject-btn">Rifiuta</button></div>'
        '<div class="top-bar">Spedizione gratuita sopra i 49 €</div><header class="navbar"><a class="navbar-brand" '
        'href="/">Cartoleria Verde</a><ul class="navbar-nav"><li><a href="/quaderni/">Quaderni</a></li><li><a '
        'href="/penne/">Penne</a></li><li><a href="/regali/">Idee regalo</a></li></ul><a href="/carrello/" '
        'class="cart">Carrello (0)</a></header><main class="container"><h1>Domande frequenti</h1><div '
        f'class="accordion" id="faq">{items}</div><div class="contact-box"><h2>Non hai trovato la risposta?</h2><p>'
        'Scrivici a assistenza@cartoleriaverde.example.it o chiamaci dal lunedì al venerdì.</p><a class="btn" '
        'href="/contatti/">Contattaci</a></div></main><footer class="footer"><div class="row"><div class="col"><h4>'
        'Assistenza</h4><ul><li><a href="/spedizioni/">Spedizioni</a></li><li><a href="/resi/">Resi</a></li></ul>'
        '</div><div class="col"><h4>Seguici</h4><a href="https://instagram.com/x">Instagram</a></div></div><p>'
        'Cartoleria Verde S.r.l. – P.IVA 09876543210</p></footer></body></html>')


PAGES["faq-it"] = NewsPage(
    _faq(), "https://www.cartoleriaverde.example.it/faq/", FAQ,
    ("Accetta", "Spedizione gratuita sopra", "Idee regalo", "Carrello", "Non hai trovato la risposta",
     "Contattaci", "Seguici", "P.IVA"),
    {"type": "other"})


# --- A club's page (German, Verein on Jimdo-like markup): the club's training times and fees; the builder's bars ----

VEREIN = (
    "Der TSV Eichenau bietet seit 1921 Sport für alle Generationen. In unserer Abteilung Tischtennis spielen derzeit "
    "rund 60 Mitglieder in sechs Mannschaften.",
    "Trainingszeiten",
    "Jugend: Montag und Mittwoch, 17:00 bis 18:30 Uhr",
    "Erwachsene: Dienstag und Freitag, ab 19:30 Uhr",
    "Ein Probetraining ist jederzeit möglich, Schläger können ausgeliehen werden. Der Jahresbeitrag beträgt für "
    "Erwachsene 96 Euro, für Jugendliche 60 Euro.",
)


def _verein() -> str:
    v = VEREIN
    return (
        _head("Tischtennis - TSV Eichenau 1921 e.V.", "de-DE", '<meta name="generator" content="Jimdo Creator">')
        + '<body><div id="cc-website-container"><div class="jtpl-navigation"><nav class="j-nav-level-0"><ul><li><a '
        'href="/">Start</a></li><li><a href="/fussball/">Fußball</a></li><li class="cc-nav-current"><a href="/'
        'tischtennis/">Tischtennis</a></li><li><a href="/turnen/">Turnen</a></li><li><a href="/verein/">Verein</a>'
        '</li></ul></nav></div><div class="jtpl-content"><div id="content_area"><div class="j-module n j-header"><h1 '
        'class="">Abteilung Tischtennis</h1></div><div class="j-module n j-text"><p>'
        f'{v[0]}</p></div><div class="j-module n j-header"><h2 class="">{v[1]}</h2></div><div class="j-module n '
        f'j-text"><p>{v[2]}</p><p>{v[3]}</p></div><div class="j-module n j-hr"><hr></div><div class="j-module n '
        f'j-text"><p>{v[4]}</p></div><div class="j-module n j-downloadDocument"><a href="/app/download/aufnahme.pdf">'
        'Aufnahmeantrag herunterladen</a></div></div></div><div class="jtpl-sidebar"><div class="j-module n j-text">'
        '<p><strong>Ansprechpartner</strong></p><p>Michael Huber<br>Tel. 08141 123456</p></div></div><div '
        'class="jtpl-footer"><div id="contentfooter"><div class="leftrow"><a href="/about/">Impressum</a> | <a '
        'href="/j/privacy">Datenschutz</a> | <a href="/j/cookie-policy">Cookie-Richtlinie</a> | <a href="/sitemap/">'
        'Sitemap</a></div><div class="rightrow"><a href="https://www.jimdo.com">Diese Website wurde mit Jimdo '
        'erstellt!</a><a href="/login">Anmelden</a></div></div></div></div><div class="cc-cookie-banner">Diese '
        'Website verwendet Cookies. <a href="/j/cookie-policy">Mehr erfahren</a><button>OK</button></div></body>'
        '</html>')


PAGES["verein-de"] = NewsPage(
    _verein(), "https://www.tsv-eichenau.example.de/tischtennis/", VEREIN,
    ("Fußball", "Turnen", "Aufnahmeantrag", "Ansprechpartner", "Cookie-Richtlinie", "mit Jimdo erstellt",
     "Anmelden", "Diese Website verwendet Cookies"),
    {"type": "other"})


# --- A privacy notice (English, a SaaS site's): every section stays, the site's nav and footer go -------------------

PRIVACY = (
    "This notice explains what personal data Lumen Forms collects when you use our service, why we collect it and "
    "what rights you have.",
    "1. Data we collect",
    "We collect the name and email address you give us when you create an account, and the content of the forms "
    "you build. We do not sell this data to anyone.",
    "2. How long we keep it",
    "Account data is deleted 30 days after you close your account. Backups are overwritten within 90 days.",
    "3. Your rights",
    "You can ask us for a copy of your data, ask us to correct it or delete it, and complain to your data "
    "protection authority.",
    "Last updated: 1 October 2026",
)


def _privacy() -> str:
    p = PRIVACY
    return (
        _head("Privacy Policy — Lumen Forms", "en-US")
        + '<body><header class="site-nav"><a href="/" class="brand">Lumen Forms</a><nav><a href="/features">Features'
        '</a><a href="/pricing">Pricing</a><a href="/templates">Templates</a></nav><a href="/login">Log in</a><a '
        'href="/signup" class="btn">Start for free</a></header><main class="legal"><div class="legal-layout"><aside '
        'class="legal-nav"><ul><li><a href="/legal/terms">Terms of Service</a></li><li><a class="active" href="/legal/'
        'privacy">Privacy Policy</a></li><li><a href="/legal/dpa">Data Processing Agreement</a></li><li><a '
        'href="/legal/subprocessors">Subprocessors</a></li></ul></aside><article class="legal-body prose"><h1>'
        f'Privacy Policy</h1><p class="updated">{p[7]}</p><p>{p[0]}</p><h2>{p[1]}</h2><p>{p[2]}</p><h2>{p[3]}</h2>'
        f'<p>{p[4]}</p><h2>{p[5]}</h2><p>{p[6]}</p><p>Questions? Write to privacy@lumenforms.example.com.</p>'
        '</article></div></main><section class="cta"><h2>Build your first form in minutes</h2><a href="/signup">Get '
        'started — it\'s free</a></section><footer class="site-footer"><div class="cols"><div><h4>Product</h4><a '
        'href="/features">Features</a><a href="/integrations">Integrations</a></div><div><h4>Company</h4><a '
        'href="/about">About</a><a href="/careers">Careers</a></div></div><p>© 2026 Lumen Forms Inc.</p></footer>'
        '</body></html>')


PAGES["privacy-en"] = NewsPage(
    _privacy(), "https://lumenforms.example.com/legal/privacy", PRIVACY[:7],
    ("Start for free", "Templates", "Terms of Service", "Subprocessors", "Build your first form",
     "Get started", "Integrations", "Careers"),
    {"type": "other"})


# --- An old table-laid forum (phpBB 2's subSilver, Czech): every post in a row of a table, short replies among them --

PHPBB2 = (
    "Zdravím, mám Octavii II 1.9 TDI a od včerejška mi při studeném startu bliká žárovička žhavení. Auto "
    "normálně jede, jen ráno chvíli hůř startuje. Co to může být?",
    "Nejčastěji to bývá vadná žhavicí svíčka nebo relé. Nech si vyčíst chyby, ušetříš si hledání.",
    "Souhlas, u mě to byla jedna svíčka na třetím válci.",
    "Díky, chyba ukázala svíčku číslo dvě. Vyměnil jsem všechny čtyři a je klid.",
)


def _phpbb2() -> str:
    p = PHPBB2
    users = ("octavak", "mechanik_jirka", "Tomas77", "octavak")
    rows = "".join(
        f'<tr><td width="150" align="left" valign="top" class="row{1 + i % 2}"><span class="name"><a name="{40 + i}">'
        f'</a><b>{u}</b></span><br><span class="postdetails">Založen: 12. 03. 2019<br>Příspěvky: {30 + 7 * i}'
        f'</span><br></td><td class="row{1 + i % 2}" width="100%" valign="top"><table width="100%" border="0" '
        f'cellspacing="0" cellpadding="3"><tr><td width="100%"><a href="viewtopic.php?p={40 + i}#{40 + i}"><img '
        f'src="templates/subSilver/images/icon_minipost.gif" alt="Příspěvek" title="Příspěvek"></a><span '
        f'class="postdetails">Zaslal: {20 + i}.11.2026 19:0{i} &nbsp; &nbsp;Předmět: </span></td><td valign="top" '
        f'nowrap="nowrap"><a href="posting.php?mode=quote&amp;p={40 + i}"><img src="icon_quote.gif" alt="Odpovědět '
        f's citací" title="Odpovědět s citací"></a></td></tr><tr><td colspan="2"><hr></td></tr><tr><td colspan="2">'
        f'<span class="postbody">{t}</span><span class="gensmall"></span></td></tr></table></td></tr><tr><td '
        f'class="row{1 + i % 2}" width="150" align="left" valign="middle"><span class="nav"><a href="#top" '
        f'class="nav">Návrat nahoru</a></span></td><td class="row{1 + i % 2}" width="100%" height="28" '
        f'valign="bottom" nowrap="nowrap"><a href="profile.php?mode=viewprofile&amp;u={i}">Zobrazit informace o '
        f'autorovi</a> <a href="privmsg.php?mode=post&amp;u={i}">Odeslat soukromou zprávu</a></td></tr><tr><td '
        f'class="spaceRow" colspan="2" height="1"></td></tr>'
        for i, (u, t) in enumerate(zip(users, p)))
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html dir="ltr"><head><meta '
        'http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Auto-fórum.cz :: Zobrazit téma - '
        'Bliká žárovička žhavení</title></head><body bgcolor="#E5E5E5"><a name="top"></a><table width="100%" '
        'cellspacing="0" cellpadding="10" border="0" align="center"><tr><td class="bodyline"><table width="100%" '
        'cellspacing="0" cellpadding="0" border="0"><tr><td><a href="index.php"><img src="logo_phpBB.gif" '
        'alt="Auto-fórum.cz"></a></td><td align="center" width="100%" valign="middle"><span class="maintitle">'
        'Auto-fórum.cz</span><br><span class="gen">Fórum pro motoristy<br>&nbsp; </span><table cellspacing="0" '
        'cellpadding="2" border="0"><tr><td align="center" valign="top" nowrap="nowrap"><span class="mainmenu">'
        '<a href="faq.php" class="mainmenu">FAQ</a>&nbsp; &nbsp;<a href="search.php" class="mainmenu">Hledat</a>'
        '&nbsp; &nbsp;<a href="memberlist.php" class="mainmenu">Seznam uživatelů</a>&nbsp; &nbsp;<a '
        'href="profile.php?mode=register" class="mainmenu">Registrace</a>&nbsp; &nbsp;<a href="login.php" '
        'class="mainmenu">Přihlášení</a></span></td></tr></table></td></tr></table><br><table width="100%" '
        'cellspacing="2" cellpadding="2" border="0"><tr><td align="left" valign="bottom" colspan="2"><a '
        'class="maintitle" href="viewtopic.php?t=812">Bliká žárovička žhavení</a><br><span class="gensmall"><b>'
        '</b><br>&nbsp; </span></td></tr></table><table width="100%" cellspacing="2" cellpadding="2" border="0"><tr>'
        '<td align="left" valign="bottom" nowrap="nowrap"><span class="nav"><a href="posting.php?mode=newtopic">'
        'Nové téma</a>&nbsp;&nbsp;&nbsp;<a href="posting.php?mode=reply">Odpovědět</a></span></td><td align="left" '
        'valign="middle" width="100%"><span class="nav">&nbsp;&nbsp;&nbsp;<a href="index.php" class="nav">Obsah '
        'fóra Auto-fórum.cz</a> -&gt; <a href="viewforum.php?f=3" class="nav">Škoda</a></span></td></tr></table>'
        '<table class="forumline" width="100%" cellspacing="1" cellpadding="3" border="0"><tr align="right"><td '
        'class="catHead" colspan="2" height="28"><span class="nav"><a href="viewtopic.php?t=812&amp;view=previous" '
        'class="nav">Zobrazit předchozí téma</a> :: <a href="viewtopic.php?t=812&amp;view=next" class="nav">Zobrazit '
        'následující téma</a> &nbsp;</span></td></tr><tr><th class="thLeft" width="150" height="26" '
        f'nowrap="nowrap">Autor</th><th class="thRight" nowrap="nowrap">Zpráva</th></tr>{rows}</table><table '
        'width="100%" cellspacing="2" border="0" align="center"><tr><td valign="middle" nowrap="nowrap"><span '
        'class="nav">Časy uváděny v GMT + 1 hodina</span></td><td align="right"><span class="nav">Strana <b>1</b> z '
        '<b>1</b></span></td></tr></table><div align="center"><span class="copyright">Powered by <a '
        'href="http://www.phpbb.com/">phpBB</a> © 2001, 2005 phpBB Group<br>Český překlad phpBB Czech</span></div>'
        '</td></tr></table></body></html>')


PAGES["phpbb2-cs"] = NewsPage(
    _phpbb2(), "https://www.auto-forum.example.cz/viewtopic.php?t=812", PHPBB2,
    ("Seznam uživatelů", "Registrace", "Nové téma", "Zobrazit předchozí téma", "Návrat nahoru",
     "Zobrazit informace o autorovi", "Odeslat soukromou zprávu", "Časy uváděny", "Powered by", "Příspěvky: 37",
     "Založen:"),
    {"type": "other"})


# --- An old-Reddit-like comment page (English): the post and every comment; votes, buttons and the side bar go ------

REDDIT = (
    "After two years of commuting by bike in all weather, here is what actually made a difference: mudguards, "
    "a second set of gloves at the office, and lights that charge over USB.",
    "Full mudguards are the single best upgrade. Clip-on ones throw water straight at your back.",
    "Agreed, and get the long ones with a mudflap or your feet still get soaked.",
    "Second set of gloves is genius. I also keep a dry pair of socks in my desk drawer.",
    "Waterproof overshoes did more for me than any jacket ever did.",
)


def _reddit() -> str:
    r = REDDIT
    def comment(i: int, user: str, text: str, nested: str = "") -> str:
        return (f'<div class="thing comment" id="thing_t1_c{i}" data-author="{user}"><div class="midcol"><div '
                f'class="arrow up" role="button" aria-label="upvote"></div><div class="arrow down" role="button" '
                f'aria-label="downvote"></div></div><div class="entry"><p class="tagline"><a class="expand">[–]</a><a '
                f'href="/user/{user}" class="author">{user}</a><span class="score unvoted">{40 - 7 * i} points</span> '
                f'<time class="live-timestamp" datetime="2026-11-19T0{i}:00:00+00:00">{i + 2} hours ago</time></p><form '
                f'class="usertext"><div class="usertext-body"><div class="md"><p>{text}</p></div></div></form><ul '
                f'class="flat-list buttons"><li class="first"><a class="bylink" href="#">permalink</a></li><li><a '
                f'href="#">embed</a></li><li><a href="#">save</a></li><li><a href="#">report</a></li><li><a '
                f'href="#">reply</a></li></ul></div><div class="child">{nested}</div></div>')
    comments = (comment(0, "wheelsmith", r[1], comment(1, "pedal_pusher", r[2])) + comment(2, "anna_rides", r[3])
                + comment(3, "dutchroads", r[4]))
    return (
        _head("What actually helped me commute through winter : r/bikecommuting", "en",
              '<meta property="og:site_name" content="reddit">')
        + '<body class="listing-page comments-page"><div id="header"><div id="sr-header-area"><div class="sr-list">'
        '<ul class="flat-list sr-bar"><li><a href="/r/popular/">popular</a></li><li><a href="/r/all/">all</a></li>'
        '<li><a href="/r/random/">random</a></li></ul></div></div><div id="header-bottom-left"><a href="/" '
        'id="header-img">reddit.com</a><span class="pagename"><a href="/r/bikecommuting/">bikecommuting</a></span><ul '
        'class="tabmenu"><li class="selected"><a href="#">comments</a></li><li><a href="#">other discussions (2)</a>'
        '</li></ul></div><div id="header-bottom-right"><span class="user">Want to join? <a href="/login">Log in or '
        'sign up</a> in seconds.</span></div></div><div class="side"><div class="spacer"><form id="search"><input '
        'name="q" placeholder="search"></form></div><div class="spacer"><div class="titlebox"><h1 class="hover '
        'redditname"><a href="/r/bikecommuting/">bikecommuting</a></h1><span class="subscribers"><span '
        'class="number">412,331</span> <span class="word">readers</span></span><div class="usertext-body"><div '
        'class="md"><p>A place for people who ride to work, school or the shops.</p></div></div></div></div></div>'
        '<div class="content" role="main"><div id="siteTable" class="sitetable linklisting"><div class="thing link '
        'self" id="thing_t3_x1"><div class="midcol"><div class="score unvoted">812</div></div><div class="entry"><div '
        'class="top-matter"><p class="title"><a class="title" href="/r/bikecommuting/comments/x1/">What actually '
        'helped me commute through winter</a><span class="domain">(self.bikecommuting)</span></p><p class="tagline">'
        'submitted <time datetime="2026-11-19T00:00:00+00:00">5 hours ago</time> by <a href="/user/frostbiker" '
        'class="author">frostbiker</a></p></div><div class="expando"><form class="usertext"><div class="usertext-'
        f'body"><div class="md"><p>{r[0]}</p></div></div></form></div><ul class="flat-list buttons"><li><a '
        'class="comments" href="#">93 comments</a></li><li><a href="#">share</a></li><li><a href="#">save</a></li>'
        '</ul></div></div></div><div class="commentarea"><div class="panestack-title"><span class="title">all 93 '
        'comments</span></div><div class="menuarea"><div class="dropdown lightdrop"><span class="selected">sorted by: '
        f'best</span></div></div><div class="sitetable nestedlisting">{comments}</div></div></div><div '
        'class="footer-parent"><div class="footer"><ul><li><a href="/about">about</a></li><li><a href="/help">help'
        '</a></li><li><a href="/premium">reddit premium</a></li></ul><p class="bottommenu">Use of this site '
        'constitutes acceptance of our User Agreement and Privacy Policy. © 2026 reddit inc. All rights reserved.</p>'
        '</div></div></body></html>')


PAGES["reddit-old"] = NewsPage(
    _reddit(), "https://old.reddit.example.com/r/bikecommuting/comments/x1/what_actually_helped_me_commute/", REDDIT,
    ("popular", "Log in or sign up", "412,331", "A place for people who ride", "93 comments", "sorted by",
     "permalink", "points", "User Agreement", "other discussions"),
    {"type": "other"})


# --- A Sphinx autodoc API page (English, alabaster): the signatures, their prose and parameters; the sidebar goes ----

AUTODOC = (
    "This module reads and writes the archive format used by the exporter.",
    "open(path, mode='r', *, compression=None)",
    "Open the archive at path and return an Archive object. The file is not read until the first member is asked "
    "for.",
    "path – the file to open, as a string or a path-like object.",
    "mode – 'r' to read, 'w' to write a new archive, 'a' to append to one.",
    "A ValueError is raised if mode is none of these.",
    "class Archive",
    "An open archive. Use it as a context manager so that the file is closed even when an error occurs.",
)


def _autodoc() -> str:
    a = AUTODOC
    return (
        _head("tarly.archive — Reading and writing archives — tarly 2.3 documentation", "en",
              '<link rel="index" title="Index" href="../genindex.html"><link rel="search" title="Search" '
              'href="../search.html">')
        + '<body><div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" '
        'role="main"><section id="module-tarly.archive"><span id="tarly-archive-reading-and-writing-archives"></span>'
        '<h1><code class="xref py py-mod docutils literal notranslate"><span class="pre">tarly.archive</span></code> — '
        'Reading and writing archives<a class="headerlink" href="#module-tarly.archive" title="Link to this heading">'
        f'¶</a></h1><p>{a[0]}</p><dl class="py function"><dt class="sig sig-object py" id="tarly.archive.open"><span '
        'class="sig-prename descclassname"><span class="pre">tarly.archive.</span></span><span class="sig-name '
        'descname"><span class="pre">open</span></span><span class="sig-paren">(</span><em class="sig-param"><span '
        'class="n"><span class="pre">path</span></span></em>, <em class="sig-param"><span class="n"><span '
        'class="pre">mode</span></span><span class="o"><span class="pre">=</span></span><span class="default_value">'
        '<span class="pre">\'r\'</span></span></em>, <em class="sig-param"><span class="o"><span class="pre">*</span>'
        '</span></em>, <em class="sig-param"><span class="n"><span class="pre">compression</span></span><span '
        'class="o"><span class="pre">=</span></span><span class="default_value"><span class="pre">None</span></span>'
        '</em><span class="sig-paren">)</span><a class="headerlink" href="#tarly.archive.open" title="Link to this '
        f'definition">¶</a></dt><dd><p>{a[2]}</p><dl class="field-list simple"><dt class="field-odd">Parameters'
        '<span class="colon">:</span></dt><dd class="field-odd"><ul class="simple"><li><p><strong>path</strong> – the '
        'file to open, as a string or a path-like object.</p></li><li><p><strong>mode</strong> – \'r\' to read, \'w\' '
        'to write a new archive, \'a\' to append to one.</p></li></ul></dd></dl><p>A <a class="reference external" '
        'href="https://docs.python.org/3/library/exceptions.html#ValueError"><code class="xref py py-exc docutils '
        'literal notranslate"><span class="pre">ValueError</span></code></a> is raised if <em>mode</em> is none of '
        'these.</p></dd></dl><dl class="py class"><dt class="sig sig-object py" id="tarly.archive.Archive"><em '
        'class="property"><span class="pre">class</span><span class="w"> </span></em><span class="sig-prename '
        'descclassname"><span class="pre">tarly.archive.</span></span><span class="sig-name descname"><span '
        'class="pre">Archive</span></span><a class="headerlink" href="#tarly.archive.Archive" title="Link to this '
        f'definition">¶</a></dt><dd><p>{a[7]}</p></dd></dl></section></div></div></div><div class="sphinxsidebar" '
        'role="navigation" aria-label="main navigation"><div class="sphinxsidebarwrapper"><h1 class="logo"><a '
        'href="../index.html">tarly</a></h1><h3>Navigation</h3><ul class="current"><li class="toctree-l1"><a '
        'class="reference internal" href="../quickstart.html">Quickstart</a></li><li class="toctree-l1 current"><a '
        'class="reference internal" href="#">API reference</a></li></ul><div class="relations"><h3>Related Topics</h3>'
        '<ul><li><a href="../index.html">Documentation overview</a><ul><li>Previous: <a href="../quickstart.html" '
        'title="previous chapter">Quickstart</a></li></ul></li></ul></div><div id="searchbox" role="search"><h3 '
        'id="searchlabel">Quick search</h3><form class="search"><input type="text" name="q"><input type="submit" '
        'value="Go"></form></div></div></div><div class="clearer"></div></div><div class="footer">©2026, the tarly '
        'developers. | Powered by <a href="https://www.sphinx-doc.org/">Sphinx 8.1.3</a> &amp; <a '
        'href="https://alabaster.readthedocs.io">Alabaster 1.0.0</a> | <a href="../_sources/api/archive.rst.txt" '
        'rel="nofollow">Page source</a></div></body></html>')


PAGES["sphinx-autodoc"] = NewsPage(
    _autodoc(), "https://tarly.example.org/en/latest/api/archive.html", (
        AUTODOC[0], AUTODOC[2], AUTODOC[3], AUTODOC[4], AUTODOC[5], AUTODOC[7]),
    ("Navigation", "Quickstart", "Related Topics", "Documentation overview", "Quick search", "Powered by",
     "Page source", "¶"),
    {"type": "other"})


# --- A WooCommerce product with a one-line description and a grid of related products under it (German): the grid was
# most of the page, so neither the strict pass (a box named "related" holding 60 % of the page was taken for a
# misnamed wrapper) nor the permissive one (which keeps every box) dropped it ---------------------------------------

TEEKANNE = ("Teekanne Nordlicht", "Handgedrehte Teekanne aus Steinzeug, 0,8 Liter, mit Edelstahlsieb.")


def _teekanne() -> str:
    cards = "".join(
        f'<li class="product type-product"><a href="/produkt/schale-{i}/" class="woocommerce-LoopProduct-link"><img '
        f'src="/{i}.jpg" alt=""><h2 class="woocommerce-loop-product__title">Keramikschale Modell {i}</h2><span '
        f'class="price">{20 + i},00 €</span></a><a href="?add-to-cart={i}" class="button">In den Warenkorb</a></li>'
        for i in range(12))
    return (
        _head("Teekanne Nordlicht – Töpferei Saale", "de-DE")
        + '<body class="product-template-default single-product woocommerce"><header class="site-header"><nav><a '
        'href="/">Start</a><a href="/shop/">Shop</a></nav></header><main id="main"><div class="product type-product">'
        f'<h1 class="product_title entry-title">{TEEKANNE[0]}</h1><p class="price">49,00 €</p><div class="woocommerce-'
        f'product-details__short-description"><p>{TEEKANNE[1]}</p></div><form class="cart"><button class="single_'
        'add_to_cart_button">In den Warenkorb</button></form><section class="related products"><h2>Das könnte dir '
        f'auch gefallen</h2><ul class="products columns-4">{cards}</ul></section></div></main><footer>© Töpferei '
        'Saale</footer></body></html>')


PAGES["woocommerce-short"] = NewsPage(
    _teekanne(), "https://www.toepferei-saale.example.de/produkt/teekanne-nordlicht/", TEEKANNE,
    ("Keramikschale Modell", "Das könnte dir auch gefallen", "In den Warenkorb"), {"type": "other"})


# --- Antora (Asciidoctor) documentation (English): admonition tables, listing blocks with their titles, the nav ----

ANTORA = (
    "A retention policy decides how long the server keeps old snapshots before it deletes them.",
    "Setting a policy",
    "Add a retention block to the repository's configuration file:",
    "retention: keep-daily: 7 keep-weekly: 4",
    "Snapshots that are pinned are never deleted, whatever the policy says.",
    "The policy is applied once a day, at the time set by the maintenance window.",
)


_YAML = "retention:\n  keep-daily: 7\n  keep-weekly: 4"  # (its lines are one paragraph's tokens in the document)


def _antora() -> str:
    a = ANTORA
    return (
        _head("Retention policies :: Vaultline Docs", "en", '<meta name="generator" content="Antora 3.1.7">')
        + '<body class="article"><header class="header"><nav class="navbar"><div class="navbar-brand"><a '
        'class="navbar-item" href="/">Vaultline Docs</a><button class="navbar-burger"><span></span></button></div>'
        '<div class="navbar-menu"><div class="navbar-end"><a class="navbar-item" href="/download">Download</a><a '
        'class="navbar-item" href="https://github.example.com/vaultline">GitHub</a></div></div></nav></header><div '
        'class="body"><div class="nav-container" data-component="server" data-version="4.2"><aside class="nav"><div '
        'class="panels"><div class="nav-panel-menu is-active" data-panel="menu"><nav class="nav-menu"><h3 '
        'class="title"><a href="../index.html">Server</a></h3><ul class="nav-list"><li class="nav-item"><a '
        'class="nav-link" href="install.html">Installation</a></li><li class="nav-item is-current-page"><a '
        'class="nav-link" href="retention.html">Retention policies</a></li><li class="nav-item"><a class="nav-link" '
        'href="restore.html">Restoring</a></li></ul></nav></div><div class="nav-panel-explore"><div class="context">'
        '<span class="title">Server</span><span class="version">4.2</span></div></div></div></aside></div><main '
        'class="article"><div class="toolbar" role="navigation"><button class="nav-toggle"></button><a href="../'
        'index.html" class="home-link"></a><nav class="breadcrumbs" aria-label="breadcrumbs"><ul><li><a href="../'
        'index.html">Server</a></li><li><a href="retention.html">Retention policies</a></li></ul></nav><div '
        'class="page-versions"><button class="version-menu-toggle">4.2</button></div><div class="edit-this-page"><a '
        'href="https://github.example.com/edit/retention.adoc">Edit this Page</a></div></div><div class="content">'
        '<aside class="toc sidebar" data-title="Contents" data-levels="2"><div class="toc-menu"></div></aside><article '
        f'class="doc"><h1 class="page">Retention policies</h1><div id="preamble"><div class="sectionbody"><div '
        f'class="paragraph"><p>{a[0]}</p></div></div></div><div class="sect1"><h2 id="_setting_a_policy"><a '
        f'class="anchor" href="#_setting_a_policy"></a>{a[1]}</h2><div class="sectionbody"><div class="paragraph"><p>'
        f'{a[2]}</p></div><div class="listingblock"><div class="title">vaultline.yml</div><div class="content"><pre '
        f'class="highlightjs highlight"><code class="language-yaml hljs" data-lang="yaml">{_YAML}</code></pre></div>'
        '</div><div class="admonitionblock note"><table><tr><td class="icon"><i class="fa icon-note" title="Note">'
        f'</i></td><td class="content">{a[4]}</td></tr></table></div><div class="admonitionblock tip"><table><tr><td '
        f'class="icon"><div class="title">Tip</div></td><td class="content">{a[5]}</td></tr></table></div></div>'
        '</div><nav class="pagination"><span class="prev"><a href="install.html">Installation</a></span><span '
        'class="next"><a href="restore.html">Restoring</a></span></nav></article></div></main></div><footer '
        'class="footer"><p>This page was built using the Antora default UI.</p><p>The source code for this UI is '
        'licensed under the terms of the MPL-2.0 license.</p></footer></body></html>')


PAGES["antora"] = NewsPage(
    _antora(), "https://docs.vaultline.example.io/server/4.2/retention.html", ANTORA,
    ("Download", "Installation", "Restoring", "Edit this Page", "built using the Antora", "MPL-2.0"),
    {"type": "other"})


# --- A Czech e-shop's product (custom template): "Popis" and "Parametry" tabs, the buy box, "Podobné produkty" ------

ESHOP = (
    "Pohodlná trekingová obuv s membránou, která nepropustí vodu a zároveň odvádí pot. Podrážka Vibram drží "
    "spolehlivě i na mokrých kamenech.",
    "Boty jsou vhodné na celodenní túry v horách i na delší přechody s batohem.",
    "Materiál svršku",
    "semiš a textil",
    "Membrána",
    "GORE-TEX",
    "Hmotnost páru",
    "1 180 g",
)


def _eshop() -> str:
    e = ESHOP
    params = "".join(f"<tr><th>{e[k]}</th><td>{e[k + 1]}</td></tr>" for k in (2, 4, 6))
    similar = "".join(f'<div class="product-card"><a href="/boty-{i}/"><img src="/b{i}.jpg" alt=""><p class="name">'
                      f'Trekingové boty Model {i}</p><p class="price">{2990 + 200 * i} Kč</p></a></div>'
                      for i in range(4))
    return (
        _head("Trekingové boty Horal GTX | Outdoor Vysočina", "cs",
              _ld({"@type": "Product", "name": "Trekingové boty Horal GTX", "offers": {"@type": "Offer",
                   "price": "3490", "priceCurrency": "CZK"}}))
        + '<body><div class="cookies-bar">Na našem webu používáme cookies. <button>Přijmout vše</button><button>'
        'Nastavení</button></div><div class="top-bar">Doprava zdarma nad 2 000 Kč | Osobní odběr v Jihlavě</div>'
        '<header><a href="/" class="logo">Outdoor Vysočina</a><form class="search"><input placeholder="Hledat zboží">'
        '</form><a href="/kosik/" class="cart">Košík 0 Kč</a><nav class="categories"><a href="/obuv/">Obuv</a><a '
        'href="/obleceni/">Oblečení</a><a href="/batohy/">Batohy</a></nav></header><main><div class="breadcrumbs">'
        '<a href="/">Domů</a> / <a href="/obuv/">Obuv</a> / <span>Trekingové boty Horal GTX</span></div><div '
        'class="product-detail"><h1>Trekingové boty Horal GTX</h1><div class="buy-box"><p class="price">3 490 Kč'
        '</p><p class="availability">Skladem (více než 5 ks)</p><form><select><option>Velikost 42</option></select>'
        '<button>Do košíku</button></form><p class="delivery">Doručíme v pátek 4. 12.</p></div><div class="tabs"><ul '
        'class="tab-links"><li><a href="#popis">Popis</a></li><li><a href="#parametry">Parametry</a></li><li><a '
        f'href="#hodnoceni">Hodnocení (0)</a></li></ul><div id="popis" class="tab"><p>{e[0]}</p><p>{e[1]}</p></div>'
        f'<div id="parametry" class="tab"><table class="params">{params}</table></div><div id="hodnoceni" '
        'class="tab"><p>Tento produkt zatím nikdo nehodnotil.</p></div></div></div><div class="similar-products"><h2>'
        f'Podobné produkty</h2>{similar}</div></main><footer><div class="footer-cols"><div><h3>Nákup</h3><a '
        'href="/doprava/">Doprava a platba</a><a href="/reklamace/">Reklamace</a></div><div><h3>Kontakt</h3><p>'
        'Outdoor Vysočina s.r.o., Husova 12, Jihlava</p></div></div><p>© 2026 Outdoor Vysočina | Vytvořeno na '
        'platformě Shopsys</p></footer></body></html>')


PAGES["eshop-cs"] = NewsPage(
    _eshop(), "https://www.outdoor-vysocina.example.cz/trekingove-boty-horal-gtx/", ESHOP,
    ("Přijmout vše", "Doprava zdarma", "Hledat zboží", "Košík", "Do košíku", "Skladem", "Doručíme v pátek",
     "Hodnocení (0)",
     "nikdo nehodnotil", "Podobné produkty", "Trekingové boty Model", "Reklamace", "Shopsys"),
    {"type": "other"})


# --- An event page (German, a city's culture office): the event's description and its facts; the calendar's rest ---

EVENT = (
    "Zum zwanzigsten Mal verwandelt sich der Schlosshof in einen Weihnachtsmarkt mit Kunsthandwerk aus der Region. "
    "Über sechzig Aussteller zeigen Keramik, Holzarbeiten, Glas und Textilien.",
    "Für Kinder gibt es jeden Nachmittag eine Märchenstunde in der Remise und eine Bastelwerkstatt.",
    "Datum",
    "5. bis 7. Dezember 2026",
    "Ort",
    "Schlosshof, Schlossplatz 1",
    "Eintritt",
    "frei",
)


def _event() -> str:
    v = EVENT
    return (
        _head("Kunsthandwerkermarkt im Schlosshof – Veranstaltungen – Stadt Wertingen", "de",
              _ld({"@type": "Event", "name": "Kunsthandwerkermarkt im Schlosshof", "startDate": "2026-12-05",
                   "location": {"@type": "Place", "name": "Schlosshof"}}))
        + '<body><header><a href="/" class="logo">Stadt Wertingen</a><nav><a href="/rathaus/">Rathaus &amp; '
        'Service</a><a href="/leben/">Leben</a><a href="/kultur/">Kultur &amp; Freizeit</a></nav></header><main>'
        '<nav class="breadcrumb"><a href="/">Start</a> › <a href="/kultur/">Kultur</a> › <a href="/kultur/'
        'veranstaltungen/">Veranstaltungen</a></nav><article class="event-detail"><h1>Kunsthandwerkermarkt im '
        f'Schlosshof</h1><dl class="event-facts"><dt>{v[2]}</dt><dd>{v[3]}</dd><dt>{v[4]}</dt><dd>{v[5]}</dd><dt>'
        f'{v[6]}</dt><dd>{v[7]}</dd></dl><div class="event-text"><p>{v[0]}</p><p>{v[1]}</p></div><div '
        'class="event-actions"><a href="/kultur/veranstaltungen/ical/812.ics">In meinen Kalender eintragen</a><a '
        'href="#" class="share">Teilen</a></div></article><aside class="event-more"><h2>Weitere Veranstaltungen</h2>'
        '<ul><li><a href="/kultur/veranstaltungen/813/">Adventskonzert der Stadtkapelle</a><span>13.12.2026</span>'
        '</li><li><a href="/kultur/veranstaltungen/814/">Silvesterlauf</a><span>31.12.2026</span></li></ul><a '
        'href="/kultur/veranstaltungen/">Alle Veranstaltungen</a></aside></main><footer><p>Stadt Wertingen · '
        'Schulstraße 12 · Tel. 08272 840</p><a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz'
        '</a></footer></body></html>')


PAGES["event-de"] = NewsPage(
    _event(), "https://www.wertingen.example.de/kultur/veranstaltungen/812/", EVENT,
    ("Rathaus", "Kultur & Freizeit", "In meinen Kalender", "Teilen", "Weitere Veranstaltungen", "Adventskonzert",
     "Silvesterlauf", "Alle Veranstaltungen", "Schulstraße 12"),
    {"type": "other"})


# --- A personal blog on WordPress.com (Slovak): the post; "Zdieľať:", "Páči sa mi to:", the likes, the actionbar -----

WPCOM = (
    "Minulú sobotu sme konečne vyšli na Kriváň. Vstávali sme o štvrtej, aby sme boli na Štrbskom Plese skôr, ako "
    "sa zaplnia parkoviská.",
    "Cesta cez Jamské pleso je dlhšia, ale pohodlnejšia, a hore sme boli za necelé štyri hodiny.",
    "Na vrchole fúkalo tak silno, že sme sa najedli až pod Daxnerovým sedlom.",
)


def _wpcom() -> str:
    w = WPCOM
    return (
        _head("Konečne na Kriváni – Z hôr a dolín", "sk-SK",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-09-14T18:20:11+00:00"><meta name="author" content="Zuzana Lipková">')
        + '<body class="post-template-default single single-post"><div class="wp-site-blocks"><header '
        'class="wp-block-template-part"><p class="wp-block-site-title"><a href="https://zhoradolin.example.com/">'
        'Z hôr a dolín</a></p><nav class="wp-block-navigation"><ul><li><a href="/o-mne/">O mne</a></li><li><a '
        'href="/kontakt/">Kontakt</a></li></ul></nav></header><main class="wp-block-group"><h1 class="wp-block-post-'
        'title">Konečne na Kriváni</h1><div class="wp-block-post-date"><time datetime="2026-09-14T18:20:11+00:00">14. '
        'septembra 2026</time></div><div class="entry-content wp-block-post-content">'
        f'<p>{w[0]}</p><p>{w[1]}</p><p>{w[2]}</p><div id="jp-post-flair" class="sharedaddy sd-like-enabled '
        'sd-sharing-enabled"><div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block '
        'sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Zdieľať:</h3><div class="sd-content"><ul><li '
        'class="share-facebook"><a class="share-facebook sd-button" href="#"><span>Facebook</span></a></li><li '
        'class="share-x"><a class="share-x sd-button" href="#"><span>X</span></a></li></ul></div></div></div><div '
        'class="sharedaddy sd-block sd-like jetpack-likes-widget-wrapper"><h3 class="sd-title">Páči sa mi to:</h3>'
        '<div class="likes-widget-placeholder post-likes-widget-placeholder"><span class="button"><span>Páči sa mi'
        '</span></span> <span class="loading">Načítava sa...</span></div></div><div id="jp-relatedposts" '
        'class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Súvisiace</em></h3></div></div></div><div '
        'class="wp-block-post-author"><p class="wp-block-post-author__name">Zuzana Lipková</p></div><div '
        'class="wp-block-comments"><h3 id="reply-title" class="comment-reply-title">Napísať komentár</h3><p '
        'class="comment-notes">Vaša e-mailová adresa nebude zverejnená.</p></div></main><footer '
        'class="wp-block-template-part"><p class="has-text-align-center">Blog na WordPress.com.</p></footer></div>'
        '<div id="actionbar" class="actnbr-pub-fresh"><ul><li class="actnbr-btn actnbr-hidden"><a '
        'class="actnbr-action actnbr-actn-follow" href="#"><span>Odoberať</span></a></li><li class="actnbr-ellipsis '
        'actnbr-hidden"><span>Viac</span></li></ul><div class="actnbr-popover"><p>Získajte každý nový príspevok do '
        'svojej schránky.</p><a href="#">Prihlásiť sa</a></div></div></body></html>')


PAGES["wordpress-com-sk"] = NewsPage(
    _wpcom(), "https://zhoradolin.example.com/2026/09/14/konecne-na-krivani/", WPCOM,
    ("Zdieľať", "Facebook", "Páči sa mi", "Načítava sa", "Súvisiace", "Napísať komentár", "nebude zverejnená",
     "Blog na WordPress.com", "Odoberať", "Získajte každý nový príspevok", "Prihlásiť sa", "O mne"),
    {"type": "article", "date": "2026-09-14", "author": "Zuzana Lipková"})



# --- the rules this pass added, each beside the text of the same shape that stays ------------------------------------

def _texts(body: str, url: str = "https://docs.example.org/guide/") -> list[str]:
    return _paragraphs(processed(page(body, "Guide"), url).body)


_PROSE = ("Every delivery is signed with your secret, so the receiver can check that the payload came from us and "
          "was not changed on the way.")


@pytest.mark.parametrize("label, code", [
    ('<div class="example-header"><span class="language-name">js</span></div>', "const answer = await fetch(url);"),
    ('<div class="language-sh"><span class="lang">sh</span>', "npm install --save-dev vitest"),
    ('<div class="code-block"><div class="toolbar-item"><span>Python</span></div>', "print(sorted(items))"),
])
def test_a_code_blocks_language_label_goes(label, code):
    closing = "</div>" if label.count("<div") > label.count("</div>") else ""
    found = _texts(f"<main><h1>Webhooks</h1><p>{_PROSE}</p>{label}<pre><code>{code}</code></pre>{closing}"
                   f"<p>{_PROSE}</p></main>")
    assert code in found
    assert [t for t in found if t.lower() in ("js", "sh", "python")] == []


def test_a_code_block_in_prisms_toolbar_wrapper_stays_and_its_buttons_go():
    found = _texts(f'<main><h1>Webhooks</h1><p>{_PROSE}</p><div class="code-toolbar"><pre class="language-python">'
                   '<code>print(sorted(items))</code></pre><div class="toolbar"><div class="toolbar-item"><span>Python'
                   '</span></div><div class="toolbar-item"><button class="copy-to-clipboard-button">Copy</button></div>'
                   f'</div></div><p>{_PROSE}</p></main>')
    assert "print(sorted(items))" in found and "Python" not in found and "Copy" not in found


def test_a_heading_named_for_a_language_over_prose_stays():
    found = _texts(f"<main><h1>Clients</h1><p>{_PROSE}</p><h2>Python</h2><p>{_PROSE}</p><pre><code>pip install "
                   f"lumen</code></pre></main>")
    assert "Python" in found


def test_a_headings_hash_mark_goes_and_a_tables_hash_column_stays():
    found = _texts(f'<main><h1>Webhooks</h1><p>{_PROSE}</p><h2 id="setup"><div class="hash"><a href="#setup">#</a>'
                   f'</div><div>Setup</div></h2><p>{_PROSE}</p><table><tr><th>#</th><th>Event</th></tr><tr><td>1</td>'
                   f'<td>order.created</td></tr></table></main>')
    assert found.count("#") == 1 and "Setup" in found


@pytest.mark.parametrize("line", [
    "Sorted by: Highest score (default)", "Sortiert nach: Hilfreichste", "Trié par : Plus récents",
    "Accepted answer", "Hilfreichste Antwort", "Meilleure réponse", "Nejlepší odpověď",
    "Es sind noch keine Bewertungen vorhanden. Geben Sie die erste Bewertung ab und helfen Sie Anderen bei der "
    "Kaufentscheidung:",
    "Skladem (více než 5 ks)", "Doručíme v pátek 4. 12.", "Tento produkt zatím nikdo nehodnotil.",
    "Zatiaľ tu nie sú žiadne hodnotenia.",
])
def test_a_threads_order_an_answers_badge_and_an_empty_review_tab_go(line):
    found = _texts(f"<main><h1>Frage</h1><p>{_PROSE}</p><div class='x'>{line}</div><p>{_PROSE} Danke.</p></main>",
                   "https://www.example.de/frage/123")
    assert line not in found and _PROSE in found


@pytest.mark.parametrize("line", [
    "Sorted by date, the letters show how his view of the war changed within a single year.",
    "The best answer is to wait until the ground has dried out.",
    "Es sind noch keine Bewertungen der neuen Schulen veröffentlicht worden, sagte die Ministerin.",
    "Doručíme v pátek všem, kdo si objednají do čtvrtka, a v sobotu rozvážíme jen v Jihlavě.",
    "Nikdo nehodnotil výsledky voleb tak kriticky jako opozice.",
])
def test_a_sentence_with_the_same_words_stays(line):
    found = _texts(f"<main><h1>Frage</h1><p>{_PROSE}</p><p>{line}</p><p>{_PROSE} Danke.</p></main>",
                   "https://www.example.de/frage/123")
    assert line in found


def test_a_headings_caption_in_a_span_of_its_own_is_a_word_apart_in_the_head():
    """GOV.UK's ``<h1><span class="govuk-caption-xl">…</span>How to register</h1>``: the document's head (read from
    the page's ``<h1>`` before extraction) parts the caption from the title as the text's blocks do."""
    assert _paragraphs(PAGES["govuk-guide"].document().body)[0] == (
        "Make, register or end a lasting power of attorney How to register")


# text whole, furniture gone, what the page is (type, writer, day): over every page above, those of the file's
# second half too
globals().update(page_tests(PAGES, _OPEN, open_furniture=_OPEN_FURNITURE))
