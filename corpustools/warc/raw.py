"""The records of a WARC/ARC file with their exact bytes, for ``warc check``, ``warc recompress`` and
``collect --rebuild-store``: every complete record, where it is (the container piece and the offset in
it) and the damage found on the way.

:func:`iter_raw_records` decompresses the file member by member (one xz stream or one gzip member, over
:mod:`corpustools.warc.container`) and splits each into records.  A plain (uncompressed) file, and a
member of more than 16 MB (``gzip crawl.warc`` makes one for the whole file), are read as a stream, a
record at a time: a WARC of many gigabytes written by ``wget --warc-file --no-warc-compression`` is
checked or recompressed in the memory of its largest record, not of the whole file.  (vert reads records
through :func:`corpustools.warc.reader.iter_records`.)
"""

from __future__ import annotations

import io
import logging
import os
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpustools.warc import wacz
from corpustools.warc.container import Piece, XzReader, iter_members, sniff
from corpustools.warc.reader import ArchiveIterator, _collecting, not_an_archive, unsaid_problem
from corpustools.warc.resync import (
    after_damaged_block,
    ends_inside_record,
    member_opens_record,
    next_record,
    next_stream,
)

log = logging.getLogger("corpustools.warc.reader")  # the stage name of the lines is "warc" either way

READ_CHUNK = 1 << 20
BIG_MEMBER = 16 << 20  # a compressed member decompressing to more than this is read as a stream


@dataclass
class Block:
    offset: int  # position of the container piece in the file
    length: int  # its compressed length
    truncated: bool = False  # the file ends inside the piece: what could be decompressed of it is read
    damaged: bool = False  # the piece ends in a damage (truncated or corrupt): nothing after it is read
    resume: int | XzReader | None = None  # after a damage: where the next record starts (see _resume_after)


def _damage(path: Path, kind: str, piece: Any, problems: list[str] | None, resume: int | XzReader | None = None) -> bool:
    """Say what is wrong with a member that ends in ``piece``; True when the records decoded before the
    damage can be kept (the file is cut short in it, or its data is corrupt from a known point on)."""
    if piece.truncated:
        _problem(problems, f"{path}: truncated {kind} {'stream' if kind == 'xz' else 'frame' if kind == 'zst' else 'member'} at offset "
                           f"{piece.start}; the records it holds whole are kept, the one it ends in is "
                           f"lost, everything before it is intact")
        return True
    where = f"offset {piece.at}" if piece.at else f"the member at offset {piece.start}"
    kept = ("the member's records are lost" if piece.unverified else
            "the records decoded whole before it are kept, the one it is in is lost")
    if isinstance(resume, XzReader):  # the next block of an xz -T stream
        kept = "the records decoded whole before it are kept, the damaged block and the records it holds are lost"
        rest = (f"{resume.tell() - piece.made} bytes of WARC data lost; going on with the next record, at "
                f"{resume.locate(resume.tell())} in the xz block at offset {resume.block}")
    elif resume is not None:
        rest = f"going on with the next record at offset {resume}"
    else:
        rest = "nothing after it can be read" + (_why_no_block(path, piece) if kind == "xz" else "")
    _problem(problems, f"{path}: damaged {kind} data at {where}: {piece.error}; {kept}; {rest}")
    return not piece.unverified


def _resume_after(path: Path, kind: str, piece: Any) -> int | XzReader | None:
    """Where reading goes on after the damaged member ``piece``: the next gzip member, xz stream or zstd
    frame that opens a record; in the last xz stream, a reader from the first record in the blocks after
    the damaged one (``xz -T``'s, as vert's reader goes on there: :func:`after_damaged_block`); None when
    the file is cut short there or has none."""
    if piece.truncated:
        return None
    if kind == "gz":
        return next_record(str(path), kind, piece.start + 1)
    if kind not in ("xz", "zst"):
        return None
    later = next_stream(path, piece.start + 1, kind)
    if later is None and kind == "xz" and not piece.unverified:
        return after_damaged_block(path, piece.start, piece.made)[0]
    return later


def _why_no_block(path: Path, piece: Any) -> str:
    """Why nothing after the damage in an xz stream can be read, and the WARC data lost (to the stream's end)."""
    from corpustools.warc.xzblocks import stream_blocks

    with open(path, "rb") as fh:
        blocks = stream_blocks(fh.fileno(), piece.start)
    if not blocks:
        return " (the stream's index, at its end, cannot be read)"
    lost = blocks[-1].ustart + blocks[-1].size - piece.made
    if len(blocks) == 1:
        return f" (the stream is one xz block, as xz without -T writes it: {lost} bytes of WARC data lost)"
    return f" (no record begins in the xz blocks after it: {lost} bytes of WARC data lost)"


def _after_blocks(path: Path, reader: XzReader, problems: list[str] | None,
                  check_digests: bool) -> Iterator[RawRecord]:
    """The records of the xz blocks ``reader`` reads (those after a damaged one), from its first record
    on, located in the stream as the whole stream's are; a later damaged block is passed over so too."""
    stream = reader.streams[0][1]
    while reader is not None:
        base = reader.tell()
        chunks = iter(lambda r=reader: r.read(READ_CHUNK), b"")
        for raw in _records(path, _Tape(chunks), Block(stream, 0, truncated=True), False, problems, check_digests):
            raw.record_offset += base
            yield raw
        reader.close()
        if reader.damaged is None:
            if reader.error:
                _problem(problems, f"{path}: {reader.error}; the records it holds whole are kept")
            return
        later = after_damaged_block(path, stream, reader.damage.made)[0] if reader.damage else None
        _damage(path, "xz", reader.damage or Piece(stream, b"", error=reader.error), problems, later)
        reader = later


def _problem(problems: list[str] | None, message: str) -> None:
    if problems is None:
        log.warning(message)
    else:
        problems.append(message)


@dataclass
class RawRecord:
    block_offset: int
    block_length: int
    record_offset: int  # inside the decompressed block
    data: bytes
    rec_type: str
    headers: dict[str, str] = field(default_factory=dict)
    format: str = "warc"  # or "arc"
    # what is odd about a record read whole (warcio's complaints, a record split over gzip members):
    # check reports it, recompress copies the record and says so
    notes: list[str] = field(default_factory=list)
    # the declared length and the block's when it is shorter than the record declares (its piece or the
    # file ends first): check says so, recompress writes the record with the length it holds, so that in a
    # container where records follow each other (an xz stream) it does not swallow the next one
    short: tuple[int, int] | None = None  # (declared, held)
    short_note: str = ""  # says so, naming the record and where it is
    # where the record is in its file as stored: its own offset in a plain file, that of its gzip member or xz stream
    # in a compressed one (where a damage line places it, the offset its CDXJ line gives, a progress bar's bytes)
    stored_at: int = 0
    member: str = ""  # the WACZ member the record is in (``archive/data.warc.gz``; :func:`iter_archive_records`)


class _Tape:
    """A read-once stream over byte chunks that keeps what was read since the last :meth:`drop`, so the
    exact bytes of a record warcio has just read can be taken (:meth:`take`) and then let go."""

    def __init__(self, chunks: Iterable[bytes]) -> None:
        self._chunks = iter(chunks)
        self._kept = bytearray()
        self._base = 0  # stream offset of _kept[0]
        self._pos = 0  # where the reader is

    def _pull(self, upto: int) -> bool:
        """Have the stream up to offset ``upto`` in memory (False: it ends before)."""
        while self._base + len(self._kept) < upto:
            chunk = next(self._chunks, b"")
            if not chunk:
                return False
            self._kept += chunk
        return True

    def read(self, size: int = -1) -> bytes:
        want = self._pos + (size if size is not None and size >= 0 else 1 << 62)
        self._pull(want)
        data = bytes(self._kept[self._pos - self._base:want - self._base])
        self._pos += len(data)
        return data

    def tell(self) -> int:
        return self._pos

    def byte_at(self, offset: int) -> bytes:
        """The byte at ``offset`` (b'' past the end)."""
        self._pull(offset + 1)
        return bytes(self._kept[offset - self._base:offset - self._base + 1])

    def take(self, start: int, end: int) -> bytes:
        self._pull(end)
        return bytes(self._kept[start - self._base:end - self._base])

    def ended_by(self, end: int) -> bool:
        """Whether the stream ends at or before ``end``."""
        return not self._pull(end + 1)

    def drop(self, before: int) -> None:
        """Let go of the bytes before ``before`` (never those the reader has not read yet)."""
        before = min(before, self._pos)
        if before > self._base:
            del self._kept[:before - self._base]
            self._base = before


def _file_chunks(path: Path) -> Iterator[bytes]:
    with open(path, "rb") as fh:
        while chunk := fh.read(READ_CHUNK):
            yield chunk


def iter_raw_records(path: str | os.PathLike[str], problems: list[str] | None = None,
                     check_digests: bool = False) -> Iterator[RawRecord]:
    """Every complete record with its exact bytes; ``check_digests`` adds digest failures to problems.

    A truncated member gives the records it holds whole, a damaged one those decoded whole before the
    damage (none when only its checksum fails: the damage may be anywhere in it); after a damaged gzip
    member reading goes on with the next member that begins a record (per-record gzip).  A member of
    more than :data:`BIG_MEMBER` decompressed bytes (``gzip crawl.warc``: one member for the whole file)
    is read as a stream."""
    path = Path(path)
    kind = sniff(path)
    if kind == "warc":  # uncompressed: one stream, read a record at a time
        yield from _records(path, _Tape(_file_chunks(path)), Block(0, os.path.getsize(path)), True,
                            problems, check_digests)
        return
    with open(path, "rb") as fh:
        while True:  # from the file's start, then from each member after a damaged one
            resume = yield from _members(path, kind, fh, problems, check_digests)
            if isinstance(resume, XzReader):  # the blocks after a damaged one, to the stream's end
                yield from _after_blocks(path, resume, problems, check_digests)
                return
            if resume is None:
                return
            fh.seek(resume)


def _members(path: Path, kind: str, fh: Any, problems: list[str] | None,
             check_digests: bool) -> Generator[RawRecord, None, int | XzReader | None]:
    """The records of the members from ``fh``'s position on; returns where the next record starts after a
    damaged member (the caller goes on there; a reader of the blocks after a damaged xz block), None when the file was read to its end, is cut short
    or has no record after the damage."""
    pieces = iter_members(fh, kind)
    out: list[bytes] = []
    size = 0
    start = fh.tell()  # where the member of ``out`` begins
    for piece in pieces:
        if not out:
            start = piece.start
        if piece.error:
            resume = _resume_after(path, kind, piece)
            if _damage(path, kind, piece, problems, resume) and (out or piece.data):
                # the complete records of the decoded part (the one the damage is in is cut short)
                out.append(piece.data)
                block = Block(start, (piece.at or os.path.getsize(path)) - start, truncated=True)
                yield from _records(path, _Tape([b"".join(out)]), block, False, problems, check_digests)
            return resume
        out.append(piece.data)
        size += len(piece.data)
        if piece.end is not None:
            data = b"".join(out)
            if kind == "gz" and ends_inside_record(data) and not member_opens_record(path, piece.end):
                # a record runs on into the next member (bgzip's blocks, a record gzipped in pieces): the
                # members do not follow the records, so the rest of the file is read as one stream, as
                # zcat reads it; the record the file may end in is left out (truncated)
                block = Block(start, 0, truncated=True)
                note = (f"{path}: gzip members do not follow the records from offset {start} on (a record "
                        f"runs on into the next member); read as one stream (warc recompress writes a "
                        f"member per record)")
                rest = _rest_of_file(path, kind, data, pieces, block, problems)
                stopped = yield from _records(path, _Tape(rest), block, False, problems, check_digests, note)
                for _ in rest:
                    pass
                if stopped is not None and not block.damaged:
                    _problem(problems, f"{path}: the file ends inside the record at offset {stopped} of the "
                                       f"stream from offset {start}; it is lost, the records before it are kept")
                return block.resume if block.damaged else None
            block = Block(start, piece.end - start)
            yield from _records(path, _Tape([data]), block, False, problems, check_digests)
            out, size = [], 0
        elif size > BIG_MEMBER:
            block = Block(start, 0)
            rest = _rest_of_member(path, kind, out, pieces, block, problems)
            out, size = [], 0
            yield from _records(path, _Tape(rest), block, False, problems, check_digests)
            for _ in rest:  # what warcio left of the member (garbage after a record it gave up on)
                pass
            if block.damaged:
                return block.resume
    return None


def with_progress(records: Iterable[RawRecord], path: str | os.PathLike[str], desc: str) -> Iterator[RawRecord]:
    """``records`` of the file ``path``, with a progress bar of its bytes on a terminal (as vert, tag and
    dedup show one; not under -q): ``warc check`` or ``recompress`` of a WARC of gigabytes takes minutes.
    Through a WACZ's members it moves by where each member lies in the zip (:class:`wacz.Layout`)."""
    from corpustools.log import progress_bar

    size = os.path.getsize(path) if os.path.isfile(path) else None
    bar = progress_bar(desc=desc, total=size, unit="B", unit_scale=True, leave=False)
    if bar is None:
        yield from records
        return
    layout = wacz.Layout(path) if wacz.is_wacz(path) else None
    try:
        for raw in records:
            at = layout.in_file(raw.member, raw.stored_at) if layout is not None and raw.member else raw.stored_at
            bar.update(max(0, min(at, size or at) - bar.n))
            yield raw
    finally:
        bar.close()


def iter_archive_records(path: str | os.PathLike[str], problems: list[str],
                         check_digests: bool = False) -> Iterator[RawRecord]:
    """:func:`iter_raw_records` of a WARC/ARC file, or of each WARC member of a WACZ in turn (in the zip's order),
    each record's ``member`` naming its member and each problem and note of a member naming it as the WACZ's
    ``path:archive/x.warc.gz`` (the zip's own damage too: :func:`wacz.warc_members`)."""
    if not wacz.is_wacz(path):
        why = not_an_archive(path)
        if why:  # (xreview31) an empty zip, a WACZ cut short, a folder, a file it may not read: its line, not
            # warcio's "Unknown archive format, first line: ['PK\x05\x06…']" or an OSError that ends the caller
            problems.append(unsaid_problem(str(path), why))
            return
        yield from iter_raw_records(path, problems, check_digests)
        return
    for member in wacz.warc_members(path, str(path), problems):
        if member.path is None:
            continue
        why = not_an_archive(member.path)
        if why:  # (warcio would take any line of five words for an ARC header: as a WARC given plainly is refused)
            problems.append(unsaid_problem(member.label, why))
            continue
        own: list[str] = []
        try:
            for raw in iter_raw_records(member.path, own, check_digests):
                raw.member = member.name
                raw.notes = [renamed(note, member.path, member.label) for note in raw.notes]
                raw.short_note = renamed(raw.short_note, member.path, member.label)
                yield raw
        finally:
            problems.extend(renamed(problem, member.path, member.label) for problem in own)


def renamed(message: str, path: str, name: str) -> str:
    """``message`` about the file ``path`` (a copy: a pipe's, a WACZ member's) as about ``name``."""
    return name + message[len(path):] if message.startswith(path) else message


def _rest_of_member(path: Path, kind: str, head: list[bytes], pieces: Iterator[Any], block: Block,
                    problems: list[str] | None) -> Iterator[bytes]:
    """The decompressed bytes of a big member: ``head`` (read already), then its pieces to its end; a
    damage found on the way is said and marked on ``block``."""
    yield from head
    head.clear()  # let go of the first BIG_MEMBER bytes once read
    for piece in pieces:
        if piece.error:
            resume = _resume_after(path, kind, piece)
            block.truncated = _damage(path, kind, piece, problems, resume)
            block.damaged, block.resume = True, resume
            if block.truncated:  # what was decoded before the damage (the record it is in is cut short)
                yield piece.data
            return
        yield piece.data
        if piece.end is not None:
            block.length = piece.end - block.offset
            return


def _rest_of_file(path: Path, kind: str, head: bytes, pieces: Iterator[Any], block: Block,
                  problems: list[str] | None) -> Iterator[bytes]:
    """``head``, then the decompressed bytes of every member after it, as one stream; a damage found on
    the way is said and marked on ``block`` (as :func:`_rest_of_member` does)."""
    yield head
    for piece in pieces:
        if piece.error:
            resume = _resume_after(path, kind, piece)
            if _damage(path, kind, piece, problems, resume):
                yield piece.data
            block.damaged, block.resume = True, resume
            return
        yield piece.data


def _records(path: Path, tape: _Tape, block: Block, plain: bool, problems: list[str] | None,
             check_digests: bool, note: str = "") -> Generator[RawRecord, None, int | None]:
    """The records of one block (a compressed piece, or the whole plain file) read from ``tape``; ``note``
    goes with the first.  Returns where the record a truncated block ends in begins (None: none)."""
    blank = 0  # line ends the block begins with: the end of the record before it (its writer put them here)
    while tape.byte_at(blank) in (b"\r", b"\n"):
        blank += 1
    tape.read(blank)
    iterator = ArchiveIterator(tape, check_digests=check_digests, ensure_http_headers=False)
    warnings = io.StringIO()  # warcio prints its complaints (e.g. a wrong Content-Length) to stderr
    try:
        while True:
            with _collecting(warnings):
                record = next(iterator, None)
                if record is None:
                    break
                content = record.content_stream() if check_digests else record.raw_stream
                while content.read(READ_CHUNK):
                    pass
                iterator.read_to_end(record)
            offset = iterator.get_record_offset()
            end = offset + iterator.get_record_length()
            while tape.byte_at(end) in (b"\r", b"\n") and end - offset < 1 << 62:
                end += 1  # warcio leaves the record's closing CRLF CRLF out of an uncompressed length
            length = end - offset
            headers = {k: v for k, v in record.rec_headers.headers}
            if block.truncated and not _whole_in(tape, offset, headers, record.format):
                return offset  # the record the file ends in
            rid = headers.get("WARC-Record-ID", "?")
            where = f"at offset {offset if plain else block.offset}"
            if check_digests and record.digest_checker.passed is False:
                for problem in record.digest_checker.problems:
                    _problem(problems, f"{path}: record {rid} {where}: {problem}")
            notes = []
            if warnings.getvalue().strip():  # (not in ``note``: that one goes with the first record, once)
                complaint = " ".join(w for w in warnings.getvalue().split() if w != "WARNING:")
                notes.append(f"{path}: record {rid} {where}: {complaint}")
                warnings.seek(0)
                warnings.truncate()
            if note:
                notes.append(note)
                note = ""
            data = tape.take(offset, offset + length)
            short = short_block(data, headers, record.format)
            said = ""
            if short is not None:
                said = (f"{path}: record {rid if record.format == 'warc' else headers.get('uri', '?')} {where}: "
                        f"declares {short[0]} bytes, holds {short[1]} (its "
                        f"{'file' if plain else 'xz stream' if path.name.endswith('xz') else 'gzip member'} "
                        f"ends first)")
            yield RawRecord(block.offset, block.length, offset, data, record.rec_type or "unknown", headers,
                            record.format, notes, short, said, offset if plain else block.offset)
            tape.drop(end)
    except Exception as exc:  # noqa: BLE001 - warcio raises several kinds on garbage
        if not block.truncated:  # in a truncated piece, the record cut short (said above)
            _problem(problems, f"{path}: unreadable record in block at offset {block.offset}: {exc}")
    return None


def short_block(data: bytes, headers: dict[str, str], fmt: str) -> tuple[int, int] | None:
    """``(declared, held)`` when the record ``data`` (read to the end of its gzip member, xz stream or file)
    holds less of its block than its header declares, else None.  ``held`` leaves out the line ends that
    end a record (CRLF CRLF of a WARC record, LF of an ARC one), which the piece ends with when only the
    declared length is wrong."""
    length = (headers.get("Content-Length", "") if fmt == "warc" else headers.get("length", "")).strip()
    head_end = data.find(b"\r\n\r\n") + 4 if fmt == "warc" else data.find(b"\n") + 1
    if not length.isdigit() or head_end <= 0 or len(data) - head_end >= int(length):
        return None
    block = data[head_end:]
    ending = b"\r\n\r\n" if fmt == "warc" else b"\n"
    if block.endswith(ending):
        block = block[:-len(ending)]
    return int(length), len(block)


def _whole_in(tape: _Tape, offset: int, headers: dict[str, str], fmt: str) -> bool:
    """Whether the record at ``offset`` is there to its last byte (its declared length)."""
    try:
        head = tape.take(offset, offset + (1 << 20))  # a record's header lines are far shorter
        if fmt == "arc":
            head_end = offset + head.index(b"\n") + 1
            return not tape.ended_by(head_end + int(headers.get("length", "")) - 1)
        head_end = offset + head.index(b"\r\n\r\n") + 4
        return not tape.ended_by(head_end + int(headers.get("Content-Length", "")) - 1)
    except ValueError:
        return False
