"""``warc check`` and ``warc recompress`` of a single-stream ``.warc.xz`` damaged in its middle (session 30,
issue 12's "never lose a page").

Session 29 taught vert's reader to go on at the next xz block after a damaged one (``xz -T`` writes one
stream in blocks, :mod:`corpustools.warc.xzblocks`); check and recompress, which read records through
:mod:`corpustools.warc.raw`, still stopped at the damage ("nothing after it can be read"): a user who
salvaged a damaged crawl with ``recompress`` kept 27 of its 60 records where vert read 59 pages.  Now they
go on at the same place (``resync.after_damaged_block``, one home for both readers), their line says
the bytes of WARC data lost and where reading resumed, and a stream of one block says why nothing after
the damage can be read and how much is lost.
"""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_audit28 import _texts
from test_warc_xzblocks29 import PAGES, _damage, _vert, _warc, _xz

pytestmark = pytest.mark.skipif(shutil.which("xz") is None, reason="the xz tool writes the blocks")


def _records(warc: bytes) -> dict[str, bytes]:
    """url → the exact bytes of its record, in a plain WARC of ``_warc``'s (every record ends in CRLF CRLF
    and the next begins with its version line)."""
    parts = re.split(rb"(?=WARC/1\.0\r\n)", warc)
    return {re.search(rb"WARC-Target-URI: (\S+)", p).group(1).decode(): p for p in parts if p}


def test_check_and_recompress_go_on_after_a_damaged_block(tmp_path: Path) -> None:
    """Before: both stopped at the damage; recompress copied the 27 records before it, check read 27."""
    plain = _warc(tmp_path)
    originals = _records(plain.read_bytes())
    path = _xz(plain, "-T2", "--block-size=40000")
    where = _damage(path, 0.45)
    _, vertical, _ = _vert(tmp_path, path)
    pages = set(_texts(vertical))

    check = run_cli("warc", "check", str(path), cwd=tmp_path)
    assert check.returncode == 1 and "Traceback" not in check.stderr, check.stderr
    said = [line for line in check.stderr.splitlines() if "damaged xz data" in line]
    assert len(said) == 1, check.stderr
    found = re.search(r"at offset (\d+): .*?; (\d+) bytes of WARC data lost; going on with the next record, at 0:(\d+) "
                      r"in the xz block at offset (\d+)", said[0])
    assert found and where <= int(found.group(1)) < int(found.group(4)), said
    checked = int(re.search(r"(\d+) records", check.stderr.splitlines()[-1]).group(1))

    copy = tmp_path / "salvaged.warc.gz"
    run = run_cli("warc", "recompress", str(path), str(copy), cwd=tmp_path)
    assert run.returncode == 1 and said[0].split(": ", 1)[1] in run.stderr, run.stderr
    copied = _records(gzip.decompress(copy.read_bytes()))
    assert len(copied) == checked > PAGES - 4, run.stderr  # one block of ~40 kB of data lost (2-3 records)
    assert all(copied[url] == originals[url] for url in copied)  # copied byte for byte
    urls = [f"http://x.example/{i}" for i in range(PAGES)]
    assert urls[-1] in copied and urls[0] in copied
    # the pages vert reads whole are the records recompress salvages (vert keeps the text of the page the
    # damage cuts as well)
    assert set(copied) <= pages and len(pages - set(copied)) <= 1, (sorted(pages - set(copied)), run.stderr)
    # the copy is whole: vert reads it without a line of damage
    err, again, status = _vert(tmp_path, copy)
    assert status == 0 and set(_texts(again)) == set(copied), err


def test_a_second_damaged_block_is_passed_over_too(tmp_path: Path) -> None:
    """Two damaged blocks: a line each, the blocks between and after them read."""
    path = _xz(_warc(tmp_path), "-T2", "--block-size=40000")
    _damage(path, 0.25)
    _damage(path, 0.7)
    copy = tmp_path / "salvaged.warc.gz"
    run = run_cli("warc", "recompress", str(path), str(copy), cwd=tmp_path)
    lines = [line for line in run.stderr.splitlines() if "damaged xz data" in line]
    assert len(lines) == 2 and all("going on with the next record" in line for line in lines), run.stderr
    numbers = sorted(int(u.rsplit("/", 1)[1]) for u in _records(gzip.decompress(copy.read_bytes())))
    gaps = [b for a, b in zip(numbers, numbers[1:]) if b != a + 1]
    assert len(gaps) == 2 and numbers[0] == 0 and numbers[-1] == PAGES - 1, (numbers, run.stderr)
    assert len(numbers) > PAGES - 15, numbers


def test_a_one_block_stream_says_why_and_what_is_lost(tmp_path: Path) -> None:
    """Guard: plain xz (one block) cannot go on; the line says so and how much WARC data is lost."""
    path = _xz(_warc(tmp_path), "-T1")
    _damage(path, 0.5)
    check = run_cli("warc", "check", str(path), cwd=tmp_path)
    said = [line for line in check.stderr.splitlines() if "damaged xz data" in line]
    assert len(said) == 1 and re.search(r"nothing after it can be read \(the stream is one xz block, as xz "
                                        r"without -T writes it: \d+ bytes of WARC data lost\)", said[0]), check.stderr
    assert check.returncode == 1, check.stderr
