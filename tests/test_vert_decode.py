"""Character encodings decided as browsers do, with Czech and Slovak legacy encodings right."""

from __future__ import annotations

import codecs

import pytest
from vert_support import CS_TEXT, SK_TEXT, page

from corpustools.vert.decode import canonical, choose_encoding, decode_html

CS = "Příliš žluťoučký kůň úpěl ďábelské ódy. " + CS_TEXT


@pytest.mark.parametrize("codec,label", [("cp1250", "windows-1250"), ("iso-8859-2", "iso-8859-2")])
def test_meta_charset_legacy_czech(codec, label):
    data = page(f"<p>{CS}</p>", head=f'<meta charset="{label}">').encode(codec)
    text, enc, bad = decode_html(data)
    assert enc == label and bad == 0 and CS in text


def test_http_equiv_meta_and_http_header_win_in_browser_order():
    data = page(f"<p>{CS}</p>", head='<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">')
    raw = data.encode("iso-8859-2")
    assert choose_encoding(raw) == ("iso-8859-2", "meta")
    # the HTTP header comes before the meta tag
    raw1250 = data.encode("cp1250")
    assert choose_encoding(raw1250, "text/html; charset=windows-1250") == ("windows-1250", "http")
    assert CS in decode_html(raw1250, "text/html; charset=windows-1250")[0]


def test_bom_beats_everything():
    data = codecs.BOM_UTF16_LE + page(f"<p>{CS}</p>", head='<meta charset="windows-1250">').encode("utf-16-le")
    text, enc, _ = decode_html(data, "text/html; charset=iso-8859-2")
    assert enc == "utf-16le" and CS in text and not text.startswith("\ufeff")
    text, enc, _ = decode_html(codecs.BOM_UTF8 + f"<p>{CS}</p>".encode(), "text/html; charset=windows-1250")
    assert enc == "utf-8" and text.startswith("<p>")


def test_page_resaved_as_utf8_but_declaring_windows_1250():
    data = page(f"<p>{CS}</p>", head='<meta http-equiv="content-type" content="text/html; charset=windows-1250">')
    text, enc, bad = decode_html(data.encode("utf-8"))
    assert enc == "utf-8" and CS in text and bad == 0


@pytest.mark.parametrize("codec,expected", [("cp1250", "windows-1250"), ("iso-8859-2", "iso-8859-2")])
@pytest.mark.parametrize("sample", [CS_TEXT, SK_TEXT])
def test_undeclared_legacy_encoding_found_by_chardet(codec, expected, sample):
    raw = page(f"<p>{sample}</p><p>{sample}</p>").encode(codec)
    text, enc, _ = decode_html(raw)
    assert sample in text
    assert enc in ("windows-1250", "iso-8859-2")  # both decode these texts identically or correctly


def test_latin1_label_means_windows_1252_and_unknown_labels_are_ignored():
    assert canonical("ISO-8859-1") == "windows-1252"
    assert canonical("latin2") == "iso-8859-2"
    assert canonical("x-no-such-charset") is None
    text, enc, _ = decode_html(b'<meta charset="x-bogus"><p>plain ascii</p>')
    assert enc == "utf-8" and "plain ascii" in text


def test_undecodable_bytes_are_replaced_and_counted():
    raw = '<meta charset="utf-8"><p>Žluťoučký kůň</p>'.encode() + b"\xff\xfe\xfa" + "<p>a dál</p>".encode()
    text, enc, bad = decode_html(raw)
    assert "Žluťoučký kůň" in text and "a dál" in text
    assert bad >= 1 or enc != "utf-8"


@pytest.mark.parametrize("codec,expected", [("utf-16-le", "utf-16le"), ("utf-16-be", "utf-16be"),
                                            ("utf-32-le", "utf-32le")])
def test_utf16_and_utf32_without_bom_are_text_not_binary(codec, expected):
    from corpustools.vert.httpbody import looks_binary

    raw = page(f"<p>{CS}</p>").encode(codec)
    assert not looks_binary(raw)
    text, enc, bad = decode_html(raw)
    assert enc == expected and CS in text and bad == 0


def test_the_utf8_a_page_was_decoded_from_is_handed_to_the_parser_as_it_is():
    """A page decoded as UTF-8 without a replacement is parsed from its payload (less a BOM), which is
    exactly its text encoded again; any other page from its text."""
    from corpustools.vert.decode import utf8_source

    body = "<html><head><title>Žluťoučký kůň</title></head><body><p>Příliš žluťoučký kůň 🐴</p></body></html>"
    for data in (body.encode("utf-8"), codecs.BOM_UTF8 + body.encode("utf-8")):
        text, enc, replaced = decode_html(data, "text/html; charset=utf-8")
        assert utf8_source(data, enc, replaced) == text.encode("utf-8")
    broken = body.encode("utf-8").replace("🐴".encode(), b"\xff\xfe")
    assert utf8_source(broken, *decode_html(broken, "text/html; charset=utf-8")[1:]) is None
    legacy = body.replace("🐴", "").encode("windows-1250")
    assert utf8_source(legacy, *decode_html(legacy, "text/html; charset=windows-1250")[1:]) is None


def test_a_page_parsed_from_its_utf8_gives_the_blocks_its_text_gives():
    from corpustools.config import DEFAULTS
    from corpustools.vert.choose import extract_page
    from corpustools.vert.options import VertOptions

    options = VertOptions.from_settings(DEFAULTS).document_options()
    para = "Vláda v pondělí schválila návrh zákona o podpoře bydlení, který teď míří do Sněmovny. " * 4
    html = (f"<html><head><title>Bydlení</title></head><body><nav><a href='/'>Domů</a></nav><article>"
            f"<h1>Zákon o bydlení</h1><p>{para}</p><p>{para[::-1]}</p></article></body></html>")
    from_text = extract_page(html, "https://www.example.cz/a", options)
    from_utf8 = extract_page(html, "https://www.example.cz/a", options, html.encode("utf-8"))
    assert [b.text for b in from_utf8.blocks] == [b.text for b in from_text.blocks]
    assert from_text.blocks and from_utf8.title == from_text.title == "Bydlení"


ZH = "谷歌在2014年收购的人工智能公司开发出一款能够用自己的记忆学习新知识的计算机。"
JA = "衆院議院運営委員会は９日午後の理事会で、１３日に本会議を開くことを決めた。"
ZH_TW = "台北看守所昨天抽查前總統陳水扁的房舍，引來扁的強烈不滿，他已透過律師表達抗議。"
KO = "한나라당은 2월 임시국회에서 국회 내 폭력행사 방지를 위한 법 제정도 추진하기로 했다."


@pytest.mark.parametrize("text,label,codec", [(ZH, "gb2312", "gbk"), (ZH_TW, "big5", "big5"), (JA, "shift_jis", "cp932"),
                                              (JA, "euc-jp", "euc-jp"), (KO, "euc-kr", "cp949")])
def test_a_cjk_page_resaved_as_utf8_but_declaring_its_legacy_encoding_is_utf8(text, label, codec):
    html = page(f"<p>{text}</p>", "News", f'<meta http-equiv="Content-Type" content="text/html; charset={label}">')
    assert choose_encoding(html.encode("utf-8"))[0] == "utf-8"  # was mojibake in the declared encoding
    assert decode_html(html.encode("utf-8"))[0] == html
    legacy = html.encode(codec)  # the same page in the encoding it declares still reads in it
    assert choose_encoding(legacy)[1] == "meta" and text in decode_html(legacy)[0]


_LONG_HEADS = {
    "inline script": "<script>var cfg = {" + ",".join(f'"k{i}": "value {i}"' for i in range(4000)) + "};</script>",
    "style sheet": "<style>" + "".join(f".c{i} {{ margin: 0 }}\n" for i in range(4000)) + "</style>",
    "long menu": "</head><body><ul>" + "".join(f"<li><a href='/s{i}'>Section {i}</a></li>" for i in range(2000))
                 + "</ul>",
}


@pytest.mark.parametrize("what", sorted(_LONG_HEADS))
def test_undeclared_czech_page_after_64_kb_of_ascii_is_still_found_by_chardet(what):
    """chardet looks at a window of the page; given only the ASCII of a long script, style sheet or menu
    it said ASCII, and an old Czech page without a charset lost every ř, ů and ě to windows-1252."""
    html = f"<html><head>{_LONG_HEADS[what]}<p>{CS_TEXT * 4}</p></body></html>"
    assert len(html) > 70000
    text, enc, replaced = decode_html(html.encode("windows-1250"), "text/html")
    assert enc in ("windows-1250", "iso-8859-2")
    assert CS_TEXT in text


def test_a_page_declaring_iso_8859_16_with_windows_1250_bytes_is_windows_1250():
    """Bytes 0x80-0x9F are never text in an ISO encoding: a Czech page that says iso-8859-16 (chardet's
    guess for some undeclared ones, too) but holds š, ž and ť there was written in windows-1250."""
    raw = page(f"<p>{CS_TEXT}</p>").encode("windows-1250")
    text, enc, _ = decode_html(raw, "text/html; charset=iso-8859-16")
    assert enc == "windows-1250"
    assert CS_TEXT in text
