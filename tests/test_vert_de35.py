"""Whole pages of session 35's second round, of the kinds issue 12's evaluation names ("blogs, news, shops, forums,
institutional pages, mostly German and English, some French and Italian") that the earlier pages had few of: a German
regional paper on its CMS (inline "Lesen Sie auch" teasers, a paywall teaser, an Outbrain box), an Austrian and a
Swiss paper, an English local paper of Reach's kind ("READ MORE" lines, a newsletter sign-up, a WhatsApp line), a
WoltLab forum thread (quotes, signatures, the members' sidebar), a UK council's service page, an Italian comune's
notice, a French association's WordPress page, a German club's (Verein) Joomla page, a Squarespace blog, a German
shop's guide ("Ratgeber") with a box of its products, a shop's product page, a vBulletin thread, a Medium post and
a Reach paper's closing lines.  For each page the text stays whole, the furniture goes, the ``<doc>`` line names the
writer and the day the page states, and each paragraph has the page's language.  The harness is ``NewsPage`` of
``test_vert_news28``; the rules found missing are tested after the pages."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, news_head, processed

_RAW: dict[str, tuple[str, str, list[str], list[str]]] = {}

# 1 Funke-style German regional article
DE = ["Die Stadt Essen will bis zum Sommer 120 neue Ladesäulen für Elektroautos aufstellen. Das hat der Rat am Mittwochabend mit großer Mehrheit beschlossen.",
      "Die ersten Säulen sollen im Frühjahr in Rüttenscheid und Steele entstehen, wie ein Sprecher der Stadtwerke mitteilte. Die Kosten von rund 2,4 Millionen Euro trägt zum Teil das Land.",
      "Kritik kam von der Opposition: Die Standorte seien ohne Beteiligung der Bezirksvertretungen ausgewählt worden, sagte ein Ratsherr der Linken.",
      "Anwohner können bis Ende des Monats Vorschläge für weitere Standorte einreichen. Die Stadt will die Hinweise bei der zweiten Ausbaustufe berücksichtigen."]
_RAW["funke"] = (news_head("Essen: 120 neue Ladesäulen bis zum Sommer - WAZ", "de", "Essen: 120 neue Ladesäulen bis zum Sommer", "Jana Meyer", "2026-11-25") +
 '<body><header class="header"><nav><a href="/">Startseite</a><a href="/staedte/essen/">Essen</a><a href="/sport/">Sport</a></nav></header>'
 '<main><article class="article"><h1>Essen: 120 neue Ladesäulen bis zum Sommer</h1>'
 '<div class="article__header__meta"><span class="author">Jana Meyer</span> <time datetime="2026-11-25T06:00">25.11.2026, 06:00 Uhr</time></div>'
 f'<div class="article-body"><p>{DE[0]}</p><p>{DE[1]}</p>'
 '<aside class="inline-teaser"><span>Lesen Sie auch:</span> <a href="/staedte/essen/article1.html">Essen: Neue Buslinie nach Kettwig startet im Januar</a></aside>'
 '<p><strong>Lesen Sie auch:</strong> <a href="/a2.html">Parkgebühren in der Innenstadt steigen ab März deutlich</a></p>'
 f'<p>{DE[2]}</p>'
 '<div class="paywall-teaser"><p>Sie wollen weiterlesen? Jetzt WAZ Plus testen – den ersten Monat für nur 0,99 €.</p><a href="/abo">Jetzt abonnieren</a></div>'
 f'<p>{DE[3]}</p></div>'
 '<div class="OUTBRAIN" data-widget-id="AR_1"><div class="ob-widget-header">Auch interessant</div><a href="https://x.com/1">So sparen Rentner jetzt bares Geld bei der Steuer</a></div>'
 '</article></main><footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><p>© 2026 WAZ</p></footer></body></html>',
 "https://www.waz.de/staedte/essen/article407123456/essen-ladesaeulen.html",
 DE, ["Lesen Sie auch", "Neue Buslinie", "Parkgebühren", "weiterlesen", "Rentner", "Impressum"])

# 2 Reach plc
EN = ["Residents of a Leeds street have been left furious after council contractors cut down six mature cherry trees without warning on Monday morning.",
      "Neighbours on Oakwood Grove said they were given no notice before the work began, and several tried to stop the crews by standing in front of the trees.",
      "Leeds City Council said the trees had been assessed as unsafe after a survey found root damage to the pavement and nearby walls.",
      "A spokesperson added that replacement trees would be planted in the spring and that residents would be consulted on the species chosen."]
_RAW["reach"] = (news_head("Fury as council fells six cherry trees on Leeds street - Leeds Live", "en", "Fury as council fells six cherry trees on Leeds street", "Tom Harris", "2026-11-24") +
 '<body><header><nav><a href="/news/">News</a><a href="/sport/">Sport</a></nav></header><main><article>'
 '<h1 class="section-theme-background-indicator publication-theme-highlight">Fury as council fells six cherry trees on Leeds street</h1>'
 '<div class="article-information"><div class="author"><a href="/authors/tom-harris/">Tom Harris</a></div><span class="time-container">06:00, 24 NOV 2026</span></div>'
 f'<div class="article-body"><p>{EN[0]}</p>'
 '<p><strong>READ MORE: <a href="/news/leeds-news/bin-strike-1.html">Leeds bin strike dates confirmed as workers walk out</a></strong></p>'
 f'<p>{EN[1]}</p>'
 '<div class="newsletter-signup"><p>Get the biggest stories from across Leeds straight to your inbox</p><form><input type="email" placeholder="Enter email"><button>Subscribe</button></form><p>We use your sign-up to provide content in ways you\'ve consented to. <a href="/privacy">Privacy notice</a></p></div>'
 f'<p>{EN[2]}</p>'
 '<p><strong>READ MORE: </strong><a href="/news/x.html">Woman rushed to hospital after crash on Leeds ring road</a></p>'
 f'<p>{EN[3]}</p>'
 '<p><strong>Join Leeds Live\'s WhatsApp community for the latest news <a href="/wa">here</a></strong></p>'
 '</div></article></main><footer><p>© 2026 a Reach plc subsidiary</p></footer></body></html>',
 "https://www.leeds-live.co.uk/news/leeds-news/fury-council-fells-cherry-trees-1234567",
 EN, ["READ MORE", "bin strike", "ring road", "straight to your inbox", "WhatsApp", "sign-up"])

# 3 WoltLab forum
FO = ["Hallo zusammen, mein Heizkörper im Wohnzimmer wird seit zwei Tagen oben nicht mehr warm, unten aber schon. Entlüften habe ich schon versucht, da kam nur kurz Luft raus.",
      "Hast du auch den Druck an der Therme kontrolliert? Wenn der unter einem Bar liegt, musst du Wasser nachfüllen, sonst bringt das Entlüften nichts.",
      "Danke, das war es tatsächlich! Der Druck lag bei 0,6 bar. Nach dem Nachfüllen ist der Heizkörper jetzt wieder komplett warm."]
_RAW["woltlab"] = (article_head("Heizkörper oben kalt - Heizung - Haustechnikforum", "de") +
 '<body><header id="pageHeader"><nav><a href="/forum/">Forum</a><a href="/lexicon/">Lexikon</a></nav></header>'
 '<div id="main"><div class="content"><header class="contentHeader"><h1 class="contentTitle">Heizkörper oben kalt</h1></header>'
 '<ul class="wbbThreadPostList messageList">'
 '<li><article class="wbbPost message messageSidebarOrientationLeft"><aside class="messageSidebar"><a href="/user/12">Klaus_R</a><div class="userTitle">Anfänger</div><dl><dt>Beiträge</dt><dd>12</dd></dl></aside>'
 f'<div class="messageContent"><header class="messageHeader"><time datetime="2026-11-20T18:12:00+01:00">20. November 2026</time></header><div class="messageBody"><div class="messageText"><p>{FO[0]}</p></div>'
 '<div class="messageSignature"><div>Gruß Klaus – Vaillant ecoTEC plus, Baujahr 2014</div></div></div>'
 '<footer class="messageFooter"><ul class="messageFooterButtons"><li><a>Zitieren</a></li><li><a>Melden</a></li></ul></footer></div></article></li>'
 '<li><article class="wbbPost message"><aside class="messageSidebar"><a href="/user/3">Heizungsbauer_Mike</a><div class="userTitle">Profi</div></aside>'
 f'<div class="messageContent"><div class="messageBody"><div class="messageText"><blockquote class="quoteBox"><div class="quoteBoxTitle">Zitat von Klaus_R</div><p>Entlüften habe ich schon versucht</p></blockquote><p>{FO[1]}</p></div>'
 '<div class="messageSignature"><div>Meisterbetrieb seit 1998 – keine Beratung per PN!</div></div></div><footer class="messageFooter"><a>Zitieren</a></footer></div></article></li>'
 f'<li><article class="wbbPost message"><aside class="messageSidebar"><a href="/user/12">Klaus_R</a></aside><div class="messageContent"><div class="messageBody"><div class="messageText"><p>{FO[2]}</p></div></div></div></article></li>'
 '</ul></div></div><footer id="pageFooter"><a href="/impressum/">Impressum</a><a href="/datenschutz/">Datenschutzerklärung</a><p>Powered by WoltLab Suite™</p></footer></body></html>',
 "https://www.haustechnikforum.de/forum/thread/48213-heizkoerper-oben-kalt/",
 FO, ["Vaillant", "Meisterbetrieb", "Zitieren", "Melden", "Powered by", "Anfänger"])

# 4 UK council service page
CO = ["You can apply for a residents' parking permit if you live in a controlled parking zone and your vehicle is registered at your address.",
      "A permit costs £65 a year for your first vehicle and £120 for a second vehicle at the same address.",
      "You will need your vehicle registration document (V5C) and a proof of address dated within the last three months.",
      "If you have a blue badge, you can apply for a free permit instead."]
_RAW["council"] = (article_head("Apply for a residents' parking permit – Bristol City Council", "en") +
 '<body><a href="#main" class="skip-link">Skip to main content</a><header><nav><a href="/">Home</a><a href="/council-tax">Council tax</a><a href="/bins">Bins and recycling</a></nav></header>'
 '<nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/parking">Parking</a></li><li>Residents\' parking permits</li></ol></nav>'
 '<main id="main"><h1>Apply for a residents\' parking permit</h1>'
 f'<p>{CO[0]}</p><h2>Costs</h2><p>{CO[1]}</p><h2>What you need</h2><p>{CO[2]}</p><p>{CO[3]}</p>'
 '<a class="button" href="/apply">Apply online</a>'
 '<div class="feedback"><h2>Was this page helpful?</h2><button>Yes</button><button>No</button><a href="/report">Report a problem with this page</a></div>'
 '<p class="last-updated">Last updated: 12 November 2026</p></main>'
 '<footer><a href="/accessibility">Accessibility statement</a><a href="/cookies">Cookies</a><p>© Bristol City Council</p></footer></body></html>',
 "https://www.bristol.gov.uk/residents/streets-travel/parking/residents-parking-permit",
 CO, ["Was this page helpful", "Report a problem", "Skip to main", "Accessibility statement", "Apply online"])

# 5 Italian comune notice
IT = ["Si comunica che a partire da lunedì 1 dicembre 2026 l'ufficio anagrafe osserverà un nuovo orario di apertura al pubblico.",
      "Gli sportelli saranno aperti dal lunedì al venerdì dalle ore 8.30 alle ore 12.30 e il martedì e giovedì pomeriggio dalle ore 15.00 alle ore 17.30.",
      "Per il rilascio della carta d'identità elettronica è necessario prenotare un appuntamento tramite l'agenda online del Ministero dell'Interno."]
_RAW["comune"] = (article_head("Nuovo orario ufficio anagrafe - Comune di Bergamo", "it") +
 '<body><header><div class="it-header-slim-wrapper"><a href="https://www.regione.lombardia.it">Regione Lombardia</a></div><nav><a href="/amministrazione">Amministrazione</a><a href="/servizi">Servizi</a><a href="/novita">Novità</a><a href="/vivere">Vivere il comune</a></nav></header>'
 '<main><nav class="breadcrumb-container"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/novita">Novità</a></li><li>Avvisi</li></ol></nav>'
 '<div class="container"><h1>Nuovo orario ufficio anagrafe</h1><p class="subtitle">Dal 1 dicembre cambiano gli orari degli sportelli</p><span>Data: 20 novembre 2026</span>'
 f'<div class="it-page-section" id="descrizione"><h2>Descrizione</h2><p>{IT[0]}</p><p>{IT[1]}</p><p>{IT[2]}</p></div>'
 '<div class="it-page-section"><h2>A cura di</h2><a href="/uffici/anagrafe">Ufficio Anagrafe</a></div>'
 '<p>Ultimo aggiornamento: 20/11/2026, 10:15</p>'
 '<div class="rating"><h2>Quanto sono chiare le informazioni su questa pagina?</h2><fieldset><label>1 stella</label></fieldset></div></div></main>'
 '<footer><p>Comune di Bergamo - Piazza Matteotti, 27 - C.F. 80034840167</p><a href="/privacy">Informativa privacy</a><a href="/note-legali">Note legali</a><a href="/accessibilita">Dichiarazione di accessibilità</a></footer></body></html>',
 "https://www.comune.bergamo.it/novita/avvisi/nuovo-orario-ufficio-anagrafe",
 IT, ["Quanto sono chiare", "Note legali", "Piazza Matteotti", "Regione Lombardia", "A cura di"])

# 6 French association
FR = ["Notre association organise chaque samedi matin une collecte de denrées alimentaires devant le supermarché du quartier des Minimes.",
      "Les produits récoltés sont redistribués le mardi suivant aux familles inscrites auprès du centre communal d'action sociale.",
      "Nous recherchons des bénévoles disponibles deux heures par mois pour assurer l'accueil et le tri des dons."]
_RAW["asso"] = (article_head("Collecte solidaire du samedi – Association Entraide Minimes", "fr") +
 '<body><header id="masthead"><div class="site-branding"><p class="site-title"><a href="/">Association Entraide Minimes</a></p></div><nav><a href="/qui-sommes-nous/">Qui sommes-nous ?</a><a href="/adherer/">Adhérer</a><a href="/contact/">Contact</a></nav></header>'
 '<div id="content"><main id="main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">Collecte solidaire du samedi</h1></header>'
 f'<div class="entry-content"><p>{FR[0]}</p><p>{FR[1]}</p><p>{FR[2]}</p>'
 '<div class="wp-block-buttons"><a class="wp-block-button__link" href="/adherer/">Devenir bénévole</a></div></div></article></main>'
 '<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Prochains événements</h2><ul><li><a href="/e1">Assemblée générale annuelle – 12 décembre</a></li></ul></section>'
 '<section class="widget"><h2 class="widget-title">Suivez-nous</h2><a href="https://facebook.com/x">Facebook</a></section></aside></div>'
 '<footer><p>Association loi 1901 – Siège social : 12 rue des Lilas, Toulouse</p><a href="/mentions-legales/">Mentions légales</a></footer></body></html>',
 "https://www.entraide-minimes.fr/collecte-solidaire-du-samedi/",
 FR, ["Prochains événements", "Assemblée générale", "Suivez-nous", "Mentions légales", "Siège social", "Devenir bénévole"])

# 7 German Verein page
VE = ["Der Turnverein Rot-Weiß Ettlingen lädt alle Mitglieder herzlich zur ordentlichen Jahreshauptversammlung am Freitag, 16. Januar 2027, um 19.30 Uhr ins Vereinsheim ein.",
      "Auf der Tagesordnung stehen unter anderem die Berichte des Vorstands und der Abteilungsleiter, die Entlastung des Vorstands sowie die Neuwahl des Kassenwarts.",
      "Anträge zur Tagesordnung sind bis spätestens 5. Januar schriftlich beim Vorsitzenden einzureichen."]
_RAW["verein"] = (article_head("Einladung zur Jahreshauptversammlung 2027 | TV Rot-Weiß Ettlingen e.V.", "de") +
 '<body><div id="wrapper"><header><a href="/"><img src="/logo.png" alt="TV Rot-Weiß Ettlingen"></a><ul class="menu"><li><a href="/verein/">Verein</a></li><li><a href="/abteilungen/">Abteilungen</a></li><li><a href="/termine/">Termine</a></li><li><a href="/mitglied-werden/">Mitglied werden</a></li></ul></header>'
 '<div id="content"><div class="item-page"><h2 itemprop="headline">Einladung zur Jahreshauptversammlung 2027</h2>'
 '<dl class="article-info"><dd class="createdby">Geschrieben von <span>Vorstand</span></dd><dd class="published"><time datetime="2026-11-22T10:00:00+01:00">Veröffentlicht: 22. November 2026</time></dd><dd class="hits">Zugriffe: 214</dd></dl>'
 f'<div itemprop="articleBody"><p>{VE[0]}</p><p>{VE[1]}</p><p>{VE[2]}</p><p>Mit sportlichen Grüßen<br>Der Vorstand</p></div></div></div>'
 '<div id="sidebar"><div class="moduletable"><h3>Nächste Termine</h3><ul><li>29.11. Adventsturnen</li><li>06.12. Nikolauslauf</li></ul></div><div class="moduletable"><h3>Unsere Sponsoren</h3><img src="/s.png" alt="Sparkasse"></div></div>'
 '<footer><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | © 2026 TV Rot-Weiß Ettlingen e.V.</footer></div></body></html>',
 "https://www.tv-rw-ettlingen.de/aktuelles/einladung-zur-jahreshauptversammlung-2027",
 VE, ["Zugriffe", "Nächste Termine", "Adventsturnen", "Sponsoren", "Impressum"])

AT = ["Die Wiener Linien verlängern die U2 bis zum Wienerberg früher als geplant. Die ersten Züge sollen bereits im Herbst 2028 fahren, teilte das Unternehmen am Montag mit.",
      "Grund für die Beschleunigung seien günstige Bodenverhältnisse beim Tunnelbau zwischen Matzleinsdorfer Platz und Gußhausstraße, hieß es.",
      "Die Kosten für das Gesamtprojekt U2/U5 werden weiterhin mit rund 2,1 Milliarden Euro beziffert. Bund und Stadt teilen sich die Finanzierung."]
_RAW["standard"] = (news_head("U2-Verlängerung: Wiener Linien beschleunigen Ausbau - derStandard.at", "de-AT", "U2-Verlängerung: Wiener Linien beschleunigen Ausbau", "Stefanie Rachbauer", "2026-11-23") +
 '<body><header class="site-header"><nav><a href="/inland">Inland</a><a href="/wien">Wien</a></nav></header><main><div class="story-article"><article>'
 '<header class="article-header"><h2 class="article-kicker">Öffi-Ausbau</h2><h1 class="article-title">U2-Verlängerung: Wiener Linien beschleunigen Ausbau</h1><p class="article-subtitle">Erste Züge sollen schon 2028 fahren</p>'
 '<div class="article-byline"><div class="article-origins">Stefanie Rachbauer</div><p class="article-pubdate"><time datetime="2026-11-23T11:04">23. November 2026, 11:04</time></p></div></header>'
 f'<div class="article-body"><p>{AT[0]}</p><p>{AT[1]}</p><p>{AT[2]}</p><p class="article-posting-count">(Stefanie Rachbauer, 23.11.2026)</p>'
 '<div class="article-related"><h3>Weiterlesen</h3><ul><li><a href="/1">Neue Straßenbahnlinie 12 fährt ab Jänner</a></li></ul></div></div>'
 '<section class="story-community"><h3>Forum</h3><p>Diskutieren Sie mit! 412 Postings</p><p>Die Kommentare von Usern und Userinnen geben nicht notwendigerweise die Meinung der Redaktion wieder.</p></section>'
 '</article></div></main><footer><a href="/impressum">Impressum &amp; Offenlegung</a><p>© STANDARD Verlagsgesellschaft m.b.H. 2026</p></footer></body></html>',
 "https://www.derstandard.at/story/3000000245678/u2-verlaengerung-wiener-linien",
 AT, ["Straßenbahnlinie 12", "Postings", "Meinung der Redaktion", "Offenlegung", "Weiterlesen"])

CH = ["Der Zürcher Stadtrat will die Gebühren für Anwohnerparkkarten ab 2028 schrittweise auf 780 Franken pro Jahr erhöhen. Heute kostet eine Karte 300 Franken.",
      "Mit den Mehreinnahmen sollen Velowege und Begegnungszonen in den Quartieren finanziert werden, schreibt der Stadtrat in seiner Antwort auf eine Anfrage aus dem Gemeinderat.",
      "Der Gewerbeverband kritisiert die Pläne scharf. Handwerker, die auf ihr Fahrzeug angewiesen seien, würden unverhältnismässig belastet."]
_RAW["tamedia"] = (news_head("Stadt Zürich: Anwohnerparkkarte soll 780 Franken kosten | Tages-Anzeiger", "de-CH", "Anwohnerparkkarte soll 780 Franken kosten", "Beat Metzler", "2026-11-24") +
 '<body><header><nav><a href="/zuerich">Zürich</a><a href="/schweiz">Schweiz</a></nav></header><main><article>'
 '<div class="ContentHead_root"><p class="ContentHead_overline">Stadt Zürich</p><h1 class="ContentHead_title">Anwohnerparkkarte soll 780 Franken kosten</h1><p class="ContentHead_lead">Der Stadtrat will die Gebühren mehr als verdoppeln. Das Gewerbe wehrt sich.</p>'
 '<div class="ContentHead_author"><a href="/autor/beat-metzler">Beat Metzler</a><time datetime="2026-11-24T16:30">Publiziert: 24.11.2026, 16:30</time></div></div>'
 f'<div class="ArticleBody"><p class="ArticleParagraph">{CH[0]}</p><div class="ArticleEmbed"><p>Newsletter</p><p>Zürich heute</p><p>Erhalten Sie die wichtigsten Nachrichten aus der Stadt Zürich.</p><a>Einloggen</a></div>'
 f'<p class="ArticleParagraph">{CH[1]}</p><p class="ArticleParagraph">{CH[2]}</p></div>'
 '<div class="ArticleFooter"><p>Fehler gefunden? Jetzt melden.</p><p>0 Kommentare</p></div></article></main><footer><p>© Tamedia Publikationen Deutschschweiz AG</p></footer></body></html>',
 "https://www.tagesanzeiger.ch/stadt-zuerich-anwohnerparkkarte-soll-780-franken-kosten-123456789012",
 CH, ["Zürich heute", "Einloggen", "Fehler gefunden", "Kommentare"])

SQ = ["When we moved into the cottage three years ago, the garden was little more than a patch of brambles and a broken greenhouse.",
      "The first winter we simply cleared what we could, burning the worst of the brambles and saving the old bricks for a path.",
      "By the second spring we had four raised beds, a small herb spiral and, to our surprise, a surviving gooseberry bush we had never noticed."]
_RAW["squarespace"] = (article_head("From brambles to raised beds — The Little Cottage Garden", "en-GB", '<meta name="generator" content="Squarespace">') +
 '<body class="collection-type-blog"><header class="Header"><a href="/">The Little Cottage Garden</a><nav><a href="/blog">Blog</a><a href="/about">About</a><a href="/shop">Shop</a></nav></header>'
 '<main class="Main"><article class="BlogItem hentry"><div class="BlogItem-meta"><time class="dt-published" datetime="2026-10-14">October 14, 2026</time> <span class="Blog-meta-item--author">Hannah Clarke</span></div>'
 '<h1 class="BlogItem-title entry-title" data-content-field="title">From brambles to raised beds</h1>'
 f'<div class="sqs-layout"><div class="sqs-block html-block"><div class="sqs-block-content"><p>{SQ[0]}</p><p>{SQ[1]}</p></div></div>'
 '<div class="sqs-block image-block"><figure><img src="/i.jpg" alt="raised beds"></figure></div>'
 f'<div class="sqs-block html-block"><div class="sqs-block-content"><p>{SQ[2]}</p></div></div></div>'
 '<div class="BlogItem-share"><a>Facebook</a><a>Twitter</a><a>Pinterest</a></div>'
 '<nav class="BlogItem-pagination"><a href="/blog/prev">Previous<span>Sowing sweet peas in autumn</span></a><a href="/blog/next">Next<span>A year of compost</span></a></nav>'
 '<div class="newsletter-form-wrapper"><h2>Subscribe</h2><p>Sign up with your email address to receive news and updates.</p><p>We respect your privacy.</p><p>Thank you!</p></div>'
 '</article></main><footer class="Footer"><p>© 2026 The Little Cottage Garden</p><p>Powered by Squarespace</p></footer></body></html>',
 "https://www.littlecottagegarden.co.uk/blog/from-brambles-to-raised-beds",
 SQ, ["sweet peas", "compost", "Sign up with your email", "respect your privacy", "Thank you!", "Powered by", "Pinterest"])

RG = ["Wer im Herbst neue Obstbäume pflanzt, gibt ihnen einen Vorsprung: Der Boden ist noch warm, und die Wurzeln können bis zum Frühjahr gut anwachsen.",
      "Heben Sie das Pflanzloch doppelt so breit wie den Wurzelballen aus und lockern Sie die Sohle mit einer Grabegabel. Staunässe vertragen Obstbäume schlecht.",
      "Ein Stützpfahl auf der Hauptwindseite verhindert, dass der junge Baum in den ersten Jahren schief wächst."]
_RAW["ratgeber"] = (news_head("Obstbäume richtig pflanzen: So gelingt's im Herbst | Gartenhaus Müller Ratgeber", "de", "Obstbäume richtig pflanzen: So gelingt's im Herbst", "Sabine Krämer", "2026-10-02", "BlogPosting") +
 '<body><div class="top-bar"><p>Kostenloser Versand ab 49 € · 30 Tage Rückgaberecht · Hotline 0800 123456</p></div><header><nav><a href="/pflanzen/">Pflanzen</a><a href="/garten/">Garten</a><a href="/ratgeber/">Ratgeber</a></nav><a href="/warenkorb">Warenkorb (0)</a></header>'
 '<main><article class="blog-detail"><h1>Obstbäume richtig pflanzen: So gelingt\'s im Herbst</h1><div class="blog-meta">Von Sabine Krämer · 02.10.2026 · Lesezeit: 4 Minuten</div>'
 '<nav class="toc"><p>Inhaltsverzeichnis</p><ol><li><a href="#zeit">Der richtige Zeitpunkt</a></li><li><a href="#loch">Das Pflanzloch</a></li></ol></nav>'
 f'<h2 id="zeit">Der richtige Zeitpunkt</h2><p>{RG[0]}</p><h2 id="loch">Das Pflanzloch</h2><p>{RG[1]}</p><p>{RG[2]}</p>'
 '<div class="product-slider"><h3>Passende Produkte</h3><div class="product-box"><a>Apfelbaum \'Elstar\', Halbstamm</a><span class="price">39,99 €*</span><button>In den Warenkorb</button></div>'
 '<div class="product-box"><a>Baumpfahl aus Kiefernholz, 2 m</a><span class="price">7,49 €*</span><button>In den Warenkorb</button></div></div>'
 '<div class="author-box"><p>Sabine Krämer ist Gärtnermeisterin und schreibt seit 2015 für unseren Ratgeber.</p></div></article></main>'
 '<footer><p>* Alle Preise inkl. MwSt., zzgl. Versandkosten</p><a href="/agb">AGB</a><a href="/impressum">Impressum</a></footer></body></html>',
 "https://www.gartenhaus-mueller.de/ratgeber/obstbaeume-richtig-pflanzen",
 RG, ["Kostenloser Versand", "Warenkorb", "Elstar", "Baumpfahl aus", "Alle Preise", "Inhaltsverzeichnis", "Gärtnermeisterin"])

PR = ["Die Regenjacke Nordkap ist aus einem dreilagigen, atmungsaktiven Material gefertigt und hält auch bei Dauerregen zuverlässig trocken.",
      "Die verschweißten Nähte und der wasserdichte Frontreißverschluss verhindern, dass Feuchtigkeit eindringt. Die Kapuze lässt sich mit einer Hand einstellen.",
      "Dank der Packtasche im Brustbereich lässt sich die Jacke klein verstauen und passt in jeden Tagesrucksack."]
_RAW["shop_product"] = (article_head("Regenjacke Nordkap Herren | Outdoor Schmidt", "de", '<meta property="og:type" content="product">') +
 '<body><header><nav><a href="/herren/">Herren</a><a href="/damen/">Damen</a><a href="/sale/">Sale</a></nav><a href="/konto">Mein Konto</a><a href="/warenkorb">Warenkorb</a></header>'
 '<main><nav class="breadcrumb"><a href="/">Home</a> › <a href="/herren/">Herren</a> › <a href="/herren/jacken/">Jacken</a></nav>'
 '<div class="product-detail"><h1 class="product-title">Regenjacke Nordkap Herren</h1><div class="price">149,95 €</div><p class="tax">inkl. MwSt. zzgl. Versandkosten</p>'
 '<form class="buy"><select><option>Größe wählen</option><option>M</option></select><button>In den Warenkorb</button></form>'
 '<ul class="usp"><li>Lieferung in 2–3 Werktagen</li><li>Kostenlose Rücksendung</li></ul>'
 f'<div class="product-description"><h2>Produktbeschreibung</h2><p>{PR[0]}</p><p>{PR[1]}</p><p>{PR[2]}</p></div>'
 '<div class="reviews"><h2>Bewertungen (12)</h2><p>Noch keine Bewertung mit Text.</p></div>'
 '<div class="cross-selling"><h2>Kunden kauften auch</h2><a>Trekkinghose Lappland</a><span>89,95 €</span></div></div></main>'
 '<footer><a href="/agb">AGB</a><a href="/widerruf">Widerrufsbelehrung</a></footer></body></html>',
 "https://www.outdoor-schmidt.de/herren/jacken/regenjacke-nordkap-herren-123.html",
 PR, ["Größe wählen", "Kunden kauften auch", "Lappland", "Widerruf", "Kostenlose Rücksendung", "Mein Konto"])

VB = ["Moin, ich überlege mir einen gebrauchten Golf 7 mit dem 1.4 TSI zu kaufen. Laufleistung 98.000 km, Steuerkette wurde laut Verkäufer bei 80.000 gemacht.",
      "Der 1.4 TSI im Golf 7 hat einen Zahnriemen, keine Steuerkette mehr. Lass dir das Scheckheft zeigen und frag nach dem Wechselintervall.",
      "Stimmt, da hat mir der Händler wohl Unsinn erzählt. Ich schaue mir das Scheckheft am Samstag genau an."]
_RAW["vbulletin"] = (article_head("Golf 7 1.4 TSI gebraucht kaufen - worauf achten? - Motor-Talk Forum", "de") +
 '<body><div id="navbar"><a href="/forum.php">Forum</a> &gt; <a href="/f12">Golf 7</a></div><h1>Golf 7 1.4 TSI gebraucht kaufen - worauf achten?</h1>'
 '<ol id="posts" class="posts">'
 f'<li class="postbitlegacy" id="post_1"><div class="posthead"><span class="date">22.11.2026, <span class="time">14:05</span></span><span class="nodecontrols"><a>#1</a></span></div><div class="postdetails"><div class="userinfo"><a class="username">TSI_Fahrer</a><span class="usertitle">Neuer Benutzer</span><dl class="userinfo_extra"><dt>Registriert seit</dt><dd>03.2025</dd><dt>Beiträge</dt><dd>4</dd></dl></div><div class="postbody"><div class="content"><blockquote class="postcontent restore">{VB[0]}</blockquote></div><div class="signature restore">Golf 6 1.2 TSI, 105 PS, Bj. 2011</div></div></div><div class="postfoot"><a>Zitieren</a><a>Antworten</a></div></li>'
 f'<li class="postbitlegacy" id="post_2"><div class="posthead"><span class="date">22.11.2026, 14:31</span><a>#2</a></div><div class="postdetails"><div class="userinfo"><a class="username">Schrauber_Karl</a><span class="usertitle">Erfahrener Benutzer</span></div><div class="postbody"><div class="content"><blockquote class="postcontent restore"><div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_postedby">Zitat von <strong>TSI_Fahrer</strong></div><div class="message">Steuerkette wurde laut Verkäufer bei 80.000 gemacht.</div></div></div></div>{VB[1]}</blockquote></div></div></div><div class="postfoot"><a>Zitieren</a></div></li>'
 f'<li class="postbitlegacy" id="post_3"><div class="posthead"><span class="date">22.11.2026, 15:02</span></div><div class="postdetails"><div class="userinfo"><a class="username">TSI_Fahrer</a></div><div class="postbody"><div class="content"><blockquote class="postcontent restore">{VB[2]}</blockquote></div></div></div></li></ol>'
 '<div id="footer"><a href="/impressum">Impressum</a> Powered by vBulletin® Version 4.2.5 Copyright © 2026 vBulletin Solutions Inc.</div></body></html>',
 "https://www.motor-talk.de/forum/golf-7-1-4-tsi-gebraucht-kaufen-t7412345.html",
 VB, ["Registriert seit", "Golf 6 1.2 TSI", "Zitieren", "Powered by", "Neuer Benutzer"])

MD = ["I spent six months rewriting our billing service from a Django monolith into three small Go services. This is what I would do differently.",
      "The biggest mistake was splitting by technical layer instead of by business capability. Every feature still needed changes in all three services.",
      "If you are considering the same move, start by drawing the boundaries of your data, not of your code."]
_RAW["medium"] = (news_head("What I learned rewriting our billing service | by Priya Nair | Medium", "en", "What I learned rewriting our billing service", "Priya Nair", "2026-09-30", "BlogPosting") +
 '<body><div id="root"><nav><a href="/">Medium</a><a href="/m/signin">Sign in</a><a>Get started</a></nav><article><div><section>'
 '<h1 class="pw-post-title">What I learned rewriting our billing service</h1>'
 '<div class="speechify-ignore"><a href="/@priya">Priya Nair</a><span>·</span><button>Follow</button><span>7 min read</span><span>·</span><span>Sep 30, 2026</span><div><button>312</button><button>9</button><button>Listen</button><button>Share</button></div></div>'
 f'<p class="pw-post-body-paragraph">{MD[0]}</p><p class="pw-post-body-paragraph">{MD[1]}</p><p class="pw-post-body-paragraph">{MD[2]}</p>'
 '</section></div></article><div class="footer-related"><h2>More from Priya Nair</h2><a>Why our on-call rotation failed</a><h2>Recommended from Medium</h2><a>The Go patterns I wish I knew earlier</a></div>'
 '<div><p>Written by Priya Nair</p><p>1.2K Followers</p><p>Backend engineer in Berlin. Writing about distributed systems.</p><button>Follow</button></div>'
 '<footer><a>Help</a><a>Status</a><a>About</a><a>Careers</a><a>Privacy</a></footer></div></body></html>',
 "https://medium.com/@priya/what-i-learned-rewriting-our-billing-service-4f2a9c1b7e3d",
 MD, ["on-call rotation", "Go patterns", "Followers", "min read", "Listen", "Careers"])

RE2 = ["A beloved fish and chip shop in Sunderland has announced it will close its doors for good after 47 years of trading.",
       "Owners Pat and Linda Robson said rising energy bills and the cost of fish had made the business impossible to keep going.",
       "Regulars have flooded the shop's Facebook page with messages of support, with many sharing memories of Friday night suppers."]
_RAW["chronicle"] = (news_head("Sunderland chippy to close after 47 years - Chronicle Live", "en", "Sunderland chippy to close after 47 years", "Lisa Hodgson", "2026-11-26") +
 '<body><main><article><h1>Sunderland chippy to close after 47 years</h1><p class="sub-header">Owners blame energy bills</p>'
 '<div class="article-information"><div class="author"><a href="/authors/lisa-hodgson/">Lisa Hodgson</a></div><span class="time-container">06:00, 26 NOV 2026</span></div>'
 f'<div class="article-body"><p>{RE2[0]}</p>'
 '<p><strong><span>Read more: </span><a href="/x1">Tyne and Wear Metro disruption as overhead line fault hits services</a></strong></p>'
 '<p><strong>Sign up to the Chronicle newsletter and get the biggest stories from the North East sent to your inbox. <a href="/nl">Sign up here</a></strong></p>'
 f'<p>{RE2[1]}</p>'
 '<div class="related-articles"><p><strong>Read Next</strong></p><ul><li><a>Newcastle bar shuts after licence review</a></li></ul></div>'
 f'<p>{RE2[2]}</p>'
 '<p><b>Have you got a story? Email us at news@chroniclelive.co.uk</b></p>'
 '<p><strong>Don\'t miss the latest news from around the North East. Follow ChronicleLive on <a>Facebook</a>, <a>X</a> and <a>Instagram</a>.</strong></p>'
 '</div></article></main></body></html>',
 "https://www.chroniclelive.co.uk/news/north-east-news/sunderland-chippy-close-47-years-29876543",
 RE2, ["Read more", "Metro disruption", "Sign up", "Read Next", "licence review", "Have you got a story", "Follow ChronicleLive"])


# what each page's <doc> line must state
_META = {
    "funke": {"author": "Jana Meyer", "date": "2026-11-25", "lang": "de"},
    "reach": {"author": "Tom Harris", "date": "2026-11-24", "lang": "en"},
    "woltlab": {"date": "2026-11-20", "lang": "de"},
    "council": {"date": "2026-11-12", "lang": "en"},
    "comune": {"date": "2026-11-20", "lang": "it"},
    "asso": {"lang": "fr"},
    "verein": {"date": "2026-11-22", "lang": "de"},
    "standard": {"author": "Stefanie Rachbauer", "date": "2026-11-23", "lang": "de"},
    "tamedia": {"author": "Beat Metzler", "date": "2026-11-24", "lang": "de"},
    "squarespace": {"author": "Hannah Clarke", "date": "2026-10-14", "lang": "en"},
    "ratgeber": {"author": "Sabine Krämer", "date": "2026-10-02", "lang": "de"},
    "shop_product": {"lang": "de"},
    "vbulletin": {"date": "2026-11-22", "lang": "de"},
    "medium": {"author": "Priya Nair", "date": "2026-09-30", "lang": "en"},
    "chronicle": {"author": "Lisa Hodgson", "date": "2026-11-26", "lang": "en"},
}
PAGES: dict[str, NewsPage] = {name: NewsPage(html, url, tuple(kept), tuple(gone), _META[name])
                              for name, (html, url, kept, gone) in _RAW.items()}

# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}  # (Tamedia's inline newsletter box: taken since xleft36)

globals().update(page_tests(PAGES, open_furniture=OPEN_FURNITURE, byline=True, languages={}))


# --- the rules found missing ------------------------------------------------------------------------------------------

def test_an_austrian_papers_forum_box_goes_with_its_disclaimer_but_a_sentence_about_one_stays() -> None:
    """derStandard's forum box under the article ("Diskutieren Sie mit! 412 Postings", "Die Kommentare von Usern
    und Userinnen geben nicht notwendigerweise die Meinung der Redaktion wieder.") goes; the same words inside a
    sentence of the article stay (the rule matches a whole block only)."""
    page = PAGES["standard"]
    sentence = ("Die Kommentare von Usern und Userinnen geben nicht notwendigerweise die Meinung der Redaktion wieder, "
                "betonte der Chefredakteur am Montag vor dem Presserat.")
    html = page.html.replace(f"<p>{AT[2]}</p>", f"<p>{AT[2]}</p><p>{sentence}</p>")
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert sentence in paragraphs
    assert [p for p in paragraphs if "Postings" in p or "Meinung der Redaktion wieder" in p] == [sentence]


@pytest.mark.parametrize("heading", ["Passende Produkte", "Kunden kauften auch", "Related products",
                                     "Customers also bought", "Produits similaires", "Prodotti correlati"])
def test_a_shops_box_of_products_in_its_guide_goes_but_a_sentence_naming_products_stays(heading: str) -> None:
    """A shop's guide ("Ratgeber") ends in a box of its products under a heading of its kind; the heading, the
    products' names and prices go; a paragraph opening with the same words stays."""
    page = PAGES["ratgeber"]
    sentence = f"{heading} finden Sie auch im Fachhandel vor Ort, fragen Sie dort nach einer Beratung zum Standort."
    html = page.html.replace("<h3>Passende Produkte</h3>", f"<h3>{heading}</h3>").replace(
        f"<p>{RG[2]}</p>", f"<p>{RG[2]}</p><p>{sentence}</p>")
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert [t for t in (*RG, sentence) if t not in paragraphs] == []
    assert [p for p in paragraphs if heading == p or "Elstar" in p or "€" in p] == []


def test_a_local_papers_closing_line_asking_to_follow_it_goes_but_a_paragraph_going_on_stays() -> None:
    """Reach's papers close with "Don't miss the latest news from around the North East. Follow ChronicleLive on
    Facebook, X and Instagram.": the line goes; a paragraph of the text that opens with the same words and goes on
    about something else stays (the rule matches a whole block only)."""
    page = PAGES["chronicle"]
    sentence = ("Don't miss the latest news about the closure, the owners said, as they hoped a buyer might yet be "
                "found to keep the fryers running.")
    html = page.html.replace(f"<p>{RE2[2]}</p>", f"<p>{RE2[2]}</p><p>{sentence}</p>")
    paragraphs = _paragraphs(processed(html, page.url).body)
    assert [t for t in (*RE2, sentence) if t not in paragraphs] == []
    assert [p for p in paragraphs if "Follow ChronicleLive" in p] == []
