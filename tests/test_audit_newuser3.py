"""What a new user hits, third round, run as a user runs it (real processes, real files, loopback servers):
addresses typed without their scheme, cron's quiet runs, big plain WARCs and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import base64
import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, run_bb, run_cli
from collect_support import feed_route, rss2
from httpserver import Route
from vert_support import CS_TEXT, make_warc, page


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


def test_an_address_typed_without_its_scheme_is_refused_with_the_address_meant(tmp_path: Path) -> None:
    """Before: 'discover www.example.cz' said '-WARN not an http(s) URL', then '+OK 0 pages, 0 feeds
    found' and exit status 1, as if the site had been looked at; a feed list or link file line
    'www.example.cz/rss' was refused without saying what was wrong with it."""
    root = make_workspace(tmp_path / "ws", {"news.txt": "www.example.cz/rss\n"})
    run = run_cli("discover", "-W", str(root), "www.example.cz", cwd=root)
    assert run.returncode == 2, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "did you mean https://www.example.cz/?" in errors[0], run.stderr
    assert "+OK" not in run.stderr and not (root / "rss_sources" / "automatic_collection.txt").exists()

    pages = tmp_path / "pages.txt"
    pages.write_text("www.example.cz\n# a comment\nexample.sk/zpravy\n", "utf-8")
    run = run_cli("discover", "-W", str(root), "-i", str(pages), cwd=root)
    assert run.returncode == 1, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "no line holds an http(s) URL" in errors[0] and str(pages) in errors[0]
    assert "did you mean https://www.example.cz/?" in errors[0]

    run = run_cli("collect", "-W", str(root), "-t", "-i", str(root / "rss_sources" / "news.txt"), cwd=root)
    assert "news.txt:1: not an http(s) URL: 'www.example.cz/rss' (did you mean https://www.example.cz/rss?)" \
        in run.stderr, run.stderr

    links = tmp_path / "links.txt"
    links.write_text("www.example.cz/a/1.html\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "out.warc.xz"), cwd=root)
    assert run.returncode == 1 and "(did you mean https://www.example.cz/a/1.html?)" in run.stderr, run.stderr
    assert not (tmp_path / "out.warc.xz").exists()
    # a word that is no address gets no guess
    run = run_cli("discover", "-W", str(root), "notaurl", cwd=root)
    assert run.returncode == 2 and "notaurl: not an http(s) URL" in run.stderr and "did you mean" not in run.stderr


def test_a_cron_run_with_q_mails_no_robots_refusal_but_logs_it(serve, tmp_path: Path) -> None:
    """Before: under -q (the README's cron line) every link robots.txt forbids was a -WARN line on stderr,
    so cron mailed each cycle in which a feed listed such a page, though nothing needs a look."""
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /private/\n", headers={"Content-Type": "text/plain"}),
                    "/a": Route(page(f"<article><p>{CS_TEXT}</p></article>")),
                    "/private/b": Route(page("secret"))}, host="127.0.0.61")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a")), ("B", server.url("/private/b")),
                                             ("C", server.url("/gone"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    run = run_bb(root, "-q")
    assert run.returncode == 0, run.stderr
    assert "robots.txt" not in run.stderr, run.stderr  # the refusal: not mailed
    assert re.search(r"^-WARN \S+ download: \S+/gone: ", run.stderr, re.M), run.stderr  # a real failure: mailed
    logged = "".join(p.read_text("utf-8") for p in (root / "logs").glob("*.log"))
    assert re.search(r"^-WARN \S+ download: \S+/private/b: refused: disallowed by robots.txt", logged, re.M), logged
    assert [h.path for h in server.hits if h.path.startswith("/private")] == []
    # without -q the refusal is a -WARN line on stderr, as before
    links = tmp_path / "links.txt"
    links.write_text(server.url("/private/b") + "\n" + server.url("/a") + "\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "x.warc.xz"), cwd=root)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^-WARN \S+ download: \S+/private/b: refused: disallowed by robots.txt", run.stderr, re.M)


def _big_plain_warc(path: Path, records: int, body_bytes: int = 1_000_000) -> Path:
    """A plain WARC of ``records`` responses of ``body_bytes`` each, with their digests (as
    ``wget --warc-file --no-warc-compression`` writes one)."""
    body = b"<html><body><p>" + b"a" * body_bytes + b"</p></body></html>"
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + body
    block = "sha1:" + base64.b32encode(hashlib.sha1(http).digest()).decode()
    payload = "sha1:" + base64.b32encode(hashlib.sha1(body).digest()).decode()
    with open(path, "wb") as fh:
        for i in range(records):
            fh.write((f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:{uuid.UUID(int=i + 1)}>\r\n"
                      f"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: https://www.example.cz/{i}\r\n"
                      f"Content-Type: application/http; msgtype=response\r\nWARC-Block-Digest: {block}\r\n"
                      f"WARC-Payload-Digest: {payload}\r\nContent-Length: {len(http)}\r\n\r\n").encode())
            fh.write(http + b"\r\n\r\n")
    return path


def _peak_kib(*args: str, cwd: Path) -> tuple[int, int, str]:
    """Exit status, peak resident memory (KiB) and stderr of ``corpustools ARGS`` (wait4: this child's own)."""
    proc = subprocess.Popen(cli(*args), stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=ENV, cwd=cwd)
    err = proc.stderr.read()  # type: ignore[union-attr]
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, usage.ru_maxrss, err


def test_warc_check_and_recompress_stream_a_big_plain_warc(tmp_path: Path) -> None:
    """Before: a plain (uncompressed) WARC was read whole into memory by 'warc check' and 'warc recompress'
    (a 150 MB file took 150 MB more than a 2 MB one; a wget WARC of many GB ran the machine out of
    memory).  Now the memory is that of the largest record."""
    small = _big_plain_warc(tmp_path / "small.warc", 2)
    big = _big_plain_warc(tmp_path / "big.warc", 150)
    status, base, err = _peak_kib("warc", "check", str(small), cwd=tmp_path)
    assert status == 0 and "2 records" in err, err
    status, peak, err = _peak_kib("warc", "check", str(big), cwd=tmp_path)
    assert status == 0 and "OK (1 first_record_not_warcinfo, 150 records, 150 response)" in err, err
    assert peak - base < 50_000, (base, peak)  # KiB; the file is 150 MB
    status, peak, err = _peak_kib("warc", "recompress", str(big), str(tmp_path / "big.warc.gz"), cwd=tmp_path)
    assert status == 0 and "150 records" in err, err
    assert peak - base < 50_000, (base, peak)
    big.unlink()  # the copy holds every record: checked, and its index names all 150 pages
    status, _, err = _peak_kib("warc", "check", str(tmp_path / "big.warc.gz"), cwd=tmp_path)
    assert status == 0 and "OK (150 cdxj_lines, 1 first_record_not_warcinfo, 150 records" in err, err


def test_collect_a_appends_after_a_last_line_without_its_newline(serve, tmp_path: Path) -> None:
    """Before: 'collect -i feeds -o links.txt -a' on a links.txt whose last line had no newline (written by
    hand, or by 'echo -n') glued the first new link onto it: '.../old.htmlhttp://.../1.html', one garbage
    line in place of two links."""
    server = serve({}, host="127.0.0.62")
    server.routes["/rss"] = feed_route(rss2([(f"Z{i}", server.url(f"/z/{i}.html")) for i in range(3)]))
    root = make_workspace(tmp_path / "ws")
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/rss") + "\n", "utf-8")
    links = tmp_path / "links.txt"
    links.write_bytes(b"https://www.example.cz/old.html")
    run = run_cli("collect", "-W", str(root), "-i", str(feeds), "-o", str(links), "-a", cwd=root)
    assert run.returncode == 0, run.stderr
    assert links.read_text("utf-8").splitlines() == ["https://www.example.cz/old.html",
                                                     *(server.url(f"/z/{i}.html") for i in range(3))]


@pytest.mark.parametrize("toml, key, said", [
    ("timeout = inf\n", "'timeout'", "must be a finite number, not inf"),
    ("[download]\npage_time_cap = inf\n", "'download.page_time_cap'", "must be a finite number"),
    ("[tag.models]\ncs = 5\n", "'tag.models.cs'", "must be a file name in quotes, not 5"),
])
def test_a_setting_of_no_use_is_one_configuration_error(tmp_path: Path, toml: str, key: str, said: str) -> None:
    """Before: 'timeout = inf' was taken, and every feed then failed with 'invalid HTTP: timestamp out of
    range for platform time_t'; 'cs = 5' under [tag.models] was taken as the file name '5' ('MorphoDiTa
    model 5: no such file' when tagging, nothing said by the other stages)."""
    root = make_workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text("allow_private = true\n" + toml, "utf-8")
    run = run_cli("stats", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and key in errors[0] and said in errors[0], run.stderr


def test_a_log_or_table_piped_into_head_or_less_ends_quietly(tmp_path: Path) -> None:
    """Before: 'corpustools log-sort logs/*.log | less', then q (or '| head'), ended with '-ERR log-sort:
    output closed by the program reading it (broken pipe); stopped' and status 1, as if reading had
    failed; the same for links, feeds and stats.  A command that does work still says it stopped."""
    root = make_workspace(tmp_path / "ws")
    logs = root / "logs"
    logs.mkdir()
    (logs / "corpustools-2026-11-20.log").write_text("".join(
        f"+OK 2026-11-20T10:{i // 60 % 60:02d}:{i % 60:02d}Z collect: line {i} {'x' * 200}\n" for i in range(20000)))
    links = tmp_path / "links.txt"
    links.write_text("".join(f"https://www.example.cz/{i}.html\n" for i in range(20000)))
    for command in (f"log-sort {logs}/*.log", f"links -W {root} -i {links}"):
        shell = f"{sys.executable} -m corpustools {command} | head -1; echo status=${{PIPESTATUS[0]}}"
        run = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, env=ENV, cwd=root, timeout=120)
        assert run.stdout.count("\n") == 2 and "status=0" in run.stdout, (command, run.stdout, run.stderr)
        assert run.stderr == "", (command, run.stderr)


def test_force_wget_without_wget_is_said_once_before_any_work(serve, tmp_path: Path) -> None:
    """Before: 'download --force-wget' on a machine without GNU wget tried every link ('-WARN ... cannot
    run wget: [Errno 2] No such file or directory: 'wget'' once per link, thousands of lines for a big
    link file), then 'NOTHING FETCHED', and left its temporary WARC behind."""
    server = serve({f"/{i}": Route(page(f"<article><p>{CS_TEXT}</p></article>")) for i in range(3)}, host="127.0.0.63")
    root = make_workspace(tmp_path / "ws", download__wget=str(tmp_path / "no-such-wget"))
    links = tmp_path / "links.txt"
    links.write_text("".join(server.url(f"/{i}") + "\n" for i in range(3)), "utf-8")
    out = tmp_path / "out" / "pages.warc.gz"
    out.parent.mkdir()
    run = run_cli("download", "-W", str(root), "--force-wget", "-i", str(links), "-o", str(out), cwd=root)
    assert run.returncode == 2, run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("-ERR ") and "GNU wget" in lines[0] and "--force-wget" in lines[0]
    assert list(out.parent.iterdir()) == [] and server.hits == []
    # workspace mode: the same line, the link file stays pending
    (root / "collected_links" / "news").mkdir(parents=True)
    shutil.copy(links, root / "collected_links" / "news" / "20261120T100000Z.collected")
    run = run_cli("download", "-W", str(root), "--force-wget", cwd=root)
    assert run.returncode == 2 and "GNU wget" in run.stderr and len(_errors(run.stderr)) == 1, run.stderr
    assert (root / "collected_links" / "news" / "20261120T100000Z.collected").exists() and server.hits == []


def _killed_while_writing(output: Path) -> None:
    """A real process that writes ``output`` under its temporary name, as every stage does, and is
    killed (SIGKILL) before it renames it into place."""
    writer = ("import os, signal, sys; from pathlib import Path; from corpustools.workspace import temp_name\n"
              "tmp = temp_name(Path(sys.argv[1])); tmp.write_bytes(b'<doc id=\"1\">\\n' * 1000)\n"
              "os.kill(os.getpid(), signal.SIGKILL)\n")
    assert subprocess.run([sys.executable, "-c", writer, str(output)], env=ENV, timeout=60).returncode == -9


def test_a_stage_run_by_hand_removes_what_its_killed_run_left(tmp_path: Path) -> None:
    """Before: 'corpustools vert' killed (kill -9, a reboot) left its partial vertical under a temporary
    name in verts/, and a rerun by hand (or by a cron line of its own, without big-brother) wrote the
    vertical beside it and left it there for good; one such file per kill, each as large as a vertical."""
    root = tmp_path / "ws"
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "20261120T100000Z.warc.gz",
                     [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"), url="https://www.example.cz/a")])
    old = time.time() - 3600  # put there by hand an hour ago: taken
    os.utime(warc, (old, old))
    output = root / "verts" / "news" / "20261120T100000Z.vert.xz"
    output.parent.mkdir(parents=True)
    _killed_while_writing(output)
    left = [p for p in output.parent.iterdir() if p.name.startswith(".")]
    assert len(left) == 1, left
    run = run_cli("vert", "-W", str(root), "-m", "1", cwd=root)
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in output.parent.iterdir()) == [output.name, output.name + ".done"]
    assert "removed 1 temporary file(s) left by dead processes in verts/" in run.stderr


def test_an_ad_hoc_rerun_removes_what_its_killed_run_left_beside_the_output(tmp_path: Path) -> None:
    """Before: 'vert -i x.warc.gz -o x.vert.xz' killed (kill -9) left '.x.vert.xz.tmp-PID-...' beside the
    output, and the rerun that wrote x.vert.xz left it there for good."""
    warc = make_warc(tmp_path / "x.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                     url="https://www.example.cz/a")])
    output = tmp_path / "out" / "x.vert.xz"
    output.parent.mkdir()
    (output.parent / "other.vert").write_text("kept\n")
    for target in (output, output.parent / "another.vert"):  # the killed run's temp, and another output's
        _killed_while_writing(target)
    run = run_cli("vert", "-i", str(warc), "-o", str(output), "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    names = sorted(p.name for p in output.parent.iterdir())
    assert names[1:] == ["other.vert", "x.vert.xz"] and names[0].startswith(".another.vert.tmp-"), names


def test_collect_shows_its_progress_on_a_terminal(serve, tmp_path: Path) -> None:
    """Before: a first 'collect --all' over long lists (many feeds of one site, a pause between two
    requests to it) said nothing on the terminal until a whole source was done; download, vert and tag
    showed a progress bar, collect none."""
    from test_guard_progress import _on_a_terminal

    server = serve({}, host="127.0.0.64")
    for i in range(12):
        server.routes[f"/rss{i}"] = feed_route(rss2([(f"Z{i}", server.url(f"/z/{i}.html"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": "".join(server.url(f"/rss{i}") + "\n" for i in range(12))})
    status, screen = _on_a_terminal(["collect", "-W", str(root), "--pause", "0.2"])
    assert status == 0, screen
    assert re.search(r"collect: +\d+%\|[^|]*\| *\d+/12 ", screen), screen[-2000:]
    status, screen = _on_a_terminal(["collect", "-W", str(root), "--all", "--pause", "0.2", "-q"])
    assert status == 0 and "%|" not in screen, screen[-2000:]


def test_collect_of_a_list_without_one_usable_feed_writes_no_output(tmp_path: Path) -> None:
    """Before: 'collect -i list -o links.txt' with a list of which no line is a feed URL (addresses
    without their scheme, a binary file given by mistake) said '+OK 0 feeds polled, 0 new links' and
    wrote an empty links.txt, which reads as 'no new links'."""
    root = make_workspace(tmp_path / "ws")
    bad = tmp_path / "feeds.txt"
    bad.write_text("www.example.cz/rss\nnot a feed\n", "utf-8")
    binary = tmp_path / "feeds.bin"
    binary.write_bytes(bytes(range(256)) * 20)
    for inputs in ([bad], [bad, binary]):
        out = tmp_path / "links.txt"
        run = run_cli("collect", "-W", str(root), "-i", *map(str, inputs), "-o", str(out), cwd=root)
        assert run.returncode == 1, run.stderr
        errors = _errors(run.stderr)
        assert len(errors) == 1 and "no usable feed URL" in errors[0] and "no output written" in errors[0], run.stderr
        assert "did you mean https://www.example.cz/rss?" in run.stderr
        assert not out.exists()


def test_links_of_a_file_without_urls_says_so_not_give_a_file(tmp_path: Path) -> None:
    """Before: 'links -i empty.txt' answered 'give URLs or -i FILE' (status 2), though -i FILE was given."""
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing yet\n\n", "utf-8")
    run = run_cli("links", "-i", str(empty), cwd=tmp_path)
    assert run.returncode == 1 and _errors(run.stderr) and f"no URL in {empty}" in _errors(run.stderr)[0], run.stderr


def test_a_warc_written_to_a_full_disk_leaves_no_temporary_file(serve, tmp_path: Path) -> None:
    """Before: 'warc recompress' and an ad hoc 'download -o' onto a full disk left their temporary WARC
    ('.x.warc.gz.tmp-PID-...'): removing it closed the file first, which failed too (its buffered bytes
    could not be written), so it was never removed; recompress showed a traceback with -v as an
    'exception during the handling'; download said 'cannot write' twice."""
    from test_qa3_faults import _small_tmpfs

    full = tmp_path / "full"
    if not _small_tmpfs(full, "64k"):
        pytest.skip("mounting a small tmpfs needs root (CAP_SYS_ADMIN); skipped")
    try:
        with open(full / "filler", "wb", buffering=0) as fh, contextlib.suppress(OSError):
            while True:
                fh.write(b"x" * 4096)
        warc = make_warc(tmp_path / "a.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT} {i}</p></article>"),
                                                       url=f"https://www.example.cz/{i}") for i in range(20)],
                         compress="xz")
        run = run_cli("warc", "recompress", str(warc), str(full / "a.warc.gz"), cwd=tmp_path)
        assert run.returncode == 1 and len(_errors(run.stderr)) == 1, run.stderr
        assert "No space left on device" in run.stderr and "Traceback" not in run.stderr
        assert [p.name for p in full.iterdir()] == ["filler"]
        server = serve({f"/{i}": Route(page(f"<article><p>{CS_TEXT} {i}</p></article>")) for i in range(3)},
                       host="127.0.0.65")
        links = tmp_path / "links.txt"
        links.write_text("".join(server.url(f"/{i}") + "\n" for i in range(3)), "utf-8")
        run = run_cli("download", "--allow-private", "-i", str(links), "-o", str(full / "p.warc.gz"), cwd=tmp_path)
        assert run.returncode == 1 and len(_errors(run.stderr)) == 1 and "No space left" in run.stderr, run.stderr
        assert [p.name for p in full.iterdir()] == ["filler"]
    finally:
        subprocess.run(["umount", str(full)], capture_output=True, timeout=20)


def test_the_cwb_encode_script_of_a_workspace_with_a_space_in_its_path_makes_its_folders(tmp_path: Path) -> None:
    """Before: the script 'registry' writes beside the registry file began with 'mkdir -p /data/my
    corpus/corpora/x-cwb ...' unquoted (the cwb-encode line itself was quoted): run in a workspace whose
    path holds a space, it made the folders '/data/my' and './corpus/corpora/x-cwb' and cwb-encode failed."""
    root = tmp_path / "my corpus"
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "a.warc.gz",
                     [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"), url="https://www.example.cz/a")])
    run = run_cli("vert", "-i", str(warc), "-o", str(root / "verts" / "news" / "a.vert.xz"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    run = run_cli("registry", "-W", str(root), "k", "-i", str(root / "verts" / "news" / "a.vert.xz"), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    script = (root / "registry" / "k.cwb-encode.sh").read_text("utf-8").splitlines()
    mkdir = next(line for line in script if line.startswith("mkdir "))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert subprocess.run(["sh", "-c", mkdir], cwd=elsewhere, timeout=30).returncode == 0
    assert (root / "corpora" / "k-cwb").is_dir() and (root / "registry" / "cwb").is_dir()
    assert list(elsewhere.iterdir()) == [] and not (tmp_path / "my").exists()


@pytest.mark.parametrize("argv, said", [
    (["colect", "--all"], "unknown command 'colect' (did you mean 'collect'?)"),
    (["-W", ".", "stat"], "unknown command 'stat' (did you mean 'stats'?)"),
    (["page_downloader.py", "-i", "links.txt"], "the old page_downloader is 'corpustools download'"),
    (["html_to_vert", "-i", "x.warc.gz"], "the old html_to_vert is 'corpustools vert'"),
])
def test_a_mistyped_or_old_command_name_gets_the_command_meant(tmp_path: Path, argv: list[str], said: str) -> None:
    """Before: 'corpustools colect' (or the old script's name, typed by habit) listed all seventeen
    commands ('invalid choice: ... (choose from ...)') without saying which one was meant."""
    run = run_cli(*argv, cwd=tmp_path)
    assert run.returncode == 2 and said in run.stderr, run.stderr


def test_help_as_a_command_shows_the_help(tmp_path: Path) -> None:
    """Before: 'corpustools help' and 'corpustools help tag' said "invalid choice: 'help'"."""
    run = run_cli("help", cwd=tmp_path)
    assert run.returncode == 0 and "commands:" in run.stdout and "collect" in run.stdout, run.stderr
    run = run_cli("help", "tag", cwd=tmp_path)
    assert run.returncode == 0 and run.stdout.startswith("usage: corpustools tag"), run.stdout[:200]


def test_feed_lists_put_in_a_folder_of_rss_sources_are_named(tmp_path: Path) -> None:
    """Before: lists sorted into folders (rss_sources/cz/news.txt) were not read and not named: collect
    said 'no feed lists (*.txt) to collect from', big-brother 'nothing to do', with the lists right there."""
    root = make_workspace(tmp_path / "ws")
    (root / "rss_sources" / "cz").mkdir()
    (root / "rss_sources" / "cz" / "news.txt").write_text("https://www.example.cz/rss\n", "utf-8")
    (root / "rss_sources" / "cz" / "README.md").write_text("https://www.example.cz/ is the site\n", "utf-8")
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert "rss_sources/cz/news.txt: not read: feed lists go straight into rss_sources/" in run.stderr, run.stderr
    assert "(move it to rss_sources/news.txt)" in run.stderr and "README" not in run.stderr
    run = run_bb(root)
    assert "not read: rss_sources/cz/news.txt" in run.stderr, run.stderr


def test_warcs_and_verticals_put_where_the_stages_do_not_look_are_named(tmp_path: Path) -> None:
    """Before: WARCs dropped straight into warcs/ (or a folder deeper), and a vertical saved as .vert in
    verts/<source>/ (dedup and tag take .vert.xz), were passed over in silence: 'vert: nothing to do: no
    WARC without its vertical in the workspace', big-brother 'nothing to do'."""
    root = make_workspace(tmp_path / "ws")
    old = time.time() - 3600
    pages = [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"), url="https://www.example.cz/a")]
    (root / "warcs" / "news" / "2019").mkdir(parents=True)
    for warc in (root / "warcs" / "crawl.warc.gz", root / "warcs" / "news" / "2019" / "old.warc.gz"):
        make_warc(warc, pages)
        os.utime(warc, (old, old))
    run = run_cli("vert", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    warned = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert len(warned) == 1 and "2 file(s) not read: warcs/crawl.warc.gz, warcs/news/2019/old.warc.gz" in warned[0]
    assert "warcs/<source>/" in warned[0] and "*.warc.gz" in warned[0]
    run = run_bb(root)
    assert "not read: warcs/crawl.warc.gz, warcs/news/2019/old.warc.gz" in run.stderr, run.stderr
    (root / "verts" / "news").mkdir(parents=True)
    (root / "verts" / "news" / "mine.vert").write_text('<doc id="1">\n<p>\n<s>\nslovo\n</s>\n</p>\n</doc>\n')
    run = run_cli("dedup", "-W", str(root), cwd=root)
    assert "1 file(s) not read: verts/news/mine.vert" in run.stderr and "*.vert.xz" in run.stderr, run.stderr


def test_a_second_vert_of_the_same_workspace_does_not_redo_the_first_ones_work(tmp_path: Path) -> None:
    """Before: 'corpustools vert' from a cron line of its own (the old scripts' way) that outlasted its
    interval, or beside big-brother, converted the same pending WARCs a second time at the same moment:
    twice the CPU for one result, and a third run when the next cron minute came."""
    from test_guard_progress import _warc

    root = tmp_path / "ws"
    (root / "warcs" / "news").mkdir(parents=True)
    for i in range(6):
        warc = _warc(tmp_path)
        target = root / "warcs" / "news" / f"2026112{i}T100000Z.warc.xz"
        warc.rename(target)
        os.utime(target, (time.time() - 3600,) * 2)
    first = subprocess.Popen(cli("vert", "-W", str(root), "-m", "1"), stderr=subprocess.PIPE, text=True, env=ENV, cwd=root)
    deadline = time.monotonic() + 60
    while not any(p.name.startswith(".") for p in (root / "verts").rglob("*")) and time.monotonic() < deadline:
        time.sleep(0.05)  # the first run is writing its first vertical
    second = run_cli("vert", "-W", str(root), "-m", "1", cwd=root)
    assert second.returncode == 0, second.stderr
    assert "another vert of this workspace is at work (process " in second.stderr, second.stderr
    assert "vert: news/" not in second.stderr, second.stderr  # converted nothing
    first_err = first.communicate(timeout=300)[1]
    assert first.returncode == 0 and first_err.count("+OK") >= 6, first_err
    assert len(list((root / "verts" / "news").glob("*.vert.xz.done"))) == 6
    third = run_cli("vert", "-W", str(root), "-m", "1", cwd=root)  # the lock is free again
    assert third.returncode == 0 and "nothing to do" in third.stderr, third.stderr


@pytest.mark.parametrize("toml, key", [
    ('contact_url = ""\n', "'contact_url'"),
    ('contact_url = "example.org"\n', "'contact_url'"),
    ('user_agent = "Mozilla/5.0 (X11; Linux x86_64)"\n', "'user_agent'"),
])
def test_a_user_agent_without_a_contact_is_a_configuration_error(serve, tmp_path: Path, toml: str, key: str) -> None:
    """Before: 'contact_url = ""' sent 'corpustools/0.1.0 (+)', and a user_agent of one's own without any
    contact was sent as it was, so site owners could not reach whoever crawled them."""
    server = serve({"/rss": feed_route(rss2([("A", "https://www.example.cz/a")]))}, host="127.0.0.66")
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"})
    (root / "corpustools.toml").write_text("allow_private = true\n" + toml, "utf-8")
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 2 and len(_errors(run.stderr)) == 1 and key in _errors(run.stderr)[0], run.stderr
    assert server.hits == []
    (root / "corpustools.toml").write_text('allow_private = true\ncontact_url = "corpora@example.org"\n', "utf-8")
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    assert [h.headers["User-Agent"] for h in server.hits][-1].endswith("(+corpora@example.org)")


def test_warc_check_and_recompress_stream_a_warc_gzipped_whole(tmp_path: Path) -> None:
    """Before: a WARC gzipped whole ('gzip crawl.warc': one gzip member for the whole file) was
    decompressed whole into memory by 'warc check' and 'warc recompress' (60 MB of records took
    230 MB).  Now a member of more than 16 MB is read as a stream."""
    import gzip

    small = tmp_path / "small.warc.gz"
    big = tmp_path / "big.warc.gz"
    for path, records in ((small, 1), (big, 60)):
        with gzip.open(path, "wb", compresslevel=1) as fh:
            for i in range(records):
                body = b"<html><body><p>" + base64.b64encode(os.urandom(750_000)) + b"</p></body></html>"
                http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + body
                digest = "sha1:" + base64.b32encode(hashlib.sha1(http).digest()).decode()
                fh.write((f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:{uuid.UUID(int=i + 1)}>\r\n"
                          f"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: https://www.example.cz/{i}\r\n"
                          f"Content-Type: application/http; msgtype=response\r\nWARC-Block-Digest: {digest}\r\n"
                          f"Content-Length: {len(http)}\r\n\r\n").encode() + http + b"\r\n\r\n")
    status, base, err = _peak_kib("warc", "check", str(small), cwd=tmp_path)
    assert status == 0, err
    status, peak, err = _peak_kib("warc", "check", str(big), cwd=tmp_path)
    assert status == 0 and "OK (1 first_record_not_warcinfo, 60 records, 60 response)" in err, err
    assert peak - base < 60_000, (base, peak)  # KiB; 60 MB of records
    status, peak, err = _peak_kib("warc", "recompress", str(big), str(tmp_path / "copy.warc"), cwd=tmp_path)
    assert status == 0 and "60 records" in err and peak - base < 60_000, (base, peak, err)
    cut = tmp_path / "cut.warc.gz"  # cut short: the records before the cut are kept, and said to be so
    cut.write_bytes(big.read_bytes()[:big.stat().st_size // 2])
    status, _, err = _peak_kib("warc", "check", str(cut), cwd=tmp_path)
    kept = int(re.search(r"(\d+) records", err)[1])
    assert status == 1 and "truncated gz member at offset 0" in err and 20 < kept < 40, err
