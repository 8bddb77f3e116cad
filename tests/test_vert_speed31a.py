"""Speed rewrites of session 31 (xspeed31a) in the extractor's HTML side that must not change what they answer.

The pages' lexbor trees share one CSS selector engine per thread (``vert.tree``): queries of two pages asked in
turn, from the root and from inner elements, give the nodes selectolax's own parser gives, in the same order,
and threads do not share an engine.  A block (``extract.Block``, now slotted) is made, copied and changed as before,
and nothing can be hung on it by mistake.  ``choose._holds_state`` answers as the regular expression it replaced.
"""

from __future__ import annotations

import dataclasses
import re
import threading

from selectolax.lexbor import LexborHTMLParser
from vert_support import processed, tokens_of

from corpustools.vert import choose, metadata, pagedate, tree
from corpustools.vert.extract import Block

# a news article with bylines, dates and microdata, and a forum page: selector lists that overlap on one element
_ARTICLE = """<!DOCTYPE html><html lang="en-GB"><head><title>Council approves the new tram line | Example Post</title>
<meta property="og:type" content="article"><meta property="og:locale" content="en_GB">
<meta itemprop="author" content="Mary Jones"></head><body><header class="site-header"><nav><a href="/">Home</a></nav>
</header><main><article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Council
approves the new tram line</h1><p class="byline author-line">By <a rel="author" href="/author/mary-jones/"
class="author-name">Mary Jones</a> <time class="date published" itemprop="datePublished"
datetime="2026-11-19T08:00:00Z">19 November 2026</time></p><p>The city council voted on Tuesday to build the tram
line to the northern suburbs, ending a debate of ten years.</p><aside class="related"><h2>Related</h2><ul><li><a
href="/news/buses/">Bus fares rise</a> <span class="post-date">18 November 2026</span></li></ul></aside></article>
</main><footer class="site-footer"><p>© 2026 Example Post</p></footer></body></html>"""
_FORUM = """<html lang="de"><head><title>Thema: Welche Wanderschuhe? - Bergforum</title></head><body><div
class="postbit" id="post-1"><span class="autor">Hansi</span><span class="datum">12.03.2025, 10:15</span><div
class="content">Ich suche Wanderschuhe für die Alpen, leicht und wasserdicht.</div></div><div class="postbit"
id="post-2"><span class="autor">Gerti</span><span class="datum">12.03.2025, 11:02</span><div class="content">Ich
trage seit Jahren die gleichen, sie halten alles aus.</div></div></body></html>"""
_QUERIES = (metadata._FACTS, metadata._AUTHOR_MARKS, pagedate._CUES_AND_H1, "h1, article", "title",
            'meta[property="og:locale"]', "p", "a[href]")


def _answers(page_a, page_b) -> list:  # noqa: ANN001 - two parses of the two pages
    """The tags and texts of every query's nodes on both pages, asked in turn, from the root and from <body>."""
    out = []
    for query in _QUERIES:
        for page in (page_a, page_b):
            out.append([(n.tag, n.attributes, n.text()) for n in page.css(query)])
            out.append([(n.tag, n.text()) for n in page.body.css(query)])
            first = page.body.css_first(query)
            out.append(first.text() if first is not None else None)
    return out


def test_shared_engine_answers_as_each_pages_own():
    own = _answers(LexborHTMLParser(_ARTICLE), LexborHTMLParser(_FORUM))
    shared = _answers(tree.parse(_ARTICLE), tree.parse(_FORUM.encode("utf-8")))
    assert shared == own
    assert any(len(found) > 1 for found in own)  # (the queries find elements: the comparison is not of nothing)


def test_each_thread_has_its_engine():
    engines = []
    def query() -> None:
        page = tree.parse(_ARTICLE)
        assert [n.text() for n in page.css("time")] == ["19 November 2026"]
        engines.append(page.selector)
    threads = [threading.Thread(target=query) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(engines) == 2 and engines[0] is not engines[1]
    assert tree.parse(_FORUM).selector is tree.parse(_ARTICLE).selector  # (one thread: one engine)


def test_article_read_from_the_shared_engine():
    """The whole extraction on the parse with the shared engine: text, byline and date as a reader sees them."""
    doc = processed(_ARTICLE, "https://www.example.com/news/council-tram-line/")
    words = " ".join(tokens_of(doc.body))
    assert "voted on Tuesday to build the tram line" in words
    assert "Bus fares" not in words and "©" not in words and "Home" not in words
    assert doc.attrs["author"] == "Mary Jones" and doc.attrs["date"] == "2026-11-19"


def test_slotted_block_made_copied_and_changed():
    block = Block("h2", "Weather", [(0, 7, "https://example.com/weather")], [], 3, (0, 3), True, 7, "section")
    assert block.heading == 2 and block.linked
    copy = dataclasses.replace(block, tag="p", text="Weather today")
    assert copy.heading == 0 and copy.ancestors == (0, 3) and copy.links == block.links
    assert block.sliced(0, 4).text == "Weat" and block.sliced(0, 4).link_chars == 4
    try:
        block.heding = 3  # a misspelt field is an error, not a new attribute read by no one
    except AttributeError:
        pass
    else:
        raise AssertionError("a block took an attribute that is not its field")


_OLD_STATE_MARK = re.compile(r"application/json|window\.__|__NUXT__|__NEXT_DATA__|__INITIAL_STATE__|__PRELOADED_STATE__")


def test_holds_state_as_the_regex():
    pages = ['<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
             "<script>window.__APOLLO_STATE__={};</script>", "<script>window.__NUXT__=(function(a){})</script>",
             "<script>var __PRELOADED_STATE__ = {}</script>", '<script type="application/ld+json">{}</script>',
             "<script>window._gaq = []; var INITIAL_STATE = 1;</script>", "<p>No state here, only text.</p>", ""]
    answers = [choose._holds_state(page) for page in pages]
    assert answers == [_OLD_STATE_MARK.search(page) is not None for page in pages]
    assert answers.count(True) == 4 and answers.count(False) == 4


def test_a_selectolax_whose_nodes_refuse_the_shared_engine_parses_as_before(caplog):
    """If a later selectolax reaches its engine otherwise (here: a parser whose engine fails), pages are parsed
    by selectolax's own parser, with one line saying so, instead of failing on every page."""
    import logging

    from selectolax.lexbor import LexborHTMLParser

    from corpustools.vert import tree

    def broken(parser):
        class Broken(parser):
            @property
            def selector(self):
                raise TypeError("no engine here")

        return Broken

    with caplog.at_level(logging.INFO, logger="corpustools.vert.tree"):
        chosen = tree._tree_class(broken)
    assert chosen is LexborHTMLParser
    assert "keep their own selector engines" in caplog.text
    page = chosen("<html><body><p class='a'>text</p></body></html>")
    assert [n.text() for n in page.css("p.a")] == ["text"]
    assert tree._tree_class() is not LexborHTMLParser  # this selectolax takes the shared engine
