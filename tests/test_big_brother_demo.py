"""``corpustools demo`` as a newcomer runs it (offline, under a minute), then ``stats`` checked against
what the outputs really contain, and the demo workspace's report opened in headless Chromium."""

from __future__ import annotations

import collections
import lzma
import re
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import (
    ENV,
    chromium,
    chromium_run,
    cli,
    stats_json,
    tagger_model,
    temp_files,
    vertical_counts,
    warc_responses,
)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess, float]:
    base = tmp_path_factory.mktemp("demo")
    started = time.monotonic()
    out = subprocess.run(cli("demo"), capture_output=True, text=True, timeout=180, env=ENV, cwd=base)
    return base / "demo-workspace", out, time.monotonic() - started


def test_demo_runs_the_whole_chain_offline_in_under_a_minute(demo) -> None:
    root, out, seconds = demo
    assert out.returncode == 0, out.stderr
    assert seconds < 60
    story = out.stdout
    assert "What happened:" in story
    match = re.search(r"vert +(\d+) documents, (\d+) tokens; languages: (.*)", story)
    assert match and int(match[1]) == 7 and int(match[2]) > 1000
    assert {"cs", "sk", "en"} <= set(re.findall(r"\b([a-z]{2}) \d+%", match[3]))
    assert "skipped: 1 by robots" in story
    for kind in ("WARC", "vertical", "tagged"):
        paths = re.findall(rf"^  {kind} +(\S+)$", story, re.M)
        assert len(paths) == 3 and all((root.parent / p).is_file() for p in paths)
    tagged_lines = [line for line in story.splitlines() if line.count("\t") == 2]
    assert len(tagged_lines) >= 5
    assert "Next: corpustools stats" in story
    assert (root / ".corpustools-demo").exists() and 'allow_private = true' in (root / "corpustools.toml").read_text()
    assert not temp_files(root)
    assert list((root / "logs").glob("corpustools-*.log"))
    if tagger_model() is not None:
        assert "cs and sk with" in story


def test_stats_numbers_equal_what_the_outputs_contain(demo) -> None:
    root, out, _ = demo
    stats = stats_json(root)
    totals = stats["totals"]
    verts = [vertical_counts(p) for p in (root / "verts").glob("*/*.vert.xz")]
    tagged = [vertical_counts(p) for p in (root / "tagged").glob("*/*.vert.xz")]
    assert totals["documents"] == sum(v["documents"] for v in verts) == 7
    assert totals["tokens"] == sum(v["tokens"] for v in verts)  # every token line, the <head> title too
    assert totals["tagged_documents"] == sum(v["documents"] for v in tagged) == 7
    assert totals["tagged_tokens"] == sum(v["tokens"] for v in tagged)
    assert sum(stats["languages"].values()) == totals["tagged_tokens"]  # shares of the tagged tokens
    assert totals["pages"] == len(warc_responses(root)) == 7
    assert totals["warcs"] == len(list((root / "warcs").glob("*/*.warc.xz"))) == 3
    assert totals["verts"] == totals["tagged"] == 3
    links = collections.Counter()
    for path in (root / "collected_links").glob("*/*.downloaded"):
        links[path.parent.name] += len(path.read_text().splitlines())  # one link a line (URL, then columns)
    assert {s: v.get("new_links", 0) for s, v in stats["sources"].items() if v.get("new_links")} == links
    assert totals.get("pending_links", 0) == 0
    for source in ("cs_vysocina", "sk_tatry", "en_riverside"):
        values = stats["sources"][source]
        with lzma.open(next((root / "verts" / source).glob("*.vert.xz")), "rt") as fh:
            assert values["documents"] == sum(line.startswith("<doc ") for line in fh)
        assert values["feeds"] == 1 and values["feeds_healthy"] == 1
    assert stats["today_totals"]["documents"] == 7
    assert {stage: run["outcome"] for stage, run in stats["last_runs"].items()} == {
        "collect": "ok", "download": "ok", "vert": "ok", "dedup": "ok", "tag": "ok", "discover": "ok"}
    table = subprocess.run(cli("stats", "-W", str(root)), capture_output=True, text=True, env=ENV, check=True).stdout
    total_row = next(line for line in table.splitlines() if line.startswith("TOTAL"))
    assert total_row.split()[-2:] == ["7", f"{int(totals['tokens']):,}".replace(",", " ")] or \
        total_row.replace(" ", "").endswith(f"7{int(totals['tokens'])}")
    assert re.search(r"^  vert +\S+ \S+ +ok ", table, re.M)


def test_demo_report_renders_in_headless_chromium(demo, tmp_path: Path) -> None:
    browser = chromium()
    if browser is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install -y chromium); CI installs it")
    root, _, _ = demo
    report = tmp_path / "report.html"
    subprocess.run(cli("report", "-W", str(root), "-o", str(report)), check=True, env=ENV, capture_output=True)
    dom = chromium_run(browser, tmp_path / "profile", "--dump-dom", report.as_uri()).stdout
    # documents, tokens, languages, feed health drawn; fetch failures: the "none recorded" placeholder
    assert dom.count('<svg class="chart"') == 4 and dom.count('<svg class="chart empty"') == 1
    assert "none recorded" in dom
    assert len(re.findall(r'<rect class="bar"', dom)) >= 3 + 3 + 3 + 4
    assert ">cs_vysocina<" in dom and ">sk_tatry<" in dom
