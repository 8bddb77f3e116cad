"""dedup given a vertical whose structure is broken in the middle (a <doc> opened inside another document,
a </p> without <p>, a line of garbage, bytes that are not UTF-8, lines outside any <doc>): only the
broken document is left out, as tag leaves it out, with one -ERR line naming FILE:LINE and its id; the
rest of its chunk is marked as it would be without it, and the output passes lint.

Before, dedup copied the whole chunk holding it (with the default million-byte chunk: the whole file)
"without marks": none of it was judged, and the output failed lint.  Real files, the real CLI."""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

import pytest
from big_brother_support import run_cli
from dedup_support import OTHER, STORY, doc, read
from log_support import unstamped
from tag_support import model_path

from corpustools.vertical.lint import lint_file
from corpustools.workspace import is_done, marker_path


def _lines(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


def _lints(path: Path) -> None:
    problems = [f"{path}:{line}: {message}" for line, message in lint_file(path)]
    assert not problems, problems[:5]


def _ids(text: str) -> list[str]:
    return re.findall(r'<doc id="([^"]+)"', text)


def _docs(n: int = 12) -> list[str]:
    """n documents, every third a copy of the first's story (so dedup has duplicates to mark)."""
    return [doc(f"{i:08x}", f"2026-11-20T{10 + i % 10}:00:00", STORY[:3] if i % 3 == 0 else
                [STORY[i % len(STORY)], OTHER[i % len(OTHER)]], head=f"Zpráva {i}") for i in range(n)]


def _counts(summary: str, text: str) -> None:
    """The +OK line's documents, paragraphs and tokens are those of the output."""
    found = re.search(r": (\d+) documents, (\d+) paragraphs, .* of (\d+) tokens in duplicates", summary)
    assert found is not None, summary
    lines = text.split("\n")
    assert int(found.group(1)) == text.count("</doc>"), summary
    assert int(found.group(2)) == sum(1 for line in lines if re.match(r"<(p|h\d)[ >]", line)), summary
    left = re.search(r"; (\d+) tokens left", summary)  # with --remove: the tokens judged, then those left
    tokens = int((left or found).group(1 if left else 3))
    assert tokens == sum(1 for line in lines if line and not line.startswith("<")), summary


# how each class breaks document 0000000a (the 11th of 12): its text -> the broken text
BREAKS = {
    "doc-inside-doc": lambda d: d.replace("</doc>\n", ""),  # no </doc>: the next <doc> opens inside it
    "close-without-open": lambda d: d.replace('<p lang="cs">\n', "", 1),  # a </p> without its <p>
    "garbage-line": lambda d: d.replace("</s>\n", "</s>\n<<<< )}%$ garbage\n", 1),
    "not-utf8": lambda d: d.replace("Zpráva", "Zpr\udce1va", 1),  # a Latin-1 byte inside a UTF-8 file
    "s-inside-s": lambda d: d.replace("</s>\n", "", 1),  # a <s> opened before the previous one was closed
    "empty-line": lambda d: d.replace("</s>\n", "</s>\n\n", 1),
}


def _write(path: Path, docs: list[str]) -> Path:
    path.write_bytes("".join(docs).encode("utf-8", "surrogateescape"))
    return path


@pytest.mark.parametrize("kind", sorted(BREAKS))
def test_only_the_broken_document_is_left_out_and_the_rest_marked(tmp_path: Path, kind: str) -> None:
    """Before: one -ERR '...; the chunk is copied without marks', the whole file written as it was (no
    dup mark anywhere) and the output failed lint.  Now the one document is left out, the others are
    written exactly as dedup writes the file without it, and the output lints."""
    docs = _docs(12)
    broken = docs[:10] + [BREAKS[kind](docs[10])] + docs[11:]
    source = _write(tmp_path / "in.vert", broken)
    clean = _write(tmp_path / "clean.vert", docs[:10] + docs[11:])
    out, expected = tmp_path / "out.vert", tmp_path / "expected.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    line = int(re.search(r"in\.vert:(\d+): ", errors[0]).group(1))  # type: ignore[union-attr]
    start = "".join(broken[:10]).count("\n") + 1
    assert start <= line <= start + broken[10].count("\n"), errors[0]  # a line of the broken document
    assert 'document id="0000000a"' in errors[0] and "that document is left out" in errors[0], errors[0]
    written = read(out)
    assert _ids(written) == [f"{i:08x}" for i in range(12) if i != 10]
    _lints(out)
    assert 'dup_of="00000000"' in written and ' dup="1"' in written  # the rest is judged and marked
    assert run_cli("dedup", "-i", str(clean), "-o", str(expected), cwd=tmp_path).returncode == 0
    assert written == read(expected)
    summary = _lines(run.stderr, "+OK")[-1]
    _counts(summary, written)
    assert "1 broken part of the input left out (1 document)" in summary, summary


def test_the_output_is_the_same_for_any_number_of_workers_and_any_chunk_size(tmp_path: Path) -> None:
    """Broken documents in several chunks of a file: the output is byte-identical with one worker or
    two, its text the same with a million-byte chunk or chunks of a few documents (an .xz output is
    written chunk by chunk), and each broken one is said once."""
    docs = _docs(30)
    broken = (3, 8, 13, 18, 22, 27)
    for i, kind in zip(broken, sorted(BREAKS), strict=True):
        docs[i] = BREAKS[kind](docs[i])
    source = _write(tmp_path / "in.vert", docs)
    outputs = []
    for workers, chunk in (("1", None), ("2", None), ("2", 3000), ("1", 3000)):
        folder = tmp_path / f"run-{workers}-{chunk}"
        folder.mkdir()
        if chunk:
            (folder / "corpustools.toml").write_text(f"[dedup]\nchunk_bytes = {chunk}\n")
        out = folder / "out.vert.xz"
        run = run_cli("dedup", "-i", str(source), "-o", str(out), "-m", workers, cwd=folder)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == 1 and len(errors) == len(broken), run.stderr
        assert [re.search(r'id="(\w+)"', e).group(1) for e in errors] == [  # type: ignore[union-attr]
            f"{i:08x}" for i in broken], errors
        _lints(out)
        _counts(_lines(run.stderr, "+OK")[-1], read(out))
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1] and outputs[2] == outputs[3]
    assert len({lzma.decompress(data) for data in outputs}) == 1


def test_lines_outside_any_document_are_left_out_in_one_line(tmp_path: Path) -> None:
    """A </doc> without its <doc> and token lines between two documents (a hand-edited file): before,
    copied with the chunk, unmarked; now one -ERR line for the stretch, no document lost."""
    docs = _docs(6)
    docs[3] = docs[3] + "</doc>\nzbloudilé\nřádky\n"
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    at = "".join(docs[:4]).count("\n") - 2
    assert f"in.vert:{at}: 3 lines outside any <doc> (\"</doc>\"), left out" in errors[0], errors
    written = read(out)
    assert _ids(written) == [f"{i:08x}" for i in range(6)] and "zbloudilé" not in written
    _lints(out)
    summary = _lines(run.stderr, "+OK")[-1]
    _counts(summary, written)
    assert "(0 documents)" in summary, summary


def test_with_remove_the_counts_are_those_of_what_is_left(tmp_path: Path) -> None:
    docs = _docs(12)
    docs[5] = BREAKS["doc-inside-doc"](docs[5])
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), "--remove", cwd=tmp_path)
    assert run.returncode == 1 and len(_lines(run.stderr, "-ERR")) == 1, run.stderr
    written = read(out)
    assert "00000005" not in _ids(written) and "00000003" not in _ids(written)  # broken; a copy removed
    _lints(out)
    _counts(_lines(run.stderr, "+OK")[-1], written)


def test_tag_and_dedup_leave_out_the_same_document(tmp_path: Path) -> None:
    """The rule of the chain: a document tag leaves out, dedup before it leaves out as well (here a <doc>
    opened before the previous one was closed, a line that is no structure, a <s> inside a <s>, an empty
    line)."""
    docs = _docs(10)
    for i, kind in ((2, "doc-inside-doc"), (4, "garbage-line"), (6, "s-inside-s"), (8, "empty-line")):
        docs[i] = BREAKS[kind](docs[i])
    source = _write(tmp_path / "in.vert", docs)
    kept = {}
    for stage, extra in (("dedup", []), ("tag", ["-l", model_path()])):
        out = tmp_path / f"{stage}.vert"
        run = run_cli(stage, "-i", str(source), "-o", str(out), *extra, cwd=tmp_path)
        assert run.returncode == 1 and len(_lines(run.stderr, "-ERR")) == 4, run.stderr
        kept[stage] = _ids(read(out))
        _lints(out)
    assert kept["dedup"] == kept["tag"] == [f"{i:08x}" for i in range(10) if i not in (2, 4, 6, 8)]


def test_a_broken_document_in_the_workspace_is_left_out_and_the_output_done(tmp_path: Path) -> None:
    """Workspace: the output is done (the input will not mend itself), its marker's counts are those of
    the file, status 1 once; a second run has nothing to do."""
    root = tmp_path / "ws"
    verts = root / "verts" / "src"
    verts.mkdir(parents=True)
    docs = _docs(9)
    docs[4] = BREAKS["close-without-open"](docs[4])
    (verts / "a.vert.xz").write_bytes(lzma.compress("".join(docs).encode()))
    run = run_cli("dedup", "-W", str(root), cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and "a.vert.xz:" in errors[0] and "00000004" in errors[0], \
        run.stderr
    out = root / "deduped" / "src" / "a.vert.xz"
    assert is_done(out)
    _lints(out)
    written = read(out)
    stats = json.loads(marker_path(out).read_text())["stats"]
    assert stats["documents"] == written.count("</doc>") == 8 and stats["left_out:documents"] == 1, stats
    again = run_cli("dedup", "-W", str(root), cwd=tmp_path)
    assert again.returncode == 0 and not _lines(again.stderr, "-ERR"), again.stderr


def test_an_input_whose_every_document_is_broken_has_no_output(tmp_path: Path) -> None:
    """Nothing whole to write: a line for each document and one for the input, no (empty) output."""
    docs = [BREAKS["garbage-line"](d) for d in _docs(2)]
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 3 and "no whole document in the input" in errors[2], run.stderr
    assert not out.exists()


def test_a_sound_vertical_is_not_touched(tmp_path: Path) -> None:
    """Guard: a vertical with a blank line between documents, a <g/>, a knot line and an attribute-less
    <doc>-less structure inside a document is sound (status 0, nothing left out)."""
    docs = _docs(4)
    docs[1] = docs[1].replace("</s>\n", "<g/>\n.\n</s>\n", 1) + "\n"
    docs[2] = docs[2].replace("</s>\n", '</s>\n<link="https://a.cz/x">\t<lenght=1>\n', 1)
    source = _write(tmp_path / "in.vert", docs)
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 0 and not _lines(run.stderr, "-ERR"), run.stderr
    assert _ids(read(out)) == [f"{i:08x}" for i in range(4)]


def test_with_remove_an_input_of_duplicates_only_gives_an_empty_output(tmp_path: Path) -> None:
    """Before: 'dedup --remove' of a file whose every document was a copy of one deduplicated before said
    '-ERR ... no document in the input; no output' (its count of documents left, 0, was read as the
    input's); now the output is empty, with the -WARN line docs/dedup.md promised, status 0."""
    first = _write(tmp_path / "day1.vert", _docs(1))
    again = _write(tmp_path / "day2.vert", [_docs(1)[0].replace('id="00000000"', 'id="10000000"')
                                            .replace("T10:00:00", "T23:00:00")])
    state = tmp_path / "state"
    assert run_cli("dedup", "-i", str(first), "-o", str(tmp_path / "o1.vert"), "--state", str(state),
                   cwd=tmp_path).returncode == 0
    out = tmp_path / "o2.vert"
    run = run_cli("dedup", "-i", str(again), "-o", str(out), "--state", str(state), "--remove", cwd=tmp_path)
    assert run.returncode == 0 and not _lines(run.stderr, "-ERR"), run.stderr
    assert any("every document was a duplicate" in line for line in _lines(run.stderr, "-WARN")), run.stderr
    assert out.exists() and out.read_bytes() == b""
    assert "removed 1 documents" in _lines(run.stderr, "+OK")[-1], run.stderr


def test_a_structure_around_the_documents_is_left_out_with_a_warning(tmp_path: Path) -> None:
    """A vertical of another tool with <corpus> around its documents: before, dedup copied it (status 0)
    and lint refused the output ('<doc> inside <corpus>'); now its two lines are left out, each said in a
    -WARN line (no text is lost: status 0), and every document is marked."""
    docs = _docs(4)
    source = _write(tmp_path / "in.vert", ['<corpus name="x">\n', *docs, "</corpus>\n"])
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
    warnings = _lines(run.stderr, "-WARN")
    assert run.returncode == 0 and not _lines(run.stderr, "-ERR") and len(warnings) == 2, run.stderr
    assert "in.vert:1: 1 line outside any <doc>" in warnings[0] and '("</corpus>")' in warnings[1], warnings
    written = read(out)
    assert _ids(written) == [f"{i:08x}" for i in range(4)] and 'dup_of="00000000"' in written
    _lints(out)
