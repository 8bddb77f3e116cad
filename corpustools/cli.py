"""The ``corpustools`` command line: argparse wiring only, one subcommand -> one library call.

The exceptions of :mod:`corpustools.errors` carry their exit status; here, and only here, they become one
``-ERR`` line and that status.  So do problems of the machine (an unwritable output or log, a missing
optional package, a closed pipe): one ``-ERR`` line, never a traceback.

Exit status, the same for every command: 0 all went well, 1 something failed (the log says what; the
rest of the work was done; also: every page failed, an output could not be written, an input gave
nothing), 2 usage or configuration error (including an option that needs an optional package that is
not installed), 130 interrupted (SIGINT or SIGTERM).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import logging
import os
import pkgutil
import sqlite3
import stat
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from corpustools import __version__, commands, sqlitedb, stages, stopping
from corpustools.config import load_settings
from corpustools.errors import CorpustoolsError, UsageError, did_you_mean
from corpustools.log import setup_logging, stage_of
from corpustools.workspace import (
    Workspace,
    check_output_path,
    file_in_the_way,
    os_problem,
    remove_stale_temps,
)

log = logging.getLogger("corpustools.cli")

EPILOG = """\
The stages chain as: collect -> download -> vert -> dedup -> tag; big-brother runs them all from cron.
Settings: built-in defaults < WORKSPACE/corpustools.toml (or -c FILE) < command-line flags.
Log lines start with the status: '+OK 2026-11-20T10:00:03Z collect: ...', '-WARN ...', '-ERR ...';
'corpustools log-sort FILE...' merges logs by time.
Exit status of every command: 0 all well, 1 something failed (the log says what), 2 usage or
configuration error, 130 interrupted (Ctrl-C, SIGTERM); 'corpustools COMMAND --help' says more.
"""


EXIT_STATUS = """\
Exit status: 0 all went well; 1 something failed (one -ERR line each, the rest of the work was done;
also: the input gave nothing, an output could not be written); 2 a usage or configuration error (said
before any work); 130 interrupted by Ctrl-C or SIGTERM (what was complete is kept)."""


def _say_exit_status(parser: argparse.ArgumentParser) -> None:
    """Every command's --help says what its exit status means (the README's table was the only place),
    unless its own text says it already; subcommands (warc check) too."""
    text = f"{parser.description or ''} {parser.epilog or ''}".lower()
    if "exit status" not in text or "130" not in text:  # 'exit status 1 if ...' alone leaves out 2 and 130
        parser.epilog = f"{parser.epilog.rstrip()}\n\n{EXIT_STATUS}" if parser.epilog else EXIT_STATUS
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in set(action.choices.values()):
                _say_exit_status(sub)


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
    group.add_argument("-q", "--quiet", action="store_true", help="log only warnings and errors (for cron; links robots.txt refuses are left out)")
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
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND", dest="command")
    common = common_parser()
    chain = {name: i for i, name in enumerate(stages.names())}  # --help lists the chain in order
    modules = sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: (chain.get(m.name, len(chain)), m.name))
    for info in modules:
        module = importlib.import_module(f"corpustools.commands.{info.name}")
        module.register(subparsers, common)
    for command in set(subparsers.choices.values()):
        _say_exit_status(command)
    return parser


def overrides_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """Flags with ``dest='cfg.KEY'`` become settings overrides (None = not given)."""
    return {k[4:]: v for k, v in vars(args).items() if k.startswith("cfg.") and v is not None}


OPTIONAL_EXTRAS = {"dask": "dask", "distributed": "dask", "trafilatura": "compare", "lxml_html_clean": "compare"}


def environment_problem(exc: BaseException, output: str | None = None,
                        state: Path | None = None) -> tuple[str, int] | None:
    """(one-line message, exit status) for a problem of the machine rather than of corpustools: an
    output that cannot be written, a missing optional package, a reader that closed the pipe.
    ``output``: the command's -o, named when the error names no file (a full disk on write); ``state``:
    the workspace's state/ folder, where SQLite's errors (which name no file) come from."""
    if isinstance(exc, ImportError) and (exc.name or "").split(".")[0] in OPTIONAL_EXTRAS:
        module = (exc.name or "").split(".")[0]
        return (f"the optional package {module!r} is not installed: "
                f"pip install 'corpustools[{OPTIONAL_EXTRAS[module]}]'", 2)
    if isinstance(exc, BrokenPipeError):
        return "output closed by the program reading it (broken pipe); stopped", 1
    if sqlitedb.is_locked(exc):
        return ("a workspace database stayed locked by another process for over a minute (another "
                "corpustools command writing to it?); stopped, run it again later", 1)
    if isinstance(exc, sqlite3.OperationalError):  # SQLite names no file: the databases are in state/
        where = f"a database in {state}" if state is not None else "a workspace database"
        text = str(exc)
        if "disk is full" in text:
            return f"{where}: cannot write: No space left on device", 1
        if "disk I/O error" in text:
            return f"{where}: cannot write: Input/output error", 1
        if sqlitedb.cannot_write(exc):
            return f"{where}: cannot write: {text} (permissions, or a read-only file system?)", 1
    if isinstance(exc, OSError) and exc.strerror:
        return os_problem(exc, output or None), 1
    return None


def _stdout_refuses(exc: BaseException) -> bool:
    """Whether ``exc``, a full disk on a write that names no file, is standard output's: the disk under
    standard output has no room left (or it is /dev/full).  A large write to standard output ('stats >
    table.txt') fails there without naming it, and a write elsewhere leaves a disk with room under it."""
    if not isinstance(exc, OSError) or exc.filename is not None or exc.errno != errno.ENOSPC:
        return False
    try:
        fd = sys.stdout.fileno()
        st = os.fstat(fd)
        if stat.S_ISCHR(st.st_mode):
            return os.path.exists("/dev/full") and st.st_rdev == os.stat("/dev/full").st_rdev
        return stat.S_ISREG(st.st_mode) and os.fstatvfs(fd).f_bavail == 0
    except (OSError, ValueError, AttributeError):  # no descriptor (a replaced stdout), or closed
        return False


def _quiet_broken_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the interpreter's final flush stays silent."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


INPUT_ARGUMENTS = ("input", "files")  # the names every command gives its input files ('-' = stdin)


def check_inputs(args: argparse.Namespace) -> None:
    """Every input file named on the command line exists: otherwise a usage error (exit 2) before any
    work, the same for every command."""
    for attr in INPUT_ARGUMENTS:
        value = getattr(args, attr, None)
        paths = [value] if isinstance(value, str) else list(value or [])
        for path in paths:
            if path == "-":
                continue
            if not os.path.exists(path):
                # 'corpustools tag in.vert out.vert', as cp is typed: the output is the missing last file
                last = (attr == "input" and hasattr(args, "output") and not args.output and len(paths) > 1
                        and path == paths[-1])
                raise UsageError(f"{path}: no such file" + (f" (an output is given with -o: -o {path})" if last else ""))
            if os.path.isdir(path):
                raise UsageError(f"{path}: a folder, not a file")
            if named_pipe(path):  # (not '<(zcat x)': /dev/fd/63 has its writer) waited on without a word before
                logging.getLogger(f"corpustools.{getattr(args, 'command', None) or 'cli'}").warning(
                    f"{path}: a named pipe: read once a program writes into it, and waited for until then "
                    f"(Ctrl-C stops)")


def named_pipe(path: str) -> bool:
    """A FIFO made with mkfifo (not a pipe of the shell's ``<(...)``, named under /dev/fd or /proc)."""
    try:
        fifo = stat.S_ISFIFO(os.stat(path).st_mode)
    except OSError:
        return False
    return fifo and not os.path.abspath(path).startswith(("/dev/fd/", "/proc/", "/dev/stdin"))


def check_workspace_folder(args: argparse.Namespace) -> None:
    """A ``-W`` folder must exist (only ``demo`` creates one): a mistyped path must not become a new,
    empty workspace that a cron job then fills with empty folders."""
    path = args.workspace
    if path is None or getattr(args, "creates_workspace", False):
        return
    if not os.path.exists(path):
        raise UsageError(f"-W {path}: no such workspace folder (create it, with feed lists in {path}/rss_sources/)")
    if not os.path.isdir(path):
        raise UsageError(f"-W {path}: not a folder")


def check_output(args: argparse.Namespace) -> None:
    """An ``-o`` that cannot become a file (a folder, a path under a file) is said before any work."""
    output = getattr(args, "output", None)
    if isinstance(output, (str, os.PathLike)) and str(output) != "-":
        check_output_path(output)
        target = Path(output)  # what a killed run of the same command left under a temporary name
        removed = remove_stale_temps(target.parent, of=target.name)
        if removed:
            logging.getLogger(f"corpustools.{args.command}").info(
                f"removed {len(removed)} temporary file(s) of {output} left by a killed run")


def _subparser(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.ArgumentParser:
    """The parser of the (sub)command named in ``argv`` (``warc check``: the parser of ``check``), so a
    wrong flag is shown with that command's usage."""
    for token in argv:
        actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not actions:
            break
        if token in actions[0].choices:
            parser = actions[0].choices[token]
    return parser


def _without_prefix(message: str, stage: str) -> str:
    """``'vert: output ...'`` logged by the vert logger reads ``-ERR ... vert: output ...``, not ``vert: vert:``."""
    return message[len(stage) + 2:] if message.startswith(f"{stage}: ") else message


def _term_as_interrupt() -> None:
    """SIGTERM (kill, systemd, a timeout wrapper) ends a command as Ctrl-C does: outputs under their
    temporary names are removed, complete ones kept, exit status 130.  Without this, a command with no
    signal handling of its own died at once and left its temporary file behind.  Commands that handle
    signals themselves (download, big-brother: :mod:`corpustools.stopping`) install their own.

    Ctrl-C's SIGINT is taken by the same handler, so that neither is lost:
    - a signal that comes while the main thread is importing a module (one imported lazily in the middle
      of a run) is sent again a moment later: a KeyboardInterrupt raised there is swallowed by the
      import's lock clean-up ("Exception ignored in ... _get_module_lock"), and the command ran to its
      end, or it marks the interpreter as ended by an unhandled Ctrl-C, which then exits as killed by
      SIGINT (status -2) after the command said "interrupted" and cleaned up;
    - one that a library swallows is raised again by the next :func:`corpustools.stopping.check`;
    - one swallowed where no check follows (an interrupt that came while a worker process was being
      forked was raised in logging's at-fork hook: "Exception ignored in: <function _releaseLock>", and
      dedup ran to its end with status 0) is sent again every ``UNHEARD_SECONDS`` until it reaches the
      command; a repeat that finds the interrupt on its way (clean-up in ``finally`` blocks) lets it be.
    Each was seen about once in twenty runs interrupted just after they started."""
    import signal

    resent: list[int] = []

    def resend_until_heard(signum: int) -> None:
        if stopping.asked():
            resent.append(signum)
            os.kill(os.getpid(), signum)

    def watch(signum: int) -> None:
        timer = threading.Timer(UNHEARD_SECONDS, resend_until_heard, (signum,))
        timer.daemon = True
        timer.start()

    def interrupt(signum: int, frame: Any) -> None:
        if _importing(frame):  # asked again shortly, from a timer thread
            timer = threading.Timer(RESIGNAL_SECONDS, os.kill, (os.getpid(), signum))
            timer.daemon = True
            timer.start()
            return
        if resent and resent.pop() == signum and isinstance(sys.exc_info()[1], KeyboardInterrupt):
            watch(signum)  # (should the clean-up swallow it after all)
            return  # the interrupt is on its way to the command, through clean-up: let it finish
        name = signal.Signals(signum).name
        stopping.ask(name)
        watch(signum)
        raise KeyboardInterrupt(name) if signum != signal.SIGINT else KeyboardInterrupt

    stopping.heard()
    if threading.current_thread() is not threading.main_thread():
        return
    if sys.unraisablehook is sys.__unraisablehook__:  # the swallowed interrupt is sent again: no traceback
        sys.unraisablehook = _quiet_about_interrupts
    # (the console script's handler while the modules were imported, corpustools.launch, is replaced too:
    # left in place, an interrupt swallowed in an at-fork hook was not sent again and dedup ended with 0)
    for signum, default in ((signal.SIGTERM, signal.SIG_DFL), (signal.SIGINT, signal.default_int_handler)):
        handler = signal.getsignal(signum)
        if handler is default or getattr(handler, "while_starting", False):
            signal.signal(signum, interrupt)


def _quiet_about_interrupts(unraisable: Any) -> None:
    """Python's report of an exception it could not raise ("Exception ignored in ..."), but not of an
    interrupt: that one is sent again until it reaches the command, so its traceback is no problem."""
    if not isinstance(unraisable.exc_value, KeyboardInterrupt):
        sys.__unraisablehook__(unraisable)


RESIGNAL_SECONDS = 0.05  # a signal that came during an import is sent again after this long
UNHEARD_SECONDS = 0.25  # an interrupt that has not reached the command after this long is sent again


def _importing(frame: Any) -> bool:
    """Whether the main thread, interrupted in ``frame``, is inside the import machinery, where an
    exception raised by a signal handler is lost."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


_COMMON_WITH_VALUE = ("--workspace", "-W", "-c", "--config", "-e", "--errors")
_COMMON_FLAGS = ("-v", "--verbose", "-q", "--quiet")


def hoist_common_options(argv: list[str], commands: Iterable[str]) -> list[str]:
    """``corpustools -W DIR stats`` as ``corpustools stats -W DIR``: the common options written before the
    command (as git and many tools take them) are moved after it, where each command's parser reads them."""
    names = set(commands)
    lead: list[str] = []
    i = 0
    while i < len(argv) and argv[i] not in names:
        token = argv[i]
        if token in _COMMON_WITH_VALUE and i + 1 < len(argv):
            lead += argv[i:i + 2]
            i += 2
        elif token.split("=", 1)[0] in _COMMON_WITH_VALUE and "=" in token or token in _COMMON_FLAGS:
            lead.append(token)
            i += 1
        elif lead and not token.startswith("-"):
            break  # a mistyped command after the options: argparse names it, not the option's value
        else:
            return argv  # --help, --version: argparse says what it says
    if not lead:
        return argv
    if i >= len(argv):
        return []  # options but no command: the list of commands
    return [argv[i], *lead, *argv[i + 1:]]


def main(argv: list[str] | None = None) -> int:
    """The ``corpustools`` command; ``argv`` given: called from Python (tests), which an interrupt must
    not end."""
    try:
        status = _main(argv)
    except KeyboardInterrupt as exc:  # before the command's own handling (parsing, settings): one line
        if argv is not None:
            raise
        return stopping.interrupted_line(exc)
    if status == 130 and argv is None:
        _leave_now(status)
    return status


def _leave_now(status: int) -> None:
    """After Ctrl-C, what was complete is committed and said; a fetcher thread still waiting for a slow
    server (collect's feeds, up to four times the timeout) would hold the exit until its answer, which is
    thrown away: the user saw 'interrupted' and then nothing for a minute.  So the process ends now."""
    lingering = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon and t.is_alive()]
    if not lingering:
        return
    logging.shutdown()  # flushes and closes the log handlers (the -e file)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(status)


# The old KNOT scripts (typed after 'corpustools' by habit) and the commands that replace them
OLD_SCRIPTS = {"link_collector": "collect", "page_downloader": "download", "html_to_vert": "vert",
               "tagger": "tag", "big_brother": "big-brother"}

# Commands that only read the workspace and print: a program reading their output may stop when it has
# enough (``corpustools log-sort logs/*.log | less``, then q), as ``grep`` or ``sort`` would be stopped.
# Commands that do work (``demo | head -1``) say that they stopped.
READERS = frozenset({"stats", "feeds", "links", "log-sort"})

# Commands whose input files may also be given as arguments, without -i (as most tools take them; the old
# scripts' -i stays): 'corpustools vert IN.warc.gz -o OUT.vert.xz'
FILE_ARGUMENTS = frozenset({"collect", "download", "vert", "tag", "dedup"})


def _main(argv: list[str] | None) -> int:
    parser = build_parser()
    commands_action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    argv = hoist_common_options(list(sys.argv[1:] if argv is None else argv), commands_action.choices)
    if argv and argv[0] == "help":  # 'corpustools help' and 'corpustools help COMMAND', as git takes them
        argv = [*argv[1:2], "--help"]
    if argv and not argv[0].startswith("-") and argv[0] not in commands_action.choices:
        old = OLD_SCRIPTS.get(argv[0].removesuffix(".py"))
        if old:  # the name of the old system's script: the command that replaces it, with its flags
            parser.error(f"unknown command {argv[0]!r}: the old {argv[0].removesuffix('.py')} is 'corpustools "
                         f"{old}', which takes its flags ('corpustools {old} --help')")
        hint = did_you_mean(argv[0], commands_action.choices)
        if hint:  # 'corpustools colect': the command meant, not only the list of all
            parser.error(f"unknown command {argv[0]!r}{hint}")
    args, unknown = parser.parse_known_args(argv)
    if unknown and getattr(args, "command", None) in FILE_ARGUMENTS and not any(t.startswith("-") for t in unknown):
        args.input = [*(args.input or []), *unknown]  # 'corpustools vert IN.warc.gz -o OUT': as -i IN.warc.gz
        unknown = []
    if unknown:  # said with the usage of the command it was given to, not the top-level usage
        command = _subparser(parser, argv)
        flag = next((t.split("=", 1)[0] for t in unknown if t.startswith("--")), "")
        hint = did_you_mean(flag, [o for a in command._actions for o in a.option_strings if o.startswith("--")], 0.75) \
            if flag else ""  # ('--formt new': the flag meant, as for a mistyped command)
        command.error(f"unrecognized arguments: {' '.join(unknown)}{hint}")
    if not hasattr(args, "run"):
        parser.print_help(sys.stderr)
        return 2
    try:
        handler = setup_logging(args.errors, args.verbose, args.quiet)
    except OSError as exc:
        setup_logging(None, args.verbose, args.quiet)
        in_the_way = file_in_the_way(exc)
        logging.getLogger(f"corpustools.{args.command}").error(
            f"-e/--errors {args.errors}: cannot write the log there ({in_the_way or exc.strerror or exc})")
        return 1
    clog = logging.getLogger(f"corpustools.{args.command}")  # '-ERR vert: ...', not '-ERR cli: ...'
    stage = stage_of(clog.name)
    if args.verbose and args.quiet:  # (-v won, unsaid: a cron line with both mailed every +DEBUG line)
        clog.warning("-q and -v both given: -v wins (every line is logged, +DEBUG too)")
    try:
        settings = load_settings(args.workspace or ".", overrides_from_args(args), args.config)
    except CorpustoolsError as exc:
        clog.error(f"configuration: {exc}")
        return exc.exit_status
    log.debug(settings.summary())
    workspace = Workspace.at(args.workspace)
    _term_as_interrupt()
    try:
        check_workspace_folder(args)
        check_inputs(args)
        check_output(args)
        status = int(args.run(args, settings, workspace) or 0)
        stopping.check()  # an interrupt swallowed where no check followed: status 130, not 0
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's last flush
        if status == 0 and getattr(handler, "failed", None):  # the -e file stopped taking lines (said on stderr)
            status = 1
        return status
    except KeyboardInterrupt as exc:
        stopping.heard()
        clog.warning(f"interrupted by {exc.args[0]}" if exc.args and str(exc.args[0]).startswith("SIG") else "interrupted")
        return 130
    except CorpustoolsError as exc:  # the one place an error becomes an exit status
        clog.error(_without_prefix(str(exc), stage))
        return exc.exit_status
    except Exception as exc:  # noqa: BLE001 - a clear line and the traceback as detail
        output = getattr(args, "output", None)
        output = output if isinstance(output, str) else None
        if output and isinstance(getattr(args, "state", None), str):  # dedup writes its index too
            output = f"{output} or {args.state}"
        if output in (None, "-") and _stdout_refuses(exc):  # 'stats > table.txt' on a full disk
            output = "stdout"
        problem = environment_problem(exc, output, workspace.state)
        if isinstance(exc, BrokenPipeError):
            _quiet_broken_stdout()
            if args.command in READERS:  # '| head', '| less' then q: the reader took what it wanted
                return 0
        if problem is not None:
            clog.error(problem[0], exc_info=args.verbose)
            return problem[1]
        clog.error(f"unexpected error: {exc!r}", exc_info=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
