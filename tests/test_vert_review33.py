"""The hostile review of session 32's rules (xreview33): news pages whose own lines look like what those rules remove,
in the markup news sites use (``test_vert_left30._news``: the site's header, ``<article>`` with the headline, the
byline and the body), through the real worker step.

* A crosshead set as a bold paragraph of its own after the lead, in German (which capitalizes its nouns: "Teure
  Energie", "Hohe Kosten") or in English title case ("Rising Costs"), went as a byline of names alone
  (``headline.drop_name_lines``, ``byline.names_alone``): a line whose word the text under it goes on to use heads a
  section (``headline._heads_section``); a writer's names over the text, first or after a deck, still go.
* An election's results or a price list set as paragraphs among an article's paragraphs ("Petr Pavel 58,3 +12,1 %",
  "Butter 2,49 € +18 %") went as a market widget's quote lines (``boiler._quote_line``): a line with a paragraph of
  prose in its element, over lines of that element only, is the text's (``boiler._among_prose``); a widget's quotes
  in a box of their own inside the body still go.
* A report's sentence on journalism followed by one on the support a measure got ("… a lifeline for journalism in
  rural counties. Support was bipartisan.") went as a box's plea ending "Support ThePrint." (``notices._SUPPORT``'s
  English pitch): the word after "Support" is no verb nor preposition of a report (``notices._SUPPORT_REPORTED``).
* A sentence of a report or a law's page saying whose the copyright is, then going on ("Copyright remains with the
  original authors, so the museum has to trace their heirs …") went as a site's notice (``boiler._COPYRIGHT_OWNER``):
  a clause of its own after the owners makes it prose (``notices.notice_goes_on``, the Creative Commons licence's test);
  the notice that ends there, or with its own clause (", unless otherwise noted"), still goes.
* An essay's epigraph, a quotation in a ``<blockquote>`` or a paragraph quoted whole over the text, lost its
  author's name under it ("Karel Čapek", "Oscar Wilde") as a byline of names alone (``headline.drop_name_lines``):
  a name in a quotation or under one is its author's (``headline.quotation``).
* A review's line of a film's or a play's cast or director, without a colon, opening or ending the text ("Mit Tilda
  Swinton, Bill Murray und Adrien Brody", "Hrají Ivan Trojan a Anna Geislerová", "Starring Tilda Swinton and Bill
  Murray") went as writers' names alone (``byline.names_alone``): the credits' first word opens no name
  (``byline._CREDITS_WORDS``).
* A news site's pointer to its own coverage whose links lead to its other subdomains ("Weitere Artikel zum Thema
  …:" over links to sport.example.de on www.example.de, "Další články …" over zpravy.example.cz's) stayed as a
  roundup of another site's articles (``boiler._coverage_pointer``, xfix32): a subdomain of the page's domain is the
  site's own (``boiler._other_domain``, ``linktarget.site_domain``); a blog platform's other writers
  ("bob.substack.com" on "alice.substack.com") are elsewhere still.
* A report's sentence that journalism in Catalan, Galician or Portuguese depends on its readers ("El periodisme local
  depèn cada vegada més dels subscriptors, …", "O jornalismo regional depende cada vez mais dos assinantes, …"), or
  one reporting a Welsh minister's words on it ("Dywedodd y gweinidog fod newyddiaduraeth leol yn dibynnu ar eich
  cefnogaeth …"), went as a support box's plea (``notices._SUPPORT``, xnews32): the box speaks to its reader ("teu",
  "vostre", "Fes-te'n", "Subscríbete"), and the Welsh, Irish and Galician reporting words are a report's
  (``notices._REPORTED``).  So is an English one that a newsroom is reader-supported and its readers donate: the box's
  call is a sentence of its own or "support us" (``notices._SUPPORT``'s reader-supported pitch).

Each class has its guard: the rule still removes what it was made for.
"""

from __future__ import annotations

import pytest
from test_vert_left30 import _news, _texts
from test_vert_review31b import _DOMAINS, _article, _whole
from vert_support import BYLINE_TOP, STORY_TEXTS


def _story(lang: str, paragraphs: list[str], slug: str, headline: str = "A headline for the council's story",
           top: str = BYLINE_TOP) -> list[str]:
    """The kept paragraphs of a news article in ``lang`` whose body is ``paragraphs`` (HTML each)."""
    html = _news(lang, headline, "Anna Example", "2026-11-26", top, ())
    html = html.replace('<div class="article-body"></div>',
                        '<div class="article-body">' + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div>", 1)
    return _texts(html, f"https://www.example.{_DOMAINS[lang]}/news/2026/11/26/{slug}-123456")


# --- 1. a crosshead after the lead is no line of writers' names ------------------------------------------------------
CROSSHEADS = {
    "de": ("Teure Energie",
           ["Die Stadtwerke erhöhen zum Jahreswechsel die Preise für Strom und Gas, wie der Aufsichtsrat am Dienstag "
            "beschlossen hat.",
            "Für einen Haushalt mit zwei Personen steigen die Kosten für Energie damit um rund 180 Euro im Jahr. Die "
            "Energiepreise an der Börse seien zwar gesunken, die Netzentgelte aber deutlich gestiegen.",
            "Die Verbraucherzentrale rät, die neuen Tarife genau zu vergleichen und notfalls den Anbieter zu wechseln."]),
    "de-costs": ("Hohe Kosten",
                 ["Der Kreistag hat die Gebühren für die Kindertagesstätten zum ersten Mal seit sechs Jahren erhöht.",
                  "Familien mit zwei Kindern zahlen ab August bis zu 90 Euro mehr im Monat. Die Kosten für das Personal "
                  "seien stark gestiegen, sagte der Landrat.",
                  "Elternvertreter kündigten an, gegen die Satzung zu klagen, und sammeln bereits Unterschriften."]),
    "en": ("Rising Costs",
           ["Auckland Council has voted to raise rates by 7.5 per cent next year, the third large rise in a row for the "
            "city's households.",
            "Councillors blamed rising costs for insurance, interest and construction, which have pushed the price of "
            "the city's flood protection works well above the budget.",
            "The mayor said the council would sell some of its shares in the airport to limit the rise in later years."]),
}


@pytest.mark.parametrize("key", sorted(CROSSHEADS))
def test_a_crosshead_after_the_lead_stays(key):
    lang = key[:2]
    crosshead, story = CROSSHEADS[key]
    paragraphs = [story[0], f"<strong>{crosshead}</strong>", *story[1:]]
    texts = _story(lang, paragraphs, "crosshead")
    assert crosshead in texts, texts
    assert all(t in texts for t in story), texts


@pytest.mark.parametrize("lang, names", [("de", "Markus Balser und Anna Weber"), ("en", "Jane Smith and John Doe"),
                                         ("cs", "Jan Novák a Petra Malá")])
def test_writers_names_after_a_deck_still_go(lang, names):
    """The guard: the writers' names after a deck, over a text that does not name them, go."""
    key = lang if lang != "cs" else "en"
    story = CROSSHEADS[key][1]
    texts = _story(lang, [story[0], f"<strong>{names}</strong>", *story[1:]], "names")
    assert names not in texts and all(t in texts for t in story), texts


def test_a_pictured_persons_name_after_the_lead_still_goes():
    """The guard: a picture's caption of the name of the person the text names whole is no crosshead."""
    story = ["Photos released online on Sunday show the actress Kate Henshaw at the premiere of her new film in Lagos.",
             "Kate Henshaw, who won the Africa Movie Academy Award for Best Actress in 2008, wore a dress in the colours "
             "of the national flag.",
             "The film opens in cinemas across the country next month and has already been sold to two streaming "
             "services."]
    texts = _story("en", [story[0], "Kate Henshaw", *story[1:]], "caption")
    assert "Kate Henshaw" not in texts and all(t in texts for t in story), texts


# --- 2. an election's results or a price list among the paragraphs is no market widget ------------------------------
FIGURE_LINES = {
    "cs": ("Ve druhém kole prezidentské volby zvítězil Petr Pavel, který získal o více než šestnáct procentních bodů "
           "víc než jeho soupeř. Výsledky podle Českého statistického úřadu:",
           ["Petr Pavel 58,3 +12,1 %", "Andrej Babiš 41,7 −12,1 %"],
           "Volební účast dosáhla rekordních sedmdesáti procent, nejvíce od vzniku přímé volby hlavy státu."),
    "de": ("Die Preise für Lebensmittel sind im vergangenen Jahr stärker gestiegen als die Inflation insgesamt, wie das "
           "Statistische Landesamt mitteilte. Einige Beispiele aus dem Warenkorb:",
           ["Butter 2,49 € +18 %", "Milch 1,19 € +9 %", "Eier 3,29 € +12 %"],
           "Günstiger wurden dagegen Gemüse und Obst, vor allem wegen der guten Ernte im Sommer und im Herbst."),
    "pl": ("Sondaż przeprowadzony w ostatnim tygodniu kampanii pokazuje wyraźną przewagę obecnego burmistrza nad "
           "rywalami. Wyniki w porównaniu z poprzednim badaniem:",
           ["Anna Kowalska 44,5 +3,5 %", "Piotr Nowak 31,2 −2,1 %"],
           "Co piąty ankietowany nie wie jeszcze, na kogo zagłosuje, a frekwencja może być niższa niż przed pięciu laty."),
}


@pytest.mark.parametrize("lang", sorted(FIGURE_LINES))
def test_an_articles_lines_of_figures_stay(lang):
    before, lines, after = FIGURE_LINES[lang]
    texts = _story(lang, [before, *lines, after], "figures")
    assert all(t in texts for t in [before, *lines, after]), texts


def test_a_widgets_quotes_in_their_box_still_go():
    """The guard: a market widget's box inside the body, its quotes as paragraphs, goes whole."""
    before, _, after = FIGURE_LINES["cs"]
    story = (before, STORY_TEXTS["cs"][0], after)
    html = _news("cs", "A headline for the council's story", "Anna Example", "2026-11-26", BYLINE_TOP, story,
                 between='<div class="stock-quotes"><p>ČEZ 1 012 Kč −0,4 %</p><p>Kofola ČS 312 Kč +1,1 %</p></div>')
    texts = _texts(html, "https://www.example.cz/news/2026/11/26/quotes-123456")
    assert all(t in texts for t in story) and not any("Kč" in t for t in texts), texts


# --- 3. a report's sentence on support after one on journalism is no plea -------------------------------------------
REPORTED_SUPPORT = [
    "The bill would give tax credits to newspapers that employ local reporters, a lifeline for journalism in rural "
    "counties. Support was bipartisan.",
    "The state's new fund is the first serious attempt in decades to rescue local journalism in the valley. Support "
    "is growing.",
]
PLEAS = [
    "Independent journalism costs money, and we depend on readers rather than billionaires to pay for it. Support "
    "the Herald.",
    "Good journalism takes time, and our reporters spent six months on this investigation. Support us today!",
]


@pytest.mark.parametrize("sentence", REPORTED_SUPPORT)
def test_a_reports_sentence_on_support_stays(sentence):
    story = STORY_TEXTS["en"]
    texts = _story("en", [story[0], story[1], sentence, story[2]], "support")
    assert sentence in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("plea", PLEAS)
def test_a_plea_for_journalism_still_goes(plea):
    """The guard: the plea naming journalism, then asking to support the site or us, goes."""
    story = STORY_TEXTS["en"]
    texts = _story("en", [*story, plea], "plea")
    assert plea not in texts and all(t in texts for t in story), texts


# --- 4. a sentence on whose the copyright is that goes on is prose ---------------------------------------------------
COPYRIGHT_SENTENCES = {
    "en": "Copyright remains with the original authors, so the museum has to trace their heirs before it can print the "
          "letters.",
    "de": "Copyright liegt bei den jeweiligen Autoren, weshalb das Archiv jeden einzelnen Erben um Erlaubnis fragen "
          "muss.",
}
COPYRIGHT_NOTICES = ["Copyright belongs to the original authors.",
                     "Copyright of all images remains with the photographers, unless otherwise noted."]


@pytest.mark.parametrize("lang", sorted(COPYRIGHT_SENTENCES))
def test_a_sentence_on_whose_the_copyright_is_stays(lang):
    story, sentence = STORY_TEXTS[lang], COPYRIGHT_SENTENCES[lang]
    texts = _story(lang, [story[0], story[1], sentence, story[2]], "copyright")
    assert sentence in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("notice", COPYRIGHT_NOTICES)
def test_a_notice_on_whose_the_copyright_is_still_goes(notice):
    """The guard: the site's notice under the text, ending after the owners or with a notice's clause, goes."""
    story = STORY_TEXTS["en"]
    texts = _story("en", [*story, notice], "notice")
    assert notice not in texts and all(t in texts for t in story), texts


# --- 5. an epigraph's author is no byline ------------------------------------------------------------------------------
EPIGRAPHS = {
    "cs": ("Kdo chce psát, musí nejdřív umět poslouchat, a kdo chce poslouchat, musí umět mlčet.", "Karel Čapek"),
    "en": ("The only way to get rid of a temptation is to yield to it.", "Oscar Wilde"),
    "de": ("Die Grenzen meiner Sprache bedeuten die Grenzen meiner Welt.", "Ludwig Wittgenstein"),
}


@pytest.mark.parametrize("quoted", ["blockquote", "cite", "marks"])
@pytest.mark.parametrize("lang", sorted(EPIGRAPHS))
def test_an_epigraphs_author_stays(lang, quoted):
    quote, author = EPIGRAPHS[lang]
    story = STORY_TEXTS[lang]
    epigraph = {"blockquote": f"</p><blockquote><p>{quote}</p></blockquote><p>{author}",
                "cite": f"</p><blockquote><p>{quote}</p><cite>{author}</cite></blockquote><p>{story[0]}",
                "marks": f"<em>„{quote}“</em></p><p>{author}"}[quoted]
    texts = _story(lang, [epigraph, *(story[1:] if quoted == "cite" else story)], "epigraph")
    assert author in texts and all(t in texts for t in story), texts


# --- 6. a review's credits line is no byline ------------------------------------------------------------------------
CREDITS = [("de", "Mit Tilda Swinton, Bill Murray und Adrien Brody", "end"),
           ("cs", "Hrají Ivan Trojan a Anna Geislerová", "end"),
           ("en", "Starring Tilda Swinton and Bill Murray", "first"),
           ("fr", "Avec Tilda Swinton et Bill Murray", "first"),
           ("de", "Regie Wes Anderson", "first")]


@pytest.mark.parametrize("lang, line, where", CREDITS)
def test_a_reviews_credits_line_stays(lang, line, where):
    story = list(STORY_TEXTS[lang])
    texts = _story(lang, [*story, line] if where == "end" else [line, *story], "review")
    assert line in texts and all(t in texts for t in story), texts


# --- 7. a pointer to the site's own coverage on its other subdomains goes ---------------------------------------------
@pytest.mark.parametrize("lang, line, hosts", [
    ("de", 'Weitere Artikel zum Thema finden Sie in unserem <a href="https://www.example.de/thema/parken">Dossier</a>:',
     ("sport.example.de", "regional.example.de")),
    ("cs", 'Další články k tématu najdete v našem <a href="https://www.example.cz/tema/parkovani">speciálu</a>:',
     ("zpravy.example.cz", "ekonomika.example.cz")),
])
def test_a_pointer_to_the_sites_subdomains_goes(lang, line, hosts):
    titles = ("Parking fees rise again in the centre", "Bus routes to be cut next year")
    links = "".join(f"<li><a href='https://{h}/news/2026/11/2{k}/story-12300{k}'>{t}</a></li>"
                    for k, (h, t) in enumerate(zip(hosts, titles)))
    texts = _article(lang, f"<p>{line}</p><ul>{links}</ul>", "pointer")
    assert not any(t in texts for t in titles) and _whole(texts, lang), texts


def test_a_roundup_of_other_writers_on_the_same_platform_stays():
    """The guard: a blog platform's subdomains are its writers' own sites (the page is on www.example.com here, the
    roundup's links on another platform's writers' subdomains)."""
    titles = ("The quiet death of the city bus", "Why budgets always run late")
    links = "".join(f"<li><a href='https://{w}.substack.com/p/story-{k}'>{t}</a></li>"
                    for k, (w, t) in enumerate(zip(("bob", "carol"), titles)))
    line = "Other stories I enjoyed this week, from <a href='https://dave.substack.com/'>Dave's newsletter</a>:"
    texts = _article("en", f"<p>{line}</p><ul>{links}</ul>", "roundup")
    assert all(t in texts for t in titles) and _whole(texts, "en"), texts


# --- 8. a report's sentence on journalism and its readers is no support box's plea ----------------------------------
JOURNALISM_FACTS = [
    "El periodisme local depèn cada vegada més dels subscriptors, i a les comarques ja només queden tres diaris en "
    "paper.",
    "O jornalismo regional depende cada vez mais dos assinantes, e em muitos distritos já não há nenhum jornal "
    "impresso.",
    "O xornalismo en galego precisa de máis lectores novos, conclúe o estudo da universidade publicado esta semana.",
    "Dywedodd y gweinidog fod newyddiaduraeth leol yn dibynnu ar eich cefnogaeth chi fel darllenwyr, ac y bydd y "
    "gronfa newydd yn helpu papurau bro.",
]
READER_FUNDED_FACTS = [
    "The paper is now reader-funded: about 4,000 people donate each month, and many more subscribe to the print "
    "edition.",
    "Like many nonprofit newsrooms, the Tribune is reader-supported, and most of its readers contribute less than $10 "
    "a month.",
]
READER_FUNDED_PLEAS = ["The Ledger is reader-funded. Please donate today to keep our reporting free for everyone.",
                       "We are independent and reader-supported, so support us with a subscription if you can."]
JOURNALISM_PLEAS = [
    "El periodisme independent necessita el teu suport. Fes-te'n subscriptor per només 6 euros al mes.",
    "O jornalismo independente precisa do teu apoio. Assina e ajuda-nos a continuar a informar.",
    "Mae newyddiaduraeth Gymraeg annibynnol yn dibynnu ar eich cefnogaeth chi. Cyfrannwch heddiw.",
]


@pytest.mark.parametrize("sentence", JOURNALISM_FACTS)
def test_a_reports_sentence_on_journalisms_readers_stays(sentence):
    story = STORY_TEXTS["es"]
    texts = _story("es", [story[0], story[1], sentence, story[2]], "periodismo")
    assert sentence in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("plea", JOURNALISM_PLEAS)
def test_a_support_boxs_plea_to_its_reader_still_goes(plea):
    """The guard: the plea addressing its reader, in other words than xnews32's pages, goes."""
    story = STORY_TEXTS["es"]
    texts = _story("es", [*story, plea], "plea")
    assert plea not in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("sentence", READER_FUNDED_FACTS)
def test_a_reports_sentence_on_a_reader_funded_newsroom_stays(sentence):
    story = STORY_TEXTS["en"]
    texts = _story("en", [story[0], story[1], sentence, story[2]], "nonprofit")
    assert sentence in texts and all(t in texts for t in story), texts


@pytest.mark.parametrize("plea", READER_FUNDED_PLEAS)
def test_a_reader_funded_newsrooms_call_still_goes(plea):
    """The guard: a reader-funded newsroom's call, a sentence of its own or "support us", goes."""
    story = STORY_TEXTS["en"]
    texts = _story("en", [*story, plea], "plea")
    assert plea not in texts and all(t in texts for t in story), texts
