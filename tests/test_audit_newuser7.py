"""What a new user hits, seventh round, run as a user runs it (real processes, real files, loopback servers):
a corpus whose vert settings change between days, two collect runs at once, and what else a new user
meets outside vert's extraction and WARC parsing.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_cli, wait_for
from collect_support import feed_route, rss2
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
    _day_warc(root, 5)
    listings = run_cli("vert", "-W", str(root), "-f", "--keep-listings", cwd=root)
    assert "vert.keep_listings was false, now true" in listings.stderr, listings.stderr  # as the toml writes it
    _day_warc(root, 4)  # the same settings as the day before: nothing to say
    third = run_cli("vert", "-W", str(root), "-f", "--keep-listings", cwd=root)
    assert third.returncode == 0 and "not those that made" not in third.stderr, third.stderr


def test_two_collects_at_once_never_send_one_host_two_requests_and_lose_no_link(serve, tmp_path: Path) -> None:
    """Before: a collect run by hand (workspace or ad hoc) beside cron's polled the same host as it: each
    kept one request in flight per host for itself only, and the host had two at once.  Now one collect
    holds the workspace's state/collect.lock: another workspace run is not started (one warning, status
    0), an ad hoc run waits for it (one warning), and every feed's links arrive."""
    server = serve({}, host="127.0.0.91")
    others_started = threading.Event()

    def held(route):  # cron's feeds answer once the two others have started: they overlap however loaded
        def answer(request):
            others_started.wait(30)
            return route
        return answer

    for i in range(6):
        route = feed_route(rss2([(f"Zpráva {i}", server.url(f"/clanek/{i}"))]), delay=0.2)
        server.routes[f"/feed{i}"] = held(route) if i < 3 else route
    root = make_workspace(tmp_path / "ws", {"cron.txt": "".join(server.url(f"/feed{i}") + "\n" for i in range(3))},
                          timeout=60.0)
    (tmp_path / "mine.txt").write_text("".join(server.url(f"/feed{i}") + "\n" for i in range(3, 6)), "utf-8")
    cron = subprocess.Popen(cli("collect", "-W", str(root)), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=ENV, cwd=root)
    wait_for(lambda: server.in_flight, timeout=60)
    mine = subprocess.Popen(
        cli("collect", "-W", str(root), "-i", str(tmp_path / "mine.txt"), "-o", str(tmp_path / "out.txt")),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, cwd=tmp_path)
    mine_lines: list[str] = []
    mine_waits = threading.Event()

    def read_mine() -> None:
        for line in mine.stderr:
            mine_lines.append(line)
            if "waiting for it to end" in line:
                mine_waits.set()

    reader = threading.Thread(target=read_mine, daemon=True)
    reader.start()
    also = run_cli("collect", "-W", str(root), "--all", cwd=root)
    mine_waits.wait(60)
    others_started.set()
    _, cron_err = cron.communicate(timeout=120)
    mine.wait(timeout=120)
    reader.join(timeout=30)
    mine_err = "".join(mine_lines)
    assert server.max_in_flight == 1
    assert cron.returncode == 0, cron_err
    assert also.returncode == 0, also.stderr
    assert "another collect of this workspace is running" in also.stderr and "not started" in also.stderr, also.stderr
    assert mine.returncode == 0, mine_err
    assert "waiting for it to end" in mine_err, mine_err
    assert sorted(h.path for h in server.hits) == [f"/feed{i}" for i in range(6)]
    [link_file] = (root / "collected_links" / "cron").glob("*.collected")
    got = [line.split("\t")[0] for line in link_file.read_text("utf-8").splitlines()]
    got += (tmp_path / "out.txt").read_text("utf-8").split()
    assert sorted(got) == sorted(server.url(f"/clanek/{i}") for i in range(6))


def test_a_feed_answering_429_says_the_host_asked_for_a_pause(serve, tmp_path: Path) -> None:
    """Before: '-WARN ... /busy: HTTP 429' and then the run stood still for as long as Retry-After asked
    (up to an hour) before the host's next feed, with nothing saying why: it looked hung.  Now the
    warning says the host asked for a pause, how long, and that its other feeds wait."""
    from httpserver import Route

    server = serve({"/busy": Route(b"slow down", status=429, headers={"Retry-After": "3", "Content-Type": "text/plain"}),
                    "/ok": feed_route(rss2([("Zpráva", "http://127.0.0.92/clanek/1")]))}, host="127.0.0.92")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/busy") + "\n" + server.url("/ok") + "\n"},
                          collect={"workers": 1})
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 1, run.stderr
    [line] = [line for line in run.stderr.splitlines() if "/busy" in line]
    assert "HTTP 429" in line and "Retry-After 3 s" in line and "other feeds wait" in line, line


def test_a_feed_list_given_to_download_is_named_as_feeds(serve, tmp_path: Path) -> None:
    """Before: a feed list given to download by mistake ('download -i rss_sources/x.txt') gave one
    '+OK ... content type application/rss+xml' line per feed and a WARC without a page, with nothing
    saying these were feeds.  Now each line says it is an RSS/Atom feed and that feed lists are for collect."""
    from collect_support import atom

    server = serve({"/rss": feed_route(rss2([("Zpráva", "http://127.0.0.93/clanek/1")])),
                    "/atom": feed_route(atom([("Entry", "http://127.0.0.93/clanek/2")]), "application/atom+xml")},
                   host="127.0.0.93")
    feeds = tmp_path / "zpravy.txt"
    feeds.write_text(server.url("/rss") + "\n" + server.url("/atom") + "\n", "utf-8")
    run = run_cli("download", "-i", str(feeds), "-o", str(tmp_path / "out.warc.xz"), "--allow-private", cwd=tmp_path)
    lines = [line for line in run.stderr.splitlines() if "content type" in line]
    assert len(lines) == 2 and all("RSS/Atom feed" in line and "collect" in line for line in lines), run.stderr


def test_download_says_when_a_host_asks_for_a_pause(serve, tmp_path: Path) -> None:
    """Before: a page answered 429 with Retry-After: download waited that long and slowed the host down
    with only a DEBUG line: a run silent for minutes.  Now one line names the host, the wait and its new pause."""
    from httpserver import Route

    hits: list[float] = []

    def busy(request: object) -> Route:
        hits.append(time.monotonic())
        if len(hits) == 1:
            return Route(b"slow down", status=429, headers={"Retry-After": "2", "Content-Type": "text/plain"})
        return Route(page(f"<article><p>{CS_TEXT}</p></article>").encode())

    server = serve({"/clanek/1": busy}, host="127.0.0.94")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/clanek/1") + "\n", "utf-8")
    run = run_cli("download", "-i", str(links), "-o", str(tmp_path / "out.warc.xz"), "--allow-private", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert len(hits) == 2
    assert any("asked for a pause" in line and "Retry-After 2 s" in line and line.startswith("+OK")
               for line in run.stderr.splitlines()), run.stderr


def test_a_setting_of_the_wrong_type_is_explained_in_toml_words(tmp_path: Path) -> None:
    """Before: 'pause' must be float, not '2' (Python's type names; the mistake was only the quotes).
    Now: 'pause' must be a number, not '2' (write it without quotes: pause = 2)."""
    root = make_workspace(tmp_path / "ws")
    for text, said in (('pause = "2"\n', "'pause' must be a number, not '2' (write it without quotes: pause = 2)"),
                       ('[vert]\nkeep_listings = "true"\n',
                        "'vert.keep_listings' must be true or false, not 'true' (write it without quotes: "
                        "keep_listings = true)"),
                       ('[download]\nworkers = "many"\n', "'download.workers' must be a whole number, not 'many'")):
        (root / "corpustools.toml").write_text(text, "utf-8")
        run = run_cli("stats", "-W", str(root), cwd=root)
        assert run.returncode == 2 and said in run.stderr and "Traceback" not in run.stderr, run.stderr


def test_links_names_the_link_file_as_it_is_now(serve, tmp_path: Path) -> None:
    """Before: 'corpustools links URL' gave the link file as 'zpravy/X.collected', relative to
    collected_links/ unlike the WARC and vertical columns, and under the name download had renamed
    (X.downloaded): no file a user could open.  Now: collected_links/zpravy/X.downloaded."""
    server = serve({"/rss": feed_route(rss2([("Zpráva", "http://127.0.0.95/clanek/1")]))}, host="127.0.0.95")
    server.routes["/rss"] = feed_route(rss2([("Zpráva", server.url("/clanek/1"))]))
    server.routes["/clanek/1"] = feed_route(page(f"<article><p>{CS_TEXT}</p></article>").encode(), "text/html")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
    for stage in ("collect", "download"):
        assert run_cli(stage, "-W", str(root), cwd=root).returncode == 0
    [link_file] = (root / "collected_links" / "zpravy").glob("*.downloaded")
    looked = run_cli("links", "-W", str(root), "--json", server.url("/clanek/1"), cwd=tmp_path)
    import json

    row = json.loads(looked.stdout)
    assert row["downloaded"] == "yes" and row["link_file"] == link_file.relative_to(root).as_posix(), row
    assert (root / row["link_file"]).is_file() and (root / row["warc"]).is_file()



def test_feed_titles_written_as_html_reach_the_link_file_as_text(serve, tmp_path: Path) -> None:
    """Before: titles in CDATA with HTML entities, as WordPress and most CMSs write them, and titles escaped
    twice reached the link file's title column as 'Tom &amp; Jerry &quot;live&quot;' (tags were dropped as
    HTML, entities kept).  Now the column holds the text: 'Tom & Jerry "live"'."""
    body = ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>T</title>'
            '<item><title><![CDATA[Tom &amp; Jerry &quot;live&quot;]]></title><link>http://127.0.0.97/a</link></item>'
            '<item><title>Vláda &amp;amp; opozice</title><link>http://127.0.0.97/b</link></item>'
            "</channel></rss>").encode()
    server = serve({"/rss": feed_route(body)}, host="127.0.0.97")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"})
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    [link_file] = (root / "collected_links" / "zpravy").glob("*.collected")
    titles = sorted(line.split("\t")[2] for line in link_file.read_text("utf-8").splitlines())
    assert titles == ['Tom & Jerry "live"', "Vláda & opozice"], titles


def test_links_typed_in_a_folder_that_is_no_workspace_says_so(tmp_path: Path) -> None:
    """Before: in the wrong folder (or with -W naming a folder that is no workspace), 'corpustools links
    URL' answered 'unknown' for every URL with status 0, while stats, vert, tag ... say it is no
    workspace ('feeds' says 'no feeds (no feed list in DIR/rss_sources)').  Now links says it (status 2)."""
    home = tmp_path / "home"
    home.mkdir()
    run = run_cli("links", "https://www.example.cz/clanek/1", cwd=home)
    assert run.returncode == 2 and "not a corpustools workspace" in run.stderr, (run.stdout, run.stderr)
    assert run.stdout == "" and list(home.iterdir()) == []


def test_download_refuses_an_output_named_as_a_vertical_or_a_link_file(tmp_path: Path) -> None:
    """Before: 'download -i links.txt -o out.vert.xz' (a stage mixed up) wrote a WARC named out.vert.xz
    (any .xz or .gz name was taken), which vert, tag and lint then met as a vertical.  Now it is a usage
    error before anything is fetched."""
    links = tmp_path / "links.txt"
    links.write_text("https://www.example.cz/clanek/1\n", "utf-8")
    for name in ("out.vert.xz", "out.vert.gz", "links.txt.gz"):
        run = run_cli("download", "-i", str(links), "-o", str(tmp_path / name), cwd=tmp_path)
        assert run.returncode == 2 and "the name says it is not a WARC" in run.stderr, (name, run.stderr)
        assert not (tmp_path / name).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["links.txt"]


def test_vert_given_a_link_file_does_not_promise_a_retry(tmp_path: Path) -> None:
    """Before: 'vert -i links.txt -o out.vert.xz' (a link file, not a WARC) ended on '... NO DOCUMENTS ...
    (no output written, out.vert.xz left for a retry)': nothing retries an ad hoc run.  Now the line says
    no output was written, and the one before it that the input is no WARC."""
    links = tmp_path / "links.txt"
    links.write_text("https://www.example.cz/clanek/1\thttps://www.example.cz/rss\n", "utf-8")
    run = run_cli("vert", "-i", str(links), "-o", str(tmp_path / "out.vert.xz"), cwd=tmp_path)
    assert run.returncode == 1 and "not a WARC/ARC file" in run.stderr, run.stderr
    assert "no output written" in run.stderr and "retry" not in run.stderr, run.stderr
    assert not (tmp_path / "out.vert.xz").exists()


def test_rebuild_store_waits_for_no_collect_and_moves_nothing_under_one(serve, tmp_path: Path) -> None:
    """Before: 'collect --rebuild-store' beside a running collect moved state/links.sqlite aside under it:
    the links it claimed went on into the moved file, lost to the rebuilt store.  Now it is refused (one
    -ERR line, status 1, nothing moved) while a collect holds the workspace's lock."""
    server = serve({}, host="127.0.0.98")
    server.routes["/rss"] = feed_route(rss2([("Zpráva", server.url("/clanek/1"))]), delay=15.0)
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"}, timeout=40.0)
    cron = subprocess.Popen(cli("collect", "-W", str(root)), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=ENV, cwd=root)
    wait_for(lambda: server.in_flight, timeout=60)  # the feed's answer is on its way
    rebuild = run_cli("collect", "--rebuild-store", "-W", str(root), cwd=root)
    _, err = cron.communicate(timeout=120)
    assert cron.returncode == 0, err
    assert rebuild.returncode == 1 and "another collect of this workspace is running" in rebuild.stderr, rebuild.stderr
    assert "Traceback" not in rebuild.stderr
    assert sorted(p.name for p in (root / "state").glob("links.sqlite*") if "-" not in p.name) == ["links.sqlite"]
    looked = run_cli("links", "-W", str(root), "--json", server.url("/clanek/1"), cwd=root)
    assert '"downloaded": "pending"' in looked.stdout, looked.stdout


def test_an_output_typed_as_a_second_file_says_it_needs_o(tmp_path: Path) -> None:
    """Before: 'corpustools vert in.warc.gz out.vert.xz' (typed as cp is) said only 'out.vert.xz: no such
    file', as if the input were missing.  Now it says an output is given with -o."""
    warc = make_warc(tmp_path / "in.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    run = run_cli("vert", str(warc), "out.vert.xz", cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    assert "out.vert.xz: no such file (an output is given with -o: -o out.vert.xz)" in run.stderr, run.stderr
    assert not (tmp_path / "out.vert.xz").exists()
    missing = run_cli("vert", "nothere.warc.gz", "-o", "out.vert.xz", cwd=tmp_path)  # a missing input: as before
    assert missing.returncode == 2 and "nothere.warc.gz: no such file" in missing.stderr
    assert "given with -o" not in missing.stderr


def test_collect_test_mode_names_a_feed_that_moved_for_good(serve, tmp_path: Path) -> None:
    """Before: 'collect -t -i list.txt', the way to check a feed list, showed a feed moved with 301 or 308
    as 'ok' and nothing else (workspace runs say to put the new address in the list).  Now its problem
    column says where it moved; a 302 (moved for now) is not named."""
    from httpserver import Route

    new_home = serve({"/feed": feed_route(rss2([("Zpráva", "http://127.0.0.100/clanek/1")]))}, host="127.0.0.100")
    server = serve({"/old301": Route(b"", status=301, headers={"Location": new_home.url("/feed")}),
                    "/old308": Route(b"", status=308, headers={"Location": new_home.url("/feed")}),
                    "/now302": Route(b"", status=302, headers={"Location": new_home.url("/feed")})}, host="127.0.0.99")
    listing = tmp_path / "feeds.txt"
    listing.write_text("".join(server.url(p) + "\n" for p in ("/old301", "/old308", "/now302")), "utf-8")
    run = run_cli("collect", "-t", "-i", str(listing), "--allow-private", "--pause", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    rows = {line.split()[0]: line for line in run.stdout.splitlines()[1:4]}
    for old in ("/old301", "/old308"):
        assert f"moved permanently to {new_home.url('/feed')}" in rows[server.url(old)], run.stdout
    assert "moved" not in rows[server.url("/now302")], run.stdout


def test_stats_json_gives_counts_as_whole_numbers(tmp_path: Path) -> None:
    """Before: 'stats --json' gave every count as a float ("documents": 15.0, "new_links": 20015.0), read
    by jq and scripts as 15.0.  Now counts are whole numbers; shares stay as they are."""
    import json

    root = make_workspace(tmp_path / "ws")
    _day_warc(root, 1)
    assert run_cli("vert", "-W", str(root), cwd=root).returncode == 0
    stats = json.loads(run_cli("stats", "--json", "-W", str(root), cwd=root).stdout)
    news = stats["sources"]["news"]
    assert news["documents"] == 1 and isinstance(news["documents"], int), news
    assert isinstance(news["tokens"], int) and news["tokens"] > 0, news
