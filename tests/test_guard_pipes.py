"""Commands in pipes: ``vert -i - -o -`` feeds ``tag -i -``; a reader that goes away is no traceback."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, tagger_model
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


@pytest.mark.skipif(tagger_model() is None, reason="the MorphoDiTa test model is installed by ./configure.sh")
def test_vert_reads_stdin_and_writes_stdout_so_vert_pipes_into_tag(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{t}</p></article>"))
                                              for t in (CS_TEXT, CS_TEXT2)])
    by_file = tmp_path / "a.vert"
    done = subprocess.run(cli("vert", "-i", str(warc), "-o", str(by_file), "-m", "1", "--source", "stdin"),
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr

    with open(warc, "rb") as stdin:
        vert = subprocess.Popen(cli("vert", "-i", "-", "-o", "-", "-m", "1"), stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=ENV)
        tag = subprocess.run(cli("tag", "-i", "-", "-l", str(tagger_model()), "-m", "1"), stdin=vert.stdout,
                             capture_output=True, env=ENV, timeout=120)
        vert.stdout.close()
        vert_err = vert.stderr.read().decode()
        assert vert.wait(60) == 0, vert_err
    assert tag.returncode == 0, tag.stderr.decode()
    tagged = tag.stdout.decode()
    assert tagged.count("<doc ") == 2
    # the same documents as from files (the warc attribute names stdin instead of the file)
    expected = by_file.read_text().replace("a.warc.gz:", "stdin:")
    assert [line.split("\t")[0] for line in tagged.splitlines()] == expected.splitlines()
    assert "2 documents" in vert_err
