"""Whole other stories a news page appends after its own (``vert/appended.py``): an infinite-scroll theme's
next articles loaded into the page (Zox News' ``mvp-post-add-story``, each with its ``<h1>``, date, byline
and "Continue Reading" permalink), a site's list of full ``<article>`` elements each with its own
``data-path`` after the one the address names.  The page's document is its own story: the others are
other addresses' documents.  Guards: a page no story of which is tied to it (a blog's front page of whole
posts), a documentation page of ``<h1>`` sections, a live blog's entries with their own links, a forum
thread's posts, a review's products linking to shops, stay whole."""

from __future__ import annotations

from vert_support import processed

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://news.example.com/meta-outage-hits-facebook-and-instagram/"

OWN = ("A major outage disrupted access to the social networks on Friday, leaving users around the world unable "
       "to load their feeds or send messages for several hours.",
       "Reports of the outage began shortly before ten in the morning, and the company said late in the "
       "afternoon that its engineers had found the cause and were restoring the service step by step.",
       "Security experts advised users not to reset their passwords repeatedly while the service was down, "
       "since that could lock them out of their accounts for longer.")
NEXT1 = ("The capsule splashed down in the Pacific on Saturday after a ten-day flight around the Moon, and the "
         "recovery teams of the navy reached the crew within an hour of the landing.",
         "Engineers will now study the heat shield, which had worn unevenly on the previous flight, before the "
         "agency decides on the schedule of the next mission to the lunar surface.",
         "The four astronauts were flown to a ship nearby for their first medical checks and were reported "
         "to be in good health and in high spirits after the long journey.")
NEXT2 = ("The city council approved the new tram line on Tuesday evening after a debate of almost six hours, "
         "with a clear majority voting for the route through the old town.",
         "Construction is to begin next spring and to last three years; the shops along the route will get "
         "compensation for the months in which the street is closed to cars.",
         "Opponents of the plan said they would collect signatures for a referendum, arguing that the money "
         "should rather go to the buses that serve the outer districts.")


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _head(title: str, url: str = URL, extra: str = "") -> str:
    return (f"<head><title>{title} | Example News</title><meta property='og:type' content='article'>"
            f"<meta property='og:title' content='{title}'><meta property='og:url' content='{url}'>"
            f"<link rel='canonical' href='{url}'>{extra}</head>")


def _paragraphs(texts: tuple[str, ...]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


def _zox_story(headline: str, slug: str, texts: tuple[str, ...], day: str) -> str:
    """One story the Zox News theme appends (``mvp-post-add-story``): its category, ``<h1>``, date and byline,
    its text, and a "Continue Reading" link to its own address."""
    return (f"<div class='mvp-post-add-story left relative'><div class='mvp-post-add-head left relative'>"
            f"<h3 class='mvp-post-cat left relative'><a class='mvp-post-cat-link' href='https://news.example.com/tech/'>"
            f"<span class='mvp-post-cat left'>Tech</span></a></h3><h1 class='mvp-post-title left'>{headline}</h1>"
            f"<div class='mvp-author-info-wrap left relative'><div class='mvp-author-info-date left relative'>"
            f"<p>Published</p> <span class='mvp-post-date'>{day}</span></div><div class='mvp-author-info-name'>"
            f"<p>By</p> <span class='author-name vcard fn author'><a href='https://news.example.com/user/desk/' "
            f"rel='author'>News Desk</a></span></div></div></div><div class='mvp-post-add-body left relative'>"
            f"<div class='mvp-post-add-cont left relative'><div class='mvp-post-add-main left relative'>"
            f"{_paragraphs(texts)}</div><div class='mvp-post-add-link'><a href='https://news.example.com/{slug}/' "
            f"rel='bookmark'><span class='mvp-post-add-link-but'>Continue Reading</span></a></div></div></div></div>")


def _zox_page(own_headline: str = "Meta Outage Hits Facebook and Instagram Worldwide",
              title: str = "Meta Outage Hits Facebook and Instagram", top: str = "") -> str:
    return (f"<!DOCTYPE html><html>{_head(title)}<body>{top}<div id='mvp-site-main'><main id='mvp-main-body-wrap'>"
            f"<article id='mvp-article-wrap' itemscope itemtype='http://schema.org/NewsArticle'>"
            f"<div id='mvp-article-cont'><div class='mvp-main-box'><div id='mvp-post-main'><div id='mvp-post-content'>"
            f"<header id='mvp-post-head'><h3 class='mvp-post-cat'><a href='https://news.example.com/tech/'>Tech</a>"
            f"</h3><h1 class='mvp-post-title left entry-title' itemprop='headline'>{own_headline}</h1>"
            f"<span class='mvp-post-date'>June 12, 2026</span></header>"
            f"<div id='mvp-content-wrap'><div id='mvp-content-body'><div id='mvp-content-main'>{_paragraphs(OWN)}"
            f"</div></div></div>"
            f"<div id='mvp-post-add-box'><div id='mvp-post-add-wrap' class='left relative'>"
            f"{_zox_story('Capsule Returns Safely After Crewed Lunar Flyby', 'capsule-returns-lunar-flyby', NEXT1, 'April 11, 2026')}"
            f"{_zox_story('City Council Approves the New Tram Line', 'council-approves-tram-line', NEXT2, 'April 2, 2026')}"
            f"</div></div></div></div></div></div></article></main></div></body></html>")


def test_a_themes_infinite_scroll_stories_after_the_pages_own_go():
    """Zox News' infinite scroll: two whole stories after the page's own inside its ``<article>``, each with
    its ``<h1>``, date, byline and permalink; the page's own headline is its ``og:title`` with a word more."""
    texts = _texts(_zox_page())
    assert all(t in texts for t in OWN)
    assert not any(t in texts for t in NEXT1 + NEXT2)


def test_the_appended_stories_leave_the_document_too():
    """Through ``vert``'s worker step: the document holds the page's story only, and says how many went."""
    doc = processed(_zox_page(), URL)
    tokens = {line.split("\t")[0] for line in doc.body.splitlines()}
    assert "passwords" in tokens and "capsule" not in tokens and "tram" not in tokens
    assert doc.counters.get("appended_stories") == 2


def test_the_sites_name_in_an_h1_and_a_broken_address_change_nothing():
    """The site's name in an ``<h1>`` over every page, which the page's title ends with ("… | Example News
    Network Daily"), is not the page's story (the longest headline a title names is), and an address that
    is none (``data-url="http://[broken"``) is no error."""
    top = ("<header class='site-header'><h1 class='site-title'><a href='https://news.example.com/'>Example News "
           "Network Daily</a></h1></header>")
    html = _zox_page(title="Meta Outage Hits Facebook and Instagram | Example News Network Daily", top=top)
    html = html.replace("<div class='mvp-post-add-story left relative'>",
                        "<div class='mvp-post-add-story left relative' data-url='http://[broken'>", 1)
    page = extract_page(html, URL, OPTIONS)
    texts = [b.text for b in page.blocks]
    assert all(t in texts for t in OWN)
    assert not any(t in texts for t in NEXT1 + NEXT2)
    assert "extract_fallback" not in page.counters


def _listed_article(slug: str, headline: str, texts: tuple[str, ...], day: str) -> str:
    """One whole article of a site's list of articles (a news site's ``list__item`` with its ``data-path``):
    a picture's caption, a topic line, the ``<h2>`` and teaser, "weiterlesen", then the whole text."""
    return (f"<article class='list__item' id='{slug}' data-path='aktuelles/{slug}' data-wp-id='4{len(slug)}'>"
            f"<div class='container'><figure><img src='/img/{slug}.jpg'><figcaption>Foto: Agentur</figcaption>"
            f"</figure></div><div class='container'><div class='list__box'><header class='list__header'>"
            f"<span class='topline'><a href='/thema/'>Stadt</a></span><h2>{headline}</h2><p>{texts[0][:120]}</p>"
            f"</header><div class='list__bar'><a class='list__more' href='https://news.example.com/aktuelles/{slug}/'>"
            f"weiterlesen</a></div></div></div><div class='list__content'><div class='detail'>"
            f"<p class='detail__authors'>von Jana Beispiel</p><time class='detail__date'>{day}</time>"
            f"<div class='detail__content'>{_paragraphs(texts)}</div></div></div></article>")


def test_a_list_of_whole_articles_keeps_the_one_the_address_names():
    """A site that shows the article the address names first in a list of whole articles, each an
    ``<article>`` with its own ``data-path``: the first is the page's (its ``<h2>`` is the ``og:title``)."""
    url = "https://news.example.com/aktuelles/meta-outage"
    body = (f"<main><h1>Aktuelle Artikel</h1><div class='list'>"
            f"{_listed_article('meta-outage', 'Outage hits the social networks', OWN, '12. Juni 2026')}"
            f"{_listed_article('capsule-returns', 'The capsule is back on Earth', NEXT1, '11. April 2026')}"
            f"{_listed_article('tram-line', 'The tram line is approved', NEXT2, '2. April 2026')}</div></main>")
    html = f"<!DOCTYPE html><html>{_head('Outage hits the social networks', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN)
    assert not any(t in texts for t in NEXT1 + NEXT2)


def test_the_story_tied_by_its_address_alone_is_the_pages():
    """The page's own story is told by its ``data-url`` when its headline is not the page's title (a title
    written for search engines)."""
    url = "https://news.example.com/2026/06/12/outage-social-networks"

    def story(path: str, headline: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='story' data-url='https://news.example.com{path}'><h1>{headline}</h1>"
                f"<div class='byline'>By Jane Doe</div><time datetime='2026-06-12'>June 12, 2026</time>"
                f"<div class='story-body'>{_paragraphs(texts)}</div></article>")

    body = (f"<div class='stories'>{story('/2026/06/12/outage-social-networks', 'Hours without feeds', OWN)}"
            f"{story('/2026/04/11/capsule-returns', 'The capsule is back', NEXT1)}"
            f"{story('/2026/04/02/tram-line-approved', 'Tram line approved', NEXT2)}</div>")
    html = f"<!DOCTYPE html><html>{_head('Outage: what we know about the disruption', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN)
    assert not any(t in texts for t in NEXT1 + NEXT2)


def test_with_no_story_tied_to_the_page_the_first_is_kept_when_the_others_name_other_addresses():
    """An article page (``og:type`` article) whose headline is none of its titles and whose story names no
    address: the stories after it, each linking to another address of the site, go."""
    url = "https://news.example.com/2026/06/12/outage-social-networks"

    def story(headline: str, texts: tuple[str, ...], link: str = "") -> str:
        heading = f"<a href='https://news.example.com{link}'>{headline}</a>" if link else headline
        return (f"<article class='post'><h1 class='post-title'>{heading}</h1><span class='post-date'>June 12, 2026"
                f"</span><div class='post-content'>{_paragraphs(texts)}</div></article>")

    body = (f"<div id='posts'>{story('Hours without feeds', OWN)}"
            f"{story('The capsule is back', NEXT1, '/2026/04/11/capsule-returns')}"
            f"{story('Tram line approved', NEXT2, '/2026/04/02/tram-line-approved')}</div>")
    html = f"<!DOCTYPE html><html>{_head('Outage: what we know about the disruption', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN)
    assert not any(t in texts for t in NEXT1 + NEXT2)


# --- guards ------------------------------------------------------------------------------------------------

def test_a_front_page_of_whole_posts_stays_whole():
    """A blog's front page showing its latest posts whole, each linked to its own address: no post is the
    page's, all stay."""
    url = "https://blog.example.com/"

    def post(slug: str, headline: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='post'><h2 class='entry-title'><a href='https://blog.example.com/{slug}/' "
                f"rel='bookmark'>{headline}</a></h2><time class='entry-date'>June 12, 2026</time>"
                f"<div class='entry-content'>{_paragraphs(texts)}</div></article>")

    body = f"<main>{post('outage', 'The outage', OWN)}{post('capsule', 'The capsule', NEXT1)}</main>"
    html = f"<!DOCTYPE html><html>{_head('Example Blog', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN + NEXT1)


def test_a_manuals_h1_sections_stay():
    """Documentation whose sections are ``<h1>``s, each with a link to its own anchor: one page."""
    url = "https://docs.example.org/monitoring.html"
    body = ("<div class='content'><h1>Monitoring Distributed Systems</h1>" + _paragraphs(OWN)
            + "<h1 id='why'><a class='headerlink' href='#why'>Why Monitor?</a></h1>" + _paragraphs(NEXT1)
            + "<h1 id='signals'><a href='/monitoring.html#signals'>The Four Golden Signals</a></h1>"
            + _paragraphs(NEXT2) + "</div>")
    html = f"<!DOCTYPE html><html>{_head('Monitoring Distributed Systems', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in OWN + NEXT1 + NEXT2)


def test_a_live_blogs_entries_stay():
    """A live blog: its entries are ``<article>``s with a time, a headline and a link of their own under the
    page's address; the page is all of them."""
    url = "https://news.example.com/live/2026/06/12/outage-updates"

    def entry(slug: str, headline: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='live-entry'><time datetime='2026-06-12T10:00'>10:00</time>"
                f"<h2><a href='{url}/{slug}'>{headline}</a></h2>{_paragraphs(texts)}</article>")

    body = (f"<main><h1>Outage: live updates</h1><div class='summary'>{_paragraphs(OWN)}</div><div class='entries'>"
            f"{entry('first-reports', 'First reports of the outage', OWN[:1])}"
            f"{entry('capsule', 'Meanwhile the capsule lands', NEXT1)}{entry('tram', 'And the tram line', NEXT2)}"
            f"</div></main>")
    html = f"<!DOCTYPE html><html>{_head('Outage: live updates', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in NEXT1 + NEXT2)


def test_a_forum_threads_posts_stay():
    """A forum thread whose posts are ``<article>``s with their own links (``/posts/123/``) and dates, its
    metadata a ``DiscussionForumPosting``."""
    url = "https://forum.example.com/threads/the-outage.123/"
    ld = ("<script type='application/ld+json'>{\"@context\": \"https://schema.org\", \"@type\": "
          "\"DiscussionForumPosting\", \"headline\": \"The outage\"}</script>")

    def post(number: int, texts: tuple[str, ...]) -> str:
        return (f"<article class='message' data-content='post-{number}'><h2 class='message-title'>"
                f"<a href='https://forum.example.com/posts/{number}/'>Re: The outage on Friday</a></h2>"
                f"<time datetime='2026-06-12'>Jun 12, 2026</time><div class='bbWrapper'>{_paragraphs(texts)}</div>"
                f"</article>")

    body = (f"<main><h1>The outage on Friday</h1><div class='first-post'>{_paragraphs(OWN)}</div>"
            f"{post(2, NEXT1)}{post(3, NEXT2)}</main>")
    html = f"<!DOCTYPE html><html>{_head('The outage on Friday', url, ld)}<body>{body}</body></html>"
    texts = " ".join(_texts(html, url))
    assert all(t in texts for t in NEXT1 + NEXT2)


def test_a_reviews_products_linking_to_shops_stay():
    """A review of several products, each an ``<article>`` with its ``<h2>`` linking to a shop: one page."""
    url = "https://reviews.example.com/best-headphones"

    def product(name: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='product'><h2><a href='https://shop.example.net/p/{name}'>{name} headphones</a></h2>"
                f"<span class='author'>Jane Doe</span>{_paragraphs(texts)}</article>")

    body = (f"<main><h1>The best headphones</h1><p>{OWN[0]}</p>{product('alpha', OWN[1:])}{product('beta', NEXT1)}"
            f"{product('gamma', NEXT2)}</main>")
    html = f"<!DOCTYPE html><html>{_head('The best headphones', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in NEXT1 + NEXT2)


def test_a_digests_items_under_its_headline_stay():
    """A morning briefing: its ``<h1>`` and introduction, then its items, each an ``<article>`` with an
    ``<h2>`` linking to the whole story elsewhere on the site, a date and a summary: the items are the page's
    text (not the page's own story repeated in the same template)."""
    url = "https://news.example.com/briefing/2026-06-12"

    def item(slug: str, headline: str, texts: tuple[str, ...]) -> str:
        return (f"<article class='briefing-item'><h2><a href='https://news.example.com/{slug}/'>{headline}</a></h2>"
                f"<time datetime='2026-06-12'>June 12, 2026</time>{_paragraphs(texts)}</article>")

    body = (f"<main><h1>Your morning briefing for Friday</h1><div class='intro'>{_paragraphs(OWN)}</div>"
            f"{item('capsule-returns', 'The capsule is back on Earth', NEXT1)}"
            f"{item('tram-line', 'The tram line is approved', NEXT2)}</main>")
    html = f"<!DOCTYPE html><html>{_head('Your morning briefing for Friday', url)}<body>{body}</body></html>"
    texts = _texts(html, url)
    assert all(t in texts for t in NEXT1 + NEXT2)


def test_a_section_of_the_pages_story_with_a_dated_box_of_links_at_its_end_stays():
    """The page's own story whose second part is a ``<section>`` under an ``<h1>`` of its own, ending in a
    box of related posts with their dates and permalinks (``rel="bookmark"``): a part of the story, not
    another one (its date is at its end, not at its head)."""
    related = ("<div class='related-posts'><div class='related-post'><a href='https://news.example.com/capsule/' "
               "rel='bookmark'>The capsule is back</a><span class='related-date'>April 11, 2026</span></div>"
               "<div class='related-post'><a href='https://news.example.com/tram/' rel='bookmark'>The tram line</a>"
               "<span class='related-date'>April 2, 2026</span></div></div>")
    body = (f"<article class='post'><h1 class='entry-title'>Meta Outage Hits Facebook and Instagram</h1>"
            f"{_paragraphs(OWN)}<section><h1>What the outage means for advertisers</h1>{_paragraphs(NEXT1)}"
            f"{related}</section></article>")
    html = f"<!DOCTYPE html><html>{_head('Meta Outage Hits Facebook and Instagram')}<body>{body}</body></html>"
    texts = _texts(html)
    assert all(t in texts for t in OWN + NEXT1)
