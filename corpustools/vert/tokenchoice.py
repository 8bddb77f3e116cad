"""Which tokenizer ``vert.tokenizer`` names (a name, a MorphoDiTa model file, or the old system's
``run_tokenizer`` program), told apart in the main process, and the tokenizers themselves, made once per
process (a model file's is checked in the main process, so a bad one fails once, not in every worker).

Apart from :mod:`corpustools.vert.tokenize` because the main process of ``vert`` only needs this: that
module compiles the tokenizer's script patterns when it is imported (large Unicode classes, ~210 M
instructions), which a worker takes from the regular-expression cache (``vert/regexcache.py``) but the
main process, which never tokenizes, compiled at every run for nothing.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

NAMES = ("czech", "english", "generic")


class TokenizerError(ValueError):
    """vert.tokenizer names neither a tokenizer nor a usable MorphoDiTa model file."""


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
    tokenizer_of(choice)  # fails here, once, with a clear message, not in every worker
    return choice


_TOKENIZERS: dict[str, Any] = {}  # one per kind and process, created lazily (never pickled)


def tokenizer_of(kind: str) -> Any:
    """The MorphoDiTa tokenizer of ``kind`` (a name of NAMES or a model file), made once per process."""
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
