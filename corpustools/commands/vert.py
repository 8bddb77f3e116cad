"""``corpustools vert`` (WARC -> vertical) and ``corpustools lint`` (validate a vertical)."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

log = logging.getLogger("corpustools.vert")

VERT_EPILOG = """\
Without -i, works on the workspace: every warcs/<source>/*.warc.xz (also .warc.gz, .warc, .wacz) whose
vertical is not done yet -> verts/<source>/<stem>.vert.xz (+ .done marker).  With -i FILE... -o OUT,
converts the given WARC/ARC files into one vertical (.vert or .vert.xz).
A WARC that holds no web page is an error (exit status 1, no vertical); in a workspace a note beside the
output (verts/<source>/<stem>.vert.xz.nothing) keeps later runs from reading it again until the file
changes (delete the note to retry; big-brother instead tries it big_brother.max_failures times, then sets
it aside).  A folder, a dangling link or a named pipe under a WARC's name is named and passed over.
The output is byte-identical whatever -m is.  Format: see docs/VERTICAL.md.

examples:
  corpustools vert -W ~/corpus                      # the workspace, one worker per core
  corpustools vert -i crawl.warc.gz -o crawl.vert.xz -m 4 --format-new
  corpustools vert -i - -o - < crawl.warc.gz | corpustools tag -i - -o crawl.tagged.vert.xz -l cs.tagger
  corpustools lint verts/cs_media/*.vert.xz
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser(
        "vert", parents=[common], help="WARC -> clean text -> tokenized vertical with per-paragraph language",
        description="Extract the content of the HTML pages in WARC/ARC files, tokenize it with MorphoDiTa, "
        "detect the language of every paragraph and write the vertical corpus format.",
        epilog=VERT_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-i", "--input", nargs="*", metavar="FILE",
                   help="WARC/ARC files (.warc, .warc.gz, .warc.xz, .arc), WACZ files (the WARCs they hold); '-', no FILE, or no -i with -o: "
                   "standard input (the old html_to_vert's way); the files may also be given without -i")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="output vertical (.vert or .vert.xz; '-' = stdout, uncompressed); needed with -i")
    p.add_argument("-m", "--multiprocessing", metavar="N", type=int, dest="cfg.vert.workers", default=None,
                   help="worker processes (default: vert.workers, 0 = one per core; the old html_to_vert had "
                   "no 0: its -m N always started N processes, 10 when not given)")
    p.add_argument("-l", "--langdetect", action="store_true",
                   help="the old html_to_vert's switch for language detection: accepted; the language of "
                   "every paragraph is always detected")
    p.add_argument("-f", "--format-new", "--format_new", action="store_true", dest="format_new",
                   help="also write <h1>..<h5> headings and images (<img url=.../>, or with --format knot "
                   "the old <img=...> lines): the old html_to_vert -f")
    p.add_argument("--format", choices=["default", "new", "knot", "knot-new"], dest="cfg.vert.format", default=None,
                   help="default (manatee), new (= -f), knot (the original system's <link=...>\\t<lenght=N> "
                   "and <img=...> lines) or knot-new (= --format knot -f)")
    p.add_argument("-t", "--tokenizer", metavar="NAME|FILE", dest="cfg.vert.tokenizer", default=None,
                   help="tokenizer for every paragraph: czech, english, generic, or a MorphoDiTa model file "
                   "(.tagger/.dict) whose tokenizer to use (vert.tokenizer; default: chosen by the paragraph's "
                   "language; the old run_tokenizer program path is accepted and ignored)")
    p.add_argument("--extractor", choices=["default", "trafilatura"], dest="cfg.vert.extractor", default=None,
                   help="default: fast selectolax/lexbor extractor; trafilatura: the library, for comparison")
    p.add_argument("--keep-listings", action="store_const", const=True, dest="cfg.vert.keep_listings", default=None,
                   help="also write home, section and tag pages (lists of teasers; dropped by default, "
                   "counted as skipped:listing)")
    p.add_argument("--langid", choices=["py3langid", "langdetect"], dest="cfg.vert.langid", default=None,
                   help="language detector (default py3langid; langdetect is seeded, as the old system)")
    p.add_argument("--languages", metavar="CODES", default=None,
                   help="restrict detection to these ISO 639-1 codes, comma-separated (e.g. cs,sk,en)")
    p.add_argument("--source", metavar="NAME", default=None,
                   help="source attribute of the documents with -i (default: the input's folder name)")
    from corpustools.executors import add_executor_arguments

    add_executor_arguments(p, "the WARCs")
    p.set_defaults(run=run_vert)

    lint = subparsers.add_parser(
        "lint", parents=[common], help="validate vertical files (structure, escaping, columns, ids)",
        description="Check vertical files (.vert or .vert.xz, plain or tagged): balanced and nested structures, "
        "legal names, quoting and escaping, constant columns, UTF-8, no empty <s>/<p>, unique doc ids. "
        "Prints FILE:LINE: message for every problem; exit status 1 if there is any.",
        epilog="examples:\n"
        "  corpustools lint verts/cs_media/*.vert.xz\n"
        "  corpustools vert -i crawl.warc.gz -o - | corpustools lint -",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    lint.add_argument("files", nargs="+", metavar="FILE", help="vertical files (plain, .xz, .gz, .bz2); '-': standard input")
    lint.set_defaults(run=run_lint)


FILES = frozenset({"-i", "--input", "-o", "--output"})


def converts_files(argv: list[str]) -> bool:
    """Whether the command line is ``vert`` of given files (``-i``/``-o``), which makes its worker pool in
    this process: its first word is ``vert`` and no ``--help`` is asked for.  (A word taken for the command
    that is not, or a command line that fails later, only costs the zygote's start, which is ended.)"""
    words = [a for a in argv if not a.startswith("-")]
    return (bool(words) and words[0] == "vert" and not {"-h", "--help"} & set(argv)
            and any(a in FILES or a.startswith(("--input=", "--output=")) for a in argv))


def start_zygote(extractor: str) -> None:
    """Start the zygote of this process's worker pool now (``corpustools.vert.zygote.prestart``), told to
    load the saved patterns of the task and import its modules while the reading process gets ready
    (those ``document.warm_up`` imports whatever the options; the extractor's with the default one)."""
    from corpustools.vert import zygote
    from corpustools.vert.worker import task_key

    modules = ("numpy", "corpustools.vert.document", "corpustools.vert.langid", "corpustools.vert.metadata",
               "corpustools.vert.tokenize")
    if extractor == "default":
        modules += ("selectolax.lexbor", "corpustools.vert.choose")
    zygote.prestart(task_key("corpustools.vert.document", "process", {"extractor": extractor}), modules)


def start_zygote_for(argv: list[str]) -> bool:
    """``start_zygote`` for a command line that :func:`converts_files`, before the CLI is imported (the
    extractor as the command line says; the settings' default otherwise); whether it did."""
    if not converts_files(argv):
        return False
    start_zygote("trafilatura" if "trafilatura" in argv or "--extractor=trafilatura" in argv else "default")
    return True


def run_vert(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.errors import UsageError, WorkerInitError
    from corpustools.vert import zygote

    if args.input or args.output:  # files: this process makes the pool; its zygote starts now (see prestart)
        start_zygote(settings.get("vert.extractor"))  # (started already by corpustools.launch: nothing to do)
    try:
        return _run_vert(args, settings, workspace)
    except WorkerInitError as exc:
        raise UsageError(f"vert: {exc}") from exc
    finally:
        zygote.discard_early()  # (none left when the pool took it)


def _run_vert(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools import executors, stages
    from corpustools.errors import UsageError
    from corpustools.languages import COUNTRY_NOT_LANGUAGE
    from corpustools.vert.run import convert, failed
    from corpustools.vert.tokenchoice import TokenizerError, check_choice

    asked = [c.strip() for c in args.languages.split(",") if c.strip()] if args.languages else None
    mixed_up = {c: COUNTRY_NOT_LANGUAGE[c] for c in asked or settings.get("vert.languages") or []
                if c in COUNTRY_NOT_LANGUAGE}
    if mixed_up:  # the old page_downloader took 'cz' and 'sk' (said before the flag is merged, which refuses it too)
        raise UsageError("vert.languages / --languages: " + ", ".join(f"{c!r} is a country code; the language is "
                                                                      f"{v!r}" for c, v in mixed_up.items())
                         + " (ISO 639-1)")
    if asked:
        settings = settings.with_overrides({"vert.languages": asked})
    if settings.get("vert.languages") and settings.get("vert.langid") == "py3langid":
        from corpustools.vert.langid import detector

        try:  # here, once, not in every worker as it starts (cached: cheap)
            detector("py3langid", settings.get("vert.languages"))
        except ValueError as exc:
            raise UsageError(f"vert.languages / --languages: {exc}") from exc
    if args.format_new:
        fmt = settings.get("vert.format")
        settings = settings.with_overrides({"vert.format": "knot-new" if fmt.startswith("knot") else "new"}, "-f")
    try:
        check_choice(settings.get("vert.tokenizer"))
    except TokenizerError as exc:
        raise UsageError(f"vert: {exc}") from exc
    from corpustools.commands import adhoc_inputs, require_workspace, vertical_output

    args.input = adhoc_inputs(args)
    if args.input:
        if not args.output:
            raise UsageError("vert: input files (-i) need -o OUTPUT (.vert or .vert.xz)")
        executors.refuse_with_files(args, "vert")
        vertical_output("vert", args.output)
        if args.input.count("-") > 1:
            raise UsageError("vert: stdin (-) can be read only once")
        counters = convert(settings.data, args.input, args.output, source=args.source)
        return 1 if failed(counters) else 0
    if args.source:
        raise UsageError("vert: --source goes with -i; in workspace mode a WARC's source is its folder under warcs/")
    require_workspace(workspace)
    workspace.ensure()
    results = executors.run(stages.get("vert"), settings, workspace)  # says when there is nothing to do
    return 1 if any(failed(c) for c in results.values()) else 0


def run_lint(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.commands import distinct_inputs
    from corpustools.vertical.lint import lint_paths

    args.files = distinct_inputs("lint", args.files)  # a file named twice: its problems and files once
    bad = 0
    for message in lint_paths(args.files):
        print(message, file=sys.stdout)
        bad += 1
    lint_log = logging.getLogger("corpustools.lint")
    if bad:
        lint_log.error(f"{bad} problem{'s' if bad != 1 else ''} in {len(args.files)} file(s)")
        return 1
    lint_log.info(f"{len(args.files)} file(s) OK")
    return 0
