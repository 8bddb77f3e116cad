"""What a new user hits, twenty-first round, run as a user runs it (real processes, real files): a file
standing where the workspace keeps a folder, a language code that is no language in the settings, and
what each command's --help says about its exit status.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from big_brother_support import run_cli
from tag_support import model_path
from vert_support import CS_TEXT, make_warc, page

OLD = time.time() - 7200  # a WARC dropped in by hand is taken once it has not changed for a minute


def _workspace(root: Path) -> Path:
    (root / "rss_sources").mkdir(parents=True)
    (root / "warcs" / "zpravy").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "zpravy" / "den.warc.gz",
                     [{"url": "https://www.example.cz/clanek/1", "html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    os.utime(warc, (OLD, OLD))
    return root


def _said_clearly(stderr: str, path: Path) -> None:
    assert f"{path}: a file where a folder is needed" in stderr, stderr
    assert "File exists" not in stderr and "Not a directory" not in stderr, stderr
    assert "Traceback" not in stderr, stderr


@pytest.mark.parametrize("in_the_way", ["verts", "verts/zpravy"])
def test_a_file_where_the_workspace_keeps_a_folder_is_named_with_the_way_out(tmp_path: Path, in_the_way: str) -> None:
    """Before: '-ERR vert: /data/corpus/verts: File exists' (or '.../den.warc.gz: .../verts/zpravy: File
    exists'): the system's words for a mkdir over a file, which neither say that the file is the problem
    nor what to do.  Now the line names the file, says a folder is needed there and to move it; status 1,
    and once it is moved the same command does the work."""
    root = _workspace(tmp_path / "ws")
    blocker = root / in_the_way
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("notes\n", "utf-8")
    run = run_cli("vert", "-m", "1", cwd=root)
    assert run.returncode == 1, run.stderr
    _said_clearly(run.stderr, blocker)
    blocker.unlink()
    run = run_cli("vert", "-m", "1", cwd=root)
    assert run.returncode == 0 and "1 documents" in run.stderr, run.stderr


def test_a_file_in_the_way_of_the_tagged_folder_and_of_the_log_is_named(tmp_path: Path) -> None:
    """Before: 'tag: /data/corpus/tagged/zpravy: File exists' and '-e/--errors logs/x.log: cannot write the
    log there (File exists)' when 'logs' was a file, '(Not a directory)' for 'logs/day/x.log'."""
    root = _workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text("[dedup]\nenabled = false\n", "utf-8")
    assert run_cli("vert", "-m", "1", cwd=root).returncode == 0
    (root / "tagged").mkdir(exist_ok=True)
    (root / "tagged" / "zpravy").write_text("", "utf-8")
    run = run_cli("tag", "-l", model_path(), "-m", "1", cwd=root)
    assert run.returncode == 1, run.stderr
    _said_clearly(run.stderr, root / "tagged" / "zpravy")
    if (root / "logs").is_dir():
        (root / "logs").rename(root / "logs.before")
    (root / "logs").write_text("", "utf-8")  # a note saved under the name of the log folder
    for log in ("logs/tag.log", "logs/day/tag.log"):
        run = run_cli("tag", "-l", model_path(), "-e", log, cwd=root)
        assert run.returncode == 1, run.stderr
        assert f"cannot write the log there ({root / 'logs'}: a file where a folder is needed" in run.stderr, run.stderr
        assert "File exists" not in run.stderr and "Not a directory" not in run.stderr, run.stderr
