"""Whole product pages and forum threads of the shop systems and forum engines the earlier tests had none of, or
none of their hidden tabs, reviews and later posts (session 37, the two page kinds where ``vert`` scored lowest on
wcxb-dev): Shopware 6 with its description and reviews tabs, WooCommerce with a tab hidden until clicked,
BigCommerce Cornerstone, JTL-Shop 5, OXID 6, Magento 2 in German, PrestaShop 1.7 in Italian, an Amazon-like
marketplace's feature bullets and buy box, Shopify Dawn's collapsible rows, a theme's tabs hidden by the ``hidden``
attribute; vBulletin 5 and 4, MyBB, Simple Machines 2.1, WoltLab Suite 5, Flarum and Discourse (their posts in the
server-rendered ``<noscript>`` view), Invision 4 and XenForo 2 in French, phpBB 3.3 in Italian and a
gutefrage-like Q&A; in German, English, French and Italian.  From a product page a corpus builder wants the name,
the description, the feature bullets and the prose of its "Details" tabs (hidden until clicked); from a thread
every post's text, a quote of an earlier post once; not the cart, the shop's lines beside the price, user cards,
signatures and pagination.  (Two things the project keeps by design, which these tests leave alone: a single price,
the item's fact (``shoplines._SALE``), and the line over a post with its writer's name and date, read with the post
(``threads``); customer reviews go with their list (``boilernames._REVIEWS``).)"""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import processed
from vert_types29_pages import _head

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet

PAGES: dict[str, NewsPage] = {}


def _cookie(text: str, button: str) -> str:
    return (f'<div id="cookie-notice" class="cookie-notice" role="region"><p>{text}</p><button '
            f'class="btn cookie-accept">{button}</button></div>')


# --- Shopware 6 (German): buy box, description tab shown, reviews tab (hidden "tab-pane fade"), cross-selling ----

SHOPWARE = (
    "Espressotassen-Set Lungo Porcellana",
    "Die doppelwandigen Tassen halten den Espresso lange warm und bleiben außen angenehm kühl.",
    "Jede Tasse wird in einer kleinen Manufaktur im Westerwald von Hand glasiert und ist deshalb ein Einzelstück.",
    "Spülmaschinenfest bis 55 Grad",
    "Fassungsvermögen 80 ml pro Tasse",
    "Die Tassen sind wunderschön und liegen gut in der Hand, der Kaffee bleibt tatsächlich lange heiß.",
    "Eine Tasse kam mit einem kleinen Haarriss an, der Kundenservice hat sie aber sofort ersetzt.",
)


def _shopware() -> str:
    s = SHOPWARE
    return (
        _head("Espressotassen-Set Lungo Porcellana | Kaffeeküche Westerwald", "de",
              '<meta property="og:type" content="product">')
        + '<body class="is-ctl-product is-act-index"><div class="skip-to-content"><a href="#content-main" '
        'class="skip-to-content-link">Zum Hauptinhalt springen</a></div><header class="header-main"><div '
        'class="container"><div class="header-logo-main"><a class="header-logo-main-link" href="/">Kaffeeküche '
        'Westerwald</a></div><div class="header-search"><input class="form-control header-search-input" '
        'placeholder="Suchbegriff eingeben ..."></div><div class="header-actions-col"><a class="btn account-menu-btn"'
        ' href="/account">Ihr Konto</a><a class="btn header-cart" href="/checkout/cart"><span class="header-cart-'
        'total">0,00 €*</span></a></div></div></header><div class="nav-main"><nav class="main-navigation-menu">'
        '<a class="nav-link main-navigation-link" href="/kaffee/">Kaffee</a><a class="nav-link main-navigation-link" '
        'href="/zubehoer/">Zubehör</a></nav></div><main class="content-main" id="content-main"><div class="cms-'
        'breadcrumb container"><nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a '
        'href="/zubehoer/">Zubehör</a></li><li class="breadcrumb-item"><a href="/zubehoer/tassen/">Tassen</a></li>'
        '</ol></nav></div><div class="container-main"><div class="cms-page"><div class="cms-section"><div '
        'class="cms-block cms-block-gallery-buybox"><div class="row product-detail-main"><div class="col-lg-7 '
        'product-detail-media"><div class="gallery-slider"><img src="/media/tassen.jpg" alt="Espressotassen"></div>'
        '</div><div class="col-lg-5 product-detail-buy"><div class="product-detail-name-container"><h1 '
        f'class="product-detail-name">{s[0]}</h1></div><div class="product-detail-manufacturer"><a href="/hersteller'
        '/">Westerwälder Manufaktur</a></div><div class="product-detail-price-container"><meta itemprop="price" '
        'content="39.9"><p class="product-detail-price">39,90 €*</p><p class="product-detail-tax-container"><link '
        'itemprop="url"><span class="price-unit-reference">Preise inkl. MwSt. zzgl. Versandkosten</span></p></div>'
        '<div class="product-detail-delivery-information"><p class="delivery-information delivery-available"><span '
        'class="delivery-status-indicator bg-success"></span>Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div>'
        '<form class="buy-widget" action="/checkout/line-item/add" method="post"><div class="row g-2 buy-widget-'
        'container"><div class="col-4"><select class="custom-select product-detail-quantity-select" name="quantity">'
        '<option value="1">1</option><option value="2">2</option></select></div><div class="col-8"><button '
        'class="btn btn-primary btn-block btn-buy" title="In den Warenkorb">In den Warenkorb</button></div></div>'
        '</form><div class="product-detail-ordernumber-container"><span class="product-detail-ordernumber-label">'
        'Produktnummer:</span> <meta itemprop="productID"><span class="product-detail-ordernumber">SW10042</span>'
        '</div></div></div></div><div class="cms-block cms-block-product-description-reviews"><div class="product-'
        'detail-tabs"><div class="card card-tabs"><div class="card-header product-detail-tab-navigation"><ul class='
        '"nav nav-tabs product-detail-tab-navigation-list" role="tablist"><li class="nav-item"><a class="nav-link '
        'active product-detail-tab-navigation-link" id="description-tab" data-bs-toggle="tab" href="#description-'
        'tab-pane" role="tab">Beschreibung</a></li><li class="nav-item"><a class="nav-link product-detail-tab-'
        'navigation-link" id="review-tab" data-bs-toggle="tab" href="#review-tab-pane" role="tab">Bewertungen</a>'
        '</li></ul></div><div class="product-detail-tabs-content card-body"><div class="tab-content"><div class='
        '"tab-pane fade show active" id="description-tab-pane" role="tabpanel" aria-labelledby="description-tab">'
        '<div class="product-detail-description tab-pane-container"><div class="h3 product-detail-description-'
        f'title">Produktinformationen "{s[0]}"</div><div class="product-detail-description-text" itemprop='
        f'"description"><p>{s[1]}</p><p>{s[2]}</p><ul><li>{s[3]}</li><li>{s[4]}</li></ul></div><div class="product-'
        'detail-properties"><table class="table table-striped product-detail-properties-table"><tr class="properties-'
        'row"><th class="properties-label">Material:</th><td class="properties-value">Porzellan</td></tr></table>'
        '</div></div></div><div class="tab-pane fade" id="review-tab-pane" role="tabpanel" aria-labelledby="review-'
        'tab"><div class="product-detail-review tab-pane-container"><div class="row product-detail-review-content">'
        '<div class="col product-detail-review-main"><div class="product-detail-review-list"><div class="product-'
        'detail-review-item"><div class="row product-detail-review-item-info"><div class="product-detail-review-'
        'item-date"><small>14.03.2026</small></div><div class="product-detail-review-item-points"><div class='
        '"product-review-rating"><span class="product-review-point"></span></div></div></div><p class="h5 product-'
        'detail-review-item-title">Sehr schön</p><p class="product-detail-review-item-content">' + s[5] + '</p>'
        '</div><div class="product-detail-review-item"><div class="product-detail-review-item-date"><small>02.04.'
        '2026</small></div><p class="h5 product-detail-review-item-title">Guter Service</p><p class="product-'
        'detail-review-item-content">' + s[6] + '</p></div></div><button class="btn btn-outline-primary product-'
        'detail-review-teaser-btn">Bewertung schreiben</button></div></div></div></div></div></div></div></div>'
        '</div><div class="cms-block cms-block-cross-selling"><div class="product-detail-cross-selling"><ul class='
        '"nav nav-tabs"><li><a class="nav-link active">Passendes Zubehör</a></li></ul><div class="product-slider">'
        '<div class="product-box card"><a class="product-name" href="/untertassen">Untertassen Porcellana 2er-Set'
        '</a><span class="product-price">14,90 €*</span></div></div></div></div></div></div></div></main><footer '
        'class="footer-main"><div class="footer-columns"><div class="footer-column"><p class="footer-column-'
        'headline">Service-Hotline</p><p>Unterstützung und Beratung unter 02602 12345 Mo-Fr, 09:00 - 17:00 Uhr</p>'
        '</div></div><div class="footer-bottom"><p class="footer-vat">* Alle Preise inkl. gesetzl. Mehrwertsteuer '
        'zzgl. Versandkosten</p><div class="footer-copyright">Realisiert mit Shopware</div></div></footer>'
        + _cookie("Diese Website verwendet Cookies, um Ihnen das bestmögliche Erlebnis zu bieten.", "Alle Cookies "
                  "akzeptieren") + '</body></html>')


PAGES["shopware6-de"] = NewsPage(
    _shopware(), "https://www.kaffeekueche-westerwald.example.de/espressotassen-set-lungo-porcellana/SW10042",
    SHOPWARE[:5],  # (the reviews go with their list, by design: boilernames._REVIEWS)
    ("Zum Hauptinhalt", "Ihr Konto", "39,90", "Preise inkl. MwSt.", "Sofort verfügbar", "In den Warenkorb",
     "Produktnummer", "Passendes Zubehör", "Untertassen", "Service-Hotline", "Alle Preise inkl.",
     "Realisiert mit Shopware", "Cookies", "Bewertung schreiben"))



# --- WooCommerce (Storefront, English): short description, the "Description" tab shown, "Additional information"
# hidden by its style until clicked (the prose of a spec tab stays), related products, the reviews tab -----------

WOO = (
    "Hand-thrown stoneware planter with a drainage hole and a matching saucer.",
    "Each planter is thrown on the wheel in our Cornwall studio and glazed in a speckled oatmeal finish, so no two "
    "are quite alike.",
    "The unglazed base lets excess water escape, which keeps the roots of succulents and herbs from rotting.",
    "Suitable for indoor use only; the glaze is not frost-proof.",
    "The planter is fired twice at 1260 degrees, which makes the stoneware dense enough to hold water without "
    "sweating onto your windowsill.",
)


def _woo() -> str:
    w = WOO
    return (
        _head("Speckled Stoneware Planter – Penwith Pottery", "en-GB",
              '<meta property="og:type" content="product"><link rel="stylesheet" id="woocommerce-general-css" '
              'href="/wp-content/plugins/woocommerce/assets/css/woocommerce.css">')
        + '<body class="product-template-default single single-product postid-812 theme-storefront woocommerce '
        'woocommerce-page"><div id="page" class="hfeed site"><a class="skip-link screen-reader-text" href="#content">'
        'Skip to content</a><header id="masthead" class="site-header" role="banner"><div class="col-full"><div '
        'class="site-branding"><p class="site-title"><a href="/" rel="home">Penwith Pottery</a></p></div><nav '
        'id="site-navigation" class="main-navigation" aria-label="Primary Navigation"><ul id="menu-primary" class='
        '"menu"><li class="menu-item"><a href="/shop/">Shop</a></li><li class="menu-item"><a href="/about/">About the '
        'studio</a></li></ul></nav><ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-'
        'contents" href="/basket/"><span class="woocommerce-Price-amount amount">£0.00</span> <span class="count">0 '
        'items</span></a></li></ul></div></header><div class="storefront-breadcrumb"><nav class="woocommerce-'
        'breadcrumb"><a href="/">Home</a> / <a href="/product-category/planters/">Planters</a> / Speckled Stoneware '
        'Planter</nav></div><div id="content" class="site-content"><div class="col-full"><div class="woocommerce">'
        '</div><div id="primary" class="content-area"><main id="main" class="site-main" role="main"><div id="product-'
        '812" class="product type-product post-812 status-publish first instock product_cat-planters has-post-'
        'thumbnail taxable shipping-taxable purchasable product-type-variable"><div class="woocommerce-product-'
        'gallery woocommerce-product-gallery--with-images images"><figure class="woocommerce-product-gallery__'
        'wrapper"><div class="woocommerce-product-gallery__image"><a href="/planter.jpg"><img src="/planter-600.'
        'jpg" alt=""></a></div></figure></div><div class="summary entry-summary"><h1 class="product_title entry-'
        'title">Speckled Stoneware Planter</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>'
        '<span class="woocommerce-Price-currencySymbol">£</span>34.00</bdi></span></p><div class="woocommerce-'
        f'product-details__short-description"><p>{w[0]}</p></div><form class="variations_form cart" method="post">'
        '<table class="variations"><tr><th class="label"><label for="pa_size">Size</label></th><td class="value">'
        '<select id="pa_size" name="attribute_pa_size"><option value="">Choose an option</option><option value="'
        'small">Small</option><option value="large">Large</option></select><a class="reset_variations" href="#">'
        'Clear</a></td></tr></table><div class="single_variation_wrap"><div class="woocommerce-variation-add-to-'
        'cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_1">Speckled '
        'Stoneware Planter quantity</label><input type="number" id="quantity_1" class="input-text qty text" value='
        '"1"></div><button type="submit" class="single_add_to_cart_button button alt">Add to basket</button></div>'
        '</div></form><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">PP-PL-07</span>'
        '</span> <span class="posted_in">Category: <a href="/product-category/planters/" rel="tag">Planters</a>'
        '</span></div></div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">'
        '<li class="description_tab active" id="tab-title-description" role="tab" aria-controls="tab-description">'
        '<a href="#tab-description">Description</a></li><li class="additional_information_tab" id="tab-title-'
        'additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_'
        'information">Additional information</a></li><li class="reviews_tab" id="tab-title-reviews" role="tab" '
        'aria-controls="tab-reviews"><a href="#tab-reviews">Reviews (0)</a></li></ul><div class="woocommerce-Tabs-'
        'panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" '
        f'aria-labelledby="tab-title-description"><h2>Description</h2><p>{w[1]}</p><p>{w[2]}</p><p>{w[3]}</p></div>'
        '<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-'
        'tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information" '
        f'style="display: none;"><h2>Additional information</h2><p>{w[4]}</p><table class="woocommerce-product-'
        'attributes shop_attributes"><tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-'
        'attributes-item__label">Weight</th><td class="woocommerce-product-attributes-item__value">1.2 kg</td></tr>'
        '</table></div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-'
        'tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews" style="display: none;"><div id='
        '"reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">Reviews</h2>'
        '<p class="woocommerce-noreviews">There are no reviews yet.</p></div><div id="review_form_wrapper"><div id='
        '"respond" class="comment-respond"><span id="reply-title" class="comment-reply-title">Be the first to review '
        '&ldquo;Speckled Stoneware Planter&rdquo;</span><form class="comment-form"><p class="comment-notes">Your '
        'email address will not be published.</p><textarea id="comment" name="comment"></textarea><input type="submit"'
        ' class="submit" value="Submit"></form></div></div></div></div></div><section class="related products"><h2>'
        'Related products</h2><ul class="products columns-3"><li class="product type-product"><a href="/product/'
        'herb-trough/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Herb '
        'Trough</h2><span class="price"><span class="woocommerce-Price-amount amount">£28.00</span></span></a><a '
        'href="?add-to-cart=799" class="button add_to_cart_button">Add to basket</a></li></ul></section></div></main>'
        '</div></div></div><footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full"><div '
        'class="site-info">&copy; Penwith Pottery 2026<br><a href="https://woocommerce.com" rel="nofollow">Built '
        'with WooCommerce</a>.</div></div></footer></div></body></html>')


PAGES["woocommerce-en"] = NewsPage(  # (its single price stays: shoplines._SALE)
    _woo(), "https://www.penwithpottery.example.co.uk/product/speckled-stoneware-planter/", WOO,
    ("Skip to content", "About the studio", "0 items", "Choose an option", "Add to basket", "SKU:",
     "Reviews (0)", "There are no reviews yet", "Be the first", "email address will not", "Related products",
     "Herb Trough", "Built with WooCommerce"))


# --- BigCommerce (Cornerstone, English): the description in "productView-description", its tabs with the
# "Warranty" pane hidden by aria-hidden until clicked, "Related Products" ------------------------------------------

BIGC = (
    "Trailhead 38L Hiking Pack",
    "A lightweight daypack for long days on the trail, with a ventilated back panel that keeps air moving between "
    "you and the load.",
    "Hydration sleeve for reservoirs up to 3 litres",
    "Removable hip belt with two zip pockets",
    "Every pack is covered for five years against defects in materials and workmanship; normal wear and damage from "
    "misuse are not included.",
)


def _bigcommerce() -> str:
    b = BIGC
    return (
        _head("Trailhead 38L Hiking Pack - Ridgeline Outfitters", "en",
              '<meta property="og:type" content="product">')
        + '<body><svg data-src="/icons.svg" class="icons-svg-sprite"></svg><header class="header" role="banner"><a '
        'href="#" class="mobileMenu-toggle"><span class="mobileMenu-toggleIcon">Toggle menu</span></a><nav class='
        '"navUser"><ul class="navUser-section navUser-section--alt"><li class="navUser-item"><a class="navUser-'
        'action" href="/compare">Compare</a></li><li class="navUser-item navUser-item--account"><a class="navUser-'
        'action" href="/login.php">Sign in</a> <span class="navUser-or">or</span> <a class="navUser-action" href="/'
        'login.php?action=create_account">Register</a></li><li class="navUser-item navUser-item--cart"><a class="'
        'navUser-action" href="/cart.php"><span class="navUser-item-cartLabel">Cart</span></a></li></ul></nav><div '
        'class="header-logo"><a href="/"><span class="header-logo-text">Ridgeline Outfitters</span></a></div><div '
        'class="navPages-container" id="menu"><nav class="navPages"><ul class="navPages-list"><li class="navPages-'
        'item"><a class="navPages-action" href="/packs/">Packs</a></li><li class="navPages-item"><a class="navPages-'
        'action" href="/tents/">Tents</a></li></ul></nav></div></header><main class="body" id="main-content" role='
        '"main"><div class="container"><nav aria-label="Breadcrumb"><ol class="breadcrumbs"><li class="breadcrumb">'
        '<a href="/" class="breadcrumb-label">Home</a></li><li class="breadcrumb is-active"><span class="breadcrumb-'
        'label">Trailhead 38L Hiking Pack</span></li></ol></nav><div class="page"><div class="page-content"><div '
        'class="productView"><section class="productView-images" data-image-gallery><figure class="productView-'
        'image"><img src="/trailhead.jpg" alt="Trailhead 38L"></figure></section><section class="productView-details'
        f' product-data"><div class="productView-product"><h1 class="productView-title">{b[0]}</h1><h2 class="'
        'productView-brand"><a href="/brands/ridgeline"><span>Ridgeline</span></a></h2><div class="productView-'
        'price"><div class="price-section price-section--withoutTax"><span class="price-label">Price:</span> <span '
        'class="price price--withoutTax">$129.00</span></div></div><div class="productView-rating"><span class="'
        'productView-reviewLink"><a href="#product-reviews">Write a Review</a></span></div><dl class="productView-'
        'info"><dt class="productView-info-name">SKU:</dt><dd class="productView-info-value">RL-TH38</dd><dt class="'
        'productView-info-name">Shipping:</dt><dd class="productView-info-value">Calculated at Checkout</dd></dl>'
        '</div></section><section class="productView-details product-options"><div class="productView-options"><form'
        ' class="form" method="post" action="/cart.php"><div class="form-field" data-product-attribute="swatch">'
        '<label class="form-label form-label--alternate form-label--inlineSmall">Color: <span data-option-value>'
        '</span></label><input class="form-radio" type="radio" id="c1"><label class="form-option" for="c1"><span '
        'class="form-option-variant">Slate</span></label></div><div class="form-field form-field--increments"><label '
        'class="form-label form-label--alternate">Quantity:</label><input class="form-input form-input--incrementTotal'
        '" value="1"></div><div class="add-to-cart-wrapper"><input id="form-action-addToCart" class="button button--'
        'primary" type="submit" value="Add to Cart"></div></form></div></section><article class="productView-'
        'description"><ul class="tabs" data-tab role="tablist"><li class="tab is-active" role="presentation"><a '
        'class="tab-title" href="#tab-description" role="tab" aria-selected="true">Description</a></li><li class="tab'
        '" role="presentation"><a class="tab-title" href="#tab-warranty" role="tab" aria-selected="false">Warranty'
        '</a></li></ul><div class="tabs-contents"><div role="tabpanel" aria-hidden="false" class="tab-content is-'
        'active" id="tab-description"><div class="productView-description-tabContent"><p>' + b[1] + '</p><ul><li>'
        + b[2] + '</li><li>' + b[3] + '</li></ul></div></div><div role="tabpanel" aria-hidden="true" class="tab-'
        'content" id="tab-warranty"><p>' + b[4] + '</p></div></div></article></div><div class="tabs-contents"><div '
        'class="tab-content is-active" id="tab-related"><section class="productCarousel"><div class="productCarousel-'
        'slide"><article class="card"><h3 class="card-title"><a href="/summit-22l/">Summit 22L Daypack</a></h3><div '
        'class="card-text" data-test-info-type="price"><span class="price price--withoutTax">$89.00</span></div>'
        '</article></div></section></div></div></div></div></div></main><footer class="footer" role="contentinfo">'
        '<section class="footer-info"><article class="footer-info-col footer-info-col--small"><h2 class="footer-info-'
        'heading">Navigate</h2><ul class="footer-info-list"><li><a href="/shipping-returns/">Shipping &amp; Returns'
        '</a></li></ul></article><article class="footer-info-col" data-section-type="newsletterSubscription"><h2 '
        'class="footer-info-heading">Subscribe to our newsletter</h2><p>Get the latest updates on new products and '
        'upcoming sales</p></article></section><div class="footer-copyright"><p class="powered-by">&copy; 2026 '
        'Ridgeline Outfitters</p></div></footer></body></html>')


PAGES["bigcommerce-en"] = NewsPage(
    _bigcommerce(), "https://www.ridgeline-outfitters.example.com/trailhead-38l-hiking-pack/", BIGC,
    ("Toggle menu", "Sign in", "Register", "$129.00", "Write a Review", "SKU:", "Calculated at Checkout",
     "Quantity:", "Add to Cart", "Summit 22L", "Shipping & Returns", "Subscribe to our newsletter",
     "Get the latest updates"))


def _thread_foot(lang: str) -> str:
    return ('<footer class="site-footer"><p class="copyright">Powered by forum software &copy; 2026</p><ul class='
            f'"footer-links"><li><a href="/impressum">{"Impressum" if lang == "de" else "Legal notice"}</a></li>'
            '</ul></footer>')


# --- vBulletin 5 (English): the first post and two replies ("b-post js-post"), user cards, signatures, the
# post counter, a quote of the first post, "Like" bars, pagination --------------------------------------------------

VB5 = (
    "My 2014 Outback has started making a grinding noise from the front left wheel, but only when turning right at "
    "low speed.",
    "The brake pads were replaced last autumn, so I doubt it is them. Could it be a wheel bearing?",
    "That sounds very much like a wheel bearing on the left side: turning right loads the left bearing.",
    "Jack the car up, grab the wheel at twelve and six o'clock and rock it; any play means the bearing is done.",
    "Check the CV joint too. A worn outer joint clicks rather than grinds, but on my Forester it was both at once.",
)


def _vb5() -> str:
    v = VB5

    def post(n: int, user: str, posts: str, body: str, sig: str = "") -> str:
        return (f'<li class="b-post js-post js-comment-entry__parent b-post--first h-restore" data-node-id="{4400+n}">'
                '<div class="b-post__grid"><div class="b-post__arrow"></div><div class="b-userinfo b-post__hide-when-'
                f'deleted" data-vbnamecard="{n}"><div class="b-avatar"><img src="/avatar/{n}.png" alt="{user}"></div>'
                f'<div class="b-userinfo__details"><div class="author h-text-size--14"><a href="/member/{n}">{user}'
                '</a></div><div class="b-userinfo__rank">Senior Member</div><ul class="b-userinfo__additional-info-'
                f'block"><li class="b-userinfo__additional-info"><label>Join Date:</label> <span>Mar 2011</span></li>'
                f'<li class="b-userinfo__additional-info"><label>Posts:</label> <span>{posts}</span></li></ul></div>'
                '</div><div class="b-post__body"><div class="b-post__timestamp"><time itemprop="dateCreated" datetime='
                f'"2026-09-1{n}T08:1{n}:00">09-1{n}-2026, 08:1{n} AM</time></div><div class="b-post__count">#{n}</div>'
                '<div class="js-post__content-wrapper h-restore"><div class="js-post__content-text restore h-wordwrap"'
                f' itemprop="text">{body}</div></div>{sig}<div class="b-post__footer h-hide--on-preview"><ul class="'
                'h-left js-post-controls"><li><a class="b-button b-button--secondary js-post-control__like"><span>Like'
                '</span></a></li><li><a class="js-post-control__quote"><span>Quote</span></a></li></ul><div class="b-'
                'post__likes">2 likes</div></div></div></div></li>')
    sig = ('<div class="b-post__signature restore"><hr>2014 Outback 2.5i Premium, 2009 Forester XT (sold)</div>')
    return (
        _head("Grinding noise when turning right - Outback Owners Forum", "en",
              '<meta property="og:type" content="website">')
        + '<body id="vb-page-body" class="l-desktop page3 vb-page"><div id="outer-wrapper"><div id="wrapper"><div '
        'id="header" class="noselect"><div class="site-logo"><a href="/"><img src="/logo.png" alt="Outback Owners '
        'Forum"></a></div><div id="main-navbar-wrapper"><ul id="channel-tabbar"><li class="current section-item"><a '
        'class="h-left navbar_home" href="/">Home</a></li><li class="section-item"><a href="/forum">Forums</a></li>'
        '<li class="section-item"><a href="/search">Search</a></li></ul></div><div id="toplinks"><a href="/login" '
        'class="js-login-button">Log in</a><a href="/register">Sign Up</a></div></div><div class="breadcrumbs-wrapper'
        '"><ul id="breadcrumbs"><li class="crumb ellipsis"><a href="/forum">Forums</a></li><li class="crumb ellipsis">'
        '<a href="/forum/mechanical">Mechanical &amp; Maintenance</a></li></ul></div><div id="content"><div class='
        '"canvas-layout-container js-canvas-layout-container"><div class="canvas-widget default-widget conversation-'
        'content-widget forum-conversation-content-widget widget-tabs widget-no-border widget-no-header-buttons"><div'
        ' class="widget-header"><h1 class="main-title js-main-title hide-on-editmode">Grinding noise when turning '
        'right</h1></div><div class="conversation-toolbar-wrapper"><div class="toolbar-pagenav"><div class="'
        'pagenav-controls"><span>Page</span> <input class="js-pagenum textbox h-padding-horiz-none" value="1"> <span>'
        'of</span> <span class="pagetotal">1</span></div></div><div class="conversation-toolbar"><a class="b-button '
        'b-button--primary js-post-reply">Reply</a><a class="b-button">Subscribe</a></div></div><div class="widget-'
        'content tab widget-tabs-panel"><ul class="conversation-list list-container h-clearfix thread-view">'
        + post(1, "kiwi_scoob", "214", f"{v[0]}<br><br>{v[1]}", sig.replace("2014 Outback", "2014 Outback 2.5i Limited"))
        + post(2, "boxerbob", "3,871", '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_'
               'container"><div class="bbcode_quote_container b-icon b-icon__ldquo-l--gray"></div><div class="bbcode_'
               'postedby"><strong>Originally posted by</strong> <strong>kiwi_scoob</strong> <a href="#post4401" rel="'
               'nofollow"><img class="inlineimg" src="/images/buttons/viewpost-right.png" alt="View Post"></a></div>'
               f'<div class="message">{v[1]}</div></div></div></div>{v[2]}<br><br>{v[3]}', sig)
        + post(3, "forester_fan", "58", v[4])
        + '</ul></div><div class="conversation-toolbar-wrapper bottom"><div class="pagenav-container"><span class="'
        'pagenav-label">Page 1 of 1</span></div></div></div></div></div></div></div>'
        + _thread_foot("en") + '</body></html>')


PAGES["vbulletin5-en"] = NewsPage(
    _vb5(), "https://www.outbackowners.example.com/forum/mechanical/44012-grinding-noise-when-turning-right", VB5,
    ("Log in", "Sign Up", "Mechanical & Maintenance", "Senior Member", "Join Date", "Posts:", "3,871", "2 likes",
     "Originally posted by", "View Post", "Forester XT (sold)", "Subscribe", "Page 1 of 1", "Powered by"))


# --- MyBB 1.8 (Italian): "post_author", "post_body scaleimages", signatures, "post_controls", the quote of an
# earlier post in a "mycode_quote" blockquote ------------------------------------------------------------------------

MYBB = (
    "Ho un limone in vaso da quattro anni e quest'estate le foglie sono diventate gialle partendo dai bordi.",
    "Lo concimo una volta al mese con un concime per agrumi e lo tengo sul balcone esposto a sud.",
    "Foglie gialle dai bordi con le nervature verdi fanno pensare a una carenza di ferro: prova con un chelato di "
    "ferro sciolto nell'acqua di irrigazione.",
    "Controlla anche che il sottovaso non resti pieno d'acqua, le radici degli agrumi marciscono facilmente.",
)


def _mybb() -> str:
    m = MYBB

    def post(n: int, user: str, body: str) -> str:
        return (f'<div class="post " style="" id="post_{700+n}"><div class="post_author"><div class="author_avatar">'
                f'<a href="member.php?uid={n}"><img src="avatar_{n}.png" alt=""></a></div><div class="author_'
                f'information"><strong><span class="largetext"><a href="member.php?uid={n}">{user}</a></span></strong>'
                '<br><span class="smalltext">Utente Senior<br></span></div><div class="author_statistics">Messaggi: '
                f'{40*n}<br>Discussioni: {n}<br>Registrato: Apr 2019</div></div><div class="post_content"><div '
                f'class="post_head"><div class="float_right" style="vertical-align: top"><strong><a href="#pid{700+n}">'
                f'#{n}</a></strong></div><span class="post_date">0{n}-07-2026, 18:2{n}</span></div><div class="post_'
                f'body scaleimages" id="pid_{700+n}">{body}</div><div class="signature scaleimages">Coltivo agrumi '
                'dal 2012 - Riviera ligure</div><div class="post_meta" id="post_meta_7"></div></div><div class="post_'
                f'controls"><div class="postbit_buttons author_buttons float_left"><a href="private.php?action=send&amp;'
                f'uid={n}" class="postbit_pm"><span>MP</span></a></div><div class="postbit_buttons post_management_'
                f'buttons float_right"><a href="newreply.php?tid=88&amp;replyto={700+n}" class="postbit_quote"><span>'
                'Rispondi citando</span></a></div></div></div>')
    return (
        _head("Foglie gialle sul limone in vaso", "it")
        + '<body><div id="container"><a name="top" id="top"></a><div id="header"><div id="logo"><div class="wrapper">'
        '<a href="index.php"><img src="logo.png" alt="Forum Agrumi Italia"></a><ul class="menu top_links"><li><a '
        'href="search.php" class="search">Cerca</a></li><li><a href="memberlist.php" class="memberlist">Lista '
        'utenti</a></li></ul></div></div><div id="panel"><div class="upper"><div class="wrapper"><span class='
        '"welcome">Ciao ospite! <a href="member.php?action=login">Accedi</a> o <a href="member.php?action=register">'
        'Registrati</a></span></div></div></div></div><div id="content"><div class="wrapper"><div class="navigation">'
        '<a href="index.php">Forum Agrumi Italia</a> &rsaquo; <a href="forumdisplay.php?fid=3">Coltivazione in vaso'
        '</a> &rsaquo; <span class="active">Foglie gialle sul limone in vaso</span></div><div class="float_right">'
        '<div class="pagination"><span class="pages">Pagine (1):</span></div></div><table border="0" cellspacing="0"'
        ' class="tborder tfixed clear"><tr><td class="thead"><div><strong>Foglie gialle sul limone in vaso</strong>'
        '</div></td></tr></table><div id="posts">'
        + post(1, "LimoneFelice", f"{m[0]}<br>\n<br>\n{m[1]}")
        + post(2, "Agrumaio", '<blockquote class="mycode_quote"><cite><span> (06-07-2026, 18:21)LimoneFelice Ha '
               f'scritto: <a href="#pid701" class="quick_jump"></a></span></cite>{m[1]}</blockquote><br>\n{m[2]}<br>\n'
               f'<br>\n{m[3]}')
        + '</div><div class="float_left"><div class="pagination"><span class="pages">Pagine (1):</span></div></div>'
        '<div class="float_right"><a href="newreply.php?tid=88" class="button new_reply_button"><span>Rispondi</span>'
        '</a></div><div id="thread_modes_popup" class="popup_menu" style="display: none;"><div class="popup_item_'
        'container"><a class="popup_item">Visualizzazione lineare</a></div></div><br class="clear"><div class="'
        'smalltext">Utenti che stanno visualizzando questa discussione: 1 Ospite(i)</div></div></div><div id="footer">'
        '<div class="upper"><div class="wrapper"><ul class="menu bottom_links"><li><a href="contact.php">Contattaci'
        '</a></li></ul></div></div><div class="lower"><div class="wrapper"><span id="copyright">Forum software by <a '
        'href="https://mybb.com">MyBB</a>, &copy; 2002-2026 MyBB Group.</span></div></div></div></div></body></html>')


PAGES["mybb-it"] = NewsPage(
    _mybb(), "https://www.forumagrumi.example.it/showthread.php?tid=88", MYBB,
    ("Lista utenti", "Ciao ospite", "Registrati", "Utente Senior", "Messaggi:", "Registrato:", "Coltivo agrumi",
     "Rispondi citando", "Pagine (1)", "Visualizzazione lineare", "stanno visualizzando", "Contattaci",
     "MyBB Group", "Ha scritto"))


# --- Simple Machines 2.1 (French): "windowbg" posts, the poster's column, "inner" post text, the quote's header
# in a ``<cite>`` ("Citation de : X le …"), signatures, "Journalisée", the quick reply -------------------------------

SMF = (
    "Bonjour à tous, je voudrais isoler les combles perdus de ma maison de 1978 avec de la ouate de cellulose "
    "soufflée.",
    "Faut-il poser un pare-vapeur sous l'isolant ou est-ce inutile avec ce matériau ?",
    "Avec la ouate de cellulose, on ne pose en général pas de pare-vapeur, mais il faut que le plafond soit étanche "
    "à l'air.",
    "Pense surtout à rehausser les trappes et à protéger les spots encastrés, sinon tu crées des ponts thermiques.",
)


def _smf() -> str:
    s = SMF

    def post(n: int, user: str, body: str) -> str:
        return (f'<div class="windowbg" id="msg{9100+n}"><div class="post_wrapper"><div class="poster"><h4><a href="'
                f'/index.php?action=profile;u={n}" title="Voir le profil de {user}">{user}</a></h4><ul class="user_info">'
                '<li class="membergroup">Membre Héros</li><li class="postgroup">Jr. Member</li><li class="postcount">'
                f'Messages: {30*n}</li><li class="profile"><ol class="profile_icons"></ol></li></ul></div><div class='
                '"postarea"><div class="keyinfo"><div id="subject_9101" class="subject_title"><a href="#msg9101">Isoler '
                'des combles perdus</a></div><span class="page_number floatright">#' + str(n) + '</span><a href="#msg'
                f'9101" class="smalltext" title="Réponse #{n}">« Réponse #{n} le: 12 mars 2026 à 19:0{n} »</a></div>'
                f'<div class="post"><div class="inner" data-msgid="{9100+n}" id="msg_{9100+n}">{body}</div></div></div>'
                '<div class="moderatorbar"><div class="signature" id="msg_9101_signature">Maison de 1978, Sarthe'
                '</div></div></div><div class="quickbuttons_wrap"><ul class="quickbuttons"><li><a href="/index.php?'
                'action=post;quote=9101"><span class="main_icons quote"></span>Citer</a></li></ul></div>'
                '<span class="smalltext modified floatright" id="modified_9101"></span><hr class="post_separator"></div>')
    return (
        _head("Isoler des combles perdus : pare-vapeur ou pas ?", "fr")
        + '<body id="chrome" class="action_display board_12"><div id="footerfix"><div id="top_section"><div class='
        '"inner_wrap"><ul class="floatleft" id="top_info"><li class="welcome">Bienvenue sur <strong>Forum Rénovation'
        '</strong>. Merci de <a href="/index.php?action=login">vous connecter</a> ou de <a href="/index.php?action='
        'signup">vous inscrire</a>.</li></ul><form id="search_form" class="floatright"><input type="search" name='
        '"search"><button>Rechercher</button></form></div></div><div id="header"><h1 class="forumtitle"><a id="top" '
        'href="/index.php">Forum Rénovation</a></h1></div><div id="wrapper"><div id="upper_section"><div id="inner_'
        'section"><div id="inner_wrap"><div class="navigate_section"><ul><li><a href="/index.php"><span>Forum '
        'Rénovation</span></a></li><li><a href="/index.php?board=12.0"><span>Isolation</span></a></li><li class='
        '"last"><span>Isoler des combles perdus</span></li></ul></div></div></div></div><div id="content_section">'
        '<div id="main_content_section"><div id="display_head" class="information"><h2 class="display_title"><span '
        'id="top_subject">Isoler des combles perdus : pare-vapeur ou pas ?</span></h2><p>Sujet démarré par Gaëlle72, '
        '12 mars 2026 à 19:01</p><span class="nextlinks floatright"><a href="#">« précédent</a> <a href="#">suivant '
        '»</a></span></div><div class="pagesection top"><div class="pagelinks floatleft"><a class="button" href="#'
        'bot">Bas de page</a> <span class="pages">Pages</span><span class="current_page">1</span></div></div><div '
        'id="forumposts"><form id="quickModForm">'
        + post(1, "Gaëlle72", f"{s[0]}<br><br>{s[1]}")
        + post(2, "IsoPro", '<blockquote class="bbc_standard_quote"><cite><a href="/index.php?topic=4412.msg9101#msg'
               f'9101">Citation de : Gaëlle72 le 12 mars 2026 à 19:01</a></cite>{s[1]}</blockquote><br>{s[2]}<br><br>{s[3]}')
        + '</form></div><div class="pagesection"><div class="pagelinks floatleft"><a class="button" href="#top">Haut '
        'de page</a> <span class="pages">Pages</span><span class="current_page">1</span></div></div><div id="moderationbuttons">'
        '</div><div id="display_jump_to"></div></div></div></div></div><div id="footer"><div class="inner_wrap"><ul>'
        '<li class="floatright"><a href="/index.php?action=help">Aide</a> | <a href="/index.php?action=agreement">'
        'Conditions et règles</a></li><li class="copyright"><a href="https://www.simplemachines.org">SMF 2.1.4 © 2023'
        '</a>, Simple Machines</li></ul></div></div></body></html>')


PAGES["smf21-fr"] = NewsPage(
    _smf(), "https://www.forum-renovation.example.fr/index.php?topic=4412.0", SMF,
    ("Bienvenue sur", "vous inscrire", "Rechercher", "Membre Héros", "Jr. Member", "Messages:", "Réponse #",
     "Citer", "Citation de", "Maison de 1978, Sarthe", "Bas de page", "Haut de page", "Conditions et règles",
     "Simple Machines", "Sujet démarré par"))


# --- WoltLab Suite 5 (German): "message" articles with the sidebar (user title, post count), "messageText",
# "messageSignature", "messageFooter" and the reactions' summary -------------------------------------------------------

WOLTLAB = (
    "Servus, unser Aquarium (240 Liter, seit zwei Jahren eingefahren) hat seit einer Woche eine grüne Trübung, die "
    "auch nach einem Wasserwechsel von 50 Prozent nach zwei Tagen wiederkommt.",
    "Beleuchtet wird mit einer LED-Leiste acht Stunden am Tag, gefüttert wird einmal täglich.",
    "Das klingt nach einer Schwebealgenblüte. Meist steckt ein Überschuss an Nährstoffen dahinter, oft Phosphat aus "
    "dem Futter.",
    "Verdunkle das Becken für drei bis vier Tage komplett und füttere in der Zeit nicht, das hat bei mir zuverlässig "
    "geholfen.",
    "Ein UV-C-Klärer hilft auch, bekämpft aber nur das Symptom und nicht die Ursache.",
)


def _woltlab() -> str:
    w = WOLTLAB

    def post(n: int, user: str, title: str, body: str) -> str:
        return (f'<li id="post{5300+n}" class="anchorFixedHeader"><article class="wbbPost message messageSidebarOrientat'
                f'ionLeft jsClipboardObject jsMessage userOnlineGroupMarking3" data-post-id="{5300+n}" itemscope itemtype'
                '="http://schema.org/Comment"><aside role="presentation" class="messageSidebar member"><div class='
                f'"messageAuthor"><div class="userAvatar"><a href="/user/{n}-{user}/"><img src="/avatar{n}.png" class="'
                f'userAvatarImage" alt=""></a></div><div class="messageAuthorContainer"><a href="/user/{n}/" class="'
                f'username userLink" itemprop="author"><span itemprop="name">{user}</span></a></div><div class="userTitle">'
                f'<span class="badge userTitleBadge">{title}</span></div></div><div class="userCredits"><dl class='
                f'"plain dataList"><dt><a href="/user-post-list/{n}/">Beiträge</a></dt><dd>{n*417}</dd></dl></div></aside>'
                '<div class="messageContent"><header class="messageHeader"><div class="messageHeaderBox"><ul class='
                f'"messageHeaderMetaData"><li><a href="#post{5300+n}" class="permalink messagePublicationTime"><time '
                f'datetime="2026-08-0{n}T21:1{n}:00+02:00" class="datetime">{n}. August 2026</time></a></li></ul><ul '
                f'class="messageQuickOptions"><li><a href="#post{5300+n}" class="jsTooltip">#{n}</a></li></ul></div>'
                '</header><div class="messageBody"><div class="messageText" itemprop="text">' + body + '</div></div>'
                '<footer class="messageFooter"><div class="messageSignature"><div><p>Gruß aus dem Allgäu – 240 l '
                'Amazonas, 60 l Garnelen</p></div></div><div class="messageFooterNotes"></div><div class="messageFooter'
                'Group"><a href="#" class="reactionSummaryList jsOnly">3 Gefällt mir</a><ul class="messageFooterButtons'
                ' buttonList smallButtons jsMobileNavigation"><li class="jsQuoteMessage"><a href="#" class="button '
                'jsTooltip" title="Zitieren"><span>Zitieren</span></a></li></ul></div></footer></div></article></li>')
    return (
        _head("Grüne Trübung im Aquarium - Wasserpflanzen & Algen - Aquarienforum Süd", "de")
        + '<body id="tpl_wbb_thread" data-template="thread" data-application="wbb"><span id="top"></span><div id='
        '"pageContainer" class="pageContainer"><div id="pageHeaderContainer" class="pageHeaderContainer"><header id='
        '"pageHeader" class="pageHeader"><div id="pageHeaderPanel" class="pageHeaderPanel"><div class="layoutBoundary">'
        '<div class="box mainMenu"><nav aria-label="Hauptmenü"><ol class="boxMenu"><li><a href="/">Dashboard</a></li>'
        '<li class="active"><a href="/forum/">Forum</a></li><li><a href="/lexikon/">Lexikon</a></li></ol></nav></div>'
        '<nav id="topMenu" class="userPanel"><ul class="userPanelItems"><li id="userLogin"><a class="loginLink" href='
        '"/login/">Anmelden oder registrieren</a></li></ul></nav></div></div></header></div><section id="main" class='
        '"main" role="main"><div class="layoutBoundary"><div id="content" class="content"><nav class="breadcrumbs" '
        'aria-label="Verlaufsnavigation"><ol itemprop="breadcrumb"><li><a href="/forum/"><span>Forum</span></a></li>'
        '<li><a href="/forum/board/7/"><span>Wasserpflanzen &amp; Algen</span></a></li></ol></nav><header class='
        '"contentHeader messageGroupContentHeader wbbThread"><div class="contentHeaderTitle"><h1 class="contentTitle">'
        'Grüne Trübung im Aquarium</h1><ul class="inlineList contentHeaderMetaData"><li><a href="/user/1/" class='
        '"username userLink">Kiesbett</a></li><li><time datetime="2026-08-01T21:11:00+02:00">1. August 2026</time>'
        '</li></ul></div><nav class="contentHeaderNavigation"><ul><li><a href="#" class="button buttonPrimary">'
        '<span>Antworten</span></a></li></ul></nav></header><div class="section"><ul class="wbbThreadPostList '
        'messageList jsClipboardContainer">'
        + post(1, "Kiesbett", "Fortgeschrittener", f"<p>{w[0]}</p><p>{w[1]}</p>")
        + post(2, "Javamoos", "Meister", '<blockquote class="quoteBox collapsibleBbcode jsCollapsibleBbcode" cite='
               '"/thread/88/?postID=5301#post5301"><div class="quoteBoxIcon"><a href="/user/1/" class="userLink">'
               '<img src="/avatar1.png" class="userAvatarImage"></a></div><div class="quoteBoxTitle"><a href="/thread'
               '/88/?postID=5301#post5301">Zitat von Kiesbett</a></div><div class="quoteBoxContent"><p>' + w[1] +
               f'</p></div></blockquote><p>{w[2]}</p><p>{w[3]}</p>')
        + post(3, "Nanofan", "Schüler", f"<p>{w[4]}</p>")
        + '</ul></div><footer class="contentFooter"><div class="paginationBottom"></div><nav class="contentFooter'
        'Navigation"><ul><li><a href="#" class="button"><span>Antworten</span></a></li></ul></nav></footer><section '
        'class="section"><h2 class="sectionTitle">Ähnliche Themen</h2><ul class="containerList"><li><a href="/thread'
        '/71/">Blaualgen nach Urlaub</a></li></ul></section></div></div></section><footer id="pageFooter" class="'
        'pageFooter"><div class="boxesFooter"><nav class="boxMenu"><a href="/legal-notice/">Impressum</a><a href="/'
        'privacy-policy/">Datenschutzerklärung</a></nav></div><div class="footerCopyright"><a href="https://www.'
        'woltlab.com/de/">Forensoftware: <strong>Burning Board®</strong>, entwickelt von <strong>WoltLab® GmbH'
        '</strong></a></div></footer></div></body></html>')


PAGES["woltlab-de"] = NewsPage(
    _woltlab(), "https://www.aquarienforum-sued.example.de/thread/88-gr%C3%BCne-tr%C3%BCbung-im-aquarium/", WOLTLAB,
    ("Dashboard", "Lexikon", "Anmelden oder registrieren", "Fortgeschrittener", "Beiträge", "834", "Gruß aus dem "
     "Allgäu", "3 Gefällt mir", "Zitieren", "Zitat von Kiesbett", "Ähnliche Themen", "Blaualgen",
     "Datenschutzerklärung", "Burning Board"))


# --- Flarum (English): the posts only in the server-rendered ``<noscript id="flarum-content">``, the app's shell
# empty until its script runs; "Next Page" -------------------------------------------------------------------------------

FLARUM = (
    "After upgrading to 1.8 my cron job for the queue worker stopped sending notification emails.",
    "The scheduler runs every minute according to the logs, but the jobs table keeps growing.",
    "Since 1.8 the queue worker needs the --stop-when-empty flag if you run it from cron, otherwise the first run "
    "never exits and the next ones pile up behind it.",
    "That was it, thank you! The table emptied within a minute after I changed the cron line.",
)


def _flarum() -> str:
    f = FLARUM

    def post(user: str, body: str) -> str:
        return (f'<article><div class="PostUser"><h3 class="PostUser-name">{user}</h3></div><div class="Post-body">'
                f'{body}</div></article><hr>')
    return (
        _head("Queue emails stopped after upgrade - Flarum Community", "en",
              '<meta name="description" content="After upgrading to 1.8 my cron job for the queue worker stopped '
              'sending notification emails."><link rel="canonical" href="https://discuss.example-flarum.org/d/31507-'
              'queue-emails-stopped-after-upgrade"><link rel="stylesheet" href="/assets/forum.css">')
        + '<body><div id="app" class="App"><div id="app-navigation" class="App-navigation"></div><div id="drawer" '
        'class="App-drawer"><header id="header" class="App-header"><div id="header-navigation" class="Header-'
        'navigation"></div><div class="container"><div class="Header-title"><a href="/" id="home-link">Flarum '
        'Community</a></div><div id="header-primary" class="Header-primary"></div><div id="header-secondary" class='
        '"Header-secondary"></div></div></header></div><main class="App-content"><div id="content"></div><div id='
        '"flarum-loading" style="display: none">Loading...</div><noscript><div class="Alert"><div class="container">'
        'This site is best viewed in a modern browser with JavaScript enabled.</div></div></noscript><div id="flarum-'
        'loading-error" style="display: none"><div class="Alert"><div class="container">Something went wrong while '
        'trying to load the full version of this site. Try hard-refreshing this page to fix the error.</div></div>'
        '</div><noscript id="flarum-content"><div class="container"><h1>Queue emails stopped after upgrade</h1><div>'
        + post("mkessler", f"<p>{f[0]}</p><p>{f[1]}</p>") + post("luceos", f"<p>{f[2]}</p>")
        + post("mkessler", f"<p>{f[3]}</p>")
        + '</div></div></noscript></main></div><div id="modal"></div><div id="alerts"></div><script>document.'
        'getElementById("flarum-loading").style.display = "block"; var flarum = {extensions: {}};</script><script '
        'src="/assets/forum.js"></script><script>document.getElementById("flarum-loading").style.display = "none";'
        ' try { flarum.core.app.load({"resources":[]}); flarum.core.app.bootExtensions(flarum.extensions); flarum.'
        'core.app.boot(); } catch (e) { var error = document.getElementById("flarum-loading-error"); error.style.'
        'display = "block"; throw e; }</script></body></html>')


PAGES["flarum-en"] = NewsPage(
    _flarum(), "https://discuss.example-flarum.org/d/31507-queue-emails-stopped-after-upgrade", FLARUM,
    ("Loading...", "best viewed in a modern browser", "Something went wrong", "mkessler", "luceos"))


# --- An Amazon-like marketplace (Italian): the title, "Informazioni su questo articolo" feature bullets, the
# product description, the buy box, "Spesso comprati insieme", the reviews (gone by design: boilernames._REVIEWS) --

AMAZON = (
    "Bollitore elettrico in acciaio inox da 1,7 litri con filtro anticalcare estraibile",
    "Si spegne automaticamente quando l'acqua bolle e quando viene sollevato dalla base.",
    "La base girevole a 360 gradi permette di appoggiarlo in qualunque posizione, comodo sia per destri sia per "
    "mancini.",
    "La finestrella graduata su entrambi i lati mostra quanta acqua resta, anche a bollitore chiuso.",
    "Pensato per chi beve molto tè, il bollitore porta a ebollizione un litro d'acqua in meno di tre minuti e resta "
    "silenzioso grazie alla resistenza nascosta sotto il fondo.",
)


def _amazon() -> str:
    a = AMAZON
    return (
        _head("Bollitore elettrico inox 1,7 L : Amazon.example.it: Casa e cucina", "it")
        + '<body class="a-m-it a-aui_72554-c"><div id="a-page"><header id="navbar-main" class="nav-opt-sprite" role='
        '"banner"><div id="nav-belt"><div class="nav-left"><a href="/ref=nav_logo" id="nav-logo-sprites" class="nav-'
        'logo-link" aria-label="Amazon.it"></a></div><div class="nav-fill"><div id="nav-search"><form class="nav-'
        'searchbar"><input type="text" id="twotabsearchtextbox" placeholder="Cerca Amazon.it"></form></div></div><div'
        ' class="nav-right"><a href="/ap/signin" class="nav-a nav-a-2" id="nav-link-accountList"><span class="nav-'
        'line-1">Ciao, accedi</span><span class="nav-line-2">Account e liste</span></a><a href="/gp/cart" id="nav-'
        'cart" class="nav-a"><span class="nav-cart-count">0</span><span class="nav-line-2">Carrello</span></a></div>'
        '</div></header><div id="dp" class="kitchen it_IT"><div id="dp-container" class="a-container" role="main">'
        '<div id="wayfinding-breadcrumbs_container"><ul class="a-unordered-list a-horizontal a-size-small"><li><span '
        'class="a-list-item"><a class="a-link-normal a-color-tertiary" href="/casa">Casa e cucina</a></span></li>'
        '</ul></div><div id="ppd"><div id="leftCol"><div id="imageBlock"><img id="landingImage" alt="Bollitore"></div>'
        '</div><div id="centerCol" class="centerColAlign"><div id="title_feature_div" class="celwidget"><div id='
        '"titleSection"><h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-'
        f'large product-title-word-break">{a[0]}</span></h1></div></div><div id="bylineInfo_feature_div"><a id='
        '"bylineInfo" class="a-link-normal" href="/stores/Casalinga">Visita lo Store di Casalinga</a></div><div id='
        '"averageCustomerReviews_feature_div"><span class="a-icon-alt">4,5 su 5 stelle</span> <a id="acrCustomer'
        'ReviewLink" href="#customerReviews"><span id="acrCustomerReviewText">2.318 voti</span></a></div><div id='
        '"corePriceDisplay_desktop_feature_div"><span class="a-price aok-align-center"><span class="a-offscreen">'
        '29,99€</span></span><div id="taxInclusiveMessage">IVA inclusa</div></div><div id="featurebullets_feature_'
        'div" class="celwidget"><div id="feature-bullets" class="a-section a-spacing-medium a-spacing-top-small"><h1 '
        'class="a-size-base-plus a-text-bold">Informazioni su questo articolo</h1><ul class="a-unordered-list a-'
        f'vertical a-spacing-mini"><li><span class="a-list-item">{a[1]}</span></li><li><span class="a-list-item">'
        f'{a[2]}</span></li><li><span class="a-list-item">{a[3]}</span></li></ul><span class="caretnext">›</span> <a '
        'class="a-link-normal" href="#productDetails">Visualizza altri dettagli</a></div></div></div><div id='
        '"rightCol"><div id="buybox"><div id="deliveryBlockMessage"><span>Consegna GRATUITA <span class="a-text-'
        'bold">giovedì 5 novembre</span></span></div><div id="availability"><span class="a-size-medium a-color-'
        'success">Disponibilità immediata</span></div><input id="add-to-cart-button" type="submit" value="Aggiungi al'
        ' carrello" aria-labelledby="submit.add-to-cart-announce"><span id="submit.add-to-cart-announce">Aggiungi al '
        'carrello</span><span id="submit.buy-now-announce">Compra ora</span><div id="merchant-info">Venduto da '
        'Casalinga Italia e spedito da Amazon.</div></div></div></div><div id="sims-fbt" class="celwidget"><h2>'
        'Spesso comprati insieme</h2><div class="a-carousel"><a href="/teiera">Teiera in vetro 1 L</a></div></div><div'
        ' id="productDescription_feature_div" class="celwidget"><h2>Descrizione prodotto</h2><div id="product'
        f'Description" class="a-section a-spacing-small"><p><span>{a[4]}</span></p></div></div><div id="prodDetails"'
        ' class="a-section"><h2>Dettagli prodotto</h2><table id="productDetails_techSpec_section_1" class="a-keyvalue'
        ' prodDetTable"><tr><th class="a-color-secondary a-size-base prodDetSectionEntry">Capacità</th><td class="'
        'a-size-base prodDetAttrValue">1,7 Litri</td></tr></table></div><div id="reviewsMedley" class="celwidget">'
        '<div id="cm-cr-dp-review-list" class="a-section"><div id="R1A2" data-hook="review" class="a-section review '
        'aok-relative"><span class="a-profile-name">Giulia</span><span data-hook="review-body" class="a-size-base '
        'review-text-content"><span>Lo uso tutti i giorni da sei mesi e non ha mai dato problemi, il calcare resta nel'
        ' filtro.</span></span><span data-hook="helpful-vote-statement">12 persone l\'hanno trovato utile</span></div>'
        '</div></div></div></div><div id="navFooter" class="navLeftFooter nav-sprite-v1" role="contentinfo"><div class'
        '="navFooterLine"><a href="/condizioni">Condizioni generali di uso e vendita</a><span>© 1996-2026, Amazon.com'
        ', Inc. o società affiliate</span></div></div></div></body></html>')


PAGES["marketplace-it"] = NewsPage(
    _amazon(), "https://www.amazon.example.it/Bollitore-elettrico-inox/dp/B0C7K1T2XQ", AMAZON,
    ("Cerca Amazon", "Ciao, accedi", "Account e liste", "Visita lo Store", "4,5 su 5 stelle", "2.318 voti",
     "Consegna GRATUITA", "Disponibilità immediata", "Aggiungi al carrello", "Compra ora", "Venduto da",
     "Spesso comprati insieme", "Teiera", "l'hanno trovato utile", "Condizioni generali", "Visualizza altri"))


# --- JTL-Shop 5 (NOVA template, German): the description tab open, "Technische Daten" and "Fragen zum Artikel"
# tabs as collapsed Bootstrap panes; the tax note, delivery time, "Auf den Wunschzettel" -----------------------------

JTL = (
    "Wanderstock Carbon Trekking Pro",
    "Der dreiteilige Carbonstock wiegt nur 210 Gramm und lässt sich mit dem Schnellverschluss in Sekunden auf eine "
    "Länge zwischen 100 und 135 Zentimetern einstellen.",
    "Der Griff aus Kork nimmt Feuchtigkeit auf und bleibt auch bei langen Touren im Sommer angenehm trocken.",
    "Im Winter lässt sich der mitgelieferte Schneeteller in wenigen Sekunden gegen den Wanderteller tauschen, ein "
    "Werkzeug ist dafür nicht nötig.",
)


def _jtl() -> str:
    j = JTL
    return (
        _head("Wanderstock Carbon Trekking Pro - Bergzeit Ausrüstung", "de")
        + '<body data-page="1" class="body-offcanvas"><div id="main-wrapper" class="main-wrapper"><header class='
        '"d-print-none sticky-top fixed-navbar" id="jtl-nav-wrapper"><div class="container-fluid container-fluid-'
        'xl"><div class="toggler-logo-wrapper"><div id="logo" class="logo-wrapper"><a href="/" title="Bergzeit '
        'Ausrüstung">Bergzeit Ausrüstung</a></div></div><nav id="mainNavigation" class="navbar-nav"><ul class="navbar-'
        'nav nav-scrollbar-inner mr-auto"><li class="nav-item"><a class="nav-link" href="/wandern">Wandern</a></li>'
        '<li class="nav-item"><a class="nav-link" href="/klettern">Klettern</a></li></ul></nav><ul class="header-'
        'shop-nav nav"><li class="nav-item"><a class="nav-link" href="/Mein-Konto">Anmelden</a></li><li class="cart-'
        'icon-dropdown nav-item"><a class="nav-link" href="/Warenkorb"><span class="cart-icon-dropdown-price">0,00 €'
        '</span></a></li></ul></div></header><main id="main-wrapper-content"><div id="content-wrapper" class="container-'
        'fluid container-fluid-xl"><div id="content"><div class="breadcrumb-wrapper"><nav><ol class="breadcrumb"><li '
        'class="breadcrumb-item"><a href="/">Startseite</a></li><li class="breadcrumb-item"><a href="/wandern">'
        'Wandern</a></li></ol></nav></div><div id="result-wrapper" itemscope itemtype="https://schema.org/Product"><div'
        ' class="product-detail"><div class="row"><div class="col product-gallery"><div id="gallery"><img src="/bilder/'
        'stock.jpg" alt="Wanderstock"></div></div><div class="col product-info"><div class="product-info-inner"><div '
        f'class="product-headline"><h1 class="product-title" itemprop="name">{j[0]}</h1></div><ul class="info-essential'
        ' list-unstyled"><li class="product-sku"><strong>Artikelnummer:</strong> <span itemprop="sku">BZ-44817</span>'
        '</li></ul><div class="product-offer" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><div '
        'class="price_wrapper"><div class="price h1"><span>49,95 €</span><span class="footnote-reference">*</span>'
        '</div><div class="price-note"><span class="vat_info">inkl. gesetzl. MwSt. zzgl. <a href="/Versandinformationen"'
        ' class="shipment popup">Versandkosten</a></span></div></div><div class="delivery-status"><ul class="list-'
        'unstyled"><li><span class="status status-2">Sofort lieferbar</span></li><li class="estimated-delivery"><span'
        ' class="a2">Lieferzeit: 1 - 3 Werktage</span></li></ul></div><form id="buy_form" class="jtl-validate"><div '
        'class="basket-form-inline"><input type="number" class="form-control quantity" name="anzahl" value="1"><button'
        ' name="inWarenkorb" type="submit" class="btn btn-primary btn-block">In den Warenkorb</button></div><button '
        'name="Wunschliste" type="submit" class="btn btn-link wishlist">Auf den Wunschzettel</button></form></div></div>'
        '</div></div></div><div class="product-details-tabs"><nav class="tab-navigation"><ul class="nav nav-tabs" '
        'role="tablist"><li class="nav-item" role="presentation"><a class="nav-link active" id="tab-description-tab" '
        'data-toggle="tab" role="tab" aria-controls="tab-description" aria-selected="true" href="#tab-description">'
        'Beschreibung</a></li><li class="nav-item" role="presentation"><a class="nav-link" data-toggle="tab" role="tab"'
        ' href="#tab-votes">Bewertungen</a></li></ul></nav><div class="tab-content" id="article-tabs"><div class="tab-'
        'pane fade show active" id="tab-description" role="tabpanel" aria-labelledby="tab-description-tab"><div class='
        f'"tab-content-wrapper"><div class="desc" itemprop="description"><p>{j[1]}</p><p>{j[2]}</p></div><div class='
        '"product-attributes"><table class="table table-sm table-striped"><tr class="attr-material"><td class="h6">'
        'Material:</td><td class="attr-value">Carbon, Kork</td></tr></table></div></div></div><div class="tab-pane fade"'
        ' id="tab-votes" role="tabpanel" aria-labelledby="tab-votes-tab"><div class="tab-content-wrapper"><div id='
        '"reviews-overview"><p>Für diesen Artikel gibt es noch keine Bewertungen. Schreiben Sie die erste Bewertung '
        'und helfen Sie Anderen bei der Kaufentscheidung.</p></div></div></div></div></div><div class="product-'
        'detail-bottom"><div class="card product-fold" id="product-fold-winter"><div class="card-header"><button class'
        '="btn btn-link" data-toggle="collapse" data-target="#collapse-winter" aria-expanded="false">Einsatz im Winter'
        '</button></div><div id="collapse-winter" class="collapse" aria-labelledby="product-fold-winter"><div class='
        f'"card-body"><p>{j[3]}</p></div></div></div></div><div class="recommendations"><div class="h2">Kunden kauften '
        'dazu folgende Produkte</div><div class="product-slider"><div class="productbox"><a href="/Trinkflasche">'
        'Trinkflasche Alu 0,75 l</a></div></div></div></div></div></div></main><footer id="footer"><div class="'
        'container"><div class="footnote-vat"><p>* Alle Preise inkl. gesetzlicher USt., zzgl. Versand</p></div><div '
        'class="copyright-wrapper"><span>&copy; 2026 Bergzeit Ausrüstung</span> <a href="https://www.jtl-software.'
        'de">Shopsoftware by JTL-Software</a></div></div></footer></div></body></html>')


PAGES["jtl5-de"] = NewsPage(  # (a single price is the item's fact: shoplines._SALE)
    _jtl(), "https://www.bergzeit-ausruestung.example.de/Wanderstock-Carbon-Trekking-Pro", JTL,
    ("Anmelden", "Startseite", "Artikelnummer", "inkl. gesetzl. MwSt.", "Sofort lieferbar", "Lieferzeit:",
     "In den Warenkorb", "Auf den Wunschzettel", "noch keine Bewertungen", "Kunden kauften", "Trinkflasche",
     "Alle Preise inkl.", "Shopsoftware by"))


# --- Shopify Dawn (French) with the description in the theme's collapsible rows: "Description", "Composition et
# entretien" (``<details>`` closed until clicked), beside "Livraison et retours" (the shop's policy, gone) ----------

DAWN = (
    "Pull marin en laine mérinos",
    "Tricoté en Bretagne dans une laine mérinos extra-fine, ce pull marin reprend la coupe des tricots de pêcheurs "
    "avec son encolure bateau boutonnée sur l'épaule.",
    "Sa maille serrée coupe le vent sur la côte, et la laine mérinos reste douce au contact de la peau.",
    "100 % laine mérinos, fil certifié Mulesing free.",
    "Lavage à la main à l'eau froide, séchage à plat : ne le suspendez pas, il se déformerait.",
)


def _dawn() -> str:
    d = DAWN

    def row(n: int, title: str, body: str) -> str:
        return (f'<div class="product__accordion accordion quick-add-hidden"><details id="Details-collapsible_tab_{n}">'
                f'<summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">{title}</h2>'
                f'</div></summary><div class="accordion__content rte" id="ProductAccordion-collapsible_tab_{n}">{body}'
                '</div></details></div>')
    return (
        _head("Pull marin en laine mérinos – Maison Kerlouan", "fr",
              '<meta property="og:type" content="product"><meta property="og:site_name" content="Maison Kerlouan">')
        + '<body class="gradient"><a class="skip-to-content-link button visually-hidden" href="#MainContent">Ignorer et '
        'passer au contenu</a><div class="shopify-section announcement-bar-section"><div class="announcement-bar" '
        'role="region" aria-label="Annonce"><p class="announcement-bar__message h5">Livraison offerte dès 80 € '
        'd\'achat</p></div></div><div class="shopify-section section-header"><header class="header header--middle-'
        'left"><a href="/" class="header__heading-link link link--text focus-inset"><span class="h2">Maison Kerlouan'
        '</span></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list"><li><a href='
        '"/collections/pulls" class="header__menu-item list-menu__item link link--text focus-inset">Pulls</a></li><li>'
        '<a href="/pages/atelier" class="header__menu-item list-menu__item link link--text focus-inset">L\'atelier</a>'
        '</li></ul></nav><div class="header__icons"><a href="/account/login" class="header__icon header__icon--'
        'account link focus-inset small-hide"><span class="visually-hidden">Connexion</span></a><a href="/cart" class='
        '"header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Panier'
        '</span></a></div></header></div><main id="MainContent" class="content-for-layout focus-none" role="main" '
        'tabindex="-1"><section id="shopify-section-template--main" class="shopify-section section"><section class='
        '"page-width section-template--main-padding"><div class="product product--large product--left grid grid--1-'
        'col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><media-gallery class="product__column-'
        'sticky"><ul class="product__media-list"><li class="product__media-item"><img alt="Pull marin"></li></ul>'
        '</media-gallery></div><div class="product__info-wrapper grid__item"><section id="ProductInfo-template--main" '
        'class="product__info-container product__column-sticky"><p class="product__text inline-richtext caption-with-'
        f'letter-spacing">Maison Kerlouan</p><div class="product__title"><h1>{d[0]}</h1></div><div class="no-js-'
        'hidden" id="price-template--main" role="status"><div class="price price--large price--show-badge"><div class='
        '"price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Prix '
        'habituel</span><span class="price-item price-item--regular">145,00 €</span></div></div></div></div><div '
        'class="product__tax caption rte">Taxes incluses.</div><variant-radios class="no-js-hidden"><fieldset class="'
        'js product-form__input"><legend class="form__label">Taille</legend><input type="radio" id="t-s" name="Taille"'
        ' value="S"><label for="t-s">S</label><input type="radio" id="t-m" name="Taille" value="M"><label for="t-m">M'
        '</label></fieldset></variant-radios><product-form class="product-form"><form method="post" action="/cart/add">'
        '<div class="product-form__buttons"><button type="submit" class="product-form__submit button button--full-'
        'width button--secondary"><span>Ajouter au panier</span></button></div></form></product-form><div class='
        '"product__description rte quick-add-hidden"></div>'
        + row(1, "Description", f"<p>{d[1]}</p><p>{d[2]}</p>")
        + row(2, "Composition et entretien", f"<p>{d[3]}</p><p>{d[4]}</p>")
        + row(3, "Livraison et retours", "<p>Expédition sous 48 h en Colissimo. Retours gratuits sous 30 jours.</p>")
        + '</section></div></div></section></section><section class="shopify-section"><div class="product-'
        'recommendations"><h2 class="product-recommendations__heading">Vous aimerez aussi</h2><ul class="grid product-'
        'grid"><li class="grid__item"><div class="card__content"><h3 class="card__heading"><a href="/products/'
        'bonnet">Bonnet côtelé</a></h3><div class="price"><span class="price-item">39,00 €</span></div></div></li>'
        '</ul></div></section></main><footer class="footer"><div class="footer-block"><h2 class="footer-block__'
        'heading">Abonnez-vous à nos e-mails</h2></div><div class="footer__copyright"><small class="copyright__content">'
        '© 2026, Maison Kerlouan</small><small class="copyright__content"><a href="https://www.shopify.com">Commerce '
        'électronique propulsé par Shopify</a></small></div></footer></body></html>')


PAGES["dawn-fr"] = NewsPage(
    _dawn(), "https://www.maison-kerlouan.example.fr/products/pull-marin-laine-merinos", DAWN,
    ("Ignorer et passer", "Livraison offerte", "L'atelier", "Connexion", "Panier", "Prix habituel", "Taxes incluses",
     "Ajouter au panier", "Livraison et retours", "Expédition sous 48 h", "Vous aimerez aussi", "Bonnet côtelé",
     "Abonnez-vous", "propulsé par Shopify"))


# --- A gutefrage-like Q&A (German): the question, its details, three answers with the "Hilfreichste Antwort"
# badge, the answerers' cards ("Community-Experte"), "Hilfreich" votes, "Weitere Antworten zeigen", similar
# questions ---------------------------------------------------------------------------------------------------------------

QA = (
    "Darf mein Vermieter die Nebenkosten einfach um 80 Euro im Monat erhöhen?",
    "Wir haben heute einen Brief bekommen, dass die Vorauszahlung ab Januar von 180 auf 260 Euro steigt. Eine "
    "Abrechnung haben wir dafür nicht bekommen.",
    "Eine Erhöhung der Vorauszahlung ist nur nach einer Abrechnung erlaubt und muss sich an deren Ergebnis "
    "orientieren.",
    "Bitte den Vermieter schriftlich um die letzte Nebenkostenabrechnung und zahlt bis dahin den alten Betrag weiter.",
    "Bei uns war das genauso, am Ende lag es an den gestiegenen Gaspreisen und die Erhöhung war berechtigt.",
)


def _qa() -> str:
    q = QA

    def answer(n: int, user: str, badge: str, body: str) -> str:
        return (f'<div class="Answer" id="answer-{300+n}" itemprop="suggestedAnswer acceptedAnswer" itemscope itemtype='
                '"https://schema.org/Answer"><div class="Answer-header"><div class="ContentMeta"><a class="ContentMeta-'
                f'author" href="/nutzer/{user}"><img class="Avatar" alt=""><span class="ContentMeta-authorName">{user}'
                f'</span></a><span class="ContentMeta-badge">{badge}</span><time class="ContentMeta-date" datetime="2026-'
                f'11-0{n}T10:00:00Z">0{n}.11.2026, 10:00</time></div></div><div class="Answer-body ContentBody" '
                f'itemprop="text"><p>{body}</p></div><div class="Answer-footer"><button class="VoteButton">Hilfreich '
                f'({4-n})</button><button class="CommentButton">Kommentieren</button><button class="ReportButton">'
                'Melden</button></div></div>')
    return (
        _head("Darf mein Vermieter die Nebenkosten einfach erhöhen? (Recht, Miete, Mietrecht) | Fragenportal", "de",
              '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "QAPage", '
              '"mainEntity": {"@type": "Question", "name": "Darf mein Vermieter die Nebenkosten einfach um 80 Euro '
              'im Monat erhöhen?", "answerCount": 3}}</script>')
        + '<body><div id="root"><header class="Header"><a class="Header-logo" href="/">Fragenportal</a><form class='
        '"Header-search"><input placeholder="Stelle deine Frage"></form><a class="Header-login" href="/login">Anmelden'
        '</a><a class="Button Button--primary" href="/frage_stellen">Frage stellen</a></header><main class="Layout-'
        'main"><article class="Question" itemscope itemtype="https://schema.org/Question"><div class="Question-tags">'
        '<a class="Tag" href="/tag/recht">Recht</a><a class="Tag" href="/tag/miete">Miete</a><a class="Tag" href="/'
        f'tag/mietrecht">Mietrecht</a></div><h1 class="Question-title" itemprop="name">{q[0]}</h1><div class="Question-'
        f'body ContentBody" itemprop="text"><p>{q[1]}</p></div><div class="ContentMeta"><span class="ContentMeta-'
        'authorName">Nutzer, der sehr aktiv auf dem Fragenportal ist</span><time datetime="2026-11-01T08:12:00Z">'
        '01.11.2026, 08:12</time></div><div class="Question-footer"><button class="FollowButton">Frage merken</button>'
        '<span class="Question-answerCount">3 Antworten</span></div></article><section class="AnswerList"><div class='
        '"AnswerList-sortBar"><span>Sortiert nach:</span><button>Hilfreichste</button><button>Neueste</button></div>'
        + answer(1, "RAin_Mietrecht", "Community-Experte für Recht", f"{q[2]}</p><p>{q[3]}")
        + answer(2, "Hansdampf77", "Hilfreichste Antwort", q[4])
        + '<button class="AnswerList-more">Weitere Antworten zeigen</button></section><aside class="SimilarQuestions">'
        '<h2>Ähnliche Fragen</h2><ul><li><a href="/frage/kaution-zurueck">Wann bekomme ich meine Kaution zurück?</a>'
        '</li><li><a href="/frage/mieterhoehung">Mieterhöhung nach einem Jahr erlaubt?</a></li></ul></aside></main>'
        '<footer class="Footer"><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><a href="/'
        'richtlinien">Richtlinien</a><span>© 2026 Fragenportal</span></footer></div></body></html>')


PAGES["qa-de"] = NewsPage(  # (each post's stamp, its writer's name and badge, is read with it: container._thread)
    _qa(), "https://www.fragenportal.example.de/frage/darf-mein-vermieter-die-nebenkosten-einfach-erhoehen", QA,
    ("Stelle deine Frage", "Frage stellen", "Frage merken", "3 Antworten", "Sortiert nach", "Hilfreich (", "Kommentieren", "Melden", "Weitere Antworten zeigen", "Ähnliche Fragen",
     "Kaution", "Richtlinien"))


@pytest.mark.parametrize("line", [
    "Consegna GRATUITA giovedì 5 novembre", "GRATIS Lieferung Donnerstag, 5. November",
    "FREE delivery Thursday, November 5. Order within 5 hrs 2 mins", "Livraison GRATUITE jeudi 5 novembre",
    "Ships from and sold by Amazon.com.", "Verkauf und Versand durch Amazon.", "Expédié et vendu par Amazon.",
    "Venduto da Casalinga Italia e spedito da Amazon.", "Aggiungi al carrello Compra ora", "Jetzt kaufen",
    "› See more product details", "Weitere Produktdetails anzeigen",
])
def test_a_marketplaces_buy_box_lines_go(line):
    """An Amazon-like marketplace's buy box: the free delivery's day, who sells and ships the item, its two
    buttons, the link down to the details; the same on every item of the marketplace."""
    page = (_head("Wasserkocher Edelstahl 1,7 L", "de") + "<body><main><h1>Wasserkocher Edelstahl 1,7 L</h1>"
            f"<div id='feature-bullets'><ul><li>{KETTLE[0]}</li><li>{KETTLE[1]}</li></ul></div><div id='buybox'>"
            f"<div>{line}</div></div><div id='productDescription'><p>{KETTLE[2]}</p></div></main></body></html>")
    text = "\n".join(_paragraphs(processed(page, "https://www.marktplatz.example.de/dp/B0C7K1T2XQ").body))
    assert line not in text and all(t in text for t in KETTLE)


KETTLE = (
    "Schaltet sich automatisch ab, sobald das Wasser kocht oder der Kocher vom Sockel genommen wird.",
    "Das Sichtfenster auf beiden Seiten zeigt, wie viel Wasser noch im Kocher ist.",
    "Der Kocher bringt einen Liter Wasser in weniger als drei Minuten zum Kochen und bleibt dabei leise, weil das "
    "Heizelement unter dem Boden verborgen ist.",
)


@pytest.mark.parametrize("sentence", [
    "Sold by a local farmer and shipped by bike, the honey reached us on Thursday, November 5.",
    "Free delivery on Thursday 5 November was the promise, and the van never came.",
    "Jetzt kaufen oder warten? Die Preise für Grafikkarten fallen seit Wochen.",
    "Calculated at checkout, the fee surprised every customer we spoke to.",
])
def test_a_sentence_with_a_buy_boxs_words_stays(sentence):
    """A news item's or a review's sentence that uses the buy box's words is the text's."""
    page = (_head("Lieferdienste im Test", "en") + "<body><main><article><h1>Delivery services tested</h1>"
            f"<p>{KETTLE[2]}</p><p>{sentence}</p></article></main></body></html>")
    assert sentence in _paragraphs(processed(page, "https://news.example.com/2026/11/delivery-test").body)




# --- OXID eShop 6 (Wave theme, German): "detailsInfo", the description tab open, "Spezifikation" and a
# "Pflegehinweise" tab closed ("tab-pane fade"), the basket form, "Zubehör" ------------------------------------------

OXID = (
    "Leinen-Bettwäsche Nordsee",
    "Die Bettwäsche aus reinem Leinen wird in einer kleinen Weberei im Münsterland gewebt und vorgewaschen, "
    "damit sie schon beim ersten Schlafen weich ist.",
    "Leinen kühlt im Sommer und wärmt im Winter, weil die hohle Faser Feuchtigkeit schnell aufnimmt und wieder "
    "abgibt.",
    "Waschen Sie die Bettwäsche bei 40 Grad und trocknen Sie sie an der Luft: im Trockner wird Leinen hart.",
)


def _oxid() -> str:
    o = OXID
    return (
        _head("Leinen-Bettwäsche Nordsee | Leinenhaus Münsterland", "de")
        + '<body class="cl-details"><div class="main-row"><div id="wrapper"><header id="header" class="header"><div '
        'class="container"><div class="header-box"><div class="logo-col"><a href="/" title="Leinenhaus Münsterland">'
        '<img src="/logo.png" alt="Leinenhaus Münsterland"></a></div><div class="menus-col"><div class="menu-dropdowns'
        ' pull-right"><div class="btn-group service-menu showLogin"><button type="button" class="btn dropdown-toggle">'
        'Konto</button></div><div class="btn-group minibasket-menu"><button type="button" class="btn dropdown-toggle">'
        '<i class="fa fa-shopping-cart"></i> Warenkorb</button></div></div></div><div class="search-col"><form class='
        '"form search" role="form"><input class="form-control" placeholder="Suche"></form></div></div></div><nav id='
        '"mainnav" class="navbar navbar-default" role="navigation"><ul id="navigation" class="nav navbar-nav"><li><a '
        'href="/bettwaesche/">Bettwäsche</a></li><li><a href="/handtuecher/">Handtücher</a></li></ul></nav></header>'
        '<div id="content" class="container"><ol id="breadcrumb" class="breadcrumb"><li class="text-muted">Sie sind '
        'hier:</li><li><a href="/bettwaesche/">Bettwäsche</a></li></ol><div id="details_container"><div id="details" '
        'class="detailsInfo clear" itemscope itemtype="http://schema.org/Product"><div class="row"><div class="col-'
        'xs-12 col-md-6 details-col-left"><div class="picture text-center"><img src="/nordsee.jpg" alt="Bettwäsche">'
        '</div></div><div class="col-xs-12 col-md-6 details-col-right"><h1 id="productTitle" class="detailsTitle" '
        f'itemprop="name">{o[0]}</h1><span class="detailsInfo_ratings"><div class="hidden-xs rating" id="itemRating">'
        '<a href="#review">Bewertung abgeben</a></div></span><div class="information"><div class="price-row clearfix">'
        '<label id="productPrice" class="price"><span>119,00 €</span><span class="price-markup">*</span></label></div>'
        '<div class="stockFlag"><i class="fa fa-circle text-success"></i> sofort lieferbar</div><div class="deliverytime'
        '">Lieferzeit: 2 - 4 Tage</div><div class="tobasket"><div class="input-group tobasket-input-group"><input id='
        '"amountToBasket" type="number" class="form-control" value="1"><span class="input-group-btn"><button id='
        '"toBasket" type="submit" class="btn btn-primary submitButton largeButton">In den Warenkorb</button></span>'
        '</div></div><div class="productMainInfo"><span class="small">Artikelnummer: LM-2210</span></div></div></div>'
        '</div><div class="row"><div class="col-xs-12 details-tabs"><ul class="nav nav-tabs"><li class="active"><a '
        'href="#description" data-toggle="tab">Beschreibung</a></li><li><a href="#attributes" data-toggle="tab">'
        'Spezifikation</a></li><li><a href="#care" data-toggle="tab">Pflegehinweise</a></li></ul><div class="tab-'
        f'content"><div id="description" class="tab-pane active" itemprop="description"><p>{o[1]}</p><p>{o[2]}</p>'
        '</div><div id="attributes" class="tab-pane"><table class="table table-striped attributes"><tr><th><strong>'
        'Material</strong></th><td>100 % Leinen</td></tr></table></div><div id="care" class="tab-pane fade" style='
        f'"display: none"><p>{o[3]}</p></div></div></div></div></div><div class="boxwrapper" id="boxwrapper_accessories'
        '"><div class="page-header"><h3>Zubehör</h3></div><div class="list-container"><div class="productData"><a '
        'class="title" href="/kissen/">Kissenbezug Nordsee</a><span class="lead text-nowrap">29,00 €</span></div>'
        '</div></div></div></div></div><footer id="footer"><div class="container"><div class="row"><section class='
        '"footer-box footer-box-service"><div class="h4 footer-box-title">Service</div><ul class="services list-'
        'unstyled"><li><a href="/kontakt/">Kontakt</a></li><li><a href="/hilfe/">Hilfe</a></li></ul></section><section'
        ' class="footer-box footer-box-newsletter"><div class="h4 footer-box-title">Newsletter</div><p class="small">'
        'Abonnieren Sie unseren Newsletter und erhalten Sie die neuesten Informationen.</p></section></div></div><div '
        'class="legal"><div class="container"><p class="small">* Alle Preise inkl. MwSt., zzgl. Versandkosten</p>'
        '</div></div></footer></div></div></body></html>')


PAGES["oxid6-de"] = NewsPage(
    _oxid(), "https://www.leinenhaus-muensterland.example.de/bettwaesche/leinen-bettwaesche-nordsee.html", OXID,
    ("Konto", "Warenkorb", "Sie sind hier", "Bewertung abgeben", "sofort lieferbar", "Lieferzeit", "In den Warenkorb",
     "Artikelnummer", "Kissenbezug", "Abonnieren Sie", "Alle Preise inkl."))


# --- Invision Community 4 (French): "cPost" articles with the author's panel, "ipsType_richText" post text, a
# quote with its "a dit :" citation, reactions, "Partager ce message" ------------------------------------------------

IPS = (
    "Bonjour, mon Raspberry Pi 4 redémarre tout seul dès que je branche un disque dur externe en USB 3.",
    "L'alimentation est celle d'origine, 5,1 V et 3 A. Est-ce que le disque tire trop de courant ?",
    "Oui, un disque 2,5 pouces peut demander plus que ce que le port USB peut fournir au démarrage.",
    "Le plus simple est de passer par un hub USB alimenté, ou d'utiliser un disque avec sa propre alimentation.",
    "J'avais le même souci, le hub alimenté a tout réglé chez moi.",
)


def _ips() -> str:
    t = IPS

    def post(n: int, user: str, body: str) -> str:
        return (f'<article id="elComment_{8800+n}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent '
                'ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone"><div class="cAuthorPane '
                'ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_sectionHead cAuthorPane_author '
                f'ipsType_blendLinks ipsType_break"><strong><a href="/profile/{n}-{user}/" class="ipsType_break">{user}'
                '</a></strong></h3><ul class="cAuthorPane_info ipsList_reset"><li data-role="group">Membres</li><li data-'
                f'role="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light"><li>{n*57} messages</li></ul>'
                '</li></ul></div><div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-8801_wrap" data-'
                'controller="core.front.core.comment" class="ipsComment_content ipsType_medium"><div class="ipsComment_'
                'meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse"><div class='
                '"ipsType_reset ipsResponsive_hidePhone"><a href="#" class="ipsType_blendLinks">Partager ce message</a>'
                f'</div><div class="ipsType_reset ipsResponsive_hidePhone">Posté(e) le <time datetime="2026-10-1{n}T19:'
                f'0{n}:00Z">1{n} octobre</time></div></div><div class="cPost_contentWrap"><div data-role="commentContent" '
                f'class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.'
                f'lightboxedImages">{body}</div><div class="ipsItemControls"><div class="ipsReact ipsPos_right"><div class='
                '"ipsReact_blurb" data-role="reactionBlurb"><ul class="ipsReact_reactions"><li class="ipsReact_'
                'reactCount">2</li></ul></div></div><ul class="ipsComment_controls ipsClearfix"><li><a href="#" class='
                '"ipsButton ipsButton_light ipsButton_verySmall">Citer</a></li></ul></div></div></div></div></article>')
    return (
        _head("Raspberry Pi 4 qui redémarre avec un disque USB - Matériel - Forum Framboise", "fr")
        + '<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app"><a href="#'
        'ipsLayout_mainArea" class="ipsHide">Aller au contenu</a><div id="ipsLayout_header" class="ipsClearfix">'
        '<header><div class="ipsLayout_container ipsFlex ipsFlex-ai:center"><a href="/" id="elLogo" accesskey="1">'
        '<img src="/logo.png" alt="Forum Framboise"></a><ul id="elUserNav" class="ipsList_inline cSignedOut ipsResponsive'
        '_showDesktop"><li id="elSignInLink"><a href="/login/">Déjà inscrit ? Connexion</a></li><li><a href="/register/'
        '" class="ipsButton ipsButton_normal ipsButton_primary">S\'inscrire</a></li></ul></div></header><nav data-'
        'controller="core.front.core.navBar" class="ipsNavBar_noSubBars"><ul data-role="primaryNavBar"><li><a href="/">'
        'Parcourir</a></li><li><a href="/discover/">Activité</a></li></ul></nav></div><main id="ipsLayout_body" class='
        '"ipsLayout_container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper"><nav class="ipsBreadcrumb'
        ' ipsBreadcrumb_top ipsFaded_withHover"><ul data-role="breadcrumbList"><li><a href="/">Accueil</a></li><li><a '
        'href="/forum/3-materiel/">Matériel</a></li></ul></nav><div id="ipsLayout_mainArea"><div class="ipsPageHeader '
        'ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom"><h1 class="ipsType_pageTitle '
        'ipsContained_container"><span class="ipsType_break ipsContained">Raspberry Pi 4 qui redémarre avec un disque '
        'USB</span></h1><div class="ipsPageHeader__meta">Par <a href="/profile/1-Pierrot/">Pierrot</a>, 11 octobre '
        'dans <a href="/forum/3-materiel/">Matériel</a></div></div><div class="ipsClearfix"><ul class="ipsToolList '
        'ipsToolList_horizontal ipsClearfix ipsSpacer_both"><li class="ipsToolList_primaryAction"><a class="ipsButton '
        'ipsButton_important ipsButton_medium ipsButton_fullWidth" href="#replyForm">Répondre à ce sujet</a></li></ul>'
        '</div><div id="comments" data-controller="core.front.core.commentFeed" data-baseurl="/topic/77/"><form>'
        + post(1, "Pierrot", f"<p>{t[0]}</p><p>{t[1]}</p>")
        + post(2, "Tux_Lyon", '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" data-'
               'ipsquote-username="Pierrot" data-cite="Pierrot"><div class="ipsQuote_citation">Pierrot a dit :</div><div'
               f' class="ipsQuote_contents ipsClearfix"><p>{t[1]}</p></div></blockquote><p>{t[2]}</p><p>{t[3]}</p>')
        + post(3, "MarieB", f"<p>{t[4]}</p>")
        + '</form></div><div class="ipsBox ipsPadding ipsResponsive_pull ipsResponsive_showPhone ipsMargin_top"><div '
        'class="ipsShareLinks">Partager</div></div><div id="replyForm" class="ipsAreaBackground ipsPadding ipsComposeArea'
        '"><h2 class="ipsType_reset">Rejoindre la conversation</h2><p>Vous pouvez publier maintenant et vous inscrire '
        'plus tard. Si vous avez un compte, connectez-vous maintenant pour publier avec votre compte.</p></div></div>'
        '</div></div></main><footer id="ipsLayout_footer" class="ipsClearfix"><div class="ipsLayout_container"><ul '
        'class="ipsList_inline ipsType_center ipsSpacer_top" id="elFooterLinks"><li><a href="/privacy/">Politique de '
        'confidentialité</a></li></ul><p id="elCopyright"><span id="elCopyright_userLine">Forum Framboise</span> <a '
        'rel="nofollow" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></div></footer>'
        '</body></html>')


PAGES["invision4-fr"] = NewsPage(
    _ips(), "https://www.forum-framboise.example.fr/topic/77-raspberry-pi-4-qui-red%C3%A9marre-avec-un-disque-usb/",
    IPS,
    ("Aller au contenu", "Connexion", "S'inscrire", "Parcourir", "Activité", "Membres", "messages",
     "Partager ce message", "Pierrot a dit", "Citer", "Répondre à ce sujet", "Rejoindre la conversation",
     "Vous pouvez publier", "Politique de confidentialité", "Powered by Invision"))


# --- XenForo 2 (French): "message--post" articles, the user's extras, "bbWrapper" text, a quote with "a dit :" and
# "Cliquez pour agrandir...", the reactions bar ("J'aime"), "Vous devez vous connecter ou vous inscrire" -----------

XF = (
    "Salut à tous, je cherche un premier télescope pour observer les planètes avec mon fils de dix ans.",
    "Mon budget tourne autour de 400 euros et nous habitons à la campagne, loin des lumières de la ville.",
    "Pour les planètes, un Dobson de 150 ou 200 mm est ce qui se fait de mieux à ce prix, et il est très simple à "
    "utiliser pour un enfant.",
    "Ajoute une lentille de Barlow 2x, ça suffit pour voir les anneaux de Saturne et les bandes de Jupiter.",
)


def _xf() -> str:
    x = XF

    def post(n: int, user: str, body: str) -> str:
        return (f'<article class="message message--post js-post js-inlineModContainer" data-author="{user}" data-'
                f'content="post-{6100+n}" id="js-post-{6100+n}"><span class="u-anchorTarget" id="post-{6100+n}"></span>'
                '<div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user">'
                f'<div class="message-avatar"><a href="/members/{user}.{n}/" class="avatar avatar--m"><img alt="{user}">'
                f'</a></div><div class="message-userDetails"><h4 class="message-name"><a href="/members/{user}.{n}/" '
                f'class="username">{user}</a></h4><h5 class="userTitle message-userTitle">Membre actif</h5></div><div '
                'class="message-userExtras"><dl class="pairs pairs--justified"><dt>Inscrit</dt><dd>2 Mars 2019</dd>'
                f'</dl><dl class="pairs pairs--justified"><dt>Messages</dt><dd>{n*311}</dd></dl></div></section></div>'
                '<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header '
                'class="message-attribution message-attribution--split"><ul class="message-attribution-main listInline">'
                f'<li class="u-concealed"><a href="/threads/6100/post-{6100+n}"><time class="u-dt" datetime="2026-05-0{n}'
                f'T21:00:00+0200">{n} Mai 2026</time></a></li></ul><ul class="message-attribution-opposite listInline">'
                f'<li><a href="/threads/6100/post-{6100+n}">#{n}</a></li></ul></header><div class="message-content js-'
                'messageContent"><div class="message-userContent lbContainer js-lbContainer"><article class="message-'
                f'body js-selectToQuote"><div class="bbWrapper">{body}</div></article></div></div><footer class="message-'
                'footer"><div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external"><a '
                'class="actionBar-action actionBar-action--reply">Répondre</a></div></div><div class="reactionsBar js-'
                'reactionsList is-active"><a class="reactionsBar-link">Astro67 et 2 autres personnes</a></div></footer>'
                '</div></div></div></article>')
    return (
        _head("Premier télescope pour observer les planètes | Forum Astronomie Amateur", "fr")
        + '<body data-template="thread_view"><div class="p-pageWrapper" id="top"><header class="p-header" id="header">'
        '<div class="p-header-inner"><div class="p-header-content"><div class="p-header-logo p-header-logo--image"><a '
        'href="/"><img src="/logo.png" alt="Forum Astronomie Amateur"></a></div></div></div></header><div class="p-nav'
        'Sticky p-navSticky--primary" data-xf-init="sticky-header"><nav class="p-nav"><div class="p-nav-inner"><ul '
        'class="p-nav-list js-offCanvasNavSource"><li><a href="/" class="p-navEl-link">Forums</a></li><li><a href="/'
        'whats-new/" class="p-navEl-link">Quoi de neuf</a></li></ul><div class="p-nav-opposite"><div class="p-navgroup '
        'p-account p-navgroup--guest"><a href="/login/" class="p-navgroup-link p-navgroup-link--logIn">Connexion</a><a '
        'href="/register/" class="p-navgroup-link">S\'inscrire</a></div></div></div></nav></div><div class="p-body">'
        '<div class="p-body-inner"><div class="p-breadcrumbs"><ul class="p-breadcrumbs"><li><a href="/">Forums</a>'
        '</li><li><a href="/forums/materiel.4/">Matériel</a></li></ul></div><div class="p-body-header"><div class='
        '"p-title"><h1 class="p-title-value">Premier télescope pour observer les planètes</h1></div><div class="p-'
        'description"><ul class="listInline listInline--bullet"><li>Discussion créée par <a href="/members/celine_m.1/'
        '">celine_m</a></li><li><time>1 Mai 2026</time></li></ul></div></div><div class="p-body-main"><div class="p-'
        'body-content"><div class="p-body-pageContent"><div class="block block--messages"><div class="block-container'
        ' lbContainer"><div class="block-body js-replyNewMessageContainer">'
        + post(1, "celine_m", f"{x[0]}<br><br>{x[1]}")
        + post(2, "Orion44", '<blockquote data-attributes="member: 1" data-quote="celine_m" data-source="post: 6101" '
               'class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch"><div class="bbCodeBlock-'
               'title"><a href="/goto/post?id=6101" class="bbCodeBlock-sourceJump">celine_m a dit :</a></div><div class'
               f'="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent">{x[1]}</div><div class='
               '"bbCodeBlock-expandLink js-expandLink"><a role="button" tabindex="0">Cliquez pour agrandir...</a></div>'
               f'</div></blockquote>{x[2]}<br><br>{x[3]}')
        + '</div></div></div><div class="block-outer block-outer--after"><div class="block-outer-opposite"><div class='
        '"blockMessage blockMessage--none"><a href="/login/" class="button--link button">Vous devez vous connecter ou '
        'vous inscrire pour répondre ici.</a></div></div></div><div class="shareButtons shareButtons--iconic"><span '
        'class="shareButtons-label">Partager :</span></div></div></div></div></div></div><footer class="p-footer" id='
        '"footer"><div class="p-footer-inner"><div class="p-footer-row"><ul class="p-footer-linkList"><li><a href="/'
        'help/terms/">Conditions générales</a></li><li><a href="/help/privacy-policy/">Politique de confidentialité</a>'
        '</li></ul></div><div class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed">Logiciel de '
        'forum par XenForo® © 2010-2026 XenForo Ltd.</a></div></div></footer></div></body></html>')


PAGES["xenforo2-fr"] = NewsPage(
    _xf(), "https://www.astro-amateur.example.fr/threads/premier-telescope-pour-observer-les-planetes.6100/", XF,
    ("Quoi de neuf", "Connexion", "S'inscrire", "Membre actif", "Inscrit", "Messages", "celine_m a dit",
     "Cliquez pour agrandir", "Répondre", "Astro67 et 2 autres", "Vous devez vous connecter", "Partager :",
     "Conditions générales", "Logiciel de forum"))


# --- vBulletin 4 (German): "postbitlegacy" posts, "postcontent restore" text, the "Zitat von X" header over the
# quoted words, the member's "userinfo" (Registriert seit, Beiträge), "signaturecontainer", "Danke" -----------------

VB4 = (
    "Hallo, bei meinem Golf 7 leuchtet seit heute Morgen die Motorkontrollleuchte, der Motor läuft aber ganz normal.",
    "Der Fehlerspeicher zeigt P0420, Katalysator Wirkungsgrad unter Schwellenwert.",
    "P0420 heißt nicht zwingend, dass der Kat hinüber ist. Oft ist es nur die Lambdasonde hinter dem Kat, die falsche "
    "Werte liefert.",
    "Lass die Werte beider Sonden im Live-Modus anzeigen, dann siehst du, ob die hintere Sonde träge reagiert.",
)


def _vb4() -> str:
    v = VB4

    def post(n: int, user: str, body: str) -> str:
        return (f'<li class="postbitlegacy postbitim postcontainer old" id="post_{7700+n}"><div class="posthead"><span '
                f'class="postdate old"><span class="date">0{n}.02.2026,&nbsp;<span class="time">08:1{n}</span></span>'
                f'</span><span class="nodecontrols"><a name="post{7700+n}" href="#post{7700+n}" class="postcounter">#{n}'
                '</a></span></div><div class="postdetails"><div class="userinfo"><div class="username_container"><a class'
                f'="username offline popupctrl" href="member.php?u={n}"><strong>{user}</strong></a></div><span class='
                '"usertitle">Erfahrener Benutzer</span><hr><dl class="userinfo_extra"><dt>Registriert seit</dt><dd>'
                f'03.2014</dd><dt>Beiträge</dt><dd>{n*523}</dd></dl></div><div class="postbody"><div class="postrow">'
                f'<div class="content"><div id="post_message_{7700+n}"><blockquote class="postcontent restore ">{body}'
                '</blockquote></div></div></div><div class="after_content"><blockquote class="signature restore"><div '
                'class="signaturecontainer">Golf 7 1.4 TSI, Bj. 2015</div></blockquote></div><div class="cleardiv">'
                '</div></div></div><div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"'
                f'><a id="qrwq_{7700+n}" class="newreply" href="newreply.php?do=newreply&amp;p={7700+n}">Zitieren</a>'
                '</span></div></div><hr></li>')
    return (
        _head("Motorkontrollleuchte P0420 beim Golf 7 - Golf-Forum", "de")
        + '<body><div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a name="top" href="'
        'forum.php" class="logo-image"><img src="images/logo.png" alt="Golf-Forum"></a></div><div id="toplinks" class='
        '"toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">Registrieren</a></li><li><a href="'
        'login.php">Anmelden</a></li></ul></div></div><div id="navbar" class="navbar"><ul id="navtabs" class="navtabs '
        'floatcontainer"><li class="selected"><a class="navtab" href="forum.php">Forum</a></li><li><a class="navtab" '
        'href="search.php">Suche</a></li></ul></div></div><div class="body_wrapper"><div id="breadcrumb" class='
        '"breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php">Startseite</a></li><li '
        'class="navbit"><a href="forumdisplay.php?f=12">Motor &amp; Abgas</a></li></ul><hr></div><div id="pagetitle" '
        'class="pagetitle"><h1>Thema: <span class="threadtitle"><a href="showthread.php?t=7700">Motorkontrollleuchte '
        'P0420 beim Golf 7</a></span></h1></div><div id="thread_controls" class="thread_controls toolsmenu"><div><ul '
        'id="postlist_popups" class="postlist_popups popupgroup"><li class="popupmenu" id="threadtools"><h6><a class='
        '"popupctrl" href="#">Themen-Optionen</a></h6></li></ul></div></div><div id="postlist" class="postlist '
        'restrain"><ol id="posts" class="posts" start="1">'
        + post(1, "golfer_hb", f"{v[0]}<br><br>{v[1]}")
        + post(2, "KFZ-Meister", '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
               '<div class="bbcode_quote_container"></div><div class="bbcode_postedby"><img title="Zitat" src="images/'
               'misc/quote_icon.png" alt="Zitat"> Zitat von <strong>golfer_hb</strong> <a href="showthread.php?p=7701#'
               'post7701" rel="nofollow"><img class="inlineimg" src="images/buttons/viewpost-right.png" alt="Beitrag '
               f'anzeigen"></a></div><div class="message">{v[1]}</div></div></div></div>{v[2]}<br><br>{v[3]}')
        + '</ol></div><div id="below_postlist" class="noinlinemod below_postlist"><div id="pagination_bottom" class='
        '"pagination_bottom"></div></div><div id="thread_info" class="thread_info block"><h4 class="threadinfohead '
        'blockhead">Ähnliche Themen</h4><div id="similar_threads"><ol class="similar_threads"><li class="floatcontainer">'
        '<a href="showthread.php?t=7012">P0420 nach Katwechsel</a></li></ol></div></div></div><div id="footer" class='
        '"floatcontainer footer"><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php" rel="nofollow"'
        '>Kontakt</a></li><li><a href="impressum.php">Impressum</a></li></ul></div><div id="footer_copyright" class='
        '"shade footer_copyright">Powered by vBulletin&reg; Version 4.2.5<br>Copyright &copy; 2026 vBulletin Solutions'
        ' Inc. Alle Rechte vorbehalten.</div></body></html>')


PAGES["vbulletin4-de"] = NewsPage(
    _vb4(), "https://www.golf-forum.example.de/showthread.php?t=7700", VB4,
    ("Registrieren", "Anmelden", "Motor & Abgas", "Themen-Optionen", "Erfahrener Benutzer", "Registriert seit",
     "Beiträge", "Zitat von", "Golf 7 1.4 TSI, Bj.", "Zitieren", "Ähnliche Themen", "P0420 nach Katwechsel",
     "Powered by vBulletin", "Alle Rechte vorbehalten"))


# --- phpBB 3.3 (prosilver, Italian): "post bg2" posts, "postbody" with "author", the "ha scritto: ↑" ``<cite>``,
# the "postprofile" (Messaggi, Iscritto), "signature", "Torna a", "Chi c'è connesso" -----------------------------------

PHPBB = (
    "Ciao a tutti, vorrei iniziare a fare il pane con il lievito madre ma il mio resta sempre molto liquido.",
    "Lo rinfresco ogni giorno con farina 0 e acqua in parti uguali, ma dopo tre settimane non raddoppia ancora.",
    "Con farina 0 e idratazione al 100% viene un lievito liquido: prova a rinfrescarlo con la metà dell'acqua.",
    "Usa anche un po' di farina integrale o di segale, che ha più nutrimento per i lieviti e i batteri.",
)


def _phpbb() -> str:
    p = PHPBB

    def post(n: int, user: str, body: str) -> str:
        return (f'<div id="p{5500+n}" class="post has-profile bg{2 - n % 2}"><div class="inner"><dl class="postprofile" '
                f'id="profile{5500+n}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&'
                f'amp;u={n}" class="username">{user}</a></dt><dd class="profile-rank">Utente</dd><dd class="profile-posts">'
                f'<strong>Messaggi:</strong> <a href="./search.php?author_id={n}">{n*88}</a></dd><dd class="profile-joined">'
                '<strong>Iscritto il:</strong> 12 gen 2021, 10:14</dd></dl><div class="postbody"><div id="post_content'
                f'{5500+n}"><h3 class="first"><a href="#p{5500+n}">Re: Lievito madre troppo liquido</a></h3><ul class='
                '"post-buttons"><li><a href="./posting.php?mode=quote&amp;p=5501" title="Rispondi citando" class="button '
                'button-icon-only"><span>Cita</span></a></li></ul><p class="author"><a class="unread" href="#p5501"><span>'
                f'Messaggio</span></a><span class="responsive-hide">da <strong><a href="#" class="username">{user}</a>'
                f'</strong> » </span><time datetime="2026-03-0{n}T07:41:00+00:00">{n} mar 2026, 08:41</time></p><div '
                f'class="content">{body}</div><div id="sig{5500+n}" class="signature">Pane, pizza e pazienza</div></div>'
                '</div><div class="back2top"><a href="#top" class="top" title="Torna su">Torna su</a></div></div></div>'
                '<hr class="divider">')
    return (
        _head("Lievito madre troppo liquido - Forum Pane Fatto in Casa", "it")
        + '<body id="phpbb" class="nojs notouch section-viewtopic ltr "><div id="wrap" class="wrap"><a id="top" class='
        '"top-anchor" accesskey="t"></a><div id="page-header"><div class="headerbar" role="banner"><div class="inner">'
        '<div id="site-description" class="site-description"><a id="logo" class="logo" href="./index.php">Forum Pane '
        'Fatto in Casa</a><p class="skiplink"><a href="#start_here">Passa al contenuto</a></p></div></div></div><div '
        'class="navbar" role="navigation"><div class="inner"><ul id="nav-main" class="nav-main linklist" role='
        '"menubar"><li><a href="/app.php/help/faq" rel="help">FAQ</a></li><li><a href="./ucp.php?mode=login">Accedi'
        '</a></li><li><a href="./ucp.php?mode=register">Iscriviti</a></li></ul><ul id="nav-breadcrumbs" class="nav-'
        'breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.'
        'php">Indice</a></span><span class="crumb"><a href="./viewforum.php?f=2">Lievito madre</a></span></li></ul>'
        '</div></div></div><a id="start_here" class="anchor"></a><div id="page-body" class="page-body" role="main">'
        '<h2 class="topic-title"><a href="./viewtopic.php?t=551">Lievito madre troppo liquido</a></h2><div class='
        '"action-bar bar-top"><a href="./posting.php?mode=reply&amp;t=551" class="button" title="Rispondi"><span>'
        'Rispondi</span></a><div class="pagination">2 messaggi &bull; Pagina <strong>1</strong> di <strong>1</strong>'
        '</div></div>'
        + post(1, "Fornaia_Ale", f"{p[0]}<br><br>{p[1]}")
        + post(2, "Bertinotti", '<blockquote cite="./viewtopic.php?p=5501#p5501"><div><cite><a href="./memberlist.php?'
               'mode=viewprofile&amp;u=1">Fornaia_Ale</a> ha scritto: <a href="./viewtopic.php?p=5501#p5501" data-post-id'
               f'="5501">↑</a><span class="responsive-hide">1 mar 2026, 08:41</span></cite>{p[1]}</div></blockquote>'
               f'{p[2]}<br><br>{p[3]}')
        + '<div class="action-bar bar-bottom"><a href="./posting.php?mode=reply&amp;t=551" class="button"><span>'
        'Rispondi</span></a><div class="pagination">2 messaggi &bull; Pagina <strong>1</strong> di <strong>1</strong>'
        '</div></div><div class="action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f=2" '
        'class="left-box arrow-left" accesskey="r"><span>Torna a “Lievito madre”</span></a></p></div><div class='
        '"stat-block online-list"><h3>Chi c’è in linea</h3><p>Visitano il forum: Nessuno e 3 ospiti</p></div></div>'
        '<div id="page-footer" class="page-footer" role="contentinfo"><div class="copyright"><p class="footer-row">'
        '<span class="footer-copyright">Creato da <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB '
        'Limited</span></p><p class="footer-row"><span class="footer-copyright">Traduzione Italiana phpBBItalia.net'
        '</span></p></div></div></div></body></html>')


PAGES["phpbb3-it"] = NewsPage(
    _phpbb(), "https://www.panefattoincasa.example.it/forum/viewtopic.php?t=551", PHPBB,
    ("Passa al contenuto", "Accedi", "Iscriviti", "Indice", "Rispondi", "2 messaggi", "Utente", "Messaggi:",
     "Iscritto il", "Re: Lievito madre", "Cita", "ha scritto", "Pane, pizza e pazienza", "Torna su", "Torna a",
     "Chi c’è in linea", "Visitano il forum", "Creato da", "Traduzione Italiana"))


# --- A shop theme's own tabs (English): the panels after the first hidden by HTML's ``hidden`` attribute until
# their button is clicked ("product-tabs__panel", ``aria-labelledby`` the tab): "Details", "Care" --------------------

TABS = (
    "Ceramic Pour-Over Coffee Dripper",
    "Our dripper is slip-cast in Stoke-on-Trent from porcelain clay, with spiral ribs inside that let air escape so "
    "the coffee flows evenly through the filter.",
    "It fits standard size 02 paper filters and sits on most mugs and carafes.",
    "The single large hole lets you control the flow with your pour: pour slowly for a fuller cup, faster for a "
    "brighter one.",
    "Dishwasher safe. Avoid sudden changes of temperature, such as pouring boiling water into a dripper straight from "
    "the fridge.",
)


def _tabs() -> str:
    t = TABS
    return (
        _head("Ceramic Pour-Over Coffee Dripper | Kiln & Kettle", "en",
              '<meta property="og:type" content="product">')
        + '<body class="template-product"><header class="site-header"><a class="site-header__logo" href="/">Kiln &amp; '
        'Kettle</a><nav class="site-nav" aria-label="Main"><a href="/shop">Shop</a><a href="/journal">Journal</a>'
        '</nav><a class="site-header__cart" href="/cart">Bag (0)</a></header><main id="main"><div class="product-'
        'page"><div class="product-page__gallery"><img src="/dripper.jpg" alt="Dripper"></div><div class="product-page'
        f'__info"><h1 class="product-page__title">{t[0]}</h1><div class="product-page__price"><span class="money">'
        '£32.00</span></div><form class="product-form" action="/cart/add"><button class="btn btn--primary">Add to bag'
        '</button></form><p class="product-page__note">Free UK delivery on orders over £50</p><div class="product-page'
        f'__intro"><p>{t[1]}</p></div><div class="product-tabs" data-tabs><div role="tablist" class="product-tabs__list'
        '"><button role="tab" id="tab-details" aria-controls="panel-details" aria-selected="true" class="product-tabs__'
        'tab">Details</button><button role="tab" id="tab-brewing" aria-controls="panel-brewing" aria-selected="false" '
        'class="product-tabs__tab">Brewing</button><button role="tab" id="tab-care" aria-controls="panel-care" aria-'
        'selected="false" class="product-tabs__tab">Care</button></div><div role="tabpanel" id="panel-details" aria-'
        f'labelledby="tab-details" class="product-tabs__panel"><p>{t[2]}</p></div><div role="tabpanel" id="panel-'
        f'brewing" aria-labelledby="tab-brewing" class="product-tabs__panel" hidden><p>{t[3]}</p></div><div role='
        f'"tabpanel" id="panel-care" class="product-tabs__panel" hidden><p>{t[4]}</p></div></div></div></div><section '
        'class="related-products"><h2>You may also like</h2><ul><li><a href="/products/mug">Speckled Mug</a> £18.00'
        '</li></ul></section></main><footer class="site-footer"><p>Sign up for news from the studio</p><p>&copy; 2026 '
        'Kiln &amp; Kettle Ltd</p></footer></body></html>')


PAGES["theme-tabs-en"] = NewsPage(
    _tabs(), "https://www.kilnandkettle.example.co.uk/products/ceramic-pour-over-dripper", TABS,
    ("Journal", "Bag (0)", "Add to bag", "Free UK delivery", "You may also like", "Speckled Mug", "Sign up for news"))


# --- Magento 2 (Luma, German): "product-info-main" with the price box and the cart form, the "Details" tab open and
# "Zusatzinformation" hidden by aria-hidden and display: none (``data-role="content"``), "Bewertungen" -------------

MAGENTO = (
    "Gartenschere Profi 22",
    "Die Bypass-Gartenschere schneidet Äste bis 22 Millimeter Durchmesser sauber, ohne das Holz zu quetschen.",
    "Die Klinge aus gehärtetem Kohlenstoffstahl lässt sich nachschleifen und bei Bedarf einzeln austauschen.",
    "Der Griff aus Aluminium ist mit einem weichen Kunststoff überzogen und liegt auch mit Handschuhen sicher in der "
    "Hand; eine Feder öffnet die Schere nach jedem Schnitt von selbst.",
)


def _magento() -> str:
    m = MAGENTO
    return (
        _head("Gartenschere Profi 22 | Gartenwerk Allgäu", "de", '<meta property="og:type" content="product">')
        + '<body data-container="body" class="catalog-product-view product-gartenschere-profi-22 page-layout-1column">'
        '<div class="page-wrapper"><header class="page-header"><div class="panel wrapper"><div class="panel header">'
        '<a class="action skip contentarea" href="#contentarea"><span>Direkt zum Inhalt</span></a><ul class="header '
        'links"><li class="authorization-link"><a href="/customer/account/login/">Anmelden</a></li><li><a href="/'
        'customer/account/create/">Konto erstellen</a></li></ul></div></div><div class="header content"><a class="logo" '
        'href="/" title="Gartenwerk Allgäu"><img src="/logo.svg" alt="Gartenwerk Allgäu"></a><div data-block="minicart" '
        'class="minicart-wrapper"><a class="action showcart" href="/checkout/cart/"><span class="text">Mein Warenkorb'
        '</span><span class="counter qty empty"><span class="counter-number">0</span></span></a></div><div class="block '
        'block-search"><form class="form minisearch"><input id="search" placeholder="Gesamten Shop hier durchsuchen..."'
        '></form></div></div></header><div class="sections nav-sections"><nav class="navigation" data-action="navigation'
        '"><ul><li class="level0"><a href="/werkzeug.html" class="level-top"><span>Werkzeug</span></a></li></ul></nav>'
        '</div><div class="breadcrumbs"><ul class="items"><li class="item home"><a href="/">Startseite</a></li><li '
        'class="item product"><strong>Gartenschere Profi 22</strong></li></ul></div><main id="maincontent" class="page-'
        'main"><a id="contentarea" tabindex="-1"></a><div class="columns"><div class="column main"><div class="product-'
        'info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-'
        f'title-wrapper" itemprop="name">{m[0]}</span></h1></div><div class="product-reviews-summary empty"><div class='
        '"reviews-actions"><a class="action add" href="#review-form">Seien Sie der Erste, der dieses Produkt bewertet'
        '</a></div></div><div class="product-info-price"><div class="price-box price-final_price"><span class="price-'
        'container price-final_price tax weee"><span class="price-wrapper"><span class="price">34,90 €</span></span>'
        '</span></div><div class="product-info-stock-sku"><div class="stock available" title="Verfügbarkeit"><span>Auf '
        'Lager</span></div><div class="product attribute sku"><strong class="type">Artikelnummer</strong><div class='
        '"value" itemprop="sku">GW-SCH-22</div></div></div></div><div class="product-add-form"><form data-product-sku='
        '"GW-SCH-22" action="/checkout/cart/add/" method="post" id="product_addtocart_form"><div class="box-tocart">'
        '<div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Menge</span></label><div '
        'class="control"><input type="number" name="qty" id="qty" value="1" class="input-text qty"></div></div><div '
        'class="actions"><button type="submit" title="In den Warenkorb" class="action primary tocart" id="product-'
        'addtocart-button"><span>In den Warenkorb</span></button></div></div></div></form></div><div class="product-'
        'social-links"><div class="product-addto-links" data-role="add-to-links"><a href="#" class="action towishlist">'
        '<span>Zum Wunschzettel hinzufügen</span></a><a href="#" class="action tocompare"><span>Zum Vergleich hinzufügen'
        '</span></a></div></div></div><div class="product media"><div class="gallery-placeholder"><img src="/schere.jpg"'
        ' alt=""></div></div><div class="product info detailed"><div class="product data items" data-mage-init=\'{"tabs"'
        ':{"openedState":"active"}}\' role="tablist"><div class="data item title active" aria-labelledby="tab-label-'
        'description-title" data-role="collapsible" id="tab-label-description" role="tab" aria-controls="description" '
        'aria-selected="true" aria-expanded="true"><a class="data switch" tabindex="-1" data-toggle="trigger" href="#'
        'description" id="tab-label-description-title">Details</a></div><div class="data item content" aria-labelledby='
        '"tab-label-description-title" id="description" data-role="content" role="tabpanel" aria-hidden="false"><div '
        f'class="product attribute description"><div class="value"><p>{m[1]}</p><p>{m[2]}</p></div></div></div><div '
        'class="data item title" aria-labelledby="tab-label-additional-title" data-role="collapsible" id="tab-label-'
        'additional" role="tab" aria-controls="additional" aria-selected="false" aria-expanded="false"><a class="data '
        'switch" tabindex="-1" data-toggle="trigger" href="#additional" id="tab-label-additional-title">Zusatzinformation'
        '</a></div><div class="data item content" aria-labelledby="tab-label-additional-title" id="additional" data-role='
        f'"content" role="tabpanel" aria-hidden="true" style="display: none;"><p>{m[3]}</p><div class="additional-'
        'attributes-wrapper table-wrapper"><table class="data table additional-attributes" id="product-attribute-specs-'
        'table"><tr><th class="col label" scope="row">Schnittstärke</th><td class="col data">22 mm</td></tr></table>'
        '</div></div></div></div><div class="block related" data-mage-init=\'{"relatedProducts":{}}\'><div class="block-'
        'title title"><strong id="block-related-heading" role="heading" aria-level="2">Ähnliche Produkte</strong></div>'
        '<div class="block-content content"><ol class="products list items product-items"><li class="item product '
        'product-item"><a class="product-item-link" href="/astschere.html">Astschere Profi 50</a></li></ol></div></div>'
        '</div></div></main><footer class="page-footer"><div class="footer content"><div class="block newsletter"><div '
        'class="title"><strong>Newsletter</strong></div><form class="form subscribe"><input placeholder="Geben Sie Ihre '
        'E-Mail-Adresse ein"><button class="action subscribe primary"><span>Abonnieren</span></button></form></div><ul '
        'class="footer links"><li class="nav item"><a href="/impressum">Impressum</a></li><li class="nav item"><a href="'
        '/agb">AGB</a></li></ul></div></footer><small class="copyright"><span>Copyright © 2026 Gartenwerk Allgäu.</span>'
        '</small></div></body></html>')


PAGES["magento2-de"] = NewsPage(
    _magento(), "https://www.gartenwerk-allgaeu.example.de/gartenschere-profi-22.html", MAGENTO,
    ("Direkt zum Inhalt", "Konto erstellen", "Mein Warenkorb", "Gesamten Shop", "Seien Sie der Erste", "Auf Lager",
     "Menge", "In den Warenkorb", "Zum Wunschzettel", "Zum Vergleich", "Ähnliche Produkte", "Astschere",
     "Abonnieren", "Copyright"))


# --- Discourse (German), as a browser gets it: the topic's posts in the ``<noscript data-path>`` crawler view
# ("topic-body crawler-post", ``itemprop="text"``), the Ember app's empty shell beside it ----------------------------

DISCOURSE = (
    "Seit dem Update auf Home Assistant 2026.10 verliert mein Zigbee-Stick nach ein paar Stunden die Verbindung zu "
    "allen Geräten.",
    "Ein Neustart von ZHA hilft jeweils für einen halben Tag, dann ist wieder alles nicht erreichbar.",
    "Steckt der Stick direkt am USB-3-Port des Raspberry Pi? USB 3 stört das 2,4-GHz-Band erheblich, ein kurzes "
    "Verlängerungskabel wirkt oft Wunder.",
    "Danke, das war es tatsächlich! Mit einem einen Meter langen USB-2-Kabel läuft alles seit drei Tagen stabil.",
)


def _discourse() -> str:
    d = DISCOURSE

    def post(n: int, user: str, body: str) -> str:
        return (f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body '
                f'crawler-post"><div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype='
                f'"http://schema.org/Person"><a itemprop="url" href="/u/{user}"><span itemprop="name">{user}</span></a>'
                '</span><link itemprop="mainEntityOfPage" href="/t/zigbee-verbindung/4412"><span class="crawler-post-infos'
                f'"><time itemprop="datePublished" datetime="2026-10-2{n}T18:00:00Z" class="post-time">2026-10-2{n}</time>'
                f'<meta itemprop="position" content="{n}"><span itemprop="interactionStatistic" itemscope itemtype='
                '"http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/'
                'LikeAction"><meta itemprop="userInteractionCount" content="2"><span class="post-likes">2 „Gefällt mir“'
                f'</span></span></span></div><div class="post" itemprop="text">{body}</div></div>')
    return (
        _head("Zigbee-Stick verliert nach Update die Verbindung - Konfiguration - Smart-Home-Forum", "de",
              '<meta name="description" content="Seit dem Update auf Home Assistant 2026.10 verliert mein Zigbee-Stick '
              'nach ein paar Stunden die Verbindung zu allen Geräten."><meta property="og:type" content="website">'
              '<script type="application/ld+json">{"@context":"http://schema.org","@type":"DiscussionForumPosting",'
              '"headline":"Zigbee-Stick verliert nach Update die Verbindung","author":{"@type":"Person","name":"zwave'
              '_zoe"},"datePublished":"2026-10-21T18:00:00Z"}</script>')
        + '<body class="crawler browser-update"><noscript data-path="/t/zigbee-verbindung/4412"><header class="header">'
        '<a href="/"><img src="/logo.png" alt="Smart-Home-Forum" id="site-logo"></a></header><div id="main-outlet" '
        'class="wrap" role="main"><div id="topic-title"><h1><a href="/t/zigbee-verbindung/4412">Zigbee-Stick verliert '
        'nach Update die Verbindung</a></h1><div class="topic-category" itemscope itemtype="http://schema.org/Breadcrumb'
        'List"><span itemprop="itemListElement"><a href="/c/konfiguration/5" class="badge-wrapper bullet"><span class='
        '"badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name" itemprop='
        '"name">Konfiguration</span></span></a></span></div></div><div itemscope itemtype="http://schema.org/Discussion'
        'ForumPosting">'
        + post(1, "zwave_zoe", f"<p>{d[0]}</p><p>{d[1]}</p>") + post(2, "pi_profi", f"<p>{d[2]}</p>")
        + post(3, "zwave_zoe", f"<p>{d[3]}</p>")
        + '</div><div id="related-topics" class="more-topics__list " role="complementary"><h3 id="related-topics-'
        'title" class="more-topics__list-title">Ähnliche Themen</h3><div class="topic-list-container"><table class='
        '"topic-list"><tbody><tr class="topic-list-item"><td class="main-link"><a href="/t/zha-usb/3301" class="title '
        'raw-link raw-topic-link">ZHA verliert Geräte nach Neustart</a></td></tr></tbody></table></div></div></div><footer'
        ' class="container wrap"><nav class="crawler-nav"><ul><li itemscope itemtype="http://schema.org/SiteNavigation'
        'Element"><span itemprop="name"><a href="/" itemprop="url">Startseite</a></span></li><li><span itemprop="name">'
        '<a href="/categories" itemprop="url">Kategorien </a></span></li><li><span itemprop="name"><a href="/guidelines'
        '" itemprop="url">Richtlinien </a></span></li></ul></nav><p class="powered-by-link">Powered by <a href="https:'
        '//www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer></noscript><section id='
        '"main"></section><div id="data-preloaded" data-preloaded="{}"></div><script src="/assets/discourse.js">'
        '</script></body></html>')


PAGES["discourse-de"] = NewsPage(
    _discourse(), "https://community.smarthome-forum.example.de/t/zigbee-verbindung/4412", DISCOURSE,
    ("Konfiguration", "2 „Gefällt mir“", "Ähnliche Themen", "ZHA verliert Geräte", "Kategorien", "Richtlinien",
     "Powered by", "best viewed with JavaScript"))


# --- PrestaShop 1.7 (classic, Italian): the short description under the price, the "Descrizione" tab open and
# "Dettagli del prodotto" closed ("tab-pane fade"), the reassurance block, "Potrebbe piacerti anche" ---------------

PRESTA = (
    "Olio extravergine d'oliva Coratina 750 ml",
    "Olio di oliva estratto a freddo da olive Coratina raccolte a mano a ottobre.",
    "Dal gusto deciso, con note di carciofo e mandorla e un finale piccante, è perfetto a crudo sulle zuppe di "
    "legumi e sulla carne alla brace.",
    "Le olive vengono molite entro sei ore dalla raccolta nel nostro frantoio di Andria, a una temperatura mai "
    "superiore a 27 gradi.",
    "Conservare al riparo dalla luce e lontano da fonti di calore; consumare entro diciotto mesi dall'imbottigliamento.",
)


def _presta() -> str:
    p = PRESTA
    return (
        _head("Olio extravergine d'oliva Coratina 750 ml", "it", '<meta property="og:type" content="product">')
        + '<body id="product" class="lang-it country-it currency-eur layout-full-width page-product tax-display-enabled'
        ' product-id-21"><main><header id="header"><nav class="header-nav"><div class="container"><div class="row"><div'
        ' class="hidden-sm-down"><div class="col-md-5 col-xs-12"><div id="_desktop_contact_link"><div id="contact-link">'
        '<a href="/contattaci">Contattaci</a></div></div></div><div class="col-md-7 right-nav"><div id="_desktop_user_'
        'info"><div class="user-info"><a href="/account" title="Accedi al tuo account cliente" rel="nofollow"><span '
        'class="hidden-sm-down">Accedi</span></a></div></div><div id="_desktop_cart"><div class="blockcart cart-preview'
        ' inactive"><div class="header"><span class="hidden-sm-down">Carrello</span> <span class="cart-products-count">'
        '(0)</span></div></div></div></div></div></div></div></nav><div class="header-top"><div class="container"><div '
        'id="_desktop_logo"><a href="/"><img class="logo img-responsive" src="/img/logo.jpg" alt="Frantoio Di Terlizzi">'
        '</a></div><div class="col-md-10 col-sm-12 position-static"><ul class="top-menu" id="top-menu"><li class='
        '"category"><a class="dropdown-item" href="/3-olio">Olio</a></li><li class="category"><a class="dropdown-item" '
        'href="/4-conserve">Conserve</a></li></ul></div></div></div></header><section id="wrapper"><div class="container">'
        '<nav data-depth="3" class="breadcrumb hidden-sm-down"><ol><li><a href="/"><span>Home</span></a></li><li><a href='
        '"/3-olio"><span>Olio</span></a></li></ol></nav><div id="content-wrapper"><section id="main"><div class="row '
        'product-container js-product-container"><div class="col-md-6"><section class="page-content" id="content"><div '
        'class="images-container js-images-container"><img class="js-qv-product-cover img-fluid" src="/21-large/olio.jpg"'
        f' alt=""></div></section></div><div class="col-md-6"><h1 class="h1">{p[0]}</h1><div class="product-prices js-'
        'product-prices"><div class="product-price h5"><div class="current-price"><span class="current-price-value" '
        'content="14.5">14,50 €</span></div></div><div class="tax-shipping-delivery-label">IVA inclusa</div></div><div '
        f'class="product-information"><div id="product-description-short-21" class="product-description"><p>{p[1]}</p>'
        '</div><div class="product-actions js-product-actions"><form action="/carrello" method="post" id="add-to-cart-'
        'or-refresh"><div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Quantità</span>'
        '<div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" '
        'value="1" class="input-group"></div><div class="add"><button class="btn btn-primary add-to-cart" data-button-'
        'action="add-to-cart" type="submit"><i class="material-icons shopping-cart">\ue547</i>Aggiungi al carrello'
        '</button></div></div><span id="product-availability" class="js-product-availability"><i class="material-icons'
        ' rtl-no-flip product-available">\ue5ca</i>Disponibile</span></div></form></div><div id="block-reassurance">'
        '<ul><li><div class="block-reassurance-item"><span class="h6">Spedizione gratuita da 49 €</span></div></li><li>'
        '<div class="block-reassurance-item"><span class="h6">Pagamenti sicuri</span></div></li></ul></div><div class='
        '"tabs"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" '
        'href="#description" role="tab" aria-controls="description" aria-selected="true">Descrizione</a></li><li class='
        '"nav-item"><a class="nav-link" data-toggle="tab" href="#product-details" role="tab" aria-controls="product-'
        'details">Dettagli del prodotto</a></li></ul><div class="tab-content" id="tab-content"><div class="tab-pane fade'
        f' in active js-product-tab-active" id="description" role="tabpanel"><div class="product-description"><p>{p[2]}'
        f'</p><p>{p[3]}</p></div></div><div class="js-product-details tab-pane fade" id="product-details" data-product='
        '\'{"id_product":"21"}\' role="tabpanel"><div class="product-reference"><label class="label">Riferimento </label>'
        f'<span>COR-750</span></div><section class="product-features"><p class="h6">Conservazione</p><p>{p[4]}</p>'
        '</section></div></div></div></div></div></div><section class="product-accessories clearfix"><p class="h5 text-'
        'uppercase">Potrebbe piacerti anche</p><div class="products"><article class="product-miniature js-product-'
        'miniature"><div class="thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a '
        'href="/olio-peranzana">Olio Peranzana 500 ml</a></h3><div class="product-price-and-shipping"><span class="price"'
        '>11,00 €</span></div></div></div></article></div></section></section></div></div></section><footer id="footer">'
        '<div class="footer-container"><div class="container"><div class="row"><div class="col-md-6 links"><p class="h3 '
        'hidden-sm-down">Azienda</p><ul><li><a href="/content/1-consegna">Consegna</a></li><li><a href="/content/3-'
        'termini-e-condizioni-di-uso">Termini e condizioni d\'uso</a></li></ul></div><div class="block_newsletter col-lg-8'
        ' col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><p id="block-newsletter-label" class="col-'
        'md-5 col-xs-12">Ricevi le nostre ultime notizie e le offerte speciali</p></div></div><p class="text-sm-center">'
        '<a href="https://www.prestashop-project.org/" target="_blank" rel="noopener noreferrer nofollow">© 2026 - '
        'Software Ecommerce di PrestaShop™</a></p></div></div></footer></main></body></html>')


PAGES["prestashop-it"] = NewsPage(
    _presta(), "https://www.frantoioditerlizzi.example.it/olio/21-olio-extravergine-coratina-750-ml.html", PRESTA,
    ("Contattaci", "Accedi", "Carrello", "IVA inclusa", "Quantità", "Aggiungi al carrello", "Disponibile",
     "Spedizione gratuita", "Pagamenti sicuri", "Potrebbe piacerti", "Olio Peranzana", "Termini e condizioni",
     "Ricevi le nostre", "Software Ecommerce"))
globals().update(page_tests(PAGES, _OPEN, writer=False, open_furniture=_OPEN_FURNITURE))  # (no page states a writer)
