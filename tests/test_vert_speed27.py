"""Session 27's speed cuts give the lines and values the general code gives (xspeed27b)."""

from __future__ import annotations

import random

from corpustools.vertical.format import _WS_CTRL, escape_attr


def test_escape_attr_as_before() -> None:
    def before(value: str) -> str:
        value = _WS_CTRL.sub(" ", value)
        return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")

    rng = random.Random(27)
    alphabet = [chr(c) for c in [*range(0x80), 0xA0, 0x85, 0xAD, 0x200B, 0x2028, 0x2029, 0x3000, 0xFEFF, 0xE9]]
    for _ in range(20_000):
        value = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        assert escape_attr(value) == before(value)
    assert escape_attr('Tom & "Jerry" <3>\n\u2028x') == "Tom &amp; &quot;Jerry&quot; &lt;3&gt;  x"


def test_stop_words_of_non_ascii_text_as_findall() -> None:
    """classify._initial splits a non-ASCII text's words from its UTF-8 bytes: the words _WORD finds."""
    from types import SimpleNamespace

    from corpustools.vert import classify

    rng = random.Random(27)
    chars = [chr(c) for c in [*range(0x20, 0x7F), *range(0xA0, 0x250), *range(0x300, 0x370), *range(0x400, 0x460),
                              *range(0x900, 0x980), *range(0x2000, 0x2070), 0x130, 0x1E9E, 0xFB01]]
    for lang in ("cs", "de", "ru", "hi", "fr"):
        stops = classify.stoplist(lang)
        listed = sorted(stops)
        for _ in range(300):
            text = " ".join(rng.choice(listed) if listed and rng.random() < 0.4 else
                            "".join(rng.choice(chars) for _ in range(rng.randint(1, 8))) for _ in range(30))
            words = classify._WORD.findall(text.lower())
            density = sum(map(stops.__contains__, words)) / len(words) if words else 0.0
            expected = ("good" if len(text) > classify.LENGTH_HIGH else "near-good") \
                if density >= classify.STOPWORDS_HIGH else "near-good" if density >= classify.STOPWORDS_LOW else "bad"
            if not text.isascii() and classify.text_length(text) >= classify.LENGTH_LOW:
                assert classify._initial(SimpleNamespace(text=text, link_chars=0), stops) == expected, text
