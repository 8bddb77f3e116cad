"""Little pages (session 37): whole pages whose text is one or two short paragraphs, or sits where extractors do
not look, in German, English, French, Italian and Czech: agency wires and news briefs under 300 characters, a
blog post of one paragraph under a long comment thread, a product with a two-sentence description, an event, a job
advert, a page laid out in a ``<table>``, a page that is one list, a photo story of captions, a poem of ``<br>``
lines, a quote of the day, text only in ``<noscript>``, in a Next.js, Nuxt or Gatsby state under a skeleton, in an
``<iframe srcdoc>`` or a ``<template>``, in elements a theme named "sidebar" or "widget", under an error-like title,
in a ``<main hidden>`` a script shows, XHTML with namespaces, broken markup, and a Central European page whose meta
charset lies.  Each must yield a document holding its text (``vert`` never loses a page); a page truly without text
(an empty application shell, a login wall, "page not found") yields none, counted as such.  Failing before: the notice
in an ``<iframe srcdoc>`` and a Nuxt state under the page's server-rendered ``<h1>`` (the last resorts opened only
on a page keeping nothing), a table layout's menu cell (its blanks outweighed a short notice), Czech, Polish and
Slovak bytes under a Western label, and application shells kept as their "enable JavaScript" line."""

from __future__ import annotations

import json

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs

from corpustools.config import load_settings

PAGES: dict[str, NewsPage] = {}
_OPEN: dict[str, str] = {}

_COOKIES = {
    "de": "Wir verwenden Cookies, um Ihnen das beste Nutzererlebnis auf unserer Website zu bieten. Mit der Nutzung stimmen Sie zu.",
    "en": "We use cookies to give you the best experience on our website. By continuing you accept them.",
    "fr": "Nous utilisons des cookies pour vous offrir la meilleure expérience sur notre site.",
    "it": "Questo sito utilizza cookie tecnici e di profilazione per migliorare la tua esperienza.",
    "cs": "Tento web používá soubory cookie k poskytování služeb a analýze návštěvnosti.",
}
_NAV = {
    "de": ("Startseite", "Politik", "Wirtschaft", "Kultur", "Sport", "Impressum", "Datenschutz"),
    "en": ("Home", "News", "Business", "Culture", "Sport", "Contact us", "Privacy policy"),
    "fr": ("Accueil", "Actualités", "Économie", "Culture", "Sport", "Mentions légales", "Confidentialité"),
    "it": ("Home", "Cronaca", "Economia", "Cultura", "Sport", "Contatti", "Privacy"),
    "cs": ("Úvod", "Domácí", "Ekonomika", "Kultura", "Sport", "Kontakt", "Ochrana osobních údajů"),
}


def _furniture(lang: str) -> tuple[str, str]:
    """A site's header (cookie banner, logo, menu) and footer, as most themes ship them."""
    nav = _NAV[lang]
    links = "".join(f"<li class='menu-item'><a href='/{i}'>{n}</a></li>" for i, n in enumerate(nav[:5]))
    top = (f"<div id='cookie-notice' class='cookie-banner'><p>{_COOKIES[lang]}</p><button>OK</button></div>"
           f"<header class='site-header'><a class='logo' href='/'><img src='/logo.svg' alt='Logo'></a><nav "
           f"class='main-navigation'><ul class='menu'>{links}</ul></nav></header>")
    bottom = (f"<footer class='site-footer'><ul><li><a href='/imp'>{nav[5]}</a></li><li><a href='/dsgvo'>{nav[6]}"
              "</a></li></ul><p class='copyright'>© 2026 Mediengruppe Beispiel</p></footer>"
              "<script src='/assets/app.min.js'></script>")
    return top, bottom


def _page(lang: str, title: str, main: str, head: str = "", body_attrs: str = "") -> str:
    top, bottom = _furniture(lang)
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title><meta "
            f"name='viewport' content='width=device-width, initial-scale=1'>{head}</head><body{body_attrs}>{top}"
            f"{main}{bottom}</body></html>")


def _add(name: str, url: str, html: str, kept: tuple[str, ...], lang: str, gone: tuple[str, ...] = ()) -> None:
    PAGES[name] = NewsPage(html, url, kept, (_COOKIES[lang], *gone) if _COOKIES[lang] not in kept else gone)


# --- a news brief of one paragraph (WordPress, a German local paper) --------------------------------------------

BRIEF_DE = "Wegen Bauarbeiten ist die Kreisstraße 12 zwischen Oberdorf und Talheim ab Montag für zwei Wochen voll gesperrt. Eine Umleitung ist ausgeschildert."
_add("brief-de", "https://www.kreisbote-beispiel.de/lokales/k12-voll-gesperrt-12345.html", _page(
    "de", "K12 voll gesperrt | Kreisbote", "<main id='main' class='site-main'><article class='post type-post "
    "status-publish hentry'><header class='entry-header'><h1 class='entry-title'>K12 voll gesperrt</h1><div "
    "class='entry-meta'><time datetime='2026-11-27'>27. November 2026</time></div></header><div "
    f"class='entry-content'><p>{BRIEF_DE}</p></div><footer class='entry-footer'><span class='cat-links'>"
    "Kategorie: <a href='/lokales'>Lokales</a></span></footer></article></main>",
    "<meta property='og:type' content='article'>"), (BRIEF_DE,), "de")

# --- an agency wire of two short paragraphs (English) -------------------------------------------------------------

WIRE_EN = ("LISBON (Reuters) - Portugal's parliament approved the 2027 budget on Friday.",
           "The vote was 116 to 114, with two abstentions.")
_add("wire-en", "https://www.wirenews.example.com/world/portugal-budget-approved-2026-11-27/", _page(
    "en", "Portugal's parliament approves 2027 budget - WireNews", "<div class='article-wrapper'><h1 "
    "class='headline'>Portugal's parliament approves 2027 budget</h1><div class='byline'>By Staff</div><div "
    f"class='article-body__content'><p data-testid='paragraph-0'>{WIRE_EN[0]}</p><p data-testid='paragraph-1'>"
    f"{WIRE_EN[1]}</p></div><div class='related'><h2>Read next</h2><ul><li><a href='/a'>Spain's economy grows "
    "faster than expected in third quarter</a></li><li><a href='/b'>Euro zone inflation eases to 2.1% in "
    "November</a></li></ul></div></div>", "<meta property='og:type' content='article'>"), WIRE_EN, "en")

# --- a French flash (dépêche AFP, one sentence) -------------------------------------------------------------------

FLASH_FR = "Le trafic est interrompu sur la ligne B du RER entre Gare du Nord et Aulnay-sous-Bois en raison d'un colis suspect, a indiqué la RATP."
_add("flash-fr", "https://www.quotidien-exemple.fr/societe/rer-b-trafic-interrompu-20261127", _page(
    "fr", "RER B : trafic interrompu entre Gare du Nord et Aulnay", "<main><article class='article'><h1 "
    "class='article__title'>RER B : trafic interrompu entre Gare du Nord et Aulnay</h1><p class='article__desc'>"
    f"{FLASH_FR}</p><p class='article__meta'>Le Quotidien avec AFP</p></article><aside class='article__aside'><h2>"
    "Les plus lus</h2><ol><li><a href='/x'>Impôts : ce qui change en 2027</a></li><li><a href='/y'>Météo : "
    "la neige arrive</a></li></ol></aside></main>"), (FLASH_FR,), "fr")

# --- an Italian breve (ANSA-like) ----------------------------------------------------------------------------------

BREVE_IT = "Scossa di terremoto di magnitudo 3.2 alle 6.14 in provincia di Macerata. Non si segnalano danni a persone o cose."
_add("breve-it", "https://www.notizie-esempio.it/cronaca/2026/11/27/terremoto-macerata_1a2b3c.html", _page(
    "it", "Terremoto di magnitudo 3.2 nel Maceratese - Cronaca", "<div class='news-txt'><h1 class='news-title'>"
    f"Terremoto di magnitudo 3.2 nel Maceratese</h1><div class='news-txt-body'><p>{BREVE_IT}</p></div><div "
    "class='news-tags'>Tag: <a href='/t/terremoti'>terremoti</a></div></div>"), (BREVE_IT,), "it")

# --- a Czech ČTK wire (two sentences) -----------------------------------------------------------------------------

CTK_CS = "Praha - Vláda dnes schválila zvýšení minimální mzdy od ledna o 1200 korun. Informoval o tom ministr práce."
_add("ctk-cs", "https://www.zpravy-priklad.cz/domaci/vlada-schvalila-minimalni-mzdu-40512", _page(
    "cs", "Vláda schválila vyšší minimální mzdu | Zprávy", "<div class='content'><article><h1>Vláda schválila "
    f"vyšší minimální mzdu</h1><span class='date'>27. 11. 2026</span><div class='text'><p>{CTK_CS}</p></div>"
    "</article><div class='boxik'><h3>Nejčtenější</h3><a href='/1'>Počasí na víkend</a></div></div>"),
    (CTK_CS,), "cs")

# --- a blog post of one paragraph under a long comment thread (WordPress, Twenty Twenty-One) ----------------------

POST_EN = "Finally finished the oak bookshelf I started in March. Sanded to 240, three coats of hardwax oil, no stain."
COMMENTS_EN = tuple(f"Comment number {i}: looks great, what did you use for the back panel? I went with birch ply on mine and it worked out fine." for i in range(12))
_comments = "".join(
    f"<li class='comment' id='comment-{i}'><article class='comment-body'><footer class='comment-meta'><b "
    f"class='fn'>Reader{i}</b> <time>November {i + 1}, 2026</time></footer><div class='comment-content'><p>{c}</p>"
    "</div><div class='reply'><a class='comment-reply-link' href='#'>Reply</a></div></article></li>"
    for i, c in enumerate(COMMENTS_EN))
_add("oneparagraph-blog-en", "https://woodchips.example.net/2026/11/oak-bookshelf/", _page(
    "en", "Oak bookshelf, done &#8211; Woodchips", "<main id='main'><article class='post-77 post hentry'><header "
    "class='entry-header'><h1 class='entry-title'>Oak bookshelf, done</h1></header><div class='entry-content'>"
    f"<p>{POST_EN}</p><figure class='wp-block-image'><img src='/shelf.jpg' alt=''></figure></div></article><div "
    f"id='comments' class='comments-area'><h2 class='comments-title'>12 comments</h2><ol class='comment-list'>"
    f"{_comments}</ol></div></main>", "<meta property='og:type' content='article'>"), (POST_EN,), "en")

# --- a product with a two-sentence description (WooCommerce) ------------------------------------------------------

PRODUCT_DE = "Handgefertigte Tasse aus Steinzeug, spülmaschinenfest. Fassungsvermögen 350 ml."
_add("product-de", "https://www.toepferei-beispiel.de/produkt/tasse-blau/", _page(
    "de", "Tasse Blau – Töpferei Beispiel", "<div class='woocommerce'><div class='product type-product'><div "
    "class='woocommerce-product-gallery'><img src='/tasse.jpg' alt='Tasse'></div><div class='summary "
    "entry-summary'><h1 class='product_title entry-title'>Tasse Blau</h1><p class='price'><span "
    "class='woocommerce-Price-amount amount'>24,00&nbsp;€</span></p><div class='woocommerce-product-details__"
    f"short-description'><p>{PRODUCT_DE}</p></div><form class='cart'><button class='single_add_to_cart_button'>"
    "In den Warenkorb</button></form><div class='product_meta'><span class='sku_wrapper'>Artikelnummer: <span "
    "class='sku'>T-017</span></span></div></div></div></div>"), (PRODUCT_DE,), "de")

# --- an event of one paragraph (The Events Calendar) --------------------------------------------------------------

EVENT_FR = "Concert de l'orchestre d'harmonie de la ville, au profit du Téléthon. Entrée libre, buvette sur place."
_add("event-fr", "https://www.ville-exemple.fr/agenda/concert-telethon/", _page(
    "fr", "Concert du Téléthon – Ville d'Exemple", "<main><div id='tribe-events-content' class='tribe-events-"
    "single'><h1 class='tribe-events-single-event-title'>Concert du Téléthon</h1><div class='tribe-events-schedule'>"
    "<span class='tribe-event-date-start'>6 décembre 2026 à 20h00</span></div><div class='tribe-events-single-"
    f"event-description tribe-events-content'><p>{EVENT_FR}</p></div><div class='tribe-events-meta-group'><h2>Lieu"
    "</h2><dd>Salle des fêtes</dd></div><a href='/agenda/'>« Tous les événements</a></div></main>"),
    (EVENT_FR,), "fr")

# --- a job advert (Italian, a short one) --------------------------------------------------------------------------

JOB_IT = ("Cercasi cameriere/a per stagione invernale, anche prima esperienza.",
          "Contratto a tempo determinato, vitto e alloggio inclusi.",
          "Inviare il curriculum a lavoro@hotel-esempio.it")
_add("job-it", "https://www.lavoro-esempio.it/annunci/cameriere-stagione-invernale-88123", _page(
    "it", "Cameriere/a stagione invernale - Annunci di lavoro", "<div class='job-detail'><h1 class='job-title'>"
    "Cameriere/a stagione invernale</h1><ul class='job-facts'><li>Luogo: Cortina</li><li>Tipo: Stagionale</li>"
    f"</ul><div class='job-description'><p>{JOB_IT[0]}</p><p>{JOB_IT[1]}</p><p>{JOB_IT[2]}</p></div><a "
    "class='btn apply' href='/candidati'>Candidati ora</a></div>"), JOB_IT, "it")

# --- a page laid out in a <table> (an old municipal site) ---------------------------------------------------------

TABLE_CS = ("Obecní úřad oznamuje, že svoz velkoobjemového odpadu proběhne v sobotu 5. prosince od 8 do 12 hodin na návsi.",
            "Pneumatiky a elektrospotřebiče se nepřijímají.")
_add("table-layout-cs", "https://www.obec-priklad.cz/aktuality/svoz-odpadu.htm", (
    "<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>Obec Příklad - Svoz "
    "odpadu</title></head><body bgcolor='#ffffff'><table width='800' border='0' cellpadding='0' cellspacing='0' "
    "align='center'><tr><td colspan='2'><img src='/img/hlavicka.jpg' width='800' height='120'></td></tr><tr><td "
    "width='180' valign='top' class='menu'><a href='/'>Úvod</a><br><a href='/urad'>Obecní úřad</a><br><a "
    "href='/aktuality'>Aktuality</a><br><a href='/kontakt'>Kontakt</a></td><td valign='top'><font face='Arial' "
    f"size='2'><b>Svoz odpadu</b><br><br>{TABLE_CS[0]}<br>{TABLE_CS[1]}</font></td></tr><tr><td colspan='2' "
    "align='center'><font size='1'>© Obec Příklad 2026</font></td></tr></table></body></html>"),
    (" ".join(TABLE_CS),), "cs", ("Úvod Obecní úřad Aktuality Kontakt",))

# --- a page that is one list: a checklist (German) and a "Top 10" of one line each (English) ----------------------

CHECK_DE = ("Reisepass oder Personalausweis", "Krankenversicherungskarte", "Ladekabel und Reiseadapter",
            "Sonnencreme mit hohem Lichtschutzfaktor", "Reiseapotheke mit Pflastern", "Kopien wichtiger Dokumente")
_add("checklist-de", "https://www.reiseblog-beispiel.de/packliste-sommerurlaub/", _page(
    "de", "Packliste für den Sommerurlaub – Reiseblog", "<main class='content'><article class='post'><h1>Packliste "
    "für den Sommerurlaub</h1><div class='entry-content'><ul class='wp-block-list is-style-checklist'>"
    + "".join(f"<li>{c}</li>" for c in CHECK_DE) + "</ul></div></article></main>",
    "<meta property='og:type' content='article'>"), CHECK_DE, "de")

TOP_EN = tuple(f"{n}. {t}" for n, t in enumerate((
    "Lake Bled, Slovenia, for the island church", "Hallstatt, Austria, before the coaches arrive",
    "Giethoorn, Netherlands, a village without roads", "Colmar, France, at Christmas",
    "Cesky Krumlov, Czech Republic, from the castle tower", "Rothenburg ob der Tauber, Germany, at dusk",
    "Portofino, Italy, out of season", "Reine, Norway, in the Lofoten islands", "Sintra, Portugal, for the palaces",
    "Mostar, Bosnia, to watch the bridge divers"), 1))
_add("top10-en", "https://www.wanderlist.example.com/top-10-small-towns-europe/", _page(
    "en", "Top 10 small towns in Europe | Wanderlist", "<div class='container'><div class='post-content'><h1>Top 10 "
    "small towns in Europe</h1><ol class='toplist'>" + "".join(f"<li>{t[t.index(' ') + 1:]}</li>" for t in TOP_EN)
    + "</ol><div class='share'><a href='#'>Share on Facebook</a></div></div></div>"),
    tuple(t[t.index(" ") + 1:] for t in TOP_EN), "en")

# --- a photo story whose text is only captions (French) -----------------------------------------------------------

CAPTIONS_FR = ("Les premiers marcheurs arrivent place de la République peu avant 14 heures.",
               "Une pancarte réclame la réouverture de la maternité de la ville.",
               "Le cortège s'est dispersé dans le calme vers 17 heures, selon la préfecture.")
_add("captions-fr", "https://www.quotidien-exemple.fr/photos/manifestation-maternite-en-images-20261127", _page(
    "fr", "EN IMAGES. La manifestation pour la maternité", "<main><article class='diaporama'><h1>EN IMAGES. La "
    "manifestation pour la maternité</h1>" + "".join(
        f"<figure class='diaporama__item'><img src='/p{i}.jpg' alt=''><figcaption class='diaporama__caption'>{c}"
        f"<span class='credit'>Photo J. Martin</span></figcaption></figure>" for i, c in enumerate(CAPTIONS_FR))
    + "</article></main>"), CAPTIONS_FR, "fr")

# --- a poem / lyrics of <br> lines (German) -----------------------------------------------------------------------

POEM_DE = ("Der Nebel steigt, es fällt das Laub;", "Schenk ein den Wein, den holden!",
           "Wir wollen uns den grauen Tag", "Vergolden, ja vergolden!")
_add("poem-de", "https://www.gedichte-beispiel.de/storm/oktoberlied", _page(
    "de", "Oktoberlied – Theodor Storm | Gedichte", "<div id='content'><h1>Oktoberlied</h1><h2 class='autor'>"
    "Theodor Storm</h2><div class='gedicht'><p>" + "<br>\n".join(POEM_DE) + "</p></div></div>"),
    (" ".join(POEM_DE),), "de")  # (lines parted by one <br> are one paragraph, as everywhere)

# --- a quote of the day (Italian) ---------------------------------------------------------------------------------

QUOTE_IT = "«Chi non ha mai commesso un errore non ha mai tentato qualcosa di nuovo.»"
_add("quote-it", "https://www.citazioni-esempio.it/frase-del-giorno/", _page(
    "it", "Frase del giorno - Citazioni", "<main><div class='quote-of-the-day'><h1>Frase del giorno</h1><blockquote "
    f"class='quote'><p>{QUOTE_IT}</p><cite>Albert Einstein</cite></blockquote></div></main>"), (QUOTE_IT,), "it")

# --- content only in <noscript> (an old JavaScript menu site) ------------------------------------------------------

NOSCRIPT_EN = ("The library will be closed on Thursday 24 December and Friday 25 December.",
               "Books due on those days can be returned on Monday without a fine.")
_add("noscript-en", "https://www.townlibrary.example.org/notices/holiday-closing", _page(
    "en", "Holiday closing - Town Library", "<div id='app'><div class='spinner'></div></div><noscript><div "
    f"class='notice'><h1>Holiday closing</h1><p>{NOSCRIPT_EN[0]}</p><p>{NOSCRIPT_EN[1]}</p></div></noscript>"),
    NOSCRIPT_EN, "en")

# --- text only in a Next.js state under a skeleton ------------------------------------------------------------------

NEXT_DE = ("Die Stadtwerke erhöhen zum 1. Januar die Preise für Fernwärme um durchschnittlich sechs Prozent.",
           "Grund seien gestiegene Beschaffungskosten, teilte das Unternehmen am Freitag mit.")
_next = {"props": {"pageProps": {"article": {"title": "Fernwärme wird teurer", "teaser": NEXT_DE[0],
                                             "body": [{"type": "paragraph", "text": NEXT_DE[0]},
                                                      {"type": "paragraph", "text": NEXT_DE[1]}]}}},
         "page": "/[...slug]", "buildId": "x1"}
_add("nextdata-de", "https://www.stadtanzeiger-beispiel.de/wirtschaft/fernwaerme-wird-teurer-a-9912", _page(
    "de", "Fernwärme wird teurer", "<div id='__next'><header class='article-header'><h1 class='article-title'>"
    "Fernwärme wird teurer</h1></header><div class='skeleton skeleton--text'></div><div class='skeleton "
    "skeleton--text'></div></div><script id='__NEXT_DATA__' type='application/json'>"
    + json.dumps(_next, ensure_ascii=False) + "</script>"), NEXT_DE, "de")

# --- Nuxt 2 state (window.__NUXT__) --------------------------------------------------------------------------------

NUXT_FR = ("La médiathèque propose un atelier d'initiation à la généalogie le samedi 12 décembre à 10 heures.",
           "Inscription gratuite à l'accueil, dans la limite des places disponibles.")
_nuxt = {"layout": "default", "data": [{"page": {"title": "Atelier généalogie", "content": "<p>" + NUXT_FR[0]
                                                 + "</p><p>" + NUXT_FR[1] + "</p>"}}], "state": {}}
_add("nuxt-fr", "https://www.mediatheque-exemple.fr/actualites/atelier-genealogie", _page(
    "fr", "Atelier généalogie - Médiathèque", "<div id='__nuxt'><div id='__layout'><h1 class='page-title'>Atelier généalogie</h1><div class='loading'></div>"
    "</div></div><script>window.__NUXT__=" + json.dumps(_nuxt, ensure_ascii=False) + ";</script>"),
    NUXT_FR, "fr")

# --- Gatsby: the page's data in its page-data JSON inlined, a skeleton in the body ---------------------------------

GATSBY_EN = ("Our office will move to 14 Harbour Street on 1 February.",
             "Phone numbers and email addresses stay the same.")
_gatsby = {"componentChunkName": "component---src-templates-post-js", "path": "/news/we-are-moving/",
           "result": {"data": {"markdownRemark": {"html": f"<p>{GATSBY_EN[0]}</p>\n<p>{GATSBY_EN[1]}</p>",
                                                  "frontmatter": {"title": "We are moving"}}}}}
_add("gatsby-en", "https://www.smallfirm.example.com/news/we-are-moving/", _page(
    "en", "We are moving | Smallfirm", "<div id='___gatsby'><div style='outline:none' tabindex='-1' "
    "id='gatsby-focus-wrapper'><div class='placeholder'></div></div></div><script id='gatsby-script-loader'>"
    "/*<![CDATA[*/window.pagePath=\"/news/we-are-moving/\";window.___webpackCompilationHash=\"abc\";/*]]>*/"
    "</script><script type='application/json' id='page-data'>" + json.dumps(_gatsby) + "</script>"),
    GATSBY_EN, "en")

# --- text in an <iframe srcdoc> (an embedded newsletter archive) ---------------------------------------------------

SRCDOC_DE = "Liebe Mitglieder, die Jahreshauptversammlung findet am 15. Januar um 19 Uhr im Vereinsheim statt. Anträge bitte bis zum 5. Januar schriftlich beim Vorstand einreichen."
_add("srcdoc-de", "https://www.sv-beispiel.de/newsletter/2026-12", _page(
    "de", "Newsletter Dezember 2026 – SV Beispiel", "<main><h1>Newsletter Dezember 2026</h1><iframe "
    "class='newsletter-frame' srcdoc=\"<html><body><p>" + SRCDOC_DE + "</p></body></html>\" width='100%' "
    "height='600'></iframe></main>"), (SRCDOC_DE,), "de")

# --- text in a <template> (a declarative shadow root of a web component) --------------------------------------------

TEMPLATE_EN = "The north car park is closed for resurfacing until 18 December. Please use the multi-storey car park on Mill Lane."
_add("template-en", "https://www.hospital.example.org/news/north-car-park-closed", _page(
    "en", "North car park closed | County Hospital", "<main><notice-card><template shadowrootmode='open'><h1>North "
    f"car park closed</h1><p>{TEMPLATE_EN}</p></template></notice-card></main>"), (TEMPLATE_EN,), "en")

# --- text in elements a theme named "sidebar" / "widget" --------------------------------------------------------

SIDEBAR_IT = ("Il consiglio comunale ha approvato all'unanimità il nuovo regolamento per l'uso degli impianti sportivi.",
              "Le nuove tariffe entreranno in vigore dal primo gennaio e prevedono sconti per le associazioni del territorio.")
_add("sidebar-named-it", "https://www.comune-esempio.it/notizie/regolamento-impianti-sportivi", _page(
    "it", "Nuovo regolamento impianti sportivi - Comune di Esempio", "<div class='wrapper'><div class='sidebar-"
    "layout'><div class='sidebar-content widget widget_text'><h1 class='widget-title'>Nuovo regolamento impianti "
    f"sportivi</h1><div class='textwidget'><p>{SIDEBAR_IT[0]}</p><p>{SIDEBAR_IT[1]}</p></div></div></div></div>"),
    SIDEBAR_IT, "it")

# --- an error-like title with real content --------------------------------------------------------------------------

ERRORTITLE_EN = ("Error 404 is the status a server sends when the page asked for does not exist.",
                 "Browsers show it as a plain message, but a site can send its own page with a search box.")
_add("errortitle-en", "https://www.webguide.example.com/http/error-404", _page(
    "en", "Error 404: Not Found | Webguide", "<main><article><h1>404 Not Found</h1>"
    f"<p>{ERRORTITLE_EN[0]}</p><p>{ERRORTITLE_EN[1]}</p></article></main>"), ERRORTITLE_EN, "en")

# --- <main hidden> shown by a script ---------------------------------------------------------------------------------

HIDDEN_CS = ("Knihovna bude od 21. prosince do 3. ledna zavřená.",
             "Výpůjčky se v této době automaticky prodlužují.")
_add("main-hidden-cs", "https://www.knihovna-priklad.cz/aktuality/vanocni-uzavirka", _page(
    "cs", "Vánoční uzavírka | Knihovna", "<div id='loader'>Načítání…</div><main id='content' hidden><h1>Vánoční "
    f"uzavírka</h1><p>{HIDDEN_CS[0]}</p><p>{HIDDEN_CS[1]}</p></main><script>document.getElementById('content')"
    ".hidden=false;document.getElementById('loader').remove();</script>"), HIDDEN_CS, "cs")

# --- XHTML with namespaces ------------------------------------------------------------------------------------------

XHTML_DE = ("Die Gemeindeverwaltung bleibt am Freitag, dem 4. Dezember, wegen einer Personalversammlung geschlossen.",
            "In dringenden Fällen erreichen Sie den Bereitschaftsdienst unter der bekannten Rufnummer.")
_add("xhtml-de", "https://www.gemeinde-beispiel.de/aktuelles/schliessung.xhtml", (
    "<?xml version='1.0' encoding='UTF-8'?><!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Strict//EN' "
    "'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd'><html xmlns='http://www.w3.org/1999/xhtml' "
    "xmlns:og='http://ogp.me/ns#' xmlns:fb='http://www.facebook.com/2008/fbml' xml:lang='de' lang='de'><head>"
    "<title>Schließung der Verwaltung</title><meta og:type='article'/></head><body><div id='kopf'><ul><li><a "
    "href='/'>Startseite</a></li><li><a href='/rathaus'>Rathaus</a></li></ul></div><div id='inhalt'><h1>"
    f"Schließung der Verwaltung</h1><p>{XHTML_DE[0]}</p><p>{XHTML_DE[1]}</p><fb:like href='https://www."
    "gemeinde-beispiel.de/aktuelles/schliessung.xhtml'/></div><div id='fuss'>© Gemeinde Beispiel</div></body>"
    "</html>"), XHTML_DE, "de")

# --- broken markup: unclosed tags, a PHP tag left, two <body>s, text after </html> ----------------------------------

BROKEN_EN = ("The annual general meeting of the allotment society will be held in the village hall on 9 December at 7.30pm.",
             "All plot holders are welcome; the agenda is on the noticeboard at the gate.")
_add("broken-en", "https://www.allotments.example.org.uk/news.php?id=41", (
    "<html><head><title>AGM 2026 - Allotment Society</title></head><body><div id='menu'><a href='/'>Home</a> | "
    "<a href='/plots'>Plots</a></div><?php include('banner.php'); ?><body class='inner'><div id='content'><h2>AGM "
    f"2026<p>{BROKEN_EN[0]}<p>{BROKEN_EN[1]}<div class='foot'>Last updated 27/11/2026</div></body></html>"
    "\n<!-- generated by SiteBuilder -->\n"), BROKEN_EN, "en")

AFTER_HTML_DE = "Der Weihnachtsmarkt öffnet am Freitag um 17 Uhr auf dem Marktplatz. Der Posaunenchor spielt zur Eröffnung."
_add("after-html-de", "https://www.heimatverein-beispiel.de/termine.html", (
    "<html><head><title>Termine – Heimatverein</title></head><body><div class='nav'><a href='/'>Start</a> <a "
    "href='/termine.html'>Termine</a></div></body></html>\n<div class='termin'><h2>Weihnachtsmarkt</h2><p>"
    f"{AFTER_HTML_DE}</p></div>\n"), (AFTER_HTML_DE,), "de")

# --- a French page in an article tag with a login box next to it (no wall) ------------------------------------------

REPLY_FR = "Bonjour, la déchetterie est fermée le 25 décembre et le 1er janvier. Les horaires d'hiver s'appliquent le reste du mois."
_add("forum-reply-fr", "https://forum.village-exemple.fr/viewtopic.php?t=812", _page(
    "fr", "Horaires de la déchetterie à Noël - Forum du village", "<div id='wrap'><h2 class='topic-title'><a "
    "href='./viewtopic.php?t=812'>Horaires de la déchetterie à Noël</a></h2><div class='post bg2' id='p1'><div "
    "class='postbody'><p class='author'>par <strong>Mairie</strong> » 27 nov. 2026</p><div class='content'>"
    f"{REPLY_FR}</div></div></div><form class='login'><label>Nom d'utilisateur</label><input name='u'><button>"
    "Connexion</button></form></div>"), (REPLY_FR,), "fr")

# text whole, furniture gone
globals().update(page_tests(PAGES, _OPEN, writer=False))


# --- pages in Central European code pages whose meta charset lies --------------------------------------------------

CZECH = ("Zastupitelstvo obce schválilo rozpočet na příští rok. Největší položkou je oprava střechy základní školy za "
         "čtyři miliony korun. Město také přispěje na opravu věže kostela a na nové hřiště u sokolovny.")
POLISH = ("Rada miasta przyjęła budżet na przyszły rok. Największą pozycją jest remont szkoły przy ulicy Źródlanej. "
          "Miasto dołoży też do naprawy wieży kościoła.")
SLOVAK = ("Zastupiteľstvo obce schválilo rozpočet na budúci rok. Najväčšou položkou je oprava strechy základnej školy. "
          "Ťažká zima a veľký mráz poškodili aj päť lámp verejného osvetlenia, ktoré obec vymení ešte pred "
          "letom. Na ľadovú plochu pre obyvateľov obce prispeje aj miestny hokejový klub.")


def _document(payload: bytes, url: str, content_type: str = "text/html") -> object:
    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    options = options_from_settings(load_settings(None, {}).data)
    return process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, content_type, payload), options)


def _coded_page(text: str, declared: str) -> str:
    return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset={declared}'><title>Zprávy obce"
            f"</title></head><body><div id='menu'><a href='/'>Úvod</a></div><div id='obsah'><h1>Rozpočet</h1><p>{text}"
            "</p></div></body></html>")


@pytest.mark.parametrize("text", [CZECH, POLISH, SLOVAK], ids=["cs", "pl", "sk"])
@pytest.mark.parametrize("coding", ["windows-1250", "iso-8859-2"])
@pytest.mark.parametrize("declared, header", [("iso-8859-1", "text/html"), ("windows-1252", "text/html"),
                                              ("windows-1250", "text/html; charset=ISO-8859-1"),
                                              ("utf-8", "text/html")])
def test_a_central_european_page_whose_charset_lies_keeps_its_letters(text, coding, declared, header):
    """An old Apache's default "charset=ISO-8859-1" header over a page in windows-1250, a template's Western meta
    over a Czech, Polish or Slovak text: the text comes out in its own letters."""
    doc = _document(_coded_page(text, declared).encode(coding), "https://www.obec-priklad.cz/zpravy/rozpocet.php",
                    header)
    assert text in _paragraphs(doc.body)


@pytest.mark.parametrize("text", [
    "Lunedì la città era più bella, così dicono. Perché però il caffè costa di più? Mercoledì e giovedì è chiuso.",
    "Où est la bibliothèque ? Très près de l'église, derrière le musée. Le cœur du problème est là, dit-il.",
    "Søndag før jul går børnene til købmanden. Der er også høj sø og grøn skov mellem Nørrebro og Østerbro.",
    "Er sagte: »Das ist gut.« Für 10 µg und ¼ Liter, ½ Stunde bei ±3 Grad und 5 m³ Wasser pro Stunde.",
], ids=["it", "fr", "da", "de"])
def test_a_western_page_stays_western(text):
    """The signs of a Central European page are no Western text's: an Italian, French, Danish or German page declared
    windows-1252 keeps it."""
    html = (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=iso-8859-1'><title>News"
            f"</title></head><body><div id='main'><h1>News</h1><p>{text} {text}</p></div></body></html>")
    doc = _document(html.encode("cp1252"), "https://www.example.org/notizie/1")
    assert text in " ".join(_paragraphs(doc.body))


# --- pages truly without text: no document, counted as what they are ------------------------------------------------

_SHELLS = {
    "react": ("en", "<noscript>You need to enable JavaScript to run this app.</noscript><div id='root'></div>"),
    "vue": ("de", "<noscript><strong>Bitte aktivieren Sie JavaScript, um diese Seite nutzen zu können.</strong>"
                  "</noscript><div id='app'></div>"),
    "angular": ("fr", "<app-root></app-root><noscript>Veuillez activer JavaScript pour utiliser cette application."
                      "</noscript>"),
}


@pytest.mark.parametrize("name", list(_SHELLS))
def test_an_empty_application_shell_yields_no_document(name):
    """A JavaScript application's shell, its state not in the page: its <noscript> message is no text."""
    lang, body = _SHELLS[name]
    html = (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>App</title><link rel='stylesheet' "
            f"href='/static/css/main.css'></head><body>{body}<script src='/static/js/main.js'></script></body></html>")
    assert _document(html.encode(), "https://app.example.org/dashboard").skipped == "no_text"


def test_a_login_wall_keeps_no_form():
    """A login wall: at most its heading (the project keeps a page's headline alone as its one paragraph, a link
    post's), never the form's labels and links."""
    html = _page("de", "Anmelden – Mitgliederbereich", "<main class='login'><h1>Anmelden</h1><form method='post'><label "
                 "for='u'>Benutzername</label><input id='u' name='u'><label for='p'>Passwort</label><input id='p' "
                 "type='password' name='p'><button>Anmelden</button><a href='/reset'>Passwort vergessen?</a></form>"
                 "</main>")
    doc = _document(html.encode(), "https://www.verein-beispiel.de/mitglieder/login")
    assert doc.skipped or _paragraphs(doc.body) == ["Anmelden"]
