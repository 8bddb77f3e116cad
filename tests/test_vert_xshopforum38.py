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
from vert_types29_pages import _head

_OPEN: dict[str, str] = {}  # what no rule keeps yet
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet

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


PAGES["pipermail-en"] = NewsPage(
    _pipermail(), "https://lists.example.org/pipermail/pkg-devel/2026-March/004212.html", PIPERMAIL,
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
