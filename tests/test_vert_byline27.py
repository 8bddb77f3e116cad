"""A writer's position alone in a block (``byline.position_line``) is judged by its shape first and then by
the verbs of its first line, as the pattern with the verbs in a lookahead judged it: positions go, lines with
a verb stay (in any case), and a verb on a later line does not count."""

from __future__ import annotations

import re

from corpustools.vert import byline

# the pattern as it was: the verbs in a lookahead over the first line, before the shape
_BEFORE = re.compile(r"(?!.*" + byline._POSITION_VERB.pattern + ")(?:" + byline._POSITION.pattern + ")", re.I)

LINES = ["Redakteur in der Wirtschaft.", "Senior editor at Wired", "Korrespondentin für Wirtschaft in Berlin",
         "Korrespondent in Moskau ist seit 2020 in Berlin", "Editor at Wired\nis here", "Editor at Wired IS here",
         "Reporter at The Times said", "Redaktorka v Praze", "Autor der Studie ist Max", "Reporter for the BBC a",
         "Journalist in Kyiv describes the war", "Chief correspondent for Europe", "Rédactrice chez Le Monde",
         "Redattore presso il Corriere", "Staff writer at The Atlantic. She was born in Ohio.", "Editor", "editor at Wired"]


def test_a_position_line_is_judged_as_before() -> None:
    assert sum(byline.position_line(line) for line in LINES) >= 6
    for line in LINES:
        expected = len(line) <= byline.POSITION and line[0].isupper() and _BEFORE.fullmatch(line) is not None
        assert byline.position_line(line) == expected, line


def test_a_verb_makes_a_sentence_of_a_position() -> None:
    assert byline.position_line("Korrespondentin für Wirtschaft in Berlin")
    assert not byline.position_line("Korrespondentin für Wirtschaft in Berlin ist sie seit 2020")
    assert not byline.position_line("Reporter at The Times WAS here")
    assert byline.position_line("Reporter at The Times\nwas here")  # (a verb on a later line: as the lookahead's ".*")
