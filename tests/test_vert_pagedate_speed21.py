"""Speed rewrites of the page-date search that must not change what it finds.

``pagedate._PLAIN_ORDER`` (the slashed dates an English page writes in one order only, read from its whole
body text by ``PageOrder``) is written from its first slash so that ``re`` skips to each "/", not trying the
pattern at every position of the page: it must find the same dates, with the same two numbers, as the
plain spelling of the pattern.  ``pagedate._segments`` tells the elements of ``TEXT_TAGS`` by lexbor's tag
id in its own walk: the same elements in the same order as the CSS query of those names."""

from __future__ import annotations

import random
import re

from selectolax.lexbor import LexborHTMLParser

from corpustools.vert import pagedate

_PLAIN = re.compile(r"(?<![\d/.-])(\d{1,2})/(\d{1,2})/(?:19|20)\d\d(?![\d/-])")


def _reference(text: str) -> list[tuple[int, int]]:
    return [(int(m.group(1)), int(m.group(2))) for m in _PLAIN.finditer(text)]


def _found(text: str) -> list[tuple[int, int]]:
    return [(int(m.group(1) or m.group(2)), int(m.group(3))) for m in pagedate._PLAIN_ORDER.finditer(text)]


def test_plain_order_finds_what_the_plain_pattern_finds():
    pieces = ["1", "12", "123", "/", "/", "/", ".", "-", " ", "a", "٣", "2024", "1999", "20", "19", "31/12/2024",
              "4/25/2024", "3/4/2024", "1/2/2019/", "x1/2/2019", "12/13/2020-", "12.3/4/2020", "-5/6/2021"]
    rng = random.Random(21)
    matched = 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        want = _reference(text)
        assert _found(text) == want, text
        matched += bool(want)
    assert matched > 1000  # the test met many dates, not only texts without one


def test_plain_order_in_a_page_text():
    text = ("Posted 25/04/2024 by Jane, see https://example.com/12/05/2024/story and 4/25/2024; "
            "1/2/2019/3 is a path, 12/13/20199 no date, 07/08/2023. Updated 3/4/2024")
    assert _found(text) == _reference(text) == [(25, 4), (4, 25), (7, 8), (3, 4)]  # not in the address


def test_segments_walk_meets_the_elements_the_query_gives():
    names = [n.strip() for n in pagedate.TEXT_TAGS.split(",")]
    html = ("<html><head><title>t</title></head><body><div id=a><h1>Title</h1><p>Posted <b>3 June 2022</b></p>"
            "<table><tr><td>2024</td><th>x</th></tr></table><dl><dt>x</dt><dd>1 May 2021</dd></dl>"
            "<ul><li><span><i>Updated</i> <em>x</em></span></li></ul><footer><small>© 2020</small></footer>"
            "<svg><text>2024</text></svg><template><p>1999</p></template><!-- <p>x</p> --><time>x</time>"
            "<strong>s</strong><h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6></div></body></html>")
    tree = LexborHTMLParser(html)
    ids = pagedate._TEXT_TAG_IDS or pagedate._text_tag_ids()
    walked = [node.mem_id for node in tree.root.traverse() if node.tag_id in ids]
    assert walked == [node.mem_id for node in tree.css(pagedate.TEXT_TAGS)]
    assert {tree.css(name)[0].tag_id for name in names} == set(ids)
