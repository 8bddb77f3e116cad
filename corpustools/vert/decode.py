"""Bytes -> text, deciding the character encoding in the order browsers use.

1. a byte-order mark (UTF-8, UTF-16 LE/BE);
2. the HTTP ``Content-Type`` charset;
3. ``<meta charset>`` or ``<meta http-equiv="Content-Type" content="...; charset=...">`` in the first
   bytes of the page (browsers pre-scan 1024 bytes; we look a little further, as lxml does), else in the
   rest of the head (a browser's parser that meets it there reads the page again in that encoding: pages
   with long inline styles or scripts before it);
4. chardet on the bytes, unless they are UTF-8 but for a few broken bytes (a footer saved in windows-1250,
   a surrogate written the Java way): chardet would read such a page as mojibake.

Labels are mapped the WHATWG way (``latin1``/``iso-8859-1``/``ascii`` mean windows-1252, ``utf-16`` in a
meta tag means UTF-8, unknown labels are ignored, and so are the names Python gives transforms and encodings
no browser reads a page in: ``base64``, ``rot13``, ``cp037``, ``utf-7``, see :func:`declared`).  A declared
legacy encoding is checked against the bytes: a page re-saved as UTF-8 that still declares windows-1250
(common in old Czech news archives) has valid multi-byte UTF-8 sequences, and those would become mojibake in the declared encoding, so such a
page is decoded as UTF-8; so is a page declaring a Chinese, Japanese or Korean encoding with a few
multi-byte UTF-8 characters (``MULTI_BYTE_UTF8``), which text in those encodings cannot be.  A declared
encoding whose bytes belong to another of the same script is replaced by that one (``_mislabelled``):
windows-1250 bytes under iso-8859-2 (C1 bytes, which are never text), KOI8-R and windows-1251 for each
other, EUC-JP and Shift_JIS (or any two East Asian encodings) for each other, and (``_central_european``)
windows-1250 or iso-8859-2 bytes under a Western label, told by the signs their letters become between two
letters.  Undecodable bytes become U+FFFD and are reported, never raised.
"""

from __future__ import annotations

import codecs
import logging
import re

log = logging.getLogger(__name__)

PRESCAN_BYTES = 4096
CHARDET_BYTES = 65536
HEAD_BYTES = 262144  # how far a <meta charset> is looked for when the prescan found none (up to <body>)

# WHATWG label -> canonical name (the part that matters for Central European and common pages)
_ALIASES = {
    "latin1": "windows-1252", "latin-1": "windows-1252", "iso-8859-1": "windows-1252", "iso8859-1": "windows-1252",
    "iso_8859-1": "windows-1252", "l1": "windows-1252", "ascii": "windows-1252", "us-ascii": "windows-1252",
    "cp1252": "windows-1252", "x-cp1252": "windows-1252", "cp1250": "windows-1250", "x-cp1250": "windows-1250",
    "cp1251": "windows-1251", "x-cp1251": "windows-1251", "latin2": "iso-8859-2", "l2": "iso-8859-2",
    "iso8859-2": "iso-8859-2", "iso_8859-2": "iso-8859-2", "utf8": "utf-8", "unicode-1-1-utf-8": "utf-8",
    "tis-620": "cp874", "iso-8859-11": "cp874", "windows-874": "cp874", "dos-874": "cp874",  # Python: cp874
    "iso-8859-8-i": "iso-8859-8", "iso-8859-8-e": "iso-8859-8", "csiso88598i": "iso-8859-8",
    "csiso88598e": "iso-8859-8", "logical": "iso-8859-8", "visual": "iso-8859-8",
    "iso-8859-6-i": "iso-8859-6", "iso-8859-6-e": "iso-8859-6", "csiso88596i": "iso-8859-6",
    "csiso88596e": "iso-8859-6", "x-mac-cyrillic": "mac-cyrillic", "x-mac-ukrainian": "mac-cyrillic",
    "koi8-ru": "koi8-u", "x-euc-jp": "euc-jp", "cseucpkdfmtjapanese": "euc-jp",
    "iso-8859-9": "windows-1254", "latin5": "windows-1254", "x-mac-roman": "macintosh", "mac": "macintosh",
    "koi": "koi8-r", "koi8": "koi8-r", "unicode": "utf-16le", "ucs-2": "utf-16le", "utf-16": "utf-16le",
    "utf-32": "utf-32le",
}
# The East Asian labels name the vendors' supersets, which is what browsers decode (WHATWG: Shift_JIS is
# Windows-31J, EUC-KR is windows-949, GBK is gb18030, Big5 is Big5-HKSCS); Python's strict codecs of the
# same names turn the supersets' characters (NEC/IBM kanji, UHC hangul, ...) into U+FFFD.
for _labels, _superset in (
        (("shift_jis", "shift-jis", "x-sjis", "sjis", "ms_kanji", "csshiftjis", "ms932", "windows-31j"), "cp932"),
        (("euc-kr", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "korean", "cseuckr",
          "csksc56011987", "iso-ir-149", "windows-949"), "cp949"),
        (("gb2312", "gbk", "x-gbk", "chinese", "gb_2312", "gb_2312-80", "csgb2312", "iso-ir-58",
          "csiso58gb231280"), "gb18030"),
        (("big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"), "big5hkscs")):
    _ALIASES.update(dict.fromkeys(_labels, _superset))

_META_CHARSET = re.compile(rb"""<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9._:\-]+)""", re.I)
_BODY = re.compile(rb"<body[\s>]", re.I)
HTTP_CHARSET = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9._:\-]+)""", re.I)
_SINGLE_BYTE_LEGACY = re.compile(r"^(windows-12\d\d|iso-8859-\d+|koi8-[ru]|macintosh|mac-cyrillic|cp874)$")
# Chinese, Japanese and Korean legacy encodings: their text is valid UTF-8 only by chance, for a character or
# two (a GBK, Big5, Shift_JIS or EUC lead byte is mostly a UTF-8 continuation byte); a page with this many
# multi-byte UTF-8 characters that declares one was re-saved as UTF-8 (a Chinese news page declaring gb2312
# became mojibake, every line of it)
_MULTI_BYTE_LEGACY = re.compile(r"^(gb18030|gbk|gb2312|big5(hkscs)?|cp9(32|36|49|50)|shift_jis.*|euc[-_].*"
                                r"|iso2022[-_]jp.*|johab)$")
MULTI_BYTE_UTF8 = 8


def canonical(label: str | None) -> str | None:
    """A WHATWG-style canonical encoding name Python can decode, or None for an unknown label."""
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    name = _ALIASES.get(name) or _ALIASES.get(name.replace("_", "-"), name)  # (euc_kr, shift-jis: the same)
    try:
        info = codecs.lookup(name)
    except LookupError:
        return None
    py = info.name  # e.g. cp1250, iso8859-2, utf-8
    mapping = {"cp1250": "windows-1250", "cp1251": "windows-1251", "cp1252": "windows-1252",
               "cp1253": "windows-1253", "cp1254": "windows-1254", "cp1255": "windows-1255",
               "cp1256": "windows-1256", "cp1257": "windows-1257", "cp1258": "windows-1258",
               "cp874": "windows-874", "mac-roman": "macintosh", "latin-1": "windows-1252",
               "ascii": "windows-1252", "utf-16-le": "utf-16le", "utf-16-be": "utf-16be",
               "utf-32-le": "utf-32le", "utf-32-be": "utf-32be"}
    if py in mapping and _known(mapping[py]):
        return mapping[py]
    if py.startswith("iso8859-"):
        return "iso-8859-" + py.split("-", 1)[1]
    hyphenated = py.replace("_", "-")
    return hyphenated if _known(hyphenated) else py


def _known(name: str) -> bool:
    try:
        codecs.lookup(name)
    except LookupError:
        return False
    return True


def declared(label: str | None) -> str | None:
    """The encoding a page's declaration ``label`` names, when it is one browsers decode pages in (the
    WHATWG Encoding Standard's, :data:`_WEB`); None for any other label, which a browser ignores as it
    ignores an unknown one: Python's codecs also answer to names of transforms that are no text encoding
    (``base64``, ``rot13``, ``zlib``, ``idna``, ``undefined``: decoding raised, in the first try and in
    the plain pass, and the page was lost), of encodings no page is read in by a browser (EBCDIC
    ``cp037``, ``utf-7``, ``unicode_escape``: the page became mojibake) and of those the standard maps
    to its replacement encoding, a page of one U+FFFD (``iso-2022-kr``, ``hz-gb-2312``)."""
    enc = canonical(label)
    return enc if enc is not None and _WEB.match(enc) else None


def http_charset(content_type: str | None) -> str | None:
    if not content_type:
        return None
    m = HTTP_CHARSET.search(content_type)
    return declared(m.group(1)) if m else None


def meta_charset(data: bytes) -> str | None:
    m = _META_CHARSET.search(data[:PRESCAN_BYTES])
    if not m:  # a browser's parser meeting a later <meta charset> in the head changes to it: search the head
        body = _BODY.search(data, 0, HEAD_BYTES)
        m = _META_CHARSET.search(data, 0, body.start() if body else HEAD_BYTES)
    if not m:
        return None
    enc = declared(m.group(1).decode("ascii", "replace"))
    if enc in ("utf-16le", "utf-16be"):  # a meta tag cannot declare UTF-16 (HTML standard)
        return "utf-8"
    return enc


def wide_unicode(data: bytes) -> str | None:
    """UTF-16/32 without a byte-order mark, recognised by the zero bytes around leading ASCII chars."""
    head = data[:4]
    if len(head) < 4:
        return None
    a = [0 < b < 0x80 for b in head]
    z = [b == 0 for b in head]
    if a[0] and z[1] and z[2] and z[3]:
        return "utf-32le"
    if z[0] and z[1] and z[2] and a[3]:
        return "utf-32be"
    if a[0] and z[1] and a[2] and z[3]:
        return "utf-16le"
    if z[0] and a[1] and z[2] and a[3]:
        return "utf-16be"
    return None


def _bom(data: bytes) -> str | None:
    if data.startswith(codecs.BOM_UTF32_LE):
        return "utf-32le"
    if data.startswith(codecs.BOM_UTF32_BE):
        return "utf-32be"
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8"
    if data.startswith(codecs.BOM_UTF16_LE):
        return "utf-16le"
    if data.startswith(codecs.BOM_UTF16_BE):
        return "utf-16be"
    return None


def _utf8_with_multibyte(data: bytes) -> str | None:
    """``data`` decoded, when it is well-formed UTF-8 with at least one multi-byte character; else None."""
    if data.isascii():
        return None
    return _decoded(data, "utf-8")


_SURROGATE_PAIR = re.compile(rb"\xed[\xa0-\xaf][\x80-\xbf]\xed[\xb0-\xbf][\x80-\xbf]")
_SURROGATE = re.compile(rb"\xed[\xa0-\xbf][\x80-\xbf]")
MENDED = "corpustools-cesu"  # the error handler of a UTF-8 page's bad bytes (see _mend)


def _mend(exc: UnicodeError) -> tuple[str, int]:
    """The error handler :data:`MENDED` of decoding UTF-8: a character outside the Basic Multilingual Plane
    written as the two 3-byte sequences of its UTF-16 surrogates (CESU-8, Java's modified UTF-8: an emoji from
    a Java server or an old MySQL table) is that character; a lone surrogate's three bytes are one U+FFFD; any
    other bad byte is U+FFFD, as with ``replace``.  Counted byte by byte, ``replace``'s way, twenty emoji
    outweighed a German page's umlauts and the page was read as windows-1252, every umlaut mojibake."""
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    data, at = exc.object, exc.start
    if _SURROGATE_PAIR.match(data, at):
        pair = bytes(data[at:at + 6]).decode("utf-8", "surrogatepass")
        return pair.encode("utf-16-le", "surrogatepass").decode("utf-16-le"), at + 6
    if _SURROGATE.match(data, at):
        return "\ufffd", at + 3
    return "\ufffd", exc.end


codecs.register_error(MENDED, _mend)


def _mostly_utf8(data: bytes) -> bool:
    """More well-formed multi-byte UTF-8 characters than broken bytes: UTF-8 with a few bad bytes."""
    text = data.decode("utf-8", MENDED)
    broken = text.count("\ufffd")
    good = len(text) - len(text.encode("ascii", "ignore")) - broken  # non-ASCII characters that decoded
    return good > broken


def _chardet(data: bytes) -> str | None:
    """chardet's guess from a window of :data:`CHARDET_BYTES`: the page's first, or, when its first byte
    outside ASCII comes later than half that, the window from a little before that byte.  chardet given
    only ASCII says ASCII, and a page without a charset whose head holds a long inline script or style
    sheet, or whose text follows a long menu, was decoded as windows-1252 (a Czech page's every ř, ů, ě
    lost)."""
    import chardet

    first = _HIGH_BYTE.search(data)
    start = first.start() - 4096 if first is not None and first.start() > CHARDET_BYTES // 2 else 0
    guess = chardet.detect(data[start:start + CHARDET_BYTES])
    enc = canonical(guess.get("encoding"))
    return enc


def choose_encoding(data: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(encoding, how) where how is bom | http | meta | utf8-valid | chardet | default."""
    enc, how, _text = _choose(data, content_type)
    return enc, how


def _choose(data: bytes, content_type: str | None) -> tuple[str, str, str | None]:
    """:func:`choose_encoding`, with the page's text when deciding has decoded all of ``data`` as UTF-8
    already (a page declared UTF-8 is checked by decoding it): :func:`decode_html` then does not decode
    it a second time (a tenth of a millisecond on a page of 130 kB)."""
    bom = _bom(data)
    if bom:
        return bom, "bom", None
    wide = wide_unicode(data)
    if wide:
        return wide, "wide", None
    for how, enc in (("http", http_charset(content_type)), ("meta", meta_charset(data))):
        if not enc or enc.startswith(("utf-16", "utf-32")):  # UTF-16/32 would have a BOM or zero bytes (above):
            continue  # declared for a page of single bytes, it made the page CJK-looking noise
        if enc != "utf-8" and _SINGLE_BYTE_LEGACY.match(enc) and (text := _utf8_with_multibyte(data)) is not None:
            return "utf-8", "utf8-valid", text  # re-saved as UTF-8, declaration left behind
        if _MULTI_BYTE_LEGACY.match(enc) and (text := _utf8_with_multibyte(data)) is not None and \
                len(text) - len(text.encode("ascii", "ignore")) >= MULTI_BYTE_UTF8:
            return "utf-8", "utf8-valid", text
        enc = _mislabelled(data, enc)
        text = None
        if enc == "utf-8":
            text = _decoded(data, "utf-8")
            if text is None and not _mostly_utf8(data):
                sniffed = _chardet(data)
                if sniffed and sniffed != "utf-8" and _decodes(data, sniffed):
                    return sniffed, "chardet", None
        return enc, how, text
    try:
        return "utf-8", "default", data.decode("ascii")  # ASCII: the same text as UTF-8 gives
    except UnicodeDecodeError:
        pass
    text = _utf8_with_multibyte(data)
    if text is not None:
        return "utf-8", "utf8-valid", text
    if _mostly_utf8(data):  # a UTF-8 page with a stray legacy byte: chardet reads it all as mojibake
        return "utf-8", "utf8-valid", None
    sniffed = _chardet(data)
    if sniffed and not _WEB.match(sniffed):  # an encoding no browser decodes a page in: not this page's
        sniffed = _DOS_OF.get(sniffed, "windows-1252")
    if sniffed in _WINDOWS_OF and _C1.search(data):  # (anywhere: chardet may have looked past the first 64 kB)
        sniffed = _WINDOWS_OF[sniffed]
    return (sniffed, "chardet", None) if sniffed else ("windows-1252", "default", None)


# ISO encodings whose Windows counterpart puts letters and punctuation where they have C1 controls (which no
# page holds as text): a page declaring one with bytes 0x80-0x9F was written in the Windows one (Czech and
# Slovak pages declaring iso-8859-2 lost every š, ť, ž and „ “ to controls)
_WINDOWS_OF = {"iso-8859-2": "windows-1250", "iso-8859-7": "windows-1253", "iso-8859-13": "windows-1257",
               "iso-8859-8": "windows-1255", "iso-8859-4": "windows-1257",
               "iso-8859-16": "windows-1250",  # (Romanian and Central European letters: its Windows neighbour)
               "iso-8859-3": "windows-1252", "iso-8859-15": "windows-1252"}  # (Western text: its quotes, €)
# the encodings of the WHATWG Encoding Standard (what browsers decode pages in), as canonical() names them
_WEB = re.compile(r"^(utf-8|utf-16[lb]e|utf-32[lb]e|cp866|iso-8859-([2-8]|1[03-6])|koi8-[ru]|macintosh|mac-cyrillic"
                  r"|windows-(125\d|874)|cp874|gb18030|gbk|big5(hkscs)?|euc-jp|iso2022-jp|iso-2022-jp|cp932|cp949)$")
# DOS code pages chardet guesses for Western and Central European pages, which no browser decodes a page in
# (the WHATWG Encoding Standard has none of them but IBM866): the web's encoding of the same letters
_DOS_OF = {"cp852": "iso-8859-2", "cp437": "windows-1252", "cp850": "windows-1252", "cp858": "windows-1252",
           "ibm852": "iso-8859-2", "ibm437": "windows-1252", "ibm850": "windows-1252",
           "johab": "cp949"}  # (and Korean's other encoding: the web's is windows-949; any other: windows-1252)
_C1 = re.compile(rb"[\x80-\x9f]")
_HIGH_BYTE = re.compile(rb"[\x80-\xff]")
_CYRILLIC_TWINS = {"koi8-r": "windows-1251", "koi8-u": "windows-1251", "windows-1251": "koi8-r"}
_UPPER_CYRILLIC = re.compile("[\u0410-\u042f\u0401]")
_LOWER_CYRILLIC = re.compile("[\u0430-\u044f\u0451]")
# a small letter followed by capitals in a word ("мОСКВА"): what every capitalised word of a KOI8-R page read
# as windows-1251 (or the other way round) becomes; text in capitals has none, read either way
_SMALL_THEN_CAPITAL = re.compile("\\b[\u0430-\u044f\u0451][\u0410-\u042f\u0401]{2}")
SAMPLE_BYTES = 65536


def _mislabelled(data: bytes, enc: str) -> str:
    """The encoding a page declaring ``enc`` was really written in, when its bytes say it is another of
    the same script: Windows bytes under an ISO label (:data:`_WINDOWS_OF`); KOI8-R and windows-1251 taken
    for each other (each reads the other's small letters as capitals and its capitals as small letters:
    capitalised words read as a small letter followed by capitals are the mislabelled ones); a Chinese,
    Japanese or Korean encoding the bytes do not decode in while another (chardet's guess) decodes them
    whole.  Else ``enc``."""
    sample = data[:SAMPLE_BYTES]
    if enc == "windows-1252" and not sample.isascii() and _central_european(sample):
        return "windows-1250" if _C1.search(sample) else "iso-8859-2"
    windows = _WINDOWS_OF.get(enc)
    if windows:
        return windows if _C1.search(sample) else enc
    twin = _CYRILLIC_TWINS.get(enc)
    if twin:
        text = sample.decode(enc, "replace")
        if len(_UPPER_CYRILLIC.findall(text)) > len(_LOWER_CYRILLIC.findall(text)):  # (the cheap look first)
            odd = len(_SMALL_THEN_CAPITAL.findall(text))
            return twin if odd > 3 * len(_SMALL_THEN_CAPITAL.findall(sample.decode(twin, "replace"))) + 2 else enc
        return enc
    if _MULTI_BYTE_LEGACY.match(enc) and not sample.isascii():
        cut = len(sample) if len(data) <= SAMPLE_BYTES else sample.rfind(b"\n")  # (not inside a character)
        if cut > 0 and _decoded(sample[:cut], enc) is None:
            sniffed = _chardet(data)
            if sniffed and sniffed != enc and _MULTI_BYTE_LEGACY.match(sniffed) and _decodes(sample[:cut], sniffed):
                return sniffed
    return enc


# (xshort37) Central European bytes under a Western label (an old Apache's default "charset=ISO-8859-1" header, a
# template's meta over a Czech or Polish text): read as windows-1252 they put signs between two letters where
# the text has letters ("¹" for š or ą, "¾" for ž or ľ, "»" for ť, "³" for ł, "¿" for ż, "±" for ą; windows-1250's
# ť an unassigned byte), which no Western text does; Czech in windows-1250 keeps š and ž (the same bytes in both)
# but reads ř and ě as "ø" and "ì" inside words, both of them: Danish has the one, Italian the other at a word's
# end, neither both.  Not "»" (iso-8859-2's ť, rare): French and Swiss writers glue the closing guillemet to the
# next word ("«Merci»et"), German ones the opening to the last ("sagte»Wir"), more often than any other sign
_SIGN_IN_WORD = re.compile(rb"[A-Za-z\xc0-\xff][\x9d\xb1\xb3\xb5\xb6\xb9\xbc\xbe\xbf][a-z\xdf-\xff]")
_LETTER_AFTER = rb"[a-z\x9a\x9e\xe0-\xff]"  # (š, ž: windows-1250's)
_R_IN_WORD = re.compile(rb"[A-Za-z][\xf8]" + _LETTER_AFTER)  # ř (windows-1250, iso-8859-2) read as ø
_E_IN_WORD = re.compile(rb"[A-Za-z][\xec]" + _LETTER_AFTER)  # ě read as ì
_NOT_SIGNS = bytes(b for b in range(256) if b not in b"\x9d\xb1\xb3\xb5\xb6\xb9\xbc\xbe\xbf\xf8\xec")
_NOT_LETTERS = bytes(range(0xc0))  # (deleted, the bytes left are letters in both code pages: à-ÿ, ŕ-˙)
CENTRAL_EUROPEAN_SIGNS = 3  # this many signs tell a Central European text ...
CZECH_LETTERS = 2  # ... and so do this many of both ř and ě ...
# ... when they are as common as a language's own letters are (xreview37d): a Western page of 64 kB, hundreds
# of ä, é or ø in its text, has a few signs glued to a word by a writer's slip ("Hola¿qué", "«Merci»et",
# "Studie¹zeigt") or a stray Italian or Gaelic "ì" inside a word of a Danish page; a Czech, Polish or Slovak
# text has one in 3 to 12 of its letters beyond ASCII a sign (š, ž, ą, ł, ż, ľ, ť) or ř and ě each
LETTERS_PER_SIGN = 20
_SLIPS = frozenset(b"\xb9\xb3\xbf")  # ¹ ³ ¿: one of them alone is a slip, not Polish (ą, ł, ż all three)
CZECH_BALANCE = 4  # ř and ě: neither is this many times the other in Czech (ě the commoner)


def _central_european(sample: bytes) -> bool:
    """``sample``, declared windows-1252, is Central European text (see ``_SIGN_IN_WORD``); the bytes counted first
    (a Western page has few of them: no search over its 64 kB)."""
    found = sample.translate(None, _NOT_SIGNS)  # (one pass in C: the signs' bytes, ø's and ì's alone)
    signs = len(found) - found.count(b"\xf8") - found.count(b"\xec") >= CENTRAL_EUROPEAN_SIGNS
    if not signs and (found.count(b"\xf8") < CZECH_LETTERS or found.count(b"\xec") < CZECH_LETTERS):
        return False
    least = max(CENTRAL_EUROPEAN_SIGNS, len(sample.translate(None, _NOT_LETTERS)) // LETTERS_PER_SIGN)
    if signs and len(found := _SIGN_IN_WORD.findall(sample)) >= least and \
            (len(kinds := {m[1] for m in found}) > 1 or not kinds <= _SLIPS):
        return True  # (a writer's slip repeats one sign, "Hola¿qué", "Gracias¿y", "Studie¹zeigt"; Slovak's ľ alone)
    least = max(CZECH_LETTERS, least * CENTRAL_EUROPEAN_SIGNS // 4)  # (each of the two: 3/4 of a sign's share)
    r, e = len(_R_IN_WORD.findall(sample)), len(_E_IN_WORD.findall(sample))
    return min(r, e) >= least and CZECH_BALANCE * min(r, e) >= max(r, e)  # (a Danish page's ø outnumber its ì)


def _decoded(data: bytes, enc: str) -> str | None:
    """``data`` decoded with ``enc``; None when it does not decode (or Python knows no such codec)."""
    try:
        return data.decode(enc)
    except (UnicodeDecodeError, LookupError):
        return None


def _decodes(data: bytes, enc: str) -> bool:
    return _decoded(data, enc) is not None


def decode_html(data: bytes, content_type: str | None = None) -> tuple[str, str, int]:
    """(text, encoding, number of replaced characters: 1 at least when any byte was not as the encoding
    has it, replaced or mended, see :func:`_mend`)."""
    enc, _how, text = _choose(data, content_type)
    if text is not None:  # all of ``data``, decoded while choosing
        return text, enc, 0
    if enc == "utf-8" and data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    elif enc.startswith("utf-32") and data[:4] in (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE):
        data = data[4:]
    elif enc.startswith("utf-16") and data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        data = data[2:]
    try:
        return data.decode(enc), enc, 0
    except UnicodeDecodeError:
        text = data.decode(enc, MENDED if enc == "utf-8" else "replace")
        return text, enc, text.count("\ufffd") or 1  # (surrogate pairs mended: not the bytes as they are either)


def utf8_source(data: bytes, enc: str, replaced: int) -> bytes | None:
    """The text :func:`decode_html` made of ``data`` as UTF-8 bytes, without encoding it again: ``data``
    itself (less its byte-order mark) when it was decoded as UTF-8 without a replacement; else None."""
    if enc != "utf-8" or replaced:
        return None
    return data[len(codecs.BOM_UTF8):] if data.startswith(codecs.BOM_UTF8) else data
