"""Regression tests for Czech and Slovak news and institutional pages as they are published today (iDNES,
Novinky, Seznam Zprávy, iROZHLAS, Deník, Denník N, SME, Aktuality.sk, a town's and a university's pages): the
lines of their tool bars, comment and gallery buttons, paywalls, consent banners, datelines and credits that
stayed in the text between the article's paragraphs, a teaser box that took the article's last paragraph, and
whole pages through ``vert`` with their ``<doc>`` metadata.  Beside each rule, real sentences that open with
the same words stay: the rules match whole blocks."""

from __future__ import annotations

import re

import pytest
from czech_article import HEAD, TITLE, P
from czech_article import article as _article
from czech_article import only_the_text as _only_the_text
from czech_article import texts as _texts
from vert_support import docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.run import convert

# --- a line of the page's interface between the paragraphs --------------------------------------------------

@pytest.mark.parametrize("line", [
    # the comments' and the gallery's buttons with their counts
    "Diskuze (12)", "Diskusia (34)", "Diskuse (12 příspěvků)", "Zobrazit komentáře (12)", "Přidat komentář",
    "Pridať komentár", "Zobrazit diskusi", "Zobraziť diskusiu", "Vstúpiť do diskusie",
    "Fotogalerie (15)", "Galerie (15)", "Fotogaléria (12)",
    # the tool bar
    "Kopírovat odkaz", "Kopírovať odkaz", "Nahlásit chybu", "Upozornit na chybu", "Tisknout", "Poslat e-mailem",
    "Uložit článek", "Uložiť článok", "Přidat do oblíbených", "Sledujte nás na Facebooku", "Sledujte nás",
    "Sledujte nás na Google Zprávách", "Odebírejte nás na Google Zprávách", "Líbí se vám tento článek?",
    "Pokračování článku pod reklamou", "Pokračovanie článku pod reklamou", "Video se připravuje ...",
    "Audio verze článku", "Audioverzia článku", "Článek si můžete také poslechnout v audioverzi.",
    "Zobrazit celý článek", "Zobraziť celý článok", "Čítajte ďalej", "Pokračovat ve čtení", "Načíst další",
    "Více", "viac", "Redakce",
    # the login, subscription and paywall prompts
    "Přihlaste se", "Prihláste sa", "Predplatné", "Chci předplatné", "Kúpiť predplatné", "Předplatit za 1 Kč",
    "Staňte se předplatitelem", "Už máte predplatné? Prihláste sa", "Máte předplatné? Přihlaste se",
    "Tento článek je dostupný pouze předplatitelům",
    "Článek je dostupný pouze pro předplatitele. Předplaťte si ho za 1 Kč.", "Exkluzivní obsah pro předplatitele",
    "Celý článok si môžete prečítať s predplatným Denníka N.", "Celý článok si prečítate s predplatným SME.",
    "Odemknout článek", "Odomknúť článok", "Zbývá vám 70 % článku", "Pro pokračování ve čtení se přihlaste",
    "Pokračovanie článku je dostupné len pre predplatiteľov",
    # sponsored labels, newsletter forms, consent buttons
    "Sponzorovaný obsah", "Komerční sdělení", "Komerčná prezentácia", "PR článok", "Odebírat newsletter",
    "Zadejte svůj e-mail", "Zadajte váš e-mail", "Přijmout vše", "Odmítnout vše", "Prijať všetko",
    "Odmietnuť všetko", "Nastavení cookies", "Nastavenia cookies", "Přizpůsobit", "Souhlasím",
    # labels left without their values, a live coverage's label, an agency alone
    "Tagy:", "Témata:", "Štítky:", "Kľúčové slová:", "Témy:", "Rubrika:", "Živě", "Naživo", "Online přenos",
    "Aktualizace", "ČTK", "TASR",
    # more paywalls', donations', polls', counters' and the site's own words
    "Přihlásit", "Předplatit HN", "Nemáte předplatné?", "Získejte neomezený přístup ke všem článkům",
    "Tento článek je součástí předplatného", "Pro čtení celého článku se přihlaste", "Sdílejte", "Zdieľaj",
    "Sleduj nás", "Pridaj sa do diskusie", "Podpořte nás", "Podpořte nezávislou žurnalistiku", "Přispějte",
    "Hlasovat", "Výsledky ankety", "Další fotogalerie", "Zobrazit fotogalerii (24 fotografií)",
    "Poslechněte si podcast", "ČTK, lm", "Počet zobrazení: 1234", "Čitateľnosť: 1234", "Hodnocení: 4,5",
    "Ohodnoťte článek", "Hodnotenie článku", "Chcete dostávat nejdůležitější zprávy e-mailem?", "Odoslať", "Hledat",
    "Vyhľadávanie", "Zpět nahoru", "Späť hore", "Přeskočit na obsah", "Mapa stránek", "Prohlášení o přístupnosti",
    "Zásady cookies", "Vytvořeno: 29. 11. 2026", "Sledujte Pravdu na Facebooku", "Sledujte Denník N na Instagrame",
    "Načíst starší příspěvky",
])
def test_czech_and_slovak_interface_lines_go(line):
    """A button's or a label's text alone in a block between the paragraphs: ``phrases.INTERFACE`` knew the
    Czech and Slovak share, print and comment words, not the news sites' counts, paywalls and consent
    buttons."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Ilustračná snímka", "(čtk)", "(tasr)", "(sita)", "(ČTK, mko)", "Autor fotografie: Jan Novák",
    "Zdroj obrázku: Shutterstock", "Zdroj foto: Pixabay", "Foto a text: Jan Novák", "Autor článku: Jan Novák",
    "Autor: Redakce", "Nové Bentley Continental GT SpeedFoto: Bentley",
    "Primátor na jednání zastupitelstvaFoto: Michal Šula, MAFRA",
])
def test_credits_and_agency_signatures_go(line):
    """A picture's credit ("Zdroj obrázku: …", "Ilustračná snímka") and a report's agency signature ("(čtk)")."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("line", [
    "29. 11. 2026 14:35", "29. listopadu 2026 14:35", "29. listopadu 2026, 14:35", "29. novembra 2026 14:35",
    "Pondělí 29. 11. 2026, 14:35", "pondělí 29. listopadu 2026", "Pondelok, 29. novembra 2026",
    "Vloženo: 29. 11. 2026", "Publikováno: 29.11.2026 | Autor: Jan Novák", "dnes 10:15", "Dnes 10:15",
    "včera 18:30", "Včera v 18:30", "Peter Kráľ 26.11.2026 12:00 Aktualizované 26.11.2026 15:30",
    "Jan Novák | 29. listopadu 2026", "Eva Malá 28. 11. 2026 8:30", "6.3.2013", "14:35", "9:05 h",
])
def test_datelines_and_todays_times_go(line):
    """A dateline alone in a block: a date with its time or weekday, a stamp's word before it, the writer's name
    beside it ("Peter Kráľ 26.11.2026 12:00 Aktualizované …"), and today's or yesterday's time ("Včera v 18:30")."""
    assert _only_the_text(_texts(_article(f"<p>{line}</p>"))) == []


@pytest.mark.parametrize("notice", [
    "S vaším souhlasem my a naši partneři používáme cookies nebo podobné technologie k ukládání a přístupu k "
    "osobním údajům, jako je vaše návštěva na tomto webu.",
    "S vaším súhlasom my a naši partneri používame súbory cookie alebo podobné technológie na ukladanie a "
    "prístup k osobným údajom, ako je vaša návšteva na tejto webovej lokalite.",
    "Na našich webových stránkach používame súbory cookies, ktoré nám pomáhajú zlepšovať služby. Kliknutím na "
    "Súhlasím vyjadrujete súhlas s ich používaním.",
])
def test_czech_and_slovak_cookie_notices_go(notice):
    """The consent frameworks' Czech and Slovak wording, and the Slovak spelling "webových stránkach"."""
    assert _only_the_text(_texts(_article(f"<p>{notice}</p>"))) == []


@pytest.mark.parametrize("heading", [
    "Viac z rubriky", "Viac z kategórie", "Najnovšie z rubriky", "Sledujte také", "Súvisiace témy", "Top články",
    "Nepřehlédněte", "Nenechte si ujít", "Nezmeškajte", "Odporúčame vám", "Najčítanejšie správy za 24 hodín",
])
def test_teaser_boxes_headed_in_czech_and_slovak_go_with_their_headlines(heading):
    box = (f"<h3>{heading}</h3><p>Nová tramvajová trať povede až na sídliště, stavba začne na jaře</p>"
           "<p>Městský bazén zůstane celou zimu zavřený kvůli opravě střechy a sauny</p>")
    texts = _texts(_article(box))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "Diskuse o rozpočtu trvala až do půlnoci.", "Přihlaste se do soutěže do konce měsíce, vyzvala radnice.",
    "Předplatné MHD zdraží od ledna o deset procent.", "Tento článek zákona je podle soudu v rozporu s ústavou.",
    "Celý článok si môžete prečítať v sobotnom vydaní, povedal šéfredaktor.",
    "Fotogalerie v Rudolfinu otevře v březnu novou výstavu.", "Přidat komentář k zákonu může každý občan do pátku.",
    "Video se připravuje na premiéru v kinech.", "Sledujte nás na náměstí, kde budeme v sobotu sbírat podpisy.",
    "Líbí se vám tento článek? Napište nám.", "Tisknout se bude až v lednu.",
    "Dnes 10:15 je čas, kdy začíná schůze.", "Včera v 18:30 vypukl v Kolíně požár skladu.",
    "29. listopadu 2026 se sejde vláda.", "Pondělí 29. listopadu 2026 bude den volna.",
    "Vláda schválila 26. 11. 2026 rozpočet.", "Schůze 1. 12. 2026 v 18:00",
    "Odebírat newsletter je zbytečné, řekl.", "Přijmout vše, co nabízí, nemůže.", "Souhlasím s vámi, řekl ministr.",
    "Staňte se předplatitelem a vyhrajte kolo, láká vydavatel.", "Komerční sdělení musí být podle zákona označena.",
    "Ilustrační foto bylo pořízeno v roce 2019 na Pražském hradě.", "ČTK a TASR se dohodly na spolupráci.",
    "Autor fotografie Jan Novák vyhrál cenu Czech Press Photo.", "Uložit článek do archivu trvá měsíce.",
    "Více než polovina lidí souhlasí.", "Kurzy měn se v pondělí prudce propadly.",
    "Živě přenášený koncert sledovalo přes milion diváků.", "Redakce se k případu vyjádří zítra.",
    "Zprávy z regionu přinášíme každý den od šesti ráno.", "Chcete číst dál? Tak si kupte noviny, řekl prodavač.",
    "Pre pokračovanie v práci sa musí prihlásiť.", "Súhlasím s tým, čo povedal premiér.",
    "Redakcia denníka reagovala na kritiku.", "Predplatné na MHD podražie.",
    "Podpořte nás v boji proti rakovině.", "Přispějte na sbírku, vyzval starosta.", "Hledat viníka nemá smysl.",
    "Hodnocení: škola dopadla nejlépe ze všech v kraji.", "Nemáte předplatné na MHD? Koupíte ho v automatu.",
    "Získejte neomezený přístup k pitné vodě, slibuje firma.", "Zpět nahoru do hor se vrátil až v létě.",
    "Autofoto: nový model", "2:1", "14,35", "(smích)", "Sledujte Petra na koncertě v Lucerně.",
])
def test_sentences_that_open_with_those_words_stay(line):
    """... but a sentence of the text that opens with the same words is the text."""
    texts = _texts(_article(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


# --- a teaser box between the article's last paragraphs ------------------------------------------------------

def test_the_paragraph_after_a_teaser_box_of_its_own_stays():
    """Novinky's "Související články" box (its headlines links, gone with the links) between the article's
    paragraphs: the teaser run went on to the next paragraph of plain prose of ``PROSE`` characters, and the
    article's last paragraph (143 characters, outside the box) went with it."""
    last = ("Novela nyní míří do Poslanecké sněmovny. Vláda chce, aby začala platit od července příštího roku, "
            "stavební úřady by se na ni tak mohly připravit.")
    body = (f"<main><article><h1>{TITLE}</h1><div class='p'><p>{P[0]}</p></div><div class='p'><p>{P[1]}</p></div>"
            "<div data-dot='ogm-art-list'><h2>Související články</h2>"
            "<a href='/clanek/x-1'><h3>Stavební úřady nestíhají, lidé čekají na povolení i dva roky</h3>"
            "<span>27. 11. 2026</span></a><a href='/clanek/y-2'><h3>Senát vrátil stavební zákon sněmovně</h3>"
            "<span>20. 11. 2026</span></a></div>"
            f"<div class='p'><p>{last}</p></div></article></main>")
    texts = _texts(page(body, TITLE, HEAD))
    assert last in texts and not any("Senát vrátil" in t for t in texts)


def test_a_teaser_boxs_headlines_inside_the_box_still_go():
    """... while the teasers inside the box, a linked headline and its excerpt, still go with their heading."""
    body = (f"<main><article><h1>{TITLE}</h1><div class='p'><p>{P[0]}</p><p>{P[1]}</p></div>"
            "<div class='related'><h2>Související články</h2><div class='item'>"
            "<a href='/clanek/x-1'>Stavební úřady nestíhají</a><p>Lidé čekají na stavební povolení i dva roky, "
            "úřady nemají dost lidí a stížnosti přibývají každý měsíc.</p></div></div>"
            f"<div class='p'><p>{P[2]}</p><p>{P[3]}</p></div></article></main>")
    texts = _texts(page(body, TITLE, HEAD))
    assert _only_the_text(texts) == [] and all(p in texts for p in P)


# --- whole pages, through vert ------------------------------------------------------------------------------

SK_URL = "https://dennikn.sk/4567890/vlada-schvalila-rozpocet-na-buduci-rok/"
SK = (
    "Vláda v pondelok schválila návrh štátneho rozpočtu na budúci rok. Schodok má podľa ministra financií "
    "dosiahnuť takmer päť miliárd eur.",
    "Opozícia kritizuje, že výdavky rastú rýchlejšie ako príjmy a že sa nedarí šetriť na prevádzke úradov. "
    "Minister financií tvrdí, že konsolidácia bude pokračovať aj v ďalších rokoch.",
    "Rozpočet teraz posúdi parlament, ktorý o ňom má hlasovať v decembri. Ak ho neschváli, štát bude hospodáriť "
    "v rozpočtovom provizóriu.",
)
SK_PAGE = f"""<!DOCTYPE html><html lang="sk"><head><meta charset="utf-8">
<title>Vláda schválila rozpočet na budúci rok – Denník N</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Denník N"></head><body>
<header><a href="/">Denník N</a><a href="/predplatne">Predplatné</a></header>
<main><article><h1>Vláda schválila rozpočet na budúci rok</h1>
<div class="a_body"><p>Jana Kováčová 26.11.2026 18:04 Aktualizované 26.11.2026 19:30</p>
<p><strong>{SK[0]}</strong></p><p>{SK[1]}</p>
<h4>Čo je v rozpočte</h4><ul><li>vyššie platy učiteľov o päť percent</li><li>nižšie dotácie pre obce</li></ul>
<p>Foto: TASR/Jaroslav Novák</p><p>{SK[2]}</p>
<p>Celý článok si môžete prečítať s predplatným Denníka N.</p>
<p>Už máte predplatné? Prihláste sa</p><p><a class="button" href="/predplatne">Kúpiť predplatné</a></p>
<p>Tagy:</p><p><a href="/diskusia">Diskusia (34)</a><a href="/diskusia#new">Pridať komentár</a></p>
<p>S vaším súhlasom my a naši partneri používame súbory cookie alebo podobné technológie na ukladanie a prístup k
osobným údajom, ako je vaša návšteva na tejto webovej lokalite.</p><p>Prijať všetko</p></div>
</article></main><footer><p>© 2026 N Press, s.r.o.</p></footer></body></html>"""


def test_a_slovak_news_article_comes_out_whole_without_its_paywall_meta_line_and_buttons(tmp_path):
    """A Slovak news article through ``vert``, its interface in plain paragraphs of the text's element: its fact
    box stays; its meta line (the writer, the publication and update times in one block), the paywall's
    prompts, the picture's credit, the empty tags' label, the discussion's buttons and the consent banner
    stayed in the document; the ``<doc>`` has the day, the site and the type, and the
    headline is written without the site's name."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", [dict(url=SK_URL, html=SK_PAGE,
                                                                        date="2026-11-30T10:00:00Z")])],
            out, workers=1, source="test")
    docs = docs_of(read_vert(out))
    assert len(docs) == 1
    attrs = dict(re.findall(r'(\w+)="([^"]*)"', docs[0].split("\n", 1)[0]))
    assert (attrs["date"], attrs["site"], attrs["type"], attrs["lang"]) == ("2026-11-26", "dennikn.sk", "article", "sk")
    words = [line.split("\t")[0] for line in docs[0].splitlines() if not line.startswith("<")]
    for kept in ("konsolidácia", "provizóriu", "dotácie", "učiteľov"):
        assert kept in words, kept
    for gone in ("Aktualizované", "predplatným", "Prihláste", "TASR", "Tagy", "Diskusia", "Pridať", "cookie",
                 "Prijať"):
        assert gone not in words, gone
    head = docs[0].split("<head>", 1)[1].split("</head>", 1)[0]
    assert "Denník" not in head and "rozpočet" in head


# --- the publication day: Czech and Slovak relative dates in the date element ---------------------------------

CZ_TEXT = ("<p>Vláda dnes schválila návrh státního rozpočtu na příští rok. Ministr financí řekl, že platy ve "
           "veřejných službách porostou a že schodek se oproti letošku sníží. Opozice rozhodnutí kritizovala a "
           "ohlásila, že bude ve sněmovně žádat mimořádnou rozpravu o všech změnách.</p>")


@pytest.mark.parametrize(("shown", "day"), [
    ("včera", "2026-11-29"), ("Včera", "2026-11-29"), ("dnes", "2026-11-30"), ("predvčerom", "2026-11-28"),
    ("předevčírem", "2026-11-28"), ("pred 15 minútami", "2026-11-30"), ("pred minútou", "2026-11-30"),
])
def test_a_czech_or_slovak_day_word_alone_in_the_date_element_is_the_pages_day(shown, day):
    """News sites write this week's days as "včera" or "predvčerom" in the date element, without a time (the
    day words were read only with a clock time, "včera 18:30"), and Slovak ages in "minútami"."""
    from corpustools.vert.metadata import page_metadata

    html = (f'<html lang="cs"><head><title>Rozpočet</title></head><body><header><a href="/">Start</a></header>'
            f'<article><h1>Rozpočet schválen</h1><span class="date">{shown}</span>{CZ_TEXT}</article></body></html>')
    meta = page_metadata(html, "https://zpravy.example.cz/domaci/rozpocet-schvalen-1234", "2026-11-30T08:00:00Z")
    assert (meta.date, meta.date_source) == (day, "page")


def test_a_day_word_in_a_sentence_of_the_text_is_no_date():
    from corpustools.vert.metadata import page_metadata

    html = ('<html lang="cs"><head><title>Rozpočet</title></head><body><article><h1>Rozpočet schválen</h1>'
            f'<p>Dnes</p>{CZ_TEXT}</article></body></html>')
    meta = page_metadata(html, "https://zpravy.example.cz/domaci/rozpocet-schvalen-1234", "2026-11-30T08:00:00Z")
    assert meta.date == ""


# --- the headline without the site's name ------------------------------------------------------------------

HEADLINE = "Zastupitelé schválili rozpočet města"


@pytest.mark.parametrize(("url", "title"), [
    ("https://domaci.hn.cz/c1-67001234-zastupitele-schvalili-rozpocet", f"{HEADLINE} | iHNed.cz"),
    ("https://hn.cz/c1-67001234-zastupitele-schvalili-rozpocet", f"{HEADLINE} – Hospodářské noviny (iHNed.cz)"),
    ("https://www.praha.eu/jnp/cz/o_meste/zastupitele.html", f"{HEADLINE} - Portál hlavního města Prahy"),
    ("https://www.cuni.cz/UK-1234.html", f"{HEADLINE} | Univerzita Karlova"),
    ("https://www.bratislava.sk/ruzinov/zastupitelia", f"{HEADLINE} | Mestská časť Bratislava-Ružinov"),
    ("https://www.stuba.sk/sk/aktuality/zastupitelia.html", f"{HEADLINE} | STU"),
    ("https://cnn.iprima.cz/zastupitele-schvalili-rozpocet-123", f"{HEADLINE} | CNN Prima NEWS"),
])
def test_the_site_name_of_a_czech_or_slovak_title_is_cut(url, title):
    """Without ``og:site_name`` or an ``<h1>``: the site named by its domain ("iHNed.cz", "(iHNed.cz)"), a
    town's, a university's or an office's site ("| Univerzita Karlova", "- Portál hlavního města Prahy"), an
    acronym the domain begins with ("STU" on stuba.sk) and a broadcaster's brand ("CNN Prima NEWS")."""
    from corpustools.vert.metadata import page_metadata

    html = (f'<html lang="cs"><head><title>{title}</title><meta property="og:type" content="article"></head>'
            f'<body><article>{CZ_TEXT}</article></body></html>')
    assert page_metadata(html, url, "2026-11-30T08:00:00Z").headline == HEADLINE


@pytest.mark.parametrize("title", [
    "Sněmovna schválila zákon - Ministerstvo financí reaguje", "Praha – Město duchů", "Volby 2026: Kraj Vysočina",
    "Výpadek: nefunguje Seznam.cz", "Povodně na Moravě - Kraj vyhlásil stav nebezpečí",
])
def test_a_headline_whose_last_part_opens_with_an_institution_stays_whole(title):
    from corpustools.vert.metadata import page_metadata

    html = (f'<html lang="cs"><head><title>{title}</title><meta property="og:type" content="article"></head>'
            f'<body><article>{CZ_TEXT}</article></body></html>')
    assert page_metadata(html, "https://www.zpravy.cz/clanek/domaci-x-12345", "2026-11-30T08:00:00Z").headline == title


def test_short_paragraphs_after_a_read_also_line_in_the_text_stay():
    """"Přečtěte si také:" in a paragraph of its own and the other article's linked title in the next, in the
    text's element (the link goes before the boilerplate rules): the teaser run took the article's paragraphs
    after it up to one of ``PROSE`` characters, and news paragraphs are often shorter."""
    short = ("Most bude pro auta zavřený do konce března. Chodci a cyklisté po něm mohou chodit a jezdit dál.",
             "Radnice slibuje, že objízdná trasa bude dobře značená a autobusy pojedou podle výlukového řádu.")
    body = (f"<main><article><h1>{TITLE}</h1><div class='text'><p>{P[0]}</p><p>{P[1]}</p>"
            "<p><strong>Přečtěte si také:</strong></p>"
            "<p><a href='/clanek/tramvajova-trat-povede-na-sidliste-4711'>Tramvajová trať povede na sídliště</a></p>"
            f"<p>{short[0]}</p><p>{short[1]}</p></div></article></main>")
    texts = _texts(page(body, TITLE, HEAD))
    assert all(s in texts for s in short) and "Přečtěte si také:" not in texts
