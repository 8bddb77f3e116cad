"""Reading a vertical in chunks of whole documents, and writing the tagged chunks in order.

Chunks are cut by a fixed rule that depends only on the input: a chunk ends with the first ``</doc>``
line that ends at least ``chunk_bytes`` after the chunk's start (or at the end of the input).  So the
chunks, and therefore the output, are the same whatever the number of workers.  A chunk carries the
number of its first line, so errors can name ``FILE:LINE``.

For a ``.xz`` output every chunk is compressed on its own, by the worker that tagged it, into an
independent xz stream; the streams are concatenated (a multi-stream .xz file, read by ``xz -d``,
``xzcat`` and Python's ``lzma``).  Compression thus runs in parallel and the output bytes do not depend
on the number of workers either.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import re
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, BinaryIO

from corpustools.errors import InputError

DOC_END = b"\n</doc>\n"
READ_BYTES = 1 << 20


class _Decompressed:
    """A decompressing reader that also closes the file under it."""

    def __init__(self, stream: BinaryIO, raw: BinaryIO) -> None:
        self.stream, self.raw = stream, raw

    def read(self, size: int = -1) -> bytes:
        return self.stream.read(size)

    def close(self) -> None:
        self.stream.close()
        if self.raw is not sys.stdin.buffer:
            self.raw.close()


def input_name(path: str) -> str:
    """An input as messages name it: standard input (``-``) is 'stdin', as every stage names it."""
    return "stdin" if path == "-" else path


def open_input(path: str | Path) -> BinaryIO:
    """Open a vertical for reading bytes (``-`` = stdin).

    xz, gzip and bzip2 are recognised by their magic bytes, whatever the file is called.
    """
    name = str(path)
    raw: BinaryIO = sys.stdin.buffer if name == "-" else open(name, "rb")  # type: ignore[assignment]
    head = raw.peek(6)[:6] if hasattr(raw, "peek") else b""
    if head.startswith(b"\xfd7zXZ\x00"):
        return _Decompressed(lzma.open(raw, "rb"), raw)  # type: ignore[arg-type,return-value]
    if head.startswith(b"\x1f\x8b"):
        return _Decompressed(gzip.open(raw, "rb"), raw)  # type: ignore[arg-type,return-value]
    if head.startswith(b"BZh"):
        return _Decompressed(bz2.open(raw, "rb"), raw)  # type: ignore[arg-type,return-value]
    return raw


class _CheckedReader:
    """A binary input whose read errors (truncated or corrupt compression, I/O) become InputError; with
    ``to_the_break``, a compressed stream that breaks off (a copy cut short) ends there instead, and
    :attr:`broken` says why (the stage reads what came before, as it reads a plain vertical cut short)."""

    def __init__(self, stream: Any, name: str, to_the_break: bool = False) -> None:
        self.stream = stream
        self.name = name
        self.to_the_break = to_the_break and isinstance(stream, _Decompressed)

    broken: str | None = None  # why a compressed input ended before its end (read up to there)
    cut: tuple[int, str] | None = None  # (line, id) of a last document without </doc>, left out by iter_chunks
    whole = True  # False: the input held nothing but the document cut (or nothing before its break)

    _pushed = b""
    bom = False  # the input opened with a UTF-8 byte order mark, left out of what is read
    declaration = b""  # the XML declaration it opened with, left out of what is read
    declaration_line = False  # ... on a line of its own (line 1), not before the <doc> of line 1

    @property
    def first_line(self) -> int:
        """The number of the first line read (2 after a declaration line left out), for FILE:LINE messages."""
        return 2 if self.declaration_line else 1

    def unread(self, data: bytes) -> None:
        """Put ``data`` back in front of what is still to be read."""
        self._pushed = data + self._pushed

    def read(self, size: int = -1) -> bytes:
        if self._pushed:
            data = self._pushed if size < 0 else self._pushed[:size]
            self._pushed = self._pushed[len(data):]
            return data
        if self.to_the_break:
            return self._read_to_the_break(size)
        try:
            return self.stream.read(size)
        except EOFError as exc:
            raise InputError(f"{self.name}: truncated input ({exc})") from exc
        except (OSError, lzma.LZMAError, zlib.error) as exc:
            raise InputError(f"{self.name}: corrupt or unreadable input ({exc})") from exc

    def _read_to_the_break(self, size: int) -> bytes:
        """``read`` in the decompressor's own steps (``read1``), so a stream that breaks off loses only
        what it could not decompress, never the bytes of the read that met the break."""
        if self.broken is not None:
            return b""
        parts: list[bytes] = []
        have = 0
        while size < 0 or have < size:
            try:
                part = self.stream.stream.read1(size - have if size >= 0 else READ_BYTES)
            except EOFError as exc:
                self.broken = f"truncated input ({exc})"
                break
            except (OSError, lzma.LZMAError, zlib.error) as exc:
                self.broken = f"corrupt input ({exc})"
                break
            if not part:
                break
            parts.append(part)
            have += len(part)
        return b"".join(parts)

    def close(self) -> None:
        if self.stream is not sys.stdin.buffer:
            self.stream.close()


def checked_input(path: str | Path, one_column: bool = False, to_the_break: bool = False) -> _CheckedReader:
    """:func:`open_input` whose read errors become :class:`InputError`, and which refuses an input that
    does not start like a vertical (a WARC, HTML, plain text) before anything is read from it;
    ``one_column``: also one whose first token line has columns (tag given a tagged vertical: one line
    for the whole file, not one per document); ``to_the_break``: a compressed input that breaks off is
    read up to there (:attr:`_CheckedReader.broken`, said by :func:`cut_short`)."""
    reader = _CheckedReader(open_input(path), str(path), to_the_break)
    try:
        head = reader.read(HEAD_BYTES)
        if head.startswith(BOM):  # a vertical saved by a Windows editor: the mark is no part of its first line
            head = head[len(BOM):]
            reader.bom = True
        declaration = _XML_DECLARATION.match(head)
        if declaration:  # '<?xml version="1.0" ...?>' of a vertical written as XML: no structure, left out
            reader.declaration, reader.declaration_line = declaration.group(1), bool(declaration.group(2))
            head = head[declaration.end():]
        problem = not_a_vertical(head[: head.rfind(b"\n") + 1] if reader.broken else head)  # whole lines
        if problem:
            raise InputError(f"{path}: not a vertical ({problem})")
        columns = token_columns(head) if one_column else None
        if columns and columns > 1:
            raise InputError(f"{path}: tagged already (its token lines have {columns} columns); tag reads the "
                             "one-column verticals of vert or dedup")
    except BaseException:
        reader.close()
        raise
    reader.unread(head)
    return reader


HEAD_BYTES = 1 << 16
BOM = b"\xef\xbb\xbf"
_XML_DECLARATION = re.compile(rb"(<\?xml\s[^\n]*?\?>)[ \t\r]*(\n)?")  # alone, or before <doc ...>
_STRUCTURE_LINE = re.compile(rb'^<[A-Za-z_][A-Za-z0-9_]*(\s+[A-Za-z_][\w.:-]*="[^"\n]*")*\s*/?>$')


def not_a_vertical(head: bytes) -> str | None:
    """Why the first bytes of a (decompressed) input are not a vertical, or None when they may be: it
    must open with a structure line (``<doc ...>``, ``<text>``, ``<p>`` ... alone on its line).  A bad
    line further on is the tagger's business: logged with FILE:LINE, its document left out."""
    if head.startswith(BOM):  # read past by checked_input: what is left to say to the registry
        return ("it starts with a byte order mark (BOM, as Windows editors save UTF-8), which manatee and "
                "cwb-encode would read as part of its first line: leave it out (tag and dedup do)")
    first = next((line.rstrip(b"\r") for line in head.split(b"\n", 64) if line.strip()), None)
    if first is None:
        return None  # empty: nothing to tag, nothing wrong
    if first.startswith(b"<?xml"):  # read past by checked_input: what is left to say to the registry
        return ("it starts with an XML declaration (<?xml ...?>), no line of a vertical: leave that line out "
                "(tag and dedup do)")
    if not _STRUCTURE_LINE.match(first):
        return f"it starts with {first[:60]!r}, not with a structure line such as <doc ...>"
    return None


def token_columns(head: bytes) -> int | None:
    """The number of tab-separated columns of the first token line among the whole lines of ``head``
    (the first bytes of a decompressed vertical): 1 for vert's output, 3 after tag; None without one."""
    for line in head.split(b"\n")[:-1]:
        if line.strip() and not line.startswith(b"<"):
            return line.count(b"\t") + 1
    return None


def iter_chunks(stream: IO[bytes], chunk_bytes: int, whole: bool = False) -> Iterator[tuple[bytes, int]]:
    """Yield ``(chunk, first_line)``: whole documents of about ``chunk_bytes`` each.

    Lines ending in CR LF (a vertical saved on Windows) come out ending in LF: a stage that appends to a
    line (dedup's marks) would otherwise write after the CR, and no ``</doc>`` line would end a chunk.

    ``whole`` (``stream`` from :func:`checked_input`): an input that ends inside a document (a copy cut
    short, a vert that crashed, a compressed stream that breaks off) ends with the last whole document;
    the one cut is left out and named in ``stream.cut`` (said by :func:`cut_short`), so no stage copies
    a document without its end into its output."""
    chunk_bytes = max(64, chunk_bytes)
    first = chunk_bytes - len(DOC_END)  # a DOC_END starting here ends exactly at chunk_bytes
    buf = bytearray()
    line = getattr(stream, "first_line", 1)
    search_from = first
    need = chunk_bytes
    eof = False
    held_cr = b""  # a CR that ended the last block read: its LF may open the next
    while True:
        if not eof and len(buf) < need:
            block = held_cr + stream.read(READ_BYTES)
            held_cr = b""
            if block == b"\r":  # the input's last byte
                buf += block
                eof = True
            elif block:
                if b"\r" in block:
                    if block.endswith(b"\r"):
                        block, held_cr = block[:-1], b"\r"
                    block = block.replace(b"\r\n", b"\n")
                buf += block
            else:
                eof = True
            continue
        cut = buf.find(DOC_END, search_from) if len(buf) >= chunk_bytes else -1
        if cut >= 0:
            end = cut + len(DOC_END)
            chunk = bytes(buf[:end])
            del buf[:end]
            search_from, need = first, chunk_bytes
            yield chunk, line
            line += chunk.count(b"\n")
            continue
        if eof:
            data = bytes(buf)
            if whole:
                data = _without_cut_document(stream, data, line)
                stream.last_line = line + data.count(b"\n") - 1  # type: ignore[attr-defined]
                if not data.strip() and line == stream.first_line:  # type: ignore[attr-defined]
                    stream.whole = False  # type: ignore[attr-defined]  # nothing read but what was cut
            if data:
                yield data, line
            return
        # no document end yet: read more, and search on from where this search stopped
        search_from = max(first, len(buf) - len(DOC_END) + 1)
        need = len(buf) + READ_BYTES


_DOC_ID = re.compile(rb'\sid="([^"\n]*)"')


def _without_cut_document(reader: Any, data: bytes, line: int) -> bytes:
    """The input's last chunk without a last document that has no ``</doc>`` (its line and id go to
    ``reader.cut``).  Only a document is left out: other lines after the last ``</doc>`` stay, for the
    stage's own checks."""
    end = data.rfind(b"\n</doc>")
    while end >= 0 and data[end + 7: end + 8] not in (b"\n", b""):  # '</doc>x' is no end of a document
        end = data.rfind(b"\n</doc>", 0, end)
    start = data.find(b"\n", end + 7) + 1 if end >= 0 else 0
    if start <= 0 and end >= 0:  # '</doc>' is the last line, without its newline
        return data
    rest = data[start:]
    skipped = len(rest) - len(rest.lstrip(b"\n"))  # blank lines between documents
    head = rest[skipped:].split(b"\n", 1)[0]
    if not (head.startswith((b"<doc ", b"<doc>")) or (head and b"<doc ".startswith(head))):
        return data  # no document cut (or something else there, for the stage to say)
    found = _DOC_ID.search(head)
    ident = found.group(1).decode("utf-8", "replace") if found else ""
    reader.cut = (line + data.count(b"\n", 0, start) + skipped, ident)
    return data[:start]


def cut_short(reader: Any) -> str | None:
    """The one line for an input read only in part (or None): a compressed stream that broke off, a last
    document without ``</doc>``, or both; the documents before are kept by the stage that says it.  An
    input with nothing before the cut (``reader.whole`` False) is the stage's error: it has no document."""
    last_line = getattr(reader, "last_line", 0)
    if reader.cut is None and reader.broken is None:
        return None
    kept = "the documents before it are kept" if reader.whole else "and no whole document comes before it"
    if reader.cut is not None:
        at, ident = reader.cut
        which = f'document id="{ident}"' if ident else "the document there"
        what = (f"{reader.broken} in {which}" if reader.broken else f"the input ends inside {which}, without "
                "its </doc> (cut short?)")
        return f"{reader.name}:{at}: {what}; that document is left out, {kept}"
    if not reader.whole:
        return f"{reader.name}: {reader.broken}: not one whole document before the break"
    return f"{reader.name}: {reader.broken} after line {last_line}; the documents up to there are kept"


def is_xz(path: str | Path) -> bool:
    return str(path).endswith(".xz")


def encode_chunk(data: bytes, compress: bool, preset: int) -> bytes:
    """What a chunk contributes to the output file: the bytes, or one xz stream of them."""
    if not compress:
        return data
    return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=preset)


def empty_output(compress: bool, preset: int) -> bytes:
    """A valid output with no content (an empty xz stream for .xz)."""
    return encode_chunk(b"", compress, preset) if compress else b""
