"""The command line as a new user meets it, twenty-sixth pass: a Ctrl-C while a local Dask cluster starts
stops the run, and a Dask run killed with SIGKILL leaves no warning of Python's on the terminal.  Real
parts: the CLI in a process of its own, a real LocalCluster of worker processes, real signals."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli
from executors_support import warc_workspace
from log_support import unstamped

pytest.importorskip("distributed")


def _start_until(args: list[str], said: str) -> tuple[subprocess.Popen, list[str]]:
    """Start the CLI in a process group of its own (as a terminal's foreground job) and read its stderr
    until a line containing ``said``; the lines read so far."""
    proc = subprocess.Popen(args, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    lines: list[str] = []
    assert proc.stderr is not None
    for line in proc.stderr:
        lines.append(line)
        if said in line:
            return proc, lines
    proc.wait(timeout=60)
    raise AssertionError(f"the run ended before saying {said!r}: {''.join(lines)}")


def test_ctrl_c_while_the_local_dask_cluster_starts_stops_the_run(tmp_path: Path) -> None:
    """Before: the worker processes were started with SIGINT ignored, a disposition of the whole
    process, so a Ctrl-C in the second they took to start was lost: the run went on to its end (status
    0, every vertical written) and the user had to press again.  Now the workers start with SIGINT
    blocked (their event loop's thread has it blocked) and ignore it from their first line of ours; the
    run itself hears it as soon as the cluster is up: one '-WARN vert: interrupted' line, status 130, no
    traceback of a worker, and no vertical marked done."""
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 40, "src/b": 40})
    started = time.monotonic()
    proc, lines = _start_until(cli("vert", "-W", str(root), "--executor", "dask", "-m", "2"),
                               "starting a local Dask cluster")
    os.killpg(proc.pid, signal.SIGINT)  # as the terminal does, to every process of the job
    rest = proc.stderr.read() if proc.stderr else ""
    proc.wait(timeout=60)
    err = "".join(lines) + rest
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err and "Error" not in err, err
    assert [line for line in unstamped(err).splitlines() if line.startswith("-")] == ["-WARN vert: interrupted"], err
    assert not list((root / "verts").rglob("*.done")), err
    assert time.monotonic() - started < 30


def test_a_dask_vert_killed_with_sigkill_leaves_no_python_warning(tmp_path: Path) -> None:
    """Before: the local cluster's dozen semaphores were left to multiprocessing's resource tracker, a
    process of its own that outlives a 'kill -9' of the run: it cleaned them up and wrote Python's raw
    'resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 12 leaked semaphore
    objects to clean up at shutdown' and its warnings.warn(...) line on the user's terminal.  Now the run
    starts the tracker itself, told (a -W option, which the tracker's interpreter is started with) to
    clean up quietly."""
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 300})
    proc, lines = _start_until(cli("vert", "-W", str(root), "--executor", "dask", "-m", "1"), "Dask tasks")
    proc.kill()
    rest = proc.stderr.read() if proc.stderr else ""  # to its end: until the tracker and the workers are gone
    proc.wait(timeout=60)
    err = "".join(lines) + rest
    assert "Warning" not in err and "warn(" not in err and "leaked" not in err, err
    stray = [line for line in unstamped(err).splitlines() if not line.startswith(("+OK ", "-WARN ", "-ERR "))]
    assert stray == [], err


def test_collect_spends_no_pause_on_a_feed_it_refuses_for_its_private_address(serve, tmp_path: Path) -> None:
    """A feed list of one host at a private address, collected without --allow-private: every feed is
    refused before a byte is sent, yet each one held its host's slot and left the 1 s pause after it, so
    168 such feeds took nigh three minutes to say 168 times what one line could.  Now a refused feed
    leaves no pause: the run ends at once; each feed still has its -WARN line, the server got nothing."""
    from httpserver import Route

    server = serve({f"/feed{n}.xml": Route(b"<rss/>", headers={"Content-Type": "application/rss+xml"})
                    for n in range(8)}, host="127.0.0.7")
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (root / "rss_sources" / "local.txt").write_text("".join(f"{server.base}/feed{n}.xml\n" for n in range(8)))
    (root / "corpustools.toml").write_text("pause = 1.0\n")
    started = time.monotonic()
    done = subprocess.run(cli("collect", "-W", str(root)), env=ENV, capture_output=True, text=True, timeout=120)
    elapsed = time.monotonic() - started
    refused = [line for line in unstamped(done.stderr).splitlines() if "is a private address" in line]
    assert len(refused) == 8 and "Traceback" not in done.stderr, done.stderr
    assert elapsed < 4, f"{elapsed:.1f} s for 8 feeds refused before any request"
    assert server.hits == []


def test_lint_of_a_vertical_cut_short_names_the_line_it_breaks_off_in(tmp_path: Path) -> None:
    """lint read a compressed vertical a megabyte at a time, and a read that met the break raised at once:
    the lines of that megabyte were never checked, and 'FILE:LINE: truncated input' named the last line
    of the megabyte before, tens of thousands of lines before the break (tag and dedup, which read to
    the break, named another place).  Now lint reads to the break and names the line it breaks off in."""
    import lzma

    from big_brother_support import run_cli

    docs = []
    for d in range(700):
        tokens = "".join(f"slovo{d}x{t}\n" for t in range(300))
        docs.append(f'<doc id="d{d}" url="https://example.cz/{d}">\n<p lang="cs">\n<s>\n{tokens}</s>\n</p>\n</doc>\n')
    text = "".join(docs).encode()
    assert len(text) > 2 << 20
    cut = tmp_path / "cut.vert.xz"
    cut.write_bytes(lzma.compress(text, preset=0)[:-300])
    readable = lzma.LZMADecompressor().decompress(cut.read_bytes())
    breaks_in = readable.count(b"\n") + 1
    assert breaks_in > 10_000 + (1 << 20) // 20  # well past the first megabyte
    run = run_cli("lint", str(cut), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert run.stdout.splitlines() == [f"{cut}:{breaks_in}: truncated input (Compressed file ended before the "
                                       f"end-of-stream marker was reached)"], run.stdout


def test_report_of_another_folder_says_where_it_wrote_the_page(tmp_path: Path) -> None:
    """'report -W ~/corpus' writes report.html into the current folder (the default of -o), and its line
    said 'wrote report.html': the user looked for it in the workspace.  Now the line gives the full path
    when the workspace is another folder (and stays 'wrote report.html' inside the workspace)."""
    from big_brother_support import run_cli

    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (tmp_path / "here").mkdir()
    elsewhere = run_cli("report", "-W", str(root), cwd=tmp_path / "here")
    assert elsewhere.returncode == 0, elsewhere.stderr
    assert unstamped(elsewhere.stderr).splitlines() == [f"+OK report: wrote {tmp_path / 'here' / 'report.html'}"]
    assert (tmp_path / "here" / "report.html").is_file() and not (root / "report.html").exists()
    inside = run_cli("report", cwd=root)
    assert inside.returncode == 0 and unstamped(inside.stderr).splitlines() == ["+OK report: wrote report.html"]


def test_ctrl_c_while_a_users_scheduler_is_reached_stops_at_once_and_says_no_task_goes_on(tmp_path: Path) -> None:
    """'vert --scheduler ADDRESS' waits up to 30 s for a scheduler that does not answer.  A Ctrl-C in that
    wait ended the run only after 60 s more (the half-made Dask client closing itself), then printed
    'Exception ignored in: Client.__del__' with a traceback, and its line said '2 task(s) not finished:
    those already running on the scheduler's workers go on', when no task had been given.  Now the run
    waits for the scheduler itself: it says so, stops at once, and says only that it was interrupted."""
    import socket

    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 3, "src/b": 3})
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**ENV, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "20s"}
    proc = subprocess.Popen(cli("vert", "-W", str(root), "--executor", "dask", "--scheduler", f"tcp://127.0.0.1:{port}"),
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    time.sleep(4)  # the interpreter and Dask imported: the run waits for the scheduler
    assert proc.poll() is None
    os.killpg(proc.pid, signal.SIGINT)
    stopped = time.monotonic()
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130 and time.monotonic() - stopped < 10, err
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert [line for line in unstamped(err).splitlines() if line.startswith("-")] == ["-WARN vert: interrupted"], err


def test_collect_and_warc_recompress_make_the_folder_of_their_output_as_the_other_commands(serve, tmp_path: Path) -> None:
    """'collect -o new/links.txt' refused with 'cannot write: No such file or directory' and 'warc
    recompress in.warc.gz new/out.warc.xz' likewise, where download, vert, tag, dedup, registry and
    report make the folder of their -o: the chain 'collect -o run1/links.txt; download -i run1/links.txt
    -o run1/pages.warc.xz' stopped at its first step.  Now both make it."""
    from big_brother_support import run_cli
    from httpserver import Route
    from vert_support import make_warc

    feed = (b'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>T</title>'
            b"<item><title>A</title><link>https://news.example.cz/a</link></item>"
            b"<item><title>B</title><link>https://news.example.cz/b</link></item></channel></rss>")
    server = serve({"/feed.xml": Route(feed, headers={"Content-Type": "application/rss+xml"})}, host="127.0.0.8")
    (tmp_path / "feeds.txt").write_text(f"{server.base}/feed.xml\n")
    collected = run_cli("collect", "--allow-private", "-i", "feeds.txt", "-o", "run1/links.txt", cwd=tmp_path)
    assert collected.returncode == 0 and "Traceback" not in collected.stderr, collected.stderr
    assert (tmp_path / "run1" / "links.txt").read_text().splitlines() == ["https://news.example.cz/a",
                                                                        "https://news.example.cz/b"]
    make_warc(tmp_path / "in.warc.gz", [{"url": "https://news.example.cz/a", "html": "<p>Zpráva o počasí.</p>"}])
    copied = run_cli("warc", "recompress", "in.warc.gz", "run2/out.warc.xz", cwd=tmp_path)
    assert copied.returncode == 0 and "-ERR" not in copied.stderr, copied.stderr
    assert (tmp_path / "run2" / "out.warc.xz").is_file() and (tmp_path / "run2" / "out.warc.xz.cdxj").is_file()


def test_download_shards_keep_a_link_file_of_private_addresses_pending_and_count_their_own_links(serve, tmp_path):
    """'download --shard I/N' (and the Dask executor's host shards) of a hand-dropped link file whose
    hosts are at private addresses, without --allow-private: each shard said 'NOTHING FETCHED ... the
    link file is handled' and, the last shard done, the file was marked downloaded: its links were lost
    to the run with --allow-private that the log line asks for (without shards the file stays pending).
    And every shard put all the file's links into the link store, the first saying 'N of N links new',
    the others '0 of N'.  Now a shard refused whole keeps the file pending, each shard records and counts
    its own links, and the run with --allow-private fetches every page.  A shard run whose part of the
    pending files is done says so (it said 'no pending link files' of a file that was pending)."""
    from big_brother_support import run_cli
    from download_support import shard_workspace

    from corpustools.download.run import shard_of
    from corpustools.net import host_of

    root = tmp_path / "ws"
    servers, link_file = shard_workspace(serve, root, ("/a.html", "/b.html"), first_ip=120, count=2, pause=1.0)
    urls = [s.url(p) for s in servers for p in ("/a.html", "/b.html")]
    for i in range(2):
        mine = [u for u in urls if shard_of(host_of(u), 2) == i]
        run = run_cli("download", "-W", str(root), "--shard", f"{i}/2", cwd=root)
        lines = unstamped(run.stderr).splitlines()
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
        assert f"+OK download: {link_file}: hand-dropped link file, {len(mine)} of {len(mine)} links of host shard " \
               f"{i} of 2 new to the link store" in lines, run.stderr
        assert any(f"(host shard {i} of 2): NOTHING FETCHED: every link is at a private address ({len(mine)}); "
                   f"the link file stays pending" in line for line in lines), run.stderr
    assert link_file.exists() and all(s.hits == [] for s in servers)
    run = run_cli("download", "-W", str(root), "--shard", "0/2", "--allow-private", cwd=root)
    assert run.returncode == 0 and link_file.exists(), run.stderr  # shard 1's part is still to do
    again = run_cli("download", "-W", str(root), "--shard", "0/2", "--allow-private", cwd=root)
    assert unstamped(again.stderr).splitlines() == [  # it said 'no pending link files' of a pending file
        "+OK download: nothing to do in host shard 0 of 2: 1 pending link file(s) wait for the other host shards, "
        "e.g. collected_links/src/day1.txt"], again.stderr
    run = run_cli("download", "-W", str(root), "--shard", "1/2", "--allow-private", cwd=root)
    assert run.returncode == 0, run.stderr
    assert not link_file.exists() and link_file.with_suffix(".downloaded").exists()
    fetched = sorted(s.url(path) for s in servers for path in s.paths() if path.endswith(".html"))
    assert fetched == sorted(urls)
