"""A chunk whose structure is broken: which of its documents are, so that only they are left out.

Both passes of dedup read every chunk through :func:`examine`, which finds the chunk's structure and the
first problem in it with byte comparisons over the whole chunk (no Python loop per line): bytes that are
not UTF-8, blocks, ``<s>`` or ``<doc>`` that do not open and close in turn, a block outside any ``<doc>``,
a line that starts with ``<`` and is no structure line, an empty line inside a document, a line outside
any ``<doc>``, structure names
that are ``<doc>`` and ``<p>`` only once lower-cased (``<DOC>``, ``<P>``: none for tag, lint and
manatee).  A sound chunk (every chunk of a vertical that vert wrote) costs nothing more.

Only a chunk with a problem is looked at again document by document (:func:`without_broken`): from each
``<doc>`` to its ``</doc>`` (or to the next ``<doc>``, when it has none), as tag, lint and manatee read
them, case kept.  A document with a problem is left out, and so is a stretch of lines outside any
document; each gives one problem (its line and what it is, the document's id); a stretch of structure
lines only (``<corpus>`` around the documents, a ``</doc>`` twice) loses no text, and is a warning.  The chunk without them
is what both passes hash and mark: its output passes lint, its counts are those of what is written, and
the marks of the other documents are those they get in any chunk, for any number of workers.
Before, the whole chunk (a million bytes, a thousand documents) was copied without marks, and the
output failed lint.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from corpustools.dedup.parse import Structure, as_array, structure
from corpustools.vertical.format import outside_documents


@dataclass
class Examined:
    """A chunk's lower-cased bytes and their structure (what pass 1 hashes), or its first problem."""

    low: np.ndarray
    st: Structure | None
    problem: tuple[int, str] | None  # (line of the chunk, 1-based; what it is)


@dataclass
class Problem:
    """A part of a chunk left out: the line of its problem (1-based, in the chunk), what it is and, for a
    document, the line of its ``<doc>`` (0: lines outside any document)."""

    line: int
    message: str  # for a document: ``{opened}`` stands for the line of its <doc>
    opened: int = 0
    warning: bool = False  # structure lines only, outside any document: no text lost (a -WARN line)

    def said(self, name: str, first_line: int) -> str:
        """``FILE:LINE: what; left out``, the lines counted in the whole input."""
        text = self.message
        if self.opened:
            head, _, tail = text.partition("{opened}")
            text = f"{head}{first_line + self.opened - 1}{tail}"
        return f"{name}:{first_line + self.line - 1}: {text}"


_STRUCTURE_LINE = re.compile(rb"</?[A-Za-z_][A-Za-z0-9_]*(?:\s[^\n]*)?/?>$")


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def examine(data: bytes) -> Examined:
    """The chunk's structure (of its lower-cased text) and its first problem, if any."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Examined(as_array(b""), None, (_line_of(data, exc.start), "not valid UTF-8"))
    low = as_array(text.lower().encode("utf-8"))
    st = structure(low)
    if st.error:
        return Examined(low, st, st.error)
    problem = _stray_lines(low, st)
    if problem is None:
        problem = _cased_structure(data, st)
    return Examined(low, st, problem)


def _stray_lines(arr: np.ndarray, st: Structure) -> tuple[int, str] | None:
    """The first line that starts with ``<`` and is no structure line (``<`` then a name, ending with
    ``>``: an unescaped token, HTML, garbage), the first line outside any ``<doc>`` (a blank line
    between documents is left as it was) or the first empty line inside a document, whichever comes
    first.  ``st`` is sound: its documents open and close in turn."""
    starts, ends = st.starts, st.ends
    tagged = np.flatnonzero(arr[starts] == 60)
    first_bad = None
    if len(tagged):
        at, end = starts[tagged], ends[tagged]
        pad = np.concatenate([arr, np.zeros(2, dtype=np.uint8)])
        second, third = pad[at + 1], pad[at + 2]
        low2, low3 = second | 32, third | 32  # ASCII letters lower-cased
        named = ((low2 >= 97) & (low2 <= 122)) | (second == 95)
        named |= (second == 47) & (((low3 >= 97) & (low3 <= 122)) | (third == 95))
        bad = ~named | (arr[end - 1] != 62) | (end - at < 3)
        if bad.any():
            first_bad = int(tagged[np.argmax(bad)])
    # the stretches between documents (before the first, after the last): empty in a vertical of vert
    gap_from = np.r_[0, st.doc_close + 1]
    gap_to = np.r_[st.doc_open, len(starts)]
    first_out = None
    for a, b in zip(gap_from[gap_to > gap_from].tolist(), gap_to[gap_to > gap_from].tolist(), strict=True):
        filled = np.flatnonzero(starts[a:b] != ends[a:b])
        if len(filled):
            first_out = a + int(filled[0])
            break
    found = []
    if first_bad is not None:
        found.append((first_bad + 1, "a line that starts with '<' and is no structure line (an unescaped '<'? garbage?)"))
    if first_out is not None:
        found.append((first_out + 1, "outside any <doc>"))
    empty = np.flatnonzero(starts == ends)  # an empty line inside a document: tag leaves the document out
    if len(empty) and len(st.doc_open):
        owner = np.searchsorted(st.doc_open, empty, side="right") - 1
        inside = (owner >= 0) & (empty <= st.doc_close[np.maximum(owner, 0)])
        if inside.any():
            found.append((int(empty[np.argmax(inside)]) + 1, "an empty line"))
    return min(found) if found else None


def _cased_structure(data: bytes, st: Structure) -> tuple[int, str] | None:
    """The first line whose structure differs with the case kept (``<DOC>``, ``<P>``: no <doc> or <p> for
    tag, lint and manatee, which read names as written), or None.  The hashes are of the lower-cased
    chunk, where they were a <doc> and a <p>; the marks, written into the chunk as it is, would find
    none.  Only a chunk with a structure line whose name begins with a capital letter is looked at
    twice."""
    orig = as_array(data)
    ends = np.flatnonzero(orig == 10)
    starts = np.r_[0, ends[:-1] + 1]
    tagged = starts[orig[starts] == 60]
    name = np.minimum(tagged + 1 + (orig[np.minimum(tagged + 1, len(orig) - 1)] == 47), len(orig) - 1)
    if not ((orig[name] >= 65) & (orig[name] <= 90)).any():
        return None
    kept = structure(orig)
    if kept.error:
        return kept.error
    lines = [(st.doc_open, kept.doc_open), (st.doc_close, kept.doc_close), (st.block_open, kept.block_open),
             (st.block_close, kept.block_close)]
    differ = [np.setxor1d(a, b) for a, b in lines if not np.array_equal(a, b)]
    if not differ:
        return None
    line = int(min(int(d.min()) for d in differ))
    text = data[starts[line]: starts[line] + 40].split(b"\n", 1)[0].decode("utf-8", "replace")
    return line + 1, f"{text}: structure names are case-sensitive (<doc>, <p>, <s>, as tag, lint and manatee read them)"


def _doc_id(line: bytes) -> str:
    found = line.find(b' id="')
    if found < 0:
        return ""
    end = line.find(b'"', found + 5)
    return line[found + 5: end if end >= 0 else len(line)].decode("utf-8", "replace")


def without_broken(data: bytes) -> tuple[bytes, list[Problem]]:
    """The chunk without its broken documents and without its lines outside any document (blank lines
    between documents stay, as in a sound chunk), and one problem for each part left out."""
    arr = as_array(data)
    kept_st = structure(arr)  # case kept: the <doc> and </doc> lines as tag, lint and manatee read them
    starts, ends = kept_st.starts, kept_st.ends
    lines = len(starts)
    events = sorted([(int(x), 0) for x in kept_st.doc_open] + [(int(x), 1) for x in kept_st.doc_close])
    parts: list[bytes] = []
    problems: list[Problem] = []

    def piece(a: int, b: int) -> bytes:
        return data[starts[a]: starts[b] if b < lines else len(data)]

    def stray(a: int, b: int) -> None:  # lines [a, b) outside any document
        if a >= b:
            return
        filled = np.flatnonzero(starts[a:b] != ends[a:b])
        if not len(filled):
            parts.append(piece(a, b))  # blank lines only: as a sound chunk keeps them
            return
        at = a + int(filled[0])
        first, count = data[starts[at]: ends[at]], len(filled)
        if b"\n<doc" in b"\n" + piece(a, b).lower():  # <DOC ...>: a document only once lower-cased
            text = first[:40].decode("utf-8", "replace")
            problems.append(Problem(at + 1, f"{text}: structure names are case-sensitive (<doc>, <p>, <s>, as tag, "
                                    f"lint and manatee read them): {count} line{'s' if count != 1 else ''} outside "
                                    "any <doc>, left out"))
            return
        # a structure around the documents (<corpus>, <text>), a </doc> twice: no text is lost, a warning
        around = all(_STRUCTURE_LINE.match(line) for line in piece(a, b).split(b"\n") if line)
        problems.append(Problem(at + 1, outside_documents(count, first, around), warning=around))

    def document(a: int, b: int, closed: bool) -> None:  # lines [a, b): one <doc> and what follows it
        body = piece(a, b)
        ident = _doc_id(data[starts[a]: ends[a]])
        which = f'document id="{ident}"' if ident else "document"
        if not closed:
            why = (f"the {which} opened at line {{opened}} has no </doc> before the next <doc>" if b < lines else
                   f"the {which} opened at line {{opened}} is not closed")
            problems.append(Problem(b + 1 if b < lines else lines, why + "; that document is left out", a + 1))
            return
        problem = examine(body).problem
        if problem is None:
            parts.append(body)
            return
        at, message = problem
        problems.append(Problem(a + at, f"{message}, in the {which} opened at line {{opened}}; that document is "
                                "left out", a + 1))

    pos, opened = 0, -1
    for line, closing in events:
        if not closing:
            if opened >= 0:
                document(opened, line, closed=False)
            else:
                stray(pos, line)
            opened = line
        elif opened >= 0:
            document(opened, line + 1, closed=True)
            opened, pos = -1, line + 1
    if opened >= 0:
        document(opened, lines, closed=False)
    else:
        stray(pos, lines)
    if not any(p.startswith((b"<doc ", b"<doc>")) for p in parts):
        parts = []  # blank lines alone are no output
    return b"".join(parts), problems
