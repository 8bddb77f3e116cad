"""``<doc>`` author and date on pages written after the markup real sites use (session 33, xmeta33), as a new user gets
them from ``vert``'s own worker step (``document.process``).  One test per failure class, with the other side where the
rule could misfire:

* a byline with neither a byword nor a mark, the writer's names beside the date ("Jan Novák | 1. prosince 2026",
  "1. 12. 2026 14:05 | Jan Novák", ``<span>Anna Müller</span> · <time>``, a list item with a person icon): the names
  are the author; a dateline's place, a section's label, a date's label in Title Case, category links and a teaser's
  writer after its picture are not;
* ``<meta name="author" content="Jane Doe, Los Angeles">``: one writer and the town, not two writers;
* a credit line naming the photographer first ("Foto: Petr Malý, Text: Jan Novák"): the writer, not the photographer;
* writers' cards linking each name with the writer's job title in an element of its own (37signals' ``<dt>`` and
  ``<dd>``): the first writer's name, not "Fernando Olivares Senior Programmer";
* a writer's trade after the linked name ("By <a>Jane Doe</a>, Senior Reporter"), writers joined by the Cyrillic "и",
  the Japanese credit "文・山田太郎", a bio box under the article whose heading is the writer's name;
* a byword's label alone in an element and the name in the next ("<div>Written by</div><div>Jack Shepherd</div>",
  "<h2>Article by</h2><div>…</div>"); not a reviewer's, nor the writers of a list of posts;
* what was already right on the same pages in many languages (Czech and Slovak dates with "Aktualizováno", "včera",
  JSON-LD ``@graph`` with a WebPage and a Person by ``@id``, agencies, several writers joined by "a", "und", "et", "y",
  comment and teaser writers left out), kept so.
"""

from __future__ import annotations

import json

import pytest

from tests.test_metadata32 import TEXTS
from tests.vert_support import processed

CRAWLED = "2026-12-01T18:00:00Z"
MORE_TEXTS = {
    "ru": ("Городской совет в понедельник после долгих и жарких споров утвердил бюджет на следующий год. Мэр заявил, что "
           "расходы на школы и дороги вырастут, а дефицит впервые за десять лет сократится. Оппозиция раскритиковала "
           "решение и потребовала провести публичные слушания по всем изменениям до конца месяца."),
    "ja": ("市議会は月曜日、長時間にわたる議論の末、来年度の予算案を可決した。市長は学校や道路への支出を増やす一方、赤字は十年ぶりに"
           "減少すると述べた。野党はこの決定を批判し、今月末までにすべての変更について公聴会を開くよう求めた。"),
    "ar": ("وافق مجلس المدينة يوم الاثنين على ميزانية العام المقبل بعد نقاش طويل وحاد استمر حتى وقت متأخر من المساء. "
           "وقال رئيس البلدية إن الإنفاق على المدارس والطرق سيرتفع بينما سينخفض العجز لأول مرة منذ عشر سنوات. "
           "وانتقدت المعارضة القرار وطالبت بعقد جلسة استماع علنية حول جميع التغييرات قبل نهاية الشهر."),
}
HOSTS = {"cs": "https://www.zpravy-mesto.example.cz/domov/", "sk": "https://www.noviny.example.sk/slovensko/",
         "de": "https://www.stadtanzeiger.example.de/lokales/", "pl": "https://www.gazeta.example.pl/kraj/",
         "hu": "https://www.hirek.example.hu/belfold/", "fr": "https://www.journal.example.fr/societe/",
         "es": "https://www.diario.example.es/local/", "ja": "https://www.shimbun.example.jp/news/",
         "ar": "https://www.akhbar.example.com/news/", "ru": "https://www.gazeta.example.ru/society/",
         "en": "https://www.citynews.example.com/news/"}
HEADLINES = {"ja": "予算案を可決", "ar": "المجلس يقر الميزانية", "ru": "Бюджет утвержден после долгих споров"}


def article(lang: str, head: str = "", top: str = "", bottom: str = "", after: str = "", before: str = "") -> str:
    """An article page: a menu, ``before`` (a sidebar), the headline, ``top`` (the byline and date), six paragraphs,
    ``bottom`` (an author's box), ``after`` (comments, related stories), the footer."""
    text = TEXTS.get(lang) or MORE_TEXTS[lang]
    sentences = [s for s in text.replace("。", "。|").replace(". ", ".|").split("|") if s.strip()]
    body = "".join(f"<p>{' '.join(sentences[i:] + sentences[:i])}</p>" for i in range(len(sentences))) * 2
    h1 = HEADLINES.get(lang, "Budget 2026 approved after a long debate")
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{h1} | News</title>'
            f'<meta property="og:type" content="article">{head}</head><body><header class="site-header"><nav>'
            f'<a href="/">Home</a> <a href="/local/">Local</a> <a href="/world/">World</a></nav></header>{before}<main>'
            f'<article><h1>{h1}</h1>{top}<div class="article-body">{body}</div>{bottom}</article>{after}</main>'
            f'<footer class="site-footer"><p>© 2026 News Media</p></footer></body></html>')


def doc(lang: str, html: str, slug: str = "budget-approved-12345") -> dict[str, str]:
    """The ``<doc>`` attributes ``vert`` writes for ``html`` at an article's address of the language's site."""
    return processed(html, HOSTS[lang] + slug, CRAWLED).attrs


def ld(data: dict) -> str:
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


# --- names beside the date, no byword ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, top, name, day", [
    ("cs", '<div class="meta">Jan Novák | 1. prosince 2026</div>', "Jan Novák", "2026-12-01"),
    ("cs", '<p class="info">1. 12. 2026 14:05 | Jan Novák</p>', "Jan Novák", "2026-12-01"),
    ("sk", '<div class="meta">Zuzana Kováčová · 30. novembra 2026</div>', "Zuzana Kováčová", "2026-11-30"),
    ("de", '<div class="meta">Anna Müller | 30.11.2026 | 4 Min. Lesezeit</div>', "Anna Müller", "2026-11-30"),
    ("en", '<div class="post-meta">Jane Doe | March 3, 2025</div>', "Jane Doe", "2025-03-03"),
    ("en", '<div class="post-meta">Jane Doe, March 3, 2025</div>', "Jane Doe", "2025-03-03"),
    # each in an element of its own, a separator's element between them
    ("pl", '<div class="meta"><span>Jan Kowalski</span><span> · </span><time datetime="2026-11-30T14:05:00+01:00">'
           '30 listopada 2026</time></div>', "Jan Kowalski", "2026-11-30"),
    ("en", '<p class="lead">The budget passed.</p><p class="small">Elliot Raba</p><div class="flex"><p>'
           '<span>23.07.2025</span><span> · </span><span>6 min read</span></p></div>', "Elliot Raba", "2025-07-23"),
    # a Bootstrap theme's meta list, the person's icon before the name
    ("hu", '<div class="entry-meta"><ul><li><i class="bi bi-person"></i> Kiss Péter </li><li><i class="bi bi-clock">'
           '</i> <time datetime="2026-11-30">2026. november 30.</time></li></ul></div>', "Kiss Péter", "2026-11-30"),
    # Hugo's Hextra theme: the date, a dot, the writer's avatar and name in a link without an address
    ("en", '<div class="meta"><span>2025-12-17</span><span>·</span><a title="Trond Teigen"><img src="/icon.png" '
           'alt="Trond Teigen"><div>Trond Teigen</div></a></div>', "Trond Teigen", "2025-12-17"),
])
def test_names_beside_the_date_are_the_writer(lang: str, top: str, name: str, day: str) -> None:
    attrs = doc(lang, article(lang, top=top))
    assert (attrs["author"], attrs["date"]) == (name, day)


@pytest.mark.parametrize("lang, top", [
    ("en", '<div class="meta">Los Angeles | March 3, 2025</div>'),  # a dateline's place
    ("en", '<div class="meta">World News | March 3, 2025</div>'),  # a section's label
    ("en", '<div class="meta"><span>Posted On</span> <span>March 3, 2025</span></div>'),  # a date's label
    ("de", '<div class="meta"><div class="left"><a href="/kategorie/bundesliga/">Bundesliga</a> <a href="/kategorie/'
           'fernsehen/">Fernsehen</a> <a href="/kategorie/abseits/">Filzball</a></div><div class="right">'
           '<span>30.11.2026 um 14:26</span></div></div>'),  # category links beside the date
    # a page of teasers under its own headline: each teaser's picture, then its writer and date
    ("cs", '<div class="teaser"><a href="/domov/a-1"><img src="/a.jpg" alt=""></a><p class="meta"><span>Petr Dvořák'
           '</span><span>|</span><time datetime="2026-11-30T10:00">30. 11.</time></p><h3>Jiný článek</h3></div>'),
    ("en", '<p class="meta">Book Review | March 3, 2025</p>'),  # a genre's label
    ("cs", '<p class="meta">Komentář Týdne | 30. 11. 2026</p>'),
    # a name linked in a sentence beside an emphasized date
    ("en", '<p class="intro">The report by <a href="/people/mark-taylor">Mark Taylor</a> <em>March 3, 2025</em> '
           'was discussed at length by the council members.</p>'),
])
def test_no_writer_beside_the_date(lang: str, top: str) -> None:
    assert doc(lang, article(lang, top=top))["author"] == ""


# --- a meta tag's author and the writer's town ---------------------------------------------------------------------

@pytest.mark.parametrize("lang, stated, name", [
    ("en", "Jane Doe, Los Angeles", "Jane Doe"),
    ("de", "Anna Müller, Bad Homburg", "Anna Müller"),
    ("es", "Juan Pérez, San José", "Juan Pérez"),
    ("en", "Jane Doe, John Smith", "Jane Doe; John Smith"),  # (two writers stay two)
    ("en", "Doe, Jane", "Doe, Jane"),  # (a surname first stays whole)
])
def test_a_meta_authors_town_is_no_second_writer(lang: str, stated: str, name: str) -> None:
    head = f'<meta name="author" content="{stated}">'
    assert doc(lang, article(lang, head=head))["author"] == name


# --- the photographer's credit first --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, top, name", [
    ("cs", '<p class="credits">Foto: Petr Malý, Text: Jan Novák</p>', "Jan Novák"),
    ("de", '<p class="credits">Fotos: Anna Weber | Text: Peter Schmidt</p>', "Peter Schmidt"),
    ("en", '<p class="credits">Photos: John Smith; Words: Jane Doe</p>', "Jane Doe"),
    ("cs", '<p class="credits">Text: Jan Novák, Foto: Petr Malý</p>', "Jan Novák"),
    ("cs", '<div class="author">Foto: Petr Malý, Autor: Jan Novák</div>', "Jan Novák"),
])
def test_the_photographer_credited_first_is_no_author(lang: str, top: str, name: str) -> None:
    assert doc(lang, article(lang, top=top))["author"] == name


def test_a_photographers_credit_alone_names_no_one() -> None:
    assert doc("cs", article("cs", top='<p class="credits">Foto: Petr Malý</p>'))["author"] == ""


# --- writers' cards: the name and the job title each in an element of its own ---------------------------------------

def _card(slug: str, name: str, title: str) -> str:
    return (f'<a href="/author/{slug}/" aria-label="{name}"><picture><img src="/authors/{slug}.png" alt="{name}">'
            f'</picture><dl><dt>{name}</dt><dd>{title}</dd></dl></a>')


def test_a_writers_card_gives_the_name_not_the_job_title() -> None:
    cards = (_card("kimberly", "Kimberly Rhodes", "Digital Content Producer")
             + _card("fernando-olivares", "Fernando Olivares", "Senior Programmer, Mobile")
             + _card("jeffrey", "Jeffrey Hardy", "Principal Programmer"))
    # (a template's blanks around the cards: the box's text is long, its names are in the links)
    top = f'<div class="page__author">{cards.replace("><", ">                    <")}</div>'
    assert doc("en", article("en", top=top))["author"] == "Kimberly Rhodes"


def test_one_writers_card_with_a_title_of_a_comma() -> None:
    top = f'<div class="cards">{_card("fernando-olivares", "Fernando Olivares", "Senior Programmer, Mobile")}</div>'
    assert doc("en", article("en", top=top))["author"] == "Fernando Olivares"


def test_a_first_name_and_a_surname_in_elements_of_their_own_stay_one_name() -> None:
    top = '<p class="byline">By <a href="/author/jan-novak/"><span>Jan</span> <span>Novák</span></a></p>'
    assert doc("cs", article("cs", top=top))["author"] == "Jan Novák"


# --- what was right already, kept so --------------------------------------------------------------------------------

GRAPH = ld({"@context": "https://schema.org", "@graph": [
    {"@type": "WebPage", "@id": "https://x.example/#webpage", "datePublished": "2025-01-01T00:00:00+01:00"},
    {"@type": "NewsArticle", "@id": "https://x.example/#article", "mainEntityOfPage": {"@id": "https://x.example/#webpage"},
     "headline": "Rozpočet", "datePublished": "2026-11-29T08:00:00+01:00", "dateModified": "2026-12-01T08:00:00+01:00",
     "author": {"@id": "https://x.example/#/person/1"}},
    {"@type": "Person", "@id": "https://x.example/#/person/1", "name": "Jana Svobodová"},
    {"@type": "BreadcrumbList", "itemListElement": []}]})
COMMENTS = ('<section class="diskuse"><h2>Diskuse</h2><div class="comment"><span class="comment-author">Petr Dvořák'
            '</span><time datetime="2026-12-01T12:00:00+01:00">1. 12. 2026</time><p>Souhlasím.</p></div></section>')


@pytest.mark.parametrize("lang, parts, name, day", [
    ("cs", {"top": '<div class="article-date"><span>28. 11. 2026 14:05</span> <span>Aktualizováno 1. 12. 2026 9:10'
                   '</span></div>'}, "", "2026-11-28"),
    ("cs", {"top": '<div class="article-date">včera 14:05</div>'}, "", "2026-11-30"),
    ("cs", {"top": '<p>Autor: Jan Novák a Petra Malá | 1. 12. 2026</p>'}, "Jan Novák; Petra Malá", "2026-12-01"),
    ("cs", {"head": GRAPH}, "Jana Svobodová", "2026-11-29"),
    ("cs", {"top": '<div class="author">Jan Novák, ČTK</div><p class="date">27. listopadu 2026</p>', "after": COMMENTS},
     "Jan Novák; ČTK", "2026-11-27"),
    ("sk", {"top": '<div class="article-meta"><span>Aktualizované 1. 12. 2026 10:00</span> <span>Publikované 28. 11. '
                   '2026 14:05</span></div><p class="autor">Michal Hudec, TASR</p>'}, "Michal Hudec; TASR", "2026-11-28"),
    ("de", {"top": '<p class="byline">Von Anna Müller und Peter Schmidt</p><p>Stand: 30.11.2026 14:05 Uhr</p>'},
     "Anna Müller; Peter Schmidt", "2026-11-30"),
    ("pl", {"top": '<div class="date">Aktualizacja: 01.12.2026 10:00 Publikacja: 28.11.2026 14:05</div>'
                   '<div class="author">PAP</div>'}, "PAP", "2026-11-28"),
    ("hu", {"top": '<div class="datum">2026. november 28. 14:05, frissítve: 2026. december 1. 10:00</div>'}, "",
     "2026-11-28"),
    ("fr", {"top": '<p class="byline">Par Marie Dupont et Jean Martin</p><p>Publié le 28 novembre 2026 à 14h05, mis à '
                   'jour le 1er décembre 2026 à 10h00</p>'}, "Marie Dupont; Jean Martin", "2026-11-28"),
    ("es", {"top": '<p class="byline">Por Juan Pérez y Ana López</p><p>28 nov 2026 - 14:05 CET. Actualizado: 01 dic '
                   '2026 - 10:00 CET</p>'}, "Juan Pérez; Ana López", "2026-11-28"),
    ("ja", {"top": '<p class="author">記者：山田太郎</p><p class="date">2026年11月30日 14時05分</p>'}, "山田太郎", "2026-11-30"),
    ("ar", {"top": '<p class="author">بقلم: أحمد محمد</p><p class="date">30 نوفمبر 2026</p>'}, "أحمد محمد", "2026-11-30"),
    ("ru", {"top": '<p class="author">Автор: Иван Петров</p><p class="date">28 ноября 2026, 14:05 Обновлено 1 декабря '
                   '2026, 10:00</p>'}, "Иван Петров", "2026-11-28"),
    ("en", {"head": '<meta property="article:published_time" content="2025-03-03T10:00:00Z">'
                    '<meta property="article:modified_time" content="2025-03-05T10:00:00Z">',
            "top": '<p class="byline">By Jane Doe</p><figure><img src="/a.jpg" alt=""><figcaption>The chamber. Photo by '
                   'John Smith/Reuters</figcaption></figure>',
            "after": '<section class="related-posts"><h2>Related</h2><article><h3><a href="/b">Other story</a></h3>'
                     '<p class="byline">By Mark Taylor</p></article></section>'}, "Jane Doe", "2025-03-03"),
])
def test_what_was_right_stays_right(lang: str, parts: dict[str, str], name: str, day: str) -> None:
    attrs = doc(lang, article(lang, **parts))
    assert (attrs["author"], attrs["date"]) == (name, day)


# --- a trade after the name, the Cyrillic "and", the Japanese credit, a bio box ---------------------------------------

@pytest.mark.parametrize("lang, parts, name", [
    ("en", {"top": '<p class="byline">By <a href="/staff/jane-doe">Jane Doe</a>, Senior Reporter</p>'}, "Jane Doe"),
    ("ru", {"top": '<p class="author">Авторы: Иван Петров и Анна Смирнова</p>'}, "Иван Петров; Анна Смирнова"),
    ("ja", {"top": '<p class="author">文・山田太郎</p>'}, "山田太郎"),
    ("cs", {"bottom": '<div class="author-bio"><img src="/a.jpg" alt="Jan Novák"><h3>Jan Novák</h3><p>Jan Novák je '
                      'redaktor domácí rubriky, o politice píše od roku 2010 a předtím pracoval v regionálním tisku.</p>'
                      '</div>'}, "Jan Novák"),
    ("en", {"bottom": '<div class="about-author"><h3>About the author</h3><p>Our newsroom covers the city council and '
                      'the region every day of the week, with reporters in every district.</p></div>'}, ""),
])
def test_trades_cyrillic_and_japanese_credits_bio_boxes(lang: str, parts: dict[str, str], name: str) -> None:
    assert doc(lang, article(lang, **parts))["author"] == name


# --- a byword's label alone, the name in the next element -------------------------------------------------------------

def _label_card(label: str, name: str, tag: str = "div") -> str:
    return (f'<div class="mt-8 flex"><img src="/team/a.jpg" alt=""><div class="leading-tight"><{tag} class="text-gray-400">'
            f'{label}</{tag}><div class="text-xl font-bold">{name}</div><div class="text-sm">Hi! I am the co-founder '
            'of the agency and I write about social media.</div></div></div>')


@pytest.mark.parametrize("bottom, name", [
    (_label_card("Written by", "Jack Shepherd"), "Jack Shepherd"),
    (_label_card("Article by", "Matias Heikkilä", "h2"), "Matias Heikkilä"),
    (_label_card("Reviewed by", "Dr. Anna Weber"), ""),  # a reviewer, not the writer
    (_label_card("Written by", "Jack Shepherd") + _label_card("Written by", "Mary Jones"), ""),  # a list of posts
])
def test_a_label_alone_then_the_name(bottom: str, name: str) -> None:
    assert doc("en", article("en", bottom=bottom))["author"] == name
