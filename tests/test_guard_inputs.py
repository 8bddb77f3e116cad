"""A stage refuses what it does not read: ``tag`` given a WARC, HTML or plain text writes nothing and says
so in one line; a model for a language code that is not ISO 639-1 is a configuration error."""

from __future__ import annotations

import lzma
import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, tagger_model
from log_support import unstamped
from vert_support import CS_TEXT, make_warc, page

needs_model = pytest.mark.skipif(tagger_model() is None, reason="the MorphoDiTa test model is installed by ./configure.sh")


def _tag(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(cli("tag", "-l", str(tagger_model()), "-m", "1", *args), input=stdin,
                          capture_output=True, env=ENV, timeout=120)


@needs_model
def test_tag_refuses_input_that_is_not_a_vertical(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    html = tmp_path / "page.vert"
    html.write_text(page(f"<p>{CS_TEXT}</p>"))
    text = tmp_path / "notes.vert.xz"
    text.write_bytes(lzma.compress(((CS_TEXT + "\n") * 1000).encode()))
    for bad in (warc, html, text):
        out = tmp_path / "out.vert.xz"
        run = _tag("-i", str(bad), "-o", str(out))
        err = run.stderr.decode()
        assert run.returncode == 1, err
        errors = [line for line in err.splitlines() if line.startswith("-ERR ")]
        assert len(errors) == 1 and f"{bad}: not a vertical" in errors[0], err
        assert "+OK tag: " + str(out) not in unstamped(err)
        assert not out.exists()
    run = _tag("-i", "-", stdin=(CS_TEXT + "\n").encode())
    assert run.returncode == 1 and run.stdout == b"" and b"not a vertical" in run.stderr


@needs_model
def test_tag_still_takes_every_kind_of_vertical(tmp_path: Path) -> None:
    knot = ('<doc id="1" url="http://x.cz/" title="T" lang="cs">\n<p lang="cs">\n<s>\n'
            '<link="http://x.cz/a">\t<lenght=1>\nVidím\nkočky\n<g/>\n.\n</s>\n</p>\n</doc>\n')
    plain = '<corpus>\n<text id="a">\n<p>\n<s>\n&lt;\nVidím\n</s>\n</p>\n</text>\n</corpus>\n'
    for n, vertical in enumerate((knot, plain)):  # an empty one is an error: tests/test_qa2_tag_empty.py
        source = tmp_path / f"v{n}.vert"
        source.write_text(vertical)
        run = _tag("-i", str(source), "-o", str(tmp_path / f"t{n}.vert"))
        assert run.returncode == 0, run.stderr.decode()


@pytest.mark.parametrize("code", ["cz", "ces", "CZE", "x"])
def test_a_model_for_a_code_that_is_not_iso_639_1_is_a_configuration_error(tmp_path: Path, code: str) -> None:
    source = tmp_path / "v.vert"
    source.write_text('<doc id="1" lang="cs">\n<p lang="cs">\n<s>\nVidím\n</s>\n</p>\n</doc>\n')
    run = subprocess.run(cli("tag", "-i", str(source), "-o", str(tmp_path / "t.vert"), "--model",
                             f"{code}={tagger_model() or 'x.tagger'}"), capture_output=True, text=True, env=ENV,
                         timeout=120)
    assert run.returncode == 2, run.stderr
    errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert len(errors) == 1 and "not an ISO 639-1 language code" in errors[0] and "Traceback" not in run.stderr
    assert not (tmp_path / "t.vert").exists()
