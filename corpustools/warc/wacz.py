"""WACZ files (Webrecorder's ArchiveWeb.page, Browsertrix, py-wacz): a zip of WARCs, read as the WARCs they hold.

A WACZ keeps its WARC files under ``archive/`` (``archive/data.warc.gz``, ``archive/rec-….warc.gz``), beside
``datapackage.json``, ``pages/pages.jsonl`` and CDXJ indexes.  vert named such a file and told the user to
unzip it; a user who had crawled with Browsertrix had a step to do by hand, and a folder of WARCs two
levels down.  Now each WARC member, in the zip's order, is read by :func:`corpustools.warc.reader.iter_records`
as a ``.warc.gz`` given plainly is (a truncated or damaged WARC inside keeps its records before the damage
and goes on after it as that reader does), its records placed as ``MEMBER:OFFSET`` (the ``warc`` attribute:
``crawl.wacz:archive/data.warc.gz:1234``, the offset in the member as the WACZ's own CDXJ index gives it).

The reader seeks back in a file after damage and reads by file name, so a member is copied, as the zip
stores it (stored or deflated; the WARC's own gzip is not undone), into an anonymous in-memory file
(``memfd``, Linux) one member at a time: nothing is written beside the WACZ, and the memory is that of the
largest member (Browsertrix rolls its WARCs over at 1 GB by default).  A member larger than a quarter of
the free memory goes to an unnamed temporary file instead (:func:`_anonymous_file`).
A member the zip cannot give whole (a bad CRC, deflate data cut short, a zip whose member is cut) keeps what
came out of it before the damage, read as a WARC cut there, with one ``-ERR`` line; the other members are read.
A WACZ cut short (a download or copy that stopped: the zip's directory, at its end, gone) is read by its members'
own local headers (:func:`cut_zip`): every WARC member before the cut whole, the one the cut is in to the cut, and
one line saying that the file is cut short and how much of it was read (session 32; before, nothing of it was).
``warc check`` compares the WACZ's own CDXJ index (:func:`index_files`) with the records of its WARCs.
"""

from __future__ import annotations

import contextlib
import gzip
import logging
import os
import struct
import tempfile
import zipfile
import zlib
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple, TypeVar

from corpustools.warc import WARC_FILE_SUFFIXES

log = logging.getLogger("corpustools.warc.reader")  # the stage name of the lines is "warc" either way

T = TypeVar("T")

ARCHIVE = "archive/"  # where a WACZ keeps its WARC files (WACZ 1.1.1, "Directory Layout")
_COPY_CHUNK = 1 << 20


def is_wacz(path: str | os.PathLike[str], head: bytes | None = None) -> bool:
    """Whether the file (whose first bytes are ``head``, read here when not given) is a zip holding WARC files
    under ``archive/``."""
    if head is None:
        try:
            with open(path, "rb") as fh:
                head = fh.read(4)
        except OSError:
            return False
    if not head.startswith(b"PK\x03\x04"):
        return False
    try:
        with zipfile.ZipFile(path) as wacz:
            return any(_is_warc_member(info) for info in wacz.infolist())
    except (zipfile.BadZipFile, OSError, ValueError):  # cut short: its members as their own headers give them
        return any(_is_warc_name(member.name) for member in cut_zip(path).members)


# the folders and files of a WACZ (WACZ 1.1.1, "Directory Layout"): a zip holding one of them is meant as one
WACZ_PARTS = (ARCHIVE, "datapackage", "pages/", "indexes/", "logs/")


def why_unread(path: str | os.PathLike[str], head: bytes) -> str | None:
    """(xreview31) Why the zip at ``path`` (whose first bytes are ``head``) gives no WARC to read, said as what it
    is: an empty zip, a zip whose directory at its end is gone with no WARC member before the cut (a download or a
    copy cut short: :func:`cut_zip` found none), a WACZ without a WARC under ``archive/``; None for a WACZ whose
    WARCs are read (a cut one's too, up to the cut), or a zip of other files (the reader's "compressed with zip"
    line says that one).  Before, all three were told to unzip the WARCs of the archive/ folder, which they do not
    have or which cannot be unzipped."""
    if head.startswith(b"PK\x05\x06"):  # the end of a zip's directory, and nothing before it
        return "an empty zip file: there is no WARC in it"
    try:
        with zipfile.ZipFile(path) as wacz:
            names = [info.filename for info in wacz.infolist() if not _is_warc_member(info)]
            if len(names) < len(wacz.infolist()):
                return None
    except (zipfile.BadZipFile, OSError, ValueError):  # ("File is not a zip file": zipfile's word for it)
        if any(_is_warc_name(member.name) for member in cut_zip(path).members):
            return None  # (cut short after a WARC member's header: what came before the cut is read)
        return ("a zip file whose directory, at its end, cannot be read: cut short or damaged, its WARCs cannot be "
                "found; 'zip -FF FILE --out FIXED.wacz' rebuilds the directory of what is left")
    if not any(name.startswith(WACZ_PARTS) for name in names):
        return None
    shown = ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
    return f"a WACZ file with no WARC file under archive/ (it holds {len(names)}: {shown}); nothing to read"


def _is_warc_member(info: zipfile.ZipInfo) -> bool:
    """A WARC (or ARC) file under ``archive/``: a zip that only has a folder of that name holding other files
    is no WACZ (each of them read as a WARC would be one error line each)."""
    return not info.is_dir() and _is_warc_name(info.filename)


def _is_warc_name(name: str) -> bool:
    return name.startswith(ARCHIVE) and name.lower().endswith(WARC_FILE_SUFFIXES)


class Layout:
    """Where each WARC member's bytes lie in the WACZ file, so that a progress bar moves through the members by the
    WACZ's bytes read (as through a WARC's by its compressed bytes), not through each member's from 0 again."""

    __slots__ = ("spans",)

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.spans: dict[str, tuple[int, int, int]] = {}  # member -> (its offset in the zip, bytes stored, its size)
        try:
            with zipfile.ZipFile(path) as wacz:
                for info in wacz.infolist():
                    if _is_warc_member(info):
                        self.spans[info.filename] = (info.header_offset, info.compress_size, info.file_size)
        except (zipfile.BadZipFile, OSError, ValueError):  # cut short: as far as its members' own headers go
            for member in cut_zip(path).members:
                if _is_warc_name(member.name):
                    self.spans[member.name] = (member.header, member.stored, member.size or member.stored)

    def split(self, where: str) -> tuple[str, str] | None:
        """A record's ``where`` in the WACZ (``archive/x.warc.gz:1234``, ``archive/x.warc.xz:STREAM:OFFSET``) as
        its member and its place in it (``1234``, ``STREAM:OFFSET``); None for no member of this WACZ."""
        member, _, rest = where.partition(":")
        if member in self.spans:
            return member, rest
        for member in self.spans:  # (a member's name with a colon in it)
            if where.startswith(member + ":"):
                return member, where[len(member) + 1:]
        return None

    def in_file(self, member: str, at: int) -> int:
        """The bytes of the WACZ before byte ``at`` of ``member`` (as the member holds it: a WARC's gzip or xz
        bytes; a deflated member's in proportion to its deflated size)."""
        start, stored, size = self.spans.get(member, (0, 0, 0))
        return start + (min(at, size) * stored // size if size else 0)


class _InMember:
    """A record's place as ``select`` sees it (:class:`corpustools.warc.reader.Position` or
    :class:`corpustools.warc.quick.Place`), ``where`` prefixed with the member's name in the WACZ."""

    __slots__ = ("_position", "_member")

    def __init__(self, position: Any, member: str) -> None:
        self._position, self._member = position, member

    @property
    def offset(self) -> int:
        return int(self._position.offset)

    @property
    def where(self) -> str:
        return f"{self._member}:{self._position.where}"

    @property
    def arc(self) -> bool:
        return bool(self._position.arc)


class Member(NamedTuple):
    """A WARC member of a WACZ as :func:`warc_members` gives it."""

    name: str  # in the zip: ``archive/data.warc.gz``
    label: str  # in log lines and problems: ``crawl.wacz:archive/data.warc.gz``
    path: str | None  # a path to its bytes while it is the member given; None: nothing of it can be read as a WARC


def warc_members(path: str | os.PathLike[str], name: str, problems: list[str]) -> Iterator[Member]:
    """Every WARC member of the WACZ at ``path``, in the zip's order, as a file of its own to read (its bytes as the
    zip stores them: the WARC's own gzip is not undone; gone when the next member is asked for).  What is wrong
    with the zip goes to ``problems``, one message each, before the member it is in is given: its directory
    unreadable (no member then), a member damaged (what came out of it before the damage is given), a zip
    named as a WARC inside it (given with no path).  ``name``: the WACZ in the messages and the labels."""
    try:
        wacz = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        cut = cut_zip(path)
        if not any(_is_warc_name(member.name) for member in cut.members):  # (changed since is_wacz looked)
            problems.append(f"{name}: a WACZ file whose zip directory cannot be read ({exc}); skipped")
            return
        yield from _members_before_cut(path, cut, name, problems)
        return
    with wacz:
        for info in [info for info in wacz.infolist() if _is_warc_member(info)]:
            label = f"{name}:{info.filename}"
            with _member_file(wacz, info, label, problems) as copy:
                yield Member(info.filename, label, copy)


INDEXES = "indexes/"  # where a WACZ keeps the CDXJ index of its WARCs' records (WACZ 1.1.1)
_INDEX_SUFFIXES = (".cdx", ".cdxj", ".cdx.gz", ".cdxj.gz")  # (not .idx: ZipNum's index of the compressed index)


def index_files(path: str | os.PathLike[str]) -> Iterator[tuple[str, bytes | None]]:
    """The CDXJ indexes of the WACZ at ``path`` (``indexes/index.cdx``, or ``indexes/index.cdx.gz`` as py-wacz and
    Browsertrix compress a large one), each as its name and its lines' bytes (gzip undone); None for one that cannot
    be read.  In a WACZ cut short, those before the cut, whole."""
    def wanted(name: str) -> bool:
        return name.startswith(INDEXES) and name.lower().endswith(_INDEX_SUFFIXES)

    try:
        with zipfile.ZipFile(path) as wacz:
            found = [(info.filename, wacz.read) for info in wacz.infolist() if wanted(info.filename)]
            for name, read in found:
                yield name, _ungzipped(name, read, name)
            return
    except (zipfile.BadZipFile, OSError, ValueError):
        pass
    for local in cut_zip(path).members:
        if wanted(local.name) and local.whole:
            yield local.name, _ungzipped(local.name, _local_bytes, path, local)


def _ungzipped(name: str, read: Callable[..., bytes], *args: Any) -> bytes | None:
    try:
        data = read(*args)
        return gzip.decompress(data) if name.lower().endswith(".gz") else data
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, zlib.error):  # (a damaged member: said by its caller)
        return None


def _local_bytes(path: str | os.PathLike[str], local: Local) -> bytes:
    """The bytes of a small member (an index) of a zip cut short."""
    with open(path, "rb") as raw:
        raw.seek(local.start)
        data = raw.read(local.stored)
    if local.method == zipfile.ZIP_DEFLATED:
        data = zlib.decompress(data, -zlib.MAX_WBITS)
    elif local.method != zipfile.ZIP_STORED:
        raise ValueError(f"zip method {local.method}")
    if zlib.crc32(data) != local.crc:
        raise ValueError("CRC-32")
    return data


def iter_records(path: str, counters: dict[str, Any], select: Callable[[Any, Any], T | None],
                 name: str, read_warc: Callable[..., Iterator[T]]) -> Iterator[T]:
    """``select`` over the records of every WARC member of the WACZ at ``path``, in the zip's order, each member
    read by ``read_warc`` (:func:`corpustools.warc.reader.iter_records`, which calls this: passed in, so the
    reader stays the one module that knows the other formats, without an import cycle; its counters are the
    file's, summed over its members; a damage line names the member, ``crawl.wacz:archive/x.warc.gz``)."""
    problems: list[str] = []
    for member in warc_members(path, name, problems):
        _say(problems, counters)
        if member.path is None:
            continue

        def in_member(record: Any, position: Any, _member: str = member.name) -> T | None:
            return select(record, _InMember(position, _member))

        before = counters.pop("records", 0)  # (a damage line counts the records of its member)
        try:
            yield from read_warc(member.path, counters, in_member, member.label)
        finally:
            counters["records"] = before + counters.get("records", 0)
    _say(problems, counters)


def _say(problems: list[str], counters: dict[str, Any]) -> None:
    """The zip's damage found so far, one -ERR line each, the file counted as damaged."""
    for problem in problems:
        counters["input_damaged"] = 1
        log.error(problem)
    problems.clear()


@contextlib.contextmanager
def _member_file(wacz: zipfile.ZipFile, info: zipfile.ZipInfo, member: str,
                 problems: list[str]) -> Iterator[str | None]:
    """A path to the member's bytes (as far as the zip gives them whole: a damage goes to ``problems``); None when
    there is nothing of it to read as a WARC (damaged before its first byte, or a zip named as a WARC: said too)."""
    out, where = _anonymous_file(info.file_size)
    with out:
        crc = 0
        try:
            with wacz.open(info) as data:
                # zipfile checks the CRC at the end and drops the data of that last read when it fails:
                # checked here instead, so a member with a bad CRC is read whole (its WARC's gzip members
                # have checksums of their own) and said
                data._expected_crc = None  # type: ignore[attr-defined]
                while chunk := data.read(_COPY_CHUNK):
                    crc = zlib.crc32(chunk, crc)
                    out.write(chunk)
            if crc != info.CRC:
                _damaged(member, problems, out, info.file_size, f"its CRC-32 is {crc:08x}, the zip says {info.CRC:08x}")
        except Exception as exc:  # noqa: BLE001 - BadZipFile, zlib.error (deflate data gone wrong), EOFError (cut)
            _salvage(wacz, info, out)
            _damaged(member, problems, out, info.file_size, f"{type(exc).__name__}: {exc}")
        yield _readable(out, where, info.file_size, member, problems)


def _readable(out: Any, where: str, size: int, member: str, problems: list[str]) -> str | None:
    """``where`` (the path of ``out``, a member's copy) once written; None when there is nothing of it to read as a
    WARC: damaged (or cut) before its first byte, or a zip named as a WARC (said)."""
    out.flush()
    if out.tell() == 0 and size:
        return None
    out.seek(0)
    if out.read(4) == b"PK\x03\x04":  # a zip inside the WACZ, named as a WARC: not opened in turn
        problems.append(f"{member}: a zip file named as a WARC inside the WACZ; skipped")
        return None
    out.seek(0, os.SEEK_END)
    return where


_SALVAGE_STEP = 512  # compressed bytes fed to the inflater at a time while salvaging a deflated member
_LOCAL_HEADER = 30  # bytes of a zip member's local header before its name and extra field


def _salvage(wacz: zipfile.ZipFile, info: zipfile.ZipInfo, out: Any) -> None:
    """Appends to ``out`` the member's bytes before its damage that the copy did not get: a read of the copy
    raised and took with it all it had inflated (zipfile inflates 4 KiB of output at a time at least: a small
    member kept nothing).  A deflated member's raw data is inflated again here (:func:`_inflate`); a stored
    member's copy already holds all the zip gives."""
    if info.compress_type != zipfile.ZIP_DEFLATED or not wacz.filename:
        return
    try:
        with open(wacz.filename, "rb") as raw:
            raw.seek(info.header_offset)
            header = raw.read(_LOCAL_HEADER)
            if len(header) < _LOCAL_HEADER:
                return
            raw.seek(int.from_bytes(header[26:28], "little") + int.from_bytes(header[28:30], "little"), os.SEEK_CUR)
            _inflate(raw, info.compress_size, out, out.tell())
    except OSError:  # (the file gone: what came before is kept)
        return


def _inflate(raw: Any, left: int, out: Any, copied: int = 0) -> bool:
    """Inflates the deflate data at ``raw``'s position (``left`` bytes of it at most) into ``out``, all but its first
    ``copied`` bytes (in ``out`` already); True when the deflate stream came to its end.  It is fed
    ``_SALVAGE_STEP`` bytes at a time, and the step that meets a damage once more byte by byte from the inflater's
    state before it, so every byte before the damage is kept."""
    produced = 0

    def keep(data: bytes) -> None:
        nonlocal produced
        fresh = data[max(0, copied - produced):]  # (what the copy has already)
        produced += len(data)
        if fresh:
            out.write(fresh)

    inflater = zlib.decompressobj(-zlib.MAX_WBITS)
    while left > 0 and not inflater.eof and (block := raw.read(min(_COPY_CHUNK, left))):
        left -= len(block)
        for start in range(0, len(block), _SALVAGE_STEP):
            step, before = block[start:start + _SALVAGE_STEP], inflater.copy()
            try:
                keep(inflater.decompress(step))
            except zlib.error:
                with contextlib.suppress(zlib.error):  # (the damage, met byte by byte: what came before is kept)
                    for i in range(len(step)):  # (the step again, byte by byte, to the damage)
                        keep(before.decompress(step[i:i + 1]))
                return False
            if inflater.eof:
                break
    return inflater.eof


class Local(NamedTuple):
    """A member of a zip cut short as its own (local) header gives it: the directory at the zip's end, where zipfile
    looks its members up, is gone with the cut."""

    name: str
    header: int  # where its local header begins in the file
    method: int  # zipfile.ZIP_STORED, ZIP_DEFLATED, …
    crc: int
    start: int  # where its data begins
    stored: int  # its data's bytes in the file (to the cut, in the member the file is cut in)
    size: int  # its size as its header gives it (0 in a member written as a stream: its sizes come after its data)
    whole: bool  # its data ends before the file does


class CutZip(NamedTuple):
    """What is left of a zip cut short (:func:`cut_zip`): its members before the cut, in the file's order."""

    members: list[Local]
    stop: int  # where the walk over the local headers stopped: the file's length, or a damage there
    length: int  # the file's


_walked: dict[tuple[str, int, int, int, int], CutZip] = {}  # (the last zip walked: is_wacz, Layout and the reading ask in turn)
_DATA_DESCRIPTOR = b"PK\x07\x08"  # the sizes after a member written as a stream (zip's general-purpose flag bit 3)
_ZIP_HEADS = (b"PK\x03\x04", b"PK\x01\x02", b"PK\x05\x06", b"PK\x06\x06")  # a member, the directory, its end


def cut_zip(path: str | os.PathLike[str]) -> CutZip:
    """The members of the zip at ``path`` found by walking their local headers from its start, as ``unzip -FF``
    and streaming unzippers do: a WACZ cut short (a download or a copy that stopped) has lost the directory at its
    end, and with it zipfile's way to its members, but every member before the cut is there, each behind a header
    of its own; the member the cut is in, to the cut.  The walk stops at the directory, at the cut, or at bytes
    that are no member's header (a damage)."""
    try:
        stat = os.stat(path)
    except OSError:
        return CutZip([], 0, 0)
    key = (os.fspath(path), stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)
    if key not in _walked:
        _walked.clear()
        try:
            with open(path, "rb") as fh:
                _walked[key] = _walk(fh, stat.st_size)
        except OSError:
            return CutZip([], 0, stat.st_size)
    return _walked[key]


def _walk(fh: Any, length: int) -> CutZip:
    members: list[Local] = []
    at = 0
    while True:
        fh.seek(at)
        head = fh.read(_LOCAL_HEADER)
        if len(head) < _LOCAL_HEADER or not head.startswith(b"PK\x03\x04"):
            return CutZip(members, length if len(head) < _LOCAL_HEADER or head.startswith(_ZIP_HEADS) else at, length)
        flags, method, crc, stored, size, name_length, extra_length = struct.unpack("<6xHH4xIIIHH", head)
        name, extra = fh.read(name_length), fh.read(extra_length)
        if len(extra) < extra_length:  # cut in the header
            return CutZip(members, length, length)
        zip64 = 0xFFFFFFFF in (stored, size)
        if zip64:  # the sizes in the extra field of id 1 (size first, then the stored size)
            place = 0
            while place + 4 <= len(extra):
                kind, span = struct.unpack_from("<HH", extra, place)
                if kind == 1 and span >= 16:
                    size, stored = struct.unpack_from("<QQ", extra, place + 4)
                place += 4 + span
        start = at + _LOCAL_HEADER + name_length + extra_length
        streamed = bool(flags & 0x08)
        end: int | None = start + stored
        if streamed and not stored:  # its sizes and CRC after its data: found by its end
            end, crc, size = _stream_end(fh, start, method, length, zip64)
        whole = end is not None and end <= length
        members.append(Local(name.decode("utf-8" if flags & 0x800 else "cp437", "replace"), at, method, crc, start,
                             (end if whole and end is not None else length) - start, size, whole))
        if not whole or end is None:
            return CutZip(members, length, length)
        at = _after_descriptor(fh, end, zip64) if streamed else end


def _stream_end(fh: Any, start: int, method: int, length: int, zip64: bool) -> tuple[int | None, int, int]:
    """Where the data of a member written as a stream ends, its CRC and size: a deflated one's where its deflate
    stream ends; a stored one's where a data descriptor follows that gives the bytes before it as its size
    (None: the file ends first)."""
    fh.seek(start)
    if method == zipfile.ZIP_DEFLATED:
        inflater, crc, size, fed = zlib.decompressobj(-zlib.MAX_WBITS), 0, 0, 0
        try:
            while not inflater.eof and (block := fh.read(_COPY_CHUNK)):
                fed += len(block)
                data = inflater.decompress(block)
                crc, size = zlib.crc32(data, crc), size + len(data)
        except zlib.error:
            return None, 0, 0
        return (start + fed - len(inflater.unused_data), crc, size) if inflater.eof else (None, 0, 0)
    sizes = "<IQQ" if zip64 else "<III"
    carry, base = b"", start
    while block := fh.read(_COPY_CHUNK):
        data = carry + block
        found = data.find(_DATA_DESCRIPTOR)
        while found >= 0 and found + 4 + struct.calcsize(sizes) <= len(data):
            crc, stored, size = struct.unpack_from(sizes, data, found + 4)
            if stored == base + found - start:
                return start + stored, crc, size
            found = data.find(_DATA_DESCRIPTOR, found + 1)
        keep = 4 + struct.calcsize(sizes)  # (a descriptor across two blocks)
        carry, base = data[-keep:], base + len(data) - keep
        fh.seek(base + keep)
    return None, 0, 0


def _after_descriptor(fh: Any, end: int, zip64: bool) -> int:
    """Where the header after a streamed member's data descriptor begins (its signature is optional)."""
    fh.seek(end)
    skip = 4 if fh.read(4) == _DATA_DESCRIPTOR else 0
    return end + skip + (20 if zip64 else 12)


def _members_before_cut(path: str | os.PathLike[str], cut: CutZip, name: str, problems: list[str]) -> Iterator[Member]:
    """:func:`warc_members` of a WACZ cut short: each WARC member its local headers give, whole or to the cut; then
    one line saying that the file is cut short and how much of it was read."""
    got = 0
    for local in cut.members:
        if not _is_warc_name(local.name):
            continue
        label = f"{name}:{local.name}"
        with _local_file(path, local, label, problems) as (copy, copied):
            got = copied
            yield Member(local.name, label, copy)
    whole = sum(local.whole for local in cut.members if _is_warc_name(local.name))
    read = f"{whole} WARC member{'s' if whole != 1 else ''} whole"
    last = cut.members[-1] if cut.members else None
    if last is not None and not last.whole:
        read += (f", and the first {got:,} bytes of {last.name}, read as a WARC cut there" if _is_warc_name(last.name)
                 else f" (the cut is in {last.name})")
    what = (f"cut short after {cut.length:,} bytes (the zip's directory, at its end, is gone: a download or copy that "
            f"stopped)" if cut.stop == cut.length else
            f"damaged at byte {cut.stop:,} (no zip member begins there, and the zip's directory, at its end, cannot "
            f"be read): what follows cannot be found")
    problems.append(f"{name}: the WACZ is {what}; read by its members' own headers: {read}")


@contextlib.contextmanager
def _local_file(path: str | os.PathLike[str], local: Local, member: str,
                problems: list[str]) -> Iterator[tuple[str | None, int]]:
    """:func:`_member_file` of a member of a zip cut short (:class:`Local`): its data as its header places it, to the
    cut in the member the file is cut in; and the bytes of it copied."""
    out, where = _anonymous_file(local.size or local.stored)
    with out:
        if local.method not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            problems.append(f"{member}: compressed with zip method {local.method}, which is read only through the "
                            f"zip's directory (cut off); skipped")
            yield None, 0
            return
        with open(path, "rb") as raw:
            raw.seek(local.start)
            if local.method == zipfile.ZIP_DEFLATED:
                _inflate(raw, local.stored, out)
            else:
                left = local.stored
                while left > 0 and (chunk := raw.read(min(_COPY_CHUNK, left))):
                    left -= len(chunk)
                    out.write(chunk)
        got = out.tell()
        if local.whole:
            out.seek(0)
            crc = 0
            while chunk := out.read(_COPY_CHUNK):
                crc = zlib.crc32(chunk, crc)
            if crc != local.crc or got != local.size:
                _damaged(member, problems, out, local.size, f"its CRC-32 is {crc:08x}, its header says {local.crc:08x}")
        yield _readable(out, where, local.size or local.stored, member, problems), got


def _anonymous_file(size: int) -> tuple[Any, str]:
    """A file of no name for a member of ``size`` bytes, and a path that opens it: in memory (``memfd``)
    while the member takes at most a quarter of the memory free; else (a WACZ of WARCs larger than the
    machine can hold) an unnamed temporary file on disk (Linux's ``O_TMPFILE``: gone when closed, also
    when the run is killed); a named one, removed when read, where neither exists."""
    try:
        free = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        free = 0
    if size <= free // 4:
        with contextlib.suppress(AttributeError, OSError):
            fd = os.memfd_create("wacz-member", os.MFD_CLOEXEC)
            return os.fdopen(fd, "w+b"), f"/proc/self/fd/{fd}"
    if os.path.isdir("/proc/self/fd"):
        out = tempfile.TemporaryFile(prefix="corpustools-wacz-")  # noqa: SIM115 - closed by the caller
        return out, f"/proc/self/fd/{out.fileno()}"
    out = tempfile.NamedTemporaryFile(prefix="corpustools-wacz-", suffix=".warc")  # noqa: SIM115
    return out, out.name


def _damaged(member: str, problems: list[str], out: Any, size: int, why: str) -> None:
    got = out.tell()
    problems.append(f"{member}: the zip member is damaged ({why}); "
                    + ("nothing of it can be read" if not got else
                       f"its {got} bytes are read as they are" if got == size else
                       f"the {got} of its {size} bytes read before the damage are read as a WARC cut there"))
