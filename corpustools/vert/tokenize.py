"""MorphoDiTa tokenization: sentences and tokens with character offsets, one tokenizer per process.

The Czech tokenizer serves Czech and Slovak, the English one English, the generic one every other
language.  Tokenizers need no model file and are created lazily, once per worker process (they are
never pickled).  Offsets are in Unicode code points of the text given, so glue (``<g/>``) and link
membership are computed from them.
"""

from __future__ import annotations

import logging
from typing import Any

from corpustools.vertical.format import Token

log = logging.getLogger(__name__)

_TOKENIZERS: dict[str, Any] = {}



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

        factory = {"czech": Tokenizer.newCzechTokenizer, "english": Tokenizer.newEnglishTokenizer,
                   "generic": Tokenizer.newGenericTokenizer}[kind]
        tok = _TOKENIZERS[kind] = factory()
    return tok


def sentences(text: str, lang: str) -> list[list[Token]]:
    """Split ``text`` into sentences of (form, start, end) tokens with the tokenizer for ``lang``."""
    from ufal.morphodita import Forms, TokenRanges

    tok = _tokenizer(tokenizer_kind(lang))
    forms = Forms()
    ranges = TokenRanges()
    tok.setText(text)
    out: list[list[Token]] = []
    while tok.nextSentence(forms, ranges):
        sent = [(f, r.start, r.start + r.length) for f, r in zip(forms, ranges)]
        if sent:
            out.append(sent)
    return out
