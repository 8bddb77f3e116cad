"""Whole news pages of session 35, of the parts real article pages carry that the earlier passes' pages had few of:
tables of results and figures, corrections and update notes, embedded Telegram posts and tweets, pull quotes, numbered
lists, fact boxes, authors' bios at the end, AMP versions, in Czech and Slovak (iROZHLAS, Aktuality.sk, Hospodářské
noviny, Echo24, Pravda.sk's AMP pages) and in languages of Central, Eastern and Southern Europe and Asia (Polish,
Hungarian, Slovenian, Croatian, Serbian in Cyrillic, Bulgarian, Romanian, Greek, Turkish, Latvian, Estonian, Hindi,
Hebrew, Korean).  Each page has its site's furniture between and around the text.  For each page the article's text
stays whole, the furniture goes, the ``<doc>`` line names the title, writer and day the page states, and each
paragraph has the page's language.  The harness is ``NewsPage`` of ``test_vert_news28``; the rules found missing are
tested after the pages."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pytest
from test_vert_news28 import NewsPage, page_tests, short_article
from test_vert_news33 import _kept, _story, add_page
from vert_support import news_foot as _foot
from vert_support import news_head as _head

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}
# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE: dict[str, str] = {}


_page = partial(add_page, PAGES)  # the page among PAGES, its <doc> line to name the author on the day


def _table(rows: Sequence[Sequence[str]], cls: str = "") -> str:
    """A table of results: its first row the header cells."""
    attr = f' class="{cls}"' if cls else ""
    head = "".join(f"<th>{c}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows[1:])
    return f"<table{attr}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


# --- iROZHLAS (Czech, Drupal: perex, audio player, lazy photo with credit, "Čtěte také" inline, pull quote) --------

IROZHLAS = (
    "Krajský soud v Brně v pondělí potvrdil, že obec Bílovice nad Svitavou musí vrátit dotaci na stavbu nové "
    "sportovní haly. Ministerstvo pro místní rozvoj podle soudu oprávněně vyhodnotilo zakázku jako netransparentní.",
    "Obec chtěla za halu zaplatit přes čtyřicet milionů korun. Dotace měla pokrýt zhruba polovinu nákladů, zbytek "
    "chtěla radnice hradit z úvěru, který si vzala už před dvěma lety.",
    "## Starosta zvažuje kasační stížnost",
    "Starosta obce Miroslav Doležal řekl serveru iROZHLAS.cz, že rozsudek s právníky prostuduje. „Jsme přesvědčeni, "
    "že jsme postupovali podle zákona a že soud některé naše argumenty vůbec nevzal v úvahu,“ uvedl.",
    "Pokud by obec u Nejvyššího správního soudu neuspěla, musela by vrátit přes dvacet milionů korun. To je zhruba "
    "třetina ročního rozpočtu obce, která má necelé čtyři tisíce obyvatel.",
    "Ministerstvo se k rozsudku nechtělo vyjadřovat, dokud nenabude právní moci. Podobných sporů o vrácení dotací "
    "vede podle svých údajů v současnosti přes třicet.",
)

_page("irozhlas", _head("Obec musí vrátit dotaci na sportovní halu, rozhodl soud | iROZHLAS - spolehlivé zprávy", "cs",
                        "Obec musí vrátit dotaci na sportovní halu, rozhodl soud", "Jana Procházková", "2026-11-30")
      + '<body><div class="cookie-consent"><p>Tento web používá k poskytování služeb, personalizaci reklam a analýze '
      'návštěvnosti soubory cookie.</p><button>Rozumím</button></div><header class="header"><a href="/">iROZHLAS</a>'
      '<nav><a href="/zpravy-domov">Domov</a> <a href="/zpravy-svet">Svět</a> <a href="/veda-technologie">Věda</a>'
      '</nav></header><main><article class="b-detail"><header class="b-detail__head"><h1>Obec musí vrátit dotaci na '
      'sportovní halu, rozhodl soud</h1><div class="meta"><p class="meta__authors"><a href="/lide/jana-prochazkova">'
      'Jana Procházková</a></p><p class="meta__date"><time datetime="2026-11-30T09:12:00+01:00">30. listopadu 2026'
      ' 9:12</time></p><p class="meta__share"><a href="#">Sdílet na Facebooku</a> <a href="#">Sdílet na X</a></p>'
      '</div></header><div class="b-detail__body"><p class="text-lg"><strong>Obec Bílovice nad Svitavou u Brna musí '
      'vrátit státu dotaci na sportovní halu. Soud dal za pravdu ministerstvu.</strong></p>'
      '<div class="b-player"><button>Přehrát</button><span>00:00 / 02:45</span><span>Poslechněte si celý '
      'článek</span></div><figure class="b-image"><img data-src="/sites/default/files/images/hala.jpg" alt="Hala">'
      '<figcaption><span class="b-image__desc">Rozestavěná sportovní hala v Bílovicích nad Svitavou</span>'
      '<span class="b-image__author">Foto: Petr Novák | Zdroj: Český rozhlas</span></figcaption></figure>'
      + _story(IROZHLAS, {1: '<div class="b-inline"><p class="b-inline__title">Čtěte také</p><a href="/zpravy-domov/1">'
                             'Obce vracejí dotace kvůli chybám v zakázkách. Nejčastěji jde o haly a chodníky</a></div>',
                          3: '<blockquote class="b-quote"><p>Jsme přesvědčeni, že jsme postupovali podle zákona</p>'
                             '<cite>Miroslav Doležal, starosta</cite></blockquote>'})
      + '</div><div class="b-detail__tags"><a href="/tag/dotace">dotace</a> <a href="/tag/soudy">soudy</a></div>'
      '<p class="b-detail__copyright">© Český rozhlas. Všechna práva vyhrazena.</p></article><aside><h3>Nejčtenější'
      '</h3><a href="/zpravy-domov/2">Počasí: o víkendu napadne sníh i v nížinách</a></aside></main>'
      + _foot("Český rozhlas", '<a href="/kontakty">Kontakty</a>'),
      "https://www.irozhlas.example.cz/zpravy-domov/bilovice-nad-svitavou-dotace-hala-soud_2611300912_jpr",
      _kept(IROZHLAS, "Obec Bílovice nad Svitavou u Brna musí vrátit státu dotaci na sportovní halu. Soud dal za pravdu "
                      "ministerstvu."),
      ("Rozumím", "soubory cookie", "Sdílet na", "Přehrát", "Poslechněte si", "Foto: Petr Novák", "Čtěte také",
       "Nejčastěji jde o haly", "Nejčtenější", "Všechna práva", "Doležal, starosta"),
      "Jana Procházková", "2026-11-30", "cs")


# --- Aktuality.sk (Slovak, Ringier: election results table, "Aktualizované" note, numbered list) ------------------

AKTUALITY = (
    "Voľby predsedov samosprávnych krajov vyhrali vo väčšine krajov doterajší župani. Novú tvár budú mať len "
    "Trnavský a Prešovský kraj, ukázali výsledky, ktoré v nedeľu ráno zverejnil štatistický úrad.",
    "Volebná účasť dosiahla 44,2 percenta, čo je najviac od vzniku samosprávnych krajov. Analytici to pripisujú "
    "spojeniu volieb do krajov s voľbami do obecných zastupiteľstiev.",
    "## Výsledky v Bratislavskom kraji",
)
AKTUALITY_TABLE = (("Kandidát", "Strana", "Hlasy", "Podiel"),
                   ("Juraj Droba", "nezávislý", "142 518", "51,3 %"),
                   ("Martin Kuruc", "PS", "98 204", "35,4 %"),
                   ("Ján Mrva", "Smer-SD", "36 911", "13,3 %"))
AKTUALITY_END = (
    "Podľa politológov rozhodli tri veci:",
    "vysoká účasť v mestách,",
    "slabá mobilizácia voličov vládnych strán,",
    "podpora opozície pre nezávislých kandidátov.",
    "Noví župani sa ujmú funkcie 1. decembra. Zastupiteľstvá sa prvýkrát zídu do dvadsiatich dní od vyhlásenia "
    "výsledkov.",
)

_page("aktuality", _head("Voľby do VÚC 2026: výsledky. Župani obhájili, zmena v dvoch krajoch | Aktuality.sk", "sk",
                         "Voľby do VÚC 2026: výsledky. Župani obhájili, zmena v dvoch krajoch", "Martin Kováč",
                         "2026-11-29")
      + '<body><div id="didomi-host"><p>Vážime si vaše súkromie. My a naši partneri ukladáme alebo pristupujeme k '
      'informáciám na zariadení.</p><button>Súhlasím a zavrieť</button></div><header><a href="/">Aktuality.sk</a>'
      '<nav><a href="/spravy/domace/">Domáce</a> <a href="/spravy/zahranicne/">Zahraničné</a></nav></header><main>'
      '<article class="article"><h1 class="article-headline">Voľby do VÚC 2026: výsledky. Župani obhájili, zmena v '
      'dvoch krajoch</h1><div class="article-meta"><a class="author-name" href="/autor/martin-kovac">Martin Kováč'
      '</a><span class="date">29. novembra 2026 8:15</span><span class="updated">Aktualizované 29. novembra 2026 '
      '11:40</span></div><div class="article-body"><p class="article-perex">Väčšina županov svoje kreslá obhájila.'
      ' Zmena príde v Trnave a v Prešove.</p>'
      + _story(AKTUALITY, {0: '<div class="read-also"><strong>Prečítajte si aj</strong><a href="/c/1">Ako sa volilo v '
                              'roku 2022: Prehľad</a></div>'})
      + _table(AKTUALITY_TABLE, "table-results") + f"<p>{AKTUALITY_END[0]}</p><ol>"
      + "".join(f"<li>{t}</li>" for t in AKTUALITY_END[1:4]) + f"</ol><p>{AKTUALITY_END[4]}</p>"
      '<p class="update-note"><em>Článok sme aktualizovali o výsledky z Prešovského kraja.</em></p>'
      '<div class="newsletter"><h3>Newsletter Aktuality.sk</h3><p>Každé ráno to najdôležitejšie do vašej '
      'schránky.</p><input placeholder="Váš e-mail"><button>Odoberať</button></div></div><div class="discussion-link">'
      '<a href="/diskusia/1">Diskusia (214)</a></div></article></main>'
      + _foot("Ringier Slovakia Media s.r.o.", '<a href="/kontakt/">Kontakt</a>'),
      "https://www.aktuality.example.sk/clanok/8h2k4lq/volby-do-vuc-2026-vysledky/",
      _kept(AKTUALITY, "Väčšina županov svoje kreslá obhájila. Zmena príde v Trnave a v Prešove.", *AKTUALITY_END),
      ("Súhlasím", "Vážime si vaše súkromie", "Prečítajte si aj", "Ako sa volilo", "Newsletter", "Odoberať",
       "Diskusia (214)"),
      "Martin Kováč", "2026-11-29", "sk")


# --- Hospodářské noviny (Czech, own CMS: paywall teaser, newsletter box, author's bio at the end) ------------------

HN = (
    "Česká národní banka ve čtvrtek podle očekávání ponechala základní úrokovou sazbu na 3,5 procenta. Pro tento "
    "krok hlasovalo pět členů bankovní rady, dva byli pro snížení o čtvrt procentního bodu.",
    "Guvernér banky na tiskové konferenci uvedl, že inflace se sice vrátila k cíli, ale rizika v podobě rostoucích "
    "mezd a cen služeb přetrvávají. Trh práce je podle něj stále napjatý.",
    "## Koruna posílila",
    "Koruna po oznámení rozhodnutí mírně posílila na 24,85 koruny za euro. Analytici oslovení HN čekají další "
    "snížení sazeb nejdříve na jaře, pokud se potvrdí zpomalení růstu cen.",
    "„Bankovní rada dala jasně najevo, že nikam nespěchá. Trh teď bude sledovat hlavně lednová data o inflaci,“ "
    "uvedl hlavní ekonom jedné z velkých bank.",
)

_page("hn", _head("ČNB nechala sazby beze změny, koruna posílila | Hospodářské noviny (HN.cz)", "cs",
                  "ČNB nechala sazby beze změny, koruna posílila", "Lukáš Dvořák", "2026-11-26")
      + '<body><header class="site-header"><a href="/">Hospodářské noviny</a><nav><a href="/ekonomika">Ekonomika</a> '
      '<a href="/finance">Finance</a> <a href="/nazory">Názory</a></nav><a class="login" href="/prihlaseni">Přihlásit'
      '</a><a class="subscribe" href="/predplatne">Předplatit</a></header><main><article class="article-detail">'
      '<h1 class="article-title">ČNB nechala sazby beze změny, koruna posílila</h1><div class="article-info">'
      '<span class="article-authors"><a href="/autori/lukas-dvorak">Lukáš Dvořák</a></span><span '
      'class="article-time">26. 11. 2026 14:45</span><span class="article-comments"><a href="#diskuse">5 komentářů'
      '</a></span></div><div class="article-body"><p class="article-perex">Česká národní banka nechala úrokové sazby '
      'beze změny. Další snížení analytici čekají až na jaře.</p>'
      + _story(HN, {1: '<div class="box-newsletter"><p class="title">Newsletter Ekonomika HN</p><p>Nejdůležitější '
                       'ekonomické zprávy týdne každé pondělí ve vaší schránce.</p><input type="email" placeholder="'
                       'Váš e-mail"><button>Přihlásit se k odběru</button></div>'})
      + '<p class="author-bio"><em>Autor je redaktor ekonomické rubriky HN, zabývá se měnovou politikou a bankovnictvím.'
      '</em></p></div><div class="paywall-teaser"><p>Zbývá vám 2 z 5 článků zdarma tento měsíc.</p><a '
      'href="/predplatne">Získejte neomezený přístup od 1 Kč</a></div></article><aside class="sidebar"><h3>Nejčtenější'
      '</h3><a href="/c/2">Hypotéky znovu zlevňují, ukazuje index</a></aside></main>'
      + _foot("Economia, a.s.", '<a href="/kontakty">Kontakty</a>'),
      "https://hn.example.cz/c1-67891234-cnb-nechala-sazby-beze-zmeny-koruna-posilila",
      _kept(HN, "Česká národní banka nechala úrokové sazby beze změny. Další snížení analytici čekají až na jaře."),
      ("Přihlásit", "Předplatit", "5 komentářů", "Newsletter Ekonomika", "schránce", "Zbývá vám", "neomezený přístup",
       "Nejčtenější", "Hypotéky"),
      "Lukáš Dvořák", "2026-11-26", "cs")


# --- Echo24 (Czech, WordPress: embedded tweet, "Sledujte nás", discussion counter) --------------------------------

ECHO = (
    "Ministr zahraničí v úterý na sociální síti X oznámil, že Česko povolá svého velvyslance z Minsku ke "
    "konzultacím. Důvodem je podle něj zadržení dvou českých občanů běloruskými úřady.",
    "Oba muži byli zadrženi minulý týden na hraničním přechodu, kde podle běloruské strany převáželi zakázané "
    "tiskoviny. Česká strana tvrdí, že šlo o běžné knihy.",
    "Ministerstvo zároveň doporučilo občanům, aby do Běloruska necestovali. Varování platí až do odvolání.",
    "Opozice krok podpořila, žádá však také přísnější postup vůči běloruským diplomatům v Praze.",
)

_page("echo24", _head("Česko povolá velvyslance z Minsku. Bělorusko zadrželo dva Čechy | Echo24", "cs",
                      "Česko povolá velvyslance z Minsku. Bělorusko zadrželo dva Čechy", "Petr Svoboda", "2026-11-25")
      + '<body class="single-post"><header id="masthead"><a href="/">Echo24</a><nav><a href="/rubrika/domov">Domov</a> '
      '<a href="/rubrika/svet">Svět</a></nav></header><main><article class="post"><h1 class="entry-title">Česko povolá '
      'velvyslance z Minsku. Bělorusko zadrželo dva Čechy</h1><div class="entry-meta"><span class="author vcard"><a '
      'href="/autor/petr-svoboda">Petr Svoboda</a></span><time class="entry-date" datetime="2026-11-25T10:30:00+01:00">'
      '25. 11. 2026 10:30</time><a class="comments-link" href="#comments">Diskuse (38)</a></div><div '
      'class="entry-content">'
      + _story(ECHO, {0: '<blockquote class="twitter-tweet"><p lang="cs" dir="ltr">Povolávám našeho velvyslance z '
                         'Minsku ke konzultacím. Zadržení našich občanů je nepřijatelné.</p>— Ministr (@ministr_cz) '
                         '<a href="https://twitter.com/ministr_cz/status/1">November 25, 2026</a></blockquote>'
                         '<script async src="https://platform.twitter.com/widgets.js"></script>'})
      + '<p class="follow"><strong>Sledujte nás na Facebooku a na síti X.</strong></p></div><div class="tags-links">'
      'Štítky: <a href="/tag/belorusko">Bělorusko</a></div></article><section id="comments"><h3>Diskuse (38)</h3>'
      '<p>Pro vložení komentáře se musíte přihlásit.</p></section></main>'
      + _foot("Echo Media a.s.", '<a href="/kontakt">Kontakt</a>'),
      "https://www.echo24.example.cz/a/HkX8r/zpravy-domov-cesko-povola-velvyslance-minsk",
      _kept(ECHO), ("Diskuse (38)", "Sledujte nás", "Štítky", "musíte přihlásit"),
      "Petr Svoboda", "2026-11-25", "cs")


# --- Pravda.sk AMP (Slovak: amp-img with caption, amp-ad, amp-social-share, amp-sidebar menu) -----------------------

PRAVDA_AMP = (
    "Nemocnica v Banskej Bystrici otvorila nové oddelenie detskej onkológie. Rekonštrukcia pavilónu trvala dva roky "
    "a stála takmer osem miliónov eur, väčšinu z nich pokryl plán obnovy.",
    "Oddelenie má dvadsať lôžok a izby, v ktorých môžu s deťmi zostať aj rodičia. Súčasťou je aj herňa a učebňa, "
    "kde sa deti počas dlhej liečby môžu vzdelávať.",
    "„Konečne máme priestory, ktoré zodpovedajú dvadsiatemu prvému storočiu,“ povedal prednosta kliniky.",
    "Nemocnica podľa riaditeľa plánuje v budúcom roku zrekonštruovať aj pavilón chirurgie.",
)

_page("pravda-amp", '<!doctype html><html ⚡ lang="sk"><head><meta charset="utf-8"><meta property="og:type" content="article"><title>V Banskej Bystrici otvorili '
      'nové oddelenie detskej onkológie | Pravda.sk</title><link rel="canonical" href="https://spravy.pravda.example.sk/'
      'domace/clanok/712345-onkologia/"><meta name="viewport" content="width=device-width"><script async '
      'src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>'
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"V Banskej '
      'Bystrici otvorili nové oddelenie detskej onkológie","datePublished":"2026-11-27T07:00:00+01:00","author":'
      '[{"@type":"Person","name":"Zuzana Horváthová"}]}</script></head><body><amp-sidebar id="menu" layout="nodisplay">'
      '<ul><li><a href="/domace/">Domáce</a></li><li><a href="/svet/">Svet</a></li><li><a href="/ekonomika/">Ekonomika'
      '</a></li></ul></amp-sidebar><header><button on="tap:menu.toggle">Menu</button><a href="/">Pravda.sk</a></header>'
      '<main><article><h1>V Banskej Bystrici otvorili nové oddelenie detskej onkológie</h1><div class="article-meta">'
      '<span class="author">Zuzana Horváthová</span> <time datetime="2026-11-27T07:00:00+01:00">27.11.2026 07:00</time>'
      '</div><figure><amp-img src="/img/onko.jpg" width="800" height="450" layout="responsive" alt="Oddelenie">'
      '</amp-img><figcaption>Nové oddelenie detskej onkológie. Foto: TASR/Ján Krošlák</figcaption></figure>'
      '<p class="perex"><strong>Pacienti sa do nových priestorov presťahujú v pondelok.</strong></p>'
      + _story(PRAVDA_AMP, {1: '<div class="ad"><span>Reklama</span><amp-ad width="300" height="250" type="doubleclick"'
                               ' data-slot="/1/pravda"></amp-ad></div>'})
      + '<amp-social-share type="facebook"></amp-social-share><p class="amp-full"><a href="https://spravy.pravda.'
      'example.sk/domace/clanok/712345-onkologia/">Zobraziť celú verziu článku</a></p></article></main>'
      '<footer><p>© 2026 Perex, a.s.</p></footer></body></html>',
      "https://spravy.pravda.example.sk/domace/clanok/712345-onkologia/amp/",
      _kept(PRAVDA_AMP, "Pacienti sa do nových priestorov presťahujú v pondelok."),
      ("Menu", "Ekonomika", "Reklama", "Zobraziť celú verziu", "TASR/Ján Krošlák", "Perex, a.s."),
      "Zuzana Horváthová", "2026-11-27", "sk")


# --- Index.hu (Hungarian: "Ajánló" box, correction note "Helyesbítés", numbered list, Facebook prompt) -------------

INDEX = (
    "A kormány szerdán bejelentette, hogy januártól tíz százalékkal emelkedik a pedagógusok bére. Az emelés "
    "mintegy százhúszezer tanárt és óvodapedagógust érint az állami és az egyházi fenntartású intézményekben.",
    "A belügyminiszter szerint a béremelés fedezete a jövő évi költségvetésben rendelkezésre áll. Az intézkedés a "
    "kormány becslése szerint évente mintegy kétszázmilliárd forintba kerül.",
    "A pedagógus-szakszervezetek három feltételt szabtak:",
    "az emelés a technikai dolgozókra is terjedjen ki,",
    "a kötelező óraszám ne nőjön,",
    "a béremelést rögzítsék a közoktatási törvényben.",
    "A szakszervezet elnöke szerint a tíz százalék a tavalyi infláció mellett kevés, ezért jövő héten újabb "
    "tárgyalást kezdeményeznek a minisztériummal.",
)

_page("index-hu", _head("Januártól tíz százalékkal nő a tanárok bére - Index", "hu",
                        "Januártól tíz százalékkal nő a tanárok bére", "Kovács Péter", "2026-11-25")
      + '<body><header><a href="/">Index</a><nav><a href="/belfold/">Belföld</a> <a href="/kulfold/">Külföld</a> '
      '<a href="/gazdasag/">Gazdaság</a></nav></header><main><div class="cikk-torzs-container"><h1>Januártól tíz '
      'százalékkal nő a tanárok bére</h1><div class="szerzo"><a href="/szerzo/kovacs_peter">Kovács Péter</a> '
      '<span class="datum">2026.11.25. 16:05</span></div><div class="cikk-torzs"><p class="lead">Tíz százalékos '
      'béremelést kapnak januártól a pedagógusok.</p>'
      + _story(INDEX[:3], {1: '<div class="ajanlo-box"><p>Ajánló</p><a href="/belfold/2026/11/20/1">Sztrájkot '
                              'hirdettek a tanárok decemberre</a></div>'})
      + "<ol>" + "".join(f"<li>{t}</li>" for t in INDEX[3:6]) + f"</ol><p>{INDEX[6]}</p>"
      '<p><em>Helyesbítés: cikkünk korábbi változatában tévesen szerepelt, hogy az emelés csak az állami iskolákat '
      'érinti.</em></p><div class="fb-ajanlo"><p>Kövesse az Indexet a Facebookon is!</p></div></div>'
      '<div class="cikk-cimkek"><a href="/cimke/oktatas">oktatás</a></div></div><aside><h3>Legfrissebb</h3><a '
      'href="/belfold/2">Hó esik az Alföldön</a></aside></main>'
      + _foot("Index.hu Zrt.", '<a href="/impresszum/">Impresszum</a>'),
      "https://index.example.hu/belfold/2026/11/25/pedagogus-beremeles-januar/",
      _kept(INDEX, "Tíz százalékos béremelést kapnak januártól a pedagógusok.",
            "Helyesbítés: cikkünk korábbi változatában tévesen szerepelt, hogy az emelés csak az állami iskolákat "
            "érinti."),
      ("Ajánló", "Sztrájkot hirdettek", "Kövesse az Indexet", "Legfrissebb", "Hó esik"),
      "Kovács Péter", "2026-11-25", "hu")


# --- Digi24 (Romanian: embedded Telegram post, "Citește și", "Urmărește știrile Digi24.ro și pe Google News") ------

DIGI = (
    "Armata română a ridicat două avioane F-16 după ce radarele au detectat o dronă care a intrat în spațiul aerian "
    "al țării, în zona localității Plauru din județul Tulcea, a anunțat Ministerul Apărării.",
    "Potrivit ministerului, drona a fost urmărită de radare timp de aproximativ zece minute, după care a ieșit din "
    "spațiul aerian românesc spre Ucraina.",
    "Autoritățile ucrainene au transmis pe Telegram că atacul a vizat infrastructura portuară de la Izmail.",
    "Locuitorii din zonă au primit mesaje RO-Alert și au fost sfătuiți să se adăpostească.",
)

_page("digi24", _head("Avioane F-16 ridicate de la sol după ce o dronă a intrat în spațiul aerian | Digi24", "ro",
                      "Avioane F-16 ridicate de la sol după ce o dronă a intrat în spațiul aerian", "Andrei Popescu",
                      "2026-11-26")
      + '<body><header><a href="/">Digi24</a><nav><a href="/stiri/actualitate">Actualitate</a> <a href="/stiri/externe">'
      'Externe</a></nav></header><main><article class="article"><h1>Avioane F-16 ridicate de la sol după ce o dronă a '
      'intrat în spațiul aerian</h1><div class="article-author"><span>Autor: <a href="/autor/andrei-popescu">Andrei '
      'Popescu</a></span><time datetime="2026-11-26T08:20:00+02:00">26.11.2026 08:20</time></div><div '
      'class="article-content">'
      + _story(DIGI, {1: '<p><strong>Citește și: </strong><a href="/stiri/1">Ce se întâmplă dacă o dronă cade pe '
                         'teritoriul României</a></p>',
                      2: '<div class="telegram-embed"><script async src="https://telegram.org/js/telegram-widget.js" '
                         'data-telegram-post="ukraine_now/12345"></script><iframe src="https://t.me/ukraine_now/12345?'
                         'embed=1"></iframe></div>'})
      + '<p><strong>Urmărește știrile Digi24.ro și pe Google News</strong></p></div></article><aside><h3>Cele mai '
      'citite</h3><a href="/stiri/2">Vremea: ninsori în Carpați</a></aside></main>'
      + _foot("Digi24", '<a href="/contact">Contact</a>'),
      "https://www.digi24.example.ro/stiri/actualitate/avioane-f16-drona-tulcea-3012345",
      _kept(DIGI), ("Citește și", "Ce se întâmplă dacă", "Urmărește știrile", "Cele mai citite"),
      "Andrei Popescu", "2026-11-26", "ro")


# --- Politika (Serbian in Cyrillic: "Прочитајте још", fact box "Укратко", comments counter "Коментари (12)") --------

POLITIKA = (
    "Влада Србије усвојила је данас предлог закона о буџету за наредну годину, којим су предвиђени приходи од "
    "око два и по билиона динара и дефицит од три процента бруто домаћег производа.",
    "Министар финансија рекао је на седници да ће највећи део капиталних инвестиција бити усмерен на путеве, "
    "железницу и енергетику, као и на припреме за међународну изложбу.",
    "Пензије ће од јануара бити повећане за девет одсто, а плате у јавном сектору за осам одсто, наводи се у "
    "образложењу предлога.",
    "Скупштина би о буџету требало да се изјасни до средине децембра.",
)

_page("politika", _head("Влада усвојила предлог буџета за 2027. годину | Политика", "sr",
                        "Влада усвојила предлог буџета за 2027. годину", "Јелена Петровић", "2026-11-27")
      + '<body><header><a href="/">Политика</a><nav><a href="/rubrika/1/Politika">Политика</a> <a href="/rubrika/4/'
      'Ekonomija">Економија</a> <a href="/rubrika/2/Svet">Свет</a></nav></header><main><article class="article">'
      '<h1 class="article-title">Влада усвојила предлог буџета за 2027. годину</h1><div class="article-info"><span '
      'class="author">Јелена Петровић</span> <span class="date">27.11.2026. у 13:40</span> <a href="#komentari">'
      'Коментари (12)</a></div><div class="article-content">'
      + _story(POLITIKA, {1: '<div class="related-inline"><p>Прочитајте још</p><a href="/clanak/1">ММФ: Српска '
                             'привреда расте брже од очекивања</a></div>',
                          2: '<div class="box-ukratko"><h4>Укратко</h4><ul><li>Дефицит: 3 одсто БДП-а</li>'
                             '<li>Пензије: +9 одсто од јануара</li><li>Плате у јавном сектору: +8 одсто</li></ul>'
                             '</div>'})
      + '</div><div class="article-tags"><a href="/tag/budzet">буџет</a></div><section id="komentari"><h3>Коментари '
      '(12)</h3><p>Пошаљите коментар</p></section></article></main>'
      + _foot("Политика новине и магазини", '<a href="/kontakt">Контакт</a>'),
      "https://www.politika.example.rs/scc/clanak/612345/vlada-usvojila-predlog-budzeta",
      _kept(POLITIKA, "Дефицит: 3 одсто БДП-а", "Пензије: +9 одсто од јануара", "Плате у јавном сектору: +8 одсто"),
      ("Прочитајте још", "ММФ", "Коментари", "Пошаљите коментар"),
      "Јелена Петровић", "2026-11-27", "sr")


# --- Dnevnik.bg (Bulgarian: "Още по темата", photo credit, Facebook prompt) ----------------------------------------

DNEVNIK = (
    "Народното събрание прие на първо четене промените в Закона за движението по пътищата, с които глобите за "
    "превишена скорост се увеличават двойно, а за шофиране след употреба на наркотици се въвежда доживотна забрана.",
    "Вносителите от управляващото мнозинство посочиха, че през последната година броят на загиналите на пътя е "
    "нараснал с близо десет процента.",
    "Опозицията подкрепи идеята, но настоя глобите да бъдат диференцирани според доходите на нарушителите.",
    "Второто четене се очаква до края на годината, а промените трябва да влязат в сила от 1 март.",
)

_page("dnevnik-bg", _head("Парламентът удвои глобите за превишена скорост - Dnevnik.bg", "bg",
                          "Парламентът удвои глобите за превишена скорост", "Мария Иванова", "2026-11-26")
      + '<body><header><a href="/">Дневник</a><nav><a href="/bulgaria/">България</a> <a href="/sviat/">Свят</a>'
      '</nav></header><main><article><h1>Парламентът удвои глобите за превишена скорост</h1><div class="article-meta">'
      '<span class="author">Мария Иванова</span><time datetime="2026-11-26T12:05:00+02:00">26 ное 2026, 12:05</time>'
      '<span class="reads">2148 прочитания</span><span class="comments">3 коментара</span></div><figure><img '
      'src="/img/sabranie.jpg" alt=""><figcaption>Снимка: Анелия Николова</figcaption></figure><div '
      'class="article-body">'
      + _story(DNEVNIK, {1: '<div class="related-box"><h4>Още по темата</h4><ul><li><a href="/1">Катастрофите по '
                            'пътищата: ръст с 10%</a></li><li><a href="/2">КАТ започва масови проверки</a></li></ul>'
                            '</div>'})
      + '<p class="follow-fb">Последвайте ни във Facebook и Instagram</p></div></article><aside><h3>Най-четени</h3>'
      '<a href="/3">Сняг в София през уикенда</a></aside></main>'
      + _foot("Икономедиа АД", '<a href="/kontakti/">Контакти</a>'),
      "https://www.dnevnik.example.bg/bulgaria/2026/11/26/4812345_parlamentut_udvoi_globite/",
      _kept(DNEVNIK), ("Още по темата", "Катастрофите", "прочитания", "3 коментара", "Снимка:", "Последвайте ни",
                       "Най-четени"),
      "Мария Иванова", "2026-11-26", "bg")


# --- NTV (Turkish: "İlgili Haberler", "Haberin Devamı", results table of a match day) ------------------------------

NTV = (
    "Süper Lig'de 14. haftanın maçları tamamlandı. Galatasaray, deplasmanda Trabzonspor'u 2-1 yenerek liderliğini "
    "sürdürdü ve en yakın takipçisi Fenerbahçe ile arasındaki puan farkını dörde çıkardı.",
    "Fenerbahçe ise sahasında Konyaspor ile golsüz berabere kaldı. Teknik direktör maçın ardından hakem kararlarını "
    "eleştirdi.",
    "## Haftanın sonuçları",
)
NTV_TABLE = (("Ev sahibi", "Skor", "Deplasman"), ("Trabzonspor", "1-2", "Galatasaray"),
             ("Fenerbahçe", "0-0", "Konyaspor"), ("Beşiktaş", "3-1", "Sivasspor"))
NTV_END = ("Ligde 15. hafta maçları hafta sonu oynanacak. Galatasaray, sahasında Beşiktaş'ı ağırlayacak.",)

_page("ntv", _head("Süper Lig'de 14. hafta tamamlandı: Galatasaray farkı açtı - NTV Spor", "tr",
                   "Süper Lig'de 14. hafta tamamlandı: Galatasaray farkı açtı", "Mehmet Yılmaz", "2026-11-30")
      + '<body><header><a href="/">NTV</a><nav><a href="/turkiye">Türkiye</a> <a href="/spor">Spor</a></nav></header>'
      '<main><article class="category-detail"><h1>Süper Lig\'de 14. hafta tamamlandı: Galatasaray farkı açtı</h1>'
      '<div class="category-detail-meta"><span class="author">Mehmet Yılmaz</span><time datetime="2026-11-30T23:10:00'
      '+03:00">30.11.2026 23:10</time><span>Güncelleme: 30.11.2026 23:45</span></div><div class="content-news-tag-'
      'selector">'
      + _story(NTV, {0: '<p class="haberin-devami">Haberin Devamı</p>',
                     1: '<div class="related-news"><h4>İlgili Haberler</h4><a href="/spor/1">Fenerbahçe\'de sakatlık '
                        'şoku</a></div>'})
      + _table(NTV_TABLE) + f"<p>{NTV_END[0]}</p>"
      + '</div><div class="share"><a href="#">Paylaş</a></div></article></main>'
      + _foot("NTV Yayın", '<a href="/kunye">Künye</a>'),
      "https://www.ntv.example.com.tr/sporskor/futbol/super-ligde-14-hafta-tamamlandi,k2Lx8",
      _kept(NTV, *[c for row in NTV_TABLE for c in row], *NTV_END),
      ("Haberin Devamı", "İlgili Haberler", "sakatlık", "Paylaş", "Güncelleme"),
      "Mehmet Yılmaz", "2026-11-30", "tr")


# --- Delfi (Latvian: interview in questions and answers, "Seko Delfi arī Telegram", "Reklāma") -----------------------

DELFI_QA = (
    ("Kāpēc pašvaldība nolēma slēgt divas skolas?", "Skolēnu skaits pēdējos desmit gados ir samazinājies gandrīz "
     "uz pusi. Uzturēt divas ēkas ar pustukšām klasēm vienkārši vairs nav iespējams."),
    ("Ko par to saka vecāki?", "Protams, daudzi ir neapmierināti, un es viņus saprotu. Mēs esam organizējuši trīs "
     "sanāksmes un solījuši bezmaksas autobusu uz jauno skolu."),
    ("Kad lēmums stāsies spēkā?", "No nākamā mācību gada sākuma, tas ir, no septembra."),
)

_page("delfi-lv", _head("Mērs: skolēnu skaits sarucis uz pusi, divas skolas jāslēdz - Delfi", "lv",
                        "Mērs: skolēnu skaits sarucis uz pusi, divas skolas jāslēdz", "Anna Bērziņa", "2026-11-24")
      + '<body><header><a href="/">Delfi</a><nav><a href="/latvija">Latvijā</a> <a href="/arzemes">Ārzemēs</a></nav>'
      '</header><main><article><h1>Mērs: skolēnu skaits sarucis uz pusi, divas skolas jāslēdz</h1><div '
      'class="article-info"><span class="author">Anna Bērziņa</span><time datetime="2026-11-24T09:00:00+02:00">'
      '24. novembris, 2026 09:00</time></div><div class="article-body"><p class="lead"><b>Novada domes priekšsēdētājs '
      'intervijā skaidro, kāpēc no septembra slēgs divas skolas.</b></p>'
      + "".join(f"<p><b>{q}</b></p><p>{a}</p>" + ('<div class="ad"><span>Reklāma</span></div>' if i == 0 else "")
                for i, (q, a) in enumerate(DELFI_QA))
      + '<p class="telegram-cta">Seko "Delfi" arī Telegram vietnē, Instagram un Facebook!</p></div></article></main>'
      + _foot("DELFI", '<a href="/kontakti">Kontakti</a>'),
      "https://www.delfi.example.lv/195/latvija/56123456/mers-skolenu-skaits-sarucis",
      ("Novada domes priekšsēdētājs intervijā skaidro, kāpēc no septembra slēgs divas skolas.",
       *[t for pair in DELFI_QA for t in pair]),
      ("Reklāma", "Seko \"Delfi\"", "Seko"),
      "Anna Bērziņa", "2026-11-24", "lv")


# --- ERR (Estonian: "Loe ka", correction "Parandus:", editor line "Toimetaja:") ----------------------------------------

ERR = (
    "Riigikogu võttis kolmapäeval vastu riigieelarve, mis näeb ette kulude kasvu kaitsele ja õpetajate palkadele. "
    "Eelarve poolt hääletas 55 ja vastu 36 riigikogu liiget.",
    "Rahandusminister ütles, et eelarve puudujääk jääb alla kolme protsendi sisemajanduse koguproduktist.",
    "Opositsioon kritiseeris maksutõusu ja leidis, et valitsus ei ole piisavalt kokku hoidnud.",
)

_page("err", _head("Riigikogu võttis vastu järgmise aasta eelarve | ERR", "et",
                   "Riigikogu võttis vastu järgmise aasta eelarve", "Kadri Tamm", "2026-11-25")
      + '<body><header><a href="/">ERR</a><nav><a href="/eesti">Eesti</a> <a href="/maailm">Maailm</a></nav></header>'
      '<main><article><h1>Riigikogu võttis vastu järgmise aasta eelarve</h1><div class="meta"><time datetime='
      '"2026-11-25T15:30:00+02:00">25.11.2026 15:30</time></div><div class="text">'
      + _story(ERR, {0: '<p><strong>Loe ka:</strong> <a href="/1">Eelarve läbirääkimised venisid ööni</a></p>'})
      + '<p><em>Parandus: artikli varasemas versioonis oli eelarve poolt hääletanute arv vale.</em></p>'
      '<p class="byline">Toimetaja: Kadri Tamm</p></div><div class="share"><a href="#">Jaga</a></div></article>'
      '</main>' + _foot("ERR", '<a href="/kontakt">Kontakt</a>'),
      "https://www.err.example.ee/1609123456/riigikogu-vottis-vastu-eelarve",
      _kept(ERR, "Parandus: artikli varasemas versioonis oli eelarve poolt hääletanute arv vale."),
      ("Loe ka", "venisid ööni", "Jaga", "Toimetaja"),
      "Kadri Tamm", "2026-11-25", "et")


# --- Amar Ujala AMP (Hindi: amp-img, "यह भी पढ़ें", "विज्ञापन", WhatsApp channel prompt) ---------------------------------

AMAR = (
    "राजधानी में बुधवार को हुई भारी बारिश से कई इलाकों में जलभराव हो गया। सुबह के समय दफ्तर जाने वाले लोगों को घंटों जाम "
    "में फंसे रहना पड़ा और कई जगह यातायात रोकना पड़ा।",
    "मौसम विभाग के अनुसार अगले दो दिनों तक हल्की से मध्यम बारिश जारी रहने की संभावना है। विभाग ने येलो अलर्ट जारी किया है।",
    "नगर निगम ने दावा किया कि सभी पंपिंग स्टेशन चालू हैं और जलभराव वाले इलाकों में अतिरिक्त कर्मचारी तैनात किए गए हैं।",
)

_page("amarujala-amp", '<!doctype html><html ⚡ lang="hi"><head><meta charset="utf-8"><meta property="og:type" content="article">'
      '<title>भारी बारिश से शहर में '
      'जलभराव, कई इलाकों में लगा जाम - Amar Ujala</title><link rel="canonical" href="https://www.amarujala.example.com/'
      'delhi-ncr/heavy-rain"><script async src="https://cdn.ampproject.org/v0.js"></script><script type="application/'
      'ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"भारी बारिश से शहर में जलभराव, कई '
      'इलाकों में लगा जाम","datePublished":"2026-11-25T10:15:00+05:30","author":[{"@type":"Person","name":"राहुल शर्मा"}]}'
      '</script></head><body><header><a href="/">अमर उजाला</a><a href="/delhi-ncr">दिल्ली एनसीआर</a></header><main>'
      '<article><h1>भारी बारिश से शहर में जलभराव, कई इलाकों में लगा जाम</h1><div class="auth-detail"><span>राहुल '
      'शर्मा</span>, <span>नई दिल्ली</span> <span>Published by: <a href="/author/rahul">राहुल शर्मा</a></span> '
      '<span>Updated Wed, 25 Nov 2026 10:15 AM IST</span></div><figure><amp-img src="/img/rain.jpg" width="640" '
      'height="360" layout="responsive"></amp-img><figcaption>जलभराव - फोटो : अमर उजाला</figcaption></figure>'
      + _story(AMAR, {0: '<p><strong>यह भी पढ़ें:</strong> <a href="/delhi-ncr/1">प्रदूषण: दिल्ली में फिर बिगड़ी हवा</a></p>'
                         '<div class="ad"><span>विज्ञापन</span><amp-ad type="doubleclick" width="300" height="250">'
                         '</amp-ad></div>'})
      + '<p class="whatsapp-cta">अमर उजाला व्हाट्सएप चैनल से जुड़ें और पाएं हर बड़ी खबर।</p></article></main>'
      '<footer><p>© 2026 Amar Ujala Limited</p></footer></body></html>',
      "https://www.amarujala.example.com/amp/delhi-ncr/heavy-rain-waterlogging-2026-11-25",
      _kept(AMAR), ("यह भी पढ़ें", "प्रदूषण", "विज्ञापन", "व्हाट्सएप", "फोटो :", "Published by",
                   "Updated Wed"),
      "राहुल शर्मा", "2026-11-25", "hi")


# --- Ynet (Hebrew, RTL: "כתבות נוספות", talkbacks counter, "פורסם:") ---------------------------------------------------

YNET = (
    "הממשלה אישרה הלילה את תקציב המדינה לשנה הבאה, לאחר דיון סוער שנמשך יותר משתים עשרה שעות. התקציב יועבר "
    "בשבוע הבא לאישור הכנסת בקריאה ראשונה.",
    "שר האוצר אמר כי התקציב כולל תוספת משמעותית לביטחון ולבריאות, לצד קיצוץ רוחבי במשרדי הממשלה.",
    "ראשי הרשויות המקומיות מחו על הקיצוץ בתקציבי החינוך ואיימו בשביתה כללית.",
)

_page("ynet", _head("הממשלה אישרה את התקציב לאחר דיון של 12 שעות | ynet", "he",
                    "הממשלה אישרה את התקציב לאחר דיון של 12 שעות", "יוסי כהן", "2026-11-26")
      .replace('<html lang="he">', '<html lang="he" dir="rtl">')
      + '<body><header><a href="/">ynet</a><nav><a href="/news">חדשות</a> <a href="/economy">כלכלה</a></nav></header>'
      '<main><article><h1 class="mainTitle">הממשלה אישרה את התקציב לאחר דיון של 12 שעות</h1><div class="authors">'
      '<span class="authorName">יוסי כהן</span><span class="date">פורסם: 26.11.26, 06:12</span><a href="#talkbacks">'
      '34 תגובות</a></div><div class="text_editor_paragraph">'
      + _story(YNET, {1: '<div class="relatedArticles"><h4>כתבות נוספות</h4><a href="/news/1">שר האוצר: "אין '
                         'ברירה"</a></div>'})
      + '</div><div class="talkbacks"><h3>34 תגובות</h3><button>הוספת תגובה</button></div></article></main>'
      + _foot("ידיעות אחרונות", '<a href="/contact">צור קשר</a>'),
      "https://www.ynet.example.co.il/news/article/hj8kd2",
      _kept(YNET), ("כתבות נוספות", "אין ברירה", "34 תגובות", "הוספת תגובה"),
      "יוסי כהן", "2026-11-26", "he")


# --- Yonhap (Korean: "(서울=연합뉴스)" dateline, reporter's e-mail, "무단 전재-재배포, AI 학습 및 활용 금지") ------------

YONHAP = (
    "(서울=연합뉴스) 김민수 기자 = 정부가 내년부터 청년 월세 지원 대상을 소득 기준 중위소득 60% 이하에서 100% 이하로 "
    "확대하기로 했다.",
    "국토교통부는 26일 이런 내용을 담은 청년 주거 지원 강화 방안을 발표했다. 지원 금액도 월 20만 원에서 30만 원으로 "
    "늘어난다.",
    "정부는 이번 조치로 약 15만 명의 청년이 추가로 혜택을 받을 것으로 예상했다.",
)

_page("yonhap", _head("청년 월세 지원 대상 확대…중위소득 100%까지 | 연합뉴스", "ko",
                      "청년 월세 지원 대상 확대…중위소득 100%까지", "김민수", "2026-11-26")
      + '<body><header><a href="/">연합뉴스</a><nav><a href="/economy">경제</a> <a href="/society">사회</a></nav>'
      '</header><main><article class="story-news"><h1 class="tit">청년 월세 지원 대상 확대…중위소득 100%까지</h1>'
      '<div class="info-con"><span class="writer">김민수 기자</span><span class="update-time">송고2026-11-26 11:00'
      '</span></div><div class="story-news article">'
      + _story(YONHAP)
      + '<p class="txt-copyright">kimms@yna.co.kr</p><p class="txt-copyright">제보는 카톡 okjebo<br>저작권자(c) '
      '연합뉴스, 무단 전재-재배포, AI 학습 및 활용 금지</p></div><div class="keyword-zone"><a href="/k/1">#청년</a>'
      '</div></article></main>' + _foot("연합뉴스", '<a href="/about">회사소개</a>'),
      "https://www.yna.example.co.kr/view/AKR20261126045000003",
      _kept(YONHAP), ("#청년",),
      "김민수", "2026-11-26", "ko")


# --- Sport.pl (Polish: match report with a results table, "Zobacz też", video "Zobacz wideo") -------------------------

SPORT = (
    "Legia Warszawa pokonała na własnym stadionie Lecha Poznań 3:1 w hicie 16. kolejki Ekstraklasy. Dwa gole dla "
    "gospodarzy zdobył napastnik, który wrócił do składu po kontuzji.",
    "Lech prowadził od 12. minuty, ale po przerwie Legia zdominowała grę. Trener gości przyznał po meczu, że jego "
    "drużyna nie wytrzymała tempa.",
    "## Wyniki 16. kolejki",
)
SPORT_TABLE = (("Gospodarze", "Wynik", "Goście"), ("Legia Warszawa", "3:1", "Lech Poznań"),
               ("Raków Częstochowa", "2:0", "Pogoń Szczecin"), ("Jagiellonia Białystok", "1:1", "Cracovia"))
SPORT_END = ("W następnej kolejce Legia zagra na wyjeździe z Rakowem, a Lech podejmie Jagiellonię.",)

_page("sport-pl", _head("Legia rozbiła Lecha w hicie kolejki. Wyniki 16. kolejki Ekstraklasy - Sport.pl", "pl",
                        "Legia rozbiła Lecha w hicie kolejki. Wyniki 16. kolejki Ekstraklasy", "Tomasz Wiśniewski",
                        "2026-11-29")
      + '<body><header><a href="/">Sport.pl</a><nav><a href="/pilka">Piłka nożna</a> <a href="/siatkowka">Siatkówka'
      '</a></nav></header><main><article><h1>Legia rozbiła Lecha w hicie kolejki. Wyniki 16. kolejki Ekstraklasy</h1>'
      '<div class="article-header__meta"><span class="article-author">Tomasz Wiśniewski</span><time datetime="'
      '2026-11-29T20:15:00+01:00">29.11.2026 20:15</time></div><section class="art_content">'
      + _story(SPORT, {0: '<div class="video-box"><p>Zobacz wideo</p><p>Trener Legii po meczu: Zasłużone '
                          'zwycięstwo</p></div>',
                       1: '<p class="see-also">Zobacz też: <a href="/1">Tabela Ekstraklasy po 16. kolejce</a></p>'})
      + _table(SPORT_TABLE) + f"<p>{SPORT_END[0]}</p></section></article></main>"
      + _foot("Agora SA", '<a href="/regulamin">Regulamin</a>'),
      "https://www.sport.example.pl/pilka/7,65041,31234567,legia-rozbila-lecha.html",
      _kept(SPORT, *[c for row in SPORT_TABLE for c in row], *SPORT_END),
      ("Zobacz wideo", "Zasłużone zwycięstwo", "Zobacz też", "Tabela Ekstraklasy"),
      "Tomasz Wiśniewski", "2026-11-29", "pl")


# --- 24ur (Slovenian: "Preberi še", gallery counter, "Oglasno sporočilo", numbered steps) ----------------------------

UR = (
    "Agencija za varnost prometa je objavila nova priporočila za vožnjo v zimskih razmerah. Od 15. novembra do 15. "
    "marca morajo imeti vsa osebna vozila zimsko opremo.",
    "Pred daljšo potjo svetujejo:",
    "preverite globino profila pnevmatik, ki mora biti vsaj tri milimetre,",
    "v avtomobil pripravite odejo, vodo in polnilec za telefon,",
    "spremljajte prometne informacije in se izogibajte nepotrebnim potem.",
    "Za vožnjo brez zimske opreme je predvidena globa v višini 200 evrov.",
)

_page("24ur", _head("Zimska oprema obvezna od 15. novembra: kaj morate vedeti | 24ur.com", "sl",
                    "Zimska oprema obvezna od 15. novembra: kaj morate vedeti", "Nina Kranjc", "2026-11-14")
      + '<body><header><a href="/">24ur</a><nav><a href="/novice">Novice</a> <a href="/novice/slovenija">Slovenija</a>'
      '</nav></header><main><article><h1>Zimska oprema obvezna od 15. novembra: kaj morate vedeti</h1><div '
      'class="article__meta"><span class="article__author">Nina Kranjc</span><span class="article__date">14.11.2026 '
      '10:30</span></div><div class="article__gallery"><span>1 / 12</span><a href="#galerija">Odpri galerijo</a></div>'
      '<div class="article__body">'
      + f"<p>{UR[0]}</p>" + '<p class="preberi-se"><strong>Preberi še:</strong> <a href="/1">Kje bodo danes '
      'zastoji</a></p>' + f"<p>{UR[1]}</p><ol>" + "".join(f"<li>{t}</li>" for t in UR[2:5]) + f"</ol><p>{UR[5]}</p>"
      + '<div class="native-ad"><span>Oglasno sporočilo</span><a href="/promo/1">Zimske pnevmatike po akcijski ceni'
      '</a></div></div></article></main>' + _foot("Pro Plus d.o.o.", '<a href="/kontakt">Kontakt</a>'),
      "https://www.24ur.example.com/novice/slovenija/zimska-oprema-obvezna.html",
      UR, ("Preberi še", "zastoji", "Odpri galerijo", "1 / 12", "Oglasno sporočilo", "akcijski ceni"),
      "Nina Kranjc", "2026-11-14", "sl")


# --- Blox/TownNews (American local paper: "asset" markup, high school scores table, "Support local journalism") ------

BLOX = (
    "The county school board voted 5-2 on Monday to move the start of the high school day to 8:45 a.m. beginning "
    "next fall, a change parents and pediatricians had urged for years.",
    "Superintendent Karen Mills said the district would add four bus routes to keep elementary start times "
    "unchanged. The change will cost about $1.2 million a year.",
    "“Our teenagers are not getting enough sleep, and the research on this is clear,” board member Tom Reyes said.",
    "Two members who voted no said the later schedule would cut into after-school jobs and sports practices.",
)

_page("blox", _head("School board approves later start for high schools | Local News | valleyherald.com", "en",
                    "School board approves later start for high schools", "Dana Whitfield", "2026-11-24")
      + '<body><header id="site-header"><a href="/">Valley Herald</a><nav><a href="/news/local/">Local</a> <a '
      'href="/sports/">Sports</a> <a href="/obituaries/">Obituaries</a> <a href="/eedition/">e-Edition</a></nav>'
      '</header><main><article class="asset"><header class="asset-header"><h1 class="headline"><span>School board '
      'approves later start for high schools</span></h1><ul class="list-inline"><li class="asset-author"><span '
      'itemprop="author">Dana Whitfield</span> <span class="tnt-byline">dwhitfield@valleyherald.com</span></li>'
      '<li><time datetime="2026-11-24T18:30:00-06:00">Nov 24, 2026</time></li></ul></header>'
      '<div class="asset-content subscriber-premium" itemprop="articleBody">'
      + _story(BLOX, {1: '<div class="tncms-region hidden-print"><div class="subscription-notice"><h4>Support local '
                         'journalism</h4><p>Your subscription makes our reporting possible.</p><a href="/subscribe/">'
                         'Subscribe today</a></div></div>'})
      + '</div><div class="asset-tags"><a href="/search/?k=schools">Schools</a></div><div class="share-container">'
      '<a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Print</a></div><div '
      'class="tnt-comments"><p>Sign in or register to comment.</p></div></article></main>'
      + _foot("Valley Herald", '<a href="/site/terms.html">Terms of Use</a><a href="/site/privacy.html">Privacy</a>'),
      "https://www.valleyherald.example.com/news/local/school-board-approves-later-start/article_8f2c1e4a-aa1b.html",
      _kept(BLOX), ("Support local journalism", "subscription makes", "Subscribe today", "Sign in or register",
                    "dwhitfield@"),
      "Dana Whitfield", "2026-11-24", "en")


# --- in.gr (Greek, WordPress: "Διαβάστε επίσης", pull quote, "Ακολουθήστε το in.gr στο Google News") -----------------

INGR = (
    "Η κυβέρνηση ανακοίνωσε νέο πρόγραμμα επιδότησης για την ενεργειακή αναβάθμιση κατοικιών, με προϋπολογισμό "
    "ενός δισεκατομμυρίου ευρώ. Οι αιτήσεις θα ξεκινήσουν τον Φεβρουάριο.",
    "Σύμφωνα με το υπουργείο, το πρόγραμμα απευθύνεται κυρίως σε νοικοκυριά με χαμηλά εισοδήματα, τα οποία θα "
    "μπορούν να λάβουν επιδότηση έως και ενενήντα τοις εκατό.",
    "«Θέλουμε κάθε σπίτι να καταναλώνει λιγότερη ενέργεια και να πληρώνει μικρότερους λογαριασμούς», δήλωσε ο "
    "υπουργός.",
    "Οι μηχανικοί ζητούν να απλοποιηθούν οι διαδικασίες ελέγχου, που στα προηγούμενα προγράμματα καθυστερούσαν "
    "τις πληρωμές για μήνες.",
)

_page("in-gr", _head("Νέο «Εξοικονομώ» ενός δισ. ευρώ – Ποιοι δικαιούνται | in.gr", "el",
                     "Νέο «Εξοικονομώ» ενός δισ. ευρώ – Ποιοι δικαιούνται", "Γιώργος Παπαδόπουλος", "2026-11-28")
      + '<body><header><a href="/">in.gr</a><nav><a href="/greece/">Ελλάδα</a> <a href="/economy/">Οικονομία</a>'
      '</nav></header><main><article><h1 class="entry-title">Νέο «Εξοικονομώ» ενός δισ. ευρώ – Ποιοι δικαιούνται</h1>'
      '<div class="meta"><span class="author">Γιώργος Παπαδόπουλος</span><time datetime="2026-11-28T11:20:00+02:00">'
      '28.11.2026 | 11:20</time></div><div class="entry-content">'
      + _story(INGR, {0: '<p><strong>Διαβάστε επίσης: <a href="/1">Πώς θα υποβληθούν οι αιτήσεις</a></strong></p>',
                      2: '<blockquote class="wp-block-pullquote"><p>Θέλουμε κάθε σπίτι να καταναλώνει λιγότερη '
                         'ενέργεια</p></blockquote>'})
      + '<p><strong>Ακολουθήστε το in.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις</strong></p></div>'
      '</article></main>' + _foot("in.gr", '<a href="/contact/">Επικοινωνία</a>'),
      "https://www.in.example.gr/2026/11/28/economy/neo-eksoikonomo/",
      _kept(INGR), ("Διαβάστε επίσης", "Πώς θα υποβληθούν", "Ακολουθήστε"),
      "Γιώργος Παπαδόπουλος", "2026-11-28", "el")


# --- Jutarnji list (Croatian: "Pročitajte i", Telegram post embed, "Ispravak:" note) ----------------------------------

JUTARNJI = (
    "Hrvatski sabor izglasao je u petak izmjene Zakona o strancima, kojima se produljuje trajanje radnih dozvola "
    "za strane radnike s jedne na dvije godine.",
    "Ministar unutarnjih poslova rekao je da će poslodavci morati dokazati da su radnicima osigurali primjeren "
    "smještaj, a inspekcija će provjeravati uvjete.",
    "Oporba je zakon kritizirala jer, kako tvrde, ne rješava problem niskih plaća u graditeljstvu i turizmu.",
)

_page("jutarnji", _head("Sabor izglasao izmjene zakona: radne dozvole trajat će dvije godine - Jutarnji List", "hr",
                        "Sabor izglasao izmjene zakona: radne dozvole trajat će dvije godine", "Ivana Horvat",
                        "2026-11-27")
      + '<body><header><a href="/">Jutarnji list</a><nav><a href="/vijesti/hrvatska">Hrvatska</a> <a href="/vijesti/'
      'svijet">Svijet</a></nav></header><main><article class="item"><h1 class="item__title">Sabor izglasao izmjene '
      'zakona: radne dozvole trajat će dvije godine</h1><div class="item__author"><a href="/autor/ivana-horvat">Ivana '
      'Horvat</a><span class="item__date">Objavljeno: 27.11.2026. u 14:10</span></div><div class="itemFullText">'
      + _story(JUTARNJI, {0: '<p><strong>Pročitajte i: </strong><a href="/1">Koliko stranih radnika radi u '
                             'Hrvatskoj</a></p>',
                          1: '<div class="embed-telegram"><script async src="https://telegram.org/js/telegram-widget.js'
                             '?22" data-telegram-post="vlada_rh/4567" data-width="100%"></script></div>'})
      + '<p><em>Ispravak: U ranijoj verziji članka pogrešno je navedeno da zakon stupa na snagu u siječnju.</em></p>'
      '</div><div class="item__share"><span>Podijeli</span></div></article></main>'
      + _foot("Hanza Media", '<a href="/impressum">Impressum</a>'),
      "https://www.jutarnji.example.hr/vijesti/hrvatska/sabor-izglasao-izmjene-zakona-15512345",
      _kept(JUTARNJI, "Ispravak: U ranijoj verziji članka pogrešno je navedeno da zakon stupa na snagu u siječnju."),
      ("Pročitajte i", "Koliko stranih", "Podijeli", "Objavljeno"),
      "Ivana Horvat", "2026-11-27", "hr")



# --- Deník regional (Czech: "Čtěte také" list, results table of a regional football round, "Oprava:" note) -----------

DENIK = (
    "Fotbalisté Jihlavy v sobotu porazili Táborsko 2:0 a posunuli se na třetí místo tabulky. Oba góly padly ve "
    "druhém poločase po standardních situacích.",
    "Trenér domácích po zápase ocenil hlavně obranu, která v tomto utkání nepustila soupeře k jediné vážné šanci.",
    "## Výsledky 15. kola",
)
DENIK_TABLE = (("Domácí", "Hosté", "Výsledek"), ("Jihlava", "Táborsko", "2:0"), ("Líšeň", "Prostějov", "1:1"),
               ("Vlašim", "Chrudim", "0:3"))
DENIK_END = ("Jihlava příští sobotu zajíždí do Líšně, se kterou na podzim doma remizovala.",
             "Oprava: V původní verzi článku jsme chybně uvedli, že Jihlava je druhá.")

_page("denik", _head("Jihlava porazila Táborsko a je třetí. Výsledky 15. kola - Jihlavský deník", "cs",
                     "Jihlava porazila Táborsko a je třetí. Výsledky 15. kola", "Karel Beneš", "2026-11-28")
      + '<body><div class="cmp"><p>Vaše soukromí je pro nás důležité. Souhlasíte se zpracováním osobních údajů?</p>'
      '<button>Souhlasím</button></div><header><a href="/">Jihlavský deník</a><nav><a href="/zpravy">Zprávy</a> '
      '<a href="/sport">Sport</a></nav></header><main><article class="article"><h1>Jihlava porazila Táborsko a je '
      'třetí. Výsledky 15. kola</h1><div class="article-info"><span class="author">Karel Beneš</span><span>28. '
      'listopadu 2026 20:05</span></div><div class="article-body">'
      + _story(DENIK, {0: '<div class="read-also"><h4>Čtěte také</h4><ul><li><a href="/sport/1">Jihlava má nového '
                          'kapitána</a></li><li><a href="/sport/2">Tabulka F:NL po podzimu</a></li></ul></div>'})
      + _table(DENIK_TABLE) + "".join(f"<p>{t}</p>" for t in DENIK_END)
      + '</div><div class="article-tags"><a href="/tag/fc-vysocina">FC Vysočina</a></div></article></main>'
      + _foot("VLTAVA LABE MEDIA a.s.", '<a href="/kontakt">Kontakt</a>'),
      "https://jihlavsky.denik.example.cz/fotbal/jihlava-taborsko-vysledky-15-kola-20261128.html",
      _kept(DENIK, *[c for row in DENIK_TABLE for c in row], *DENIK_END),
      ("Souhlasím", "soukromí", "Čtěte také", "nového kapitána", "FC Vysočina"),
      "Karel Beneš", "2026-11-28", "cs")


# --- SME regional (Slovak: "Článok pokračuje pod video reklamou", "Prečítajte si tiež", photo gallery counter) ---------

SME = (
    "Mesto Nitra začne budúci rok s rekonštrukciou Štefánikovej triedy. Práce potrvajú dva roky a doprava v centre "
    "bude počas nich obmedzená.",
    "Primátor na zastupiteľstve povedal, že mesto získalo na projekt eurofondy vo výške dvanásť miliónov eur.",
    "Poslanci schválili aj nový cestovný poriadok mestskej hromadnej dopravy, ktorý platí od januára.",
)

_page("sme-nitra", _head("Štefánikovu triedu začnú opravovať na jar - myNitra.sk", "sk",
                         "Štefánikovu triedu začnú opravovať na jar", "Peter Baláž", "2026-11-27")
      + '<body><header><a href="/">myNitra</a><nav><a href="/spravy">Správy</a> <a href="/kultura">Kultúra</a></nav>'
      '</header><main><article><h1>Štefánikovu triedu začnú opravovať na jar</h1><div class="article-published-author">'
      '<a href="/autori/peter-balaz">Peter Baláž</a><span class="article-published">27. nov 2026 o 16:20</span></div>'
      '<div class="article-body">'
      + _story(SME, {0: '<p class="video-ad-note">Článok pokračuje pod video reklamou</p>',
                     1: '<p><strong>Prečítajte si tiež: </strong><a href="/c/1">Parkovanie v centre zdražie</a></p>'
                        '<div class="gallery-teaser"><a href="/fotogaleria/1">Fotogaléria (24)</a></div>'})
      + '</div></article></main>' + _foot("Petit Press, a.s.", '<a href="/kontakt">Kontakt</a>'),
      "https://nitra.sme.example.sk/c/23412345/stefanikovu-triedu-zacnu-opravovat-na-jar.html",
      _kept(SME), ("Článok pokračuje", "Prečítajte si tiež", "Parkovanie", "Fotogaléria"),
      "Peter Baláž", "2026-11-27", "sk")


# --- Al Jazeera (Arabic, RTL: "اقرأ أيضا" list inside the text, "المصدر : الجزيرة + وكالات" source line) -----------------

ALJAZEERA = (
    "أعلنت وزارة الصحة في قطاع غزة اليوم الأربعاء عن وصول قافلة جديدة من المساعدات الطبية عبر معبر رفح، تضم أدوية "
    "ومستلزمات جراحية لعدد من المستشفيات.",
    "وقال المتحدث باسم الوزارة إن الكميات التي وصلت لا تكفي سوى لأيام قليلة، داعيا إلى فتح المعابر بشكل دائم.",
    "من جهتها، أكدت منظمة الصحة العالمية أنها تعمل على إدخال شحنات إضافية خلال الأسبوع المقبل.",
)

_page("aljazeera", _head("وصول قافلة مساعدات طبية جديدة إلى غزة | أخبار | الجزيرة نت", "ar",
                         "وصول قافلة مساعدات طبية جديدة إلى غزة", "محمد أحمد", "2026-11-25")
      .replace('<html lang="ar">', '<html lang="ar" dir="rtl">')
      + '<body><header><a href="/">الجزيرة</a><nav><a href="/news/">أخبار</a> <a href="/ebusiness/">اقتصاد</a></nav>'
      '</header><main><article><h1>وصول قافلة مساعدات طبية جديدة إلى غزة</h1><div class="article-info"><span '
      'class="author">محمد أحمد</span><time datetime="2026-11-25T14:00:00+03:00">25/11/2026</time></div><div '
      'class="wysiwyg">'
      + _story(ALJAZEERA, {0: '<div class="more-on"><h3>اقرأ أيضا</h3><ul><li><a href="/news/1">الأمم المتحدة تحذر من '
                              'انهيار النظام الصحي</a></li><li><a href="/news/2">مستشفيات غزة تعمل بأقل من طاقتها</a>'
                              '</li></ul><span>list of 2 items</span><span>end of list</span></div>'})
      + '<p class="article-source">المصدر : الجزيرة + وكالات</p></div></article></main>'
      + _foot("الجزيرة", '<a href="/contact/">اتصل بنا</a>'),
      "https://www.aljazeera.example.net/news/2026/11/25/%D9%88%D8%B5%D9%88%D9%84-%D9%82%D8%A7%D9%81%D9%84%D8%A9",
      _kept(ALJAZEERA), ("اقرأ أيضا", "الأمم المتحدة تحذر", "list of 2 items", "end of list", "المصدر"),
      "محمد أحمد", "2026-11-25", "ar")


# --- Asahi (Japanese: "関連ニュース", "有料記事" label, "この記事を書いた人" author box) ---------------------------------

ASAHI = (
    "政府は２６日、来年度から高校の授業料を所得制限なしで実質無償化する方針を固めた。",
    "私立高校に通う生徒への支援金も大幅に引き上げ、文部科学省によると対象となる生徒は全国で約３００万人に上る。",
    "一方、財源の確保については与党内でも意見が分かれており、年末の予算編成に向けて調整が続く。",
)

# (the writer not asked of the <doc> line: the bare Japanese name in the byline is not read without its <head>, no rule
# telling it from a place or a desk, as on the Japanese pages of session 30)
_page("asahi", _head("高校授業料、所得制限なく無償化へ　政府方針：朝日新聞", "ja",
                     "高校授業料、所得制限なく無償化へ　政府方針", "山田太郎", "2026-11-26")
      + '<body><header><a href="/">朝日新聞デジタル</a><nav><a href="/politics/">政治</a> <a href="/national/">社会</a>'
      '</nav></header><main><article><h1>高校授業料、所得制限なく無償化へ\u3000政府方針</h1><div class="byline">'
      '<span>山田太郎</span><time datetime="2026-11-26T05:00:00+09:00">2026年11月26日 5時00分</time><span '
      'class="paid-label">有料記事</span></div><div class="article-body">'
      + _story(ASAHI, {1: '<div class="related"><h4>関連ニュース</h4><a href="/articles/1">私立高の学費、地域差が拡大'
                          '</a></div>'})
      + '</div><div class="author-box"><h4>この記事を書いた人</h4><p>山田太郎</p><p>政治部｜文部科学省担当</p>'
      '</div></article></main>' + _foot("朝日新聞社", '<a href="/policy/">利用規約</a>'),
      "https://www.asahi.example.com/articles/ASV1234ABCD.html",
      _kept(ASAHI), ("関連ニュース", "私立高の学費", "有料記事", "この記事を書いた人", "文部科学省担当"),
      "", "2026-11-26", "ja")

globals().update(page_tests(PAGES, OPEN, title=True, byline=True, open_furniture=OPEN_FURNITURE, languages={}))


# --- the rules found missing, each beside the sentences of its shape that stay ---------------------------------------

# an article's texts per language, its headline first
_ARTICLES = {
    "cs": ("Obec musí vrátit dotaci na sportovní halu", IROZHLAS[:2] + IROZHLAS[3:]),
    "sk": ("Nemocnica otvorila nové oddelenie", PRAVDA_AMP),
    "lv": ("Divas skolas jāslēdz", tuple(t for pair in DELFI_QA for t in pair)),
    "hi": ("भारी बारिश से शहर में जलभराव", AMAR),
    "en": ("School board approves later start", BLOX),
    "pl": ("Legia rozbiła Lecha", SPORT[:2] + SPORT_END),
    "de": ("Stadtrat beschließt den Haushalt", ("Der Stadtrat hat am Dienstag den Haushalt für das kommende Jahr "
                                                "beschlossen. Die Mehrheit stimmte nach einer langen Debatte zu.",
                                                "Die Opposition kritisierte die neuen Schulden und kündigte an, gegen "
                                                "den Beschluss zu klagen.")),
}


def _article(lang: str, *, before: str = "", inserted: str = "", end: str = "") -> list[str]:
    """The paragraphs of a short article in ``lang`` with the markup given put before, into and after its text."""
    headline, texts = _ARTICLES[lang]
    return short_article(lang, headline, texts, inserted, before=before, end=end)


@pytest.mark.parametrize(("lang", "player"), [
    ("cs", '<div class="b-player"><button>Přehrát</button><span>00:00 / 02:45</span><span>Poslechněte si celý článek'
           '</span></div>'),
    ("sk", '<div class="player"><span>0:00 / 4:12</span><span>Vypočujte si celý článok</span></div>'),
    ("en", '<div class="player"><span>00:00 / 05:31</span> <span>Listen to the full article</span></div>'),
    ("pl", '<div class="player"><span>Posłuchaj całego artykułu</span></div>'),
])
def test_an_articles_audio_players_label_for_the_whole_article_goes(lang: str, player: str) -> None:
    found = _article(lang, inserted=player)
    assert found[1:] == list(_ARTICLES[lang][1])


@pytest.mark.parametrize(("lang", "line"), [
    ("cs", "Sledujte nás na Facebooku a na síti X."),
    ("lv", 'Seko "Delfi" arī Telegram vietnē, Instagram un Facebook!'),
    ("lv", "Sekojiet LSM.lv arī Facebook un X"),
    ("hi", "अमर उजाला व्हाट्सएप चैनल से जुड़ें और पाएं हर बड़ी खबर।"),
    ("hi", "दैनिक जागरण के WhatsApp चैनल को फॉलो करें"),
])
def test_a_prompt_to_follow_the_site_on_its_networks_goes(lang: str, line: str) -> None:
    found = _article(lang, end=f"<p><strong>{line}</strong></p>")
    assert found[1:] == list(_ARTICLES[lang][1])


@pytest.mark.parametrize(("lang", "line"), [
    ("cs", "Policie sledujte na Facebooku a na síti X stále častěji, říkají odborníci na komunikaci úřadů."),
    ("lv", "Seko līdzi, kā pašvaldība tērē naudu: domes sēdes tiek translētas arī Facebook, sacīja mērs."),
    ("hi", "मंत्री ने कहा कि सरकार का व्हाट्सएप चैनल से जुड़ें अभियान अब तक दस लाख लोगों तक पहुंच चुका है और इसे गांवों तक ले जाया जाएगा।"),
])
def test_a_sentence_on_following_a_network_stays(lang: str, line: str) -> None:
    assert line in _article(lang, end=f"<p>{line}</p>")


@pytest.mark.parametrize(("lang", "line"), [
    ("sk", "Zobraziť celú verziu článku"), ("cs", "Zobrazit plnou verzi"), ("en", "View full site"),
    ("en", "View non-AMP version"), ("de", "Vollständige Version anzeigen"), ("pl", "Pełna wersja artykułu"),
])
def test_an_amp_pages_link_to_the_full_page_goes(lang: str, line: str) -> None:
    # (the page's own address without "/amp/", on the site the short article is from)
    found = _article(lang, end=f'<p class="amp-full"><a href="https://www.stadtanzeiger.example.de/lokales/'
                               f'haushalt-beschlossen-1234">{line}</a></p>')
    assert found[1:] == list(_ARTICLES[lang][1])


def test_a_sentence_on_the_full_version_stays() -> None:
    line = "Zobraziť celú verziu zmluvy môžu občania na úrade, ktorý ju zverejní do konca týždňa, uviedol starosta."
    assert line in _article("sk", end=f"<p>{line}</p>")


@pytest.mark.parametrize("line", [
    "राहुल शर्मा, नई दिल्ली Published by: राहुल शर्मा Updated Wed, 25 Nov 2026 10:15 AM IST",
    "न्यूज डेस्क, अमर उजाला, नई दिल्ली Published by: राहुल शर्मा Updated Wed, 25 Nov 2026 10:15 AM IST",
    "लाइव हिन्दुस्तान टीम, नई दिल्ली Published By: Rahul Sharma Wed, 25 Nov 2026 10:15 AM",
])
def test_a_hindi_papers_meta_line_of_its_desk_city_and_editor_goes(line: str) -> None:
    found = _article("hi", before=f'<div class="auth-detail">{line}</div>')
    assert found[1:] == list(AMAR)


@pytest.mark.parametrize("line", [
    # a sentence with a clock time and an English word of the stamps, its words more than a meta line's names
    "Updated: मौसम विभाग ने कहा कि बारिश बुधवार 10:15 बजे तक जारी रहेगी और लोगों को घरों में रहने की सलाह दी गई है।",
])
def test_a_hindi_sentence_with_a_clock_time_stays(line: str) -> None:
    assert line in _article("hi", end=f"<p>{line}</p>")


@pytest.mark.parametrize(("lang", "quote"), [
    # WordPress's pull quote block, its speaker in a <cite>; iROZHLAS's; a quote with its marks and no stop
    ("en", '<figure class="wp-block-pullquote"><blockquote><p>Our teenagers are not getting enough sleep, and the '
           'research on this is clear</p><cite>Tom Reyes, board member</cite></blockquote></figure>'),
    ("cs", '<blockquote class="b-quote"><p>Dotace měla pokrýt zhruba polovinu nákladů</p><cite>Miroslav Doležal, '
           'starosta</cite></blockquote>'),
    ("de", '<aside class="pull-quote"><blockquote>„Die Opposition kritisierte die neuen Schulden“</blockquote></aside>'),
])
def test_a_pull_quote_repeating_a_sentence_of_the_text_goes_with_its_speaker(lang: str, quote: str) -> None:
    texts = {"en": BLOX[2:] + BLOX[:2]}.get(lang, _ARTICLES[lang][1])
    found = short_article(lang, _ARTICLES[lang][0], texts, quote)
    assert found[1:] == list(texts)


@pytest.mark.parametrize("quote", [
    # a statement the article quotes and does not repeat, and a few words of the text quoted
    '<blockquote><p>We will appeal the ruling to the Supreme Court as soon as we receive it in writing.</p>'
    '<cite>Karen Mills, superintendent</cite></blockquote>',
    "<blockquote><p>enough sleep</p></blockquote>",
])
def test_a_quote_the_text_does_not_repeat_stays(quote: str) -> None:
    found = _article("en", inserted=quote)
    assert all(t in found for t in BLOX)
    assert [t for t in found if t in quote] != []
