"""The old system's vertical, exactly: ``--format knot`` with ``-f`` (headings, link and image lines with
``<lenght=N>``), and the settings that switch off the attributes added since (docs/VERTICAL.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from vert_support import CS_TEXT, CS_TEXT2, make_warc, page

from corpustools.vertical.lint import lint_file
from corpustools.vertical.writer import render_sentences

BODY = ("<article><h1>Rozpočet schválen</h1><p>" + CS_TEXT
        + ' Podrobnosti najdete <a href="/b">na webu (iDNES.cz)</a>'
        ' a v <a href="/c">tiskové zprávě. Ministr ji</a> zveřejnil ráno.</p>'
        "<h2>Co bude dál s rozpočtem příští rok</h2><p>" + CS_TEXT2 + "</p>"
        '<figure><img src="/i.jpg"><figcaption>Ministr financí na tiskové konferenci</figcaption></figure>'
        "</article>")


def _vert(tmp_path: Path, *flags: str, config: str = "") -> str:
    warc = tmp_path / "in.warc.gz"
    if not warc.exists():  # one WARC per test: its bytes (and so the warc= offsets) are the same for each run
        make_warc(warc, [{"url": "https://www.example.cz/a", "html": page(BODY, "Rozpočet")}])
    out = tmp_path / "out.vert"
    args = [sys.executable, "-m", "corpustools", "vert", "-i", str(warc), "-o", str(out), "-m", "1", *flags]
    if config:
        (tmp_path / "c.toml").write_text(config)
        args += ["-c", str(tmp_path / "c.toml")]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert lint_file(out) == []
    return out.read_text()


def test_knot_with_f_gives_headings_and_the_old_link_and_image_lines(tmp_path):
    text = _vert(tmp_path, "--format", "knot", "-f")
    lines = text.splitlines()
    assert lines[lines.index('<h2 lang="cs">'):lines.index('<h2 lang="cs">') + 11] == [
        '<h2 lang="cs">', "<s>", "Co", "bude", "dál", "s", "rozpočtem", "příští", "rok", "</s>", "</h2>"]
    # a link with glued tokens: N counts the tokens and the <g/> lines inside it (5 + 2)
    start = lines.index("Podrobnosti")
    assert lines[start:start + 30] == [
        "Podrobnosti", "najdete", "na", "webu", "(", "<g/>", "iDNES.cz", "<g/>", ")",
        '<link="https://www.example.cz/b">\t<lenght=7>',
        "a", "v",
        # a link crossing a sentence end: one link line per sentence, no structure line inside a span
        "tiskové", "zprávě", "<g/>", ".", '<link="https://www.example.cz/c">\t<lenght=4>',
        "</s>", "<s>",
        "Ministr", "ji", '<link="https://www.example.cz/c">\t<lenght=2>',
        "zveřejnil", "ráno", "<g/>", ".", "</s>", "</p>", '<h2 lang="cs">', "<s>"]
    image = lines.index('<img="https://www.example.cz/i.jpg">\t<lenght=1>')
    # the figure's caption is not text (see boiler.py): its picture ends the last paragraph
    assert lines[image - 2:image + 4] == ["<g/>", ".", '<img="https://www.example.cz/i.jpg">\t<lenght=1>', "</s>",
                                          "</p>", "</doc>"]
    assert "Ministr\nfinancí\nna" not in text
    assert "<link url" not in text and "</link>" not in text and "<img url" not in text
    # the same with the old spelling of the flag, and as one format name
    assert _vert(tmp_path, "--format", "knot", "--format_new") == text
    assert _vert(tmp_path, "--format", "knot-new") == text


def test_knot_without_f_keeps_headings_as_paragraphs(tmp_path):
    text = _vert(tmp_path, "--format", "knot")
    assert "<h2" not in text and '<p lang="cs">\n<s>\nCo\nbude\ndál\n' in text
    assert '<link="https://www.example.cz/b">\t<lenght=7>' in text
    new = _vert(tmp_path, "--format_new")  # -f alone: the new format
    assert '<h2 lang="cs">' in new and '<link url="https://www.example.cz/b">' in new


def test_positions_count_an_image_inside_a_link():
    sentences = [[("Foto", 0, 4), ("zde", 10, 13), ("!", 13, 14)]]
    lines = render_sentences(sentences, links=[(0, 14, "https://e.cz/x")], images=[(10, "https://e.cz/i.jpg")],
                             fmt="knot")
    assert lines == ["<s>", "Foto", '<img="https://e.cz/i.jpg">\t<lenght=1>', "zde", "<g/>", "!",
                     '<link="https://e.cz/x">\t<lenght=5>', "</s>"]


def test_doc_attributes_and_paragraph_lang_switch_off_the_newer_attributes(tmp_path):
    text = _vert(tmp_path, "--format", "knot", "-f",
                 config='[vert]\ndoc_attributes = ["url", "title"]\nparagraph_lang = false\n')
    first = text.splitlines()[0]
    assert first.startswith('<doc id="') and first.endswith('" url="https://www.example.cz/a" title="Rozpočet">')
    assert "warc=" not in first and "enc=" not in first and "lang=" not in first
    assert "lang=" not in text and "<h2>\n<s>\nCo\n" in text and "<p>\n<s>\nVláda\n" in text
