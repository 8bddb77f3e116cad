"""Pages of real WARCs that vert lost or read wrongly: bodies in content codings other than gzip (zstd, which
browsers ask for since 2024, brotli, deflate with and without its zlib header, several codings, a header
that names the wrong coding), record types written in another case (``Response``), WARC/0.18 files with
garbage between their records, and the character encodings servers and pages get wrong.  Every WARC,
gzip, xz and zstd file is built here, byte by byte."""

from __future__ import annotations

import gzip
import subprocess
import sys
import zlib
from pathlib import Path

import brotli
import pytest
from warc_support import read_pages, write_warc

from corpustools.vert.decode import decode_html
from corpustools.vert.httpbody import finish_payload

REPO = Path(__file__).resolve().parent.parent


def _page(i: int) -> bytes:
    return (f"<html><head><title>Seite {i}</title></head><body><article><p>"
            + f"Die Seite Nummer {i} hat diesen Text, und er ist lang genug für einen Absatz über Köln. " * 12
            + "</p></article></body></html>").encode()


def _zstd(data: bytes, frames: int = 1) -> bytes:
    """``data`` as zstd frames (RFC 8878) of raw blocks, written by hand: magic, a frame header with a
    window descriptor (2 MB) and no checksum, then blocks of at most 128 kB (3-byte headers: last-block
    bit, type 0 = raw, size)."""
    out = b""
    step = -(-len(data) // frames)
    for f in range(frames):
        part = data[f * step:(f + 1) * step]
        out += b"\x28\xb5\x2f\xfd" + b"\x00" + b"\x58"
        blocks = [part[i:i + (1 << 17)] for i in range(0, len(part), 1 << 17)] or [b""]
        for n, block in enumerate(blocks):
            header = (len(block) << 3) | (1 if n == len(blocks) - 1 else 0)
            out += header.to_bytes(3, "little") + block
    return out


def _have_zstd() -> bool:
    try:
        import zstandard  # noqa: F401
    except ImportError:
        try:
            from compression import zstd  # type: ignore[import-not-found]  # noqa: F401
        except ImportError:
            return False
    return True


def _raw_deflate(data: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    return c.compress(data) + c.flush()


# (Content-Encoding header, how the body was really made)
CODINGS = {
    "zstd": ("zstd", lambda d: _zstd(d)),
    "zstd, several frames": ("zstd", lambda d: _zstd(d, 3)),
    "br": ("br", brotli.compress),
    "deflate with zlib header": ("deflate", zlib.compress),
    "deflate raw": ("deflate", _raw_deflate),
    "gzip then br": ("gzip, br", lambda d: brotli.compress(gzip.compress(d, mtime=0))),
    "gzip then zstd": ("gzip, zstd", lambda d: _zstd(gzip.compress(d, mtime=0))),
    "upper case": ("GZIP", lambda d: gzip.compress(d, mtime=0)),
    "declared gzip, plain": ("gzip", lambda d: d),
    "declared br, plain": ("br", lambda d: d),
    "declared zstd, plain": ("zstd", lambda d: d),
    "declared gzip, is zstd": ("gzip", lambda d: _zstd(d)),
    "declared gzip, is zlib": ("gzip", zlib.compress),
    "declared br, is gzip": ("br", lambda d: gzip.compress(d, mtime=0)),
    "declared deflate, is gzip": ("deflate", lambda d: gzip.compress(d, mtime=0)),
}
_ZSTD = {"zstd", "zstd, several frames", "gzip then zstd", "declared gzip, is zstd"}


@pytest.mark.parametrize("case", sorted(CODINGS))
def test_a_body_in_any_content_coding_is_undone(case: str) -> None:
    """A zstd body was skipped as binary, and so was one compressed otherwise than its header said (zlib
    or zstd declared gzip).  Without a zstd decoder it is counted as ``unknown_coding``, not ``binary``."""
    header, make = CODINGS[case]
    body = make(_page(1))
    payload, reason, capped = finish_payload(body, f";{header.lower()}", 1 << 20, False)
    if case in _ZSTD and not _have_zstd():
        assert reason == "unknown_coding"
        return
    assert (payload, reason, capped) == (_page(1), "", False)


def test_a_zstd_bomb_is_capped() -> None:
    payload, reason, capped = finish_payload(_zstd(_page(1) * 2000), ";zstd", 10000, False)
    if not _have_zstd():
        pytest.skip("no zstd decoder")
    assert len(payload) == 10000 and capped and reason == ""


def test_a_coding_nobody_decodes_is_counted_as_such() -> None:
    body = b"\x1f\x9d\x90" + bytes(range(256)) * 4  # compress (LZW), which browsers dropped long ago
    assert finish_payload(body, ";compress", 1 << 20, False)[1] == "unknown_coding"
    assert finish_payload(bytes(range(256)) * 4, "", 1 << 20, False)[1] == "binary"  # (not compressed at all)


def _record(i: int, block: bytes, rec_type: str = "response", version: str = "1.0") -> bytes:
    head = (f"WARC/{version}\r\nWARC-Type: {rec_type}\r\n"
            f"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{i:012d}>\r\nWARC-Date: 2026-11-20T10:00:00Z\r\n"
            f"WARC-Target-URI: https://example.org/page{i}\r\nContent-Type: application/http; msgtype=response\r\n"
            f"Content-Length: {len(block)}\r\n\r\n")
    return head.encode() + block + b"\r\n\r\n"


def _response(i: int, page: bytes | None = None, headers: str = "Content-Type: text/html; charset=utf-8") -> bytes:
    return f"HTTP/1.1 200 OK\r\n{headers}\r\n\r\n".encode() + (_page(i) if page is None else page)


@pytest.mark.parametrize("container", ["warc", "xz", "gz", "gz-pairs"])
@pytest.mark.parametrize("version", ["1.0", "1.1", "0.18"])
def test_a_record_type_in_another_case_is_a_response(tmp_path: Path, container: str, version: str) -> None:
    """``WARC-Type: Response`` was skipped as malformed (and, read by warcio, its HTTP headers were taken
    for the page's start)."""
    types = ["Response", "RESPONSE", "response", "rEsPoNsE"]
    records = [_record(i, _response(i), t, version) for i, t in enumerate(types, 1)]
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages == {f"page{i}": _page(i) for i in range(1, 5)}
    assert counters == {"records": 4}


@pytest.mark.parametrize("container", ["warc", "xz", "gz"])
@pytest.mark.parametrize("version", ["0.18", "0.17"])
def test_garbage_in_a_warc_0_18_file_is_skipped_to_the_next_record(tmp_path: Path, container: str,
                                                                   version: str) -> None:
    """Heritrix 1's WARC/0.18 (and 0.17): the records after garbage were lost ("not a readable WARC/ARC
    from here on"), as the search for the next record knew only ``WARC/1.x`` lines."""
    records = [_record(i, _response(i), version=version) for i in range(1, 6)]
    records[1] += b"this is no record\r\n"
    records[3] += b"\x00\x07 binary rubbish \xff\xfe\r\n" * 3
    pages, counters = read_pages(write_warc(tmp_path, records, container))
    assert pages == {f"page{i}": _page(i) for i in range(1, 6)}
    assert counters["skipped:garbage"] == 2 and counters["input_damaged"] == 1


def test_vert_writes_every_page_whatever_its_coding_and_counts_what_it_skips(tmp_path: Path) -> None:
    """The whole command on a per-record gzip WARC of responses in every coding, types in any case and a
    body nobody decodes: each page is a document, the one skipped is counted so, and the counts the
    command prints equal the vertical's."""
    records = []
    for i, case in enumerate(sorted(CODINGS), 1):
        header, make = CODINGS[case]
        body = make(_page(i))
        records.append(_record(i, _response(i, body, f"Content-Type: text/html\r\nContent-Encoding: {header}"),
                               "Response" if i % 2 else "response"))
    n = len(records)
    records.append(_record(n + 1, _response(n + 1, b"\x1f\x9d\x90" + bytes(range(256)) * 4,
                                            "Content-Type: text/html\r\nContent-Encoding: compress")))
    path = write_warc(tmp_path, records, "gz")
    out = tmp_path / "out.vert"
    run = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-m", "1", "-i", str(path), "-o", str(out)],
                         capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 0, run.stderr
    text = out.read_text()
    zstd = sum(case in _ZSTD for case in CODINGS)
    docs = n if _have_zstd() else n - zstd
    assert text.count("<doc ") == docs
    assert "Köln" in text and "Traceback" not in run.stderr
    assert f"{docs} documents" in run.stderr
    assert f"unknown_coding {n + 1 - docs}" in run.stderr


CZECH = "Příliš žluťoučký kůň úpěl ďábelské ódy. Šťastný Žofín, „uvozovky“ – a pomlčka. Ťuk, ťuk, šťovík. "
RUSSIAN = "Съешь же ещё этих мягких французских булок, да выпей чаю. Москва: новости дня и погода. "
RUSSIAN2 = "Широкая электрификация южных губерний даст мощный толчок подъёму сельского хозяйства. Киев и Минск. "
JAPANESE2 = "大阪府の経済ニュースです。新しい駅が来年開業する予定で、地元の商店街は期待しています。"
JAPANESE = "日本語のテキストです。東京都の天気予報によると、明日は晴れるでしょう。ニュース速報をお伝えします。"
# (text, the encoding its bytes are in, the charset its server declares)
MISLABELLED = {
    "czech windows-1250 declared iso-8859-2": (CZECH, "windows-1250", "iso-8859-2"),
    "russian windows-1251 declared koi8-r": (RUSSIAN, "windows-1251", "koi8-r"),
    "russian koi8-r declared windows-1251": (RUSSIAN2, "koi8-r", "windows-1251"),
    "japanese euc-jp declared shift_jis": (JAPANESE, "euc-jp", "shift_jis"),
    "japanese shift_jis declared euc-jp": (JAPANESE2, "shift_jis", "euc-jp"),
}
RIGHTLY_LABELLED = {  # what must not change: a declaration that is right, in the same scripts
    "czech iso-8859-2": (CZECH.replace("„", '"').replace("“", '"').replace("–", "-"), "iso-8859-2", "iso-8859-2"),
    "russian koi8-r": (RUSSIAN, "koi8-r", "koi8-r"),
    "russian windows-1251": (RUSSIAN, "windows-1251", "windows-1251"),
    "russian capitals koi8-r": (RUSSIAN.upper(), "koi8-r", "koi8-r"),
    "japanese shift_jis": (JAPANESE, "shift_jis", "shift_jis"),
}


def _html(text: str, n: int = 6) -> str:
    return f"<html><head><title>T</title></head><body><article><p>{text * n}</p></article></body></html>"


@pytest.mark.parametrize("case", sorted(MISLABELLED) + sorted(RIGHTLY_LABELLED))
def test_a_page_in_another_encoding_of_its_script_than_declared_is_decoded_right(case: str) -> None:
    """Windows bytes under an ISO label lost every š, ť, ž and „ “ to C1 controls; KOI8-R and windows-1251
    declared for each other read small letters as capitals of other letters; a Japanese page in EUC-JP
    declared Shift_JIS was U+FFFD.  A right declaration is kept."""
    text, enc, label = {**MISLABELLED, **RIGHTLY_LABELLED}[case]
    page = _html(text)
    decoded, _enc, replaced = decode_html(page.encode(enc), f"text/html; charset={label}")
    assert (decoded, replaced) == (page, 0)
    meta = page.replace("<head>", f'<head><meta charset="{label}">')  # declared by the page itself
    assert decode_html(meta.encode(enc), "text/html")[0] == meta


def test_vert_writes_mislabelled_pages_in_their_real_letters(tmp_path: Path) -> None:
    """The whole command on an xz WARC of the mislabelled pages: every word in the vertical as written."""
    records = []
    for i, case in enumerate(sorted(MISLABELLED), 1):
        text, enc, label = MISLABELLED[case]
        records.append(_record(i, _response(i, _html(text, 12).encode(enc), f"Content-Type: text/html; charset={label}")))
    path = write_warc(tmp_path, records, "xz")
    out = tmp_path / "out.vert"
    run = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-m", "1", "-i", str(path), "-o", str(out)],
                         capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 0, run.stderr
    vertical = out.read_text()
    assert vertical.count("<doc ") == len(MISLABELLED)
    for word in ("žluťoučký", "Šťastný", "ťuk", "французских", "Москва", "Киев", "губерний"):
        assert word in vertical, word
    joined = vertical.replace("\n<g/>\n", "")  # (Japanese is a token a character, glued)
    assert "東京都の天気予報" in joined and "大阪府の経済ニュース" in joined


def test_a_single_stream_xz_with_many_garbage_stretches_is_decompressed_once(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Each damaged stretch of a one-stream xz file made the reader decompress the file again from its
    start twice (to search for the next record, then to read on from it): 40 stretches in 20 MB cost
    28 CPU-s instead of 1.3.  The bytes decompressed (counted where the decompression loop gives them)
    no longer grow with the stretches; every page is read, every stretch counted."""
    from corpustools.warc import container

    produced = [0]
    members = container.iter_members

    def counting(fh: object, kind: str) -> object:
        for piece in members(fh, kind):  # type: ignore[arg-type]
            produced[0] += len(piece.data)
            yield piece

    monkeypatch.setattr(container, "iter_members", counting)
    records = [_record(i, _response(i)) + (b"this is no record\r\n" if i % 5 == 2 else b"") for i in range(1, 101)]
    path = write_warc(tmp_path, records, "xz")
    pages, counters = read_pages(path)
    assert pages == {f"page{i}": _page(i) for i in range(1, 101)}
    assert counters["skipped:garbage"] == 20 and counters["records"] == 100
    # the file's first bytes, the quick reader (up to the first stretch) and warcio's reading each open it
    # once, and each decompresses ahead (4 MB) on its thread: three times the file, whatever the stretches
    # (the code before: 43 times, twice more per stretch)
    assert produced[0] <= 3 * len(b"".join(records))

