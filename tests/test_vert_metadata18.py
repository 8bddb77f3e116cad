"""The ``<doc>`` metadata of more of the web's pages (vert/headline.py, vert/pagetype.py, vert/metadata.py,
vert/pagedate.py, vert/textdates.py): the site's short name in a title in more forms (a domain name,
a name with a number, "|" without blanks, in brackets, a section repeated after it); page types of
paginated archives, author, tag and search pages, galleries, videos and forums; dates that Drupal's RDFa,
Joomla's and Blogger's markup give; dates that are not the page's (a date in a sentence of the text, a
"last modified" line in the site's footer); bylines in more languages.  Each page is small and written
after the markup real sites use."""

from __future__ import annotations

import pytest
from vert_support import page

from corpustools.vert.choose import extract_page
from corpustools.vert.metadata import page_metadata

CRAWLED = "2026-11-29T18:00:00Z"
GERMAN = ("<p>Die Bundesregierung hat am Montag den Entwurf für den Haushalt des kommenden Jahres beschlossen. "
          "Der Finanzminister sagte, die Gehälter im öffentlichen Dienst sollen steigen und das Defizit solle "
          "sinken. Die Opposition kritisierte die Entscheidung und kündigte eine Debatte im Bundestag an.</p>")
ENGLISH = ("<p>The government on Monday approved the draft budget for next year. The finance minister said that "
           "public sector salaries would rise and that the deficit would fall. The opposition criticised the "
           "decision and called for a debate in parliament on all of the changes.</p>")
FRENCH = ("<p>Le gouvernement a adopté lundi le projet de budget pour l'année prochaine. Le ministre des Finances "
          "a déclaré que les salaires de la fonction publique augmenteraient et que le déficit baisserait. "
          "L'opposition a critiqué la décision et réclamé un débat à l'Assemblée nationale.</p>")
ITALIAN = ("<p>Il governo ha approvato lunedì il progetto di bilancio per il prossimo anno. Il ministro delle "
           "Finanze ha detto che gli stipendi pubblici aumenteranno e che il deficit diminuirà. L'opposizione ha "
           "criticato la decisione e chiesto un dibattito in Parlamento su tutte le modifiche.</p>")


def article(lang: str, body: str, head: str = "", title: str = "Haushalt") -> str:
    return (f'<html lang="{lang}"><head><title>{title}</title>{head}</head><body><header><a href="/">Start</a>'
            f"</header><main><article><h1>Haushalt beschlossen</h1>{body}</article></main>"
            "<footer>Impressum</footer></body></html>")


# --- the site's short name in the title ---------------------------------------------------------------------

def _headline(title: str, url: str, lang: str = "de", head: str = "") -> str:
    html = f'<html lang="{lang}"><head><title>{title}</title>{head}</head><body><p>Text.</p></body></html>'
    return page_metadata(html, url, CRAWLED).headline


@pytest.mark.parametrize("title, url", [
    # a domain name that is not the page's own domain
    ("Neue Regeln für E-Autos - SZ.de", "https://www.sueddeutsche.de/wirtschaft/e-autos-1.6123456"),
    # a two-letter domain's name with a number
    ("Neue Regeln für E-Autos | BR24", "https://www.br.de/nachrichten/deutschland-welt/e-autos,U1234"),
    # "|" without blanks
    ("Neue Regeln für E-Autos|heise online", "https://www.heise.de/news/e-autos-123456.html"),
    # the site's name in brackets
    ("Neue Regeln für E-Autos (heise online)", "https://www.heise.de/news/e-autos-123456.html"),
    ("Neue Regeln für E-Autos [tagesschau.de]", "https://www.tagesschau.de/wirtschaft/e-autos-100.html"),
    # the section before the site's name repeated after it, behind a breadcrumb's "›"
    ("Neue Regeln für E-Autos - Wirtschaft - derStandard.at › Wirtschaft",
     "https://www.derstandard.at/story/3000000123/e-autos"),
])
def test_the_sites_short_name_is_cut_from_the_headline_in_any_form(title, url):
    assert _headline(title, url) == "Neue Regeln für E-Autos"


@pytest.mark.parametrize("title, url, lang", [
    ("Neue Regeln für E-Autos | FAZ.NET", "https://www.faz.net/aktuell/wirtschaft/e-autos-123.html", "de"),
    ("Nová pravidla pro elektromobily - Novinky.cz", "https://www.novinky.cz/clanek/domaci-pravidla-40412345", "cs"),
    ("Nouvelles règles pour les voitures | LeMonde.fr", "https://www.lemonde.fr/economie/article/x_3234.html", "fr"),
])
def test_the_pages_own_domain_as_the_titles_last_part_is_still_cut(title, url, lang):
    assert _headline(title, url, lang) == title.rsplit(" ", 2)[0]


@pytest.mark.parametrize("title, url", [
    ("Test: Web.de", "https://www.example-blog.de/mail-anbieter-im-test"),  # after a colon: the headline's
    ("Warum Entwickler Node.js lieben | Node.js", "https://www.example.com/blog/node"),
    ("Einführung in Vue.js", "https://www.example.com/blog/vue"),
    ("Wahl 2025 (Teil 2)", "https://www.example.de/politik/wahl-2025-teil-2"),
    ("Das Modell BR24 im Test", "https://www.example.de/test/br24"),
])
def test_headlines_that_only_resemble_a_sites_name_are_left_whole(title, url):
    assert _headline(title, url) == title


# --- page types at more addresses -------------------------------------------------------------------------

PARAGRAPHS = "".join(f"<p>{GERMAN[3:-4]} Absatz {i} fügt ein paar eigene Worte hinzu.</p>" for i in range(6))
OG_ARTICLE = '<meta property="og:type" content="article">'


def _type(url: str, head: str = OG_ARTICLE) -> str:
    return extract_page(page(f"<main><h1>Haushalt</h1>{PARAGRAPHS}</main>", head=head), url,
                        {"languages": ()}).type


@pytest.mark.parametrize("url", [
    # a listing's further pages
    "https://www.example.de/category/politik/page/2/",
    "https://www.example.de/tag/haushalt/page/3/",
    "https://www.example-blog.de/page/2/",
    "https://www.example.it/pagina/4/",
    "https://www.example-blog.de/?paged=2",
    # authors' and tags' pages in more languages
    "https://www.example.de/autoren/max-mustermann/",
    "https://www.example.it/autori/mario-rossi/",
    "https://www.example.fr/mot-cle/budget/",
    "https://www.example.de/stichwort/haushalt/",
    # search results
    "https://www.example.de/suche?q=haushalt",
    "https://www.example-blog.de/?s=haushalt",
    "https://www.example.com/search/?q=budget",
    "https://www.example.fr/recherche?query=budget",
    "https://www.example.it/ricerca/?q=bilancio",
    # galleries and videos
    "https://www.example.de/bildergalerie/haushalt-in-bildern-123.html",
    "https://www.example.it/fotogallery/bilancio-2026/",
    "https://www.example.de/video/haushalt-beschlossen-123.html",
    # forums whatever their software's addresses
    "https://forum.example.fr/sujet/budget-2026-123/",
    "https://www.example.it/forum/discussione/bilancio-2026.12345/",
    "https://forums.example.com/discussion/12345/budget",
    # shops
    "https://www.example.de/shop/winterreifen-xyz-225-45/",
    "https://www.example.fr/boutique/pneus-hiver-xyz/",
])
def test_listings_pages_searches_media_forums_and_shops_are_not_articles(url):
    assert _type(url) == "other"


@pytest.mark.parametrize("head", [
    '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "SearchResultsPage"}</script>',
    '<meta property="og:type" content="video.other">',
])
def test_a_page_that_says_it_is_search_results_or_a_video_is_not_an_article(head):
    assert _type("https://www.example.de/haushalt-beschlossen-123.html", head=head) == "other"


@pytest.mark.parametrize("url, head", [
    # an AMP page and a print version of an article
    ("https://www.example.de/politik/haushalt-beschlossen-regierung-einigt-sich/amp/", OG_ARTICLE),
    ("https://www.example.de/politik/haushalt-beschlossen-123.html?print=1", OG_ARTICLE),
    # a news article in a video section that says it is one
    ("https://www.example.de/video/haushalt-beschlossen-123.html",
     '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Haushalt"}</script>'),
    # a live blog
    ("https://www.example.de/liveblog/haushalt-123.html",
     '<script type="application/ld+json">{"@type": "LiveBlogPosting", "headline": "Haushalt"}</script>'),
    # a post with a gallery of pictures in it (WordPress marks it as an ImageGallery)
    ("https://www.example-blog.de/2025/12/18/haushalt-in-bildern",
     OG_ARTICLE + '<meta itemtype="http://schema.org/ImageGallery" itemscope>'),
    # words of the kind in an article's slug
    ("https://www.example.com/blog/best-video-editing-software-for-creators/", OG_ARTICLE),
    ("https://www.example.com/2025/05/02/search-engines-and-the-forum-of-public-opinion/", OG_ARTICLE),
])
def test_articles_at_such_addresses_or_with_such_parts_stay_articles(url, head):
    assert _type(url, head) == "article"


# --- dates in more CMSs' markup -----------------------------------------------------------------------------

def _date(html: str, url: str = "https://www.example.de/politik/haushalt-beschlossen") -> str:
    return page_metadata(html, url, CRAWLED).date


def test_drupals_rdfa_date_is_the_pages_day_not_its_slashed_text():
    # Drupal 7: the text's 03/12/2014 is month first, the page is German
    submitted = ('<div class="submitted"><span property="dc:date dc:created" content="2014-03-12T10:00:00+01:00" '
                 'datatype="xsd:dateTime" rel="sioc:has_creator">Submitted by <a href="/user/1">admin</a> on '
                 'Wed, 03/12/2014 - 10:00</span></div>')
    assert _date(article("de", submitted + GERMAN), "https://www.example.de/node/12") == "2014-03-12"


def test_drupals_hidden_rdf_span_gives_the_day():
    span = '<span property="schema:dateCreated" content="2019-05-08T08:30:00+00:00" class="rdf-meta hidden"></span>'
    assert _date(article("en", span + ENGLISH), "https://www.example.com/node/12") == "2019-05-08"


def test_a_comments_rdfa_date_is_not_the_pages_day():
    comment = ('<div id="comments"><div class="comment comment-by-anonymous" typeof="sioc:Post sioct:Comment">'
               '<span property="dc:date dc:created" content="2025-02-01T10:00:00+01:00"></span><p>Gut so.</p></div></div>')
    assert _date(article("de", GERMAN + comment), "https://www.example.de/node/12") != "2025-02-01"


def test_joomlas_created_line_in_its_article_info_list_is_the_pages_day():
    info = ('<dl class="article-info"><dt class="article-info-term">Details</dt><dd class="create">Erstellt: 04. März '
            '2019</dd><dd class="modified">Zuletzt aktualisiert: 08. März 2019</dd></dl>')
    assert _date(article("de", info + GERMAN), "https://www.example.de/index.php/aktuelles/12-haushalt") == "2019-03-04"


def test_le_mondes_published_today_counts_back_from_the_capture():
    line = '<span class="meta__date">Publié aujourd’hui à 14h35, modifié à 15h10</span>'
    assert _date(article("fr", line + FRENCH), "https://www.example.fr/politique/article/budget") == "2026-11-29"


# --- dates that are not the page's --------------------------------------------------------------------------

@pytest.mark.parametrize("lang, sentence, text", [
    ("de", "Die Tagung fand am 3. Oktober 2025 in Berlin statt, wie wir berichteten.", GERMAN),
    ("en", "The deal was signed on March 3, 2025 and runs for another five years.", ENGLISH),
    ("fr", "Le sommet s'est tenu le 3 octobre 2025 à Paris avec tous les ministres.", FRENCH),
    ("it", "Il vertice si è svolto il 3 ottobre 2025 a Roma con tutti i ministri.", ITALIAN),
])
def test_a_date_in_a_sentence_of_the_text_is_not_the_pages_day(lang, sentence, text):
    assert _date(article(lang, f"<p>{sentence}</p>{text}")) == ""


@pytest.mark.parametrize("line", ["Posted by admin on March 3, 2025 in News.", "By Jane Doe, March 3, 2025."])
def test_a_bylines_date_ending_with_a_full_stop_is_still_the_pages_day(line):
    assert _date(article("en", f"<p>{line}</p>{ENGLISH}")) == "2025-03-03"


def test_the_sites_footers_last_modified_line_is_not_the_pages_day():
    html = article("en", ENGLISH).replace("<footer>Impressum", "<footer>Page last modified: 3 March 2026")
    assert _date(html) == ""


def test_an_articles_own_footer_still_gives_its_day():
    html = article("en", ENGLISH + "<footer>Published 3 March 2026</footer>")
    assert _date(html) == "2026-03-03"


@pytest.mark.parametrize("profile", [
    # phpBB's profile beside the post (a definition list), another board's (a div)
    '<dl class="postprofile"><dt><a href="/u/7">jdoe</a></dt><dd class="profile-joined"><strong>Joined:</strong> '
    'Sun Dec 28, 2014 3:02 pm</dd></dl>',
    '<div class="userinfo"><a href="/u/7">jdoe</a><div class="member-since">Member since: Dec 28, 2014</div></div>',
])
def test_a_forum_members_registration_is_not_the_posts_day(profile):
    post = (f'<div class="post">{profile}<div class="postbody"><p class="author">'
            'Sun Dec 17, 2023 11:18 am</p>' + ENGLISH + "</div></div>")
    assert _date(article("en", post), "https://forums.example.com/viewtopic.php?t=361697") == "2023-12-17"


@pytest.mark.parametrize("url", ["https://www.example.de/", "https://www.example.de/en/", "https://www.example.de/index.html"])
def test_a_front_pages_newest_teaser_is_not_its_publication_day(url):
    teasers = "".join(f'<div class="teaser"><span class="date">{d}.11.2026</span><a href="/a{d}">Artikel {d}</a></div>'
                      for d in (29, 28, 27))
    script = '<script>var data = {"datePublished": "2026-11-29T06:00:00Z"};</script>'
    html = article("de", teasers + GERMAN, head=script)
    assert _date(html, url) == ""
    assert _date(html, "https://www.example.de/politik/haushalt-beschlossen") != ""


def test_a_front_page_that_states_its_day_keeps_it():
    head = '<meta property="article:published_time" content="2026-11-20T10:00:00+01:00">'
    assert _date(article("de", GERMAN, head=head), "https://www.example-blog.de/") == "2026-11-20"


# --- bylines ------------------------------------------------------------------------------------------------

def _author(html: str, url: str = "https://www.example.de/politik/haushalt-beschlossen") -> str:
    return page_metadata(html, url, CRAWLED).author


@pytest.mark.parametrize("lang, byline, text, author", [
    ("de", '<p class="author">Von Max Mustermann und Erika Musterfrau</p>', GERMAN, "Max Mustermann; Erika Musterfrau"),
    ("fr", '<span class="auteur">Par Jean Dupont</span>', FRENCH, "Jean Dupont"),
    ("fr", '<span class="article__auteur">Jean Dupont et Marie Martin</span>', FRENCH, "Jean Dupont; Marie Martin"),
    ("de", '<p class="author">Von Markus Balser, Berlin</p>', GERMAN, "Markus Balser"),
    ("de", '<p class="author">Von Max Mustermann, Redaktion</p>', GERMAN, "Max Mustermann"),
])
def test_the_shown_byline_gives_the_names_alone(lang, byline, text, author):
    assert _author(article(lang, byline + text)) == author


def test_an_italian_stated_authors_byword_is_cut_not_a_names_particle():
    for name, author in (("di Mario Rossi", "Mario Rossi"), ("Di Maio Luigi", "Di Maio Luigi")):
        head = f'<script type="application/ld+json">{{"@type": "NewsArticle", "author": {{"@type": "Person", "name": "{name}"}}}}</script>'
        assert _author(article("it", ITALIAN, head=head), "https://www.example.it/politica/bilancio") == author


def test_a_domain_name_stated_as_the_author_is_no_author():
    head = '<meta name="author" content="tagesschau.de">'
    assert _author(article("de", GERMAN, head=head), "https://www.tagesschau.de/inland/haushalt-100.html") == ""
    shown = '<p class="author">Von Max Mustermann</p>'
    assert _author(article("de", shown + GERMAN, head=head), "https://www.tagesschau.de/inland/haushalt-100.html") \
        == "Max Mustermann"


def test_a_role_after_a_quoted_persons_name_is_not_cut_into_a_byline():
    # "Petr Kubala, sociolog": a quoted expert beside the article's writer, not a second writer
    shown = ('<span class="author">Text: Clara Zangová</span>' + CZECH_QUOTE)
    assert _author(article("cs", shown + ENGLISH), "https://magazin.example.cz/bydleni/r~b9e2f570/") == "Clara Zangová"


CZECH_QUOTE = "".join('<p>Řekl <span class="author">Petr Kubala, sociolog</span>.</p>' for _ in range(2)) + \
    '<p><span class="author">Jan Novák, ekonom</span></p><p><span class="author">Eva Malá, psycholožka</span></p>'


# --- more date elements and statements ----------------------------------------------------------------------

def test_an_italian_date_element_named_data_gives_the_day():
    line = '<p class="data">23/11/2025 - 14:35</p>'
    assert _date(article("it", line + ITALIAN), "https://www.example.it/politica/bilancio") == "2025-11-23"


@pytest.mark.parametrize("lang, line, text", [
    ("de", '<p class="event-date">15.10.2025, 19:00 Uhr</p>', GERMAN),
    ("de", "<p>Termin: 15.10.2025, 19:00 Uhr</p>", GERMAN),
    ("fr", "<p>Date de l'événement : 15 octobre 2025</p>", FRENCH),
    ("it", '<div class="data-evento">15 ottobre 2025</div>', ITALIAN),
])
def test_an_events_day_is_not_the_pages_day(lang, line, text):
    assert _date(article(lang, line + text), "https://www.example.de/veranstaltungen/konzert-im-park") == ""


def test_a_video_pages_upload_date_is_its_day_not_an_embedded_films_on_an_article():
    video = '<script type="application/ld+json">{"@type": "VideoObject", "name": "Haushalt", "uploadDate": "2025-11-23T10:00:00Z"}</script>'
    assert _date(article("de", GERMAN, head=video), "https://www.example.de/video/haushalt-123.html") == "2025-11-23"
    shown = '<p class="date">3. März 2025</p>'
    assert _date(article("de", shown + GERMAN, head=video), "https://www.example.de/politik/haushalt-123.html") \
        == "2025-03-03"
