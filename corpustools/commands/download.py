"""``corpustools download`` (link files -> xz WARC) and ``corpustools warc recompress|check``."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

from corpustools.commands import fetchers

log = logging.getLogger("corpustools.download")
warc_log = logging.getLogger("corpustools.warc")  # 'warc check' and 'warc recompress' lines say 'warc:'

DOWNLOAD_HELP = """\
Polite parallel downloading into WARC files.

Workspace mode (no -i): every pending link file collected_links/<source>/*.collected (and any *.txt
dropped there by hand) is fetched into warcs/<source>/<stem>.warc.xz with a CDXJ index <stem>.warc.xz.cdxj;
then the link file is renamed *.downloaded.  Safe to kill and rerun at any time.

Ad hoc mode: -i FILE... -o OUT (.warc.xz, .warc.gz or .warc, chosen by the name).

Politeness: one request in flight per host, at least --pause seconds from the end of one response to
the next request to that host (never below 1 s), robots.txt obeyed (Crawl-delay honoured up to
download.crawl_delay_cap), Retry-After respected.  requests fetches first; GNU wget is the fallback for
pages requests cannot read.  Each capture is a request, a response and a metadata record.
"""

WARC_HELP = """\
Tools for the WARC files download writes.
  recompress IN OUT   convert between .warc.xz (multi-stream xz), .warc.gz (per-record gzip) and .warc
                      (a .wacz: the one WARC its WARCs make)
  check FILE...       verify container integrity, record structure, digests, links and the CDXJ index
                      (a .wacz: each WARC it holds)
"""


def _shard(text: str) -> tuple[int, int]:
    try:
        index, count = (int(x) for x in text.split("/", 1))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: expected I/N, e.g. 0/4") from None
    if count < 1 or not 0 <= index < count:
        raise argparse.ArgumentTypeError(f"{text!r}: need 0 <= I < N")
    return index, count


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    parser = subparsers.add_parser(
        "download", parents=[common], help="fetch link files politely into xz WARC files",
        description=DOWNLOAD_HELP, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  corpustools download -W ~/corpus                       # every pending link file of the workspace\n"
        "  corpustools download -i links.txt -o pages.warc.xz     # ad hoc, one URL per line\n"
        "  corpustools download -o pages.warc.gz -p 2 < links.txt\n"
        "  corpustools download -W ~/corpus --shard 0/2           # this machine's half of the hosts")
    parser.add_argument("-i", "--input", nargs="*", metavar="FILE", default=None,
                        help="ad hoc mode: link files to fetch, one URL per line; '-', no FILE, or no -i "
                        "with -o: standard input (the old page_downloader's way); the files may also be given without -i")
    parser.add_argument("-o", "--output", metavar="OUT", default=None,
                        help="ad hoc mode: output WARC; .warc.xz, .warc.gz or .warc by the name")
    parser.add_argument("-w", "--wait", type=float, metavar="SECONDS", dest="cfg.timeout", default=None,
                        help="network timeout in seconds (setting: timeout; default 30)")
    parser.add_argument("-p", "--pause", type=float, metavar="SECONDS", dest="cfg.pause", default=None,
                        help="minimum pause between two requests to one host (setting: pause; default 1, "
                        "never lower than 1)")
    parser.add_argument("-m", "--multiprocessing", type=fetchers, metavar="N", dest="cfg.download.workers",
                        default=None, help="parallel fetchers (setting: download.workers; default 16; 0 = 1); "
                        "still at most one request per host and per IP (the old page_downloader's -m N: N "
                        "parallel downloads)")
    parser.add_argument("--allow-private", action="store_const", const=True, dest="cfg.allow_private",
                        default=None, help="allow loopback and private addresses (tests, intranets)")
    parser.add_argument("--force-wget", action="store_const", const=True, dest="cfg.download.force_wget",
                        default=None, help="fetch every page with GNU wget (setting: download.force_wget)")
    parser.add_argument("--shard", type=_shard, metavar="I/N", default=None,
                        help="workspace mode: only links whose host hashes to shard I of N")
    parser.set_defaults(run=run_download)

    warc = subparsers.add_parser("warc", parents=[common], help="recompress or check WARC files",
                                 description=WARC_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = warc.add_subparsers(title="warc commands", metavar="COMMAND")
    rec = sub.add_parser("recompress", parents=[common], help="convert .warc.xz <-> .warc.gz <-> .warc",
                         formatter_class=argparse.RawDescriptionHelpFormatter,
                         description="Copy every record of IN into OUT (container chosen by OUT's name: "
                         ".warc.xz multi-stream xz, .warc.gz per-record gzip, .warc plain) and write OUT's "
                         "CDXJ index beside it.  Records are copied byte for byte (a record split over "
                         "gzip members is joined, a missing CRLF CRLF after a record added).  A damaged IN: its "
                         "readable records are copied, each damage is one -ERR line (file and offset), exit "
                         "status 1; nothing is written when no record can be read.  A WACZ IN (Webrecorder's, "
                         "Browsertrix's zip of WARCs): the records of all the WARCs under its archive/, in the "
                         "zip's order, go into the one OUT (a crawl's WARCs rolled over at a size become one "
                         "WARC again; its pages list and indexes are not copied, OUT's CDXJ is written).",
                         epilog="examples:\n"
                         "  corpustools warc recompress crawl.warc.gz crawl.warc.xz\n"
                         "  corpustools warc recompress old.warc.xz old.warc.gz   # for tools that read gzip only\n"
                         "  corpustools warc recompress crawl.wacz crawl.warc.gz  # a Browsertrix crawl as one WARC")
    rec.add_argument("paths", metavar="IN OUT", nargs="*",
                     help="the WARC/ARC or WACZ to copy ('-': standard input) and the copy (.warc.xz, .warc.gz or "
                     ".warc)")
    rec.add_argument("-i", "--input", metavar="IN", default=None, help="IN, as the stages take it")
    rec.add_argument("-o", "--output", metavar="OUT", default=None, help="OUT, as the stages take it")
    rec.set_defaults(run=run_recompress)
    chk = sub.add_parser("check", parents=[common], help="verify digests and structure",
                         formatter_class=argparse.RawDescriptionHelpFormatter,
                         description="Verify each FILE: every xz stream / gzip member complete, WARC headers, "
                         "block and payload digests, WARC-Concurrent-To/Refers-To targets present, and the "
                         "CDXJ index beside it; of a WACZ, each WARC under its archive/, a line each (crawl.wacz:"
                         "archive/data.warc.gz: OK), and the zip's damage of a member as its problem (the WACZ's "
                         "own indexes are not compared).  Exit status: 0 sound, 1 a problem was found, 2 usage, "
                         "130 interrupted.",
                         epilog="examples:\n"
                         "  corpustools warc check warcs/cs_media/*.warc.xz\n"
                         "  corpustools warc check <(curl -s https://example.org/crawl.warc.gz)")
    chk.add_argument("files", nargs="*", metavar="FILE",
                     help="WARC/ARC files (.warc, .warc.gz, .warc.xz, .warc.zst, .arc, .arc.gz), WACZ files; a pipe (<(curl ...)) is read "
                     "as a file; each is checked on its own, one that cannot be read is said and the rest go on")
    chk.add_argument("-i", "--input", dest="input_opt", nargs="+", metavar="FILE", default=[],
                     help="FILE..., as the stages take them")
    chk.set_defaults(run=run_check)
    warc.set_defaults(run=lambda args, settings, workspace: _help(warc))


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def run_download(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools import executors
    from corpustools.commands import adhoc_inputs, require_workspace
    from corpustools.counters import Counters
    from corpustools.download.run import download_adhoc
    from corpustools.errors import UsageError

    args.input = adhoc_inputs(args)
    if args.input:
        if not args.output:
            raise UsageError("download: input files (-i/--input) need -o/--output (a .warc.xz, .warc.gz or .warc file)")
        if args.shard:
            raise UsageError("download: --shard works in workspace mode (without -i)")
        try:
            from corpustools.warc.writer import kind_of

            kind_of(args.output)
        except ValueError as exc:
            raise UsageError(f"download: {exc}") from None
        if _names_another_format(args.output):  # kind_of takes any .xz/.gz: a WARC was written as out.vert.xz
            raise UsageError(f"download: {args.output}: the name says it is not a WARC; give the output a name "
                             f"ending in .warc.xz, .warc.gz or .warc")
        ws = workspace if args.workspace and workspace.state.is_dir() else None
        counters = download_adhoc(settings, args.input, args.output, ws, turn_of=workspace)
        return 1 if _failed(counters) else 0
    if args.output:
        raise UsageError("download: -o/--output is for ad hoc mode (with -i)")
    require_workspace(workspace)
    try:
        results = executors.run("download", settings, workspace, shard=args.shard)
    except OSError as exc:  # a WARC that cannot be written (a read-only or full disk) stops the run
        if isinstance(exc, BrokenPipeError) or not exc.strerror:
            raise
        from corpustools.errors import CorpustoolsError
        from corpustools.workspace import os_problem

        raise CorpustoolsError(f"{os_problem(exc)}; download stopped there: the link files not finished (the "
                               f"other sources' too) are taken again by the next run") from exc
    return 1 if _failed(Counters.total(results.values())) else 0


def _failed(counters: dict[str, Any]) -> bool:
    """The stage's failure rule, with the one line that says why when every link failed."""
    from corpustools.download.run import every_link_failed, failed

    if not failed(counters):
        return False
    tried = every_link_failed(counters)
    if tried:
        log.error(f"every link failed ({tried}): nothing was fetched")
    return True


def run_recompress(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.cli import check_inputs, check_output
    from corpustools.errors import UsageError
    from corpustools.warc.recompress import recompress
    from corpustools.workspace import seekable

    given = list(args.paths)  # IN OUT, or -i IN -o OUT as the stages take them, or a mix
    args.input = args.input or (given.pop(0) if given else None)
    args.output = args.output or (given.pop(0) if given else None)
    if given:
        raise UsageError(f"recompress: one IN and one OUT ({given[0]} is one too many)")
    if not args.input or not args.output:
        raise UsageError("recompress: give IN and OUT (corpustools warc recompress in.warc.gz out.warc.xz)")
    check_inputs(args)  # as the command line's own files are checked before any work
    check_output(args)
    try:
        with seekable(args.input, ".warc") as source:  # a pipe (<(curl ...)) as a file: it is read twice
            stats = recompress(source, args.output, int(settings.get("download.xz_preset")),
                               int(settings.get("download.xz_group_bytes")))
    except ValueError as exc:
        raise UsageError(f"recompress: {exc}") from None
    for note in stats["notes"]:  # records copied whole, with what is odd about them
        warc_log.warning(f"{note} (copied)")
    for problem in stats["problems"]:
        warc_log.error(problem)
    line = f"{args.input} -> {args.output}: {stats['records']} records, {stats['bytes_in']} -> {stats['bytes_out']} bytes"
    if stats["problems"]:
        warc_log.warning(f"{line}; the records the damage was in were not copied (it is named above)")
        return 1
    warc_log.info(line)
    return 0


def run_check(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.commands import distinct_inputs
    from corpustools.errors import InputError, UsageError
    from corpustools.warc.check import check, check_wacz
    from corpustools.warc.wacz import is_wacz
    from corpustools.workspace import seekable

    args.files = distinct_inputs("warc", args.files + args.input_opt)
    if not args.files:
        raise UsageError("check: give the WARC files to check (corpustools warc check x.warc.gz ...)")
    status = 0
    for name in args.files:
        try:
            with seekable(name, ".warc") as path:  # a pipe (<(curl ...)) as a file: it is read twice
                if is_wacz(path):  # each WARC it holds: a line of its own
                    for member, counts, problems, warnings in check_wacz(path, name):
                        status |= _said(member, counts, problems, warnings)
                    continue
                warnings: list[str] = []
                counts, problems = check(path, warnings)
        except InputError as exc:  # (a file of /proc that errors): its line, the other files are checked
            warc_log.error(str(exc))
            status = 1
            continue
        problems = [problem.replace(path, name) for problem in problems]
        status |= _said(name, counts, problems, [warning.replace(path, name) for warning in warnings])
    return status


def _said(name: str, counts: dict[str, int], problems: list[str], warnings: list[str]) -> int:
    """The lines of one file's check (a WACZ member's: ``crawl.wacz:archive/x.warc.gz``); 1 with a problem, else 0."""
    for warning in warnings:  # read whole by vert too (an ARC writer's quirk): said, status 0
        warc_log.warning(warning)
    for problem in problems:
        warc_log.error(problem)
    detail = f" ({', '.join(f'{v} {k}' for k, v in sorted(counts.items()))})" if counts else ""
    if problems:
        warc_log.error(f"{name}: {len(problems)} problem{'s' if len(problems) > 1 else ''}{detail}")
        return 1
    if warnings:
        warc_log.warning(f"{name}: {len(warnings)} warning{'s' if len(warnings) > 1 else ''}, no problem{detail}")
    else:
        warc_log.info(f"{name}: OK{detail}")
    return 0


_OTHER_FORMATS = (".vert", ".vertical", ".txt", ".collected", ".downloaded", ".cdxj", ".html", ".tar", ".json")


def _names_another_format(output: str) -> bool:
    """An output named as another stage's file (``out.vert.xz``, ``links.txt.gz``): the WARC written under
    it would pass for a vertical or a link file."""
    name = Path(output).name.lower()
    for container in (".xz", ".gz"):
        if name.endswith(container):
            name = name[: -len(container)]
    return name.endswith(_OTHER_FORMATS)
