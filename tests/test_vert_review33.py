"""The hostile review of session 32's rules (xreview33): news pages whose own lines look like what those rules remove,
in the markup news sites use (``test_vert_left30._news``: the site's header, ``<article>`` with the headline, the
byline and the body), through the real worker step.

* A crosshead set as a bold paragraph of its own after the lead, in German (which capitalizes its nouns: "Teure
  Energie", "Hohe Kosten") or in English title case ("Rising Costs"), went as a byline of names alone
  (``headline.drop_name_lines``, ``byline.names_alone``): a line whose word the text under it goes on to use heads a
  section (``headline._heads_section``); a writer's names over the text, first or after a deck, still go.

Each class has its guard: the rule still removes what it was made for.
"""

from __future__ import annotations

import pytest
from test_vert_left30 import _news, _texts
from test_vert_review31b import _DOMAINS
from vert_support import BYLINE_TOP


def _story(lang: str, paragraphs: list[str], slug: str, headline: str = "A headline for the council's story",
           top: str = BYLINE_TOP) -> list[str]:
    """The kept paragraphs of a news article in ``lang`` whose body is ``paragraphs`` (HTML each)."""
    html = _news(lang, headline, "Anna Example", "2026-11-26", top, ())
    html = html.replace('<div class="article-body"></div>',
                        '<div class="article-body">' + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div>", 1)
    return _texts(html, f"https://www.example.{_DOMAINS[lang]}/news/2026/11/26/{slug}-123456")


# --- 1. a crosshead after the lead is no line of writers' names ------------------------------------------------------
CROSSHEADS = {
    "de": ("Teure Energie",
           ["Die Stadtwerke erhöhen zum Jahreswechsel die Preise für Strom und Gas, wie der Aufsichtsrat am Dienstag "
            "beschlossen hat.",
            "Für einen Haushalt mit zwei Personen steigen die Kosten für Energie damit um rund 180 Euro im Jahr. Die "
            "Energiepreise an der Börse seien zwar gesunken, die Netzentgelte aber deutlich gestiegen.",
            "Die Verbraucherzentrale rät, die neuen Tarife genau zu vergleichen und notfalls den Anbieter zu wechseln."]),
    "de-costs": ("Hohe Kosten",
                 ["Der Kreistag hat die Gebühren für die Kindertagesstätten zum ersten Mal seit sechs Jahren erhöht.",
                  "Familien mit zwei Kindern zahlen ab August bis zu 90 Euro mehr im Monat. Die Kosten für das Personal "
                  "seien stark gestiegen, sagte der Landrat.",
                  "Elternvertreter kündigten an, gegen die Satzung zu klagen, und sammeln bereits Unterschriften."]),
    "en": ("Rising Costs",
           ["Auckland Council has voted to raise rates by 7.5 per cent next year, the third large rise in a row for the "
            "city's households.",
            "Councillors blamed rising costs for insurance, interest and construction, which have pushed the price of "
            "the city's flood protection works well above the budget.",
            "The mayor said the council would sell some of its shares in the airport to limit the rise in later years."]),
}


@pytest.mark.parametrize("key", sorted(CROSSHEADS))
def test_a_crosshead_after_the_lead_stays(key):
    lang = key[:2]
    crosshead, story = CROSSHEADS[key]
    paragraphs = [story[0], f"<strong>{crosshead}</strong>", *story[1:]]
    texts = _story(lang, paragraphs, "crosshead")
    assert crosshead in texts, texts
    assert all(t in texts for t in story), texts


@pytest.mark.parametrize("lang, names", [("de", "Markus Balser und Anna Weber"), ("en", "Jane Smith and John Doe"),
                                         ("cs", "Jan Novák a Petra Malá")])
def test_writers_names_after_a_deck_still_go(lang, names):
    """The guard: the writers' names after a deck, over a text that does not name them, go."""
    key = lang if lang != "cs" else "en"
    story = CROSSHEADS[key][1]
    texts = _story(lang, [story[0], f"<strong>{names}</strong>", *story[1:]], "names")
    assert names not in texts and all(t in texts for t in story), texts


def test_a_pictured_persons_name_after_the_lead_still_goes():
    """The guard: a picture's caption of the name of the person the text names whole is no crosshead."""
    story = ["Photos released online on Sunday show the actress Kate Henshaw at the premiere of her new film in Lagos.",
             "Kate Henshaw, who won the Africa Movie Academy Award for Best Actress in 2008, wore a dress in the colours "
             "of the national flag.",
             "The film opens in cinemas across the country next month and has already been sold to two streaming "
             "services."]
    texts = _story("en", [story[0], "Kate Henshaw", *story[1:]], "caption")
    assert "Kate Henshaw" not in texts and all(t in texts for t in story), texts
