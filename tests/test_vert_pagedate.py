"""The publication date a page shows but does not state in its metadata (vert/pagedate.py): what a
reader sees next to the headline or the byline, not the dates of comments, teasers, menus or "today"."""

from __future__ import annotations

import pytest

from corpustools.vert.metadata import page_metadata

URL = "https://www.example.com/blog/what-we-learned"  # no date in the address
CRAWLED = "2026-11-20T10:15:02Z"
TEXT = "<p>" + "A paragraph of the article that is long enough to be the article's own text. " * 4 + "</p>"


def page(body: str, lang: str = "en", head: str = "") -> str:
    return f"<html lang='{lang}'><head><title>What we learned</title>{head}</head><body>{body}</body></html>"


def found(html: str, crawled: str = CRAWLED) -> tuple[str, str]:
    meta = page_metadata(html, URL, crawled)
    return meta.date, meta.date_source


@pytest.mark.parametrize("byline, day", [
    ('<time datetime="2025-04-29 21:00:25">- 2025/4/29</time>', "2025-04-29"),  # no class, no pubdate
    ('<span class="styles_dateAndAuthor__x1">Dec 17, 2025</span>', "2025-12-17"),
    ('<div class="entry-meta">By Jane Doe on March 3, 2020 in News</div>', "2020-03-03"),
    ('<p class="post-info">Posted 2019/06/07</p>', "2019-06-07"),
    ('<abbr class="published" title="2018-05-01T10:00:00+02:00">May 1</abbr>', "2018-05-01"),
    ('<span class="date">11-29-2024, 09:03 AM</span>', "2024-11-29"),  # a forum engine's month-first dashes
])
def test_a_date_next_to_the_headline_is_the_pages(byline, day):
    html = page(f"<article><h1>What we learned</h1>{byline}{TEXT}</article>")
    assert found(html) == (day, "page")


def test_dates_of_comments_teasers_and_menus_are_not_the_pages():
    teaser = ('<div class="related-posts"><h3>More</h3><span class="date">01.08.2019</span></div>'
              '<ul class="menu"><li class="date">Montag, 09.12.2019</li></ul>')
    comment = '<div class="comments"><div class="comment"><span class="date">2 May 2021</span></div></div>'
    own = '<span class="date">3 March 2018</span>'
    assert found(page(f"{teaser}<article><h1>T</h1>{own}{TEXT}</article>{comment}")) == ("2018-03-03", "page")
    # without the page's own date, the teasers', the menu's and the comment's are still not taken for it,
    # by the date elements nor by the free-text search after them
    assert found(page(f"{teaser}<article><h1>T</h1>{TEXT}</article>{comment}")) == ("", "none")
    plain = '<div class="comment-body"><p>Posted 2 May 2021</p></div><div class="teaser"><p>8. 3. 2013</p></div>'
    assert found(page(f"<article><h1>T</h1>{TEXT}</article>{plain}")) == ("", "none")


def test_the_update_day_gives_way_to_the_publication_day():
    both = ('<span class="updated">Updated on October 21, 2025</span>'
            '<span class="date">Published September 1, 2025</span>')
    assert found(page(f"<article><h1>T</h1>{both}{TEXT}</article>")) == ("2025-09-01", "page")
    only = '<span class="date">Last updated: Dec 12, 2025</span>'
    assert found(page(f"<article><h1>T</h1>{only}{TEXT}</article>")) == ("2025-12-12", "page")
    # a time of update after the publication day is no update day ("1.2.2012 17:36 Poslední aktualizace 21:33")
    czech = '<p class="time">1.2.2012 17:36 Poslední aktualizace 21:33</p>'
    assert found(page(f"<article><h1>T</h1>{czech}{TEXT}</article>", "cs")) == ("2012-02-01", "page")


def test_a_news_sites_today_in_its_header_is_not_the_articles_date():
    header = '<header class="site"><span class="date">20. listopadu 2026</span></header>'
    article = f"<article><h1>T</h1>{TEXT}</article>"
    assert found(page(header + article, "cs"))[0] != "2026-11-20"
    # in an article's own header it is the article's
    own = f'<article><header><h1>T</h1><span class="date">20. listopadu 2026</span></header>{TEXT}</article>'
    assert found(page(own, "cs")) == ("2026-11-20", "page")


@pytest.mark.parametrize("lang, written, day", [
    ("en", "08/12/2021", "2021-08-12"),  # English: month first
    ("en-GB", "08/12/2021", "2021-12-08"),
    ("fr", "08/12/2021", "2021-12-08"),
    ("en", "02-12-2025", "2025-12-02"),  # dashes: day first unless the day is past 12
    ("en", "19/12/2025", "2025-12-19"),  # only one order makes a day
])
def test_slashed_and_dashed_dates_are_read_as_the_pages_language_writes_them(lang, written, day):
    html = page(f'<article><h1>T</h1><span class="post-date">{written}</span>{TEXT}</article>', lang)
    assert found(html) == (day, "page")


def test_a_time_element_says_the_day_better_than_the_text_around_it():
    # a field with the slashed text around a machine-readable <time>: the time's datetime decides
    field = '<div class="field--name-field-date"><time datetime="2021-12-08T12:00:00Z">08/12/2021</time></div>'
    assert found(page(f"<article><h1>T</h1>{field}{TEXT}</article>")) == ("2021-12-08", "page")
    # a UTC time whose text shows the readers' day, one day on
    utc = '<time class="date" datetime="2016-12-01T23:29:49.000Z">December 2, 2016</time>'
    assert found(page(f"<article><h1>T</h1>{utc}{TEXT}</article>")) == ("2016-12-02", "page")


def test_a_date_in_the_title_when_no_element_shows_one():
    html = page(f"<div><h1>Berlin confronts its past</h1>{TEXT}</div>",
                head='<meta property="og:title" content="Berlin confronts its past | DW | 19.01.2020">')
    assert found(html) == ("2020-01-19", "page")


def test_a_sites_own_meta_name_for_the_publication_date():
    head = '<meta name="w-published-date" content="2025-05-27T06:03:43.274Z">'
    assert found(page(f"<article><h1>T</h1>{TEXT}</article>", head=head)) == ("2025-05-27", "meta")
    # a meta name for something else with a date in it is no publication date
    other = '<meta name="cme_last_updated" content="2015-04-28T11:54:11">'
    assert found(page(f"<article><h1>T</h1>{TEXT}</article>", head=other)) == ("", "none")


def test_the_page_search_can_be_turned_off():
    html = page('<article><h1>T</h1><span class="date">3 March 2018</span>' + TEXT + "</article>")
    meta = page_metadata(html, URL, CRAWLED, search_page=False)
    assert (meta.date, meta.date_source) == ("", "none")


def test_a_forum_thread_laid_out_in_tables_has_its_first_posts_day():
    """vBulletin 3 and other table layouts write a post's date straight into a cell."""
    post = ('<table class="tborder"><tr><td class="thead"><img src="old.gif" alt="Old"> {day}, 16:26</td></tr>'
            '<tr><td class="alt1">' + TEXT + "</td></tr></table>")
    html = page(post.format(day="30th March 2025") + post.format(day="2nd April 2025"))
    assert found(html) == ("2025-03-30", "page")


def test_the_page_layout_named_on_body_is_no_region_but_infoboxes_events_and_references_are():
    # Drupal writes "one-sidebar sidebar-first" on the <body> of every page with a sidebar
    body = (f"<div class='content'><h1>Scobel wird Geschäftsführer</h1>{TEXT}</div>"
            "<div class='col'><div class='widget_articel_info'><strong>Quelle</strong><br>"
            "VERÖFFENTLICHT AM 07.06.2019</div></div>")
    html = page(body, "de").replace("<body>", "<body class='html not-front one-sidebar sidebar-first'>")
    assert found(html) == ("2019-06-07", "page")
    # the founding day in an infobox, an event's day, a cited work's access date are not the page's
    infobox = '<table class="infobox vcard"><tr><td><span class="bday published">1998-02-28</span></td></tr></table>'
    events = '<div class="widget_events"><time datetime="2019-12-11T00:00:00+01:00">11.12.2019</time></div>'
    cited = '<ol class="references"><li><span class="reference-accessdate">Retrieved 2016-05-01</span></li></ol>'
    assert found(page(f"<div><h1>Mozilla</h1>{infobox}{TEXT}{events}{cited}</div>")) == ("", "none")
