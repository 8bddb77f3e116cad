"""Per-host politeness in one place, like scrapy's downloader slots.

A :class:`HostSlots` object guarantees, across all threads that share it:

* at most one request in flight per host;
* at least ``pause`` seconds between the end of one response from a host and the next request to it;
* a longer per-host pause where robots.txt asks (``Crawl-delay``) or a server says ``Retry-After``;
* per IP address as well (once :meth:`HostSlots.assign_ip` told which IP a host is on): at most
  ``max_hosts_per_ip`` hosts of one IP in flight at once, each such *lane* of the IP resting ``pause``
  after its response, so several virtual hosts of one server share one budget (with the default of one
  lane, an IP is treated as politely as a single host);
* a general rest: after every ``requests_per_rest`` requests to one host it rests ``rest_seconds``
  (when that is longer than its pause), as the polite robot of the old system's ancestors did.

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
    ip: str | None = None  # the IP address the host is on, once known
    lane: int = -1  # the lane of its IP the host holds while busy
    requests: int = 0  # requests so far (for the general rest)


@dataclass
class _Lane:
    busy: bool = False
    next_allowed: float = 0.0


@dataclass
class Held:
    """A slot held through :meth:`HostSlots.slot`; ``requested`` False once the holder knows that nothing
    reached the server (the address was refused here): no pause follows then."""

    requested: bool = True


class SlotsClosed(Exception):
    """The run is stopping: no new request may start."""


class HostSlots:
    def __init__(self, pause: float, clock: Callable[[], float] = time.monotonic, max_hosts_per_ip: int = 0,
                 requests_per_rest: int = 0, rest_seconds: float = 0.0) -> None:
        """``max_hosts_per_ip`` 0 = no per-IP limit; ``requests_per_rest`` 0 = no general rest."""
        if pause < 0:
            raise ValueError("pause must not be negative")
        self.pause = pause
        self.clock = clock
        self.max_hosts_per_ip = max(0, max_hosts_per_ip)
        self.requests_per_rest = max(0, requests_per_rest)
        self.rest_seconds = max(0.0, rest_seconds)
        self._slots: dict[str, _Slot] = {}
        self._ips: dict[str, list[_Lane]] = {}
        self._cond = threading.Condition()
        self.closed = False

    def close(self) -> None:
        """Stop: every thread waiting for a slot (and every later one) gets :class:`SlotsClosed`."""
        with self._cond:
            self.closed = True
            self._cond.notify_all()

    # -- IP addresses ------------------------------------------------------------------------------
    def assign_ip(self, host: str, ip: str | None) -> None:
        """The host is on ``ip`` (None: unknown, no per-IP limit); from now on it shares the IP's lanes."""
        with self._cond:
            slot = self._slot(host)
            slot.ip = ip or ""
            if ip and self.max_hosts_per_ip and ip not in self._ips:
                self._ips[ip] = [_Lane() for _ in range(self.max_hosts_per_ip)]
            self._cond.notify_all()

    def ip_known(self, host: str) -> bool:
        """True once :meth:`assign_ip` was called for the host (or no per-IP limit applies)."""
        with self._cond:
            return not self.max_hosts_per_ip or self._slot(host).ip is not None

    def ip_of(self, host: str) -> str:
        with self._cond:
            return self._slot(host).ip or ""

    def _lanes(self, slot: _Slot) -> list[_Lane]:
        return self._ips.get(slot.ip or "", []) if self.max_hosts_per_ip else []

    def _free_lane(self, slot: _Slot, now: float) -> int:
        """Index of a free, rested lane of the host's IP; -1 when there is no per-IP limit; -2 when none
        is free now."""
        lanes = self._lanes(slot)
        if not lanes:
            return -1
        for i, lane in enumerate(lanes):
            if not lane.busy and lane.next_allowed <= now:
                return i
        return -2

    def _lane_wait(self, slot: _Slot, now: float) -> float:
        lanes = self._lanes(slot)
        free = [lane.next_allowed for lane in lanes if not lane.busy]
        if not lanes:
            return 0.0
        return max(0.0, min(free) - now) if free else float("inf")

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
        """Seconds until the host may be asked again (0 when ready; inf while it, or every lane of its
        IP, is busy)."""
        with self._cond:
            slot = self._slot(host)
            if slot.busy:
                return float("inf")
            now = self.clock()
            return max(slot.next_allowed - now, self._lane_wait(slot, now), 0.0)

    def ip_busy(self, host: str) -> bool:
        """True when the host waits only because every lane of its IP is in flight."""
        with self._cond:
            slot = self._slot(host)
            return not slot.busy and self._lane_wait(slot, self.clock()) == float("inf")

    def try_acquire(self, host: str) -> bool:
        with self._cond:
            return self._take(self._slot(host), self.clock())

    def _take(self, slot: _Slot, now: float) -> bool:
        if slot.busy or slot.next_allowed > now:
            return False
        lane = self._free_lane(slot, now)
        if lane == -2:
            return False
        if lane >= 0:
            self._lanes(slot)[lane].busy = True
        slot.busy, slot.lane = True, lane
        return True

    def acquire(self, host: str, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else self.clock() + timeout
        with self._cond:
            while True:
                if self.closed:
                    raise SlotsClosed(host)
                slot = self._slot(host)
                now = self.clock()
                if self._take(slot, now):
                    return True
                lane_wait = self._lane_wait(slot, now)
                wait = None if slot.busy or lane_wait == float("inf") else max(slot.next_allowed - now, lane_wait)
                if deadline is not None:
                    remaining = deadline - now
                    if remaining <= 0:
                        return False
                    wait = remaining if wait is None else min(wait, remaining)
                self._cond.wait(wait)

    def release(self, host: str, requested: bool = True) -> None:
        """The response is complete: the host's pause (and its IP lane's) starts now.  ``requested=False``:
        the slot was held without a request to the server (a DNS look-up), no pause follows."""
        with self._cond:
            slot = self._slot(host)
            now = self.clock()
            pause = self.pause if slot.pause is None else max(self.pause, slot.pause)
            lanes = self._lanes(slot)
            if 0 <= slot.lane < len(lanes):
                lane = lanes[slot.lane]
                lane.busy = False
                if requested:
                    lane.next_allowed = max(lane.next_allowed, now + pause)
            slot.busy, slot.lane = False, -1
            if requested:
                slot.requests += 1
                if self.requests_per_rest and slot.requests % self.requests_per_rest == 0:
                    pause = max(pause, self.rest_seconds)
                slot.next_allowed = max(slot.next_allowed, now + pause)
            self._cond.notify_all()

    @contextlib.contextmanager
    def slot(self, host: str) -> Iterator[Held]:
        self.acquire(host)
        held = Held()
        try:
            yield held
        finally:
            self.release(host, requested=held.requested)
