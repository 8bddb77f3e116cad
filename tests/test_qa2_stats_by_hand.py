"""stats counts what is in the workspace, not only what big-brother recorded: a WARC dropped in by hand
(no marker) is a WARC, and a stage run by hand shows its newest output instead of a bare "never"."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

from big_brother_support import ENV, cli, stats_json
from vert_support import CS_TEXT, make_warc, page

from corpustools.workspace import Workspace, is_done


def test_hand_dropped_warcs_and_hand_runs_are_counted(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path / "ws").ensure()
    (ws.warcs / "bytheway").mkdir(parents=True)
    warcs = []
    for n in range(2):
        warc = make_warc(ws.warcs / "bytheway" / f"2026112{n}T100000Z.warc.gz",
                         [dict(html=page(f"<article><h1>Zpráva {n}</h1><p>{CS_TEXT}</p></article>"),
                               url=f"https://www.example.cz/{n}")])
        old = time.time() - 3600  # copied in an hour ago: vert takes it
        os.utime(warc, (old, old))
        warcs.append(warc)
    stats = stats_json(ws.root)
    assert stats["totals"]["warcs"] == 2 and stats["sources"]["bytheway"]["warcs"] == 2
    run = subprocess.run(cli("vert", "-W", str(ws.root), "-m", "1"), capture_output=True, text=True, env=ENV,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    verts = sorted((ws.verts / "bytheway").glob("*.vert.xz"))
    assert len(verts) == 2 and all(is_done(v) for v in verts)
    stats = stats_json(ws.root)
    assert stats["totals"]["warcs"] == 2 and stats["totals"]["verts"] == 2
    table = subprocess.run(cli("stats", "-W", str(ws.root)), capture_output=True, text=True, env=ENV,
                           timeout=60, check=True).stdout
    vert_line = next(line for line in table.splitlines() if line.strip().startswith("vert "))
    assert "never run by big-brother; newest output 20" in vert_line, table
    tag_line = next(line for line in table.splitlines() if line.strip().startswith("tag "))
    assert "newest output" not in tag_line  # nothing tagged: no output to show
