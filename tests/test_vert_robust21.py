"""Pages lost or garbled by ``vert`` that a fuzz-style run of hostile page shapes found (issue 12: never lose a
page because of the extractor; a page that has readable text yields a document, its text readable).

Each test writes the page as a site serves it into a real WARC and runs the ``vert`` command on it, as a
user would; a guard of the same shape beside each shows what must stay as it is."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from vert_support import docs_of, read_vert, tokens_of
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from corpustools.cli import main

GERMAN = [
    "Die Bundesregierung hat am Mittwoch einen Gesetzentwurf zur Reform der Grundsteuer beschlossen. Nach den "
    "Plänen des Finanzministeriums sollen die Kommunen künftig mehr Spielraum bei der Festlegung der Hebesätze "
    "erhalten, während die Bewertung der Grundstücke vereinfacht wird.",
    "Kritiker aus der Opposition bemängeln, dass die Reform vor allem Mieter in den Ballungsräumen belasten "
    "werde. Der Deutsche Städtetag begrüßte dagegen die Einigung und sprach von einem wichtigen Schritt für die "
    "Finanzierung der kommunalen Infrastruktur in den kommenden Jahren.",
    "Das Gesetz soll nach der Beratung im Bundestag und im Bundesrat zum ersten Januar des übernächsten Jahres "
    "in Kraft treten. Bis dahin müssen die Finanzämter rund sechsunddreißig Millionen Grundstücke neu bewerten, "
    "was nach Einschätzung von Fachleuten eine enorme Herausforderung darstellt.",
]


def _article(paragraphs: list[str], charset: str = "utf-8", mark: str = "") -> str:
    """A news article as a CMS writes it: a menu, the article with its headline, a footer.  ``mark`` makes its
    text unique (vert writes a text once per output)."""
    body = "".join(f"<p>{p.replace('Mittwoch', f'Mittwoch {mark}')}</p>" for p in paragraphs)
    return (f'<!DOCTYPE html><html lang="de"><head><meta charset="{charset}"><title>Grundsteuer: Reform beschlossen'
            '</title><meta property="og:type" content="article"></head><body><header><nav><ul>'
            '<li><a href="/">Startseite</a></li><li><a href="/politik">Politik</a></li>'
            '<li><a href="/wirtschaft">Wirtschaft</a></li></ul></nav></header><main><article>'
            f'<h1>Reform beschlossen</h1>{body}</article></main><footer><p><a href="/impressum">Impressum</a> | '
            '<a href="/datenschutz">Datenschutz</a></p></footer></body></html>')


def _warc(path: Path, pages: list[dict[str, Any]]) -> Path:
    """A WARC of response records: ``url``, ``body`` (bytes, written as they are), ``content_type``."""
    buffer = io.BytesIO()
    writer = WARCWriter(buffer, gzip=True)
    for p in pages:
        http = StatusAndHeaders("200 OK", [("Content-Type", p.get("content_type", "text/html"))], protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record(p["url"], "response", payload=io.BytesIO(p["body"]),
                                                      http_headers=http,
                                                      warc_headers_dict={"WARC-Date": "2026-11-20T10:00:00Z"}))
    path.write_bytes(buffer.getvalue())
    return path


def _vert(tmp_path: Path, pages: list[dict[str, Any]], capsys: Any) -> tuple[dict[str, dict[str, Any]], str]:
    """vert run from the command line on a WARC of ``pages``: each document's attributes and text (its tokens
    joined by spaces) by URL, and what it logged."""
    out = tmp_path / "out.vert"
    status = main(["vert", "-i", str(_warc(tmp_path / "in.warc.gz", pages)), "-o", str(out), "-m", "1", "-q"])
    logged = capsys.readouterr().err
    assert "Traceback" not in logged, logged
    assert status in (0, 1), logged
    docs = {}
    for doc in docs_of(read_vert(out)) if out.exists() else []:
        attrs = dict(re.findall(r'(\w+)="([^"]*)"', doc.split("\n", 1)[0]))
        docs[attrs["url"]] = {**attrs, "text": " ".join(tokens_of(doc))}
    return docs, logged


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text))


def _has(doc: dict[str, Any], paragraph: str) -> bool:
    return _words(paragraph) in _words(doc["text"])


# Python's codecs answer to names that are no encoding a browser reads a page in: transforms (base64, rot13,
# zlib, idna, undefined) raised in decoding, in the first try and again in the plain pass (the page lost,
# failed:error); EBCDIC and UTF-7 made the page mojibake.  A browser ignores such a label as an unknown one.
NOT_WEB_LABELS = ["base64", "rot13", "zlib", "idna", "punycode", "undefined", "uu", "hex", "cp037", "cp500",
                  "utf-7", "unicode_escape", "raw_unicode_escape", "hz-gb-2312", "iso-2022-kr", "palmos"]


def test_a_charset_label_that_names_no_web_encoding_is_ignored_as_browsers_ignore_it(tmp_path: Path,
                                                                                      capsys: Any) -> None:
    pages = []
    for i, label in enumerate(NOT_WEB_LABELS):
        where = "header" if i % 2 else "meta"
        html = _article(GERMAN, charset=label if where == "meta" else "utf-8", mark=label)
        pages.append(dict(url=f"https://www.example.de/politik/reform-{i}.html", body=html.encode("utf-8"),
                          content_type=f"text/html; charset={label}" if where == "header" else "text/html"))
    # guards: a web encoding's label, an alias written with an underscore, are still read
    pages.append(dict(url="https://www.example.de/politik/reform-latin.html",
                      body=_article(GERMAN, "windows-1252", mark="latin").encode("cp1252"), content_type="text/html"))
    pages.append(dict(url="https://www.example.de/politik/reform-header.html",
                      body=_article(GERMAN, "windows-1252", mark="header").encode("cp1252"),
                      content_type="text/html; charset=ISO_8859-1"))

    docs, logged = _vert(tmp_path, pages, capsys)

    assert len(docs) == len(pages), logged
    for p in pages:
        doc = docs[p["url"]]
        assert all(_has(doc, para) for para in GERMAN[1:]), (p["url"], doc["text"][:300])
        assert "Ã" not in doc["text"] and "\ufffd" not in doc["text"], doc["text"][:300]


def _cesu8(text: str) -> bytes:
    """``text`` in UTF-8 as Java's modified UTF-8 (CESU-8) writes it: a character outside the Basic
    Multilingual Plane (an emoji) as the two 3-byte sequences of its UTF-16 surrogates."""
    return b"".join(_surrogates(c) if ord(c) > 0xFFFF else c.encode("utf-8") for c in text)


def _surrogates(c: str) -> bytes:
    code = ord(c) - 0x10000
    high, low = 0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)
    return chr(high).encode("utf-8", "surrogatepass") + chr(low).encode("utf-8", "surrogatepass")


def test_emoji_a_java_server_wrote_as_surrogate_pairs_do_not_make_a_utf8_page_mojibake(tmp_path: Path,
                                                                                        capsys: Any) -> None:
    # a reader's comments under an article, each with an emoji, from a server writing modified UTF-8: counted
    # byte by byte the surrogates outweighed the umlauts, the page was read as windows-1252 ("PlÃ¤ne")
    cheered = [p.replace(". ", ". 👍 ").replace(", ", " 😀, ") for p in GERMAN]
    html = _article(cheered, mark="java")
    pages = [dict(url="https://www.example.de/politik/reform-java.html", body=_cesu8(html),
                  content_type="text/html; charset=UTF-8"),
             # guard: a UTF-8 page with a stray windows-1252 byte is still read as UTF-8 with one U+FFFD
             dict(url="https://www.example.de/politik/reform-stray.html",
                  body=_article(GERMAN, mark="stray").encode().replace(b"Kritiker", b"Kritiker \x96"),
                  content_type="text/html")]

    docs, logged = _vert(tmp_path, pages, capsys)

    java = docs["https://www.example.de/politik/reform-java.html"]
    assert java["enc"] == "utf-8"
    assert "Ã" not in java["text"] and "í" not in java["text"], java["text"][:300]
    assert all(_has(java, para) for para in GERMAN[1:]), java["text"][:300]
    assert "👍" in java["text"] and "😀" in java["text"], java["text"][:300]
    stray = docs["https://www.example.de/politik/reform-stray.html"]
    assert stray["enc"] == "utf-8" and _has(stray, GERMAN[2]) and "\ufffd" in stray["text"]


MORE_GERMAN = [
    "Die Länder sollen zudem eigene Modelle einführen dürfen. Bayern und Baden-Württemberg haben bereits "
    "angekündigt, von dieser Öffnungsklausel Gebrauch zu machen und die Steuer allein nach der Fläche zu berechnen.",
    "Der Bund der Steuerzahler forderte, die Reform dürfe insgesamt nicht zu höheren Einnahmen führen. Die "
    "Gemeinden müssten ihre Hebesätze so anpassen, dass das Aufkommen gleich bleibe, sagte ein Sprecher.",
]


def test_an_anchor_left_open_does_not_make_the_rest_of_the_article_a_link_list(tmp_path: Path, capsys: Any) -> None:
    # the writer's link to a social profile lost its </a>: the parser reopens the <a> in every paragraph
    # after it (a browser shows the rest of the article as one link), and the article went as link text
    paragraphs = GERMAN + MORE_GERMAN
    opened = paragraphs[0] + ' Das sagte Finanzminister Peter Müller <a href="https://twitter.com/pmueller">@pmueller'
    html = _article([opened, *paragraphs[1:]], mark="open")
    # guard: the related stories under an article, each card one link around its headline and excerpt
    cards = "".join(f'<a href="/politik/story-{i}.html" class="teaser"><h3>Weitere Meldung {i} aus der Politik</h3>'
                    f"<p>Der Stadtrat hat am Dienstag über den neuen Haushalt beraten, Meldung {i}. Die Entscheidung "
                    "fällt erst nach der Sommerpause im September.</p></a>" for i in range(4))
    guarded = _article(GERMAN, mark="cards").replace("</article>", f'</article><section class="teasers">{cards}</section>')
    pages = [dict(url="https://www.example.de/politik/reform-offen.html", body=html.encode()),
             dict(url="https://www.example.de/politik/reform-karten.html", body=guarded.encode())]

    docs, logged = _vert(tmp_path, pages, capsys)

    doc = docs["https://www.example.de/politik/reform-offen.html"]
    assert all(_has(doc, p) for p in paragraphs[1:]), doc["text"][:400]
    cards_doc = docs["https://www.example.de/politik/reform-karten.html"]
    assert all(_has(cards_doc, p) for p in GERMAN[1:]) and "Weitere Meldung" not in cards_doc["text"], cards_doc["text"]


HEBREW = [
    "הממשלה אישרה ביום רביעי תוכנית חדשה לשיפור התחבורה הציבורית בערים הגדולות, הכוללת נתיבי תחבורה ציבורית "
    "ורכבות קלות נוספות. לדברי שר התחבורה, העבודות יימשכו כחמש שנים ויעלו מיליארדי שקלים.",
    "ראשי הערים בירכו על ההחלטה, אך הזהירו כי ללא תקציב מסודר לתחזוקה הקווים החדשים לא יעמדו בעומס. "
    "התושבים מצדם ביקשו לקבל לוח זמנים מפורט לכל שכונה ושכונה.",
]
PERSIAN = ("دولت روز چهارشنبه برنامه‌ای تازه برای بهبود حمل و نقل عمومی در شهرهای بزرگ تصویب کرد که شامل "
           "خطوط اتوبوس سریع و قطار سبک می‌شود. وزیر راه گفت کار پنج سال طول می‌کشد.")
_INVISIBLE = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def test_the_invisible_marks_of_writing_direction_are_no_tokens(tmp_path: Path, capsys: Any) -> None:
    # a Hebrew news site sets its runs of text in embeddings and isolates (U+202B ... U+202C, U+2067 ... U+2069)
    # and marks (U+200F, U+061C): each embedding became a token of its own, in the text and in the headline
    marked = [f"\u202b{HEBREW[0]}\u202c \u2067(עדכון)\u2069", f"\u200f{HEBREW[1]}\u061c"]
    html = ('<!DOCTYPE html><html dir="rtl" lang="he"><head><meta charset="utf-8"><title>\u202bתוכנית חדשה '
            'לתחבורה\u202c | \u2067חדשות\u2069</title></head><body><main><article><h1>\u202bתוכנית חדשה לתחבורה\u202c</h1>'
            + "".join(f"<p>{p}</p>" for p in marked) + "</article></main></body></html>")
    # guard: the zero-width non-joiner inside a Persian word is part of its spelling, and stays
    persian = ('<!DOCTYPE html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><title>برنامه تازه</title>'
               f"</head><body><article><h1>برنامه تازه</h1><p>{PERSIAN}</p></article></body></html>")
    pages = [dict(url="https://www.example.co.il/news/transport-plan", body=html.encode()),
             dict(url="https://www.example.ir/news/transport-plan", body=persian.encode())]

    docs, logged = _vert(tmp_path, pages, capsys)

    vertical = read_vert(tmp_path / "out.vert")
    assert not _INVISIBLE.search(vertical), [line for line in vertical.splitlines() if _INVISIBLE.search(line)]
    doc = docs["https://www.example.co.il/news/transport-plan"]
    assert all(_has(doc, p) for p in HEBREW) and "עדכון" in doc["text"], doc["text"]
    assert "می‌شود" in docs["https://www.example.ir/news/transport-plan"]["text"].split()


def test_the_plain_pass_keeps_the_text_after_a_less_than_sign() -> None:
    # the plain pass (a page whose first try passed the time cap or crashed) took "<" for a tag's start up to
    # the next ">", and a paragraph saying "Kinder < 10 Jahre" or "<3" lost the rest of itself and the next one
    from vert_support import settings_data

    from corpustools.vert.document import options_from_settings, process
    from corpustools.vert.read import HtmlRecord

    compared = [GERMAN[0].replace("Kommunen", "Kommunen (Einwohner < 5000)"),
                GERMAN[1].replace("Jahren.", "Jahren. <3"), GERMAN[2]]
    html = _article(compared, mark="plain").replace("<p>", '<p class="text">').replace("</footer>", "<b >x</b ></footer>")
    record = HtmlRecord(url="https://www.example.de/politik/reform-plain.html", date="2026-11-20T10:00:00Z", offset=0,
                        content_type="text/html", payload=html.encode(), plain="timeout")

    result = process(record, options_from_settings(settings_data()))

    text = " ".join(line for line in result.body.splitlines() if not line.startswith("<"))
    assert result.counters.get("retried:timeout") == 1
    assert _words(GERMAN[1]) in _words(text) and _words(GERMAN[2]) in _words(text), text
    assert "Einwohner &lt; 5000" in text and "Jahren . &lt; 3" in text, text
    assert "class" not in text and "footer" not in text  # the tags themselves are still no text


def test_paragraphs_of_glued_punctuation_do_not_pass_the_time_cap(tmp_path: Path, capsys: Any) -> None:
    # a forum post's rows of dashes and dots, a hex dump without breaks: cut every 2,000 characters MorphoDiTa
    # still took 12 s for a megabyte of them (it is quadratic in the tokens of a piece), and four rows of
    # 250,000 passed the time cap in the first try and in the plain pass: the page was lost with its text
    rows = ["-" * 250_000, "." * 250_000, "=" * 250_000, "".join(f"{i * 7919 % 65536:04x}" for i in range(62_500))]
    html = _article([GERMAN[0], *rows, GERMAN[1], GERMAN[2]], mark="rows")
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 8.0\n")
    out = tmp_path / "out.vert"
    warc = _warc(tmp_path / "in.warc.gz", [dict(url="https://www.example.de/forum/reform-rows.html", body=html.encode())])

    assert main(["vert", "-c", str(config), "-i", str(warc), "-o", str(out), "-m", "1"]) == 0

    err = capsys.readouterr().err
    assert "plain pass" not in err and "document skipped" not in err, err
    tokens = tokens_of(docs_of(read_vert(out))[0])
    assert _words(GERMAN[1]) in _words(" ".join(tokens)) and _words(GERMAN[2]) in _words(" ".join(tokens))
    assert rows[3] in "".join(tokens)  # every character of the dump, in order


def test_a_button_or_an_object_left_open_keeps_the_article_after_it(tmp_path: Path, capsys: Any) -> None:
    # "</p>" does not close a <button> or an <object>: one left open takes the rest of the article, which a
    # browser shows (in the button; as the object's fallback content, Flash being gone), and vert dropped it
    # with the widget: the article kept its first paragraph
    paragraphs = GERMAN + MORE_GERMAN
    share = paragraphs[0] + ' <button class="share" aria-label="Teilen"><svg viewBox="0 0 9 9"></svg> Teilen'
    flash = (paragraphs[0] + ' <object classid="clsid:D27CDB6E-AE6D-11cf-96B8-444553540000" width="480" height="270">'
             '<param name="movie" value="/media/grundsteuer.swf"><embed src="/media/grundsteuer.swf" width="480">')
    # guards: a size picker's buttons and a Flash film's short fallback, each with a <p>, are still no text
    picker = "".join(f'<button class="size"><p>Größe {size}</p></button>' for size in "SML")
    fallback = ('<object data="/media/film.swf" type="application/x-shockwave-flash"><p>Zum Abspielen benötigen Sie '
                "den Flash Player.</p></object>")
    pages = [dict(url="https://www.example.de/politik/reform-button.html",
                  body=_article([share, *paragraphs[1:]], mark="button").encode()),
             dict(url="https://www.example.de/politik/reform-flash.html",
                  body=_article([flash, *paragraphs[1:]], mark="flash").encode()),
             dict(url="https://www.example.de/politik/reform-widgets.html",
                  body=_article(GERMAN, mark="widgets").replace("</h1>", f"</h1>{picker}{fallback}").encode())]

    docs, logged = _vert(tmp_path, pages, capsys)

    for name in ("button", "flash"):
        doc = docs[f"https://www.example.de/politik/reform-{name}.html"]
        assert all(_has(doc, p) for p in paragraphs[1:]), (name, doc["text"][:300])
    widgets = docs["https://www.example.de/politik/reform-widgets.html"]
    assert all(_has(widgets, p) for p in GERMAN[1:])
    assert "Größe" not in widgets["text"] and "Flash" not in widgets["text"], widgets["text"][:300]


def test_a_photo_page_whose_only_text_is_its_caption_gives_a_document(tmp_path: Path, capsys: Any) -> None:
    # a picture's own page (a photo of the day, a gallery's picture): its description is the <figcaption> under
    # it, which is dropped as every caption (a picture's label and credit beside an article): no document
    caption = ("Abendstimmung am Königssee: Die Wallfahrtskirche St. Bartholomä liegt auf einer Halbinsel am "
               "Westufer und ist nur mit dem Schiff oder zu Fuß zu erreichen. Foto: Anna Berger")
    photo = (f'<figure class="photo"><img src="/bilder/koenigssee.jpg" alt="Königssee" width="1200">'
             f"<figcaption>{caption}</figcaption></figure>")
    shell = _article([], mark="").replace("<h1>Reform beschlossen</h1>", "<h1>Bild des Tages</h1>{}")
    # guards: an article's caption is still no text of it; a page with a credit alone gives no document
    article = _article(GERMAN, mark="bild").replace("</h1>", f"</h1>{photo.replace('Abendstimmung', 'Morgen')}")
    credit = shell.format('<figure><img src="/bilder/see.jpg"><figcaption>Foto: dpa</figcaption></figure>')
    pages = [dict(url="https://www.example.de/bilder/bild-des-tages-koenigssee.html", body=shell.format(photo).encode()),
             dict(url="https://www.example.de/politik/reform-bild.html", body=article.encode()),
             dict(url="https://www.example.de/bilder/bild-des-tages-see.html", body=credit.encode())]

    docs, logged = _vert(tmp_path, pages, capsys)

    photo_doc = docs["https://www.example.de/bilder/bild-des-tages-koenigssee.html"]
    assert _has(photo_doc, caption), photo_doc["text"]
    assert "Morgen" not in docs["https://www.example.de/politik/reform-bild.html"]["text"]
    assert "https://www.example.de/bilder/bild-des-tages-see.html" not in docs
