"""The workspace folder layout, atomic writes, completion markers and single-instance locks.

A workspace holds::

    corpustools.toml          optional settings (defaults < this file < flags)
    rss_sources/*.txt         feed lists, one feed URL per line, '#' comments
    collected_links/<source>/<UTC timestamp>.collected   new links (-> .downloaded when in a WARC)
    warcs/<source>/<stem>.warc.xz (+ .cdxj)
    verts/<source>/<stem>.vert.xz
    tagged/<source>/<stem>.vert.xz
    state/                    embedded databases, caches, completion markers
    logs/                     daily logs

The shard contract shared by every stage and executor: write the output under a temporary name in the
same folder, rename it into place when complete, then write the completion marker.  A rerun skips
inputs whose marker exists, so a crash at any moment leaves either a finished output or nothing.
Temporary names carry the writer's PID and a tag of its machine (``.NAME.tmp-PID-HOSTRANDOM``);
:func:`remove_stale_temps` deletes those whose writer is gone (another machine's only after a day).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import glob
import hashlib
import io
import json
import os
import re
import secrets
import shutil
import socket
import stat
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from corpustools import __version__, stopping

LAYOUT = ("rss_sources", "collected_links", "warcs", "verts", "tagged", "state", "logs")
MARKER_SUFFIX = ".done"
NOTHING_SUFFIX = ".nothing"  # beside an output that was not made: its input gave nothing (see note_nothing)
_TEMP_RE = re.compile(r"^\.(?P<name>.+)\.tmp-(?P<pid>\d+)-(?P<token>[0-9a-f]+)$")
# Temporary names carry a tag of the writing machine: on a filesystem shared by several machines a PID
# says nothing about another machine's processes, so their files are left alone (unless untouched a day).
_HOST_TAG = hashlib.blake2b(socket.gethostname().encode("utf-8"), digest_size=4).hexdigest()
FOREIGN_TEMP_AGE = 86400.0


@dataclass(frozen=True)
class Workspace:
    """Paths of one workspace.  ``Workspace(root).ensure()`` creates the folders."""

    root: Path

    @classmethod
    def at(cls, root: str | os.PathLike[str] | None) -> Workspace:
        return cls(Path(root or ".").resolve())

    @property
    def rss_sources(self) -> Path:
        return self.root / "rss_sources"

    @property
    def collected_links(self) -> Path:
        return self.root / "collected_links"

    @property
    def warcs(self) -> Path:
        return self.root / "warcs"

    @property
    def verts(self) -> Path:
        return self.root / "verts"

    @property
    def tagged(self) -> Path:
        return self.root / "tagged"

    @property
    def state(self) -> Path:
        return self.root / "state"

    @property
    def logs(self) -> Path:
        return self.root / "logs"

    def ensure(self) -> Workspace:
        for name in LAYOUT:
            (self.root / name).mkdir(parents=True, exist_ok=True)
        return self

    def source_lists(self) -> list[Path]:
        """Every ``rss_sources/*.txt``, including lists dropped in by hand since the last run, and links to
        lists that are gone (a list moved away from under its link: said as unreadable, not passed over)."""
        if not self.rss_sources.is_dir():
            return []
        return sorted(p for p in self.rss_sources.glob("*.txt") if p.is_file() or (p.is_symlink() and not p.exists()))

    def lists_not_read(self) -> list[Path]:
        """Files in ``rss_sources/`` that look like feed lists (a line starting with an http(s) URL) but
        are not read, their name not ending in ``.txt`` (``sport.list``, ``news.TXT``, ``feeds``): said,
        not silently skipped; and such files in a folder of ``rss_sources/`` (``rss_sources/cz/news.txt``),
        which collect does not look into.  Hidden files, editor backups and notes (``.md``) are left alone."""
        found = _url_lists(self.rss_sources, (".txt",))
        if self.rss_sources.is_dir():
            for folder in sorted(p for p in self.rss_sources.iterdir() if p.is_dir() and not p.name.startswith(".")):
                if folder.name.endswith(".txt"):  # named as a list, but a folder: said too (see not_a_file)
                    found.append(folder)
                found += _url_lists(folder, ())
            found += [p for p in sorted(self.rss_sources.glob("*.txt")) if not p.name.startswith(".")
                      and not p.is_dir() and not p.is_symlink() and not regular_file(p)]  # a pipe, a device
        return sorted(found)

    def link_files_not_read(self) -> list[Path]:
        """Link files dropped by hand where download does not look: straight into ``collected_links/``
        (not into a source's folder), or into ``collected_links/<source>/`` under a name not ending in
        ``.txt`` (``urls.list``); and what is named as a link file but is none (a folder, a pipe, a dangling link)."""
        found = _url_lists(self.collected_links, ())
        if self.collected_links.is_dir():
            for folder in sorted(p for p in self.collected_links.iterdir() if p.is_dir() and not p.name.startswith(".")):
                found += _url_lists(folder, _LINK_FILE_ENDINGS)
                found += [p for p in sorted(folder.iterdir()) if p.name.endswith(_TAKEN_LINK_FILES)
                          and not p.name.startswith(".") and not regular_file(p)]  # a folder, a pipe named so
        return found

    def daily_log(self, day: str | None = None) -> Path:
        day = day or time.strftime("%Y-%m-%d", time.gmtime())
        return self.logs / f"corpustools-{day}.log"


def _url_lists(folder: Path, read_endings: tuple[str, ...]) -> list[Path]:
    """The regular files of ``folder`` not named as read (``read_endings``) that look like lists of URLs
    (a line starting with one), leaving hidden files, backups and notes alone."""
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.iterdir()):
        name = path.name
        if (read_endings and name.endswith(read_endings)) or name.startswith(".") or name.endswith(_NOT_LISTS) \
                or not path.is_file():
            continue
        try:
            with open(path, "rb") as fh:
                head = fh.read(65536)
        except OSError:
            continue
        if re.search(rb"(?m)^\s*(?:\xef\xbb\xbf)?https?://", head):
            found.append(path)
    return found


# what collect and download write (and read) in collected_links/<source>/
_LINK_FILE_ENDINGS = (".txt", ".collected", ".downloaded", ".no-links", ".nothing", ".done")
_TAKEN_LINK_FILES = (".txt", ".collected")  # those download takes


def not_a_file(path: Path, shown: str | os.PathLike[str] | None = None) -> str:
    """The line for what stands where the workspace takes a file of that name but is no file to read (a
    folder ``rss_sources/x.txt/``, a link to a file that is gone, a named pipe that nothing may ever write
    to, a device): it is passed over, and said to be so rather than left in silence or, for a pipe, waited
    on for ever by a cron run."""
    shown = path if shown is None else shown
    try:
        if path.is_symlink() and not path.exists():
            return f"{shown}: not read: a link to {os.readlink(path)}, which does not exist (remove the link)"
        if path.is_dir():
            return f"{shown}: not read: a folder, not a file (move its files out, or rename it)"
        mode = path.stat().st_mode
    except OSError as exc:
        return f"{shown}: not read: {exc.strerror or exc}"
    kind = ("a named pipe" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "no regular file")
    return f"{shown}: not read: {kind}, not a file (put the file itself there)"


def regular_file(path: Path) -> bool:
    """True for a regular file (or a link to one): what a stage reads as its input; False for a folder, a
    dangling link, a pipe, a device, or a file that went away."""
    try:
        return path.is_file()
    except OSError:
        return False
_NOT_LISTS = ("~", ".bak", ".orig", ".rej", ".swp", ".md", ".old", ".disabled")  # backups, notes, lists put aside
_UNSAFE_IN_NAME = re.compile(r"[\x00-\x1f\x7f-\x9f/\\]")


def source_name(path: str | os.PathLike[str]) -> str:
    """The source (folder) name of a feed list: ``rss_sources/cs_media.txt`` -> ``cs_media``.

    A name that would escape its folder or hide in it is mapped to a safe one, the same every time:
    control characters, ``/`` and ``\\`` become ``_``, leading dots and surrounding spaces are dropped,
    and a name left empty (``...txt``, ``..txt``) becomes ``source-<8 hex digits of the file name's
    SHA-1>``.  :func:`unsafe_source_name` says when a list's name was mapped.
    """
    stem = Path(path).stem
    safe = _UNSAFE_IN_NAME.sub("_", stem).strip().lstrip(".").strip()
    if not safe:
        safe = "source-" + hashlib.sha1(Path(path).name.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    return safe


def shown_name(name: str) -> str:
    """A file or folder name as text that can be written anywhere (a vertical's attribute, SQLite, JSON):
    a name whose bytes are not UTF-8 (a Latin-1 name from an old machine, read by Python with lone
    surrogates) gets U+FFFD for its odd bytes instead of failing every write that meets it."""
    return os.fsencode(name).decode("utf-8", "replace")


def unsafe_source_name(path: str | os.PathLike[str]) -> str | None:
    """A one-line message when a feed list's name is not a safe folder name (else None)."""
    stem, safe = Path(path).stem, source_name(path)
    if stem == safe:
        return None
    return (f"{Path(path).name!r}: {stem!r} is not a safe folder name; its links go to "
            f"collected_links/{safe}/")


def utc_timestamp() -> str:
    """File-name timestamp, sortable: ``20261120T100003Z``."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())


def temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.tmp-{os.getpid()}-{_HOST_TAG}{secrets.token_hex(4)}")


def special_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` exists and is not a plain file or folder of its own: a device or a pipe
    (``/dev/null``, ``<(...)``, a FIFO), or a name of a process's open file (``/dev/stdout`` redirected to
    a file, a link to ``/proc/self/fd/1``).  Such an output is written in place: a temporary file renamed
    over it would replace the device or the link itself (run as root, ``-o /dev/null`` made /dev/null a
    plain file for every program of the machine)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        return True
    named = os.path.abspath(path)
    if named in ("/dev/stdout", "/dev/stderr") or named.startswith(_OPEN_FILE_NAMES):
        return True
    return os.path.islink(path) and os.readlink(path).startswith(_OPEN_FILE_NAMES)


_OPEN_FILE_NAMES = ("/proc/", "/dev/fd/")  # (not /dev/shm/: a workspace there keeps its atomic writes)


def read_once(path: str | os.PathLike[str]) -> bool:
    """Whether an input named on the command line can be read only once: ``-`` (stdin), or a pipe such
    as ``-i <(xzcat x.vert.xz)`` or ``/dev/stdin`` (:func:`special_file`)."""
    return str(path) == "-" or special_file(path)


@contextlib.contextmanager
def seekable(path: str | os.PathLike[str], suffix: str = "") -> Iterator[str]:
    """``path`` itself, or, for an input read only once (:func:`read_once`), a temporary copy of it (removed
    afterwards): a stage that reads its input twice (dedup's two passes, a damaged WARC read again from a
    later record, a WARC's first bytes looked at first) needs a file it can seek in."""
    if not read_once(path):
        yield str(path)
        return
    import shutil
    import tempfile

    # named as the input was given ('stdin', or the pipe's name), in a folder of its own: the log lines
    # that name the file being read said 'corpustools-input-9mn_2c35.warc', a file the user never made
    stdin = str(path) in ("-", "/dev/stdin")
    with tempfile.TemporaryDirectory(prefix="corpustools-input-") as folder:
        copy = os.path.join(folder, ("stdin" if stdin else os.path.basename(str(path)) or "input") + suffix)
        with open(copy, "wb") as tmp:
            if str(path) == "-":
                shutil.copyfileobj(sys.stdin.buffer, tmp, 1 << 20)
            else:
                _copy_read(path, tmp)
        yield copy


def _copy_read(path: str | os.PathLike[str], tmp: IO[bytes]) -> None:
    """Copy the input ``path`` into ``tmp``; a failure to read it (a file of /proc or a device that
    errors, a socket) is the input's :class:`~corpustools.errors.InputError`, which names it, not a failure
    to write the command's output (said as 'OUT: cannot write: Input/output error', and every other
    input's work was lost with it)."""
    from corpustools.errors import InputError

    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    with fh:
        while True:
            try:
                chunk = fh.read(1 << 20)
            except OSError as exc:
                raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from exc
            if not chunk:
                return
            tmp.write(chunk)


def check_output_path(path: str | os.PathLike[str]) -> None:
    """Raise :class:`UsageError` when ``path`` cannot become an output file, so a command says so in one
    line before it does any work (fetching, converting), not with a traceback after it."""
    from corpustools.errors import UsageError

    target = Path(path)
    if target.is_dir():
        raise UsageError(f"output {path}: is a directory; give a file name")
    existing = target.parent
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise UsageError(f"output {path}: {existing} is not a directory")
    if not os.access(existing, os.W_OK | os.X_OK):
        if read_only_mount(existing):  # (root may write anywhere but there: 'no permission' misleads)
            raise UsageError(f"output {path}: {existing} is on a read-only file system")
        raise UsageError(f"output {path}: no permission to write in {existing}")


def read_only_mount(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is on a file system mounted read-only (a backup's mount, a live CD, a container's
    image layer): no permission of a file's own would help there."""
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def file_in_the_way(exc: OSError) -> str | None:
    """The one line for a file that stands where a folder must be (a ``verts`` file in the workspace, an
    ``-e logs/x.log`` whose ``logs`` is a file): the system says only 'File exists' (mkdir of a name a
    file has) or 'Not a directory' (a path through a file), which names neither the file nor the way
    out.  None for any other error."""
    if exc.errno not in (errno.EEXIST, errno.ENOTDIR) or not exc.filename:
        return None
    path = Path(os.fsdecode(exc.filename))
    for part in [*reversed(path.parents), path]:
        if part != Path(".") and os.path.lexists(part) and not part.is_dir():
            return (f"{part}: a file where a folder is needed (to write {path}); move or rename the file"
                    if part != path else f"{part}: a file where a folder is needed; move or rename the file")
    return None


def os_problem(exc: OSError, output: str | os.PathLike[str] | None = None) -> str:
    """The one line for a problem of the machine: a file in the way of a folder, else the path (or
    ``output``) and the system's reason."""
    return file_in_the_way(exc) or f"{where_not_written(exc, output)}{exc.strerror or exc}"


def where_not_written(exc: OSError, output: str | os.PathLike[str] | None = None) -> str:
    """The start of the one line a failed write is said in: ``<output>: cannot write: `` when the error
    names an output's temporary file (:func:`atomic_write`'s, which the user never sees) or no file but
    there is an ``output``; ``<file>: `` when it names another file; nothing else."""
    if exc.filename:
        path = Path(os.fsdecode(exc.filename))
        match = _TEMP_RE.match(path.name)
        return f"{path.with_name(match['name'])}: cannot write: " if match else f"{path}: "
    if output is not None and str(output) != "-":
        return f"{output}: cannot write: "
    return ""


@contextlib.contextmanager
def naming_writes(path: str | os.PathLike[str]) -> Iterator[None]:
    """An ``OSError`` that names no file (a write on a full disk, over a file-size limit) raised again
    naming ``path``, so its one line says where (:func:`where_not_written`)."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None and exc.strerror:
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
        raise


def unless_stop_asked() -> None:
    """Raise the interrupt of a stop that was asked but swallowed before it reached the command (raised
    in an at-fork hook while workers were forked, or inside a library's bare ``except``), just before an
    output is renamed into place: once a stop is asked no new output appears, even when the work ended
    before the interrupt was sent again.  Not while an exception is on its way out: clean-up in ``finally``
    blocks may still commit what is complete."""
    if sys.exc_info()[1] is None:
        stopping.check()


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike[str], mode: str = "wb", encoding: str = "utf-8") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; on success fsync and rename it into place.

    On an exception the temporary file is removed and ``path`` is left as it was: every output
    appears whole or not at all.
    """
    target = Path(path)
    if special_file(target):  # a device or a pipe: written in place, never renamed over
        with naming_writes(target), open(target, mode, encoding=None if "b" in mode else encoding,
                                          errors=None if "b" in mode else "surrogateescape") as fh:
            yield fh
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(target)
    # text: a file name in another encoding than UTF-8 (lone surrogates) is written as the bytes it was
    # read from, so a path in a registry or a script names the file, instead of failing the whole output
    fh: IO[Any] = open(tmp, mode, encoding=None if "b" in mode else encoding,
                       errors=None if "b" in mode else "surrogateescape")
    with naming_writes(tmp):  # (said as '<path>: cannot write: ...')
        try:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
            fh.close()
            unless_stop_asked()
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):  # closing flushes: on a full disk that fails again
                fh.close()
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise


class _WholeWrites:
    """A raw binary stream whose ``write`` writes all it is given (or raises, BrokenPipeError ...)."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        total = len(view)
        while view:
            written = self.raw.write(view)
            if written is None:  # a non-blocking descriptor that is full: wait as a blocking one would
                time.sleep(0.01)
                continue
            view = view[written:]
        return total

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


def stdout_bytes() -> IO[bytes]:
    """Standard output for bytes, whose ``write`` writes everything or raises.  Under PYTHONUNBUFFERED=1
    (set in many container images and CI runners) ``sys.stdout.buffer`` is the raw file, whose ``write``
    may write only part of the bytes and return the count (a reader that closed the pipe in the middle,
    a signal): the rest was lost without an error, and the command reported its output complete."""
    out = sys.stdout.buffer
    if isinstance(out, io.RawIOBase):
        return _WholeWrites(out)  # type: ignore[return-value]
    return out


def write_text(text: str, output: str | os.PathLike[str] | IO[str] | None, append: bool = False) -> None:
    """Write ``text`` to a file (replaced atomically, or appended to with ``append``), to an open
    stream, or to stdout when ``output`` is None or ``-``."""
    if output is None or output == "-":
        sys.stdout.flush()
        out = stdout_bytes()
        out.write(text.encode(sys.stdout.encoding or "utf-8", "replace"))
        out.flush()
    elif hasattr(output, "write"):
        output.write(text)  # type: ignore[union-attr]
        output.flush()  # type: ignore[union-attr]
    elif append:
        with open(output, "a+b") as fh:  # type: ignore[arg-type]
            if fh.tell():  # a file that does not end its last line (written by hand): its line stays its own
                fh.seek(-1, os.SEEK_END)
                if fh.read(1) not in (b"\n", b"\r"):
                    text = "\n" + text
            fh.write(text.encode("utf-8"))
    else:
        with atomic_write(output, "w") as fh:  # type: ignore[arg-type]
            fh.write(text)


def commit_temp(tmp: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """fsync a finished temporary file and rename it into place (for writers that manage their own temp);
    a device or a pipe (:func:`special_file`) is written, not replaced."""
    if special_file(target):
        with naming_writes(target), open(tmp, "rb") as src, open(target, "wb") as out:
            shutil.copyfileobj(src, out, 1 << 20)
        os.unlink(tmp)
        return
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    unless_stop_asked()
    os.replace(tmp, target)


def pid_alive(pid: int) -> bool:
    """True while process ``pid`` of this machine runs (a zombie counts as dead)."""
    try:
        os.kill(pid, 0)
    except OSError as exc:
        return exc.errno == errno.EPERM
    try:  # a killed process stays a zombie until its (new) parent reaps it: dead all the same
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except (OSError, IndexError):
        return True


def _writer_gone(path: Path, match: re.Match[str]) -> bool:
    token = match["token"]
    if len(token) == 16 and token[:8] != _HOST_TAG:  # written on another machine
        try:
            return time.time() - path.stat().st_mtime > FOREIGN_TEMP_AGE
        except FileNotFoundError:
            return False
    return not pid_alive(int(match["pid"]))


def remove_stale_temps(directory: str | os.PathLike[str], recursive: bool = True, of: str | None = None) -> list[Path]:
    """Delete temporary files whose writing process is dead; returns what was removed.  ``of``: only
    those of the output of that name (an ad hoc ``-o`` file), in ``directory`` itself."""
    base = Path(directory)
    if not base.is_dir():
        return []
    removed = []
    if of is not None:
        candidates = base.glob(f".{glob.escape(of)}.tmp-*")
    else:
        candidates = base.rglob(".*.tmp-*") if recursive else base.glob(".*.tmp-*")
    for path in candidates:
        match = _TEMP_RE.match(path.name)
        if match and _writer_gone(path, match):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
                removed.append(path)
    return removed


def marker_path(output: str | os.PathLike[str]) -> Path:
    out = Path(output)
    return out.with_name(out.name + MARKER_SUFFIX)


def is_done(output: str | os.PathLike[str]) -> bool:
    """True when ``output`` exists and its completion marker was written after it."""
    return Path(output).exists() and marker_path(output).exists()


def mark_done(output: str | os.PathLike[str], stats: dict[str, Any] | None = None,
              made_with: dict[str, Any] | None = None) -> Path:
    """Write the completion marker for ``output`` (JSON with the shard's stats, and ``made_with``: what
    made it that a later run must compare with, such as tag's models)."""
    marker = marker_path(output)
    with atomic_write(marker, "w") as fh:
        json.dump({"output": Path(output).name, "finished": time.time(), "stats": stats or {},
                   "made_by": f"corpustools {__version__}",  # which release made it, when a later one differs
                   **({"made_with": made_with} if made_with else {})}, fh, sort_keys=True)
    return marker


def made_otherwise(folder: Path, now: dict[str, Any], leave_out: set[Path]) -> tuple[Path, dict[str, Any], list[str]] | None:
    """What a run must say before it adds to a corpus growing day after day, so that it does not silently
    hold files made two ways: the newest output made before (:func:`newest_done`), what its marker's
    ``made_with`` holds, and the keys of ``now`` whose values differ there (a key the marker lacks, written
    by an older version, differs in nothing); None when nothing made before differs."""
    newest = newest_done(folder, leave_out)
    if newest is None:
        return None
    before = (read_marker(newest) or {}).get("made_with") or {}
    changed = [key for key in now if key in before and before[key] != now[key]]
    return (newest, before, changed) if changed else None


def newest_done(folder: Path, leave_out: set[Path]) -> Path | None:
    """The output in ``folder/<source>/`` whose completion marker is newest, outputs in ``leave_out`` (this
    run's) left out: what a run compares its settings with (``made_with``), so a corpus growing day after
    day does not silently hold files made two ways."""
    newest: tuple[float, Path] | None = None
    for marker in folder.glob(f"*/*{MARKER_SUFFIX}"):
        output = marker.with_name(marker.name[:-len(MARKER_SUFFIX)])
        try:
            finished = marker.stat().st_mtime
        except OSError:
            continue
        if output not in leave_out and (newest is None or finished > newest[0]):
            newest = (finished, output)
    return newest[1] if newest is not None else None


def read_marker(output: str | os.PathLike[str]) -> dict[str, Any] | None:
    try:
        return json.loads(marker_path(output).read_text("utf-8"))
    except (FileNotFoundError, ValueError):
        return None


def finished_empty(output: str | os.PathLike[str]) -> bool:
    """An output its stage finished without any document (vert before session 18: its WARC held no web page; the marker says
    0 documents).  The stages after it pass it on as an empty output that is done, as it was; any other
    input without a document (made by hand, every document malformed) is an error."""
    marker = read_marker(output) if str(output) != "-" else None
    return marker is not None and not (marker.get("stats") or {}).get("documents")


def nothing_note(output: str | os.PathLike[str]) -> Path:
    out = Path(output)
    return out.with_name(out.name + NOTHING_SUFFIX)


def _signature(path: str | os.PathLike[str]) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def note_nothing(output: str | os.PathLike[str], input_path: str | os.PathLike[str], why: str) -> Path:
    """Note beside ``output`` (which is not written) that ``input_path`` gave nothing whatever the settings
    (a WARC that holds no web page): the input is done with, so a rerun does not read it again and say
    the same error on every cron run; the note keeps the input's size and time, so a file put in its
    place under the same name is read.  No completion marker: nothing claims an output exists."""
    note = nothing_note(output)
    with atomic_write(note, "w") as fh:
        json.dump({"input": Path(input_path).name, "signature": _signature(input_path), "why": why,
                   "noted": time.time(), "made_by": f"corpustools {__version__}"}, fh, sort_keys=True)
    return note


def gave_nothing(output: str | os.PathLike[str], input_path: str | os.PathLike[str]) -> bool:
    """True when a note says ``input_path``, as it is now, gave nothing for ``output`` (:func:`note_nothing`)."""
    note = nothing_note(output)
    if not note.is_file():
        return False
    try:
        noted = json.loads(note.read_text("utf-8"))
    except (OSError, ValueError):
        return False
    now = _signature(input_path)
    return now is not None and isinstance(noted, dict) and noted.get("signature") == now


class AlreadyLocked(Exception):
    """Another live process holds the lock; ``holder`` is its PID when known."""

    def __init__(self, path: Path, holder: int | None) -> None:
        super().__init__(f"{path} is held by process {holder if holder else '(unknown)'}")
        self.path = path
        self.holder = holder


class PidLock:
    """An exclusive ``flock`` on a file that also holds the owner's PID.

    The kernel drops the lock when its process dies, so a lock left by a killed process is simply
    taken over by the next one; the PID inside is only informative.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.fd: int | None = None

    def acquire(self, blocking: bool = False) -> PidLock:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            holder = None
            with contextlib.suppress(ValueError, OSError):
                holder = int(os.pread(fd, 32, 0).decode().strip() or 0) or None
            os.close(fd)
            raise AlreadyLocked(self.path, holder) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self.fd = fd
        return self

    def release(self) -> None:
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(self.fd, 0)
            # unlocked, not only closed: a worker forked while the lock was held shares its open file, and
            # closing our descriptor alone would leave the lock held until that worker exits
            with contextlib.suppress(OSError):
                fcntl.flock(self.fd, fcntl.LOCK_UN)
            os.close(self.fd)
            self.fd = None

    def __enter__(self) -> PidLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


@contextlib.contextmanager
def file_lock(path: str | os.PathLike[str]) -> Iterator[None]:
    """A short blocking exclusive lock, for serialising a read-modify-write between processes."""
    lock = PidLock(path).acquire(blocking=True)
    try:
        yield
    finally:
        lock.release()
