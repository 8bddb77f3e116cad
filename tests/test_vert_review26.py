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
    "Just a quick heads up that we use some affiliate links to products we think you’ll find useful. We’d earn a "
    "commission should you choose to buy through them, never at any extra cost to yourself.",
])
def test_the_sites_own_disclosure_is_still_one(text):
    assert affiliate_notice(text)


# --- a shouted teaser after its kicker, of three or four words ---------------------------------------------------

STORY = ("The city council voted on Tuesday to extend the tram line to the new district by 2029. The project will cost "
         "about 240 million euros, most of it paid by the federal government.",
         "Residents had asked for the extension for years, because buses between the district and the centre are "
         "often full in the morning and take almost forty minutes.",
         "Construction is to start next spring. The council expects some streets to be closed for several months, and "
         "shops along the route will get help from a special fund.")


def _story(extra: str) -> list[str]:
    body = ('<header><nav><a href="/">Home</a><a href="/news/">News</a></nav></header><main><article><h1>Tram line to '
            f'be extended</h1><p>{STORY[0]}</p>{extra}<p>{STORY[1]}</p><p>{STORY[2]}</p></article></main>'
            '<footer>© 2026</footer>')
    return _texts(page(body, "Tram line to be extended", '<meta property="og:type" content="article">'),
                  "https://www.example.com/news/local/tram-line-extension-approved-2026")


@pytest.mark.parametrize("teaser", ["WATCH: MAYOR SPEAKS LIVE", "VIDEO: STORM HITS COAST", "MEHR: STADTRAT TAGT"])
def test_a_shouted_teaser_of_four_words_after_its_kicker_goes(teaser):
    """SHOUTED_WORDS 5 kept a shouted link of three or four words as a product's or a section's name; one
    after a teaser's kicker ("WATCH:") is a teaser of another story all the same."""
    texts = _story(f'<p><a href="/news/politics/another-story-2026"><strong>{teaser}</strong></a></p>')
    assert teaser not in texts and all(p in texts for p in STORY)


def test_a_shouted_section_name_with_a_colon_stays():
    name = "BEST OVERALL: ANKER POWERCORE"
    assert name in _story(f'<p><a href="https://www.amazon.com/dp/B0194WDVHI"><strong>{name}</strong></a></p>')


# --- a plain button holding a heading: an accordion's question only over its answer ------------------------------

GERMAN = ("Die Stadtwerke erhöhen zum ersten Januar die Preise für Strom und Gas. Ein durchschnittlicher Haushalt zahlt "
          "dann etwa zwölf Euro mehr im Monat, teilte das Unternehmen mit.",
          "Als Grund nennen die Stadtwerke die gestiegenen Kosten beim Einkauf. Kunden können bis Ende Dezember "
          "kündigen, wenn sie mit der Erhöhung nicht einverstanden sind.",
          "Die Verbraucherzentrale rät, die Angebote anderer Anbieter zu vergleichen, bevor man sich entscheidet. Ein "
          "Wechsel dauert meist nur wenige Wochen.")


def _bericht(extra: str) -> list[str]:
    body = ('<header><nav><a href="/">Start</a><a href="/lokales/">Lokales</a></nav></header><main><article>'
            f'<h1>Stadtwerke erhöhen Preise</h1><p>{GERMAN[0]}</p>{extra}<p>{GERMAN[1]}</p><p>{GERMAN[2]}</p>'
            '</article></main><footer>© 2026</footer>')
    return _texts(page(body, "Stadtwerke erhöhen Preise", '<meta property="og:type" content="article">'),
                  "https://www.example.de/lokales/stadtwerke-erhoehen-preise-2026")


@pytest.mark.parametrize("widget", [
    '<button type="button" class="nl"><h4>Jetzt zum Newsletter anmelden und nichts verpassen</h4></button>',
    '<button type="button"><h5>Was denken Sie darüber?</h5><span>12 Kommentare</span></button>',
    '<button type="button"><h3>Möchten Sie Inhalte von YouTube laden?</h3></button>',
    '<details class="search"><summary><span><label for="q">Suche in allen Artikeln der Redaktion</label></span>'
    '</summary><input id="q" type="search"></details>',
])
def test_a_widgets_heading_or_label_among_the_paragraphs_still_goes(widget):
    """A plain ``<button>`` holding a heading counts as an accordion's question (Tailwind's FAQ) only with its
    answer in the element after it, the last of its item; a ``<label>`` naming its field (``for``) is a form's
    even in a ``<summary>``."""
    texts = _bericht(widget)
    assert texts[1:] == list(GERMAN), texts
