"""The ``corpustools`` command line: argparse wiring only, one subcommand -> one library call.

The exceptions of :mod:`corpustools.errors` carry their exit status; here, and only here, they become one
``-ERR`` line and that status.

Exit status: 0 all went well, 1 something failed (the log says what; the rest of the work was done),
2 usage or configuration error, 130 interrupted.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import sys
from typing import Any

from corpustools import __version__, commands, stages
from corpustools.config import load_settings
from corpustools.errors import CorpustoolsError
from corpustools.log import setup_logging
from corpustools.workspace import Workspace

log = logging.getLogger("corpustools.cli")

EPILOG = """\
The stages chain as: collect -> download -> vert -> tag; big-brother runs them all from cron.
Settings: built-in defaults < WORKSPACE/corpustools.toml (or -c FILE) < command-line flags.
Log lines look like '2026-11-20T10:00:03Z +OK collect: ...', '-WARN ...', '-ERR ...'.
"""


def common_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    group = common.add_argument_group("common options")
    group.add_argument("--workspace", "-W", metavar="DIR", default=None,
                       help="workspace folder (default: the current directory)")
    group.add_argument("-c", "--config", metavar="FILE", default=None,
                       help="settings file (default: WORKSPACE/corpustools.toml when it exists)")
    group.add_argument("-e", "--errors", metavar="FILE", default=None,
                       help="append log lines to FILE (default: stderr)")
    group.add_argument("-v", "--verbose", action="store_true", help="also log +DEBUG lines")
    group.add_argument("-q", "--quiet", action="store_true", help="log only warnings and errors")
    return common


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="corpustools",
        description="Turn the news web into linguistic corpora: RSS/Atom feeds -> article links -> "
        "xz WARC -> vertical (Sketch Engine / CWB) -> MorphoDiTa-tagged vertical.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"corpustools {__version__}")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    common = common_parser()
    chain = {name: i for i, name in enumerate(stages.names())}  # --help lists the chain in order
    modules = sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: (chain.get(m.name, len(chain)), m.name))
    for info in modules:
        module = importlib.import_module(f"corpustools.commands.{info.name}")
        module.register(subparsers, common)
    return parser


def overrides_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """Flags with ``dest='cfg.KEY'`` become settings overrides (None = not given)."""
    return {k[4:]: v for k, v in vars(args).items() if k.startswith("cfg.") and v is not None}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "run"):
        parser.print_help(sys.stderr)
        return 2
    setup_logging(args.errors, args.verbose, args.quiet)
    try:
        settings = load_settings(args.workspace or ".", overrides_from_args(args), args.config)
    except CorpustoolsError as exc:
        log.error(f"configuration: {exc}")
        return exc.exit_status
    log.debug(settings.summary())
    workspace = Workspace.at(args.workspace)
    try:
        return int(args.run(args, settings, workspace) or 0)
    except KeyboardInterrupt:
        log.warning("interrupted")
        return 130
    except CorpustoolsError as exc:  # the one place an error becomes an exit status
        log.error(str(exc))
        return exc.exit_status
    except Exception as exc:  # noqa: BLE001 - a clear line and the traceback as detail
        log.error(f"unexpected error: {exc!r}", exc_info=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
