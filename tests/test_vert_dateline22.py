"""An article's date alone in a line at the top of its text (session 22): ``<doc date>`` carries it, so the line is
the document's metadata, as the writer's name alone is (``headline.drop_author_lines``).  Each page is small,
written after the markup real sites use, and goes through ``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

import pytest
import vert_support

from corpustools.vert.headline import date_alone

CRAWLED = "2026-11-29T18:00:00Z"
URL = "https://www.example.com/news/2019/11/19/council-approves-budget/"
TEXT = ("<p>The city council on Monday approved the budget for next year after a long debate. The mayor said that "
        "the money for schools and roads would rise and that the deficit would fall. The opposition criticised the "
        "decision and called for a public hearing on all of the changes.</p>")
TEXT_DE = ("<p>Der Gemeinderat hat am Dienstagabend nach langer Debatte den Haushalt für das kommende Jahr "
           "beschlossen. Der Bürgermeister sagte, dass die Mittel für Schulen und Straßen steigen und das Defizit "
           "sinken werde. Die Opposition kritisierte die Entscheidung und forderte eine öffentliche Anhörung.</p>")


def article(body: str, date: str = "2019-11-19T08:41:00Z", lang: str = "en") -> str:
    return (f'<html lang="{lang}"><head><title>Council approves budget</title>'
            f'<meta property="og:type" content="article">'
            f'<meta property="article:published_time" content="{date}"></head><body><main><article>'
            f"<h1>Council approves budget</h1>{body}</article></main><footer>Imprint</footer></body></html>")


def words(html: str) -> str:
    """The forms of the document's tokens, space-separated."""
    doc = vert_support.processed(html, URL, CRAWLED)
    return " ".join(line.split("\t")[0] for line in doc.body.splitlines() if line and not line.startswith("<"))


# --- the class: the article's date alone under its headline -------------------------------------------------

@pytest.mark.parametrize("line, text, lang", [
    # a news network's timestamp over the text, a news agency's, a magazine's dateline of its own
    ("<div class='mb1 mono'><time class='relative' datetime='2019-11-19T08:41:00Z'>Nov. 19, 2019, 8:41 AM UTC</time>"
     "</div>", TEXT, "en"),
    ("<div class='story-timestamp'>Nov. 19, 2019 3:41 AM EST</div>", TEXT, "en"),
    ("<div class='date'>November 19, 2019</div>", TEXT, "en"),
    ("<p>Dienstag, 19. November 2019, 08:41 Uhr</p>", TEXT_DE, "de"),
    ("<div class='datum'>mardi 19 novembre 2019</div>", TEXT, "fr"),
])
def test_the_articles_date_alone_at_the_top_of_its_text_is_metadata(line, text, lang):
    kept = words(article(f"{line}{text * 3}", lang=lang))
    assert "2019" not in kept and ("city council" in kept or "Gemeinderat" in kept)


# --- guards: dates that are text ----------------------------------------------------------------------------

def test_another_day_alone_at_the_top_stays():
    """A timeline's first entry, a diary's day: not the article's date."""
    kept = words(article(f"<p>7 May 1856</p>{TEXT * 3}"))
    assert "1856" in kept


def test_a_sentence_with_the_articles_date_stays():
    kept = words(article(f"<p>The vote of November 19, 2019 passed.</p>{TEXT * 3}"))
    assert "November 19 , 2019" in kept or "November 19, 2019" in kept


def test_the_articles_date_as_a_heading_stays():
    """A live blog's or a diary's entry headed by its day is a heading of the text."""
    kept = words(article(f"<h2>November 19, 2019</h2>{TEXT * 3}"))
    assert "2019" in kept


def test_the_articles_date_further_down_stays():
    """Past the first blocks, a date alone is the text's (an entry, a table's value), not the page's."""
    kept = words(article(f"{TEXT}{TEXT}{TEXT}<p>November 19, 2019</p>{TEXT}"))
    assert "2019" in kept


def test_a_date_line_reads_only_a_date_with_its_weekday_time_and_zone():
    assert date_alone("Nov. 20, 2019 5:52 AM EST").isoformat() == "2019-11-20"
    assert date_alone("15.11.2019").isoformat() == "2019-11-15"
    assert date_alone("January 10, 2020 9:00AM (UTC)").isoformat() == "2020-01-10"
    assert date_alone("The budget of November 15, 2019") is None
    assert date_alone("Budget 2019") is None
    assert date_alone("November 15, 2019 – November 20, 2019") is None  # a span: an event's, not a stamp
