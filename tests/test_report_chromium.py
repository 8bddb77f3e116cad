"""``corpustools report``: a self-contained page whose charts a real browser (headless Chromium) lays out
and paints, for a workspace with several days, sources, languages and failure reasons."""

from __future__ import annotations

import calendar
import json
import re
import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, chromium, chromium_run, cli, colour_count

from corpustools.stats import StatsDB
from corpustools.workspace import Workspace, mark_done, marker_path

DAYS = ("2026-11-18", "2026-11-19", "2026-11-20")
PROBE = """<script>
const rows = [...document.querySelectorAll('svg.chart')].map(svg => {
  const box = svg.getBoundingClientRect();
  const bars = [...svg.querySelectorAll('rect.bar')].filter(b => {
    const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0; }).length;
  return svg.getAttribute('aria-label') + '|' + Math.round(box.width) + '|' + Math.round(box.height) + '|' + bars;
});
const pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = rows.join('\\n');
document.body.appendChild(pre);
</script>"""


def _output(path: Path, day: str, stats: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    mark_done(path, stats)
    data = json.loads(marker_path(path).read_text())
    data["finished"] = calendar.timegm(tuple(int(x) for x in day.split("-")) + (12, 0, 0))
    marker_path(path).write_text(json.dumps(data))


def build_workspace(root: Path) -> Workspace:
    """Three days of two sources, as big-brother and the stages would have left them."""
    ws = Workspace.at(root).ensure()
    for i, day in enumerate(DAYS):
        for j, source in enumerate(("cs_news", "en_news")):
            stem = day.replace("-", "") + "T100000Z"
            _output(ws.warcs / source / f"{stem}.warc.xz", day,
                    {"fetched": 10 + i, "bytes": 50_000, "failed:timeout": j + 1, "failed:http_404": i})
            _output(ws.verts / source / f"{stem}.vert.xz", day,
                    {"documents": 10 + i + j, "tokens": 4000 * (i + 1) + 500 * j, "lang:cs": 30, "lang:en": 5})
            _output(ws.tagged / source / f"{stem}.vert.xz", day,
                    {"documents": 10 + i + j, "tokens": 4200 * (i + 1), "lang:cs": 3000 if j == 0 else 200,
                     "lang:en": 100 if j == 0 else 3500})
    with StatsDB.open(ws) as db:
        for day in DAYS:
            db.add_counters("collect", {"cs_news": {"polled": 48, "new_links": 120}, "en_news": {"polled": 24}}, day=day)
        run = db.start_run("vert")
        db.finish_run(run, "partial", "1 of 4 input(s) not finished", {"cs_news": {"documents": 3}})
        db.record_quarantine("vert", "warcs/cs_news/bad.warc.xz", "state/quarantine/vert/cs_news/bad.warc.xz",
                             "no finished output after the stage ran")
    return ws


def _report(root: Path, out: Path) -> str:
    subprocess.run(cli("report", "-W", str(root), "-o", str(out)), check=True, env=ENV, capture_output=True, text=True)
    return out.read_text("utf-8")


def test_report_is_self_contained(tmp_path: Path) -> None:
    build_workspace(tmp_path / "ws")
    html = _report(tmp_path / "ws", tmp_path / "report.html")
    assert "<script" not in html and "<link" not in html and "@import" not in html
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html)
    assert html.count("<svg") == 5
    assert "state/quarantine/vert/cs_news/bad.warc.xz" in html and "partial" in html


@pytest.fixture
def browser() -> str:
    path = chromium()
    if path is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install -y chromium); CI installs it")
    return path


def test_charts_are_laid_out_and_painted_in_headless_chromium(tmp_path: Path, browser: str) -> None:
    build_workspace(tmp_path / "ws")
    html = _report(tmp_path / "ws", tmp_path / "report.html")
    probe_page = tmp_path / "probe.html"  # the report plus a probe that measures what the browser laid out
    probe_page.write_text(html.replace("</body>", PROBE + "</body>"), "utf-8")
    dom = chromium_run(browser, tmp_path / "profile", "--dump-dom", probe_page.as_uri()).stdout
    probe = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert probe, dom[-2000:]
    charts = {}
    for line in probe[1].strip().splitlines():
        label, width, height, bars = line.rsplit("|", 3)
        charts[label] = (int(width), int(height), int(bars))
    assert len(charts) == 5 and {"Documents per day and source", "Tokens per day and source", "Language shares",
                                 "Fetch failures by reason"} < set(charts)
    assert any(label.startswith("Feed health per source") for label in charts)
    assert charts["Documents per day and source"][2] == 6  # 3 days x 2 sources
    assert charts["Tokens per day and source"][2] == 6
    assert charts["Language shares"][2] == 2
    assert charts["Fetch failures by reason"][2] == 2
    assert all(w > 300 and h > 40 for w, h, _ in charts.values())

    shot = tmp_path / "shot.png"
    chromium_run(browser, tmp_path / "profile", "--window-size=820,1400", "--force-device-scale-factor=0.5",
                 "--hide-scrollbars", f"--screenshot={shot}", (tmp_path / "report.html").as_uri())
    assert shot.exists()
    # the bar colours of the first two sources and of the failure chart are really painted
    for colour in ((0x1F, 0x77, 0xB4), (0x94, 0x67, 0xBD), (0xD6, 0x27, 0x28)):
        assert colour_count(shot, colour) > 50, colour


def test_empty_workspace_report_renders(tmp_path: Path, browser: str) -> None:
    Workspace.at(tmp_path / "ws").ensure()
    html = _report(tmp_path / "ws", tmp_path / "report.html")
    assert html.count('class="chart empty"') == 5
    dom = chromium_run(browser, tmp_path / "profile", "--dump-dom", (tmp_path / "report.html").as_uri()).stdout
    assert dom.count("<svg") == 5 and "no data yet" in dom and "has not run in this workspace yet" in dom


FILL = re.compile(r'<rect class="bar"[^>]*fill="(#[0-9a-f]{6})"><title>([^<]*)</title>')


def _chart_fills(html: str) -> dict[str, list[tuple[str, str]]]:
    """(fill, tooltip) of every bar, per chart (by its aria-label)."""
    charts = {}
    for match in re.finditer(r'<svg class="chart" role="img" aria-label="([^"]*)"(.*?)</svg>', html, re.S):
        charts[match[1]] = FILL.findall(match[2])
    return charts


def test_report_colours_mean_one_thing_each(tmp_path: Path) -> None:
    build_workspace(tmp_path / "ws")
    html = _report(tmp_path / "ws", tmp_path / "report.html")
    charts = _chart_fills(html)
    source_colour: dict[str, str] = {}
    for label in ("Documents per day and source", "Tokens per day and source"):
        for fill, tooltip in charts[label]:
            source = tooltip.split(" ")[1].rstrip(":")
            assert source_colour.setdefault(source, fill) == fill, (label, source)  # one colour per source
    assert len(set(source_colour.values())) == len(source_colour) == 2
    red, status = "#d62728", {"#2ca02c", "#f0a500", "#c7c7c7", "#d62728"}
    assert not status & set(source_colour.values())  # no source looks like a status
    assert {fill for fill, _ in charts["Fetch failures by reason"]} == {red}
    language = {fill for fill, _ in charts["Language shares"]}
    assert len(language) == 1 and not language & (set(source_colour.values()) | status)
    used_red = [label for label, bars in charts.items() if any(fill == red for fill, _ in bars)]
    assert used_red == ["Fetch failures by reason"]  # no feed is dead here: red nowhere else


def test_never_polled_feeds_are_not_shown_healthy(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path / "ws").ensure()
    (ws.rss_sources / "fresh.txt").write_text("http://a.example/rss\nhttp://b.example/rss\nhttp://c.example/rss\n")
    stats = json.loads(subprocess.run(cli("stats", "--json", "-W", str(ws.root)), check=True, env=ENV,
                                      capture_output=True, text=True).stdout)
    fresh = stats["sources"]["fresh"]
    assert fresh["feeds"] == 3 and fresh.get("feeds_healthy", 0) == 0 and fresh["feeds_unpolled"] == 3
    text = subprocess.run(cli("stats", "-W", str(ws.root)), check=True, env=ENV, capture_output=True, text=True).stdout
    header = next(line.split() for line in text.splitlines() if line.startswith("source"))
    row = next(line.split() for line in text.splitlines() if line.startswith("fresh"))
    assert dict(zip(header, row))["ok"] == "0" and dict(zip(header, row))["unpolled"] == "3"
    html = _report(ws.root, tmp_path / "report.html")
    bars = _chart_fills(html)["Feed health per source"]
    assert [(fill, tip.split(": ")[1].split(" (")[0]) for fill, tip in bars] == [("#c7c7c7", "3 not polled")]


TABLE_PROBE = """<script>
const out = [...document.querySelectorAll('div.scroll')].map(d => d.scrollWidth + '/' + d.clientWidth);
out.push('page ' + document.documentElement.scrollWidth + '/' + window.innerWidth);
const pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = out.join('\\n');
document.body.appendChild(pre);
</script>"""


def test_report_tables_fit_the_page(tmp_path: Path, browser: str) -> None:
    ws = build_workspace(tmp_path / "ws")
    long_source = "regional_news_from_the_south_moravian_region_cz"
    _output(ws.verts / long_source / "20261120T100000Z.vert.xz", DAYS[-1],
            {"documents": 123_456, "tokens": 987_654_321, "lang:cs": 30})
    with StatsDB.open(ws) as db:
        run = db.start_run("download")
        db.finish_run(run, "partial", "failed: " + "/".join(["warcs", long_source, "x" * 120]), {})
        db.record_quarantine("download", f"collected_links/{long_source}/{'y' * 150}.collected",
                             f"state/quarantine/download/{long_source}/{'y' * 150}.collected", "timed out " * 20)
    html = _report(ws.root, tmp_path / "report.html")
    page = tmp_path / "probe.html"
    page.write_text(html.replace("</body>", TABLE_PROBE + "</body>"), "utf-8")
    dom = chromium_run(browser, tmp_path / "profile", "--window-size=900,1400", "--dump-dom", page.as_uri()).stdout
    probe = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert probe, dom[-2000:]
    for line in probe[1].strip().splitlines():
        scroll, client = (int(x) for x in line.split()[-1].split("/"))
        assert scroll <= client, line  # nothing wider than the page: no horizontal scrolling
    assert "988M" in html or "987.7M" in html or "987M" in html  # big numbers stay short
