"""Publication dates where a page states several: the page's own item rather than a reply's, a statement
of publication rather than a record's creation, the publisher's local day rather than the UTC one, the
machine-readable day rather than an ambiguous slashed one."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from corpustools.vert.metadata import page_metadata

BODY = "<p>" + "Some words of the article itself, long enough to be a paragraph. " * 8 + "</p>"


def page(head: str = "", body: str = "") -> str:
    return f"<html><head><title>A page</title>{head}</head><body><h1>A page</h1>{body}{BODY}</body></html>"


def jsonld(**fields: str) -> str:
    return f'<script type="application/ld+json">{json.dumps({"@type": "NewsArticle", **fields})}</script>'


# --- the publisher's local day of a time given in UTC


@pytest.mark.parametrize(("utc", "written", "day"), [
    ("2025-12-18T23:25:38+00:00", "2025-12-19T04:25:38+0500", "2025-12-19"),  # east: the next day
    ("2025-12-19T01:10:00Z", "2025-12-18T20:10:00-05:00", "2025-12-18"),  # west: the day before
    ("2025-12-18T20:15:00.000Z", "2025-12-19T01:45+05:30", "2025-12-19"),  # half-hour zone, no seconds
])
def test_a_utc_time_is_the_day_the_page_writes_for_the_same_moment(utc, written, day):
    html = page(jsonld(datePublished=utc), f'<time class="u-dt" datetime="{written}">{day}</time>')
    meta = page_metadata(html, "https://forum.example.pk/threads/a-thread.783768")
    assert (meta.date, meta.date_source) == (day, "jsonld")


def test_a_utc_time_keeps_its_day_without_the_same_moment_in_local_time():
    other = '<time datetime="2025-12-19T06:00:00+0500">later reply</time>'  # another moment
    utc = '<time datetime="2025-12-18T23:25:38+00:00">the same moment, in UTC</time>'
    for body in (other, utc, ""):
        meta = page_metadata(page(jsonld(datePublished="2025-12-18T23:25:38+00:00"), body), "https://x.example/a")
        assert meta.date == "2025-12-18", body
    # a time with its own offset is its own day already: no other day for it
    zoned = page(jsonld(datePublished="2025-12-18T23:25:38-05:00"), '<time datetime="2025-12-19T09:25:38+0500">x</time>')
    assert page_metadata(zoned, "https://x.example/a").date == "2025-12-18"


def test_a_utc_meta_time_gets_its_local_day_too():
    head = '<meta property="article:published_time" content="2024-03-01T22:30:00Z">'
    html = page(head, '<p>By Jo <time datetime="2024-03-02T07:30:00+09:00">2 March 2024</time></p>')
    meta = page_metadata(html, "https://news.example.jp/a")
    assert (meta.date, meta.date_source) == ("2024-03-02", "meta")


# --- a reply's date is not the page's


QUESTION = """
<div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
  <h1 itemprop="name">How to back up my system?</h1>
  <time itemprop="dateCreated" datetime="2012-06-29 10:51:01Z">13 years ago</time>
  <div itemprop="text">{BODY}</div>
  <ul>
    <li itemprop="comment" itemscope itemtype="https://schema.org/Comment">
      <span itemprop="text">Did you try this?</span>
      <div class="d-none" itemprop="datePublished">2016-03-17 13:23:29 +00:00</div>
    </li>
  </ul>
  <div itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">
    <div itemprop="text">Use the backup tool.</div>
    <time itemprop="dateCreated" datetime="2013-01-22 22:36:02Z"></time>
    <span itemprop="datePublished" content="2013-01-22">Jan 22, 2013</span>
  </div>
</div>""".replace("{BODY}", BODY)


def test_a_comments_or_answers_date_is_not_the_questions():
    html = f'<html><head><title>Q</title></head><body itemscope itemtype="https://schema.org/QAPage">{QUESTION}</body></html>'
    meta = page_metadata(html, "https://qa.example/questions/442960/how-to-back-up")
    assert (meta.date, meta.date_source) == ("2012-06-29", "meta")


def test_the_pages_own_microdata_date_beats_its_created_time_and_its_comments():
    comments = ('<ol><li itemscope itemtype="http://schema.org/Comment"><time itemprop="datePublished" '
                'datetime="2020-01-05">5 Jan</time> Nice post</li></ol>')
    own = ('<article itemscope itemtype="http://schema.org/BlogPosting"><time itemprop="dateCreated" '
           'datetime="2019-12-01">draft</time><time itemprop="datePublished" datetime="2020-01-02">2 Jan 2020'
           f'</time>{BODY}</article>')
    sidebar = f"<aside><h3>Recent comments</h3>{comments}</aside>"  # before the article in the page
    meta = page_metadata(f"<html><head><title>x</title></head><body>{sidebar}{own}</body></html>",
                         "https://blog.example/post")
    assert (meta.date, meta.date_source) == ("2020-01-02", "meta")


# --- a record's creation time comes after any statement of publication


def test_a_published_meta_time_beats_a_jsonld_creation_time():
    """A CMS migration stamps every article with a new creation time; the publication time survives
    in the meta tags (and here in the URL)."""
    head = jsonld(dateCreated="2016-10-21T15:10:07+02:00") + \
        '<meta property="article:published_time" content="2008-06-29T10:40:00+02:00">'
    meta = page_metadata(page(head), "http://www.example.cz/atletika/sprint.html")
    assert (meta.date, meta.date_source) == ("2008-06-29", "meta")


def test_a_jsonld_creation_time_is_still_a_date_when_nothing_says_published():
    meta = page_metadata(page(jsonld(dateCreated="2025-03-01T10:00:00+00:00")), "https://forum.example/discussion/39620")
    assert (meta.date, meta.date_source) == ("2025-03-01", "jsonld")
    both = page(jsonld(datePublished="2025-03-02T10:00:00+01:00", dateCreated="2025-03-01T10:00:00+01:00")
                + '<meta property="article:published_time" content="2025-03-03T10:00:00+01:00">')
    assert page_metadata(both, "https://x.example/a").date == "2025-03-02"  # JSON-LD's datePublished first


# --- a slashed date read day-first where the page's machine-readable time says month-first


def test_a_slashed_date_follows_the_datetime_attribute_of_its_time_element():
    from corpustools.vert.dates import htmldate_day

    time = '<time class="localised-date" datetime="2023-10-12T19:38:01.0870000Z">10/12/2023 7:38:01 PM</time>'
    html = page(body=f'<small class="post-view__date">{time}</small>')
    assert htmldate_day(html, "https://topics.example.com/post/102iphi/skiplagging", dt.date(2026, 1, 1)) == \
        dt.date(2023, 10, 12)
    for htmldate, source in ((False, "page"), (True, "htmldate")):
        meta = page_metadata(html, "https://topics.example.com/post/102iphi/skiplagging", htmldate=htmldate)
        assert (meta.date, meta.date_source) == ("2023-10-12", source)


def test_a_day_the_page_also_gives_machine_readably_is_kept():
    from corpustools.vert.dates import _day_first

    both = '<time datetime="2023-12-10">10/12/2023</time><time datetime="2023-10-12">12/10/2023</time>'
    assert _day_first(dt.date(2023, 12, 10), both) == dt.date(2023, 12, 10)
    assert _day_first(dt.date(2023, 12, 10), '<time datetime="2023-10-12">x</time>') == dt.date(2023, 10, 12)
    assert _day_first(dt.date(2023, 12, 13), '<time datetime="2023-12-13">x</time>') == dt.date(2023, 12, 13)


# --- a day written with a month's short name between hyphens


@pytest.mark.parametrize(("line", "day"), [
    ("By: Ana on 04-ago-2021 5:11:10", dt.date(2021, 8, 4)),  # Spanish, Italian, Portuguese "ago"
    ("Last updated 24-Nov-2021", dt.date(2021, 11, 24)),
    ("Publicado el 7-dic.-2020", dt.date(2020, 12, 7)),
])
def test_a_day_with_the_months_short_name_between_hyphens_is_read(line, day):
    from corpustools.vert.dates import text_day

    assert text_day(line) == day
    html = page(body=f'<div class="byline"><span>{line}</span></div>')
    meta = page_metadata(html, "https://www.example.com/blog/choosing-plumbing-material")
    assert (meta.date, meta.date_source) == (day.isoformat(), "page")


def test_hyphens_around_other_words_or_numbers_are_no_date():
    from corpustools.vert.dates import text_day

    for line in ("Part 3-abc-2021", "Model 12-Pro-2021", "ref 1-04-ago-2021", "04-ago-20211", "5 days ago"):
        assert text_day(line) is None, line


# --- the same rules on vert's own path: a WARC in, <doc date> out


def test_vert_on_a_warc_writes_each_pages_own_day(tmp_path):
    from vert_support import CS_TEXT, EN_TEXT, doc_dates

    def article(head: str, body: str, text: str) -> str:
        return (f"<html><head><title>Zprávy</title>{head}</head><body><article><h1>Rozpočet schválen</h1>"
                f"{body}<p>{text}</p><p>{text}</p></article></body></html>")

    forum = article(jsonld(datePublished="2025-12-18T23:25:38+00:00"),
                    '<time datetime="2025-12-19T04:25:38+0500">Dec 19, 2025</time>', EN_TEXT)
    migrated = article(jsonld(dateCreated="2016-10-21T15:10:07+02:00")
                       + '<meta property="article:published_time" content="2008-06-29T10:40:00+02:00">', "", CS_TEXT)
    qa = (f'<html><head><title>Q</title></head><body itemscope itemtype="https://schema.org/QAPage">'
          f"{QUESTION.replace(BODY, '<p>' + EN_TEXT + '</p>')}</body></html>")
    pages = [dict(url="https://forum.example.pk/threads/budget.783768", html=forum, date="2026-01-05T10:00:00Z"),
             dict(url="http://www.example.cz/atletika/sprint.html", html=migrated, date="2026-01-05T10:00:01Z"),
             dict(url="https://qa.example/questions/442960/budget", html=qa, date="2026-01-05T10:00:02Z")]
    found = doc_dates(tmp_path, pages)
    assert found == {pages[0]["url"]: ("2025-12-19", "jsonld"), pages[1]["url"]: ("2008-06-29", "meta"),
                     pages[2]["url"]: ("2012-06-29", "meta")}
