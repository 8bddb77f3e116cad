"""``corpustools vert`` on the odd pages and records of the public web (issue 12: never lose a page because
of the extractor; a page that has readable text yields a document, its text whole and readable).

Each test writes a real WARC (warcio, or by hand where warcio would tidy the oddity away) and runs the
``vert`` command on it, as a user would."""

from __future__ import annotations

import gzip
import io
import re
from pathlib import Path
from typing import Any

from vert_support import CS_TEXT, CS_TEXT2, docs_of, page, read_vert, tokens_of
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from corpustools.cli import main


def _warc(path: Path, pages: list[dict[str, Any]]) -> Path:
    """A WARC of response records: ``url``, ``body`` (bytes, written as they are) and ``headers`` (the HTTP
    headers, default ``Content-Type: text/html`` without a charset)."""
    buffer = io.BytesIO()
    writer = WARCWriter(buffer, gzip=True)
    for p in pages:
        http = StatusAndHeaders("200 OK", p.get("headers", [("Content-Type", "text/html")]), protocol="HTTP/1.1")
        writer.write_record(writer.create_warc_record(p["url"], "response", payload=io.BytesIO(p["body"]),
                                                      http_headers=http,
                                                      warc_headers_dict={"WARC-Date": "2026-11-20T10:00:00Z"}))
    path.write_bytes(buffer.getvalue())
    return path


def _vert(tmp_path: Path, pages: list[dict[str, Any]], capsys: Any = None) -> dict[str, dict[str, Any]]:
    """vert run from the command line on a WARC of ``pages``: each document's attributes and text (its
    tokens joined by spaces) by URL."""
    out = tmp_path / "out.vert"
    status = main(["vert", "-i", str(_warc(tmp_path / "in.warc.gz", pages)), "-o", str(out), "-m", "1"])
    assert status in (0, 1)
    docs = {}
    for doc in docs_of(read_vert(out)) if out.exists() else []:
        attrs = dict(re.findall(r'(\w+)="([^"]*)"', doc.split("\n", 1)[0]))
        docs[attrs["url"]] = {**attrs, "text": " ".join(tokens_of(doc))}
    return docs


def _czech(mark: str) -> tuple[str, str]:
    """Two Czech paragraphs made unique by ``mark`` (vert writes a text once per output)."""
    return CS_TEXT.replace("pondělí", f"pondělí {mark}"), CS_TEXT2.replace("medvěd", f"medvěd {mark}")


def _words(text: str) -> str:
    """The words of ``text`` as the vertical has them (punctuation is a token of its own)."""
    return " ".join(re.findall(r"\w+", text))


def _has(doc: dict[str, Any], paragraph: str) -> bool:
    return _words(paragraph) in _words(doc["text"])


def test_a_utf8_page_without_a_declaration_and_with_a_stray_legacy_byte_is_read_as_utf8(tmp_path):
    # a footer saved in windows-1250 (one byte, "©") or a surrogate written the Java way into a UTF-8 page
    # that declares nothing: chardet read the whole page as mojibake ("VlĂˇda v pondÄ›lĂ")
    one, two = _czech("jedna"), _czech("dva")
    pages = [
        {"url": "https://www.example.cz/2026/11/paticka",
         "body": page(f"<p>{one[0]}</p><p>{one[1]}</p>").encode() + "<footer>© Vydavatel</footer>".encode("cp1250")},
        {"url": "https://www.example.cz/2026/11/nahradni",
         "body": page(f"<p>{two[0]}</p><p>{two[1]}\udc80</p>").encode("utf-8", "surrogatepass")},
    ]
    docs = _vert(tmp_path, pages)
    for p, (first, second) in zip(pages, (one, two)):
        doc = docs[p["url"]]
        assert doc["enc"] == "utf-8" and _has(doc, first) and _has(doc, second)


def test_html_served_under_a_broken_or_odd_content_type_is_a_page_and_a_feed_or_script_is_not(tmp_path):
    # servers write "text/html charset=UTF-8" (no semicolon: browsers sniff it and show the page),
    # "text/html,charset=utf-8", "text/htm", SSI's and PHP's own types, "unk" or "*/*"
    odd = ["text/html charset=UTF-8", "text/html,charset=utf-8", "text/htm", "text/x-server-parsed-html",
           "application/x-httpd-php", "unk", "*/*", "application/x-unknown-content-type"]
    pages = []
    for i, ctype in enumerate(odd):
        first, second = _czech("typ" + "abcdefghij"[i])
        pages.append({"url": f"https://www.example.cz/2026/11/typ-{i}", "headers": [("Content-Type", ctype)],
                      "body": page(f"<p>{first}</p><p>{second}</p>").encode()})
    feed = b'<?xml version="1.0"?><rss version="2.0"><channel><title>Zpravy</title></channel></rss>'
    script = b"document.write('<div><p>" + CS_TEXT.encode() + b"</p></div>');"
    pages += [{"url": "https://www.example.cz/feed", "headers": [("Content-Type", "application/rss+xml")], "body": feed},
              {"url": "https://www.example.cz/app.js", "headers": [("Content-Type", "application/javascript")],
               "body": script}]
    docs = _vert(tmp_path, pages)
    assert sorted(docs) == sorted(p["url"] for p in pages[:len(odd)])
    for i, p in enumerate(pages[:len(odd)]):
        assert _has(docs[p["url"]], _czech("typ" + "abcdefghij"[i])[0]), odd[i]


def test_json_ld_nested_thousands_deep_does_not_cost_the_page(tmp_path, capsys):
    # json.loads raises RecursionError (not ValueError) on arrays nested ~100,000 deep: the page was
    # "error: RecursionError ...; document skipped"
    first, second = _czech("hluboko")
    deep = "[" * 100_000 + "]" * 100_000
    head = f"<script type='application/ld+json'>{deep}</script>"
    url = "https://www.example.cz/2026/11/hluboko"
    docs = _vert(tmp_path, [{"url": url, "body": page(f"<p>{first}</p><p>{second}</p>", head=head).encode()}])
    assert _has(docs[url], first) and _has(docs[url], second)
    assert "RecursionError" not in capsys.readouterr().err


def test_a_vertical_tab_or_form_feed_between_words_separates_them(tmp_path):
    # Word's line break (a vertical tab) in text pasted into a CMS, a form feed (HTML white space): the
    # words on either side were glued into one token ("návrhstátního")
    first, second = _czech("tabulator")
    glued = first.replace(" ", "\x0b", 6).replace(" ", "\x0c", 6)
    url = "https://www.example.cz/2026/11/tabulator"
    docs = _vert(tmp_path, [{"url": url, "body": page(f"<p>{glued}</p><p>{second}</p>").encode()}])
    assert _has(docs[url], first) and _has(docs[url], second)


def test_a_page_nested_too_deep_to_parse_within_the_time_cap_is_read_by_the_plain_pass(tmp_path, capsys):
    # HTML parsers are quadratic in nesting depth: 60,000 <div>s nested take lexbor seconds (100,000 a
    # minute: past vert.doc_time_cap); the page was "timeout; document skipped"
    first, second = _czech("hluboko")
    deep = page("<div>" * 60_000 + f"<p>{first}</p><p>{second}</p>" + "</div>" * 60_000)
    ok = _czech("vedle")
    pages = [{"url": "https://www.example.cz/2026/11/20/hluboko", "body": deep.encode()},
             {"url": "https://www.example.cz/2026/11/vedle", "body": page(f"<p>{ok[0]}</p><p>{ok[1]}</p>").encode()}]
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 1.0\n")
    out = tmp_path / "out.vert"
    assert main(["vert", "-c", str(config), "-i", str(_warc(tmp_path / "in.warc.gz", pages)), "-o", str(out),
                 "-m", "1"]) == 0
    docs = {re.search(r'url="([^"]*)"', d).group(1): d for d in docs_of(read_vert(out))}
    deep_doc = docs["https://www.example.cz/2026/11/20/hluboko"]
    text = " ".join(tokens_of(deep_doc))
    assert _words(first) in _words(text) and _words(second) in _words(text)
    assert 'date="2026-11-20" date_source="url"' in deep_doc  # the metadata the plain pass can read
    assert _words(ok[0]) in _words(" ".join(tokens_of(docs["https://www.example.cz/2026/11/vedle"])))
    err = capsys.readouterr().err
    assert "hluboko: timeout; read again by the plain pass" in err and "2 documents" in err


def test_a_meta_charset_after_a_long_inline_style_decides_the_encoding(tmp_path):
    # 40 of the 989 sample pages declare their charset after the first 4096 bytes (inline styles and
    # scripts first); a windows-1250 page so made was guessed by chardet ("pondìlí", "rozpoètu")
    first, second = _czech("pozde")
    style = "<style>" + "".join(f".c{i}{{margin:{i}px}}" for i in range(600)) + "</style>"
    head = style + "<meta http-equiv='Content-Type' content='text/html; charset=windows-1250'>"
    url = "https://www.example.cz/2026/11/pozde"
    docs = _vert(tmp_path, [{"url": url, "body": page(f"<p>{first}</p><p>{second}</p>", head=head).encode("cp1250")}])
    assert docs[url]["enc"] == "windows-1250" and _has(docs[url], first) and _has(docs[url], second)


def test_a_gzipped_body_without_content_encoding_is_unpacked(tmp_path):
    # a pre-compressed page.html.gz served as text/html, or a WARC whose writer dropped the header: the
    # page was skipped as binary
    first, second = _czech("zabaleno")
    url = "https://www.example.cz/2026/11/zabaleno"
    body = gzip.compress(page(f"<p>{first}</p><p>{second}</p>").encode())
    docs = _vert(tmp_path, [{"url": url, "body": body}])
    assert _has(docs[url], first) and _has(docs[url], second)


def test_a_very_long_address_or_one_that_is_no_url_costs_neither_time_nor_the_pages_structure(tmp_path, capsys):
    # the article-address pattern backtracked over a long path segment (quadratic: 100,000 characters, a
    # tracking blob in the path, passed the time cap); an IPv6 host without its "]" made urlsplit raise,
    # and the page lost its structure to the extractor's last resort
    long_first, long_second = _czech("dlouha")
    odd_first, odd_second = _czech("divna")
    pages = [{"url": "https://www.example.cz/" + "a" * 100_000,
              "body": page(f"<article><p>{long_first}</p><p>{long_second}</p></article>").encode()},
             {"url": "https://[2001:db8::1/zpravy/clanek",
              "body": page(f"<article><h2>Mezititulek zprávy</h2><p>{odd_first}</p><p>{odd_second}</p></article>")
              .encode()}]
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 10.0\n")
    out = tmp_path / "out.vert"
    assert main(["vert", "-c", str(config), "-i", str(_warc(tmp_path / "in.warc.gz", pages)), "-o", str(out),
                 "-m", "1"]) == 0
    text = read_vert(out)
    assert text.count("<doc ") == 2 and _words(long_second) in _words(" ".join(tokens_of(text)))
    assert "plain pass" not in capsys.readouterr().err
    # read by the extractor, not its last resort (jusText's good blocks alone: the subheading went)
    assert "Mezititulek" in tokens_of(docs_of(text)[1])


def test_a_long_run_without_white_space_is_tokenized_in_linear_time(tmp_path, capsys):
    # a hex dump or a row of dashes shown as text: MorphoDiTa's tokenizer is quadratic in the tokens of some
    # runs without white space (1.8 s for 20,000 hex digits, 3 s for 20,000 dashes; 16 s for 60,000 hex
    # digits): the page passed the time cap, and so did its plain pass
    first, second = _czech("hex")
    dump = "".join(f"{i * 7919 % 65536:04x}" for i in range(15_000))  # 60,000 hex digits glued together
    url = "https://www.example.cz/2026/11/hex"
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 8.0\n")
    out = tmp_path / "out.vert"
    body = page(f"<p>{first}</p><p>{dump}</p><p>{second}</p>").encode()
    assert main(["vert", "-c", str(config), "-i", str(_warc(tmp_path / "in.warc.gz", [{"url": url, "body": body}])),
                 "-o", str(out), "-m", "1"]) == 0
    tokens = tokens_of(docs_of(read_vert(out))[0])
    assert dump in "".join(tokens)  # every character, in order
    assert _words(first) in _words(" ".join(tokens)) and _words(second) in _words(" ".join(tokens))
    assert "plain pass" not in capsys.readouterr().err


def test_a_very_long_class_name_costs_no_time(tmp_path, capsys):
    # a generated class or id of 60,000 characters with "--" in it: the utility-class pattern tried "\S*" at
    # every character (5 s for 20,000 dashes, ~50 s for 60,000), past the time cap; the plain pass then
    # took the page and its subheading went
    first, second = _czech("trida")
    names = "x--" * 20_000
    body = page(f"<div class='{names}' id='{names}'><article><h2>Mezititulek zprávy</h2><p>{first}</p>"
                f"<p>{second}</p></article></div>").encode()
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 8.0\n")
    out = tmp_path / "out.vert"
    warc = _warc(tmp_path / "in.warc.gz", [{"url": "https://www.example.cz/2026/11/trida", "body": body}])
    assert main(["vert", "-c", str(config), "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    tokens = tokens_of(docs_of(read_vert(out))[0])
    assert "Mezititulek" in tokens and _words(second) in _words(" ".join(tokens))
    assert "plain pass" not in capsys.readouterr().err


def test_a_block_of_unclosed_template_braces_costs_no_time(tmp_path, capsys):
    # "{{" after "{{" with no "}}" (a broken client-side template): the unrendered-template pattern searched
    # to the block's end from each one (2 s for 10,000, ~18 s for 30,000), past the time cap: the page was
    # left to the plain pass (or lost, with the block among its good ones)
    first, second = _czech("sablona")
    body = page(f"<p>{first}</p><p>Šablona {'{{' * 30_000}</p><p>{second}</p>").encode()
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 8.0\n")
    out = tmp_path / "out.vert"
    warc = _warc(tmp_path / "in.warc.gz", [{"url": "https://www.example.cz/2026/11/sablona", "body": body}])
    assert main(["vert", "-c", str(config), "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = " ".join(tokens_of(docs_of(read_vert(out))[0]))
    assert _words(first) in _words(text) and _words(second) in _words(text)
    err = capsys.readouterr().err
    assert "plain pass" not in err and "document skipped" not in err


def test_a_page_served_as_text_html_without_a_semicolon_is_downloaded_and_read(serve, tmp_path):
    # "text/html charset=UTF-8" (and "text/html,charset=utf-8"): download took the whole value for the type
    # and skipped the page as "content type"; vert too (see above): the page never reached the corpus
    from httpserver import Route

    first, second = _czech("stredník")
    other = _czech("carka")
    server = serve({
        "/robots.txt": Route("", status=404),
        "/bez": Route(page(f"<p>{first}</p><p>{second}</p>"), headers={"Content-Type": "text/html charset=UTF-8"}),
        "/carka": Route(page(f"<p>{other[0]}</p><p>{other[1]}</p>"),
                        headers={"Content-Type": "text/html,charset=utf-8"}),
    }, host="127.0.0.113")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/bez") + "\n" + server.url("/carka") + "\n")
    warc, out = tmp_path / "out.warc.gz", tmp_path / "out.vert"
    assert main(["download", "-i", str(links), "-o", str(warc), "--allow-private", "-m", "1"]) == 0
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    text = _words(" ".join(tokens_of(read_vert(out))))
    assert _words(second) in text and _words(other[1]) in text
