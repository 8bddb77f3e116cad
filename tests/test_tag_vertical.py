"""Tagging verticals with the real MorphoDiTa test model: exact output, structure kept, languages, errors."""

from __future__ import annotations

import pytest
from tag_support import assert_lints, model_path, skeleton, token_words, write_text

from corpustools.errors import ModelError
from corpustools.tag.registry import TagOptions, model_set
from corpustools.tag.tagger import tag_chunk

DOC = '<doc id="00000000000000a1" url="https://www.example.cz/a" title="Kočky &amp; psi" lang="cs">'


def run(text: str, **options) -> tuple[str, dict, list[str]]:
    opts = TagOptions(**{"models": (("cs", model_path()),), **options})
    result = tag_chunk(text.encode("utf-8"), 1, "in.vert", model_set(opts))
    return result.data.decode("utf-8"), dict(result.counters), result.errors


def lints(tmp_path, text: str) -> None:
    assert_lints(write_text(tmp_path / "tagged.vert", text))


def test_default_format_with_glue_links_and_escapes_exact_output(tmp_path):
    text = "\n".join([
        DOC, "<head>", "<s>", "Vidím", "kočky", "</s>", "</head>",
        '<p lang="cs">', "<s>", "Kočka", "vidí", "<g/>", "&amp;",
        '<link url="https://www.example.cz/b?x=1&amp;y=2">', "psa", "&lt;", "AT&amp;T", "</link>", "<g/>", ".",
        "</s>", "</p>", "</doc>"]) + "\n"
    out, counters, errors = run(text)
    assert errors == []
    assert out == "\n".join([
        DOC, "<head>", "<s>", "Vidím\tvidět\tVS1", "kočky\tkočka\tNP4", "</s>", "</head>",
        '<p lang="cs">', "<s>", "Kočka\tkočka\tNS1", "vidí\tvidět\tVS3", "<g/>", "&amp;\t&amp;\tPUNC",
        '<link url="https://www.example.cz/b?x=1&amp;y=2">', "psa\tpsa\tUNK", "&lt;\t&lt;\tSYM",
        "AT&amp;T\tAT&amp;T\tUNK", "</link>", "<g/>", ".\t.\tPUNC",
        "</s>", "</p>", "</doc>"]) + "\n"
    assert counters["documents"] == 1 and counters["tokens"] == 9 and counters["sentences"] == 2
    assert counters["lang:cs"] == 9
    lints(tmp_path, out)


def test_format_new_headings_and_images_keep_their_place(tmp_path):
    text = "\n".join([
        DOC, '<h2 lang="cs">', "<s>", "Kočka", "</s>", "</h2>",
        '<p lang="cs">', "<s>", '<img url="https://www.example.cz/i.jpg"/>', "Vidím", "kočky", "</s>", "</p>",
        "</doc>"]) + "\n"
    out, _, errors = run(text)
    assert errors == []
    assert out == "\n".join([
        DOC, '<h2 lang="cs">', "<s>", "Kočka\tkočka\tNS1", "</s>", "</h2>",
        '<p lang="cs">', "<s>", '<img url="https://www.example.cz/i.jpg"/>', "Vidím\tvidět\tVS1",
        "kočky\tkočka\tNP4", "</s>", "</p>", "</doc>"]) + "\n"
    lints(tmp_path, out)


def test_knot_format_lines_pass_through_unchanged(tmp_path):
    knot_link = '<link="https://www.example.cz/b">\t<lenght=2>'
    knot_img = '<img="https://www.example.cz/i.jpg">\t<lenght=1>'
    text = "\n".join([DOC, '<p lang="cs">', "<s>", "Vidím", knot_img, "kočky", "psa", knot_link, "<g/>", ".",
                      "</s>", "</p>", "</doc>"]) + "\n"
    out, counters, errors = run(text)
    assert errors == []
    assert out == "\n".join([DOC, '<p lang="cs">', "<s>", "Vidím\tvidět\tVS1", knot_img, "kočky\tkočka\tNP4",
                             "psa\tpsa\tUNK", knot_link, "<g/>", ".\t.\tPUNC", "</s>", "</p>", "</doc>"]) + "\n"
    assert counters["sentences"] == 1  # knot lines do not break the sentence
    lints(tmp_path, out)


def test_structure_skeleton_and_words_are_identical_before_and_after():
    from tag_support import many_documents

    text = many_documents(40)
    out, counters, errors = run(text)
    assert errors == []
    assert skeleton(out) == skeleton(text)
    assert token_words(out) == token_words(text)
    assert all(line.count("\t") == 2 for line in out.splitlines() if not line.startswith("<"))
    assert counters["documents"] == 40


def test_language_routing_model_for_cs_placeholder_for_en():
    text = "\n".join([
        '<doc id="1" url="u" title="t" lang="cs">', '<p lang="cs">', "<s>", "Vidím", "kočky", "</s>", "</p>",
        '<p lang="en">', "<s>", "kočky", "cats", "</s>", "</p>", "<head>", "<s>", "kočky", "</s>", "</head>",
        "</doc>"]) + "\n"
    out, counters, _ = run(text, placeholder_tag="XX")
    lines = out.splitlines()
    assert lines[3:5] == ["Vidím\tvidět\tVS1", "kočky\tkočka\tNP4"]
    assert lines[9:11] == ["kočky\tkočky\tXX", "cats\tcats\tXX"]  # en: no model -> lemma = word
    assert lines[15] == "kočky\tkočka\tNP4"  # <head> has no lang: the document's language
    assert counters["no_model:en"] == 2 and counters["lang:cs"] == 3 and counters["lang:en"] == 2

    # with a default model (-l) every language without a model of its own uses it
    out, counters, _ = run(text, default_model=model_path(), models=())
    assert out.splitlines()[9] == "kočky\tkočka\tNP4"
    assert not any(k.startswith("no_model:") for k in counters)


def test_long_sentence_is_split_for_tagging_only():
    words = ["Vidím", "kočky"] * 6
    text = "\n".join([DOC, '<p lang="cs">', "<s>", *words, "</s>", "</p>", "</doc>"]) + "\n"
    out, counters, _ = run(text, max_sentence_tokens=5)
    assert counters["split_sentences"] == 1 and counters["sentences"] == 1
    assert skeleton(out) == skeleton(text)  # still one <s>
    assert token_words(out) == words
    assert all(line.count("\t") == 2 for line in out.splitlines()[3:15])


@pytest.mark.parametrize("bad_line, problem", [
    ("<oops", "no structure"),
    ("", "empty line"),
    ("kočky\tkočka\tNP4", "tab"),
    ("<s>", "<s> inside an open <s>"),
])
def test_malformed_line_skips_only_its_document(bad_line, problem):
    good = [DOC, '<p lang="cs">', "<s>", "Vidím", "kočky", "</s>", "</p>", "</doc>"]
    bad = [DOC.replace("a1", "b2"), '<p lang="cs">', "<s>", "Vidím", bad_line, "kočky", "</s>", "</p>", "</doc>"]
    text = "\n".join(good + bad + good) + "\n"
    out, counters, errors = run(text)
    assert len(errors) == 1
    assert errors[0].startswith("in.vert:13: ") and problem in errors[0] and "document left out" in errors[0]
    assert out.count("<doc ") == 2 and "b2" not in out
    assert counters["documents"] == 2 and counters["failed:malformed"] == 1 and counters["tokens"] == 4


def test_invalid_utf8_and_unclosed_document_are_reported_with_line_numbers():
    good = "\n".join([DOC, '<p lang="cs">', "<s>", "kočky", "</s>", "</p>", "</doc>"]) + "\n"
    data = good.encode() + b'<doc id="2" lang="cs">\n<p lang="cs">\n<s>\n\xff\xfe\n</s>\n</p>\n</doc>\n'
    data += good.encode() + b'<doc id="3" lang="cs">\n<p lang="cs">\n<s>\nko\n'
    opts = TagOptions(models=(("cs", model_path()),))
    result = tag_chunk(data, 100, "x.vert", model_set(opts))
    assert [e.split(": ")[0] for e in result.errors] == ["x.vert:110", "x.vert:124"]
    assert "UTF-8" in result.errors[0] and "no </doc>" in result.errors[1]
    assert result.data.decode().count("<doc ") == 2 and result.counters["documents"] == 2


def test_missing_or_broken_model_is_a_clear_error(tmp_path):
    with pytest.raises(ModelError) as missing:
        model_set(TagOptions(models=(("cs", str(tmp_path / "nope.tagger")),)))
    assert str(tmp_path / "nope.tagger") in str(missing.value) and "configure.sh --models" in str(missing.value)
    junk = tmp_path / "junk.tagger"
    junk.write_bytes(b"not a model at all")
    with pytest.raises(ModelError) as broken:
        model_set(TagOptions(default_model=str(junk)))
    assert str(junk) in str(broken.value) and "cannot be loaded" in str(broken.value)


def test_fast_path_and_line_by_line_path_agree_on_well_formed_input():
    from tag_support import many_documents

    from corpustools.tag.tagger import _tag_fast, _tag_lines

    text = many_documents(60) + "\n".join([
        '<doc id="x" lang="cs">', '<p lang="cs">', '<s id="s1">', "Vidím", '<link="https://e.cz/">\t<lenght=1>',
        '<img="https://e.cz/i.png">\t<lenght=1>', "kočky", "</s>", "</p>", "</doc>"]) + "\n"
    opts = model_set(TagOptions(models=(("cs", model_path()),), max_sentence_tokens=3))
    fast = _tag_fast(text, opts)  # raises if it had to give up on this well-formed input
    slow = _tag_lines(text.encode(), 1, "x", opts)
    assert fast.data == slow.data and fast.counters == slow.counters
    assert fast.counters["split_sentences"] > 0


def test_tokens_outside_sentences_form_implicit_sentences():
    text = "\n".join([DOC, '<p lang="cs">', "Vidím", "kočky", "</p>", '<p lang="cs">', "Kočka", "</p>",
                      "</doc>"]) + "\n"
    out, counters, errors = run(text)
    assert errors == [] and counters["sentences"] == 2
    assert out.splitlines()[2:4] == ["Vidím\tvidět\tVS1", "kočky\tkočka\tNP4"]


def test_lemma_and_guesser_options_reach_the_tagger():
    from ufal.morphodita import Morpho

    from corpustools.config import load_settings

    settings = load_settings(None, {"tag.default_model": model_path(), "tag.raw_lemma": False,
                                    "tag.guesser": False, "tag.models": {"CS": model_path()}})
    options = TagOptions.from_settings(settings.data)
    assert options.models == (("cs", model_path()),) and not options.raw_lemma
    tagger = model_set(options).for_language("cs")
    assert tagger.guesser == Morpho.NO_GUESSER and tagger.raw_lemma is False
    assert model_set(TagOptions(default_model=model_path())).default.guesser == Morpho.GUESSER
