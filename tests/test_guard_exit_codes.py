"""One exit-status rule for every command: 0 all done, 1 something failed, 2 usage or configuration
error, 130 interrupted; each failure is one ``-ERR`` line, never a traceback."""

from __future__ import annotations

import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, start_bb, wait_for


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, timeout=timeout)


def _closed_port(host: str) -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def _errors(run: subprocess.CompletedProcess) -> list[str]:
    assert "Traceback" not in run.stderr, run.stderr
    return [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]


@pytest.mark.parametrize("command", [
    ["lint", "{missing}"],
    ["vert", "-i", "{missing}", "-o", "{tmp}/out.vert"],
    ["tag", "-i", "{missing}", "-o", "{tmp}/out.vert"],
    ["download", "-i", "{missing}", "-o", "{tmp}/out.warc.gz"],
    ["collect", "-i", "{missing}", "-o", "{tmp}/links.txt"],
    ["warc", "check", "{missing}"],
    ["warc", "recompress", "{missing}", "{tmp}/out.warc.gz"],
])
def test_a_missing_input_is_a_usage_error_for_every_command(tmp_path: Path, command: list[str]) -> None:
    missing = str(tmp_path / "no-such-file")
    run = _run(*[part.format(missing=missing, tmp=tmp_path) for part in command])
    assert run.returncode == 2, run.stderr
    assert len(_errors(run)) == 1 and f"{missing}: no such file" in _errors(run)[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_download_where_every_link_fails_exits_1(tmp_path: Path) -> None:
    port = _closed_port("127.0.0.94")
    links = tmp_path / "links.txt"
    links.write_text("".join(f"http://127.0.0.94:{port}/{i}\n" for i in range(3)))
    adhoc = _run("download", "-i", str(links), "-o", str(tmp_path / "x.warc.gz"), "--allow-private")
    assert adhoc.returncode == 1
    assert any("every link failed" in line for line in _errors(adhoc)), adhoc.stderr

    root = tmp_path / "ws"
    (root / "collected_links" / "src").mkdir(parents=True)
    links.rename(root / "collected_links" / "src" / "20260101T000000Z.collected")
    workspace = _run("download", "-W", str(root), "--allow-private")
    assert workspace.returncode == 1
    assert any("every link failed" in line for line in _errors(workspace)), workspace.stderr


def test_workspace_download_whose_warc_cannot_be_written_exits_1(serve, tmp_path: Path) -> None:
    from download_support import page
    from httpserver import Route

    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1))}, host="127.0.0.95")
    root = tmp_path / "ws"
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    (links / "20260101T000000Z.collected").write_text(server.url("/a") + "\n")
    (root / "warcs" / "src" / "20260101T000000Z.warc.xz").mkdir(parents=True)  # the WARC's name is taken
    run = _run("download", "-W", str(root), "--allow-private")
    assert run.returncode == 1
    assert len(_errors(run)) == 1 and "20260101T000000Z.warc.xz" in _errors(run)[0], run.stderr
    assert (links / "20260101T000000Z.collected").exists()  # still pending: nothing is lost


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_big_brother_stopped_by_a_signal_exits_130(tmp_path: Path, signum) -> None:
    root = make_workspace(tmp_path / "ws")
    proc = start_bb(root, "--sleep", "3600")
    wait_for(lambda: (root / "logs").is_dir() and any(
        "started (PID" in p.read_text() for p in (root / "logs").glob("*.log")), timeout=60)
    time.sleep(0.3)
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert f"stopped by {signal.Signals(signum).name}" in err
