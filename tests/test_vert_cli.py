"""``corpustools vert`` from the command line: ad-hoc and workspace mode, usage errors, kill -9 of a worker."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from vert_support import CS_TEXT, EN_TEXT, make_warc, page, read_vert

from corpustools.cli import main
from corpustools.vertical.lint import lint_file
from corpustools.workspace import Workspace, is_done, mark_done

ARTICLE = f"<article><h1>Titulek</h1><p>{CS_TEXT}</p><p>{EN_TEXT} <a href='/a'>odkaz</a>.</p></article>"


def article(i: int) -> str:
    return page(ARTICLE.replace("Titulek", f"Titulek číslo {i}").replace("</p>", f" Číslo {i}.</p>", 1))


def test_ad_hoc_run_writes_xz_and_lint_passes(tmp_path, capsys):
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=article(i)) for i in range(3)])
    out = tmp_path / "a.vert.xz"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1", "--source", "test", "-f"]) == 0
    text = read_vert(out)
    # the <h1> headline is the document's <head>, not repeated as the first block
    assert text.count("<doc ") == 3 and 'source="test"' in text and "<h1 " not in text
    assert "<head>\n<s>\nTitulek\nčíslo\n0\n</s>\n</head>" in text
    assert main(["lint", str(out)]) == 0
    assert "3 documents" in capsys.readouterr().err


def test_usage_errors_exit_2(tmp_path):
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(ARTICLE))])
    assert main(["vert", "-i", str(warc)]) == 2
    assert main(["vert", "-i", str(warc), "-o", str(tmp_path / "x.txt")]) == 2
    assert main(["vert", "-i", str(tmp_path / "missing.warc"), "-o", str(tmp_path / "x.vert")]) == 2
    assert not (tmp_path / "x.vert").exists()


def test_workspace_mode_from_the_cli(tmp_path):
    ws = Workspace.at(tmp_path).ensure()
    (ws.warcs / "news").mkdir()
    warc = make_warc(ws.warcs / "news" / "20261120T100000Z.warc.xz", [dict(html=page(ARTICLE))], compress="xz")
    mark_done(warc)
    assert main(["vert", "-W", str(tmp_path), "-m", "1"]) == 0
    out = ws.verts / "news" / "20261120T100000Z.vert.xz"
    assert is_done(out) and lint_file(out) == []


def _children(pid: int) -> list[int]:
    try:
        return [int(x) for x in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _workers(pid: int) -> list[int]:
    """The worker processes of a vert run: the children of its zygote (see vert/zygote.py), or its own
    children where workers are spawned."""
    children = _children(pid)
    forked = [worker for child in children for worker in _children(child)]
    return forked or children


def test_worker_killed_mid_run_is_replaced(tmp_path):
    """kill -9 of a worker of a running `corpustools vert`: the run finishes, output is whole and valid."""
    def slow(n: int) -> str:
        return page("<article>" + "".join(f"<p>{CS_TEXT} {n} {i}</p>" for i in range(2500)) + "</article>")

    # half the pages slow: the workers must still be at work when the test kills one (they got faster)
    pages = [dict(html=slow(i) if i % 2 == 0 else article(i)) for i in range(20)]
    warc = make_warc(tmp_path / "k.warc.xz", pages, compress="xz")
    out = tmp_path / "k.vert.xz"
    log = tmp_path / "log.txt"
    proc = subprocess.Popen([sys.executable, "-m", "corpustools", "vert", "-i", str(warc), "-o", str(out), "-m", "2",
                             "-e", str(log)])
    killed = None
    deadline = time.monotonic() + 60
    while killed is None and time.monotonic() < deadline and proc.poll() is None:
        if len(_workers(proc.pid)) == 2:
            time.sleep(0.2)  # let them start working
            for pid in _workers(proc.pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    continue
                killed = pid
                break
        time.sleep(0.05)
    assert killed is not None, "no worker processes seen"
    assert proc.wait(120) == 0
    text = read_vert(out)
    assert lint_file(out) == []
    # the killed worker's page (if it had one) is read again by the plain pass (document.retry_plain): none is lost
    assert "document skipped" not in log.read_text() and text.count("<doc ") == 20


def test_unknown_language_code_stops_the_run_with_a_clear_error(tmp_path, capsys):
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=article(1))])
    out = tmp_path / "a.vert"
    assert main(["vert", "-i", str(warc), "-o", str(out), "-m", "1", "--languages", "cs,qq"]) == 2
    assert "'qq' is not an ISO 639-1 language code" in capsys.readouterr().err
    assert not out.exists()


def test_workers_of_a_killed_vert_end_with_it(tmp_path):
    """kill -9 of a running `corpustools vert`: its worker processes (and the zygote that forked them)
    end by themselves, nothing is left working; no output appears."""
    def slow(n: int) -> str:
        return page("<article>" + "".join(f"<p>{CS_TEXT} {n} {i}</p>" for i in range(2500)) + "</article>")

    warc = make_warc(tmp_path / "k.warc.xz", [dict(html=slow(i)) for i in range(40)], compress="xz")
    out = tmp_path / "k.vert.xz"
    proc = subprocess.Popen([sys.executable, "-m", "corpustools", "vert", "-q", "-i", str(warc), "-o", str(out),
                             "-m", "2"])
    deadline = time.monotonic() + 60
    while len(_workers(proc.pid)) < 2 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    helpers = _children(proc.pid) + _workers(proc.pid)
    assert len(_workers(proc.pid)) == 2, "no worker processes seen"
    time.sleep(0.3)  # working
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    deadline = time.monotonic() + 30
    while any(Path(f"/proc/{pid}").exists() for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [pid for pid in helpers if Path(f"/proc/{pid}").exists()]
    for pid in left:  # a failing run's leftovers must not keep working
        os.kill(pid, signal.SIGKILL)
    assert not left
    assert not out.exists()


def _arc(path: Path, html: str, too_long: int) -> Path:
    """An ARC (v1) file with one page whose declared length is ``too_long`` bytes more than it holds."""
    head = "1 0 tests\nURL IP-address Archive-date Content-type Archive-length\n"
    http = ("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + html).encode()
    data = (f"filedesc://{path.name} 127.0.0.1 20261120100000 text/plain {len(head)}\n{head}\n"
            f"https://a.cz/arc 127.0.0.1 20261120100000 text/html {len(http) + too_long}\n").encode() + http + b"\n"
    path.write_bytes(data)
    return path


def test_a_file_cut_inside_a_record_is_an_error_but_a_few_missing_line_ends_of_an_arc_are_a_warning(tmp_path):
    """Exit status 1 comes with an -ERR line saying what happened: a WARC (or an xz WARC) cut off inside a
    record may have lost the pages after it (an -ERR line, status 1), even when only a few bytes of it
    are missing; an ARC record a few bytes short of its declared length (ARC writers that count the line
    ends) is whole (a warning, status 0).  The pages read are written either way."""
    pages = [dict(html=article(i), url=f"https://a.cz/{i}") for i in range(6)]
    whole = make_warc(tmp_path / "whole.warc", pages, compress="none", extra_records=False)
    short = tmp_path / "short.warc"  # the last record's two CRLFs and 4 bytes of its block missing
    short.write_bytes(whole.read_bytes()[:-8])
    cut = tmp_path / "cut.warc"
    cut.write_bytes(whole.read_bytes()[: int(whole.stat().st_size * 0.6)])
    xz = make_warc(tmp_path / "whole.warc.xz", pages, compress="xz")
    cut_xz = tmp_path / "cut.warc.xz"
    cut_xz.write_bytes(xz.read_bytes()[: int(xz.stat().st_size * 0.7)])
    arc = _arc(tmp_path / "quirk.arc", article(7), too_long=12)
    cases = ((arc, 0, "-WARN", 1), (short, 1, "-ERR", 6), (cut, 1, "-ERR", 4), (cut_xz, 1, "-ERR", 4))
    for warc, status, level, docs in cases:
        out = tmp_path / f"{warc.name}.vert"
        proc = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-q", "-i", str(warc), "-o", str(out),
                               "-m", "1"], capture_output=True, text=True, timeout=120)
        assert proc.returncode == status, proc.stderr
        problem = [line for line in proc.stderr.splitlines() if warc.name in line and "+OK" not in line]
        assert len(problem) == 1 and problem[0].startswith(level), proc.stderr
        assert 1 <= read_vert(out).count("<doc ") <= docs and lint_file(out) == []
