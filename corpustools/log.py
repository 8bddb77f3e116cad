"""The machine-readable log format of the original system, on top of the standard ``logging`` module.

Every line starts with the status, as the original system's consumers expect (``grep '^-ERR '``,
``line.startswith('+OK ')``), then the UTC timestamp, the stage and the text::

    +OK 2026-11-20T10:00:03Z collect: cs_media: 41 feeds polled, 312 new links
    -WARN 2026-11-20T10:00:04Z collect: https://www.example.cz/rss: HTTP 404 (3rd failure in a row)
    -ERR 2026-11-20T10:00:05Z download: warcs/cs_media/x.warc.xz: disk full
    -ERR_START 2026-11-20T10:00:05Z 4711.3
    Traceback or detail, as many lines as needed
    -ERR_END 2026-11-20T10:00:05Z 4711.3

INFO is ``+OK``, WARNING (and :data:`NOTICE`, a warning ``-q`` leaves out) is ``-WARN``, ERROR and CRITICAL are ``-ERR``, DEBUG (only with ``-v``) is
``+DEBUG``.  The stage name comes from the logger name (``corpustools.download.fetch`` -> ``download``).
A detail block is written for exceptions (``log.error(..., exc_info=True)``) or for an explicit
``extra={"detail": "..."}``; its opening and closing lines repeat the record's timestamp and carry a
record id (``PID.N``, the N-th record of that process), so a block stays attributable when logs of
several processes or machines are merged.  Each record (line and block) is written with a single
``write`` call on a file opened in append mode, so processes sharing one log file never interleave;
:func:`records` reads a log back record by record (``corpustools log-sort`` merges logs by time).
Warnings of libraries (warcio, urllib3, Python's ``warnings``) get the same format, with the library
as the stage.
"""

from __future__ import annotations

import itertools
import logging
import os
import re
import sys
import time
import traceback
from collections.abc import Iterable, Iterator
from typing import IO, Any

_MARKS = {logging.DEBUG: "+DEBUG", logging.INFO: "+OK", logging.WARNING: "-WARN"}
# A -WARN line about something done on purpose (a link robots.txt forbids): in the log, but not under -q,
# which keeps a cron job's mail for what needs a look.
NOTICE = 25
logging.addLevelName(NOTICE, "NOTICE")


def mark_for(levelno: int) -> str:
    if levelno >= logging.ERROR:
        return "-ERR"
    if levelno >= NOTICE:
        return "-WARN"
    return _MARKS.get(levelno, "+OK")


def utc_stamp(seconds: float | None = None) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def stage_of(logger_name: str) -> str:
    parts = logger_name.split(".")
    if parts[0] == "corpustools" and len(parts) > 1:
        return parts[1].replace("_", "-")
    return parts[0]


_CONTROL = {c: f"\\x{c:02x}" for c in (*range(0x20), 0x7f, *range(0x80, 0xa0))}
_CONTROL_IN_DETAIL = {c: v for c, v in _CONTROL.items() if c not in (0x09, 0x0a)}


def escape_controls(text: str, keep_newlines: bool = False) -> str:
    """Control characters as ``\\xNN``: a URL, title or header from the web never reaches a log line
    raw (no forged lines, no terminal escape sequences)."""
    return text.translate(_CONTROL_IN_DETAIL if keep_newlines else _CONTROL)


_RECORD_IDS = itertools.count(1)

# a record's first line: status, space, timestamp (what ``grep '^-ERR '`` and sort -k2,2 rely on)
RECORD_LINE = re.compile(r"^(\+OK|-WARN|-ERR|\+DEBUG) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ) ")


BLOCK_START = re.compile(r"^([-+][A-Z]+)_START( .*)?$")


class LineFormatter(logging.Formatter):
    """Formats a record as one ``MARK STAMP stage: message`` line plus an optional detail block."""

    def format(self, record: logging.LogRecord) -> str:
        mark = mark_for(record.levelno)
        stamp = utc_stamp(record.created)
        message = escape_controls(" ".join(record.getMessage().split("\n")))
        line = f"{mark} {stamp} {stage_of(record.name)}: {message}"
        detail = getattr(record, "detail", None)
        if record.exc_info and record.exc_info[0] is not None:
            exc_text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            detail = f"{detail}\n{exc_text}" if detail else exc_text
        if detail:
            tag = mark.lstrip("+-") if mark != "+DEBUG" else "OK"
            opener = "+" if tag == "OK" else "-"
            rid = f"{stamp} {os.getpid()}.{next(_RECORD_IDS)}"
            line += f"\n{opener}{tag}_START {rid}\n{escape_controls(str(detail).rstrip(), True)}\n{opener}{tag}_END {rid}"
        return line


def records(lines: Iterable[str]) -> Iterator[tuple[str, list[str]]]:
    """Group log lines into records: (timestamp, [record line, its detail block...]).

    A line that is not a record line belongs to the record before it (its detail block); stray lines
    before the first record form a record with an empty timestamp, so nothing is lost.
    """
    stamp, group, closer = "", [], None
    for line in lines:
        line = line.rstrip("\n")
        if closer is not None:  # inside a detail block: everything up to its closing line is detail
            group.append(line)
            if line == closer:
                closer = None
            continue
        found = RECORD_LINE.match(line)
        if found and group:
            yield stamp, group
            group = []
        if found:
            stamp = found.group(2)
        group.append(line)
        opened = BLOCK_START.match(line)
        if opened:
            closer = f"{opened.group(1)}_END{opened.group(2) or ''}"
    if group:
        yield stamp, group


class AppendHandler(logging.Handler):
    """Writes each formatted record with one ``os.write`` to a file opened with ``O_APPEND``.

    When the file cannot take a record (a full disk, a quota), that record and the ones after it go to
    stderr, after one ``-ERR`` line saying so, and :attr:`failed` is set (the CLI exits with status 1):
    no Python "Logging error" traceback, and no log line lost."""

    def __init__(self, path: str) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)  # before registering
        super().__init__()
        self.path = path
        self.failed: str | None = None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            data = (self.format(record) + "\n").encode("utf-8", "replace")
        except Exception:  # pragma: no cover - logging must never crash the run
            self.handleError(record)
            return
        if self.failed is None:
            try:
                os.write(self.fd, data)
                return
            except OSError as exc:
                self.failed = exc.strerror or str(exc)
                notice = (f"-ERR {utc_stamp()} log: {self.path}: cannot write the log ({self.failed}); "
                          "the log lines go to stderr from here on\n")
                data = notice.encode() + data
        try:
            sys.stderr.buffer.write(data)
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):  # pragma: no cover - nowhere left to write
            pass

    def close(self) -> None:
        try:
            os.close(self.fd)
        except OSError:
            pass
        super().close()


class StreamLineHandler(logging.StreamHandler):
    """Like StreamHandler but resolves ``sys.stderr`` at emit time (pytest's capsys replaces it)."""

    def __init__(self, stream: IO[str] | None = None) -> None:
        super().__init__(stream)
        self._follow_stderr = stream is None

    def emit(self, record: logging.LogRecord) -> None:
        if self._follow_stderr:
            self.stream = sys.stderr
        super().emit(record)


def setup_logging(errors: str | None = None, verbose: bool = False, quiet: bool = False) -> logging.Handler:
    """Route the ``corpustools`` loggers to ``errors`` (a path, or stderr when None or ``-``)."""
    root = logging.getLogger("corpustools")
    for handler in list(root.handlers):
        if getattr(handler, "_corpustools", False):
            root.removeHandler(handler)
            handler.close()
    handler: logging.Handler
    if errors and errors != "-":
        directory = os.path.dirname(os.path.abspath(errors))
        os.makedirs(directory, exist_ok=True)
        handler = AppendHandler(errors)
    else:
        handler = StreamLineHandler()
    handler._corpustools = True  # type: ignore[attr-defined]
    handler.setFormatter(LineFormatter())
    root.addHandler(handler)
    root.setLevel(logging.DEBUG if verbose else logging.WARNING if quiet else logging.INFO)
    root.propagate = False
    _route_library_messages(handler)
    return handler


def _route_library_messages(handler: logging.Handler) -> None:
    """Warnings of libraries (warcio's "Replacing spaces in invalid WARC-Target-URI", urllib3, Python's
    ``warnings``) in the same line format, instead of raw text on stderr: the root logger gets the same
    handler, at level WARNING (``corpustools`` does not propagate, so nothing is written twice)."""
    top = logging.getLogger()
    for old in list(top.handlers):
        if getattr(old, "_corpustools", False):
            top.removeHandler(old)
    top.addHandler(_Warnings(handler))
    top.setLevel(logging.WARNING)
    logging.captureWarnings(True)


class _Warnings(logging.Handler):
    """Passes warnings and errors on to ``target``; libraries' +OK chatter (Dask's INFO lines, which
    reach the root logger whatever its level) stays out of the log.  warcio's own logger is shown as
    ``warc: warcio: ...``, as the complaints corpustools.warc collects from warcio's stderr (one prefix
    for one library), and a library's message said once already is not repeated (warcio's "Replacing
    spaces in invalid WARC-Target-URI" comes for the response, the request and the metadata record of one
    page)."""

    _corpustools = True
    _SAID_AT_MOST = 10_000

    def __init__(self, target: logging.Handler) -> None:
        super().__init__(logging.WARNING)
        self.target = target
        self._said: set[tuple[str, str]] = set()

    def emit(self, record: logging.LogRecord) -> None:
        key = (record.name, record.getMessage())
        if key in self._said:
            return
        if len(self._said) < self._SAID_AT_MOST:
            self._said.add(key)
        library = record.name.split(".")[0]
        if library == "warcio":
            record = logging.makeLogRecord({**record.__dict__, "name": "corpustools.warc",
                                            "msg": f"warcio: {record.getMessage()}", "args": None})
        if library in _DASK:  # what the executor copes with, not the run's error; a dump's first line
            record = logging.makeLogRecord({**record.__dict__, "levelno": min(record.levelno, logging.WARNING),
                                            "levelname": "WARNING" if record.levelno >= logging.WARNING
                                            else record.levelname,
                                            "msg": record.getMessage().split("\n", 1)[0].rstrip(), "args": None})
        if record.exc_info and record.exc_info[0] is not None and not logging.getLogger("corpustools").isEnabledFor(
                logging.DEBUG):
            record = _named_not_traced(record)
        self.target.handle(record)


_DASK = frozenset({"distributed", "tornado"})  # the loggers of Dask's cluster machinery


def _named_not_traced(record: logging.LogRecord) -> logging.LogRecord:
    """A library's record with an exception as one line that names the exception ('... (OSError: Stream is
    closed)'), without the traceback, which says nothing to a user and is kept for ``-v``: Dask's
    heartbeat of a worker whose scheduler closes under it logged one at every such shutdown."""
    exc = record.exc_info[1] if record.exc_info else None
    return logging.makeLogRecord({**record.__dict__, "msg": f"{record.getMessage()} ({type(exc).__name__}: {exc})",
                                  "args": None, "exc_info": None, "exc_text": None})


def _not_a_task_error(record: logging.LogRecord) -> bool:
    """Leaves out, in a worker process of the local cluster, a worker's 'Compute Failed' dump of a task's
    exception and traceback (the run names that task's error in a line of its own, as the local executor
    does) and a connection to the scheduler found closed ('Failed to communicate with scheduler during
    heartbeat', CommClosedError: Stream is closed): that scheduler lives in the process that started the
    worker, so its connections close only as the run ends, and the line came after the run's last one."""
    exc = record.exc_info[1] if record.exc_info else None
    closed = exc is not None and type(exc).__name__ in ("CommClosedError", "StreamClosedError")
    return not closed and not str(record.msg).startswith("Compute Failed")


WORKER_LOG_FILE = "CORPUSTOOLS_LOG_FILE"  # the -e FILE of the run, for the worker processes it starts


def log_file() -> str | None:
    """The file the ``corpustools`` log lines are appended to (``-e FILE``), or None (stderr)."""
    for handler in logging.getLogger("corpustools").handlers:
        if isinstance(handler, AppendHandler) and getattr(handler, "_corpustools", False):
            return handler.path
    return None


def route_dask_worker_lines(level: int = logging.ERROR) -> None:
    """In a worker process of a local Dask cluster (preloaded there): Dask's own records from ``level`` up
    as the log's lines, one each, instead of distributed's raw lines and tracebacks on the user's stderr
    (a heartbeat that failed as the cluster shut down wrote '... - distributed.worker - ERROR - Failed to
    communicate with scheduler during heartbeat.' and a traceback); into the run's ``-e FILE`` when it has
    one (:data:`WORKER_LOG_FILE`), as the run's own lines."""
    path = os.environ.get(WORKER_LOG_FILE)  # the run's -e FILE, where its own lines go
    target: logging.Handler = StreamLineHandler()
    if path:
        try:
            target = AppendHandler(path)
        except OSError:  # (the run itself says what is wrong with its log)
            pass
    target.setFormatter(LineFormatter())
    for name in _DASK:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            if isinstance(old, logging.StreamHandler) or isinstance(old, _Warnings):
                logger.removeHandler(old)
        handler = _Warnings(target)
        handler.setLevel(level)
        handler.addFilter(_not_a_task_error)
        logger.addHandler(handler)
        logger.propagate = False


def progress_bar(**options: Any) -> Any:
    """A tqdm progress bar on stderr when it is a terminal and ``-q`` was not given (the ``corpustools``
    loggers then show +OK lines); None otherwise, so callers write ``if bar is not None``."""
    if not sys.stderr.isatty() or logging.getLogger("corpustools").getEffectiveLevel() > logging.INFO:
        return None
    from tqdm import tqdm

    tqdm.monitor_interval = 0  # no monitor thread: worker pools may be forked later
    return tqdm(file=sys.stderr, **options)


class LineProblems:
    """The bad lines of one input, told without flooding the log: up to ``examples`` problems are
    logged one per line; more become one summary line at :meth:`close` with the count per kind and the
    first examples (a link file of a million bad lines gives one line, not a million)."""

    def __init__(self, logger: logging.Logger, name: str, examples: int = 3) -> None:
        self.logger, self.name, self.examples = logger, name, examples
        self.first: list[str] = []
        self.kinds: dict[str, int] = {}

    def add(self, where: str, kind: str, detail: str = "") -> None:
        """One bad line: ``kind`` (e.g. "duplicate URL") at ``where`` (e.g. "links.txt:12")."""
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if len(self.first) < self.examples:
            self.first.append(f"{where}: {kind}{', skipped: ' + detail if detail else ', skipped'}")

    def close(self) -> None:
        total = sum(self.kinds.values())
        if total <= self.examples:
            for line in self.first:
                self.logger.warning(line)
        else:
            counts = ", ".join(f"{kind}: {n}" for kind, n in sorted(self.kinds.items(), key=lambda kv: -kv[1]))
            self.logger.warning(f"{self.name}: {total} lines skipped ({counts}); the first: {'; '.join(self.first)}")
        self.first, self.kinds = [], {}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... for log lines such as '3rd failure in a row'."""
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
