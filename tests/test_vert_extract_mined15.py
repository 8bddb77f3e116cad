"""Regression tests for the failure classes found by mining the pages where vert's text disagreed with
trafilatura's and Resiliparse's (session 15): one small hand-written page per class."""

from __future__ import annotations

from vert_support import EN_TEXT, docs_of, make_warc, page, read_vert, settings_data

from corpustools.vert.choose import extract_page
from corpustools.vert.run import convert

OPTIONS = {"languages": ()}


def _texts(html: str, url: str) -> list[str]:
    return [b.text for b in extract_page(html, url, OPTIONS).blocks]


def _vert(tmp_path, pages: list[dict]) -> list[str]:
    """vert run on a WARC of ``pages``: the documents it wrote."""
    out = tmp_path / "out.vert"
    convert(settings_data(), [make_warc(tmp_path / "in.warc.gz", pages)], out, workers=1, source="test")
    return docs_of(read_vert(out))


def _words(doc: str) -> list[str]:
    return [line.split("\t")[0] for line in doc.splitlines() if line and not line.startswith("<")]


# --- a link post whose headline is its one paragraph -------------------------------------------------

def test_a_headline_that_is_the_pages_only_paragraph_is_written_once(tmp_path):
    """A forum's link post, a short notice: the title is all the text the page has.  It was written as
    ``<head>`` and again as the only paragraph (a repeat is dropped only when other blocks remain)."""
    headline = ("FCC chair to Europe: restrict our satellite providers and we ban yours, he says. The commission "
                "now asks the public for comment on satellite market access")
    head = f'<meta property="og:title" content="{headline}">'
    body = (f"<div class='post'><span>r/technology</span><h1>{headline}</h1>"
            f"<a href='https://news.example.org/fcc'>news.example.org</a></div>")
    docs = _vert(tmp_path, [dict(url="https://forum.example.com/r/technology/comments/abc123/fcc_chair_to_europe",
                                 html=page(body, f"{headline} : science", head))])
    assert len(docs) == 1
    words = _words(docs[0])
    assert words.count("satellite") == 2 and words[:3] == ["FCC", "chair", "to"]
    assert "<p" in docs[0]
