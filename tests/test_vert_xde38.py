"""Whole German pages of session 38 (xde38), of the kinds issue 12's evaluation names, on systems and layouts
the earlier German files (de35, de36, de37) had none of: regional papers on Ippen's story markup, Funke's and
Madsack's (styled-components classes), tagesschau-, Spiegel-, Zeit- and Bild-like articles with their inline
"Lesen Sie auch" and "Mehr zum Thema" boxes, an Ärzteblatt-like medical item, a health magazine's advice with its
sources, a Blogger post written with <br>; a Divi club page, a Webnode club page, a football club's match report, a
parish's page; a TYPO3 state office's page with its contact box, a Gemeinde's public notice with its table, a state's
press release, a Verbraucherzentrale-like advice page with "Das Wichtigste in Kürze", a Volkshochschule's course, a
company newsroom's release, a magazine on tagDiv's Newspaper theme, a product test's report; Shopware 5 and Magento 1 products, a classified ad; phpBB 3.3 (prosilver), vBulletin 3
and Discourse threads.  For each page the text stays whole, the furniture goes, the ``<doc>`` line states the
writer and the day the page states (the writer also from the byline alone), and each paragraph has the page's
language.  The harness is ``NewsPage`` of ``test_vert_news28``.

The classes found and mended (tested after the pages, each with its counter-case):

* a site builder's text block after a picture block, two paragraphs, was lost (Webnode): a pair of paragraphs
  after the container, both good in context, standing as its own paragraphs and with half its text mass, continues
  it (``container._text_siblings``, ``PAIR_BLOCKS``);
* a newsletter box named by styled-components after its file ("Newsletterstyled__Box-sc-…", Madsack's papers)
  stayed: the file's name glued to "styled__" is set apart as a word (``boilernames._STYLED_FILE``);
* Shopware 5's tab preview, the description cut short with "…mehr erfahren »", stayed over the description: "more"
  in two words ("mehr erfahren", "mehr lesen", "learn more") ends a teaser line too (``boiler._MORE_WORDS``);
* the title of a box of the lead's points over the article ("Das Wichtigste in Kürze:") was lost while its points
  stayed: kept with them (``container._points_title``).
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

_USERCENTRICS = ('<div id="usercentrics-root" data-testid="uc-app-container"><div class="uc-banner-content"><h2 '
                 'id="uc-heading-title">Wir verwenden Cookies</h2><div id="uc-message-text">Wir nutzen Cookies und '
                 'andere Technologien, um Inhalte und Anzeigen zu personalisieren. Mit einem Klick auf „Akzeptieren“ '
                 'stimmen Sie der Verarbeitung zu.</div><button data-testid="uc-accept-all-button">Akzeptieren'
                 '</button><button data-testid="uc-more-button">Einstellungen</button></div></div>')
_BORLABS = ('<div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog" aria-labelledby="CookieBoxTextHeadline">'
            '<div class="_brlbs-box-wrap"><div class="_brlbs-box"><div class="cookie-box"><div class="container"><span '
            'id="CookieBoxTextHeadline" role="heading">Datenschutzeinstellungen</span><p id="CookieBoxTextDescription">'
            'Wir benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können. Wir nutzen Cookies und andere '
            'Technologien auf unserer Website.</p><p class="_brlbs-accept"><a class="_brlbs-btn _brlbs-btn-accept-all">'
            'Alle akzeptieren</a></p><p class="_brlbs-refuse-btn"><a class="_brlbs-btn">Nur essenzielle Cookies akzeptieren'
            '</a></p></div></div></div></div></div>')

# 1 a regional paper on Ippen's story markup (id-StoryElement-*; crosslinks "Auch interessant"; the authors' box)
IP = ["Nach dem Starkregen vom Wochenende hat der Landkreis Rosenheim eine erste Bilanz gezogen: Mehr als 300 Keller "
      "liefen voll, auf der B15 musste ein Lastwagen aus einer Unterführung geborgen werden.",
      "Die Feuerwehren im Landkreis rückten zwischen Freitagabend und Sonntagmittag zu insgesamt 412 Einsätzen aus. "
      "Am stärksten betroffen waren Kolbermoor, Bad Aibling und die Gemeinde Stephanskirchen.",
      "„So viel Wasser in so kurzer Zeit haben wir seit 2013 nicht mehr erlebt“, sagte Kreisbrandrat Richard Schrank "
      "am Montag. Verletzt wurde nach bisherigen Erkenntnissen niemand.",
      "Schäden an Straßen und Brücken",
      "Das Staatliche Bauamt prüft derzeit drei Brücken über die Mangfall. Die Kreisstraße RO 18 bleibt zwischen "
      "Willing und Kolbermoor bis auf Weiteres gesperrt, eine Umleitung ist ausgeschildert.",
      "Betroffene Hausbesitzer sollen Schäden mit Fotos dokumentieren und umgehend ihrer Versicherung melden, rät "
      "das Landratsamt."]
RAW["ippen"] = (
    news_head("Starkregen im Landkreis Rosenheim: 300 Keller unter Wasser | Rosenheim", "de",
              "Starkregen im Landkreis Rosenheim: 300 Keller unter Wasser", "Korbinian Hagl", "2026-07-13") +
    '<body class="id-Body"><div class="id-SiteWrapper"><header class="id-SiteHeader"><a class="id-SiteHeader-logo" '
    'href="/">ovb-online.de</a><nav class="id-SiteNav"><ul><li><a href="/rosenheim/">Rosenheim</a></li><li><a href="/'
    'lokales/">Lokales</a></li><li><a href="/bayern/">Bayern</a></li><li><a href="/sport/">Sport</a></li></ul></nav>'
    '<a class="id-SiteHeader-login" href="/login">Anmelden</a></header><main class="id-SiteMain"><article class="id-'
    'Story id-Story--default" itemscope itemtype="http://schema.org/NewsArticle"><nav class="id-Story-breadcrumb"><ol>'
    '<li><a href="/">Startseite</a></li><li><a href="/rosenheim/">Rosenheim</a></li><li><a href="/rosenheim/landkreis'
    '/">Landkreis</a></li></ol></nav><header class="id-Story-header"><p class="id-StoryElement-kicker">Unwetter</p>'
    '<h1 class="id-StoryElement-headline">Starkregen im Landkreis Rosenheim: 300 Keller unter Wasser</h1><div class='
    '"id-Story-timestamp"><time datetime="2026-07-13T17:02:00+02:00">13.07.2026, 17:02 Uhr</time></div><div class="id-'
    'Story-authors"><span class="id-Story-authors-prefix">Von:</span> <a class="id-Story-authors-link" href="/autoren/'
    'korbinian-hagl">Korbinian Hagl</a></div><div class="id-Story-interactionBar"><button class="id-Story-interaction'
    'Bar-button">Kommentare</button><button class="id-Story-interactionBar-button">Teilen</button><button class="id-'
    'Story-interactionBar-button">Merken</button></div></header><div class="id-Story-body">'
    f'<p class="id-StoryElement-leadText">{IP[0]}</p><figure class="id-StoryElement-image"><img src="/keller.jpg" '
    'alt=""><figcaption><span class="id-StoryElement-image-caption">Im Einsatz: Feuerwehrleute pumpen in Kolbermoor '
    'einen Keller aus.</span> <span class="id-StoryElement-image-credit">© Thomas Kloss</span></figcaption></figure>'
    f'<p class="id-StoryElement-paragraph">{IP[1]}</p><p class="id-StoryElement-paragraph">{IP[2]}</p>'
    '<p class="id-StoryElement-crosslink"><strong>Auch interessant: </strong><a href="/rosenheim/hochwasser-2013.html">'
    'Zehn Jahre nach dem Hochwasser – was aus den Versprechen wurde</a></p>'
    f'<h2 class="id-StoryElement-intertitle">{IP[3]}</h2><p class="id-StoryElement-paragraph">{IP[4]}</p>'
    '<div class="id-StoryElement-embed id-StoryElement-embed--newsletter"><div class="id-NewsletterBox"><p class="id-'
    'NewsletterBox-title">Rosenheim-Newsletter</p><p>Alles Wichtige aus der Region jeden Morgen in Ihrem Postfach.</p>'
    '<a class="id-Button" href="/newsletter">Jetzt anmelden</a></div></div>'
    f'<p class="id-StoryElement-paragraph">{IP[5]}</p><p class="id-StoryElement-authorSignature">(kh)</p></div>'
    '<div class="id-Story-tags"><span>Schlagwörter:</span> <a href="/thema/unwetter">Unwetter</a> <a href="/thema/'
    'feuerwehr">Feuerwehr</a></div><section class="id-Story-relatedArticles"><h2 class="id-Story-relatedArticles-'
    'title">Mehr zum Thema</h2><ul><li class="id-Teaser"><a href="/a.html"><span class="id-Teaser-title">Pegel der '
    'Mangfall sinkt wieder</span></a></li><li class="id-Teaser"><a href="/b.html"><span class="id-Teaser-title">Unwetter'
    'warnung für Südbayern verlängert</span></a></li></ul></section></article></main><footer class="id-SiteFooter">'
    '<ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/kontakt'
    '">Kontakt</a></li></ul><p>© Oberbayerisches Volksblatt GmbH &amp; Co. Medienhaus KG</p></footer></div>'
    + _USERCENTRICS + '</body></html>',
    "https://www.ovb-online.de/rosenheim/landkreis/starkregen-landkreis-rosenheim-300-keller-unter-wasser-93811120.html",
    IP, ["Auch interessant", "Zehn Jahre nach", "Rosenheim-Newsletter", "Jetzt anmelden", "Mehr zum Thema", "Pegel der",
         "Schlagwörter", "Wir verwenden Cookies", "Oberbayerisches Volksblatt", "Im Einsatz: Feuerwehrleute"],
    {"author": "Korbinian Hagl", "date": "2026-07-13", "lang": "de"})

# 2 a Funke paper (article__body; "Lesen Sie auch" in the paragraphs' own markup; the "Auch interessant" box)
FU = ["Die Stadt Essen will bis 2030 rund 40 Kilometer neue Radwege bauen. Das hat der Rat am Mittwoch mit den "
      "Stimmen von CDU und Grünen beschlossen.",
      "Schwerpunkt sind die Verbindungen zwischen den Stadtteilen im Norden und der Innenstadt. Allein auf der "
      "Altenessener Straße soll ein geschützter Radstreifen auf drei Kilometern Länge entstehen.",
      "Die SPD kritisierte, dass dafür rund 600 Parkplätze wegfallen. Händler an der Altenessener Straße fürchten um "
      "ihre Kundschaft, die häufig mit dem Auto komme.",
      "Was der Ausbau kostet",
      "Die Verwaltung rechnet mit Kosten von rund 52 Millionen Euro. Etwa 70 Prozent davon sollen aus Förderprogrammen "
      "von Bund und Land kommen, den Rest trägt die Stadt."]
RAW["funke"] = (
    news_head("Essen baut 40 Kilometer neue Radwege – 600 Parkplätze fallen weg - waz.de", "de",
              "Essen baut 40 Kilometer neue Radwege – 600 Parkplätze fallen weg", "Janet Lindgens", "2026-05-21") +
    '<body><div id="app"><header class="header"><a class="header__logo" href="/">WAZ</a><nav class="navigation"><a '
    'href="/staedte/essen/">Essen</a><a href="/sport/">Sport</a><a href="/politik/">Politik</a><a class="navigation__'
    'abo" href="/abo/">Abo</a></nav></header><main><article class="article"><header class="article__header"><div class='
    '"article__header__topline">Verkehr</div><h1 class="article__header__headline">Essen baut 40 Kilometer neue Radwege '
    '– 600 Parkplätze fallen weg</h1><div class="article__header__meta"><div class="author"><span class="author__name">'
    'Janet Lindgens</span></div><time class="article__header__date" datetime="2026-05-21T18:40:00+02:00">21.05.2026, '
    '18:40 Uhr</time><span class="article__header__readtime">· 3 Min.</span></div><div class="article__header__intro">'
    f'<p class="article__header__intro__text">{FU[0]}</p></div></header><div class="article__body">'
    f'<p class="article__paragraph">{FU[1]}</p><p class="article__paragraph">{FU[2]}</p>'
    '<p class="article__paragraph"><strong>Lesen Sie auch: </strong><a href="/staedte/essen/ruettenscheider-strasse-'
    'fahrradstrasse.html">Rüttenscheider Straße: Bilanz der Fahrradstraße fällt gemischt aus</a></p>'
    '<div class="article__paragraph--infobox"><aside class="related-box"><div class="related-box__title">Auch '
    'interessant</div><a class="teaser teaser--small" href="/x.html"><span class="teaser__kicker">Nahverkehr</span>'
    '<span class="teaser__headline">Ruhrbahn streicht Nachtlinien</span></a></aside></div>'
    f'<h2 class="article__subheadline">{FU[3]}</h2><p class="article__paragraph">{FU[4]}</p>'
    '<p class="article__paragraph article__paragraph--newsletter">Mehr Nachrichten aus Essen lesen Sie hier – '
    '<a href="/newsletter">und abonnieren Sie unseren kostenlosen Essen-Newsletter</a>.</p></div>'
    '<footer class="article__footer"><div class="share"><button>Teilen</button><button>Kommentieren</button></div>'
    '<div class="tags"><a href="/thema/radverkehr">Radverkehr</a><a href="/thema/essen">Essen</a></div></footer>'
    '</article><section class="more-articles"><h2>Weitere Artikel aus dieser Rubrik</h2><a class="teaser" href="/y.html">'
    '<span class="teaser__headline">Grugapark: Eintritt wird teurer</span></a></section></main><footer class="footer">'
    '<a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>© 2026 FUNKE Medien NRW GmbH</p>'
    '</footer></div></body></html>',
    "https://www.waz.de/staedte/essen/article242190882/essen-baut-40-kilometer-neue-radwege.html",
    FU, ["Lesen Sie auch", "Rüttenscheider Straße", "Auch interessant", "Ruhrbahn", "Mehr Nachrichten aus Essen",
         "Essen-Newsletter", "Weitere Artikel", "Grugapark", "3 Min.", "FUNKE Medien"],
    {"author": "Janet Lindgens", "date": "2026-05-21", "lang": "de"})

# 3 a Madsack paper (styled-components classes; "RND" teaser boxes; a paywall end "Exklusiv für Abonnenten" absent)
MA = ["Hannovers Zoo bekommt ein neues Elefantenhaus. Der Aufsichtsrat hat den Bau für rund 28 Millionen Euro am "
      "Dienstag freigegeben, die Bauarbeiten sollen im Herbst beginnen.",
      "Das bisherige Haus im Dschungelpalast stammt aus dem Jahr 1999 und entspricht nicht mehr den heutigen "
      "Anforderungen an die Haltung von Asiatischen Elefanten. Die Tiere sollen künftig auch nachts in Gruppen "
      "zusammenleben können.",
      "„Wir bauen nicht für die Besucher, sondern für die Elefanten“, sagte Zoodirektor Andreas Casdorff. Die "
      "Besucher sollen die Tiere aber von einer neuen Terrasse aus beobachten können.",
      "Während der Bauzeit bleiben die sieben Elefanten im Zoo. Ein Teil der Außenanlage wird dafür abgetrennt."]
RAW["madsack"] = (
    news_head("Zoo Hannover: Neues Elefantenhaus für 28 Millionen Euro", "de",
              "Zoo Hannover: Neues Elefantenhaus für 28 Millionen Euro", "Bärbel Hilbig", "2026-03-10") +
    '<body><div id="__next"><header class="Headerstyled__Header-sc-1x2y3z-0 kXyZab"><a aria-label="HAZ Startseite" '
    'href="/">HAZ</a><nav class="Navigationstyled__Nav-sc-9a8b7c-0"><a href="/lokales/hannover/">Hannover</a><a href="/'
    'sport/">Sport</a><a href="/abo/">Abo</a></nav></header><main><article class="Articlestyled__ArticleWrapper-sc-'
    '7d6e5f-0 fXfBsK"><header class="ArticleHeadstyled__ArticleHeader-sc-1xd2qac-0"><span class="ArticleHeadstyled__'
    'ArticleHeadOverline-sc-1xd2qac-1">Zoo</span><h1 class="ArticleHeadstyled__ArticleHeadHeadline-sc-1xd2qac-2">Zoo '
    'Hannover: Neues Elefantenhaus für 28 Millionen Euro</h1>'
    f'<p class="ArticleHeadstyled__ArticleTeaserContainer-sc-1xd2qac-3">{MA[0]}</p><div class="Authorstyled__'
    'AuthorWrapper-sc-3d4e5f-0"><span class="Authorstyled__AuthorName-sc-3d4e5f-1">Bärbel Hilbig</span><time datetime='
    '"2026-03-10T15:31:00+01:00">10.03.2026, 15:31 Uhr</time></div></header><div class="Articlestyled__ArticleBody'
    '-sc-7d6e5f-1" data-testid="article-body">'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0 Paragraphstyled__ParagraphText-sc-1lk1hjh-0">{MA[1]}</p>'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0 Paragraphstyled__ParagraphText-sc-1lk1hjh-0">{MA[2]}</p>'
    '<div class="ArticleTeaserstyled__TeaserWrapper-sc-2b3c4d-0" data-testid="inline-teaser"><span class="ArticleTeaser'
    'styled__TeaserLabel-sc-2b3c4d-1">Lesen Sie auch</span><a href="/lokales/hannover/zoo-eisbaeren.html"><span class='
    '"ArticleTeaserstyled__TeaserTitle-sc-2b3c4d-2">Eisbär-Nachwuchs im Zoo: Die ersten Bilder</span></a></div>'
    f'<p class="Textstyled__Text-sc-1cqv9mi-0 Paragraphstyled__ParagraphText-sc-1lk1hjh-0">{MA[3]}</p>'
    '<div class="Newsletterstyled__Box-sc-5f6g7h-0" data-testid="newsletter-box"><p>Hannover am Morgen</p><p>Der '
    'Newsletter für Hannover: Jeden Morgen um 6 Uhr die wichtigsten Nachrichten.</p><button>Abonnieren</button></div>'
    '</div><div class="ArticleFooterstyled__Tags-sc-0"><a href="/themen/zoo-hannover/">Zoo Hannover</a></div>'
    '</article><section data-testid="recommendations"><h2>Das könnte Sie auch interessieren</h2><a href="/z.html">Maschsee'
    'fest 2026: Alle Termine</a></section></main><footer class="Footerstyled__Footer-sc-0"><a href="/impressum/">Impressum'
    '</a><a href="/datenschutz/">Datenschutz</a><p>© Verlagsgesellschaft Madsack GmbH &amp; Co. KG</p></footer></div>'
    '</body></html>',
    "https://www.haz.de/lokales/hannover/zoo-hannover-neues-elefantenhaus-fuer-28-millionen-euro-XYZ4RT2.html",
    MA, ["Lesen Sie auch", "Eisbär-Nachwuchs", "Hannover am Morgen", "Abonnieren", "Das könnte Sie auch",
         "Maschseefest", "Madsack"],
    {"author": "Bärbel Hilbig", "date": "2026-03-10", "lang": "de"})

# 4 a tagesschau-like article (textabsatz; "Mehr zum Thema" boxes between; the programme's line at the end)
TS = ["Die Zahl der Asylanträge in Deutschland ist im ersten Halbjahr deutlich gesunken. Nach Angaben des Bundesamts "
      "für Migration und Flüchtlinge wurden von Januar bis Juni knapp 71.000 Erstanträge gestellt.",
      "Das sind etwa 40 Prozent weniger als im Vorjahreszeitraum. Die meisten Antragsteller kamen aus Syrien, "
      "Afghanistan und der Türkei.",
      "Bundesinnenministerin Schulte führte den Rückgang auf die verstärkten Kontrollen an den Grenzen zurück. "
      "Migrationsforscher sehen dagegen vor allem die Lage in den Herkunftsländern als Ursache.",
      "Kommunen weiter unter Druck",
      "Der Deutsche Städtetag warnte davor, die Zahlen als Entwarnung zu verstehen. Viele Kommunen seien bei der "
      "Unterbringung und bei Kita-Plätzen weiterhin an ihrer Belastungsgrenze."]
RAW["tagesschau"] = (
    news_head("Asylanträge im ersten Halbjahr deutlich gesunken | tagesschau.de", "de",
              "Asylanträge im ersten Halbjahr deutlich gesunken", "Uwe Jahn", "2026-07-02") +
    '<body><div class="page-wrapper"><header class="header"><a class="header__logo" href="/">tagesschau</a><nav class='
    '"navigation"><a href="/inland">Inland</a><a href="/ausland">Ausland</a><a href="/wirtschaft">Wirtschaft</a><a '
    'href="/wissen">Wissen</a></nav></header><main id="content"><article class="container content-wrapper__group">'
    '<div class="seitenkopf"><span class="seitenkopf__label">Bilanz des BAMF</span><h1 class="seitenkopf__headline">'
    '<span class="seitenkopf__topline">Migration</span> <span class="seitenkopf__headline--text">Asylanträge im ersten '
    'Halbjahr deutlich gesunken</span></h1><p class="metatextline">Stand: 02.07.2026 11:48 Uhr</p></div>'
    f'<p class="textabsatz columns twelve m-ten m-offset-one l-eight l-offset-two"><strong>{TS[0]}</strong></p>'
    f'<p class="textabsatz columns twelve m-ten m-offset-one l-eight l-offset-two">{TS[1]}</p>'
    '<div class="teaser-absatz columns twelve"><div class="teaser-absatz__teaserinfo"><a class="teaser-absatz__link" '
    'href="/inland/grenzkontrollen-bilanz-100.html"><span class="teaser-absatz__topline">Bundespolizei</span><span '
    'class="teaser-absatz__headline">Grenzkontrollen: Mehr Zurückweisungen, mehr Personal</span><p class="teaser-absatz'
    '__shorttext">Seit September kontrolliert die Bundespolizei an allen Landgrenzen. Eine Zwischenbilanz. <span class='
    '"teaser-absatz__date">15.06.2026</span></p></a></div></div>'
    f'<p class="textabsatz columns twelve m-ten m-offset-one l-eight l-offset-two">{TS[2]}</p>'
    f'<h2 class="meldung__subhead columns twelve m-ten m-offset-one l-eight l-offset-two">{TS[3]}</h2>'
    f'<p class="textabsatz columns twelve m-ten m-offset-one l-eight l-offset-two">{TS[4]}</p>'
    '<div class="meldungsfooter columns twelve"><div class="meldungsfooter__source">Dieses Thema im Programm: Das Erste '
    'tagesschau 12:00 Uhr, 02. Juli 2026</div><div class="meldungsfooter__socialmedia"><button>Teilen</button></div>'
    '</div><div class="taglist"><h2 class="taglist__title">Schlagworte</h2><a href="/thema/asyl">Asyl</a><a href="/thema'
    '/migration">Migration</a></div></article><section class="teasergroup"><h2 class="teasergroup__title">Mehr zum '
    'Thema</h2><a class="teaser__link" href="/q.html"><span class="teaser__headline">Wie das Asylverfahren abläuft</span>'
    '</a></section></main><footer class="footer"><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz'
    '</a><p>© ARD-aktuell / tagesschau.de</p></footer></div></body></html>',
    "https://www.tagesschau.de/inland/asylantraege-halbjahr-bamf-100.html",
    TS, ["Grenzkontrollen: Mehr", "Seit September kontrolliert", "Dieses Thema im Programm", "Schlagworte",
         "Wie das Asylverfahren", "ARD-aktuell"],
    {"date": "2026-07-02", "lang": "de"})  # (its writer stated in the head only, no byline shown)

# 5 a Spiegel-like article (data-area body; RichText; an inline "related" box; the paid end absent; a quiz)
SP = ["Die Bahn hat ihre Pünktlichkeitsziele im Fernverkehr erneut verfehlt. Nur 61,8 Prozent der ICE und IC "
      "erreichten im vergangenen Jahr ihr Ziel mit weniger als sechs Minuten Verspätung.",
      "Als Hauptgrund nennt der Konzern die marode Infrastruktur. An mehr als 4000 Baustellen werde derzeit gleichzeitig "
      "gearbeitet, das Netz sei an vielen Stellen überlastet.",
      "Der Fahrgastverband Pro Bahn forderte eine ehrlichere Statistik. Ausgefallene Züge würden in der Quote nicht "
      "erfasst, die tatsächliche Lage für Reisende sei deshalb noch schlechter.",
      "Bis 2030 will die Bahn rund 40 der wichtigsten Strecken grundlegend sanieren. Für die Dauer der Arbeiten werden "
      "die Abschnitte jeweils monatelang voll gesperrt."]
RAW["spiegel"] = (
    news_head("Deutsche Bahn verfehlt Pünktlichkeitsziel erneut - DER SPIEGEL", "de",
              "Deutsche Bahn verfehlt Pünktlichkeitsziel erneut", "Benjamin Bidder", "2026-01-08") +
    '<body><div id="wrapper"><header data-area="header"><a href="/" title="DER SPIEGEL">DER SPIEGEL</a><nav data-area='
    '"navigation"><a href="/politik/">Politik</a><a href="/wirtschaft/">Wirtschaft</a><a href="/panorama/">Panorama</a>'
    '</nav></header><main id="Inhalt"><article aria-label="Deutsche Bahn verfehlt Pünktlichkeitsziel erneut"><header '
    'data-area="intro"><h2><span class="text-primary-base">Fernverkehr</span> <span class="align-middle">Deutsche Bahn '
    'verfehlt Pünktlichkeitsziel erneut</span></h2><div class="RichText leading-loose"><strong>'
    f'{SP[0]}</strong></div><div data-area="authors">Von <a href="/impressum/autor-1">Benjamin Bidder</a></div><time '
    'datetime="2026-01-08 10:12:05">08.01.2026, 10.12 Uhr</time></header><section class="relative" data-area="body">'
    f'<div data-area="text_module"><div class="RichText RichText--sans leading-loose"><p>{SP[1]}</p></div></div>'
    '<div data-area="related_articles"><p class="font-bold">Mehr zum Thema</p><ul><li><a href="/wirtschaft/bahn-'
    'sanierung.html"><span>Riedbahn-Sanierung: Was die Generalsperrung gebracht hat</span></a></li><li><a href="/x.html">'
    '<span>Bahnchef im Interview: »Wir sind nicht zufrieden«</span></a></li></ul></div>'
    f'<div data-area="text_module"><div class="RichText RichText--sans leading-loose"><p>{SP[2]}</p><p>{SP[3]}</p>'
    '</div></div><div data-area="paragraph_note"><p class="text-s">kig/dpa/Reuters</p></div></section>'
    '<div data-area="article_footer"><div data-area="share"><button>Artikel teilen</button><button>Merken</button>'
    '</div><div data-area="discussion">Diskutieren Sie mit<a href="/forum">12 Beiträge</a></div></div></article>'
    '<section data-area="block"><h2>Mehr lesen über</h2><a href="/thema/deutsche_bahn/">Deutsche Bahn AG</a><a href="/'
    'thema/verkehr/">Verkehr</a></section></main><footer data-area="footer"><a href="/impressum">Impressum</a><a href="/'
    'datenschutz">Datenschutz</a><p>© DER SPIEGEL GmbH &amp; Co. KG</p></footer></div></body></html>',
    "https://www.spiegel.de/wirtschaft/deutsche-bahn-verfehlt-puenktlichkeitsziel-erneut-a-4f3c2b1a.html",
    SP, ["Mehr zum Thema", "Riedbahn-Sanierung", "Bahnchef im Interview", "Artikel teilen", "Diskutieren Sie mit",
         "Mehr lesen über"],
    {"date": "2026-01-08", "lang": "de"})  # (its byline: test_a_byline_in_an_element_named_by_data_area_...)

# 6 a Divi site (et_pb_section / et_pb_text; a club's "Über uns" page; Borlabs)
DV = ["Der Tennisclub Blau-Weiß Lindau wurde 1921 gegründet und ist mit rund 480 Mitgliedern einer der größten "
      "Tennisvereine am bayerischen Bodensee.",
      "Auf unserer Anlage direkt am Seeufer stehen neun Sandplätze und eine Traglufthalle mit zwei Plätzen für den "
      "Winter zur Verfügung. Das Clubhaus mit Terrasse ist auch für Nichtmitglieder geöffnet.",
      "Jugend und Training",
      "Unsere Jugendabteilung betreut über 120 Kinder und Jugendliche. Das Training leiten zwei lizenzierte "
      "Trainer, die Schnupperstunden sind für Kinder bis zwölf Jahre kostenlos.",
      "Mannschaften",
      "In der Sommersaison spielen 14 Mannschaften in den Ligen des Bayerischen Tennis-Verbands, von der U10 bis zu "
      "den Herren 70."]
RAW["divi"] = (
    site_head("Über uns | TC Blau-Weiß Lindau", "de") +
    '<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_'
    'animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_'
    'background et_pb_gutter et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db"><div id="page-container">'
    '<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container"><div class="logo_'
    'container"><a href="/"><img src="/logo.png" alt="TC Blau-Weiß Lindau" id="logo"></a></div><div id="et-top-'
    'navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="/">Start</a></li><li><a href="/ueber-'
    'uns/">Über uns</a></li><li><a href="/mitglied-werden/">Mitglied werden</a></li><li><a href="/platzbuchung/">'
    'Platzbuchung</a></li></ul></nav></div></div></header><div id="et-main-area"><div id="main-content"><article id="post-'
    '12" class="post-12 page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post">'
    '<div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0 et_pb_with_background'
    ' et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">'
    '<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text'
    '_inner"><h1>Über uns</h1></div></div></div></div></div><div class="et_pb_section et_pb_section_1 et_section_regular">'
    '<div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_2_3 et_pb_column_1"><div class="et_pb_'
    f'module et_pb_text et_pb_text_1 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner"><p>{DV[0]}'
    f'</p><p>{DV[1]}</p></div></div></div><div class="et_pb_column et_pb_column_1_3 et_pb_column_2"><div class="et_pb_'
    'module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="'
    'et-pb-icon">&#xe081;</span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Gegründet</h4>'
    '<div class="et_pb_blurb_description"><p>1921</p></div></div></div></div></div></div></div>'
    '<div class="et_pb_section et_pb_section_2 et_section_regular"><div class="et_pb_row et_pb_row_2"><div class="et_pb_'
    'column et_pb_column_1_2 et_pb_column_3"><div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_'
    f'inner"><h2>{DV[2]}</h2><p>{DV[3]}</p></div></div></div><div class="et_pb_column et_pb_column_1_2 et_pb_column_4">'
    f'<div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner"><h2>{DV[4]}</h2><p>{DV[5]}</p>'
    '</div></div></div></div></div><div class="et_pb_section et_pb_section_3 et_pb_with_background"><div class="et_pb_'
    'row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_cta_0 et_pb_promo"><div class="et_pb'
    '_promo_description"><h2 class="et_pb_module_header">Lust auf Tennis?</h2><div>Jetzt Probetraining vereinbaren!'
    '</div></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_promo_button" href="/kontakt/">Kontakt '
    'aufnehmen</a></div></div></div></div></div></div></div></div></article></div><footer id="main-footer"><div class='
    '"container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div class="fwidget et_pb_widget '
    'widget_text"><h4 class="title">Anschrift</h4><div class="textwidget"><p>TC Blau-Weiß Lindau e.V.<br>Seepromenade 12'
    '<br>88131 Lindau</p></div></div></div></div></div><div id="footer-bottom"><div class="container clearfix"><div id='
    '"footer-info">© 2026 TC Blau-Weiß Lindau · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz'
    '</a></div></div></div></footer></div></div>' + _BORLABS + '</body></html>',
    "https://www.tc-bw-lindau.de/ueber-uns/",
    DV, ["Mitglied werden", "Lust auf Tennis", "Probetraining", "Kontakt aufnehmen", "Seepromenade 12",
         "Datenschutzeinstellungen", "Nur essenzielle"],
    {"lang": "de"})

# 7 a Webnode club site (its wsw blocks, the "Erstellt mit Webnode" line, the cookie bar)
WN = ["Am 14. September fand unser diesjähriges Sommerfest auf dem Vereinsgelände an der Hasenheide statt. Trotz "
      "des durchwachsenen Wetters kamen über 150 Gäste, darunter viele Familien aus der Nachbarschaft.",
      "Für die Kinder gab es eine Hüpfburg, Kinderschminken und ein Kaninchen-Streichelgehege. Die Jugendgruppe hat "
      "ihre selbst gezüchteten Tiere vorgestellt und viele Fragen der Besucher beantwortet.",
      "Der Erlös aus Kuchenverkauf und Tombola in Höhe von 840 Euro geht an die Tierschutzhilfe Neukölln. Allen "
      "Helferinnen und Helfern ein herzliches Dankeschön!",
      "Die nächste Lokalschau findet am 8. und 9. November in der Turnhalle der Rixdorfer Grundschule statt."]
RAW["webnode"] = (
    article_head("Sommerfest 2026 :: Kaninchenzuchtverein D 123 Neukölln", "de",
                 '<meta name="generator" content="Webnode 2">') +
    '<body class="l-body"><div class="l-page"><header class="l-header"><div class="l-header-inner"><div class="logo-'
    'wrapper"><a class="logo" href="/">Kaninchenzuchtverein D 123 Neukölln</a></div><nav id="menu" class="menu"><ul '
    'class="menu-ul"><li class="menu-item"><a href="/">Startseite</a></li><li class="menu-item"><a href="/verein/">Verein'
    '</a></li><li class="menu-item active"><a href="/aktuelles/">Aktuelles</a></li><li class="menu-item"><a href="/'
    'kontakt/">Kontakt</a></li></ul></nav></div></header><main class="l-main"><section class="b b-s"><div class="b-c">'
    '<div class="wsw"><h1>Sommerfest 2026</h1><p><em>Veröffentlicht am 18.09.2026</em></p>'
    f'<p>{WN[0]}</p><p>{WN[1]}</p></div><div class="b-img b-img-cover"><img src="/fest.jpg" alt=""></div>'
    f'<div class="wsw"><p>{WN[2]}</p><p>{WN[3]}</p></div></div></section><section class="b b-s"><div class="b-c"><div '
    'class="wsw"><h2>Kontakt</h2><p>1. Vorsitzender: Dieter Kowalski<br>Telefon: 030 6812345</p></div></div></section>'
    '</main><footer class="l-footer"><div class="l-footer-inner"><div class="wsw"><p>© 2026 Alle Rechte vorbehalten.'
    '</p></div><div class="footer-link"><span class="sf-footer-powered">Erstellt mit <a href="https://www.webnode.de">'
    'Webnode</a></span> <span class="cookies"><a href="#">Cookies</a></span></div></div></footer></div><div id="'
    'cookieBar" class="cookie-bar"><p>Diese Webseite verwendet Cookies. Wenn Sie die Webseite weiter nutzen, stimmen '
    'Sie der Verwendung von Cookies zu.</p><button class="cookie-bar-accept">Akzeptieren</button><a href="#" class='
    '"cookie-bar-more">Mehr erfahren</a></div></body></html>',
    "https://kaninchen-d123.webnode.page/l/sommerfest-2026/",
    WN, ["Erstellt mit", "Alle Rechte vorbehalten", "Diese Webseite verwendet Cookies", "Startseite"],
    {"lang": "de"})

# 8 a TYPO3 state office's page (frame-type-text; the contact box "Ansprechpartner"; a related-links box)
T3 = ["Wer in Niedersachsen einen Brunnen bohren will, um Grundwasser für die Gartenbewässerung zu nutzen, muss "
      "dies vorher bei der unteren Wasserbehörde seines Landkreises anzeigen.",
      "Die Anzeige ist kostenfrei und sollte mindestens einen Monat vor Beginn der Bohrarbeiten eingehen. Eine "
      "Erlaubnis ist für Brunnen zur Gartenbewässerung in der Regel nicht erforderlich.",
      "Was die Anzeige enthalten muss",
      "den genauen Standort mit Flurstück und Lageplan",
      "die geplante Bohrtiefe und den Durchmesser",
      "die voraussichtliche jährliche Entnahmemenge",
      "In Wasserschutzgebieten gelten strengere Regeln. Dort kann das Bohren ganz untersagt sein oder nur mit einer "
      "Ausnahmegenehmigung erlaubt werden."]
RAW["typo3"] = (
    site_head("Brunnen für die Gartenbewässerung | Niedersächsischer Landesbetrieb für Wasserwirtschaft", "de",
                 '<meta name="generator" content="TYPO3 CMS">') +
    '<body id="p812"><a class="skiplink" href="#content">Zum Inhalt springen</a><header id="header"><div class="logo">'
    '<a href="/">NLWKN</a></div><nav class="nav-main" aria-label="Hauptnavigation"><ul><li><a href="/wasserwirtschaft/">'
    'Wasserwirtschaft</a></li><li><a href="/naturschutz/">Naturschutz</a></li><li><a href="/service/">Service</a></li>'
    '</ul></nav><div class="service-nav"><a href="/leichte-sprache/">Leichte Sprache</a><a href="/gebaerdensprache/">'
    'Gebärdensprache</a></div></header><div id="breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/'
    'wasserwirtschaft/">Wasserwirtschaft</a></li><li>Brunnen</li></ol></div><div class="container"><div class="row">'
    '<main id="content" class="col-md-8"><div id="c4411" class="frame frame-default frame-type-header frame-layout-0">'
    '<header><h1 class="">Brunnen für die Gartenbewässerung</h1></header></div><div id="c4412" class="frame frame-default'
    f' frame-type-text frame-layout-0"><p class="bodytext">{T3[0]}</p><p class="bodytext">{T3[1]}</p></div>'
    f'<div id="c4413" class="frame frame-default frame-type-text frame-layout-0"><header><h2 class="">{T3[2]}</h2>'
    f'</header><ul class="list-normal"><li>{T3[3]}</li><li>{T3[4]}</li><li>{T3[5]}</li></ul><p class="bodytext">{T3[6]}'
    '</p></div><div id="c4414" class="frame frame-default frame-type-uploads frame-layout-0"><ul class="ce-uploads">'
    '<li><a href="/fileadmin/anzeige-brunnen.pdf"><span class="ce-uploads-fileName">Anzeigeformular Brunnenbohrung</span>'
    '</a><span class="ce-uploads-filesize">245 KB</span></li></ul></div><p class="stand">Stand: 14.04.2026</p></main>'
    '<aside class="col-md-4 sidebar"><div id="c4420" class="frame frame-default frame-type-tt_address_pi1 frame-layout-'
    '0"><h3>Ansprechpartner</h3><div class="tt_address_detail"><p class="name">Dr. Henrike Vollmer</p><p>Dezernat '
    'Grundwasser</p><p>Tel.: 04931 947-123<br><a href="mailto:grundwasser@nlwkn.niedersachsen.de">E-Mail schreiben</a>'
    '</p></div></div><div id="c4421" class="frame frame-default frame-type-menu_pages"><h3>Das könnte Sie auch '
    'interessieren</h3><ul><li><a href="/grundwasserstand/">Aktuelle Grundwasserstände</a></li><li><a href="/'
    'wasserschutzgebiete/">Wasserschutzgebiete in Niedersachsen</a></li></ul></div></aside></div></div><footer id="'
    'footer"><ul><li><a href="/impressum/">Impressum</a></li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href'
    '="/barrierefreiheit/">Erklärung zur Barrierefreiheit</a></li></ul><p>© Niedersächsischer Landesbetrieb für '
    'Wasserwirtschaft, Küsten- und Naturschutz</p></footer></body></html>',
    "https://www.nlwkn.niedersachsen.de/wasserwirtschaft/grundwasser/brunnen-gartenbewaesserung-812.html",
    T3, ["Zum Inhalt springen", "Leichte Sprache", "Ansprechpartner", "Dezernat Grundwasser", "E-Mail schreiben",
         "Das könnte Sie auch", "Aktuelle Grundwasserstände", "Erklärung zur Barrierefreiheit"],
    {"lang": "de"})

# 9 Shopware 5 product page (buybox, the description tab, the rating tab, "Kunden kauften auch")
SW = ["Die Gusseisenpfanne von Hammerschmiede wird in unserer Gießerei im Sauerland in Handarbeit gegossen und mit "
      "Leinöl eingebrannt. Sie ist sofort einsatzbereit und entwickelt mit jedem Gebrauch eine bessere Patina.",
      "Dank der dicken Wandstärke speichert die Pfanne die Hitze besonders gut und gibt sie gleichmäßig ab. Ideal für "
      "Steaks, Bratkartoffeln und alles, was eine kräftige Kruste bekommen soll.",
      "Durchmesser: 28 cm",
      "Gewicht: 3,4 kg",
      "Für alle Herdarten einschließlich Induktion geeignet",
      "Nicht spülmaschinengeeignet, nach dem Spülen dünn einölen"]
RAW["shopware5"] = (
    site_head("Gusseisenpfanne 28 cm | Hammerschmiede Shop", "de",
              '<meta property="og:type" content="product"><meta property="product:price:amount" content="89.90">') +
    '<body class="is--ctl-detail is--act-index"><div class="page-wrap"><header class="header-main"><div class="top-bar">'
    '<nav class="top-bar--navigation"><a href="/service/">Service/Hilfe</a></nav></div><div class="container header--'
    'navigation"><div class="logo-main"><a class="logo--link" href="/">Hammerschmiede</a></div><nav class="shop--'
    'navigation"><ul><li class="navigation--entry entry--search"><form class="main-search--form"><input class="main-'
    'search--field" placeholder="Suchbegriff..."></form></li><li class="navigation--entry entry--account"><a href="/'
    'account">Mein Konto</a></li><li class="navigation--entry entry--cart"><a href="/checkout/cart">Warenkorb</a></li>'
    '</ul></nav></div><nav class="navigation-main"><ul class="navigation--list"><li><a href="/pfannen/">Pfannen</a></li>'
    '<li><a href="/toepfe/">Töpfe</a></li><li><a href="/zubehoer/">Zubehör</a></li></ul></nav></header><section class="'
    'content-main container block-group"><nav class="content--breadcrumb block"><ul class="breadcrumb--list"><li><a '
    'href="/pfannen/">Pfannen</a></li></ul></nav><div class="content-main--inner"><div class="content--wrapper"><div class'
    '="content product--details" itemscope itemtype="http://schema.org/Product"><header class="product--header"><div '
    'class="product--info"><h1 class="product--title" itemprop="name">Gusseisenpfanne 28 cm</h1><div class="product--'
    'rating-container"><a href="#product--publish-comment" class="product--rating-link"><span class="product--rating">'
    '<i class="icon--star"></i></span></a></div></div></header><div class="product--detail-upper block-group"><div class'
    '="product--image-container image-slider"><img src="/pfanne.jpg" alt="Gusseisenpfanne"></div><div class="product--'
    'buybox block"><div class="buybox--inner"><div class="product--price price--default"><span class="price--content '
    'content--default">89,90&nbsp;€ *</span></div><p class="product--tax" data-content="" data-modalbox="true">inkl. '
    'MwSt. <a title="Versandkosten" href="/versand">zzgl. Versandkosten</a></p><div class="product--delivery"><p class="'
    'delivery--information"><span class="delivery--text delivery--text-available">Sofort versandfertig, Lieferzeit ca. '
    '1-3 Werktage</span></p></div><form class="buybox--form"><div class="buybox--button-container"><select class="'
    'buybox--quantity"><option>1</option></select><button class="buybox--button block btn is--primary">In den Warenkorb'
    '</button></div></form><nav class="product--actions"><a class="action--link link--notepad">Merken</a><a class="'
    'action--link action--compare">Vergleichen</a><a class="action--link link--contact">Fragen zum Artikel?</a></nav>'
    '<ul class="product--base-info list--unstyled"><li class="base-info--entry entry--sku"><strong class="entry--label">'
    'Artikel-Nr.:</strong> <meta itemprop="productID" content="112"><span class="entry--content">HS-GP-28</span></li>'
    '</ul></div></div></div><div class="tab-menu--product"><div class="tab--navigation"><a class="tab--link" title="'
    'Beschreibung">Beschreibung</a><a class="tab--link" title="Bewertungen">Bewertungen <span class="product--rating-'
    'count">0</span></a></div><div class="tab--container-list"><div class="tab--container"><div class="tab--header"><a '
    'class="tab--title">Beschreibung</a></div><div class="tab--preview">Die Gusseisenpfanne von Hammerschmiede wird in '
    'unserer Gießerei…<a class="tab--link">mehr erfahren »</a></div><div class="tab--content"><div class="buttons--off-'
    'canvas"><a class="close--off-canvas">Menü schließen</a></div><div class="content--description"><div class="'
    'content--title">Produktinformationen "Gusseisenpfanne 28 cm"</div><div class="product--description" itemprop="'
    f'description"><p>{SW[0]}</p><p>{SW[1]}</p><ul><li>{SW[2]}</li><li>{SW[3]}</li><li>{SW[4]}</li><li>{SW[5]}</li>'
    '</ul></div><div class="content--title">Weiterführende Links zu "Gusseisenpfanne 28 cm"</div><ul class="content--'
    'list list--unstyled"><li class="list--entry"><a href="/hammerschmiede/" class="content--link link--supplier">Weitere '
    'Artikel von Hammerschmiede</a></li></ul></div></div></div><div class="tab--container"><div class="tab--header"><a '
    'class="tab--title">Bewertungen</a></div><div class="tab--content"><div class="content--product-reviews" id="detail--'
    'product-reviews"><div class="content--title">Bewertungen für "Gusseisenpfanne 28 cm"</div><div class="review--form-'
    'container"><div class="alert is--info is--rounded"><div class="alert--content">Bewertungen werden nach Überprüfung '
    'freigeschaltet.</div></div><form class="content--form review--form"><input class="review--field" placeholder="Ihr '
    'Name"><textarea placeholder="Ihre Meinung"></textarea><p class="review--notice">Die mit einem * markierten Felder '
    'sind Pflichtfelder.</p><button class="btn is--primary">Speichern</button></form></div></div></div></div></div></div>'
    '<div class="tab-menu--cross-selling"><div class="tab--navigation"><a class="tab--link">Kunden kauften auch</a><a '
    'class="tab--link">Kunden haben sich ebenfalls angesehen</a></div><div class="tab--container-list"><div class="tab--'
    'container"><div class="product-slider"><div class="product--box box--slider"><a class="product--title" href="/'
    'deckel">Glasdeckel 28 cm</a><span class="price--default">24,90&nbsp;€ *</span></div></div></div></div></div></div>'
    '</div></div></div></section><footer class="footer-main"><div class="footer--columns"><div class="column--hotline">'
    '<div class="column--headline">Service Hotline</div><div class="column--content"><p>Telefonische Unterstützung und '
    'Beratung unter:<br><a href="tel:+49297712345">02977 12345</a><br>Mo-Fr, 09:00 - 17:00 Uhr</p></div></div></div><div '
    'class="footer--bottom"><div class="footer--vat-info"><p class="vat-info--text">* Alle Preise inkl. gesetzl. '
    'Mehrwertsteuer zzgl. Versandkosten und ggf. Nachnahmegebühren, wenn nicht anders beschrieben</p></div><div class="'
    'footer--copyright">Realisiert mit Shopware</div></div></footer></div></body></html>',
    "https://www.hammerschmiede-shop.de/pfannen/112/gusseisenpfanne-28-cm",
    SW, ["In den Warenkorb", "Sofort versandfertig", "Fragen zum Artikel", "Menü schließen", "mehr erfahren",
         "Weitere Artikel von", "Bewertungen werden nach", "Pflichtfelder", "Kunden kauften auch", "Glasdeckel",
         "Service Hotline", "Alle Preise inkl", "Realisiert mit Shopware"],
    {"lang": "de"})

# 10 Magento 1 product page (product-view, product-collateral's tabs, the "box-up-sell")
M1 = ["Der Rucksack Alpinist 35 ist für Tages- und Hüttentouren gemacht. Das Rückensystem mit Netz hält Abstand zum "
      "Rücken, sodass auch bei langen Aufstiegen weniger Schweiß entsteht.",
      "Das Hauptfach ist von oben und über einen umlaufenden Reißverschluss an der Front zugänglich. Im Deckelfach "
      "finden Karte, Handy und Geldbeutel Platz, eine Regenhülle ist im Boden verstaut.",
      "Material",
      "Polyamid 210D, PFC-frei imprägniert",
      "Gewicht",
      "1.150 g",
      "Volumen",
      "35 Liter"]
RAW["magento1"] = (
    site_head("Rucksack Alpinist 35 - Bergsport Huber", "de", '<meta property="og:type" content="product">') +
    '<body class="catalog-product-view catalog-product-view product-rucksack-alpinist-35 categorypath-rucksaecke '
    'category-rucksaecke"><div class="wrapper"><div class="page"><div class="header-container"><div class="header"><a '
    'href="/" class="logo"><strong>Bergsport Huber</strong></a><div class="quick-access"><ul class="links"><li class='
    '"first"><a href="/customer/account/">Mein Benutzerkonto</a></li><li><a href="/wishlist/">Mein Wunschzettel</a></li>'
    '<li class="last"><a href="/checkout/cart/">Mein Warenkorb</a></li></ul></div><form id="search_mini_form"><input id='
    '"search" placeholder="Gesamten Shop durchsuchen..."></form></div><div class="nav-container"><ul id="nav"><li class='
    '"level0"><a href="/rucksaecke.html">Rucksäcke</a></li><li class="level0"><a href="/zelte.html">Zelte</a></li></ul>'
    '</div></div><div class="main-container col1-layout"><div class="main"><div class="breadcrumbs"><ul><li class="home">'
    '<a href="/">Startseite</a></li><li><a href="/rucksaecke.html">Rucksäcke</a></li></ul></div><div class="col-main">'
    '<div id="messages_product_view"></div><div class="product-view"><div class="product-essential"><form id="product_'
    'addtocart_form"><div class="product-shop"><div class="product-name"><h1>Rucksack Alpinist 35</h1></div><p class="'
    'availability in-stock">Verfügbarkeit: <span>Auf Lager</span></p><div class="price-box"><span class="regular-price">'
    '<span class="price">129,95 €</span></span></div><span class="tax-details">Inkl. 19% MwSt., zzgl. <a href="/'
    'versand">Versandkosten</a></span><div class="add-to-box"><div class="add-to-cart"><label for="qty">Menge:</label>'
    '<input id="qty" value="1"><button class="button btn-cart"><span><span>In den Warenkorb</span></span></button></div>'
    '<ul class="add-to-links"><li><a class="link-wishlist">Auf den Wunschzettel</a></li><li><span class="separator">|'
    '</span> <a class="link-compare">Auf die Vergleichsliste</a></li></ul></div><div class="short-description"><h2>'
    'Kurzübersicht</h2><div class="std">Leichter Tourenrucksack mit belüftetem Netzrücken.</div></div></div><div class='
    '"product-img-box"><img src="/alpinist.jpg" alt=""></div></form></div><div class="product-collateral"><div class="'
    'box-collateral box-description"><h2>Details</h2><div class="std">'
    f'<p>{M1[0]}</p><p>{M1[1]}</p></div></div><div class="box-collateral box-additional"><h2>Zusatzinformation</h2>'
    f'<table class="data-table" id="product-attribute-specs-table"><tbody><tr><th class="label">{M1[2]}</th><td class='
    f'"data">{M1[3]}</td></tr><tr><th class="label">{M1[4]}</th><td class="data">{M1[5]}</td></tr><tr><th class="label">'
    f'{M1[6]}</th><td class="data">{M1[7]}</td></tr></tbody></table></div><div class="box-collateral box-reviews" id="'
    'customer-reviews"><div class="form-add"><h2>Schreiben Sie Ihre eigene Kundenmeinung</h2><form id="review-form"><h3>'
    'Sie bewerten:<span>Rucksack Alpinist 35</span></h3><h4>Wie bewerten Sie dieses Produkt? <em class="required">*</em>'
    '</h4><ul class="form-list"><li><label>Nickname</label><input></li><li><label>Zusammenfassung Ihrer Bewertung</label>'
    '<input></li></ul><button class="button">Bewertung abschicken</button></form></div></div></div><div class="box-'
    'collateral box-up-sell"><h2>Das könnte Ihnen auch gefallen</h2><ul class="products-grid"><li><a href="/alpinist-25'
    '.html" class="product-name">Rucksack Alpinist 25</a><div class="price-box"><span class="price">109,95 €</span></div>'
    '</li></ul></div></div></div></div></div><div class="footer-container"><div class="footer"><ul class="links"><li><a '
    'href="/ueber-uns">Über uns</a></li><li><a href="/agb">AGB</a></li><li class="last"><a href="/impressum">Impressum'
    '</a></li></ul><address class="copyright">© 2026 Bergsport Huber. Alle Rechte vorbehalten.</address></div></div></div>'
    '</div></body></html>',
    "https://www.bergsport-huber.de/rucksack-alpinist-35.html",
    M1, ["Mein Benutzerkonto", "In den Warenkorb", "Auf den Wunschzettel", "Vergleichsliste", "Schreiben Sie Ihre",
         "Wie bewerten Sie", "Bewertung abschicken", "Das könnte Ihnen auch", "Alpinist 25", "Alle Rechte"],
    {"lang": "de"})

# 11 a phpBB 3.3 thread on prosilver (postbody, the profile column, signatures, "Wer ist online?")
BB = ["Hallo zusammen, ich habe bei meinem Golf VII (1.4 TSI, Baujahr 2016) seit ein paar Tagen ein Ruckeln beim "
      "Anfahren im ersten Gang. Kalt ist es schlimmer als warm. Hat jemand eine Idee, woran das liegen kann?",
      "Das klingt stark nach dem Zweimassenschwungrad oder der Kupplung. Bei der Laufleistung ist das nicht "
      "ungewöhnlich. Lass das mal in einer Werkstatt anhören, bevor du teure Teile tauschst.",
      "Prüf auch die Zündspulen und die Kerzen. Bei meinem war es genau das gleiche Symptom, nach dem Tausch der "
      "Zündkerzen war das Ruckeln komplett weg. Kostet keine 60 Euro.",
      "Danke euch! Es waren tatsächlich die Zündkerzen, zwei davon hatten einen Riss in der Keramik. Jetzt läuft er "
      "wieder ruhig."]


def _phpbb_post(n: int, who: str, day: str, text: str, sig: str = "") -> str:
    sig_html = f'<div id="sig{n}" class="signature">{sig}</div>' if sig else ""
    return (f'<div id="p{n}" class="post has-profile bg{n % 2 + 1}"><div class="inner"><dl class="postprofile" '
            f'id="profile{n}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u={n}" '
            f'class="username">{who}</a></dt><dd class="profile-rank">Mitglied</dd><dd class="profile-posts"><strong>'
            f'Beiträge:</strong> <a href="./search.php?author_id={n}">{n * 37}</a></dd><dd class="profile-joined"><strong>'
            f'Registriert:</strong> Mo 3. Jan 2022, 18:12</dd></dl><div class="postbody"><div id="post_content{n}"><h3>'
            f'<a href="#p{n}">Re: Golf VII 1.4 TSI ruckelt beim Anfahren</a></h3><ul class="post-buttons"><li><a class="'
            f'button button-icon-only" title="Mit Zitat antworten"><span>Zitieren</span></a></li></ul><p class="author">'
            f'<a class="unread" href="#p{n}"><span>Beitrag</span></a> <span class="responsive-hide">von <strong><a class='
            f'"username">{who}</a></strong> » </span><time datetime="{day}T18:40:00+00:00">{day}</time></p><div class="'
            f'content">{text}</div>{sig_html}</div></div><div class="back2top"><a href="#top" class="top" title="Nach '
            f'oben">Nach oben</a></div></div></div><hr class="divider">')


RAW["phpbb"] = (
    article_head("Golf VII 1.4 TSI ruckelt beim Anfahren - Golf-Forum", "de") +
    '<body id="phpbb" class="nojs notouch section-viewtopic ltr"><div id="wrap" class="wrap"><a id="top" class="top-'
    'anchor" accesskey="t"></a><div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="'
    'site-description" class="site-description"><a id="logo" class="logo" href="./index.php" title="Foren-Übersicht">'
    '<span class="site_logo"></span></a><h1>Golf-Forum</h1><p>Das Forum rund um den VW Golf</p><p class="skiplink"><a '
    'href="#start_here">Zum Inhalt</a></p></div><div id="search-box" class="search-box search-header" role="search">'
    '<form><input name="keywords" placeholder="Suche…"></form></div></div></div><div class="navbar" role="navigation">'
    '<ul id="nav-main" class="nav-main linklist"><li><a href="/app.php/help/faq">FAQ</a></li><li><a href="./ucp.php?mode'
    '=register">Registrieren</a></li><li><a href="./ucp.php?mode=login">Anmelden</a></li></ul><ul id="nav-breadcrumbs" '
    'class="nav-breadcrumbs linklist navlinks"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Foren-'
    'Übersicht</a></span><span class="crumb"><a href="./viewforum.php?f=4">Golf VII</a></span><span class="crumb"><a '
    'href="./viewforum.php?f=9">Motor &amp; Getriebe</a></span></li></ul></div></div><a id="start_here" class="anchor">'
    '</a><div id="page-body" class="page-body" role="main"><h2 class="topic-title"><a href="./viewtopic.php?t=5521">Golf '
    'VII 1.4 TSI ruckelt beim Anfahren</a></h2><div class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t='
    '5521" class="button" title="Antwort erstellen"><span>Antwort erstellen</span></a><div class="pagination">4 Beiträge'
    ' • Seite <strong>1</strong> von <strong>1</strong></div></div>'
    + _phpbb_post(1, "TSI_Timo", "2026-10-02", BB[0])
    + _phpbb_post(2, "Schrauber_Ralf", "2026-10-02", BB[1], "Golf VII GTD, Golf IV 1.9 TDI – beide über 250.000 km")
    + _phpbb_post(3, "Kerstin_W", "2026-10-03", BB[2])
    + _phpbb_post(4, "TSI_Timo", "2026-10-06", BB[3]) +
    '<div class="action-bar bar-bottom"><a href="./posting.php?mode=reply" class="button"><span>Antwort erstellen</span>'
    '</a><div class="pagination">4 Beiträge • Seite <strong>1</strong> von <strong>1</strong></div></div><div class="'
    'action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f=9" class="left-box arrow-left">Zurück '
    'zu „Motor &amp; Getriebe“</a></p></div><div class="stat-block online-list"><h3>Wer ist online?</h3><p>Mitglieder in '
    'diesem Forum: 0 Mitglieder und 7 Gäste</p></div></div><div id="page-footer" class="page-footer" role="contentinfo">'
    '<div class="navbar" role="navigation"><ul class="linklist"><li><a href="./index.php">Foren-Übersicht</a></li><li>'
    '<a href="./memberlist.php?mode=team">Das Team</a></li><li>Alle Zeiten sind <span title="Europa/Berlin">UTC+01:00'
    '</span></li></ul></div><div class="copyright"><p class="footer-row"><span class="footer-copyright">Powered by <a '
    'href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</span></p><p class="footer-row"><span '
    'class="footer-copyright">Deutsche Übersetzung durch phpBB.de</span></p></div></div></div></body></html>',
    "https://www.golf-forum.de/viewtopic.php?t=5521",
    BB, ["Antwort erstellen", "Wer ist online", "Registriert:", "Zurück zu", "Powered by", "Deutsche Übersetzung",
         "Nach oben", "beide über 250.000 km", "Mit Zitat"],
    {"lang": "de"})

# 12 a Discourse topic as crawlers get it (crawler-post, the itemprop text, "Verwandte Themen")
DC = ["Wir möchten in unserem Verein Nextcloud für etwa 40 Mitglieder einrichten. Reicht dafür ein Raspberry Pi 5 "
      "mit einer SSD, oder sollten wir lieber einen kleinen Server mieten?",
      "Für 40 Nutzer mit Dateien und Kalender reicht ein Pi 5 mit 8 GB locker aus. Wichtig ist eine SSD am USB-3-"
      "Anschluss und ein Backup auf ein zweites Medium, am besten außer Haus.",
      "Bedenkt aber die Upload-Geschwindigkeit eures Anschlusses. Wenn der Pi im Vereinsheim mit 10 Mbit/s Upload "
      "hängt, wird das Teilen großer Dateien zäh. Ein gemieteter Server ist da oft entspannter."]
RAW["discourse"] = (
    article_head("Nextcloud für einen Verein: Raspberry Pi oder Server? - Hilfe - Nextcloud Community DE", "de",
                 '<meta name="generator" content="Discourse 3.3.0 - https://github.com/discourse/discourse">') +
    '<body class="crawler"><header><a href="/"><img src="/logo.png" alt="Nextcloud Community DE" id="site-logo"></a>'
    '</header><div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a href="/t/nextcloud-verein/'
    '3381">Nextcloud für einen Verein: Raspberry Pi oder Server?</a></h1><div class="topic-category" itemscope itemtype='
    '"http://schema.org/BreadcrumbList"><span itemprop="itemListElement"><a href="/c/hilfe/5" class="badge-wrapper '
    'bullet" itemprop="item"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span '
    'class="category-name" itemprop="name">Hilfe</span></span></a></span></div></div>'
    + "".join(
        f'<div id="post_{i + 1}" itemprop="{"mainEntity" if i == 0 else "comment"}" itemscope itemtype="http://schema.'
        f'org/{"DiscussionForumPosting" if i == 0 else "Comment"}" class="topic-body crawler-post"><div class="crawler-'
        f'post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop='
        f'"url" href="/u/{who}"><span itemprop="name">{who}</span></a></span><span class="crawler-post-infos"><time '
        f'itemprop="datePublished" datetime="2026-04-{10 + i}T09:12:00Z" class="post-time">April {10 + i}, 2026, 9:12am'
        f'</time><meta itemprop="position" content="{i + 1}"><span itemprop="interactionStatistic" itemscope itemtype="'
        f'http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction">'
        f'<meta itemprop="userInteractionCount" content="{i}"><span class="post-likes">{i} „Gefällt mir“</span></span>'
        f'</span></div><div class="post" itemprop="text"><p>{t}</p></div></div>'
        for i, (who, t) in enumerate((("vorstand_ksv", DC[0]), ("pi_fan", DC[1]), ("netzwerker", DC[2])))) +
    '<div id="related-topics" class="more-topics__list" role="complementary" aria-labelledby="related-topics-title">'
    '<h3 id="related-topics-title" class="more-topics__list-title">Verwandte Themen</h3><div class="topic-list-container">'
    '<table class="topic-list"><thead><tr><th>Thema</th><th>Antworten</th><th>Aufrufe</th><th>Aktivität</th></tr>'
    '</thead><tbody><tr><td><a href="/t/nextcloud-backup/2990">Nextcloud-Backup auf externe Platte</a></td><td>4</td>'
    '<td>512</td><td>März 2026</td></tr></tbody></table></div></div></div><footer class="container wrap"><nav class="'
    'crawler-nav"><ul><li><a href="/">Startseite</a></li><li><a href="/categories">Kategorien</a></li><li><a href="/'
    'guidelines">Richtlinien</a></li><li><a href="/tos">Nutzungsbedingungen</a></li><li><a href="/privacy">'
    'Datenschutzerklärung</a></li></ul></nav></footer><div id="noscript-footer"><p>Powered by <a href="https://www.'
    'discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></div></body></html>',
    "https://help.nextcloud-community.de/t/nextcloud-verein/3381",
    DC, ["Verwandte Themen", "Nextcloud-Backup", "Gefällt mir", "Richtlinien", "best viewed with JavaScript"],
    {"lang": "de"})

# 13 a Verbraucherzentrale-like advice page (Drupal; "Das Wichtigste in Kürze" as a box of points; "Stand:")
VZ = ["Das Wichtigste in Kürze:",
      "Ein Handyvertrag mit 24 Monaten Laufzeit verlängert sich nach Ablauf nur noch auf unbestimmte Zeit.",
      "Danach können Sie jederzeit mit einer Frist von einem Monat kündigen.",
      "Seit März 2022 muss jeder Anbieter einen Kündigungsbutton auf seiner Website haben.",
      "Viele Verbraucherinnen und Verbraucher zahlen jahrelang mehr als nötig, weil sie ihren Handyvertrag nach der "
      "Mindestlaufzeit einfach weiterlaufen lassen. Dabei sind die Tarife für Neukunden oft deutlich günstiger.",
      "So kündigen Sie richtig",
      "Am einfachsten kündigen Sie über den Kündigungsbutton auf der Website des Anbieters. Der Button muss gut "
      "sichtbar sein und darf nicht hinter einem Login versteckt werden. Sichern Sie die Bestätigung als PDF.",
      "Rufnummer mitnehmen",
      "Ihre Rufnummer können Sie zum neuen Anbieter mitnehmen. Der alte Anbieter darf dafür höchstens 6,82 Euro "
      "verlangen, viele verzichten ganz auf die Gebühr."]
RAW["verbraucher"] = (
    article_head("Handyvertrag kündigen: Das müssen Sie wissen | Verbraucherzentrale.de", "de",
                 '<meta name="generator" content="Drupal 10 (https://www.drupal.org)">') +
    '<body class="path-node page-node-type-artikel"><a href="#main-content" class="visually-hidden focusable skip-link">'
    'Direkt zum Inhalt</a><div class="dialog-off-canvas-main-canvas"><header class="header" role="banner"><div class="'
    'header__logo"><a href="/" rel="home">Verbraucherzentrale</a></div><nav role="navigation" class="main-nav"><ul class'
    '="menu"><li><a href="/geld-versicherungen">Geld &amp; Versicherungen</a></li><li><a href="/digitale-welt">Digitale '
    'Welt</a></li><li><a href="/energie">Energie</a></li><li><a href="/beratung">Beratung</a></li></ul></nav><div class='
    '"header__bundesland"><a href="/bundesland">Bundesland wählen</a></div></header><main role="main"><a id="main-content"'
    ' tabindex="-1"></a><div class="region region-content"><article role="article" class="node node--type-artikel node--'
    'view-mode-full"><div class="breadcrumb"><a href="/">Startseite</a> › <a href="/digitale-welt">Digitale Welt</a> › '
    '<a href="/digitale-welt/mobilfunk">Mobilfunk und Festnetz</a></div><h1 class="page-title"><span class="field field--'
    'name-title">Handyvertrag kündigen: Das müssen Sie wissen</span></h1><div class="node__meta"><span class="stand">'
    'Stand: 12.08.2026</span></div><div class="node__content"><div class="field field--name-field-zusammenfassung '
    f'summary-box"><div class="summary-box__title">{VZ[0]}</div><ul><li>{VZ[1]}</li><li>{VZ[2]}</li><li>{VZ[3]}</li>'
    '</ul></div><div class="field field--name-field-bild"><figure><img src="/handy.jpg" alt=""><figcaption>Foto: '
    'Prostock-studio / stock.adobe.com</figcaption></figure></div><div class="field field--name-field-paragraphs">'
    f'<div class="paragraph paragraph--type--text"><div class="field field--name-field-text"><p>{VZ[4]}</p></div></div>'
    f'<div class="paragraph paragraph--type--text"><div class="field field--name-field-text"><h2>{VZ[5]}</h2><p>{VZ[6]}'
    '</p></div></div><div class="paragraph paragraph--type--teaser-box"><div class="teaser-box"><span class="teaser-box__'
    'label">Tipp</span><a href="/musterbrief-kuendigung">Musterbrief: Kündigung eines Handyvertrags</a></div></div>'
    f'<div class="paragraph paragraph--type--text"><div class="field field--name-field-text"><h2>{VZ[7]}</h2><p>{VZ[8]}'
    '</p></div></div></div><div class="article-rating"><p class="article-rating__question">War dieser Artikel hilfreich?'
    '</p><button>Ja</button><button>Nein</button></div><div class="field field--name-field-foerderhinweis"><p>Gefördert '
    'durch das Bundesministerium der Justiz und für Verbraucherschutz.</p></div></div></article></div></main><aside '
    'class="region region-sidebar"><div class="block block-beratung"><h2>Beratung vor Ort</h2><p>Finden Sie eine '
    'Beratungsstelle in Ihrer Nähe.</p><a href="/beratungsstellen">Beratungsstelle suchen</a></div></aside><footer class'
    '="footer" role="contentinfo"><ul class="menu"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">'
    'Datenschutz</a></li><li><a href="/barrierefreiheit">Barrierefreiheit</a></li></ul><p>© Verbraucherzentrale Bundes'
    'verband e.V.</p></footer></div></body></html>',
    "https://www.verbraucherzentrale.de/digitale-welt/mobilfunk/handyvertrag-kuendigen-das-muessen-sie-wissen-12345",
    VZ, ["Direkt zum Inhalt", "Bundesland wählen", "Musterbrief", "War dieser Artikel hilfreich", "Beratung vor Ort",
         "Beratungsstelle suchen", "Prostock-studio"],
    {"lang": "de"})

# 14 an Ärzteblatt-like medical news item (a teaser box "Mehr zum Thema", "Schlagworte", the comments' login)
AE = ["Die Zahl der Masernfälle in Deutschland ist im laufenden Jahr deutlich gestiegen. Bis Ende Oktober meldeten "
      "die Gesundheitsämter dem Robert Koch-Institut 1.148 Erkrankungen, mehr als doppelt so viele wie im Vorjahr.",
      "Besonders betroffen sind Kinder unter fünf Jahren und junge Erwachsene, die als Kinder nur einmal oder gar "
      "nicht geimpft wurden. In 83 Prozent der Fälle mit bekanntem Impfstatus lag keine vollständige Impfung vor.",
      "Das RKI erinnert daran, dass die Ständige Impfkommission zwei Impfungen bis zum Ende des zweiten Lebensjahres "
      "empfiehlt. Nach 1970 geborene Erwachsene mit unklarem Impfstatus sollten einmalig nachgeimpft werden.",
      "Die Kinder- und Jugendärzte verwiesen auf Lieferengpässe bei einem der Kombinationsimpfstoffe im Frühjahr. "
      "Diese seien inzwischen behoben, Praxen könnten wieder ohne Einschränkungen impfen."]
RAW["aerzteblatt"] = (
    news_head("Masernfälle in Deutschland mehr als verdoppelt", "de",
              "Masernfälle in Deutschland mehr als verdoppelt", "Deutsches Ärzteblatt", "2026-11-05") +
    '<body><div id="page"><header id="header"><a class="logo" href="/">Deutsches Ärzteblatt</a><nav id="mainnav"><ul>'
    '<li><a href="/nachrichten">Nachrichten</a></li><li><a href="/archiv">Archiv</a></li><li><a href="/cme">CME</a></li>'
    '<li><a href="/stellenangebote">Stellenangebote</a></li></ul></nav><div class="login-box"><a href="/login">Login'
    '</a></div></header><div id="content" class="container"><div class="row"><div class="col-main"><div class="newsDetail'
    '"><div class="newsMeta"><span class="newsRessort">Medizin</span> <span class="newsDate">Donnerstag, 5. November 2026'
    '</span></div><h1 class="newsTitle">Masernfälle in Deutschland mehr als verdoppelt</h1><div class="newsShare"><a>'
    'Teilen</a><a>Drucken</a><a>Merken</a></div><div class="newsImage"><img src="/masern.jpg" alt=""><p class="caption">'
    '/picture alliance, Sebastian Gollnow</p></div>'
    f'<div class="newsText"><p><strong>Berlin</strong> – {AE[0]}</p><p>{AE[1]}</p>'
    '<div class="relatedNews"><h3>Mehr zum Thema</h3><ul><li><a href="/n/1">Impfquoten bei Schulanfängern stagnieren'
    '</a></li><li><a href="/n/2">STIKO aktualisiert Empfehlungen zur Masernimpfung</a></li></ul></div>'
    f'<p>{AE[2]}</p><p>{AE[3]}</p><p class="kuerzel">© dpa/aerzteblatt.de</p></div><div class="newsTags"><strong>'
    'Schlagworte:</strong> <a href="/t/masern">Masern</a>, <a href="/t/impfen">Impfen</a>, <a href="/t/rki">RKI</a>'
    '</div><div class="newsComments"><h3>Kommentare</h3><p>Die Kommentarfunktion steht nur registrierten Ärztinnen und '
    'Ärzten zur Verfügung. <a href="/login">Bitte loggen Sie sich ein.</a></p></div></div></div><div class="col-side">'
    '<div class="box mostRead"><h3>Meistgelesen</h3><ol><li><a href="/n/3">Krankenhausreform: Länder fordern Nachbesser'
    'ungen</a></li></ol></div><div class="box newsletter"><h3>Newsletter</h3><p>Die wichtigsten Nachrichten täglich per '
    'E-Mail.</p></div></div></div></div><footer id="footer"><a href="/impressum">Impressum</a><a href="/datenschutz">'
    'Datenschutz</a><p>© Deutscher Ärzteverlag GmbH</p></footer></div></body></html>',
    "https://www.aerzteblatt.de/nachrichten/158812/Masernfaelle-in-Deutschland-mehr-als-verdoppelt",
    [f"Berlin – {AE[0]}"] + AE[1:],
    ["Mehr zum Thema", "Impfquoten", "STIKO aktualisiert", "Schlagworte", "Kommentarfunktion", "Meistgelesen",
     "Krankenhausreform", "Die wichtigsten Nachrichten täglich", "Drucken", "Sebastian Gollnow"],
    {"date": "2026-11-05", "lang": "de"})

# 15 a Blogger blog (post-body written with <br>; "Eingestellt von", "Labels:", the blog archive)
BG = ["Heute gibt es endlich das Rezept für den Zwetschgendatschi, nach dem mich so viele von euch gefragt haben. "
      "Es ist das Rezept meiner Oma aus dem Allgäu, und es gelingt wirklich jedes Mal.",
      "Für den Hefeteig verrührt ihr 500 g Mehl, einen Würfel Hefe, 80 g Zucker, 80 g weiche Butter und 250 ml "
      "lauwarme Milch zu einem glatten Teig. Der darf dann eine Stunde an einem warmen Ort gehen.",
      "In der Zwischenzeit 2 kg Zwetschgen waschen, entsteinen und vierteln. Den Teig auf einem gefetteten Blech "
      "ausrollen und die Zwetschgen dicht an dicht schuppenartig darauflegen.",
      "Bei 200 Grad etwa 35 Minuten backen. Noch warm mit Zimtzucker bestreuen und am besten mit Sahne servieren!"]
RAW["blogger"] = (
    article_head("Omas Zwetschgendatschi", "de", '<meta name="generator" content="Blogger">') +
    '<body class="variant-indie"><div class="outer-wrapper"><header class="header-outer"><div class="Header widget" id="'
    'Header1"><h1 class="title"><a href="https://allgaeuer-backstube.blogspot.com/">Allgäuer Backstube</a></h1><p class='
    '"description">Backen wie früher</p></div></header><div class="main-outer"><div class="main-inner"><div class="'
    'column-center-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts'
    ' hfeed"><div class="date-outer"><h2 class="date-header"><span>Sonntag, 7. September 2026</span></h2><div class="'
    'date-posts"><div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" '
    'itemscope itemtype="http://schema.org/BlogPosting"><h3 class="post-title entry-title" itemprop="name">Omas '
    'Zwetschgendatschi</h3><div class="post-header"></div><div class="post-body entry-content" id="post-body-4411" '
    f'itemprop="description articleBody">{BG[0]}<br><br><div class="separator" style="clear: both; text-align: center;">'
    '<a href="https://blogger.googleusercontent.com/img/a/datschi.jpg" style="margin-left: 1em; margin-right: 1em;"><img '
    'border="0" height="400" src="https://blogger.googleusercontent.com/img/a/datschi-s400.jpg" width="600"></a></div>'
    f'<br>{BG[1]}<br><br>{BG[2]}<br><br>{BG[3]}<br><br>Lasst es euch schmecken!<br>Eure Resi<div style="clear: both;">'
    '</div></div><div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author '
    'vcard">Eingestellt von <span class="fn" itemprop="author" itemscope itemtype="http://schema.org/Person"><span '
    'itemprop="name">Resi Kaltenbrunner</span></span></span> <span class="post-timestamp">um <a class="timestamp-link" '
    'href="#"><abbr class="published" itemprop="datePublished" title="2026-09-07T10:30:00+02:00">10:30</abbr></a></span>'
    ' <span class="post-comment-link"><a class="comment-link" href="#comments">3 Kommentare:</a></span></div><div class='
    '"post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" title="Diesen Post per '
    'E-Mail versenden"><span class="share-button-link-text">Diesen Post per E-Mail versenden</span></a><a class="goog-'
    'inline-block share-button sb-blog"><span class="share-button-link-text">BlogThis!</span></a></div><div class="post-'
    'footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/Kuchen" rel="tag">Kuchen'
    '</a>, <a href="/search/label/Hefeteig" rel="tag">Hefeteig</a></span></div></div></div><div class="comments" id="'
    'comments"><h4>3 Kommentare:</h4><div class="comments-content"><div class="comment-block"><div class="comment-header">'
    '<cite class="user">Anonym</cite><span class="datetime">7. September 2026 um 14:02</span></div><p class="comment-'
    'content">Genau so hat ihn meine Oma auch gemacht, danke!</p></div></div><p class="comment-footer"><a href="#">'
    'Kommentar veröffentlichen</a></p></div></div></div></div><div class="blog-pager" id="blog-pager"><a class="blog-'
    'pager-newer-link" href="#">Neuerer Post</a><a class="blog-pager-older-link" href="#">Älterer Post</a><a class="home-'
    'link" href="/">Startseite</a></div><div class="post-feeds"><div class="feed-links">Abonnieren <a class="feed-link">'
    'Kommentare zum Post (Atom)</a></div></div></div></div></div></div><div class="column-right-outer"><div class="'
    'sidebar section" id="sidebar-right-1"><div class="widget BlogArchive" id="BlogArchive1"><h2>Blog-Archiv</h2><ul '
    'class="hierarchy"><li><a href="/2026/">2026</a> (14)</li><li><a href="/2025/">2025</a> (22)</li></ul></div><div '
    'class="widget Profile" id="Profile1"><h2>Über mich</h2><dl class="profile-datablock"><dd class="profile-data"><a '
    'class="profile-name-link">Resi</a></dd><dd class="profile-textblock">Backen ist meine Leidenschaft.</dd></dl></div>'
    '</div></div></div></div><footer class="footer-outer"><div class="Attribution widget">Design: Einfach. Powered by '
    '<a href="https://www.blogger.com">Blogger</a>.</div></footer></div></body></html>',
    "https://allgaeuer-backstube.blogspot.com/2026/09/omas-zwetschgendatschi.html",
    BG, ["Eingestellt von", "Labels:", "Diesen Post per E-Mail", "BlogThis", "Neuerer Post", "Blog-Archiv",
         "Genau so hat ihn", "Kommentar veröffentlichen", "Powered by", "Abonnieren"],
    {"author": "Resi Kaltenbrunner", "date": "2026-09-07", "lang": "de"})

# 16 a Gemeinde's public notice (Amtliche Bekanntmachung, a table of dates, the "Drucken" and contact boxes)
GB = ["Bekanntmachung über die Auslegung des Entwurfs des Bebauungsplans Nr. 47 „Am Mühlbach“",
      "Der Gemeinderat der Gemeinde Oberhaching hat in seiner Sitzung am 21. Oktober 2026 den Entwurf des "
      "Bebauungsplans Nr. 47 „Am Mühlbach“ gebilligt und die öffentliche Auslegung beschlossen.",
      "Der Entwurf mit Begründung und Umweltbericht liegt in der Zeit vom 10. November bis einschließlich 12. Dezember "
      "2026 im Rathaus, Zimmer 2.14, während der allgemeinen Öffnungszeiten zur Einsichtnahme aus.",
      "Montag bis Freitag",
      "8:00 bis 12:00 Uhr",
      "Donnerstag zusätzlich",
      "14:00 bis 18:00 Uhr",
      "Während der Auslegungsfrist können Stellungnahmen schriftlich oder zur Niederschrift abgegeben werden. Nicht "
      "fristgerecht abgegebene Stellungnahmen können bei der Beschlussfassung unberücksichtigt bleiben."]
RAW["gemeinde"] = (
    site_head("Amtliche Bekanntmachung: Bebauungsplan Nr. 47 „Am Mühlbach“ - Gemeinde Oberhaching", "de") +
    '<body class="bekanntmachung"><div id="skiplinks"><a href="#inhalt">Zum Inhalt</a><a href="#navigation">Zur '
    'Navigation</a></div><header class="kopf"><a href="/" class="wappen">Gemeinde Oberhaching</a><nav id="navigation" '
    'class="hauptnavigation"><ul><li><a href="/rathaus">Rathaus &amp; Politik</a></li><li><a href="/buergerservice">'
    'Bürgerservice</a></li><li><a href="/leben">Leben in Oberhaching</a></li></ul></nav><form class="suche"><input '
    'placeholder="Suchbegriff eingeben"></form></header><div class="wrapper"><nav class="subnavigation"><ul><li><a href'
    '="/rathaus/bekanntmachungen" class="aktiv">Amtliche Bekanntmachungen</a></li><li><a href="/rathaus/sitzungen">'
    'Sitzungstermine</a></li><li><a href="/rathaus/haushalt">Haushalt</a></li></ul></nav><div id="inhalt" class="inhalt">'
    '<div class="pfad">Sie sind hier: <a href="/">Startseite</a> / <a href="/rathaus">Rathaus</a> / Amtliche '
    f'Bekanntmachungen</div><div class="artikel"><p class="datum">Veröffentlicht am 28.10.2026</p><h1>{GB[0]}</h1>'
    f'<p>{GB[1]}</p><p>{GB[2]}</p><table class="oeffnungszeiten"><tbody><tr><td>{GB[3]}</td><td>{GB[4]}</td></tr><tr>'
    f'<td>{GB[5]}</td><td>{GB[6]}</td></tr></tbody></table><p>{GB[7]}</p><p>Oberhaching, 28.10.2026<br>Gemeinde '
    'Oberhaching<br>Stefan Schelle, Erster Bürgermeister</p><div class="downloads"><h2>Downloads</h2><ul><li><a href="/'
    'bplan47.pdf">Planzeichnung (PDF, 3,2 MB)</a></li><li><a href="/begruendung.pdf">Begründung (PDF, 1,1 MB)</a></li>'
    '</ul></div><div class="werkzeuge"><a href="javascript:window.print()">Seite drucken</a> <a href="/empfehlen">Seite '
    'empfehlen</a></div></div></div><aside class="randspalte"><div class="kontaktbox"><h2>Ihr Kontakt</h2><p>Bauamt<br>'
    'Frau Anja Reindl<br>Tel. 089 61377-214</p></div></aside></div><footer class="fuss"><p>Gemeinde Oberhaching · '
    'Alpenstraße 11 · 82041 Oberhaching</p><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a>'
    '</footer></body></html>',
    "https://www.oberhaching.de/rathaus/bekanntmachungen/bebauungsplan-47-am-muehlbach",
    GB, ["Zur Navigation", "Sie sind hier", "Seite drucken", "Seite empfehlen", "Ihr Kontakt", "Alpenstraße 11",
         "Sitzungstermine", "Suchbegriff"],
    {"lang": "de"})

# 17 a football club's match report on WordPress (the line-up as a list, a sponsor box, "Teilen auf")
FB = ["Unsere Erste hat am Sonntag das Derby gegen den TSV Wartenberg mit 3:1 gewonnen und bleibt damit an der "
      "Tabellenspitze der Kreisliga. Vor rund 400 Zuschauern brauchte die Mannschaft allerdings eine Halbzeit, um ins "
      "Spiel zu finden.",
      "Nach dem 0:1 durch einen Foulelfmeter kurz vor der Pause stellte Trainer Markus Held auf eine Viererkette um. "
      "Fünf Minuten nach Wiederanpfiff glich Jonas Bauer per Kopf nach einer Ecke aus.",
      "In der 71. Minute traf Tobias Stangl mit einem Schuss aus 20 Metern ins linke Eck, den Schlusspunkt setzte "
      "der eingewechselte Lukas Weber in der Nachspielzeit.",
      "Aufstellung: Huber – Maier, Bauer, Schmid, Kraus – Stangl, Wimmer (60. Weber), Fischer – Hofmann, Lechner, "
      "Gruber (75. Aigner)",
      "Tore: 0:1 Ertl (43., FE), 1:1 Bauer (50.), 2:1 Stangl (71.), 3:1 Weber (90.+2)"]
RAW["sportverein"] = (
    news_head("Derbysieg! Erste schlägt Wartenberg 3:1 – SV Langenpreising", "de",
              "Derbysieg! Erste schlägt Wartenberg 3:1", "Florian Huber", "2026-09-20", "BlogPosting") +
    '<body class="post-template-default single single-post"><div id="page" class="site"><header id="masthead" class="'
    'site-header"><div class="site-branding"><p class="site-title"><a href="/">SV Langenpreising</a></p><p class="site-'
    'description">Fußball, Tennis, Stockschießen seit 1948</p></div><nav id="site-navigation" class="main-navigation">'
    '<ul id="primary-menu" class="menu"><li><a href="/fussball/">Fußball</a></li><li><a href="/tennis/">Tennis</a></li>'
    '<li><a href="/verein/">Verein</a></li></ul></nav></header><div id="content" class="site-content"><main id="primary"'
    ' class="site-main"><article class="post type-post status-publish category-erste-mannschaft"><header class="entry-'
    'header"><h1 class="entry-title">Derbysieg! Erste schlägt Wartenberg 3:1</h1><div class="entry-meta"><span class="'
    'posted-on">Veröffentlicht am <time class="entry-date published" datetime="2026-09-20T19:05:00+02:00">20. September '
    '2026</time></span><span class="byline"> von <span class="author vcard"><a class="url fn n" href="/author/flo/">'
    'Florian Huber</a></span></span></div></header><div class="entry-content">'
    f'<p>{FB[0]}</p><p>{FB[1]}</p><p>{FB[2]}</p><p><strong>Aufstellung:</strong> {FB[3][13:]}</p>'
    f'<p><strong>Tore:</strong> {FB[4][6:]}</p>'
    '<div class="wp-block-image sponsor"><figure><a href="https://www.autohaus-brandl.de"><img src="/brandl.png" alt='
    '"Autohaus Brandl"></a><figcaption>Unser Spieltagssponsor: Autohaus Brandl</figcaption></figure></div></div><footer'
    ' class="entry-footer"><span class="cat-links">Veröffentlicht in <a href="/category/erste-mannschaft/">Erste Mann'
    'schaft</a></span></footer></article><div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-'
    'block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Teilen mit:</h3><div class="sd-content"><ul>'
    '<li><a class="share-facebook sd-button"><span>Facebook</span></a></li><li><a class="share-jetpack-whatsapp sd-'
    'button"><span>WhatsApp</span></a></li></ul></div></div></div><nav class="navigation post-navigation"><div class="'
    'nav-links"><div class="nav-previous"><a href="/u17/" rel="prev">U17 verliert knapp in Erding</a></div></div></nav>'
    '</main><aside id="secondary" class="widget-area"><section class="widget widget_text"><h2 class="widget-title">'
    'Nächstes Heimspiel</h2><div class="textwidget"><p>Sa., 27.09., 15:00 Uhr<br>SV Langenpreising – FC Moosburg</p>'
    '</div></section></aside></div><footer id="colophon" class="site-footer"><div class="site-info">© 2026 SV '
    'Langenpreising e.V. | <a href="/impressum/">Impressum</a> | <a href="/datenschutz/">Datenschutz</a></div></footer>'
    '</div></body></html>',
    "https://www.sv-langenpreising.de/2026/09/20/derbysieg-erste-schlaegt-wartenberg/",
    FB, ["Spieltagssponsor", "Teilen mit", "U17 verliert", "Nächstes Heimspiel", "FC Moosburg", "Veröffentlicht in"],
    {"author": "Florian Huber", "date": "2026-09-20", "lang": "de"})

# 18 a classified ad (Kleinanzeigen-like: the price, the details list, the description, the seller's box)
KA = ["Verkaufe mein gut erhaltenes Trekkingrad, da ich auf ein E-Bike umgestiegen bin. Das Rad wurde regelmäßig "
      "gewartet, zuletzt im Frühjahr mit neuer Kette und neuen Bremsbelägen.",
      "Rahmenhöhe 56 cm, passend für Körpergrößen von etwa 1,75 bis 1,85 m. Shimano Deore 27-Gang-Schaltung, "
      "hydraulische Scheibenbremsen, Nabendynamo mit LED-Licht. Kleine Kratzer am Rahmen, sonst top.",
      "Nur Abholung in Regensburg-Kumpfmühl, kein Versand. Probefahrt gerne nach Absprache."]
RAW["kleinanzeigen"] = (
    site_head("Trekkingrad Cube Touring 28 Zoll, RH 56 in Bayern - Regensburg | Herrenfahrrad gebraucht kaufen", "de")
    + '<body><div id="site-header"><a class="site-logo" href="/">Kleinanzeigen</a><form id="site-search"><input '
    'placeholder="Was suchst du?"></form><a href="/m-einloggen.html">Einloggen</a><a href="/p-anzeige-aufgeben.html">'
    'Anzeige aufgeben</a></div><div id="site-content"><div id="vap-brdcrmb" class="breadcrump"><a class="breadcrump-'
    'link" href="/s-regensburg/">Regensburg</a> › <a class="breadcrump-link" href="/s-fahrraeder/">Fahrräder &amp; '
    'Zubehör</a> › <span class="breadcrump-summary">Herrenfahrrad</span></div><section id="viewad-main" class="l-container'
    '"><article id="viewad-product" class="l-splitpage-content"><div id="viewad-main-info" class="boxedarticle"><h1 id="'
    'viewad-title" class="boxedarticle--title" itemprop="name">Trekkingrad Cube Touring 28 Zoll, RH 56</h1><div class="'
    'boxedarticle--flex--container"><h2 class="boxedarticle--price" id="viewad-price">390 € VB</h2></div><div class="'
    'boxedarticle--details--full"><div id="viewad-locality" itemprop="locality">93051 Regensburg - Kumpfmühl</div><div '
    'id="viewad-extra-info" class="boxedarticle--details--full"><div><span>12.10.2026</span></div><div><span>319</span> '
    'Besucher</div></div></div></div><div id="viewad-details" class="splitlinebox l-container-row"><h2 class="'
    'splitlinebox--title">Details</h2><ul class="addetailslist"><li class="addetailslist--detail">Art<span class="'
    'addetailslist--detail--value">Herren</span></li><li class="addetailslist--detail">Typ<span class="addetailslist--'
    'detail--value">Trekkingräder</span></li><li class="addetailslist--detail">Versand<span class="addetailslist--detail'
    '--value">Nur Abholung</span></li></ul></div><div id="viewad-description" class="splitlinebox l-container-row"><h2 '
    'class="splitlinebox--title">Beschreibung</h2><p id="viewad-description-text" class="text-force-linebreak" itemprop'
    f'="description">{KA[0]}<br><br>{KA[1]}<br><br>{KA[2]}</p></div><div id="viewad-adid-box" class="splitlinebox"><ul '
    'class="flexlist text-light-800"><li>Anzeigennr.: 2890114532</li></ul></div><div id="viewad-bottom-actions"><a '
    'class="taglink">Anzeige melden</a><a>Drucken</a></div></article><aside id="viewad-sidebar" class="l-splitpage-'
    'navigation"><div id="viewad-contact" class="iconlist-text"><div id="viewad-profile-box" class="userprofile"><span '
    'class="userprofile--name"><a href="/s-bestandsliste.html?userId=123">Stefan</a></span><span class="userprofile-'
    'vip-details-text">Privater Nutzer</span><span>Aktiv seit 14.03.2019</span><span class="userprofile--badge">Freundlich'
    '</span><span class="userprofile--badge">Zuverlässig</span></div><a class="button-primary" id="viewad-contact-button'
    '">Nachricht schreiben</a></div><div class="ad-safety-tips"><h3>Sicher handeln</h3><p>Zahle nie per Vorkasse an '
    'Unbekannte und triff dich für die Übergabe an einem öffentlichen Ort.</p></div></aside></section><section id="'
    'viewad-other-ads"><h2>Das könnte dich auch interessieren</h2><ul><li><a href="/s-anzeige/1">Damenrad Kalkhoff 28 '
    'Zoll</a> 250 €</li></ul></section></div><footer id="site-footer"><a href="/impressum.html">Impressum</a><a href="'
    '/datenschutz.html">Datenschutzerklärung</a><p>© 2009-2026 Kleinanzeigen GmbH</p></footer></body></html>',
    "https://www.kleinanzeigen.de/s-anzeige/trekkingrad-cube-touring-28-zoll-rh-56/2890114532-217-6219",
    KA, ["Einloggen", "Anzeige aufgeben", "Anzeige melden", "Nachricht schreiben", "Zahle nie per Vorkasse",
         "Das könnte dich auch", "Damenrad Kalkhoff", "Aktiv seit", "Kleinanzeigen GmbH"],
    {"lang": "de"})

# 19 a company's press release in a newsroom (Mynewsdesk-like: the boilerplate "Über …", the press contact, tags)
PR = ["Die Stadtwerke Lüneburg nehmen am Montag den größten Solarpark der Region in Betrieb. Auf einer Fläche von 42 "
      "Hektar zwischen Reppenstedt und Kirchgellersen erzeugen rund 70.000 Module künftig Strom für etwa 11.000 "
      "Haushalte.",
      "Der Park wurde in nur neun Monaten gebaut. Zwischen den Modulreihen weiden Schafe, am Rand wurden Blühstreifen "
      "und zwei Kleingewässer angelegt, die von einem Naturschutzverband betreut werden.",
      "„Mit dem Solarpark decken wir rechnerisch ein Viertel des Strombedarfs aller Privathaushalte in der Stadt“, "
      "sagt Geschäftsführerin Dr. Katrin Brandes. Bürgerinnen und Bürger können sich über eine Genossenschaft "
      "finanziell beteiligen.",
      "Über die Stadtwerke Lüneburg",
      "Die Stadtwerke Lüneburg versorgen rund 80.000 Kundinnen und Kunden mit Strom, Gas, Wärme und Wasser. Das "
      "Unternehmen gehört zu 100 Prozent der Hansestadt Lüneburg und beschäftigt 430 Mitarbeitende."]
RAW["newsroom"] = (
    news_head("Größter Solarpark der Region geht ans Netz | Stadtwerke Lüneburg", "de",
              "Größter Solarpark der Region geht ans Netz", "Stadtwerke Lüneburg", "2026-06-15", "NewsArticle") +
    '<body class="newsroom"><header class="newsroom-header"><a class="newsroom-logo" href="/">Stadtwerke Lüneburg '
    'Newsroom</a><nav class="newsroom-nav"><a href="/news">News</a><a href="/pressreleases">Pressemitteilungen</a><a '
    'href="/images">Bilder</a><a href="/contacts">Kontakte</a></nav><a class="follow-button" href="/subscribe">Folgen'
    '</a></header><main class="material-page"><article class="material"><div class="material-header"><span class="'
    'material-type">Pressemitteilung</span> <span class="material-date"><time datetime="2026-06-15T09:00:00+02:00">'
    '15.06.2026 09:00 CEST</time></span><h1 class="material-title">Größter Solarpark der Region geht ans Netz</h1></div>'
    f'<div class="material-summary"><p>{PR[0]}</p></div><div class="material-body"><p>{PR[1]}</p><p>{PR[2]}</p></div>'
    f'<div class="material-boilerplate"><h2>{PR[3]}</h2><p>{PR[4]}</p></div><div class="material-contacts"><h2>'
    'Pressekontakt</h2><div class="contact-card"><p class="contact-name">Jan Petersen</p><p class="contact-title">'
    'Pressesprecher</p><p><a href="tel:+494131123456">04131 123-456</a></p></div></div><div class="material-tags"><h2>'
    'Schlagwörter</h2><a href="/tags/energie">Energie</a><a href="/tags/solar">Solar</a></div><div class="material-'
    'share"><span>Teilen</span><a>LinkedIn</a><a>E-Mail</a></div></article><section class="related-materials"><h2>'
    'Weitere Pressemitteilungen</h2><a href="/pr/1">Neue Ladesäulen in der Innenstadt</a></section></main><footer class'
    '="newsroom-footer"><p>Powered by <a href="https://www.mynewsdesk.com">Mynewsdesk</a></p><a href="/privacy">'
    'Datenschutz</a></footer></body></html>',
    "https://www.mynewsdesk.com/de/stadtwerke-lueneburg/pressreleases/groesster-solarpark-der-region-geht-ans-netz-3344",
    PR, ["Folgen", "Pressekontakt", "Schlagwörter", "Weitere Pressemitteilungen", "Neue Ladesäulen", "Powered by"],
    {"date": "2026-06-15", "lang": "de"})

# 20 a health magazine's advice (medically reviewed line, the sources list, a "Lesen Sie auch" card between)
HE = ["Eine Blasenentzündung ist bei Frauen eine der häufigsten Infektionen überhaupt. Etwa jede zweite Frau hat "
      "mindestens einmal im Leben eine, viele sogar mehrmals im Jahr.",
      "Typische Beschwerden sind ein häufiger Harndrang, bei dem nur wenig Urin kommt, und ein Brennen beim "
      "Wasserlassen. Manchmal ist der Urin trüb oder riecht unangenehm.",
      "Wann zum Arzt?",
      "Bei Fieber, Schmerzen in den Flanken oder Blut im Urin sollten Sie rasch eine Ärztin oder einen Arzt aufsuchen. "
      "Das gilt auch für Schwangere, Männer und Kinder mit Beschwerden.",
      "Eine unkomplizierte Blasenentzündung heilt oft auch ohne Antibiotikum innerhalb einer Woche ab. Viel trinken und "
      "Wärme können die Beschwerden lindern."]
RAW["gesundheit"] = (
    news_head("Blasenentzündung: Symptome, Ursachen und was hilft | Apotheken Umschau", "de",
              "Blasenentzündung: Symptome, Ursachen und was hilft", "Sabine Weiler", "2026-02-17", "MedicalWebPage") +
    '<body><header class="site-header"><a href="/" class="logo">Apotheken Umschau</a><nav class="main-nav"><a href="/'
    'krankheiten-symptome/">Krankheiten</a><a href="/medikamente/">Medikamente</a><a href="/gesund-bleiben/">Gesund '
    'bleiben</a></nav></header><main><article class="article"><header class="article-header"><nav class="breadcrumb">'
    '<a href="/">Startseite</a> <a href="/krankheiten-symptome/">Krankheiten &amp; Symptome</a></nav><h1 class="article-'
    'title">Blasenentzündung: Symptome, Ursachen und was hilft</h1><div class="article-meta"><span class="author">Von '
    '<a href="/autoren/sabine-weiler">Sabine Weiler</a></span>, <time datetime="2026-02-17">17.02.2026</time><div class='
    '"reviewed-by">Medizinisch geprüft von <a href="/experten/dr-thomas-keller">Dr. med. Thomas Keller</a>, Facharzt für '
    'Urologie</div></div></header><div class="article-body richtext">'
    f'<p class="intro">{HE[0]}</p><p>{HE[1]}</p>'
    '<div class="teaser-card teaser-card--inline"><span class="teaser-card__label">Lesen Sie auch</span><a href="/cranberry'
    '.html" class="teaser-card__link"><span class="teaser-card__title">Helfen Cranberrys wirklich?</span></a></div>'
    f'<h2>{HE[2]}</h2><p>{HE[3]}</p><p>{HE[4]}</p><div class="sources"><h2>Quellen</h2><ol><li>Deutsche Gesellschaft für '
    'Urologie: S3-Leitlinie Harnwegsinfektionen, Aktualisierung 2024.</li><li>Robert Koch-Institut: Antibiotika-'
    'Resistenz-Surveillance, 2025.</li></ol></div><p class="disclaimer">Wichtiger Hinweis: Dieser Artikel enthält nur '
    'allgemeine Hinweise und ersetzt nicht die Beratung durch einen Arzt oder Apotheker.</p></div></article><section '
    'class="related"><h2>Das könnte Sie auch interessieren</h2><a href="/nierenbecken.html">Nierenbeckenentzündung'
    '</a></section></main><footer class="site-footer"><a href="/impressum/">Impressum</a><a href="/datenschutz/">'
    'Datenschutz</a><p>© Wort &amp; Bild Verlag</p></footer></body></html>',
    "https://www.apotheken-umschau.de/krankheiten-symptome/harnwege/blasenentzuendung-701234.html",
    HE, ["Lesen Sie auch", "Helfen Cranberrys", "Das könnte Sie auch", "Nierenbeckenentzündung", "Wort & Bild"],
    {"author": "Sabine Weiler", "date": "2026-02-17", "lang": "de"})

# 21 a Zeit-like article (article__item paragraphs; an inline "Lesen Sie auch" aside; the article's page nav)
ZE = ["Als die Bäckerei Kamps im Frühjahr ihre Filiale im Bahnhof von Wittenberge schloss, war das für viele "
      "Pendler nur eine Randnotiz. Für die Stadt war es ein weiteres Zeichen dafür, dass etwas verloren geht.",
      "Wittenberge hat seit 1990 fast die Hälfte seiner Einwohner verloren. Heute leben noch gut 16.000 Menschen in der "
      "Stadt an der Elbe, viele von ihnen sind älter als 65.",
      "Doch seit einigen Jahren ziehen wieder Menschen her, vor allem aus Berlin und Hamburg. Mit dem Zug ist man in "
      "einer Stunde in beiden Städten, die Mieten liegen bei einem Drittel.",
      "„Wir haben hier Platz, den es in der Stadt nicht mehr gibt“, sagt Miriam Koch, die mit ihrer Familie 2023 aus "
      "Prenzlauer Berg gekommen ist und eine alte Ölmühle zu Wohnungen umbaut."]
RAW["zeit"] = (
    news_head("Wittenberge: Die Stadt, die wieder wächst | ZEIT ONLINE", "de",
              "Wittenberge: Die Stadt, die wieder wächst", "Christian Bangel", "2026-08-09") +
    '<body><div class="page"><header class="header"><a class="header__logo" href="/index">ZEIT ONLINE</a><nav class="'
    'nav"><a href="/politik/index">Politik</a><a href="/gesellschaft/index">Gesellschaft</a><a href="/wirtschaft/index">'
    'Wirtschaft</a><a class="nav__login" href="/anmelden">Anmelden</a></nav></header><main class="main main--article">'
    '<article class="article article--padded" id="js-article"><header class="article-header"><h1 class="article-heading">'
    '<span class="article-heading__kicker">Ostdeutschland</span><span class="article-heading__title">Wittenberge: Die '
    'Stadt, die wieder wächst</span></h1><div class="summary">Jahrzehntelang zogen die Menschen weg. Jetzt kommen sie '
    'zurück.</div><div class="byline">Eine Reportage von <a href="/autoren/B/Christian_Bangel/index">Christian Bangel'
    '</a></div><div class="metadata"><time class="metadata__date" datetime="2026-08-09T08:00:00+02:00">9. August 2026, '
    '8:00 Uhr</time><a class="metadata__commentcount" href="#comments">412 Kommentare</a></div></header><div class="'
    'article-body article-body--article">'
    f'<p class="paragraph article__item">{ZE[0]}</p><p class="paragraph article__item">{ZE[1]}</p>'
    '<aside class="article__item article__item--rimless zplus-teaser"><div class="zplus-teaser__kicker">Lesen Sie auch'
    '</div><a class="zplus-teaser__link" href="/2026/05/landflucht.html"><span>Landflucht: Warum junge Frauen gehen</span>'
    '</a></aside>'
    f'<p class="paragraph article__item">{ZE[2]}</p><p class="paragraph article__item">{ZE[3]}</p></div>'
    '<nav class="article-pagination article__item" aria-label="Seitennavigation"><div class="article-pagination__nexttitle'
    '">Auf der nächsten Seite: Was die Alteingesessenen sagen</div><a class="article-pagination__link" href="/seite-2">'
    'Nächste Seite</a><ul class="article-pager"><li class="article-pager__number article-pager__number--current">1</li>'
    '<li class="article-pager__number"><a href="/seite-2">2</a></li></ul></nav><div class="article-toolbox"><a>Teilen</a>'
    '<a>Kommentieren</a></div></article><section id="comments" class="comment-section"><h2>412 Kommentare</h2></section>'
    '</main><footer class="footer"><a href="/impressum">Impressum</a><a href="/hilfe">Hilfe &amp; Kontakt</a><p>© ZEIT '
    'ONLINE</p></footer></div></body></html>',
    "https://www.zeit.de/gesellschaft/2026-08/wittenberge-zuzug-ostdeutschland-stadtentwicklung",
    ZE, ["Landflucht", "Auf der nächsten Seite", "Nächste Seite", "412 Kommentare", "Hilfe & Kontakt", "Eine Reportage"],
    {"author": "Christian Bangel", "date": "2026-08-09", "lang": "de"})

# 22 a Volkshochschule's course page (the course's facts as a <dl>, the text, the booking box)
VH = ["In diesem Kurs lernen Sie die Grundlagen der Aquarellmalerei: Wie mischt man Farben, wie malt man nass in "
      "nass, und wie entsteht ein lebendiger Himmel? Vorkenntnisse sind nicht erforderlich.",
      "An jedem Abend steht ein Motiv im Mittelpunkt, von der Landschaft über Blumen bis zum einfachen Stillleben. "
      "Die Kursleiterin zeigt jeden Schritt vor, danach malen Sie selbst.",
      "Bitte mitbringen: Aquarellkasten mit mindestens zwölf Farben, zwei Rundpinsel (Größe 6 und 12), Aquarellpapier "
      "im Format DIN A4 und einen Wasserbehälter.",
      "Kursnummer", "261-4410", "Beginn", "Di., 13.01.2027, 18:30 Uhr", "Dauer", "6 Termine", "Kursort",
      "VHS-Haus, Raum 204"]
RAW["vhs"] = (
    site_head("Aquarellmalerei für Einsteiger - Volkshochschule Freising", "de") +
    '<body><div id="header"><a href="/" class="logo">vhs Freising</a><ul class="topnav"><li><a href="/programm">'
    'Programm</a></li><li><a href="/anmeldung">Anmeldung</a></li><li><a href="/warenkorb">Warenkorb (0)</a></li></ul>'
    '</div><div id="content"><div class="breadcrumb"><a href="/programm">Programm</a> &gt; <a href="/programm/kultur">'
    'Kultur</a> &gt; Malen</div><div class="kurs-detail"><h1>Aquarellmalerei für Einsteiger</h1><div class="kurs-'
    f'beschreibung"><p>{VH[0]}</p><p>{VH[1]}</p><p>{VH[2]}</p></div><div class="kurs-daten"><dl><dt>{VH[3]}</dt><dd>'
    f'{VH[4]}</dd><dt>{VH[5]}</dt><dd>{VH[6]}</dd><dt>{VH[7]}</dt><dd>{VH[8]}</dd><dt>{VH[9]}</dt><dd>{VH[10]}</dd>'
    '</dl></div><div class="kurs-buchung"><p class="gebuehr">Gebühr: 84,00 €</p><p class="plaetze">Noch 3 Plätze frei'
    '</p><a class="button" href="/warenkorb/add/261-4410">In den Warenkorb</a><a href="/merkzettel">Auf den Merkzettel'
    '</a></div><div class="kurs-termine"><h2>Termine</h2><table><tr><td>13.01.2027</td><td>18:30 - 20:45 Uhr</td><td>'
    'VHS-Haus, Raum 204</td></tr><tr><td>20.01.2027</td><td>18:30 - 20:45 Uhr</td><td>VHS-Haus, Raum 204</td></tr>'
    '</table></div></div></div><div id="footer"><p>Volkshochschule Freising e.V. · Kammergasse 12 · 85354 Freising</p>'
    '<a href="/impressum">Impressum</a> <a href="/agb">AGB</a></div></body></html>',
    "https://www.vhs-freising.org/programm/kultur/kurs/Aquarellmalerei-fuer-Einsteiger/261-4410",
    VH, ["Warenkorb", "In den Warenkorb", "Merkzettel", "Kammergasse"],
    {"lang": "de"})

# 23 a vBulletin 3 thread (the table layout, post_message_N, the user's box, signatures, the quick reply)
VB = ["Moin, ich will im Frühjahr mein Gewächshaus (3 x 4 m, Doppelstegplatten) auf ein Punktfundament stellen. Reichen "
      "Betonpfosten an den Ecken, oder braucht es ein umlaufendes Streifenfundament?",
      "Bei der Größe würde ich auf jeden Fall ein Streifenfundament oder zumindest einen Rahmen aus Rasenkantensteinen "
      "machen. Sonst zieht es unten durch und im Winter hebt der Frost die Ecken unterschiedlich an.",
      "Ich habe meins auf Pflanzringe gestellt, mit Schotter verfüllt und mit Beton abgegossen. Steht seit acht Jahren "
      "bombenfest, auch bei Sturm."]


def _vb3_post(n: int, who: str, text: str, sig: str = "") -> str:
    sig_html = f'<div>__________________<br>{sig}</div>' if sig else ""
    return (f'<div id="edit{n}" style="padding:0px 0px 6px 0px"><table id="post{n}" class="tborder" cellpadding="6" '
            f'cellspacing="0" border="0" width="100%" align="center"><tr><td class="thead" style="font-weight:normal"><div '
            f'class="normal" style="float:right">&nbsp;#<a href="showpost.php?p={n}&amp;postcount={n % 10}" target="new" '
            f'id="postcount{n}" name="{n % 10}"><strong>{n % 10}</strong></a>&nbsp;</div><div class="normal"><a name="post'
            f'{n}"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Alt"></a> 1{n % 10}.03.2026, 20:1{n % 10}'
            f'</div></td></tr><tr><td class="alt2" style="padding:0px"><table cellpadding="0" cellspacing="6" border="0" '
            f'width="100%"><tr><td nowrap="nowrap"><div id="postmenu_{n}"><a class="bigusername" href="member.php?u={n}">'
            f'{who}</a></div><div class="smallfont">Erfahrener Benutzer</div></td><td width="100%">&nbsp;</td><td valign='
            f'"top" nowrap="nowrap"><div class="smallfont"><div>Registriert seit: 05.2011</div><div>Ort: Ostfriesland</div>'
            f'<div>Beiträge: {n * 13}</div></div></td></tr></table></td></tr><tr><td class="alt1" id="td_post_{n}"><div '
            f'id="post_message_{n}">{text}</div>{sig_html}<div style="margin-top: 10px" align="right"><a href="report.php?p='
            f'{n}"><img class="inlineimg" src="images/buttons/report.gif" alt="Beitrag melden"></a></div></td></tr><tr><td '
            f'class="alt2"><a href="newreply.php?do=newreply&amp;p={n}" rel="nofollow">Zitieren</a></td></tr></table></div>')


RAW["vbulletin3"] = (
    article_head("Punktfundament oder Streifenfundament fürs Gewächshaus? - Gartenforum", "de",
                 '<meta name="generator" content="vBulletin 3.8.11">') +
    '<body><div align="center"><div class="page" style="width:100%; text-align:left"><div style="padding:0px 25px 0px '
    '25px"><table border="0" width="100%" cellpadding="0" cellspacing="0" align="center"><tr><td align="left"><a href="'
    'index.php"><img src="images/misc/logo.gif" border="0" alt="Gartenforum"></a></td></tr></table><br><table class="'
    'tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="alt1" width="100%">'
    '<table cellpadding="0" cellspacing="0" border="0"><tr valign="bottom"><td><span class="navbar"><a href="index.php" '
    'accesskey="1">Gartenforum</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=12">Gewächshaus</a>'
    '</span></td></tr><tr><td class="navbar" style="font-size:10pt; padding-top:1px" colspan="3"><strong>Punktfundament '
    'oder Streifenfundament fürs Gewächshaus?</strong></td></tr></table></td><td class="alt2" nowrap="nowrap" style="'
    'padding:0px"><form action="login.php?do=login" method="post"><table cellpadding="0" cellspacing="3" border="0"><tr>'
    '<td class="smallfont"><label for="navbar_username">Benutzername</label></td><td><input id="navbar_username"></td>'
    '<td class="smallfont"><label><input type="checkbox">Angemeldet bleiben?</label></td></tr></table></form></td></tr>'
    '</table><br><div class="tborder" style="padding:1px; border-top-width:0px"><table cellpadding="0" cellspacing="0" '
    'border="0" width="100%" align="center"><tr><td class="vbmenu_control"><a href="#">Themen-Optionen</a></td><td class="'
    'vbmenu_control"><a href="#">Ansicht</a></td></tr></table></div><div id="posts">'
    + _vb3_post(71201, "Deichgraf", VB[0]) + _vb3_post(71202, "Tomatenheinz", VB[1], "Wer nicht gießt, der nicht erntet.")
    + _vb3_post(71203, "Gartenzwergin", VB[2]) +
    '<div id="lastpost"></div></div><br><table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%">'
    '<tr><td class="tcat">Lesezeichen</td></tr><tr><td class="alt1"><a href="#">Google</a> <a href="#">Facebook</a>'
    '</td></tr></table><br><table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="'
    'tcat">Ähnliche Themen</td></tr><tr><td class="alt1"><a href="showthread.php?t=1">Fundament für Gartenhaus</a> – '
    '12 Antworten</td></tr></table><br><div class="smallfont" align="center">Alle Zeitangaben in WEZ +1. Es ist jetzt '
    '21:14 Uhr.</div><br></div></div></div><div class="smallfont" align="center">Powered by vBulletin® Version 3.8.11'
    '<br>Copyright ©2000 - 2026, vBulletin Solutions, Inc.</div></body></html>',
    "https://www.gartenforum.de/showthread.php?t=48812",
    VB, ["Angemeldet bleiben", "Themen-Optionen", "Registriert seit", "Wer nicht gießt", "Lesezeichen",
         "Ähnliche Themen", "Fundament für Gartenhaus", "Alle Zeitangaben", "Powered by", "Zitieren"],
    {"lang": "de"})

# 24 a parish's page on WordPress (services as a list of dates, a "Termine" widget, the parish office box)
KI = ["Liebe Gemeinde, in diesem Jahr feiern wir den Heiligen Abend wieder in beiden Kirchen unserer Pfarrei. Alle "
      "Gottesdienste finden auch bei schlechtem Wetter statt, die Kirchen sind beheizt.",
      "24. Dezember, 15:30 Uhr: Krippenspiel für Familien in St. Martin",
      "24. Dezember, 17:00 Uhr: Christmette mit dem Kirchenchor in St. Martin",
      "24. Dezember, 22:00 Uhr: Christmette in Maria Himmelfahrt, Oberdorf",
      "25. Dezember, 10:00 Uhr: Festgottesdienst mit Bläserensemble in St. Martin",
      "Die Kollekte an Heiligabend ist wie jedes Jahr für Adveniat bestimmt, das Hilfswerk der Katholiken in "
      "Deutschland für Lateinamerika. Wir danken allen, die mit ihrer Spende helfen."]
RAW["pfarrei"] = (
    article_head("Gottesdienste an Weihnachten – Pfarreiengemeinschaft St. Martin", "de") +
    '<body class="page-template-default page"><div id="page"><header id="masthead"><div class="site-branding"><a href="/"'
    ' class="custom-logo-link"><img src="/logo.png" alt="Pfarreiengemeinschaft St. Martin"></a></div><nav id="site-'
    'navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li><a href="/gottesdienste/">Gottesdienste'
    '</a></li><li><a href="/sakramente/">Sakramente</a></li><li><a href="/gruppen/">Gruppen</a></li><li><a href="/'
    'pfarrbrief/">Pfarrbrief</a></li></ul></nav></header><div id="content"><main id="main"><article class="page type-page'
    ' status-publish hentry"><header class="entry-header"><h1 class="entry-title">Gottesdienste an Weihnachten</h1>'
    f'</header><div class="entry-content"><p>{KI[0]}</p><ul class="wp-block-list"><li><strong>{KI[1][:26]}</strong>'
    f'{KI[1][26:]}</li><li><strong>{KI[2][:26]}</strong>{KI[2][26:]}</li><li><strong>{KI[3][:26]}</strong>{KI[3][26:]}'
    f'</li><li><strong>{KI[4][:26]}</strong>{KI[4][26:]}</li></ul><p>{KI[5]}</p><p>Ihr Pastoralteam</p></div></article>'
    '</main><aside id="secondary" class="widget-area"><section class="widget widget_text"><h2 class="widget-title">'
    'Pfarrbüro</h2><div class="textwidget"><p>Kirchplatz 3, 86899 Landsberg<br>Tel. 08191 2211<br>Mo, Mi, Fr 9–12 Uhr'
    '</p></div></section><section class="widget tribe-events-widget"><h2 class="widget-title">Nächste Termine</h2><ul>'
    '<li>02.12. Seniorennachmittag</li><li>05.12. Rorate-Messe</li></ul></section></aside></div><footer id="colophon"><div'
    ' class="site-info"><a href="/impressum/">Impressum</a> | <a href="/datenschutz/">Datenschutz</a></div></footer></div>'
    '</body></html>',
    "https://www.pg-st-martin.de/gottesdienste-an-weihnachten/",
    KI, ["Pfarrbüro", "Kirchplatz 3", "Nächste Termine", "Rorate-Messe", "Sakramente"],
    {"lang": "de"})

# 25 a Bild-like article (► lines in bold inside the text, "BILD-Info"-less, a video box, "Mehr zum Thema" links)
BI = ["Drama am Münchner Flughafen! Wegen eines Stromausfalls im Terminal 2 mussten am Freitagmorgen mehr als 80 "
      "Flüge gestrichen werden. Tausende Passagiere saßen stundenlang fest.",
      "Gegen 6.15 Uhr fiel in Teilen des Terminals der Strom aus. Die Gepäckbänder standen still, die Anzeigetafeln "
      "waren schwarz, auch die Sicherheitskontrollen konnten nicht mehr arbeiten.",
      "► Betroffen waren vor allem Lufthansa-Flüge innerhalb Europas.",
      "► Passagiere sollen den Status ihres Fluges online prüfen.",
      "Ein Flughafensprecher sagte zu BILD: „Die Ursache war ein Defekt an einer Trafostation. Ab 11 Uhr lief der "
      "Betrieb wieder weitgehend normal.“"]
RAW["bild"] = (
    news_head("Stromausfall am Flughafen München: 80 Flüge gestrichen | Regional | BILD.de", "de",
              "Stromausfall am Flughafen München: 80 Flüge gestrichen", "Sebastian Bartels", "2026-10-16") +
    '<body><div class="page"><header class="page-header"><a class="page-header__logo" href="/">BILD</a><nav class="'
    'main-navigation"><a href="/news/">News</a><a href="/politik/">Politik</a><a href="/regional/">Regional</a><a href="/'
    'bildplus/">BILDplus</a></nav></header><main><article class="article-wrapper"><div class="article-header"><h1 id="'
    'cover"><span class="document-title__kicker">Chaos im Terminal 2</span> <span class="document-title__headline">'
    'Stromausfall am Flughafen München: 80 Flüge gestrichen</span></h1><div class="authors"><span class="authors__name">'
    'Von: Sebastian Bartels</span></div><time class="datetime datetime--article" datetime="2026-10-16T10:48:00+02:00">'
    '16.10.2026 - 10:48 Uhr</time></div><div class="article-body">'
    f'<p><b>{BI[0]}</b></p><p>{BI[1]}</p><p><strong>{BI[2]}</strong></p><p><strong>{BI[3]}</strong></p>'
    '<div class="video-container"><div class="video-player__title">Video: So chaotisch war es am Morgen im Terminal'
    '</div><span class="video-player__duration">01:12 Min.</span></div>'
    f'<p>{BI[4]}</p><div class="related-topics"><h3 class="related-topics__headline">Mehr zum Thema</h3><ul><li><a href'
    '="/1.html">Streik bei der Lufthansa: Diese Flüge fallen aus</a></li></ul></div></div><div class="share-buttons">'
    '<a>Teilen</a><a>Twittern</a><a>Mailen</a></div></article></main><footer class="page-footer"><a href="/impressum/">'
    'Impressum</a><a href="/datenschutz/">Datenschutz</a><p>© BILD GmbH</p></footer></div></body></html>',
    "https://www.bild.de/regional/muenchen/muenchen-aktuell/stromausfall-flughafen-muenchen-80-fluege-gestrichen-12345.bild.html",
    BI, ["So chaotisch", "01:12 Min", "Mehr zum Thema", "Streik bei der Lufthansa", "Twittern", "Von: Sebastian"],
    {"author": "Sebastian Bartels", "date": "2026-10-16", "lang": "de"})

# 26 a state's press release on its portal (Pressemitteilung Nr., the Pressestelle box, "Zurück zur Übersicht")
LP = ["Das Land Baden-Württemberg fördert den Ausbau von Ganztagsangeboten an Grundschulen im kommenden Jahr mit "
      "weiteren 120 Millionen Euro. Das hat Kultusministerin Theresa Schopper am Dienstag in Stuttgart bekannt gegeben.",
      "Ab dem Schuljahr 2026/27 haben Kinder der ersten Klasse einen Rechtsanspruch auf Ganztagsbetreuung. Bis 2029 "
      "wird dieser Anspruch schrittweise auf alle vier Klassenstufen ausgeweitet.",
      "„Wir lassen die Kommunen mit dieser Aufgabe nicht allein“, sagte Schopper. Mit dem Geld könnten Mensen, "
      "Ruheräume und Bewegungsflächen gebaut oder umgebaut werden.",
      "Anträge können Schulträger bis zum 31. März 2027 bei den Regierungspräsidien stellen."]
RAW["landesportal"] = (
    news_head("120 Millionen Euro für Ganztagsangebote an Grundschulen: Baden-Württemberg.de", "de",
              "120 Millionen Euro für Ganztagsangebote an Grundschulen", "Ministerium für Kultus, Jugend und Sport",
              "2026-11-24") +
    '<body><a class="skip" href="#main">Direkt zum Inhalt</a><header class="header"><a class="header-logo" href="/">'
    'Baden-Württemberg.de</a><nav class="header-nav"><a href="/de/regierung/">Regierung</a><a href="/de/service/">Service'
    '</a><a href="/de/presse/">Presse</a></nav></header><main id="main"><div class="breadcrumb"><a href="/">Startseite</a>'
    ' <a href="/de/service/presse/">Presse</a> <span>Pressemitteilung</span></div><article class="article pressemitteilung"'
    '><div class="article-header"><p class="article-kicker">Kultus</p><h1>120 Millionen Euro für Ganztagsangebote an '
    'Grundschulen</h1><p class="article-date">24.11.2026 <span class="article-pmnr">Pressemitteilung Nr. 241/2026</span>'
    f'</p></div><div class="article-content"><p class="intro"><strong>{LP[0]}</strong></p><p>{LP[1]}</p><p>{LP[2]}</p>'
    f'<p>{LP[3]}</p></div><div class="article-footer"><a class="back" href="/de/service/presse/">Zurück zur Übersicht'
    '</a><div class="share"><a>Seite teilen</a><a>Drucken</a></div></div></article><aside class="sidebar"><div class="'
    'box contact"><h2>Pressestelle</h2><p>Ministerium für Kultus, Jugend und Sport<br>Thouretstraße 6<br>70173 Stuttgart'
    '<br>Telefon: 0711 279-2830</p></div><div class="box"><h2>Weitere Meldungen</h2><ul><li><a href="/pm/240">Neue '
    'Lehrkräfte für Sprachförderung</a></li></ul></div></aside></main><footer class="footer"><a href="/impressum">'
    'Impressum</a><a href="/datenschutz">Datenschutz</a><a href="/barrierefreiheit">Barrierefreiheit</a></footer>'
    '</body></html>',
    "https://www.baden-wuerttemberg.de/de/service/presse/pressemitteilung/pid/120-millionen-euro-fuer-ganztagsangebote",
    LP, ["Direkt zum Inhalt", "Zurück zur Übersicht", "Seite teilen", "Thouretstraße", "Weitere Meldungen",
         "Neue Lehrkräfte"],
    {"date": "2026-11-24", "lang": "de"})

# 27 a magazine on tagDiv's Newspaper theme in German (td-post-content; the inline related block; the author box)
NP = ["Der Herbst ist die beste Zeit, um Tulpen, Narzissen und Krokusse zu pflanzen. Solange der Boden nicht gefroren "
      "ist, können die Zwiebeln bis in den Dezember hinein in die Erde.",
      "Als Faustregel gilt: Die Pflanztiefe entspricht etwa dem Dreifachen der Zwiebelhöhe. Tulpen kommen also rund "
      "15 Zentimeter tief in die Erde, kleine Krokusse nur fünf bis acht Zentimeter.",
      "Wühlmäuse lieben Tulpenzwiebeln. Wer sie schützen will, setzt die Zwiebeln in einen Pflanzkorb aus Draht oder "
      "pflanzt Kaiserkronen dazwischen, deren Geruch die Nager meiden.",
      "Narzissen dagegen sind giftig und werden von Wühlmäusen verschmäht. Sie eignen sich deshalb besonders gut für "
      "Gärten, in denen die Tiere schon einmal Schaden angerichtet haben."]
RAW["newspaper"] = (
    news_head("Blumenzwiebeln pflanzen: So gelingt der Frühlingsgarten - Gartenzeit Magazin", "de",
              "Blumenzwiebeln pflanzen: So gelingt der Frühlingsgarten", "Petra Lindner", "2026-10-21") +
    '<body class="post-template-default single single-post td-standard-pack global-block-template-1 td-full-layout">'
    '<div class="td-scroll-up"></div><div id="td-outer-wrap" class="td-theme-wrap"><div class="td-header-template-wrap">'
    '<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div '
    'id="td-header-menu" role="navigation"><div class="menu-main-container"><ul id="menu-main-1" class="sf-menu"><li><a '
    'href="/garten/">Garten</a></li><li><a href="/balkon/">Balkon</a></li><li><a href="/rezepte/">Rezepte</a></li></ul>'
    '</div></div></div></div></div><div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-'
    'template-default"><div class="td-crumb-container"><div class="entry-crumbs"><span><a href="/">Start</a></span> <i '
    'class="td-icon-right td-bread-sep"></i> <span><a href="/garten/">Garten</a></span></div></div><div class="td-pb-row">'
    '<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content"><article id="post-7711" class="'
    'post-7711 post type-post status-publish"><div class="td-post-header"><ul class="td-category"><li class="entry-'
    'category"><a href="/garten/">Garten</a></li></ul><header class="td-post-title"><h1 class="entry-title">Blumenzwiebeln'
    ' pflanzen: So gelingt der Frühlingsgarten</h1><div class="td-module-meta-info"><div class="td-post-author-name"><div '
    'class="td-author-by">Von</div> <a href="/author/petra/">Petra Lindner</a><div class="td-author-line"> - </div></div>'
    '<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2026-10-21T08:00:00+02:00">21. '
    'Oktober 2026</time></span><div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a>'
    '</div><div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-7711">1,204</span></div>'
    '</div></header></div><div class="td-post-sharing-top"><div class="td-post-sharing-classic"><a class="td-social-'
    'sharing-button td-social-facebook">Teilen</a><a class="td-social-sharing-button td-social-pinterest">Pinterest</a>'
    f'</div></div><div class="td-post-content tagdiv-type"><p>{NP[0]}</p><p>{NP[1]}</p>'
    '<div class="td_block_wrap td_block_related_posts td_with_ajax_pagination td-pb-border-top td_block_template_1 '
    'td-related-full-width"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item">'
    'Ähnliche Artikel</a><a class="td-related-right">Mehr vom Autor</a></h4><div class="td_block_inner"><div class="td-'
    'related-row"><div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_'
    'posts"><h3 class="entry-title td-module-title"><a href="/hochbeet/">Hochbeet im Herbst: Jetzt winterfest machen</a>'
    '</h3></div></div></div></div></div>'
    f'<p>{NP[2]}</p><p>{NP[3]}</p></div><footer><div class="td-post-source-tags"><ul class="td-tags td-post-small-box '
    'clearfix"><li><span>Schlagwörter</span></li><li><a href="/tag/tulpen/">Tulpen</a></li></ul></div><div class="td-'
    'block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content">'
    '<span>Vorheriger Artikel</span><a href="/rosen/">Rosen richtig schneiden</a></div></div></div><div class="td-author-'
    'name-wrap author-box-wrap"><div class="desc"><div class="td-author-name vcard author"><a href="/author/petra/">Petra '
    'Lindner</a></div><div class="td-author-description">Petra gärtnert seit 30 Jahren im Allgäu und schreibt über '
    'naturnahe Gärten.</div></div></div></footer></article><div class="comments" id="comments"><div id="respond" class="'
    'comment-respond"><h4 id="reply-title" class="comment-reply-title td-pb-title">Hinterlasse eine Antwort</h4><form>'
    '<textarea placeholder="Kommentar:"></textarea><input placeholder="Name:*"></form></div></div></div></div><div class'
    '="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar"><div class="td_block_wrap td_'
    'block_social_counter"><span class="td_social_info">12.300 Fans</span><span class="td_social_button">Gefällt mir'
    '</span></div></div></div></div></div></div><div class="td-sub-footer-container"><div class="td-sub-footer-copy">© '
    '2026 Gartenzeit Magazin</div></div></div></body></html>',
    "https://www.gartenzeit-magazin.de/blumenzwiebeln-pflanzen/",
    NP, ["Ähnliche Artikel", "Mehr vom Autor", "Hochbeet im Herbst", "Schlagwörter", "Vorheriger Artikel",
         "Petra gärtnert", "Hinterlasse eine Antwort", "12.300 Fans", "1,204"],
    {"author": "Petra Lindner", "date": "2026-10-21", "lang": "de"})

# 28 a product test's report (Stiftung Warentest-like: the test's table of results, the free summary, the paywall box)
WT = ["Wir haben 14 Akku-Staubsauger im Preisbereich von 150 bis 650 Euro geprüft. Das Ergebnis: Gute Geräte gibt "
      "es schon ab rund 200 Euro, einige teure Modelle schwächeln dagegen auf Teppich.",
      "Ein Sauger mit Wischfunktion überzeugte im Test auf Hartboden, hinterließ auf Fliesen aber Streifen. Bei drei "
      "Geräten hielt der Akku keine 20 Minuten in der normalen Stufe durch.",
      "Im Test zeigte sich auch, dass die Angaben der Hersteller zur Laufzeit oft nur für die schwächste Saugstufe "
      "gelten. Wer große Wohnungen hat, sollte auf einen Wechselakku achten.",
      "Testsieger", "Gut (1,9)", "Preis-Leistungs-Sieger", "Gut (2,2)"]
RAW["warentest"] = (
    article_head("Akku-Staubsauger im Test: Gute gibt es schon ab 200 Euro | Stiftung Warentest", "de") +
    '<body><header class="header"><a class="logo" href="/">Stiftung Warentest</a><nav class="nav"><a href="/haushalt/">'
    'Haushalt</a><a href="/gesundheit/">Gesundheit</a><a href="/geld/">Geld</a><a href="/login">Anmelden</a></nav></header>'
    '<main><article class="article"><div class="article__header"><p class="article__kicker">Akku-Staubsauger im Test'
    '</p><h1 class="article__title">Gute gibt es schon ab 200 Euro</h1><p class="article__date">Test 11/2026 · '
    '28.10.2026</p></div><div class="article__body">'
    f'<p class="article__lead">{WT[0]}</p><p>{WT[1]}</p><table class="test-results"><thead><tr><th>Auszeichnung</th><th>'
    f'Qualitätsurteil</th></tr></thead><tbody><tr><td>{WT[3]}</td><td>{WT[4]}</td></tr><tr><td>{WT[5]}</td><td>{WT[6]}'
    f'</td></tr></tbody></table><p>{WT[2]}</p></div><div class="paywall-teaser"><h2>Alle Testergebnisse freischalten'
    '</h2><p>Testergebnisse für 14 Akku-Staubsauger 11/2026</p><a class="button" href="/kaufen">Für 4,90 € freischalten'
    '</a><p>Sie haben bereits eine Flatrate? <a href="/login">Anmelden</a></p></div><div class="article__share"><a>'
    'Teilen</a><a>Drucken</a></div></article><section class="related"><h2>Mehr zum Thema</h2><a href="/saugroboter">'
    'Saugroboter im Test</a></section></main><footer class="footer"><a href="/impressum">Impressum</a><a href="/'
    'datenschutz">Datenschutz</a><p>© Stiftung Warentest 2026</p></footer></body></html>',
    "https://www.test.de/Akku-Staubsauger-im-Test-4711-0/",
    WT, ["Alle Testergebnisse freischalten", "Für 4,90 €", "Sie haben bereits eine Flatrate", "Mehr zum Thema",
         "Saugroboter im Test"],
    {"lang": "de"})


PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), meta)
                              for name, (html, url, kept, gone, meta) in RAW.items()}

globals().update(page_tests(PAGES, byline=True, languages={}))


# --- the rules found missing ------------------------------------------------------------------------------------------

_CLUB = tuple(WN[:2])  # the text block's paragraphs; WN[2:] the pair after the picture


def _blocks_after_picture(after: str) -> str:
    """A site builder's news item (stated an article): a text block, a picture block, then ``after`` in the same
    section."""
    return (article_head("Sommerfest 2026 :: Kaninchenzuchtverein", "de") + '<body><header><nav><a href="/">Startseite'
            '</a><a href="/verein/">Verein</a></nav></header><main><section class="b"><div class="b-c"><div class="wsw">'
            f'<h1>Sommerfest 2026</h1><p>{_CLUB[0]}</p><p>{_CLUB[1]}</p></div><div class="b-img"><img src="/fest.jpg" '
            f'alt=""></div>{after}</div></section></main><footer><p>© 2026 Kaninchenzuchtverein</p></footer></body></html>')


@pytest.mark.parametrize(("after", "kept"), [
    # the text's end in a text block of its own after the picture: two paragraphs, as heavy as half the text
    (f'<div class="wsw"><p>{WN[2]}</p><p>{WN[3]}</p></div>', True),
    # a box of two short lines there (a contact's name and number) is no continuation
    ('<div class="wsw"><p>1. Vorsitzender: Dieter Kowalski</p><p>Telefon: 030 6812345</p></div>', False),
])
def test_a_pair_of_paragraphs_after_a_picture_block_ends_the_text(after: str, kept: bool) -> None:
    found = _paragraphs(processed(_blocks_after_picture(after), "https://kaninchen.webnode.page/l/sommerfest/").body)
    assert [t for t in _CLUB if t not in found] == []
    tail = [t for t in (WN[2], WN[3], "1. Vorsitzender: Dieter Kowalski", "Telefon: 030 6812345") if t in after]
    assert [t for t in tail if t in found] == (tail if kept else [])


@pytest.mark.parametrize(("names", "boiler"), [
    ("Newsletterstyled__Box-sc-5f6g7h-0 kXyZab", True),  # the file Newsletter.styled.ts: a newsletter's box
    ("Textstyled__Text-sc-1cqv9mi-0 Paragraphstyled__ParagraphText-sc-1lk1hjh-0", False),  # the text's own paragraph
    ("ArticleHeadstyled__ArticleHeadHeadline-sc-1xd2qac-2", False),
    ("Sharestyled__Buttons-sc-0", True),
])
def test_a_styled_components_file_name_is_read_as_a_word(names: str, boiler: bool) -> None:
    from corpustools.vert.boilernames import boiler_name

    assert boiler_name(names) is boiler


def test_a_styled_components_newsletter_box_goes_but_a_paragraph_naming_the_newsletter_stays() -> None:
    html, url = RAW["madsack"][0], RAW["madsack"][1]
    own = ("Der Zoo informiert Mitglieder künftig in einem eigenen Newsletter über den Baufortschritt, die erste "
           "Ausgabe soll im April erscheinen.")
    html = html.replace(f'>{MA[3]}</p>', f'>{MA[3]}</p><p class="Textstyled__Text-sc-1cqv9mi-0">{own}</p>')
    found = _paragraphs(processed(html, url).body)
    assert own in found and "Hannover am Morgen" not in found


@pytest.mark.parametrize(("line", "teaser"), [
    ("Die Gusseisenpfanne von Hammerschmiede wird in unserer Gießerei…mehr erfahren »", True),
    ("Unser Team stellt sich vor … mehr lesen", True),
    ("The pan is cast by hand in our foundry … Learn more", True),
    ("Wer mehr erfahren will, findet alle Termine auf der Website des Vereins.", False),
    ("Die Pfanne ist sofort einsatzbereit… und mehr erfahren Sie im Laden.", False),
])
def test_a_preview_cut_short_with_more_in_two_words_is_a_teaser_line(line: str, teaser: bool) -> None:
    from corpustools.vert.boiler import is_teaser_line
    from corpustools.vert.extract import Block

    assert is_teaser_line(Block(tag="p", text=line)) is teaser


def _points_page(title: str, points: list[str]) -> str:
    items = "".join(f"<li>{p}</li>" for p in points)
    return (article_head("Handyvertrag kündigen: Das müssen Sie wissen", "de") + '<body><header><nav><a href="/">'
            'Start</a><a href="/digitale-welt">Digitale Welt</a></nav></header><main><article><h1>Handyvertrag '
            f'kündigen: Das müssen Sie wissen</h1><div class="summary"><div class="summary__title">{title}</div><ul>'
            f'{items}</ul></div><div class="body"><p>{VZ[4]}</p><h2>{VZ[5]}</h2><p>{VZ[6]}</p><h2>{VZ[7]}</h2><p>{VZ[8]}'
            '</p></div></article></main><footer><p>© Verbraucherzentrale</p></footer></body></html>')


def test_the_title_of_a_box_of_the_leads_points_stays_with_them() -> None:
    for title in ("Das Wichtigste in Kürze:", "Auf einen Blick:"):
        found = _paragraphs(processed(_points_page(title, VZ[1:4]), RAW["verbraucher"][1]).body)
        assert [t for t in (title, *VZ[1:4]) if t not in found] == []


def test_an_interface_label_over_linked_items_is_no_title_of_points() -> None:
    html = _points_page("Teilen:", []).replace(
        "<ul></ul>", '<ul><li><a href="https://facebook.com/sharer">Facebook</a></li><li><a href="mailto:">E-Mail</a>'
        '</li></ul>')
    found = _paragraphs(processed(html, RAW["verbraucher"][1]).body)
    assert "Teilen:" not in found and VZ[4] in found


def test_the_spiegel_like_pages_head_names_its_writer() -> None:
    assert processed(RAW["spiegel"][0], RAW["spiegel"][1]).attrs.get("author") == "Benjamin Bidder"
