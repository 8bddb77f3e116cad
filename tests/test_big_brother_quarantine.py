"""One bad file never blocks the rest: a vertical that cannot be read (by dedup, the first stage after
vert) fails, is retried, and after ``big_brother.max_failures`` attempts is moved to ``state/quarantine/`` and reported, while the good
files are tagged at once."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest
from big_brother_support import (
    PARAGRAPHS,
    db_rows,
    make_workspace,
    run_bb,
    stats_json,
    tagger_model,
    vertical_counts,
)
from log_support import unstamped

GOOD = """<doc id="{n}" url="http://www.example.cz/{n}" title="Kočky {n}" source="src" lang="cs">
<p lang="cs">
<s>
Vidím
kočky
<g/>
.
</s>
</p>
</doc>
"""


@pytest.mark.skipif(tagger_model() is None, reason="the MorphoDiTa test model is installed by ./configure.sh")
def test_poisoned_vertical_is_quarantined_while_the_rest_completes(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    verts = root / "verts" / "src"
    verts.mkdir(parents=True)
    for n in ("a", "b"):
        (verts / f"{n}.vert.xz").write_bytes(lzma.compress(GOOD.format(n=n).encode()))
    poisoned = verts / "bad.vert.xz"
    poisoned.write_bytes(lzma.compress(GOOD.format(n="bad").encode())[:40] + b"\x00garbage" * 50)

    first = run_bb(root)
    assert first.returncode == 1
    assert "verts/src/bad.vert.xz: not finished (1st failure of 2" in first.stderr
    for n in ("a", "b"):
        assert vertical_counts(root / "tagged" / "src" / f"{n}.vert.xz") == {"documents": 1, "tokens": 3, "text_tokens": 3}
    assert poisoned.exists() and not (root / "tagged" / "src" / "bad.vert.xz").exists()

    second = run_bb(root)
    assert second.returncode == 1
    moved = root / "state" / "quarantine" / "dedup" / "src" / "bad.vert.xz"
    assert moved.read_bytes()[:6] == b"\xfd7zXZ\x00" and not poisoned.exists()
    assert "-ERR big-brother: dedup: verts/src/bad.vert.xz: failed 2 times; set aside as " \
           "state/quarantine/dedup/src/bad.vert.xz" in unstamped(second.stderr)

    runs = len(db_rows(root, "SELECT id FROM runs"))
    third = run_bb(root)
    assert third.returncode == 0, third.stderr
    assert len(db_rows(root, "SELECT id FROM runs")) == runs  # nothing left to do
    stats = stats_json(root)
    assert [(q["stage"], q["input"], q["moved_to"]) for q in stats["quarantined"]] == [
        ("dedup", "verts/src/bad.vert.xz", "state/quarantine/dedup/src/bad.vert.xz")]
    assert stats["failing"] == []
    assert stats["sources"]["src"]["tagged"] == 2


def _warc(url: str, html: str) -> bytes:
    """A small WARC with one HTML response, xz-compressed."""
    return lzma.compress(_warc_records(url, html))


def _warc_records(url: str, html: str) -> bytes:
    """The records of a WARC with one HTML response, uncompressed."""
    import io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    buffer = io.BytesIO()
    writer = WARCWriter(buffer, gzip=False)
    headers = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1")
    writer.write_record(writer.create_warc_record(url, "response", payload=io.BytesIO(html.encode()),
                                                  http_headers=headers))
    return buffer.getvalue()


def test_input_that_hangs_its_stage_is_found_alone_and_set_aside(tmp_path: Path) -> None:
    """vert hangs on one input (a WARC far too long for the stage's time limit: 32,000 paragraphs read by
    the slow, seeded langdetect; before session 22 a FIFO nobody writes to, which vert now names and
    passes over): the stage is ended at its time limit, the next run tries the pending files one at a
    time, converts the good one and quarantines the hanging one."""
    from corpustools.workspace import mark_done

    root = make_workspace(tmp_path / "ws", big_brother__max_failures=1, big_brother__stage_time_limit=8.0,
                          vert__langid="langdetect")
    warcs = root / "warcs" / "src"
    warcs.mkdir(parents=True)
    hang = warcs / "a-hang.warc.xz"
    pages = [_warc_records(f"http://www.example.cz/a{i}", "<html><body><article>" + "".join(
        f"<p>{PARAGRAPHS[(i + j) % len(PARAGRAPHS)]} Odstavec {i}.{j}.</p>" for j in range(2000))
        + "</article></body></html>") for i in range(16)]
    hang.write_bytes(lzma.compress(b"".join(pages), preset=0))
    mark_done(hang)
    good = warcs / "b-good.warc.xz"
    text = "".join(f"<p>{p} {q}</p>" for p, q in zip(PARAGRAPHS, reversed(PARAGRAPHS)))
    good.write_bytes(_warc("http://www.example.cz/b", f"<html><head><title>Rozpočet</title></head><body>"
                                                     f"<article><h1>Rozpočet obce</h1>{text}</article></body></html>"))
    mark_done(good)

    first = run_bb(root)
    assert first.returncode == 1 and "time limit of 8 s exceeded" in first.stderr
    assert "pending files are tried one at a time" in first.stderr

    second = run_bb(root)
    assert "trying the 2 pending file(s) one at a time" in second.stderr
    assert vertical_counts(root / "verts" / "src" / "b-good.vert.xz")["documents"] == 1
    assert vertical_counts(root / "tagged" / "src" / "b-good.vert.xz")["documents"] == 1
    assert (root / "state" / "quarantine" / "vert" / "src" / "a-hang.warc.xz").exists() and not hang.exists()
    assert "set aside as state/quarantine/vert/src/a-hang.warc.xz" in second.stderr
