"""MorphoDiTa tokenization: sentences and tokens with character offsets, one tokenizer per process.

The Czech tokenizer serves Czech and Slovak, the English one English, the generic one every other
language.  Tokenizers need no model file and are created lazily, once per worker process (they are
never pickled).  ``vert.tokenizer`` (the old ``-t/--tokenizer`` flag) overrides the choice for every
language: a tokenizer name (``czech``, ``english``, ``generic``) or a MorphoDiTa model file (a
``.tagger`` or a morphological ``.dict``) whose own tokenizer is used.  Offsets are in Unicode code points of the text given, so glue (``<g/>``) and link
membership are computed from them.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from corpustools.vert import fullstops
from corpustools.vert.tokenchoice import (  # noqa: F401
    NAMES,
    TokenizerError,
    check_choice,
    effective_choice,
    tokenizer_of,
)
from corpustools.vertical.format import Token, escape_token

log = logging.getLogger(__name__)


def tokenizer_kind(lang: str) -> str:
    if lang in ("cs", "sk"):
        return "czech"
    if lang == "en":
        return "english"
    return "generic"


MAX_GLUED = 2000  # characters without white space tokenized as one piece (see _pieces)
GLUED_PIECE = 200  # ... and the pieces a longer run is tokenized in
_LONG_RUN = re.compile(rf"\S{{{MAX_GLUED + 1},}}")
_LAST_BREAK = re.compile(r".*\W", re.S)  # a piece ends after its last character that is no letter or digit


def _pieces(text: str) -> list[tuple[int, str]]:
    """``text`` cut inside each run of more than ``MAX_GLUED`` characters without white space (base64, a
    minified script, a row of asterisks), every ``GLUED_PIECE`` characters, as (offset, piece): MorphoDiTa's
    tokenizer is quadratic in the tokens of such a run (3 s for 20,000 "*" or "a1", a megabyte would take
    hours).  Cut every ``MAX_GLUED`` characters a megabyte of dashes or of a hex dump still took 12 s (6 us a
    character for each 1,000 of the piece), and a page with five such paragraphs passed the time cap in the
    first try and in the plain pass, its text lost; every ``GLUED_PIECE`` it takes 1.2 s.  Each piece is
    tokenized on its own (its sentences end at the cut, which is after a character that is no letter or digit
    where the piece has one: a token stays whole); a run up to ``MAX_GLUED`` (a long address) is not cut."""
    if len(text) <= MAX_GLUED or not _LONG_RUN.search(text):
        return [(0, text)]
    cuts = [0]
    for run in _LONG_RUN.finditer(text):
        at = run.start()
        while run.end() - at > GLUED_PIECE:
            end = _LAST_BREAK.match(text, at + 1, at + GLUED_PIECE)
            at = end.end() if end else at + GLUED_PIECE
            cuts.append(at)
    cuts.append(len(text))
    return [(a, text[a:b]) for a, b in zip(cuts, cuts[1:])]


# Scripts the tokenizer's rules do not know.  MorphoDiTa ends a sentence at . ! ? followed by an upper-case
# letter: scripts without case (Arabic, Hebrew, Indic, Thai, Georgian, Hangul, CJK ...) never got a sentence
# end, nor did their own full stops (。！？ ؟ ۔ । ॥ ։ ። ။) or Greek's question mark ";".  And it cuts tokens at
# white space and punctuation only, so a Chinese or Japanese clause (no spaces) was one token.  A paragraph of
# a language written in Latin or Cyrillic letters (_PLAIN), or without any character of these scripts, skips
# the rules.
_OTHER_SCRIPTS = re.compile("[\u0370-\u03ff\u0530-\u1cff\u1f00-\u1fff\u2e80-\ud7ff\uf900-\ufaff"
                            "\uff00-\uffef\U00020000-\U0003134f]")
# letters of scripts without case (a sentence end before one is not told by its case)
_CASELESS = ("\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u10d0-\u10ff\u1100-\u11ff"
             "\u1200-\u139f\u1780-\u18af\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
             "\ua000-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f\U00020000-\U0003134f")
_CLOSERS = fullstops.CLOSERS
_FULL_STOPS = fullstops.FULL_STOPS  # 。！？｡ (CJK): a sentence ends there, spaces or not
_OWN_STOPS = fullstops.OWN_STOPS  # ؟ ۔ । ॥ ։ ። ፧ ፨ ။ ។ ៕ ། ༎
_SENTENCE_END = re.compile(
    # 。！？ then closing quotes and brackets: the next sentence starts at the next character that is no
    # closer (after closers only with white space between: 「…。」と言った goes on)
    # (the whole run: "！？" at a text's end, or in "！？」と", is not cut between its stops)
    f"(?<![{_FULL_STOPS}])[{_FULL_STOPS}]+(?![{_FULL_STOPS}])(?:(?=[^{_CLOSERS}\\s])|[{_CLOSERS}]*\\s+(?=\\S))"
    # the scripts' own full stops and question marks, before any letter
    # (from a run's first stop only: tried from each of a long run's stops, the search was quadratic)
    f"|(?<![{_OWN_STOPS}])[{_OWN_STOPS}]+[{_CLOSERS}]*\\s+(?=[^\\W\\d_])"
    # . ! ? before a letter of a script without case; a "." after a word of three characters or more, or a
    # Hangul syllable (Korean ends sentences with 다. 요.; "د." "डॉ." are abbreviations)
    f"|(?:(?:(?<=[^\\s.][^\\s.][^\\s.])|(?<=[\uac00-\ud7af]))\\.|(?<![.!?])[!?])[.!?]*[{_CLOSERS}]*\\s+"
    f"(?=[{_CASELESS}])"
    # Greek's question mark (";", U+037E) before a capital
    "|(?<=[\u0370-\u03ff\u1f00-\u1fff])[;\u037e][{_CLOSERS}]*\\s+(?=[\u0391-\u03a9\u0386-\u038f])".replace(
        "{_CLOSERS}", _CLOSERS))
# Chinese and Japanese write no spaces and a word segmenter needs a dictionary: as Unicode's word boundaries
# (UAX #29) have it, every Han character and every hiragana is a token of its own, a run of katakana one
# token (glued to its neighbours by <g/>, so the text is what it was); other runs stay MorphoDiTa's tokens
_HAN_HIRAGANA = "\u3005\u3007\u3041-\u309f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_KATAKANA = "\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f"
_IDEOGRAPHIC = re.compile(f"[{_HAN_HIRAGANA}]")
_CJK_PARTS = re.compile(f"[{_HAN_HIRAGANA}]|[{_KATAKANA}]+|[^{_HAN_HIRAGANA}{_KATAKANA}]+")


# Hebrew writes acronyms and abbreviations with a gershayim or geresh, typed as " and ' (צה"ל, האו"ם, ע"י,
# ו'): MorphoDiTa cut them in three tokens; as in UAX #29, a quote between Hebrew letters, or a ' after one,
# stays in the word
# Persian (and Urdu, Kurdish, Indic scripts) join the parts of a word with a zero-width non-joiner or joiner
# (کتاب‌ها "books", می‌شود): MorphoDiTa cut the word there and made the invisible character a token of its own
_JOINED = re.compile("[\u05d0-\u05ea\u200c\u200d]")
_JOINED_WORD = re.compile(
    "[\u05d0-\u05ea\u05b0-\u05c7]+(?:[\"\u05f4'\u05f3][\u05d0-\u05ea\u05b0-\u05c7]+)*(?:['\u05f3](?![\u05d0-\u05ea]))?"
    "|(?:[^\\W_]|[\u064b-\u065f\u0670\u0900-\u0dff])+(?:[\u200c\u200d](?:[^\\W_]|[\u064b-\u065f\u0670\u0900-\u0dff])+)+")


def _sentence_cuts(text: str) -> list[int]:
    """Offsets where a sentence of a script without case (or with its own full stop) begins."""
    return [m.end() for m in _SENTENCE_END.finditer(text) if m.end() < len(text)]


def _split_cjk(form: str, start: int) -> list[tuple[str, int, int]]:
    """``form`` (at ``start``) cut into Han characters, hiragana and katakana runs, and what is between."""
    return [(m.group(), start + m.start(), start + m.end()) for m in _CJK_PARTS.finditer(form)]


# languages written in Latin or Cyrillic letters: their paragraphs are not searched for other scripts (the
# search costs ~90 instructions a character, 4 % of tokenizing the sample pages' Latin paragraphs)
_PLAIN = frozenset("af an ast az ba be bg br bs ca cs cy da de en eo es et eu fi fo fr fy ga gd gl hr ht hu id is "
                   "it jv kk ku ky la lb lg ln lt lv mg mk mn ms mt nl nn no oc om pl pt qu ro ru rw se sk sl sn so "
                   "sq sr st sv sw tg tk tl tr tt uk uz vi vo wa xh yo zu".split())


def _special(text: str, lang: str) -> bool:
    """Whether ``text`` (of language ``lang``) has a character of a script MorphoDiTa's rules do not know."""
    return lang not in _PLAIN and not text.isascii() and _OTHER_SCRIPTS.search(text) is not None


def _cut(text: str, special: bool) -> list[tuple[int, str]]:
    """``text`` as (offset, piece): cut in overlong runs (:func:`_pieces`) and, when ``special``, where a
    sentence of a script the tokenizer does not know begins (:func:`_sentence_cuts`); each piece is
    tokenized on its own."""
    pieces = _pieces(text) if len(text) > MAX_GLUED else [(0, text)]
    if not special:
        return pieces
    out = []
    for at, piece in pieces:
        cuts = [0, *_sentence_cuts(piece), len(piece)]
        out += [(at + a, piece[a:b]) for a, b in zip(cuts, cuts[1:])]
    return out


def sentences(text: str, lang: str, choice: str = "") -> list[list[Token]]:
    """Split ``text`` into sentences of (form, start, end) tokens with the tokenizer for ``lang``
    (or the one ``choice`` names, see :func:`check_choice`).  A form is the text between its offsets,
    which is what MorphoDiTa's own form is (a piece of the text it was given; equal on every token of
    the sample pages and in ``tests/test_vertical_writer.py``): slicing it here spares the tokenizer's
    vector of forms, a string made by SWIG for every token."""
    special = _special(text, lang)
    pieces = _cut(text, special)
    if len(pieces) > 1:
        return [[(form, start + at, end + at) for form, start, end in sent]
                for at, piece in pieces for sent in _piece_sentences(piece, lang, choice, special)]
    return _piece_sentences(text, lang, choice, special)


def _piece_sentences(text: str, lang: str, choice: str, special: bool) -> list[list[Token]]:
    tok = tokenizer_of(choice or tokenizer_kind(lang))
    ranges = _ranges()
    tok.setText(text)
    out: list[list[Token]] = []
    cjk = special and _IDEOGRAPHIC.search(text) is not None
    joined = special and _JOINED.search(text) is not None
    while tok.nextSentence(None, ranges):
        sent = []
        for r in ranges:
            start = r.start
            end = start + r.length
            form = text[start:end]
            if cjk and end - start > 1 and _IDEOGRAPHIC.search(form):
                sent += _split_cjk(form, start)
            else:
                sent.append((form, start, end))
        if joined:
            sent = _joined_words(text, sent)
        if sent:
            out.append(sent)
    return out


def _joined_words(text: str, sent: list[Token]) -> list[Token]:
    """``sent`` with the tokens of a Hebrew word with quotes or a word joined by zero-width (non-)joiners
    (:data:`_JOINED_WORD`) made one."""
    words = {m.start(): m.end() for m in _JOINED_WORD.finditer(text, sent[0][1], sent[-1][2])
             if not m.group().isalpha()}
    if not words:
        return sent
    out: list[Token] = []
    i = 0
    while i < len(sent):
        form, start, end = sent[i]
        stop = words.get(start)
        if stop is not None and end < stop:
            j = i
            while j + 1 < len(sent) and sent[j + 1][2] <= stop:
                j += 1
            if sent[j][2] == stop:  # the word's tokens end where it does: one token
                out.append((text[start:stop], start, stop))
                i = j + 1
                continue
        out.append((form, start, end))
        i += 1
    return out


def sentence_lines(text: str, lang: str, choice: str = "") -> tuple[list[str], int]:
    """The ``<s>`` … ``</s>`` lines of a block without links or images (most blocks) and its number of
    tokens, rendered straight from the tokenizer: the lines :func:`corpustools.vertical.writer.render_sentences`
    makes of :func:`sentences`, without a (form, start, end) tuple per token in between.  A text without
    ``& < >`` (nearly all) has no token to escape: its tokens are not looked at (0.51 -> 0.43 CPU-s for
    the 50,000 such blocks of the 989 sample pages, with the forms sliced as in :func:`sentences`)."""
    special = _special(text, lang)
    if special or len(text) > MAX_GLUED:
        pieces = _cut(text, special)
        if len(pieces) > 1:
            lines: list[str] = []
            count = 0
            for _, piece in pieces:
                more, n = _piece_lines(piece, lang, choice, special)
                lines += more
                count += n
            return lines, count
    return _piece_lines(text, lang, choice, special)


def _piece_lines(text: str, lang: str, choice: str, special: bool) -> tuple[list[str], int]:
    if special and (_IDEOGRAPHIC.search(text) or _JOINED.search(text)):  # tokens cut or joined
        from corpustools.vertical.writer import render_sentences

        sents = _piece_sentences(text, lang, choice, special)
        return render_sentences(sents), sum(map(len, sents))
    tok = tokenizer_of(choice or tokenizer_kind(lang))
    ranges = _ranges()
    tok.setText(text)
    out: list[str] = []
    add = out.append
    tokens = 0
    plain = "&" not in text and "<" not in text and ">" not in text
    while tok.nextSentence(None, ranges):
        count = ranges.size()
        if not count:
            continue
        add("<s>")
        end = -1
        if plain:  # two loops, not a test per token
            for r in ranges:
                start = r.start
                if start == end:
                    add("<g/>")
                end = start + r.length
                add(text[start:end])
        else:
            for r in ranges:
                start = r.start
                if start == end:
                    add("<g/>")
                end = start + r.length
                add(escape_token(text[start:end]))
        tokens += count
        add("</s>")
    return out, tokens


_RANGES: list[Any] = []


def _ranges() -> Any:
    """The TokenRanges vector the tokenizer fills, made once per process (nextSentence clears it before
    it fills it)."""
    if not _RANGES:
        from ufal.morphodita import TokenRanges

        _RANGES.append(TokenRanges())
    return _RANGES[0]
