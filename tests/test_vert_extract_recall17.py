"""Regression tests for text the extractor lost on varied pages (session 17's recall pass): one small
hand-written page per failure class, in the languages the web mostly has (English, German)."""

from __future__ import annotations

from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}

EN_INTRO = ("A balanced plan spreads the day's calories over several small meals, so that energy stays level "
            "from the morning workout to the evening. Each meal below lists its portions, and the shopping list "
            "at the end of the article covers the whole week for one person.")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a line repeated once in every section of sections alike ------------------------------------------

def test_a_line_repeated_in_every_section_of_sections_alike_is_kept_in_each():
    """A meal plan, a recipe collection, a comparison of products: every section has the same subheadings
    and, under them, lines that recur from section to section ("Portions: 1 green, 1 red", "Drink during
    your workout").  They were taken for a caption repeated under every picture and kept only in the
    first section; a caption repeated within one section is still kept once."""
    def plan(name: str, food: str) -> str:
        return (f"<h2>Eating plan {name}</h2>"
                f"<h3>Breakfast</h3><p>Eat within an hour of waking</p>"
                f"<p>Two eggs, one slice of whole-grain toast and {food}, with a glass of water or black coffee.</p>"
                f"<p>Portions: 1 green, 1 red, 1 yellow</p>"
                f"<h3>Workout drink</h3><p>Drink during your workout</p><p>Hydrate mix with water</p>"
                f"<p>Portions: 1 purple</p>")
    gallery = "".join(f"<div class='photo'><img src='/g{i}.jpg'><p>The week's shopping</p></div>" for i in range(3))
    body = (f"<article><h1>Meal prep for a busy week</h1><p>{EN_INTRO}</p>{plan('A', 'an apple')}"
            f"{plan('B', 'a pear')}{gallery}{plan('C', 'some grapes')}<p>{EN_TEXT}</p></article>")
    texts = _texts(page(body, "Meal prep"), "https://www.example.com/blog/meal-prep-for-a-busy-week")
    assert texts.count("Portions: 1 green, 1 red, 1 yellow") == 3
    assert texts.count("Portions: 1 purple") == 3 and texts.count("Hydrate mix with water") == 3
    assert texts.count("The week's shopping") == 1
