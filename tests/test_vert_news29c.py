"""Whole article pages of German-language sites no earlier pass had a page of (session 29): regional papers
(Tagesspiegel, Handelsblatt, Hamburger Abendblatt), public broadcasters (WDR, MDR, ZDFheute), tech and net-politics
sites (Golem, t3n, netzpolitik.org) and an Austrian and a Swiss one (Kleine Zeitung, watson.ch), each after the
article template the site emits, with the furniture it puts between and around the paragraphs (kicker and
Vorspann, "Von … | Stand: …" bylines, captions with "Foto: … / dpa", "Lesen Sie auch"/"Mehr zum Thema" boxes,
"Anzeige" markers, Plus/Abo notes, consent walls for embeds, newsletter and donation boxes, share bars, comment
counters, a broadcaster's "Unsere Quellen" and programme notes, tag lists, author boxes, related rails).  For each
page the article's text stays whole, the furniture goes, and the ``<doc>`` line names the writer and day the page
states.  The harness is ``NewsPage`` of ``test_vert_news28``."""

from __future__ import annotations

import pytest
from test_vert_news28 import DE, NewsPage, _german_article, page_tests
from vert_support import article_head, article_ld, news_foot

from corpustools.vert.byline import author_name
from corpustools.vert.headline import choose

PAGES: dict[str, NewsPage] = {}


def _foot(site: str) -> str:
    return news_foot(site, '<a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a>')


# --- Tagesspiegel (kicker in the headline, Teaser, "Mehr zum Thema" box, Plus note, "Zur Startseite") -----------

TSP = (
    "Der Berliner Senat will die Zahl der Wohnungen, die als Ferienwohnungen vermietet werden, weiter begrenzen. "
    "Bezirke sollen künftig strenger kontrollieren dürfen.",
    "Nach dem Entwurf von Stadtentwicklungssenator Christian Gaebler müssen Vermieter ihre Registriernummer in "
    "jeder Anzeige nennen. Wer das nicht tut, riskiert ein Bußgeld von bis zu 500.000 Euro.",
    "Die Bezirke hatten seit Jahren mehr Personal für die Kontrollen gefordert. Allein in Mitte seien im vergangenen "
    "Jahr mehr als 1200 Verfahren eröffnet worden, sagte Bezirksstadtrat Ephraim Gothe.",
    "Kritik von den Vermietern",
    "Der Verband der Ferienwohnungsanbieter hält die Pläne für überzogen. Die meisten Gastgeber hielten sich an die "
    "Regeln, sagte ein Sprecher, schwarze Schafe gebe es in jeder Branche.",
    "Das Abgeordnetenhaus soll im Frühjahr über den Entwurf abstimmen.",
)


def _tagesspiegel() -> str:
    a = TSP
    return (
        article_head("Zweckentfremdung in Berlin: Senat will Ferienwohnungen strenger kontrollieren", "de",
                     article_ld("NewsArticle", "Senat will Ferienwohnungen strenger kontrollieren", "Laura Hofmann",
                                "2026-11-26"))
        + '<body><header><a href="/">Der Tagesspiegel</a><nav><a href="/berlin">Berlin</a> <a href="/politik">Politik'
        '</a> <a href="/abo">Abo</a></nav></header><main><article id="story">'
        '<header class="Article-header"><h1><span class="Kicker">Zweckentfremdung in Berlin</span>'
        '<span class="Headline">Senat will Ferienwohnungen strenger kontrollieren</span></h1>'
        f'<p class="Teaser">{a[0]}</p><div class="Byline">Von <a href="/autoren/laura-hofmann">Laura Hofmann</a>'
        '</div><time datetime="2026-11-26T06:00:00+01:00">26.11.2026, 06:00 Uhr</time></header>'
        '<figure><img src="/f.jpg" alt=""><figcaption><span>Ein Schlüsselkasten vor einem Haus in Kreuzberg.</span>'
        '<span class="Credit">© dpa/Jens Kalaene</span></figcaption></figure>'
        f'<div id="story-elements"><p>{a[1]}</p>'
        '<aside class="Related"><h3>Mehr zum Thema</h3><ul><li><a href="/berlin/mieten-1.html">Mietspiegel 2026: '
        'Was Berliner Mieter jetzt wissen müssen</a></li></ul></aside>'
        f'<p>{a[2]}</p><h2>{a[3]}</h2><p>{a[4]}</p><p>{a[5]}</p></div>'
        '<div class="Share"><button>Teilen</button> <button>Merken</button></div>'
        '<div class="Plus-note"><p>Sie lesen einen Artikel von Tagesspiegel Plus. Jetzt 30 Tage kostenlos testen.'
        '</p></div><p class="Home"><a href="/">Zur Startseite</a></p></article></main>'
        + _foot("Verlag Der Tagesspiegel GmbH"))


PAGES["tagesspiegel"] = NewsPage(
    _tagesspiegel(), "https://www.tagesspiegel.example.de/berlin/senat-will-ferienwohnungen-kontrollieren-12345.html",
    ("Senat will Ferienwohnungen strenger kontrollieren", *TSP),
    ("Von Laura", "Jens Kalaene", "Mehr zum Thema", "Mietspiegel 2026", "Teilen", "Merken", "Tagesspiegel Plus",
     "Zur Startseite", "Datenschutz"),
    {"author": "Laura Hofmann", "date": "2026-11-26"})


# --- Handelsblatt ("Mehr:" line closing the text, "Anzeige" marker, newsletter box, Handelsblatt Premium note) ----

HB = (
    "Der Chemiekonzern hat im dritten Quartal deutlich weniger verdient als erwartet. Der operative Gewinn sank um "
    "18 Prozent auf 1,4 Milliarden Euro.",
    "Vorstandschef Markus Kamieth begründete den Rückgang mit den hohen Energiekosten in Europa und der schwachen "
    "Nachfrage aus der Autoindustrie.",
    "Das Unternehmen will deshalb weitere Anlagen am Stammsitz in Ludwigshafen schließen. Betroffen sind nach "
    "Angaben des Betriebsrats rund 700 Stellen.",
    "Analysten reagierten verhalten. Die Aktie verlor im frühen Handel knapp vier Prozent.",
)


def _handelsblatt() -> str:
    a = HB
    return (
        article_head("Chemie: Gewinn bricht ein – Konzern schließt weitere Anlagen", "de",
                     article_ld("NewsArticle", "Gewinn bricht ein – Konzern schließt weitere Anlagen",
                                "Bert Fröndhoff", "2026-11-25"))
        + '<body><header><a href="/">Handelsblatt</a><nav><a href="/unternehmen">Unternehmen</a> '
        '<a href="/finanzen">Finanzen</a></nav></header><main><article class="c-article">'
        '<p class="c-overline">Chemie</p><h1 class="c-headline">Gewinn bricht ein – Konzern schließt weitere '
        f'Anlagen</h1><p class="c-lead">{a[0]}</p>'
        '<div class="c-author">Bert Fröndhoff</div><div class="c-date">25.11.2026 - 07:12 Uhr</div>'
        f'<div class="c-article-text"><p>{a[1]}</p>'
        '<div class="c-ad"><span>Anzeige</span></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p>'
        '<p><strong>Mehr:</strong> <a href="/unternehmen/industrie/chemie-1.html">Warum die Chemiebranche um ihre '
        'Zukunft in Deutschland fürchtet</a></p></div>'
        '<div class="c-newsletter"><h3>Newsletter Morning Briefing</h3><p>Der Start in Ihren Tag: die wichtigsten '
        'Nachrichten aus Wirtschaft und Politik.</p><a href="/nl">Jetzt abonnieren</a></div>'
        '</article></main>' + _foot("Handelsblatt GmbH"))


PAGES["handelsblatt"] = NewsPage(
    _handelsblatt(), "https://www.handelsblatt.example.com/unternehmen/industrie/chemie-gewinn-bricht-ein/100012345.html",
    ("Gewinn bricht ein – Konzern schließt weitere Anlagen", *HB),
    ("Mehr:", "Chemiebranche um ihre Zukunft", "Anzeige", "Morning Briefing", "Jetzt abonnieren"),
    {"author": "Bert Fröndhoff", "date": "2026-11-25"})


# --- WDR ("Stand:" line, "Unsere Quellen:" list, "Über dieses Thema berichtet" note, consent wall) --------------

WDR = (
    "Auf der A1 bei Remscheid ist am Morgen ein Lastwagen umgekippt. Die Autobahn ist in Richtung Köln seit Stunden "
    "gesperrt.",
    "Der Fahrer wurde nach Angaben der Polizei leicht verletzt. Der Lastwagen hatte Getränkekisten geladen, die sich "
    "über alle Fahrstreifen verteilten.",
    "Die Bergung dauert voraussichtlich bis zum Nachmittag. Die Polizei rät Autofahrern, den Bereich weiträumig zu "
    "umfahren.",
)


def _wdr() -> str:
    a = WDR
    return (
        article_head("Lkw umgekippt: A1 bei Remscheid gesperrt - Nachrichten - WDR", "de",
                     article_ld("NewsArticle", "Lkw umgekippt: A1 bei Remscheid gesperrt", "Tobias Krell",
                                "2026-11-24"))
        + '<body><header><a href="/">WDR</a><nav><a href="/nachrichten">Nachrichten</a> <a href="/wetter">Wetter'
        '</a></nav></header><main><article class="section">'
        '<h1 class="conHeadline"><span class="dachzeile">Verkehr</span> Lkw umgekippt: A1 bei Remscheid gesperrt'
        '</h1><p class="autorenzeile">Von Tobias Krell</p><p class="stand">Stand: 24.11.2026, 09:41 Uhr</p>'
        f'<p class="teasertext"><strong>{a[0]}</strong></p>'
        f'<div class="text"><p>{a[1]}</p>'
        '<div class="consent"><p>Externer Inhalt</p><p>Hier finden Sie einen Inhalt von X. Ich bin damit '
        'einverstanden, dass mir externe Inhalte angezeigt werden.</p><button>Inhalt anzeigen</button></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="infobox"><h2>Unsere Quellen:</h2><ul><li>WDR-Reporter vor Ort</li>'
        '<li>Nachrichtenagenturen dpa und AFP</li></ul></div>'
        '<p class="sendung">Über dieses Thema berichtet der WDR am 24.11.2026 auch im Hörfunk: WDR 2, 10:00 Uhr.</p>'
        '</article></main>' + _foot("WDR"))


PAGES["wdr"] = NewsPage(
    _wdr(), "https://www1.wdr.example.de/nachrichten/rheinland/lkw-unfall-a1-remscheid-100.html",
    ("Lkw umgekippt: A1 bei Remscheid gesperrt", *WDR),
    ("Externer Inhalt", "einverstanden", "Inhalt anzeigen", "Unsere Quellen", "Reporter vor Ort", "dpa und AFP",
     "Über dieses Thema berichtet"),
    {"author": "Tobias Krell", "date": "2026-11-24"})


# --- MDR ("Quelle: MDR/dpa", "Dieses Thema im Programm:" line, "Mehr zum Thema" links) --------------------------

MDR = (
    "In Sachsen-Anhalt sollen Grundschulen künftig mehr Geld für Schulsozialarbeit bekommen. Das hat der Landtag "
    "am Donnerstag beschlossen.",
    "Bildungsminister Jan Riedel sagte, bis 2028 solle jede Grundschule mindestens eine halbe Stelle bekommen. Bisher "
    "gibt es Schulsozialarbeiter nur an etwa jeder dritten Schule.",
    "Die Opposition begrüßte den Schritt, kritisierte aber die Finanzierung. Das Geld komme zu großen Teilen aus "
    "Mitteln des Europäischen Sozialfonds, die 2029 ausliefen.",
)


def _mdr() -> str:
    a = MDR
    return (
        article_head("Mehr Schulsozialarbeit an Grundschulen in Sachsen-Anhalt | MDR.DE", "de",
                     article_ld("NewsArticle", "Mehr Schulsozialarbeit an Grundschulen", "Lucas Riemer",
                                "2026-11-26"))
        + '<body><header><a href="/">MDR</a><nav><a href="/nachrichten">Nachrichten</a> <a href="/sport">Sport</a>'
        '</nav></header><main><div class="sectionWrapper"><article class="sectionDetailPage">'
        '<h1 class="headline"><span class="topline">Landtag</span> Mehr Schulsozialarbeit an Grundschulen</h1>'
        '<p class="webtime"><span>26. November 2026, 17:05 Uhr</span></p>'
        f'<p class="einleitung">{a[0]}</p>'
        '<div class="author">von Lucas Riemer, MDR SACHSEN-ANHALT</div>'
        f'<div class="paragraph"><p class="text">{a[1]}</p></div><div class="paragraph"><p class="text">{a[2]}</p>'
        '</div><p class="quelle">Quelle: MDR/dpa</p>'
        '<p class="program">Dieses Thema im Programm: MDR SACHSEN-ANHALT - Das Radio wie wir | 26. November 2026 | '
        '17:00 Uhr</p>'
        '<div class="teaserBox"><h2>Mehr zum Thema</h2><ul><li><a href="/s1">Lehrermangel: Seiteneinsteiger sollen '
        'schneller ins Klassenzimmer</a></li></ul></div></article></div></main>' + _foot("Mitteldeutscher Rundfunk"))


PAGES["mdr"] = NewsPage(
    _mdr(), "https://www.mdr.example.de/nachrichten/sachsen-anhalt/schulsozialarbeit-grundschulen-100.html",
    ("Mehr Schulsozialarbeit an Grundschulen", *MDR),
    ("Quelle: MDR/dpa", "Dieses Thema im Programm", "Mehr zum Thema", "Seiteneinsteiger"),
    {"author": "Lucas Riemer", "date": "2026-11-26"})


# --- ZDFheute (Vorspann, "Quelle: dpa, AFP", "Mehr zu..." teasers, video player note, "Thema" tags) -------------

ZDF = (
    "Die Bundesregierung hat sich auf ein Gesetz zur Beschleunigung von Bauverfahren geeinigt. Genehmigungen sollen "
    "künftig höchstens drei Monate dauern.",
    "Bauministerin Verena Hubertz sprach von einem Durchbruch. Man habe zu lange zugesehen, wie Projekte an "
    "Formularen scheiterten, sagte sie in Berlin.",
    "Was sich ändern soll",
    "Behörden sollen Anträge künftig vollständig digital annehmen. Meldet sich ein Amt nicht rechtzeitig, gilt der "
    "Antrag als genehmigt.",
    "Kommunale Spitzenverbände warnten, ohne zusätzliches Personal sei die Frist kaum einzuhalten.",
)


def _zdf() -> str:
    a = ZDF
    return (
        article_head("Regierung einigt sich auf schnellere Baugenehmigungen - ZDFheute", "de",
                     article_ld("NewsArticle", "Regierung einigt sich auf schnellere Baugenehmigungen",
                                "Kristina Hofmann", "2026-11-27"))
        + '<body><header><a href="/">ZDFheute</a><nav><a href="/nachrichten">Nachrichten</a> <a href="/live">Live'
        '</a></nav></header><main><article><header><p class="overline">Gesetzentwurf</p>'
        '<h1>Regierung einigt sich auf schnellere Baugenehmigungen</h1>'
        f'<p class="lead">{a[0]}</p>'
        '<p class="meta">27.11.2026 | 12:14 · von Kristina Hofmann</p></header>'
        '<div class="video"><p>Video abspielen</p><p>Baugenehmigungen: Warten auf das Amt | 02:14 min</p></div>'
        f'<div class="body"><p>{a[1]}</p><h2>{a[2]}</h2><p>{a[3]}</p>'
        '<div class="teaser-inline"><p>Mehr zum Wohnungsbau</p><a href="/w1">Mieten steigen weiter: Wo Wohnen am '
        f'teuersten ist</a></div><p>{a[4]}</p></div>'
        '<p class="source">Quelle: dpa, AFP</p>'
        '<div class="tags"><h3>Thema</h3><a href="/thema/wohnen">Wohnen</a> <a href="/thema/bauen">Bauen</a></div>'
        '</article></main>' + _foot("ZDF"))


PAGES["zdfheute"] = NewsPage(
    _zdf(), "https://www.zdf.example.de/nachrichten/politik/deutschland/baugenehmigungen-gesetz-100.html",
    ("Regierung einigt sich auf schnellere Baugenehmigungen", *ZDF),
    ("Video abspielen", "02:14 min", "Mehr zum Wohnungsbau", "Mieten steigen weiter", "Quelle: dpa, AFP"),
    {"author": "Kristina Hofmann", "date": "2026-11-27"})


# --- Golem (teaser, affiliate note, "Anzeige", comment counter, "Golem Plus" note) -----------------------------

GOLEM = (
    "Der Hersteller hat eine neue Version seines Betriebssystems veröffentlicht. Sie schließt mehrere kritische "
    "Sicherheitslücken, die bereits aktiv ausgenutzt werden.",
    "Betroffen sind laut dem Sicherheitshinweis alle Geräte, die noch nicht auf Version 18.2 aktualisiert wurden. "
    "Angreifer konnten über manipulierte Webseiten Schadcode ausführen.",
    "Nutzer sollten das Update so schnell wie möglich installieren. Es steht in den Einstellungen unter "
    "Softwareaktualisierung bereit.",
)


def _golem() -> str:
    a = GOLEM
    return (
        article_head("Sicherheitsupdate: Kritische Lücken werden bereits ausgenutzt - Golem.de", "de",
                     article_ld("NewsArticle", "Kritische Lücken werden bereits ausgenutzt", "Moritz Tremmel",
                                "2026-11-25"))
        + '<body><header><a href="/">Golem.de</a><nav><a href="/specials/security/">Security</a> '
        '<a href="/abo">Golem Plus</a></nav></header><main><article>'
        '<header><h1><span class="head1">Sicherheitsupdate</span>: <span class="head5">Kritische Lücken werden '
        f'bereits ausgenutzt</span></h1><p class="teaser">{a[0]}</p>'
        '<div class="authors">Ein Bericht von <a href="/autoren/tremmel">Moritz Tremmel</a> '
        '<time datetime="2026-11-25T10:30:00+01:00">25. November 2026, 10:30 Uhr</time></div>'
        '<a class="comments" href="#comments">23 Kommentare</a></header>'
        f'<div class="formatted"><p>{a[1]}</p><div class="ad"><span>Anzeige</span></div><p>{a[2]}</p></div>'
        '<p class="affiliate"><em>Golem.de erhält für Käufe über Links mit Sternchen (*) eine Provision. Am Preis für '
        'Nutzer ändert sich nichts.</em></p>'
        '<div class="plus-box"><p>Golem Plus: Lesen Sie Golem.de ohne Werbung und Tracking.</p></div>'
        '</article></main>' + _foot("Golem Media GmbH"))


PAGES["golem"] = NewsPage(
    _golem(), "https://www.golem.example.de/news/sicherheitsupdate-kritische-luecken-werden-ausgenutzt-2611-200123.html",
    ("Kritische Lücken werden bereits ausgenutzt", *GOLEM),
    ("Ein Bericht von", "23 Kommentare", "Anzeige", "Provision"),
    {"author": "Moritz Tremmel", "date": "2026-11-25"})


# --- netzpolitik.org (WordPress: donation box, "Über die Autor:in" box, licence note, tag list) ------------------

NETZ = (
    "Das Bundesinnenministerium will die Speicherung von IP-Adressen für drei Monate vorschreiben. Ein Entwurf "
    "liegt netzpolitik.org vor.",
    "Provider müssten demnach alle vergebenen IP-Adressen samt Portnummern speichern. Ermittler sollen damit "
    "Straftaten im Netz leichter aufklären können.",
    "Bürgerrechtsorganisationen halten das für eine Vorratsdatenspeicherung durch die Hintertür. Der Europäische "
    "Gerichtshof habe enge Grenzen gesetzt, die der Entwurf nicht einhalte.",
)


def _netzpolitik() -> str:
    a = NETZ
    return (
        article_head("Innenministerium: Entwurf sieht Speicherung von IP-Adressen vor – netzpolitik.org", "de",
                     article_ld("NewsArticle", "Entwurf sieht Speicherung von IP-Adressen vor", "Anna Biselli",
                                "2026-11-23"))
        + '<body class="single-post"><header id="masthead"><a href="/">netzpolitik.org</a><nav><a href="/spenden">'
        'Spenden</a> <a href="/newsletter">Newsletter</a></nav></header><main id="main">'
        '<article class="post type-post"><header class="entry-header"><p class="entry-kicker">Innenministerium</p>'
        '<h1 class="entry-title">Entwurf sieht Speicherung von IP-Adressen vor</h1>'
        '<div class="entry-meta"><span class="byline">von <a rel="author" href="/author/anna/">Anna Biselli</a>'
        '</span> – <time class="entry-date" datetime="2026-11-23T14:00:00+01:00">23.11.2026 um 14:00 Uhr</time> – '
        '<a href="#comments">12 Ergänzungen</a></div></header>'
        f'<div class="entry-content"><p><strong>{a[0]}</strong></p><p>{a[1]}</p>'
        '<div class="donation-box"><p>Wir sind communityfinanziert</p><p>Unterstütze auch Du unsere Arbeit mit einer '
        'Spende.</p><a href="/spenden">Jetzt spenden</a></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="author-box"><h3>Über die Autor:in</h3><p>Anna ist seit 2014 Redakteurin bei netzpolitik.org. '
        'Sie schreibt über Überwachung und Migration.</p></div>'
        '<p class="license">Veröffentlicht: 23.11.2026 um 14:00 Uhr. Lizenz: CC BY-NC-SA 4.0</p>'
        '<div class="tags">Schlagworte: <a href="/tag/ip">IP-Adressen</a>, <a href="/tag/vds">Vorratsdatenspeicherung'
        '</a></div></article></main>' + _foot("netzpolitik.org e. V."))


PAGES["netzpolitik"] = NewsPage(
    _netzpolitik(), "https://netzpolitik.example.org/2026/innenministerium-entwurf-ip-adressen/",
    ("Entwurf sieht Speicherung von IP-Adressen vor", *NETZ),
    ("12 Ergänzungen", "communityfinanziert", "mit einer Spende", "Jetzt spenden", "Über die Autor:in", "seit 2014 Redakteurin",
     "CC BY-NC-SA", "Schlagworte"),
    {"author": "Anna Biselli", "date": "2026-11-23"})


# --- Kleine Zeitung (Austrian: "Von … | 07.00 Uhr, 26. November 2026", "Lesen Sie mehr", Kleine-Plus note) -------

KLZ = (
    "Die Grazer Stadtregierung hat sich auf ein Budget für das kommende Jahr geeinigt. Bei den Förderungen wird "
    "deutlich gespart.",
    "Finanzstadtrat Manfred Eber sagte, ohne die Einsparungen drohe der Stadt ein Defizit von mehr als 100 Millionen "
    "Euro. Die Kürzungen träfen alle Ressorts.",
    "Die Opposition spricht von einem Kahlschlag bei Kultur und Sport. Der Gemeinderat soll das Budget im Dezember "
    "beschließen.",
)


def _kleine() -> str:
    a = KLZ
    return (
        article_head("Budget 2027: Graz spart bei den Förderungen | Kleine Zeitung", "de",
                     article_ld("NewsArticle", "Graz spart bei den Förderungen", "Gerald Winter-Pölsler",
                                "2026-11-26"))
        + '<body><header><a href="/">Kleine Zeitung</a><nav><a href="/steiermark/graz">Graz</a> <a href="/abo">Abo'
        '</a></nav></header><main><article class="article">'
        '<p class="article-kicker">Budget 2027</p><h1>Graz spart bei den Förderungen</h1>'
        '<p class="article-meta">Von Gerald Winter-Pölsler | 07.00 Uhr, 26. November 2026</p>'
        f'<p class="article-lead">{a[0]}</p>'
        '<figure><img src="/g.jpg" alt=""><figcaption>Das Grazer Rathaus © Kleine Zeitung/Jürgen Fuchs</figcaption>'
        f'</figure><div class="article-body"><p>{a[1]}</p>'
        '<div class="read-more"><p>Lesen Sie mehr</p><a href="/g1">Gemeinderat: Streit um die Parkgebühren</a></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="paywall-note"><p>Dieser Artikel ist exklusiv für Abonnenten der Kleinen Zeitung.</p></div>'
        '<div class="share"><a href="#">Teilen</a> <a href="#">Kommentieren</a></div></article></main>'
        + _foot("Kleine Zeitung GmbH & Co KG"))


PAGES["kleinezeitung"] = NewsPage(
    _kleine(), "https://www.kleinezeitung.example.at/steiermark/graz/20261126/budget-graz-spart-foerderungen",
    ("Graz spart bei den Förderungen", *KLZ),
    ("Jürgen Fuchs", "Lesen Sie mehr", "Parkgebühren", "exklusiv für Abonnenten", "Kommentieren"),
    {"author": "Gerald Winter-Pölsler", "date": "2026-11-26"})


# --- watson.ch (Swiss: ss, "Das könnte dich auch noch interessieren", "Mehr zum Thema", Blitz counter) ---------

WATSON = (
    "Der Bundesrat will die Mehrwertsteuer um 0,7 Prozentpunkte erhöhen. Mit dem Geld soll die 13. AHV-Rente "
    "finanziert werden.",
    "Die Vorlage geht nun ins Parlament. Die bürgerlichen Parteien haben bereits Widerstand angekündigt und wollen "
    "die Rente teilweise über Lohnbeiträge bezahlen.",
    "Stimmt das Parlament zu, hat das Volk das letzte Wort. Eine Abstimmung wäre frühestens im Herbst 2027 möglich.",
)


def _watson() -> str:
    a = WATSON
    return (
        article_head("Bundesrat will Mehrwertsteuer für 13. AHV-Rente erhöhen - watson", "de-CH",
                     article_ld("NewsArticle", "Bundesrat will Mehrwertsteuer für 13. AHV-Rente erhöhen",
                                "Peter Blunschi", "2026-11-27"))
        + '<body><header><a href="/">watson</a><nav><a href="/schweiz">Schweiz</a> <a href="/sport">Sport</a></nav>'
        '</header><main><article class="watson-story">'
        '<h1 class="watson-story__title">Bundesrat will Mehrwertsteuer für 13. AHV-Rente erhöhen</h1>'
        f'<p class="watson-story__lead">{a[0]}</p>'
        '<div class="watson-story__author">Peter Blunschi <span>Folge mir</span></div>'
        '<time datetime="2026-11-27T11:22:00+01:00">27.11.2026, 11:22</time>'
        f'<div class="watson-story__body"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="watson-related"><h3>Das könnte dich auch noch interessieren:</h3><ul><li><a href="/s/1">'
        'Krankenkassenprämien: So viel zahlst du 2027</a></li></ul></div>'
        '<div class="watson-share"><a href="#">Teilen</a> <span>Blitz 12</span> <a href="#comments">'
        '34 Kommentare</a></div></article></main>' + _foot("watson"))


PAGES["watson"] = NewsPage(
    _watson(), "https://www.watson.example.ch/schweiz/ahv/123456789-bundesrat-will-mehrwertsteuer-erhoehen",
    ("Bundesrat will Mehrwertsteuer für 13. AHV-Rente erhöhen", *WATSON),
    ("Folge mir", "Das könnte dich auch", "Krankenkassenprämien", "34 Kommentare"),
    {"author": "Peter Blunschi", "date": "2026-11-27"})



# --- BR24 (kicker, "Bildrechte:" credit, audio note, "Über dieses Thema berichtet:" line, share button) ------------

BR = (
    "Der Freistaat will den Ausbau von Windrädern im Staatswald beschleunigen. Bis 2030 sollen dort 500 neue "
    "Anlagen entstehen.",
    "Wirtschaftsminister Hubert Aiwanger sagte in München, die Genehmigungsverfahren würden deutlich verkürzt. "
    "Gemeinden sollen an den Erträgen beteiligt werden.",
    "Naturschützer sehen die Pläne skeptisch. Der Bund Naturschutz fordert, alte Laubwälder von der Planung "
    "auszunehmen.",
)


def _br24() -> str:
    a = BR
    return (
        article_head("Staatswald: 500 neue Windräder bis 2030 geplant | BR24", "de",
                     article_ld("NewsArticle", "Staatswald: 500 neue Windräder bis 2030 geplant", "Lisa Weiß",
                                "2026-11-27"))
        + '<body><header><a href="/">BR24</a><nav><a href="/nachrichten">Nachrichten</a> <a href="/sport">Sport</a>'
        '</nav></header><main><article><header><h1><span class="kicker">Energiewende</span> '
        '<span>Staatswald: 500 neue Windräder bis 2030 geplant</span></h1>'
        f'<p class="teaser">{a[0]}</p><p class="audio">Artikel mit Audio-Inhalten</p>'
        '<p class="author">Von Lisa Weiß</p><time datetime="2026-11-27T14:05:00+01:00">27.11.2026, 14:05 Uhr</time>'
        '</header><figure><img src="/w.jpg" alt=""><figcaption>Windräder im Ebersberger Forst '
        '<span>Bildrechte: picture alliance/dpa | Sven Hoppe</span></figcaption></figure>'
        f'<div class="body"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<p class="broadcast">Über dieses Thema berichtet: BR24 Nachrichten am 27.11.2026 um 14:00 Uhr.</p>'
        '<div class="share"><button>Jetzt teilen</button></div></article></main>' + _foot("Bayerischer Rundfunk"))


PAGES["br24"] = NewsPage(
    _br24(), "https://www.br.example.de/nachrichten/bayern/staatswald-500-neue-windraeder,UaBc123",
    ("Staatswald: 500 neue Windräder bis 2030 geplant", *BR),
    ("Bildrechte", "Sven Hoppe", "Artikel mit Audio-Inhalten", "Über dieses Thema", "Jetzt teilen"),
    {"author": "Lisa Weiß", "date": "2026-11-27"})


# --- Deutschlandfunk (the news item's "Diese Nachricht wurde am … im Programm Deutschlandfunk gesendet.") ----------

DLF = (
    "Die Zahl der Asylanträge in Deutschland ist weiter gesunken. Im Oktober stellten rund 9.800 Menschen "
    "erstmals einen Antrag, wie das Bundesamt für Migration mitteilte.",
    "Das waren etwa 40 Prozent weniger als im Vorjahresmonat. Die meisten Antragsteller kamen aus Afghanistan, "
    "Syrien und der Türkei.",
)


def _dlf() -> str:
    a = DLF
    return (
        article_head("Zahl der Asylanträge weiter gesunken", "de",
                     '<meta property="article:published_time" content="2026-11-26T10:15:00+01:00">')
        + '<body><header><a href="/">Deutschlandfunk</a><nav><a href="/nachrichten">Nachrichten</a> '
        '<a href="/podcasts">Podcasts</a></nav></header><main><article class="b-article">'
        '<header><span class="headline-kicker">Migration</span><h1 class="headline-title">Zahl der Asylanträge '
        'weiter gesunken</h1></header>'
        f'<div class="article-details-text"><p>{a[0]}</p><p>{a[1]}</p></div>'
        '<p class="article-details-text-note">Diese Nachricht wurde am 26.11.2026 im Programm Deutschlandfunk '
        'gesendet.</p></article></main>' + _foot("Deutschlandradio"))


PAGES["deutschlandfunk"] = NewsPage(
    _dlf(), "https://www.deutschlandfunk.example.de/zahl-der-asylantraege-weiter-gesunken-100.html",
    ("Zahl der Asylanträge weiter gesunken", *DLF), ("Diese Nachricht wurde", "im Programm Deutschlandfunk"),
    {"date": "2026-11-26"})


# --- Stern (stern+ note, "Lesen Sie auch" teaser, caption "© …/DPA", "Mehr zum Thema" rail) -----------------------

STERN = (
    "Der Sänger hat am Samstagabend in Hamburg sein letztes Konzert gegeben. Mehr als 40.000 Fans verabschiedeten "
    "ihn im Volksparkstadion.",
    "Nach mehr als drei Jahrzehnten auf der Bühne will er sich nach eigenen Worten um seine Familie kümmern. "
    "Neue Songs schloss er nicht aus.",
    "Zum Abschluss spielte er ohne Band am Klavier. Viele Zuschauer sangen mit, einige weinten.",
)


def _stern() -> str:
    a = STERN
    return (
        article_head("Abschiedskonzert in Hamburg: 40.000 Fans feiern ihren Star | STERN.de", "de",
                     article_ld("NewsArticle", "40.000 Fans feiern ihren Star", "Sophie Wendt", "2026-11-29"))
        + '<body><header><a href="/">stern</a><nav><a href="/kultur">Kultur</a> <a href="/plus">stern+</a></nav>'
        '</header><main><article class="article"><header class="title"><span class="title__kicker">Abschiedskonzert '
        'in Hamburg</span><h1 class="title__headline">40.000 Fans feiern ihren Star</h1></header>'
        f'<div class="intro"><p>{a[0]}</p></div>'
        '<div class="authors">Von Sophie Wendt</div><time datetime="2026-11-29T08:12:00+01:00">29.11.2026, 08:12'
        '</time><figure><img src="/k.jpg" alt=""><figcaption>Der Sänger auf der Bühne im Volksparkstadion '
        '<span class="credits">© Christian Charisius / DPA</span></figcaption></figure>'
        f'<div class="text-element"><p>{a[1]}</p></div>'
        '<div class="teaser-inline"><span class="teaser-inline__kicker">Lesen Sie auch</span><a href="/k/1">'
        'Konzertkarten: Warum Tickets immer teurer werden</a></div>'
        f'<div class="text-element"><p>{a[2]}</p></div>'
        '<div class="paid-note"><p>stern+ Artikel: Jetzt einen Monat für 1 € testen</p></div>'
        '<aside class="rail"><h2>Mehr zum Thema</h2><ul><li><a href="/k/2">Die besten Konzerte des Jahres</a></li>'
        '</ul></aside></article></main>' + _foot("Gruner + Jahr"))


PAGES["stern"] = NewsPage(
    _stern(), "https://www.stern.example.de/kultur/musik/abschiedskonzert-hamburg-40-000-fans-3301234.html",
    ("40.000 Fans feiern ihren Star", *STERN),
    ("Christian Charisius", "Lesen Sie auch", "Konzertkarten", "stern+ Artikel", "Mehr zum Thema",
     "besten Konzerte"),
    {"author": "Sophie Wendt", "date": "2026-11-29"})


# --- Krone (Austrian: "(Bild: APA/…)" credit, "Kommentare" counter, "krone.tv" video, "Loading" placeholders) -------

KRONE = (
    "Nach dem Unwetter in der Obersteiermark sind noch immer mehrere Straßen gesperrt. Feuerwehren stehen seit "
    "Sonntag im Dauereinsatz.",
    "Im Bezirk Liezen wurden Keller überflutet, eine Brücke wurde weggerissen. Verletzt wurde nach ersten "
    "Informationen niemand.",
    "Das Land stellt betroffenen Familien eine Soforthilfe in Aussicht. Anträge können ab Montag bei den "
    "Gemeinden gestellt werden.",
)


def _krone() -> str:
    a = KRONE
    return (
        article_head("Unwetter in der Obersteiermark: Straßen weiter gesperrt | krone.at", "de",
                     article_ld("NewsArticle", "Unwetter: Straßen weiter gesperrt", "Jörg Schwaiger", "2026-11-28"))
        + '<body><header><a href="/">Kronen Zeitung</a><nav><a href="/steiermark">Steiermark</a> <a href="/sport">'
        'Sport</a></nav></header><main><article class="c_article">'
        '<h1>Unwetter: Straßen weiter gesperrt</h1>'
        '<div class="c_author">Jörg Schwaiger <time datetime="2026-11-28T09:00:00+01:00">28.11.2026 09:00</time>'
        f'</div><div class="c_lead"><p>{a[0]}</p></div>'
        '<figure><img src="/u.jpg" alt=""><figcaption>Eine überflutete Straße bei Liezen (Bild: APA/FF LIEZEN)'
        f'</figcaption></figure><div class="c_content"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="c_comments"><a href="#comments">Kommentare (57)</a></div>'
        '<p class="c_comment-note">Da dieser Artikel älter als 18 Monate ist, ist zum jetzigen Zeitpunkt kein Kommentieren '
        'mehr möglich.</p></article></main>' + _foot("Krone Multimedia GmbH"))


PAGES["krone"] = NewsPage(
    _krone(), "https://www.krone.example.at/3987654",
    ("Unwetter: Straßen weiter gesperrt", *KRONE),
    ("FF LIEZEN", "Kommentare (57)", "kein Kommentieren"),
    {"author": "Jörg Schwaiger", "date": "2026-11-28"})


# --- Frankfurter Rundschau (Ippen: "Zur Merkliste", "Auch interessant", "Fehler melden", "© IMAGO" credit) --------

FR = (
    "Die Stadt Frankfurt will den Mainkai dauerhaft für Autos sperren. Die Stadtverordneten stimmten am "
    "Donnerstag mit knapper Mehrheit dafür.",
    "Auf dem Abschnitt zwischen Eisernem Steg und Untermainbrücke sollen Bänke, Bäume und ein Radweg entstehen. "
    "Die Umgestaltung soll im Frühjahr beginnen.",
    "Händler in der Altstadt befürchten weniger Kundschaft. Die Industrie- und Handelskammer kündigte an, die "
    "Entwicklung genau zu beobachten.",
)


def _fr() -> str:
    a = FR
    return (
        article_head("Mainkai bleibt autofrei: Stadtverordnete stimmen zu", "de",
                     article_ld("NewsArticle", "Mainkai bleibt autofrei: Stadtverordnete stimmen zu",
                                "Florian Leclerc", "2026-11-27"))
        + '<body><header><a href="/">Frankfurter Rundschau</a><nav><a href="/frankfurt">Frankfurt</a> '
        '<a href="/politik">Politik</a></nav></header><main><article class="id-Article">'
        '<p class="id-StoryElement-kicker">Verkehrswende</p>'
        '<h1 class="id-StoryElement-headline">Mainkai bleibt autofrei: Stadtverordnete stimmen zu</h1>'
        '<div class="id-StoryElement-authorLine">Von <a href="/autoren/florian-leclerc">Florian Leclerc</a></div>'
        '<time datetime="2026-11-27T17:30:00+01:00">27.11.2026, 17:30 Uhr</time>'
        '<button class="id-Bookmark">Zur Merkliste hinzufügen</button>'
        f'<p class="id-StoryElement-leadText">{a[0]}</p>'
        '<figure><img src="/m.jpg" alt=""><figcaption>Radfahrer am Mainkai. © IMAGO/Jan Huebner</figcaption></figure>'
        f'<p class="id-StoryElement-paragraph">{a[1]}</p>'
        '<div class="id-StoryElement-interestBox"><p>Auch interessant</p><a href="/f/1">Radentscheid: Was aus den '
        'Versprechen wurde</a></div>'
        f'<p class="id-StoryElement-paragraph">{a[2]}</p>'
        '<div class="id-Article-footer"><a href="/fehler">Fehler melden</a> <a href="#">Teilen</a></div>'
        '</article></main>' + _foot("Frankfurter Rundschau GmbH"))


PAGES["fr"] = NewsPage(
    _fr(), "https://www.fr.example.de/frankfurt/mainkai-bleibt-autofrei-stadtverordnete-92712345.html",
    ("Mainkai bleibt autofrei: Stadtverordnete stimmen zu", *FR),
    ("Zur Merkliste", "Jan Huebner", "Auch interessant", "Radentscheid", "Fehler melden"),
    {"author": "Florian Leclerc", "date": "2026-11-27"})


# --- a town hall's press notice (number and day, "Pressekontakt" box, print and back-to-top tools) -----------------

RATHAUS = (
    "Ab dem 1. Dezember gelten im Rathaus neue Öffnungszeiten. Das Bürgerbüro ist dann auch am Samstagvormittag "
    "von 9 bis 12 Uhr geöffnet.",
    "Termine können weiterhin online oder telefonisch vereinbart werden. Für Ausweise und Meldebescheinigungen ist "
    "ein Termin erforderlich.",
    "Die erweiterten Öffnungszeiten werden zunächst für ein Jahr erprobt.",
)


def _rathaus() -> str:
    a = RATHAUS
    return (
        article_head("Neue Öffnungszeiten im Bürgerbüro - Stadt Musterhausen", "de")
        + '<body><header><a href="/">Stadt Musterhausen</a><nav><a href="/rathaus">Rathaus &amp; Politik</a> '
        '<a href="/buergerservice">Bürgerservice</a></nav></header><main><div class="breadcrumb">Sie sind hier: '
        '<a href="/">Startseite</a> › <a href="/presse">Pressemitteilungen</a></div><article class="news-detail">'
        '<p class="news-meta">Pressemitteilung Nr. 412/2026 vom 27.11.2026</p>'
        '<h1>Neue Öffnungszeiten im Bürgerbüro</h1>'
        f'<div class="news-text"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="press-contact"><h3>Pressekontakt</h3><p>Stadt Musterhausen, Presse- und Öffentlichkeitsarbeit'
        '</p><p>Telefon: 01234 567-890</p><p>E-Mail: presse@musterhausen.example.de</p></div>'
        '<div class="page-tools"><a href="javascript:print()">Seite drucken</a> <a href="#top">nach oben</a></div>'
        '</article></main>' + _foot("Stadt Musterhausen"))


PAGES["rathaus"] = NewsPage(
    _rathaus(), "https://www.musterhausen.example.de/presse/pressemitteilungen/neue-oeffnungszeiten-buergerbuero",
    ("Neue Öffnungszeiten im Bürgerbüro", *RATHAUS),
    ("Pressemitteilung Nr.", "Pressekontakt", "01234 567-890", "presse@", "Seite drucken", "nach oben",
     "Sie sind hier"),
    {"date": "2026-11-27"})


# --- t3n (newsletter box with its double opt-in lines, "Mehr zu diesem Thema" tags, "Fast fertig!") ---------------

T3N = (
    "Der Messenger führt eine Funktion ein, mit der Nutzer Nachrichten zeitlich planen können. Sie wird in den "
    "kommenden Wochen schrittweise verteilt.",
    "Geplante Nachrichten lassen sich bis zu 30 Tage im Voraus festlegen. Bis zum Versand können sie jederzeit "
    "bearbeitet oder gelöscht werden.",
    "Andere Messenger bieten eine solche Funktion schon länger an. Für Unternehmen, die Kunden über den Dienst "
    "betreuen, dürfte sie besonders interessant sein.",
)


def _t3n() -> str:
    a = T3N
    return (
        article_head("Messenger: Nachrichten lassen sich jetzt planen | t3n", "de",
                     article_ld("NewsArticle", "Nachrichten lassen sich jetzt planen", "Jörn Brien", "2026-11-26"))
        + '<body><header><a href="/">t3n</a><nav><a href="/news">News</a> <a href="/pro">t3n Pro</a></nav></header>'
        '<main><article class="c-article"><h1 class="c-article__title">Nachrichten lassen sich jetzt planen</h1>'
        '<div class="c-article__meta">Von <a href="/team/joern-brien">Jörn Brien</a> · '
        '<time datetime="2026-11-26T15:40:00+01:00">26.11.2026, 15:40 Uhr</time> · 2 Min. Lesezeit</div>'
        f'<div class="c-article__body"><p><strong>{a[0]}</strong></p><p>{a[1]}</p>'
        '<div class="c-newsletter"><h3>Newsletter</h3><p>Die wichtigsten News für Digitalprofis – jeden Morgen.</p>'
        '<input type="email" placeholder="E-Mail-Adresse"><button>Jetzt abonnieren</button>'
        '<p>Fast fertig!</p><p>Bitte klicke auf den Link in der Bestätigungsmail, um deine Anmeldung abzuschließen.'
        '</p></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="c-tags"><span>Mehr zu diesem Thema</span> <a href="/tag/messenger">Messenger</a> '
        '<a href="/tag/apps">Apps</a></div></article></main>' + _foot("yeebase media GmbH"))


PAGES["t3n"] = NewsPage(
    _t3n(), "https://t3n.example.de/news/messenger-nachrichten-planen-1712345/",
    ("Nachrichten lassen sich jetzt planen", *T3N),
    ("Lesezeit", "Digitalprofis", "Jetzt abonnieren", "Fast fertig", "Bestätigungsmail", "Mehr zu diesem Thema"),
    {"author": "Jörn Brien", "date": "2026-11-26"})


# --- Blick (Swiss: "Publiziert: … | Aktualisiert: …", author card with the writer's trade, "Darum gehts" aside) ---

BLICK = (
    "Der Zürcher Stadtrat will auf allen Quartierstrassen Tempo 30 einführen. Das Parlament muss dem Vorhaben noch "
    "zustimmen.",
    "Verkehrsvorsteherin Simone Brander sagte, langsamerer Verkehr senke den Lärm und mache die Strassen sicherer. "
    "Busse sollen Vortritt behalten.",
    "Das Gewerbe lehnt die Pläne ab. Lieferdienste befürchten längere Fahrzeiten und höhere Kosten.",
)


def _blick() -> str:
    a = BLICK
    return (
        article_head("Zürich will Tempo 30 auf allen Quartierstrassen | Blick", "de-CH",
                     article_ld("NewsArticle", "Zürich will Tempo 30 auf allen Quartierstrassen", "Lea Ernst",
                                "2026-11-25"))
        + '<body><header><a href="/">Blick</a><nav><a href="/schweiz">Schweiz</a> <a href="/sport">Sport</a></nav>'
        '</header><main><article><h1>Zürich will Tempo 30 auf allen Quartierstrassen</h1>'
        f'<p class="lead">{a[0]}</p>'
        '<div class="meta">Publiziert: 25.11.2026 um 10:12 Uhr | Aktualisiert: 25.11.2026 um 11:40 Uhr</div>'
        '<div class="author-card"><a href="/people/lea-ernst">Lea Ernst</a><span>Redaktorin News</span></div>'
        f'<div class="article-body"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="share"><button>Teilen</button> <a href="#comments">Kommentieren</a></div>'
        '</article></main>' + _foot("Ringier Medien Schweiz"))


PAGES["blick"] = NewsPage(
    _blick(), "https://www.blick.example.ch/schweiz/zuerich/zuerich-will-tempo-30-id21234567.html",
    ("Zürich will Tempo 30 auf allen Quartierstrassen", *BLICK),
    ("Publiziert:", "Aktualisiert:", "Redaktorin News", "Kommentieren"),
    {"author": "Lea Ernst", "date": "2026-11-25"})


# --- HAZ (RND/Madsack: "HAZ+" label, "Lesen Sie auch" teaser, "Anzeige" and ad's "Lesen Sie nach der Anzeige weiter") -

HAZ = (
    "Die Üstra erhöht zum Jahreswechsel die Preise für Einzelfahrscheine. Eine Fahrt in der Zone A kostet dann "
    "3,80 Euro.",
    "Das Deutschlandticket ist von der Erhöhung nicht betroffen. Auch die Preise für Schülertickets bleiben "
    "gleich, teilte das Verkehrsunternehmen mit.",
    "Der Fahrgastverband Pro Bahn kritisierte die Erhöhung. Gelegenheitsfahrer würden so vom Nahverkehr "
    "abgeschreckt.",
)


def _haz() -> str:
    a = HAZ
    return (
        article_head("Hannover: Üstra erhöht Preise für Einzelfahrscheine", "de",
                     article_ld("NewsArticle", "Üstra erhöht Preise für Einzelfahrscheine", "Bernd Haase",
                                "2026-11-24"))
        + '<body><header><a href="/">HAZ</a><nav><a href="/hannover">Hannover</a> <a href="/abo">Abo</a></nav>'
        '</header><main><article><div class="ArticleHeadstyled__ArticleHeadWrapper"><span class="paid">HAZ+</span>'
        '<h1>Üstra erhöht Preise für Einzelfahrscheine</h1>'
        f'<p class="ArticleHeadstyled__ArticleTeaser">{a[0]}</p>'
        '<div class="Authorstyled">Bernd Haase</div><time datetime="2026-11-24T18:00:00+01:00">24.11.2026, 18:00 Uhr'
        '</time></div><div class="ArticleContent">'
        f'<p>{a[1]}</p>'
        '<div class="Adstyled"><span>Anzeige</span></div><p class="ad-note">Lesen Sie nach der Anzeige weiter</p>'
        '<div class="Teaserstyled"><p>Lesen Sie auch</p><a href="/h/1">Deutschlandticket: Was sich 2027 ändert</a>'
        f'</div><p>{a[2]}</p></div></article></main>' + _foot("Verlagsgesellschaft Madsack"))


PAGES["haz"] = NewsPage(
    _haz(), "https://www.haz.example.de/lokales/hannover/uestra-erhoeht-preise-einzelfahrscheine-ABC123.html",
    ("Üstra erhöht Preise für Einzelfahrscheine", *HAZ),
    ("HAZ+", "Anzeige", "nach der Anzeige", "Lesen Sie auch", "Deutschlandticket: Was"),
    {"author": "Bernd Haase", "date": "2026-11-24"})


# --- a recipe site (Chefkoch-like: ingredients list, steps, "Arbeitszeit" facts, rating and print tools) ----------

RECIPE = (
    "Dieser Apfelkuchen gelingt auch ohne Waage: Alle Zutaten werden mit einer Tasse abgemessen.",
    "Zutaten",
    "3 Äpfel", "1 Tasse Zucker", "2 Tassen Mehl", "1 Päckchen Backpulver", "3 Eier", "1 Tasse Öl",
    "Zubereitung",
    "Die Äpfel schälen, entkernen und in dünne Spalten schneiden. Den Backofen auf 180 Grad vorheizen.",
    "Zucker, Eier und Öl schaumig rühren, Mehl und Backpulver unterheben. Den Teig in eine gefettete Form geben "
    "und die Apfelspalten darauf verteilen.",
    "Den Kuchen etwa 40 Minuten backen, bis ein Holzstäbchen sauber herauskommt.",
)


def _recipe() -> str:
    a = RECIPE
    items = "".join(f"<li>{i}</li>" for i in a[2:8])
    return (
        article_head("Tassenkuchen mit Äpfeln von backfee | Rezeptwelt", "de")
        + '<body><header><a href="/">Rezeptwelt</a><nav><a href="/rezepte">Rezepte</a> <a href="/magazin">Magazin'
        '</a></nav></header><main><article class="recipe"><h1>Tassenkuchen mit Äpfeln</h1>'
        '<div class="recipe-rating">4,6 (128) <a href="#rate">Bewerten</a></div>'
        '<div class="recipe-meta"><span>Arbeitszeit: 15 Min.</span> <span>Koch-/Backzeit: 40 Min.</span> '
        '<span>normal</span></div>'
        f'<p class="recipe-text">{a[0]}</p><h2>{a[1]}</h2><ul class="ingredients">{items}</ul>'
        f'<h2>{a[8]}</h2><ol class="steps"><li>{a[9]}</li><li>{a[10]}</li><li>{a[11]}</li></ol>'
        '<div class="recipe-tools"><a href="#print">Drucken</a> <a href="#save">Merken</a> <a href="#share">Teilen</a>'
        '</div></article></main>' + _foot("Rezeptwelt GmbH"))


PAGES["recipe"] = NewsPage(
    _recipe(), "https://www.rezeptwelt.example.de/rezepte/1234567/tassenkuchen-mit-aepfeln.html",
    ("Tassenkuchen mit Äpfeln", *RECIPE), ("Bewerten", "Drucken", "Merken"))


# --- a German blog on WordPress (Astra theme: entry meta, author box, "Ähnliche Beiträge", comment form) ------------

BLOG = (
    "Wer im Herbst Tulpenzwiebeln setzt, freut sich im April über die ersten Farben im Beet. Wichtig ist der "
    "richtige Zeitpunkt.",
    "Die Zwiebeln sollten etwa doppelt so tief in die Erde, wie sie hoch sind. In schweren Böden hilft eine Schicht "
    "Sand gegen Staunässe.",
    "Meine Tipps für Einsteiger",
    "Lieber mehrere Zwiebeln in Gruppen setzen als einzeln in Reihen.",
    "Nach der Blüte das Laub nicht abschneiden, bis es gelb ist.",
    "Wühlmäuse halten Pflanzkörbe aus Draht fern.",
    "Viel Freude beim Pflanzen und einen schönen Herbst im Garten!",
)


def _blog() -> str:
    a = BLOG
    return (
        article_head("Tulpenzwiebeln pflanzen: So klappt es – Gartenglück", "de",
                     article_ld("BlogPosting", "Tulpenzwiebeln pflanzen: So klappt es", "Sabine Krüger",
                                "2026-10-12"))
        + '<body class="single ast-separate-container"><header class="site-header"><a href="/">Gartenglück</a><nav>'
        '<a href="/blog">Blog</a> <a href="/ueber-mich">Über mich</a></nav></header><div id="content"><main id="main">'
        '<article class="post ast-article-single"><header class="entry-header">'
        '<h1 class="entry-title">Tulpenzwiebeln pflanzen: So klappt es</h1>'
        '<div class="entry-meta"><span class="posted-by">Von <a href="/author/sabine/">Sabine Krüger</a></span> / '
        '<span class="posted-on">12. Oktober 2026</span> / <a href="#comments">3 Kommentare</a></div></header>'
        f'<div class="entry-content"><p>{a[0]}</p><p>{a[1]}</p><h2>{a[2]}</h2><ul><li>{a[3]}</li><li>{a[4]}</li>'
        f'<li>{a[5]}</li></ul><p>{a[6]}</p></div>'
        '<div class="ast-single-author-box"><h3>Über die Autorin</h3><p>Sabine gärtnert seit 20 Jahren in '
        'Ostwestfalen und schreibt hier über ihren Garten.</p></div>'
        '<div class="related-posts"><h2>Ähnliche Beiträge</h2><ul><li><a href="/narzissen/">Narzissen im Topf</a></li>'
        '</ul></div></article><div id="comments"><h3>3 Kommentare zu „Tulpenzwiebeln pflanzen: So klappt es“</h3>'
        '<div id="respond"><h3>Schreibe einen Kommentar</h3><p>Deine E-Mail-Adresse wird nicht veröffentlicht. '
        'Erforderliche Felder sind mit * markiert</p></div></div></main></div>' + _foot("Gartenglück"))


PAGES["blog"] = NewsPage(
    _blog(), "https://www.gartenglueck.example.de/tulpenzwiebeln-pflanzen/",
    ("Tulpenzwiebeln pflanzen: So klappt es", *BLOG),
    ("3 Kommentare", "Über die Autorin", "seit 20 Jahren", "Ähnliche Beiträge", "Narzissen im Topf",
     "Schreibe einen Kommentar", "nicht veröffentlicht"),
    {"author": "Sabine Krüger", "date": "2026-10-12"})


# --- kicker (sport: "Lesezeit", match box, "Zum Spielbericht", "Mehr zur Bundesliga", app promo) ------------------

KICKER = (
    "Der Tabellenführer hat auch das Spitzenspiel in Leverkusen gewonnen. Das einzige Tor fiel in der 78. Minute "
    "nach einem Eckball.",
    "Lange hatten die Gastgeber das Spiel bestimmt, doch zwingende Chancen blieben aus. Der Trainer lobte nach dem "
    "Spiel die Geduld seiner Mannschaft.",
    "Am kommenden Wochenende wartet das Derby. Der Kapitän fällt mit einer Muskelverletzung voraussichtlich aus.",
)


def _kicker() -> str:
    a = KICKER
    return (
        article_head("1:0 in Leverkusen: Tabellenführer gewinnt das Spitzenspiel - kicker", "de",
                     article_ld("NewsArticle", "Tabellenführer gewinnt das Spitzenspiel", "Oliver Bitter",
                                "2026-11-29"))
        + '<body><header><a href="/">kicker</a><nav><a href="/bundesliga">Bundesliga</a> <a href="/live">Live</a>'
        '</nav></header><main><article class="kick__article"><div class="kick__article__header">'
        '<span class="kick__article__kicker">1:0 in Leverkusen</span>'
        '<h1 class="kick__article__title">Tabellenführer gewinnt das Spitzenspiel</h1>'
        f'<p class="kick__article__teaser">{a[0]}</p>'
        '<div class="kick__article__info">von Oliver Bitter · 29.11.2026, 19:55 · Lesezeit: 2 Min.</div></div>'
        f'<div class="kick__article__content"><p>{a[1]}</p>'
        '<div class="kick__match-box"><a href="/spielbericht/1">Zum Spielbericht</a></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="kick__app-promo"><p>Alle Spiele live verfolgen: Jetzt die kicker-App herunterladen!</p></div>'
        '<div class="kick__related"><h3>Mehr zur Bundesliga</h3><ul><li><a href="/b/1">Die Tabelle nach dem 13. '
        'Spieltag</a></li></ul></div></article></main>' + _foot("Olympia-Verlag GmbH"))


PAGES["kicker"] = NewsPage(
    _kicker(), "https://www.kicker.example.de/tabellenfuehrer-gewinnt-das-spitzenspiel-1123456/artikel",
    ("Tabellenführer gewinnt das Spitzenspiel", *KICKER),
    ("Lesezeit", "Zum Spielbericht", "kicker-App", "Mehr zur Bundesliga", "13. Spieltag"),
    {"author": "Oliver Bitter", "date": "2026-11-29"})


# --- WAZ (Funke: "Lesen Sie auch:" line, "Mehr Nachrichten aus Essen" pointer, newsletter box) -------------------

WAZ = (
    "In Essen-Rüttenscheid eröffnet im Frühjahr eine neue Markthalle. Auf 2.000 Quadratmetern sollen dort 30 "
    "Händler ihre Waren anbieten.",
    "Der Investor hatte das frühere Kaufhaus vor zwei Jahren gekauft. Die Umbauarbeiten liegen nach seinen Angaben "
    "im Zeitplan.",
    "Anwohner sorgen sich um die Parkplätze im Viertel. Die Stadt prüft, ob eine Anwohnerparkzone eingerichtet "
    "werden kann.",
)


def _waz() -> str:
    a = WAZ
    return (
        article_head("Essen: Neue Markthalle in Rüttenscheid öffnet im Frühjahr - waz.de", "de",
                     article_ld("NewsArticle", "Neue Markthalle in Rüttenscheid öffnet im Frühjahr", "Janet Lindgens",
                                "2026-11-23"))
        + '<body><header><a href="/">WAZ</a><nav><a href="/staedte/essen">Essen</a> <a href="/abo">Abo</a></nav>'
        '</header><main><article class="article"><p class="article__kicker">Essen</p>'
        '<h1 class="article__headline">Neue Markthalle in Rüttenscheid öffnet im Frühjahr</h1>'
        f'<p class="article__header__intro">{a[0]}</p>'
        '<div class="author">Janet Lindgens</div><time datetime="2026-11-23T05:45:00+01:00">23.11.2026, 05:45 Uhr'
        '</time>'
        f'<div class="article__body"><p>{a[1]}</p>'
        '<p><strong>Lesen Sie auch:</strong> <a href="/e/1">Rüttenscheider Straße: Diese Läden schließen</a></p>'
        f'<p>{a[2]}</p>'
        '<p><em>Mehr News aus Essen finden Sie hier.</em></p></div>'
        '<div class="newsletter"><h3>Essen-Newsletter</h3><p>Die wichtigsten Nachrichten aus Ihrer Stadt '
        'kostenlos per E-Mail.</p><button>Jetzt anmelden</button></div></article></main>' + _foot("FUNKE Medien NRW"))


PAGES["waz"] = NewsPage(
    _waz(), "https://www.waz.example.de/staedte/essen/neue-markthalle-ruettenscheid-id300123456.html",
    ("Neue Markthalle in Rüttenscheid öffnet im Frühjahr", *WAZ),
    ("Lesen Sie auch", "Diese Läden schließen", "Mehr News aus Essen", "Essen-Newsletter", "per E-Mail",
     "Jetzt anmelden"),
    {"author": "Janet Lindgens", "date": "2026-11-23"})


# --- a Substack-style German newsletter (post header, "Abonnieren" boxes, like and restack buttons) ---------------

LETTER = (
    "Diese Woche hat mich eine Frage beschäftigt: Warum lesen wir weniger Bücher, obwohl wir mehr lesen als je "
    "zuvor?",
    "Ich habe dazu mit einer Bibliothekarin gesprochen. Sie sagt, die Ausleihen seien stabil, nur lese man "
    "häufiger in Etappen.",
    "Vielleicht ist das gar kein Verlust. Ein Buch in zwanzig Etappen bleibt ein Buch.",
)


def _letter() -> str:
    a = LETTER
    return (
        article_head("Lesen in Etappen - Leselust", "de",
                     article_ld("NewsArticle", "Lesen in Etappen", "Miriam Vogt", "2026-11-22")
                     + '<meta name="author" content="Miriam Vogt">')  # (as Substack's <head> states it)
        + '<body><header><a href="/">Leselust</a><a href="/subscribe">Abonnieren</a> <a href="/signin">Anmelden</a>'
        '</header><main><article class="post"><div class="post-header"><h1 class="post-title">Lesen in Etappen</h1>'
        '<h3 class="subtitle">Warum wir weniger Bücher lesen – und warum das okay ist</h3>'
        '<div class="post-meta"><a href="/@miriam">Miriam Vogt</a> <span>22. Nov. 2026</span></div></div>'
        f'<div class="body markup"><p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="subscription-widget"><p>Danke fürs Lesen! Abonniere kostenlos, um neue Beiträge zu erhalten.'
        '</p><input type="email"><button>Abonnieren</button></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="post-footer"><button>Gefällt mir (42)</button> <button>Kommentare (7)</button> '
        '<button>Teilen</button></div></article></main></body></html>')


PAGES["newsletter"] = NewsPage(
    _letter(), "https://leselust.example.de/p/lesen-in-etappen",
    ("Lesen in Etappen", *LETTER),
    ("Danke fürs Lesen", "Abonniere kostenlos", "Gefällt mir", "Kommentare (7)"),
    {"author": "Miriam Vogt", "date": "2026-11-22"})

# text whole, furniture gone, writer and day, and the writer the byline shows when the <head> states none
globals().update(page_tests(PAGES, byline=True))


def _bare(paragraphs: list[str]) -> bool:
    """The German article of ``_german_article`` and nothing else."""
    return paragraphs == ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "<p>Sie lesen einen Artikel von Tagesspiegel Plus. Jetzt 30 Tage kostenlos testen.</p>",
    "<p>Sie lesen einen Artikel aus Stuttgarter Zeitung Plus.</p>",
    '<p><strong>Mehr:</strong> <a href="/u/1">Warum die Chemiebranche um ihre Zukunft in Deutschland fürchtet</a></p>',
    "<p>Über dieses Thema berichtet der WDR am 24.11.2026 auch im Hörfunk: WDR 2, 10:00 Uhr.</p>",
    "<p>Über dieses Thema berichtete die tagesschau am 26. November 2026 um 20:00 Uhr.</p>",
    "<p><em>Golem.de erhält für Käufe über Links mit Sternchen (*) eine Provision. Am Preis ändert sich nichts.</em></p>",
    "<p>Wir sind communityfinanziert</p>", "<p>Unterstütze auch Du unsere Arbeit mit einer Spende.</p>",
    "<p>Unterstützen Sie uns mit einer Spende!</p>",
    "<p>Ein Bericht von Moritz Tremmel</p>", "<p>Eine Einordnung von Anna Lehmann</p>",
    "<p>Über dieses Thema berichtet: BR24 Nachrichten am 27.11.2026 um 14:00 Uhr.</p>",
    "<p>Diese Nachricht wurde am 26.11.2026 im Programm Deutschlandfunk gesendet.</p>",
    "<p>Dieser Beitrag wurde am 3. Mai 2026 im Deutschlandfunk Kultur gesendet.</p>",
    "<p>Artikel mit Audio-Inhalten</p>", "<p>stern+ Artikel: Jetzt einen Monat für 1 € testen</p>",
    '<div class="rating">4,6 (128) <a href="#rate">Bewerten</a></div>',
    '<div class="rating">4.2 / 5 (1.024) <a href="#rate">Jetzt bewerten</a></div>',
    '<div class="box"><h3>Unsere Quellen:</h3><ul><li>WDR-Reporter vor Ort</li><li>Nachrichtenagenturen dpa und AFP'
    '</li></ul></div>',
])
def test_a_plus_note_a_more_line_a_programme_note_an_affiliate_line_a_donation_box_an_audio_label_and_a_byline_go(line):
    assert _bare(_german_article(line))


@pytest.mark.parametrize("line", [
    "Sie lesen einen Artikel von Thomas Mann aus dem Jahr 1926, der erst jetzt in einem Archiv gefunden wurde.",
    "Mehr: Das ist die Summe, die der Konzern von der Stadt zurückverlangt.",
    "Über dieses Thema berichtete die Zeitung bereits im Frühjahr ausführlich, ohne dass etwas geschah.",
    "Der Händler erhält für Käufe über Links von Influencern eine Provision von zehn Prozent, sagte der Sprecher.",
    "Wir sind spendenfinanziert, sagte die Sprecherin des Vereins, und deshalb auf jeden Euro angewiesen.",
    "Ein Bericht von Amnesty International wirft der Regierung schwere Versäumnisse vor.",
    "Diese Nachricht wurde am 26.11.2026 im Programm des Senders gesendet, doch kaum jemand nahm Notiz davon.",
    "Artikel mit Audio-Inhalten werden häufiger geteilt, zeigt eine Studie der Universität Mainz.",
    "Mehr als 4,6 Millionen Kunden konnten den Dienst bis Ende Oktober bewerten.",
])
def test_a_sentence_of_the_same_shape_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_a_sources_list_naming_an_authority_stays():
    box = ('<div class="box"><h3>Unsere Quellen:</h3><ul><li>Polizei Wuppertal</li><li>Reporter vor Ort</li></ul>'
           '</div>')
    assert "Polizei Wuppertal" in _german_article(box)


@pytest.mark.parametrize(("text", "name"), [
    ("von Lucas Riemer, MDR SACHSEN-ANHALT", "Lucas Riemer"), ("Anna Schmidt, BR24", "Anna Schmidt"),
    ("Peter Blunschi Folge mir", "Peter Blunschi"), ("27.11.2026 | 12:14 · von Kristina Hofmann", "Kristina Hofmann"),
    # guards: a place after the name, an agency beside it, a date after it
    ("Markus Balser, Berlin", "Markus Balser"), ("Jean Dupont, AFP", "Jean Dupont; AFP"),
    ("Von Max Mustermann | 03.03.2024", "Max Mustermann"),
])
def test_the_writers_name_beside_a_broadcasters_desk_a_follow_button_or_after_the_date(text, name):
    assert author_name(text) == name


@pytest.mark.parametrize(("title", "h1", "headline"), [
    # a recipe's title with the member who posted it: the <h1>
    ("Tassenkuchen mit Äpfeln von backfee | Rezeptwelt", "Tassenkuchen mit Äpfeln", "Tassenkuchen mit Äpfeln"),
    # guard: a title that goes on in more words after "von" than a handle
    ("Die Brücke von Remagen wird abgerissen | Stadtanzeiger", "Die Brücke", "Die Brücke von Remagen wird abgerissen"),
])
def test_the_headline_of_a_title_with_its_members_handle(title, h1, headline):
    assert choose([title], h1, ["rezeptwelt", "stadtanzeiger"]) == headline
