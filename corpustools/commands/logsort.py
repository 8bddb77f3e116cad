"""``corpustools log-sort``: merge log files by time, record by record (detail blocks stay whole).

Log lines start with the status (``+OK``, ``-WARN``, ``-ERR``) and then the UTC timestamp, so a plain
``sort`` would order by status and ``sort -k2,2`` would tear the lines of a detail block away from their
record.  This command reads whole records (:func:`corpustools.log.records`) and writes them ordered by
timestamp; records with the same timestamp keep their order (stable), first by file, then by line.
"""

from __future__ import annotations

import argparse
import codecs
import heapq
import logging
import sys
import tempfile
from collections.abc import Iterator
from typing import Any

from corpustools.log import records

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


_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # where str.splitlines splits


def _lines(path: str) -> Iterator[str]:
    """The lines of a log file, compressed or not (recognised by the magic bytes, as verticals are),
    read as a stream (months of daily logs are gigabytes); the same lines as ``str.splitlines``."""
    from corpustools.errors import InputError
    from corpustools.vertical.chunks import open_input

    stream = open_input(path)
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
    pending = ""
    try:
        while chunk := stream.read(1 << 20):
            text = pending + decoder.decode(chunk)
            end = len(text) - 1 if text.endswith("\r") else len(text)  # a '\r' may be half of '\r\n'
            cut = max(text.rfind(mark, 0, end) for mark in _BREAKS)
            if cut < 0:
                pending = text
                continue
            yield from text[:cut + 1].splitlines()
            pending = text[cut + 1:]
        yield from (pending + decoder.decode(b"", final=True)).splitlines()
    except (OSError, EOFError, ValueError) as exc:  # a cut or corrupt .gz/.xz
        raise InputError(f"{path}: cannot be decompressed ({exc})") from None
    finally:
        stream.close()


def _binary(path: str) -> bool:
    from corpustools.vertical.chunks import open_input

    stream = open_input(path)
    try:
        return b"\x00" in stream.read(65536)
    except (OSError, EOFError, ValueError):
        return False  # said by the full read
    finally:
        stream.close()


def _survey(path: str) -> tuple[bool, bool]:
    """(holds a log record, its records are in time order): one pass over the file, nothing kept."""
    from corpustools.errors import InputError
    from corpustools.log import RECORD_LINE

    if _binary(path):
        raise InputError(f"{path}: not a text log (binary data); skipped")
    lines = 0
    found = False
    ordered = True
    last = ""
    for stamp, group in records(_lines(path)):
        lines += len(group)
        found = found or bool(RECORD_LINE.match(group[0]))
        ordered = ordered and stamp >= last
        last = max(last, stamp)
    return found or lines == 0, ordered


def _spilled(groups: list[tuple[str, int, list[str]]], folder: str) -> str:
    """One file's records, sorted, in a temporary file (so only one unsorted file is held at a time)."""
    groups.sort(key=lambda item: (item[0], item[1]))
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=folder, prefix="log-sort-", suffix=".log",
                                     delete=False) as fh:
        for _, _, group in groups:
            fh.write("\n".join(group) + "\n")
        return fh.name


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    """Each file is read twice as a stream: once to check it (and whether its records are already in
    time order, as a daily log nearly always is), then in a k-way merge of all files.  Only a file out
    of order (or standard input) is held in memory, sorted and set aside in a temporary file; memory
    stays that of the largest such file, whatever the number of files."""
    from corpustools.commands import distinct_inputs
    from corpustools.errors import InputError

    sources: list[str] = []
    status = 0
    with tempfile.TemporaryDirectory(prefix="corpustools-log-sort-") as spill:
        for path in distinct_inputs("log-sort", args.files or ["-"]):  # named twice: each record twice
            if path == "-":
                lines = sys.stdin.read().splitlines()
                sources.append(_spilled([(stamp, n, g) for n, (stamp, g) in enumerate(records(lines))], spill))
                continue
            try:
                has_records, ordered = _survey(path)
            except OSError as exc:
                log.error(f"{path}: {exc.strerror or exc}")
                status = 1
                continue
            except InputError as exc:
                log.error(str(exc))
                status = 1
                continue
            if not has_records:
                log.error(f"{path}: no log record in it (lines start with +OK, -WARN or -ERR and a UTC time); "
                          "skipped")
                status = 1
                continue
            if ordered:
                sources.append(path)
            else:
                groups = [(stamp, n, g) for n, (stamp, g) in enumerate(records(_lines(path)))]
                sources.append(_spilled(groups, spill))
        streams = [((stamp, number, n, group) for n, (stamp, group) in enumerate(records(_lines(source))))
                   for number, source in enumerate(sources)]
        out = sys.stdout
        for _, _, _, group in heapq.merge(*streams):
            out.write("\n".join(group) + "\n")
        out.flush()
    return status
