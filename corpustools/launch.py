"""The ``corpustools`` console script and ``python -m corpustools``: the command's modules are imported
here, with Ctrl-C and SIGTERM held until the import is done.

Importing the CLI takes a tenth of a second or more (argparse, the settings, the stage registry); an
interrupt in that time ended in a ``KeyboardInterrupt`` traceback of the import machinery and status 1
(SIGTERM: killed, status 143), where every later moment gives one ``interrupted`` line and status 130.
An interrupt raised inside an import may also be swallowed by the import's lock clean-up, so it is only
noted there and acted on once the import is over.
"""

from __future__ import annotations

import signal
import sys
from typing import Any

from corpustools.stopping import interrupted_line


def main() -> int:
    """Run the command named on the command line; its exit status."""
    heard: list[str] = []
    importing = [True]

    def hold(signum: int, frame: Any) -> None:
        name = signal.Signals(signum).name
        if importing[0]:
            heard.append(name)
            return
        raise KeyboardInterrupt(name) if signum != signal.SIGINT else KeyboardInterrupt

    hold.while_starting = True  # the CLI puts its own handler in its place (cli._term_as_interrupt)
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            if signal.getsignal(signum) is not signal.SIG_IGN:  # (nohup, '&' in a script: left ignored)
                signal.signal(signum, hold)
        except (ValueError, OSError):  # not the main thread
            pass
    try:
        from corpustools.commands.vert import start_zygote_for

        start_zygote_for(sys.argv[1:])  # vert of files: its zygote starts while the CLI is imported
        from corpustools.cli import main as cli_main
    except KeyboardInterrupt as exc:
        return _without_zygote(interrupted_line(exc))
    importing[0] = False
    if heard:
        return _without_zygote(interrupted_line(by=heard[0] if heard[0] != "SIGINT" else None))
    try:
        return cli_main()
    finally:
        _without_zygote(0)


def _without_zygote(status: int) -> int:
    """``status``, once a zygote started early (``start_zygote_for``) that no pool took is ended."""
    zygote = sys.modules.get("corpustools.vert.zygote")
    if zygote is not None:
        zygote.discard_early()
    return status
