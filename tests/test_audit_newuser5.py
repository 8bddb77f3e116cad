"""What a new user hits, fifth round, on real inputs run as a user runs them (real processes, real WARC
files the tests write, loopback servers): WARCs of other tools recompressed and read, pages in East Asian
legacy encodings, and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

from pathlib import Path

from big_brother_support import run_cli
from vert_support import docs_of, make_warc, page, read_vert, tokens_of

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
    warc = make_warc(tmp_path / "asia.warc.gz", pages)
    out = tmp_path / "asia.vert"
    run = run_cli("vert", "-i", str(warc), "-o", str(out), "-m", "1")
    assert run.returncode == 0, run.stderr
    vertical = read_vert(out)
    assert len(docs_of(vertical)) == 3, vertical[:2000]
    assert "\ufffd" not in vertical, [t for t in tokens_of(vertical) if "\ufffd" in t][:10]
    text = "".join(t.split("\t")[0] for t in tokens_of(vertical))
    for char in ("纊", "褜", "℡", "똠", "뷁"):
        assert char in text, char
