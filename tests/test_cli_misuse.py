"""A user's mistakes on the command line: one clear line and exit status 2, never a traceback, and no
work done (no page fetched, no feed polled) before the mistake is reported."""

from __future__ import annotations

import pytest
from collect_support import cli
from httpserver import Route
from log_support import unstamped
from vert_support import make_warc, page


@pytest.mark.parametrize("command", [
    ["vert", "-i", "{warc}", "-o", "{out}"],
    ["collect", "-i", "{feeds}", "-o", "{out}", "--allow-private"],
    ["collect", "-t", "-i", "{feeds}", "-o", "{out}", "--allow-private"],
    ["download", "-i", "{feeds}", "-o", "{out}", "--allow-private"],
    ["report", "-o", "{out}"],
])
@pytest.mark.parametrize("kind", ["directory", "under-a-file"])
def test_output_that_cannot_be_a_file_is_one_line_and_status_2(tmp_path, serve, command, kind):
    rss = b"<rss version='2.0'><channel><item><link>http://x.cz/1</link></item></channel></rss>"
    server = serve({"/feed": Route(rss, headers={"Content-Type": "application/rss+xml"})})
    warc = make_warc(tmp_path / "in.warc.gz", [dict(html=page("<p>Text.</p>"))])
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/feed") + "\n")
    if kind == "directory":
        out = tmp_path / "out.warc.xz"
        out.mkdir()
    else:
        out = feeds / "out.warc.xz"
    args = [a.format(warc=warc, feeds=feeds, out=out) for a in command]
    proc = cli(*args, "-W", str(tmp_path), cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and str(out.name) in errors[0]
    assert server.hits == []  # nothing fetched before the mistake was found


@pytest.mark.parametrize("command", [
    ["vert", "-i", "{input}", "-o", "{tmp}/out.vert"],
    ["tag", "-i", "{input}", "-o", "{tmp}/out.vert", "-l", "{tmp}/none.tagger"],
    ["registry", "news", "-i", "{input}", "-o", "{tmp}/registry/news"],
])
@pytest.mark.parametrize("kind", ["folder", "missing"])
def test_input_that_is_a_folder_or_missing_is_named_as_such(tmp_path, command, kind):
    given = tmp_path / "inputs"
    if kind == "folder":
        given.mkdir()
    args = [a.format(input=given, tmp=tmp_path) for a in command]
    proc = cli(*args, "-W", str(tmp_path), cwd=tmp_path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    expected = "a folder, not a file" if kind == "folder" else "no such file"
    assert f"{given}: {expected}" in proc.stderr


def test_negative_worker_count_is_a_usage_error(tmp_path):
    warc = make_warc(tmp_path / "in.warc.gz", [dict(html=page("<p>Text.</p>"))])
    proc = cli("vert", "-i", str(warc), "-o", str(tmp_path / "out.vert"), "-m", "-1", cwd=tmp_path)
    assert proc.returncode == 2 and "'vert.workers' must be from 0 to 1024, not -1" in proc.stderr
    assert not (tmp_path / "out.vert").exists()


@pytest.mark.parametrize("command", [["collect"], ["vert"], ["tag"], ["download"], ["feeds"], ["stats"],
                                     ["big-brother", "--once"]])
def test_mistyped_workspace_is_a_usage_error_and_nothing_is_created(tmp_path, command):
    typo = tmp_path / "corpsu"
    proc = cli(*command, "-W", str(typo), cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "no such workspace folder" in proc.stderr and "Traceback" not in proc.stderr
    assert not typo.exists()


def test_demo_still_creates_its_workspace_where_told(tmp_path):
    from corpustools.cli import build_parser

    args = build_parser().parse_args(["demo", "-W", str(tmp_path / "new")])
    assert args.creates_workspace


def test_lint_of_a_folder_or_missing_file_is_a_usage_error_on_its_own_log_line(tmp_path):
    (tmp_path / "verts").mkdir()
    for given, expected in ((tmp_path / "verts", "a folder, not a file"), (tmp_path / "no.vert", "no such file")):
        proc = cli("lint", str(given), cwd=tmp_path)
        assert proc.returncode == 2 and f"{given}: {expected}" in proc.stderr
    bad = tmp_path / "bad.vert"
    bad.write_text("<doc>\n<p>\nword\n</p>\n")
    proc = cli("lint", str(bad), cwd=tmp_path)
    assert proc.returncode == 1 and "-ERR lint: " in unstamped(proc.stderr) and "bad.vert:" in proc.stdout


@pytest.mark.parametrize("flag, status", [("-c", 2), ("-e", 1)])
def test_config_or_log_file_that_is_a_folder_is_one_line(tmp_path, flag, status):
    (tmp_path / "folder").mkdir()
    vertical = tmp_path / "ok.vert"
    vertical.write_text('<doc id="a">\n<p>\n<s>\nSlovo\n</s>\n</p>\n</doc>\n')
    proc = cli("lint", str(vertical), flag, str(tmp_path / "folder"), cwd=tmp_path)
    assert proc.returncode == status, proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert "folder" in proc.stderr


def test_input_files_may_be_given_without_i(tmp_path):
    """'corpustools vert IN.warc.gz -o OUT' as most tools take their files (it was 'unrecognized
    arguments'); the old scripts' -i still works, and gives the same bytes; a stray option is still one
    usage line."""
    from vert_support import CS_TEXT, CS_TEXT2

    warcs = [make_warc(tmp_path / f"in{n}.warc.gz", [dict(url=f"https://www.example.cz/{n}",
                                                          html=page(f"<p>{CS_TEXT} {n}</p><p>{CS_TEXT2}</p>"))])
             for n in range(2)]
    plain = cli("vert", str(warcs[0]), str(warcs[1]), "-o", str(tmp_path / "a.vert"), "-m", "1")
    assert plain.returncode == 0, plain.stderr
    assert "2 documents" in plain.stderr
    old = cli("vert", "-i", str(warcs[0]), str(warcs[1]), "-o", str(tmp_path / "b.vert"), "-m", "1")
    assert old.returncode == 0, old.stderr
    assert (tmp_path / "a.vert").read_bytes() == (tmp_path / "b.vert").read_bytes()
    mixed = cli("dedup", str(tmp_path / "a.vert"), "-o", str(tmp_path / "c.vert"), "--state", str(tmp_path / "st"))
    assert mixed.returncode == 0, mixed.stderr
    assert (tmp_path / "c.vert").read_text("utf-8").count("<doc ") == 2
    no_output = cli("vert", str(warcs[0]))
    assert no_output.returncode == 2
    assert unstamped(no_output.stderr).strip() == "-ERR vert: input files (-i) need -o OUTPUT (.vert or .vert.xz)"
    stray = cli("vert", "--bogus", str(warcs[0]), "-o", str(tmp_path / "d.vert"))
    assert stray.returncode == 2 and "unrecognized arguments: --bogus" in stray.stderr
    assert not (tmp_path / "d.vert").exists()
