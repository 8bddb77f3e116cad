"""Problems of the machine, not of corpustools: one ``-ERR`` line and the documented exit status, never a
traceback (unwritable outputs and logs, a missing optional package, a reader that closes the pipe); and
``warc recompress`` never overwrites another WARC's index."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from big_brother_support import ENV, cli
from download_support import page as html_page
from httpserver import Route
from vert_support import CS_TEXT, make_warc, page

UNWRITABLE = "/proc/corpustools-test/out"  # not even root can create files under /proc


def _run(*args: str, env: dict | None = None, cwd: Path | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(cli(*args), capture_output=True, text=True, env=env or ENV, cwd=cwd, timeout=timeout)


def _one_error(run: subprocess.CompletedProcess, status: int, *needles: str) -> None:
    assert run.returncode == status, run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert len(errors) == 1, run.stderr
    for needle in needles:
        assert needle in errors[0], errors[0]


def test_unwritable_outputs_and_logs_are_one_line_each(serve, tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    _one_error(_run("vert", "-i", str(warc), "-o", UNWRITABLE + ".vert"), 1, "/proc/corpustools-test")
    _one_error(_run("vert", "-i", str(warc), "-o", str(tmp_path / "a.vert"), "-e", UNWRITABLE + ".log"), 1,
               "-e/--errors", UNWRITABLE + ".log")

    server = serve({"/robots.txt": Route("", status=404), "/a": Route(html_page(1))}, host="127.0.0.91")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n")
    _one_error(_run("download", "-i", str(links), "-o", UNWRITABLE + ".warc.gz", "--allow-private"), 1,
               "/proc/corpustools-test")

    ws = tmp_path / "ws"
    (ws / "state").mkdir(parents=True)
    _one_error(_run("report", "-W", str(ws), "-o", UNWRITABLE + ".html"), 1, "/proc/corpustools-test")
    _one_error(_run("warc", "recompress", str(warc), UNWRITABLE + ".warc.xz"), 1, "/proc/corpustools-test")


def test_missing_optional_package_says_how_to_install_it(tmp_path: Path) -> None:
    # hide the installed packages: a folder first on the path whose modules fail to import as missing ones do
    hide = tmp_path / "hide"
    for name in ("dask", "trafilatura"):
        (hide / name).mkdir(parents=True)
        (hide / name / "__init__.py").write_text(
            f"raise ModuleNotFoundError(\"No module named '{name}'\", name={name!r})\n")
    env = {**ENV, "PYTHONPATH": f"{hide}:{ENV['PYTHONPATH']}"}
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    out = tmp_path / "a.vert"
    _one_error(_run("vert", "-i", str(warc), "-o", str(out), "--extractor", "trafilatura", env=env), 2,
               "pip install 'corpustools[compare]'")
    assert not out.exists()
    ws = tmp_path / "ws"
    (ws / "warcs" / "src").mkdir(parents=True)
    make_warc(ws / "warcs" / "src" / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    _one_error(_run("vert", "-W", str(ws), "--executor", "dask", env=env), 2, "pip install 'corpustools[dask]'")


def test_a_reader_that_closes_the_pipe_is_no_traceback(tmp_path: Path) -> None:
    shell = f"{sys.executable} -m corpustools demo | head -1; echo status=${{PIPESTATUS[0]}}"
    run = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, env=ENV, cwd=tmp_path, timeout=300)
    assert run.stdout.count("\n") == 2 and "status=1" in run.stdout, run.stdout
    assert "Traceback" not in run.stderr and "Exception ignored" not in run.stderr, run.stderr[-3000:]
    assert "broken pipe" in [line for line in run.stderr.splitlines() if line.startswith("-ERR ")][-1]


def test_recompress_never_overwrites_the_index_of_another_warc(serve, tmp_path: Path) -> None:
    server = serve({"/robots.txt": Route("", status=404), **{f"/{i}": Route(html_page(i)) for i in range(3)}},
                   host="127.0.0.92")
    links = tmp_path / "links.txt"
    links.write_text("".join(server.url(f"/{i}") + "\n" for i in range(3)))
    xz = tmp_path / "x.warc.xz"
    done = _run("download", "-i", str(links), "-o", str(xz), "--allow-private", "-p", "1")
    assert done.returncode == 0, done.stderr
    index = Path(str(xz) + ".cdxj")
    before = index.read_bytes()
    assert before.count(b"\n") == 3

    gz = tmp_path / "x.warc.gz"
    assert _run("warc", "recompress", str(xz), str(gz)).returncode == 0
    assert index.read_bytes() == before
    assert Path(str(gz) + ".cdxj").read_bytes().count(b"\n") == 3
    for path in (xz, gz):
        check = _run("warc", "check", str(path))
        assert check.returncode == 0, check.stderr
        assert "3 cdxj_lines" in check.stderr

    # recompressing a file onto itself is refused, and the file is left as it was
    data = xz.read_bytes()
    _one_error(_run("warc", "recompress", str(xz), str(xz)), 2, "input itself")
    assert xz.read_bytes() == data

    # an index of earlier versions (x.cdxj) is still read by warc check
    legacy = tmp_path / "x.cdxj"
    index.rename(legacy)
    gz.unlink()
    Path(str(gz) + ".cdxj").unlink()
    check = _run("warc", "check", str(xz))
    assert check.returncode == 0 and "3 cdxj_lines" in check.stderr, check.stderr
