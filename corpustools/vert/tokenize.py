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

from corpustools.vertical.format import Token, escape_token

log = logging.getLogger(__name__)

_TOKENIZERS: dict[str, Any] = {}



NAMES = ("czech", "english", "generic")


def tokenizer_kind(lang: str) -> str:
    if lang in ("cs", "sk"):
        return "czech"
    if lang == "en":
        return "english"
    return "generic"


def _tokenizer(kind: str) -> Any:
    tok = _TOKENIZERS.get(kind)
    if tok is None:
        from ufal.morphodita import Tokenizer

        if kind in NAMES:
            factory = {"czech": Tokenizer.newCzechTokenizer, "english": Tokenizer.newEnglishTokenizer,
                       "generic": Tokenizer.newGenericTokenizer}[kind]
            tok = factory()
        else:
            tok = _model_tokenizer(kind)
        _TOKENIZERS[kind] = tok
    return tok


class TokenizerError(ValueError):
    """vert.tokenizer names neither a tokenizer nor a usable MorphoDiTa model file."""


def _model_tokenizer(path: str) -> Any:
    from ufal.morphodita import Morpho, Tagger

    tagger = Tagger.load(path)
    if tagger is not None:
        tok = tagger.newTokenizer()
        _TOKENIZERS[f"{path}\0owner"] = tagger  # the tokenizer uses the model: keep it alive
    else:
        morpho = Morpho.load(path)
        if morpho is None:
            raise TokenizerError(f"{path}: not a MorphoDiTa tagger or dictionary")
        tok = morpho.newTokenizer()
        _TOKENIZERS[f"{path}\0owner"] = morpho
    if tok is None:
        raise TokenizerError(f"{path}: this MorphoDiTa model has no tokenizer")
    return tok


def _is_old_program(choice: str) -> bool:
    import os

    if os.path.basename(choice).startswith("run_tokenizer") and not os.path.exists(choice):
        return True  # an old cron line on a machine without MorphoDiTa's programs: not needed either
    return (os.path.isfile(choice) and os.access(choice, os.X_OK)
            and not choice.endswith((".tagger", ".dict", ".tokenizer")))


def effective_choice(choice: str) -> str:
    """The tokenizer a worker uses for vert.tokenizer ('' = by language)."""
    return "" if choice and choice not in NAMES and _is_old_program(choice) else choice


def check_choice(choice: str) -> str:
    """Validate vert.tokenizer in the main process; returns the choice to use ('' = by language).
    The old system passed the path of MorphoDiTa's ``run_tokenizer`` program (an executable file):
    that is accepted with a warning (the library's tokenizer is used, by language)."""
    if not choice or choice in NAMES:
        return choice
    import os

    if not os.path.isfile(choice) and not _is_old_program(choice):
        raise TokenizerError(f"tokenizer {choice!r}: neither a tokenizer name ({', '.join(NAMES)}) "
                             "nor a model file")
    if _is_old_program(choice):
        log.warning(f"tokenizer {choice}: MorphoDiTa's run_tokenizer program is not needed; "
                    "the built-in tokenizer is used, chosen by each paragraph's language")
        return ""
    _tokenizer(choice)  # fails here, once, with a clear message, not in every worker
    return choice


MAX_GLUED = 2000  # characters without white space tokenized as one piece (see _pieces)
_LONG_RUN = re.compile(rf"\S{{{MAX_GLUED + 1},}}")
_LAST_BREAK = re.compile(r".*\W", re.S)  # a piece ends after its last character that is no letter or digit


def _pieces(text: str) -> list[tuple[int, str]]:
    """``text`` cut inside each run of more than ``MAX_GLUED`` characters without white space (base64, a
    minified script, a row of asterisks), every ``MAX_GLUED`` characters, as (offset, piece): MorphoDiTa's
    tokenizer is quadratic in the tokens of such a run (3 s for 20,000 "*" or "a1", a megabyte would take
    hours; a megabyte takes 15 s so).  Each piece is tokenized on its own (its sentences end at the cut,
    which is after a character that is no letter or digit where the piece has one: a token stays whole)."""
    if len(text) <= MAX_GLUED or not _LONG_RUN.search(text):
        return [(0, text)]
    cuts = [0]
    for run in _LONG_RUN.finditer(text):
        at = run.start()
        while run.end() - at > MAX_GLUED:
            end = _LAST_BREAK.match(text, at + 1, at + MAX_GLUED)
            at = end.end() if end else at + MAX_GLUED
            cuts.append(at)
    cuts.append(len(text))
    return [(a, text[a:b]) for a, b in zip(cuts, cuts[1:])]


def sentences(text: str, lang: str, choice: str = "") -> list[list[Token]]:
    """Split ``text`` into sentences of (form, start, end) tokens with the tokenizer for ``lang``
    (or the one ``choice`` names, see :func:`check_choice`).  A form is the text between its offsets,
    which is what MorphoDiTa's own form is (a piece of the text it was given; equal on every token of
    the sample pages and in ``tests/test_vertical_writer.py``): slicing it here spares the tokenizer's
    vector of forms, a string made by SWIG for every token."""
    if len(text) > MAX_GLUED and len(pieces := _pieces(text)) > 1:
        return [[(form, start + at, end + at) for form, start, end in sent]
                for at, piece in pieces for sent in sentences(piece, lang, choice)]
    tok = _tokenizer(choice or tokenizer_kind(lang))
    ranges = _ranges()
    tok.setText(text)
    out: list[list[Token]] = []
    while tok.nextSentence(None, ranges):
        sent = []
        for r in ranges:
            start = r.start
            end = start + r.length
            sent.append((text[start:end], start, end))
        if sent:
            out.append(sent)
    return out


def sentence_lines(text: str, lang: str, choice: str = "") -> tuple[list[str], int]:
    """The ``<s>`` … ``</s>`` lines of a block without links or images (most blocks) and its number of
    tokens, rendered straight from the tokenizer: the lines :func:`corpustools.vertical.writer.render_sentences`
    makes of :func:`sentences`, without a (form, start, end) tuple per token in between.  A text without
    ``& < >`` (nearly all) has no token to escape: its tokens are not looked at (0.51 -> 0.43 CPU-s for
    the 50,000 such blocks of the 989 sample pages, with the forms sliced as in :func:`sentences`)."""
    if len(text) > MAX_GLUED and len(pieces := _pieces(text)) > 1:
        lines: list[str] = []
        count = 0
        for _, piece in pieces:
            more, n = sentence_lines(piece, lang, choice)
            lines += more
            count += n
        return lines, count
    tok = _tokenizer(choice or tokenizer_kind(lang))
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
