"""Whole article pages of Czech and Slovak sites no earlier pass had a page of (session 29): weeklies and opinion
sites (Reflex, Forum24, Deník Referendum), a television's news site (TN.cz), a blog post with its author box (Blog
iDNES), a tech site with its discussion counter (Root.cz), a paywalled business daily (HN.cz), a town's newsletter
on a municipal CMS, and Slovak tabloids, dailies and regionals (Topky, Nový Čas, Hospodárske noviny, Štandard,
Korzár), each with the furniture the site puts between and around the paragraphs ("Přečtěte si také" and "Prečítajte
si aj" boxes, "Foto:", "Zdroj:" and "Autor:" lines, "Diskuse (24)" counters, paywall notes, galleries, video players,
"Témata:" and "Témy:" tag lists, follow and newsletter boxes, "Reklama" markers, author boxes).  For each page the
article's text stays whole, the furniture goes, the ``<doc>`` line names the writer and the day, and each paragraph
carries its own language (a Slovak quote in a Czech article is Slovak).  The harness is ``NewsPage`` of
``test_vert_news28``."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, _german_article, page_tests, short_article
from test_vert_news29a import _bare
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, news_foot

PAGES: dict[str, NewsPage] = {}

# the language of some paragraphs, where a page mixes Czech and Slovak
LANGS: dict[str, dict[str, str]] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}


def _foot(site: str, about: str = "Kontakt", privacy: str = "Ochrana osobních údajů") -> str:
    return news_foot(site, f'<a href="/kontakt">{about}</a> <a href="/gdpr">{privacy}</a>', "footer")


# --- Reflex (perex, photo credit, "Přečtěte si také" box, "Témata:" tags, "Diskuse (24)") ---------------------

REFLEX = (
    "Pražský magistrát chce od příštího roku výrazně zdražit parkování v centru města. Hodina stání na Starém Městě "
    "by měla stát až sto dvacet korun.",
    "Radní pro dopravu tvrdí, že vyšší ceny mají přimět řidiče, aby do centra jezdili méně a využívali veřejnou "
    "dopravu. Peníze z parkovného chce město vložit do oprav chodníků.",
    "Obchodníci se bojí úbytku zákazníků",
    "Majitelé obchodů v Dlouhé ulici upozorňují, že už nyní k nim chodí méně lidí než před pandemií. Dražší "
    "parkování by podle nich odradilo i poslední zákazníky z okolních obcí.",
    "Zastupitelé budou o návrhu hlasovat v prosinci. Opozice chce, aby město nejdřív zveřejnilo studii, ze které "
    "zdražení vychází.",
)


def _reflex() -> str:
    a = REFLEX
    return (
        article_head("Praha chce zdražit parkování v centru. Hodina až za 120 korun | Reflex.cz", "cs",
                     article_ld("NewsArticle", "Praha chce zdražit parkování v centru. Hodina až za 120 korun",
                                "Tomáš Krejčí", "2026-11-24"))
        + '<body><header class="header"><a href="/">Reflex</a><nav><a href="/zpravy">Zprávy</a> '
        '<a href="/komentare">Komentáře</a> <a href="/predplatne">Předplatné</a></nav></header><main>'
        '<article class="article"><h1 class="article__title">Praha chce zdražit parkování v centru. Hodina až za '
        '120 korun</h1><div class="article__meta"><span class="author"><a href="/autor/tomas-krejci">Tomáš Krejčí'
        '</a></span> <time datetime="2026-11-24T06:00:00+01:00">24. 11. 2026 6:00</time></div>'
        f'<div class="article__perex"><p>{a[0]}</p></div>'
        '<figure class="article__image"><img src="/p.jpg" alt=""><figcaption>Parkovací automat v Dlouhé ulici '
        '<span class="credit">Foto: Profimedia</span></figcaption></figure>'
        f'<div class="article__body"><p>{a[1]}</p><div class="related-box"><h3>Přečtěte si také</h3><ul><li>'
        '<a href="/zpravy/120001/nove-tramvaje">Nové tramvaje vyjedou až na jaře</a></li></ul></div>'
        f'<h2>{a[2]}</h2><p>{a[3]}</p><div class="ad-box"><span>Reklama</span></div><p>{a[4]}</p></div>'
        '<div class="article__tags"><span>Témata:</span> <a href="/tema/doprava">doprava</a> '
        '<a href="/tema/praha">Praha</a></div><div class="article__discussion"><a href="/diskuse/120000">'
        'Diskuse (24)</a></div></article></main>' + _foot("CNC – Czech News Center a.s."))


PAGES["reflex"] = NewsPage(
    _reflex(), "https://www.reflex.example.cz/clanek/zpravy/120000/praha-chce-zdrazit-parkovani-v-centru.html",
    REFLEX, ("Profimedia", "Přečtěte si také", "Nové tramvaje", "Reklama", "Témata:", "Diskuse (24)",
             "Ochrana osobních"),
    {"author": "Tomáš Krejčí", "date": "2026-11-24"})


# --- Forum24 (WordPress: "Autor:" line, share bar, "Podpořte nás" box, "Sledujte nás na Facebooku") -----------

FORUM24 = (
    "Ministerstvo školství připravilo novelu, podle které by se přijímací zkoušky na střední školy konaly jen v "
    "jednom termínu. Uchazeči by si mohli podat až pět přihlášek.",
    "Ředitelé gymnázií návrh kritizují. Podle nich se tím jen prodlouží čekání rodin na výsledky a školy nebudou "
    "vědět, kolik studentů k nim v září skutečně nastoupí.",
    "Ministr návrh hájí tím, že jeden termín ušetří žákům stres i peníze za cestování. Novela má platit od "
    "školního roku 2027/2028.",
)


def _forum24() -> str:
    a = FORUM24
    return (
        article_head("Přijímačky jen v jednom termínu. Ministerstvo chce změnit pravidla - FORUM 24", "cs",
                     article_ld("Article", "Přijímačky jen v jednom termínu. Ministerstvo chce změnit pravidla",
                                "Lucie Dvořáková", "2026-11-23"))
        + '<body class="single single-post"><header id="masthead"><a href="/">FORUM 24</a><nav><a href="/domaci/">'
        'Domácí</a> <a href="/zahranici/">Zahraničí</a></nav></header><div id="content"><article class="post">'
        '<h1 class="entry-title">Přijímačky jen v jednom termínu. Ministerstvo chce změnit pravidla</h1>'
        '<div class="entry-meta"><span class="posted-on"><time class="entry-date published" '
        'datetime="2026-11-23T09:15:00+01:00">23. 11. 2026</time></span></div>'
        '<div class="share-bar"><a href="https://facebook.com/sharer">Sdílet</a> <a href="https://x.com/share">'
        'Tweet</a> <a href="mailto:?">E-mail</a></div>'
        f'<div class="entry-content"><p><strong>{a[0]}</strong></p><p>{a[1]}</p>'
        '<p><strong>Čtěte také: <a href="/skoly-chybi-ucitele/">Školám chybí učitelé matematiky</a></strong></p>'
        f'<p>{a[2]}</p><p>Autor: Lucie Dvořáková</p>'
        '<div class="support-box"><h3>Podpořte nezávislou žurnalistiku</h3><p>FORUM 24 funguje díky svým '
        'čtenářům. Přispějte nám na provoz libovolnou částkou.</p><a href="/podpora/">Chci přispět</a></div>'
        '<p><em>Sledujte nás na Facebooku a Instagramu.</em></p></div></article></div>'
        + _foot("FORUM 24, a.s."))


PAGES["forum24"] = NewsPage(
    _forum24(), "https://www.forum24.example.cz/prijimacky-jen-v-jednom-terminu-ministerstvo-chce-zmenit-pravidla/",
    FORUM24, ("Sdílet", "Tweet", "Čtěte také", "Školám chybí", "Autor:", "Podpořte", "Přispějte", "Chci přispět",
              "Sledujte nás"),
    {"author": "Lucie Dvořáková", "date": "2026-11-23"})


# --- Deník Referendum (perex, "Podpořte Deník Referendum" box, a Slovak quote, discussion counter) ------------

REFERENDUM = (
    "Na hranici se Slovenskem dnes protestovaly stovky lidí proti plánované dálnici přes chráněnou krajinnou "
    "oblast Bílé Karpaty. Demonstranti z obou zemí zablokovali na hodinu silnici.",
    "Podle ekologů by stavba rozdělila území, kde žijí vzácné druhy orchidejí, a ohrozila prameny pitné vody pro "
    "okolní obce.",
    "„Túto krajinu sme zdedili po našich starých rodičoch a nedovolíme, aby ju niekto zničil kvôli pár minútam "
    "cesty,“ povedala starostka slovenskej obce Vrbovce Mária Kollárová.",
    "Ministerstvo dopravy tvrdí, že trasa je už schválená a posudek vlivu na životní prostředí proběhl podle "
    "zákona. Ekologové se chtějí obrátit na soud.",
)


def _referendum() -> str:
    a = REFERENDUM
    return (
        article_head("Lidé z obou stran hranice protestovali proti dálnici přes Bílé Karpaty | Deník Referendum",
                     "cs", article_ld("NewsArticle", "Lidé z obou stran hranice protestovali proti dálnici přes "
                                      "Bílé Karpaty", "Petr Horký", "2026-11-22"))
        + '<body><div id="header"><a href="/">Deník Referendum</a><ul class="menu"><li><a href="/domov">Domov</a>'
        '</li><li><a href="/svet">Svět</a></li></ul></div><div id="main"><div class="article">'
        '<h1>Lidé z obou stran hranice protestovali proti dálnici přes Bílé Karpaty</h1>'
        '<p class="author-date"><a href="/autor/petr-horky">Petr Horký</a> | 22. 11. 2026</p>'
        f'<p class="perex">{a[0]}</p><div class="text"><p>{a[1]}</p><p>{a[2]}</p><p>{a[3]}</p></div>'
        '<div class="donate"><p>Podpořte Deník Referendum. Nezávislá žurnalistika potřebuje vaši pomoc.</p>'
        '<a href="/podpora">Podpořit</a></div><p class="discussion"><a href="/diskuse/40001">Diskuse (12)</a></p>'
        '</div></div>' + _foot("Deník Referendum"))


PAGES["referendum"] = NewsPage(
    _referendum(), "https://denikreferendum.example.cz/clanek/40001-lide-z-obou-stran-hranice-protestovali",
    REFERENDUM, ("Podpořte", "Podpořit", "Diskuse (12)"),
    {"author": "Petr Horký", "date": "2026-11-22"})
LANGS["referendum"] = {REFERENDUM[1]: "cs", REFERENDUM[2]: "sk", REFERENDUM[3]: "cs"}


# --- TN.cz (Nova: video player, "Galerie (12 fotografií)", "Zdroj:" line, "Reklama") ---------------------------

TN = (
    "Silný vítr v noci na úterý lámal stromy a strhával střechy na Vysočině. Hasiči vyjížděli k více než třem "
    "stům zásahů.",
    "Nejhorší situace byla na Žďársku, kde spadlý strom zablokoval železniční trať mezi Žďárem nad Sázavou a "
    "Novým Městem na Moravě. Vlaky stály téměř čtyři hodiny.",
    "Bez proudu zůstalo ráno na dvacet tisíc domácností. Energetici slibují, že většinu poruch odstraní do večera.",
    "Meteorologové varují, že vítr zesílí znovu ve středu odpoledne, kdy mohou nárazy na horách dosáhnout až sto "
    "kilometrů v hodině.",
)


def _tn() -> str:
    a = TN
    return (
        article_head("Vichřice lámala stromy na Vysočině. Hasiči vyjížděli ke stovkám zásahů - TN.cz", "cs",
                     article_ld("NewsArticle", "Vichřice lámala stromy na Vysočině. Hasiči vyjížděli ke stovkám "
                                "zásahů", "Jana Malá", "2026-11-24"))
        + '<body><header class="c-header"><a href="/">TN.cz</a><nav><a href="/domaci">Domácí</a> '
        '<a href="/pocasi">Počasí</a> <a href="/tn-live">TN Live</a></nav></header><main><article class="c-article">'
        '<h1 class="c-article__title">Vichřice lámala stromy na Vysočině. Hasiči vyjížděli ke stovkám zásahů</h1>'
        '<div class="c-article__meta"><span class="c-article__author">Jana Malá</span> '
        '<time datetime="2026-11-24T07:30:00+01:00">24. listopadu 2026 7:30</time></div>'
        f'<p class="c-article__perex">{a[0]}</p>'
        '<div class="c-video"><div class="c-video__player" data-video="123"></div><p class="c-video__title">'
        'Přehrát video</p><p class="c-video__caption">Video: Vichřice na Vysočině (zdroj: TN.cz)</p></div>'
        f'<div class="c-article__content"><p>{a[1]}</p><div class="c-gallery"><a href="/galerie/1">'
        'Galerie (12 fotografií)</a></div>'
        f'<p>{a[2]}</p><div class="c-ad"><span>Reklama</span></div><p>{a[3]}</p>'
        '<p class="c-article__source">Zdroj: TN.cz, ČTK</p></div>'
        '<div class="c-tags"><span>Témata:</span> <a href="/tag/pocasi">počasí</a> <a href="/tag/vitr">vítr</a>'
        '</div></article></main>' + _foot("TV Nova s.r.o."))


PAGES["tn"] = NewsPage(
    _tn(), "https://tn.nova.example.cz/zpravy/domaci/vichrice-lamala-stromy-na-vysocine.html",
    TN, ("Přehrát video", "Video: Vichřice", "Galerie (12", "Reklama", "Zdroj: TN.cz", "Témata:"),
    {"author": "Jana Malá", "date": "2026-11-24"})


# --- Blog iDNES (blog post, "Karma", "Počet přečtení", "O autorovi" box) ----------------------------------------

BLOG = (
    "Před dvaceti lety jsem poprvé vystoupal na Sněžku s otcem. Tehdy jsme na vrcholu stáli sami, dnes tam v sobotu "
    "potkáte stovky lidí s telefony v rukou.",
    "Nechci si stěžovat na turisty, sám jsem jedním z nich. Jen mi chybí ticho, které hory kdysi nabízely každému, "
    "kdo se k nim vydal brzy ráno.",
    "Možná je čas hledat méně známé vrcholy. Na Jeseníkách i na Šumavě jsou místa, kde člověk za celý den nepotká "
    "nikoho.",
)


def _blog() -> str:
    a = BLOG
    return (
        article_head("Martin Svoboda: Ticho na horách už nenajdete | Blog iDNES.cz", "cs",
                     article_ld("BlogPosting", "Ticho na horách už nenajdete", "Martin Svoboda", "2026-11-21"))
        + '<body><div id="blog-header"><a href="/">Blog iDNES.cz</a><ul><li><a href="/blogeri">Blogeři</a></li>'
        '<li><a href="/nejctenejsi">Nejčtenější</a></li></ul></div><div id="content"><div class="blog-article">'
        '<h1>Ticho na horách už nenajdete</h1><div class="blog-info"><span class="author">Martin Svoboda</span> '
        '<span class="date">21. 11. 2026 10:05</span> <span class="karma">Karma článku: 18,4</span> '
        '<span class="reads">Počet přečtení: 1 254</span></div>'
        f'<div class="blog-text"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="blog-author-box"><h3>O autorovi</h3><p><a href="/svoboda">Martin Svoboda</a></p><p>Učitel '
        'zeměpisu z Trutnova, chodí po horách a píše o nich.</p><a href="/svoboda/clanky">Další články autora</a>'
        '</div><div class="blog-discussion"><a href="/diskuse">Diskuse (37)</a></div></div></div>'
        + _foot("MAFRA, a.s."))


PAGES["blog-idnes"] = NewsPage(
    _blog(), "https://svoboda.blog.idnes.example.cz/blog.aspx?c=812345", BLOG,
    ("Karma", "Počet přečtení", "O autorovi", "Učitel zeměpisu", "Další články", "Diskuse (37)"),
    {"author": "Martin Svoboda", "date": "2026-11-21"})


# --- Root.cz (perex, "Autor článku" box, "Přečtěte si také", "Diskuse (24)", rating) ----------------------------

ROOT = (
    "Nová verze jádra Linux přináší podporu pro další generaci procesorů a výrazně zrychluje souborový systém "
    "Btrfs při práci s velkými soubory.",
    "Vývojáři také odstranili ovladače pro několik desítek let starých síťových karet, které už nikdo nepoužívá. "
    "Kód jádra se tím zmenšil o více než sto tisíc řádků.",
    "Co se změnilo v plánovači",
    "Plánovač úloh nově lépe rozděluje práci mezi výkonná a úsporná jádra procesoru. Notebooky by díky tomu měly "
    "vydržet na baterii o něco déle.",
)


def _root() -> str:
    a = ROOT
    return (
        article_head("Vyšlo jádro Linux 7.2 s rychlejším Btrfs - Root.cz", "cs",
                     article_ld("Article", "Vyšlo jádro Linux 7.2 s rychlejším Btrfs", "Petr Krčmář", "2026-11-23"))
        + '<body><div class="layout-header"><a href="/">Root.cz</a><nav><a href="/zpravicky/">Zprávičky</a> '
        '<a href="/clanky/">Články</a> <a href="/diskuse/">Diskuse</a></nav></div><div class="layout-main">'
        '<div class="detail"><h1>Vyšlo jádro Linux 7.2 s rychlejším Btrfs</h1>'
        '<div class="impressum"><span class="impressum__author"><a href="/autori/petr-krcmar/">Petr Krčmář</a>'
        '</span> <span class="impressum__date">23. 11. 2026</span> <a class="impressum__comments" '
        'href="#discussion">24 komentářů</a></div>'
        f'<div class="perex"><p>{a[0]}</p></div><div class="text"><p>{a[1]}</p>'
        '<div class="box-related"><strong>Přečtěte si také:</strong> <a href="/clanky/btrfs/">Btrfs v praxi</a>'
        f'</div><h2>{a[2]}</h2><p>{a[3]}</p></div>'
        '<div class="author-box"><h3>Autor článku</h3><p><a href="/autori/petr-krcmar/">Petr Krčmář</a></p><p>'
        'Šéfredaktor serveru Root.cz a svobodný software propaguje od roku 2000.</p></div>'
        '<div class="rating"><p>Vaše hodnocení článku:</p><a href="#">Líbí se mi</a></div>'
        '<div class="discussion-link"><a href="/zpravicky/vyslo-jadro/nazory/">Diskuse (24)</a></div></div></div>'
        + _foot("Internet Info, s.r.o."))


PAGES["root"] = NewsPage(
    _root(), "https://www.root.example.cz/zpravicky/vyslo-jadro-linux-7-2-s-rychlejsim-btrfs/", ROOT,
    ("24 komentářů", "Přečtěte si také", "Btrfs v praxi", "Autor článku", "Šéfredaktor", "Vaše hodnocení",
     "Líbí se mi", "Diskuse (24)"),
    {"author": "Petr Krčmář", "date": "2026-11-23"})


# --- HN.cz (paywall: the free opening, then "Celý článek si přečtete po přihlášení") -----------------------------

HN = (
    "Česká národní banka ve čtvrtek ponechala základní úrokovou sazbu na třech a půl procentech. Bankovní rada "
    "hlasovala jednomyslně.",
    "Guvernér po zasedání řekl, že inflace se sice vrací k cíli, ale ceny služeb dál rostou příliš rychle. Snížení "
    "sazeb proto podle něj zatím nepřipadá v úvahu.",
)


def _hn() -> str:
    a = HN
    return (
        article_head("ČNB nechala sazby beze změny, inflace ve službách ji drží zpátky | HN.cz", "cs",
                     article_ld("NewsArticle", "ČNB nechala sazby beze změny, inflace ve službách ji drží zpátky",
                                "Ondřej Veselý", "2026-11-26"))
        + '<body><header class="header"><a href="/">Hospodářské noviny</a><nav><a href="/ekonomika">Ekonomika</a> '
        '<a href="/predplatne">Předplatné</a> <a href="/prihlaseni">Přihlásit</a></nav></header><main>'
        '<article class="article"><h1 class="article-title">ČNB nechala sazby beze změny, inflace ve službách ji '
        'drží zpátky</h1><div class="article-meta"><span class="article-author">Ondřej Veselý</span> '
        '<time datetime="2026-11-26T14:45:00+01:00">26. 11. 2026</time></div>'
        f'<div class="article-perex"><p>{a[0]}</p></div><div class="article-body"><p>{a[1]}</p></div>'
        '<div class="paywall"><h3>Celý článek si přečtete po přihlášení</h3><p>Získejte neomezený přístup ke '
        'všem článkům HN.cz za 199 Kč měsíčně.</p><a href="/predplatne">Předplatit</a> <a href="/prihlaseni">'
        'Přihlásit se</a></div></article></main>' + _foot("Economia, a.s."))


PAGES["hn"] = NewsPage(
    _hn(), "https://domaci.hn.example.cz/c1-67654321-cnb-nechala-sazby-beze-zmeny", HN,
    ("Celý článek", "Získejte", "Předplatit", "Přihlásit se"),
    {"author": "Ondřej Veselý", "date": "2026-11-26"})


# --- a town's newsletter on a municipal CMS ("Vloženo:", "Autor:", "Počet zobrazení:", print and back links) -----

OBEC = (
    "Zastupitelstvo města schválilo na listopadovém zasedání rozpočet na příští rok. Největší část peněz půjde na "
    "rekonstrukci základní školy a opravu místních komunikací.",
    "Město také vyhlásilo dotační program pro spolky. Žádosti mohou sportovní a kulturní organizace podávat do "
    "konce ledna na podatelně městského úřadu.",
    "Rekonstrukce školy začne v červnu a potrvá přibližně čtrnáct měsíců. Výuka bude po dobu stavby probíhat v "
    "náhradních prostorách v budově bývalé polikliniky.",
)


def _obec() -> str:
    a = OBEC
    return (
        article_head("Zastupitelstvo schválilo rozpočet na rok 2027 - Město Polná", "cs",
                     article_ld("NewsArticle", "Zastupitelstvo schválilo rozpočet na rok 2027", "Hana Benešová",
                                "2026-11-20"))
        + '<body><div id="header"><a href="/">Město Polná</a><ul id="menu"><li><a href="/mesto">Město</a></li>'
        '<li><a href="/urad">Úřad</a></li><li><a href="/zpravodaj">Zpravodaj</a></li></ul></div>'
        '<div id="page"><div id="content"><div class="news-detail"><h1>Zastupitelstvo schválilo rozpočet na rok 2027'
        '</h1><p class="news-info">Vloženo: 20. 11. 2026 | Autor: Hana Benešová | Počet zobrazení: 154</p>'
        f'<div class="news-text"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<p class="news-links"><a href="javascript:window.print()">Tisk</a> | <a href="/zpravodaj">Zpět na výpis'
        '</a></p></div></div><div id="sidebar"><h3>Úřední deska</h3><ul><li><a href="/deska/1">Oznámení o '
        'zasedání</a></li></ul></div></div>' + _foot("Město Polná", "Kontakty", "Prohlášení o přístupnosti"))


PAGES["obec"] = NewsPage(
    _obec(), "https://www.polna.example.cz/zpravodaj/zastupitelstvo-schvalilo-rozpocet-na-rok-2027", OBEC,
    ("Vloženo:", "Počet zobrazení", "Zpět na výpis", "Úřední deska", "Oznámení o zasedání"),
    {"author": "Hana Benešová", "date": "2026-11-20"})


# --- Topky (perex, "Prečítajte si aj", "Zdroj: TASR", "Foto:", "Diskusia (56)", "Témy:") ------------------------

TOPKY = (
    "Na diaľnici D1 pri Trnave sa ráno zrazili tri kamióny. Diaľnica bola v smere na Bratislavu niekoľko hodín "
    "uzavretá a kolóna mala takmer desať kilometrov.",
    "Podľa polície jeden z vodičov pravdepodobne nedodržal bezpečnú vzdialenosť. Dvaja šoféri utrpeli ľahké "
    "zranenia a záchranári ich previezli do nemocnice.",
    "Hasiči museli z vozovky odstraňovať uniknutú naftu. Premávka sa podľa správcu diaľnice vrátila do normálu "
    "krátko po obede.",
)


def _topky() -> str:
    a = TOPKY
    return (
        article_head("Hromadná nehoda na D1: Zrazili sa tri kamióny, kolóna mala desať kilometrov | Topky.sk", "sk",
                     article_ld("NewsArticle", "Hromadná nehoda na D1: Zrazili sa tri kamióny, kolóna mala desať "
                                "kilometrov", "Michal Baláž", "2026-11-25"))
        + '<body><header class="header"><a href="/">Topky.sk</a><nav><a href="/domace">Domáce</a> '
        '<a href="/zahranicne">Zahraničné</a> <a href="/prominenti">Prominenti</a></nav></header><main>'
        '<article class="article"><h1>Hromadná nehoda na D1: Zrazili sa tri kamióny, kolóna mala desať '
        'kilometrov</h1><div class="article-info"><span class="author">Michal Baláž</span> '
        '<span class="date">25. novembra 2026 09:12</span></div>'
        f'<p class="perex">{a[0]}</p><figure><img src="/d1.jpg" alt=""><figcaption>Foto: TASR/Martin Baumann'
        f'</figcaption></figure><div class="article-body"><p>{a[1]}</p>'
        '<div class="read-also"><span>Prečítajte si aj:</span> <a href="/cl/100123/nehoda-pri-ziline">Nehoda pri '
        f'Žiline: Auto skončilo v potoku</a></div><p>{a[2]}</p><p class="source">Zdroj: TASR</p></div>'
        '<div class="tags"><span>Témy:</span> <a href="/tema/d1">D1</a> <a href="/tema/nehoda">nehoda</a></div>'
        '<div class="discussion"><a href="/diskusia/100200">Diskusia (56)</a></div></article></main>'
        + _foot("Topky.sk", "Kontakt", "Ochrana osobných údajov"))


PAGES["topky"] = NewsPage(
    _topky(), "https://www.topky.example.sk/cl/10/100200/Hromadna-nehoda-na-D1", TOPKY,
    ("Foto: TASR", "Baumann", "Prečítajte si aj", "Nehoda pri Žiline", "Zdroj: TASR", "Témy:", "Diskusia (56)",
     "Ochrana osobných"),
    {"author": "Michal Baláž", "date": "2026-11-25"})


# --- Nový Čas ("Galéria (14 fotiek)", "Reklama", "Sledujte nás na Facebooku", newsletter box) -------------------

CAS = (
    "Známa speváčka oznámila, že sa po dvadsiatich rokoch na pódiu lúči s fanúšikmi. Posledný koncert odohrá v "
    "decembri v bratislavskej športovej hale.",
    "„Bolo to krásnych dvadsať rokov, ale teraz chcem byť viac s rodinou,“ napísala na sociálnej sieti. Lístky "
    "na rozlúčkový koncert sa vypredali za necelú hodinu.",
    "Usporiadatelia preto zvažujú aj druhý termín. O jeho dátume rozhodnú do konca týždňa.",
)


def _cas() -> str:
    a = CAS
    return (
        article_head("Speváčka sa po 20 rokoch lúči s pódiom: Lístky zmizli za hodinu | Nový Čas", "sk",
                     article_ld("NewsArticle", "Speváčka sa po 20 rokoch lúči s pódiom: Lístky zmizli za hodinu",
                                "Zuzana Kováčová", "2026-11-24"))
        + '<body><header class="header"><a href="/">Nový Čas</a><nav><a href="/spravy">Správy</a> '
        '<a href="/kultura">Kultúra</a></nav></header><main><article class="article">'
        '<h1 class="article-title">Speváčka sa po 20 rokoch lúči s pódiom: Lístky zmizli za hodinu</h1>'
        '<div class="article-author">Zuzana Kováčová</div><div class="article-date">24.11.2026 17:40</div>'
        f'<p class="article-perex">{a[0]}</p><div class="gallery-link"><a href="/galeria/1">Galéria (14 fotiek)'
        f'</a></div><div class="article-body"><p>{a[1]}</p><div class="advert"><p>Reklama</p></div><p>{a[2]}</p>'
        '</div><div class="follow"><p>Sledujte nás na Facebooku</p></div><div class="newsletter"><h3>Newsletter '
        'Nového Času</h3><p>Najdôležitejšie správy dňa raz denne do vašej schránky.</p><button>Odoberať</button>'
        '</div></article></main>' + _foot("News and Media Holding a.s.", "Kontakt", "Ochrana osobných údajov"))


PAGES["novy-cas"] = NewsPage(
    _cas(), "https://www.cas.example.sk/clanok/1234567/spevacka-sa-po-20-rokoch-luci-s-podiom/", CAS,
    ("Galéria", "Reklama", "Sledujte nás", "Newsletter", "Najdôležitejšie správy", "Odoberať"),
    {"author": "Zuzana Kováčová", "date": "2026-11-24"})


# --- Hospodárske noviny SK (paywall "Tento článok je exkluzívny pre predplatiteľov", "Autor:" line) -------------

HNSK = (
    "Vláda chce od januára zvýšiť daň z pridanej hodnoty na vybrané potraviny. Ministerstvo financií si od zmeny "
    "sľubuje príjem takmer tristo miliónov eur ročne.",
    "Obchodníci upozorňujú, že vyššia daň sa okamžite prejaví v cenách. Podľa ich zväzu zdražejú najmä mliečne "
    "výrobky a pečivo.",
)


def _hnsk() -> str:
    a = HNSK
    return (
        article_head("Potraviny zdražejú. Vláda chce zvýšiť DPH na vybrané potraviny - hnonline.sk", "sk",
                     article_ld("NewsArticle", "Potraviny zdražejú. Vláda chce zvýšiť DPH na vybrané potraviny",
                                "Peter Horváth", "2026-11-26"))
        + '<body><header class="header"><a href="/">Hospodárske noviny</a><nav><a href="/ekonomika">Ekonomika</a> '
        '<a href="/predplatne">Predplatné</a></nav></header><main><article class="article">'
        '<h1>Potraviny zdražejú. Vláda chce zvýšiť DPH na vybrané potraviny</h1>'
        '<div class="article-meta"><span class="author">Autor: Peter Horváth</span> <time '
        'datetime="2026-11-26T06:00:00+01:00">26. 11. 2026</time></div>'
        f'<p class="perex">{a[0]}</p><div class="article-body"><p>{a[1]}</p></div>'
        '<div class="paywall-box"><p>Tento článok je exkluzívny pre predplatiteľov HN.</p><p>Predplatné už od '
        '1 € na prvý mesiac</p><a href="/predplatne">Predplatiť</a> <a href="/login">Prihlásiť sa</a></div>'
        '</article></main>' + _foot("MAFRA Slovakia, a.s.", "Kontakt", "Ochrana osobných údajov"))


PAGES["hn-sk"] = NewsPage(
    _hnsk(), "https://hnonline.example.sk/slovensko/96123456-potraviny-zdrazeju", HNSK,
    ("Autor:", "exkluzívny", "Predplatné už", "Predplatiť", "Prihlásiť sa"),
    {"author": "Peter Horváth", "date": "2026-11-26"})


# --- Štandard (WordPress: perex in bold, "Podporte Štandard" box, "Odporúčame" rail) ----------------------------

STANDARD = (
    "Parlament v utorok neschválil návrh zákona o referende. Za hlasovalo len sedemdesiat poslancov, potrebná "
    "bola ústavná väčšina.",
    "Predkladatelia tvrdili, že zmena by posilnila priamu demokraciu. Kritici namietali, že nižšie kvórum by "
    "umožnilo rozhodovať o zásadných veciach malej časti voličov.",
    "Návrh sa podľa rokovacieho poriadku môže do parlamentu vrátiť najskôr o pol roka.",
)


def _standard() -> str:
    a = STANDARD
    return (
        article_head("Parlament neschválil zmenu zákona o referende | Štandard", "sk",
                     article_ld("Article", "Parlament neschválil zmenu zákona o referende", "Jakub Kováč",
                                "2026-11-24"))
        + '<body class="single single-post"><header class="site-header"><a href="/">Štandard</a><nav>'
        '<a href="/domov/">Domov</a> <a href="/svet/">Svet</a> <a href="/podporte/">Podporte nás</a></nav></header>'
        '<main><article class="post"><h1 class="entry-title">Parlament neschválil zmenu zákona o referende</h1>'
        '<div class="post-meta"><a class="author" href="/autor/jakub-kovac/">Jakub Kováč</a> <time '
        'datetime="2026-11-24T18:20:00+01:00">24. novembra 2026</time></div>'
        f'<div class="entry-content"><p><strong>{a[0]}</strong></p><p>{a[1]}</p>'
        '<div class="support-standard"><p>Podporte Štandard. Nezávislú konzervatívnu žurnalistiku tvoríme vďaka '
        'vám.</p><a href="/podporte/">Podporiť</a></div>'
        f'<p>{a[2]}</p></div><aside class="recommended"><h3>Odporúčame</h3><ul><li><a href="/a/1">Voľby do VÚC '
        'budú v októbri</a></li></ul></aside></article></main>'
        + _foot("Štandard", "Kontakt", "Ochrana osobných údajov"))


PAGES["standard"] = NewsPage(
    _standard(), "https://standard.example.sk/123456/parlament-neschvalil-zmenu-zakona-o-referende", STANDARD,
    ("Podporte", "Podporiť", "Odporúčame", "Voľby do VÚC"),
    {"author": "Jakub Kováč", "date": "2026-11-24"})


# --- Korzár (regional, "Prečítajte si aj" inline, "Foto: Korzár/...", "Diskusia (8)") ---------------------------

KORZAR = (
    "Košice dostanú nové električky. Mesto podpísalo zmluvu s výrobcom na dodávku dvanástich nízkopodlažných "
    "súprav, prvé by mali jazdiť v lete.",
    "Nákup za štyridsať miliónov eur zaplatí mesto prevažne z európskych fondov. Staré električky z osemdesiatych "
    "rokov postupne vyradí.",
    "Dopravný podnik zároveň opraví trať na Hlavnej ulici, kde sú koľajnice v najhoršom stave.",
)


def _korzar() -> str:
    a = KORZAR
    return (
        article_head("Košice dostanú dvanásť nových električiek - Korzár SME", "sk",
                     article_ld("NewsArticle", "Košice dostanú dvanásť nových električiek", "Ján Sabol",
                                "2026-11-23"))
        + '<body><header class="header"><a href="/">Korzár</a><nav><a href="/kosice">Košice</a> '
        '<a href="/presov">Prešov</a></nav></header><main><article class="article">'
        '<h1 class="article-title">Košice dostanú dvanásť nových električiek</h1>'
        '<div class="article-published"><span class="author">Ján Sabol</span> <time '
        'datetime="2026-11-23T11:00:00+01:00">23. nov 2026 o 11:00</time></div>'
        f'<p class="perex">{a[0]}</p><figure><img src="/e.jpg" alt=""><figcaption>Ilustračné foto '
        f'(Foto: Korzár/Vladimír Kočiš)</figcaption></figure><div class="article-body"><p>{a[1]}</p>'
        '<p>Prečítajte si aj: <a href="/c/123/mhd-zdrazuje">Košická MHD od januára zdražuje</a></p>'
        f'<p>{a[2]}</p></div><div class="article-discussion"><a href="/diskusia/123456">Diskusia (8)</a></div>'
        '</article></main>' + _foot("Petit Press, a.s.", "Kontakt", "Ochrana osobných údajov"))


PAGES["korzar"] = NewsPage(
    _korzar(), "https://kosice.korzar.example.sk/c/22912345/kosice-dostanu-dvanast-novych-elektriciek.html", KORZAR,
    ("Ilustračné foto", "Kočiš", "Prečítajte si aj", "Košická MHD", "Diskusia (8)"),
    {"author": "Ján Sabol", "date": "2026-11-23"})


# --- CNN Prima News (video player, "Čtěte také" link in the text, "Zdroj:" line, "Nejčtenější" rail) -------------

PRIMA = (
    "Vláda ve středu schválila zvýšení minimální mzdy o tisíc dvě stě korun. Od ledna tak bude činit dvaadvacet "
    "tisíc korun hrubého měsíčně.",
    "Odbory považují růst za nedostatečný, podle nich by minimální mzda měla dosáhnout alespoň poloviny průměrné "
    "mzdy. Zaměstnavatelé naopak varují před dopady na malé firmy v chudších regionech.",
    "Ministr práce uvedl, že vláda se k výši minimální mzdy vrátí znovu na jaře, až bude znát vývoj inflace.",
)


def _prima() -> str:
    a = PRIMA
    return (
        article_head("Minimální mzda od ledna vzroste o 1200 korun, rozhodla vláda | CNN Prima NEWS", "cs",
                     article_ld("NewsArticle", "Minimální mzda od ledna vzroste o 1200 korun, rozhodla vláda",
                                "Karel Novotný", "2026-11-25"))
        + '<body><header class="header"><a href="/">CNN Prima NEWS</a><nav><a href="/zpravy/domaci">Domácí</a> '
        '<a href="/porady">Pořady</a> <a href="/zive">Živě</a></nav></header><main><article class="article">'
        '<h1>Minimální mzda od ledna vzroste o 1200 korun, rozhodla vláda</h1><div class="article-author">'
        '<a href="/autori/karel-novotny">Karel Novotný</a></div><div class="article-date">'
        '<time datetime="2026-11-25T16:20:00+01:00">25. 11. 2026 16:20</time></div>'
        f'<p class="perex">{a[0]}</p><div class="video-box"><div class="player"></div><p>Video: Vláda schválila '
        f'vyšší minimální mzdu (zdroj: CNN Prima NEWS)</p></div><div class="article-content"><p>{a[1]}</p>'
        '<p><strong>Čtěte také: <a href="/zpravy/prumerna-mzda">Průměrná mzda přesáhla 48 tisíc korun</a></strong>'
        f'</p><p>{a[2]}</p><p class="source">Zdroj: CNN Prima NEWS, ČTK</p></div></article>'
        '<aside class="most-read"><h3>Nejčtenější</h3><ol><li><a href="/a">Sněžení komplikuje dopravu na D1</a>'
        '</li><li><a href="/b">Policie hledá pohřešovanou ženu z Kladna</a></li></ol></aside></main>'
        + _foot("FTV Prima, spol. s r.o."))


PAGES["cnn-prima"] = NewsPage(
    _prima(), "https://cnn.iprima.example.cz/minimalni-mzda-od-ledna-vzroste-o-1200-korun-123456", PRIMA,
    ("Video: Vláda", "Čtěte také", "Průměrná mzda přesáhla", "Zdroj: CNN", "Nejčtenější", "Sněžení komplikuje"),
    {"author": "Karel Novotný", "date": "2026-11-25"})


# --- Lidovky (opener, "Autor:" with the agency, photo credit, premium paywall note) ------------------------------

LIDOVKY = (
    "Archeologové objevili u Kutné Hory pozůstatky středověké huti na stříbro. Nález podle nich mění představu o "
    "tom, kde se ve čtrnáctém století zpracovávala ruda.",
    "Huť stála přímo u řeky a podle zbytků strusky v ní pracovaly desítky lidí. Vědci našli i mince a keramiku, "
    "díky kterým mohli objekt přesně datovat.",
)


def _lidovky() -> str:
    a = LIDOVKY
    return (
        article_head("Archeologové objevili u Kutné Hory středověkou huť na stříbro - Lidovky.cz", "cs",
                     article_ld("NewsArticle", "Archeologové objevili u Kutné Hory středověkou huť na stříbro",
                                "Jiří Procházka", "2026-11-22"))
        + '<body><div id="header"><a href="/">Lidovky.cz</a><ul><li><a href="/domov">Domov</a></li><li>'
        '<a href="/orientace">Orientace</a></li><li><a href="/premium">Premium</a></li></ul></div><div id="content">'
        '<div class="art-full"><h1 itemprop="name headline">Archeologové objevili u Kutné Hory středověkou huť na '
        'stříbro</h1><div class="authors"><span class="aut">Autor: <a href="/autor/jiri-prochazka">Jiří Procházka'
        '</a>, ČTK</span> <span class="time">22. listopadu 2026 8:00</span></div>'
        f'<div class="opener">{a[0]}</div><div class="bbtext"><p>{a[1]}</p>'
        '<div class="photo"><img src="/h.jpg" alt=""><p class="popis">Místo nálezu u řeky Vrchlice. '
        '<span class="autor">Foto: Martin Veselý, MAFRA</span></p></div></div>'
        '<div class="paywall"><p>Celý článek je dostupný pouze pro předplatitele Lidovky.cz Premium.</p>'
        '<a href="/premium">Získat Premium za 1 Kč</a> <a href="/login">Mám předplatné</a></div></div></div>'
        + _foot("MAFRA, a.s."))


PAGES["lidovky"] = NewsPage(
    _lidovky(), "https://www.lidovky.example.cz/domov/archeologove-objevili-u-kutne-hory.A261122_080000_ln_domov",
    LIDOVKY, ("Foto: Martin", "Celý článek je dostupný", "Získat Premium", "Mám předplatné"),
    {"author": "Jiří Procházka", "date": "2026-11-22"})


# --- Trend.sk ("Článok pokračuje pod reklamou", "Foto: SITA/...", "Prečítajte si tiež" list) ---------------------

TREND = (
    "Slovenské automobilky vyrobili tento rok o desatinu menej áut ako vlani. Firmy to pripisujú slabšiemu dopytu "
    "v západnej Európe a drahej energii.",
    "Najväčší pokles hlási závod na západe krajiny, kde výrobu na niekoľko týždňov prerušili. Zamestnanci v tom "
    "čase dostávali šesťdesiat percent mzdy.",
    "Analytici očakávajú, že výroba sa oživí až v druhej polovici budúceho roka, keď prídu na trh nové elektrické "
    "modely.",
)


def _trend() -> str:
    a = TREND
    return (
        article_head("Automobilky vyrobili o desatinu menej áut | TREND", "sk",
                     article_ld("NewsArticle", "Automobilky vyrobili o desatinu menej áut", "Marek Dítě",
                                "2026-11-24"))
        + '<body><header class="header"><a href="/">TREND</a><nav><a href="/spravy">Správy</a> '
        '<a href="/firmy">Firmy</a> <a href="/predplatne">Predplatné</a></nav></header><main><article class="article">'
        '<h1>Automobilky vyrobili o desatinu menej áut</h1><p class="byline"><span class="author">Marek Dítě</span> '
        '<time datetime="2026-11-24T10:00:00+01:00">24.11.2026</time></p>'
        f'<p class="perex">{a[0]}</p><figure><img src="/a.jpg" alt=""><figcaption>Výrobná linka '
        f'<span>Foto: SITA/Marko Erd</span></figcaption></figure><div class="article-body"><p>{a[1]}</p>'
        '<p class="ad-label">Článok pokračuje pod reklamou</p><div class="related"><h4>Prečítajte si tiež</h4><ul>'
        '<li><a href="/c/1">Ceny energií pre firmy klesajú</a></li></ul></div>'
        f'<p>{a[2]}</p></div></article></main>' + _foot("News and Media Holding a.s.", "Kontakt",
                                                        "Ochrana osobných údajov"))


PAGES["trend"] = NewsPage(
    _trend(), "https://www.trend.example.sk/spravy/automobilky-vyrobili-o-desatinu-menej-aut", TREND,
    ("Foto: SITA", "Marko Erd", "pokračuje pod reklamou", "Prečítajte si tiež", "Ceny energií"),
    {"author": "Marek Dítě", "date": "2026-11-24"})


# --- STVR (public broadcaster: "Zdroj: STVR, TASR", video label, share buttons, "Súvisiace články") --------------

STVR = (
    "Na východe Slovenska od rána husto sneží. Cestári upozorňujú na zhoršené podmienky najmä na horských "
    "priechodoch a odporúčajú vodičom odložiť cesty.",
    "Najhoršia situácia je na Dukle a na ceste medzi Popradom a Levočou, kde sa zasekli kamióny. Polícia cestu "
    "na hodinu uzavrela.",
    "Meteorológovia vydali výstrahu druhého stupňa. Sneženie má ustať až v stredu ráno.",
)


def _stvr() -> str:
    a = STVR
    return (
        article_head("Východ Slovenska zasypal sneh, kamióny uviazli na Dukle | Správy STVR", "sk",
                     article_ld("NewsArticle", "Východ Slovenska zasypal sneh, kamióny uviazli na Dukle",
                                "Tomáš Bielik", "2026-11-26"))
        + '<body><header class="header"><a href="/">Správy STVR</a><nav><a href="/domov">Domov</a> '
        '<a href="/svet">Svet</a></nav></header><main><article class="article"><h1>Východ Slovenska zasypal sneh, '
        'kamióny uviazli na Dukle</h1><div class="article-meta"><span class="author">Tomáš Bielik</span> '
        '<time datetime="2026-11-26T09:30:00+01:00">26. 11. 2026, 9:30</time></div>'
        '<div class="share"><a href="#">Zdieľať</a> <a href="#">Facebook</a> <a href="#">X</a></div>'
        f'<p class="perex">{a[0]}</p><div class="video"><p>Video: Sneženie na východe (Správy STVR)</p></div>'
        f'<div class="article-text"><p>{a[1]}</p><p>{a[2]}</p><p class="source">Zdroj: STVR, TASR</p></div>'
        '<section class="related"><h3>Súvisiace články</h3><ul><li><a href="/c/1">Zimná údržba ciest začala</a>'
        '</li></ul></section></article></main>' + _foot("STVR", "Kontakt", "Ochrana osobných údajov"))


PAGES["stvr"] = NewsPage(
    _stvr(), "https://spravy.stvr.example.sk/domov/123456-vychod-slovenska-zasypal-sneh/", STVR,
    ("Zdieľať", "Video: Sneženie", "Zdroj: STVR", "Súvisiace články", "Zimná údržba"),
    {"author": "Tomáš Bielik", "date": "2026-11-26"})


# --- Extra.cz (celebrity: "Fotogalerie (8)", Instagram embed credit, "Reklama", "Další články") ------------------

EXTRA = (
    "Herečka z oblíbeného seriálu se po letech vrací na divadelní prkna. V únoru ji diváci uvidí v nové komedii "
    "pražského Divadla Na Fidlovačce.",
    "„Divadlo mi chybělo, na natáčení člověk nemá takový kontakt s publikem,“ svěřila se v rozhovoru. Zkoušet "
    "začne hned po Novém roce.",
    "Kromě divadla chystá také vlastní podcast, ve kterém bude zpovídat kolegy z branže.",
)


def _extra() -> str:
    a = EXTRA
    return (
        article_head("Herečka ze seriálu se vrací na divadelní prkna | Extra.cz", "cs",
                     article_ld("NewsArticle", "Herečka ze seriálu se vrací na divadelní prkna", "Kateřina Hájková",
                                "2026-11-23"))
        + '<body><header class="header"><a href="/">Extra.cz</a><nav><a href="/celebrity">Celebrity</a> '
        '<a href="/serialy">Seriály</a></nav></header><main><article class="article"><h1>Herečka ze seriálu se '
        'vrací na divadelní prkna</h1><div class="meta"><span class="author">Kateřina Hájková</span> '
        '<time datetime="2026-11-23T19:00:00+01:00">23. 11. 2026 19:00</time></div>'
        f'<p class="perex">{a[0]}</p><div class="gallery-teaser"><a href="/g/1">Fotogalerie (8)</a></div>'
        f'<div class="content"><p>{a[1]}</p><div class="embed-instagram"><p>Zdroj: Instagram</p></div>'
        f'<div class="ad"><span>Reklama</span></div><p>{a[2]}</p></div></article>'
        '<section class="more"><h3>Další články</h3><ul><li><a href="/c/2">Zpěvák oznámil turné po Česku</a></li>'
        '</ul></section></main>' + _foot("Extra.cz"))


PAGES["extra"] = NewsPage(
    _extra(), "https://www.extra.example.cz/herecka-ze-serialu-se-vraci-na-divadelni-prkna-a1b2c", EXTRA,
    ("Fotogalerie (8)", "Zdroj: Instagram", "Reklama", "Další články", "Zpěvák oznámil"),
    {"author": "Kateřina Hájková", "date": "2026-11-23"})


# --- Lupa.cz (perex, "Názory k článku (12)", "Autor článku" box, "Témata článku:" tags) ----------------------------

LUPA = (
    "Český telekomunikační úřad vyhlásil aukci kmitočtů pro sítě páté generace. Operátoři mohou nabídky podávat "
    "do konce února.",
    "Úřad si od aukce slibuje rychlejší pokrytí venkova. Vítězové se budou muset zavázat, že do tří let pokryjí "
    "signálem devadesát procent obyvatel každého okresu.",
    "Podmínky aukce",
    "Vyvolávací cena jednoho bloku je dvě stě milionů korun. Nový operátor na trhu může získat slevu a delší lhůty "
    "na výstavbu sítě.",
)


def _lupa() -> str:
    a = LUPA
    return (
        article_head("ČTÚ vyhlásil aukci kmitočtů pro 5G, nabídky do února - Lupa.cz", "cs",
                     article_ld("Article", "ČTÚ vyhlásil aukci kmitočtů pro 5G, nabídky do února", "Jan Sedlák",
                                "2026-11-24"))
        + '<body><div class="layout-header"><a href="/">Lupa.cz</a><nav><a href="/clanky/">Články</a> '
        '<a href="/zpravicky/">Zprávičky</a></nav></div><div class="layout-main"><div class="detail">'
        '<h1>ČTÚ vyhlásil aukci kmitočtů pro 5G, nabídky do února</h1><div class="impressum">'
        '<span class="impressum__author"><a href="/autori/jan-sedlak/">Jan Sedlák</a></span> '
        '<span class="impressum__date">24. 11. 2026</span></div>'
        f'<div class="perex"><p>{a[0]}</p></div><div class="text"><p>{a[1]}</p><h2>{a[2]}</h2><p>{a[3]}</p></div>'
        '<div class="tags"><span>Témata článku:</span> <a href="/t/5g">5G</a> <a href="/t/ctu">ČTÚ</a></div>'
        '<div class="author-box"><h3>Autor článku</h3><p><a href="/autori/jan-sedlak/">Jan Sedlák</a></p>'
        '<p>Redaktor Lupa.cz, píše o telekomunikacích a regulaci.</p></div>'
        '<div class="discussion-link"><a href="/clanky/aukce/nazory/">Názory k článku (12)</a></div></div></div>'
        + _foot("Internet Info, s.r.o."))


PAGES["lupa"] = NewsPage(
    _lupa(), "https://www.lupa.example.cz/clanky/ctu-vyhlasil-aukci-kmitoctu-pro-5g/", LUPA,
    ("Témata článku", "Autor článku", "Redaktor Lupa", "Názory k článku"),
    {"author": "Jan Sedlák", "date": "2026-11-24"})


# --- Noviny.sk (TA3/Markíza: a Czech minister's quote in a Slovak article, "Pozrite si aj", video label) -----------

NOVINY = (
    "Česko a Slovensko sa dohodli na spoločnom nákupe vlakových súprav pre diaľkové linky. Obe krajiny tak chcú "
    "získať nižšiu cenu a rýchlejšie dodanie.",
    "„Společný nákup nám ušetří stovky milionů korun a cestující se dočkají nových vlaků o dva roky dříve,“ "
    "uviedol po stretnutí český minister dopravy.",
    "Slovenský rezort dopravy doplnil, že prvé súpravy by mali jazdiť na trase Bratislava – Praha v roku 2029.",
)


def _noviny() -> str:
    a = NOVINY
    return (
        article_head("Česko a Slovensko kúpia vlaky spoločne | Noviny.sk", "sk",
                     article_ld("NewsArticle", "Česko a Slovensko kúpia vlaky spoločne", "Lucia Hrušková",
                                "2026-11-25"))
        + '<body><header class="header"><a href="/">Noviny.sk</a><nav><a href="/slovensko">Slovensko</a> '
        '<a href="/svet">Svet</a></nav></header><main><article class="article"><h1>Česko a Slovensko kúpia vlaky '
        'spoločne</h1><div class="article-meta"><span class="author">Lucia Hrušková</span> <time '
        'datetime="2026-11-25T13:00:00+01:00">25. 11. 2026 13:00</time></div>'
        f'<p class="perex">{a[0]}</p><div class="video"><p>Video: Ministri dopravy po rokovaní</p></div>'
        f'<div class="article-body"><p>{a[1]}</p><p>Pozrite si aj: <a href="/c/1">Vlaky do Prahy budú '
        f'rýchlejšie</a></p><p>{a[2]}</p></div></article></main>'
        + _foot("MARKÍZA - SLOVAKIA, spol. s r.o.", "Kontakt", "Ochrana osobných údajov"))


PAGES["noviny-sk"] = NewsPage(
    _noviny(), "https://www.noviny.example.sk/slovensko/123456-cesko-a-slovensko-kupia-vlaky-spolocne", NOVINY,
    ("Video: Ministri", "Pozrite si aj", "Vlaky do Prahy"),
    {"author": "Lucia Hrušková", "date": "2026-11-25"})
LANGS["noviny-sk"] = {NOVINY[0]: "sk", NOVINY[1]: "cs", NOVINY[2]: "sk"}


# --- Respekt (the line, a free article's note, "Předplaťte si Respekt" box, the writer's box) ---------------

RESPEKT = (
    "Na Ostravsku se po letech odkladů začíná bourat poslední velká koksovna. Na jejím místě má vyrůst průmyslová "
    "zóna pro firmy z oboru obnovitelné energie.",
    "Místní lidé sledují demolici se smíšenými pocity. Koksovna jim desítky let dávala práci, ale také znečišťovala "
    "vzduch v celém okolí.",
    "Město zatím neví, kolik firem do nové zóny skutečně přijde. Starosta doufá alespoň ve dvě stě nových míst.",
)


def _respekt() -> str:
    a = RESPEKT
    return (
        article_head("Konec koksovny | Respekt", "cs",
                     article_ld("NewsArticle", "Konec koksovny", "Ondřej Kundra", "2026-11-23"))
        + '<body><header class="header"><a href="/">Respekt</a><nav><a href="/tydenik">Týdeník</a> '
        '<a href="/podcasty">Podcasty</a> <a href="/predplatne">Předplatné</a></nav></header><main>'
        '<article class="article"><p class="issue">Respekt 48/2026</p><h1>Konec koksovny</h1>'
        '<div class="authorship"><a href="/autori/ondrej-kundra">Ondřej Kundra</a> <time '
        'datetime="2026-11-23T06:00:00+01:00">23. 11. 2026</time></div>'
        f'<div class="perex">{a[0]}</div><div class="article-content"><p>{a[1]}</p><p>{a[2]}</p></div>'
        '<div class="free-note"><p>Tento článek máte zdarma. Respekt můžete číst celý s předplatným.</p></div>'
        '<div class="subscribe-box"><h3>Předplaťte si Respekt</h3><p>Čtěte týdeník Respekt v tištěné i digitální '
        'podobě už od 99 Kč měsíčně.</p><a href="/predplatne">Chci předplatné</a></div></article></main>'
        + _foot("Economia, a.s."))


PAGES["respekt"] = NewsPage(
    _respekt(), "https://www.respekt.example.cz/tydenik/2026/48/konec-koksovny", RESPEKT,
    ("Respekt 48/2026", "Tento článek máte zdarma", "Předplaťte si", "Čtěte týdeník", "Chci předplatné"),
    {"author": "Ondřej Kundra", "date": "2026-11-23"})


# --- E15 ("Mohlo by vás zajímat" box, "Inzerce" marker, "E15 Premium" note) ----------------------------------------

E15 = (
    "Ceny bytů v Praze za třetí čtvrtletí znovu vzrostly, metr čtvereční starého bytu se prodává v průměru za "
    "sto čtyřicet tisíc korun.",
    "Realitní makléři vysvětlují růst levnějšími hypotékami. Banky v posledních měsících snížily úrokové sazby "
    "pod čtyři procenta.",
    "V ostatních krajských městech ceny rostly pomaleji, v Ostravě a Ústí nad Labem se dokonce mírně snížily.",
)


def _e15() -> str:
    a = E15
    return (
        article_head("Byty v Praze dál zdražují, metr stojí 140 tisíc | E15.cz", "cs",
                     article_ld("NewsArticle", "Byty v Praze dál zdražují, metr stojí 140 tisíc", "Pavel Černý",
                                "2026-11-24"))
        + '<body><header class="header"><a href="/">E15</a><nav><a href="/zpravy">Zprávy</a> <a href="/finance">'
        'Finance</a></nav></header><main><article class="article"><h1>Byty v Praze dál zdražují, metr stojí 140 tisíc'
        '</h1><div class="article-meta"><span class="author">Pavel Černý</span> <time '
        'datetime="2026-11-24T11:30:00+01:00">24. 11. 2026 11:30</time></div>'
        f'<p class="perex">{a[0]}</p><div class="article-body"><p>{a[1]}</p><div class="ad"><p>Inzerce</p></div>'
        '<div class="box-interest"><h4>Mohlo by vás zajímat</h4><ul><li><a href="/h">Hypotéky zlevňují už '
        f'pátý měsíc</a></li></ul></div><p>{a[2]}</p></div></article></main>' + _foot("CNC – Czech News Center a.s."))


PAGES["e15"] = NewsPage(
    _e15(), "https://www.e15.example.cz/zpravy/byty-v-praze-dal-zdrazuji-1412345", E15,
    ("Inzerce", "Mohlo by vás zajímat", "Hypotéky zlevňují"),
    {"author": "Pavel Černý", "date": "2026-11-24"})


# --- a Czech regional weekly on WordPress ("Celý článek najdete v tištěném vydání", "Sdílejte:", "Související") -----

LISTY = (
    "Jihlavská zoo otevřela nový pavilon pro šelmy. Návštěvníci v něm uvidí levharty mandžuské a rysy, které sem "
    "přivezli ze zahraničních zahrad.",
    "Stavba trvala dva roky a stála osmdesát milionů korun. Většinu zaplatil kraj, zbytek město a sponzoři.",
)


def _listy() -> str:
    a = LISTY
    return (
        article_head("Zoo otevřela pavilon pro šelmy – Jihlavské listy", "cs",
                     article_ld("Article", "Zoo otevřela pavilon pro šelmy", "Radek Hora", "2026-11-21"))
        + '<body class="single single-post"><header id="masthead"><a href="/">Jihlavské listy</a><nav><a href="/'
        'zpravy/">Zprávy</a> <a href="/sport/">Sport</a></nav></header><div id="content"><article class="post">'
        '<h1 class="entry-title">Zoo otevřela pavilon pro šelmy</h1><div class="entry-meta"><span class="byline">'
        '<a href="/author/radek-hora/">Radek Hora</a></span> <time class="entry-date" '
        'datetime="2026-11-21T08:00:00+01:00">21. 11. 2026</time></div>'
        f'<div class="entry-content"><p>{a[0]}</p><p>{a[1]}</p><p><em>Celý článek najdete v tištěném vydání '
        'Jihlavských listů.</em></p></div><div class="sharedaddy"><h3>Sdílejte:</h3><a href="#">Facebook</a> '
        '<a href="#">WhatsApp</a></div><div class="jp-relatedposts"><h3>Související</h3><a href="/zoo-mlada/">'
        'V zoo se narodila mláďata surikat</a></div></article></div>' + _foot("Jihlavské listy"))


PAGES["listy"] = NewsPage(
    _listy(), "https://www.jihlavskelisty.example.cz/zoo-otevrela-pavilon-pro-selmy/", LISTY,
    ("tištěném vydání", "Sdílejte", "Související", "mláďata surikat"),
    {"author": "Radek Hora", "date": "2026-11-21"})


# --- MY noviny (Slovak regional: "Viac sa dočítate v tlačenom vydaní", "Foto: archív", "Čítajte viac") ------------

MY = (
    "V Nitre otvorili nový cyklistický chodník pozdĺž rieky. Meria štyri kilometre a spája sídlisko Klokočina s "
    "centrom mesta.",
    "Mesto za stavbu zaplatilo takmer dva milióny eur, väčšinu peňazí získalo z eurofondov. Chodník je osvetlený "
    "a na dvoch miestach sú stojany na bicykle.",
)


def _my() -> str:
    a = MY
    return (
        article_head("V Nitre otvorili nový cyklochodník popri rieke - MY Nitra", "sk",
                     article_ld("NewsArticle", "V Nitre otvorili nový cyklochodník popri rieke", "Eva Kráľová",
                                "2026-11-22"))
        + '<body><header class="header"><a href="/">MY Nitra</a><nav><a href="/spravy">Správy</a></nav></header>'
        '<main><article class="article"><h1>V Nitre otvorili nový cyklochodník popri rieke</h1>'
        '<div class="article-meta"><span class="author">Eva Kráľová</span> <time '
        'datetime="2026-11-22T07:00:00+01:00">22. nov 2026</time></div>'
        f'<p class="perex">{a[0]}</p><figure><img src="/c.jpg" alt=""><figcaption>Foto: archív MY</figcaption>'
        f'</figure><div class="article-body"><p>{a[1]}</p><p><strong>Viac sa dočítate v tlačenom vydaní MY Nitrianske '
        'noviny.</strong></p><p>Čítajte viac: <a href="/c/2">Most cez Nitru opravia na jar</a></p></div>'
        '</article></main>' + _foot("Petit Press, a.s.", "Kontakt", "Ochrana osobných údajov"))


PAGES["my-nitra"] = NewsPage(
    _my(), "https://nitra.example.sk/c/22912399/v-nitre-otvorili-novy-cyklochodnik.html", MY,
    ("Foto: archív", "tlačenom vydaní", "Čítajte viac", "Most cez Nitru"),
    {"author": "Eva Kráľová", "date": "2026-11-22"})


# --- Blog Aktuálně (a blog post: the writer's box with his trade, "Další blogy autora"; the site's note that the post
# is its writer's opinion, the last line of the text, stays: the truths keep such a note, as Scrapinghub's of a
# Sputnik page "The views and opinions expressed in the article do not necessarily reflect those of Sputnik.") ----

BLOGA = (
    "Když jsem před deseti lety začínal učit, měl jsem ve třídě třicet dětí a jednu asistentku na celou školu. "
    "Dnes je to podobné, jen papírů přibylo.",
    "Ministerstvo každý rok slibuje menší třídy a víc peněz na podpůrné profese. Ve škole, kde učím, jsme zatím "
    "žádnou změnu nepoznali.",
    "Nechci, aby to vyznělo jako stížnost. Učím rád, ale bez pomoci se o děti se speciálními potřebami postarat "
    "neumím.",
    "Blog je osobní názor autora a nemusí vyjadřovat postoj redakce.",
)


def _bloga() -> str:
    a = BLOGA
    return (
        article_head("Třicet dětí a jedna asistentka | Blog Aktuálně.cz", "cs",
                     article_ld("BlogPosting", "Třicet dětí a jedna asistentka", "Jakub Beneš", "2026-11-20"))
        + '<body><header class="header"><a href="/">Blog Aktuálně.cz</a><nav><a href="/blogeri">Blogeři</a> '
        '<a href="/nejnovejsi">Nejnovější</a></nav></header><main><article class="blog-post">'
        '<h1>Třicet dětí a jedna asistentka</h1><div class="blog-meta"><a class="blog-author" href="/benes">Jakub '
        'Beneš</a> <span class="blog-date">20. 11. 2026 14:12</span></div>'
        f'<div class="blog-body"><p>{a[0]}</p><p>{a[1]}</p><p>{a[2]}</p><p class="disclaimer"><em>{a[3]}</em>'
        '</p></div><div class="blog-author-box"><img src="/b.jpg" alt=""><p><a href="/benes">Jakub Beneš</a></p><p>'
        'Učitel na základní škole v Kolíně</p><a href="/benes/blogy">Další blogy autora</a></div>'
        '<div class="share"><a href="#">Sdílet</a> <a href="#">Kopírovat odkaz</a></div></article></main>'
        + _foot("Economia, a.s."))


PAGES["blog-aktualne"] = NewsPage(
    _bloga(), "https://blog.aktualne.example.cz/blogy/jakub-benes.php?itemid=45678", BLOGA,
    ("Učitel na základní", "Další blogy autora", "Sdílet", "Kopírovat odkaz"),
    {"author": "Jakub Beneš", "date": "2026-11-20"})


# --- Živě.cz ("Zdroj:" with the source's name, "Diskuze (24)", an inline "Mohlo by vás zajímat" link) -------------

ZIVE = (
    "Výrobce telefonů představil první skládací model s baterií na dva dny provozu. Přístroj se na trhu objeví v "
    "lednu a stát bude přes čtyřicet tisíc korun.",
    "Telefon má nový pant, který podle výrobce vydrží dvě stě tisíc ohnutí. Displej je přitom o třetinu jasnější "
    "než u předchozí generace.",
    "Recenzenti chválí hlavně výdrž, kritizují však vysokou hmotnost a pomalé nabíjení.",
)


def _zive() -> str:
    a = ZIVE
    return (
        article_head("Skládací telefon vydrží dva dny na baterii - Živě.cz", "cs",
                     article_ld("NewsArticle", "Skládací telefon vydrží dva dny na baterii", "Lukáš Václavík",
                                "2026-11-25"))
        + '<body><header class="header"><a href="/">Živě.cz</a><nav><a href="/mobily">Mobily</a> '
        '<a href="/pocitace">Počítače</a></nav></header><main><article class="article">'
        '<h1>Skládací telefon vydrží dva dny na baterii</h1><div class="meta"><span class="author">Lukáš Václavík'
        '</span> <time datetime="2026-11-25T12:00:00+01:00">25. 11. 2026</time> <a href="#diskuze">Diskuze (24)</a>'
        f'</div><p class="perex">{a[0]}</p><div class="content"><p>{a[1]}</p><p><strong>Mohlo by vás zajímat: '
        f'<a href="/c/1">Nejlepší mobily roku</a></strong></p><p>{a[2]}</p><p>Zdroj: The Verge</p></div>'
        '</article></main>' + _foot("CNC – Czech News Center a.s."))


PAGES["zive"] = NewsPage(
    _zive(), "https://www.zive.example.cz/clanky/skladaci-telefon-vydrzi-dva-dny-na-baterii/sc-3-a-234567/default.aspx",
    ZIVE, ("Diskuze (24)", "Mohlo by vás zajímat", "Nejlepší mobily", "Zdroj: The Verge"),
    {"author": "Lukáš Václavík", "date": "2026-11-25"})


# --- Pluska (Plus 7 dní: "Viac nájdete v novom čísle", "Foto: archív", "Zdroj: Plus 7 dní") -----------------------

PLUSKA = (
    "Známy slovenský herec prezradil, že sa pripravuje na úlohu v zahraničnom filme. Natáčať sa začne v marci v "
    "Budapešti.",
    "Podľa jeho slov je to najväčšia príležitosť v jeho kariére. Kvôli úlohe sa musí naučiť po maďarsky.",
)


def _pluska() -> str:
    a = PLUSKA
    return (
        article_head("Herec sa chystá na zahraničný film, učí sa po maďarsky | Pluska.sk", "sk",
                     article_ld("NewsArticle", "Herec sa chystá na zahraničný film, učí sa po maďarsky",
                                "Silvia Janková", "2026-11-23"))
        + '<body><header class="header"><a href="/">Pluska.sk</a><nav><a href="/soubiznis">Šoubiznis</a></nav>'
        '</header><main><article class="article"><h1>Herec sa chystá na zahraničný film, učí sa po maďarsky</h1>'
        '<div class="meta"><span class="author">Silvia Janková</span> <span class="date">23.11.2026 08:00</span>'
        f'</div><p class="perex">{a[0]}</p><figure><img src="/h.jpg" alt=""><figcaption>Foto: archív</figcaption>'
        f'</figure><div class="content"><p>{a[1]}</p><p><strong>Viac nájdete v novom čísle Plus 7 dní.</strong></p>'
        '<p>Zdroj: Plus 7 dní</p></div></article></main>'
        + _foot("News and Media Holding a.s.", "Kontakt", "Ochrana osobných údajov"))


PAGES["pluska"] = NewsPage(
    _pluska(), "https://www.pluska.example.sk/soubiznis/domace-hviezdy/herec-sa-chysta-na-zahranicny-film", PLUSKA,
    ("Foto: archív", "Viac nájdete", "Zdroj: Plus"),
    {"author": "Silvia Janková", "date": "2026-11-23"})


# --- the tests -------------------------------------------------------------------------------------------------

# text whole, furniture gone, title and headline (the writer and the day below, with the page's type)
globals().update(page_tests(PAGES, OPEN, writer=False, title=True))


@pytest.mark.parametrize("name", list(PAGES))
def test_the_doc_line_names_the_writer_and_the_day_and_the_page_is_an_article(name):
    attrs = PAGES[name].document().attrs
    assert (PAGES[name].stated(), attrs.get("type")) == (PAGES[name].meta, "article")


def _languages(body: str) -> dict[str, str]:
    """Each paragraph's text with its ``lang`` attribute."""
    out: dict[str, str] = {}
    for chunk in body.split("<p lang=")[1:]:
        lang, rest = chunk.split(">", 1)
        out[_paragraphs("<p>" + rest.split("</p>", 1)[0] + "</p>")[0]] = lang.strip('"')
    return out


@pytest.mark.parametrize("name", list(PAGES))
def test_each_paragraph_is_in_its_pages_language_or_its_own(name):
    page = PAGES[name]
    wanted = LANGS.get(name) or dict.fromkeys(page.kept, "sk" if ".sk/" in page.url else "cs")
    found = _languages(page.document().body)
    assert {t: found.get(t) for t in wanted} == wanted


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

CS = (
    "Zastupitelé v pondělí schválili rozpočet města na příští rok. Největší investicí bude oprava mostu přes řeku "
    "a rekonstrukce sportovní haly.",
    "Opozice návrh kritizovala, podle ní město zbytečně odkládá stavbu nové školky. Primátor odpověděl, že na ni "
    "zatím nejsou peníze.",
    "O rozpočtu se bude znovu jednat v březnu, kdy zastupitelé projednají jeho první změnu.",
)


def _czech_article(inserted: str, after: str = "") -> list[str]:
    """The paragraphs of a Czech article with ``inserted`` between its first and second paragraphs (and ``after``
    after the article's text)."""
    return short_article("cs", "Zastupitelé schválili rozpočet", CS, inserted, end=after, site="Městské listy",
                         section='<a href="/zpravy/">Zprávy</a>', footer='<a href="/kontakt">Kontakt</a>',
                         author="Eva Malá", url="https://www.mestskelisty.example.cz/zpravy/zastupitele-schvalili-rozpocet")


def _czech_bare(paragraphs: list[str]) -> bool:
    return paragraphs == ["Zastupitelé schválili rozpočet", *CS]


@pytest.mark.parametrize("inserted", [
    "<p>Podpořte Deník Referendum. Nezávislá žurnalistika potřebuje vaši pomoc.</p>",
    "<p>Podporte Štandard. Nezávislú konzervatívnu žurnalistiku tvoríme vďaka vám.</p>",
    "<p>Podpořte Hlídací pes. Bez vaší podpory bychom nemohli dělat nezávislou žurnalistiku.</p>",
    "<p><em>Sledujte nás na Facebooku a Instagramu.</em></p>", "<p>Sledujte nás také na Instagramu!</p>",
])
def test_a_czech_or_slovak_plea_naming_the_site_and_a_follow_line_with_its_stop_go(inserted):
    assert _czech_bare(_czech_article(inserted))


@pytest.mark.parametrize("box", [
    '<div class="support-box"><h3>Podpořte nezávislou žurnalistiku</h3><p>FORUM 24 funguje díky svým čtenářům. '
    'Přispějte nám na provoz libovolnou částkou.</p><a href="/podpora/">Chci přispět</a></div>',
    '<div class="support-box"><h3>Podporte našu prácu</h3><p>Prispejte nám ľubovoľnou sumou, každý príspevok nám '
    'pomáha.</p><a href="/podpora/">Chcem prispieť</a></div>',
])
def test_a_czech_or_slovak_donation_boxs_heading_pitch_and_button_go(box):
    assert _czech_bare(_czech_article("", box))


@pytest.mark.parametrize("line", [
    "Podpořte místní obchodníky. Vánoční trhy na náměstí potrvají letos až do třiadvacátého prosince.",
    "„Podpořte Deník Referendum. Nezávislá žurnalistika potřebuje vaši pomoc,“ stálo na plakátech, které redakce "
    "vylepila po celém Brně.",
    "Sledujte nás na Facebooku a Instagramu, vyzvala policie řidiče, kteří hledají zprávy o uzavírkách silnic.",
    "Podpořit chtějí hlavně rodiny s dětmi, které na nájem vydávají víc než třetinu svých příjmů.",
])
def test_a_sentence_with_a_pleas_or_a_follow_lines_words_stays(line):
    assert line in _czech_article(f"<p>{line}</p>")


def test_a_paragraph_under_a_support_heading_that_asks_for_no_gift_stays():
    line = "Útulek v Liberci hledá nové majitele pro tři desítky psů, které sem v říjnu přivezli strážníci."
    assert line in _czech_article(f"<h3>Podpořte nás</h3><p>{line}</p>")


@pytest.mark.parametrize("line", [
    "Celý článek najdete v tištěném vydání Jihlavských listů.", "Více se dočtete v aktuálním čísle Respektu.",
    "Viac sa dočítate v tlačenom vydaní MY Nitrianske noviny.", "Celý rozhovor si přečtete v dnešním vydání.",
    "Tento článek máte zdarma. Respekt můžete číst celý s předplatným.", "Tento článok máte zadarmo.",
])
def test_a_free_articles_note_and_a_pointer_to_the_print_edition_go(line):
    assert _czech_bare(_czech_article(f"<p><em>{line}</em></p>"))


@pytest.mark.parametrize("line", ["Den vollständigen Artikel lesen Sie in der heutigen Printausgabe.",
                                  "Mehr dazu lesen Sie in der aktuellen Ausgabe des Stadtanzeigers.",
                                  "Read the full story in this week's print edition."])
def test_a_pointer_to_the_print_edition_in_other_languages_goes(line):
    assert _bare(_german_article(f"<p>{line}</p>"))


@pytest.mark.parametrize("line", [
    "Podrobnosti najdete v čísle jednacím, které úřad uvedl na vyhlášce o uzavírce mostu.",
    "Tištěné vydání novin skončí v lednu, oznámil vydavatel, a čtenáři budou odkázáni na web.",
    "Tento článek je zdarma dostupný i v angličtině, přeložila ho redakce s pomocí studentů.",
    "Více najdete v tištěném vydání, odpověděl šéfredaktor na otázku, proč web zveřejňuje jen část textů.",
])
def test_a_sentence_on_a_papers_edition_or_a_free_article_stays(line):
    assert line in _czech_article(f"<p>{line}</p>")
