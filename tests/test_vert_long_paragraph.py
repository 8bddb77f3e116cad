"""One huge paragraph (a page of megabytes without a break) is cut before tokenizing, counted and
logged, and the rest of the document and the run go on (a real WARC through the vert CLI)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from vert_support import CS_TEXT, docs_of, make_warc, page, read_vert, tokens_of

REPO = Path(__file__).resolve().parent.parent


def test_a_huge_paragraph_is_cut_before_tokenizing(tmp_path: Path) -> None:
    huge = ("slovo " * 700_000).strip()  # 4.2 MB without a break
    warc = make_warc(tmp_path / "in.warc.gz", [
        {"url": "http://example.cz/huge", "html": page(f"<p>{CS_TEXT}</p><p>{huge}</p><p>{CS_TEXT}</p>")},
        {"url": "http://example.cz/ok", "html": page(f"<p>{CS_TEXT}</p>")},
    ])
    out = tmp_path / "out.vert"
    got = subprocess.run([sys.executable, "-m", "corpustools", "vert", "-i", str(warc), "-o", str(out)],
                         capture_output=True, text=True, timeout=300,
                         env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert got.returncode == 0, got.stderr
    docs = docs_of(read_vert(out))
    assert len(docs) == 2
    huge_doc = next(d for d in docs if "http://example.cz/huge" in d.split("\n", 1)[0])
    words = tokens_of(huge_doc)
    assert 100_000 < words.count("slovo") <= 1_000_000 // 6 + 1  # cut at the default 1,000,000 characters
    assert words[-1] != "slovo"  # the paragraph after the huge one is still there
    warned = [line for line in got.stderr.splitlines() if "-WARN" in line and "longer than vert.max_paragraph_chars" in line]
    assert len(warned) == 1 and "http://example.cz/huge" in warned[0], got.stderr
