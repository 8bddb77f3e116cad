"""Whole news pages of a second batch of session 28's sites (Austrian, Swiss and regional German papers, English wire
services and broadcasters, French, Italian, Czech and Slovak sites the first batch, ``test_vert_news28``, had none
of), each after the article template the site emits, with its furniture between and around the paragraphs (leads,
photo credits, "Artikel anhören" players, "read also" boxes, newsletter and app promos, paywall teasers, update
stamps, author boxes, tag lists, "Mehr zum Thema", affiliate notes, corrections).  For each page the article's text
stays whole, the furniture goes, and the ``<doc>`` line names the writer and day the page states."""

from __future__ import annotations

import pytest
from test_vert_news28 import DE, NewsPage, _german_article, page_tests
from vert_support import article_head, article_ld, news_foot

PAGES: dict[str, NewsPage] = {}


def _foot(site: str) -> str:
    return news_foot(site, '<a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a> <a href="/kontakt">'
                           'Kontakt</a>')


# --- ORF.at (story-lead, story-content, "Links:" list, agency stamp) -------------------------------------------

ORF = (
    "Die Bundesregierung hat sich auf eine Reform der Pflegeausbildung geeinigt. Künftig sollen Auszubildende "
    "bereits im ersten Jahr ein monatliches Entgelt von 600 Euro erhalten.",
    "Sozialministerin Anna Berger sprach von einem „wichtigen Schritt gegen den Personalmangel“. Bis 2030 fehlen "
    "laut Prognosen rund 75.000 Pflegekräfte in Österreich.",
    "Länder sollen mitzahlen",
    "Die Kosten von jährlich rund 120 Millionen Euro sollen sich Bund und Länder teilen. Mehrere Landeshauptleute "
    "kündigten bereits Widerstand an, die Verhandlungen laufen weiter.",
    "Kritik kam auch von der Opposition: Die Reform sei zu zaghaft und komme um Jahre zu spät, hieß es in einer "
    "Aussendung der Gesundheitssprecherin.",
)


def _orf() -> str:
    a = ORF
    return (
        article_head("Regierung einigt sich auf Pflegereform - news.ORF.at", "de",
              article_ld("NewsArticle", "Regierung einigt sich auf Pflegereform", "Lena Huber", "2026-11-25"))
        + '<body><div id="ss-networkNavigation"><a href="https://orf.at">ORF.at</a> <a href="https://tvthek.orf.at">'
        'ORF ON</a> <a href="https://sound.orf.at">Sound</a> <a href="https://wetter.orf.at">Wetter</a></div>'
        '<div id="ss-storyWrapper"><main><article class="story"><div class="story-header">'
        '<h1 class="story-lead-headline">Regierung einigt sich auf Pflegereform</h1></div>'
        f'<div class="story-lead"><p class="story-lead-text">{a[0]}</p></div>'
        '<div class="story-meta"><span class="story-meta-dates">25. November 2026, 06.00 Uhr</span> '
        '<span class="story-meta-authors">Lena Huber</span></div>'
        '<div class="story-content"><figure class="image"><img src="/p.jpg" alt="">'
        '<figcaption><span class="caption">Pflegekräfte in einem Wiener Spital</span> '
        '<span class="copyright">APA/Helmut Fohringer</span></figcaption></figure>'
        f'<p>{a[1]}</p><h2>{a[2]}</h2><p>{a[3]}</p>'
        '<div class="teaser-embed"><a href="/stories/3321"><p>Pflegenotstand: Spitäler schließen Betten</p></a></div>'
        f'<p>{a[4]}</p></div><div class="story-footer"><div class="byline"><p>red, ORF.at/Agenturen</p></div>'
        '<div class="stripe-credits"><h3>Links:</h3><ul><li><a href="https://www.sozialministerium.example.at">'
        'Sozialministerium</a></li><li><a href="https://www.parlament.example.gv.at">Parlament</a></li></ul></div>'
        '</div></article></main></div>' + _foot("ORF"))


PAGES["orf"] = NewsPage(
    _orf(), "https://news.orf.at/stories/3401234/",
    ORF, ("APA/Helmut Fohringer", "Pflegenotstand: Spitäler", "red, ORF.at/Agenturen", "Links:", "Sozialministerium",
          "ORF ON", "Impressum"),
    {"date": "2026-11-25"})


# --- Die Presse (audio player, premium teaser, "Mehr zum Thema") ---------------------------------------------

PRESSE = (
    "Die Wiener Staatsoper hat ihren Spielplan für die kommende Saison vorgestellt. Neben sechs Premieren stehen "
    "zwei Uraufführungen auf dem Programm.",
    "Direktor Paul Reiter sagte bei der Präsentation, man wolle ein jüngeres Publikum ansprechen. Dafür werden die "
    "Stehplätze künftig auch online verkauft.",
    "„Wir müssen dorthin gehen, wo die Menschen sind“, sagte Reiter.",
    "Karten für die Premieren sind ab Mitte Dezember erhältlich. Das Haus rechnet mit einer Auslastung von mehr als "
    "95 Prozent.",
)


def _presse() -> str:
    a = PRESSE
    return (
        article_head("Staatsoper setzt auf junges Publikum | DiePresse.com", "de",
              article_ld("NewsArticle", "Staatsoper setzt auf junges Publikum", "Karin Moser", "2026-11-24"))
        + '<body><header class="header"><a href="/">Die Presse</a><nav><a href="/kultur">Kultur</a> '
        '<a href="/abo">Abo</a> <a href="/login">Anmelden</a></nav></header><main><article class="article">'
        '<div class="article__head"><span class="article__kicker">Oper</span>'
        '<h1 class="article__title">Staatsoper setzt auf junges Publikum</h1>'
        f'<p class="article__lead">{a[0]}</p><div class="article__meta"><span class="article__author">Karin Moser'
        '</span> <time datetime="2026-11-24T17:30:00+01:00">24.11.2026 um 17:30</time> '
        '<span class="article__readtime">Lesezeit: 2 Min.</span></div></div>'
        '<div class="audio-player"><button>Artikel anhören</button><span>00:00 / 03:12</span>'
        '<p>Dieser Artikel wurde von einer künstlichen Stimme gelesen.</p></div>'
        '<div class="article__body">'
        '<figure><img src="/oper.jpg" alt=""><figcaption>Die Staatsoper am Ring <span class="credit">'
        '© Clemens Fabry</span></figcaption></figure>'
        f'<p>{a[1]}</p><blockquote><p>{a[2]}</p></blockquote>'
        '<aside class="related"><h3>Mehr zum Thema</h3><ul><li><a href="/k/1">Salzburger Festspiele: Rekord bei den '
        'Karten</a></li><li><a href="/k/2">Volksoper sucht neue Direktion</a></li></ul></aside>'
        f'<p>{a[3]}</p></div><div class="newsletter-teaser"><h3>Newsletter</h3><p>Der Kultur-Newsletter: jeden '
        'Freitag die wichtigsten Premieren und Kritiken.</p><a href="/newsletter">Jetzt anmelden</a></div>'
        '<div class="comments-teaser"><a href="#comments">Kommentare (12)</a></div>'
        '</article></main>' + _foot("Die Presse"))


PAGES["die-presse"] = NewsPage(
    _presse(), "https://www.diepresse.example.com/12345678/staatsoper-setzt-auf-junges-publikum",
    PRESSE, ("Artikel anhören", "künstlichen Stimme", "Clemens Fabry", "Mehr zum Thema", "Salzburger", "Lesezeit",
             "Kultur-Newsletter", "Jetzt anmelden", "Kommentare (12)"),
    {"author": "Karin Moser", "date": "2026-11-24"})


# --- NZZ (articlecomponent blocks, "Hören Sie diesen Artikel", related box, paywall's subscribe line) ------------

NZZ = (
    "Der Zürcher Kantonsrat hat am Montag ein neues Energiegesetz verabschiedet. Hausbesitzer müssen ihre "
    "Ölheizungen bis 2040 durch erneuerbare Systeme ersetzen.",
    "Die Vorlage war lange umstritten. Bürgerliche Parteien hatten vor hohen Kosten für Mieterinnen und Mieter "
    "gewarnt und einen späteren Stichtag gefordert.",
    "Förderbeiträge für Hauseigentümer",
    "Der Kanton stellt in den nächsten zehn Jahren 250 Millionen Franken an Förderbeiträgen bereit. Gesuche können "
    "ab Januar online eingereicht werden.",
    "Ob es zu einer Volksabstimmung kommt, ist offen. Der Hauseigentümerverband prüft das Referendum.",
)


def _nzz() -> str:
    a = NZZ
    return (
        article_head("Kanton Zürich verbietet neue Ölheizungen | NZZ", "de",
              article_ld("NewsArticle", "Kanton Zürich verbietet neue Ölheizungen", "Reto Keller", "2026-11-23"))
        + '<body><header class="navigation"><a href="/">NZZ</a> <a href="/zuerich">Zürich</a> '
        '<a href="/abo">Abonnieren</a></header><main><article><header class="headline">'
        '<h1 class="headline__title">Kanton Zürich verbietet neue Ölheizungen</h1>'
        f'<p class="headline__lead">{a[0]}</p></header>'
        '<div class="metainfo"><a class="metainfo__item--author" href="/impressum/reto-keller">Reto Keller</a>'
        '<time class="metainfo__item--date" datetime="2026-11-23T16:45:00Z">23.11.2026, 17.45 Uhr</time>'
        '<span class="metainfo__item--readtime">3 min</span></div>'
        '<div class="audioplayer"><p>Hören Sie diesen Artikel</p><span>0:00</span><span>4:05</span>'
        '<p>Diese Audioversion wurde künstlich generiert.</p></div>'
        '<section class="container--article"><figure class="articlecomponent image"><img src="/h.jpg" alt="">'
        '<figcaption class="image__caption">Bis 2040 sollen die Ölheizungen verschwinden. <span class="'
        'image__credit">Annick Ramp / NZZ</span></figcaption></figure>'
        f'<p class="articlecomponent text">{a[1]}</p><h2 class="articlecomponent subtitle">{a[2]}</h2>'
        f'<p class="articlecomponent text">{a[3]}</p>'
        '<div class="articlecomponent related"><p class="related__title">Passend zum Artikel</p>'
        '<a href="/z/1"><p>Fernwärme: Die Stadt Zürich baut das Netz aus</p></a></div>'
        f'<p class="articlecomponent text">{a[4]}</p></section>'
        '<div class="nzzinteraction"><a href="/newsletter">Abonnieren Sie den Newsletter «NZZ Zürich»</a></div>'
        '<div class="tags"><a href="/themen/energie">Energie</a> <a href="/themen/kanton-zuerich">Kanton Zürich</a>'
        '</div></article></main>' + _foot("Neue Zürcher Zeitung AG"))


PAGES["nzz"] = NewsPage(
    _nzz(), "https://www.nzz.example.ch/zuerich/kanton-zuerich-verbietet-neue-oelheizungen-ld.1876543",
    NZZ, ("Hören Sie diesen Artikel", "künstlich generiert", "Annick Ramp", "Passend zum Artikel", "Fernwärme",
          "Abonnieren Sie den Newsletter", "3 min"),
    {"author": "Reto Keller", "date": "2026-11-23"})


# --- SRF (lead, "Mehr zum Thema" teaser, broadcast stamp under the article) -------------------------------------

SRF = (
    "Die Schweizer Bevölkerung wächst weiter. Ende 2025 lebten erstmals mehr als 9,1 Millionen Menschen im Land, wie "
    "das Bundesamt für Statistik mitteilt.",
    "Der Zuwachs geht vor allem auf die Zuwanderung zurück. Die Zahl der Geburten ist dagegen das dritte Jahr in "
    "Folge gesunken.",
    "Am stärksten wuchsen die Kantone Freiburg und Aargau. In Graubünden und im Tessin ging die Bevölkerung leicht "
    "zurück.",
)


def _srf() -> str:
    a = SRF
    return (
        article_head("Bevölkerung wächst auf 9,1 Millionen - News - SRF", "de",
              article_ld("NewsArticle", "Bevölkerung wächst auf 9,1 Millionen", "Nina Frei", "2026-11-26"))
        + '<body><header class="header"><a href="/">SRF</a> <a href="/news">News</a> <a href="/sport">Sport</a> '
        '<a href="/play">Play SRF</a></header><main><article class="article">'
        '<h1 class="article-title"><span class="article-title__overline">Statistik</span> '
        '<span class="article-title__text">Bevölkerung wächst auf 9,1 Millionen</span></h1>'
        f'<p class="article-lead">{a[0]}</p><div class="article-author"><span>Nina Frei</span> '
        '<span class="article-meta__date">Mittwoch, 26.11.2026, 09:14 Uhr</span></div>'
        f'<div class="article-content"><p>{a[1]}</p>'
        '<div class="related-items-list"><h3 class="related-items-list__heading">Mehr zum Thema</h3>'
        '<ul><li><a href="/n/1">Zuwanderung: Bundesrat will Schutzklausel</a></li>'
        '<li><a href="/n/2">Geburtenrate so tief wie nie</a></li></ul></div>'
        f'<p>{a[2]}</p><p class="article-source">Radio SRF 1, Nachrichten, 26.11.2026, 9:00 Uhr ; sda/frei</p>'
        '</div></article></main>' + _foot("SRF Schweizer Radio und Fernsehen"))


PAGES["srf"] = NewsPage(
    _srf(), "https://www.srf.example.ch/news/schweiz/statistik-bevoelkerung-waechst-auf-9-1-millionen",
    SRF, ("Mehr zum Thema", "Zuwanderung: Bundesrat", "Radio SRF 1", "Play SRF"),
    {"author": "Nina Frei", "date": "2026-11-26"})


# --- Merkur / Ippen Media (id-StoryElement blocks, affiliate note, "Auch interessant") --------------------------

MERKUR = (
    "Ab Januar steigen in München die Preise für Bus und Bahn. Eine Monatskarte für den Innenraum kostet dann 63 "
    "Euro statt bisher 59 Euro.",
    "Der Verkehrsverbund begründet die Erhöhung mit höheren Personal- und Energiekosten. Das Deutschlandticket ist "
    "von der Änderung nicht betroffen.",
    "Was sich für Pendler ändert",
    "Wer täglich aus dem Umland in die Stadt fährt, zahlt künftig bis zu acht Prozent mehr. Für Schüler und "
    "Auszubildende bleibt das Ticket dagegen gleich teuer.",
    "Einzelfahrkarten werden um 20 Cent teurer",
    "Die Tageskarte kostet künftig 9,70 Euro",
)


def _merkur() -> str:
    a = MERKUR
    return (
        article_head("MVV erhöht die Preise: Das zahlen Pendler ab Januar", "de",
              article_ld("NewsArticle", "MVV erhöht die Preise: Das zahlen Pendler ab Januar", "Felix Bauer", "2026-11-27"))
        + '<body><header class="id-SiteHeader"><a href="/">Merkur.de</a> <a href="/muenchen/">München</a> '
        '<a href="/bayern/">Bayern</a></header><main><article class="id-Article">'
        '<p class="id-Article-kicker">Tarife</p><h1 class="id-StoryElement-headline">MVV erhöht die Preise: Das '
        'zahlen Pendler ab Januar</h1><div class="id-StoryElement-authorLine">Stand: 27.11.2026, 05:33 Uhr '
        '<span>Von <a href="/autoren/felix-bauer">Felix Bauer</a></span></div>'
        '<p class="id-StoryElement-leadText">Bus und Bahn werden teurer. Was das für Pendler im Umland heißt.</p>'
        '<div class="id-Article-content"><figure class="id-StoryElement-image"><img src="/u.jpg" alt="">'
        '<figcaption>Eine U-Bahn am Marienplatz. <span class="id-StoryElement-credit">© Sven Hoppe/dpa</span>'
        '</figcaption></figure>'
        f'<p class="id-StoryElement-paragraph">{a[0]}</p><p class="id-StoryElement-paragraph">{a[1]}</p>'
        '<div class="id-StoryElement-factBox"><p>Auch interessant</p><a href="/m/1">Stammstrecke: Sperrung am '
        'Wochenende</a></div>'
        f'<h2 class="id-StoryElement-crosshead">{a[2]}</h2><p class="id-StoryElement-paragraph">{a[3]}</p>'
        f'<ul class="id-StoryElement-list"><li>{a[4]}</li><li>{a[5]}</li></ul>'
        '<p class="id-StoryElement-paragraph"><em>Unser <a href="/newsletter">München-Newsletter</a> informiert Sie '
        'täglich über alle wichtigen Geschichten aus der Isar-Metropole. Melden Sie sich hier an.</em></p>'
        '<p class="id-StoryElement-paragraph"><em>Dieser Artikel enthält Affiliate-Links.</em></p>'
        '<p class="id-StoryElement-paragraph">(fb)</p></div>'
        '<div class="id-Article-tags"><a href="/themen/mvv">MVV</a> <a href="/themen/muenchen">München</a></div>'
        '</article></main>' + _foot("Merkur.de"))


PAGES["merkur"] = NewsPage(
    _merkur(), "https://www.merkur.example.de/muenchen/mvv-erhoeht-preise-pendler-januar-93456789.html",
    (*MERKUR, "Bus und Bahn werden teurer. Was das für Pendler im Umland heißt."),
    ("Sven Hoppe", "Auch interessant", "Stammstrecke", "München-Newsletter", "Affiliate-Links", "Stand:"),
    {"author": "Felix Bauer", "date": "2026-11-27"})


# --- n-tv (article__text, "Quelle: ntv.de, dpa", "Mehr zum Thema" list) -----------------------------------------

NTV = (
    "Der Autobauer kündigt den Abbau von 3000 Stellen in Deutschland an. Betroffen sind vor allem die Werke in "
    "Niedersachsen und Sachsen.",
    "Konzernchef Martin Vogel sprach von „schmerzhaften, aber notwendigen Schritten“. Betriebsbedingte Kündigungen "
    "solle es nicht geben.",
    "Die IG Metall kündigte Widerstand an. Man werde jeden Arbeitsplatz verteidigen, sagte ein Sprecher der "
    "Gewerkschaft.",
)


def _ntv() -> str:
    a = NTV
    return (
        article_head("Autobauer streicht 3000 Stellen - n-tv.de", "de",
              article_ld("NewsArticle", "Autobauer streicht 3000 Stellen", "Tim Albers", "2026-11-26"))
        + '<body><header class="header"><a href="/">ntv</a> <a href="/wirtschaft/">Wirtschaft</a> '
        '<a href="/mediathek/">Mediathek</a></header><main><article class="article">'
        '<h2><span class="article__kicker">Werke in Sachsen betroffen</span>'
        '<span class="article__headline">Autobauer streicht 3000 Stellen</span></h2>'
        '<span class="article__date">26.11.2026, 14:02 Uhr</span>'
        '<div class="article__share"><a href="#">Artikel anhören</a> <a href="#">Teilen</a> '
        '<a href="#">Kommentieren</a></div><div class="article__text">'
        f'<p><strong>{a[0]}</strong></p><p>{a[1]}</p>'
        '<div class="article__aside"><h3>Mehr zum Thema</h3><ul><li><a href="/w/1">Zulieferer in der Krise</a></li>'
        '<li><a href="/w/2">Wie geht es weiter mit dem E-Auto?</a></li></ul></div>'
        f'<p>{a[2]}</p><p class="article__source">Quelle: ntv.de, tal/dpa/rts</p></div>'
        '<div class="article__author"><p>Tim Albers ist Redakteur im Ressort Wirtschaft.</p></div>'
        '</article></main>' + _foot("n-tv Nachrichtenfernsehen GmbH"))


PAGES["n-tv"] = NewsPage(
    _ntv(), "https://www.n-tv.example.de/wirtschaft/Autobauer-streicht-3000-Stellen-article25432101.html",
    NTV, ("Artikel anhören", "Mehr zum Thema", "Zulieferer", "Quelle: ntv.de", "Redakteur im Ressort", "Mediathek"),
    {"date": "2026-11-26"})


# --- Reuters (article-body__content, sign-up box, "Reporting by", trust principles) ----------------------------

REUTERS = (
    "Oil prices rose more than 2% on Wednesday after a report showed U.S. crude inventories fell sharply last week, "
    "easing concerns about weak demand.",
    "Brent crude futures were up $1.64, or 2.2%, at $76.10 a barrel by 1400 GMT. U.S. West Texas Intermediate crude "
    "gained $1.58, or 2.2%, to $72.31.",
    "“The draw was much larger than the market expected,” said Priya Nair, an analyst at a consultancy in Singapore.",
    "Traders are also watching talks among major producers ahead of a meeting next week, where output cuts could be "
    "extended into the second quarter.",
)


def _reuters() -> str:
    a = REUTERS
    return (
        article_head("Oil rises 2% on big U.S. crude draw | Reuters", "en",
              article_ld("NewsArticle", "Oil rises 2% on big U.S. crude draw", "Ahmad Ghaddar", "2026-11-25"))
        + '<body><header class="site-header"><a href="/">Reuters</a><nav><a href="/world/">World</a> '
        '<a href="/business/">Business</a> <a href="/markets/">Markets</a> <a href="/account/register/">Register</a>'
        '</nav></header><main><article class="article__container">'
        '<h1 data-testid="Heading">Oil rises 2% on big U.S. crude draw</h1>'
        '<div class="article-header__dateline"><span>By <a href="/authors/ahmad-ghaddar/">Ahmad Ghaddar</a></span>'
        '<time datetime="2026-11-25T14:20:00Z">November 25, 2026 2:20 PM UTC</time>'
        '<span>Updated 2 hours ago</span></div>'
        '<figure><img src="/oil.jpg" alt=""><figcaption>An oil pump jack is seen in a field, March 2, 2026. '
        'REUTERS/Jane Doe/File Photo <a href="/licensing">Purchase Licensing Rights</a>, opens new tab</figcaption>'
        '</figure><div class="article-body__content">'
        f'<p data-testid="paragraph-0">{a[0]}</p><p data-testid="paragraph-1">{a[1]}</p>'
        '<div class="signup-promo"><p>Sign up here.</p></div>'
        f'<p data-testid="paragraph-2">{a[2]}</p><p data-testid="paragraph-3">{a[3]}</p>'
        '<p data-testid="paragraph-4">Reporting by Ahmad Ghaddar in London; Editing by Mark Potter</p></div>'
        '<div class="trust-principles"><p><a href="/info-pages/standards/">Our Standards: The Thomson Reuters Trust '
        'Principles.</a>, opens new tab</p></div><div class="tags"><a href="/markets/commodities/">Commodities</a>'
        '</div></article></main><footer><a href="/info-pages/privacy/">Privacy</a><p>All quotes delayed a minimum of '
        '15 minutes.</p></footer></body></html>')


PAGES["reuters"] = NewsPage(
    _reuters(), "https://www.reuters.example.com/business/energy/oil-rises-2-big-us-crude-draw-2026-11-25/",
    REUTERS, ("Purchase Licensing Rights", "Sign up here", "Trust Principles", "Updated 2 hours ago",
              "quotes delayed", "REUTERS/Jane Doe"),
    {"author": "Ahmad Ghaddar", "date": "2026-11-25"})


# --- NPR (audio module "Listen", transcript link, "Sign up for" newsletter, story body) -------------------------

NPR = (
    "A new study finds that children who spend at least two hours a day outdoors are less likely to become "
    "nearsighted, adding to evidence that sunlight plays a role in eye development.",
    "Researchers followed more than 4,000 schoolchildren in three countries for five years. Those who spent the most "
    "time outside had about a 30% lower risk.",
    "“The message for parents is simple: send them outside,” said Dr. Helen Park, an ophthalmologist who led the "
    "study.",
    "Rates of myopia have risen sharply in recent decades, especially in East Asia, where in some cities more than "
    "80% of young adults are nearsighted.",
)


def _npr() -> str:
    a = NPR
    return (
        article_head("Kids who play outside are less likely to need glasses : Shots - Health News : NPR", "en",
              article_ld("NewsArticle", "Kids who play outside are less likely to need glasses", "Allison Aubrey",
                  "2026-11-24"))
        + '<body><header id="globalheader"><a href="/">NPR</a> <a href="/sections/news/">News</a> '
        '<a href="/donate">Donate</a></header><main><article class="story">'
        '<div class="slug-wrap"><a href="/sections/health-shots/">Shots - Health News</a></div>'
        '<div class="storytitle"><h1>Kids who play outside are less likely to need glasses</h1></div>'
        '<div class="audio-module"><button class="audio-module-listen">Listen · 3:52</button>'
        '<span class="audio-module-listen-duration">3-Minute Listen</span><a href="/playlist">Playlist</a>'
        '<a href="/transcripts/123">Transcript</a><a href="/download">Download</a><a href="/embed">Embed</a></div>'
        '<div id="storybyline"><p class="byline__name"><a href="/people/allison-aubrey">Allison Aubrey</a></p>'
        '<time datetime="2026-11-24T05:00:00-05:00">November 24, 20265:00 AM ET</time></div>'
        '<div id="storytext" class="storytext"><div class="bucketwrap image"><img src="/k.jpg" alt="">'
        '<div class="credit-caption"><p>Children play at a park in Washington, D.C.</p>'
        '<span class="credit">Kevin Lee for NPR</span></div></div>'
        f'<p>{a[0]}</p><p>{a[1]}</p>'
        '<aside class="bucketwrap internallink"><p>Sign up for the Shots newsletter to get the latest health news.'
        '</p></aside>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="story-meta"><p>Copyright 2026 NPR</p></div></article></main>'
        '<footer><a href="/about">About NPR</a> <a href="/terms">Terms of Use</a></footer></body></html>')


PAGES["npr"] = NewsPage(
    _npr(), "https://www.npr.example.org/sections/health-shots/2026/11/24/nx-s1-5231234/kids-outdoors-myopia",
    NPR, ("Listen · 3:52", "3-Minute Listen", "Transcript", "Kevin Lee for NPR", "Shots newsletter",
          "Copyright 2026 NPR", "Terms of Use"),
    {"author": "Allison Aubrey", "date": "2026-11-24"})


# --- The Independent (inline "Read more", newsletter box, "Support free-thinking journalism") -----------------

INDY = (
    "Train drivers across England will stage a fresh 48-hour strike next month in a long-running dispute over pay "
    "and working conditions, their union has announced.",
    "The walkout on 12 and 13 December is expected to halt most services on at least eight operators, just as "
    "families travel for the holidays.",
    "The union said it had “no choice” after talks with the rail companies broke down on Monday without a new offer.",
    "A spokesperson for the Department for Transport called the action “deeply disappointing” and urged the union to "
    "put the offer to its members.",
)


def _indy() -> str:
    a = INDY
    return (
        article_head("Train drivers announce 48-hour strike before Christmas | The Independent", "en",
              article_ld("NewsArticle", "Train drivers announce 48-hour strike before Christmas", "Simon Calder",
                  "2026-11-26"))
        + '<body><header><a href="/">The Independent</a><nav><a href="/news/uk">UK</a> <a href="/topic/rail">Rail</a>'
        ' <a href="/subscribe">Subscribe</a></nav></header><main><article>'
        '<h1>Train drivers announce 48-hour strike before Christmas</h1>'
        '<h2 class="standfirst">Walkout will hit most operators in England</h2>'
        '<div class="author"><a href="/author/simon-calder">Simon Calder</a> <span>Travel Correspondent</span></div>'
        '<time datetime="2026-11-26T11:12:00Z">Wednesday 26 November 2026 11:12 GMT</time>'
        '<div class="support-box"><p>Support truly independent journalism</p><p>Our mission is to deliver unbiased, '
        'fact-based reporting that holds power to account. Your support makes all the difference.</p>'
        '<a href="/donate">Read more</a></div>'
        '<div id="main"><figure><img src="/t.jpg" alt=""><figcaption>Passengers at London Euston <span>(PA Wire)'
        '</span></figcaption></figure>'
        f'<p>{a[0]}</p><p>{a[1]}</p><p><b>Read more: <a href="/r/1">The best rail passes for winter trips</a></b></p>'
        '<div class="newsletter-inline"><h3>Simon Calder’s Travel</h3><p>Expert travel advice and money-saving deals '
        '</p><form><input type="email" placeholder="Enter your email address"><button>Sign up</button></form>'
        '<p>I would like to be emailed about offers, events and updates from The Independent. Read our privacy notice'
        '</p></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="comments"><button>View comments</button></div></article></main>'
        '<footer><a href="/service/contact-us">Contact us</a> <a href="/service/privacy">Privacy notice</a></footer>'
        '</body></html>')


PAGES["independent"] = NewsPage(
    _indy(), "https://www.independent.example.co.uk/travel/news-and-advice/train-strike-december-b2876543.html",
    (*INDY, "Walkout will hit most operators in England"),
    ("Support truly independent", "unbiased", "PA Wire", "Read more", "best rail passes", "Sign up",
     "emailed about offers", "View comments", "Travel Correspondent"),
    {"author": "Simon Calder", "date": "2026-11-26"})


# --- Libération (chapô, "A lire aussi", paywall teaser, "Mis à jour") --------------------------------------------

LIBE = (
    "Après trois semaines de grève, les éboueurs de la métropole ont voté lundi la reprise du travail. La direction "
    "a accepté une hausse des salaires de 4 %.",
    "Les ordures s’étaient accumulées dans plusieurs quartiers, provoquant la colère des habitants et l’inquiétude "
    "des autorités sanitaires.",
    "« C’est une victoire, mais elle a coûté cher aux salariés », a déclaré une déléguée syndicale à la sortie de "
    "l’assemblée générale.",
    "Le ramassage doit reprendre normalement d’ici la fin de la semaine, selon la mairie.",
)


def _libe() -> str:
    a = LIBE
    return (
        article_head("Grève des éboueurs : la reprise votée – Libération", "fr",
              article_ld("NewsArticle", "Grève des éboueurs : la reprise votée", "Claire Martin", "2026-11-24"))
        + '<body><header><a href="/">Libération</a><nav><a href="/societe/">Société</a> <a href="/abonnement/">'
        'S’abonner</a> <a href="/connexion/">Connexion</a></nav></header><main><article>'
        '<h1>Grève des éboueurs : la reprise votée</h1>'
        f'<span class="article-subtitle">{a[0]}</span>'
        '<div class="article-meta"><a href="/auteur/claire-martin/">par Claire Martin</a> '
        '<span>publié le 24 novembre 2026 à 18h02</span> <span>mis à jour le 24 novembre 2026 à 19h40</span></div>'
        '<figure><img src="/e.jpg" alt=""><figcaption>Des poubelles dans une rue du centre, le 20 novembre. '
        '(Jean Dupont/Libération)</figcaption></figure><div class="article-body">'
        f'<p>{a[1]}</p><p>{a[2]}</p>'
        '<div class="read-also"><span>A lire aussi</span><a href="/s/1">Déchets : les villes face au casse-tête '
        'du tri</a></div>'
        f'<p>{a[3]}</p></div><div class="newsletter-box"><p>Recevez chaque jour notre newsletter</p>'
        '<button>Je m’inscris</button></div><div class="comments">Commentaires (34)</div></article></main>'
        '<footer><a href="/mentions-legales/">Mentions légales</a> <a href="/cgu/">CGU</a></footer></body></html>')


PAGES["liberation"] = NewsPage(
    _libe(), "https://www.liberation.example.fr/societe/greve-des-eboueurs-la-reprise-votee-20261124_ABCDEF/",
    LIBE, ("Jean Dupont", "A lire aussi", "casse-tête", "Je m’inscris", "Recevez chaque jour", "Commentaires (34)",
           "mis à jour"),
    {"author": "Claire Martin", "date": "2026-11-24"})


# --- franceinfo (chapo, "Article rédigé par", audio "Écouter", "A lire aussi" list) ---------------------------

FINFO = (
    "Le gouvernement a présenté mercredi un plan pour recruter 10 000 médecins généralistes dans les zones rurales "
    "d’ici 2030.",
    "Les jeunes médecins qui s’installeront dans un désert médical recevront une aide de 50 000 euros sur cinq ans.",
    "Les syndicats de médecins saluent l’effort mais jugent la mesure insuffisante face à l’ampleur des départs en "
    "retraite.",
    "Quelles régions sont concernées ?",
    "Le Centre-Val de Loire et la Bourgogne-Franche-Comté seront prioritaires, selon le ministère de la Santé.",
)


def _finfo() -> str:
    a = FINFO
    return (
        article_head("Déserts médicaux : le plan du gouvernement", "fr",
              article_ld("NewsArticle", "Déserts médicaux : le plan du gouvernement", "Julie Bernard", "2026-11-26"))
        + '<body><header><a href="/">franceinfo</a><nav><a href="/sante/">Santé</a> <a href="/direct/">Direct</a>'
        '</nav></header><main><article class="c-article">'
        '<h1 class="c-title">Déserts médicaux : le plan du gouvernement</h1>'
        f'<p class="c-chapo">{a[0]}</p>'
        '<div class="c-signature"><span>Article rédigé par <a href="/journalistes/julie-bernard">Julie Bernard</a>'
        '</span> <span>France Télévisions</span> <time datetime="2026-11-26T12:00:00+01:00">Publié le 26/11/2026 '
        '12:00</time> <span>Temps de lecture : 2min</span></div>'
        '<div class="c-audio"><button>Écouter cet article</button></div><div class="c-body">'
        '<figure><img src="/m.jpg" alt=""><figcaption>Un cabinet médical dans l’Indre. (PHOTO P. MARTIN / '
        'MAXPPP)</figcaption></figure>'
        f'<p>{a[1]}</p><p>{a[2]}</p><h2>{a[3]}</h2><p>{a[4]}</p>'
        '<div class="c-related"><p>A lire aussi</p><ul><li><a href="/r/1">Pénurie de médicaments : la liste '
        's’allonge</a></li></ul></div></div>'
        '<div class="c-tags"><a href="/sante/">Santé</a> <a href="/medecins/">Médecins</a></div></article></main>'
        '<footer><a href="/mentions/">Mentions légales</a></footer></body></html>')


PAGES["franceinfo"] = NewsPage(
    _finfo(), "https://www.francetvinfo.example.fr/sante/deserts-medicaux-le-plan-du-gouvernement_6912345.html",
    FINFO, ("Article rédigé par", "Temps de lecture", "Écouter cet article", "MAXPPP", "A lire aussi",
            "Pénurie de médicaments"),
    {"author": "Julie Bernard", "date": "2026-11-26"})


# --- Il Fatto Quotidiano (occhiello, "Leggi anche", support appeal) -------------------------------------------

FATTO = (
    "Il Consiglio dei ministri ha approvato lunedì il decreto che riduce i tempi di attesa per le visite "
    "specialistiche negli ospedali pubblici.",
    "Le Regioni che non rispetteranno i nuovi limiti rischiano tagli ai finanziamenti. Il ministro ha parlato di "
    "“una svolta per milioni di pazienti”.",
    "Critiche dalle opposizioni, secondo cui senza nuove assunzioni di medici e infermieri il decreto resterà sulla "
    "carta.",
)


def _fatto() -> str:
    a = FATTO
    return (
        article_head("Liste d’attesa, approvato il decreto - Il Fatto Quotidiano", "it",
              article_ld("NewsArticle", "Liste d’attesa, approvato il decreto", "Marco Rossi", "2026-11-24"))
        + '<body><header><a href="/">Il Fatto Quotidiano</a><nav><a href="/politica/">Politica</a> '
        '<a href="/abbonati/">Abbonati</a></nav></header><main><article class="article">'
        '<h1 class="article-title">Liste d’attesa, approvato il decreto</h1>'
        '<div class="article-meta"><span class="author">di <a href="/blog/mrossi/">Marco Rossi</a></span> '
        '<span class="date">24 Novembre 2026</span></div><div class="article-body">'
        f'<p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="leggi-anche"><span>Leggi Anche</span><a href="/l/1">Sanità, mancano 30mila infermieri</a></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="support-box"><p>Sostieni ilfattoquotidiano.it: mai come in questo momento abbiamo bisogno di '
        'te.</p><a href="/sostenitore/">Diventa sostenitore</a></div>'
        '<div class="tags">Tag: <a href="/tag/sanita/">Sanità</a></div></article></main>'
        '<footer><p>© 2026 Editoriale Il Fatto S.p.A. - P.IVA 10460121006</p></footer></body></html>')


PAGES["il-fatto"] = NewsPage(
    _fatto(), "https://www.ilfattoquotidiano.example.it/2026/11/24/liste-dattesa-approvato-il-decreto/7712345/",
    FATTO, ("Leggi Anche", "30mila infermieri", "Sostieni", "Diventa sostenitore", "P.IVA"),
    {"author": "Marco Rossi", "date": "2026-11-24"})


# --- iROZHLAS (perex, "Čtěte také" box, audio, share bar, "Sdílet") -------------------------------------------

IROZ = (
    "Ministerstvo dopravy chce do roku 2030 zrychlit přípravu vysokorychlostních tratí. Stavba prvního úseku mezi "
    "Prahou a Brnem má začít o dva roky dříve, než se plánovalo.",
    "Ministr to oznámil po jednání vlády. Podle něj se podařilo vykoupit většinu potřebných pozemků.",
    "„Nechceme opakovat chyby z výstavby dálnic, kde se čekalo desítky let,“ řekl ministr novinářům.",
    "Stavba by měla stát přes 200 miliard korun. Část peněz chce stát získat z evropských fondů.",
)


def _iroz() -> str:
    a = IROZ
    return (
        article_head("Stát chce zrychlit stavbu rychlotratí | iROZHLAS", "cs",
              article_ld("NewsArticle", "Stát chce zrychlit stavbu rychlotratí", "Jana Novotná", "2026-11-25"))
        + '<body><header class="b-header"><a href="/">iROZHLAS</a><nav><a href="/zpravy-domov">Domov</a> '
        '<a href="/zpravy-svet">Svět</a> <a href="/podcasty">Podcasty</a></nav></header><main>'
        '<article class="b-detail"><h1>Stát chce zrychlit stavbu rychlotratí</h1>'
        '<p class="meta"><a href="/autori/jana-novotna">Jana Novotná</a> <time datetime="2026-11-25T10:20:00+01:00">'
        '25. 11. 2026 | 10:20</time> | Praha</p>'
        f'<div class="b-detail__annot"><p>{a[0]}</p></div>'
        '<div class="b-audio"><p>Přehrát audio</p><span>Poslechněte si článek</span></div>'
        '<div class="b-detail__body"><figure><img src="/v.jpg" alt=""><figcaption>Vizualizace nádraží '
        '<span>| Foto: Správa železnic</span></figcaption></figure>'
        f'<p>{a[1]}</p><blockquote><p>{a[2]}</p></blockquote>'
        '<div class="b-inline-box"><p>Čtěte také</p><a href="/c/1">Dálnice D35 je hotová. Řidiči ušetří půl hodiny'
        '</a></div>'
        f'<p>{a[3]}</p></div><div class="b-share"><a href="#">Sdílet na Facebooku</a> <a href="#">Sdílet na '
        'Twitteru</a> <a href="#">Tisknout</a> <a href="#">Kopírovat url adresu</a> <span>Zkrácená adresa</span>'
        '</div><p class="b-detail__author">Jana Novotná | Zdroj: iROZHLAS.cz</p></article></main>'
        '<footer><p>© Český rozhlas, 2026</p><a href="/kontakty">Kontakty</a></footer></body></html>')


PAGES["irozhlas"] = NewsPage(
    _iroz(), "https://www.irozhlas.example.cz/zpravy-domov/vysokorychlostni-trate-stavba_2611251020_jan",
    IROZ, ("Přehrát audio", "Poslechněte si", "Správa železnic", "Čtěte také", "D35", "Sdílet na", "Kopírovat",
           "Zdroj: iROZHLAS.cz", "Český rozhlas"),
    {"author": "Jana Novotná", "date": "2026-11-25"})


# --- Seznam Zprávy (perex, "Doporučujeme", "Článek si také můžete poslechnout") -------------------------------

SEZ = (
    "Ceny energií pro domácnosti by příští rok měly mírně klesnout. Vyplývá to z cenového rozhodnutí Energetického "
    "regulačního úřadu.",
    "Regulovaná složka ceny elektřiny se sníží zhruba o osm procent. U plynu zůstane přibližně na letošní úrovni.",
    "Co to znamená pro domácnosti",
    "Průměrná domácnost by podle úřadu mohla ročně ušetřit kolem dvou tisíc korun. Konečná cena ale záleží na "
    "dodavateli.",
)


def _sez() -> str:
    a = SEZ
    return (
        article_head("Energie příští rok zlevní, rozhodl úřad - Seznam Zprávy", "cs",
              article_ld("NewsArticle", "Energie příští rok zlevní, rozhodl úřad", "Petr Dvořák", "2026-11-27"))
        + '<body><header><a href="/">Seznam Zprávy</a><nav><a href="/sekce/domaci">Domácí</a> <a href="/sekce/'
        'ekonomika">Ekonomika</a></nav></header><main><article>'
        '<h1 data-dot="ogm-article-header">Energie příští rok zlevní, rozhodl úřad</h1>'
        '<div class="author"><a href="/autor/petr-dvorak">Petr Dvořák</a><span>redaktor</span>'
        '<time datetime="2026-11-27T07:00:00+01:00">27. 11. 2026 7:00</time></div>'
        f'<p class="perex" data-dot="ogm-article-perex">{a[0]}</p>'
        '<div class="tts"><p>Článek si také můžete poslechnout v audioverzi.</p></div>'
        '<div data-dot="mol-paragraph"><figure><img src="/e.jpg" alt=""><figcaption>Ilustrační foto. Foto: '
        'Michal Šula, Seznam Zprávy</figcaption></figure>'
        f'<p>{a[1]}</p><div class="recommend"><h3>Doporučujeme</h3><a href="/c/2">Kolik zaplatíte za teplo'
        '</a></div>'
        f'<h2>{a[2]}</h2><p>{a[3]}</p></div>'
        '<div class="app-promo"><p>Stáhněte si aplikaci Seznam Zprávy</p></div>'
        '<div class="tags"><a href="/tag/energie">Energie</a> <a href="/tag/eru">ERÚ</a></div></article></main>'
        '<footer><p>Copyright © 1996–2026 Seznam.cz, a.s.</p></footer></body></html>')


PAGES["seznam-zpravy"] = NewsPage(
    _sez(), "https://www.seznamzpravy.example.cz/clanek/ekonomika-energie-pristi-rok-zlevni-261234",
    SEZ, ("poslechnout v audioverzi", "Michal Šula", "Doporučujeme", "Kolik zaplatíte", "Stáhněte si aplikaci",
          "Seznam.cz, a.s."),
    {"author": "Petr Dvořák", "date": "2026-11-27"})


# --- Postoj.sk (perex, "Prečítajte si aj", subscription teaser, author box) ------------------------------------

POSTOJ = (
    "Parlament v utorok schválil novelu zákona o sociálnych službách. Obce budú môcť od januára dostať viac peňazí "
    "na opatrovateľky.",
    "Ministerka práce uviedla, že novela pomôže najmä menším obciam, ktoré si doteraz opatrovateľskú službu nemohli "
    "dovoliť.",
    "Opozícia novelu podporila, no upozornila, že príspevok by mal rásť každý rok spolu s infláciou.",
)


def _postoj() -> str:
    a = POSTOJ
    return (
        article_head("Parlament schválil viac peňazí na opatrovateľky | Postoj", "sk",
              article_ld("NewsArticle", "Parlament schválil viac peňazí na opatrovateľky", "Martin Kováč", "2026-11-25"))
        + '<body><header><a href="/">Postoj</a><nav><a href="/spravy">Správy</a> <a href="/predplatne">Predplatné'
        '</a></nav></header><main><article class="article">'
        '<h1 class="title">Parlament schválil viac peňazí na opatrovateľky</h1>'
        f'<div class="perex">{a[0]}</div>'
        '<div class="meta"><a href="/autor/martin-kovac">Martin Kováč</a> <span>25. novembra 2026</span> '
        '<span>Čas čítania: 2 min.</span></div><div class="article-content">'
        f'<p>{a[1]}</p><div class="read-also"><strong>Prečítajte si aj</strong><a href="/a/1">Domovy sociálnych '
        'služieb hľadajú personál</a></div>'
        f'<p>{a[2]}</p></div>'
        '<div class="author-box"><img src="/mk.jpg" alt=""><p>Martin Kováč</p><p>Redaktor domácej rubriky. '
        'Predtým pracoval v regionálnom rozhlase.</p></div>'
        '<div class="subscribe-box"><p>Podporte kvalitnú žurnalistiku. Predplaťte si Postoj už od 5 eur mesačne.'
        '</p><a href="/predplatne">Chcem predplatné</a></div></article></main>'
        '<footer><p>© 2026 Postoj Media</p></footer></body></html>')


PAGES["postoj"] = NewsPage(
    _postoj(), "https://www.postoj.example.sk/98765/parlament-schvalil-viac-penazi-na-opatrovatelky",
    POSTOJ, ("Prečítajte si aj", "Domovy sociálnych", "Čas čítania", "Redaktor domácej", "Predplaťte",
             "Chcem predplatné", "Postoj Media"),
    {"author": "Martin Kováč", "date": "2026-11-25"})


# --- WELT (audio player, WELTplus teaser, "Mehr zum Thema", author's line under the text) -----------------------

WELT = (
    "Die Deutsche Bahn will im kommenden Jahr so viel Geld in ihr Schienennetz stecken wie nie zuvor. Rund 19 "
    "Milliarden Euro sind für Sanierung und Neubau eingeplant.",
    "Vorrang haben die stark befahrenen Korridore. Allein im nächsten Jahr werden fünf Strecken monatelang komplett "
    "gesperrt, darunter Hamburg–Berlin.",
    "Fahrgastverbände warnen vor Chaos",
    "Der Fahrgastverband Pro Bahn fordert bessere Ersatzverkehre. Bei früheren Sperrungen hätten Busse oft gefehlt "
    "oder seien hoffnungslos überfüllt gewesen.",
)


def _welt() -> str:
    a = WELT
    return (
        article_head("Deutsche Bahn: Rekordinvestitionen ins Netz - WELT", "de",
              article_ld("NewsArticle", "Deutsche Bahn: Rekordinvestitionen ins Netz", "Philipp Vetter", "2026-11-28"))
        + '<body><header class="c-page-header"><a href="/">WELT</a> <a href="/wirtschaft/">Wirtschaft</a> '
        '<a href="/weltplus/">WELTplus</a> <a href="/abo/">Abo</a></header><main><article class="c-article">'
        '<h2 class="c-topic">Deutsche Bahn</h2><h1 class="c-headline">Rekordinvestitionen ins Netz</h1>'
        '<div class="c-author">Von <a href="/autor/philipp-vetter/">Philipp Vetter</a>, Wirtschaftsredakteur</div>'
        '<div class="c-publish-date">Veröffentlicht am 28.11.2026 | Lesedauer: 3 Minuten</div>'
        '<div class="c-audio-player"><span>Artikel anhören</span><span>04:12</span></div>'
        f'<div class="c-summary"><p>{a[0]}</p></div>'
        '<figure><img src="/b.jpg" alt=""><figcaption>Bauarbeiten an der Strecke bei Hannover<span>Quelle: '
        'picture alliance/dpa/Julian Stratenschulte</span></figcaption></figure>'
        f'<div class="c-article-text"><p>{a[1]}</p>'
        '<div class="c-inline-teaser-list"><h3>Mehr zum Thema</h3><ul><li><a href="/w/1">ICE-Chaos: Warum die '
        'Bahn so oft zu spät ist</a></li></ul></div>'
        f'<h3>{a[2]}</h3><p>{a[3]}</p></div>'
        '<div class="c-paywall-teaser"><p>Sie wollen weiterlesen? Jetzt WELTplus testen: 30 Tage gratis, danach '
        '10,99 € pro Monat.</p></div>'
        '<div class="c-tags"><a href="/themen/deutsche-bahn/">Deutsche Bahn</a></div></article></main>'
        + _foot("WELT"))


PAGES["welt"] = NewsPage(
    _welt(), "https://www.welt.example.de/wirtschaft/article254321987/Deutsche-Bahn-Rekordinvestitionen-ins-Netz.html",
    WELT, ("Artikel anhören", "Lesedauer", "Julian Stratenschulte", "Mehr zum Thema", "ICE-Chaos", "WELTplus testen",
           "Wirtschaftsredakteur"),
    {"author": "Philipp Vetter", "date": "2026-11-28"})


# --- AP News (RichTextStoryBody, "Related Stories", support disclaimer, contributed line kept) -----------------

AP = (
    "WASHINGTON (AP) — The Senate on Tuesday approved a bill to extend funding for rural broadband projects, sending "
    "the measure to the president’s desk with bipartisan support.",
    "The legislation provides $4 billion over five years to connect households in remote areas that still lack "
    "high-speed internet service.",
    "“This is about making sure a kid in a small town can do their homework,” said Sen. Laura Mills, a co-sponsor.",
    "The House passed the bill last month by a vote of 341-82.",
)


def _ap() -> str:
    a = AP
    return (
        article_head("Senate passes rural broadband bill | AP News", "en",
              article_ld("NewsArticle", "Senate passes rural broadband bill", "Kevin Freking", "2026-11-25"))
        + '<body><header class="Page-header"><a href="/">AP</a> <a href="/politics">Politics</a> <a href="/hub/'
        'ap-top-news">Top News</a> <a href="https://donate.ap.example.org">Donate</a></header><main>'
        '<div class="Page-content"><h1 class="Page-headline">Senate passes rural broadband bill</h1>'
        '<div class="Page-authors">By <a href="/author/kevin-freking">Kevin Freking</a></div>'
        '<div class="Page-dateModified"><bsp-timestamp data-timestamp="1795600000000">Updated 3:42 PM EST, '
        'November 25, 2026</bsp-timestamp></div>'
        '<div class="Page-actions"><a href="#">Share</a> <a href="#">Copy Link copied</a> <a href="#">Email</a> '
        '<a href="#">Print</a></div><div class="RichTextStoryBody RichTextBody">'
        f'<p>{a[0]}</p><p>{a[1]}</p>'
        '<div class="Enhancement"><div class="PageListStandardE"><h2>Related Stories</h2><ul><li><a href="/r/1">'
        'FCC moves to restore net neutrality rules</a></li><li><a href="/r/2">Rural hospitals struggle to stay '
        'open</a></li></ul></div></div>'
        f'<p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="Page-below"><p>The Associated Press receives support from several private foundations to enhance '
        'its explanatory coverage of elections and democracy. AP is solely responsible for all content.</p></div>'
        '</div></main><footer><a href="/about">About</a> <a href="/terms-of-use">Terms of Use</a>'
        '<p>Copyright 2026 The Associated Press. All Rights Reserved.</p></footer></body></html>')


PAGES["ap-news"] = NewsPage(
    _ap(), "https://apnews.example.com/article/rural-broadband-senate-4f8e2a1b3c5d",
    AP, ("Related Stories", "net neutrality", "Rural hospitals", "receives support from several", "Copy Link",
         "All Rights Reserved", "Updated 3:42"),
    {"author": "Kevin Freking", "date": "2026-11-25"})


# --- Sky News (sdc-article-body, "Read more:" list of links, WhatsApp promo) --------------------------------------

SKY = (
    "Flood warnings remain in place across parts of northern England after a month’s worth of rain fell in 24 "
    "hours, forcing dozens of families from their homes.",
    "The Environment Agency said river levels in Cumbria and Lancashire were expected to peak overnight.",
    "Emergency services rescued more than 40 people from vehicles and homes on Sunday, fire crews said.",
    "The Met Office has issued an amber warning for further heavy rain on Tuesday.",
)


def _sky() -> str:
    a = SKY
    return (
        article_head("Floods: Families forced from homes as warnings stay in place | UK News | Sky News", "en",
              article_ld("NewsArticle", "Floods: Families forced from homes as warnings stay in place", "Tom Parry",
                  "2026-11-30"))
        + '<body><header class="sdc-site-header"><a href="/">Sky News</a> <a href="/uk">UK</a> <a href="/watch-live">'
        'Watch Live</a></header><main><article class="sdc-site-component-top">'
        '<h1 class="sdc-article-header__long-title">Floods: Families forced from homes as warnings stay in place</h1>'
        '<p class="sdc-article-header__sub-title">Rescuers pulled dozens from cars and homes on Sunday.</p>'
        '<div class="sdc-article-author"><p>Tom Parry</p><p>North of England correspondent @TomParrySky</p></div>'
        '<p class="sdc-article-date__date-time">Monday 30 November 2026 07:12, UK</p>'
        '<div class="sdc-article-body sdc-article-body--story">'
        f'<p>{a[0]}</p><p>{a[1]}</p><p><strong>Read more from Sky News:</strong><br>'
        '<a href="/story/1">Storm names for the season revealed</a><br><a href="/story/2">How to protect your home '
        'from flooding</a></p>'
        f'<p>{a[2]}</p><div class="sdc-article-strapline"><p><a href="/whatsapp"><strong>Follow Sky News on '
        'WhatsApp</strong></a></p><p>Keep up with all the latest news from the UK and around the world by following '
        'Sky News</p><p><a href="/whatsapp"><strong>Tap here</strong></a></p></div>'
        f'<p>{a[3]}</p></div><div class="sdc-article-related-stories"><h3>Related Topics</h3><a href="/topic/'
        'floods">Floods</a></div></article></main><footer><p>© 2026 Sky UK</p></footer></body></html>')


PAGES["sky-news"] = NewsPage(
    _sky(), "https://news.sky.example.com/story/floods-families-forced-from-homes-13254321",
    (*SKY, "Rescuers pulled dozens from cars and homes on Sunday."),
    ("Read more from Sky News", "Storm names", "protect your home", "WhatsApp", "Keep up with all", "Tap here",
     "Related Topics", "@TomParrySky", "Watch Live"),
    {"author": "Tom Parry", "date": "2026-11-30"})


# --- ČT24 (perex, "Související" box, video player, "Zdroj: ČT24, ČTK") -----------------------------------------

CT24 = (
    "Vláda schválila plán na rozšíření kapacit mateřských škol. Do roku 2028 má vzniknout přes dvanáct tisíc nových "
    "míst, hlavně v okolí velkých měst.",
    "Obce mohou o dotace žádat od února. Stát na program vyčlenil celkem čtyři miliardy korun.",
    "„Nedostatek míst ve školkách je dlouhodobý problém zejména ve Středočeském kraji,“ uvedla ministryně školství.",
    "Starostové plán vítají, upozorňují ale na nedostatek učitelek a vysoké náklady na provoz.",
)


def _ct24() -> str:
    a = CT24
    return (
        article_head("Vláda chce dvanáct tisíc nových míst ve školkách — ČT24 — Česká televize", "cs",
              article_ld("NewsArticle", "Vláda chce dvanáct tisíc nových míst ve školkách", "Lucie Malá", "2026-11-26"))
        + '<body><header><a href="/">ČT24</a><nav><a href="/rubrika/domaci">Domácí</a> <a href="/vysilani">Vysílání'
        '</a> <a href="/zive">Živě</a></nav></header><main><article>'
        '<h1>Vláda chce dvanáct tisíc nových míst ve školkách</h1>'
        '<div class="article-meta"><time datetime="2026-11-26T14:30:00+01:00">26. 11. 2026 14:30</time> '
        '<span>Aktualizováno 26. 11. 2026 16:05</span></div>'
        f'<p class="perex">{a[0]}</p>'
        '<div class="video-player"><p>Video</p><p>Události: Vláda schválila plán na nové školky</p>'
        '<p>Zdroj: ČT24</p></div>'
        f'<div class="article-body"><p>{a[1]}</p><blockquote><p>{a[2]}</p></blockquote>'
        '<aside class="related"><h3>Související</h3><ul><li><a href="/c/1">Školky odmítají tisíce dětí</a></li>'
        '</ul></aside>'
        f'<p>{a[3]}</p></div><p class="article-author">Autor: Lucie Malá</p><p class="article-source">Zdroj: '
        'ČT24, ČTK</p><div class="tags"><a href="/tema/skolstvi">školství</a></div></article></main>'
        '<footer><p>© Česká televize 1996–2026</p></footer></body></html>')


PAGES["ct24"] = NewsPage(
    _ct24(), "https://ct24.example.cz/clanek/domaci/vlada-chce-dvanact-tisic-novych-mist-ve-skolkach-351234",
    CT24, ("Události: Vláda", "Související", "Školky odmítají", "Zdroj: ČT24", "Aktualizováno", "Česká televize"),
    {"date": "2026-11-26"})


# --- La Stampa (sommario, "Leggi anche", newsletter box, GEDI footer) ------------------------------------------

STAMPA = (
    "Torino avrà una nuova linea di metropolitana entro il 2033. Il progetto definitivo è stato approvato ieri dal "
    "consiglio comunale con ampia maggioranza.",
    "La linea 2 collegherà il quartiere Rebaudengo al Politecnico, con ventitré stazioni e un tracciato di quindici "
    "chilometri.",
    "«È l’opera pubblica più importante per la città da decenni», ha detto il sindaco in aula.",
    "I cantieri dovrebbero partire nella primavera del 2027, dopo l’assegnazione della gara d’appalto.",
)


def _stampa() -> str:
    a = STAMPA
    return (
        article_head("Metro 2, via libera al progetto definitivo - La Stampa", "it",
              article_ld("NewsArticle", "Metro 2, via libera al progetto definitivo", "Andrea Bianchi", "2026-11-27"))
        + '<body><header><a href="/">La Stampa</a><nav><a href="/torino/">Torino</a> <a href="/abbonamenti/">'
        'Abbonati</a></nav></header><main><article class="story">'
        '<h1 class="story__title">Metro 2, via libera al progetto definitivo</h1>'
        f'<h2 class="story__summary">{a[0]}</h2>'
        '<div class="story__meta"><span class="story__author">Andrea Bianchi</span> '
        '<time datetime="2026-11-27T05:00:00+01:00">27 Novembre 2026 alle 06:00</time> '
        '<span>2 minuti di lettura</span></div>'
        f'<div class="story__text"><p>{a[1]}</p><p>{a[2]}</p>'
        '<div class="inline-article"><span>Leggi anche</span><a href="/t/1">Ztl, dal 2027 nuove regole in centro'
        '</a></div>'
        f'<p>{a[3]}</p></div><div class="newsletter-box"><p>Iscriviti alla newsletter di La Stampa Torino</p>'
        '<button>Iscriviti</button></div></article></main>'
        '<footer><p>© Riproduzione riservata</p><p>GEDI News Network S.p.A. - P.IVA 01578251009</p></footer>'
        '</body></html>')


PAGES["la-stampa"] = NewsPage(
    _stampa(), "https://www.lastampa.example.it/torino/2026/11/27/news/metro_2_via_libera-15432109/",
    STAMPA, ("Leggi anche", "Ztl, dal 2027", "Iscriviti", "minuti di lettura", "Riproduzione riservata", "P.IVA"),
    {"author": "Andrea Bianchi", "date": "2026-11-27"})


# --- Tages-Anzeiger (Tamedia: lead, "Newsletter" box, "Fehler gefunden?", author bio) ------------------------------

TAGI = (
    "Die Stadt Zürich will bis 2030 auf allen Quartierstrassen Tempo 30 einführen. Der Stadtrat hat am Mittwoch "
    "einen entsprechenden Plan vorgestellt.",
    "Betroffen sind rund 200 Strassenabschnitte. Auf den Hauptachsen soll weiterhin Tempo 50 gelten, sofern der "
    "Lärmschutz eingehalten wird.",
    "Das Gewerbe kritisiert den Plan scharf. Lieferwagen und Handwerker verlören täglich wertvolle Zeit, schreibt "
    "der Gewerbeverband in einer Stellungnahme.",
)


def _tagi() -> str:
    a = TAGI
    return (
        article_head("Tempo 30 in Zürich: Stadtrat legt Plan vor | Tages-Anzeiger", "de",
              article_ld("NewsArticle", "Tempo 30 in Zürich: Stadtrat legt Plan vor", "Beat Meier", "2026-11-26"))
        + '<body><header><a href="/">Tages-Anzeiger</a> <a href="/zuerich">Zürich</a> <a href="/abo">Abo</a></header>'
        '<main><article><h1><span class="ArticleTitle_kicker">Verkehr in Zürich</span> <span>Tempo 30: Stadtrat legt '
        'Plan vor</span></h1>'
        f'<h2 class="ContentHead_lead">{a[0]}</h2>'
        '<div class="ContentMetaInfo"><a href="/autoren/beat-meier">Beat Meier</a> <span>Publiziert: 26.11.2026, '
        '11:40</span> <span>Aktualisiert vor 2 Stunden</span></div>'
        '<div class="ArticleAudio"><button>Artikel anhören</button><span>Abspielen</span></div>'
        f'<section class="ArticleBody"><p>{a[1]}</p>'
        '<div class="NewsletterBox"><h3>Newsletter</h3><p>Zürich heute</p><p>Erhalten Sie die wichtigsten News aus '
        'der Stadt Zürich.</p><a href="/newsletter">Einloggen</a></div>'
        f'<p>{a[2]}</p></section>'
        '<div class="ArticleAuthor"><p>Beat Meier ist Redaktor im Ressort Zürich. Er schreibt vor allem über '
        'Verkehr und Stadtplanung.</p><a href="/autoren/beat-meier">Mehr Infos</a></div>'
        '<p class="ErrorReport">Fehler gefunden? <a href="/fehler">Jetzt melden.</a></p>'
        '<div class="Comments"><a href="#comments">12 Kommentare</a></div></article></main>'
        + _foot("Tamedia"))


PAGES["tages-anzeiger"] = NewsPage(
    _tagi(), "https://www.tagesanzeiger.example.ch/tempo-30-in-zuerich-stadtrat-legt-plan-vor-123456789",
    TAGI, ("Artikel anhören", "Zürich heute", "Erhalten Sie die wichtigsten", "Redaktor im Ressort", "Fehler gefunden",
           "12 Kommentare", "Aktualisiert vor"),
    {"author": "Beat Meier", "date": "2026-11-26"})


# --- 20 Minutes (chapô, "À lire aussi", "Notre dossier", comments counter) -------------------------------------

VINGT = (
    "La préfecture a interdit jusqu’à nouvel ordre la baignade dans trois lacs du département après la détection "
    "d’algues toxiques.",
    "Des analyses menées la semaine dernière ont révélé une concentration élevée de cyanobactéries, dangereuses pour "
    "les humains et les animaux.",
    "Les promeneurs sont invités à tenir leurs chiens en laisse près de l’eau, précise la préfecture.",
)


def _vingt() -> str:
    a = VINGT
    return (
        article_head("Algues toxiques : la baignade interdite dans trois lacs", "fr",
              article_ld("NewsArticle", "Algues toxiques : la baignade interdite dans trois lacs", "Léa Moreau", "2026-11-25"))
        + '<body><header><a href="/">20 Minutes</a><nav><a href="/planete/">Planète</a> <a href="/mobile/">'
        'Application</a></nav></header><main><article>'
        '<h1 class="nodeheader-title">Algues toxiques : la baignade interdite dans trois lacs</h1>'
        f'<span class="hat-summary">{a[0]}</span>'
        '<div class="authorsign"><span class="author-name">Léa Moreau</span> <time datetime="2026-11-25T17:02:00+01:00">'
        'Publié le 25/11/2026 à 17h02</time> · Mis à jour le 25/11/2026 à 18h30</div>'
        '<div class="content"><figure><img src="/l.jpg" alt=""><figcaption>Un lac (illustration). — J. Durand / '
        'SIPA</figcaption></figure>'
        f'<p>{a[1]}</p><p><strong>À lire aussi : </strong><a href="/p/1">Sécheresse : les nappes toujours sous les '
        'normales</a></p>'
        f'<p>{a[2]}</p></div><div class="tags">Notre dossier <a href="/dossier/environnement">Environnement</a></div>'
        '<div class="comments-counter"><a href="#c">12 commentaires</a></div></article></main>'
        '<footer><a href="/mentions/">Mentions légales</a> <p>© Copyright 20 Minutes</p></footer></body></html>')


PAGES["20-minutes"] = NewsPage(
    _vingt(), "https://www.20minutes.example.fr/planete/4123456-20261125-algues-toxiques-baignade-interdite",
    VINGT, ("Mis à jour", "SIPA", "À lire aussi", "Sécheresse", "Notre dossier", "12 commentaires"),
    {"author": "Léa Moreau", "date": "2026-11-25"})


# --- TASR / teraz.sk (perex, "Čítajte aj", agency tag, photo credit) -------------------------------------------

TASR = (
    "Slovenská republika dostane z Plánu obnovy ďalšiu platbu vo výške 800 miliónov eur. Európska komisia dnes "
    "kladne posúdila žiadosť vlády.",
    "Peniaze sú určené najmä na reformu zdravotníctva a obnovu budov. Slovensko tak doteraz čerpalo takmer polovicu "
    "prostriedkov.",
    "Vláda musí do konca roka splniť ďalšie míľniky, inak hrozí krátenie ďalších platieb.",
)


def _tasr() -> str:
    a = TASR
    return (
        article_head("EK schválila Slovensku ďalšiu platbu z plánu obnovy | TERAZ.sk", "sk",
              article_ld("NewsArticle", "EK schválila Slovensku ďalšiu platbu z plánu obnovy", "Eva Horváthová",
                  "2026-11-27"))
        + '<body><header><a href="/">TERAZ.sk</a><nav><a href="/slovensko/">Slovensko</a> <a href="/ekonomika/">'
        'Ekonomika</a></nav></header><main><article class="articleContent">'
        '<h1>EK schválila Slovensku ďalšiu platbu z plánu obnovy</h1>'
        '<div class="articleMeta"><time datetime="2026-11-27T12:15:00+01:00">27. novembra 2026 12:15</time> '
        '<span>Aktualizované 27. novembra 2026 13:02</span></div>'
        f'<p class="articlePerex">{a[0]}</p>'
        '<figure><img src="/e.jpg" alt=""><figcaption>Na snímke budova Európskej komisie. Foto: TASR/AP</figcaption>'
        f'</figure><div class="articleBody"><p>{a[1]}</p>'
        '<div class="readAlso"><strong>Čítajte aj:</strong> <a href="/e/1">Rezort zdravotníctva spustil reformu '
        'nemocníc</a></div>'
        f'<p>{a[2]}</p><p>(spravodajkyňa TASR Eva Horváthová)</p></div>'
        '<div class="tags"><a href="/tag/plan-obnovy">plán obnovy</a></div></article></main>'
        '<footer><p>© 2026 Tlačová agentúra Slovenskej republiky</p></footer></body></html>')


PAGES["tasr"] = NewsPage(
    _tasr(), "https://www.teraz.example.sk/ekonomika/ek-schvalila-slovensku-dalsiu-platbu/812345-clanok.html",
    TASR, ("Aktualizované", "TASR/AP", "Čítajte aj", "Rezort zdravotníctva", "Tlačová agentúra"),
    {"date": "2026-11-27"})


# --- FOCUS online (lead, affiliate disclosure, "Mehr zum Thema", "Das könnte Sie auch interessieren") -------------

FOCUS = (
    "Wer im Winter richtig lüftet, spart Heizkosten und beugt Schimmel vor. Experten raten zum Stoßlüften drei- bis "
    "viermal am Tag.",
    "Dabei sollten die Fenster für fünf bis zehn Minuten ganz geöffnet werden. Gekippte Fenster kühlen dagegen die "
    "Wände aus, ohne die Luft wirklich auszutauschen.",
    "Ein Hygrometer hilft, die Luftfeuchtigkeit im Blick zu behalten. Ideal sind Werte zwischen 40 und 60 Prozent.",
)


def _focus() -> str:
    a = FOCUS
    return (
        article_head("Richtig lüften im Winter: So sparen Sie Heizkosten - FOCUS online", "de",
              article_ld("NewsArticle", "Richtig lüften im Winter: So sparen Sie Heizkosten", "Sandra Lehmann", "2026-11-29"))
        + '<body><header><a href="/">FOCUS online</a> <a href="/immobilien/">Immobilien</a> <a href="/finanzen/">'
        'Finanzen</a></header><main><article><h1><span>Energie sparen</span> Richtig lüften im Winter: So sparen Sie '
        'Heizkosten</h1><div class="authorMeta"><span>Von FOCUS-online-Redakteurin <a href="/autoren/sandra-lehmann">'
        'Sandra Lehmann</a></span> <span>Sonntag, 29.11.2026, 08:15</span></div>'
        '<div class="affiliateHint"><p>Alle hier vorgestellten Produkte sind unabhängig von der Redaktion '
        'ausgewählt. Bei einem Kauf erhalten wir ggf. eine Provision.</p></div>'
        f'<div class="leadIn"><p>{a[0]}</p></div><div class="textBlock">'
        '<figure><img src="/f.jpg" alt=""><figcaption>Ein geöffnetes Fenster im Winter <span>Getty Images/iStock'
        'photo</span></figcaption></figure>'
        f'<p>{a[1]}</p><div class="furtherReading"><p>Mehr zum Thema</p><a href="/h/1">Heizkosten: So viel zahlen '
        'Mieter 2027</a></div>'
        f'<p>{a[2]}</p></div><div class="recommendations"><h3>Das könnte Sie auch interessieren</h3><ul>'
        '<li><a href="/h/2">Schimmel im Bad: Das hilft wirklich</a></li></ul></div></article></main>'
        + _foot("BurdaForward GmbH"))


PAGES["focus"] = NewsPage(
    _focus(), "https://www.focus.example.de/immobilien/energiesparen/richtig-lueften-im-winter_id_259876543.html",
    FOCUS, ("unabhängig von der Redaktion", "Provision", "Getty Images", "Mehr zum Thema", "Heizkosten: So viel",
            "könnte Sie auch", "Schimmel im Bad", "FOCUS-online-Redakteurin"),
    {"author": "Sandra Lehmann", "date": "2026-11-29"})


# --- Deník.cz regional (perex, "Přečtěte si také", "Video", "Sdílejte:", photo credit) --------------------------

DENIK = (
    "Opravy mostu přes Labe v centru Kolína začnou v březnu. Řidiči musí počítat s objížďkami nejméně do konce "
    "listopadu.",
    "Most je v havarijním stavu, statici na něm loni našli rozsáhlé trhliny. Oprava vyjde na 180 milionů korun.",
    "Autobusy městské hromadné dopravy pojedou po dobu uzavírky po náhradní trase přes Zálabí.",
)


def _denik() -> str:
    a = DENIK
    return (
        article_head("Most přes Labe v Kolíně se uzavře. Oprava potrvá do listopadu - Kolínský deník", "cs",
              article_ld("NewsArticle", "Most přes Labe v Kolíně se uzavře. Oprava potrvá do listopadu", "Karel Beneš",
                  "2026-11-24"))
        + '<body><header><a href="/">Kolínský deník</a><nav><a href="/zpravy/">Zprávy</a> <a href="/sport/">Sport</a>'
        ' <a href="/predplatne/">Předplatné</a></nav></header><main><article>'
        '<h1>Most přes Labe v Kolíně se uzavře. Oprava potrvá do listopadu</h1>'
        '<div class="article-info"><a href="/autori/karel-benes">Karel Beneš</a> <span>24. 11. 2026</span></div>'
        f'<p class="perex">{a[0]}</p>'
        '<figure><img src="/m.jpg" alt=""><figcaption>Most přes Labe v Kolíně. <span>Foto: Deník/Karel Beneš'
        '</span></figcaption></figure>'
        f'<div class="article-body"><p>{a[1]}</p><div class="related-box"><p>Přečtěte si také:</p><a href="/z/1">'
        'Kolín chystá novou cyklostezku podél řeky</a></div>'
        f'<p>{a[2]}</p></div><div class="share"><span>Sdílejte:</span> <a href="#">Facebook</a> <a href="#">'
        'Twitter</a></div></article></main><footer><p>© 2026 Vltava Labe Media a.s.</p></footer></body></html>')


PAGES["denik"] = NewsPage(
    _denik(), "https://kolinsky.denik.example.cz/zpravy_region/most-pres-labe-kolin-oprava-20261124.html",
    DENIK, ("Foto: Deník", "Přečtěte si také", "cyklostezku", "Sdílejte", "Vltava Labe Media"),
    {"author": "Karel Beneš", "date": "2026-11-24"})


# --- the tests -------------------------------------------------------------------------------------------------

globals().update(page_tests(PAGES))  # text whole, furniture gone, writer and day


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

@pytest.mark.parametrize("line", [
    "Dieser Artikel wurde von einer künstlichen Stimme gelesen.",
    "Diese Audioversion wurde künstlich generiert.",
    "Článek si také můžete poslechnout v audioverzi.",
])
def test_a_players_note_on_its_synthetic_voice_goes(line):
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_on_an_artificial_voice_stays():
    line = "Dieser Artikel wurde von einer künstlichen Stimme gelesen, doch viele Hörer bemerkten den Unterschied nicht."
    assert line in _german_article(f"<p>{line}</p>")


def test_a_regional_newsletters_line_under_the_article_goes():
    line = ("Unser München-Newsletter informiert Sie täglich über alle wichtigen Geschichten aus der Isar-Metropole. "
            "Melden Sie sich hier an.")
    assert _german_article(f"<p><em>{line}</em></p>") == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_on_what_a_newsletter_told_stays():
    line = ("Der Newsletter informierte die Mitglieder erst am Freitag über die Kündigung, obwohl der Vorstand schon "
            "seit Wochen davon wusste.")
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Our mission is to deliver unbiased, fact-based reporting that holds power to account. Your support makes all "
    "the difference.",
    "Sostieni ilfattoquotidiano.it: mai come in questo momento abbiamo bisogno di te.",
])
def test_a_sites_plea_for_support_goes(line):
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "The charity's director said volunteers matter most: your support makes all the difference to families, she said.",
    "Sostieni la squadra anche in trasferta, ha chiesto il presidente ai tifosi prima della partita di domenica.",
])
def test_a_sentence_with_the_words_of_a_plea_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Radio SRF 1, Nachrichten, 26.11.2026, 9:00 Uhr ; sda/frei",
    "SRF 4 News, 12.3.2026, 7:00 Uhr",
])
def test_a_broadcasters_stamp_of_the_programme_goes(line):
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_on_a_broadcast_stays():
    line = "Radio SRF 1 berichtete am 26.11.2026 um 9:00 Uhr als erster Sender über den Entscheid des Bundesrats."
    assert line in _german_article(f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "The Associated Press receives support from several private foundations to enhance its explanatory coverage of "
    "elections and democracy. AP is solely responsible for all content.",
    "The Associated Press’ climate and environmental coverage receives financial support from multiple private "
    "foundations. AP is solely responsible for all content.",
    "Keep up with all the latest news from the UK and around the world by following Sky News",
])
def test_a_wire_services_funding_note_and_a_channels_promo_go(line):
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


@pytest.mark.parametrize("line", [
    "The Associated Press receives support from several foundations, the agency's annual report says, and the share "
    "of such grants in its budget has grown.",
    "Keep up with the latest news by following the council's meetings in person, the mayor urged residents at the "
    "end of the hearing.",
])
def test_a_sentence_on_a_wire_services_funding_or_on_following_news_stays(line):
    assert line in _german_article(f"<p>{line}</p>")


def test_an_affiliate_note_without_links_under_the_editors_word_goes():
    line = ("Alle hier vorgestellten Produkte sind unabhängig von der Redaktion ausgewählt. Bei einem Kauf erhalten "
            "wir ggf. eine Provision.")
    assert _german_article(f"<p>{line}</p>") == ["Stadtrat beschließt den Haushalt", *DE]


def test_a_sentence_on_a_commission_for_a_purchase_stays():
    line = ("Bei einem Kauf erhalten wir als Stadt keine Provision, betonte der Kämmerer, das Grundstück gehe zum "
            "Marktpreis an den Investor.")
    assert line in _german_article(f"<p>{line}</p>")
