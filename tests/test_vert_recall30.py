"""Regression tests for recall on pages beside news (session 30, issue 12's trial): the page's own text that vert
dropped and trafilatura kept on association, town, shop and blog pages, written after the markup such sites run.

* One long paragraph of prose in a box whose class reads as furniture (a town's "social-services-box" about its
  social services, a club's "promo-text" presenting itself, a theme's "sidebar-content" holding the post's last
  paragraph, a shop's "teaser-text" describing the product): ``furniture`` kept a weakly named box only with two
  long paragraphs.  It stays when it sits beside the page's kept prose and reads as prose: no call to action, no
  form, few links, not an author's box.  The guards are the one-paragraph blurbs that must still go: a newsletter's
  call, a promotion of the site's app, an author's bio, a related article's linked teaser, a sidebar's "about us".
* A page builder's column (Elementor, Divi, WPBakery, Gutenberg columns): a heading over one paragraph in a column
  of its own, the sections of a service or an association's page.
* A documentation page's tab labels (the tabs above code blocks) and admonition boxes (since session 35 the
  title word alone, "Note", goes; the box's text stays).

Each page goes through ``document.process``, the worker's step: its text stays whole, its furniture goes."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage


def _head(title: str, lang: str, extra: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{extra}</head>')


def _wp_header(site: str, menu: tuple[str, ...]) -> str:
    items = "".join(f'<li class="menu-item"><a href="/{m.lower()}/">{m}</a></li>' for m in menu)
    return (f'<body class="page-template-default page"><a class="skip-link screen-reader-text" href="#content">Skip</a>'
            f'<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home">{site}</a>'
            f'</div><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{items}</ul>'
            f'</nav></header>')


def _wp_footer(line: str) -> str:
    return (f'<footer id="colophon" class="site-footer"><div class="site-info">{line}</div></footer>'
            '</body></html>')


PAGES: dict[str, NewsPage] = {}

# --- one long paragraph in a box named as furniture ---------------------------------------------------------------

# a French town's page on its social services: the box is named after them ("social"), not after sharing
SOCIAL = (
    "Le centre communal d'action sociale",
    "Le centre communal d'action sociale (CCAS) accompagne les habitants de Saint-Aubin-sur-Loire à chaque étape de "
    "la vie. Il instruit les demandes d'aide sociale légale, gère le portage de repas à domicile pour les personnes "
    "âgées et attribue des aides ponctuelles aux familles qui traversent une période difficile.",
    "Nos services sociaux",
    "L'accueil se fait sur rendez-vous au rez-de-chaussée de la mairie, du lundi au vendredi. Une assistante sociale "
    "du département tient une permanence chaque jeudi matin pour les démarches liées au logement, à l'insertion "
    "professionnelle et à la protection de l'enfance.",
    "Pour toute question, le secrétariat du CCAS vous répond au 02 41 00 00 00 pendant les heures d'ouverture.",
)
_SOCIAL_GONE = ("Partager sur Facebook", "Suivez-nous sur les réseaux sociaux pour ne rien manquer de la vie de la "
                "commune : fêtes, travaux, conseils municipaux et informations pratiques chaque semaine.")


def _town_social() -> str:
    s = SOCIAL
    return (
        _head("Centre communal d'action sociale - Saint-Aubin-sur-Loire", "fr")
        + _wp_header("Saint-Aubin-sur-Loire", ("Mairie", "Vie sociale", "Culture", "Contact"))
        + '<div id="content" class="site-content"><main id="main" class="site-main"><article class="page type-page">'
        f'<header class="entry-header"><h1 class="entry-title">{s[0]}</h1></header><div class="entry-content">'
        f'<p>{s[1]}</p><div class="social-services-box"><h2>{s[2]}</h2><p>{s[3]}</p></div><p>{s[4]}</p>'
        f'<div class="share-buttons"><a href="https://facebook.com/sharer">{_SOCIAL_GONE[0]}</a></div>'
        '</div></article></main><aside id="secondary" class="widget-area"><section class="widget social-widget">'
        f'<h2 class="widget-title">Réseaux sociaux</h2><div class="social-text"><p>{_SOCIAL_GONE[1]}</p></div>'
        '</section></aside></div>' + _wp_footer("© Commune de Saint-Aubin-sur-Loire")
    )


PAGES["fr_social_services_box"] = NewsPage(_town_social(), "https://www.saint-aubin-sur-loire.fr/ccas/",
                                           kept=SOCIAL, gone=_SOCIAL_GONE)

# a German sports club presenting itself in its theme's "promo-text" box, beside a newsletter's call in a promo box
VEREIN = (
    "Über den Verein",
    "Der TSV Birkenfeld 1898 ist mit rund 1.400 Mitgliedern der größte Sportverein der Gemeinde. In zwölf Abteilungen "
    "trainieren Kinder, Jugendliche und Erwachsene vom Turnen über Handball bis zum Bogenschießen, betreut von mehr "
    "als achtzig ehrenamtlichen Übungsleiterinnen und Übungsleitern.",
    "Unsere Vereinsgaststätte am Sportplatz ist dienstags bis sonntags geöffnet und steht Mitgliedern für Feiern zur "
    "Verfügung. Die Geschäftsstelle erreichen Sie montags und donnerstags von 17 bis 19 Uhr im Vereinsheim, wo auch "
    "Aufnahmeanträge und Abteilungsbeiträge besprochen werden können.",
)
_VEREIN_GONE = ("Verpassen Sie keine Neuigkeiten mehr: Melden Sie sich jetzt für unseren Newsletter an und erhalten "
                "Sie jeden Monat die Termine, Ergebnisse und Berichte aller Abteilungen bequem per E-Mail.",)


def _club_promo() -> str:
    v = VEREIN
    return (
        _head("Über den Verein - TSV Birkenfeld 1898 e.V.", "de")
        + _wp_header("TSV Birkenfeld", ("Verein", "Abteilungen", "Termine", "Kontakt"))
        + '<div id="content" class="site-content"><main id="main" class="site-main"><article class="page">'
        f'<h1 class="entry-title">{v[0]}</h1><div class="entry-content"><div class="promo-text"><p>{v[1]}</p></div>'
        f'<p>{v[2]}</p><div class="promo-box"><p>{_VEREIN_GONE[0]}</p><form action="/newsletter"><input type="email" '
        'name="email"><button type="submit">Anmelden</button></form></div></div></article></main></div>'
        + _wp_footer("© TSV Birkenfeld 1898 e.V.")
    )


PAGES["de_promo_text"] = NewsPage(_club_promo(), "https://www.tsv-birkenfeld.de/verein/", kept=VEREIN,
                                  gone=_VEREIN_GONE)

# an English blog whose theme names the post's column "sidebar-content" beside its real sidebar (a "sidebar" box
# with the blogger's one-paragraph "about me", which must still go)
BLOG = (
    "Restoring a 1970s Teak Sideboard",
    "The sideboard came from a house clearance in Leeds, with water rings on the top, a split in the back panel and "
    "two drawers that would not close. I spent three weekends on it, and most of that time went into stripping the "
    "old varnish rather than the repairs themselves.",
    "For the split I used hide glue and a pair of sash clamps, left overnight, then filled the hairline gap with a "
    "mix of teak dust and glue. The drawers only needed their runners waxed and one stop block moved by a few "
    "millimetres, which took less than an hour once I had worked out what was wrong.",
)
_BLOG_GONE = ("Hi, I'm Sam, a furniture restorer from Yorkshire who has been bringing mid-century pieces back to "
              "life for over ten years. Follow along for my projects, tips and the odd disaster in the workshop.",
              "Read next: How I fixed a wobbly Ercol chair")


def _blog_sidebar_content() -> str:
    b = BLOG
    return (
        _head("Restoring a 1970s Teak Sideboard | Sam's Workshop", "en")
        + _wp_header("Sam's Workshop", ("Projects", "Tips", "About"))
        + '<div class="site-content"><div class="sidebar-content"><article class="post">'
        f'<h1 class="entry-title">{b[0]}</h1><div class="post-inner"><p>{b[1]}</p></div></article>'
        f'<div class="sidebar-content-inner"><p>{b[2]}</p></div>'
        f'<div class="promo related-promo"><a href="/ercol-chair/">{_BLOG_GONE[1]}</a></div></div>'
        f'<div class="sidebar"><div class="sidebar-about"><p>{_BLOG_GONE[0]}</p></div></div></div>'
        + _wp_footer("© Sam's Workshop")
    )


PAGES["en_sidebar_content"] = NewsPage(_blog_sidebar_content(), "https://samsworkshop.co.uk/teak-sideboard/",
                                       kept=BLOG, gone=_BLOG_GONE)

# an Italian winery's page: the estate's history in a "promo" box of its layout, an author's bio after it, a promo
# box of prose in the column of widgets beside it
CANTINA = (
    "La nostra storia",
    "La cantina nasce nel 1962, quando il nonno Giuseppe acquistò i primi tre ettari di vigneto sulle colline di "
    "Montalcino. Da allora la famiglia coltiva il Sangiovese con gli stessi metodi, vendemmiando a mano e affinando "
    "il vino in grandi botti di rovere di Slavonia per almeno tre anni.",
    "Oggi i vigneti si estendono su diciotto ettari esposti a sud-ovest, tra i trecento e i quattrocento metri di "
    "altitudine. Le visite guidate in cantina si svolgono dal martedì al sabato e terminano con una degustazione di "
    "quattro vini accompagnati da pane e olio della tenuta.",
)
_CANTINA_GONE = ("Marco Bellini è l'enologo della tenuta dal 2005: laureato a Firenze, ha lavorato in Borgogna e in "
                 "California prima di tornare in Toscana, dove scrive anche per alcune riviste di settore.",
                 "Scarica la nostra app e ricevi subito uno sconto del 10% sul primo ordine di vino online: "
                 "offerta valida fino alla fine del mese, clicca qui per scoprire tutte le promozioni.",
                 # the shop's blurb in the column beside the text (no call to action: judged by where it sits)
                 "Il nostro olio extravergine nasce dagli ulivi secolari della tenuta, raccolti a mano a ottobre e "
                 "spremuti a freddo in giornata nel frantoio del paese, come faceva il nonno Giuseppe.")


def _winery_promo() -> str:
    c = CANTINA
    return (
        _head("La nostra storia - Tenuta Bellini", "it")
        + _wp_header("Tenuta Bellini", ("Vini", "Visite", "Negozio", "Contatti"))
        + '<main class="site-main"><div class="container"><h1>' + c[0] + '</h1>'
        f'<section class="promo-section"><div class="promo-content"><p>{c[1]}</p></div></section>'
        f'<section class="text-section"><p>{c[2]}</p></section>'
        f'<div class="author-bio"><p>{_CANTINA_GONE[0]}</p></div>'
        f'<div class="promo-banner"><p><a href="/app/">{_CANTINA_GONE[1]}</a></p></div></div>'
        f'<div class="col-md-4 widget-column"><div class="promo-box"><p>{_CANTINA_GONE[2]}</p></div></div></main>'
        + _wp_footer("© Tenuta Bellini - P.IVA 01234560529")
    )


PAGES["it_promo_content"] = NewsPage(_winery_promo(), "https://www.tenutabellini.it/storia/", kept=CANTINA,
                                     gone=_CANTINA_GONE)


# --- a page builder's columns: a heading over one paragraph each ---------------------------------------------------

def _elementor_widget(kind: str, inner: str, n: int) -> str:
    return (f'<div class="elementor-element elementor-element-{n:06x} elementor-widget elementor-widget-{kind}" '
            f'data-id="{n:06x}" data-element_type="widget" data-widget_type="{kind}.default">'
            f'<div class="elementor-widget-container">{inner}</div></div>')


def _elementor_section(columns: list[str], n: int) -> str:
    cols = "".join(
        f'<div class="elementor-column elementor-col-{100 // len(columns)} elementor-top-column elementor-element '
        f'elementor-element-{n + i:06x}" data-id="{n + i:06x}" data-element_type="column"><div class="elementor-'
        f'widget-wrap elementor-element-populated">{c}</div></div>' for i, c in enumerate(columns))
    return (f'<section class="elementor-section elementor-top-section elementor-element elementor-element-{n:06x} '
            f'elementor-section-boxed elementor-section-height-default" data-id="{n:06x}" data-element_type="section">'
            f'<div class="elementor-container elementor-column-gap-default">{cols}</div></section>')


# a German care service's page (Elementor): its services, each a heading over one sentence in a column, after an
# introduction the container holds; the lone icon box's heading after them stays out as a lone call to action's
# would (``shortlines.section_headings``), its paragraph is kept
PFLEGE = (
    "Ambulante Pflege in Rosenheim",
    "Seit 1994 versorgen wir pflegebedürftige Menschen in Rosenheim und den umliegenden Gemeinden zu Hause. Unser "
    "Team aus examinierten Pflegekräften kommt zu den vereinbarten Zeiten, auch an Wochenenden und Feiertagen. Wir "
    "legen Wert darauf, dass Sie möglichst immer von denselben Pflegekräften besucht werden: so entsteht Vertrauen, "
    "und kleine Veränderungen im Befinden fallen früh auf. Die Kosten übernimmt meist die Pflegekasse.",
    "Grundpflege",
    "Hilfe beim Waschen, Anziehen und Essen.",
    "Behandlungspflege",
    "Wundversorgung und Medikamente nach ärztlicher Verordnung.",
    "Pflegeberatung",
    "Kostenlose Beratungsbesuche nach § 37.3 SGB XI bei Ihnen zu Hause.",
    "Unser Einsatzgebiet",
    "Wir sind in Rosenheim, Kolbermoor, Stephanskirchen und Großkarolinenfeld unterwegs. Rufen Sie uns an, wenn "
    "Sie nicht sicher sind, ob wir auch zu Ihnen kommen: oft finden wir gemeinsam eine Lösung.",
)
_PFLEGE_GONE = ("Jetzt Beratungstermin vereinbaren", "Tag der offenen Tür",
                "Am 3. Mai zeigen wir Ihnen unsere neuen Räume in der Sozialstation.", "Erste-Hilfe-Kurs",
                "Für pflegende Angehörige bieten wir im Juni einen Kurs an.", "Neues Dienstauto",
                "Dank einer Spende der Sparkasse fahren wir jetzt elektrisch.")


def _elementor_care() -> str:
    p = PFLEGE
    w = _elementor_widget
    intro = _elementor_section([w("heading", f'<h1 class="elementor-heading-title elementor-size-default">{p[0]}</h1>', 1)
                                + w("text-editor", f"<p>{p[1]}</p>", 2)], 0x10)
    services = _elementor_section([
        w("heading", f'<h3 class="elementor-heading-title elementor-size-default">{p[2 + 2 * i]}</h3>', 3 + 2 * i)
        + w("text-editor", f"<p>{p[3 + 2 * i]}</p>", 4 + 2 * i) for i in range(3)], 0x20)
    icon_box = w("icon-box", '<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span '
                 'class="elementor-icon elementor-animation-"><i aria-hidden="true" class="fas fa-map"></i></span></div>'
                 f'<div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>{p[8]}</span>'
                 f'</h3><p class="elementor-icon-box-description">{p[9]}</p></div></div>', 0x30)
    cta = w("button", '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link '
            f'elementor-size-sm" href="/kontakt/"><span class="elementor-button-text">{_PFLEGE_GONE[0]}</span></a>'
            '</div>', 0x31)
    news = w("posts", '<div class="elementor-posts-container elementor-posts elementor-grid">'
             '<h2>Aktuelles aus dem Pflegedienst</h2>' + "".join(
                 f'<article class="elementor-post elementor-grid-item post"><div class="elementor-post__text"><h3 '
                 f'class="elementor-post__title"><a href="/aktuelles/{i}/">{t}</a></h3><div class="elementor-post__'
                 f'excerpt"><p>{x}</p></div><a class="elementor-post__read-more" href="/aktuelles/{i}/">Weiterlesen »'
                 '</a></div></article>' for i, (t, x) in enumerate((
                     ("Neue Kolleginnen im Team", "Wir begrüßen drei neue Pflegefachkräfte, die ab März unser Team "
                      "in Kolbermoor verstärken."),
                     ("Sommerfest 2026", "Am 12. Juli feiern wir mit Patienten und Angehörigen im Garten unserer "
                      "Sozialstation.")))) + '</div>', 0x32)
    # a row of news teasers, each a heading over its excerpt and a "Weiterlesen" link: not the page's sections
    teasers = _elementor_section([
        w("heading", f'<h3 class="elementor-heading-title elementor-size-default">{_PFLEGE_GONE[1 + 2 * i]}</h3>',
          0x70 + 3 * i) + w("text-editor", f"<p>{_PFLEGE_GONE[2 + 2 * i]}</p>", 0x71 + 3 * i)
        + w("button", f'<a class="elementor-button" href="/aktuelles/{i}/">Weiterlesen</a>', 0x72 + 3 * i)
        for i in range(3)], 0x60)
    return (
        _head("Ambulante Pflege Rosenheim – Pflegedienst Sonnenschein", "de",
              '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_css_loading">')
        + _wp_header("Pflegedienst Sonnenschein", ("Leistungen", "Team", "Karriere", "Kontakt"))
        + '<main id="content" class="site-main post-42 page type-page"><div class="page-content"><div '
        'data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">'
        + intro + services + _elementor_section([icon_box + cta], 0x40) + _elementor_section([news], 0x50) + teasers
        + '</div></div></main>' + _wp_footer("© Pflegedienst Sonnenschein GmbH")
    )


PAGES["de_elementor_columns"] = NewsPage(_elementor_care(), "https://www.pflege-sonnenschein.de/ambulante-pflege/",
                                         kept=PFLEGE[:8] + PFLEGE[9:], gone=_PFLEGE_GONE)

# a French association's page (Divi): its activities, each a blurb module (a heading over its description)
ASSO = (
    "L'association Les Jardins Partagés",
    "Depuis 2011, l'association cultive trois jardins partagés dans le quartier de la Croix-Rousse, ouverts à tous "
    "les habitants, quel que soit leur âge ou leur expérience du jardinage. Les récoltes sont partagées entre les "
    "membres, et le surplus est donné chaque semaine à l'épicerie solidaire du quartier, qui le distribue aux "
    "familles. Le jardin de la rue d'Austerlitz est accessible aux personnes en fauteuil roulant.",
    "Ateliers du samedi",
    "Un atelier de compost ou de semis chaque samedi matin.",
    "Parcelles familiales",
    "Une parcelle de huit mètres carrés pour vingt euros par an.",
    "Accueil des écoles",
    "Les classes du quartier viennent au jardin au printemps.",
)
_ASSO_GONE = ("Adhérer à l'association",)


def _divi_blurb(title: str, text: str, n: int) -> str:
    return (f'<div class="et_pb_column et_pb_column_1_3 et_pb_column_{n} et_pb_css_mix_blend_mode_passthrough">'
            f'<div class="et_pb_module et_pb_blurb et_pb_blurb_{n} et_pb_text_align_left et_pb_blurb_position_top '
            'et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span '
            'class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">&#xe03b;</span></span>'
            f'</div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>{title}</span></h4>'
            f'<div class="et_pb_blurb_description"><p>{text}</p></div></div></div></div></div>')


def _divi_association() -> str:
    a = ASSO
    return (
        _head("L'association - Les Jardins Partagés de la Croix-Rousse", "fr")
        + '<body class="page-template-default page et_pb_button_helper_class et_divi_theme"><div id="page-container">'
        '<header id="main-header"><div class="container"><div class="logo_container"><a href="/">Les Jardins '
        'Partagés</a></div><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="/association/">'
        "L'association</a></li><li><a href=\"/jardins/\">Les jardins</a></li><li><a href=\"/contact/\">Contact</a>"
        '</li></ul></nav></div></header><div id="et-main-area"><div id="main-content"><article id="post-7" '
        'class="post-7 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post">'
        '<div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0 '
        'et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 '
        'et_pb_column_0"><div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left '
        f'et_pb_bg_layout_light"><div class="et_pb_text_inner"><h1>{a[0]}</h1><p>{a[1]}</p></div></div></div></div>'
        '</div><div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1">'
        + "".join(_divi_blurb(a[2 + 2 * i], a[3 + 2 * i], i + 1) for i in range(3))
        + '</div><div class="et_pb_row et_pb_row_2"><div class="et_pb_button_module_wrapper et_pb_button_0_wrapper">'
        f'<a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="/adherer/">{_ASSO_GONE[0]}</a></div>'
        '</div></div></div></div></div></article></div><footer id="main-footer"><div id="footer-bottom">'
        '<p id="footer-info">© Les Jardins Partagés</p></div></footer></div></div></body></html>'
    )


PAGES["fr_divi_blurbs"] = NewsPage(_divi_association(), "https://www.jardins-croix-rousse.fr/association/",
                                   kept=ASSO, gone=_ASSO_GONE)

# an Italian B&B's page (WPBakery): the services, each a text column with its heading
BNB = (
    "I nostri servizi",
    "Il Borgo delle Rose è un piccolo bed and breakfast a due passi dal centro storico di Urbino, con sei camere "
    "arredate con mobili d'epoca restaurati dalla nostra famiglia. La casa, un antico casale del Settecento, è "
    "circondata da un giardino di rose e ulivi da cui si vedono le mura della città e il Palazzo Ducale, e dispone di "
    "una sala comune con camino e biblioteca.",
    "Colazione",
    "Servita in giardino con torte fatte in casa.",
    "Parcheggio",
    "Un parcheggio privato e gratuito per gli ospiti.",
    "Escursioni",
    "Gite guidate nel Montefeltro e visite alle cantine.",
)


def _wpbakery_bnb() -> str:
    b = BNB
    cols = "".join(
        '<div class="wpb_column vc_column_container vc_col-sm-4"><div class="vc_column-inner"><div class="wpb_wrapper">'
        '<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">'
        f'<h3>{b[2 + 2 * i]}</h3><p>{b[3 + 2 * i]}</p></div></div></div></div></div>' for i in range(3))
    return (
        _head("I nostri servizi - B&amp;B Il Borgo delle Rose Urbino", "it",
              '<meta name="generator" content="Powered by WPBakery Page Builder - drag and drop page builder for '
              'WordPress.">')
        + _wp_header("Il Borgo delle Rose", ("Camere", "Servizi", "Dove siamo", "Prenota"))
        + '<div id="content" class="site-content"><div class="entry-content"><div class="vc_row wpb_row vc_row-fluid">'
        '<div class="wpb_column vc_column_container vc_col-sm-12"><div class="vc_column-inner"><div class="wpb_wrapper">'
        f'<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><h1>{b[0]}</h1><p>{b[1]}</p>'
        '</div></div></div></div></div></div><div class="vc_row wpb_row vc_row-fluid">' + cols
        + '</div></div></div>' + _wp_footer("© Il Borgo delle Rose - CIN IT041067C1XXXXXX")
    )


PAGES["it_wpbakery_columns"] = NewsPage(_wpbakery_bnb(), "https://www.borgodellerose.it/servizi/", kept=BNB, gone=())

# an English charity's page (Gutenberg columns): what it does, a heading over a paragraph per column
CHARITY = (
    "What we do",
    "Riverside Food Bank has supported families in east Bristol since 2013, run entirely by volunteers from local "
    "churches, schools and businesses. Last year we gave out more than nine thousand parcels, and most of the food "
    "came from collections in supermarkets and schools. We never ask anyone to prove their need beyond a referral, "
    "and everything we hand out is free.",
    "Emergency parcels",
    "Three days of food within a day of your referral.",
    "Holiday lunches",
    "Free hot lunches for children in the school holidays.",
    "Advice sessions",
    "Help with benefits, debt and bills every Tuesday.",
)
_CHARITY_GONE = ("Donate now", "Latest news", "Our volunteers packed 1,200 parcels in December")



def _gutenberg_charity() -> str:
    c = CHARITY
    cols = "".join(f'<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">{c[2 + 2 * i]}</h3>'
                   f'<p>{c[3 + 2 * i]}</p></div>' for i in range(3))
    return (
        _head("What we do – Riverside Food Bank", "en")
        + _wp_header("Riverside Food Bank", ("About", "Get help", "Volunteer", "Donate"))
        + '<main id="main" class="site-main"><article class="page type-page"><h1 class="entry-title">' + c[0]
        + f'</h1><div class="entry-content"><p>{c[1]}</p><div class="wp-block-columns is-layout-flex '
        f'wp-block-columns-is-layout-flex">{cols}</div><div class="wp-block-buttons"><div class="wp-block-button">'
        f'<a class="wp-block-button__link wp-element-button" href="/donate/">{_CHARITY_GONE[0]}</a></div></div>'
        f'<h2 class="wp-block-heading">{_CHARITY_GONE[1]}</h2><ul class="wp-block-latest-posts__list '
        f'wp-block-latest-posts"><li><a class="wp-block-latest-posts__post-title" href="/news/december/">'
        f'{_CHARITY_GONE[2]}</a></li></ul></div></article></main>' + _wp_footer("Registered charity no. 1150000")
    )


PAGES["en_gutenberg_columns"] = NewsPage(_gutenberg_charity(), "https://riversidefoodbank.org.uk/what-we-do/",
                                         kept=CHARITY, gone=_CHARITY_GONE)

# --- a documentation page's tab sets: the tabs name the code each opens -------------------------------------------

DOCS = (
    "Installation",
    "Before you install the package, make sure that your Python version is supported and that you have a recent "
    "version of pip, since older versions cannot read the wheel metadata.",
    "pip conda",
    "pip install foo",
    "conda install -c conda-forge foo",
    "Note",
    "Virtual environments keep the dependencies of each project apart, so that upgrading one project never breaks "
    "another.",
)


def _mkdocs_material() -> str:
    d = DOCS
    return (
        _head("Installation - Foo", "en", '<meta name="generator" content="mkdocs-1.6.0, mkdocs-material-9.5.20">')
        + '<body dir="ltr"><header class="md-header"><nav class="md-header__inner md-grid"><a href="/" class="md-header'
        '__button md-logo">Foo</a></nav></header><div class="md-container"><main class="md-main"><div class="md-main__'
        'inner md-grid"><div class="md-sidebar md-sidebar--primary"><nav class="md-nav"><ul class="md-nav__list"><li '
        'class="md-nav__item"><a href="/" class="md-nav__link">Home</a></li><li class="md-nav__item"><a href='
        '"/install/" class="md-nav__link">Installation</a></li></ul></nav></div><div class="md-content" data-md-'
        f'component="content"><article class="md-content__inner md-typeset"><h1 id="installation">{d[0]}</h1>'
        f'<p>{d[1]}</p><div class="tabbed-set tabbed-alternate" data-tabs="1:2"><input checked="checked" '
        'id="__tabbed_1_1" name="__tabbed_1" type="radio"><input id="__tabbed_1_2" name="__tabbed_1" type="radio">'
        '<div class="tabbed-labels"><label for="__tabbed_1_1">pip</label><label for="__tabbed_1_2">conda</label></div>'
        '<div class="tabbed-content"><div class="tabbed-block"><div class="highlight"><pre><span></span><code>'
        f'{d[3]}\n</code></pre></div></div><div class="tabbed-block"><div class="highlight"><pre><span></span><code>'
        f'{d[4]}\n</code></pre></div></div></div></div><div class="admonition note"><p class="admonition-title">'
        f'{d[5]}</p><p>{d[6]}</p></div></article></div></div></main><footer class="md-footer"><div class="md-copyright">'
        'Made with <a href="https://squidfactory.github.io/mkdocs-material/">Material for MkDocs</a></div></footer>'
        '<form class="md-search__form" name="search"><label class="md-search__icon md-icon" for="__search">Suche '
        'öffnen</label><input type="text" class="md-search__input" name="query"></form></div></body></html>'
    )


# (session 35) the admonition's title word goes with the furniture (boiler._admonition_title); its text stays
PAGES["en_mkdocs_tabs"] = NewsPage(_mkdocs_material(), "https://foo.readthedocs.io/en/latest/install/",
                                   kept=tuple(t for t in DOCS if t != "Note"), gone=("Suche öffnen", "Note"))

# a French manual built with Sphinx and sphinx-tabs: the tabs are buttons
MANUEL = (
    "Installer le logiciel",
    "Le logiciel s'installe depuis l'index des paquets Python. Choisissez ci-dessous la commande de votre système "
    "d'exploitation, puis vérifiez la version installée.",
    "Linux Windows",
    "pip install foo",
    "Note",
    "Sous Windows, le lanceur py choisit la version de Python la plus récente installée sur la machine.",
)


def _sphinx_tabs() -> str:
    m = MANUEL
    return (
        _head("Installer le logiciel &#8212; Documentation Foo 2.1", "fr",
              '<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">')
        + '<body><div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" '
        f'role="main"><section id="installer"><h1>{m[0]}<a class="headerlink" href="#installer" title="Lien '
        f'permanent vers ce titre">¶</a></h1><p>{m[1]}</p><div class="sphinx-tabs docutils container"><div '
        'aria-label="Tabbed content" role="tablist"><button aria-controls="panel-0-0-0" aria-selected="true" '
        'class="sphinx-tabs-tab" id="tab-0-0-0" name="0-0" role="tab" tabindex="0">Linux</button><button aria-'
        'controls="panel-0-0-1" aria-selected="false" class="sphinx-tabs-tab" id="tab-0-0-1" name="0-1" role="tab" '
        'tabindex="-1">Windows</button></div><div aria-labelledby="tab-0-0-0" class="sphinx-tabs-panel" id="panel-0-'
        '0-0" name="0-0" role="tabpanel" tabindex="0"><div class="highlight-bash notranslate"><div class="highlight">'
        f'<pre><span></span>{m[3]}</pre></div></div></div><div aria-labelledby="tab-0-0-1" class="sphinx-tabs-panel" '
        'hidden="true" id="panel-0-0-1" name="0-1" role="tabpanel" tabindex="0"><div class="highlight-bat '
        'notranslate"><div class="highlight"><pre><span></span>py -m pip install foo</pre></div></div></div></div>'
        f'<div class="admonition note"><p class="admonition-title">{m[4]}</p><p>{m[5]}</p></div></section></div></div>'
        '</div><div class="sphinxsidebar" role="navigation" aria-label="navigation principale"><div class="sphinx'
        'sidebarwrapper"><h3>Navigation</h3><ul><li><a href="index.html">Accueil</a></li></ul><div id="searchbox" '
        'role="search"><form class="search" action="search.html" method="get"><input type="text" name="q"><button '
        'type="submit">Rechercher</button></form></div></div></div></div><div class="footer">&#169;2026, '
        "l'équipe Foo.</div></body></html>"
    )


PAGES["fr_sphinx_tabs"] = NewsPage(_sphinx_tabs(), "https://foo.readthedocs.io/fr/latest/installer.html",
                                   kept=tuple(t for t in MANUEL if t != "Note"),
                                   gone=("Rechercher", "Accueil", "Note"))

@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_text_stays_whole(name):
    assert PAGES[name].missing_text() == []


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_furniture_goes(name):
    assert PAGES[name].furniture_left() == []
