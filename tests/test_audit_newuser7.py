"""What a new user hits, seventh round, run as a user runs it (real processes, real files, loopback servers):
a corpus whose vert settings change between days, two collect runs at once, and what else a new user
meets outside vert's extraction and WARC parsing.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from big_brother_support import make_workspace, run_cli
from vert_support import CS_TEXT, make_warc, page


def _day_warc(root: Path, n: int) -> Path:
    """Day ``n``'s WARC of a growing corpus: one Czech page, old enough to be taken."""
    (root / "warcs" / "news").mkdir(parents=True, exist_ok=True)
    warc = make_warc(root / "warcs" / "news" / f"day{n}.warc.gz",
                     [dict(url=f"https://www.example.cz/{n}", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    os.utime(warc, (time.time() - 600, time.time() - 600))
    return warc


def test_vert_says_once_when_a_day_is_made_with_another_format_than_the_days_before(tmp_path: Path) -> None:
    """Before: a corpus growing day after day whose vert.format (or extractor, tokenizer ...) was changed
    between days silently held verticals of two kinds (tag and dedup say so for theirs, vert did not).
    Now vert's markers record what made them, and a run with other settings says so once."""
    root = make_workspace(tmp_path / "ws")
    _day_warc(root, 1)
    first = run_cli("vert", "-W", str(root), cwd=root)
    assert first.returncode == 0, first.stderr
    assert "not those that made" not in first.stderr
    _day_warc(root, 2)
    _day_warc(root, 3)
    second = run_cli("vert", "-W", str(root), "-f", "--extractor", "default", cwd=root)
    assert second.returncode == 0, second.stderr
    warnings = [line for line in second.stderr.splitlines() if "not those that made" in line]
    assert len(warnings) == 1, second.stderr
    assert warnings[0].startswith("-WARN ") and "news/day1.vert.xz" in warnings[0], warnings
    assert "vert.format was default, now new" in warnings[0], warnings
    assert "extractor" not in warnings[0], warnings
    _day_warc(root, 4)  # the same settings as the day before: nothing to say
    third = run_cli("vert", "-W", str(root), "-f", cwd=root)
    assert third.returncode == 0 and "not those that made" not in third.stderr, third.stderr
