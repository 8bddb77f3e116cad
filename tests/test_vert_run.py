"""End to end: WARC files the tests build -> vertical, with real MorphoDiTa, langid, xz and workers."""

from __future__ import annotations

import os
import re
import time

import pytest
from vert_support import (
    CS_TEXT,
    CS_TEXT2,
    EN_TEXT,
    SK_TEXT,
    docs_of,
    kill_when_busy,
    make_warc,
    page,
    read_vert,
    settings_data,
)

from corpustools import executors
from corpustools.vert import zygote
from corpustools.vert.document import process
from corpustools.vert.options import VertOptions
from corpustools.vert.pool import WorkerPool
from corpustools.vert.run import convert, vert_shard
from corpustools.vertical.lint import lint_file
from corpustools.workspace import Workspace, is_done, mark_done, read_marker

ARTICLE = f"<article><h1>Rozpočet schválen</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>"


def _tokens(vertical: str) -> str:
    return " ".join(line for line in vertical.splitlines() if not line.startswith("<"))


def _run(tmp_path, pages, name="in.warc.xz", compress="xz", **vert):
    warc = make_warc(tmp_path / name, pages, compress=compress)
    out = tmp_path / "out.vert"
    counters = convert(settings_data(**vert), [warc], out, workers=vert.pop("workers", 1) if vert else 1)
    return read_vert(out), counters, out


def test_czech_legacy_encodings_come_out_right(tmp_path):
    pages = [
        dict(html=page(ARTICLE, head='<meta charset="windows-1250">'), encoding="cp1250"),
        dict(html=page(ARTICLE.replace("Rozpočet", "Rozpočet 2"), head='<meta http-equiv="Content-Type" '
                       'content="text/html; charset=iso-8859-2">'), encoding="iso-8859-2"),
        dict(html=page(ARTICLE.replace("Rozpočet", "Rozpočet 3")), encoding="cp1250",
             content_type="text/html; charset=windows-1250"),
    ]
    text, counters, out = _run(tmp_path, pages)
    docs = docs_of(text)
    assert counters["documents"] == 3
    assert [re.search(r'enc="([^"]+)"', d).group(1) for d in docs] == ["windows-1250", "iso-8859-2", "windows-1250"]
    for d in docs:
        assert "žluťoučký\nkůň\núpěl\nďábelské\nódy" in d
        assert ' lang="cs"' in d.splitlines()[0]
    assert lint_file(out) == []


def test_mixed_language_page_gets_a_language_per_paragraph(tmp_path):
    body = f"<article><p>{CS_TEXT}</p><p>{SK_TEXT}</p><p>{EN_TEXT}</p><p>{CS_TEXT2}</p><p>Díky za pozornost, Jana.</p></article>"
    text, _, out = _run(tmp_path, [dict(html=page(body))])
    langs = re.findall(r'<p lang="([a-z]+)">', text)
    assert langs == ["cs", "sk", "en", "cs", "cs"]  # the short last one takes the document's language
    assert ' lang="cs"' in text.splitlines()[0]
    for lang in ("cs", "sk", "en"):
        assert f'<p lang="{lang}">' in text
    assert lint_file(out) == []


def test_langdetect_option_is_deterministic(tmp_path):
    body = f"<article><p>{CS_TEXT}</p><p>{EN_TEXT}</p></article>"
    warc = make_warc(tmp_path / "in.warc.xz", [dict(html=page(body))], compress="xz")  # one WARC: its
    runs = []  # warcinfo record has a random id, so two WARCs differ in their xz streams' offsets (warc=)
    for n in (1, 2):
        convert(settings_data(langid="langdetect"), [warc], tmp_path / f"out{n}.vert", workers=1)
        runs.append(read_vert(tmp_path / f"out{n}.vert"))
    first, second = runs
    assert first == second
    assert re.findall(r'<p lang="([a-z]+)">', first) == ["cs", "en"]


def test_boilerplate_is_dropped(tmp_path):
    menu = "".join(f'<li><a href="/r{i}">Rubrika číslo {i}</a></li>' for i in range(30))
    related = "".join(f'<li><a href="/c{i}">Další článek o tom, co se stalo ve světě {i}</a></li>' for i in range(10))
    body = (f'<header><ul class="menu">{menu}</ul></header><nav><a href="/">Domů</a></nav>'
            f'<div class="content">{ARTICLE}<div class="related"><h3>Mohlo by vás zajímat</h3><ul>{related}</ul>'
            '</div></div><aside><p>Reklama: nejlepší hypotéka na trhu, sjednejte ještě dnes online.</p></aside>'
            '<div id="comments"><p>Pepa: To je skandál, ta vláda by měla okamžitě odstoupit a už nikdy se nevrátit!</p></div>'
            "<footer><p>© 2026 Vydavatelství, všechna práva vyhrazena. Kontakt, reklama, ochrana osobních údajů.</p></footer>"
            "<script>var x = 'skript se nesmí objevit';</script><style>.a{color:red}</style>")
    text, _, _ = _run(tmp_path, [dict(html=page(body))])
    tokens = _tokens(text)
    assert "žluťoučký kůň" in tokens and "Rozpočet schválen" in tokens
    for junk in ("Rubrika", "Domů", "Další článek", "Reklama", "skandál", "Vydavatelství", "skript", "color"):
        assert junk not in tokens, junk


def test_output_is_byte_identical_with_one_and_two_workers(tmp_path):
    pages = []
    for i in range(24):
        body = f"<article><h2>Článek {i}</h2><p>{CS_TEXT} {i}</p><p>{EN_TEXT} <a href='/x{i}'>odkaz {i}</a>.</p></article>"
        pages.append(dict(html=page(body, title=f"Článek {i}")))
    warc = make_warc(tmp_path / "many.warc.xz", pages, compress="xz")
    outs = []
    for n in (1, 2):
        out = tmp_path / f"m{n}.vert.xz"
        counters = convert(settings_data(), [warc], out, workers=n)
        assert counters["documents"] == 24
        outs.append(out.read_bytes())
        assert lint_file(out) == []
    assert read_vert(tmp_path / "m1.vert.xz") == read_vert(tmp_path / "m2.vert.xz")
    assert outs[0] == outs[1]


def test_exact_duplicates_are_written_once_and_ids_are_unique(tmp_path):
    pages = [dict(html=page(ARTICLE), url="https://a.cz/1"), dict(html=page(ARTICLE), url="https://a.cz/2"),
             dict(html=page(ARTICLE.replace("Rozpočet", "Jiný")), url="https://a.cz/3", date="2026-11-20T10:00:00Z"),
             dict(html=page(ARTICLE.replace("Rozpočet", "Třetí")), url="https://a.cz/3", date="2026-11-20T10:00:00Z")]
    text, counters, out = _run(tmp_path, pages)
    assert counters["documents"] == 3 and counters["duplicates"] == 1
    ids = re.findall(r'<doc id="([^"]+)"', text)
    assert len(set(ids)) == 3 and ids[2] == ids[1] + "-2"
    assert lint_file(out) == []


def test_counts_describe_the_output_when_duplicates_are_dropped(tmp_path):
    """The tokens, paragraphs and languages counted (printed, and stored in the .done marker) are those of
    the documents written, not of the duplicates left out."""
    other = f"<article><h1>Jiný</h1><p>{CS_TEXT2}</p><p>{EN_TEXT}</p></article>"
    pages = [dict(html=page(ARTICLE), url=f"https://a.cz/{i}") for i in range(3)]
    pages.append(dict(html=page(other), url="https://a.cz/other"))
    text, counters, out = _run(tmp_path, pages)
    assert counters["documents"] == 2 and counters["duplicates"] == 2
    token_lines = sum(1 for line in text.splitlines() if line and not line.startswith("<"))
    assert counters["tokens"] == token_lines  # every token line, the <head> title's too
    assert counters["paragraphs"] == text.count("\n<p ")
    assert sum(v for k, v in counters.items() if k.startswith("lang:")) == counters["paragraphs"]


def test_truncated_xz_keeps_complete_records_and_logs(tmp_path, caplog):
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}"))) for i in range(6)]
    warc = make_warc(tmp_path / "t.warc.xz", pages, compress="xz")
    data = warc.read_bytes()
    cut = tmp_path / "cut.warc.xz"
    cut.write_bytes(data[: int(len(data) * 0.7)])
    out = tmp_path / "cut.vert"
    counters = convert(settings_data(), [cut], out, workers=1)
    assert 2 <= counters["documents"] < 6
    assert counters["input_damaged"] == 1
    # (cut between two pages or inside a request record: worded as the same cut of a .warc.gz is)
    assert "cut.warc.xz: the file ends inside an xz stream" in caplog.text
    assert lint_file(out) == []


def test_truncated_gzip_and_garbage_inputs(tmp_path, caplog):
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}"))) for i in range(6)]
    warc = make_warc(tmp_path / "t.warc.gz", pages, compress="gz")
    data = warc.read_bytes()
    cut = tmp_path / "cut.warc.gz"
    cut.write_bytes(data[: int(len(data) * 0.6)])
    garbage = tmp_path / "garbage.warc"
    garbage.write_bytes(b"\x00\x01this is not a WARC file at all\n" * 100)
    out = tmp_path / "o.vert"
    counters = convert(settings_data(), [cut, garbage, warc], out, workers=1)
    assert counters["documents"] >= 6  # everything of the intact WARC (duplicates of the cut one removed)
    assert counters["documents"] + counters.get("duplicates", 0) >= 8
    assert "garbage.warc: not a WARC/ARC file" in caplog.text and "cut.warc.gz: record at" in caplog.text
    assert lint_file(out) == []


def test_broken_pages_are_skipped_or_capped_and_counted(tmp_path):
    deep = "<div>" * 5000 + f"<p>{CS_TEXT}</p>" + "</div>" * 5000
    huge = page(f"<article><p>{CS_TEXT}</p>" + "<p>" + ("slovo " * 9_000_000) + "</p></article>")  # ~54 MB
    pages = [
        dict(html=b"", url="https://a.cz/empty"),
        dict(html=b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40, url="https://a.cz/png-as-html"),
        dict(html=bytes(range(256)) * 50, url="https://a.cz/binary"),
        dict(html=page(deep), url="https://a.cz/deep"),
        dict(html=huge, url="https://a.cz/huge"),
        dict(html="<html><body><p>", url="https://a.cz/nothing"),
        dict(html=page(ARTICLE), url="https://a.cz/ok", content_type="image/jpeg"),
        dict(html=page(ARTICLE), url="https://a.cz/404", status="404 Not Found"),
        dict(html=page(ARTICLE.replace("Rozpočet", "Funguje")), url="https://a.cz/fine"),
    ]
    text, counters, out = _run(tmp_path, pages, name="broken.warc", compress="none", max_html_bytes=2_000_000)
    urls = re.findall(r'url="([^"]+)"', "\n".join(line for line in text.splitlines() if line.startswith("<doc")))
    assert urls == ["https://a.cz/deep", "https://a.cz/huge", "https://a.cz/fine"]
    assert counters["skipped:empty"] == 1 and counters["skipped:binary"] == 2
    assert counters["capped"] == 1 and counters["skipped:not_html"] == 1 and counters["skipped:status"] == 1
    assert counters["skipped:no_text"] == 1
    assert lint_file(out) == []


def test_pathological_page_hits_the_time_cap_and_the_rest_goes_on(tmp_path, caplog):
    slow = page("<article>" + "".join(f"<p>{CS_TEXT} {i}</p>" for i in range(8000)) + "</article>")
    pages = [dict(html=page(ARTICLE), url="https://a.cz/1"), dict(html=slow, url="https://a.cz/slow"),
             dict(html=page(ARTICLE.replace("Rozpočet", "Další")), url="https://a.cz/3")]
    warc = make_warc(tmp_path / "slow.warc.xz", pages, compress="xz")
    out = tmp_path / "slow.vert"
    counters = convert(settings_data(doc_time_cap=0.5), [warc], out, workers=2)
    assert counters["failed:timeout"] == 1 and counters["documents"] == 2
    assert "https://a.cz/slow: timeout" in caplog.text
    assert lint_file(out) == []


def test_vert_shard_and_workspace_mode_skip_what_is_done(tmp_path):
    ws = Workspace.at(tmp_path / "ws").ensure()
    src = ws.warcs / "cs_media"
    src.mkdir(parents=True)
    for stem in ("20261120T100000Z", "20261120T110000Z"):
        warc = make_warc(src / f"{stem}.warc.xz", [dict(html=page(ARTICLE.replace("Rozpočet", stem)))], compress="xz")
        mark_done(warc)
    from corpustools.config import load_settings

    settings = load_settings(ws.root, {"vert.workers": 1})
    results = executors.run("vert", settings, ws)
    assert results["cs_media"]["documents"] == 2
    out = ws.verts / "cs_media" / "20261120T100000Z.vert.xz"
    assert is_done(out) and read_marker(out)["stats"]["documents"] == 1
    assert re.search(r'source="cs_media"[^>]* warc="20261120T100000Z\.warc\.xz:', read_vert(out))
    assert (ws.verts / "effective-settings.toml").exists()
    assert executors.run("vert", settings, ws) == {}  # rerun: nothing left to do
    assert vert_shard(settings.data, src / "20261120T100000Z.warc.xz", out) == {"already_done": 1}
    assert not list(ws.verts.rglob(".*tmp-*"))


def test_hand_dropped_warc_without_marker_waits_until_it_is_quiet(tmp_path):
    ws = Workspace.at(tmp_path / "ws").ensure()
    src = ws.warcs / "manual"
    src.mkdir(parents=True)
    warc = make_warc(src / "crawl.warc.gz", [dict(html=page(ARTICLE))], compress="gz")
    from corpustools.config import load_settings

    settings = load_settings(ws.root, {"vert.workers": 1})
    assert executors.run("vert", settings, ws) == {}  # just written, no marker: maybe still being copied
    old = time.time() - 3600
    os.utime(warc, (old, old))
    assert executors.run("vert", settings, ws)["manual"]["documents"] == 1
    assert is_done(ws.verts / "manual" / "crawl.vert.xz")


def test_warc_attribute_locates_records_in_multi_stream_xz(tmp_path):
    """warc="FILE:STREAM:OFFSET": seek to STREAM, decompress one xz stream, the record starts at OFFSET."""
    import lzma as _lzma

    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}") for i in range(5)]
    plain = make_warc(tmp_path / "p.warc", pages, compress="none").read_bytes()
    cut = len(plain) // 2
    cut = plain.index(b"WARC/1.1\r\n", cut) if b"WARC/1.1\r\n" in plain[cut:] else plain.index(b"WARC/1.0\r\n", cut)
    grouped = tmp_path / "g.warc.xz"  # two streams of several records each, as download groups them
    grouped.write_bytes(_lzma.compress(plain[:cut]) + _lzma.compress(plain[cut:]))
    out = tmp_path / "g.vert"
    convert(settings_data(), [grouped], out, workers=1)
    data = grouped.read_bytes()
    places = re.findall(r'url="([^"]+)".*?warc="g\.warc\.xz:(\d+):(\d+)"', read_vert(out))
    assert len(places) == 5 and len({s for _, s, _ in places}) == 2
    for url, stream, offset in places:
        record = _lzma.LZMADecompressor().decompress(data[int(stream):])[int(offset):]
        assert record.startswith(b"WARC/1.") and f"WARC-Target-URI: {url}".encode() in record[:1000]


def test_warc_written_by_real_wget_from_a_loopback_server(tmp_path, serve):
    import shutil
    import subprocess

    from httpserver import Route

    body = page(ARTICLE, head='<meta charset="windows-1250">').encode("cp1250")
    server = serve({"/clanek": Route(body, headers={"Content-Type": "text/html"}),
                    "/robots.txt": Route("", status=404)})
    url = server.base + "/clanek"
    wget = shutil.which("wget")
    assert wget, "GNU wget is needed"
    subprocess.run([wget, "-q", "-e", "robots=off", "--warc-file", str(tmp_path / "wget"), "-O", "/dev/null", url],
                   check=False, cwd=tmp_path, timeout=60)
    warc = tmp_path / "wget.warc.gz"
    assert warc.exists()
    out = tmp_path / "w.vert"
    counters = convert(settings_data(), [warc], out, workers=1)
    text = read_vert(out)
    assert counters["documents"] == 1 and counters["skipped:request"] >= 1
    assert f'url="{url}"' in text and 'enc="windows-1250"' in text and "žluťoučký\nkůň" in text
    assert lint_file(out) == []


def test_unusual_header_order_and_ordering_of_http_headers(tmp_path):
    html = page(ARTICLE).encode()
    http = b"HTTP/1.1 200 OK\r\nX-Odd: 1\r\nContent-Length: " + str(len(html)).encode() + \
        b"\r\ncontent-type: TEXT/HTML; Charset=UTF-8\r\n\r\n" + html
    head = (b"WARC/1.0\r\nContent-Length: " + str(len(http)).encode() + b"\r\nContent-Type: application/http; "
            b"msgtype=response\r\nWARC-Target-URI: https://a.cz/odd\r\nWARC-Record-ID: <urn:uuid:1>\r\n"
            b"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Type: response\r\n\r\n")
    warc = tmp_path / "odd.warc"
    warc.write_bytes(head + http + b"\r\n\r\n")
    out = tmp_path / "odd.vert"
    counters = convert(settings_data(), [warc], out, workers=1)
    assert counters["documents"] == 1 and 'url="https://a.cz/odd"' in read_vert(out)


def test_each_vertical_is_independent_of_the_other_files_of_a_run(tmp_path):
    """Duplicates are removed within an output, never across files: a file's vertical must not depend on
    what else was pending, on a rerun after a crash, or on the executor."""
    ws = Workspace.at(tmp_path / "ws").ensure()
    src = ws.warcs / "news"
    src.mkdir(parents=True)
    for stem, url in (("a", "https://a.cz/1"), ("b", "https://b.cz/1")):
        mark_done(make_warc(src / f"{stem}.warc.xz", [dict(html=page(ARTICLE), url=url),
                                                      dict(html=page(ARTICLE), url=url + "?copy")],
                            compress="xz"))
    from corpustools.config import load_settings

    settings = load_settings(ws.root, {"vert.workers": 1})
    results = executors.run("vert", settings, ws)
    assert results["news"]["documents"] == 2 and results["news"]["duplicates"] == 2
    alone = tmp_path / "b-alone.vert.xz"
    vert_shard(settings.data, src / "b.warc.xz", alone)
    assert read_vert(ws.verts / "news" / "b.vert.xz") == read_vert(alone)
    assert read_vert(alone).count("<doc ") == 1
    assert lint_file(ws.verts / "news" / "b.vert.xz") == []


def test_non_html_payloads_are_not_documents(tmp_path):
    pages = [
        dict(html="User-agent: *\nDisallow: /private\n", url="https://a.cz/robots.txt", content_type="text/plain"),
        dict(html='<?xml version="1.0"?><rss version="2.0"><channel><title>Zprávy</title><item><title>Vláda '
                  "schválila rozpočet na příští rok a opozice protestuje</title></item></channel></rss>",
             url="https://a.cz/rss", content_type="application/xml"),
        dict(html='{"title": "Vláda schválila rozpočet"}', url="https://a.cz/api", content_type="application/json"),
        dict(html=page(ARTICLE), url="https://a.cz/no-type", content_type=""),
    ]
    text, counters, _ = _run(tmp_path, pages)
    assert counters["documents"] == 1 and 'url="https://a.cz/no-type"' in text
    assert counters["skipped:not_html"] == 3


def test_content_and_transfer_codings_are_undone(tmp_path):
    import gzip as _gzip
    import zlib

    import brotli

    html = page(ARTICLE).encode()

    def chunked(data: bytes) -> bytes:
        parts = [data[i:i + 1000] for i in range(0, len(data), 1000)]
        return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"

    variants = {
        "gzip": ({"Content-Encoding": "gzip"}, _gzip.compress(html)),
        "br": ({"Content-Encoding": "br"}, brotli.compress(html)),
        "deflate-raw": ({"Content-Encoding": "deflate"}, zlib.compress(html)[2:-4]),
        "chunked-gzip": ({"Content-Encoding": "gzip", "Transfer-Encoding": "chunked"}, chunked(_gzip.compress(html))),
        "lying-gzip": ({"Content-Encoding": "gzip"}, html),
    }
    import io as _io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    warc = tmp_path / "codings.warc"
    with open(warc, "wb") as fh:
        writer = WARCWriter(fh, gzip=False)
        for name, (headers, body) in variants.items():
            http = StatusAndHeaders("200 OK", [("Content-Type", "text/html"), *headers.items()], protocol="HTTP/1.1")
            writer.write_record(writer.create_warc_record(f"https://a.cz/{name}", "response", payload=_io.BytesIO(body),
                                                          http_headers=http))
    out = tmp_path / "codings.vert"
    counters = convert(settings_data(), [warc], out, workers=1)
    text = read_vert(out)
    assert counters["documents"] == 1 and counters["duplicates"] == 4  # all five decode to the same page
    assert "žluťoučký\nkůň" in text and lint_file(out) == []


def test_garbage_between_records_is_skipped_and_reading_goes_on(tmp_path, caplog):
    for compress in ("gz", "none"):
        pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}")
                 for i in range(4)]
        warc = make_warc(tmp_path / f"g.{compress}", pages, compress=compress, extra_records=False)
        data = warc.read_bytes()
        marker = b"\x1f\x8b\x08" if compress == "gz" else b"WARC/1."
        second = data.index(marker, data.index(marker) + 1)
        third = data.index(marker, second + 1)
        broken = tmp_path / f"broken-{compress}.warc{'.gz' if compress == 'gz' else ''}"
        # the second record's bytes are overwritten with garbage
        broken.write_bytes(data[:second] + b"\x00GARBAGE\xff" * ((third - second) // 10 + 1) + data[third:])
        out = tmp_path / f"g-{compress}.vert"
        counters = convert(settings_data(), [broken], out, workers=1)
        urls = re.findall(r'<doc [^>]*url="([^"]+)"', read_vert(out))
        assert urls == ["https://a.cz/0", "https://a.cz/2", "https://a.cz/3"], (compress, urls)
        assert counters["input_damaged"] == 1 and counters["skipped:garbage"] >= 1
        assert lint_file(out) == []
    assert "going on with the next record" in caplog.text


def test_a_record_warcio_cannot_parse_is_one_warning_and_the_next_pages_are_kept(tmp_path, caplog):
    """A response without WARC-Target-URI (warcio fails on it): one skipped record, one warning line (the
    record is read as a record, not skipped as garbage: the file is not damaged)."""
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}") for i in range(3)]
    pages[1] = dict(pages[1], url=None, with_request=False)
    for compress in ("gz", "none"):
        warc = make_warc(tmp_path / f"nouri.warc{'.gz' if compress == 'gz' else ''}", pages, compress=compress)
        out = tmp_path / f"nouri-{compress}.vert"
        caplog.clear()
        counters = convert(settings_data(), [warc], out, workers=1)
        urls = re.findall(r'<doc [^>]*url="([^"]+)"', read_vert(out))
        assert urls == ["https://a.cz/0", "https://a.cz/2"], (compress, urls)
        assert counters["skipped:no_uri"] == 1 and "input_damaged" not in counters, counters
        assert caplog.text.count("without WARC-Target-URI") == 1, caplog.text


def test_gzip_bomb_is_unpacked_only_up_to_the_cap(tmp_path, caplog):
    import gzip as _gzip
    import io as _io

    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    bomb = _gzip.compress(page(f"<article><p>{CS_TEXT}</p>" + "<p>slovo a další slovo</p>" * 2_000_000).encode())
    assert len(bomb) < 1_000_000  # about 50 MB once unpacked
    warc = tmp_path / "bomb.warc"
    with open(warc, "wb") as fh:
        writer = WARCWriter(fh, gzip=False)
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html"), ("Content-Encoding", "gzip")],
                                protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record("https://a.cz/bomb", "response", payload=_io.BytesIO(bomb),
                                                      http_headers=http))
    out = tmp_path / "bomb.vert"
    counters = convert(settings_data(max_html_bytes=1_000_000), [warc], out, workers=1)
    assert counters["documents"] == 1 and counters["capped"] == 1
    assert "https://a.cz/bomb: page over vert.max_html_bytes" in caplog.text
    assert lint_file(out) == []


def test_pages_with_thousands_of_links_or_blocks_stay_fast(tmp_path):
    many_links = " ".join(f"Vláda dnes schválila rozpočet a ministr to komentoval na <a href='/a{i}'>webu</a> strany"
                          for i in range(6000))
    many_blocks = "".join(f"<li>Položka seznamu {i}</li>" for i in range(30000))
    pages = [dict(html=page(f"<article><p>{many_links}</p></article>"), url="https://a.cz/links"),
             dict(html=page(f"<article><p>{CS_TEXT}</p><ul>{many_blocks}</ul></article>"), url="https://a.cz/list")]
    warc = make_warc(tmp_path / "many.warc", pages, compress="none")
    out = tmp_path / "many.vert"
    counters = convert(settings_data(doc_time_cap=10.0), [warc], out, workers=1)
    assert counters.get("failed:timeout", 0) == 0 and counters["documents"] == 2
    assert read_vert(out).count("<link ") == 6000


def test_record_cut_short_keeps_the_text_that_is_there(tmp_path, caplog):
    """A WARC that ends inside its last record, or an ARC whose declared length is a few bytes too long,
    still gives the page: one warning, and the text read up to the cut."""
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", "První")), url="https://a.cz/1"),
             dict(html=page(ARTICLE + "<p>" + "Poslední odstavec článku. " * 40 + "</p>"), url="https://a.cz/2")]
    warc = make_warc(tmp_path / "whole.warc", pages, compress="none", extra_records=False)
    cut = tmp_path / "cut.warc"
    cut.write_bytes(warc.read_bytes()[:-300])
    out = tmp_path / "cut.vert"
    counters = convert(settings_data(), [cut], out, workers=1)
    text = read_vert(out)
    assert counters["documents"] == 2 and counters["truncated_record"] == 1
    assert 'url="https://a.cz/2"' in text and CS_TEXT2.split()[3] in _tokens(docs_of(text)[1])
    assert "cut short" in caplog.text
    assert lint_file(out) == []


def test_worker_killed_mid_run_costs_only_its_page_and_the_output_is_that_of_spawned_workers(tmp_path):
    """vert with workers forked from a zygote, one of them killed (kill -9) while it works on a page: that
    page fails and is counted, a new worker takes over, and the vertical is byte for byte the one that
    spawned workers write when the same page fails (by the time cap)."""
    slow = page("<article>" + "".join(f"<p>{CS_TEXT} {i}</p>" for i in range(30000)) + "</article>")  # seconds
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}") for i in range(12)]
    pages.insert(1, dict(html=slow, url="https://a.cz/slow"))
    warc = make_warc(tmp_path / "in.warc.xz", pages, compress="xz")
    options = VertOptions.from_settings(settings_data())
    with WorkerPool(process, options.document_options(), 2, 120, fork=zygote.supported()) as pool:
        thread, killed = kill_when_busy(pool, 1, delay=0.0)
        counters = convert(settings_data(), [warc], tmp_path / "killed.vert.xz", pool=pool)
        thread.join()
        assert killed and pool.replaced == 1
    assert counters["failed:worker_died"] == 1 and counters["documents"] == 12
    with WorkerPool(process, options.document_options(), 1, 1.0, fork=False) as pool:
        counters = convert(settings_data(), [warc], tmp_path / "capped.vert.xz", pool=pool)
    assert counters["failed:timeout"] == 1 and counters["documents"] == 12
    assert read_vert(tmp_path / "killed.vert.xz") == read_vert(tmp_path / "capped.vert.xz")
    assert lint_file(tmp_path / "killed.vert.xz") == []


_RECORD_START = {"none": b"WARC/1.", "gz": b"\x1f\x8b\x08", "xz": b"\xfd7zXZ\x00"}


@pytest.mark.parametrize("compress", ["none", "gz", "xz"])
def test_a_file_cut_anywhere_is_said_to_be_damaged(tmp_path, caplog, compress):
    """A WARC cut off at any point (a download killed, a copy cut short) is said to be damaged, whichever
    record the cut falls in: a page, a request or revisit record (which vert does not read itself), or
    the headers of a record.  The pages before the cut are written, the run exits 1 with an -ERR line
    naming the file, and no record is counted under a made-up reason."""
    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}") for i in range(3)]
    whole = make_warc(tmp_path / f"whole.warc.{compress}", pages, compress=compress)
    data = whole.read_bytes()
    cuts = [len(data) * k // 16 for k in range(1, 16)]
    # not at a record boundary (nor in the blank lines before it): such a file is whole, only shorter
    cuts = [c for c in cuts if data.find(_RECORD_START[compress], c, c + 12) < 0]
    for n, at in enumerate(cuts):
        cut = tmp_path / f"cut{n}.warc.{compress}"
        cut.write_bytes(data[:at])
        caplog.clear()
        counters = convert(settings_data(), [cut], tmp_path / f"cut{n}.vert", workers=0)
        errors = [r.getMessage() for r in caplog.records if r.levelname == "ERROR" and cut.name in r.getMessage()]
        assert counters.get("input_damaged") == 1 and errors, (at, counters, caplog.text)
        assert counters.get("documents", 0) <= 3 and not any("None" in key for key in counters), counters


_REASONS = {"warcinfo", "request", "revisit", "metadata", "resource", "conversion", "continuation", "malformed",
            "blank", "not_http", "status", "not_html", "binary", "empty"}


def test_a_plain_warc_cut_at_any_byte_of_a_records_headers_is_said_to_be_damaged(tmp_path):
    """Every cut inside the headers of a record (a partial WARC-Type, no Content-Length yet) is damage, and
    no record is counted under a reason made of a cut header's first letters."""
    from corpustools.vert.read import iter_html

    pages = [dict(html=page(ARTICLE.replace("Rozpočet", f"Článek {i}")), url=f"https://a.cz/{i}") for i in range(2)]
    data = make_warc(tmp_path / "whole.warc", pages, compress="none").read_bytes()
    second = data.index(b"WARC/1.", data.index(b"WARC/1.") + 1)  # the first page's response record
    headers_end = data.index(b"\r\n\r\n", second)
    for at in range(second + 1, headers_end + 2):
        cut = tmp_path / "cut.warc"
        cut.write_bytes(data[:at])
        counters: dict = {}
        list(iter_html(cut, counters, 1_000_000))
        assert counters.get("input_damaged") == 1, (at, data[second:at][-30:], counters)
        reasons = {key.split(":", 1)[1] for key in counters if key.startswith("skipped:")}
        assert reasons <= _REASONS, (at, counters)
