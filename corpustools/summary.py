"""The numbers of a workspace, for ``corpustools stats`` (a terminal table) and ``corpustools report``.

Pages, bytes, documents, tokens and languages are summed from the completion markers of the
finished outputs (each marker stores its shard's counters), so they always describe what is on disk,
whoever produced it.  Failed links come from the download ledger (each link's newest outcome): a WARC's
marker counts a transient failure that download queued again (the link is pending then, and may be
fetched by the retry), and a retry round that fetched nothing writes no WARC to count its failures in;
so new links = pages + failed + pending + not fetched holds.  Feeds polled and new links come from the counters big-brother recorded for each
collect run; feed health from the collect stage's link store; pending links from the link files.
"""

from __future__ import annotations

import logging
import time
from collections import Counter, defaultdict
from typing import Any

from corpustools import stages
from corpustools.linkfile import entries
from corpustools.net import normalize_url
from corpustools.stats import StatsDB, utc_day
from corpustools.workspace import Workspace, source_name

log = logging.getLogger(__name__)

# summary key -> (output kind, counter key) taken from the output markers
FROM_OUTPUTS = {
    "pages": ("warc", "fetched"),
    "bytes": ("warc", "bytes"),
    "warc_bytes": ("warc", "warc_bytes"),
    "documents": ("vert", "documents"),
    "tokens": ("vert", "tokens"),
    "tagged_documents": ("tag", "documents"),
    "tagged_tokens": ("tag", "tokens"),
    "dedup_paragraphs": ("dedup", "paragraphs"),
    "dup_paragraphs": ("dedup", "dup_paragraphs"),
    "dedup_removed_paragraphs": ("dedup", "removed_paragraphs"),  # --remove: paragraphs counts what is left
}
# summary key -> (stage, counter key) taken from the counters big-brother recorded; new links and feeds
# polled come from the link store (:func:`collected_links`, :func:`feed_polls`), so a collect run by hand
# counts too
FROM_COUNTERS = {"feed_failures": ("collect", "failed"), "feeds_found": ("discover", "feeds_new")}
HEALTHY = {"ok", "QUIET", "no-links-yet"}  # polled and answering; a feed never polled is not healthy yet
UNPOLLED = "new"  # listed, never polled: shown apart, neither healthy nor a problem


def _blank() -> dict[str, float]:
    return defaultdict(float)


def _dup_share(values: dict[str, float]) -> None:
    """``dup_share``: percent of the deduplicated paragraphs marked duplicate (only where dedup ran)."""
    judged = values.get("dedup_paragraphs", 0) + values.get("dedup_removed_paragraphs", 0)
    if judged:
        values["dup_share"] = round(100 * values.get("dup_paragraphs", 0) / judged, 1)


def collected_links(workspace: Workspace) -> list[tuple[str, str, int]]:
    """(source, UTC day, links) of every link file collect wrote into the workspace, from the link store:
    what a collect run by hand collected counts as much as what big-brother did."""
    from corpustools.collect.store import LinkStore

    if not (workspace.state / "links.sqlite").exists():
        return []
    try:
        store = LinkStore.for_workspace(workspace, readonly=True)
    except Exception as exc:  # noqa: BLE001 - the summary must not fail because of the store
        log.warning(f"new links not available: {exc}")
        return []
    try:
        rows = store.books.db.execute("SELECT source, created, links FROM batches WHERE state = 'written' "
                                      "AND output IS NULL AND links > 0").fetchall()
    finally:
        store.close()
    return [(str(source), utc_day(created), int(links)) for source, created, links in rows]


def feed_polls(workspace: Workspace) -> dict[str, int]:
    """Polls per source, from the link store's feed rows: whoever ran collect (big-brother or a user)."""
    from corpustools.collect.store import LinkStore

    if not (workspace.state / "links.sqlite").exists():
        return {}
    try:
        store = LinkStore.for_workspace(workspace, readonly=True)
    except Exception as exc:  # noqa: BLE001 - the summary must not fail because of the store
        log.warning(f"feeds polled not available: {exc}")
        return {}
    try:
        rows = store.books.db.execute("SELECT source, SUM(polls) FROM feeds GROUP BY source").fetchall()
    finally:
        store.close()
    return {str(source): int(polls or 0) for source, polls in rows}


def listed_feeds(workspace: Workspace) -> dict[str, list[str]]:
    """The feed URLs of every source list, read as collect reads them (a binary file, a line that is not
    an http(s) URL or a comment is no feed)."""
    from corpustools.collect.run import load_workspace_sources

    feeds_log = logging.getLogger("corpustools.collect.lists")
    quiet, feeds_log.disabled = feeds_log.disabled, True  # 'not UTF-8' is collect's to say, not stats'
    try:
        sources, _ = load_workspace_sources(workspace)
    finally:
        feeds_log.disabled = quiet
    owner: dict[str, str] = {}  # a feed listed twice is polled once, for the first list (as collect does)
    for name, lines in sources.items():
        for line in lines:
            owner.setdefault(line.url, name)
    return {name: [line.url for line in lines if owner.pop(line.url, None) == name] for name, lines in sources.items()}


def feed_health(workspace: Workspace, sources: dict[str, list[str]] | None = None) -> dict[str, dict[str, int]] | None:
    """``{source: {health: count}}`` from the collect stage's store, or None when it cannot be read."""
    from corpustools.collect.health import feed_rows
    from corpustools.collect.store import LinkStore

    listed = {}
    try:
        sources = listed_feeds(workspace) if sources is None else sources
        for name, lines in sources.items():
            for url in lines:
                listed[url] = name
        store_path = workspace.state / "links.sqlite"
        rows: list[dict[str, Any]] = []
        if store_path.exists():
            store = LinkStore.for_workspace(workspace, readonly=True)
            try:
                rows = store.books.feeds()
            finally:
                store.close()
        table = feed_rows(rows, listed)
    except Exception as exc:  # noqa: BLE001 - the summary must not fail because of the store
        log.warning(f"feed health not available: {exc}")
        return None
    health: dict[str, dict[str, int]] = defaultdict(Counter)
    for row in table:
        flags = row["health"].split(",")  # 'FAILING,unlisted': taken out of its list, no longer polled
        health[row["source"] or "?"]["unlisted" if "unlisted" in flags else flags[0]] += 1
    return {k: dict(v) for k, v in health.items()}


def given_up(workspace: Workspace, pending_urls: set[str]) -> list[tuple[str, str, str, int]] | None:
    """(source, UTC day, reason, links) of the links download gave up on: those whose newest outcome in
    the download ledger is a failure and that no pending link file lists again (a retry round's file).
    None without a readable ledger (a workspace from before it): the WARC markers' counts stand then."""
    from corpustools import sqlitedb
    from corpustools.download.ledger import LEDGER_NAME

    path = workspace.state / LEDGER_NAME
    if not path.exists():
        return None
    try:
        db = sqlitedb.connect_reader(path)
        try:  # SQLite takes a bare column from the row of max(at): each link's newest outcome
            rows = db.execute("SELECT url, outcome, link_file, max(at) FROM fetches GROUP BY url").fetchall()
        finally:
            db.close()
    except Exception as exc:  # noqa: BLE001 - the summary must not fail because of the ledger
        log.warning(f"failed links counted from the WARCs' markers: {path} not readable ({exc})")
        return None
    counts: Counter = Counter()
    for url, outcome, link_file, at in rows:
        if not str(outcome).startswith("failed:") or url in pending_urls:
            continue
        parts = str(link_file or "").split("/")
        source = parts[1] if len(parts) > 2 and parts[0] == workspace.warcs.name else parts[0]
        counts[(source, utc_day(at), str(outcome).split(":", 1)[1])] += 1
    return [(source, day, reason, n) for (source, day, reason), n in sorted(counts.items())]


def workspace_summary(workspace: Workspace, db: StatsDB) -> dict[str, Any]:
    """Everything ``stats`` and ``report`` show, as plain data (JSON-serialisable)."""
    db.index_outputs(workspace)
    file_keys = {kind: folder for kind, folder, _ in stages.output_folders()}  # warc -> warcs ...
    today = utc_day()
    per_source: dict[str, dict[str, float]] = defaultdict(_blank)
    today_source: dict[str, dict[str, float]] = defaultdict(_blank)
    daily: dict[str, dict[str, dict[str, float]]] = defaultdict(lambda: defaultdict(_blank))
    languages: dict[str, Counter] = {"vert": Counter(), "tag": Counter()}
    failures: Counter = Counter()
    skipped: Counter = Counter()
    last_output: dict[str, float] = {}  # kind -> newest output's time: work done by hand counts too
    pending_urls: set[str] = set()
    for unit in stages.pending("download", workspace):
        per_source[unit.source]["pending_files"] += 1
        try:
            lines = unit.input.read_text("utf-8", errors="replace").splitlines()
        except OSError:
            continue
        urls = [url for _, _, url, _ in entries(lines)]
        per_source[unit.source]["pending_links"] += len(urls)
        pending_urls.update(filter(None, map(normalize_url, urls)))
    ledger_failures = given_up(workspace, pending_urls)
    for row in db.outputs():
        src, day, stats = row["source"], row["day"], row["stats"]
        last_output[row["kind"]] = max(last_output.get(row["kind"], 0.0), row["marker_mtime"] / 1e9)
        targets = [per_source[src], daily[day][src]] + ([today_source[src]] if day == today else [])
        for target in targets:
            target[file_keys.get(row["kind"], row["kind"])] += 1
        for key, (kind, counter) in FROM_OUTPUTS.items():
            if kind == row["kind"] and isinstance(stats.get(counter), int | float):
                for target in targets:
                    target[key] += stats[counter]
        if row["kind"] == "warc":
            for key, value in stats.items():
                if key.startswith("failed:") and isinstance(value, int | float) and ledger_failures is None:
                    failures[key.split(":", 1)[1]] += value
                    for target in targets:
                        target["failed"] += value
                elif key.startswith("skipped:") and isinstance(value, int | float):
                    skipped[key.split(":", 1)[1]] += value
        if row["kind"] in languages:  # vert counts paragraphs per language, tag counts tokens
            for key, value in stats.items():
                if key.startswith("lang:") and isinstance(value, int | float):
                    languages[row["kind"]][key.split(":", 1)[1]] += value
    for row in db.counters():
        for key, (stage, counter) in FROM_COUNTERS.items():
            if row["stage"] == stage and row["key"] == counter:
                per_source[row["source"]][key] += row["value"]
                daily[row["day"]][row["source"]][key] += row["value"]
                if row["day"] == today:
                    today_source[row["source"]][key] += row["value"]
    for src, day, links in collected_links(workspace):
        for target in [per_source[src], daily[day][src]] + ([today_source[src]] if day == today else []):
            target["new_links"] += links
    for src, polls in feed_polls(workspace).items():
        if polls:
            per_source[src]["feeds_polled"] += polls
    sources = listed_feeds(workspace)
    for path in workspace.source_lists():
        per_source[source_name(path)]["lists"] = 1
    for name, urls in sources.items():
        per_source[name]["feeds"] += len(urls)
    for src, day, reason, links in ledger_failures or ():
        failures[reason] += links
        for target in [per_source[src], daily[day][src]] + ([today_source[src]] if day == today else []):
            target["failed"] += links
    health = feed_health(workspace, sources)
    for src, states in (health or {}).items():
        # a feed taken out of its list is history, not a feed of the source: not 'bad' beside 'feeds 0'
        states = {s: n for s, n in states.items() if "unlisted" not in s.split(",")}
        if not states and src not in per_source:
            continue
        per_source[src]["feeds_healthy"] = sum(n for s, n in states.items() if s in HEALTHY)
        per_source[src]["feeds_unpolled"] = states.get(UNPOLLED, 0)
        per_source[src]["feeds_problem"] = sum(n for s, n in states.items()
                                               if s not in HEALTHY and s not in ("DEAD", UNPOLLED))
        per_source[src]["feeds_dead"] = states.get("DEAD", 0)
    totals: dict[str, float] = _blank()
    for values in per_source.values():
        for key, value in values.items():
            totals[key] += value
    per_source.pop("(all)", None)  # counters not kept per source (discover): in the totals only
    today_totals: dict[str, float] = _blank()
    for values in today_source.values():
        for key, value in values.items():
            today_totals[key] += value
    for values in [totals, today_totals, *per_source.values(), *(v for d in daily.values() for v in d.values())]:
        _dup_share(values)
    return {
        "workspace": str(workspace.root),
        "generated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "today": today,
        "sources": {k: dict(v) for k, v in sorted(per_source.items())},
        "totals": dict(totals),
        "today_totals": dict(today_totals),
        "daily": {day: {s: dict(v) for s, v in srcs.items()} for day, srcs in sorted(daily.items())},
        "languages": dict((languages["tag"] or languages["vert"]).most_common()),
        "languages_unit": "tokens" if languages["tag"] else "paragraphs",
        "failures_by_reason": dict(failures.most_common()),
        "skipped_by_reason": dict(skipped.most_common()),
        "feed_health": health,
        "last_runs": db.last_runs(),
        "last_outputs": {s.name: last_output[s.kind] for s in map(stages.get, stages.names()) if s.kind in last_output},
        "runs": db.runs(30),
        "quarantined": db.quarantined(),
        "failing": db.failures(),
    }


_SKIPPED = {"robots": "disallowed by robots.txt", "robots-unreachable": "robots.txt unreachable"}


def _num(value: float) -> str:
    return f"{int(value):,}".replace(",", " ") if float(value).is_integer() else f"{value:,.1f}"


def _mb(value: float) -> str:
    return f"{value / 1e6:.1f} MB" if value >= 1e6 else f"{value / 1e3:.1f} kB"


SOURCE_COLUMNS = (("source", None), ("feeds", "feeds"), ("ok", "feeds_healthy"), ("unpolled", "feeds_unpolled"),
                  ("bad", "feeds_problem"),
                  ("dead", "feeds_dead"), ("new links", "new_links"), ("pending", "pending_links"),
                  ("pages", "pages"), ("failed", "failed"), ("WARCs", "warcs"), ("verts", "verts"),
                  ("dup %", "dup_share"), ("tagged", "tagged"), ("documents", "documents"), ("tokens", "tokens"))


def format_summary(summary: dict[str, Any]) -> str:
    """The terminal table of ``corpustools stats``."""
    header = [name for name, _ in SOURCE_COLUMNS]
    rows = []
    for src, values in summary["sources"].items():
        rows.append([src] + [_num(values.get(key, 0)) for _, key in SOURCE_COLUMNS[1:]])
    rows.append(["TOTAL"] + [_num(summary["totals"].get(key, 0)) for _, key in SOURCE_COLUMNS[1:]])
    rows.append([f"today {summary['today']}"] + [
        _num(summary["today_totals"].get(key, 0)) if key in ("new_links", "pages", "failed", "warcs", "verts",
                                                             "dup_share", "tagged", "documents", "tokens") else ""
        for _, key in SOURCE_COLUMNS[1:]])
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    lines = [f"workspace {summary['workspace']} (as of {summary['generated']})", ""]
    for i, row in enumerate([header] + rows):
        if i == len(rows) - 1:  # before TOTAL
            lines.append("  ".join("-" * w for w in widths))
        lines.append("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(row, widths))).rstrip())
    totals = summary["totals"]
    lines.append("")
    lines.append(f"received {_mb(totals.get('bytes', 0))}, WARCs {_mb(totals.get('warc_bytes', 0))}, "
                 f"tagged tokens {_num(totals.get('tagged_tokens', 0))}, feeds polled {_num(totals.get('feeds_polled', 0))}")
    if summary["languages"]:
        total = sum(summary["languages"].values()) or 1
        lines.append(f"languages (share of {summary['languages_unit']}): " + ", ".join(f"{k} {100 * v / total:.1f}%" for k, v in summary["languages"].items()))
    if summary["failures_by_reason"]:
        lines.append("fetch failures: " + ", ".join(f"{k} {_num(v)}" for k, v in summary["failures_by_reason"].items()))
    if summary["skipped_by_reason"]:  # new links neither fetched, failed nor pending: say where they went
        lines.append("links not fetched: " + ", ".join(f"{_SKIPPED.get(k, k)} {_num(v)}"
                                                       for k, v in summary["skipped_by_reason"].items()))
    if summary["feed_health"] is None:
        lines.append("feed health: not available (the link store could not be read; see the log)")
    lines.append("")
    lines.append("last runs by big-brother (runs by hand show as their newest output):")
    for stage in stages.names():
        run = summary["last_runs"].get(stage)
        if not run:
            newest = summary.get("last_outputs", {}).get(stage)
            output = f"; newest output {time.strftime('%Y-%m-%d %H:%M:%SZ', time.gmtime(newest))}" if newest else ""
            lines.append(f"  {stage:<9} never run by big-brother{output}")
            continue
        when = time.strftime("%Y-%m-%d %H:%M:%SZ", time.gmtime(run["started"]))
        took = f"{run['finished'] - run['started']:.1f} s" if run.get("finished") else "running"
        note = f": {run['message']}" if run.get("message") else ""
        lines.append(f"  {stage:<9} {when}  {run['outcome']:<11} {took}{note}")
    for item in summary["quarantined"]:
        lines.append(f"quarantined ({item['stage']}): {item['input']} -> {item['moved_to']}")
    for item in summary["failing"]:
        lines.append(f"failing ({item['stage']}, {item['count']}x): {item['input']}")
    return "\n".join(lines) + "\n"
