"""The command line as a new user meets it (session 27): a WARC cut short given to ``vert`` (its lines
name the file as vert's other lines do, count only whole records, and say the same of an ``.xz`` and a
``.gz`` cut alike), a damaged gzip member (nothing bare on standard error), and an ad hoc ``dedup`` of a
small vertical (one process, a small temporary index, the same output).  Real processes on real files."""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import pytest
from big_brother_support import run_cli
from log_support import unstamped
from vert_support import make_warc, page

_WORDS = ("vláda", "rozpočet", "obec", "silnice", "kraj", "škola", "nemocnice", "voda", "most", "park",
          "zastupitelstvo", "starosta", "rekonstrukce", "dotace", "občané", "náměstí", "doprava", "vlak")


def _article(n: int, paragraphs: int = 12, seed: int = 0) -> str:
    """An article of ``paragraphs`` sentences of its own (random words: a page that does not compress
    to nothing, so a cut lands inside its text)."""
    rnd = random.Random(seed * 1000 + n)
    body = "".join(f"<p>{' '.join(rnd.choice(_WORDS) for _ in range(40)).capitalize()} číslo {n}.{i}.</p>"
                   for i in range(paragraphs))
    return page(f"<article><h1>Zpráva číslo {n}</h1>{body}</article>", title=f"Zpráva {n}")


def _warc(path: Path, compress: str, pages: int = 4, paragraphs: int = 12) -> bytes:
    return make_warc(path, [dict(html=_article(i, paragraphs), url=f"https://zpravy.example.cz/{i}")
                            for i in range(pages)], compress=compress).read_bytes()


def _aged(path: Path) -> None:
    old = time.time() - 3600  # put there by hand an hour ago: not a file still being copied
    os.utime(path, (old, old))


def _docs(path: Path) -> int:
    import lzma

    data = lzma.open(path).read() if path.suffix == ".xz" else path.read_bytes()
    return data.count(b"<doc ")


def _reported(stderr: str) -> int:
    found = re.search(r": (\d+) documents, ", stderr)
    assert found, stderr
    return int(found.group(1))


# --- a WARC cut short: one line naming the file as vert names it, whole records counted as whole -------

@pytest.mark.parametrize("compress", ["xz", "gz"])
def test_a_warc_cut_inside_a_page_is_one_line_naming_the_source_in_a_workspace(tmp_path, compress):
    """A ``.warc.xz`` and a ``.warc.gz`` cut inside a page (a download or a copy cut short), in a workspace:
    the lines about the file named it 'cut.warc.xz' while the summary named 'src/cut.vert.xz'; the
    ``.xz`` gave a second -ERR line, 'kept the 3 complete records before it', counting the page cut
    short among the complete ones, while the same cut of a ``.gz`` was one line.  Now both say it in
    one line, 'src/cut.warc.xz: record at offset ... is cut short ...; its text is kept' (or, cut in
    a record vert does not read, 'the file ends inside ...'), the pages in the output are those the
    summary counts, and the status is 1."""
    data = _warc(tmp_path / f"whole.warc.{compress}", compress)
    for k in (5, 8, 11):  # inside the second, third and fourth pages' records (and never at their edges)
        at = len(data) * k // 16
        root = tmp_path / f"ws{k}"
        (root / "warcs" / "src").mkdir(parents=True)
        cut = root / "warcs" / "src" / f"cut.warc.{compress}"
        cut.write_bytes(data[:at])
        _aged(cut)
        run = run_cli("vert", "-W", str(root), cwd=root)
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
        about = [line for line in unstamped(run.stderr).splitlines() if f"cut.warc.{compress}" in line]
        assert about and all(f"src/cut.warc.{compress}" in line for line in about), run.stderr
        errors = [line for line in about if line.startswith("-ERR")]
        assert len(errors) == 1, run.stderr  # a page cut short (its text kept), or a request record
        assert "is cut short" in errors[0] or "the file ends inside" in errors[0], run.stderr
        assert "complete records" not in run.stderr, run.stderr
        out = root / "verts" / "src" / "cut.vert.xz"
        assert _docs(out) == _reported(run.stderr) >= 1, run.stderr


@pytest.mark.parametrize("compress", ["xz", "gz"])
def test_a_warc_cut_short_counts_only_whole_records_and_names_stdin(tmp_path, compress):
    """Ad hoc, the same cuts, also in a record's headers and read from standard input: every count of
    records a line gives is at most the records before the cut, and a file read from a pipe is named
    'stdin', as the summary names it (its lines named 'stdin.warc', a file nobody has).  No line is left bare
    on standard error, and the documents written are those the summary counts."""
    data = _warc(tmp_path / f"whole.warc.{compress}", compress)
    for k in range(1, 16):
        at = len(data) * k // 16
        cut = tmp_path / f"cut.warc.{compress}"
        cut.write_bytes(data[:at])
        out = tmp_path / "out.vert"
        out.unlink(missing_ok=True)
        with open(cut, "rb") as stdin:
            import subprocess

            from big_brother_support import ENV, cli

            run = subprocess.run(cli("vert", "-i", "-", "-o", str(out)), stdin=stdin, capture_output=True,
                                 text=True, env=ENV, timeout=120)
        lines = unstamped(run.stderr).splitlines()
        assert run.returncode == 1 and "Traceback" not in run.stderr, (k, run.stderr)
        assert all(line[:4] in ("+OK ", "-ERR", "-WAR") for line in lines), (k, run.stderr)
        assert not re.search(r"tmp\w*\.warc", run.stderr), (k, run.stderr)
        assert any(line.startswith("-ERR") and " stdin: " in line for line in lines), (k, run.stderr)
        for n in re.findall(r"kept the (\d+) whole record", run.stderr):
            assert int(n) <= 2 * k, (k, run.stderr)  # (at most every record begun before the cut)
        assert "complete records" not in run.stderr, run.stderr
        if out.exists():
            assert _docs(out) == _reported(run.stderr), (k, run.stderr)


def test_a_damaged_gzip_member_leaves_nothing_bare_on_standard_error(tmp_path):
    """A ``.warc.gz`` whose second page's gzip member is damaged in its middle (a disk fault, two files
    joined): warcio wrote 'Error -3 while decompressing data' or 'Error -6 Incorrect checksum found' straight
    to standard error, a line outside the log's format (without time or stage, and in a cron mail with
    nothing saying which file).  Now only vert's own lines: the page cut by the damage, the skipped
    stretch, the summary; the pages after the damage are read."""
    data = bytearray(_warc(tmp_path / "whole.warc.gz", "gz", pages=3, paragraphs=400))
    starts = [m.start() for m in re.finditer(b"\x1f\x8b\x08", bytes(data))]
    sizes = sorted((b - a, a) for a, b in zip(starts, starts[1:] + [len(data)]))
    size, start = sizes[-1]  # the largest member: a page's response
    for i in range(start + size // 2, start + size // 2 + 40):
        data[i] ^= 0x55
    bad = tmp_path / "bad.warc.gz"
    bad.write_bytes(bytes(data))
    run = run_cli("vert", "-i", str(bad), "-o", str(tmp_path / "bad.vert"), "-m", "1")
    lines = run.stderr.splitlines()
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert lines and all(line[:4] in ("+OK ", "-ERR", "-WAR") for line in lines), run.stderr
    assert "Error -" not in run.stderr, run.stderr
    assert _docs(tmp_path / "bad.vert") == _reported(run.stderr) >= 2, run.stderr


# --- dedup of a small vertical: one process, a small temporary index, the same output --------------------

def test_dedup_of_a_small_vertical_runs_in_one_process_with_the_same_output(tmp_path):
    """An ad hoc ``dedup`` of a vertical of a few hundred kB took 5-6 s of wall time for 0.8 CPU-s on a
    busy machine: it started its workers, wrote (and fsynced) six files in each of the 256 buckets of its
    temporary index and deleted them all at the end.  A small input now runs in one process with a bucket
    per 256 kB; the output is byte for byte that of the persistent index of 256 buckets and two workers."""
    pages = [dict(html=_article(i % 5, 8, seed=i // 5), url=f"https://zpravy.example.cz/{i}") for i in range(10)]
    pages += [dict(html=_article(i, 8), url=f"https://kopie.example.cz/{i}") for i in range(5)]  # copies
    warc = make_warc(tmp_path / "in.warc.gz", pages)
    vertical = tmp_path / "in.vert"
    made = run_cli("vert", "-i", str(warc), "-o", str(vertical))
    assert made.returncode == 0, made.stderr
    small = run_cli("dedup", "-v", "-i", str(vertical), "-o", str(tmp_path / "small.vert"), "-m", "2")
    assert small.returncode == 0 and "Traceback" not in small.stderr, small.stderr
    assert "a small input (about " in small.stderr and "one process, a temporary index of 1 buckets" in small.stderr
    full = run_cli("dedup", "-i", str(vertical), "-o", str(tmp_path / "full.vert"), "-m", "2",
                   "--state", str(tmp_path / "state"))
    assert full.returncode == 0, full.stderr
    assert (tmp_path / "small.vert").read_bytes() == (tmp_path / "full.vert").read_bytes()
    assert b"dup" in (tmp_path / "small.vert").read_bytes()  # (the copies are marked)
    assert len(list((tmp_path / "state" / "index").iterdir())) > 1  # (the persistent one: its buckets)
