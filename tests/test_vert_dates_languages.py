"""Publication dates written the way each language writes them (vert/textdates.py, vert/pagedate.py): in a
date element, a byline without a class, a ``<time>`` without ``datetime`` and the title; the publication's
day before the update's whatever the order; relative dates and dates without a year counted back from the
capture; two-digit years only where the template says a date is."""

from __future__ import annotations

import pytest

from corpustools.vert.metadata import page_metadata

URL = "https://www.example.com/blog/what-we-learned"  # no date in the address
CRAWLED = "2026-12-20T10:15:02Z"
TEXT = "<p>" + "A paragraph of the article that is long enough to be the article's own text. " * 4 + "</p>"


def page(body: str, lang: str = "en", title: str = "What we learned") -> str:
    return f"<html lang='{lang}'><head><title>{title}</title></head><body>{body}</body></html>"


def day_of(html: str, crawled: str = CRAWLED) -> str:
    meta = page_metadata(html, URL, crawled)
    return meta.date


PLACES = {
    "date element": lambda text, lang: page(f"<article><h1>T</h1><span class='date'>{text}</span>{TEXT}</article>", lang),
    "byline": lambda text, lang: page(f"<article><h1>T</h1><p>{text}</p>{TEXT}</article>", lang),
    "time text": lambda text, lang: page(f"<article><h1>T</h1><time>{text}</time>{TEXT}</article>", lang),
    "title": lambda text, lang: page(f"<article><h1>T</h1>{TEXT}</article>", lang, f"Something happened | {text}"),
}


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("lang, text, day", [
    ("de", "Dienstag, 24. November 2026", "2026-11-24"),
    ("de", "24.11.2026, 14:30 Uhr", "2026-11-24"),
    ("de", "Veröffentlicht am 3. März 2025", "2025-03-03"),
    ("de", "24. Okt. 2025", "2025-10-24"),
    ("de", "1. Jänner 2025", "2025-01-01"),  # Austrian
    ("fr", "Publié le 1er novembre 2026 à 14h30", "2026-11-01"),
    ("fr", "24 févr. 2025", "2025-02-24"),
    ("it", "Pubblicato il 1° ottobre 2025", "2025-10-01"),
    ("it", "12 giu 2025", "2025-06-12"),
    ("es", "Publicado el 24 de noviembre de 2026", "2026-11-24"),
    ("pt", "12 de março de 2025", "2025-03-12"),
    ("pt", "12 out 2025", "2025-10-12"),
    ("nl", "3 mrt 2025", "2025-03-03"),
    ("pl", "24 października 2025", "2025-10-24"),
    ("pl", "24 września 2025", "2025-09-24"),
    ("cs", "Publikováno 3. května 2025", "2025-05-03"),
    ("cs", "24. 11. 2026", "2026-11-24"),
    ("sk", "3. októbra 2025", "2025-10-03"),
    ("hu", "2026. november 24.", "2026-11-24"),
    ("hu", "2025. márc. 3.", "2025-03-03"),
    ("hu", "2026. 11. 24. 14:30", "2026-11-24"),
    ("en", "Nov 24, 2026", "2026-11-24"),
    ("en", "24th November 2026", "2026-11-24"),
    ("en", "Published: Sept. 3, 2025", "2025-09-03"),
    # other scripts, and CJK dates in digits
    ("ru", "2 мая 2024 г., 10:15", "2024-05-02"),
    ("ru", "12 сентября 2023", "2023-09-12"),
    ("uk", "2 травня 2024", "2024-05-02"),
    ("bg", "21 февруари 2024", "2024-02-21"),
    ("el", "15 Σεπτεμβρίου 2023", "2023-09-15"),
    ("tr", "2 Mart 2024 Cumartesi", "2024-03-02"),
    ("ro", "2 martie 2024", "2024-03-02"),
    ("ar", "2 مايو 2024", "2024-05-02"),
    ("he", "2 במאי 2024", "2024-05-02"),
    ("zh", "2024年5月2日 10:15", "2024-05-02"),
    ("ja", "2024年 5月 2日", "2024-05-02"),
    ("ko", "2024년 5월 2일", "2024-05-02"),
])
def test_a_date_is_read_as_its_language_writes_it(place, lang, text, day):
    assert day_of(PLACES[place](text, lang)) == day, (place, text)


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("lang, text", [
    ("de", "Veröffentlicht am 20.11.2026, aktualisiert am 24.11.2026"),
    ("de", "Aktualisiert am 24.11.2026, veröffentlicht am 20.11.2026"),
    ("fr", "Mis à jour le 24/11/2026, publié le 20/11/2026"),
    ("it", "Aggiornato il 24 novembre 2026, pubblicato il 20 novembre 2026"),
    ("cs", "Aktualizováno 24. listopadu 2026, publikováno 20. listopadu 2026"),
    ("en", "Updated Nov 24, 2026; published Nov 20, 2026"),
])
def test_the_publication_day_wins_over_the_update_in_either_order(place, lang, text):
    assert day_of(PLACES[place](text, lang)) == "2026-11-20"


def test_an_update_alone_is_still_a_day_but_the_last_resort():
    # "Stand:" is German for the state as of a time: an update's day, used when nothing else is found
    assert day_of(PLACES["byline"]("Stand: 24.11.2026 14:30 Uhr", "de")) == "2026-11-24"
    # an update's day in a date element gives way to a publication day written lower in the article
    body = ('<article><h1>T</h1><span class="date">Aktualisiert am 24.11.2026</span>'
            f'{TEXT}<time datetime="2026-11-20">20.11.2026</time></article>')
    assert day_of(page(body, "de")) == "2026-11-20"
    # the words before a <time> say whose day it is
    labelled = ('<article><h1>T</h1><p>Mis à jour le <time datetime="2026-11-24">24/11</time></p>'
                f'<p>Publié le <time datetime="2026-11-20">20/11</time></p>{TEXT}</article>')
    assert day_of(page(labelled, "fr")) == "2026-11-20"


def test_a_month_with_its_year_after_a_label_is_the_months_first_day():
    html = page(f"<main><h1>Meditation</h1>{TEXT}<div><b>Last Updated: </b>June 2022</div></main>")
    assert day_of(html) == "2022-06-01"
    # a month alone, without a label, is no day (an archive's "June 2022")
    assert day_of(page(f"<main><h1>Meditation</h1>{TEXT}<div>June 2022</div></main>")) == ""


def test_a_labelled_date_in_italics_is_read_and_a_bare_one_is_not():
    html = page(f"<article><h1>T</h1><div><i>Updated: 10/31/2024</i></div>{TEXT}</article>")
    assert day_of(html) == "2024-10-31"
    bare = page(f"<article><h1>T</h1>{TEXT}<p>In <b>March 3, 2019</b> we moved.</p></article>")
    assert day_of(bare) == ""


@pytest.mark.parametrize("lang, text, day", [
    ("de", "vor 2 Stunden", "2026-11-25"),
    ("de", "vor 12 Stunden", "2026-11-24"),  # 12 hours before 10:15 UTC is the day before
    ("de", "Gestern, 14:30 Uhr", "2026-11-24"),
    ("cs", "před 3 hodinami", "2026-11-25"),
    ("cs", "před 2 dny", "2026-11-23"),
    ("sk", "pred 2 dňami", "2026-11-23"),
    ("en", "an hour ago", "2026-11-25"),
    ("en", "3 days ago", "2026-11-22"),
    ("fr", "il y a 3 jours", "2026-11-22"),
    ("it", "2 ore fa", "2026-11-25"),
    ("es", "hace 3 días", "2026-11-22"),
    ("pl", "3 dni temu", "2026-11-22"),
    ("nl", "3 uur geleden", "2026-11-25"),
    ("en", "3 weeks ago", ""),  # weeks and months are no day
])
def test_a_relative_date_counts_back_from_the_capture(lang, text, day):
    for place in ("date element", "time text"):
        assert day_of(PLACES[place](text, lang), "2026-11-25T10:15:02Z") == day, place
    # without a capture time there is nothing to count back from
    assert page_metadata(PLACES["date element"](text, lang), URL).date == ""


def test_relative_dates_that_disagree_are_a_listing_s_or_reviews():
    reviews = "".join(f'<div class="review"><span class="date">{n} days ago</span><p>Great.</p></div>'
                      for n in (3, 8, 9))
    assert day_of(page(f"<main><h1>Jacket</h1>{TEXT}{reviews}</main>"), "2026-11-25T10:15:02Z") == ""


def test_a_date_without_its_year_is_this_years_up_to_the_capture():
    html = PLACES["date element"]("7. 2. 16:10", "cs")
    assert day_of(html, "2014-02-08T09:00:00Z") == "2014-02-07"
    assert day_of(PLACES["date element"]("24.12., 14:30 Uhr", "de"), "2027-01-03T09:00:00Z") == "2026-12-24"
    # a delivery window ("Sat 7 Mar – Mon 9 Mar") gives two days: none
    assert day_of(PLACES["date element"]("Sat 7 Mar – Mon 9 Mar", "en"), "2026-03-05T09:00:00Z") == ""


def test_two_digit_years_only_where_the_template_says_a_date_is():
    assert day_of(PLACES["date element"]("24.11.25", "de")) == "2025-11-24"
    assert day_of(PLACES["date element"]("11/24/25 8:00am", "en")) == "2025-11-24"
    assert day_of(PLACES["date element"]("24/11/25", "fr")) == "2025-11-24"
    assert day_of(PLACES["byline"]("Version 24.11.25", "de")) == ""


def test_short_month_names_of_other_languages_are_not_read_before_the_day():
    # "Gen 3" is a product's third generation, "Set 5" a set, not 3 January or 5 September in Italian
    for text in ("Gen 3, 2025 model", "Set 5, 2025 edition"):
        assert day_of(PLACES["date element"](text, "en")) == "", text
    assert day_of(PLACES["date element"]("Top 5 major 2025 trends", "en")) == ""


def test_a_byline_on_the_day_of_the_capture_is_the_articles_but_a_header_s_today_is_not():
    byline = page(f"<article><h1>T</h1><p>Veröffentlicht am 25.11.2026</p>{TEXT}</article>", "de")
    assert day_of(byline, "2026-11-25T10:15:02Z") == "2026-11-25"
    today = page(f"<div class='top'>Heute ist der 25.11.2026</div><article><h1>T</h1>{TEXT}</article>", "de")
    assert day_of(today, "2026-11-25T10:15:02Z") == ""


def test_vert_on_a_warc_reads_the_dates_its_pages_show(tmp_path):
    """The extractor prunes the tree it shares with the metadata: the shown dates are read before that."""
    from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, doc_dates

    def article(byline: str, text: str, lang: str) -> str:
        # the byline sits in an author box, which the extractor drops as boilerplate
        return (f"<html lang='{lang}'><head><title>Zprávy</title></head><body><article><h1>Rozpočet schválen</h1>"
                f"<div class='author-box'>{byline}</div><p>{text}</p><p>{text}</p></article></body></html>")

    pages = [
        dict(url="https://www.example.de/politik/haushalt", date="2026-11-25T10:15:02Z",
             html=article("<span class='date'>Aktualisiert am 24.11.2026, veröffentlicht am 20.11.2026</span>",
                          CS_TEXT2, "de")),
        dict(url="https://www.example.cz/zpravy/rozpocet", date="2026-11-25T10:15:02Z",
             html=article("<span class='cas'>před 12 hodinami</span><time>před 12 hodinami</time>", CS_TEXT, "cs")),
        dict(url="https://www.example.com/news/budget", date="2026-11-25T10:15:02Z",
             html=article("<p><em>Published November 24th, 2026</em></p>", EN_TEXT, "en")),
    ]
    found = doc_dates(tmp_path, pages)
    assert found == {pages[0]["url"]: ("2026-11-20", "page"), pages[1]["url"]: ("2026-11-24", "page"),
                     pages[2]["url"]: ("2026-11-24", "page")}


def test_a_line_labelled_as_the_publication_wins_over_older_dates_in_the_text():
    body = (f"<article><h1>T</h1><p>Konference, Czech Republic 3. 5. 2021</p><p>Vydáno 4. 5. 2021</p>{TEXT}"
            "</article>")
    assert day_of(page(body, "cs")) == "2021-05-04"  # "Republic" is no label ("publi")
    assert day_of(page(body.replace("Vydáno ", ""), "cs")) == "2021-05-03"  # unlabelled: the oldest


def test_a_name_that_starts_like_a_month_is_no_date():
    from corpustools.vert.textdates import text_day

    assert text_day("2 Martin 2024") is None  # Turkish "Mart" is read only as it is


def test_the_words_whose_month_depends_on_the_language_are_found_as_the_plain_pattern_finds_them():
    """``DEPENDS_ON_LANGUAGE`` is written for speed (a literal "li" first, the word start tested behind it);
    it finds a match exactly where the plain spelling of the rule does, on random text of the letters,
    cases, word characters and separators that matter (the long s and dotted/dotless i fold under re.I)."""
    import random
    import re

    from corpustools.vert import textdates

    plain = re.compile(r"listopad|(?<!\w)(?:lis|lip)\.?\s*(?:19|20)\d\d", re.I)
    rng = random.Random(12)
    alphabet = "lLiIsSpPıİſ .\n\t190 2x_éTtOoAaDd"
    for _ in range(100_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16)))
        assert (textdates.DEPENDS_ON_LANGUAGE.search(text) is None) == (plain.search(text) is None), text
    for text in ("lis. 2019", "Lip 2020", "10. listopadu 2023", "Klis 2019", "xlip2020", "lis.\n2021", "ſlis 2019",
                 "(lis 2019)", "lipa 2019"):
        assert (textdates.DEPENDS_ON_LANGUAGE.search(text) is None) == (plain.search(text) is None), text
