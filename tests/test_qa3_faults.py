"""Faults of the machine as a user meets them: SIGTERM from kill/systemd/timeout, a full disk under an
output, under the -e log, and under a workspace folder (a real small tmpfs; skipped without root)."""

from __future__ import annotations

import contextlib
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_cli
from log_support import unstamped
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page


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
        run = run_cli("vert", "-i", str(warc), "-o", str(full / "a.vert"), cwd=tmp_path)
        assert run.returncode == 1
        lines = unstamped(run.stderr).splitlines()
        assert lines[-1] == f"-ERR vert: {full / 'a.vert'}: cannot write: No space left on device", run.stderr
        assert list(full.iterdir()) == []  # no partial file (the temporary one was left behind before)
        # the -e log on the full disk: one line says so, the lines go to stderr, status 1, no traceback
        with open(full / "filler", "wb", buffering=0) as fh, contextlib.suppress(OSError):
            while True:
                fh.write(b"x" * 4096)
        logged = run_cli("vert", "-i", str(warc), "-o", "b.vert", "-e", str(full / "log.txt"), cwd=tmp_path)
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
        run = run_cli("vert", "-W", str(root), cwd=root)
        assert run.returncode == 1
        errors = [line for line in unstamped(run.stderr).splitlines() if line.startswith("-ERR")]
        out = root / "verts" / "news" / "20261120T100000Z.vert.xz"
        assert errors == [f"-ERR vert: {warc}: {out}: cannot write: No space left on device"], run.stderr
        assert "Traceback" not in run.stderr
        assert not out.exists() and not Path(str(out) + ".done").exists()
        assert not list((root / "verts").rglob(".*.tmp-*"))
    finally:
        subprocess.run(["umount", str(root / "verts")], capture_output=True, timeout=20)
