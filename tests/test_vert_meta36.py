"""``<doc>`` author and date on pages written after the markup real sites use (session 36, xmeta36), as a new user gets
them from ``vert``'s own worker step (``document.process``).  One test per failure class, with the other side where the
rule could misfire:

* a writer's bio box under the article that names the writer only in its sentence ("This post was written by Danielle
  Padula, Head of Marketing", "Dieser Beitrag wurde von Max Huber verfasst", "Cet article a été rédigé par …",
  "Článek napsala …"), no heading of the name: the name is the author; a bio whose sentence names no one ("written by
  hand"), or a stated author, is left alone.
"""

from __future__ import annotations

import pytest

from tests.test_metadata33 import article, doc


def _bio_box(sentence: str) -> str:
    """A bio box after the article as blog themes write it: the writer's picture, then one sentence, no heading."""
    return (f'<div id="post-author-wrapper" class="row"><div class="author-avatar medium-3 columns"><img '
            f'src="/img/avatar.png" alt=""></div><div class="author-bio medium-9 columns">{sentence}</div></div>')


@pytest.mark.parametrize("lang, sentence, name", [
    ("en", "This post was written by Danielle Padula, Head of Marketing and Community Development", "Danielle Padula"),
    ("en", "This article is written by Tom Baker. Tom covers city hall for the paper.", "Tom Baker"),
    ("de", "Dieser Beitrag wurde von Max Huber verfasst. Er schreibt über Kommunalpolitik.", "Max Huber"),
    ("fr", "Cet article a été rédigé par Claire Martin, journaliste au service Société.", "Claire Martin"),
    ("cs", "Článek napsala Jana Nováková, redaktorka domácí rubriky.", "Jana Nováková"),
    # no name in the sentence: nobody is the author
    ("en", "This guide was written by our editorial team with help from readers.", ""),
    ("en", "Every letter in this story was written by hand, as the author prefers.", ""),
])
def test_a_bio_box_sentence_names_the_writer(lang: str, sentence: str, name: str) -> None:
    assert doc(lang, article(lang, bottom=_bio_box(sentence)))["author"] == name


def test_a_stated_author_outranks_the_bio_sentence() -> None:
    head = '<meta name="author" content="Laura Chen">'
    html = article("en", head=head, bottom=_bio_box("This post was written by Danielle Padula, Head of Marketing"))
    assert doc("en", html)["author"] == "Laura Chen"
