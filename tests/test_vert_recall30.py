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
* A documentation page's admonition titles and tab labels ("Note", "Warning", the tabs above code blocks).

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

# an Italian winery's page: the estate's history in a "promo" box of its layout, an author's bio after it
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
                 "offerta valida fino alla fine del mese, clicca qui per scoprire tutte le promozioni.")


def _winery_promo() -> str:
    c = CANTINA
    return (
        _head("La nostra storia - Tenuta Bellini", "it")
        + _wp_header("Tenuta Bellini", ("Vini", "Visite", "Negozio", "Contatti"))
        + '<main class="site-main"><div class="container"><h1>' + c[0] + '</h1>'
        f'<section class="promo-section"><div class="promo-content"><p>{c[1]}</p></div></section>'
        f'<section class="text-section"><p>{c[2]}</p></section>'
        f'<div class="author-bio"><p>{_CANTINA_GONE[0]}</p></div>'
        f'<div class="promo-banner"><p><a href="/app/">{_CANTINA_GONE[1]}</a></p></div></div></main>'
        + _wp_footer("© Tenuta Bellini - P.IVA 01234560529")
    )


PAGES["it_promo_content"] = NewsPage(_winery_promo(), "https://www.tenutabellini.it/storia/", kept=CANTINA,
                                     gone=_CANTINA_GONE)


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_text_stays_whole(name):
    assert PAGES[name].missing_text() == []


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_furniture_goes(name):
    assert PAGES[name].furniture_left() == []
