"""Regression tests for the classes session 33 left open (xleft34), one hand-written page shape per class in several
languages, each beside the lines of the same shape that must stay as they were:

1. a stated author with the writer's desk after a comma (``<meta name="author" content="Anna Müller, Redaktion
   Politik">``, "Jan Novák, zpravodajství", "Marie Dupont, service Politique"): the writer's name alone in ``<doc
   author>`` (``byline.without_trade``); a desk alone stays the page's credit ("Lifestyle Desk"), a newsroom's label
   ("Redaktion") gives way to the byline as before;
2. a date line in Welsh, Irish, Basque, Catalan, Icelandic, Maltese or Luxembourgish ("Dydd Llun 30 Tachwedd 2026",
   "1 Meán Fómhair 2026", "2026ko azaroaren 30a", "30 ta' Novembru 2026"): ``<doc date>`` (``textdates``);
3. a wire report's dateline opening the text of a page with no byline ("PRAHA (ČTK) –", "(Reuters) -",
   Xinhua's "…电（记者王静）", (xleft35) Taiwan's CNA's "（中央社記者陳俊華台北26日電）", the name running into a place CNA
   files from): the agency or the reporter is the author, never the place, and the first sentence stays whole
   (``byline.dateline_credit``);
4. a poll inside an article: the report's results in a box under their own heading ("Sonntagsfrage" over "Union 31,0
   +1,2 %", "Volební model STEM", "Exit poll") are its text (``boiler._among_prose``), the reader's voting widget under
   a heading asking the reader ("Ihre Meinung", "Have your say", "Votre avis") goes (``boiler._poll_box``), a market
   box's quotes still go;
5. a newsroom's label alone as the byline ("Von unserer Redaktion", "Newsroom", "Staff reporter") after the lead's
   caption or the teaser, not the text's first block: it goes (``headline.drop_desk_line``);
6. JDK 17+ Javadoc: the type cells repeated down the summary grid's first column ("void", "boolean") stay
   (``itempage.as_table_cells``), and so does the "Method Details" heading over each method's section
   (``container._over_sections``); a service page's facts in an ``<aside>`` beside ``<main>`` ("Öffnungszeiten",
   "Gebühren", "Kontakt"; "Opening hours", "Fees", "Contact us") are its text (``furniture._service_facts``,
   ``container._fact_box``), a site's sidebar of other boxes still goes;

Each page goes through the real extractor (``document.process``)."""

from __future__ import annotations

import pytest
from test_vert_left33 import SUMMARY, _summary_jdk8, _summary_jdk21
from test_vert_recall32 import _page
from test_vert_xlang26 import _paragraphs
from vert_support import STORY_TEXTS, article_head, paragraphs, processed

from corpustools.vert.choose import extract_page


def _article(lang: str, headline: str, texts: tuple[str, ...] | list[str], top: str = "", extra: str = "",
             before: str = "", after: str = "") -> str:
    """A news article page: the site's menu, ``before``, the headline, ``top`` (a byline, a date line), the text,
    ``after``, the footer; ``extra`` in the <head>."""
    return (article_head(headline, lang, extra) + '<body><header class="site-header"><nav><a href="/">Home</a> '
            '<a href="/news/">News</a> <a href="/sport/">Sport</a></nav></header>' + before + '<main><article>'
            f'<h1>{headline}</h1>{top}<div class="article-body">{paragraphs(texts)}</div>{after}</article></main>'
            '<footer class="site-footer"><p>© 2026 Example Media</p></footer></body></html>')


# --- 1. a stated author with the writer's desk -----------------------------------------------------------------------

_DESKS = [
    ("de", "Anna Müller, Redaktion Politik", "Anna Müller"),
    ("de", "Anna Müller, Ressort Wirtschaft", "Anna Müller"),
    ("cs", "Jan Novák, zpravodajství", "Jan Novák"),
    ("en", "John Smith, Political Correspondent", "John Smith"),
    ("en", "Jane Doe, Business Desk", "Jane Doe"),
    ("fr", "Marie Dupont, service Politique", "Marie Dupont"),
    ("es", "Ana García, Redacción Política", "Ana García"),
    ("it", "Mario Rossi, redazione Cronaca", "Mario Rossi"),
    ("pl", "Jan Kowalski, dział Polityka", "Jan Kowalski"),
    # the other side: a writer and an agency are two credits, an agency alone and a desk alone stay as stated
    ("cs", "Jan Novák, ČTK", "Jan Novák; ČTK"),
    ("cs", "ČTK", "ČTK"),
    ("de", "Redaktion Politik", "Redaktion Politik"),
    ("en", "Jane Doe, John Smith", "Jane Doe; John Smith"),
]


@pytest.mark.parametrize("lang, stated, author", _DESKS)
def test_stated_author_without_desk(lang: str, stated: str, author: str) -> None:
    for where in (f'<meta name="author" content="{stated}">',
                  '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", '
                  f'"headline": "Budget approved", "author": {{"@type": "Person", "name": "{stated}"}}}}</script>'):
        html = _article(lang, "Budget approved after a long debate", STORY_TEXTS[lang], extra=where)
        assert processed(html, f"https://www.example.com/{lang}/politics/budget-12345").attrs.get("author") == author


@pytest.mark.parametrize("lang, stated, shown, author", [
    ("de", "Redaktion", '<p class="byline">Von Anna Müller</p>', "Anna Müller"),  # a newsroom's label: the byline
    ("cs", "Redakce", '<p class="author">Jan Novák</p>', "Jan Novák"),
    # a desk's own credit stays the credit: a page's stray line is no better writer ("TOI Lifestyle Desk")
    ("en", "Lifestyle Desk", '<div class="byline"><span>Share</span><span>Text Size</span></div>', "Lifestyle Desk"),
])
def test_desk_alone(lang: str, stated: str, shown: str, author: str) -> None:
    html = _article(lang, "Budget approved after a long debate", STORY_TEXTS[lang], top=shown,
                    extra=f'<meta name="author" content="{stated}">')
    assert processed(html, f"https://www.example.com/{lang}/politics/budget-12345").attrs.get("author") == author


# --- 2. a date line in the less common European languages ------------------------------------------------------------

LESSER_TEXTS = {
 "cy": ["Mae Cyngor Sir Gwynedd wedi cymeradwyo cynllun newydd i adeiladu cant o dai fforddiadwy yn y sir dros y pum mlynedd nesaf.",
        "Dywedodd arweinydd y cyngor fod galw mawr am gartrefi i bobl ifanc sydd eisiau aros yn eu cymunedau lleol.",
        "Bydd y gwaith adeiladu cyntaf yn dechrau yn y gwanwyn, yn ôl swyddogion y cyngor, a hynny ym Mhwllheli a Chaernarfon."],
 "ga": ["Tá plean nua faofa ag Comhairle Contae na Gaillimhe chun céad teach inacmhainne a thógáil sa chontae sna cúig bliana amach romhainn.",
        "Dúirt cathaoirleach na comhairle go bhfuil éileamh mór ar thithe do dhaoine óga atá ag iarraidh fanacht ina bpobail féin.",
        "Tosóidh an chéad obair thógála san earrach, de réir oifigigh na comhairle, i gCill Chiaráin agus ar an gCeathrú Rua."],
 "eu": ["Gipuzkoako Foru Aldundiak etxebizitza babestuak eraikitzeko plan berria onartu du datozen bost urteetarako lurralde osoan.",
        "Diputatu nagusiak esan duenez, gazteek etxebizitza eskuratzeko zailtasun handiak dituzte eta herrietan geratu nahi dute.",
        "Lehen lanak udaberrian hasiko dira, arduradunen arabera, Tolosan eta Azpeitian, eta bi urtean amaitzea espero da."],
 "ca": ["El Govern ha aprovat aquest dilluns un pla per construir deu mil habitatges de protecció oficial abans del 2030 a tot el país.",
        "La consellera d'Habitatge ha explicat que les primeres obres començaran a la primavera a Barcelona, Girona i Lleida.",
        "Les entitats veïnals han celebrat la mesura, tot i que demanen que arribi també als lloguers dels barris més tensionats."],
 "gl": ["A Xunta aprobou este luns un plan para construír dez mil vivendas de protección oficial antes de 2030 en toda Galicia.",
        "A conselleira de Vivenda explicou que as primeiras obras comezarán na primavera en Vigo, Santiago e Lugo.",
        "As asociacións veciñais celebraron a medida, aínda que piden que chegue tamén aos alugueiros dos barrios máis tensionados."],
 "is": ["Borgarstjórn Reykjavíkur samþykkti á mánudag nýja áætlun um byggingu þúsund íbúða á næstu fimm árum í borginni.",
        "Borgarstjóri sagði að mikil eftirspurn væri eftir húsnæði fyrir ungt fólk sem vill búa áfram í sínu hverfi.",
        "Fyrstu framkvæmdir hefjast í vor samkvæmt upplýsingum frá borginni og er stefnt að því að ljúka þeim innan tveggja ára."],
 "mt": ["Il-Gvern approva llum pjan ġdid biex jinbnew elf dar affordabbli fil-ħames snin li ġejjin f'diversi lokalitajiet.",
        "Il-Ministru qal li hemm domanda kbira għal djar minn żgħażagħ li jridu jibqgħu joqogħdu fil-komunitajiet tagħhom.",
        "L-ewwel xogħlijiet se jibdew fir-rebbiegħa, skont uffiċjali tal-Ministeru, f'Ħal Qormi u fir-Rabat."],
 "lb": ["D'Regierung huet e Méindeg en neie Plang ugeholl, fir bis 2030 eng dausend bezuelbar Wunnengen am ganze Land ze bauen.",
        "D'Wunnengsministesch sot, datt vill jonk Leit keng Wunneng méi fannen a gär an hirer Gemeng wëlle bleiwen.",
        "Déi éischt Chantiere sollen am Fréijoer ufänken, sou d'Regierung, an zwar zu Esch an zu Diddeleng."],
}
LESSER_HEADLINES = {"cy": "Cynllun tai newydd wedi ei gymeradwyo", "ga": "Plean tithíochta nua faofa",
                    "eu": "Etxebizitza plan berria onartu dute", "ca": "El Govern aprova un pla d'habitatge",
                    "is": "Ný húsnæðisáætlun samþykkt", "mt": "Il-Gvern japprova pjan ġdid għad-djar",
                    "lb": "Regierung hëlt neie Wunnengsplang un"}


@pytest.mark.parametrize("lang, line, day", [
    ("cy", "Dydd Llun 30 Tachwedd 2026", "2026-11-30"),
    ("cy", "3 Mawrth 2026", "2026-03-03"),
    ("cy", "15 Medi 2026", "2026-09-15"),
    ("ga", "Dé Luain 30 Samhain 2026", "2026-11-30"),
    ("ga", "1 Meán Fómhair 2026", "2026-09-01"),
    ("ga", "14 Deireadh Fómhair 2026", "2026-10-14"),
    ("ga", "12 Lúnasa 2026", "2026-08-12"),
    ("eu", "2026ko azaroaren 30a", "2026-11-30"),
    ("eu", "2021eko martxoaren 3an", "2021-03-03"),
    ("ca", "3 de març de 2026", "2026-03-03"),
    ("ca", "1 d’agost del 2026", "2026-08-01"),
    ("is", "4. maí 2026", "2026-05-04"),
    ("mt", "30 ta' Novembru 2026", "2026-11-30"),
    ("mt", "14 ta’ Ottubru, 2026", "2026-10-14"),
    ("lb", "3. Mäerz 2026", "2026-03-03"),
    ("lb", "4. Mee 2026", "2026-05-04"),
])
def test_lesser_language_date_line(lang: str, line: str, day: str) -> None:
    html = _article(lang, LESSER_HEADLINES[lang], LESSER_TEXTS[lang], top=f'<p class="date">{line}</p>')
    doc = processed(html, f"https://www.example.eu/{lang}/newyddion/cynllun-12345")
    assert (doc.attrs.get("date"), doc.attrs.get("date_source")) == (day, "page")


@pytest.mark.parametrize("line", [
    "Dydd Mawrth, 2026",  # Welsh Tuesday and a year: no day
    "Medi 15 o bobl yn 2026",  # a month's word with a count and a year in a sentence's order: no date
    "Nollaig Ní Bhriain 2026",  # an Irish given name
])
def test_lesser_language_words_no_date(line: str) -> None:
    from corpustools.vert.textdates import text_day

    assert text_day(line) is None


# --- 3. a wire report's dateline opening the text ---------------------------------------------------------------------

_WIRE = {
    "cs": ("PRAHA (ČTK) – Vláda v pondělí schválila návrh státního rozpočtu na příští rok se schodkem 230 miliard korun.",
           "Schodek má podle ministra financí dosáhnout o něco méně než letos, uvedl ministr na tiskové konferenci.",
           "Opozice kritizuje, že výdaje rostou rychleji než příjmy a že se nedaří šetřit na provozu úřadů."),
    "sk": ("BRATISLAVA (TASR) – Vláda v pondelok schválila návrh štátneho rozpočtu na budúci rok so schodkom päť miliárd.",
           "Schodok má podľa ministra financií dosiahnuť o niečo menej ako tento rok, uviedol minister po rokovaní vlády.",
           "Opozícia kritizuje, že výdavky rastú rýchlejšie ako príjmy a že sa nedarí šetriť na prevádzke úradov."),
    "de": ("Frankfurt/Main (dpa) - Die Bundesregierung hat am Mittwoch den Entwurf für den Haushalt des kommenden Jahres "
           "beschlossen.",
           "Der Finanzminister sagte, die Neuverschuldung werde im Rahmen der Schuldenbremse bleiben, wie schon im "
           "laufenden Jahr.",
           "Die Opposition kritisierte, dass die Ausgaben schneller wachsen als die Einnahmen des Bundes."),
    "en": ("(Reuters) - Tesla shares rose 5% on Monday after the electric carmaker reported record deliveries for the "
           "third quarter.",
           "The company delivered more than 500,000 vehicles in the quarter, beating analyst estimates compiled by LSEG.",
           "Chief executive Elon Musk said demand remained strong despite higher borrowing costs in key markets."),
    "es": ("Madrid (EFE).- El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030.",
           "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las comunidades.",
           "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los alquileres."),
    "zh": ("（中央社記者陳俊華台北26日電）行政院會今天通過「長期照顧服務法」修正草案，未來長照服務對象將擴大至五十歲以上的失智症患者，"
           "預計受惠人數超過十萬人。",
           "衛生福利部長表示，修法後各縣市將增設日間照顧中心，並提高居家服務人員的薪資，以解決人力不足的問題。",
           "草案將送立法院審議，行政院希望能在本會期內完成三讀，明年七月正式上路。"),
    "zh-cn": ("新华社北京11月26日电（记者王静、李明）国务院总理主持召开国务院常务会议，部署进一步做好长期照护服务工作，"
              "预计受惠人数超过十万人。",
              "会议指出，要增设日间照料中心，提高居家服务人员待遇，着力解决人手不足问题。",
              "会议要求各地在明年七月前完成相关准备工作，确保政策平稳落地。"),
}


@pytest.mark.parametrize("lang, author", [
    ("cs", "ČTK"), ("sk", "TASR"), ("de", "dpa"), ("en", "Reuters"), ("es", "EFE"), ("zh-cn", "王静; 李明"),
    ("zh", "陳俊華"),  # Taiwan's CNA: the reporter's name runs into the place CNA files from (xleft35)
])
def test_wire_dateline(lang: str, author: str) -> None:
    """No byline: the dateline's agency or reporters are the author, never its place; the first sentence stays whole."""
    texts = _WIRE[lang]
    html = _article(lang, "長照法修正草案通過" if lang.startswith("zh") else "Budget approved after a long debate", texts)
    doc = processed(html, f"https://www.example.com/{lang}/news/budget-12345")
    assert doc.attrs.get("author", "") == author
    assert texts[0] in _paragraphs(doc.body)


@pytest.mark.parametrize("lead, byline, author", [
    # a byline outranks the dateline's agency
    ("PRAHA (ČTK) – Vláda v pondělí schválila návrh státního rozpočtu na příští rok se schodkem 230 miliard korun.",
     '<p class="author">Jan Novák</p>', "Jan Novák"),
    # a place's bracket, a party's, a count's: no agency, no author
    ("Springfield (Ill.) - The city council approved the new budget on Tuesday after a debate that lasted hours.", "",
     ""),
    ("Berlin (CDU) - Die Partei hat am Mittwoch ihren Entwurf für das Wahlprogramm des kommenden Jahres beschlossen.", "",
     ""),
    ("SINGAPORE: The Monetary Authority of Singapore kept its policy settings unchanged on Friday, citing easing "
     "inflation.", "", ""),
    ("（中央社台北26日電）行政院會今天通過「長期照顧服務法」修正草案，未來長照服務對象將擴大至五十歲以上的失智症患者。", "", ""),
])
def test_wire_dateline_other_side(lead: str, byline: str, author: str) -> None:
    lang = "cs" if "ČTK" in lead else "de" if "CDU" in lead else "zh" if lead[0] == "（" else "en"
    texts = (lead, *(_WIRE[lang][1:] if lang in _WIRE else STORY_TEXTS["en"][1:]))
    doc = processed(_article(lang, "Budget approved after a long debate", texts, top=byline),
                    f"https://www.example.com/{lang}/news/budget-12345")
    assert doc.attrs.get("author", "") == author
    assert lead in _paragraphs(doc.body)


# --- 4. a poll: the report's results table stays, the reader's voting widget goes ---------------------------------------

def _with_box(lang: str, box: str) -> str:
    """An article whose box ``box`` stands between its second and third paragraphs."""
    texts = STORY_TEXTS[lang]
    return _article(lang, "Neue Umfrage: Union legt zu, SPD verliert", texts[:2], after="",
                    top="").replace('</div></article>', f'{box}{paragraphs(texts[2:])}</div></article>', 1)


@pytest.mark.parametrize("lang, box, lines", [
    ("de", '<h2>Sonntagsfrage</h2><div class="poll-results"><p>Union 31,0 +1,2 %</p><p>AfD 19,5 −0,8 %</p>'
           '<p>SPD 16,0 +2,1 %</p><p>Grüne 12,0 −1,0 %</p></div>',
     ["Union 31,0 +1,2 %", "AfD 19,5 −0,8 %", "SPD 16,0 +2,1 %", "Grüne 12,0 −1,0 %"]),
    ("cs", '<h3>Volební model STEM</h3><div class="model"><p>ANO 33,5 +1,2 %</p><p>ODS 14,1 −0,6 %</p>'
           '<p>STAN 11,2 +0,4 %</p></div>', ["ANO 33,5 +1,2 %", "ODS 14,1 −0,6 %", "STAN 11,2 +0,4 %"]),
    ("en", '<div class="results-box"><h3>Exit poll</h3><p>Labour 34.1 +1.7%</p><p>Reform UK 14.3 +12.3%</p>'
           '<p>Conservatives 23.7 -19.9%</p></div>', ["Labour 34.1 +1.7%", "Reform UK 14.3 +12.3%"]),
    ("fr", '<h2>Résultats du premier tour</h2><div class="tableau"><p>Emmanuel Macron 27,8 +3,8 %</p>'
           '<p>Marine Le Pen 23,2 +1,9 %</p></div>', ["Emmanuel Macron 27,8 +3,8 %", "Marine Le Pen 23,2 +1,9 %"]),
])
def test_poll_results_under_their_heading_stay(lang: str, box: str, lines: list[str]) -> None:
    texts = _paragraphs(processed(_with_box(lang, box), f"https://www.example.com/{lang}/politik/umfrage-12345").body)
    assert all(line in texts for line in lines) and all(t in texts for t in STORY_TEXTS[lang]), texts


@pytest.mark.parametrize("lang, box, gone", [
    # a market widget under its own heading: its quotes go as before
    ("de", '<div class="markets"><h3>Märkte</h3><p>DAX 18.204,5 +0,5 %</p><p>Siemens 182,40 € +1,2 %</p></div>',
     ["DAX 18.204,5", "Siemens 182,40"]),
    # a reader's voting widget under a heading asking the reader: the question, the answers, the count
    ("de", '<div class="poll-widget"><h3>Ihre Meinung</h3><p>Sollte die Parkgebühr in der Innenstadt steigen?</p>'
           '<ul><li>Ja 45 %</li><li>Nein 51 %</li><li>Weiß nicht 4 %</li></ul><p>1.234 Stimmen</p></div>',
     ["Sollte die Parkgebühr", "Ja 45 %", "1.234 Stimmen"]),
    ("en", '<div class="poll"><h3>Have your say</h3><p>Should parking fees in the city centre go up?</p>'
           '<ul><li>Yes 45%</li><li>No 51%</li><li>Not sure 4%</li></ul><p>1,234 votes</p><a href="#">Vote</a></div>',
     ["Should parking fees", "Yes 45%", "1,234 votes"]),
    ("fr", '<div class="sondage"><h3>Votre avis</h3><p>Faut-il augmenter le prix du stationnement ?</p>'
           '<ul><li>Oui 45 %</li><li>Non 51 %</li></ul><p>1 234 votes</p><button>Voter</button></div>',
     ["Faut-il augmenter", "Oui 45 %", "1 234 votes"]),
])
def test_voting_widgets_and_market_boxes_go(lang: str, box: str, gone: list[str]) -> None:
    texts = _paragraphs(processed(_with_box(lang, box), f"https://www.example.com/{lang}/politik/umfrage-12345").body)
    joined = "\n".join(texts)
    assert not any(g in joined for g in gone) and all(t in texts for t in STORY_TEXTS[lang]), texts


def test_a_section_asking_readers_without_a_vote_stays() -> None:
    """A section under "Ihre Meinung" with readers' letters and no vote's line is the article's."""
    box = ('<div class="letters"><h3>Ihre Meinung</h3><p>Leserin Petra K. schreibt: Die Gebühren sind viel zu hoch.</p>'
           '<p>Leser Martin S. meint: Endlich tut die Stadt etwas für den Nahverkehr.</p></div>')
    texts = _paragraphs(processed(_with_box("de", box), "https://www.example.com/de/politik/umfrage-12345").body)
    assert "Leser Martin S. meint: Endlich tut die Stadt etwas für den Nahverkehr." in texts, texts


# --- 5. a newsroom's label after the lead's caption or the teaser -------------------------------------------------------

_LEADS = {"de": "Der Stadtrat erhöht die Parkgebühren deutlich. Die Opposition protestiert.",
          "en": "The council approved the budget after a five-hour debate. The opposition walked out.",
          "fr": "Le conseil a adopté le budget après cinq heures de débat.",
          "it": "Il consiglio ha approvato il bilancio dopo cinque ore di dibattito.",
          "es": "El pleno aprobó el presupuesto tras cinco horas de debate."}


@pytest.mark.parametrize("where", ["caption", "teaser"])
@pytest.mark.parametrize("lang, desk", [
    ("de", "Von unserer Redaktion"), ("de", "Redaktion"), ("en", "Newsroom"), ("en", "Staff reporter"),
    ("en", "News Desk"), ("fr", "Par la rédaction"), ("it", "Redazione"), ("es", "Redacción"),
])
def test_newsroom_label_after_caption_or_teaser_goes(lang: str, desk: str, where: str) -> None:
    lead = f'<p class="teaser"><strong>{_LEADS[lang]}</strong></p>'
    top = ('<figure class="lead-image"><img src="/a.jpg"><figcaption>Das Rathaus am Abend. Foto: Archiv</figcaption>'
           '</figure>' if where == "caption" else "") + lead + f"<p><em>{desk}</em></p>"
    texts = _paragraphs(processed(_article(lang, "Budget approved after a long debate", STORY_TEXTS[lang], top=top),
                                  f"https://www.example.com/{lang}/news/budget-12345").body)
    assert desk not in texts and _LEADS[lang] in texts and all(t in texts for t in STORY_TEXTS[lang]), texts


def test_a_title_line_naming_a_newsroom_stays() -> None:
    """A review's first line naming the series "The Newsroom", and a sentence on the newsroom, are the text's."""
    texts = ("The Newsroom",
             "Aaron Sorkin's drama about a cable news team returns on Sunday with a season that is sharper and funnier "
             "than the last.", "The newsroom at the heart of the show is again the stage for long arguments about "
                               "what the news owes its viewers.")
    got = _paragraphs(processed(_article("en", "Review: a cable news drama returns", texts),
                                "https://www.example.com/en/tv/review-12345").body)
    assert all(t in got for t in texts), got


# --- 6. JDK 17+ Javadoc: the summary grid's repeated type cells, the details' heading -----------------------------------

@pytest.mark.parametrize("shape", [_summary_jdk21, _summary_jdk8])
def test_javadoc_summary_types_and_details_heading_stay(shape) -> None:  # noqa: ANN001 - a page builder
    html = _page("en", "ArrayDeque (Java SE 21 & JDK 21)", shape("Method Summary"),
                 '<meta name="generator" content="javadoc/ClassWriterImpl">')
    texts = [b.text for b in extract_page(html, "https://docs.example.org/api/java.base/java/util/ArrayDeque.html",
                                          {"languages": ()}).blocks]
    summary = texts[texts.index("Method Summary"):]
    for kind, name, params, description in SUMMARY:  # each row's type before its member, repeated types too
        at = summary.index(f"{name}({params})")
        assert summary[at - 1] == kind and summary[at + 1] == description, summary
    assert ("Method Details" if shape is _summary_jdk21 else "Method Detail") in texts, texts
    assert not any(t in texts for t in ("All Methods", "Instance Methods", "Overview"))


# --- 6c. a service page's facts in an <aside> beside <main> ------------------------------------------------------------

SERVICE_PAGES = {
"de": ("Personalausweis beantragen | Stadt Musterstadt",
 '<header class="site-header"><nav><a href="/">Startseite</a> <a href="/buergerservice/">Bürgerservice</a> <a href="/rathaus/">Rathaus</a></nav></header>'
 '<div class="layout"><main id="content"><h1>Personalausweis beantragen</h1>'
 '<p>Den Personalausweis beantragen Sie persönlich im Bürgerbüro. Bringen Sie dazu ein aktuelles biometrisches Passfoto und Ihren bisherigen Ausweis mit.</p>'
 '<h2>Welche Unterlagen brauche ich?</h2><ul><li>ein biometrisches Passfoto</li><li>den bisherigen Personalausweis oder Reisepass</li><li>bei Namensänderung die Heiratsurkunde</li></ul>'
 '<h2>Wie lange dauert es?</h2><p>Der neue Ausweis wird in der Bundesdruckerei hergestellt und liegt in der Regel nach drei bis vier Wochen zur Abholung bereit.</p></main>'
 '<aside class="service-facts"><h2>Öffnungszeiten</h2><dl><dt>Montag bis Mittwoch</dt><dd>8.00 – 16.00 Uhr</dd><dt>Donnerstag</dt><dd>8.00 – 18.00 Uhr</dd><dt>Freitag</dt><dd>8.00 – 12.00 Uhr</dd></dl>'
 '<h2>Gebühren</h2><p>Personen ab 24 Jahren: 37,00 Euro</p><p>Personen unter 24 Jahren: 22,80 Euro</p>'
 '<h2>Kontakt</h2><p>Bürgerbüro im Rathaus, Marktplatz 1, 12345 Musterstadt</p><p>Telefon: 01234 567-0</p></aside></div>'
 '<footer class="site-footer"><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a></footer>',
 ["8.00 – 18.00 Uhr", "Personen ab 24 Jahren: 37,00 Euro", "Bürgerbüro im Rathaus, Marktplatz 1, 12345 Musterstadt"], ["Impressum", "Startseite"]),
"en": ("Apply for a parking permit | City Council",
 '<header><nav><a href="/">Home</a> <a href="/services/">Services</a></nav></header><div class="container"><main><h1>Apply for a resident parking permit</h1>'
 '<p>If you live in a controlled parking zone you can apply for a resident parking permit for one vehicle registered at your address.</p>'
 '<h2>What you need</h2><ul><li>proof of address dated within the last three months</li><li>your vehicle registration document</li></ul>'
 '<h2>How to apply</h2><p>Apply online with your documents. We will process your application within ten working days and send the permit by post.</p></main>'
 '<aside class="service-info"><section><h2>Opening hours</h2><p>Monday to Friday, 9am to 5pm</p><p>Saturday, 9am to 12pm</p></section>'
 '<section><h2>Fees</h2><ul><li>First permit: £60 a year</li><li>Second permit: £120 a year</li></ul></section>'
 '<section><h2>Contact us</h2><p>Parking Services, Civic Centre, High Street</p><p>Phone: 020 7946 0000</p></section></aside></div>'
 '<footer><a href="/privacy">Privacy</a> <a href="/accessibility">Accessibility</a></footer>',
 ["Monday to Friday, 9am to 5pm", "First permit: £60 a year", "Parking Services, Civic Centre, High Street"], ["Privacy", "Accessibility"]),
}


@pytest.mark.parametrize("lang", sorted(SERVICE_PAGES))
def test_service_facts_aside_beside_main_stays(lang: str) -> None:
    title, body, kept, gone = SERVICE_PAGES[lang]
    texts = [b.text for b in extract_page(_page(lang, title, body), f"https://www.example.{lang}/services/permit",
                                          {"languages": ()}).blocks]
    assert all(k in texts for k in kept) and not any(g in t for g in gone for t in texts), texts


@pytest.mark.parametrize("aside", [
    # a site's contact box on every page: no fee, no hours
    '<aside class="contact-box"><h2>Contact us</h2><p>Call us on 020 7946 0000</p><p>Email help@example.org</p>'
    '<h2>Address</h2><p>Civic Centre, High Street</p><p>London N1 1AA</p></aside>',
    # a sidebar of other boxes
    '<aside class="widgets"><h2>Opening hours</h2><p>Monday to Friday, 9am to 5pm</p><h2>Latest news</h2>'
    '<p>Library reopens after refurbishment</p><p>New bin collection days from May</p></aside>',
])
def test_other_asides_beside_main_go(aside: str) -> None:
    title, body, _, _ = SERVICE_PAGES["en"]
    body = body[:body.index("<aside")] + aside + body[body.index("</aside>") + 8:]
    texts = [b.text for b in extract_page(_page("en", title, body), "https://www.example.en/services/permit",
                                          {"languages": ()}).blocks]
    assert not any(t in texts for t in ("Call us on 020 7946 0000", "Civic Centre, High Street",
                                        "Library reopens after refurbishment", "Monday to Friday, 9am to 5pm")), texts


# --- 6d. a product's reviews after its specifications are no facts (the lead's merge) ------------------------------

REVIEW_TABS = {
    "cs": ("Specifikace", "Hodnocení", "Napsat hodnocení", "Petr, Brno", "Vaří rychle a je tichá. Víko by mohlo jít otevřít víc.",
           "Bylo hodnocení užitečné? Ano (4) Ne (0)"),
    "de": ("Technische Daten", "Bewertungen (3)", "Bewertung schreiben", "Petra aus Köln",
           "Kocht schnell und ist leise. Der Deckel könnte weiter aufgehen.", "War diese Bewertung hilfreich? Ja (4) Nein (0)"),
    "en": ("Specifications", "Customer reviews", "Write a review", "Peter, Leeds",
           "Boils fast and is quiet. The lid could open wider.", "Was this review helpful? Yes (4) No (0)"),
}


@pytest.mark.parametrize("lang", sorted(REVIEW_TABS))
def test_reviews_after_a_products_specifications_go(lang: str) -> None:
    specs, heading, write, who, review, helpful = REVIEW_TABS[lang]
    body = (f'<header><nav><a href="/">Home</a> <a href="/kettles/">Kettles</a></nav></header><main><div class="detail">'
            '<h1>Tepla K17 kettle, stainless steel, 1.7 l</h1><div class="tabs"><div id="description" class="tab-content">'
            '<h2>Description</h2><p>The Tepla K17 boils a litre of water in about three minutes. Its double wall keeps the '
            'outside cool, so the kettle can be picked up right after boiling.</p><p>A removable filter catches limescale '
            'and can be rinsed under the tap. The kettle switches itself off when it boils or runs dry.</p></div>'
            f'<div id="specs" class="tab-content"><h2>{specs}</h2><dl><dt>Volume</dt><dd>1.7 l</dd><dt>Power</dt>'
            f'<dd>2200 W</dd><dt>Cable</dt><dd>75 cm</dd></dl></div><div id="reviews" class="tab-content"><h2>{heading}</h2>'
            f'<div class="summary"><span>4.7 / 5</span><span>96 % recommend it</span><a class="btn">{write}</a></div>'
            f'<div class="review"><div class="author">{who}</div><div class="date">12. 11. 2026</div>'
            f'<div class="text">{review}</div><div class="useful">{helpful}</div></div></div></div></div></main>'
            '<footer><a href="/terms">Terms</a></footer>')
    texts = [b.text for b in extract_page(_page(lang, "Tepla K17 kettle | Shop", body), "https://shop.example.com/k17",
                                          {"languages": ()}).blocks]
    assert "The kettle switches itself off when it boils or runs dry." in " ".join(texts), texts
    assert not any(line in t for line in (write, review, helpful) for t in texts), texts
