"""``big_brother.stages`` lists the stages to run: a workspace that tags elsewhere (Sketch Engine) runs
collect, download and vert only, and a missing tagger model is then no error at all."""

from __future__ import annotations

import re
from pathlib import Path

from big_brother_support import make_workspace, run_bb
from vert_support import CS_TEXT, make_warc, page

from corpustools.workspace import is_done, mark_done


def _workspace(tmp_path: Path, **config) -> Path:
    root = make_workspace(tmp_path / "ws", tag__models={"cs": str(tmp_path / "missing.tagger")}, **config)
    folder = root / "warcs" / "src"
    folder.mkdir(parents=True)
    mark_done(make_warc(folder / "a.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))],
                        compress="xz"))
    return root


def test_stages_without_tag_run_the_rest_and_a_missing_model_is_no_error(tmp_path: Path) -> None:
    root = _workspace(tmp_path, big_brother__stages=["collect", "download", "vert"])
    run = run_bb(root)
    assert run.returncode == 0, run.stderr
    assert not re.search(r"^-ERR ", run.stderr, re.M) and "Traceback" not in run.stderr
    assert is_done(root / "verts" / "src" / "a.vert.xz")
    assert not (root / "tagged").exists() or not list((root / "tagged").rglob("*.vert.xz"))


def test_a_missing_model_with_tag_listed_is_one_line_without_traceback(tmp_path: Path) -> None:
    root = _workspace(tmp_path)
    run = run_bb(root)
    assert run.returncode == 1
    assert "Traceback" not in run.stderr and "_START" not in run.stderr, run.stderr
    errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert errors and all("missing.tagger" in line for line in errors), run.stderr
    assert is_done(root / "verts" / "src" / "a.vert.xz")


def test_an_unknown_stage_name_is_a_configuration_error(tmp_path: Path) -> None:
    root = _workspace(tmp_path, big_brother__stages=["collect", "tagging"])
    run = run_bb(root)
    assert run.returncode == 2
    errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert len(errors) == 1 and "'tagging'" in errors[0] and "Traceback" not in run.stderr
