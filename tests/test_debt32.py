"""Code debt left by session 31 (xdebt32, issue 12): ``collect --rebuild-store``'s summary counted every file of
``warcs/`` as a WARC read, a broken WACZ (an empty zip, one cut before its first member) and a page saved under a
WARC's name among them.  Now it counts the WARCs and the WACZs records were read from, and the files none was read
from, apart, each equal to what was read.  (The other debt of that session, ``pool._next_for``'s ``getattr`` and
``boiler._coverage_pointer``'s own test of a teaser's lead, changed no behaviour: tests/test_vert_pool.py and
tests/test_vert_left31b.py guard them.)"""

from __future__ import annotations

import gzip
import zipfile
from pathlib import Path

from big_brother_support import run_cli
from test_wacz32 import _crawl_wacz, _cut_crawl, _records, _url

from corpustools.collect.store import LinkStore


def test_rebuild_store_counts_warcs_waczs_and_unread_files_apart(tmp_path: Path) -> None:
    """A WARC, a whole WACZ, a WACZ cut short (its links before the cut read), an empty zip and a page saved under
    a WARC's name: 1 WARC, 2 WACZs and 2 files unread, each said; before, "from 5 WARCs"."""
    root = tmp_path / "ws"
    source = root / "warcs" / "crawls"
    source.mkdir(parents=True)
    cut, _ = _cut_crawl(tmp_path)
    cut.rename(source / "b-cut.wacz")
    _crawl_wacz(source / "a-whole.wacz", {"rec-3.warc.gz": _records(20, 2)})
    (source / "c-plain.warc.gz").write_bytes(b"".join(gzip.compress(r, mtime=0) for r in _records(30, 3)))
    with zipfile.ZipFile(source / "d-empty.wacz", "w"):
        pass
    (source / "e-page.warc.gz").write_bytes(gzip.compress(b"<!DOCTYPE html><html><body><p>Saved page</p></body></html>"))

    run = run_cli("collect", "--rebuild-store", "-W", str(root), cwd=tmp_path)

    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    with LinkStore(root / "state" / "links.sqlite", readonly=True) as store:
        read = [i for i in range(40) if store.seen(_url(i))]
    assert read[:7] == list(range(7)) and 7 < len([i for i in read if i < 12]) < 12, read  # the cut WACZ's
    assert [i for i in read if i >= 12] == [20, 21, 30, 31, 32], read
    assert (f"{len(read)} links (0 from 0 link files, {len(read)} more from 1 WARC and 2 WACZs; 2 files of warcs/ "
            "unread (said above))") in run.stderr, run.stderr
    warned = [line for line in run.stderr.splitlines() if line.startswith("-WARN")]
    assert len(warned) == 3, run.stderr  # the cut WACZ, the empty zip, the page
    assert [name for name in ("b-cut.wacz", "d-empty.wacz", "e-page.warc.gz") if any(name in w for w in warned)] == [
        "b-cut.wacz", "d-empty.wacz", "e-page.warc.gz"], run.stderr
