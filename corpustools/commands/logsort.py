"""``corpustools log-sort``: merge log files by time, record by record (detail blocks stay whole).

Log lines start with the status (``+OK``, ``-WARN``, ``-ERR``) and then the UTC timestamp, so a plain
``sort`` would order by status and ``sort -k2,2`` would tear the lines of a detail block away from their
record.  This command reads whole records (:func:`corpustools.log.records`) and writes them ordered by
timestamp; records with the same timestamp keep their order (stable), first by file, then by line.
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

log = logging.getLogger("corpustools.log_sort")

DESCRIPTION = """\
Merge log files (daily logs, -e files of several machines) into one stream ordered by UTC time.
A record's detail block (-ERR_START ... -ERR_END) moves with its record.  Records with the same
timestamp keep their order.  Reads standard input when no FILE is given.
"""

EPILOG = """\
examples:
  corpustools log-sort logs/corpustools-*.log > all.log
  corpustools log-sort logs/*.log host2/logs/*.log | grep '^-ERR '
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("log-sort", parents=[common], help="merge log files by time (detail blocks stay whole)",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="*", metavar="FILE", help="log files (default: standard input)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.log import records

    found: list[tuple[str, int, list[str]]] = []
    status = 0
    for path in args.files or ["-"]:
        if path == "-":
            lines = sys.stdin.read().splitlines()
        else:
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    lines = handle.read().splitlines()
            except OSError as exc:
                log.error(f"{path}: {exc.strerror or exc}")
                status = 1
                continue
        for stamp, group in records(lines):
            found.append((stamp, len(found), group))
    found.sort(key=lambda item: (item[0], item[1]))
    out = sys.stdout
    for _, _, group in found:
        out.write("\n".join(group) + "\n")
    out.flush()
    return status
