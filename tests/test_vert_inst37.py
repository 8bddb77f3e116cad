"""Whole institutional pages of setups the earlier files had none of (session 37): the EU's Europa Component
Library, a WHO fact sheet, a German Bundesministerium's press release, a federal court's press release with its
lower instances, a police press release on a press portal, Swiss admin.ch, Austrian oesterreich.gv.at, canada.ca's
WET, an Australian government page, a hospital's patient information, a school's news on Joomla, an NGO's campaign
page with its petition and donation box, a library's opening hours, a museum's exhibition, a parliament's press
release, a university's research news with its contact box, in German, English, French and Italian.  Each page goes
through ``document.process``: the prose a corpus wants (headings, lists, tables of text, FAQ answers, a release's
dateline and closing) stays whole; menus, breadcrumbs, share bars, feedback widgets, language switchers and cookie
banners go."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import _head

_OPEN: dict[str, str] = {}  # what no rule keeps yet (the last section after a facts list: kept since xleft38)
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet

PAGES: dict[str, NewsPage] = {}

_COOKIE_DE = ("<div class='cookie-banner' role='dialog'><p>Wir verwenden Cookies, um unsere Website für Sie "
              "optimal zu gestalten.</p><button>Alle akzeptieren</button><button>Nur notwendige</button></div>")

# --- Europa Component Library (ec.europa.eu): ecl-site-header, ecl-breadcrumb, ecl-page-header, ecl-u-type ---------

ECL = (
    "The Commission has today adopted a proposal to simplify the rules on the recognition of professional "
    "qualifications, so that nurses, engineers and teachers can work in another Member State with less paperwork.",
    "What changes",
    "A single online procedure replaces the paper files that each national authority asks for today.",
    "Recognition decisions must be taken within two months of a complete application.",
    "Next steps",
    "The proposal will now be discussed by the European Parliament and the Council under the ordinary legislative "
    "procedure.",
    "Background",
    "About 1.5 million Europeans have had a professional qualification recognised in another Member State since "
    "2016.",
)


def _ecl() -> str:
    e = ECL
    return (
        _head("Commission proposes simpler recognition of professional qualifications - European Commission", "en",
              '<meta property="og:type" content="article"><meta name="description" content="Proposal adopted">')
        + "<body><div class='cck_banner' id='cookie-consent-banner'><p>This site uses cookies to offer you a better "
        "browsing experience. Find out more on how we use cookies.</p><a href='#'>Accept all cookies</a><a "
        "href='#'>Accept only essential cookies</a></div><header class='ecl-site-header' data-ecl-auto-init="
        "'SiteHeader'><div class='ecl-site-header__header'><a class='ecl-link ecl-site-header__logo-link' "
        "href='/'><img class='ecl-site-header__logo-image' alt='European Commission logo'></a><div class='ecl-site-"
        "header__action'><div class='ecl-site-header__language'><a class='ecl-button ecl-site-header__language-"
        "selector' href='#'><span class='ecl-site-header__language-code'>en</span>English</a></div><form "
        "class='ecl-search-form' role='search'><label class='ecl-form-label'>Search</label><input class='ecl-text-"
        "input'><button class='ecl-button'>Search</button></form></div></div><nav class='ecl-menu' aria-label="
        "'Main navigation'><ul class='ecl-menu__list'><li class='ecl-menu__item'><a class='ecl-menu__link' href="
        "'/about'>About the Commission</a></li><li class='ecl-menu__item'><a class='ecl-menu__link' href='/"
        "business'>Business, Economy, Euro</a></li><li class='ecl-menu__item'><a class='ecl-menu__link' href='/"
        "live-work-travel'>Live, work, travel in the EU</a></li></ul></nav></header><div class='ecl-page-header'>"
        "<nav class='ecl-breadcrumb' aria-label='You are here:'><ol class='ecl-breadcrumb__container'><li "
        "class='ecl-breadcrumb__segment'><a class='ecl-breadcrumb__link' href='/'>Home</a></li><li class='ecl-"
        "breadcrumb__segment'><a class='ecl-breadcrumb__link' href='/news'>Press corner</a></li></ol></nav><div "
        "class='ecl-page-header__info'><ul class='ecl-page-header__meta'><li class='ecl-page-header__meta-item'>"
        "Press release</li><li class='ecl-page-header__meta-item'>14 October 2026</li><li class='ecl-page-header__"
        "meta-item'>Brussels</li></ul><h1 class='ecl-page-header__title'>Commission proposes simpler recognition "
        "of professional qualifications</h1></div></div><main class='ecl-u-pb-xl' id='main-content'><div "
        "class='ecl-container'><div class='ecl-row'><div class='ecl-col-m-9'><article class='ecl'><div class="
        f"'ecl-paragraph ecl-paragraph--l'><p>{e[0]}</p></div><h2 class='ecl-u-type-heading-2'>{e[1]}</h2><ul "
        f"class='ecl-unordered-list'><li class='ecl-unordered-list__item'>{e[2]}</li><li class='ecl-unordered-"
        f"list__item'>{e[3]}</li></ul><h2 class='ecl-u-type-heading-2'>{e[4]}</h2><p>{e[5]}</p><h2 "
        f"class='ecl-u-type-heading-2'>{e[6]}</h2><p>{e[7]}</p></article><div class='ecl-social-media-share'><p "
        "class='ecl-social-media-share__description'>Share this page</p><ul class='ecl-social-media-share__list'>"
        "<li><a class='ecl-link' href='#'>Facebook</a></li><li><a class='ecl-link' href='#'>LinkedIn</a></li></ul>"
        "</div></div><aside class='ecl-col-m-3'><h2 class='ecl-u-type-heading-5'>Press contacts</h2><ul><li>Anna "
        "Lindqvist</li><li>+32 2 295 00 00</li></ul></aside></div></div><div class='ecl-u-bg-grey-5'><div "
        "class='ecl-container'><h2>Did you find what you were looking for?</h2><button class='ecl-button'>Yes"
        "</button><button class='ecl-button'>No</button></div></div></main><footer class='ecl-site-footer'><div "
        "class='ecl-site-footer__section'><a href='/contact'>Contact the European Commission</a><a href='/social'>"
        "Follow the European Commission on social media</a><a href='/legal'>Legal notice</a><a href='/cookies'>"
        "Cookies policy</a></div></footer></body></html>")


PAGES["ecl-press"] = NewsPage(
    _ecl(), "https://commission.europa.eu/news/commission-proposes-simpler-recognition-2026-10-14_en", ECL,
    ("This site uses cookies", "About the Commission", "Press corner", "Share this page", "Did you find what",
     "Legal notice", "Follow the European Commission"))

# --- a federal court's press release (bundesgerichtshof.de on the Government Site Builder): number, Vorinstanzen,
# the place and day at its close, the statutes it quotes ---------------------------------------------------------

BGH = (
    "Bundesgerichtshof zur Haftung des Vermieters bei Schimmelbildung",
    "Urteil vom 9. Oktober 2026 - VIII ZR 112/25",
    "Der unter anderem für das Wohnraummietrecht zuständige VIII. Zivilsenat des Bundesgerichtshofs hat heute "
    "entschieden, dass ein Mieter die Miete auch dann mindern darf, wenn die Schimmelbildung auf eine "
    "bauzeittypische Wärmebrücke zurückgeht.",
    "Sachverhalt und Prozessverlauf:",
    "Die Klägerin ist seit dem Jahr 2009 Mieterin einer Wohnung der Beklagten in Hamburg. Im Winter 2022 zeigte "
    "sich in zwei Zimmern Schimmel an den Außenwänden.",
    "Die Entscheidung des Bundesgerichtshofs:",
    "Der Bundesgerichtshof hat die Revision der Beklagten zurückgewiesen.",
    "Vorinstanzen:",
    "Amtsgericht Hamburg-Altona - Urteil vom 3. März 2024 - 316 C 201/23",
    "Landgericht Hamburg - Urteil vom 12. April 2025 - 307 S 44/24",
    "Die maßgeblichen Vorschriften lauten:",
    "§ 536 BGB Mietminderung bei Sach- und Rechtsmängeln",
    "(1) Hat die Mietsache zur Zeit der Überlassung an den Mieter einen Mangel, der ihre Tauglichkeit zum "
    "vertragsgemäßen Gebrauch aufhebt, so ist der Mieter für die Zeit, in der die Tauglichkeit aufgehoben ist, von "
    "der Entrichtung der Miete befreit.",
    "Karlsruhe, den 9. Oktober 2026",
    "Pressestelle des Bundesgerichtshofs 76125 Karlsruhe",
)


def _bgh() -> str:
    b = BGH
    return (
        _head("Bundesgerichtshof - Pressemitteilung Nr. 187/2026", "de",
              '<meta name="generator" content="Government Site Builder">')
        + "<body><div id='wrapperOuter'><a class='skiplink' href='#main'>Direkt zum Inhalt</a><div id='header'>"
        "<div class='service'><ul><li><a href='/DE/Service/Gebaerdensprache'>Gebärdensprache</a></li><li><a "
        "href='/DE/Service/LeichteSprache'>Leichte Sprache</a></li><li class='language'><a href='/EN/'>English</a>"
        "</li></ul></div><div class='navMain'><ul><li><a href='/DE/DasGericht'>Das Gericht</a></li><li><a "
        "href='/DE/Presse'>Presse</a></li><li><a href='/DE/Entscheidungen'>Entscheidungen</a></li></ul></div>"
        "</div><div class='navBreadcrumbs'><p>Sie sind hier:</p><ol><li><a href='/DE/Home'>Startseite</a></li><li>"
        "<a href='/DE/Presse/Pressemitteilungen'>Pressemitteilungen</a></li><li>Pressemitteilung Nr. 187/2026</li>"
        "</ol></div><div id='main'><div class='article'><p class='date'>Ausgabejahr 2026<br>Erscheinungsdatum "
        "09.10.2026</p><p class='subheadline'>Pressemitteilung Nr. 187/2026</p>"
        f"<h1 class='isFirstInSlot'>{b[0]}</h1><p><strong>{b[1]}</strong></p><p>{b[2]}</p><p><strong>{b[3]}"
        f"</strong></p><p>{b[4]}</p><p><strong>{b[5]}</strong></p><p>{b[6]}</p><p><strong>{b[7]}</strong></p>"
        f"<p>{b[8]}</p><p>{b[9]}</p><p>{b[10]}</p><p>{b[11]}</p><p>{b[12]}</p><p>{b[13]}</p><p>"
        + b[14].replace(" 7", "<br>7") + "</p><div class='sectionRelated'><h2>Weitere Informationen</h2><ul><li><a href='/DE/Presse/Termine'>"
        "Terminvorschau</a></li></ul></div><div class='shariff'><h2>Seite teilen</h2><ul><li><a href='#'>Mastodon"
        "</a></li><li><a href='#'>E-Mail</a></li></ul></div><p class='navToTop'><a href='#wrapperOuter'>Zum "
        "Seitenanfang</a></p></div></div><div id='footer'><ul><li><a href='/DE/Service/Impressum'>Impressum</a>"
        "</li><li><a href='/DE/Service/Datenschutz'>Datenschutz</a></li><li><a href='/DE/Service/Barrierefreiheit'>"
        "Erklärung zur Barrierefreiheit</a></li></ul></div></div></body></html>")


PAGES["bgh-press"] = NewsPage(
    _bgh(), "https://www.bundesgerichtshof.de/SharedDocs/Pressemitteilungen/DE/2026/2026187.html", BGH,
    ("Direkt zum Inhalt", "Gebärdensprache", "Sie sind hier", "Seite teilen", "Zum Seitenanfang", "Mastodon",
     "Erklärung zur Barrierefreiheit", "Terminvorschau"))

# --- a police press release on a press portal (presseportal.de's blaulicht pages) --------------------------------

POLIZEI = (
    "POL-KA: (KA) Ettlingen - Einbruch in Einfamilienhaus - Zeugen gesucht",
    "Karlsruhe (ots)",
    "Unbekannte Täter sind am Dienstagnachmittag zwischen 14:00 Uhr und 18:30 Uhr in ein Einfamilienhaus in der "
    "Schöllbronner Straße in Ettlingen eingebrochen.",
    "Die Einbrecher hebelten die Terrassentür auf und durchsuchten sämtliche Räume. Sie entwendeten Schmuck und "
    "Bargeld im Wert von mehreren tausend Euro.",
    "Zeugen, die im genannten Zeitraum verdächtige Personen oder Fahrzeuge beobachtet haben, werden gebeten, sich "
    "mit dem Polizeirevier Ettlingen unter der Telefonnummer 07243 3200-0 in Verbindung zu setzen.",
    "Rückfragen bitte an:",
)


def _polizei() -> str:
    p = POLIZEI
    return (
        _head("POL-KA: (KA) Ettlingen - Einbruch in Einfamilienhaus - Zeugen gesucht | Presseportal", "de",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-03T10:41:00+01:00">')
        + "<body>" + _COOKIE_DE + "<header class='header'><a class='logo' href='/'>presseportal</a><nav "
        "class='main-nav'><a href='/blaulicht'>Blaulicht</a><a href='/wirtschaft'>Wirtschaft</a><a href='/"
        "newsroom'>Newsroom</a><a href='/login'>Login</a></nav></header><main><div class='story-header'><p "
        "class='date'>03.11.2026 – 10:41</p><p class='customer'><a href='/blaulicht/nr/110972'>Polizeipräsidium "
        "Karlsruhe</a></p><div class='follow'><a href='#'>Folgen</a><a href='#'>Keine Meldung mehr verpassen."
        f"</a></div></div><article class='story'><h1>{p[0]}</h1><p>{p[1]}</p><p>{p[2]}</p><p>{p[3]}</p><p>"
        f"{p[4]}</p><p class='contact'>{p[5]}<br><br>Polizeipräsidium Karlsruhe<br>Pressestelle<br>Telefon: 0721 666-1111<br>E-Mail: "
        "karlsruhe.pp.stab.oe@polizei.bwl.de<br>https://ppkarlsruhe.polizei-bw.de/</p><p class='originator'>"
        "Original-Content von: Polizeipräsidium Karlsruhe, übermittelt durch news aktuell</p></article><div "
        "class='share'><span>Teilen</span><a href='#'>Facebook</a><a href='#'>X</a><a href='#'>WhatsApp</a>"
        "</div><section class='more-stories'><h2>Weitere Meldungen: Polizeipräsidium Karlsruhe</h2><ul><li><a "
        "href='/blaulicht/pm/110972/1'>POL-KA: (KA) Bruchsal - Verkehrsunfall mit drei Verletzten</a></li><li><a "
        "href='/blaulicht/pm/110972/2'>POL-KA: (KA) Karlsruhe - Fahrraddiebe festgenommen</a></li></ul></section>"
        "</main><footer><a href='/impressum'>Impressum</a><a href='/agb'>AGB</a><a href='/datenschutz'>"
        "Datenschutz</a></footer></body></html>")


PAGES["presseportal-polizei"] = NewsPage(
    _polizei(), "https://www.presseportal.de/blaulicht/pm/110972/6150321", POLIZEI,
    ("Wir verwenden Cookies", "Blaulicht", "Keine Meldung mehr verpassen", "Verkehrsunfall mit drei Verletzten",
     "WhatsApp", "Original-Content von"))

# --- a Bundesministerium's press release (bundesregierung design: "Inhalt", "Seite teilen", "Zum Seitenanfang") ---

BMI = (
    "Neues Förderprogramm für den Katastrophenschutz in den Kommunen",
    "Das Bundesministerium stellt in den kommenden vier Jahren insgesamt 250 Millionen Euro für Sirenen, "
    "Notstromaggregate und Warnsysteme in Städten und Gemeinden bereit.",
    "Die Bundesministerin erklärte: „Wenn der Strom ausfällt oder das Wasser steigt, muss jede Gemeinde ihre "
    "Bürgerinnen und Bürger warnen können.“",
    "Gefördert werden insbesondere:",
    "der Neubau und die Modernisierung von Sirenen,",
    "Notstromaggregate für Feuerwehrhäuser und Rathäuser,",
    "digitale Lagebilder für die Leitstellen der Kreise.",
    "Anträge können ab dem 1. Februar 2027 über die Länder gestellt werden.",
)


def _bmi() -> str:
    m = BMI
    return (
        _head("BMI - Pressemitteilungen - Neues Förderprogramm für den Katastrophenschutz in den Kommunen", "de",
              '<meta name="generator" content="Government Site Builder">')
        + "<body><nav class='skip'><ul><li><a href='#main'>Zum Inhalt springen</a></li><li><a href='#nav'>Zur "
        "Hauptnavigation springen</a></li></ul></nav><header class='c-header'><a class='c-header__logo' href='/'>"
        "Bundesministerium des Innern und für Heimat</a><ul class='c-header__meta'><li><a href='/DE/service/"
        "leichte-sprache'>Leichte Sprache</a></li><li><a href='/DE/service/gebaerdensprache'>Gebärdensprache</a>"
        "</li><li class='c-lang-switch'><a href='/EN/'>EN</a></li></ul><nav id='nav' class='c-nav'><ul><li><a "
        "href='/DE/themen'>Themen</a></li><li><a href='/DE/ministerium'>Ministerium</a></li><li><a href='/DE/"
        "presse'>Presse</a></li></ul></nav></header><div class='c-breadcrumb'><ol><li><a href='/DE/startseite'>"
        "Startseite</a></li><li><a href='/DE/presse'>Presse</a></li><li>Pressemitteilungen</li></ol></div><main "
        "id='main'><div class='c-toc'><h2>Inhalt</h2><ul><li><a href='#doc1'>Förderung</a></li></ul></div>"
        "<article class='c-article'><div class='c-article__header'><p class='c-article__kicker'>Pressemitteilung"
        f"</p><h1>{m[0]}</h1><p class='c-article__date'>Erscheinungsdatum 27.11.2026</p></div><div class='c-"
        f"richtext'><p class='c-lead'>{m[1]}</p><p>{m[2]}</p><p>{m[3]}</p><ul><li>{m[4]}</li><li>{m[5]}</li>"
        f"<li>{m[6]}</li></ul><p>{m[7]}</p></div><div class='c-related'><h2>Weitere Informationen</h2><ul><li><a "
        "href='/DE/themen/bevoelkerungsschutz'>Bevölkerungsschutz</a></li><li><a href='/DE/themen/warnung'>Warnung"
        " der Bevölkerung</a></li></ul></div><div class='c-share'><h2>Seite teilen</h2><ul><li><a href='#'>"
        "Mastodon</a></li><li><a href='#'>Threads</a></li><li><a href='#'>E-Mail</a></li></ul></div></article>"
        "<p class='c-totop'><a href='#top'>Zum Seitenanfang</a></p></main><footer class='c-footer'><ul><li><a "
        "href='/DE/service/impressum'>Impressum</a></li><li><a href='/DE/service/datenschutz'>Datenschutz</a></li>"
        "<li><a href='/DE/service/barrierefreiheit'>Barrierefreiheit</a></li></ul></footer></body></html>")


PAGES["bundesministerium-press"] = NewsPage(
    _bmi(), "https://www.bmi.bund.de/SharedDocs/pressemitteilungen/DE/2026/11/foerderprogramm-katastrophenschutz"
    ".html", BMI,
    ("Zum Inhalt springen", "Leichte Sprache", "Themen", "Seite teilen", "Zum Seitenanfang", "Mastodon",
     "Warnung der Bevölkerung", "Impressum"))

# --- a WHO fact sheet (who.int on Sitefinity: sf-content-block, "Key facts", an FAQ-like list of sections) ---------

WHO = (
    "Key facts",
    "Dengue is a viral infection transmitted to humans through the bite of infected mosquitoes.",
    "About half of the world's population is now at risk of dengue, with an estimated 100 to 400 million infections "
    "occurring each year.",
    "Overview",
    "Dengue is found in tropical and sub-tropical climates worldwide, mostly in urban and semi-urban areas.",
    "Symptoms",
    "Most people with dengue have mild or no symptoms and will get better in one to two weeks. Rarely, dengue can be "
    "severe and lead to death.",
    "WHO response",
    "WHO supports countries to confirm outbreaks through its collaborating network of laboratories.",
)


def _who() -> str:
    w = WHO
    return (
        _head("Dengue and severe dengue", "en", '<meta property="og:type" content="article">')
        + "<body><div id='onetrust-banner-sdk'><p id='onetrust-policy-text'>We use cookies to enhance your browsing "
        "experience.</p><button id='onetrust-accept-btn-handler'>Accept All Cookies</button></div><header "
        "class='sf-header'><nav class='navbar'><a href='/health-topics'>Health Topics</a><a href='/countries'>"
        "Countries</a><a href='/news-room'>Newsroom</a><a href='/emergencies'>Emergencies</a></nav><ul "
        "class='language-selector'><li><a href='/ar/'>العربية</a></li><li><a href='/zh/'>中文</a></li><li><a "
        "href='/fr/'>Français</a></li><li><a href='/ru/'>Русский</a></li><li><a href='/es/'>Español</a></li></ul>"
        "</header><main><div class='sf-breadcrumb'><a href='/'>Home</a> / <a href='/news-room'>Newsroom</a> / "
        "<a href='/news-room/fact-sheets'>Fact sheets</a> / <span>Detail</span></div><section class='content'>"
        "<div class='sf-item-header-wrapper'><h1>Dengue and severe dengue</h1><div class='date'><span "
        "class='timestamp'>23 April 2026</span></div></div><article class='sf-detail-body-wrapper'><div "
        f"class='sf-content-block'><h2>{w[0]}</h2><ul><li>{w[1]}</li><li>{w[2]}</li></ul><h2>{w[3]}</h2><p>"
        f"{w[4]}</p><h2>{w[5]}</h2><p>{w[6]}</p><h2>{w[7]}</h2><p>{w[8]}</p></div></article></section><div "
        "class='related-links'><h3>Related</h3><ul><li><a href='/health-topics/dengue'>Dengue health topic</a>"
        "</li><li><a href='/news-room/fact-sheets/detail/malaria'>Malaria fact sheet</a></li></ul></div></main>"
        "<footer><a href='/about/policies/privacy'>Privacy policy</a><a href='/about/policies/terms'>Terms of use"
        "</a><p>© 2026 WHO</p></footer></body></html>")


PAGES["who-factsheet"] = NewsPage(
    _who(), "https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue", WHO,
    ("We use cookies", "Health Topics", "Français", "Fact sheets", "Malaria fact sheet", "Privacy policy"))

# --- admin.ch (the federal administration's CD Bund: mod-*, "Dernière modification") in French ---------------------

ADMIN = (
    "Le Conseil fédéral renforce la protection contre les cyberattaques",
    "Lors de sa séance du 20 novembre 2026, le Conseil fédéral a adopté le message concernant la modification de la "
    "loi sur la sécurité de l'information.",
    "Les exploitants d'infrastructures critiques devront désormais signaler les cyberattaques à l'Office fédéral de "
    "la cybersécurité dans les 24 heures.",
    "Les obligations en bref",
    "L'obligation de signaler s'applique notamment aux hôpitaux, aux fournisseurs d'énergie et aux entreprises de "
    "transport.",
    "Les infractions pourront être sanctionnées d'une amende allant jusqu'à 100 000 francs.",
)


def _admin() -> str:
    a = ADMIN
    return (
        _head("Le Conseil fédéral renforce la protection contre les cyberattaques", "fr",
              '<meta name="dcterms.created" content="2026-11-20">')
        + "<body><div id='main-wrapper'><header><div class='mod mod-lang'><ul><li><a href='/de/'>DE</a></li><li "
        "class='active'>FR</li><li><a href='/it/'>IT</a></li><li><a href='/rm/'>RM</a></li><li><a href='/en/'>EN"
        "</a></li></ul></div><div class='mod mod-logo'><a href='/fr/'>Le Conseil fédéral</a></div><nav "
        "class='mod mod-mainnavigation'><ul><li><a href='/fr/documentation'>Documentation</a></li><li><a href="
        "'/fr/le-conseil-federal'>Le Conseil fédéral</a></li><li><a href='/fr/departements'>Départements</a></li>"
        "</ul></nav></header><div class='mod mod-breadcrumb'><ol><li><a href='/fr/'>Page d'accueil</a></li><li><a "
        "href='/fr/documentation/communiques'>Communiqués</a></li></ol></div><div id='content' class='container'>"
        "<div class='mod mod-headline'><p class='mod-news-date'>Berne, 20.11.2026 - </p><h1>" + a[0] + "</h1></div>"
        f"<div class='mod mod-text'><p class='lead'>{a[1]}</p><p>{a[2]}</p><h2>{a[3]}</h2><p>{a[4]}</p><p>{a[5]}"
        "</p></div><div class='mod mod-contact'><h2>Adresse pour l'envoi de questions</h2><p>Service de "
        "communication DDPS, Berne</p></div><div class='mod mod-publisher'><h2>Auteur</h2><p>Le Conseil fédéral"
        "</p></div><div class='mod mod-share'><span>Partager</span><a href='#'>LinkedIn</a><a href='#'>E-mail</a>"
        "</div><p class='mod mod-lastupdate'>Dernière modification 20.11.2026</p><a class='mod mod-backtotop' "
        "href='#main-wrapper'>Début de la page</a></div><footer><ul><li><a href='/fr/mentions-legales'>Informations "
        "juridiques</a></li><li><a href='/fr/contact'>Contact</a></li></ul></footer></div></body></html>")


PAGES["admin-ch-fr"] = NewsPage(
    _admin(), "https://www.admin.ch/gov/fr/accueil/documentation/communiques.msg-id-104211.html", ADMIN,
    ("Départements", "Page d'accueil", "Partager", "Dernière modification", "Début de la page",
     "Informations juridiques"))

# --- oesterreich.gv.at (the Austrian citizens' service): a service page with a table and an FAQ --------------------

OESTERREICH = (
    "Reisepass – Antrag",
    "Österreichische Staatsbürgerinnen und Staatsbürger können einen Reisepass bei jeder Passbehörde in Österreich "
    "beantragen.",
    "Voraussetzungen",
    "Die Antragstellerin oder der Antragsteller muss persönlich erscheinen, da die Fingerabdrücke abgenommen werden.",
    "Kosten",
    "Reisepass für Erwachsene",
    "112 Euro",
    "Reisepass für Kinder bis zum vollendeten zwölften Lebensjahr",
    "30 Euro",
    "Häufig gestellte Fragen",
    "Wie lange dauert die Ausstellung?",
    "Der Reisepass wird in der Regel innerhalb von fünf Werktagen per Post zugestellt.",
)


def _oesterreich() -> str:
    o = OESTERREICH
    return (
        _head("Reisepass – Antrag - oesterreich.gv.at", "de-AT")
        + "<body><a class='skip' href='#content'>Zum Inhalt</a><header class='site-header'><a href='/'>"
        "oesterreich.gv.at</a><nav><ul><li><a href='/themen'>Themen</a></li><li><a href='/services'>Services</a>"
        "</li><li><a href='/ueber-oesterreichgvat'>Über oesterreich.gv.at</a></li></ul></nav><a href='/en/'>"
        "English</a><a class='login' href='/login'>Anmelden mit ID Austria</a></header><nav class='breadcrumb'>"
        "<ol><li><a href='/'>Startseite</a></li><li><a href='/themen/leben_in_oesterreich'>Leben in Österreich"
        f"</a></li><li>Reisepass</li></ol></nav><main id='content'><h1>{o[0]}</h1><p>{o[1]}</p><h2>{o[2]}</h2>"
        f"<p>{o[3]}</p><h2>{o[4]}</h2><table class='table'><tbody><tr><td>{o[5]}</td><td>{o[6]}</td></tr><tr><td>"
        f"{o[7]}</td><td>{o[8]}</td></tr></tbody></table><h2>{o[9]}</h2><details><summary>{o[10]}</summary><p>"
        f"{o[11]}</p></details><p class='stand'>Letzte Aktualisierung: 1. Jänner 2026</p><p class='responsible'>"
        "Für den Inhalt verantwortlich: oesterreich.gv.at-Redaktion</p><div class='feedback'><h2>War diese Seite "
        "hilfreich?</h2><button>Ja</button><button>Nein</button></div></main><footer><a href='/impressum'>"
        "Impressum</a><a href='/barrierefreiheit'>Barrierefreiheit</a></footer></body></html>")


PAGES["oesterreich-gv-at"] = NewsPage(
    _oesterreich(), "https://www.oesterreich.gv.at/themen/dokumente_und_recht/reisepass/Seite.020100.html",
    OESTERREICH,
    ("Zum Inhalt", "Anmelden mit ID Austria", "Leben in Österreich", "War diese Seite", "Impressum"))

# --- canada.ca (Web Experience Toolkit, wb-*, gc-*) in French: "Date de modification", "Signaler un problème" ----

CANADA = (
    "Prestation canadienne pour les personnes handicapées : Êtes-vous admissible",
    "Pour être admissible à la prestation, vous devez être âgé de 18 à 64 ans et être résident du Canada aux fins "
    "de l'impôt.",
    "Vous devez aussi avoir un certificat approuvé pour le crédit d'impôt pour personnes handicapées.",
    "Si vous êtes marié ou conjoint de fait, votre époux ou conjoint doit également avoir produit sa déclaration de "
    "revenus.",
)


def _canada() -> str:
    c = CANADA
    return (
        _head("Prestation canadienne pour les personnes handicapées : Êtes-vous admissible - Canada.ca", "fr",
              '<meta name="dcterms.modified" content="2026-09-15">')
        + "<body vocab='http://schema.org/' typeof='WebPage'><nav><ul id='wb-tphp'><li class='wb-slc'><a "
        "class='wb-sl' href='#wb-cont'>Passer au contenu principal</a></li><li class='wb-slc'><a class='wb-sl' "
        "href='#wb-info'>Passer à « Au sujet du gouvernement »</a></li></ul></nav><header><div id='wb-bnr' "
        "class='container'><section id='wb-lng'><h2 class='wb-inv'>Sélection de la langue</h2><ul><li><a lang='en' "
        "href='/en/services/benefits/disability.html'>English</a></li></ul></section><div class='brand'><a "
        "href='/fr.html'>Gouvernement du Canada</a></div><section id='wb-srch'><h2>Recherche</h2><form><label>"
        "Rechercher dans Canada.ca</label><input></form></section></div><nav class='gcweb-menu'><h2 "
        "class='wb-inv'>Menu</h2><ul><li><a href='/fr/services/emplois.html'>Emplois</a></li><li><a href='/fr/"
        "services/immigration.html'>Immigration et citoyenneté</a></li></ul></nav><nav id='wb-bc'><h2 "
        "class='wb-inv'>Vous êtes ici :</h2><ol class='breadcrumb'><li><a href='/fr.html'>Canada.ca</a></li><li><a "
        "href='/fr/services/prestations.html'>Prestations</a></li></ol></nav></header><main property='mainContentOf"
        f"Page' class='container'><h1 property='name' id='wb-cont'>{c[0]}</h1><p>{c[1]}</p><p>{c[2]}</p><p>{c[3]}"
        "</p><section class='pagedetails'><h2 class='wb-inv'>Détails de la page</h2><div class='gc-pft'><p>Signaler "
        "un problème sur cette page</p></div><dl id='wb-dtmd'><dt>Date de modification :</dt><dd><time "
        "property='dateModified'>2026-09-15</time></dd></dl></section></main><footer id='wb-info'><h2 "
        "class='wb-inv'>Au sujet de ce site</h2><div class='gc-main-footer'><ul><li><a href='/fr/contact.html'>"
        "Tous les contacts</a></li><li><a href='/fr/gouvernement/min.html'>Ministères et organismes</a></li></ul>"
        "</div></footer></body></html>")


PAGES["canada-ca-fr"] = NewsPage(
    _canada(), "https://www.canada.ca/fr/services/prestations/handicap/prestation-canadienne-personnes-"
    "handicapees/admissibilite.html", CANADA,
    ("Passer au contenu", "Immigration et citoyenneté", "Vous êtes ici", "Signaler un problème",
     "Date de modification", "Ministères et organismes"))

# --- a hospital's patient information (a university hospital on a Drupal theme: accordion of questions) -----------

KLINIK = (
    "Ihr Aufenthalt in der Klinik für Kardiologie",
    "Vor der Herzkatheteruntersuchung führen wir mit Ihnen ein ausführliches Aufklärungsgespräch und nehmen Blut ab.",
    "Was muss ich mitbringen?",
    "Bitte bringen Sie Ihre Versichertenkarte, den Einweisungsschein Ihrer Hausärztin und eine aktuelle Liste Ihrer "
    "Medikamente mit.",
    "Darf ich vor der Untersuchung essen?",
    "Am Morgen der Untersuchung bleiben Sie bitte nüchtern. Wasser dürfen Sie bis zwei Stunden vorher trinken.",
    "Besuchszeiten",
    "Besuch ist täglich von 14 bis 19 Uhr möglich, auf der Intensivstation nach Absprache mit dem Pflegeteam.",
)


def _klinik() -> str:
    k = KLINIK
    return (
        _head("Patienteninformation Herzkatheter | Universitätsklinikum", "de")
        + "<body>" + _COOKIE_DE + "<header class='region-header'><div class='service-nav'><a href='/notfall'>"
        "Notfall</a><a href='/karriere'>Karriere</a><a href='/en'>EN</a></div><nav class='main-menu'><a href='/"
        "kliniken'>Kliniken und Institute</a><a href='/patienten'>Patienten und Besucher</a><a href='/forschung'>"
        "Forschung</a></nav></header><div class='breadcrumb'><a href='/'>Startseite</a> › <a href='/kliniken'>"
        "Kliniken</a> › <span>Kardiologie</span></div><main class='main-content'><article class='node node--type-"
        f"page'><h1 class='page-title'>{k[0]}</h1><div class='field field--name-body'><p>{k[1]}</p></div><div "
        "class='paragraph paragraph--type--accordion'><div class='accordion-item'><h3 class='accordion-header'>"
        f"<button class='accordion-button' aria-expanded='false'>{k[2]}</button></h3><div class='accordion-"
        f"collapse collapse'><div class='accordion-body'><p>{k[3]}</p></div></div></div><div class='accordion-"
        f"item'><h3 class='accordion-header'><button class='accordion-button' aria-expanded='false'>{k[4]}"
        f"</button></h3><div class='accordion-collapse collapse'><div class='accordion-body'><p>{k[5]}</p></div>"
        f"</div></div></div><h2>{k[6]}</h2><p>{k[7]}</p></article><aside class='contact-box'><h2>Kontakt</h2><p>"
        "Sekretariat Kardiologie<br>Telefon 0761 270-00000</p></aside><div class='page-feedback'><p>War diese "
        "Seite hilfreich?</p><button>Ja</button><button>Nein</button></div></main><footer><a href='/impressum'>"
        "Impressum</a><a href='/datenschutz'>Datenschutz</a></footer></body></html>")


PAGES["klinik-patienteninfo"] = NewsPage(
    _klinik(), "https://www.uniklinik-freiburg.example.de/kardiologie/patienteninformation-herzkatheter.html",
    KLINIK, ("Wir verwenden Cookies", "Kliniken und Institute", "Patienten und Besucher", "War diese Seite",
             "Impressum"))

# --- a school's homepage on Joomla 4 (Cassiopeia): a news item of the Schulleitung ---------------------------------

SCHULE = (
    "Projektwoche „Wasser ist Leben“ ein voller Erfolg",
    "In der letzten Woche vor den Herbstferien haben sich alle Klassen der Jahrgangsstufen 5 bis 7 mit dem Thema "
    "Wasser beschäftigt.",
    "Die Klasse 6b hat den Bach hinter dem Sportplatz untersucht und dabei Bachflohkrebse und Köcherfliegenlarven "
    "gefunden.",
    "Zum Abschluss präsentierten die Schülerinnen und Schüler ihre Ergebnisse am Freitag in der Aula vor den Eltern.",
    "Ein herzliches Dankeschön an den Förderverein, der die Exkursionen finanziert hat!",
)


def _schule() -> str:
    s = SCHULE
    return (
        _head("Projektwoche „Wasser ist Leben“ ein voller Erfolg - Gesamtschule am Auetal", "de-de",
              '<meta name="generator" content="Joomla! - Open Source Content Management">')
        + "<body class='site com_content wrapper-static view-article layout-blog'><header class='header "
        "container-header full-width'><div class='grid-child'><div class='navbar-brand'><a class='brand-logo' "
        "href='/'><span>Gesamtschule am Auetal</span></a></div></div><div class='grid-child container-nav'><ul "
        "class='mod-menu mod-list nav'><li class='nav-item'><a href='/schule'>Unsere Schule</a></li><li "
        "class='nav-item'><a href='/termine'>Termine</a></li><li class='nav-item'><a href='/iserv'>IServ-Login</a>"
        "</li><li class='nav-item'><a href='/vertretungsplan'>Vertretungsplan</a></li></ul></div></header><div "
        "class='site-grid'><div class='grid-child container-component'><nav class='mod-breadcrumbs__wrapper'><ol "
        "class='mod-breadcrumbs breadcrumb'><li>Aktuelle Seite: &nbsp;</li><li class='breadcrumb-item'><a "
        "href='/'>Startseite</a></li><li class='breadcrumb-item'><a href='/aktuelles'>Aktuelles</a></li></ol>"
        "</nav><main><div class='com-content-article item-page' itemscope itemtype='https://schema.org/Article'>"
        f"<div class='page-header'><h2 itemprop='headline'>{s[0]}</h2></div><dl class='article-info text-muted'>"
        "<dt class='article-info-term'>Details</dt><dd class='createdby' itemprop='author'>Geschrieben von: <span "
        "itemprop='name'>Schulleitung</span></dd><dd class='published'><time datetime='2026-10-24T09:12:00+02:00' "
        "itemprop='datePublished'>Veröffentlicht: 24. Oktober 2026</time></dd><dd class='hits'>Zugriffe: 412</dd>"
        f"</dl><div itemprop='articleBody' class='com-content-article__body'><p>{s[1]}</p><p>{s[2]}</p><p>{s[3]}"
        f"</p><p>{s[4]}</p></div><nav class='pagenavigation'><span class='pagination ms-0'><a class='btn "
        "btn-sm btn-secondary previous' href='/aktuelles/laufabzeichen'>Zurück</a><a class='btn btn-sm "
        "btn-secondary next' href='/aktuelles/elternabend'>Weiter</a></span></nav></div></main></div><div "
        "class='grid-child container-sidebar-right'><div class='sidebar-right card'><h3 class='card-header'>"
        "Nächste Termine</h3><ul><li>04.11. Elternsprechtag</li><li>11.11. Martinsumzug</li></ul></div></div></div>"
        "<footer class='container-footer footer full-width'><p>© 2026 Gesamtschule am Auetal</p><a href='/"
        "impressum'>Impressum</a></footer></body></html>")


PAGES["schule-joomla"] = NewsPage(
    _schule(), "https://www.gesamtschule-auetal.example.de/aktuelles/projektwoche-wasser", SCHULE,
    ("Unsere Schule", "IServ-Login", "Aktuelle Seite", "Zugriffe", "Zurück", "Elternsprechtag", "Impressum"))

# --- an NGO's campaign page in Italian (petition form and donation box beside the campaign's text) ----------------

ONG = (
    "Fermiamo la plastica nei nostri mari",
    "Ogni anno otto milioni di tonnellate di plastica finiscono negli oceani e mettono in pericolo tartarughe, "
    "uccelli marini e cetacei.",
    "Nel Mediterraneo la concentrazione di microplastiche è tra le più alte del mondo.",
    "Cosa chiediamo al governo",
    "Chiediamo una legge che vieti gli imballaggi monouso superflui entro il 2030.",
    "Chiediamo sistemi di deposito su cauzione per tutte le bottiglie.",
)


def _ong() -> str:
    o = ONG
    return (
        _head("Fermiamo la plastica nei nostri mari - Mare Pulito Italia", "it")
        + "<body><div id='iubenda-cs-banner'><p>Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie "
        "di profilazione.</p><button>Accetta</button><button>Rifiuta</button></div><header class='site-header'>"
        "<nav class='main-navigation'><a href='/chi-siamo'>Chi siamo</a><a href='/campagne'>Campagne</a><a href='/"
        "dona'>Dona ora</a></nav></header><main><section class='campaign-hero'><h1>" + o[0] + "</h1></section>"
        f"<section class='campaign-content'><div class='entry-content'><p>{o[1]}</p><p>{o[2]}</p><h2>{o[3]}</h2>"
        f"<ul><li>{o[4]}</li><li>{o[5]}</li></ul></div><div class='petition-form'><h2>Firma la petizione</h2><p "
        "class='petition-counter'>Hanno già firmato 84.312 persone. Aiutaci a raggiungere 100.000 firme!</p><form>"
        "<label>Nome</label><input><label>Email</label><input><label><input type='checkbox'> Acconsento al "
        "trattamento dei dati personali</label><button>Firma ora</button></form></div><div class='donation-box'><h2>"
        "Sostieni la nostra campagna</h2><p>Con 10 euro al mese ci aiuti a ripulire le spiagge italiane.</p><a "
        "href='/dona'>Dona ora</a></div></section><section class='share-campaign'><p>Condividi la campagna</p><a "
        "href='#'>Facebook</a><a href='#'>WhatsApp</a></section></main><footer><p>Mare Pulito Italia ETS - C.F. "
        "97123450587</p><a href='/privacy'>Privacy</a></footer></body></html>")


PAGES["ong-campagna-it"] = NewsPage(
    _ong(), "https://www.marepulito.example.it/campagne/plastica-nei-mari", ONG,
    ("Questo sito utilizza cookie", "Chi siamo", "Hanno già firmato", "Acconsento al trattamento",
     "Con 10 euro al mese", "Condividi la campagna"))

# --- a city library's opening hours (a table of days and hours, notes under it) ----------------------------------

BIBLIOTHEK = (
    "Öffnungszeiten der Stadtbibliothek",
    "Montag",
    "geschlossen",
    "Dienstag bis Freitag",
    "10:00 – 19:00 Uhr",
    "Samstag",
    "10:00 – 14:00 Uhr",
    "Die Rückgabeautomaten im Foyer sind während der gesamten Öffnungszeiten des Kulturzentrums zugänglich.",
    "Zwischen Weihnachten und Neujahr bleibt die Bibliothek geschlossen.",
)


def _bibliothek() -> str:
    b = BIBLIOTHEK
    return (
        _head("Öffnungszeiten - Stadtbibliothek Lindenau", "de")
        + "<body>" + _COOKIE_DE + "<header><nav class='navbar'><a href='/medien'>Medien</a><a href='/"
        "veranstaltungen'>Veranstaltungen</a><a href='/konto'>Mein Konto</a></nav><form class='opac-search'>"
        "<input placeholder='Katalog durchsuchen'><button>Suchen</button></form></header><main id='content'>"
        f"<h1>{b[0]}</h1><table class='contenttable'><tbody><tr><th>{b[1]}</th><td>{b[2]}</td></tr><tr><th>{b[3]}"
        f"</th><td>{b[4]}</td></tr><tr><th>{b[5]}</th><td>{b[6]}</td></tr></tbody></table><p>{b[7]}</p><p>{b[8]}"
        "</p></main><footer><div class='footer-address'>Stadtbibliothek Lindenau · Marktplatz 3</div><a "
        "href='/impressum'>Impressum</a></footer></body></html>")


PAGES["bibliothek-oeffnungszeiten"] = NewsPage(
    _bibliothek(), "https://www.stadtbibliothek-lindenau.example.de/oeffnungszeiten", BIBLIOTHEK,
    ("Wir verwenden Cookies", "Veranstaltungen", "Mein Konto", "Katalog durchsuchen", "Impressum"))

# --- a museum's exhibition page in French (dates, hall, a "Informations pratiques" block) --------------------------

MUSEE = (
    "Les couleurs du Nord. Peinture scandinave 1880-1920",
    "Du 14 mars au 28 juillet 2027",
    "Le musée présente pour la première fois en France une centaine de tableaux venus des musées d'Oslo, de "
    "Stockholm et de Copenhague.",
    "Le parcours s'ouvre sur les paysages d'hiver de Fritz Thaulow et se termine par les intérieurs lumineux de "
    "Carl Larsson.",
    "Commissariat",
    "Marie Delorme, conservatrice en chef du patrimoine, département des peintures.",
)


def _musee() -> str:
    m = MUSEE
    return (
        _head("Les couleurs du Nord. Peinture scandinave 1880-1920 | Musée des Beaux-Arts", "fr",
              '<meta property="og:type" content="website">')
        + "<body><div id='tarteaucitronRoot'><div id='tarteaucitronAlertBig'><span>Ce site utilise des cookies et "
        "vous donne le contrôle sur ceux que vous souhaitez activer</span><button>Tout accepter</button></div></div>"
        "<header><nav class='menu-principal'><a href='/visiter'>Visiter</a><a href='/expositions'>Expositions</a>"
        "<a href='/collections'>Collections</a><a href='/billetterie'>Billetterie</a></nav><ul class='lang'><li>FR"
        "</li><li><a href='/en'>EN</a></li></ul></header><main><div class='expo-header'><p class='expo-type'>"
        f"Exposition temporaire</p><h1>{m[0]}</h1><p class='expo-dates'>{m[1]}</p></div><div class='expo-body "
        f"wysiwyg'><p class='chapo'>{m[2]}</p><p>{m[3]}</p><h2>{m[4]}</h2><p>{m[5]}</p></div><aside class='infos-"
        "pratiques'><h2>Informations pratiques</h2><p>Tarif plein : 12 € · Tarif réduit : 8 €</p><a class='btn' "
        "href='/billetterie'>Réserver</a></aside><div class='partage'><span>Partager</span><a href='#'>Facebook</a>"
        "</div></main><footer><a href='/mentions-legales'>Mentions légales</a><a href='/plan-du-site'>Plan du site"
        "</a></footer></body></html>")


PAGES["musee-exposition-fr"] = NewsPage(
    _musee(), "https://www.mba.example.fr/expositions/les-couleurs-du-nord", MUSEE,
    ("Ce site utilise des cookies", "Billetterie", "Partager", "Mentions légales", "Plan du site"))

# --- a parliament's press release (the Bundestag's "hib - heute im bundestag") --------------------------------------

HIB = (
    "Anhörung zur Reform des Wahlrechts",
    "Berlin: (hib/STO) Die geplante Reform des Bundeswahlgesetzes ist bei einer öffentlichen Anhörung des "
    "Innenausschusses am Montag bei den Sachverständigen auf ein geteiltes Echo gestoßen.",
    "Ein Staatsrechtler der Universität Bonn nannte die Begrenzung der Sitzzahl verfassungsrechtlich unbedenklich.",
    "Eine Sachverständige des Vereins Mehr Demokratie kritisierte dagegen, dass Wahlkreissieger ohne Mandat bleiben "
    "könnten.",
)


def _hib() -> str:
    h = HIB
    return (
        _head("Deutscher Bundestag - Anhörung zur Reform des Wahlrechts", "de")
        + "<body><div class='bt-skip'><a href='#main'>Direkt zum Hauptinhalt springen</a></div><header class='bt-"
        "header'><nav class='bt-main-nav'><ul><li><a href='/abgeordnete'>Abgeordnete</a></li><li><a href='/"
        "parlament'>Parlament</a></li><li><a href='/ausschuesse'>Ausschüsse</a></li><li><a href='/dokumente'>"
        "Dokumente</a></li><li><a href='/mediathek'>Mediathek</a></li></ul></nav><div class='bt-language'><a "
        "href='/en'>English</a><a href='/leichte_sprache'>Leichte Sprache</a><a href='/gebaerdensprache'>"
        "Gebärdensprache</a></div></header><main id='main'><div class='bt-breadcrumb'><a href='/presse'>Presse</a>"
        " <a href='/presse/hib'>hib - heute im bundestag</a></div><article class='bt-artikel'><div class='bt-"
        "artikel__header'><p class='bt-dachzeile'>Inneres/Anhörung - 16.11.2026 (hib 812/2026)</p><h1>"
        f"{h[0]}</h1></div><div class='bt-artikel__text'><p>{h[1]}</p><p>{h[2]}</p><p>{h[3]}</p></div><div "
        "class='bt-artikel__footer'><p class='bt-marginal'>Herausgeber: Deutscher Bundestag, Parlamentsnachrichten"
        "</p></div></article><div class='bt-social'><h2>Teilen</h2><a href='#'>Mastodon</a><a href='#'>E-Mail</a>"
        "</div></main><footer class='bt-footer'><a href='/services/impressum'>Impressum</a><a href='/services/"
        "datenschutz'>Datenschutz</a></footer></body></html>")


PAGES["bundestag-hib"] = NewsPage(
    _hib(), "https://www.bundestag.de/presse/hib/kurzmeldungen-1022934", HIB,
    ("Direkt zum Hauptinhalt", "Abgeordnete", "Mediathek", "Leichte Sprache", "Mastodon", "Impressum"))

# --- a university's research news with its contact box (TYPO3 on a university's theme) ------------------------------

UNI = (
    "Bakterien als Helfer beim Abbau von Mikroplastik",
    "Ein Forschungsteam der Universität hat Bodenbakterien entdeckt, die Polyethylen in wenigen Wochen zersetzen "
    "können.",
    "Die Forscherinnen und Forscher isolierten die Stämme aus dem Boden einer ehemaligen Mülldeponie.",
    "„Wir waren überrascht, wie schnell die Bakterien die Folie angegriffen haben“, sagt die Mikrobiologin "
    "Prof. Dr. Helena Brandt.",
    "Originalpublikation",
    "Brandt, H. et al. (2026): Rapid polyethylene degradation by soil Rhodococcus strains. Nature Microbiology 11, "
    "1204–1213.",
)


def _uni() -> str:
    u = UNI
    return (
        _head("Bakterien als Helfer beim Abbau von Mikroplastik - Universität Hohenheide", "de",
              '<meta name="generator" content="TYPO3 CMS">')
        + "<body><header class='page-header'><nav class='service-nav'><a href='/studium'>Studium</a><a href='/"
        "forschung'>Forschung</a><a href='/en/'>English</a></nav></header><nav class='breadcrumb'><a href='/'>"
        "Startseite</a><a href='/presse'>Presse</a><a href='/presse/meldungen'>Pressemeldungen</a></nav><main "
        "id='content'><div class='news news-single'><div class='article'><div class='news-list-date'><time "
        f"datetime='2026-11-12'>12.11.2026</time></div><div class='header'><h1>{u[0]}</h1></div><div "
        f"class='teaser-text'><p>{u[1]}</p></div><div class='news-text-wrap'><p>{u[2]}</p><p>{u[3]}</p><h3>{u[4]}"
        f"</h3><p>{u[5]}</p></div><div class='news-contact-box'><h3>Wissenschaftlicher Kontakt</h3><p>Prof. Dr. "
        "Helena Brandt<br>Institut für Mikrobiologie<br>Tel.: +49 711 000-12345<br>E-Mail: h.brandt@uni-"
        "hohenheide.example.de</p></div><div class='news-backlink-wrap'><a href='/presse/meldungen'>Zurück zur "
        "Übersicht</a></div></div></div></main><footer><a href='/impressum'>Impressum</a></footer></body></html>")


PAGES["uni-forschung"] = NewsPage(
    _uni(), "https://www.uni-hohenheide.example.de/presse/meldungen/news/bakterien-mikroplastik", UNI,
    ("Studium", "Pressemeldungen", "Zurück zur Übersicht", "Impressum"))

# --- an Australian government page (the Australian Government Design System, au-*) ----------------------------------

AU = (
    "Apply for a Medicare card",
    "You can apply for a Medicare card if you live in Australia and are an Australian or New Zealand citizen or "
    "hold a permanent visa.",
    "What you need",
    "Your passport or travel document with your visa details.",
    "Proof of your Australian address, such as a lease or a utility bill.",
    "How long it takes",
    "Your card will arrive in the post within three weeks. You can use your Medicare number before the card "
    "arrives.",
)


def _au() -> str:
    a = AU
    return (
        _head("Apply for a Medicare card - Services Australia", "en-AU")
        + "<body><nav class='au-skip-link'><a class='au-skip-link__link' href='#content'>Skip to main content</a>"
        "</nav><header class='au-header'><a href='/'>Services Australia</a><nav class='au-main-nav'><ul "
        "class='au-link-list'><li><a href='/individuals'>Individuals</a></li><li><a href='/businesses'>Businesses"
        "</a></li><li><a href='/organisations'>Organisations</a></li></ul></nav></header><nav class='au-"
        "breadcrumbs' aria-label='breadcrumb'><ul class='au-link-list'><li><a href='/'>Home</a></li><li><a "
        f"href='/medicare'>Medicare</a></li></ul></nav><main id='content' class='au-body'><h1>{a[0]}</h1><p "
        f"class='au-introduction'>{a[1]}</p><h2>{a[2]}</h2><ul><li>{a[3]}</li><li>{a[4]}</li></ul><h2>{a[5]}</h2>"
        f"<p>{a[6]}</p><div class='page-feedback'><h2>Was this page helpful?</h2><button>Yes</button><button>No"
        "</button></div><p class='page-updated'>Page last updated: 3 November 2026</p></main><footer "
        "class='au-footer'><p>We acknowledge the Traditional Custodians of the lands we live on.</p><a href='/"
        "privacy'>Privacy</a><a href='/copyright'>Copyright</a></footer></body></html>")


PAGES["services-australia"] = NewsPage(
    _au(), "https://www.servicesaustralia.gov.au/apply-for-medicare-card", AU,
    ("Skip to main content", "Organisations", "Was this page helpful", "We acknowledge the Traditional",
     "Copyright"))

# --- the ECL's accordion of questions (ec.europa.eu's "Questions and answers": each answer ``hidden`` until its
# question is opened) ----------------------------------------------------------------------------------------------

ECL_QA = (
    "Questions and answers on the European Health Insurance Card",
    "What is the European Health Insurance Card?",
    "The card gives you access to medically necessary state-provided healthcare during a temporary stay in another "
    "EU country, Iceland, Liechtenstein, Norway or Switzerland.",
    "Does the card cover private healthcare?",
    "No. The card only covers state-provided healthcare, under the same conditions and at the same cost as people "
    "insured in that country.",
)


def _ecl_qa() -> str:
    q = ECL_QA
    item = ("<div class='ecl-accordion__item'><h3 class='ecl-accordion__title'><button type='button' class='ecl-"
            "accordion__toggle' aria-controls='{id}' aria-expanded='false'><span class='ecl-accordion__toggle-flex'>"
            "<span class='ecl-accordion__toggle-title'>{q}</span><span class='ecl-accordion__toggle-indicator'>"
            "<svg class='ecl-icon'></svg></span></span></button></h3><div class='ecl-accordion__content' "
            "hidden id='{id}' role='region'><div class='ecl'><p>{a}</p></div></div></div>")
    return (
        _head("Questions and answers on the European Health Insurance Card - European Commission", "en")
        + "<body><header class='ecl-site-header'><nav class='ecl-menu'><a class='ecl-menu__link' href='/about'>About"
        " the Commission</a><a class='ecl-menu__link' href='/strategy'>Strategy and policy</a></nav></header>"
        f"<main id='main-content'><div class='ecl-page-header'><h1 class='ecl-page-header__title'>{q[0]}</h1></div>"
        "<div class='ecl-container'><div class='ecl-accordion' data-ecl-accordion data-ecl-auto-init='Accordion'>"
        + item.format(id="a1", q=q[1], a=q[2]) + item.format(id="a2", q=q[3], a=q[4])
        + "</div></div></main><footer class='ecl-site-footer'><a href='/legal'>Legal notice</a></footer></body>"
        "</html>")


PAGES["ecl-accordion"] = NewsPage(
    _ecl_qa(), "https://ec.europa.eu/social/main.jsp?catId=559&langId=en", ECL_QA,
    ("About the Commission", "Strategy and policy", "Legal notice"))

# --- a foundation's project page: the project's facts as a definition list beside its description ------------------

STIFTUNG = (
    "Lesepaten für Grundschulen im ländlichen Raum",
    "Das Projekt bildet ehrenamtliche Lesepatinnen und Lesepaten aus, die einmal in der Woche mit Kindern der "
    "zweiten und dritten Klasse lesen.",
    "Projektträger",
    "Bürgerstiftung Westerwald",
    "Laufzeit",
    "September 2025 bis August 2028",
    "Fördersumme",
    "240.000 Euro",
    "Ziele des Projekts",
    "Bis 2028 sollen an 40 Grundschulen feste Lesepatenschaften bestehen.",
)


def _stiftung() -> str:
    s = STIFTUNG
    return (
        _head("Lesepaten für Grundschulen im ländlichen Raum | Stiftung Lesen und Lernen", "de")
        + "<body>" + _COOKIE_DE + "<header><nav class='main-nav'><a href='/stiftung'>Über uns</a><a href='/"
        "projekte'>Projekte</a><a href='/foerderung'>Förderung beantragen</a><a href='/spenden'>Spenden</a></nav>"
        f"</header><main><article class='project'><h1>{s[0]}</h1><div class='project__intro'><p>{s[1]}</p></div>"
        f"<dl class='project__facts'><dt>{s[2]}</dt><dd>{s[3]}</dd><dt>{s[4]}</dt><dd>{s[5]}</dd><dt>{s[6]}</dt>"
        f"<dd>{s[7]}</dd></dl><div class='project__body'><h2>{s[8]}</h2><p>{s[9]}</p></div></article><section "
        "class='more-projects'><h2>Weitere Projekte</h2><ul><li><a href='/projekte/mint-werkstatt'>MINT-"
        "Werkstatt für Mädchen</a></li></ul></section></main><footer><a href='/impressum'>Impressum</a><a href='/"
        "transparenz'>Transparenz</a></footer></body></html>")


PAGES["stiftung-projekt"] = NewsPage(
    _stiftung(), "https://www.stiftung-lesen-lernen.example.de/projekte/lesepaten-laendlicher-raum", STIFTUNG,
    ("Wir verwenden Cookies", "Förderung beantragen", "MINT-Werkstatt", "Transparenz"))

# --- an Italian court's press release (the Corte costituzionale's "Comunicato stampa", Liferay) ---------------------

CORTE = (
    "Comunicato del 7 ottobre 2026",
    "Illegittimo il limite di età per l'accesso ai concorsi nella polizia locale",
    "La Corte costituzionale, con la sentenza n. 182 depositata oggi, ha dichiarato illegittima la norma regionale "
    "che fissava a 35 anni il limite di età per partecipare ai concorsi per agente di polizia locale.",
    "Secondo la Corte, il limite non è giustificato dalla natura delle mansioni e viola il principio di uguaglianza.",
    "Roma, 7 ottobre 2026",
)


def _corte() -> str:
    c = CORTE
    return (
        _head("Corte costituzionale - Comunicato stampa", "it")
        + "<body><div class='portlet-boundary'><header id='banner'><nav class='navbar'><a href='/la-corte'>La Corte"
        "</a><a href='/giurisprudenza'>Giurisprudenza</a><a href='/ufficio-stampa'>Ufficio stampa</a></nav><div "
        "class='lingue'><a href='/en'>English</a><a href='/fr'>Français</a></div></header><div class='breadcrumb'>"
        "<a href='/'>Home</a> &gt; <a href='/ufficio-stampa'>Ufficio stampa</a> &gt; <span>Comunicati</span></div>"
        "<div id='content'><div class='journal-content-article'>"
        f"<p class='data'>{c[0]}</p><h1>{c[1]}</h1><p>{c[2]}</p><p>{c[3]}</p><p class='firma'>{c[4]}</p></div>"
        "<div class='allegati'><h3>Allegati</h3><a href='/documenti/sentenza-182-2026.pdf'>Sentenza n. 182/2026 "
        "(pdf)</a></div><div class='stampa'><a href='javascript:window.print()'>Stampa</a></div></div><footer><a "
        "href='/note-legali'>Note legali</a><a href='/privacy'>Privacy</a></footer></div></body></html>")


PAGES["corte-comunicato-it"] = NewsPage(
    _corte(), "https://www.cortecostituzionale.it/jsp/consulta/comunicati/stampa/cs_20261007.do", CORTE,
    ("Giurisprudenza", "Français", "Note legali"))

# --- UN News (news.un.org, Drupal): a story with a pull quote and a "Key facts" box in its text ----------------------

UNNEWS = (
    "Famine risk rises in Sahel as rains fail for third year",
    "Millions of people across the Sahel face severe hunger after a third consecutive season of poor rains, UN "
    "agencies warned on Tuesday.",
    "“Families have sold their livestock and eaten their seed stock. There is nothing left to fall back on,” said "
    "the head of the World Food Programme in the region.",
    "Key facts",
    "12.4 million people need food assistance in Mali, Niger and Burkina Faso.",
    "Funding for the humanitarian appeal stands at 18 per cent.",
    "The agencies called on donors to release funds before the lean season begins in June.",
)


def _unnews() -> str:
    u = UNNEWS
    return (
        _head("Famine risk rises in Sahel as rains fail for third year | UN News", "en",
              '<meta property="og:type" content="article"><meta property="article:published_time" '
              'content="2026-11-17T14:05:00-05:00">')
        + "<body><header role='banner'><div class='language-switcher'><a href='/ar/'>عربي</a><a href='/zh/'>中文</a>"
        "<a href='/fr/'>Français</a><a href='/es/'>Español</a></div><nav class='main-menu'><a href='/en/news/"
        "topic/peace-and-security'>Peace and Security</a><a href='/en/news/topic/humanitarian-aid'>Humanitarian Aid"
        "</a><a href='/en/news/topic/climate-change'>Climate Change</a></nav></header><main><article "
        "class='node--type-news-story'><p class='field--name-field-news-topics'><a href='/en/news/topic/"
        f"humanitarian-aid'>Humanitarian Aid</a></p><h1 class='story-title'>{u[0]}</h1><div class='date'>17 "
        "November 2026</div><div class='field--name-field-text-column'><p>" + u[1] + "</p><blockquote "
        f"class='quote'><p>{u[2]}</p></blockquote><div class='paragraph--type--fact-box'><h3>{u[3]}</h3><ul><li>"
        f"{u[4]}</li><li>{u[5]}</li></ul></div><p>{u[6]}</p></div></article><div class='social-share'><a "
        "href='#'>Facebook</a><a href='#'>Twitter</a><a href='#'>Print</a></div><section class='related-stories'>"
        "<h2>Related Stories</h2><a href='/en/story/2026/11/100'>Sudan: aid convoys blocked again</a></section>"
        "</main><footer><a href='/en/about'>About UN News</a><a href='/en/contact'>Contact us</a></footer></body>"
        "</html>")


PAGES["un-news"] = NewsPage(
    _unnews(), "https://news.un.org/en/story/2026/11/1157331", UNNEWS,
    ("Français", "Peace and Security", "Sudan: aid convoys", "About UN News"))


# --- the rules this pass added, each beside the text of the same shape that stays ------------------------------------

def _texts(body: str, url: str, title: str = "Seite") -> list[str]:
    return _paragraphs(processed(page(body, title), url).body)


@pytest.mark.parametrize("line, goes", [
    ("Original-Content von: Polizeipräsidium Karlsruhe, übermittelt durch news aktuell", True),
    ("Originalinhalt von Stadtwerke Kiel, übermittelt durch news aktuell", True),
    # a sentence of the release that names the wire goes on saying something: it stays
    ("Die Meldung wurde von der Pressestelle über news aktuell an die Redaktionen übermittelt und sofort aufgegriffen.",
     False),
])
def test_a_press_portals_originator_line_goes(line, goes):
    found = _texts(f"<article><h1>{POLIZEI[0]}</h1><p>{POLIZEI[2]}</p><p>{POLIZEI[3]}</p><p>{line}</p></article>",
                   "https://www.presseportal.de/blaulicht/pm/110972/6150321", POLIZEI[0])
    assert POLIZEI[3] in found and (line not in found) == goes


_REPORT = "Signaler un problème sur cette page"


@pytest.mark.parametrize("name, text, goes", [
    ("pagedetails", _REPORT, True),
    ("page-details-text", "Vous pouvez présenter une demande en ligne, par la poste ou en personne dans un "
     "bureau de Service Canada.", False),  # another name holding a paragraph of the text
])
def test_the_web_experience_toolkits_page_details_go(name, text, goes):
    found = _texts(f"<main><h1>{CANADA[0]}</h1><p>{CANADA[1]}</p><p>{CANADA[2]}</p><p>{CANADA[3]}</p><section class='{name}'><p>"
                   f"{text}</p></section></main>", "https://www.canada.ca/fr/services/prestations/admissibilite.html")
    assert CANADA[1] in found and (text not in found) == goes


_COUNTER = "Hanno già firmato 84.312 persone. Aiutaci a raggiungere 100.000 firme!"


@pytest.mark.parametrize("name, goes", [
    ("petition-form", True), ("petition-counter", True),
    ("petition-text", False), ("petition", False),  # the petition's own words on a petition site
])
def test_an_ngos_petition_box_goes_and_a_petitions_text_stays(name, goes):
    found = _texts(f"<main><h1>{ONG[0]}</h1><p>{ONG[1]}</p><p>{ONG[2]}</p><ul><li>{ONG[4]}</li><li>{ONG[5]}</li>"
                   f"</ul><div class='{name}'><h2>Firma la "
                   f"petizione</h2><p>{_COUNTER}</p><button>Firma ora</button></div></main>",
                   "https://www.marepulito.example.it/campagne/plastica-nei-mari", ONG[0])
    assert ONG[1] in found and (_COUNTER not in found) == goes


# text whole, furniture gone, over every page above
globals().update(page_tests(PAGES, _OPEN, writer=False, open_furniture=_OPEN_FURNITURE))
