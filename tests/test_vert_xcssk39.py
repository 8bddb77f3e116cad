"""Whole Czech, Slovak, Polish and Hungarian news pages of session 39 (xcssk39), written after the publishers' templates
of today: iDNES (MAFRA's credit, Premium offer, discussion link), Seznam Zprávy (React class names, a video box, an
unlinked byline with the article's age), iROZHLAS (an audio player in one line, "Související"), ČT24 quoting an English
sentence, Deník (a regional edition's switch, "Mohlo by vás zajímat", the Deník+ paywall), Blesk (a gallery's counter,
"Čtěte také"), Lupa (Internet Info's discussion counters), a Vismo municipal page ("Vloženo:", "Zobrazeno: 312×"), a
region's press release ("Datum zveřejnění: … | Rubrika: …", "Poslední změna: …"), E15, Echo24, Forbes, Respekt; SME's
live blog
("Minúta po minúte", "Prečítajte si aj", its Piano offer), Denník N's paywall, Aktuality.sk, Refresher, Pravda,
Startitup; Onet, WP and Gazeta ("Czytaj też", "Reklama"); Index, Telex and HVG ("Kapcsolódó", "Hirdetés").  The classes the pages found, each tested
beside a page where the same words are the article's own:

* iDNES's discount on its Premium ("Získejte 50 % slevu na iDNES Premium") and SME's offer with its price and pitch
  ("Predplatné SME.sk za 1 €", "Články bez reklám a neobmedzený prístup.") alone in a block (``phrases``);
* ČT24's video length with a bare label ("Délka: 12:04");
* an audio player's box in one line, its counter at zero first ("00:00 / 03:12 Reportáž … Stáhnout audio");
* an unlinked byline of the writer's name and the article's age in hours or minutes ("Petra Svobodová před 3
  hodinami"; a line counting years stays a title);
* a region's or a town's stamp "Poslední změna: 25. 11. 2026 10:42", and "Datum zveřejnění: … | Rubrika: Doprava";
* a paper's line under its article asking for a like or a follow on Facebook (Pravda's "Ak sa vám článok páčil,
  dajte nám like na Facebooku", HVG's "Ha szeretne még több hasonló cikket olvasni, kövesse a HVG Gazdaság
  Facebook-oldalát!"; a police's appeal quoted with its reason stays).

Open (strict xfail): Telex's support line "Támogasd a Telexet!" in a paragraph over its button (a heading's is taken;
the words alone are a slogan an article may quote)."""

from __future__ import annotations

import json
import re

from test_vert_news28 import NewsPage, page_tests
from test_vert_news33 import add_page
from test_vert_xlang26 import _paragraphs
from vert_support import news_foot, news_head, processed

PAGES: dict[str, NewsPage] = {}

# the pages whose furniture no rule takes yet, with why
OPEN_FURNITURE = {
    "telex": "Telex's \"Támogasd a Telexet!\" is a paragraph, not a heading, over its button: the donation box's rule "
             "reads headings, and the words alone are also a slogan an article quotes",
}


def _add(name: str, html: str, url: str, kept: tuple[str, ...], gone: tuple[str, ...], writer: str = "") -> None:
    """``add_page`` with the writer and the day the page's JSON-LD states (``writer``: the one its byline shows
    instead, a town's clerk under the town's name) and the language its <html> states."""
    stated = json.loads(re.search(r'<script type="application/ld\+json">(.*?)</script>', html).group(1))
    lang = re.search(r'<html lang="(\w+)"', html).group(1)
    add_page(PAGES, name, html, url, kept, gone, writer or stated["author"][0]["name"], stated["datePublished"][:10],
             lang)


def body(texts: tuple[str, ...]) -> str:
    """``texts`` as the article's paragraphs."""
    return "".join(f"<p>{t}</p>" for t in texts)



# 1 iDNES
k = ("Pražský magistrát chce do konce příštího roku opravit všech jedenáct mostů, které statici loni označili za havarijní. Na opravy vyčlenil přes dvě miliardy korun.",
     "Nejhorší stav má podle posudku Libeňský most, po kterém od léta nesmějí jezdit nákladní auta těžší než dvanáct tun. Jeho oprava začne v březnu a potrvá dva roky.",
     "„Nechceme opakovat chyby z minulosti, kdy se opravy odkládaly tak dlouho, až se musel most zavřít,“ řekl náměstek primátora pro dopravu Zdeněk Hřib.",
     "Opozice však upozorňuje, že magistrát nemá dost lidí na to, aby tolik zakázek najednou vysoutěžil. Podle zastupitele Ondřeje Prokopa hrozí, že se ceny kvůli spěchu zvýší.",
     "Technická správa komunikací už vypsala první tři tendry. Firmy mohou nabídky podávat do poloviny ledna.")
html = news_head("Magistrát chce opravit jedenáct havarijních mostů - iDNES.cz", "cs", "Magistrát chce opravit jedenáct havarijních mostů", "Jan Novák", "2026-11-30") + """<body>
<header class="hdr"><a href="/">iDNES.cz</a><nav><a href="/zpravy">Zprávy</a><a href="/sport">Sport</a><a href="/premium">Premium</a></nav></header>
<div id="content"><div class="art-full">
<div class="art-info"><span class="aut">Jan Novák</span><span class="time" itemprop="datePublished" content="2026-11-30T06:00">30. listopadu 2026 6:00</span><span class="time-upd">aktualizováno před 2 hodinami</span></div>
<h1 itemprop="name headline">Magistrát chce opravit jedenáct havarijních mostů</h1>
<div class="opener">""" + k[0] + """</div>
<div class="art-full-inner"><div class="bbtext">
<div class="opener-foto"><img src="/a.jpg" alt="Libeňský most"><div class="text"><p>Libeňský most v Praze. (30. listopadu 2026)</p><span class="autor">Foto: Michal Šula, MAFRA</span></div></div>
<p>""" + k[1] + """</p><p>""" + k[2] + """</p>
<div class="art-share"><a href="/clanek/1">Sdílet</a><a href="/clanek/2">Tweetnout</a><a href="/clanek/3">Poslat e-mailem</a></div>
<p>""" + k[3] + """</p>
<div class="box-premium"><p>Získejte 50 % slevu na iDNES Premium</p><a href="/clanek/4">Předplatit</a></div>
<p>""" + k[4] + """</p>
</div></div>
<div class="moot-capture"><a href="/diskuse">Diskuse (87)</a><span>Vstoupit do diskuse</span></div>
<div class="art-tags"><span>Témata:</span><a href="/clanek/5">Praha</a><a href="/clanek/6">Mosty</a><a href="/clanek/7">Doprava</a></div>
</div></div>""" + news_foot("MAFRA, a.s.", '<a href="/clanek/8">Kontakty</a><a href="/clanek/9">Reklama</a>')
_add("idnes", html, "https://www.idnes.cz/praha/zpravy/mosty-opravy.A261130_060000_praha-zpravy_jn", k,
    ("Foto: Michal Šula, MAFRA", "aktualizováno před 2 hodinami", "Získejte 50 % slevu", "Diskuse (87)", "Vstoupit do diskuse", "Sdílet", "Témata:"))

# 2 Seznam Zprávy
k = ("Ceny elektřiny pro domácnosti by měly od ledna mírně klesnout. Vyplývá to z nových ceníků, které v pondělí zveřejnili tři největší dodavatelé.",
     "Skupina ČEZ sníží cenu silové elektřiny v základních tarifech o necelá čtyři procenta. E.ON a PRE chystají podobné zlevnění, konkrétní čísla ale zatím neuvedly.",
     "Regulovaná složka ceny, kterou určuje Energetický regulační úřad, naopak poroste. Úřad to zdůvodňuje vyššími náklady na posilování distribučních sítí.",
     "Pro běžnou domácnost s roční spotřebou dvě a půl megawatthodiny tak bude výsledná úspora jen několik desítek korun měsíčně, spočítal analytik Jiří Gavor.")
html = news_head("Elektřina od ledna mírně zlevní - Seznam Zprávy", "cs", "Elektřina od ledna mírně zlevní", "Petra Svobodová", "2026-11-30") + """<body><div id="root">
<header class="e_a"><a href="/clanek/10">Seznam Zprávy</a><nav><a href="/clanek/11">Domácí</a><a href="/clanek/12">Zahraniční</a><a href="/clanek/13">Ekonomika</a></nav></header>
<main><article class="e_fq">
<div class="e_ge"><a class="e_gf" href="/c/80">Ekonomika</a></div>
<h1 class="e_gl">Elektřina od ledna mírně zlevní</h1>
<div class="e_gm"><span class="e_gn">Petra Svobodová</span>
<time class="e_go">před 3 hodinami</time><button class="e_gp">Sdílet</button></div>
<div class="e_hb"><figure><div class="e_hc"><button aria-label="Přehrát video">Přehrát</button><span class="e_hd">2:35</span></div><figcaption>Video: Jak se mění ceny energií (zdroj: Seznam Zprávy)</figcaption></figure></div>
<p class="d_bk">""" + k[0] + """</p><p class="d_bk">""" + k[1] + """</p>
<div class="e_ir"><h2>Mohlo by vás zajímat</h2><a href="/clanek/14">Plyn zdraží o pětinu, varuje regulátor</a><a href="/clanek/15">Jak ušetřit za topení</a></div>
<p class="d_bk">""" + k[2] + """</p><p class="d_bk">""" + k[3] + """</p>
<div class="e_jx"><span>Sdílet článek</span><button>Facebook</button><button>X</button><button>Kopírovat odkaz</button></div>
</article></main></div>""" + news_foot("Seznam.cz, a.s.", '<a href="/clanek/16">O Seznam Zprávách</a><a href="/clanek/17">Kontakt</a>')
_add("seznam", html, "https://www.seznamzpravy.cz/clanek/ekonomika-elektrina-od-ledna-mirne-zlevni-281234", k,
    ("Přehrát", "2:35", "Mohlo by vás zajímat", "Plyn zdraží o pětinu", "Sdílet", "Kopírovat odkaz", "před 3 hodinami"))

# 3 iROZHLAS
k = ("Nejvyšší správní soud zrušil územní plán Brna v části, která se týká nové čtvrti Trnitá. Podle soudu město dostatečně nevypořádalo námitky obyvatel.",
     "Námitky se týkaly hlavně výšky plánovaných budov a úbytku zeleně. Spolek Brno za zeleň upozorňoval, že některé domy měly mít až dvacet pater.",
     "Město teď musí část plánu projednat znovu. Primátorka Markéta Vaňková řekla, že rozhodnutí respektuje a že úprava nezdrží stavbu nového nádraží.",
     "Spor o podobu Trnité trvá přes deset let. Čtvrť má na místě bývalých železničních pozemků vyrůst pro zhruba dvacet tisíc lidí.")
html = news_head("Soud zrušil část územního plánu Brna | iROZHLAS - spolehlivé zprávy", "cs", "Soud zrušil část územního plánu Brna", "Tomáš Kolář", "2026-11-29") + """<body>
<header class="b-header"><a href="/clanek/18">iROZHLAS</a><nav><a href="/clanek/19">Zprávy z domova</a><a href="/clanek/20">Svět</a></nav></header>
<main><article class="b-detail">
<header><h1>Soud zrušil část územního plánu Brna</h1><p class="meta"><span>Brno</span> <time>29. 11. 2026 | 12:41</time> <a class="author" href="/c/81">Tomáš Kolář</a></p></header>
<div class="b-detail__body">
<p class="text-lg">""" + k[0] + """</p>
<div class="b-audio"><div class="player"><button>Přehrát</button><span class="time">00:00 / 03:12</span><span class="title">Reportáž Tomáše Koláře</span><a href="/clanek/21">Stáhnout audio</a></div></div>
<p>""" + k[1] + """</p><p>""" + k[2] + """</p>
<div class="b-related"><h3>Související</h3><ul><li><a href="/clanek/22">Brno bude mít nové nádraží do roku 2035, rozhodla vláda</a></li><li><a href="/clanek/23">Spolek žaluje město kvůli kácení stromů</a></li></ul></div>
<p>""" + k[3] + """</p>
<p class="b-detail__info">Tomáš Kolář | Zdroj: iROZHLAS.cz</p>
</div></article></main>""" + news_foot("Český rozhlas", '<a href="/clanek/24">Kontakty</a>')
_add("irozhlas", html, "https://www.irozhlas.cz/zpravy-domov/brno-uzemni-plan-soud_2611291241_tko", k,
    ("00:00 / 03:12", "Stáhnout audio", "Související", "Brno bude mít nové nádraží", "Zdroj: iROZHLAS.cz"))

# 4 Deník
k = ("Krajská nemocnice v Liberci otevřela nové centrum pro léčbu mrtvice. Pacienti tam dostanou péči do šedesáti minut od příjezdu sanitky.",
     "Centrum má dvanáct lůžek a vlastní angiolinku, na které lékaři odstraňují krevní sraženiny z mozkových tepen. Dosud museli pacienty převážet do Prahy.",
     "Stavba stála sto čtyřicet milionů korun, většinu zaplatil kraj. Nemocnice podle ředitele Richarda Ferduly ročně ošetří kolem šesti set lidí s mrtvicí.")
html = news_head("Liberecká nemocnice otevřela centrum pro léčbu mrtvice | Liberecký deník", "cs", "Liberecká nemocnice otevřela centrum pro léčbu mrtvice", "Jana Pavlíková", "2026-11-28") + """<body>
<header class="site-header"><a href="/clanek/25">Liberecký deník</a><div class="region-switch"><span>Vaše vydání:</span><a href="/clanek/26">Liberec</a><a href="/clanek/27">Jablonec</a><a href="/clanek/28">Česká Lípa</a><a href="/clanek/29">Semily</a></div></header>
<main><article class="article">
<h1>Liberecká nemocnice otevřela centrum pro léčbu mrtvice</h1>
<div class="article-info"><span class="author">Jana Pavlíková</span> <time>28. 11. 2026</time></div>
<div class="article-perex"><p>""" + k[0] + """</p></div>
<figure><img src="/n.jpg"><figcaption>Nové centrum v liberecké nemocnici. <span class="author">Foto: Deník/Jana Pavlíková</span></figcaption></figure>
<div class="article-body"><p>""" + k[1] + """</p>
<div class="related-box"><p class="title">Mohlo by vás zajímat</p><a href="/clanek/30">Nemocnice hledá sestry, nabízí byt</a></div>
<p>""" + k[2] + """</p>
<div class="paywall"><p>Pokračování článku je dostupné pouze pro předplatitele Deník+</p><a href="/clanek/31">Předplatit za 1 Kč</a><p>Máte již předplatné? Přihlaste se</p></div>
</div></article></main>""" + news_foot("Vltava Labe Media a.s.", '<a href="/clanek/32">Kontakty</a>')
_add("denik", html, "https://liberecky.denik.cz/zpravy_region/nemocnice-centrum-mrtvice-20261128.html", k,
    ("Vaše vydání", "Mohlo by vás zajímat", "Nemocnice hledá sestry", "Pokračování článku", "Předplatit za 1 Kč", "Máte již předplatné", "Foto: Deník/Jana Pavlíková"))

# 5 Blesk
k = ("Zpěvačka Lucie Bílá v sobotu vyprodala pražskou O2 arenu. Na koncertě k šedesátým narozeninám vystoupila se symfonickým orchestrem.",
     "Fanoušci si podle pořadatelů rozebrali všech osmnáct tisíc vstupenek během jediného dne. Koncert trval přes tři hodiny.",
     "Na pódiu se objevili i hosté, mezi nimi Karel Gott mladší a Ewa Farna. Bílá poděkovala publiku za čtyřicet let podpory.")
html = news_head("Lucie Bílá vyprodala O2 arenu | Blesk.cz", "cs", "Lucie Bílá vyprodala O2 arenu", "Karolína Zachová", "2026-11-29") + """<body>
<header><a href="/clanek/33">Blesk.cz</a></header><main><article class="article-detail">
<h1>Lucie Bílá vyprodala O2 arenu</h1><div class="author-info"><span>Karolína Zachová</span> <span>29. 11. 2026 - 22:10</span></div>
<div class="perex"><p>""" + k[0] + """</p></div>
<div class="gallery-box"><div class="gallery-count">1/24</div><img src="/g1.jpg"><p class="desc">Lucie Bílá na koncertě v O2 areně</p><span class="source">Zdroj: Blesk - Martin Sidorják</span><a class="open" href="/c/82">Zobrazit fotogalerii</a></div>
<div class="article-body"><p>""" + k[1] + """</p>
<div class="read-also"><strong>Čtěte také:</strong> <a href="/clanek/34">Bílá promluvila o nemoci: Bála jsem se nejhoršího</a></div>
<p>""" + k[2] + """</p></div>
<div class="social-share">Sdílejte článek</div>
</article></main>""" + news_foot("CNC, a.s.", '<a href="/clanek/35">Kontakty</a>')
_add("blesk", html, "https://www.blesk.cz/clanek/celebrity-ceske-celebrity/812345/lucie-bila-vyprodala-o2-arenu.html", k,
    ("1/24", "Zdroj: Blesk - Martin Sidorják", "Zobrazit fotogalerii", "Čtěte také", "Bála jsem se nejhoršího", "Sdílejte článek"))

# 6 Lupa
k = ("Český telekomunikační úřad zveřejnil výsledky aukce kmitočtů v pásmu 26 gigahertzů. Do státní kasy přinesla necelých šest set milionů korun.",
     "Nejvíce bloků získal Vodafone, který za ně zaplatí přes dvě stě milionů. O2 a T-Mobile koupily po třech blocích, nový hráč se do aukce nepřihlásil.",
     "Pásmo je určené pro sítě páté generace s velmi vysokou kapacitou, ale malým dosahem. Operátoři ho chtějí nasadit hlavně ve městech a na stadionech.",
     "Úřad podle předsedy rady Marka Ebena počítá s tím, že první základnové stanice začnou fungovat ve druhé polovině příštího roku.")
html = news_head("ČTÚ vydražil kmitočty pro 5G za 600 milionů - Lupa.cz", "cs", "ČTÚ vydražil kmitočty pro 5G za 600 milionů", "Marek Houser", "2026-11-27") + """<body>
<header class="header"><a href="/clanek/36">Lupa.cz</a><nav><a href="/clanek/37">Zprávičky</a><a href="/clanek/38">Telco</a></nav></header>
<main><article class="design-article">
<h1>ČTÚ vydražil kmitočty pro 5G za 600 milionů</h1>
<div class="design-article__info"><a class="author" href="/c/83">Marek Houser</a> <span class="date">27. 11. 2026</span> <a class="discussion-counter" href="#diskuse">Diskuse (14)</a><span class="reading-time">Doba čtení: 3 minuty</span></div>
<div class="design-article__perex"><p>""" + k[0] + """</p></div>
<div class="design-article__content"><p>""" + k[1] + """</p><p>""" + k[2] + """</p>
<div class="element-info-box"><p><strong>Přečtěte si také:</strong> <a href="/clanek/39">Operátoři zdražují. Za data zaplatíte víc</a></p></div>
<p>""" + k[3] + """</p></div>
<div class="author-box"><a href="/clanek/40">Marek Houser</a><p>Autor je redaktor Lupa.cz, píše o telekomunikacích.</p><a href="/clanek/41">Sledovat autora</a></div>
<div class="discussion-summary"><h2>Diskuse k článku</h2><p>14 názorů</p><a href="/clanek/42">Vstoupit do diskuse</a><span>Nejnovější názor: dnes 09:41</span></div>
</article></main>""" + news_foot("Internet Info, s.r.o.", '<a href="/clanek/43">Kontakty</a>')
_add("lupa", html, "https://www.lupa.cz/clanky/ctu-vydrazil-kmitocty-pro-5g/", k,
    ("Diskuse (14)", "Doba čtení", "Přečtěte si také", "Operátoři zdražují", "Sledovat autora", "14 názorů", "Nejnovější názor", "Vstoupit do diskuse"))

# 7 Vismo obec
k = ("Obec Dolní Bečva oznamuje, že od pondělí 7. prosince bude uzavřena místní komunikace u mateřské školy kvůli výměně vodovodního potrubí.",
     "Objížďka povede přes ulici Na Kopci. Autobusová zastávka U Školy bude po dobu uzavírky přesunuta asi sto metrů směrem k obecnímu úřadu.",
     "Práce by měly skončit do Vánoc. Děkujeme občanům za trpělivost a prosíme řidiče o zvýšenou opatrnost v okolí stavby.")
html = news_head("Uzavírka místní komunikace u MŠ : Obec Dolní Bečva", "cs", "Uzavírka místní komunikace u MŠ", "Obec Dolní Bečva", "2026-11-26", kind="Article") + """<body>
<div id="stranka"><div id="hlavicka"><a href="/clanek/44">Obec Dolní Bečva</a><ul class="menu"><li><a href="/clanek/45">Obecní úřad</a></li><li><a href="/clanek/46">Úřední deska</a></li><li><a href="/clanek/47">Aktuality</a></li></ul></div>
<div id="drobitka"><a href="/clanek/48">Úvodní stránka</a> » <a href="/clanek/49">Aktuality</a> » <span>Uzavírka místní komunikace u MŠ</span></div>
<div id="obsah"><div class="obsah"><h1>Uzavírka místní komunikace u MŠ</h1>
<div class="dok-upravil"><p>Vloženo: 26. 11. 2026 | Autor: Jana Macháčová</p></div>
<div class="editor"><p>""" + k[0] + """</p><p>""" + k[1] + """</p><p>""" + k[2] + """</p></div>
<div class="popis"><p>Přílohy:</p><ul><li><a href="/clanek/50">Mapa objížďky.pdf</a> (420 kB)</li></ul></div>
<p class="zobrazeno">Zobrazeno: 312×</p>
<div class="dok-upravil">Aktualizováno: 27. 11. 2026 8:15</div>
</div></div>
<div id="levy"><h2>Úřední deska</h2><ul><li><a href="/clanek/51">Oznámení o době a místě konání voleb</a></li><li><a href="/clanek/52">Rozpočet obce na rok 2027</a></li></ul></div>
</div>""" + news_foot("Obec Dolní Bečva", '<a href="/clanek/53">Mapa stránek</a><a href="/clanek/54">Prohlášení o přístupnosti</a>', cls="patka")
_add("vismo", html, "https://www.dolnibecva.cz/aktuality/uzavirka-mistni-komunikace-u-ms", k,
    ("Vloženo:", "Zobrazeno: 312", "Aktualizováno: 27. 11.", "Oznámení o době", "Úvodní stránka"), "Jana Macháčová")

# 8 SME live blog
k = ("Premiér v utorok popoludní oznámil, že vláda zvolá mimoriadne rokovanie k situácii v nemocniciach.",
     "Lekárske odborové združenie trvá na tom, že výpovede nestiahne, kým vláda nepredloží zákon o mzdách.",
     "Minister zdravotníctva povedal, že krízový plán je pripravený a pacienti nemusia mať obavy.",
     "Podľa Asociácie nemocníc Slovenska by výpadok lekárov najviac zasiahol nemocnice na východe krajiny.")
html = news_head("Výpovede lekárov: minúta po minúte | SME", "sk", "Výpovede lekárov: minúta po minúte", "Michal Piško", "2026-11-24", kind="LiveBlogPosting") + """<body>
<header><a href="/clanek/55">SME.sk</a><nav><a href="/clanek/56">Domov</a><a href="/clanek/57">Svet</a></nav></header>
<main><article class="js-article">
<h1>Výpovede lekárov: minúta po minúte</h1><div class="article-byline"><span>Michal Piško</span> <time>24. nov 2026 o 9:00</time></div>
<div class="live-header"><span class="live-label">Minúta po minúte</span><button>Obnoviť</button></div>
<div class="live-entry"><time>16:20</time><p>""" + k[0] + """</p></div>
<div class="live-entry"><time>15:45</time><p>""" + k[1] + """</p><p class="source">Zdroj: TASR</p></div>
<div class="article-related"><strong>Prečítajte si aj:</strong> <a href="/clanek/58">Lekári podali výpovede, čo to znamená pre pacientov</a></div>
<div class="live-entry"><time>14:30</time><p>""" + k[2] + """</p></div>
<div class="live-entry"><time>13:10</time><p>""" + k[3] + """</p></div>
<div class="piano-offer"><p>Predplatné SME.sk za 1 €</p><p>Články bez reklám a neobmedzený prístup.</p><a href="/clanek/59">Predplatiť</a></div>
</article></main>""" + news_foot("Petit Press, a.s.", '<a href="/clanek/60">Kontakt</a>')
_add("sme-live", html, "https://domov.sme.sk/c/23456789/vypovede-lekarov-minuta-po-minute.html", k,
    ("Obnoviť", "Prečítajte si aj", "Lekári podali výpovede, čo", "Predplatné SME.sk", "Články bez reklám"))

# 9 Onet
k = ("Sejm przyjął w piątek nowelizację ustawy o podatku dochodowym. Kwota wolna od podatku wzrośnie od stycznia do czterdziestu tysięcy złotych.",
     "Za ustawą głosowało dwustu czterdziestu posłów, przeciw było stu dziewięćdziesięciu. Opozycja zarzuca rządowi, że zmiany zwiększą deficyt budżetowy.",
     "Minister finansów Andrzej Domański przekonywał, że niższe podatki pobudzą konsumpcję i wpływy z VAT zrekompensują część ubytku.",
     "Ustawa trafi teraz do Senatu. Jeśli senatorowie nie wprowadzą poprawek, prezydent będzie miał dwadzieścia jeden dni na jej podpisanie.")
html = news_head("Sejm przyjął ustawę. Kwota wolna wzrośnie - Onet Wiadomości", "pl", "Sejm przyjął ustawę. Kwota wolna wzrośnie", "Anna Kowalska", "2026-11-27") + """<body>
<header><a href="/clanek/61">Onet</a><nav><a href="/clanek/62">Wiadomości</a><a href="/clanek/63">Sport</a></nav></header>
<main><article class="detail">
<h1>Sejm przyjął ustawę. Kwota wolna wzrośnie</h1><div class="authorAndDate"><span>Anna Kowalska</span> <span>27 listopada 2026, 14:32</span></div>
<div class="lead"><p>""" + k[0] + """</p></div>
<figure><img src="/p.jpg"><figcaption>Posiedzenie Sejmu <span class="author">Foto: Piotr Molecki / East News</span></figcaption></figure>
<div class="detailContent"><p>""" + k[1] + """</p>
<div class="adBox"><span>Reklama</span></div>
<p>""" + k[2] + """</p>
<p class="related"><strong>Czytaj też:</strong> <a href="/clanek/64">Ile zarobisz po zmianach? Sprawdź kalkulator</a></p>
<p>""" + k[3] + """</p></div>
<div class="source">Źródło: Onet, PAP</div>
</article></main>""" + news_foot("Ringier Axel Springer Polska", '<a href="/clanek/65">Kontakt</a>')
_add("onet", html, "https://wiadomosci.onet.pl/kraj/sejm-przyjal-ustawe-kwota-wolna/abc123", k,
    ("Reklama", "Czytaj też", "Sprawdź kalkulator", "Foto: Piotr Molecki", "Źródło: Onet, PAP"))

# 10 Index.hu
k = ("A kormány csütörtökön bejelentette, hogy jövő januártól tíz százalékkal emelkedik a minimálbér. A döntést a munkaadók és a szakszervezetek is támogatták.",
     "A garantált bérminimum hét százalékkal nő, így a szakképzettséget igénylő munkakörökben is magasabb lesz a legkisebb fizetés.",
     "A Magyar Kereskedelmi és Iparkamara szerint a kisvállalkozások egy részének gondot okozhat az emelés, ezért adókedvezményt kérnek.",
     "A pénzügyminiszter közölte, hogy a béremelés hatását a költségvetés már tartalmazza.")
html = news_head("Tíz százalékkal nő a minimálbér - Index", "hu", "Tíz százalékkal nő a minimálbér", "Kovács Péter", "2026-11-26") + """<body>
<header><a href="/clanek/66">Index</a><nav><a href="/clanek/67">Belföld</a><a href="/clanek/68">Gazdaság</a></nav></header>
<main><article class="cikk">
<h1>Tíz százalékkal nő a minimálbér</h1><div class="szerzo"><a href="/clanek/69">Kovács Péter</a> <span class="datum">2026.11.26. 12:40</span></div>
<div class="lead"><p>""" + k[0] + """</p></div>
<div class="cikk-torzs"><p>""" + k[1] + """</p>
<div class="hirdetes"><span>Hirdetés</span></div>
<p>""" + k[2] + """</p>
<div class="kapcsolodo"><h4>Kapcsolódó</h4><a href="/clanek/70">Így változik a nyugdíj jövőre</a><a href="/clanek/71">Drágul a benzin</a></div>
<p>""" + k[3] + """</p>
<p class="forras">(Borítókép: Kovács Péter / Index)</p></div>
</article></main>""" + news_foot("Index.hu Zrt.", '<a href="/clanek/72">Impresszum</a>')
_add("index", html, "https://index.hu/gazdasag/2026/11/26/minimalber-emeles/", k,
    ("Hirdetés", "Kapcsolódó", "Így változik a nyugdíj", "Borítókép"))

# 11 cs page quoting English paragraph; sk quoting cs
k = ("Americký ministr zahraničí v pondělí přiletěl do Prahy. Jednal s premiérem o dodávkách zkapalněného plynu a o spolupráci v jaderné energetice.",
     "We are ready to help the Czech Republic become fully independent of Russian gas, and we will support the construction of new nuclear units in Dukovany.",
     "Premiér po schůzce uvedl, že rozhovory byly velmi konkrétní. Obě země podle něj podepíšou memorandum o spolupráci ještě do konce roku.",
     "Opozice vládě vytýká, že o podrobnostech dohody neinformovala sněmovnu.")
html = news_head("Americký ministr jednal v Praze o plynu | ČT24 - Česká televize", "cs", "Americký ministr jednal v Praze o plynu", "Jakub Hrubý", "2026-11-30") + """<body>
<header><a href="/clanek/73">ČT24</a></header><main><article>
<h1>Americký ministr jednal v Praze o plynu</h1><div class="meta"><span>Jakub Hrubý</span> <time>30. 11. 2026 18:20</time></div>
<p>""" + k[0] + """</p><blockquote><p>""" + k[1] + """</p></blockquote><p>""" + k[2] + """</p>
<div class="video"><button>Přehrát video</button><p>Video: Události, komentáře</p><span>Délka: 12:04</span></div>
<p>""" + k[3] + """</p>
<div class="related"><h3>Související</h3><a href="/clanek/74">Dukovany: tendr na nové bloky vyhrála KHNP</a></div>
</article></main>""" + news_foot("Česká televize", '<a href="/clanek/75">Kontakty</a>')
_add("ct24-en", html, "https://ct24.ceskatelevize.cz/clanek/domaci/americky-ministr-jednal-v-praze-o-plynu-360123", k,
    ("Přehrát video", "Délka: 12:04", "Související", "Dukovany: tendr"))

# 12 Denník N paywall + Zdroj
k = ("Slovenská vláda schválila konsolidačný balík, ktorý má v budúcom roku znížiť deficit o dve miliardy eur.",
     "Najväčšiu časť tvorí zvýšenie dane z pridanej hodnoty na potraviny a zavedenie transakčnej dane pre živnostníkov.",
     "Ekonómovia z Inštitútu finančnej politiky upozorňujú, že opatrenia môžu spomaliť rast ekonomiky o pol percenta.")
html = news_head("Vláda schválila konsolidáciu za dve miliardy – Denník N", "sk", "Vláda schválila konsolidáciu za dve miliardy", "Vladimír Šnídl", "2026-11-25") + """<body>
<header><a href="/clanek/76">Denník N</a></header><main><article class="a_single">
<h1>Vláda schválila konsolidáciu za dve miliardy</h1><div class="e_terms"><a href="/clanek/77">Vladimír Šnídl</a> <time>25. novembra 2026 o 10:05</time></div>
<div class="a_single__perex"><p>""" + k[0] + """</p></div>
<figure><img src="/d.jpg"><figcaption>Premiér na tlačovej konferencii. Foto N – Tomáš Benedikovič</figcaption></figure>
<p>""" + k[1] + """</p><p>""" + k[2] + """</p>
<div class="e_lock"><h3>Tento článok je exkluzívny pre predplatiteľov Denníka N.</h3><p>Predplatné si môžete kúpiť už od 6,90 € mesačne.</p><a href="/clanek/78">Kúpiť predplatné</a><p>Ste predplatiteľ? Prihláste sa</p></div>
</article></main>""" + news_foot("N Press, s.r.o.", '<a href="/clanek/79">Kontakt</a>')
_add("dennikn", html, "https://dennikn.sk/4567890/vlada-schvalila-konsolidaciu/", k,
    ("exkluzívny pre predplatiteľov", "Predplatné si môžete", "Kúpiť predplatné", "Ste predplatiteľ", "Foto N – Tomáš"))



k = ("Polícia obvinila bývalého starostu Liptovského Mikuláša z prijímania úplatku. Podľa vyšetrovateľa si mal pýtať desať tisíc eur za pridelenie zákazky.",
     "Obvinený sa k veci zatiaľ nevyjadril. Jeho advokát uviedol, že klient je nevinný a obvinenie považuje za politicky motivované.",
     "Ak súd uzná bývalého starostu vinným, hrozí mu trest odňatia slobody na päť až dvanásť rokov.")
html = news_head("Polícia obvinila exstarostu z úplatku | Aktuality.sk", "sk", "Polícia obvinila exstarostu z úplatku", "Martin Kováč", "2026-11-29") + """<body>
<header><a href="/">Aktuality.sk</a></header><main><article>
<h1>Polícia obvinila exstarostu z úplatku</h1><div class="article-author"><a href="/autor/mk">Martin Kováč</a> <span>pred 5 hodinami</span></div>
<figure><img src="/x.jpg"><figcaption>Ilustračná snímka. Foto: TASR/Martin Baumann</figcaption></figure>
""" + body(k[:2]) + """<div class="video-box"><p>Pokračovanie článku pod video reklamou</p></div>""" + body(k[2:]) + """
<p class="source">Zdroj: Aktuality.sk, TASR</p>
<div class="related"><h3>Prečítajte si aj</h3><a href="/c/1">Exprimátor Trnavy dostal podmienku</a></div>
</article></main>""" + news_foot("Ringier Slovakia Media", '<a href="/k">Kontakt</a>')
_add("aktuality", html, "https://www.aktuality.sk/clanok/abc123/policia-obvinila-exstarostu/", k,
    ("pred 5 hodinami", "Ilustračná snímka", "Foto: TASR", "Pokračovanie článku", "Zdroj: Aktuality.sk", "Prečítajte si aj", "Exprimátor Trnavy"))

k = ("Slovenskí vedci z Univerzity Komenského vyvinuli test, ktorý odhalí sepsu za menej ako hodinu. Doteraz trvalo určenie diagnózy aj dva dni.",
     "Test využíva umelú inteligenciu, ktorá vyhodnocuje zmeny v krvnom obraze. Tím ho overil na vzorkách od tisícky pacientov z bratislavských nemocníc.",
     "Výskumníci teraz hľadajú partnera, ktorý by test vyrábal. Do nemocníc by sa mohol dostať o dva roky.")
html = news_head("Slovenskí vedci vyvinuli rýchly test na sepsu | Refresher.sk", "sk", "Slovenskí vedci vyvinuli rýchly test na sepsu", "Lucia Hrašková", "2026-11-28") + """<body>
<header><a href="/">Refresher</a><nav><a href="/n">Novinky</a><a href="/l">Lifestyle</a></nav></header><main><article class="Article">
<h1>Slovenskí vedci vyvinuli rýchly test na sepsu</h1><div class="ArticleAuthor"><a href="/a/lh">Lucia Hrašková</a><span>28. novembra 2026</span><span>Čas čítania: 2 min</span></div>
<div class="Article-lead"><p>""" + k[0] + """</p></div>
<figure><img src="/r.jpg"><figcaption>Zdroj: Unsplash/National Cancer Institute</figcaption></figure>
""" + body(k[1:]) + """
<div class="ArticleShare"><span>Zdieľaj</span><a href="/s1">Facebook</a><a href="/s2">Messenger</a></div>
<div class="Newsletter"><p>Prihlás sa na odber nášho newslettera a nič ti neunikne.</p><button>Odoberať</button></div>
</article></main>""" + news_foot("Refresher s.r.o.", '<a href="/k">Kontakt</a>')
_add("refresher", html, "https://refresher.sk/172345-Slovenski-vedci-vyvinuli-rychly-test-na-sepsu", k,
    ("Čas čítania", "Zdroj: Unsplash", "Zdieľaj", "Prihlás sa na odber", "Odoberať"))

k = ("Česká národní banka ve čtvrtek ponechala základní úrokovou sazbu na třech a půl procentech. Pro tento krok hlasovalo pět členů bankovní rady ze sedmi.",
     "Guvernér Aleš Michl na tiskové konferenci zopakoval, že banka bude se snižováním sazeb opatrná, dokud se inflace nevrátí ke dvouprocentnímu cíli.",
     "Analytici většinou čekali stejné rozhodnutí. Podle ekonoma Jakuba Seidlera může první snížení přijít nejdříve v březnu.")
html = news_head("ČNB nechala sazby beze změny | E15.cz", "cs", "ČNB nechala sazby beze změny", "Lukáš Kovanda", "2026-11-26") + """<body>
<header><a href="/">E15.cz</a></header><main><article class="article-detail">
<h1>ČNB nechala sazby beze změny</h1><div class="article-meta"><span class="author">Lukáš Kovanda</span> <span class="date">26. 11. 2026 14:30</span> <span class="comments"><a href="#d">0 komentářů</a></span></div>
<div class="perex">""" + k[0] + """</div>
<div class="article-body">""" + body(k[1:]) + """
<div class="ad"><span>Reklama</span></div>
<div class="box-echo"><p>Tento článek je součástí předplatného E15 Premium.</p></div>
</div><div class="tags"><strong>Témata:</strong> <a href="/t1">ČNB</a>, <a href="/t2">úrokové sazby</a></div>
</article></main>""" + news_foot("CNC, a.s.", '<a href="/k">Kontakty</a>')
_add("e15", html, "https://www.e15.cz/finance/cnb-nechala-sazby-beze-zmeny-1412345", k,
    ("0 komentářů", "Reklama", "součástí předplatného", "Témata:"))

k = ("Wrocławski ogród zoologiczny powitał na świecie dwa małe pandy czerwone. Maluchy urodziły się w czerwcu, ale dopiero teraz opuściły gniazdo.",
     "Opiekunowie zapewniają, że obie pandy są zdrowe i dobrze przybierają na wadze. Zwiedzający mogą je oglądać w pawilonie azjatyckim od godziny dziesiątej.",
     "Pandy czerwone są gatunkiem zagrożonym wyginięciem. Na wolności żyje ich mniej niż dziesięć tysięcy.")
html = news_head("Małe pandy we wrocławskim zoo - Wiadomości WP", "pl", "Małe pandy we wrocławskim zoo", "Katarzyna Nowak", "2026-11-28") + """<body>
<header><a href="/">Wirtualna Polska</a></header><main><article>
<h1>Małe pandy we wrocławskim zoo</h1><div class="signature"><span>Katarzyna Nowak</span> <span>oprac.</span> <time>28.11.2026 09:15</time></div>
<div class="lead"><p>""" + k[0] + """</p></div>
<figure><img src="/z.jpg"><figcaption>Pandy czerwone we wrocławskim zoo <span>(Getty Images, Getty Images)</span></figcaption></figure>
<p>""" + k[1] + """</p><div class="ad-label">Reklama</div><p>""" + k[2] + """</p>
<p class="zobacz"><strong>Zobacz także:</strong> <a href="/z1">Słoń z poznańskiego zoo ma nowy wybieg</a></p>
<div class="wp-tags"><span>Masz newsa, zdjęcie lub filmik? Prześlij nam przez dziejesie.wp.pl</span></div>
</article></main>""" + news_foot("Wirtualna Polska Media S.A.", '<a href="/k">Kontakt</a>')
_add("wp", html, "https://wiadomosci.wp.pl/male-pandy-we-wroclawskim-zoo-7012345678901234a", k,
    ("Reklama", "Zobacz także", "Słoń z poznańskiego", "Getty Images", "Masz newsa"))

k = ("A Fővárosi Törvényszék első fokon négy év börtönre ítélte a volt polgármestert hivatali visszaélés miatt.",
     "Az ítélet szerint a politikus több önkormányzati ingatlant piaci ár alatt adott el egy rokonának. A kár meghaladja a kétszázmillió forintot.",
     "Az ügyész súlyosításért, a védelem felmentésért fellebbezett, így az ítélet nem jogerős.")
html = news_head("Négy év börtönt kapott a volt polgármester | Telex", "hu", "Négy év börtönt kapott a volt polgármester", "Szabó Anna", "2026-11-27") + """<body>
<header><a href="/">Telex</a></header><main><article>
<h1>Négy év börtönt kapott a volt polgármester</h1><div class="article_author"><a href="/szerzo/szabo">Szabó Anna</a> <span>2026. november 27. – 11:02</span></div>
""" + body(k[:2]) + """<div class="recommendation"><h4>Kapcsolódó</h4><a href="/r1">Őrizetbe vették a polgármestert</a></div>""" + body(k[2:]) + """
<div class="support"><p>Támogasd a Telexet!</p><a href="/tamogatas">Támogatom</a></div>
<p class="photo-credit">Fotó: Huszti István / Telex</p>
</article></main>""" + news_foot("Telex.hu", '<a href="/k">Impresszum</a>')
_add("telex", html, "https://telex.hu/belfold/2026/11/27/polgarmester-itelet", k,
    ("Kapcsolódó", "Őrizetbe vették", "Támogasd a Telexet", "Támogatom", "Fotó: Huszti"))

k = ("Krajský úřad Vysočiny spustil novou aplikaci, přes kterou mohou lidé hlásit výtluky na silnicích druhé a třetí třídy.",
     "Stačí vyfotit místo a odeslat jeho polohu. Hlášení podle radního pro dopravu Jana Hyliše dostane přímo cestmistrovství, které má na opravu deset dní.",
     "Aplikace je zdarma pro Android i iOS. Kraj do jejího vývoje investoval osm set tisíc korun.")
html = news_head("Výtluky na silnicích nahlásíte přes aplikaci | Kraj Vysočina", "cs", "Výtluky na silnicích nahlásíte přes aplikaci", "Oddělení komunikace", "2026-11-25", kind="Article") + """<body>
<header><a href="/">Kraj Vysočina</a><nav><a href="/u">Úřední deska</a><a href="/z">Zprávy z kraje</a></nav></header>
<main><div class="content"><h1>Výtluky na silnicích nahlásíte přes aplikaci</h1>
<p class="datum">Datum zveřejnění: 25. 11. 2026 | Rubrika: Doprava</p>
""" + body(k) + """
<p class="kontakt">Kontakt pro média: Jana Nováková, tisková mluvčí, tel.: 564 602 123</p>
<div class="share"><a href="/print">Tisk</a> <a href="/send">Poslat odkaz</a></div>
<p class="zmena">Poslední změna: 25. 11. 2026 10:42</p>
</div></main>""" + news_foot("Kraj Vysočina", '<a href="/k">Kontakty</a>')
_add("kraj", html, "https://www.kr-vysocina.cz/vytluky-na-silnicich-nahlasite-pres-aplikaci/d-4123456", k,
    ("Datum zveřejnění", "Poslední změna", "Poslat odkaz"))

k = ("Americký prezident označil dohodu za historickou. Podle Bílého domu pomůže snížit ceny léků pro miliony lidí.",
     "“This is the biggest reduction in drug prices in the history of our country, and it will save American families billions of dollars,” the president told reporters.",
     "Farmaceutické firmy však upozorňují, že nižší ceny mohou omezit výzkum nových léků. Dohoda musí ještě projít Kongresem.")
html = news_head("Trump: Dohoda sníží ceny léků | Echo24", "cs", "Trump: Dohoda sníží ceny léků", "Daniel Kaiser", "2026-11-26") + """<body>
<header><a href="/">Echo24</a></header><main><article>
<h1>Trump: Dohoda sníží ceny léků</h1><div class="meta"><a href="/a/dk">Daniel Kaiser</a> <span>26. 11. 2026</span></div>
""" + body(k) + """<div class="paywall"><p>Chcete číst dál? Předplaťte si Echo Prime.</p></div>
</article></main>""" + news_foot("Echo Media", '<a href="/k">Kontakt</a>')
_add("echo", html, "https://www.echo24.cz/a/Hx7Yz/trump-dohoda-snizi-ceny-leku", k, ("Chcete číst dál",))



k = ("Národná banka Slovenska zhoršila odhad rastu ekonomiky na budúci rok na jedno percento. Dôvodom sú podľa nej najmä konsolidačné opatrenia vlády.",
     "Guvernér Peter Kažimír na tlačovej konferencii uviedol, že inflácia zostane vysoko nad cieľom aj v prvej polovici roka.",
     "Centrálna banka zároveň upozornila, že rast miezd sa spomalí a domácnosti budú viac šetriť.")
html = news_head("NBS zhoršila odhad rastu ekonomiky | Pravda.sk", "sk", "NBS zhoršila odhad rastu ekonomiky", "Jana Kováčová", "2026-11-27") + """<body>
<header><a href="/">Pravda.sk</a></header><main><article class="article-detail">
<h1>NBS zhoršila odhad rastu ekonomiky</h1><div class="article-info"><span class="author">Jana Kováčová</span> <span class="date">27.11.2026 11:20</span></div>
<div class="article-perex"><p>""" + k[0] + """</p></div>
<figure><img src="/p.jpg"><figcaption>Guvernér NBS Peter Kažimír. <span>Foto: SITA/Diana Černáková</span></figcaption></figure>
""" + body(k[1:2]) + """<div class="ad-wrapper"><span>Reklama</span></div>""" + body(k[2:]) + """
<div class="article-tags"><strong>Témy:</strong> <a href="/t/1">NBS</a> <a href="/t/2">ekonomika</a></div>
<div class="fb-like"><p>Ak sa vám článok páčil, dajte nám like na Facebooku</p></div>
</article></main>""" + news_foot("Perex, a.s.", '<a href="/k">Kontakt</a>')
_add("pravda", html, "https://spravy.pravda.sk/ekonomika/clanok/712345-nbs-zhorsila-odhad/", k,
    ("Foto: SITA", "Reklama", "Témy:", "dajte nám like"))

k = ("Slovenský startup vyvinul dron, ktorý dokáže hasiť lesné požiare v ťažko dostupnom teréne. Unesie až sto litrov hasiacej látky.",
     "Zakladatelia firmy tvrdia, že dron je o polovicu lacnejší ako vrtuľník a dokáže vzlietnuť do desiatich minút od nahlásenia požiaru.",
     "Prvé kusy si už objednali hasiči z Česka a Rakúska. Výroba sa začne na jar v Žiline.")
html = news_head("Slovenský startup vyvinul hasiaci dron | Startitup.sk", "sk", "Slovenský startup vyvinul hasiaci dron", "Tomáš Baran", "2026-11-26") + """<body>
<header><a href="/">Startitup</a></header><main><article>
<h1>Slovenský startup vyvinul hasiaci dron</h1><div class="post-meta"><a href="/autor/tb">Tomáš Baran</a><span>26. novembra 2026 o 14:00</span><span>Zdieľané: 312×</span></div>
""" + body(k[:1]) + """<div class="sui-inarticle"><p class="label">Pozri si aj</p><a href="/v/1">VIDEO: Takto vyzerá továreň budúcnosti</a></div>""" + body(k[1:]) + """
<p class="source">Zdroj: Startitup, TASR</p>
<div class="sui-newsletter"><p>Nechceš, aby ti niečo uniklo? Prihlás sa na odber noviniek.</p></div>
</article></main>""" + news_foot("Startitup Group", '<a href="/k">Kontakt</a>')
_add("startitup", html, "https://www.startitup.sk/slovensky-startup-vyvinul-hasiaci-dron/", k,
    ("Zdieľané: 312", "Pozri si aj", "Takto vyzerá továreň", "Zdroj: Startitup", "Nechceš, aby ti"))

k = ("Zakladatel Rohlíku Tomáš Čupr chce letos otevřít sklady v dalších třech zemích. Firma podle něj loni poprvé vydělala.",
     "Rohlík působí v Česku, Maďarsku, Rakousku a Německu. Nově chce rozvážet potraviny v Itálii, Rumunsku a Polsku.",
     "Expanzi zaplatí z peněz, které loni získala od Evropské investiční banky a soukromých investorů.")
html = news_head("Rohlík chce do tří dalších zemí | Forbes.cz", "cs", "Rohlík chce do tří dalších zemí", "Nikola Kolářová", "2026-11-24") + """<body>
<header><a href="/">Forbes</a></header><main><article class="article">
<h1>Rohlík chce do tří dalších zemí</h1><div class="article__meta"><a href="/autor/nk">Nikola Kolářová</a> <span>24. 11. 2026</span></div>
<figure><img src="/f.jpg"><figcaption>Tomáš Čupr. Foto: Michael Tomeš</figcaption></figure>
""" + body(k) + """
<div class="newsletter-box"><h3>Forbes Breakfast</h3><p>Nejdůležitější zprávy z byznysu každé ráno ve vašem e-mailu.</p><button>Přihlásit se k odběru</button></div>
<div class="magazine-promo"><p>Nové číslo časopisu Forbes je právě na stáncích. Objednat předplatné</p></div>
</article></main>""" + news_foot("Mladá fronta a.s.", '<a href="/k">Kontakt</a>')
_add("forbes", html, "https://forbes.cz/rohlik-chce-do-tri-dalsich-zemi/", k,
    ("Foto: Michael Tomeš", "Forbes Breakfast", "Nejdůležitější zprávy z byznysu", "Nové číslo časopisu"))

k = ("Warszawski ratusz ogłosił przetarg na budowę trzeciej linii metra. Pierwszy odcinek ma połączyć Pragę z Gocławiem.",
     "Wartość inwestycji szacowana jest na siedem miliardów złotych. Miasto liczy na dofinansowanie z funduszy unijnych.",
     "Budowa ma się rozpocząć w 2028 roku i potrwać pięć lat. Na trasie powstanie siedem stacji.")
html = news_head("Ruszył przetarg na trzecią linię metra | Gazeta.pl", "pl", "Ruszył przetarg na trzecią linię metra", "Piotr Zieliński", "2026-11-25") + """<body>
<header><a href="/">Gazeta.pl</a></header><main><article>
<h1>Ruszył przetarg na trzecią linię metra</h1><div class="article_author"><span>Piotr Zieliński</span> <time>25.11.2026 12:00</time></div>
<div class="article_lead"><p>""" + k[0] + """</p></div>
<figure><img src="/m.jpg"><figcaption>Stacja metra w Warszawie (Fot. Sławomir Kamiński / Agencja Wyborcza.pl)</figcaption></figure>
""" + body(k[1:2]) + """<div class="related_links"><p><strong>Więcej informacji ze świata znajdziesz na stronie głównej Gazeta.pl</strong></p></div>""" + body(k[2:]) + """
<div class="banner"><span>REKLAMA</span></div>
</article></main>""" + news_foot("Agora S.A.", '<a href="/k">Kontakt</a>')
_add("gazeta", html, "https://wiadomosci.gazeta.pl/wiadomosci/7,114883,31234567,metro.html", k,
    ("Fot. Sławomir", "Więcej informacji ze świata", "REKLAMA"))

k = ("A HVG értesülése szerint a kormány jövőre megszünteti a kisadózók egyik kedvezményét. Az intézkedés mintegy negyvenezer vállalkozót érint.",
     "A Pénzügyminisztérium a lap megkeresésére azt írta, hogy a tervezet még egyeztetés alatt áll, végleges döntés nem született.",
     "Vállalkozói szervezetek szerint a változás sok kisvállalkozást a működés feladására kényszerítheti.")
html = news_head("Megszűnhet a kisadózók kedvezménye | hvg.hu", "hu", "Megszűnhet a kisadózók kedvezménye", "Tóth Ildikó", "2026-11-28") + """<body>
<header><a href="/">HVG</a></header><main><article>
<h1>Megszűnhet a kisadózók kedvezménye</h1><div class="article-info"><span>Tóth Ildikó</span> <time>2026. november 28. 09:15</time></div>
<div class="article-lead"><p>""" + k[0] + """</p></div>
""" + body(k[1:2]) + """<div class="ad"><span>Hirdetés</span></div>""" + body(k[2:]) + """
<div class="hvg360-promo"><p>Olvasson korlátlanul a HVG360-on!</p><a href="/elofizetes">Előfizetek</a></div>
<p class="facebook">Ha szeretne még több hasonló cikket olvasni, kövesse a HVG Gazdaság Facebook-oldalát!</p>
</article></main>""" + news_foot("HVG Kiadó Zrt.", '<a href="/k">Impresszum</a>')
_add("hvg", html, "https://hvg.hu/gazdasag/20261128_kisadozok_kedvezmeny", k,
    ("Hirdetés", "Olvasson korlátlanul", "Előfizetek", "kövesse a HVG"))

k = ("Respekt v novém čísle popisuje, jak se z malé firmy na Vysočině stal jeden z největších výrobců tepelných čerpadel v Evropě.",
     "Majitel firmy Petr Dvořák začínal před dvaceti lety v garáži. Dnes zaměstnává osm set lidí a vyváží do patnácti zemí.",
     "Podle něj je klíčem k úspěchu vlastní vývoj. Firma do něj každý rok dává desetinu tržeb.")
html = news_head("Čerpadla z Vysočiny dobývají Evropu | Respekt", "cs", "Čerpadla z Vysočiny dobývají Evropu", "Ondřej Kundra", "2026-11-23") + """<body>
<header><a href="/">Respekt</a></header><main><article>
<h1>Čerpadla z Vysočiny dobývají Evropu</h1><div class="authorship"><a href="/autor/ok">Ondřej Kundra</a> <time>23. 11. 2026</time> <span>Respekt 48/2026</span></div>
""" + body(k) + """
<div class="paywall-box"><p>Tento článek máte zdarma. Respekt můžete číst celý s předplatným.</p><a href="/p">Předplatit Respekt</a></div>
</article></main>""" + news_foot("Respekt a.s.", '<a href="/k">Kontakt</a>')
_add("respekt", html, "https://www.respekt.cz/tydenik/2026/48/cerpadla-z-vysociny", k,
    ("Tento článek máte zdarma", "Předplatit Respekt", "Respekt 48/2026"))


# the paragraphs quoted in another language than the page's
LANGUAGES = {
    "ct24-en": {PAGES["ct24-en"].kept[1]: "en"},
    "echo": {PAGES["echo"].kept[1]: "en"},
}

globals().update(page_tests(PAGES, open_furniture=OPEN_FURNITURE, languages=LANGUAGES))


# --- the classes, each beside a page where the same words are the article's own ----------------------------------

def _text(html: str, url: str = "https://www.example.cz/clanek/1") -> list[str]:
    """The paragraphs of ``html``'s document."""
    return _paragraphs(processed(html, url).body)


def _article(extra: str) -> str:
    """A news article of three paragraphs, ``extra`` (the block under test) before the last."""
    return (news_head("Zpráva dne", "cs", "Zpráva dne", "Eva Malá", "2026-11-30")
            + f"<body><main><article><h1>Zpráva dne</h1>{body(_ZOO[:2])}{extra}{body(_ZOO[2:])}</article></main>"
            + news_foot("Vydavatel", '<a href="/k">Kontakt</a>'))


_ZOO = ("Zoologická zahrada v Jihlavě v pondělí představila nový pavilon pro africká zvířata. Stavba trvala dva roky a "
        "stála přes osmdesát milionů korun, většinu zaplatilo město.",
        "V pavilonu budou žít žirafy, zebry a antilopy. Zvířata se do nových výběhů stěhovala postupně od září, aby si "
        "zvykla na nové prostředí.",
        "Pavilon bude otevřený denně od devíti do sedmnácti hodin. Ředitel zahrady očekává, že do konce roku přiláká "
        "přes sto tisíc návštěvníků.")


def _added(extra: str) -> list[str]:
    """The paragraphs of the document of ``_article(extra)`` besides the article's three and its headline; the
    three must stay."""
    text = _text(_article(extra))
    assert all(t in text for t in _ZOO)
    return [t for t in text if t not in _ZOO and t != "Zpráva dne"]


def test_a_sites_discount_and_offer_lines_go_a_things_offer_stays() -> None:
    assert _added("<p>Získejte 50 % slevu na iDNES Premium</p>") == []
    assert _added("<div><p>Predplatné SME.sk za 1 €</p><p>Články bez reklám a neobmedzený prístup.</p></div>") == []
    # an offer of the zoo's own, a price list of streaming services: no site's name, the text's
    own = ('<p>Získejte 50 % slevu na vstupné</p><ul><li>Předplatné Netflixu za 259 Kč měsíčně</li>'
           '<li>Předplatné Voyo za 159 Kč měsíčně</li><li>Předplatné Disney+ za 199 Kč měsíčně</li></ul>')
    assert "Získejte 50 % slevu na vstupné" in _added(own) and "Předplatné Netflixu za 259 Kč měsíčně" in _added(own)


def test_a_videos_length_with_a_bare_label_goes_a_films_length_in_minutes_stays() -> None:
    box = '<div class="video"><button>Přehrát video</button><p>Video: Události, komentáře</p><span>Délka: 12:04</span></div>'
    assert [t for t in _added(box) if "Délka" in t] == []
    facts = '<ul class="film"><li>Režie: Jan Hřebejk</li><li>Délka: 112 min</li><li>Premiéra: 4. 12. 2026</li></ul>'
    assert "Délka: 112 min" in _added(facts)


def test_an_audio_players_line_with_its_counter_at_zero_goes_a_timetables_sentence_stays() -> None:
    player = ('<div class="b-audio"><button>Přehrát</button><span>00:00 / 03:12</span><span> Reportáž Tomáše Koláře</span>'
              '<a href="/audio.mp3"> Stáhnout audio</a></div>')
    assert [t for t in _added(player) if "03:12" in t] == []
    timetable = "<p>00:00 / 03:12 – v těchto časech odjíždí z Hlavního nádraží noční linka 907 směrem na Sídliště Řepy.</p>"
    assert any(t.startswith("00:00 / 03:12") for t in _added(timetable))


def test_an_unlinked_byline_with_the_articles_age_in_hours_goes_a_title_counting_years_stays() -> None:
    assert _added("<p><span>Petra Svobodová</span>\n<time>před 3 hodinami</time></p>") == []
    title = ('<p><strong>Apollo Eleven 57 years ago</strong></p><p>Neil Armstrong and Buzz Aldrin landed on the Moon on '
             '20 July 1969, and the mission brought them back safely four days later.</p>')
    english = (news_head("Moon", "en", "Moon", "Eva Malá", "2026-11-30") + "<body><main><article><h1>Moon</h1>"
               + body(("The anniversary of the landing was marked at the Kennedy Space Center by a small exhibition of "
                       "the mission's equipment and photographs.",)) + title + "</article></main>"
               + news_foot("Publisher", '<a href="/c">Contact</a>'))
    assert "Apollo Eleven 57 years ago" in _text(english, "https://www.example.com/news/moon")


def test_a_regions_change_stamp_and_dateline_with_its_section_go_a_timetables_change_stays() -> None:
    assert _added("<p>Datum zveřejnění: 25. 11. 2026 | Rubrika: Doprava</p><p>Poslední změna: 25. 11. 2026 10:42</p>") == []
    change = "<p>Poslední změna jízdního řádu 14. 12. 2026 přinese na Vysočině čtyři nové vlakové spoje.</p>"
    assert "Poslední změna jízdního řádu 14. 12. 2026 přinese na Vysočině čtyři nové vlakové spoje." in _added(change)


def test_a_papers_like_and_follow_lines_go_a_police_appeal_stays() -> None:
    assert _added("<p>Ak sa vám článok páčil, dajte nám like na Facebooku</p>") == []
    hungarian = (news_head("Hír", "hu", "Hír", "Tóth Ildikó", "2026-11-28") + "<body><main><article><h1>Hír</h1>"
                 + body(("A rendőrség csütörtökön elfogta a betörőt, aki hetek óta fosztogatta a belvárosi üzleteket.",
                         "A nyomozók szerint a férfi legalább tizenkét boltba tört be, a kár több millió forint.",
                         "Ha szeretne még több hasonló cikket olvasni, kövesse a HVG Gazdaság Facebook-oldalát!",
                         "A rendőrség azt kéri, hogy aki felismeri a tárgyakat, kövesse a rendőrség Facebook-oldalát, "
                         "ahol a fotókat közzéteszik.",
                         "A férfit őrizetbe vették, a bíróság pénteken dönt a letartóztatásáról."))
                 + "</article></main>" + news_foot("HVG", '<a href="/k">Impresszum</a>'))
    text = _text(hungarian, "https://hvg.hu/itthon/20261128_betoro")
    assert [t for t in text if t.startswith("Ha szeretne")] == []
    assert any(t.startswith("A rendőrség azt kéri") for t in text)
