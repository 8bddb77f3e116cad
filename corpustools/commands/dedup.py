"""``corpustools dedup``: mark (or remove) near-duplicate paragraphs and documents in verticals."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import shutil
import tempfile
from collections.abc import Iterator
from typing import Any

log = logging.getLogger("corpustools.dedup")

DESCRIPTION = """\
Find paragraphs and documents that were seen before, anywhere in the corpus and over time.

A paragraph (<p>, <h1>..<h6>, <head>) is a duplicate, dup="1", when at least --threshold of its word
n-grams (--ngram, over lower-cased tokens) were seen in an earlier paragraph; a short paragraph
(dedup.edit_min = 8 tokens or more, fewer than 3n - 1) is also a duplicate when one token edit away from
an earlier one (a word changed, added or left out); a paragraph shorter than that is a duplicate only
when equal to an earlier one.  "Earlier" is by crawl time (the <doc>
attribute crawled, else a date with a time of day, else the timestamp in the warc attribute's file name),
then by document id: the first copy wins, whatever the order of the files, -m, the executor or a rerun
(a document is never its own earlier copy).  Every <doc> gets dup_share (the share of its tokens in
duplicate paragraphs, two decimals) and, when that reaches --doc-threshold, dup_of="<id of the earlier
document holding most of its n-grams first>" (of one without an id: its url, else FILE#N).  With
--remove, duplicate paragraphs and near-duplicate documents are dropped instead (a document left without
paragraphs disappears); the rest is marked dup="0".

The index of every n-gram seen persists in --state DIR (workspace: state/dedup/) and grows with the
corpus: a month of daily runs marks as one run over the month.  A run adds a sorted run file per index
bucket (merged with older ones log-structured), it does not rewrite the index.  Memory is bounded by
--memory-mb, not by the corpus: the n-grams of a run spill to sorted bucket files on disk, are merged
bucket by bucket, and the marks are decided window by window.

Without -i: workspace mode, verts/<source>/*.vert.xz -> deduped/<source>/<same name> (+ .done marker);
tag then reads deduped/ (dedup.enabled = false in corpustools.toml: the chain works without this stage).
"""

EPILOG = """\
examples:
  corpustools dedup -i a.vert b.vert.xz -o ab.vert.xz --state ~/dedup-index
  corpustools dedup -i day2.vert.xz -o day2.dedup.vert.xz --state ~/dedup-index --remove
  corpustools dedup -W ~/corpus              # workspace mode, index in ~/corpus/state/dedup/
  corpustools vert -i - -o - < x.warc.gz | corpustools dedup -i - -o - | corpustools tag -i - -l cs.tagger > x.vert

settings ([dedup] in corpustools.toml): ngram 7, threshold 0.5, doc_threshold 0.8, edit_min 8, remove false,
memory_mb 512, buckets 256, index_runs 16, workers 0 (one per core), chunk_bytes 1000000, xz_preset 1,
enabled true.
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("dedup", parents=[common],
                              help="mark or remove near-duplicate paragraphs and documents (first seen wins)",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-i", "--input", nargs="*", metavar="FILE",
                   help="input verticals (.vert, .vert.xz, plain or tagged); '-', no FILE, or no -i with -o: "
                   "standard input; with neither -i nor -o: workspace mode; the files may also be given without -i")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="output vertical (.vert or .vert.xz; '-' = stdout, uncompressed); needed with -i")
    p.add_argument("--state", metavar="DIR", default=None,
                   help="the persistent index (created when missing); without it, -i runs against an empty "
                   "index that is thrown away (duplicates among the inputs only)")
    p.add_argument("--remove", action="store_const", const=True, dest="cfg.dedup.remove", default=None,
                   help="drop duplicate paragraphs and near-duplicate documents instead of marking them")
    p.add_argument("--ngram", type=int, metavar="N", dest="cfg.dedup.ngram", default=None,
                   help="n-gram length in tokens (dedup.ngram, default 7; fixed once an index exists)")
    p.add_argument("--threshold", type=float, metavar="SHARE", dest="cfg.dedup.threshold", default=None,
                   help="share of a paragraph's n-grams seen earlier that makes it a duplicate (default 0.5)")
    p.add_argument("--doc-threshold", type=float, metavar="SHARE", dest="cfg.dedup.doc_threshold", default=None,
                   help="dup_share from which a document is a near-duplicate: dup_of, or removed (default 0.8)")
    p.add_argument("--memory-mb", type=int, metavar="MB", dest="cfg.dedup.memory_mb", default=None,
                   help="memory for buffered n-grams before they spill to disk (default 512)")
    p.add_argument("-m", "--multiprocessing", metavar="N", type=int, dest="cfg.dedup.workers", default=None,
                   help="worker processes (dedup.workers; 0 = one per core, the default)")
    from corpustools.executors import add_executor_arguments

    add_executor_arguments(p, "the chunks and buckets")
    p.set_defaults(run=run)


def _columns_of(path: str) -> int | None:
    """Token columns of a vertical file (its first token line, within the first megabyte)."""
    import lzma
    import zlib

    from corpustools.vertical.chunks import open_input, token_columns

    stream = open_input(path)
    try:
        return token_columns(stream.read(1 << 20) + b"\n")
    except (OSError, EOFError, ValueError, lzma.LZMAError, zlib.error):  # cut short or damaged within the first megabyte: the run says so
        return None
    finally:
        stream.close()


def _same_columns(paths: list[str], shown: dict[str, str] | None = None) -> None:
    """Several inputs go into one output: a plain and a tagged vertical mixed would give a file whose token
    lines have 1 and 3 columns, which lint, manatee and cwb-encode refuse."""
    from corpustools.errors import UsageError

    seen: dict[int, str] = {}
    for path in paths:
        columns = _columns_of(path)
        if columns is not None:
            seen.setdefault(columns, (shown or {}).get(path, path))
    if len(seen) > 1:
        kinds = "; ".join(f"{path}: {n} column{'s' if n > 1 else ''}" for n, path in sorted(seen.items()))
        raise UsageError(f"the inputs mix verticals with different token columns ({kinds}, e.g. plain and "
                         "tagged); deduplicate them into separate outputs")


@contextlib.contextmanager
def _through_files(given: list[str], output: str) -> Iterator[tuple[list[str], str, dict[str, str]]]:
    """Standard input and output as files: dedup reads its inputs twice (n-grams, then marks) and writes
    its output whole, so stdin is copied to a temporary file first and stdout gets the finished output.
    An input that cannot be read (a file of /proc that errors) is said in one line and left out; the
    others go on (the caller's exit status is 1 when ``given`` lost one: compare the lengths).  Yields
    the inputs, the output and the name given for each temporary copy ('stdin'), for messages."""
    from corpustools.errors import InputError, left_out
    from corpustools.vertical.chunks import input_name
    from corpustools.workspace import seekable

    with contextlib.ExitStack() as stack:  # stdin or a pipe (-i <(xzcat x.vert.xz)) as a temporary file
        inputs = []
        shown: dict[str, str] = {}
        for path in given:
            try:
                inputs.append(stack.enter_context(seekable(path, ".vert")))
                if inputs[-1] != path:
                    shown[inputs[-1]] = input_name(path)
            except InputError as exc:
                left_out(exc, given, log, "deduplicated")
        if not inputs:
            raise InputError(f"dedup: none of the {len(given)} inputs could be read; no output written")
        if output != "-":
            yield inputs, output, shown
            return
        tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="corpustools-dedup-io-"))
        yield inputs, os.path.join(tmp, "stdout.vert"), shown


def _copy_to_stdout(path: str) -> None:
    from corpustools.workspace import stdout_bytes

    with open(path, "rb") as fh:
        out = stdout_bytes()
        shutil.copyfileobj(fh, out, 1 << 20)
    out.flush()


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools import executors
    from corpustools.dedup.stage import dedup_files, failed, summary
    from corpustools.errors import UsageError
    from corpustools.workspace import AlreadyLocked

    options = settings.get("dedup")
    if options["ngram"] < 1 or not 0 < options["threshold"] <= 1 or not 0 < options["doc_threshold"] <= 1:
        raise UsageError("dedup: --ngram must be at least 1, --threshold and --doc-threshold in (0, 1]")
    if options["edit_min"] < 0 or options["index_runs"] < 1:
        raise UsageError("dedup: edit_min must be 0 (off) or more, index_runs at least 1")
    if options["workers"] < 0:
        raise UsageError("-m/--multiprocessing must be 0 (one per core) or more")
    from corpustools.commands import (
        adhoc_inputs,
        refuse_output_among_inputs,
        vertical_output,
    )

    args.input = adhoc_inputs(args)
    try:
        if args.input:
            if not args.output:
                raise UsageError("dedup: input files (-i) need -o OUTPUT (.vert or .vert.xz, or - for stdout)")
            vertical_output("dedup", args.output)
            if args.input.count("-") > 1:
                raise UsageError("dedup: stdin (-) can be read only once")
            for path in args.input:
                if path != "-" and not os.path.exists(path):
                    raise UsageError(f"dedup: no such input file: {path}")
            refuse_output_among_inputs("dedup", args.output, args.input)
            client = None
            if executors.kind(settings) == "dask":
                from corpustools.executors.dask import dask_client

                client = lambda: dask_client(settings, max(1, options["workers"] or os.cpu_count() or 1), log)  # noqa: E731
            with _through_files(args.input, args.output) as (inputs, output, shown):
                left_out = len(args.input) - len(inputs)
                _same_columns(inputs, shown)
                job = dedup_files(settings, inputs, output, args.state, client, shown)
                if not job.failed and args.output == "-":
                    _copy_to_stdout(output)
            if not job.failed:
                log.info(f"{'stdout' if args.output == '-' else args.output}: {summary(job.counters)}")
            return 1 if job.failed or failed(job.counters) or left_out else 0
        if args.output or args.state:
            raise UsageError("dedup: -o and --state go with -i (workspace mode: deduped/ and state/dedup/)")
        from corpustools.commands import require_workspace

        require_workspace(workspace)
        if not settings.get("dedup.enabled"):  # run by hand all the same: say what tag will read
            log.warning("dedup.enabled = false in the settings: tag and big-brother read verts/, not the "
                        "deduplicated verticals written now to deduped/")
        workspace.ensure()
        results = executors.run("dedup", settings, workspace)
    except AlreadyLocked as exc:
        log.error(f"dedup: the index is in use ({exc})")
        return 1
    for source, counters in sorted(results.items()):
        log.info(f"{source}: {counters.get('files', 0)} files, {summary(counters)}")
    return 1 if any(failed(counters) for counters in results.values()) else 0
