"""dedup: short paragraphs one word apart, the log-structured index over daily runs, merges within a budget."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from dedup_support import OTHER, STORY, doc, dups, marks, read, write

from corpustools.config import load_settings
from corpustools.dedup import runs
from corpustools.dedup.stage import dedup_files

FIRE = "Hasiči v noci zasahovali u požáru rodinného domu v Brně ."  # 11 tokens: too short for the 7-gram share
FIRE_EDITED = "Hasiči v noci zasahovali u požáru bytového domu v Brně ."  # token 6 of 11: in all five 7-grams
POLICE = "Policisté v noci zasahovali u nehody v centru Brna ."  # shares common words and a 4-gram, no more


def _settings(**dedup: object):
    return load_settings(None, {f"dedup.{k}": v for k, v in dedup.items()})


def test_short_paragraph_with_one_word_changed_is_marked_an_unrelated_one_is_not(tmp_path: Path) -> None:
    first = doc("aaaa000000000001", "2026-11-20T10:00:00Z", [FIRE, OTHER[0]])
    later = doc("bbbb000000000002", "2026-11-20T12:00:00Z", [FIRE_EDITED, POLICE, "Hasiči v noci zasahovali"])
    src = write(tmp_path / "in.vert", first + later)
    dedup_files(_settings(workers=1), [str(src)], str(tmp_path / "out.vert"))
    # the edited paragraph is one token from the earlier one; the police report and the 4-token
    # fragment (below edit_min, compared whole) are not duplicates
    assert dups(read(tmp_path / "out.vert"), "bbbb000000000002") == ["1", "0", "0"]
    # without the one-edit neighbourhood the 7-gram share alone misses it (every 7-gram has the new word)
    dedup_files(_settings(workers=1, edit_min=0), [str(src)], str(tmp_path / "plain.vert"))
    assert dups(read(tmp_path / "plain.vert"), "bbbb000000000002") == ["0", "0", "0"]


def test_one_word_inserted_or_left_out_inside_one_document(tmp_path: Path) -> None:
    shorter = FIRE.replace(" v noci", " v", 1)  # "noci" left out
    text = doc("aaaa000000000001", "2026-11-20T10:00:00Z", [FIRE, shorter, OTHER[1]])
    src = write(tmp_path / "in.vert", text)
    dedup_files(_settings(workers=1), [str(src)], str(tmp_path / "out.vert"))
    assert dups(read(tmp_path / "out.vert"), "aaaa000000000001") == ["0", "1", "0"]


def _day(i: int) -> str:
    """One day's documents: a new story, yesterday's story again with a word changed, the weather."""
    story = STORY[i % len(STORY)]
    yesterday = STORY[(i - 1) % len(STORY)]
    words = yesterday.split(" ")
    words[3] = "pozměněné"
    day = f"2026-11-{10 + i:02d}"
    return (doc(f"{i:04x}000000000001", f"{day}T08:00:00Z", [story, FIRE if i % 2 else FIRE_EDITED])
            + doc(f"{i:04x}000000000002", f"{day}T09:00:00Z", [" ".join(words), OTHER[i % len(OTHER)]]))


def test_daily_runs_add_small_runs_and_equal_one_run_over_the_month(tmp_path: Path) -> None:
    days = [write(tmp_path / f"day{i:02d}.vert", _day(i)) for i in range(1, 13)]
    state = tmp_path / "state"
    settings = _settings(workers=1, buckets=4, index_runs=3)
    daily = {}
    for i, path in enumerate(days):
        before = {p: p.stat().st_mtime_ns for p in (state / "index").rglob("*.bin")} if state.exists() else {}
        seq = f"{i + 1:08x}.bin"  # the run's number names its new files (and what a merge writes)
        dedup_files(settings, [str(path)], str(tmp_path / f"out{i:02d}.vert"), str(state))
        daily.update(marks(read(tmp_path / f"out{i:02d}.vert")))
        files = {p: p.stat().st_mtime_ns for p in (state / "index").rglob("*.bin")}
        for bucket in (state / "index").iterdir():
            assert 1 <= len(list(bucket.glob("*.bin"))) <= 3  # never more than index_runs per bucket
        # a day writes only its own run files (merged ones take the newest name): earlier files that
        # remain are untouched
        assert all(p.name == seq or files[p] == before.get(p) for p in files)
        assert any(p.name != seq for p in files) or i == 0
    month = tmp_path / "month.vert"
    dedup_files(_settings(workers=1, buckets=4), [str(p) for p in days[::-1]], str(month), str(tmp_path / "one"))
    assert marks(read(month)) == daily
    # the same first-seen keys, whatever the layout of the runs: compare the merged contents
    def contents(root: Path) -> np.ndarray:
        pairs = np.concatenate([runs.rows(p, runs.PAIR) for p in sorted((root / "index").rglob("*.bin"))])
        return runs.min_per_hash(pairs)
    assert np.array_equal(contents(state), contents(tmp_path / "one"))
    # a rerun with a small memory budget (one chunk per window) writes the same bytes
    again = tmp_path / "again.vert"
    dedup_files(_settings(workers=2, buckets=4, memory_mb=0, chunk_bytes=2000), [str(p) for p in days[::-1]],
                str(again), str(tmp_path / "one"))
    assert marks(read(again)) == daily


def test_merge_within_a_small_budget_equals_merging_in_memory(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    paths, everything = [], []
    for i in range(3):
        pairs = np.zeros(20_000, dtype=runs.PAIR)
        pairs["h"] = rng.integers(0, 1 << 20, len(pairs), dtype=np.uint64) << np.uint64(40)  # many repeats
        pairs["k"] = rng.integers(0, 1 << 60, len(pairs), dtype=np.uint64)
        pairs = runs.min_per_hash(pairs)
        everything.append(pairs)
        paths.append(tmp_path / f"{i:08x}.bin")
        pairs.tofile(paths[-1])
    written = runs.merge(paths, tmp_path / "merged.bin", runs.PAIR, runs.min_per_hash, budget=64 * 1024)
    merged = runs.rows(tmp_path / "merged.bin", runs.PAIR)
    assert written == len(merged)
    assert np.array_equal(merged, runs.min_per_hash(np.concatenate(everything)))
    queries = np.unique(np.concatenate([merged["h"][::7], np.array([1, 2, 3], dtype=np.uint64)]))
    found = runs.lookup_min(paths, queries, budget=16 * 1024)
    expect = dict(zip(merged["h"].tolist(), merged["k"].tolist(), strict=True))
    assert found.tolist() == [expect.get(q, int(runs.NONE)) for q in queries.tolist()]
