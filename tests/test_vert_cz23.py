"""What stayed in ``vert``'s text of Czech and Slovak news pages after session 22, on pages written after the
markup of today's sites (iDNES.cz, Novinky.cz, Seznam Zprávy, iROZHLAS, ČT24, Aktuálně.cz, Deník.cz, Blesk, E15,
Hospodářské noviny, Respekt, Denník N, SME.sk, Aktuality.sk, Pravda.sk): the tools' lines alone in a block (a
poll's count, the author box's link, a video advert's countdown, a tool bar, a paywall's "Ak máte predplatné,
prihláste sa"), the editors' pick and the site's most read under their headings ("Tip redakce", "Najčítanejšie
na SME"), a reader poll's box (its question too), and iROZHLAS's card of another article among the paragraphs
(a linked headline over "Číst článek").  Beside each rule, real sentences with the same words stay, and the
paragraphs of a Slovak page quoting a Czech minister keep their own languages."""

from __future__ import annotations

import pytest
from czech_article import P
from czech_article import article as _article
from czech_article import only_the_text as _only_the_text
from czech_article import texts as _texts
from vert_support import page, processed

# --- a line of the page's tools alone between the paragraphs ------------------------------------------------


@pytest.mark.parametrize("line", [
    # a poll's heading, button and count
    "Anketa", "Hlasovat v anketě", "Celkem hlasovalo 1 234 čtenářů.", "Hlasovalo 1234 čitateľov",
    # the author box's links
    "Další články autora", "Všechny články autora", "Všetky články autora",
    # a video advert's countdown, a player's placeholder, Aktuality.sk's advert mark
    "Reklama | 00:15", "Reklama 00:15", "Video Reklama 00:15", "Načítám video", "Pokračovanie článku pod video reklamou",
    "Pokračování článku pod videoreklamou",
    # a gallery's buttons and labels
    "Další fotografie", "Předchozí fotografie", "Foto", "Galéria",
    # a paywall's and a registration's prompts
    "Ak máte predplatné, prihláste sa.", "Pokud máte předplatné, přihlaste se.", "Registrujte se zdarma",
    "Predplatné Denníka N vám umožní čítať všetky články bez obmedzení.",
    "Předplatné Respektu vám zpřístupní všechny články i archiv.",
    # a sponsored text's note
    "Článek vznikl ve spolupráci s partnerem.", "Tento článok vznikol v spolupráci s partnerom.",
    "Obsah vytvořený ve spolupráci s partnerem",
    # iROZHLAS's and ČT24's tool bars
    "Sdílet na Facebooku Sdílet na Twitteru Sdílet na LinkedInu Tisknout Kopírovat url adresu",
    "Zkrácená adresa", "Kopírovat do schránky Zavřít", "Kopírovat do schránky",
    # the tips' and the comments' boxes, an audio player, a donation's prompt
    "Napište nám", "Napíšte nám", "Máte pro nás tip? Napište nám", "Pravidla diskuse", "Pravidlá diskusie",
    "Poslechnite si článok", "Poslechnout", "Líbí se vám naše práce? Podpořte nás", "Poslechněte si celou reportáž",
    # a live blog's end and labels
    "Online reportáž jsme ukončili", "Tuto online reportáž jsme ukončili. Děkujeme za pozornost.",
    "Online reportáž skončila", "Sledujte online reportáž", "Nové příspěvky",
    # a player's controls, follow buttons, a gallery's links, a reading time
    "Přeskočit reklamu", "Preskočiť reklamu", "Reklama skončí za 5 s", "Ztlumit", "Celá obrazovka",
    "Pokračujte ve čtení pod reklamou", "Sledovat autora", "Sledovať autora", "+ Sledovat", "Odebírat téma",
    "+10 fotografií", "Zobrazit všechny fotografie", "Zobraziť všetky fotografie", "Přejít do galerie",
    "4 minuty čtení", "Diskuze",
    # a partner's label, the site's name alone, the writer's name before the trade or the site
    "Komerční prezentace", "Partnerem článku je", "Redakce iDNES.cz",
    "Jan Novák | redaktor", "Jana Malá, redaktorka", "Jan Novák | Aktuálně.cz",
])
def test_czech_and_slovak_tool_lines_go(line):
    """A button's or a label's text alone in a block between the paragraphs (these stayed)."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Přečtěte si také zprávu vlády, která vyšla v pondělí a popisuje nové zákony.",
    "Reklama na nový tablet, kterou firma pustila do televize, vyvolala vlnu kritiky. Rada pro reklamu ji "
    "posoudí příští měsíc.",
    "Anketa mezi rodiči ukázala, že polovina z nich s rozpočtem nesouhlasí.",
    "Hlasovalo 120 poslanců, návrh prošel o tři hlasy.",
    "Napište nám, co si o novém rozpočtu myslíte, na adresu redakce v Jindřišské ulici.",
    "Poslechněte si rozhovor s primátorem, který vysvětluje, proč se škrtá na dopravě.",
    "Foto z jednání zastupitelstva zveřejnila radnice na svém webu.",
    "Předplatné Netflixu vám umožní sledovat filmy na dvou zařízeních současně, uvedla firma.",
    "Na videu je vidět, jak strážník muže povalil na zem. Video: podle policie bylo sestříhané.",
    "Petr Dvořák, podnikatel z Olomouce, s návrhem nesouhlasí.", "Sledovat jednání mohli lidé i na webu radnice.",
    "Jana Malá, redaktorka Deníku, za reportáž dostala cenu.", "Alza.cz",
    "Článek o rozpočtu vznikl ve spolupráci s redakcí Deníku N a s Nadací Open Society Fund Praha, která "
    "projekt podporuje už třetím rokem.",
])
def test_sentences_with_those_words_stay(line):
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


# --- the editors' pick and the site's most read under their headings -----------------------------------------

@pytest.mark.parametrize("heading", ["Tip redakce", "Tip redakcie", "Najčítanejšie na SME", "Nejčtenější z Blesku",
                                     "Dnes se nejvíce čte", "Hlavní zprávy", "Vybrali jsme pro vás",
                                     "Ještě jsme pro vás vybrali", "Vybrali sme pre vás", "Tip pro vás"])
def test_teaser_boxes_under_the_editors_pick_or_the_sites_most_read_go(heading):
    box = (f'<div class="box"><h3>{heading}</h3><ul><li><a href="/zpravy/kde-se-v-praze-najist-123">Kde se v Praze '
           'nejlépe najíst? Průvodce po bistrech</a></li><li><a href="/zpravy/test-elektromobilu-456">Velký test '
           'elektromobilů: který vydrží nejdéle</a></li></ul></div>')
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# --- a reader poll's box -------------------------------------------------------------------------------------

POLLS = {
    # iDNES-like: the question, the answers as buttons, the count
    "buttons": ('<div class="anketa"><h3>Anketa</h3><p class="otazka">Souhlasíte se zvýšením daní?</p><ul>'
                '<li><button>Ano</button></li><li><button>Ne</button></li></ul><p>Celkem hlasovalo 1 234 čtenářů.'
                '</p></div>'),
    # once voted: the answers with their shares, the count
    "voted": ('<div class="box"><h3>Anketa</h3><p>Souhlasíte se zvýšením daní?</p><ul><li>Ano 45 %</li><li>Ne 55 %'
              '</li></ul><p>Celkem hlasovalo 1 234 čtenářů.</p></div>'),
    # Slovak, the vote button under the answers
    "slovak": ('<div class="poll-box"><div class="poll-box__title">Anketa dňa</div><p>Súhlasíte so zvýšením daní?</p>'
               '<label><input type="radio" name="a"> Áno</label><label><input type="radio" name="a"> Nie</label>'
               '<button>Hlasovať</button></div>'),
}


@pytest.mark.parametrize("box", POLLS.values(), ids=POLLS.keys())
def test_a_reader_polls_box_goes_with_its_question(box):
    """The question stayed (the container dropped the heading "Anketa" and kept the question as text)."""
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


VOX_POP = ("Jana Nováková, učitelka: Peníze navíc školám rozhodně pomohou, konečně opravíme tělocvičnu.",
           "Petr Dvořák, podnikatel: Mně vadí, že se škrtá na dopravě. Autobusy jezdí už teď málo.")


def test_passers_by_answers_under_anketa_stay():
    """Deník's vox pop under "Anketa", in a box of its own: no vote, no count."""
    box = f'<div class="anketa"><h3>Anketa</h3><p>{VOX_POP[0]}</p><p>{VOX_POP[1]}</p></div>'
    texts = _texts(_article(box))
    assert all(v in texts for v in VOX_POP) and all(p in texts for p in P)


def test_a_party_polls_results_under_anketa_stay():
    """A box of a poll's results (a party's share each) without a vote or a count is the article's data."""
    box = ('<div class="box"><h3>Anketa</h3><p>Volební model agentury Median:</p><ul><li>ANO 33 %</li>'
           '<li>ODS 15 %</li></ul></div>')
    texts = _texts(_article(box))
    assert {"Volební model agentury Median:", "ANO 33 %", "ODS 15 %"} <= set(texts)


# --- a card of another article among the paragraphs ----------------------------------------------------------

CARDS = {
    "irozhlas": ('<a class="b-card b-card--inline" href="/zpravy-domov/ceske-drahy-zvysi-mzdy_2112041233_ako">'
                 '<div class="b-card__img"><img src="/c.jpg" alt=""></div><div class="b-card__body"><p>České dráhy '
                 'zvýší příští rok mzdu většině pracovníků až o čtyři procenta</p></div><p class="b-card__more">'
                 '<span>Číst článek</span></p></a>'),
    "slovak": ('<a class="inline-article" href="/spravy/dochodky-sa-zvysia-123"><div><h4>Dôchodky sa od januára '
               'zvýšia o šesť percent, rozhodla vláda</h4></div><div class="more">Čítať článok</div></a>'),
}


@pytest.mark.parametrize("card", CARDS.values(), ids=CARDS.keys())
def test_a_card_of_another_article_among_the_paragraphs_goes(card):
    """Its headline stayed: the label went as a link, and one card is no run of teasers."""
    texts = _texts(_article(card))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("appeal", [
    "Tento projekt vznikl také díky podpoře přispěvatelů Aktuálně+. Líbí se vám naše práce? I vy nás můžete podpořit "
    "skrze platformu A+.",
    "Páči sa vám naša práca? Podporte nezávislú žurnalistiku predplatným Denníka N.",
])
def test_a_sites_appeal_for_support_goes(appeal):
    """Longer than the short lines' 120 characters: judged whole as a notice."""
    texts = _texts(_article(f"<p>{appeal}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


def test_a_sentence_asking_whether_the_work_pleases_stays():
    line = ("„Líbí se vám naše práce?“ zeptal se ředitel zaměstnanců v anketě a většina odpověděla, že ano, jen by "
            "chtěli vyšší mzdy.")
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts


def test_a_video_caption_ending_in_its_credit_goes():
    """Seznam Zprávy's player: the video's caption, its last sentence followed by "Video: <credit>"."""
    box = ('<div class="e_n4"><div class="e_o5"><span>Video</span><span>Reklama</span><span>00:15</span></div>'
           '<div class="e_p6">Pacienti čekají na operace i dva roky. Video: Seznam Zprávy</div></div>')
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


def test_a_linked_sentence_of_the_text_stays():
    """A paragraph wholly a link to another article, without a card's label after it, is the text's."""
    line = "Loni zastupitelstvo schválilo rozpočet až v březnu, po třech neúspěšných hlasováních."
    texts = _texts(_article(f'<p><a href="/zpravy/rozpocet-2023">{line}</a></p>'))
    assert line in texts and all(p in texts for p in P)


def test_a_cards_headline_whose_label_links_elsewhere_stays():
    """The label is the next element's link, not the card's: the headline above it is not its card's."""
    line = "Loni zastupitelstvo schválilo rozpočet až v březnu"
    box = (f'<p><a href="/zpravy/rozpocet-2023">{line}</a></p>'
           '<p><a href="/zpravy/rozpocet-2024">Číst článek</a></p>')
    texts = _texts(_article(box))
    assert line in texts and all(p in texts for p in P)


# --- whole pages through vert's worker ------------------------------------------------------------------------

LIVE_ENTRIES = (
    "Radnice v Opavě uzavřela další dva mosty přes řeku Opavu. Voda podle hasičů dosáhla úrovně, při které hrozí "
    "poškození konstrukce, a lidé se mají mostům vyhnout.",
    "Vláda svolala mimořádné jednání bezpečnostní rady státu. Premiér řekl, že stát uvolní peníze na pomoc "
    "zasaženým obcím a do oblasti pošle další vojáky.",
    "Na Jesenicku hasiči evakuovali domov pro seniory. Podle mluvčí kraje jsou všichni klienti v bezpečí a dostali "
    "náhradní ubytování ve škole v sousední obci.",
    "Meteorologové varují, že srážky na horách neustávají. Do pondělního rána může v Jeseníkách spadnout dalších sto "
    "milimetrů vody, hladiny tak budou dál stoupat.",
    "Dobrovolní hasiči z celé republiky se sjíždějí do Ostravy. Kraj požádal o pomoc armádu, která na místo vyslala "
    "techniku a stovku vojáků.",
)
LIVE_URL = "https://www.zpravy.cz/domaci/povodne-morava-online.A240915_081200_domaci_jan"
LIVE_PAGE = page(f"""
<header><nav><a href="/">Zprávy</a> <a href="/domaci">Domácí</a></nav></header>
<div class="content"><div class="art-full">
<h1>ONLINE: Povodně na Moravě. Hladiny řek dál stoupají, hasiči evakuují obce</h1>
<div class="art-info"><span class="author">Jan Novák, Petr Svoboda</span> <span class="time">15. září 2024 8:12</span>
<span>Aktualizováno 15. září 2024 14:35</span></div>
<div class="opener">Hladiny řek na severu Moravy v neděli dál stoupají. Hasiči evakuují obyvatele několika obcí na
Opavsku a Jesenicku, kde voda zaplavila ulice i domy.</div>
<div class="online-report">
<div class="item"><span class="time">14:35</span><h3>Opava uzavřela další mosty</h3><p>{LIVE_ENTRIES[0]}</p>
<div class="tools"><a href="#1">Sdílet</a> <a href="#1">Kopírovat odkaz</a></div></div>
<div class="item"><span class="time">13:50</span><p>{LIVE_ENTRIES[1]}</p>
<figure><img src="/f1.jpg" alt=""><figcaption>Zaplavená ulice v Krnově. Foto: Petr Lundák, MAFRA</figcaption></figure>
</div>
<div class="item"><span class="time">13:12</span><p>{LIVE_ENTRIES[2]}</p>
<p class="pokracovani">Pokračování článku pod reklamou</p><div class="r-main"><span>Reklama</span></div></div>
<div class="item"><span class="time">12:40</span><p>{LIVE_ENTRIES[3]}</p></div>
<div class="gallery"><h3>Fotogalerie</h3><a href="/foto/1"><img src="/g1.jpg" alt=""></a><span>1 / 24</span>
<a href="/foto">Zobrazit fotogalerii (24 fotografií)</a></div>
<div class="item"><span class="time">11:05</span><p>{LIVE_ENTRIES[4]}</p></div>
</div>
<p class="source">Zdroj: ČTK, Zprávy</p>
<div class="anketa"><h3>Anketa</h3><p>Pomáhali byste jako dobrovolník při povodních?</p><ul><li><button>Ano</button>
</li><li><button>Ne</button></li></ul><p>Celkem hlasovalo 12 456 čtenářů.</p></div>
<div class="box"><h3>Tip redakce</h3><p><a href="/zpravy/jak-se-pripravit-na-povoden-123">Jak se připravit na
povodeň: co si sbalit a kam volat</a></p></div>
<div class="author-info"><p><a href="/autori/jan-novak">Jan Novák</a> | redaktor</p><p><a href="/autori/jan-novak">
Všechny články autora</a></p></div>
<a class="btn" href="/diskuse">Diskuse (312)</a>
</div></div>
<footer><p>© 1999–2024 Zprávy, a.s.</p></footer>""", "ONLINE: Povodně na Moravě | Zprávy",
                 '<meta property="og:type" content="article">')


def _words(doc) -> list[str]:
    return [line.split("\t")[0] for line in doc.body.splitlines() if not line.startswith("<")]


def test_a_live_blogs_entries_stay_without_its_gallery_poll_and_tools():
    """A live blog ("online reportáž"): each entry's text stays; its clock times, the gallery's counter and
    button, the advert's lines, the poll (its question stayed), the editors' pick and the tools go."""
    doc = processed(LIVE_PAGE, LIVE_URL)
    body = " ".join(_words(doc))
    for entry in LIVE_ENTRIES:
        assert " ".join(entry.replace(",", " ,").replace(".", " .").split()[:6]) in body, entry
    for gone in ("14:35", "fotogalerii", "24", "Pokračování", "Reklama", "Pomáhali", "hlasovalo", "Tip", "autora",
                 "Diskuse", "Sdílet"):
        assert gone not in body.split(), gone
    assert all('lang="cs"' in line for line in doc.body.splitlines() if line.startswith("<p"))


SK_CZECH_QUOTE = ("Český minister financí k tomu řekl: „Na Slovensku se rozhodli pro cestu, kterou jsme my šli před "
                  "dvěma lety. Konsolidace je bolestivá, ale nutná, jinak by se veřejné finance dostaly do vážných "
                  "potíží.“")
SK_PARAGRAPHS = (
    "Minister financií na tlačovej konferencii povedal, že bez konsolidácie by Slovensku hrozilo zníženie ratingu "
    "a drahšie pôžičky. Balík podľa neho prinesie do rozpočtu viac ako dve miliardy eur.",
    "Opozičné strany začali zbierať podpisy pod petíciu za referendum. Ich lídri tvrdia, že zvyšovanie daní v čase "
    "vysokej inflácie je nezodpovedné a ľudia by mali mať možnosť sa vyjadriť.",
    "Prezident má na podpis zákona pätnásť dní. Podľa hovorcu Prezidentskej kancelárie zatiaľ nie je rozhodnuté, "
    "či ho podpíše, alebo vráti parlamentu na opätovné prerokovanie.",
)
SK_URL = "https://domov.noviny.sk/c/23456789/vlada-schvalila-konsolidacny-balik.html"
SK_PAGE = page(f"""
<header><nav><a href="/">Noviny</a> <a href="/domov">Domov</a></nav></header>
<main><article>
<h1>Vláda schválila konsolidačný balík, opozícia chce referendum</h1>
<div class="art-meta"><span>Peter Kráľ</span> <span>26. 11. 2024 12:00</span> <span>Aktualizované 26. 11. 2024 15:30</span>
</div>
<p class="perex">Vláda v utorok schválila balík opatrení, ktorým chce znížiť deficit verejných financií. Opozícia
tvrdí, že opatrenia najviac zasiahnu rodiny s deťmi a dôchodcov.</p>
<div class="art-text">
<p>{SK_PARAGRAPHS[0]}</p>
<div class="art-ad"><p>Pokračovanie článku pod reklamou</p></div>
<p>{SK_PARAGRAPHS[1]}</p>
<div class="box"><h4>Prečítajte si tiež</h4><ul><li><a href="/c/1">Inflácia na Slovensku opäť stúpla</a></li>
<li><a href="/c/2">Ekonómovia kritizujú rozpočet</a></li></ul></div>
<p>{SK_CZECH_QUOTE}</p>
<p>{SK_PARAGRAPHS[2]}</p>
<p class="source">Zdroj: TASR</p>
<div><span>Pokračovanie článku pod video reklamou</span></div>
<div class="box"><h3>Najčítanejšie na Noviny.sk</h3><ol><li><a href="/1">Fico kritizoval opozíciu</a></li>
<li><a href="/2">Dôchodky sa zvýšia</a></li></ol></div>
<a href="/diskusia">Diskusia (52)</a>
</div></article></main>
<footer><p>© Noviny, a.s.</p></footer>""", "Vláda schválila konsolidačný balík, opozícia chce referendum - Noviny",
               '<meta property="og:type" content="article">')


def test_a_slovak_article_quoting_a_czech_minister_keeps_each_paragraphs_language_and_loses_its_ad_lines():
    doc = processed(SK_PAGE, SK_URL)
    paragraphs: list[tuple[str, str]] = []
    for line in doc.body.splitlines():
        if line.startswith("<p"):
            paragraphs.append((line.split('lang="')[1].split('"')[0], ""))
        elif not line.startswith("<") and paragraphs:
            lang, words = paragraphs[-1]
            paragraphs[-1] = (lang, f"{words} {line.split(chr(9))[0]}")
    by_start = {words.split()[0] + " " + words.split()[1]: lang for lang, words in paragraphs}
    assert by_start["Český minister"] == "cs"
    for p in SK_PARAGRAPHS:
        assert by_start[" ".join(p.split()[:2])] == "sk", p
    words = " ".join(w for _, w in paragraphs).split()
    for gone in ("Pokračovanie", "reklamou", "Najčítanejšie", "Diskusia", "Fico"):
        assert gone not in words, gone


def test_passers_by_answers_under_a_question_under_anketa_stay():
    """A vox pop in a box of its own: its question, then the answers (no vote, no count)."""
    box = (f'<div class="anketa"><h3>Anketa</h3><p>Co říkáte na nový rozpočet?</p><p>{VOX_POP[0]}</p>'
           f'<p>{VOX_POP[1]}</p></div>')
    texts = _texts(_article(box))
    assert "Co říkáte na nový rozpočet?" in texts and all(v in texts for v in VOX_POP) and all(p in texts for p in P)
