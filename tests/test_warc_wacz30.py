"""WACZ files (Webrecorder's ArchiveWeb.page, Browsertrix) read by vert directly (session 30, issue 12).

Before, a ``.wacz`` given to vert was one line, "a WACZ file ...: unzip them (unzip -j FILE 'archive/*' -d
DIR) and give those", and a ``.wacz`` in the workspace's ``warcs/`` folder was not taken at all.  Now the
WARC members under ``archive/`` (stored or deflated) are read, in the zip's order, as the same WARCs given
plainly: the same documents, each placed as ``crawl.wacz:archive/MEMBER:OFFSET``; a member cut short or
damaged keeps its records before the damage (one ``-ERR`` line naming it) and the others are read.  The
WACZs here are made with ``zipfile`` as Browsertrix lays them out, from real WARC files the tests write.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import time
import uuid
import zipfile
from pathlib import Path

from big_brother_support import run_cli
from test_warc_audit28 import _RESPONSE, _http, _record, _texts

LANGUAGES = {  # a page's title and paragraph per language: the WACZ of a crawl of several sites
    "en": ("Council approves the budget", "The council met on Tuesday and approved the budget for the town's schools "
           "after a long debate about the cost of repairing the old library building near the river."),
    "cs": ("Zastupitelstvo schválilo rozpočet", "Zastupitelé se v úterý sešli a po dlouhé debatě o nákladech na opravu "
           "staré knihovny u řeky schválili rozpočet města pro školy na příští rok."),
    "de": ("Gemeinderat beschließt den Haushalt", "Der Gemeinderat hat am Dienstag nach langer Debatte über die Kosten "
           "der Sanierung der alten Bibliothek am Fluss den Haushalt für die Schulen beschlossen."),
}


def _page(i: int, lang: str) -> bytes:
    title, text = LANGUAGES[lang]
    paragraphs = "".join(f"<p>{text} ({i}, {n})</p>" for n in range(5))
    return (f"<!DOCTYPE html><html lang='{lang}'><head><title>{title} {i}</title></head><body><nav><a href='/'>Home"
            f"</a></nav><article><h1>{title} {i}</h1>{paragraphs}</article><footer>© 2026</footer></body></html>").encode()


def _warc_gz(path: Path, first: int, count: int) -> Path:
    """A per-record .warc.gz as Browsertrix writes one: warcinfo, then request/response pairs."""
    info = _record("WARC/1.1", "warcinfo", None, b"software: Browsertrix-Crawler 1.4.0 (with warcio.js 2.3.1)\r\n",
                   "Content-Type: application/warc-fields")
    records = [info]
    for i in range(first, first + count):
        url = f"https://news{i % 3}.example/{list(LANGUAGES)[i % 3]}/story-{i}"
        rid = f"<urn:uuid:{uuid.UUID(int=i + 1)}>"
        records.append(_record("WARC/1.1", "request", url, f"GET /story-{i} HTTP/1.1\r\nHost: x\r\n\r\n".encode(),
                               "Content-Type: application/http; msgtype=request", f"WARC-Concurrent-To: {rid}"))
        records.append(_record("WARC/1.1", "response", url, _http(_page(i, list(LANGUAGES)[i % 3])), _RESPONSE, rid=rid))
    path.write_bytes(b"".join(gzip.compress(r, mtime=0) for r in records))
    return path


def _wacz(path: Path, warcs: dict[str, bytes], compress: dict[str, int] | None = None) -> Path:
    """A WACZ laid out as Browsertrix writes it: archive/*.warc.gz (stored unless ``compress`` says), the
    datapackage, the pages list and an index, in the order py-wacz writes them."""
    pages = "".join(json.dumps({"url": f"https://news.example/{n}", "title": n}) + "\n" for n in warcs)
    with zipfile.ZipFile(path, "w") as wacz:
        for name, data in warcs.items():
            wacz.writestr(zipfile.ZipInfo(f"archive/{name}", (2026, 11, 30, 10, 0, 0)), data,
                          (compress or {}).get(name, zipfile.ZIP_STORED))
        wacz.writestr("indexes/index.cdx", b"")
        wacz.writestr("pages/pages.jsonl", '{"format": "json-pages-1.0", "id": "pages"}\n' + pages)
        wacz.writestr("datapackage.json", json.dumps({"profile": "data-package", "wacz_version": "1.1.1"}))
    return path


def _vert(cwd: Path, *inputs: Path) -> tuple[str, str, int]:
    out = cwd / "out.vert"
    out.unlink(missing_ok=True)
    run = run_cli("vert", "-i", *map(str, inputs), "-o", str(out), "-m", "1", cwd=cwd)
    return run.stderr, out.read_text("utf-8") if out.exists() else "", run.returncode


def _docs(vertical: str) -> list[tuple[str, str]]:
    """Each document as (its warc attribute, the rest of it), in order."""
    docs = []
    for doc in vertical.split("</doc>")[:-1]:
        place = re.search(r' warc="([^"]*)"', doc).group(1)
        docs.append((place, re.sub(r' warc="[^"]*"', "", doc)))
    return docs


def _two_warcs(tmp_path: Path) -> tuple[Path, Path]:
    return _warc_gz(tmp_path / "rec-1.warc.gz", 0, 7), _warc_gz(tmp_path / "rec-2.warc.gz", 7, 5)


def test_a_wacz_gives_the_documents_of_its_warcs(tmp_path: Path) -> None:
    """Before: 'crawl.wacz: not a WARC/ARC file (a WACZ file ...: unzip them ... and give those); skipped',
    exit status 1 and no document."""
    one, two = _two_warcs(tmp_path)
    plain_err, plain, plain_status = _vert(tmp_path, one, two)
    assert plain_status == 0 and len(_texts(plain)) == 12, plain_err
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()},
                 {two.name: zipfile.ZIP_DEFLATED})  # (one member deflated: zip tools may do it)
    err, vertical, status = _vert(tmp_path, wacz)
    assert status == 0 and "-ERR" not in err and "-WARN" not in err, err
    docs, plain_docs = _docs(vertical), _docs(plain)
    assert [rest for _, rest in docs] == [rest for _, rest in plain_docs]  # the same documents, in order
    assert [place for place, _ in docs] == [f"crawl.wacz:archive/{place}" for place, _ in plain_docs]
    # the counts are the WARCs' (records of both members, the requests and warcinfo skipped)
    assert re.search(r"vert: out.vert: 12 documents, .*skipped: .*request 12", err), err


def test_a_wacz_member_cut_short_keeps_its_records_and_the_others(tmp_path: Path) -> None:
    """A WACZ whose first WARC was cut short (a crawl killed while the zip was written): the records before
    the cut, one -ERR line naming the member, the other member whole."""
    one, two = _two_warcs(tmp_path)
    cut = one.read_bytes()[: one.stat().st_size * 6 // 10]
    (tmp_path / "cut").mkdir()
    (tmp_path / "cut" / one.name).write_bytes(cut)
    plain_err, plain, _ = _vert(tmp_path, tmp_path / "cut" / one.name, two)
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: cut, two.name: two.read_bytes()})
    err, vertical, status = _vert(tmp_path, wacz)
    assert status == 1 and "Traceback" not in err, err
    errors = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert len(errors) == 1 and "crawl.wacz:archive/rec-1.warc.gz: " in errors[0], err
    assert errors[0].split(": ", 2)[2] == [line for line in plain_err.splitlines()
                                          if line.startswith("-ERR")][0].split(": ", 2)[2]  # the same line
    kept = list(_texts(vertical))
    assert kept == list(_texts(plain)) and 7 < len(kept) < 12, err  # the cut member's pages before the cut
    assert all(url in kept for url in _texts(_vert(tmp_path, two)[1])), err  # the other member whole


def test_a_damaged_zip_member_is_one_line_and_the_rest_is_read(tmp_path: Path) -> None:
    """A deflated member whose zip data is damaged (bytes flipped on a disk): one line naming the member
    and the zip's complaint; its WARC is read as far as it holds, the other member whole."""
    one, two = _two_warcs(tmp_path)
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()},
                 {one.name: zipfile.ZIP_DEFLATED})
    data = bytearray(wacz.read_bytes())
    with zipfile.ZipFile(wacz) as z:
        info = z.getinfo(f"archive/{one.name}")
    start = info.header_offset + 30 + len(info.filename) + info.compress_size // 2
    data[start:start + 16] = bytes(b ^ 0x5A for b in data[start:start + 16])
    wacz.write_bytes(bytes(data))
    err, vertical, status = _vert(tmp_path, wacz)
    assert status == 1 and "Traceback" not in err, err
    said = [line for line in err.splitlines() if "the zip member is damaged" in line]
    assert len(said) == 1 and said[0].startswith("-ERR") and "crawl.wacz:archive/rec-1.warc.gz" in said[0], err
    urls = list(_texts(vertical))
    assert all(url in urls for url in _texts(_vert(tmp_path, two)[1])), err
    assert "https://news0.example/en/story-0" in urls, err  # the damaged member's first page, before the damage


def test_a_wacz_without_warcs_is_said_as_before(tmp_path: Path) -> None:
    """Guard: a zip with no archive/ member is no WACZ to read: the line names a zip, the good file read."""
    one, _ = _two_warcs(tmp_path)
    path = tmp_path / "pages.zip"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("pages/pages.jsonl", "{}\n")
    err, vertical, status = _vert(tmp_path, path, one)
    assert status == 1 and len(_texts(vertical)) == 7, err
    assert [line for line in err.splitlines() if line.startswith("-ERR")] == [
        line for line in err.splitlines() if "pages.zip: not a WARC/ARC file" in line], err


def test_a_wacz_in_the_workspace_is_taken_as_a_warc_is(tmp_path: Path) -> None:
    """Before: warcs/<source>/crawl.wacz was passed over ('nothing to do')."""
    one, two = _two_warcs(tmp_path)
    root = tmp_path / "ws"
    (root / "warcs" / "browsertrix").mkdir(parents=True)
    wacz = _wacz(root / "warcs" / "browsertrix" / "crawl.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()})
    old = time.time() - 3600  # dropped in by hand an hour ago (no download marker)
    os.utime(wacz, (old, old))
    run = run_cli("vert", "-W", str(root), "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    out = root / "verts" / "browsertrix" / "crawl.vert.xz"
    assert out.exists() and (out.parent / (out.name + ".done")).exists(), run.stderr
    import lzma

    assert len(_texts(lzma.decompress(out.read_bytes()).decode())) == 12
    again = run_cli("vert", "-W", str(root), "-m", "1", cwd=tmp_path)
    assert again.returncode == 0 and not out.with_name("crawl.vert.xz.tmp").exists(), again.stderr
    assert "nothing to do" in again.stderr, again.stderr


def test_a_member_damaged_before_its_first_byte_is_one_line_and_the_rest_is_read(tmp_path: Path) -> None:
    """(final review) A member whose local header is gone (its magic zeroed): one line that says nothing of it
    can be read; before, its empty copy was read as a WARC too and said a second time ('not a WARC/ARC file')."""
    one, two = _two_warcs(tmp_path)
    wacz = _wacz(tmp_path / "crawl.wacz", {one.name: one.read_bytes(), two.name: two.read_bytes()})
    data = bytearray(wacz.read_bytes())
    with zipfile.ZipFile(wacz) as z:
        start = z.getinfo(f"archive/{two.name}").header_offset  # (the second: the first opens the file)
    data[start:start + 4] = b"\0\0\0\0"
    wacz.write_bytes(bytes(data))
    err, vertical, status = _vert(tmp_path, wacz)
    errors = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert status == 1 and "Traceback" not in err, err
    assert len(errors) == 1 and "crawl.wacz:archive/rec-2.warc.gz" in errors[0] \
        and "nothing of it can be read" in errors[0], err
    assert list(_texts(vertical)) == list(_texts(_vert(tmp_path, one)[1])), err


def test_a_zip_inside_the_wacz_named_as_a_warc_is_not_opened_in_turn(tmp_path: Path) -> None:
    """(final review) A member named as a WARC that is a zip itself (a WACZ packed into a WACZ) is said and
    skipped: read as a WACZ in turn, a zip holding itself went down until Python's recursion limit."""
    one, two = _two_warcs(tmp_path)
    inner = _wacz(tmp_path / "inner.wacz", {one.name: one.read_bytes()})
    wacz = _wacz(tmp_path / "crawl.wacz", {"nested.warc.gz": inner.read_bytes(), two.name: two.read_bytes()})
    err, vertical, status = _vert(tmp_path, wacz)
    errors = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert status == 1 and "Traceback" not in err, err
    assert len(errors) == 1 and "archive/nested.warc.gz: a zip file named as a WARC" in errors[0], err
    assert list(_texts(vertical)) == list(_texts(_vert(tmp_path, two)[1])), err


def test_a_zip_whose_archive_folder_holds_no_warc_is_no_wacz(tmp_path: Path) -> None:
    """(final review) A zip with an archive/ folder of other files (a site's backup) is no WACZ: one line for
    the zip, as before, not one line for each of its files read as a WARC."""
    one, _ = _two_warcs(tmp_path)
    path = tmp_path / "backup.zip"
    with zipfile.ZipFile(path, "w") as z:
        for n in range(3):
            z.writestr(f"archive/photo-{n}.jpg", b"\xff\xd8\xff" + bytes(100))
    err, vertical, status = _vert(tmp_path, path, one)
    errors = [line for line in err.splitlines() if line.startswith("-ERR")]
    assert status == 1 and len(_texts(vertical)) == 7, err
    assert len(errors) == 1 and "backup.zip: " in errors[0], err
