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
timestamp keep their order.  Reads standard input when no FILE is given.  Logs compressed by
logrotate (.gz, .xz, .bz2) are read as they are; a file that is not a text log is refused with one line.
"""

EPILOG = """\
examples:
  corpustools log-sort logs/corpustools-*.log > all.log
  corpustools log-sort logs/*.log host2/logs/*.log | grep '^-ERR '
  corpustools log-sort /var/log/corpustools/*.log.gz logs/*.log > merged.log
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("log-sort", parents=[common], help="merge log files by time (detail blocks stay whole)",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="*", metavar="FILE", help="log files (default: standard input)")
    p.set_defaults(run=run)


def _read_log(path: str) -> list[str]:
    """The lines of a log file, compressed or not (recognised by the magic bytes, as verticals are)."""
    from corpustools.errors import InputError
    from corpustools.vertical.chunks import open_input

    stream = open_input(path)
    try:
        data = b"".join(iter(lambda: stream.read(1 << 20), b""))
    except (OSError, EOFError, ValueError) as exc:  # a cut or corrupt .gz/.xz
        raise InputError(f"{path}: cannot be decompressed ({exc})") from None
    finally:
        stream.close()
    if b"\x00" in data[:65536]:
        raise InputError(f"{path}: not a text log (binary data); skipped")
    return data.decode("utf-8", errors="replace").splitlines()


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.errors import InputError
    from corpustools.log import RECORD_LINE, records

    found: list[tuple[str, int, list[str]]] = []
    status = 0
    for path in args.files or ["-"]:
        if path == "-":
            lines = sys.stdin.read().splitlines()
        else:
            try:
                lines = _read_log(path)
            except OSError as exc:
                log.error(f"{path}: {exc.strerror or exc}")
                status = 1
                continue
            except InputError as exc:
                log.error(str(exc))
                status = 1
                continue
            if lines and not any(RECORD_LINE.match(line) for line in lines):
                log.error(f"{path}: no log record in it (lines start with +OK, -WARN or -ERR and a UTC time); "
                          "skipped")
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
