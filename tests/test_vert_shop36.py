"""Shop pages, session 36: where the text of product pages goes.  On wcxb-dev's product, collection and forum
pages most of what the extractor leaves out is shop furniture the set's truths keep (variant lists, filters,
prices, ratings, buy boxes, a forum post's author and date); one class is prose a corpus wants: a product's
feature sections, each a heading over one sentence and, often, a button ("Deliberate Tool Selection" / "We
curated an assortment of ..." / "How it's Made").  The sentences were kept from beside the container, their
headings were not: taken by ``container.select`` as good text outside the container (a Shopware 6 page's CMS
image-text blocks, German), or added as a row of columns by ``shortlines.column_sections``, which a column closing
with its call to action broke (a Next.js/Tailwind product landing page, English)."""

from __future__ import annotations

import pytest
from test_vert_extract_shop19 import OPTIONS
from vert_support import page

from corpustools.vert.choose import extract_page


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a product's feature sections, each a heading over a sentence, closing with a button -----------------------

SHOPWARE_FEATURES = (  # (heading, sentence, button)
    ("Kegelmahlwerk aus Edelstahl", "Das konische Mahlwerk aus gehärtetem Edelstahl mahlt die Bohnen gleichmäßig und "
     "langsam, damit das Aroma beim Mahlen nicht verloren geht.", "Zum Mahlwerk"),
    ("Stufenlos einstellbar", "Mit dem Drehring stellen Sie den Mahlgrad von fein für Espresso bis grob für die "
     "French Press ein, ganz ohne Werkzeug.", "Mahlgrade ansehen"),
    ("Leise am Morgen", "Der Motor läuft mit wenig Drehzahl und ist deshalb so leise, dass niemand im Haus von Ihrem "
     "ersten Kaffee geweckt wird.", "Jetzt entdecken"),
)

LANDING_FEATURES = (
    ("Deliberate Tool Selection", "We curated an assortment of our most popular tweezers, spudgers, opening tools "
     "and anti-static accessories for everyday use.", "See the tools"),
    ("Maximum Portability", "A magnetic case and a foam insert keep every bit in its place, while the inside of the "
     "lid serves as a sorting tray for screws.", "Explore the case"),
    ("Built by Repair Experts", "The kit was designed by our in-house repair experts and teardown engineers, using "
     "what they learned from thousands of repairs.", "How it's Made"),
)


def _shopware_product(buttons: bool) -> str:
    """A Shopware 6 product page: the product's detail in its CMS section (buy box, description tab), the
    cross-selling slider of other products, then CMS image-text blocks, each a column with the heading, the
    sentence and a button beside the picture."""
    sections = "".join(
        '<div class="cms-section pos-{n} cms-section-default"><div class="cms-section-default boxed">'
        f'<div class="cms-block pos-{n} cms-block-image-text"><div class="cms-block-container">'
        '<div class="cms-block-container-row row cms-row"><div class="col-md-6" data-cms-element-id="img">'
        '<div class="cms-element-image"><img src="/media/feature.jpg" alt=""></div></div>'
        '<div class="col-md-6" data-cms-element-id="text"><div class="cms-element-text">'
        f'<h2>{head}</h2><p>{text}</p>'
        + (f'<a href="/mahlwerk-{n}" class="btn btn-primary">{button}</a>' if buttons else "")
        + '</div></div></div></div></div></div></div>'
        for n, (head, text, button) in enumerate(SHOPWARE_FEATURES))
    boxes = "".join(
        '<div class="product-slider-item"><div class="card product-box box-standard"><div class="card-body">'
        f'<a href="/{slug}/" class="product-image-link"><img src="/media/{slug}.jpg" alt="{name}"></a>'
        f'<a href="/{slug}/" class="product-name" title="{name}">{name}</a>'
        f'<div class="product-price-info"><span class="product-price">{price}</span></div>'
        f'<a href="/{slug}/" class="btn btn-block btn-light">Details</a></div></div></div>'
        for slug, name, price in (("bohnenbehaelter", "Bohnenbehälter 250 g", "12,90 €"),
                                  ("reinigungspinsel", "Reinigungspinsel", "6,50 €"),
                                  ("kaffeewaage", "Kaffeewaage mit Timer", "34,00 €")))
    body = ('<header class="header-main"><nav class="main-navigation-menu"><a href="/">Startseite</a>'
            '<a href="/kaffeemuehlen/">Kaffeemühlen</a><a href="/zubehoer/">Zubehör</a></nav></header>'
            '<main class="content-main"><div class="cms-page"><div class="cms-sections">'
            '<div class="cms-section pos-0 cms-section-default"><div class="product-detail">'
            '<h1 class="product-detail-name" itemprop="name">Handkaffeemühle Kegel</h1>'
            '<div class="product-detail-price-container"><p class="product-detail-price">79,00 €*</p></div>'
            '<form class="buy-widget"><button class="btn btn-primary btn-buy">In den Warenkorb</button></form>'
            '<div class="product-detail-tabs"><ul class="nav nav-tabs"><li><a href="#description-tab-pane">'
            'Beschreibung</a></li><li><a href="#review-tab-pane">Bewertungen</a></li></ul>'
            '<div class="tab-content"><div class="tab-pane active" id="description-tab-pane">'
            '<div class="product-detail-description-text" itemprop="description">'
            '<p>Unsere Handkaffeemühle mahlt Ihre Bohnen frisch für jede Zubereitung, vom Espresso bis zum kalten '
            'Aufguss, und passt mit ihrem schlanken Gehäuse auch in den Rucksack für die Reise.</p>'
            '<p>Das Gehäuse ist aus gebürstetem Aluminium gefertigt, die Kurbel lässt sich zum Reinigen abnehmen, und '
            'der Auffangbehälter fasst genug Kaffee für vier große Tassen.</p></div></div></div></div></div></div>'
            '<div class="cms-section pos-1"><div class="product-detail-cross-selling"><h2 class="h3">'
            f'Passendes Zubehör</h2><div class="product-slider">{boxes}</div></div></div>'
            + sections + '</div></div></main><footer class="footer-main"><p>* Alle Preise inkl. MwSt.</p>'
            '<a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutz</a></footer>')
    return page(body, title="Handkaffeemühle Kegel | Röstwerk Kegel")


BITS = (("Flathead", ("1.0 mm", "1.5 mm", "2.0 mm", "2.5 mm")), ("Hex", ("0.7 mm", "0.9 mm", "1.3 mm")),
        ("Phillips", ("#0", "#00", "#000", "#1")), ("Pentalobe", ("P2", "P5", "P6")), ("Torx", ("T2", "T3", "T4")),
        ("Tri-point", ("Y000", "Y00", "Y0", "Y1")))


def _bit_table() -> str:
    """The kit's bits as a grid of ``<div>`` cells, one short line each: the count, "×", the type, the sizes."""
    rows = "".join(f'<div class="grid grid-cols-4"><div class="font-bold">{len(sizes)}</div><div>×</div>'
                   f'<div>{name}</div><div class="flex">' + "".join(f"<div>{size}</div>" for size in sizes)
                   + "</div></div>" for name, sizes in BITS)
    return ('<section id="ComponentProductBitTable-6" class="py-12"><div class="max-w-7xl mx-auto">'
            f'<h2 class="text-3xl">Bits for Every Thing</h2><div class="grid gap-2">{rows}</div></div></section>')


def _landing_product(buttons: str) -> str:
    """A product landing page on Next.js with Tailwind's classes (iFixit's kind): the product's description,
    then stacked full-width sections, an image on one half and on the other a heading over a ``prose`` div;
    ``buttons``: "all" sections close with a button, "last" only the last (a link to the video), "none"."""
    sections = "".join(
        f'<section id="ComponentPageSplitWithImage-{n}" class="relative w-full">'
        '<div class="w-full lg:w-1/2 relative lg:absolute h-[320px] lg:h-full">'
        f'<img alt="Toolkit {n}" loading="lazy" src="/_next/image?url=feature-{n}.jpg&amp;w=1080"></div>'
        '<div data-slot="content-boundary" class="max-w-7xl mx-auto px-4"><div class="flex justify-start">'
        '<div class="py-12 lg:py-36 w-full lg:w-1/2 lg:pr-16">'
        f'<h2 class="text-foreground font-semibold text-3xl md:text-5xl mb-4">{head}</h2>'
        f'<div class="prerendered prose prose-default text-gray-700 text-lg"><p>{text}</p></div>'
        + (f'<div class="mt-6"><a class="font-semibold text-blue-600" href="/toolkit/{n}">{button}</a></div>'
           if buttons == "all" or (buttons == "last" and n == len(LANDING_FEATURES) - 1) else "")
        + '</div></div></div></section>'
        for n, (head, text, button) in enumerate(LANDING_FEATURES))
    body = ('<header><nav aria-label="Main"><a href="/">Home</a><a href="/Guide">Fix Guides</a>'
            '<a href="/Store">Store</a></nav></header><main>'
            '<section class="product-overview"><h1 class="text-4xl font-bold">Pro Repair Toolkit</h1>'
            '<div class="text-2xl">$74.99</div><button class="bg-blue-600">Add to Cart</button>'
            '<div class="prose"><p>The Pro Repair Toolkit is the one kit every fixer, hobbyist and professional needs '
            'to open phones, laptops and game consoles and to put them back together again.</p>'
            '<p>Every tool in it has been reworked to be better, from the driver with its sixty-four bits to the '
            'opening picks, so that you can take on almost any repair with confidence.</p></div></section>'
            + '</main>' + _bit_table() + sections + '<footer><p>Copyright © 2026 Repair Tools Inc.</p>'
            '<a href="/Info/Privacy">Privacy</a>'
            '</footer>')
    return page(body, title="Pro Repair Toolkit")


@pytest.mark.parametrize("buttons", [True, False], ids=["with-buttons", "without-buttons"])
def test_shopware_feature_blocks_keep_their_headings(buttons: bool) -> None:
    """Shopware's image-text blocks after the product's detail and its cross-selling slider: the container
    takes each sentence as good text outside it, and now the heading of its box with it (``container.select``),
    button or not."""
    texts = _texts(_shopware_product(buttons), "https://www.roestwerk-kegel.de/handkaffeemuehle-kegel/")
    _assert_features(texts, SHOPWARE_FEATURES)
    assert texts.index("Handkaffeemühle Kegel") < texts.index(SHOPWARE_FEATURES[0][0])  # in the page's order
    assert not any("Passendes Zubehör" in t or "Impressum" in t for t in texts)


@pytest.mark.parametrize("buttons", ["all", "last", "none"])
def test_landing_feature_sections_keep_their_headings(buttons: str) -> None:
    """A product landing page's stacked sections after the kit's table, outside ``<main>``: their sentences
    are jusText's good text beside the container, a row of columns (``shortlines.column_sections``) whose
    headings come with them, now also when a column closes with its button ("How it's Made" under the last)."""
    texts = _texts(_landing_product(buttons), "https://www.repairtools.com/products/pro-repair-toolkit")
    _assert_features(texts, LANDING_FEATURES)
    assert texts.index("Pro Repair Toolkit") < texts.index(LANDING_FEATURES[0][0])
    assert not any("Copyright" in t for t in texts)


def _assert_features(texts: list[str], features: tuple) -> None:
    for head, text, button in features:
        assert head in texts and text in texts, (head, texts)
        assert texts.index(head) + 1 == texts.index(text)  # the heading right over its sentence
        assert not any(button in t for t in texts)  # the call to action is furniture
