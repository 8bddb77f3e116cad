"""Review of session 25's extraction rules: real sentences of the shape a rule catches stay.

Pages written after a WordPress news theme's markup (see ``test_vert_news25``); each failure class with guards
of the same shape that must keep going."""

from __future__ import annotations

import pytest
from test_vert_news25 import DE_P, DE_URL, EN_URL, _between, _texts
from vert_support import page

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


# a shop's shipping and returns page itself: its <h1> the policy's heading, its sections ("Versandkosten",
# "Returns") are its text, not a panel beside a product's description (those go, see test_vert_shop25)
POLICY_PAGES = [
    ("Versand &amp; Rückgabe", "Versand & Rückgabe", [
        ("Versandkosten", "Innerhalb Deutschlands liefern wir ab einem Bestellwert von 50 Euro versandkostenfrei. "
                          "Darunter berechnen wir eine Pauschale von 4,90 Euro pro Bestellung, unabhängig vom Gewicht."),
        ("Lieferzeit", "Alle vorrätigen Artikel verlassen unser Lager in der Regel innerhalb von zwei Werktagen. Die "
                       "Zustellung durch DHL dauert anschließend meist ein bis zwei weitere Tage."),
        ("Rückgabe", "Sie können jede Bestellung innerhalb von 30 Tagen ohne Angabe von Gründen zurückschicken. Legen "
                     "Sie dazu den beiliegenden Rücksendeschein in das Paket und bringen Sie es zur nächsten Filiale.")],
     "https://www.beispiel-shop.de/pages/versand-rueckgabe"),
    ("Shipping policy", "Shipping policy", [
        ("Shipping &amp; Returns", "We ship every order from our workshop in Leeds within two working days. Orders "
                                   "over fifty pounds ship free within the United Kingdom; smaller orders pay a flat rate."),
        ("Returns", "You can send any unworn item back within thirty days of delivery. Print the label from your "
                    "account, pack the item in its original box and drop it at any post office."),
        ("International orders", "We ship to most countries in Europe and to North America. Import duties and taxes "
                                 "are charged by the carrier on delivery and are not included in our prices.")],
     "https://shop.example.co.uk/policies/shipping-policy"),
]


@pytest.mark.parametrize(("h1", "title", "sections", "url"), POLICY_PAGES)
def test_a_shops_policy_page_keeps_its_sections(h1: str, title: str, sections: list[tuple[str, str]], url: str) -> None:
    body = ("<header><nav><a href='/'>Start</a> <a href='/shop'>Shop</a> <a href='/contact'>Contact</a></nav></header>"
            f"<main><h1>{h1}</h1>"
            + "".join(f"<div class='box'><h2>{heading}</h2><p>{text}</p></div>" for heading, text in sections)
            + "</main><footer><p>© 2026 Example Ltd</p></footer>")
    texts = _texts(page(body, title), url)
    for _, text in sections:
        assert text in texts, (text, texts)


# a sentence pointing to more on the text's own subject stays (a pointer to the section's other stories goes)
POINTERS = [
    "Weitere Informationen zum Bauprojekt finden Sie hier.",
    "Alle Informationen zur Sanierung der Turnhalle finden Sie hier.",
    "Weitere Infos zur Anmeldung gibt es auf www.example.de/anmeldung.",
]


@pytest.mark.parametrize("line", POINTERS)
def test_a_pointer_to_more_on_the_subject_stays(line: str) -> None:
    assert line in _texts(_between(f"<p>{line}</p>", DE_P), DE_URL)


def test_a_pointer_to_the_sections_other_stories_still_goes() -> None:
    line = "Mehr Nachrichten aus Essen finden Sie hier."
    assert line not in _texts(_between(f"<p>{line}</p>", DE_P), DE_URL)


# the caption of a theme's header picture stays; its credit, a name, goes
CAPTIONS = [
    "Header image: The tram depot, built in 1912, seen from the river",
    "Featured image: A view of the new tram line at night",
    "Cover photo: Residents of the old town at the council meeting",
]


@pytest.mark.parametrize("line", CAPTIONS)
def test_a_header_pictures_caption_stays(line: str) -> None:
    assert line in _texts(_between(f"<p>{line}</p>"), EN_URL)


@pytest.mark.parametrize("line", ["Featured image: Getty Images via AFP", "Header image: © Jane Smith / Example Times",
                                  "Cover photo: Unsplash/John Doe"])
def test_a_header_pictures_credit_still_goes(line: str) -> None:
    assert line not in _texts(_between(f"<p>{line}</p>"), EN_URL)
