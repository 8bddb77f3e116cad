"""``FirstChar`` tries a text whose first ``HEAD`` characters no alternative of its first character may begin with by
the pattern of the alternatives that have no such heads alone (session 34: the first character's whole pattern,
tried cold between a page's blocks, cost a worker ~16 µs a call).  The answers stay the whole pattern's: for lines
the tables are written for, in several languages, for sentences that open with the same letters or the same head, for
texts shorter than a head, and for alternatives whose heads cannot be told (a class, a repeat, a short word)."""

from __future__ import annotations

import re

import pytest
from vert_support import page, paragraphs, processed

from corpustools.vert import boiler, firstchar, shoplines


def _parsed_heads(pattern: str) -> frozenset[str] | None:
    return firstchar._heads(firstchar._parsed(pattern)[0])


def test_the_heads_of_an_alternative_are_what_its_matches_may_begin_with() -> None:
    assert _parsed_heads("share this") == {"shar"}
    assert _parsed_heads("(?:print|drucken) (?:this|page)") == {"prin", "druc"}
    assert _parsed_heads("e-?mail") == {"e-ma", "emai"}
    assert _parsed_heads("[ck]omentář") == {"come", "kome"}
    assert _parsed_heads("sh*are") == {"sare", "shar", "shha", "shhh"}  # a repeat, up to a head's length
    assert _parsed_heads(r"a\bbcde") == {"abcd"}  # a zero-width assertion passed over: a superset
    # no heads: a match may be shorter than a head, or begin with what cannot be enumerated
    for pattern in ("tis", "x(?:yz)?", r"\d+ likes", r"[^a]bcde", ".{0,30}share", "(?i:share)"):
        assert _parsed_heads(pattern) is None, pattern


@pytest.mark.parametrize(("prefix", "alternatives", "suffix"), [
    ("", r"share(?: this)? (?:article|post)|sdílet článek|drucken|tisk|\d+ (?:likes?|komentář[eů]?)|[ck]omentáře"
         r"|(?:celý |zbytek )?článek zdarma|e-?mail|přihlásit se", r"\s*[:»]?"),
    (r"(?:[«‹]\s*)?", r"zurück(?: zur übersicht)?|nach oben|teilen auf (?:facebook|x)|mehr (?:lesen|anzeigen)|[»›]+", r"\s*"),
])
def test_a_table_with_heads_answers_as_its_whole_pattern(prefix: str, alternatives: str, suffix: str) -> None:
    pattern = firstchar.FirstChar(prefix, alternatives, suffix)
    assert pattern.short  # the heads are used here
    whole = re.compile(f"{prefix}(?:{alternatives}){suffix}")
    texts = ["share article", "share this post:", "shared article", "shares rose", "sdílet článek »", "sdílet", "sdí",
             "drucken", "druckerei", "drucken und teilen", "tisk", "tisková zpráva", "tis", "12 likes", "1 like", "3 komentáře",
             "komentáře", "comentáře", "kometa", "celý článek zdarma", "článek zdarma", "článek", "zbytek článek zdarma",
             "email", "e-mail:", "e-shop", "přihlásit se", "přihláška", "zurück", "zurück zur übersicht", "zurückgetreten",
             "« zurück", "nach oben", "nachrichten", "teilen auf x", "teilen", "mehr lesen", "mehr", "mehrere", "»", "»»",
             "", "s", "sh", "sha", "shar", "x", "7", "«"]
    for text in texts + [text.upper() for text in texts]:
        assert (pattern.fullmatch(text) is not None) == (whole.fullmatch(text) is not None), text
        assert (pattern.match(text) is not None) == (whole.match(text) is not None), text


LINES = [  # the tables' lines in several languages, and sentences that open with the same heads
    "share this article", "sdílejte článek", "teilen", "drucken", "imprimer", "stampa", "print this page", "tisk",
    "loading...", "wird geladen…", "načítání…", "click to expand...", "zum vergrößern anklicken", "12 likes",
    "registered: 2024-01-27", "joined: sun dec 17, 2023 11:18 am", "beiträge: 1.234", "posts: 98", "get the app",
    "read more", "weiterlesen", "lire la suite", "číst dál", "související články", "related articles", "mehr zum thema",
    "share prices fell sharply on monday as investors weighed the central bank's decision.",
    "printing presses ran through the night to meet the demand for the special edition.",
    "loading the trucks took the volunteers most of the afternoon.",
    "teilen sich die beiden parteien die macht, wird es schwierig.", "tiskové středisko vydalo prohlášení.",
    "related party transactions were disclosed in the annual report.", "mehrere zeugen sagten aus.",
    "registered nurses staged a walkout on tuesday.", "posts on the forum were deleted by the moderators.",
    "in den warenkorb", "add to cart", "9 items", "€ 12,90", "", "x", "«", "2x",
]


def test_the_extractors_tables_answer_as_their_whole_patterns() -> None:
    tables = (boiler._INTERFACE_BY_FIRST, boiler._RELATED_BY_FIRST, boiler._CREDIT, boiler._RELATIVE_TIME, shoplines._SHOP)
    assert sum(boiler._INTERFACE_BY_FIRST.whole.fullmatch(line) is not None for line in LINES) >= 15
    for table in tables:
        assert table.short  # every table of the extractor has heads
        for line in LINES + [line[:n] for line in LINES for n in (1, 2, 3, 4, 5)]:
            assert (table.fullmatch(line) is not None) == (table.whole.fullmatch(line) is not None), (table, line)
            assert (table.match(line) is not None) == (table.whole.match(line) is not None), (table, line)


def test_a_case_insensitive_group_has_no_heads() -> None:
    """Under ``re.I`` a pattern's letters are not the text's: such an alternative is tried with every text."""
    assert _parsed_heads("(?i:share) this") is None
    pattern = firstchar.FirstChar("", "(?i:share) this|drucken|sharp words", "")
    whole = re.compile("(?:(?i:share) this|drucken|sharp words)")
    for text in ("SHARE this", "Share this", "share this", "sharp words", "sharp", "drucken", "Drucken", "shore"):
        assert (pattern.fullmatch(text) is not None) == (whole.fullmatch(text) is not None), text


def test_interface_lines_still_go_and_sentences_that_open_alike_stay() -> None:
    """Through the extractor: a news page's share, print and loading lines go; its sentences that open with the same
    letters ("Share prices …", "Printing presses …", "Teilen sich …") are the article's."""
    text = ["Share prices fell sharply on Monday as investors weighed the central bank's decision on interest rates.",
            "Printing presses ran through the night to meet the demand for the special edition of the paper.",
            "Loading the trucks took the volunteers most of the afternoon, the organisers said on Tuesday evening.",
            "Teilen sich die beiden Parteien die Macht, wird es im Herbst schwierig, sagte die Politologin."]
    html = page("<article><h1>Markets tumble after the rate decision</h1>" + paragraphs(text[:2])
                + "<p>Share this article</p><p>Print this page</p><p>Loading...</p>" + paragraphs(text[2:])
                + "<div>Read more</div></article>", title="Markets tumble")
    doc = processed(html, "https://news.example.com/markets/2026/11/30/rates")
    words = " ".join(line.split("\t")[0] for line in doc.body.splitlines() if not line.startswith("<"))
    for sentence in text:
        assert " ".join(sentence.split()[:4]) in words, sentence
    for furniture in ("Share this article", "Print this page", "Loading ...", "Read more"):
        assert furniture not in words, furniture
