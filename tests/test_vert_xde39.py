"""Whole German pages of session 39 (xde39), of the kinds issue 12's evaluation names, on systems and layouts the
earlier German files (de35, de36, de37, xde38) had none of: news sites of their own markup (Heise, Golem, t-online,
n-tv, Stern, Welt, taz, Rheinische Post, an RND portal, a Frankfurter-Rundschau-like Ippen site), Austrian (ORF,
Der Standard, Kurier, Krone) and Swiss (NZZ, SRF, 20 Minuten) ones, each with its audio player ("Artikel anhören"),
paywall prompt, "Lesen Sie auch" lines, newsletter box, comment counter and picture credits; a parish on WordPress, a
sports club on WordPress, a town's service page (opening hours, contacts, downloads), a Landkreis's office page, a
doctor's and a craftsman's service pages; shops (WooCommerce with German Market: Grundpreis, "inkl. MwSt. zzgl.
Versand", Lieferzeit; Shopware 6's listing text); forums (XenForo 2 in German, a gutefrage-like Q&A); recipes (WP
Recipe Maker in German, a Chefkoch-like page).  For each page the text stays whole, the furniture goes, the ``<doc>``
line states the writer and the day the page states (the writer also from the byline alone), and each paragraph has
the page's language.  The harness is ``NewsPage`` of ``test_vert_news28``.

The classes found and mended (tested after the pages, each with its counter-case):

* the points of 20 Minuten's "Darum gehts" box were cut at a point of three words ("Verletzt wurde niemand."): the
  last word's full stop made it no word of letters, so the point counted two (``container._lead_point``, recall);
* a date line with a bare reading time after the clock time stayed (Stern's "09.03.2026, 16:20 3 Min.", the NZZ's
  "Isabel Heusser 25.02.2026, 05.30 Uhr 3 min"): a duration of up to half an hour ending a line of a numeric date
  and a clock time makes it a meta line (``boiler._BARE_READING``);
* taz's plea under the text ("Die taz ist frei zugänglich, weil viele Leser:innen freiwillig zahlen. Mit Ihrem
  Beitrag sichern Sie …") stayed: a site free to read because readers pay, the reader's own gift named, is a support
  appeal (``notices._SUPPORT``);
* a caption in a picture's block, its credit "Quelle: picture alliance / Jochen Tack" after the caption's last word
  with no full stop (Welt), stayed: a source's word before a picture agency ends a caption (``boiler._GLUED_CREDIT``);
* SRF's line under the text, "SRF 4 News, 27.03.2026, 17 Uhr ; sda/muei", stayed: a programme, its day and hour and
  the agency's initials are a credit line (``phrases.CREDIT_LINES``);
* 20 Minuten's reaction bar "Deine Meinung zählt" and XenForo's informal German quote expander "Klicke zum
  Erweitern..." stayed (``phrases``' news page prompts, ``boiler``'s forum controls);
* Welt's byline, the byword in an element of its own before the linked name and the writer's trade after it
  ("<span>Von </span><a>Olaf Preuß</a><span>Wirtschaftsreporter</span>"), named "Von" the writer when the head
  states none: a byword alone is no name (``byline.author_name``).
"""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, processed

RAW: dict[str, tuple[str, str, list[str], list[str], dict[str, str]]] = {}


def site_head(title: str, lang: str, extra: str = "") -> str:
    """A page's doctype and <head> that states no article (an institution's, a club's, a shop's page)."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{extra}'
            '<link rel="stylesheet" href="/assets/main.css"></head>')


_CMP = ('<div id="sp_message_container_1" class="sp_message_container"><div class="message-container"><p>Wir '
        'und unsere Partner verarbeiten personenbezogene Daten. Mit Klick auf „Zustimmen“ willigen Sie in die '
        'Verarbeitung ein.</p><button>Zustimmen</button><button>Einstellungen</button></div></div>')

# 1 Heise (a-article-header, the audio player, heise+ teaser line, picture credit "(Bild: …)", the forum counter)
HE = ["Die Bundesnetzagentur hat die Regeln für den Ausbau von Glasfaser auf dem Land gelockert. Netzbetreiber dürfen "
      "Leitungen künftig öfter oberirdisch verlegen, wenn der Tiefbau zu teuer wäre.",
      "Bislang mussten Anbieter in den meisten Fällen Gräben ausheben. Das kostet nach Angaben des Branchenverbands "
      "Breko bis zu 80 Prozent der gesamten Ausbaukosten eines Anschlusses.",
      "Kommunen hatten sich gegen oberirdische Leitungen gewehrt, weil sie das Ortsbild stören. Die neue Regelung "
      "sieht deshalb vor, dass die Gemeinde zustimmen muss.",
      "Was sich für Kunden ändert",
      "Für Kunden ändert sich zunächst wenig. Die Behörde erwartet aber, dass mehr Haushalte in dünn besiedelten "
      "Gebieten schneller einen Anschluss bekommen."]
RAW["heise"] = (
    news_head("Glasfaser: Bundesnetzagentur erlaubt mehr oberirdische Leitungen | heise online", "de",
              "Glasfaser: Bundesnetzagentur erlaubt mehr oberirdische Leitungen", "Stefan Krempl", "2026-09-14") +
    '<body><header class="a-header"><a class="a-logo" href="/">heise online</a><nav class="a-nav"><a href="/newsticker/">'
    'Newsticker</a><a href="/plus/">heise+</a><a href="/thema/Netze">Netze</a><a href="/forum/">Forum</a></nav></header>'
    '<main id="maincontent"><article class="article-layout"><header class="a-article-header"><p class="a-article-header'
    '__label">Netzausbau</p><h1 class="a-article-header__title">Glasfaser: Bundesnetzagentur erlaubt mehr oberirdische '
    'Leitungen</h1><p class="a-article-header__lead">' + HE[0] + '</p><div class="a-article-header__publish-info">'
    '<time datetime="2026-09-14T11:32:00+02:00">14.09.2026, 11:32 Uhr</time> <span class="a-article-header__readtime">'
    'Lesezeit: 2 Min.</span></div><div class="a-article-header__service"><a class="a-button" href="#comments">'
    '<span>Kommentare lesen</span> <span class="a-article-header__comment-count">(87 Beiträge)</span></a></div>'
    '<div class="creator"><ul><li>Von <a href="/autor/stefan-krempl">Stefan Krempl</a></li></ul></div></header>'
    '<div class="audio-player" data-component="AudioPlayer"><button>Artikel vorlesen lassen</button>'
    '<span>Vorlesen: 2:41 Min.</span></div>'
    '<div class="article-content"><figure class="a-inline-image"><img src="/glas.jpg" alt=""><figcaption class="a-'
    'caption"><p class="a-caption__text">Oberirdische Leitungen an Holzmasten</p><p class="a-caption__source">(Bild: '
    'Deutsche Glasfaser)</p></figcaption></figure>'
    f'<p>{HE[1]}</p><p>{HE[2]}</p><p class="a-boxtarget">Lesen Sie auch<br><a href="/news/glasfaser-ueberbau.html">'
    'Glasfaser-Überbau: Telekom weist Vorwürfe zurück</a></p>'
    f'<h3 class="subheading">{HE[3]}</h3><p>{HE[4]}</p><p class="a-article-footer__author">(<a href="mailto:x">vbr'
    '</a>)</p></div><footer class="a-article-footer"><a href="/forum/heise-online/Kommentare/">Zur Startseite</a>'
    '<div class="a-forum-teaser"><h3>Kommentare lesen (87 Beiträge)</h3></div><div class="a-article-footer__tags">'
    '<a href="/thema/Glasfaser">Glasfaser</a> <a href="/thema/Breitband">Breitband</a></div></footer></article>'
    '<aside class="a-bottom-teaser"><h2>Mehr von heise+</h2><a href="/plus/a"><span>heise+ | Router im Test: '
    'Fritzbox gegen Speedport</span></a></aside></main><footer class="a-footer"><a href="/impressum.html">Impressum'
    '</a><a href="/datenschutz">Datenschutzerklärung</a><p>© 2026 heise online</p></footer>' + _CMP + '</body></html>',
    "https://www.heise.de/news/Glasfaser-Bundesnetzagentur-erlaubt-mehr-oberirdische-Leitungen-9876543.html",
    HE, ["Kommentare lesen", "Artikel vorlesen", "Vorlesen: 2:41", "Lesen Sie auch", "Glasfaser-Überbau", "Mehr von heise",
         "Router im Test", "(Bild:", "Lesezeit", "Wir und unsere Partner"],
    {"author": "Stefan Krempl", "date": "2026-09-14", "lang": "de"})

# 2 Golem (the Golem Plus box, "Anzeige" rows, the page's own numbers, the comments' counter)
GO = ["AMD hat am Dienstag seine neuen Prozessoren für Notebooks vorgestellt. Die Chips sollen bei gleichem "
      "Stromverbrauch bis zu 30 Prozent schneller rechnen als die Vorgänger.",
      "Gefertigt werden die Prozessoren bei TSMC im 3-Nanometer-Verfahren. Die ersten Notebooks mit den neuen Chips "
      "kündigten Lenovo, HP und Asus für das Frühjahr an.",
      "Die integrierte Grafikeinheit hat AMD ebenfalls überarbeitet. Sie soll aktuelle Spiele in Full-HD mit mittleren "
      "Details flüssig darstellen können.",
      "Preise nannte AMD nicht. Branchenbeobachter rechnen mit Notebooks ab etwa 1.200 Euro."]
RAW["golem"] = (
    news_head("Notebook-Prozessoren: AMD stellt schnellere Chips vor - Golem.de", "de",
              "Notebook-Prozessoren: AMD stellt schnellere Chips vor", "Martin Böckmann", "2026-01-06") +
    '<body><div id="header"><a id="golem-logo" href="/">Golem.de</a><ul class="nav"><li><a href="/specials/pc-hardware/">'
    'PC-Hardware</a></li><li><a href="/specials/handy/">Handy</a></li><li><a href="/plus/">Golem Plus</a></li></ul></div>'
    '<div id="screen"><article><header class="cluster-header"><h1><span class="head4">Notebook-Prozessoren</span>'
    '<span class="dh1 head5">AMD stellt schnellere Chips vor</span></h1><p>' + GO[0] + '</p><div class="authors">'
    '<time datetime="2026-01-06 18:00">6. Januar 2026, 18:00 Uhr</time>, <span class="authors__name"><a '
    'href="/autoren/boeckmann">Martin Böckmann</a></span></div><a class="comments-count" href="#comments">'
    '23 Kommentare</a></header><figure class="hero"><img src="/cpu.jpg" alt=""><figcaption>Der neue Chip '
    '<small>(Bild: AMD)</small></figcaption></figure><div class="formatted">'
    f'<p>{GO[1]}</p><div class="iqadtile_wrapper"><div class="iqd_mainAd"><span class="anzeige">Anzeige</span></div></div>'
    f'<p>{GO[2]}</p><p>{GO[3]}</p></div><div class="golemplus-box"><p><strong>Golem Plus Artikel</strong></p><p>'
    'Jetzt Golem pur werben­freie Abo abschließen und alle Artikel lesen.</p><a href="/plus">Jetzt ab 3,99 Euro</a>'
    '</div><div class="tags"><a href="/specials/amd/">AMD</a><a href="/specials/notebook/">Notebook</a></div>'
    '<section class="comments-teaser"><h2>Kommentare (23)</h2><a href="/forum/">Zum Forum</a></section></article>'
    '<aside class="more"><h2>Auch interessant</h2><ul><li><a href="/a">Intel Lunar Lake im Test</a></li></ul></aside>'
    '</div><div id="footer"><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>© 1997–2026 '
    'Golem Media GmbH</p></div></body></html>',
    "https://www.golem.de/news/notebook-prozessoren-amd-stellt-schnellere-chips-vor-2601-198765.html",
    GO, ["23 Kommentare", "Golem Plus", "Jetzt ab 3,99", "Anzeige", "Kommentare (23)", "Auch interessant", "Lunar Lake",
         "(Bild: AMD)"],
    {"author": "Martin Böckmann", "date": "2026-01-06", "lang": "de"})

# 3 t-online (data-testid parts, "Artikel anhören", the sources list "Verwendete Quellen", the "Mehr zum Thema" rail)
TO = ["Wer im Winter regelmäßig lüftet, senkt das Risiko für Schimmel deutlich. Experten empfehlen, mehrmals am Tag "
      "für fünf bis zehn Minuten alle Fenster ganz zu öffnen.",
      "Gekippte Fenster bringen dagegen wenig frische Luft, kühlen aber die Wände rund um das Fenster stark aus. "
      "Genau dort bildet sich dann besonders leicht Schimmel.",
      "Die richtige Luftfeuchtigkeit",
      "In Wohnräumen sollte die relative Luftfeuchtigkeit zwischen 40 und 60 Prozent liegen. Ein günstiges Hygrometer "
      "zeigt an, wann es Zeit zum Lüften ist.",
      "Möbel sollten zudem mit etwas Abstand zur Außenwand stehen, damit die Luft dahinter zirkulieren kann."]
RAW["tonline"] = (
    news_head("Schimmel vermeiden: So lüften Sie im Winter richtig | t-online", "de",
              "Schimmel vermeiden: So lüften Sie im Winter richtig", "Christine Holthoff", "2026-11-18") +
    '<body><div id="__next"><header data-testid="Header"><a href="/">t-online</a><nav><a href="/nachrichten/">'
    'Nachrichten</a><a href="/heim-garten/">Heim &amp; Garten</a><a href="/ratgeber/">Ratgeber</a></nav></header>'
    '<main><article data-testid="StageLayout.Article"><div data-testid="ArticleHeader"><p data-testid="Kicker">'
    'Richtig heizen und lüften</p><h1>Schimmel vermeiden: So lüften Sie im Winter richtig</h1><div data-testid='
    '"Author.Byline">Von <a href="/autor/id_1/christine-holthoff.html">Christine Holthoff</a></div><time '
    'datetime="2026-11-18T07:12:00+01:00">18.11.2026 - 07:12 Uhr</time><div data-testid="ArticleAudio"><button>'
    'Artikel anhören</button><span>Artikel teilen</span></div><p class="text-lg font-bold">'
    'Feuchte Wände und schwarze Flecken: Mit ein paar Regeln beugen Sie Schimmel vor.</p></div>'
    '<div data-testid="ArticleBody">'
    f'<p>{TO[0]}</p><p>{TO[1]}</p><div data-testid="InlineTeaser"><span>Lesen Sie auch</span><a href="/heizen">Heizkosten '
    f'sparen: Diese zehn Tipps helfen sofort</a></div><h2>{TO[2]}</h2><p>{TO[3]}</p><p>{TO[4]}</p>'
    '<div data-testid="SourceList"><p>Verwendete Quellen</p><ul><li>Umweltbundesamt: Schimmel im Innenraum</li>'
    '<li>Verbraucherzentrale: Richtig lüften</li></ul></div></div><div data-testid="ArticleFooter"><a>Teilen</a>'
    '<a>Feedback</a></div></article><aside data-testid="MoreOnTopic"><h2>Mehr zum Thema</h2><a href="/x">Heizung '
    'entlüften: So geht es</a></aside></main><footer><a href="/impressum">Impressum</a><p>© Ströer Digital Publishing'
    '</p></footer></div></body></html>',
    "https://www.t-online.de/heim-garten/wohnen/id_100812345/schimmel-vermeiden-so-lueften-sie-im-winter-richtig.html",
    ["Feuchte Wände und schwarze Flecken: Mit ein paar Regeln beugen Sie Schimmel vor.", *TO],
    ["Artikel anhören", "Artikel teilen", "Lesen Sie auch", "Heizkosten sparen", "Mehr zum Thema", "Heizung entlüften",
     "Feedback"],
    {"author": "Christine Holthoff", "date": "2026-11-18", "lang": "de"})

# 4 n-tv (article__text, the agency's closing line "Quelle: ntv.de, …", the teaser box, the video player)
NT = ["Die Deutsche Bahn hat im Oktober so viele Fernzüge pünktlich ans Ziel gebracht wie seit zwei Jahren nicht mehr. "
      "Knapp 68 Prozent erreichten ihren Bahnhof mit weniger als sechs Minuten Verspätung.",
      "Im September hatte der Wert noch bei 61 Prozent gelegen. Die Bahn führt die Besserung auf weniger Baustellen im "
      "Netz und ein neues Störungsmanagement zurück.",
      "Der Fahrgastverband Pro Bahn sprach von einem Lichtblick, warnte aber vor zu großen Erwartungen. Im Winter "
      "seien die Werte erfahrungsgemäß wieder schlechter."]
RAW["ntv"] = (
    news_head("Bahn im Oktober so pünktlich wie lange nicht - n-tv.de", "de",
              "Bahn im Oktober so pünktlich wie lange nicht", "Kevin Schulte", "2026-11-04") +
    '<body><header class="header"><a class="header__logo" href="/">ntv</a><nav><a href="/politik/">Politik</a>'
    '<a href="/wirtschaft/">Wirtschaft</a><a href="/mediathek/">Mediathek</a></nav></header><main><article '
    'class="article"><div class="article__header"><span class="article__date">04.11.2026, 14:03 Uhr</span><h2><span '
    'class="article__kicker">Fernverkehr</span><span class="article__headline">Bahn im Oktober so pünktlich wie lange '
    'nicht</span></h2><p class="article__author">Von Kevin Schulte</p><div class="article__share"><a>Artikel anhören'
    '</a><a>Artikel teilen</a></div></div><div class="article__media"><img src="/ice.jpg" alt=""><p class="'
    'article__media-caption">Ein ICE im Hauptbahnhof Köln. <span class="article__media-copyright">(Foto: picture '
    'alliance/dpa)</span></p></div><div class="article__text">'
    f'<p><strong>{NT[0]}</strong></p><p>{NT[1]}</p><div class="teaser teaser--inline"><a href="/b"><span class="teaser__'
    f'kicker">Milliarden für die Schiene</span><span class="teaser__headline">Was der Bund bei der Bahn vorhat</span>'
    f'</a></div><p>{NT[2]}</p><p class="article__source">Quelle: ntv.de, kse/dpa</p></div><div class="article__tags">'
    '<a href="/thema/deutsche-bahn">Deutsche Bahn</a></div></article><aside class="more"><h2>Mehr zum Thema</h2>'
    '<a href="/c">Streik bei der Bahn: Was Fahrgäste wissen müssen</a></aside></main><footer class="footer"><a '
    'href="/impressum/">Impressum</a><p>© n-tv Nachrichtenfernsehen GmbH</p></footer></body></html>',
    "https://www.n-tv.de/wirtschaft/Bahn-im-Oktober-so-puenktlich-wie-lange-nicht-article25123456.html",
    NT, ["Quelle: ntv.de", "Artikel anhören", "Milliarden für die Schiene", "Was der Bund", "Mehr zum Thema",
         "Streik bei der Bahn", "(Foto: picture"],
    {"author": "Kevin Schulte", "date": "2026-11-04", "lang": "de"})

# 5 Stern (stern+ paywall, "Lesen Sie auch", the "Artikel anhören" player, picture credit "© Christoph Soeder/dpa")
ST = ["In der Debatte um das Bürgergeld hat Arbeitsminister Hubertus Heil eine schnelle Einigung mit den Ländern "
      "angekündigt. Die Reform solle noch vor der Sommerpause durch den Bundesrat gehen.",
      "Kern der Pläne sind härtere Sanktionen für Menschen, die wiederholt Termine beim Jobcenter versäumen. Zugleich "
      "sollen Zuverdienste großzügiger angerechnet werden.",
      "Die Länder fordern vor allem mehr Geld für die Jobcenter, deren Budgets zuletzt gekürzt worden waren.",
      "Kritik von den Sozialverbänden",
      "Der Paritätische Gesamtverband warnte, die Sanktionen träfen vor allem Menschen mit psychischen Erkrankungen."]
RAW["stern"] = (
    news_head("Bürgergeld: Heil kündigt schnelle Einigung mit Ländern an | STERN.de", "de",
              "Bürgergeld: Heil kündigt schnelle Einigung mit Ländern an", "Florian Schillat", "2026-03-09") +
    '<body class="page-article"><header class="site-header"><a class="site-header__logo" href="/">STERN</a><nav '
    'class="main-nav"><a href="/politik/">Politik</a><a href="/gesellschaft/">Gesellschaft</a><a href="/plus/">stern+'
    '</a></nav></header><main><article class="article"><header class="article__header"><div class="title"><span '
    'class="title__kicker">Sozialpolitik</span><h1 class="title__headline">Bürgergeld: Heil kündigt schnelle Einigung '
    'mit Ländern an</h1></div><div class="article__intro intro"><p>' + ST[0] + '</p></div><div class="authors">'
    '<ul><li class="authors__item"><a class="authors__name" href="/florian-schillat">Florian Schillat</a></li></ul>'
    '<time class="article__date">09.03.2026, 16:20</time> <span class="reading-time">3 Min.</span></div><div '
    'class="audio-player"><span class="audio-player__title">Artikel anhören</span><span class="audio-player__duration">'
    '03:12 min</span></div></header><figure class="image"><img src="/heil.jpg" alt=""><figcaption><span '
    'class="image__caption">Hubertus Heil im Bundestag</span><span class="image__credit">© Christoph Soeder/dpa'
    '</span></figcaption></figure><div class="article__body">'
    f'<p class="text-element">{ST[1]}</p><div class="text-element u-richtext"><p><strong>Lesen Sie auch:</strong> '
    f'<a href="/x">Bürgergeld-Empfänger: Wie viele wirklich nicht arbeiten wollen</a></p></div><p class="text-element">'
    f'{ST[2]}</p><h2 class="subheadline-element">{ST[3]}</h2><p class="text-element">{ST[4]}</p>'
    '<div class="paywall-teaser"><p class="paywall-teaser__title">Sie möchten weiterlesen?</p><p>Mit stern+ lesen Sie '
    'alle Artikel ohne Werbung. Jetzt 4 Wochen gratis testen.</p><a href="/abo">Jetzt testen</a></div></div>'
    '<div class="article__source">stern.de</div></article><section class="teaser-list"><h2>Weitere Artikel</h2><a '
    'href="/y">Rente mit 70? Was die Wirtschaftsweisen vorschlagen</a></section></main><footer class="site-footer"><a '
    'href="/impressum">Impressum</a><p>© stern.de GmbH</p></footer></body></html>',
    "https://www.stern.de/politik/deutschland/buergergeld--heil-kuendigt-schnelle-einigung-an-35612345.html",
    ST, ["Artikel anhören", "03:12 min", "Lesen Sie auch", "Wie viele wirklich", "Sie möchten weiterlesen",
         "4 Wochen gratis", "Weitere Artikel", "Rente mit 70", "© Christoph Soeder", "3 Min."],
    {"author": "Florian Schillat", "date": "2026-03-09", "lang": "de"})

# 6 Welt (WELTplus prompt under the free opening, the "Artikel anhören" player with its length, the picture credit)
WE = ["Die Zahl der Firmenpleiten in Deutschland ist im ersten Halbjahr erneut gestiegen. Die Amtsgerichte meldeten "
      "11.100 Insolvenzen, fast ein Fünftel mehr als ein Jahr zuvor.",
      "Besonders betroffen waren der Handel und das Baugewerbe. Ökonomen rechnen für das Gesamtjahr mit dem höchsten "
      "Stand seit 2015.",
      "Die Forderungen der Gläubiger summierten sich auf rund 27 Milliarden Euro, teilte das Statistische Bundesamt "
      "am Freitag in Wiesbaden mit."]
RAW["welt"] = (
    news_head("Insolvenzen: Zahl der Firmenpleiten steigt weiter - WELT", "de",
              "Insolvenzen: Zahl der Firmenpleiten steigt weiter", "Olaf Preuß", "2026-08-14") +
    '<body><header class="c-page-header"><a href="/">WELT</a><nav><a href="/wirtschaft/">Wirtschaft</a><a href="/'
    'finanzen/">Finanzen</a><a href="/plus/">WELTplus</a></nav></header><main><article class="c-article"><header '
    'class="c-article-header"><div class="c-topic">Insolvenzen</div><h2 class="c-headline">Zahl der Firmenpleiten steigt '
    'weiter</h2><div class="c-author"><span>Von </span><a href="/autor/olaf-preuss/">Olaf Preuß</a><span class="c-'
    'author__title">Wirtschaftsreporter</span></div><div class="c-publish-date"><time datetime="2026-08-14T10:15:00Z">'
    'Veröffentlicht am 14.08.2026</time></div><div class="c-audio-player"><button>Artikel anhören</button><span>'
    '4 Min</span></div></header><div class="c-article-media"><img src="/pleite.jpg" alt=""><div class="c-caption">Ein '
    'geschlossenes Geschäft in Berlin<span class="c-caption__source">Quelle: picture alliance / Jochen Tack</span></div>'
    f'</div><div class="c-summary"><div class="c-summary__intro">{WE[0]}</div></div><div class="c-article-text">'
    f'<p>{WE[1]}</p><p>{WE[2]}</p></div><div class="c-paywall"><p class="c-paywall__headline">Lesen Sie jetzt mit '
    'WELTplus den vollständigen Artikel</p><p>Jederzeit kündbar. Sie haben bereits ein Abonnement? Hier anmelden.</p>'
    '<a class="c-button" href="/abo">Jetzt 30 Tage testen</a></div></article><aside class="c-related"><h2>Mehr zum '
    'Thema</h2><a href="/z">Konjunktur: Ifo-Index sinkt</a></aside></main><footer class="c-footer"><a href="/impressum/">'
    'Impressum</a><p>© WELT</p></footer></body></html>',
    "https://www.welt.de/wirtschaft/article253123456/Insolvenzen-Zahl-der-Firmenpleiten-steigt-weiter.html",
    WE, ["Artikel anhören", "4 Min", "WELTplus", "Jederzeit kündbar", "30 Tage testen", "Mehr zum Thema",
         "Ifo-Index", "Quelle: picture alliance", "Wirtschaftsreporter"],
    {"author": "Olaf Preuß", "date": "2026-08-14", "lang": "de"})

# 7 taz (the "taz zahl ich" plea after the text, the authors' box, the comment counter)
TZ = ["Im Berliner Bezirk Neukölln sollen Mieterinnen und Mieter künftig kostenlos beraten werden. Das Bezirksamt "
      "eröffnet dafür im Januar zwei neue Beratungsstellen.",
      "Die Beratung richtet sich vor allem an Menschen, die eine Mieterhöhung oder eine Kündigung erhalten haben. "
      "Anwältinnen prüfen dort die Schreiben der Vermieter.",
      "„Viele wissen gar nicht, welche Rechte sie haben“, sagt Bezirksstadträtin Sarah Nagel. Im vergangenen Jahr "
      "hätten sich mehr als 3.000 Haushalte an den Bezirk gewandt.",
      "Finanziert wird das Angebot zunächst für zwei Jahre aus Mitteln des Senats."]
RAW["taz"] = (
    news_head("Mietberatung in Neukölln: Hilfe gegen Mieterhöhungen - taz.de", "de",
              "Mietberatung in Neukölln: Hilfe gegen Mieterhöhungen", "Marie Frank", "2026-12-01") +
    '<body><div class="wrapper"><header class="main-header"><a href="/">taz</a><nav><a href="/Berlin/">Berlin</a><a '
    'href="/Politik/">Politik</a><a href="/zahlich/">taz zahl ich</a></nav></header><main><article class="sectbody" '
    'itemprop="articleBody"><h1 itemprop="headline"><span class="kicker">Mietberatung in Neukölln</span><span>Hilfe '
    'gegen Mieterhöhungen</span></h1><p class="intro">' + TZ[0] + '</p><div class="author"><span>Von </span><a '
    'href="/Marie-Frank/!a1234/">Marie Frank</a></div><p class="date"><time datetime="2026-12-01">1. 12. 2026</time></p>'
    '<figure class="picture"><img src="/k.jpg" alt=""><figcaption>Wohnhäuser an der Sonnenallee <span class="credit">'
    f'Foto: Christian Mang</span></figcaption></figure><p class="article">{TZ[1]}</p><p class="article">{TZ[2]}</p>'
    f'<p class="article">{TZ[3]}</p></article><div class="community"><a href="#kommentare">12 Kommentare</a></div>'
    '<div class="tzi-paywahl"><h2>Unabhängigen Journalismus stärken</h2><p>Die taz ist frei zugänglich, weil viele '
    'Leser:innen freiwillig zahlen. Mit Ihrem Beitrag sichern Sie unabhängigen Journalismus für alle. Schon mit 5 Euro '
    'im Monat sind Sie dabei.</p><a href="/zahlich/">Jetzt unterstützen</a></div><section class="rack"><h2>Mehr zum '
    'Thema</h2><a href="/m">Mietendeckel: Was nun?</a></section></main><footer><a href="/impressum/">Impressum</a>'
    '<p>© taz Verlags u. Vertriebs GmbH</p></footer></div></body></html>',
    "https://taz.de/Mietberatung-in-Neukoelln/!6012345/",
    TZ, ["12 Kommentare", "Unabhängigen Journalismus stärken", "freiwillig zahlen", "Jetzt unterstützen",
         "Mehr zum Thema", "Mietendeckel", "Foto: Christian Mang"],
    {"author": "Marie Frank", "date": "2026-12-01", "lang": "de"})

# 8 Rheinische Post (RP+ article with the free part, "Info" box of the article's own, the "Auch interessant" rail)
RP = ["Die Stadt Düsseldorf will die Rheinuferpromenade bis zum Sommer 2027 umgestalten. Geplant sind neue "
      "Sitzstufen am Wasser, mehr Bäume und ein breiterer Radweg.",
      "Der Umbau beginnt im Februar am Burgplatz und soll abschnittsweise erfolgen, damit die Promenade für Spaziergänger "
      "offen bleibt. Die Kosten liegen bei rund 14 Millionen Euro.",
      "Die Bezirksvertretung hat den Plänen bereits zugestimmt. Anwohner hatten sich vor allem mehr Schatten gewünscht.",
      "Die wichtigsten Daten",
      "Baubeginn: Februar 2026", "Länge des Abschnitts: 1,2 Kilometer", "Neue Bäume: 64"]
RAW["rp"] = (
    news_head("Düsseldorf: Rheinuferpromenade wird umgebaut", "de", "Rheinuferpromenade wird umgebaut",
              "Nicole Kampe", "2026-01-22") +
    '<body><header class="park-header"><a href="/">RP ONLINE</a><nav><a href="/nrw/staedte/duesseldorf/">Düsseldorf</a>'
    '<a href="/sport/">Sport</a><a href="/plus/">RP+</a></nav></header><main><article class="park-article"><div '
    'class="park-article__head"><span class="park-article__kicker">Düsseldorf</span><h1 class="park-article__headline">'
    'Rheinuferpromenade wird umgebaut</h1><div class="park-article__meta"><span class="park-article__author">Von Nicole '
    'Kampe</span> <time datetime="2026-01-22T05:30:00+01:00">22. Januar 2026 um 05:30 Uhr</time> <span>· 3 Minuten '
    'Lesezeit</span></div><div class="park-article__listen"><button>Artikel anhören</button></div></div><div '
    'class="park-article__intro"><p>' + RP[0] + '</p></div><figure><img src="/rhein.jpg" alt=""><figcaption>So soll die '
    'Promenade aussehen. <span class="park-article__copyright">Foto: Stadt Düsseldorf</span></figcaption></figure>'
    f'<div class="park-article__body"><p class="text">{RP[1]}</p><div class="park-box park-box--info"><h3>{RP[3]}</h3>'
    f'<ul><li>{RP[4]}</li><li>{RP[5]}</li><li>{RP[6]}</li></ul></div><p class="text">{RP[2]}</p><div class="park-'
    'newsletter"><h3>Newsletter „Düsseldorf am Morgen“</h3><p>Die wichtigsten Nachrichten aus Düsseldorf täglich '
    'um 6 Uhr.</p><input type="email" placeholder="E-Mail-Adresse"><button>Kostenlos abonnieren</button></div></div>'
    '<div class="park-related"><h2>Auch interessant</h2><a href="/r">Kö-Bogen II: Neue Läden eröffnen</a></div>'
    '</article></main><footer><a href="/impressum/">Impressum</a><p>© RP ONLINE GmbH</p></footer></body></html>',
    "https://rp-online.de/nrw/staedte/duesseldorf/rheinuferpromenade-wird-umgebaut_aid-104123456",
    RP, ["Artikel anhören", "Lesezeit", "Düsseldorf am Morgen", "Kostenlos abonnieren", "Auch interessant", "Kö-Bogen",
         "Foto: Stadt Düsseldorf"],
    {"author": "Nicole Kampe", "date": "2026-01-22", "lang": "de"})

# 9 ORF (story-lead, the story's "Links:" list to its sources at the end, the "Mehr zum Thema" list)
OR = ["Die Regierung hat sich auf eine Reform der Pflegeausbildung geeinigt. Künftig sollen Auszubildende in allen "
      "Bundesländern ein monatliches Ausbildungsgeld von 600 Euro bekommen.",
      "Bisher gab es die Förderung nur in einzelnen Ländern und in unterschiedlicher Höhe. Sozialminister Johannes "
      "Rauch sprach im Pressefoyer nach dem Ministerrat von einem wichtigen Schritt gegen den Personalmangel.",
      "Laut einer Studie fehlen in Österreich bis 2030 rund 75.000 Pflegekräfte. Die Opposition begrüßte die Reform, "
      "kritisierte aber, dass sie zu spät komme."]
RAW["orf"] = (
    news_head("Pflege: Einigung auf Ausbildungsgeld für alle - news.ORF.at", "de",
              "Pflege: Einigung auf Ausbildungsgeld für alle", "Redaktion news.ORF.at", "2026-06-17") +
    '<body><div id="skiplinks"><a href="#content">Zum Inhalt</a></div><header id="ss-header"><a href="https://orf.at">'
    'ORF.at</a><nav><a href="/#politik">Politik</a><a href="/#ausland">Ausland</a><a href="/#wirtschaft">Wirtschaft</a>'
    '</nav></header><main id="content"><div class="story"><div class="story-head"><h1 class="story-lead-headline">'
    'Pflege: Einigung auf Ausbildungsgeld für alle</h1></div><div class="story-content"><p class="story-lead-text">'
    + OR[0] + '</p><figure class="story-image"><img src="/p.jpg" alt=""><figcaption><p class="caption">Eine Pflegeschülerin'
    ' bei der Arbeit</p><p class="copyright">APA/Helmut Fohringer</p></figcaption></figure>'
    f'<p>{OR[1]}</p><p>{OR[2]}</p><div class="story-footer"><div class="byline"><p>red, ORF.at/Agenturen</p></div>'
    '<div class="stripe-credits"><h3>Links:</h3><ul><li><a href="https://www.sozialministerium.at">Sozialministerium'
    '</a></li><li><a href="https://www.parlament.gv.at">Parlament</a></li></ul></div><div class="story-story"><h3>Mehr zum '
    'Thema</h3><ul><li><a href="/stories/1">Pflegekräfte: Ruf nach mehr Geld wird lauter</a></li></ul></div></div></div>'
    '</div></main><footer id="ss-footer"><a href="https://orf.at/impressum">Impressum</a><p>© ORF 2026</p></footer>'
    '</body></html>',
    "https://orf.at/stories/3362345/",
    OR, ["ORF.at/Agenturen", "Links:", "Sozialministerium", "Mehr zum Thema", "Ruf nach mehr Geld", "APA/Helmut"],
    {"date": "2026-06-17", "lang": "de"})

# 10 Der Standard (article-subtitle, the "Postings" counter, the "Zum Thema" links, the forum's rules line)
DS = ["Die Wiener Linien verlängern die U-Bahn-Linie U2 bis zum Wienerberg. Der Bau soll im Herbst beginnen, die "
      "neuen Stationen sollen 2032 in Betrieb gehen.",
      "Die Kosten für den Ausbau schätzt die Stadt auf rund 1,4 Milliarden Euro. Die Hälfte davon übernimmt der Bund, "
      "wie es eine Vereinbarung aus dem Jahr 2021 vorsieht.",
      "Während der Bauarbeiten wird die Favoritenstraße in Teilen gesperrt. Die Wiener Linien kündigten Ersatzbusse an.",
      "Anrainer kritisieren vor allem den Lärm. Die Stadt verspricht, nachts nicht zu bauen."]
RAW["standard"] = (
    news_head("U2-Verlängerung: Bau beginnt im Herbst - Wien - derStandard.at › Panorama", "de",
              "U2-Verlängerung: Bau beginnt im Herbst", "Oona Kroisleitner", "2026-04-02") +
    '<body><header class="site-header"><a href="/">derStandard</a><nav><a href="/inland">Inland</a><a href="/wien">Wien'
    '</a><a href="/international">International</a></nav></header><main><div class="story-container"><article class='
    '"story-article"><header class="article-header"><p class="article-kicker">Öffi-Ausbau</p><h1 class="article-title">'
    'U2-Verlängerung: Bau beginnt im Herbst</h1><p class="article-subtitle">' + DS[0] + '</p><div class="article-meta">'
    '<div class="article-byline"><div class="article-origins">Oona Kroisleitner</div></div><p class="article-pubdate">'
    '<time datetime="2026-04-02T12:04">2. April 2026, 12:04</time></p><a class="article-postings" href="#story-community">'
    '<span>412</span> Postings</a></div></header><div class="article-body">'
    f'<p>{DS[1]}</p><aside class="embedded-links"><h4>Zum Thema</h4><ul><li><a href="/s/1">Wiener Linien: Neue Züge für '
    f'die U6</a></li></ul></aside><p>{DS[2]}</p><p>{DS[3]}</p><p class="article-origins-footer">(Oona Kroisleitner, '
    '2.4.2026)</p></div><footer class="article-footer"><div class="story-community"><h2>Postings</h2><p>Wir sind '
    'Community-Moderatoren. Bitte beachten Sie unsere Forenregeln.</p><a href="/forenregeln">Forenregeln</a></div>'
    '</footer></article></div></main><footer class="site-footer"><a href="/impressum">Impressum</a><p>© STANDARD '
    'Verlagsgesellschaft m.b.H. 2026</p></footer></body></html>',
    "https://www.derstandard.at/story/3000000212345/u2-verlaengerung-bau-beginnt-im-herbst",
    DS, ["412", "Postings", "Zum Thema", "Neue Züge für die U6", "Forenregeln", "Community-Moderatoren"],
    {"author": "Oona Kroisleitner", "date": "2026-04-02", "lang": "de"})

# 11 Krone (the "Kommentare" button, the "Ihre Meinung zählt" prompt, the picture credit in the image's corner)
KR = ["Ein 27-jähriger Autofahrer ist in der Nacht auf Sonntag im Bezirk Braunau mit seinem Wagen gegen einen Baum "
      "geprallt. Er wurde schwer verletzt ins Spital gebracht.",
      "Der Mann war laut Polizei auf der B148 in Richtung Altheim unterwegs, als er aus noch ungeklärter Ursache von "
      "der Fahrbahn abkam.",
      "Die Feuerwehr musste den Lenker aus dem Wrack befreien. Ein Alkotest verlief negativ."]
RAW["krone"] = (
    news_head("Braunau: Lenker prallt gegen Baum und wird schwer verletzt | krone.at", "de",
              "Lenker prallt gegen Baum und wird schwer verletzt", "Lukas Aigner", "2026-10-11") +
    '<body><header class="c_header"><a href="/">Kronen Zeitung</a><nav><a href="/oberoesterreich">Oberösterreich</a>'
    '<a href="/sport">Sport</a></nav></header><main><article class="c_article"><div class="c_kicker">Nacht auf Sonntag'
    '</div><h1 class="c_title">Lenker prallt gegen Baum und wird schwer verletzt</h1><div class="c_byline"><span '
    'class="c_author">Lukas Aigner</span> <time datetime="2026-10-11T09:21">11.10.2026 09:21</time></div><div '
    'class="c_image"><img src="/u.jpg" alt=""><span class="c_copyright">(Bild: FF Altheim)</span></div>'
    f'<div class="c_lead"><p>{KR[0]}</p></div><div class="c_content"><p>{KR[1]}</p><p>{KR[2]}</p></div><div '
    'class="c_comments-teaser"><button>Kommentare (38)</button><p>Ihre Meinung zählt! Diskutieren Sie mit anderen '
    'Lesern.</p></div><div class="c_related"><h3>Mehr Oberösterreich</h3><a href="/x">Brand in Linz: Wohnung ausgebrannt'
    '</a></div></article></main><footer><a href="/impressum">Impressum</a><p>© 2026 Krone Multimedia GmbH</p></footer>'
    '</body></html>',
    "https://www.krone.at/3412345",
    KR, ["Kommentare (38)", "Ihre Meinung zählt", "Mehr Oberösterreich", "Brand in Linz", "(Bild: FF Altheim)"],
    {"author": "Lukas Aigner", "date": "2026-10-11", "lang": "de"})

# 12 NZZ (the audio player "Hören", "Merken", "Drucken", the reading time, the newsletter box, the closing author box)
NZ = ["Der Zürcher Stadtrat will das Parkieren in der Innenstadt deutlich verteuern. Eine Stunde in der blauen Zone "
      "soll künftig drei Franken kosten statt wie bisher einen.",
      "Mit den Mehreinnahmen will die Stadt den Ausbau der Velowege finanzieren. Der Gemeinderat muss der Vorlage "
      "noch zustimmen, eine Volksabstimmung gilt als wahrscheinlich.",
      "Das Gewerbe reagiert skeptisch. Der Gewerbeverband der Stadt Zürich warnt, Kundinnen und Kunden würden in die "
      "Einkaufszentren an der Stadtgrenze ausweichen.",
      "Die Grünliberalen begrüssen den Vorschlag grundsätzlich, fordern aber Ausnahmen für Handwerker."]
RAW["nzz"] = (
    news_head("Zürich will Parkieren in der Innenstadt verteuern | NZZ", "de",
              "Zürich will Parkieren in der Innenstadt verteuern", "Isabel Heusser", "2026-02-25") +
    '<body><header class="navigation"><a href="/">Neue Zürcher Zeitung</a><nav><a href="/zuerich">Zürich</a><a '
    'href="/schweiz">Schweiz</a><a href="/wirtschaft">Wirtschaft</a></nav></header><main><article class="article">'
    '<header class="headline"><span class="headline__kicker">Verkehr</span><h1 class="headline__title">Zürich will '
    'Parkieren in der Innenstadt verteuern</h1><p class="headline__lead">' + NZ[0] + '</p></header><div class="metainfo">'
    '<span class="metainfo__item metainfo__item--author">Isabel Heusser</span><time class="metainfo__item '
    'metainfo__item--date" datetime="2026-02-25T05:30:00.000Z">25.02.2026, 05.30 Uhr</time><span class="metainfo__item '
    'metainfo__item--readtime">3 min</span></div><div class="articlebar"><button>Hören</button><button>Merken</button>'
    '<button>Drucken</button><button>Teilen</button></div><figure class="image"><img src="/z.jpg" alt=""><figcaption>'
    '<span class="image__caption">Parkplätze an der Bahnhofstrasse.</span> <span class="image__credit">Karin Hofer / '
    f'NZZ</span></figcaption></figure><section class="articlecomponent text"><p>{NZ[1]}</p><p>{NZ[2]}</p></section>'
    '<section class="articlecomponent newsletter"><div class="newsletter-signup"><h3>«NZZ am Morgen»</h3><p>Der '
    'Newsletter mit dem Wichtigsten aus Zürich. Jeden Werktag um 6 Uhr.</p><a href="/newsletter">Jetzt anmelden</a>'
    f'</div></section><section class="articlecomponent text"><p>{NZ[3]}</p></section><div class="author-box"><p>'
    'Isabel Heusser ist Redaktorin im Ressort Zürich.</p></div></article><aside class="article-related"><h2>Passend '
    'zum Artikel</h2><a href="/a">Verkehrsberuhigung im Seefeld</a></aside></main><footer><a href="/impressum">'
    'Impressum</a><p>Copyright © Neue Zürcher Zeitung AG</p></footer></body></html>',
    "https://www.nzz.ch/zuerich/zuerich-will-parkieren-in-der-innenstadt-verteuern-ld.1823456",
    NZ, ["Hören", "Merken", "NZZ am Morgen", "Jetzt anmelden", "Passend zum Artikel", "Seefeld", "Karin Hofer",
         "3 min"],
    {"author": "Isabel Heusser", "date": "2026-02-25", "lang": "de"})

# 13 SRF (the audio box "Audio: …", the "Einordnung" sidebar of the article, the closing source line)
SR = ["Der Bundesrat will die Armee bis 2030 mit zusätzlichen 4 Milliarden Franken ausrüsten. Das Geld soll vor allem "
      "in die Luftverteidigung und in die Cyberabwehr fliessen.",
      "Finanziert werden soll das Paket über Kürzungen bei der Entwicklungshilfe und beim Bundespersonal. Die Linke "
      "hat bereits Widerstand angekündigt.",
      "Verteidigungsministerin Viola Amherd sagte vor den Medien in Bern, die Sicherheitslage in Europa lasse keine "
      "andere Wahl.",
      "Das Parlament wird sich in der Sommersession mit der Vorlage befassen."]
RAW["srf"] = (
    news_head("Armeebudget: Bundesrat will 4 Milliarden mehr für die Armee - News - SRF", "de",
              "Bundesrat will 4 Milliarden mehr für die Armee", "Christoph Nufer", "2026-03-27") +
    '<body><header class="header"><a href="/">SRF</a><nav><a href="/news">News</a><a href="/sport">Sport</a><a '
    'href="/audio">Audio</a></nav></header><main><article class="article"><header class="article-header"><span '
    'class="article-title__overline">Armeebudget</span><h1 class="article-title__text">Bundesrat will 4 Milliarden mehr '
    'für die Armee</h1><p class="article-lead">' + SR[0] + '</p><div class="article-meta"><span class="article-author__'
    'name">Christoph Nufer</span> <time datetime="2026-03-27T16:05">Freitag, 27.03.2026, 16:05 Uhr</time></div>'
    '</header><div class="media-still"><div class="media-caption">Audio: Bundesrat stockt Armeebudget auf (SRF 4 News, '
    f'27.03.2026) 02:14 min</div></div><div class="article-content"><p>{SR[1]}</p><p>{SR[2]}</p><p>{SR[3]}</p>'
    '<p class="article-source">SRF 4 News, 27.03.2026, 17 Uhr ; sda/muei</p></div><div class="article-share"><a>Teilen'
    '</a></div></article><aside class="related"><h2>Mehr zum Thema</h2><a href="/b">F-35: Die Kosten steigen</a></aside>'
    '</main><footer class="footer"><a href="/impressum">Impressum</a><p>© Schweizer Radio und Fernsehen</p></footer>'
    '</body></html>',
    "https://www.srf.ch/news/schweiz/armeebudget-bundesrat-will-4-milliarden-mehr-fuer-die-armee",
    SR, ["Audio:", "02:14 min", "SRF 4 News, 27.03.2026, 17 Uhr", "Mehr zum Thema", "F-35"],
    {"author": "Christoph Nufer", "date": "2026-03-27", "lang": "de"})

# 14 20 Minuten (the "Deine Meinung zählt" reactions, the comment counter, "Darum gehts" points of the lead's own)
TM = ["Darum gehts", "In Bern ist am Montag ein Tram entgleist.", "Verletzt wurde niemand.",
      "Der Verkehr war während drei Stunden unterbrochen.",
      "Am Montagmorgen ist beim Bahnhofplatz in Bern ein Tram der Linie 9 aus den Schienen gesprungen. Die rund 40 "
      "Fahrgäste konnten das Fahrzeug selbstständig verlassen.",
      "Laut Bernmobil war eine defekte Weiche die Ursache. Die Linien 6, 7, 8 und 9 wurden während der Bergung "
      "umgeleitet, es kam zu grossen Verspätungen.",
      "Am frühen Nachmittag fuhren die Trams wieder nach Fahrplan."]
RAW["20min"] = (
    news_head("Bern: Tram entgleist beim Bahnhofplatz - 20 Minuten", "de", "Tram entgleist beim Bahnhofplatz",
              "Jara Hofmann", "2026-05-11") +
    '<body><header class="Header_root"><a href="/">20 Minuten</a><nav><a href="/bern">Bern</a><a href="/schweiz">Schweiz'
    '</a></nav></header><main><article class="Article_root"><p class="Article_kicker">Bern</p><h1 class="Article_title">'
    'Tram entgleist beim Bahnhofplatz</h1><div class="Article_summary"><h2>' + TM[0] + '</h2><ul><li>' + TM[1] +
    '</li><li>' + TM[2] + '</li><li>' + TM[3] + '</li></ul></div><div class="Article_meta"><span class="Article_author">'
    'Jara Hofmann</span> <time datetime="2026-05-11T10:12">11.05.2026, 10:12</time> <a class="Article_comments" href="#'
    'comments">17 Kommentare</a></div><figure><img src="/t.jpg" alt=""><figcaption>Das entgleiste Tram. <span>20min/'
    f'Leser-Reporter</span></figcaption></figure><div class="Article_body"><p>{TM[4]}</p><p>{TM[5]}</p><p>{TM[6]}</p>'
    '</div><div class="Reactions_root"><p>Deine Meinung zählt</p><button>👍 12</button><button>😮 3</button></div><div '
    'class="Comments_root"><h2>17 Kommentare</h2><p>Kommentarfunktion geschlossen</p></div></article></main><footer>'
    '<a href="/impressum">Impressum</a><p>© 20 Minuten AG</p></footer></body></html>',
    "https://www.20min.ch/story/bern-tram-entgleist-beim-bahnhofplatz-103312345",
    TM, ["17 Kommentare", "Deine Meinung zählt", "Kommentarfunktion geschlossen", "Leser-Reporter"],
    {"author": "Jara Hofmann", "date": "2026-05-11", "lang": "de"})

# 15 an RND portal (Madsack's: the audio player "Artikel anhören • 4 Min", the "RND-Newsletter" box, "Lesen Sie auch")
RN = ["Die Zahl der Masernfälle in Deutschland ist in diesem Jahr deutlich gestiegen. Bis Ende Oktober meldete das "
      "Robert Koch-Institut 1.240 Fälle, mehr als doppelt so viele wie im ganzen Vorjahr.",
      "Am stärksten betroffen sind Kinder unter fünf Jahren. In mehreren Kitas in Sachsen und Bayern gab es größere "
      "Ausbrüche.",
      "Die Ständige Impfkommission rät, den Impfstatus bei Kindern und Erwachsenen zu prüfen. Wer nach 1970 geboren "
      "ist und nur einmal oder gar nicht geimpft wurde, sollte die Impfung nachholen.",
      "Zwei Impfungen schützen nach Angaben des RKI zu 99 Prozent vor einer Erkrankung."]
RAW["rnd"] = (
    news_head("Masern: Fallzahlen in Deutschland mehr als verdoppelt", "de", "Masern: Fallzahlen mehr als verdoppelt",
              "Laura Beigel", "2026-11-02") +
    '<body><div id="__next"><header class="Headerstyled__Header-sc-1a2b3c-0"><a href="/">RND</a><nav><a href="/politik/">'
    'Politik</a><a href="/gesundheit/">Gesundheit</a></nav></header><main><article class="Articlestyled__Article-sc-'
    '9z8y7x-0"><header><span class="ArticleHeadstyled__ArticleHeadOverline-sc-1xd2qac-1">Gesundheit</span><h1 class='
    '"ArticleHeadstyled__ArticleHeadHeadline-sc-1xd2qac-2">Masern: Fallzahlen mehr als verdoppelt</h1><p class="Article'
    'HeadstyleD__Intro">' + RN[0] + '</p><div class="Authorstyled__Author-sc-2"><span>Laura Beigel</span></div><time '
    'datetime="2026-11-02T06:00:00+01:00">02.11.2026, 06:00 Uhr</time><div class="AudioPlayerstyled__Wrapper-sc-3">'
    '<button>Artikel anhören • 4 Min</button></div></header><div class="ArticleBodystyled__Body-sc-4">'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0">{RN[1]}</p><p class="Textstyled__Text-sc-1cqv9mi-0"><strong>Lesen Sie '
    'auch</strong> <a href="/x">Kita-Impfpflicht: Was Eltern wissen müssen</a></p>'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0">{RN[2]}</p><div class="NewsletterTeaserstyled__Box-sc-5"><p>Gesund '
    'leben</p><p>Der RND-Newsletter für ein gesundes Leben – jeden Mittwoch neu.</p><button>Abonnieren</button></div>'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0">{RN[3]}</p><p class="Textstyled__Text-sc-1cqv9mi-0">RND/dpa</p></div>'
    '</article></main><footer><a href="/impressum/">Impressum</a><p>© RedaktionsNetzwerk Deutschland</p></footer></div>'
    '</body></html>',
    "https://www.rnd.de/gesundheit/masern-fallzahlen-in-deutschland-mehr-als-verdoppelt-ABCDEF.html",
    RN, ["Artikel anhören", "Lesen Sie auch", "Kita-Impfpflicht", "Gesund leben", "Abonnieren"],
    {"author": "Laura Beigel", "date": "2026-11-02", "lang": "de"})

# 16 a Frankfurter-Rundschau-like Ippen page of the older markup (id-Article, the "Auch interessant" list, the
#    "Zu den Kommentaren" button, the signature "Mit Material der dpa")
FR = ["Frankfurt bekommt einen neuen Stadtteil: Im Nordwesten der Stadt sollen bis 2040 rund 8.000 Wohnungen für "
      "bis zu 20.000 Menschen entstehen.",
      "Die Stadtverordneten haben am Donnerstagabend mit knapper Mehrheit für den Bebauungsplan gestimmt. Die "
      "Nachbarkommunen Steinbach und Oberursel hatten gegen das Projekt geklagt.",
      "Planungsdezernent Marcus Gwechenberger sprach von einem historischen Tag für die Stadt. Ein Drittel der "
      "Wohnungen soll gefördert werden.",
      "Umweltverbände kritisieren, dass wertvolle Ackerflächen verloren gehen."]
RAW["fr"] = (
    news_head("Frankfurt: Neuer Stadtteil im Nordwesten beschlossen", "de", "Neuer Stadtteil im Nordwesten beschlossen",
              "Florian Leclerc", "2026-06-19") +
    '<body><header class="id-SiteHeader"><a href="/">Frankfurter Rundschau</a><nav><a href="/frankfurt/">Frankfurt</a>'
    '<a href="/politik/">Politik</a></nav></header><main><article class="id-Article"><header class="id-Article-header">'
    '<p class="id-Article-kicker">Stadtentwicklung</p><h1>Neuer Stadtteil im Nordwesten beschlossen</h1><div class="id-'
    'Article-meta"><span class="id-Article-author">Von: Florian Leclerc</span> <time datetime="2026-06-19">19.06.2026, '
    '18:44 Uhr</time></div><div class="id-Article-actions"><a href="#comments">Zu den Kommentaren</a><button>Teilen'
    '</button></div></header><div class="id-Article-content">'
    f'<p class="id-Article-lead">{FR[0]}</p><p>{FR[1]}</p><div class="id-Article-recommendation"><p>Auch interessant'
    f'</p><ul><li><a href="/a">Mietspiegel Frankfurt: So teuer ist Wohnen</a></li></ul></div><p>{FR[2]}</p><p>{FR[3]}'
    '</p><p class="id-Article-signature">Mit Material der dpa</p></div><div class="id-Comments"><h2>Kommentare</h2>'
    '<p>Zum Kommentieren bitte anmelden oder registrieren.</p></div></article></main><footer><a href="/impressum">'
    'Impressum</a><p>© Frankfurter Rundschau GmbH</p></footer></body></html>',
    "https://www.fr.de/frankfurt/neuer-stadtteil-im-nordwesten-beschlossen-92812345.html",
    FR, ["Zu den Kommentaren", "Auch interessant", "Mietspiegel", "Mit Material der dpa", "Zum Kommentieren"],
    {"author": "Florian Leclerc", "date": "2026-06-19", "lang": "de"})

# 17 a parish on WordPress (Twenty Twenty-Four blocks: the services' list, a contact block, the sidebar's dates)
KG = ["Am ersten Advent laden wir herzlich zu unserem Familiengottesdienst in die Martinskirche ein. Die Kinder des "
      "Kindergartens gestalten den Gottesdienst mit einem Krippenspiel.",
      "Im Anschluss gibt es im Gemeindehaus Kaffee, Kuchen und Punsch. Der Erlös des Adventsbasars kommt in diesem Jahr "
      "dem Hospizverein zugute.",
      "Gottesdienste im Advent",
      "1. Advent, 10 Uhr: Familiengottesdienst mit Krippenspiel",
      "2. Advent, 10 Uhr: Gottesdienst mit Abendmahl (Pfarrerin Weber)",
      "3. Advent, 17 Uhr: Musikalische Andacht mit dem Posaunenchor",
      "Wer mithelfen möchte, den Basar vorzubereiten, meldet sich bitte im Gemeindebüro."]
RAW["parish_wp"] = (
    article_head("Familiengottesdienst am ersten Advent – Ev. Kirchengemeinde St. Martin", "de") +
    '<body class="wp-singular post-template-default"><div class="wp-site-blocks"><header class="wp-block-template-part">'
    '<div class="wp-block-group"><p class="wp-block-site-title"><a href="/">Ev. Kirchengemeinde St. Martin</a></p><nav '
    'class="wp-block-navigation"><ul><li><a href="/gottesdienste/">Gottesdienste</a></li><li><a href="/gruppen/">Gruppen'
    '</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></nav></div></header><main class="wp-block-group"><h1 class='
    '"wp-block-post-title">Familiengottesdienst am ersten Advent</h1><div class="wp-block-post-date"><time datetime='
    '"2026-11-20T09:00:00+01:00">20. November 2026</time></div><div class="entry-content wp-block-post-content">'
    f'<p>{KG[0]}</p><p>{KG[1]}</p><h2 class="wp-block-heading">{KG[2]}</h2><ul class="wp-block-list"><li>{KG[3]}</li>'
    f'<li>{KG[4]}</li><li>{KG[5]}</li></ul><p>{KG[6]}</p><div class="wp-block-group has-background"><p><strong>'
    'Gemeindebüro</strong><br>Kirchplatz 3, 74321 Bietigheim<br>Telefon 07142 45678<br>Öffnungszeiten: Di und Do '
    '9–12 Uhr</p></div></div><div class="wp-block-post-terms"><a href="/category/aktuelles/">Aktuelles</a></div><nav '
    'class="wp-block-query-pagination"><a href="/erntedank/">← Erntedankfest 2026</a></nav></main><footer class="wp-'
    'block-template-part"><p>© 2026 Ev. Kirchengemeinde St. Martin · <a href="/impressum/">Impressum</a> · <a href="/'
    'datenschutz/">Datenschutz</a></p></footer></div></body></html>',
    "https://www.martinskirche-bietigheim.de/familiengottesdienst-am-ersten-advent/",
    KG, ["Erntedankfest 2026", "Aktuelles", "Impressum"],
    {"lang": "de"})

# 18 a sports club on WordPress (Astra-like: the Abteilungen page with its training times table, a contact box)
SV = ["Die Tischtennisabteilung des TSV Grünwald besteht seit 1962 und zählt heute rund 80 Mitglieder. Wir spielen "
      "mit vier Herren-, einer Damen- und drei Jugendmannschaften im Spielbetrieb des Bayerischen Tischtennis-Verbands.",
      "Anfänger jeden Alters sind bei uns herzlich willkommen. Schläger können für die ersten Trainings ausgeliehen "
      "werden, mitbringen müsst ihr nur Hallenschuhe.",
      "Trainingszeiten", "Montag", "18:00–20:00 Uhr", "Jugend", "Donnerstag", "19:30–22:00 Uhr", "Erwachsene",
      "Gespielt wird in der Dreifachturnhalle der Mittelschule, Eingang über den Parkplatz."]
RAW["club_wp"] = (
    site_head("Tischtennis – TSV Grünwald e.V.", "de") +
    '<body class="page-template-default page"><div id="page" class="hfeed site"><header class="site-header"><div '
    'class="site-branding"><a href="/">TSV Grünwald e.V.</a></div><nav class="main-navigation"><ul><li><a href="/verein/">'
    'Verein</a></li><li><a href="/abteilungen/">Abteilungen</a></li><li><a href="/mitglied-werden/">Mitglied werden</a>'
    '</li></ul></nav></header><div id="content" class="site-content"><div class="ast-container"><div id="primary" '
    'class="content-area"><main id="main" class="site-main"><article class="page type-page"><header class="entry-header">'
    f'<h1 class="entry-title">Tischtennis</h1></header><div class="entry-content"><p>{SV[0]}</p><p>{SV[1]}</p><h2>{SV[2]}'
    f'</h2><figure class="wp-block-table"><table><tbody><tr><td>{SV[3]}</td><td>{SV[4]}</td><td>{SV[5]}</td></tr><tr><td>'
    f'{SV[6]}</td><td>{SV[7]}</td><td>{SV[8]}</td></tr></tbody></table></figure><p>{SV[9]}</p></div></article></main>'
    '</div><div id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Termine</h2><ul><li>'
    '<a href="/termine/1">Vereinsmeisterschaft am 14.12.</a></li></ul></section><section class="widget"><h2 class='
    '"widget-title">Abteilungsleiter</h2><p>Markus Huber<br>tischtennis@tsv-gruenwald.de</p></section></div></div></div>'
    '<footer class="site-footer"><p>Copyright © 2026 TSV Grünwald e.V. | <a href="/impressum/">Impressum</a></p></footer>'
    '</div></body></html>',
    "https://www.tsv-gruenwald.de/abteilungen/tischtennis/",
    SV, ["Vereinsmeisterschaft", "Abteilungsleiter", "Mitglied werden"],
    {"lang": "de"})

# 19 a town's service page (a citizens' office: opening hours in a table, the contacts, the downloads' list)
BB = ["Im Bürgerbüro erledigen Sie An- und Ummeldungen, beantragen Personalausweis und Reisepass und erhalten "
      "Führungszeugnisse sowie Meldebescheinigungen.",
      "Bitte vereinbaren Sie für Pass- und Ausweisangelegenheiten vorab einen Termin. Ohne Termin können wir Sie nur "
      "bedienen, wenn freie Zeiten verfügbar sind.",
      "Öffnungszeiten", "Montag bis Mittwoch", "8:00 – 12:00 Uhr", "Donnerstag", "8:00 – 12:00 und 14:00 – 18:00 Uhr",
      "Freitag", "8:00 – 12:00 Uhr",
      "Was Sie mitbringen müssen",
      "Für einen neuen Personalausweis brauchen Sie ein aktuelles biometrisches Passfoto und Ihren bisherigen Ausweis. "
      "Die Gebühr beträgt 37 Euro, für Personen unter 24 Jahren 22,80 Euro."]
RAW["town_service"] = (
    site_head("Bürgerbüro - Stadt Leutkirch im Allgäu", "de") +
    '<body><a class="skip" href="#inhalt">Zum Inhalt springen</a><header class="header"><a href="/">Stadt Leutkirch im '
    'Allgäu</a><nav class="mainnav"><ul><li><a href="/rathaus">Rathaus &amp; Service</a></li><li><a href="/leben">Leben '
    '&amp; Wohnen</a></li><li><a href="/tourismus">Tourismus</a></li></ul></nav><form class="search"><input '
    'placeholder="Suchbegriff"><button>Suchen</button></form></header><nav class="breadcrumb"><a href="/">Startseite</a> › '
    '<a href="/rathaus">Rathaus &amp; Service</a> › <span>Bürgerbüro</span></nav><main id="inhalt"><div class="content">'
    f'<h1>Bürgerbüro</h1><p>{BB[0]}</p><p>{BB[1]}</p><h2>{BB[2]}</h2><table class="contenttable"><tbody><tr><td>{BB[3]}'
    f'</td><td>{BB[4]}</td></tr><tr><td>{BB[5]}</td><td>{BB[6]}</td></tr><tr><td>{BB[7]}</td><td>{BB[8]}</td></tr></tbody>'
    f'</table><h2>{BB[9]}</h2><p>{BB[10]}</p><div class="downloads"><h2>Downloads</h2><ul><li><a href="/anmeldung.pdf">'
    'Formular Anmeldung (PDF, 120 KB)</a></li><li><a href="/vollmacht.pdf">Vollmacht Ausweisabholung (PDF, 85 KB)</a>'
    '</li></ul></div></div><aside class="sidebar"><div class="contact-box"><h2>Ansprechpartner</h2><p>Frau Sabine '
    'Reich<br>Telefon: 07561 87-123<br>E-Mail: buergerbuero@leutkirch.de</p><p>Marktstraße 26, Zimmer 0.04</p><a '
    'href="/termin">Online-Termin buchen</a></div></aside></main><footer class="footer"><p>Stadtverwaltung Leutkirch '
    'im Allgäu · Marktstraße 26 · 88299 Leutkirch</p><a href="/impressum">Impressum</a><a href="/datenschutz">'
    'Datenschutz</a><a href="/barrierefreiheit">Barrierefreiheit</a></footer></body></html>',
    "https://www.leutkirch.de/rathaus-service/buergerbuero",
    BB, ["Zum Inhalt springen", "Online-Termin buchen",
         "Barrierefreiheit"],
    {"lang": "de"})

# 20 a Landkreis's office page on a service portal (Leistungsbeschreibung, the steps, the fees, "Zuständige Stelle")
LK = ["Wer ein Wohngebäude errichten oder wesentlich ändern will, braucht in der Regel eine Baugenehmigung. Der "
      "Antrag wird bei der Gemeinde eingereicht, die ihn mit ihrer Stellungnahme an das Landratsamt weiterleitet.",
      "Verfahrensablauf",
      "Reichen Sie den Bauantrag mit allen Unterlagen bei Ihrer Gemeinde ein.",
      "Die Gemeinde prüft den Antrag und leitet ihn innerhalb eines Monats an das Landratsamt weiter.",
      "Das Landratsamt beteiligt die Fachstellen und entscheidet über den Antrag.",
      "Kosten",
      "Die Gebühr richtet sich nach den Baukosten und beträgt in der Regel zwischen 0,5 und 1 Prozent der "
      "Herstellungskosten."]
RAW["landkreis"] = (
    site_head("Baugenehmigung beantragen | Landratsamt Traunstein", "de") +
    '<body><header id="header"><a href="/">Landkreis Traunstein</a><nav><a href="/buergerservice">Bürgerservice</a>'
    '<a href="/landratsamt">Landratsamt</a><a href="/kreisentwicklung">Kreisentwicklung</a></nav></header><main id="main">'
    '<div class="bs-leistung"><h1>Baugenehmigung beantragen</h1><div class="bs-leistung__text">'
    f'<p>{LK[0]}</p><h2>{LK[1]}</h2><ol><li>{LK[2]}</li><li>{LK[3]}</li><li>{LK[4]}</li></ol><h2>{LK[5]}</h2><p>{LK[6]}</p>'
    '</div><div class="bs-leistung__stelle"><h2>Zuständige Stelle</h2><p>Landratsamt Traunstein<br>Sachgebiet 41 – '
    'Bauwesen<br>Papst-Benedikt-XVI.-Platz<br>83278 Traunstein</p><p>Telefon: 0861 58-0</p></div><div class="bs-'
    'leistung__formulare"><h2>Formulare</h2><ul><li><a href="/f1.pdf">Bauantrag (PDF)</a></li><li><a href="/f2.pdf">'
    'Baubeschreibung (PDF)</a></li></ul></div><p class="bs-leistung__stand">Stand: 12.03.2026</p></div></main><footer>'
    '<a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>© Landratsamt Traunstein</p></footer>'
    '</body></html>',
    "https://www.traunstein.com/buergerservice/leistungen/baugenehmigung-beantragen",
    LK, ["Bauantrag (PDF)", "Baubeschreibung (PDF)", "Stand: 12.03.2026", "Bürgerservice"],
    {"lang": "de"})

# 21 a doctor's practice (a one-page site: the services, the consultation hours, the appointment widget)
AR = ["In unserer hausärztlichen Praxis in Bamberg-Gaustadt betreuen wir Patientinnen und Patienten aller "
      "Altersgruppen. Neben der Grundversorgung bieten wir Vorsorgeuntersuchungen, Impfungen und Hausbesuche an.",
      "Unsere Leistungen", "Gesundheits-Check-up ab 35 Jahren", "Hautkrebs-Screening", "Langzeit-EKG und "
      "Langzeit-Blutdruckmessung", "Reisemedizinische Beratung und Impfungen",
      "Sprechzeiten", "Mo, Di, Do: 8–12 Uhr und 15–18 Uhr Mi, Fr: 8–12 Uhr",
      "Akutsprechstunde ohne Termin täglich von 8 bis 9 Uhr. Bitte bringen Sie Ihre Versichertenkarte mit."]
RAW["doctor"] = (
    site_head("Hausarztpraxis Dr. med. Anna Brückner – Allgemeinmedizin in Bamberg", "de") +
    '<body><header class="praxis-header"><a href="/">Hausarztpraxis Dr. Brückner</a><nav><a href="#leistungen">'
    'Leistungen</a><a href="#team">Team</a><a href="#sprechzeiten">Sprechzeiten</a><a href="#kontakt">Kontakt</a></nav>'
    '<a class="btn" href="https://www.doctolib.de/x">Termin online buchen</a></header><main><section class="hero"><h1>'
    f'Willkommen in unserer Praxis</h1><p>{AR[0]}</p></section><section id="leistungen"><h2>{AR[1]}</h2><ul><li>{AR[2]}'
    f'</li><li>{AR[3]}</li><li>{AR[4]}</li><li>{AR[5]}</li></ul></section><section id="sprechzeiten"><h2>{AR[6]}</h2>'
    f'<p>{AR[7].replace(" Mi,", "<br>Mi,")}</p><p>{AR[8]}</p></section><section id="kontakt"><h2>Kontakt</h2><p>Hausarztpraxis Dr. med. '
    'Anna Brückner<br>Hauptstraße 12<br>96049 Bamberg<br>Tel. 0951 123456</p></section></main><footer><p>© 2026 '
    'Praxis Dr. Brückner</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer>'
    '<div class="cookie-notice"><p>Diese Website verwendet nur technisch notwendige Cookies.</p><button>OK</button>'
    '</div></body></html>',
    "https://www.hausarzt-brueckner.de/",
    AR, ["Termin online buchen", "technisch notwendige Cookies"],
    {"lang": "de"})

# 22 a craftsman's service page (a roofer on a builder theme: the service text, the benefits list, the call to action)
DA = ["Ein undichtes Dach bemerkt man oft erst, wenn der Schaden schon groß ist. Wir prüfen Ihr Dach gründlich und "
      "beheben Schäden an Ziegeln, Blechen und Dachfenstern schnell und zuverlässig.",
      "Seit über 40 Jahren sind wir als Meisterbetrieb im Raum Osnabrück für Privatkunden und Hausverwaltungen tätig. "
      "Bei Sturmschäden sind wir in der Regel innerhalb von 24 Stunden vor Ort.",
      "Ihre Vorteile", "Meisterbetrieb mit eigenem Gerüstbau", "Festpreisangebot nach Besichtigung",
      "Abrechnung direkt mit Ihrer Versicherung",
      "Dachsanierung mit Förderung",
      "Wer sein Dach energetisch saniert, kann einen Zuschuss von 15 bis 20 Prozent der Kosten bekommen. Wir beraten "
      "Sie, welche Förderung für Ihr Haus in Frage kommt, und stellen die Unterlagen für den Antrag zusammen."]
RAW["craftsman"] = (
    site_head("Dachreparatur in Osnabrück | Bedachungen Meyer GmbH", "de") +
    '<body><div class="topbar"><span>☎ 0541 987654</span><span>Mo–Fr 7–17 Uhr</span></div><header class="site-header">'
    '<a href="/">Bedachungen Meyer</a><nav><a href="/leistungen/">Leistungen</a><a href="/referenzen/">Referenzen</a>'
    '<a href="/karriere/">Karriere</a><a href="/kontakt/">Kontakt</a></nav></header><main><div class="elementor">'
    '<section class="elementor-section"><div class="elementor-widget-heading"><h1 class="elementor-heading-title">'
    'Dachreparatur</h1></div><div class="elementor-widget-text-editor">' + f'<p>{DA[0]}</p><p>{DA[1]}</p></div></section>'
    f'<section class="elementor-section"><div class="elementor-widget-heading"><h2>{DA[2]}</h2></div><div class='
    f'"elementor-widget-icon-list"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span '
    f'class="elementor-icon-list-text">{DA[3]}</span></li><li class="elementor-icon-list-item"><span class="elementor-'
    f'icon-list-text">{DA[4]}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">'
    f'{DA[5]}</span></li></ul></div></section><section class="elementor-section"><div class="elementor-widget-heading">'
    f'<h2>{DA[6]}</h2></div><div class="elementor-widget-text-editor"><p>{DA[7]}</p></div></section><section class='
    '"elementor-section cta"><h2>Jetzt unverbindlich anfragen</h2><p>Rufen Sie uns an oder schreiben Sie uns – wir '
    'melden uns innerhalb eines Werktags.</p><a class="elementor-button" href="/kontakt/">Angebot anfordern</a></section>'
    '</div></main><footer><p>Bedachungen Meyer GmbH · Industriestraße 8 · 49090 Osnabrück</p><a href="/impressum/">'
    'Impressum</a></footer></body></html>',
    "https://www.bedachungen-meyer.de/leistungen/dachreparatur/",
    DA, ["Angebot anfordern", "0541 987654", "Referenzen"],
    {"lang": "de"})

# 23 WooCommerce with German Market (the price's legal lines: "inkl. MwSt. zzgl. Versand", Grundpreis, Lieferzeit)
WM = ["Unser Bio-Rapsöl wird aus Raps von Höfen der Region kalt gepresst und nur schonend gefiltert. So bleiben der "
      "nussige Geschmack und die wertvollen Omega-3-Fettsäuren erhalten.",
      "Das Öl eignet sich für Salate, zum Dünsten und zum Backen. Nach dem Öffnen kühl lagern und innerhalb von drei "
      "Monaten verbrauchen.",
      "Zutaten: 100 % Rapsöl aus kontrolliert biologischem Anbau.",
      "Nährwerte je 100 ml: Energie 3404 kJ / 828 kcal, Fett 92 g, davon gesättigte Fettsäuren 6,4 g."]
RAW["woo_gm"] = (
    site_head("Bio-Rapsöl kaltgepresst 500 ml – Ölmühle Kraichgau", "de",
              '<meta property="og:type" content="product">') +
    '<body class="product-template-default single single-product woocommerce"><header class="site-header"><a href="/">'
    'Ölmühle Kraichgau</a><nav><a href="/shop/">Shop</a><a href="/ueber-uns/">Über uns</a><a href="/warenkorb/">'
    'Warenkorb (0)</a></nav></header><main id="main"><nav class="woocommerce-breadcrumb"><a href="/">Startseite</a> / '
    '<a href="/kategorie/oele/">Öle</a> / Bio-Rapsöl kaltgepresst</nav><div id="product-77" class="product type-product">'
    '<div class="woocommerce-product-gallery"><img src="/raps.jpg" alt=""></div><div class="summary entry-summary"><h1 '
    'class="product_title entry-title">Bio-Rapsöl kaltgepresst 500 ml</h1><p class="price"><span class="woocommerce-'
    'Price-amount amount">7,90&nbsp;€</span></p><div class="wgm-info woocommerce-de_price_taxrate">Enthält 7% '
    'MwSt.</div><div class="wgm-info woocommerce_de_versandkosten">zzgl. <a href="/versand/">Versand</a></div><div '
    'class="wgm-info price-per-unit">Grundpreis: 15,80&nbsp;€ / 1 l</div><div class="wgm-info shipping_de '
    'shipping_de_string"><small>Lieferzeit: ca. 2-4 Werktage</small></div><form class="cart"><input type="number" '
    'value="1"><button class="single_add_to_cart_button">In den Warenkorb</button></form><div class="product_meta">'
    '<span class="sku_wrapper">Artikelnummer: <span class="sku">RO-500</span></span> <span class="posted_in">Kategorie: '
    '<a href="/kategorie/oele/">Öle</a></span></div></div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs '
    'wc-tabs"><li><a href="#tab-description">Beschreibung</a></li><li><a href="#tab-reviews">Bewertungen (0)</a></li>'
    f'</ul><div id="tab-description" class="woocommerce-Tabs-panel"><h2>Beschreibung</h2><p>{WM[0]}</p><p>{WM[1]}</p>'
    f'<p>{WM[2]}</p><p>{WM[3]}</p></div><div id="tab-reviews" class="woocommerce-Tabs-panel"><p class="woocommerce-'
    'noreviews">Es gibt noch keine Bewertungen.</p></div></div><section class="related products"><h2>Ähnliche Produkte'
    '</h2><ul class="products"><li class="product"><a href="/p/leinoel/"><h2 class="woocommerce-loop-product__title">'
    'Bio-Leinöl 250 ml</h2><span class="price">6,50 €</span></a><div class="wgm-info">inkl. MwSt. zzgl. Versand</div>'
    '</li></ul></section></div></main><footer><p>© 2026 Ölmühle Kraichgau</p><a href="/impressum/">Impressum</a><a '
    'href="/agb/">AGB</a><a href="/widerruf/">Widerrufsbelehrung</a></footer></body></html>',
    "https://www.oelmuehle-kraichgau.de/produkt/bio-rapsoel-kaltgepresst-500-ml/",
    WM, ["Enthält 7% MwSt.", "zzgl. Versand", "Lieferzeit", "In den Warenkorb", "Es gibt noch keine Bewertungen",
         "Ähnliche Produkte", "Bio-Leinöl", "Widerrufsbelehrung", "Artikelnummer"],
    {"lang": "de"})

# 24 Shopware 6's category page (the listing's products, the category's text under the grid: a guide of the shop's own)
SW = ["Wanderschuhe für jedes Gelände",
      "Ob gemütliche Tour im Mittelgebirge oder anspruchsvolle Alpenüberquerung: Der richtige Wanderschuh entscheidet "
      "darüber, ob Sie am Abend mit müden oder mit schmerzenden Füßen ankommen.",
      "Für leichte Wege genügen flache Multifunktionsschuhe. Wer mit schwerem Rucksack im Gebirge unterwegs ist, "
      "sollte einen Schuh mit fester Sohle und hohem Schaft wählen, der den Knöchel stützt.",
      "Probieren Sie neue Wanderschuhe am besten am Nachmittag an, wenn die Füße etwas angeschwollen sind, und tragen "
      "Sie dabei Ihre Wandersocken."]
RAW["shopware_listing"] = (
    site_head("Wanderschuhe online kaufen | Bergsport Allgäu", "de") +
    '<body class="is-ctl-navigation is-act-index"><header class="header-main"><a class="header-logo-main-link" href="/">'
    'Bergsport Allgäu</a><div class="header-search"><input placeholder="Suchbegriff eingeben ..."></div><nav class="main-'
    'navigation-menu"><a href="/schuhe/">Schuhe</a><a href="/bekleidung/">Bekleidung</a><a href="/ausruestung/">'
    'Ausrüstung</a></nav></header><main class="content-main"><div class="cms-page"><div class="cms-section"><div '
    'class="cms-block cms-block-product-listing"><div class="cms-listing-row"><div class="cms-listing-col"><div '
    'class="card product-box box-standard"><a class="product-name" href="/p/1">Lowa Renegade GTX Mid</a><div '
    'class="product-price-info"><span class="product-price">229,95 €*</span></div><button class="btn-buy">In den '
    'Warenkorb</button></div></div><div class="cms-listing-col"><div class="card product-box"><a class="product-name" '
    'href="/p/2">Meindl Borneo 2 MFS</a><span class="product-price">259,95 €*</span><button class="btn-buy">In den '
    'Warenkorb</button></div></div></div></div><div class="cms-block cms-block-text"><div class="cms-element-text">'
    f'<h2>{SW[0]}</h2><p>{SW[1]}</p><p>{SW[2]}</p><p>{SW[3]}</p></div></div></div></div></main><footer class="footer-'
    'main"><p class="footer-vat">* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. Versandkosten und ggf. Nachnahme'
    'gebühren, wenn nicht anders angegeben.</p><a href="/impressum/">Impressum</a><a href="/agb/">AGB</a></footer>'
    '</body></html>',
    "https://www.bergsport-allgaeu.de/schuhe/wanderschuhe/",
    SW, ["Lowa Renegade", "259,95", "In den Warenkorb", "Alle Preise inkl.", "Suchbegriff"],
    {"lang": "de"})

# 25 XenForo 2 in German (the thread's posts, "Klicke zum Erweitern …" quotes, reactions, the signature, the footer)
XF = ["Hallo zusammen, mein Fahrrad mit Shimano-Schaltung springt seit ein paar Tagen auf den mittleren Ritzeln hin "
      "und her. Die Kette ist erst 800 Kilometer alt. Hat jemand eine Idee, woran das liegen kann?",
      "Klingt nach einem verstellten Schaltzug. Dreh mal die Einstellschraube am Schaltwerk eine halbe Umdrehung gegen "
      "den Uhrzeigersinn und prüf dann, ob es besser wird.",
      "Danke, das war es tatsächlich! Eine Viertelumdrehung hat schon gereicht, jetzt schaltet alles wieder sauber."]
RAW["xenforo_de"] = (
    site_head("Schaltung springt auf den mittleren Ritzeln | Rennrad-Forum", "de") +
    '<body data-template="thread_view"><div class="p-pageWrapper"><header class="p-header"><a href="/">Rennrad-Forum</a>'
    '<nav class="p-nav"><a href="/forums/">Foren</a><a href="/whats-new/">Neue Beiträge</a><a href="/login/">Anmelden'
    '</a><a href="/register/">Registrieren</a></nav></header><div class="p-body"><div class="p-title"><h1 class="p-title-'
    'value">Schaltung springt auf den mittleren Ritzeln</h1></div><div class="p-description">Ersteller <a href="/members/'
    'tobi.12/">Tobi_82</a> Erstellt am 3. Okt. 2026</div><div class="block-body js-replyNewMessageContainer">'
    '<article class="message message--post" data-author="Tobi_82"><div class="message-cell message-cell--user"><h4 '
    'class="message-name"><a href="/members/tobi.12/">Tobi_82</a></h4><h5 class="userTitle">Mitglied</h5><dl class='
    '"pairs"><dt>Beiträge</dt><dd>57</dd></dl></div><div class="message-cell message-cell--main"><header class="message-'
    'attribution"><time datetime="2026-10-03T19:12:00+0200">3. Okt. 2026</time><a href="#post-1">#1</a></header><div '
    f'class="message-content"><div class="bbWrapper">{XF[0]}</div></div><footer class="message-footer"><div class="'
    'message-actionBar"><a>Melden</a><a>Zitieren</a><a>Antworten</a></div></footer></div></article>'
    '<article class="message message--post" data-author="Speichenheld"><div class="message-cell message-cell--user">'
    '<h4 class="message-name"><a href="/members/speichenheld.3/">Speichenheld</a></h4><h5 class="userTitle">Aktives '
    'Mitglied</h5></div><div class="message-cell message-cell--main"><header class="message-attribution"><time '
    'datetime="2026-10-03T20:01:00+0200">3. Okt. 2026</time><a href="#post-2">#2</a></header><div class="message-'
    'content"><div class="bbWrapper"><blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-title">'
    'Tobi_82 schrieb:</div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">Hat jemand eine Idee, '
    'woran das liegen kann?</div><div class="bbCodeBlock-expandLink"><a>Klicke zum Erweitern...</a></div></div>'
    f'</blockquote>{XF[1]}</div><aside class="message-signature"><div class="bbWrapper">Canyon Endurace CF 7 · Rose '
    'Backroad</div></aside></div><footer class="message-footer"><div class="reactionsBar"><a>Tobi_82 gefällt das.</a>'
    '</div></footer></div></article><article class="message message--post" data-author="Tobi_82"><div class="message-'
    'cell message-cell--user"><h4 class="message-name"><a href="/members/tobi.12/">Tobi_82</a></h4></div><div class='
    '"message-cell message-cell--main"><header class="message-attribution"><time datetime="2026-10-04T08:30:00+0200">'
    f'4. Okt. 2026</time><a href="#post-3">#3</a></header><div class="message-content"><div class="bbWrapper">{XF[2]}'
    '</div></div></div></article></div><div class="block-outer"><div class="blockMessage">Du musst dich einloggen oder '
    'registrieren, um hier zu antworten.</div></div></div><footer class="p-footer"><a href="/help/terms/">'
    'Nutzungsbedingungen</a><a href="/help/privacy-policy/">Datenschutz</a><p>Community platform by XenForo® © 2010-2026 '
    'XenForo Ltd.</p></footer></div></body></html>',
    "https://www.rennrad-forum.de/threads/schaltung-springt-auf-den-mittleren-ritzeln.98765/",
    XF, ["Klicke zum Erweitern", "Tobi_82 gefällt das", "Canyon Endurace", "Du musst dich einloggen", "Melden",
         "Nutzungsbedingungen", "XenForo Ltd"],
    {"lang": "de"})

# 26 a gutefrage-like Q&A (the question, the answers with their helpfulness counters, "Hilfreichste Antwort")
GF = ["Darf mein Vermieter einfach so die Miete erhöhen?",
      "Mein Vermieter hat mir geschrieben, dass die Miete ab März um 15 Prozent steigt. Eine Begründung steht nicht "
      "drin. Muss ich das einfach so hinnehmen?",
      "Nein. Eine Mieterhöhung bis zur ortsüblichen Vergleichsmiete muss der Vermieter begründen, etwa mit dem "
      "Mietspiegel oder mit drei Vergleichswohnungen. Außerdem darf die Miete innerhalb von drei Jahren um höchstens "
      "20 Prozent steigen, in vielen Städten nur um 15 Prozent.",
      "Du musst der Erhöhung zustimmen, damit sie gilt. Lass dir Zeit, du hast bis zum Ende des übernächsten Monats "
      "Bedenkzeit. Im Zweifel hilft der Mieterverein."]
RAW["gutefrage"] = (
    site_head("Darf mein Vermieter einfach so die Miete erhöhen? (Recht, Wohnung, Mietrecht) | gutefrage", "de") +
    '<body><header class="Header"><a href="/">gutefrage</a><form><input placeholder="Stelle deine Frage"></form><a '
    'href="/login">Anmelden</a></header><main><div class="Question"><div class="Question-tags"><a href="/tag/recht/">'
    f'Recht</a><a href="/tag/mietrecht/">Mietrecht</a></div><h1 class="Question-title">{GF[0]}</h1><div class="Question-'
    f'body"><p>{GF[1]}</p></div><div class="Question-meta"><span>05.01.2026, 21:14</span> <span>3 Antworten</span></div>'
    '<div class="Question-actions"><button>Antworten</button><button>Teilen</button></div></div><section class="Answers">'
    '<div class="Answer Answer--best"><div class="Answer-badge">Hilfreichste Antwort</div><div class="Answer-author"><a '
    'href="/nutzer/Rechtsfuchs">Rechtsfuchs</a> <span>Community-Experte für Mietrecht</span></div><div class="Answer-'
    f'body"><p>{GF[2]}</p></div><div class="Answer-footer"><span>12 hilfreich</span><button>Kommentieren</button></div>'
    '</div><div class="Answer"><div class="Answer-author"><a href="/nutzer/Mia1990">Mia1990</a></div><div class="Answer-'
    f'body"><p>{GF[3]}</p></div><div class="Answer-footer"><span>3 hilfreich</span></div></div></section><aside class='
    '"Related"><h2>Ähnliche Fragen</h2><ul><li><a href="/f/1">Nebenkosten zu hoch – was tun?</a></li></ul></aside>'
    '</main><footer><a href="/impressum">Impressum</a><p>© 2026 gutefrage.net GmbH</p></footer></body></html>',
    "https://www.gutefrage.net/frage/darf-mein-vermieter-einfach-so-die-miete-erhoehen",
    GF, ["Hilfreichste Antwort", "12 hilfreich", "Community-Experte", "Ähnliche Fragen", "Nebenkosten zu hoch",
         "3 Antworten", "Stelle deine Frage"],
    {"lang": "de"})

# 27 a recipe blog with WP Recipe Maker in German (the story, "Rezept drucken", the card's times, ingredients, steps,
#    the nutrition line, the rating prompt, "Hast du das Rezept ausprobiert?")
RZ = ["Wenn draußen der erste Frost kommt, gibt es bei uns Linsensuppe nach dem Rezept meiner Oma. Sie ist in einer "
      "knappen Stunde fertig und schmeckt am nächsten Tag sogar noch besser.",
      "Wichtig ist ein guter Schuss Essig zum Schluss. Meine Oma nahm Rotweinessig, aber Apfelessig passt genauso.",
      "Zutaten", "250 g Tellerlinsen", "1 Bund Suppengrün", "2 Kartoffeln", "4 Wiener Würstchen",
      "1,5 l Gemüsebrühe", "2 EL Rotweinessig",
      "Zubereitung",
      "Das Suppengrün putzen und klein würfeln. Die Kartoffeln schälen und ebenfalls würfeln.",
      "Linsen, Gemüse und Kartoffeln mit der Brühe aufkochen und etwa 40 Minuten köcheln lassen.",
      "Die Würstchen in Scheiben schneiden, in der Suppe erwärmen und mit Essig, Salz und Pfeffer abschmecken."]
RAW["wprm_de"] = (
    news_head("Omas Linsensuppe mit Würstchen – Küchenliebe", "de", "Omas Linsensuppe mit Würstchen", "Julia Sommer",
              "2026-11-08", kind="BlogPosting") +
    '<body class="single-post"><header class="site-header"><a href="/">Küchenliebe</a><nav><a href="/rezepte/">Rezepte'
    '</a><a href="/suppen/">Suppen</a><a href="/ueber-mich/">Über mich</a></nav></header><main class="site-main"><article '
    'class="post"><header class="entry-header"><h1 class="entry-title">Omas Linsensuppe mit Würstchen</h1><div '
    'class="entry-meta">Von <span class="author vcard"><a href="/author/julia/">Julia Sommer</a></span> · <time '
    'datetime="2026-11-08">8. November 2026</time> · <a href="#comments">14 Kommentare</a></div></header><div '
    'class="entry-content"><div class="wprm-recipe-snippet"><a class="wprm-recipe-jump" href="#recipe">Zum Rezept '
    f'springen</a><a class="wprm-recipe-print" href="/print/">Rezept drucken</a></div><p>{RZ[0]}</p><p>{RZ[1]}</p>'
    '<div id="recipe" class="wprm-recipe wprm-recipe-template-chic"><h2 class="wprm-recipe-name">Omas Linsensuppe</h2>'
    '<div class="wprm-recipe-rating"><span class="wprm-recipe-rating-details">4,86 von 7 Bewertungen</span></div>'
    '<div class="wprm-recipe-times-container"><div class="wprm-recipe-prep-time-container"><span class="wprm-recipe-'
    'time-label">Vorbereitungszeit</span> <span class="wprm-recipe-time">15 Min.</span></div><div class="wprm-recipe-'
    'cook-time-container"><span class="wprm-recipe-time-label">Kochzeit</span> <span class="wprm-recipe-time">40 Min.'
    '</span></div></div><div class="wprm-recipe-servings-container"><span class="wprm-recipe-servings-label">Portionen'
    '</span> <span class="wprm-recipe-servings">4</span></div><div class="wprm-recipe-ingredients-container"><h3 class="'
    f'wprm-recipe-header">{RZ[2]}</h3><ul class="wprm-recipe-ingredients">'
    + "".join(f'<li class="wprm-recipe-ingredient">{t}</li>' for t in RZ[3:9]) +
    f'</ul></div><div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">{RZ[9]}</h3><ul class="'
    'wprm-recipe-instructions">' + "".join(f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-'
                                           f'text">{t}</div></li>' for t in RZ[10:13]) +
    '</ul></div><div class="wprm-nutrition-label-container"><span>Kalorien: 420 kcal</span></div><div class="wprm-call-'
    'to-action"><span class="wprm-call-to-action-header">Hast du das Rezept ausprobiert?</span><span class="wprm-call-to-'
    'action-text">Markiere @kuechenliebe auf Instagram oder benutze #kuechenliebe!</span></div></div></div><div class='
    '"comments-area"><h2>14 Kommentare</h2><form><textarea placeholder="Kommentar"></textarea><button>Kommentar '
    'abschicken</button></form></div></article></main><footer><p>© 2026 Küchenliebe</p><a href="/impressum/">Impressum'
    '</a></footer></body></html>',
    "https://www.kuechenliebe.de/omas-linsensuppe-mit-wuerstchen/",
    RZ, ["Zum Rezept springen", "Rezept drucken", "Hast du das Rezept ausprobiert", "Markiere @kuechenliebe",
         "14 Kommentare", "Kommentar abschicken", "von 7 Bewertungen"],
    {"author": "Julia Sommer", "date": "2026-11-08", "lang": "de"})

# 28 a Chefkoch-like recipe page (ingredients in a table of amounts and names, the steps, the rating, the user's name)
CK = ["Ein saftiger Rührkuchen mit frischen Äpfeln, der ganz ohne Mixer gelingt. Perfekt für den Sonntagskaffee.",
      "Zutaten", "200 g", "Butter, weich", "150 g", "Zucker", "3", "Eier", "250 g", "Mehl", "4", "Äpfel",
      "Zubereitung",
      "Die Butter mit dem Zucker cremig rühren, dann die Eier einzeln unterrühren. Das Mehl mit dem Backpulver "
      "mischen und kurz unter den Teig heben.",
      "Den Teig in eine gefettete Springform geben. Die Äpfel schälen, vierteln, einschneiden und auf den Teig setzen.",
      "Im vorgeheizten Ofen bei 180 Grad Ober- und Unterhitze etwa 45 Minuten backen."]
RAW["chefkoch"] = (
    site_head("Versunkener Apfelkuchen von backfee77 | Chefkoch", "de") +
    '<body><header class="ds-header"><a href="/">Chefkoch</a><form><input placeholder="Rezepte suchen"></form><nav><a '
    'href="/rezepte/">Rezepte</a><a href="/magazin/">Magazin</a><a href="/login">Anmelden</a></nav></header><main '
    'class="ds-container"><article class="recipe"><h1>Versunkener Apfelkuchen</h1><div class="ds-rating"><span '
    'class="ds-rating-avg">4,6</span> <span class="ds-rating-count">(312)</span></div><div class="recipe-meta"><span>'
    'Arbeitszeit ca. 20 Minuten</span> <span>Gesamtzeit ca. 1 Stunde 5 Minuten</span> <span>normal</span></div><a '
    'class="recipe-author" href="/user/backfee77">backfee77</a><p class="recipe-text">' + CK[0] + '</p><div '
    f'class="ds-box"><h2>{CK[1]}</h2><table class="ingredients"><tbody>'
    + "".join(f'<tr><td class="td-left"><span>{CK[i]}</span></td><td class="td-right"><span>{CK[i + 1]}</span></td>'
              '</tr>' for i in range(2, 12, 2)) +
    f'</tbody></table></div><div class="ds-box"><h2>{CK[12]}</h2><div class="ds-box-text">{CK[13]}<br><br>{CK[14]}'
    f'<br><br>{CK[15]}</div></div><div class="recipe-actions"><button>Rezept speichern</button><button>Drucken</button>'
    '<button>Teilen</button></div><section class="comments"><h2>Kommentare</h2><p>Bitte melde dich an, um einen Kommentar '
    'zu schreiben.</p></section></article><aside class="similar"><h2>Ähnliche Rezepte</h2><a href="/r/1">Apfelkuchen vom '
    'Blech</a></aside></main><footer><a href="/impressum">Impressum</a><p>© Chefkoch GmbH</p></footer></body></html>',
    "https://www.chefkoch.de/rezepte/123456789/Versunkener-Apfelkuchen.html",
    CK, ["Rezept speichern", "Bitte melde dich an", "Ähnliche Rezepte", "Apfelkuchen vom Blech", "Rezepte suchen"],
    {"lang": "de"})


PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), meta)
                              for name, (html, url, kept, gone, meta) in RAW.items()}

globals().update(page_tests(PAGES, byline=True, languages={}))


# --- the rules found missing ------------------------------------------------------------------------------------------

def _found(name: str, html: str) -> list[str]:
    return _paragraphs(processed(html, RAW[name][1]).body)


@pytest.mark.parametrize(("text", "point"), [
    ("Verletzt wurde niemand.", True),  # three words, the last with its full stop
    ("Niemand wurde verletzt!", True),
    ("Von: dpa", False),  # a label with its value, no point
    ("Mehr lesen.", False),  # two words
])
def test_a_leads_point_of_three_words_counts_its_last_word(text: str, point: bool) -> None:
    from corpustools.vert.container import _lead_point
    from corpustools.vert.extract import Block

    assert _lead_point(Block(tag="li", text=text)) is point


def test_the_leads_points_stay_whole_but_a_list_of_links_there_does_not() -> None:
    html = RAW["20min"][0]
    assert [t for t in TM[:4] if t not in _found("20min", html)] == []
    linked = html.replace('<div class="Article_summary">', '<div class="Article_links"><ul><li><a href="/a">Alle '
                          'News aus Bern</a></li><li><a href="/b">Verkehr</a></li></ul></div><div class="Article_summary">')
    found = _found("20min", linked)
    assert "Alle News aus Bern" not in found and TM[2] in found


@pytest.mark.parametrize(("line", "meta"), [
    ("09.03.2026, 16:20 3 Min.", True),
    ("Isabel Heusser 25.02.2026, 05.30 Uhr 3 min", True),
    ("Der Anpfiff war am 09.03.2026 um 16:20, die Nachspielzeit betrug 3 Min.", False),  # a sentence
    ("Spielbeginn 09.03.2026 16:20 Uhr, Dauer 90 Min.", False),  # a match's length, no reading time
])
def test_a_bare_reading_time_after_a_date_and_a_clock_time_is_a_meta_line(line: str, meta: bool) -> None:
    from corpustools.vert.boiler import meta_line

    assert meta_line(line) is meta


@pytest.mark.parametrize(("text", "plea"), [
    ("Die taz ist frei zugänglich, weil viele Leser:innen freiwillig zahlen. Mit Ihrem Beitrag sichern Sie "
     "unabhängigen Journalismus für alle. Schon mit 5 Euro im Monat sind Sie dabei.", True),
    # the same fact reported, no reader addressed
    ("Die Website ist frei zugänglich, weil viele Leser freiwillig zahlen; inzwischen sind es 40.000.", False),
    # the plea quoted
    ("Die Seite ist frei zugänglich, weil viele Leser freiwillig zahlen. Mit Ihrem Beitrag sichern Sie das, sagte die "
     "Chefredakteurin.", False),
])
def test_a_pitch_of_free_access_paid_by_readers_asking_the_readers_gift_is_a_plea(text: str, plea: bool) -> None:
    from corpustools.vert.notices import support_appeal

    assert support_appeal(text) is plea


def test_a_caption_ending_in_a_picture_agency_goes_but_a_paragraph_of_data_ending_in_its_source_stays() -> None:
    data = ("Im ersten Halbjahr meldeten die Amtsgerichte 11.100 Insolvenzen, im Vorjahr waren es 9.400 Quelle: "
            "Statistisches Bundesamt")
    html = RAW["welt"][0].replace(f"<p>{WE[2]}</p>", f"<p>{WE[2]}</p><p>{data}</p>")
    found = _found("welt", html)
    assert data in found and not [t for t in found if "Jochen Tack" in t or "geschlossenes Geschäft" in t]


@pytest.mark.parametrize(("line", "credit"), [
    ("SRF 4 News, 27.03.2026, 17 Uhr ; sda/muei", True),
    ("Tagesschau, 12.5.2026, 19:30 Uhr; sda/lin", True),
    ("Die Sitzung beginnt am 27.03.2026, 17 Uhr; sda berichtet", False),
])
def test_a_broadcasters_programme_day_and_agency_line_is_a_credit(line: str, credit: bool) -> None:
    from corpustools.vert.boiler import credit_line

    assert credit_line(line) is credit


def test_deine_meinung_zaehlt_alone_goes_but_a_sentence_saying_it_stays() -> None:
    said = ("„Deine Meinung zählt“, sagt die Jugendleiterin, deshalb dürfen die Kinder den Spielplatz mitplanen.")
    html = RAW["20min"][0].replace(f"<p>{TM[6]}</p>", f"<p>{TM[6]}</p><p>{said}</p>")
    found = _found("20min", html)
    assert said in found and "Deine Meinung zählt" not in found


def test_klicke_zum_erweitern_alone_goes_but_a_how_to_saying_it_stays() -> None:
    how = ("Klicke zum Erweitern auf das kleine Plus neben der Kassette, dann siehst du alle Ritzel einzeln aufgelistet.")
    html = RAW["xenforo_de"][0].replace(f"{XF[2]}</div>", f"{XF[2]}<br><br>{how}</div>")
    found = "\n".join(_found("xenforo_de", html))
    assert how in found and "Klicke zum Erweitern..." not in found


@pytest.mark.parametrize(("text", "name"), [
    ("Von", ""), ("By", ""), ("Text:", ""),  # a byword alone
    ("Von Olaf Preuß", "Olaf Preuß"),
    ("Per", "Per"),  # a Nordic first name no table holds as a byword
])
def test_a_byword_alone_is_no_writers_name(text: str, name: str) -> None:
    from corpustools.vert.byline import author_name

    assert author_name(text) == name
