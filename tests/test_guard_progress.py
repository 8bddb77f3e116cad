"""Progress bars on a terminal (a real pty): vert's shows the input's total and an ETA and counts the
documents written (not duplicates); -q hides every bar."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import termios
from pathlib import Path

from big_brother_support import ENV, cli
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


def _on_a_terminal(args: list[str], timeout: float = 180) -> tuple[int, str]:
    """Run with stderr on a pty; returns (status, what the terminal got)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 150, 0, 0))  # a terminal 150 columns wide
    proc = subprocess.Popen(cli(*args), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave,
                            env=ENV)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], timeout)
        if not ready:
            proc.kill()
            raise AssertionError("no output and no end")
        try:
            data = os.read(master, 65536)
        except OSError:  # the pty closed: the process ended
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return proc.wait(30), b"".join(chunks).decode("utf-8", "replace")


def _warc(tmp_path: Path) -> Path:
    pages = []
    for i in range(150):
        text = f"{CS_TEXT} Zpráva {i}. {CS_TEXT2}" if i % 2 == 0 else f"{CS_TEXT} Zpráva {i - 1}. {CS_TEXT2}"
        pages.append(dict(html=page(f"<article><p>{text}</p><p>{CS_TEXT2} {CS_TEXT}</p></article>"),
                          url=f"https://www.example.cz/z/{i}"))
    return make_warc(tmp_path / "p.warc.xz", pages, compress="xz")  # every odd page repeats the one before


def test_vert_progress_bar_has_a_total_and_counts_written_documents(tmp_path: Path) -> None:
    warc = _warc(tmp_path)
    status, screen = _on_a_terminal(["vert", "-i", str(warc), "-o", str(tmp_path / "p.vert"), "-m", "1"])
    assert status == 0, screen
    assert re.search(r"\d+%\|", screen), screen[-2000:]  # a percentage: the total is known
    assert re.search(r"\| *[\d.]+k?/[\d.]+k \[\d\d:\d\d<\d\d:\d\d", screen), screen[-2000:]  # bytes of N, an ETA
    shown = [int(n) for n in re.findall(r"(\d+) documents\]", screen)]
    assert shown and max(shown) <= 75, shown  # 75 written, 75 duplicates left out
    assert "75 documents" in screen and "75 duplicates" in screen


def test_quiet_hides_the_progress_bars(tmp_path: Path) -> None:
    warc = _warc(tmp_path)
    status, screen = _on_a_terminal(["vert", "-q", "-i", str(warc), "-o", str(tmp_path / "p.vert"), "-m", "1"])
    assert status == 0, screen
    assert screen.strip() == "", screen[-2000:]
