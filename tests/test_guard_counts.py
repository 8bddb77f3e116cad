"""Every count a stage prints or stores equals what its output holds, and an input that yields nothing
leaves no output and no completion marker (it is retried, then set aside by big-brother)."""

from __future__ import annotations

import collections
import json
import lzma
import subprocess
from pathlib import Path

from big_brother_support import (
    ENV,
    PARAGRAPHS,
    cli,
    db_rows,
    make_workspace,
    news_site,
    run_bb,
    tagger_model,
    vertical_numbers,
)
from httpserver import Route
from log_support import unstamped
from vert_support import CS_TEXT, make_warc, page


def _vertical_numbers(path: Path) -> dict[str, int]:
    """documents, paragraphs, tokens (every token line, the <head> title's too: one definition for every
    stage) and languages."""
    numbers = vertical_numbers(path)
    numbers.pop("text_tokens")
    return numbers


def _stored(root: Path, stage: str) -> dict[str, float]:
    rows = db_rows(root, "SELECT key, SUM(value) AS v FROM counters WHERE stage = ? GROUP BY key", (stage,))
    return {r["key"]: r["v"] for r in rows}


def _marker_stats(paths: list[Path]) -> collections.Counter:
    total: collections.Counter = collections.Counter()
    for path in paths:
        stats = json.loads(Path(str(path) + ".done").read_text())["stats"]
        total.update({k: v for k, v in stats.items() if isinstance(v, (int, float)) and k != "seconds"})
    return total


def test_every_stage_counts_what_its_output_holds(serve, tmp_path: Path) -> None:
    site = news_site(serve, "127.0.0.31", 6)
    # four more addresses serving the text of article 0: duplicates that vert leaves out
    same = site.routes["/zprava-0.html"].body
    extra = [f"/kopie-{i}.html" for i in range(4)]
    for path in extra:
        site.routes[path] = Route(same)
    feed = site.routes["/feed.xml"].body
    feed = feed if isinstance(feed, str) else feed.decode()
    feed = feed.replace("</channel>", "".join(f"<item><title>k{i}</title><link>{site.url(p)}</link></item>"
                                              for i, p in enumerate(extra)) + "</channel>")
    site.routes["/feed.xml"] = Route(feed, headers={"Content-Type": "application/rss+xml"})
    root = make_workspace(tmp_path / "ws", {"news.txt": site.url("/feed.xml") + "\n"})

    done = run_bb(root)
    assert done.returncode == 0, done.stderr

    # collect: new links counted == lines in the link files
    link_files = sorted((root / "collected_links").glob("news/*.downloaded"))
    lines = sum(len(p.read_text().splitlines()) for p in link_files)
    assert lines == 10
    assert _stored(root, "collect")["new_links"] == lines

    # download: pages fetched counted == response records of HTML pages in the WARCs
    from warcio.archiveiterator import ArchiveIterator

    warcs = sorted((root / "warcs").glob("news/*.warc.xz"))
    responses = 0
    for path in warcs:
        with lzma.open(path, "rb") as fh:
            responses += sum(1 for r in ArchiveIterator(fh) if r.rec_type == "response"
                             and r.rec_headers.get_header("WARC-Target-URI").endswith(".html"))
    assert responses == 10
    assert _stored(root, "download")["fetched"] == responses == _marker_stats(warcs)["fetched"]

    # vert: documents, paragraphs, tokens and languages counted == what the verticals hold
    verts = sorted((root / "verts").glob("news/*.vert.xz"))
    held: collections.Counter = collections.Counter()
    for path in verts:
        held.update(_vertical_numbers(path))
    assert held["documents"] == 6  # the four copies are duplicates
    stored, marked = _stored(root, "vert"), _marker_stats(verts)
    assert stored["duplicates"] == marked["duplicates"] == 4
    for key, value in held.items():
        assert stored.get(key) == value, (key, stored.get(key), value)
        assert marked.get(key) == value, (key, marked.get(key), value)

    # dedup: documents, paragraphs (not the <head> title), tokens and duplicate paragraphs == its output
    deduped = sorted((root / "deduped").glob("news/*.vert.xz"))
    dd_held: collections.Counter = collections.Counter()
    dup_marked = 0
    for path in deduped:
        dd_held.update(_vertical_numbers(path))
        with lzma.open(path, "rt", encoding="utf-8") as fh:
            dup_marked += sum(1 for line in fh if line.startswith(("<p ", "<h")) and ' lang="' in line
                              and ' dup="1"' in line)
    stored, marked = _stored(root, "dedup"), _marker_stats(deduped)
    for key in ("documents", "paragraphs", "tokens"):
        assert dd_held[key] == held[key] == marked[key] == stored.get(key), key
    assert marked["dup_paragraphs"] == stored.get("dup_paragraphs", 0) == dup_marked

    # tag: documents and tokens counted == what the tagged verticals hold
    if tagger_model() is not None:
        tagged = sorted((root / "tagged").glob("news/*.vert.xz"))
        tag_held: collections.Counter = collections.Counter()
        for path in tagged:
            tag_held.update(_vertical_numbers(path))
        stored, marked = _stored(root, "tag"), _marker_stats(tagged)
        assert tag_held["documents"] == stored["documents"] == marked["documents"] == 6
        assert tag_held["tokens"] == held["tokens"] == stored["tokens"] == marked["tokens"]


def test_vert_log_line_counts_only_written_documents(tmp_path: Path) -> None:
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    warc = make_warc(tmp_path / "dups.warc.gz", [dict(html=page(f"<article>{body}</article>"),
                                                      url=f"https://www.example.cz/c/{i}") for i in range(5)])
    out = tmp_path / "dups.vert.xz"
    run = subprocess.run(cli("vert", "-i", str(warc), "-o", str(out), "-m", "1"), capture_output=True, text=True,
                         env=ENV, timeout=120)
    assert run.returncode == 0, run.stderr
    tokens = _vertical_numbers(out)["tokens"]
    assert f"1 documents, {tokens} tokens, 4 duplicates" in run.stderr


def test_non_warc_in_warcs_leaves_no_output_and_is_quarantined(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    folder = root / "warcs" / "news"
    folder.mkdir(parents=True)
    good = make_warc(folder / "good.warc.xz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))],
                     compress="xz")
    bad = folder / "bad.warc.xz"
    bad.write_bytes(lzma.compress(b"this is a shopping list, not a WARC\n" * 20))
    for path in (good, bad):
        Path(str(path) + ".done").write_text("{}")
    verts = root / "verts" / "news"

    first = subprocess.run(cli("vert", "-W", str(root)), capture_output=True, text=True, env=ENV, timeout=120)
    assert first.returncode == 1
    assert (verts / "good.vert.xz.done").exists()
    assert not (verts / "bad.vert.xz").exists() and not (verts / "bad.vert.xz.done").exists()
    assert [line for line in first.stderr.splitlines() if "bad.warc.xz" in line and line.startswith("-ERR ")]

    run_bb(root)
    second = run_bb(root)
    assert second.returncode == 1
    assert (root / "state" / "quarantine" / "vert" / "news" / "bad.warc.xz").exists()
    assert not bad.exists() and not (verts / "bad.vert.xz").exists()


def test_ad_hoc_vert_of_a_non_warc_writes_nothing(tmp_path: Path) -> None:
    bad = tmp_path / "notes.warc"
    bad.write_text("hello\n")
    out = tmp_path / "notes.vert"
    run = subprocess.run(cli("vert", "-i", str(bad), "-o", str(out)), capture_output=True, text=True, env=ENV,
                         timeout=120)
    assert run.returncode == 1
    assert not out.exists() and not list(tmp_path.glob(".*"))
    assert "-ERR vert: " in unstamped(run.stderr) and "Traceback" not in run.stderr


def test_a_sound_warc_without_web_pages_is_an_error_without_an_output(tmp_path: Path) -> None:
    """An input that yields nothing is an error, never an empty file marked done (session 18; before, this
    WARC gave an empty vertical marked done)."""
    folder = tmp_path / "ws" / "warcs" / "news"
    folder.mkdir(parents=True)
    warc = make_warc(folder / "empty.shard-1-of-2.warc.xz", [], compress="xz")  # a host shard without links
    Path(str(warc) + ".done").write_text("{}")
    run = subprocess.run(cli("vert", "-W", str(tmp_path / "ws")), capture_output=True, text=True, env=ENV,
                         timeout=120)
    assert run.returncode == 1, run.stderr
    out = tmp_path / "ws" / "verts" / "news" / "empty.shard-1-of-2.vert.xz"
    assert not out.exists() and not Path(str(out) + ".done").exists()
    assert "-ERR vert: " in unstamped(run.stderr) and "holds no web page" in run.stderr
