"""Tagging one chunk of a vertical (whole documents): token lines become ``word<TAB>lemma<TAB>tag``.

Every structure line (any line that starts with ``<`` and ends with ``>``: ``<doc>``, ``<p>``, ``<s>``,
``<g/>``, ``<link>``, ``<h1>``, ``<img/>``, the knot lines ``<link="URL">	<lenght=N>`` ...) is copied
exactly where it was.  Sentences come from ``<s>`` (tokens outside any ``<s>`` form a sentence that ends
at the next block structure); a sentence longer than ``max_sentence_tokens`` is split for tagging
only.  The model is chosen per paragraph: the ``lang`` of the enclosing ``<p>``/``<h1..h6>``/``<head>``,
else the ``<doc lang>``; a language without a model gets lemma = word and the placeholder tag.

Tokens are unescaped (``&lt;`` ``&gt;`` ``&amp;``) before tagging; the word column is written exactly as
it came, the lemma is escaped the same way (docs/VERTICAL.md).

A malformed line (not UTF-8, empty, a tab in a token line, ``<`` that opens no structure, broken nesting
of ``doc``/``s``, blocks out of turn) is reported as ``FILE:LINE: problem`` and its whole document is left
out; the rest of the chunk goes on.  In a vertical of documents, lines outside any ``<doc>`` are left out
in one line per stretch, as dedup says them (:func:`tag_chunk`).  The function is pure: bytes in, bytes +
counters + error and warning lines out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from corpustools.tag.registry import ModelSet
from corpustools.vertical.format import (
    BLOCKS,
    INLINE,
    LANG_ATTR,
    STRUCTURE_NAME,
    escape_token,
    outside_documents,
    unescape_token,
)

SENTENCE = re.compile(r"^(<s(?:\s[^\n]*)?>)\n(.*?)\n</s>$", re.M | re.S)


@dataclass
class ChunkResult:
    data: bytes  # the tagged lines, UTF-8, each ending with "\n"
    counters: Counter = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # structure lines alone outside any document, left out


def decode_lines(data: bytes) -> list[str | None]:
    """Split a chunk into lines; a line that is not valid UTF-8 becomes None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raw = data.split(b"\n")
        if raw and raw[-1] == b"":
            raw.pop()
        lines: list[str | None] = []
        for item in raw:
            try:
                lines.append(item.decode("utf-8").rstrip("\r"))
            except UnicodeDecodeError:
                lines.append(None)
        return lines
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    out: list[str | None] = text.split("\n")  # type: ignore[assignment]
    if out and out[-1] == "":
        out.pop()
    return out


def holds_documents(chunk: bytes) -> bool:
    """Whether a line of ``chunk`` opens a ``<doc>`` or closes one.  Said of an input's first chunk, it tells a
    vertical of documents (vert's, dedup's) from a vertical without any (a CWB vertical of ``<corpus>``/
    ``<text>``, plain token lines): chunks end at a ``</doc>`` line, so a vertical without documents is one
    chunk, and one of documents has its first ``<doc>`` in its first chunk, or, broken at its top, a ``</doc>``
    ending a first chunk of lines outside any document (a stray ``</doc>`` after ``tag.chunk_bytes`` of them:
    they are left out as dedup leaves them, not tagged into an output that lint refuses).  ``bytes.find``
    only, nothing decoded."""
    at = chunk.find(b"<doc")
    while at >= 0:
        if (at == 0 or chunk[at - 1] == 10) and chunk[at + 4:at + 5] in (b" ", b">", b"\t"):
            return True
        at = chunk.find(b"<doc", at + 4)
    return chunk.startswith(b"</doc>") or b"\n</doc>" in chunk


def tag_chunk(data: bytes, first_line: int, name: str, models: ModelSet,
              documents: bool | None = None) -> ChunkResult:
    """Tag the documents in ``data`` (line ``first_line`` of file ``name``).

    Well-formed chunks take the fast path (token runs between structure lines are handled as whole
    strings); a chunk with any problem is redone line by line, which reports and skips what is wrong.
    Both paths give the same output for well-formed input.

    ``documents``: the input is a vertical of documents (:func:`holds_documents` of its first chunk, decided
    once per input by the caller; None: of this chunk).  Then lines outside any ``<doc>`` are left out
    (structure lines alone with a warning, token lines with an error) and a document whose blocks do not
    open and close in turn is left out, as dedup does, so the output passes lint.  A vertical without
    documents is tagged whole, every line where it was.
    """
    if documents is None:
        documents = holds_documents(data)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is not None and "\r" not in text:
        try:
            return _tag_fast(text, models, documents)
        except _Fallback:
            pass
    return _tag_lines(data, first_line, name, models, documents)


class _Fallback(Exception):
    """The fast path met something unusual: the chunk is redone line by line."""


def _tag_fast(text: str, models: ModelSet, documents: bool = True) -> ChunkResult:
    """Sentence at a time: a ``<s>`` block is split, tagged and joined with C-level string operations."""
    counters: Counter = Counter()
    out: list[str] = []
    options = models.options
    placeholder = escape_token(options.placeholder_tag.replace("\t", " ")) or "-"
    max_tokens = options.max_sentence_tokens
    doc_lang = block_lang = None
    in_doc = False
    open_block = None  # the block open now: blocks open and close in turn, as lint and dedup read them
    lang_tokens: dict[str | None, int] = {}
    sentences = 0

    def structure_lines(segment: str) -> None:  # the lines between two sentences
        nonlocal doc_lang, block_lang, in_doc, open_block
        for line in segment.split("\n"):
            if line[:1] != "<" or line[-1:] != ">":
                raise _Fallback  # a token outside <s>, an empty line, a broken line
            match = STRUCTURE_NAME.match(line)
            if match is None or line[match.end():match.end() + 1] == "=":
                raise _Fallback  # knot lines belong inside sentences
            closing, sname = match.group(1), match.group(2)
            if sname == "s" and not line.endswith("/>") or documents and not in_doc and (closing or sname != "doc"):
                raise _Fallback  # a structure line outside any document: left out line by line
            if sname in BLOCKS:
                if in_doc and ((open_block != sname) if closing else (open_block is not None)):
                    raise _Fallback  # a </p> without <p>, a <p> inside an open block
                open_block = None if closing else sname
                found = None if closing else LANG_ATTR.search(line)
                block_lang = found.group(1) if found else None
            elif sname == "doc":
                if closing:
                    if not in_doc or open_block is not None:
                        raise _Fallback
                    counters["documents"] += 1
                    in_doc, doc_lang, block_lang = False, None, None
                else:
                    if in_doc:
                        raise _Fallback
                    found = LANG_ATTR.search(line)
                    in_doc, doc_lang, block_lang = True, found.group(1) if found else None, None
            out.append(line)

    pos = 0
    if "\n<s " in text or text.startswith("<s "):  # sentences with attributes: find them with the regex
        blocks = ((m.start(), m.end(), m.group(1), m.group(2)) for m in SENTENCE.finditer(text))
    else:
        blocks = _plain_sentences(text)
    for start, end, opener, body in blocks:
        if start > pos:
            structure_lines(text[pos:start - 1])
        if documents and not in_doc:
            raise _Fallback  # a sentence outside any document
        pos = end + 1
        glued = None  # the token runs between <g/> lines, when <g/> is the only structure inside
        slots = None  # the token positions among the lines, for other structures
        if "<" not in body:
            lines = words = body.split("\n")
        elif body[0] != "<" and body.count("\n<") == body.count("\n<g/>\n"):
            glued = body.split("\n<g/>\n")
            lines = words = "\n".join(glued).split("\n")
        else:
            lines = body.split("\n")
            if "" in lines:
                raise _Fallback
            slots = [i for i, line in enumerate(lines) if line[0] != "<"]
            if len(lines) - len(slots) != f"\n{body}\n".count("\n<g/>\n"):  # not only <g/>: check them
                for line in lines:
                    if line[0] == "<" and line != "<g/>":
                        match = STRUCTURE_NAME.match(line)
                        if line[-1] != ">" or match is None or (line[match.end():match.end() + 1] != "=" and (
                                match.group(2) in BLOCKS or match.group(2) in ("s", "doc"))):
                            raise _Fallback
            words = [lines[i] for i in slots]
        if "" in lines or (glued is not None and "" in glued):
            raise _Fallback
        if "\t" in body and any("\t" in word for word in words):  # knot lines have tabs; tokens not
            raise _Fallback
        n = len(words)
        lang = block_lang or doc_lang
        tagger = models.for_language(lang)
        if not n:
            tagged: list[str] = []
        elif tagger is None:
            tagged = [f"{w}\t{w}\t{placeholder}" for w in words]
            counters[f"no_model:{lang or 'none'}"] += n
        else:
            forms = [unescape_token(w) for w in words] if "&" in body else words
            if n <= max_tokens:
                lemmas, tags = tagger.tag_columns(forms)
            else:
                lemmas, tags = [], []
                for start in range(0, n, max_tokens):
                    part_lemmas, part_tags = tagger.tag_columns(forms[start:start + max_tokens])
                    lemmas.extend(part_lemmas)
                    tags.extend(part_tags)
                counters["split_sentences"] += 1
            if "" in lemmas:
                lemmas = [lemma or word for lemma, word in zip(lemmas, words)]
            tagged = list(map("\t".join, zip(words, lemmas, tags)))
        out.append(opener)
        if glued is not None:
            parts = []
            at = 0
            for run in glued:
                count = run.count("\n") + 1
                parts.append("\n".join(tagged[at:at + count]))
                at += count
            out.append("\n<g/>\n".join(parts))
        elif slots is not None:
            for i, line in zip(slots, tagged):
                lines[i] = line
            out.extend(lines)
        else:
            out.extend(tagged)
        out.append("</s>")
        if n:
            lang_tokens[lang] = lang_tokens.get(lang, 0) + n
            sentences += 1
    rest = text[pos:]
    if rest.endswith("\n"):
        rest = rest[:-1]
    if rest:
        structure_lines(rest)
    if in_doc:
        raise _Fallback
    for lang, n in lang_tokens.items():
        counters[f"lang:{lang or 'none'}"] += n
        counters["tokens"] += n
    if sentences:
        counters["sentences"] += sentences
    return ChunkResult(("\n".join(out) + "\n").encode("utf-8") if out else b"", counters, [])


def _plain_sentences(text: str) -> Iterator[tuple[int, int, str, str]]:
    """``(start, end, "<s>", body)`` of every ``<s>`` ... ``</s>`` block, found with ``str.find``."""
    pos = 0
    while True:
        start = text.find("<s>\n", pos)
        if start < 0:
            return
        if start and text[start - 1] != "\n":
            raise _Fallback
        close = text.find("\n</s>", start + 3)
        if close < 0 or text[close + 5:close + 6] not in ("\n", ""):
            raise _Fallback
        yield start, close + 5, "<s>", text[start + 4:close]
        pos = close + 6


def _tag_lines(data: bytes, first_line: int, name: str, models: ModelSet, documents: bool = True) -> ChunkResult:
    lines = decode_lines(data)
    counters: Counter = Counter()
    pending: Counter = Counter()  # counts of the current document, kept only if it is written
    errors: list[str] = []
    out: list[str] = []
    words: list[str] = []  # the pending sentence: token lines as written (escaped)
    slots: list[int] = []  # their positions in ``out``
    options = models.options
    placeholder = escape_token(options.placeholder_tag.replace("\t", " ")) or "-"
    max_tokens = options.max_sentence_tokens
    state = {"doc_lang": None, "block_lang": None}

    def flush() -> None:
        n = len(words)
        if not n:
            return
        lang = state["block_lang"] or state["doc_lang"]
        tagger = models.for_language(lang)
        if tagger is None:
            for slot, word in zip(slots, words):
                out[slot] = f"{word}\t{word}\t{placeholder}"
            pending[f"no_model:{lang or 'none'}"] += n
        else:
            forms = [unescape_token(w) if "&" in w else w for w in words]
            if n <= max_tokens:
                tagged = tagger.tag(forms)
            else:
                tagged = []
                for start in range(0, n, max_tokens):
                    tagged.extend(tagger.tag(forms[start:start + max_tokens]))
                pending["split_sentences"] += 1
            for slot, word, (lemma, tag) in zip(slots, words, tagged):
                out[slot] = f"{word}\t{lemma or word}\t{tag}"
        pending[f"lang:{lang or 'none'}"] += n
        pending["tokens"] += n
        pending["sentences"] += 1
        words.clear()
        slots.clear()

    def drop_document(start: int) -> None:
        """Leave the current document out: its lines, counters and unflushed tokens."""
        counters["left_out:documents"] += 1
        del out[start:]
        pending.clear()
        words.clear()
        slots.clear()

    warnings: list[str] = []
    stray: list[int] = []  # the lines of the stretch outside any document read so far
    structures_only = True  # that stretch holds structure lines only (<corpus>, a </doc> twice)

    def stray_out() -> None:
        """Leave out the stretch of lines outside any document in one line, as dedup says it: a warning
        when it holds structure lines only (no text lost), else an error."""
        nonlocal structures_only
        if not stray:
            return
        first = (lines[stray[0]] or "").encode("utf-8")
        said = f"{name}:{first_line + stray[0]}: {outside_documents(len(stray), first, structures_only)}"
        if structures_only:
            warnings.append(said)
        else:
            errors.append(said)
            counters["failed:malformed"] += 1
        stray.clear()
        structures_only = True

    in_doc = in_s = skipping = False
    open_block = None  # the block open now: blocks open and close in turn, as lint and dedup read them
    doc_start = 0  # index in ``out`` where the current document begins
    for index, line in enumerate(lines):
        if line and line[0] != "<" and "\t" not in line:  # a token: the fast path
            if skipping:
                continue
            if documents and not in_doc:
                stray.append(index)
                structures_only = False
                continue
            slots.append(len(out))
            out.append(line)
            words.append(line)
            continue
        match = None
        if line is not None and line[:1] == "<" and line[-1:] == ">":
            match = STRUCTURE_NAME.match(line)
        closing, sname = (match.group(1), match.group(2)) if match else ("", "")
        knot = bool(match) and line[match.end():match.end() + 1] == "="  # type: ignore[index,union-attr]
        if documents and not in_doc and not skipping and line != "" and (closing or sname != "doc" or knot):
            stray.append(index)  # outside any document: left out with the stretch it belongs to
            structures_only = structures_only and match is not None
            continue
        if skipping:  # inside a document being left out: wait for its end or the next document
            if match and sname == "doc" and not knot:
                skipping = in_doc = False
                if closing:
                    continue
            else:
                continue
        problem = None
        if line is None:
            problem = "not valid UTF-8"
        elif not line:
            problem = "empty line"
        elif line[0] != "<":
            problem = "token line with a tab (tag reads a one-column vertical; is it tagged already?)"
        elif match is None:
            problem = "starts with '<' but is no structure (an unescaped '<' in a token?)"
        elif knot or sname in INLINE or sname not in ("s", "doc") and sname not in BLOCKS:
            if not in_s and words and not knot and sname not in INLINE:
                flush()
            out.append(line)
        elif sname == "s":
            if line.endswith("/>"):
                out.append(line)
            elif closing:
                if not in_s:
                    problem = "</s> without <s>"
                else:
                    flush()
                    in_s = False
                    out.append(line)
            elif in_s:
                problem = "<s> inside an open <s>"
            else:
                flush()
                in_s = True
                out.append(line)
        elif sname in BLOCKS:
            if in_s:
                problem = f"<{closing}{sname}> inside an open <s>"
            elif in_doc and ((open_block != sname) if closing else (open_block is not None)):
                problem = "block structures not balanced"  # dedup's words: a </p> without <p>, a <p> in a <p>
            else:
                open_block = None if closing else sname
                flush()
                found = None if closing else LANG_ATTR.search(line)
                state["block_lang"] = found.group(1) if found else None
                out.append(line)
        elif closing:  # </doc>
            if not in_doc:
                problem = "</doc> without <doc>"
            elif in_s:
                problem = "</doc> inside an open <s>"
            elif open_block is not None:
                problem = "a block structure is not closed"
            else:
                flush()
                out.append(line)
                in_doc = False
                pending["documents"] += 1
                counters.update(pending)
                pending.clear()
                state["doc_lang"] = state["block_lang"] = None
        else:  # <doc ...>
            if in_doc:
                errors.append(f"{name}:{first_line + index}: <doc> before the previous document was closed; "
                              f"the previous document is left out")
                counters["failed:malformed"] += 1
                drop_document(doc_start)
            else:
                stray_out()
                flush()  # a vertical without documents until here: its tokens are tagged and counted
                counters.update(pending)
                pending.clear()
            in_doc, in_s, open_block = True, False, None
            doc_start = len(out)
            found = LANG_ATTR.search(line)
            state["doc_lang"] = found.group(1) if found else None
            state["block_lang"] = None
            out.append(line)
        if problem is None:
            continue
        counters["failed:malformed"] += 1
        if in_doc:
            errors.append(f"{name}:{first_line + index}: {problem}; document left out")
            drop_document(doc_start)
            skipping, in_s, open_block = True, False, None
            state["block_lang"] = None
        else:
            errors.append(f"{name}:{first_line + index}: {problem}; line left out")
    if in_doc and not skipping:
        errors.append(f"{name}:{first_line + len(lines) - 1}: the input ends inside a document (no </doc>); "
                      f"document left out")
        counters["failed:malformed"] += 1
        drop_document(doc_start)
    stray_out()
    flush()  # the tokens of a vertical without documents
    counters.update(pending)
    data_out = ("\n".join(out) + "\n").encode("utf-8") if out else b""
    return ChunkResult(data_out, counters, errors, warnings)
