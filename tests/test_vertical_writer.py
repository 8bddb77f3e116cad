"""The vertical output file: xz compressed on a writer thread, the same bytes as lzma.open, whole or absent."""

from __future__ import annotations

import io
import lzma
import random

import pytest

from corpustools.vertical.writer import XzWriterThread, open_output


def _pieces(n: int = 300) -> list[bytes]:
    rng = random.Random(7)
    words = ["<s>", "</s>", "<g/>", "slovo", "věta", "Praha", "2026", ",", "."]
    return ["\n".join(rng.choice(words) for _ in range(rng.randint(1, 4000))).encode() for _ in range(n)]


def test_threaded_xz_is_byte_identical_to_lzma_open() -> None:
    pieces = _pieces()
    plain = io.BytesIO()
    with lzma.open(plain, "wb", preset=0) as fh:
        for p in pieces:
            fh.write(p)
    threaded = io.BytesIO()
    writer = XzWriterThread(threaded, 0)
    for p in pieces:
        writer.write(p)
    writer.close()
    assert threaded.getvalue() == plain.getvalue()
    assert lzma.decompress(threaded.getvalue()) == b"".join(pieces)


def test_output_is_whole_or_absent(tmp_path) -> None:
    pieces = _pieces(50)
    done = tmp_path / "done.vert.xz"
    with open_output(done) as out:
        for p in pieces:
            out.write(p)
    assert lzma.decompress(done.read_bytes()) == b"".join(pieces)
    broken = tmp_path / "broken.vert.xz"
    with pytest.raises(KeyError), open_output(broken) as out:
        for p in pieces:
            out.write(p)
        raise KeyError("stop")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["done.vert.xz"]


def test_a_write_error_of_the_thread_is_raised() -> None:
    raw = io.BytesIO()
    writer = XzWriterThread(raw, 0)
    raw.close()  # the file goes away under the compressor (as a full disk would fail its writes)
    with pytest.raises(ValueError):
        for p in _pieces(200):
            writer.write(p)
        writer.close()


def test_a_block_without_links_is_rendered_straight_from_the_tokenizer_as_from_its_tokens() -> None:
    """``tokenize.sentence_lines`` (the fast path for blocks without links or images) gives the lines and
    token count that ``render_sentences`` makes of ``tokenize.sentences``: glue, escapes, several
    sentences, every tokenizer."""
    from corpustools.vert import tokenize
    from corpustools.vertical.writer import render_sentences

    texts = ["Vláda schválila zákon (č. 12/2026 Sb.) — „nový“ režim… Platí od 1. 1.!",
             "AT&T <b>bold</b> a>b, x<y & z; e-mail: jan.novak@example.cz, https://example.cz/a?b=1&c=2.",
             "Mr. Smith's dog didn't bark. It's 5:30 p.m. — isn't it? Yes!!! 3.14159 ≈ π",
             "Ein Satz. Noch einer… Und «französisch» oder „deutsch“?", "   ", "", "x"]
    for text in texts:
        for lang in ("cs", "en", "de"):
            sentences = tokenize.sentences(text, lang)
            lines, count = tokenize.sentence_lines(text, lang)
            assert lines == render_sentences(sentences), (text, lang)
            assert count == sum(len(s) for s in sentences)
    assert any(line == "<g/>" for line in tokenize.sentence_lines(texts[0], "cs")[0])
    assert "&amp;" in tokenize.sentence_lines(texts[1], "en")[0] and "&lt;" in tokenize.sentence_lines(texts[1], "en")[0]


def test_token_forms_are_the_tokenizers_own() -> None:
    """``tokenize.sentences`` slices each form from the text by MorphoDiTa's code-point offsets instead of
    taking MorphoDiTa's vector of forms: the same forms, outside the Basic Multilingual Plane, with
    combining marks, right-to-left and CJK text (there cut further by the scripts' rules), and for every
    tokenizer."""
    from ufal.morphodita import Forms, Tokenizer, TokenRanges

    from corpustools.vert import tokenize

    texts = ["Kočka 🐈‍⬛ spí na 𝕏 (dříve Twitter)… 😀😀 A pak?", "e\u0301 a\u030a Z\u0307 — nórdico, ça va?",
             "שלום עולם. مرحبا بالعالم!", "东京是日本的首都。ソウルは韓国の首都です。", "AT&T <b> x<y & z;",
             "Tab\there, NBSP\u00a0here, thin\u2009space; end.", "tel: +420 123 456 789, 12.3.2024 v 9:30."]
    for kind, lang in (("czech", "cs"), ("english", "en"), ("generic", "xx")):
        tok = getattr(Tokenizer, f"new{kind.capitalize()}Tokenizer")()
        forms, ranges = Forms(), TokenRanges()
        for text in texts:
            tok.setText(text)
            own = []
            while tok.nextSentence(forms, ranges):
                own.append([(form, r.start, r.start + r.length) for form, r in zip(forms, ranges)])
            mine = tokenize.sentences(text, lang)
            if text in texts[2:4]:  # sentences cut, Han and kana apart: the scripts' rules (test_vert_scripts.py)
                assert all(text[start:end] == form for sent in mine for form, start, end in sent)
                assert [t for s in mine for t in s][-1][2] == [t for s in own for t in s][-1][2]
                assert "".join(f for s in mine for f, _, _ in s) == "".join(f for s in own for f, _, _ in s)
            else:
                assert mine == [s for s in own if s], (kind, text)
