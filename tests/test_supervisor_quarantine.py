"""One bad file never blocks the rest: a vertical that tagging cannot read fails, is retried, and after
``big_brother.max_failures`` attempts is moved to ``state/quarantine/`` and reported, while the good
files are tagged at once."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest
from supervisor_support import db_rows, make_workspace, run_bb, stats_json, tagger_model, vertical_counts

GOOD = """<doc id="{n}" url="http://www.example.cz/{n}" title="Kočky {n}" source="src" lang="cs">
<p lang="cs">
<s>
Vidím
kočky
<g/>
.
</s>
</p>
</doc>
"""


@pytest.mark.skipif(tagger_model() is None, reason="the MorphoDiTa test model is installed by ./configure.sh")
def test_poisoned_vertical_is_quarantined_while_the_rest_completes(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    verts = root / "verts" / "src"
    verts.mkdir(parents=True)
    for n in ("a", "b"):
        (verts / f"{n}.vert.xz").write_bytes(lzma.compress(GOOD.format(n=n).encode()))
    poisoned = verts / "bad.vert.xz"
    poisoned.write_bytes(lzma.compress(GOOD.format(n="bad").encode())[:40] + b"\x00garbage" * 50)

    first = run_bb(root)
    assert first.returncode == 1
    assert "verts/src/bad.vert.xz: not finished (1st failure of 2" in first.stderr
    for n in ("a", "b"):
        assert vertical_counts(root / "tagged" / "src" / f"{n}.vert.xz") == {"documents": 1, "tokens": 3, "text_tokens": 3}
    assert poisoned.exists() and not (root / "tagged" / "src" / "bad.vert.xz").exists()

    second = run_bb(root)
    assert second.returncode == 1
    moved = root / "state" / "quarantine" / "tag" / "src" / "bad.vert.xz"
    assert moved.read_bytes()[:6] == b"\xfd7zXZ\x00" and not poisoned.exists()
    assert "-ERR big-brother: tag: verts/src/bad.vert.xz: failed 2 times; set aside as " \
           "state/quarantine/tag/src/bad.vert.xz" in second.stderr

    runs = len(db_rows(root, "SELECT id FROM runs"))
    third = run_bb(root)
    assert third.returncode == 0, third.stderr
    assert len(db_rows(root, "SELECT id FROM runs")) == runs  # nothing left to do
    stats = stats_json(root)
    assert [(q["stage"], q["input"], q["moved_to"]) for q in stats["quarantined"]] == [
        ("tag", "verts/src/bad.vert.xz", "state/quarantine/tag/src/bad.vert.xz")]
    assert stats["failing"] == []
    assert stats["sources"]["src"]["tagged"] == 2
