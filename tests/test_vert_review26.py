"""An adversary's review of session 26's extraction rules: real text that a new rule took for boilerplate.

A review of tools or a round-up of recipes whose every item is a card (the name linked, a description ending in
"Visit website" to the same address) is the article's text, not a run of teasers (``boiler._more_teaser``, made
for one teaser box among an article's paragraphs that links to another page of the site); an article's sentence
about commissions ("Sellers earn a commission of 3 percent", "if you buy through their links, they get ...") is
no affiliate disclosure (``notices._AFFILIATE_SENTENCE``, made for the site's own "we may earn a commission").
Each with the guard of the boilerplate the rule was made for."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page
from corpustools.vert.notices import affiliate_notice


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, {"languages": ()}).blocks]


TOOLS = (
    ("Trello", "Trello organises work on boards of cards that a team moves from column to column as the work goes "
     "on. The free plan is enough for a small team, and the paid plans add automation, timelines and storage."),
    ("Asana", "Asana is built around tasks and projects and suits larger teams that need to see who is doing what "
     "and by when. Its timeline view shows how tasks depend on each other, which helps when a deadline moves."),
    ("Notion", "Notion combines notes, documents and simple databases in one place. Many teams use it as a wiki "
     "first and then build their task lists in it too, although it takes some time to set up well."),
    ("ClickUp", "ClickUp tries to do everything, from documents to goals to time tracking. That makes it powerful, "
     "but new users often find the number of options overwhelming in the first weeks."),
)
INTRO = ("Choosing a project management tool is harder than it looks, because every team works in its own way. We "
         "tested the most popular services over three months with a team of eight people and compared them.")
OUTRO = ("In the end, the best tool is the one your team actually uses. Start with a free plan, try it for a few "
         "weeks on a real project, and only then decide whether the paid features are worth the money.")
REVIEW_URL = "https://www.example.com/reviews/best-project-management-tools/"


def _card(name: str, text: str, href: str, more: str) -> str:
    return (f'<div class="tool-card"><h3><a href="{href}">{name}</a></h3>'
            f'<div class="tool-desc"><p>{text} <a href="{href}">{more}</a></p></div></div>')


def _review(cards: str, title: str = "The best project management tools in 2026") -> str:
    body = ('<header><nav><a href="/">Home</a> <a href="/reviews/">Reviews</a></nav></header><main><article>'
            f'<h1>{title}</h1><p>{INTRO}</p>{cards}<p>{OUTRO}</p></article></main><footer>© Example</footer>')
    return page(body, title, '<meta property="og:type" content="article">')


@pytest.mark.parametrize(("href", "more"), [
    ("https://{name}.example.org/", "Visit website"),  # a review of another site's tools
    ("/rezepte/{name}/", "Zum Rezept"),  # a round-up of the site's own recipes, one card after another
])
def test_a_run_of_cards_whose_description_links_to_its_name_is_the_articles_text(href, more):
    cards = "".join(_card(name, text, href.format(name=name.lower()), more) for name, text in TOOLS)
    texts = _texts(_review(cards), REVIEW_URL)
    for _, text in TOOLS:
        assert any(t.startswith(text) for t in texts), texts


def test_one_card_linking_to_another_site_among_the_paragraphs_is_the_articles():
    name, text = TOOLS[0]
    cards = _card(name, text, "https://trello.com/", "Visit website")
    texts = _texts(_review(cards, "Why we moved our team to Trello"), "https://www.example.com/blog/why-trello/")
    assert any(t.startswith(text) for t in texts), texts


def test_one_card_linking_to_another_page_of_the_site_still_goes():
    # the teaser box the rule was made for: one card among the paragraphs, to another page of the site (written
    # absolute, with or without "www.")
    name, text = TOOLS[0]
    for href in ("/podcast/wissen-kompakt/", "https://example.com/podcast/wissen-kompakt/"):
        cards = _card(name, text, href, "mehr")
        texts = _texts(_review(cards, "Why we moved our team to Trello"), "https://www.example.com/blog/why-trello/")
        assert not any(t.startswith(text[:40]) for t in texts), (href, texts)
        assert INTRO in texts and OUTRO in texts


@pytest.mark.parametrize("text", [
    "Influencers on Instagram now earn commission on almost every sale. We asked five of them how much: if you buy "
    "through their links, they get between 5 and 10 percent.",
    "We tested the app for two weeks. Sellers earn a commission of 3 percent on every sale made through its links, "
    "which is lower than at its rivals.",
    "Die Verbraucherzentrale kritisiert, dass Vergleichsportale eine Provision erhalten. Wenn Sie über solche Links "
    "einen Vertrag kaufen, zahlen Sie oft mehr, sagt unsere Expertin.",
])
def test_an_articles_sentence_about_commissions_in_its_voice_is_no_disclosure(text):
    assert not affiliate_notice(text)


@pytest.mark.parametrize("text", [
    "Every item on this page was chosen by an editor. We earn a commission on some of the items you choose to buy.",
    "Our picks are independent. When you buy through links on our site, we may earn an affiliate commission.",
    "Unabhängig ausgewählt. Wenn du über diese Links etwas kaufst, bekommen wir eine kleine Provision.",
])
def test_the_sites_own_disclosure_is_still_one(text):
    assert affiliate_notice(text)
