"""The hostile review of session 31's rules (xreview32): article pages whose own lines look like what a rule of session
31 removes, and the furniture each rule was made for, which still goes.

* A retrospective's bold line, capitalised words and a relative time ("Berliner Mauer vor 35 Jahren", "Paris Olympics
  100 years ago"), went as a forum post's header (``boiler._relative_header``): without a separator or a label the
  name must be a link, the poster's profile.
* A line of words parted by a slash ("Tak/Nie", "und/oder", "Ano/Ne") went as a wire desk's initials
  (``boiler._DESK_INITIALS``): PAP's end in a slash, AGI's follow the agency's name.
* A medal table's line in a sports story ("USA 40 CHN 40 JPN 20") went as a market widget's rates
  (``boiler._TICKER_LINE``): a rate has decimals or is a percentage.
* A Hungarian school's or hospital's plea a report carries ("Ha fontosnak tartja, hogy …, támogassa a helyi iskolát")
  and an English food bank's ("Support the local food bank by becoming a sponsor") went as a news site's plea for its
  own support (``notices._SUPPORT``): the Hungarian one names the press, the English one a person or a site.
* A name linked in the text's sentence to a profile ("/@jane", Substack's, Medium's) or to a BBC video page
  ("/news/av/…") became the ``<doc>``'s author (``metadata._MORE_WRITERS_LINKS``): a link inside a sentence is no
  byline.

Each class has its guard: the rule still removes what it was made for."""

from __future__ import annotations

import pytest
from test_vert_left30 import _news, _texts
from test_vert_review31b import _article, _whole
from test_vert_xlang26 import _paragraphs
from vert_support import BYLINE_TOP, STORY_TEXTS, article_head, processed

# --- 1. a retrospective's line of capitalised words and a relative time is no post's header --------------------------

@pytest.mark.parametrize("lang, line, after", [
    ("de", "<strong>Berliner Mauer vor 35 Jahren</strong>",
     "Am 9. November 1989 öffnete die DDR überraschend die Grenzübergänge in Berlin für alle Bürger."),
    ("en", "<strong>Paris Olympics 100 years ago</strong>",
     "In 1924 the Games returned to Paris, and Johnny Weissmuller won three gold medals in the pool."),
    ("fr", "Jeux Olympiques il y a 100 ans",
     "En 1924, les Jeux revenaient à Paris pour la deuxième fois de leur histoire moderne."),
    ("cs", "<b>Sametová Revoluce před 35 lety</b>",
     "Sedmnáctého listopadu 1989 vyšli studenti do ulic Prahy a zahájili pád komunistického režimu."),
    ("pl", "<b>Okrągły Stół 35 lat temu</b>",
     "W lutym 1989 roku rozpoczęły się w Warszawie obrady, które zmieniły historię kraju."),
])
def test_a_retrospectives_line_stays(lang, line, after):
    texts = _article(lang, f"<p>{line}</p><p>{after}</p>", "retrospective")
    plain = line.split(">")[1].split("<")[0] if line.startswith("<") else line
    assert plain in texts and after in texts and _whole(texts, lang), texts


def test_a_posters_linked_name_and_a_relative_time_still_go():
    """A comment's header, the poster's profile linked and the time with no separator between, still goes."""
    comments = "".join(
        f'<div class="comment"><div><a href="/u/{name.lower().replace(" ", "-")}">{name}</a> <span>{when}</span></div>'
        f'<p>{text}</p></div>' for name, when, text in (
            ("Dave Miller", "45 minutes ago", "If the council really wants more buses, it should start with the night "
                                              "lines in the north, which stop far too early."),
            ("Sarah Jones", "2 hours ago", "The consultants' bill is the real scandal here; nobody has explained what "
                                           "they delivered for that money.")))
    html = _news("en", "A headline for the council's story", "Anna Example", "2026-11-26", BYLINE_TOP, STORY_TEXTS["en"],
                 after=f'<section class="comments">{comments}</section>')
    texts = _texts(html, "https://www.example.com/news/2026/11/26/comments-123456")
    assert not any(t.startswith(("Dave Miller", "Sarah Jones")) for t in texts), texts
    assert _whole(texts, "en")


# --- 2. words parted by a slash are no wire desk's initials ----------------------------------------------------------

@pytest.mark.parametrize("lang, question, answer", [
    ("pl", "Czy poprze pan budżet w obecnym kształcie?", "Tak/Nie"),
    ("de", "Die Frage lautete am Ende nur noch: entweder/oder.", "und/oder"),
    ("cs", "Podpoříte rozpočet v současné podobě?", "Ano/Ne"),
])
def test_words_parted_by_a_slash_stay(lang, question, answer):
    texts = _article(lang, f"<p>{question}</p><p>{answer}</p>", "answer")
    assert answer in texts and question in texts, texts


@pytest.mark.parametrize("lang, end", [("pl", "<p>(PAP)</p><p>mm/ mhr/</p>"), ("it", "<p>(AGI)<br>Rmr/Ros</p>")])
def test_a_wire_desks_initials_still_go(lang, end):
    texts = _article(lang, end, "wire")
    assert not any("/" in t for t in texts) and _whole(texts, lang), texts


# --- 3. a medal table's line is no market widget's rates -------------------------------------------------------------

def test_a_medal_tables_line_stays():
    texts = _article("en", "<p>After the last day of the Games, the top of the medal table read:</p>"
                           "<p>USA 40 CHN 40 JPN 20</p>", "medals")
    assert "USA 40 CHN 40 JPN 20" in texts and _whole(texts, "en"), texts


@pytest.mark.parametrize("rates", ["EUR 4,28 USD 3,95 CHF 4,52", "DAX 18.204,5 +0,5% MDAX 26.100,3 -0,2% SDAX 14.020,1 +1,1%"])
def test_a_market_widgets_rates_still_go(rates):
    texts = _article("pl", f"<p>{rates}</p>", "rates")
    assert rates not in texts and _whole(texts, "pl"), texts


# --- 4. a plea a report carries is not the site's own -----------------------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("hu", "Ha fontosnak tartja, hogy gyermeke biztonságban legyen, támogassa a helyi iskolát az adója egy "
           "százalékával."),
    ("en", "Support the local food bank by becoming a sponsor. Any amount helps families through the winter, "
           "organisers said."),
    ("en", "Support the local food bank by becoming a sponsor. Any amount helps families through the winter."),
])
def test_a_charitys_plea_in_a_report_stays(lang, line):
    texts = _article(lang, f"<p>{line}</p>", "plea")
    assert line in texts and _whole(texts, lang), texts


@pytest.mark.parametrize("lang, line", [
    ("hu", "Ha fontosnak tartod, hogy legyen olyan sajtó, amely feltárja a közpénzek elherdálását, támogasd az "
           "Átlátszót!"),
    ("en", "Support Tomás Ortega by becoming a sponsor. Any amount is appreciated!"),
])
def test_a_sites_plea_still_goes(lang, line):
    texts = _article(lang, f'<div class="support-box"><p>{line}</p></div>', "plea")
    assert line not in texts and _whole(texts, lang), texts


# --- 5. a name linked in a sentence is no byline -----------------------------------------------------------------------

_POST = ("After ten years of writing Go services, I moved our team to Rust last spring, and it was not an easy decision.",
         "Here is what we learned in the first six months, and what we would do differently if we started again today.")


def _post(middle: str, top: str = "") -> str:
    return (article_head("Why I moved to Rust", "en") + f'<body><main><article><h1>Why I moved to Rust</h1>{top}'
            f'<div class="section-content"><p>{_POST[0]}</p><p>{middle}</p><p>{_POST[1]}</p></div></article></main>'
            '</body></html>')


@pytest.mark.parametrize("url, link", [
    ("https://medium.com/@tom/why-i-moved-to-rust-1a2b3c", '<a href="/@lena">Lena Smith</a>'),
    ("https://citynotes.substack.com/p/why-i-moved-to-rust", '<a href="https://substack.com/@lena">Lena Smith</a>'),
    ("https://www.example.co.uk/news/technology-87654321", '<a href="/news/av/technology-12345678">Lena Smith</a>'),
])
def test_a_name_linked_in_a_sentence_is_not_the_author(url, link):
    middle = f"I was convinced by a talk by {link} about memory safety in embedded firmware and its real cost."
    doc = processed(_post(middle), url)
    assert doc.attrs.get("author", "") == ""
    assert "I was convinced by a talk by Lena Smith" in "\n".join(_paragraphs(doc.body))


def test_a_byline_linked_to_a_profile_still_gives_the_author():
    middle = "The compiler caught two data races in the first week that our Go tests had missed for years."
    doc = processed(_post(middle, '<div><a href="/@tom">Tom Baker</a></div>'),
                    "https://medium.com/@tom/why-i-moved-to-rust-1a2b3c")
    assert doc.attrs.get("author") == "Tom Baker"


@pytest.mark.parametrize("line, name", [
    ('by <a href="/author/amanda/">Amanda</a> · Dec 20, 2025 at 3:00 am · <a href="#comments">12 Comments</a>',
     "Amanda"),
    ('Von <a href="/autor/anna-mueller/">Anna Müller</a> | 20. Dezember 2025, 15:00 Uhr | Lesezeit 4 Minuten',
     "Anna Müller"),
])
def test_a_byline_whose_date_makes_it_long_still_gives_the_author(line, name):
    # (session 32) the in-sentence test took "by <a>Amanda</a> · Dec 20, 2025 at 3:00 am · …" (a WordPress theme's
    # entry-meta line, wcxb-dev's smartbitchestrashybooks.com) for a sentence: a byword alone before the link opens a
    # byline, however long its date and counts make it
    middle = "The compiler caught two data races in the first week that our Go tests had missed for years."
    doc = processed(_post(middle, f'<div class="entry-meta"><p>{line}</p></div>'),
                    "https://www.example.com/2025/12/why-i-moved-to-rust")
    assert doc.attrs.get("author") == name


# --- 6. (fixed by xfix32: the links' host tells) a blog's roundup of another site's articles is no pointer to the site's own coverage ---------------------

@pytest.mark.parametrize("lang, line, items", [
    ("en", "Other articles I enjoyed this week, from <a href='https://www.theatlantic.com/'>The Atlantic</a>:",
     ("The quiet death of the city bus", "Why budgets always run late")),
    ("de", "Weitere Artikel, die ich diese Woche empfehlen kann, bei <a href='https://www.zeit.de/'>Zeit Online</a>:",
     ("Warum der Bus immer zu spät kommt", "Die Stadt und ihr Geld")),
])
def test_a_roundup_of_another_sites_articles_stays(lang, line, items):
    links = "".join(f"<li><a href='https://other.example.org/{k}'>{t}</a></li>" for k, t in enumerate(items))
    texts = _article(lang, f"<p>{line}</p><ul>{links}</ul>", "roundup")
    assert all(t in texts for t in items), texts
