"""discover's robots.txt lines carry the stage that asked: 'discover:', as its other lines (before: the
robots.txt cache logged them as 'download:', and discover's own lines said 'collect:')."""

from __future__ import annotations

import subprocess
from pathlib import Path

from big_brother_support import ENV, cli
from httpserver import Route
from log_support import unstamped


def test_discover_logs_robots_lines_under_its_own_stage(serve, tmp_path: Path) -> None:
    ruled = serve({"/robots.txt": Route("User-agent: *\nDisallow: /private\n", headers={"Content-Type": "text/plain"}),
                   "/": Route('<html><head><link rel="alternate" type="application/rss+xml" href="/private/feed.xml">'
                              '</head><body>home</body></html>')}, host="127.0.0.148")
    down = serve({"/robots.txt": Route("busy", status=503)}, host="127.0.0.149")  # robots.txt unreachable
    run = subprocess.run(cli("discover", "--allow-private", "--dry-run", ruled.url("/"), down.url("/")),
                         cwd=tmp_path, capture_output=True, text=True, env=ENV, timeout=120)
    lines = unstamped(run.stderr).splitlines()
    assert "Traceback" not in run.stderr
    assert f"+OK discover: {ruled.url('/private/feed.xml')}: disallowed by robots.txt; not fetched" in lines, run.stderr
    assert f"-WARN discover: {down.url('/robots.txt')}: unreachable (status 503); host skipped for this run" in lines, \
        run.stderr
    assert all(line.split(" ", 2)[1] == "discover:" for line in lines if line[:1] in "+-"), run.stderr
    assert down.paths() == ["/robots.txt"]  # the host whose rules are unknown is not read
