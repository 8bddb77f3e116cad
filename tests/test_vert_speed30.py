"""Speed rewrites of session 30 that must not change what they answer.

``notices.KeyWords`` asks a block for a notice's key words in fewer ``in`` tests than the list has (no word
with a letter outside ASCII of an ASCII block, no word holding another of the list, the words sharing a part
only when the part is there): its answer must be that of asking every word, on blocks holding each word,
none, only a shared part, or words of other scripts.  The gift notice's sender-first form ("Jane Doe sent you
this article") is a pattern of its own, asked only when "you this" is in the block: a page's notice so worded
still goes, and a sentence of the text saying so after more words than a sender's name stays."""

from __future__ import annotations

import itertools
import random

from vert_support import article_head

from corpustools.vert import notices
from corpustools.vert.choose import extract_page

_TABLES = {"support": notices._SUPPORT_WORDS, "rights": notices._RIGHTS_WORDS, "gift": notices._GIFT_WORDS,
           "post footer": notices._POST_FOOTER_WORDS, "press contact": notices._PRESS_CONTACT_WORDS,
           "wire notice": notices._WIRE_NOTICE_WORDS, "plea": notices._PLEA_WORDS}  # (plea: a KeyWords since session 31)
# the rest of a block around the words: English, Czech, Hungarian, Russian prose, a part a group shares alone
_PROSE = ["the council approved the budget", "zastupitelstvo schválilo rozpočet", "a tanács elfogadta", "совет принял",
          "support", "you", "pra", "journalis", "vám", "gef", "", "«", "—", "2026"]


def _blocks(words: tuple[str, ...]) -> list[str]:
    """Lowered blocks holding each word, two of them, a word cut short, and none."""
    blocks = [" ".join(pair) for pair in itertools.product(_PROSE, repeat=2)]
    for word in words:
        blocks += [word, f"{_PROSE[0]} {word}", f"{word}{_PROSE[1]}", word[:-1], word[1:], f"{_PROSE[3]} {word[:-2]}"]
    rng = random.Random(30)
    pieces = list(words) + _PROSE
    blocks += [" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 5))) for _ in range(3000)]
    return blocks


def test_key_words_answer_as_asking_every_word():
    for name, table in _TABLES.items():
        for block in _blocks(table.words):
            assert table.found(block) == any(word in block for word in table.words), (name, block)


URL = "https://www.example-news.com/politics/2026/11/30/council-approves-budget"
HEADLINE = "Council approves the city's budget for next year"
PARAGRAPHS = (
    "The city council approved next year's budget on Tuesday evening after a long debate. Schools in the north of "
    "the city will receive considerably more money than before.",
    "The mayor said the extra money would pay for new teachers, textbooks and the repair of three old buildings. The "
    "results are to be reviewed in June.",
    "Parents who had waited in the hall for hours welcomed the decision, though some recalled that the repairs had "
    "been announced twice before and postponed each time.",
)


def _kept(inserted: str) -> list[str]:
    html = (article_head(HEADLINE, "en") + f"<body><main><article><h1>{HEADLINE}</h1>{inserted}<p>{PARAGRAPHS[0]}</p>"
            f"<p>{PARAGRAPHS[1]}</p><p>{PARAGRAPHS[2]}</p></article></main></body></html>")
    return [b.text for b in extract_page(html, URL, {"languages": ()}).blocks]


def test_a_gift_notice_naming_its_sender_first_goes():
    """The gift link's line above the text, the subscriber's name first, in a paragraph of its own (in an element
    whose class says "banner" it would go as furniture whatever the notices' rules say)."""
    for notice in ("Jane Doe sent you this article.", "Your friend Jane Doe gifted you this article. Read it free.",
                   "A subscriber sent you this story"):
        kept = _kept(f"<p>{notice}</p>")
        assert notice not in kept and all(p in kept for p in PARAGRAPHS), notice


def test_a_sentence_saying_someone_sent_you_this_article_stays():
    sentence = ("After weeks of requests for the minutes of the closed session, the council's press office finally "
                "sent you this article's sources, a spokeswoman said.")
    kept = _kept(f"<p>{sentence}</p>")
    assert sentence in kept and all(p in kept for p in PARAGRAPHS)
