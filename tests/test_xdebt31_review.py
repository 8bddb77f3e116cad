"""Hostile review of session 31's WACZ in ``warc check``, ``warc recompress`` and ``collect --rebuild-store``
(xreview31): the files a user hands over by mistake or half-copied, each real (zips and WARCs written here).

Before: an empty zip named .wacz was "not a WARC/ARC file (starts with b'PK\\x05\\x06\\x00…')"; a WACZ cut short
(its zip directory, at its end, gone) and a WACZ without a WARC under archive/ were both told to "unzip them
(unzip -j FILE 'archive/*' -d DIR) and give those", which they do not have or which cannot be unzipped; in
``collect --rebuild-store`` the three were warcio's "unreadable record … Unknown archive format, first line: ['PK…"
and a folder named x.wacz (an unzipped WACZ) ended the rebuild with "Is a directory" after the old store had been
moved aside, the WARCs after it unread."""

from __future__ import annotations

import lzma
import os
import subprocess
import zipfile
from pathlib import Path

import pytest
from big_brother_support import run_cli
from test_warc_wacz30 import _two_warcs, _wacz
from vert_support import make_warc

from corpustools.collect.store import LinkStore


def _empty_zip(path: Path) -> Path:
    with zipfile.ZipFile(path, "w"):
        pass
    return path


def _no_archive_folder(path: Path) -> Path:
    """A WACZ's pages list and datapackage, no WARC (an export that failed before its archive was added)."""
    with zipfile.ZipFile(path, "w") as wacz:
        wacz.writestr("pages/pages.jsonl", '{"format": "json-pages-1.0", "id": "pages"}\n')
        wacz.writestr("datapackage.json", '{"profile": "data-package", "wacz_version": "1.1.1"}')
    return path


def _cut_short(path: Path) -> Path:
    """A whole WACZ of two WARCs, of which the first 40 bytes are left (a download stopped at once: cut in its first
    member's name, so no member can be found; one cut later is read up to the cut since session 32:
    tests/test_wacz32.py)."""
    one, two = _two_warcs(path.parent)
    whole = _wacz(path.parent / "whole.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()}).read_bytes()
    path.write_bytes(whole[:40])
    return path


BROKEN = {  # what the line must say of each
    "empty": (_empty_zip, "an empty zip file"),
    "no_archive_folder": (_no_archive_folder, "a WACZ file with no WARC file under archive/"),
    "cut_short": (_cut_short, "a zip file whose directory, at its end, cannot be read: cut short or damaged"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_wacz_is_said_for_what_it_is(tmp_path: Path, kind: str) -> None:
    make, said = BROKEN[kind]
    wacz = make(tmp_path / "crawl.wacz")
    for args in (("warc", "check", str(wacz)), ("warc", "recompress", str(wacz), str(tmp_path / "out.warc.gz")),
                 ("vert", "-i", str(wacz), "-o", str(tmp_path / "out.vert"), "-m", "1")):
        run = run_cli(*args, cwd=tmp_path)
        errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR")]
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
        assert f"crawl.wacz: not a WARC/ARC file ({said}" in errors[0], run.stderr  # its first line says it
        assert "unzip" not in run.stderr and "PK\\x" not in run.stderr, run.stderr  # not what it is not
    assert not (tmp_path / "out.warc.gz").exists() and not (tmp_path / "out.vert").exists()


@pytest.mark.parametrize("kind", ["cut_short", "zero_records"])
def test_a_recompress_that_fails_keeps_the_output_already_there(tmp_path: Path, kind: str) -> None:
    """OUT of an earlier run (and its index) stays as it was when IN gives no record: a WACZ cut short, a WACZ whose
    one WARC is empty."""
    one, _ = _two_warcs(tmp_path)
    out = tmp_path / "crawl.warc.gz"
    done = run_cli("warc", "recompress", str(one), str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    before = out.read_bytes(), Path(f"{out}.cdxj").read_bytes()
    wacz = _cut_short(tmp_path / "crawl.wacz") if kind == "cut_short" else \
        _wacz(tmp_path / "crawl.wacz", {"empty.warc.gz": b""})
    run = run_cli("warc", "recompress", str(wacz), str(out), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert "no output written" in run.stderr, run.stderr
    assert (out.read_bytes(), Path(f"{out}.cdxj").read_bytes()) == before


def test_a_wacz_whose_xz_warc_is_damaged_in_the_middle_gives_the_rest(tmp_path: Path) -> None:
    """Its member, a .warc.xz of a stream per record, damaged in one record: check says where (exit 1), recompress
    copies the records before and after it (exit 1, the damage named), vert gives the pages the records hold."""
    pages = [{"url": f"https://news.example/cs/clanek-{i}",
              "html": f"<html lang='cs'><body><article><h1>Zpráva {i}</h1><p>{'Vláda v pondělí schválila návrh rozpočtu. ' * 12}"
                      "</p></article></body></html>"} for i in range(6)]
    data = bytearray(make_warc(tmp_path / "x.warc.xz", pages, compress="xz").read_bytes())
    data[len(data) // 2] ^= 0xFF
    wacz = _wacz(tmp_path / "crawl.wacz", {"x.warc.xz": bytes(data)})
    check = run_cli("warc", "check", str(wacz), cwd=tmp_path)
    assert check.returncode == 1 and "Traceback" not in check.stderr, check.stderr
    assert "crawl.wacz:archive/x.warc.xz: damaged xz data at offset" in check.stderr, check.stderr
    out = tmp_path / "copy.warc.xz"
    copy = run_cli("warc", "recompress", str(wacz), str(out), cwd=tmp_path)
    assert copy.returncode == 1 and "Traceback" not in copy.stderr, copy.stderr
    copied = lzma.decompress(out.read_bytes()).count(b"\r\nWARC-Type: ")
    assert copied == 12, copy.stderr  # the one record the damage is in lost, the 12 others copied (warcinfo, 6 pages)
    again = run_cli("warc", "check", str(out), cwd=tmp_path)
    assert again.returncode == 0, again.stderr  # the copy is whole


def test_rebuild_store_reads_the_good_wacz_past_broken_ones_and_a_folder(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    source = root / "warcs" / "crawls"
    (source / "unzipped.wacz" / "archive").mkdir(parents=True)  # a WACZ unzipped where it lay
    one, two = _two_warcs(tmp_path)
    (source / "unzipped.wacz" / "archive" / one.name).write_bytes(one.read_bytes())
    _empty_zip(source / "a-empty.wacz")
    _cut_short(source / "b-cut.wacz")
    _wacz(source / "z-good.wacz", {two.name: two.read_bytes()})

    run = run_cli("collect", "--rebuild-store", "-W", str(root), cwd=tmp_path)

    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    warned = [line for line in run.stderr.splitlines() if line.startswith("-WARN")]
    assert len(warned) == 2, run.stderr  # a line each for the two broken ones
    assert "a-empty.wacz: not a WARC/ARC file (an empty zip file" in warned[0], run.stderr
    assert "b-cut.wacz: not a WARC/ARC file (a zip file whose directory" in warned[1], run.stderr
    assert "Unknown archive format" not in run.stderr and "Is a directory" not in run.stderr, run.stderr
    urls = [f"https://news{i % 3}.example/{['en', 'cs', 'de'][i % 3]}/story-{i}" for i in range(12)]
    with LinkStore(root / "state" / "links.sqlite", readonly=True) as store:
        assert all(store.seen(url) for url in urls)  # the unzipped WARC's (0-6) and the good WACZ's (7-11)


@pytest.mark.skipif(os.geteuid() != 0 or not Path("/usr/bin/setpriv").exists(),
                    reason="reads the file as another user (nobody) with setpriv, which only root may do")
def test_rebuild_store_says_a_wacz_it_may_not_read_and_reads_the_others(tmp_path: Path) -> None:
    """Before: "Permission denied" ended the rebuild, the WARCs after it unread (exit 1)."""
    import shutil
    import tempfile

    from big_brother_support import ENV, cli

    root = Path(tempfile.mkdtemp(prefix="xreview31-ws-", dir="/tmp"))  # (pytest's tmp_path is closed to others)
    try:
        source = root / "warcs" / "crawls"
        source.mkdir(parents=True)
        one, two = _two_warcs(tmp_path)
        _wacz(source / "a-locked.wacz", {one.name: one.read_bytes()}).chmod(0)
        _wacz(source / "b-open.wacz", {two.name: two.read_bytes()})
        for path in [root, *root.rglob("*")]:
            if path.name != "a-locked.wacz":
                path.chmod(0o777)
        run = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                              *cli("collect", "--rebuild-store", "-W", str(root))],
                             capture_output=True, text=True, env=ENV, cwd=root, timeout=120)
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr  # a WARC's links not read: status 1
        assert "a-locked.wacz: cannot read: Permission denied" in run.stderr, run.stderr
        with LinkStore(root / "state" / "links.sqlite", readonly=True) as store:
            assert store.seen("https://news1.example/cs/story-7")  # b-open.wacz's, read after it
    finally:
        shutil.rmtree(root)
