"""The writer in ``<doc author>`` on more of the web's articles (vert/metadata.py, vert/byline.py,
vert/document.py): a byline written as a line of its own ("Von Max Mustermann", "Par Jean Dupont", "Di
Mario Rossi", "Autor: Jan Novák") just under the headline or at the article's end, in no element the page
marks as its author's; the writer's bare name in a byline element ("Jan Novák" in ``<p class="autor">``)
not left in the text; a publisher's company ("Economia, a.s.") stated as the author is no writer.  Guards:
a heading that opens like a byline, a teaser's byline, a stated author, a listing.  Each page is small
and written after the markup real sites use, and goes through ``vert``'s own worker step
(``document.process``)."""

from __future__ import annotations

import json

import pytest

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.metadata import page_metadata
from corpustools.vert.read import HtmlRecord

CRAWLED = "2026-11-29T18:00:00Z"
TEXT = {
    "de": "<p>Die Bundesregierung hat am Montag den Entwurf für den Haushalt des kommenden Jahres beschlossen. Der "
          "Finanzminister sagte, die Gehälter im öffentlichen Dienst sollen steigen und das Defizit solle sinken. "
          "Die Opposition kritisierte die Entscheidung und kündigte eine Debatte im Bundestag an.</p>",
    "fr": "<p>Le gouvernement a approuvé lundi le projet de budget pour l'année prochaine. Le ministre des finances a "
          "déclaré que les salaires du secteur public augmenteraient et que le déficit diminuerait. L'opposition a "
          "critiqué la décision et a demandé un débat au parlement.</p>",
    "it": "<p>Il governo ha approvato lunedì il progetto di bilancio per il prossimo anno. Il ministro delle finanze ha "
          "detto che gli stipendi del settore pubblico aumenteranno e che il deficit diminuirà. L'opposizione ha "
          "criticato la decisione e ha chiesto un dibattito in parlamento.</p>",
    "cs": "<p>Vláda v pondělí schválila návrh rozpočtu na příští rok. Ministr financí řekl, že platy ve veřejném "
          "sektoru porostou a schodek se sníží. Opozice rozhodnutí kritizovala a vyzvala k debatě v parlamentu o "
          "všech změnách, které vláda navrhuje.</p>",
    "en": "<p>The government on Monday approved the draft budget for next year. The finance minister said that public "
          "sector salaries would rise and that the deficit would fall. The opposition criticised the decision and "
          "called for a debate in parliament on all of the changes.</p>",
}
URL = "https://www.example.de/politik/haushalt-beschlossen-100.html"
OG_ARTICLE = '<meta property="og:type" content="article">'


def article(lang: str, before: str = "", after: str = "", head: str = OG_ARTICLE, aside: str = "") -> str:
    return (f'<html lang="{lang}"><head><title>Haushalt beschlossen</title>{head}</head><body><header>'
            f'<a href="/">Start</a></header><main><article><h1>Haushalt beschlossen</h1>{before}{TEXT[lang] * 4}'
            f"{after}</article>{aside}</main><footer>Impressum</footer></body></html>")


def written(html: str, url: str = URL) -> tuple[str, str]:
    """(``<doc author>``, the document's words) as ``vert``'s worker writes them."""
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    words = " ".join(line.split("\t")[0] for line in doc.body.splitlines() if line and not line.startswith("<"))
    return doc.attrs["author"], words


# --- a byline written as a line of its own ------------------------------------------------------------------

@pytest.mark.parametrize("lang, line, name", [
    ("de", "<p>Von Max Mustermann</p>", "Max Mustermann"),
    ("de", "<div>Von Markus Balser, Berlin</div>", "Markus Balser"),
    ("fr", "<p>Par Jean Dupont</p>", "Jean Dupont"),
    ("it", "<p>Di Mario Rossi</p>", "Mario Rossi"),
    ("cs", "<p>Autor: Jan Novák</p>", "Jan Novák"),
    ("cs", "<p><strong>Autor:</strong> Jana Dvořáková | 3. 3. 2024</p>", "Jana Dvořáková"),
])
def test_a_byline_line_under_the_headline_is_the_author_and_not_the_text(lang, line, name):
    author, words = written(article(lang, before=line))
    assert author == name
    assert name.split()[-1] not in words


def test_a_byline_line_with_its_date_gives_the_author():
    # (the line itself is the extractor's to judge: a dateline some sites count as the text's)
    assert written(article("en", before="<p>By John Smith, 3 March 2024</p>"))[0] == "John Smith"
    assert written(article("de", before="<p>Von Max Mustermann | 03.03.2024</p>"))[0] == "Max Mustermann"


@pytest.mark.parametrize("lang, line, name", [
    ("de", "<p>Von Max Mustermann</p>", "Max Mustermann"),
    ("cs", "<p>Autor: Jan Novák</p>", "Jan Novák"),
    ("fr", "<p>Par Jean Dupont et Marie Martin</p>", "Jean Dupont; Marie Martin"),
])
def test_a_byline_line_at_the_articles_end_is_the_author(lang, line, name):
    author, words = written(article(lang, after=line))
    assert author == name
    assert name.split(";")[0].split()[-1] not in words


def test_a_heading_that_opens_like_a_byline_is_no_author():
    # "Di Maio": one name; "Von Rechts wegen": no names
    for lang, line in (("it", "<h2>Di Maio</h2>"), ("de", "<h2>Von Rechts wegen</h2>")):
        author, words = written(article(lang, before=line))
        assert author == ""
        assert line[4:-5].split()[-1] in words


def test_a_teasers_byline_is_not_the_articles_author():
    teaser = ('<div class="related"><h3><a href="/wirtschaft/steuern-100.html">Steuern steigen</a></h3>'
              "<p>Von Erika Musterfrau</p></div>")
    author, _ = written(article("de", after=teaser))
    assert author == ""


def test_a_stated_author_outranks_a_byline_line():
    head = OG_ARTICLE + '<meta name="author" content="Petra Schmidt">'
    author, _ = written(article("de", before="<p>Von Max Mustermann</p>", head=head))
    assert author == "Petra Schmidt"


def test_a_byline_line_on_a_page_that_is_no_article_gives_no_author():
    # no metadata calls it an article, and its address is no article's: its names may be a thread's or a shop's
    html = article("de", before="<p>Von Max Mustermann</p>", head="")
    author, _ = written(html, "https://www.example.de/info")
    assert author == ""


# --- the writer's bare name in a byline element -----------------------------------------------------------

@pytest.mark.parametrize("lang, line, name", [
    ("cs", '<p class="autor">Jan Novák</p>', "Jan Novák"),
    ("cs", '<div class="article-author"><a href="/autori/jan-novak">Jan Novák</a></div>', "Jan Novák"),
    ("en", '<div class="byline">Elizabeth Gibney</div>', "Elizabeth Gibney"),
])
def test_the_writers_name_alone_in_a_byline_element_is_the_author_and_not_the_text(lang, line, name):
    author, words = written(article(lang, before=line))
    assert author == name
    assert name.split()[-1] not in words


def test_the_writers_name_in_the_text_stays():
    said = f"<p>Jan Novák řekl, že rozpočet je dobrý.</p>{TEXT['cs']}"
    author, words = written(article("cs", before='<p class="autor">Jan Novák</p>' + said))
    assert author == "Jan Novák"
    assert "Jan Novák řekl" in words


# --- a publisher's company is no writer -----------------------------------------------------------------

@pytest.mark.parametrize("stated", ["Economia, a.s.", "all: Economia, a.s.", "Beispiel Medien GmbH",
                                    "Ringier Axel Springer Slovakia, a. s."])
def test_a_company_stated_as_the_author_is_no_writer(stated):
    head = OG_ARTICLE + f'<meta name="author" content="{stated}">'
    assert written(article("cs", head=head))[0] == ""
    # the byline the page shows names the writer
    assert written(article("cs", before='<p class="autor">Jan Novák</p>', head=head))[0] == "Jan Novák"


def test_a_company_in_the_jsonld_is_no_writer_but_a_person_is():
    data = {"@type": "NewsArticle", "headline": "Haushalt beschlossen", "author": {"@type": "Person",
                                                                                  "name": "Economia, a.s."}}
    head = f'<script type="application/ld+json">{json.dumps(data)}</script>'
    assert written(article("cs", before="<p>Autor: Jan Novák</p>", head=head))[0] == "Jan Novák"
    data["author"] = {"@type": "Person", "name": "Petr Svoboda"}
    head = f'<script type="application/ld+json">{json.dumps(data)}</script>'
    assert written(article("cs", head=head))[0] == "Petr Svoboda"


# --- a date given only in the text ------------------------------------------------------------------------

def dated(lang: str, before: str, after: str = "", url: str = "https://www.example.com/blog/budget-approved") -> str:
    options = options_from_settings(load_settings(None, {}).data)
    html = article(lang, before, after, head="")
    doc = process(HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    return doc.attrs["date"]


@pytest.mark.parametrize("lang, line", [
    ("de", "<p>Veröffentlicht am 3. März 2024</p>"),
    ("fr", "<p>Publié le 3 mars 2024</p>"),
    ("it", "<p>Pubblicato il 3 marzo 2024</p>"),
    ("cs", "<p>Publikováno 3. března 2024</p>"),
    ("cs", "<p>Autor: Jan Novák | 3. 3. 2024</p>"),
])
def test_a_publication_day_written_in_a_line_of_the_text_is_the_date(lang, line):
    assert dated(lang, line) == "2024-03-03"


@pytest.mark.parametrize("after, day", [
    # the page's other dates can be read one way only: it writes the day first (a British blog saying lang="en")
    ('<div class="comments"><p>Reply by Ann on 25/04/2024</p></div>', "2024-04-03"),
    ("<p>Updated 25/04/2024</p>", "2024-04-03"),
    # they say the month first, or nothing: English's order
    ('<div class="comments"><p>Reply by Ann on 4/25/2024</p></div>', "2024-03-04"),
    ("", "2024-03-04"),
    # they disagree: the language's order
    ('<div class="comments"><p>Reply on 4/25/2024</p><p>Reply on 25/04/2024</p></div>', "2024-03-04"),
])
def test_a_slashed_date_is_read_in_the_order_the_pages_other_dates_show(after, day):
    assert dated("en", '<p class="date">Posted 3/4/2024</p>', after) == day


def test_a_day_first_language_keeps_its_order_whatever_the_page_shows_elsewhere():
    comments = '<div class="comments"><p>Antwort am 4/25/2024</p></div>'
    assert dated("de", '<p class="date">Veröffentlicht 3/4/2024</p>', comments, URL) == "2024-04-03"


# --- a site's name shortened in the title -----------------------------------------------------------------

@pytest.mark.parametrize("url, title, head", [
    ("https://www.francetvinfo.fr/politique/budget-adopte_123.html", "Le budget adopté par l'Assemblée - Franceinfo",
     "Le budget adopté par l'Assemblée"),
    ("https://www.huffingtonpost.fr/politique/article/budget_123.html", "Le budget adopté par l'Assemblée | Le HuffPost",
     "Le budget adopté par l'Assemblée"),
    ("https://www.ksta.de/politik/haushalt-beschlossen-123", "Der Haushalt ist beschlossen | Kölner Stadt-Anzeiger",
     "Der Haushalt ist beschlossen"),
    # guards: a part whose letters a long domain holds, but few of them; a headline's own colon
    ("https://www.bloomberg.com/news/articles/interview", "Interview | Berg", "Interview | Berg"),
    ("https://www.huffingtonpost.fr/politique/article/budget_123.html", "Budget : Hollande parle",
     "Budget : Hollande parle"),
])
def test_a_sites_name_shortened_in_the_title_is_cut_from_the_headline(url, title, head):
    html = (f"<html><head><title>{title}</title></head><body><main><article>{TEXT['fr'] * 4}</article></main>"
            "</body></html>")
    assert page_metadata(html, url, CRAWLED).headline == head
