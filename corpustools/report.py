"""``corpustools report -o report.html``: one self-contained HTML page about a workspace.

The page has no external assets and no JavaScript: the charts are inline SVG (stacked bars of documents
and tokens per day and source, language shares, fetch failures by reason, feed health per source) with
``<title>`` tooltips, followed by the per-source table, the last stage runs and the quarantined files.
It opens offline in any browser, can be mailed, and is what people look at instead of the logs.

Colours mean one thing each: a source has one colour in every chart (from :data:`SOURCE_PALETTE`,
which has no red, green, orange or grey); green is a healthy feed, amber a feed with problems, grey a
feed not polled yet, and red only failure (dead feeds, fetch failures); language shares are one
neutral colour.  Tables wrap their cells so that they fit the page width.
"""

from __future__ import annotations

import math
import re
from html import escape
from typing import Any

from corpustools.summary import SOURCE_COLUMNS

SOURCE_PALETTE = ("#1f77b4", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#393b79", "#7b4173", "#bcbd22",
                  "#6b6ecf", "#843c39", "#3182bd", "#a55194", "#5254a3", "#8c6d31", "#ce6dbd", "#9edae5")
FAILURE = "#d62728"  # red: failure only
LANGUAGE_COLOUR = "#4a5a6a"  # one neutral colour: the bars' lengths and labels tell languages apart
HEALTH_COLOURS = {"healthy": "#2ca02c", "problem": "#f0a500", "not polled": "#c7c7c7", "dead": FAILURE}
WIDTH = 760
GRID = 5  # horizontal grid intervals of the bar charts


def _fmt(value: float) -> str:
    if value >= 1e9:
        return f"{value / 1e9:.1f}G"
    if value >= 1e6:
        return f"{value / 1e6:.1f}M"
    if value >= 1e4:
        return f"{value / 1e3:.0f}k"
    return f"{int(value)}" if float(value).is_integer() else f"{value:.1f}"


def _nice_step(value: float) -> float:
    """The smallest of 1, 2, 2.5, 5 x 10^n that is >= value (grid steps people read easily)."""
    if value <= 0:
        return 1.0
    magnitude = 10 ** math.floor(math.log10(value))
    for factor in (1, 2, 2.5, 5, 10):
        if value <= factor * magnitude * (1 + 1e-9):
            return factor * magnitude
    return 10.0 * magnitude


def _empty(title: str, note: str) -> str:
    return (f'<svg class="chart empty" role="img" aria-label="{escape(title)}: {escape(note)}" '
            f'width="{WIDTH}" height="60" viewBox="0 0 {WIDTH} 60" xmlns="http://www.w3.org/2000/svg">'
            f'<rect x="0" y="0" width="{WIDTH}" height="60" fill="#f6f6f6"/>'
            f'<text x="{WIDTH // 2}" y="35" text-anchor="middle" fill="#777">{escape(note)}</text></svg>')


def stacked_bars(title: str, daily: dict[str, dict[str, float]], colours: dict[str, str]) -> str:
    """Bars per day, stacked by source; ``daily`` is ``{day: {source: value}}``."""
    days = sorted(d for d, values in daily.items() if sum(values.values()) > 0)
    if not days:
        return _empty(title, "no data yet")
    height, left, bottom, top = 260, 60, 50, 15
    plot_w, plot_h = WIDTH - left - 10, height - top - bottom
    step = _nice_step(max(sum(daily[d].values()) for d in days) / GRID)
    step = max(step, 1.0)  # whole documents and tokens
    peak = step * GRID
    slot = plot_w / len(days)
    bar = max(2.0, min(40.0, slot * 0.7))
    parts = [f'<svg class="chart" role="img" aria-label="{escape(title)}" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" xmlns="http://www.w3.org/2000/svg" font-size="11">']
    for i in range(GRID + 1):  # grid lines and y labels
        value = step * i
        y = top + plot_h - plot_h * i / GRID
        parts.append(f'<line x1="{left}" x2="{WIDTH - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end" fill="#555">{_fmt(value)}</text>')
    label_every = max(1, len(days) // 12)
    for i, day in enumerate(days):
        x = left + i * slot + (slot - bar) / 2
        y = top + plot_h
        for source, value in sorted(daily[day].items()):
            if value <= 0:
                continue
            h = plot_h * value / peak
            y -= h
            parts.append(f'<rect class="bar" x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                         f'fill="{colours[source]}"><title>{escape(day)} {escape(source)}: {_fmt(value)}</title></rect>')
        if i % label_every == 0:
            parts.append(f'<text x="{x + bar / 2:.1f}" y="{top + plot_h + 15}" text-anchor="middle" '
                         f'fill="#555">{escape(day[5:])}</text>')
    parts.append(_legend(colours, top + plot_h + 28, left))
    parts.append("</svg>")
    return "".join(parts)


def _legend(colours: dict[str, str], y: float, x0: float) -> str:
    parts, x = [], x0
    for shown, (name, colour) in enumerate(colours.items()):
        width = 24 + 7 * len(name)
        if x + width > WIDTH - 90 and shown < len(colours) - 1:
            parts.append(f'<text x="{x}" y="{y + 9}" fill="#777">+{len(colours) - shown} more '
                         f'(hover a bar for its source)</text>')
            break
        parts.append(f'<rect x="{x}" y="{y}" width="10" height="10" fill="{colour}"/>'
                     f'<text x="{x + 14}" y="{y + 9}" fill="#333">{escape(name)}</text>')
        x += width
    return "".join(parts)


def horizontal_bars(title: str, items: list[tuple[str, float]], colour: str = LANGUAGE_COLOUR,
                    percent: bool = False) -> str:
    """One bar per item, longest first; with ``percent`` the labels show shares of the total."""
    items = [(k, v) for k, v in items if v > 0]
    if not items:
        return _empty(title, "none recorded")
    total = sum(v for _, v in items)
    row, left = 22, 150
    height = row * len(items) + 10
    peak = max(v for _, v in items)
    parts = [f'<svg class="chart" role="img" aria-label="{escape(title)}" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" xmlns="http://www.w3.org/2000/svg" font-size="12">']
    for i, (label, value) in enumerate(items):
        y = 5 + i * row
        w = (WIDTH - left - 90) * value / peak
        shown = f"{100 * value / total:.1f}%" if percent else _fmt(value)
        fill = colour
        parts.append(f'<text x="{left - 6}" y="{y + 14}" text-anchor="end" fill="#333">{escape(label)}</text>'
                     f'<rect class="bar" x="{left}" y="{y + 2}" width="{max(w, 1):.1f}" height="{row - 6}" '
                     f'fill="{fill}"><title>{escape(label)}: {_fmt(value)} ({100 * value / total:.1f}%)</title></rect>'
                     f'<text x="{left + w + 6:.1f}" y="{y + 14}" fill="#333">{shown}</text>')
    parts.append("</svg>")
    return "".join(parts)


def health_bars(health: dict[str, dict[str, int]] | None) -> str:
    """Per source, a bar split into healthy / problem / dead feeds."""
    title = "Feed health per source"
    if health is None:
        return _empty(title, "feed health is not available (no collect stage)")
    if not health:
        return _empty(title, "no feeds polled yet")
    from corpustools.summary import HEALTHY, UNPOLLED

    # a feed taken out of its list ('unlisted') is polled no more: no bar of its source's health
    health = {source: listed for source, states in health.items()
              if (listed := {s: n for s, n in states.items() if s != "unlisted"})}
    if not health:
        return _empty(title, "no feed in the lists")
    row, left = 24, 150
    height = row * len(health) + 40
    peak = max(sum(states.values()) for states in health.values()) or 1
    parts = [f'<svg class="chart" role="img" aria-label="{title}" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" xmlns="http://www.w3.org/2000/svg" font-size="12">']
    for i, (source, states) in enumerate(sorted(health.items())):
        y = 5 + i * row
        groups = {"healthy": sum(n for s, n in states.items() if s in HEALTHY),
                  "problem": sum(n for s, n in states.items() if s not in HEALTHY and s not in ("DEAD", UNPOLLED)),
                  "not polled": states.get(UNPOLLED, 0),
                  "dead": states.get("DEAD", 0)}
        parts.append(f'<text x="{left - 6}" y="{y + 15}" text-anchor="end" fill="#333">{escape(source)}</text>')
        x = float(left)
        for group, count in groups.items():
            if not count:
                continue
            w = (WIDTH - left - 60) * count / peak
            detail = ", ".join(f"{s} {n}" for s, n in sorted(states.items()))
            parts.append(f'<rect class="bar" x="{x:.1f}" y="{y + 2}" width="{w:.1f}" height="{row - 6}" '
                         f'fill="{HEALTH_COLOURS[group]}"><title>{escape(source)}: {count} {group} ({escape(detail)})'
                         f'</title></rect>')
            x += w
        parts.append(f'<text x="{x + 6:.1f}" y="{y + 15}" fill="#333">{sum(groups.values())}</text>')
    parts.append(_legend(HEALTH_COLOURS, height - 22, left))
    parts.append("</svg>")
    return "".join(parts)


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(_cell(c) for c in row) + "</tr>" for row in rows)
    return f'<div class="scroll"><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'


def _cell(value: Any) -> str:
    text = str(value)
    numeric = re.fullmatch(r"\d+(\.\d+)?[kMG]?( s)?", text) is not None
    return f'<td class="num">{escape(text)}</td>' if numeric else f"<td>{escape(text)}</td>"


def render(summary: dict[str, Any]) -> str:
    """The whole HTML page for a :func:`corpustools.summary.workspace_summary`."""
    sources = sorted({s for srcs in summary["daily"].values() for s in srcs} | set(summary["sources"]))
    colours = {s: SOURCE_PALETTE[i % len(SOURCE_PALETTE)] for i, s in enumerate(sources)}

    def series(key: str) -> dict[str, dict[str, float]]:
        return {day: {s: v.get(key, 0) for s, v in srcs.items()} for day, srcs in summary["daily"].items()}

    def used(data: dict[str, dict[str, float]]) -> dict[str, str]:
        names = {s for values in data.values() for s, v in values.items() if v}
        return {s: c for s, c in colours.items() if s in names}

    docs, tokens = series("documents"), series("tokens")
    totals = summary["totals"]
    cards = [("documents", totals.get("documents", 0)), ("tokens", totals.get("tokens", 0)),
             ("pages fetched", totals.get("pages", 0)), ("fetch failures", totals.get("failed", 0)),
             ("links pending", totals.get("pending_links", 0)), ("WARCs", totals.get("warcs", 0)),
             ("tagged files", totals.get("tagged", 0))]
    source_rows = [[s] + [_fmt(v.get(k, 0)) for _, k in SOURCE_COLUMNS[1:]] for s, v in summary["sources"].items()]
    run_rows = []
    for run in summary["runs"]:
        took = f"{run['finished'] - run['started']:.1f} s" if run.get("finished") else "running"
        run_rows.append([run["stage"], _stamp(run["started"]), run["outcome"], took, run.get("message") or ""])
    quarantine_rows = [[q["stage"], q["input"], q["moved_to"], _stamp(q["time"]), q["reason"]]
                       for q in summary["quarantined"]]
    sections = [
        "<h2>Documents per day and source</h2>", stacked_bars("Documents per day and source", docs, used(docs)),
        "<h2>Tokens per day and source</h2>", stacked_bars("Tokens per day and source", tokens, used(tokens)),
        f"<h2>Language shares (of {summary['languages_unit']})</h2>",
        horizontal_bars("Language shares", list(summary["languages"].items()), percent=True),
        "<h2>Fetch failures by reason</h2>",
        horizontal_bars("Fetch failures by reason", list(summary["failures_by_reason"].items()), colour=FAILURE),
        "<h2>Feed health</h2>", health_bars(summary["feed_health"]),
        "<h2>Sources</h2>", _table([n for n, _ in SOURCE_COLUMNS], source_rows),
        "<h2>Duplicate paragraphs per day and source (dedup)</h2>", _dup_table(summary),
        "<h2>Recent stage runs</h2>",
        _table(["stage", "started (UTC)", "outcome", "took", "message"], run_rows) if run_rows
        else "<p>big-brother has not run in this workspace yet.</p>",
        "<h2>Quarantined inputs</h2>",
        _table(["stage", "input", "moved to", "when (UTC)", "reason"], quarantine_rows) if quarantine_rows
        else "<p>None: no input failed often enough to be set aside.</p>",
    ]
    card_html = "".join(f'<div class="card"><b>{_fmt(v)}</b><span>{escape(k)}</span></div>' for k, v in cards)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>corpustools report: {escape(summary['workspace'])}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em auto; max-width: 820px; color: #222; }}
h1 {{ font-size: 1.5em; margin-bottom: 0.2em; }}
h2 {{ font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }}
.sub {{ color: #666; margin-top: 0; }}
.cards {{ display: flex; flex-wrap: wrap; gap: 8px; }}
.card {{ border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; min-width: 90px; }}
.card b {{ display: block; font-size: 1.3em; }} .card span {{ color: #666; font-size: 0.85em; }}
table {{ border-collapse: collapse; font-size: 0.8em; width: 100%; }}
th, td {{ border-bottom: 1px solid #eee; padding: 3px 4px; text-align: left; overflow-wrap: anywhere; }}
th {{ font-weight: 600; vertical-align: bottom; }}
td.num {{ text-align: right; white-space: nowrap; }}
.scroll {{ overflow-x: auto; }}
svg.chart {{ display: block; max-width: 100%; height: auto; }}
</style>
</head>
<body>
<h1>corpustools report</h1>
<p class="sub">{escape(summary['workspace'])} &middot; generated {escape(summary['generated'])}</p>
<div class="cards">{card_html}</div>
{chr(10).join(sections)}
</body>
</html>
"""


def _dup_table(summary: dict[str, Any]) -> str:
    """Percent of paragraphs marked duplicate, a row per day, a column per source: a jump stands out."""
    sources = sorted({s for srcs in summary["daily"].values() for s, v in srcs.items() if "dup_share" in v})
    if not sources:
        return "<p>No deduplicated verticals yet.</p>"
    rows = [[day] + [f"{srcs[s]['dup_share']:.1f}%" if "dup_share" in srcs.get(s, {}) else "" for s in sources]
            for day, srcs in summary["daily"].items() if any("dup_share" in v for v in srcs.values())]
    return _table(["day (UTC)", *sources], rows)


def _stamp(seconds: float | None) -> str:
    import time

    return time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(seconds)) if seconds else "-"
