"""Speed rewrites of the page-date search that must not change what it finds.

``pagedate._PLAIN_ORDER`` (the slashed dates an English page writes in one order only, read from its whole
body text by ``PageOrder``) is written from its first slash so that ``re`` skips to each "/", not trying the
pattern at every position of the page: it must find the same dates, with the same two numbers, as the
plain spelling of the pattern."""

from __future__ import annotations

import random
import re

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

