"""Per-host politeness in one place, like scrapy's downloader slots.

A :class:`HostSlots` object guarantees, across all threads that share it:

* at most one request in flight per host;
* at least ``pause`` seconds between the end of one response from a host and the next request to it;
* a longer per-host pause where robots.txt asks (``Crawl-delay``) or a server says ``Retry-After``.

Use ``with slots.slot(host): ...`` to block until the host is free, or the non-blocking pair
``try_acquire(host)`` / ``release(host)`` in a scheduler that prefers whichever host is ready.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass


@dataclass
class _Slot:
    busy: bool = False
    next_allowed: float = 0.0  # monotonic time before which no new request may start
    pause: float | None = None  # per-host pause (Crawl-delay); None = the default


class SlotsClosed(Exception):
    """The run is stopping: no new request may start."""


class HostSlots:
    def __init__(self, pause: float, clock: Callable[[], float] = time.monotonic) -> None:
        if pause < 0:
            raise ValueError("pause must not be negative")
        self.pause = pause
        self.clock = clock
        self._slots: dict[str, _Slot] = {}
        self._cond = threading.Condition()
        self.closed = False

    def close(self) -> None:
        """Stop: every thread waiting for a slot (and every later one) gets :class:`SlotsClosed`."""
        with self._cond:
            self.closed = True
            self._cond.notify_all()

    def _slot(self, host: str) -> _Slot:
        slot = self._slots.get(host)
        if slot is None:
            slot = self._slots[host] = _Slot()
        return slot

    def pause_for(self, host: str) -> float:
        with self._cond:
            slot = self._slot(host)
            return self.pause if slot.pause is None else max(self.pause, slot.pause)

    def set_pause(self, host: str, pause: float) -> None:
        """A longer pause for one host (never shorter than the global one)."""
        with self._cond:
            self._slot(host).pause = max(self.pause, pause)

    def delay(self, host: str, seconds: float) -> None:
        """Hold the host back for ``seconds`` from now (Retry-After, back-off)."""
        with self._cond:
            slot = self._slot(host)
            slot.next_allowed = max(slot.next_allowed, self.clock() + seconds)
            self._cond.notify_all()

    def wait_time(self, host: str) -> float:
        """Seconds until the host may be asked again (0 when ready; inf while busy)."""
        with self._cond:
            slot = self._slot(host)
            if slot.busy:
                return float("inf")
            return max(0.0, slot.next_allowed - self.clock())

    def try_acquire(self, host: str) -> bool:
        with self._cond:
            slot = self._slot(host)
            if slot.busy or slot.next_allowed > self.clock():
                return False
            slot.busy = True
            return True

    def acquire(self, host: str, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else self.clock() + timeout
        with self._cond:
            while True:
                if self.closed:
                    raise SlotsClosed(host)
                slot = self._slot(host)
                now = self.clock()
                if not slot.busy and slot.next_allowed <= now:
                    slot.busy = True
                    return True
                wait = None if slot.busy else slot.next_allowed - now
                if deadline is not None:
                    remaining = deadline - now
                    if remaining <= 0:
                        return False
                    wait = remaining if wait is None else min(wait, remaining)
                self._cond.wait(wait)

    def release(self, host: str) -> None:
        """The response is complete: the host's pause starts now."""
        with self._cond:
            slot = self._slot(host)
            pause = self.pause if slot.pause is None else max(self.pause, slot.pause)
            slot.busy = False
            slot.next_allowed = max(slot.next_allowed, self.clock() + pause)
            self._cond.notify_all()

    @contextlib.contextmanager
    def slot(self, host: str) -> Iterator[None]:
        self.acquire(host)
        try:
            yield
        finally:
            self.release(host)
