"""A single-stream ``.warc.xz`` damaged in its middle (session 29, issue 12's "never lose a page").

* Python's lzma gives nothing of a decompress call that meets corrupt data, and the reader asked for up to
  256 kB a call: a ``.warc.xz`` of one stream whose damage lay within its first 256 kB of WARC data was
  refused whole ("not a WARC/ARC file (error: corrupt xz data at offset 0 ...)"), and in a larger one the
  records decoded in the failing call were lost.  Now the data up to the damage is decoded again in small
  steps: every record before the damage is kept.
* ``xz -T`` writes one stream in blocks, each compressed on its own, listed in the stream's index: after
  damage in one block, nothing after it was read.  Now reading goes on at the first record of the blocks
  after the damaged one; the -ERR line names the file, the damage's offset and the bytes lost; the pages
  keep the places (``warc="FILE:STREAM:OFFSET"``) they have in the whole file.
* A stream of one block (``xz`` single-threaded) cannot go on after the damage: the line says so.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _article, _http, _record, _texts

pytestmark = pytest.mark.skipif(shutil.which("xz") is None, reason="the xz tool writes the blocks")

PAGES = 60


def _warc(tmp_path: Path) -> Path:
    rng = random.Random(29)
    words = ["river", "council", "budget", "school", "library", "repair", "mayor", "street", "winter", "market"]
    records = []
    for i in range(PAGES):
        noise = " ".join(rng.choice(words) + str(rng.randrange(10**6)) for _ in range(200))
        html = _article(f"Page number {i}").replace("</article>", f"<p>{noise}.</p></article>")
        records.append(_record("WARC/1.0", "response", f"http://x.example/{i}", _http(html.encode()), _RESPONSE,
                               rid=f"<urn:uuid:{uuid.UUID(int=i)}>"))
    path = tmp_path / "crawl.warc"
    path.write_bytes(b"".join(records))
    return path


def _xz(path: Path, *options: str) -> Path:
    subprocess.run(["xz", "-k", "-f", *options, str(path)], check=True)
    return path.with_name(path.name + ".xz")


def _damage(path: Path, at: float) -> int:
    data = bytearray(path.read_bytes())
    where = int(len(data) * at)
    for i in range(where, where + 12):
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))
    return where


def _said_offset(line: str) -> int:
    return int(re.search(r"corrupt xz data at offset (\d+)", line).group(1))


def _vert(tmp_path: Path, path: Path) -> tuple[str, str, int]:
    out = tmp_path / "out.vert"
    run = run_cli("vert", "-i", str(path), "-o", str(out), "-m", "1", cwd=tmp_path)
    return run.stderr, out.read_text("utf-8") if out.exists() else "", run.returncode


def _places(vertical: str) -> dict[str, str]:
    return dict(re.findall(r'<doc [^>]*?url="([^"]+)"[^>]*?warc="[^":]+:([^"]+)"', vertical)) or {
        url: place for place, url in re.findall(r'<doc [^>]*?warc="[^":]+:([^"]+)"[^>]*?url="([^"]+)"', vertical)}


def test_the_blocks_after_a_damaged_one_are_read(tmp_path: Path) -> None:
    """Before: one -ERR line, the pages of the blocks after the damage lost (and those the failing call held)."""
    path = _xz(_warc(tmp_path), "-T2", "--block-size=40000")
    whole_err, whole, _ = _vert(tmp_path, path)
    assert len(_texts(whole)) == PAGES, whole_err
    where = _damage(path, 0.45)
    err, vertical, status = _vert(tmp_path, path)
    assert "Traceback" not in err and status == 1, err
    errors = [line for line in err.splitlines() if line.startswith("-ERR") and "crawl.warc.xz" in line]
    block_line = [line for line in errors if "going on with the next record" in line]
    assert len(block_line) == 1 and where <= _said_offset(block_line[0]) < where + 4096, err  # (found a little on: the garbage decodes a while)
    assert re.search(r"\(\d+ bytes of WARC data\)", block_line[0]), block_line
    docs = _places(vertical)
    urls = [f"http://x.example/{i}" for i in range(PAGES)]
    first_lost = next(i for i, url in enumerate(urls) if url not in docs)
    assert first_lost > PAGES * 0.3, (first_lost, err)  # every page before the damage
    assert all(url in docs for url in urls[first_lost + 20:]), err  # the blocks after it
    assert PAGES - len(docs) < 15, err
    assert all(docs[url] == place for url, place in _places(whole).items() if url in docs)  # the same places
    assert re.search(rf"vert: \S+: {len(_texts(vertical))} documents, .*skipped: garbage 1 ", err), err


def test_a_one_block_stream_keeps_every_record_before_the_damage(tmp_path: Path) -> None:
    """Before: 'not a WARC/ARC file (error: corrupt xz data at offset 0 (Corrupt input data))', no output."""
    path = _xz(_warc(tmp_path), "-T1")
    where = _damage(path, 0.5)
    err, vertical, status = _vert(tmp_path, path)
    assert "Traceback" not in err and status == 1, err
    docs = _texts(vertical)
    assert len(docs) >= PAGES * 0.4 and list(docs) == [f"http://x.example/{i}" for i in range(len(docs))], err
    said = [line for line in err.splitlines() if "one xz stream of one block" in line]
    assert len(said) == 1 and where <= _said_offset(said[0]) < where + 4096 and "crawl.warc.xz" in said[0], err


def test_damage_in_the_last_block_loses_only_its_records(tmp_path: Path) -> None:
    """Guard: no block after the damaged one: the pages before it, one line, no search past the end."""
    path = _xz(_warc(tmp_path), "-T2", "--block-size=40000")
    _damage(path, 0.93)
    err, vertical, status = _vert(tmp_path, path)
    docs = _texts(vertical)
    assert len(docs) >= PAGES * 0.8 and list(docs) == [f"http://x.example/{i}" for i in range(len(docs))], err
    assert "Traceback" not in err and status == 1, err
    assert len([line for line in err.splitlines() if line.startswith("-ERR") and "corrupt xz data" in line]) == 1, err


def test_a_damaged_first_block_costs_only_its_records(tmp_path: Path) -> None:
    """Before: 'not a WARC/ARC file (error: corrupt xz data at offset 12 ...)': no page of the file read."""
    path = _xz(_warc(tmp_path), "-T2", "--block-size=40000")
    data = bytearray(path.read_bytes())
    for i in range(14, 24):  # the first block's header
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))
    err, vertical, status = _vert(tmp_path, path)
    docs = _texts(vertical)
    assert PAGES - 15 < len(docs) < PAGES and list(docs)[-1] == f"http://x.example/{PAGES - 1}", err
    assert "not a WARC/ARC file" not in err and "going on with the next record" in err, err
    assert "Traceback" not in err and status == 1, err
