"""Language per paragraph: deterministic, ISO 639-1, short paragraphs take the document's language."""

from __future__ import annotations

from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, SK_TEXT

from corpustools.vert import langid


def test_majority_by_characters_and_short_paragraphs_take_the_document_language():
    texts = [EN_TEXT, CS_TEXT, CS_TEXT2, "Díky, Jano.", "OK"]
    langs, doc = langid.paragraph_languages(texts)
    assert doc == "cs"  # two Czech paragraphs outweigh one English
    assert langs == ["en", "cs", "cs", "cs", "cs"]


def test_codes_are_two_letters_and_restriction_works():
    langs, _ = langid.paragraph_languages([CS_TEXT, SK_TEXT, EN_TEXT])
    assert langs == ["cs", "sk", "en"]
    langs, _ = langid.paragraph_languages([CS_TEXT, SK_TEXT, EN_TEXT], languages=("cs", "en"))
    assert langs == ["cs", "cs", "en"]  # Slovak is not allowed: the closest allowed language


def test_langdetect_is_seeded_and_repeatable():
    first = [langid.detect(t, "langdetect") for t in (CS_TEXT, SK_TEXT, EN_TEXT)]
    second = [langid.detect(t, "langdetect") for t in (CS_TEXT, SK_TEXT, EN_TEXT)]
    assert first == second and [lang for lang, _ in first] == ["cs", "sk", "en"]


def test_cached_model_gives_the_same_scores(tmp_path, monkeypatch):
    import py3langid.langid as L

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    fresh = langid._py3langid(("cs", "de", "en", "pl", "sk"))
    assert list((tmp_path / "corpustools").glob("py3langid-*/ptc.npy"))
    cached = langid._load_cached(L, ("cs", "de", "en", "pl", "sk"))
    assert cached is not None
    for text in (CS_TEXT, SK_TEXT, EN_TEXT, "Dzień dobry, jak się masz?", "Guten Tag"):
        assert fresh.classify(text) == cached.classify(text)
