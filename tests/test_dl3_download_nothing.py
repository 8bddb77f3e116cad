"""An ad hoc download that fetches nothing writes no WARC: exit 1, one -ERR line, no file left behind
(before, a WARC of its warcinfo record alone was committed, with its empty index)."""

from __future__ import annotations

import socket
from pathlib import Path

from httpserver import Route
from log_support import unstamped

from corpustools.cli import main


def _closed_port(host: str) -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def _errors(err: str) -> list[str]:
    assert "Traceback" not in err, err
    return [line for line in unstamped(err).splitlines() if line.startswith("-ERR ")]


def test_every_link_failing_leaves_no_warc(tmp_path: Path, capsys) -> None:
    port = _closed_port("127.0.0.96")
    links = tmp_path / "links.txt"
    links.write_text("".join(f"http://127.0.0.96:{port}/{i}\n" for i in range(3)))
    out = tmp_path / "out" / "x.warc.xz"
    out.parent.mkdir()

    assert main(["download", "-i", str(links), "-o", str(out), "--allow-private", "-m", "2"]) == 1

    errors = _errors(capsys.readouterr().err)
    assert any(f"{out}: NOTHING FETCHED" in line and "no WARC written" in line for line in errors), errors
    assert any("every link failed (3)" in line for line in errors), errors
    assert list(out.parent.iterdir()) == []  # no WARC, no index, no temporary file


def test_every_link_refused_by_robots_leaves_no_warc(serve, tmp_path: Path, capsys) -> None:
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /\n"), "/a": Route("<html>a</html>")},
                   host="127.0.0.97")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n" + server.url("/b") + "\n")
    out = tmp_path / "out" / "x.warc.gz"
    out.parent.mkdir()

    assert main(["download", "-i", str(links), "-o", str(out), "--allow-private"]) == 1

    err = capsys.readouterr().err
    assert any(f"{out}: NOTHING FETCHED" in line for line in _errors(err)), err
    assert "2 skipped by robots.txt" in err  # the summary still says what became of the links
    assert list(out.parent.iterdir()) == []
    assert [h.path for h in server.hits] == ["/robots.txt"]
