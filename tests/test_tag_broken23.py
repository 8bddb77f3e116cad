"""tag given a vertical dedup reads otherwise: blocks out of order, structure lines outside any document,
standard input, one input of several that yields nothing.  tag now agrees with dedup (and with vert for
an input without a document), so its output passes lint and the chain leaves out the same documents.

Before: tag kept a document whose ``</p>`` had no ``<p>`` (or whose ``<p>`` was never closed) and copied
``<corpus>`` around the documents, both failing lint; named standard input ``-``; and exited 0 when one of
several inputs was an empty ``.vert.gz``.  Real files, the real CLI, the MorphoDiTa test model."""

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


def _lines(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


def _docs(n: int = 4) -> list[str]:
    return [doc(f"{i:08x}", "2026-11-20T10:00:00", [STORY[i % len(STORY)], OTHER[i % len(OTHER)]],
                head=f"Zpráva {i}") for i in range(n)]


def _ids(text: str) -> list[str]:
    return re.findall(r'<doc id="([^"]+)"', text)


def _write(path: Path, docs: list[str]) -> Path:
    path.write_text("".join(docs), encoding="utf-8")
    return path


def _tag(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``corpustools tag -l TEST_MODEL ARGS...`` as a user runs it, ``stdin`` on its standard input."""
    return subprocess.run(cli("tag", "-l", model_path(), *args), input=stdin, capture_output=True, text=True,
                          env=ENV, timeout=120, cwd=cwd)


def _where(stderr: str, status: str) -> list[str]:
    """Each line's FILE:LINE and what it says up to the first ';' or ','."""
    return [re.sub(r"^-\w+ tag: |^-\w+ dedup: ", "", line).split(";")[0].split(", in the ")[0]
            for line in _lines(stderr, status)]


BLOCKS = {
    "close-without-open": lambda d: d.replace('<p lang="cs">\n', "", 1),  # a </p> without its <p>
    "never-closed": lambda d: d.replace("</p>\n", "", 1),  # a <p> opened inside an open <p>
    "open-at-doc-end": lambda d: d.replace("</p>\n</doc>", "</doc>", 1),  # </doc> with a <p> open
}


@pytest.mark.parametrize("kind", sorted(BLOCKS))
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_document_whose_blocks_are_out_of_order_is_left_out_as_dedup_leaves_it_out(
        tmp_path: Path, kind: str, workers: str) -> None:
    """Before: status 0, the document copied, lint refused the output.  Now its one -ERR line names the
    line dedup names, the document is left out, the rest is tagged and the counts are those written."""
    docs = _docs(4)
    source = _write(tmp_path / "in.vert", docs[:1] + [BLOCKS[kind](docs[1])] + docs[2:])
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", workers)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and "block structure" in errors[0], run.stderr
    written = read_text(out)
    assert _ids(written) == ["00000000", "00000002", "00000003"]
    assert_lints(out)
    summary = _lines(run.stderr, "+OK")[-1]
    tokens = sum(1 for line in written.split("\n") if line and not line.startswith("<"))
    assert f"3 documents, {tokens} tokens" in summary and "1 document left out" in summary, summary
    dedup = run_cli("dedup", "-i", str(source), "-o", str(tmp_path / "d.vert"), cwd=tmp_path)
    assert _where(run.stderr, "-ERR") == _where(dedup.stderr, "-ERR"), (run.stderr, dedup.stderr)
    assert _ids(read_text(tmp_path / "d.vert")) == _ids(written)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_structure_lines_outside_any_document_are_left_out_with_dedups_warning(tmp_path: Path, workers: str) -> None:
    """<corpus> around the documents and a </doc> twice: before, <corpus> was copied (lint: '<corpus> outside
    any <doc>') and the </doc> was an error (status 1); now each is left out with dedup's -WARN line, no
    text is lost, status 0, and the output is byte-identical for any -m."""
    docs = _docs(4)
    docs[1] += "</doc>\n"
    source = _write(tmp_path / "in.vert", ['<corpus name="x">\n', *docs, "</corpus>\n"])
    outputs = []
    for suffix in (".vert", ".vert.xz"):
        out = tmp_path / f"out{suffix}"
        run = _tag(tmp_path, "-i", str(source), "-o", str(out), "-m", workers)
        warnings = _lines(run.stderr, "-WARN")
        assert run.returncode == 0 and not _lines(run.stderr, "-ERR") and len(warnings) == 3, run.stderr
        assert "in.vert:1: 1 line outside any <doc> (\"<corpus name=\"x\">\"), left out: a vertical's documents " \
               "stand at the top" in warnings[0], warnings
        assert '("</doc>")' in warnings[1] and '("</corpus>")' in warnings[2], warnings
        assert _ids(read_text(out)) == [f"{i:08x}" for i in range(4)] and "corpus" not in read_text(out)
        assert_lints(out)
        outputs.append(out.read_bytes())
    dedup = run_cli("dedup", "-i", str(source), "-o", str(tmp_path / "d.vert"), cwd=tmp_path)
    assert _where(run.stderr, "-WARN") == _where(dedup.stderr, "-WARN"), (run.stderr, dedup.stderr)
    one = tmp_path / "one.vert"
    assert _tag(tmp_path, "-i", str(source), "-o", str(one), "-m", "1").returncode == 0
    assert one.read_bytes() == outputs[0]


def test_tokens_outside_any_document_are_left_out_in_one_line(tmp_path: Path) -> None:
    """Token lines between two documents: before, tagged and written (lint: outside any <doc>); now one
    -ERR line for the stretch, as dedup's, and no document lost."""
    docs = _docs(3)
    docs[0] += "zbloudilé\nřádky\n"
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out))
    assert run.returncode == 1, run.stderr
    assert _where(run.stderr, "-ERR") == [f"{source}:{docs[0].count(chr(10)) - 1}: 2 lines outside any <doc> "
                                          '("zbloudilé"), left out'], run.stderr
    assert _ids(read_text(out)) == ["00000000", "00000001", "00000002"] and "zbloudilé" not in read_text(out)
    assert_lints(out)


def test_standard_input_is_named_stdin(tmp_path: Path) -> None:
    """As dedup names it: 'stdin:121: ...', 'stdin: not a vertical', not '-'."""
    docs = _docs(3)
    broken = "".join(docs[:1] + [BLOCKS["close-without-open"](docs[1])] + docs[2:])
    run = _tag(tmp_path, "-i", "-", "-o", str(tmp_path / "out.vert"), stdin=broken)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and errors[0].startswith("-ERR tag: stdin:"), run.stderr
    run = _tag(tmp_path, "-i", "-", "-o", str(tmp_path / "x.vert"), stdin="plain text\n")
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and errors[0].startswith("-ERR tag: stdin: not a vertical"), run.stderr


@pytest.mark.parametrize("output", ["out.vert", "-"])
def test_one_input_of_several_that_yields_nothing_is_an_error_for_it(tmp_path: Path, output: str) -> None:
    """An empty .vert.gz among several inputs: before, status 0 and nothing said; now one -ERR line for it
    (as vert says of an empty WARC among several), the others are tagged, status 1."""
    good = _write(tmp_path / "good.vert", _docs(2))
    empty = tmp_path / "empty.vert.gz"
    with gzip.open(empty, "wb"):
        pass
    run = _tag(tmp_path, "-i", str(good), str(empty), "-o", output)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    assert errors[0] == f"-ERR tag: {empty}: NO DOCUMENTS: the input holds no document to tag; left out, the other " \
                        "inputs are tagged", errors
    written = read_text(tmp_path / output) if output != "-" else run.stdout
    assert _ids(written) == ["00000000", "00000001"]


def test_a_sound_vertical_is_tagged_as_before(tmp_path: Path) -> None:
    """Guard: documents without blocks (<s> right under <doc>), headings, a <g/> and a knot line inside a
    document: status 0, nothing said, every document kept."""
    docs = _docs(3)
    docs[0] = docs[0].replace('<p lang="cs">\n', "").replace("</p>\n", "")
    docs[1] = docs[1].replace("</s>\n", '<link="https://a.cz/x">\t<lenght=1>\n</s>\n', 1)
    docs[2] = docs[2].replace("</s>\n", "<g/>\n.\n</s>\n", 1).replace("<head>", "<h2>").replace("</head>", "</h2>")
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = _tag(tmp_path, "-i", str(source), "-o", str(out))
    assert run.returncode == 0 and not _lines(run.stderr, "-ERR") and not _lines(run.stderr, "-WARN"), run.stderr
    assert _ids(read_text(out)) == ["00000000", "00000001", "00000002"]
    assert_lints(out)
