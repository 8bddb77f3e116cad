"""Whole product pages and forum threads of engines and themes the earlier shop and forum tests had none of
(session 38, the two page kinds where ``vert`` scores lowest on wcxb-dev): Shopify's Prestige, Impulse and Sense
themes, WooCommerce built with Elementor, Magento 2 Luma's "More Information" tab, PrestaShop 8 Classic in French,
Wix Stores, Squarespace Commerce, an Otto-like marketplace and an idealo-like price comparison; NodeBB, old
Reddit, Vanilla in French, Pipermail and HyperKitty mailing list archives, Invision 4 and XenForo 2 in German,
Discourse in Italian, Flarum in English and a Quora-like Q&A in Italian; in German, English, French and Italian.
From a product page a corpus builder wants the name, the description, the specification rows and the feature
bullets; from a thread every post's text; not the cart, the price block, shipping lines, trust badges, newsletter
boxes, cross-sells, user cards, join dates, post counts, buttons, signatures and "similar threads".  (Customer
reviews go with their list by design, ``boilernames._REVIEWS``, as in ``test_vert_shopforum37``.)"""

from __future__ import annotations

from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_types29_pages import _head

_OPEN: dict[str, str] = {  # what no rule keeps yet
    "shopify-prestige-en": "a one-sentence panel of Prestige's collapsible tabs (\"Care\") outside the main content "
    "is too short to be added back as good text (its label, a <button>, is no heading)",
}
_OPEN_FURNITURE: dict[str, str] = {  # what no rule takes yet
    "woocommerce-elementor-de": "Elementor's icon list of the shop's promises (\"Kühlversand in Thermobox\") beside "
    "the buy box reads as a feature bullet",
}  # (Prestige's button-labelled shipping panel, old Reddit's reply lines, the glued price line: mended in xleft39)

PAGES: dict[str, NewsPage] = {}


def _product_head(title: str, lang: str) -> str:
    return _head(title, lang, '<meta property="og:type" content="product">')


# --- Shopify Prestige (English): product meta, collapsible "product-tabs", "Recently viewed", newsletter --------------

PRESTIGE = (
    "Merino Crew Sweater — Heather Grey",
    "Knitted in Portugal from extra-fine 17.5 micron merino, this crew neck is light enough for spring evenings and "
    "warm enough to layer under a coat in January.",
    "The yarn is mulesing-free and comes from a single farm cooperative in the Falkland Islands, traceable down to "
    "the bale.",
    "Ribbed cuffs and hem that keep their shape after washing",
    "Hand wash cold or use the wool cycle, dry flat in the shade.",
)


def _prestige() -> str:
    p = PRESTIGE
    return (
        _product_head("Merino Crew Sweater — Heather Grey | Fjell & Co", "en")
        + '<body class="prestige--v4 features--heading-small template-product"><a class="PageSkipLink u-visually-'
        'hidden" href="#main">Skip to content</a><div id="shopify-section-announcement" class="shopify-section"><section'
        ' class="AnnouncementBar"><div class="AnnouncementBar__Wrapper"><p class="AnnouncementBar__Content Heading">'
        'Free shipping on orders over $150</p></div></section></div><div id="shopify-section-header" class="shopify-'
        'section shopify-section--header"><header id="Header" class="Header Header--inline"><div class="Header__'
        'Wrapper"><div class="Header__FlexItem"><nav class="Header__MainNav"><ul class="HorizontalList"><li class='
        '"HorizontalList__Item"><a href="/collections/men" class="Heading u-h6">Men</a></li><li class="HorizontalList__'
        'Item"><a href="/collections/women" class="Heading u-h6">Women</a></li></ul></nav></div><h1 class="Header__'
        'Logo"><a href="/" class="Header__LogoLink">Fjell &amp; Co</a></h1><div class="Header__FlexItem"><a href="/'
        'account" class="Heading Link Link--primary Text--subdued u-h8">Account</a><a href="/cart" class="Heading u-h6'
        '">Cart (<span class="Header__CartCount">0</span>)</a></div></div></header></div><main id="main" role="main">'
        '<div id="shopify-section-product-template" class="shopify-section shopify-section--bordered"><section class='
        '"Product Product--large" data-section-type="product"><div class="Product__Wrapper"><div class="Product__Gallery'
        '"><div class="Product__Slideshow Carousel"><div class="Product__SlideItem Carousel__Cell is-selected"><img '
        'class="Image--lazyLoaded" src="/cdn/sweater.jpg" alt="Merino crew sweater"></div></div></div><div class='
        '"Product__InfoWrapper"><div class="Product__Info"><div class="Container"><div class="ProductMeta"><h2 class='
        f'"ProductMeta__Vendor Heading u-h6">Fjell &amp; Co</h2><h1 class="ProductMeta__Title Heading u-h2">{p[0]}</h1>'
        '<div class="ProductMeta__PriceList Heading"><span class="ProductMeta__Price Price Text--subdued u-h4">$128.00'
        '</span></div><p class="ProductMeta__TaxNotice Text--subdued">Tax included. <a href="/policies/shipping-policy">'
        'Shipping</a> calculated at checkout.</p></div><form method="post" action="/cart/add" class="ProductForm"><div '
        'class="ProductForm__Variants"><div class="ProductForm__Option"><span class="ProductForm__Label">Size:</span>'
        '<ul class="SizeSwatchList HorizontalList"><li class="HorizontalList__Item"><label class="SizeSwatch">S</label>'
        '</li><li class="HorizontalList__Item"><label class="SizeSwatch">M</label></li></ul></div></div><div class='
        '"ProductForm__QuantitySelector"><div class="QuantitySelector QuantitySelector--large"><span class="Quantity'
        'Selector__Button">-</span><input type="text" class="QuantitySelector__CurrentQuantity" value="1"><span class='
        '"QuantitySelector__Button">+</span></div></div><button type="submit" class="ProductForm__AddToCart Button '
        'Button--primary Button--full" data-action="add-to-cart"><span>Add to cart</span></button><div class="shopify-'
        'payment-button"><button class="shopify-payment-button__button">Buy it now</button></div></form><div class='
        f'"ProductMeta__Description"><div class="Rte"><p>{p[1]}</p><p>{p[2]}</p><ul><li>{p[3]}</li></ul></div></div>'
        '<div class="Product__Tabs"><div class="Collapsible Collapsible--large"><button class="Collapsible__Button '
        'Heading u-h6" data-action="toggle-collapsible" aria-expanded="false">Care<span class="Collapsible__Plus">'
        '</span></button><div class="Collapsible__Inner"><div class="Collapsible__Content"><div class="Rte"><p>'
        f'{p[4]}</p></div></div></div></div><div class="Collapsible Collapsible--large"><button class="Collapsible__'
        'Button Heading u-h6" data-action="toggle-collapsible" aria-expanded="false">Shipping &amp; Returns<span class='
        '"Collapsible__Plus"></span></button><div class="Collapsible__Inner"><div class="Collapsible__Content"><div '
        'class="Rte"><p>We ship worldwide within 2 business days. Returns are free within 30 days of delivery.</p>'
        '</div></div></div></div></div><div class="Product__ShareList"><span class="Product__ShareItem">Share</span>'
        '<a class="Product__ShareItem" href="https://www.facebook.com/sharer.php">Facebook</a><a class="Product__'
        'ShareItem" href="https://twitter.com/share">Twitter</a></div></div></div></div></div></section></div><div id='
        '"shopify-section-product-recommendations" class="shopify-section shopify-section--bordered"><section class='
        '"Section Section--spacingNormal"><header class="SectionHeader SectionHeader--center"><h3 class="SectionHeader'
        '__Heading Heading u-h3">You may also like</h3></header><div class="ProductRecommendations"><div class='
        '"ProductItem"><h2 class="ProductItem__Title Heading"><a href="/products/merino-beanie">Merino Beanie</a></h2>'
        '<span class="ProductItem__Price Price Text--subdued">$39.00</span></div></div></section></div></main><footer '
        'id="section-footer" class="Footer Footer--withNewsletter"><div class="Container"><div class="Footer__Inner">'
        '<div class="Footer__Block Footer__Block--newsletter"><h2 class="Footer__Title Heading u-h6">Newsletter</h2>'
        '<div class="Footer__Content Rte"><p>Subscribe to receive updates, access to exclusive deals, and more.</p>'
        '</div><form class="Footer__Newsletter Form"><input type="email" class="Form__Input" placeholder="Enter your '
        'email address"><button type="submit" class="Form__Submit Button Button--primary">Subscribe</button></form>'
        '</div></div><div class="Footer__Aside"><div class="Footer__Copyright"><a href="/" class="Footer__StoreName '
        'Heading u-h6 Link">© Fjell &amp; Co</a><p class="Footer__ThemeAuthor">Powered by Shopify</p></div></div></div>'
        '</footer></body></html>')


PAGES["shopify-prestige-en"] = NewsPage(
    _prestige(), "https://fjell-co.example.com/products/merino-crew-sweater-heather-grey", PRESTIGE,
    ("Skip to content", "Free shipping on orders", "Cart (", "Tax included", "Add to cart", "Buy it now",
     "We ship worldwide", "Facebook", "You may also like", "Merino Beanie", "Subscribe to receive",
     "Powered by Shopify"))


# --- Magento 2 Luma (English): "Details" and "More Information" tabs, reviews tab, related and upsell blocks --------

LUMA = (
    "Trailhead 28 Daypack",
    "A light daypack for long hikes, with a ventilated back panel that keeps air moving between you and the load.",
    "The main compartment opens wide like a suitcase, so the things at the bottom are as easy to reach as the ones on "
    "top.",
    "Hydration sleeve for bladders up to 3 litres",
    "Recycled nylon ripstop",
    "Capacity",
    "28 litres",
)


def _luma() -> str:
    p = LUMA
    return (
        _product_head("Trailhead 28 Daypack", "en")
        + '<body class="catalog-product-view product-trailhead-28-daypack page-layout-1column"><div class="page-wrapper">'
        '<header class="page-header"><div class="panel wrapper"><div class="panel header"><a class="action skip '
        'contentarea" href="#contentarea"><span>Skip to Content</span></a><ul class="header links"><li class="greet '
        'welcome"><span class="not-logged-in">Default welcome msg!</span></li><li class="authorization-link"><a href="/'
        'customer/account/login/">Sign In</a></li><li><a href="/customer/account/create/">Create an Account</a></li>'
        '</ul></div></div><div class="header content"><a class="logo" href="/" title="Summit Outfitters"><img src="/logo'
        '.svg" alt="Summit Outfitters"></a><div data-block="minicart" class="minicart-wrapper"><a class="action showcart"'
        ' href="/checkout/cart/"><span class="text">My Cart</span><span class="counter qty empty"><span class="counter-'
        'number">0</span></span></a></div><div class="block block-search"><div class="block block-title"><strong>Search'
        '</strong></div></div></div></header><div class="sections nav-sections"><nav class="navigation" data-action='
        '"navigation"><ul><li class="level0 nav-1 category-item first level-top"><a href="/packs.html" class="level-top">'
        '<span>Packs</span></a></li><li class="level0 nav-2 category-item last level-top"><a href="/tents.html" class='
        '"level-top"><span>Tents</span></a></li></ul></nav></div><div class="breadcrumbs"><ul class="items"><li class='
        '"item home"><a href="/" title="Go to Home Page">Home</a></li><li class="item product"><strong>Trailhead 28 '
        'Daypack</strong></li></ul></div><main id="maincontent" class="page-main"><a id="contentarea" tabindex="-1"></a>'
        '<div class="columns"><div class="column main"><div class="product-info-main"><div class="page-title-wrapper '
        f'product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">{p[0]}'
        '</span></h1></div><div class="product-reviews-summary" itemprop="aggregateRating"><div class="rating-summary">'
        '<span class="label"><span>Rating:</span></span><div class="rating-result" title="90%"><span style="width:90%">'
        '<span>90%</span></span></div></div><div class="reviews-actions"><a class="action view" href="#reviews">'
        '<span itemprop="reviewCount">4</span>&nbsp;<span>Reviews</span></a><a class="action add" href="#review-form">'
        'Add Your Review</a></div></div><div class="product-info-price"><div class="price-box price-final_price"><span '
        'class="price-container price-final_price tax weee"><span id="product-price-12" data-price-amount="89" class='
        '"price-wrapper "><span class="price">$89.00</span></span></span></div><div class="product-info-stock-sku"><div '
        'class="stock available" title="Availability"><span>In stock</span></div><div class="product attribute sku">'
        '<strong class="type">SKU</strong><div class="value" itemprop="sku">TH28-GRN</div></div></div></div><div class='
        '"product-add-form"><form action="/checkout/cart/add/product/12/" method="post" id="product_addtocart_form"><div'
        ' class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Qty'
        '</span></label><div class="control"><input type="number" name="qty" id="qty" value="1" class="input-text qty">'
        '</div></div><div class="actions"><button type="submit" title="Add to Cart" class="action primary tocart" id='
        '"product-addtocart-button"><span>Add to Cart</span></button></div></div></div></form></div><div class="product-'
        'social-links"><div class="product-addto-links" data-role="add-to-links"><a href="#" class="action towishlist">'
        '<span>Add to Wish List</span></a><a href="#" class="action tocompare"><span>Add to Compare</span></a></div><a '
        'href="/sendfriend/product/send/id/12/" class="action mailto friend"><span>Email</span></a></div></div><div '
        'class="product media"><div class="gallery-placeholder _block-content-loading"><img alt="main product photo" '
        'class="gallery-placeholder__image" src="/media/catalog/product/th28.jpg"></div></div><div class="product info '
        'detailed"><div class="product data items" data-mage-init=\'{"tabs":{"openedState":"active"}}\'><div class='
        '"data item title" data-role="collapsible" id="tab-label-description"><a class="data switch" tabindex="-1" '
        'data-toggle="trigger" href="#description" id="tab-label-description-title">Details</a></div><div class="data '
        'item content" aria-labelledby="tab-label-description-title" id="description" data-role="content"><div class='
        f'"product attribute description"><div class="value"><p>{p[1]}</p><p>{p[2]}</p><ul><li>{p[3]}</li><li>{p[4]}'
        '</li></ul></div></div></div><div class="data item title" data-role="collapsible" id="tab-label-additional">'
        '<a class="data switch" tabindex="-1" data-toggle="trigger" href="#additional" id="tab-label-additional-title">'
        'More Information</a></div><div class="data item content" aria-labelledby="tab-label-additional-title" id='
        '"additional" data-role="content" style="display: none;"><div class="additional-attributes-wrapper table-'
        'wrapper"><table class="data table additional-attributes" id="product-attribute-specs-table"><caption class='
        '"table-caption">More Information</caption><tbody><tr><th class="col label" scope="row">Style</th><td class="col'
        ' data" data-th="Style">Backpack, Hiking</td></tr><tr><th class="col label" scope="row">Material</th><td class='
        f'"col data" data-th="Material">Nylon, Polyester</td></tr><tr><th class="col label" scope="row">{p[5]}</th><td '
        f'class="col data" data-th="Capacity">{p[6]}</td></tr></tbody></table></div></div><div class="data item title" '
        'data-role="collapsible" id="tab-label-reviews"><a class="data switch" tabindex="-1" data-toggle="trigger" href='
        '"#reviews" id="tab-label-reviews-title">Reviews <span class="counter">4</span></a></div><div class="data item '
        'content" id="reviews" data-role="content" style="display: none;"><div id="product-review-container"><div class='
        '"block review-list" id="customer-reviews"><div class="block-title"><strong>Customer Reviews</strong></div><div '
        'class="block-content"><ol class="items review-items"><li class="item review-item"><div class="review-title">'
        'Perfect size</div><div class="review-content">Carried it for a week in the Dolomites, the back panel really '
        'works.</div><div class="review-details"><p class="review-author"><span class="review-details-label">Review by'
        '</span><strong class="review-details-value">Mara</strong></p></div></li></ol></div></div></div><div class='
        '"block review-add"><div class="block-title"><strong>You\'re reviewing:</strong></div></div></div></div></div>'
        '<div class="block related" data-mage-init=\'{"relatedProducts":{}}\'><div class="block-title title"><strong '
        'id="block-related-heading" role="heading">Related Products</strong></div><div class="block-content content">'
        '<div class="block-actions">Check items to add to the cart or&nbsp;<button type="button" class="action select">'
        '<span>select all</span></button></div><ol class="products list items product-items"><li class="item product '
        'product-item"><div class="product details product-item-details"><strong class="product name product-item-name">'
        '<a class="product-item-link" href="/rain-cover.html">Pack Rain Cover</a></strong><span class="price">$19.00'
        '</span></div></li></ol></div></div></div></div></main><footer class="page-footer"><div class="footer content">'
        '<div class="block newsletter"><div class="title"><strong>Newsletter</strong></div><div class="content"><form '
        'class="form subscribe"><input name="email" type="email" placeholder="Enter your email address"><button class='
        '"action subscribe primary" title="Subscribe" type="submit"><span>Subscribe</span></button></form></div></div>'
        '<ul class="footer links"><li class="nav item"><a href="/privacy-policy-cookie-restriction-mode/">Privacy and '
        'Cookie Policy</a></li><li class="nav item"><a href="/search/term/popular/">Search Terms</a></li></ul></div>'
        '</footer><small class="copyright"><span>Copyright © 2013-present Magento, Inc. All rights reserved.</span>'
        '</small></div></body></html>')


PAGES["magento-luma-en"] = NewsPage(
    _luma(), "https://www.summit-outfitters.example.com/trailhead-28-daypack.html", LUMA,
    ("Skip to Content", "Default welcome msg", "Create an Account", "My Cart", "Add Your Review", "In stock",
     "Add to Cart", "Add to Wish List", "Add to Compare", "You're reviewing", "Related Products",
     "Check items to add", "Pack Rain Cover", "Search Terms", "Copyright ©"))


# --- WooCommerce built with Elementor Pro (German): widgets of the single-product template ------------------------

ELEMENTOR = (
    "Bio-Bergkäse 12 Monate gereift",
    "Unser Bergkäse reift ein volles Jahr im Felsenkeller auf Fichtenbrettern und wird dabei jede Woche von Hand mit "
    "Salzlake gebürstet.",
    "Die Milch stammt von sieben Höfen im Bregenzerwald, deren Kühe im Sommer auf den Alpen weiden.",
    "Der Käse schmeckt kräftig und leicht nussig, mit feinen Salzkristallen im Teig.",
    "Gewicht",
    "ca. 400 g",
    "Fettgehalt",
    "mind. 45 % F. i. Tr.",
)


def _elementor() -> str:
    p = ELEMENTOR
    return (
        _product_head("Bio-Bergkäse 12 Monate gereift – Käsekeller Wälder", "de")
        + '<body class="product-template-default single single-product postid-812 woocommerce woocommerce-page '
        'elementor-default elementor-template-full-width elementor-kit-6 elementor-page-944"><a class="skip-link screen-'
        'reader-text" href="#content">Zum Inhalt springen</a><div data-elementor-type="header" data-elementor-id="18" '
        'class="elementor elementor-18 elementor-location-header"><section class="elementor-section elementor-top-section'
        ' elementor-element elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div '
        'class="elementor-column elementor-col-33 elementor-top-column elementor-element"><div class="elementor-widget-'
        'wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-theme-site-'
        'logo elementor-widget-image"><div class="elementor-widget-container"><a href="/"><img src="/logo.png" alt='
        '"Käsekeller Wälder"></a></div></div></div></div><div class="elementor-column elementor-col-33 elementor-top-'
        'column elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-'
        'element elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu"><div class="elementor-'
        'widget-container"><nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-'
        'menu"><li class="menu-item"><a href="/shop/" class="elementor-item">Shop</a></li><li class="menu-item"><a href='
        '"/ueber-uns/" class="elementor-item">Über uns</a></li></ul></nav></div></div><div class="elementor-element '
        'elementor-widget elementor-widget-woocommerce-menu-cart"><div class="elementor-widget-container"><div class='
        '"elementor-menu-cart__wrapper"><a class="elementor-menu-cart__toggle_button" href="#"><span class="elementor-'
        'button-text"><span class="woocommerce-Price-amount amount">0,00&nbsp;€</span></span><span class="elementor-'
        'button-icon-qty" data-counter="0">0</span></a></div></div></div></div></div></div></section></div><div class='
        '"woocommerce-notices-wrapper"></div><div data-elementor-type="product" data-elementor-id="944" class="elementor '
        'elementor-944 elementor-location-single post-812 product type-product status-publish product_cat-hartkaese '
        'first instock taxable shipping-taxable purchasable product-type-simple product"><section class="elementor-'
        'section elementor-top-section elementor-element elementor-section-boxed"><div class="elementor-container '
        'elementor-column-gap-wide"><div class="elementor-column elementor-col-50 elementor-top-column elementor-element">'
        '<div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget '
        'elementor-widget-woocommerce-product-images"><div class="elementor-widget-container"><div class="woocommerce-'
        'product-gallery woocommerce-product-gallery--with-images images"><figure class="woocommerce-product-gallery__'
        'wrapper"><div class="woocommerce-product-gallery__image"><a href="/wp-content/uploads/bergkaese.jpg"><img src='
        '"/wp-content/uploads/bergkaese-600x600.jpg" alt=""></a></div></figure></div></div></div></div></div><div class='
        '"elementor-column elementor-col-50 elementor-top-column elementor-element"><div class="elementor-widget-wrap '
        'elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-woocommerce-'
        'breadcrumb"><div class="elementor-widget-container"><nav class="woocommerce-breadcrumb"><a href="/">Startseite'
        '</a>&nbsp;/&nbsp;<a href="/kategorie/hartkaese/">Hartkäse</a>&nbsp;/&nbsp;Bio-Bergkäse 12 Monate gereift</nav>'
        '</div></div><div class="elementor-element elementor-widget elementor-widget-woocommerce-product-title elementor-'
        f'page-title elementor-widget-heading"><div class="elementor-widget-container"><h1 class="product_title entry-'
        f'title elementor-heading-title elementor-size-default">{p[0]}</h1></div></div><div class="elementor-element '
        'elementor-widget elementor-widget-woocommerce-product-price"><div class="elementor-widget-container"><p class='
        '"price"><span class="woocommerce-Price-amount amount"><bdi>12,80&nbsp;<span class="woocommerce-Price-currency'
        'Symbol">€</span></bdi></span> <small class="woocommerce-price-suffix">inkl. MwSt.</small></p><p class="wc-gzd-'
        'additional-info wc-gzd-additional-info-loop shipping-costs-info">zzgl. <a href="/versandarten/" target="_blank">'
        'Versandkosten</a></p><p class="wc-gzd-additional-info delivery-time-info">Lieferzeit: 2-4 Werktage</p></div>'
        '</div><div class="elementor-element elementor-widget elementor-widget-woocommerce-product-short-description">'
        f'<div class="elementor-widget-container"><div class="woocommerce-product-details__short-description"><p>{p[1]}'
        '</p></div></div></div><div class="elementor-element elementor-add-to-cart--align-left elementor-widget elementor-'
        'widget-woocommerce-product-add-to-cart"><div class="elementor-widget-container"><div class="elementor-add-to-'
        'cart elementor-product-simple"><form class="cart" method="post" enctype="multipart/form-data"><div class='
        '"quantity"><label class="screen-reader-text" for="quantity_1">Bio-Bergkäse Menge</label><input type="number" '
        'id="quantity_1" class="input-text qty text" name="quantity" value="1"></div><button type="submit" name="add-to-'
        'cart" value="812" class="single_add_to_cart_button button alt">In den Warenkorb</button></form></div></div>'
        '</div><div class="elementor-element elementor-widget elementor-widget-icon-list"><div class="elementor-widget-'
        'container"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-'
        'icon-list-text">Kühlversand in Thermobox</span></li><li class="elementor-icon-list-item"><span class="elementor-'
        'icon-list-text">Sichere Zahlung mit PayPal</span></li></ul></div></div><div class="elementor-element elementor-'
        'widget elementor-widget-woocommerce-product-meta"><div class="elementor-widget-container"><div class="product_'
        'meta"><span class="sku_wrapper detail-container"><span class="detail-label">Artikelnummer:</span> <span class='
        '"sku">BK-12</span></span><span class="posted_in detail-container"><span class="detail-label">Kategorie:</span>'
        ' <span class="detail-content"><a href="/kategorie/hartkaese/" rel="tag">Hartkäse</a></span></span></div></div>'
        '</div></div></div></div></section><section class="elementor-section elementor-top-section elementor-element '
        'elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-'
        'column elementor-col-100 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-'
        'element-populated"><div class="elementor-element elementor-widget elementor-widget-woocommerce-product-data-'
        'tabs"><div class="elementor-widget-container"><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-'
        'tabs" role="tablist"><li class="description_tab active" id="tab-title-description" role="tab"><a href="#tab-'
        'description">Beschreibung</a></li><li class="additional_information_tab" id="tab-title-additional_information"'
        ' role="tab"><a href="#tab-additional_information">Zusätzliche Informationen</a></li><li class="reviews_tab" id='
        '"tab-title-reviews" role="tab"><a href="#tab-reviews">Bewertungen (0)</a></li></ul><div class="woocommerce-Tabs-'
        'panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel">'
        f'<h2>Beschreibung</h2><p>{p[2]}</p><p>{p[3]}</p></div><div class="woocommerce-Tabs-panel woocommerce-Tabs-'
        'panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" '
        'style="display: none;"><h2>Zusätzliche Informationen</h2><table class="woocommerce-product-attributes shop_'
        'attributes"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th '
        f'class="woocommerce-product-attributes-item__label">{p[4]}</th><td class="woocommerce-product-attributes-item__'
        f'value">{p[5]}</td></tr><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--'
        f'attribute_pa_fett"><th class="woocommerce-product-attributes-item__label">{p[6]}</th><td class="woocommerce-'
        f'product-attributes-item__value"><p>{p[7]}</p></td></tr></table></div><div class="woocommerce-Tabs-panel '
        'woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" style="display: '
        'none;"><div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">'
        'Bewertungen</h2><p class="woocommerce-noreviews">Es gibt noch keine Bewertungen.</p></div><div id="review_form_'
        'wrapper"><div id="review_form"><div id="respond" class="comment-respond"><span id="reply-title" class="comment-'
        'reply-title">Schreibe die erste Bewertung für „Bio-Bergkäse 12 Monate gereift“</span></div></div></div></div>'
        '</div></div></div></div><div class="elementor-element elementor-widget elementor-widget-woocommerce-product-'
        'related"><div class="elementor-widget-container"><section class="related products"><h2>Ähnliche Produkte</h2>'
        '<ul class="products elementor-grid columns-4"><li class="product type-product"><a href="/produkt/alpkaese/" '
        'class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">'
        'Alpkäse vom Hochhäderich</h2><span class="price"><span class="woocommerce-Price-amount amount">14,20&nbsp;€'
        '</span></span></a><a href="?add-to-cart=813" class="button add_to_cart_button">In den Warenkorb</a></li></ul>'
        '</section></div></div></div></div></div></section></div><div data-elementor-type="footer" data-elementor-id="27"'
        ' class="elementor elementor-27 elementor-location-footer"><section class="elementor-section elementor-top-'
        'section elementor-element"><div class="elementor-container"><div class="elementor-column elementor-col-100">'
        '<div class="elementor-widget-wrap"><div class="elementor-element elementor-widget elementor-widget-form"><div '
        'class="elementor-widget-container"><form class="elementor-form" method="post" name="Newsletter"><div class='
        '"elementor-form-fields-wrapper"><div class="elementor-field-type-email elementor-field-group"><input type="email"'
        ' placeholder="Ihre E-Mail-Adresse" class="elementor-field"></div><div class="elementor-field-group elementor-'
        'field-type-submit"><button type="submit" class="elementor-button"><span class="elementor-button-text">Newsletter'
        ' abonnieren</span></button></div></div></form></div></div><div class="elementor-element elementor-widget '
        'elementor-widget-text-editor"><div class="elementor-widget-container"><p>© 2026 Käsekeller Wälder GmbH · Alle '
        'Preise inkl. MwSt. zzgl. Versandkosten</p></div></div></div></div></div></section></div></body></html>')


PAGES["woocommerce-elementor-de"] = NewsPage(
    _elementor(), "https://www.kaesekeller-waelder.example.at/produkt/bio-bergkaese-12-monate-gereift/", ELEMENTOR,
    ("Zum Inhalt springen", "zzgl. Versandkosten", "Lieferzeit", "In den Warenkorb", "Kühlversand",
     "Sichere Zahlung", "Artikelnummer", "Es gibt noch keine Bewertungen", "Schreibe die erste", "Ähnliche Produkte",
     "Alpkäse", "Newsletter abonnieren", "© 2026"))


# --- Pipermail (Mailman 2) archive message (English): the message's <pre>, quoted lines, the archive's links -------

PIPERMAIL = (
    "[Pkg-devel] Build failure of libfoo 2.4 on armhf",
    "On Tue, Mar 3, 2026 at 10:12 AM Ana Costa wrote:",
    "> The test suite fails on armhf since the last upload, always in test_alignment.",
    "I can reproduce it on a Raspberry Pi 4 with the current unstable chroot. The failing test reads a packed "
    "struct through an unaligned pointer, which the kernel on that board does not fix up for us.",
    "A patch that copies the field with memcpy first is attached; it makes the whole suite pass here and should be "
    "harmless on the other architectures.",
)


def _pipermail() -> str:
    p = PIPERMAIL
    pre = f"{p[1]}\n{p[2]}\n\n{p[3]}\n\n{p[4]}\n\nCheers,\nJonas\n\n-- \nJonas Weber  <jweber at example.org>\nGPG: 4F2A 9C11 0B7E\n"
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<HTML>\n <HEAD>\n   <TITLE> '
        f'{p[0]}\n   </TITLE>\n   <LINK REL="Index" HREF="index.html" >\n   <LINK REL="made" HREF="mailto:pkg-devel'
        '%40lists.example.org?Subject=Re%3A%20%5BPkg-devel%5D%20Build%20failure">\n   <META NAME="robots" CONTENT='
        '"index,nofollow">\n   <META http-equiv="Content-Type" content="text/html; charset=us-ascii">\n   <LINK REL='
        '"Previous"  HREF="004211.html">\n   <LINK REL="Next"  HREF="004213.html">\n </HEAD>\n <BODY BGCOLOR="#ffffff">\n'
        f'   <H1>{p[0]}</H1>\n    <B>Jonas Weber</B> \n    <A HREF="mailto:pkg-devel%40lists.example.org?Subject=Re'
        '%3A%20%5BPkg-devel%5D" TITLE="[Pkg-devel] Build failure of libfoo 2.4 on armhf">jweber at example.org\n'
        '       </A><BR>\n    <I>Tue Mar  3 11:40:52 UTC 2026</I>\n    <P><UL>\n        <LI>Previous message: <A HREF='
        '"004211.html">[Pkg-devel] Build failure of libfoo 2.4 on armhf\n</A></li>\n        <LI>Next message: <A HREF='
        '"004213.html">[Pkg-devel] Bug#1098812: RFS: python-zeroconf/0.146\n</A></li>\n         <LI> <B>Messages sorted '
        'by:</B> \n              <a href="date.html#4212">[ date ]</a>\n              <a href="thread.html#4212">[ thread ]'
        '</a>\n              <a href="subject.html#4212">[ subject ]</a>\n              <a href="author.html#4212">'
        '[ author ]</a>\n         </LI>\n       </UL>\n    <HR>  \n<!--beginarticle-->\n<PRE>' + pre.replace(">", "&gt;")
        + '</PRE>\n\n<!--endarticle-->\n    <HR>\n    <P><UL>\n        <!--threads-->\n\t<LI>Previous message: <A HREF='
        '"004211.html">[Pkg-devel] Build failure of libfoo 2.4 on armhf\n</A></li>\n\t<LI>Next message: <A HREF="004213'
        '.html">[Pkg-devel] Bug#1098812: RFS: python-zeroconf/0.146\n</A></li>\n         <LI> <B>Messages sorted by:</B>'
        ' \n              <a href="date.html#4212">[ date ]</a>\n              <a href="thread.html#4212">[ thread ]</a>'
        '\n         </LI>\n       </UL>\n\n<hr>\n<a href="https://lists.example.org/mailman/listinfo/pkg-devel">More '
        'information about the Pkg-devel\nmailing list</a><br>\n</body></html>\n')


PAGES["pipermail-en"] = NewsPage(  # (the message's <pre> is one paragraph: its lines are asked of the text below)
    _pipermail(), "https://lists.example.org/pipermail/pkg-devel/2026-March/004212.html", PIPERMAIL[:1],
    ("Previous message", "Next message", "Messages sorted by", "[ thread ]", "More information about the",
     "GPG: 4F2A"))


# --- NodeBB (English): the server-rendered topic, each post's header, the post body, votes and tools ------------------

NODEBB = (
    "Backup strategy for a small Nextcloud instance?",
    "I run Nextcloud for my family on a small VPS with about 300 GB of photos, and I would like a backup that I can "
    "actually restore without reading a manual for an afternoon.",
    "Right now I copy the data directory with rsync every night, but I never back up the database.",
    "Use the occ maintenance mode for the few minutes the dump takes, then dump the database and copy the data "
    "directory. Restic to a second provider has worked well for me for three years.",
    "+1 for restic. Test the restore once a quarter, otherwise you do not have a backup, you have a hope.",
)


def _nodebb_post(pid: int, user: str, when: str, text: str, votes: int) -> str:
    return (
        f'<li component="post" class="pt-4" data-index="{pid - 1}" data-pid="{pid}" data-uid="{pid + 40}" itemprop='
        f'"comment" itemtype="http://schema.org/Comment" itemscope><a component="post/anchor" data-index="{pid - 1}" '
        f'id="{pid}"></a><div class="d-flex align-items-start gap-3"><div class="bg-body d-none d-sm-block rounded-'
        f'circle"><a class="d-inline-block position-relative text-decoration-none" href="/user/{user.lower()}"><span '
        f'title="{user}" class="avatar avatar-rounded" component="avatar/icon">{user[0]}</span></a></div><div class='
        '"post-container d-flex gap-2 flex-grow-1 flex-column w-100" style="min-width:0;"><div class="d-flex align-items-'
        'center gap-1 flex-wrap w-100 post-header mt-1" itemprop="author" itemscope itemtype="https://schema.org/Person">'
        f'<a class="fw-bold text-nowrap text-truncate" href="/user/{user.lower()}" itemprop="name" data-username="{user}"'
        f'>{user}</a><span class="badge rounded-1 text-uppercase text-truncate text-bg-secondary">Global Moderator'
        f'</span><div class="d-flex gap-1 align-items-center"><span class="text-muted">wrote</span><a href="/post/{pid}"'
        f' class="timeago text-muted" title="{when}"></a><span class="visually-hidden">last edited by</span></div></div>'
        f'<div class="content text-break" component="post/content" itemprop="text"><p>{text}</p></div><div component='
        '"post/footer" class="post-footer border-bottom pb-2"><div class="d-flex"><a component="post/reply-count" href='
        f'"#" class="d-none">1 Reply</a><div component="post/actions" class="d-flex flex-grow-1 align-items-center '
        'justify-content-end gap-1 post-tools"><a component="post/reply" href="#" class="btn btn-ghost btn-sm" title='
        '"Reply"><i class="fa fa-fw fa-reply text-primary"></i></a><a component="post/quote" href="#" class="btn btn-'
        'ghost btn-sm" title="Quote"><i class="fa fa-fw fa-quote-right text-primary"></i></a><div class="d-flex votes '
        f'align-items-center"><a component="post/upvote" href="#" class="btn btn-ghost btn-sm"><i class="fa fa-fw fa-'
        f'chevron-up text-primary"></i></a><meta itemprop="upvoteCount" content="{votes}"><span class="px-2 mx-1 btn-'
        f'ghost fw-semibold" component="post/vote-count" data-votes="{votes}" title="">{votes}</span></div></div></div>'
        '</div></div></div></li>')


def _nodebb() -> str:
    p = NODEBB
    return (
        _head(f"{p[0]} | Self-Hosters Forum", "en")
        + '<body class="page-topic page-topic-1882 page-topic-backup-strategy-for-a-small-nextcloud-instance template-'
        'topic page-topic-category-7 page-topic-category-help parent-category-7 page-status-200 theme-harmony user-'
        'guest skin-noskin"><a class="visually-hidden-focusable position-absolute top-0 start-0 p-3 m-3 bg-body" href='
        '"#content">Skip to content</a><div class="layout-container d-flex justify-content-between pb-4 pb-md-0"><nav '
        'component="sidebar/left" class="text-dark bg-light sidebar sidebar-left start-0 border-end vh-100 d-none d-lg-'
        'flex flex-column justify-content-between sticky-top"><ul id="main-nav" class="list-unstyled d-flex flex-column '
        'w-100 gap-2 mt-2 overflow-y-auto"><li class="nav-item mx-2"><a class="nav-link" href="/categories"><span class='
        '"nav-text">Categories</span></a></li><li class="nav-item mx-2"><a class="nav-link" href="/recent"><span class='
        '"nav-text">Recent</span></a></li><li class="nav-item mx-2"><a class="nav-link" href="/tags"><span class="nav-'
        'text">Tags</span></a></li></ul><div class="sidebar-toggle-container"><a href="/register" class="nav-link">'
        'Register</a><a href="/login" class="nav-link">Login</a></div></nav><main id="panel" class="d-flex flex-column '
        'gap-3 flex-grow-1 mt-3" style="min-width: 0;"><div class="container-lg px-md-4 brand-container"></div><div '
        'class="container-lg px-md-4 d-flex flex-column gap-3 h-100 mb-5 mb-lg-0" id="content"><noscript><div class='
        '"alert alert-danger"><p>Your browser does not seem to support JavaScript. As a result, your viewing experience '
        'will be diminished, and you have been placed in <strong>read-only mode</strong>.</p><p>Please download a '
        'browser that supports JavaScript, or enable it if it\'s disabled (i.e. NoScript).</p></div></noscript><ol '
        'class="breadcrumb mb-0" itemscope="itemscope" itemtype="https://schema.org/BreadcrumbList"><li class='
        '"breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item"><a href="/category/7/help">Help</a>'
        '</li></ol><div class="flex-fill" itemid="/topic/1882/backup-strategy" itemscope itemtype="https://schema.org/'
        'DiscussionForumPosting"><div class="d-flex flex-column gap-3"><div class="d-flex gap-2 flex-wrap"><div class='
        '"d-flex flex-column gap-3 flex-1 mt-2"><h1 component="post/header" class="tracking-tight fw-semibold fs-3 mb-0'
        f' text-break" itemprop="headline"><span class="topic-title" component="topic/title">{p[0]}</span></h1><div '
        'class="topic-info d-flex gap-2 align-items-center flex-wrap"><a href="/category/7/help" class="badge px-1 text-'
        'truncate text-decoration-none border"><span class="badge-text">Help</span></a><div class="stats text-muted"><i'
        ' class="fa fa-fw fa-user"></i><span title="4">4</span> Posters <i class="fa fa-fw fa-message"></i><span title='
        '"3">3</span> Posts <i class="fa fa-fw fa-eye"></i><span title="312">312</span> Views</div></div></div></div>'
        '<div class="row mb-4 mb-lg-0"><div class="topic col-lg-12"><div class="sticky-tools"><div class="topic-main-'
        'buttons"><a href="/login" class="btn btn-sm btn-primary">Log in to reply</a><a class="btn btn-ghost btn-sm" '
        'href="#">Oldest to Newest</a></div></div><ul component="topic" class="posts timeline mt-sm-2 p-0 py-3" data-tid'
        '="1882" data-cid="7">' + _nodebb_post(1, "lena_k", "2026-02-11T19:02:44.101Z", p[1] + "</p><p>" + p[2], 2)
        + _nodebb_post(2, "mwalsh", "2026-02-11T20:15:09.332Z", p[3], 5)
        + _nodebb_post(3, "tobi", "2026-02-12T07:48:00.009Z", p[4], 3)
        + '</ul><div class="pagination-block text-center"><span class="pagination-text">1 out of 3'
        '</span></div></div></div><div component="topic/suggested" class="suggested-topics mt-4"><h3 class="fw-semibold '
        'fs-5">Suggested Topics</h3><ul class="categories-list list-unstyled"><li class="category-item"><a href="/topic/'
        '1790/nextcloud-upgrade-25-to-26">Nextcloud upgrade 25 to 26 stuck in maintenance mode</a><span class="text-'
        'muted">12 Posts 1.4k Views</span></li></ul></div></div></div></div></main></div><footer class="footer"><div '
        'class="container text-center">Powered by <a href="https://nodebb.org">NodeBB</a> | Contributors</div></footer>'
        '</body></html>')


PAGES["nodebb-en"] = NewsPage(
    _nodebb(), "https://forum.selfhosters.example.net/topic/1882/backup-strategy-for-a-small-nextcloud-instance",
    NODEBB,
    ("Skip to content", "read-only mode", "Posters", "312", "Log in to reply", "Oldest to Newest", "Global Moderator",
     "1 out of 3", "Suggested Topics", "stuck in maintenance mode", "Powered by", "Register"))


# --- old Reddit (English): the self post in its "usertext-body", the comments' "entry" blocks, the side bar --------

REDDIT = (
    "Is it worth repairing a 12 year old dishwasher?",
    "Our Bosch dishwasher stopped draining last week. The repair shop quoted 180 euros for a new drain pump, and a "
    "new machine of the same class costs about 550.",
    "The pump is a twenty minute job if you can follow a video. The part is around 40 euros online, and the rest of "
    "a Bosch from that era usually outlives the new ones.",
    "Check the filter and the non-return valve first. Mine was a cherry stone stuck in the valve, zero euros.",
    "This. Half the drain problems I have seen were the filter.",
)


def _reddit_comment(cid: str, user: str, points: str, when: str, text: str, child: str = "") -> str:
    return (
        f'<div class="thing id-t1_{cid} noncollapsed comment" id="thing_t1_{cid}" data-author="{user}" data-type='
        f'"comment"><p class="parent"><a name="{cid}"></a></p><div class="midcol unvoted"><div class="arrow up login-'
        'required access-required" role="button" aria-label="upvote" tabindex="0"></div><div class="arrow down login-'
        'required access-required" role="button" aria-label="downvote" tabindex="0"></div></div><div class="entry '
        f'unvoted"><p class="tagline"><a href="javascript:void(0)" class="expand">[–]</a><a href="https://old.reddit.'
        f'com/user/{user}" class="author may-blank id-t2_x">{user}</a><span class="userattrs"></span> <span class='
        f'"score unvoted" title="{points}">{points} points</span> <time title="{when}" datetime="2026-03-02T18:21:07+00'
        f':00" class="live-timestamp">5 hours ago</time>&nbsp;<a href="javascript:void(0)" class="numchildren">(1 '
        f'child)</a></p><form action="#" class="usertext warn-on-unload" id="form-t1_{cid}"><div class="usertext-body '
        f'may-blank-within md-container "><div class="md"><p>{text}</p></div></div></form><ul class="flat-list '
        f'buttons"><li class="first"><a href="https://old.reddit.com/r/Appliances/comments/1b8x2k/comment/{cid}/" '
        'data-event-action="permalink" class="bylink" rel="nofollow">permalink</a></li><li><a href="javascript:void(0)'
        '" data-event-action="embed" class="embed-comment">embed</a></li><li><a href="javascript:void(0)" class='
        '"save-button">save</a></li><li class="report-button login-required"><a href="javascript:void(0)" class='
        '"reportbtn access-required" data-event-action="report">report</a></li><li class="reply-button login-required">'
        '<a class="access-required" href="javascript:void(0)" data-event-action="comment">reply</a></li></ul></div><div'
        f' class="child">{child}</div><div class="clearleft"></div></div>')


def _reddit() -> str:
    p = REDDIT
    reply = _reddit_comment("kx3", "cranky_plumber", "9", "Mon Mar 2 19:02:11 2026 UTC", p[4])
    return (
        _head(f"{p[0]} : Appliances", "en", '<meta property="og:site_name" content="reddit">')
        + '<body class="listing-page comments-page single-page loggedin subscriber"><div id="header" role="banner"><a '
        'tabindex="1" href="#content" id="jumpToContent">jump to content</a><div id="sr-header-area"><div class="width-'
        'clip"><div class="dropdown srdrop"><span class="selected title">my subreddits</span></div><div class="sr-list">'
        '<ul class="flat-list sr-bar hover"><li><a href="https://old.reddit.com/r/popular/" class="choice">popular</a>'
        '</li><li><span class="separator">-</span><a href="https://old.reddit.com/r/all/" class="choice">all</a></li>'
        '</ul></div></div></div><div id="header-bottom-left"><a href="/" id="header-img" class="default-header" title="'
        '">reddit.com</a>&nbsp;<span class="hover pagename redditname"><a href="https://old.reddit.com/r/Appliances/">'
        'Appliances</a></span><ul class="tabmenu "><li class="selected"><a href="https://old.reddit.com/r/Appliances/'
        'comments/1b8x2k/" class="choice">comments</a></li></ul></div><div id="header-bottom-right"><span class="user">'
        'Want to join? <a href="https://old.reddit.com/login" class="login-required">Log in or sign up</a> in seconds.'
        '</span></div></div><div class="side"><div class="spacer"><form action="https://old.reddit.com/r/Appliances/'
        'search" id="search" role="search"><input type="text" name="q" placeholder="search" tabindex="20"></form>'
        '</div><div class="spacer"><div class="linkinfo"><div class="date"><span>this post was submitted on &#32;'
        '</span><time datetime="2026-03-02T17:44:51+00:00">02 Mar 2026</time></div><div class="score"><span class='
        '"number">31</span><span class="word">points</span> (94% upvoted)</div></div></div><div class="spacer"><div '
        'class="titlebox"><h1 class="hover redditname"><a href="https://old.reddit.com/r/Appliances/" class="hover">'
        'Appliances</a></h1><span class="subscribers"><span class="number">48,210</span> <span class="word">readers'
        '</span></span><div class="usertext-body may-blank-within md-container"><div class="md"><p>A place to ask '
        'about repairing, buying and using home appliances. Be civil, no self-promotion.</p></div></div></div></div>'
        '</div><a name="content"></a><div class="content" role="main"><div class="sitetable linklisting" id="siteTable">'
        '<div class="thing id-t3_1b8x2k odd link self" data-type="link" data-author="anna_t"><div class="midcol unvoted">'
        '<div class="arrow up login-required access-required" role="button" aria-label="upvote" tabindex="0"></div><div'
        ' class="score unvoted" title="31">31</div></div><div class="entry unvoted"><div class="top-matter"><p class='
        f'"title"><a class="title may-blank " href="/r/Appliances/comments/1b8x2k/">{p[0]}</a> <span class="domain">'
        '(<a href="/r/Appliances/">self.Appliances</a>)</span></p><p class="tagline ">submitted <time title="Mon Mar 2 '
        '17:44:51 2026 UTC" datetime="2026-03-02T17:44:51+00:00" class="live-timestamp">6 hours ago</time> by <a href='
        '"https://old.reddit.com/user/anna_t" class="author may-blank">anna_t</a></p></div><div class="expando"><form '
        'action="#" class="usertext warn-on-unload" id="form-t3_1b8x2k"><div class="usertext-body may-blank-within md-'
        f'container "><div class="md"><p>{p[1]}</p></div></div></form></div><ul class="flat-list buttons"><li class='
        '"first"><a href="https://old.reddit.com/r/Appliances/comments/1b8x2k/" class="bylink comments may-blank">'
        '14 comments</a></li><li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li>'
        '<li class="link-save-button save-button login-required"><a href="#">save</a></li></ul></div></div></div><div '
        'class="commentarea"><div class="panestack-title"><span class="title">all 14 comments</span></div><div class='
        '"menuarea"><div class="spacer"><span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown '
        'lightdrop"><span class="selected">best</span></div></div></div><div class="sitetable nestedlisting" id='
        '"siteTable_t3_1b8x2k">'
        + _reddit_comment("kw1", "fixit_felix", "24", "Mon Mar 2 18:21:07 2026 UTC", p[2])
        + _reddit_comment("kw9", "dishnerd", "17", "Mon Mar 2 18:40:55 2026 UTC", p[3], reply)
        + '</div></div></div><div class="footer-parent"><div class="footer rounded"><div class="col"><ul class="flat-'
        'list hover"><li class="flat-vert title">about</li><li><a href="https://www.redditinc.com/blog" class="choice">'
        'blog</a></li><li><a href="https://www.redditinc.com/" class="choice">about</a></li></ul></div></div><p class='
        '"bottommenu">Use of this site constitutes acceptance of our <a href="https://www.redditinc.com/policies/user-'
        'agreement">User Agreement</a> and <a href="https://www.reddit.com/policies/privacy-policy">Privacy Policy</a>. '
        '© 2026 reddit inc. All rights reserved.</p></div></body></html>')


PAGES["old-reddit-en"] = NewsPage(
    _reddit(), "https://old.reddit.com/r/Appliances/comments/1b8x2k/is_it_worth_repairing_a_12_year_old_dishwasher/",
    REDDIT,
    ("jump to content", "my subreddits", "Log in or sign up", "this post was submitted", "94% upvoted", "48,210",
     "A place to ask about", "14 comments", "sorted by", "permalink", "embed", "report", "(1 child)",
     "Use of this site constitutes", "all 14 comments"))


# --- HyperKitty (Mailman 3) thread (English): the first message and the replies, each with its sender's card ------

HYPERKITTY = (
    "Umlauts in the bibliography with the new thesis template",
    "Since the update of the thesis template every umlaut in my bibliography gives a warning, and the PDF shows "
    "question marks where the umlauts should be.",
    "I use biblatex with backend=biber and compile with pdflatex.",
    "The new template no longer loads inputenc because it is meant for LuaLaTeX. With pdflatex you have to put the "
    "inputenc line back into your preamble yourself, or switch to lualatex right away.",
    "Thanks, with lualatex it works at the first try.",
)


def _hk_email(eid: str, sender: str, when: str, paragraphs: list[str], first: bool = False) -> str:
    body = "".join(f"<p>{t}</p>" for t in paragraphs)
    return (
        f'<div class="email{" email-first" if first else ""}" id="{eid}"><div class="email-header" id="{eid}-header">'
        '<div class="gravatar-wrapper"><div class="gravatar circle"><img class="gravatar" src="https://secure.gravatar.'
        f'com/avatar/{eid}.jpg?s=120" width="120" height="120" alt=""></div><div class="email-author"><span class="name">'
        f'<a href="/archives/users/{eid}/" title="See the profile for {sender}">{sender}</a></span></div></div><div '
        f'class="email-date right"><span class="date d-none d-sm-inline">{when}</span><div class="time"><span title='
        f'"Sender\'s time: {when}, 7:28 a.m.">7:28 a.m.</span></div></div></div><div class="email-body">{body}</div>'
        '<div class="email-info"><div class="likeform-wrapper right"><form method="post" class="likeform"><a class='
        '"youlike vote disabled" title="You must be logged-in to vote." href="#like"><i class="fa fa-thumbs-o-up"></i>'
        ' 1</a><a class="youdislike vote disabled" title="You must be logged-in to vote." href="#dislike"><i class="fa '
        'fa-thumbs-o-down"></i> 0</a></form></div><div class="reply-tools"><div class="dropdown"><button class="btn '
        'btn-sm btn-outline-secondary dropdown-toggle" type="button" data-toggle="dropdown"><i class="fa fa-reply"></i>'
        ' Reply</button><div class="dropdown-menu"><a class="dropdown-item" href="/accounts/login/?next=/archives/list/'
        f'tex%40lists.example.org/message/{eid}/">Sign in to reply online</a><a class="dropdown-item reply-mailto" href='
        '"mailto:tex@lists.example.org?Subject=Re%3A">Use email software</a></div></div></div></div></div>')


def _hyperkitty() -> str:
    p = HYPERKITTY
    return (
        _head(f"{p[0]} - TeX users - lists.example.org", "en")
        + '<body><nav class="navbar sticky-top navbar-expand-md mb-2 navbar-light bg-light"><div class="container-fluid">'
        '<div class="navbar-header col-md"><a href="/archives/" class="navbar-brand" title="HyperKitty">lists.example.'
        'org</a></div><div class="collapse navbar-collapse"><ul class="nav navbar-nav"><li class="nav-item"><a href='
        '"/accounts/login/" class="nav-link"><span class="fa fa-sign-in"></span> Sign In</a></li><li class="nav-item">'
        '<a href="/accounts/signup/" class="nav-link">Sign Up</a></li><li class="nav-item"><a href="/mailman3/lists/tex.'
        'lists.example.org/" class="nav-link">Manage this list</a></li></ul></div></div></nav><div class="modal fade" '
        'id="keyboard-shortcuts" tabindex="-1" role="dialog"><div class="modal-dialog"><div class="modal-content"><div '
        'class="modal-header"><button type="button" class="close" data-dismiss="modal">&times;</button><h4 class="modal-'
        'title">Keyboard Shortcuts</h4></div><div class="modal-body"><h3>Thread View</h3><ul><li><code>j</code>: Next '
        'unread message</li><li><code>k</code>: Previous unread message</li></ul></div></div></div></div><div class='
        '"container-fluid"><div class="row"><div class="d-none d-md-block col-sm-2"><div class="row"><div class="col-12 '
        'accordion" id="months-list"><div class="card"><div class="card-header"><h3 class="card-title btn btn-link"><a '
        'data-toggle="collapse" data-target="#collapse0">2026</a></h3></div><div id="collapse0" class="panel-collapse '
        'collapse show"><div class="card-body"><ul class="list-unstyled"><li><a href="/archives/list/tex@lists.example.'
        'org/2026/3/">March</a></li><li><a href="/archives/list/tex@lists.example.org/2026/2/">February</a></li></ul>'
        '</div></div></div></div></div></div><div class="col-sm-12 col-md-10"><div class="thread-header"><div class="row">'
        '<div class="col-tn-2"><a href="/archives/list/tex@lists.example.org/thread/A1/" title="Newer thread" class="btn'
        ' btn-default"><i class="fa fa-angle-left"></i></a></div><div class="col-tn-8"><h3>' + p[0] + '</h3></div><div '
        'class="col-tn-2 right"><a href="/archives/list/tex@lists.example.org/thread/C3/" title="Older thread" class="'
        'btn btn-default"><i class="fa fa-angle-right"></i></a></div></div></div><div class="row view-thread"><div class='
        '"col-sm-10"><div class="row"><div class="col-12 col-md-9"><section id="thread-content">'
        + _hk_email("B2", "Jana Koehler", "3 Mar 2026", ["Hi all,", p[1], p[2], "Best, Jana"], first=True)
        + '<p class="sort-mode"><a href="?sort=thread">Show replies by thread</a></p><div class="replies">'
        + _hk_email("D4", "Martin Roth", "3 Mar 2026", [p[3]])
        + _hk_email("E5", "Jana Koehler", "4 Mar 2026", [p[4]])
        + '</div></section></div><div class="col-12 col-md-3"><section id="thread-overview-info"><p>3 comments</p>'
        '<p><span class="fa fa-user"></span> 2 participants</p><p><span class="fa fa-tags"></span> 0 tags</p><div id='
        '"add-to-favorites"><a class="btn btn-outline-primary">Add to favorites</a></div><div class="thread-participants">'
        '<h3>participants (2)</h3><ul><li>Jana Koehler</li><li>Martin Roth</li></ul></div></section></div></div></div>'
        '</div><p><a href="/archives/list/tex@lists.example.org/">Back to the list</a></p></div></div></div><footer '
        'class="footer"><div class="container"><p class="text-muted">Powered by <a href="http://hyperkitty.readthedocs.'
        'org">HyperKitty</a> version 1.3.12.</p></div></footer></body></html>')


PAGES["hyperkitty-en"] = NewsPage(
    _hyperkitty(), "https://lists.example.org/archives/list/tex@lists.example.org/thread/B2/", HYPERKITTY[1:],
    ("Sign In", "Sign Up", "Manage this list", "Keyboard Shortcuts", "Next unread message", "February",
     "logged-in to vote", "Sign in to reply online", "Use email software", "Show replies by", "2 participants",
     "Add to favorites", "participants (2)", "Back to the list", "Powered by"))


# --- a counter-case: a university's help page on its mailing lists, naming the archive's links in its sentences ---

LISTHELP = (
    "Reading the mailing list archives",
    "Every message sent to a list is kept in its archive, one page per message, as long as the list exists.",
    "Previous message: the link at the top of each page leads to the message sent just before, which is not always "
    "the one it answers.",
    "Messages sorted by date are the easiest to follow on a quiet list; on a busy one, sort them by thread.",
    "In the newer archive, choose Show replies by thread under the first message to read a discussion as a tree.",
)


def _listhelp() -> str:
    p = LISTHELP
    return (
        _head(f"{p[0]} – IT Services – University of Example", "en")
        + '<body class="page-template-default page"><header class="site-header"><a class="brand" href="/">IT Services'
        '</a><nav class="main-nav"><ul><li><a href="/email/">Email</a></li><li><a href="/lists/">Mailing lists</a></li>'
        '</ul></nav></header><main id="main" class="site-main"><article class="page type-page"><header class="entry-'
        f'header"><h1 class="entry-title">{p[0]}</h1></header><div class="entry-content"><p>{p[1]}</p><p>{p[2]}</p>'
        f'<p>{p[3]}</p><p>{p[4]}</p></div></article></main><footer class="site-footer"><p>© 2026 University of Example'
        ' · <a href="/privacy/">Privacy</a></p></footer></body></html>')


PAGES["list-help-en"] = NewsPage(
    _listhelp(), "https://it.example.ac.uk/lists/reading-the-archives/", LISTHELP, ("© 2026", "Mailing lists"))


# --- an Otto-like marketplace (German): the seller's box, the "Produktdetails" tables, the advice under them ------

MARKET = (
    "Akku-Rasenmäher GreenCut 36V, Schnittbreite 37 cm",
    "Der bürstenlose Motor passt seine Drehzahl dem Gras an: Bei dichtem Bewuchs zieht er hoch, auf kurzem Rasen "
    "spart er Strom, so reicht ein Akku für bis zu 400 Quadratmeter.",
    "Der 45-Liter-Fangkorb zeigt durch ein Sichtfenster, wann er voll ist, und lässt sich mit einer Hand abnehmen.",
    "Lieferbar in drei Breiten: 37, 42 und 46 Zentimeter, jede mit Fangkorb und Mulchkeil.",  # (not the shop's line)
    "Schnitthöhe",
    "25–75 mm, 6-fach verstellbar",
    "Mulchfunktion",
    "ja, mit Mulchkeil",
)


def _market() -> str:
    p = MARKET
    return (
        _product_head("GreenCut Akku-Rasenmäher 36V online kaufen | HausMarkt", "de")
        + '<body class="pdp"><div class="nav_header"><a class="nav_logo" href="/">HausMarkt</a><form class="nav_search">'
        '<input name="q" placeholder="Wonach suchst du?"></form><ul class="nav_service"><li><a href="/service/">Service'
        '</a></li><li><a href="/mein-konto/">Mein Konto</a></li><li><a href="/merkzettel/">Merkzettel</a></li><li><a '
        'href="/warenkorb/">Warenkorb</a></li></ul></div><nav class="pdp_breadcrumb"><ol><li><a href="/garten/">Garten'
        '</a></li><li><a href="/garten/rasenmaeher/">Rasenmäher</a></li></ol></nav><div class="pdp_main"><div class="pdp'
        '_gallery"><img src="/img/greencut.jpg" alt="Akku-Rasenmäher"></div><div class="pdp_short-info"><a class="pdp_'
        f'brand" href="/marken/greencut/">GreenCut</a><h1 class="pdp_short-info__main-name">{p[0]}</h1><div class="pdp_'
        'rating"><a href="#reviews"><span class="pl_rating">4,6</span> (128 Bewertungen)</a></div><div class="pdp_price">'
        '<span class="pdp_price__retail-price">299,99 €</span><span class="pdp_price__uvp">UVP 379,00 €</span><span '
        'class="pdp_price__discount">-21 %</span><p class="pdp_price__legal">inkl. MwSt. <a href="/versand/">zzgl. '
        'Service- & Versandkosten</a></p></div><div class="pdp_variations"><span class="pdp_variations__label">Akku:'
        '</span><ul><li>mit Akku und Ladegerät</li><li>ohne Akku</li></ul></div><div class="pdp_delivery"><p class="pdp'
        '_delivery__availability">lieferbar - in 2-3 Werktagen bei dir</p><p class="pdp_delivery__seller">Verkauf und '
        'Versand durch <a href="/haendler/gartenprofi24/">GartenProfi24</a></p></div><div class="pdp_order"><button '
        'class="pdp_order__button pl_button--primary">In den Warenkorb</button><button class="pdp_order__wishlist">'
        'Auf den Merkzettel</button></div><ul class="pdp_usp"><li class="pdp_usp__item">Kauf auf Rechnung</li><li class='
        '"pdp_usp__item">30 Tage Rückgaberecht</li><li class="pdp_usp__item">Kostenlose Rücksendung</li></ul></div>'
        '</div><section class="pdp_details" id="details"><h2 class="pdp_details__headline">Produktbeschreibung</h2>'
        f'<div class="pdp_description js_pdp_description"><p>{p[1]}</p><p>{p[2]}</p><p>{p[3]}</p></div><h2 class="pdp_'
        'details__headline">Produktdetails</h2><div class="pdp_details__characteristics"><table class="dv_'
        'characteristicsTable"><thead><tr><th colspan="2">Technische Daten</th></tr></thead><tbody><tr><td class="left">'
        f'{p[4]}</td><td class="right">{p[5]}</td></tr><tr><td class="left">{p[6]}</td><td class="right">{p[7]}</td></tr>'
        '</tbody>'
        '</table></div></section><section class="pdp_reviews" id="reviews"><h2>Kundenbewertungen</h2><div class="pdp_'
        'reviews__summary">4,6 von 5 Sternen, 128 Bewertungen</div><button class="pdp_reviews__write">Bewertung '
        'schreiben</button></section><section class="reco_cinema"><h2 class="reco_cinema__headline">Kunden kauften auch'
        '</h2><ul class="reco_cinema__list"><li class="reco_cinema__item"><a href="/p/ersatzmesser/">GreenCut '
        'Ersatzmesser 37 cm</a><span class="reco_price">19,99 €</span></li></ul></section><footer class="nav_footer">'
        '<div class="nav_footer__newsletter"><p>Jetzt zum Newsletter anmelden und 10 € Gutschein sichern!</p><form><input'
        ' type="email"><button>Anmelden</button></form></div><p>Alle Preise inkl. MwSt., zzgl. Versandkosten. © 2026 '
        'HausMarkt GmbH</p></footer></body></html>')


PAGES["marketplace-de"] = NewsPage(
    _market(), "https://www.hausmarkt.example.de/p/greencut-akku-rasenmaeher-36v-S0A1B2C3/", MARKET,
    ("Wonach suchst du", "Merkzettel", "128 Bewertungen", "UVP 379,00", "zzgl. Service", "lieferbar - in",
     "Verkauf und Versand durch", "In den Warenkorb", "Kauf auf Rechnung", "30 Tage Rückgaberecht",
     "Bewertung schreiben", "Kunden kauften auch", "Ersatzmesser", "Newsletter anmelden", "© 2026"))


# --- PrestaShop 8 Classic (French): short description beside the price, "Description" and "Détails du produit"
# tabs with the data sheet (a <dl>), the reassurance block, "Produits de la même catégorie" --------------------------

PRESTA8 = (
    "Théière en fonte Tetsubin Arare 0,8 L",
    "Coulée à Morioka selon une technique vieille de quatre siècles, cette théière garde la chaleur longtemps et "
    "adoucit l'eau grâce au fer qui se dépose peu à peu sur la paroi.",
    "L'intérieur est émaillé : la théière ne rouille pas et peut servir tous les jours, pour le thé vert comme pour "
    "les thés noirs.",
    "Ne la passez jamais au lave-vaisselle ; rincez-la à l'eau chaude et séchez-la sur une flamme douce.",
    "Contenance",
    "0,8 litre",
    "Matière",
    "Fonte émaillée",
)


def _presta8() -> str:
    p = PRESTA8
    return (
        _product_head("Théière en fonte Tetsubin Arare 0,8 L", "fr")
        + '<body id="product" class="lang-fr country-fr currency-eur layout-full-width page-product tax-display-enabled '
        'product-id-57 product-theiere-en-fonte-tetsubin-arare product-id-category-9"><main><header id="header"><nav '
        'class="header-nav"><div class="container"><div class="row"><div class="hidden-sm-down"><div class="col-md-5 '
        'col-xs-12"><div id="_desktop_contact_link"><div id="contact-link"><a href="/nous-contacter">Contactez-nous</a>'
        '</div></div></div><div class="col-md-7 right-nav"><div id="_desktop_user_info"><div class="user-info"><a href='
        '"/mon-compte" title="Identifiez-vous" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-'
        'sm-down">Connexion</span></a></div></div><div id="_desktop_cart"><div class="blockcart cart-preview inactive">'
        '<div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class='
        '"hidden-sm-down">Panier</span><span class="cart-products-count">(0)</span></div></div></div></div></div></div>'
        '</nav><div class="header-top"><div class="container"><div id="_desktop_logo"><a href="/"><img class="logo img-'
        'fluid" src="/img/logo.png" alt="Maison du Thé Lyon" width="200" height="60"></a></div><div class="header-top-'
        'right col-md-10 col-sm-12 position-static"><div class="menu js-top-menu position-static hidden-sm-down" id='
        '"_desktop_top_menu"><ul class="top-menu" id="top-menu" data-depth="0"><li class="category"><a class="dropdown-'
        'item" href="/3-the">Thé</a></li><li class="category"><a class="dropdown-item" href="/9-theieres">Théières</a>'
        '</li></ul></div></div></div></div></header><section id="wrapper"><div class="container"><nav data-depth="3" '
        'class="breadcrumb hidden-sm-down"><ol><li><a href="/"><span>Accueil</span></a></li><li><a href="/9-theieres">'
        '<span>Théières</span></a></li><li><span>Théière en fonte Tetsubin Arare 0,8 L</span></li></ol></nav><div id='
        '"content-wrapper" class="js-content-wrapper"><section id="main"><meta content="https://www.maisonduthe.example.'
        'fr/theieres/57-theiere-en-fonte-tetsubin-arare.html"><div class="row product-container js-product-container">'
        '<div class="col-md-6"><section class="page-content" id="content"><div class="images-container js-images-'
        'container"><div class="product-cover"><img class="js-qv-product-cover img-fluid" src="/57-large_default/'
        'theiere.jpg" alt="Théière en fonte" loading="lazy" width="452" height="452"></div></div></section></div><div '
        f'class="col-md-6"><h1 class="h1">{p[0]}</h1><div class="product-prices js-product-prices"><div class="product-'
        'price h5 "><div class="current-price"><span class="current-price-value" content="69">69,00&nbsp;€</span></div>'
        '</div><div class="tax-shipping-delivery-label">TTC</div></div><div class="product-information"><div id="product-'
        f'description-short-57" class="product-description"><p>{p[1]}</p></div><div class="product-actions js-product-'
        'actions"><form action="/panier" method="post" id="add-to-cart-or-refresh"><div class="product-add-to-cart js-'
        'product-add-to-cart"><span class="control-label">Quantité</span><div class="product-quantity clearfix"><div '
        'class="qty"><input type="number" name="qty" id="quantity_wanted" inputmode="numeric" value="1" min="1" class='
        '"input-group" aria-label="Quantité"></div><div class="add"><button class="btn btn-primary add-to-cart" data-'
        'button-action="add-to-cart" type="submit"><i class="material-icons shopping-cart">&#xE547;</i>Ajouter au '
        'panier</button></div><div class="wishlist-button" data-product-id="57"></div></div><span id="product-'
        'availability" class="js-product-availability"><i class="material-icons rtl-no-flip product-available">&#xE5CA;'
        '</i>En stock</span><p class="product-minimal-quantity js-product-minimal-quantity"></p></div></form></div><div '
        'class="social-sharing"><span>Partager</span><ul><li class="facebook icon-gray"><a href="https://www.facebook.com'
        '/sharer.php?u=" class="text-hide" title="Partager" target="_blank" rel="noopener noreferrer nofollow">Partager'
        '</a></li><li class="pinterest icon-gray"><a href="https://www.pinterest.com/pin/create/button/" class="text-'
        'hide" title="Pinterest" target="_blank">Pinterest</a></li></ul></div><div id="block-reassurance"><ul><li><div '
        'class="block-reassurance-item"><img src="/modules/blockreassurance/img/ic_verified_user_black_36dp_1x.png" '
        'alt="Politique de sécurité"><span class="h6">Paiement sécurisé par carte ou virement</span></div></li><li><div '
        'class="block-reassurance-item"><img src="/modules/blockreassurance/img/ic_local_shipping_black_36dp_1x.png" '
        'alt="Politique de livraison"><span class="h6">Livraison offerte dès 60 € d\'achat</span></div></li><li><div '
        'class="block-reassurance-item"><img src="/modules/blockreassurance/img/ic_swap_horiz_black_36dp_1x.png" alt='
        '"Politique retours"><span class="h6">Retours sous 14 jours</span></div></li></ul></div><div class="tabs"><ul '
        'class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active js-product-nav-active" data-'
        'toggle="tab" href="#description" role="tab" aria-controls="description" aria-selected="true">Description</a>'
        '</li><li class="nav-item"><a class="nav-link" data-toggle="tab" href="#product-details" role="tab" aria-'
        'controls="product-details">Détails du produit</a></li></ul><div class="tab-content" id="tab-content"><div class='
        '"tab-pane fade in active js-product-tab-active" id="description" role="tabpanel"><div class="product-'
        f'description"><p>{p[2]}</p><p>{p[3]}</p></div></div><div class="js-product-details tab-pane fade" id="product-'
        'details" data-product=\'{"id_product":"57"}\' role="tabpanel"><div class="product-manufacturer"><a href="/brand/'
        '4-iwachu"><img src="/img/m/4.jpg" class="img-fluid manufacturer-logo" alt="Iwachu" loading="lazy"></a></div><div'
        ' class="product-reference"><label class="label">Référence </label><span>TET-ARARE-08</span></div><div class='
        '"product-quantities"><label class="label">En stock</label><span data-stock="12" data-allow-oosp="0">12 Produits'
        '</span></div><section class="product-features"><p class="h6">Fiche technique</p><dl class="data-sheet"><dt class'
        f'="name">{p[4]}</dt><dd class="value">{p[5]}</dd><dt class="name">{p[6]}</dt><dd class="value">{p[7]}</dd>'
        '</dl></section></div></div></div></div></div></div><section class="product-accessories clearfix"><p class="h5 '
        'text-uppercase">Vous aimerez aussi</p><div class="products"><div class="js-product product col-xs-12 col-sm-6 '
        'col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="58"><div class='
        '"thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a href="/theieres/58-'
        'tasses-arare.html">Tasses Arare, lot de 2</a></h3><div class="product-price-and-shipping"><span class="price" '
        'aria-label="Prix">24,00&nbsp;€</span></div></div></div></article></div></div></section></section></div></div>'
        '</section><footer id="footer" class="js-footer"><div class="container"><div class="row"><div class="block_'
        'newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><div class="row"><p id='
        '"block-newsletter-label" class="col-md-5 col-xs-12">Recevez nos offres spéciales</p><div class="col-md-7 '
        'col-xs-12"><form action="#blockEmailSubscription_displayFooterBefore" method="post"><input class="btn btn-'
        'primary float-xs-right hidden-xs-down" name="submitNewsletter" type="submit" value="S’abonner"><input name='
        '"email" type="email" placeholder="Votre adresse e-mail"><p>Vous pouvez vous désinscrire à tout moment. Vous '
        'trouverez pour cela nos informations de contact dans les conditions d\'utilisation du site.</p></form></div>'
        '</div></div></div></div><div class="footer-container"><div class="container"><div class="row"><div class="col-'
        'md-12"><p class="text-sm-center"><a href="https://www.prestashop-project.org/" target="_blank" rel="noopener '
        'noreferrer nofollow">© 2026 - Logiciel e-commerce par PrestaShop™</a></p></div></div></div></div></footer>'
        '</main></body></html>')


PAGES["prestashop8-fr"] = NewsPage(
    _presta8(), "https://www.maisonduthe.example.fr/theieres/57-theiere-en-fonte-tetsubin-arare.html", PRESTA8,
    ("Contactez-nous", "Connexion", "Panier", "Quantité", "Ajouter au panier", "En stock", "Partager",
     "Paiement sécurisé", "Livraison offerte", "Retours sous 14 jours", "TET-ARARE-08", "12 Produits",
     "Vous aimerez aussi", "Tasses Arare", "Recevez nos offres", "Vous pouvez vous désinscrire", "Logiciel e-commerce"))


# --- XenForo 2 (German): message cells with the user's extras, a quote block, signatures, "Ähnliche Themen" -----------

XENFORO = (
    "Wärmepumpe taktet im Übergang ständig – Heizkurve zu steil?",
    "Seit die Außentemperaturen um die zehn Grad liegen, schaltet unsere Luft-Wasser-Wärmepumpe alle paar Minuten "
    "ein und wieder aus. Im Winter lief sie gleichmäßig durch.",
    "Die Heizkurve steht auf 0,6, Fußbodenheizung im ganzen Haus, Pufferspeicher gibt es keinen.",
    "Die Heizkurve steht auf 0,6, Fußbodenheizung im ganzen Haus",
    "Dann ist die Kurve eher zu flach als zu steil. Im Übergang ist die Wärmepumpe schlicht zu groß für den Bedarf, "
    "da hilft es, alle Raumthermostate ganz aufzudrehen, damit der volle Volumenstrom durch die Kreise geht.",
    "Genau das war es. Seit die Stellantriebe offen sind, läuft sie wieder Stunden am Stück.",
)


def _xf_message(pid: int, user: str, title: str, joined: str, posts: str, when: str, body: str, sig: str = "") -> str:
    signature = (f'<aside class="message-signature"><div class="bbWrapper">{sig}</div></aside>' if sig else "")
    return (
        f'<article class="message message--post js-post js-inlineModContainer" data-author="{user}" data-content="post-'
        f'{pid}" id="js-post-{pid}" itemscope itemtype="https://schema.org/Comment"><span class="u-anchorTarget" id="post-'
        f'{pid}"></span><div class="message-inner"><div class="message-cell message-cell--user"><section class="message-'
        'user" itemprop="author" itemscope itemtype="https://schema.org/Person"><div class="message-avatar "><div class='
        f'"message-avatar-wrapper"><a href="/members/{user.lower()}.{pid}/" class="avatar avatar--m"><img src="/data/'
        f'avatars/m/0/{pid}.jpg" alt="{user}" class="avatar-u{pid}-m" width="96" height="96"></a></div></div><div class='
        f'"message-userDetails"><h4 class="message-name"><a href="/members/{user.lower()}.{pid}/" class="username" '
        f'itemprop="name">{user}</a></h4><h5 class="userTitle message-userTitle" dir="auto">{title}</h5></div><div class='
        '"message-userExtras"><dl class="pairs pairs--justified"><dt>Registriert</dt><dd>' + joined + '</dd></dl><dl '
        f'class="pairs pairs--justified"><dt>Beiträge</dt><dd>{posts}</dd></dl><dl class="pairs pairs--justified"><dt>'
        'Ort</dt><dd>Oberpfalz</dd></dl></div><span class="message-userArrow"></span></section></div><div class='
        '"message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header class="message-'
        'attribution message-attribution--split"><ul class="message-attribution-main listInline "><li class="u-concealed"'
        f'><a href="/threads/waermepumpe-taktet.48113/post-{pid}" rel="nofollow" itemprop="url"><time class="u-dt" dir='
        f'"auto" datetime="{when}" itemprop="datePublished">{when[8:10]}.{when[5:7]}.{when[:4]}</time></a></li></ul><ul '
        'class="message-attribution-opposite message-attribution-opposite--list "><li><a href="#" class="message-'
        'attribution-gadget" data-xf-init="share-tooltip" rel="nofollow"><i class="fa--xf far fa-share-alt"></i></a></li>'
        f'<li><a href="/threads/waermepumpe-taktet.48113/post-{pid}" rel="nofollow">#{pid % 100}</a></li></ul></header>'
        '<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer" data-'
        f'lb-id="post-{pid}"><article class="message-body js-selectToQuote"><div itemprop="text"><div class="bbWrapper">'
        f'{body}</div></div><div class="js-selectToQuoteEnd">&nbsp;</div></article></div>{signature}</div><footer class='
        '"message-footer"><div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external">'
        '<a href="#" class="actionBar-action actionBar-action--reply" title="Auf diesen Beitrag antworten" data-xf-click='
        '"quote">Zitieren</a></div><div class="actionBar-set actionBar-set--internal"><a href="#" class="actionBar-'
        'action actionBar-action--report" data-xf-click="overlay">Melden</a></div></div><div class="reactionsBar js-'
        'reactionsList is-active"><ul class="reactionSummary"><li><span class="reaction reaction--small reaction--1">'
        '</span></li></ul><a class="reactionsBar-link" href="#" data-xf-click="overlay">Knut_S und 2 andere Personen'
        '</a></div></footer></div></div></div></article>')


def _xenforo() -> str:
    p = XENFORO
    quote = (f'<blockquote data-attributes="member: 5012" data-quote="heizer_77" data-source="post: 101" class="bbCodeBlock'
             ' bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch"><div class="bbCodeBlock-title"><a href="/goto/'
             'post?id=101" class="bbCodeBlock-sourceJump" rel="nofollow">heizer_77 schrieb:</a></div><div class="bbCode'
             f'Block-content"><div class="bbCodeBlock-expandContent js-expandContent ">{p[3]}</div><div class="bbCode'
             'Block-expandLink js-expandLink"><a role="button" tabindex="0">Zum Erweitern klicken...</a></div></div>'
             '</blockquote>')
    return (
        _head(f"{p[0]} | HaustechnikDialog-Forum", "de")
        + '<body data-template="thread_view"><div class="p-pageWrapper" id="top"><header class="p-header" id="header">'
        '<div class="p-header-inner"><div class="p-header-content"><div class="p-header-logo p-header-logo--image"><a '
        'href="/">HaustechnikDialog-Forum</a></div></div></div></header><div class="p-navSticky p-navSticky--primary"><nav'
        ' class="p-nav"><div class="p-nav-inner"><div class="p-nav-scroller hScroller"><ul class="p-nav-list js-offCanvas'
        'NavSource"><li><div class="p-navEl is-selected"><a href="/" class="p-navEl-link">Foren</a></div></li><li><div '
        'class="p-navEl"><a href="/whats-new/" class="p-navEl-link">Neue Beiträge</a></div></li></ul></div><div class='
        '"p-nav-opposite"><div class="p-navgroup p-account p-navgroup--guest"><a href="/login/" class="p-navgroup-link '
        'p-navgroup-link--logIn">Anmelden</a><a href="/register/" class="p-navgroup-link p-navgroup-link--register">'
        'Registrieren</a></div></div></div></nav></div><div class="p-body"><div class="p-body-inner"><ul class="p-'
        'breadcrumbs " itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement"><a href="/"'
        ' itemprop="item"><span itemprop="name">Foren</span></a></li><li itemprop="itemListElement"><a href="/forums/'
        'waermepumpe.12/" itemprop="item"><span itemprop="name">Wärmepumpe</span></a></li></ul><div class="p-body-'
        f'header"><div class="p-title "><h1 class="p-title-value">{p[0]}</h1></div><div class="p-description"><ul class='
        '"listInline listInline--bullet"><li><i class="fa--xf far fa-user" aria-hidden="true" title="Ersteller"></i><span'
        ' class="u-srOnly">Ersteller</span><a href="/members/heizer_77.5012/" class="username u-concealed">heizer_77</a>'
        '</li><li><i class="fa--xf far fa-clock" aria-hidden="true" title="Erstellt am"></i><span class="u-srOnly">'
        'Erstellt am</span><a href="/threads/waermepumpe-taktet.48113/" class="u-concealed"><time class="u-dt" datetime='
        '"2026-03-14T09:12:00+0100">14.03.2026</time></a></li></ul></div></div><div class="p-body-main  "><div class="p-'
        'body-content"><div class="p-body-pageContent"><div class="block block--messages" data-type="post"><div class='
        '"block-outer"><div class="block-outer-opposite"><div class="buttonGroup"><a href="/threads/waermepumpe-taktet.'
        '48113/watch" class="button--link button" data-xf-click="switch-overlay"><span class="button-text">Beobachten'
        '</span></a></div></div></div><div class="block-container lbContainer"><div class="block-body js-replyNewMessage'
        'Container">'
        + _xf_message(101, "heizer_77", "Mitglied", "12.11.2023", "38", "2026-03-14", f"{p[1]}<br><br>{p[2]}")
        + _xf_message(102, "Energieberater_M", "Moderator", "02.05.2014", "14.207", "2026-03-14", f"{quote}{p[4]}",
                      "Gebäudeenergieberater (HWK) – keine Beratung per PN")
        + _xf_message(103, "heizer_77", "Mitglied", "12.11.2023", "39", "2026-03-16", p[5])
        + '</div></div></div><div class="block-outer block-outer--after"><div class="block-outer-opposite"><a href="/'
        'login/" class="button--link button--wrap button" data-xf-click="overlay"><span class="button-text">Du musst '
        'dich einloggen oder registrieren, um hier zu antworten.</span></a></div></div><div class="block"><div class='
        '"block-container"><h3 class="block-header">Ähnliche Themen</h3><div class="block-body"><div class="structItem '
        'structItem--thread"><div class="structItem-title"><a href="/threads/wp-taktet-bei-plusgraden.47002/">WP taktet '
        'bei Plusgraden</a></div><div class="structItem-minor"><ul class="structItem-parts"><li>Antworten: 12</li><li>'
        'Zugriffe: 1.204</li></ul></div></div></div></div></div></div></div></div></div></div><footer class="p-footer" '
        'id="footer"><div class="p-footer-inner"><div class="p-footer-row"><ul class="p-footer-linkList"><li><a href="/'
        'misc/contact">Kontakt</a></li><li><a href="/help/terms/">Nutzungsbedingungen</a></li><li><a href="/help/'
        'privacy-policy/">Datenschutz</a></li></ul></div><div class="p-footer-copyright"><a href="https://xenforo.com" '
        'class="u-concealed" dir="ltr" target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>&reg;'
        '</sup> <span class="copyright">&copy; 2010-2026 XenForo Ltd.</span></a></div></div></footer></div></body></html>')


PAGES["xenforo2-de"] = NewsPage(
    _xenforo(), "https://www.haustechnikdialog.example.de/threads/waermepumpe-taktet.48113/",
    (XENFORO[0], XENFORO[1], XENFORO[2], XENFORO[4], XENFORO[5]),
    ("Neue Beiträge", "Registrieren", "Ersteller", "Beobachten", "12.11.2023", "14.207", "Oberpfalz",
     "Zum Erweitern klicken", "Zitieren", "Melden", "und 2 andere Personen", "keine Beratung per PN",
     "Du musst dich einloggen", "Ähnliche Themen", "WP taktet", "Zugriffe", "Community platform by XenForo"))


# --- Discourse (Italian), the crawler view: each post's "crawler-post" with its meta, likes, "Argomenti correlati" ---

DISCOURSE = (
    "Consigli per il primo orto sul balcone esposto a nord",
    "Ho un balcone di sei metri esposto a nord, con un paio d'ore di sole diretto solo d'estate. Vorrei provare "
    "a coltivare qualcosa da mangiare, ma non so da dove cominciare.",
    "Con così poca luce lascerei perdere pomodori e peperoni. Insalate, rucola, spinaci ed erbe come prezzemolo ed "
    "erba cipollina crescono bene anche a mezz'ombra.",
    "Aggiungo le fragole di bosco: si accontentano di poco sole e danno frutti fino a ottobre.",
)


def _discourse_post(n: int, user: str, when: str, text: str, likes: int) -> str:
    return (
        f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-'
        f'post"><div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://'
        f'schema.org/Person"><a itemprop="url" href="https://forum.ortisulbalcone.example.it/u/{user}"><span itemprop='
        f'"name">{user}</span></a></span><link itemprop="mainEntityOfPage" href="https://forum.ortisulbalcone.example.it'
        f'/t/consigli-orto-balcone-nord/2231"><span class="crawler-post-infos"><time itemprop="datePublished" datetime='
        f'"{when}" class="post-time">{when[8:10]} Aprile 2026, 9:41am</time><meta itemprop="position" content="{n}">'
        f'</span></div><div class="post" itemprop="text"><p>{text}</p></div><div itemprop="interactionStatistic" '
        'itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://'
        f'schema.org/LikeAction"><meta itemprop="userInteractionCount" content="{likes}"><span class=\'post-likes\'>'
        f'{likes} Mi piace</span></div></div>')


def _discourse() -> str:
    p = DISCOURSE
    return (
        _head(f"{p[0]} - Orto e giardino - Orti sul balcone", "it", '<meta property="og:site_name" content="Orti sul '
              f'balcone"><meta property="og:type" content="website"><meta property="og:title" content="{p[0]}">')
        + '<body class="crawler"><header><a href="/"><img src="/uploads/default/original/1X/logo.png" alt="Orti sul '
        'balcone" id="site-logo"></a></header><div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1>'
        f'<a href="/t/consigli-orto-balcone-nord/2231">{p[0]}</a></h1><div class="topic-category" itemscope itemtype='
        '"http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/'
        'ListItem"><a href="/c/orto-e-giardino/5" class="badge-wrapper bullet" itemprop="item"><span class="badge-'
        'category-bg" style="background-color: #0E76BD"></span><span class="badge-category clear-badge"><span class='
        '"category-name" itemprop="name">Orto e giardino</span></span></a><meta itemprop="position" content="1"></span>'
        '</div></div><div itemscope itemtype="http://schema.org/DiscussionForumPosting"><meta itemprop="headline" '
        f'content="{p[0]}"><link itemprop="url" href="https://forum.ortisulbalcone.example.it/t/consigli-orto-balcone-'
        'nord/2231">'
        + _discourse_post(1, "giulia_r", "2026-04-03T07:41:22Z", p[1], 3)
        + _discourse_post(2, "nonno_ortolano", "2026-04-03T09:02:10Z", p[2], 7)
        + _discourse_post(3, "fragolina", "2026-04-04T16:15:40Z", p[3], 2)
        + '</div><div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" class="topic-body '
        'crawler-post"><span itemprop="name"><a href="/t/consigli-orto-balcone-nord/2231?page=2" rel="next" itemprop='
        '"url"><b>pagina successiva →</b></a></span></div><div id="related-topics" class="more-topics__list " role='
        '"complementary" aria-labelledby="related-topics-title"><h3 id="related-topics-title" class="more-topics__list-'
        'title">Argomenti correlati</h3><div class="topic-list-container" itemscope itemtype=\'http://schema.org/'
        'ItemList\'><table class=\'topic-list\'><thead><tr><th>Argomento</th><th></th><th class="replies">Risposte</th>'
        '<th class="views">Visualizzazioni</th><th>Attività</th></tr></thead><tbody><tr class="topic-list-item"><td '
        'class="main-link" itemprop=\'itemListElement\' itemscope itemtype=\'http://schema.org/ListItem\'><meta itemprop='
        '\'position\' content=\'1\'><span class="link-top-line"><a itemprop=\'url\' href=\'/t/basilico-in-vaso/1987\' '
        'class=\'title raw-link raw-topic-link\'>Basilico in vaso che ingiallisce</a></span></td><td class="replies">'
        '<span class=\'posts\' title=\'messaggi\'>8</span></td><td class="views"><span class=\'views\' title=\''
        'visualizzazioni\'>412</span></td><td>Mar 2026</td></tr></tbody></table></div></div></div><footer class="'
        'container wrap"><nav class=\'crawler-nav\'><ul><li itemscope itemtype=\'http://schema.org/SiteNavigationElement'
        '\'><span itemprop=\'name\'><a href=\'/\' itemprop="url">Home </a></span></li><li itemscope itemtype=\'http://'
        'schema.org/SiteNavigationElement\'><span itemprop=\'name\'><a href=\'/categories\' itemprop="url">Categorie '
        '</a></span></li><li itemscope itemtype=\'http://schema.org/SiteNavigationElement\'><span itemprop=\'name\'><a '
        'href=\'/guidelines\' itemprop="url">Linee guida </a></span></li></ul></nav></footer><div id="noscript-footer">'
        '<p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></div>'
        '</body></html>')


PAGES["discourse-it"] = NewsPage(
    _discourse(), "https://forum.ortisulbalcone.example.it/t/consigli-orto-balcone-nord/2231", DISCOURSE,
    ("Mi piace", "pagina successiva", "Argomenti correlati", "Basilico in vaso", "Visualizzazioni", "Linee guida",
     "best viewed with JavaScript"))


# --- a Quora-like Q&A (Italian): the question, answers with their writers' credentials, "Domande correlate" ------------

QANDA = (
    "Conviene ancora comprare un'auto diesel nel 2026?",
    "Dipende da quanti chilometri fai. Sotto i quindicimila l'anno un diesel nuovo non si ripaga: costa di più, "
    "il filtro antiparticolato soffre nei tragitti brevi e molte città ne limitano l'accesso.",
    "Se invece macini autostrada per lavoro, un diesel Euro 6d consuma ancora meno di quasi tutte le ibride a "
    "velocità costante.",
    "Io l'ho venduto l'anno scorso e non lo rimpiango: con la ibrida in città spendo la metà di carburante.",
)


def _qa_answer(user: str, cred: str, when: str, paragraphs: list[str], views: str, votes: str) -> str:
    body = "".join(f'<p class="q-text qu-display--block">{t}</p>' for t in paragraphs)
    return (
        '<div class="q-box dom_annotate_question_answer_item" data-answer="1"><div class="q-box qu-pb--tiny"><div class='
        f'"q-flex qu-alignItems--center"><a class="q-box qu-cursor--pointer" href="/profile/{user.replace(" ", "-")}">'
        f'<span class="q-text qu-dynamicFontSize--small qu-bold">{user}</span></a><span class="q-text qu-color--gray">'
        f' · </span><span class="q-text qu-color--gray qu-dynamicFontSize--small">{cred}</span></div><div class="q-text '
        f'qu-color--gray qu-dynamicFontSize--small"><a href="#">{when}</a></div></div><div class="q-box spacing_log_'
        f'answer_content puppeteer_test_answer_content"><div class="q-text qu-wordBreak--break-word">{body}</div></div>'
        f'<div class="q-text qu-color--gray qu-dynamicFontSize--small">{views} visualizzazioni · <a href="#">Visualizza '
        f'voti positivi</a></div><div class="q-flex qu-justifyContent--space-between"><button class="q-click-wrapper" '
        f'aria-label="Voto positivo"><span class="q-text">Voto positivo · {votes}</span></button><button class="q-click-'
        'wrapper" aria-label="Condividi"><span class="q-text">Condividi</span></button></div></div>')


def _qanda() -> str:
    p = QANDA
    return (
        _head(f"{p[0]} - Domande e Risposte", "it")
        + '<body><div id="root"><div class="q-box qu-bg--white header"><a class="q-box" href="/">Domande e Risposte</a>'
        '<div class="q-box"><input class="q-input" placeholder="Cerca"></div><a class="q-box" href="/login">Accedi</a>'
        '<button class="q-click-wrapper"><span class="q-text">Fai una domanda</span></button></div><div class="q-box '
        'qu-pt--medium"><div class="q-flex"><div class="q-box main_col"><div class="q-box qu-borderAll"><div class="q-text'
        f' puppeteer_test_question_title"><h1 class="q-text qu-dynamicFontSize--xlarge qu-bold">{p[0]}</h1></div><div '
        'class="q-flex"><button class="q-click-wrapper"><span class="q-text">Rispondi</span></button><button class="q-'
        'click-wrapper"><span class="q-text">Segui · 14</span></button><button class="q-click-wrapper"><span class="q-'
        'text">Richiedi</span></button></div></div><div class="q-box"><div class="q-text qu-bold">6 risposte</div><div '
        'class="q-text">Ordina: <span>In evidenza</span></div></div>'
        + _qa_answer("Marco Ferretti", "Meccanico d'auto da vent'anni", "Aggiornato 2 mar", [p[1], p[2]], "8.412", "96")
        + _qa_answer("Silvia Conte", "Pendolare Brescia–Milano", "3 mar", [p[3]], "1.206", "11")
        + '</div><div class="q-box side_col"><div class="q-box related_questions"><div class="q-text qu-bold">Domande '
        'correlate</div><ul><li><a href="/Meglio-ibrida-o-elettrica">Meglio un\'ibrida o un\'elettrica per la città?</a>'
        '</li><li><a href="/Quanto-dura-un-filtro-antiparticolato">Quanto dura un filtro antiparticolato?</a></li></ul>'
        '</div></div></div></div><div class="q-box footer"><a href="/about">Informazioni</a> · <a href="/careers">Lavora '
        'con noi</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Termini</a></div></div></body></html>')


PAGES["qanda-it"] = NewsPage(
    _qanda(), "https://www.domandeerisposte.example.it/Conviene-ancora-comprare-un-auto-diesel-nel-2026", QANDA,
    ("Fai una domanda", "Richiedi", "Segui · 14", "6 risposte", "Ordina:", "visualizzazioni", "Voto positivo",
     "Condividi", "Domande correlate", "Meglio un'ibrida", "Lavora con noi"))


# --- a counter-case: a NAS maker's German help page, whose steps name the same words as a forum's expander ---------

NASHELP = (
    "Freigegebene Ordner in der Dateiverwaltung anzeigen",
    "Die Dateiverwaltung zeigt links alle freigegebenen Ordner des Geräts als Baum, rechts den Inhalt des gewählten "
    "Ordners.",
    "Zum Erweitern klicken Sie auf das kleine Dreieck vor dem Ordnernamen, zum Einklappen noch einmal.",
    "Zum Erweitern klicken",
    "genügt auch ein Doppelklick auf den Namen: Der Ordner öffnet sich und zeigt seine Unterordner.",
)


def _nashelp() -> str:
    p = NASHELP
    return (
        _head(f"{p[0]} | Hilfe | DataBox", "de")
        + '<body class="help-article"><header class="kb-header"><a class="kb-logo" href="/hilfe/">DataBox Hilfe</a>'
        '<form class="kb-search"><input placeholder="Hilfe durchsuchen"></form></header><main class="kb-main"><nav '
        'class="kb-breadcrumb"><a href="/hilfe/">Hilfe</a> › <a href="/hilfe/dateien/">Dateien</a></nav><article class='
        f'"kb-article"><h1>{p[0]}</h1><div class="kb-body"><p>{p[1]}</p><ol><li>{p[2]}</li></ol><p>Tipp: <strong>{p[3]}'
        f'</strong> {p[4]}</p></div></article><aside class="kb-feedback"><p>War dieser Artikel hilfreich?</p><button>Ja'
        '</button><button>Nein</button></aside></main><footer class="kb-footer"><p>© 2026 DataBox GmbH</p></footer>'
        '</body></html>')


PAGES["nas-help-de"] = NewsPage(
    _nashelp(), "https://www.databox.example.de/hilfe/dateien/ordner-anzeigen/", NASHELP[:3],
    ("Hilfe durchsuchen", "War dieser Artikel hilfreich", "© 2026"))


def test_a_help_pages_sentence_opening_with_a_forums_expander_label_stays() -> None:
    """"Zum Erweitern klicken" is XenForo's expander only as a line of its own: in a help page's sentence (the words
    in a ``<strong>`` of their own, the sentence going on after it) it is the text's."""
    text = " ".join(_paragraphs(PAGES["nas-help-de"].document().body))
    assert f"Tipp: {NASHELP[3]} {NASHELP[4]}" in text


def test_a_pipermail_message_keeps_its_text_and_its_quote_without_the_archives_links() -> None:
    """The message of a Pipermail page is one ``<pre>``, one paragraph: its lines, the quoted one too, are in the
    document's text; the links to the neighbouring messages over and under it are not."""
    text = "\n".join(_paragraphs(PAGES["pipermail-en"].document().body)).replace("&gt;", ">")
    assert [line for line in PIPERMAIL[1:] if line not in text] == []
    assert [line for line in ("Previous message", "Next message", "Messages sorted by") if line in text] == []


globals().update(page_tests(PAGES, _OPEN, writer=False, open_furniture=_OPEN_FURNITURE))  # (no page states a writer)
