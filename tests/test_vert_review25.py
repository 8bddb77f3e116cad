"""Review of session 25's extraction rules: real sentences of the shape a rule catches stay.

Pages written after a WordPress news theme's markup (see ``test_vert_news25``); each failure class with guards
of the same shape that must keep going."""

from __future__ import annotations

import pytest
from test_vert_news25 import DE_P, DE_URL, EN_URL, _between, _texts

# a one-sentence paragraph of a story saying when something was published or changed: the words before the stamp's
# keyword are a sentence's subject and verb, not a source's name
STAMP_SENTENCES = [
    ("The report was published in 2019 by the European Commission.", EN_URL, None),
    ("The guidance was last modified in 2021 after the court ruling.", EN_URL, None),
    ("The novel was first published in 1954 by Allen & Unwin.", EN_URL, None),
    ("Der Bebauungsplan wurde zuletzt bearbeitet im Mai 2024 vom Planungsamt.", DE_URL, DE_P),
    ("Die Liste ist aktualisiert am 3. März 2025 erschienen.", DE_URL, DE_P),
]


@pytest.mark.parametrize(("line", "url", "paragraphs"), STAMP_SENTENCES)
def test_a_sentence_about_a_publication_stays(line: str, url: str, paragraphs: tuple[str, ...] | None) -> None:
    html = _between(f"<p>{line}</p>") if paragraphs is None else _between(f"<p>{line}</p>", paragraphs)
    assert line in _texts(html, url)


# ... while the stamps themselves, with a source's name or a page's subject before them, still go
STAMPS = [
    ("The Associated Press Published Monday, November 18, 2019 8:22AM EST", EN_URL, None),
    ("This page was last updated on 3 March 2024", EN_URL, None),
    ("Page last modified: 12 March 2025", EN_URL, None),
    ("Dieser Artikel wurde veröffentlicht am 12.03.2024", DE_URL, DE_P),
    ("Seite zuletzt geändert am 07.01.2025", DE_URL, DE_P),
]


@pytest.mark.parametrize(("line", "url", "paragraphs"), STAMPS)
def test_a_stamp_still_goes(line: str, url: str, paragraphs: tuple[str, ...] | None) -> None:
    html = _between(f"<p>{line}</p>") if paragraphs is None else _between(f"<p>{line}</p>", paragraphs)
    assert not any(line in text for text in _texts(html, url))
