"""``corpustools registry NAME``: a manatee / NoSketch Engine registry file for the workspace's corpus."""

from __future__ import annotations

import argparse
import logging
import os
import shlex
from pathlib import Path
from typing import Any

log = logging.getLogger("corpustools.registry")

FOLDERS = ("tagged", "deduped", "verts")  # the chain's verticals, the most finished first

DESCRIPTION = """\
Write a manatee / NoSketch Engine registry file describing the workspace's verticals: the token
attributes (word; word, lemma, tag after tag), every structure and attribute exactly as written in them,
<g/> as a glue structure, doc.date/year/month/site/source/lang/type as text types.  The registry's
VERTICAL reads every vertical of the folder, so compiling again later takes the new files too.  The
matching cwb-encode command line (IMS Open Corpus Workbench) is written beside it and printed.

By default the tagged verticals (tagged/) are described, else deduped/, else verts/; --from chooses.
"""

EPILOG = """\
examples:
  corpustools registry news -W ~/corpus           # ~/corpus/registry/news (+ news.cwb-encode.sh)
  MANATEE_REGISTRY=~/corpus/registry compilecorp --no-sketches news
  corpustools registry news -i tagged/cs_media/*.vert.xz -o /corpora/registry/news --path /corpora/data/news
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("registry", parents=[common], help="manatee/NoSketch Engine registry (and cwb-encode line)",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("name", metavar="NAME", help="corpus name (letters, digits, _ and -; starts with a letter)")
    p.add_argument("--from", dest="folder", choices=list(FOLDERS), default=None,
                   help="which workspace verticals to describe (default: the first of tagged/, deduped/, verts/ "
                   "that has any)")
    p.add_argument("-i", "--input", nargs="+", metavar="FILE", help="describe these verticals instead")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="registry file to write (default: WORKSPACE/registry/NAME)")
    p.add_argument("--path", metavar="DIR", help="where the compiled corpus goes (default: WORKSPACE/corpora/NAME)")
    p.set_defaults(run=run)


def _workspace_files(workspace: Any, folder: str | None) -> tuple[Path, list[Path]]:
    from corpustools.registry import RegistryError
    from corpustools.workspace import is_done

    choices = [folder] if folder else list(FOLDERS)
    for choice in choices:
        root = workspace.root / choice
        files = sorted(p for p in root.glob("*/*.vert*") if p.name.endswith((".vert", ".vert.xz"))
                       and not p.name.startswith(".") and is_done(p)) if root.is_dir() else []
        if files:
            return root, files
    raise RegistryError(f"no finished verticals in {' or '.join(str(workspace.root / c) for c in choices)} "
                            "(run vert, and tag for lemmas and tags, first)")


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools import registry
    from corpustools.errors import UsageError
    from corpustools.workspace import atomic_write

    if args.output == "-":
        raise UsageError("registry: -o - cannot be: the cwb-encode script is written beside the registry file; "
                         "give a file name (or leave -o out: WORKSPACE/registry/NAME)")
    if not registry.corpus_name_ok(args.name):
        raise UsageError(f"registry: corpus name {args.name!r}: use letters, digits, _ and -, starting with a letter")
    if args.input:
        from corpustools.commands import distinct_inputs

        args.input = distinct_inputs("registry", args.input)  # named twice: its documents twice in the corpus
        missing = [f for f in args.input if not os.path.isfile(f)]
        if missing:
            raise UsageError(f"registry: {missing[0]}: " + (
                "not a file: the registry names the verticals it reads, so a pipe or stdin cannot be one"
                if os.path.exists(missing[0]) else "no such input file"))
        folder, files = None, [Path(f).resolve() for f in args.input]
    else:
        folder, files = _workspace_files(workspace, args.folder)
        folder = folder.resolve()
    from corpustools.commands import refuse_output_among_inputs

    refuse_output_among_inputs("registry", args.output, [str(f) for f in files])  # a vertical lost to its registry
    layout = registry.scan(files)  # a RegistryError is one -ERR line, exit status 1
    output = Path(args.output) if args.output else workspace.root / "registry" / args.name
    data = Path(args.path) if args.path else workspace.root / "corpora" / args.name
    vertical = registry.vertical_command(files, folder)
    info = f"corpustools: {layout.documents} documents in {len(files)} verticals" + (f" of {folder}" if folder else "")
    output.parent.mkdir(parents=True, exist_ok=True)
    with atomic_write(output, "w") as fh:
        fh.write(registry.registry_text(args.name, layout, data.resolve(), vertical, info))
    cwb = registry.cwb_encode_command(args.name, layout, data.resolve().with_name(data.name + "-cwb"),
                                      output.resolve().parent / "cwb", vertical)
    script = output.with_name(output.name + ".cwb-encode.sh")
    folders = (data.resolve().with_name(data.name + "-cwb"), output.resolve().parent / "cwb")
    try:
        with atomic_write(script, "w") as fh:  # quoted: a workspace path may hold a space
            fh.write("#!/bin/sh\n# The same corpus for the IMS Open Corpus Workbench (CWB)\nset -e\n"
                     f"mkdir -p {' '.join(shlex.quote(str(f)) for f in folders)}\n{cwb}\n")
    except OSError as exc:
        from corpustools.errors import CorpustoolsError

        raise CorpustoolsError(f"{script}: cannot write: {exc.strerror or exc} (the registry file {output} "
                               f"was written)") from None
    print(cwb)
    log.info(f"{output} ({layout.documents} documents, {len(files)} files; structures "
             f"{', '.join(layout.structures)}; attributes {', '.join(layout.attributes)}); cwb-encode line in {script}")
    return 0
