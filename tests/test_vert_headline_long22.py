"""A text's beginning as the page's JSON-LD headline (session 22).  LinkedIn's articles state their first 300
characters, cut mid-word, as the ``Article``'s ``headline`` while ``og:title``, the ``<h1>`` and ``<title>`` all give
the article's title: a candidate longer than a headline can be, passed over when two later ones are the ``<h1>``.  A
long headline the ``<h1>`` itself gives (a Reddit post's title is its whole first sentence) stays.  Pages written
after the markup of such sites, through ``vert``'s worker step (``document.process``)."""

from __future__ import annotations

import json

import pytest
import vert_support

TEXT_EN = ("The Nutrition 2025 meeting hosted annually by the American Society for Nutrition brought together "
           "leading experts, thought leaders, and clinicians to Orlando to showcase the latest in nutrition science "
           "and practice. I have compiled five trends that stood out to me while walking the expo hall and sitting "
           "in the sessions over the four days of the meeting.")
TEXT_DE = ("Die Jahrestagung der Deutschen Gesellschaft für Ernährung brachte in diesem Jahr Fachleute aus "
           "Forschung, Praxis und Klinik in Bonn zusammen, um die neuesten Erkenntnisse der Ernährungswissenschaft "
           "vorzustellen. Ich habe fünf Trends zusammengetragen, die mir beim Gang durch die Ausstellung und in den "
           "Vorträgen der vier Tage besonders aufgefallen sind.")


def pulse(title: str, text: str, lang: str) -> str:
    """A LinkedIn-like article: JSON-LD's headline the text's first 300 characters, cut mid-word."""
    ld = json.dumps({"@context": "http://schema.org", "@type": "Article", "headline": text[:300],
                     "author": {"@type": "Person", "name": "Dylan Bailey"}}, ensure_ascii=False)
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} | LinkedIn</title>'
            f'<meta property="og:title" content="{title}"><script type="application/ld+json">{ld}</script>'
            f'</head><body><main><article><h1 class="pulse-title">{title}</h1><div class="article-main__content">'
            f"<p>{text}</p><p>{text}</p></div></article></main></body></html>")


def headline(html: str, url: str) -> str:
    body = vert_support.processed(html, url).body.splitlines()
    lines = body[body.index("<head>") + 1:body.index("</head>")] if "<head>" in body else []
    return " ".join(line.split("\t")[0] for line in lines if line and not line.startswith("<"))


@pytest.mark.parametrize("title, text, lang", [
    ("5 Trends from Nutrition 2025", TEXT_EN, "en"),
    ("Fünf Trends der Ernährungstagung", TEXT_DE, "de"),
])
def test_the_texts_beginning_as_json_ld_headline_is_passed_over(title, text, lang):
    got = headline(pulse(title, text, lang), "https://www.linkedin.com/pulse/5-trends-from-nutrition-2025-dylan-bailey")
    assert got.replace(" ", "") == title.replace(" ", "")


def test_a_long_headline_the_h1_gives_stays():
    """A Reddit-like post whose title is a long first sentence: the <h1> is that title."""
    title = TEXT_EN[:240]
    html = (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reddit - The heart of the internet'
            f'</title><meta property="og:title" content="{title}"></head><body><main><h1>{title}</h1>'
            f"<p>{TEXT_EN}</p><p>{TEXT_EN}</p></main></body></html>")
    got = headline(html, "https://www.reddit.example/r/nutrition/comments/1abc/x/")
    assert got.startswith("The Nutrition 2025 meeting") and len(got) > 200
