"""A SIGTERM or Ctrl-C must stop a command even where Python loses a KeyboardInterrupt: inside a
library's bare ``except:`` (warcio decodes every WARC header line in one) and inside the import
machinery (a module imported lazily in the middle of a run).  Before, about one run in twenty
interrupted just after it started went on to its end (exit 0, the whole output written) or exited as
killed by SIGINT (status -2) after saying "interrupted".

The signals here are real and are handled by the CLI's own handler in a real process; what is
arranged is only the moment they come: from inside warcio's ``try`` (a header line whose decoding sends
the signal) and from inside a module's import."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from big_brother_support import ENV
from vert_support import CS_TEXT, make_warc, page

SWALLOWED = """
    import os, signal, sys
    from warcio.statusandheaders import StatusAndHeadersParser
    from corpustools import cli
    from corpustools.warc.reader import iter_records

    cli._term_as_interrupt()

    class Line(bytes):
        sent = False
        def decode(self, *args):
            if not Line.sent:  # the signal comes while warcio decodes a header line, inside its try
                Line.sent = True
                os.kill(os.getpid(), signal.{sig})
            return bytes(self).decode(*args)

    StatusAndHeadersParser.decode_header(Line(b"WARC-Type: response"))  # its bare except takes the interrupt
    print("swallowed", flush=True)
    try:
        records = sum(1 for _ in iter_records(sys.argv[1], {{}}, lambda record, position: 1))
    except KeyboardInterrupt:
        print("interrupted at the first record", flush=True)
        sys.exit(130)
    print(f"read all {{records}} records", flush=True)
"""


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_an_interrupt_a_library_swallowed_stops_the_warc_reading(tmp_path: Path, sig: str) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(url=f"https://www.example.cz/{i}", html=page(f"<p>{CS_TEXT}</p>"))
                                              for i in range(50)])
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(SWALLOWED.format(sig=sig)), str(warc)],
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert done.stdout.splitlines() == ["swallowed", "interrupted at the first record"], done.stdout + done.stderr
    assert done.returncode == 130


IMPORTED = """
    import os, signal, sys, time
    from pathlib import Path
    from corpustools import cli

    cli._term_as_interrupt()
    Path(sys.argv[1], "lazy.py").write_text(
        "import os, signal, time\\n"
        "os.kill(os.getpid(), signal.SIGTERM)\\n"   # the signal comes in the middle of an import
        "time.sleep(0.3)\\n"
        "DONE = True\\n")
    sys.path.insert(0, sys.argv[1])
    try:
        import lazy
        print("imported whole", lazy.DONE, flush=True)
        time.sleep(10)
        print("not interrupted", flush=True)
    except KeyboardInterrupt as exc:
        print("interrupted", exc, "after the import" if "lazy" in sys.modules else "inside the import", flush=True)
        sys.exit(130)
"""


def test_a_signal_during_an_import_interrupts_once_the_import_is_done(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(IMPORTED), str(tmp_path)],
                          capture_output=True, text=True, env=ENV, timeout=60)
    assert done.stdout.splitlines() == ["imported whole True", "interrupted SIGTERM after the import"], \
        done.stdout + done.stderr
    assert done.returncode == 130
