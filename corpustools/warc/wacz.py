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
"""

from __future__ import annotations

import contextlib
import logging
import os
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
    except (zipfile.BadZipFile, OSError, ValueError):
        return False


# the folders and files of a WACZ (WACZ 1.1.1, "Directory Layout"): a zip holding one of them is meant as one
WACZ_PARTS = (ARCHIVE, "datapackage", "pages/", "indexes/", "logs/")


def why_unread(path: str | os.PathLike[str], head: bytes) -> str | None:
    """(xreview31) Why the zip at ``path`` (whose first bytes are ``head``) gives no WARC to read, said as what it
    is: an empty zip, a zip whose directory at its end is gone (a download or a copy cut short: its members cannot
    be found), a WACZ without a WARC under ``archive/``; None for a WACZ whose WARCs are read, or a zip of other
    files (the reader's "compressed with zip" line says that one).  Before, all three were told to unzip the WARCs
    of the archive/ folder, which they do not have or which cannot be unzipped."""
    if head.startswith(b"PK\x05\x06"):  # the end of a zip's directory, and nothing before it
        return "an empty zip file: there is no WARC in it"
    try:
        with zipfile.ZipFile(path) as wacz:
            names = [info.filename for info in wacz.infolist() if not _is_warc_member(info)]
            if len(names) < len(wacz.infolist()):
                return None
    except (zipfile.BadZipFile, OSError, ValueError):  # ("File is not a zip file": zipfile's word for it)
        return ("a zip file whose directory, at its end, cannot be read: cut short or damaged, its WARCs cannot be "
                "found; 'zip -FF FILE --out FIXED.wacz' rebuilds the directory of what is left")
    if not any(name.startswith(WACZ_PARTS) for name in names):
        return None
    shown = ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
    return f"a WACZ file with no WARC file under archive/ (it holds {len(names)}: {shown}); nothing to read"


def _is_warc_member(info: zipfile.ZipInfo) -> bool:
    """A WARC (or ARC) file under ``archive/``: a zip that only has a folder of that name holding other files
    is no WACZ (each of them read as a WARC would be one error line each)."""
    return (info.filename.startswith(ARCHIVE) and not info.is_dir()
            and info.filename.lower().endswith(WARC_FILE_SUFFIXES))


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
        except (zipfile.BadZipFile, OSError, ValueError):  # (said by the reading: no bar to move)
            pass

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
    except (zipfile.BadZipFile, OSError, ValueError) as exc:  # (is_wacz opened it a moment ago: changed since)
        problems.append(f"{name}: a WACZ file whose zip directory cannot be read ({exc}); skipped")
        return
    with wacz:
        for info in [info for info in wacz.infolist() if _is_warc_member(info)]:
            label = f"{name}:{info.filename}"
            with _member_file(wacz, info, label, problems) as copy:
                yield Member(info.filename, label, copy)


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
                _damaged(member, problems, out, info, f"its CRC-32 is {crc:08x}, the zip says {info.CRC:08x}")
        except Exception as exc:  # noqa: BLE001 - BadZipFile, zlib.error (deflate data gone wrong), EOFError (cut)
            _salvage(wacz, info, out)
            _damaged(member, problems, out, info, f"{type(exc).__name__}: {exc}")
        out.flush()
        if out.tell() == 0 and info.file_size:  # damaged before its first byte: nothing to read as a WARC
            yield None
            return
        out.seek(0)
        if out.read(4) == b"PK\x03\x04":  # a zip inside the WACZ, named as a WARC: not opened in turn
            problems.append(f"{member}: a zip file named as a WARC inside the WACZ; skipped")
            yield None
            return
        out.seek(0, os.SEEK_END)
        yield where


_SALVAGE_STEP = 512  # compressed bytes fed to the inflater at a time while salvaging a deflated member
_LOCAL_HEADER = 30  # bytes of a zip member's local header before its name and extra field


def _salvage(wacz: zipfile.ZipFile, info: zipfile.ZipInfo, out: Any) -> None:
    """Appends to ``out`` the member's bytes before its damage that the copy did not get: a read of the copy
    raised and took with it all it had inflated (zipfile inflates 4 KiB of output at a time at least: a small
    member kept nothing).  A deflated member's raw data is inflated again here, ``_SALVAGE_STEP`` bytes at a
    time, and the step that meets the damage once more byte by byte from the inflater's state before it, so
    every byte before the damage is kept; a stored member's copy already holds all the zip gives."""
    if info.compress_type != zipfile.ZIP_DEFLATED or not wacz.filename:
        return
    copied, produced = out.tell(), 0

    def keep(data: bytes) -> None:
        nonlocal produced
        fresh = data[max(0, copied - produced):]  # (what the copy has already)
        produced += len(data)
        if fresh:
            out.write(fresh)

    inflater = zlib.decompressobj(-zlib.MAX_WBITS)
    try:
        with open(wacz.filename, "rb") as raw:
            raw.seek(info.header_offset)
            header = raw.read(_LOCAL_HEADER)
            if len(header) < _LOCAL_HEADER:
                return
            raw.seek(int.from_bytes(header[26:28], "little") + int.from_bytes(header[28:30], "little"), os.SEEK_CUR)
            left = info.compress_size
            while left > 0 and (block := raw.read(min(_COPY_CHUNK, left))):
                left -= len(block)
                for start in range(0, len(block), _SALVAGE_STEP):
                    step, before = block[start:start + _SALVAGE_STEP], inflater.copy()
                    try:
                        keep(inflater.decompress(step))
                    except zlib.error:
                        for i in range(len(step)):  # (the step again, byte by byte, to the damage)
                            keep(before.decompress(step[i:i + 1]))
                        return
    except (OSError, zlib.error):  # (the damage, met byte by byte; or the file gone: what came before is kept)
        return


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


def _damaged(member: str, problems: list[str], out: Any, info: zipfile.ZipInfo, why: str) -> None:
    got = out.tell()
    problems.append(f"{member}: the zip member is damaged ({why}); "
                    + ("nothing of it can be read" if not got else
                       f"its {got} bytes are read as they are" if got == info.file_size else
                       f"the {got} of its {info.file_size} bytes read before the damage are read as a WARC cut there"))
