"""Regression tests for the classes session 29 left open: a short deck without a full stop under the headline, a
forum post's header inside its text's box, old Reddit's subreddit name over the post, a writer's name glued to the
date ("Redacción EC13/11/2026 18:30"), a contributor's bio box by the byline, German upsell lines of a site's paid
tier, "follow us on network X" lines in Czech and Slovak, and a live blog whose entries have long anchors.  Each page
goes through ``document.process``, the worker's step; beside each rule, lines of the same shape that are text, or
furniture of another kind, are checked too."""

from __future__ import annotations

import json
import re

import pytest
from test_vert_xlang26 import _paragraphs
from vert_support import article_head, article_ld, processed


def _texts(html: str, url: str) -> list[str]:
    return _paragraphs(processed(html, url).body)


def _foot(site: str) -> str:
    return (f'<footer class="site-footer"><nav><a href="/about">About</a> <a href="/privacy">Privacy</a></nav>'
            f'<p>© 2026 {site}</p></footer></body></html>')


def _news(lang: str, headline: str, author: str, day: str, top: str, paragraphs: tuple[str, ...], after: str = "",
          site: str = "Example News", between: str = "") -> str:
    """A news article page: the site's header, ``<article>`` with the headline and ``top`` (deck, byline, date),
    the body's paragraphs (``between`` after the second), ``after`` below them."""
    body = "".join(f"<p>{t}</p>" for t in paragraphs[:2]) + between + "".join(f"<p>{t}</p>" for t in paragraphs[2:])
    return (article_head(f"{headline} | {site}", lang, article_ld("NewsArticle", headline, author, day))
            + f'<body><header class="site-header"><a href="/">{site}</a><nav><a href="/news">News</a> '
            f'<a href="/sport">Sport</a></nav></header><main><article><h1>{headline}</h1>{top}'
            f'<div class="article-body">{body}</div>{after}</article></main>' + _foot(site))


# --- 1. a short deck without a full stop under the headline -------------------------------------------------------

EN = ("Auckland Council has voted to introduce a targeted rate to pay for flood protection works in the city's western "
      "suburbs, adding about $150 a year to the average household's bill.",
      "The rate will fund stormwater upgrades and the buyout of homes that were badly damaged in the 2023 floods.",
      "Councillors debated the proposal for more than four hours before it passed by 13 votes to 8.")
ES = ("El Gobierno aprobó este martes un plan para rehabilitar medio millón de viviendas antes de 2030, con ayudas de "
      "hasta el 80 % del coste de las obras para las familias con menos ingresos.",
      "La ministra de Vivienda explicó que las primeras convocatorias se abrirán en primavera en todas las comunidades.",
      "Las asociaciones de inquilinos celebraron la medida, aunque piden que llegue también a los alquileres.")
_EN_TOP = '<div class="byline"><span>Todd Niall</span><time datetime="2026-11-26T04:00:00Z">05:00, Nov 27 2026</time></div>'
_ES_TOP = '<div class="autor"><span>Lucía Gómez</span> <time datetime="2026-11-25T09:00:00+01:00">25/11/2026</time></div>'


@pytest.mark.parametrize("lang, text, top, deck", [
    ("en", EN, _EN_TOP, '<p class="intro">Average homeowner will pay about $150 more a year</p>'),
    ("en", EN, _EN_TOP, '<div class="standfirst"><p>Ratepayers in the west face the biggest rise in a decade</p></div>'),
    ("es", ES, _ES_TOP, '<p class="entradilla">El plan prevé ayudas de hasta el 80 % para las familias con menos '
                        'ingresos</p>'),
])
def test_a_short_deck_without_a_full_stop_under_the_headline_stays(lang, text, top, deck):
    headline = "Council votes for flood protection rate" if lang == "en" else "El Gobierno aprueba un plan de vivienda"
    html = _news(lang, headline, "Todd Niall" if lang == "en" else "Lucía Gómez", "2026-11-25", deck + top, text)
    got = _texts(html, "https://www.news.example.com/national/2026/11/25/plan-story-350123456")
    assert got == [headline, re.sub(r"<[^>]+>", "", deck), *text]


@pytest.mark.parametrize("lang, text, top, line", [
    ("en", EN, _EN_TOP, '<p class="kicker">Local Democracy Reporting</p>'),
    ("en", EN, _EN_TOP, '<p class="category">Politics and government</p>'),
    ("en", EN, _EN_TOP, '<p class="updated">Updated 5 min ago</p>'),
    ("en", EN, _EN_TOP, '<p class="meta">Updated 26 November 2026, 5:02pm</p>'),
    ("es", ES, _ES_TOP, '<p class="seccion">Vivienda y urbanismo en España</p>'),
    ("es", ES, _ES_TOP, '<p class="actualizado">Actualizado hace 5 minutos</p>'),
])
def test_short_furniture_lines_under_the_headline_stay_out(lang, text, top, line):
    headline = "Council votes for flood protection rate" if lang == "en" else "El Gobierno aprueba un plan de vivienda"
    html = _news(lang, headline, "Todd Niall" if lang == "en" else "Lucía Gómez", "2026-11-25", line + top, text)
    got = _texts(html, "https://www.news.example.com/national/2026/11/25/plan-story-350123456")
    assert got == [headline, *text]
