"""tag decides per input whether it is a vertical of documents, and dedup says an input that yields nothing.

Session 23 made tag leave out the lines outside any ``<doc>`` (``<corpus>`` around the documents, tokens
between two), as dedup does, so its output passes lint; it was reverted because it also left out whole
verticals without any ``<doc>`` (a CWB vertical of ``<corpus>``/``<text>``, plain ``<s>`` and tokens), which
tag must keep taking (tests/test_guard_inputs.py).  Now the rule holds only for an input that has
documents: tag decides it from the input's first chunk (``tag.chunk_bytes`` of whole documents, read
anyway; a vertical without ``<doc>`` is one chunk, so its first chunk is all of it), once per input, and
every later chunk of that input is read the same way, even a last chunk of ``</corpus>`` alone.

dedup given a good vertical and an empty ``.vert.gz`` exited 0 and said nothing of it; vert and tag say
such an input in one ``-ERR`` line (exit status 1), and so does dedup now.

Real files, the real CLI (a subprocess), the MorphoDiTa test model, the project's lint."""

from __future__ import annotations

import gzip
import re
import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, run_cli
from dedup_support import OTHER, STORY, doc
from log_support import unstamped
from tag_support import assert_lints, model_path, read_text

CWB = ('<corpus name="demo">\n<text id="a" author="Čapek">\n<p>\n<s>\nVidím\nkočky\n<g/>\n.\n</s>\n</p>\n</text>\n'
       '<text id="b">\n<s>\nKočka\nvidí\n&lt;\npsa\n</s>\n</text>\n</corpus>\n')  # no <doc>: cwb-encode's kind
PLAIN = "<s>\nVidím\nkočky\n</s>\n<s>\nKočka\nvidí\npsa\n.\n</s>\n"  # sentences and tokens, nothing around them


def _config(tmp_path: Path, chunk_bytes: int = 400) -> str:
    """Chunks of ~400 bytes: a vertical of a few documents is cut into several, as a big one is."""
    config = tmp_path / "chunks.toml"
    config.write_text(f"[tag]\nchunk_bytes = {chunk_bytes}\n")
    return str(config)


def _tag(tmp_path: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``corpustools tag -l TEST_MODEL -c SMALL_CHUNKS ARGS...`` as a user runs it."""
    return subprocess.run(cli("tag", "-l", model_path(), "-c", _config(tmp_path), *args), input=stdin,
                          capture_output=True, text=True, env=ENV, timeout=120, cwd=tmp_path)


def _said(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


def _docs(n: int) -> list[str]:
    return [doc(f"{i:08x}", "2026-11-20T10:00:00", [STORY[i % len(STORY)], OTHER[i % len(OTHER)]],
                head=f"Zpráva {i}") for i in range(n)]


def _ids(text: str) -> list[str]:
    return re.findall(r'<doc id="([^"]+)"', text)


def _structure(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("<")]


def _tokens(text: str) -> list[str]:
    return [line.split("\t")[0] for line in text.split("\n") if line and not line.startswith("<")]


@pytest.mark.parametrize("kind", ["cwb", "plain"])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_vertical_without_documents_is_tagged_whole(tmp_path: Path, kind: str, workers: str) -> None:
    """Guard (passed before, failed with session 23's change): every line where it was, every token
    tagged, nothing said, status 0; from a file and from standard input alike."""
    vertical = {"cwb": CWB, "plain": PLAIN}[kind] * 6  # more than one chunk's bytes
    source = tmp_path / "in.vert"
    source.write_text(vertical, encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", workers)
    assert run.returncode == 0 and not _said(run.stderr, "-ERR") and not _said(run.stderr, "-WARN"), run.stderr
    written = read_text(out)
    assert _structure(written) == _structure(vertical) and _tokens(written) == _tokens(vertical)
    assert all(line.count("\t") == 2 for line in written.split("\n") if line and not line.startswith("<"))
    assert "vidět" in written  # tagged by the model, not copied
    piped = _tag(tmp_path, "-i", "-", "-m", workers, stdin=vertical)
    assert piped.returncode == 0 and piped.stdout == written, piped.stderr


@pytest.mark.parametrize("workers", ["1", "2"])
def test_documents_inside_a_corpus_element_are_read_as_documents_in_every_chunk(tmp_path: Path, workers: str) -> None:
    """<corpus> around 6 documents cut into chunks of ~400 bytes: '</corpus>' is the last chunk alone,
    with no <doc> in it; it is read as its input is, a vertical of documents.  Before: <corpus> and
    </corpus> copied, status 0, and lint refused the output ('<corpus> outside any <doc>')."""
    source = tmp_path / "in.vert"
    source.write_text('<corpus name="x">\n' + "".join(_docs(6)) + "</corpus>\n", encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", workers)
    warnings = _said(run.stderr, "-WARN")
    assert run.returncode == 0 and not _said(run.stderr, "-ERR") and len(warnings) == 2, run.stderr
    assert 'in.vert:1: 1 line outside any <doc> ("<corpus name="x">"), left out' in warnings[0], warnings
    assert '("</corpus>"), left out' in warnings[1], warnings
    written = read_text(out)
    assert _ids(written) == [f"{i:08x}" for i in range(6)] and "corpus" not in written
    assert_lints(out)


def test_tokens_before_the_first_document_are_left_out_in_a_vertical_of_documents(tmp_path: Path) -> None:
    """A <doc> after other lines still makes the input a vertical of documents: the stretch before it
    (a structure line and two tokens) is one -ERR line, as dedup says it; before, copied (lint refused)."""
    source = tmp_path / "in.vert"
    source.write_text("<text>\nzbloudilé\nřádky\n" + "".join(_docs(3)), encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out))
    errors = _said(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    assert errors[0].endswith('in.vert:1: 3 lines outside any <doc> ("<text>"), left out'), errors
    written = read_text(out)
    assert _ids(written) == ["00000000", "00000001", "00000002"] and "zbloudilé" not in written
    assert_lints(out)
    dedup = run_cli("dedup", "-i", str(source), "-o", str(tmp_path / "d.vert"), cwd=tmp_path)
    assert [e.split("dedup: ")[1] for e in _said(dedup.stderr, "-ERR")] == [errors[0].split("tag: ")[1]], dedup.stderr


def test_each_input_is_read_as_its_own_kind(tmp_path: Path) -> None:
    """Two inputs into one output: a CWB vertical (taken whole) and documents inside <corpus> (the
    <corpus> lines left out with their -WARN lines); the decision of one does not carry to the other."""
    cwb = tmp_path / "cwb.vert"
    cwb.write_text(CWB, encoding="utf-8")
    docs = tmp_path / "docs.vert"
    docs.write_text("<corpus>\n" + "".join(_docs(3)) + "</corpus>\n", encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(cwb), str(docs), "-o", str(out))
    warnings = _said(run.stderr, "-WARN")
    assert run.returncode == 0 and not _said(run.stderr, "-ERR"), run.stderr
    assert len(warnings) == 2 and all("docs.vert:" in w for w in warnings), warnings
    written = read_text(out)
    assert written.startswith('<corpus name="demo">\n<text id="a" author="Čapek">\n<p>\n<s>\nVidím\t')
    assert _structure(written)[:len(_structure(CWB))] == _structure(CWB)
    assert _ids(written) == ["00000000", "00000001", "00000002"]
    assert written.count("<corpus") == 1  # the CWB vertical's own, kept; the other's left out


@pytest.mark.parametrize("output", ["out.vert", "-"])
def test_dedup_says_an_input_of_several_that_yields_nothing(tmp_path: Path, output: str) -> None:
    """A good vertical and an empty .vert.gz into one output: before, status 0 and nothing said of the
    empty one; now one -ERR line for it (as vert and tag say it), the good one deduplicated, status 1."""
    good = tmp_path / "good.vert"
    good.write_text("".join(_docs(3)), encoding="utf-8")
    empty = tmp_path / "empty.vert.gz"
    with gzip.open(empty, "wb"):
        pass
    run = run_cli("dedup", "-i", str(good), str(empty), "-o", output, cwd=tmp_path)
    errors = _said(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    assert errors[0] == f"-ERR dedup: {empty}: no document in the input; left out, the other inputs are " \
                        "deduplicated", errors
    written = run.stdout if output == "-" else read_text(tmp_path / output)
    assert _ids(written) == ["00000000", "00000001", "00000002"]
    assert _said(run.stderr, "+OK")[-1].startswith(f"+OK dedup: {'stdout' if output == '-' else output}: 3 documents")
    tag = _tag(tmp_path, "-i", str(good), str(empty), "-o", str(tmp_path / "t.vert"))  # tag says it alike
    assert tag.returncode == 1 and len(_said(tag.stderr, "-ERR")) == 1, tag.stderr
    assert _ids(read_text(tmp_path / "t.vert")) == ["00000000", "00000001", "00000002"]
    assert_lints(tmp_path / "t.vert")


def test_dedup_of_good_inputs_only_says_nothing(tmp_path: Path) -> None:
    """Guard: two good verticals into one output, status 0, no -ERR and no -WARN line."""
    docs = _docs(4)
    (tmp_path / "a.vert").write_text("".join(docs[:2]), encoding="utf-8")
    (tmp_path / "b.vert").write_text("".join(docs[2:]), encoding="utf-8")
    run = run_cli("dedup", "-i", "a.vert", "b.vert", "-o", "out.vert", cwd=tmp_path)
    assert run.returncode == 0 and not _said(run.stderr, "-ERR") and not _said(run.stderr, "-WARN"), run.stderr
    assert _ids(read_text(tmp_path / "out.vert")) == [f"{i:08x}" for i in range(4)]
