"""tag on an input that holds no document: an error (one -ERR line, status 1, no output, no completion
marker), never an empty file marked done.  A vertical that vert itself finished empty (its WARC held no
web page, its marker says 0 documents) stays the exception: its tagged output is empty and done."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tag_support import many_documents, model_path, write_text

from corpustools.workspace import Workspace, is_done, mark_done, marker_path


def _tag(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", "tag", *argv], capture_output=True, text=True,
                          timeout=120, env=dict(os.environ))


def test_empty_input_is_an_error_with_no_output(tmp_path: Path) -> None:
    empty = tmp_path / "empty.vert"
    empty.write_bytes(b"")
    out = tmp_path / "y.vert"
    proc = _tag("-i", str(empty), "-o", str(out), "-l", model_path())
    assert proc.returncode == 1, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "empty.vert" in errors[0] and "NO DOCUMENTS" in errors[0], proc.stderr
    assert "Traceback" not in proc.stderr
    assert not out.exists() and not marker_path(out).exists()
    assert not list(tmp_path.glob(".*tmp*"))
    to_stdout = _tag("-i", str(empty), "-l", model_path())  # the same to stdout: nothing, status 1
    assert to_stdout.returncode == 1 and to_stdout.stdout == "" and "NO DOCUMENTS" in to_stdout.stderr


def test_workspace_empty_vertical_gets_no_marker_the_rest_is_tagged(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    (tmp_path / "corpustools.toml").write_text("[dedup]\nenabled = false\n")  # tag reads verts/
    good = write_text(ws.verts / "src" / "20261120T100000Z.vert.xz", many_documents(3))
    hand = write_text(ws.verts / "src" / "20261120T110000Z.vert.xz", "")  # dropped in by hand, empty
    by_vert = write_text(ws.verts / "pdfs" / "20261120T120000Z.vert.xz", "")  # vert: no web page in the WARC
    mark_done(by_vert, {"records": 4, "inputs": 1})
    proc = _tag("-W", str(tmp_path), "-l", model_path(), "-m", "1")
    assert proc.returncode == 1, proc.stderr
    assert sum("-ERR" in line for line in proc.stderr.splitlines()) == 1 and hand.name in proc.stderr
    assert is_done(ws.tagged / "src" / good.name)
    assert not (ws.tagged / "src" / hand.name).exists() and not is_done(ws.tagged / "src" / hand.name)
    assert is_done(ws.tagged / "pdfs" / by_vert.name)
