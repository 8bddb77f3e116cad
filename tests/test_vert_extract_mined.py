"""Regression tests for the failure classes found by mining the pages where vert's text disagreed with
trafilatura's and Resiliparse's (session 14): one small hand-written page per class."""

from __future__ import annotations

import pytest
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, page

from corpustools.vert.choose import extract_page

URL = "https://www.example.com/blog/meal-prep-for-a-busy-week"
OPTIONS = {"languages": ()}

EN_TEXT2 = ("A balanced plan spreads the day's calories over several small meals, so that energy stays level "
            "from the morning workout to the evening. Each meal below lists its portions, and the shopping list "
            "at the end of the article covers the whole week for one person.")


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- a text made of sections alike repeats their headings --------------------------------------------

def test_the_repeated_headings_of_sections_alike_and_their_first_lines_are_kept_in_every_section():
    """A meal plan, a recipe collection, a review of several products: every section has the same
    subheadings ("Meal 1", "Pros") and often the same first line under them.  They were taken for a
    caption repeated under every picture and kept only in the first section."""
    def plan(name: str, food: str) -> str:
        return (f"<h2>Meal plan {name}</h2>"
                f"<h3>Breakfast</h3><p><em>Eat within an hour of waking</em></p>"
                f"<p>Two eggs, one slice of whole-grain toast and {food}, with a glass of water or black coffee.</p>"
                f"<h3>Lunch</h3><p><em>Eat every 2-3 hours</em></p>"
                f"<p>A bowl of lentil soup with {food}, a green salad and a spoon of olive oil over it.</p>")
    body = (f"<article><h1>Meal prep for a busy week</h1><p>{EN_TEXT2}</p>{plan('A', 'an apple')}"
            f"{plan('B', 'a pear')}{plan('C', 'some grapes')}<p>{EN_TEXT}</p></article>")
    texts = _texts(page(body, "Meal prep"))
    assert texts.count("Breakfast") == 3 and texts.count("Lunch") == 3
    assert texts.count("Eat within an hour of waking") == 3 and texts.count("Eat every 2-3 hours") == 3
    assert texts.index("Meal plan B") < texts.index("A bowl of lentil soup with a pear, a green salad and a spoon "
                                                    "of olive oil over it.")


def test_a_caption_repeated_under_every_picture_is_still_kept_once_beside_repeated_headings():
    gallery = "".join(f"<div class='photo'><img src='/g{i}.jpg'><p>Povodně na Moravě</p></div>" for i in range(3))
    body = (f"<article><h1>Povodně</h1><h2>Olomouc</h2><p>{CS_TEXT}</p><h3>Přerov</h3><p>{CS_TEXT2}</p>{gallery}"
            f"<h2>Olomouc</h2><p>{CS_TEXT2} Znovu.</p><h3>Přerov</h3><p>{CS_TEXT} Znovu.</p></article>")
    texts = _texts(page(body), "https://www.example.cz/domov/povodne-na-morave-zaplavily-olomouc.html")
    assert texts.count("Povodně na Moravě") == 1 and texts.count("Olomouc") == 2 and texts.count("Přerov") == 2


def test_an_articles_headline_shown_again_in_its_body_is_kept_once():
    """One heading repeated alone is the headline shown twice (above the picture and in the body), not
    the headings of sections alike."""
    headline = "New car sales plunge 10 percent in October"
    body = f"<article><h1>{headline}</h1><p>{EN_TEXT}</p><h2>{headline}</h2><p>{EN_TEXT2}</p></article>"
    texts = _texts(page(body), "https://www.example.com/business/2019/11/04/new-car-sales-plunge")
    assert texts.count(headline) == 1 and EN_TEXT2 in texts


# --- a news agency's photo credit ending a caption --------------------------------------------------

@pytest.mark.parametrize("caption", [
    "In this Dec. 12, 2006, file photo, made available by NASA, astronaut Robert L. Curbeam Jr., left, and "
    "European Space Agency astronaut Christer Fuglesang participate in a space walk. (NASA via AP, File)",
    "Israeli Prime Minister Benjamin Netanyahu visits the Western Wall in Jerusalem on March 18. "
    "(Thomas Coex/AFP/Getty Images)",
    "President Obama speaks about the economy in the Rose Garden of the White House. (Evan Vucci/AP)",
    "The oxygen bar lets customers breathe 80% to 90% pure oxygen from a disposable nasal cannula. "
    "(Photo Credit : PTI File Photo )",
])
def test_a_caption_ending_in_a_news_agencys_credit_is_dropped(caption):
    """Captions in a plain ``<div>``/``<p>`` under the picture (not a ``<figcaption>``) that end in the
    agencies' credit forms "(X via AP, File)", "(Name/AFP/Getty Images)", "(Photo Credit : …)"."""
    body = (f"<article><h1>Snooze cruise</h1><div class='image'><img src='/a.jpg'><p>{caption}</p></div>"
            f"<p>{EN_TEXT}</p><p>{EN_TEXT2}</p></article>")
    assert _texts(page(body), "https://www.example.com/sci-tech/snooze-cruise-study-1.3800223") == \
        ["Snooze cruise", EN_TEXT, EN_TEXT2]


@pytest.mark.parametrize("sentence", [
    "Gunmen in military uniforms stormed the national museum, killing at least 19 people. (Reuters)",
    "The minister said the new rules would apply from April, according to officials. (PTI)",
    "The agency said the footage reached it via AP, which had obtained it from a local photographer.",
])
def test_a_paragraph_naming_its_source_agency_is_kept(sentence):
    """Wire stories end a paragraph with their source, "(Reuters)", "(PTI)": the text, not a credit."""
    body = f"<article><h1>Attack</h1><p>{EN_TEXT}</p><p>{sentence}</p><p>{EN_TEXT2}</p></article>"
    assert sentence in _texts(page(body), "https://www.example.com/world/museum-attack-2015-03-18")


# --- a long block copied right after itself -------------------------------------------------------

CAPTION = ("Former Massachusetts Gov. Deval Patrick, left, speaks with a business owner during a campaign stop, "
           "Tuesday, Nov. 19, 2019, in Columbia, S.C.")


def test_a_long_caption_repeated_by_every_slide_of_a_slideshow_is_kept_once():
    """A slideshow renders each picture's caption in several elements (the slide, its thumbnail, the
    full-screen view) one after the other: over 120 characters, so the repeated-caption rule did not see
    it, and the article opened with four copies of it."""
    slides = "".join(f"<div class='slide' id='s{i}'><img src='/p.jpg'><div class='caption'>{CAPTION}</div></div>"
                     for i in range(4))
    body = f"<article><h1>Deval Patrick takes his campaign south</h1>{slides}<p>{EN_TEXT}</p><p>{EN_TEXT2}</p></article>"
    texts = _texts(page(body), "https://www.example.com/news/article/Deval-Patrick-takes-campaign-14849155.php")
    assert texts.count(CAPTION) <= 1 and texts[-2:] == [EN_TEXT, EN_TEXT2]


def test_a_paragraph_the_page_repeats_in_the_same_element_is_kept_twice():
    """The same paragraph twice in a row under one parent is the page's own text (a test page, a refrain)."""
    body = f"<article><h1>Notes</h1><p>{EN_TEXT}</p><p>{EN_TEXT}</p><p>{EN_TEXT2}</p></article>"
    assert _texts(page(body), "https://www.example.org/notes/budget").count(EN_TEXT) == 2


# --- a form's reCAPTCHA notice ------------------------------------------------------------------

@pytest.mark.parametrize("notice", [
    "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.",
    "Diese Seite ist durch reCAPTCHA geschützt und es gelten die Datenschutzbestimmungen und "
    "Nutzungsbedingungen von Google.",
    "Tato stránka je chráněna službou reCAPTCHA a platí Zásady ochrany osobních údajů a Smluvní podmínky "
    "společnosti Google.",
])
def test_a_forms_recaptcha_notice_is_not_text_but_a_sentence_about_recaptcha_is(notice):
    """The newsletter box inside an article ends with the reCAPTCHA badge's notice (nbcnews: "This site is
    protected by recaptcha Privacy Policy | Terms of Service")."""
    about = "Google says reCAPTCHA protects millions of sites from bots, and this site is one of them, he added."
    body = f"<article><h1>Threat</h1><p>{EN_TEXT}</p><p>{notice}</p><p>{about}</p><p>{EN_TEXT2}</p></article>"
    assert _texts(page(body), "https://www.example.com/news/us-news/man-pleads-guilty-n1085791") == \
        ["Threat", EN_TEXT, about, EN_TEXT2]


# --- a box of other stories under a teaser heading inside the article ------------------------------

@pytest.mark.parametrize("heading", ["Trending News", "Related articles", "Lesen Sie auch"])
def test_linked_headlines_under_a_teaser_heading_inside_the_article_are_not_its_text(heading):
    """A news site puts a box of other stories in the middle of the article: a teaser heading and a list
    of linked headlines, then the article goes on.  The headlines were kept as a list of linked names
    with text after them, and the heading, judged bad (over 200 characters of links before the next good
    text), went alone: the boilerplate pass never saw the heading that announces them."""
    links = ["Video shows dramatic rescue of kidnapped girl in Texas",
             "Man arrested after seven trafficking victims found in car",
             "Jeffrey Epstein jail guards charged with falsifying records",
             "Safety officials urge Boeing to redesign part on 737s",
             "White teen accused of plotting deadly attack on black church"]
    box = (f"<div class='recirculation'><figure><h4> {heading} </h4><ul>"
           + "".join(f"<li class='item'> <a href='/news/story-{i}/'> {t} </a> </li>" for i, t in enumerate(links))
           + "</ul></figure></div>")
    body = f"<article><h1>Rescue</h1><p>{EN_TEXT}</p>{box}<p>{EN_TEXT2}</p></article>"
    texts = _texts(page(body), "https://www.example.com/news/fort-worth-girl-rescued-video/")
    assert EN_TEXT in texts and EN_TEXT2 in texts
    assert not any(t in texts for t in links) and heading not in texts


def test_a_list_of_linked_names_in_the_text_is_still_kept():
    """Not under a teaser heading: a list of linked names the text goes on after (the sources it cites)."""
    items = ["The Federal Reserve Bank of New York report", "The Congressional Budget Office outlook",
             "The International Monetary Fund staff paper"]
    lst = "<h4>Sources</h4><ul>" + "".join(f"<li><a href='https://example.org/{i}'>{t}</a></li>"
                                           for i, t in enumerate(items)) + "</ul>"
    body = f"<article><h1>Budget</h1><p>{EN_TEXT}</p>{lst}<p>{EN_TEXT2}</p></article>"
    texts = _texts(page(body), "https://www.example.com/news/budget-deficit-outlook/")
    assert all(t in texts for t in items)
