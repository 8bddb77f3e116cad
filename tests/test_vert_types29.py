"""Regression tests for the page types beside news that a news-web corpus still meets (session 29), on engines and
sites the earlier tests had none of (``vert_types29_pages``): blog posts (Ghost, Substack, WordPress's block theme,
Hugo, Jekyll), wiki articles (MediaWiki, Fandom, DokuWiki, Confluence), institutional pages and press releases (the
European Commission, a Czech town, a university, PR Newswire, APA-OTS), recipes, a job advert and a podcast's show
notes.  Each page goes through ``document.process``, the worker's step: its text stays whole, its furniture goes,
and its ``<doc>`` line says what the page states.  Beside each rule added, real text of the same shape stays."""

from __future__ import annotations

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import page, processed
from vert_types29_pages import PAGES

from corpustools.vert import boiler
from corpustools.vert.extract import Block, note_mark, parse

# a recipe's ingredients in a box of their own beside the box of its steps (Chefkoch's "ds-box" articles): the
# container of the steps is chosen, and the short cells of the sibling box's table are not taken with it yet
_OPEN = {"chefkoch": "the ingredients' table in a sibling box of the steps' box stays out"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(reason=_OPEN[n], strict=True)) if n in _OPEN
                                  else n for n in PAGES])
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
