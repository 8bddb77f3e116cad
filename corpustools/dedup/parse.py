"""The structure of a chunk of vertical and the n-gram hashes of its blocks, vectorised with numpy.

A chunk is whole documents of a vertical (cut by :func:`corpustools.tag.stream.iter_chunks`).  Every
line is classified with byte comparisons over numpy arrays, never a Python loop per line: ``<doc>``,
blocks (``<p>``, ``<h1>``..``<h6>``, ``<head>``; the ``<s>`` of a document without any of them) and token
lines (the first column of a tagged line).

Hashes are stable 64-bit values (never Python's salted ``hash()``), the same on every machine and run:

* a token's hash is a polynomial over the bytes of its lower-cased form modulo 2**64 (computed for all
  tokens at once from a prefix sum and the inverse powers of the base), then mixed (splitmix64);
* an n-gram's hash (default 7-grams) is a polynomial over its token hashes, mixed again;
* a block shorter than n tokens gets one hash of all its tokens (a different seed), so tiny blocks
  ("Sdílejte článek") are judged by exact equality;
* a short block (``edit_min`` tokens or more, fewer than ``3n - 1``: one changed token can break half of
  its n-grams) also gets its *one-edit neighbourhood* (:func:`edit_neighbours`): the hash of all its
  tokens and the hashes of it with each token left out (a third seed).  Two blocks share one of these
  exactly when they are at most one token apart (a token changed, added or left out; or two adjacent
  tokens swapped), so a short paragraph with a word changed is still recognised, while one that only
  shares common words with an earlier block is not.

A document's key orders "earlier": crawl time in seconds (``crawled``; else ``date`` when it carries a
time of day, as the WARC-Date did before publication dates; else the timestamp in the ``warc`` file
name; else 0) in the upper 32 bits, the first 32 bits of the document id in the lower 32 bits.
"""

from __future__ import annotations

import calendar
import hashlib
import logging
import re
from dataclasses import dataclass

import numpy as np

from corpustools.vertical.format import BLOCKS, NAME, unescape_token

log = logging.getLogger(__name__)

U64 = np.uint64
_BYTE_BASE = 0x100000001B3
_BYTE_INV = pow(_BYTE_BASE, -1, 1 << 64)
_NGRAM_BASE = 0x9E3779B97F4A7C15
_NGRAM_SEED = U64(0x5DEECE66D1234567)
_SHORT_SEED = U64(0xA0761D6478BD642F)
_EDIT_SEED = U64(0x1D8E4E27C47D124F)
_LEN_MUL = U64(0xE7037ED1A0B428DB)
_NGRAM_INV = pow(0x9E3779B97F4A7C15, -1, 1 << 64)
_pow_cache: dict[int, np.ndarray] = {}
# structure() recognises the format's blocks with byte comparisons: p, head, h1..h6
assert BLOCKS == {"p", "head", *(f"h{i}" for i in range(1, 7))}, "vertical.format.BLOCKS changed: update structure()"


def mix(x: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser over a uint64 array (wrapping arithmetic)."""
    with np.errstate(over="ignore"):
        x = (x ^ (x >> U64(30))) * U64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> U64(27))) * U64(0x94D049BB133111EB)
        return x ^ (x >> U64(31))


def _powers(base: int, size: int) -> np.ndarray:
    """base**k mod 2**64 for k < size (cached, grown by doubling)."""
    have = _pow_cache.get(base)
    if have is None or len(have) < size:
        length = 1 << max(10, (size - 1).bit_length())
        steps = np.full(length, base, dtype=U64)
        steps[0] = 1
        with np.errstate(over="ignore"):
            have = np.multiply.accumulate(steps, dtype=U64)
        _pow_cache[base] = have
    return have[:size]


@dataclass
class Structure:
    """Line classes of one chunk; all indices are line numbers inside the chunk (0-based)."""

    starts: np.ndarray  # byte offset of each line
    ends: np.ndarray  # byte offset of each line's newline
    tok_lines: np.ndarray  # token lines inside a block
    tok_block: np.ndarray  # the block of each of them
    block_open: np.ndarray
    block_close: np.ndarray
    block_head: np.ndarray  # True for <head> (the title), False for <p> and headings
    block_doc: np.ndarray
    doc_open: np.ndarray
    doc_close: np.ndarray
    error: tuple[int, str] | None = None  # the first structural problem (line, message); nothing else set


def as_array(data: bytes) -> np.ndarray:
    arr = np.frombuffer(data, dtype=np.uint8)
    if not len(arr) or arr[-1] != 10:
        arr = np.concatenate([arr, np.array([10], dtype=np.uint8)])
    return arr


def _is(c: list[np.ndarray], text: str, at: int = 1) -> np.ndarray:
    out = np.ones(len(c[0]), dtype=bool)
    for i, ch in enumerate(text.encode()):
        out &= c[at + i] == ch
    return out


def _ends_name(col: np.ndarray) -> np.ndarray:
    return (col == 62) | (col == 32)  # '>' or ' '


def structure(arr: np.ndarray) -> Structure:
    """Classify every line of ``arr`` (a chunk ending with a newline)."""
    ends = np.flatnonzero(arr == 10)
    starts = np.empty(len(ends), dtype=np.int64)
    starts[:1] = 0
    starts[1:] = ends[:-1] + 1
    first = arr[starts]
    struct = np.flatnonzero(first == 60)
    pad = np.concatenate([arr, np.zeros(8, dtype=np.uint8)])
    c = [pad[starts[struct] + i] for i in range(8)]
    digit = (c[2] >= 49) & (c[2] <= 54)
    p_open = _is(c, "p") & _ends_name(c[2])
    h_open = (c[1] == 104) & digit & _ends_name(c[3])
    head_open = _is(c, "head") & _ends_name(c[5])
    p_close = _is(c, "/p>")
    h_close = (c[1] == 47) & (c[2] == 104) & (c[3] >= 49) & (c[3] <= 54) & (c[4] == 62)
    head_close = _is(c, "/head>")
    doc_open = struct[_is(c, "doc") & _ends_name(c[4])]
    doc_close = struct[_is(c, "/doc>")]
    opens = struct[p_open | h_open | head_open]
    closes = struct[p_close | h_close | head_close]
    head = head_open[p_open | h_open | head_open]
    s_open, s_close = struct[_is(c, "s") & _ends_name(c[2])], struct[_is(c, "/s>")]
    opens, closes, head = _sentences_as_blocks(s_open, s_close, opens, closes, head, doc_open)
    tok_lines = np.flatnonzero((first != 60) & (first != 10))
    empty = np.zeros(0, dtype=np.int64)
    bad = Structure(starts, ends, empty, empty, empty, empty, empty.astype(bool), empty, doc_open, doc_close)
    error = _check(opens, closes, doc_open, doc_close, len(starts)) or _check(s_open, s_close, empty, empty,
                                                                             len(starts), "<s>")
    if error:
        bad.error = error
        return bad
    block_doc = np.searchsorted(doc_open, opens, side="right") - 1
    if len(opens) and (block_doc[0] < 0 or np.any(closes > doc_close[block_doc])):
        where = opens[0] if block_doc[0] < 0 else opens[np.argmax(closes > doc_close[block_doc])]
        bad.error = (int(where) + 1, "a block outside any <doc>")
        return bad
    tok_block = np.searchsorted(opens, tok_lines, side="right") - 1
    inside = tok_block >= 0
    inside[inside] &= tok_lines[inside] < closes[tok_block[inside]]
    return Structure(starts, ends, tok_lines[inside], tok_block[inside], opens, closes, head, block_doc,
                     doc_open, doc_close)


def _sentences_as_blocks(s_open: np.ndarray, s_close: np.ndarray, opens: np.ndarray, closes: np.ndarray,
                         head: np.ndarray, doc_open: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The blocks with the sentences of every document that has no block of its own (a vertical of
    ``<doc>`` and ``<s>`` only, as other tools write it) as its blocks: such documents had no n-gram to
    judge, were never duplicates, and with ``remove`` were all dropped as left without paragraphs."""
    if not len(s_open) or not len(doc_open):
        return opens, closes, head
    has_block = np.zeros(len(doc_open), dtype=bool)
    owner = np.searchsorted(doc_open, opens, side="right") - 1
    has_block[owner[owner >= 0]] = True
    if has_block.all():  # vert's verticals: every document has its <p> (or <head>)
        return opens, closes, head
    o_doc = np.searchsorted(doc_open, s_open, side="right") - 1
    c_doc = np.searchsorted(doc_open, s_close, side="right") - 1
    o_pick = (o_doc >= 0) & ~has_block[np.maximum(o_doc, 0)]
    c_pick = (c_doc >= 0) & ~has_block[np.maximum(c_doc, 0)]
    if not o_pick.any() and not c_pick.any():
        return opens, closes, head
    order = np.argsort(np.concatenate([opens, s_open[o_pick]]), kind="stable")
    opens = np.concatenate([opens, s_open[o_pick]])[order]
    head = np.concatenate([head, np.zeros(int(o_pick.sum()), dtype=bool)])[order]
    closes = np.sort(np.concatenate([closes, s_close[c_pick]]), kind="stable")
    return opens, closes, head


def _check(opens: np.ndarray, closes: np.ndarray, doc_open: np.ndarray, doc_close: np.ndarray,
           lines: int, blocks: str = "block") -> tuple[int, str] | None:
    """Blocks (or ``<s>``) and documents open and close alternately (no nesting of blocks, nothing left
    open)."""
    for kind, o, e in ((blocks, opens, closes), ("<doc>", doc_open, doc_close)):
        if not len(o) and not len(e):
            continue
        at = np.concatenate([o, e])
        order = np.argsort(at, kind="stable")
        depth = np.cumsum(np.concatenate([np.ones(len(o), np.int64), -np.ones(len(e), np.int64)])[order])
        wrong = (depth < 0) | (depth > 1)
        if np.any(wrong):
            return int(at[order][np.argmax(wrong)]) + 1, f"{kind} structures not balanced"
        if depth[-1]:
            return lines, f"a {kind} structure is not closed"
    return None


def token_hashes(arr: np.ndarray, st: Structure) -> np.ndarray:
    """The mixed hash of the first column of every token line in a block (``arr`` lower-cased)."""
    s = st.starts[st.tok_lines]
    e = st.ends[st.tok_lines]
    tabs = np.flatnonzero(arr == 9)
    if len(tabs):
        i = np.searchsorted(tabs, s)
        cand = tabs[np.minimum(i, len(tabs) - 1)]
        e = np.where((i < len(tabs)) & (cand < e), cand, e)
    size = len(arr) + 1
    pw = _powers(_BYTE_BASE, size)
    inv = _powers(_BYTE_INV, size)
    with np.errstate(over="ignore"):
        prefix = np.zeros(size, dtype=U64)
        np.cumsum(arr.astype(U64) * pw[: len(arr)], out=prefix[1:])
        raw = (prefix[e] - prefix[s]) * inv[s]
        return mix(raw ^ ((e - s).astype(U64) * _LEN_MUL))


def ngram_hashes(tok: np.ndarray, tok_block: np.ndarray, blocks: int, n: int) -> tuple[np.ndarray, np.ndarray]:
    """``(hashes, block of each)``: the n-grams inside each block, in order, and one exact hash for each
    block shorter than n tokens."""
    count = len(tok)
    out_h: list[np.ndarray] = []
    out_b: list[np.ndarray] = []
    qp = _powers(_NGRAM_BASE, n + 1)
    lengths = np.bincount(tok_block, minlength=blocks) if count else np.zeros(blocks, dtype=np.int64)
    with np.errstate(over="ignore"):
        if count >= n:
            g = np.zeros(count - n + 1, dtype=U64)
            for i in range(n):
                g += tok[i: count - n + 1 + i] * qp[n - 1 - i]
            same = tok_block[: count - n + 1] == tok_block[n - 1:]
            out_h.append(mix(g[same] ^ _NGRAM_SEED))
            out_b.append(tok_block[: count - n + 1][same])
        short = lengths[tok_block] < n
        if np.any(short):
            sb = tok_block[short]
            first = np.searchsorted(tok_block, sb)  # tokens of a block are contiguous
            rank = np.arange(count)[short] - first
            weights = qp[lengths[sb] - 1 - rank]
            acc = np.zeros(blocks, dtype=U64)
            np.add.at(acc, sb, tok[short] * weights)
            ids = np.unique(sb)
            out_h.append(mix(acc[ids] ^ _SHORT_SEED ^ (lengths[ids].astype(U64) * _LEN_MUL)))
            out_b.append(ids)
    if not out_h:
        return np.zeros(0, dtype=U64), np.zeros(0, dtype=np.int64)
    h = np.concatenate(out_h)
    b = np.concatenate(out_b)
    order = np.argsort(b, kind="stable")
    return h[order], b[order]


def edit_span(n: int) -> int:
    """Blocks shorter than this many tokens get the one-edit neighbourhood: with fewer than ``3n - 1``
    tokens one changed token (which breaks up to n of the ``L - n + 1`` n-grams) can leave less than half
    of the n-grams seen."""
    return 3 * n - 1


def edit_neighbours(tok: np.ndarray, tok_block: np.ndarray, blocks: int, low: int, high: int
                    ) -> tuple[np.ndarray, np.ndarray]:
    """``(hashes, block of each)``: for every block of ``low`` <= L < ``high`` tokens, the hash of its whole
    token sequence and of the sequence with each token left out (unique per block, sorted by block).

    Hashes are polynomials over token hashes, ``sum t_k q**k`` of the sequence, computed for all
    deletions at once from one prefix sum: deleting token i of the block ``[a, b)`` gives
    ``(P[i] - P[a]) q**-a + (P[b] - P[i + 1]) q**-(a + 1)``; the length is mixed in."""
    empty = np.zeros(0, dtype=U64), np.zeros(0, dtype=np.int64)
    if not len(tok) or low <= 0 or high <= low:
        return empty
    lengths = np.bincount(tok_block, minlength=blocks)
    mask = (lengths[tok_block] >= low) & (lengths[tok_block] < high)
    if not mask.any():
        return empty
    t, bl = tok[mask], tok_block[mask]
    m = len(t)
    pw = _powers(_NGRAM_BASE, m + 1)
    inv = _powers(_NGRAM_INV, m + 2)
    a = np.searchsorted(bl, bl)  # first token of each token's block (tokens of a block are contiguous)
    size = lengths[bl].astype(np.int64)
    b = a + size
    j = np.arange(m)
    with np.errstate(over="ignore"):
        prefix = np.zeros(m + 1, dtype=U64)
        np.cumsum(t * pw[:m], out=prefix[1:])
        dropped = (prefix[j] - prefix[a]) * inv[a] + (prefix[b] - prefix[j + 1]) * inv[a + 1]
        starts = np.flatnonzero(j == a)
        whole = (prefix[b[starts]] - prefix[a[starts]]) * inv[a[starts]]
        h = np.concatenate([mix(dropped ^ _EDIT_SEED ^ ((size - 1).astype(U64) * _LEN_MUL)),
                            mix(whole ^ _EDIT_SEED ^ (size[starts].astype(U64) * _LEN_MUL))])
    blk = np.concatenate([bl, bl[starts]]).astype(np.int64)
    order = np.lexsort((h, blk))
    h, blk = h[order], blk[order]
    keep = np.ones(len(h), dtype=bool)
    keep[1:] = (h[1:] != h[:-1]) | (blk[1:] != blk[:-1])
    return h[keep], blk[keep]


def local_repeats(h: np.ndarray, block: np.ndarray, doc: np.ndarray) -> np.ndarray:
    """True for an n-gram that its own document already had in an earlier block.  A block is never its
    own earlier copy: repeats inside one block do not count."""
    out = np.zeros(len(h), dtype=bool)
    if not len(h):
        return out
    with np.errstate(over="ignore"):
        keyed = mix(h ^ (doc.astype(U64) * _LEN_MUL))  # (hash, document) as one value
    order = np.argsort(keyed)
    sk = keyed[order]
    same = sk[1:] == sk[:-1]
    if not same.any():  # the common case: no n-gram twice in a document
        return out
    in_group = np.zeros(len(sk), dtype=bool)
    in_group[1:] |= same
    in_group[:-1] |= same
    idx = order[in_group]  # occurrences of repeated (hash, document) pairs, grouped
    keys = sk[in_group]
    start = np.ones(len(keys), dtype=bool)
    start[1:] = keys[1:] != keys[:-1]
    starts = np.flatnonzero(start)
    first_block = np.minimum.reduceat(block[idx], starts)
    out[idx] = block[idx] > np.repeat(first_block, np.diff(np.r_[starts, len(keys)]))
    return out


_ATTR = re.compile(rf'\s({NAME})="([^"]*)"')
_STAMP = re.compile(r"^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)")
_FILE_STAMP = re.compile(r"(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z")
_HEX8 = re.compile(r"^[0-9a-f]{8}")


def doc_attributes(line: str) -> dict[str, str]:
    return {k: unescape_token(v) for k, v in _ATTR.findall(line)}


def crawl_seconds(attrs: dict[str, str]) -> int:
    """Seconds since 1970 of the crawl: ``crawled``, a ``date`` with a time of day, the ``warc`` file's
    timestamp, else 0 (documents with no crawl time come first, ordered by id)."""
    for name, pattern in (("crawled", _STAMP), ("date", _STAMP), ("warc", _FILE_STAMP)):
        m = pattern.search(attrs.get(name, "")) if name == "warc" else pattern.match(attrs.get(name, ""))
        if m:
            try:
                secs = calendar.timegm(tuple(int(x) for x in m.groups()) + (0, 0, 0))  # type: ignore[arg-type]
            except (ValueError, OverflowError):
                continue
            if 0 <= secs < 1 << 32:
                return secs
    return 0


def doc_key(attrs: dict[str, str]) -> int:
    """Crawl seconds (upper 32 bits) and the id's first 32 bits (a hash of it for a non-hex id).  A
    document without an id gets its place instead (:func:`key_by_place`, in the parent, which knows it)."""
    ident = attrs.get("id", "")
    if _HEX8.match(ident):
        low = int(ident[:8], 16)
    else:
        low = int.from_bytes(hashlib.blake2b(ident.encode("utf-8"), digest_size=4).digest(), "big")
    return (crawl_seconds(attrs) << 32) | low


def key_by_place(key: int, name: str, ordinal: int) -> int:
    """The key of a document without an id (a vertical from another tool): its crawl seconds, then a
    byte of a hash of its file's name and its number among the file's documents (modulo 2**24).  With the
    id's hash for all of them, every such document of one crawl second (all of them, without ``crawled``)
    had one key, so none was ever an earlier copy of another and a corpus of them had no duplicates; by
    place, the first copy in a file wins, and a rerun of the file gives the same keys."""
    tag = hashlib.blake2b(name.encode("utf-8", "replace"), digest_size=1).digest()[0]
    return (key & ~0xFFFFFFFF) | (tag << 24) | (ordinal & 0xFFFFFF)
