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
