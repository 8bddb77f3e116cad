"""Whole article pages of Czech and Slovak sites no earlier batch had a page of (session 30): investigative and
left-wing sites funded by their readers (Hlídací pes, Alarm), news and business sites (Info.cz, Euro.cz, Týden, Deník
N's Czech edition), a tabloid (Expres.cz), a start-up magazine (CzechCrunch), a political server of readers' and
politicians' texts (Parlamentní listy), a Slovak television's news (TA3), a Slovak news agency's site (Webnoviny), a
Slovak media site (Omediach) and a Slovak good-news site (Dobré noviny), each with
the furniture the site puts between and around the paragraphs ("Přečtěte si také"/"Prečítajte si aj" boxes, "Foto:"
and "Zdroj:" lines, paywall notes, support boxes, newsletter boxes, "Témata:" tags, discussion counters, author
boxes).  For each page the article's text stays whole, the furniture goes, the ``<doc>`` line names the writer and
the day, and each paragraph has the page's language.  The harness is ``NewsPage`` of ``test_vert_news28``, the
tests those of ``test_vert_news30``."""

from __future__ import annotations

from test_vert_news28 import NewsPage, page_tests
from test_vert_news29e import _foot
from test_vert_xlang26 import _paragraphs
from vert_support import news_head as _head
from vert_support import paragraphs as _ps
from vert_support import processed

PAGES: dict[str, NewsPage] = {}

# the pages no rule keeps whole yet, with why
OPEN: dict[str, str] = {}


# --- Hlídací pes (WordPress: perex, "Podpořte Hlídacího psa" box, "Čtěte také", newsletter, tags) ---------------

HLIDACIPES = (
    "Státní podnik Lesy České republiky prodal loni dřevo z kůrovcových těžeb za ceny hluboko pod trhem, zjistil "
    "Hlídací pes.org z dokumentů, které získal podle zákona o svobodném přístupu k informacím.",
    "Podle smluv dostali největší odběratelé slevy až třicet procent oproti cenám, za které se dřevo ve stejné době "
    "prodávalo na burze.",
    "Mluvčí podniku uvedla, že slevy byly odůvodněné objemem odebraného dřeva a rychlostí, s jakou museli "
    "odběratelé vytěžené kmeny odvézt z lesa.",
)


def _hlidacipes() -> str:
    a = HLIDACIPES
    return (
        _head("Lesy ČR prodávaly dřevo pod cenou. Slevy dosáhly třiceti procent | Hlídací pes", "cs",
              "Lesy ČR prodávaly dřevo pod cenou. Slevy dosáhly třiceti procent", "Josef Pazderka", "2026-11-24")
        + '<body class="single-post"><header class="site-header"><a href="/">Hlídací pes</a><nav><a href="/kauzy/">'
        'Kauzy</a> <a href="/komentare/">Komentáře</a> <a href="/podporte-nas/">Podpořte nás</a></nav></header>'
        '<main><article class="post"><h1 class="entry-title">Lesy ČR prodávaly dřevo pod cenou. Slevy dosáhly '
        'třiceti procent</h1><div class="entry-meta"><span class="author"><a href="/author/pazderka/">Josef Pazderka'
        '</a></span> <time datetime="2026-11-24T05:45:00+01:00">24. 11. 2026</time></div>'
        '<figure class="wp-block-image"><img src="/l.jpg" alt=""><figcaption>Kůrovcová těžba na Vysočině. '
        f'Foto: Hlídací pes.org</figcaption></figure><div class="entry-content"><p class="perex">{a[0]}</p>'
        f'<p>{a[1]}</p><p><strong>Čtěte také: <a href="/kauzy/1">Ministerstvo zemědělství rozdalo dotace '
        f'firmám svých úředníků</a></strong></p><p>{a[2]}</p>'
        '<div class="support-box"><h3>Podpořte Hlídacího psa</h3><p>Nezávislou investigativní žurnalistiku '
        'platí čtenáři. Přispějte na naši práci i malou částkou.</p><a href="/podporte-nas/">Chci přispět</a></div>'
        '</div><div class="tags">Štítky: <a href="/tag/lesy-cr/">Lesy ČR</a>, <a href="/tag/kurovec/">kůrovec</a>'
        '</div></article></main>' + _foot("Hlídací pes.org, z. s."))


PAGES["hlidacipes"] = NewsPage(
    _hlidacipes(), "https://hlidacipes.example.org/lesy-cr-prodavaly-drevo-pod-cenou-slevy-dosahly-triceti-procent/",
    HLIDACIPES, ("Foto: Hlídací", "Čtěte také", "Ministerstvo zemědělství", "Podpořte", "investigativní",
                 "Chci přispět", "Štítky"),
    {"author": "Josef Pazderka", "date": "2026-11-24", "lang": "cs"})


# --- Info.cz (perex, "Mohlo by vás zajímat", "Foto: ČTK", "Sdílejte", "Diskuse") ------------------------------

INFO = (
    "Sněmovna schválila novelu stavebního zákona, která má zkrátit povolování velkých staveb na nejvýše dva roky. "
    "Pro hlasovalo 104 poslanců.",
    "Podle ministra pro místní rozvoj novela odstraní dvojí posuzování vlivu na životní prostředí a umožní podat "
    "všechny žádosti jedním formulářem.",
    "Opozice kritizuje, že zákon oslabí možnost obcí a spolků vyjádřit se ke stavbám ve svém okolí. Novela teď míří "
    "do Senátu.",
)


def _info() -> str:
    a = INFO
    return (
        _head("Sněmovna schválila stavební zákon. Povolení má trvat nejvýš dva roky | INFO.CZ", "cs",
              "Sněmovna schválila stavební zákon. Povolení má trvat nejvýš dva roky", "Jakub Kříž", "2026-11-26")
        + '<body><header><a href="/">INFO.CZ</a><nav><a href="/zpravy">Zprávy</a> <a href="/byznys">Byznys</a> '
        '<a href="/predplatne">Předplatné</a></nav></header><main><article><div class="breadcrumbs"><a href="/">'
        'INFO.CZ</a> › <a href="/zpravy">Zprávy</a></div><h1>Sněmovna schválila stavební zákon. Povolení má trvat '
        'nejvýš dva roky</h1><div class="article-meta"><a class="author" href="/autor/jakub-kriz">Jakub Kříž</a> '
        '<time datetime="2026-11-26T14:02:00+01:00">26. listopadu 2026 14:02</time></div>'
        f'<div class="perex"><p>{a[0]}</p></div><figure><img src="/s.jpg" alt=""><figcaption>Jednání Sněmovny '
        f'(ilustrační foto) Foto: ČTK</figcaption></figure><div class="article-body"><p>{a[1]}</p>'
        '<div class="article-related"><h4>Mohlo by vás zajímat</h4><a href="/zpravy/1">Dálnice D35 bude hotová o '
        f'rok později</a></div><p>{a[2]}</p></div><div class="share">Sdílejte: <a href="#">Facebook</a> '
        '<a href="#">X</a> <a href="#">LinkedIn</a></div><div class="discussion"><a href="/diskuse/1">Diskuse (31)'
        '</a></div></article></main>' + _foot("INFO.CZ, a.s."))


PAGES["info-cz"] = NewsPage(
    _info(), "https://www.info.example.cz/zpravy/snemovna-schvalila-stavebni-zakon",
    INFO, ("Foto: ČTK", "Mohlo by vás", "Dálnice D35", "Sdílejte", "Diskuse (31)", "Ochrana osobních"),
    {"author": "Jakub Kříž", "date": "2026-11-26", "lang": "cs"})


# --- Týden.cz (perex, "Reklama", "Související", author at the end "(jk, ČTK)", "Témata:") -----------------------

TYDEN = (
    "Česká národní banka ponechala základní úrokovou sazbu na 3,25 procenta. Bankovní rada o tom rozhodla jednomyslně.",
    "Guvernér po zasedání řekl, že inflace se sice vrátila k dvouprocentnímu cíli, ale rychle rostoucí mzdy a ceny "
    "služeb podle něj nedovolují sazby dál snižovat.",
    "Analytici čekají další snížení nejdříve na jaře. Koruna po oznámení rozhodnutí mírně posílila.",
)


def _tyden() -> str:
    a = TYDEN
    return (
        _head("ČNB nechala sazby beze změny | TÝDEN.cz", "cs",
              "ČNB nechala sazby beze změny", "Jan Kovář", "2026-11-06")
        + '<body><div id="header"><a href="/">TÝDEN.cz</a><ul class="menu"><li><a href="/domov">Domov</a></li>'
        '<li><a href="/ekonomika">Ekonomika</a></li></ul></div><div id="content"><div class="article">'
        '<h1>ČNB nechala sazby beze změny</h1><div class="info"><span class="author">Jan Kovář</span>, '
        '<span class="date">6. 11. 2026 15:12</span></div>'
        f'<div class="perex"><p>{a[0]}</p></div><div class="article-image"><img src="/c.jpg" alt=""><span '
        f'class="popis">Budova ČNB. Zdroj: Shutterstock</span></div><div class="text"><p>{a[1]}</p>'
        '<div class="reklama">Reklama</div><div class="souvisejici"><h3>Související</h3><ul><li><a href="/1">Inflace '
        f'v říjnu zpomalila na 2,1 procenta</a></li></ul></div><p>{a[2]}</p><p>(kov, ČTK)</p></div>'
        '<div class="temata">Témata: <a href="/tema/cnb">ČNB</a>, <a href="/tema/sazby">úrokové sazby</a></div>'
        '</div></div>' + _foot("Empresa Media, a.s."))


PAGES["tyden"] = NewsPage(
    _tyden(), "https://www.tyden.example.cz/rubriky/ekonomika/cnb-nechala-sazby-beze-zmeny_600123.html",
    TYDEN, ("Shutterstock", "Reklama", "Související", "Inflace v říjnu", "(kov, ČTK)", "Témata:", "Empresa"),
    {"author": "Jan Kovář", "date": "2026-11-06", "lang": "cs"})


# --- CzechCrunch (perex, "Čtěte také", newsletter "Přihlas se k odběru", "Foto: CzechCrunch", tags) -------------

CZECHCRUNCH = (
    "Brněnský startup Spaceflow, který vyvíjí aplikaci pro správu kancelářských budov, získal v nové investiční "
    "kole dvanáct milionů eur od skupiny evropských fondů.",
    "Peníze chce firma použít na expanzi do Spojených států, kde už má první zákazníky mezi správci kancelářských "
    "komplexů v New Yorku a Bostonu.",
    "„Amerika je pro nás největší trh, tamní budovy jsou velké a jejich majitelé hledají, jak přilákat lidi zpátky "
    "do kanceláří,“ říká spoluzakladatel firmy.",
)


def _czechcrunch() -> str:
    a = CZECHCRUNCH
    return (
        _head("Brněnský Spaceflow získal 12 milionů eur. Míří do Ameriky | CzechCrunch", "cs",
              "Brněnský Spaceflow získal 12 milionů eur. Míří do Ameriky", "Alžběta Fialová", "2026-11-25")
        + '<body><header><a href="/">CzechCrunch</a><nav><a href="/startupy/">Startupy</a> <a href="/tech/">Tech</a>'
        ' <a href="/cc-premium/">CC Premium</a></nav></header><main><article class="post"><div class="post-category">'
        '<a href="/startupy/">Startupy</a></div><h1>Brněnský Spaceflow získal 12 milionů eur. Míří do Ameriky</h1>'
        '<div class="post-meta"><a class="author" href="/autor/alzbeta-fialova/">Alžběta Fialová</a> '
        '<time datetime="2026-11-25T07:30:00+01:00">25. 11. 2026</time> <span class="read-time">3 minuty čtení'
        f'</span></div><div class="post-perex"><p>{a[0]}</p></div><figure><img src="/sf.jpg" alt=""><figcaption>'
        f'Zakladatelé Spaceflow | Foto: CzechCrunch</figcaption></figure><div class="post-content"><p>{a[1]}</p>'
        '<div class="read-also"><span>Čtěte také</span><a href="/1">Rohlik získal další miliardy na expanzi</a></div>'
        f'<p>{a[2]}</p></div><div class="newsletter-box"><h3>Newsletter CzechCrunch</h3><p>Každé ráno to nejlepší '
        'ze světa startupů a technologií do tvé schránky.</p><form><input type="email"><button>Přihlásit se'
        '</button></form></div><div class="post-tags"><a href="/tag/investice/">investice</a><a href="/tag/brno/">'
        'Brno</a></div></article></main>' + _foot("CzechCrunch"))


PAGES["czechcrunch"] = NewsPage(
    _czechcrunch(), "https://cc.example.cz/brnensky-spaceflow-ziskal-12-milionu-eur/",
    CZECHCRUNCH, ("minuty čtení", "Foto: CzechCrunch", "Čtěte také", "Rohlik získal", "Newsletter", "Přihlásit se",
                  "Každé ráno"),
    {"author": "Alžběta Fialová", "date": "2026-11-25", "lang": "cs"})


# --- Deník N (Czech edition: perex, "Tento článek je exkluzivní obsah pro předplatitele", support, "Reagovat") ----

DENIKN = (
    "Ministerstvo vnitra chce od příštího roku zrušit povinnost občanských průkazů s kontaktním čipem. Lidé by si "
    "mohli vybrat, zda chtějí doklad s čipem, nebo bez něj.",
    "Úředníci tvrdí, že čip využívá méně než pět procent držitelů a jeho výroba zdražuje každý průkaz zhruba o sto "
    "korun.",
    "Odborníci na digitalizaci státu ale varují, že bez čipu se lidé nebudou moci přihlásit k některým službám "
    "portálu občana.",
)


def _denikn() -> str:
    a = DENIKN
    return (
        _head("Vnitro chce zrušit povinný čip v občankách – Deník N", "cs",
              "Vnitro chce zrušit povinný čip v občankách", "Kristýna Klusoňová", "2026-11-27")
        + '<body><header class="e_header"><a href="/">Deník N</a><nav><a href="/rubrika/cesko/">Česko</a> '
        '<a href="/predplatne/">Předplatné</a> <a href="/prihlasit/">Přihlásit</a></nav></header><main>'
        '<article class="post"><h1 class="e_title">Vnitro chce zrušit povinný čip v občankách</h1>'
        '<div class="e_meta"><a class="author" href="/autor/klusonova/">Kristýna Klusoňová</a> '
        '<time datetime="2026-11-27T05:00:00+01:00">27. listopadu 2026</time></div>'
        f'<div class="a_content"><p class="perex">{a[0]}</p>'
        '<figure><img src="/o.jpg" alt=""><figcaption>Nový občanský průkaz. Foto: Gabriel Kuchta, Deník N'
        f'</figcaption></figure>{_ps(a[1:])}</div>'
        '<div class="e_paywall"><p>Tento článek je exkluzivní obsah pro předplatitele Deníku N.</p>'
        '<a href="/predplatne/">Předplatit</a></div>'
        '<div class="e_share"><a href="#">Sdílet</a><a href="#">Darovat článek</a></div>'
        '<div class="e_comments"><a href="#reakce">Reagovat</a></div></article></main>'
        + _foot("N Media a.s."))


PAGES["denikn-cz"] = NewsPage(
    _denikn(), "https://denikn.example.cz/1512345/vnitro-chce-zrusit-povinny-cip-v-obcankach/",
    DENIKN, ("Gabriel Kuchta", "exkluzivní obsah", "Předplatit", "Sdílet", "Darovat článek", "Reagovat"),
    {"author": "Kristýna Klusoňová", "date": "2026-11-27", "lang": "cs"})


# --- Parlamentní listy (perex, "Zdroj:", "Psali jsme:", "Tisknout", "Diskuse (152)", "Anketa") -----------------

PARLAMENTNI = (
    "Senátoři schválili zákon o podpoře bydlení, podle kterého budou obce moci získat státní půjčky na stavbu "
    "dostupných nájemních bytů. Pro se vyslovilo 52 ze 69 přítomných senátorů.",
    "Zákon počítá s tím, že nájemné v takových bytech nepřesáhne dvě třetiny obvyklého nájmu v obci a byty budou "
    "určeny především pro mladé rodiny a seniory.",
    "Kritici upozorňují, že půjčky nevyřeší nedostatek stavebních pozemků, který je podle nich hlavní příčinou "
    "drahého bydlení.",
)


def _parlamentni() -> str:
    a = PARLAMENTNI
    return (
        _head("Senát schválil zákon o dostupném bydlení | ParlamentniListy.cz", "cs",
              "Senát schválil zákon o dostupném bydlení", "Petr Hájek", "2026-11-19")
        + '<body><div id="header"><a href="/">ParlamentníListy.cz</a><ul class="menu"><li><a href="/zpravy">'
        'Zprávy</a></li><li><a href="/politika">Politika</a></li></ul></div><div id="main"><div class="article-header">'
        '<h1>Senát schválil zákon o dostupném bydlení</h1><div class="time">19.11.2026 16:40 | Zprávy</div>'
        '<div class="author">Autor: Petr Hájek</div></div>'
        f'<div class="article-content"><p class="brief">{a[0]}</p>{_ps(a[1:2])}'
        '<p><strong>Psali jsme: <a href="/1">Hypotéky opět zlevňují, banky snižují sazby</a></strong></p>'
        f'<p>{a[2]}</p><p class="source">Zdroj: Senát PČR</p></div>'
        '<div class="tools"><a href="#">Tisknout</a> <a href="#">Sdílet</a></div>'
        '<div class="anketa"><h3>Anketa</h3><p>Je podle vás bydlení v Česku dostupné?</p><ul><li>Ano</li><li>Ne</li>'
        '</ul><p>Hlasovat</p></div><div class="discussion-link"><a href="/diskuse/1">Diskuse (152)</a></div></div>'
        + _foot("OUR MEDIA a.s."))


PAGES["parlamentni-listy"] = NewsPage(
    _parlamentni(), "https://www.parlamentnilisty.example.cz/arena/monitor/senat-schvalil-zakon-o-dostupnem-bydleni-760123",
    PARLAMENTNI, ("Psali jsme", "Hypotéky opět", "Zdroj: Senát", "Tisknout", "Anketa", "bydlení v Česku dostupné",
                  "Hlasovat", "Diskuse (152)", "Autor:"),
    {"author": "Petr Hájek", "date": "2026-11-19", "lang": "cs"})


# --- Euro.cz (perex, "Euro Premium" paywall, "Mohlo by vás zajímat", "Foto: Profimedia") ---------------------

EURO = (
    "Skupina ČEZ zvýšila za prvních devět měsíců čistý zisk o osm procent na 24 miliard korun. Hlavním důvodem jsou "
    "vyšší ceny elektřiny z jaderných elektráren.",
    "Firma zároveň potvrdila výhled na celý rok a počítá s tím, že akcionářům vyplatí dividendu ve výši celého "
    "upraveného zisku.",
    "Analytici upozorňují, že zisky v příštím roce sníží plánovaná odstávka jednoho z bloků Temelína.",
)


def _euro() -> str:
    a = EURO
    return (
        _head("ČEZ zvýšil zisk o osm procent | Euro.cz", "cs",
              "ČEZ zvýšil zisk o osm procent", "Martin Šmíd", "2026-11-12")
        + '<body><header><a href="/">Euro.cz</a><nav><a href="/byznys">Byznys</a> <a href="/finance">Finance</a> '
        '<a href="/premium">Euro Premium</a></nav></header><main><article><h1>ČEZ zvýšil zisk o osm procent</h1>'
        '<div class="meta"><span class="author">Martin Šmíd</span> <time datetime="2026-11-12T08:10:00+01:00">'
        f'12. 11. 2026</time></div><p class="perex">{a[0]}</p><figure><img src="/t.jpg" alt=""><figcaption>Jaderná '
        f'elektrárna Temelín. Foto: Profimedia</figcaption></figure><div class="text"><p>{a[1]}</p>'
        '<aside class="related"><h4>Mohlo by vás zajímat</h4><a href="/1">Ceny energií v příštím roce klesnou</a>'
        f'</aside><p>{a[2]}</p></div><div class="premium-box"><p>Chcete číst všechny články Euro Premium? '
        'Předplaťte si Euro.cz od 99 Kč měsíčně.</p><a href="/predplatne">Předplatit</a></div></article></main>'
        + _foot("Mladá fronta a.s."))


PAGES["euro-cz"] = NewsPage(
    _euro(), "https://www.euro.example.cz/byznys/cez-zvysil-zisk-o-osm-procent-1512345.html",
    EURO, ("Foto: Profimedia", "Mohlo by vás", "Ceny energií", "Chcete číst", "Předplaťte", "Mladá fronta"),
    {"author": "Martin Šmíd", "date": "2026-11-12", "lang": "cs"})


# --- TA3 (Slovak television: "Zdroj: TA3", "Prečítajte si aj", video label, "Sledujte TA3 aj na sociálnych sieťach")

TA3 = (
    "Národná rada schválila novelu zákona o sociálnom poistení, podľa ktorej sa dôchodkový vek od roku 2030 prestane "
    "automaticky zvyšovať s rastom priemerného veku dožitia.",
    "Za novelu hlasovalo 79 poslancov. Minister práce povedal, že ľudia budú mať istotu, kedy pôjdu do dôchodku, a "
    "nebudú musieť sledovať každoročné zmeny.",
    "Rozpočtová rada upozornila, že zmena zvýši deficit dôchodkového systému o desatiny percenta HDP ročne.",
)


def _ta3() -> str:
    a = TA3
    return (
        _head("Parlament zastropoval dôchodkový vek | TA3", "sk",
              "Parlament zastropoval dôchodkový vek", "Martina Kováčová", "2026-11-20")
        + '<body><header><a href="/">TA3</a><nav><a href="/spravy/domace">Domáce</a> <a href="/spravy/ekonomika">'
        'Ekonomika</a> <a href="/live">Živé vysielanie</a></nav></header><main><article class="article">'
        '<h1>Parlament zastropoval dôchodkový vek</h1><div class="article-info"><span class="author">Martina '
        'Kováčová</span> <time datetime="2026-11-20T12:31:00+01:00">20. novembra 2026, 12:31</time></div>'
        '<div class="video-box"><p>Video: Poslanci schválili novelu zákona o sociálnom poistení</p></div>'
        f'<div class="article-body">{_ps(a[:2])}<div class="related"><strong>Prečítajte si aj:</strong> '
        f'<a href="/1">Minimálna mzda stúpne na 880 eur</a></div><p>{a[2]}</p><p>Zdroj: TA3, TASR</p></div>'
        '<div class="social-follow"><p>Sledujte TA3 aj na sociálnych sieťach.</p></div></article></main>'
        + _foot("C.E.N. s.r.o.", privacy="Ochrana osobných údajov"))


PAGES["ta3"] = NewsPage(
    _ta3(), "https://www.ta3.example.com/clanok/912345/parlament-zastropoval-dochodkovy-vek",
    TA3, ("Video: Poslanci", "Prečítajte si aj", "Minimálna mzda", "Zdroj: TA3", "Sledujte TA3",
          "Ochrana osobných"),
    {"author": "Martina Kováčová", "date": "2026-11-20", "lang": "sk"})


# --- Webnoviny.sk (perex, "Foto: TASR", "Súvisiace články", "Zdieľať", tags "Témy") ----------------------------

WEBNOVINY = (
    "Slovenská správa ciest začne v pondelok s opravou mosta na ceste prvej triedy pri Ružomberku. Doprava bude "
    "počas opravy vedená len v jednom jazdnom pruhu.",
    "Oprava by mala trvať do konca apríla a stáť takmer štyri milióny eur. Most je podľa správcu v havarijnom stave.",
    "Vodiči by mali rátať so zdržaním najmä v ranných a popoludňajších hodinách, keď je na ceste najviac áut.",
)


def _webnoviny() -> str:
    a = WEBNOVINY
    return (
        _head("Pri Ružomberku začnú opravovať most, doprava pôjde v jednom pruhu | Webnoviny.sk", "sk",
              "Pri Ružomberku začnú opravovať most, doprava pôjde v jednom pruhu", "Peter Novák", "2026-11-28")
        + '<body><header><a href="/">Webnoviny.sk</a><nav><a href="/slovensko/">Slovensko</a> <a href="/svet/">Svet'
        '</a></nav></header><main><article class="post"><h1 class="entry-title">Pri Ružomberku začnú opravovať most, '
        'doprava pôjde v jednom pruhu</h1><div class="entry-meta"><span class="byline">Peter Novák</span> '
        '<time datetime="2026-11-28T10:15:00+01:00">28. novembra 2026 10:15</time></div>'
        f'<div class="entry-content"><p class="perex"><strong>{a[0]}</strong></p><figure><img src="/m.jpg" alt="">'
        f'<figcaption>Most pri Ružomberku. Foto: TASR</figcaption></figure>{_ps(a[1:])}</div>'
        '<div class="share-bar"><a href="#">Zdieľať</a><a href="#">Facebook</a></div>'
        '<div class="post-tags">Témy: <a href="/tag/doprava/">doprava</a>, <a href="/tag/ruzomberok/">Ružomberok</a>'
        '</div><div class="related-posts"><h3>Súvisiace články</h3><a href="/1">Diaľnicu D1 pri Žiline uzavrú na '
        'víkend</a></div></article></main>' + _foot("Webnoviny.sk", privacy="Ochrana osobných údajov"))


PAGES["webnoviny"] = NewsPage(
    _webnoviny(), "https://www.webnoviny.example.sk/slovensko/pri-ruzomberku-zacnu-opravovat-most/",
    WEBNOVINY, ("Foto: TASR", "Zdieľať", "Témy:", "Súvisiace články", "Diaľnicu D1"),
    {"author": "Peter Novák", "date": "2026-11-28", "lang": "sk"})


# --- Dobré noviny (Slovak: perex, "Zdroj:", "Podporte Dobré noviny" box, "Páčil sa vám článok?", "Prečítajte si aj")

DOBRENOVINY = (
    "Dobrovoľníci z Banskej Bystrice postavili za jeden víkend v miestnej nemocnici novú detskú herňu. Materiál na ňu "
    "darovali miestne firmy.",
    "Herňa má pomôcť deťom, ktoré sú v nemocnici dlhšie, aby mali kde tráviť čas medzi vyšetreniami. Zdravotné "
    "sestry hovoria, že deti sa na ňu tešili celé týždne.",
    "Organizátori chcú podobné herne postaviť aj v ďalších nemocniciach na strednom Slovensku a hľadajú nových "
    "dobrovoľníkov.",
)


def _dobrenoviny() -> str:
    a = DOBRENOVINY
    return (
        _head("Dobrovoľníci postavili v nemocnici detskú herňu za jeden víkend | Dobré noviny", "sk",
              "Dobrovoľníci postavili v nemocnici detskú herňu za jeden víkend", "Zuzana Hlavatá", "2026-11-21")
        + '<body><header><a href="/">Dobré noviny</a><nav><a href="/slovensko/">Slovensko</a> <a href="/podporte/">'
        'Podporte nás</a></nav></header><main><article><h1>Dobrovoľníci postavili v nemocnici detskú herňu za jeden '
        'víkend</h1><div class="meta"><span class="author">Zuzana Hlavatá</span> <time datetime="2026-11-21T09:00:00'
        f'+01:00">21. 11. 2026</time></div><div class="content"><p class="perex">{a[0]}</p>{_ps(a[1:2])}'
        f'<p><strong>Prečítajte si aj: <a href="/1">Seniori z Prešova šijú deky pre útulky</a></strong></p>'
        f'<p>{a[2]}</p><p>Zdroj: FNsP F. D. Roosevelta</p></div>'
        '<div class="like-box"><p>Páčil sa vám článok? Zdieľajte ho s priateľmi.</p></div>'
        '<div class="support-box"><h3>Podporte Dobré noviny</h3><p>Píšeme o dobrých správach zo Slovenska vďaka '
        'vašej podpore. Prispejte nám aj malou sumou.</p><a href="/podporte/">Chcem prispieť</a></div></article>'
        '</main>' + _foot("Dobré noviny, o. z.", privacy="Ochrana osobných údajov"))


PAGES["dobre-noviny"] = NewsPage(
    _dobrenoviny(), "https://www.dobrenoviny.example.sk/c/212345/dobrovolnici-postavili-v-nemocnici-detsku-hernu",
    DOBRENOVINY, ("Prečítajte si aj", "Seniori z Prešova", "Zdroj: FNsP", "Páčil sa vám", "Podporte Dobré",
                  "vašej podpore", "Chcem prispieť"),
    {"author": "Zuzana Hlavatá", "date": "2026-11-21", "lang": "sk"})


# --- Alarm (Czech: perex, "Podpořte Alarm" box in the text, "Přečtěte si také", author box "O autorovi") ----------

ALARM = (
    "Nájemníci obecních bytů v Ústí nad Labem dostali dopisy, že jim město od ledna zvýší nájemné o čtyřicet procent. "
    "Radnice tvrdí, že peníze potřebuje na opravy domů.",
    "Podle nájemníků ale město do domů roky neinvestovalo a řada bytů má stále plesnivé zdi a netěsná okna.",
    "Sociální pracovníci varují, že zdražení nejvíc dopadne na seniory a samoživitelky, kteří už dnes platí za "
    "bydlení většinu příjmu.",
)


def _alarm() -> str:
    a = ALARM
    return (
        _head("Ústí zvedá nájmy v obecních bytech o čtyřicet procent | Alarm", "cs",
              "Ústí zvedá nájmy v obecních bytech o čtyřicet procent", "Apolena Rychlíková", "2026-11-25")
        + '<body><header><a href="/">Alarm</a><nav><a href="/reportaz/">Reportáž</a> <a href="/komentar/">Komentář</a>'
        ' <a href="/podporte-alarm/">Podpořte Alarm</a></nav></header><main><article class="post"><h1>Ústí zvedá '
        'nájmy v obecních bytech o čtyřicet procent</h1><div class="post-meta"><a href="/autor/rychlikova/">Apolena '
        'Rychlíková</a> <time datetime="2026-11-25T07:00:00+01:00">25. 11. 2026</time></div>'
        f'<div class="entry-content"><p class="perex">{a[0]}</p><p>{a[1]}</p>'
        '<div class="alarm-support"><h3>Podpořte Alarm</h3><p>Alarm je nezávislé médium, které žije z darů svých '
        'čtenářů. Přispějte nám na další reportáže.</p><a href="/podporte-alarm/">Přispět</a></div>'
        f'<p>{a[2]}</p></div><div class="author-box"><h3>O autorovi</h3><p>Apolena Rychlíková je reportérka Alarmu a '
        'dokumentaristka.</p></div></article></main>' + _foot("Alarm, z. s."))


PAGES["alarm"] = NewsPage(
    _alarm(), "https://a2larm.example.cz/2026/11/usti-zveda-najmy-v-obecnich-bytech/",
    ALARM, ("Podpořte Alarm", "žije z darů", "Přispět", "O autorovi", "dokumentaristka"),
    {"author": "Apolena Rychlíková", "date": "2026-11-25", "lang": "cs"})


# --- Expres.cz (Czech tabloid: "Foto: Profimedia.cz" captions, gallery counter, "Čtěte také", "Video" label) -------

EXPRES = (
    "Zpěvačka Lucie Bílá oznámila, že příští rok vyrazí na rozlučkové turné po Česku a Slovensku. Odehraje při něm "
    "dvacet koncertů.",
    "„Chci se rozloučit s fanoušky ve velkém, dokud mi to hlas dovolí,“ řekla zpěvačka na tiskové konferenci v Praze.",
    "Vstupenky se začnou prodávat v pondělí. Turné začne v březnu v Ostravě a skončí v červnu v pražské O2 areně.",
)


def _expres() -> str:
    a = EXPRES
    return (
        _head("Lucie Bílá vyrazí na rozlučkové turné. Odehraje dvacet koncertů | Expres.cz", "cs",
              "Lucie Bílá vyrazí na rozlučkové turné. Odehraje dvacet koncertů", "Jana Černá", "2026-11-24")
        + '<body><header><a href="/">Expres.cz</a><nav><a href="/celebrity">Celebrity</a> <a href="/zpravy">Zprávy</a>'
        '</nav></header><main><article><h1>Lucie Bílá vyrazí na rozlučkové turné. Odehraje dvacet koncertů</h1>'
        '<div class="authors">Jana Černá</div><div class="date">24. 11. 2026 14:30</div>'
        f'<div class="perex"><p>{a[0]}</p></div><figure><img src="/b.jpg" alt=""><figcaption>Lucie Bílá na tiskové '
        'konferenci. Foto: Profimedia.cz</figcaption></figure><div class="gallery-link"><a href="/galerie/1">Fotogalerie'
        f': 12 fotografií</a></div><div class="text"><p>{a[1]}</p><p><strong>Čtěte také: <a href="/1">Karel Gott by '
        f'slavil narozeniny. Fanoušci vzpomínali</a></strong></p><p>{a[2]}</p></div></article></main>'
        + _foot("CNC – Czech News Center a.s."))


PAGES["expres"] = NewsPage(
    _expres(), "https://www.expres.example.cz/celebrity/lucie-bila-rozluckove-turne.A261124_143000_celebrity",
    EXPRES, ("Profimedia", "Fotogalerie", "Čtěte také", "Karel Gott"),
    {"author": "Jana Černá", "date": "2026-11-24", "lang": "cs"})


# --- Omediach.com (Slovak media site: perex, "Zdroj: Omediach.com" under a chart, "Prečítajte si tiež", tags) ------

OMEDIACH = (
    "Televízia Markíza bola v novembri opäť najsledovanejšou stanicou na Slovensku, jej podiel na sledovanosti v "
    "cieľovej skupine dosiahol 24 percent.",
    "Na druhom mieste skončila Jednotka, ktorá si oproti októbru polepšila o jeden percentuálny bod najmä vďaka "
    "prenosom hokejových zápasov.",
    "Televízia JOJ klesla na 16 percent, keď jej nepomohla ani nová večerná relácia.",
)


def _omediach() -> str:
    a = OMEDIACH
    return (
        _head("Sledovanosť v novembri: Markíza vedie, Jednotka rastie | Omediach.com", "sk",
              "Sledovanosť v novembri: Markíza vedie, Jednotka rastie", "Marián Marcinek", "2026-11-30")
        + '<body><header><a href="/">Omediach.com</a><nav><a href="/tv">TV</a> <a href="/tlac">Tlač</a></nav></header>'
        '<main><article><h1>Sledovanosť v novembri: Markíza vedie, Jednotka rastie</h1><div class="info">'
        '<span class="author">Marián Marcinek</span> <span class="date">30. 11. 2026</span></div>'
        f'<div class="text"><p class="perex">{a[0]}</p><p>{a[1]}</p><div class="chart"><img src="/g.png" alt="">'
        '<p>Zdroj: PMT/Kantar</p></div><p><strong>Prečítajte si tiež: <a href="/1">Jednotka ukončí reláciu po '
        f'desiatich rokoch</a></strong></p><p>{a[2]}</p></div>'
        '<div class="tags">Tagy: <a href="/tag/sledovanost">sledovanosť</a></div></article></main>'
        + _foot("Omediach.com", privacy="Ochrana osobných údajov"))


PAGES["omediach"] = NewsPage(
    _omediach(), "https://www.omediach.example.com/tv/28123-sledovanost-v-novembri-markiza-vedie",
    OMEDIACH, ("Prečítajte si tiež", "ukončí reláciu", "Tagy:", "Ochrana osobných"),
    {"author": "Marián Marcinek", "date": "2026-11-30", "lang": "sk"})


# --- the tests -------------------------------------------------------------------------------------------------


# text whole, furniture gone, writer and day, title and headline, each paragraph in the page's language
globals().update(page_tests(PAGES, OPEN, title=True, languages={}))


# --- the rules, each beside the real text that looks like what it removes ------------------------------------

_CS = (
    "Zastupitelé v pondělí schválili rozpočet města na příští rok. Výdaje dosáhnou dvou miliard korun, o sto milionů "
    "více než letos.",
    "Nejvíc peněz půjde na opravy škol a na nové autobusy. Opozice hlasovala proti, protože podle ní město zbytečně "
    "odkládá stavbu obchvatu.",
)


def _czech_article(inserted: str) -> list[str]:
    html = (_head("Město schválilo rozpočet | Zpravodaj", "cs", "Město schválilo rozpočet", "Eva Malá", "2026-11-23")
            + f'<body><main><article><h1>Město schválilo rozpočet</h1><div class="text"><p>{_CS[0]}</p>{inserted}'
            f'<p>{_CS[1]}</p></div></article></main></body></html>')
    return _paragraphs(processed(html, "https://www.zpravodaj.example.cz/mesto-schvalilo-rozpocet").body)


def test_a_pictures_caption_in_its_own_block_ending_in_its_source_goes():
    block = '<div class="article-image"><img src="/c.jpg" alt=""><span class="popis">Budova radnice. Zdroj: Shutterstock</span></div>'
    assert _czech_article(block) == ["Město schválilo rozpočet", *_CS]


def test_a_paragraph_of_data_ending_in_its_source_stays():
    line = "Průměrná mzda v kraji loni vzrostla o sedm procent na 41 tisíc korun. Zdroj: ČSÚ"
    assert line in _czech_article(f"<p>{line}</p>")
