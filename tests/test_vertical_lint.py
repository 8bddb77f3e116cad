"""``corpustools lint`` catches every class of error it claims to catch, with FILE:LINE, exit status 1."""

from __future__ import annotations

import lzma

import pytest

from corpustools.cli import main
from corpustools.vertical.lint import lint_file

GOOD = (
    '<doc id="a1" url="https://e.cz/x?a=1&amp;b=2" title="T &quot;x&quot;" lang="cs">\n'
    "<head>\n<s>\nTitulek\n</s>\n</head>\n"
    '<p lang="cs">\n<s>\nAhoj\n<g/>\n,\n<link url="https://e.cz/b">\nsvěte\n</link>\n&lt;\n&amp;\n</s>\n</p>\n'
    '<h2 lang="cs">\n<s>\n<img url="https://e.cz/i.jpg"/>\nNadpis\n</s>\n</h2>\n'
    "</doc>\n"
    '<doc id="a2" url="https://e.cz/y" title="" lang="en">\n<p lang="en">\n<s>\nHello\n'
    '<link="https://e.cz/c">\t<lenght=1>\n</s>\n</p>\n</doc>\n'
)


def _write(tmp_path, text: str | bytes, name: str = "x.vert"):
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return path


def test_good_vertical_passes_plain_and_xz(tmp_path, capsys):
    plain = _write(tmp_path, GOOD)
    packed = tmp_path / "x.vert.xz"
    packed.write_bytes(lzma.compress(GOOD.encode()))
    assert lint_file(plain) == [] and lint_file(packed) == []
    assert main(["lint", str(plain), str(packed)]) == 0


def test_tagged_vertical_with_three_columns_passes(tmp_path):
    tagged = "\n".join(line if line.startswith("<") else f"{line}\t{line.lower()}\tNN" for line in GOOD.splitlines())
    assert lint_file(_write(tmp_path, tagged + "\n")) == []


CASES = [
    ("unbalanced", GOOD.replace("</p>\n<h2", "<h2", 1), "does not match"),
    ("never closed", GOOD[: GOOD.rindex("</doc>")], "never closed"),
    ("closes nothing", GOOD + "</p>\n", "closes nothing"),
    ("bad structure name", GOOD.replace("<head>", "<he-ad>", 1).replace("</head>", "</he-ad>", 1), "malformed"),
    ("bad attribute name", GOOD.replace('lang="en"', '1lang="en"', 1), "malformed"),
    ("unquoted attribute", GOOD.replace('lang="en">', "lang=en>", 1), "malformed"),
    ("unescaped quote/amp in attribute", GOOD.replace("&amp;b=2", "&b=2", 1), "malformed"),
    ("columns", GOOD.replace("Hello\n", "Hello\tx\n", 1), "columns"),
    ("empty s", GOOD.replace("<s>\nHello\n<link", "<s>\n</s>\n<s>\nHello\n<link", 1), "empty <s>"),
    ("empty p", GOOD.replace("</h2>\n", '</h2>\n<p lang="cs">\n</p>\n', 1), "empty <p>"),
    ("duplicate id", GOOD.replace('id="a2"', 'id="a1"', 1), "duplicate doc id"),
    ("doc without id", GOOD.replace('id="a2" ', "", 1), "without an id"),
    ("unescaped <", GOOD.replace("&lt;\n", "<\n", 1), "no structure"),
    ("unescaped &", GOOD.replace("&amp;\n</s>", "&\n</s>", 1), "unescaped '&'"),
    ("token outside doc", GOOD + "stray\n", "outside"),
    ("nested doc", GOOD.replace("</doc>\n<doc", "<doc", 1), "inside"),
    ("glue at sentence start", GOOD.replace("<s>\nHello", "<s>\n<g/>\nHello", 1), "start of a sentence"),
    ("empty line", GOOD.replace("</head>\n", "</head>\n\n", 1), "empty line"),
    ("bad knot line", GOOD.replace("\t<lenght=1>", "\t<length=1>", 1), "malformed"),
    ("knot line outside a sentence", GOOD.replace("</h2>\n", '</h2>\n<img="https://e.cz/i.jpg">\t<lenght=1>\n', 1),
     "knot line outside"),
    ("glue at sentence end", GOOD.replace('Hello\n<link="https://e.cz/c">\t<lenght=1>\n', "Hello\n<g/>\n", 1),
     "end of a sentence"),
    ("two glues", GOOD.replace("<g/>\n", "<g/>\n<g/>\n", 1), "two <g/>"),
    ("glue outside sentence", GOOD.replace("<head>\n", "<head>\n<g/>\n", 1), "outside a sentence"),
    ("repeated attribute", GOOD.replace('<p lang="en">', '<p lang="en" lang="cs">', 1), "repeats"),
    ("no final newline", GOOD.rstrip("\n"), "no newline"),
    ("empty link", GOOD.replace("světe\n</link>", "</link>\nsvěte", 1), "empty <link>"),
]


@pytest.mark.parametrize("label,text,message", CASES, ids=[c[0] for c in CASES])
def test_each_error_class_is_reported_with_its_line(tmp_path, label, text, message):
    errors = lint_file(_write(tmp_path, text))
    assert any(message in m for _, m in errors), errors
    assert all(line > 0 for line, _ in errors)


def test_invalid_utf8_and_carriage_returns(tmp_path):
    raw = GOOD.encode().replace(b"Ahoj", b"Ah\xffoj", 1).replace(b"Nadpis\n", b"Nadpis\r\n", 1)
    messages = [m for _, m in lint_file(_write(tmp_path, raw))]
    assert any("UTF-8" in m for m in messages) and any("carriage return" in m for m in messages)


def test_cli_prints_file_and_line_and_exits_1(tmp_path, capsys):
    bad = _write(tmp_path, GOOD.replace('id="a2"', 'id="a1"', 1), "bad.vert")
    assert main(["lint", str(bad)]) == 1
    out = capsys.readouterr().out
    line_no = GOOD.splitlines().index('<doc id="a2" url="https://e.cz/y" title="" lang="en">') + 1
    assert f"{bad}:{line_no}: duplicate doc id" in out
