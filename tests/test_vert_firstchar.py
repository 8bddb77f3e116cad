"""A pattern of many alternatives tried by first character (``firstchar.FirstChar``) answers as the whole
pattern does: on boiler's table of interface words in many languages (lines that are interface words go,
sentences that open with them stay) and on patterns whose alternatives begin with a class, a digit, a
word character, a case-insensitive group, a lookahead, an optional part or nothing at all."""

from __future__ import annotations

import re

import pytest

from corpustools.vert import boiler, firstchar

LINES = [
    "", "advertisement", "Advertisement".lower(), "« zurück", "← back to gallery", "‹ previous", "image 2 of 5",
    "3 comments", "12 likes", "٣ comments", "² likes", "1.234 zhlédnutí", "  12 views", "share this article on facebook",
    "teilen: facebook twitter e-mail", "loading...", "wird geladen…", "分享到", "シェアする", "ニュースでフォローする",
    "공유하기", "поделиться", "read more »", "weiter", "next:", "asked jul 7, 2012 at 3:07", "viewed 1,234 times",
    "23.8k14 gold badges88 silver badges124 bronze badges", "click to expand...", "zavřít",
    "share this article with your friends, because the government announced a new programme today.",
    "next week the council meets again to discuss the budget.", "loading docks were closed", "x", "_", "»",
    "advertisement: the story continues below", "werbung", "publicité", "3 commenti", "kontextové odkazy",
]


def test_interface_words_answer_as_the_whole_pattern() -> None:
    whole, by_first = boiler._INTERFACE, boiler._INTERFACE_BY_FIRST
    assert sum(whole.fullmatch(line) is not None for line in LINES) >= 20  # the table does match those lines
    for line in LINES:
        assert (by_first.fullmatch(line) is not None) == (whole.fullmatch(line) is not None), line
        assert (by_first.fullmatch(line) is not None) == (whole.fullmatch(line) is not None), line  # from the table


@pytest.mark.parametrize(("prefix", "alternatives", "suffix"), [
    ("", r"abc|abd|(?:x|y)z|[0-9]+ items|\d+ likes|\w+ing|(?i:Hello)|(?=q)qu+|(?:maybe )?later|\s+gap|", r"\.?"),
    (r"(?:[«<]\s*)?", r"next|prev(?:ious)?|[^a-z]+!|.{0,5}end|(?:a|b)(?:c|d)e|é\d", r"\s*[:>]?"),
    ("", r"(?:one|two)?three|(?:four|five)+six|seven", ""),
])
def test_any_pattern_answers_as_the_whole(prefix: str, alternatives: str, suffix: str) -> None:
    pattern = firstchar.FirstChar(prefix, alternatives, suffix)
    whole = re.compile(f"{prefix}(?:{alternatives}){suffix}")
    texts = ["", "abc", "abd.", "xz", "yz", "zz", "12 items", "٣ likes", "3 likes", "running", "ñing", "HELLO", "hello",
             "quu", "qu", "later", "maybe later", " gap", "\tgap.", "next", "« next:", "<prev >", "previous", "?!", "a!",
             "xyzend", "end", "ace", "bde", "ade", "é٣", "é3", "three", "onethree", "fourfivesixsix", "foursix", "six",
             "seven", "sevens", "_ing", "²", "z"]
    for text in texts:
        assert (pattern.fullmatch(text) is not None) == (whole.fullmatch(text) is not None), text


def test_alternatives_are_split_outside_groups_and_classes() -> None:
    assert firstchar.split_alternatives(r"a|(?:b|c)|[|x]|\||d") == ["a", "(?:b|c)", "[|x]", r"\|", "d"]
    assert firstchar.spread(r"(?:a|b)c|[]|]d|e") == ["ac", "bc", "[]|]d", "e"]


RELATED = ["", "related articles", "související články", "nejčtenější za poslední týden", "lesen sie auch:",
           "das könnte sie auch interessieren", "à lire aussi", "a lire aussi", "leggi anche", "most read on facebook",
           "関連記事", "相关文章", "related", "related work in this field was published by the university last year",
           "read more", "more stories »", "trending now", "recommended", "recommended: a new phone", "you may also like"]


def test_teaser_headings_answer_as_the_whole_pattern() -> None:
    whole, by_first = boiler._RELATED, boiler._RELATED_BY_FIRST
    assert sum(whole.fullmatch(line) is not None for line in RELATED) >= 12
    for line in RELATED:
        assert (by_first.fullmatch(line) is not None) == (whole.fullmatch(line) is not None), line


def test_factored_alternatives_match_what_the_list_matches() -> None:
    """Parts with a common first character are written once under it (``co(?:mments?|okies?)``); a part that
    opens with an escape, a class, a group or a quantified character stays whole; the same strings match."""
    parts = ["comments?", "cookies?", "ad", "ads?", "adsbygoogle", "a", "[x]y", r"\d+ likes", "(?<!price-)tags?",
             "b*c", "share", "sharing", "(?:leser)?kommentare", ""]
    joined = firstchar.factored(parts)
    assert joined.startswith("co(?:mments?|okies?)|a(?:d")
    whole, factored = re.compile(f"(?:{'|'.join(parts)})"), re.compile(f"(?:{joined})")
    for text in ["comments", "comment", "cookie", "ad", "ads", "adsbygoogle", "a", "xy", "3 likes", "tags", "price-tags",
                 "bbc", "c", "share", "sharing", "sharin", "kommentare", "leserkommentare", "", "x", "adsby"]:
        assert (whole.fullmatch(text) is None) == (factored.fullmatch(text) is None), text
        assert (whole.search(f"-{text}-") is None) == (factored.search(f"-{text}-") is None), text


def test_a_case_insensitive_pattern_is_found_in_lowered_ascii_names_as_before() -> None:
    pattern = re.compile(r"comment|\brespond|(?<!no)sidebar|related|(?<![a-z])events?(?![a-z])|more-?stor", re.I)
    found = firstchar.lowered_search(pattern)
    for names in ["post-Comments", "RESPOND", "xrespond", "noSidebar", "left-SIDEBAR", "Related-Posts", "Events",
                  "prevents", "MoreStories", "Ж comment", "ſidebar", "Kelvin", "", "main content"]:
        assert found(names) == (pattern.search(names) is not None), names
