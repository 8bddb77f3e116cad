"""Listing pages whose cards carry a plain perex under each linked headline (a section front, a home page, a
tag or category page, search results, a press release list), which ``vert`` kept as ``other`` because the
perexes counted as the page's own paragraphs and the linked headlines alone were under half its text; and
the guards of the same shape that keep their documents: an article with a big related-articles rail, an
article with many inline links, a listicle with linked headings and a paragraph under each, a documentation
index with prose, a product with a grid of related products, a forum thread, a blog home with whole posts.

The pages are written here after the markup of the engines and sites named at each (WordPress's
``<article class="post">`` with ``entry-title`` and ``entry-summary``, Ghost's ``post-card``, Hugo's
``<article class="post-entry">``, the cards of iDNES.cz, SME.sk, Spiegel, the Guardian, Le Monde, la
Repubblica); none is copied from a real page."""

from __future__ import annotations

import pytest
from vert_support import make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}


def _type(html: str, url: str) -> str:
    return extract_page(html, url, OPTIONS).type


def _vert(tmp_path, html: str, url: str, *flags: str, status: int = 0) -> str:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=html, url=url)])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1", *flags]) == status
    return read_vert(out) if out.exists() else ""


# perexes of 160-300 characters, each a sentence or two, each its own (a listing's cards are not copies)
_PEREX = {
    "cs": "Vláda na svém jednání schválila návrh rozpočtu, o kterém budou poslanci jednat v září. Ministr financí "
          "řekl, že schodek bude nižší než letos, opozice však návrh kritizuje ({i}).",
    "sk": "Parlament v utorok schválil novelu zákona o verejnom obstarávaní, ktorá má zrýchliť tendre obcí. Opozícia "
          "tvrdí, že zmeny otvárajú priestor na korupciu pri veľkých zákazkách ({i}).",
    "de": "Die Bundesregierung hat sich nach langen Verhandlungen auf einen Haushaltsentwurf geeinigt. Kritik kommt "
          "von den Ländern, die höhere Zuschüsse für die Kommunen fordern ({i}).",
    "en": "The city council voted on Tuesday to expand the bike lane network across the northern districts. "
          "Residents had asked for safer routes to schools for years, officials said ({i}).",
    "fr": "Le gouvernement a présenté mardi un projet de loi sur le logement qui doit accélérer les constructions. "
          "Les maires des grandes villes réclament davantage de moyens pour les quartiers ({i}).",
    "it": "Il consiglio comunale ha approvato ieri sera il nuovo piano del traffico che limita le auto in centro. "
          "I commercianti temono un calo delle vendite nei mesi estivi, dicono le associazioni ({i}).",
}
_HEADLINE = {
    "cs": "Vláda schválila rozpočet, schodek bude nižší",
    "sk": "Parlament schválil novelu zákona o obstarávaní",
    "de": "Koalition einigt sich auf den Haushalt",
    "en": "Council approves new bike lanes in the north",
    "fr": "Le projet de loi sur le logement présenté",
    "it": "Approvato il nuovo piano del traffico",
}


def _cards(lang: str, href: str, card: str, count: int = 20) -> str:
    """``count`` cards of one section front: ``card`` with {href}, {title}, {perex}, {n}."""
    return "".join(card.format(href=href.format(n=n), title=f"{_HEADLINE[lang]} ({n})",
                               perex=_PEREX[lang].format(i=n), n=n) for n in range(count))


_MENU = "<nav><ul>" + "".join(f"<li><a href='/{s}/'>{s}</a></li>" for s in ("domov", "sport", "kultura")) + "</ul></nav>"

# a section front of a Czech news site (iDNES.cz's "art" cards: linked title, plain perex, time)
_CS_SECTION = page(f"{_MENU}<div id='content'><h1>Domácí zprávy</h1>" + _cards(
    "cs", "/zpravy/domaci/vlada-rozpocet-schodek.A2405{n:02d}_081500_domaci_kop",
    "<div class='art'><h3><a class='art-link' href='{href}'>{title}</a></h3><p class='perex'>{perex}</p>"
    "<span class='time'>12. května 2024 8:15</span></div>") + "</div>", title="Domácí zprávy")
# a Slovak news site's home page (SME.sk's "media" cards: picture, linked headline, perex)
_SK_HOME = page(f"{_MENU}<main><section class='articles'>" + _cards(
    "sk", "https://domov.sme.sk/c/2345{n:04d}/parlament-schvalil-novelu.html",
    "<article class='media'><a href='{href}'><img src='/i/{n}.jpg' alt=''></a><div class='media-body'><h2>"
    "<a href='{href}'>{title}</a></h2><p class='perex'>{perex}</p><small>Denník SME, 12. máj 2024</small></div>"
    "</article>") + "</section></main>", title="SME.sk")
# a German news site's Ressort page (Spiegel-like teasers: kicker and headline in the link, then the lead)
_DE_RESSORT = page(f"{_MENU}<main><h1>Politik</h1>" + _cards(
    "de", "/politik/deutschland/haushalt-koalition-a-{n:04d}abcd",
    "<article><h2><a href='{href}'><span class='kicker'>Haushalt</span> {title}</a></h2><section>{perex}"
    "</section><footer><span>vor {n} Stunden</span></footer></article>") + "</main>", title="Politik")
# an English newspaper's section front (the Guardian's cards: headline link, standfirst, age)
_EN_SECTION = page(f"{_MENU}<main><h1>UK news</h1>" + _cards(
    "en", "/uk-news/2024/may/{n:02d}/council-approves-bike-lanes",
    "<div class='fc-item'><h3><a href='{href}'>{title}</a></h3><div class='fc-item__standfirst'>{perex}</div>"
    "<time>{n}h ago</time></div>") + "</main>", title="UK news")
# a French newspaper's rubrique (Le Monde's "teaser": linked title, description, author and date)
_FR_RUBRIQUE = page(f"{_MENU}<section id='river'><h1>Politique</h1>" + _cards(
    "fr", "/politique/article/2024/05/{n:02d}/le-projet-de-loi-logement_6{n:06d}_823448.html",
    "<section class='teaser'><a class='teaser__link' href='{href}'><h3 class='teaser__title'>{title}</h3></a>"
    "<p class='teaser__desc'>{perex}</p><span class='meta__date'>Publié le {n} mai 2024</span></section>")
    + "</section>", title="Politique")
# an Italian newspaper's section (la Repubblica's "entry": headline link, summary, byline)
_IT_SEZIONE = page(f"{_MENU}<main><h1>Cronaca</h1>" + _cards(
    "it", "/cronaca/2024/05/{n:02d}/news/piano_traffico-4230{n:02d}/",
    "<article class='entry'><h2 class='entry__title'><a href='{href}'>{title}</a></h2><p class='entry__summary'>"
    "{perex}</p><em class='entry__author'>di Mario Rossi</em></article>") + "</main>", title="Cronaca")
# WordPress's category, tag and author archives (twentytwenty-one: entry-title link, entry-summary, posted-on)
_WP = ("<article class='post type-post status-publish'><header class='entry-header'><h2 class='entry-title'>"
       "<a href='{href}' rel='bookmark'>{title}</a></h2></header><div class='entry-summary'><p>{perex}</p></div>"
       "<footer class='entry-footer'><span class='posted-on'>May {n}, 2024</span></footer></article>")
_WP_ARCHIVE = page(f"{_MENU}<main id='main'><header class='page-header'><h1 class='page-title'>Category: City"
                   "</h1></header>" + _cards("en", "/2024/05/{n:02d}/council-approves-bike-lanes-north/", _WP)
                   + "<nav class='pagination'><a href='/page/2/'>Older posts</a></nav></main>", title="City")
# Ghost's tag page (Casper's post-card: the excerpt inside the card's link) and Hugo's (PaperMod's post-entry)
_GHOST_TAG = page(f"{_MENU}<main><header><h1>Politik</h1></header><div class='post-feed'>" + _cards(
    "de", "/haushalt-koalition-einigt-sich-{n}/",
    "<article class='post-card'><a class='post-card-content-link' href='{href}'><header><h2 class='post-card-title'>"
    "{title}</h2></header></a><div class='post-card-excerpt'>{perex}</div><footer><time>12 Mai 2024</time>"
    "</footer></article>") + "</div></main>", title="Politik")
_HUGO_TAG = page(f"{_MENU}<main><header class='page-header'><h1>Housing</h1></header>" + _cards(
    "fr", "/posts/projet-de-loi-logement-{n}/",
    "<article class='post-entry'><header class='entry-header'><h2><a href='{href}'>{title}</a></h2></header>"
    "<div class='entry-content'><p>{perex}</p></div><footer class='entry-footer'>12 mai 2024</footer></article>")
    + "</main>", title="Housing")
# a site search's results and a company's press release list
_SEARCH = page(f"{_MENU}<main><h1>Search results for: bike lanes</h1><ol class='results'>" + _cards(
    "en", "/news/2024/council-approves-bike-lanes-{n}",
    "<li class='result'><h3><a href='{href}'>{title}</a></h3><p class='snippet'>{perex}</p>"
    "<cite>example.com/news</cite></li>") + "</ol></main>", title="Search")
_PRESS = page(f"{_MENU}<main><h1>Pressemitteilungen</h1>" + _cards(
    "de", "/presse/pressemitteilungen/2024/pm-{n:03d}-haushalt",
    "<div class='press-item'><span class='date'>12.05.2024</span><h3><a href='{href}'>{title}</a></h3>"
    "<p>{perex}</p></div>") + "</main>", title="Presse")

LISTINGS = [
    pytest.param(_CS_SECTION, "https://www.idnes.cz/zpravy/domaci", id="cs-section"),
    pytest.param(_SK_HOME, "https://www.sme.sk/", id="sk-home"),
    pytest.param(_DE_RESSORT, "https://www.spiegel.de/politik/deutschland/", id="de-ressort"),
    pytest.param(_EN_SECTION, "https://www.theguardian.com/uk-news", id="en-section"),
    pytest.param(_FR_RUBRIQUE, "https://www.lemonde.fr/politique/", id="fr-rubrique"),
    pytest.param(_IT_SEZIONE, "https://www.repubblica.it/cronaca/", id="it-sezione"),
    pytest.param(_WP_ARCHIVE, "https://cityblog.example.org/category/city/", id="wordpress-category"),
    pytest.param(_WP_ARCHIVE, "https://cityblog.example.org/tag/bikes/", id="wordpress-tag"),
    pytest.param(_WP_ARCHIVE, "https://cityblog.example.org/author/anna/", id="wordpress-author"),
    pytest.param(_WP_ARCHIVE, "https://cityblog.example.org/2024/05/", id="wordpress-month-archive"),
    pytest.param(_GHOST_TAG, "https://blog.example.de/tag/politik/", id="ghost-tag"),
    pytest.param(_HUGO_TAG, "https://notes.example.fr/tags/housing/", id="hugo-tag"),
    pytest.param(_SEARCH, "https://www.example.com/search?q=bike+lanes", id="search-results"),
    pytest.param(_PRESS, "https://www.example-werke.de/presse/", id="press-releases"),
]


@pytest.mark.parametrize(("html", "url"), LISTINGS)
def test_a_listing_whose_cards_have_a_plain_perex_under_the_linked_headline_is_a_listing(html, url):
    assert _type(html, url) == "listing"


def test_such_a_listing_is_dropped_by_default_and_kept_with_its_flag(tmp_path):
    url = "https://www.idnes.cz/zpravy/domaci"
    assert "<doc " not in _vert(tmp_path, _CS_SECTION, url, status=1)  # 1: no document written
    kept = _vert(tmp_path, _CS_SECTION, url, "--keep-listings")
    assert kept.count("<doc ") == 1 and 'type="listing"' in kept


# --- guards: pages of the same shape that are one text, and keep it --------------------------------------------

_EN_PARAGRAPHS = [
    "The council met on Tuesday evening to debate the plan, which had been delayed twice by objections from "
    "shop owners on the high street who feared losing parking spaces in front of their businesses.",
    "After three hours the members voted twenty-one to nine in favour, and the first lanes will be painted "
    "in the autumn, starting with the routes that lead to the two largest primary schools in the district.",
    "Parents who had campaigned for the change for years said they were relieved, although some of them "
    "warned that paint alone would not keep cars out and asked for kerbs to separate the lanes from traffic.",
    "The transport department will publish the detailed drawings next month and hold two public meetings, "
    "one in the library and one in the sports hall, where residents can comment on each junction.",
]
_RAIL = "".join(f"<li><a href='/uk-news/2024/may/{n:02d}/story-number-{n}-about-the-city'>Another story about "
                f"the city and its traffic number {n}</a><p>{_PEREX['en'].format(i=n)}</p></li>" for n in range(20))


def test_an_article_with_a_big_related_articles_rail_stays_an_article_and_keeps_its_text(tmp_path):
    # a news article (og:type article at a short address: a weak word) with 20 related cards, each with its perex
    html = page("<main><article><h1>Council approves bike lanes</h1>" + "".join(f"<p>{p}</p>" for p in _EN_PARAGRAPHS)
                + f"</article><aside><h2>More on this story</h2><ul>{_RAIL}</ul></aside></main>",
                head='<meta property="og:type" content="article">', title="Council approves bike lanes")
    url = "https://www.example.co.uk/news/bike-lanes"
    assert _type(html, url) != "listing"
    assert "\npainted\n" in _vert(tmp_path, html, url)


def test_an_article_of_many_inline_links_and_short_paragraphs_is_not_a_listing():
    # a link-heavy roundup: each short paragraph opens with a linked source, no metadata, a short slug
    paragraphs = "".join(f"<p><a href='https://site{n}.example.net/story/{n}'>A report from the district "
                         f"newspaper number {n}</a> says {_EN_PARAGRAPHS[n % 4]}</p>" for n in range(12))
    html = page(f"<main><h1>What the papers say about the bike lanes</h1>{paragraphs}</main>", title="Roundup")
    assert _type(html, "https://www.example.com/roundup/bikes") != "listing"


def test_a_listicle_with_linked_headings_and_a_paragraph_under_each_stays_an_article(tmp_path):
    # "12 best ...": a linked product name as each heading, then one paragraph of its own (WordPress, og:type article)
    items = "".join(f"<h2><a href='https://shop.example.com/p/boot-{n}'>Trail boot model number {n} by Alpine"
                    f"</a></h2><p>{_EN_PARAGRAPHS[n % 4]} It weighs {600 + n} grams.</p>" for n in range(12))
    html = page(f"<main><article><h1>The 12 best hiking boots</h1><p>{_EN_PARAGRAPHS[0]}</p>{items}</article></main>",
                head='<meta property="og:type" content="article">', title="The 12 best hiking boots")
    url = "https://outdoor.example.com/best-boots/"
    assert _type(html, url) == "article"
    assert "\n611\n" in _vert(tmp_path, html, url)


def test_a_documentation_index_with_prose_is_not_a_listing():
    # a Sphinx-like index: an intro, then each chapter's linked title with its one-sentence summary
    chapters = "".join(f"<div class='toctree-l1'><a class='reference internal' href='chapter-{n}.html'>Chapter "
                       f"{n}: configuring the worker pool</a><p>How to set the number of workers, their memory "
                       f"limit and the queue they read from, with examples for case {n}.</p></div>" for n in range(12))
    html = page("<div role='main'><h1>User guide</h1><p>" + " ".join(_EN_PARAGRAPHS[:2]) + "</p><p>"
                + " ".join(_EN_PARAGRAPHS[2:]) + f"</p>{chapters}</div>", head='<meta name="generator" '
                'content="Docutils 0.20: https://docutils.sourceforge.io/">', title="User guide")
    assert _type(html, "https://tool.example.org/en/latest/guide/index.html") != "listing"


def test_a_product_with_a_grid_of_related_products_is_not_a_listing():
    grid = "".join(f"<li class='product'><a href='/products/trail-boot-{n}'><h2 class='woocommerce-loop-product__"
                   f"title'>Trail boot model number {n} waterproof</h2></a><p>Light boot for long days on rocky "
                   f"paths, with a grippy sole and a padded collar ({n}).</p><span class='price'>129,00 €</span>"
                   "</li>" for n in range(12))
    html = page(f"<main><h1 class='product_title entry-title'>Alpine trail boot</h1><p class='price'>149,00 €</p>"
                f"<div class='description'><p>{_EN_PARAGRAPHS[0]}</p></div><section class='related products'>"
                f"<h2>Related products</h2><ul>{grid}</ul></section></main>", title="Alpine trail boot")
    assert _type(html, "https://shop.example.com/products/alpine-trail-boot") != "listing"


def test_a_forum_thread_of_short_posts_is_not_a_listing():
    posts = "".join(f"<div class='post'><a class='username' href='/members/user{n}.{n}/'>member number {n} of the "
                    f"board</a><div class='message'>{_EN_PARAGRAPHS[n % 4][:200]}</div></div>" for n in range(12))
    html = page(f"<main><h1>Bike lanes in the north?</h1>{posts}</main>", title="Bike lanes")
    assert _type(html, "https://forum.example.com/threads/bike-lanes.4567/") != "listing"


def test_a_blog_home_opening_with_its_whole_latest_post_is_not_a_listing(tmp_path):
    # a blog's home: the latest post in full (four paragraphs), then the older posts' cards
    older = _cards("en", "/2024/04/{n:02d}/council-approves-bike-lanes-north/", _WP, 10)
    html = page("<main><article class='post'><h2 class='entry-title'><a href='/2024/05/20/bike-lanes-approved/'>"
                "Bike lanes approved at last</a></h2><div class='entry-content'>"
                + "".join(f"<p>{p}</p>" for p in _EN_PARAGRAPHS) + f"</div></article>{older}</main>", title="My blog")
    url = "https://myblog.example.net/"
    assert _type(html, url) != "listing"
    assert "\npainted\n" in _vert(tmp_path, html, url)


# --- more listings of other shapes: a latest-news ticker, a forum's topic index, an events calendar ---------------

_TICKER = page(f"{_MENU}<main><h1>Nachrichtenticker</h1><ul class='ticker'>" + "".join(
    f"<li><time>{8 + n // 6}:{n % 6}5</time> <a href='/news/ticker/meldung-{9000 + n}'>Eilmeldung: "
    f"{_HEADLINE['de']} und weitere Folgen ({n})</a></li>" for n in range(30)) + "</ul></main>", title="Ticker")
# phpBB's viewforum.php: each topic's row, its linked title, its author and its counts
_FORUM_INDEX = page(f"{_MENU}<main><h1>Radverkehr</h1><ul class='topiclist topics'>" + "".join(
    f"<li class='row'><dl><dt><a class='topictitle' href='./viewtopic.php?t={300 + n}'>Neue Radwege im Norden der "
    f"Stadt, Frage Nummer {n}</a><div class='topic-poster'>von radler{n} » 12.05.2024</div></dt><dd class='posts'>"
    f"{n + 2} Antworten</dd><dd class='views'>{40 + n} Zugriffe</dd></dl></li>" for n in range(20))
    + "</ul></main>", title="Radverkehr")
# The Events Calendar (WordPress): each event's date, linked title, venue and a one-sentence description
_EVENTS = page(f"{_MENU}<main><h1>Upcoming events</h1>" + "".join(
    f"<article class='tribe-events-calendar-list__event'><time>May {n + 1}, 2024 @ 7:00 pm</time><h3 class="
    f"'tribe-events-calendar-list__event-title'><a href='/event/bike-lane-public-meeting-{n}/'>Public meeting on the "
    f"bike lanes, district {n}</a></h3><address>Central Library, Main Street</address><p>The transport department "
    f"presents the drawings of the lanes in district {n} and answers the residents' questions.</p></article>"
    for n in range(15)) + "</main>", title="Events")


@pytest.mark.parametrize(("html", "url"), [
    pytest.param(_TICKER, "https://www.example-zeitung.de/news/ticker/", id="ticker"),
    pytest.param(_FORUM_INDEX, "https://www.radforum.example.de/viewforum.php?f=12", id="forum-topic-index"),
    pytest.param(_EVENTS, "https://www.example-town.org/events/", id="events-calendar"),
])
def test_a_ticker_a_forums_topic_index_and_an_events_list_are_listings(html, url):
    assert _type(html, url) == "listing"
