"""The exact vertical for small pages in the three formats, escaping, glue and links (docs/VERTICAL.md)."""

from __future__ import annotations

from vert_support import make_warc, page, read_vert, settings_data
from warcio.archiveiterator import ArchiveIterator

from corpustools.vert.run import convert
from corpustools.vertical.format import doc_id, escape_attr, escape_token
from corpustools.vertical.lint import lint_file
from corpustools.vertical.writer import render_sentences

BODY = (
    '<nav><a href="/">Domů</a> <a href="/sport">Sport</a></nav>'
    "<article><h2>Rozpočet</h2>"
    "<p>Praha: Vláda dnes schválila rozpočet na příští rok, a to i přes to, že se s tím do poslední chvíle "
    'nepočítalo. Více informací najdete <a href="/b?x=1&amp;y=2">na webu</a>. Ministr řekl, že je to „dobrý“ '
    "výsledek pro celou zemi.</p>"
    '<div class="foto"><img src="/i.jpg"><p>Ministr financí na tiskové konferenci</p></div>'
    "</article><footer>© 2026 Vydavatel, všechna práva vyhrazena</footer>"
)
URL = "https://www.example.cz/a"
DATE = "2026-11-20T10:15:02Z"

BODY_LINES = """\
<head>
<s>
Vláda
&amp;
"
<g/>
rozpočet
<g/>
"
</s>
</head>
<p lang="cs">
<s>
Rozpočet
</s>
</p>
<p lang="cs">
<s>
Praha
<g/>
:
Vláda
dnes
schválila
rozpočet
na
příští
rok
<g/>
,
a
to
i
přes
to
<g/>
,
že
se
s
tím
do
poslední
chvíle
nepočítalo
<g/>
.
</s>
<s>
Více
informací
najdete
<link url="https://www.example.cz/b?x=1&amp;y=2">
na
webu
</link>
<g/>
.
</s>
<s>
Ministr
řekl
<g/>
,
že
je
to
„
<g/>
dobrý
<g/>
“
výsledek
pro
celou
zemi
<g/>
.
</s>
</p>
<p lang="cs">
<s>
Ministr
financí
na
tiskové
konferenci
</s>
</p>
</doc>
"""


def _convert(tmp_path, fmt):
    warc = make_warc(tmp_path / "s.warc", [dict(url=URL, html=page(BODY, title='Vláda & "rozpočet"'), date=DATE)],
                     compress="none")
    out = tmp_path / f"s.{fmt}.vert"
    counters = convert(settings_data(format=fmt), [warc], out, workers=1, source="cs_media")
    with open(warc, "rb") as fh:
        it = ArchiveIterator(fh)
        offset = next(it.get_record_offset() for r in it if r.rec_type == "response")
    return read_vert(out), offset, counters, out


def test_default_format_exact(tmp_path):
    text, offset, counters, out = _convert(tmp_path, "default")
    head = (f'<doc id="{doc_id(URL, DATE)}" url="{URL}" title="Vláda &amp; &quot;rozpočet&quot;" date="" '
            f'date_source="none" year="" month="" crawled="{DATE}" site="example.cz" author="" '
            f'source="cs_media" type="other" warc="s.warc:{offset}" enc="utf-8" lang="cs">\n')
    assert text == head + BODY_LINES
    assert counters["documents"] == 1 and counters["tokens"] == len([x for x in BODY_LINES.splitlines()
                                                                    if not x.startswith("<")])  # <head> too
    assert lint_file(out) == []


def test_new_format_headings_and_images(tmp_path):
    text, _, _, out = _convert(tmp_path, "new")
    assert '<h2 lang="cs">\n<s>\nRozpočet\n</s>\n</h2>\n' in text
    assert '<p lang="cs">\n<s>\n<img url="https://www.example.cz/i.jpg"/>\nMinistr\nfinancí\n' in text
    assert '<link url="https://www.example.cz/b?x=1&amp;y=2">\nna\nwebu\n</link>\n' in text
    assert lint_file(out) == []


def test_knot_format_link_and_image_lines(tmp_path):
    text, _, _, out = _convert(tmp_path, "knot")
    assert 'najdete\nna\nwebu\n<link="https://www.example.cz/b?x=1&amp;y=2">\t<lenght=2>\n<g/>\n.\n' in text
    assert '<s>\n<img="https://www.example.cz/i.jpg">\t<lenght=1>\nMinistr\n' in text
    assert "<link url" not in text and "<h2" not in text
    assert lint_file(out) == []


def test_link_crossing_a_sentence_end_is_closed_and_reopened():
    sentences = [[("Jdi", 0, 3), ("sem", 4, 7), (".", 7, 8)], [("Hned", 9, 13), ("teď", 14, 17)]]
    lines = render_sentences(sentences, links=[(4, 13, "https://e.cz/x")])
    assert lines == ["<s>", "Jdi", '<link url="https://e.cz/x">', "sem", "<g/>", ".", "</link>", "</s>",
                     "<s>", '<link url="https://e.cz/x">', "Hned", "</link>", "teď", "</s>"]


def test_escaping_of_tokens_and_attributes():
    assert escape_token("<") == "&lt;" and escape_token("&") == "&amp;" and escape_token("AT&T") == "AT&amp;T"
    assert escape_attr('a "b" <c> & d\te\nf') == "a &quot;b&quot; &lt;c&gt; &amp; d e f"


def test_doc_ids_are_stable_and_distinct():
    assert doc_id(URL, DATE) == doc_id(URL, DATE)
    assert doc_id(URL, DATE) != doc_id(URL, "2026-11-20T10:15:03Z")
    assert len(doc_id(URL, DATE)) == 16
