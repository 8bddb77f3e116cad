"""A link file without one usable URL yields nothing: ad hoc, one -ERR line, no WARC, status 1; in a
workspace, the file is set aside as <stem>.no-links (not a WARC of warcinfo alone marked done), and the
other link files are downloaded as usual."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from download_support import page, responses
from httpserver import Route

from corpustools.workspace import Workspace, is_done

NOTHING = "# a comment\n\nnot a url\nftp://x.cz/file\n"


def _download(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", "download", *argv], capture_output=True,
                          text=True, timeout=120, env=dict(os.environ))


def test_adhoc_empty_link_file_writes_nothing(tmp_path: Path) -> None:
    for n, text in enumerate(("", NOTHING)):
        links = tmp_path / f"links{n}.txt"
        links.write_text(text)
        out = tmp_path / f"x{n}.warc.xz"
        proc = _download("-i", str(links), "-o", str(out))
        assert proc.returncode == 1, proc.stderr
        errors = [line for line in proc.stderr.splitlines() if "-ERR" in line]
        assert len(errors) == 1 and "NO LINKS" in errors[0] and links.name in errors[0], proc.stderr
        assert not out.exists() and not list(tmp_path.glob(f"x{n}*")) and not list(tmp_path.glob(".*tmp*"))


def test_workspace_link_file_without_links_is_set_aside(serve, tmp_path: Path) -> None:
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1))}, host="127.0.0.94")
    ws = Workspace.at(tmp_path / "ws").ensure()
    (ws.collected_links / "src").mkdir()
    empty = ws.collected_links / "src" / "20261120T100000Z.collected"
    empty.write_text(NOTHING)
    good = ws.collected_links / "src" / "20261120T110000Z.collected"
    good.write_text(server.url("/a") + "\n")
    proc = _download("-W", str(ws.root), "--allow-private")
    assert proc.returncode == 1, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "NO LINKS" in errors[0] and empty.name in errors[0], proc.stderr
    assert not empty.exists() and empty.with_name(empty.stem + ".no-links").read_text() == NOTHING
    assert not list((ws.warcs / "src").glob("20261120T100000Z*"))
    warc = ws.warcs / "src" / "20261120T110000Z.warc.xz"
    assert is_done(warc) and set(responses(warc)) == {server.url("/a")}
    again = _download("-W", str(ws.root), "--allow-private")  # nothing left: the set-aside file is not retried
    assert again.returncode == 0 and "NO LINKS" not in again.stderr, again.stderr
