"""What a new user hits first, run as a user runs it (real processes, real files): a settings file with a
typo in a value, saved in the wrong encoding, and the counts a command prints against what its output holds.

Each test here failed before its fix: a value that is not one of a setting's words reached the workers (a
traceback in each, or every document failed), a corpustools.toml not in UTF-8 gave a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from big_brother_support import make_workspace, run_cli
from vert_support import CS_TEXT, make_warc, page


def _news_warc(root: Path) -> Path:
    (root / "warcs" / "news").mkdir(parents=True)
    return make_warc(root / "warcs" / "news" / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


@pytest.mark.parametrize("setting, word", [
    ("langid", "cld3"), ("extractor", "readability"), ("format", "knotty"), ("doc_attributes", ["url", "bogus"]),
    ("languages", ["ces"]),
])
def test_a_wrong_word_in_a_setting_is_one_configuration_error(tmp_path: Path, setting: str, word) -> None:
    root = make_workspace(tmp_path / "ws", vert={"workers": 1, setting: word})
    warc = _news_warc(root)
    run = run_cli("vert", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and "-ERR_START" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and f"'vert.{setting}'" in errors[0], run.stderr
    assert not list(root.rglob("*.vert.xz")) and warc.exists()


def test_a_language_the_detector_does_not_know_is_refused_before_any_work(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    _news_warc(root)
    run = run_cli("vert", "-W", str(root), "--languages", "xx,cs", cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and "worker_died" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "xx" in errors[0], run.stderr
    assert not list(root.rglob("*.vert.xz"))


def test_settings_file_not_in_utf8_is_one_configuration_error(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    text = (root / "corpustools.toml").read_text("utf-8") + '\ncontact_url = "https://korpus.example.cz/žluť"\n'
    (root / "corpustools.toml").write_bytes(text.encode("windows-1250"))  # saved by an editor in the old encoding
    run = run_cli("stats", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "corpustools.toml" in errors[0] and "UTF-8" in errors[0], run.stderr
