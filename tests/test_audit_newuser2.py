"""What a new user hits, second round, run as a user runs it (real processes, real files, loopback servers,
a real unprivileged user where the machine allows one): a mistyped source name, warcio's complaints,
read-only and full output places, odd feeds, odd link files and odd inputs of each stage.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import json
import lzma
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, run_cli
from collect_support import feed_route, rss2
from httpserver import Route
from vert_support import CS_TEXT, make_warc, page


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


def test_feeds_with_a_mistyped_source_is_a_usage_error_naming_the_sources(tmp_path: Path) -> None:
    """Before: 'no feeds in cs_medai' and status 0, as if the source had no feed."""
    root = make_workspace(tmp_path / "ws", {"cs_media.txt": "https://www.example.cz/rss\n",
                                            "sk_media.txt": "https://www.example.sk/rss\n"})
    run = run_cli("feeds", "-W", str(root), "--source", "cs_medai", cwd=root)
    assert run.returncode == 2, run.stdout + run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "cs_medai" in errors[0] and "did you mean 'cs_media'" in errors[0], run.stderr
    assert "sk_media" in errors[0]
    run = run_cli("feeds", "-W", str(root), "--source", "cs_media", cwd=root)
    assert run.returncode == 0 and "https://www.example.cz/rss" in run.stdout and "example.sk" not in run.stdout


def _spaced_warc(path: Path, cut: int = 0) -> Path:
    """A plain WARC whose target URI has spaces (warcio's logger complains) and, with ``cut``, whose
    response declares ``cut`` bytes fewer than it holds (warcio's stderr complains)."""
    make_warc(path, [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"), url="https://www.example.cz/a b c")],
              compress="none")
    if cut:
        data = path.read_bytes()
        at = data.index(b"Content-Length: ", data.index(b"WARC-Type: response"))
        end = data.index(b"\r\n", at)
        length = int(data[at + 16:end])
        path.write_bytes(data[:at] + b"Content-Length: " + str(length - cut).encode() + data[end:])
    return path


def test_warcio_complaints_come_under_one_prefix_once_each(tmp_path: Path) -> None:
    """Before: 'warcio: Replacing spaces...' (warcio's logger) twice, once for the response and once for
    the request, beside 'warc: warcio: WARNING: Record not followed by newline' (its stderr), so a
    ``grep 'warc: '`` missed half of them."""
    warc = _spaced_warc(tmp_path / "bad.warc", cut=5)
    run = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "out.vert"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    warnings = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert warnings and all(" warc: warcio: " in line for line in warnings), run.stderr
    assert not any("WARNING:" in line for line in warnings), run.stderr
    spaces = [line for line in warnings if "Replacing spaces" in line]
    assert len(spaces) == 1, run.stderr
    assert any("Content-Length" in line for line in warnings), run.stderr


def test_warc_check_of_a_plain_warc_says_where_the_damaged_record_is(tmp_path: Path) -> None:
    """Before: 'record <id> at block 0: WARNING: Record not followed by newline' for every record of an
    uncompressed WARC (it is one block), so the offset was of no use."""
    warc = _spaced_warc(tmp_path / "bad.warc", cut=5)
    data = warc.read_bytes()
    at = data.rindex(b"WARC/1.", 0, data.index(b"WARC-Type: response"))
    run = run_cli("warc", "check", str(warc), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    problems = [line for line in _errors(run.stderr) if "record <" in line]
    assert problems and all(f"at offset {at}:" in line for line in problems), (at, run.stderr)
    assert not any("WARNING:" in line for line in problems), run.stderr


def test_an_impossible_feed_date_is_not_rolled_over_into_a_real_day(serve, tmp_path: Path) -> None:
    """A feed's '2026-11-31T10:00:00Z' was recorded as published 2026-12-01 (feedparser rolls the day
    over), and vert dated the page by it; the raw text is kept now, which vert reads as no day.  And a
    European zone name ('... 10:00:00 CET') was read as UTC, an hour off."""
    items = "".join(f"<item><title>Zpráva {i}</title><link>/z/{i}.html</link><pubDate>{day}</pubDate></item>"
                    for i, day in enumerate(["2026-11-31T10:00:00Z", "2026-02-30", "2026-11-20T10:00:00Z",
                                             "Fri, 20 Nov 2026 10:00:00 CET", "Sat, 20 Jun 2026 10:00:00 CEST"]))
    feed = f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>T</title>{items}</channel></rss>'
    server = serve({"/rss": feed_route(feed.encode())}, host="127.0.0.73")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
    run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
    assert run.returncode == 0, run.stderr
    lines = [line.split("\t") for p in (root / "collected_links").rglob("*.collected")
             for line in p.read_text("utf-8").splitlines()]
    published = {fields[0].rsplit("/", 1)[1]: fields[3] if len(fields) > 3 else "" for fields in lines}
    assert published["0.html"] == "2026-11-31T10:00:00Z" and published["1.html"] == "2026-02-30", published
    assert published["2.html"] == "2026-11-20T10:00:00Z", published
    assert published["3.html"] == "2026-11-20T10:00:00+01:00" and published["4.html"] == "2026-06-20T10:00:00+02:00"
    assert all(fields[0] == server.url(f"/z/{fields[0].rsplit('/', 1)[1]}") for fields in lines)  # relative links


def test_robots_txt_saved_with_a_bom_is_obeyed(serve, tmp_path: Path) -> None:
    """A robots.txt saved by a Windows editor starts with a UTF-8 BOM; its first line ('User-agent: *')
    was not recognised, so every rule of the group was ignored and the forbidden pages fetched."""
    run = _download_under_robots(serve, tmp_path, b"\xef\xbb\xbfUser-agent: *\r\nDisallow: /soukrome/\r\n", "127.0.0.74")
    assert "robots" in run.stderr


def _download_under_robots(serve, tmp_path: Path, rules: bytes | str, host: str) -> subprocess.CompletedProcess:
    """An ad hoc download of /soukrome/a.html and /verejne/b.html from a host with these robots.txt
    rules: the first must not be fetched, the second must."""
    server = serve({"/robots.txt": Route(rules, headers={"Content-Type": "text/plain"}),
                    "/soukrome/a.html": Route(page(f"<p>{CS_TEXT}</p>")),
                    "/verejne/b.html": Route(page(f"<p>{CS_TEXT}</p>"))}, host=host)
    links = tmp_path / "links.txt"
    links.write_text(server.url("/soukrome/a.html") + "\n" + server.url("/verejne/b.html") + "\n")
    run = run_cli("download", "--allow-private", "-i", str(links), "-o", str(tmp_path / "out.warc.xz"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "/soukrome/a.html" not in server.paths() and "/verejne/b.html" in server.paths(), server.paths()
    return run


def _as_another_user(tmp_path: Path) -> tuple[list[str], Path]:
    """A command prefix that runs as a user who may read but not write the files made here, and a
    folder both users can reach: as root, ``setpriv`` to nobody (skipped where that is impossible);
    as any other user, the files made read-only suffice."""
    if os.geteuid() != 0:
        return [], tmp_path
    shared = Path(tempfile.mkdtemp(prefix="corpustools-reader-", dir="/tmp"))
    shared.chmod(0o755)
    prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    try:
        probe = subprocess.run([*prefix, sys.executable, "-c", "import corpustools"], env=ENV, cwd=shared,
                               capture_output=True, timeout=60)
    except OSError:
        probe = None
    if probe is None or probe.returncode != 0:
        shutil.rmtree(shared)
        pytest.skip("cannot run a process as another user here (no setpriv, or nobody cannot run this Python)")
    return prefix, shared


def _give_back(shared: Path, tmp_path: Path) -> None:
    """Undo :func:`_as_another_user`: folders writable again, the shared folder removed."""
    for path in [shared, *shared.rglob("*")]:
        if path.is_dir():
            path.chmod(0o755)
    if shared != tmp_path:
        shutil.rmtree(shared)


def test_stats_feeds_links_and_report_read_a_workspace_they_may_not_write(serve, tmp_path: Path) -> None:
    """A colleague, or the web server's user running 'report' from cron, reads the workspace but may not
    write it: every one of these commands ended in a traceback, 'attempt to write a readonly database'
    (SQLite must create the -shm file of a WAL database, and stats wrote its index of outputs)."""
    server = serve({"/rss": feed_route(rss2([(f"Zpráva {i}", f"https://www.example.cz/z/{i}") for i in range(3)])),
                    "/robots.txt": Route("", status=404)}, host="127.0.0.75")
    prefix, shared = _as_another_user(tmp_path)
    try:
        root = make_workspace(shared / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
        run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
        assert run.returncode == 0, run.stderr
        assert not list((root / "state").glob("*-shm")), "the collector left its -shm file: nothing to test"
        for path in [root, *root.rglob("*")]:
            path.chmod(0o555 if path.is_dir() else 0o444)
        out = shared / "out"
        out.mkdir(mode=0o777)
        out.chmod(0o777)
        commands = [["stats", "--json"], ["feeds"], ["links", "https://www.example.cz/z/1"],
                    ["report", "-o", str(out / "report.html")]]
        for command in commands:
            done = subprocess.run([*prefix, *cli(command[0], "-W", str(root), *command[1:])], env=ENV, cwd=shared,
                                  capture_output=True, text=True, timeout=120)
            assert done.returncode == 0 and "Traceback" not in done.stderr, (command, done.stderr)
            if command[0] == "stats":
                assert json.loads(done.stdout)["sources"]["zpravy"]["new_links"] == 3, done.stdout
            if command[0] == "feeds":
                assert server.url("/rss") in done.stdout and "1 feeds: 1 ok" in done.stdout, done.stdout
            if command[0] == "links":
                assert done.stdout.startswith("https://www.example.cz/z/1\t") and server.url("/rss") in done.stdout
        assert "zpravy" in (out / "report.html").read_text("utf-8")
    finally:
        _give_back(shared, tmp_path)


def test_tag_refuses_an_output_name_that_claims_another_format(tmp_path: Path) -> None:
    """'tag -o out.vert.gz' wrote plain text under a gzip name (zcat then fails on it); vert and dedup
    refuse such names.  The old scripts' '-o a.tagged' is still written (plain), '.xz' compressed."""
    from tag_support import model_path

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    assert run_cli("vert", "-i", str(warc), "-o", "a.vert", cwd=tmp_path).returncode == 0
    for name in ("out.vert.gz", "out.warc.gz", "out.bz2"):
        run = run_cli("tag", "-i", "a.vert", "-o", name, "-l", str(model_path()), cwd=tmp_path)
        assert run.returncode == 2 and len(_errors(run.stderr)) == 1 and name in run.stderr, run.stderr
        assert not (tmp_path / name).exists()
    for name in ("a.tagged", "b.vert.xz"):
        assert run_cli("tag", "-i", "a.vert", "-o", name, "-l", str(model_path()), cwd=tmp_path).returncode == 0
    assert (tmp_path / "a.tagged").read_text("utf-8").startswith("<doc ")
    assert lzma.decompress((tmp_path / "b.vert.xz").read_bytes()).decode("utf-8").startswith("<doc ")


def test_collect_does_not_count_a_bad_line_as_a_failed_poll(serve, tmp_path: Path) -> None:
    """A feed list saved by a Windows editor (BOM, CRLF) with a line that is no URL: collect said
    '2 feeds polled, 3 new links (2 failed)' with one feed failing and one line not a URL."""
    server = serve({"/rss": feed_route(rss2([(f"Zpráva {i}", f"https://www.example.cz/z/{i}") for i in range(3)])),
                    "/gone": Route("", status=404)}, host="127.0.0.76")
    root = make_workspace(tmp_path / "ws")
    (root / "rss_sources" / "win.txt").write_bytes(
        b"\xef\xbb\xbf" + f"{server.url('/rss')}\r\nwww.example.cz/rss\r\n{server.url('/gone')}  # old\r\n".encode())
    run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
    assert run.returncode == 1, run.stderr
    summary = [line for line in run.stderr.splitlines() if " collect: win: " in line]
    assert len(summary) == 1 and "2 feeds polled, 3 new links (1 failed, 1 line not a feed URL)" in summary[0], \
        run.stderr


def _wait_for(predicate, timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_ctrl_c_ends_collect_at_once_while_a_feed_is_slow(serve, tmp_path: Path) -> None:
    """collect said 'interrupted' at once but then waited, silent, for a slow feed's answer (up to four
    times the timeout) before it exited, only to throw the answer away."""
    server = serve({"/fast": feed_route(rss2([(f"Zpráva {i}", f"https://www.example.cz/z/{i}") for i in range(3)])),
                    "/slow": feed_route(rss2([("Pomalá", "https://www.example.cz/p/1")]), delay=30)},
                   host="127.0.0.77")
    root = make_workspace(tmp_path / "ws", {"a.txt": server.url("/fast") + "\n", "b.txt": server.url("/slow") + "\n"})
    proc = subprocess.Popen(cli("collect", "-W", str(root), "--pause", "0", "-w", "40"), cwd=root, env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert _wait_for(lambda: "/fast" in server.paths() and server.in_flight == 1), server.paths()  # /slow's
        time.sleep(1)
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        _, err = proc.communicate(timeout=60)
        waited = time.monotonic() - started
    finally:
        proc.kill()
    assert proc.returncode == 130 and waited < 8, (waited, err)
    assert "Traceback" not in err
    written = [line for p in (root / "collected_links").rglob("*.collected") for line in p.read_text().splitlines()]
    assert len(written) == 3, written


def test_ctrl_c_of_a_download_says_at_once_what_it_waits_for(serve, tmp_path: Path) -> None:
    """The first Ctrl-C of a download waits for the pages in flight (to keep them) but said nothing until
    the slowest had come (here 12 s; up to download.page_time_cap): the user saw no answer to Ctrl-C."""
    server = serve({"/robots.txt": Route("", status=404), "/a.html": Route(page(f"<p>{CS_TEXT}</p>")),
                    "/slow.html": Route(page(f"<p>{CS_TEXT}</p>"), delay=12),
                    "/b.html": Route(page(f"<p>{CS_TEXT}</p>"))}, host="127.0.0.78")
    links = tmp_path / "links.txt"
    links.write_text("".join(server.url(p) + "\n" for p in ("/a.html", "/slow.html", "/b.html")))
    proc = subprocess.Popen(cli("download", "--allow-private", "-i", str(links), "-o", "out.warc.gz"), cwd=tmp_path,
                            env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # /slow's in flight: /a.html answered in full, then one request in flight (a hit is listed just before
        # its answer is written, so on a loaded machine the one in flight could still be /a.html's)
        assert _wait_for(lambda: any(h.path == "/a.html" and h.end for h in server.hits) and server.in_flight == 1), \
            server.paths()
        time.sleep(0.3)
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        first = proc.stderr.readline()
        said = time.monotonic() - started
        _, rest = proc.communicate(timeout=90)
    finally:
        proc.kill()
    assert said < 5 and "SIGINT: stopping once the pages being fetched now are complete" in first, (said, first)
    assert proc.returncode == 130, rest
    assert (tmp_path / "out.warc.gz").exists() and (tmp_path / "out.warc.gz.rest.txt").read_text() == server.url("/b.html") + "\n"


def test_an_overlapping_cron_run_with_q_prints_nothing(tmp_path: Path) -> None:
    """The README's crontab runs 'big-brother --once -q' every 10 minutes; while a first cycle of some
    hours runs, each overlapping run wrote a -WARN line, which cron mails: a mail every 10 minutes about
    what is expected.  It is a +OK line now (in the log without -q), and -q keeps it quiet."""
    from corpustools.workspace import PidLock, Workspace

    root = make_workspace(tmp_path / "ws")
    ws = Workspace.at(root).ensure()
    with PidLock(ws.state / "big-brother.lock"):
        quiet = run_cli("big-brother", "--once", "-q", "-W", str(root), cwd=root)
        said = run_cli("big-brother", "--once", "-W", str(root), cwd=root)
    assert quiet.returncode == 0 and quiet.stdout == "" and quiet.stderr == "", quiet.stderr
    assert said.returncode == 0 and re.search(r"^\+OK \S+ big-brother: another big-brother \(process \d+\) is already "
                                              r"running", said.stderr, re.M), said.stderr


def test_configure_repairs_a_venv_left_without_pip(tmp_path: Path) -> None:
    """On Debian without python3-venv, the first './configure.sh' leaves .venv/bin/python but no pip;
    after 'apt-get install python3-venv' every rerun still failed at 'pip install' (.venv was kept).
    The repair is checked offline: pip may then fail to install, but the venv has its pip again."""
    from big_brother_support import REPO

    if not (shutil.which("wget") and shutil.which("xz")):
        pytest.skip("configure.sh stops earlier without wget and xz")
    for name in ("configure.sh", "pyproject.toml"):
        shutil.copy2(REPO / name, tmp_path / name)
    python = getattr(sys, "_base_executable", None) or sys.executable
    subprocess.run([python, "-m", "venv", "--without-pip", str(tmp_path / ".venv")], check=True, timeout=120)
    env = {**os.environ, "PYTHON": python, "PIP_NO_INDEX": "1", "PIP_CONFIG_FILE": os.devnull,
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    run = subprocess.run(["bash", str(tmp_path / "configure.sh")], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=300)
    assert "has no pip" in run.stdout and "creating it again" in run.stdout, run.stdout + run.stderr
    assert subprocess.run([str(tmp_path / ".venv/bin/python"), "-m", "pip", "--version"], capture_output=True,
                          timeout=60).returncode == 0


def test_a_command_waiting_for_a_terminal_says_so(tmp_path: Path) -> None:
    """'corpustools vert -o out.vert' typed without -i reads standard input, as the old scripts did: in a
    terminal it sat there silent, and the user thought it hung."""
    import pty
    import select

    master, slave = pty.openpty()
    proc = subprocess.Popen(cli("vert", "-o", "out.vert"), cwd=tmp_path, env=ENV, stdin=slave,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    os.close(slave)
    try:
        ready, _, _ = select.select([proc.stderr], [], [], 20)
        said = proc.stderr.readline().decode() if ready else ""
        assert "reading standard input, which is this terminal" in said and "-i FILE" in said, said
        os.write(master, b"\x04")  # Ctrl-D: an empty input, which gives no output
        _, rest = proc.communicate(timeout=60)
    finally:
        proc.kill()
        os.close(master)
    assert proc.returncode == 1 and not (tmp_path / "out.vert").exists(), rest


def test_a_full_disk_under_state_is_one_line_not_a_traceback(serve, tmp_path: Path) -> None:
    """SQLite's 'database or disk is full' under state/ (the link store, the statistics) was an
    'unexpected error' with a traceback; it is a problem of the machine: one line naming the folder."""
    server = serve({"/rss": feed_route(rss2([("Zpráva", "https://www.example.cz/z/1")]))}, host="127.0.0.79")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
    state = root / "state"
    state.mkdir()
    try:
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(state)], capture_output=True,
                                 timeout=20).returncode == 0
    except (OSError, subprocess.SubprocessError):
        mounted = False
    if not mounted:
        pytest.skip("mounting a small tmpfs needs root (CAP_SYS_ADMIN); skipped")
    try:
        (state / "filler").write_bytes(b"x" * 56 * 1024)
        for command in ("collect", "big-brother"):
            run = run_cli(command, *(["--once"] if command == "big-brother" else []), "-W", str(root), cwd=root)
            assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
            errors = _errors(run.stderr)
            assert errors and errors[-1].endswith(f"a database in {state}: cannot write: No space left on device"), \
                run.stderr
    finally:
        subprocess.run(["umount", str(state)], capture_output=True, timeout=20)


def test_a_robots_txt_over_500_kib_is_obeyed_for_its_first_500_kib(serve, tmp_path: Path) -> None:
    """A robots.txt larger than the 500 KiB RFC 9309 asks a crawler to parse was ignored whole, as if it
    allowed everything; the rules in its first 500 KiB hold now."""
    rules = "User-agent: *\nDisallow: /soukrome/\n" + "".join(f"Disallow: /archiv/{i}/\n" for i in range(40000))
    assert len(rules) > 512_000
    run = _download_under_robots(serve, tmp_path, rules, "127.0.0.80")
    assert "the rules in its first 512000 bytes are obeyed" in run.stderr


def test_why_an_official_model_was_not_installed_is_a_warning(tmp_path: Path, serve, caplog) -> None:
    """'models fetch-official -q' said only '2 official model(s) not installed: cs, en': the reason
    (connection refused, a damaged archive) was a +OK line, which -q hides."""
    import logging

    from corpustools.tag.official import OFFICIAL_MODELS, fetch_official

    cs = OFFICIAL_MODELS[0]
    server = serve({f"/server/api/core/bitstreams/handle/{cs.handle}/{cs.name}.zip":
                    Route(b"not a zip archive", headers={"Content-Type": "application/zip"})}, host="127.0.0.81")
    with caplog.at_level(logging.INFO, logger="corpustools"), pytest.raises(RuntimeError):
        fetch_official(tmp_path / "models", tmp_path / "corpustools.toml", base_url=server.base, models=(cs,))
    reasons = [r for r in caplog.records if "cs: not installed:" in r.getMessage()]
    assert reasons and all(r.levelno == logging.WARNING for r in reasons), [r.getMessage() for r in caplog.records]


def _log_lines(start: int, count: int, step: int = 1) -> list[str]:
    return [f"-WARN {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(start + i * step // 7))} download: "
            f"https://www.example.cz/clanek/{i}/dlouhy-nazev: HTTP 404 (collected_links/cs/x.collected:{i})"
            for i in range(count)]


def test_log_sort_of_months_of_logs_holds_one_file_at_a_time(tmp_path: Path) -> None:
    """log-sort read every file into memory before sorting (a 166 MB log took 600 MB): the README's
    'log-sort logs/corpustools-*.log' over months of daily logs ran out of memory.  Files already in time
    order (daily logs nearly always are) are merged as streams now; the order is the same as before."""
    import gzip
    import lzma

    days = []
    for day in range(4):  # four daily logs of 15 MB, the last compressed as logrotate leaves it
        lines = _log_lines(1_764_000_000 + day * 86400, 110_000)
        path = tmp_path / f"corpustools-{day}.log"
        path.write_text("\n".join(lines) + "\n", "utf-8")
        days.append(lines)
    (tmp_path / "corpustools-3.log.gz").write_bytes(gzip.compress((tmp_path / "corpustools-3.log").read_bytes(), 1))
    (tmp_path / "corpustools-3.log").unlink()
    shuffled = _log_lines(1_764_000_000, 300, step=-86400 * 7)  # out of order, with a detail block and CRLF
    shuffled[10:10] = ["-ERR_START 2026-01-01T00:00:00Z 1.1", "detail", "-ERR_END 2026-01-01T00:00:00Z 1.1"]
    (tmp_path / "other.log.xz").write_bytes(lzma.compress("\r\n".join(shuffled).encode() + b"\r\n"))
    files = [str(tmp_path / f"corpustools-{d}.log") for d in range(3)] + [str(tmp_path / "corpustools-3.log.gz"),
                                                                         str(tmp_path / "other.log.xz")]
    out = str(tmp_path / "out")
    measure = (f"import resource, subprocess, sys; done = subprocess.run(sys.argv[1:], stdout=open({out!r}, 'w')); "
               "print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    run = subprocess.run([sys.executable, "-c", measure, *cli("log-sort", *files)], env=ENV, capture_output=True,
                         text=True, timeout=300)
    status, peak_kb = map(int, run.stdout.split())
    assert status == 0, run.stderr
    from corpustools.log import records

    every = [line for lines in days for line in lines] + [line.rstrip("\r") for line in shuffled]
    groups = list(records(every))
    expected = [line for _, _, group in sorted((stamp, n, g) for n, (stamp, g) in enumerate(groups)) for line in group]
    assert (tmp_path / "out").read_text("utf-8").splitlines() == expected
    size_mb = sum(len("\n".join(lines)) + 1 for lines in days) / 1e6
    assert size_mb > 55 and peak_kb / 1000 < 100, (peak_kb, size_mb)  # these 59 MB of logs took 258 MB


def test_lint_reads_verticals_as_tag_does_and_says_once_what_is_no_vertical(tmp_path: Path) -> None:
    """lint took a WARC given by mistake line by line (a problem for each: 'carriage return in line',
    'token outside any structure' ... 87 for one page), and a gzip vertical, or an xz one not named .xz,
    as text; tag and dedup read both by their first bytes and refuse a WARC in one line."""
    import gzip

    warc = make_warc(tmp_path / "a.warc", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))], compress="none")
    assert run_cli("vert", "-i", str(warc), "-o", "a.vert", cwd=tmp_path).returncode == 0
    vertical = (tmp_path / "a.vert").read_bytes()
    (tmp_path / "a.vert.gz").write_bytes(gzip.compress(vertical))
    (tmp_path / "packed.vert").write_bytes(lzma.compress(vertical))
    run = run_cli("lint", "a.warc", "a.vert", "a.vert.gz", "packed.vert", cwd=tmp_path)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout.splitlines() == ["a.warc:0: not a vertical (it starts with b'WARC/1.0', not with a structure "
                                       "line such as <doc ...>)"], run.stdout


def test_a_binary_file_dropped_as_a_link_file_is_one_line_not_garbage(tmp_path: Path) -> None:
    """A WARC (or a zip) saved into collected_links/<source>/ as .txt was read as windows-1250 text: a
    'not UTF-8' warning and a warning quoting lines of binary garbage; collect's feed lists already said
    'binary data' in one line."""
    root = make_workspace(tmp_path / "ws", download={"hand_dropped_quiet": 0})
    (root / "collected_links" / "x").mkdir(parents=True)
    warc = make_warc(tmp_path / "a.warc.xz", [dict(html=page(f"<p>{CS_TEXT}</p>"))], compress="xz")
    shutil.copy(warc, root / "collected_links" / "x" / "oops.txt")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 1
    lines = [line for line in run.stderr.splitlines() if line.startswith(("-WARN", "-ERR"))]
    assert len(lines) == 2 and "oops.txt: not a text file of URLs (binary data)" in lines[0], run.stderr
    assert "NO LINKS" in lines[1] and (root / "collected_links" / "x" / "oops.no-links").exists()


def test_feeds_taken_out_of_a_list_are_not_counted_as_its_feeds(serve, tmp_path: Path) -> None:
    """A user removes a dead feed and another from a list: 'stats' went on counting them (1 feed, 2 ok,
    1 bad: more healthy and bad feeds than feeds), and 'feeds --problems' went on listing the removed one."""
    server = serve({"/a": feed_route(rss2([("A", "https://www.example.cz/a")])),
                    "/b": feed_route(rss2([("B", "https://www.example.cz/b")])), "/gone": Route("", status=404)},
                   host="127.0.0.82")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": "".join(server.url(p) + "\n" for p in ("/a", "/b", "/gone"))})
    assert run_cli("collect", "-W", str(root), "--pause", "0", cwd=root).returncode == 1
    (root / "rss_sources" / "zpravy.txt").write_text(server.url("/a") + "\n", "utf-8")
    stats = json.loads(run_cli("stats", "--json", "-W", str(root), cwd=root).stdout)["sources"]["zpravy"]
    assert stats["feeds"] == 1 and stats["feeds_healthy"] == 1 and stats["feeds_problem"] == 0, stats
    problems = run_cli("feeds", "--problems", "-W", str(root), cwd=root)
    assert problems.returncode == 0 and problems.stdout.startswith("no feeds with problems"), problems.stdout
    table = run_cli("feeds", "-W", str(root), cwd=root)
    assert table.stdout.splitlines()[-1] == "3 feeds: 1 ok, 2 unlisted", table.stdout
    report = run_cli("report", "-W", str(root), "-o", "-", cwd=root)  # the health bars: 1 healthy, no problem
    assert "zpravy: 1 healthy" in report.stdout and "zpravy: 1 problem" not in report.stdout, report.stderr


def test_download_says_before_fetching_that_it_will_replace_an_existing_warc(serve, tmp_path: Path) -> None:
    """'download -i today.txt -o out.warc.gz' run again with another list replaced yesterday's pages
    without a word (fetching them again is not free: politeness, pages gone)."""
    server = serve({"/robots.txt": Route("", status=404), "/a.html": Route(page(f"<p>{CS_TEXT}</p>")),
                    "/b.html": Route(page(f"<p>{CS_TEXT}</p>"))}, host="127.0.0.83")
    for name in ("a", "b"):
        (tmp_path / f"{name}.txt").write_text(server.url(f"/{name}.html") + "\n")
    first = run_cli("download", "--allow-private", "-i", "a.txt", "-o", "out.warc.gz", cwd=tmp_path)
    assert first.returncode == 0 and "exists" not in first.stderr, first.stderr
    again = run_cli("download", "--allow-private", "-i", "b.txt", "-o", "out.warc.gz", cwd=tmp_path)
    assert again.returncode == 0
    warning = [line for line in again.stderr.splitlines() if line.startswith("-WARN ")]
    assert warning and "out.warc.gz exists" in warning[0] and "replaced" in warning[0], again.stderr
    assert again.stderr.index("out.warc.gz exists") < again.stderr.index("1 fetched")


def test_a_feed_list_not_named_txt_is_named_not_silently_skipped(serve, tmp_path: Path) -> None:
    """Feed lists are rss_sources/*.txt: a list saved as 'sport.list' or 'news.TXT' beside them was never
    read, and nothing said so (only with no .txt at all, 'no feed lists')."""
    server = serve({"/rss": feed_route(rss2([("A", "https://www.example.cz/a")]))}, host="127.0.0.84")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
    (root / "rss_sources" / "sport.list").write_text(server.url("/rss?sport") + "\n", "utf-8")
    (root / "rss_sources" / "news.TXT").write_text("# news\n" + server.url("/rss?news") + "\n", "utf-8")
    (root / "rss_sources" / "zpravy.txt~").write_text(server.url("/rss?old") + "\n", "utf-8")  # an editor's backup
    (root / "rss_sources" / "README.md").write_text("Lists of https://example.cz feeds\n", "utf-8")
    run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
    assert run.returncode == 0, run.stderr
    warnings = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert len(warnings) == 2, run.stderr
    assert "rss_sources/news.TXT: not read" in warnings[0] and "rename it news.txt" in warnings[0]
    assert "rss_sources/sport.list: not read" in warnings[1] and "rename it sport.txt" in warnings[1]


def test_link_files_dropped_where_download_does_not_look_are_named(tmp_path: Path) -> None:
    """A link file dropped straight into collected_links/ (not into a source's folder), or saved as
    'urls.list', was never read: 'no pending link files', and big-brother's 'nothing to do'."""
    root = make_workspace(tmp_path / "ws", download={"hand_dropped_quiet": 0})
    (root / "collected_links" / "zpravy").mkdir(parents=True)
    (root / "collected_links" / "urls.txt").write_text("https://www.example.cz/a\n", "utf-8")
    (root / "collected_links" / "zpravy" / "urls.list").write_text("https://www.example.cz/b\n", "utf-8")
    run = run_cli("download", "-W", str(root), cwd=root)
    warnings = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert len(warnings) == 2, run.stderr
    assert "collected_links/urls.txt: not read" in warnings[0] and "collected_links/SOURCE/urls.txt" in warnings[0]
    assert "collected_links/zpravy/urls.list: not read" in warnings[1] and "rename it urls.txt" in warnings[1]
    cycle = run_cli("big-brother", "--once", "-q", "-W", str(root), cwd=root)
    assert "collected_links/urls.txt" in cycle.stderr and "collected_links/zpravy/urls.list" in cycle.stderr, \
        cycle.stderr


def test_a_model_named_by_a_relative_path_in_the_settings_is_found_beside_them(tmp_path: Path) -> None:
    """'cs = "models/cs.tagger"' in corpustools.toml was looked up in the folder the command was started
    from: 'corpustools tag -W /data/corpus' typed in a home folder said 'no such file'."""
    from tag_support import model_path

    root = make_workspace(tmp_path / "ws")
    (root / "models").mkdir()
    shutil.copy(model_path(), root / "models" / "cs.tagger")
    text = (root / "corpustools.toml").read_text("utf-8")
    text = re.sub(r'(?m)^cs = .*$', 'cs = "models/cs.tagger"', text)
    (root / "corpustools.toml").write_text(text, "utf-8")
    warc = _news_warc_in(root)
    assert run_cli("vert", "-W", str(root), cwd=root).returncode == 0 and warc.exists()
    elsewhere = tmp_path / "home"
    elsewhere.mkdir()
    for command in ("dedup", "tag"):
        run = run_cli(command, "-W", str(root), cwd=elsewhere)
        assert run.returncode == 0, run.stderr
    assert list((root / "tagged").rglob("*.vert.xz")), run.stderr
    assert f"cs={root / 'models' / 'cs.tagger'}" in run.stderr


def _news_warc_in(root: Path) -> Path:
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "a.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))],
                     compress="xz")
    Path(str(warc) + ".done").write_text("{}")
    return warc


def test_an_output_folder_the_user_may_not_write_keeps_the_links_and_says_so(serve, tmp_path: Path) -> None:
    """As a user without root (here nobody, via setpriv), not only as root: download into a warcs/<source>/
    the user may not write fetches nothing, keeps the link file pending and says which file could not be
    written; vert and warc recompress to such a folder refuse before any work."""
    server = serve({"/robots.txt": Route("", status=404), "/a.html": Route(page(f"<p>{CS_TEXT}</p>"))},
                   host="127.0.0.85")
    prefix, shared = _as_another_user(tmp_path)
    try:
        root = make_workspace(shared / "ws", download={"hand_dropped_quiet": 0})
        (root / "collected_links" / "src").mkdir(parents=True)
        (root / "collected_links" / "src" / "a.txt").write_text(server.url("/a.html") + "\n", "utf-8")
        warc = make_warc(shared / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
        locked = root / "warcs" / "src"
        locked.mkdir(parents=True)
        if prefix:
            subprocess.run(["chown", "-R", "nobody", str(shared)], check=True, timeout=60)
            subprocess.run(["chown", "root", str(locked)], check=True, timeout=60)
        locked.chmod(0o555)

        def as_user(*args: str) -> subprocess.CompletedProcess:
            return subprocess.run([*prefix, *cli(*args)], env=ENV, cwd=shared, capture_output=True, text=True,
                                  timeout=120)

        run = as_user("download", "-W", str(root))
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
        errors = _errors(run.stderr)
        assert len(errors) == 1 and f"{locked / 'a.warc.xz'}: cannot write: Permission denied" in errors[0], run.stderr
        assert (root / "collected_links" / "src" / "a.txt").exists() and "/a.html" not in server.paths()
        assert os.listdir(locked) == []
        for args in (("vert", "-i", str(warc), "-o", str(locked / "a.vert")),
                     ("warc", "recompress", str(warc), str(locked / "a.warc.xz"))):
            run = as_user(*args)
            assert run.returncode == 2 and len(_errors(run.stderr)) == 1 and "no permission to write" in run.stderr, \
                run.stderr
        assert os.listdir(locked) == []
    finally:
        _give_back(shared, tmp_path)
