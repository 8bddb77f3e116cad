"""The robots.txt cache in state/robots/ stays bounded: old entries and the oldest beyond the size cap go
(a real workspace download against a loopback server)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from collect_support import cli, make_workspace
from httpserver import Route


def test_robots_cache_is_pruned_by_age_and_size(serve, tmp_path: Path) -> None:
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /private\n", headers={"Content-Type": "text/plain"}),
                    "/a": Route("<html><p>article</p></html>")}, host="127.0.0.12")
    ws = make_workspace(tmp_path, {}, config="[download]\nrobots_cache_max_mb = 1\n")
    (ws.collected_links / "news").mkdir(parents=True)
    (ws.collected_links / "news" / "20261120T100000Z.collected").write_text(server.url("/a") + "\n")
    cache = ws.state / "robots"
    cache.mkdir(parents=True)
    now = time.time()
    body = "User-agent: *\nDisallow: /x\n" * 300  # ~8 KB an entry
    for n in range(300):  # 2.4 MB of fresh entries, oldest first
        path = cache / f"http_host{n}.example.json"
        path.write_text(json.dumps({"url": f"http://host{n}.example/robots.txt", "status": 200,
                                    "fetched": now - 3600 + n, "body": body}))
        os.utime(path, (now - 3600 + n, now - 3600 + n))
    for n in range(5):  # a month and more old
        path = cache / f"http_old{n}.example.json"
        path.write_text(json.dumps({"url": f"http://old{n}.example/robots.txt", "status": 200,
                                    "fetched": now - 40 * 86400, "body": "User-agent: *\n"}))
        os.utime(path, (now - 40 * 86400, now - 40 * 86400))

    got = cli("download", "--allow-private", "--pause", "0.1", "-W", str(ws.root))

    assert got.returncode == 0, got.stderr
    left = {p.name for p in cache.glob("*.json")}
    assert not any(name.startswith("http_old") for name in left)
    assert sum(p.stat().st_size for p in cache.glob("*.json")) <= 1 << 20
    assert "http_host299.example.json" in left and "http_host0.example.json" not in left  # oldest went first
    assert any("127.0.0.12" in name for name in left)  # this run's entry is written after pruning
    assert "robots.txt cache: removed" in got.stderr
