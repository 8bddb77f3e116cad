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


def sentences(text: str, lang: str, choice: str = "") -> list[list[Token]]:
    """Split ``text`` into sentences of (form, start, end) tokens with the tokenizer for ``lang``
    (or the one ``choice`` names, see :func:`check_choice`)."""
    tok = _tokenizer(choice or tokenizer_kind(lang))
    forms, ranges = _buffers()
    tok.setText(text)
    out: list[list[Token]] = []
    while tok.nextSentence(forms, ranges):
        sent = [(f, (start := r.start), start + r.length) for f, r in zip(list(forms), list(ranges))]
        if sent:
            out.append(sent)
    return out


def sentence_lines(text: str, lang: str, choice: str = "") -> tuple[list[str], int]:
    """The ``<s>`` … ``</s>`` lines of a block without links or images (most blocks) and its number of
    tokens, rendered straight from the tokenizer: the lines :func:`corpustools.vertical.writer.render_sentences`
    makes of :func:`sentences`, without a (form, start, end) tuple per token in between."""
    tok = _tokenizer(choice or tokenizer_kind(lang))
    forms, ranges = _buffers()
    tok.setText(text)
    out: list[str] = []
    add = out.append
    tokens = 0
    while tok.nextSentence(forms, ranges):
        if not ranges.size():
            continue
        add("<s>")
        prev_end = -1
        for form, r in zip(forms, ranges):
            start = r.start
            if start == prev_end:
                add("<g/>")
            add(escape_token(form) if "&" in form or "<" in form or ">" in form else form)
            prev_end = start + r.length
        tokens += ranges.size()
        add("</s>")
    return out, tokens


_BUFFERS: list[Any] = []


def _buffers() -> tuple[Any, Any]:
    """The Forms and TokenRanges vectors the tokenizer fills, made once per process (nextSentence
    clears them before it fills them)."""
    if not _BUFFERS:
        from ufal.morphodita import Forms, TokenRanges

        _BUFFERS.extend((Forms(), TokenRanges()))
    return _BUFFERS[0], _BUFFERS[1]
