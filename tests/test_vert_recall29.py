"""Regression tests for article text lost on real layouts (session 29), one small hand-written page per class
after the markup the engines and themes write, with guards of the same shape that must stay as they are:

* a Next.js or Nuxt news page that renders the first paragraphs of its article on the server and the rest from
  its application state (``__NEXT_DATA__``, ``window.__NUXT__``) when the reader scrolls or clicks
  "Weiterlesen": the state's rich text (or multi-line text) holding the shown paragraph and twice the text is
  the article's (guards: a related story's body in the state, a state string that is a whole page's markup
  with its menu, a page showing its whole text, a page that is not an article);
* an article's lead set in an ``<aside>`` named as the lead (``<aside class="perex">``, "standfirst",
  "Vorspann") under the title inside the ``<article>`` (guards: a lead-capture box named "lead" with its form,
  a sidebar ``<aside>`` outside the article, an aside named otherwise inside it);
* a blog's sentence in a click-to-tweet box (WordPress' Social Warfare, Better Click To Tweet): the sentence
  wrapped whole in a link to Twitter's share intent, with the button's label "Click To Tweet", was all link
  text and went as a share bar (guards: the share bar's "Tweet" and "Share on X" links, a linked headline to
  another post)."""

from __future__ import annotations

import json

from vert_support import page

from corpustools.vert.choose import extract_page

OPTIONS = {"languages": ()}
URL = "https://www.lokalzeitung.de/lokales/hallenbad-schliesst-123"
ARTICLE_HEAD = '<meta property="og:type" content="article">'

TEXT = (
    "Der Gemeinderat hat am Dienstagabend beschlossen, das alte Hallenbad in der Mühlstraße zu schließen, "
    "nachdem Gutachter Risse im Betonbecken gefunden hatten.",
    "Die Sanierung würde mehr als zwei Millionen Euro kosten, sagte der Bürgermeister nach der Sitzung.",
    "Viele Bürger waren zur Sitzung gekommen und verfolgten die Debatte von der Empore aus.",
    "„Wir haben uns die Entscheidung nicht leicht gemacht“, sagte er.",
    "Die Opposition kritisierte den Beschluss scharf und forderte eine Übergangslösung mit der Schule im "
    "Nachbarort, damit der Schwimmunterricht weitergehen kann.",
    "Ein Gutachten über die Zukunft des Geländes soll im Frühjahr vorliegen.",
    "Der Schwimmverein will vorerst im Nachbarort trainieren.",
)
OTHER = (
    "Nach zwei Jahren Bauzeit ist die neue Umgehungsstraße im Süden der Stadt am Freitag für den Verkehr "
    "freigegeben worden, drei Monate später als geplant.",
    "Die Anwohner der Hauptstraße hoffen nun auf deutlich weniger Lastwagen vor ihren Fenstern.",
    "Die Kosten stiegen während der Bauzeit um ein Viertel auf 31 Millionen Euro.",
    "Der Landrat sprach bei der Eröffnung von einem guten Tag für die ganze Region.",
    "Ein Radweg entlang der neuen Straße soll im kommenden Jahr folgen.",
)
MENU = ('<header><nav><ul><li><a href="/">Startseite</a></li><li><a href="/lokales">Lokales</a></li>'
        '<li><a href="/sport">Sport</a></li></ul></nav></header>')
SIDEBAR = ('<aside class="sidebar"><h3>Meistgelesen</h3><ul><li><a href="/a1">Unfall auf der B27</a></li>'
           '<li><a href="/a2">Neues Baugebiet im Norden</a></li></ul></aside>')
FOOTER = '<footer><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a> © 2025 Lokalzeitung</footer>'


def _paragraphs(texts: tuple[str, ...]) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


def _joined(html: str, url: str = URL) -> str:
    return "\n".join(b.text for b in extract_page(html, url, OPTIONS).blocks)


def _next_data(state: dict) -> str:
    return f'<script id="__NEXT_DATA__" type="application/json">{json.dumps(state, ensure_ascii=False)}</script>'


def _shown(texts: tuple[str, ...], script: str, head: str = ARTICLE_HEAD) -> str:
    """A news page showing ``texts`` of its article under the headline, its state in ``script``."""
    body = (MENU + '<main><article><h1>Hallenbad schließt</h1><div class="article-body">' + _paragraphs(texts)
            + '</div><button class="load-more">Weiterlesen</button></article>' + SIDEBAR + '</main>' + FOOTER)
    return page(body + script, "Hallenbad schließt", head)


def _article_state(body: str, related: str = "") -> dict:
    return {"props": {"pageProps": {"article": {"title": "Hallenbad schließt", "body": body},
                                    "related": [{"title": "Umgehungsstraße eröffnet", "body": related}]}},
            "page": "/[section]/[slug]"}


# --- the rest of the article in the application state ------------------------------------------------------

def test_a_next_js_article_whose_html_shows_its_beginning_is_read_whole_from_its_state():
    result = extract_page(_shown(TEXT[:2], _next_data(_article_state(_paragraphs(TEXT)))), URL, OPTIONS)
    text = "\n".join(b.text for b in result.blocks)
    assert result.counters.get("state_body") == 1
    for paragraph in TEXT:
        assert paragraph in text
    assert text.count(TEXT[0]) == 1  # the shown paragraphs once, not again after the state's
    assert "Hallenbad schließt" in text


def test_a_nuxt_article_whose_text_is_plain_lines_in_its_state_is_read_whole():
    state = {"data": [{"article": {"headline": "Hallenbad schließt", "text": "\n\n".join(TEXT)}}]}
    script = f"<script>window.__NUXT__={json.dumps(state, ensure_ascii=False)}</script>"
    text = _joined(_shown(TEXT[:2], script))
    for paragraph in TEXT:
        assert paragraph in text


def _elements(texts: tuple[str, ...]) -> list[dict]:
    """A headless CMS's body: a list of paragraph elements (Sanity's portable text, Arc XP's content_elements)."""
    return [{"_type": "block", "style": "normal", "children": [{"_type": "span", "text": t}]} for t in texts]


def test_an_article_whose_state_holds_its_paragraphs_as_a_list_of_elements_is_read_whole():
    state = {"props": {"pageProps": {"post": {"title": "Hallenbad schließt", "body": _elements(TEXT)},
                                     "more": [{"title": "Umgehungsstraße eröffnet", "body": _elements(OTHER)}]}}}
    result = extract_page(_shown(TEXT[:2], _next_data(state)), URL, OPTIONS)
    text = "\n".join(b.text for b in result.blocks)
    assert result.counters.get("state_body") == 1
    for paragraph in TEXT:
        assert text.count(paragraph) == 1
    assert OTHER[0] not in text  # (the innermost list holding the shown paragraph: not the list of stories)


def test_a_list_of_stories_whose_excerpts_are_the_shown_paragraphs_is_not_the_text():
    teasers = [{"title": f"Meldung {n}", "excerpt": t} for n, t in enumerate((TEXT[0],) + OTHER)]
    state = {"props": {"pageProps": {"post": {"title": "Hallenbad schließt"}, "teasers": teasers}}}
    text = _joined(_shown(TEXT[:2], _next_data(state)))
    assert TEXT[0] in text and OTHER[0] not in text


def test_a_related_storys_body_in_the_state_does_not_replace_the_shown_text():
    text = _joined(_shown(TEXT[:3], _next_data(_article_state("", related=_paragraphs(OTHER)))))
    for paragraph in TEXT[:3]:
        assert paragraph in text
    assert OTHER[0] not in text


def test_a_state_string_holding_a_whole_pages_markup_is_not_taken():
    markup = ('<html><body><nav><a href="/">Startseite</a><a href="/sport">Sport</a></nav>'
              + _paragraphs(TEXT) + _paragraphs(OTHER) + '<footer>Impressum</footer></body></html>')
    text = _joined(_shown(TEXT[:2], _next_data(_article_state(markup))))
    assert TEXT[0] in text and TEXT[1] in text
    assert OTHER[0] not in text and TEXT[4] not in text


def test_a_page_showing_its_whole_text_keeps_it_once():
    result = extract_page(_shown(TEXT, _next_data(_article_state(_paragraphs(TEXT)))), URL, OPTIONS)
    text = "\n".join(b.text for b in result.blocks)
    assert "state_body" not in result.counters
    for paragraph in TEXT:
        assert text.count(paragraph) == 1


def test_a_page_that_is_not_an_article_is_not_read_from_its_state():
    shop = "https://www.example-shop.de/produkte/schwimmbrille-pro"
    state = _article_state(_paragraphs(TEXT))
    text = _joined(_shown(TEXT[:2], _next_data(state), head='<meta property="og:type" content="product">'), shop)
    assert TEXT[4] not in text


# --- the lead in an <aside> named as the lead ---------------------------------------------------------------

def _with_aside(aside: str) -> str:
    body = (MENU + '<article><h1>Hallenbad schließt</h1>' + aside + '<div class="text">' + _paragraphs(TEXT[1:])
            + '</div></article>' + SIDEBAR + FOOTER)
    return page(body, "Hallenbad schließt", ARTICLE_HEAD)


def test_a_lead_in_an_aside_named_perex_is_kept():
    for name in ("perex", "article__perex", "standfirst", "lead"):
        text = _joined(_with_aside(f'<aside class="{name}"><p>{TEXT[0]}</p></aside>'))
        assert TEXT[0] in text, name
        assert TEXT[1] in text


def test_a_lead_capture_box_named_lead_with_its_form_still_goes():
    box = ('<aside class="lead-form"><p>Sie planen einen Umbau? Fordern Sie jetzt Ihr kostenloses und '
           'unverbindliches Angebot von unseren Partnern in der Region an.</p><form><input type="email">'
           '<button>Angebot anfordern</button></form></aside>')
    text = _joined(_with_aside(box))
    assert "unverbindliches Angebot" not in text
    assert TEXT[1] in text


def test_an_aside_named_otherwise_in_the_article_and_a_sidebar_still_go():
    box = ('<aside class="related"><p>Das Freibad im Nachbarort öffnet in diesem Jahr schon Anfang Mai, wie die '
           'Stadtwerke am Montag mitteilten.</p></aside>')
    text = _joined(_with_aside(box))
    assert "Freibad im Nachbarort" not in text
    assert "Meistgelesen" not in text and "Unfall auf der B27" not in text


# --- a blog's click-to-tweet box --------------------------------------------------------------------------------

POST = (
    "Most small businesses start their website with a long list of pages they think they need, and end up with a "
    "site that nobody visits because none of those pages answers a question a customer actually has.",
    "The better way is to start from the questions your customers ask you on the phone every week, and to write "
    "one clear page for each of them before you think about design or colours.",
    "Once those pages exist, search engines will find them, and the people who land on them will already trust "
    "you a little, because you answered them before they had to ask.",
)
TWEETED = "Every online business exists in the space-time continuum of its customers' questions."
BLOG = "https://www.example-blog.com/business-focus/"


def _blog(box: str) -> str:
    share = ('<div class="social-share"><a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.example-blog.com'
             '%2Fbusiness-focus%2F">Tweet</a> <a href="https://x.com/intent/post?url=x">Share on X</a> '
             '<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share on Facebook</a></div>')
    body = (MENU + '<main><article class="post"><h1>Focus on what your customers ask</h1><div class="entry-content">'
            + f"<p>{POST[0]}</p>" + box + f"<p>{POST[1]}</p><p>{POST[2]}</p>" + share + '</div></article>'
            + '<aside class="widget"><h3>Recent posts</h3><ul><li><a href="/website-checklist/">The website '
            'checklist</a></li></ul></aside></main>' + FOOTER)
    return page(body, "Focus on what your customers ask", '<meta property="og:type" content="article">')


def test_a_sentence_in_a_social_warfare_click_to_tweet_box_is_kept_without_the_button():
    box = ('<a href="https://twitter.com/share?text=Every+online+business&amp;via=blog&amp;url=https://www.example-blog.com/'
           'business-focus/" rel="nofollow"><span class="sw-click-to-tweet"><span class="sw-ctt-text">' + TWEETED
           + '</span><span class="sw-ctt-btn">Click To Tweet<i class="sw swp_twitter_icon"></i></span></span></a>')
    blocks = extract_page(_blog(box), BLOG, OPTIONS).blocks
    texts = [b.text for b in blocks]
    assert TWEETED in texts
    assert all(p in texts for p in POST)
    assert not any("Click To Tweet" in t for t in texts)
    assert not any(url.startswith("https://twitter.com/") for b in blocks for _, _, url in b.links)


def test_a_sentence_in_a_better_click_to_tweet_box_is_kept():
    box = ('<span class="bctt-click-to-tweet"><span class="bctt-ctt-text"><a href="https://twitter.com/intent/tweet?'
           'url=https%3A%2F%2Fwww.example-blog.com&amp;text=Every" target="_blank" rel="noopener noreferrer">' + TWEETED
           + ' </a></span><a href="https://twitter.com/intent/tweet?url=x" target="_blank" class="bctt-ctt-btn">'
           'Click To Tweet</a></span>')
    text = "\n".join(b.text for b in extract_page(_blog(box), BLOG, OPTIONS).blocks)
    assert TWEETED in text and "Click To Tweet" not in text


def test_the_share_bars_tweet_links_and_a_sidebars_links_still_go():
    text = "\n".join(b.text for b in extract_page(_blog(""), BLOG, OPTIONS).blocks)
    assert all(p in text for p in POST)
    for line in ("Tweet", "Share on X", "Share on Facebook", "The website checklist", "Recent posts"):
        assert line not in text.split("\n")
