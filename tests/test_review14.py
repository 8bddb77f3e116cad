"""Review of session 14's branches (merged): one test per problem found in the combined result."""

from __future__ import annotations

import subprocess
import sys

import pytest
from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

EN_TEXT2 = ("A balanced plan spreads the day's calories over several small meals, so that energy stays level "
            "from the morning workout to the evening. Each meal below lists its portions, and the shopping list "
            "at the end of the article covers the whole week for one person.")


@pytest.mark.parametrize("sentence", [
    "Bei dem Anschlag auf das Museum wurden nach Angaben der Behörden mindestens 19 Menschen getötet. (dpa/AFP)",
    "Gunmen in military uniforms stormed the national museum, killing at least 19 people. (AFP/Reuters)",
    "The minister said the new rules would apply from April, according to a statement. (via Reuters)",
])
def test_a_wire_story_naming_two_agencies_or_its_source_is_kept(sentence):
    """A wire story's paragraph ending in its sources, "(dpa/AFP)", "(AFP/Reuters)", "(via Reuters)", is
    text: only a photographer's name before the agency ("(Evan Vucci/AP)") or something sent "via" one
    ("(NASA via AP)") makes a caption."""
    body = f"<article><h1>Attack</h1><p>{EN_TEXT}</p><p>{sentence}</p><p>{EN_TEXT2}</p></article>"
    texts = [b.text for b in extract_page(page(body), "https://www.example.com/world/museum-attack-2015-03-18",
                                          {"languages": ()}).blocks]
    assert sentence in texts


@pytest.mark.parametrize("line", ["।" * 60000, "॥" * 30000 + "।" * 30000, "क" + "।" * 60000 + "\""])
def test_a_long_run_of_indic_full_stops_is_searched_in_linear_time(line):
    """The sentence-end pattern of scripts with their own full stops tried the whole run of stops from
    each of its characters (quadratic: 6.5 s for 100 kB of "।" cut into pieces of 2,000, hours for one
    search of 60,000); searched from a run's first stop only, the same ends are found at once."""
    code = ("import sys; from corpustools.vert import tokenize; "
            "print(len(tokenize._sentence_cuts(sys.stdin.read())))")
    done = subprocess.run([sys.executable, "-c", code], input=line, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == "0"


@pytest.mark.parametrize("text, sentences", [
    ("商品の改造が商標法違反に！？", ["商品の改造が商標法違反に！？"]),
    ("本当に？！", ["本当に？！"]),
    ("等等。。。", ["等等。。。"]),
    ("「本当ですか！？」と彼は言った。次の日、彼は来た。", ["「本当ですか！？」と彼は言った。", "次の日、彼は来た。"]),
    ("真的吗？！我不信。", ["真的吗？！", "我不信。"]),
])
def test_a_run_of_cjk_full_stops_ends_one_sentence_and_is_not_cut(text, sentences):
    """"！？" ending a headline, "。。。", "！？」と…": the run of full stops stays in its sentence; the
    pattern gave back its last stop to find a character after it ("…に！" / "？")."""
    from corpustools.vert import tokenize

    assert ["".join(f for f, _, _ in s) for s in tokenize.sentences(text, "ja")] == sentences
