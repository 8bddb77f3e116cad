"""vert names standard output ``stdout`` in its summary line, as dedup and tag do (it said ``-``): one name
for one thing across the stages, so a user grepping the log for ``stdout`` finds every stage's line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


def test_vert_to_standard_output_says_stdout(tmp_path: Path) -> None:
    warc = tmp_path / "a.warc.gz"
    make_warc(warc, [{"url": "https://www.example.cz/domov/rozpocet", "html":
                      page(f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p><p>{CS_TEXT2}</p></article>")}])
    run = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-i", str(warc), "-o", "-"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("<doc ") == 1
    summary = [line for line in run.stderr.splitlines() if line.startswith("+OK") and " vert: " in line]
    assert len(summary) == 1 and " vert: stdout: 1 documents," in summary[0], run.stderr
