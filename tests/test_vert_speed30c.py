"""Speed rewrites of session 30 in the page's metadata that must not change what they answer.

``PageFacts`` reads its elements in one lexbor query whose selectors overlap (a ``<time itemprop="datePublished">``
is a ``time`` and a ``[itemprop^="date"]``, a ``<meta property itemprop content>`` three of them): lexbor gives such an
element once per selector, one after the other, and the walk skips the repeats by the last element seen.  Its
articles, its stated author and the site's names are found once and kept: asked again, and by ``page_metadata``,
they answer the same.  ``crawled_time`` and ``_moment`` format and read the capture time without ``strftime`` and
``strptime``: the same strings and moments as those did.
"""

from __future__ import annotations

import datetime as dt
import json

from selectolax.lexbor import LexborHTMLParser

from corpustools.vert import metadata

_GRAPH = {"@context": "https://schema.org", "@graph": [
    {"@type": "NewsArticle", "@id": "https://www.example.de/politik/haushalt/#article",
     "headline": "Bundestag beschließt den Haushalt für 2027", "datePublished": "2026-11-19T17:42:00+01:00",
     "author": {"@id": "https://www.example.de/#/schema/person/4711"},
     "publisher": {"@id": "https://www.example.de/#organization"},
     "mainEntityOfPage": "https://www.example.de/politik/haushalt/"},
    {"@type": "Person", "@id": "https://www.example.de/#/schema/person/4711", "name": "Jana Schubert"},
    {"@type": "Organization", "@id": "https://www.example.de/#organization", "name": "Example Zeitung"},
    {"@type": "WebSite", "@id": "https://www.example.de/#website", "name": "Example Zeitung"},
    {"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Politik"}]}]}

# a WordPress page with Yoast's graph, Open Graph tags, microdata on a <meta> with a property too, and bylines whose
# <time> elements are also microdata's datePublished (each matches two selectors of PageFacts' query)
_PAGE = f"""<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
<title>Bundestag beschließt den Haushalt für 2027 | Example Zeitung</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Example Zeitung">
<meta property="og:title" content="Bundestag beschließt den Haushalt für 2027">
<meta property="article:published_time" itemprop="datePublished" content="2026-11-19T16:42:00+00:00">
<meta name="author" content="Jana Schubert">
<script type="application/ld+json">{json.dumps(_GRAPH)}</script></head>
<body><header class="site-header"><a href="/">Example Zeitung</a></header>
<main><article itemscope itemtype="https://schema.org/NewsArticle">
<h1 itemprop="headline">Bundestag beschließt den Haushalt für 2027</h1>
<p class="byline">Von <span class="author" itemprop="author">Jana Schubert</span>,
<time itemprop="datePublished" datetime="2026-11-19T17:42:00+01:00">19. November 2026</time></p>
<p>Der Bundestag hat am Donnerstag den Haushalt für das kommende Jahr beschlossen. Die Koalition setzte sich
nach einer langen Debatte durch, die Opposition stimmte geschlossen dagegen.</p>
<p>Aktualisiert: <time itemprop="dateModified" datetime="2026-11-20T08:05:00+01:00">20. November 2026</time></p>
</article></main></body></html>"""


def test_elements_matched_by_several_selectors_are_read_once():
    facts = metadata.PageFacts(_PAGE, LexborHTMLParser(_PAGE), "https://www.example.de/politik/haushalt/")
    assert facts.times == ["2026-11-19T17:42:00+01:00", "2026-11-20T08:05:00+01:00"]
    assert facts.itemprop_date == "2026-11-19T16:42:00+00:00"  # the <meta>'s, the first in the page
    assert facts.itemtypes == ["NewsArticle"]
    assert [o.get("@type") for o in facts.jsonld] == [None, "NewsArticle", "Person", "Organization", "WebSite",
                                                       "BreadcrumbList", "ListItem"]  # (the graph's holder first)
    assert facts.h1 == "Bundestag beschließt den Haushalt für 2027"


def test_kept_facts_answer_as_when_first_found():
    url = "https://www.example.de/politik/haushalt/"
    facts = metadata.PageFacts(_PAGE, LexborHTMLParser(_PAGE), url)
    assert facts.articles() is facts.articles()
    assert [o["headline"] for o in facts.articles()] == ["Bundestag beschließt den Haushalt für 2027"]
    assert facts.author() == facts._author_statement()[0] == "Jana Schubert"  # the graph's person, by its @id
    assert facts.site_names() == ["Example Zeitung", "Example Zeitung"]
    found = metadata.page_metadata(_PAGE, url, "2026-11-20T10:15:02Z", facts=facts)
    assert (found.author, found.date, found.date_source) == ("Jana Schubert", "2026-11-19", "jsonld")
    assert found.headline == "Bundestag beschließt den Haushalt für 2027"
    assert facts.author() == "Jana Schubert" and facts.articles() == [_GRAPH["@graph"][0]]


def test_capture_time_as_strftime_and_strptime_gave_it():
    samples = ["2026-11-20T10:15:02.123456Z", "2026-01-01T00:30:00+01:00", "20260301000000", "1999-12-31T23:59:59-02:00",
               "2024-02-29T12:00:00Z", "1000-01-01T00:30:00+01:00", "2026-02-30T00:00:00Z", "yesterday", ""]
    for value in samples:
        crawled = metadata.crawled_time(value)
        if not crawled:
            assert value in ("2026-02-30T00:00:00Z", "yesterday", "")
            assert metadata._moment(crawled) is None
            continue
        moment = metadata._moment(crawled)
        if crawled.startswith("999-"):  # strftime's year without its zeros: strptime does not read it either
            assert moment is None
            continue
        assert crawled == moment.strftime("%Y-%m-%dT%H:%M:%SZ")
        assert moment == dt.datetime.strptime(crawled, "%Y-%m-%dT%H:%M:%SZ") and moment.tzinfo is None
    assert metadata.crawled_time("2026-11-20T00:15:02-01:30") == "2026-11-20T01:45:02Z"
    assert metadata._moment("2026-02-30T00:00:00Z") is None  # (the form, not a day)
