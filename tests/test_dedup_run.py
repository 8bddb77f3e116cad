"""dedup: first-seen marks over real vertical files (plain and xz), the persistent index, remove mode."""

from __future__ import annotations

import re
from pathlib import Path

from dedup_support import OTHER, STORY, cli, doc, dups, marks, read, write
from tag_support import assert_lints, model_path

from corpustools.config import load_settings
from corpustools.dedup.stage import dedup_files

A, B, C = "aaaa000000000001", "bbbb000000000002", "cccc000000000003"


def _change_word(text: str) -> str:
    words = text.split(" ")
    middle = len(words) // 2
    words[middle] = "pozměněné" if words[middle] != "pozměněné" else "jiné"
    return " ".join(words)


def _portals(folder: Path) -> list[Path]:
    """One agency story on three portals: the original (crawled first), a copy with a new headline and an
    added paragraph, and a copy with a paragraph cut and a word changed in every paragraph.  The files are
    listed in an order that is not the crawl order."""
    added = "Redakce portálu k tomu dodává, že o rozpočtu bude v pondělí večer diskutovat také v přímém přenosu."
    original = doc(A, "2026-11-20T10:00:00Z", STORY, head="Vláda schválila rozpočet se schodkem", source="one")
    second = doc(B, "2026-11-20T11:30:00Z", STORY[:3] + [added] + STORY[3:],
                 head="Kabinet poslal sněmovně rozpočet", source="two")
    third = doc(C, "2026-11-20T12:00:00Z", [_change_word(p) for p in STORY[:5] + STORY[6:]],
                head="Vláda schválila rozpočet se schodkem", source="three")
    weather = doc("dddd000000000004", "2026-11-20T09:00:00Z", OTHER, head="Počasí", source="one")
    return [write(folder / "three.vert.xz", third), write(folder / "one.vert", weather + original),
            write(folder / "two.vert", second)]


def _settings(**dedup: object):
    return load_settings(None, {f"dedup.{k}": v for k, v in dedup.items()})


def test_agency_story_marked_on_the_later_copies_only(tmp_path: Path) -> None:
    inputs = _portals(tmp_path)
    job = dedup_files(_settings(workers=1), [str(p) for p in inputs], str(tmp_path / "out.vert.xz"))
    text = read(tmp_path / "out.vert.xz")
    assert_lints(tmp_path / "out.vert.xz")
    found = marks(text)
    assert dups(text, A) == ["0"] * 9  # head + 8 paragraphs: the first copy is never a duplicate
    assert found[A]["attrs"]["dup_share"] == "0.00" and "dup_of" not in found[A]["attrs"]
    second = dups(text, B)
    assert second[0] == "0"  # the new headline
    assert second[4] == "0"  # the added paragraph
    assert second[1:4] + second[5:] == ["1"] * 8
    assert dups(text, C) == ["1"] * 8  # the same headline, 7 paragraphs each with one word changed
    assert found[B]["attrs"]["dup_of"] == A and found[C]["attrs"]["dup_of"] == A
    assert float(found[B]["attrs"]["dup_share"]) >= 0.8 and found[C]["attrs"]["dup_share"] == "1.00"
    assert dups(text, "dddd000000000004") == ["0"] * 4
    # every count equals what the output holds
    blocks = [b for d in found.values() for b in d["blocks"]]
    paragraphs = [b for b in blocks if b[0] != "head"]  # as vert counts them: the <head> title is no paragraph
    assert job.counters["paragraphs"] == len(paragraphs)
    assert job.counters["dup_paragraphs"] == sum(b[1] == "1" for b in paragraphs) == 15
    assert job.counters["dup_tokens"] == sum(b[3] for b in blocks if b[1] == "1")
    assert job.counters["dup_documents"] == sum("dup_of" in d["attrs"] for d in found.values()) == 2


def test_a_paragraph_repeated_inside_one_document(tmp_path: Path) -> None:
    text = doc(A, "2026-11-20T10:00:00Z", [STORY[0], STORY[1], STORY[0], "Sdílejte článek", "Sdílejte článek"])
    src = write(tmp_path / "in.vert", text)
    dedup_files(_settings(workers=1), [str(src)], str(tmp_path / "out.vert"))
    out = read(tmp_path / "out.vert")
    assert dups(out, A) == ["0", "0", "1", "0", "1"]  # short blocks: by exact equality
    assert "dup_of" not in marks(out)[A]["attrs"]  # no earlier document


def test_rerun_and_file_order_give_identical_marks(tmp_path: Path) -> None:
    inputs = [str(p) for p in _portals(tmp_path / "in")]
    state = tmp_path / "state"
    dedup_files(_settings(workers=1), inputs, str(tmp_path / "first.vert"), str(state))
    dedup_files(_settings(workers=1), inputs, str(tmp_path / "again.vert"), str(state))  # same index: a rerun
    dedup_files(_settings(workers=2, chunk_bytes=3000, memory_mb=0), inputs[::-1], str(tmp_path / "reversed.vert"))
    first, again = read(tmp_path / "first.vert"), read(tmp_path / "again.vert")
    assert first == again
    assert marks(read(tmp_path / "reversed.vert")) == marks(first)


def test_persistent_index_two_runs_equal_one(tmp_path: Path) -> None:
    day1 = write(tmp_path / "day1.vert", doc(A, "2026-11-20T10:00:00Z", STORY[:5], head="Rozpočet")
                 + doc("eeee000000000005", "2026-11-20T10:05:00Z", OTHER))
    day2 = write(tmp_path / "day2.vert", doc(B, "2026-11-21T08:00:00Z", STORY[2:], head="Rozpočet")
                 + doc(C, "2026-11-21T09:00:00Z", OTHER[:2] + [STORY[0]]))
    state = tmp_path / "state"
    dedup_files(_settings(), [str(day1)], str(tmp_path / "d1.vert"), str(state))
    dedup_files(_settings(), [str(day2)], str(tmp_path / "d2.vert"), str(state))
    dedup_files(_settings(), [str(day1), str(day2)], str(tmp_path / "both.vert"))
    both = marks(read(tmp_path / "both.vert"))
    split = {**marks(read(tmp_path / "d1.vert")), **marks(read(tmp_path / "d2.vert"))}
    assert split == both
    assert both[C]["attrs"]["dup_share"] != "0.00" and [b[1] for b in both[C]["blocks"]] == ["1", "1", "1"]


def test_remove_output_lints_and_tags(tmp_path: Path) -> None:
    inputs = [str(p) for p in _portals(tmp_path)]
    out = tmp_path / "removed.vert.xz"
    done = cli("dedup", "-i", *inputs, "-o", str(out), "--remove", "-m", "2")
    assert done.returncode == 0, done.stderr
    text = read(out)
    assert_lints(out)
    found = marks(text)
    assert C not in found and B not in found  # near-duplicates of the first copy are gone
    assert all(b[1] == "0" for d in found.values() for b in d["blocks"])
    summary = re.search(r"removed (\d+) documents, (\d+) paragraphs, (\d+) tokens", done.stderr)
    assert summary is not None and summary.group(1) == "2"
    tokens_in = sum(1 for p in inputs for line in read(Path(p)).split("\n") if line and not line.startswith("<"))
    tokens_out = sum(1 for line in text.split("\n") if line and not line.startswith("<"))
    assert int(summary.group(3)) == tokens_in - tokens_out
    left = re.search(r"(\d+) documents, (\d+) paragraphs, \d+ duplicate paragraphs", done.stderr)
    assert left is not None, done.stderr  # the counts are those of the output, not of the input
    assert int(left.group(1)) == len(found)
    assert int(left.group(2)) == sum(b[0] != "head" for d in found.values() for b in d["blocks"])
    tagged = tmp_path / "tagged.vert"
    done = cli("tag", "-i", str(out), "-o", str(tagged), "-l", model_path(), "-m", "1")
    assert done.returncode == 0, done.stderr
    assert_lints(tagged)
    assert len(marks(read(tagged))) == len(found)


def test_tagged_input_and_headings(tmp_path: Path) -> None:
    """A tagged vertical (word, lemma, tag) and <h2> headings: marks judge the first column only."""
    plain = doc(A, "2026-11-20T10:00:00Z", STORY[:3], tag="h2")
    tagged = "\n".join(f"{line}\t{line.lower()}\tNN" if line and not line.startswith("<") else line
                       for line in doc(B, "2026-11-21T10:00:00Z", STORY[:3]).split("\n"))
    src = write(tmp_path / "mixed.vert", plain)
    src2 = write(tmp_path / "tagged.vert", tagged)
    dedup_files(_settings(), [str(src)], str(tmp_path / "o1.vert"), str(tmp_path / "st"))
    dedup_files(_settings(), [str(src2)], str(tmp_path / "o2.vert"), str(tmp_path / "st"))
    assert [b[:2] for b in marks(read(tmp_path / "o1.vert"))[A]["blocks"]] == [["h2", "0"]] * 3
    assert dups(read(tmp_path / "o2.vert"), B) == ["1"] * 3
    assert_lints(tmp_path / "o2.vert")


def test_dask_output_identical_to_local(tmp_path: Path) -> None:
    inputs = [str(p) for p in _portals(tmp_path)]
    local = cli("dedup", "-i", *inputs, "-o", str(tmp_path / "local.vert.xz"), "-m", "2")
    assert local.returncode == 0, local.stderr
    dask = cli("dedup", "-i", *inputs, "-o", str(tmp_path / "dask.vert.xz"), "-m", "2", "--executor", "dask",
               timeout=300)
    assert dask.returncode == 0, dask.stderr
    assert "Dask" in dask.stderr
    assert (tmp_path / "dask.vert.xz").read_bytes() == (tmp_path / "local.vert.xz").read_bytes()


def test_malformed_document_is_left_out_and_the_rest_marked(tmp_path: Path) -> None:
    good = doc(A, "2026-11-20T10:00:00Z", STORY[:2]) + doc(B, "2026-11-20T11:00:00Z", STORY[:2])
    broken = doc(C, "2026-11-20T12:00:00Z", STORY[:2]).replace("</p>\n", "", 1)
    src = write(tmp_path / "in.vert", good + broken)
    done = cli("dedup", "-i", str(src), "-o", str(tmp_path / "out.vert"), "-m", "1")
    assert done.returncode == 1
    errors = [line for line in done.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "in.vert:" in errors[0] and "not balanced" in errors[0] and C in errors[0]
    assert "Traceback" not in done.stderr
    # the small file is one chunk: before session 23 it was copied as it was, unmarked; now only the broken
    # document is left out and the others are marked
    out = read(tmp_path / "out.vert")
    assert list(marks(out)) == [A, B] and dups(out, B) == ["1", "1"]
    assert_lints(tmp_path / "out.vert")


def test_usage_errors(tmp_path: Path) -> None:
    src = write(tmp_path / "in.vert", doc(A, "2026-11-20T10:00:00Z", STORY[:1]))
    assert cli("dedup", "-i", str(src)).returncode == 2
    assert cli("dedup", "-i", str(src), "-o", str(tmp_path / "x.txt")).returncode == 2
    assert cli("dedup", "-i", str(tmp_path / "missing.vert"), "-o", str(tmp_path / "o.vert")).returncode == 2
    state = tmp_path / "st"
    assert cli("dedup", "-i", str(src), "-o", str(tmp_path / "o.vert"), "--state", str(state)).returncode == 0
    other = cli("dedup", "-i", str(src), "-o", str(tmp_path / "o.vert"), "--state", str(state), "--ngram", "5")
    assert other.returncode == 2 and "ngram" in other.stderr
    empty = write(tmp_path / "empty.vert", "")
    assert cli("dedup", "-i", str(empty), "-o", str(tmp_path / "e.vert")).returncode == 1
    assert not (tmp_path / "e.vert").exists()


def test_workspace_mode_day_by_day(tmp_path: Path) -> None:
    """verts/<source>/*.vert.xz -> deduped/<source>/ with markers; a new day's file is the only work of
    the next run and is judged against the index of the days before."""
    ws = tmp_path / "ws"
    write(ws / "verts" / "one" / "20261120T100000Z.vert.xz", doc(A, "2026-11-20T10:00:00Z", STORY, head="Rozpočet"))
    done = cli("dedup", "-W", str(ws), "-m", "1")
    assert done.returncode == 0, done.stderr
    first = ws / "deduped" / "one" / "20261120T100000Z.vert.xz"
    assert (first.parent / (first.name + ".done")).exists()
    assert dups(read(first), A) == ["0"] * 9
    write(ws / "verts" / "two" / "20261121T080000Z.vert.xz",
          doc(B, "2026-11-21T08:00:00Z", STORY[:4] + OTHER, head="Rozpočet", source="two"))
    before = first.stat().st_mtime_ns
    done = cli("dedup", "-W", str(ws), "-m", "1")
    assert done.returncode == 0, done.stderr
    assert first.stat().st_mtime_ns == before  # done outputs are not redone
    second = read(ws / "deduped" / "two" / "20261121T080000Z.vert.xz")
    assert dups(second, B) == ["1"] * 5 + ["0"] * 3
    assert "two: 1 files" in done.stderr
    again = cli("dedup", "-W", str(ws))
    assert again.returncode == 0 and "nothing to dedup" in again.stderr
    table = cli("stats", "-W", str(ws))
    assert table.returncode == 0, table.stderr
    header = next(line for line in table.stdout.splitlines() if line.startswith("source"))
    row = next(line for line in table.stdout.splitlines() if line.startswith("two "))
    column_end = header.index("dup %") + len("dup %")  # numbers are right-aligned under their header
    assert row[:column_end].split()[-1] == "57.1"  # 4 of its 7 paragraphs (the <head> title is none) are duplicates
    report = ws / "report.html"
    assert cli("report", "-W", str(ws), "-o", str(report)).returncode == 0
    assert "Duplicate paragraphs per day and source" in report.read_text() and "57.1%" in report.read_text()


def test_tag_reads_deduped_unless_switched_off(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    write(ws / "verts" / "one" / "a.vert.xz", doc(A, "2026-11-20T10:00:00Z", STORY[:2] + STORY[:1]))
    assert cli("dedup", "-W", str(ws), "-m", "1").returncode == 0
    done = cli("tag", "-W", str(ws), "-l", model_path(), "-m", "1")
    assert done.returncode == 0, done.stderr
    assert dups(read(ws / "tagged" / "one" / "a.vert.xz"), A) == ["0", "0", "1"]
    off = tmp_path / "off"
    write(off / "verts" / "one" / "a.vert.xz", doc(A, "2026-11-20T10:00:00Z", STORY[:2]))
    (off / "corpustools.toml").write_text("[dedup]\nenabled = false\n")
    done = cli("tag", "-W", str(off), "-l", model_path(), "-m", "1")
    assert done.returncode == 0, done.stderr
    assert dups(read(off / "tagged" / "one" / "a.vert.xz"), A) == [None, None]  # verts/ as before


def test_workspace_on_dask_identical_to_local(tmp_path: Path) -> None:
    outputs = {}
    for executor in ("local", "dask"):
        ws = tmp_path / executor
        for i, path in enumerate(_portals(tmp_path / "in")):
            text = read(path)
            write(ws / "verts" / ("one" if i % 2 else "two") / f"2026112{i}T100000Z.vert.xz", text)
        done = cli("dedup", "-W", str(ws), "-m", "2", "--executor", executor, timeout=300)
        assert done.returncode == 0, done.stderr
        assert ("Dask" in done.stderr) == (executor == "dask")
        outputs[executor] = {p.relative_to(ws).as_posix(): p.read_bytes() for p in sorted(ws.glob("deduped/*/*.vert.xz"))}
    assert len(outputs["local"]) == 3 and outputs["dask"] == outputs["local"]


def test_a_truncated_input_fails_alone(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    write(ws / "verts" / "one" / "good.vert.xz", doc(A, "2026-11-20T10:00:00Z", STORY))
    broken = write(ws / "verts" / "one" / "broken.vert.xz", doc(B, "2026-11-20T11:00:00Z", STORY * 20))
    broken.write_bytes(broken.read_bytes()[: broken.stat().st_size // 2])
    done = cli("dedup", "-W", str(ws), "-m", "1")
    assert done.returncode == 1
    errors = [line for line in done.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "broken.vert.xz" in errors[0] and "Traceback" not in done.stderr
    assert dups(read(ws / "deduped" / "one" / "good.vert.xz"), A) == ["0"] * 8
    assert not (ws / "deduped" / "one" / "broken.vert.xz").exists()
    assert not list((ws / "deduped").rglob(".*tmp*"))
