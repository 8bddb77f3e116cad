"""``corpustools tag``: MorphoDiTa tagging of a vertical, a model per paragraph language."""

from __future__ import annotations

import argparse
import logging
import os
from typing import Any

log = logging.getLogger("corpustools.tag")

DESCRIPTION = """\
Tag a vertical with MorphoDiTa: every token line becomes word<TAB>lemma<TAB>tag; every structure line
(<doc>, <p>, <s>, <g/>, links, headings, images, knot lines) stays exactly where it was.

The model is chosen per paragraph by its lang attribute (<p lang="cs">, <h1..h5 lang>, else <doc lang>):
--model LANG=PATH for a language, -l PATH for every paragraph without a specific model.  Tokens in a
language with no model keep lemma = word and get the placeholder tag (counted in the log).

Without -i: workspace mode, deduped/<source>/*.vert.xz (verts/ with dedup.enabled = false) ->
tagged/<source>/<stem>.vert.xz, skipping outputs that are done.  Outputs appear whole or not at all; the output is the same for any -m.
"""

EPILOG = """\
examples:
  corpustools tag -i page.vert -o page.tagged.vert -l models/test/test.tagger
  corpustools tag -i a.vert.xz b.vert.xz -o ab.vert.xz --model cs=czech.tagger --model en=english.tagger -m 4
  corpustools tag -W ~/corpus                 # workspace mode, models from ~/corpus/corpustools.toml

models: './configure.sh --models' fetches the official Czech (MorfFlex CZ 2.0 + PDT-C 1.0) and English
(Morphium WSJ) models from LINDAT/CLARIAH-CZ and records them in corpustools.toml:
  [tag.models]
  cs = "/abs/path/czech-morfflex2.0-pdtc1.0-220710.tagger"
  en = "/abs/path/english-morphium-wsj-140407.tagger"
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("tag", parents=[common], help="MorphoDiTa tagging of verticals (word, lemma, tag)",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-i", "--input", nargs="*", metavar="FILE",
                   help="input verticals (.vert, .vert.xz, .gz); '-', no FILE, or no -i with -o: standard "
                   "input; with neither -i nor -o: workspace mode; the files may also be given without -i")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="output vertical (.vert or .vert.xz; default: stdout, uncompressed)")
    p.add_argument("-l", "--language-model", "--languages", metavar="PATH|LANG=PATH", nargs="+", default=None,
                   dest="language_models",
                   help="MorphoDiTa .tagger for every paragraph without a model of its own (tag.default_model); "
                   "LANG=PATH items as the old tagger.py's -l 'cs=/path en=/path' (the first is the default)")
    p.add_argument("-t", "--tagger", metavar="PATH", default=None, dest="tagger",
                   help="the model file, as -l PATH (the old tagger.py's path of MorphoDiTa's run_tagger program "
                   "is accepted and ignored: the library is used)")
    p.add_argument("-p", "--pages", metavar="N", type=int, default=None,
                   help="the old tagger.py's pages per batch: accepted, ignored (work is split by tag.chunk_bytes)")
    p.add_argument("--model", metavar="LANG=PATH", action="append", default=[], dest="tag_models",
                   help="model for paragraphs in LANG (ISO 639-1); repeatable; added, for this run, to the "
                        "[tag.models] of corpustools.toml (the file is not changed)")
    p.add_argument("-m", "--multiprocessing", metavar="N", type=int, dest="cfg.tag.workers", default=None,
                   help="worker processes (tag.workers; 0 = one per core, the default; the old tagger.py "
                   "had no 0: its -m N always started N processes, 10 when not given)")
    p.add_argument("--placeholder-tag", metavar="TAG", dest="cfg.tag.placeholder_tag", default=None,
                   help="tag for tokens in a language without a model (tag.placeholder_tag, default '-')")
    lemma = p.add_mutually_exclusive_group()
    lemma.add_argument("--raw-lemma", action="store_const", const=True, dest="cfg.tag.raw_lemma", default=None,
                       help="write MorphoDiTa's raw lemma, without comments (default)")
    lemma.add_argument("--full-lemma", action="store_const", const=False, dest="cfg.tag.raw_lemma",
                       help="write the full lemma with its technical comments (e.g. Praha_;G)")
    guess = p.add_mutually_exclusive_group()
    guess.add_argument("--guesser", action="store_const", const=True, dest="cfg.tag.guesser", default=None,
                       help="guess lemma and tag of words unknown to the dictionary (default)")
    guess.add_argument("--no-guesser", action="store_const", const=False, dest="cfg.tag.guesser",
                       help="no guessing: unknown words get the model's unknown-word analysis")
    p.add_argument("--max-sentence-tokens", type=int, metavar="N", dest="cfg.tag.max_sentence_tokens",
                   default=None, help="split longer sentences for tagging only (default 500)")
    from corpustools.executors import add_executor_arguments

    add_executor_arguments(p, "the verticals")
    p.set_defaults(run=run)


def _parse_models(items: list[str]) -> dict[str, str]:
    from corpustools.errors import UsageError

    models: dict[str, str] = {}
    for item in items:
        lang, sep, path = item.partition("=")
        if not sep or not lang.strip() or not path.strip():
            raise UsageError(f"--model {item!r}: expected LANG=PATH, e.g. --model cs=czech.tagger")
        models[lang.strip().lower()] = path.strip()
    return models


def _old_style_models(args: argparse.Namespace, models: dict[str, str]) -> str:
    """-l PATH, -l LANG=PATH ... (old tagger.py: the first is the default) and -t PATH -> the default
    model ('' = none given); LANG=PATH items are added to ``models``."""
    import re

    default = ""
    # the old tagger.py took one quoted word: -l 'cs=/path en=/path'; split it where a LANG= begins
    items = [part for item in args.language_models or [] for part in re.split(r"\s+(?=[A-Za-z]{2,3}=)", item.strip())]
    for item in items:
        if "=" in item:
            lang_models = _parse_models([item])
            default = default or next(iter(lang_models.values()))
            for lang, path in lang_models.items():
                models.setdefault(lang, path)
        else:
            default = item
    if args.tagger:
        base = os.path.basename(args.tagger)
        # the old program, or its path on the old machine (not installed here: not needed either)
        if base.startswith("run_tagger") and (os.access(args.tagger, os.X_OK) or not os.path.exists(args.tagger)):
            log.warning(f"-t {args.tagger}: MorphoDiTa's run_tagger program is not needed (the library is "
                        "used); give the model with -l or -t MODEL")
        else:
            default = args.tagger
    return default


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from concurrent.futures.process import BrokenProcessPool

    from corpustools import executors
    from corpustools.errors import InputError, ModelError, UsageError
    from corpustools.tag.run import _summary, failed, tag_files

    extra = _parse_models(args.tag_models)
    default_model = _old_style_models(args, extra)
    if default_model:
        settings = settings.with_overrides({"tag.default_model": default_model}, "-l/-t")
    if extra:
        settings = settings.with_overrides({"tag.models": {**settings.get("tag.models"), **extra}}, "--model")
    from corpustools.commands import (
        adhoc_inputs,
        refuse_output_among_inputs,
        require_workspace,
        vertical_output,
    )

    args.input = adhoc_inputs(args)
    try:
        if args.input:
            vertical_output("tag", args.output, old_names=True)
            executors.refuse_with_files(args, "tag")
            refuse_output_among_inputs("tag", args.output, args.input)
            counters = tag_files(settings, args.input, args.output)
            log.info(f"{args.output or 'stdout'}: {_summary(counters)}")
            return 1 if failed(counters) else 0
        if args.output:
            raise UsageError("-o/--output needs -i/--input (workspace mode writes to tagged/)")
        require_workspace(workspace)
        results = executors.run("tag", settings, workspace)
    except ModelError as exc:
        log.error(str(exc))
        return 2
    except InputError as exc:
        log.error(f"{exc}; no output written")
        return 1
    except BrokenProcessPool:
        log.error("a tagging worker died (killed or crashed); no output written")
        return 1
    for source, counters in sorted(results.items()):
        lost = sum(counters.get(key, 0) for key in ("failed:worker", "failed:input", "failed:output"))
        log.info(f"{source}: {counters.get('files', 0)} files tagged, {counters.get('documents', 0)} documents, "
                 f"{counters.get('tokens', 0)} tokens" + (f"; {lost} file(s) not tagged (said above)" if lost else ""))
    return 1 if any(failed(counters) for counters in results.values()) else 0
