"""Session 21's blog-engine and office-page rules on adversarial and real text (the second review of the pass,
vert/phrases.py's INTERFACE additions, vert/boiler.py's blog meta line): a pattern run on every short block
must fail in linear time on a line that is none (a row of "Seite drucken | Nach oben" tried each split of the
spaces around its bars, 2**n steps: 0.8 s on one 120-character line), and a post's meta line rule must not
take a heading of the text that opens with a date.  Each page is small, written after the markup real sites
use, and goes through ``vert``'s own worker step (``document.process``)."""

from __future__ import annotations

import time

import vert_support

from corpustools.vert import boiler
from corpustools.vert.extract import Block

CRAWLED = "2026-11-30T08:00:00Z"
URL = "https://www.example.de/ratgeber/2025/12/17/reisetagebuch-italien/"
TEXT = ("<p>Wir sind im Juni mit dem Zug durch Italien gefahren und haben in jeder Stadt zwei oder drei Tage "
        "verbracht. Die Fahrkarten haben wir vorher gekauft, die Zimmer meist erst am Abend davor gebucht, und "
        "das hat fast immer gut geklappt.</p>")


def processed(html: str, url: str = URL):  # noqa: ANN201
    return vert_support.processed(html, url, CRAWLED)


def article(body: str) -> str:
    return ('<html lang="de"><head><title>Reisetagebuch Italien</title><meta property="og:type" content="article">'
            "</head><body><main><article><h1>Reisetagebuch Italien</h1>"
            f"{body}</article></main><footer>Impressum</footer></body></html>")


def words(doc) -> str:
    """The forms of the document's tokens, space-separated."""
    return " ".join(line.split("\t")[0] for line in doc.body.splitlines() if line and not line.startswith("<"))


def test_a_row_of_page_tools_words_that_is_none_is_read_at_once():
    # a kept line of 116 characters of Slovak "hore " ending in "x" (no row of page tools): 6 s before, and
    # 0.8 s for 120 of "drucken " with a "?"
    for line in ("hore " * 23 + "x", "Drucken " * 14 + "drucken?"):
        start = time.perf_counter()
        kept = boiler.clean([Block("p", line)])
        assert time.perf_counter() - start < 0.5
        assert [b.text for b in kept] == [line]


def test_a_row_of_page_tools_still_goes():
    for row in ("Seite drucken | Nach oben", "Drucken Teilen", "Print page · Back to top", "Tisk stránky | Zpět nahoru"):
        assert row.split()[0] not in words(processed(article(TEXT + f"<p>{row}</p>" + TEXT))).split()


# --- a heading of the text opening with a date --------------------------------------------------------------

def test_a_diary_s_dated_heading_stays():
    body = TEXT + "<h2>2. Juni 2023 | Rom</h2>" + TEXT.replace("Juni", "Sommer") + "<h2>5. Juni 2023 / Florenz</h2>" + TEXT
    kept = words(processed(article(body)))
    assert "Rom" in kept.split() and "Florenz" in kept.split()


def test_a_post_s_meta_line_still_goes():
    for line in ("12. Mai 2024 | von Anna | Garten", "Mai 03, 2017 / Sandra / /", "12. Mai 2024 / Keine Kommentare"):
        kept = words(processed(article(f'<div class="entry-meta">{line}</div>' + TEXT * 2)))
        assert "Garten" not in kept.split() and "Sandra" not in kept.split() and "Kommentare" not in kept.split()
