"""Regression tests for the page types beside news that a news-web corpus still meets (session 29), on engines and
sites the earlier tests had none of (``vert_types29_pages``): blog posts (Ghost, Substack, WordPress's block theme,
Hugo, Jekyll, Squarespace, Wix, LiveJournal, Medium), wiki articles (MediaWiki, Fandom, DokuWiki, Confluence),
institutional pages and press releases (the European Commission, a Czech town, a university, the German government,
GOV.UK, PR Newswire, APA-OTS, ČTK Protext), recipes, a job advert, an event, a podcast's show notes, a Q&A page, and
a blog's collections.  Each page goes through ``document.process``, the worker's step: its text stays whole, its
furniture goes, its ``<doc>`` line says what the page states, a collection is dropped as a listing.  Beside each
rule added, real text of the same shape stays."""

from __future__ import annotations

import pytest
from test_vert_news28 import page_cases
from vert_support import page, processed
from vert_types29_pages import LISTINGS, PAGES

from corpustools.config import load_settings
from corpustools.vert import boiler
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.extract import Block, note_mark, parse
from corpustools.vert.headline import drop_date_lines
from corpustools.vert.read import HtmlRecord

_OPEN: dict[str, str] = {}  # what no rule keeps yet (none left)


@pytest.mark.parametrize("name", page_cases(PAGES, _OPEN))
def test_the_pages_text_stays_whole(name):
    assert PAGES[name].missing_text() == []


@pytest.mark.parametrize("name", list(PAGES))
def test_the_pages_furniture_goes(name):
    assert PAGES[name].furniture_left() == []


@pytest.mark.parametrize("name", [n for n in PAGES if PAGES[n].meta])
def test_the_doc_line_says_what_the_page_states(name):
    assert PAGES[name].stated() == PAGES[name].meta


# --- footnote marks ---------------------------------------------------------------------------------------------

def _texts(body: str) -> list[str]:
    return [b.text for b in parse(f"<html><body>{body}</body></html>", "https://blog.example.org/post/").blocks]


@pytest.mark.parametrize("href, mark", [
    ("#cite_note-1", "[1]"), ("#cite_note-Bauer-3", "[3]"), ("#cite_note-n1", "[n 1]"), ("#cite_ref-2", "↑"),
    ("#fn:1", "1"), ("#fnref:1", "↩︎"), ("#fn1", "1"), ("#footnote-1", "1"), ("#footnote-anchor-1", "1"),
    ("#_ftn1", "[1]"), ("#sdfootnote1sym", "1"), ("#easy-footnote-bottom-1", "1"), ("#note-2", "²"), ("#ref-a", "a"),
    ("#cite_note-4", "[Anm. 4]"),
])
def test_a_footnotes_mark_leaves_the_text(href, mark):
    assert note_mark(href, mark)
    assert _texts(f"<p>It was built in 1781.<sup><a href='{href}'>{mark}</a></sup> It still stands.</p>") == [
        "It was built in 1781. It still stands."]


@pytest.mark.parametrize("body, text", [
    ("<p>The rules are in <a href='#section-3'>section 3</a> below.</p>", "The rules are in section 3 below."),
    ("<p>See the <a href='#notes'>Notes</a> at the end.</p>", "See the Notes at the end."),
    ("<p>Read <a href='#note-2'>the second note</a> first.</p>", "Read the second note first."),
    ("<p>Table <a href='#t2'>2</a> has the figures.</p>", "Table 2 has the figures."),
    ("<p>Step <a href='/guide#fn'>1</a> of the guide.</p>", "Step 1 of the guide."),
])
def test_a_link_on_the_page_that_is_no_footnotes_mark_stays(body, text):
    assert _texts(body) == [text]


# --- a press release's contact block and its wire's source line -------------------------------------------------

@pytest.mark.parametrize("line", [
    "Media Contact: Lena Ortiz 412-555-0143 press@northwind.example.com",
    "Investor Contacts: Sam Reed, +1 (212) 555-0199",
    "Pressekontakt: Anna Berger, Tel. 089 123 456-78, presse@firma.example.de",
    "Rückfragen & Kontakt: Stadt Graz – Kommunikation, Thomas Leitner, Telefon: +43 316 872-0000",
    "Contact presse : Claire Martin, claire.martin@example.fr",
    "Ufficio stampa: Giulia Bassi, 02 1234 5678",
    "Kontakt pro média: Jana Dvořáková, tel. 602 123 456",
    "SOURCE Northwind Robotics", "SOURCE Acme Corp.",
])
def test_a_press_releases_contact_and_source_lines_go(line):
    assert boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Media contact with the minister was limited to two press conferences, a spokesman said.",
    "Pressekontakt: Die Agentur betreut seit Jahren die Kommunikation des Konzerns.",  # no number, no address
    "Source code for the robot's controller is published under an open licence.",
    "SOURCE OF THE NILE was the name of the expedition ship.",
])
def test_a_sentence_about_contacts_or_sources_stays(line):
    assert not boiler._noise(Block("p", line))


# --- an institution's stamp line naming its writer, and its day -------------------------------------------------

@pytest.mark.parametrize("line", [
    "Vytvořeno: 23. 11. 2026 | Aktualizováno: 24. 11. 2026 | Autor: Odbor dopravy | Počet zobrazení: 312",
    "Vloženo: 3. 1. 2025 | Autor: Jana Nováková",
    "Erstellt am 12.03.2025 | Verfasser: Stadtverwaltung | Drucken",
])
def test_a_stamp_line_with_its_writer_goes(line):
    assert boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Autor: Jan Novák | Téma: Doprava",  # no stamp among the parts
    "Vytvořeno: 23. 11. 2026 | Autor: Jan Novák, který tento text napsal podle podkladů odboru dopravy a městské policie",
])
def test_a_line_of_labels_without_a_stamp_stays(line):
    assert not boiler._noise(Block("p", line))


def _notice(stamp: str) -> str:
    body = ("<div id='obsah'><h1>Uzavírka ulice Husova</h1><div class='editor'><p>Od pondělí 7. prosince bude z důvodu "
            "opravy kanalizace úplně uzavřena ulice Husova v úseku mezi náměstím a poštou.</p><p>Objízdná trasa "
            f"povede ulicemi Palackého a Nádražní.</p></div><div class='popis'><p>{stamp}</p></div></div>")
    return page(body, "Uzavírka ulice Husova | Město Bystřice")


def test_the_day_of_a_long_stamp_line_is_the_pages_date():
    doc = processed(_notice("Vytvořeno: 23. 11. 2026 | Aktualizováno: 24. 11. 2026 | Autor: Odbor dopravy | Počet "
                            "zobrazení: 312"), "https://www.bystrice.example.cz/aktuality/uzavirka")
    assert doc.attrs["date"] == "2026-11-23"


def test_a_long_line_of_a_teasers_parts_gives_no_day():
    doc = processed(_notice("Doprava | 23. 11. 2026 | Uzavírka ulice Husova a objízdná trasa přes Palackého a "
                            "Nádražní"), "https://www.bystrice.example.cz/aktuality/uzavirka")
    assert doc.attrs["date"] == ""


# --- a recipe portal's rating --------------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["4,7 (312 Bewertungen)", "4.8 (1,204 ratings)", "4,5 (87 hodnocení)",
                                  "4.2/5 (96 reviews)"])
def test_a_rating_with_its_count_in_brackets_goes(line):
    assert boiler._noise(Block("div", line))


@pytest.mark.parametrize("line", ["2 (von 3 Bewertungen)", "Schritt 4 (312 Gramm Mehl)"])
def test_a_number_with_other_words_in_brackets_stays(line):
    assert not boiler._noise(Block("div", line))


# --- collections ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(LISTINGS))
def test_a_blogs_collection_page_is_dropped_as_a_listing(name):
    html, url = LISTINGS[name]
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert doc.skipped == "listing"


def _card(i: int, link: str) -> str:
    return (f"<article class='post-entry'><h2>Post number {i} of the series</h2><p>A summary of the post, which says "
            f"what it is about in a sentence.</p>{link}</article>")


def test_the_text_of_cards_linked_through_an_empty_anchor_is_link_text():
    blocks = parse("<html><body>" + "".join(_card(i, f"<a class='entry-link' aria-label='post link' href='/p/{i}/'></a>")
                                            for i in range(3)) + "</body></html>", "https://blog.example.org/posts/").blocks
    assert len(blocks) == 6 and all(b.link_chars == len(b.text) for b in blocks)


@pytest.mark.parametrize("body", [
    # two cards only, and an icon's link (its picture dropped) beside a paragraph
    "".join(_card(i, f"<a aria-label='post link' href='/p/{i}/'></a>") for i in range(2)),
    "<p><a href='https://social.example.com/me' aria-label='Follow me'></a>I write about the sea and the boats on "
    "it, mostly in winter.</p>",
    # a link without a name of its own (no label, no title)
    "".join(_card(i, f"<a href='/p/{i}/'></a>") for i in range(3)),
    # a shop's carousel of items (a title and a price each) and code examples with an empty "Run" link
    "".join(f"<div class='s-item'><h3>Clutch kit for a Daily van, part {i}</h3><div class='price'>$279.05</div><a "
            f"aria-label='Clutch kit {i}' href='/itm/{i}'></a></div>" for i in range(3)),
    "".join(f"<div class='example-wrap'><pre>let x: Option&lt;u32&gt; = Some({i}); assert!(x.is_some());</pre><a "
            f"class='test-arrow' title='Run code' href='https://play.example.org/?code={i}'></a></div>" for i in range(3)),
])
def test_text_beside_an_empty_link_that_lays_over_no_grid_of_cards_stays_plain(body):
    blocks = parse(f"<html><body>{body}</body></html>", "https://blog.example.org/posts/").blocks
    assert blocks and all(b.link_chars == 0 for b in blocks)


# --- the writer's name and the day in one line, a post's header on a Q&A page ---------------------------------

def _blocks(*texts: str) -> list[Block]:
    return [Block("p", t) for t in texts]


@pytest.mark.parametrize("line", ["olga_v8 ноября 2026, 19:40", "Ruth Okafor · November 15, 2026",
                                  "November 15, 2026 | Ruth Okafor"])
def test_the_writers_name_with_the_day_over_the_text_goes(line):
    name = "olga_v" if line.startswith("olga") else "Ruth Okafor"
    kept, dropped = drop_date_lines(_blocks(line, "The text of the post, long enough to be one."),
                                    "2026-11-08" if name == "olga_v" else "2026-11-15", author=name)
    assert dropped == 1 and kept[0].text.startswith("The text")


@pytest.mark.parametrize("line, author", [
    ("Ruth Okafor opened the studio on November 15, 2026", "Ruth Okafor"),  # a sentence
    ("Ruth Okafor · November 14, 2026", "Ruth Okafor"),  # another day
    ("Anna Berg · November 15, 2026", "Ruth Okafor"),  # another name
])
def test_a_line_with_the_name_and_more_or_another_day_stays(line, author):
    _, dropped = drop_date_lines(_blocks(line, "The text of the post, long enough to be one."), "2026-11-15",
                                 author=author)
    assert dropped == 0


@pytest.mark.parametrize("line", ["Odpovědi (2)", "Antworten (3)", "Answers (12)", "Réponses (4)", "Reakce (5)"])
def test_a_count_of_answers_is_an_interface_line(line):
    assert boiler.is_label(line)


@pytest.mark.parametrize("line", ["stavař_Petr 21. 11. 2026 9:12", "jana_novakova 20. 11. 2026 20:05"])
def test_a_members_name_with_a_stamp_is_a_meta_line(line):
    assert boiler.meta_line(line)


@pytest.mark.parametrize("line", ["Schůze 1. 12. 2026 v 18:00", "Brno 21. 11. 2026 9:12"])
def test_a_word_with_a_stamp_is_no_meta_line(line):
    assert not boiler.meta_line(line)


# --- a press wire's line that the sender answers for the release ------------------------------------------------

@pytest.mark.parametrize("line", [
    "Za obsah odpovídá zadavatel. Zpráva byla zveřejněna prostřednictvím ČTK Protext.",
    "Za obsah zodpovedá zadávateľ.",
    "OTS-ORIGINALTEXT PRESSEAUSSENDUNG UNTER AUSSCHLIESSLICHER INHALTLICHER VERANTWORTUNG DES AUSSENDERS | GRA0001",
    "Originalinhalt von Stadtwerke Kiel, übermittelt durch news aktuell",
    "Für den Inhalt der Pressemitteilung ist der Herausgeber verantwortlich.",
    "The issuer is solely responsible for the content of this announcement.",
])
def test_a_wires_line_under_a_release_goes(line):
    assert boiler._noise(Block("p", line))


@pytest.mark.parametrize("line", [
    "Za obsah odpovídá zadavatel, tvrdí ministerstvo, ale úřad to vidí jinak.",
    "Für den Inhalt der Werbung ist der Herausgeber verantwortlich, urteilte das Gericht am Dienstag in Karlsruhe.",
])
def test_a_sentence_on_who_answers_for_a_content_stays(line):
    assert not boiler._noise(Block("p", line))
