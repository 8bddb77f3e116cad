"""The ``<doc>`` metadata of more of the web's pages (vert/pagedate.py, vert/dates.py, vert/metadata.py,
vert/headline.py, vert/pagetype.py): the publisher's local day of a moment stated in UTC or without a
zone, as the page shows it or writes it in another statement; a teaser's or a comment's date in an
``<article>`` inside the article; and guards: the stated day stands where the page shows an update's day,
another event's or a comment's.  Each page is small and written after the markup real sites use; the
dates go through ``vert``'s own worker step (``document.process``) as well as ``page_metadata``."""

from __future__ import annotations

import json

import pytest

from corpustools.config import load_settings
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.metadata import page_metadata
from corpustools.vert.read import HtmlRecord

CRAWLED = "2026-11-29T18:00:00Z"
GERMAN = ("<p>Die Bundesregierung hat am Montag den Entwurf für den Haushalt des kommenden Jahres beschlossen. "
          "Der Finanzminister sagte, die Gehälter im öffentlichen Dienst sollen steigen und das Defizit solle "
          "sinken. Die Opposition kritisierte die Entscheidung und kündigte eine Debatte im Bundestag an.</p>")
ENGLISH = ("<p>The government on Monday approved the draft budget for next year. The finance minister said that "
           "public sector salaries would rise and that the deficit would fall. The opposition criticised the "
           "decision and called for a debate in parliament on all of the changes.</p>")
URL = "https://www.example.de/politik/haushalt-beschlossen-100.html"


def article(lang: str, byline: str, head: str = "", text: str = "", after: str = "") -> str:
    text = text or (GERMAN if lang == "de" else ENGLISH) * 4
    return (f'<html lang="{lang}"><head><title>Haushalt beschlossen</title>{head}</head><body><header>'
            f'<a href="/">Start</a></header><main><article><h1>Haushalt beschlossen</h1>{byline}{text}{after}'
            "</article></main><footer>Impressum</footer></body></html>")


def jsonld(kind: str = "NewsArticle", **fields: str) -> str:
    return f'<script type="application/ld+json">{json.dumps({"@type": kind, **fields})}</script>'


def both_ways(html: str, url: str = URL) -> tuple[str, str]:
    """The date ``page_metadata`` gives on its own parse and the one ``vert``'s worker writes in ``<doc>``
    (the extractor's tree shared with the metadata), which must agree."""
    alone = page_metadata(html, url, CRAWLED).date
    options = options_from_settings(load_settings(None, {}).data)
    record = HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8"))
    doc = process(record, options)
    assert not doc.skipped, doc.skipped
    return alone, doc.attrs["date"]


# --- the publisher's local day of a moment stated in UTC or without a zone ---------------------------------

@pytest.mark.parametrize("stated, byline, lang, day", [
    # Berlin: 23:30 UTC is half past midnight of the next day, and the page says so
    ("2024-03-03T23:30:00Z", '<p class="date">4. März 2024, 00:30 Uhr</p>', "de", "2024-03-04"),
    ("2024-03-03T22:15:00+00:00", '<div class="article-meta">Stand: 04.03.2024 00:15 Uhr</div>'
     '<div class="article-meta">Veröffentlicht am 04.03.2024</div>', "de", "2024-03-04"),
    # a forum engine's server time without a zone, the thread's first post shown in Chicago the evening before
    ("2026-02-15 03:05:48", '<div class="post-date">Feb 14, 2026 | 9:05 pm</div>', "en", "2026-02-14"),
    ("2025-06-02T01:40:00", '<span class="posted-on">Posted on June 1, 2025</span>', "en", "2025-06-01"),
])
def test_a_moment_stated_in_utc_takes_the_local_day_the_page_shows(stated, byline, lang, day):
    html = article(lang, byline, jsonld(datePublished=stated))
    assert both_ways(html) == (day, day)


def test_a_utc_statement_takes_the_local_day_another_statement_writes_for_the_same_moment():
    head = ('<meta property="article:published_time" content="2024-03-04T00:30:00+01:00">'
            + jsonld(datePublished="2024-03-03T23:30:00Z"))
    assert page_metadata(article("de", "", head), URL, CRAWLED).date == "2024-03-04"


@pytest.mark.parametrize("stated, byline, day", [
    # the page shows the stated day itself
    ("2024-03-03T23:30:00Z", '<p class="date">3. März 2024</p>', "2024-03-03"),
    # the next day at 05:00 UTC would need a zone of UTC+19: another day the page shows, not the same moment
    ("2024-03-03T05:00:00Z", '<p class="date">4. März 2024</p>', "2024-03-03"),
    # the day before at 20:00 UTC would need UTC-20
    ("2024-03-03T20:00:00Z", '<p class="date">2. März 2024</p>', "2024-03-03"),
    # a German page's publisher is east of UTC: at 05:00 UTC it is the same day there, the day before is another
    ("2024-03-04T05:00:00Z", '<p class="date">3. März 2024</p>', "2024-03-04"),
    # an update's day shown, the day after
    ("2024-03-03T23:30:00Z", '<p class="date">Aktualisiert am 4. März 2024</p>', "2024-03-03"),
    # a moment with its own offset is its publisher's local day already
    ("2024-03-03T23:30:00+01:00", '<p class="date">4. März 2024</p>', "2024-03-03"),
    # a day two days off is another day, not a time zone's
    ("2024-03-03T23:30:00Z", '<p class="date">5. März 2024</p>', "2024-03-03"),
    # a date in a sentence of the text
    ("2024-03-03T23:30:00Z", "<p>Die Debatte ist für den 4. März 2024 im Bundestag angesetzt worden.</p>",
     "2024-03-03"),
])
def test_the_stated_utc_day_stands_when_the_page_shows_no_local_day_of_it(stated, byline, day):
    html = article("de", byline, jsonld(datePublished=stated))
    assert both_ways(html) == (day, day)


def test_a_comments_or_an_events_date_does_not_move_a_utc_statement():
    comment = ('<section class="comments"><div class="comment"><span class="date">4. März 2024</span>'
               "<p>Ein Leser meint, das sei zu wenig.</p></div></section>")
    event = '<p class="event-date">4. März 2024</p>'
    for html in (article("de", "", jsonld(datePublished="2024-03-03T23:30:00Z"), after=comment),
                 article("de", event, jsonld(datePublished="2024-03-03T23:30:00Z"))):
        assert both_ways(html) == ("2024-03-03", "2024-03-03")


# --- a teaser's or a comment's date in an <article> inside the article --------------------------------------

TEASER = ('<article class="card"><h3><a href="/politik/steuern-100.html">Steuern steigen</a></h3>'
          '<time datetime="2024-02-01">1. Februar 2024</time></article>')


def test_a_nested_articles_date_is_not_the_pages_day():
    html = article("de", "<p>Von Max Mustermann</p>", after=f"<section>{TEASER}{TEASER}</section>")
    assert both_ways(html) == ("", "")
    html = article("de", '<p class="date">3. März 2024</p>', after=TEASER)
    assert both_ways(html) == ("2024-03-03", "2024-03-03")


def test_an_inner_article_with_the_headline_is_the_pages_own():
    inner = (f'<article class="post"><h1>Haushalt beschlossen</h1><time datetime="2024-03-03">3. März 2024</time>'
             f"{GERMAN * 4}</article>")
    html = (f'<html lang="de"><head><title>Haushalt</title></head><body><article class="page">{inner}</article>'
            "</body></html>")
    assert both_ways(html) == ("2024-03-03", "2024-03-03")


# --- a domain name as the title's last part, alone or in brackets after the site's name ---------------------

def _headline(title: str, url: str, lang: str = "de") -> str:
    html = f'<html lang="{lang}"><head><title>{title}</title></head><body><p>Text.</p></body></html>'
    return page_metadata(html, url, CRAWLED).headline


@pytest.mark.parametrize("title, url, lang, head", [
    ("Vláda schválila rozpočet – Hospodářské noviny (iHNed.cz)", "https://domaci.hn.cz/c1-67123456-vlada", "cs",
     "Vláda schválila rozpočet"),
    ("Vláda schválila rozpočet | iHNed.cz", "https://domaci.hn.cz/c1-67123456-vlada", "cs",
     "Vláda schválila rozpočet"),
    ("Neue Regeln für E-Autos - news.ORF.at", "https://orf.at/stories/3312345/", "de", "Neue Regeln für E-Autos"),
    # guards: a library's name, in brackets or not, and a shop's name in a sentence are the headline's
    ("Warum Entwickler gern schreiben (Node.js)", "https://www.example.com/blog/node", "de",
     "Warum Entwickler gern schreiben (Node.js)"),
    ("Einkaufen - Bestellen bei Amazon.de", "https://www.example.com/blog/einkaufen", "de",
     "Einkaufen - Bestellen bei Amazon.de"),
])
def test_a_domain_name_alone_or_in_brackets_after_the_sites_name_is_cut(title, url, lang, head):
    assert _headline(title, url, lang) == head


# --- the writer's byline between the headline and the publication's name -------------------------------------

@pytest.mark.parametrize("title, url", [
    ("Regierung beschließt Haushalt | by Jane Doe | Medium", "https://medium.com/@jane/regierung-123abc"),
    ("Regierung beschließt Haushalt - by Jane Doe - Jane's Newsletter", "https://jane.substack.com/p/regierung"),
    ("Regierung beschließt Haushalt | by Jane Doe | Towards Data Science | Medium",
     "https://medium.com/towards-data-science/regierung-123abc"),
])
def test_a_bylines_part_and_the_publications_name_after_it_are_cut(title, url):
    assert _headline(title, url) == "Regierung beschließt Haushalt"


@pytest.mark.parametrize("title", [
    "Fotoreportage - By Land and Sea",  # a byline-like last part with nothing after it: the headline's
    "Stand by Me - Die Geschichte eines Liedes",
])
def test_a_headline_that_only_resembles_a_byline_is_left_whole(title):
    assert _headline(title, "https://www.example.com/kultur/fotoreportage") == title


# --- page types by schema.org type and address ------------------------------------------------------------

PARAGRAPHS = "".join(f"<p>{GERMAN[3:-4]} Absatz {i} fügt ein paar eigene Worte hinzu.</p>" for i in range(6))
OG_ARTICLE = '<meta property="og:type" content="article">'


def _type(url: str, head: str = OG_ARTICLE) -> str:
    from corpustools.vert.choose import extract_page

    html = (f"<!DOCTYPE html><html><head>{head}<title>Haushalt</title></head><body><main><h1>Haushalt</h1>"
            f"{PARAGRAPHS}</main></body></html>")
    return extract_page(html, url, {"languages": ()}).type


@pytest.mark.parametrize("kind", ["JobPosting", "Course", "Event", "Vehicle", "RealEstateListing", "Service",
                                  "ProfilePage"])
def test_a_job_course_event_offer_service_or_profile_is_not_an_article(kind):
    head = OG_ARTICLE + jsonld(kind, name="Haushalt")
    assert _type("https://www.example.de/haushalt-beschlossen-123.html", head) == "other"


@pytest.mark.parametrize("url", [
    "https://www.example.de/collections/winterjacken",
    "https://www.example.de/product-category/jacken/",
    "https://www.example.de/produkt-kategorie/jacken/",
    "https://www.example.fr/categorie-produit/vestes/",
    "https://www.example.it/categoria-prodotto/giacche/",
    "https://www.example.de/profil/max-mustermann/",
    "https://www.gutefrage.net/frage/wie-beantrage-ich-wohngeld",
    "https://www.example.it/domanda/come-si-richiede-il-bonus",
    "https://open.example.com/discussion/39620/the-forum-is-closing",
])
def test_shop_categories_profiles_and_questions_are_not_articles(url):
    assert _type(url) == "other"


@pytest.mark.parametrize("url, head", [
    # an article that names an event, a course or a service beside its own type
    ("https://www.example.de/haushalt-beschlossen-123.html",
     OG_ARTICLE + jsonld("NewsArticle", headline="Haushalt", about={"@type": "Event", "name": "Haushaltsdebatte"})),
    # a newsletter's post at Substack's /p/ and a collection of essays at a singular /collection/
    ("https://jane.substack.com/p/regierung-beschliesst-haushalt", OG_ARTICLE),
    ("https://www.example.com/collection/best-book-subscriptions/", OG_ARTICLE),
])
def test_articles_beside_such_types_or_at_such_addresses_stay_articles(url, head):
    assert _type(url, head) == "article"


# --- authors: a graph's reference, a link card's label, a link to the writer's page ------------------------

def doc_author(html: str, url: str = URL) -> str:
    """The author ``vert``'s worker writes in ``<doc>`` for the page."""
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    return doc.attrs["author"]


GRAPH = ('<script type="application/ld+json">{"@context": "https://schema.org", "@graph": ['
         '{"@type": "Article", "@id": "#article", "headline": "Haushalt beschlossen", "author": {"@id": "#/person/1"},'
         ' "publisher": {"@id": "#org"}, "datePublished": "2024-03-03T10:00:00+01:00"},'
         '{"@type": "Organization", "@id": "#org", "name": "Example Verlag GmbH"},'
         '{"@type": "Person", "@id": "#/person/1", "name": "Max Mustermann"}]}</script>')


def test_an_author_the_graph_names_by_reference_is_the_author():
    assert doc_author(article("de", "", GRAPH)) == "Max Mustermann"


def test_a_reference_to_the_sites_own_identity_is_no_author():
    head = GRAPH.replace('"author": {"@id": "#/person/1"}', '"author": {"@id": "#org"}')
    assert doc_author(article("de", "", head)) == ""


@pytest.mark.parametrize("label", ["Written by", "Verfasst von", "Écrit par", "Scritto da"])
def test_the_written_by_of_a_link_card_is_the_author(label):
    head = (f'<meta name="twitter:label1" content="{label}"><meta name="twitter:data1" content="Max Mustermann">'
            '<meta name="twitter:label2" content="Geschätzte Lesezeit"><meta name="twitter:data2" content="3 Minuten">')
    assert doc_author(article("de", "", head)) == "Max Mustermann"


@pytest.mark.parametrize("byline, author", [
    ('<div class="post-meta">By <a href="/author/jane-doe/">Jane Doe</a> on March 3, 2024</div>', "Jane Doe"),
    ('<div class="meta">Geschrieben von <a href="/autor/max-mustermann/">Max Mustermann</a> am 12.03.2024</div>',
     "Max Mustermann"),
    ('<p class="meta">Par <a href="https://www.example.fr/auteur/jean-dupont/">Jean Dupont</a></p>', "Jean Dupont"),
    ('<p class="info">di <a href="/autore/mario-rossi/">Mario Rossi</a></p>', "Mario Rossi"),
    ('<a class="article__author-link" href="/journalistes/jean-dupont/">Jean Dupont</a>', "Jean Dupont"),
])
def test_a_link_to_the_writers_page_names_the_author(byline, author):
    assert doc_author(article("de", byline, OG_ARTICLE)) == author


def test_writers_links_of_related_stories_or_a_label_are_no_author():
    cards = "".join(f'<div class="card"><h3>Meldung {i}</h3><a href="/autor/name-{i}/">Redakteur Nummer{i}</a></div>'
                    for i in "ABCDE")
    assert doc_author(article("de", "", OG_ARTICLE, after=cards)) == ""
    related = ('<aside class="related-posts"><a href="/author/joe-bloggs/">Joe Bloggs</a></aside>'
               '<p class="meta"><a href="/autoren/">Alle Autoren</a></p>')
    assert doc_author(article("de", "", OG_ARTICLE, after=related)) == ""


def test_a_menu_of_writers_links_before_the_marked_byline_leaves_the_byline_the_author():
    menu = "".join(f'<li><a href="/author/columnist-{i}/">Columnist Number{i}</a></li>' for i in "ABCDE")
    html = article("de", '<p class="author">Von Max Mustermann</p>', OG_ARTICLE).replace(
        "<main>", f'<div class="columnists"><ul>{menu}</ul></div><main>')
    assert doc_author(html) == "Max Mustermann"


@pytest.mark.parametrize("byline, head", [
    ('<p class="meta"><a href="/autori/">Tiráž</a></p>', OG_ARTICLE),  # the writers' list, not a writer's page
    ("", OG_ARTICLE + '<meta name="twitter:label1" content="Written by"><meta name="twitter:data1" content="admin">'),
    ("", OG_ARTICLE + GRAPH.replace("Max Mustermann", "kei_eno")),  # a login the CMS shows as a name
])
def test_a_link_to_the_writers_list_or_a_login_is_no_author(byline, head):
    assert doc_author(article("de", byline, head)) == ""


def test_a_listings_first_teaser_does_not_move_a_utc_statement():
    teasers = "".join(f'<div class="item"><h3>Meldung</h3><p class="date">{d}. März 2024</p></div>'
                      for d in (4, 2, 1, 28))
    html = article("de", "", jsonld(datePublished="2024-03-03T23:30:00Z"), after=teasers)
    assert page_metadata(html, URL, CRAWLED).date == "2024-03-03"


def test_march_written_mrz_is_read():
    html = article("de", '<div class="article-date">4. Mrz 2024, 14:05 Uhr</div>')
    assert both_ways(html) == ("2024-03-04", "2024-03-04")
