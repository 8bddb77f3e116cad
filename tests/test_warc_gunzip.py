"""A ``.warc.gz`` is inflated with ISA-L in vert's reading process: the same records, offsets and
counters as zlib gives, for a whole file and for one with a corrupt and a truncated gzip member."""

from __future__ import annotations

import random
import zlib
from pathlib import Path

import pytest
from vert_support import make_warc, page
from warcio.bufferedreaders import BufferedReader

import corpustools.warc.reader  # noqa: F401 - what the reading process imports to read a WARC
from corpustools.vert.read import iter_html


def _pages(n: int) -> list[dict]:
    rng = random.Random(7)
    words = ["zpráva", "vláda", "Praha", "news", "über", "déjà", "город", "2026"]
    out = []
    for i in range(n):  # large enough that warcio reads each member in several 16 KiB chunks
        text = " ".join(rng.choice(words) for _ in range(8000 + 3000 * i))
        out.append({"url": f"https://www.example.cz/clanek/{i}", "html": page(f"<p>{text}</p>")})
    return out


def _read(path: Path, decompressor) -> tuple[list[tuple], dict]:  # noqa: ANN001
    saved = BufferedReader.DECOMPRESSORS["gzip"]
    BufferedReader.DECOMPRESSORS["gzip"] = decompressor
    try:
        counters: dict = {}
        records = [(r.url, r.offset, r.where, r.payload) for r in iter_html(path, counters, 10_000_000)]
        return records, counters
    finally:
        BufferedReader.DECOMPRESSORS["gzip"] = saved


def _zlib():  # noqa: ANN202
    return zlib.decompressobj(16 + zlib.MAX_WBITS)


def test_the_reading_process_inflates_with_isal(tmp_path: Path) -> None:
    pytest.importorskip("isal")
    assert type(BufferedReader.DECOMPRESSORS["gzip"]()).__module__.startswith("isal")
    pages = _pages(4)
    path = make_warc(tmp_path / "a.warc.gz", pages)
    records, counters = _read(path, BufferedReader.DECOMPRESSORS["gzip"])
    assert [r[3] for r in records] == [p["html"].encode() for p in pages]
    assert (records, counters) == _read(path, _zlib)


@pytest.mark.parametrize("damage", ["corrupt", "truncated"])
def test_a_damaged_warc_gz_reads_as_with_zlib(tmp_path: Path, damage: str) -> None:
    pytest.importorskip("isal")
    path = make_warc(tmp_path / "a.warc.gz", _pages(5))
    data = bytearray(path.read_bytes())
    third = [i for i in range(len(data)) if data[i:i + 3] == b"\x1f\x8b\x08"][5]  # a response's member
    if damage == "corrupt":
        for i in range(third + 200, third + 260):
            data[i] ^= 0x5A
    else:
        data = data[: third + 2000]
    path.write_bytes(bytes(data))
    isal_records, isal_counters = _read(path, BufferedReader.DECOMPRESSORS["gzip"])
    zlib_records, zlib_counters = _read(path, _zlib)
    assert isal_records == zlib_records
    assert isal_counters == zlib_counters
    assert isal_counters.get("input_damaged") == 1
    assert 0 < len(isal_records) < 5
