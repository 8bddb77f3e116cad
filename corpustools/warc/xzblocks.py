"""The blocks of an xz stream, and what is left of a stream damaged in the middle.

``xz -T`` (xz 5.4 and later by default on several cores, pixz, ``xz --block-size``) writes one stream in
blocks, each compressed on its own; the stream's index, at its end, says how long each is, compressed and
not.  After damage inside one block of a single-stream ``.warc.xz`` the blocks after it are whole: reading
goes on at the next one (:func:`blocks_after`, read by :func:`iter_blocks`).  A stream of one block (plain
``xz``, single-threaded) has nothing after the damage to go on at.

Python's ``lzma`` gives nothing of a decompress call that meets corrupt data: what that call had decoded
before the damage (up to ``container.MAX_OUT`` bytes, or the whole of a small file) was lost with it, and
a small ``.warc.xz`` corrupted in its middle was refused whole ("not a WARC/ARC file").
:func:`up_to_damage` decodes the stream again up to the damage in small steps.  Nothing here runs on a
whole file.
"""

from __future__ import annotations

import lzma
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

_HEADER = 12  # an xz stream's header and footer are 12 bytes each
_STEP = 16  # compressed bytes fed per call near the damage: what one failing call takes with it is tiny


@dataclass
class Block:
    """One block of an xz stream: ``start`` its header's file offset, ``ustart`` where its data begins in
    the stream's decompressed data, ``size`` its decompressed size."""

    start: int
    ustart: int
    size: int


def _vli(data: bytes, pos: int) -> tuple[int, int]:
    """An xz variable-length integer at ``pos``: its value and the offset after it."""
    value = shift = 0
    for i in range(9):
        if pos + i >= len(data):
            raise ValueError("cut")
        byte = data[pos + i]
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos + i + 1
        shift += 7
    raise ValueError("too long")


def stream_blocks(fd: int, stream_start: int) -> list[Block] | None:
    """The blocks of the xz stream at file offset ``stream_start``, from its index, when it is the file's
    last stream and its footer and index are whole (their CRC32s check); else None."""
    size = os.fstat(fd).st_size
    end = size
    while end >= 4 and os.pread(fd, 4, end - 4) == b"\0\0\0\0":  # stream padding
        end -= 4
    footer = os.pread(fd, _HEADER, end - _HEADER) if end >= stream_start + 2 * _HEADER else b""
    if len(footer) != _HEADER or footer[10:] != b"YZ" or zlib.crc32(footer[4:10]) != int.from_bytes(footer[:4], "little"):
        return None
    index_size = (int.from_bytes(footer[4:8], "little") + 1) * 4
    index_start = end - _HEADER - index_size
    if index_start < stream_start + _HEADER:
        return None
    index = os.pread(fd, index_size, index_start)
    if index[:1] != b"\0" or zlib.crc32(index[:-4]) != int.from_bytes(index[-4:], "little"):
        return None
    try:
        count, pos = _vli(index, 1)
        blocks, cstart, ustart = [], stream_start + _HEADER, 0
        for _ in range(count):
            unpadded, pos = _vli(index, pos)
            usize, pos = _vli(index, pos)
            blocks.append(Block(cstart, ustart, usize))
            cstart += (unpadded + 3) & ~3
            ustart += usize
    except ValueError:
        return None
    return blocks if cstart == index_start else None  # (the index must describe this stream, from its start)


def _filters(fd: int, block: Block) -> tuple[list[dict[str, Any]], int] | None:
    """The filter chain of the block (from its header, whose CRC32 must check) and where its data begins."""
    first = os.pread(fd, 1, block.start)
    if not first or not first[0]:
        return None
    header = os.pread(fd, (first[0] + 1) * 4, block.start)
    if zlib.crc32(header[:-4]) != int.from_bytes(header[-4:], "little"):
        return None
    flags, pos = header[1], 2
    try:
        for present in (0x40, 0x80):  # compressed size, uncompressed size
            if flags & present:
                _, pos = _vli(header, pos)
        chain = []
        for _ in range((flags & 3) + 1):
            ident, pos = _vli(header, pos)
            length, pos = _vli(header, pos)
            chain.append(lzma._decode_filter_properties(ident, header[pos:pos + length]))  # type: ignore[attr-defined]
            pos += length
    except (ValueError, lzma.LZMAError):
        return None
    return chain, block.start + len(header)


def blocks_after(fd: int, stream_start: int, damaged_at: int) -> tuple[list[Block], list[Block]] | None:
    """The blocks of the stream after the one holding its decompressed offset ``damaged_at`` (where the
    damage stopped decoding), and all its blocks; None when its index cannot be read."""
    blocks = stream_blocks(fd, stream_start)
    if blocks is None:
        return None
    return [block for block in blocks if block.ustart > damaged_at], blocks


def iter_blocks(fd: int, blocks: list[Block], chunk: int, max_out: int) -> Iterator[bytes]:
    """The decompressed data of ``blocks``, one after the other; a block that does not decode raises
    :class:`lzma.LZMAError` after the data decoded before it."""
    for block in blocks:
        found = _filters(fd, block)
        if found is None:
            raise lzma.LZMAError(f"the header of the xz block at offset {block.start} is damaged")
        chain, pos = found
        dec = lzma.LZMADecompressor(format=lzma.FORMAT_RAW, filters=chain)
        made = 0
        while not dec.eof and made < block.size:
            data = os.pread(fd, chunk, pos) if dec.needs_input else b""
            if dec.needs_input and not data:
                raise lzma.LZMAError("the file ends inside an xz block")
            pos += len(data)
            out = dec.decompress(data, max_length=max_out)
            made += len(out)
            if out:
                yield out


def up_to_damage(fd: int, stream_start: int, made: int) -> tuple[bytes, int]:
    """The stream's decompressed data from offset ``made`` (what was decoded of it before the call that
    met the damage) up to the damage, and the file offset where the damage was met.  Decoded again from
    the start of the block holding ``made`` (from the stream's start when its index cannot be read),
    quickly up to ``made``, then a few bytes at a time."""
    blocks = stream_blocks(fd, stream_start)
    if not blocks:
        return _decoded_until_damage(fd, lzma.LZMADecompressor(format=lzma.FORMAT_XZ), stream_start, made)
    out: list[bytes] = []
    for block in blocks:
        if block.ustart + block.size <= made:
            continue
        found = _filters(fd, block)
        if found is None:
            return b"".join(out), block.start
        skip = max(made - block.ustart, 0)
        data, pos = _decoded_until_damage(fd, lzma.LZMADecompressor(format=lzma.FORMAT_RAW, filters=found[0]),
                                          found[1], skip)
        out.append(data)
        if len(data) < block.size - skip:  # (the damage is in this block)
            return b"".join(out), pos
    return b"".join(out), pos


def _decoded_until_damage(fd: int, dec: Any, pos: int, skip: int) -> tuple[bytes, int]:
    """What ``dec`` decodes of the file from ``pos`` on, its first ``skip`` bytes (known whole) left out, up
    to its end or the damage; and the file offset it got to."""
    out: list[bytes] = []
    try:
        while skip:  # at most what is left of it per call, so no call meets the damage
            data = os.pread(fd, 1 << 16, pos) if dec.needs_input else b""
            if dec.needs_input and not data:
                return b"", pos
            pos += len(data)
            skip -= len(dec.decompress(data, max_length=skip))
        while not dec.needs_input and not dec.eof:
            out.append(dec.decompress(b"", max_length=256))
        while not dec.eof:
            data = os.pread(fd, _STEP, pos)
            if not data:
                break
            out.append(dec.decompress(data))
            pos += len(data)
            while not dec.needs_input and not dec.eof:
                out.append(dec.decompress(b"", max_length=256))
    except (lzma.LZMAError, EOFError):
        pass
    return b"".join(out), pos
