"""Whole news pages of session 38 (xnews38), of the article layouts the earlier news passes had few or no pages of,
in Czech, Slovak, German, English, Polish and Hungarian: live blogs whose entries carry an "Aktualizováno"/"Updated"
stamp, a pinned entry and a summary box of what is known ("Co víme", "Čo vieme", "Das Wichtigste in Kürze", "Key
events"), n-tv-like tickers whose entries open "+++ 14:32 … +++"; interviews whose lines are labelled by the
speakers' names or by the paper's name; long reads with pull quotes repeating a sentence and crossheads in ``<h3>``
or a bold paragraph; the second page of an article split over pages, with its pager ("Strana 2 z 3", "Seite 2/3",
"Nächste Seite"); fact boxes in ``<aside>`` at the top or among the paragraphs; embedded TikTok, Instagram and
Facebook posts with their fallback text; photo galleries with long captions and a counter; paywalled articles whose
teaser is in the page and the rest is not (Respekt, Denník N, SME Premium, Wyborcza, HVG360, FAZ+); AMP pages with
``amp-twitter``/``amp-instagram`` and ``amp-ad``; election results and league tables among the paragraphs;
corrections and update notes ("Aktualizováno 14:30", "Update, 14:30 Uhr:", "Correction:", "Oprava:"); agency
credits (ČTK, TASR, dpa, Reuters, PAP, MTI) in datelines and sign-offs.  Each page has its site's furniture between
and around the text.  For each page the article's text stays whole (every entry, question and answer, crosshead,
fact, table row's words, note), the furniture goes, and the ``<doc>`` line names the writer, the day and the language
the page states.  The harness is ``NewsPage`` of ``test_vert_news28``; the classes the pages found are tested after
the pages, each beside a page where the same words are the article's own."""

from __future__ import annotations

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_news33 import _kept, _story, add_page
from test_vert_xlang26 import _paragraphs
from vert_support import news_foot as _foot
from vert_support import news_head as _head
from vert_support import page, processed

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}
# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}

_COOKIE_WORDS = {"cs": "souborů cookie", "sk": "súbory cookie", "de": "Cookies, um Inhalte", "en": "use cookies",
                 "pl": "plików cookie", "hu": "sütiket használ"}


def _add(name: str, html: str, url: str, kept: tuple[str, ...], gone: tuple[str, ...], author: str, day: str,
         lang: str) -> None:
    """``add_page`` for this file's pages, the consent banner's sentence of the page's language among the furniture
    that must go (every page opens with one)."""
    add_page(PAGES, name, html, url, kept, (*gone, _COOKIE_WORDS[lang]), author, day, lang)

_COOKIES = {
    "cs": ('<div id="didomi-host"><div class="didomi-popup"><p>Kliknutím na „Souhlasím“ udělujete souhlas se '
           'zpracováním osobních údajů a s ukládáním souborů cookie.</p><button>Souhlasím</button><button>Nastavení'
           '</button></div></div>'),
    "sk": ('<div class="cmp-banner"><p>Na zlepšenie našich služieb používame súbory cookie a podobné technológie.'
           '</p><button>Súhlasím</button><button>Nesúhlasím</button></div>'),
    "de": ('<div id="sp_message_container_812"><p>Wir und unsere Partner verwenden Cookies, um Inhalte und Anzeigen '
           'zu personalisieren.</p><button>Alle akzeptieren</button></div>'),
    "en": ('<div id="onetrust-consent-sdk"><p>We and our partners use cookies to personalise content and ads and to '
           'analyse our traffic.</p><button>I Accept</button></div>'),
    "pl": ('<div class="rodo-box"><p>Twoja prywatność jest dla nas ważna. Korzystamy z plików cookie, aby '
           'zapewnić prawidłowe działanie serwisu.</p><button>Akceptuję</button></div>'),
    "hu": ('<div class="qc-cmp2-container"><p>Weboldalunk sütiket használ a tartalmak és hirdetések '
           'személyre szabásához.</p><button>Elfogadom</button></div>'),
}


# --- Seznam Zprávy-like live blog: a "Co víme" box, a pinned entry, entries with "Aktualizováno" ------------------

SEZNAM_FACTS = (
    "Silnice I/35 mezi Valašským Meziříčím a Rožnovem je kvůli sesuvu uzavřená v obou směrech.",
    "Hasiči evakuovali dvanáct domů v obci Zašová, nikdo nebyl zraněn.",
    "Objízdná trasa vede přes Vidče a prodlouží cestu zhruba o dvacet minut.",
)
SEZNAM_PINNED = ("Krajský úřad vyhlásil pro oblast kolem Zašové druhý stupeň povodňové aktivity. Lidé by se měli "
                 "vyhnout okolí potoka Zašovka.")
SEZNAM_ENTRIES = (
    ("16:45", "Geologové podle mluvčího kraje zjistili, že svah se dál pohybuje rychlostí několika centimetrů za "
              "hodinu, a silnice proto zůstane zavřená nejméně do pátku."),
    ("15:20", "Na místo dorazili i pracovníci Ředitelství silnic a dálnic. Podle nich bude nutné odtěžit asi tři "
              "tisíce kubíků zeminy, než bude možné opravit vozovku."),
    ("14:05", "Starosta Zašové uvedl, že evakuovaní obyvatelé jsou zatím ubytovaní u příbuzných a v místní škole, "
              "kde obec připravila lůžka a teplé jídlo."),
)
_add("seznam-live", _head("Sesuv uzavřel silnici u Rožnova. Sledujte online | Seznam Zprávy", "cs",
                          "Sesuv uzavřel silnici u Rožnova. Sledujte online", "Tereza Malá", "2026-11-30",
                          "LiveBlogPosting")
     + '<body>' + _COOKIES["cs"] + '<div class="szn-header"><a href="/" class="logo">Seznam Zprávy</a><nav><a '
     'href="/sekce/domaci">Domácí</a><a href="/sekce/zahranicni">Zahraniční</a></nav></div><main><article '
     'class="e_ah"><h1 class="d_f">Sesuv uzavřel silnici u Rožnova. Sledujte online</h1><div class="e_ar"><a '
     'href="/autor/tereza-mala" class="e_as">Tereza Malá</a><time datetime="2026-11-30T13:40:00+01:00">30. 11. '
     '2026 13:40</time><span class="e_at">Aktualizováno 30. 11. 2026 16:45</span></div><aside class="d_live-facts">'
     '<h2>Co víme</h2><ul>' + "".join(f"<li>{t}</li>" for t in SEZNAM_FACTS) + '</ul></aside><div class="d_live">'
     '<div class="d_live-item d_live-item--pinned"><span class="d_live-badge">Připnuto</span><p>' + SEZNAM_PINNED
     + '</p></div>' + "".join(f'<div class="d_live-item"><time class="d_live-time">{t}</time><p>{x}</p><div '
                              'class="d_live-share"><button>Sdílet</button><button>Kopírovat odkaz</button></div>'
                              '</div>' for t, x in SEZNAM_ENTRIES)
     + '<button class="d_live-more">Načíst starší příspěvky</button></div></article><aside class="szn-rail"><h3>'
     'Nejčtenější</h3><a href="/clanek/1">Zdražení energií od ledna: co se změní</a></aside></main>'
     + _foot("Seznam.cz, a.s.", '<a href="/kontakt">Kontakt</a><a href="/soukromi">Ochrana údajů</a>'),
     "https://www.seznamzpravy.example.cz/clanek/domaci-sesuv-rozmov-online-261130",
     _kept(SEZNAM_FACTS, SEZNAM_PINNED, "Co víme", *(x for _, x in SEZNAM_ENTRIES)),
     ("Připnuto", "Kopírovat odkaz", "Načíst starší příspěvky", "Nejčtenější", "Zdražení energií", "Souhlasím"),
     "Tereza Malá", "2026-11-30", "cs")


# --- iDNES-like article split over pages: page 2 of 3, a pager and "Pokračování na další straně" -----------------

IDNES_P2 = (
    "## Stavba za miliardu",
    "Nová hala má podle projektu stát na pozemku bývalého cukrovaru a firma do ní chce investovat přes miliardu "
    "korun.",
    "Zastupitelé na posledním jednání schválili změnu územního plánu, proti hlasovali jen tři členové opozice.",
    "Obyvatelé sousední čtvrti se však bojí hluku a kamionové dopravy, která má podle studie vzrůst až o třetinu.",
    "Spolek Zelený Kolín proto sepsal petici, pod kterou se za dva týdny podepsalo přes dva tisíce lidí.",
)
_add("idnes-page2", _head("Kolín chce novou továrnu, lidé se bojí kamionů - strana 2 | iDNES.cz", "cs",
                          "Kolín chce novou továrnu, lidé se bojí kamionů", "Martin Sedlák", "2026-11-28")
     + '<body>' + _COOKIES["cs"] + '<div id="header"><a href="/" class="logo">iDNES.cz</a><ul class="menu"><li><a '
     'href="/zpravy">Zprávy</a></li><li><a href="/sport">Sport</a></li></ul></div><div id="content"><div '
     'class="art-full"><h1 itemprop="name headline">Kolín chce novou továrnu, lidé se bojí kamionů</h1><div '
     'class="authors"><span itemprop="author"><a href="/novinari/martin-sedlak">Martin Sedlák</a></span><span '
     'class="time-date" content="2026-11-28T06:00:00CET">28. listopadu 2026 6:00</span></div><div class="text" '
     'id="art-text"><div class="bbtext">' + _story(IDNES_P2) + '</div><p class="next-page-info">Pokračování článku '
     'na další straně</p><div class="paging"><a href="?strana=1">1</a><span class="active">2</span><a href="?strana='
     '3">3</a><a href="?strana=3" class="ico-right">Další</a></div></div></div><div class="art-share"><a href="#">'
     'Sdílet</a><a href="#">Diskuse (57)</a></div></div>'
     + _foot("MAFRA, a.s.", '<a href="/kontakty">Kontakty</a><a href="/podminky">Podmínky</a>'),
     "https://www.idnes.example.cz/zpravy/domaci/kolin-tovarna-kamiony.A261128_060012_domaci_msed/2",
     _kept(IDNES_P2),
     ("Pokračování článku", "Další", "Diskuse (57)", "Sdílet", "Souhlasím"),
     "Martin Sedlák", "2026-11-28", "cs")


# --- Respekt-like interview: every line labelled by its speaker's name in <b> ------------------------------------

RESPEKT_LINES = (
    ("Respekt", "Proč jste se po dvaceti letech v Berlíně rozhodla vrátit do Brna?"),
    ("Kateřina Vlková", "Chtěla jsem, aby děti vyrůstaly u babičky. A upřímně, Berlín se za ty roky změnil víc "
                        "než Brno, už jsem tam nenacházela to, kvůli čemu jsem tam kdysi odjela."),
    ("Respekt", "Jak se na vás dívají bývalí kolegové z divadla?"),
    ("Kateřina Vlková", "Někteří to nechápou. Myslí si, že jsem se vzdala kariéry. Ale v Brně můžu dělat "
                        "inscenace, na které by mi v Berlíně nikdo nedal peníze."),
    ("Respekt", "Co chystáte teď?"),
    ("Kateřina Vlková", "Čechovova Racka s herci, kteří v divadle nikdy nehráli. Zkoušíme od září a premiéra "
                        "bude v březnu."),
)
RESPEKT_LEAD = ("Režisérka Kateřina Vlková strávila dvacet let v německých divadlech. Letos se vrátila domů a "
                "říká, že teprve teď může dělat to, co chce.")
_add("respekt-interview", _head("Kateřina Vlková: V Brně můžu dělat, co bych v Berlíně nesměla | Respekt", "cs",
                                "Kateřina Vlková: V Brně můžu dělat, co bych v Berlíně nesměla", "Jan Hlavatý",
                                "2026-11-26")
     + '<body>' + _COOKIES["cs"] + '<header class="header"><a href="/" class="header-logo">Respekt</a><nav><a '
     'href="/tydenik">Týdeník</a><a href="/rubriky">Rubriky</a></nav></header><main><article class="post"><h1 '
     'class="post-title">Kateřina Vlková: V Brně můžu dělat, co bych v Berlíně nesměla</h1><div class="post-author">'
     '<a href="/autori/jan-hlavaty">Jan Hlavatý</a><time datetime="2026-11-26">26. 11. 2026</time></div><div '
     'class="post-perex"><p>' + RESPEKT_LEAD + '</p></div><div class="post-content">'
     + "".join(f'<p><b>{who}:</b> {line}</p>' for who, line in RESPEKT_LINES[:4])
     + '<div class="post-banner"><span>Reklama</span></div>'
     + "".join(f'<p><b>{who}:</b> {line}</p>' for who, line in RESPEKT_LINES[4:])
     + '</div><div class="post-tags"><a href="/tag/divadlo">divadlo</a><a href="/tag/brno">Brno</a></div>'
     '</article></main>' + _foot("Respekt a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.respekt.example.cz/kultura/katerina-vlkova-v-brne-muzu-delat",
     _kept([f"{who}: {line}" for who, line in RESPEKT_LINES], RESPEKT_LEAD),
     ("Reklama", "Souhlasím"),
     "Jan Hlavatý", "2026-11-26", "cs")


# --- iROZHLAS-like election results: a table among the paragraphs, an update note --------------------------------

IROZHLAS_RES = (
    "Aktualizováno 22:15: Sečteno je 100 procent okrsků, výsledky potvrdil Český statistický úřad.",
    "Ve volbách do zastupitelstva Olomouce zvítězilo hnutí Pro Olomouc, které získalo přes čtvrtinu hlasů.",
    "Druhá skončila ODS, třetí Piráti. Do zastupitelstva se dostalo celkem šest subjektů.",
    "Volební účast byla 41 procent, o čtyři procentní body vyšší než před čtyřmi lety.",
)
IROZHLAS_ROWS = (("Pro Olomouc", "26,4 %", "13"), ("ODS", "19,8 %", "10"), ("Piráti", "14,1 %", "7"),
                 ("ANO", "12,7 %", "6"))
_add("irozhlas-volby", _head("Olomouc: vyhrálo hnutí Pro Olomouc, ODS druhá | iROZHLAS", "cs",
                             "Olomouc: vyhrálo hnutí Pro Olomouc, ODS druhá", "Radek Bartoníček", "2026-10-04")
     + '<body>' + _COOKIES["cs"] + '<div class="b-header"><a href="/">iROZHLAS</a><ul class="menu"><li><a '
     'href="/volby">Volby</a></li></ul></div><main role="main"><article class="b-detail"><header '
     'class="b-detail__head"><h1>Olomouc: vyhrálo hnutí Pro Olomouc, ODS druhá</h1><p class="meta"><span '
     'class="meta__author">Radek Bartoníček</span> <time datetime="2026-10-04T21:10:00+02:00">4. října 2026, 21:10'
     '</time></p></header><div class="b-detail__body text-md">'
     + _story(IROZHLAS_RES[:3])
     + '<div class="b-table"><table><caption>Výsledky voleb do zastupitelstva Olomouce</caption><thead><tr><th>'
     'Strana</th><th>Hlasy</th><th>Mandáty</th></tr></thead><tbody>'
     + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in IROZHLAS_ROWS)
     + '</tbody></table><p class="b-table__source">Zdroj: ČSÚ</p></div>' + _story(IROZHLAS_RES[3:])
     + '</div><div class="b-share"><a href="#">Sdílet na Facebooku</a><a href="#">Sdílet na X</a></div><div '
     'class="b-detail__tags"><a href="/tema/komunalni-volby">komunální volby</a></div></article></main>'
     + _foot("Český rozhlas", '<a href="/o-nas">O nás</a>'),
     "https://www.irozhlas.example.cz/volby/olomouc-vysledky-komunalni-volby_2610042110_rba",
     _kept(IROZHLAS_RES, "Výsledky voleb do zastupitelstva Olomouce", "Pro Olomouc"),
     ("Sdílet na Facebooku", "Souhlasím"),
     "Radek Bartoníček", "2026-10-04", "cs")


# --- Deník-like agency story: a ČTK dateline, a correction note at the end ---------------------------------------

DENIK = (
    "Praha – Ministerstvo zdravotnictví od ledna zvýší úhrady za péči praktických lékařů pro děti a dorost o šest "
    "procent, informovala ve čtvrtek ČTK mluvčí ministerstva.",
    "Peníze mají pomoci hlavně ordinacím na venkově, kde řada lékařů odchází do důchodu a nástupce nemá.",
    "Podle Sdružení praktických lékařů pro děti a dorost je v Česku bez pediatra zhruba osmdesát obcí s rozšířenou "
    "působností.",
    "Oprava: V původní verzi článku jsme chybně uvedli, že úhrady vzrostou o deset procent. Správně je šest "
    "procent. Za chybu se omlouváme.",
)
_add("denik-oprava", _head("Dětští lékaři dostanou od ledna víc peněz - Deník.cz", "cs",
                           "Dětští lékaři dostanou od ledna víc peněz", "ČTK", "2026-11-27")
     + '<body>' + _COOKIES["cs"] + '<header class="site-header"><a href="/">Deník.cz</a><nav><a href="/zpravy">'
     'Zprávy</a><a href="/regiony">Regiony</a></nav></header><main><article class="article"><h1 '
     'class="article-title">Dětští lékaři dostanou od ledna víc peněz</h1><div class="article-info"><span '
     'class="article-source">ČTK</span> <span class="article-date">27. 11. 2026 14:12</span></div><div '
     'class="article-body">' + _story(DENIK[:2]) + '<div class="box-read-also"><span>Přečtěte si také:</span> <a '
     'href="/zpravy/lekari-venkov.html">Na venkově chybí lékaři. Kraje lákají na byty</a></div>'
     + _story(DENIK[2:3]) + '<p class="article-agency">ČTK</p>' + _story(DENIK[3:]) + '</div><div '
     'class="article-share"><a href="#">Sdílet</a><a href="#">Tisknout</a></div></article></main>'
     + _foot("Vltava Labe Media a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.denik.example.cz/zpravy/detsti-lekari-uhrady-20261127.html",
     _kept(DENIK), ("Přečtěte si také", "Na venkově chybí", "Tisknout", "Souhlasím"),
     "ČTK", "2026-11-27", "cs")


# --- Novinky-like article with an embedded TikTok post (its fallback blockquote) ----------------------------------

NOVINKY_TT = (
    "Video mladé ženy z Ostravy, která ukazuje, kolik zaplatila za nákup v německém a českém supermarketu, "
    "vidělo na TikToku přes dva miliony lidí.",
    "Stejný košík zboží ji v Německu vyšel o 312 korun levněji, přestože tam lidé vydělávají víc.",
    "Obchodní řetězce rozdíly vysvětlují vyššími náklady na dopravu a menším trhem v Česku.",
    "Ministerstvo zemědělství chce ceny ve velkých řetězcích pravidelně porovnávat a výsledky zveřejňovat.",
)
TIKTOK = "Stejný nákup, jiná země 🛒 Kdo mi vysvětlí, proč je to u nás dražší? #nakup #ceny #ostrava"
_add("novinky-tiktok", _head("Nákup v Německu vyšel levněji. Video má miliony zhlédnutí - Novinky", "cs",
                             "Nákup v Německu vyšel levněji. Video má miliony zhlédnutí", "Lucie Dvořáková",
                             "2026-11-21")
     + '<body>' + _COOKIES["cs"] + '<header class="g_header"><a href="/" class="g_logo">Novinky</a><nav><a '
     'href="/ekonomika">Ekonomika</a></nav></header><main><div class="ogm-article-header"><h1>Nákup v Německu vyšel '
     'levněji. Video má miliony zhlédnutí</h1><div class="ogm-article-author"><a href="/autor/lucie-dvorakova">'
     'Lucie Dvořáková</a><span class="time">21. 11. 2026, 18:05</span></div></div><div class="ogm-article-content">'
     '<div class="mol-rich-content">' + _story(NOVINKY_TT[:2]) + '</div><div class="ogm-embed"><blockquote '
     'class="tiktok-embed" cite="https://www.tiktok.com/@klara.ostrava/video/7311" data-video-id="7311"><section>'
     '<a target="_blank" title="@klara.ostrava" href="https://www.tiktok.com/@klara.ostrava">@klara.ostrava</a> '
     + TIKTOK + ' <a target="_blank" href="https://www.tiktok.com/music/original-sound-7311">♬ původní zvuk - '
     'Klára</a></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script></div><div '
     'class="mol-rich-content">' + _story(NOVINKY_TT[2:]) + '</div></div><div class="ogm-share"><button>Sdílet'
     '</button></div></main>' + _foot("Borgis, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.novinky.example.cz/clanek/ekonomika-nakup-nemecko-tiktok-40513001",
     _kept(NOVINKY_TT), ("♬", "původní zvuk", "Sdílet", "Souhlasím"),
     "Lucie Dvořáková", "2026-11-21", "cs")


# --- Echo24/Respekt-like paywall: the teaser in the page, the rest for subscribers -----------------------------------

PAYWALL_CS = (
    "Když loni v září otevřela v Táboře první bezobalový obchod ve městě, nevěřil jí nikdo z rodiny.",
    "Dnes má Markéta Šímová tři prodejny a e-shop, který obsluhuje zákazníky po celých jižních Čechách.",
)
_add("echo-paywall", _head("Bez obalu a bez dluhů. Jak Táboračka postavila síť obchodů | Echo24", "cs",
                           "Bez obalu a bez dluhů. Jak Táboračka postavila síť obchodů", "Ondřej Kubík",
                           "2026-11-19")
     + '<body>' + _COOKIES["cs"] + '<header><a href="/">Echo24</a><nav><a href="/ekonomika">Ekonomika</a></nav>'
     '</header><main><article class="article-detail"><h1>Bez obalu a bez dluhů. Jak Táboračka postavila síť '
     'obchodů</h1><div class="article-author">Ondřej Kubík, <time datetime="2026-11-19">19. 11. 2026</time></div>'
     '<div class="article-text">' + _story(PAYWALL_CS) + '</div><div class="paywall-box"><h3>Tento článek je '
     'exkluzivně pro předplatitele</h3><p>Předplaťte si Echo za 99 Kč měsíčně a čtěte bez omezení.</p><a '
     'href="/predplatne">Předplatit</a><p>Už jste předplatitel? <a href="/login">Přihlaste se</a></p></div>'
     '</article></main>' + _foot("Echo Media a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.echo24.example.cz/a/HxYz1/bez-obalu-a-bez-dluhu-tabor",
     _kept(PAYWALL_CS),
     ("exkluzivně pro předplatitele", "99 Kč měsíčně", "Předplatit", "Přihlaste se", "Souhlasím"),
     "Ondřej Kubík", "2026-11-19", "cs")


# --- ČT24-like AMP page: amp-img with a caption, amp-twitter, amp-ad --------------------------------------------------

CT24 = (
    "Evropská komise ve středu navrhla, aby členské státy do roku 2030 zdvojnásobily kapacitu přeshraničních "
    "železničních tratí.",
    "Návrh počítá s jednotnou rezervací jízdenek pro celou Unii a s pokutami pro dopravce, kteří ji nezavedou.",
    "Česko by podle komise mělo prioritně modernizovat trať z Prahy do Drážďan a z Brna do Vídně.",
    "Ministr dopravy návrh přivítal, ale upozornil, že bez peněz z evropských fondů ho stát nestihne.",
)
CT24_TWEET = "Dnes představujeme plán, díky kterému bude cestování vlakem po Evropě jednodušší a levnější. 🚆🇪🇺"
_add("ct24-amp", '<!doctype html><html ⚡ lang="cs"><head><meta charset="utf-8"><title>Komise chce zdvojnásobit '
     'přeshraniční železnice | ČT24</title><link rel="canonical" href="https://ct24.example.cz/clanek/svet/komise-'
     'zeleznice-3501"><script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{'
     'visibility:hidden}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":'
     '"NewsArticle","headline":"Komise chce zdvojnásobit přeshraniční železnice","datePublished":"2026-11-25T11:30:'
     '00+01:00","author":{"@type":"Person","name":"Jakub Veselý"}}</script></head><body><amp-analytics '
     'type="gtag"></amp-analytics><header class="amp-header"><a href="/">ČT24</a><amp-sidebar id="sidebar" '
     'layout="nodisplay"><ul><li><a href="/domaci">Domácí</a></li><li><a href="/svet">Svět</a></li></ul>'
     '</amp-sidebar></header><main><article><h1>Komise chce zdvojnásobit přeshraniční železnice</h1><div '
     'class="article-meta"><span class="author">Jakub Veselý</span> <time datetime="2026-11-25">25. 11. 2026'
     '</time></div><figure><amp-img src="/vlak.jpg" width="800" height="450" layout="responsive"></amp-img>'
     '<figcaption>Railjet na nádraží v Brně | Zdroj: ČTK</figcaption></figure><div class="article-body">'
     + _story(CT24[:2], {0: '<amp-ad width="300" height="250" type="doubleclick" data-slot="/ct24/amp"><div '
                            'fallback>Reklama</div></amp-ad>'})
     + '<amp-twitter width="375" height="472" layout="responsive" data-tweetid="1862"><blockquote '
     'placeholder><p lang="cs">' + CT24_TWEET + '</p>— Evropská komise (@EU_Commission) <a href="https://twitter.'
     'com/EU_Commission/status/1862">25. listopadu 2026</a></blockquote></amp-twitter>'
     + _story(CT24[2:]) + '</div><div class="amp-related"><h2>Další zprávy</h2><a href="/1">Vlaky do Polska '
     'pojedou častěji</a></div></article></main>' + _foot("Česká televize", '<a href="/kontakt">Kontakt</a>'),
     "https://ct24.example.cz/clanek/svet/komise-zeleznice-3501/amp",
     _kept(CT24, CT24_TWEET), ("Reklama", "Další zprávy", "Vlaky do Polska"),
     "Jakub Veselý", "2026-11-25", "cs")


# --- SME-like live ("Online"): entries with time and reporter, an "Aktualizované" line, a "Čo vieme" box ----------

SME_FACTS = (
    "Vlak Regionaljet sa zrazil s nákladným autom na priecestí pri Zohore.",
    "Zranených je podľa záchranárov štrnásť ľudí, dvaja vážne.",
    "Trať medzi Bratislavou a Kútmi je neprejazdná, ŽSR zaviedla náhradnú autobusovú dopravu.",
)
SME_ENTRIES = (
    ("12:48", "Polícia začala vyšetrovať vodiča nákladného auta pre podozrenie z trestného činu všeobecného "
              "ohrozenia. Dychová skúška bola negatívna."),
    ("11:30", "Hovorca záchranárov potvrdil, že dvoch ťažko zranených previezli vrtuľníkom do Nemocnice Kramáre, "
              "ostatní utrpeli ľahšie zranenia."),
    ("10:55", "Na miesto nehody smerujú tri posádky záchrannej služby a hasiči z Malaciek."),
)
_add("sme-online", _head("Vlak sa zrazil s kamiónom pri Zohore. Sledujte ONLINE - SME", "sk",
                         "Vlak sa zrazil s kamiónom pri Zohore. Sledujte ONLINE", "Veronika Kováčová",
                         "2026-11-29", "LiveBlogPosting")
     + '<body>' + _COOKIES["sk"] + '<header><a href="/">SME</a><nav><a href="/domov">Domov</a><a href="/svet">Svet'
     '</a></nav></header><main><article><h1 class="article-heading">Vlak sa zrazil s kamiónom pri Zohore. Sledujte '
     'ONLINE</h1><div class="article-author"><a href="/autori/kovacova">Veronika Kováčová</a><span '
     'class="article-date">29. nov 2026 o 10:50</span><span class="article-updated">Aktualizované 29. nov 2026 o '
     '12:48</span></div><div class="article-body"><div class="box-facts"><h3>Čo vieme</h3><ul>'
     + "".join(f"<li>{t}</li>" for t in SME_FACTS) + '</ul></div><div class="live-feed">'
     + "".join(f'<div class="live-item"><div class="live-item-head"><span class="live-item-time">{t}</span><span '
               'class="live-item-author">Veronika Kováčová</span></div><div class="live-item-body"><p>'
               f'{x}</p></div></div>' for t, x in SME_ENTRIES)
     + '</div><div class="live-refresh"><button>Zobraziť nové príspevky</button></div></div><div '
     'class="article-share"><a href="#">Zdieľať</a></div></article></main>'
     + _foot("Petit Press, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://domov.sme.example.sk/c/23401234/vlak-sa-zrazil-s-kamionom-pri-zohore-online.html",
     _kept(SME_FACTS, *(x for _, x in SME_ENTRIES)),
     ("Zobraziť nové príspevky", "Zdieľať", "Súhlasím"),
     "Veronika Kováčová", "2026-11-29", "sk")


# --- Denník N-like paywall: the teaser, "Zvyšok článku je dostupný len pre predplatiteľov" -----------------------

DENNIKN_PW = (
    "Keď sa minister školstva v septembri postavil pred novinárov, sľúbil, že do Vianoc bude mať každá škola "
    "jasno, koľko peňazí dostane na nové učebnice.",
    "Do Vianoc zostávajú tri týždne a riaditelia, s ktorými Denník N hovoril, nevedia nič.",
    "„Objednávky musíme poslať do konca januára, inak deti budú mať v septembri staré knihy,“ hovorí riaditeľka "
    "základnej školy v Žiline.",
)
_add("dennikn-paywall", _head("Školy nevedia, za čo kúpia učebnice. Ministerstvo mlčí - Denník N", "sk",
                              "Školy nevedia, za čo kúpia učebnice. Ministerstvo mlčí", "Zuzana Petková",
                              "2026-12-01")
     + '<body class="single">' + _COOKIES["sk"] + '<header class="d-header"><a href="/">Denník N</a><nav><a '
     'href="/slovensko">Slovensko</a><a href="/svet">Svet</a></nav></header><main><article class="a_single"><h1 '
     'class="d-title">Školy nevedia, za čo kúpia učebnice. Ministerstvo mlčí</h1><div class="e_author"><a '
     'href="/autor/zuzana-petkova">Zuzana Petková</a><time datetime="2026-12-01T06:00:00+01:00">1. decembra 2026 '
     '6:00</time></div><div class="a_single__post">' + _story(DENNIKN_PW) + '</div><div class="e_lock"><div '
     'class="e_lock__hider"></div><div class="e_lock__content"><h3>Zvyšok článku je dostupný len pre '
     'predplatiteľov</h3><p>Predplatné Denníka N získate už od 6,99 € mesačne. Podporíte nezávislú '
     'novinársku prácu.</p><a href="/predplatne" class="btn">Kúpiť predplatné</a><p>Ste predplatiteľ? <a '
     'href="/prihlasenie">Prihláste sa</a></p></div></div></article></main>'
     + _foot("N Press, s.r.o.", '<a href="/kontakt">Kontakt</a>'),
     "https://dennikn.example.sk/4321001/skoly-nevedia-za-co-kupia-ucebnice/",
     _kept(DENNIKN_PW),
     ("Zvyšok článku", "6,99 €", "Kúpiť predplatné", "Prihláste sa", "Súhlasím"),
     "Zuzana Petková", "2026-12-01", "sk")


# --- Aktuality.sk-like article: a "Najdôležitejšie v skratke" box at the top, a TASR credit -----------------------

AKTUALITY_SUM = (
    "Od januára sa zvýši minimálna mzda na 860 eur.",
    "Zamestnávatelia dostanú úľavu na odvodoch za dlhodobo nezamestnaných.",
    "Zmeny ešte musí schváliť parlament.",
)
AKTUALITY_TXT = (
    "Bratislava 28. novembra (TASR) – Vláda v piatok schválila balík zmien v zákonníku práce, ktorý okrem vyššej "
    "minimálnej mzdy prináša aj úľavy pre firmy.",
    "Minister práce uviedol, že zmeny majú motivovať zamestnávateľov, aby prijímali ľudí, ktorí sú bez práce dlhšie "
    "ako dva roky.",
    "Odbory zmeny privítali, Republiková únia zamestnávateľov však upozorňuje, že vyššia mzda zaťaží najmä malé "
    "podniky na východe krajiny.",
)
_add("aktuality-skratka", _head("Minimálna mzda stúpne na 860 eur, firmy dostanú úľavy | Aktuality.sk", "sk",
                                "Minimálna mzda stúpne na 860 eur, firmy dostanú úľavy", "TASR", "2026-11-28")
     + '<body>' + _COOKIES["sk"] + '<header class="header"><a href="/">Aktuality.sk</a><nav><a href="/spravy/'
     'slovensko/">Slovensko</a><a href="/spravy/ekonomika/">Ekonomika</a></nav></header><main><article '
     'class="article"><h1 class="article-headline">Minimálna mzda stúpne na 860 eur, firmy dostanú úľavy</h1><div '
     'class="article-meta"><span class="author">TASR</span><span class="date">28. 11. 2026 14:20</span></div><div '
     'class="fulltext"><div class="article-summary"><h2>Najdôležitejšie v skratke</h2><ul>'
     + "".join(f"<li>{t}</li>" for t in AKTUALITY_SUM) + '</ul></div>' + _story(AKTUALITY_TXT[:2])
     + '<div class="article-widget related"><span>Súvisiace články</span><a href="/c/1">Koľko zarobíte v '
     'roku 2027? Prehľad zmien</a></div>' + _story(AKTUALITY_TXT[2:]) + '</div><div class="article-tags"><a '
     'href="/tema/minimalna-mzda/">minimálna mzda</a></div></article></main>'
     + _foot("Ringier Slovakia Media s.r.o.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.aktuality.example.sk/clanok/a1b2c3d/minimalna-mzda-stupne-na-860-eur/",
     _kept(AKTUALITY_SUM, "Najdôležitejšie v skratke", *AKTUALITY_TXT),
     ("Súvisiace články", "Koľko zarobíte", "Súhlasím"),
     "TASR", "2026-11-28", "sk")


# --- Pravda.sk-like football report with a league table -------------------------------------------------------------

PRAVDA_SPORT = (
    "Futbalisti Slovana Bratislava zvíťazili v šlágri 17. kola Niké ligy na pôde Žiliny 2:1 a náskok na čele "
    "tabuľky zvýšili na sedem bodov.",
    "O víťazstve hostí rozhodol v 88. minúte striedajúci Tolić, ktorý využil zaváhanie domácej obrany.",
    "Žilina zostáva druhá, tretí Trnava v nedeľu prehrala v Michalovciach 0:1.",
)
PRAVDA_ROWS = (("1.", "Slovan Bratislava", "17", "41"), ("2.", "MŠK Žilina", "17", "34"),
               ("3.", "Spartak Trnava", "17", "30"), ("4.", "DAC Dunajská Streda", "17", "28"))
_add("pravda-tabulka", _head("Slovan vyhral v Žiline a uteká súperom | Šport Pravda", "sk",
                             "Slovan vyhral v Žiline a uteká súperom", "Michal Hrnčiar", "2026-11-23")
     + '<body>' + _COOKIES["sk"] + '<div class="header"><a href="/">Pravda</a><ul class="nav"><li><a '
     'href="/futbal/">Futbal</a></li><li><a href="/hokej/">Hokej</a></li></ul></div><main><div '
     'class="article-detail"><h1>Slovan vyhral v Žiline a uteká súperom</h1><div class="article-detail-info"><span '
     'class="author">Michal Hrnčiar</span> <span class="date">23.11.2026 20:45</span></div><div '
     'class="article-detail-perex"><p>' + PRAVDA_SPORT[0] + '</p></div><div class="article-detail-html">'
     + _story(PRAVDA_SPORT[1:]) + '<h3>Tabuľka Niké ligy po 17. kole</h3><table class="tabulka"><tr><th>#</th><th>'
     'Tím</th><th>Z</th><th>B</th></tr>' + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>"
                                                     for a, b, c, d in PRAVDA_ROWS)
     + '</table></div><div class="article-detail-share"><a href="#">Zdieľať</a></div><div class="box-related"><h3>'
     'Mohlo by vás zaujímať</h3><a href="/1">Hokejisti Nitry padli doma s Košicami</a></div></div></main>'
     + _foot("Perex, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://sport.pravda.example.sk/futbal/clanok/712345-slovan-vyhral-v-ziline/",
     _kept(PRAVDA_SPORT, "Tabuľka Niké ligy po 17. kole", "Slovan Bratislava"),
     ("Mohlo by vás zaujímať", "Hokejisti Nitry", "Súhlasím"),
     "Michal Hrnčiar", "2026-11-23", "sk")


# --- Aktuality-like photo gallery: long captions, a counter "1 / 4", "Ďalšia fotka" ------------------------------

GALLERY_SK_LEAD = "Vianočné trhy v Bratislave sa v piatok otvorili s novými stánkami aj s ľadovou plochou."
GALLERY_SK = (
    "Hlavné námestie zaplnili stovky ľudí už v prvý večer. Primátor trhy otvoril rozsvietením stromčeka, ktorý "
    "tento rok pochádza z lesov pri Modre.",
    "Medzi novinkami je ľadová plocha pri Primaciálnom paláci, na ktorej sa deti do dvanásť rokov korčuľujú "
    "zadarmo.",
    "Ceny punču sa oproti minulému roku zvýšili o päťdesiat centov, najlacnejší stojí 3,50 eura.",
    "Trhy potrvajú do 23. decembra, v nedeľu budú otvorené od desiatej do desiatej večer.",
)
_add("aktuality-galeria", _head("FOTO: Vianočné trhy v Bratislave sú otvorené | Aktuality.sk", "sk",
                                "FOTO: Vianočné trhy v Bratislave sú otvorené", "Peter Mráz", "2026-11-27")
     + '<body>' + _COOKIES["sk"] + '<header class="header"><a href="/">Aktuality.sk</a><nav><a href="/spravy/'
     'regiony/">Regióny</a></nav></header><main><article class="article gallery-article"><h1>FOTO: Vianočné trhy v '
     'Bratislave sú otvorené</h1><div class="article-meta"><span class="author">Peter Mráz</span><span class="date">'
     '27. 11. 2026 19:10</span></div><p class="perex">' + GALLERY_SK_LEAD + '</p><div class="gallery">'
     + "".join(f'<figure class="gallery-item"><img src="/trhy{i}.jpg" alt=""><div class="gallery-counter">{i + 1} / '
               f'{len(GALLERY_SK)}</div><figcaption><p>{t}</p><span class="photo-author">Foto: TASR – Jaroslav '
               'Novák</span></figcaption></figure>' for i, t in enumerate(GALLERY_SK))
     + '<button class="gallery-next">Ďalšia fotka</button></div></article></main>'
     + _foot("Ringier Slovakia Media s.r.o.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.aktuality.example.sk/clanok/x9y8z7/foto-vianocne-trhy-v-bratislave/",
     _kept(GALLERY_SK, GALLERY_SK_LEAD),
     ("Ďalšia fotka", "Foto: TASR", "Súhlasím"),
     "Peter Mráz", "2026-11-27", "sk")


# --- n-tv-like ticker: entries headed "+++ 14:32 … +++", newest first ------------------------------------------

NTV_ENTRIES = (
    ("17:05", "Scholz telefoniert mit Selenskyj", "Bundeskanzler Olaf Scholz hat nach Angaben eines "
              "Regierungssprechers mit dem ukrainischen Präsidenten telefoniert. Dabei sei es um weitere "
              "Luftverteidigungssysteme gegangen."),
    ("16:22", "Stromausfälle in Charkiw", "Nach russischen Angriffen auf die Energieinfrastruktur sind in der "
              "Region Charkiw mehr als 200.000 Haushalte ohne Strom, teilte der Gouverneur mit."),
    ("15:40", "Kiew meldet Abschuss von 40 Drohnen", "Die ukrainische Luftwaffe hat in der Nacht nach eigenen "
              "Angaben 40 von 52 russischen Drohnen abgeschossen. Überprüfen lassen sich die Angaben nicht."),
)
_add("ntv-ticker", _head("Der Krieg im Liveticker: +++ 17:05 Scholz telefoniert mit Selenskyj +++ | n-tv.de", "de",
                         "Der Krieg im Liveticker", "Lea Verstl", "2026-11-30", "LiveBlogPosting")
     + '<body>' + _COOKIES["de"] + '<header class="header"><a href="/" class="header__logo">n-tv</a><nav><a '
     'href="/politik/">Politik</a><a href="/wirtschaft/">Wirtschaft</a></nav></header><main><article '
     'class="article article--ticker"><h1 class="article__headline">Der Krieg im Liveticker</h1><div '
     'class="article__aside"><span class="article__date">30.11.2026, 17:05 Uhr</span><span '
     'class="article__author">Lea Verstl</span></div><div class="article__text">'
     + "".join(f'<div class="ticker-entry"><h2>+++ {t} {h} +++</h2><p>{x}</p></div>' for t, h, x in NTV_ENTRIES)
     + '<p class="article__ticker-more"><a href="/politik/ticker-vortag.html">Alle früheren Entwicklungen können '
     'Sie hier nachlesen.</a></p></div><div class="article__share"><a href="#">Teilen</a><a href="#">Twittern</a>'
     '</div><section class="teaser-list"><h3>Mehr zum Thema</h3><a href="/1">Was die neuen Raketen können</a>'
     '</section></article></main>' + _foot("n-tv Nachrichtenfernsehen GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.n-tv.example.de/politik/Der-Krieg-im-Liveticker-article23456789.html",
     (*(x for _, _, x in NTV_ENTRIES), *(f"+++ {t} {h} +++" for t, h, _ in NTV_ENTRIES)),
     ("Alle früheren Entwicklungen", "Twittern", "Mehr zum Thema", "Alle akzeptieren"),
     "Lea Verstl", "2026-11-30", "de")


# --- ZEIT ONLINE-like page 2 of 3: "Seite 2/3", "Nächste Seite", "Auf einer Seite lesen" --------------------------

ZEIT_P2 = (
    "## Die Förster sind sich nicht einig",
    "Im Harz stehen auf fast einem Drittel der Fläche nur noch tote Fichten. Manche Förster wollen sie liegen "
    "lassen, damit sich der Wald selbst erneuert.",
    "Andere halten das für gefährlich: Totholz brennt im Sommer schnell, und die Feuerwehr kommt in die steilen "
    "Hänge kaum hinein.",
    "Der Nationalpark hat sich für einen Mittelweg entschieden. Entlang der Wege wird geräumt, im Inneren bleibt "
    "das Holz liegen.",
    "## Was wächst nach?",
    "Auf den Kahlflächen wachsen schon wieder Birken, Ebereschen und junge Buchen, oft dichter, als Forstleute es "
    "erwartet hatten.",
)
_add("zeit-seite2", _head("Harz: Der Wald nach dem Borkenkäfer | ZEIT ONLINE", "de",
                          "Der Wald nach dem Borkenkäfer", "Fritz Habekuß", "2026-11-24")
     + '<body>' + _COOKIES["de"] + '<header class="header"><a href="/">ZEIT ONLINE</a><nav class="nav"><a '
     'href="/politik">Politik</a><a href="/wissen">Wissen</a></nav></header><main><article class="article"><header '
     'class="article-header"><h1><span class="article-heading__kicker">Harz</span> <span '
     'class="article-heading__title">Der Wald nach dem Borkenkäfer</span></h1><div class="metadata"><span '
     'class="metadata__byline">Von <a href="/autoren/H/Fritz_Habekuss/index">Fritz Habekuß</a></span><time '
     'datetime="2026-11-24T16:00:00+01:00">24. November 2026, 16:00 Uhr</time></div></header><div '
     'class="article-page" data-page-number="2">' + _story(ZEIT_P2, p='<p class="paragraph article__item">')
     + '</div><div class="article-pagination"><span class="article-pagination__current">Seite 2/3</span><a '
     'href="?page=3" class="article-pagination__link">Nächste Seite</a><a href="?page=1">Vorherige Seite</a><a '
     'href="/komplettansicht" class="article-toc__onesie">Auf einer Seite lesen</a></div><nav class="article-toc">'
     '<h3>Inhalt</h3><ol><li><a href="?page=1">Seite 1 — Tote Fichten, so weit das Auge reicht</a></li><li>Seite 2 '
     '— Die Förster sind sich nicht einig</li><li><a href="?page=3">Seite 3 — Ein neuer Wald</a></li></ol></nav>'
     '</article></main>' + _foot("ZEIT ONLINE GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.zeit.example.de/wissen/umwelt/2026-11/harz-wald-borkenkaefer/seite-2",
     _kept(ZEIT_P2),
     ("Seite 2/3", "Nächste Seite", "Vorherige Seite", "Auf einer Seite lesen", "Tote Fichten",
      "Alle akzeptieren"),
     "Fritz Habekuß", "2026-11-24", "de")


# --- SPIEGEL-like article: "Das Wichtigste in Kürze" box, an Instagram embed's fallback ---------------------------

SPIEGEL_SUM = (
    "Die Deutsche Bahn streicht ab dem Fahrplanwechsel 14 IC-Verbindungen.",
    "Betroffen sind vor allem Strecken in Ostdeutschland.",
    "Die Länder wollen mit Regionalzügen einspringen.",
)
SPIEGEL_TXT = (
    "Mit dem Fahrplanwechsel am 14. Dezember fallen mehrere Intercity-Linien weg, darunter die Verbindung von "
    "Dresden über Chemnitz nach Nürnberg.",
    "Ein Bahnsprecher begründete die Streichungen mit fehlenden Fahrzeugen und Personal. Die Züge seien zudem "
    "schlecht ausgelastet gewesen.",
    "Auf Instagram machte ein Fahrgastverband seinem Ärger Luft:",
    "Sachsens Verkehrsminister kündigte an, einen Teil der Verbindungen mit Regionalexpress-Zügen zu ersetzen, "
    "die allerdings langsamer sind.",
)
INSTA_DE = "Chemnitz ist bald wieder die größte deutsche Stadt ohne Fernverkehr. Das ist ein Armutszeugnis. 🚆"
_add("spiegel-kurz", _head("Deutsche Bahn streicht IC-Verbindungen im Osten - DER SPIEGEL", "de",
                           "Deutsche Bahn streicht IC-Verbindungen im Osten", "Claus Hecking", "2026-11-26")
     + '<body>' + _COOKIES["de"] + '<header data-area="top_navigation"><a href="/">DER SPIEGEL</a><nav><a '
     'href="/wirtschaft/">Wirtschaft</a></nav></header><main id="Inhalt"><article aria-label="Deutsche Bahn streicht '
     'IC-Verbindungen im Osten"><header data-area="intro"><h2><span class="leading-tight">Deutsche Bahn streicht '
     'IC-Verbindungen im Osten</span></h2><div data-area="author_bio"><a href="/impressum/autor-1">Claus Hecking'
     '</a></div><time datetime="2026-11-26 12:14:00">26.11.2026, 12.14 Uhr</time></header><section '
     'class="RichText" data-area="summary"><h3>Das Wichtigste in Kürze</h3><ul>'
     + "".join(f"<li>{t}</li>" for t in SPIEGEL_SUM) + '</ul></section><section data-area="body">'
     + _story(SPIEGEL_TXT[:3], p='<div data-area="text_block"><div class="RichText"><p>').replace(
         "</p>", "</p></div></div>")
     + '<div data-area="embed"><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/'
     'p/C9x/"><div><a href="https://www.instagram.com/p/C9x/">Dieses Bild auf Instagram ansehen</a></div><p>'
     + INSTA_DE + '</p><p><a href="https://www.instagram.com/p/C9x/">Ein Beitrag geteilt von Pro Bahn Sachsen '
     '(@probahn_sachsen)</a></p></blockquote></div>'
     + _story(SPIEGEL_TXT[3:], p='<div data-area="text_block"><div class="RichText"><p>').replace(
         "</p>", "</p></div></div>")
     + '</section><div data-area="paywall_hint"></div><section data-area="related"><h3>Mehr zum Thema</h3><a '
     'href="/1">Bahn-Chef kündigt Sanierung an</a></section></article></main>'
     + _foot("DER SPIEGEL GmbH & Co. KG", '<a href="/impressum">Impressum</a>'),
     "https://www.spiegel.example.de/wirtschaft/deutsche-bahn-streicht-ic-verbindungen-a-1234abcd",
     _kept(SPIEGEL_SUM, "Das Wichtigste in Kürze", *SPIEGEL_TXT, INSTA_DE),
     ("Dieses Bild auf Instagram ansehen", "Ein Beitrag geteilt von", "Mehr zum Thema", "Bahn-Chef kündigt",
      "Alle akzeptieren"),
     "Claus Hecking", "2026-11-26", "de")


# --- FAZ-like story: "Update, 14:30 Uhr:" at the top, a correction at the end, "Mit Material von dpa" -------------

FAZ = (
    "Update, 14:30 Uhr: Inzwischen hat auch das Landgericht bestätigt, dass der Prozess am Montag beginnt.",
    "Frankfurt – Der Prozess gegen den früheren Vorstand der Frankfurter Immobiliengesellschaft beginnt am "
    "Montag vor dem Landgericht. Die Staatsanwaltschaft wirft ihm Untreue in 23 Fällen vor.",
    "Er soll Aufträge an Firmen vergeben haben, an denen seine Ehefrau beteiligt war. Der Schaden liegt nach "
    "Angaben der Anklage bei rund 4,2 Millionen Euro.",
    "Der Angeklagte bestreitet die Vorwürfe. Sein Verteidiger sprach von einer Vorverurteilung in den Medien.",
    "Korrektur: In einer früheren Fassung dieses Artikels hieß es, der Schaden liege bei 42 Millionen Euro. "
    "Richtig sind 4,2 Millionen Euro. Wir haben den Fehler korrigiert.",
)
_add("faz-korrektur", _head("Untreue-Prozess gegen Ex-Vorstand beginnt am Montag | FAZ", "de",
                            "Untreue-Prozess gegen Ex-Vorstand beginnt am Montag", "Katharina Iskandar",
                            "2026-11-27")
     + '<body>' + _COOKIES["de"] + '<header class="header"><a href="/">Frankfurter Allgemeine</a><nav><a '
     'href="/aktuell/rhein-main/">Rhein-Main</a></nav></header><main><article class="article"><h1 '
     'class="header-title">Untreue-Prozess gegen Ex-Vorstand beginnt am Montag</h1><div class="header-detail"><span '
     'class="atc-MetaAuthor">Von Katharina Iskandar</span><time datetime="2026-11-27T12:02:00+01:00">27.11.2026, '
     '12:02</time></div><div class="atc-Text">'
     + f'<p class="atc-TextParagraph"><strong>{FAZ[0].split(": ", 1)[0]}:</strong> {FAZ[0].split(": ", 1)[1]}</p>'
     + _story(FAZ[1:4], {1: '<div class="ctn-PlaceholderContent"><span>Anzeige</span></div>'},
              p='<p class="atc-TextParagraph">')
     + '<p class="atc-TextParagraph atc-TextParagraph--source">Mit Material von dpa</p>'
     + f'<p class="atc-TextParagraph"><em>{FAZ[4]}</em></p></div><div class="atc-Footer"><a href="#">Artikel teilen'
     '</a><a href="#">Merken</a></div><div class="tsr-Base"><h3>Mehr zum Thema</h3><a href="/1">Razzia bei '
     'Frankfurter Immobilienfirma</a></div></article></main>'
     + _foot("Frankfurter Allgemeine Zeitung GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.faz.example.net/aktuell/rhein-main/frankfurt/untreue-prozess-ex-vorstand-110123456.html",
     _kept(FAZ), ("Anzeige", "Artikel teilen", "Merken", "Mehr zum Thema", "Razzia bei", "Alle akzeptieren"),
     "Katharina Iskandar", "2026-11-27", "de")


# --- Tagesspiegel-like interview: "Tagesspiegel:" and the interviewee's surname as line labels --------------------

TSP_LINES = (
    ("Tagesspiegel", "Frau Krüger, die Mieten in Berlin steigen weiter. Hat die Mietpreisbremse versagt?"),
    ("Krüger", "Sie wirkt, aber nur dort, wo Mieter sie auch einfordern. Die meisten trauen sich nicht, ihren "
               "Vermieter zu rügen, weil sie Angst um die Wohnung haben."),
    ("Tagesspiegel", "Was würde helfen?"),
    ("Krüger", "Eine Behörde, die von sich aus prüft, statt es den Mietern zu überlassen. In Paris gibt es das "
               "schon, und dort sinken die Angebotsmieten in manchen Vierteln."),
    ("Tagesspiegel", "Der Senat sagt, dafür fehle das Personal."),
    ("Krüger", "Das ist eine Frage des Willens. Zwanzig Prüfer würden reichen, um die großen Vermieter zu "
               "kontrollieren."),
)
TSP_BIO = ("Sabine Krüger ist Geschäftsführerin des Berliner Mietervereins. Sie hat zuvor zwölf Jahre als "
           "Fachanwältin für Mietrecht gearbeitet.")
_add("tsp-interview", _head("Mieterverein-Chefin: „Die Mietpreisbremse wirkt nur, wenn Mieter sie einfordern“", "de",
                            "Mieterverein-Chefin: „Die Mietpreisbremse wirkt nur, wenn Mieter sie einfordern“",
                            "Ulrich Zawatka-Gerlach", "2026-11-22")
     + '<body>' + _COOKIES["de"] + '<header><a href="/">Tagesspiegel</a><nav><a href="/berlin">Berlin</a></nav>'
     '</header><main><article id="story-elements"><h1>Mieterverein-Chefin: „Die Mietpreisbremse wirkt nur, wenn '
     'Mieter sie einfordern“</h1><div class="byline">Ein Interview von <a href="/autoren/uzg">Ulrich Zawatka-Gerlach'
     '</a> <time datetime="2026-11-22T08:00:00+01:00">22.11.2026, 08:00 Uhr</time></div><div class="article-body">'
     + "".join(f'<p><strong>{who}:</strong> {line}</p>' if who == "Tagesspiegel" else f'<p><b>{who}:</b> {line}</p>'
               for who, line in TSP_LINES)
     + f'<p class="bio"><em>{TSP_BIO}</em></p></div><div class="paywall-teaser"></div><div class="share"><a '
     'href="#">Teilen</a></div></article></main>' + _foot("Verlag Der Tagesspiegel GmbH",
                                                          '<a href="/impressum">Impressum</a>'),
     "https://www.tagesspiegel.example.de/berlin/mieterverein-chefin-interview-12345678.html",
     _kept([f"{who}: {line}" for who, line in TSP_LINES], TSP_BIO), ("Teilen", "Alle akzeptieren"),
     "Ulrich Zawatka-Gerlach", "2026-11-22", "de")


# --- Regional German paper (FUNKE-like): election results table, paywall teaser "Jetzt weiterlesen" -----------------

WAZ = (
    "Essen. Bei der Stichwahl um das Amt des Oberbürgermeisters hat sich Amtsinhaber Thomas Kufen klar "
    "durchgesetzt.",
    "Kufen kam auf 61,3 Prozent der Stimmen, seine Herausforderin von den Grünen auf 38,7 Prozent.",
    "Die Wahlbeteiligung lag bei nur 31 Prozent und damit so niedrig wie noch nie bei einer Stichwahl in Essen.",
)
WAZ_ROWS = (("Thomas Kufen (CDU)", "61,3 %"), ("Mehrnaz Mostofizadeh (Grüne)", "38,7 %"))
_add("waz-stichwahl", _head("Stichwahl in Essen: Kufen bleibt Oberbürgermeister - WAZ", "de",
                            "Stichwahl in Essen: Kufen bleibt Oberbürgermeister", "Gordon Wüllner-Adomako",
                            "2026-09-28")
     + '<body>' + _COOKIES["de"] + '<header class="header"><a href="/">WAZ</a><nav><a href="/staedte/essen/">'
     'Essen</a></nav></header><main><article class="article"><h1 class="article__header__headline">Stichwahl in '
     'Essen: Kufen bleibt Oberbürgermeister</h1><div class="article__header__meta"><span class="author">Gordon '
     'Wüllner-Adomako</span><time datetime="2026-09-28T19:48:00+02:00">28.09.2026, 19:48 Uhr</time></div><div '
     'class="article__body">' + _story(WAZ[:2])
     + '<figure class="table"><table><thead><tr><th>Kandidat</th><th>Stimmenanteil</th></tr></thead><tbody>'
     + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in WAZ_ROWS)
     + '</tbody></table><figcaption>Vorläufiges Endergebnis, Quelle: Stadt Essen</figcaption></figure>'
     + _story(WAZ[2:]) + '</div><div class="paywall-container"><p class="paywall__headline">Jetzt weiterlesen mit '
     'WAZ+</p><p>Lesen Sie alle Artikel auf waz.de für nur 1 € im ersten Monat.</p><a href="/abo">Jetzt testen</a>'
     '<p>Schon Abonnent? <a href="/login">Hier anmelden</a></p></div></article></main>'
     + _foot("FUNKE Mediengruppe", '<a href="/impressum">Impressum</a>'),
     "https://www.waz.example.de/staedte/essen/stichwahl-essen-kufen-oberbuergermeister-id240123456.html",
     _kept(WAZ, "Thomas Kufen (CDU)"),
     ("Jetzt weiterlesen", "1 € im ersten Monat", "Jetzt testen", "Hier anmelden", "Alle akzeptieren"),
     "Gordon Wüllner-Adomako", "2026-09-28", "de")


# --- Guardian-like live blog: "Key events" links at the top, entries with "Updated at" and a pinned summary -------

GUARDIAN_ENTRIES = (
    ("14.52 GMT", "Labour's shadow chancellor has said the party will not support the budget's changes to "
                  "inheritance tax for farms, calling them a tax on families who have worked the land for "
                  "generations."),
    ("14.10 GMT", "The Office for Budget Responsibility says growth will be 1.1% next year, down from the 1.6% it "
                  "forecast in the spring, largely because of weaker business investment."),
    ("13.31 GMT", "The chancellor has sat down after speaking for 71 minutes. The leader of the opposition is now "
                  "responding."),
)
GUARDIAN_SUMMARY = ("Summary: The chancellor has announced a freeze on fuel duty, a rise in the minimum wage and "
                    "new taxes on private jets, in a budget she said would put growth first.")
_add("guardian-live", _head("Budget 2026 live: chancellor freezes fuel duty and taxes private jets | Politics | "
                            "The Guardian", "en", "Budget 2026 live: chancellor freezes fuel duty and taxes "
                            "private jets", "Andrew Sparrow", "2026-11-26", "LiveBlogPosting")
     + '<body>' + _COOKIES["en"] + '<header><a href="/">The Guardian</a><nav><a href="/uk">UK</a><a href="/politics">'
     'Politics</a></nav></header><main><article><h1>Budget 2026 live: chancellor freezes fuel duty and taxes private '
     'jets</h1><div class="dcr-byline"><a rel="author" href="/profile/andrewsparrow">Andrew Sparrow</a><time '
     'datetime="2026-11-26T13:00:00Z">Wed 26 Nov 2026 13.00 GMT</time></div><div data-gu-name="key-events" '
     'class="key-events"><h2>Key events</h2><ul><li><a href="#block-3">13.31 GMT Chancellor finishes budget speech'
     '</a></li><li><a href="#block-2">14.10 GMT OBR cuts growth forecast</a></li><li><a href="#block-1">14.52 GMT '
     'Labour will not back farm tax changes</a></li></ul><button>Show key events only</button></div><div '
     'id="liveblog-body"><div class="block pinned-post"><p class="pinned-label">Pinned post</p><p><strong>'
     + GUARDIAN_SUMMARY.split(": ", 1)[0] + ':</strong> ' + GUARDIAN_SUMMARY.split(": ", 1)[1] + '</p></div>'
     + "".join(f'<div class="block" id="block-{i}"><p class="block-time"><time>{t}</time></p><p>{x}</p><p '
               f'class="block-updated">Updated at {t}</p><div class="block-share"><a href="#">Share</a></div></div>'
               for i, (t, x) in enumerate(GUARDIAN_ENTRIES, 1))
     + '<div class="pagination"><a href="?page=2">Older</a><a href="?page=5">Oldest</a></div></div></article>'
     '</main>' + _foot("Guardian News & Media Limited", '<a href="/help/privacy-policy">Privacy policy</a>'),
     "https://www.theguardian.example.com/politics/live/2026/nov/26/budget-2026-live-updates",
     (GUARDIAN_SUMMARY, *(x for _, x in GUARDIAN_ENTRIES)),
     ("Key events", "Chancellor finishes budget speech", "Show key events only", "Pinned post", "Updated at",
      "Oldest", "I Accept"),
     "Andrew Sparrow", "2026-11-26", "en")


# --- a long read: crossheads in <h3> and in a bold paragraph, pull quotes repeating a sentence ---------------------

LONGREAD = (
    "The first thing you notice in Ashby Fen is the silence. The pumping station that kept the fields dry for a "
    "hundred and forty years was switched off in March.",
    "The Environment Agency says it can no longer justify the cost of draining land that will, within a "
    "generation, be below the level of the rising sea.",
    "For the families who farm here, that decision is not a line in a budget. \"They are telling us our land has "
    "an expiry date,\" says Margaret Holt, whose grandfather bought the farm in 1931.",
    "## The cost of keeping the water out",
    "Running the pumps costs about £400,000 a year. The land they protect produces crops worth perhaps twice that, "
    "but the station itself needs a new roof, new motors and a new outfall.",
    "Engineers put the bill at £11m, money the agency says would protect more homes if spent on flood defences in "
    "nearby towns.",
    "**What happens to the land**",
    "Some of the fields will be turned into saltmarsh, which stores carbon and gives wading birds a place to "
    "breed. Farmers will be paid to manage it.",
    "Holt is not convinced. \"You can't sell a curlew,\" she says, and goes back to mending the fence her "
    "grandfather put up.",
)
LONGREAD_PULL = "They are telling us our land has an expiry date"
_add("longread-pull", _head("The fen that will be given back to the sea | The Long Read", "en",
                            "The fen that will be given back to the sea", "Helen Pidd", "2026-11-20")
     + '<body>' + _COOKIES["en"] + '<header class="site-header"><a href="/">The Northern Review</a><nav><a '
     'href="/longreads">Long reads</a><a href="/news">News</a></nav></header><main><article class="longform"><h1>The '
     'fen that will be given back to the sea</h1><p class="byline">By <a href="/authors/helen-pidd">Helen Pidd</a> '
     '<time datetime="2026-11-20">20 November 2026</time> <span class="read-time">14 min read</span></p><div '
     'class="longform-body">'
     + "".join(f"<h3>{t[3:]}</h3>" if t.startswith("## ") else f"<p><strong>{t[2:-2]}</strong></p>"
               if t.startswith("**") else f"<p>{t}</p>" for t in LONGREAD[:4])
     + f'<aside class="pullquote"><blockquote><p>“{LONGREAD_PULL}”</p></blockquote><button>Share this quote</button>'
     '</aside>'
     + "".join(f"<h3>{t[3:]}</h3>" if t.startswith("## ") else f"<p><strong>{t[2:-2]}</strong></p>"
               if t.startswith("**") else f"<p>{t}</p>" for t in LONGREAD[4:])
     + '</div><div class="newsletter-inline"><h4>Sign up to The Long Read</h4><p>Get our long reads in your inbox '
     'every Saturday.</p><button>Sign up</button></div></article></main>'
     + _foot("The Northern Review", '<a href="/privacy">Privacy</a>'),
     "https://www.northernreview.example.co.uk/longreads/2026/nov/20/ashby-fen-sea",
     tuple(t[3:] if t.startswith("## ") else t[2:-2] if t.startswith("**") else t for t in LONGREAD),
     ("14 min read", "Share this quote", "Sign up to The Long Read", "every Saturday", "I Accept"),
     "Helen Pidd", "2026-11-20", "en")


# --- Reuters-like wire: a dateline "(Reuters) -", the closing credits "(Reporting by …; Editing by …)" ---------------

REUTERS = (
    "FRANKFURT, Nov 27 (Reuters) - Germany's largest union called on Thursday for a 7% pay rise for 2.5 million "
    "public sector workers, setting the stage for strikes early next year.",
    "The Verdi union said workers had lost purchasing power during two years of high inflation and needed "
    "compensation.",
    "The federal interior ministry, which negotiates for the government, said the demand was unaffordable given "
    "the state of public finances.",
    "Talks are due to begin on Jan. 14 in Potsdam.",
)
REUTERS_CREDIT = "(Reporting by Maria Martinez; Editing by Rachel More and Alison Williams)"
_add("reuters-wire", _head("German union demands 7% pay rise for public workers | Reuters", "en",
                           "German union demands 7% pay rise for public workers", "Maria Martinez", "2026-11-27")
     + '<body>' + _COOKIES["en"] + '<header class="site-header"><a href="/">Reuters</a><nav><a href="/world/">World'
     '</a><a href="/business/">Business</a></nav></header><main><article class="article__container"><h1 '
     'data-testid="Heading">German union demands 7% pay rise for public workers</h1><div '
     'class="article-header__author-date"><a href="/authors/maria-martinez/" rel="author">Maria Martinez</a><time '
     'datetime="2026-11-27T10:12:00Z">November 27, 2026 10:12 AM UTC</time><span class="article-header__updated">'
     'Updated 2 hours ago</span></div><div class="article-body__content">'
     + "".join(f'<div data-testid="paragraph-{i}" class="text__text">{t}</div>' for i, t in enumerate(REUTERS))
     + f'<p class="sign-off">{REUTERS_CREDIT}</p></div><div class="trust-principles"><p>Our Standards: <a '
     'href="/trust-principles/">The Thomson Reuters Trust Principles.</a></p></div><div class="article-body__'
     'toolbar"><button>Purchase Licensing Rights</button></div></article></main>'
     + _foot("Reuters", '<a href="/privacy">Privacy</a>'),
     "https://www.reuters.example.com/world/europe/german-union-demands-7-pay-rise-2026-11-27/",
     (*REUTERS, REUTERS_CREDIT),
     ("Our Standards", "Trust Principles", "Purchase Licensing Rights", "Updated 2 hours ago", "I Accept"),
     "Maria Martinez", "2026-11-27", "en")


# --- a US local paper: a correction box at the top, a Facebook post embedded ------------------------------------------

US_LOCAL = (
    "The Riverside County Board of Supervisors voted 4-1 on Tuesday to ban the sale of fireworks in unincorporated "
    "areas after three wildfires this summer were blamed on illegal displays.",
    "Supervisor Karen Spiegel, who cast the only vote against, said the ban would punish nonprofits that rely on "
    "firework stands to raise money.",
    "The county fire department posted about the decision shortly after the vote:",
    "The ban takes effect on Jan. 1. Violators face fines of up to $1,000 for a first offense.",
)
US_CORRECTION = ("Correction: An earlier version of this story misstated the vote. It was 4-1, not 3-2. The story "
                 "has been updated.")
US_FB = ("Today the Board of Supervisors approved a ban on the sale of fireworks in unincorporated areas. "
         "Thank you to everyone who spoke at the meeting.")
_add("uslocal-correction", _head("Riverside County bans sale of fireworks after summer fires - Press-Enterprise", "en",
                                 "Riverside County bans sale of fireworks after summer fires", "Jeff Horseman",
                                 "2026-11-18")
     + '<body>' + _COOKIES["en"] + '<header class="site-header"><a href="/">The Press-Enterprise</a><nav><a '
     'href="/news/">News</a></nav></header><main><article class="article"><h1 class="entry-title">Riverside County '
     'bans sale of fireworks after summer fires</h1><div class="byline"><span class="author">By <a href="/author/'
     'jeff-horseman/">Jeff Horseman</a></span> | <time datetime="2026-11-18">November 18, 2026 at 5:21 p.m.</time>'
     '</div><div class="article-body"><div class="correction-box"><p><em>' + US_CORRECTION + '</em></p></div>'
     + _story(US_LOCAL[:3]) + '<div class="fb-post" data-href="https://www.facebook.com/rivcofire/posts/1">'
     '<blockquote cite="https://www.facebook.com/rivcofire/posts/1" class="fb-xfbml-parse-ignore"><p>' + US_FB
     + '</p>Posted by <a href="https://www.facebook.com/rivcofire">Riverside County Fire Department</a> on <a '
     'href="https://www.facebook.com/rivcofire/posts/1">Tuesday, November 18, 2026</a></blockquote></div>'
     + _story(US_LOCAL[3:]) + '</div><div class="newsletter"><h3>Get the latest news delivered daily!</h3><p>We '
     'will send you the most important headlines each morning.</p><button>Sign up</button></div></article></main>'
     + _foot("MediaNews Group", '<a href="/privacy-policy">Privacy Policy</a>'),
     "https://www.pe.example.com/2026/11/18/riverside-county-bans-sale-of-fireworks/",
     _kept(US_LOCAL, US_CORRECTION, US_FB),
     ("Posted by", "Get the latest news", "most important headlines", "I Accept"),
     "Jeff Horseman", "2026-11-18", "en")


# --- an English sports report with a league standings table and a "Match facts" box -------------------------------

SPORTS = (
    "Aberdeen moved to within two points of the top of the Scottish Premiership with a 3-1 win over Hibernian at "
    "Pittodrie on Saturday.",
    "Ester Sokler opened the scoring after eight minutes and Jamie McGrath doubled the lead from the penalty spot "
    "before half-time.",
    "Hibs pulled one back through Martin Boyle, but Shayden Morris sealed the win with a curling shot in stoppage "
    "time.",
)
SPORTS_FACTS = ("Aberdeen: Mitov; Devlin, Knoester, Jensen; Sokler, McGrath, Shinnie, Morris.",
                "Attendance: 17,804.")
SPORTS_ROWS = (("1", "Celtic", "15", "37"), ("2", "Aberdeen", "15", "35"), ("3", "Rangers", "15", "30"))
_add("sport-table", _head("Aberdeen beat Hibernian to close gap on Celtic - The Herald", "en",
                          "Aberdeen beat Hibernian to close gap on Celtic", "Matthew Lindsay", "2026-11-28")
     + '<body>' + _COOKIES["en"] + '<header class="site-header"><a href="/">The Herald</a><nav><a href="/sport/">'
     'Sport</a><a href="/sport/football/">Football</a></nav></header><main><article class="article"><h1>Aberdeen beat '
     'Hibernian to close gap on Celtic</h1><div class="article-meta"><span class="byline">By Matthew Lindsay</span> '
     '<time datetime="2026-11-28T17:10:00Z">Sports Writer · 28 Nov 2026</time></div><div class="article-body">'
     + _story(SPORTS) + '<aside class="match-facts"><h3>Match facts</h3>' + "".join(f"<p>{t}</p>" for t in SPORTS_FACTS)
     + '</aside><h3>Premiership table</h3><table class="standings"><tr><th>Pos</th><th>Team</th><th>P</th><th>'
     'Pts</th></tr>' + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>"
                               for a, b, c, d in SPORTS_ROWS)
     + '</table></div><div class="article-share"><a href="#">Share on Facebook</a></div><div class="more-sport"><h3>'
     'More Sport</h3><a href="/1">Rangers confirm manager search</a></div></article></main>'
     + _foot("Newsquest Media Group", '<a href="/privacy">Privacy</a>'),
     "https://www.heraldscotland.example.com/sport/football/aberdeen-beat-hibernian/",
     (*SPORTS, *SPORTS_FACTS, "Premiership table", "Celtic"),
     ("Share on Facebook", "More Sport", "Rangers confirm", "I Accept"),
     "Matthew Lindsay", "2026-11-28", "en")


# --- Wyborcza-like paywall: the lead and first paragraphs, "Dostęp do treści Wyborczej" -----------------------------

WYBORCZA_LEAD = ("Od stycznia w Krakowie zacznie obowiązywać strefa czystego transportu. Miasto szacuje, że do "
                 "centrum nie wjedzie co dziesiąty samochód.")
WYBORCZA = (
    "Uchwałę rada miasta przyjęła w środę po kilkugodzinnej debacie. Za głosowało 27 radnych, przeciw było 14.",
    "Strefa obejmie cały obszar wewnątrz drugiej obwodnicy. Nie wjadą do niej auta z silnikiem Diesla starsze niż "
    "z 2010 roku.",
)
_add("wyborcza-paywall", _head("Kraków wprowadza strefę czystego transportu. Kto nie wjedzie do centrum?", "pl",
                               "Kraków wprowadza strefę czystego transportu. Kto nie wjedzie do centrum?",
                               "Piotr Rąpalski", "2026-11-26")
     + '<body>' + _COOKIES["pl"] + '<header><a href="/">Wyborcza.pl Kraków</a><nav><a href="/krakow/0,44425.html">'
     'Kraków</a></nav></header><main><article id="art"><h1 class="art-title">Kraków wprowadza strefę czystego '
     'transportu. Kto nie wjedzie do centrum?</h1><div class="art-authors"><span class="art-author">Piotr Rąpalski'
     '</span><time class="art-datetime" datetime="2026-11-26T15:40:00+01:00">26 listopada 2026 | 15:40</time></div>'
     '<div class="art-lead">' + WYBORCZA_LEAD + '</div><section class="art-text">' + _story(WYBORCZA, p='<p '
     'class="art-paragraph">') + '</section><div id="pay-wall" class="paywall"><h3>Dostęp do treści Wyborczej'
     '</h3><p>Czytaj wszystkie artykuły bez limitu za 1 zł przez pierwszy miesiąc. Anulujesz, kiedy chcesz.</p><a '
     'href="/prenumerata">Kup prenumeratę</a><p>Masz już prenumeratę? <a href="/login">Zaloguj się</a></p></div>'
     '</article></main>' + _foot("Agora S.A.", '<a href="/regulamin">Regulamin</a>'),
     "https://krakow.wyborcza.example.pl/krakow/7,44425,31456001,krakow-strefa-czystego-transportu.html",
     _kept(WYBORCZA, WYBORCZA_LEAD),
     ("Dostęp do treści", "bez limitu za 1 zł", "Kup prenumeratę", "Zaloguj się", "Akceptuję"),
     "Piotr Rąpalski", "2026-11-26", "pl")


# --- Interia-like article over pages: "Strona 2 z 3", "Poprzednia", "Następna", "Czytaj dalej" ------------------

INTERIA_P2 = (
    "## Dlaczego wróble znikają z miast",
    "Ornitolodzy wskazują przede wszystkim na brak miejsc do gniazdowania. W ocieplanych budynkach nie ma już "
    "szczelin pod dachami, w których ptaki zakładały gniazda.",
    "Drugim powodem jest brak owadów. Pisklęta wróbli przez pierwsze dni karmione są wyłącznie owadami, a tych w "
    "wykoszonych trawnikach jest niewiele.",
    "W Warszawie liczebność wróbli spadła w ciągu dwudziestu lat o połowę, wynika z danych Ogólnopolskiego "
    "Towarzystwa Ochrony Ptaków.",
)
_add("interia-strona2", _head("Wróble znikają z polskich miast. Naukowcy wiedzą dlaczego - Strona 2", "pl",
                              "Wróble znikają z polskich miast. Naukowcy wiedzą dlaczego", "Agnieszka Kowalczyk",
                              "2026-11-16")
     + '<body>' + _COOKIES["pl"] + '<header class="header"><a href="/">Interia</a><nav><a href="/nauka">Nauka</a>'
     '</nav></header><main><article class="article"><h1 class="article-header__title">Wróble znikają z polskich '
     'miast. Naukowcy wiedzą dlaczego</h1><div class="article-header__details"><span class="article-author">'
     'Agnieszka Kowalczyk</span><time datetime="2026-11-16T09:00:00+01:00">16 listopada 2026 09:00</time></div><div '
     'class="article-body">' + _story(INTERIA_P2) + '</div><div class="article-pagination"><a href="?strona=1" '
     'class="prev">Poprzednia</a><span class="current">Strona 2 z 3</span><a href="?strona=3" class="next">'
     'Następna</a></div><p class="article-next"><a href="?strona=3">Czytaj dalej: Jak możemy pomóc wróblom?</a></p>'
     '<div class="article-social"><a href="#">Udostępnij</a></div></article></main>'
     + _foot("Grupa Interia.pl", '<a href="/polityka-prywatnosci">Polityka prywatności</a>'),
     "https://zielona.interia.example.pl/przyroda/news-wroble-znikaja-z-polskich-miast,nId,7123456,nPage,2",
     _kept(INTERIA_P2),
     ("Poprzednia", "Strona 2 z 3", "Następna", "Czytaj dalej", "Udostępnij", "Akceptuję"),
     "Agnieszka Kowalczyk", "2026-11-16", "pl")


# --- a Polish regional portal with a PAP story: "(PAP)" in the lead, a results table, the agency sign-off ------------

PAP = (
    "Warszawa (PAP) – Państwowa Komisja Wyborcza podała w poniedziałek oficjalne wyniki referendum w sprawie "
    "budowy elektrowni jądrowej na Pomorzu.",
    "Za budową opowiedziało się 68,2 proc. głosujących, przeciw było 31,8 proc. Frekwencja wyniosła 52,4 proc., "
    "więc wynik jest wiążący.",
    "Wojewoda pomorski zapowiedział, że decyzja lokalizacyjna zostanie wydana jeszcze w tym roku.",
)
PAP_ROWS = (("Tak", "68,2 proc."), ("Nie", "31,8 proc."))
_add("pap-referendum", _head("Pomorzanie za elektrownią jądrową. Oficjalne wyniki referendum", "pl",
                             "Pomorzanie za elektrownią jądrową. Oficjalne wyniki referendum", "PAP", "2026-11-23")
     + '<body>' + _COOKIES["pl"] + '<header><a href="/">Trójmiasto.pl</a><nav><a href="/wiadomosci/">Wiadomości</a>'
     '</nav></header><main><article class="article-content"><h1>Pomorzanie za elektrownią jądrową. Oficjalne wyniki '
     'referendum</h1><div class="article-meta"><span class="source">PAP</span> <time datetime="2026-11-23">23 '
     'listopada 2026, 12:30</time></div><div class="article-text">' + _story(PAP[:2])
     + '<table class="results"><tr><th>Odpowiedź</th><th>Wynik</th></tr>'
     + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in PAP_ROWS) + '</table>' + _story(PAP[2:])
     + '<p class="author-sign">(PAP)</p></div><div class="comments-box"><h3>Opinie (134)</h3><a href="#">Dodaj '
     'opinię</a></div></article></main>' + _foot("Trojmiasto.pl sp. z o.o.", '<a href="/regulamin">Regulamin</a>'),
     "https://www.trojmiasto.example.pl/wiadomosci/Pomorzanie-za-elektrownia-jadrowa-n198765.html",
     _kept(PAP), ("Opinie (134)", "Dodaj opinię", "Akceptuję"),
     "PAP", "2026-11-23", "pl")


# --- HVG-like paywall: "HVG360" teaser, the rest for subscribers ----------------------------------------------------

HVG_PW = (
    "A kormány szerdán benyújtotta a parlamentnek a jövő évi költségvetést, amely szerint a hiány a GDP 3,7 "
    "százaléka lesz.",
    "A tervezet a legtöbb pénzt a nyugdíjemelésre és a honvédelemre fordítja, az oktatás részaránya viszont "
    "csökken.",
)
_add("hvg-paywall", _head("Itt a jövő évi költségvetés: ezekre költ a kormány | hvg.hu", "hu",
                          "Itt a jövő évi költségvetés: ezekre költ a kormány", "Kiss Annamária", "2026-11-25")
     + '<body>' + _COOKIES["hu"] + '<header><a href="/">hvg.hu</a><nav><a href="/gazdasag">Gazdaság</a></nav>'
     '</header><main><article class="article"><h1 class="article-title">Itt a jövő évi költségvetés: ezekre költ a '
     'kormány</h1><div class="info"><span class="author">Kiss Annamária</span><time datetime="2026-11-25">2026. '
     '11. 25. 10:15</time></div><div class="article-content entry-content">' + _story(HVG_PW) + '</div><div '
     'class="hvg360-paywall"><p class="title">Ez a cikk a HVG360 előfizetői számára érhető el.</p><p>Fizessen elő '
     'havi 1990 forintért, és olvassa korlátlanul a hvg.hu minden tartalmát!</p><a href="/elofizetes">Előfizetek'
     '</a><p>Már előfizető? <a href="/belepes">Belépés</a></p></div></article></main>'
     + _foot("HVG Kiadó Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://hvg.example.hu/360/20261125_koltsegvetes_2027",
     _kept(HVG_PW), ("HVG360 előfizetői", "havi 1990 forintért", "Előfizetek", "Belépés", "Elfogadom"),
     "Kiss Annamária", "2026-11-25", "hu")


# --- Magyar Nemzet-like MTI story: an update line, a results table, the "(MTI)" sign-off --------------------------

MTI = (
    "Frissítve 21:40: A Nemzeti Választási Iroda közzétette a végleges eredményt.",
    "A szombati időközi polgármester-választást Szekszárdon a független jelölt nyerte meg, aki a szavazatok "
    "53 százalékát szerezte meg.",
    "A részvétel 38 százalékos volt, ami az elmúlt évek időközi választásaihoz képest magasnak számít.",
)
MTI_ROWS = (("Független jelölt", "53,1 %"), ("Fidesz–KDNP", "41,6 %"), ("Mi Hazánk", "5,3 %"))
_add("mti-valasztas", _head("Független jelölt nyert Szekszárdon - Magyar Nemzet", "hu",
                            "Független jelölt nyert Szekszárdon", "MTI", "2026-11-28")
     + '<body>' + _COOKIES["hu"] + '<header class="header"><a href="/">Magyar Nemzet</a><nav><a href="/belfold">'
     'Belföld</a></nav></header><main><article><h1 class="title">Független jelölt nyert Szekszárdon</h1><div '
     'class="meta"><span class="source">MTI</span> <span class="date">2026. 11. 28. 21:40</span></div><div '
     'class="block-content">' + _story(MTI[:2]) + '<table><thead><tr><th>Jelölt</th><th>Eredmény</th></tr></thead>'
     '<tbody>' + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in MTI_ROWS) + '</tbody></table>'
     + _story(MTI[2:]) + '<p class="source-line">(MTI)</p></div><div class="share"><a href="#">Megosztás</a></div>'
     '<div class="recommendation"><h3>Ajánljuk</h3><a href="/1">Hidegfront érkezik hétfőn</a></div></article></main>'
     + _foot("Mediaworks Hungary Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://magyarnemzet.example.hu/belfold/2026/11/fuggetlen-jelolt-nyert-szekszardon",
     _kept(MTI, "Független jelölt"), ("Megosztás", "Ajánljuk", "Hidegfront érkezik", "Elfogadom"),
     "MTI", "2026-11-28", "hu")


# --- Telex-like interview: questions in <h3>, a box "Amit tudni kell" among the answers ------------------------------

TELEX_QA = (
    "## Miért döntött úgy, hogy hazaköltözik Londonból?",
    "Tíz év után úgy éreztem, hogy amit ott csinálok, azt itthon is meg tudom csinálni, csak itthon több értelme "
    "van. A cégem fejlesztői csapata azóta is félig Budapesten dolgozik.",
    "## Nem fél attól, hogy itthon nem talál elég mérnököt?",
    "Dehogynem. De a fiatalok közül egyre többen jönnének haza, ha lenne hová. Mi most negyven embert keresünk, és "
    "az első hónapban háromszázan jelentkeztek.",
    "## Mit tanácsol azoknak, akik most mennének külföldre?",
    "Menjenek, tanuljanak, de ne égessék fel a hidakat. A kapcsolatok, amelyeket itthon hagynak, tíz év múlva "
    "többet érhetnek, mint gondolnák.",
)
TELEX_BOX = ("A cég 2014-ben alakult Londonban, ma 120 embert foglalkoztat. Tavaly 18 millió eurós befektetést "
             "kapott egy amerikai alaptól.")
_add("telex-interju", _head("„Menjenek, de ne égessék fel a hidakat” – interjú Varga Zsófiával | Telex", "hu",
                            "„Menjenek, de ne égessék fel a hidakat” – interjú Varga Zsófiával", "Bódis Kriszta",
                            "2026-11-21")
     + '<body>' + _COOKIES["hu"] + '<header><a href="/">Telex</a><nav><a href="/gazdasag">Gazdaság</a></nav>'
     '</header><main><article class="article"><h1>„Menjenek, de ne égessék fel a hidakat” – interjú Varga '
     'Zsófiával</h1><div class="article_author"><a href="/szerzo/bodis-kriszta">Bódis Kriszta</a><span '
     'class="article_date">2026. november 21. – 07:02</span></div><div class="article-html-content">'
     + _story(TELEX_QA[:2]).replace("<h2>", "<h3>").replace("</h2>", "</h3>")
     + '<aside class="info-box"><h4>Amit tudni kell</h4><p>' + TELEX_BOX + '</p></aside>'
     + _story(TELEX_QA[2:]).replace("<h2>", "<h3>").replace("</h2>", "</h3>")
     + '</div><div class="article-support"><p>Támogasd a Telexet, hogy továbbra is ingyen olvashasd!</p><a '
     'href="/tamogatas">Támogatom</a></div></article></main>' + _foot("Telex", '<a href="/impresszum">Impresszum</a>'),
     "https://telex.example.hu/gazdasag/2026/11/21/varga-zsofia-interju-hazakoltozes",
     _kept(TELEX_QA, TELEX_BOX, "Amit tudni kell"),
     ("Támogasd a Telexet", "Támogatom", "Elfogadom"),
     "Bódis Kriszta", "2026-11-21", "hu")


# --- a Czech live blog whose entries are <article> elements, each with its heading, time and footer ---------------

AKTUALNE_LIVE = (
    ("19:12", "Prezident jmenoval nové ministry", "Prezident republiky na Hradě jmenoval tři nové členy vlády. "
              "Ministerstvo zdravotnictví povede dosavadní náměstek, ministerstvo kultury bývalá ředitelka "
              "Národního divadla."),
    ("18:40", "Opozice chce hlasovat o nedůvěře", "Předseda největšího opozičního klubu oznámil, že jeho poslanci "
              "začnou sbírat podpisy pod návrh na vyslovení nedůvěry vládě. Potřebují jich padesát."),
    ("17:55", "Premiér: Výměny nejsou trest", "Premiér na tiskové konferenci řekl, že odvolaní ministři odvedli "
              "kus práce, ale vláda potřebuje v druhé polovině volebního období nové tváře."),
)
_add("aktualne-live-articles", _head("Změny ve vládě ONLINE: Prezident jmenoval nové ministry | Aktuálně.cz", "cs",
                                     "Změny ve vládě ONLINE: Prezident jmenoval nové ministry", "Martin Shabu",
                                     "2026-11-24", "LiveBlogPosting")
     + '<body>' + _COOKIES["cs"] + '<header class="header"><a href="/">Aktuálně.cz</a><nav><a href="/domaci/">Domácí'
     '</a><a href="/ekonomika/">Ekonomika</a></nav></header><main><div class="article"><h1 class="article-title">Změny '
     've vládě ONLINE: Prezident jmenoval nové ministry</h1><div class="author"><a href="/autori/martin-shabu/">Martin '
     'Shabu</a><span class="date">24. 11. 2026 17:30</span></div><div class="live-stream">'
     + "".join(f'<article class="live-post" id="post-{i}"><header class="live-post__head"><time>{t}</time><h3>{h}'
               f'</h3></header><div class="live-post__body"><p>{x}</p></div><footer class="live-post__foot"><a '
               'href="#">Sdílet příspěvek</a></footer></article>' for i, (t, h, x) in enumerate(AKTUALNE_LIVE))
     + '</div><div class="live-stream__more"><a href="?page=2">Starší příspěvky</a></div></div><aside '
     'class="sidebar"><h3>Nejčtenější</h3><a href="/1">Ceny bytů v Praze rostou nejrychleji v Evropě</a></aside>'
     '</main>' + _foot("Economia, a.s.", '<a href="/kontakt/">Kontakt</a>'),
     "https://zpravy.aktualne.example.cz/domaci/zmeny-ve-vlade-online/r~3f1a2b3c/",
     (*(x for _, _, x in AKTUALNE_LIVE), *(h for _, h, _ in AKTUALNE_LIVE)),
     ("Sdílet příspěvek", "Starší příspěvky", "Nejčtenější", "Ceny bytů"),
     "Martin Shabu", "2026-11-24", "cs")


# --- a long read with drop caps, a crosshead in <p class="crosshead">, a pull quote of its own words ---------------

DROPCAP = (
    ("K", "dyž v roce 1989 padla železná opona, bylo Ondřeji Sýkorovi dvanáct let. O třicet let později vede "
          "firmu, která vyrábí díly pro evropské satelity."),
    ("", "Jeho cesta nebyla přímá. Po gymnáziu odešel studovat do Delftu, pak pracoval pro Evropskou kosmickou "
         "agenturu v Nizozemsku a v roce 2015 se vrátil do Brna."),
    ("", "„Kosmický průmysl je malý svět. Všichni se znají a věří jen tomu, kdo už něco dodal,“ říká."),
)
DROPCAP_CROSS = "Začínali v garáži"
DROPCAP_MORE = (
    ("Z", "ačátky firmy byly skromné. První zakázku, anténní držák pro univerzitní nanosatelit, vyráběli ve třech "
          "v pronajaté garáži v Líšni."),
    ("", "Dnes má firma osmdesát zaměstnanců a loni poprvé překročila obrat půl miliardy korun."),
)
DROPCAP_PULL = "Všichni se znají a věří jen tomu, kdo už něco dodal."
_add("dropcap-longread", _head("Z garáže až na oběžnou dráhu | Magazín Forbes", "cs",
                               "Z garáže až na oběžnou dráhu", "Petra Dvořáková", "2026-11-12")
     + '<body>' + _COOKIES["cs"] + '<header class="site-header"><a href="/">Forbes</a><nav><a href="/byznys/">Byznys'
     '</a><a href="/lide/">Lidé</a></nav></header><main><article class="post-long"><h1 class="entry-title">Z garáže '
     'až na oběžnou dráhu</h1><div class="entry-meta"><span class="author vcard"><a href="/autor/petra-dvorakova/">'
     'Petra Dvořáková</a></span><time class="entry-date" datetime="2026-11-12">12. 11. 2026</time></div><div '
     'class="entry-content">'
     + "".join(f'<p><span class="dropcap">{c}</span>{t}</p>' if c else f"<p>{t}</p>" for c, t in DROPCAP)
     + f'<figure class="wp-block-pullquote"><blockquote><p>{DROPCAP_PULL}</p><cite>Ondřej Sýkora</cite></blockquote>'
     f'</figure><p class="crosshead">{DROPCAP_CROSS}</p>'
     + "".join(f'<p><span class="dropcap">{c}</span>{t}</p>' if c else f"<p>{t}</p>" for c, t in DROPCAP_MORE)
     + '</div><div class="post-share"><a href="#">Sdílet</a><a href="#">Tweetnout</a></div></article></main>'
     + _foot("MediaRey, SE", '<a href="/kontakt/">Kontakt</a>'),
     "https://forbes.example.cz/z-garaze-az-na-obeznou-drahu/",
     (*(c + t for c, t in DROPCAP), DROPCAP_CROSS, *(c + t for c, t in DROPCAP_MORE)),
     ("Tweetnout",), "Petra Dvořáková", "2026-11-12", "cs")


# --- a German regional article of dpa copy: the dpa info line "dpa-infocom, dpa:…" at the end -------------------------

DPA = (
    "Hannover (dpa/lni) - Nach dem Sturm in der Nacht zum Sonntag haben Feuerwehren in Niedersachsen mehr als 600 "
    "Einsätze gezählt.",
    "Umgestürzte Bäume blockierten vor allem im Harz und im Weserbergland Straßen und Bahnstrecken.",
    "Die Deutsche Bahn stellte den Regionalverkehr zwischen Göttingen und Kassel am Vormittag für mehrere Stunden "
    "ein.",
    "Verletzt wurde nach Angaben der Polizei niemand. Der Deutsche Wetterdienst hob die Unwetterwarnung am Mittag "
    "auf.",
)
_add("dpa-infoline", _head("Sturm sorgt für Hunderte Feuerwehreinsätze in Niedersachsen | NDR", "de",
                           "Sturm sorgt für Hunderte Feuerwehreinsätze in Niedersachsen", "dpa", "2026-11-29")
     + '<body>' + _COOKIES["de"] + '<header><a href="/">Göttinger Tageblatt</a><nav><a href="/region/">Region</a>'
     '</nav></header><main><article class="article"><h1>Sturm sorgt für Hunderte Feuerwehreinsätze in '
     'Niedersachsen</h1><div class="article-meta"><span class="article-author">dpa</span> <time '
     'datetime="2026-11-29T13:20:00+01:00">29.11.2026, 13:20 Uhr</time></div><div class="article-text">'
     + _story(DPA) + '<p class="dpa-info">© dpa-infocom, dpa:261129-930-412345/2</p></div><div '
     'class="article-share"><a href="#">Teilen</a></div></article></main>'
     + _foot("Madsack Mediengruppe", '<a href="/impressum/">Impressum</a>'),
     "https://www.goettinger-tageblatt.example.de/region/sturm-feuerwehr-einsaetze-niedersachsen-AB12CD.html",
     _kept(DPA), ("dpa-infocom", "dpa:261129"), "dpa", "2026-11-29", "de")


# --- a Slovak SITA story: the agency line at the end and its rights note ---------------------------------------------

SITA = (
    "Bratislava 26. novembra (SITA) – Národná banka Slovenska zhoršila odhad rastu ekonomiky na budúci rok z 2,1 "
    "na 1,6 percenta.",
    "Guvernér to zdôvodnil slabším dopytom v Nemecku, ktoré je najväčším odberateľom slovenských áut.",
    "Inflácia by podľa centrálnej banky mala klesnúť pod tri percentá až v druhej polovici roka.",
)
_add("sita-rights", _head("NBS zhoršila odhad rastu ekonomiky | Webnoviny", "sk",
                          "NBS zhoršila odhad rastu ekonomiky", "SITA", "2026-11-26")
     + '<body>' + _COOKIES["sk"] + '<header><a href="/">Webnoviny</a><nav><a href="/ekonomika/">Ekonomika</a></nav>'
     '</header><main><article class="post"><h1 class="post-title">NBS zhoršila odhad rastu ekonomiky</h1><div '
     'class="post-meta"><span class="author">SITA</span> <span class="date">26. novembra 2026 10:05</span></div><div '
     'class="post-content">' + _story(SITA) + '<p><em>© SITA Všetky práva vyhradené.</em></p></div><div '
     'class="post-tags"><span>Tagy:</span><a href="/tag/nbs/">NBS</a><a href="/tag/hdp/">HDP</a></div></article>'
     '</main>' + _foot("SITA Slovenská tlačová agentúra", '<a href="/kontakt/">Kontakt</a>'),
     "https://www.webnoviny.example.sk/ekonomika/nbs-zhorsila-odhad-rastu-ekonomiky/",
     _kept(SITA), ("Všetky práva vyhradené", "Tagy:"), "SITA", "2026-11-26", "sk")


# --- an explainer in questions and answers, each a <details> with its <summary> (Czech) ---------------------------------

DETAILS = (
    ("Kdo má nárok na příspěvek na bydlení?", "Nárok má domácnost, jejíž náklady na bydlení přesahují třicet "
                                              "procent příjmů, v Praze pětatřicet procent."),
    ("Kde se o příspěvek žádá?", "Žádost se podává na kontaktním pracovišti úřadu práce nebo elektronicky přes "
                                 "Portál občana."),
    ("Jak dlouho trvá vyřízení?", "Úřad má na rozhodnutí třicet dní, ve složitějších případech šedesát."),
)
DETAILS_LEAD = ("Od ledna se mění pravidla pro příspěvek na bydlení. Odpovídáme na nejčastější otázky, které nám "
                "čtenáři poslali.")
_add("details-qa", _head("Příspěvek na bydlení od ledna: otázky a odpovědi | Seznam Zprávy", "cs",
                         "Příspěvek na bydlení od ledna: otázky a odpovědi", "Jakub Zelenka", "2026-11-20")
     + '<body>' + _COOKIES["cs"] + '<div class="szn-header"><a href="/">Seznam Zprávy</a></div><main><article '
     'class="e_ah"><h1 class="d_f">Příspěvek na bydlení od ledna: otázky a odpovědi</h1><div class="e_ar"><a '
     'href="/autor/jakub-zelenka" class="e_as">Jakub Zelenka</a><time datetime="2026-11-20T07:00:00+01:00">20. 11. '
     '2026 7:00</time></div><p class="d_e">' + DETAILS_LEAD + '</p><div class="e_aq">'
     + "".join(f'<details class="d_faq"><summary>{q}</summary><p>{a}</p></details>' for q, a in DETAILS)
     + '</div><div class="e_share"><button>Sdílet</button></div></article></main>'
     + _foot("Seznam.cz, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.seznamzpravy.example.cz/clanek/ekonomika-prispevek-na-bydleni-otazky-261120",
     (DETAILS_LEAD, *(q for q, _ in DETAILS), *(a for _, a in DETAILS)),
     ("Sdílet",), "Jakub Zelenka", "2026-11-20", "cs")


# --- an English standings table built of <div role="row"> cells (a sports site's grid) --------------------------------

GRID = (
    "Manchester City's 2-0 win at Brighton on Sunday lifted them back to the top of the Premier League on goal "
    "difference.",
    "Erling Haaland scored both goals, the second a header from Phil Foden's corner in the 81st minute.",
    "Arsenal, who had led the table since October, drew 1-1 at home to Fulham on Saturday.",
)
GRID_ROWS = (("1", "Manchester City", "13", "29"), ("2", "Arsenal", "13", "29"), ("3", "Liverpool", "13", "27"))
_add("grid-table", _head("Haaland double sends Man City top | Sky Sports", "en",
                         "Haaland double sends Man City top", "Ron Walker", "2026-11-30")
     + '<body>' + _COOKIES["en"] + '<header><a href="/">Sky Sports</a><nav><a href="/football">Football</a></nav>'
     '</header><main><article class="sdc-article"><h1 class="sdc-article-header__title">Haaland double sends Man City '
     'top</h1><div class="sdc-article-author"><span class="sdc-article-author__name">Ron Walker</span><time '
     'datetime="2026-11-30">Sunday 30 November 2026 18:25, UK</time></div><div class="sdc-article-body">'
     + _story(GRID) + '<h3>Premier League table</h3><div class="standings" role="table"><div role="row" '
     'class="standings__head"><div role="columnheader">Pos</div><div role="columnheader">Team</div><div '
     'role="columnheader">Pl</div><div role="columnheader">Pts</div></div>'
     + "".join(f'<div role="row" class="standings__row"><div role="cell">{a}</div><div role="cell">{b}</div><div '
               f'role="cell">{c}</div><div role="cell">{d}</div></div>' for a, b, c, d in GRID_ROWS)
     + '</div></div><div class="sdc-article-share"><a href="#">Share</a></div><div class="sdc-site-related"><h3>'
     'Related</h3><a href="/1">Arteta: We have to be better at home</a></div></article></main>'
     + _foot("Sky UK", '<a href="/privacy">Privacy</a>'),
     "https://www.skysports.example.com/football/news/11095/13260001/haaland-double-sends-man-city-top",
     (*GRID, "Premier League table", "Manchester City", "Liverpool"),
     ("Arteta: We have to", "I Accept"), "Ron Walker", "2026-11-30", "en")


# --- an update note in its own named element at the top ("article-update"), a German tagesschau-like page -----------

UPDATE_DE = "Update vom 27.11.2026, 16:45 Uhr: Die Polizei hat den Verdächtigen am Nachmittag festgenommen."
UPDATE_TXT = (
    "Nach dem Überfall auf eine Tankstelle in Rostock-Lütten Klein fahndet die Polizei nach einem etwa 30 Jahre "
    "alten Mann.",
    "Der Täter hatte den Kassierer am Mittwochabend mit einem Messer bedroht und mehrere hundert Euro erbeutet.",
    "Zeugen beschrieben ihn als etwa 1,80 Meter groß und schlank. Er trug eine dunkle Jacke mit Kapuze.",
)
_add("update-box", _head("Überfall auf Tankstelle in Rostock: Polizei fasst Verdächtigen | NDR.de", "de",
                         "Überfall auf Tankstelle in Rostock: Polizei fasst Verdächtigen", "Stefan Ludmann",
                         "2026-11-27")
     + '<body>' + _COOKIES["de"] + '<header><a href="/">NDR</a><nav><a href="/nachrichten/">Nachrichten</a></nav>'
     '</header><main><article class="modulepadding"><h1>Überfall auf Tankstelle in Rostock: Polizei fasst '
     'Verdächtigen</h1><div class="lastchanged">Stand: 27.11.2026 16:45 Uhr</div><div class="byline">von Stefan '
     'Ludmann</div><div class="article-update"><p><strong>Update vom 27.11.2026, 16:45 Uhr:</strong> Die Polizei '
     'hat den Verdächtigen am Nachmittag festgenommen.</p></div>' + _story(UPDATE_TXT)
     + '<div class="sharing"><a href="#">Teilen</a></div></article></main>'
     + _foot("Norddeutscher Rundfunk", '<a href="/impressum/">Impressum</a>'),
     "https://www.ndr.example.de/nachrichten/mecklenburg-vorpommern/rostock-tankstelle-ueberfall,tankstelle1234.html",
     (UPDATE_DE, *UPDATE_TXT), ("Stand: 27.11.2026",), "Stefan Ludmann", "2026-11-27", "de")


# --- an AMP page whose fact box is an amp-accordion ("Co víme") -------------------------------------------------------

AMP_FACTS = ("Požár vypukl v hale na zpracování plastů kolem druhé hodiny ráno.",
             "Zasahovalo čtrnáct jednotek hasičů, nikdo nebyl zraněn.")
AMP_TXT = (
    "Hasiči v noci na pátek likvidovali rozsáhlý požár výrobní haly v Otrokovicích. Škodu odhadli na čtyřicet "
    "milionů korun.",
    "Obyvatelé okolních ulic museli kvůli kouři zavřít okna, hygienici měřili ovzduší až do rána.",
    "Příčinu požáru vyšetřuje policie, podle prvních zjištění mohla vzniknout závada na elektroinstalaci.",
)
_add("amp-accordion", '<!doctype html><html amp lang="cs"><head><meta charset="utf-8"><title>Požár haly v '
     'Otrokovicích způsobil škodu 40 milionů | Zlínský deník</title><link rel="canonical" href="https://zlinsky.'
     'denik.example.cz/zpravy_region/pozar-haly-otrokovice-20261128.html"><script async src="https://cdn.ampproject.'
     'org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style><script type="application/ld+json">'
     '{"@context":"https://schema.org","@type":"NewsArticle","headline":"Požár haly v Otrokovicích způsobil škodu 40 '
     'milionů","datePublished":"2026-11-28T08:10:00+01:00","author":{"@type":"Person","name":"Eva Kopecká"}}</script>'
     '</head><body><header class="amp-header"><a href="/">Zlínský deník</a><amp-sidebar id="menu" layout="nodisplay">'
     '<ul><li><a href="/zpravy">Zprávy</a></li></ul></amp-sidebar></header><main><article><h1>Požár haly v '
     'Otrokovicích způsobil škodu 40 milionů</h1><div class="meta"><span class="author">Eva Kopecká</span> <time '
     'datetime="2026-11-28">28. 11. 2026</time></div><amp-accordion class="factbox"><section expanded><h4>Co víme'
     '</h4><ul>' + "".join(f"<li>{t}</li>" for t in AMP_FACTS) + '</ul></section></amp-accordion><div '
     'class="article-body">' + _story(AMP_TXT) + '</div><amp-ad width="300" height="250" type="adfox"><div '
     'fallback>Reklama</div></amp-ad></article></main>' + _foot("Vltava Labe Media a.s.", '<a href="/kontakt">'
                                                               'Kontakt</a>'),
     "https://zlinsky.denik.example.cz/zpravy_region/pozar-haly-otrokovice-20261128.html?amp",
     (*AMP_FACTS, *AMP_TXT), ("Reklama",), "Eva Kopecká", "2026-11-28", "cs")



# --- Index-like live blog (Hungarian): each entry's time in <strong> at the start of its paragraph ------------------

INDEX_LIVE = (
    ("15:42", "A Fővárosi Vízművek közölte, hogy a XI. kerületben este nyolc óráig helyreáll a vízszolgáltatás."),
    ("14:58", "A csőtörés miatt a Bartók Béla úton lezárták a külső sávot, a villamosok pótlóbusszal közlekednek."),
    ("14:20", "Mintegy húszezer háztartásban nincs víz Újbudán, a vízművek lajtos kocsikat küldött a helyszínre."),
)
_add("index-live-inline", _head("Csőtörés Újbudán – percről percre | Index", "hu", "Csőtörés Újbudán – percről "
                                "percre", "Nagy Bálint", "2026-11-26", "LiveBlogPosting")
     + '<body>' + _COOKIES["hu"] + '<header class="header"><a href="/" class="logo">Index</a><nav><a href="/belfold">'
     'Belföld</a></nav></header><main><div class="content-title"><h1>Csőtörés Újbudán – percről percre</h1><div '
     'class="szerzo"><a href="/szerzo/nagy_balint">Nagy Bálint</a> <span class="datum">2026.11.26. 14:20</span></div>'
     '</div><div class="cikk-torzs pp-list">'
     + "".join(f'<div class="pp-item"><p><strong>{t}</strong> {x}</p><div class="pp-share"><a href="#">Megosztás'
               '</a></div></div>' for t, x in INDEX_LIVE)
     + '</div><div class="cimkek"><a href="/cimke/csotores">csőtörés</a></div></main>'
     + _foot("Index.hu Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://index.example.hu/belfold/2026/11/26/csotores-ujbuda-percrol-percre/",
     tuple(f"{t} {x}" for t, x in INDEX_LIVE), ("Megosztás",), "Nagy Bálint", "2026-11-26", "hu")


# --- Polityka-like interview (Polish): the speakers' initials as labels, the questions in <strong> ---------------------

POLITYKA_QA = (
    ("JŻ", "Czy polskie miasta są gotowe na coraz gorętsze lata?"),
    ("AM", "Nie są. Większość planów zagospodarowania powstała, kiedy nikt nie myślał o falach upałów. Betonowe "
           "place w centrach nagrzewają się do pięćdziesięciu stopni."),
    ("JŻ", "Co można zrobić szybko i tanio?"),
    ("AM", "Posadzić drzewa tam, gdzie już są chodniki, i przestać wycinać stare. Jedno duże drzewo chłodzi "
           "otoczenie bardziej niż dziesięć klimatyzatorów."),
)
POLITYKA_LEAD = ("Rozmowa z dr Anną Michalską, klimatolożką z Uniwersytetu Warszawskiego, o tym, jak miasta "
                 "powinny przygotować się na upały.")
_add("polityka-initials", _head("Miasta w upale. „Jedno drzewo chłodzi bardziej niż klimatyzator”", "pl",
                                "Miasta w upale. „Jedno drzewo chłodzi bardziej niż klimatyzator”", "Joanna Żak",
                                "2026-11-14")
     + '<body>' + _COOKIES["pl"] + '<header class="header"><a href="/">Polityka</a><nav><a href="/kraj">Kraj</a>'
     '</nav></header><main><article class="article"><h1 class="article-title">Miasta w upale. „Jedno drzewo chłodzi '
     'bardziej niż klimatyzator”</h1><div class="article-authors"><span class="author">Joanna Żak</span> <time '
     'datetime="2026-11-14">14 listopada 2026</time></div><div class="article-lead"><p>' + POLITYKA_LEAD + '</p>'
     '</div><div class="article-body">'
     + "".join(f'<p><strong>{who}: {line}</strong></p>' if who == "JŻ" else f'<p><strong>{who}:</strong> {line}</p>'
               for who, line in POLITYKA_QA)
     + '<p class="author-note"><em>Rozmawiała Joanna Żak</em></p></div><div class="paywall-info"></div><div '
     'class="article-share"><a href="#">Udostępnij</a></div></article></main>'
     + _foot("POLITYKA Sp. z o.o. SKA", '<a href="/regulamin">Regulamin</a>'),
     "https://www.polityka.example.pl/tygodnikpolityka/kraj/2290001,1,miasta-w-upale.read",
     _kept([f"{who}: {line}" for who, line in POLITYKA_QA], POLITYKA_LEAD), ("Udostępnij",),
     "Joanna Żak", "2026-11-14", "pl")


# --- a WordPress news site: an editor's note on top, a tweet in a core embed block -------------------------------------

WP_EMBED = (
    "The city's transit agency will suspend late-night bus service on six routes from January, citing a shortage "
    "of drivers.",
    "Riders' groups criticised the decision, saying night workers in hospitals and warehouses depend on the "
    "routes.",
    "The agency's general manager defended the plan on social media:",
    "The agency said it had hired 40 drivers since the summer but needed at least 120 more to run the full "
    "schedule.",
)
WP_NOTE = ("Editor's note: This story has been updated to include comments from the Amalgamated Transit Union, "
           "which responded after publication.")
WP_TWEET = ("We know this is hard news for riders who rely on these routes. We are hiring as fast as we can and will "
            "restore service the moment we have the operators.")
_add("wp-embed-note", _head("Transit agency to cut late-night bus service on six routes - The Daily Ledger", "en",
                            "Transit agency to cut late-night bus service on six routes", "Maya Patel", "2026-11-19")
     + '<body class="single single-post">' + _COOKIES["en"] + '<header id="masthead" class="site-header"><a href="/">'
     'The Daily Ledger</a><nav class="main-navigation"><a href="/news/">News</a><a href="/opinion/">Opinion</a></nav>'
     '</header><main id="primary"><article class="post type-post"><header class="entry-header"><h1 '
     'class="entry-title">Transit agency to cut late-night bus service on six routes</h1><div class="entry-meta">'
     '<span class="byline">By <a class="url fn n" href="/author/maya-patel/">Maya Patel</a></span> <time '
     'class="entry-date published" datetime="2026-11-19T09:00:00-05:00">November 19, 2026</time></div></header><div '
     f'class="entry-content"><p><em>{WP_NOTE}</em></p>' + _story(WP_EMBED[:3])
     + '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div '
     'class="wp-block-embed__wrapper"><blockquote class="twitter-tweet" data-width="550"><p lang="en" dir="ltr">'
     + WP_TWEET + '</p>&mdash; Metro Transit GM (@metrotransitgm) <a href="https://twitter.com/metrotransitgm/status/'
     '1">November 18, 2026</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script></div>'
     '</figure>' + _story(WP_EMBED[3:]) + '</div><footer class="entry-footer"><span class="cat-links">Posted in <a '
     'href="/news/">News</a></span><span class="tags-links">Tagged <a href="/tag/transit/">transit</a></span></footer>'
     '</article></main>' + _foot("The Daily Ledger", '<a href="/privacy/">Privacy</a>'),
     "https://dailyledger.example.com/2026/11/19/transit-agency-cut-late-night-bus-service/",
     _kept(WP_EMBED, WP_NOTE, WP_TWEET), ("Posted in", "Tagged"), "Maya Patel", "2026-11-19", "en")


# --- a Czech football "online" report: minutes in their own element, the score line, a lineup box ---------------------

ONLINE_CS = (
    ("90+3'", "Konec zápasu! Slavia vyhrává v Ostravě 2:1 a vrací se do čela tabulky."),
    ("78'", "Gól! Chorý hlavou zvyšuje na 2:1 po rohu Provoda. Brankář Baníku neměl šanci."),
    ("55'", "Vyrovnáno. Baníkovský Almási střílí z hranice vápna k tyči, 1:1."),
    ("12'", "Gól! Slavia jde do vedení, Zafeiris zakončil přízemní střelou k levé tyči."),
)
ONLINE_LINEUP = "Slavia: Kolář – Holeš, Zima, Vlček – Doudera, Zafeiris, Provod, Jurásek – Chytil, Chorý."
_add("sport-online-cs", _head("ONLINE: Baník – Slavia 1:2, hosté vyhráli v Ostravě | iSport.cz", "cs",
                              "ONLINE: Baník – Slavia 1:2, hosté vyhráli v Ostravě", "Tomáš Havel", "2026-11-29",
                              "LiveBlogPosting")
     + '<body>' + _COOKIES["cs"] + '<header class="header"><a href="/">iSport</a><nav><a href="/fotbal">Fotbal</a>'
     '</nav></header><main><div class="article-online"><h1>ONLINE: Baník – Slavia 1:2, hosté vyhráli v Ostravě</h1>'
     '<div class="authors"><span class="author">Tomáš Havel</span> <span class="date">29. 11. 2026 17:00</span>'
     '</div><div class="score-board"><span class="home">Baník Ostrava</span><span class="score">1:2</span><span '
     'class="away">SK Slavia Praha</span></div><div class="online-report">'
     + "".join(f'<div class="online-item"><div class="online-item__minute">{m}</div><div class="online-item__text">'
               f'<p>{x}</p></div></div>' for m, x in ONLINE_CS)
     + f'</div><div class="lineup-box"><h3>Sestavy</h3><p>{ONLINE_LINEUP}</p></div></div><div class="share"><a '
     'href="#">Sdílet</a></div><aside class="sidebar"><h3>Tabulka</h3><a href="/tabulka">Celá tabulka</a></aside>'
     '</main>' + _foot("Czech News Center a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://isport.example.cz/fotbal/chance-liga/online-banik-slavia-1-2",
     (*(x for _, x in ONLINE_CS), ONLINE_LINEUP), ("Celá tabulka", "Sdílet"),
     "Tomáš Havel", "2026-11-29", "cs")


# --- a Slovak article over pages: "Strana 1 z 2", "Čítajte ďalej na ďalšej strane" -----------------------------------

SK_PAGES = (
    "Obec Liptovská Teplička chce do dvoch rokov postaviť novú materskú školu, pretože súčasná kapacitne nestačí.",
    "Starosta povedal, že obec už získala stavebné povolenie a požiada o peniaze z plánu obnovy.",
    "Do škôlky dnes chodí 48 detí, ďalších dvadsať rodičov sa na miesto čaká.",
)
_add("sk-pager", _head("Liptovská Teplička postaví novú škôlku | MY Liptov", "sk",
                       "Liptovská Teplička postaví novú škôlku", "Ivana Mrázová", "2026-11-18")
     + '<body>' + _COOKIES["sk"] + '<header><a href="/">MY Liptov</a><nav><a href="/spravy/">Správy</a></nav></header>'
     '<main><article><h1 class="article-heading">Liptovská Teplička postaví novú škôlku</h1><div '
     'class="article-author"><a href="/autori/mrazova">Ivana Mrázová</a><span class="article-date">18. nov 2026 o '
     '8:00</span></div><div class="article-body">' + _story(SK_PAGES) + '</div><div class="article-pager"><span>'
     'Strana 1 z 2</span><a href="?page=2">Čítajte ďalej na ďalšej strane</a><a href="?page=2">2</a></div><div '
     'class="article-share"><a href="#">Zdieľať</a></div></article></main>'
     + _foot("Petit Press, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://myliptov.sme.example.sk/c/23401111/liptovska-teplicka-postavi-novu-skolku.html",
     _kept(SK_PAGES), ("Strana 1 z 2", "Čítajte ďalej", "Zdieľať"), "Ivana Mrázová", "2026-11-18", "sk")

# --- the classes the pages above found, each beside the sentences of its shape that stay --------------------------

OPEN["sport-online-cs"] = ("the lineups' box (a heading 'Sestavy' over one paragraph) after the online report's container, "
                           "its sibling, is left out with the score board: the container's siblings are taken only "
                           "when they continue its paragraphs, and a match's data box beside a report is often the "
                           "site's widget")
OPEN["grid-table"] = ("a table built of <div role='row'> and <div role='cell'> (ARIA's grid, no <table>) is read as "
                      "a run of one-word lines and left out with the short lines around the text; the walk knows no "
                      "role, and reading one on every <div> costs the walk a tenth")


def _texts(body: str, url: str, lang: str, title: str = "Story", head: str = "") -> list[str]:
    """The document's paragraphs of an article page in ``lang`` holding ``body`` in its <article>."""
    html = page(f"<header><nav><a href='/'>Home</a> <a href='/news'>News</a></nav></header><main><article>{body}"
                "</article></main><footer><a href='/privacy'>Privacy</a></footer>", title,
                f"<meta property='og:type' content='article'>{head}").replace("<html>", f"<html lang='{lang}'>")
    return _paragraphs(processed(html, url).body)


_STORIES = {"pl": WYBORCZA, "cs": NOVINKY_TT, "sk": DENNIKN_PW, "de": DPA, "en": US_LOCAL}

# a consent banner opening on the site's care for the reader's privacy, then saying "cookie", in the languages the
# consent frameworks write it
_PRIVACY_BANNERS = {
    "pl": "Twoja prywatność jest dla nas ważna. Korzystamy z plików cookie, aby zapewnić prawidłowe działanie serwisu.",
    "pl-care": "Dbamy o Twoją prywatność. Używamy plików cookie i podobnych technologii w celach statystycznych.",
    "pl-use": "Korzystamy z plików cookie, aby dopasować treści i reklamy do Twoich zainteresowań.",
    "cs": "Záleží nám na vašem soukromí. Soubory cookie používáme k personalizaci obsahu a reklam.",
    "sk": "Vaše súkromie je pre nás dôležité. Súbory cookie používame na analýzu návštevnosti a reklamu.",
    "de": "Ihre Privatsphäre ist uns wichtig. Diese Website nutzt Cookies, um Inhalte zu personalisieren.",
}


@pytest.mark.parametrize("name", list(_PRIVACY_BANNERS))
def test_a_consent_banner_opening_on_the_readers_privacy_goes(name):
    lang = name.split("-")[0]
    texts = _STORIES[lang]
    body = f'<div class="consent-layer"><p>{_PRIVACY_BANNERS[name]}</p><button>OK</button></div>' + _story(texts)
    found = _texts(body, "https://news.example.org/2026/11/30/story-123", lang)
    assert _PRIVACY_BANNERS[name] not in found
    assert all(t in found for t in texts)


_PRIVACY_SENTENCES = {  # the same words in a report: no cookie said, or the cookie not the site's
    "pl": "Twoja prywatność jest dla nas ważna – zapewniał w środę prezes banku, przepraszając klientów za wyciek "
          "danych z aplikacji mobilnej.",
    "pl-cookie": "Wiele firm pisze „Twoja prywatność jest dla nas ważna”, a potem instaluje dziesiątki plików cookie "
                 "firm reklamowych – ustalił urząd ochrony danych.",
    "cs": "Záleží nám na vašem soukromí, napsala banka klientům v dopise, ve kterém se omluvila za únik jejich "
          "osobních údajů.",
    "de": "Ihre Privatsphäre ist uns wichtig, schrieb der Konzern an seine Kunden, nachdem Unbekannte "
          "Kundendaten erbeutet hatten.",
}


@pytest.mark.parametrize("name", list(_PRIVACY_SENTENCES))
def test_a_reports_sentence_on_privacy_stays(name):
    lang = name.split("-")[0]
    texts = _STORIES[lang]
    body = _story(texts[:1]) + f"<p>{_PRIVACY_SENTENCES[name]}</p>" + _story(texts[1:])
    found = _texts(body, "https://news.example.org/2026/11/30/story-124", lang)
    assert all(t in found for t in (*texts, _PRIVACY_SENTENCES[name]))


def _tiktok(caption: str, sound: str) -> str:
    """TikTok's embed code: the fallback <blockquote> with the account's link, the caption and its hashtags' links,
    and the link to the video's sound."""
    return ('<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@scout2015/video/6718335390845095173" '
            'data-video-id="6718335390845095173"><section><a target="_blank" title="@scout2015" '
            'href="https://www.tiktok.com/@scout2015?refer=embed">@scout2015</a> ' + caption + ' <a title="fyp" '
            'target="_blank" href="https://www.tiktok.com/tag/fyp?refer=embed">#fyp</a> <a target="_blank" '
            f'title="♬ {sound}" href="https://www.tiktok.com/music/original-sound-6689804660171082501?refer=embed">'
            f'♬ {sound}</a></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>')


@pytest.mark.parametrize("sound", ["original sound - tiff", "původní zvuk - Klára", "Originalton - bahnfan",
                                   "Espresso - Sabrina Carpenter"])
def test_an_embedded_tiktoks_sound_goes_and_its_caption_stays(sound):
    caption = "Scramble up ur name and I’ll try to guess it😍❤️"
    found = _texts(_story(US_LOCAL[:2]) + _tiktok(caption, sound) + _story(US_LOCAL[2:]),
                   "https://news.example.org/2026/11/30/tiktok-story", "en")
    assert not any("♬" in t or sound in t for t in found)
    assert any(caption in t and "@scout2015" in t for t in found)
    assert all(t in found for t in US_LOCAL)


def test_a_sentence_naming_a_tiktok_sound_and_linking_it_stays():
    said = ("The trend started with a clip set to <a href=\"https://www.tiktok.com/music/original-sound-66898\">"
            "♬ original sound - tiff</a>, which has been used in more than two million videos since June.")
    found = _texts(_story(US_LOCAL[:2]) + f"<p>{said}</p>" + _story(US_LOCAL[2:]),
                   "https://news.example.org/2026/11/30/tiktok-trend", "en")
    assert ("The trend started with a clip set to ♬ original sound - tiff, which has been used in more than two "
            "million videos since June.") in found


_EARLIER_POINTERS = {  # a live blog's linked line to its earlier entries, and the blog's language
    "de-ntv": ('<p><a href="/politik/ticker-vortag.html">Alle früheren Entwicklungen können Sie hier nachlesen.</a>'
               '</p>', "de"),
    "de-here": ('<p>Die Ereignisse vom Sonntag können Sie <a href="/liveblog-sonntag-100.html">hier</a> nachlesen.'
                '</p>', "de"),
    "de-blog": ('<p>Den Liveblog von gestern finden Sie <a href="/liveblog-gestern.html">hier</a>.</p>', "de"),
    "en": ("<p>You can read yesterday's live blog <a href='/live/2026/nov/29/budget'>here</a>.</p>", "en"),
    "en-earlier": ("<p><a href='/live/2026/nov/29/budget'>Our earlier coverage can be found here.</a></p>", "en"),
    "cs": ('<p>Předchozí vývoj najdete <a href="/clanek/online-vcera">zde</a>.</p>', "cs"),
    "pl": ('<p>Starsze wpisy znajdziesz <a href="/relacja-wczoraj">tutaj</a>.</p>', "pl"),
}
_LIVE_ENTRIES = {"de": tuple(x for _, _, x in NTV_ENTRIES), "en": tuple(x for _, x in GUARDIAN_ENTRIES),
                 "cs": tuple(x for _, x in SEZNAM_ENTRIES), "pl": WYBORCZA}


@pytest.mark.parametrize("name", list(_EARLIER_POINTERS))
def test_a_live_blogs_pointer_to_its_earlier_entries_goes(name):
    pointer, lang = _EARLIER_POINTERS[name]
    entries = _LIVE_ENTRIES[lang]
    found = _texts(_story(entries) + pointer, "https://news.example.org/2026/11/30/liveblog-100", lang)
    assert all(t in found for t in entries)
    assert len(found) == len(entries) + 1  # the headline and the entries


_LIVE_SENTENCES = {  # a report's sentences with the same words and a link: they say more than the way to the entries
    "de": ("Die Ereignisse vom Sonntag hat die <a href='/polizei'>Polizei</a> in einer Mitteilung zusammengefasst; "
           "hier in Rostock blieb es ruhig.", "de"),
    "de-here": ("Die früheren Entwicklungen können Sie hier nachlesen, schrieb der <a href='/sprecher'>Sprecher</a> "
                "der Stadt am Abend an die Anwohner.", "de"),
    "en": ("Earlier updates are here, the <a href='/council'>council</a> said in a statement, promising a full "
           "report on Friday.", "en"),
    "cs": ("Předchozí vývoj najdete v tomto článku, dodal <a href='/mluvci'>mluvčí hasičů</a> s tím, že další "
           "informace zveřejní ráno.", "cs"),
}


@pytest.mark.parametrize("name", list(_LIVE_SENTENCES))
def test_a_reports_linked_sentence_about_earlier_events_stays(name):
    said, lang = _LIVE_SENTENCES[name]
    entries = _LIVE_ENTRIES[lang]
    found = _texts(_story(entries[:1]) + f"<p>{said}</p>" + _story(entries[1:]),
                   "https://news.example.org/2026/11/30/report-101", lang)
    plain = said.replace("<a href='/polizei'>", "").replace("<a href='/sprecher'>", "")
    plain = plain.replace("<a href='/council'>", "").replace("<a href='/mluvci'>", "").replace("</a>", "")
    assert plain in found


def _live(headline: str, entries: str, level: int = 3) -> list[str]:
    """The paragraphs of a live blog page whose title holds a kicker and its headline, its ``<h1>`` outside the
    article (in a hero), and its ``entries`` as (heading, text) in the article, each heading of ``level``."""
    head = f'<meta property="og:title" content="{headline}">'
    body = "".join(f"<h{level}>{h}</h{level}><p>{x}</p>" for h, x in entries)
    html = page(f"<div class='hero'><h1>{headline}</h1></div><main><article>{body}</article></main>"
                "<footer><a href='/privacy'>Soukromí</a></footer>", headline,
                f"<meta property='og:type' content='article'>{head}").replace("<html>", "<html lang='cs'>")
    return _paragraphs(processed(html, "https://zpravy.example.cz/domaci/vlada-online/r~1/").body)


def test_the_first_entry_whose_heading_the_title_repeats_after_its_kicker_stays():
    entries = [(h, x) for _, h, x in AKTUALNE_LIVE]
    found = _live("Změny ve vládě ONLINE: Prezident jmenoval nové ministry", entries)
    assert all(h in found and x in found for h, x in entries)


@pytest.mark.parametrize("level", [2, 3])
def test_the_titles_words_after_its_kicker_in_their_own_heading_go_and_the_line_under_them_stays(level):
    # the page's title element set as a subheading, alone of its level: the headline, not a section (nor the site's
    # name the title ends with, whose tagline under it would go too)
    entries = [(h, x) for _, h, x in AKTUALNE_LIVE]
    body = f"<h{level}>Prezident jmenoval nové ministry</h{level}>" + "".join(
        f"<p><strong>{h}</strong></p><p>{x}</p>" for h, x in entries[1:])
    headline = "Změny ve vládě ONLINE: Prezident jmenoval nové ministry"
    html = page(f"<main><article>{body}</article></main>", headline,
                f"<meta property='og:type' content='article'><meta property='og:title' content='{headline}'>"
                ).replace("<html>", "<html lang='cs'>")
    found = _paragraphs(processed(html, "https://zpravy.example.cz/domaci/vlada-online/r~2/").body)
    assert found[0] == headline and "Prezident jmenoval nové ministry" not in found[1:]
    assert all(h in found and x in found for h, x in entries[1:])


globals().update(page_tests(PAGES, OPEN, open_furniture=OPEN_FURNITURE))
