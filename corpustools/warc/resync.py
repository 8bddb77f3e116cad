"""Finding a WARC record again after damage: the next record's start past a wrong ``Content-Length``, a
gzip member that opens a record, a member that ends inside one.

Both readers of a file need this (:mod:`corpustools.warc.quick`, the fast path, and
:mod:`corpustools.warc.reader`, warcio's), and :mod:`corpustools.warc.raw` for ``warc check``; it lives
here, below all three, so that none of them imports another for it.  Nothing here runs on a well-formed
file but :func:`ends_inside_record` on a gzip file's first member.
"""

from __future__ import annotations

import lzma
import os
import re
import zlib
from collections.abc import Callable
from typing import Any

from corpustools.warc.container import ZSTD_MAGIC, XzReader


def reopen(path: str, kind: str, start: int = 0, streams: list[tuple[int, int]] | None = None,
           near: int = 0) -> Any:
    """The file opened again as ``kind`` (``gzs``: the stream of gzip members from offset ``start``).  With
    ``streams``, an earlier :class:`XzReader`'s table of where its streams (members) begin, decompression
    begins at the last one that begins at or before the decompressed offset ``near``, not at the start:
    each damaged stretch of a large xz file would otherwise decompress the file again up to it."""
    if kind in ("xz", "zst", "gzs"):
        produced, start = (0, start) if kind == "gzs" else (0, 0)
        for known in streams or ():
            if known[0] > near:
                break
            produced, start = known
        return XzReader(path, "gz" if kind == "gzs" else kind, start, produced)
    return open(path, "rb")


def next_record(path: str, kind: str, after: int, start: int = 0,
                streams: list[tuple[int, int]] | None = None, reader: Any = None) -> int | None:
    """Offset of the next WARC record (gzip member or version line: ``WARC/1.x``, ``WARC/0.18``; a gzip
    member may open an ARC record too, :data:`ARC_HEAD`: a per-record ``.arc.gz`` goes on after a damaged
    member as a ``.warc.gz`` does) at or
    after ``after`` (in an xz file or a stream of gzip members from ``start``: in its decompressed data,
    decompressed again from the last stream of ``streams`` before ``after`` (see :func:`reopen`): only
    after damage).  ``reader``: the :class:`XzReader` that was reading the records, when it can go back
    to ``after`` (:meth:`XzReader.rewind`): the search reads on in it, and leaves it at the record found
    (the caller reads on from there), so nothing is decompressed twice."""
    marker = b"\x1f\x8b\x08" if kind == "gz" else b"WARC/"
    own = not (isinstance(reader, XzReader) and reader.rewind(after))
    fh = reopen(path, kind, start, streams, after) if own else reader
    try:
        if own:
            seek(fh, after)
        found = _first_marked(lambda: fh.read(1 << 20), after, marker,
                              lambda data, i, _: _record_starts(data[i:i + 65536], kind))
        if found is not None and not own:
            fh.rewind(found)  # (within the last chunk read: always kept)
        return found
    finally:
        if own:
            fh.close()


def after_damaged_block(path: str | os.PathLike[str], stream: int, damaged_at: int,
                        produced: int = 0) -> tuple[XzReader | None, list[Any] | None]:
    """After damage inside the xz stream at file offset ``stream`` (``damaged_at``: its decompressed bytes
    before the damage), a reader left at the first record in the blocks after the damaged one (``xz -T``
    writes a stream in blocks, :mod:`corpustools.warc.xzblocks`; the reader's ``block``: the file offset
    of the first, its offsets those of the whole stream's data, from ``produced``), None when no record
    begins there; and the stream's blocks, None when its index cannot be read.  vert's reader and
    ``warc check`` / ``recompress`` go on there alike."""
    from corpustools.warc.xzblocks import blocks_after

    with open(path, "rb") as raw:
        found = blocks_after(raw.fileno(), stream, damaged_at)
    if found is None:
        return None, None
    later, blocks = found
    if not later:
        return None, blocks
    reader = XzReader(path, "xz", stream, produced + later[0].ustart, later)
    reader.block = later[0].start
    if next_record(str(path), "xz", reader.tell(), reader=reader) is None:
        reader.close()
        return None, blocks
    return reader, blocks


# the version lines of WARC 1.0 and 1.1 and of the drafts before them (0.17, 0.18: Heritrix 1 and the
# Internet Archive's older crawls wrote them, and warcio reads them)
VERSION_LINE = re.compile(rb"WARC/(?:1\.[01]|0\.1[78])\r?\n")
# the header line of an ARC record (URL, IP address, date, ...); ARC files begin with a ``filedesc://`` one
ARC_HEAD = re.compile(rb"^[A-Za-z][A-Za-z0-9+.-]*://\S+ \S+ \d{8,14} ")


def _record_starts(data: bytes, kind: str) -> bool:
    if kind == "gz":
        try:
            data = zlib.decompressobj(31).decompress(data, 1024).lstrip(b"\r\n")
        except zlib.error:
            return False
        return VERSION_LINE.match(data) is not None or ARC_HEAD.match(data) is not None
    return VERSION_LINE.match(data) is not None


XZ_MAGIC = b"\xfd7zXZ\x00"


def next_stream(path: str | os.PathLike[str], after: int, kind: str = "xz") -> int | None:
    """Offset of the next xz stream (or zstd frame: ``kind`` "zst") of the file at or after ``after`` that
    opens a WARC/ARC record: after a damaged stream of a multi-stream ``.warc.xz`` (download writes streams
    of whole records, about 1 MB each) or a damaged frame of a ``.warc.zst`` (a frame per record), the ones
    after it are whole, and their records are read on from there.  A stream or frame is told by its magic
    bytes (and an xz stream header by the CRC32 of its flags); its first bytes must decompress to a
    record's first line."""
    magic = XZ_MAGIC if kind == "xz" else ZSTD_MAGIC
    with open(path, "rb") as fh:
        fh.seek(after)

        def opens(_data: bytes, _i: int, offset: int) -> bool:
            here = fh.tell()
            try:
                return _opens_record(fh, path, offset, kind)
            finally:
                fh.seek(here)

        return _first_marked(lambda: fh.read(1 << 20), after, marker=magic, starts=opens)


def _first_marked(read: Callable[[], bytes], after: int, marker: bytes,
                  starts: Callable[[bytes, int, int], bool]) -> int | None:
    """The first offset at or after ``after`` where ``marker`` stands in what ``read`` gives chunk by chunk
    (from ``after`` on) and ``starts(data, index, offset)`` says a record opens there; None at the end."""
    pos, tail = after, b""
    while True:
        chunk = read()
        if not chunk:
            return None
        data = tail + chunk
        base = pos - len(tail)
        i = data.find(marker)
        while i >= 0:
            if starts(data, i, base + i):
                return base + i
            i = data.find(marker, i + 1)
        tail = data[-8:]  # (a marker cut by the chunk's end; one in its last bytes is tried again with more)
        pos += len(chunk)


def _opens_record(fh: Any, path: str | os.PathLike[str], offset: int, kind: str) -> bool:
    if kind == "xz":
        fh.seek(offset)
        head = fh.read(1 << 16)
        if len(head) < 12 or zlib.crc32(head[6:8]) != int.from_bytes(head[8:12], "little"):
            return False
        try:
            data = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(head, 1024)
        except lzma.LZMAError:
            return False
    else:  # (with the file's dictionary, which the reader fetches from its start)
        reader = XzReader(path, kind, offset)
        try:
            data = reader.read(1024)
        finally:
            reader.close()
    data = data.lstrip(b"\r\n")
    return VERSION_LINE.match(data) is not None or ARC_HEAD.match(data) is not None


def seek(fh: Any, offset: int) -> None:
    """Go to ``offset`` of the (decompressed) stream: a plain file seeks, an xz stream is read up to it."""
    if isinstance(fh, XzReader):
        while offset > fh.tell() and fh.read(min(1 << 20, offset - fh.tell())):
            pass
    else:
        fh.seek(offset)


_CONTENT_LENGTH = re.compile(rb"\ncontent-length:[ \t]*(\d+)", re.I)


def ends_inside_record(data: bytes) -> bool:
    """Whether ``data`` (the bytes of a gzip member) ends inside a WARC record: its declared block runs on
    past the member's end.  A tool that gzipped one record in several members (warcio's "wrong chunks":
    the headers in one, the payload in the next) made such a file; read as one stream (as ``zcat`` does)
    its records are whole; so did bgzip, whose members are blocks of 64 kB.  Anything else (an ARC record,
    headers ended by bare LFs) is read as before."""
    pos, end = 0, len(data)
    while True:
        while pos < end and data[pos] in b"\r\n":
            pos += 1
        if pos >= end:
            return False
        if not data.startswith(b"WARC/", pos):
            return end - pos < 5 and b"WARC/".startswith(data[pos:])  # the member ends in a version line
        head_end = data.find(b"\r\n\r\n", pos)
        if head_end < 0:  # the member ends in the headers (unless they end in bare LFs: read as before)
            return data.find(b"\n\n", pos) < 0
        length = _CONTENT_LENGTH.search(data, pos, head_end + 2)
        if length is None:
            return False
        pos = head_end + 4 + int(length.group(1))
        if pos > end:
            return True


def member_opens_record(path: str | os.PathLike[str], offset: int) -> bool:
    """Whether the gzip member at ``offset`` of the file opens with a WARC record's version line (after
    the line ends its writer may have put first); no member there: False.  A member that ends inside a
    record (:func:`ends_inside_record`) followed by one that opens a record does not share the record
    with it: the record declares a Content-Length too long, and the file is read a member at a time (read
    as one stream, that record would swallow the next one's head and the rest of the file be lost)."""
    inflate = zlib.decompressobj(31)
    head = b""
    with open(path, "rb") as fh:
        fh.seek(offset)
        try:
            while len(head.lstrip(b"\r\n")) < 5 and not inflate.eof:
                chunk = inflate.unconsumed_tail or fh.read(1 << 12)
                if not chunk:
                    break
                head += inflate.decompress(chunk, 64)
        except zlib.error:
            return False
    return head.lstrip(b"\r\n").startswith(b"WARC/")
