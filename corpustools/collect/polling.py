"""Adaptive polling intervals and feed health.

A feed that brought new links is polled more often next time, one that brought none (or failed) less
often: the interval is multiplied by ``1 - factor`` or ``1 + factor`` and kept within
``collect.interval_min`` .. ``collect.interval_max``.  A new feed starts at the minimum.

Health classes for ``corpustools feeds``: ``DEAD`` (many failures in a row, or none of its polls
ever succeeded), ``FAILING`` (the last poll failed), ``NEVER-YIELDS`` (polled several times, never a
new link), ``QUIET`` (works but brought nothing lately), ``ok``, ``new`` (not polled yet).
"""

from __future__ import annotations

import time
from typing import Any

DEAD_FAILURES = 5  # failures in a row after which a feed counts as dead
NEVER_YIELDS_POLLS = 3  # successful polls without a single new link


def next_interval(previous: float | None, new_links: int, failed: bool, settings: Any) -> float:
    """The next polling interval (s) after a poll that brought ``new_links`` (or failed)."""
    low = float(settings.get("collect.interval_min"))
    high = max(low, float(settings.get("collect.interval_max")))
    factor = float(settings.get("collect.interval_factor"))
    current = low if previous is None else float(previous)
    if failed or new_links == 0:
        current *= 1.0 + factor
    else:
        current *= 1.0 - factor
    return min(high, max(low, current))


def health(feed: dict[str, Any]) -> str:
    """The health class of one feed row (see the module docstring)."""
    polls = feed.get("polls") or 0
    if polls == 0:
        return "new"
    failures = feed.get("failures_in_row") or 0
    successes = feed.get("successes") or 0
    if failures >= DEAD_FAILURES or (successes == 0 and failures >= 2):
        return "DEAD"
    if failures:
        return "FAILING"
    if (feed.get("total_new") or 0) == 0 and successes >= NEVER_YIELDS_POLLS:
        return "NEVER-YIELDS"
    if (feed.get("total_new") or 0) == 0 or (feed.get("last_new") or 0) == 0:
        return "QUIET" if (feed.get("total_new") or 0) else "no-links-yet"
    return "ok"


def age(seconds_ago_from: float | None, now: float | None = None) -> str:
    """A compact age such as ``5m``, ``3h``, ``12d`` (``-`` when never)."""
    if not seconds_ago_from:
        return "-"
    delta = max(0.0, (time.time() if now is None else now) - seconds_ago_from)
    return duration(delta)


def duration(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds < 90:
        return f"{seconds:.0f}s"
    if seconds < 5400:
        return f"{seconds / 60:.0f}m"
    if seconds < 172800:
        return f"{seconds / 3600:.1f}h"
    return f"{seconds / 86400:.0f}d"
