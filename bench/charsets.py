"""How many pages vert decodes with the wrong character encoding, per set, when the HTTP header names none.

Sets (each page's true encoding known):
  chardet   ``$CORPUSTOOLS_SAMPLES/chardet/<ENCODING>/*`` (chardet's test files: legacy encodings, the
            encoding is the folder's name);
  recoded-* the UTF-8 pages of cmoncrawl-cz (Czech) and wcxb-dev (mostly German and English) saved again in
            a legacy encoding (windows-1250, iso-8859-2, windows-1252) with their charset declaration
            removed: what an old site's archive looks like when its server sends no charset;
  mislabelled-* the same pages in windows-1250 whose HTTP header says iso-8859-2, and chardet's KOI8-R and
            windows-1251 pages each declared as the other, Japanese pages declared as the other of EUC-JP and
            Shift_JIS (servers that name the wrong member of a script's encodings).

A page counts as wrong when the text vert decodes differs from the true text in more than 1 % of its
characters outside ASCII (windows-1255 vs iso-8859-8 and the like, which differ in a few rare characters,
count right).
``--warc DIR`` also writes each set as a WARC (``Content-Type: text/html``, no charset) for ``vert``.

    .venv/bin/python bench/charsets.py [--warc DIR] [-v]
"""

from __future__ import annotations

import argparse
import difflib
import gzip
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpustools.vert.decode import decode_html  # noqa: E402

SAMPLES = Path(os.environ.get("CORPUSTOOLS_SAMPLES",
                              Path(__file__).resolve().parent.parent.parent / "shared" / "samples" / "html"))
_FOLDER = {"cp932": "cp932", "shift_jis": "cp932", "euc-jp": "euc-jp", "euc-kr": "cp949", "gb2312": "gb18030",
           "big5": "big5hkscs", "koi8-r": "koi8-r", "tis-620": "cp874", "utf-16be": "utf-16-be",
           "utf-16le": "utf-16-le", "utf-32be": "utf-32-be", "utf-32le": "utf-32-le", "ascii": "windows-1252",
           "utf-8": "utf-8"}
_META = re.compile(r"""<meta[^>]+charset[^>]*>""", re.I)


def _truth_of(folder: str) -> str:
    name = folder.lower()
    if name in _FOLDER:
        return _FOLDER[name]
    return re.match(r"(windows-\d+|iso-8859-\d+)", name).group(1)


def chardet_set() -> list[tuple[str, bytes, str]]:
    pages = []
    for path in sorted((SAMPLES / "chardet").glob("*/*")):
        pages.append((f"chardet/{path.parent.name}/{path.name}", path.read_bytes(), _truth_of(path.parent.name)))
    return pages


def recoded_set(source: str, enc: str, limit: int) -> list[tuple[str, bytes, str]]:
    pages = []
    for path in sorted((SAMPLES / source).rglob("*.htm*")):
        raw = path.read_bytes()
        if path.suffix == ".gz":
            raw = gzip.decompress(raw)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        text = _META.sub("", text)
        try:
            data = text.encode(enc)
        except UnicodeEncodeError:  # characters the legacy encoding has not: not a page it could hold
            continue
        if data.isascii():
            continue
        pages.append((f"{source}/{path.name}", data, enc))
        if len(pages) >= limit:
            break
    return pages


def _strip_bom(data: bytes, enc: str) -> bytes:
    for bom in (b"\xef\xbb\xbf", b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff", b"\xff\xfe", b"\xfe\xff"):
        if data.startswith(bom):
            try:
                bom.decode(enc)
            except UnicodeDecodeError:
                continue
            return data[len(bom):]
    return data


def wrong(data: bytes, truth: str, content_type: str = "text/html") -> tuple[bool, str]:
    true_text = _strip_bom(data, truth).decode(truth, "replace").lstrip("\ufeff")
    text, enc, _replaced = decode_html(data, content_type)
    if text == true_text:
        return False, enc
    # compared on the characters outside ASCII (markup would hide a wrong letter in every hundred)
    if len(text) == len(true_text):  # (a single-byte encoding for another: character for character)
        pairs = [(a, b) for a, b in zip(text, true_text) if not (a.isascii() and b.isascii())]
        ratio = sum(a == b for a, b in pairs) / len(pairs) if pairs else 1.0
    else:
        ratio = difflib.SequenceMatcher(None, [c for c in text if not c.isascii()][:20000],
                                        [c for c in true_text if not c.isascii()][:20000]).ratio()
    return ratio < 0.99, enc


def write_warc(path: Path, pages: list[tuple[str, bytes, str]], content_type: str) -> None:
    with open(path, "wb") as out:
        for i, (name, data, _truth) in enumerate(pages):
            block = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n\r\n".encode() + data
            head = (f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{i:012d}>"
                    f"\r\nWARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: https://example.org/{i}/"
                    f"{re.sub(r'[^A-Za-z0-9._-]', '_', name)}\r\nContent-Type: application/http; msgtype=response"
                    f"\r\nContent-Length: {len(block)}\r\n\r\n")
            out.write(head.encode() + block + b"\r\n\r\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warc", type=Path, help="also write each set as DIR/<set>.warc")
    ap.add_argument("--limit", type=int, default=200, help="pages per recoded set")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the pages decoded wrongly")
    ap.add_argument("--only", default="", help="only the sets whose name starts with this")
    args = ap.parse_args()
    chardet = chardet_set()
    sets = {"chardet": (chardet, "text/html")}
    for source, enc in (("cmoncrawl-cz", "windows-1250"), ("cmoncrawl-cz", "iso-8859-2"),
                        ("wcxb-dev", "windows-1252")):
        sets[f"recoded-{source}-{enc}"] = (recoded_set(source, enc, args.limit), "text/html")
    sets["mislabelled-cmoncrawl-cz-windows-1250-as-iso-8859-2"] = (
        recoded_set("cmoncrawl-cz", "windows-1250", args.limit), "text/html; charset=iso-8859-2")
    for truth, label in (("koi8-r", "windows-1251"), ("windows-1251", "koi8-r"), ("euc-jp", "shift_jis"),
                         ("cp932", "euc-jp")):
        sets[f"mislabelled-chardet-{truth}-as-{label}"] = (
            [page for page in chardet if page[2] == truth], f"text/html; charset={label}")
    for name, (pages, content_type) in sets.items():
        if not name.startswith(args.only):
            continue
        bad = []
        for page, data, truth in pages:
            is_wrong, enc = wrong(data, truth, content_type)
            if is_wrong:
                bad.append(f"  {page}: {enc} (is {truth})")
        print(f"{name}: {len(bad)} of {len(pages)} pages decoded wrongly")
        if args.verbose and bad:
            print("\n".join(bad))
        if args.warc:
            args.warc.mkdir(parents=True, exist_ok=True)
            write_warc(args.warc / f"{name}.warc", pages, content_type)

if __name__ == "__main__":
    main()
