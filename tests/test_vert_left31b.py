"""Session 31 (xleft31b): furniture kept by the container in news articles and on shops' item pages.

* A news teaser's line ending in a colon, with a link, pointing readers to more of the site's articles on the
  subject, over a related box the parse pruned ("Retrouvez tous nos articles sur <a>la réforme</a> :", "Más
  noticias sobre <a>la sequía</a>:"), kept as the text's own line over the paragraph after the box: it goes
  (``boiler._coverage_pointer``); the same words over a quote it announces stay.
* The add-to-cart button of a variable product with the prompt the theme shows on it until a variant is chosen
  ("Add to cart Select A Color Or Plug Type To Add To Cart", "In den Warenkorb Bitte wählen Sie eine Größe aus"),
  and an upsell's line beside it ("Don't see your plug type? Add a universal one for a 5% discount!"): a shop's
  interface lines (``shoplines``).
"""

from __future__ import annotations

import pytest

from corpustools.vert.choose import extract_page

# --- a teaser's line pointing to more coverage, its box pruned --------------------------------------------------

FR_NEWS = ("Le gouvernement a présenté mercredi son projet de réforme des retraites, qui repousse l'âge légal de "
           "départ à soixante-quatre ans d'ici à la fin de la décennie.",
           "Les syndicats ont aussitôt annoncé une journée de mobilisation nationale la semaine prochaine, "
           "estimant que le texte fait porter l'effort sur les salariés les plus modestes.",
           "Le projet doit être examiné par l'Assemblée nationale au début du mois de février, après un avis du "
           "Conseil d'État.")
ES_NEWS = ("Los embalses de Cataluña se encuentran al dieciocho por ciento de su capacidad, el nivel más bajo "
           "desde que existen registros, según los datos publicados este lunes por la Agencia del Agua.",
           "El Gobierno autonómico estudia ampliar las restricciones al riego agrícola y al llenado de piscinas "
           "privadas en más de doscientos municipios del área metropolitana.",
           "Los expertos advierten de que, sin lluvias abundantes en primavera, el verano podría obligar a "
           "traer agua en barco desde otras regiones.")
IT_NEWS = ("Il consiglio comunale ha approvato ieri sera il nuovo piano del traffico, che dal prossimo autunno "
           "chiuderà alle auto private tutto il centro storico nei giorni festivi.",
           "I commercianti temono un calo delle vendite e chiedono parcheggi di scambio e navette gratuite nei "
           "fine settimana, mentre le associazioni ambientaliste applaudono la scelta.",
           "Il sindaco ha promesso un primo bilancio del provvedimento dopo sei mesi di sperimentazione.")
SK_NEWS = ("Vláda na utorkovom rokovaní schválila návrh rozpočtu na budúci rok, podľa ktorého má deficit verejných "
           "financií klesnúť pod päť percent hrubého domáceho produktu.",
           "Opozícia kritizuje najmä škrty vo verejných investíciách a zvyšovanie daní pre malých podnikateľov, "
           "ktoré podľa nej spomalia rast ekonomiky.",
           "Parlament bude o návrhu rokovať na decembrovej schôdzi, kde vládna koalícia potrebuje všetky hlasy.")


def _news(lang: str, title: str, text: tuple[str, ...], between: str) -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            '<meta property="og:type" content="article"></head><body><header class="site-header"><a href="/">'
            'Le Quotidien</a><nav><a href="/politique/">Politique</a> <a href="/monde/">Monde</a></nav></header>'
            f'<main><article class="article"><h1>{title}</h1><div class="article__content"><p>{text[0]}</p>'
            f'<p>{text[1]}</p>{between}<p>{text[2]}</p></div></article></main><footer class="site-footer"><p>'
            '© 2024 Éditions</p></footer></body></html>')


def _related_box(items: tuple[tuple[str, str], ...]) -> str:
    """A related box of the kind news sites put inside the text, which the parse prunes as furniture."""
    return ('<aside class="related-content"><ul class="related-content__list">'
            + "".join(f'<li><a href="{href}">{title}</a></li>' for href, title in items) + '</ul></aside>')


COVERAGE_LINES = {
    "fr": ("fr", "Retraites : le gouvernement présente sa réforme", FR_NEWS,
           "https://www.lequotidien.example/politique/article/2024/01/10/retraites-la-reforme-presentee_123.html",
           '<p>Retrouvez tous nos articles sur <a href="/politique/reforme-des-retraites/">la réforme des '
           'retraites</a> :</p>'
           + _related_box((("/politique/article/2024/01/09/ce-que-contient-le-projet_122.html",
                            "Ce que contient le projet de loi"),))),
    "es": ("es", "Cataluña, en mínimos históricos de agua", ES_NEWS,
           "https://www.diario.example/sociedad/2024-02-05/cataluna-embalses-minimos.html",
           '<p>Más noticias sobre <a href="/temas/sequia/">la sequía en Cataluña</a>:</p>'
           + _related_box((("/sociedad/2024-02-01/restricciones-riego.html", "Las restricciones al riego, al detalle"),
                           ("/sociedad/2024-01-28/agua-en-barco.html", "¿Agua en barco? Lo que se sabe")))),
    "it": ("it", "Centro chiuso alle auto nei festivi", IT_NEWS,
           "https://www.gazzetta.example/cronaca/2024/03/12/centro-chiuso-auto-festivi-456/",
           '<p>Leggi tutti gli articoli del nostro <a href="/speciali/traffico/">speciale sul traffico</a>:</p>'
           + _related_box((("/cronaca/2024/03/01/parcheggi-scambio-123/", "Parcheggi di scambio, dove saranno"),))),
    "sk": ("sk", "Vláda schválila rozpočet", SK_NEWS,
           "https://www.noviny.example/domace/2024/10/01/vlada-schvalila-rozpocet-2025.html",
           '<p>Ďalšie články o rozpočte nájdete v <a href="/tema/statny-rozpocet/">téme Štátny rozpočet</a>:</p>'
           + _related_box((("/domace/2024/09/30/deficit-rozpoctu.html", "Deficit bude nižší, tvrdí minister"),))),
}


@pytest.mark.parametrize("name", sorted(COVERAGE_LINES))
def test_a_line_pointing_to_more_coverage_goes_with_its_pruned_box(name):
    lang, title, text, url, between = COVERAGE_LINES[name]
    texts = [b.text for b in extract_page(_news(lang, title, text, between), url, {"languages": ()}).blocks]
    assert [t for t in texts if t in text] == list(text)
    assert [t for t in texts if t not in text and t != title] == [], texts


def test_a_dossiers_quote_announced_by_a_linked_line_stays():
    """The same words over what they announce, a quote from the dossier in a ``<blockquote>``: the line is the
    text's."""
    line = "Nos journalistes l'écrivaient déjà dans notre dossier sur les retraites :"
    quote = ("« Le report de l'âge légal ne suffira pas à équilibrer le système si la croissance reste faible », "
             "concluait l'enquête publiée en novembre.")
    between = (f'<p>Nos journalistes l\'écrivaient déjà dans notre <a href="/politique/dossier-retraites/">dossier sur '
               f'les retraites</a> :</p><blockquote><p>{quote}</p></blockquote>')
    html = _news("fr", "Retraites : le gouvernement présente sa réforme", FR_NEWS, between)
    texts = [b.text for b in extract_page(html, COVERAGE_LINES["fr"][3], {"languages": ()}).blocks]
    assert [t for t in texts if t in (*FR_NEWS[:2], line, quote, FR_NEWS[2])] == [*FR_NEWS[:2], line, quote, FR_NEWS[2]]


# --- a variable product's add-to-cart button and upsell line ----------------------------------------------------

PRODUCTS = {
    "en": ("en", "Salon Pro Ionic Hair Dryer", "https://www.hairtools.example/product/salon-pro-ionic-hair-dryer/",
           ("The ceramic heater dries hair evenly without hot spots, and the ionic generator smooths the cuticle for "
            "a soft, shiny finish that lasts until the next wash.",
            "Two speeds, three heat settings and a cool shot button let you style fine and thick hair alike, and the "
            "narrow nozzle concentrates the air on a round brush."),
           ("Colour", "Black", "Rose Gold"), "Add to cart", "Select A Color Or Plug Type To Add To Cart",
           "Don't see your plug type? Add a universal one for a 5% discount!"),
    "de": ("de", "Wanderjacke Alpin 3-Lagen", "https://www.bergladen.example/produkt/wanderjacke-alpin-3-lagen/",
           ("Die Jacke aus dreilagigem Membranlaminat hält auch stundenlangen Regen ab und lässt den Schweiß beim "
            "Aufstieg nach außen, dank Belüftungsreißverschlüssen unter den Armen.",
            "Die Kapuze lässt sich mit einer Hand einstellen und passt über einen Kletterhelm; alle Nähte sind "
            "verschweißt, die Taschen liegen über dem Hüftgurt des Rucksacks."),
           ("Größe", "S", "M", "L"), "In den Warenkorb", "Bitte wählen Sie eine Größe aus",
           "Add a second pair and save 10%"),
    "fr": ("fr", "Théière en fonte Tetsubin", "https://www.maisonduthe.example/produit/theiere-fonte-tetsubin/",
           ("Forgée dans une fonte épaisse émaillée à l'intérieur, cette théière garde le thé chaud longtemps et "
            "diffuse la chaleur de façon homogène pendant l'infusion.",
            "Son filtre amovible en acier inoxydable convient aux thés verts comme aux thés noirs, et se nettoie "
            "simplement à l'eau claire après chaque usage."),
           ("Contenance", "0,6 l", "1,2 l"), "Ajouter au panier", "Veuillez sélectionner une contenance", ""),
}


def _product(lang: str, name: str, text: tuple[str, ...], choice: tuple[str, ...], button: str, prompt: str,
             upsell: str) -> str:
    """A WooCommerce theme's variable product: the variants as buttons, the prompt on the cart button until one is
    chosen, the description's tab under it."""
    label, *values = choice
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{name}</title>'
            '<meta property="og:type" content="product"></head><body class="product-template-default single '
            'single-product postid-8224 woocommerce woocommerce-page"><header class="site-header"><a href="/">'
            'Shop</a><nav><a href="/shop/">Shop</a> <a href="/about/">About</a></nav></header><main id="main">'
            '<div id="product-8224" class="product type-product post-8224 status-publish instock product_cat-tools '
            'has-post-thumbnail shipping-taxable purchasable product-type-variable"><div class="product-top">'
            '<div class="woocommerce-product-gallery"><img src="/wp-content/uploads/item.jpg" alt=""></div>'
            f'<div class="summary entry-summary"><h1 class="product_title entry-title">{name}</h1>'
            '<p class="price"><span class="woocommerce-Price-amount amount"><bdi>$129.00</bdi></span></p>'
            f'<div class="variations"><h6>{label}</h6>'
            + "".join(f'<div class="variation-btn" data-attr-value="{v}"><p>{v}</p></div>' for v in values)
            + (f'<div class="upsell-wrapper"><p>{upsell}</p></div>' if upsell else '')
            + '</div><div class="quantity-add"><div class="add-to-cart-wrapper"><div class="btn add-to-cart variable">'
            f'{button} <span class="hover">{prompt}</span></div></div></div></div></div>'
            '<div class="woocommerce-tabs wc-tabs-wrapper"><div class="woocommerce-Tabs-panel '
            'woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description">'
            + "".join(f"<p>{t}</p>" for t in text) + '</div></div></div></main><footer class="site-footer"><p>© 2024 '
            'Shop</p></footer></body></html>')


@pytest.mark.parametrize("name", sorted(PRODUCTS))
def test_a_variable_products_cart_button_and_upsell_go(name):
    lang, title, url, text, choice, button, prompt, upsell = PRODUCTS[name]
    texts = [b.text for b in extract_page(_product(lang, title, text, choice, button, prompt, upsell), url,
                                          {"languages": ()}).blocks]
    assert [t for t in texts if t in text] == list(text)
    assert not any(part in t for t in texts for part in (button, prompt, upsell or button)), texts


# --- a line pointing to more coverage over its list of the other articles' titles --------------------------------

DE_TEASER_LIST = ('<ul><li><a href="/wirtschaft/bahn-tarifstreit-chronik-2024.html">Der Tarifstreit bei der Bahn: eine '
                  'Chronik</a></li><li><a href="/politik/streikrecht-debatte-2024.html">Braucht Deutschland ein neues '
                  'Streikrecht?</a></li></ul>')
DE_NEWS = ("Der Streik der Lokführer hat am Montag den Fernverkehr in weiten Teilen Deutschlands lahmgelegt; die Bahn "
           "setzte einen Notfahrplan ein, auf dem nur jeder fünfte Zug fuhr.",
           "Die Gewerkschaft kündigte an, den Ausstand bis Mittwochabend fortzusetzen, wenn die Bahn kein neues "
           "Angebot vorlegt. Pendler mussten auf Busse und Fahrgemeinschaften ausweichen.",
           "Ein Sprecher der Bahn nannte den Streik unverhältnismäßig und rief die Gewerkschaft auf, an den "
           "Verhandlungstisch zurückzukehren.")
DE_URL = "https://www.tagesblatt.example/wirtschaft/bahnstreik-fernverkehr-2024-03-11.html"


def test_a_line_pointing_to_more_coverage_goes_with_its_list_of_titles_inside_the_text():
    """The teasers in a plain list in the text's own element (nothing prunes them), the text going on after it."""
    between = ('<p>Weitere Artikel zum Thema finden Sie in unserem <a href="/thema/bahnstreik/">Dossier Bahnstreik</a>:'
               '</p>' + DE_TEASER_LIST)
    html = _news("de", "Lokführer legen Fernverkehr lahm", DE_NEWS, between)
    texts = [b.text for b in extract_page(html, DE_URL, {"languages": ()}).blocks]
    assert [t for t in texts if t in DE_NEWS] == list(DE_NEWS)
    assert not any("Dossier" in t or "Chronik" in t or "Streikrecht" in t for t in texts), texts


def test_a_list_of_sources_under_such_a_line_stays():
    """Items that say more than their link (a report's publisher and date beside it) are the text's list."""
    items = ("Statistisches Bundesamt: Pendlerbericht 2023, erschienen im März",
             "Allianz pro Schiene: Verkehrsbericht zum Schienengüterverkehr, Ausgabe 2024")
    between = ('<p>Weitere Berichte zum Thema finden Sie bei der <a href="https://www.destatis.de/">Statistik</a>:</p>'
               '<ul>' + "".join(f'<li>{t.split(": ")[0]}: <a href="https://example.org/{n}.pdf">{t.split(": ")[1]}</a>'
                                '</li>' for n, t in enumerate(items)) + '</ul>')
    html = _news("de", "Lokführer legen Fernverkehr lahm", DE_NEWS, between)
    texts = [b.text for b in extract_page(html, DE_URL, {"languages": ()}).blocks]
    assert [t for t in texts if t in items] == list(items), texts
