"""Images of a page that are no pictures of its content (spacers, tracking pixels, lazy-loading
placeholders) are told by words in their file name, case-insensitively; an ASCII name (nearly all) is
searched lowered with plain substring tests, which must find what the pattern finds."""

from __future__ import annotations

import random

from corpustools.vert import extract


def _reference(src: str) -> bool:
    return extract._PLACEHOLDER_RE.search(src.rsplit("/", 1)[-1]) is not None


def test_placeholder_names_are_told_as_the_pattern_tells_them():
    pieces = ["spacer", "SPACER", "Blank", "pixel", "PiXeL", "1px", "1X1", "1x1", "transparent", "placeholder",
              "PlaceHolder", "loading.gif", "Loading.GIF", "loading.svg", "loading.png", "loadingxgif", "loading",
              ".gif", "photo", "IMG_2041", ".jpg", "?w=1200&h=800", "&q=80", "-", "_", "/", "%20", "ſpacer",
              "\u212a", "píxel", "blanc", "ＳＰＡＣＥＲ", "2x2", "1p", "x"]
    rng = random.Random(7)
    seen = set()
    for _ in range(20000):
        src = "https://cdn.example.org/" + "".join(rng.choice(pieces) for _ in range(rng.randint(1, 6)))
        got = extract._placeholder_image({}, src)
        assert got == _reference(src), src
        seen.add(got)
    assert seen == {True, False}


def test_sized_and_named_placeholders_are_not_kept_as_images():
    page = extract.parse(
        "<html><body><p>Text of the article, long enough to be a paragraph of its own."
        '<img src="/img/photo-of-the-river.jpg">'
        '<img src="/img/Spacer.GIF"><img src="/static/Loading.SVG?v=2"><img src="/t.png" width="1">'
        '<img src="/a/ｂlank-pixel.png"></p></body></html>', "https://example.org/a")
    assert [src for b in page.blocks for _, src in b.images] == ["/img/photo-of-the-river.jpg"]
