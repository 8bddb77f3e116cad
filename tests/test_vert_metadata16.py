"""Publication dates and headlines on more of the web's pages (vert/textdates.py, vert/calendars.py,
vert/pagedate.py, vert/metadata.py, vert/headline.py): month names that name another month in another
language read in the page's language (Croatian "listopada" is October, Polish November), Solar Hijri
dates of Persian and Afghan pages as their Gregorian day, a publication time in JSON escaped inside a
script, and the site's and section's parts of a ``<title>`` cut from the headline."""

from __future__ import annotations

import pytest

from corpustools.vert.metadata import page_metadata

URL = "https://www.example.com/vijesti/vlada-usvojila-zakon"  # no date in the address, no country
CRAWLED = "2026-12-20T10:15:02Z"
CROATIAN = ("<p>Vlada Republike Hrvatske danas je na sjednici usvojila prijedlog zakona o proračunu, a ministar "
            "financija rekao je da će se plaće u javnim službama povećati sljedeće godine. Oporba je kritizirala "
            "odluku i najavila da će u saboru tražiti hitnu raspravu o svim izmjenama.</p>")
POLISH = ("<p>Rada Ministrów przyjęła dzisiaj projekt ustawy budżetowej, a minister finansów powiedział, że "
          "wynagrodzenia w sferze budżetowej wzrosną w przyszłym roku. Opozycja skrytykowała tę decyzję i "
          "zapowiedziała, że w Sejmie zażąda pilnej debaty nad wszystkimi zmianami.</p>")


def page(date_html: str, text: str = CROATIAN, html_attrs: str = "", head: str = "") -> str:
    return (f"<html{html_attrs}><head><title>Vijest</title>{head}</head><body><article><h1>Vlada usvojila "
            f"zakon</h1>{date_html}{text}</article></body></html>")


@pytest.mark.parametrize("html_attrs, head, url", [
    (" lang='hr'", "", URL),  # the page says its language
    (" lang='hr-HR'", "", URL),
    ("", "<meta property='og:locale' content='hr_HR'>", URL),  # its og:locale
    ("", "", "https://www.vecernji.hr/vijesti/vlada-usvojila-zakon"),  # its country's domain
    ("", "", URL),  # nothing said: its text is Croatian
])
@pytest.mark.parametrize("date_html, day", [
    ("<span class='date'>12. listopada 2024.</span>", "2024-10-12"),  # October in the genitive
    ("<p>Objavljeno: 12. listopada 2024. u 14:30</p>", "2024-10-12"),
    ("<time>12. lis 2024.</time>", "2024-10-12"),  # Croatian short form
    ("<span class='date'>12. lip 2024.</span>", "2024-06-12"),  # June (Polish "lip." is July)
])
def test_croatian_listopad_is_october_on_a_croatian_page(html_attrs, head, url, date_html, day):
    assert page_metadata(page(date_html, html_attrs=html_attrs, head=head), url, CRAWLED).date == day


@pytest.mark.parametrize("html_attrs, url, date_html, day", [
    (" lang='pl'", URL, "<span class='date'>12 listopada 2024</span>", "2024-11-12"),  # Polish November
    ("", "https://www.example.pl/wiadomosci/ustawa", "<span class='date'>12 listopada 2024</span>", "2024-11-12"),
    ("", URL, "<span class='date'>12 listopada 2024</span>", "2024-11-12"),  # Polish text, nothing said
    (" lang='cs'", URL, "<span class='date'>12. listopadu 2024</span>", "2024-11-12"),  # Czech November
    (" lang='pl'", URL, "<span class='date'>12 lis 2024</span>", "2024-11-12"),
])
def test_listopad_stays_november_in_polish_and_czech(html_attrs, url, date_html, day):
    html = page(date_html, POLISH, html_attrs)
    assert page_metadata(html, url, CRAWLED).date == day


@pytest.mark.parametrize("month, number", [("studenoga", 11), ("prosinca", 12), ("listopadu", 10)])
def test_every_croatian_month_name_in_its_cases_gives_its_month(month, number):
    html = page(f"<span class='date'>3. {month} 2024.</span>", html_attrs=" lang='hr'")
    assert page_metadata(html, URL, CRAWLED).date == f"2024-{number:02d}-03"


@pytest.mark.parametrize("word, number", [
    ("лістапада", 11), ("студзеня", 1), ("ліпеня", 7),  # Belarusian
    ("novembar", 11), ("marta", 3), ("jula", 7), ("oktobar", 10),  # Serbian and Bosnian in Latin letters
])
def test_month_names_of_belarusian_and_serbian_latin_are_read(word, number):
    html = page(f"<span class='date'>3. {word} 2024.</span>", html_attrs=" lang='sr'")
    assert page_metadata(html, URL, CRAWLED).date == f"2024-{number:02d}-03"


PERSIAN = "<p>" + "این یک متن طولانی برای آزمایش است که باید به عنوان متن اصلی مقاله خوانده شود. " * 4 + "</p>"


def persian_page(date_html: str, lang: str) -> str:
    return (f"<html lang='{lang}'><head><title>خبر</title></head><body><article><h1>خبر امروز</h1>{date_html}"
            f"{PERSIAN}</article></body></html>")


@pytest.mark.parametrize("lang, date_html, day", [
    ("fa", "<span class='date'>پنجشنبه ۸ آذر ۱۴۰۳ - ۱۲:۳۰</span>", "2024-11-28"),
    ("fa", "<p>تاریخ انتشار: ۱۴۰۳/۰۹/۰۸ ۱۲:۳۰</p>", "2024-11-28"),  # in digits, year first
    ("fa-IR", "<time>۱۴۰۳/۰۹/۰۸</time>", "2024-11-28"),
    ("fa", "<span class='date'>۱ فروردین ۱۴۰۳</span>", "2024-03-20"),  # the year begins at the equinox
    ("fa", "<span class='date'>۱ فروردین ۱۴۰۴</span>", "2025-03-21"),
    ("fa", "<span class='date'>۳۰ اسفند ۱۴۰۳</span>", "2025-03-20"),  # the last day of a leap year
    ("fa", "<span class='date'>۱ دی ۱۴۰۲</span>", "2023-12-22"),
    ("fa", "<span class='date'>۱ فروردین ۱۳۶۹</span>", "1990-03-21"),
    ("fa-AF", "<span class='date'>۸ قوس ۱۴۰۳</span>", "2024-11-28"),  # Afghanistan, Dari
    ("ps", "<span class='date'>۸ لیندۍ ۱۴۰۳</span>", "2024-11-28"),  # Pashto
])
def test_a_solar_hijri_date_gives_its_gregorian_day(lang, date_html, day):
    assert page_metadata(persian_page(date_html, lang), URL, CRAWLED).date == day


@pytest.mark.parametrize("lang, date_html", [
    ("fa", "<span class='date'>۳۰ اسفند ۱۴۰۴</span>"),  # 1404 is no leap year: no such day
    ("ar", "<span class='date'>١٢ رجب ١٤٤٦ هـ</span>"),  # the lunar Hijri calendar: not converted
    ("ar", "<span class='date'>1409/05/12</span>"),  # an Arabic page's year 1409 is the lunar calendar's
])
def test_a_date_of_another_calendar_that_is_not_read_is_no_date(lang, date_html):
    assert page_metadata(persian_page(date_html, lang), URL, CRAWLED).date == ""


ENGLISH = "<p>" + "A paragraph of the article that is long enough to be the article's own text. " * 4 + "</p>"


@pytest.mark.parametrize("script", [
    r'self.__next_f.push([1,"{\"headline\":\"T\",\"datePublished\":\"2024-05-02T10:00:00Z\"}"])',
    r'window.__STATE__ = JSON.parse("{\"article\":{\"publishedAt\":\"2024-05-02T10:00:00+02:00\"}}");',
    r'var s = "{\\\"datePublished\\\":\\\"2024-05-02\\\"}";',  # escaped twice
])
def test_a_publication_time_in_json_escaped_inside_a_script_gives_the_day(script):
    html = (f"<html lang='en'><head><title>What we learned</title><script>{script}</script></head><body>"
            f"<article><h1>What we learned</h1>{ENGLISH}</article></body></html>")
    meta = page_metadata(html, "https://www.example.com/blog/what-we-learned", CRAWLED)
    assert (meta.date, meta.date_source) == ("2024-05-02", "script")


def titled(title: str, h1: str = "", og_site: str = "") -> str:
    site = f"<meta property='og:site_name' content='{og_site}'>" if og_site else ""
    site += f"<meta property='og:title' content='{title}'>" if h1 else ""  # the <h1> comes after it
    heading = f"<h1>{h1}</h1>" if h1 else ""
    return (f"<html lang='en'><head><title>{title}</title>{site}</head><body><article>{heading}{ENGLISH}"
            f"</article></body></html>")


@pytest.mark.parametrize("title, url, og_site, h1, head", [
    # a section of the address after the headline, with the site's name or alone, on a page without an <h1>
    ("Council approves the new budget | Politics | Daily Courier", "https://www.dailycourier.com/politics/council-budget",
     "Daily Courier", "", "Council approves the new budget"),
    ("Homestead gardening makes villages self-reliant | District", "https://www.bssnews.net/district/343604", "", "",
     "Homestead gardening makes villages self-reliant"),
    ("Top 7 kitchen appliance trends | Blog | Encore Realty", "https://encorerealtysc.com/blog/top-7-kitchen-trends",
     "", "", "Top 7 kitchen appliance trends"),  # a section, then a name the site is not known by
    # the site's name, then a section of the address, then the headline
    ("Daily Courier - Sport - City win the derby at last", "https://www.dailycourier.com/sport/city-win", "Daily Courier",
     "", "City win the derby at last"),
    # a suffix made only of the host name's words
    ("What do people love about Rust? | Rust Blog", "https://blog.rust-lang.org/2025/12/19/what-people-love", "", "",
     "What do people love about Rust?"),
    # the <h1> with an anchor mark after it, or the <h1> and a bracket
    ("QuerySet API reference | Django documentation", "https://docs.djangoproject.com/en/5.1/ref/querysets/", "",
     "QuerySet API reference¶", "QuerySet API reference"),
    ("Skiplagging in the relocation process (via Passle)", "https://topics.example.com/post/102iphi/skiplagging", "",
     "Skiplagging in the relocation process", "Skiplagging in the relocation process"),
])
def test_the_site_s_and_the_section_s_parts_of_the_title_are_cut_from_the_headline(title, url, og_site, h1, head):
    assert page_metadata(titled(title, h1, og_site), url, CRAWLED).headline == head


@pytest.mark.parametrize("title, url", [
    ("Consulting - is it worth it?", "https://www.example.com/forum/consulting/consulting-is-it-worth-it"),
    ("Brexit: what next for the talks", "https://www.example.com/brexit/what-next"),
    ("Rust: the good parts", "https://blog.rust-lang.org/2025/12/19/good-parts"),
])
def test_a_headline_that_only_begins_with_a_section_s_or_the_host_s_word_is_left_whole(title, url):
    assert page_metadata(titled(title), url, CRAWLED).headline == title


@pytest.mark.parametrize("script", [
    'window.__DATA__ = {"article": {"displayDate": "2024-05-02T09:30:04.139Z", "title": "T"}};',  # the day shown
    "var article = {'section': 'video', 'pubDate': '2024-05-02', 'type': 'video'};",  # in single quotes
    'window.__NUXT__=(function(a){return {data:{post:{updatedAt:"2025-12-16T01:52:13.000Z",'
    'datePublished:"2024-05-02T00:00:00.000Z"}}}}(1));',  # serialized with its keys unquoted
    'var layer = {"last-updated": "2024-05-03 15:49", "first-publication": "2024-05-02 15:28"};',  # a data layer
])
def test_a_publication_time_in_a_script_s_own_object_gives_the_day(script):
    html = (f"<html lang='en'><head><title>What we learned</title><script>{script}</script></head><body>"
            f"<article><h1>What we learned</h1>{ENGLISH}</article></body></html>")
    meta = page_metadata(html, "https://www.example.com/blog/what-we-learned", CRAWLED)
    assert (meta.date, meta.date_source) == ("2024-05-02", "script")


def test_a_key_without_quotes_in_a_script_is_not_a_publication_time():
    html = (f"<html lang='en'><head><title>What we learned</title><script>var page = {{publishedDate :'2024-05-02'}};"
            f"</script></head><body><article><h1>What we learned</h1>{ENGLISH}</article></body></html>")
    assert page_metadata(html, "https://www.example.com/blog/what-we-learned", CRAWLED).date == ""


def test_a_title_attribute_s_day_above_the_headline_is_not_the_page_s():
    html = ("<html lang='en'><head><title>What we learned</title></head><body><div class='brand'>"
            "<a href='/releases'>v4.9.1 <span class='timeago' title='2026-03-01T20:52:42.084Z'></span></a></div>"
            f"<article><h1>What we learned</h1>{ENGLISH}</article></body></html>")
    assert page_metadata(html, "https://www.example.com/blog/what-we-learned").date == ""


@pytest.mark.parametrize("element", [
    "<span class='article-post-date' title='2024-05-02'>Posted: 2 days ago</span>",  # the age needs the capture
    "<span class='timeago' title='2024-05-02T00:29:24.807Z'></span>",  # the text written by a script
])
def test_a_date_element_s_machine_readable_title_gives_the_day(element):
    html = (f"<html lang='en'><head><title>What we learned</title></head><body><article><h1>What we learned</h1>"
            f"{element}{ENGLISH}</article></body></html>")
    assert page_metadata(html, "https://www.example.com/blog/what-we-learned").date == "2024-05-02"


CHINESE = "<p>" + "這是一段足夠長的中文文章內容，用來測試日期的讀取是否正確無誤。" * 6 + "</p>"


@pytest.mark.parametrize("lang, written, day", [
    ("zh-TW", "發布日期：113年5月2日", "2024-05-02"),  # Taiwan's Minguo year on a Chinese page
    ("zh-TW", "民國113年5月2日", "2024-05-02"),
    ("en", "民國99年5月2日", "2010-05-02"),  # said to be Minguo
    ("ja", "令和6年5月2日", ""),  # a Japanese era's year: not read, not misread
    ("ja", "113年5月2日", ""),
])
def test_a_minguo_year_gives_its_gregorian_day(lang, written, day):
    html = (f"<html lang='{lang}'><head><title>標題</title></head><body><article><h1>標題</h1>"
            f"<span class='date'>{written}</span>{CHINESE}</article></body></html>")
    assert page_metadata(html, URL, CRAWLED).date == day
