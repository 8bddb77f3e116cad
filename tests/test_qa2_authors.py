"""author= holds the stated author(s) of the page's own article: the JSON-LD main entity's, a few names
at most; a listing page (several articles in its JSON-LD, or a list of names no byline has) gets none."""

from __future__ import annotations

import json

from corpustools.vert.metadata import page_metadata

NAMES = [f"Redaktor Číslo{i}" for i in range(13)]


def _page(*objects: dict) -> str:
    scripts = "".join(f'<script type="application/ld+json">{json.dumps(o)}</script>' for o in objects)
    return f"<html><head><title>T</title>{scripts}</head><body><h1>T</h1><p>text</p></body></html>"


def _article(url: str, *authors: str, main: bool = False) -> dict:
    obj = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": f"H {url}", "url": url,
           "author": [{"@type": "Person", "name": a} for a in authors]}
    if main:
        obj["mainEntityOfPage"] = url
    return obj


def test_a_listing_gets_no_author() -> None:
    teasers = {"@context": "https://schema.org", "@type": "ItemList",
               "itemListElement": [_article(f"https://x.cz/{i}", name) for i, name in enumerate(NAMES)]}
    assert page_metadata(_page(teasers), "https://x.cz/").author == ""
    staff = {"@context": "https://schema.org", "@type": "CollectionPage", "author": NAMES}
    assert page_metadata(_page(staff), "https://x.cz/rubrika/").author == ""


def test_the_main_article_s_authors_are_kept() -> None:
    own = _article("https://x.cz/a", "Jana Nová", "Petr Starý", main=True)
    related = [_article(f"https://x.cz/r{i}", f"Jiný Autor{i}") for i in range(3)]
    meta = page_metadata(_page(own, *related), "https://x.cz/a")
    assert meta.author == "Jana Nová; Petr Starý"
    assert page_metadata(_page(_article("https://x.cz/b", "Eva Malá")), "https://x.cz/b").author == "Eva Malá"
