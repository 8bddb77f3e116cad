"""big-brother and inputs every one of which fails: the stage's fault, or the files'?

When every pending input of a stage fails, big-brother blames the stage or its settings and sets no file
aside (a broken model or a wrong setting must not send a month of WARCs to quarantine).  But when the
stage itself says each of them is unusable whatever the settings (a WARC that holds no web page), the
files are to blame: before, two such WARCs alone in a workspace were retried on every cycle forever."""

from __future__ import annotations

import os
import time
from pathlib import Path

from big_brother_support import db_rows, make_workspace, run_bb
from vert_support import EN_TEXT, make_warc, page

from corpustools.workspace import marker_path

NO_PAGE = [dict(html=b"%PDF-1.4 a report", content_type="application/pdf", url="https://www.example.org/a.pdf"),
           dict(html=b"", status="301 Moved Permanently", url="https://www.example.org/old")]
NOINDEX = [dict(html=page(f"<article><p>{EN_TEXT}</p></article>", head='<meta name="robots" content="noindex">'),
                url="https://www.example.org/hidden")]


def _workspace_of_two_warcs(tmp_path: Path, records: list[dict]) -> tuple[Path, list[Path]]:
    """A workspace quarantining at the second failure, with two finished WARCs of ``records`` each."""
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    warcs = root / "warcs" / "news"
    warcs.mkdir(parents=True)
    made = []
    for hour in (10, 11):
        warc = make_warc(warcs / f"20261120T{hour}0000Z.warc.gz", records)
        Path(str(warc) + ".done").write_text("{}")  # as download finishes a WARC
        old = time.time() - 600
        os.utime(warc, (old, old))
        made.append(warc)
    return root, made


def test_warcs_that_all_hold_no_web_page_are_set_aside(tmp_path: Path) -> None:
    root, bad = _workspace_of_two_warcs(tmp_path, NO_PAGE)

    first, second = run_bb(root), run_bb(root)

    assert first.stderr.count("holds no web page") == 2, first.stderr
    assert "no file is blamed" not in first.stderr + second.stderr, second.stderr
    for warc in bad:
        assert (root / "state" / "quarantine" / "vert" / "news" / warc.name).exists(), second.stderr
        assert not warc.exists()
        assert not marker_path(root / "verts" / "news" / warc.name.replace(".warc.gz", ".vert.xz")).exists()
    assert sorted(r["input"] for r in db_rows(root, "SELECT input FROM quarantine")) == [
        f"warcs/news/{w.name}" for w in bad]
    third = run_bb(root)
    assert "holds no web page" not in third.stderr, third.stderr


def test_warcs_whose_pages_all_give_no_document_are_not_blamed(tmp_path: Path) -> None:
    # pages are there, and a setting (vert.obey_noindex) decides they give nothing: no file is set aside
    root, kept = _workspace_of_two_warcs(tmp_path, NOINDEX)

    first, second = run_bb(root), run_bb(root)

    assert "no file is blamed" in first.stderr and "no file is blamed" in second.stderr, second.stderr
    assert all(w.exists() for w in kept), second.stderr
    assert not (root / "state" / "quarantine").exists() or not any((root / "state" / "quarantine").rglob("*.warc.gz"))
