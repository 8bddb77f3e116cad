"""Misuse as a new user meets it (session 27): an input without read permission, an output folder on a
read-only mount, two flags that contradict each other, an ad hoc dedup of something that is no
vertical, and the examples every command's ``--help`` gives.  Real processes on real files; the run
without read permission drops the capability that lets root read anything (``setpriv``), as a user
without root meets it."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, run_cli
from log_support import unstamped
from vert_support import make_warc, page

_ARTICLE = ("<article><h1>Most přes řeku bude opraven</h1>"
            + "".join(f"<p>Krajský úřad oznámil, že oprava mostu číslo {i} začne na jaře a potrvá do podzimu; "
                      f"objížďka povede přes sousední obec a autobusy pojedou podle výlukového řádu.</p>"
                      for i in range(6)) + "</article>")


def _as_a_user(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """``corpustools ARGS`` without the right to read or write what the file modes forbid (root keeps
    it through CAP_DAC_OVERRIDE: dropped here)."""
    prefix: list[str] = []
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("root without setpriv: file modes cannot be made to count")
        prefix = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]
    return subprocess.run(prefix + cli(*args), capture_output=True, text=True, env=ENV, timeout=120, cwd=cwd)


def _lines(run: subprocess.CompletedProcess) -> list[str]:
    return unstamped(run.stderr).splitlines()


# --- an input without read permission ---------------------------------------------------------------

def test_a_warc_without_read_permission_is_said_so_and_read_once_it_can_be(tmp_path):
    """A WARC in a workspace that vert may not read (copied in by another user, a umask of 077): the line
    said 'not a WARC/ARC file (PermissionError: [Errno 13] Permission denied: ...)', and a note,
    'noted as holding no web page', kept every later run from reading it until the file changed, which
    a chmod does not do: its pages were never converted.  Now 'cannot read: Permission denied', no
    note, exit 1, and the run after the chmod writes its vertical."""
    root = tmp_path / "ws"
    (root / "warcs" / "src").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "src" / "day.warc.gz", [dict(html=page(_ARTICLE), url="https://a.cz/1")])
    warc.chmod(0)
    old = time.time() - 3600
    os.utime(warc, (old, old))
    run = _as_a_user("vert", "-W", str(root), cwd=root)
    lines = _lines(run)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert "-ERR warc: src/day.warc.gz: cannot read: Permission denied; skipped" in lines, run.stderr
    assert "not a WARC" not in run.stderr and "Errno" not in run.stderr, run.stderr
    assert not list((root / "verts" / "src").glob("*.nothing")), run.stderr
    warc.chmod(0o644)  # (the file itself unchanged)
    again = _as_a_user("vert", "-W", str(root), cwd=root)
    assert again.returncode == 0 and (root / "verts" / "src" / "day.vert.xz.done").exists(), again.stderr


def test_ad_hoc_a_warc_without_read_permission_is_one_clear_line(tmp_path):
    """The same file given to ``vert -i`` and ``warc recompress``: 'cannot read: Permission denied', not
    'not a WARC/ARC file (PermissionError: ...)'; and ``lint`` of a vertical it may not read says the
    system's words, not Python's ('[Errno 13] Permission denied: 'x.vert'')."""
    warc = make_warc(tmp_path / "day.warc.gz", [dict(html=page(_ARTICLE), url="https://a.cz/1")])
    warc.chmod(0)
    vertical = tmp_path / "day.vert"
    vertical.write_text('<doc id="a">\n<p>\nslovo\n</p>\n</doc>\n')
    vertical.chmod(0)
    for args in (("vert", "-i", "day.warc.gz", "-o", "day.vert.xz"), ("warc", "recompress", "day.warc.gz", "x.warc.xz")):
        run = _as_a_user(*args, cwd=tmp_path)
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
        assert "day.warc.gz: cannot read: Permission denied" in run.stderr, run.stderr
        assert "not a WARC" not in run.stderr and "Errno" not in run.stderr, run.stderr
    run = _as_a_user("lint", "day.vert", cwd=tmp_path)
    assert run.returncode == 1 and "day.vert:0: cannot read the file: Permission denied" in run.stdout, run.stdout


def test_a_link_file_without_read_permission_stays_pending_and_fails_the_run(tmp_path):
    """``download`` of a workspace whose link file it may not read said '-ERR ... cannot read: [Errno 13]
    Permission denied: '/…/a.txt'' and exited 0, as if all went well.  Now the system's words, 'the link
    file stays pending', exit 1.  Ad hoc, a link file it may not read was said twice, the second time
    as 'NO LINKS: no line holds a usable http(s) URL', which nobody had looked at."""
    root = tmp_path / "ws"
    (root / "collected_links" / "src").mkdir(parents=True)
    links = root / "collected_links" / "src" / "a.txt"
    links.write_text("https://a.example.cz/1\n")
    links.chmod(0)
    old = time.time() - 3600
    os.utime(links, (old, old))
    (root / "corpustools.toml").write_text('contact_url = "https://example.org/corpus"\n')
    run = _as_a_user("download", "-W", str(root), cwd=root)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert f"-ERR download: {links}: cannot read: Permission denied; the link file stays pending" in _lines(run)
    assert links.exists() and not list(root.glob("warcs/*/*")), run.stderr
    adhoc = _as_a_user("download", "-i", str(links), "-o", "x.warc.xz", cwd=tmp_path)
    assert adhoc.returncode == 1 and "NO LINKS" not in adhoc.stderr, adhoc.stderr
    assert [line for line in _lines(adhoc) if line.startswith("-ERR")] == [
        f"-ERR download: {links}: cannot read: Permission denied; no link read from it",
        f"-ERR download: nothing written: no input could be read ({links})"], adhoc.stderr


# --- an output folder on a read-only mount ----------------------------------------------------------------

def test_an_output_on_a_read_only_mount_says_read_only(tmp_path):
    """An output in a folder of a read-only mount (a backup's, a container's image layer) was refused
    with 'no permission to write in DIR', which sent root looking at the modes of a folder it may write
    to; now 'DIR is on a read-only file system', before any work, status 2."""
    mount = tmp_path / "ro"
    mount.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(mount)],
                                           capture_output=True).returncode:
        pytest.skip("cannot mount a read-only tmpfs here")
    try:
        warc = make_warc(tmp_path / "day.warc.gz", [dict(html=page(_ARTICLE), url="https://a.cz/1")])
        run = run_cli("vert", "-i", str(warc), "-o", str(mount / "day.vert"))
        assert run.returncode == 2 and "Traceback" not in run.stderr, run.stderr
        assert _lines(run) == [f"-ERR vert: output {mount / 'day.vert'}: {mount} is on a read-only file system"]
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


# --- flags that contradict each other; dedup of what is no vertical ----------------------------------

def test_quiet_and_verbose_together_are_said(tmp_path):
    """``-q`` and ``-v`` together (a cron line copied from a debugging session): -v won without a word,
    and the quiet run mailed every +DEBUG line.  Now one -WARN line says -v wins."""
    warc = make_warc(tmp_path / "day.warc.gz", [dict(html=page(_ARTICLE), url="https://a.cz/1")])
    run = run_cli("-q", "vert", "-v", "-i", str(warc), "-o", str(tmp_path / "day.vert"))
    assert run.returncode == 0, run.stderr
    assert _lines(run)[0] == "-WARN vert: -q and -v both given: -v wins (every line is logged, +DEBUG too)"
    alone = run_cli("vert", "-q", "-i", str(warc), "-o", str(tmp_path / "day2.vert"))
    assert alone.returncode == 0 and alone.stderr == "", alone.stderr


def test_ad_hoc_dedup_of_a_warc_says_no_output_is_written(tmp_path):
    """``dedup -i crawl.warc.gz -o out.vert`` (a stage skipped): '…not a vertical…; out.vert is left out of
    this run', as if out.vert were an input.  Now 'no output written (out.vert)'; a workspace's input
    keeps 'src/x.vert.xz is left out of this run'."""
    warc = make_warc(tmp_path / "day.warc.gz", [dict(html=page(_ARTICLE), url="https://a.cz/1")])
    run = run_cli("dedup", "-i", str(warc), "-o", "out.vert", cwd=tmp_path)
    assert run.returncode == 1 and not (tmp_path / "out.vert").exists(), run.stderr
    errors = [line for line in _lines(run) if line.startswith("-ERR")]
    assert len(errors) == 1 and errors[0].endswith("; no output written (out.vert)"), run.stderr
    assert "not a vertical" in errors[0] and "left out" not in errors[0], run.stderr


# --- every command's --help gives examples ----------------------------------------------------------

@pytest.mark.parametrize("command", ["collect", "feeds", "discover", "download", "warc check", "warc recompress",
                                     "vert", "lint", "dedup", "tag", "big-brother", "demo", "stats", "report",
                                     "links", "log-sort", "models", "registry"])
def test_every_commands_help_shows_examples(command):
    """A new user reads ``--help`` first: feeds, discover, download, warc check/recompress, lint,
    big-brother, demo and models showed none (the other commands did); each now shows at least one
    command line of its own, with flags its usage names."""
    run = run_cli(*command.split(), "--help")
    assert run.returncode == 0, run.stderr
    examples = [line.strip().split("#")[0] for line in run.stdout.splitlines()
                if line.strip().startswith(f"corpustools {command}")]
    assert examples, run.stdout
    for example in examples:  # (its flags are the command's own: named in its usage)
        flags = [word for word in example.split() if word.startswith("-") and word != "-"]
        assert all(flag in run.stdout.split("options:")[-1] or flag in run.stdout.split("\n\n")[0]
                   for flag in flags), (example, run.stdout)


def test_a_mistyped_flag_names_the_flag_meant(tmp_path):
    """'corpustools vert --formt new ...' said 'unrecognized arguments: --formt new' and no more, though a
    mistyped command names the one meant ('colect': 'did you mean collect?').  Now the flag meant is
    named too; a flag like none of the command's is said as before."""
    cases = {("vert", "--formt", "new", "-i", "a.warc.gz", "-o", "a.vert"): "--format",
             ("download", "--alow-private", "-i", "links.txt", "-o", "x.warc.xz"): "--allow-private",
             ("dedup", "--treshold", "0.5", "-i", "a.vert", "-o", "b.vert"): "--threshold"}
    for args, meant in cases.items():
        run = run_cli(*args, cwd=tmp_path)
        assert run.returncode == 2 and run.stderr.splitlines()[-1].endswith(f"(did you mean '{meant}'?)"), run.stderr
    other = run_cli("warc", "check", "--bogus", "x.warc.gz", cwd=tmp_path)
    assert other.returncode == 2 and other.stderr.splitlines()[-1].endswith("unrecognized arguments: --bogus")
