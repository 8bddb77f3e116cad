"""What a new user hits, fourth round, run as a user runs it (real processes, real files, loopback servers):
a cron job's mail, progress of every long stage, damaged WARCs, log prefixes, big-brother's stages and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import re
from pathlib import Path

from big_brother_support import make_workspace, run_bb, run_cli
from collect_support import feed_route, rss2
from dedup_support import OTHER, STORY, doc, write
from httpserver import Route
from test_guard_progress import _on_a_terminal
from vert_support import CS_TEXT, page


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


def test_a_pause_below_one_second_is_not_mailed_by_every_cron_run(serve, tmp_path: Path) -> None:
    """Before: 'pause = 0.5' (for collect, which takes it as it is) made download write '-WARN ... pause
    0.5 s is below the minimum' on every run, -q or not, so cron mailed it every cycle.  Now it is a
    notice: in the log and on an interactive run's terminal, not under -q."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.151")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"}, pause=0.5,
                          big_brother__stages=["collect", "download"])
    run = run_bb(root, "-q")
    assert run.returncode == 0, run.stderr
    assert run.stderr == "", run.stderr  # nothing for cron to mail
    assert list((root / "warcs").glob("*/*.warc.xz")), "the page was not downloaded"
    logged = "".join(p.read_text("utf-8") for p in (root / "logs").glob("*.log"))
    assert re.search(r"^-WARN \S+ download: pause 0.5 s is below the minimum of 1 s", logged, re.M), logged
    # an interactive run still says it, once
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "x.warc.xz"), cwd=root)
    assert run.returncode == 0, run.stderr
    assert len(re.findall(r"^-WARN \S+ download: pause 0.5 s is below", run.stderr, re.M)) == 1, run.stderr


def test_dedup_shows_its_progress_on_a_terminal(tmp_path: Path) -> None:
    """Before: dedup of a month of verticals said nothing until it had done (minutes to hours), while
    vert and tag showed a progress bar; now each pass (read, merge, write) shows one, and -q none."""
    text = "".join(doc(f"d{i}", f"2026-11-{1 + i % 28:02d} 10:00", [STORY[i % len(STORY)] + f" {i}.", OTHER[i % 3]])
                   for i in range(400))
    vertical = write(tmp_path / "month.vert", text)
    out = tmp_path / "month.dedup.vert"
    status, screen = _on_a_terminal(["dedup", "-i", str(vertical), "-o", str(out), "-m", "1",
                                     "--memory-mb", "16"])
    assert status == 0, screen
    assert re.search(r"dedup: read: +\d+%\|", screen), screen[-2000:]  # a plain file: with its total
    assert re.search(r"dedup: merge: +\d+%\|[^|]*\| *\d+/256 ", screen), screen[-2000:]
    assert re.search(r"dedup: write: +\d+%\|", screen), screen[-2000:]
    assert out.read_text("utf-8").count("<doc ") == 400
    status, screen = _on_a_terminal(["dedup", "-q", "-i", str(vertical), "-o", str(out), "-m", "1"])
    assert status == 0 and screen.strip() == "", screen[-2000:]
