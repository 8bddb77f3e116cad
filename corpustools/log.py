"""The machine-readable log format of the original system, on top of the standard ``logging`` module.

Every line starts with a UTC timestamp, so a month of cron logs concatenated is sortable and greppable::

    2026-11-20T10:00:03Z +OK collect: cs_media: 41 feeds polled, 312 new links
    2026-11-20T10:00:04Z -WARN collect: https://www.example.cz/rss: HTTP 404 (3rd failure in a row)
    2026-11-20T10:00:05Z -ERR download: warcs/cs_media/x.warc.xz: disk full
    -ERR_START
    Traceback or detail, as many lines as needed
    -ERR_END

INFO is ``+OK``, WARNING is ``-WARN``, ERROR and CRITICAL are ``-ERR``, DEBUG (only with ``-v``) is
``+DEBUG``.  The stage name comes from the logger name (``corpustools.download.fetch`` -> ``download``).
A detail block is written for exceptions (``log.error(..., exc_info=True)``) or for an explicit
``extra={"detail": "..."}``.  Each record is written with a single ``write`` call on a file opened in
append mode, so several processes can share one log file without interleaving lines.  Warnings of
libraries (warcio, urllib3, Python's ``warnings``) get the same format, with the library as the stage.
"""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from typing import IO, Any

_MARKS = {logging.DEBUG: "+DEBUG", logging.INFO: "+OK", logging.WARNING: "-WARN"}


def mark_for(levelno: int) -> str:
    if levelno >= logging.ERROR:
        return "-ERR"
    if levelno >= logging.WARNING:
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


class LineFormatter(logging.Formatter):
    """Formats a record as one ``STAMP MARK stage: message`` line plus an optional detail block."""

    def format(self, record: logging.LogRecord) -> str:
        mark = mark_for(record.levelno)
        message = escape_controls(" ".join(record.getMessage().split("\n")))
        line = f"{utc_stamp(record.created)} {mark} {stage_of(record.name)}: {message}"
        detail = getattr(record, "detail", None)
        if record.exc_info and record.exc_info[0] is not None:
            exc_text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            detail = f"{detail}\n{exc_text}" if detail else exc_text
        if detail:
            tag = mark.lstrip("+-") if mark != "+DEBUG" else "OK"
            opener = "+" if tag == "OK" else "-"
            line += f"\n{opener}{tag}_START\n{escape_controls(str(detail).rstrip(), True)}\n{opener}{tag}_END"
        return line


class AppendHandler(logging.Handler):
    """Writes each formatted record with one ``os.write`` to a file opened with ``O_APPEND``."""

    def __init__(self, path: str) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)  # before registering
        super().__init__()
        self.path = path

    def emit(self, record: logging.LogRecord) -> None:
        try:
            data = (self.format(record) + "\n").encode("utf-8", "replace")
            os.write(self.fd, data)
        except Exception:  # pragma: no cover - logging must never crash the run
            self.handleError(record)

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
    reach the root logger whatever its level) stays out of the log."""

    _corpustools = True

    def __init__(self, target: logging.Handler) -> None:
        super().__init__(logging.WARNING)
        self.target = target

    def emit(self, record: logging.LogRecord) -> None:
        self.target.handle(record)


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
