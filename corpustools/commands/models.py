"""CLI wiring for ``models``: fetch the MorphoDiTa test model or the official models, verify a model."""

from __future__ import annotations

import argparse
from typing import Any

MODELS_HELP = """\
fetch-test      the small MorphoDiTa test model (MPL-2.0, a few Czech words) from the ufal.morphodita
                source distribution on PyPI, checked against the SHA-256 PyPI publishes; by default into
                $CORPUSTOOLS_TEST_MODEL or ~/.local/share/corpustools/models/test/ (where 'demo' looks)
fetch-official  the official Czech and English models from LINDAT/CLARIAH-CZ, recorded under
                [tag.models] in the config.  Licence CC BY-NC-SA: non-commercial use only; it is written
                to LICENCE.txt beside each model
verify PATH     load a model and tag a probe sentence

examples:
  corpustools models fetch-test
  corpustools models fetch-official -W ~/corpus     # recorded in ~/corpus/corpustools.toml
  corpustools models verify models/official/czech-morfflex2.0-pdtc1.0-220710/czech-morfflex2.0-pdtc1.0-220710.tagger

Exit status: 0 done, 1 the model could not be had (the log says why), 2 usage, 130 interrupted.
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("models", parents=[common], formatter_class=argparse.RawDescriptionHelpFormatter,
                              help="fetch MorphoDiTa models (the test model, the official ones) or verify one",
                              description=MODELS_HELP)
    p.add_argument("action", choices=("fetch-test", "fetch-official", "verify"),
                   help="fetch-test, fetch-official or verify PATH (see above)")
    p.add_argument("path", nargs="?", help="verify: the .tagger to check")
    p.add_argument("--dest", metavar="DIR", default=None,
                   help="folder to install into (fetch-test: default as above; fetch-official: models/official)")
    p.set_defaults(run=run_models)


def run_models(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    import logging

    from corpustools.errors import CorpustoolsError, UsageError
    from corpustools.tag import models

    log = logging.getLogger("corpustools.models")
    if (args.action == "verify") != bool(args.path):
        raise UsageError("models: give a PATH with verify, and only with verify")
    if args.action == "verify":  # the rule of every command: an input that is not there is a usage error
        import os

        if not os.path.exists(args.path):
            raise UsageError(f"{args.path}: no such file")
        if os.path.isdir(args.path):
            raise UsageError(f"{args.path}: a folder, not a file")
    try:
        if args.action == "fetch-test":
            models.fetch_test_model(args.dest)
        elif args.action == "verify":
            log.info(f"{args.path}: {models.verify_tagger(args.path)}")
        else:
            from corpustools.config import CONFIG_NAME
            from corpustools.tag.official import fetch_official

            fetch_official(args.dest or workspace.root / "models" / "official", workspace.root / CONFIG_NAME)
    except (RuntimeError, OSError) as exc:
        raise CorpustoolsError(str(exc) if args.action == "verify" else f"{args.action}: {exc}") from None
    return 0
