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
    labels = {text: label for text, _, label in segments}
    assert labels.get("May 2, 2024") == "updated", segments
    assert all(label == "" for text, label in labels.items() if text.startswith("March")), segments
