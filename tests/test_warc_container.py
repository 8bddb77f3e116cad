"""Reading a multi-stream .warc.xz with the decompression on a thread: same bytes, damage kept, no leftovers."""

from __future__ import annotations

import lzma
import random
import threading

from corpustools.warc.container import XzReader


def _streams(n: int = 40) -> list[bytes]:
    rng = random.Random(3)
    return [b"".join(rng.choice([b"WARC/1.1\r\n", b"slovo ", b"<p>", b"\r\n"]) for _ in range(rng.randint(1, 60000)))
            for _ in range(n)]


def test_reads_all_streams_and_locates_them(tmp_path) -> None:
    streams = _streams()
    path = tmp_path / "a.warc.xz"
    packed = [lzma.compress(s, format=lzma.FORMAT_XZ, preset=0) for s in streams]
    path.write_bytes(b"".join(packed))
    reader = XzReader(path)
    got = bytearray()
    while chunk := reader.read(7777):
        got += chunk
    reader.close()
    assert bytes(got) == b"".join(streams) and reader.error is None
    starts = [sum(len(s) for s in streams[:i]) for i in range(len(streams))]
    cstarts = [sum(len(p) for p in packed[:i]) for i in range(len(packed))]
    assert [reader.locate(d + 1) for d in starts] == [f"{c}:1" for c in cstarts]


def test_a_truncated_file_gives_what_came_before_then_the_error(tmp_path) -> None:
    streams = _streams(5)
    packed = [lzma.compress(s, format=lzma.FORMAT_XZ, preset=0) for s in streams]
    path = tmp_path / "cut.warc.xz"
    path.write_bytes(b"".join(packed)[:-200])
    reader = XzReader(path)
    got = reader.read()
    reader.close()
    assert got.startswith(b"".join(streams[:4])) and len(got) < sum(map(len, streams))
    assert reader.error and "ends inside" in reader.error


def test_closing_early_stops_the_decompressing_thread(tmp_path) -> None:
    path = tmp_path / "big.warc.xz"
    path.write_bytes(b"".join(lzma.compress(s, format=lzma.FORMAT_XZ, preset=0) for s in _streams(60)))
    before = threading.active_count()
    reader = XzReader(path)
    assert reader.read(512)
    reader.close()
    assert threading.active_count() == before
