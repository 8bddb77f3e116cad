"""Regression tests for the classes session 32 left open, one hand-written page shape per class in several languages,
each beside lines of the same shape that are the text's:

1. a newsroom's desk under the writer's name in the byline, in any language (the BBC's services: "Newyddion BBC
   Cymru", "BBC News Mundo"; ``headline.drop_author_lines``, ``_desk_line``), and the heading of a reader-support box
   whose only line is the plea (ThePrint's "Why news media is in crisis & How you can fix it"; ``boiler._plea_box``);
2. a one-line paragraph of one name's shape opening the text ("Anna Karenina" over a review, "Nové Město" over a guide)
   is the text's, where a byline of names alone goes (``headline._title_line``, ``byline.one_name``);
3. an API reference's summary tables (Javadoc's "Method Summary": the cells' descriptions are the documentation;
   ``itempage.api_summaries``), a page collecting poems in a CMS's fields, and paywall labels alone ("Solo per
   abbonati", "Alleen voor abonnees", "🔒 Subscribers only"; ``phrases.PAID_ACCESS_LABEL``);
4. an election's results listed among an article's sentences ("Petr Pavel 58,3 +12,1 %") stay, a market widget's
   quotes in their box still go (``boiler._among_prose``).

Each page goes through the real extractor (``document.process`` or ``choose.extract_page``)."""

from __future__ import annotations

import pytest
from test_vert_left30 import _news
from test_vert_recall32 import JAVADOC_METHODS, _javadoc_classic, _javadoc_modern, _page
from test_vert_review31b import _DOMAINS, TEXTS
from test_vert_xlang26 import _paragraphs
from vert_support import news_foot, news_head, page, processed

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


def _url(lang: str, slug: str) -> str:
    return f"https://www.example.{_DOMAINS.get(lang, 'com')}/news/2026/11/26/{slug}-123456"


# --- 1a. a newsroom's desk under the writer's name ----------------------------------------------------------------

DESK_TEXTS = {
    "cy": ("Mae’r heddlu wedi cau’r A470 ger Llanidloes ar ôl i goed syrthio ar y ffordd yn ystod y storm dros nos.",
           "Dywedodd Heddlu Dyfed-Powys y bydd y ffordd ar gau am rai oriau tra bod gweithwyr yn clirio’r difrod.",
           "Mae rhybudd melyn am wynt yn parhau mewn grym ar draws y rhan fwyaf o Gymru tan ganol dydd."),
    "es": TEXTS["es"], "en": TEXTS["en"], "pt": (
        "O governo anunciou nesta terça-feira um pacote de investimentos em saneamento básico para as cidades do "
        "interior do Nordeste.",
        "Segundo o ministério, as primeiras obras devem começar no primeiro semestre do próximo ano.",
        "Prefeitos da região disseram que os recursos ainda são insuficientes para atender toda a população."),
}


def _bbc(lang: str, service: str, writer: str, desk: str) -> str:
    """A BBC language service's article (its byline block: the writer's name, then the writer's desk in an element
    of its own; the title adds the service's name)."""
    headline = {"cy": "Cau'r A470 wedi i goed syrthio yn ystod storm", "es": "El Gobierno aprueba el plan de vivienda",
                "en": "Council approves the new budget", "pt": "Governo anuncia pacote de saneamento"}[lang]
    return (news_head(f"{headline} - {service}", lang, headline, writer, "2026-11-28")
            + f'<body><header><a href="/">{service}</a></header><main id="main-content"><article><header>'
            f'<h1 id="main-heading">{headline}</h1></header><div data-component="byline-block">'
            f'<div class="ssrcss-68pt20-Text-TextContributorName">{writer}</div>'
            f'<div class="ssrcss-84ltp5-Text-TextContributorRole">{desk}</div></div>'
            + "".join(f'<div data-component="text-block"><p>{t}</p></div>' for t in DESK_TEXTS[lang])
            + '</article></main>' + news_foot("BBC", '<a href="/about">About</a>'))


@pytest.mark.parametrize("lang, service, writer, desk", [
    ("cy", "BBC Cymru Fyw", "Gwion Owain", "Newyddion BBC Cymru"),
    ("es", "BBC News Mundo", "Lucía Gómez", "BBC News Mundo"),
    ("en", "BBC News", "Jane Smith", "Political reporter, BBC News"),
    ("pt", "BBC News Brasil", "Carla Souza", "Da BBC News Brasil em São Paulo"),
])
def test_the_writers_desk_under_the_name_goes(lang, service, writer, desk):
    texts = _texts(_bbc(lang, service, writer, desk), f"https://www.bbc.example.co.uk/{lang}/articles/c1234567")
    assert desk not in texts and writer not in texts, texts
    assert texts[1:] == list(DESK_TEXTS[lang])


@pytest.mark.parametrize("lang, service, writer, line", [
    # a sentence naming the service under the name (a full stop): the text's
    ("en", "BBC News", "Jane Smith", "BBC News has seen the letter."),
    # a line under the name that names no site: not a desk this rule knows
    ("es", "BBC News Mundo", "Lucía Gómez", "Crónica desde Sevilla"),
])
def test_a_line_under_the_name_that_is_no_desk_stays(lang, service, writer, line):
    texts = _texts(_bbc(lang, service, writer, line), f"https://www.bbc.example.co.uk/{lang}/articles/c1234567")
    assert line in texts, texts


# --- 1b. the heading of a reader-support box whose only line is the plea ------------------------------------------

PLEAS = {
    "en": ("Why news media is in crisis &amp; How you can fix it",
           "India needs free, fair, non-hyphenated and questioning journalism even more as it faces multiple crises. "
           "Support ThePrint."),
    "de": ("Bevor Sie weiterlesen",
           "Gefällt Ihnen unsere Arbeit? Unterstützen Sie uns mit einem Abo oder einer Spende."),
    "es": ("Una petición a nuestros lectores",
           "Apoya a Público. Tu aportación es fundamental para seguir haciendo un periodismo libre e independiente."),
    "cs": ("Než odejdete", "Líbí se vám naše práce? Podpořte nás předplatným nebo jednorázovým darem."),
}


def _kept(lang: str, box: str, slug: str) -> list[str]:
    """The extractor's blocks (a heading is one) of a news article in ``lang`` with ``box`` at the end of its body's
    element, after its last paragraph, as ThePrint's theme puts its plea."""
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", "", TEXTS[lang])
    html = html.replace("</div></article>", box + "</div></article>", 1)
    return [b.text for b in extract_page(html, _url(lang, slug), OPTIONS).blocks]


@pytest.mark.parametrize("lang", sorted(PLEAS))
def test_the_heading_of_a_support_box_goes_with_its_plea(lang):
    heading, plea = PLEAS[lang]
    texts = _kept(lang, f'<div class="support-box"><h4>{heading}</h4><p>{plea}</p></div>', "plea")
    assert texts[-len(TEXTS[lang]):] == list(TEXTS[lang]), texts  # (nothing after the story's last paragraph)


def test_a_heading_over_a_plea_and_more_text_in_its_box_stays():
    heading, plea = PLEAS["en"]
    more = ("The newsroom has doubled its staff in Delhi since the start of the year and opened a bureau in Lucknow "
            "to cover the state's elections.")
    texts = _kept("en", f'<div class="note-box"><h4>{heading}</h4><p>{plea}</p><p>{more}</p></div>', "plea-more")
    assert texts[-2:] == [heading.replace("&amp;", "&"), more], texts


# --- 2. one name's shape opening the text: a title line, not a byline ---------------------------------------------

TITLED = {
    "en-review": ("en", "Anna Karenina", (
        "Tolstoy's novel opens with one of the most quoted sentences in literature, and the new translation keeps its "
        "plainness without flattening the rhythm of the Russian.",
        "The translator's notes are brief and useful, explaining the estates, the ranks and the railway that runs "
        "through the book from its first part to its last.",
        "Readers who know the novel will find it fresh; those who do not will find it easier than they feared.")),
    "cs-guide": ("cs", "Nové Město", (
        "Čtvrť založil Karel IV. v roce 1348 a dodnes si zachovala velkorysé náměstí i široké ulice, které tehdy "
        "neměly ve střední Evropě obdobu.",
        "Procházku začněte na Karlově náměstí, odkud vede cesta k Novoměstské radnici a dál k Václavskému náměstí.",
        "Večer se vyplatí zajít do některé z kaváren v Žitné ulici, kde se sejdou studenti i místní.")),
    "en-essay": ("en", "Prague Spring", (
        "In the first months of 1968 the Czechoslovak party loosened censorship, and for a while newspapers printed "
        "what their readers had only whispered before.",
        "The reforms ended in August, when the armies of the Warsaw Pact crossed the border during the night.",
        "What remained was a generation that had seen another way of living and did not forget it.")),
    "de-portrait": ("de", "Hannah Arendt", (
        "Die Philosophin floh 1933 aus Deutschland und schrieb in New York die Bücher, die ihr Nachdenken über "
        "Macht und Verantwortung bis heute bestimmen.",
        "Ihr Bericht über den Eichmann-Prozess löste einen Streit aus, der Jahrzehnte dauerte.",
        "Die Ausstellung zeigt Briefe, Notizbücher und Fotografien aus allen Lebensabschnitten.")),
}


@pytest.mark.parametrize("case", sorted(TITLED))
def test_a_title_line_opening_the_text_stays(case):
    lang, line, paragraphs = TITLED[case]
    html = _news(lang, "A headline for the story of the week", "Anna Example", "2026-11-26", "",
                 (line, *paragraphs))
    texts = _texts(html, _url(lang, case))
    assert texts[1:] == [line, *paragraphs], texts


@pytest.mark.parametrize("lang, top", [
    # the name beside the writer's stated one (a word of it): a byline
    ("en", "<p>Anna Example</p>"),
    # a date after the name: a byline
    ("de", "<p>Markus Balser</p><p>26.11.2026</p>"),
    # the name linked to the writer's page
    ("cs", '<p><a href="/autori/jan-novak">Jan Novák</a></p>'),
    # the name in an element of its own over the body's element
    ("fr", '<div class="signature">Jean Dupont</div>'),
])
def test_guard_a_single_name_with_a_bylines_marks_goes(lang, top):
    author = "Anna M. Example" if lang == "en" else "Redaktion"
    html = _news(lang, "A headline for the council's story", author, "2026-11-26", "", TEXTS[lang])
    html = html.replace('<div class="article-body">', f'<div class="article-body">{top}' if "<p>" in top
                        else f'{top}<div class="article-body">', 1)
    texts = _texts(html, _url(lang, "single-name"))
    assert texts[1:] == list(TEXTS[lang]), texts


# --- 3a. an API reference's summary tables -------------------------------------------------------------------------

SUMMARY = (("boolean", "add", "E e", "Inserts the specified element at the end of this deque."),
           ("void", "addFirst", "E e", "Inserts the specified element at the front of this deque."),
           ("void", "clear", "", "Removes all of the elements from this deque."),
           ("boolean", "contains", "Object o", "Returns true if this deque contains the specified element."),
           ("int", "size", "", "Returns the number of elements in this deque."))


def _summary_jdk8(heading: str) -> str:
    rows = "".join(f'<tr class="{"altColor" if k % 2 else "rowColor"}" id="i{k}"><td class="colFirst"><code>{t}</code>'
                   f'</td><td class="colLast"><code><span class="memberNameLink"><a href="#{n}--">{n}</a></span>({p})'
                   f'</code><div class="block">{d}</div></td></tr>' for k, (t, n, p, d) in enumerate(SUMMARY))
    table = (f'<div class="summary"><ul class="blockList"><li class="blockList"><a name="method.summary"></a><h3>{heading}'
             '</h3><table class="memberSummary" border="0" summary="Method Summary table, listing methods, and an '
             'explanation"><caption><span id="t0" class="activeTableTab"><span>All Methods</span></span><span id="t2" '
             'class="tableTab"><span><a href="javascript:show(2);">Instance Methods</a></span></span></caption><tr><th '
             'class="colFirst" scope="col">Modifier and Type</th><th class="colLast" scope="col">Method and Description'
             f'</th></tr>{rows}</table></li></ul></div>')
    return _javadoc_classic(JAVADOC_METHODS).replace('<div class="details">', table + '<div class="details">', 1)


def _summary_jdk21(heading: str) -> str:
    cells = "".join(
        f'<div class="col-first {c}"><code>{t}</code></div><div class="col-second {c}"><code><a href="#{n}()" '
        f'class="member-name-link">{n}</a>({p})</code></div><div class="col-last {c}"><div class="block">{d}</div></div>'
        for k, (t, n, p, d) in enumerate(SUMMARY)
        for c in [("even" if k % 2 == 0 else "odd") + "-row-color method-summary-table"])
    table = ('<section class="summary"><ul class="summary-list"><li><section class="method-summary" '
             f'id="method-summary"><h2>{heading}</h2><div id="method-summary-table"><div class="table-tabs" '
             'role="tablist"><button class="active-table-tab">All Methods</button><button class="table-tab">Instance '
             'Methods</button></div><div class="summary-table three-column-summary"><div class="table-header '
             'col-first">Modifier and Type</div><div class="table-header col-second">Method</div><div '
             f'class="table-header col-last">Description</div>{cells}</div></div></section></li></ul></section>')
    return _javadoc_modern(JAVADOC_METHODS).replace('<section class="details">', table + '<section class="details">', 1)


@pytest.mark.parametrize("shape, heading", [(_summary_jdk8, "Method Summary"), (_summary_jdk21, "Method Summary"),
                                            (_summary_jdk21, "Methodenübersicht"), (_summary_jdk8, "メソッドの概要")])
def test_an_api_references_summary_table_stays(shape, heading):
    html = _page("en", "ArrayDeque (Java SE 21 & JDK 21)", shape(heading),
                 '<meta name="generator" content="javadoc/ClassWriterImpl">')
    result = extract_page(html, "https://docs.example.org/api/java.base/java/util/ArrayDeque.html", OPTIONS)
    texts = [b.text for b in result.blocks]
    assert heading in texts, texts
    for _, name, params, description in SUMMARY:
        assert f"{name}({params})" in texts and description in texts, texts
    for _, _, _, text, _, _ in JAVADOC_METHODS:  # the details as before
        assert text in texts
    assert not any(t in texts for t in ("All Methods", "Instance Methods", "All Methods Instance Methods", "Overview"))


# --- 3b. a page collecting poems in a CMS's fields ------------------------------------------------------------------

POEMS = {
    "en": ("Seasons: poems by Jane Miller", [
        ("Autumn", ["The leaves fall into the brook,", "the water carries a golden day,",
                    "an old lamp glows in the window,", "waiting for who comes back."]),
        ("Winter", ["Snow has buried the road to the wood,", "silence lies upon the fields,",
                    "a crow sits on the fence alone", "and counts the tracks it sees."])]),
    "cs": ("Roční doby: básně Jany Malé", [
        ("Podzim", ["Listí padá do potoka,", "voda nese zlatý den,", "v okně svítí lampa stará,",
                    "čeká, kdo se vrátí sem."]),
        ("Zima", ["Sníh zasypal cestu k lesu,", "ticho leží na polích,", "jen vrána na plotě sedí",
                  "a počítá stopy v nich."])]),
}


@pytest.mark.parametrize("lang, engine", [("en", "drupal"), ("cs", "drupal"), ("en", "wordpress"), ("cs", "wordpress")])
def test_a_page_collecting_poems_keeps_them(lang, engine):
    """The poems are the page's subject fields (Drupal's Paragraphs, one field per poem's title and verses) or its
    blocks (WordPress's verse blocks): kept whole beside a sidebar of other collections, which goes."""
    title, poems = POEMS[lang]
    if engine == "drupal":
        items = "".join(f'<div class="paragraph paragraph--type--poem"><div class="field field--name-field-poem-title '
                        f'field--type-string">{t}</div><div class="field field--name-field-poem-text field--type-text-'
                        f'long">{"".join(f"<p>{v}</p>" for v in verses)}</div></div>' for t, verses in poems)
        content = f'<div class="field field--name-field-poems field__items">{items}</div>'
    else:
        content = "".join(f'<div class="wp-block-group"><h3 class="wp-block-heading">{t}</h3>'
                          f'<p class="wp-block-verse">{"<br>".join(verses)}</p></div>' for t, verses in poems)
    body = ('<header><nav><ul class="menu"><li><a href="/">Home</a></li><li><a href="/poets">Poets</a></li></ul></nav>'
            f'</header><div class="layout"><main><article class="node"><h1>{title}</h1><div class="node__content">'
            f'{content}</div></article></main><aside class="sidebar"><h2>Other collections</h2><ul><li><a href="/c/1">'
            'Night songs</a></li><li><a href="/c/2">The river</a></li></ul></aside></div>'
            '<footer><p>© 2026 The Poetry Site</p></footer>')
    texts = [b.text for b in extract_page(page(body, f"{title} | The Poetry Site"),
                                          "https://poetry.example.org/collection/seasons", OPTIONS).blocks]
    joined = "\n".join(texts)
    for name, verses in poems:
        assert name in texts and all(v in joined for v in verses), texts
    assert "Other collections" not in texts and "Night songs" not in texts


# --- 3c. a paywall's label alone, in more languages -----------------------------------------------------------------

@pytest.mark.parametrize("lang, label", [
    ("it", "Solo per abbonati"), ("it", "Riservato agli abbonati"), ("pl", "Tylko dla subskrybentów"),
    ("en", "For subscribers"), ("en", "🔒 Subscribers only"), ("hu", "Csak előfizetőknek"),
    ("de", "🔒 Nur für Abonnenten"), ("fr", "Réservé aux abonnés"), ("es", "Solo para suscriptores")])
def test_a_paywall_label_alone_goes(lang, label):
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", "", TEXTS[lang],
                 between=f"<p><strong>{label}</strong></p>")
    texts = _texts(html, _url(lang, "label"))
    assert not any(label in t for t in texts), texts
    assert all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, label, page_texts", [
    ("nl", "Alleen voor abonnees", (
        "De gemeenteraad heeft dinsdag ingestemd met de nieuwe begroting na een debat van meer dan vijf uur.",
        "De wethouder zei dat het plan nieuwe busroutes en de renovatie van scholen in het noorden mogelijk maakt.",
        "De oppositie bekritiseerde de uitgaven aan adviseurs en kondigde aan het plan opnieuw aan te vechten.")),
    ("pt", "Exclusivo para assinantes", DESK_TEXTS["pt"]),
    ("sv", "Endast för prenumeranter", (
        "Kommunfullmäktige godkände på tisdagen den nya budgeten efter en debatt som varade i mer än fem timmar.",
        "Kommunalrådet sade att planen ska finansiera nya busslinjer och renoveringar av skolor i norra delen av staden.",
        "Oppositionen kritiserade kostnaderna för konsulter och lovade att ta upp frågan igen vid nästa möte.")),
])
def test_a_paywall_label_alone_goes_in_languages_without_story_texts(lang, label, page_texts):
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", "", page_texts,
                 between=f"<p><strong>{label}</strong></p>")
    texts = _texts(html, f"https://www.example.com/news/2026/11/26/label-{lang}-123456")
    assert label not in texts and all(t in texts for t in page_texts), texts


def test_guard_a_sentence_on_who_may_read_stays():
    line = "From next month the archive will be for subscribers only, the publisher said on Tuesday."
    html = _news("en", "A headline for the council's story", "Anna Example", "2026-11-26", "", TEXTS["en"],
                 between=f"<p>{line}</p>")
    assert line in _texts(html, _url("en", "label-sentence"))


# --- 4. an election's results among the article's sentences ---------------------------------------------------------

@pytest.mark.parametrize("lang, lines", [
    ("cs", ["Petr Pavel 58,3 +12,1 %", "Andrej Babiš 41,7 −12,1 %"]),
    ("de", ["CDU 31,2 +2,1 %", "SPD 18,4 −3,3 %", "Grüne 14,1 +0,8 %"]),
    ("en", ["Labour 34.1 +1.7%", "Reform UK 14.3 +12.3%"]),
    ("fr", ["Emmanuel Macron 58,5 +2,4 %", "Marine Le Pen 41,5 −2,4 %"]),
])
def test_results_listed_among_the_articles_sentences_stay(lang, lines):
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", "", TEXTS[lang],
                 between="".join(f"<p>{line}</p>" for line in lines))
    texts = _texts(html, _url(lang, "results"))
    assert all(line in texts for line in lines) and all(t in texts for t in TEXTS[lang]), texts


@pytest.mark.parametrize("lang, widget, quotes", [
    ("de", '<aside class="instrument-box"><p>Siemens 182,40 € +1,2 %</p><p>BASF 44,15 € -0,4 %</p></aside>',
     ["Siemens 182,40 € +1,2 %", "BASF 44,15 € -0,4 %"]),
    ("en", '<div class="markets"><p>FTSE 100 8,123.45 +0.3%</p><p>Dow Jones 42,310.10 -0.1%</p></div>',
     ["FTSE 100 8,123.45 +0.3%", "Dow Jones 42,310.10 -0.1%"]),
])
def test_guard_a_market_widgets_quotes_in_their_box_go(lang, widget, quotes):
    html = _news(lang, "A headline for the council's story", "Anna Example", "2026-11-26", "", TEXTS[lang],
                 between=widget)
    texts = _texts(html, _url(lang, "quotes"))
    assert not any(q in texts for q in quotes) and all(t in texts for t in TEXTS[lang]), texts

