"""Publication dates on pages in languages and scripts vert had not read before (vert/textdates.py,
vert/pagedate.py): dates written with the digits of other scripts (Arabic-Indic, Persian, Devanagari,
Bengali) in Gregorian form, month names of more languages (the Levant's and the Maghreb's Arabic months,
Persian, Hindi, Bengali, Thai with its Buddhist year, Indonesian, Malay, Danish, Slovene, Croatian,
Finnish, Estonian, Catalan, Galician, Lithuanian, Latvian, Vietnamese), and relative dates ("3 дня назад",
"3 gün önce", "منذ 3 أيام", "3日前") counted back from the capture, through vert over a WARC."""

from __future__ import annotations

import pytest

from corpustools.vert.metadata import page_metadata

URL = "https://www.example.com/blog/what-we-learned"  # no date in the address
CRAWLED = "2026-12-20T10:15:02Z"
TEXT = "<p>" + "A paragraph of the article that is long enough to be the article's own text. " * 4 + "</p>"


def page(body: str, lang: str, title: str = "What we learned") -> str:
    return f"<html lang='{lang}'><head><title>{title}</title></head><body>{body}</body></html>"


PLACES = {
    "date element": lambda text, lang: page(f"<article><h1>T</h1><span class='date'>{text}</span>{TEXT}</article>", lang),
    "byline": lambda text, lang: page(f"<article><h1>T</h1><p>{text}</p>{TEXT}</article>", lang),
    "title": lambda text, lang: page(f"<article><h1>T</h1>{TEXT}</article>", lang, f"Something happened | {text}"),
}


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("lang, text, day", [
    ("ar", "٢ مايو ٢٠٢٤", "2024-05-02"),  # Arabic-Indic digits
    ("ar", "نشر في ١٥/٠٣/٢٠٢٤", "2024-03-15"),
    ("fa", "۱۲ دسامبر ۲۰۲۵", "2025-12-12"),  # Persian digits, Persian name of the Gregorian month
    ("fa", "۲۰۲۵/۱۲/۱۲", "2025-12-12"),
    ("hi", "२ मई २०२४", "2024-05-02"),  # Devanagari digits and month
    ("bn", "১২ মে ২০২৪", "2024-05-12"),  # Bengali
])
def test_a_date_in_the_digits_of_another_script_is_read(place, lang, text, day):
    assert page_metadata(PLACES[place](text, lang), URL, CRAWLED).date == day


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("lang, text, day", [
    ("ar", "2 أيار 2024", "2024-05-02"),  # the Levant's names
    ("ar", "5 تشرين الأول 2023", "2023-10-05"),  # two words
    ("ar", "5 تشرين الثاني 2023", "2023-11-05"),
    ("ar", "14 آب 2023", "2023-08-14"),  # two letters
    ("ar", "3 جوان 2024", "2024-06-03"),  # Algeria, Tunisia
    ("ar", "3 شتنبر 2024", "2024-09-03"),  # Morocco
    ("fa", "3 ژوئن 2024", "2024-06-03"),
    ("hi", "12 सितंबर 2024", "2024-09-12"),
    ("th", "4 พฤษภาคม 2567", "2024-05-04"),  # the Buddhist era
    ("id", "Senin, 4 Maret 2024", "2024-03-04"),
    ("id", "12 Agustus 2023", "2023-08-12"),
    ("id", "12 Desember 2023", "2023-12-12"),
    ("ms", "12 Ogos 2023", "2023-08-12"),
    ("da", "4. marts 2024", "2024-03-04"),
    ("nb", "4. desember 2023", "2023-12-04"),
    ("sl", "4. avgusta 2023", "2023-08-04"),
    ("hr", "4. svibnja 2024.", "2024-05-04"),
    ("hr", "4. srpnja 2024.", "2024-07-04"),  # July (Czech "srpna" is August)
    ("fi", "4. toukokuuta 2024", "2024-05-04"),
    ("fi", "4. marraskuuta 2024", "2024-11-04"),
    ("et", "4. detsember 2024", "2024-12-04"),
    ("ca", "4 de maig de 2024", "2024-05-04"),
    ("ca", "4 d'abril de 2024", "2024-04-04"),
    ("gl", "4 de xullo de 2024", "2024-07-04"),
    ("lt", "2024 m. gegužės 4 d.", "2024-05-04"),
    ("lv", "2024. gada 4. maijs", "2024-05-04"),
    ("vi", "Ngày 4 tháng 5 năm 2024", "2024-05-04"),
])
def test_month_names_of_more_languages_are_read(place, lang, text, day):
    assert page_metadata(PLACES[place](text, lang), URL, CRAWLED).date == day


@pytest.mark.parametrize("text", ["General 3", "Agostino 5"])
def test_a_word_that_only_begins_like_a_catalan_or_italian_month_is_no_date(text):
    html = page(f"<article><h1>T</h1><span class='meta'>{text}</span>{TEXT}</article>", "en")
    assert page_metadata(html, URL, CRAWLED).date == ""


RELATIVE = [
    ("ru", "3 дня назад", "2026-12-17"),
    ("ru", "2 часа назад", "2026-12-20"),
    ("uk", "3 дні тому", "2026-12-17"),
    ("sv", "för 3 dagar sedan", "2026-12-17"),
    ("da", "for 3 dage siden", "2026-12-17"),
    ("tr", "3 gün önce", "2026-12-17"),
    ("tr", "12 saat önce", "2026-12-19"),  # 10:15 UTC less 12 hours
    ("ro", "acum 2 zile", "2026-12-18"),
    ("el", "πριν από 3 ημέρες", "2026-12-17"),
    ("ar", "منذ 3 أيام", "2026-12-17"),
    ("fi", "3 päivää sitten", "2026-12-17"),
    ("id", "3 hari yang lalu", "2026-12-17"),
    ("hr", "prije 3 dana", "2026-12-17"),
    ("ja", "3日前", "2026-12-17"),
    ("zh", "11小时前", "2026-12-19"),
    ("ko", "3일 전", "2026-12-17"),
    ("ar", "منذ يومين", "2026-12-18"),  # the dual: two days
    ("he", "לפני 3 ימים", "2026-12-17"),
    ("hi", "3 दिन पहले", "2026-12-17"),
    ("fa", "۳ روز پیش", "2026-12-17"),
    ("vi", "3 ngày trước", "2026-12-17"),
    ("th", "3 วันที่แล้ว", "2026-12-17"),
]


def test_a_relative_date_in_more_languages_counts_back_from_the_warc_date(tmp_path):
    """vert over a WARC: the capture time is the record's WARC-Date, the page's age counts back from it."""
    from vert_support import EN_TEXT, doc_dates

    pages = [{"url": f"https://www.example.com/{lang}/story-{i}", "date": CRAWLED,
              "html": page(f"<article><h1>Story {i}</h1><span class='date'>{text}</span><p>{EN_TEXT}</p></article>",
                           lang)}
             for i, (lang, text, _) in enumerate(RELATIVE)]
    found = doc_dates(tmp_path, pages)
    assert {url: date for url, (date, _) in found.items()} == {
        f"https://www.example.com/{lang}/story-{i}": day for i, (lang, _, day) in enumerate(RELATIVE)}


@pytest.mark.parametrize("around", [
    # the dates below the article are other pages' (a "more stories" list) or other people's (a discussion)
    "<section class='more-stories'><ul><li><a href='/a'>Another story of the day</a> <span class='date'>3 May 2026"
    "</span></li><li><a href='/b'>And one more</a> <span class='date'>1 May 2026</span></li></ul></section>",
    "<div id='disqus_thread'><div class='post'><span class='date'>4 May 2026</span> Great article!</div></div>",
    "<div class='komentare'><p class='datum'>4. 5. 2026</p><p>Souhlasím.</p></div>",
    # a copyright line's day is the site's
    "<div class='copy'>© 12 March 2026 Example Ltd.</div>",
    "<div class='legal'>Copyright 12.03.2026, all rights reserved</div>",
])
def test_a_day_below_an_undated_article_that_is_not_the_article_s_is_no_date(around):
    html = page(f"<article><h1>What we learned</h1>{TEXT}</article>{around}", "en")
    assert page_metadata(html, URL, CRAWLED).date == ""


@pytest.mark.parametrize("wrapper", ["container-article-with-sidebar", "page has-sidebar", "k-container and-w-sidebar"])
def test_a_byline_in_a_layout_that_has_a_sidebar_gives_the_day(wrapper):
    html = page(f"<section class='{wrapper}'><header class='article'><h1>What we learned</h1><span class='byline'>"
                f"By <a href='/p/lisa'>Lisa Jennings</a> on Dec. 19, 2025</span></header>{TEXT}</section>", "en")
    assert page_metadata(html, URL, CRAWLED).date == "2025-12-19"


def test_a_list_of_dated_teasers_newest_first_below_the_article_does_not_give_its_oldest_day():
    teasers = "".join(f"<div><a href='/s{i}'>Another story number {i}</a><p>{d}</p></div>" for i, d in enumerate(
        ["December 8, 2025", "September 26, 2025", "August 12, 2025", "February 24, 2025", "June 13, 2024"]))
    html = page(f"<div><p>November 28, 2025</p><h1>What we learned</h1>{TEXT}<h2>Read next</h2>{teasers}</div>", "en")
    assert page_metadata(html, URL, CRAWLED).date == "2025-11-28"


def test_a_forum_thread_s_posts_going_forward_give_the_first_post_s_day_not_a_stray_one_above():
    posts = "".join(f"<div class='post'><p>{d}</p><p>{'A reply that says something. ' * 4}</p></div>" for d in
                    ["Sun Dec 17, 2023 11:23 am", "Mon Jan 22, 2024 6:07 pm", "Sat Mar 16, 2024 11:14 pm",
                     "Sun Mar 17, 2024 9:00 am"])
    html = page(f"<div><p>Wed Dec 27, 2023 10:00 am</p>{posts}</div>", "en")
    assert page_metadata(html, URL, CRAWLED).date == "2023-12-17"


def _headline(title: str, url: str, head: str = "", h1: str = "") -> str:
    html = (f"<html><head><title>{title}</title>{head}</head><body><article>{f'<h1>{h1}</h1>' if h1 else ''}"
            f"{TEXT}</article></body></html>")
    return page_metadata(html, url, CRAWLED).headline


@pytest.mark.parametrize("title, url, head, headline", [
    # the site's name as its domain shortens it
    ("Storm hits the coast - The New York Times", "https://www.nytimes.com/2026/12/02/us/storm.html", "",
     "Storm hits the coast"),
    ("Storm hits the coast | Los Angeles Times", "https://www.latimes.com/california/story/storm", "",
     "Storm hits the coast"),
    # Chinese and Japanese titles join the site's name with "_" or "｜", without blanks
    ("暴风雨袭击海岸_新浪新闻", "https://news.sina.com.cn/c/storm.shtml",
     "<meta property='og:site_name' content='新浪新闻'>", "暴风雨袭击海岸"),
    ("嵐が海岸を直撃｜朝日新聞", "https://www.asahi.com/articles/storm.html",
     "<meta property='og:site_name' content='朝日新聞'>", "嵐が海岸を直撃"),
    # an entity its CMS escaped twice
    ("x", "https://www.example.com/a", '<script type="application/ld+json">{"@type": "NewsArticle", "headline": '
     '"And finally&amp;#8230; trouble brewing"}</script>', "And finally… trouble brewing"),
])
def test_the_site_s_name_is_cut_from_the_headline_in_more_forms(title, url, head, headline):
    assert _headline(title, url, head) == headline


@pytest.mark.parametrize("title, url", [
    ("2024: The year of desktop FreeBSD?", "https://forums.freebsd.org/threads/2024-the-year-of-desktop.91732/"),
    ("Gymshark Arrival T-Shirt - Black", "https://www.gymshark.com/products/arrival-t-shirt-black"),
])
def test_a_headline_that_holds_the_site_s_name_as_its_own_words_is_left_whole(title, url):
    assert _headline(title, url) == title


def test_a_time_without_a_zone_gives_the_day_its_text_shows_when_they_are_a_day_apart():
    html = page("<article><h1>What we learned</h1><span class='byline'>By Chaim <time datetime='2019-11-20T00:53:52'>"
                f"Nov 19, 2019, 7:53pm EST</time></span>{TEXT}</article>", "en")
    assert page_metadata(html, URL, CRAWLED).date == "2019-11-19"


@pytest.mark.parametrize("where", [
    "<div class='entry-footer'><div class='right'><span>Malte Welding </span> | 29.07.2006 um 14:26</div></div>",
    "<section class='writer'><h5><a href='/writer/nj'>Nathanael Johnson</a></h5><h6>July 29, 2006 9:00AM (UTC)</h6>"
    "</section>",
])
def test_a_date_in_the_post_s_own_footer_or_in_a_small_heading_is_the_article_s(where):
    html = page(f"<div class='post'><h1>What we learned</h1>{TEXT}{where}</div>", "de")
    assert page_metadata(html, URL, CRAWLED).date == "2006-07-29"


APP_STATE = ('<script>window.__PRELOADED_STATE__ = {"related": [], "article": {"headline": "What we learned", '
             '"publication_date": "2019-11-19T08:40:22-05:00", "last_modified_date": "2019-11-20T10:00:00-05:00"}}'
             '</script>')


def test_a_javascript_application_s_state_gives_the_day_when_no_statement_does(tmp_path):
    """vert over a WARC: the page states its date only in its application's data (no JSON-LD, no meta)."""
    from vert_support import EN_TEXT, doc_dates

    url = "https://www.example.com/entertainment/what-we-learned"
    html = f"<html><head><title>What we learned</title>{APP_STATE}</head><body><h1>What we learned</h1><p>{EN_TEXT}</p></body></html>"
    assert doc_dates(tmp_path, [{"url": url, "html": html, "date": CRAWLED}]) == {url: ("2019-11-19", "script")}


def test_a_shop_s_product_data_gives_no_publication_day():
    html = ("<html><head><title>Arrival T-Shirt</title><meta property='og:type' content='product'>"
            '<script>var meta = {"product": {"id": 7, "published_at": "2021-02-12T12:42:39-05:00"}};</script>'
            f"</head><body><h1>Arrival T-Shirt</h1>{TEXT}</body></html>")
    assert page_metadata(html, "https://shop.example.com/products/arrival-t-shirt", CRAWLED).date == ""


@pytest.mark.parametrize("lang, head, url, day", [
    ("en", "", "https://www.bbc.co.uk/news/uk-politics", "2024-04-03"),  # a British page saying only "en"
    ("en", "", "https://www.abc.net.au/news/storm", "2024-04-03"),
    ("en", "<meta property='og:locale' content='en_GB'>", "https://www.example.com/news/storm", "2024-04-03"),
    ("", "", "https://www.lemonde.fr/politique/article", "2024-04-03"),  # no language named, a French address
    ("en", "", "https://www.example.com/news/storm", "2024-03-04"),  # American by default
    ("en", "<meta property='og:locale' content='en_US'>", "https://www.example.co.uk/news/storm", "2024-03-04"),
])
def test_a_slashed_date_is_read_in_the_order_of_the_page_s_country_when_its_language_says_only_english(
        lang, head, url, day):
    html = (f"<html{f' lang={lang}' if lang else ''}><head><title>Storm</title>{head}</head><body><article><h1>Storm"
            f"</h1><span class='date'>03/04/2024</span>{TEXT}</article></body></html>")
    assert page_metadata(html, url, CRAWLED).date == day


@pytest.mark.parametrize("lang, text, day", [
    ("en", "11.03.17", "2017-11-03"),  # an American site's dotted date: month first
    ("en", "10.15.15", "2015-10-15"),  # and one that is a day only month first, whatever the language
    ("de", "10.15.15", "2015-10-15"),
    ("de", "11.03.17", "2017-03-11"),  # German: day first
    ("en-GB", "11.03.17", "2017-03-11"),
])
def test_a_dotted_two_digit_year_date_is_read_in_the_page_s_order(lang, text, day):
    html = page(f"<article><h1>T</h1><span class='date'>{text}</span>{TEXT}</article>", lang)
    assert page_metadata(html, URL, CRAWLED).date == day
