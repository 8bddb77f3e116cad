"""One module per subcommand group; each defines ``register(subparsers, common)``.

The CLI finds them by listing this package, so adding a stage means adding one file here.  A module
registers its subparsers with ``parents=[common]`` and ``set_defaults(run=FUNCTION)`` where FUNCTION is
``run(args, settings, workspace) -> int`` (the exit status).  Flags that override a setting use
``dest="cfg.<dotted.key>"`` and ``default=None``; the CLI layers them over the config file.
Heavy imports belong inside the run functions, so ``corpustools --help`` stays fast.
Arguments with ``dest`` ``input`` or ``files`` are input paths (``-`` = stdin): the CLI checks that they
exist before the run function is called (a usage error, exit status 2), so commands need not.
"""

import logging
import os
import stat
import sys
from typing import Any

STDIN_RULE = ("ad hoc mode reads standard input when -i is given without a file or left out while -o is "
              "given; with neither -i nor -o the command works on the workspace")


def fetchers(text: str) -> int:
    """``-m N`` of the fetching commands (download, collect): N threads, 0 taken as 1 (a fetcher is a
    thread over the network, not a core: there is no 'one per core' for it).  A negative N is left to
    the settings' bounds (a configuration error naming the setting)."""
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    return 1 if value == 0 else value


def adhoc_inputs(args: Any, *adhoc_flags: str) -> list[str] | None:
    """The input files of ad hoc mode, or None for workspace mode.

    The old scripts' rule: ``-i`` given without a value reads standard input (``-i -`` too), and so does
    an omitted ``-i`` when ``-o`` (or another ad hoc flag named in ``adhoc_flags``) is given, as in
    ``collect -o links.txt < feeds.txt``.  With neither ``-i`` nor ``-o`` it is workspace mode.  A file
    named twice is read once (:func:`distinct_inputs`).
    """
    inputs = None
    if args.input is not None:
        inputs = list(args.input) or ["-"]
    elif getattr(args, "output", None) or any(getattr(args, flag, None) for flag in adhoc_flags):
        inputs = ["-"]
    if inputs and "-" in inputs and _terminal(sys.stdin):  # 'vert -o out.vert' without -i: no silent wait
        logging.getLogger(f"corpustools.{getattr(args, 'command', None) or 'cli'}").warning(
            "reading standard input, which is this terminal (no -i FILE was given): end it with Ctrl-D, "
            "or stop with Ctrl-C and give the input with -i FILE")
    return distinct_inputs(getattr(args, "command", None) or "cli", inputs) if inputs else inputs


def distinct_inputs(stage: str, inputs: list[str]) -> list[str]:
    """``inputs`` with each file once: a file named twice (``a.vert a.vert``, ``a.vert ./a.vert``, a link
    to it, a shell glob that also matches a name typed) is read once, said in one -WARN line.  Read twice
    into one output, each of its documents came twice with one id, and lint refused dedup's and tag's
    output ('duplicate doc id')."""
    seen: dict[tuple[int, int], str] = {}
    kept: list[str] = []
    for path in inputs:
        try:
            st = os.stat(path) if path != "-" else None
        except OSError:
            st = None  # said by the stage that opens it
        key = (st.st_dev, st.st_ino) if st is not None and stat.S_ISREG(st.st_mode) else None
        if key is not None and key in seen:
            logging.getLogger(f"corpustools.{stage}").warning(
                f"{path}: given twice (as {seen[key]} before); read once")
            continue
        if key is not None:
            seen[key] = path
        kept.append(path)
    return kept


def refuse_output_among_inputs(stage: str, output: str | None, inputs: list[str]) -> None:
    """A usage error when ``output`` is one of ``inputs``: by its name, or as the same file under another
    (a link to it, a hard link), which the name check let through and the input was replaced by the
    output (collect: a feed list by the article links read from it)."""
    from corpustools.errors import UsageError

    if not output or output == "-":
        return
    for path in inputs:
        if path == "-":
            continue
        same = os.path.abspath(path) == os.path.abspath(output)
        if not same:
            try:
                same = os.path.samefile(path, output)
            except OSError:  # the output does not exist yet (or an input cannot be looked at: said later)
                same = False
        if same:
            also = "" if os.path.abspath(path) == os.path.abspath(output) else f" (as {path})"
            raise UsageError(f"{stage}: {output}: the output must not be one of the inputs{also}")


def _terminal(stream: Any) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (ValueError, OSError):  # closed
        return False


def require_workspace(workspace: Any) -> None:
    """Workspace mode needs a workspace: a folder with at least one of its folders (rss_sources/,
    warcs/, ...).  Run by mistake in another folder (a home directory), a command says so (exit status 2)
    instead of answering 'nothing to do' or creating seven empty folders there."""
    from corpustools.errors import UsageError
    from corpustools.workspace import LAYOUT

    if not any((workspace.root / name).is_dir() for name in LAYOUT):
        folders = ", ".join(f"{name}/" for name in LAYOUT)
        raise UsageError(f"{workspace.root}: not a corpustools workspace (it has none of {folders}); "
                         f"give the workspace with -W DIR (a new one: mkdir {workspace.root / 'rss_sources'} "
                         f"and put feed lists there)")


def vertical_output(stage: str, output: str | None, old_names: bool = False) -> None:
    """A vertical's output name says its format (``.vert.xz`` compressed, ``.vert`` plain, ``-`` standard
    output): any other name is refused before any work.  ``old_names`` (tag: the old scripts' cron lines
    wrote ``-o a.tagged``) lets any name through but one that claims a format not written (``.gz``,
    ``.bz2``, ``.warc``...), so no plain text is written as ``out.vert.gz``."""
    from corpustools.errors import UsageError

    if not output or output == "-" or output.endswith((".vert", ".vert.xz")):
        return
    if old_names and not output.lower().endswith(_OTHER_FORMATS):
        return
    if old_names:
        raise UsageError(f"{stage}: output {output!r} names a format {stage} does not write: the vertical is "
                         "written xz-compressed under a name ending in .xz (.vert.xz), plain under any other")
    raise UsageError(f"{stage}: output {output!r} must end in .vert or .vert.xz (or - for stdout)")


_OTHER_FORMATS = (".gz", ".bz2", ".zst", ".zip", ".lz4", ".lzma", ".z", ".tar", ".warc", ".html", ".json")
