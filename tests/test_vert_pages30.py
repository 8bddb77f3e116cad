"""Regression tests for recall on pages beside news (session 30): the text that trafilatura kept and vert lost on
institutional, association and shop pages, written after the markup of the engines such sites run (TYPO3 and
Drupal for a town or a ministry, WordPress for an association or a university, a shop's product accordion).

* A page's downloads (``shortlines._document_links``): the forms of a town's service page, a ministry's reports, a
  course's handouts, one link to a PDF after another in a list or a paragraph cut by ``<br>``, which jusText calls a
  link list; they are what the page offers between its paragraphs.  Links to other pages (a menu, a box of other
  topics) stay out.
* A shop's composition between two kept panels (``shortlines.with_compositions``): the ingredients, the materials, a
  short allergen line under their heading, words without the stop words jusText counts, between the description
  or the nutrition table and the notes after them.  A box of other products between panels stays out.

Each page goes through ``document.process``, the worker's step: its text stays whole, its furniture goes.  The
comune's list of forms inside the container and the cosmetics shop's INCI list inside its tab panels were kept
before (the container's rules); they stand for the layouts the new rules must not disturb."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage
from vert_types29_pages import _head, _ld

from corpustools.vert.extract import Block
from corpustools.vert.shortlines import with_compositions, with_documents

PAGES: dict[str, NewsPage] = {}

# --- downloads: a German town's service page (TYPO3) -------------------------------------------------------------

WOHNGELD = (
    "Wohngeld ist ein Zuschuss zu den Wohnkosten für Haushalte mit geringem Einkommen. Es wird für Mieterinnen und "
    "Mieter als Mietzuschuss und für Eigentümerinnen und Eigentümer als Lastenzuschuss gezahlt.",
    "Den Antrag stellen Sie schriftlich bei der Wohngeldstelle der Stadt. Bitte legen Sie alle Nachweise über das "
    "Einkommen der letzten zwölf Monate bei, damit wir den Antrag zügig bearbeiten können.",
    "Formulare",
    "Antrag auf Mietzuschuss (PDF, 245 KB)",
    "Antrag auf Lastenzuschuss (PDF, 251 KB)",
    "Verdienstbescheinigung des Arbeitgebers (PDF, 98 KB)",
    "Die Bearbeitung dauert in der Regel sechs bis acht Wochen. Das Wohngeld wird ab dem Monat gezahlt, in dem der "
    "Antrag bei uns eingegangen ist.",
)


def _typo3_town() -> str:
    w = WOHNGELD
    return (
        _head("Wohngeld beantragen - Stadt Lindenau", "de", '<meta name="generator" content="TYPO3 CMS">')
        + '<body><a class="skip-link" href="#content">Zum Inhalt springen</a><header class="page-header"><a '
        'href="/" class="logo">Stadt Lindenau</a><nav class="main-nav"><ul><li><a href="/rathaus/">Rathaus &amp; '
        'Politik</a></li><li><a href="/buergerservice/">Bürgerservice</a></li><li><a href="/leben/">Leben in '
        'Lindenau</a></li></ul></nav></header>'
        '<div class="breadcrumb"><a href="/">Startseite</a> › <a href="/buergerservice/">Bürgerservice</a> › '
        'Wohngeld</div>'
        '<main id="content" class="main-content"><div id="c1201" class="frame frame-default frame-type-header">'
        '<header><h1>Wohngeld beantragen</h1></header></div>'
        f'<div id="c1202" class="frame frame-default frame-type-text"><p>{w[0]}</p><p>{w[1]}</p></div>'
        f'<div id="c1203" class="frame frame-default frame-type-uploads"><header><h2>{w[2]}</h2></header>'
        '<ul class="ce-uploads">'
        '<li><a href="/fileadmin/user_upload/formulare/wohngeld_mietzuschuss.pdf" class="ce-uploads-fileName">Antrag '
        'auf Mietzuschuss</a> <span class="ce-uploads-filesize">(PDF, 245 KB)</span></li>'
        '<li><a href="/fileadmin/user_upload/formulare/wohngeld_lastenzuschuss.pdf" class="ce-uploads-fileName">'
        'Antrag auf Lastenzuschuss</a> <span class="ce-uploads-filesize">(PDF, 251 KB)</span></li>'
        '<li><a href="/fileadmin/user_upload/formulare/verdienstbescheinigung.pdf?v=3" '
        'class="ce-uploads-fileName">Verdienstbescheinigung des Arbeitgebers</a> <span '
        'class="ce-uploads-filesize">(PDF, 98 KB)</span></li></ul></div>'
        f'<div id="c1204" class="frame frame-default frame-type-text"><p>{w[6]}</p></div>'
        '<div id="c1205" class="frame frame-default frame-type-menu_pages"><header><h2>Weitere Leistungen</h2>'
        '</header><ul><li><a href="/buergerservice/elterngeld/">Elterngeld</a></li><li><a '
        'href="/buergerservice/kindergeld/">Kindergeld</a></li><li><a href="/buergerservice/bafoeg/">BAföG</a>'
        '</li></ul></div></main>'
        '<footer class="page-footer"><ul><li><a href="/impressum/">Impressum</a></li><li><a href="/datenschutz/">'
        'Datenschutz</a></li><li><a href="/barrierefreiheit/">Barrierefreiheit</a></li></ul><p>© 2026 Stadt '
        'Lindenau</p></footer></body></html>')


PAGES["de-town-forms"] = NewsPage(
    _typo3_town(), "https://www.lindenau.example.de/buergerservice/wohngeld/", WOHNGELD,
    ("Zum Inhalt springen", "Rathaus & Politik", "Startseite", "Elterngeld", "Kindergeld", "Impressum",
     "Datenschutz"))


# --- downloads: a French ministry's page (Drupal), one paragraph of links cut by <br> -----------------------------

RAPPORTS = (
    "Le ministère publie chaque année un bilan de la qualité de l'air dans les grandes agglomérations. Les mesures "
    "sont faites par les associations agréées de surveillance de la qualité de l'air.",
    "Documents à télécharger",
    "Bilan de la qualité de l'air 2025 (PDF - 3,2 Mo) Synthèse pour le grand public (PDF - 820 Ko) Données par "
    "station de mesure (XLSX - 1,1 Mo)",
    "Pour toute question sur ces données, vous pouvez écrire au service des études statistiques du ministère, qui "
    "répond dans un délai d'un mois.",
)


def _drupal_ministry() -> str:
    r = RAPPORTS
    return (
        _head("Bilan de la qualité de l'air 2025 | Ministère de la Transition écologique", "fr",
              '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">')
        + '<body class="path-node page-node-type-page"><div class="dialog-off-canvas-main-canvas">'
        '<header role="banner" class="fr-header"><div class="fr-header__brand"><p class="fr-logo">République '
        'Française</p></div><nav class="fr-nav" role="navigation"><ul class="fr-nav__list"><li><a href="/">Accueil'
        '</a></li><li><a href="/politiques">Politiques publiques</a></li><li><a href="/presse">Presse</a></li></ul>'
        '</nav></header>'
        '<main role="main" id="main"><div class="fr-container"><nav class="fr-breadcrumb" aria-label="vous êtes '
        'ici :"><ol><li><a href="/">Accueil</a></li><li>Qualité de l\'air</li></ol></nav>'
        '<article class="node node--type-page"><h1 class="fr-h1">Bilan de la qualité de l\'air 2025</h1>'
        '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">'
        f'<p>{r[0]}</p><h2>{r[1]}</h2>'
        '<p><a href="/sites/default/files/documents/bilan-qualite-air-2025.pdf">Bilan de la qualité de l\'air 2025'
        '</a> (PDF - 3,2 Mo)<br><a href="/sites/default/files/documents/synthese-qualite-air-2025.pdf">Synthèse '
        'pour le grand public</a> (PDF - 820 Ko)<br><a href="/sites/default/files/documents/donnees-stations-2025'
        '.xlsx">Données par station de mesure</a> (XLSX - 1,1 Mo)</p>'
        f'<p>{r[3]}</p></div></article></div></main>'
        '<footer class="fr-footer" role="contentinfo"><ul class="fr-footer__content-list"><li><a '
        'href="https://www.legifrance.gouv.fr">legifrance.gouv.fr</a></li><li><a href="https://www.gouvernement.fr">'
        'gouvernement.fr</a></li></ul><p>Sauf mention contraire, tous les contenus de ce site sont sous licence '
        'etalab-2.0</p></footer></div></body></html>')


PAGES["fr-ministry-reports"] = NewsPage(
    _drupal_ministry(), "https://www.ecologie.example.gouv.fr/bilan-qualite-air-2025", RAPPORTS,
    ("Politiques publiques", "legifrance", "licence etalab"))


# --- downloads: an Italian comune's page and an English association's annual reports ------------------------------

MODULI = (
    "Per iscrivere i bambini al servizio di mensa scolastica per l'anno 2026/2027 è necessario presentare la "
    "domanda entro il 30 giugno, anche per chi ha già usufruito del servizio negli anni precedenti.",
    "La domanda si presenta allo sportello dell'Ufficio Scuola oppure via posta elettronica certificata, "
    "allegando copia del documento di identità del genitore che la firma.",
    "Modulo di iscrizione alla mensa",
    "Richiesta di dieta speciale",
    "Le tariffe sono stabilite ogni anno dalla Giunta comunale in base all'indicatore ISEE del nucleo familiare.",
)

REPORTS = (
    "The Riverside Allotment Society is run by volunteers, and every year the committee reports to the members on "
    "what it did with their subscriptions.",
    "Annual report 2025",
    "Accounts for the year ended 31 March 2026",
    "The reports are approved at the annual general meeting, which all members are welcome to attend. Paper "
    "copies can be collected from the shed on the first Saturday of each month.",
)


def _comune_and_society() -> tuple[str, str]:
    m, r = MODULI, REPORTS
    comune = (
        _head("Iscrizione alla mensa scolastica - Comune di Valdorso", "it")
        + '<body><div class="it-header-wrapper"><div class="it-header-slim-wrapper"><a href="https://www.regione.'
        'example.it">Regione</a></div><div class="it-nav-wrapper"><nav class="navbar"><ul class="navbar-nav"><li>'
        '<a class="nav-link" href="/amministrazione">Amministrazione</a></li><li><a class="nav-link" '
        'href="/servizi">Servizi</a></li><li><a class="nav-link" href="/novita">Novità</a></li></ul></nav></div>'
        '</div><main><div class="container"><h1>Iscrizione alla mensa scolastica</h1><div class="it-page-section">'
        f'<p>{m[0]}</p><p>{m[1]}</p><h3>Modulistica</h3><ul class="link-list">'
        f'<li><a href="/uploads/2026/05/modulo_iscrizione_mensa.pdf">{m[2]}</a></li>'
        f'<li><a href="/uploads/2026/05/richiesta_dieta_speciale.docx">{m[3]}</a></li></ul>'
        f'<p>{m[4]}</p></div><div class="it-page-section"><h3>Argomenti</h3><ul class="chip-list"><li><a '
        'href="/argomenti/istruzione">Istruzione</a></li><li><a href="/argomenti/famiglia">Famiglia</a></li></ul>'
        '</div></div></main><footer class="it-footer"><p>Comune di Valdorso - Piazza Municipio 1 - P.IVA '
        '00123450789</p><a href="/privacy">Informativa privacy</a> <a href="/note-legali">Note legali</a></footer>'
        '</body></html>')
    society = (
        _head("Reports and accounts – Riverside Allotment Society", "en-GB",
              '<meta name="generator" content="WordPress 6.6">')
        + '<body class="page-template-default page"><div id="page" class="site"><header id="masthead" '
        'class="site-header"><p class="site-title"><a href="/">Riverside Allotment Society</a></p><nav '
        'id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li><a href="/plots/">'
        'Plots</a></li><li><a href="/join/">Join us</a></li><li><a href="/contact/">Contact</a></li></ul></nav>'
        '</header><div id="content" class="site-content"><main id="main" class="site-main"><article '
        'class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Reports '
        'and accounts</h1></header><div class="entry-content">'
        f'<p>{r[0]}</p><div class="wp-block-file"><a id="wp-block-file--media-1" '
        f'href="/wp-content/uploads/2026/04/annual-report-2025.pdf">{r[1]}</a></div><div class="wp-block-file"><a '
        f'id="wp-block-file--media-2" href="/wp-content/uploads/2026/04/accounts-2025-26.pdf">{r[2]}</a></div>'
        f'<p>{r[3]}</p></div></article></main><aside id="secondary" class="widget-area"><section '
        'class="widget widget_recent_entries"><h2 class="widget-title">Recent news</h2><ul><li><a '
        'href="/2026/11/seed-swap/">Seed swap on 6 December</a></li></ul></section></aside></div><footer '
        'id="colophon" class="site-footer"><div class="site-info">Registered charity no. 1099999</div></footer>'
        '</div></body></html>')
    return comune, society


_COMUNE, _SOCIETY = _comune_and_society()
PAGES["it-comune-forms"] = NewsPage(
    _COMUNE, "https://www.comune.valdorso.example.it/servizi/iscrizione-mensa-scolastica", MODULI,
    ("Amministrazione", "Novità", "Istruzione", "Famiglia", "Informativa privacy", "P.IVA"))
PAGES["en-society-reports"] = NewsPage(
    _SOCIETY, "https://riversideallotments.example.org.uk/reports-and-accounts/", REPORTS,
    ("Join us", "Recent news", "Seed swap", "Registered charity"))


# --- a shop's composition between its panels: German (Shopware), French and Italian food, English -----------------

CREME = (
    "Unsere reichhaltige Nachtcreme pflegt trockene und empfindliche Haut über Nacht mit Sheabutter und Nachtkerzenöl. "
    "Sie zieht schnell ein und hinterlässt keinen Fettfilm auf dem Kissen.",
    "Inhaltsstoffe (INCI)",
    "Aqua, Butyrospermum Parkii Butter, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Oenothera Biennis "
    "Oil, Simmondsia Chinensis Seed Oil, Glyceryl Stearate Citrate, Tocopherol, Xanthan Gum, Sodium Stearoyl "
    "Glutamate, Benzyl Alcohol, Dehydroacetic Acid, Parfum, Limonene, Linalool",
    "Vegan, ohne Mikroplastik.",
    "Abends auf die gereinigte Haut von Gesicht und Hals auftragen und sanft einmassieren. Nach dem Öffnen innerhalb "
    "von zwölf Monaten aufbrauchen.",
)


def _shopware_cream() -> str:
    c = CREME
    ld = _ld({"@type": "Product", "name": "Nachtcreme Sheabutter", "sku": "NC-2050",
              "offers": {"@type": "Offer", "price": "14.95", "priceCurrency": "EUR"}})
    return (
        _head("Nachtcreme Sheabutter 50 ml | Hautnah Naturkosmetik", "de",
              f'<meta property="og:type" content="product">{ld}')
        + '<body class="is-ctl-product is-act-index"><header class="header-main"><a class="header-logo-main-link" '
        'href="/">Hautnah</a><nav class="main-navigation-menu"><a class="main-navigation-link" href="/gesicht/">'
        'Gesicht</a><a class="main-navigation-link" href="/koerper/">Körper</a><a class="main-navigation-link" '
        'href="/sale/">Sale</a></nav></header><main class="content-main"><div class="cms-page"><div '
        'class="cms-section"><div class="product-detail"><div class="product-detail-buy"><h1 '
        'class="product-detail-name">Nachtcreme Sheabutter 50 ml</h1><p class="product-detail-price">14,95 €*</p>'
        '<p class="product-detail-price-unit">Inhalt: 50 ml (29,90 € / 100 ml)</p><button class="btn btn-buy">In '
        'den Warenkorb</button></div>'
        '<div class="product-detail-tabs"><div class="tab-content"><div class="tab-pane fade show active" '
        'id="description-tab-pane" role="tabpanel"><div class="product-detail-description">'
        '<h2 class="product-detail-description-title">Produktbeschreibung</h2>'
        f'<div class="product-detail-description-text"><p>{c[0]}</p></div></div></div>'
        '<div class="tab-pane fade" id="properties-tab-pane" role="tabpanel"><div class="product-detail-properties">'
        f'<h3>{c[1]}</h3><p>{c[2]}</p><p>{c[3]}</p><p>{c[4]}</p></div></div></div></div></div></div></div></main>'
        '<footer class="footer-main"><p>* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. Versandkosten</p><a '
        'href="/agb/">AGB</a> <a href="/impressum/">Impressum</a></footer></body></html>')


PAGES["de-shop-inci"] = NewsPage(
    _shopware_cream(), "https://www.hautnah.example.de/nachtcreme-sheabutter-50-ml/NC-2050", CREME,
    ("In den Warenkorb", "Körper", "Alle Preise inkl.", "AGB"))


BISCUITS = (
    "Nos sablés sont cuits lentement dans notre atelier de Quimper, avec un beurre de baratte qui leur donne ce goût "
    "si particulier que nos clients viennent chercher depuis trois générations.",
    "Ingrédients",
    "Farine de blé, beurre demi-sel 28 % (lait, sel), sucre de canne, jaunes d'œufs frais, amidon, lait écrémé en "
    "poudre, fleur de sel, poudres à lever (carbonates d'ammonium, carbonates de sodium), émulsifiant (lécithine "
    "de tournesol), arôme naturel.",
    "Allergènes : blé, lait, œufs.",
    "À conserver dans un endroit frais et sec. Une fois la boîte ouverte, les sablés se gardent trois semaines dans "
    "leur boîte bien refermée.",
    "Chaque boîte en métal est décorée à la main par une artiste de la région, ce qui en fait aussi un joli cadeau "
    "à offrir pendant les fêtes ou à garder pour y ranger vos propres biscuits.",
)

BISCOTTI = (
    "I nostri cantucci sono preparati a mano secondo la ricetta di famiglia, con mandorle di Sicilia tostate al "
    "momento e cotti due volte nel forno a legna della bottega.",
    "Ingredienti",
    "Farina di frumento tipo 0, zucchero, mandorle 20 %, uova fresche, burro, miele millefiori, amido, latte "
    "scremato in polvere, agenti lievitanti (bicarbonato d'ammonio, bicarbonato di sodio), sale, aromi naturali, "
    "emulsionante (lecitina di girasole).",
    "Può contenere tracce di frutta a guscio e soia.",
    "Conservare in luogo fresco e asciutto, lontano da fonti di calore. Dopo l'apertura si consiglia di consumare il "
    "prodotto entro un mese, richiudendo bene la confezione.",
    "La confezione in latta è pensata per essere riutilizzata e la carta interna è compostabile, perché ci teniamo "
    "a ridurre gli imballaggi quanto più possibile anche nelle spedizioni.",
)


def _food_shop(lang: str, title: str, text: tuple[str, ...], nutrition: tuple[str, str], other: str) -> str:
    """A food shop's product page: its description, its accordion of nutrition facts with the ingredients under
    their heading after the table, and the storage notes; a rail of other products."""
    t = text
    ld = _ld({"@type": "Product", "name": title, "offers": {"@type": "Offer", "price": "6.90", "priceCurrency": "EUR"}})
    return (
        _head(title, lang, f'<meta property="og:type" content="product">{ld}')
        + '<body><header class="site-header"><a href="/" class="logo">Boutique</a><nav class="menu"><a '
        'href="/collections/all">Tous</a><a href="/pages/contact">Contact</a></nav></header><main '
        'class="product-page"><div class="product-top row"><div class="col-gallery"><img src="/img/1.jpg" alt="">'
        f'</div><div class="col-info"><div class="product-info"><h1 class="product__title">{title}</h1><div '
        f'class="product__price">6,90 €</div><div class="product__description rte"><p>{t[0]}</p><p>{t[5]}</p>'
        '</div></div></div></div>'
        '<section class="product-details"><div class="container"><div class="accordion"><div class="collapse-item">'
        '<div class="collapse-item-header" role="button"><h2 class="collapse-title">'
        f'{nutrition[0]}</h2></div><div class="collapse-item-content"><div class="ingredient-info"><div '
        'class="nutrition-container"><table><tbody><tr><td>Énergie / Energia</td><td>2095 kJ / 501 kcal</td></tr>'
        '<tr><td>Matières grasses / Grassi</td><td>24 g</td></tr><tr><td>Glucides / Carboidrati</td><td>63 g</td>'
        f'</tr><tr><td colspan="2">{nutrition[1]}</td></tr></tbody></table></div>'
        f'<div><h3><strong>{t[1]}</strong></h3><div><p>{t[2]}</p><p>{t[3]}</p></div></div>'
        f'<p>{t[4]}</p></div></div></div></div></div></section>'
        '<section class="product-recommendations"><h2>Vous aimerez aussi</h2><ul><li><a href="/products/galettes">'
        f'{other}</a> <span>5,50 €</span></li></ul></section></main><footer class="site-footer"><a '
        'href="/policies/terms">Conditions générales</a></footer></body></html>')


PAGES["fr-shop-ingredients"] = NewsPage(
    _food_shop("fr", "Sablés pur beurre – boîte de 250 g", BISCUITS,
               ("Informations nutritionnelles", "Valeurs moyennes pour 100 g de produit, selon la réglementation."),
               "Galettes bretonnes au beurre"),
    "https://www.biscuiterie.example.fr/products/sables-pur-beurre-250g", BISCUITS,
    ("Galettes bretonnes", "Vous aimerez aussi", "Conditions générales"))
PAGES["it-shop-ingredients"] = NewsPage(
    _food_shop("it", "Cantucci alle mandorle – 300 g", BISCOTTI,
               ("Valori nutrizionali", "Valori medi per 100 g di prodotto, secondo il regolamento europeo."),
               "Ricciarelli di Siena"),
    "https://www.bottega.example.it/products/cantucci-mandorle-300g", BISCOTTI,
    ("Ricciarelli di Siena", "Vous aimerez aussi"))


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_text_stays_whole(name):
    assert PAGES[name].missing_text() == []


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_furniture_goes(name):
    assert PAGES[name].furniture_left() == []


# --- the rules' limits, block by block ----------------------------------------------------------------------------

def _block(text: str, ancestors: tuple[int, ...], tag: str = "p", links: list | None = None) -> Block:
    links = links or []
    return Block(tag, text, links=links, ancestors=ancestors, link_chars=sum(e - s for s, e, _ in links))


_BEFORE = _block("The description of the product, kept.", (1, 2, 3))
_AFTER = _block("The care notes after it, kept as well.", (1, 2, 4))
_HEADING = _block("Composition", (1, 2, 5), "h3")


@pytest.mark.parametrize("parts, kept", [
    (_block("95 % organic cotton, 5 % elastane", (1, 2, 5)), True),
    (_block("Farine de blé, beurre, sucre de canne, sel", (1, 2, 5, 6)), True),
    # far below the kept blocks' element: a card of another product in a rail between two panels
    (_block("95 % organic cotton, 5 % elastane", (1, 2, 5, 6, 7, 8, 9)), False),
    # a link: a teaser's line, not the product's parts
    (_block("Tote bag, cotton, natural, large", (1, 2, 5), links=[(0, 8, "/products/tote")]), False),
    # a date's commas name no parts
    (_block("Sunday, February 8, 2026", (1, 2, 5)), False),
    # a sentence with a comma or two and no share is prose, which jusText judges itself
    (_block("Soft, light and warm", (1, 2, 5)), False),
])
def test_a_composition_under_its_heading_between_kept_blocks_is_kept(parts, kept):
    out = with_compositions([_BEFORE, _HEADING, parts, _AFTER], [_BEFORE, _AFTER])
    assert out == ([_BEFORE, _HEADING, parts, _AFTER] if kept else [_BEFORE, _AFTER])


def test_a_composition_without_its_heading_or_in_a_long_run_stays_out():
    """The run must open with the heading the parts are listed under; over three blocks it is a box of its own
    (a table of other offers), not a gap in the text."""
    parts = _block("95 % organic cotton, 5 % elastane", (1, 2, 5))
    assert with_compositions([_BEFORE, parts, _AFTER], [_BEFORE, _AFTER]) == [_BEFORE, _AFTER]
    run = [_HEADING, parts, *(_block(f"Line {n} of another box", (1, 2, 5)) for n in range(2))]
    assert with_compositions([_BEFORE, *run, _AFTER], [_BEFORE, _AFTER]) == [_BEFORE, _AFTER]


def test_a_composition_with_one_more_line_is_kept_and_no_more():
    """(session 31) The run is the heading, the parts and at most one more line ("Contains: …"); a heading or a link
    after the parts ends it, and a run the page ends in (no kept block after it) is not between kept blocks."""
    parts = _block("Wheat flour, butter, cane sugar, almonds (12 %), eggs", (1, 2, 5))
    contains = _block("Contains: wheat, eggs and almonds.", (1, 2, 5))
    run = [_HEADING, parts, contains]
    assert with_compositions([_BEFORE, *run, _AFTER], [_BEFORE, _AFTER]) == [_BEFORE, *run, _AFTER]
    for third in (_block("Storage", (1, 2, 5), "h3"), _block("Contains: wheat, eggs.", (1, 2, 5), links=[(0, 9, "/a")])):
        blocks = [_BEFORE, _HEADING, parts, third, _AFTER]
        assert with_compositions(blocks, [_BEFORE, _AFTER]) == [_BEFORE, _AFTER], third.text
    assert with_compositions([_BEFORE, *run], [_BEFORE]) == [_BEFORE]
    assert with_compositions([_BEFORE, _HEADING, parts], [_BEFORE]) == [_BEFORE]


def _linked(text: str, url: str) -> Block:
    return _block(text, (1, 2, 5), links=[(0, len(text), url)])


@pytest.mark.parametrize("run, kept", [
    # two forms: the page's downloads (a query after the file's name is still the file's)
    ([_linked("Antrag auf Mietzuschuss", "/formulare/miete.pdf"), _linked("Verdienstbescheinigung", "/f/v.PDF?v=3")], True),
    # one document alone beside its pitch: a call to action ("Download the whitepaper")
    ([_linked("Download the whitepaper", "/assets/bigquery-whitepaper.pdf")], False),
    # links to other pages: a box of other topics
    ([_linked("Elterngeld", "/buergerservice/elterngeld/"), _linked("Kindergeld", "/buergerservice/kindergeld/")], False),
    # a document beside a page
    ([_linked("Satzung", "/verein/satzung.pdf"), _linked("Vorstand", "/verein/vorstand/")], False),
])
def test_a_pages_downloads_next_to_its_text_are_kept(run, kept):
    out = with_documents([_BEFORE, *run, _AFTER], [_BEFORE, _AFTER])
    assert out == ([_BEFORE, *run, _AFTER] if kept else [_BEFORE, _AFTER])
