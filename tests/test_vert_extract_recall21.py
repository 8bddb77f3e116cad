"""Regression tests for article text the extractor still lost in session 21's recall pass (pages where
trafilatura found more of the truth): one small hand-written page per failure class, after the markup real
sites and embed codes write, with a page of the same shape whose boilerplate must still go."""

from __future__ import annotations

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
ARTICLE = '<meta property="og:type" content="article">'

NEWS = [
    "The air quality in the capital was horrific on Sunday, but also depressingly predictable, as the smoke of "
    "the burning fields drifted over the city for the third week in a row.",
    "Officials closed the schools for two days and asked residents to stay indoors, while the airport cancelled "
    "dozens of flights because of the poor visibility over the runways.",
    "However, one of the largest sources of the pollution right now is not coming from the city itself, the "
    "researchers said in a report published by the university on Monday.",
    "The government said it would send more inspectors to the farms next year and pay the farmers who stop "
    "burning the stubble of their fields after the harvest.",
]


def _joined(body: str, url: str = "https://www.example.com/world/2019/11/04/smog-in-the-capital") -> str:
    return "\n".join(b.text for b in extract_page(page(body, "Smog in the capital", ARTICLE), url, OPTIONS).blocks)


def _tweet(text: str, name: str, handle: str, date: str, signature_in_p: bool = False) -> str:
    """Twitter's embed code: the post's text in a ``<p>``, then its signature with the date as a link, in the
    same ``<blockquote>`` (some CMSs wrap the signature in a ``<p>`` of its own)."""
    signature = f'&mdash; {name} (@{handle}) <a href="https://twitter.com/{handle}/status/1191">{date}</a>'
    if signature_in_p:
        signature = f"<p>{signature}</p>"
    return (f'<blockquote class="twitter-tweet"><p lang="en" dir="ltr">{text} '
            f'<a href="https://t.co/MYwRz9euaq">pic.twitter.com/MYwRz9euaq</a></p>{signature}</blockquote>')


# --- an embedded post's signature under its text ------------------------------------------------------------

def test_an_embedded_posts_signature_stays_under_its_text():
    """A news story quotes a post by its embed code: the post's text was kept and its signature ("— Josh
    Apte (@joshapte) November 3, 2019": a short line whose date is a link) was dropped as a short block with
    a link, though both are the quotation (scrapinghub's and Readability's truths keep it; trafilatura
    does).  Both ways of writing it: loose in the blockquote and in a paragraph of its own."""
    post = "The view from our office this morning. We have not seen the towers across the river for days now."
    for in_p in (False, True):
        body = ("<article><h1>Smog in the capital</h1><div class='article-body'>" + f"<p>{NEWS[0]}</p><p>{NEWS[1]}</p>"
                + _tweet(post, "Josh Apte", "joshapte", "November 3, 2019", in_p)
                + "".join(f"<p>{t}</p>" for t in NEWS[2:]) + "</div></article>")
        text = _joined(body)
        assert post in text and "— Josh Apte (@joshapte) November 3, 2019" in text, in_p
        assert all(t in text for t in NEWS)


def test_a_signature_like_line_without_its_post_stays_out():
    """Guards: the same signature line after a block that was not kept (a sidebar's feed of the site's own
    posts, its texts all links) is no quotation, nor is a follow prompt with the site's handle."""
    feed = ("<aside class='sidebar'><h3>Tweets</h3><ul>"
            + "".join(f'<li><a href="https://twitter.com/site/status/{k}">Our latest story number {k}, read it on the '
                      f'site</a></li>' for k in range(3))
            + "</ul>— Example News (@examplenews) November 4, 2019</aside>")
    body = ("<main><article><h1>Smog in the capital</h1><div class='article-body'>"
            + "".join(f"<p>{t}</p>" for t in NEWS) + "</div></article>" + feed + "</main>")
    text = _joined(body)
    assert all(t in text for t in NEWS)
    assert "@examplenews" not in text and "Our latest story" not in text
