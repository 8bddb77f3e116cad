"""tag reads a vertical of documents broken at its top as a vertical of documents (session 24's review).

tag decides once per input, from its first chunk, whether the input is a vertical of documents
(tests/test_tag_documents24.py).  A first chunk without any ``<doc>`` line was taken for a vertical without
documents, though chunks end at a ``</doc>`` line: lines outside any document followed by a stray ``</doc>``
after ``tag.chunk_bytes`` of them (a vertical whose head was cut off, two files joined by hand) made the
whole input one without documents, so its lines outside any ``<doc>`` were tagged into the output (status
1 only for the stray ``</doc>``, "no document left out") and lint refused it, where dedup leaves them out
with one line each.  A ``</doc>`` line in the first chunk now says the input holds documents too.

Guards: a vertical without documents is still tagged whole (test_tag_documents24), and a vertical with a
BOM, CRLF lines or one document larger than a chunk lints and counts as dedup counts it.

Real files, the real CLI (a subprocess), the MorphoDiTa test model, the project's lint."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, run_cli
from dedup_support import OTHER, STORY, doc, tokens
from log_support import unstamped
from tag_support import assert_lints, model_path, read_text


def _config(tmp_path: Path) -> str:
    """Chunks of ~400 bytes: a vertical of a few documents is cut into several, as a big one is."""
    config = tmp_path / "chunks.toml"
    config.write_text("[tag]\nchunk_bytes = 400\n")
    return str(config)


def _tag(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(cli("tag", "-l", model_path(), "-c", _config(tmp_path), *args), capture_output=True,
                          text=True, env=ENV, timeout=120, cwd=tmp_path)


def _said(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


def _docs(n: int) -> str:
    return "".join(doc(f"{i:08x}", "2026-11-20T10:00:00", [STORY[i % len(STORY)], OTHER[i % len(OTHER)]],
                       head=f"Zpráva {i}") for i in range(n))


def _ids(text: str) -> list[str]:
    return re.findall(r'<doc id="([^"]+)"', text)


def _reasons(stderr: str, status: str, stage: str) -> list[str]:
    return [line.split(f"{stage}: ", 1)[1] for line in _said(stderr, status)]


_SENTENCE = "<s>\n" + "\n".join(tokens(" ".join(STORY))) + "\n</s>\n"  # more than a chunk's 400 bytes


@pytest.mark.parametrize("workers", ["1", "2"])
def test_lines_before_a_stray_doc_end_at_the_top_are_left_out_as_dedup_does(tmp_path: Path, workers: str) -> None:
    """<corpus>, a sentence of ~1,000 bytes outside any document and a stray </doc>, then 4 documents: the
    first chunk holds no <doc>.  Before: the sentence was tagged into the output, <corpus> and </corpus>
    copied, lint refused it ('<corpus> outside any <doc>').  Now one -ERR line for the stretch, one -WARN
    line for </corpus>, as dedup says them, and the output lints."""
    source = tmp_path / "in.vert"
    source.write_text("<corpus>\n" + _SENTENCE + "</doc>\n" + _docs(4) + "</corpus>\n", encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", workers)
    assert run.returncode == 1, run.stderr
    errors, warnings = _reasons(run.stderr, "-ERR", "tag"), _reasons(run.stderr, "-WARN", "tag")
    assert errors == [f'{source}:1: {_SENTENCE.count(chr(10)) + 2} lines outside any <doc> ("<corpus>"), left out'], errors
    assert len(warnings) == 1 and '("</corpus>"), left out' in warnings[0], warnings
    written = read_text(out)
    assert _ids(written) == [f"{i:08x}" for i in range(4)] and "corpus" not in written
    assert_lints(out)
    assert _said(run.stderr, "+OK")[-1].startswith(f"+OK tag: {out}: 4 documents")
    dedup = run_cli("dedup", "-i", str(source), "-o", str(tmp_path / "d.vert"), cwd=tmp_path)
    assert _reasons(dedup.stderr, "-ERR", "dedup") == errors, dedup.stderr


def test_structure_lines_before_a_stray_doc_end_are_left_out_with_a_warning(tmp_path: Path) -> None:
    """Only structure lines before the stray </doc> (empty <p> pairs, no token): no text lost, so -WARN
    lines and status 0, as dedup; before, copied into the output and lint refused it."""
    source = tmp_path / "in.vert"
    source.write_text("<corpus>\n" + "<p>\n</p>\n" * 60 + "</doc>\n" + _docs(4) + "</corpus>\n", encoding="utf-8")
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out))
    assert run.returncode == 0 and not _said(run.stderr, "-ERR"), run.stderr
    assert len(_said(run.stderr, "-WARN")) == 2
    assert _ids(read_text(out)) == [f"{i:08x}" for i in range(4)]
    assert_lints(out)


@pytest.mark.parametrize("kind", ["bom", "crlf", "huge"])
def test_odd_but_whole_verticals_lint_and_count_as_dedup_counts(tmp_path: Path, kind: str) -> None:
    """Guard: a vertical with a byte-order mark, one saved with CR LF lines, one document of ~50 kB (a
    hundred chunks' worth in one): status 0, nothing said, every document kept, lint passes."""
    vertical = {"bom": "\ufeff" + _docs(4), "crlf": _docs(4).replace("\n", "\r\n"),
                "huge": doc("big", "2026-11-20T10:00:00", [STORY[0]] * 300, head="Velký")}[kind]
    source = tmp_path / "in.vert"
    source.write_bytes(vertical.encode("utf-8"))
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", "2")
    assert run.returncode == 0 and not _said(run.stderr, "-ERR") and not _said(run.stderr, "-WARN"), run.stderr
    written = read_text(out)
    expected = ["big"] if kind == "huge" else [f"{i:08x}" for i in range(4)]
    assert _ids(written) == expected
    assert_lints(out)
    words = len([line for line in vertical.replace("\r", "").split("\n") if line and not line.startswith(("<", "\ufeff<"))])
    assert _said(run.stderr, "+OK")[-1].startswith(f"+OK tag: {out}: {len(expected)} documents, {words} tokens")


def test_an_input_of_structure_lines_alone_among_several_is_an_error_in_dedup_as_in_tag(tmp_path: Path) -> None:
    """A good vertical and one of '<corpus>' and '</corpus>' alone into one output: tag says the second holds
    no document (-ERR, status 1); dedup said only its -WARN line for the two structure lines and exited 0, as
    if the input had given documents.  Now dedup says both lines, the -ERR one as for an empty input."""
    (tmp_path / "good.vert").write_text(_docs(3), encoding="utf-8")
    (tmp_path / "shell.vert").write_text("<corpus>\n</corpus>\n", encoding="utf-8")
    tag = _tag(tmp_path, "-i", "good.vert", "shell.vert", "-o", "t.vert")
    assert tag.returncode == 1 and [e.split(": ", 1)[1].split(":")[0] for e in _said(tag.stderr, "-ERR")] == ["shell.vert"]
    dedup = run_cli("dedup", "-i", "good.vert", "shell.vert", "-o", "d.vert", cwd=tmp_path)
    assert dedup.returncode == 1, dedup.stderr
    assert _reasons(dedup.stderr, "-ERR", "dedup") == ["shell.vert: no document in the input; left out, the other "
                                                       "inputs are deduplicated"], dedup.stderr
    assert len(_said(dedup.stderr, "-WARN")) == 1
    assert _ids(read_text(tmp_path / "d.vert")) == _ids(read_text(tmp_path / "t.vert")) == [f"{i:08x}" for i in range(3)]
    assert_lints(tmp_path / "d.vert")
