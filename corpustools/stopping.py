"""How processes stop: cleanly on the first SIGINT or SIGTERM, and never outliving their parent.

A stage that holds work in progress (download's open WARCs) must neither lose it to Ctrl-C nor ignore
Ctrl-C until everything is done.  :class:`StopRequest` turns the first signal into a flag the stage
polls; a second signal interrupts at once.  Worker processes call :func:`die_with_parent`, so a
``kill -9`` of a command takes its workers with it.

The other commands stop on the signal at once (KeyboardInterrupt, raised by the CLI's handler), which a
library can swallow: warcio decodes every header line inside a bare ``except:``, so a SIGTERM that came
there was lost and the run went on to its end.  The handler :func:`asks <ask>` before it raises, the CLI
says it has :func:`heard` when the interrupt reaches it, and the loops over a library's records
:func:`check` in between, which raises the interrupt again.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from typing import Any


class StopRequest:
    """While active (``with``), the first SIGINT or SIGTERM only sets :attr:`requested` (the signal's
    name), so the caller can stop taking work and commit what is complete; a second one interrupts at
    once (KeyboardInterrupt).  Does nothing outside the main thread, where signals cannot be caught."""

    def __init__(self) -> None:
        self.requested: str | None = None
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> StopRequest:
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._previous[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        self._previous.clear()

    def _handle(self, signum: int, _frame: Any) -> None:
        if self.requested:
            raise KeyboardInterrupt
        self.requested = signal.Signals(signum).name

    def wait(self, event: threading.Event) -> bool:
        """Wait for ``event`` unless a stop is requested first; True when the event is set."""
        while not event.wait(0.2):
            if self.requested:
                return False
        return True


_asked: str | None = None  # the signal that asked this process to stop, until the command has heard it


def ask(name: str) -> None:
    """A signal (``name``) asks this process to stop: called by the handler that raises KeyboardInterrupt."""
    global _asked
    _asked = name


def asked() -> str | None:
    """The signal that asked this process to stop and whose interrupt has not reached the command yet."""
    return _asked


def heard() -> None:
    """The interrupt has reached the command (or a new command starts): nothing is asked any more."""
    global _asked
    _asked = None


def check() -> None:
    """Raise KeyboardInterrupt when a stop was asked and its interrupt has not reached the command (a
    library swallowed it): called once per record by the loops over a library's records."""
    if _asked is not None:
        raise KeyboardInterrupt(_asked)


def die_with_parent(parent: int, sig: int = signal.SIGKILL) -> None:
    """In a child process: get ``sig`` when the parent dies, however it dies (kill -9 included), so
    no orphan keeps writing outputs and markers beside a rerun.  Linux ``PR_SET_PDEATHSIG``; elsewhere,
    and for a parent gone before this call, a check of the parent PID."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, int(sig))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass
    if os.getppid() != parent:  # the parent died before the death signal was armed
        os._exit(1)


# Python's -W option that keeps multiprocessing's resource tracker quiet about the semaphores of a process
# ended with SIGKILL: it cleans them up all the same, but wrote Python's raw 'UserWarning: resource_tracker:
# There appear to be 12 leaked semaphore objects to clean up at shutdown' and the warn() line under the
# user's prompt (a local Dask cluster's nannies hold a dozen)
QUIET_RESOURCE_TRACKER = "ignore:resource_tracker:UserWarning"


def quiet_resource_tracker() -> None:
    """Have the resource tracker this process starts (with its first semaphore) say nothing about the
    semaphores it cleans up: the tracker is a new interpreter, started with this one's -W options."""
    if QUIET_RESOURCE_TRACKER not in sys.warnoptions:
        sys.warnoptions.append(QUIET_RESOURCE_TRACKER)


def start_quiet_resource_tracker() -> None:
    """Start the resource tracker now, quiet (:func:`quiet_resource_tracker`), from this thread.  Started
    as a side effect of a semaphore made in another thread, it unblocks SIGINT and SIGTERM in that thread
    (multiprocessing blocks them while it spawns the tracker, then unblocks them, whatever they were)."""
    from multiprocessing import resource_tracker

    quiet_resource_tracker()
    resource_tracker.ensure_running()


def interrupted_line(exc: BaseException | None = None, by: str | None = None) -> int:
    """Say on stderr, in the log's format, that the command was stopped before it did anything; 130."""
    if by is None and exc is not None and exc.args and str(exc.args[0]).startswith("SIG"):
        by = str(exc.args[0])
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    try:
        sys.stderr.write(f"-WARN {stamp} cli: interrupted{f' by {by}' if by else ''} while starting; "
                         f"nothing was done\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return 130
