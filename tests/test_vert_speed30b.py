"""Speed rewrites of session 30 that must not change what they answer.

``langid.classify_many`` writes each text's product into its row and adds the prior to all scored rows at
once, and packs its (text, feature) keys as int32 while the texts' indexes fit beside the features (int64
beyond): every language and confidence must be the one the implementation before session 29 gave, to the
last bit, on a batch holding texts without any feature (their rows are not scored), and on a batch too
large for int32 keys.  ``PageFacts.schema_types`` is found once a page: asked again, it answers the same.
"""

from __future__ import annotations

from test_vert_speed29 import _classified_before

from corpustools.vert import langid, metadata

_TEXTS = ["Die Bundesregierung hat am Mittwoch beschlossen, die Förderung zu verlängern.",
          "Vláda ve středu schválila návrh zákona o podpoře bydlení.", "", "12:30",
          "Hokejisti Slovana prehrali v Bratislave s Trenčínom 2:3 po predĺžení.", "\u00a0",
          "The committee said on Tuesday that the report would be published next week."]


def test_scores_of_a_batch_with_texts_without_features_are_those_of_before():
    det = langid.detector("py3langid", ())
    assert langid.classify_many(det, _TEXTS) == _classified_before(det, _TEXTS)
    assert langid.classify_many(det, _TEXTS[::-1]) == _classified_before(det, _TEXTS[::-1])


def test_scores_of_a_batch_too_large_for_int32_keys_are_those_of_before():
    det = langid.detector("py3langid", ())
    shift = len(langid._dfa_arrays(det)[2]).bit_length()
    count = (1 << (31 - shift)) + 3  # the first batch size whose keys are packed as int64
    texts = [_TEXTS[i % len(_TEXTS)][: 20 + i % 50] for i in range(count)]
    assert langid.classify_many(det, texts) == _classified_before(det, texts)


def test_schema_types_asked_again_answer_the_same():
    html = ('<html><head><script type="application/ld+json">{"@graph": [{"@type": "NewsArticle"}, '
            '{"@type": ["Organization", "Thing"]}]}</script><script type="application/ld+json">{"@type": "Product",'
            '}</script></head><body><div itemscope itemtype="https://schema.org/Recipe"><h1>Koláč</h1></div>'
            "</body></html>")
    facts = metadata.PageFacts(html, url="https://example.com/a")
    first = facts.schema_types()
    assert first == ["NewsArticle", "Organization", "Product", "Recipe"]
    assert facts.schema_types() == first
