"""Whole news pages of session 37, of the structures whose text is hard to keep whole, on sites and in languages the
earlier passes' pages had few of (Polish, Hungarian beside Czech, Slovak, German and English): an article cut into
several containers by advertisements, newsletter boxes and "Čtěte také" inserts; paragraphs that are ``<div>``
elements or bare text between ``<br><br>``; interviews with the questions in ``<strong>``; fact boxes, numbered
lists, tables and block quotes among the paragraphs; embedded tweets and Instagram posts (their text stays, as
docs/vert.md has it: the fallback blockquote is the text's quotation); picture galleries with long captions; live
blogs with their timestamps; a paywalled article whose free part is in the page; AMP pages; print versions; a lead
(perex) in the header outside the body; a "Související" list inside the body; opinion columns with an author box;
long investigative pieces with crossheads; local news on small CMSs (Joomla, Drupal 7, a PHP site laid out in
tables).  Each page has its site's furniture between and around the text.  For each page the article's text stays
whole and in order, the furniture goes, and the ``<doc>`` line names the writer, the day and the language the page
states.  The harness is ``NewsPage`` of ``test_vert_news28``.  The classes the pages found, each with tests of its
own after the pages: a gallery's captions in a caption-named element of their ``<figcaption>``, a contributor's bio box,
a plea for support on the reader's liking of the article, a video box in one line, a paywalled article's rest in its
JSON-LD or in an element named as a paywall, and bare-text paragraphs glued where a box between them went."""

from __future__ import annotations

import json
from functools import partial

import pytest
from test_vert_news28 import NewsPage, page_tests
from test_vert_news33 import _kept, _story, add_page
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, page, processed
from vert_support import news_foot as _foot
from vert_support import news_head as _head

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}
# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}

_add = partial(add_page, PAGES)

_COOKIES_CS = ('<div id="didomi-host" class="didomi-popup"><p>Tento web používá k poskytování služeb, personalizaci '
               'reklam a analýze návštěvnosti soubory cookie.</p><button>Souhlasím</button><button>Nastavení</button>'
               '</div>')
_COOKIES_PL = ('<div class="rodo-popup"><p>Szanowny Użytkowniku, zanim przejdziesz do serwisu, prosimy o zapoznanie '
               'się z informacją o przetwarzaniu danych osobowych.</p><button>Przejdź do serwisu</button></div>')
_COOKIES_HU = ('<div class="cookie-consent"><p>Ez a weboldal sütiket használ a jobb felhasználói élmény '
               'érdekében.</p><button>Elfogadom</button></div>')
_COOKIES_DE = ('<div id="sp_message_container" class="cmp"><p>Wir verwenden Cookies und ähnliche Technologien, um '
               'Inhalte zu personalisieren und Werbung auszuspielen.</p><button>Zustimmen</button></div>')
_COOKIES_EN = ('<div id="onetrust-banner-sdk"><p>We use cookies to improve your experience and to show you relevant '
               'advertising.</p><button>Accept all cookies</button></div>')


# --- Novinky.cz-like (own CMS): perex in the header, the body cut into three containers by an ad and a teaser -----

NOVINKY_LEAD = ("Vláda ve středu schválila návrh zákona, který má od příštího roku zkrátit stavební řízení u "
                "dálnic a železnic na polovinu. Opozice mluví o oslabení práv obcí.")
NOVINKY = (
    "Podle ministra dopravy se doba od podání žádosti po vydání povolení u velkých staveb dnes pohybuje kolem sedmi "
    "let, což je v Evropě jedna z nejdelších lhůt.",
    "Nový zákon má zavést jediné řízení, ve kterém úřad rozhodne o umístění stavby i o jejím povolení najednou.",
    "Starostové obcí, přes jejichž katastry mají nové trasy vést, se obávají, že ztratí možnost se k projektům "
    "vyjádřit včas.",
    "## Kritika ze Svazu měst a obcí",
    "Svaz měst a obcí v připomínkovém řízení upozornil, že zkrácené lhůty na odvolání nemusí malé obce bez "
    "vlastních právníků stihnout.",
    "Ministerstvo slíbilo, že obcím nabídne bezplatnou právní pomoc a metodiku, jak se k záměrům vyjadřovat.",
)
_add("novinky-split", _head("Vláda schválila zrychlení staveb dálnic - Novinky", "cs",
                             "Vláda schválila zrychlení staveb dálnic", "Jana Horáková", "2026-11-25")
     + '<body>' + _COOKIES_CS + '<header class="g_header"><a href="/" class="g_logo">Novinky</a><nav><a href="/domaci">'
     'Domácí</a><a href="/zahranicni">Zahraniční</a><a href="/ekonomika">Ekonomika</a></nav></header><main>'
     '<div class="ogm-article-header"><h1 class="c_ak">Vláda schválila zrychlení staveb dálnic</h1><div '
     'class="ogm-article-author"><a href="/autor/jana-horakova" class="author-name">Jana Horáková</a><span '
     'class="time">25. 11. 2026, 14:32</span></div><p class="ogm-article-perex">' + NOVINKY_LEAD + '</p></div>'
     '<div class="ogm-article-content"><div class="mol-rich-content">' + _story(NOVINKY[:2]) + '</div>'
     '<div class="ogm-ad" data-ad="commercial"><span class="ad-label">Reklama</span><div id="ssp-zone-1"></div></div>'
     '<div class="mol-rich-content">' + _story(NOVINKY[2:4]) + '</div><div class="ogm-related-inline"><span>Čtěte '
     'také</span><a href="/clanek/domaci-obce-protestuji-40512345">Obce protestují proti nové trase D35</a></div>'
     '<div class="mol-rich-content">' + _story(NOVINKY[4:]) + '</div></div><div class="ogm-share"><button>Sdílet'
     '</button><button>Uložit</button></div><section class="ogm-discussion"><h2>Diskuze (248)</h2><a href="#">'
     'Vstoupit do diskuze</a></section></main>'
     + _foot("Borgis, a.s.", '<a href="/kontakt">Kontakt</a><a href="/soukromi">Ochrana údajů</a>'),
     "https://www.novinky.example.cz/clanek/domaci-vlada-schvalila-zrychleni-staveb-40512400",
     _kept(NOVINKY, NOVINKY_LEAD),
     ("Reklama", "Čtěte také", "Obce protestují", "Vstoupit do diskuze", "Sdílet", "Souhlasím", "soubory cookie"),
     "Jana Horáková", "2026-11-25", "cs")


# --- iROZHLAS-like (Drupal 8): a "Související" list and a block quote inside the body ------------------------------

IROZHLAS = (
    "Nemocnice v Kladně od pondělí omezí provoz dětského oddělení, protože jí chybí tři lékaři a pět sester.",
    "Ředitel nemocnice uvedl, že děti s vážnějšími obtížemi budou převážet do Motola nebo do Nemocnice Na Bulovce.",
    "Hejtmanka Středočeského kraje chce situaci řešit náborovým příspěvkem pro lékaře, kteří se zaváží v kraji "
    "pracovat alespoň pět let.",
    "Podle odborů je problém širší a týká se většiny okresních nemocnic v kraji, kde průměrný věk pediatrů "
    "přesahuje šedesát let.",
)
IROZHLAS_QUOTE = ("Nechceme oddělení zavírat, ale bez lékařů nemůžeme zaručit bezpečnou péči o nejmenší pacienty "
                  "ve dne i v noci.")
_add("irozhlas-related", _head("Kladenská nemocnice omezí dětské oddělení | iROZHLAS", "cs",
                                "Kladenská nemocnice omezí dětské oddělení", "Petr Kočí", "2026-11-24")
     + '<body class="path-node page-node-type-article">' + _COOKIES_CS + '<div class="b-header"><a href="/">iROZHLAS'
     '</a><ul class="menu"><li><a href="/zpravy-domov">Domov</a></li><li><a href="/zpravy-svet">Svět</a></li></ul>'
     '</div><main role="main"><article class="b-detail"><header class="b-detail__head"><h1>Kladenská nemocnice '
     'omezí dětské oddělení</h1><p class="meta"><span class="meta__author">Petr Kočí</span> <time datetime="'
     '2026-11-24T09:15:00+01:00">24. listopadu 2026, 9:15</time></p></header><div class="b-detail__body text-md">'
     + _story(IROZHLAS[:2]) + '<div class="b-inline-links"><h3 class="b-inline-links__title">Související</h3><ul>'
     '<li><a href="/zpravy-domov/nemocnice-benesov-porodnice_2611">Porodnice v Benešově hledá gynekology</a></li>'
     '<li><a href="/zpravy-domov/lekari-kraj-prispevek_2611">Kraj nabídne lékařům milion korun</a></li></ul></div>'
     '<blockquote class="quote"><p>' + IROZHLAS_QUOTE + '</p><cite>ředitel nemocnice Jan Novák</cite></blockquote>'
     + _story(IROZHLAS[2:]) + '</div><div class="b-detail__tags"><a href="/tema/zdravotnictvi">zdravotnictví</a>'
     '<a href="/tema/kladno">Kladno</a></div><div class="b-share"><a href="#">Sdílet na Facebooku</a><a href="#">'
     'Sdílet na X</a></div></article></main>'
     + _foot("Český rozhlas", '<a href="/o-nas">O nás</a><a href="/cookies">Cookies</a>'),
     "https://www.irozhlas.example.cz/zpravy-domov/kladno-nemocnice-detske-oddeleni_2611240915_pek",
     _kept(IROZHLAS, IROZHLAS_QUOTE),
     ("Související", "Porodnice v Benešově", "Kraj nabídne lékařům", "Sdílet na Facebooku", "Souhlasím"),
     "Petr Kočí", "2026-11-24", "cs")


# --- Onet-like (Polish portal): lead in a <div class="hyphenate lead">, "Czytaj także" and ads between <p>s --------

ONET_LEAD = ("Sejm przyjął w piątek nowelizację ustawy o transporcie zbiorowym. Samorządy dostaną więcej pieniędzy "
             "na przywracanie połączeń autobusowych w małych miejscowościach.")
ONET = (
    "Za ustawą głosowało 402 posłów, przeciw było 12, a 25 wstrzymało się od głosu. Teraz projekt trafi do Senatu.",
    "Według ministerstwa infrastruktury z rozkładów jazdy w ostatnich dwudziestu latach zniknęło ponad "
    "trzy tysiące kursów, a wiele wsi zostało bez żadnego transportu publicznego.",
    "## Dopłata do każdego kilometra",
    "Gminy i powiaty, które uruchomią nowe linie, otrzymają dopłatę w wysokości trzech złotych do każdego "
    "wozokilometra.",
    "Eksperci od transportu zwracają uwagę, że sama dopłata nie wystarczy, jeśli samorządy nie znajdą kierowców.",
)
_add("onet-czytaj", _head("Sejm przyjął ustawę o autobusach na wsi - Wiadomości", "pl",
                           "Sejm przyjął ustawę o autobusach na wsi", "Marta Nowak", "2026-11-20")
     + '<body>' + _COOKIES_PL + '<header class="header"><a href="/" class="logo">Onet</a><nav><a href="/kraj">Kraj'
     '</a><a href="/swiat">Świat</a><a href="/sport">Sport</a></nav></header><main><article class="articleDetail">'
     '<h1 class="mainTitle">Sejm przyjął ustawę o autobusach na wsi</h1><div class="authorsBox"><span '
     'class="name">Marta Nowak</span><span class="datePublished">20 listopada 2026, 16:40</span></div>'
     '<div class="hyphenate lead">' + ONET_LEAD + '</div><div class="articleBody">'
     + _story(ONET, {0: '<div class="adBox"><span>Reklama</span><div class="ad-slot"></div></div>',
                     1: '<p class="czytajTakze"><strong>Czytaj także:</strong> <a href="/kraj/pkp-intercity-nowy-'
                        'rozklad/abc123">Nowy rozkład PKP Intercity. Co się zmieni?</a></p>'},
              p='<p class="hyphenate">')
     + '</div><div class="socialBox"><a href="#">Udostępnij</a><a href="#">Skomentuj</a></div><div '
     'class="recommended"><h2>Polecane</h2><a href="/1">Pogoda na weekend: przymrozki w całym kraju</a></div>'
     '</article></main>' + _foot("Ringier Axel Springer Polska", '<a href="/regulamin">Regulamin</a>'),
     "https://wiadomosci.onet.example.pl/kraj/sejm-przyjal-ustawe-o-autobusach/x7k2m9p",
     _kept(ONET, ONET_LEAD),
     ("Reklama", "Czytaj także", "Nowy rozkład PKP", "Udostępnij", "Polecane", "Pogoda na weekend",
      "Przejdź do serwisu"),
     "Marta Nowak", "2026-11-20", "pl")


# --- WP.pl-like interview: questions in <strong> paragraphs ------------------------------------------------------

WP_LEAD = ("O tym, dlaczego młodzi lekarze wyjeżdżają z Polski i co mogłoby ich zatrzymać, rozmawiamy z prof. Anną "
           "Wiśniewską, kierowniczką kliniki pediatrii w Lublinie.")
WP = (
    "Pani Profesor, ilu absolwentów z Pani uczelni wyjechało w ostatnim roku za granicę?",
    "Z mojego rocznika wyjechała mniej więcej jedna piąta. Najczęściej do Niemiec i Skandynawii, gdzie na start "
    "dostają dwa razy wyższe pensje i normalny grafik dyżurów.",
    "Czy pieniądze są najważniejsze?",
    "Nie tylko. Młodzi ludzie mówią mi przede wszystkim o szacunku i o tym, że chcą mieć czas dla rodziny. "
    "Tutaj wielu z nich pracuje na trzech etatach.",
    "Co powinno się zmienić najpierw?",
    "Limit godzin pracy powinien być przestrzegany naprawdę, a nie tylko na papierze. To kosztuje, ale "
    "wyjazd każdego lekarza kosztuje państwo znacznie więcej.",
)
_add("wp-interview", _head("Prof. Wiśniewska: Młodzi lekarze chcą szacunku - WP Wiadomości", "pl",
                            "Prof. Wiśniewska: Młodzi lekarze chcą szacunku", "Tomasz Zieliński", "2026-11-18")
     + '<body>' + _COOKIES_PL + '<div class="wp-header"><a href="/">Wirtualna Polska</a><nav><a href="/">Poczta'
     '</a><a href="/wiadomosci">Wiadomości</a></nav></div><main><article><h1>Prof. Wiśniewska: Młodzi lekarze chcą '
     'szacunku</h1><div class="article-info"><a href="/autor/tomasz-zielinski" rel="author">Tomasz Zieliński</a> '
     '<time datetime="2026-11-18T07:00:00+01:00">18.11.2026 07:00</time></div><div class="article-lead"><p>'
     + WP_LEAD + '</p></div><div class="article-body">'
     + "".join(f'<p><strong>{t}</strong></p>' if t.endswith("?") else f'<p>{t}</p>' for t in WP[:4])
     + '<div class="wp-ad"><span>Dalsza część artykułu pod materiałem wideo</span><div class="video-player"></div>'
     '</div>' + "".join(f'<p><strong>{t}</strong></p>' if t.endswith("?") else f'<p>{t}</p>' for t in WP[4:])
     + '</div><div class="article-tags"><span>Tagi:</span><a href="/tag/lekarze">lekarze</a><a href="/tag/emigracja">'
     'emigracja</a></div><div class="comments-cta"><a href="#">Zobacz komentarze (96)</a></div></article></main>'
     + _foot("Wirtualna Polska Media S.A.", '<a href="/polityka-prywatnosci">Polityka prywatności</a>'),
     "https://wiadomosci.wp.example.pl/prof-wisniewska-mlodzi-lekarze-chca-szacunku-6981234567",
     _kept(WP, WP_LEAD),
     ("Dalsza część artykułu pod materiałem wideo", "Tagi:", "Zobacz komentarze", "Przejdź do serwisu"),
     "Tomasz Zieliński", "2026-11-18", "pl")


# --- Gazeta.pl-like live relay: entries with their times ---------------------------------------------------------

GAZETA_ENTRIES = (
    ("18:42", "Prezydent zapowiedział, że podpisze ustawę budżetową jeszcze przed świętami, jeśli Senat nie "
              "wprowadzi do niej poprawek."),
    ("17:15", "W Senacie trwa debata nad budżetem. Opozycja złożyła dwadzieścia poprawek dotyczących wydatków na "
              "ochronę zdrowia."),
    ("15:03", "Minister finansów przekonywał senatorów, że deficyt nie przekroczy czterech i pół procent PKB."),
)
GAZETA_LEAD = "Senat zajmuje się dziś ustawą budżetową na przyszły rok. Śledzimy obrady na bieżąco."
_add("gazeta-relacja", _head("Budżet w Senacie. Relacja na żywo - Wiadomości Gazeta.pl", "pl",
                              "Budżet w Senacie. Relacja na żywo", "Katarzyna Lewandowska", "2026-12-01",
                              "LiveBlogPosting")
     + '<body>' + _COOKIES_PL + '<header><a href="/">Gazeta.pl</a><nav><a href="/kraj">Kraj</a><a href="/swiat">Świat'
     '</a></nav></header><main><div id="article"><h1 id="article_title">Budżet w Senacie. Relacja na żywo</h1>'
     '<div class="article_author">Katarzyna Lewandowska</div><span class="article_date"><time datetime="2026-12-01">'
     '01.12.2026 15:00</time></span><div id="gazeta_article_lead">' + GAZETA_LEAD + '</div><div '
     'class="relation_entries">'
     + "".join(f'<div class="relation_entry"><span class="entry_time">{t}</span><div class="entry_content"><p>{x}'
               f'</p></div><div class="entry_share"><a href="#">Udostępnij</a></div></div>' for t, x in GAZETA_ENTRIES)
     + '</div><button class="load_more">Pokaż starsze wpisy</button></div><aside class="right_column"><h3>Najnowsze'
     '</h3><a href="/1">Wichury na Pomorzu. Tysiące domów bez prądu</a></aside></main>'
     + _foot("Agora S.A.", '<a href="/prywatnosc">Prywatność</a>'),
     "https://wiadomosci.gazeta.example.pl/wiadomosci/7,114884,31456789,budzet-w-senacie-relacja.html",
     _kept([x for _, x in GAZETA_ENTRIES], GAZETA_LEAD),
     ("Pokaż starsze wpisy", "Najnowsze", "Wichury na Pomorzu", "Udostępnij"),
     "Katarzyna Lewandowska", "2026-12-01", "pl")


# --- Index.hu-like: lead in the header, crossheads, a "Kapcsolódó" box inside the body ------------------------------

INDEX_LEAD = ("Jövő januártól emelkedik a minimálbér és a garantált bérminimum, a kormány és a szakszervezetek "
              "kedden írták alá a megállapodást.")
INDEX = (
    "A megállapodás szerint a minimálbér tizenegy, a garantált bérminimum hét százalékkal nő, ami a legnagyobb "
    "emelés az elmúlt három évben.",
    "A munkaadói szervezetek szerint a kisvállalkozások egy része nehezen tudja majd kigazdálkodni a magasabb "
    "béreket, ezért adókedvezményt kérnek.",
    "## Mit jelent ez a fizetésekben?",
    "Egy minimálbéren foglalkoztatott dolgozó nettó keresése havonta mintegy huszonegyezer forinttal lesz "
    "magasabb januártól.",
    "A szakszervezetek elégedettek, de hangsúlyozták, hogy a régiók közötti bérkülönbségeken ez az emelés nem "
    "segít.",
)
_add("index-kapcsolodo", _head("Megvan a megállapodás, jelentősen nő a minimálbér - Index", "hu",
                                "Megvan a megállapodás, jelentősen nő a minimálbér", "Kovács Péter", "2026-11-17")
     + '<body>' + _COOKIES_HU + '<header class="header"><a href="/" class="logo">Index</a><nav><a href="/belfold">'
     'Belföld</a><a href="/kulfold">Külföld</a><a href="/gazdasag">Gazdaság</a></nav></header><main><div '
     'class="content-title"><h1>Megvan a megállapodás, jelentősen nő a minimálbér</h1><div class="lead">'
     + INDEX_LEAD + '</div><div class="szerzo"><a href="/szerzo/kovacs_peter">Kovács Péter</a> <span '
     'class="datum">2026.11.17. 11:24</span></div></div><div class="cikk-torzs">'
     + _story(INDEX, {1: '<div class="kapcsolodo"><h4>Kapcsolódó</h4><a href="/gazdasag/2026/11/10/inflacio/">'
                         'Lassult az infláció októberben</a><a href="/gazdasag/2026/11/03/adok/">Ezek az adók '
                         'változnak jövőre</a></div>',
                      3: '<div class="hirdetes"><span>Hirdetés</span></div>'})
     + '</div><div class="social-share"><a href="#">Megosztás</a></div><div class="cimkek"><a href="/cimke/'
     'minimalber">minimálbér</a></div></main>' + _foot("Index.hu Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://index.example.hu/gazdasag/2026/11/17/minimalber-emeles-megallapodas/",
     _kept(INDEX, INDEX_LEAD),
     ("Kapcsolódó", "Lassult az infláció", "Ezek az adók", "Hirdetés", "Megosztás", "Elfogadom"),
     "Kovács Péter", "2026-11-17", "hu")


# --- 444-like: bare text between <br><br> in one <div> -----------------------------------------------------------

NEGY = (
    "A fővárosi közgyűlés szerdán megszavazta, hogy a Lánchíd jövő nyártól végleg csak gyalogosok, kerékpárosok "
    "és a buszok számára lesz nyitva.",
    "A döntést hosszú vita előzte meg, az ellenzéki képviselők szerint a budai oldalon élők számára ez "
    "elfogadhatatlan kerülőt jelent.",
    "A főpolgármester azt mondta, hogy a forgalomszámlálások alapján a hídon átkelő autók negyven százaléka csak "
    "átmenő forgalom.",
    "A határozat végrehajtására a városvezetés félmilliárd forintot különített el a jövő évi költségvetésben.",
)
_add("negy-br", _head("Végleg lezárják a Lánchidat az autók elől - 444", "hu",
                       "Végleg lezárják a Lánchidat az autók elől", "Szabó Dóra", "2026-11-12")
     + '<body>' + _COOKIES_HU + '<header><a href="/">444</a><nav><a href="/category/politika">Politika</a></nav>'
     '</header><main><article class="post"><h1>Végleg lezárják a Lánchidat az autók elől</h1><div class="byline">'
     '<a href="/author/szabodora">Szabó Dóra</a> <time datetime="2026-11-12T13:05:00+01:00">2026. november 12.'
     '</time></div><div class="post-content">' + "<br><br>".join(NEGY) + '</div><div class="support-box"><p>Ha '
     'tetszett a cikk, támogasd a 444-et!</p><a href="/tamogatas">Támogatom</a></div></article></main>'
     + _foot("Magyar Jeti Zrt.", '<a href="/adatvedelem">Adatvédelem</a>'),
     "https://444.example.hu/2026/11/12/vegleg-lezarjak-a-lanchidat",
     _kept(NEGY), ("Ha tetszett a cikk", "Támogatom", "Elfogadom"),
     "Szabó Dóra", "2026-11-12", "hu")


# --- Telex-like live blog (Hungarian): entries with times and headings -------------------------------------------

TELEX_ENTRIES = (
    ("14:52", "Kinyitott a Szentendrei úti ideiglenes híd", "A rendőrség közölte, hogy a torlódás megszűnt, a "
              "forgalom mindkét irányban zavartalanul halad a hídon."),
    ("13:30", "Harmincezer háztartásban nincs áram", "Az áramszolgáltató szerint a szerelők estig a legtöbb "
              "helyen helyreállítják az ellátást, de néhány faluban csak holnapra végeznek."),
)
_add("telex-elo", _head("Vihar Magyarországon – percről percre | Telex", "hu",
                         "Vihar Magyarországon – percről percre", "Tóth Gergely", "2026-11-09", "LiveBlogPosting")
     + '<body>' + _COOKIES_HU + '<header><a href="/">Telex</a><nav><a href="/belfold">Belföld</a></nav></header>'
     '<main><article class="article"><h1>Vihar Magyarországon – percről percre</h1><div class="article_author">'
     '<a href="/szerzo/toth-gergely">Tóth Gergely</a><span class="article_date">2026. november 9. – 15:10</span>'
     '</div><div class="article-html-content">'
     + "".join(f'<div class="liveblog-entry"><div class="liveblog-entry__time">{t}</div><h2>{h}</h2><p>{x}</p>'
               '<div class="liveblog-entry__share"><a href="#">Link másolása</a></div></div>'
               for t, h, x in TELEX_ENTRIES)
     + '</div><div class="article-support"><p>A Telexet az olvasói tartják el.</p><a href="/tamogatas">Támogatom'
     '</a></div></article></main>' + _foot("Telex", '<a href="/impresszum">Impresszum</a>'),
     "https://telex.example.hu/belfold/2026/11/09/vihar-percrol-percre",
     (*(x for _, _, x in TELEX_ENTRIES), *(h for _, h, _ in TELEX_ENTRIES)),
     ("Link másolása", "az olvasói tartják el", "Elfogadom"),
     "Tóth Gergely", "2026-11-09", "hu")


# --- SME.sk-like: paragraphs as <div class="artemis-text"> with inline "Prečítajte si aj" -------------------------

SME = (
    "Bratislavský samosprávny kraj od januára zavedie nové autobusové linky medzi Senecom a Pezinkom, ktoré majú "
    "uľahčiť cestovanie do práce.",
    "Spoje budú premávať v pracovné dni každú polhodinu, cez víkend raz za hodinu.",
    "Podľa župana ide o odpoveď na sťažnosti ľudí z obcí, ktoré zostali bez priameho spojenia s okresnými mestami.",
    "Kraj na nové linky vyčlenil z rozpočtu dva milióny eur ročne a dopravcu vyberie v otvorenej súťaži.",
)
_add("sme-div", _head("Medzi Sencom a Pezinkom budú jazdiť nové autobusy - SME", "sk",
                       "Medzi Sencom a Pezinkom budú jazdiť nové autobusy", "Lukáš Baláž", "2026-11-22")
     + '<body><div class="cookie-bar"><p>Používame cookies.</p><button>Súhlasím</button></div><header><a href="/">'
     'SME</a><nav><a href="/domov">Domov</a><a href="/svet">Svet</a></nav></header><main><article><h1 '
     'class="article-heading">Medzi Sencom a Pezinkom budú jazdiť nové autobusy</h1><div class="article-author">'
     '<a href="/autori/balaz">Lukáš Baláž</a><span class="article-date">22. nov 2026 o 10:05</span></div>'
     '<div class="article-body">'
     + f'<div class="artemis-text">{SME[0]}</div><div class="artemis-text">{SME[1]}</div>'
     '<div class="artemis-promo"><strong>Prečítajte si aj:</strong> <a href="/c/2340011">Cestujúci sa sťažujú na '
     'meškanie vlakov</a></div>'
     + f'<div class="artemis-text">{SME[2]}</div><div class="artemis-ad"><span>Reklama</span></div>'
     f'<div class="artemis-text">{SME[3]}</div>'
     '</div><div class="article-share"><a href="#">Zdieľať</a></div></article></main>'
     + _foot("Petit Press, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://bratislava.sme.example.sk/c/23400987/medzi-sencom-a-pezinkom-budu-jazdit-nove-autobusy.html",
     _kept(SME), ("Prečítajte si aj", "Cestujúci sa sťažujú", "Reklama", "Zdieľať", "Súhlasím"),
     "Lukáš Baláž", "2026-11-22", "sk")


# --- Aktuality.sk-like interview: <p><strong>question</strong></p>, a numbered list in an answer ------------------

AKTUALITY_LEAD = "Hovorili sme s hydrologičkou Zuzanou Hudecovou o tom, prečo na Slovensku ubúda podzemnej vody."
AKTUALITY = (
    "Aké sú hlavné dôvody, prečo hladina podzemnej vody klesá?",
    "Ide o kombináciu viacerých faktorov. Najdôležitejšie sú tri:",
)
AKTUALITY_LIST = (
    "menej snehu v zime, ktorý by pomaly doplňoval zásoby,",
    "rýchly odtok dažďovej vody z miest a odvodnených polí,",
    "rastúca spotreba vody v priemysle a poľnohospodárstve.",
)
AKTUALITY_END = (
    "Čo s tým môžu urobiť obce?",
    "Môžu zadržiavať vodu v krajine, obnovovať mokrade a pri nových stavbách vyžadovať, aby dažďová voda "
    "zostala na pozemku.",
)
_add("aktuality-interview", _head("Hydrologička: Podzemnej vody bude ubúdať | Aktuality.sk", "sk",
                                   "Hydrologička: Podzemnej vody bude ubúdať", "Martin Kováč", "2026-11-15")
     + '<body><header><a href="/">Aktuality.sk</a><nav><a href="/spravy/">Správy</a></nav></header><main><article>'
     '<h1>Hydrologička: Podzemnej vody bude ubúdať</h1><div class="article-perex"><p>' + AKTUALITY_LEAD + '</p>'
     '</div><div class="article-meta"><span class="author">Martin Kováč</span><span class="date">15. novembra '
     '2026 7:00</span></div><div class="fulltext">'
     f'<p><strong>{AKTUALITY[0]}</strong></p><p>{AKTUALITY[1]}</p><ol>'
     + "".join(f"<li>{t}</li>" for t in AKTUALITY_LIST)
     + f'</ol><div class="newsletter-box"><h3>Newsletter Aktuality</h3><p>Prihláste sa na odber a dostávajte '
     f'najdôležitejšie správy dňa.</p><form><input type="email"><button>Prihlásiť</button></form></div>'
     f'<p><strong>{AKTUALITY_END[0]}</strong></p><p>{AKTUALITY_END[1]}</p>'
     '</div></article></main>' + _foot("Ringier Slovakia Media", '<a href="/ochrana">Ochrana súkromia</a>'),
     "https://www.aktuality.example.sk/clanok/hydrologicka-podzemnej-vody-bude-ubudat/",
     _kept((*AKTUALITY, *AKTUALITY_LIST, *AKTUALITY_END), AKTUALITY_LEAD),
     ("Newsletter Aktuality", "Prihláste sa na odber", "Prihlásiť"),
     "Martin Kováč", "2026-11-15", "sk")


# --- Spiegel-like paywalled article: the free part in the page, the rest behind "Jetzt weiterlesen" ----------------

SPIEGEL_LEAD = ("Die Bahn will bis 2030 mehr als tausend Brücken erneuern. Intern warnen Ingenieure, dass das "
                "Personal dafür fehlt.")
SPIEGEL = (
    "Es ist ein Papier, das in der Konzernzentrale am Potsdamer Platz für Unruhe sorgt: Auf zwölf Seiten listen "
    "die Fachleute der Netzsparte auf, welche Bauwerke in den kommenden Jahren dringend saniert werden müssen.",
    "Der Befund ist deutlich. Mehr als ein Drittel der Eisenbahnbrücken im Land ist älter als hundert Jahre, viele "
    "davon gelten als nur noch eingeschränkt belastbar.",
)
_add("spiegel-paywall", _head("Deutsche Bahn: Ingenieure warnen vor Brücken-Desaster - DER SPIEGEL", "de",
                               "Deutsche Bahn: Ingenieure warnen vor Brücken-Desaster", "Gerald Traufetter",
                               "2026-11-19")
     + '<body>' + _COOKIES_DE + '<header><a href="/">DER SPIEGEL</a><nav><a href="/politik/">Politik</a><a '
     'href="/wirtschaft/">Wirtschaft</a></nav></header><main><article><header><h1><span class="kicker">Deutsche '
     'Bahn</span> <span class="headline">Ingenieure warnen vor Brücken-Desaster</span></h1><div class="leadtext">'
     + SPIEGEL_LEAD + '</div><div class="authors">Von <a href="/impressum/autor-1">Gerald Traufetter</a></div><time '
     'datetime="2026-11-19 18:00:00">19.11.2026, 18.00 Uhr</time></header><section class="article-section">'
     '<div class="RichText">' + _story(SPIEGEL) + '</div></section><div data-area="paywall" class="paywall-teaser">'
     '<h2>Jetzt weiterlesen mit SPIEGEL+</h2><p>Mehr Perspektiven, mehr verstehen. Freier Zugang zu allen Artikeln, '
     'Videos, Audioinhalten und Podcasts.</p><a href="/abo">Jetzt für 1 € testen</a></div></article></main>'
     + _foot("DER SPIEGEL GmbH & Co. KG", '<a href="/impressum">Impressum</a>'),
     "https://www.spiegel.example.de/wirtschaft/deutsche-bahn-ingenieure-warnen-a-8f1c2d3e",
     _kept(SPIEGEL, SPIEGEL_LEAD),
     ("Jetzt weiterlesen", "Mehr Perspektiven", "Jetzt für 1 € testen", "Zustimmen"),
     "Gerald Traufetter", "2026-11-19", "de")


# --- Süddeutsche-like: a fact box and a table among the paragraphs ------------------------------------------------

SZ = (
    "Die Mieten in München sind im dritten Quartal erneut gestiegen, allerdings langsamer als in den Jahren zuvor.",
    "Das geht aus dem Mietspiegel hervor, den das Sozialreferat am Montag vorgestellt hat.",
    "## Wo es am teuersten ist",
    "Am stärksten zogen die Preise in den Stadtvierteln mit guter U-Bahn-Anbindung an, während sie in den "
    "Randlagen fast stagnierten.",
    "Der Mieterverein fordert, die Mietpreisbremse auf weitere Gemeinden im Umland auszuweiten.",
)
SZ_BOX = ("Die ortsübliche Vergleichsmiete wird alle zwei Jahre erhoben und dient Gerichten als Maßstab, wenn "
          "Vermieter die Miete erhöhen wollen.")
_add("sz-factbox", _head("Mietspiegel München: Mieten steigen langsamer - Süddeutsche Zeitung", "de",
                          "Mietspiegel München: Mieten steigen langsamer", "Anna Hoben", "2026-11-16")
     + '<body>' + _COOKIES_DE + '<header><a href="/">Süddeutsche Zeitung</a><nav><a href="/muenchen">München</a>'
     '</nav></header><main><article><h1>Mietspiegel München: Mieten steigen langsamer</h1><p class="author">'
     '<a href="/autoren/anna-hoben">Anna Hoben</a></p><time datetime="2026-11-16T16:12:00+01:00">16. November '
     '2026, 16:12 Uhr</time><div itemprop="articleBody">'
     + _story(SZ, {1: '<aside class="infobox"><h3>Was ist der Mietspiegel?</h3><p>' + SZ_BOX + '</p></aside>',
                   3: '<div class="sz-teaser"><span>Lesen Sie mehr zum Thema</span><a href="/muenchen/wohnen-1">'
                      'Wohnen in München: Die große Umfrage</a></div>'})
     + '</div><div class="sz-share"><a href="#">Teilen</a><a href="#">Feedback</a></div></article></main>'
     + _foot("Süddeutsche Zeitung GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.sueddeutsche.example.de/muenchen/mietspiegel-muenchen-mieten-1.7123456",
     _kept(SZ, SZ_BOX, "Was ist der Mietspiegel?"),
     ("Lesen Sie mehr zum Thema", "Die große Umfrage", "Teilen", "Feedback", "Zustimmen"),
     "Anna Hoben", "2026-11-16", "de")


# --- FAZ-like print version (?printPagedArticle=true): plain layout, no site chrome but a print button -------------

FAZ = (
    "Die Europäische Zentralbank hat den Leitzins zum dritten Mal in Folge unverändert gelassen.",
    "Die Notenbanker verwiesen auf die hartnäckig hohe Inflation im Dienstleistungssektor, die sich nur langsam "
    "zurückbilde.",
    "Ökonomen rechnen frühestens im Frühjahr mit einer Senkung, sofern die Lohnabschlüsse moderat ausfallen.",
)
_add("faz-print", _head("EZB lässt Leitzins unverändert", "de", "EZB lässt Leitzins unverändert", "Christian "
                        "Siedenbiedel", "2026-11-13")
     + '<body class="print"><div class="print-header"><img src="/img/faz-logo.svg" alt="Frankfurter Allgemeine">'
     '<a href="javascript:window.print()">Drucken</a></div><div class="print-article"><h1>EZB lässt Leitzins '
     'unverändert</h1><p class="print-meta">Von Christian Siedenbiedel, Frankfurt · Aktualisiert am 13.11.2026 '
     '· 16:45</p>' + _story(FAZ) + '<p class="print-url">Quelle: F.A.Z. https://www.faz.example.net/aktuell/'
     'finanzen/ezb-leitzins-110012345.html</p><p class="print-copyright">© Frankfurter Allgemeine Zeitung GmbH '
     '2026. Alle Rechte vorbehalten.</p></div></body></html>',
     "https://www.faz.example.net/aktuell/finanzen/ezb-leitzins-110012345.html?printPagedArticle=true",
     _kept(FAZ), ("Drucken", "Alle Rechte vorbehalten"),
     "Christian Siedenbiedel", "2026-11-13", "de")


# --- Tagesschau-like live ticker (German): entries with times in <h2>, a "Zum Liveblog" frame ----------------------

TICKER = (
    ("16:20 Uhr", "Bundestag beschließt Wehrdienstgesetz", "Der Bundestag hat das neue Wehrdienstgesetz mit den "
                  "Stimmen der Koalition beschlossen. Die Opposition kündigte eine Klage an."),
    ("15:48 Uhr", "Debatte hat begonnen", "Die Verteidigungsministerin verteidigte im Plenum den freiwilligen "
                  "Charakter des Dienstes und warb um junge Freiwillige."),
)
_add("tagesschau-ticker", _head("Liveblog: Bundestag stimmt über Wehrdienst ab | tagesschau.de", "de",
                                 "Liveblog: Bundestag stimmt über Wehrdienst ab", "Lisa Weiß", "2026-11-27",
                                 "LiveBlogPosting")
     + '<body>' + _COOKIES_DE + '<header><a href="/">tagesschau</a><nav><a href="/inland">Inland</a></nav></header>'
     '<main><article class="container content-wrapper"><h1><span class="seitenkopf__topline">Liveblog</span> '
     '<span class="seitenkopf__headline">Bundestag stimmt über Wehrdienst ab</span></h1><p class="metatextline">'
     'Stand: 27.11.2026 16:20 Uhr</p><div class="liveblog">'
     + "".join(f'<div class="liveblog__entry"><h2 class="meldung__subhead"><span class="liveblog__time">{t}</span> '
               f'{h}</h2><p class="textabsatz">{x}</p><p class="textabsatz autorzeile">Lisa Weiß, ARD Berlin</p>'
               '</div>' for t, h, x in TICKER)
     + '</div><div class="teaser-absatz"><a href="/inland/wehrdienst-100.html">Mehr zum Thema: Was das neue Gesetz '
     'vorsieht</a></div></article></main>' + _foot("ARD-aktuell", '<a href="/impressum">Impressum</a>'),
     "https://www.tagesschau.example.de/inland/liveblog-wehrdienst-100.html",
     tuple(x for _, _, x in TICKER),
     ("Mehr zum Thema", "Zustimmen"),
     "", "2026-11-27", "de")


# --- Rheinische-Post-like article: paragraphs are <div>s with a newsletter box and a "Lesen Sie auch" box -----------

RP = (
    "Die Stadt Düsseldorf lässt ab Montag die Theodor-Heuss-Brücke für sechs Wochen in Richtung Innenstadt sperren.",
    "Grund sind Arbeiten an den Dehnungsfugen, die nach Angaben des Amts für Verkehrsmanagement nicht länger "
    "aufgeschoben werden können.",
    "Pendler aus dem linksrheinischen Stadtgebiet sollen auf die Rheinkniebrücke ausweichen oder die Stadtbahn "
    "nutzen, deren Takt verdichtet wird.",
    "Die Industrie- und Handelskammer kritisierte, dass die Sperrung mitten ins Weihnachtsgeschäft falle.",
)
_add("rp-divs", _head("Düsseldorf: Theodor-Heuss-Brücke wird gesperrt", "de",
                       "Düsseldorf: Theodor-Heuss-Brücke wird gesperrt", "Nicole Lange", "2026-11-21")
     + '<body>' + _COOKIES_DE + '<header><a href="/">RP ONLINE</a><nav><a href="/nrw/staedte/duesseldorf/">Düsseldorf'
     '</a></nav></header><main><article class="park-article"><h1>Düsseldorf: Theodor-Heuss-Brücke wird gesperrt</h1>'
     '<div class="park-article__meta"><span class="park-author">Nicole Lange</span><time datetime="2026-11-21T12:00:'
     '00+01:00">21. November 2026 um 12:00 Uhr</time></div><div class="park-article-content">'
     + f'<div class="text">{RP[0]}</div><div class="text">{RP[1]}</div>'
     '<div class="park-newsletter"><h3>Newsletter Düsseldorf</h3><p>Das Wichtigste aus Ihrer Stadt jeden Morgen '
     'in Ihrem Postfach.</p><a href="/newsletter">Jetzt anmelden</a></div>'
     + f'<div class="text">{RP[2]}</div><div class="park-teaser"><span>Lesen Sie auch</span><a href="/1">Stau auf '
     f'der A46: Das müssen Pendler wissen</a></div><div class="text">{RP[3]}</div>'
     '</div></article></main>' + _foot("Rheinische Post Verlagsgesellschaft", '<a href="/impressum">Impressum</a>'),
     "https://rp-online.example.de/nrw/staedte/duesseldorf/theodor-heuss-bruecke-gesperrt_aid-123456789",
     _kept(RP), ("Newsletter Düsseldorf", "jeden Morgen", "Jetzt anmelden", "Lesen Sie auch", "Stau auf der A46"),
     "Nicole Lange", "2026-11-21", "de")


# --- Drupal 7 local paper (German): field-name-body, a block quote, a gallery of captions under it --------------

DRUPAL = (
    "Der Gemeinderat von Kirchheim hat am Donnerstagabend einstimmig beschlossen, das alte Hallenbad zu sanieren "
    "statt es abzureißen.",
    "Die Kosten werden auf knapp vier Millionen Euro geschätzt, ein Drittel davon soll aus Fördermitteln des Landes "
    "kommen.",
    "Vor der Sitzung hatten mehr als zweihundert Bürgerinnen und Bürger vor dem Rathaus für den Erhalt demonstriert.",
)
DRUPAL_QUOTE = "Das Bad ist für unsere Vereine und die Schulen unverzichtbar, das hat die Debatte klar gezeigt."
_add("drupal7-local", _head("Hallenbad wird saniert | Kirchheimer Anzeiger", "de", "Hallenbad wird saniert",
                             "Markus Brenner", "2026-11-14")
     + '<body class="html not-front page-node node-type-article">' + _COOKIES_DE + '<div id="page-wrapper"><div '
     'id="header"><a href="/" id="logo">Kirchheimer Anzeiger</a><div class="region region-navigation"><ul '
     'class="menu"><li><a href="/lokales">Lokales</a></li><li><a href="/sport">Sport</a></li></ul></div></div><div '
     'id="main"><h1 class="title" id="page-title">Hallenbad wird saniert</h1><div class="node node-article">'
     '<div class="submitted"><span class="username">Markus Brenner</span> | 14.11.2026</div><div class="field '
     'field-name-body field-type-text-with-summary"><div class="field-items"><div class="field-item even">'
     + _story(DRUPAL[:2]) + f'<blockquote><p>{DRUPAL_QUOTE}</p></blockquote>' + _story(DRUPAL[2:])
     + '</div></div></div><div class="field field-name-field-tags"><div class="field-label">Schlagworte:&nbsp;</div>'
     '<a href="/tags/hallenbad">Hallenbad</a></div><ul class="links inline"><li class="comment-add"><a '
     'href="/comment/reply/4512">Kommentar hinzufügen</a></li><li class="print_html"><a href="/print/4512">'
     'Druckversion</a></li></ul></div></div><div id="sidebar-second"><div class="block"><h2>Meistgelesen</h2><ul>'
     '<li><a href="/1">Neue Ampel an der Hauptstraße</a></li></ul></div></div></div>'
     + _foot("Kirchheimer Anzeiger", '<a href="/impressum">Impressum</a>'),
     "https://www.kirchheimer-anzeiger.example.de/lokales/hallenbad-wird-saniert",
     _kept(DRUPAL, DRUPAL_QUOTE),
     ("Schlagworte", "Kommentar hinzufügen", "Druckversion", "Meistgelesen", "Neue Ampel"),
     "Markus Brenner", "2026-11-14", "de")


# --- Joomla 3 town news (Czech): item-page, article-info <dl>, text as <p> and <br> --------------------------------

JOOMLA = (
    "Městský úřad oznamuje, že od 1. prosince bude zahájena rekonstrukce chodníku v ulici Palackého.",
    "Práce potrvají přibližně šest týdnů a budou probíhat po úsecích, aby byl zachován přístup do všech domů.",
    "Občany prosíme o trpělivost a o dodržování dočasného dopravního značení.",
    "Bližší informace podá odbor investic na telefonním čísle 321 654 987.",
)
_add("joomla-town", _head("Rekonstrukce chodníku v ulici Palackého - Město Libčany", "cs",
                           "Rekonstrukce chodníku v ulici Palackého", "Pavla Svobodová", "2026-11-28")
     + '<body class="site com_content view-article">' + _COOKIES_CS + '<div class="body"><div class="container">'
     '<header class="header"><a class="brand" href="/">Město Libčany</a></header><nav class="navigation"><ul '
     'class="nav menu"><li><a href="/">Úvod</a></li><li><a href="/aktuality">Aktuality</a></li><li><a href="/urad">'
     'Úřad</a></li></ul></nav><main id="content"><div class="item-page" itemscope itemtype="https://schema.org/'
     'Article"><div class="page-header"><h2 itemprop="headline">Rekonstrukce chodníku v ulici Palackého</h2></div>'
     '<dl class="article-info muted"><dt class="article-info-term">Podrobnosti</dt><dd class="createdby" '
     'itemprop="author"><span itemprop="name">Pavla Svobodová</span></dd><dd class="published"><time datetime="'
     '2026-11-28T09:00:00+01:00" itemprop="datePublished">Zveřejněno: 28. listopad 2026</time></dd><dd '
     'class="hits">Zobrazeno: 214</dd></dl><div itemprop="articleBody">'
     f'<p>{JOOMLA[0]}<br><br>{JOOMLA[1]}</p><p>{JOOMLA[2]}</p><p>{JOOMLA[3]}</p>'
     '</div><ul class="pager pagenav"><li class="previous"><a href="/aktuality/1">&lt; Předchozí</a></li><li '
     'class="next"><a href="/aktuality/3">Další &gt;</a></li></ul></div></main></div></div>'
     + _foot("Město Libčany", '<a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a>'),
     "https://www.libcany.example.cz/aktuality/152-rekonstrukce-chodniku-v-ulici-palackeho",
     _kept(JOOMLA), ("Podrobnosti", "Zobrazeno", "Předchozí", "Další", "Souhlasím"),
     "Pavla Svobodová", "2026-11-28", "cs")


# --- custom PHP regional weekly (Czech) laid out in tables: text in <td class="text"> with <br><br> ---------------

PHP = (
    "Zastupitelé Horní Lhoty na svém posledním zasedání schválili rozpočet obce na příští rok ve výši dvaceti "
    "osmi milionů korun.",
    "Největší část peněz půjde na dostavbu kanalizace v místní části Zahrádky a na opravu střechy mateřské školy.",
    "Starosta obce uvedl, že obec požádá o dotaci z ministerstva zemědělství, bez které by kanalizaci nedokončila.",
    "Rozpočet je schodkový, chybějící tři miliony korun obec uhradí z úspor z minulých let.",
)
_add("php-tables", _head("Horní Lhota schválila rozpočet | Valašský týdeník", "cs",
                          "Horní Lhota schválila rozpočet", "Radek Mikulík", "2026-11-26")
     + '<body bgcolor="#ffffff"><table width="980" align="center" cellpadding="0" cellspacing="0"><tr><td '
     'colspan="2" class="hlavicka"><a href="index.php"><img src="img/logo.gif" alt="Valašský týdeník"></a></td></tr>'
     '<tr><td width="180" valign="top" class="menu"><a href="index.php?rubrika=1">Zpravodajství</a><br><a '
     'href="index.php?rubrika=2">Sport</a><br><a href="index.php?rubrika=3">Kultura</a><br><a href="inzerce.php">'
     'Inzerce</a></td><td valign="top"><table width="100%"><tr><td class="nadpis"><h1>Horní Lhota schválila '
     'rozpočet</h1></td></tr><tr><td class="datum">26.11.2026 | Autor: Radek Mikulík</td></tr><tr><td class="text">'
     + "<br><br>".join(PHP) + '</td></tr><tr><td class="tisk"><a href="tisk.php?id=4512">Verze pro tisk</a> | <a '
     'href="poslat.php?id=4512">Poslat e-mailem</a></td></tr></table></td></tr><tr><td colspan="2" class="paticka">'
     '© 2026 Valašský týdeník, všechna práva vyhrazena | <a href="kontakt.php">Kontakt</a></td></tr></table>'
     '</body></html>',
     "https://www.valasskytydenik.example.cz/clanek.php?id=4512",
     _kept(PHP), ("Verze pro tisk", "Poslat e-mailem", "Inzerce", "všechna práva vyhrazena"),
     "Radek Mikulík", "2026-11-26", "cs")


# --- Guardian-like opinion column with an author box (bio, follow link) after the text -----------------------------

OPINION = (
    "Every winter the same argument returns: the trains are late, the platforms are crowded and someone proposes "
    "that the answer is yet another review of the franchise system.",
    "But the problem is not how the railways are owned. It is that for thirty years we have spent less on "
    "maintaining the track than it loses to wear each year.",
    "We cannot fix that with a new logo on the carriages. We need a ten-year budget that no chancellor can raid "
    "when the numbers look tight.",
    "Until that happens, passengers will keep paying more for less, and ministers will keep blaming the weather.",
)
_add("guardian-opinion", _head("The railways don't need another review. They need money | Sarah Jenkins", "en",
                                "The railways don't need another review. They need money", "Sarah Jenkins",
                                "2026-11-23", "OpinionNewsArticle")
     + '<body>' + _COOKIES_EN + '<header><a href="/">The Guardian</a><nav><a href="/uk">UK</a><a href="/commentisfree">'
     'Opinion</a></nav></header><main><article><div class="dcr-series"><a href="/commentisfree">Opinion</a></div>'
     "<h1>The railways don't need another review. They need money</h1><div class=\"dcr-standfirst\"><p>Thirty "
     "years of underinvestment can't be fixed by changing who runs the trains</p></div><address aria-label="
     '"Contributor info"><a rel="author" href="/profile/sarah-jenkins">Sarah Jenkins</a></address><time datetime="'
     '2026-11-23T07:00:00Z">Mon 23 Nov 2026 07.00 GMT</time><div id="maincontent" class="article-body-commercial-'
     'selector">' + _story(OPINION) + '</div><div class="dcr-contributor-bio"><p><a href="/profile/sarah-jenkins">'
     'Sarah Jenkins</a> is a Guardian columnist and the author of Off the Rails: How Britain Stopped Maintaining '
     'Its Railways</p></div><div class="dcr-footer-cta"><p>Do you have an opinion on the issues raised in this '
     'article? If you would like to submit a response of up to 300 words by email to be considered for '
     'publication in our letters section, please click here.</p></div><div class="share"><a href="#">Share</a>'
     '<a href="#">Reuse this content</a></div></article></main>'
     + _foot("Guardian News & Media Limited", '<a href="/help/privacy-policy">Privacy policy</a>'),
     "https://www.theguardian.example.com/commentisfree/2026/nov/23/railways-review-money",
     _kept(OPINION, "Thirty years of underinvestment can't be fixed by changing who runs the trains"),
     ("is a Guardian columnist", "Do you have an opinion", "Reuse this content", "Accept all cookies"),
     "Sarah Jenkins", "2026-11-23", "en")


# --- BBC-like live page: timestamped posts with headings, "Posted at" -----------------------------------------------

BBC_POSTS = (
    ("Posted at 14:05", "Rescue teams reach flooded village", "Firefighters in boats have reached the village of "
                        "Pentre, where about forty people were waiting on upper floors for help."),
    ("Posted at 13:40", "Rail services suspended", "Transport for Wales says all trains between Cardiff and "
                        "Merthyr Tydfil are suspended until further notice because of flooding on the line."),
    ("Posted at 13:12", "Red warning extended", "The Met Office has extended its red warning for rain across "
                        "south Wales until midnight, saying there is a danger to life from fast-flowing water."),
)
_add("bbc-live", _head("Storm Bert: Floods hit south Wales - live updates - BBC News", "en",
                        "Storm Bert: Floods hit south Wales - live updates", "Oliver Slow", "2026-11-24",
                        "LiveBlogPosting")
     + '<body>' + _COOKIES_EN + '<header><a href="/news">BBC News</a><nav><a href="/news/uk">UK</a><a '
     'href="/news/wales">Wales</a></nav></header><main id="main-content"><h1>Storm Bert: Floods hit south Wales - '
     'live updates</h1><div class="lx-commentary__meta"><p>Edited by Oliver Slow</p></div><ol class="lx-stream__feed">'
     + "".join(f'<li class="lx-stream__post-container"><article class="lx-stream-post"><header><time><span '
               f'class="qa-post-auto-meta">{t}</span></time><h3 class="lx-stream-post__header-title">{h}</h3></header>'
               f'<div class="lx-stream-post-body"><p>{x}</p></div><div class="lx-stream-post__footer"><a href="#">'
               'Share</a></div></article></li>' for t, h, x in BBC_POSTS)
     + '</ol><div class="lx-pagination"><a href="?page=2">Show more</a></div></main>'
     + _foot("BBC", '<a href="/terms">Terms of Use</a><a href="/privacy">Privacy Policy</a>'),
     "https://www.bbc.example.co.uk/news/live/uk-wales-67012345",
     (*(x for _, _, x in BBC_POSTS), *(h for _, h, _ in BBC_POSTS)),
     ("Show more", "Accept all cookies"),
     "", "2026-11-24", "en")


# --- a regional paper's AMP page (English) -------------------------------------------------------------------------

AMP = (
    "A new primary school will open in Hartley next September after the county council approved the final plans "
    "on Wednesday.",
    "The school will have places for 420 pupils and a nursery, and is being built on the site of the former "
    "sorting office.",
    "Parents had campaigned for the school for six years, saying children from the new estates faced a 40-minute "
    "bus journey.",
    "The council's education lead said the building would be the first in the county to be heated entirely by "
    "ground-source heat pumps.",
)
_add("amp-local", '<!doctype html><html amp lang="en"><head><meta charset="utf-8"><title>New primary school '
     'approved for Hartley | Kent Courier</title><link rel="canonical" href="https://www.kentcourier.example.co.uk/'
     'news/hartley-school-approved-4512"><meta name="viewport" content="width=device-width"><script async '
     'src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>'
     '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"New '
     'primary school approved for Hartley","datePublished":"2026-11-25T06:00:00+00:00","author":{"@type":"Person",'
     '"name":"Emma Clarke"}}</script></head><body><amp-analytics type="gtag"></amp-analytics><header class="amp-'
     'header"><a href="/">Kent Courier</a><amp-sidebar id="menu" layout="nodisplay"><ul><li><a href="/news">News'
     '</a></li><li><a href="/sport">Sport</a></li></ul></amp-sidebar></header><main><article><h1>New primary '
     'school approved for Hartley</h1><div class="byline">By <span class="author">Emma Clarke</span> <time '
     'datetime="2026-11-25">25 November 2026</time></div><amp-img src="/school.jpg" width="800" height="450" '
     'layout="responsive"></amp-img><div class="article-body">'
     + _story(AMP, {1: '<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/amp"><div fallback>'
                       'Advertisement</div></amp-ad>'})
     + '</div><amp-social-share type="facebook"></amp-social-share><div class="amp-related"><h2>Most read</h2><a '
     'href="/1">Road closed after crash near Sevenoaks</a></div></article></main>'
     + _foot("Kent Courier", '<a href="/privacy">Privacy</a>'),
     "https://www.kentcourier.example.co.uk/news/hartley-school-approved-4512.amp",
     _kept(AMP), ("Advertisement", "Most read", "Road closed after crash"),
     "Emma Clarke", "2026-11-25", "en")


# --- an English news article with an embedded tweet and Instagram post -------------------------------------------

EMBED = (
    "The singer announced on Tuesday that her European tour would be postponed until the spring because of a "
    "vocal cord injury.",
    "In a statement posted to social media, she apologised to fans who had already bought tickets:",
    "Her record label said all tickets would remain valid for the new dates, which will be announced next week.",
    "The injury is the second to affect the tour, after the opening shows in Dublin were cancelled in October.",
)
TWEET = ("I'm heartbroken to tell you that my doctors have told me I have to rest my voice for three months. "
         "I will make this up to you, I promise.")
_add("embed-tweet", _head("Singer postpones European tour after vocal injury | Daily Record", "en",
                           "Singer postpones European tour after vocal injury", "Ross Taylor", "2026-11-10")
     + '<body>' + _COOKIES_EN + '<header><a href="/">Daily Record</a><nav><a href="/entertainment">Entertainment</a>'
     '</nav></header><main><article class="article-main"><h1>Singer postpones European tour after vocal injury</h1>'
     '<div class="article-information"><span class="author">Ross Taylor</span><time datetime="2026-11-10T16:20:00Z">'
     '16:20, 10 Nov 2026</time></div><div class="article-body">' + _story(EMBED[:2])
     + '<div class="embedded-social"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">' + TWEET + '</p>— '
     'Ellie Marsh (@elliemarsh) <a href="https://twitter.com/elliemarsh/status/1">November 10, 2026</a></blockquote>'
     '<script async src="https://platform.twitter.com/widgets.js"></script></div>' + _story(EMBED[2:3])
     + '<div class="newsletter-signup"><h3>Get the biggest showbiz stories by signing up to our newsletter</h3>'
     '<form><input type="email"><button>Subscribe</button></form><p>We use your sign-up to provide content in ways '
     "you've consented to.</p></div>" + _story(EMBED[3:]) + '</div><div class="related-articles"><h3>Read More</h3>'
     '<a href="/1">Festival line-up announced for next summer</a></div></article></main>'
     + _foot("Reach plc", '<a href="/privacy">Privacy Notice</a>'),
     "https://www.dailyrecord.example.co.uk/entertainment/music/singer-postpones-tour-3341234",
     _kept(EMBED, TWEET),
     ("signing up to our newsletter", "Subscribe", "We use your sign-up", "Read More", "Festival line-up"),
     "Ross Taylor", "2026-11-10", "en")


# --- an English investigation with crossheads, a numbered list and a pull quote ----------------------------------

INVEST = (
    "For nearly a decade, the county's child protection service has failed to visit hundreds of families within "
    "the time limits set by law, an investigation by the Courier has found.",
    "Records obtained under freedom of information laws show that in 2025 alone, 312 referrals waited longer than "
    "the statutory ten working days for a first visit.",
    "## A service stretched thin",
    "Social workers interviewed for this article described caseloads of up to forty children each, twice the "
    "level recommended by their professional body.",
    "Three former managers said they had warned the council's leadership about the delays in writing.",
    "## What the council says",
    "A council spokesperson said the service had recruited twenty new social workers this year and that waiting "
    "times were falling.",
)
INVEST_LIST = (
    "Publish monthly figures on waiting times for first visits.",
    "Cap caseloads at twenty children per social worker.",
    "Commission an independent review of the cases that waited longest.",
)
INVEST_PULL = "We knew children were waiting, and we knew some of them were not safe."
_add("investigation", _head("Revealed: hundreds of at-risk children waited weeks for a visit | The Courier", "en",
                             "Revealed: hundreds of at-risk children waited weeks for a visit", "Hannah Price",
                             "2026-11-08")
     + '<body>' + _COOKIES_EN + '<header><a href="/">The Courier</a><nav><a href="/news">News</a><a '
     'href="/investigations">Investigations</a></nav></header><main><article class="story"><p class="kicker">'
     'Investigation</p><h1>Revealed: hundreds of at-risk children waited weeks for a visit</h1><div class="byline">'
     'By <a href="/authors/hannah-price">Hannah Price</a>, Investigations reporter<time datetime="2026-11-08">'
     'November 8, 2026</time></div><div class="story-body">' + _story(INVEST[:4])
     + f'<figure class="pullquote"><blockquote><p>{INVEST_PULL}</p></blockquote><figcaption>Former team manager'
     '</figcaption></figure>' + _story(INVEST[4:])
     + '<p>Campaigners are calling on the council to:</p><ol>' + "".join(f"<li>{t}</li>" for t in INVEST_LIST)
     + '</ol><p class="contact-note"><em>Do you have information about this story? Email investigations@'
     'thecourier.example.com</em></p></div><div class="story-tools"><a href="#">Share</a><a href="#">Print</a>'
     '</div></article></main>' + _foot("The Courier", '<a href="/terms">Terms</a>'),
     "https://www.thecourier.example.com/investigations/child-protection-delays-revealed",
     _kept(INVEST, INVEST_PULL, "Campaigners are calling on the council to:", *INVEST_LIST),
     ("Share", "Print", "Accept all cookies"),
     "Hannah Price", "2026-11-08", "en")


# --- a picture gallery article (Hungarian, Origo-like): captions of prose carry the story -------------------------

GALLERY_LEAD = "Több ezren vettek részt szombaton a budapesti Advent-napi felvonuláson. Képgalériánk."
GALLERY = (
    "A menet a Hősök teréről indult délután négykor, élén a fővárosi fúvószenekarral és a lovasrendőrökkel.",
    "Az Andrássy úton a nézők gyertyákkal és lampionokkal köszöntötték a felvonulókat, sokan a gyerekeikkel érkeztek.",
    "A Vörösmarty téren a polgármester gyújtotta meg az első adventi gyertyát a város karácsonyfája alatt.",
)
_add("origo-gallery", _head("Fényes felvonulással kezdődött az advent Budapesten - Origo", "hu",
                             "Fényes felvonulással kezdődött az advent Budapesten", "Nagy Eszter", "2026-11-29")
     + '<body>' + _COOKIES_HU + '<header><a href="/">Origo</a><nav><a href="/itthon">Itthon</a></nav></header><main>'
     '<article class="article"><h1>Fényes felvonulással kezdődött az advent Budapesten</h1><div class="article-meta">'
     '<span class="article-author">Nagy Eszter</span><span class="article-date">2026.11.29. 19:40</span></div>'
     f'<div class="article-lead"><p>{GALLERY_LEAD}</p></div><div class="gallery">'
     + "".join(f'<figure class="gallery-item"><img src="/kep{i}.jpg" alt=""><figcaption><span class="caption">{t}'
               f'</span> <span class="credit">Fotó: MTI/Szigetváry Zsolt</span></figcaption></figure>'
               for i, t in enumerate(GALLERY))
     + '</div><div class="gallery-nav"><a href="#">Előző kép</a> <a href="#">Következő kép</a></div><div '
     'class="article-share"><a href="#">Megosztás</a></div></article></main>'
     + _foot("New Wave Media Group", '<a href="/impresszum">Impresszum</a>'),
     "https://www.origo.example.hu/itthon/20261129-advent-felvonulas-budapest-kepek.html",
     _kept(GALLERY, GALLERY_LEAD),
     ("Fotó: MTI", "Előző kép", "Következő kép", "Megosztás"),
     "Nagy Eszter", "2026-11-29", "hu")


# --- Aktuálně.cz-like: a numbered list and a table of figures in the body (Czech) ---------------------------------

AKTUALNE = (
    "Ceny energií pro domácnosti příští rok podle analytiků mírně klesnou, úspory ale budou u jednotlivých "
    "dodavatelů velmi rozdílné.",
    "Energetický regulační úřad zveřejnil regulované složky cen, které tvoří zhruba třetinu konečné ceny.",
    "Podle analytiků by domácnosti měly udělat tři věci:",
)
AKTUALNE_LIST = (
    "zkontrolovat, kdy jim končí fixace ceny,",
    "porovnat nabídky alespoň tří dodavatelů,",
    "nepodepisovat smlouvy podomním prodejcům.",
)
AKTUALNE_END = "Úřad zároveň upozornil, že distribuční poplatky se v jednotlivých regionech liší až o pětinu."
_add("aktualne-list", _head("Energie příští rok zlevní, ale ne všem stejně | Aktuálně.cz", "cs",
                             "Energie příští rok zlevní, ale ne všem stejně", "Tomáš Novotný", "2026-11-30")
     + '<body>' + _COOKIES_CS + '<header><a href="/">Aktuálně.cz</a><nav><a href="/ekonomika/">Ekonomika</a></nav>'
     '</header><main><div class="article"><h1 class="article-title">Energie příští rok zlevní, ale ne všem stejně'
     '</h1><div class="author"><a href="/autori/tomas-novotny/">Tomáš Novotný</a><span class="date">30. 11. 2026 '
     '6:00</span></div><div class="article__content">' + _story(AKTUALNE) + '<ol>'
     + "".join(f"<li>{t}</li>" for t in AKTUALNE_LIST)
     + f'</ol><div class="ad-inarticle"><span>Reklama</span></div><p>{AKTUALNE_END}</p>'
     '<div class="article__recommended"><span>Mohlo by vás zajímat</span><a href="/1">Hypotéky opět zdražují</a>'
     '</div></div><div class="share"><a href="#">Sdílet</a></div></div></main>'
     + _foot("Economia, a.s.", '<a href="/kontakty">Kontakty</a>'),
     "https://zpravy.aktualne.example.cz/ekonomika/energie-pristi-rok-zlevni/r~8a1b2c3d/",
     _kept((*AKTUALNE, *AKTUALNE_LIST, AKTUALNE_END)),
     ("Mohlo by vás zajímat", "Hypotéky opět zdražují", "Reklama", "Sdílet", "Souhlasím"),
     "Tomáš Novotný", "2026-11-30", "cs")


# --- Deník N-like paywall (Slovak): free paragraphs, then the subscription wall ----------------------------------

DENNIKN = (
    "Ministerstvo školstva chce od septembra zaviesť povinnú maturitu z matematiky pre všetkých gymnazistov.",
    "Podľa ministra ide o krok, ktorý má zlepšiť prípravu študentov na technické odbory vysokých škôl.",
)
_add("dennikn-paywall", _head("Maturita z matematiky bude povinná pre gymnazistov - Denník N", "sk",
                               "Maturita z matematiky bude povinná pre gymnazistov", "Veronika Folentová",
                               "2026-11-11")
     + '<body><header><a href="/">Denník N</a><nav><a href="/slovensko/">Slovensko</a></nav></header><main><article '
     'class="a_single"><h1 class="d-title">Maturita z matematiky bude povinná pre gymnazistov</h1><div '
     'class="e_terms"><span class="e_terms_author"><a href="/autor/veronika-folentova/">Veronika Folentová</a></span>'
     '<time datetime="2026-11-11T05:30:00+01:00">11. novembra 2026 o 5:30</time></div><div class="a_single__post">'
     + _story(DENNIKN) + '</div><div class="e_lock"><h3 class="e_lock__title">Tento článok je exkluzívny obsah pre '
     'predplatiteľov Denníka N.</h3><p>Ak ste predplatiteľ, prihláste sa.</p><a class="e_lock__btn" href="/predplatne">'
     'Predplatiť</a></div></article></main>' + _foot("N Press, s.r.o.", '<a href="/kontakt">Kontakt</a>'),
     "https://dennikn.example.sk/4512345/maturita-z-matematiky-bude-povinna/",
     _kept(DENNIKN), ("exkluzívny obsah pre predplatiteľov", "prihláste sa", "Predplatiť"),
     "Veronika Folentová", "2026-11-11", "sk")


# --- Rzeczpospolita-like print version (Polish) --------------------------------------------------------------------

RP_PL = (
    "Rada Polityki Pieniężnej pozostawiła w środę stopy procentowe bez zmian. Stopa referencyjna wynosi nadal "
    "pięć procent.",
    "Prezes banku centralnego ma w czwartek przedstawić uzasadnienie decyzji na konferencji prasowej.",
    "Ekonomiści spodziewają się, że pierwsza obniżka stóp nastąpi najwcześniej w marcu przyszłego roku.",
)
_add("rzeczpospolita-print", _head("RPP nie zmieniła stóp procentowych - rp.pl", "pl",
                                    "RPP nie zmieniła stóp procentowych", "Anita Błaszczak", "2026-11-04")
     + '<body onload="window.print()"><div class="print-logo">Rzeczpospolita</div><div class="print-content">'
     '<h1>RPP nie zmieniła stóp procentowych</h1><div class="print-info">Anita Błaszczak, publikacja: 04.11.2026'
     '</div>' + _story(RP_PL) + '<div class="print-footer">Artykuł pochodzi z serwisu rp.pl. Wszelkie prawa '
     'zastrzeżone.</div></div></body></html>',
     "https://www.rp.example.pl/finanse/art1234567-rpp-nie-zmienila-stop?print=1",
     _kept(RP_PL), ("Wszelkie prawa zastrzeżone", "Artykuł pochodzi z serwisu"),
     "Anita Błaszczak", "2026-11-04", "pl")


# --- HVG-like opinion column (Hungarian) with an author box -------------------------------------------------------

HVG = (
    "Minden télen ugyanaz a vita: drága a fűtés, és a kormány újabb ideiglenes intézkedéssel próbálja "
    "csillapítani a feszültséget.",
    "A valódi megoldás azonban nem a rezsiárak befagyasztása, hanem a lakások szigetelése, amelyre évek óta nincs "
    "elég pénz.",
    "Amíg a támogatásokat nem a legrosszabb állapotú házakra koncentrálják, a családok a falakon keresztül fűtik "
    "az utcát.",
)
_add("hvg-velemeny", _head("Bod Péter Ákos: Az utcát fűtjük - HVG", "hu", "Az utcát fűtjük", "Bod Péter Ákos",
                            "2026-11-06", "OpinionNewsArticle")
     + '<body>' + _COOKIES_HU + '<header><a href="/">HVG</a><nav><a href="/velemeny">Vélemény</a></nav></header>'
     '<main><article class="article"><div class="article-category">Vélemény</div><h1>Az utcát fűtjük</h1><div '
     'class="info"><span class="author">Bod Péter Ákos</span><time datetime="2026-11-06T06:30">2026. november 6. '
     '06:30</time></div><div class="article-content entry-content">' + _story(HVG) + '</div><div '
     'class="author-box"><img src="/szerzo/bod.jpg" alt=""><div class="author-box__name">Bod Péter Ákos</div><p '
     'class="author-box__bio">Közgazdász, a Magyar Nemzeti Bank volt elnöke, egyetemi tanár.</p><a href="/szerzo/'
     'bod-peter-akos">A szerző további cikkei</a></div><div class="hvg-subscribe"><p>Ha fontosnak tartja a '
     'független újságírást, fizessen elő a HVG-re!</p></div></article></main>'
     + _foot("HVG Kiadó Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://hvg.example.hu/velemeny/20261106_bod_peter_akos_az_utcat_futjuk",
     _kept(HVG), ("Közgazdász, a Magyar Nemzeti Bank", "A szerző további cikkei", "fizessen elő", "Elfogadom"),
     "Bod Péter Ákos", "2026-11-06", "hu")


# --- Denik.cz-like regional article (Czech): the perex in <strong>, a photo gallery teaser, a poll between <p>s ----

DENIK_LEAD = ("Jihlavští hasiči v noci na úterý zasahovali u požáru skladu pneumatik v průmyslové zóně. Škoda "
              "přesáhla deset milionů korun.")
DENIK = (
    "Oheň nahlásil kolem druhé hodiny ranní řidič, který projížděl kolem areálu a všiml si hustého černého kouře.",
    "Na místo vyjelo osm jednotek hasičů, kteří požár dostali pod kontrolu až po čtyřech hodinách.",
    "Hygienici obyvatelům okolních ulic doporučili zavřít okna, měření ale nepřekročení limitů nepotvrdilo.",
    "Příčinu požáru nyní zjišťuje vyšetřovatel, podle prvních informací není vyloučeno ani úmyslné založení.",
)
_add("denik-poll", _head("Požár skladu pneumatik v Jihlavě: škoda přes deset milionů - Jihlavský deník", "cs",
                          "Požár skladu pneumatik v Jihlavě: škoda přes deset milionů", "Michal Dvořák",
                          "2026-11-03")
     + '<body>' + _COOKIES_CS + '<header><a href="/">Jihlavský deník</a><nav><a href="/zpravy">Zprávy</a><a '
     'href="/sport">Sport</a></nav></header><main><article class="article"><h1>Požár skladu pneumatik v Jihlavě: '
     'škoda přes deset milionů</h1><div class="article-authors"><a href="/autori/michal-dvorak">Michal Dvořák</a>'
     '<span class="article-date">3. 11. 2026 10:15</span></div><div class="article-text">'
     f'<p><strong>{DENIK_LEAD}</strong></p>'
     + _story(DENIK, {0: '<div class="gallery-teaser"><a href="/galerie/pozar"><span>Fotogalerie</span> <span>'
                         '12 fotografií</span></a></div>',
                      1: '<div class="poll"><h4>Anketa</h4><p>Cítíte se ve svém městě bezpečně?</p><ul><li>Ano'
                         '</li><li>Ne</li><li>Nevím</li></ul><a href="#">Hlasovat</a></div>'})
     + '</div><div class="article-tags"><a href="/tagy/pozar">požár</a><a href="/tagy/jihlava">Jihlava</a></div>'
     '</article></main>' + _foot("VLTAVA LABE MEDIA a.s.", '<a href="/kontakty">Kontakty</a>'),
     "https://jihlavsky.denik.example.cz/zpravy_region/pozar-sklad-pneumatik-jihlava-20261103.html",
     _kept(DENIK, DENIK_LEAD),
     ("Fotogalerie", "12 fotografií", "Anketa", "Cítíte se ve svém městě", "Hlasovat", "Souhlasím"),
     "Michal Dvořák", "2026-11-03", "cs")


# --- Interia-like (Polish): a long article whose paragraphs are bare text in <div> with <br><br>, crossheads as
# <strong> alone on a line -----------------------------------------------------------------------------------------

INTERIA = (
    "Od stycznia kierowcy w Krakowie zapłacą więcej za parkowanie w centrum miasta. Opłata za pierwszą godzinę "
    "wzrośnie do siedmiu złotych.",
    "Rada miasta uzasadnia podwyżkę tym, że w strefie brakuje miejsc, a niskie opłaty zachęcają do wjazdu do "
    "centrum.",
    "Mieszkańcy strefy nadal będą mogli kupić abonament za dziesięć złotych miesięcznie.",
)
_add("interia-br", _head("Kraków: droższe parkowanie od stycznia - Interia", "pl",
                          "Kraków: droższe parkowanie od stycznia", "Piotr Kamiński", "2026-11-02")
     + '<body>' + _COOKIES_PL + '<header><a href="/">Interia</a><nav><a href="/fakty">Fakty</a></nav></header><main>'
     '<article class="article-container"><h1>Kraków: droższe parkowanie od stycznia</h1><div class="article-meta">'
     '<span class="article-author-name">Piotr Kamiński</span><span class="article-date">2 listopada 2026 08:00'
     '</span></div><div class="article-body">' + f'{INTERIA[0]}<br><br>{INTERIA[1]}<br><br><div class="embed-ad">'
     f'<span>Reklama</span></div>{INTERIA[2]}' + '</div><div class="article-footer"><span>Zobacz również:</span>'
     '<a href="/1">Nowe linie tramwajowe w Krakowie</a></div></article></main>'
     + _foot("Grupa Interia.pl", '<a href="/polityka-prywatnosci">Polityka prywatności</a>'),
     "https://fakty.interia.example.pl/malopolskie/news-krakow-drozsze-parkowanie,nId,7123456",
     _kept(INTERIA), ("Reklama", "Zobacz również", "Nowe linie tramwajowe", "Przejdź do serwisu"),
     "Piotr Kamiński", "2026-11-02", "pl")


# --- Zeit-like interview (German): questions as <p><strong>ZEIT ONLINE:</strong> …</p>, answers named ------------

ZEIT = (
    "ZEIT ONLINE: Frau Professorin Weber, warum fällt es so vielen Menschen schwer, weniger Fleisch zu essen?",
    "Weber: Weil Essen eine Gewohnheit ist, die tief in unseren Alltag eingebettet ist. Wer jeden Tag in der "
    "Kantine isst, entscheidet sich nicht jeden Tag neu.",
    "ZEIT ONLINE: Was würde helfen?",
    "Weber: Wenn das vegetarische Gericht das Standardgericht wäre und man das Fleisch extra bestellen müsste, "
    "würde sich der Konsum deutlich verringern, das zeigen mehrere Studien.",
)
_add("zeit-interview", _head("Ernährung: \"Essen ist eine Gewohnheit\" | ZEIT ONLINE", "de",
                              "Ernährung: \"Essen ist eine Gewohnheit\"", "Jakob Simmank", "2026-11-01")
     + '<body>' + _COOKIES_DE + '<header><a href="/">ZEIT ONLINE</a><nav><a href="/wissen/">Wissen</a></nav>'
     '</header><main><article class="article"><h1><span class="article-heading__kicker">Ernährung</span>'
     '<span class="article-heading__title">"Essen ist eine Gewohnheit"</span></h1><div class="summary">Die '
     'Psychologin Maria Weber erklärt, warum gute Vorsätze beim Essen so oft scheitern.</div><div class="byline">'
     'Interview: <a href="/autoren/S/Jakob_Simmank">Jakob Simmank</a></div><time datetime="2026-11-01T10:00:00+01:00">'
     '1. November 2026, 10:00 Uhr</time><div class="article-body">'
     + "".join(f'<p class="paragraph"><strong>ZEIT ONLINE:</strong> {t[12:]}</p>' if t.startswith("ZEIT") else
               f'<p class="paragraph">{t}</p>' for t in ZEIT)
     + '</div><div class="article-pagination"><a href="?page=2">Nächste Seite</a></div><div class="comment-section">'
     '<h2>Kommentare</h2><a href="#">Kommentieren</a></div></article></main>'
     + _foot("ZEIT ONLINE GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.zeit.example.de/wissen/2026-11/ernaehrung-fleisch-gewohnheit-interview",
     _kept(ZEIT, "Die Psychologin Maria Weber erklärt, warum gute Vorsätze beim Essen so oft scheitern."),
     ("Nächste Seite", "Kommentieren", "Zustimmen"),
     "Jakob Simmank", "2026-11-01", "de")


# --- Welt-like paywall: two paragraphs shown, the whole text in the JSON-LD articleBody, the article not free ------

WELT = (
    "Die Bundesregierung will das Heizungsgesetz im kommenden Jahr grundlegend überarbeiten, wie aus einem Entwurf "
    "des Wirtschaftsministeriums hervorgeht.",
    "Demnach soll die Pflicht, beim Austausch einer Heizung zu 65 Prozent erneuerbare Energien zu nutzen, an die "
    "kommunale Wärmeplanung gekoppelt werden.",
    "Eigentümer in Gemeinden ohne Wärmeplan hätten damit bis zu drei Jahre mehr Zeit für die Entscheidung.",
    "Die Verbraucherzentralen begrüßten den Schritt, warnten aber vor neuer Unsicherheit bei den Förderprogrammen.",
    "Der Entwurf soll im Februar vom Kabinett beschlossen werden.",
)


def _paywalled_ld(headline: str, author: str, day: str, body: str) -> str:
    """A paywalled article's JSON-LD statement as Google asks publishers for it: not free, its paywalled part by a
    CSS selector, and the whole text in ``articleBody``."""
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline,
            "datePublished": f"{day}T06:00:00+01:00", "author": [{"@type": "Person", "name": author}],
            "isAccessibleForFree": "False", "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": "False",
                                                         "cssSelector": ".paywall"}, "articleBody": body}
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


_add("welt-paywall-ld", article_head("Heizungsgesetz wird überarbeitet - WELT", "de",
                                     _paywalled_ld("Heizungsgesetz wird überarbeitet", "Daniel Wetzel", "2026-11-20",
                                                   " ".join(WELT)))
     + '<body>' + _COOKIES_DE + '<header><a href="/">WELT</a><nav><a href="/politik/">Politik</a><a href="/wirtschaft/">'
     'Wirtschaft</a></nav></header><main><article><h1>Heizungsgesetz wird überarbeitet</h1><div class="c-author">Von '
     '<a href="/autor/daniel-wetzel/">Daniel Wetzel</a></div><time datetime="2026-11-20">20.11.2026</time><div '
     'class="c-article-text">' + _story(WELT[:2]) + '</div><div class="paywall"><h2>Lesen Sie jetzt weiter mit '
     'WELTplus</h2><a href="/abo">Jetzt 30 Tage kostenlos testen</a></div></article></main>'
     + _foot("WELTN24 GmbH", '<a href="/impressum">Impressum</a>'),
     "https://www.welt.example.de/wirtschaft/article2512345/heizungsgesetz.html",
     (*WELT[:2], " ".join(WELT[2:])), ("Lesen Sie jetzt weiter", "30 Tage kostenlos"),
     "Daniel Wetzel", "2026-11-20", "de")


# --- an English article with an embedded Instagram post and a results table ---------------------------------------

SPORT = (
    "Ellie Brooks won her third national title on Sunday, beating the defending champion by more than two seconds "
    "in the women's 400 metres final.",
    "Brooks, who missed last season with a knee injury, thanked her coach and family in a post shortly after the "
    "race:",
    "The top three in the final:",
    "Brooks will now lead the British team at the European indoor championships in March.",
)
INSTA = "Three titles, two surgeries and one very happy coach. Thank you all for sticking with me."
_add("insta-table", _head("Brooks wins third national 400m title | Athletics Weekly", "en",
                          "Brooks wins third national 400m title", "Jason Henderson", "2026-11-29")
     + '<body>' + _COOKIES_EN + '<header><a href="/">Athletics Weekly</a><nav><a href="/news">News</a><a '
     'href="/results">Results</a></nav></header><main><article class="post"><h1 class="entry-title">Brooks wins third '
     'national 400m title</h1><div class="entry-meta"><span class="author vcard"><a href="/author/jason">Jason '
     'Henderson</a></span> <time class="entry-date" datetime="2026-11-29T18:00:00+00:00">November 29, 2026</time>'
     '</div><div class="entry-content">' + _story(SPORT[:2])
     + '<figure class="wp-block-embed is-type-rich is-provider-instagram"><div class="wp-block-embed__wrapper">'
     '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/Cx1/"><div><a '
     'href="https://www.instagram.com/p/Cx1/">View this post on Instagram</a></div><p>' + INSTA + '</p><p>A post '
     'shared by Ellie Brooks (@elliebrooks)</p></blockquote><script async src="//www.instagram.com/embed.js">'
     '</script></div></figure>' + _story(SPORT[2:3])
     + '<figure class="wp-block-table"><table><thead><tr><th>Place</th><th>Athlete</th><th>Time</th></tr></thead>'
     '<tbody><tr><td>1</td><td>Ellie Brooks</td><td>51.02</td></tr><tr><td>2</td><td>Amber Anning</td><td>53.11'
     '</td></tr><tr><td>3</td><td>Laviai Nielsen</td><td>53.40</td></tr></tbody></table></figure>'
     + _story(SPORT[3:]) + '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul>'
     '<li><a href="#">Facebook</a></li><li><a href="#">X</a></li></ul></div><div id="jp-relatedposts" '
     'class="jp-relatedposts"><h3 class="jp-relatedposts-headline">Related</h3><a href="/1">Hudson-Smith sets '
     'European lead</a></div></div></article></main>'
     + _foot("Athletics Weekly Ltd", '<a href="/privacy">Privacy</a>'),
     "https://athleticsweekly.example.com/news/brooks-wins-third-national-title-1039912345/",
     _kept(SPORT, INSTA), ("View this post on Instagram", "Share this:", "Related", "Hudson-Smith sets"),
     "Jason Henderson", "2026-11-29", "en")


# --- Seznam Zprávy-like (Czech): paragraphs in <div data-dot="mol-paragraph">, a video box and a "Čtěte také" card ---

SEZNAM = (
    "Česká národní banka ve čtvrtek ponechala základní úrokovou sazbu beze změny na třech a půl procenta.",
    "Bankovní rada podle guvernéra zohlednila zrychlení růstu mezd a stále vysokou inflaci ve službách.",
    "Analytici očekávají, že ke snížení sazeb dojde nejdříve na únorovém zasedání bankovní rady.",
)
_add("seznam-divs", _head("ČNB nechala sazby beze změny - Seznam Zprávy", "cs", "ČNB nechala sazby beze změny",
                          "Kristýna Nová", "2026-11-12")
     + '<body>' + _COOKIES_CS + '<header class="e_a"><a href="/">Seznam Zprávy</a><nav><a href="/sekce/domaci">Domácí'
     '</a><a href="/sekce/ekonomika">Ekonomika</a></nav></header><main><article data-dot="article"><h1 '
     'data-dot="ogm-article-header">ČNB nechala sazby beze změny</h1><div class="e_ab"><a href="/autor/kristyna-'
     'nova">Kristýna Nová</a><time datetime="2026-11-12T14:45:00+01:00">12. 11. 2026 14:45</time></div><div '
     'data-dot="ogm-article-content">'
     + f'<div data-dot="mol-paragraph" class="d_bd">{SEZNAM[0]}</div><div data-dot="mol-paragraph" class="d_bd">'
     f'{SEZNAM[1]}</div><div data-dot="ogm-video" class="video-box"><span>Video</span><span>Guvernér ČNB: Inflace '
     f'je pod kontrolou</span><span>2:14</span></div><div data-dot="mol-paragraph" class="d_bd">{SEZNAM[2]}</div>'
     '<div data-dot="ogm-related-article" class="d_related"><span>Čtěte také</span><a href="/clanek/ekonomika-'
     'hypoteky-1">Hypotéky v listopadu zlevnily</a></div></div></article></main>'
     + _foot("Seznam.cz, a.s.", '<a href="/kontakt">Kontakt</a>'),
     "https://www.seznamzpravy.example.cz/clanek/ekonomika-cnb-sazby-beze-zmeny-261112",
     _kept(SEZNAM), ("Čtěte také", "Hypotéky v listopadu", "Guvernér ČNB: Inflace je pod kontrolou", "Souhlasím"),
     "Kristýna Nová", "2026-11-12", "cs")


# --- a Polish gmina's news on Joomla 4: item-page, "Szczegóły", hits, two lines in one <p>, a list -----------------

GMINA = (
    "Urząd Gminy informuje, że od 2 stycznia zmienia się harmonogram odbioru odpadów komunalnych w miejscowościach "
    "Nowa Wieś, Zalesie i Borek.",
    "Odpady zmieszane będą odbierane co dwa tygodnie we wtorki, a segregowane raz w miesiącu w czwartki.",
    "Prosimy mieszkańców o wystawianie pojemników przed posesję do godziny 6:00 w dniu odbioru.",
)
GMINA_LIST = ("papier – niebieski worek,", "szkło – zielony worek,", "metale i tworzywa sztuczne – żółty worek.")
_add("joomla-gmina", _head("Nowy harmonogram odbioru odpadów - Gmina Zalesie", "pl",
                           "Nowy harmonogram odbioru odpadów", "Anna Kowalczyk", "2026-11-27")
     + '<body class="site com_content view-article">' + _COOKIES_PL + '<header class="header"><a class="brand-logo" '
     'href="/">Gmina Zalesie</a><nav><ul class="mod-menu"><li><a href="/">Strona główna</a></li><li><a '
     'href="/aktualnosci">Aktualności</a></li><li><a href="/urzad">Urząd</a></li></ul></nav></header><main><div '
     'class="com-content-article item-page"><div class="page-header"><h1>Nowy harmonogram odbioru odpadów</h1>'
     '</div><dl class="article-info text-muted"><dt class="article-info-term">Szczegóły</dt><dd class="createdby">'
     '<span>Anna Kowalczyk</span></dd><dd class="published"><time datetime="2026-11-27T10:00:00+01:00">Opublikowano: '
     '27 listopad 2026</time></dd><dd class="hits">Odsłon: 381</dd></dl><div class="com-content-article__body">'
     f'<p>{GMINA[0]}<br>{GMINA[1]}</p><p>Kolory worków na odpady segregowane:</p><ul>'
     + "".join(f"<li>{t}</li>" for t in GMINA_LIST) + f'</ul><p>{GMINA[2]}</p></div><nav class="pagenavigation">'
     '<a href="/aktualnosci/1" rel="prev">Poprzedni artykuł</a><a href="/aktualnosci/3" rel="next">Następny '
     'artykuł</a></nav></div></main>' + _foot("Urząd Gminy Zalesie", '<a href="/deklaracja-dostepnosci">Deklaracja '
     'dostępności</a>'),
     "https://www.zalesie.example.pl/aktualnosci/412-nowy-harmonogram-odbioru-odpadow",
     (f"{GMINA[0]} {GMINA[1]}", GMINA[2], "Kolory worków na odpady segregowane:", *GMINA_LIST),  # (one line break)
     ("Szczegóły", "Odsłon", "Poprzedni artykuł", "Następny artykuł", "Przejdź do serwisu"),
     "Anna Kowalczyk", "2026-11-27", "pl")


# --- a Hungarian interview with the questions as "– …?" in <strong> and a pull quote ----------------------------

HU_INTERVIEW = (
    "– Mikor döntötte el, hogy a színészet helyett rendezni szeretne?",
    "– Már a főiskolán éreztem, hogy jobban érdekel, mi történik a színpadon egészében, mint a saját szerepem.",
    "– Nehéz volt a váltás?",
    "– Az első két évben szinte semmi munkám nem volt, a barátaim kisebb darabjait rendeztem ingyen.",
)
HU_PULL = "A színház akkor működik, ha a néző elfelejti, hogy jegyet váltott."
_add("hu-interju", _head("Molnár Anna: A rendezés mindig is jobban érdekelt - Magyar Nemzet", "hu",
                         "Molnár Anna: A rendezés mindig is jobban érdekelt", "Horváth Judit", "2026-11-05")
     + '<body>' + _COOKIES_HU + '<header><a href="/">Magyar Nemzet</a><nav><a href="/kultura">Kultúra</a></nav>'
     '</header><main><article><h1>Molnár Anna: A rendezés mindig is jobban érdekelt</h1><div class="author-info">'
     '<span class="author-name">Horváth Judit</span><span class="publish-date">2026. 11. 05. 8:00</span></div>'
     '<div class="block-content">'
     + "".join(f"<p><strong>{t}</strong></p>" if t.endswith("?") else f"<p>{t}</p>" for t in HU_INTERVIEW[:2])
     + f'<blockquote class="pull-quote"><p>{HU_PULL}</p></blockquote>'
     + "".join(f"<p><strong>{t}</strong></p>" if t.endswith("?") else f"<p>{t}</p>" for t in HU_INTERVIEW[2:])
     + '</div><div class="article-tags"><a href="/cimke/szinhaz">színház</a></div></article></main>'
     + _foot("Mediaworks Hungary Zrt.", '<a href="/impresszum">Impresszum</a>'),
     "https://magyarnemzet.example.hu/kultura/2026/11/molnar-anna-interju",
     _kept(HU_INTERVIEW, HU_PULL), ("Elfogadom",),
     "Horváth Judit", "2026-11-05", "hu")


# --- a Slovak "minúta po minúte" ticker (Pravda-like): entries with time and bold headline in one <p> -----------------

PRAVDA_ENTRIES = (
    ("21:10", "Polícia uzavrela diaľnicu D1 pri Trnave v oboch smeroch pre nehodu kamióna a dvoch osobných áut."),
    ("20:45", "Hasiči hlásia, že vodič kamióna je zakliesnený v kabíne a na miesto letí vrtuľník záchrannej služby."),
    ("20:30", "Na diaľnici D1 medzi Trnavou a Senicou sa stala vážna dopravná nehoda, tvoria sa kolóny."),
)
_add("pravda-minuta", _head("Nehoda na D1 pri Trnave: minúta po minúte | Pravda.sk", "sk",
                            "Nehoda na D1 pri Trnave: minúta po minúte", "Jozef Kováčik", "2026-11-19",
                            "LiveBlogPosting")
     + '<body><div class="cookie-consent"><p>Súhlas s používaním cookies.</p><button>Súhlasím</button></div><header>'
     '<a href="/">Pravda</a><nav><a href="/spravy/domace/">Domáce</a></nav></header><main><article class="article-'
     'detail"><h1>Nehoda na D1 pri Trnave: minúta po minúte</h1><div class="article-author">Jozef Kováčik</div><div '
     'class="article-date">19.11.2026 20:30</div><div class="article-detail-perex">Sledujeme situáciu na diaľnici '
     'D1 naživo.</div><div class="article-detail-body"><div class="minuta-po-minute">'
     + "".join(f'<div class="minuta-item"><span class="minuta-cas">{t}</span><p>{x}</p></div>' for t, x in
               PRAVDA_ENTRIES)
     + '</div><div class="banner-inline"><span>Reklama</span></div></div></article></main>'
     + _foot("OUR MEDIA SR a. s.", '<a href="/kontakt">Kontakt</a>'),
     "https://spravy.pravda.example.sk/domace/clanok/701234-nehoda-na-d1-pri-trnave-minuta-po-minute/",
     (*(x for _, x in PRAVDA_ENTRIES), "Sledujeme situáciu na diaľnici D1 naživo."), ("Reklama", "Súhlasím"),
     "Jozef Kováčik", "2026-11-19", "sk")


# --- an English print version (a local paper's /print/ page: the text, the URL line, "Print this page") ----------

PRINT_EN = (
    "Residents of Millbrook will vote next month on whether to build a new library on the site of the old fire "
    "station, the town board decided on Monday.",
    "The project would cost an estimated $6.2 million, about half of which would come from state grants and "
    "private donations.",
    "Opponents say the town should repair the existing library on Main Street instead, which they argue would cost "
    "less than a third as much.",
)
_add("print-en", _head("Millbrook to vote on new library", "en", "Millbrook to vote on new library", "Karen Olsen",
                       "2026-11-17")
     + '<body class="print-page"><div id="print-header"><img src="/logo-print.png" alt="The Millbrook Independent">'
     '<a href="#" onclick="window.print();return false;">Print this page</a> <a href="#" onclick="window.close()">'
     'Close window</a></div><div id="print-content"><h1>Millbrook to vote on new library</h1><p class="byline">By '
     'Karen Olsen, Staff Writer</p><p class="dateline">Published November 17, 2026</p>' + _story(PRINT_EN)
     + '</div><div id="print-footer"><p>URL: https://www.millbrookindependent.example.com/news/local/millbrook-to-'
     'vote-on-new-library/</p><p>© 2026 The Millbrook Independent. All rights reserved.</p></div></body></html>',
     "https://www.millbrookindependent.example.com/news/local/millbrook-to-vote-on-new-library/print/",
     _kept(PRINT_EN), ("Print this page", "Close window", "All rights reserved", "URL: https"),
     "Karen Olsen", "2026-11-17", "en")


# --- the classes the pages above found, each over its variants --------------------------------------------------


def _texts(body: str, url: str, head: str = "", lang: str = "en") -> list[str]:
    """The document's paragraphs of an article page holding ``body`` in its <article>."""
    html = page(f"<header><nav><a href='/'>Home</a> <a href='/news'>News</a></nav></header><main><article>{body}"
                "</article></main><footer><a href='/privacy'>Privacy</a></footer>", "Story",
                f"<meta property='og:type' content='article'>{head}").replace("<html>", f"<html lang='{lang}'>")
    return _paragraphs(processed(html, url).body)


_PLEAS = {  # a box under the text asking for support on the reader's liking of the article, and the text's language
    "hu": ("Ha tetszett a cikk, támogasd a 444-et!", NEGY),
    "en": ("If you liked this article, support us with a donation.", OPINION),
    "de": ("Wenn Ihnen dieser Artikel gefallen hat, unterstützen Sie uns mit einer Spende.", RP),
    "de-question": ("Hat Ihnen der Artikel gefallen? Dann unterstützen Sie uns!", RP),
    "cs": ("Líbil se vám článek? Podpořte nás.", NOVINKY),
    "pl": ("Podobał ci się artykuł? Wesprzyj nas.", ONET),
}


@pytest.mark.parametrize("name", list(_PLEAS))
def test_a_plea_on_the_readers_liking_of_the_article_goes(name):
    plea, texts = _PLEAS[name]
    found = _texts(_story(texts) + f"<div class='box'><p>{plea}</p><a href='/donate'>→</a></div>",
                   "https://news.example.org/2026/11/story", lang=name[:2])
    assert plea not in found and texts[-1] in found


def test_a_plea_reported_in_the_text_stays():
    said = ("Der Verleger sagte, ein Satz wie „Wenn Ihnen dieser Artikel gefallen hat, unterstützen Sie uns“ sei unter "
            "jedem Text der falsche Ton.")
    assert said in _texts(_story((*RP[:2], said, RP[3])), "https://news.example.de/2026/11/verleger", lang="de")


_CAPTIONS = ("<span class='caption'>{}</span> <span class='credit'>Fotó: MTI</span>",  # Origo: the caption's own span
             "<p class='caption'>{}</p>", "<div class='caption-text'>{}</div>")


def _gallery(inner: str, text: str) -> list[str]:
    figures = "".join(f"<figure><img src='/k{i}.jpg' alt=''><figcaption>{inner.format(t)}</figcaption></figure>"
                      for i, t in enumerate(GALLERY))
    return _texts(f"<h1>Advent</h1>{text}<div class='pics'>{figures}</div>",
                  "https://www.origo.example.hu/itthon/20261129-advent-kepek.html", lang="hu")


@pytest.mark.parametrize("inner", _CAPTIONS)
def test_a_gallery_articles_captions_stay_whatever_element_of_their_figcaption_holds_them(inner):
    found = _gallery(inner, f"<p>{GALLERY_LEAD}</p>")
    assert all(t in found for t in GALLERY) and "Fotó: MTI" not in found


@pytest.mark.parametrize("inner", _CAPTIONS)
def test_captions_beside_a_long_article_go_whatever_element_of_their_figcaption_holds_them(inner):
    # (space.com's inline gallery in its figcaption's <div class="caption-text"> beside a long article)
    found = _gallery(inner, _story((INDEX_LEAD, *INDEX, *NEGY)))
    assert not any(t in found for t in GALLERY) and NEGY[-1] in found


@pytest.mark.parametrize("cls", ["dcr-contributor-bio", "contributor-box", "author-bio"])
def test_a_contributors_bio_box_under_the_text_goes(cls):
    bio = ("Sarah Jenkins is a Guardian columnist and the author of Off the Rails: How Britain Stopped Maintaining "
           "Its Railways")
    found = _texts(_story(OPINION) + f"<div class='{cls}'><p><a href='/profile/sj'>Sarah Jenkins</a>{bio[13:]}</p>"
                   "</div>", "https://www.theguardian.example.com/commentisfree/2026/nov/23/railways")
    assert bio not in found and OPINION[-1] in found


@pytest.mark.parametrize("box, gone", [
    ("<span>Video</span><span>Guvernér ČNB: Inflace je pod kontrolou</span><span>2:14</span>", True),
    ("<span>Video:</span> <span>Polizei sucht Zeugen nach Überfall</span> <span>(02:15 min)</span>", True),
    ("<span>Audio</span><span>Das Interview in voller Länge</span><span>12:40</span>", True),
    # a sentence opening with the word: its verb lower case
    ("Video shows the suspect leaving the bank at 2:14", False),
])
def test_a_player_box_in_one_line_goes(box, gone):
    found = _texts(f"<p>{SEZNAM[0]}</p><div class='box'>{box}</div><p>{SEZNAM[2]}</p>",
                   "https://www.seznamzpravy.example.cz/clanek/ekonomika-cnb-1", lang="cs")
    line = " ".join(t for t in found if t.startswith(("Video", "Audio")))
    assert (line == "") == gone and SEZNAM[2] in found


def _paywalled(body: str, stated: str, free: str | None = "False") -> list[str]:
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Heizungsgesetz wird überarbeitet",
            "articleBody": stated}
    if free is not None:
        data["isAccessibleForFree"] = free
    return _texts(body + "<div class='paywall'><h2>Lesen Sie jetzt weiter mit WELTplus</h2></div>",
                  "https://www.welt.example.de/wirtschaft/article2512345/heizungsgesetz.html",
                  f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>', "de")


def test_a_paywalled_articles_rest_is_taken_from_its_json_ld_body():
    found = _paywalled(_story(WELT[:2]), "\n".join(WELT))
    assert found[-5:] == list(WELT)


@pytest.mark.parametrize("shown, stated, free", [
    (WELT[:2], WELT, None),  # the article says nothing of a paywall
    (WELT[:2], WELT, "True"),
    (WELT[:2], WELT[:1] + WELT[2:], "False"),  # the body does not hold the last paragraph shown
    (WELT, WELT, "False"),  # the whole text shown (a subscriber's page)
])
def test_a_json_ld_body_adds_nothing_to_a_free_article_or_another_text(shown, stated, free):
    found = _paywalled(_story(shown), "\n".join(stated), free)
    assert [t for t in found if t in WELT] == list(shown) and all(found.count(t) == 1 for t in WELT if t in found)


@pytest.mark.parametrize("cls", ["article-paywall", "paywall-content", "tp-container-inner paywall", "paywall"])
def test_the_text_behind_a_paywall_in_the_page_stays(cls):
    # (the site ships the whole text and hides its rest from those who do not pay)
    found = _texts(_story(WELT[:3]) + f"<div class='{cls}'>{_story(WELT[3:])}</div>",
                   "https://www.welt.example.de/wirtschaft/article2512346/heizungsgesetz.html", lang="de")
    assert found[-5:] == list(WELT)


@pytest.mark.parametrize("box", [
    "<p>Mit WELTplus lesen Sie alle Artikel, Analysen und Kommentare unserer Redaktion ohne Einschränkung und "
    "werbereduziert.</p><a class='button' href='/abo'>Jetzt 30 Tage kostenlos testen</a>",
    "<h2>Lesen Sie jetzt weiter mit WELTplus</h2><p>Mit WELTplus lesen Sie alle Artikel, Analysen und Kommentare "
    "unserer Redaktion ohne Einschränkung und werbereduziert.</p>",
])
def test_a_paywalls_pitch_after_the_text_goes(box):
    found = _texts(_story(WELT[:3]) + f"<div class='paywall'>{box}</div>",
                   "https://www.welt.example.de/wirtschaft/article2512347/heizungsgesetz.html", lang="de")
    assert not any("WELTplus" in t for t in found) and found[-3:] == list(WELT[:3])


@pytest.mark.parametrize("box", ["<div class='ad'>Hirdetés</div>", "<div class='ad'></div>",
                                 "<aside class='related'><a href='/1'>Lassult az infláció októberben</a></aside>"])
def test_bare_text_paragraphs_stay_apart_where_a_box_between_them_went(box):
    # (444-like text without <p>: the box between two runs of text went, and the runs were read as one paragraph,
    # "nyitva.A döntést" glued)
    found = _texts(f"<div class='text'>{NEGY[0]}{box}{NEGY[1]}<h2>Mi jön most?</h2>{NEGY[2]}<br><br>{NEGY[3]}</div>",
                   "https://444.example.hu/2026/11/12/lanchid", lang="hu")
    assert [t for t in found if t in NEGY] == list(NEGY)


def test_an_inline_box_inside_a_sentence_leaves_the_sentence_whole():
    found = _texts(f"<p>{RP[0]}</p><p>Grund sind Arbeiten an den Dehnungsfugen,<span class='ad'>Anzeige</span> die "
                   f"nach Angaben des Amts nicht länger aufgeschoben werden können.</p><p>{RP[2]}</p>",
                   "https://rp-online.example.de/nrw/staedte/duesseldorf/bruecke_aid-2", lang="de")
    assert "Grund sind Arbeiten an den Dehnungsfugen, die nach Angaben des Amts nicht länger aufgeschoben werden " \
           "können." in found


# text whole, furniture gone, what the page is (type, writer, day)
globals().update(page_tests(PAGES, OPEN, open_furniture=OPEN_FURNITURE))
