"""Which tokenizer ``vert.tokenizer`` names (a name, a MorphoDiTa model file, or the old system's
``run_tokenizer`` program), told apart in the main process.

Apart from :mod:`corpustools.vert.tokenize` because the main process of ``vert`` only needs this: that
module compiles the tokenizer's script patterns when it is imported (large Unicode classes, ~210 M
instructions), which a worker takes from the regular-expression cache (``vert/regexcache.py``) but the
main process, which never tokenizes, compiled at every run for nothing.
"""

from __future__ import annotations

import logging

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
    from corpustools.vert.tokenize import _tokenizer

    _tokenizer(choice)  # fails here, once, with a clear message, not in every worker
    return choice
