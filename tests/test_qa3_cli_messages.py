"""What a new user reads when a command line is wrong or a stage reports: the usage of the command they
typed, one stage name per line (not 'vert: vert:' or 'cli:'), and log lines that say which file they are
about (found by the new-user trial on the sample WARCs and feeds)."""

from __future__ import annotations

import contextlib
import re
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace
from httpserver import Route
from log_support import unstamped
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


def _run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, timeout=120, cwd=cwd)


def test_wrong_flag_shows_the_usage_of_the_command_it_was_given_to(tmp_path: Path) -> None:
    run = _run("tag", "--no-such-flag", cwd=tmp_path)
    assert run.returncode == 2
    assert "usage: corpustools tag " in run.stderr, run.stderr
    assert "corpustools tag: error: unrecognized arguments: --no-such-flag" in run.stderr
    nested = _run("warc", "check", "--nope", "x.warc", cwd=tmp_path)
    assert nested.returncode == 2 and "usage: corpustools warc check" in nested.stderr, nested.stderr


def test_usage_and_configuration_errors_name_the_stage_once(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    bad_output = _run("vert", "-i", str(warc), "-o", str(tmp_path / "out.txt"), cwd=tmp_path)
    assert bad_output.returncode == 2
    assert re.search(r"^-ERR vert: output '.*out\.txt' must end in \.vert", unstamped(bad_output.stderr), re.M), \
        bad_output.stderr
    (tmp_path / "empty.txt").write_text("# no feeds here\n")
    no_feed = _run("collect", "-i", "empty.txt", "-o", "links.txt", cwd=tmp_path)
    assert no_feed.returncode == 2
    assert re.search(r"^-ERR collect: no feed URL in empty\.txt", unstamped(no_feed.stderr), re.M), no_feed.stderr
    config = _run("vert", "-m", "-1", "-i", str(warc), "-o", "x.vert", cwd=tmp_path)
    assert config.returncode == 2
    assert re.search(r"^-ERR vert: configuration: .*vert\.workers", unstamped(config.stderr), re.M), config.stderr
    for run in (bad_output, no_feed, config):
        assert not re.search(r"\b(\w+): \1: ", run.stderr) and " cli: " not in run.stderr, run.stderr


def test_warc_check_and_recompress_log_as_warc(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    check = _run("warc", "check", str(warc), cwd=tmp_path)
    assert check.returncode == 0, check.stderr
    assert re.search(r"^\+OK warc: .*a\.warc\.gz: OK", unstamped(check.stderr), re.M), check.stderr
    out = tmp_path / "a.warc.xz"
    rec = _run("warc", "recompress", str(warc), str(out), cwd=tmp_path)
    assert rec.returncode == 0 and out.exists(), rec.stderr
    assert re.search(r"^\+OK warc: .*a\.warc\.gz -> .*a\.warc\.xz: \d+ records", unstamped(rec.stderr), re.M), \
        rec.stderr
    assert " download: " not in check.stderr + rec.stderr


def test_workspace_vert_lines_name_the_source_of_each_file(tmp_path: Path) -> None:
    """Two sources each with a WARC of the same stem (download names them by time): each summary line
    says which source it is about, and its counts are that file's."""
    root = make_workspace(tmp_path / "ws")
    texts = {"alpha": [CS_TEXT], "beta": [CS_TEXT2, CS_TEXT + " " + CS_TEXT2]}
    for source, bodies in texts.items():
        folder = root / "warcs" / source
        folder.mkdir(parents=True)
        warc = make_warc(folder / "20261120T100000Z.warc.xz",
                         [dict(html=page(f"<article><p>{b}</p></article>"), url=f"https://{source}.example.cz/{i}")
                          for i, b in enumerate(bodies)], compress="xz")
        Path(str(warc) + ".done").write_text("{}")
    run = _run("vert", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    lines = unstamped(run.stderr)
    for source, bodies in texts.items():
        assert (root / "verts" / source / "20261120T100000Z.vert.xz").exists()
        assert re.search(rf"^\+OK vert: {source}/20261120T100000Z\.vert\.xz: {len(bodies)} documents", lines, re.M), \
            lines


def test_feeds_says_when_no_feed_matches_instead_of_an_empty_table(serve, tmp_path: Path) -> None:
    from collect_support import feed_route, rss2

    server = serve({"/ok": feed_route(rss2([("a", "http://x.cz/a")]))}, host="127.0.0.41")
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/ok") + "\n"})
    assert _run("collect", "-W", str(root), "--all", cwd=root).returncode == 0
    table = _run("feeds", "-W", str(root), cwd=root)
    assert table.returncode == 0 and server.url("/ok") in table.stdout, table.stdout
    healthy = _run("feeds", "--problems", "-W", str(root), cwd=root)
    assert healthy.returncode == 0
    assert healthy.stdout == "no feeds with problems (1 feed in the workspace)\n", healthy.stdout
    other = _run("feeds", "--source", "sport", "-W", str(root), cwd=root)
    assert other.stdout == "no feeds in sport (1 feed in the workspace)\n", other.stdout
    bare = tmp_path / "bare"
    bare.mkdir()
    nothing = _run("feeds", "-W", str(bare), cwd=bare)
    assert nothing.returncode == 0 and nothing.stdout.startswith("no feeds (no feed list in "), nothing.stdout


def test_old_program_paths_of_a_machine_without_morphodita_binaries(tmp_path: Path) -> None:
    """A cron line copied from the old machine names /opt/.../run_tokenizer and run_tagger, which the new
    machine does not have (and corpustools does not need): accepted with the warning, not refused."""
    from tag_support import model_path

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    gone = tmp_path / "old-machine" / "bin"
    vert = _run("vert", "-i", str(warc), "-o", "a.vert", "-f", "-t", str(gone / "run_tokenizer"), cwd=tmp_path)
    assert vert.returncode == 0, vert.stderr
    assert f"-WARN vert: tokenizer {gone / 'run_tokenizer'}: MorphoDiTa's run_tokenizer program is not needed" \
        in unstamped(vert.stderr)
    tag = _run("tag", "-i", "a.vert", "-o", "a.tagged", "-t", str(gone / "run_tagger"), "-l", str(model_path()),
               "-p", "10", cwd=tmp_path)
    assert tag.returncode == 0, tag.stderr
    assert f"-WARN tag: -t {gone / 'run_tagger'}: MorphoDiTa's run_tagger program is not needed" in unstamped(tag.stderr)
    tagged = (tmp_path / "a.tagged").read_text()
    assert tagged.count("<doc ") == 1 and ".\t.\tPUNC" in tagged  # tagged by the model given with -l
    # any other missing path is still an error
    typo = _run("vert", "-i", str(warc), "-o", "b.vert", "-t", str(gone / "czech.tokenizr"), cwd=tmp_path)
    assert typo.returncode == 2 and "neither a tokenizer name" in typo.stderr


def test_dedup_refuses_to_mix_plain_and_tagged_verticals_into_one_output(tmp_path: Path) -> None:
    from tag_support import model_path

    from corpustools.vertical.lint import lint_file

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{b}</p></article>"),
                                                   url=f"https://www.example.cz/{i}")
                                              for i, b in enumerate([CS_TEXT, CS_TEXT2])])
    assert _run("vert", "-i", str(warc), "-o", "a.vert.xz", cwd=tmp_path).returncode == 0
    assert _run("tag", "-i", "a.vert.xz", "-o", "a.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    mixed = _run("dedup", "-i", "a.vert.xz", "a.tagged.vert", "-o", "both.vert", "--state", "st", cwd=tmp_path)
    assert mixed.returncode == 2, mixed.stderr
    assert re.search(r"^-ERR dedup: the inputs mix verticals with different token columns \(a\.vert\.xz: 1 column; "
                     r"a\.tagged\.vert: 3 columns", unstamped(mixed.stderr), re.M), mixed.stderr
    assert not (tmp_path / "both.vert").exists() and not (tmp_path / "st").exists()
    other = make_warc(tmp_path / "b.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                    url="https://www.example.sk/copy")])
    assert _run("vert", "-i", str(other), "-o", "b.vert", cwd=tmp_path).returncode == 0
    assert _run("tag", "-i", "b.vert", "-o", "b.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    alike = _run("dedup", "-i", "a.tagged.vert", "b.tagged.vert", "-o", "same.vert", "--state", "st2", cwd=tmp_path)
    assert alike.returncode == 0, alike.stderr
    assert lint_file(tmp_path / "same.vert") == [] and 'dup="1"' in (tmp_path / "same.vert").read_text()


def test_a_feed_list_saved_in_windows_1250_is_read_as_written(serve, tmp_path: Path) -> None:
    """A list saved by a Czech editor in windows-1250: the feed whose path has 'á' is fetched under its
    real name (not 'caf%EF%BF%BD'), with one line saying the list was not UTF-8."""
    from collect_support import feed_route, rss2

    server = serve({"/zprávy.xml": feed_route(rss2([("a", "http://x.cz/a")]))}, host="127.0.0.42")
    # the server decodes the request path as UTF-8 percent-escapes, as a browser sends it
    server.routes["/zpr%C3%A1vy.xml"] = server.routes.pop("/zprávy.xml")
    listing = f"# zprávy, šťáva\n{server.url('/zprávy.xml')}\n"
    root = make_workspace(tmp_path / "ws", {})
    (root / "rss_sources" / "cz.txt").write_bytes(listing.encode("windows-1250"))
    run = _run("collect", "-W", str(root), "--all", cwd=root)
    assert run.returncode == 0, run.stderr
    lines = unstamped(run.stderr)
    assert re.search(r"^-WARN collect: .*cz\.txt: not UTF-8; read as windows-1250", lines, re.M), lines
    assert "+OK collect: cz: 1 feeds polled, 1 new links" in lines, lines
    assert [h.path for h in server.hits] == ["/zpr%C3%A1vy.xml"]
    adhoc = tmp_path / "list.txt"
    adhoc.write_bytes(listing.encode("windows-1250"))
    tested = _run("collect", "-t", "-i", str(adhoc), "--allow-private", cwd=tmp_path)
    assert tested.returncode == 0 and "ok" in tested.stdout, tested.stdout + tested.stderr


def test_a_link_file_saved_in_windows_1250_is_downloaded_as_written(serve, tmp_path: Path) -> None:
    article = page(f"<article><p>{CS_TEXT}</p></article>")
    server = serve({"/robots.txt": Route("", status=404), "/zpr%C3%A1va.html": Route(article)}, host="127.0.0.43")
    links = tmp_path / "links.txt"
    links.write_bytes(f"# odkazy: zpráva\n{server.url('/zpráva.html')}\n".encode("windows-1250"))
    run = _run("download", "-i", str(links), "-o", "out.warc.gz", "--allow-private", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^-WARN download: .*links\.txt: not UTF-8; read as windows-1250", unstamped(run.stderr), re.M)
    assert [h.path for h in server.hits if h.path != "/robots.txt"] == ["/zpr%C3%A1va.html"]
    assert "1 fetched" in run.stderr


def test_without_a_model_big_brother_says_how_to_leave_tag_out_and_that_setting_works(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "20261120T100000Z.warc.xz",
                     [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))], compress="xz")
    Path(str(warc) + ".done").write_text("{}")
    (root / "corpustools.toml").write_text("[big_brother]\ndiscover_every = 0.0\n")
    env = {k: v for k, v in ENV.items() if not k.startswith("CORPUSTOOLS")}
    first = subprocess.run(cli("big-brother", "--once", "-W", str(root)), capture_output=True, text=True, env=env,
                           timeout=120, cwd=root)
    assert first.returncode == 1, first.stderr
    hint = re.search(r"^-ERR .* tag: .*no MorphoDiTa model configured.*?(stages = \[.*?\]) under \[big_brother\]",
                     first.stderr, re.M)
    assert hint, first.stderr
    (root / "corpustools.toml").write_text(f"[big_brother]\ndiscover_every = 0.0\n{hint.group(1)}\n")
    second = subprocess.run(cli("big-brother", "--once", "-W", str(root)), capture_output=True, text=True, env=env,
                            timeout=120, cwd=root)
    assert second.returncode == 0 and "-ERR" not in second.stderr, second.stderr


def test_log_sort_reads_rotated_compressed_logs_and_refuses_what_is_no_log(tmp_path: Path) -> None:
    import gzip
    import lzma

    one = "+OK 2026-11-20T10:00:03Z collect: a\n-ERR 2026-11-20T10:00:09Z vert: c\n-ERR_START 2026-11-20T10:00:09Z 7.1\n" \
          "detail\n-ERR_END 2026-11-20T10:00:09Z 7.1\n"
    two = "-WARN 2026-11-20T10:00:05Z download: b\n"
    (tmp_path / "a.log.1.gz").write_bytes(gzip.compress(one.encode()))
    (tmp_path / "b.log.xz").write_bytes(lzma.compress(two.encode()))
    merged = _run("log-sort", "a.log.1.gz", "b.log.xz", cwd=tmp_path)
    assert merged.returncode == 0, merged.stderr
    assert merged.stdout.splitlines() == [
        "+OK 2026-11-20T10:00:03Z collect: a", "-WARN 2026-11-20T10:00:05Z download: b",
        "-ERR 2026-11-20T10:00:09Z vert: c", "-ERR_START 2026-11-20T10:00:09Z 7.1", "detail",
        "-ERR_END 2026-11-20T10:00:09Z 7.1"]
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    (tmp_path / "notes.txt").write_text("shopping list\nmilk\n")
    refused = _run("log-sort", "photo.jpg", "notes.txt", "b.log.xz", cwd=tmp_path)
    assert refused.returncode == 1
    assert refused.stdout == two  # the real log is still merged; nothing of the others is printed
    errors = unstamped(refused.stderr).splitlines()
    assert errors == ["-ERR log-sort: photo.jpg: not a text log (binary data); skipped",
                      "-ERR log-sort: notes.txt: no log record in it (lines start with +OK, -WARN or -ERR and a UTC "
                      "time); skipped"], refused.stderr


def test_stage_commands_run_outside_a_workspace_say_so_and_create_nothing(tmp_path: Path) -> None:
    """'corpustools vert' typed in the home folder: not 'nothing to do' with seven empty folders made
    there, but the usage error that stats and report give."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.txt").write_text("not a corpus\n")
    for command in ("vert", "dedup", "tag", "download"):
        run = _run(command, cwd=home)
        assert run.returncode == 2, (command, run.stderr)
        assert re.search(rf"^-ERR {command}: .*home: not a corpustools workspace .*give the workspace with -W DIR",
                         unstamped(run.stderr), re.M), run.stderr
        assert sorted(p.name for p in home.iterdir()) == ["notes.txt"], command


def test_sigterm_ends_an_ad_hoc_command_as_ctrl_c_does(tmp_path: Path) -> None:
    """kill / systemd / timeout send SIGTERM: exit status 130, one line, and no temporary file left
    beside the output (before: killed by the signal, status -15, '.out.vert.xz.tmp-...' left behind)."""
    import signal
    import time

    pages = [dict(html=page(f"<article><p>{CS_TEXT} {i}</p><p>{CS_TEXT2} {i * 7}</p></article>"),
                  url=f"https://www.example.cz/clanek/{i}") for i in range(3000)]
    warc = make_warc(tmp_path / "big.warc.gz", pages)
    proc = subprocess.Popen(cli("vert", "-i", str(warc), "-o", "out.vert.xz", "-m", "1"), cwd=tmp_path, env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not list(tmp_path.glob(".out.vert.xz.tmp-*")) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, "vert ended before it could be interrupted"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "-WARN vert: interrupted by SIGTERM" in unstamped(err), err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.warc.gz"]


def test_tag_refuses_a_tagged_vertical_in_one_line(tmp_path: Path) -> None:
    from tag_support import model_path

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                   url=f"https://www.example.cz/{i}") for i in range(30)]
                     + [dict(html=page(f"<article><p>{CS_TEXT2} {i}</p></article>"), url=f"https://x.cz/{i}")
                        for i in range(30)])
    assert _run("vert", "-i", str(warc), "-o", "a.vert", cwd=tmp_path).returncode == 0
    assert _run("tag", "-i", "a.vert", "-o", "a.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    again = _run("tag", "-i", "a.tagged.vert", "-o", "twice.vert", "-l", str(model_path()), cwd=tmp_path)
    assert again.returncode == 1
    errors = [line for line in unstamped(again.stderr).splitlines() if line.startswith("-ERR")]
    assert errors == ["-ERR tag: a.tagged.vert: tagged already (its token lines have 3 columns); tag reads the "
                      "one-column verticals of vert or dedup; no output written"], again.stderr
    assert not (tmp_path / "twice.vert").exists()


def test_vert_given_an_html_page_or_a_vertical_says_what_it_was_given(tmp_path: Path) -> None:
    """A new user's first try: 'corpustools vert -i saved-page.html'.  The line says it is an HTML page and
    what vert reads instead; a vertical given to vert is named as such."""
    import gzip

    (tmp_path / "saved.html").write_text(page(f"<article><p>{CS_TEXT}</p></article>"))
    (tmp_path / "saved.html.gz").write_bytes(gzip.compress(page("<p>x</p>").encode()))
    (tmp_path / "out.vert").write_text('<doc id="1" url="u">\n<p>\n<s>\nSlovo\n</s>\n</p>\n</doc>\n')
    for name, says in (("saved.html", "an HTML page; vert reads the pages inside WARC files"),
                       ("saved.html.gz", "an HTML page; vert reads the pages inside WARC files"),
                       ("out.vert", "a vertical (lint, dedup, tag or registry read it)")):
        run = _run("vert", "-i", name, "-o", "new.vert", cwd=tmp_path)
        assert run.returncode == 1, run.stderr
        assert re.search(rf"^-ERR warc: {re.escape(name)}: not a WARC/ARC file \(starts with .*: {re.escape(says)}",
                         unstamped(run.stderr), re.M), run.stderr
        assert not (tmp_path / "new.vert").exists()


def _small_tmpfs(folder: Path, size: str = "200k") -> bool:
    folder.mkdir()
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                              capture_output=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def test_a_full_disk_names_the_output_that_could_not_be_written(tmp_path: Path) -> None:
    import pytest

    full = tmp_path / "full"
    if not _small_tmpfs(full):
        pytest.skip("mounting a small tmpfs needs root (CAP_SYS_ADMIN); skipped")
    try:
        pages = [dict(html=page(f"<article><p>{CS_TEXT} {i}</p><p>{CS_TEXT2} {i}</p></article>"),
                      url=f"https://www.example.cz/{i}") for i in range(400)]
        warc = make_warc(tmp_path / "a.warc.gz", pages)
        run = _run("vert", "-i", str(warc), "-o", str(full / "a.vert"), cwd=tmp_path)
        assert run.returncode == 1
        lines = unstamped(run.stderr).splitlines()
        assert lines[-1] == f"-ERR vert: {full / 'a.vert'}: cannot write: No space left on device", run.stderr
        assert list(full.iterdir()) == []  # no partial file (the temporary one was left behind before)
        # the -e log on the full disk: one line says so, the lines go to stderr, status 1, no traceback
        with open(full / "filler", "wb", buffering=0) as fh, contextlib.suppress(OSError):
            while True:
                fh.write(b"x" * 4096)
        logged = _run("vert", "-i", str(warc), "-o", "b.vert", "-e", str(full / "log.txt"), cwd=tmp_path)
        assert logged.returncode == 1 and (tmp_path / "b.vert").exists()
        err = unstamped(logged.stderr).splitlines()
        assert err[0] == f"-ERR log: {full / 'log.txt'}: cannot write the log (No space left on device); the log lines " \
            "go to stderr from here on", logged.stderr
        assert err[1].startswith("+OK vert: b.vert: 400 documents") and "Traceback" not in logged.stderr
    finally:
        subprocess.run(["umount", str(full)], capture_output=True, timeout=20)


def test_a_full_disk_in_workspace_mode_is_one_line_per_file_without_a_traceback(tmp_path: Path) -> None:
    import pytest

    root = make_workspace(tmp_path / "ws")
    (root / "warcs" / "news").mkdir(parents=True)
    import hashlib

    def noise(i: int) -> str:  # words that do not compress away, so the vertical outgrows the disk
        return " ".join(hashlib.sha256(f"{i}-{j}".encode()).hexdigest()[:12] for j in range(40))

    pages = [dict(html=page(f"<article><p>{CS_TEXT} {noise(i)}</p></article>"), url=f"https://www.example.cz/{i}")
             for i in range(600)]
    warc = make_warc(root / "warcs" / "news" / "20261120T100000Z.warc.xz", pages, compress="xz")
    Path(str(warc) + ".done").write_text("{}")
    if not _small_tmpfs(root / "verts", "64k"):
        pytest.skip("mounting a small tmpfs needs root (CAP_SYS_ADMIN); skipped")
    try:
        run = _run("vert", "-W", str(root), cwd=root)
        assert run.returncode == 1
        errors = [line for line in unstamped(run.stderr).splitlines() if line.startswith("-ERR")]
        out = root / "verts" / "news" / "20261120T100000Z.vert.xz"
        assert errors == [f"-ERR vert: {warc}: {out}: cannot write: No space left on device"], run.stderr
        assert "Traceback" not in run.stderr
        assert not out.exists() and not Path(str(out) + ".done").exists()
        assert not list((root / "verts").rglob(".*.tmp-*"))
    finally:
        subprocess.run(["umount", str(root / "verts")], capture_output=True, timeout=20)


def test_a_feed_listed_for_two_sources_is_said_and_shown_under_the_source_that_gets_its_links(serve,
                                                                                                tmp_path: Path) -> None:
    from collect_support import feed_route, rss2

    server = serve({"/rss": feed_route(rss2([("a", "http://x.cz/a"), ("b", "http://x.cz/b")]))}, host="127.0.0.44")
    root = make_workspace(tmp_path / "ws", {"alpha.txt": server.url("/rss") + "\n", "beta.txt": server.url("/rss") + "\n"})
    run = _run("collect", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    lines = unstamped(run.stderr)
    assert re.search(rf"^-WARN collect: .*beta\.txt:1: {re.escape(server.url('/rss'))} is listed for source alpha too "
                     r".*; polled once, its links go to alpha$", lines, re.M), lines
    assert len(list((root / "collected_links" / "alpha").glob("*.collected"))) == 1
    assert not (root / "collected_links" / "beta").exists()
    table = _run("feeds", "-W", str(root), cwd=root)
    row = next(line for line in table.stdout.splitlines() if server.url("/rss") in line)
    assert row.split()[1] == "alpha", table.stdout
    assert len([h for h in server.hits if h.path == "/rss"]) == 1


def test_old_tagger_line_with_the_models_in_one_quoted_word(tmp_path: Path) -> None:
    """tagger.py -l 'cs=/path en=/path' (one word, as the help promises): both models, as two words do."""
    import shlex

    from tag_support import model_path
    from vert_support import EN_TEXT

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                   url="https://www.example.cz/a"),
                                              dict(html=page(f"<article><p>{EN_TEXT}</p></article>"),
                                                   url="https://www.example.com/b")])
    assert _run("vert", "-i", str(warc), "-o", "in.vert", cwd=tmp_path).returncode == 0
    assert 'lang="en"' in (tmp_path / "in.vert").read_text()
    model = shlex.quote(str(model_path()))
    quoted = subprocess.run(["/bin/sh", "-c", f"{shlex.join(cli('tag'))} -i in.vert -o one.vert -p 50 "
                             f"-l 'cs={model} en={model}'"], cwd=tmp_path, env=ENV, capture_output=True, text=True,
                            timeout=120)
    assert quoted.returncode == 0, quoted.stderr
    words = _run("tag", "-i", "in.vert", "-o", "two.vert", "--model", f"cs={model_path()}", "--model",
                 f"en={model_path()}", cwd=tmp_path)
    assert words.returncode == 0, words.stderr
    assert (tmp_path / "one.vert").read_text() == (tmp_path / "two.vert").read_text()
    assert "without a model" not in quoted.stderr  # the English paragraph got the en model, not the placeholder


def test_the_old_big_brothers_collector_line_with_dedup_files(serve, tmp_path: Path) -> None:
    """The old big_brother.py ran 'link_collector.py -i LIST -e LOG -w 5 -m 50 -d OLD.collected...' and
    wrote stdout to the new .collected file: the links of the -d files are not new.  Its -a deduplicated
    against the output it appended to, and its long flag was --multithreading."""
    from collect_support import feed_route, rss2

    server = serve({}, host="127.0.0.45")
    urls = [server.url(f"/clanek-{i}") for i in range(5)]
    server.routes["/rss"] = feed_route(rss2([(f"t{i}", u) for i, u in enumerate(urls)]))
    (tmp_path / "list.txt").write_text(server.url("/rss") + "\n")
    (tmp_path / "old1.collected").write_text(f"{urls[0]}\n{urls[1]}\n")
    (tmp_path / "old2.collected").write_text(f"{urls[2]}\n")
    run = subprocess.run(["/bin/sh", "-c", f"{' '.join(cli('collect'))} -i list.txt -e log.txt -w 5 -m 50 "
                          "-d old1.collected old2.collected --allow-private > new.collected"],
                         cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr + (tmp_path / "log.txt").read_text()
    assert (tmp_path / "new.collected").read_text().splitlines() == urls[3:]
    assert "+OK collect: 1 feeds polled, 2 new links" in unstamped((tmp_path / "log.txt").read_text())

    other = tmp_path / "other"
    other.mkdir()
    (other / "queue.txt").write_text(f"{urls[4]}\n")  # written by the old system: not in this link store
    appended = subprocess.run(["/bin/sh", "-c", f"{' '.join(cli('collect'))} -o queue.txt -a --multithreading 2 "
                               "--allow-private"], input=server.url("/rss") + "\n", cwd=other, env=ENV,
                              capture_output=True, text=True, timeout=120)
    assert appended.returncode == 0, appended.stderr
    assert (other / "queue.txt").read_text().splitlines() == [urls[4], *urls[:4]]
    missing = _run("collect", "-i", "list.txt", "-d", "nope.collected", cwd=tmp_path)
    assert missing.returncode == 2 and "-d/--dedup nope.collected: no such file" in missing.stderr


def test_a_stage_run_by_hand_out_of_order_says_which_comes_first(tmp_path: Path) -> None:
    """README order by hand: vert, then tag.  With dedup on (the default) tag reads deduped/: it must not
    claim 'every vertical has its tagged output' while three verticals wait for dedup."""
    from tag_support import model_path

    root = make_workspace(tmp_path / "ws")
    for source in ("a", "b", "c"):
        (root / "warcs" / source).mkdir(parents=True)
        warc = make_warc(root / "warcs" / source / "x.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                                     url=f"https://{source}.example.cz/1")],
                         compress="xz")
        Path(str(warc) + ".done").write_text("{}")
    assert _run("vert", "-W", str(root), cwd=root).returncode == 0
    early = _run("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert early.returncode == 0
    assert ("+OK tag: nothing to tag: every vertical has its tagged output; 3 file(s) wait for dedup first (run "
            "'corpustools dedup', or big-brother, which runs the chain in order)") in unstamped(early.stderr)
    assert _run("dedup", "-W", str(root), cwd=root).returncode == 0
    done = _run("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert done.returncode == 0 and len(list((root / "tagged").glob("*/x.vert.xz"))) == 3, done.stderr
    again = _run("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert unstamped(again.stderr).strip().endswith("+OK tag: nothing to tag: every vertical has its tagged output")


def test_feeds_taken_out_of_their_list_are_not_counted_as_bad_in_stats(serve, tmp_path: Path) -> None:
    """The README's step from the demo to the real web removes the sample lists: their feeds are history,
    not 'bad' feeds beside 'feeds 0' (before: bad 1 for every removed feed)."""
    import json

    from collect_support import feed_route, rss2

    server = serve({"/old": feed_route(rss2([("a", "http://x.cz/a")])),
                    "/new": feed_route(rss2([("b", "http://x.cz/b")]))}, host="127.0.0.46")
    root = make_workspace(tmp_path / "ws", {"old.txt": server.url("/old") + "\n", "new.txt": server.url("/new") + "\n"})
    assert _run("collect", "-W", str(root), cwd=root).returncode == 0
    (root / "rss_sources" / "old.txt").unlink()
    stats = json.loads(_run("stats", "--json", "-W", str(root), cwd=root).stdout)
    old, new = stats["sources"]["old"], stats["sources"]["new"]
    assert (old["feeds_healthy"], old["feeds_problem"], old["feeds_dead"]) == (0, 0, 0), old
    assert new["feeds_healthy"] == 1 and stats["totals"]["feeds_problem"] == 0, stats["totals"]
