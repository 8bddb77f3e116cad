"""The daily log file ``logs/corpustools-YYYY-MM-DD.log`` (UTC day), in the +OK/-WARN/-ERR line format.

:class:`DailyLogHandler` opens the file of the record's day at emit time, so a supervisor that runs for
weeks writes each day's lines to that day's file.  Every record is one ``O_APPEND`` write
(:class:`corpustools.log.AppendHandler`), so the supervisor and its stage processes share the file.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from corpustools.log import AppendHandler, LineFormatter


def daily_log_path(logs: Path, seconds: float | None = None) -> Path:
    return logs / f"corpustools-{time.strftime('%Y-%m-%d', time.gmtime(seconds))}.log"


class DailyLogHandler(logging.Handler):
    """Appends each record to the log file of its UTC day in ``logs``."""

    def __init__(self, logs: str | os.PathLike[str], level: int = logging.INFO) -> None:
        super().__init__(level)
        self.logs = Path(logs)
        self.current: Path | None = None
        self.inner: AppendHandler | None = None
        self.setFormatter(LineFormatter())

    def emit(self, record: logging.LogRecord) -> None:
        try:
            path = daily_log_path(self.logs, record.created)
            if path != self.current or self.inner is None:
                if self.inner is not None:
                    self.inner.close()
                self.logs.mkdir(parents=True, exist_ok=True)
                self.inner = AppendHandler(str(path))
                self.inner.setFormatter(self.formatter or LineFormatter())
                self.current = path
            self.inner.emit(record)
        except Exception:  # pragma: no cover - logging must never stop the supervisor
            self.handleError(record)

    def close(self) -> None:
        if self.inner is not None:
            self.inner.close()
            self.inner = None
        super().close()


def attach_daily_log(logs: Path, verbose: bool = False) -> DailyLogHandler:
    """Add the daily log to the ``corpustools`` loggers (INFO and up even with ``-q`` on the terminal)."""
    root = logging.getLogger("corpustools")
    for handler in list(root.handlers):
        if isinstance(handler, DailyLogHandler):
            root.removeHandler(handler)
            handler.close()
    terminal_level = root.level or logging.INFO
    for handler in root.handlers:
        if getattr(handler, "_corpustools", False) and handler.level == logging.NOTSET:
            handler.setLevel(terminal_level)
    handler = DailyLogHandler(logs, logging.DEBUG if verbose else logging.INFO)
    root.addHandler(handler)
    root.setLevel(min(terminal_level, handler.level))
    return handler


def detach_daily_log(handler: DailyLogHandler) -> None:
    logging.getLogger("corpustools").removeHandler(handler)
    handler.close()
