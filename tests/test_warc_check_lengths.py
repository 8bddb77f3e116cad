"""A record whose block is shorter than its declared length (its gzip member or the file ends first):
``warc check`` names it, ``warc recompress`` writes it with the length it holds, so that the copy reads
back with every record.  Real files written here, real CLI processes.

Each test failed before its fix (each says what happened instead)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

from big_brother_support import run_cli
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, SK_TEXT, page, read_vert

TEXTS = [CS_TEXT, CS_TEXT2, SK_TEXT, EN_TEXT]


def _html(i: int) -> str:
    return page(f"<article><p>{TEXTS[i % 4]}</p><p>{TEXTS[(i + 1) % 4]}</p></article>", f"Článek {i}")


def _record(url: str, html: str, rid: int, too_long: int = 0) -> bytes:
    """A WARC response record declaring ``too_long`` bytes more than its block has, with its CRLF CRLF."""
    body = html.encode("utf-8")
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: %d\r\n\r\n" % len(body)
    head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-%012d>\r\n"
            b"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: %s\r\n"
            b"Content-Type: application/http; msgtype=response\r\nContent-Length: %d\r\n\r\n"
            % (rid, url.encode(), len(http) + len(body) + too_long))
    return head + http + body + b"\r\n\r\n"


def _arc(path: Path, too_long: int) -> Path:
    """An ARC (v1) file of two pages, the last declaring ``too_long`` bytes more than the file holds."""
    head = "1 0 tests\nURL IP-address Archive-date Content-type Archive-length\n"
    data = f"filedesc://{path.name} 127.0.0.1 20261120100000 text/plain {len(head)}\n{head}\n".encode()
    for i in range(2):
        http = ("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + _html(i)).encode()
        extra = too_long if i == 1 else 0
        data += f"https://a.cz/{i} 127.0.0.1 20261120100000 text/html {len(http) + extra}\n".encode() + http + b"\n"
    path.write_bytes(data)
    return path


def _urls(vertical: Path) -> list[str]:
    return re.findall(r'^<doc [^>]*url="([^"]*)"', read_vert(vertical), re.M)


def _lines(stderr: str, name: str) -> list[str]:
    return [line for line in stderr.splitlines() if name in line]


def test_a_record_longer_than_its_gzip_member_is_named_and_copied_with_its_true_length(tmp_path: Path) -> None:
    """Before: a per-record .warc.gz whose first record declares 40 bytes more than its member holds
    (vert: '-ERR record at 0 is cut short', status 1) passed `warc check` as OK, status 0; `warc
    recompress` to .warc.xz copied it with its wrong length, and vert of the copy kept 1 page of 4 (the
    record swallowed the next one's head: 'not a readable WARC/ARC from here on')."""
    urls = [f"http://www.example.cz/clanek/{i}" for i in range(4)]
    source = tmp_path / "long.warc.gz"
    source.write_bytes(b"".join(gzip.compress(_record(url, _html(i), i, 40 if i == 0 else 0))
                                for i, url in enumerate(urls)))
    run = run_cli("warc", "check", str(source))
    assert run.returncode == 1, run.stderr
    said = _lines(run.stderr, "declares")
    assert len(said) == 1 and said[0].startswith("-ERR"), run.stderr
    assert "000000000000> at offset 0: declares" in said[0] and re.search(r"declares (\d+) bytes, holds (\d+)", said[0])
    declared, held = map(int, re.search(r"declares (\d+) bytes, holds (\d+)", said[0]).groups())
    assert declared - held == 40, said

    copy = tmp_path / "long.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(copy))
    assert run.returncode == 0 and ": 4 records," in run.stderr, run.stderr
    said = _lines(run.stderr, "declares")
    assert len(said) == 1 and said[0].startswith("-WARN") and f"the copy declares {held}" in said[0], run.stderr
    run = run_cli("warc", "check", str(copy))
    assert run.returncode == 0 and "OK (" in run.stderr, run.stderr
    out = tmp_path / "copy.vert"
    run = run_cli("vert", "-q", "-i", str(copy), "-o", str(out), "-m", "1")
    assert run.returncode == 0 and _urls(out) == urls, run.stderr


def test_a_plain_warc_cut_inside_its_last_record_is_not_ok(tmp_path: Path) -> None:
    """Before: a plain WARC whose last record lacks 8 bytes (vert: '-ERR ... cut inside', status 1)
    passed `warc check` as OK."""
    source = tmp_path / "cut.warc"
    source.write_bytes(b"".join(_record(f"http://a.cz/{i}", _html(i), i) for i in range(3))[:-8])
    run = run_cli("warc", "check", str(source))
    said = _lines(run.stderr, "declares")
    assert run.returncode == 1 and len(said) == 1 and said[0].startswith("-ERR"), run.stderr
    assert "000000000002> at offset" in said[0] and "holds" in said[0], said


def test_an_arc_record_a_few_bytes_short_is_a_warning_and_many_an_error(tmp_path: Path) -> None:
    """Before: an ARC record 12 bytes short of its declared length (vert: one -WARN line, status 0: ARC
    writers that counted the line ends) passed `warc check` as OK, and so did one 300 bytes short (vert:
    -ERR, status 1).  Now the first is one -WARN line naming it (status 0), the second one -ERR line
    (status 1); recompress copies either with the length it holds, and vert reads both pages of the
    copy without a word about it."""
    for too_long, status, level in ((12, 0, "-WARN"), (300, 1, "-ERR")):
        arc = _arc(tmp_path / f"short{too_long}.arc", too_long)
        run = run_cli("warc", "check", str(arc))
        said = _lines(run.stderr, "declares")
        assert run.returncode == status and len(said) == 1 and said[0].startswith(level), run.stderr
        assert "record https://a.cz/1 at offset" in said[0] and re.search(r"declares \d+ bytes, holds \d+", said[0])
        assert ": OK (" not in run.stderr, run.stderr
        vert = tmp_path / f"short{too_long}.vert"
        run = run_cli("vert", "-q", "-i", str(arc), "-o", str(vert), "-m", "1")
        assert run.returncode == status, run.stderr
        copy = tmp_path / f"short{too_long}.warc.xz"
        run = run_cli("warc", "recompress", str(arc), str(copy))
        assert run.returncode == 0 and len(_lines(run.stderr, "the copy declares")) == 1, run.stderr
        out = tmp_path / f"copy{too_long}.vert"
        run = run_cli("vert", "-q", "-i", str(copy), "-o", str(out), "-m", "1")
        assert run.returncode == 0 and "cut short" not in run.stderr, run.stderr
        assert _urls(out) == ["https://a.cz/0", "https://a.cz/1"], run.stderr
