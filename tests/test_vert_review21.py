"""Session 21's rules on adversarial and real text (the review of the pass, vert/metadata.py, vert/boiler.py):
patterns that read a page's untrusted values must fail in linear time on a long value that is none (a
``<meta name="author">`` of 40,000 letters took 9 s in ``_not_named``'s login patterns), and the whole-block
rules of the pass must not take a real sentence or heading of an article for furniture.  Each page is small,
written after the markup real sites use, and goes through ``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.metadata import _handle
from corpustools.vert.read import HtmlRecord

CRAWLED = "2026-11-29T18:00:00Z"
URL = "https://www.example.com/news/2025/12/17/council-approves-budget/"
TEXT = ("<p>The city council on Monday approved the budget for next year after a long debate. The mayor said that "
        "the money for schools and roads would rise and that the deficit would fall. The opposition criticised the "
        "decision and called for a public hearing on all of the changes.</p>")


def processed(html: str, url: str = URL):
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    return doc


def article(body: str, head: str = "") -> str:
    return (f'<html lang="en"><head><title>Council approves budget</title>'
            f'<meta property="og:type" content="article">{head}</head><body><main><article>'
            f"<h1>Council approves budget</h1>{body}</article></main><footer>Imprint</footer></body></html>")


def words(doc) -> str:
    """The forms of the document's tokens, space-separated."""
    return " ".join(line.split("\t")[0] for line in doc.body.splitlines() if line and not line.startswith("<"))


# --- linear time on long values that are none ---------------------------------------------------------------

def test_a_huge_author_value_that_is_no_login_is_read_at_once():
    # 40,000 letters of small and capital letters and a "!": the old login patterns tried every split (9 s)
    for value in ("aA" * 20000 + "!", "a" * 40000 + "!"):
        doc = processed(article(TEXT * 3, f'<meta name="author" content="{value}">'))
        assert "city council" in words(doc)


def test_a_login_shown_as_a_name_is_still_a_login():
    assert _handle("KatieS") and _handle("PaulWBryant") and _handle("jDoe99")
    assert not _handle("Katie Smith") and not _handle("katie") and not _handle("2KatieS") and not _handle("Katie_S")
