"""The two jobs a worker does on a chunk of whole documents: map (hashes) and mark (the output).

:func:`map_chunk` returns, for the first-seen decision, the n-gram hashes of every block that its own
document did not already have in an earlier block, with per-block and per-document tables.
:func:`mark_chunk` rewrites the same chunk with the decisions: ``dup="0|1"`` on every block,
``dup_share`` (and ``dup_of``) on every ``<doc>``, or, with ``remove``, without the duplicate blocks and
documents.  Both find the same structure (:func:`corpustools.dedup.parse.structure`), so block and
document numbers agree between the passes; a chunk with a broken document is read by both without it
(:func:`sound_part`, :mod:`corpustools.dedup.broken`).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from corpustools.dedup.broken import Examined, Problem, examine, without_broken
from corpustools.dedup.parse import (
    Structure,
    as_array,
    doc_attributes,
    doc_key,
    edit_neighbours,
    edit_span,
    local_repeats,
    ngram_hashes,
    structure,
    token_hashes,
)
from corpustools.vertical.format import escape_attr

_EMPTY_U64 = np.zeros(0, dtype=np.uint64)
_EMPTY_U32 = np.zeros(0, dtype=np.uint32)
EDIT_FLAG = np.uint32(1 << 31)  # on an occurrence's block number: a hash of the one-edit neighbourhood
_OLD_MARKS = re.compile(rb' (?:dup|dup_share|dup_of)="[^"]*"')


@dataclass
class ChunkMap:
    """What pass 1 learns from one chunk (block and document numbers are local to the chunk)."""

    occ_hash: np.ndarray = field(default_factory=lambda: _EMPTY_U64)  # n-grams new to their document
    occ_block: np.ndarray = field(default_factory=lambda: _EMPTY_U32)  # | EDIT_FLAG: a one-edit neighbour
    occ_bounds: np.ndarray = field(default_factory=lambda: np.zeros(1, dtype=np.int64))  # per index bucket
    block_total: np.ndarray = field(default_factory=lambda: _EMPTY_U32)  # n-grams per block
    block_local: np.ndarray = field(default_factory=lambda: _EMPTY_U32)  # ... already earlier in the document
    block_tokens: np.ndarray = field(default_factory=lambda: _EMPTY_U32)
    block_edit: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.uint8))  # 1: one edit from an
    # earlier block of its document
    block_doc: np.ndarray = field(default_factory=lambda: _EMPTY_U32)
    block_head: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    doc_key: np.ndarray = field(default_factory=lambda: _EMPTY_U64)
    doc_id: list[str] = field(default_factory=list)
    doc_url: list[str] = field(default_factory=list)  # of a document without an id: what dup_of then names
    left_out: list[Problem] = field(default_factory=list)  # broken documents, lines outside any: not hashed
    error: tuple[int, str] | None = None  # (line inside the chunk, message): nothing of the chunk is written


def sound_part(data: bytes) -> tuple[bytes, list[Problem], Examined]:
    """The chunk as both passes read it: whole when it is sound, else without its broken documents and
    its lines outside any document (:mod:`corpustools.dedup.broken`); the parts left out; and what
    remains examined (a problem left in it is never expected: then nothing of the chunk is written)."""
    seen = examine(data)
    if seen.problem is None:
        return data, [], seen
    kept, left_out = without_broken(data)
    return kept, left_out, examine(kept)


def map_chunk(data: bytes, n: int, bucket_bits: int, edit_min: int = 0) -> ChunkMap:
    """Hash the blocks of one chunk (lower-cased tokens, n-grams, local repeats, document keys) and, with
    ``edit_min``, the one-edit neighbourhood of short blocks.  The occurrences come sorted by index
    bucket (the hash's top ``bucket_bits`` bits), with the bounds.  A chunk with a broken structure is
    read without its broken documents (they are named in ``left_out``)."""
    data, left_out, seen = sound_part(data)
    if seen.problem is not None or seen.st is None:
        return ChunkMap(left_out=left_out, error=seen.problem or (1, "not valid UTF-8"))
    low, st = seen.low, seen.st
    orig = as_array(data)
    ends = np.flatnonzero(orig == 10)
    starts = np.r_[0, ends[:-1] + 1]
    blocks = len(st.block_open)
    tok = token_hashes(low, st)
    h, b = ngram_hashes(tok, st.tok_block, blocks, n)
    doc = st.block_doc[b]
    repeat = local_repeats(h, b, doc)
    eh, eb = edit_neighbours(tok, st.tok_block, blocks, edit_min, edit_span(n))
    erepeat = local_repeats(eh, eb, st.block_doc[eb])
    ids, keys, urls = [], [], []
    for line in st.doc_open:
        attrs = doc_attributes(data[starts[line]: ends[line]].decode("utf-8", "replace"))
        ids.append(attrs.get("id", ""))
        urls.append("" if ids[-1] else attrs.get("url", ""))
        keys.append(doc_key(attrs))
    new_h = np.concatenate([h[~repeat], eh[~erepeat]])
    new_b = np.concatenate([b[~repeat].astype(np.uint32), eb[~erepeat].astype(np.uint32) | EDIT_FLAG])
    bucket = (new_h >> np.uint64(64 - bucket_bits)).astype(np.uint16) if bucket_bits else np.zeros(len(new_h), np.uint16)
    order = np.argsort(bucket, kind="stable")  # a radix sort on 16 bits
    bounds = np.searchsorted(bucket[order], np.arange((1 << bucket_bits) + 1))
    return ChunkMap(
        occ_hash=new_h[order], occ_block=new_b[order], occ_bounds=bounds,
        block_total=np.bincount(b, minlength=blocks).astype(np.uint32),
        block_local=np.bincount(b[repeat], minlength=blocks).astype(np.uint32),
        block_tokens=np.bincount(st.tok_block, minlength=blocks).astype(np.uint32),
        block_edit=(np.bincount(eb[erepeat], minlength=blocks) > 0).astype(np.uint8),
        block_doc=st.block_doc.astype(np.uint32), block_head=st.block_head,
        doc_key=np.array(keys, dtype=np.uint64), doc_id=ids, doc_url=urls, left_out=left_out)


@dataclass
class ChunkMarks:
    """The decisions for one chunk, sliced from the run's tables by the parent."""

    dup: np.ndarray  # bool per block
    share: list[str]  # dup_share per document, two decimals
    dup_of: list[str]  # id of the first copy, or "" (per document)
    near: np.ndarray  # bool per document: dup_share at least the document threshold (removed with remove)


_DUP = (b' dup="0">', b' dup="1">')
_DUP_ATTR = (b' dup="0"', b' dup="1"')


def _with_attrs(line: bytes, attrs: list[tuple[str, str]]) -> bytes:
    if b" dup" in line:
        line = _OLD_MARKS.sub(b"", line)
    extra = "".join(f' {k}="{escape_attr(v)}"' for k, v in attrs).encode("utf-8")
    return line[:-1] + extra + b">"


def _with_dup(line: bytes, dup: bool) -> bytes:
    if b" dup" in line:
        line = _OLD_MARKS.sub(b"", line)
    return line[:-1] + _DUP[dup]


def _join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n" if lines else b""


def _doc_attrs(marks: ChunkMarks, d: int) -> bytes:
    of = f' dup_of="{escape_attr(marks.dup_of[d])}"' if marks.dup_of[d] else ""
    return f' dup_share="{marks.share[d]}"{of}'.encode()


def _inserted(data: bytes, st: Structure, marks: ChunkMarks) -> bytes:
    """``data`` with the attributes inserted before the ``>`` of every block and document line."""
    lines = np.concatenate([st.block_open, st.doc_open])
    texts = [_DUP_ATTR[f] for f in marks.dup.tolist()] + [_doc_attrs(marks, d) for d in range(len(st.doc_open))]
    order = np.argsort(lines, kind="stable")
    cuts = (st.ends[lines[order]] - 1).tolist()
    if not cuts:  # no block and no document (a vertical of <text> and <s> only): nothing to mark
        return data if data.endswith(b"\n") or not data else data + b"\n"
    slices = [data[a:b] for a, b in zip([0, *cuts[:-1]], cuts, strict=True)]
    inserts = [texts[i] for i in order.tolist()]
    tail = data[cuts[-1]:] if cuts else data
    return b"".join([*itertools.chain.from_iterable(zip(slices, inserts, strict=True)), tail,
                     b"" if data.endswith(b"\n") else b"\n"])


def _ranges(mask_len: int, first: np.ndarray, last: np.ndarray) -> np.ndarray:
    """True on the lines of the closed ranges [first, last]."""
    delta = np.zeros(mask_len + 1, dtype=np.int64)
    np.add.at(delta, first, 1)
    np.add.at(delta, last + 1, -1)
    return np.cumsum(delta[:-1]) > 0


def mark_chunk(data: bytes, marks: ChunkMarks, remove: bool) -> tuple[bytes, Counter]:
    """The chunk with its marks (or without its duplicates), and counters of what the output contains."""
    st = structure(as_array(data))
    blocks, docs = len(st.block_open), len(st.doc_open)
    tokens = np.bincount(st.tok_block, minlength=blocks)
    dup = marks.dup
    content = ~st.block_head  # paragraphs are <p> and headings, as vert counts them; <head> is the title
    counters: Counter = Counter(documents=docs, paragraphs=int(content.sum()), tokens=int(tokens.sum()),
                                dup_paragraphs=int((dup & content).sum()), dup_tokens=int(tokens[dup].sum()))
    if not remove and b" dup" not in data:  # no marks to replace: insert the new ones between slices
        counters["dup_documents"] = int(marks.near.sum())
        return _inserted(data, st, marks), counters
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if not remove:
        for line, flag in zip(st.block_open.tolist(), dup.tolist(), strict=True):
            lines[line] = _with_dup(lines[line], flag)
        for d, line in enumerate(st.doc_open.tolist()):
            attrs = [("dup_share", marks.share[d])] + ([("dup_of", marks.dup_of[d])] if marks.dup_of[d] else [])
            lines[line] = _with_attrs(lines[line], attrs)
        counters["dup_documents"] = int(marks.near.sum())
        return _join(lines), counters
    kept = ~dup & ~marks.near[st.block_doc]
    kept_content = np.bincount(st.block_doc[kept & content], minlength=docs)
    had_content = np.bincount(st.block_doc[content], minlength=docs)
    kept_any = np.bincount(st.block_doc[kept], minlength=docs)
    drop = marks.near | (kept_any == 0) | ((had_content > 0) & (kept_content == 0))
    kept &= ~drop[st.block_doc]
    gone = _ranges(len(lines), st.block_open[~kept], st.block_close[~kept])
    gone |= _ranges(len(lines), st.doc_open[drop], st.doc_close[drop])
    for line in st.block_open[kept].tolist():
        lines[line] = _with_dup(lines[line], False)
    for d in np.flatnonzero(~drop).tolist():
        line = int(st.doc_open[d])
        lines[line] = _with_attrs(lines[line], [("dup_share", marks.share[d])])
    counters["dup_documents"] = int(marks.near.sum())
    counters["removed_documents"] = int(drop.sum())
    counters["removed_paragraphs"] = int((~kept & content).sum())
    counters["removed_tokens"] = int(tokens[~kept].sum())
    # what the output holds: the duplicates found stay counted (dup_*), the rest is what is left
    counters["documents"] -= counters["removed_documents"]
    counters["paragraphs"] -= counters["removed_paragraphs"]
    counters["tokens"] -= counters["removed_tokens"]
    out = _join(list(itertools.compress(lines, (~gone).tolist())))
    return out, counters
