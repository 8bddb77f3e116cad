"""A WACZ (Webrecorder's ArchiveWeb.page, Browsertrix: a zip of WARCs) taken by every command that reads the
workspace's WARCs, as ``vert`` has taken it since session 30 (session 31).

Before: ``warc check crawl.wacz`` said "not a WARC/ARC file (a WACZ file ...: unzip them ... and give those)",
``warc recompress`` said the same, ``collect --rebuild-store`` passed over a ``.wacz`` in ``warcs/`` (its tuple of
WARC names, one of two in the code, had no ``.wacz``; vert's had no ``.arc.xz``, which the rebuild read), and
vert's progress bar stood still through a WACZ's second member (its records' offsets are the member's, not the
zip's).  Now ``check`` checks each WARC under ``archive/`` as a file of its own (a line each, the zip's damage of a
member among its problems), ``recompress`` writes the one WARC the members make, the rebuild reads their links,
the names of the files taken are one tuple (``corpustools.warc.WARC_SUFFIXES``) and the bar moves by the bytes of
the WACZ read.  The WACZs are made with ``zipfile`` as Browsertrix lays them out, of WARCs the tests write.
"""

from __future__ import annotations

import logging
import lzma
import os
import pty
import re
import sys
import time
import zipfile
from pathlib import Path

from big_brother_support import run_cli
from test_warc_audit28 import _texts
from test_warc_wacz30 import _docs, _two_warcs, _vert, _wacz

from corpustools.collect.store import LinkStore
from corpustools.vert.run import _Progress


def _crawl(tmp_path: Path, deflated: bool = True) -> tuple[Path, Path, Path]:
    """Two WARCs of 7 and 5 pages and the WACZ holding them (the second deflated, as zip tools may store it)."""
    one, two = _two_warcs(tmp_path)
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()},
                 {two.name: zipfile.ZIP_DEFLATED} if deflated else None)
    return one, two, wacz


def _damage_member(wacz: Path, member: str) -> None:
    """One byte of ``member`` (stored) flipped in the middle: its gzip member's checksum and the zip's CRC fail."""
    with zipfile.ZipFile(wacz) as z:
        info = z.getinfo(member)
    data = bytearray(wacz.read_bytes())
    data[info.header_offset + 30 + len(info.filename) + info.file_size // 2] ^= 0xFF
    wacz.write_bytes(bytes(data))


def _lines(stderr: str, kind: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith(kind)]


# --- warc check ---------------------------------------------------------------------------------------------------

def test_check_checks_each_warc_of_a_wacz_as_the_warc_itself(tmp_path: Path) -> None:
    one, two, wacz = _crawl(tmp_path)
    plain = run_cli("warc", "check", str(one), str(two), cwd=tmp_path)
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    counts = re.findall(r"rec-\d\.warc\.gz: OK (\(.*\))", plain.stderr)
    assert len(counts) == 2, plain.stderr
    assert _lines(run.stderr, "+OK") and all("crawl.wacz:archive/rec-" in line for line in _lines(run.stderr, "+OK"))
    assert re.findall(r"crawl\.wacz:archive/rec-\d\.warc\.gz: OK (\(.*\))", run.stderr) == counts, run.stderr


def test_check_names_the_damaged_member_and_checks_the_others(tmp_path: Path) -> None:
    _, _, wacz = _crawl(tmp_path, deflated=False)
    _damage_member(wacz, "archive/rec-2.warc.gz")
    run = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert "crawl.wacz:archive/rec-1.warc.gz: OK (15 records" in run.stderr, run.stderr  # the other member: whole
    errors = _lines(run.stderr, "-ERR")
    assert errors and all("crawl.wacz:archive/rec-2.warc.gz: " in line for line in errors), run.stderr
    assert any("the zip member is damaged (its CRC-32" in line for line in errors), run.stderr  # the zip's word
    assert any("damaged gz data" in line for line in errors), run.stderr  # ... and the WARC's own
    assert re.search(r"rec-2\.warc\.gz: 2 problems \(", run.stderr), run.stderr


# --- warc recompress ----------------------------------------------------------------------------------------------

def test_recompress_of_a_wacz_writes_the_one_warc_of_its_warcs(tmp_path: Path) -> None:
    """A crawl Browsertrix rolled over into two WARCs, for a tool that reads one WARC and no zip."""
    one, two, wacz = _crawl(tmp_path)
    out = tmp_path / "crawl.warc.xz"
    run = run_cli("warc", "recompress", wacz.name, out.name, cwd=tmp_path)
    assert run.returncode == 0 and "-ERR" not in run.stderr and "-WARN" not in run.stderr, run.stderr
    assert "crawl.wacz -> crawl.warc.xz: 26 records" in run.stderr, run.stderr  # 2 warcinfo, 12 requests, 12 pages
    check = run_cli("warc", "check", out.name, cwd=tmp_path)
    assert check.returncode == 0 and "OK (12 cdxj_lines, 26 records" in check.stderr, check.stderr
    _, plain, _ = _vert(tmp_path, one, two)
    err, copied, status = _vert(tmp_path, out)
    assert status == 0, err
    assert [rest for _, rest in _docs(copied)] == [rest for _, rest in _docs(plain)]  # the same documents, in order


def test_recompress_of_a_damaged_wacz_copies_the_rest_and_names_the_member(tmp_path: Path) -> None:
    _, _, wacz = _crawl(tmp_path, deflated=False)
    _damage_member(wacz, "archive/rec-2.warc.gz")
    out = tmp_path / "crawl.warc.gz"
    run = run_cli("warc", "recompress", str(wacz), str(out), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    errors = _lines(run.stderr, "-ERR")
    assert errors and all("crawl.wacz:archive/rec-2.warc.gz: " in line for line in errors), run.stderr
    err, vertical, _ = _vert(tmp_path, out)
    urls = list(_texts(vertical))
    assert {f"https://news{i % 3}.example/{['en', 'cs', 'de'][i % 3]}/story-{i}" for i in range(7)} <= set(urls), err


def test_a_member_that_is_no_warc_is_one_line_and_the_others_are_copied(tmp_path: Path) -> None:
    """A page saved under archive/ with a WARC's name (a hand-made WACZ): refused as the same file given plainly is
    (warcio would take any line of five words for an ARC record's header and copy garbage), the WARCs copied."""
    one, two = _two_warcs(tmp_path)
    page = b"<!DOCTYPE html><html><head><title>Saved page</title></head><body><p>Hello</p></body></html>"
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: one.read_bytes(), "page.warc": page, two.name: two.read_bytes()})
    run = run_cli("warc", "recompress", wacz.name, "crawl.warc.gz", cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    errors = _lines(run.stderr, "-ERR")
    assert len(errors) == 1 and "crawl.wacz:archive/page.warc: not a WARC/ARC file" in errors[0], run.stderr
    assert "crawl.wacz -> crawl.warc.gz: 26 records" in run.stderr, run.stderr
    check = run_cli("warc", "check", wacz.name, cwd=tmp_path)
    assert check.returncode == 1 and len(re.findall(r"crawl\.wacz:archive/rec-\d\.warc\.gz: OK", check.stderr)) == 2
    assert "crawl.wacz:archive/page.warc: not a WARC/ARC file" in check.stderr, check.stderr


# --- collect --rebuild-store and the workspace's WARC names ------------------------------------------------------

def _arc_xz(path: Path, url: str) -> Path:
    """An ARC file (Internet Archive's format before WARC) compressed with xz, one page of ``url``."""
    html = (b"<html lang='en'><head><title>Harbour reopens</title></head><body><article><h1>Harbour reopens</h1>"
            + b"<p>The old harbour reopened on Monday after two years of repairs to its walls, and the first ferry "
            b"of the season left for the islands with more passengers than the town had expected.</p>" * 3
            + b"</article></body></html>")
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + html
    fields = b"1 0 Test\nURL IP-address Archive-date Content-type Archive-length\n"
    head = b"filedesc://%s 0.0.0.0 20100101000000 text/plain %d\n%s\n" % (path.stem.encode(), len(fields), fields)
    record = b"%s 192.0.2.1 20100101000000 text/html %d\n%s\n" % (url.encode(), len(http), http)
    path.write_bytes(lzma.compress(head + record))
    return path


def test_rebuild_store_reads_the_warcs_of_a_wacz_and_vert_takes_what_it_reads(tmp_path: Path) -> None:
    """Before: the rebuilt store knew none of the WACZ's links (they would be collected again), and vert passed
    over the workspace's .arc.xz, which the rebuild read."""
    root = tmp_path / "ws"
    source = root / "warcs" / "crawls"
    source.mkdir(parents=True)
    one, two = _two_warcs(tmp_path)
    wacz = _wacz(source / "browsertrix.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()})
    arc = _arc_xz(source / "old.arc.xz", "https://harbour.example/2010/reopens")
    old = time.time() - 3600  # dropped in by hand an hour ago
    for path in (wacz, arc):
        os.utime(path, (old, old))

    run = run_cli("collect", "--rebuild-store", "-W", str(root), cwd=tmp_path)

    assert run.returncode == 0 and "-WARN" not in run.stderr and "-ERR" not in run.stderr, run.stderr
    assert "13 links (0 from 0 link files, 13 more from 1 WARC and 1 WACZ)" in run.stderr, run.stderr
    urls = [f"https://news{i % 3}.example/{['en', 'cs', 'de'][i % 3]}/story-{i}" for i in range(12)]
    with LinkStore(root / "state" / "links.sqlite", readonly=True) as store:
        assert all(store.seen(url) for url in [*urls, "https://harbour.example/2010/reopens"])
        assert not store.seen("https://news0.example/en/story-99")

    run = run_cli("vert", "-W", str(root), "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    made = {path.name: len(_texts(lzma.decompress(path.read_bytes()).decode()))
            for path in (root / "verts" / "crawls").glob("*.vert.xz")}
    assert made == {"browsertrix.vert.xz": 12, "old.vert.xz": 1}, run.stderr


# --- vert's progress bar ------------------------------------------------------------------------------------------

def test_vert_progress_moves_through_a_waczs_members(tmp_path: Path) -> None:
    """The bar on a real terminal (a pty as stderr), told of the records vert gives for the WACZ, in order: it moves
    through both members by the WACZ's bytes, up to the file's size.  Before, it counted each member's own offsets,
    so it stood still through the second member (and every later one)."""
    _, _, wacz = _crawl(tmp_path, deflated=False)
    _, vertical, status = _vert(tmp_path, wacz)
    places = [place.split(":", 1)[1] for place, _ in _docs(vertical)]  # archive/rec-N.warc.gz:OFFSET
    assert status == 0 and len(places) == 12
    with zipfile.ZipFile(wacz) as z:
        second = z.getinfo("archive/rec-2.warc.gz").header_offset
    master, slave = pty.openpty()
    terminal = os.fdopen(slave, "w")
    stderr, level = sys.stderr, logging.getLogger("corpustools").level
    sys.stderr = terminal
    logging.getLogger("corpustools").setLevel(logging.INFO)
    try:
        progress = _Progress("out.vert", [wacz])
        assert progress.bar is not None
        progress.reading(wacz)
        shown = []
        for n, place in enumerate(places, 1):
            progress.at(place, int(place.rsplit(":", 1)[1]), n)
            shown.append(progress.bar.n)
        progress.close()
    finally:
        sys.stderr = stderr
        logging.getLogger("corpustools").setLevel(level)
        terminal.close()
        os.close(master)
    in_second = [n for n, place in zip(shown, places) if place.startswith("archive/rec-2")]
    assert len(in_second) == 5 and min(in_second) >= second, (shown, second)  # past the first member
    assert in_second == sorted(set(in_second)), shown  # each record of it moves the bar
    assert shown == sorted(shown) and shown[-1] <= wacz.stat().st_size, shown
