"""The collect, feeds and discover commands as a user runs them: real processes, real loopback servers."""

from __future__ import annotations

import collections
import sqlite3
import threading
import time
from pathlib import Path

from collect_support import (
    all_links,
    cli,
    feed_route,
    link_files,
    loop_settings,
    make_workspace,
    rss2,
    start_cli,
)
from httpserver import Route
from log_support import unstamped

from corpustools.collect.discover import discover_feeds
from corpustools.log import RECORD_LINE
from corpustools.workspace import Workspace


def test_two_collectors_started_at_once_one_works_the_other_is_not_started(serve, tmp_path: Path) -> None:
    """Two workspace collects started at the same moment (cron's and one typed by hand): one holds
    state/collect.lock and polls every feed once, with its own workers racing for the links the feeds
    share; the other says it is not started (one -WARN line, status 0) and writes nothing.  Before the
    lock both ran and one host had two requests at once; the feeds are held until one process has ended,
    so the two overlap however late the machine starts either."""
    # 48 feeds on 4 hosts; every article appears in several feeds, so the workers race for them
    servers = [serve(host=f"127.0.0.{h}") for h in range(1, 5)]
    one_ended = threading.Event()

    def held(route: Route):  # answer once one process has ended (at most 20 s: the collector's timeout is 60)
        def answer(request) -> Route:
            one_ended.wait(20)
            return route
        return answer

    expected = set()
    lists: dict[str, list[str]] = {"a": [], "b": []}
    for i in range(48):
        items = [(f"t{n}", f"http://news.example.cz/clanek/{(i * 7 + j) % 200}") for j in range(25)
                 for n in [(i * 7 + j) % 200]]
        expected.update(u for _, u in items)
        server = servers[i % 4]
        server.routes[f"/feed{i}"] = held(feed_route(rss2(items), delay=0.02))
        lists["a" if i % 2 else "b"].append(server.url(f"/feed{i}"))
    ws = make_workspace(tmp_path, lists, config="timeout = 60.0\n")
    args = ["collect", "--all", "--allow-private", "--pause", "0", "-m", "3", "-W", str(ws.root)]
    procs = [start_cli(*args) for _ in range(2)]
    deadline = time.monotonic() + 120
    while all(p.poll() is None for p in procs) and time.monotonic() < deadline:
        time.sleep(0.05)
    one_ended.set()
    results = [p.communicate(timeout=180) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], "\n\n".join(err for _, err in results)
    refused = [err for _, err in results if "another collect of this workspace is running" in err]
    assert len(refused) == 1, "\n\n".join(err for _, err in results)
    said = [line for line in unstamped(refused[0]).splitlines() if line.startswith(("-WARN", "-ERR"))]
    assert len(said) == 1 and "not started" in said[0], refused[0]
    assert len(link_files(ws)) == 2  # one run: one link file per source list
    links = all_links(ws)
    dupes = [u for u, n in collections.Counter(links).items() if n > 1]
    assert dupes == []
    assert set(links) == expected
    fetched = collections.Counter(h.path for s in servers for h in s.hits)
    assert len(fetched) == 48 and set(fetched.values()) == {1}
    # a third run, alone, finds nothing new and writes no file
    before = link_files(ws)
    third = cli(*args)
    assert third.returncode == 0 and link_files(ws) == before, third.stderr
    assert "another collect" not in third.stderr  # the lock went with the run that held it


def test_test_mode_table_and_exit_status(serve, tmp_path: Path) -> None:
    server = serve({"/ok": feed_route(rss2([("a", "http://x.cz/a"), ("b", "http://x.cz/b")])),
                    "/404": Route(b"no", status=404),
                    "/page": Route(b"<html><body>hello</body></html>")})
    listing = tmp_path / "feeds.txt"
    listing.write_text(f"{server.url('/ok')}\n{server.url('/404')}\n{server.url('/page')}\n")
    run = cli("collect", "-t", "-i", str(listing), "--allow-private", "--pause", "0", cwd=tmp_path)
    assert run.returncode == 1
    rows = [line.split() for line in run.stdout.splitlines()]
    assert rows[0] == ["feed", "status", "items", "problem"]
    assert rows[1][:3] == [server.url("/ok"), "ok", "2"]
    assert rows[2][:4] == [server.url("/404"), "FAIL", "0", "HTTP"]
    assert rows[3][:2] == [server.url("/page"), "FAIL"] and "HTML" in " ".join(rows[3])
    assert "3 feeds, 1 ok, 2 failed" in run.stdout
    assert not (tmp_path / "state").exists()  # --test stores nothing
    good = cli("collect", "--test", "-i", "-", "--allow-private", cwd=tmp_path, stdin=server.url("/ok") + "\n")
    assert good.returncode == 0 and " ok " in good.stdout


def test_adhoc_mode_output_append_and_dedup(serve, tmp_path: Path) -> None:
    items = [("a", "http://x.cz/a"), ("b", "http://x.cz/b?utm_campaign=z")]
    server = serve({"/rss": lambda request: feed_route(rss2(items))})
    listing = tmp_path / "feeds.txt"
    listing.write_text(server.url("/rss") + "\n")
    out = tmp_path / "out.txt"
    first = cli("collect", "-i", str(listing), "-o", str(out), "--allow-private", "-w", "5", "-m", "2", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    assert out.read_text() == "http://x.cz/a\nhttp://x.cz/b\n"
    items.append(("c", "http://x.cz/c"))
    second = cli("collect", "-i", str(listing), "-o", str(out), "-a", "--allow-private", cwd=tmp_path)
    assert second.returncode == 0 and out.read_text() == "http://x.cz/a\nhttp://x.cz/b\nhttp://x.cz/c\n"
    items.append(("d", "http://x.cz/d"))
    to_stdout = cli("collect", "-i", "-", "--allow-private", cwd=tmp_path, stdin=server.url("/rss") + "\n")
    assert to_stdout.stdout == "http://x.cz/d\n"
    assert "+OK collect: 1 feeds polled, 1 new links" in unstamped(to_stdout.stderr)


def test_workspace_cli_exit_status_log_file_and_feeds_table(serve, tmp_path: Path) -> None:
    server = serve({"/ok": feed_route(rss2([("a", "http://x.cz/a")])), "/dead": Route(b"", status=500),
                    "/empty": feed_route(rss2([]))})
    ws = make_workspace(tmp_path, {"s": f"{server.url('/ok')}\n{server.url('/dead')}\n{server.url('/empty')}\nbad line\n"})
    log = tmp_path / "logs" / "collect.log"
    for _ in range(3):
        run = cli("collect", "--all", "--allow-private", "--pause", "0", "-e", str(log), "-W", str(ws.root))
        assert run.returncode == 1
    text = unstamped(log.read_text())
    assert f"-WARN collect: {server.url('/dead')}: HTTP 500 (3rd failure in a row)" in text
    assert f"{ws.rss_sources / 's.txt'}:4: not one URL: 'bad line'" in text
    assert "+OK collect: s: 3 feeds polled, 1 new links" in text
    assert all(RECORD_LINE.match(line) for line in log.read_text().splitlines())
    table = cli("feeds", "-W", str(ws.root))
    assert table.returncode == 0
    rows = {line.split()[2]: line.split()[0] for line in table.stdout.splitlines()[1:-1]}
    assert rows[server.url("/dead")] == "DEAD"
    assert rows[server.url("/empty")] == "NEVER-YIELDS"
    assert rows[server.url("/ok")] in ("ok", "QUIET")
    assert table.stdout.splitlines()[1].startswith("DEAD")  # problems first
    problems = cli("feeds", "--problems", "-W", str(ws.root))
    assert server.url("/ok") not in problems.stdout and server.url("/dead") in problems.stdout


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    run = cli("collect", "-o", "x.txt", cwd=tmp_path, stdin="")  # -o without -i reads stdin: no feed there
    assert run.returncode == 2 and "-ERR" in run.stderr and "no feed URL in standard input" in run.stderr
    assert cli("discover", cwd=tmp_path).returncode == 2


def test_discovery_finds_verifies_and_appends_new_feeds(serve, tmp_path: Path) -> None:
    feed = rss2([("a", "http://x.cz/a")])
    site = serve({
        "/": Route('<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml">'
                   '<link rel="alternate" type="application/atom+xml" href="/fake.xml">'
                   '<link rel="stylesheet" href="/s.css"></head><body>x</body></html>'),
        "/feed.xml": feed_route(feed),
        "/fake.xml": Route("<html>not a feed</html>"),
    })
    bare = serve({"/": Route("<html><body>no links here</body></html>"), "/rss": feed_route(feed)},
                 host="127.0.0.2")
    nothing = serve({"/": Route("<html><body>nothing</body></html>")}, host="127.0.0.3")
    known = serve({"/": Route('<link rel="alternate" type="application/rss+xml" href="/rss">'),
                   "/rss": feed_route(feed)}, host="127.0.0.4")
    ws = make_workspace(tmp_path, {"cs_media": [known.url("/rss")]})
    counters, found, new = discover_feeds(loop_settings(), ws, [site.url("/"), bare.url("/"), nothing.url("/"),
                                                                known.url("/")])
    assert [f for f, _ in found] == [site.url("/feed.xml"), bare.url("/rss"), known.url("/rss")]
    assert new == [site.url("/feed.xml"), bare.url("/rss")]
    assert counters["failed"] == 1  # the page without any feed
    listed = (ws.rss_sources / "automatic_collection.txt").read_text().splitlines()
    assert [line for line in listed if not line.startswith("#")] == new
    # run again through the CLI: nothing new is appended, the feeds are reported as known
    run = cli("discover", site.url("/"), "--allow-private", "--pause", "0", "-W", str(ws.root))
    assert run.returncode == 0 and run.stdout.split("\t")[:2] == [site.url("/feed.xml"), "known"]
    assert (ws.rss_sources / "automatic_collection.txt").read_text().splitlines() == listed
    # and the discovered feeds are collected like any other list
    stats = __import__("corpustools.collect.run", fromlist=["x"]).collect_workspace(loop_settings(), Workspace.at(ws.root))
    assert stats["automatic_collection"]["polled"] == 2


def test_discover_refuses_private_pages_without_the_flag(serve, tmp_path: Path) -> None:
    site = serve({"/": Route("<html></html>")})
    run = cli("discover", "-n", site.url("/"), "-W", str(tmp_path))  # -n: tmp_path is no workspace
    assert run.returncode == 1 and "private address" in run.stderr and site.hits == []


def test_a_killed_collector_loses_nothing(serve, tmp_path: Path) -> None:
    import signal

    fast = serve({"/fast": feed_route(rss2([("a", "http://x.cz/a"), ("b", "http://x.cz/b")]))})
    slow = serve({"/slow": feed_route(rss2([("c", "http://x.cz/c")]), delay=20)}, host="127.0.0.2")
    ws = make_workspace(tmp_path, {"s": [fast.url("/fast"), slow.url("/slow")]})
    args = ["collect", "--allow-private", "--pause", "0", "-w", "30", "-W", str(ws.root)]
    proc = start_cli(*args)
    deadline = time.monotonic() + 20
    claimed = 0
    while time.monotonic() < deadline and not claimed:  # wait until the fast feed's links are committed
        time.sleep(0.1)
        try:
            with sqlite3.connect(ws.state / "links.sqlite") as db:
                claimed = db.execute("SELECT count(*) FROM links").fetchone()[0]
        except sqlite3.OperationalError:
            pass
    proc.send_signal(signal.SIGKILL)  # dies with links committed, its link file not yet written
    proc.communicate()
    assert claimed == 2 and link_files(ws) == []
    slow.routes["/slow"] = feed_route(rss2([("c", "http://x.cz/c")]))
    rerun = cli(*args)
    assert rerun.returncode == 0, rerun.stderr
    assert "links of an interrupted run" in rerun.stderr
    assert sorted(all_links(ws)) == ["http://x.cz/a", "http://x.cz/b", "http://x.cz/c"]


def test_ctrl_c_stops_at_once_and_fetches_nothing_more(serve, tmp_path: Path) -> None:
    """Ctrl-C while 30 feeds of one host wait for its pause: status 130 within a second or two, one line,
    and no feed is fetched after the signal beyond the one already in flight."""
    import signal

    server = serve({f"/f{i}": feed_route(rss2([(f"T{i}", f"http://127.0.0.1/a{i}")])) for i in range(30)})
    ws = make_workspace(tmp_path / "ws", {"one_host": [server.url(f"/f{i}") for i in range(30)]})
    proc = start_cli("collect", "--all", "--allow-private", "--pause", "1", "-m", "8", "-W", str(ws.root))
    deadline = time.monotonic() + 30
    while len(server.hits) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    hits_at_signal = len(server.hits)
    started = time.monotonic()
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert time.monotonic() - started < 3
    assert "interrupted" in err and "Traceback" not in err
    assert len(server.hits) <= hits_at_signal + 1
