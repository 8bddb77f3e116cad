"""``corpustools lint``: validate a vertical file (plain or .xz), before or after tagging.

Checks, each reported as ``FILE:LINE: message`` (see docs/VERTICAL.md):
valid UTF-8; no carriage returns or blank lines; structure lines well formed (legal structure and
attribute names, double-quoted values with ``&``, ``<``, ``>``, ``"`` escaped); structures balanced and
properly nested, ``<doc>`` only at the top level and nothing outside a ``<doc>``; no structure without
tokens (empty ``<doc>``, ``<p>``, ``<s>``, ``<link>`` ...); ``<g/>`` only between two tokens of a
sentence; tokens escaped (no raw ``<`` or ``>``, ``&`` only in an entity); the same number of
tab-separated columns on every token line; at least one ``<doc>``; unique ``<doc id>``; knot lines (``<link="URL">\\t<lenght=N>``)
well formed.
"""

from __future__ import annotations

import lzma
import re
from collections.abc import Iterator
from pathlib import Path

from corpustools.errors import InputError
from corpustools.vertical.chunks import BOM, checked_input
from corpustools.vertical.format import ENTITY, NAME
from corpustools.vertical.format import VALUE as _VALUE

_ATTR = rf"\s+{NAME}={_VALUE}"
_OPEN = re.compile(rf"^<({NAME})((?:{_ATTR})*)\s*(/?)>$")
_CLOSE = re.compile(rf"^</({NAME})>$")
_KNOT = re.compile(rf"^<(link|img)={_VALUE}>\t<lenght=([0-9]+)>$")
_ATTR_ONE = re.compile(rf"\s+({NAME})=")
_BAD_AMP = re.compile(rf"&(?!{ENTITY[1:]})")
MAX_ERRORS = 200


def _lines(path: Path) -> Iterator[bytes]:
    """The lines of a vertical, xz, gzip or bzip2 by its first bytes (as tag and dedup read it), each
    with its newline; an input that does not start like a vertical (a WARC given by mistake) raises
    InputError before any line, instead of a problem for each of its lines."""
    reader = checked_input(path, to_the_break=True)
    try:
        rest = BOM if reader.bom else b""  # the first line then has the mark, said as a problem of its own
        if reader.declaration:  # and so is an XML declaration
            rest += reader.declaration + (b"\n" if reader.declaration_line else b"")
        while block := reader.read(1 << 20):
            lines = (rest + block).split(b"\n")
            rest = lines.pop()
            for line in lines:
                yield line + b"\n"
        if reader.broken:  # the line it breaks off in is no line to check
            raise _CutShort(f"{path}: {reader.broken}")
        if rest:
            yield rest
    finally:
        reader.close()


class _CutShort(InputError):
    """A compressed vertical that breaks off (a copy cut short), said at the line it breaks off in.  Read
    a megabyte at a time without stopping at the break, the lines of the megabyte that met it were lost
    and the problem named a line thousands of lines before the place (tag and dedup read to the break)."""


class _Linter:
    """State of one pass over a file: open structures, doc ids, column count, the previous line."""

    def __init__(self, max_errors: int) -> None:
        self.errors: list[tuple[int, str]] = []
        self.stack: list[list] = []  # [name, line, tokens inside]
        self.ids: dict[str, int] = {}
        self.columns: int | None = None
        self.prev = ""  # token | g | open-s | other
        self.number = 0
        self.max_errors = max_errors
        self.docs = 0

    def err(self, message: str) -> None:
        self.errors.append((self.number, message))

    def line(self, raw: bytes) -> None:
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            self.err(f"not valid UTF-8 ({exc.reason} at byte {exc.start})")
            line = raw.decode("utf-8", "replace")
        if line.endswith("\n"):
            line = line[:-1]
        else:
            self.err("the last line has no newline")
        if self.number == 1 and line.startswith("\ufeff"):
            self.err("a byte order mark (BOM) before the first line (tag and dedup leave it out)")
            line = line[1:]
        if "\r" in line:
            self.err("carriage return in line")
            line = line.replace("\r", "")
        if not line.strip():
            self.err("empty line")
            return
        if self.number == 1 and line.startswith("<?xml"):
            self.err("an XML declaration, no part of a vertical (tag and dedup leave it out)")
            line = line.split("?>", 1)[1] if "?>" in line else ""
            if not line.strip():
                return
        if line.startswith("<"):
            self.prev = self.structure(line)
        else:
            self.token(line)
            self.prev = "token"

    def token(self, line: str) -> None:
        if not self.stack:
            self.err("token outside any structure")
        elif self.stack[-1][0] == "doc":
            self.err("token directly inside <doc> (expected inside <p>/<s>)")
        for entry in self.stack:
            entry[2] += 1
        count = line.count("\t") + 1
        if self.columns is None:
            self.columns = count
        elif count != self.columns:
            self.err(f"{count} columns, but the file's token lines have {self.columns}")
        if not line.split("\t", 1)[0]:
            self.err("empty token")
        if "<" in line or ">" in line:
            self.err("unescaped '<' or '>' in a token line (write &lt; &gt;)")
        if _BAD_AMP.search(line):
            self.err("unescaped '&' in a token line (write &amp;)")

    def structure(self, line: str) -> str:  # noqa: C901
        stack = self.stack
        if _KNOT.match(line):
            if not any(e[0] == "s" for e in stack):
                self.err("knot line outside a sentence")
            return "other"
        close = _CLOSE.match(line)
        if close:
            return self.close(close.group(1))
        match = _OPEN.match(line)
        if not match:
            if re.match(rf"^</?{NAME}", line):
                self.err("malformed structure line (attribute names, quoting or escaping)")
            else:
                self.err("line starts with '<' but is no structure (an unescaped token? write &lt;)")
            return "other"
        name, attrs, empty = match.group(1), match.group(2), match.group(3)
        names = _ATTR_ONE.findall(attrs)
        if len(set(names)) != len(names):
            self.err(f"<{name}> repeats an attribute")
        if empty:
            if name != "g":
                return "other"
            if not stack or stack[-1][0] not in ("s", "link"):
                self.err("<g/> outside a sentence")
            elif self.prev in ("open-s", "g"):
                self.err("<g/> at the start of a sentence" if self.prev == "open-s" else "two <g/> in a row")
            return "g"
        if name == "doc":
            self.docs += 1
            if stack:
                self.err(f"<doc> inside <{stack[-1][0]}> opened at line {stack[-1][1]}")
            ident = re.search(rf"\sid=({_VALUE})", attrs)
            if ident is None:
                self.err("<doc> without an id")
            elif ident.group(1) in self.ids:
                self.err(f"duplicate doc id {ident.group(1)} (first at line {self.ids[ident.group(1)]})")
            else:
                self.ids[ident.group(1)] = self.number
        elif not stack:
            self.err(f"<{name}> outside any <doc>")
        stack.append([name, self.number, 0])
        return "open-s" if name == "s" else "other"

    def close(self, name: str) -> str:
        stack = self.stack
        if not stack:
            self.err(f"</{name}> closes nothing")
            return "other"
        if stack[-1][0] != name:
            self.err(f"</{name}> does not match <{stack[-1][0]}> opened at line {stack[-1][1]}")
            if name not in [e[0] for e in stack]:
                return "other"
            while stack[-1][0] != name:  # recover: close up to the named structure
                stack.pop()
        name, opened, tokens = stack.pop()
        if tokens == 0:
            self.err(f"empty <{name}> (opened at line {opened})")
        if name == "s" and self.prev == "g":
            self.err("<g/> at the end of a sentence")
        return "other"

    def finish(self) -> None:
        self.number += 1
        for name, line_no, _ in reversed(self.stack):
            self.err(f"<{name}> opened at line {line_no} is never closed")
        if not self.docs and not self.errors:  # what no stage writes, and tag and dedup refuse
            self.err("no <doc> in the file (an empty vertical)")


def lint_file(path: str | Path, max_errors: int = MAX_ERRORS) -> list[tuple[int, str]]:
    """Every problem in one vertical file as (line number, message)."""
    path = Path(path)
    linter = _Linter(max_errors)
    try:
        for linter.number, raw in enumerate(_lines(path), 1):
            if len(linter.errors) >= max_errors:
                linter.err(f"too many errors, stopped after {max_errors}")
                return linter.errors
            linter.line(raw)
    except _CutShort as exc:
        linter.number += 1
        linter.err(str(exc).removeprefix(f"{path}: "))
        return linter.errors
    except InputError as exc:  # not a vertical, or a cut or corrupt compressed file
        linter.err(str(exc).removeprefix(f"{path}: "))
        return linter.errors
    except OSError as exc:  # (no permission, a disk fault: the system's words, not Python's)
        linter.err(f"cannot read the file: {exc.strerror or exc}")
        return linter.errors
    except (EOFError, lzma.LZMAError) as exc:
        linter.err(f"cannot read the file: {exc}")
        return linter.errors
    linter.finish()
    return linter.errors


def lint_paths(paths: list[str]) -> Iterator[str]:
    """``FILE:LINE: message`` for every problem in every file."""
    for p in paths:
        path = "/dev/stdin" if p == "-" else p  # '... -o - | corpustools lint -', as the stages read '-'
        if not Path(path).exists() or Path(path).is_dir():  # a pipe (lint <(xzcat x.vert.xz)) is read as it comes
            yield f"{p}:0: {'a folder, not a file' if Path(path).is_dir() else 'no such file'}"
            continue
        for line, message in lint_file(path):
            yield f"{p}:{line}: {message}"
