#!/usr/bin/env python3
"""Benchmark of the supervisor and the demo (issue 6 names one figure: the demo under a minute).

    .venv/bin/python bench/bench_supervisor.py [--runs N]

Prints one table: the wall time of `corpustools demo` (whole chain on the built-in sample, offline) and
the seconds of each stage inside it (from state/stats.sqlite), the cost of an idle cron tick
(`big-brother --once` with nothing due) and of `stats` / `report` on the demo workspace.  Each figure
is the median of N runs.  There is no rival: the original system had no supervisor to compare with.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLI = [sys.executable, "-m", "corpustools"]


def timed(args: list[str], cwd: Path) -> float:
    started = time.perf_counter()
    out = subprocess.run(CLI + args, cwd=cwd, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if out.returncode != 0:
        problems = [line for line in out.stderr.splitlines() if " -ERR " in line or " -WARN " in line]
        print(f"corpustools {' '.join(args)}: exit status {out.returncode}:", *problems[-5:], sep="\n  ",
              file=sys.stderr)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rows: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        ws = base / "demo-workspace"
        for _ in range(args.runs):
            rows.setdefault("demo (whole chain, wall)", []).append(timed(["demo"], base))
            conn = sqlite3.connect(ws / "state" / "stats.sqlite")
            for stage, seconds in conn.execute("SELECT stage, finished - started FROM runs"):
                rows.setdefault(f"  of which {stage}", []).append(seconds)
            conn.close()
            rows.setdefault("big-brother --once, nothing due", []).append(
                timed(["big-brother", "--once", "-q", "-W", str(ws)], base))
            rows.setdefault("stats", []).append(timed(["stats", "-W", str(ws)], base))
            rows.setdefault("report", []).append(timed(["report", "-W", str(ws), "-o", str(base / "r.html")], base))
    print(f"{'what':<36} {'median s':>9} {'min s':>7} {'max s':>7}   (runs: {args.runs})")
    for name, values in rows.items():
        print(f"{name:<36} {statistics.median(values):>9.2f} {min(values):>7.2f} {max(values):>7.2f}")
    demo = statistics.median(rows["demo (whole chain, wall)"])
    print(f"\ndemo median {demo:.1f} s: {'within' if demo < 60 else 'OVER'} the one-minute target")
    return 0


if __name__ == "__main__":
    sys.exit(main())
