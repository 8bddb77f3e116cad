"""The containers a WARC/ARC file comes in: plain, gzip (one member per record or one for the whole
file), xz (one stream or many concatenated, as ``download`` writes them) and zstd (``.warc.zst``: one frame
per record, as the IIPC's zstd WARC proposal and Archive Team's wget-at write them, the frames' dictionary
in a skippable frame at the start).

One decompression loop, :func:`iter_members`, walks the members of a gzip or xz file and says where each
one starts in the file; everything that reads compressed WARCs is built on it: the streaming
:class:`XzReader` (``vert`` reads records through it and locates them by stream) and the block reader
of ``warc check`` / ``recompress`` (:func:`corpustools.warc.raw.iter_blocks`).  A damaged or truncated
member is reported as such after the data decoded before the damage, so each reader decides what to keep.
"""

from __future__ import annotations

import bisect
import collections
import gzip
import lzma
import os
import queue
import threading
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

READ_CHUNK = 1 << 16
MAX_OUT = 1 << 18  # xz output per decompress call: memory stays bounded whatever the stream holds


ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
_ZSTD_DICTIONARY = b"\x5d\x2a\x4d\x18"  # the skippable frame (0x184D2A5D) holding a .warc.zst's dictionary
MAX_DICTIONARY = 1 << 26  # a larger dictionary frame is taken as damaged (zstd's dictionaries are of 100 KB or so)


def _skippable(magic: bytes) -> bool:
    """A zstd skippable frame's magic number (0x184D2A50-5F, little-endian)."""
    return len(magic) >= 4 and magic[1:4] == b"\x2a\x4d\x18" and magic[0] & 0xF0 == 0x50


def sniff(path: str | os.PathLike[str]) -> str:
    """The container by its first bytes: ``xz``, ``gz``, ``zst`` or ``warc`` (plain)."""
    with open(path, "rb") as fh:
        magic = fh.read(6)
    if magic.startswith(b"\xfd7zXZ\x00"):
        return "xz"
    if magic.startswith(b"\x1f\x8b"):
        return "gz"
    if magic.startswith(ZSTD_MAGIC) or _skippable(magic):
        return "zst"
    return "warc"


class _Zstd:
    """The frames of a ``.warc.zst`` one at a time, with the dictionary its first skippable frame holds
    (itself zstd-compressed or not, as the proposal allows); other skippable frames are passed over."""

    def __init__(self) -> None:
        import zstandard

        self.zstandard = zstandard
        self.plain = self.frames = zstandard.ZstdDecompressor()
        self.damaged_dictionary = ""  # why the dictionary's frame could not be read, when it could not

    def skip(self, fh: IO[bytes], pending: bytes) -> tuple[bytes, int] | None:
        """``pending`` (the file's bytes from a frame's start) past a skippable frame there, and the bytes
        skipped; None when no skippable frame starts there.  The dictionary's frame sets the dictionary."""
        if not _skippable(pending[:4]):
            return None
        while len(pending) < 8:
            more = fh.read(READ_CHUNK)
            if not more:
                return None
            pending += more
        size = int.from_bytes(pending[4:8], "little")
        if pending[:4] != _ZSTD_DICTIONARY and len(pending) < 8 + size:  # passed over, not read (an index, or a
            end = fh.tell() + 8 + size - len(pending)  # size gone wrong: up to 4 GB held in memory)
            if end > os.fstat(fh.fileno()).st_size:
                return None
            fh.seek(end)
            return b"", 8 + size
        if size > MAX_DICTIONARY:
            return None
        while len(pending) < 8 + size:
            more = fh.read(max(READ_CHUNK, 8 + size - len(pending)))
            if not more:
                return None
            pending += more
        if pending[:4] == _ZSTD_DICTIONARY:
            data = pending[8:8 + size]
            try:
                if data.startswith(ZSTD_MAGIC):
                    data = self.zstandard.ZstdDecompressor().decompressobj().decompress(data)
                self.frames = self.zstandard.ZstdDecompressor(dict_data=self.zstandard.ZstdCompressionDict(data))
            except self.zstandard.ZstdError as exc:  # (its frames then fail as frames without one do)
                self.damaged_dictionary = str(exc)
        return pending[8 + size:], 8 + size

    def dictionary_of(self, fh: IO[bytes]) -> None:
        """Read the dictionary from the file's start (reading begins at a later frame: after a damage)."""
        here = fh.tell()
        fh.seek(0)
        head = fh.read(READ_CHUNK)
        if head[:4] == _ZSTD_DICTIONARY:
            self.skip(fh, head)
        fh.seek(here)

    def decompressor(self) -> Any:
        return _ZstdFrame(self.frames.decompressobj(), self.zstandard.ZstdError, self.has_dictionary,
                          self.damaged_dictionary)

    @property
    def has_dictionary(self) -> bool:
        return self.frames is not self.plain


class _ZstdFrame:
    """One frame's decompressor with zlib's interface (``decompress``, ``eof``, ``unused_data``), its
    errors raised as :class:`zlib.error`."""

    def __init__(self, dec: Any, error: type[Exception], has_dictionary: bool, damaged_dictionary: str = "") -> None:
        self.dec, self.error, self.has_dictionary = dec, error, has_dictionary
        self.damaged_dictionary = damaged_dictionary

    def decompress(self, data: bytes) -> bytes:
        try:
            return bytes(self.dec.decompress(data))
        except self.error as exc:
            if "ictionary" in str(exc) and self.damaged_dictionary:
                raise zlib.error(f"{exc}: its frames need the dictionary of the skippable frame at the file's "
                                 f"start, which is damaged ({self.damaged_dictionary})") from None
            if "ictionary" in str(exc) and not self.has_dictionary:
                raise zlib.error(f"{exc}: its frames need a dictionary, which a .warc.zst holds in a skippable "
                                 "frame at its start, and this file does not") from None
            raise zlib.error(str(exc)) from None

    @property
    def eof(self) -> bool:
        return bool(self.dec.eof)

    @property
    def unused_data(self) -> bytes:
        return bytes(self.dec.unused_data)


@dataclass
class Piece:
    """Decompressed bytes of the member that starts at file offset ``start``.

    ``end`` is set (the member's end offset) on the piece that completes the member; ``error`` on a
    last piece when the data is corrupt (``truncated`` False) or the file ends inside the member; then
    ``data`` holds what was decoded before the damage (gzip) and ``at`` the file offset where it was found.
    """

    start: int
    data: bytes
    end: int | None = None
    error: str | None = None
    truncated: bool = False
    at: int = 0
    made: int = 0  # xz, damaged: the stream's decompressed bytes before the damage (where its block is)

    @property
    def unverified(self) -> bool:
        """A gzip member whose data decoded to its end but failed its checksum: the damage is somewhere in
        it, so none of its records can be trusted."""
        return bool(self.error) and "check" in str(self.error)


def iter_members(fh: IO[bytes], kind: str) -> Iterator[Piece]:
    """The decompressed data of every xz stream or gzip member of ``fh``, in order, piece by piece.

    NUL padding between xz streams is skipped.  After a damaged or truncated member nothing more is read
    (a reader that can go on seeks ``fh`` to the next member and calls again: offsets start at ``fh.tell()``).
    The last piece of a damaged gzip member holds the bytes decoded before the damage.
    """
    pending = b""
    consumed = fh.tell()  # file offset of pending[0]
    zstd = _Zstd() if kind == "zst" else None
    if zstd is not None and consumed:
        zstd.dictionary_of(fh)
    while True:
        if kind == "xz":
            stripped = pending.lstrip(b"\x00")
            consumed += len(pending) - len(stripped)
            pending = stripped
        if not pending:
            pending = fh.read(READ_CHUNK)
            if not pending:
                return
            continue
        if zstd is not None:
            if len(pending) < 4:
                more = fh.read(READ_CHUNK)
                pending += more
                if more:
                    continue
            skipped = zstd.skip(fh, pending)
            if skipped is not None:
                pending, size = skipped
                consumed += size
                continue
        start = consumed
        fed = made = 0  # compressed bytes fed, decompressed bytes made, of this member
        data = pending
        if kind == "xz":
            dec: Any = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
        elif zstd is not None:
            dec = zstd.decompressor()
        else:
            dec = zlib.decompressobj(31)
        while True:
            try:
                if kind == "xz":
                    out = dec.decompress(data, max_length=MAX_OUT)
                elif zstd is not None:
                    out = dec.decompress(data)
                else:
                    before = dec.copy()  # to decode again up to the damage, should this call find one
                    out = dec.decompress(data)
            except (lzma.LZMAError, zlib.error, EOFError) as exc:
                if kind == "xz":  # (lzma gives nothing of a call that meets the damage: decoded again)
                    from corpustools.warc.xzblocks import up_to_damage

                    salvaged, at = up_to_damage(fh.fileno(), start, made)
                    yield Piece(start, salvaged, error=str(exc), at=at, made=made + len(salvaged))
                    return
                salvaged, used = _up_to_damage(before, data) if kind == "gz" else (b"", 0)
                yield Piece(start, salvaged, error=str(exc), at=start + fed + used)
                return
            fed += len(data)
            made += len(out)
            if dec.eof:
                unused = dec.unused_data
                consumed = start + fed - len(unused)
                pending = unused
                yield Piece(start, out, end=consumed)
                break
            if out:
                yield Piece(start, out)
            if kind == "xz" and not dec.needs_input:
                data = b""
                continue
            data = fh.read(READ_CHUNK)
            if not data:
                yield Piece(start, b"", error="the file ends inside the member", truncated=True)
                return


def _block_pieces(fh: IO[bytes], stream: int, blocks: list[Any]) -> Iterator[Piece]:
    """The data of some blocks of the xz stream at file offset ``stream``, as pieces of that stream; a
    damaged block ends them as a damaged stream does (its data before the damage kept)."""
    from corpustools.warc.xzblocks import iter_blocks, up_to_damage

    made = blocks[0].ustart if blocks else 0
    try:
        for out in iter_blocks(fh.fileno(), blocks, READ_CHUNK, MAX_OUT):
            yield Piece(stream, out)
            made += len(out)
    except lzma.LZMAError as exc:
        salvaged, at = up_to_damage(fh.fileno(), stream, made)
        yield Piece(stream, salvaged, error=str(exc), at=at, made=made + len(salvaged))


def _up_to_damage(dec: Any, data: bytes) -> tuple[bytes, int]:
    """What ``dec`` (a zlib decompressor) decodes of ``data`` before the damage in it, fed a byte at a
    time (only after a damage, so the cost does not matter), and how many bytes of ``data`` it took."""
    out = []
    for i in range(len(data)):
        try:
            out.append(dec.decompress(data[i:i + 1]))
        except zlib.error:
            return b"".join(out), i
    return b"".join(out), len(data)


class SafeStream:
    """A file object that turns decompression errors and truncation into a clean EOF plus ``error``."""

    def __init__(self, fh: IO[bytes]) -> None:
        self.fh = fh
        self.error: str | None = None
        self.pos = 0

    def read(self, size: int = -1) -> bytes:
        if self.error:
            return b""
        try:
            data = self.fh.read(size)
        except (EOFError, lzma.LZMAError, zlib.error, gzip.BadGzipFile, OSError) as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            return b""
        self.pos += len(data)
        return data

    def tell(self) -> int:
        return self.pos

    def close(self) -> None:
        self.fh.close()

    def __enter__(self) -> SafeStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class XzReader:
    """A file object over concatenated xz streams; at truncation or corruption it returns what was
    decoded before the damage, then EOF, and keeps the reason in ``error``.  It remembers where each
    stream starts, compressed and decompressed, so a record can be located as the CDXJ index does it.
    The streams are decompressed ahead on a thread (:class:`_Prefetched`), off the parsing thread."""

    def __init__(self, path: str | os.PathLike[str], kind: str = "xz", start: int = 0, produced: int = 0,
                 blocks: list[Any] | None = None) -> None:
        """``start``: the compressed offset of the stream (or gzip member) to begin with; ``produced``: the
        decompressed offset it begins at, when that is not 0 (reading again from a stream whose place an
        earlier reader's :attr:`streams` gave).  ``blocks``: the blocks of the xz stream at ``start`` to
        read (:class:`~corpustools.warc.xzblocks.Block`: the ones after a damaged block), ``produced``
        then where the first one begins, located in the stream as the whole stream's data would be."""
        self.fh = open(path, "rb")
        self.fh.seek(start)  # (a gzip file read as one stream from the member at ``start``)
        self.kind = kind  # "gz": gzip members read as the one stream of decompressed data they hold
        pieces = iter_members(self.fh, kind) if blocks is None else _block_pieces(self.fh, start, blocks)
        if blocks:
            produced -= blocks[0].ustart  # (the stream's start, in the decompressed data: for locate)
        self.pieces = _Prefetched(pieces)
        self.buffer = bytearray()
        self.error: str | None = None
        self.damaged: int | None = None  # set with ``error`` when data was corrupt (not cut short)
        self.damage: Piece | None = None  # the piece that ended in the damage
        self.eof = False
        self.streams: list[tuple[int, int]] = [(produced, start)]  # (decompressed start, compressed start)
        if blocks:
            produced += blocks[0].ustart
        self.pos = produced
        self.produced = produced  # decompressed bytes so far
        self.history: collections.deque[bytes] = collections.deque()  # the last bytes read, for rewind()
        self.kept = 0  # bytes in ``history``
        self.block = 0  # with ``blocks``: the file offset of the first one

    def _fill(self, size: int) -> None:
        while not self.eof and (size < 0 or len(self.buffer) < size):
            piece = next(self.pieces, None)
            if piece is None:
                self.eof = True
                return
            if piece.start != self.streams[-1][1]:
                if self.streams[-1][0] == self.produced:  # nothing decoded from the previous start
                    self.streams[-1] = (self.produced, piece.start)
                else:
                    self.streams.append((self.produced, piece.start))
            if piece.error:
                unit = {"xz": "an xz stream", "zst": "a zstd frame"}.get(self.kind, "a gzip member")
                self.error = (f"the file ends inside {unit}" if piece.truncated
                              else f"corrupt {self.kind} data at offset {piece.at} ({piece.error})")
                self.damaged = None if piece.truncated else piece.start  # the damaged stream's offset in the file
                self.damage = piece
                self.eof = True
                if not piece.unverified:  # what was decoded before the damage (a record cut there is lost)
                    self.buffer += piece.data
                    self.produced += len(piece.data)
                return
            self.buffer += piece.data
            self.produced += len(piece.data)

    def locate(self, offset: int) -> str:
        """``STREAM_OFFSET:RECORD_OFFSET`` (compressed start of the xz stream, offset inside it)."""
        i = bisect.bisect_right([d for d, _ in self.streams], offset) - 1
        dstart, cstart = self.streams[max(i, 0)]
        return f"{cstart}:{offset - dstart}"

    def read(self, size: int = -1) -> bytes:
        self._fill(size)
        if size < 0 or size >= len(self.buffer):
            out = bytes(self.buffer)
            self.buffer.clear()
        else:
            out = bytes(self.buffer[:size])
            del self.buffer[:size]
        self.pos += len(out)
        if out:
            history = self.history
            history.append(out)
            self.kept += len(out)
            while self.kept - len(history[0]) >= self.HISTORY:
                self.kept -= len(history.popleft())
        return out

    HISTORY = 4 << 20  # bytes read that :meth:`rewind` can go back over

    def rewind(self, offset: int) -> bool:
        """Go back to ``offset`` (at most :data:`HISTORY` bytes before the place): reading from there
        gives the same bytes again, without decompressing anything again.  The search for the next record
        after garbage reads on, and then the records are read from where it found one: in a file of one
        xz stream, opening it again would decompress it from its start for each damaged stretch.  False
        (and nothing changed) when ``offset`` is not in what is kept."""
        back = self.pos - offset
        if back < 0 or back > self.kept:
            return False
        again: list[bytes] = []
        while back:
            last = self.history.pop()
            self.kept -= len(last)
            if len(last) > back:
                self.history.append(last[:-back])
                self.kept += len(last) - back
                last = last[-back:]
            again.append(last)
            back -= len(last)
        again.reverse()
        self.buffer[:0] = b"".join(again)
        self.pos = offset
        return True

    def tell(self) -> int:
        return self.pos

    def close(self) -> None:
        self.pieces.close()
        self.fh.close()


class _Prefetched:
    """The pieces of :func:`iter_members`, decompressed ahead on a thread of its own (``lzma`` releases
    the GIL), so the thread that parses the records does not wait for the decompressor.  Bounded: at
    most ``AHEAD`` pieces (``MAX_OUT`` bytes each) wait.  An exception of the decompressing thread is
    raised where the piece would have been read."""

    AHEAD = 16

    def __init__(self, pieces: Iterator[Piece]) -> None:
        self.queue: queue.Queue[Piece | BaseException | None] = queue.Queue(self.AHEAD)
        self.stop = threading.Event()
        self.done = False
        self.thread = threading.Thread(target=self._run, args=(pieces,), name="xz-reader", daemon=True)
        self.thread.start()

    def _run(self, pieces: Iterator[Piece]) -> None:
        item: Piece | BaseException | None
        try:
            for item in pieces:
                if not self._put(item):
                    return
            item = None
        except BaseException as exc:  # noqa: BLE001 - handed to the reading thread
            item = exc
        self._put(item)

    def _put(self, item: Piece | BaseException | None) -> bool:
        while not self.stop.is_set():
            try:
                self.queue.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def __iter__(self) -> _Prefetched:
        return self

    def __next__(self) -> Piece:
        if self.done:
            raise StopIteration
        item = self.queue.get()
        if item is None or isinstance(item, BaseException):
            self.done = True
            if item is None:
                raise StopIteration
            raise item
        return item

    def close(self) -> None:
        """Stop the decompressing thread (before its file is closed)."""
        self.stop.set()
        self.thread.join()


def open_stream(path: str | os.PathLike[str]) -> tuple[Any, str]:
    """A readable file object for warcio and the container kind: xz and zstd are decompressed here, gzip
    and plain files are left to warcio (which reads gzip members one by one)."""
    kind = sniff(path)
    if kind in ("xz", "zst"):
        return XzReader(path, kind), kind
    return open(path, "rb"), kind
