"""Day-first dotted dates: a day htmldate read month-first is turned round when the page writes it dotted."""

from __future__ import annotations

import datetime as dt

from corpustools.vert.dates import _day_first

FILLER = "<p>© 2020 Deník</p><script>var y = 2020, v = '1.2.2020a';</script>" * 200


def test_a_dotted_date_deep_in_a_long_page_is_day_first():
    page = FILLER + "<span>Publikováno 3. 4. 2020 14:21</span>" + FILLER
    assert _day_first(dt.date(2020, 3, 4), page) == dt.date(2020, 4, 3)


def test_a_date_written_both_ways_or_not_dotted_is_left_as_read():
    both = FILLER + "<span>3.4.2020</span>" + FILLER + "<span>4.3.2020</span>"
    assert _day_first(dt.date(2020, 3, 4), both) == dt.date(2020, 3, 4)
    assert _day_first(dt.date(2020, 3, 4), FILLER + "<span>2020-03-04</span>") == dt.date(2020, 3, 4)


def test_digits_around_a_dotted_date_make_it_another_number():
    for text in ("13.3.4.2020", "1.3.4.2020", "3.4.20201"):
        assert _day_first(dt.date(2020, 3, 4), text) == dt.date(2020, 3, 4), text
    assert _day_first(dt.date(2020, 3, 4), "x3. 4.\t2020.") == dt.date(2020, 4, 3)  # a stop after the year is fine


def test_htmldate_reads_the_page_as_text():
    from corpustools.vert.dates import htmldate_day

    body = "<p>Článek o počasí – žádné zprávy.</p>" * 50
    html = (f"<html><head><title>Počasí</title></head><body>{body}"
            f'<span class="date">2021-05-06</span>{body}</body></html>')
    assert htmldate_day(html, "https://www.example.cz/pocasi", dt.date(2026, 11, 21)) == dt.date(2021, 5, 6)


def test_a_page_that_reads_like_a_url_is_not_downloaded(serve):
    """htmldate fetches a str that looks like a URL: such a page's text is handed over as bytes."""
    from httpserver import Route

    from corpustools.vert.dates import htmldate_day

    dated = "<html><body><time datetime='2021-05-06'>6 May 2021</time><p>x</p></body></html>"
    server = serve({"/page": Route(dated)})
    assert htmldate_day(server.url("/page"), "", dt.date(2026, 11, 21)) is None
    assert server.hits == []
