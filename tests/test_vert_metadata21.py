"""The writer in ``<doc author>`` from more of the markups real articles use (vert/metadata.py,
vert/byline.py): the name and the date (or a role, or a picture's initials) each in an element of their own
inside the author element, their texts run together ("Luke KimDecember 17, 2025"); a date or a weekday after
the name ("by: Ziyi Xu, Dec 17, 2025", "by Jon Foster - 2025-09-13", "Jeff FoustMonday, March 4"); "Text by";
a bracketed handle after the name ("Jean-Luc Aufranc (CNXSoft)"); a byline inside a layout that names a
sidebar it has ("container-article-with-sidebar") or inside Elementor's widget wrappers; a stated author that
is the site's own name ("Cleveland Clinic", "Rapid7") or a login ("KatieS") yields to the byline shown; a
stated name's desk after a dash ("David Jackson - FullStack Editorial Team").  Guards: a photographer, a
dateline alone, a byline in a real sidebar, a blogger's own site named after them, a stated person, a
double-barrelled name.  Each page is small and written after the markup real sites use, and goes through
``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

import json

import pytest

from corpustools.config import load_settings
from corpustools.vert.byline import author_name
from corpustools.vert.document import options_from_settings, process
from corpustools.vert.read import HtmlRecord

CRAWLED = "2026-11-29T18:00:00Z"
TEXT = ("<p>The city council on Monday approved the budget for next year after a long debate. The mayor said that "
        "the money for schools and roads would rise and that the deficit would fall. The opposition criticised the "
        "decision and called for a public hearing on all of the changes.</p>")
URL = "https://www.example.com/news/2025/12/17/council-approves-budget/"
OG_ARTICLE = '<meta property="og:type" content="article">'


def article(byline: str = "", head: str = OG_ARTICLE, wrap: str = "article", aside: str = "",
            end: str = "") -> str:
    return (f'<html lang="en"><head><title>Council approves budget</title>{head}</head><body><header>'
            f'<a href="/">Home</a></header><main><{wrap}><h1>Council approves budget</h1>{byline}{TEXT * 4}'
            f"{end}</{wrap.split()[0]}>{aside}</main><footer>Imprint</footer></body></html>")


def written(html: str, url: str = URL) -> str:
    """``<doc author>`` as ``vert``'s worker writes it."""
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord(url, CRAWLED, 0, "text/html; charset=utf-8", html.encode("utf-8")), options)
    assert not doc.skipped, doc.skipped
    return doc.attrs["author"]


def jsonld(author: object, publisher: str = "") -> str:
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Council approves budget",
            "datePublished": "2025-12-17T09:00:00Z", "author": author}
    if publisher:
        data["publisher"] = {"@type": "Organization", "name": publisher}
    return f'{OG_ARTICLE}<script type="application/ld+json">{json.dumps(data)}</script>'


# --- the name in an element of its own inside the author element ----------------------------------------------

@pytest.mark.parametrize("byline, name", [
    ('<div class="resource-author"><img class="resource-author-image" src="/a.jpg" alt="">'
     '<div class="resource-author-details"><p>Luke Kim</p><p>December 17, 2025</p></div></div>', "Luke Kim"),
    ('<div class="author_cont"><div class="news-author">CM</div><div><span>Craig McCarthy</span>'
     '<span>Last updated on 17 December 2025</span></div></div>', "Craig McCarthy"),
    ('<div class="styles_dateAndAuthorContainer__JAvHP"><span>Dec 17, 2025</span><span>Julian K. Arni</span></div>',
     "Julian K. Arni"),
])
def test_the_name_in_an_element_of_its_own_inside_the_author_element_is_the_author(byline, name):
    assert written(article(byline)) == name


def test_an_author_element_with_a_date_and_buttons_only_gives_no_author():
    byline = ('<div class="post-author-meta"><time datetime="2025-12-17">December 17, 2025</time>'
              '<button>Share</button><span class="author-label">Written by</span></div>')
    assert written(article(byline)) == ""


# --- a date or a weekday after the name --------------------------------------------------------------------------

@pytest.mark.parametrize("byline, name", [
    ('<p class="text-xl">by: <!-- -->Ziyi Xu<!-- -->,<!-- --> <!-- -->Dec 17, 2025</p>', "Ziyi Xu"),
    ("<p>by Jon Foster - 2025-09-13<br>Updated: 2025-09-14</p>", "Jon Foster"),
    ('<div class="byline">By Jeff Foust<span>Monday, March 4, 2024</span></div>', "Jeff Foust"),
    ('<div class="byline">By Anna Simon, 3 May 2024</div>', "Anna Simon"),
])
def test_a_byline_with_a_date_after_the_name_gives_the_name(byline, name):
    assert written(article(byline)) == name


def test_a_dateline_alone_in_a_byline_element_is_no_author():
    assert written(article('<div class="byline">Sat, 20 Dec, 2025 - 06:36</div>')) == ""


def test_a_name_that_ends_like_a_weekday_keeps_it():
    assert author_name("By Anna Simon, 3 May 2024") == "Anna Simon"
    assert author_name("Simon Sat") == "Simon Sat"  # (no date cut off: nothing to read as a weekday)


# --- "Text by", a bracketed handle -------------------------------------------------------------------------------

def test_text_by_names_the_writer():
    assert written(article('<div class="collection-byline">Text by Hunter Dukes</div>')) == "Hunter Dukes"


def test_a_photographer_is_no_author():
    assert written(article('<div class="byline">Photos by Jane Doe</div>')) == ""


def test_a_handle_in_brackets_after_the_name_is_left_out():
    byline = '<span class="byline">by <span class="author vcard"><a class="url fn n">Jean-Luc Aufranc (CNXSoft)</a></span></span>'
    assert written(article(byline)) == "Jean-Luc Aufranc"


# --- the regions around the byline ------------------------------------------------------------------------------

def test_a_byline_in_a_layout_that_has_a_sidebar_is_the_author():
    html = article('<span class="byline">By <a class="author-link" href="/profile/lisa-jennings">Lisa Jennings</a> '
                   "on Dec. 19, 2025</span>", wrap='section class="container container-article-with-sidebar"')
    assert written(html) == "Lisa Jennings"


def test_an_elementor_author_box_is_the_author():
    byline = ('<div class="elementor-element elementor-widget elementor-widget-author-box"><div class='
              '"elementor-widget-container"><div class="elementor-author-box"><div class="elementor-author-box__text">'
              '\n<h4 class="elementor-author-box__name">\n\t\tLiz Kenny\t</h4>\n<div class="elementor-author-box__bio">'
              "\n\t\tFormer McKinsey Consultant\t</div>\n</div></div></div></div>")  # (as Elementor writes it)
    assert written(article(byline)) == "Liz Kenny"


def test_a_byline_in_the_sidebar_is_still_no_author():
    aside = ('<div class="sidebar right-column"><div class="widget"><span class="author">John Smith</span>'
             "<a href=\"/news/other-story/\">Another story of the day</a></div></div>")
    assert written(article(aside=aside)) == ""


# --- a stated author that names no writer ------------------------------------------------------------------------

def test_a_stated_author_that_is_the_sites_name_yields_to_the_byline_shown():
    head = jsonld({"@type": "Person", "name": "Cleveland Clinic"}, publisher="Cleveland Clinic")
    byline = '<p class="byline">By <a href="/author/holly-wilgus/">Holly Wilgus</a></p>'
    assert written(article(byline, head=head)) == "Holly Wilgus"
    head = f'{OG_ARTICLE}<meta name="author" content="Rapid7"><meta property="og:site_name" content="Rapid7">'
    assert written(article(byline, head=head)) == "Holly Wilgus"


def test_a_bloggers_site_named_after_them_keeps_their_name():
    head = (f'{OG_ARTICLE}<meta name="author" content="Owain Brennan">'
            '<meta property="og:site_name" content="Owain Brennan">')
    assert written(article(head=head)) == "Owain Brennan"


def test_a_stated_login_yields_to_the_byline_shown():
    head = jsonld({"name": "KatieS", "@id": "https://www.example.com/#/schema/person/8e80"})
    byline = '<p>By <a class="author-link" href="/authors/aoife-oriordan/">Aoife O\'Riordan</a></p>'
    assert written(article(byline, head=head)) == "Aoife O'Riordan"


def test_a_stated_person_outranks_the_byline_shown():
    head = jsonld({"@type": "Person", "name": "Max Mittler"}, publisher="Model Remodel")
    byline = '<div class="author-block">Written by <span>Jane Roe</span></div>'
    assert written(article(byline, head=head)) == "Max Mittler"


def test_a_stated_names_desk_after_a_dash_is_left_out():
    head = jsonld({"@type": "Person", "name": "David Jackson - FullStack Editorial Team"})
    assert written(article(head=head)) == "David Jackson"
    head = jsonld({"@type": "Person", "name": "Jean-Luc Picard"})
    assert written(article(head=head)) == "Jean-Luc Picard"


# --- many names marked as authors: the article's writer is the one shown again and again --------------------------

TEASERS = "".join(f'<li><a href="/news/story-{i}/">Story number {i} of the day</a> <a class="author" href="/autor/{slug}/">'
                  f"{name}</a></li>" for i, (slug, name) in enumerate((
                      ("olga-skalkova", "Olga Skalková"), ("veronika-smidova", "Veronika Šmídová"),
                      ("eliska-nova", "Eliška Nová"), ("vaclav-dolejsi", "Václav Dolejší"),
                      ("ivan-hartman", "Ivan Hartman"))))


def test_the_writer_shown_again_and_again_among_teasers_writers_is_the_author():
    byline = ('<div class="author">autor: Tadeáš Drahorád</div>'
              '<p class="author">Tadeáš Drahorád - redaktor</p><a class="author" href="/autor/tadeas-drahorad/">'
              "Tadeáš Drahorád</a>")
    assert written(article(byline, end=f"<ul>{TEASERS}</ul>")) == "Tadeáš Drahorád"


def test_many_writers_shown_once_each_give_no_author():
    assert written(article(end=f"<ul>{TEASERS}</ul>")) == ""


def test_a_role_after_a_dash_is_no_part_of_the_name():
    assert author_name("Tadeáš Drahorád - redaktor") == "Tadeáš Drahorád"
    assert author_name("Jean-Luc Picard") == "Jean-Luc Picard"


def test_a_german_byword_with_the_name_in_an_element_of_its_own():
    byline = ('<div class="author-details"><h3>Veröffentlicht von <a href="https://www.lobin.de/">Henning Lobin</a>'
              '</h3>\n<a class="author-url" href="https://www.lobin.de/">www.lobin.de</a></div>')
    assert written(article(byline)) == "Henning Lobin"
    assert author_name("Henning Lobinwww.lobin.de") == ""  # (a web address run into the name)
    byline = ('<span class="by-author"><span class="sep">von</span> <span class="author vcard">'
              '<a class="url fn n" href="/author/bjoernlinder01/">bjoernlinder01</a></span></span>')
    assert written(article(byline)) == ""  # (a login, and "von" alone is no name)


# --- a site's front page: the site is its subject -----------------------------------------------------------------

def _headline(title: str, url: str, site_name: str = "") -> str:
    from corpustools.vert.metadata import page_metadata

    meta = f'<meta property="og:site_name" content="{site_name}">' if site_name else ""
    html = (f"<html><head><title>{title}</title>{meta}</head><body><header><a href=\"/\">Home</a></header><main>"
            f"{TEXT * 3}</main></body></html>")
    return page_metadata(html, url, search_page=False).headline


@pytest.mark.parametrize("title, url, name, headline", [
    ("Figma: The Collaborative Interface Design Tool", "https://www.figma.com/", "",
     "Figma: The Collaborative Interface Design Tool"),
    ("Seznam – najdu tam, co neznám", "https://www.seznam.cz/", "", "Seznam – najdu tam, co neznám"),
    ("The Verge", "https://www.theverge.com/", "The Verge", "The Verge"),
])
def test_a_front_pages_headline_keeps_the_sites_name(title, url, name, headline):
    assert _headline(title, url, name) == headline


@pytest.mark.parametrize("title, url, headline", [
    ("Figma: Five tips for design systems", "https://www.figma.com/blog/five-tips/", "Five tips for design systems"),
    ("What is Tauri? | Tauri", "https://tauri.app/", "What is Tauri?"),  # (the site's name after the headline)
])
def test_the_sites_name_is_cut_from_an_articles_headline_and_after_a_front_pages(title, url, headline):
    assert _headline(title, url) == headline


# --- a headline with a kicker: the heading under it that is the rest repeats it -----------------------------------

DE_TEXT = ("<p>Die Bundesregierung hat am Montag den Entwurf für den Haushalt des kommenden Jahres beschlossen. Der "
           "Finanzminister sagte, die Gehälter im öffentlichen Dienst sollen steigen und das Defizit solle sinken. Die "
           "Opposition kritisierte die Entscheidung und kündigte eine Debatte im Bundestag an.</p>")


def _document(title: str, og_title: str, heading: str) -> tuple[str, str]:
    """(the ``<head>`` line's words, the words of the paragraphs) as ``vert`` writes them."""
    html = (f'<html lang="de"><head><title>{title}</title><meta property="og:title" content="{og_title}">'
            f'{OG_ARTICLE}<meta property="og:site_name" content="WirtschaftsWoche"></head><body><main><article>'
            f"<h2>{heading}</h2>{DE_TEXT * 4}</article></main></body></html>")
    options = options_from_settings(load_settings(None, {}).data)
    doc = process(HtmlRecord("https://www.wiwo.de/politik/deutschland/haushalt-123.html", CRAWLED, 0,
                             "text/html; charset=utf-8", html.encode("utf-8")), options)
    head, paragraphs, where = [], [], None
    for line in doc.body.splitlines():
        if line.startswith(("<head", "<p")):
            where = head if line.startswith("<head") else paragraphs
        elif line and not line.startswith("<") and where is not None:
            where.append(line.split("\t")[0])
    return " ".join(head), " ".join(paragraphs)


def test_a_heading_that_repeats_the_headline_after_its_kicker_is_not_text():
    head, text = _document("Haushalt: Regierung beschließt den Entwurf - WiWo", "Haushalt: Regierung beschließt den Entwurf",
                           "Regierung beschließt den Entwurf")
    assert head == "Haushalt : Regierung beschließt den Entwurf"
    assert "Regierung beschließt den Entwurf" not in text


def test_a_short_heading_after_a_kicker_stays():
    head, text = _document("Teil 2: Das Fazit - WiWo", "Teil 2: Das Fazit", "Das Fazit")
    assert text.startswith("Das Fazit")
