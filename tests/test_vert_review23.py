"""Review of session 23's extraction rules: real text that looked like the new boilerplate.

A digest whose items are ``<article>``s each with an ``<h1>`` linked to its story (HTML5's outline: a
heading of rank one in each sectioning element) under the page's own unlinked ``<h1>`` keeps its items:
``appended.drop_appended`` takes whole other stories in the page's own template for an infinite scroll's.

A short line that is no agency's credit is judged in microseconds: the patterns of a name's words before or
after an agency (``boiler._NAME_AGENCY``, ``_AGENCY_CREDIT``, ``_AGENCY_SLASH``) split a long word every way.

A writer's position on an author's card ("Redakteur in der Wirtschaft.", ``byline.position_line``) is a line
of its own element, the card's; a short sentence of the text that opens with a trade and a preposition
("Journalist in Kyiv describes …", "Autor v Praze představil …") stands among the text's paragraphs, in
their element, and stays."""

from __future__ import annotations

import pytest
from test_vert_caption22 import DE_TEXT, DE_TEXT2
from test_vert_next23 import NEXT1, NEXT2, OWN, _head, _paragraphs
from vert_support import page

from corpustools.vert.choose import extract_page

ARTICLE_URL = "https://www.example.de/2026/11/30/turnhalle-wird-saniert/"


def _texts(html: str, url: str = ARTICLE_URL) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


@pytest.mark.parametrize("line", ["Journalist in Kyiv describes a night of shelling.",
                                  "Giornalista in Ucraina ucciso da un drone.",
                                  "Autor v Praze představil svou novou knihu.",
                                  "Reporterin in Gaza schildert die Lage der Familien."])
def test_a_short_sentence_opening_with_a_trade_among_the_paragraphs_stays(line):
    """A paragraph of one short sentence that opens with a trade and a preposition, among the text's
    paragraphs in their element, is text: an author card's position stands in an element of its own."""
    html = page(f"<article><h1>Turnhalle wird saniert</h1><div class='body'><p>{DE_TEXT}</p><p>{line}</p>"
                f"<p>{DE_TEXT2}</p></div></article>", "Turnhalle wird saniert")
    assert line in _texts(html)


def test_a_caption_naming_a_writer_by_her_trade_stays():
    """A trade, a name and a preposition ("Autorin Jana Müller bei einer Lesung"): a picture's caption or a
    sentence, not a position (which names no one: the name is the card's line above it)."""
    line = "Autorin Jana Müller bei einer Lesung in Berlin."
    html = page(f"<article><h1>Turnhalle wird saniert</h1><div class='body'><p>{DE_TEXT}</p></div>"
                f"<div class='pic'><p>{line}</p></div><div class='body2'><p>{DE_TEXT2}</p></div></article>",
                "Turnhalle wird saniert")
    assert line in _texts(html)


@pytest.mark.parametrize("wrapped", [False, True])
def test_a_digests_items_each_an_article_with_a_linked_h1_stay(wrapped):
    """A morning briefing whose items each have an ``<h1>`` (HTML5's outline) linking to the whole story, a
    date and a summary of 400 characters and more, under the page's ``<h1>`` and an introduction: its text."""
    url = "https://news.example.com/briefing/2026-06-12"

    def item(slug: str, headline: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='briefing-item'><h1><a href='https://news.example.com/{slug}/'>{headline}</a></h1>"
                f"<time datetime='2026-06-12'>June 12, 2026</time>{_paragraphs(texts)}</article>")

    top = f"<header><h1>Your morning briefing for Friday</h1></header><div class='intro'>{_paragraphs(OWN)}</div>"
    body = (f"<main>{f'<article class=lead>{top}</article>' if wrapped else top}"
            f"{item('capsule-returns', 'The capsule is back on Earth', NEXT1)}"
            f"{item('tram-line', 'The tram line is approved', NEXT2)}</main>")
    html = f"<!DOCTYPE html><html>{_head('Your morning briefing for Friday', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN + NEXT1 + NEXT2)



@pytest.mark.parametrize("line, credits", [
    ("Ab" + "c" * 53 + "/pap!", ("Jan Kowalski/PAP", "Anna Maria Nowak-Kowalska / PAP")),  # boiler._NAME_AGENCY
    ("Ab" + "c" * 53 + ", xyz", ("Patrick Semansky, ASSOCIATED PRESS", "Michal Kamaryt, ČTK")),  # _AGENCY_CREDIT
    ("Reuters/Ab" + "c" * 48 + "!", ("ČTK/Michal Kamaryt", "Foto: Reuters/Jane Doe")),  # _AGENCY_SLASH
])
def test_a_short_line_that_is_no_agency_credit_is_judged_at_once(line, credits):
    """A line of 60 characters, one long word before or after a slash or a comma, that is no agency's
    credit: the patterns of a name's words (a space optional after each) split the word every way before
    failing, 10 to 30 ms for each such block of a page; now microseconds (the bound is 100 times wider)."""
    import time

    from corpustools.vert.boiler import _agency_credit

    start = time.process_time()
    for _ in range(50):
        assert not _agency_credit(line)
    assert time.process_time() - start < 0.15
    assert all(_agency_credit(credit) for credit in credits)


CS_TEXT = ("Streamovací služby letos znovu zdražují a domácnosti platí za zábavu víc než kdy předtím. Podle "
           "průzkumu má dnes většina rodin předplacené alespoň dvě služby a polovina z nich uvažuje o zrušení.")
CS_TEXT2 = ("Analytici očekávají, že se trh v příštích letech ustálí a služby se začnou spojovat do balíčků, jak to "
            "známe z kabelové televize. Pro zákazníky to může znamenat nižší ceny, ale menší výběr.")


@pytest.mark.parametrize("line, kept", [
    ("Předplatné Netflixu vám umožní přístup ke všem seriálům a filmům.", True),
    ("Předplatné Deníku vám umožní číst všechny články bez omezení.", False),  # the site's paywall's pitch
])
def test_a_sentence_about_a_subscription_that_is_no_paywalls_pitch_stays(line, kept):
    """A one-sentence paragraph on what a subscription gives (a streaming service's) is text; the paywall's
    pitch of the site's own articles ("… vám umožní číst všechny články") is not."""
    html = page(f"<article><h1>Streamování zdražuje</h1><div class='body'><p>{CS_TEXT}</p><p>{line}</p>"
                f"<p>{CS_TEXT2}</p></div></article>", "Streamování zdražuje")
    assert (line in _texts(html, "https://www.example.cz/2026/11/30/streamovani-zdrazuje/")) is kept
