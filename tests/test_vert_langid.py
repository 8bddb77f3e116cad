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


MIXED = [
    "Vláda ve středu schválila návrh zákona o podpoře obnovitelných zdrojů energie.",
    "Ministerka financií predstavila v utorok návrh rozpočtu na budúci rok v parlamente.",
    "The committee will publish its final report on the railway project next spring.",
    "Hasiči vyjížděli k požáru skladu v Ostravě, škodu odhadli na několik milionů korun.",
    "PREZIDENT PODPÍSAL ZÁKON O ŠTÁTNOM ROZPOČTE, KTORÝ NADOBUDNE ÚČINNOSŤ V JANUÁRI.",
    "Die Bundesregierung hat am Mittwoch neue Regeln für den Ausbau der Windkraft beschlossen.",
    "Короткий текст на русском языке о погоде в Москве на следующей неделе.",
    "12 345 678 -- 2024 / 07 / 01",
]


def test_one_pass_per_document_gives_each_paragraph_its_own_language():
    """The vectorized pass over a whole document must judge every paragraph as if it were alone:
    no n-gram of one paragraph may leak into the next, and scores are py3langid's own."""
    det = langid.detector("py3langid")
    texts = MIXED * 3 + [CS_TEXT, SK_TEXT, EN_TEXT, CS_TEXT2]
    together = langid.classify_many(det, texts)
    for text, (lang, prob) in zip(texts, together):
        alone_lang, alone_prob = det.classify(text)
        assert lang == alone_lang, text
        assert abs(prob - alone_prob) < 1e-4, text
        assert langid.classify_many(det, [text])[0][0] == lang
    assert [lang for lang, _ in together[:7]] == ["cs", "sk", "en", "cs", "sk", "de", "ru"]


def test_paragraph_languages_of_an_interleaved_cs_sk_en_document():
    texts = [MIXED[0], MIXED[1], MIXED[2], "Krátká věta.", MIXED[3], MIXED[4], MIXED[2]]
    langs, doc = langid.paragraph_languages(texts)
    assert langs == ["cs", "sk", "en", doc, "cs", "sk", "en"]
    assert doc in ("cs", "sk")
    restricted, _ = langid.paragraph_languages(texts, languages=("cs", "en"))
    assert restricted[:3] == ["cs", "cs", "en"]


def test_padded_pass_reads_every_text_from_the_start_state():
    """The texts are read in one padded byte array: each byte's state must be the one the automaton
    reaches reading its own text alone (the per-text masked pass), pads never counted."""
    import numpy as np

    det = langid.detector("py3langid")
    nm, rowbase, output, depth = langid._dfa_arrays(det)
    assert langid._pad_resets(nm, rowbase)  # else the masked pass is used (still right, slower)
    texts = ["", "a", "ab", *MIXED, "x" * 300, "Ž", CS_TEXT]
    encoded = [det._encode(t) for t in texts]
    lengths = np.array([len(e) for e in encoded], dtype=np.int64)
    padded = langid._states(nm, rowbase, depth, encoded, lengths)
    masked = langid._states_masked(nm, rowbase, depth, encoded, lengths)
    assert len(padded) == sum(lengths) and padded.tolist() == masked.tolist()
    for text, (lang, prob) in zip(texts, langid.classify_many(det, texts)):
        if text:
            assert (lang, round(prob, 4)) == tuple(x if i == 0 else round(x, 4) for i, x in enumerate(det.classify(text)))


def test_a_short_czech_paragraph_taken_for_slovak_with_little_confidence_is_czech_in_a_czech_document():
    # real lines of Czech news pages that py3langid calls Slovak at 0.57 and 0.68
    unsure = ["Centrum asistované reprodukce a program darovaných vajíček",
              "Drážďanský pudinkový koláč Eierschecke má nadýchaný korpus a dvojitou náplň z tvarohu a pudinku."]
    slovak = "Hokejisti Slovana prehrali v Bratislave s Trenčínom 2:3 po predĺžení."  # Slovak at 0.9
    langs, doc = langid.paragraph_languages([CS_TEXT, *unsure, slovak, CS_TEXT2, CS_TEXT + " Znovu."])
    assert doc == "cs" and langs == ["cs", "cs", "cs", "sk", "cs", "cs"]
    # langdetect (the other detector) is as unsure of the first line only (0.71; sure of the second)
    langs, doc = langid.paragraph_languages([CS_TEXT, unsure[0], slovak, CS_TEXT2, CS_TEXT + " Znovu."], "langdetect")
    assert doc == "cs" and langs == ["cs", "cs", "sk", "cs", "cs"]
    # and the other way round: an unsure Slovak line in a Slovak document stays Slovak
    langs, doc = langid.paragraph_languages([SK_TEXT, "Predseda vlády povedal, že rozpočet je dobrý.", SK_TEXT + " Znova."])
    assert doc == "sk" and set(langs) == {"sk"}


def test_a_short_german_line_taken_for_luxembourgish_with_little_confidence_is_german_in_a_german_document():
    german = ("Die Bundesregierung hat am Montag den Entwurf des Haushalts für das kommende Jahr beschlossen. Das Defizit "
              "soll nach Angaben des Finanzministers etwas geringer ausfallen als in diesem Jahr.")
    luxembourgish = "D'Regierung huet den Budget fir d'nächst Joer presentéiert."  # Luxembourgish at 0.99
    langs, doc = langid.paragraph_languages([german, "rntlang der Hellbrunner Allee Richtung Stadtzentrum", luxembourgish])
    assert doc == "de" and langs == ["de", "de", "lb"]
