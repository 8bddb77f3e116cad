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
