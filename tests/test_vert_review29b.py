"""Review of session 29's later extraction rules (xreview29b): for each rule, the page of the same shape that the rule
took wrongly, run through the real extractor, with the rule's own case as a guard that must stay as it is.

* ``choose._state_body`` (an article's whole text from its application state when the HTML shows its
  beginning): the CMS's rich text holds, among the paragraphs, the boxes the page shows as boxes ("Lesen Sie
  auch" with its linked headlines, a newsletter's sign-up with its button); read as plain lines they were kept
  as paragraphs, read as the page's markup is (links, furniture) they go;
* ``furniture._LEAD_BOX`` (an ``<aside>`` named as the lead kept in the article): a sales "lead-magnet" box, an
  "author-intro" bio, a "lead-story" card, a series' "intro" box after the text went before the rule and go
  again, and a blog's "intro" box about its writer before the post's ``<article>`` (a lead is under its title in its
  article, and "lead" or "intro" is not the word of another thing's name);
* ``container.tweet_quotes`` (a click-to-tweet box's sentence kept): a share line tweeting the post's title
  "via @blog", with no button's label and no sentence's end, stays a share line; a paragraph with a tweet link
  ending in the word "tweet" keeps it;
* xnews29c's broadcaster's note "Über dieses Thema berichtet … am <Tag>": a sentence saying who reported on the
  subject on a day, a clause after it, stays;
* xlisting29's cards (``pagetype._card_parts``): a live blog whose entries link their own addresses below the page's,
  a gallery whose slides do, were dropped as listings (a news ticker's shape); a section's cards still make a
  listing."""

from __future__ import annotations

from test_vert_recall29 import (
    OPTIONS,
    TEXT,
    URL,
    _article_state,
    _blog,
    _next_data,
    _paragraphs,
    _shown,
    _with_aside,
)
from vert_support import page

from corpustools.vert.choose import extract_page

BLOG = "https://www.example-blog.com/business-focus/"


def _texts(html: str, url: str = URL) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


# --- the state's rich text read as the page's markup --------------------------------------------------------

RELATED = ('<div class="related-box"><strong>Lesen Sie auch</strong><ul><li><a href="/lokales/umgehung-1">'
           'Umgehungsstraße im Süden nach zwei Jahren Bauzeit eröffnet</a></li><li><a href="/lokales/baugebiet-2">'
           'Neues Baugebiet im Norden: Stadt verkauft die ersten Grundstücke</a></li></ul></div>')
SIGN_UP = ('<div class="newsletter-signup"><p>Der Lokalzeitung-Newsletter: Jeden Morgen die wichtigsten Nachrichten '
           'aus der Region direkt in Ihr Postfach.</p><p>Jetzt kostenlos anmelden</p></div>')


def test_the_boxes_among_the_state_bodys_paragraphs_go_with_their_links():
    body = _paragraphs(TEXT[:3]) + RELATED + _paragraphs(TEXT[3:5]) + SIGN_UP + _paragraphs(TEXT[5:])
    result = extract_page(_shown(TEXT[:2], _next_data(_article_state(body))), URL, OPTIONS)
    texts = [b.text for b in result.blocks]
    assert result.counters.get("state_body") == 1
    assert all(texts.count(paragraph) == 1 for paragraph in TEXT)
    for line in ("Umgehungsstraße im Süden nach zwei Jahren Bauzeit eröffnet", "Jetzt kostenlos anmelden",
                 "Neues Baugebiet im Norden: Stadt verkauft die ersten Grundstücke"):
        assert line not in texts


def test_a_state_bodys_paragraph_with_a_link_of_its_own_stays():
    linked = ('<p>Die Opposition kritisierte den Beschluss scharf und verwies auf <a href="/lokales/gutachten">das '
              'Gutachten</a> aus dem vergangenen Jahr, das eine Sanierung für möglich gehalten hatte.</p>')
    body = _paragraphs(TEXT[:4]) + linked + _paragraphs(TEXT[5:])
    texts = _texts(_shown(TEXT[:2], _next_data(_article_state(body))))
    assert "das Gutachten aus dem vergangenen Jahr" in "\n".join(texts)
    assert TEXT[6] in texts


# --- an <aside> named as the lead --------------------------------------------------------------------------

MAGNET = ('<h3>Kostenloser Ratgeber</h3><p>Sie planen einen Umbau Ihres Hauses? Unser kostenloser Ratgeber zeigt '
          'Ihnen auf 40 Seiten, worauf Sie bei Angeboten achten müssen.</p><a class="button" href="/ratgeber">Jetzt '
          'herunterladen</a>')
BIO = ('<p>Max Mustermann ist seit 2012 Redakteur im Lokalressort und schreibt vor allem über Stadtentwicklung '
       'und Verkehr.</p>')
SERIES = ('<p>Diese Serie stellt jede Woche ein Bauwerk der Stadt vor, das bald verschwinden könnte. Alle Folgen '
          'finden Sie in unserem Dossier.</p>')
CARD = ('<p><a href="/lokales/umgehung">Umgehungsstraße eröffnet</a></p><p>Nach zwei Jahren Bauzeit ist die neue '
        'Umgehungsstraße im Süden der Stadt am Freitag für den Verkehr freigegeben worden.</p>')


def _aside_after_the_text(name: str, inner: str) -> str:
    body = ('<header><nav><a href="/">Start</a> <a href="/lokales">Lokales</a></nav></header><article>'
            '<h1>Hallenbad schließt</h1><div class="text">' + _paragraphs(TEXT) + f'</div><aside class="{name}">'
            + inner + '</aside></article>')
    return page(body, "Hallenbad schließt", '<meta property="og:type" content="article">')


def test_boxes_named_with_lead_or_intro_that_are_no_lead_go():
    for name, inner, line in (("lead-magnet", MAGNET, "Unser kostenloser Ratgeber"), ("author-intro", BIO, "Redakteur"),
                              ("lead-story", CARD, "Umgehungsstraße")):
        text = "\n".join(_texts(_with_aside(f'<aside class="{name}">{inner}</aside>')))
        assert line not in text, name
        assert TEXT[1] in text
    for name, inner, line in (("intro", SERIES, "Diese Serie"), ("lead", SERIES, "Diese Serie"),
                              ("lead-magnet", MAGNET, "Unser kostenloser Ratgeber")):
        text = "\n".join(_texts(_aside_after_the_text(name, inner)))
        assert line not in text, name
        assert TEXT[-1] in text


def test_a_blogs_intro_box_before_the_post_in_the_main_column_goes():
    for name in ("intro", "lead", "blog-intro"):
        html = page('<header><nav><a href="/">Start</a> <a href="/about">Über mich</a></nav></header><main>'
                    f'<aside class="{name}"><p>Hallo, ich bin Jana. Ich schreibe hier über Gärten, Gemüse und langsames '
                    'Leben auf dem Land in der Eifel.</p></aside><article><h1>Hallenbad schließt</h1>' + _paragraphs(TEXT)
                    + '</article></main>', "Hallenbad schließt", '<meta property="og:type" content="article">')
        texts = _texts(html, "https://www.gartenblog.example.de/2026/11/hallenbad/")
        assert not any("ich bin Jana" in t for t in texts), name
        assert TEXT[-1] in texts


def test_a_lead_aside_under_the_headline_and_the_byline_stays():
    byline = '<p class="byline">Von Max Mustermann, 12. März 2026, 18:04 Uhr</p>'
    for name in ("perex", "article__lead", "intro", "c-standfirst"):
        html = page(f'<header><nav><a href="/">Start</a></nav></header><article><h1>Hallenbad schließt</h1>{byline}'
                    f'<aside class="{name}"><p>{TEXT[0]}</p></aside><div class="text">{_paragraphs(TEXT[1:])}</div>'
                    '</article>', "Hallenbad schließt", '<meta property="og:type" content="article">')
        texts = _texts(html)
        assert TEXT[0] in texts, name
        assert TEXT[-1] in texts


# --- a click-to-tweet box ---------------------------------------------------------------------------------------

def test_a_share_line_tweeting_the_posts_title_is_no_click_to_tweet_sentence():
    line = ('<p><a href="https://twitter.com/intent/tweet?url=x&amp;text=Focus">Focus on what your customers ask in '
            'the first week</a> via @exampleblog</p>')
    texts = _texts(_blog(line), BLOG)
    assert not any("via @exampleblog" in t for t in texts)


def test_a_tweetable_sentence_without_the_buttons_label_stays():
    sentence = "Every online business exists in the space-time continuum of its customers' questions."
    box = f'<p class="tweetable"><a href="https://twitter.com/intent/tweet?text=Every">{sentence}</a></p>'
    assert sentence in _texts(_blog(box), BLOG)


# --- (xnews29c) a broadcaster's "Über dieses Thema berichtet … am <Tag>" note --------------------------------------

def test_a_sentence_on_who_reported_on_the_subject_on_a_day_stays():
    from test_vert_news29c import _german_article

    for line in ("Über dieses Thema berichtete die Zeitung am 3. März, nachdem die Polizei den Fall übernommen hatte, "
                 "ausführlich.",
                 "Über dieses Thema berichteten die Lokalradios am 12. Mai, als die ersten Zahlen bekannt wurden."):
        assert line in _german_article(f"<p>{line}</p>")


def test_a_broadcasters_note_on_its_programme_still_goes():
    from test_vert_news29c import _bare, _german_article

    for line in ("Über dieses Thema berichtete das Erste am 26. November 2026 in den Tagesthemen.",
                 "Über dieses Thema berichtet Bayern 2 am 27.11.2026 in der radioWelt um 7:00 Uhr.",
                 "Über dieses Thema berichtete die tagesschau am 26.11.2026, 20:00 Uhr."):
        assert _bare(_german_article(f"<p>{line}</p>")), line


def test_a_paragraph_with_a_tweet_link_ending_in_the_word_tweet_keeps_its_end():
    sentence = ("The mayor's words, “a pool is not a luxury”, were shared thousands of times, and the minister answered "
                "them with a single tweet.")
    box = ('<p>The mayor\'s words, <a href="https://twitter.com/intent/tweet?text=a+pool">“a pool is not a luxury”</a>, '
           'were shared thousands of times, and the minister answered them with a single tweet.</p>')
    texts = _texts(_blog(box), BLOG)
    assert sentence in texts


# --- (xlisting29) a page of its own entries is no listing ----------------------------------------------------------

_NAV = ('<header><nav><ul><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a>'
        '</li><li><a href="/culture/">Culture</a></li></ul></nav></header>')
_FOOT = '<footer><a href="/imprint">Imprint</a> <a href="/privacy">Privacy</a> © 2026</footer>'
_SITE = "https://www.citynews.example.com"


def _skipped(html: str, url: str) -> str:
    from vert_support import load_settings

    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    options = options_from_settings(load_settings(None, {}).data)
    return process(HtmlRecord(url, "2026-11-30T08:00:00Z", 0, "text/html; charset=utf-8", html.encode()), options).skipped


def _live_blog(href: str) -> str:
    posts = "".join(f'<article class="entry"><h2><a href="{href.format(i)}">Polling stations in district {i} report '
                    f'turnout</a></h2><time>{17 - i // 4}:{(59 - i * 7) % 60:02d}</time><p>Turnout in district {i} stood '
                    f'at {30 + i} percent at {17 - i // 4} o\'clock, slightly higher than four years ago.</p></article>'
                    for i in range(20))
    return page(_NAV + '<main><h1>Election day live: turnout higher than in 2022</h1>' + posts + '</main>' + _FOOT,
                "Election day live")


def _slides(href: str) -> str:
    slides = "".join(f'<div class="slide"><h2><a href="{href.format(i)}">Warehouse {i} at the old harbour</a></h2><p>Built '
                     f'in 1890, warehouse {i} stored coffee and tobacco until the 1970s; the cranes in front of it are '
                     'listed monuments.</p></div>' for i in range(12))
    return page(_NAV + '<main><h1>In pictures: the old harbour before the cranes come</h1>' + slides + '</main>' + _FOOT,
                "In pictures: the old harbour")


def test_a_live_blog_whose_entries_link_their_own_addresses_is_no_listing():
    for href in ("/live/election-day/post-{}", "/live/election-day?post={}"):
        assert _skipped(_live_blog(href), _SITE + "/live/election-day") == "", href


def test_a_gallery_whose_slides_link_their_own_addresses_is_no_listing():
    assert _skipped(_slides("/gallery/old-harbour/{}"), _SITE + "/gallery/old-harbour") == ""


def test_a_podcasts_episode_list_is_a_listing_as_a_radio_sections_page_is():
    """Decided (session 29): a podcast's episode list, each card a linked title, its date, a sentence or two of show
    notes and a download, is a listing: each episode's own page holds its notes, and the list has the shape of a
    radio's section page (NPR's /sections/science/, a listing in wcxb-dev, each story's card with its audio), which
    a card's own audio file could not tell apart.  ``--keep-listings`` keeps both."""
    episodes = "".join(f'<article class="episode"><h2><a href="/podcast/episode-{40 - i}">Episode {40 - i}: The harbour, '
                       f'the cranes and the people</a></h2><time>Nov {28 - i}, 2026</time><p>In this episode we talk to a '
                       'dock worker who loaded ships for thirty years, and to the architect who will turn the warehouses '
                       f'into flats. Guest {i} explains why the cranes must stay.</p><a href="/audio/ep{40 - i}.mp3">'
                       'Download (42 MB)</a></article>' for i in range(12))
    html = page(_NAV + '<main><h1>The City Podcast</h1><p>A weekly podcast about the people and places of our city.</p>'
                + episodes + '</main>' + _FOOT, "The City Podcast")
    assert _skipped(html, _SITE + "/podcast/") == "listing"


def test_a_section_whose_cards_link_articles_below_it_is_still_a_listing():
    assert _skipped(_live_blog("/news/turnout-in-district-{}-higher-than-before"), _SITE + "/news") == "listing"
    assert _skipped(_slides("/gallery/warehouse-{}-at-the-old-harbour"), _SITE + "/gallery") == "listing"
