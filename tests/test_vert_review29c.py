"""Regression tests for the review of session 29's last rules (xreview29c): each rule's shape where real text, a
real listing or a real headline has it.  Each page goes through ``document.process``, the worker's step."""

from __future__ import annotations

import pytest
from test_vert_left29b import _TEXT as _ELDIARIO_TEXT
from test_vert_left29b import _eldiario, _texts
from test_vert_review29b import _SITE, _live_blog, _skipped, _slides
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed


@pytest.mark.parametrize("section", ["/news/local-news/", "/news/greater-manchester-news"])
def test_a_section_named_by_two_words_whose_cards_link_articles_right_below_it_is_a_listing(section):
    # (a regional publisher's section, "/news/local-news/", holds its articles right below it,
    # "/news/local-news/bus-station-to-close-29876543": they are other documents, not the section's own parts)
    below = section.rstrip("/") + "/turnout-in-district-{}-higher-than-before-29876543"
    assert _skipped(_live_blog(below), _SITE + section) == "listing"
    assert _skipped(_slides(below), _SITE + section) == "listing"


_LEAD = ("The city will close its oldest swimming pool at the end of the year because the repairs would cost more "
         "than a new building.")
_POOL = ("The council voted on Tuesday evening to close the old swimming pool at the end of the year, citing the rising "
         "cost of heating and repairs that nobody had budgeted for.",
         "Parents who use the pool for lessons said they had not been told in advance and would ask the council to "
         "delay the decision until a new pool is built.")


def _pool(aside: str) -> str:
    return (article_head("Pool to close - City News", "en",
                         article_ld("NewsArticle", "Pool to close at the end of the year", "Sam Lee", "2026-11-20"))
            + '<body><header><a href="/">City News</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav>'
            '</header><main><article class="story"><h1>Pool to close at the end of the year</h1>'
            f'{aside}<div class="story-body"><p>{_POOL[0]}</p><p>{_POOL[1]}</p></div></article></main>'
            '<footer><a href="/imprint">Imprint</a></footer></body></html>')


def _pool_texts(html: str) -> list[str]:
    return _paragraphs(processed(html, _SITE + "/news/pool-to-close-at-the-end-of-the-year-123").body)


@pytest.mark.parametrize("name", ["story-lead", "story__intro", "c-story-intro"])
def test_an_aside_naming_the_storys_lead_is_kept(name):
    # (a news CMS names its article "story": the lead's box is the story's, not a "lead-story" card)
    texts = _pool_texts(_pool(f'<aside class="{name}"><p>{_LEAD}</p></aside>'))
    assert texts[:2] == [_LEAD, _POOL[0]] or texts[1:3] == [_LEAD, _POOL[0]]


@pytest.mark.parametrize("name", ["lead-story", "intro top-stories"])
def test_an_aside_of_other_stories_under_the_headline_stays_out(name):
    card = ("Bus station to close for six months while the roof is repaired, the council said on Monday after a long "
            "meeting.")
    texts = _pool_texts(_pool(f'<aside class="{name}"><p>{card}</p></aside>'))
    assert card not in texts
    assert _POOL[0] in texts


@pytest.mark.parametrize("box, gone", [
    # the members' plea in a paragraph
    ('<div class="footer"><p>Hazte socio de elDiario.es y apoya el periodismo independiente que no depende de nadie.'
     '</p></div>', "Hazte socio"),
    # a linked teaser of another article
    ('<div class="footer"><p>Te puede interesar: El exalcalde recurrirá al Constitucional tras la sentencia del '
     'Supremo, según su abogado <a href="/politica/recurso_1_10987655.html">Leer</a></p></div>', "Constitucional"),
])
def test_a_box_named_footer_under_the_headline_that_is_no_subheading_goes(box, gone):
    texts = _texts(_eldiario('<h1 class="title">El Supremo confirma la condena</h1>' + box),
                   "https://www.diario.example.es/politica/supremo_1_10987654.html")
    assert [t for t in texts if gone in t] == []
    assert _ELDIARIO_TEXT in texts


_WARD = ("The hospital's cancer ward opened a new day unit on Monday, where patients can have chemotherapy without "
         "staying overnight.",
         "Nurses said the unit would cut waiting times by half and let patients spend more evenings at home with their "
         "families.")


@pytest.mark.parametrize("heading", ["Support Groups", "Support Services"])
def test_a_section_headed_support_and_a_common_noun_stays(heading):
    # (a health article's section on its groups, its lines asking for a gift to the ward's fund: not a site's
    # "Support HuffPost" donation box)
    section = (f'<section class="part"><h2>{heading}</h2><p>Patients and their families meet every Tuesday.</p>'
               "<p>Donate to the ward's fund today.</p></section>")
    html = (article_head("New day unit - City News", "en", article_ld("NewsArticle", "New day unit opens", "Sam Lee",
                                                                      "2026-11-20"))
            + f'<body><main><article><h1>New day unit opens</h1><div class="body"><p>{_WARD[0]}</p><p>{_WARD[1]}</p>'
            f'</div>{section}<div class="body2"><p>{_WARD[0]}</p></div></article></main></body></html>')
    texts = _paragraphs(processed(html, _SITE + "/news/new-day-unit-opens-at-the-hospital-123").body)
    assert {heading, "Patients and their families meet every Tuesday."} <= set(texts)


def test_a_section_headed_by_an_agencys_name_stays():
    # (an article on the wire services: its sections' headings name them; an agency's name alone in a line, the
    # story's provider, still goes)
    paras = ("Three wire services supply most of the world's newspapers with foreign news, and each of them has its "
             "own history.",
             "Founded in 1846 by five New York newspapers that shared the cost of covering the war with Mexico, it is a "
             "cooperative owned by its members.",
             "Founded in 1851 in London by Paul Julius Reuter, it began by sending stock prices between Brussels and "
             "Aachen with carrier pigeons.")
    html = (article_head("The wire services - Media Blog", "en",
                         article_ld("BlogPosting", "The wire services", "Sam Lee", "2026-11-20"))
            + f'<body><main><article><h1>The wire services</h1><p>{paras[0]}</p><h2>The Associated Press</h2>'
            f'<p>{paras[1]}</p><h2>Reuters</h2><p>{paras[2]}</p><p>Associated Press</p></article></main></body></html>')
    texts = _paragraphs(processed(html, "https://media.example.com/2026/11/the-wire-services/").body)
    assert texts[1:] == [paras[0], "The Associated Press", paras[1], "Reuters", paras[2]]
