"""Reading the +OK / -WARN / -ERR log lines in tests: the timestamp after the status left out."""

from __future__ import annotations

import re

STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"
_STAMPED = re.compile(r"^([-+][A-Z]+(?:_START|_END)?) " + STAMP + r"(?: \d+\.\d+)?( |$)", re.M)


def unstamped(text: str) -> str:
    """'-WARN 2026-11-20T10:00:04Z collect: x' -> '-WARN collect: x' on every line of ``text``."""
    return _STAMPED.sub(lambda m: m.group(1) + m.group(2), text)
