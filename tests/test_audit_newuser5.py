"""What a new user hits, fifth round, on real inputs run as a user runs them (real processes, real WARC
files the tests write, loopback servers): WARCs of other tools recompressed and read, pages in East Asian
legacy encodings, and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import gzip
import os
import re
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_cli, tagger_model
from collect_support import feed_route, rss2
from dedup_support import OTHER, STORY, doc, write
from vert_support import (
    CS_TEXT,
    CS_TEXT2,
    EN_TEXT,
    SK_TEXT,
    docs_of,
    make_warc,
    page,
    read_vert,
    tokens_of,
    vert_cli,
)

# Japanese with kanji of the NEC/IBM extensions of Windows-31J (cp932), which pages labelled Shift_JIS use
JA_TEXT = ("相手がまともに読めない字と考えて欲しい字。このページに使われている漢字コードはＳＪＩＳです。"
           "しかも、使っている字は、Windowsの外字です。ⅰⅱⅲⅳⅴ ㈱ № ℡ 纊 褜 鍈 銈 蓜 俉 炻 昱 棈 鋹 曻 彅。") * 3
# Korean with hangul of windows-949 (UHC) outside KS X 1001, which pages labelled EUC-KR use
KO_TEXT = "한나라당은 2월 임시국회에서 국회 내 폭력행사 방지를 위한 법안을 처리하기로 했다. 똠방각하 쌰갸 뷁 햏 ." * 3


def test_east_asian_labels_are_decoded_as_browsers_do(tmp_path: Path) -> None:
    """Before: a page saying Shift_JIS (meta x-sjis, or the HTTP charset) or EUC-KR was decoded with
    Python's strict codecs of those names: every Windows-31J or windows-949 character (the vendors'
    kanji and hangul every browser shows) became U+FFFD, 1124 of them on one real Japanese page.  Now
    the labels mean the supersets, as the WHATWG Encoding Standard says."""
    pages = [
        {"url": "http://www.example.jp/meta", "html": page(f"<article><p>{JA_TEXT}</p></article>", "日本",
                                                           '<meta http-equiv="Content-Type" content="text/html; charset=x-sjis">'),
         "encoding": "cp932"},
        {"url": "http://www.example.jp/http", "html": page(f"<article><p>{JA_TEXT}</p></article>", "日本語"),
         "encoding": "cp932", "content_type": "text/html; charset=Shift_JIS"},
        {"url": "http://www.example.kr/http", "html": page(f"<article><p>{KO_TEXT}</p></article>", "한국"),
         "encoding": "cp949", "content_type": "text/html; charset=euc-kr"},
    ]
    vertical = vert_cli(tmp_path, "asia", pages)
    assert len(docs_of(vertical)) == 3, vertical[:2000]
    assert "\ufffd" not in vertical, [t for t in tokens_of(vertical) if "\ufffd" in t][:10]
    text = "".join(t.split("\t")[0] for t in tokens_of(vertical))
    for char in ("纊", "褜", "℡", "똠", "뷁"):
        assert char in text, char


def _record(url: str, html: str, rid: int, terminator: bytes = b"\r\n\r\n") -> tuple[bytes, bytes]:
    """A WARC response record's head (WARC and HTTP headers) and its payload, then its terminator."""
    body = html.encode("utf-8")
    http = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: %d\r\n\r\n"
            % len(body))
    head = (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-%012d>\r\n"
            b"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: %s\r\n"
            b"Content-Type: application/http; msgtype=response\r\nContent-Length: %d\r\n\r\n"
            % (rid, url.encode(), len(http) + len(body)))
    return head + http, body + terminator


def _pages(n: int) -> list[tuple[str, str]]:
    texts = [CS_TEXT, CS_TEXT2, SK_TEXT, EN_TEXT]
    return [(f"http://www.example.cz/clanek/{i}", page(f"<article><p>{texts[i % 4]}</p><p>{texts[(i + 1) % 4]}</p>"
                                                       f"</article>", f"Článek {i}")) for i in range(n)]


def _urls(vertical: Path) -> list[str]:
    return re.findall(r'^<doc [^>]*url="([^"]*)"', read_vert(vertical), re.M)


def test_records_without_their_closing_line_ends_survive_recompress(tmp_path: Path) -> None:
    """Before: a per-record .warc.gz whose records lack the CRLF CRLF after their block (Internet
    Archive's ia-web-commons wrote such warcinfo records; every reader takes them, as each member ends
    there) recompressed to .warc.xz without complaint, but in the xz stream the next record was read as
    the missing line ends: vert of the .warc.xz kept 1 page of 3 ('not a readable WARC/ARC from here
    on').  Now recompress ends each such record as a WARC record ends."""
    source = tmp_path / "ia.warc.gz"
    with open(source, "wb") as fh:
        for i, (url, html) in enumerate(_pages(3)):
            head, rest = _record(url, html, i, terminator=b"")
            fh.write(gzip.compress(head + rest))
    target = tmp_path / "ia.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(target))
    assert run.returncode == 0, run.stderr
    out = tmp_path / "ia.vert"
    run = run_cli("vert", "-i", str(target), "-o", str(out), "-m", "1")
    assert run.returncode == 0, run.stderr
    assert "-ERR" not in run.stderr, run.stderr
    assert _urls(out) == [url for url, _ in _pages(3)]


def test_a_record_gzipped_in_several_members_is_read_whole(tmp_path: Path) -> None:
    """Before: a .warc.gz whose writer put a record's headers in one gzip member and its payload in the
    next (warcio's 'wrong chunks' sample; zcat reads it whole) gave vert 'record at 0 is cut short (all
    bytes missing); nothing of it is left' and an -ERR line, the page lost; warc recompress copied the
    cut record, so vert of its .warc.xz made a document of the next record's WARC headers ('WARC / 1.0
    WARC - Type : request').  Now vert reads such a file as one stream, recompress joins the record
    (one -WARN line saying so) and warc check names the split."""
    pages = _pages(2)
    source = tmp_path / "chunks.warc.gz"
    with open(source, "wb") as fh:
        for i, (url, html) in enumerate(pages):
            head, rest = _record(url, html, i)
            fh.write(gzip.compress(head) + gzip.compress(rest))  # the record in two members
    expected = [url for url, _ in pages]
    out = tmp_path / "chunks.vert"
    run = run_cli("vert", "-i", str(source), "-o", str(out), "-m", "1")
    assert run.returncode == 0, run.stderr
    assert "-ERR" not in run.stderr and "-WARN" not in run.stderr, run.stderr
    assert _urls(out) == expected
    target = tmp_path / "chunks.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(target))
    assert run.returncode == 0, run.stderr
    assert len(re.findall(r"^-WARN .*gzip members do not follow the records from offset 0 on.*\(copied\)$",
                          run.stderr, re.M)) == 1, run.stderr
    out_xz = tmp_path / "chunks-xz.vert"
    run = run_cli("vert", "-i", str(target), "-o", str(out_xz), "-m", "1")
    assert run.returncode == 0 and "-ERR" not in run.stderr, run.stderr
    assert [t for t in tokens_of(read_vert(out_xz)) if t.startswith("WARC")] == []
    assert _urls(out_xz) == expected
    run = run_cli("warc", "check", str(source))
    assert run.returncode == 1 and "gzip members do not follow the records" in run.stderr, run.stderr
    assert "malformed" not in run.stderr and "missing" not in run.stderr, run.stderr


def test_a_first_record_declaring_too_long_a_block_does_not_make_the_file_one_stream(tmp_path: Path) -> None:
    """Before: a per-record .warc.gz whose first record declares a Content-Length 40 bytes too long was
    taken for members that do not follow the records and read as one stream: the first record swallowed
    the next one's head, vert said 'not a readable WARC/ARC from here on' and kept no page of 3 (read a
    member at a time, as before that change, all 3).  A next member that opens with 'WARC/' begins a
    record: the length is wrong, not the members."""
    pages = _pages(3)
    source = tmp_path / "long.warc.gz"
    with open(source, "wb") as fh:
        for i, (url, html) in enumerate(pages):
            head, rest = _record(url, html, i)
            if i == 0:  # the WARC headers' Content-Length (the HTTP headers' own comes after them)
                declared = re.search(rb"Content-Length: (\d+)\r\n\r\nHTTP", head)
                head = head.replace(declared.group(0), b"Content-Length: %d\r\n\r\nHTTP" % (int(declared.group(1)) + 40))
            fh.write(gzip.compress(head + rest))
    out = tmp_path / "long.vert"
    run = run_cli("vert", "-i", str(source), "-o", str(out), "-m", "1")
    assert "not a readable WARC/ARC" not in run.stderr, run.stderr
    assert _urls(out) == [url for url, _ in pages], run.stderr  # the first one's text is kept, said cut short
    run = run_cli("warc", "recompress", str(source), str(tmp_path / "long.warc.xz"))  # it said 1 record, +OK
    assert run.returncode == 0 and ": 3 records," in run.stderr, run.stderr


def test_a_warc_gzipped_in_blocks_is_recompressed_whole(tmp_path: Path) -> None:
    """Before: a .warc.gz made of fixed-size gzip members (bgzip's 64 kB blocks) was read by vert as one
    stream, but warc recompress read each member as records: 'unreadable record' lines, 462 'records'
    of 343 with pieces of pages among them, and vert of the .warc.xz it wrote gave 1 document of 16.
    Now the file is read as one stream from the first member that ends inside a record (one line says
    so) and the copy holds the same records."""
    pages = _pages(40)
    plain = b"".join(b"".join(_record(url, html * 3, i)) for i, (url, html) in enumerate(pages))
    source = tmp_path / "blocks.warc.gz"
    with open(source, "wb") as fh:
        for at in range(0, len(plain), 4096):
            fh.write(gzip.compress(plain[at:at + 4096]))
    target = tmp_path / "blocks.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(target))
    assert run.returncode == 0, run.stderr
    assert re.search(r"^\+OK .*: 40 records", run.stderr, re.M), run.stderr
    out = tmp_path / "blocks.vert"
    run = run_cli("vert", "-i", str(target), "-o", str(out), "-m", "1")
    assert run.returncode == 0 and "-ERR" not in run.stderr, run.stderr
    assert sorted(set(_urls(out))) == sorted(url for url, _ in pages)


def test_recompress_does_not_say_records_were_left_out_when_all_were_copied(tmp_path: Path) -> None:
    """Before: a plain WARC with a record whose Content-Length is a few bytes short (warcio: 'Record not
    followed by newline') recompressed with '-ERR ...' and '-WARN N records ...; the records the damage
    was in were not copied', status 1, though every record was copied.  Now it is one -WARN line for
    the record, ending '(copied)', and status 0."""
    source = tmp_path / "short.warc"
    with open(source, "wb") as fh:
        for i, (url, html) in enumerate(_pages(3)):
            head, rest = _record(url, html, i)
            if i == 1:
                head = head.replace(b"Content-Length: %d\r\n\r\nHTTP" % (len(head) - head.index(b"HTTP") + len(rest) - 4),
                                    b"Content-Length: %d\r\n\r\nHTTP" % (len(head) - head.index(b"HTTP") + len(rest) - 7))
            fh.write(head + rest)
    target = tmp_path / "short.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(target))
    assert "not copied" not in run.stderr, run.stderr
    assert run.returncode == 0, run.stderr
    assert re.search(r"^-WARN .*Record not followed by newline.*\(copied\)$", run.stderr, re.M), run.stderr
    assert re.search(r"^\+OK .*: 3 records", run.stderr, re.M), run.stderr


def _read_a_little_then_close(args: list[str]) -> tuple[int, str]:
    """``corpustools ARGS`` with stdout into a reader that takes 100 bytes and closes the pipe (``| head -c
    100``), under PYTHONUNBUFFERED=1 as the tests (and many container images) run Python."""
    proc = subprocess.Popen(cli(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(100)
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8")
    return proc.wait(timeout=120), err


def test_a_reader_that_stops_early_is_not_reported_as_a_complete_output(tmp_path: Path) -> None:
    """Before: with PYTHONUNBUFFERED=1 'dedup -o - | head -c 100' and the same with tag said '+OK ...:
    400 documents' and exited 0 though the reader got 100 bytes: stdout was the raw file, whose write
    wrote what the pipe took and returned the count, which nobody looked at.  Now it is the broken-pipe
    -ERR line and status 1, as vert says."""
    text = "".join(doc(f"d{i}", f"2026-11-{1 + i % 28:02d} 10:00", [STORY[i % len(STORY)] + f" {i}.", OTHER[i % 3]])
                   for i in range(400))
    vertical = write(tmp_path / "month.vert", text)
    assert vertical.stat().st_size > 200_000  # more than a pipe holds
    model = tagger_model()
    commands = [["dedup", "-i", str(vertical), "-o", "-", "--state", str(tmp_path / "state")]]
    if model:
        commands.append(["tag", "-i", str(vertical), "-o", "-", "-l", f"cs={model}"])
    for args in commands:
        status, err = _read_a_little_then_close(args)
        assert status == 1, (args[0], err)
        assert re.search(r"^-ERR .*broken pipe", err, re.M), err
        assert not re.search(r"^\+OK ", err, re.M), err


def test_two_warcs_of_one_name_in_other_containers_are_not_passed_over_in_silence(tmp_path: Path) -> None:
    """Before: warcs/src/crawl.warc.gz and warcs/src/crawl.warc (or crawl.arc.gz) dropped in one source
    folder both became verts/src/crawl.vert.xz: the first converted made the other 'done', so its pages
    never reached a vertical and no line said so ('nothing to do: no WARC without its vertical').  Now
    the one left out is named in a -WARN line, every run, until it has a name of its own."""
    root = make_workspace(tmp_path / "ws")
    folder = root / "warcs" / "src"
    folder.mkdir(parents=True)
    make_warc(folder / "crawl.warc.gz", [{"url": "http://www.example.cz/a", "html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    make_warc(folder / "crawl.warc", [{"url": "http://www.example.cz/b", "html": page(f"<article><p>{CS_TEXT2}</p></article>")}],
              compress="none")
    old = 1_700_000_000
    for path in folder.iterdir():  # dropped in by hand long enough ago to be taken
        os.utime(path, (old, old))
    for _ in range(2):
        run = run_cli("vert", "-W", str(root), cwd=root)
        assert run.returncode == 0, run.stderr
        assert re.search(r"^-WARN \S+ vert: warcs/src/crawl\.warc: not read: its output would be that of "
                         r"crawl\.warc\.gz", run.stderr, re.M), run.stderr
    assert _urls(root / "verts" / "src" / "crawl.vert.xz") == ["http://www.example.cz/a"]


def test_lint_reads_a_vertical_piped_into_it_as_dash(tmp_path: Path) -> None:
    """Before: 'corpustools vert -o - ... | corpustools lint -' said '-:0: no such file' and status 1, though
    every other command takes '-' for standard input.  Now the piped vertical is checked."""
    warc = make_warc(tmp_path / "a.warc.gz", [{"html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    made = subprocess.run(cli("vert", "-i", str(warc), "-o", "-", "-m", "1"), capture_output=True, env=ENV, timeout=120)
    assert made.returncode == 0 and made.stdout.startswith(b"<doc"), made.stderr
    run = subprocess.run(cli("lint", "-"), input=made.stdout, capture_output=True, env=ENV, timeout=120)
    assert run.returncode == 0, (run.stdout, run.stderr)
    assert b"1 file(s) OK" in run.stderr
    run = subprocess.run(cli("lint", "-"), input=b'<doc id="a">\nx\n', capture_output=True, env=ENV, timeout=120)
    assert run.returncode == 1 and b"-:3: <doc> opened at line 1 is never closed" in run.stdout, run.stdout


def test_warc_recompress_and_check_take_i_and_o_as_the_stages_do(tmp_path: Path) -> None:
    """Before: 'corpustools warc recompress -i in.warc.gz -o out.warc.xz', typed as every stage takes its
    files, was 'unrecognized arguments: -i -o' (status 2), and 'warc check -i x.warc.gz' the same.  Now
    -i/-o work, alone or beside the positional names."""
    warc = make_warc(tmp_path / "in.warc.gz", [{"html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    for args, name in ((["-i", str(warc), "-o"], "a.warc.xz"), (["-i", str(warc)], "b.warc.xz"),
                       ([str(warc), "-o"], "c.warc.xz"), ([str(warc)], "d.warc.xz")):
        run = run_cli("warc", "recompress", *args, str(tmp_path / name))
        assert run.returncode == 0, (args, run.stderr)
        assert (tmp_path / name).is_file() and (tmp_path / (name + ".cdxj")).is_file()
    run = run_cli("warc", "check", "-i", str(warc), str(tmp_path / "a.warc.xz"))
    assert run.returncode == 0, run.stderr
    assert len(re.findall(r"^\+OK .*: OK \(", run.stderr, re.M)) == 2, run.stderr
    run = run_cli("warc", "recompress", "-i", str(tmp_path / "missing.warc.gz"), "-o", str(tmp_path / "e.warc.xz"))
    assert run.returncode == 2 and "missing.warc.gz: no such file" in run.stderr, run.stderr


def test_thai_and_hebrew_labels_of_the_encoding_standard_are_taken(tmp_path: Path) -> None:
    """Before: 'TIS-620', 'ISO-8859-11' and 'windows-874' (Thai) were mapped to a name Python has no codec
    for, so the label was dropped; chardet then answered 'TIS-620', dropped the same way, and the page
    was read as windows-1252 ('¡ÃØ§à·¾' for กรุงเทพ).  'ISO-8859-8-I' (how Hebrew pages declare
    themselves) and 'x-mac-cyrillic' were unknown as well.  Now each decodes with its codec."""
    thai = "กรุงเทพมหานคร เป็นเมืองหลวงและนครที่มีประชากรมากที่สุดของประเทศไทย"
    pages = [
        {"url": "http://www.example.th/a", "html": page(f"<article><p>{EN_TEXT} {thai}</p><p>{EN_TEXT}</p></article>", "Bangkok"),
         "encoding": "cp874", "content_type": "text/html; charset=TIS-620"},
        {"url": "http://www.example.th/b", "html": page(f"<article><p>{thai} {EN_TEXT}</p><p>{EN_TEXT}</p></article>",
                                                        "Bangkok", '<meta charset="windows-874">'), "encoding": "cp874"},
        {"url": "http://www.example.il/c", "html": page(f"<article><p>{EN_TEXT} ירושלים</p><p>{EN_TEXT}</p></article>", "Jerusalem"),
         "encoding": "iso-8859-8", "content_type": "text/html; charset=ISO-8859-8-I"},
    ]
    vertical = vert_cli(tmp_path, "th", pages)
    text = "".join(t.split("\t")[0] for t in tokens_of(vertical))
    assert "กรุงเทพ" in text.replace(" ", "") and "ירושלים" in text, text[:300]
    assert re.findall(r' enc="([^"]*)"', vertical) == ["cp874", "cp874", "iso-8859-8"]


def test_a_shift_jis_feed_with_vendor_kanji_is_not_said_to_declare_a_wrong_encoding(serve, tmp_path: Path) -> None:
    """Before: a Japanese feed declaring Shift_JIS (or a Korean one EUC-KR) whose titles hold a Windows-31J
    character (㈱, №, 纊 ...) was read right, as CP932, but every poll said '-WARN ... declared encoding
    was wrong, read as CP932', which cron mails each cycle; the declaration is right for every browser
    and feed reader.  A feed whose declaration really is wrong still gets the line."""
    server = serve(host="127.0.0.161")
    items = [(f"記事{i} ㈱ № 纊 髙橋", server.url(f"/a{i}")) for i in range(3)]
    server.routes["/sjis"] = feed_route(rss2(items, encoding="cp932").replace(b'encoding="cp932"', b'encoding="Shift_JIS"'))
    server.routes["/wrong"] = feed_route(rss2([("Zpráva – dnes", server.url("/b"))], encoding="cp1250")
                                         .replace(b'encoding="cp1250"', b'encoding="utf-8"'))
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/sjis") + "\n" + server.url("/wrong") + "\n", "utf-8")
    run = run_cli("collect", "-i", str(feeds), "-o", str(tmp_path / "links.txt"), "--allow-private", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "/sjis: declared encoding" not in run.stderr, run.stderr
    assert re.search(r"^-WARN .*/wrong: declared encoding was wrong", run.stderr, re.M), run.stderr
    assert len((tmp_path / "links.txt").read_text("utf-8").split()) == 4
