"""How processes stop: cleanly on the first SIGINT or SIGTERM, and never outliving their parent.

A stage that holds work in progress (download's open WARCs) must neither lose it to Ctrl-C nor ignore
Ctrl-C until everything is done.  :class:`StopRequest` turns the first signal into a flag the stage
polls; a second signal interrupts at once.  Worker processes call :func:`die_with_parent`, so a
``kill -9`` of a command takes its workers with it.
"""

from __future__ import annotations

import os
import signal
import threading
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
