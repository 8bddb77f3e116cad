"""Session 21's rules on adversarial and real text (the review of the pass, vert/metadata.py, vert/boiler.py):
patterns that read a page's untrusted values must fail in linear time on a long value that is none (a
``<meta name="author">`` of 40,000 letters took 9 s in ``_not_named``'s login patterns), and the whole-block
rules of the pass must not take a real sentence or heading of an article for furniture.  Each page is small,
written after the markup real sites use, and goes through ``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

import vert_support

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings
from corpustools.vert.metadata import _handle

CRAWLED = "2026-11-29T18:00:00Z"
URL = "https://www.example.com/news/2025/12/17/council-approves-budget/"
TEXT = ("<p>The city council on Monday approved the budget for next year after a long debate. The mayor said that "
        "the money for schools and roads would rise and that the deficit would fall. The opposition criticised the "
        "decision and called for a public hearing on all of the changes.</p>")


def processed(html: str, url: str = URL):  # noqa: ANN201
    return vert_support.processed(html, url, CRAWLED)


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


# --- a section of the article under a heading that names a newsletter ---------------------------------------

def _kept(html: str) -> str:
    return words(processed(html))


SECTION_DE = ("<section><h2>Der Newsletter als Geschäftsmodell</h2><p>Immer mehr Journalisten verdienen ihr Geld mit "
              "eigenen Newslettern, die Leser direkt abonnieren.</p><p>Die Stadtbibliothek verschickt ihren Newsletter "
              "seit März an zweitausend Leser.</p></section>")
SECTION_EN = ("<div class='text-block'><h2>Why the newsletter is booming</h2><p>More and more reporters earn a living "
              "from newsletters that readers pay for directly.</p><p>The library has sent its newsletter to two "
              "thousand readers since March.</p><p>" + "Its editor said that the readers wanted more news from the "
              "city and fewer pictures, and that the next issue would come out in the spring. " * 3 + "</p></div>")


def test_a_section_of_the_article_under_a_newsletter_heading_stays():
    for section, lang, heading, line in (
            (SECTION_DE, "de", "Geschäftsmodell", "zweitausend Leser"),
            (SECTION_EN, "en", "newsletter is booming", "two thousand readers")):
        html = article(TEXT + section + TEXT).replace('lang="en"', f'lang="{lang}"')
        kept = _kept(html)
        assert heading in kept and line in kept, kept


def test_a_newsletter_box_in_an_element_of_its_own_still_goes():
    box = ("<div class='nl-box'><h3>Der Morgen-Newsletter</h3><p>Jeden Morgen die wichtigsten Nachrichten aus der "
           "Region – kostenlos per E-Mail.</p><button>Anmelden</button></div>")
    kept = _kept(article(TEXT + box + TEXT))
    assert "Morgen-Newsletter" not in kept and "kostenlos" not in kept and "city council" in kept


# --- a heading in title case that opens with a credit's word -------------------------------------------------

def test_a_title_case_heading_opening_with_a_credits_word_stays():
    # "Words", "Authors" and "Review By" open headings in English title case; a credit has its colon or "by"
    for heading in ("Words Can Hurt", "Authors Guild Sues the Publisher", "Review By The Numbers"):
        kept = _kept(article(TEXT + f"<h2>{heading}</h2>" + TEXT))
        assert heading in kept, (heading, kept)


def test_a_credit_with_its_colon_or_by_still_goes():
    for credit in ("Words: John Smith", "Words by John Smith", "Authors: Jane Doe, John Roe", "Analysis by Jane Doe"):
        kept = _kept(article(TEXT + f"<p>{credit}</p>" + TEXT * 2))
        assert credit.split()[-1] not in kept and "city council" in kept, (credit, kept)


# --- the plain pass on a page cut short among unclosed tags ------------------------------------------------

def test_the_plain_pass_reads_a_page_of_unclosed_tags_at_once():
    from corpustools.vert.choose import plain_page

    options = options_from_settings(load_settings(None, {}).data)
    # 100 kB of openers never closed after the text (a page cut short inside a bundle): each pattern of the pass
    # read on to the end of the page from every one of them (5 to 21 s each, minutes for a megabyte)
    for opener in ("<?", "<!--", "<script", "<p", "<a"):
        html = f"<html><head><title>Council approves budget</title></head><body>{TEXT * 3}" + opener * (100_000 // len(opener))
        page = plain_page(html, URL, options)
        assert any("city council" in b.text for b in page.blocks), opener


def test_a_tags_pattern_up_to_the_last_close_replaces_what_it_did():
    import re

    from corpustools.vert.hidden import closed_sub

    tag = re.compile(r"<[^>]*>")
    for markup in ("a<b>c", "a<b c", "<p>x</p> 3 < 4", "<a<a<a>x<", "x > y < z", "", "<", ">", "<p" * 50_000):
        assert closed_sub(tag, " ", markup) == tag.sub(" ", markup)


# --- a shop's badge and a sentence of the same opening ----------------------------------------------------------

def test_a_sentence_opening_as_a_payment_badge_stays():
    from corpustools.vert.shoplines import shop_line

    assert shop_line("sichere zahlung mit paypal") and shop_line("sichere zahlung mit paypal, visa und mastercard")
    line = "Sichere Zahlung mit Karte ist Pflicht."
    assert not shop_line(line.lower())
    html = article(TEXT + f"<p>{line}</p>" + TEXT).replace('lang="en"', 'lang="de"')
    assert "Karte ist Pflicht" in _kept(html)
