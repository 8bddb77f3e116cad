"""``<doc>`` author and date on pages written after the markup real sites use (session 36, xmeta36), as a new user gets
them from ``vert``'s own worker step (``document.process``).  One test per failure class, with the other side where the
rule could misfire:

* a writer's bio box under the article that names the writer only in its sentence ("This post was written by Danielle
  Padula, Head of Marketing", "Dieser Beitrag wurde von Max Huber verfasst", "Cet article a été rédigé par …",
  "Článek napsala …"), no heading of the name: the name is the author; a bio whose sentence names no one ("written by
  hand"), or a stated author, is left alone;
* a single post whose ``<h1>`` is the site's logo and whose title is an ``<h2 class="entry-title">`` (Bootstrap blog
  templates, older WordPress themes), its meta list under the title giving the writer beside a ``<time>`` whose text
  names no day unambiguously ("02-12-2025"): the writer is the author; a name beside no date is not, nor the post's
  category beside the date (its folder icon, its link's ``rel="category tag"``), with an ``<h1>`` title too.
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


# --- the post's title an h2.entry-title, the <h1> the site's logo; the date a <time> of either order ------------------

def _logo_theme(lang: str, meta: str) -> str:
    """A single post in a Bootstrap blog template (BootstrapMade's and older WordPress themes): the site's name is the
    page's only ``<h1>``, the post's title an ``<h2 class="entry-title">`` with its meta list under it."""
    html = article(lang, top=f'<div class="entry-meta"><ul>{meta}</ul></div>')
    html = html.replace("<h1>", '<h2 class="entry-title">').replace("</h1>", "</h2>")
    return html.replace('<header class="site-header">', '<header class="site-header"><h1 class="logo"><a href="/">'
                        'Playful Notes</a></h1>')


def _item(icon: str, inner: str) -> str:
    return f'<li class="d-flex align-items-center"><i class="bi bi-{icon}"></i> {inner}</li>'


@pytest.mark.parametrize("lang, meta, name", [
    ("en", _item("person", "Bence Kovács") + _item("clock", '<time datetime="02-12-2025">02-12-2025</time>'),
     "Bence Kovács"),
    ("de", _item("person", "Anna Müller") + _item("clock", '<time datetime="2026-11-30">30.11.2026</time>'), "Anna Müller"),
    ("cs", _item("person", "Jan Novák") + _item("clock", "<time>05/11/2026</time>"), "Jan Novák"),
    # the category beside the date, by its icon or its link's rel; a name beside no date; a date beside no name
    ("en", _item("folder", "Audio Plugins") + _item("clock", "<time>02-12-2025</time>"), ""),
    ("en", _item("folder", "Audio Plugins") + _item("clock", '<time datetime="2025-12-02">December 2, 2025</time>'), ""),
    ("de", '<li><a href="/kategorie/lokales/" rel="category tag">Neue Projekte</a></li>'
     + _item("clock", "<time>30.11.2026</time>"), ""),
    ("en", _item("person", "Bence Kovács") + _item("chat", "12 Comments"), ""),
    ("en", _item("clock", "<time>02-12-2025</time>") + _item("chat", "12 Comments"), ""),
])
def test_a_byline_under_an_h2_title_beside_a_time(lang: str, meta: str, name: str) -> None:
    assert doc(lang, _logo_theme(lang, meta))["author"] == name
    if not name:  # the same meta list under an <h1> title
        assert doc(lang, article(lang, top=f'<div class="entry-meta"><ul>{meta}</ul></div>'))["author"] == ""
