"""What a new user reads when a command line is wrong or a stage reports: the usage of the command they
typed, one stage name per line (not 'vert: vert:' or 'cli:'), and log lines that say which file they are
about (found by the new-user trial on the sample WARCs and feeds)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_cli
from log_support import unstamped
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


def test_wrong_flag_shows_the_usage_of_the_command_it_was_given_to(tmp_path: Path) -> None:
    run = run_cli("tag", "--no-such-flag", cwd=tmp_path)
    assert run.returncode == 2
    assert "usage: corpustools tag " in run.stderr, run.stderr
    assert "corpustools tag: error: unrecognized arguments: --no-such-flag" in run.stderr
    nested = run_cli("warc", "check", "--nope", "x.warc", cwd=tmp_path)
    assert nested.returncode == 2 and "usage: corpustools warc check" in nested.stderr, nested.stderr


def test_usage_and_configuration_errors_name_the_stage_once(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    bad_output = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "out.txt"), cwd=tmp_path)
    assert bad_output.returncode == 2
    assert re.search(r"^-ERR vert: output '.*out\.txt' must end in \.vert", unstamped(bad_output.stderr), re.M), \
        bad_output.stderr
    (tmp_path / "empty.txt").write_text("# no feeds here\n")
    no_feed = run_cli("collect", "-i", "empty.txt", "-o", "links.txt", cwd=tmp_path)
    assert no_feed.returncode == 2
    assert re.search(r"^-ERR collect: no feed URL in empty\.txt", unstamped(no_feed.stderr), re.M), no_feed.stderr
    config = run_cli("vert", "-m", "-1", "-i", str(warc), "-o", "x.vert", cwd=tmp_path)
    assert config.returncode == 2
    assert re.search(r"^-ERR vert: configuration: .*vert\.workers", unstamped(config.stderr), re.M), config.stderr
    for run in (bad_output, no_feed, config):
        assert not re.search(r"\b(\w+): \1: ", run.stderr) and " cli: " not in run.stderr, run.stderr


def test_warc_check_and_recompress_log_as_warc(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    check = run_cli("warc", "check", str(warc), cwd=tmp_path)
    assert check.returncode == 0, check.stderr
    assert re.search(r"^\+OK warc: .*a\.warc\.gz: OK", unstamped(check.stderr), re.M), check.stderr
    out = tmp_path / "a.warc.xz"
    rec = run_cli("warc", "recompress", str(warc), str(out), cwd=tmp_path)
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
    run = run_cli("vert", "-W", str(root), cwd=root)
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
    assert run_cli("collect", "-W", str(root), "--all", cwd=root).returncode == 0
    table = run_cli("feeds", "-W", str(root), cwd=root)
    assert table.returncode == 0 and server.url("/ok") in table.stdout, table.stdout
    healthy = run_cli("feeds", "--problems", "-W", str(root), cwd=root)
    assert healthy.returncode == 0
    assert healthy.stdout == "no feeds with problems (1 feed in the workspace)\n", healthy.stdout
    (root / "rss_sources" / "sport.txt").write_text("# feeds to come\n", "utf-8")
    other = run_cli("feeds", "--source", "sport", "-W", str(root), cwd=root)
    assert other.stdout == "no feeds in sport (1 feed in the workspace)\n", other.stdout
    typo = run_cli("feeds", "--source", "sprot", "-W", str(root), cwd=root)  # test_audit_newuser2 has more
    assert typo.returncode == 2 and "did you mean 'sport'" in typo.stderr, typo.stderr
    bare = tmp_path / "bare"
    bare.mkdir()
    nothing = run_cli("feeds", "-W", str(bare), cwd=bare)
    assert nothing.returncode == 0 and nothing.stdout.startswith("no feeds (no feed list in "), nothing.stdout


def test_dedup_refuses_to_mix_plain_and_tagged_verticals_into_one_output(tmp_path: Path) -> None:
    from tag_support import model_path

    from corpustools.vertical.lint import lint_file

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{b}</p></article>"),
                                                   url=f"https://www.example.cz/{i}")
                                              for i, b in enumerate([CS_TEXT, CS_TEXT2])])
    assert run_cli("vert", "-i", str(warc), "-o", "a.vert.xz", cwd=tmp_path).returncode == 0
    assert run_cli("tag", "-i", "a.vert.xz", "-o", "a.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    mixed = run_cli("dedup", "-i", "a.vert.xz", "a.tagged.vert", "-o", "both.vert", "--state", "st", cwd=tmp_path)
    assert mixed.returncode == 2, mixed.stderr
    assert re.search(r"^-ERR dedup: the inputs mix verticals with different token columns \(a\.vert\.xz: 1 column; "
                     r"a\.tagged\.vert: 3 columns", unstamped(mixed.stderr), re.M), mixed.stderr
    assert not (tmp_path / "both.vert").exists() and not (tmp_path / "st").exists()
    other = make_warc(tmp_path / "b.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                    url="https://www.example.sk/copy")])
    assert run_cli("vert", "-i", str(other), "-o", "b.vert", cwd=tmp_path).returncode == 0
    assert run_cli("tag", "-i", "b.vert", "-o", "b.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    alike = run_cli("dedup", "-i", "a.tagged.vert", "b.tagged.vert", "-o", "same.vert", "--state", "st2", cwd=tmp_path)
    assert alike.returncode == 0, alike.stderr
    assert lint_file(tmp_path / "same.vert") == [] and 'dup="1"' in (tmp_path / "same.vert").read_text()


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
    merged = run_cli("log-sort", "a.log.1.gz", "b.log.xz", cwd=tmp_path)
    assert merged.returncode == 0, merged.stderr
    assert merged.stdout.splitlines() == [
        "+OK 2026-11-20T10:00:03Z collect: a", "-WARN 2026-11-20T10:00:05Z download: b",
        "-ERR 2026-11-20T10:00:09Z vert: c", "-ERR_START 2026-11-20T10:00:09Z 7.1", "detail",
        "-ERR_END 2026-11-20T10:00:09Z 7.1"]
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    (tmp_path / "notes.txt").write_text("shopping list\nmilk\n")
    refused = run_cli("log-sort", "photo.jpg", "notes.txt", "b.log.xz", cwd=tmp_path)
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
        run = run_cli(command, cwd=home)
        assert run.returncode == 2, (command, run.stderr)
        assert re.search(rf"^-ERR {command}: .*home: not a corpustools workspace .*give the workspace with -W DIR",
                         unstamped(run.stderr), re.M), run.stderr
        assert sorted(p.name for p in home.iterdir()) == ["notes.txt"], command


def test_tag_refuses_a_tagged_vertical_in_one_line(tmp_path: Path) -> None:
    from tag_support import model_path

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                   url=f"https://www.example.cz/{i}") for i in range(30)]
                     + [dict(html=page(f"<article><p>{CS_TEXT2} {i}</p></article>"), url=f"https://x.cz/{i}")
                        for i in range(30)])
    assert run_cli("vert", "-i", str(warc), "-o", "a.vert", cwd=tmp_path).returncode == 0
    assert run_cli("tag", "-i", "a.vert", "-o", "a.tagged.vert", "-l", str(model_path()), cwd=tmp_path).returncode == 0
    again = run_cli("tag", "-i", "a.tagged.vert", "-o", "twice.vert", "-l", str(model_path()), cwd=tmp_path)
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
        run = run_cli("vert", "-i", name, "-o", "new.vert", cwd=tmp_path)
        assert run.returncode == 1, run.stderr
        assert re.search(rf"^-ERR warc: {re.escape(name)}: not a WARC/ARC file \(starts with .*: {re.escape(says)}",
                         unstamped(run.stderr), re.M), run.stderr
        assert not (tmp_path / "new.vert").exists()


def test_a_feed_listed_for_two_sources_is_said_and_shown_under_the_source_that_gets_its_links(serve,
                                                                                                tmp_path: Path) -> None:
    from collect_support import feed_route, rss2

    server = serve({"/rss": feed_route(rss2([("a", "http://x.cz/a"), ("b", "http://x.cz/b")]))}, host="127.0.0.44")
    root = make_workspace(tmp_path / "ws", {"alpha.txt": server.url("/rss") + "\n", "beta.txt": server.url("/rss") + "\n"})
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    lines = unstamped(run.stderr)
    assert re.search(rf"^-WARN collect: .*beta\.txt:1: {re.escape(server.url('/rss'))} is listed for source alpha too "
                     r".*; polled once, its links go to alpha$", lines, re.M), lines
    assert len(list((root / "collected_links" / "alpha").glob("*.collected"))) == 1
    assert not (root / "collected_links" / "beta").exists()
    table = run_cli("feeds", "-W", str(root), cwd=root)
    row = next(line for line in table.stdout.splitlines() if server.url("/rss") in line)
    assert row.split()[1] == "alpha", table.stdout
    assert len([h for h in server.hits if h.path == "/rss"]) == 1


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
    assert run_cli("vert", "-W", str(root), cwd=root).returncode == 0
    early = run_cli("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert early.returncode == 0
    assert ("+OK tag: nothing to tag: deduped/ holds no input for it yet (dedup writes it); 3 file(s) wait for "
            "dedup first (run "
            "'corpustools dedup', or big-brother, which runs the chain in order)") in unstamped(early.stderr)
    assert run_cli("dedup", "-W", str(root), cwd=root).returncode == 0
    done = run_cli("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert done.returncode == 0 and len(list((root / "tagged").glob("*/x.vert.xz"))) == 3, done.stderr
    again = run_cli("tag", "-W", str(root), "-l", str(model_path()), cwd=root)
    assert unstamped(again.stderr).strip().endswith("+OK tag: nothing to tag: every vertical has its tagged output")


def test_feeds_taken_out_of_their_list_are_not_counted_as_bad_in_stats(serve, tmp_path: Path) -> None:
    """The README's step from the demo to the real web removes the sample lists: their feeds are history,
    not 'bad' feeds beside 'feeds 0' (before: bad 1 for every removed feed)."""
    import json

    from collect_support import feed_route, rss2

    server = serve({"/old": feed_route(rss2([("a", "http://x.cz/a")])),
                    "/new": feed_route(rss2([("b", "http://x.cz/b")]))}, host="127.0.0.46")
    root = make_workspace(tmp_path / "ws", {"old.txt": server.url("/old") + "\n", "new.txt": server.url("/new") + "\n"})
    assert run_cli("collect", "-W", str(root), cwd=root).returncode == 0
    (root / "rss_sources" / "old.txt").unlink()
    stats = json.loads(run_cli("stats", "--json", "-W", str(root), cwd=root).stdout)
    old, new = stats["sources"]["old"], stats["sources"]["new"]
    assert (old["feeds_healthy"], old["feeds_problem"], old["feeds_dead"]) == (0, 0, 0), old
    assert new["feeds_healthy"] == 1 and stats["totals"]["feeds_problem"] == 0, stats["totals"]


def test_dash_as_output_is_standard_output_for_report_and_refused_by_registry(tmp_path: Path) -> None:
    """'-o -' means standard output for vert and tag; report wrote a file named '-' instead, and registry
    wrote '-' and '-.cwb-encode.sh'."""
    root = make_workspace(tmp_path / "ws")
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "x.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))],
                     compress="xz")
    Path(str(warc) + ".done").write_text("{}")
    assert run_cli("vert", "-W", str(root), cwd=root).returncode == 0
    report = run_cli("report", "-W", str(root), "-o", "-", cwd=root)
    assert report.returncode == 0, report.stderr
    assert report.stdout.startswith("<!DOCTYPE html>") and report.stdout.rstrip().endswith("</html>")
    registry = run_cli("registry", "corpus", "-W", str(root), "-o", "-", cwd=root)
    assert registry.returncode == 2 and "registry: -o - cannot be" in registry.stderr, registry.stderr
    assert not (root / "-").exists() and not (root / "-.cwb-encode.sh").exists()
