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


# --- a sidebar's text widget longer than the post beside it -------------------------------------------------

POST = [
    "Unter diesem Motto findet am 14. September um 13 Uhr eine Demonstration in Berlin statt, die wir als "
    "Partei unterstützen und zu der wir zur Teilnahme aufrufen.",
    "Freiheit statt Angst bedeutet auch, gegen eine repressive Sozialpolitik einzutreten, durch die Erwerbslose "
    "mit Sanktionen bestraft werden. Wir setzen uns für ein Grundeinkommen ein, das Freiräume für alle schafft.",
    "Beginn 13 Uhr am Neptunbrunnen",
    "Zur Eröffnung der Demonstration sprechen Susanne Wiest (Piratenpartei), Katja Kipping (MdB, DIE LINKE), "
    "Lisa Paus (MdB, GRÜNE), Jutta Zedlitz (Die Violetten) und Ralph Boes (parteilos).",
    "14 Uhr auf dem Hackeschen Markt",
    "Bernadette La Hengst und ihre Mitsängerinnen und Mitsänger laden ein zum bedingungslosen Grundeinsingen.",
    "Abschluss um 15.30 Uhr vor der Schweizer Botschaft",
    "Statements von Inge Hannemann (Hamburg) und Daniel Häni von der Volksinitiative Schweiz zum Grundeinkommen.",
]
PROGRAMME = [
    (f"Punkt {k}", f"{k}. Wir wollen mehr direkte Demokratie in den Kommunen und im Land, damit die Bürgerinnen "
                   f"und Bürger über die Fragen ihres Ortes selbst entscheiden können, Nummer {k}.")
    for k in range(1, 17)
]


def _widget() -> str:
    """A WordPress theme's sidebar: a search form, a feed's headlines, and a text widget holding a party's
    manifesto, longer than the post."""
    items = "".join(f"{title}<br><br>{text}<br><br>" for title, text in PROGRAMME)
    return ('<section id="sidebar"><aside id="search-2" class="widget widget_search"><form><input name="s">'
            '</form></aside><aside id="rss-2" class="widget widget_rss"><h3 class="widget-title">BUND</h3><ul>'
            + "".join(f'<li><a class="rsswidget" href="https://www.example.de/2019/04/{k}/">Meldung {k} des '
                      'Bundesverbands</a></li>' for k in range(3))
            + '</ul></aside><aside id="text-3" class="widget widget_text"><h3 class="widget-title">Wahlprogramm '
            f'zur Landtagswahl</h3><div class="textwidget">{items}</div></aside></section>')


def _blog(article: str, sidebar: str) -> str:
    return ('<div id="wrapper"><section id="content"><div class="post"><header class="header"><h1 class="post-title">'
            f'Grundeinkommen ist ein Menschenrecht!</h1></header>{article}</div></section>{sidebar}</div>')


def test_a_sidebar_text_widget_longer_than_the_post_is_not_the_text():
    """A party's blog post (an ``<article>`` of two paragraphs and the programme's short lines) beside a
    sidebar whose text widget holds the party's manifesto, twice as long: the ``<aside>`` held 40 % of the
    page's text and stayed, the manifesto won the container and the post kept only its long paragraphs.
    The post is the text, whole, and the manifesto goes."""
    article = '<article class="article">' + "".join(f"<p>{t}</p>" for t in POST) + "</article>"
    url = "https://piratenpartei.example.de/blog/2013/09/12/grundeinkommen-ist-ein-menschenrecht/"
    text = "\n".join(b.text for b in extract_page(page(_blog(article, _widget()), "Grundeinkommen", ARTICLE), url,
                                                  OPTIONS).blocks)
    assert all(t in text for t in POST)
    assert "direkte Demokratie" not in text and "Wahlprogramm" not in text


def test_an_aside_holding_the_text_without_an_article_beside_it_stays():
    """Guards: an ``<aside>`` that is the page's content wrapper (no ``<article>`` or ``<main>`` with text
    beside it) keeps its text, and so does a long box inside the ``<article>`` (an explainer beside the
    story)."""
    items = "".join(f"<p>{text}</p>" for _, text in PROGRAMME)
    body = ('<div id="wrapper"><h1>Wahlprogramm zur Landtagswahl</h1><aside class="content">' + items
            + '</aside><nav><a href="/">Start</a> <a href="/kontakt">Kontakt</a></nav></div>')
    url = "https://piratenpartei.example.de/wahlprogramm/"
    text = "\n".join(b.text for b in extract_page(page(body, "Wahlprogramm", ARTICLE), url, OPTIONS).blocks)
    assert all(t in text for _, t in PROGRAMME)
    article = ('<article class="article">' + "".join(f"<p>{t}</p>" for t in POST)
               + f'<aside class="explainer">{items}</aside></article>')
    text = "\n".join(b.text for b in extract_page(page(_blog(article, ""), "Grundeinkommen", ARTICLE), url + "x",
                                                  OPTIONS).blocks)
    assert all(t in text for t in POST[:2]) and all(t in text for _, t in PROGRAMME)


# --- short lines with a link between the paragraphs -----------------------------------------------------------

TRIP = [
    "Was mich überrascht hat, waren der regionale Roséwein, der hervorragend schmeckt, und die vielen kleinen "
    "Farmen rund um den Ort, die ihr Obst und Gemüse direkt an der Straße verkaufen.",
    "Daher: auf nach Montauk! Die Hochsaison ist zwischen dem Memorial Day und dem Labor Day Wochenende, dann "
    "sind die Strände voll und die Restaurants ausgebucht, also rechtzeitig reservieren.",
    "Zum Schluss mein persönlicher Favorit: der Sunset Grill auf Shelter Island, mit der Fähre in zehn Minuten "
    "erreichbar, wo man bei Sonnenuntergang auf der Terrasse sitzt und frischen Fisch isst.",
]


def _trip(lines: str) -> str:
    return ('<article class="post"><h1>Das vielleicht schönste Ende der Welt: Montauk</h1><div class="entry-content">'
            f"<p>{TRIP[0]}</p><p>{TRIP[1]}</p>{lines}<p>{TRIP[2]}</p></div></article>")


def _trip_text(lines: str) -> str:
    html = page(_trip(lines), "Montauk", ARTICLE)
    return "\n".join(b.text for b in extract_page(html, "https://blog.example.de/2019/06/montauk/", OPTIONS).blocks)


def test_short_sentences_with_a_link_between_the_paragraphs_are_kept():
    """A travel post's short sentences pointing to where to book, each a paragraph whose link is most of it,
    between two paragraphs of the post.  The container left them out as share bars are left out (too
    little text outside the link); the text goes on on both sides, and they are sentences: the post's."""
    lines = ('<p>Hier der Link zur <a href="https://www.montauk.example/">Montauk Tourist-Information</a>.</p>'
             '<p>Einen Tisch bucht man am besten <a href="https://www.navybeach.com">online</a>.</p>')
    text = _trip_text(lines)
    assert "Hier der Link zur Montauk Tourist-Information." in text
    assert "Einen Tisch bucht man am besten online." in text and all(t in text for t in TRIP)


def test_teasers_links_alone_and_long_runs_between_the_paragraphs_stay_out():
    """Guards: a teaser between the paragraphs ("Lesen Sie auch: …", an editor's "[Related: …]", "» Related
    Reading: …", "» Save Even More: …"), a label with its link ("Navy Beach / <address>"), a sentence that is
    mostly its link (a live blog's "Revivez le direct …"), and a run of more than three linked sentences (a box of pointers, a share bar written as paragraphs) are not kept."""
    for line in ('<p>Lesen Sie auch: <a href="/2019/05/hamptons/">Die schönsten Strände der Hamptons im Test</a></p>',
                 '<p>[Related: <a href="/2019/05/hamptons/">The best beaches of the Hamptons, tested</a>]</p>',
                 '<p>» Related Reading: <a href="/2019/05/hamptons/">A Guide to the Hamptons</a></p>',
                 '<p>» Save Even More: <a href="/2019/05/hamptons/">Cruise Discounts in the Hamptons</a></p>',
                 '<p>Hamptons Beach / <a href="https://www.hamptons.example">https://www.hamptons.example</a></p>',
                 '<p>Revivez <a href="/live/hamptons/">le direct du festival des Hamptons avec vos questions</a>.</p>'):
        text = _trip_text(line)
        assert "Hamptons" not in text and all(t in text for t in TRIP), line
    run = "".join(f'<p>Teilen Sie den Beitrag im <a href="https://share.example/{k}">Netzwerk {k}</a>.</p>'
                  for k in range(4))
    text = _trip_text(run)
    assert "Netzwerk" not in text and all(t in text for t in TRIP)


def test_a_prompt_to_join_the_sites_group_goes_a_sentence_about_a_group_stays():
    """A podcast's show notes between the paragraphs: "Join the Facebook group– <address>", a prompt like
    "Follow us on Instagram" (wcxb's truth leaves it out: one of its "without" snippets), is an interface
    line (``phrases.INTERFACE``); a sentence that speaks of a group is text."""
    prompt = ('<p>Join the Facebook group– <a href="https://www.facebook.com/TalkingHomeRenovations">'
              'https://www.facebook.com/TalkingHomeRenovations</a></p>')
    text = _trip_text(prompt)
    assert "Join the Facebook group" not in text and all(t in text for t in TRIP)
    sentence = ("<p>Join the Facebook group for the parents of the school and talk with us about the new plans for "
                "the playground before the meeting in June.</p>")
    assert "Join the Facebook group for the parents" in _trip_text(sentence)


# --- a listicle's last entry: its facts' list after the text's last good paragraph -------------------------------

HOTELS = [("Four Seasons", "Four Seasons is probably the best known luxury hotel brand in the world, with more than "
           "a hundred hotels and resorts in forty countries, and a service that sets the standard for the others."),
          ("Aman", "Meticulously designed to frame their natural settings, Aman hotels are renowned for breathtaking "
           "architecture, serene spaces and a discreet service that guests remember for years."),
          ("Soneva", "In 1995 an Indian-British hotelier launched the now world-famous brand with his wife, building "
           "barefoot luxury resorts on remote islands with a strong commitment to sustainability.")]


def _entry(k: int, name: str, text: str, slug: str) -> str:
    """One entry of a "best hotel brands" list (WordPress): a numbered heading, a long paragraph, then the
    entry's facts as a list whose values link to the hotels and the reviews."""
    return (f'<h5><a href="https://www.{slug}.example/">{k}. {name.upper()}</a></h5><p>{text}</p><ul>'
            f'<li>Official website: <a href="https://www.{slug}.example/">{name}</a></li>'
            f'<li>Flagship hotel: <a href="/{slug}-flagship-review/">{name} Flagship, Maldives</a></li>'
            f'<li>My favorite hotel: <a href="/{slug}-favourite-review/">{name} Island Resort</a></li></ul>')


def test_a_listicles_last_entry_keeps_its_facts_list():
    """Each entry's facts ("Official website: …", "Flagship hotel: …") are list items whose values are links:
    kept while good text follows them, the last entry's were dropped (after the text's last good paragraph a
    list of links is a box of other stories).  The labels are those of the lists kept before: kept."""
    body = ('<article><h1>The best luxury hotel brands in the world</h1><div class="entry-content">'
            + "".join(_entry(3 - k, name, text, name.lower().replace(" ", "")) for k, (name, text) in enumerate(HOTELS))
            + '</div></article><aside><ul><li><a href="/about/">About me</a></li></ul></aside>')
    url = "https://theluxurytravelexpert.example/best-luxury-hotel-brands/"
    text = "\n".join(b.text for b in extract_page(page(body, "Best luxury hotel brands", ARTICLE), url, OPTIONS).blocks)
    assert "Flagship hotel: Soneva Flagship, Maldives" in text and "My favorite hotel: Soneva Island Resort" in text
    assert "Flagship hotel: Aman Flagship, Maldives" in text


def test_a_list_of_links_after_the_text_with_other_labels_stays_out():
    """Guard: after an article's last paragraph, a list of linked stories whose labels no kept list had
    ("Read next: …", "Sponsored: …") is not the text."""
    after = ('<ul><li>Read next: <a href="/a/">The ten best beaches of the Maldives for a family holiday</a></li>'
             '<li>Sponsored: <a href="https://ads.example/1">Cheap flights to the Maldives this winter</a></li>'
             '<li>Popular now: <a href="/b/">Why the islands are sinking and what the hotels do about it</a></li></ul>')
    body = ('<article><h1>The best luxury hotel brands in the world</h1><div class="entry-content">'
            + "".join(f"<h2>{name}</h2><p>{text}</p>" for name, text in HOTELS) + after + "</div></article>")
    url = "https://theluxurytravelexpert.example/best-luxury-hotel-brands/"
    text = "\n".join(b.text for b in extract_page(page(body, "Best luxury hotel brands", ARTICLE), url, OPTIONS).blocks)
    assert all(t in text for _, t in HOTELS)
    assert "Maldives this winter" not in text and "ten best beaches" not in text and "sinking" not in text
