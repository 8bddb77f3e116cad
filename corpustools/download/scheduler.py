"""The host-aware task queue: hands a worker the next task whose host is free and rested.

Tasks wait in one queue per host.  A heap orders hosts by the time :class:`HostSlots` allows their
next request, so workers always take whichever host is ready first and never block on a busy one.
A host leaves the heap while its request is in flight and comes back, at the end of its pause, when
the worker reports the task finished.  A host whose IP has no free lane (``download.max_hosts_per_ip``
hosts of that IP in flight) waits off the heap until a request to its IP ends.  Redirect hops and retries are new tasks for the (possibly
other) host, so every request of a redirect chain goes through the same politeness.
"""

from __future__ import annotations

import heapq
import itertools
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from corpustools.politeness import HostSlots


@dataclass
class Link:
    url: str
    origin: str  # "file:line" for log lines
    job: Any
    provenance: dict[str, Any] = field(default_factory=dict)


@dataclass
class Task:
    url: str
    host: str
    link: Link
    hops: list[str] = field(default_factory=list)  # URLs fetched before this one in the redirect chain
    attempt: int = 0
    wget: bool = False  # fetch with the wget fallback (requests already failed on this URL)
    note: str = ""  # why requests failed, for the log line if wget fails too
    note_reason: str = ""


class HostQueue:
    """Thread-safe; ``get()`` returns None when no task is left and none can appear."""

    def __init__(self, slots: HostSlots) -> None:
        self.slots = slots
        self.clock = slots.clock
        self._pending: dict[str, deque[Task]] = {}
        self._heap: list[tuple[float, int, str]] = []
        self._scheduled: set[str] = set()
        self._busy: set[str] = set()
        self._ip_waiting: dict[str, set[str]] = {}  # IP -> hosts waiting for one of its lanes
        self._seq = itertools.count()
        self._in_flight = 0
        self._input_open = True
        self._stopped = False
        self._lock = threading.Lock()
        # One waiting worker (the leader) sleeps until the earliest host is due; the others sleep until
        # woken, so a finished request wakes one thread, not all of them.
        self._cond = threading.Condition(self._lock)
        self._leader_cond = threading.Condition(self._lock)
        self._leader = False

    def _schedule(self, host: str) -> None:
        if host in self._busy or host in self._scheduled or not self._pending.get(host):
            return
        wait = self.slots.wait_time(host)
        if wait == float("inf") and self.slots.ip_busy(host):
            self._ip_waiting.setdefault(self.slots.ip_of(host), set()).add(host)
            return
        due = self.clock() + (wait if wait != float("inf") else 0.05)
        earliest = self._heap[0][0] if self._heap else float("inf")
        heapq.heappush(self._heap, (due, next(self._seq), host))
        self._scheduled.add(host)
        if due < earliest:
            self._wake()

    def _wake(self) -> None:
        """Make sure someone watches the heap's new earliest entry."""
        if self._leader:
            self._leader_cond.notify()
        else:
            self._cond.notify()

    def add(self, task: Task, front: bool = False) -> None:
        with self._cond:
            queue = self._pending.setdefault(task.host, deque())
            if front:
                queue.appendleft(task)
            else:
                queue.append(task)
            self._schedule(task.host)

    def get(self) -> Task | None:
        with self._cond:
            while True:
                if self._stopped:
                    return None
                now = self.clock()
                while self._heap and self._heap[0][0] <= now:
                    _, _, host = heapq.heappop(self._heap)
                    self._scheduled.discard(host)
                    queue = self._pending.get(host)
                    if not queue:
                        continue
                    if not self.slots.try_acquire(host):
                        self._schedule(host)
                        continue
                    self._busy.add(host)
                    self._in_flight += 1
                    if self._heap and not self._leader:
                        self._cond.notify()  # another worker takes over watching the heap
                    return queue.popleft()
                if not self._heap and self._in_flight == 0 and not self._input_open:
                    self._wake_all()
                    return None
                if self._leader:
                    self._cond.wait()
                else:
                    self._leader = True
                    try:
                        self._leader_cond.wait(self._heap[0][0] - now if self._heap else None)
                    finally:
                        self._leader = False

    def host_done(self, host: str) -> None:
        """The request to ``host`` is over (slot released): the host may be scheduled again."""
        with self._cond:
            self._busy.discard(host)
            self._schedule(host)
            self._wake_ip(host)

    def _wake_ip(self, host: str) -> None:
        """A request to ``host``'s IP ended: the hosts waiting for a lane of it may be scheduled."""
        waiting = self._ip_waiting.pop(self.slots.ip_of(host), None)
        for other in waiting or ():
            self._schedule(other)

    def finish(self, task: Task) -> None:
        """The worker is done with ``task`` (its slot already released; follow-ups already added)."""
        with self._cond:
            self._busy.discard(task.host)
            self._in_flight -= 1
            self._schedule(task.host)
            self._wake_ip(task.host)
            if self._in_flight == 0 and not self._input_open and not self._heap:
                self._wake_all()

    def take_host(self, host: str, keep: Callable[[Task], bool] | None = None) -> list[Task]:
        """Remove and return the pending tasks of ``host`` for which ``keep`` is false (all by default)."""
        with self._cond:
            queue = self._pending.get(host)
            if not queue:
                return []
            removed = [t for t in queue if keep is None or not keep(t)]
            if removed:
                self._pending[host] = deque(t for t in queue if keep is not None and keep(t))
            return removed

    def take_all(self) -> list[Task]:
        """Remove and return every pending task (after :meth:`stop`)."""
        with self._cond:
            tasks = [t for queue in self._pending.values() for t in queue]
            self._pending.clear()
            self._heap.clear()
            self._scheduled.clear()
            return tasks

    def close_input(self) -> None:
        """No more links will be added (follow-ups of running tasks still may)."""
        with self._cond:
            self._input_open = False
            self._wake_all()

    def open_input(self) -> None:
        with self._cond:
            self._input_open = True

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._wake_all()

    def _wake_all(self) -> None:
        self._cond.notify_all()
        self._leader_cond.notify_all()

    def idle(self) -> bool:
        with self._cond:
            return self._in_flight == 0 and not any(self._pending.values())
