"""End to end: ``big-brother --once`` over the sample news sites on loopback servers, then again (nothing
new), then with a feed list and a link file dropped in by hand."""

from __future__ import annotations

import collections
import os
import re
import time
from pathlib import Path

from big_brother_support import (
    article_urls,
    db_rows,
    make_workspace,
    run_bb,
    sample_sources,
    serve_sample,
    temp_files,
    vertical_counts,
    warc_responses,
)
from httpserver import Route


def test_once_runs_the_chain_then_does_nothing_new_then_takes_hand_dropped_files(serve, tmp_path: Path) -> None:
    servers = serve_sample(serve)
    root = make_workspace(tmp_path / "ws", sample_sources(servers))
    articles = article_urls(servers)

    first = run_bb(root)
    assert first.returncode == 0, first.stderr
    # every article captured exactly once; robots.txt obeyed
    captured = warc_responses(root)
    assert sorted(u for u in captured if u.endswith(".html")) == articles
    assert not any("/admin/" in path for path in servers["CS"].paths())
    # every WARC converted and tagged, each output finished (marker) and holding documents
    warcs = sorted(p.relative_to(root / "warcs").as_posix() for p in (root / "warcs").glob("*/*.warc.xz"))
    assert len(warcs) == 3
    for folder in ("verts", "tagged"):
        outputs = sorted((root / folder).glob("*/*.vert.xz"))
        assert sorted(p.relative_to(root / folder).as_posix().replace(".vert.xz", ".warc.xz") for p in outputs) == warcs
        for path in outputs:
            assert Path(str(path) + ".done").exists()
            assert vertical_counts(path)["documents"] >= 2
    assert not list((root / "collected_links").glob("*/*.collected"))
    assert len(list((root / "collected_links").glob("*/*.downloaded"))) == 3
    assert not temp_files(root)
    runs = db_rows(root, "SELECT stage, outcome FROM runs ORDER BY id")
    assert [(r["stage"], r["outcome"]) for r in runs] == [
        ("collect", "ok"), ("download", "ok"), ("vert", "ok"), ("tag", "ok")]
    log_text = "".join(p.read_text() for p in (root / "logs").glob("corpustools-*.log"))
    assert re.search(r"^\+OK \S+Z big-brother: tag: ok in ", log_text, re.M)
    assert re.search(r"^\+OK \S+Z download: ", log_text, re.M)  # the stages' own lines land there too

    # a second run: nothing is due and nothing is pending, so nothing is fetched or written
    hits_before = {name: len(server.hits) for name, server in servers.items()}
    files_before = sorted(str(p) for p in root.rglob("*") if p.is_file() and "state" not in p.parts and "logs" not in p.parts)
    second = run_bb(root)
    assert second.returncode == 0, second.stderr
    assert {name: len(server.hits) for name, server in servers.items()} == hits_before
    assert sorted(str(p) for p in root.rglob("*") if p.is_file() and "state" not in p.parts
                  and "logs" not in p.parts) == files_before
    assert len(db_rows(root, "SELECT id FROM runs")) == 4

    # dropped in by hand: a new feed list (collected at once, although collect is not due) and a link file
    extra = serve({}, host="127.0.0.5")
    page = "<html><head><title>Ruční zpráva</title></head><body><article><h1>Ruční zpráva</h1>" + "".join(
        f"<p>Toto je odstavec číslo {i} ručně přidané zprávy o počasí na horách a v údolích.</p>" for i in range(4)
    ) + "</article></body></html>"
    extra.routes.update({
        "/robots.txt": Route("User-agent: *\nAllow: /\n", headers={"Content-Type": "text/plain"}),
        "/feed.xml": Route(f"""<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>x</title>
<item><title>Ruční zpráva</title><link>{extra.url('/clanek.html')}</link></item></channel></rss>""",
                           headers={"Content-Type": "application/rss+xml"}),
        "/clanek.html": Route(page),
        "/rucne.html": Route(page.replace("Ruční zpráva", "Ručně vložený odkaz")),
    })
    (root / "rss_sources" / "cs_rucne.txt").write_text(extra.url("/feed.xml") + "\n")
    manual = root / "collected_links" / "cs_links"
    manual.mkdir()
    (manual / "moje-odkazy.txt").write_text(extra.url("/rucne.html") + "\n")
    os.utime(manual / "moje-odkazy.txt", (time.time() - 120, time.time() - 120))  # dropped two minutes ago
    third = run_bb(root)
    assert third.returncode == 0, third.stderr
    assert collections.Counter(extra.paths()) == {"/robots.txt": 1, "/feed.xml": 1, "/clanek.html": 1, "/rucne.html": 1}
    assert (manual / "moje-odkazy.downloaded").exists()
    for source, stem in (("cs_links", "moje-odkazy"), ("cs_rucne", None)):
        tagged = list((root / "tagged" / source).glob(f"{stem or '*'}.vert.xz"))
        assert len(tagged) == 1 and vertical_counts(tagged[0])["documents"] == 1
    captured = warc_responses(root)
    assert sorted(u for u in captured if u.endswith(".html")) == sorted(
        articles + [extra.url("/clanek.html"), extra.url("/rucne.html")])
