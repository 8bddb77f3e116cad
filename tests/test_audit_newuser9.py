"""What a new user hits, ninth round, run as a user runs it (real processes, real files, loopback servers):
verticals of other tools (an XML declaration, no ids, empty), what the tool records of itself, big-brother's
warnings, and misuse (odd files, signals, configuration errors, --help).

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import threading
import time
from pathlib import Path

from big_brother_support import ENV, cli, run_bb, run_cli
from collect_support import feed_route, rss2
from tag_support import model_path
from vert_support import CS_TEXT, make_warc, page, workspace_with_a_warc

from corpustools import __version__
from corpustools.vertical.lint import lint_file

TEXT = "Vidím kočky na zahradě a pes štěká velmi hlasitě celý den bez přestání"
OTHER = "Něco úplně jiného o počasí na horách dnes ráno a zítra večer"


def _doc(attrs: str, text: str = TEXT) -> str:
    return f"<doc{attrs}>\n<p>\n" + "\n".join(text.split()) + "\n</p>\n</doc>\n"


def test_lint_says_an_empty_file_is_no_vertical(tmp_path: Path) -> None:
    """Before: 'corpustools lint empty.vert' (a cut copy, a run that wrote nothing) said '+OK ... 1 file(s) OK'
    and exit status 0, though tag and dedup refuse the file (no document).  Now it is a problem of the file."""
    (tmp_path / "empty.vert").write_bytes(b"")
    run = run_cli("lint", "empty.vert", cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert "empty.vert:1: no <doc> in the file" in run.stdout, run.stdout
    assert lint_file(tmp_path / "empty.vert") == [(1, "no <doc> in the file (an empty vertical)")]


def test_a_vertical_opening_with_an_xml_declaration_is_read_by_tag_and_dedup(tmp_path: Path) -> None:
    """Before: a vertical written as XML ('<?xml version="1.0" encoding="utf-8"?>' then '<corpus>' and the
    documents) was refused whole by tag and dedup ('not a vertical (it starts with b'<?xml ...'').  Now the
    declaration is left out (as a byte order mark is), the rest is read, and FILE:LINE still counts it;
    lint names it."""
    vert = tmp_path / "xml.vert"
    vert.write_text('<?xml version="1.0" encoding="utf-8"?>\n<corpus>\n' + _doc(' id="a1"') + _doc(' id="a2"')
                    + '<doc id="a3">\n<p>\nslovo\n<x\n</p>\n</doc>\n</corpus>\n', "utf-8")
    tagged = tmp_path / "tagged.vert"
    run = run_cli("tag", "-i", str(vert), "-o", str(tagged), "-l", model_path(), cwd=tmp_path)
    assert "2 documents" in run.stderr and "1 document left out" in run.stderr, run.stderr
    assert "xml.vert:40: " in run.stderr, run.stderr  # the bad line's number in the file as it is
    # session 24: the <corpus> around the documents is left out with dedup's -WARN lines (lint refused it)
    assert tagged.read_text("utf-8").startswith('<doc id="a1">\n') and not lint_file(tagged)
    assert "xml.vert:2: 1 line outside any <doc> (\"<corpus>\"), left out" in run.stderr, run.stderr
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(vert), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 1 and "1 near-duplicate documents" in run.stderr, run.stderr
    # session 23: dedup leaves out the document tag leaves out (before, it copied its '<x' line, and the
    # <corpus> around the documents, into an output that lint refused), and says so at the same line
    [said] = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert "xml.vert:40: " in said and 'document id="a3"' in said, run.stderr
    assert '<doc id="a2" dup_share="1.00" dup_of="a1">' in out.read_text("utf-8")
    assert "a3" not in out.read_text("utf-8") and not lint_file(out)
    assert (1, "an XML declaration, no part of a vertical (tag and dedup leave it out)") in lint_file(vert)
    run = run_cli("registry", "-i", str(vert), "-o", str(tmp_path / "reg"), "xmlcorpus", cwd=tmp_path)
    assert run.returncode != 0 and "it starts with an XML declaration (<?xml ...?>)" in run.stderr, run.stderr


def test_dedup_names_the_first_copy_of_a_document_without_an_id(tmp_path: Path) -> None:
    """Before: in a vertical of another tool (no ids), a copy got dup_share="1.00" and no dup_of: nothing
    said which document it copied.  Now dup_of names the first copy by its url, or without one by its
    place (FILE#N)."""
    vert = tmp_path / "other.vert"
    vert.write_text(_doc(' url="http://a.cz/1"') + _doc(' url="http://a.cz/2"') + _doc(' title="C"', OTHER)
                    + _doc(' title="D"', OTHER), "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(vert), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 0 and "2 near-duplicate documents" in run.stderr, run.stderr
    docs = [line for line in out.read_text("utf-8").splitlines() if line.startswith("<doc")]
    assert docs == ['<doc url="http://a.cz/1" dup_share="0.00">',
                    '<doc url="http://a.cz/2" dup_share="1.00" dup_of="http://a.cz/1">',
                    '<doc title="C" dup_share="0.00">',
                    '<doc title="D" dup_share="1.00" dup_of="other.vert#3">'], docs
    odd = os.fsdecode(b"star\xfd.vert")  # a name written in another encoding than UTF-8
    os.rename(vert, tmp_path / odd)
    run = run_cli("dedup", "-i", odd, "-o", "out2.vert", cwd=tmp_path)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    assert '<doc title="D" dup_share="1.00" dup_of="star\ufffd.vert#3">' in (tmp_path / "out2.vert").read_text("utf-8")


def test_the_outputs_record_which_corpustools_made_them(tmp_path: Path) -> None:
    """Before: a vertical's completion marker kept the settings that made it (made_with) but not the
    release of corpustools, nor did the effective settings file beside the outputs: after an upgrade
    nothing told which files the old release made.  Now every marker says 'made_by' and the settings file
    names the release."""
    root = tmp_path / "ws"
    workspace_with_a_warc(root, "")
    assert run_cli("vert", "-W", str(root), "-m", "1", cwd=tmp_path).returncode == 0
    assert run_cli("dedup", "-W", str(root), cwd=tmp_path).returncode == 0
    for marker in ("verts/news/day1.vert.xz.done", "deduped/news/day1.vert.xz.done"):
        assert json.loads((root / marker).read_text("utf-8"))["made_by"] == f"corpustools {__version__}"
    assert (root / "verts" / "effective-settings.toml").read_text("utf-8").startswith(
        f"# effective corpustools {__version__} settings")


def test_big_brother_says_an_unused_scheduler_once_a_cycle_not_once_a_stage(tmp_path: Path) -> None:
    """Before: '[executor] scheduler = ...' without kind = "dask" was said by every stage process of a
    cycle (the same -WARN line three or four times a cycle, in cron's mail and the daily log).  Now the
    supervisor says it once."""
    root = tmp_path / "ws"
    workspace_with_a_warc(root, '[executor]\nscheduler = "tcp://10.0.0.1:8786"\n')
    run = run_bb(root, "--stages", "vert,dedup")
    assert run.returncode == 0, run.stderr
    assert "vert: ok" in run.stderr and "dedup: ok" in run.stderr, run.stderr
    said = [line for line in run.stderr.splitlines() if "executor.scheduler" in line and line.startswith("-WARN")]
    assert len(said) == 1, run.stderr


def test_collect_test_given_no_feed_says_so(tmp_path: Path) -> None:
    """Before: 'corpustools collect --test' from cron or a script (standard input not a terminal, so read
    as the feed list, as the old link_collector did) or given an empty list printed '0 feeds, 0 ok, 0 failed'
    and exit status 0: a check of nothing that looked like all feeds fine.  Now it is an error naming where
    no feed was found and how to check the workspace's lists (collect -o already said so)."""
    (tmp_path / "rss_sources").mkdir()
    (tmp_path / "rss_sources" / "news.txt").write_text("# my feeds\n\n", "utf-8")
    for args in (("collect", "--test"), ("collect", "--test", "rss_sources/news.txt")):
        run = subprocess.run(cli(*args), stdin=subprocess.DEVNULL, capture_output=True, text=True, env=ENV,
                             cwd=tmp_path, timeout=60)
        assert run.returncode == 2, run.stderr
        assert "no feed URL in" in run.stderr and "0 feeds" not in run.stdout, run.stdout + run.stderr
        assert "collect --test rss_sources/*.txt" in run.stderr, run.stderr


def test_collect_says_a_list_gone_from_under_its_link_and_a_line_longer_than_any_url(tmp_path: Path) -> None:
    """Before: rss_sources/world.txt, a link to a list moved away, was passed over without a word (its
    feeds never polled again), and a line of megabytes (a file pasted in by mistake) was fetched and then
    written whole into the log (one warning line of 3 MB).  Now each is one short -WARN line naming the
    file and line, and the other lists are collected."""
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (root / "rss_sources" / "world.txt").symlink_to(tmp_path / "moved-away.txt")
    (root / "rss_sources" / "pasted.txt").write_text("http://127.0.0.1:9/feed?" + "a" * 1_000_000 + "\n", "utf-8")
    run = run_cli("collect", "-W", str(root), cwd=tmp_path)
    said = [line for line in run.stderr.splitlines() if line.startswith("-WARN")]
    assert any("rss_sources/world.txt: cannot read: No such file or directory" in line for line in said), run.stderr
    assert any("rss_sources/pasted.txt:1: a line of 1,000,024 characters, longer than any feed URL" in line
               for line in said), run.stderr
    assert max(len(line) for line in run.stderr.splitlines()) < 1000


def test_a_list_setting_written_as_text_is_shown_as_the_list_meant(tmp_path: Path) -> None:
    """Before: '[big_brother] stages = "vert,tag"' was refused with 'must be a list in brackets, such as
    ["cs", "en"]': the example of another setting, languages, for every list.  Now the message writes
    the list meant, for this key: stages = ["vert", "tag"]."""
    (tmp_path / "rss_sources").mkdir()
    (tmp_path / "corpustools.toml").write_text('[big_brother]\nstages = "vert,tag"\n', "utf-8")
    run = run_cli("big-brother", "--once", cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    assert run.stderr.count("\n") == 1 and '(write it as a list: stages = ["vert", "tag"])' in run.stderr, run.stderr
    assert '"cs"' not in run.stderr


def test_cluster_flags_and_source_where_they_do_nothing_are_usage_errors(tmp_path: Path) -> None:
    """Before: 'vert -i crawl.warc.gz -o out.vert --scheduler tcp://...' (and --executor dask, and the same
    with tag) converted on this machine without a word, the cluster never asked; 'vert --source NAME' in
    workspace mode was passed over.  Now each is one usage error (status 2) saying where the flag works."""
    warc = make_warc(tmp_path / "crawl.warc.gz",
                     [dict(url="https://www.example.cz/1", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    vert = tmp_path / "crawl.vert"
    for flags in (("--scheduler", "tcp://127.0.0.1:9"), ("--executor", "dask")):
        run = run_cli("vert", "-i", str(warc), "-o", str(vert), *flags, cwd=tmp_path)
        assert run.returncode == 2 and "work in workspace mode (without -i)" in run.stderr, run.stderr
        assert not vert.exists()
    assert run_cli("vert", "-i", str(warc), "-o", str(vert), "--executor", "local", cwd=tmp_path).returncode == 0
    run = run_cli("tag", "-i", str(vert), "-o", "t.vert", "-l", model_path(), "--scheduler", "tcp://127.0.0.1:9",
                  cwd=tmp_path)
    assert run.returncode == 2 and "work in workspace mode (without -i)" in run.stderr, run.stderr
    root = tmp_path / "ws"
    workspace_with_a_warc(root, "")
    run = run_cli("vert", "-W", str(root), "--source", "news", cwd=tmp_path)
    assert run.returncode == 2 and "--source goes with -i" in run.stderr, run.stderr
    assert not (root / "verts").exists()


def test_stats_counts_a_feed_listed_twice_once(tmp_path: Path) -> None:
    """Before: a feed URL written twice (twice in one list, or in two lists: collect polls it once, for the
    first list, and 'corpustools feeds' shows one row) was two feeds in stats, 'feeds 2' beside 'unpolled
    1', a table that did not add up.  Now it is one feed, of the list collect polls it for."""
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (root / "rss_sources" / "a_news.txt").write_text("https://www.example.cz/rss\nhttps://www.example.cz/rss  # again\n",
                                                     "utf-8")
    (root / "rss_sources" / "b_more.txt").write_text("https://www.example.cz/rss\nhttps://www.example.sk/rss\n", "utf-8")
    run = run_cli("stats", "-W", str(root), "--json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    sources = json.loads(run.stdout)["sources"]
    assert (sources["a_news"]["feeds"], sources["b_more"]["feeds"]) == (1, 1), sources
    for counts in sources.values():
        assert counts["feeds"] == sum(counts.get(k, 0) for k in ("feeds_healthy", "feeds_unpolled", "feeds_problem",
                                                                "feeds_dead")), counts


def test_a_hand_written_link_file_is_read_alike_by_download_and_links(serve, tmp_path: Path) -> None:
    """Before: a link file saved with a UTF-8 byte order mark but one byte of another encoding (a name
    typed in windows-1252) was read as windows-1250 mark and all, so its first URL became
    'ď»żhttp://...' and was skipped as no URL; and 'links -i FILE' read 'URL  # note' as the URL
    'URL%20%20' (unknown), where download had fetched URL.  Now the mark is left out whatever the
    encoding, and links reads a line as download does."""
    from httpserver import Route

    article = page(f"<article><p>{CS_TEXT}</p></article>").encode()
    server = serve({"/a1": Route(article), "/a2": Route(article), "/caf%C3%A9": Route(article)}, host="127.0.0.96")
    links = tmp_path / "links.txt"
    links.write_bytes(b"\xef\xbb\xbf" + server.url("/a1").encode() + b"\r\n# mine\r\n" + server.url("/a2").encode()
                      + b"  # the second\r\n" + server.url("/caf").encode() + b"\xe9\r\n")
    run = run_cli("download", "-i", str(links), "-o", str(tmp_path / "out.warc.xz"), "--allow-private", cwd=tmp_path)
    assert run.returncode == 0 and "3 fetched" in run.stderr, run.stderr
    assert "not a usable http(s) URL" not in run.stderr, run.stderr
    (tmp_path / "rss_sources").mkdir()
    looked = run_cli("links", "-W", str(tmp_path), "-i", str(links), cwd=tmp_path)
    rows = [line.split("\t")[0] for line in looked.stdout.splitlines()]
    assert rows == [server.url("/a1"), server.url("/a2"), server.url("/caf%C3%A9")], looked.stdout


def test_collect_says_when_its_lists_hold_no_feed(tmp_path: Path) -> None:
    """Before: a new workspace whose feed lists held only comments (a template not filled in yet) or
    nothing was collected with '+OK ... 0 feeds polled, 0 new links' and nothing else, as if its feeds
    had no news; with no list at all, a -WARN said there was nothing to collect.  Now so does this."""
    (tmp_path / "rss_sources").mkdir()
    (tmp_path / "rss_sources" / "news.txt").write_text("# Czech news, one feed URL per line\n\n", "utf-8")
    (tmp_path / "rss_sources" / "blogs.txt").write_text("", "utf-8")
    run = run_cli("collect", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    said = [line for line in run.stderr.splitlines() if line.startswith("-WARN")]
    assert len(said) == 1 and "no feed URL in its lists (blogs.txt, news.txt" in said[0], run.stderr
    assert not list((tmp_path / "collected_links").glob("*/*"))


def test_discover_from_warcs_counts_the_pages_it_read(serve, tmp_path: Path) -> None:
    """Before: 'discover --warcs crawl.warc.gz' read the pages of the WARC and found their feed, and said
    '0 pages, 1 feeds found': the pages read were not counted (and a counter named pages_in_warcs counted
    the feeds).  Now the line says how many pages of how many WARCs announced how many feeds."""
    server = serve({"/rss": feed_route(rss2([("Zpráva", "http://127.0.0.98/clanek/1")]))}, host="127.0.0.98")
    head = f'<link rel="alternate" type="application/rss+xml" href="{server.url("/rss")}">'
    warc = make_warc(tmp_path / "crawl.warc.gz",
                     [dict(url=f"http://127.0.0.98/clanek/{i}", html=page(f"<article><p>{CS_TEXT}</p></article>",
                                                                        head=head)) for i in (1, 2)])
    (tmp_path / "rss_sources").mkdir()
    run = run_cli("discover", "-n", "--allow-private", "--warcs", str(warc), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "2 pages in 1 WARC(s) announcing 1 feeds, 1 feeds found, 1 new" in run.stderr, run.stderr


def test_a_workspace_named_in_latin1_runs_the_chain_to_stats_report_and_registry(tmp_path: Path) -> None:
    """Before: a workspace copied from an old machine whose names are Latin-1 bytes (not UTF-8) gave a
    traceback in vert (the source and warc attributes could not be written; no vertical for the WARC),
    in stats and big-brother (SQLite takes UTF-8 only: the cycle failed after dedup, tag never ran), in
    report and in registry.  Now the odd bytes are U+FFFD in attributes and statistics, and the paths in
    the registry are the bytes on disk."""
    root = tmp_path / os.fsdecode(b"korpus-\xe9")
    source = os.fsdecode(b"zpr\xe1vy")
    (root / "rss_sources").mkdir(parents=True)
    (root / "warcs" / source).mkdir(parents=True)
    made = make_warc(tmp_path / "den.warc.gz",
                     [dict(url="https://www.example.cz/1", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    warc = made.rename(root / "warcs" / source / os.fsdecode(b"den-\xe9.warc.gz"))
    old = time.time() - 600
    os.utime(warc, (old, old))
    (root / "corpustools.toml").write_text(f'[tag]\ndefault_model = "{model_path()}"\n', "utf-8")
    run = run_bb(root, "--stages", "vert,dedup,tag")
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    tagged = root / "tagged" / source / os.fsdecode(b"den-\xe9.vert.xz")
    assert tagged.exists() and lint_file(tagged) == []
    import lzma

    head = lzma.open(tagged, "rt", encoding="utf-8").readline()
    assert 'source="zpr\ufffdvy"' in head and 'warc="den-\ufffd.warc.gz:' in head, head
    run = run_cli("stats", "-W", str(root), "--json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["sources"]["zpr\ufffdvy"]["tagged"] == 1
    assert run_cli("report", "-W", str(root), "-o", str(tmp_path / "r.html"), cwd=tmp_path).returncode == 0
    made = subprocess.run(cli("registry", "-W", str(root), "-o", str(tmp_path / "reg"), "korpus"), capture_output=True,
                          env=ENV, cwd=tmp_path, timeout=120)  # bytes: the cwb-encode line names the folder as it is
    assert made.returncode == 0, made.stderr
    assert os.fsencode(root / "tagged") in (tmp_path / "reg").read_bytes() and os.fsencode(root / "tagged") in made.stdout


def _drain(fifo: Path, into: list[bytes]) -> threading.Thread:
    """A reader of the named pipe ``fifo`` (as ``cat fifo`` or a consumer process would be)."""
    def read() -> None:
        with open(fifo, "rb") as fh:
            into.append(fh.read())
    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def test_an_output_that_is_a_pipe_or_a_device_is_written_not_replaced(tmp_path: Path) -> None:
    """Before: every output was written under a temporary name and renamed over its path, a named pipe
    or a device too: 'vert -o /dev/null' run as root (a dry run; containers and cron run as root) made
    /dev/null a plain file for every program of the machine, and a pipe's reader waited for ever.  Now a
    path that is neither a file nor a folder is written in place.  Tried on named pipes (never /dev/null:
    a failure would break the machine)."""
    warc = make_warc(tmp_path / "crawl.warc.gz",
                     [dict(url="https://www.example.cz/1", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    vert_pipe, dedup_pipe = tmp_path / "out.vert", tmp_path / "dedup.vert"
    written = tmp_path / "in.vert"
    run = subprocess.run(cli("vert", "-i", str(warc), "-o", str(written)), capture_output=True, text=True,
                         env=ENV, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    for pipe, args in ((vert_pipe, ("vert", "-i", str(warc))),
                       (dedup_pipe, ("dedup", "-i", str(written), "--state", str(tmp_path / "index")))):
        os.mkfifo(pipe)
        got: list[bytes] = []
        reader = _drain(pipe, got)
        run = subprocess.run(cli(*args, "-o", str(pipe)), capture_output=True, text=True, env=ENV, cwd=tmp_path,
                             timeout=120)
        reader.join(30)
        assert run.returncode == 0, run.stderr
        assert stat.S_ISFIFO(os.stat(pipe).st_mode), f"{args[0]} replaced the pipe by a file"
        assert got and got[0].startswith(b"<doc") and b"</doc>" in got[0], (args[0], got)
        assert not [p.name for p in tmp_path.iterdir() if ".tmp-" in p.name]


def test_an_output_named_through_a_link_to_an_open_file_is_written_through_it(tmp_path: Path) -> None:
    """'-o /dev/stdout' with standard output redirected to a file: /dev/stdout is then a link to
    /proc/self/fd/1, a plain file, and the renamed temporary file replaced the link (as root, /dev/stdout
    of the whole machine).  Tried on a link of the test's own folder to /proc/self/fd/1 (never on
    /dev/stdout: a failure would break the machine)."""
    warc = make_warc(tmp_path / "crawl.warc.gz",
                     [dict(url="https://www.example.cz/1", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    link = tmp_path / "out.vert"
    link.symlink_to("/proc/self/fd/1")
    with open(tmp_path / "captured.txt", "wb") as stdout:
        run = subprocess.run(cli("vert", "-i", str(warc), "-o", str(link)), stdout=stdout, stderr=subprocess.PIPE,
                             text=True, env=ENV, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    assert link.is_symlink(), "the link was replaced by a file"
    captured = (tmp_path / "captured.txt").read_bytes()
    assert captured.startswith(b"<doc") and captured.rstrip().endswith(b"</doc>")
