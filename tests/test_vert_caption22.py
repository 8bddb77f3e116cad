"""Pictures' captions named ``caption`` (session 22): a gallery's slide or a figure's caption element named by
the one word goes like a ``<figcaption>`` when its picture is beside it; the same word on a caption's credit,
a code block's file name, a card's headline or a figure's caption in the running text does not make them go."""

from __future__ import annotations

import pytest
from vert_support import EN_TEXT, page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
EN_TEXT2 = ("The committee will meet again in the spring, when the first figures from the new programme are "
            "expected, and its members said they would publish the full minutes of every session on the "
            "council's website within a week of each meeting.")
DE_TEXT = ("Der Gemeinderat hat am Dienstagabend nach langer Debatte beschlossen, die Sanierung der alten "
           "Turnhalle im kommenden Jahr zu beginnen. Die Kosten werden auf rund vier Millionen Euro geschätzt, "
           "wovon das Land einen großen Teil übernehmen soll.")
DE_TEXT2 = ("Bis zum Ende der Bauarbeiten sollen die Vereine in die Halle der Realschule ausweichen. Der "
            "Bürgermeister kündigte an, die Anwohner in einer Versammlung im Januar über den Zeitplan zu "
            "informieren und ihre Fragen zu beantworten.")
CAPTION = ("Former Massachusetts Gov. Deval Patrick, left, speaks with a business owner during a campaign stop, "
           "Tuesday, Nov. 19, 2019, in Columbia, S.C.")


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _article(inner: str, title: str = "Deval Patrick takes his campaign south") -> str:
    return page(f"<article><h1>{title}</h1>{inner}<div class='body'><p>{EN_TEXT}</p><p>{EN_TEXT2}</p></div></article>",
                title)


# --- the class: a picture's caption named "caption" ----------------------------------------------------

def test_a_gallery_slides_caption_beside_its_picture_is_not_text():
    """A newspaper's gallery (Hearst's): each slide is the picture and a ``div.caption`` holding the caption
    whole and cut short; the caption was kept as the article's first paragraph."""
    slide = (f"<li class='gallery-item'><div class='img-wrap'><img src='/p1.jpg' alt='{CAPTION}'></div>"
             f"<div class='caption'><div class='caption-full'>{CAPTION}</div>"
             f"<div class='caption-truncated'>{CAPTION}</div></div></li>")
    texts = _texts(_article(f"<div class='gallery'><ul>{slide}</ul></div>"),
                   "https://www.example.com/news/article/Deval-Patrick-takes-campaign-14849155.php")
    assert CAPTION not in texts and texts[-2:] == [EN_TEXT, EN_TEXT2]


def test_a_gallerys_caption_panel_beside_the_slides_is_not_text():
    """... and shown again in the gallery's control panel, three levels under the element that holds the
    pictures (the panel holds the count and the caption, no paragraph)."""
    slides = "".join(f"<li><div class='img-wrap'><img src='/p{i}.jpg'></div></li>" for i in range(3))
    panel = (f"<div class='control-panel'><div class='panel-inner'><div class='caption'><div class='count'>Image 1 "
             f"of 3</div><div class='caption-remote'><div class='caption-full'>{CAPTION}</div></div></div></div></div>")
    texts = _texts(_article(f"<div class='gallery'><ul>{slides}</ul>{panel}</div>"),
                   "https://www.example.com/news/article/Deval-Patrick-takes-campaign-14849155.php")
    assert CAPTION not in texts and texts[-2:] == [EN_TEXT, EN_TEXT2]


@pytest.mark.parametrize("caption", [
    "<div class='caption-text'>An artist's concept of the lander on the surface of the moon.</div>",
    "<span class='caption'>Der Bürgermeister vor der alten Turnhalle am Dienstag</span>",
])
def test_a_figures_caption_element_named_caption_is_not_text(caption):
    """An inline gallery's figure: the picture in a paragraph, the caption in an element named
    ``caption-text`` or ``caption`` (not a ``<figcaption>`` block of its own)."""
    figure = f"<div class='inline-gallery'><figure><p class='image-block'><img src='/m.jpg'></p>{caption}</figure></div>"
    body = f"<article><h1>Turnhalle</h1><p>{DE_TEXT}</p>{figure}<p>{DE_TEXT2}</p></article>"
    texts = _texts(page(body, "Turnhalle"), "https://www.example.de/lokales/turnhalle-wird-saniert")
    assert texts[-2:] == [DE_TEXT, DE_TEXT2] and not any("lander" in t or "Bürgermeister vor" in t for t in texts)


# --- guards: the same word on what is text ------------------------------------------------------------

def test_a_captions_credit_named_caption_leaves_the_caption_to_the_credit_rules():
    """A tabloid's caption ends in its credit, a ``span.caption`` inside the caption: dropped alone, the
    caption without its credit read as a sentence of the article, and every picture's caption came back."""
    photos = "".join(f"<div class='photo'><p><img src='/h{i}.jpg'></p><span class='newsCaption'>Protesters march "
                     f"through the city centre on day {i} <span class='caption'>(Image: GETTY)</span></span></div>"
                     for i in range(3))
    body = f"<article><h1>Hong Kong</h1><p>{EN_TEXT}</p>{photos}<p>{EN_TEXT2}</p></article>"
    texts = _texts(page(body, "Hong Kong"), "https://www.example.co.uk/news/world/1206313/hong-kong-protests")
    assert texts[-2:] == [EN_TEXT, EN_TEXT2] and not any("Protesters march" in t for t in texts)


def test_a_code_blocks_file_name_named_caption_text_stays():
    """Sphinx names a code block's file name ``caption-text`` inside its ``code-block-caption``."""
    block = ("<div class='literal-block-wrapper'><div class='code-block-caption'><span class='caption-text'>"
             "forms.py</span></div><div class='highlight'><pre>from django import forms\n\nclass NameForm("
             "forms.Form):\n    name = forms.CharField(max_length=100)</pre></div></div>")
    body = (f"<div class='document'><div role='main'><h1>Working with forms</h1><p>{EN_TEXT}</p>"
            f"<img src='/form.png'>{block}<p>{EN_TEXT2}</p></div></div>")
    assert "forms.py" in _texts(page(body, "Working with forms"), "https://docs.example.org/en/5.0/topics/forms/")


def test_a_figures_caption_in_the_running_text_stays():
    """A book's figure: the picture in one paragraph, "Figure 4-1: …" in a ``span.caption`` in the next,
    inside the chapter's text (the picture's nearest holder is the chapter, with its paragraphs)."""
    figure = ("<p><img src='img/trpl04-01.svg' alt='Two tables'></p><p><span class='caption'>Figure 4-1: The "
              "representation in memory of a String holding the value hello</span></p>")
    body = f"<main><h1>What Is Ownership?</h1><p>{EN_TEXT}</p>{figure}<p>{EN_TEXT2}</p></main>"
    texts = _texts(page(body, "What Is Ownership?"), "https://doc.example.org/book/ch04-01-what-is-ownership.html")
    assert any(t.startswith("Figure 4-1:") for t in texts)


def test_a_cards_headline_named_caption_stays():
    """A product page's feature cards: each headline a ``p.caption`` inside a ``caption-container`` beside
    the card's picture."""
    cards = "".join(f"<div class='card'><div class='caption-container'><p class='caption'>Feature {i}: up to twice "
                    f"the battery life of the previous model in every mode.</p></div><picture><img src='/c{i}.jpg'>"
                    f"</picture></div>" for i in range(3))
    body = f"<main><h1>Earbuds Pro</h1><p>{EN_TEXT}</p><div class='gallery'>{cards}</div><p>{EN_TEXT2}</p></main>"
    texts = _texts(page(body, "Earbuds Pro"), "https://shop.example.com/earbuds-pro/")
    assert sum("battery life" in t for t in texts) == 3


STEPS = ["Fill the glass bowl with a layer of small pebbles for drainage.", "Insert your plant into the hole.",
         "You can add various plants if you wish.", "Using floral pins, attach enough moss around the foam to cover it.",
         "Gently place the cloche over the foam.", "Simply pull down the moss with tweezers to fill the empty spaces.",
         "You can use any platform you wish, a small saucer for instance.",
         "This terrarium rests on a planter saucer with a small white pumpkin."]


def test_a_how_tos_steps_with_captioned_pictures_keep_their_text():
    """A how-to's steps, each a heading, a short sentence and a picture with a ``figcaption class="small
    caption"``: the figcaptions are left to the block rules (gone before the container was chosen, the steps
    lost it and the page kept only its introduction)."""
    steps = "".join(f"<div class='mod step'><div class='stepContent'><div class='content'><span class='headline2 "
                    f"head'>Step {i}</span><p>{s}</p></div><figure class='stepThumb'><img src='/s{i}.jpg'>"
                    f"<figcaption class='small caption'>Step {i} picture (Lucy Akins)</figcaption></figure></div></div>"
                    for i, s in enumerate(STEPS, 1))
    body = (f"<div class='article'><h1>How to make a terrarium</h1><div class='mod intro'><p>{EN_TEXT}</p></div>"
            f"{steps}</div>")
    texts = _texts(page(body, "How to make a terrarium"), "https://www.example.com/how_to_make-terrarium.html")
    assert all(s in texts for s in STEPS)
