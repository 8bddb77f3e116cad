"""What a new user hits, twenty-second round, run as a user runs it (real processes, real files, real
signals): what stands under an input's name but is no file to read (a folder, a link to a file that is
gone, a named pipe, a file of /proc that errors on read), a WARC that holds no web page in a workspace
run by hand, and an interrupt while the command is still starting.

Each test here failed before its fix (each says what happened instead); the guards beside them say what
must stay as it is."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, run_bb, run_cli
from log_support import unstamped
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page, read_vert

OLD = time.time() - 7200  # a WARC dropped in by hand is taken once it has not changed for a minute

NO_PAGE = [dict(html=b"%PDF-1.4 a report", content_type="application/pdf", url="https://www.example.cz/a.pdf"),
           dict(html=page(f"<p>{CS_TEXT}</p>"), status="404 Not Found", url="https://www.example.cz/gone")]


def _aged(path: Path) -> Path:
    os.utime(path, (OLD, OLD), follow_symlinks=False)
    return path


def _article(path: Path, text: str = CS_TEXT, n: int = 1) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    return _aged(make_warc(path, [{"url": f"https://www.example.cz/clanek/{n}",
                                   "html": page(f"<article><h1>Rozpočet</h1><p>{text}</p></article>")}]))


def _lines(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


# -- what is named as an input but is no file -----------------------------------------------------------

def test_a_folder_a_dangling_link_and_a_pipe_named_as_warcs_are_said_and_the_rest_is_converted(tmp_path: Path) -> None:
    """Before: 'warcs/src/x.warc.gz/' (a folder) was passed over in silence; a link to a WARC moved away
    stopped the whole run ('-ERR vert: .../b.warc.gz: No such file or directory', status 1, not one
    vertical written); a named pipe was opened and waited on for ever, holding the workspace's lock (a
    cron run that never ends).  Now each is one -WARN line that says what it is, and the WARCs beside them
    are converted (status 0)."""
    root = make_workspace(tmp_path / "ws")
    src = root / "warcs" / "zpravy"
    src.mkdir(parents=True)
    _article(src / "a.warc.gz")
    _article(src / "z.warc.gz", CS_TEXT2, 2)
    (src / "folder.warc.gz").mkdir()
    (src / "gone.warc.gz").symlink_to(tmp_path / "moved-away.warc.gz")
    os.mkfifo(src / "pipe.warc.gz")
    for name in ("folder.warc.gz", "gone.warc.gz", "pipe.warc.gz"):
        _aged(src / name)

    run = run_cli("vert", "-m", "1", cwd=root, timeout=60)

    assert run.returncode == 0, run.stderr
    warned = _lines(run.stderr, "-WARN")
    assert "-WARN vert: warcs/zpravy/folder.warc.gz: not read: a folder, not a file (move its files out, or rename it)" \
        in warned, run.stderr
    assert any(line.startswith("-WARN vert: warcs/zpravy/gone.warc.gz: not read: a link to ") and
               "moved-away.warc.gz, which does not exist" in line for line in warned), run.stderr
    assert "-WARN vert: warcs/zpravy/pipe.warc.gz: not read: a named pipe, not a file (put the file itself there)" \
        in warned, run.stderr
    assert len(warned) == 3, run.stderr
    assert sorted(p.name for p in (root / "verts" / "zpravy").iterdir()) == [
        "a.vert.xz", "a.vert.xz.done", "z.vert.xz", "z.vert.xz.done"]


def test_a_folder_named_as_a_vertical_a_feed_list_or_a_link_file_is_said(tmp_path: Path) -> None:
    """Before: 'verts/src/x.vert.xz/', 'rss_sources/news.txt/' and 'collected_links/src/more.txt/' were
    passed over by dedup, collect and download without a word (collect said only 'no feed lists')."""
    root = make_workspace(tmp_path / "ws")
    _article(root / "warcs" / "zpravy" / "a.warc.gz")
    assert run_cli("vert", "-m", "1", cwd=root).returncode == 0
    (root / "verts" / "zpravy" / "old.vert.xz").mkdir()
    (root / "rss_sources" / "news.txt").mkdir()
    (root / "collected_links" / "zpravy" / "more.txt").mkdir(parents=True)

    dedup = run_cli("dedup", "-m", "1", cwd=root)
    assert dedup.returncode == 0, dedup.stderr
    assert "-WARN dedup: verts/zpravy/old.vert.xz: not read: a folder, not a file" in unstamped(dedup.stderr)
    assert (root / "deduped" / "zpravy" / "a.vert.xz").exists()  # the rest goes on
    collect = run_cli("collect", cwd=root)
    assert "-WARN collect: rss_sources/news.txt: not read: a folder, not a file" in unstamped(collect.stderr), \
        collect.stderr
    download = run_cli("download", cwd=root)
    assert "-WARN download: collected_links/zpravy/more.txt: not read: a folder, not a file" \
        in unstamped(download.stderr), download.stderr


def test_a_folder_of_old_warcs_under_a_source_stays_said_as_before(tmp_path: Path) -> None:
    """Guard: a folder a level deeper that is named as no input ('warcs/src/2019/') is searched and its
    WARCs named as not read, as before; it is not itself called a folder in the way."""
    root = make_workspace(tmp_path / "ws")
    _article(root / "warcs" / "zpravy" / "a.warc.gz")
    _article(root / "warcs" / "zpravy" / "2019" / "old.warc.gz")
    run = run_cli("vert", "-m", "1", cwd=root)
    assert run.returncode == 0, run.stderr
    said = unstamped(run.stderr)
    assert "1 file(s) not read: warcs/zpravy/2019/old.warc.gz" in said, said
    assert "2019: not read" not in said, said


# -- a file of /proc that errors on read ---------------------------------------------------------------

def _bad_file() -> str:
    """A file every reader gets an I/O error from (run as root, a mode bit stops no read)."""
    try:
        with open("/proc/self/mem", "rb") as fh:
            fh.read(1)
    except OSError:
        return "/proc/self/mem"
    pytest.skip("/proc/self/mem reads here without an error")


def test_vert_given_a_file_that_errors_on_read_says_so_and_converts_the_others(tmp_path: Path) -> None:
    """Before: '-ERR vert: out.vert: cannot write: Input/output error' (the input's read error put on the
    output), status 1 and no output: the other WARC's documents were lost.  Now the input's own line, and
    the other WARC's document is written (status 1: an input gave nothing)."""
    good = _article(tmp_path / "good.warc.gz")
    out = tmp_path / "out.vert"
    run = run_cli("vert", "-m", "1", str(good), _bad_file(), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    errors = _lines(run.stderr, "-ERR")
    assert errors == ["-ERR vert: /proc/self/mem: cannot read: Input/output error; nothing of it is read"], run.stderr
    assert "cannot write" not in run.stderr
    assert read_vert(out).count("<doc ") == 1


def test_dedup_tag_and_warc_check_given_a_file_that_errors_on_read_go_on_with_the_others(tmp_path: Path) -> None:
    """Before: dedup stopped at '-ERR dedup: /proc/self/mem: cannot read ...' with no output, tag at
    '... cannot open: Input/output error; no output written' (and so for any input that is no vertical
    among several: one WARC given by mistake lost the tagging of all the others), warc check at
    '-ERR warc: Input/output error' naming no file, the WARCs after it unchecked."""
    from tag_support import model_path

    bad = _bad_file()
    good = _article(tmp_path / "good.warc.gz")
    vertical = tmp_path / "good.vert"
    assert run_cli("vert", "-m", "1", str(good), "-o", str(vertical), cwd=tmp_path).returncode == 0

    dedup = run_cli("dedup", "-m", "1", "-i", str(vertical), bad, "-o", str(tmp_path / "d.vert"),
                    "--state", str(tmp_path / "index"), cwd=tmp_path)
    assert dedup.returncode == 1, dedup.stderr
    assert _lines(dedup.stderr, "-ERR") == [
        f"-ERR dedup: {bad}: cannot read: Input/output error; left out, the other inputs are deduplicated"]
    assert read_vert(tmp_path / "d.vert").count("<doc ") == 1

    tag = run_cli("tag", "-m", "1", "-i", str(vertical), bad, str(good), "-o", str(tmp_path / "t.vert"),
                  "-l", model_path(), cwd=tmp_path)
    assert tag.returncode == 1, tag.stderr
    errors = _lines(tag.stderr, "-ERR")
    assert errors[0] == f"-ERR tag: {bad}: cannot open: Input/output error; left out, the other inputs are tagged"
    assert errors[1].startswith(f"-ERR tag: {good}: not a vertical") and len(errors) == 2, tag.stderr
    assert read_vert(tmp_path / "t.vert").count("<doc ") == 1

    check = run_cli("warc", "check", bad, str(good), cwd=tmp_path)
    assert check.returncode == 1, check.stderr
    assert _lines(check.stderr, "-ERR") == [f"-ERR warc: {bad}: cannot read: Input/output error"], check.stderr
    assert f"+OK warc: {good}: OK" in unstamped(check.stderr)


def test_tag_given_one_input_that_is_no_vertical_still_refuses_it(tmp_path: Path) -> None:
    """Guard: alone, an input that is no vertical is the run's one error, no output written (issue 15)."""
    from tag_support import model_path

    good = _article(tmp_path / "good.warc.gz")
    out = tmp_path / "t.vert"
    run = run_cli("tag", "-i", str(good), "-o", str(out), "-l", model_path(), cwd=tmp_path)
    assert run.returncode == 1 and not out.exists(), run.stderr
    assert len(_lines(run.stderr, "-ERR")) == 1 and "not a vertical" in run.stderr


def test_a_named_pipe_given_as_an_input_is_said_before_the_wait(tmp_path: Path) -> None:
    """Before: 'corpustools lint x.vert' on a named pipe nothing writes to waited without a word.  Now a
    -WARN line says it waits for a program to write into it; a pipe that is written to is read as before."""
    pipe = tmp_path / "in.warc.gz"
    os.mkfifo(pipe)
    good = make_warc(tmp_path / "good.warc.gz", [{"url": "https://www.example.cz/clanek/1",
                                                  "html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    proc = subprocess.Popen(cli("vert", "-m", "1", "-i", str(pipe), "-o", str(tmp_path / "out.vert")),
                            stderr=subprocess.PIPE, text=True, env=ENV, cwd=tmp_path)
    try:
        with open(pipe, "wb") as writer:  # opens once vert opens it for reading
            writer.write(good.read_bytes())
        _, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 0, stderr
    assert (f"-WARN vert: {pipe}: a named pipe: read once a program writes into it, and waited for until then "
            f"(Ctrl-C stops)") in unstamped(stderr), stderr
    assert read_vert(tmp_path / "out.vert").count("<doc ") == 1


# -- a WARC that holds no web page ---------------------------------------------------------------------

def test_vert_by_hand_notes_a_warc_without_a_web_page_and_does_not_read_it_again(tmp_path: Path) -> None:
    """Before: every run of 'corpustools vert' (by hand, or from a cron line of its own) read the WARC
    again and said the same '-ERR ... holds no web page ... left for a retry', status 1, for ever (only
    big-brother set it aside).  Now the first run says it (status 1) and notes it beside the output; a
    rerun passes it over with one +OK line (status 0); a file put in its place is read."""
    root = make_workspace(tmp_path / "ws")
    src = root / "warcs" / "zpravy"
    src.mkdir(parents=True)
    empty = _aged(make_warc(src / "a.warc.gz", NO_PAGE))
    _article(src / "b.warc.gz")

    first = run_cli("vert", "-m", "1", cwd=root)
    assert first.returncode == 1, first.stderr
    errors = _lines(first.stderr, "-ERR")
    assert len(errors) == 1 and "a.warc.gz holds no web page" in errors[0] and "left for a retry" not in errors[0]
    note = root / "verts" / "zpravy" / "a.vert.xz.nothing"
    assert note.exists() and not (root / "verts" / "zpravy" / "a.vert.xz").exists()
    assert "a.warc.gz noted as holding no web page (a.vert.xz.nothing)" in first.stderr

    again = run_cli("vert", "-m", "1", cwd=root)
    assert again.returncode == 0, again.stderr
    assert not _lines(again.stderr, "-ERR") and "holds no web page" not in again.stderr, again.stderr
    assert "1 input file(s) passed over: an earlier run found nothing in them (warcs/zpravy/a.warc.gz)" \
        in again.stderr
    for stage in ("dedup",):  # the stages after it see nothing of it, and the note is not taken for a vertical
        later = run_cli(stage, "-m", "1", cwd=root)
        assert later.returncode == 0 and "not read" not in later.stderr, later.stderr

    _article(empty, CS_TEXT2, 3)  # another WARC under the same name: read
    third = run_cli("vert", "-m", "1", cwd=root)
    assert third.returncode == 0, third.stderr
    assert (root / "verts" / "zpravy" / "a.vert.xz.done").exists() and not note.exists()


def test_big_brother_still_retries_a_noted_warc_and_sets_it_aside(tmp_path: Path) -> None:
    """Guard: big-brother keeps its way with such a WARC (tried big_brother.max_failures times, then set
    aside in state/quarantine/, listed by report), also after a run by hand noted it; the note goes with it."""
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    src = root / "warcs" / "zpravy"
    src.mkdir(parents=True)
    _aged(make_warc(src / "a.warc.gz", NO_PAGE))
    assert run_cli("vert", "-m", "1", cwd=root).returncode == 1
    assert (root / "verts" / "zpravy" / "a.vert.xz.nothing").exists()

    first, second = run_bb(root), run_bb(root)
    assert "holds no web page" in first.stderr and "holds no web page" in second.stderr, first.stderr
    assert (root / "state" / "quarantine" / "vert" / "zpravy" / "a.warc.gz").exists(), second.stderr
    assert not (root / "verts" / "zpravy" / "a.vert.xz.nothing").exists()


# -- an interrupt while the command starts ---------------------------------------------------------------

@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupt_while_the_command_starts_is_one_line_and_status_130(tmp_path: Path, signum: int) -> None:
    """Before: Ctrl-C in the first tenth of a second (the command's modules being imported) printed a
    KeyboardInterrupt traceback through importlib and ended with status 1; SIGTERM killed it (status
    -15).  Now: one '-WARN ... interrupted' line, status 130, and nothing written.  The signal is sent
    while corpustools.config is being imported (a sitecustomize on PYTHONPATH holds that import a second
    and says when it started)."""
    warc = _article(tmp_path / "in.warc.gz")
    hook = tmp_path / "hook"
    hook.mkdir()
    ready = tmp_path / "ready"
    (hook / "sitecustomize.py").write_text(
        "import sys, time\n"
        "class _Hold:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'corpustools.config':\n"
        f"            open({str(ready)!r}, 'w').close()\n"
        "            time.sleep(1.0)\n"
        "        return None\n"
        "sys.meta_path.insert(0, _Hold())\n", "utf-8")
    env = {**ENV, "PYTHONPATH": f"{hook}{os.pathsep}{ENV['PYTHONPATH']}"}
    proc = subprocess.Popen(cli("vert", "-m", "1", str(warc), "-o", str(tmp_path / "out.vert")),
                            stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 30
    while not ready.exists() and time.monotonic() < deadline:
        time.sleep(0.005)
    proc.send_signal(signum)
    _, stderr = proc.communicate(timeout=60)
    assert "Traceback" not in stderr, stderr
    assert proc.returncode == 130, (proc.returncode, stderr)
    by = " by SIGTERM" if signum == signal.SIGTERM else ""
    assert f"-WARN cli: interrupted{by} while starting; nothing was done" in unstamped(stderr), stderr
    assert not (tmp_path / "out.vert").exists()


def test_download_and_links_given_a_file_that_errors_on_read_go_on_with_the_others(tmp_path: Path) -> None:
    """Before: 'download -i /proc/self/mem links.txt -o out.warc.xz' said '-ERR download: out.warc.xz:
    cannot write: Input/output error' (the input's read error put on the output) and fetched nothing;
    'links -i' called it a usage error (status 2) and answered no URL.  Now the input's one line, the other
    link file's page is fetched (status 1), and the other file's URLs are answered (status 1)."""
    from httpserver import LoopbackServer, Route

    bad = _bad_file()
    server = LoopbackServer("127.0.0.1", {"/robots.txt": Route("", status=404),
                                          "/clanek": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}).start()
    try:
        links = tmp_path / "links.txt"
        links.write_text(server.url("/clanek") + "\n", "utf-8")
        out = tmp_path / "out.warc.xz"
        run = run_cli("download", "--allow-private", "-i", bad, str(links), "-o", str(out), cwd=tmp_path)
    finally:
        server.stop()
    assert run.returncode == 1, run.stderr
    assert _lines(run.stderr, "-ERR") == [f"-ERR download: {bad}: cannot read: Input/output error; no link read from it"]
    assert "cannot write" not in run.stderr and "1 fetched" in run.stderr, run.stderr
    assert out.exists()

    root = make_workspace(tmp_path / "ws")
    answer = run_cli("links", "-i", bad, str(links), cwd=root)
    assert answer.returncode == 1, answer.stderr
    assert _lines(answer.stderr, "-ERR") == [f"-ERR links: {bad}: cannot read: Input/output error"]
    assert answer.stdout.startswith(server.url("/clanek") + "\t"), answer.stdout


def test_every_argument_of_every_command_says_what_it_is_in_help() -> None:
    """Before: 'warc check --help' listed 'FILE' with no word on what it takes, 'links --help' 'URL', and
    'models --help' its action; every other argument of every command has its line."""
    import argparse

    from corpustools.cli import build_parser

    silent: list[str] = []

    def walk(parser: argparse.ArgumentParser, name: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, subparser in action.choices.items():
                    walk(subparser, f"{name} {sub}")
            elif not action.help:
                silent.append(f"{name} {'/'.join(action.option_strings) or action.dest}")

    walk(build_parser(), "corpustools")
    assert silent == [], silent
