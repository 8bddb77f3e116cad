"""``FirstChar`` spreads an alternative that opens with an optional group, ``(?:a|b)?c``, into the group's
alternatives followed by the rest and the rest alone (``ac``, ``bc``, ``c``), so that ``c`` is tried only at
the characters it may begin with: the tables answer as the whole patterns do, on lines that match through the
optional group, without it, and on lines that do not match at all."""

from __future__ import annotations

import re

import pytest

from corpustools.vert import boiler, firstchar, shoplines


def test_an_optional_opening_group_is_spread_into_its_alternatives_and_the_rest() -> None:
    assert firstchar.spread(r"(?:a|b)?c|d", optional=True) == ["ac", "bc", "c", "d"]
    assert firstchar.spread(r"(?:x (?:y|z) )?(?:p|q)r", optional=True) == ["x (?:y|z) (?:p|q)r", "pr", "qr"]
    assert firstchar.spread(r"(?:a)?", optional=True) == ["a", ""]  # the empty rest: may match the empty text
    # a lazy or possessive optional group stays whole, and without ``optional`` nothing changes
    assert firstchar.spread(r"(?:a|b)??c", optional=True) == [r"(?:a|b)??c"]
    assert firstchar.spread(r"(?:a|b)?c") == [r"(?:a|b)?c"]


@pytest.mark.parametrize(("prefix", "alternatives", "suffix"), [
    ("", r"(?:uložte si|ulož)? ?(?:share|sdílet)(?: this)? (?:article|post)|(?:celý |zbytek )?(?:článek|text) zdarma", r"\.?"),
    (r"(?:[«<]\s*)?", r"(?:(?:the )?(?:story|text) )?continues below|(?:a|b)?(?:c|d)?e|(?:x)?", r"\s*[:>]?"),
])
def test_optional_groups_answer_as_the_whole(prefix: str, alternatives: str, suffix: str) -> None:
    pattern = firstchar.FirstChar(prefix, alternatives, suffix)
    whole = re.compile(f"{prefix}(?:{alternatives}){suffix}")
    texts = ["", "x", "e", "ae", "ace", "bde", "de", "ce", "abe", "uložte si share this article", "ulož sdílet post.",
             " share article", "share article", "sdílet this post", "celý článek zdarma", "článek zdarma", "text zdarma.",
             "zbytek text zdarma", "celý zbytek text zdarma", "continues below", "the story continues below:",
             "story continues below", "« text continues below", "the continues below", "shared article", "< x", "xx"]
    for text in texts:
        assert (pattern.fullmatch(text) is not None) == (whole.fullmatch(text) is not None), text


LINES = [  # the tables' own lines through an optional group and without it, and sentences that open alike
    "share this article", "uložte si či sdílejte článek", "sdílejte článek", "condividi questo articolo",
    "story continues below", "the article continues below advertisement", "continue reading below",
    "celý článek si můžete přečíst v deníku n", "článek si přečtete na webu", "continues below the fold, she said, as usual.",
    "click here to get the app", "get the app", "download our new shiny app", "comments and pings are closed.",
    "both comments and trackbacks are currently closed", "celkem hlasovalo 1 234 čtenářů", "hlasovalo 12 lidí",
    "tento článek je dostupný jen pro předplatitele", "článek je exkluzivní", "chci předplatné", "koupit si přístup",
    "condividi questo articolo con i tuoi amici: il governo ha annunciato un nuovo programma.",
]


def test_the_interface_and_shop_tables_answer_as_their_whole_patterns() -> None:
    interface = boiler._INTERFACE_BY_FIRST
    assert sum(interface.whole.fullmatch(line) is not None for line in LINES) >= 10
    for table in (interface, boiler._RELATED_BY_FIRST, shoplines._SHOP):
        for line in LINES + ["", "x", "9 items", "2x", "«", "€ 12,90", "in den warenkorb", "related articles"]:
            assert (table.fullmatch(line) is not None) == (table.whole.fullmatch(line) is not None), line


CREDITS = ["foto: čtk", "(foto: ap)", "[photo: reuters]", "© dpa", "(c) 2026 getty images", "copyright 2026", "zdroj: idnes",
           "image copyright getty images", "photo by jane doe", "bildquelle: picture alliance", "titelbild", "beitragsbild",
           "video: youtube", "illustration: marie dupont", "photographs are on display until march.", "source code",
           "credited to the team", "imagery of the storm", "", "x", "(", "3 photos"]


def test_match_answers_as_the_whole_pattern_at_the_start() -> None:
    """``FirstChar.match`` (boiler's credit line, a prefix of the block) as ``whole.match``."""
    credit = boiler._CREDIT
    assert sum(credit.whole.match(line) is not None for line in CREDITS) >= 10
    for line in CREDITS + [line + " and more text after it" for line in CREDITS]:
        assert (credit.match(line) is not None) == (credit.whole.match(line) is not None), line
    pattern = firstchar.FirstChar("", r"(?:big|small)?cat|dog\b|\d+ mice", "")
    for text in ["cat", "bigcat food", "smallcats", "dog", "dogs", "dog food", "12 mice", "mice", "", "b", "catalogue"]:
        assert (pattern.match(text) is not None) == (pattern.whole.match(text) is not None), text


RELATIVE = ["před 7 hodinami •", "aktualizováno před 3 minutami", "aktualizováno: před 3 minutami", "updated 3 hours ago",
            "posted 5 days ago |", "vor 2 stunden", "aktualisiert vor 10 minuten", "il y a 3 jours", "5 minut temu",
            "updated", "3 hours", "před lety jsme tu byli", "updated 3 hours ago, the minister said", "", "p"]


def test_relative_times_with_and_without_their_label_answer_as_before() -> None:
    """``_RELATIVE_TIME`` written as the label and the time, or the time alone: what ``(?:label)?time`` matched."""
    before = re.compile(f"(?:{boiler._RELATIVE_LABEL})?(?:{boiler._RELATIVE_WHEN})" + r"(?:\s*[•·|–-])?")
    relative = boiler._RELATIVE_TIME
    assert sum(before.fullmatch(line) is not None for line in RELATIVE) >= 8
    for line in RELATIVE:
        assert (relative.fullmatch(line) is not None) == (before.fullmatch(line) is not None), line
        assert (relative.whole.fullmatch(line) is not None) == (before.fullmatch(line) is not None), line


def test_a_teaser_line_glued_before_a_link_is_found_where_the_unfactored_words_found_it() -> None:
    """``_RELATED_BEFORE_LINK`` with its words factored starts its match where the words as written did."""
    written = re.compile(r"(?:^|(?<=[.!?…\"“”»)])\s)[»›>•\s]*" + boiler._RELATED_WORDS + r"\s*[:|»›>–—-]?\s*$")
    texts = ["stavba se zpozdila. čtěte také: ", "le chantier a pris du retard. » à lire aussi : ", "lesen sie auch: ",
             "related: ", "the council met. read more: ", "see also ", "die sitzung endet. weiterlesen: ", "čtěte také",
             "the council met on monday and the mayor spoke. ", "also read the report", ""]
    found = 0
    for text in texts:
        for start in range(len(text) + 1):
            before, now = written.search(text, start), boiler._RELATED_BEFORE_LINK.search(text, start)
            assert (before and before.start()) == (now and now.start()), (text, start)
            found += before is not None
    assert found >= 20
