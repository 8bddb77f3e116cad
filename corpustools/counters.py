"""Counters: the numbers a unit of work reports, one flat mapping per unit.

Keys are plain words (``documents``, ``tokens``, ``fetched``) or ``kind:detail`` (``failed:timeout``,
``skipped:not_html``, ``lang:cs``).  Counters add with ``+`` (and ``+=``, ``sum``) key by key, ignoring
what is not a number; they know their failures and their one-line summary.  A :class:`Counters` is a
``dict``, so it pickles, goes into JSON markers and the stats database as it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def add_into(target: dict[str, Any], other: Mapping[str, Any] | None) -> dict[str, Any]:
    """Add the numbers of ``other`` into ``target`` key by key (in place); returns ``target``."""
    for key, value in (other or {}).items():
        if _number(value):
            target[key] = target.get(key, 0) + value
    return target


class Counters(dict[str, Any]):
    """A flat mapping of counts that adds key by key."""

    def __add__(self, other: Mapping[str, Any] | None) -> Counters:
        return Counters.total([self, other])

    def __radd__(self, other: Mapping[str, Any] | int | None) -> Counters:
        return Counters.total([other if isinstance(other, Mapping) else None, self])  # sum() starts from 0

    def __iadd__(self, other: Mapping[str, Any] | None) -> Counters:  # type: ignore[override]
        add_into(self, other)
        return self

    @classmethod
    def total(cls, items: Iterable[Mapping[str, Any] | None]) -> Counters:
        """The sum of many counters (numbers only)."""
        out = cls()
        for item in items:
            add_into(out, item)
        return out

    def failures(self) -> dict[str, Any]:
        """``{reason: count}`` of the ``failed:REASON`` keys that are not zero."""
        return {k.split(":", 1)[1]: v for k, v in self.items() if k.startswith("failed:") and v}

    @property
    def failed(self) -> float:
        """How many things failed, whatever the reason."""
        return sum(self.failures().values())

    def summary(self, limit: int = 10) -> str:
        """A compact ``key=value`` line of the non-zero counts (plain keys first, no seconds)."""
        keys = [k for k in self if k != "seconds" and self[k]]
        keys.sort(key=lambda k: (":" in k, k))
        shown = [f"{k}={int(v) if float(v).is_integer() else round(v, 2)}" for k, v in ((k, self[k]) for k in keys[:limit])]
        more = f" (+{len(keys) - limit} more)" if len(keys) > limit else ""
        return (", ".join(shown) or "nothing to do") + more
