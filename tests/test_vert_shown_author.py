"""``<doc author>`` from the byline a page shows, when its JSON-LD and meta tags state no author: the name
in an element the page marks as its author's (``itemprop="author"``, ``rel="author"``, a class naming the
author or byline, in English or Czech), without its byword ("By", "Text:", "autor:"), on article pages
only, and never a reader's, a related story's, a label or a picture's initials.  Pages go through a real
WARC and ``vert``'s ``convert``; the stated author still wins."""

from __future__ import annotations

import re

import pytest
from vert_support import CS_TEXT, CS_TEXT2, docs_of, make_warc, read_vert, settings_data

from corpustools.vert.byline import author_name
from corpustools.vert.run import convert

CRAWLED = "2026-11-20T10:15:02Z"
URL = "https://www.denik.cz/domov/vlada-schvalila-rozpocet-20261118.html"
ARTICLE_HEAD = '<meta property="og:type" content="article">'


def _page(byline: str, head: str = ARTICLE_HEAD, after: str = "") -> str:
    return (f"<!DOCTYPE html><html><head><title>Vláda schválila rozpočet</title>{head}</head><body>"
            f"<article><h1>Vláda schválila rozpočet</h1>{byline}<p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"
            f"{after}</body></html>")


def _author(tmp_path, page: str, url: str = URL) -> str:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(url=url, html=page, date=CRAWLED)])
    out = tmp_path / "a.vert"
    convert(settings_data(), [warc], out, workers=1, source="cs_media")
    [doc] = docs_of(read_vert(out))
    return dict(re.findall(r'(\w+)="([^"]*)"', doc.split("\n", 1)[0]))["author"]


@pytest.mark.parametrize("byline, author", [
    ('<p class="byline">By Jane Roe</p>', "Jane Roe"),
    ('<div class="post-meta"><span class="author-name">Jane Roe</span> | 18 November 2026</div>', "Jane Roe"),
    ('<span itemprop="author" itemscope><span itemprop="name">Jana Nováková</span></span>', "Jana Nováková"),
    ('<a rel="author" href="/autori/jana">Jana Nováková</a>', "Jana Nováková"),
    # the Czech sites' own class names and bywords
    ('<p class="clanek-autor">autor: <a class="autor" href="/autori/ctk">ČTK</a></p>', "ČTK"),
    ('<span class="author">Text: <a href="/autori/clara">Clara Zangová</a></span>', "Clara Zangová"),
    # several names shown: joined with "; " as the JSON-LD's list is (session 18)
    ('<p class="byline">Lisa Kaczke and Trevor J. Mitchell</p>', "Lisa Kaczke; Trevor J. Mitchell"),
    # the article's own footer holds its meta; a grid named "responsive" is no readers' responses
    ('<footer class="entry-footer"><h6><a rel="author" href="/a/albert">Albert Swann</a></h6></footer>', "Albert Swann"),
    ('<div class="container responsivegrid"><p class="author-by-line-text">By Scott Pletcher</p></div>',
     "Scott Pletcher"),
])
def test_the_byline_shown_is_the_author(tmp_path, byline, author):
    assert _author(tmp_path, _page(byline)) == author


@pytest.mark.parametrize("byline", [
    '<span class="author-label">The Author</span>',          # a label
    '<span class="author">Author</span>',
    '<div class="author-avatar">CM</div><span class="author-initials">CM</span>',  # a picture's initials
    '<span class="byline">Sign In| Sign Up</span>',         # a button
    '<span class="author">by the way, this is no name at all</span>',
])
def test_a_label_or_initials_are_no_author(tmp_path, byline):
    assert _author(tmp_path, _page(byline)) == ""


def test_a_readers_or_a_related_storys_name_is_not_the_author(tmp_path):
    after = ('<section id="comments"><div class="comment"><span class="comment-author">Joe Bloggs</span>'
             '<p>Souhlasím.</p></div></section>'
             '<div class="related-posts"><span class="author">Petr Svoboda</span></div>'
             '<aside><span class="byline">By Karel Novák</span></aside>'
             '<footer><span class="author">Marie Dvořáková</span></footer>')  # the site's footer
    assert _author(tmp_path, _page("", after=after)) == ""


def test_many_names_are_a_list_of_stories_not_a_byline(tmp_path):
    cards = "".join(f'<div class="card"><span class="author">Redaktor Číslo{i}</span></div>' for i in "ABCDE")
    assert _author(tmp_path, _page(cards)) == ""


def test_the_stated_author_wins_over_the_shown_one(tmp_path):
    head = ARTICLE_HEAD + '<meta name="author" content="Jana Nováková">'
    assert _author(tmp_path, _page('<p class="byline">By Jane Roe</p>', head=head)) == "Jana Nováková"


def test_a_page_that_is_not_an_article_takes_no_shown_name(tmp_path):
    # a product page: the name by its description is a seller's or a reviewer's
    head = ('<script type="application/ld+json">{"@type": "Product", "name": "Kávovar X"}</script>'
            '<meta property="og:type" content="product">')
    page = _page('<span class="author">Jane Roe</span>', head=head)
    assert _author(tmp_path, page, "https://www.shop.cz/kavovar-x") == ""


@pytest.mark.parametrize("text, name", [
    ("By Emily Norwood", "Emily Norwood"), ("Written by Jane Roe", "Jane Roe"), ("Von Markus Balser", "Markus Balser"),
    ("Текст: Венера Ерофеева", "Венера Ерофеева"), ("Emily Norwood · 3 min read", "Emily Norwood"),
    ("Recently by Jeffrey Zeldman", ""), ("autor: AP", "AP"), ("JD", ""), ("Posted by K A", ""),
    ("12 Comments", ""),
    ("Jane Roe, Senior Editor", "Jane Roe"),  # ((xmeta33) the writer's trade after the name: the name, not no one)
])
def test_author_name_reads_an_author_elements_text(text, name):
    assert author_name(text) == name


@pytest.mark.parametrize("stated, author", [
    # an organization or a website stated as the author: the writer the page shows is the author
    ('<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Organization", '
     '"name": "Deník.cz"}}</script>', "Jane Roe"),
    ('<script type="application/ld+json">{"@type": "Article", "author": [{"@type": "WebSite", '
     '"name": "paperium.net"}]}</script>', "Jane Roe"),
    ('<meta name="author" content="andrew.keaveney">', "Jane Roe"),  # a login name
    # a person stated stays, whatever the page shows
    ('<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Person", '
     '"name": "Jana Nováková"}}</script>', "Jana Nováková"),
])
def test_a_stated_organization_or_login_gives_way_to_the_shown_writer(tmp_path, stated, author):
    assert _author(tmp_path, _page('<p class="byline">By Jane Roe</p>', head=ARTICLE_HEAD + stated)) == author


def test_a_stated_organization_stays_when_the_page_shows_no_writer(tmp_path):
    stated = ('<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Organization", '
              '"name": "ČTK"}}</script>')
    assert _author(tmp_path, _page("", head=ARTICLE_HEAD + stated)) == "ČTK"
