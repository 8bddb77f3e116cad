"""The feed health table of ``corpustools feeds``: one row per feed, problem feeds first.

Rows come from the store's ``feeds`` table merged with the current source lists (so a feed listed but
never polled shows as ``new``, and a feed no longer listed as ``unlisted``).
"""

from __future__ import annotations

import time
from typing import Any

from corpustools.collect.polling import age, duration, health

_ORDER = {"DEAD": 0, "FAILING": 1, "NEVER-YIELDS": 2, "QUIET": 3, "no-links-yet": 4, "new": 5, "ok": 6}
COLUMNS = ("health", "source", "feed", "polls", "fails", "last ok", "new/poll", "last new", "total new",
           "interval", "due in", "problem")


def feed_rows(store_rows: list[dict[str, Any]], listed: dict[str, str], now: float | None = None) -> list[dict[str, Any]]:
    """Table rows: ``listed`` maps feed URL -> source for the feeds in the source lists now."""
    now = time.time() if now is None else now
    rows = []
    known = set()
    for feed in store_rows:
        known.add(feed["url"])
        polls = feed.get("polls") or 0
        successes = feed.get("successes") or 0
        state = health(feed)
        if feed["url"] not in listed and listed:
            state = f"{state},unlisted" if state not in ("ok", "new") else "unlisted"
        rows.append({
            "health": state,
            "source": listed.get(feed["url"], feed.get("source") or ""),
            "feed": feed["url"],
            "polls": polls,
            "fails": feed.get("failures_in_row") or 0,
            "last ok": age(feed.get("last_success"), now),
            "new/poll": f"{(feed.get('total_new') or 0) / successes:.1f}" if successes else "-",
            "last new": feed.get("last_new") or 0,
            "total new": feed.get("total_new") or 0,
            "interval": duration(feed.get("interval")),
            "due in": duration(max(0.0, (feed.get("next_due") or 0) - now)) if polls else "now",
            "problem": feed.get("last_error") or "",
        })
    for url, source in listed.items():
        if url not in known:
            rows.append({"health": "new", "source": source, "feed": url, "polls": 0, "fails": 0, "last ok": "-",
                         "new/poll": "-", "last new": 0, "total new": 0, "interval": "-", "due in": "now",
                         "problem": ""})
    rows.sort(key=lambda r: (_ORDER.get(r["health"].split(",")[0], 7), r["source"], r["feed"]))
    return rows


def format_table(rows: list[dict[str, Any]], columns: tuple[str, ...] = COLUMNS) -> str:
    """A plain-text table with aligned columns (the last column is not padded)."""
    cells = [list(columns)] + [[str(r.get(c, "")) for c in columns] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(columns))]
    lines = []
    for row in cells:
        padded = [cell.ljust(widths[i]) if i < len(columns) - 1 else cell for i, cell in enumerate(row)]
        lines.append("  ".join(padded).rstrip())
    return "\n".join(lines) + "\n"
