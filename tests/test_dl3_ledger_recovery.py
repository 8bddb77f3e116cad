"""A workspace download killed (SIGKILL) after its WARC was renamed into place but before the download
ledger was written: the next run books the links from what it saved before the rename, once, and
``corpustools links`` answers for them as if nothing had happened."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from collect_support import cli
from download_support import page
from httpserver import Route

from corpustools.workspace import Workspace, is_done

KILLED = """
import os, signal, sys
from corpustools.download import ledger
original = ledger.book_job
def killed(*args, **kwargs):
    if sys.argv[1] == "after":
        original(*args, **kwargs)
    os.kill(os.getpid(), signal.SIGKILL)
ledger.book_job = killed
from corpustools.cli import main
main(["download", "-W", sys.argv[2], "--allow-private"])
"""


def _rows(root: Path) -> list[tuple[str, str, str | None]]:
    db = sqlite3.connect(root / "state" / "downloads.sqlite")
    try:
        return sorted(db.execute("SELECT url, outcome, warc FROM fetches").fetchall())
    finally:
        db.close()


@pytest.mark.parametrize("moment", ["before", "after"])
def test_ledger_rows_of_a_killed_run_are_booked_once_at_the_next_start(serve, tmp_path: Path, moment: str) -> None:
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1)),
                    "/missing": Route("gone", status=404, headers={"Content-Type": "text/plain"})}, host="127.0.0.98")
    ws = Workspace.at(tmp_path / "ws").ensure()
    links = ws.collected_links / "src"
    links.mkdir(parents=True)
    (links / "20260101T000000Z.collected").write_text(server.url("/a") + "\n" + server.url("/missing") + "\n")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))

    killed = subprocess.run([sys.executable, "-c", KILLED, moment, str(ws.root)], env=env, capture_output=True,
                            text=True, timeout=120)

    assert killed.returncode == -9, killed.stderr
    warc = ws.warcs / "src" / "20260101T000000Z.warc.xz"
    assert is_done(warc) and (links / "20260101T000000Z.downloaded").exists()
    booked_before = _rows(ws.root) if (ws.state / "downloads.sqlite").exists() else []
    assert len(booked_before) == (2 if moment == "after" else 0)

    again = cli("download", "-W", str(ws.root), "--allow-private")

    assert again.returncode == 0, again.stderr
    assert "recorded now" in again.stderr
    assert [h.path for h in server.hits].count("/a") == 1  # nothing fetched again
    warc_name = str(warc.relative_to(ws.root))
    assert _rows(ws.root) == [(server.url("/a"), "fetched", warc_name), (server.url("/missing"), "failed:http-404",
                                                                          warc_name)]
    looked = cli("links", "-W", str(ws.root), "--header", server.url("/a"))
    header, row = [line.split("\t") for line in looked.stdout.splitlines()]
    fields = dict(zip(header, row, strict=True))
    assert fields["downloaded"] == "yes" and fields["warc"] == warc_name and fields["offset"]
    assert not list((ws.state / "downloads-pending").iterdir())
    assert cli("download", "-W", str(ws.root), "--allow-private").returncode == 0
    assert len(_rows(ws.root)) == 2  # booked once


def test_a_booking_half_written_by_a_killed_download_is_removed_by_the_next_one(tmp_path):
    """A download killed while it wrote its pending booking (state/downloads-pending/.NAME.json.tmp-PID-…)
    leaves that temporary file; the next download (or big-brother) removes it, and books nothing from it."""
    from corpustools.download import ledger
    from corpustools.workspace import _HOST_TAG

    ws = Workspace.at(tmp_path).ensure()
    folder = ws.state / ledger.PENDING_DIR
    folder.mkdir(parents=True, exist_ok=True)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    half = folder / f".x.warc.xz.0123456789ab.json.tmp-{int(dead.stdout)}-{_HOST_TAG}00000001"
    half.write_text('{"warc": "warcs/news/x.wa')
    assert ledger.recover_pending(ws) == 0
    assert not half.exists() and not list(folder.iterdir())
