"""Speed rewrites of session 29 that must not change what they answer.

``textdates.label_of`` (the label of the words before a date in a page's text: "Published", "Aktualisiert
am", or none) first asks ``textdates.labels``, the lowered searches of the same two patterns, and scans
with the case-insensitive patterns only a text that holds a label: its answer must be the full scan's on
texts with either label, both (the last one wins), none, in any case, and with the characters ``re.I``
folds but lowering ASCII does not ("ſ", "K", "İ")."""

from __future__ import annotations

import itertools
import random

from selectolax.lexbor import LexborHTMLParser

from corpustools.vert import pagedate, textdates


def _full_scan(text: str) -> str:
    """``label_of`` as it was: both patterns scanned, the last match's kind."""
    last, at = "", -1
    for kind, pattern in (("published", textdates._PUBLISHED), ("updated", textdates._UPDATED)):
        for found in pattern.finditer(text):
            if found.start() > at:
                last, at = kind, found.start()
    return last


_PIECES = ["Published", "PUBLISHED", "publié le", "Veröffentlicht am", "VERÖFFENTLICHT", "Zveřejněno", "posted",
           "Updated", "UPDATED", "Aktualisiert", "aktualizováno", "mis à jour", "MàJ", "modifié", "Stand:", "更新",
           "公開日", "Опубликовано", "by Jane Doe", "Von Max", "Stand", "standard", "update", "republished", "ſ", "K",
           "İ", "ı", "Updaſed", "PUBLİC", "·", "|", ":", " ", "", "12:30", "2026-05-01", "Event", "Kickoff", "Date"]


def test_label_of_answers_as_the_full_scan():
    texts = [" ".join(pair) for pair in itertools.product(_PIECES, repeat=2)]
    rng = random.Random(29)
    texts += [" ".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 6))) for _ in range(5000)]
    for text in texts:
        assert textdates.label_of(text) == _full_scan(text), text


def test_a_labelled_date_in_a_list_of_dated_events_keeps_its_label():
    """A page of many dated cells (a list of incidents, events): the one date whose words before it say
    "Updated" is still read as the update's, the others as unlabelled (guard of the same shape)."""
    rows = "".join(f"<tr><td>Incident {i}</td><td><span>March {i % 28 + 1}, 2024</span></td></tr>" for i in range(40))
    html = ("<html><head><title>Incidents</title></head><body><main><h1>Significant incidents</h1>"
            "<p>Last <b>Updated</b> <span>May 2, 2024</span></p>"
            f"<table>{rows}</table></main></body></html>")
    tree = LexborHTMLParser(html)
    segments = pagedate._segments(tree, {})
    labels = {text: label for text, _, label, _ in segments}
    assert labels.get("May 2, 2024") == "updated", segments
    assert all(label == "" for text, label in labels.items() if text.startswith("March")), segments


def _classified_before(det, texts):  # noqa: ANN001, ANN202 - langid.classify_many as it was before session 29
    import numpy as np

    from corpustools.vert import langid

    log1p = np.log1p(np.arange(1024, dtype=np.float32))
    nm, rowbase, output, depth = langid._dfa_arrays(det)
    encoded = [langid._encoded(t) for t in texts]
    lengths = np.fromiter(map(len, encoded), dtype=np.int64, count=len(encoded))
    feature = output.take(langid._states(nm, rowbase, depth, encoded, lengths, langid._next_bases(det)))
    has = feature >= 0
    shift = len(output).bit_length()
    keys = feature[has] if len(encoded) == 1 else ((np.arange(len(encoded)).repeat(lengths) << shift) + feature)[has]
    scores = np.zeros((len(encoded), len(det.nb_classes)), dtype=np.float32)
    if len(keys):
        keys.sort()
        first = np.empty(len(keys), dtype=bool)
        first[0] = True
        np.not_equal(keys[1:], keys[:-1], out=first[1:])
        starts = first.nonzero()[0]
        counts = np.diff(starts, append=len(keys))
        packed = keys.take(starts)
        text_of, feat = packed >> shift, packed & ((1 << shift) - 1)
        weights = log1p.take(counts) if counts.max() < len(log1p) else np.log1p(counts.astype(np.float32))
        bounds = [0, *((text_of[1:] != text_of[:-1]).nonzero()[0] + 1).tolist(), len(feat)]
        rows = text_of.take(bounds[:-1]).tolist()
        gathered = det.nb_ptc.view(np.ndarray).take(feat, axis=0)
        for row, start, end in zip(rows, bounds[:-1], bounds[1:]):
            np.add(weights[start:end] @ gathered[start:end], det.nb_pc, out=scores[row])
    scores *= (1.0 / np.sqrt(np.maximum(lengths, 1))).astype(np.float32)[:, None]
    np.exp(scores - scores.max(axis=1, keepdims=True), out=scores)
    scores /= scores.sum(axis=1, keepdims=True)
    for a, b in det._alias_pairs:
        scores[:, a] += scores[:, b]
        scores[:, b] = 0.0
    return [(det.nb_classes[b], c) for b, c in zip(scores.argmax(axis=1).tolist(), scores.max(axis=1).tolist())]


def test_language_scores_are_those_of_before():
    """``langid.classify_many``'s single text (the page's guess) skips the split of the keys by text, and its
    reductions are the ufuncs' own: every language and confidence as before, to the last bit, for one text
    and for many, in several scripts, empty, one letter, and a text longer than the log1p table's counts."""
    from corpustools.vert import langid

    det = langid.detector("py3langid", ())
    texts = ["Die Bundesregierung hat am Mittwoch beschlossen, die Förderung zu verlängern.",
             "The committee said on Tuesday that the report would be published next week.",
             "Vláda ve středu schválila návrh zákona o podpoře bydlení.", "Le gouvernement a annoncé mercredi",
             "Il governo ha approvato il decreto", "Ελληνικά κείμενα εδώ", "中文文本在这里，这是一个句子。" * 8,
             "", "a", "12:30", "Share on Facebook", "x" * 3000, "the " * 800]
    for text in texts:
        assert langid.classify_many(det, [text]) == _classified_before(det, [text]), text
    assert langid.classify_many(det, texts) == _classified_before(det, texts)
    assert langid.classify_many(det, texts[::-1]) == _classified_before(det, texts[::-1])
