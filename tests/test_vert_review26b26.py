"""Regression tests of an adversarial review of session 26's rules (xreview26b): the writer's bio in its new forms
(the name, a dash and the trade; "writes for", "schreibt für", "píše pro") is judged only in a box of its own and
without a clause of a sentence that reports, so an article's last paragraph quoting a columnist stays; and a
one-word author that is a blog platform's subdomain or the folder after a blog's folder is the writer, not a
section.  Beside each, the boilerplate the rule was made for still goes."""

from __future__ import annotations

import pytest
from vert_support import processed

from corpustools.config import load_settings
from corpustools.vert import document
from corpustools.vert.choose import extract_page

OPTIONS = document.options_from_settings(load_settings(None, {}).data)
URL = "https://www.example.com/news/2026/11/30/council-transport-plan"
TITLE = "Council debates transport plan"
P = (
    "The city council met on Tuesday evening to discuss the new transport plan, which would add three bus lines and "
    "extend the tram network to the northern suburbs by the end of next year.",
    "Residents who spoke at the meeting welcomed the extra lines but said the plan did little for cyclists, who have "
    "complained for years about the lack of safe routes through the centre of town.",
    "The mayor said the council would publish a revised version of the plan in the spring, after a second round of "
    "public consultations in each of the city's districts.",
    "Opposition councillors asked for an independent study of the costs before the final vote, which is expected "
    "in March after the budget debate.",
)


def _page(after: str, ld: str = "") -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in P)
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><meta property="og:type" content="article">{ld}'
            f"<title>{TITLE}</title></head><body><header><nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
            f"</header><main><article><h1>{TITLE}</h1><div class='body'>{paragraphs}{after}</div></article></main>"
            "<footer>© 2026 Example</footer></body></html>")


def _texts(html: str) -> list[str]:
    return [b.text for b in extract_page(html, URL, OPTIONS).blocks]


@pytest.mark.parametrize("line", [
    "Thomas Friedman writes for The New York Times that the plan is a model for other cities.",
    "Paul Krugman writes for the Times about the cost of such plans, and he is not convinced.",
    "Heribert Prantl schreibt für die Süddeutsche Zeitung, der Plan sei ein Vorbild für andere Städte.",
    "Anna Kowalska – dziennikarka, która ujawniła aferę – powiedziała, że plan jest dobry.",
    "Jane Smith - reporter turned councillor - said the plan would be adopted in March.",
])
def test_the_articles_last_paragraph_on_a_writer_stays(line):
    texts = _texts(_page(f"<p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


@pytest.mark.parametrize("bio", [
    "Jane Doe writes for The Post about science and health.",
    "Jan Novák píše pro Zpravodaj o dopravě a o dění na radnici. Předtím pracoval v rozhlase.",
    "Anna Kowalska – dziennikarka Gazety Lokalnej od 2015 roku. Pisze o samorządzie i transporcie.",
])
def test_the_writers_bio_in_its_box_still_goes(bio):
    texts = _texts(_page(f'<div class="author-box"><p>{bio}</p></div>'))
    assert bio not in texts and all(p in texts for p in P)


_LD = ('<script type="application/ld+json">{"@context": "https://schema.org", "@type": "BlogPosting", '
       '"headline": "Council debates transport plan", "author": {"@type": "Person", "name": "%s"}}</script>')


@pytest.mark.parametrize(("url", "name", "author"), [
    ("https://sarah.wordpress.com/2026/11/30/council-transport-plan/", "Sarah", "Sarah"),
    ("https://marek.substack.com/p/council-transport-plan", "Marek", "Marek"),
    ("https://anna.blog.cz/2611/council-transport-plan", "Anna", "Anna"),
    ("https://www.example.com/blog/marek/council-transport-plan", "Marek", "Marek"),
    # ... a section stated as the author still goes
    ("https://www.example.com/sport/2026/council-transport-plan", "Sport", ""),
    ("https://sport.example.com/fotbal/council-transport-plan", "Sport", ""),
])
def test_a_one_word_writer_of_a_blog_is_no_section(url, name, author):
    assert processed(_page("", _LD % name), url).attrs["author"] == author


# --- a Chinese announcement's time and place, and a Chinese news page's meta line ----------------------------------

ZH = ("北京市政府周二宣布，将在明年年底前新增三条地铁线路，并延长现有的两条线路，以缓解城市交通压力。",
      "市民普遍欢迎这一计划，但也有人担心施工期间会给周边居民的日常生活带来不便，希望政府提前做好安排。",
      "市交通委员会表示，将在春季公布修订后的方案，并在各区举行第二轮公开征求意见会。",
      "专家认为，新线路建成后，早晚高峰的拥堵情况将得到明显改善，市民出行时间有望缩短两成左右。")


def _zh_texts(inserted: str) -> list[str]:
    html = ('<!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><meta property="og:type" content="article">'
            "<title>北京将新增三条地铁线路</title></head><body><main><article><h1>北京将新增三条地铁线路</h1>"
            f"<div class='text'><p>{ZH[0]}</p><p>{ZH[1]}</p>{inserted}<p>{ZH[2]}</p><p>{ZH[3]}</p></div></article>"
            "</main></body></html>")
    return [b.text for b in extract_page(html, "https://news.example.cn/2026/11/30/a.html", OPTIONS).blocks]


@pytest.mark.parametrize("line", ["时间：2026年12月5日下午两点 地点：北京市规划展览馆", "日期：2026年12月5日",
                                  "活动时间：2026年12月5日至12月20日", "报名时间：2026年12月1日起"])
def test_an_announcements_time_and_place_stay(line):
    texts = _zh_texts(f"<p>{line}</p>")
    assert line in texts and all(p in texts for p in ZH)


@pytest.mark.parametrize("line", ["来源：新华社 2026-11-30", "发布时间：2026年11月30日 10:05",
                                  "2026-11-30 09:58:03来源：网易科学人作者：责任编辑：肖春芳"])
def test_a_chinese_meta_line_still_goes(line):
    texts = _zh_texts(f"<p>{line}</p>")
    assert line not in texts and all(p in texts for p in ZH)


# --- a sentence with a stamp's word and a time, and the stamp alone ---------------------------------------------

@pytest.mark.parametrize("line", [
    "The minister updated the figures at 3:00 PM on Monday in Prague.",
    "Updated 14:35: Police confirm two arrests near the station.",
    "Aktualisiert 14:35 Uhr: Die Polizei bestätigt zwei Festnahmen.",
    "Aktualizováno 14:35: Policie potvrdila dvě zadržení.",
    "Mis à jour à 14h35 : la police confirme deux interpellations.",
    "Aggiornato alle 14:35: la polizia conferma due arresti.",
])
def test_a_sentence_with_an_update_and_its_time_stays(line):
    texts = _texts(_page("").replace(f"<p>{P[1]}</p>", f"<p>{P[1]}</p><p>{line}</p>"))
    assert line in texts and all(p in texts for p in P)


@pytest.mark.parametrize("line", [
    "The Associated Press Published Monday, November 18, 2019 8:22AM EST",
    "This page was last updated on 12 March 2024 at 10:00",
    "Published 4:00 am CST, Wednesday, November 20, 2019",
    "Aktualisiert am 30.11.2026, 14:35 Uhr",
    "Publié le 30/11/26 à 10h15 — Mis à jour le 30/11/26 à 12h02",
    "Aktualizováno 12. 3. 2024 10:15",
])
def test_a_stamp_alone_still_goes(line):
    texts = _texts(_page("").replace(f"<p>{P[1]}</p>", f"<p>{P[1]}</p><p>{line}</p>"))
    assert line not in texts and all(p in texts for p in P)


@pytest.mark.parametrize("line", ["This post was last updated July 2021.",
                                  "Posted by kovarex, TOGos, Ernestas, Albert on 2019-02-15, all posts"])
def test_a_pages_stamp_with_its_writers_still_goes(line):
    texts = _texts(_page("").replace(f"<p>{P[1]}</p>", f"<p>{P[1]}</p><p>{line}</p>"))
    assert line not in texts and all(p in texts for p in P)
