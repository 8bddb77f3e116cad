"""CLI wiring for ``big-brother``, ``demo``, ``stats`` and ``report``."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

from corpustools.commands import require_workspace

BB_EPILOG = """\
Run it from cron, e.g. every 10 minutes (one instance per workspace; an overlapping run exits at once):
  */10 * * * *  cd /data/corpus && /opt/corpustools/.venv/bin/corpustools big-brother --once -q
or as a service without --once (SIGTERM stops it cleanly).  Logs: WORKSPACE/logs/corpustools-DAY.log;
statistics: WORKSPACE/state/stats.sqlite (see 'corpustools stats' and 'corpustools report').

examples:
  corpustools big-brother -W ~/corpus --once                            # one cycle by hand
  corpustools big-brother -W ~/corpus --once --stages vert,dedup,tag    # only these stages
  corpustools big-brother -W ~/corpus                                   # forever, a cycle a minute
"""


def _level(args: argparse.Namespace) -> int:
    return logging.DEBUG if args.verbose else logging.WARNING if args.quiet else logging.INFO


def run_big_brother(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.big_brother import Supervisor

    require_workspace(workspace)  # typed in the wrong folder: no seven empty folders left there
    return Supervisor(settings, workspace, log_errors=args.errors, log_level=_level(args)).run(once=args.once)


def run_demo(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from pathlib import Path

    from corpustools.demo import run_demo as demo

    root = Path(args.workspace) if args.workspace else Path("demo-workspace")
    return demo(root, model=args.model, log_errors=args.errors, log_level=_level(args))


def run_stats(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    import json
    import sys

    from corpustools.stats import StatsDB
    from corpustools.summary import format_summary, workspace_summary

    require_workspace(workspace)
    with StatsDB.for_reading(workspace) as db:
        summary = workspace_summary(workspace, db)
    if args.json:
        json.dump(_counts(summary), sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(format_summary(summary))
    return 0


def _counts(value: Any) -> Any:
    """Whole numbers as whole numbers ('documents': 15, not 15.0: the stats database keeps REALs)."""
    if isinstance(value, dict):
        return {k: _counts(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_counts(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def run_report(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    import sys

    from corpustools.report import render
    from corpustools.stats import StatsDB
    from corpustools.summary import workspace_summary
    from corpustools.workspace import atomic_write

    require_workspace(workspace)
    with StatsDB.for_reading(workspace) as db:
        summary = workspace_summary(workspace, db)
    if args.output == "-":  # as vert and tag: '-' is standard output (report -o - | ssh host 'cat > x.html')
        sys.stdout.write(render(summary))
        sys.stdout.flush()
        logging.getLogger("corpustools.report").info("wrote the report to standard output")
        return 0
    with atomic_write(args.output, "w") as fh:
        fh.write(render(summary))
    # the full path when the workspace is another folder: 'report -W ~/corpus' wrote 'report.html' into
    # the current folder, and the line that said 'wrote report.html' sent the user to look in the workspace
    written = Path(args.output)
    if not written.is_absolute() and Path.cwd().resolve() != workspace.root.resolve():
        written = Path.cwd() / written
    logging.getLogger("corpustools.report").info(f"wrote {written}")
    return 0


def _stage_list(text: str) -> list[str]:
    """``--stages collect,download`` (spaces allowed); the names are checked where the setting is, with
    the same message for the flag and big_brother.stages."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError("give stage names, e.g. --stages collect,download")
    return names


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser(
        "big-brother", parents=[common], help="run the whole chain over a workspace (from cron or forever)",
        description="Collect the feeds that are due, download pending link files (also ones dropped in by "
        "hand), convert new WARCs to vertical, mark near-duplicates (dedup), tag the new verticals, and now and "
        "then discover new feeds. "
        "Every stage runs in its own process with a time limit; an input that keeps failing is moved to "
        "state/quarantine/.  Exit status 0 when every stage went well (or another instance is running), "
        "1 when something failed (the log says what), 2 a usage or configuration error (nothing done), 130 "
        "stopped by Ctrl-C or SIGTERM (what was complete is kept; the next run does the rest).",
        epilog=BB_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--once", action="store_true", help="run one cycle and exit (for cron)")
    p.add_argument("--collect-every", dest="cfg.big_brother.collect_every", type=float, default=None, metavar="S",
                   help="collect the feeds every S seconds (big_brother.collect_every, default 1800)")
    p.add_argument("--discover-every", dest="cfg.big_brother.discover_every", type=float, default=None,
                   metavar="S", help="look for new feeds every S seconds (default 86400)")
    p.add_argument("--stage-time-limit", dest="cfg.big_brother.stage_time_limit", type=float, default=None,
                   metavar="S", help="end a stage that runs longer than S seconds (default 3600)")
    p.add_argument("--max-failures", dest="cfg.big_brother.max_failures", type=int, default=None, metavar="N",
                   help="quarantine an input after N failed attempts (default 3)")
    p.add_argument("--sleep", dest="cfg.big_brother.sleep", type=float, default=None, metavar="S",
                   help="seconds between cycles without --once (default 60)")
    p.add_argument("--allow-private", action="store_const", const=True, dest="cfg.allow_private", default=None,
                   help="allow loopback/private/link-local addresses in collect, download and discover "
                        "(setting 'allow_private'; refused by default), as their own --allow-private")
    p.add_argument("--stages", dest="cfg.big_brother.stages", type=_stage_list, default=None, metavar="LIST",
                   help="run only these stages, comma-separated, in chain order whatever the order given "
                        "(e.g. collect,download; big_brother.stages, default: all; feed discovery goes with "
                        "collect)")
    from corpustools.executors import add_executor_arguments

    add_executor_arguments(p, "vert and tag files and the download host shards (executor.download_shards)")
    p.set_defaults(run=run_big_brother)

    p = subparsers.add_parser(
        "demo", parents=[common], help="run the whole chain on the built-in sample (offline, < 1 minute)",
        description="Create a workspace (default ./demo-workspace; a previous demo workspace there is "
        "replaced), serve the built-in Czech, Slovak and English sample news sites from loopback "
        "addresses, run 'big-brother --once' through every stage and show what it did.",
        epilog="examples:\n"
        "  corpustools demo\n"
        "  corpustools demo -W /tmp/try   # the workspace elsewhere (replaced if it is a demo's)",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", metavar="FILE", default=None,
                   help="MorphoDiTa tagger for cs and sk (default: $CORPUSTOOLS_TEST_MODEL or models/test/test.tagger)")
    p.set_defaults(run=run_demo, creates_workspace=True)

    p = subparsers.add_parser(
        "stats", parents=[common], help="a table of the workspace: sources, feeds, links, files, tokens, runs",
        description="Per source: feeds (healthy / with problems / dead), new links (found in feeds by collect; "
        "links of hand-dropped link files count in pending and pages only), links pending, pages "
        "fetched and failed, WARCs, verticals, tagged files, documents and tokens; totals and today's "
        "numbers; below the table the fetch failures by reason and the links not fetched (disallowed by "
        "robots.txt); the last run of each stage and its outcome; quarantined inputs.  Documents, tokens, "
        "pages and failures are read from the completion markers of the finished outputs, so they equal "
        "what the files contain; 'tokens' counts every token line of the vertical, the <head> headline included.",
        epilog="examples:\n  corpustools stats -W /data/corpus\n  corpustools stats -W /data/corpus --json | jq .totals",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", action="store_true", help="print the numbers as JSON instead of a table")
    p.set_defaults(run=run_stats)

    p = subparsers.add_parser(
        "report", parents=[common], help="write a self-contained HTML report with charts",
        description="One HTML page (no external assets, works offline) with charts of documents and tokens "
        "per day and source, language shares, fetch failures by reason and feed health, plus the tables "
        "of 'corpustools stats'.",
        epilog="example (daily, from cron):\n  corpustools report -W /data/corpus -o /var/www/html/corpus.html",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-o", "--output", metavar="FILE", default="report.html", help="output file (default report.html; '-' = standard output)")
    p.set_defaults(run=run_report)
