"""Whole pages of text-rich kinds beside news (session 37): wikis (MediaWiki with its infobox, contents, edit links,
references and navboxes; Fandom with its rails; DokuWiki; Confluence; a Notion export; Wiki.js), long reports with
endnotes, sidenotes, contents, definition lists, figures and tables of text, changelogs and release notes, newsletter
archives (Mailchimp), press releases of companies and ministries with their "About us" paragraph and press contact,
legal texts (Impressum, Datenschutz, AGB, terms), glossaries, academic pages (an abstract, a course description, a
staff profile with its publications) and a parish newsletter laid out in tables, in German, English, French, Italian
and Czech.  What a corpus wants of them is the prose, the headings, the lists and the tables of text; not the edit
links, the navboxes, the references' back links ("↑", "↩"), the contents' numbers.  Each page goes through
``document.process``, the worker's step."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import _head

_OPEN: dict[str, str] = {}  # what no rule keeps yet (Joomla 1.5's title cell: the headline since xleft38)
_OPEN_FURNITURE: dict[str, str] = {}  # what no rule takes yet (the Notion export's properties: taken since xleft38)

PAGES: dict[str, NewsPage] = {}

COOKIES_DE = ("<div id='cookie-banner' class='cookie-notice' role='dialog'><p>Wir verwenden Cookies, um Ihnen die "
              "bestmögliche Nutzung unserer Website zu ermöglichen.</p><button>Alle akzeptieren</button><button>Nur "
              "notwendige</button></div>")
COOKIES_EN = ("<div id='cookie-law-info-bar' class='cookie-consent'><span>We use cookies to improve your experience "
              "on our website.</span><a role='button' class='cli_action_button'>Accept all</a><a role='button'>Reject"
              "</a></div>")


# --- MediaWiki (Vector 2022): infobox, contents, [Bearbeiten | Quelltext bearbeiten], Einzelnachweise, navbox -------

MW = (
    "Der Kellerwaldsee ist ein Stausee im Norden Hessens, der zwischen 1958 und 1962 zur Regulierung der Eder "
    "angelegt wurde.",
    "Geschichte",
    "Pläne für eine Talsperre im oberen Edertal gab es schon in den 1920er Jahren, sie scheiterten aber am "
    "Widerstand der Gemeinden, deren Felder überflutet worden wären.",
    "Nach dem Hochwasser von 1956 beschloss der Landtag den Bau, und die Bewohner des Dorfes Asel zogen in eine "
    "neue Siedlung oberhalb des Tals.",
    "Nutzung",
    "Hochwasserschutz für die Unterlieger an Eder und Fulda",
    "Niedrigwasseraufhöhung für die Schifffahrt auf der Weser",
    "Stromerzeugung in einem kleinen Laufwasserkraftwerk am Auslauf",
    "Heute ist der See vor allem ein Ziel für Segler und Angler; das Baden ist nur an drei ausgewiesenen Stellen "
    "erlaubt.",
    "Hessisches Landesamt für Umwelt: Talsperren in Hessen. Wiesbaden 2019, S. 44–47.",
    "Karl Brenner: Das versunkene Dorf Asel. In: Hessische Heimat 31 (1981), S. 12–19.",
)


def _mediawiki() -> str:
    m = MW
    edit = ("<span class='mw-editsection'><span class='mw-editsection-bracket'>[</span><a href='/w/index.php?title="
            "Kellerwaldsee&amp;veaction=edit&amp;section=1' title='Abschnitt bearbeiten'><span>Bearbeiten</span></a>"
            "<span class='mw-editsection-divider'> | </span><a href='/w/index.php?title=Kellerwaldsee&amp;action=edit"
            "&amp;section=1'><span>Quelltext bearbeiten</span></a><span class='mw-editsection-bracket'>]</span></span>")
    return (
        _head("Kellerwaldsee – Wikipedia", "de", "<link rel='canonical' href='https://de.wikipedia.org/wiki/Kellerwaldsee'>")
        + "<body class='skin-vector-2022 mediawiki ltr sitedir-ltr ns-0 page-Kellerwaldsee action-view'>"
        "<a class='mw-jump-link' href='#bodyContent'>Zum Inhalt springen</a><div class='vector-header-container'>"
        "<header class='vector-header mw-header'><nav class='vector-main-menu'><ul><li><a href='/wiki/Wikipedia:Hauptseite'>"
        "Hauptseite</a></li><li><a href='/wiki/Spezial:Zuf%C3%A4llige_Seite'>Zufälliger Artikel</a></li></ul></nav>"
        "<div id='p-search'><form><input placeholder='Wikipedia durchsuchen'></form></div></header></div>"
        "<div class='mw-page-container'><div class='vector-column-start'><nav id='mw-panel-toc' class='vector-toc-landmark'>"
        "<div id='vector-toc' class='vector-toc vector-pinnable-element'><div class='vector-pinnable-header'>"
        "<h2 class='vector-pinnable-header-label'>Inhaltsverzeichnis</h2></div><ul class='vector-toc-contents'>"
        "<li class='vector-toc-list-item'><a href='#'><div class='vector-toc-text'>Anfang</div></a></li>"
        "<li class='vector-toc-list-item'><a href='#Geschichte'><div class='vector-toc-text'><span class='vector-toc-numb'>1"
        "</span>Geschichte</div></a></li><li class='vector-toc-list-item'><a href='#Nutzung'><div class='vector-toc-text'>"
        "<span class='vector-toc-numb'>2</span>Nutzung</div></a></li></ul></div></nav></div>"
        "<div class='mw-content-container'><main id='content' class='mw-body'><header class='mw-body-header vector-page-titlebar'>"
        "<h1 id='firstHeading' class='firstHeading mw-first-heading'><span class='mw-page-title-main'>Kellerwaldsee</span></h1>"
        "<div id='p-lang-btn' class='vector-dropdown mw-portlet-lang'><span>12 Sprachen</span></div></header>"
        "<div class='vector-page-toolbar'><nav><ul><li><a href='/wiki/Kellerwaldsee'>Artikel</a></li><li><a "
        "href='/wiki/Diskussion:Kellerwaldsee'>Diskussion</a></li></ul><ul><li><a href='?action=edit'>Quelltext bearbeiten"
        "</a></li><li><a href='?action=history'>Versionsgeschichte</a></li></ul></nav></div>"
        "<div id='bodyContent' class='vector-body'><div id='siteSub'>aus Wikipedia, der freien Enzyklopädie</div>"
        "<div id='contentSub'></div><div id='mw-content-text' class='mw-body-content'><div class='mw-content-ltr "
        "mw-parser-output' lang='de' dir='ltr'><table class='infobox float-right toptextcells' style='width:25em'>"
        "<tbody><tr><th colspan='2' class='hintergrundfarbe6'>Kellerwaldsee</th></tr><tr><td colspan='2'><span "
        "typeof='mw:File'><img src='//upload.wikimedia.org/k.jpg' width='300'></span></td></tr><tr><td>Lage</td><td>"
        "<a href='/wiki/Landkreis_Waldeck-Frankenberg'>Landkreis Waldeck-Frankenberg</a></td></tr><tr><td>Zuflüsse</td>"
        "<td>Eder, Orke</td></tr><tr><td>Stauziel</td><td>245,0 m ü. NHN</td></tr></tbody></table>"
        f"<p><b>Der Kellerwaldsee</b> ist ein Stausee im Norden Hessens, der zwischen 1958 und 1962 zur Regulierung "
        "der <a href='/wiki/Eder'>Eder</a> angelegt wurde.<sup id='cite_ref-1' class='reference'><a href='#cite_note-1'>"
        "<span class='cite-bracket'>[</span>1<span class='cite-bracket'>]</span></a></sup></p>"
        "<meta property='mw:PageProp/toc'>"
        f"<div class='mw-heading mw-heading2'><h2 id='Geschichte'>Geschichte</h2>{edit}</div>"
        f"<p>{m[2]}</p><p>Nach dem Hochwasser von 1956 beschloss der Landtag den Bau, und die Bewohner des Dorfes "
        "Asel zogen in eine neue Siedlung oberhalb des Tals.<sup id='cite_ref-2' class='reference'><a href='#cite_note-2'>"
        "<span class='cite-bracket'>[</span>2<span class='cite-bracket'>]</span></a></sup></p>"
        f"<div class='mw-heading mw-heading2'><h2 id='Nutzung'>Nutzung</h2>{edit}</div>"
        f"<ul><li>{m[5]}</li><li>{m[6]}</li><li>{m[7]}</li></ul><p>{m[8]}</p>"
        f"<div class='mw-heading mw-heading2'><h2 id='Einzelnachweise'>Einzelnachweise</h2>{edit}</div>"
        "<div class='mw-references-wrap'><ol class='references'><li id='cite_note-1'><span class='mw-cite-backlink'>"
        f"<a href='#cite_ref-1'>↑</a></span> <span class='reference-text'>{m[9]}</span></li><li id='cite_note-2'>"
        f"<span class='mw-cite-backlink'><a href='#cite_ref-2'>↑</a></span> <span class='reference-text'>{m[10]}"
        "</span></li></ol></div>"
        "<div role='navigation' class='navigationsleiste' aria-labelledby='Talsperren_in_Hessen'><div class='"
        "navigationsleiste-titel'><span id='Talsperren_in_Hessen'>Talsperren in Hessen</span></div><div class='"
        "navigationsleiste-inhalt'><a href='/wiki/Edertalsperre'>Edertalsperre</a> | <a href='/wiki/Diemeltalsperre'>"
        "Diemeltalsperre</a> | <a href='/wiki/Twistesee'>Twistesee</a> | <a href='/wiki/Aartalsee'>Aartalsee</a></div></div>"
        "<div id='normdaten' class='catlinks normdaten-typ-g'>Normdaten (Geografikum): GND: 4123456-7</div>"
        "</div></div><div id='catlinks' class='catlinks'><div id='mw-normal-catlinks'><a href='/wiki/Hilfe:Kategorien'>"
        "Kategorien</a>: <ul><li><a href='/wiki/Kategorie:Stausee_in_Hessen'>Stausee in Hessen</a></li><li><a "
        "href='/wiki/Kategorie:Erbaut_in_den_1960er_Jahren'>Erbaut in den 1960er Jahren</a></li></ul></div></div>"
        "</div></main></div></div><div class='mw-footer-container'><footer id='footer' class='mw-footer'><ul "
        "id='footer-info'><li id='footer-info-lastmod'>Diese Seite wurde zuletzt am 3. Oktober 2026 um 11:02 Uhr "
        "bearbeitet.</li><li id='footer-info-copyright'>Der Text ist unter der Lizenz „Creative-Commons "
        "Namensnennung – Weitergabe unter gleichen Bedingungen“ verfügbar.</li></ul><ul id='footer-places'><li><a "
        "href='/wiki/Wikipedia:Datenschutz'>Datenschutz</a></li><li><a href='/wiki/Wikipedia:Impressum'>Impressum</a>"
        "</li></ul></footer></div></body></html>"
    )


PAGES["mediawiki-de"] = NewsPage(
    _mediawiki(), "https://de.wikipedia.org/wiki/Kellerwaldsee", MW,
    ("Bearbeiten", "Quelltext bearbeiten", "↑", "Inhaltsverzeichnis", "Edertalsperre", "Stausee in Hessen",
     "Zum Inhalt springen", "aus Wikipedia, der freien", "zuletzt am 3. Oktober", "Versionsgeschichte", "12 Sprachen"))


# --- Fandom (UCP): community header, portable infobox, contents, rails ("Fan Feed", "Popular pages") -----------------

FANDOM = (
    "The Lighthouse of Varrow is a ruined tower on the northern cliffs of the Shivering Coast, and the place where "
    "the second act of the game begins.",
    "Background",
    "Before the Sundering the lighthouse guided the grain ships of the Guild into Varrow harbour; its keeper, "
    "Old Maren, kept a log that the player can find in the cellar.",
    "The tower was abandoned after the storm of 412, when the lamp fell and the stairs collapsed into the sea.",
    "Walkthrough",
    "Climb the broken stairs on the west side and use the grappling hook on the iron ring above the second window.",
    "Inside, light the three braziers in the order shown on Maren's log to open the door to the lamp room.",
    "Trivia",
    "The lighthouse is modelled on a real tower on the coast of Brittany that one of the level designers grew up near.",
)


def _fandom() -> str:
    f = FANDOM
    edit = "<span class='mw-editsection'><span class='mw-editsection-bracket'>[</span><a href='?action=edit&section=1'>edit</a><span class='mw-editsection-bracket'>]</span></span>"
    return (
        _head("Lighthouse of Varrow | Shivering Coast Wiki | Fandom", "en")
        + "<body class='skin-fandomdesktop mediawiki ltr theme-fandomdesktop-dark'>" + COOKIES_EN +
        "<div class='global-navigation'><a class='global-navigation__logo' href='https://www.fandom.com/'>Fandom</a>"
        "<a href='https://www.fandom.com/topics/games'>Games</a><a href='https://www.fandom.com/topics/movies'>Movies</a>"
        "<a href='https://www.fandom.com/topics/tv'>TV</a><a href='https://www.fandom.com/video'>Video</a></div>"
        "<div class='main-container'><div class='fandom-community-header__background'></div><header "
        "class='fandom-community-header'><a class='fandom-community-header__community-name' href='/wiki/'>Shivering "
        "Coast Wiki</a><nav class='fandom-community-header__local-navigation'><ul><li>Explore</li><li>Main Page</li>"
        "<li>Discuss</li><li>All Pages</li><li>Interactive Maps</li></ul></nav></header>"
        "<div class='page has-right-rail'><main class='page__main' id='content'><div class='page-header'><div "
        "class='page-header__categories'><span>in:</span> <a href='/wiki/Category:Locations'>Locations</a>, <a "
        "href='/wiki/Category:Act_II'>Act II</a></div><div class='page-header__title-wrapper'><h1 "
        "class='page-header__title' id='firstHeading'><span class='mw-page-title-main'>Lighthouse of Varrow</span></h1>"
        "</div><div class='page-header__actions'><a id='ca-edit' href='?action=edit'>Edit</a><a href='?action=history'>"
        "History</a><a href='/wiki/Talk:Lighthouse_of_Varrow'>Talk (0)</a></div></div>"
        "<div id='content' class='page-content'><div id='mw-content-text' class='mw-body-content'><div "
        "class='mw-parser-output'><aside class='portable-infobox pi-background pi-theme-wikia pi-layout-default'><h2 "
        "class='pi-item pi-title' data-source='title'>Lighthouse of Varrow</h2><figure class='pi-item pi-image'><img "
        "src='https://static.wikia.nocookie.net/lh.png'></figure><div class='pi-item pi-data' data-source='region'><h3 "
        "class='pi-data-label'>Region</h3><div class='pi-data-value'>Shivering Coast</div></div><div class='pi-item "
        "pi-data' data-source='act'><h3 class='pi-data-label'>Act</h3><div class='pi-data-value'>II</div></div></aside>"
        f"<p>The <b>Lighthouse of Varrow</b> is a ruined tower on the northern cliffs of the <a href='/wiki/Shivering_Coast'>"
        "Shivering Coast</a>, and the place where the second act of the game begins.</p>"
        "<div id='toc' class='toc' role='navigation'><div class='toctitle'><h2 id='mw-toc-heading'>Contents</h2><span "
        "class='toctogglespan'><label class='toctogglelabel' for='toctogglecheckbox'></label></span></div><ul><li "
        "class='toclevel-1 tocsection-1'><a href='#Background'><span class='tocnumber'>1</span> <span class='toctext'>"
        "Background</span></a></li><li class='toclevel-1 tocsection-2'><a href='#Walkthrough'><span class='tocnumber'>2"
        "</span> <span class='toctext'>Walkthrough</span></a></li><li class='toclevel-1 tocsection-3'><a "
        "href='#Trivia'><span class='tocnumber'>3</span> <span class='toctext'>Trivia</span></a></li></ul></div>"
        f"<h2><span class='mw-headline' id='Background'>Background</span>{edit}</h2><p>{f[2]}</p><p>{f[3]}</p>"
        f"<h2><span class='mw-headline' id='Walkthrough'>Walkthrough</span>{edit}</h2><ol><li>{f[5]}</li><li>{f[6]}"
        f"</li></ol><h2><span class='mw-headline' id='Trivia'>Trivia</span>{edit}</h2><ul><li>{f[8]}</li></ul>"
        "<table class='navbox'><tbody><tr><th class='navbox-title' colspan='2'>Locations of the Shivering Coast</th>"
        "</tr><tr><th class='navbox-group'>Act I</th><td class='navbox-list'><a>Greyhaven</a> • <a>Saltmarsh</a> • "
        "<a>The Drowned Chapel</a></td></tr><tr><th class='navbox-group'>Act II</th><td class='navbox-list'><a>Varrow"
        "</a> • <a>Lighthouse of Varrow</a> • <a>Cliffside Caves</a></td></tr></tbody></table>"
        "</div></div></div><div class='page-footer'><div class='license-description'>Community content is available "
        "under CC-BY-SA unless otherwise noted.</div></div><div id='mixed-content-footer' class='mcf-wrapper'><h2 "
        "class='mcf-header'>Fan Feed</h2><div class='mcf-card'><a>More Shivering Coast Wiki</a><ul><li>1 The Drowned "
        "Chapel</li><li>2 Old Maren</li><li>3 Grappling Hook</li></ul></div></div></main>"
        "<aside class='page__right-rail'><div class='right-rail-wrapper WikiaRail' id='WikiaRail'><section "
        "class='rail-module recent-wiki-activity'><h2>Recent Changes</h2><ul><li>Old Maren edited by Skerra 3 hours ago"
        "</li></ul></section><section class='rail-module popular-pages'><h2>Popular Pages</h2><ul><li>The Drowned "
        "Chapel</li><li>Saltmarsh Smugglers</li></ul></section></div></aside></div></div>"
        "<footer class='global-footer'><h2 class='global-footer__title'>Explore properties</h2><ul><li>Fandom</li><li>"
        "Muthead</li><li>Fanatical</li></ul><h2>Follow Us</h2><h2>Overview</h2><ul><li>What is Fandom?</li><li>About"
        "</li><li>Careers</li><li>Terms of Use</li><li>Privacy Policy</li></ul></footer></body></html>"
    )


PAGES["fandom-en"] = NewsPage(
    _fandom(), "https://shiveringcoast.fandom.com/wiki/Lighthouse_of_Varrow", FANDOM,
    ("Fan Feed", "Recent Changes", "Popular Pages", "Saltmarsh Smugglers", "Greyhaven", "Community content is",
     "Explore properties", "What is Fandom", "Interactive Maps", "Talk (0)", "We use cookies", "Contents"))


# --- DokuWiki (template "dokuwiki"): breadcrumbs, contents, section edit buttons, "Zuletzt geändert" ---------------

DOKU = (
    "Drucker im Verwaltungsnetz einrichten",
    "Diese Anleitung beschreibt, wie ein Netzwerkdrucker der Verwaltung auf einem Windows-11-Arbeitsplatz "
    "eingerichtet wird.",
    "Voraussetzungen",
    "Der Arbeitsplatz ist Mitglied der Domäne VERW und der angemeldete Benutzer gehört zur Gruppe Druckbenutzer.",
    "Vorgehen",
    "Öffnen Sie den Explorer und geben Sie in der Adresszeile \\\\print01 ein.",
    "Doppelklicken Sie auf den Drucker, dessen Namen auf dem Aufkleber am Gerät steht.",
    "Drucken Sie eine Testseite und prüfen Sie, ob der Duplexdruck voreingestellt ist.",
    "Wenn der Treiber nicht automatisch installiert wird, wenden Sie sich an die IT-Hotline unter der Durchwahl 4711.",
)


def _dokuwiki() -> str:
    d = DOKU
    return (
        _head("it:drucker_einrichten [IT-Wiki der Stadtverwaltung]", "de")
        + "<body><div id='dokuwiki__site'><div id='dokuwiki__top' class='site dokuwiki mode_show tpl_dokuwiki "
        "loggedIn showSidebar hasSidebar'><div id='dokuwiki__header'><div class='pad group'><div class='headings "
        "group'><ul class='a11y skip'><li><a href='#dokuwiki__content'>Zum Inhalt springen</a></li></ul><h1><a "
        "href='/doku.php?id=start'>IT-Wiki der Stadtverwaltung</a></h1></div><div class='tools group'><div "
        "id='dokuwiki__usertools'><h3 class='a11y'>Benutzer-Werkzeuge</h3><ul><li class='user'>Angemeldet als: "
        "mmueller</li><li><a class='action admin'>Administration</a></li><li><a class='action logout'>Abmelden</a>"
        "</li></ul></div><div id='dokuwiki__sitetools'><h3 class='a11y'>Webseiten-Werkzeuge</h3><form "
        "id='dw__search'><input name='q' placeholder='Suche'></form><ul><li><a class='action recent'>Letzte "
        "Änderungen</a></li><li><a class='action media'>Medien-Manager</a></li><li><a class='action index'>"
        "Übersicht</a></li></ul></div></div><div class='breadcrumbs'><div class='trace'><span class='bchead'>Zuletzt "
        "angesehen:</span> <span class='bcsep'>•</span> <a href='/doku.php?id=it:vpn'>vpn</a> <span class='bcsep'>•"
        "</span> <a href='/doku.php?id=it:drucker_einrichten'>drucker_einrichten</a></div></div><hr class='a11y'></div>"
        "</div><div class='wrapper group'><div id='dokuwiki__aside'><div class='pad aside include group'><h3 "
        "class='toggle'>Seitenleiste</h3><div class='content'><ul><li class='level1'><div class='li'><a>Start</a>"
        "</div></li><li class='level1'><div class='li'><a>Telefonliste</a></div></li><li class='level1'><div "
        "class='li'><a>Softwareverteilung</a></div></li></ul></div></div></div><div id='dokuwiki__content'><div "
        "class='pad group'><div class='pageId'><span>it:drucker_einrichten</span></div><div class='page group'>"
        "<div id='dw__toc' class='dw__toc'><h3 class='toggle'>Inhaltsverzeichnis</h3><div><ul class='toc'><li "
        "class='level1'><div class='li'><a href='#drucker_im_verwaltungsnetz_einrichten'>Drucker im Verwaltungsnetz "
        "einrichten</a></div><ul class='toc'><li class='level2'><div class='li'><a href='#voraussetzungen'>"
        "Voraussetzungen</a></div></li><li class='level2'><div class='li'><a href='#vorgehen'>Vorgehen</a></div>"
        "</li></ul></li></ul></div></div>"
        f"<h1 class='sectionedit1' id='drucker_im_verwaltungsnetz_einrichten'>{d[0]}</h1><div class='level1'><p>{d[1]}"
        "</p></div><div class='secedit editbutton_section editbutton_1'><form class='button btn_secedit' method='post'>"
        "<div class='no'><button type='submit' title='Drucker im Verwaltungsnetz einrichten'>Bearbeiten</button>"
        f"</div></form></div><h2 class='sectionedit2' id='voraussetzungen'>{d[2]}</h2><div class='level2'><p>{d[3]}"
        "</p></div><div class='secedit editbutton_section editbutton_2'><form class='button btn_secedit'><div "
        f"class='no'><button type='submit'>Bearbeiten</button></div></form></div><h2 class='sectionedit3' "
        f"id='vorgehen'>{d[4]}</h2><div class='level2'><ol><li class='level1'><div class='li'>Öffnen Sie den Explorer "
        "und geben Sie in der Adresszeile <code>\\\\print01</code> ein.</div></li><li class='level1'><div "
        f"class='li'>{d[6]}</div></li><li class='level1'><div class='li'>{d[7]}</div></li></ol><div class='wrap_info "
        f"plugin_wrap'><p>{d[8]}</p></div></div><div class='secedit editbutton_section editbutton_3'><form "
        "class='button btn_secedit'><div class='no'><button type='submit'>Bearbeiten</button></div></form></div>"
        "</div><div class='docInfo'><bdi>it/drucker_einrichten.txt</bdi> · Zuletzt geändert: 2026/04/14 09:12 von "
        "<bdi>mmueller</bdi></div></div></div><hr class='a11y'><div id='dokuwiki__pagetools'><h3 class='a11y'>"
        "Seiten-Werkzeuge</h3><div class='tools'><ul><li><a class='action edit'>Seite bearbeiten</a></li><li><a "
        "class='action revs'>Ältere Versionen</a></li><li><a class='action backlink'>Links hierher</a></li><li><a "
        "class='action top'>Nach oben</a></li></ul></div></div></div><div id='dokuwiki__footer'><div class='pad'>"
        "<div class='license'>Falls nicht anders bezeichnet, ist der Inhalt dieses Wikis unter der folgenden Lizenz "
        "veröffentlicht: <bdi><a>CC Attribution-Share Alike 4.0 International</a></bdi></div><div class='buttons'>"
        "<a>Powered by PHP</a><a>Valid HTML5</a><a>Driven by DokuWiki</a></div></div></div></div></div></body></html>"
    )


PAGES["dokuwiki-de"] = NewsPage(
    _dokuwiki(), "https://wiki.stadt-musterhausen.example.de/doku.php?id=it:drucker_einrichten", DOKU,
    ("Bearbeiten", "Zuletzt angesehen", "Inhaltsverzeichnis", "Seitenleiste", "Telefonliste", "Zuletzt geändert",
     "Ältere Versionen", "Links hierher", "Driven by DokuWiki", "Falls nicht anders bezeichnet",
     "Benutzer-Werkzeuge", "Letzte Änderungen", "it:drucker_einrichten"))


# --- Confluence (Cloud, a public space): breadcrumbs, "Created by ..., last modified on ...", labels, likes ---------

CONFLUENCE = (
    "Release process for the mobile apps",
    "Every second Wednesday we cut a release branch from main and freeze it for four working days.",
    "During the freeze only fixes for blocking bugs may be merged, and each of them needs a second reviewer from the "
    "release crew.",
    "Code freeze",
    "Wednesday, 10:00 CET",
    "The release manager creates the branch and posts the link in the release channel.",
    "Submission",
    "Monday, 14:00 CET",
    "The build goes to both stores; phased rollout starts at 5 per cent of users.",
    "If the crash-free rate drops below 99.5 per cent during the rollout, the release manager halts it and calls the "
    "on-call engineer.",
)


def _confluence() -> str:
    c = CONFLUENCE
    return (
        _head("Release process for the mobile apps - Engineering Handbook - Confluence", "en")
        + "<body id='com-atlassian-confluence' class='theme-default aui-layout aui-theme-default'><div id='page'><header "
        "id='header' role='banner'><nav class='aui-header'><a id='logo' href='/wiki'>Confluence</a><ul><li>Spaces</li>"
        "<li>People</li><li>Create</li></ul><input placeholder='Search'></nav></header><div id='main' "
        "class='aui-page-panel'><div id='main-header'><div id='navigation' class='content-navigation view'><ul><li><a "
        "id='likes-and-labels-container'>Like</a></li><li><a id='action-menu-link'>Page options</a></li><li>Share</li>"
        "</ul></div><div id='breadcrumb-section'><ol id='breadcrumbs'><li class='first'><a href='/wiki/spaces/ENG'>"
        "Engineering Handbook</a></li><li><a href='/wiki/spaces/ENG/pages/12'>Mobile</a></li><li><a>Processes</a></li>"
        f"</ol></div><h1 id='title-heading' class='pagetitle with-breadcrumbs'><span id='title-text'><a href='/wiki/"
        f"spaces/ENG/pages/4711'>{c[0]}</a></span></h1></div><div id='content' class='page view'><div "
        "class='page-metadata'><ul><li class='page-metadata-modification-info'>Created by <span class='author'><a "
        "class='url fn confluence-userlink'>Priya Raman</a></span>, last modified by <span class='editor'><a>Tomás "
        "Ferreira</a></span> on <a class='last-modified'>Mar 12, 2026</a></li></ul></div><div id='main-content' "
        "class='wiki-content'><div class='confluence-information-macro confluence-information-macro-note "
        "conf-macro output-block'><span class='aui-icon aui-icon-small aui-iconfont-warning confluence-information-"
        f"macro-icon'></span><div class='confluence-information-macro-body'><p>{c[1]}</p></div></div><p>{c[2]}</p>"
        "<div class='table-wrap'><table class='confluenceTable'><colgroup><col><col><col></colgroup><tbody><tr><th "
        "class='confluenceTh'><p>Step</p></th><th class='confluenceTh'><p>When</p></th><th class='confluenceTh'><p>What"
        f"</p></th></tr><tr><td class='confluenceTd'><p>{c[3]}</p></td><td class='confluenceTd'><p>{c[4]}</p></td><td "
        f"class='confluenceTd'><p>{c[5]}</p></td></tr><tr><td class='confluenceTd'><p>{c[6]}</p></td><td "
        f"class='confluenceTd'><p>{c[7]}</p></td><td class='confluenceTd'><p>{c[8]}</p></td></tr></tbody></table></div>"
        f"<p>{c[9]}</p></div><div id='likes-and-labels-container'><div id='likes-section'><span class='like-summary'>"
        "Be the first to like this</span></div><div id='labels-section' class='pageSection group'><div "
        "class='labels-section-content'><span>Labels:</span><ul class='label-list'><li><a class='label'>release</a>"
        "</li><li><a class='label'>mobile</a></li></ul></div></div></div><div id='comments-section' "
        "class='pageSection group'><h2 class='section-header'>No comments yet</h2><a>Write a comment…</a></div></div>"
        "</div><footer id='footer'><section class='footer-body'><ul><li>Powered by Atlassian Confluence 9.2.1</li><li>"
        "Report a bug</li><li>Atlassian News</li></ul></section></footer></div></body></html>"
    )


PAGES["confluence-en"] = NewsPage(
    _confluence(), "https://wiki.examplesoft.example.com/wiki/spaces/ENG/pages/4711/Release+process", CONFLUENCE,
    ("Created by", "Be the first to like", "Labels:", "No comments yet", "Write a comment", "Powered by Atlassian",
     "Page options", "Engineering Handbook"))


# --- A Notion page exported to HTML and published (the static export: article.page, .page-body, blocks by id) ----

NOTION = (
    "Guide d'accueil des nouveaux bénévoles",
    "Bienvenue dans l'équipe de la ressourcerie ! Ce guide rassemble ce qu'il faut savoir pour vos premières "
    "semaines parmi nous.",
    "Vos premiers jours",
    "Le premier samedi, un binôme vous fait visiter l'atelier, le magasin et la zone de tri.",
    "Vous choisissez ensuite un pôle : réparation de vélos, tri du textile ou accueil des dons.",
    "Les règles de sécurité",
    "Les chaussures fermées sont obligatoires dans l'atelier, et les outils électriques ne s'utilisent qu'après la "
    "formation du jeudi soir.",
    "Une question ? Écrivez à la coordinatrice, Léa, avant le vendredi midi.",
)


def _notion() -> str:
    n = NOTION
    return (
        f"<!DOCTYPE html><html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'/><title>{n[0]}"
        "</title><style>/* cspell:disable-file */ html { -webkit-print-color-adjust: exact; } .page-body { "
        "max-width: 900px } .callout { border-radius: 4px; padding: 1rem; }</style></head><body><article "
        f"id='1f2e3d4c-5b6a-7980-a1b2-c3d4e5f6a7b8' class='page sans'><header><div class='page-header-icon "
        f"undefined'><span class='icon'>🌱</span></div><h1 class='page-title'>{n[0]}</h1><p class='page-description'>"
        "</p><table class='properties'><tbody><tr class='property-row property-row-last_edited_time'><th><span "
        "class='icon property-icon'></span>Dernière modification</th><td><time>@8 mars 2026 14:05</time></td></tr>"
        "<tr class='property-row property-row-multi_select'><th>Étiquettes</th><td><span class='selected-value "
        "select-value-color-green'>Accueil</span><span class='selected-value select-value-color-blue'>Bénévolat"
        "</span></td></tr></tbody></table></header><div class='page-body'><figure class='block-color-gray_background "
        "callout' style='white-space:pre-wrap;display:flex' id='2a'><div style='font-size:1.5em'><span class='icon'>"
        f"👋</span></div><div style='width:100%'>{n[1]}</div></figure><h2 id='3b' class=''>{n[2]}</h2><ul id='4c' "
        f"class='bulleted-list'><li style='list-style-type:disc'>{n[3]}</li></ul><ul id='5d' class='bulleted-list'>"
        f"<li style='list-style-type:disc'>{n[4]}</li></ul><h2 id='6e' class=''>{n[5]}</h2><p id='7f' class=''>"
        f"{n[6]}</p><p id='8a' class=''></p><blockquote id='9b' class=''>{n[7]}</blockquote></div></article><span "
        "class='sans' style='font-size:14px;padding-top:2em'></span></body></html>"
    )


PAGES["notion-fr"] = NewsPage(
    _notion(), "https://ressourcerie-du-canal.example.fr/benevoles/guide-accueil.html", NOTION,
    ("cspell", "Dernière modification", "@8 mars 2026", "Étiquettes", "max-width"))


# --- Wiki.js 2: the page's text in <template slot="contents">, "¶" anchors, the contents in a drawer -----------------

WIKIJS = (
    "Backups der Vereinsserver",
    "Alle Dienste des Vereins laufen auf zwei virtuellen Servern bei einem Anbieter in Falkenstein.",
    "Was gesichert wird",
    "Jede Nacht um drei Uhr sichert restic die Datenbanken, die Nextcloud-Dateien und die Konfiguration nach "
    "/etc in ein verschlüsseltes Repository.",
    "Wiederherstellung",
    "Zum Testen stellen wir einmal im Quartal die Nextcloud auf einer Wegwerf-Maschine wieder her und notieren die "
    "Dauer im Protokoll.",
    "Das Passwort des Repositorys liegt im Tresor des Vorstands und in der Passwortdatenbank unter „Backup“.",
)


def _wikijs() -> str:
    w = WIKIJS
    return (
        _head(f"{w[0]} | Vereins-Wiki", "de", "<meta property='og:title' content='Backups der Vereinsserver'>")
        + "<body><div id='root'><v-app :is-authenticated='false' :value='false'><nav-header></nav-header>"
        "<page locale='de' path='technik/backups' title='Backups der Vereinsserver' description='Wie und wohin wir "
        "sichern' :tags='[\"technik\",\"server\"]' created-at='2025-11-02T18:20:11.000Z' updated-at='2026-02-14T"
        "09:03:40.000Z' author-name='Jonas Weber' :author-id='3' editor='markdown' :is-published='true' "
        ":toc='[{\"title\":\"Was gesichert wird\",\"anchor\":\"#was-gesichert-wird\",\"children\":[]}]' "
        ":page-id='42' sidebar='[]' nav-mode='MIXED' comments-enabled='true' effective-permissions=''>"
        "<template slot='contents'><div><h1 class='toc-header' id='backups-der-vereinsserver'><a href='#backups-der-"
        f"vereinsserver' class='toc-anchor'>¶</a> {w[0]}</h1><p>{w[1]}</p><h2 class='toc-header' "
        f"id='was-gesichert-wird'><a href='#was-gesichert-wird' class='toc-anchor'>¶</a> {w[2]}</h2><p>{w[3]}</p>"
        f"<h2 class='toc-header' id='wiederherstellung'><a href='#wiederherstellung' class='toc-anchor'>¶</a> {w[4]}"
        f"</h2><p>{w[5]}</p><blockquote class='is-warning'><p>{w[6]}</p></blockquote></div></template><template "
        "slot='comments'><div><comments></comments></div></template></page><nav-footer></nav-footer>"
        "<notify></notify><search-results></search-results></v-app></div><script type='text/javascript' "
        "src='/_assets/js/runtime.js?1700000000'></script><script type='text/javascript' "
        "src='/_assets/js/app.js?1700000000'></script></body></html>"
    )


PAGES["wikijs-de"] = NewsPage(
    _wikijs(), "https://wiki.hackerspace-beispiel.example.de/de/technik/backups", WIKIJS, ("¶",))


def _site(title: str, lang: str, main: str, *, cookies: str = COOKIES_DE, nav: str = "Startseite Über uns Aktuelles "
          "Kontakt", footer: str = "Impressum Datenschutz Barrierefreiheit © 2026", head: str = "") -> str:
    """A page of a site's CMS around ``main``: skip link, cookie banner, header with its menu, footer."""
    items = "".join(f"<li class='menu-item'><a href='/{w.lower()}/'>{w}</a></li>" for w in nav.split())
    links = "".join(f"<li><a href='/{w.lower()}/'>{w}</a></li>" for w in footer.split())
    return (_head(title, lang, head) + f"<body class='page-template-default page'><a class='skip-link screen-reader-text'"
            f" href='#content'>Skip</a>{cookies}<header id='masthead' class='site-header'><div class='site-branding'>"
            f"<a href='/' rel='home'><img src='/logo.svg' alt='Logo'></a></div><nav id='site-navigation' "
            f"class='main-navigation'><ul id='primary-menu' class='menu'>{items}</ul></nav></header><div id='content' "
            f"class='site-content'>{main}</div><footer id='colophon' class='site-footer'><ul class='footer-menu'>"
            f"{links}</ul></footer></body></html>")


# --- A long report in WordPress with the block editor's footnotes, a contents box, a figure, endnotes with "↩" ----

REPORT = (
    "Wer pflegt die Pflegenden? Ein Bericht über die Lage der häuslichen Pflege im Landkreis",
    "Rund 4.200 Menschen im Landkreis werden zu Hause gepflegt, vier von fünf davon von Angehörigen ohne "
    "professionelle Hilfe.",
    "1. Ausgangslage",
    "Die Zahl der Pflegebedürftigen ist seit 2017 um ein Drittel gestiegen, während die Zahl der ambulanten Dienste "
    "gleich geblieben ist.",
    "Abbildung 2: Pflegebedürftige im Landkreis nach Versorgungsart, 2017 bis 2025. Die häusliche Pflege durch "
    "Angehörige wächst am stärksten; Quelle: Pflegestatistik des Landesamts.",
    "Ich habe drei Jahre lang meine Mutter gepflegt und in dieser Zeit keinen einzigen Urlaub gemacht.",
    "2. Empfehlungen",
    "Der Landkreis sollte einen Pflegestützpunkt in jeder Verbandsgemeinde einrichten und die Kurzzeitpflege "
    "ausbauen.",
    "Landesamt für Statistik: Pflegestatistik 2025, Tabelle 3.",
    "Befragung pflegender Angehöriger durch den Seniorenbeirat, November 2025, 312 Antworten.",
)


def _report() -> str:
    r = REPORT
    return _site(
        f"{r[0]} – Seniorenbeirat Landkreis Kusel", "de",
        "<main id='primary' class='site-main'><article id='post-812' class='post-812 page type-page status-publish "
        f"hentry'><header class='entry-header'><h1 class='entry-title'>{r[0]}</h1></header><div class='entry-content'>"
        "<div id='ez-toc-container' class='ez-toc-v2_0 counter-hierarchy ez-toc-grey'><div class='ez-toc-title-"
        "container'><p class='ez-toc-title'>Inhalt</p><span class='ez-toc-title-toggle'><a class='ez-toc-toggle'>"
        "Toggle</a></span></div><nav><ul class='ez-toc-list ez-toc-list-level-1'><li><a class='ez-toc-link' "
        "href='#1_Ausgangslage'>1. Ausgangslage</a></li><li><a class='ez-toc-link' href='#2_Empfehlungen'>2. "
        f"Empfehlungen</a></li></ul></nav></div><p class='has-large-font-size'>{r[1]}</p><h2 class='wp-block-heading'"
        " id='1_Ausgangslage'>1. Ausgangslage</h2><p>Die Zahl der Pflegebedürftigen ist seit 2017 um ein Drittel "
        "gestiegen, während die Zahl der ambulanten Dienste gleich geblieben ist.<sup data-fn='7c2f9e1a-3b4d-4e8f-9a0b-1c2d3e4f5a6b' class='fn'><a "
        "href='#7c2f9e1a-3b4d-4e8f-9a0b-1c2d3e4f5a6b' id='7c2f9e1a-3b4d-4e8f-9a0b-1c2d3e4f5a6b-link'>1</a></sup></p><figure class='wp-block-image size-large'><img src='/wp-content/"
        f"uploads/2026/01/abb2.png' alt=''><figcaption class='wp-element-caption'>{r[4]}</figcaption></figure>"
        f"<blockquote class='wp-block-quote'><p>{r[5]}<sup data-fn='d41e8b27-90ac-4f13-b5e6-28c7d9f0a1b3' class='fn'><a href='#d41e8b27-90ac-4f13-b5e6-28c7d9f0a1b3' id='d41e8b27-90ac-4f13-b5e6-28c7d9f0a1b3-link'>2</a>"
        "</sup></p><cite>Teilnehmerin der Befragung</cite></blockquote><h2 class='wp-block-heading' "
        f"id='2_Empfehlungen'>{r[6]}</h2><p>{r[7]}</p><ol class='wp-block-footnotes'><li id='7c2f9e1a-3b4d-4e8f-9a0b-1c2d3e4f5a6b'>{r[8]} <a "
        f"href='#7c2f9e1a-3b4d-4e8f-9a0b-1c2d3e4f5a6b-link' aria-label='Zur Fußnotenreferenz 1 navigieren'>↩︎</a></li><li id='d41e8b27-90ac-4f13-b5e6-28c7d9f0a1b3'>{r[9]} <a "
        "href='#d41e8b27-90ac-4f13-b5e6-28c7d9f0a1b3-link' aria-label='Zur Fußnotenreferenz 2 navigieren'>↩︎</a></li></ol></div></article></main>"
        "<aside id='secondary' class='widget-area'><section class='widget widget_recent_entries'><h2 "
        "class='widget-title'>Neueste Beiträge</h2><ul><li><a>Sprechstunde im Rathaus</a></li></ul></section></aside>")


PAGES["report-footnotes-de"] = NewsPage(
    _report(), "https://seniorenbeirat-kusel.example.de/bericht-haeusliche-pflege/",
    REPORT[:4] + REPORT[5:],  # (a figure's caption goes, as everywhere: docs/vert.md)
    ("↩", "Toggle", "Neueste Beiträge", "Sprechstunde im Rathaus", "Wir verwenden Cookies"))


# --- An essay in Tufte CSS: sidenotes and margin notes beside the text, their numbers as labels ---------------------

ESSAY = (
    "On the slowness of good maps",
    "Every county survey of the nineteenth century took longer than its budget allowed, and most of them took "
    "longer than the surveyors lived.",
    "The Ordnance Survey's six-inch sheets for Yorkshire alone needed eleven years of fieldwork.",
    "Yorkshire was the first county to be surveyed at six inches to the mile, between 1846 and 1851 for the field "
    "work and until 1857 for the engraving.",
    "What took so long was not the measuring but the names: every farm, well and field had to be asked after, "
    "spelled, and checked against the parish books.",
    "The name books survive in the National Archives, in 1,200 volumes.",
    "A map that gets its names wrong is worse than no map, because people go on trusting it long after the mistake "
    "is known.",
)


def _tufte() -> str:
    e = ESSAY
    return (
        _head(f"{e[0]} | Field Notes", "en", "<link rel='stylesheet' href='/tufte.css'>")
        + f"<body><article><h1>{e[0]}</h1><p class='subtitle'>Martha Ellison · 14 February 2026</p><section>"
        f"<p>{e[1]} {e[2]}<label for='sn-1' class='margin-toggle sidenote-number'></label><input type='checkbox' "
        f"id='sn-1' class='margin-toggle'/><span class='sidenote'>{e[3]}</span></p><p>{e[4]}<label for='mn-1' "
        "class='margin-toggle'>&#8853;</label><input type='checkbox' id='mn-1' class='margin-toggle'/><span "
        f"class='marginnote'>{e[5]}</span></p></section><section><p>{e[6]}</p></section></article>"
        "<footer><p><a href='/'>Field Notes</a> · <a href='/feed.xml'>RSS</a></p></footer></body></html>"
    )


PAGES["tufte-sidenotes-en"] = NewsPage(
    _tufte(), "https://fieldnotes.example.org/2026/slow-maps/",
    # (a sidenote's <span> inside the paragraph: its text follows the sentence it annotates, apart from it)
    (ESSAY[0], " ".join(ESSAY[1:4]), " ".join(ESSAY[4:6]), ESSAY[6]), ("⊕", "RSS"))


# --- A changelog (Keep a Changelog, rendered by a static site): versions with their days, Added/Changed/Fixed -----

CHANGES = (
    "Changelog",
    "All notable changes to this project are documented in this file.",
    "[2.4.0] - 2026-03-02",
    "Added",
    "Export of the timetable as iCalendar, one file per line or for the whole network.",
    "A dark theme that follows the system setting.",
    "Fixed",
    "Departures after midnight were shown on the previous day's board.",
    "[2.3.1] - 2026-01-19",
    "The search no longer crashes when a stop's name contains an apostrophe.",
)


def _changelog() -> str:
    c = CHANGES
    return (
        _head("Changelog · Fahrplan-App documentation", "en")
        + "<body><div class='md-container'><nav class='md-nav md-nav--primary'><ul><li><a>Home</a></li><li><a>"
        "Installation</a></li><li><a>Configuration</a></li><li><a>Changelog</a></li></ul></nav><main class='md-main'>"
        f"<article class='md-content__inner md-typeset'><h1 id='changelog'>{c[0]}<a class='headerlink' "
        f"href='#changelog'>¶</a></h1><p>{c[1]}</p><h2 id='240-2026-03-02'><a href='https://github.com/ex/fahrplan/"
        "compare/v2.3.1...v2.4.0'>[2.4.0]</a> - 2026-03-02<a class='headerlink' href='#240-2026-03-02'>¶</a></h2><h3 "
        f"id='added'>{c[3]}<a class='headerlink' href='#added'>¶</a></h3><ul><li>{c[4]}</li><li>{c[5]}</li></ul><h3 "
        f"id='fixed'>{c[6]}<a class='headerlink' href='#fixed'>¶</a></h3><ul><li>{c[7]}</li></ul><h2 "
        "id='231-2026-01-19'><a href='https://github.com/ex/fahrplan/compare/v2.3.0...v2.3.1'>[2.3.1]</a> - "
        "2026-01-19<a class='headerlink' href='#231-2026-01-19'>¶</a></h2><h3 id='fixed_1'>Fixed<a class='headerlink' "
        f"href='#fixed_1'>¶</a></h3><ul><li>{c[9]}</li></ul></article></main><footer class='md-footer'><div "
        "class='md-footer-meta'>Made with Material for MkDocs</div></footer></div></body></html>"
    )


PAGES["changelog-en"] = NewsPage(
    _changelog(), "https://fahrplan.example.org/docs/changelog/", CHANGES, ("¶", "Made with Material"))


# --- A Mailchimp campaign archive page: the e-mail's tables (mcnTextContent), "view in browser", unsubscribe -------

MAILCHIMP = (
    "Newsletter März 2026: Frühjahrsputz im Vereinsheim",
    "Liebe Mitglieder, der Winter war lang, aber die Plätze trocknen ab und am 21. März beginnt die Saison.",
    "Arbeitseinsatz am Samstag",
    "Wir treffen uns um 9 Uhr am Vereinsheim; Handschuhe und Rechen bringt bitte jeder selbst mit, für Brötchen und "
    "Kaffee ist gesorgt.",
    "Neue Trainingszeiten",
    "Die Jugend trainiert ab April dienstags und donnerstags von 16 bis 18 Uhr, die Erwachsenen im Anschluss.",
    "Sportliche Grüße, euer Vorstand",
)


def _mailchimp() -> str:
    m = MAILCHIMP

    def text_block(inner: str) -> str:
        return ("<table border='0' cellpadding='0' cellspacing='0' width='100%' class='mcnTextBlock'><tbody "
                "class='mcnTextBlockOuter'><tr><td valign='top' class='mcnTextBlockInner'><table align='left' "
                "border='0' cellpadding='0' cellspacing='0' width='100%' class='mcnTextContentContainer'><tbody><tr><td "
                f"valign='top' class='mcnTextContent' style='padding:9px 18px'>{inner}</td></tr></tbody></table></td>"
                "</tr></tbody></table>")

    return (
        _head(m[0], "de", "<meta property='og:title' content='Newsletter März 2026: Frühjahrsputz im Vereinsheim'>"
              "<style type='text/css'>p{margin:10px 0;padding:0;} table{border-collapse:collapse;}</style>")
        + "<body><div id='awesomewrap'><div id='awesomebar'><div class='awesomebar-wrapper'><a class='logo' "
        "href='http://eepurl.com/abc'>Subscribe</a><a href='https://us5.campaign-archive.com/home/?u=1&id=2'>Past "
        "Issues</a><a class='rss' href='https://us5.campaign-archive.com/feed?u=1'>RSS</a><a class='translate'>"
        "Translate</a></div></div></div><center><table align='center' border='0' cellpadding='0' cellspacing='0' "
        "height='100%' width='100%' id='bodyTable'><tr><td align='center' valign='top' id='bodyCell'><table "
        "border='0' cellpadding='0' cellspacing='0' width='100%' class='templateContainer'><tr><td valign='top' "
        "id='templatePreheader'>"
        + text_block("Frühjahrsputz, Trainingszeiten und mehr <a href='*|ARCHIVE|*'>Diese E-Mail im Browser ansehen</a>")
        + "</td></tr><tr><td valign='top' id='templateHeader'><table class='mcnImageBlock'><tr><td><img "
        "src='https://mcusercontent.com/1/images/logo.png' class='mcnImage'></td></tr></table></td></tr><tr><td "
        "valign='top' id='templateBody'>"
        + text_block(f"<h1>{m[0]}</h1><p>{m[1]}</p><h2>{m[2]}</h2><p>{m[3]}</p><h2>{m[4]}</h2><p>{m[5]}</p><p>{m[6]}</p>")
        + "</td></tr><tr><td valign='top' id='templateFooter'><table class='mcnFollowBlock'><tr><td><a "
        "href='https://www.facebook.com/tcgruenweiss'>Facebook</a><a href='https://www.instagram.com/tcgruenweiss'>"
        "Instagram</a></td></tr></table>"
        + text_block("<em>Copyright © 2026 TC Grün-Weiß Hagen e.V., Alle Rechte vorbehalten.</em><br>Sie erhalten "
                     "diese E-Mail, weil Sie Mitglied im TC Grün-Weiß sind.<br><br><strong>Unsere Postanschrift:"
                     "</strong><br>Am Sportpark 3, 58093 Hagen<br><br>Möchten Sie ändern, wie Sie diese E-Mails "
                     "erhalten?<br>Sie können <a href='*|UPDATE_PROFILE|*'>Ihre Einstellungen ändern</a> oder <a "
                     "href='*|UNSUB|*'>sich von dieser Liste abmelden</a>.")
        + "</td></tr></table></td></tr></table></center></body></html>"
    )


PAGES["mailchimp-archive-de"] = NewsPage(
    _mailchimp(), "https://us5.campaign-archive.com/?u=1a2b3c&id=4d5e6f", MAILCHIMP,
    ("Past Issues", "Translate", "im Browser ansehen", "Alle Rechte vorbehalten", "Sie erhalten diese E-Mail",
     "Postanschrift", "Einstellungen ändern", "abmelden", "Instagram"))


# --- A company's press release: dateline, quote, "Über uns" (kept: the release's own prose), press contact --------

PRESS_DE = (
    "Stadtwerke Falkenau nehmen größten Batteriespeicher der Region in Betrieb",
    "Falkenau, 4. März 2026 – Die Stadtwerke Falkenau haben am Dienstag einen Batteriespeicher mit 24 Megawattstunden "
    "Kapazität am Umspannwerk Nord in Betrieb genommen.",
    "Der Speicher kann den Strombedarf von rund 8.000 Haushalten für drei Stunden decken und gleicht Schwankungen "
    "der Solar- und Windeinspeisung aus.",
    "„Mit dem Speicher holen wir die Mittagsspitze der Photovoltaik in den Abend“, sagte Geschäftsführerin Dr. "
    "Anja Lindqvist.",
    "Über die Stadtwerke Falkenau",
    "Die Stadtwerke Falkenau GmbH versorgt rund 60.000 Kundinnen und Kunden mit Strom, Gas, Wärme und Trinkwasser "
    "und betreibt zwei Bäder sowie den Stadtbusverkehr.",
    "Pressekontakt",
    "Stadtwerke Falkenau GmbH, Unternehmenskommunikation, Tobias Renner, Telefon 03731 4455-120, presse@"
    "stadtwerke-falkenau.example.de",
)


def _press_de() -> str:
    p = PRESS_DE
    return _site(
        f"{p[0]} | Stadtwerke Falkenau", "de",
        "<main id='main' class='main'><nav class='breadcrumb' aria-label='Brotkrumen'><ol><li><a href='/'>Start</a>"
        "</li><li><a href='/presse/'>Presse</a></li><li>Pressemitteilungen</li></ol></nav><div class='frame "
        "frame-type-news_newsdetail'><div class='news news-single'><div class='article' itemscope "
        "itemtype='http://schema.org/Article'><div class='header'><h1 itemprop='headline'>" + p[0] + "</h1></div>"
        "<div class='footer'><p><span class='news-list-date'><time itemprop='datePublished' datetime='2026-03-04'>"
        "04.03.2026</time></span><span class='news-list-category'>Pressemitteilung</span></p></div><div "
        f"class='news-text-wrap' itemprop='articleBody'><p><strong>{p[1]}</strong></p><p>{p[2]}</p><p>{p[3]}</p>"
        f"<h3>{p[4]}</h3><p>{p[5]}</p><h3>{p[6]}</h3><p>Stadtwerke Falkenau GmbH, Unternehmenskommunikation<br>"
        "Tobias Renner<br>Telefon 03731 4455-120<br><a href='mailto:presse@stadtwerke-falkenau.example.de'>presse@"
        "stadtwerke-falkenau.example.de</a></p></div><div class='news-related news-related-files'><h4>Dateien</h4><ul>"
        "<li><a href='/fileadmin/presse/2026-03-04.pdf'>Pressemitteilung als PDF (212 KB)</a></li></ul></div><div "
        "class='news-backlink-wrap'><a href='/presse/'>Zurück zur Übersicht</a></div></div></div></div></main>")


PAGES["press-release-de"] = NewsPage(
    _press_de(), "https://www.stadtwerke-falkenau.example.de/presse/detail/batteriespeicher-in-betrieb",
    PRESS_DE[:7], ("Zurück zur Übersicht", "als PDF", "Brotkrumen", "Barrierefreiheit", "Wir verwenden Cookies"))


# --- A French ministry's press release (DSFR): "Contact presse", the share bar, "Télécharger le communiqué" ---------

PRESS_FR = (
    "Le ministère lance un plan de rénovation de 400 écoles rurales",
    "Le ministre a présenté ce mercredi un plan de 1,2 milliard d'euros pour rénover d'ici 2030 les bâtiments "
    "scolaires des communes de moins de 3 500 habitants.",
    "Les travaux porteront en priorité sur l'isolation thermique, le remplacement des chaudières au fioul et "
    "l'accessibilité des locaux.",
    "Les communes pourront déposer leur dossier auprès de la préfecture de département à partir du 1er avril.",
    "Contact presse",
    "Service de presse du ministère : 01 55 55 10 10 – presse@education.example.gouv.fr",
)


def _press_fr() -> str:
    p = PRESS_FR
    return _site(
        f"{p[0]} | Ministère de l'Éducation", "fr",
        "<main id='contenu' role='main'><div class='fr-container'><nav role='navigation' class='fr-breadcrumb' "
        "aria-label='vous êtes ici :'><button class='fr-breadcrumb__button'>Voir le fil d’Ariane</button><ol "
        "class='fr-breadcrumb__list'><li><a class='fr-breadcrumb__link' href='/'>Accueil</a></li><li><a "
        "class='fr-breadcrumb__link' href='/presse'>Presse</a></li></ol></nav><div class='fr-grid-row'><div "
        "class='fr-col-12 fr-col-md-8'><p class='fr-tag'>Communiqué de presse</p><h1>" + p[0] + "</h1><p "
        "class='fr-text--sm'>Publié le 11 mars 2026</p><div class='fr-share'><p class='fr-share__title'>Partager la "
        "page</p><ul class='fr-btns-group'><li><a class='fr-btn--facebook fr-btn'>Partager sur Facebook</a></li><li>"
        "<a class='fr-btn--mail fr-btn'>Partager par messagerie</a></li></ul></div><div class='fr-text--lead'><p>"
        f"{p[1]}</p></div><div class='paragraphs'><p>{p[2]}</p><p>{p[3]}</p><h2>{p[4]}</h2><p>{p[5]}</p></div><div "
        "class='fr-download'><p><a class='fr-download__link' href='/media/cp.pdf'>Télécharger le communiqué "
        "<span class='fr-download__detail'>PDF – 180 Ko</span></a></p></div></div></div></div></main>",
        cookies="<div class='fr-consent-banner'><h2>À propos des cookies sur education.gouv.fr</h2><p>Bienvenue ! "
                "Nous utilisons des cookies pour améliorer votre expérience.</p><button>Tout accepter</button></div>",
        nav="Accueil Ministère Presse Contact", footer="Accessibilité Mentions-légales Données-personnelles")


PAGES["press-ministry-fr"] = NewsPage(
    _press_fr(), "https://www.education.example.gouv.fr/presse/plan-renovation-ecoles-rurales", PRESS_FR,
    ("Voir le fil", "Partager", "Télécharger le communiqué", "À propos des cookies", "Mentions-légales"))


# --- An Italian company's press release: "Chi siamo" paragraph (kept) and "Contatti stampa" --------------------------

PRESS_IT = (
    "Pastificio Valbruna apre il nuovo stabilimento di Foggia",
    "Foggia, 9 marzo 2026 – Pastificio Valbruna ha inaugurato oggi il nuovo stabilimento di Foggia, che darà lavoro "
    "a 140 persone e produrrà 60.000 tonnellate di pasta all'anno.",
    "L'impianto lavora esclusivamente grano duro coltivato in Puglia e in Basilicata, acquistato con contratti "
    "di filiera triennali.",
    "Chi è Pastificio Valbruna",
    "Fondato nel 1921 a Gragnano, Pastificio Valbruna è oggi il terzo produttore italiano di pasta di semola ed "
    "esporta in 48 paesi.",
    "Contatti stampa",
    "Ufficio stampa Valbruna – Giulia Sartori – stampa@valbruna.example.it – +39 081 555 0199",
)


def _press_it() -> str:
    p = PRESS_IT
    return _site(
        f"{p[0]} - Pastificio Valbruna", "it",
        "<div class='elementor elementor-2231' data-elementor-type='wp-post'><section class='elementor-section "
        "elementor-top-section'><div class='elementor-container'><div class='elementor-widget-wrap'><div "
        "class='elementor-element elementor-widget elementor-widget-theme-post-title'><div class='elementor-widget-"
        f"container'><h1 class='elementor-heading-title elementor-size-default'>{p[0]}</h1></div></div><div "
        "class='elementor-element elementor-widget elementor-widget-post-info'><ul class='elementor-inline-items "
        "elementor-icon-list-items elementor-post-info'><li class='elementor-icon-list-item'><span "
        "class='elementor-post-info__item--type-date'>9 Marzo 2026</span></li><li><span>Comunicati stampa</span>"
        "</li></ul></div><div class='elementor-element elementor-widget elementor-widget-theme-post-content'><div "
        f"class='elementor-widget-container'><p>{p[1]}</p><p>{p[2]}</p><h4>{p[3]}</h4><p>{p[4]}</p><h4>{p[5]}</h4>"
        f"<p>{p[6]}</p></div></div><div class='elementor-element elementor-widget elementor-widget-share-buttons'>"
        "<div class='elementor-share-btn'>Condividi su LinkedIn</div></div><div class='elementor-element "
        "elementor-widget elementor-widget-post-navigation'><div class='elementor-post-navigation'><a rel='prev'>"
        "<span class='post-navigation__prev--label'>Precedente</span><span class='elementor-post-navigation__link__"
        "prev'>Valbruna al Cibus 2025</span></a></div></div></div></div></section></div>",
        cookies=COOKIES_EN.replace("We use cookies to improve your experience on our website.",
                                   "Questo sito utilizza cookie tecnici e di profilazione."),
        nav="Azienda Prodotti Ricette Stampa Contatti", footer="Privacy Cookie P.IVA-01234567890")


PAGES["press-company-it"] = NewsPage(
    _press_it(), "https://www.valbruna.example.it/comunicati-stampa/nuovo-stabilimento-foggia/", PRESS_IT,
    ("Condividi", "Precedente", "Valbruna al Cibus", "Questo sito utilizza", "P.IVA"))


# --- Legal texts a crawler meets: an Impressum, a Datenschutzerklärung, AGB (their text IS the page) --------------

IMPRESSUM = (
    "Impressum",
    "Angaben gemäß § 5 DDG",
    "Bäckerei Hoffmann GmbH",
    "Lindenstraße 12",
    "34117 Kassel",
    "Vertreten durch",
    "Geschäftsführer: Markus Hoffmann",
    "Registereintrag",
    "Eingetragen im Handelsregister des Amtsgerichts Kassel unter HRB 18342.",
    "Umsatzsteuer-ID",
    "Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 298765432",
    "Verbraucherstreitbeilegung",
    "Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle "
    "teilzunehmen.",
    "Haftung für Inhalte",
    "Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich; "
    "für fremde Inhalte, auf die wir verlinken, übernehmen wir keine Gewähr.",
)


def _impressum() -> str:
    i = IMPRESSUM
    return _site(
        "Impressum – Bäckerei Hoffmann", "de",
        "<main id='main' class='site-main'><article class='page type-page'><div class='entry-content'><div "
        f"class='wp-block-group'><h1 class='wp-block-heading'>{i[0]}</h1><h2>{i[1]}</h2><p>{i[2]}<br>{i[3]}<br>{i[4]}"
        f"</p><h3>{i[5]}</h3><p>{i[6]}</p><h3>{i[7]}</h3><p>{i[8]}</p><h3>{i[9]}</h3><p>{i[10]}</p><h3>{i[11]}</h3>"
        f"<p>{i[12]}</p><h3>{i[13]}</h3><p>{i[14]}</p><p class='has-small-font-size'>Quelle: <a "
        "href='https://www.e-recht24.de'>eRecht24</a></p></div></div></article></main>")


PAGES["impressum-de"] = NewsPage(
    _impressum(), "https://www.baeckerei-hoffmann.example.de/impressum/",
    IMPRESSUM[:2] + (" ".join(IMPRESSUM[2:5]),) + IMPRESSUM[5:],  # (the address's lines, one paragraph by <br>s)
    ("Wir verwenden Cookies", "Barrierefreiheit", "Quelle: eRecht24"))


DATENSCHUTZ = (
    "Datenschutzerklärung",
    "1. Datenschutz auf einen Blick",
    "Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, "
    "wenn Sie diese Website besuchen.",
    "2. Hosting",
    "Wir hosten die Inhalte unserer Website bei einem Anbieter in Nürnberg; die Verwendung erfolgt auf Grundlage von "
    "Art. 6 Abs. 1 lit. f DSGVO.",
    "3. Ihre Rechte",
    "Recht auf Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)",
    "Recht auf Berichtigung unrichtiger Daten (Art. 16 DSGVO)",
    "Recht auf Löschung (Art. 17 DSGVO)",
    "4. Cookies",
    "Unsere Website verwendet nur technisch notwendige Cookies, die nach dem Ende Ihres Besuchs gelöscht werden.",
    "5. Kontaktformular",
    "Wenn Sie uns per Kontaktformular Anfragen zukommen lassen, werden Ihre Angaben zur Bearbeitung der Anfrage bei "
    "uns gespeichert.",
)


def _datenschutz() -> str:
    d = DATENSCHUTZ
    return _site(
        "Datenschutzerklärung – Praxis Dr. Yilmaz", "de",
        "<main id='main'><div class='container'><div class='row'><div class='col-md-9 content'><div class='ce_text "
        f"block'><h1>{d[0]}</h1><h2>{d[1]}</h2><p>{d[2]}</p><h2>{d[3]}</h2><p>{d[4]}</p><h2>{d[5]}</h2><ul><li>{d[6]}"
        f"</li><li>{d[7]}</li><li>{d[8]}</li></ul><h2>{d[9]}</h2><p>{d[10]}</p><h2>{d[11]}</h2><p>{d[12]}</p></div>"
        "</div><aside class='col-md-3 sidebar'><div class='mod_article'><h3>Sprechzeiten</h3><p>Mo–Fr 8–12 Uhr</p>"
        "</div></aside></div></div></main>")


PAGES["datenschutz-de"] = NewsPage(
    _datenschutz(), "https://www.praxis-yilmaz.example.de/datenschutz.html", DATENSCHUTZ,
    ("Sprechzeiten", "Wir verwenden Cookies", "Barrierefreiheit"))


AGB = (
    "Allgemeine Geschäftsbedingungen",
    "§ 1 Geltungsbereich",
    "Diese Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucher über unseren Onlineshop abschließen.",
    "§ 2 Vertragsschluss",
    "Die Darstellung der Produkte im Shop stellt kein rechtlich bindendes Angebot dar, sondern eine Aufforderung zur "
    "Bestellung.",
    "§ 3 Widerrufsrecht",
    "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
    "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie die Waren in Besitz genommen haben.",
)


def _agb() -> str:
    a = AGB
    return (
        _head("AGB | Teeladen am Markt", "de")
        + "<body class='template-page'><a class='skip-to-content-link' href='#MainContent'>Direkt zum Inhalt</a>"
        "<div class='announcement-bar'><p class='announcement-bar__message'>Versandkostenfrei ab 40 € in DE</p>"
        "</div><header class='header'><a href='/'>Teeladen am Markt</a><nav class='header__inline-menu'><ul><li>"
        "Grüner Tee</li><li>Schwarzer Tee</li><li>Zubehör</li></ul></nav><a href='/cart'>Warenkorb</a></header>"
        "<main id='MainContent' class='content-for-layout'><div class='page-width page-width--narrow'><h1 "
        f"class='main-page-title page-title h0'>{a[0]}</h1><div class='rte'><p><strong>{a[1]}</strong></p><p>{a[2]}"
        f"</p><p><strong>{a[3]}</strong></p><p>{a[4]}</p><p><strong>{a[5]}</strong></p><p>{a[6]}</p><p>{a[7]}</p>"
        "</div></div></main><footer class='footer'><div class='footer-block__newsletter'><h2>Newsletter abonnieren"
        "</h2><form><input type='email' placeholder='E-Mail'><button>Abonnieren</button></form></div><ul "
        "class='policies list-unstyled'><li><a href='/policies/refund-policy'>Widerrufsrecht</a></li><li><a "
        "href='/policies/privacy-policy'>Datenschutzerklärung</a></li></ul><small>© 2026, Teeladen am Markt Powered "
        "by Shopify</small></footer></body></html>"
    )


PAGES["agb-shop-de"] = NewsPage(
    _agb(), "https://teeladen-am-markt.example.de/pages/agb", AGB,
    ("Versandkostenfrei", "Warenkorb", "Newsletter abonnieren", "Powered by Shopify", "Direkt zum Inhalt"))


# --- A glossary (French): the letters' index, terms in a <dl>, "Retour en haut" ----------------------------------

GLOSSAIRE = (
    "Glossaire de l'assainissement",
    "Ce glossaire explique les termes employés dans les rapports annuels du syndicat des eaux.",
    "Assainissement non collectif",
    "Traitement des eaux usées d'une habitation qui n'est pas raccordée au réseau public, par une fosse et un "
    "épandage sur la parcelle.",
    "Boues d'épuration",
    "Résidus solides issus du traitement des eaux usées, valorisés en agriculture après compostage ou séchage.",
    "Équivalent-habitant",
    "Unité de mesure de la pollution : la charge organique qu'un habitant rejette en moyenne chaque jour.",
)


def _glossaire() -> str:
    g = GLOSSAIRE
    letters = "".join(f"<li><a href='#{c}'>{c}</a></li>" for c in "ABCDEFGHIJ")
    return _site(
        f"{g[0]} - Syndicat des eaux du Val de Loue", "fr",
        f"<main class='main-content'><h1 class='page-title'>{g[0]}</h1><div class='chapo'><p>{g[1]}</p></div><nav "
        f"class='glossary-index' aria-label='Index alphabétique'><ul class='alphabet'>{letters}</ul></nav><div "
        f"class='glossary'><h2 id='A'>A</h2><dl><dt>{g[2]}</dt><dd>{g[3]}</dd></dl><h2 id='B'>B</h2><dl><dt>{g[4]}"
        f"</dt><dd>{g[5]}</dd></dl><h2 id='E'>E</h2><dl><dt>{g[6]}</dt><dd>{g[7]}</dd></dl></div><p class='back-top'>"
        "<a href='#top'>Retour en haut</a></p></main>",
        cookies="<div id='tarteaucitronRoot'><div id='tarteaucitronAlertBig'><span>Ce site utilise des cookies et "
                "vous donne le contrôle sur ceux que vous souhaitez activer</span><button>Tout accepter</button>"
                "</div></div>",
        nav="Accueil Le-syndicat Eau-potable Assainissement", footer="Mentions-légales Plan-du-site Accessibilité")


PAGES["glossary-fr"] = NewsPage(
    _glossaire(), "https://www.eaux-val-de-loue.example.fr/glossaire/", GLOSSAIRE,
    ("Retour en haut", "Ce site utilise des cookies", "Plan-du-site", "ABCDE"))


# --- Academic pages: a paper's abstract page (OJS), a course description (a German university's), a staff profile ---

ABSTRACT = (
    "Seasonal migration and school attendance in upland Nepal",
    "We use six years of attendance registers from 41 schools in Jumla district to estimate how the seasonal "
    "migration of parents affects the attendance of their children.",
    "Attendance falls by 11 percentage points in the months when fathers work in India, and the fall is twice as "
    "large for girls as for boys.",
    "Keywords: seasonal migration, education, gender, Nepal",
)


def _abstract() -> str:
    a = ABSTRACT
    return (
        _head(f"{a[0]} | Journal of Mountain Development Studies", "en",
              "<meta name='citation_title' content='Seasonal migration and school attendance in upland Nepal'>"
              "<meta name='citation_author' content='Thapa, Sunita'><meta name='citation_author' content='Gurung, "
              "Bikash'><meta name='citation_date' content='2026/02/15'>")
        + "<body class='pkp_page_article pkp_op_view'><div class='pkp_structure_page'><header class='pkp_structure_head'"
        "><nav class='pkp_navigation_primary_row'><ul id='navigationPrimary' class='pkp_navigation_primary'><li><a>"
        "Current</a></li><li><a>Archives</a></li><li><a>Announcements</a></li><li><a>About</a></li></ul></nav></header>"
        "<div class='pkp_structure_content has_sidebar'><div class='pkp_structure_main' role='main'><div "
        "class='page page_article'><nav class='cmp_breadcrumbs' role='navigation'><ol><li><a>Home</a></li><li><a>"
        "Archives</a></li><li><a>Vol. 14 No. 1 (2026)</a></li><li class='current'>Articles</li></ol></nav><article "
        f"class='obj_article_details'><h1 class='page_title'>{a[0]}</h1><div class='row'><div class='main_entry'><section "
        "class='item authors'><h2 class='pkp_screen_reader'>Authors</h2><ul class='authors'><li><span class='name'>Sunita "
        "Thapa</span><span class='affiliation'>Tribhuvan University</span></li><li><span class='name'>Bikash Gurung"
        "</span><span class='affiliation'>University of Bergen</span></li></ul></section><section class='item doi'><h2 "
        "class='label'>DOI:</h2><span class='value'><a>https://doi.org/10.5555/jmds.2026.0142</a></span></section>"
        f"<section class='item keywords'><h2 class='label'>Keywords:</h2><span class='value'>seasonal migration, "
        f"education, gender, Nepal</span></section><section class='item abstract'><h2 class='label'>Abstract</h2><p>"
        f"{a[1]}</p><p>{a[2]}</p></section></div><div class='entry_details'><div class='item galleys'><ul "
        "class='value galleys_links'><li><a class='obj_galley_link pdf'>PDF</a></li></ul></div><div class='item "
        "published'><section class='sub_item'><h2 class='label'>Published</h2><div class='value'><span>2026-02-15</span>"
        "</div></section></div><div class='item citation'><section class='sub_item citation_display'><h2 class='label'>"
        "How to Cite</h2><div class='value'><div class='csl-bib-body'><div class='csl-entry'>Thapa, S., &amp; Gurung, "
        "B. (2026). Seasonal migration and school attendance in upland Nepal. <i>Journal of Mountain Development "
        "Studies</i>, <i>14</i>(1), 33–51.</div></div><div class='citation_formats'><button>More Citation Formats</button>"
        "</div></div></section></div></div></div></article></div></div><div class='pkp_structure_sidebar left' "
        "role='complementary'><div class='pkp_block block_make_submission'><a class='block_make_submission_link'>Make a "
        "Submission</a></div><div class='pkp_block block_information'><h2 class='title'>Information</h2><ul><li>For "
        "Readers</li><li>For Authors</li><li>For Librarians</li></ul></div></div></div><div class='pkp_structure_footer_"
        "wrapper'><div class='pkp_brand_footer'><a>Platform &amp; workflow by OJS / PKP</a></div></div></div></body></html>"
    )


PAGES["abstract-ojs-en"] = NewsPage(
    _abstract(), "https://journals.example.edu/jmds/article/view/142", (ABSTRACT[0], ABSTRACT[1], ABSTRACT[2]),
    ("Make a Submission", "For Librarians", "More Citation Formats", "Platform & workflow", "Announcements"))


KURS = (
    "Einführung in die Stadtsoziologie",
    "Das Seminar führt in die klassischen und neueren Ansätze der Stadtsoziologie ein, von der Chicago School bis zur "
    "Gentrifizierungsforschung.",
    "Lernziele",
    "Die Studierenden können zentrale Begriffe der Stadtsoziologie erklären und auf Beispiele aus Leipzig anwenden.",
    "Sie lernen, kleine empirische Erhebungen im Stadtteil zu planen und auszuwerten.",
    "Prüfungsleistung",
    "Hausarbeit (15 Seiten)",
    "Leistungspunkte",
    "5 LP",
)


def _kurs() -> str:
    k = KURS
    return _site(
        f"{k[0]} – Institut für Soziologie – Universität Leipzig", "de",
        "<main id='main-content'><div class='container'><ol class='breadcrumb'><li><a>Startseite</a></li><li><a>"
        f"Studium</a></li><li>Lehrveranstaltungen</li></ol><h1>{k[0]}</h1><div class='meta-info'><span>Seminar</span> "
        f"<span>Sommersemester 2026</span></div><div class='ce-bodytext'><p>{k[1]}</p><h2>{k[2]}</h2><ul><li>{k[3]}"
        f"</li><li>{k[4]}</li></ul></div><table class='contenttable'><tbody><tr><th>Dozentin</th><td>Dr. Miriam "
        "Albers</td></tr><tr><th>Termin</th><td>Dienstag, 11:15–12:45 Uhr, Hörsaal 9</td></tr><tr><th>"
        f"{k[5]}</th><td>{k[6]}</td></tr><tr><th>{k[7]}</th><td>{k[8]}</td></tr></tbody></table><p><a "
        "class='btn' href='/almaweb'>Zur Einschreibung in AlmaWeb</a></p></div></main>",
        nav="Studium Forschung Institut Aktuelles")


PAGES["course-de"] = NewsPage(
    _kurs(), "https://www.sozio.example-uni.de/studium/lehrveranstaltungen/stadtsoziologie", KURS,
    ("Zur Einschreibung", "Wir verwenden Cookies", "Barrierefreiheit"))


PROFIL = (
    "doc. Mgr. Kateřina Novotná, Ph.D.",
    "Kateřina Novotná působí na katedře bohemistiky od roku 2014 a zabývá se dějinami české literatury 19. století.",
    "Vystudovala český jazyk a literaturu na Univerzitě Karlově a v letech 2011–2012 byla hostující badatelkou ve "
    "Vídni.",
    "Vybrané publikace",
    "Novotná, K. (2024). Ženy v obrozenské próze. Praha: Academia.",
    "Novotná, K., a Dvořák, J. (2021). Dopisy Boženy Němcové jako literární pramen. Česká literatura, 69(3), 301–325.",
    "Výuka",
    "Česká literatura 19. století (přednáška, zimní semestr)",
)


def _profil() -> str:
    p = PROFIL
    return _site(
        f"{p[0]} | Filozofická fakulta", "cs",
        "<main class='main'><div class='b-profile'><div class='b-profile__card'><img src='/foto/novotna.jpg' "
        f"alt=''><h1 class='b-profile__name'>{p[0]}</h1><p class='b-profile__position'>docentka, Katedra bohemistiky"
        "</p><dl class='b-profile__contacts'><dt>E-mail</dt><dd><a>katerina.novotna@ff.example.cz</a></dd><dt>"
        "Telefon</dt><dd>+420 585 633 101</dd><dt>Kancelář</dt><dd>Křížkovského 10, místnost 2.14</dd></dl></div>"
        f"<div class='b-profile__body'><h2>Profil</h2><p>{p[1]}</p><p>{p[2]}</p><h2>{p[3]}</h2><ul class='publications'>"
        f"<li>{p[4]}</li><li>{p[5]}</li></ul><h2>{p[6]}</h2><ul><li>{p[7]}</li></ul></div></div></main>",
        cookies="<div class='cookie-bar'><p>Tento web používá soubory cookie.</p><button>Souhlasím</button></div>",
        nav="Fakulta Studium Věda Katedry", footer="Kontakty Přístupnost Cookies")


PAGES["staff-profile-cs"] = NewsPage(
    _profil(), "https://www.ff.example.cz/lide/katerina-novotna", PROFIL,
    ("Tento web používá", "Přístupnost", "Souhlasím"))


# --- A parish newsletter laid out in tables (an old site's Gemeindebrief page: bgcolor, <font>, spacer images) -----

GEMEINDEBRIEF = (
    "Gemeindebrief Ostern 2026",
    "Liebe Gemeinde, nach dem langen Winter freuen wir uns auf die Osterzeit und laden Sie herzlich zu unseren "
    "Gottesdiensten ein.",
    "Die Osternacht feiern wir am Samstag um 21 Uhr mit dem Osterfeuer vor der Kirche; danach gibt es im "
    "Gemeindehaus Brot und Wein.",
    "Aus dem Kirchenvorstand",
    "Die Sanierung des Kirchturms ist abgeschlossen; der Kirchenvorstand dankt allen, die dafür gespendet haben.",
    "Gründonnerstag, 2. April, 19 Uhr: Abendmahlsgottesdienst",
    "Ostersonntag, 5. April, 10 Uhr: Festgottesdienst mit dem Posaunenchor",
)


def _gemeindebrief() -> str:
    g = GEMEINDEBRIEF
    return (
        "<!DOCTYPE HTML PUBLIC '-//W3C//DTD HTML 4.01 Transitional//EN'><html><head><meta http-equiv='Content-Type' "
        f"content='text/html; charset=utf-8'><title>{g[0]} - Ev.-luth. Kirchengemeinde Wettbergen</title></head>"
        "<body bgcolor='#FFFFFF' leftmargin='0' topmargin='0'><table width='900' border='0' cellspacing='0' "
        "cellpadding='0' align='center'><tr><td colspan='2' bgcolor='#6B2C3E'><img src='img/kopf.jpg' width='900' "
        "height='120' alt='Kirchengemeinde Wettbergen'></td></tr><tr><td width='180' valign='top' bgcolor='#EFE6D8'>"
        "<table width='180' border='0' cellpadding='4'><tr><td><a href='index.html'><font face='Verdana' size='2'>"
        "Startseite</font></a></td></tr><tr><td><a href='gottesdienste.html'><font face='Verdana' size='2'>"
        "Gottesdienste</font></a></td></tr><tr><td><a href='gruppen.html'><font face='Verdana' size='2'>Gruppen und "
        "Kreise</font></a></td></tr><tr><td><a href='gemeindebrief.html'><font face='Verdana' size='2'>Gemeindebrief"
        "</font></a></td></tr><tr><td><a href='kontakt.html'><font face='Verdana' size='2'>Kontakt</font></a></td>"
        "</tr></table></td><td width='720' valign='top'><table width='100%' border='0' cellpadding='12'><tr><td>"
        f"<font face='Verdana' size='4' color='#6B2C3E'><b>{g[0]}</b></font><br><img src='img/spacer.gif' width='1' "
        f"height='10'><br><font face='Verdana' size='2'>{g[1]}<br><br>{g[2]}</font><br><br><font face='Verdana' "
        f"size='3' color='#6B2C3E'><b>{g[3]}</b></font><br><font face='Verdana' size='2'>{g[4]}</font><br><br><table "
        "width='100%' border='1' cellpadding='6' cellspacing='0' bordercolor='#CCCCCC'><tr bgcolor='#EFE6D8'><td>"
        f"<font face='Verdana' size='2'><b>Gottesdienste zu Ostern</b></font></td></tr><tr><td><font face='Verdana' "
        f"size='2'>{g[5]}</font></td></tr><tr><td><font face='Verdana' size='2'>{g[6]}</font></td></tr></table></td>"
        "</tr></table></td></tr><tr><td colspan='2' bgcolor='#6B2C3E' align='center'><font face='Verdana' size='1' "
        "color='#FFFFFF'>Ev.-luth. Kirchengemeinde Wettbergen · Kirchstraße 4 · 30457 Hannover · <a href='impressum.html'"
        "><font color='#FFFFFF'>Impressum</font></a> · letzte Änderung: 12.03.2026</font></td></tr></table></body></html>"
    )


PAGES["parish-tables-de"] = NewsPage(
    _gemeindebrief(), "http://www.kirche-wettbergen.example.de/gemeindebrief.html",
    # (the bold subheading over its paragraph with one <br> between: one line of the text with it)
    GEMEINDEBRIEF[:3] + (" ".join(GEMEINDEBRIEF[3:5]),) + GEMEINDEBRIEF[5:],
    ("Gruppen und Kreise", "letzte Änderung", "Kirchstraße 4"))


# --- An Italian club's news laid out in tables (a Joomla 1.5 "contentpaneopen" article) ---------------------------

CLUB_IT = (
    "Assemblea dei soci e gita sociale di primavera",
    "L'assemblea ordinaria dei soci si terrà venerdì 20 marzo alle ore 21 presso la sede di via Roma 14.",
    "All'ordine del giorno l'approvazione del bilancio 2025 e il rinnovo del consiglio direttivo.",
    "La gita sociale di primavera sarà al Lago di Garda il 19 aprile; le iscrizioni si raccolgono in sede entro il "
    "10 aprile.",
)


def _club_it() -> str:
    c = CLUB_IT
    return (
        _head(f"{c[0]} - Circolo Fotografico Il Mulino", "it")
        + "<body id='page_bg'><div id='wrapper'><div id='header'><h1 id='logo'>Circolo Fotografico Il Mulino</h1>"
        "</div><div id='tabarea'><table cellpadding='0' cellspacing='0' class='pill'><tr><td class='pill_m'><ul "
        "id='mainlevel-nav'><li><a class='mainlevel-nav'>Home</a></li><li><a class='mainlevel-nav'>Il circolo</a>"
        "</li><li><a class='mainlevel-nav'>Notizie</a></li><li><a class='mainlevel-nav'>Galleria</a></li></ul></td>"
        "</tr></table></div><div id='whitebox'><table class='nopad'><tr valign='top'><td><table "
        "class='contentpaneopen'><tr><td class='contentheading' width='100%'>" + c[0] + "</td><td align='right' "
        "width='100%' class='buttonheading'><a href='/index.php?view=article&amp;format=pdf' title='PDF'><img "
        "src='/images/M_images/pdf_button.png' alt='PDF'></a></td><td class='buttonheading'><a title='Stampa'><img "
        "alt='Stampa' src='/images/M_images/printButton.png'></a></td></tr></table><table class='contentpaneopen'>"
        "<tr><td valign='top' class='createdate'>Lunedì 02 Marzo 2026 18:30</td></tr><tr><td valign='top'>"
        f"<p>{c[1]}</p><p>{c[2]}</p><p>{c[3]}</p></td></tr><tr><td colspan='2' class='modifydate'>Ultimo "
        "aggiornamento Martedì 03 Marzo 2026 09:12</td></tr></table><span class='article_separator'>&nbsp;</span>"
        "</td><td class='greyline'>&nbsp;</td><td width='170'><div class='moduletable'><h3>Chi è online</h3>Abbiamo "
        "3 visitatori online</div></td></tr></table></div><p id='power_by'>Powered by <a>Joomla!</a>.</p></div>"
        "</body></html>"
    )


PAGES["club-joomla-it"] = NewsPage(
    _club_it(), "http://www.circolo-ilmulino.example.it/index.php/notizie/42-assemblea-soci", CLUB_IT,
    ("Chi è online", "visitatori online", "Ultimo aggiornamento", "Powered by", "Galleria"))


# --- A Czech e-shop's privacy policy (Shoptet): numbered articles, lists ------------------------------------------

ZASADY = (
    "Zásady zpracování osobních údajů",
    "I. Základní ustanovení",
    "Správcem osobních údajů je společnost Kávovarna s.r.o., se sídlem Masarykova 22, 602 00 Brno.",
    "II. Zdroje a kategorie zpracovávaných osobních údajů",
    "Správce zpracovává osobní údaje, které jste mu poskytl v souvislosti s plněním objednávky.",
    "identifikační a kontaktní údaje",
    "údaje nezbytné pro plnění smlouvy, například adresu doručení",
    "III. Vaše práva",
    "Máte právo na přístup ke svým osobním údajům, na jejich opravu nebo výmaz a právo podat stížnost u Úřadu pro "
    "ochranu osobních údajů.",
)


def _zasady() -> str:
    z = ZASADY
    return (
        _head(f"{z[0]} - Kávovarna.cz", "cs")
        + "<body class='type-page'><div class='overall-wrapper'><div class='user-action'><div class='top-navigation-bar'>"
        "<a href='/kontakty/'>Kontakty</a><a href='/obchodni-podminky/'>Obchodní podmínky</a><a href='/login/'>"
        "Přihlášení</a></div></div><header id='header'><a class='site-name'>Kávovarna.cz</a><div class='navigation-"
        "buttons'><a class='btn cart-count'>Nákupní košík 0 Kč</a></div><nav id='navigation'><ul class='menu-level-1'>"
        "<li>Zrnková káva</li><li>Mletá káva</li><li>Příslušenství</li></ul></nav></header><div id='content-wrapper' "
        "class='container content-wrapper'><main id='content' class='content wide'><div class='content-inner'><div "
        "class='breadcrumbs navigation-home-icon-wrapper'><a>Domů</a> <span>" + z[0] + "</span></div><article>"
        f"<header><h1>{z[0]}</h1></header><div class='text'><h2>{z[1]}</h2><p>{z[2]}</p><h2>{z[3]}</h2><p>{z[4]}</p>"
        f"<ul><li>{z[5]}</li><li>{z[6]}</li></ul><h2>{z[7]}</h2><p>{z[8]}</p></div></article></div></main></div>"
        "<footer id='footer'><div class='footer-rows'><div class='custom-footer__newsletter'><h4>Odebírat newsletter"
        "</h4><form><input placeholder='Váš e-mail'></form></div><div class='copyright'>© 2026 Kávovarna.cz Vytvořeno "
        "na Shoptetu</div></div></footer></div><div class='siteCookies' id='cookies'><div class='siteCookies__text'>"
        "Tento web používá k poskytování služeb, personalizaci reklam a analýze návštěvnosti soubory cookie.</div>"
        "<button>Přijmout vše</button></div></body></html>"
    )


PAGES["privacy-shoptet-cs"] = NewsPage(
    _zasady(), "https://www.kavovarna.example.cz/podminky-ochrany-osobnich-udaju/", ZASADY,
    ("Nákupní košík", "Odebírat newsletter", "Vytvořeno na Shoptetu", "Tento web používá", "Přihlášení"))


# --- Release notes of a software vendor (German), a version per section, "Bekannte Probleme" ------------------------

RELEASE_DE = (
    "Versionshinweise Kassensystem 8.2",
    "Version 8.2 erscheint am 16. März 2026 und wird allen Kunden mit Wartungsvertrag automatisch eingespielt.",
    "Neue Funktionen",
    "Bons können jetzt als E-Rechnung im Format ZUGFeRD 2.3 an Geschäftskunden gesendet werden.",
    "Die Tagesabrechnung zeigt Trinkgelder getrennt nach Zahlungsart.",
    "Behobene Fehler",
    "Nach einem Stromausfall wurde die letzte Buchung in seltenen Fällen doppelt an die TSE gemeldet.",
    "Bekannte Probleme",
    "Auf Kassen mit Windows 10 LTSC 2016 startet der Kundendisplay-Dienst erst nach einem zweiten Neustart.",
)


def _release_de() -> str:
    r = RELEASE_DE
    return _site(
        f"{r[0]} | Kassenprofi Support", "de",
        "<div class='docs-layout'><aside class='docs-sidebar'><nav><ul><li><a>Erste Schritte</a></li><li><a>"
        "Versionshinweise</a><ul><li class='active'><a>8.2</a></li><li><a>8.1</a></li><li><a>8.0</a></li></ul></li>"
        "</ul></nav></aside><main class='docs-content'><article class='release-notes'><h1>" + r[0] + "</h1><p "
        f"class='lead'>{r[1]}</p><section id='neu'><h2>{r[2]}</h2><ul><li>{r[3]}</li><li>{r[4]}</li></ul></section>"
        f"<section id='fehler'><h2>{r[5]}</h2><ul><li>{r[6]}</li></ul></section><section id='bekannt'><h2>{r[7]}</h2>"
        f"<div class='alert alert-warning'><p>{r[8]}</p></div></section></article><div class='feedback-widget'><p>War "
        "diese Seite hilfreich?</p><button>Ja</button><button>Nein</button></div></main></div>",
        nav="Produkte Support Partner Kontakt")


PAGES["release-notes-de"] = NewsPage(
    _release_de(), "https://support.kassenprofi.example.de/versionshinweise/8-2", RELEASE_DE,
    ("War diese Seite hilfreich", "Erste Schritte", "Wir verwenden Cookies"))

# --- A MediaWiki of its own (Monobook, a town's history wiki in Italian): "[modifica | modifica wikitesto]", "Note" --

MW_IT = (
    "Mulino della Pieve",
    "Il Mulino della Pieve è un mulino ad acqua sul torrente Bisenzio, documentato per la prima volta in un "
    "contratto d'affitto del 1382.",
    "Storia",
    "Nel Settecento il mulino passò alla famiglia Bardazzi, che vi aggiunse una gualchiera per la follatura dei "
    "panni di lana.",
    "Dopo l'alluvione del 1926 la ruota non fu più riparata e l'edificio divenne un'abitazione.",
    "Archivio di Stato di Prato, Diplomatico, pergamena n. 412.",
)


def _mediawiki_it() -> str:
    m = MW_IT
    edit = ("<span class='mw-editsection'><span class='mw-editsection-bracket'>[</span><a href='?veaction=edit&amp;"
            "section=1'>modifica</a><span class='mw-editsection-divider'> | </span><a href='?action=edit&amp;"
            "section=1'>modifica wikitesto</a><span class='mw-editsection-bracket'>]</span></span>")
    return (
        _head("Mulino della Pieve - Wiki della Val di Bisenzio", "it")
        + "<body class='mediawiki ltr sitedir-ltr ns-0 skin-monobook action-view'><div id='globalWrapper'><div "
        "id='column-content'><div id='content' class='mw-body' role='main'><a id='top'></a><h1 id='firstHeading' "
        f"class='firstHeading'>{m[0]}</h1><div id='bodyContent' class='mw-body-content'><div id='siteSub'>Da Wiki della "
        "Val di Bisenzio.</div><div id='contentSub'></div><div id='jump-to-nav' class='mw-jump'>Vai a: <a "
        "href='#column-one'>navigazione</a>, <a href='#searchInput'>ricerca</a></div><div id='mw-content-text' "
        f"class='mw-content-ltr' lang='it' dir='ltr'><div class='mw-parser-output'><p>{m[1]}<sup id='cite_ref-1' "
        "class='reference'><a href='#cite_note-1'>&#91;1&#93;</a></sup></p><h2><span class='mw-headline' id='Storia'>"
        f"Storia</span>{edit}</h2><p>{m[3]}</p><p>{m[4]}</p><h2><span class='mw-headline' id='Note'>Note</span>{edit}"
        "</h2><div class='reflist'><ol class='references'><li id='cite_note-1'><span class='mw-cite-backlink'><a "
        f"href='#cite_ref-1'>↑</a></span> <span class='reference-text'>{m[5]}</span></li></ol></div></div></div>"
        "<div class='printfooter'>Estratto da \"https://wiki.valbisenzio.example.it/index.php?title=Mulino_della_Pieve"
        "\"</div><div id='catlinks' class='catlinks'><div id='mw-normal-catlinks' class='mw-normal-catlinks'><a>"
        "Categoria</a>: <ul><li><a>Mulini</a></li><li><a>Vaiano</a></li></ul></div></div></div></div></div><div "
        "id='column-one'><div id='p-cactions' class='portlet'><h3>Azioni</h3><ul><li><a>Voce</a></li><li><a>"
        "Discussione</a></li><li><a>Modifica</a></li><li><a>Cronologia</a></li></ul></div><div class='portlet' "
        "id='p-navigation'><h3>Navigazione</h3><ul><li><a>Pagina principale</a></li><li><a>Ultime modifiche</a></li>"
        "<li><a>Una voce a caso</a></li></ul></div></div><div id='footer' role='contentinfo'><ul id='f-list'><li "
        "id='lastmod'>Questa pagina è stata modificata per l'ultima volta il 9 gen 2026 alle 18:22.</li><li "
        "id='privacy'><a>Informativa sulla privacy</a></li></ul></div></div></body></html>"
    )


PAGES["mediawiki-monobook-it"] = NewsPage(
    _mediawiki_it(), "https://wiki.valbisenzio.example.it/index.php?title=Mulino_della_Pieve", MW_IT,
    ("modifica", "↑", "Da Wiki della", "Vai a:", "Estratto da", "Mulini", "Ultime modifiche", "Una voce a caso",
     "modificata per l'ultima volta", "Cronologia"))


# --- Terms of service of a web app (English): numbered sections, a definition list of terms, "Last updated" ------

TERMS = (
    "Terms of Service",
    "These terms govern your use of Plotwise, the garden planning app, and form a contract between you and Plotwise "
    "Ltd.",
    "1. Definitions",
    "Account",
    "The profile you create to save garden plans and sync them between devices.",
    "Content",
    "The plans, photos and notes you upload to the service.",
    "2. Your content",
    "You keep all rights to your content; you give us only the licence we need to store it and show it to the people "
    "you share it with.",
    "3. Ending the contract",
    "You can delete your account at any time from the settings page, and we delete your content within 30 days.",
)


def _terms() -> str:
    t = TERMS
    return _site(
        "Terms of Service | Plotwise", "en",
        "<main class='legal'><div class='legal__container'><aside class='legal__nav'><ul><li><a href='/legal/terms' "
        "aria-current='page'>Terms of Service</a></li><li><a href='/legal/privacy'>Privacy Policy</a></li><li><a "
        f"href='/legal/cookies'>Cookie Policy</a></li></ul></aside><article class='legal__body prose'><h1>{t[0]}</h1><p "
        f"class='legal__updated'>Last updated: 3 February 2026</p><p>{t[1]}</p><h2>{t[2]}</h2><dl><dt>{t[3]}</dt><dd>"
        f"{t[4]}</dd><dt>{t[5]}</dt><dd>{t[6]}</dd></dl><h2>{t[7]}</h2><p>{t[8]}</p><h2>{t[9]}</h2><p>{t[10]}</p>"
        "</article></div></main>",
        cookies=COOKIES_EN, nav="Features Pricing Blog Login", footer="Terms Privacy Status Careers")


PAGES["terms-en"] = NewsPage(
    _terms(), "https://plotwise.example.com/legal/terms", TERMS,
    ("Cookie Policy", "Last updated", "We use cookies", "Careers"))


def _texts(body: str, url: str = "https://docs.example.org/guide/setup") -> list[str]:
    return _paragraphs(processed(page(body, "Setup guide"), url).body)


SETUP = ("Install the package with your distribution's package manager before you change the configuration.",
         "The service reads its settings from one file and restarts itself whenever that file changes on disk.")


@pytest.mark.parametrize("anchor", [
    "<a href='#installation' class='toc-anchor'>¶</a> ",  # Wiki.js 2
    "<a class='header-anchor' href='#installation' aria-hidden='true'>#</a> ",  # VuePress 1
])
def test_a_headings_anchor_mark_before_its_words_goes(anchor):
    # (in Wiki.js's <template slot='contents'>, where the page's text is: the rule for a heading's permalink element
    # does not see inside it, the text's own rule must)
    found = _texts(f"<main><template slot='contents'><div><h1>Setup guide</h1><p>{SETUP[0]}</p><h2 id='installation'>"
                   f"{anchor}Installation</h2><p>{SETUP[1]}</p><h2>§ 5 Haftung</h2><p>{SETUP[0]}</p></div></template>"
                   "</main>")
    assert "Installation" in found and "§ 5 Haftung" in found and not any(t.startswith(("¶", "#")) for t in found)


def test_wordpress_core_footnotes_marks_and_way_back_go():
    note = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b"
    found = _texts(f"<main><h1>Setup guide</h1><p>{SETUP[0]}<sup data-fn='{note}' class='fn'><a href='#{note}' "
                   f"id='{note}-link'>1</a></sup></p><p>{SETUP[1]}</p><ol class='wp-block-footnotes'><li id='{note}'>"
                   f"See the manual, chapter 4. <a href='#{note}-link' aria-label='Jump to footnote reference 1'>↩︎</a>"
                   "</li></ol></main>")
    assert found[1:] == [SETUP[0], SETUP[1], "See the manual, chapter 4."]


@pytest.mark.parametrize("line, text, stays", [
    ("<p><a class='fr-download__link' href='/cp.pdf'>Télécharger le communiqué <span>PDF – 180 Ko</span></a></p>",
     "Télécharger le communiqué PDF – 180 Ko", False),
    ("<p><a href='/report.pdf'>Download the full report (PDF, 2.4 MB)</a></p>", "Download the full report (PDF, 2.4 MB)",
     False),
    # a town's forms, named by what they are, are the page's own list; a sentence that names a file's size is the text's
    ("<ul><li><a href='/f/miete.pdf'>Antrag auf Mietzuschuss (PDF, 245 KB)</a></li><li><a href='/f/last.pdf'>Antrag "
     "auf Lastenzuschuss (PDF, 251 KB)</a></li></ul>", "Antrag auf Mietzuschuss (PDF, 245 KB)", True),
    ("<p>The full report, a PDF of 2.4 MB, can be downloaded from the council's website until the end of May.</p>",
     "The full report, a PDF of 2.4 MB, can be downloaded from the council's website until the end of May.", True),
])
def test_a_link_to_the_pages_file_with_its_size_goes(line, text, stays):
    found = _texts(f"<main><h1>Setup guide</h1><p>{SETUP[0]}</p>{line}<p>{SETUP[1]}</p></main>")
    assert SETUP[0] in found and SETUP[1] in found and (text in found) == stays


@pytest.mark.parametrize("toggle, apart", [
    ("<input type='checkbox' id='sn-1' class='margin-toggle'/>", True),  # Tufte CSS's sidenote toggle
    ("<input type='radio' name='note' id='sn-1'/>", True),
    ("", False),  # (no control between them: the markup glues them itself, as a browser shows them)
])
def test_a_checkbox_between_two_runs_of_text_keeps_them_apart(toggle, apart):
    note = "Yorkshire was the first county surveyed at six inches to the mile."
    found = _texts(f"<main><h1>Setup guide</h1><p>{SETUP[0]}<label for='sn-1' class='margin-toggle sidenote-number'>"
                   f"</label>{toggle}<span class='sidenote'>{note}</span></p><p>{SETUP[1]}</p></main>")
    assert (f"{SETUP[0]} {note}" in found) == apart and SETUP[1] in found


# text whole, furniture gone: over every page above
globals().update(page_tests(PAGES, _OPEN, writer=False, open_furniture=_OPEN_FURNITURE))
