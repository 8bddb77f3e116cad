"""Real signals to real processes: Ctrl-C in a workspace download keeps what was fetched; the workers
of a killed ``tag`` die with it; interrupted commands exit 130."""

from __future__ import annotations

import collections
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, pid_gone, tagger_model, wait_for
from download_support import interrupt_download, page, responses
from httpserver import Route

from corpustools.warc.check import check
from corpustools.workspace import is_done


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_first_signal_stops_a_workspace_download_and_keeps_what_was_fetched(serve, tmp_path: Path, signum) -> None:
    server = serve({"/robots.txt": Route("", status=404), **{f"/p{n}": Route(page(n)) for n in range(12)}},
                   host="127.0.0.93")
    root = tmp_path / "ws"
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    urls = [server.url(f"/p{n}") for n in range(12)]
    (links / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in urls))
    command = cli("download", "-W", str(root), "--allow-private", "-p", "1")

    interrupt_download(command, server, signum)
    fetched_first = {h.path for h in server.hits if h.path.startswith("/p")}
    assert len(fetched_first) < 8

    warc = root / "warcs" / "src" / "20260101T000000Z.warc.xz"
    assert is_done(warc) and check(warc)[1] == []
    kept = set(responses(warc))
    assert kept == {server.url(p) for p in fetched_first}  # every page fetched is in the committed WARC
    assert (links / "20260101T000000Z.downloaded").exists()
    assert not [p for p in root.rglob(".*.tmp-*")]

    again = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=120)
    assert again.returncode == 0, again.stderr
    hits = collections.Counter(h.path for h in server.hits if h.path.startswith("/p"))
    assert len(hits) == 12 and set(hits.values()) == {1}, "a page was fetched twice or never"
    captured = collections.Counter()
    for path in (root / "warcs" / "src").glob("*.warc.xz"):
        assert is_done(path)
        captured.update(list(responses(path)))
    assert sorted(captured) == sorted(urls) and set(captured.values()) == {1}
    assert not [p for p in links.iterdir() if p.suffix in (".txt", ".collected")]


def _children(pid: int) -> list[int]:
    try:
        return [int(x) for x in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


@pytest.mark.skipif(tagger_model() is None, reason="the MorphoDiTa test model is installed by ./configure.sh")
def test_workers_of_a_killed_tag_die_with_it(tmp_path: Path) -> None:
    from tag_support import many_documents

    source = tmp_path / "big.vert"
    source.write_text(many_documents(60000), "utf-8")
    out = tmp_path / "big.tagged.vert.xz"
    proc = subprocess.Popen(cli("tag", "-i", str(source), "-o", str(out), "-l", str(tagger_model()), "-m", "2"),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    workers = wait_for(lambda: len(_children(proc.pid)) >= 2 and _children(proc.pid), timeout=60)
    time.sleep(0.5)  # working
    assert proc.poll() is None, "tagging ended before it could be killed; make the input bigger"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    try:
        wait_for(lambda: all(pid_gone(pid) for pid in workers), timeout=10)
    finally:
        for pid in workers:  # orphans of a failing run: do not leave them working
            if not pid_gone(pid):
                os.kill(pid, signal.SIGKILL)
    time.sleep(0.5)
    assert not out.exists() and not Path(str(out) + ".done").exists()
