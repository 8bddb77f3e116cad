"""What a new user hits, sixth round, run as a user runs it (real processes, real files, loopback servers):
feeds with odd dates and other odd feeds, a corpus that grows day after day through tag and dedup,
big-brother set up by hand, downloads as a site owner sees them, and counts against outputs.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import os
import re
import subprocess
import time
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_bb, run_cli, stats_json, tagger_model
from collect_support import feed_route, rss2
from httpserver import Route
from vert_support import CS_TEXT, make_warc, page, read_vert


def _next_day(root: Path, n: int, stages: str) -> subprocess.CompletedProcess:
    """Day ``n`` of a growing corpus: one more Czech page's WARC (old enough to be taken), then
    big-brother's ``stages`` once."""
    warc = make_warc(root / "warcs" / "news" / f"day{n}.warc.gz",
                     [dict(url=f"https://www.example.cz/{n}", html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    os.utime(warc, (time.time() - 600, time.time() - 600))
    return run_bb(root, "--stages", stages)


def test_a_feed_date_feedparser_misreads_is_kept_as_written_and_dates_the_page_right(serve, tmp_path: Path) -> None:
    """Before: feedparser's lenient readings were taken as the item's day: a feed writing
    '2024/11/29 10:00' was recorded as published 2024-11-01, one writing seconds since 1970
    ('1732867200', 29 November 2024) as 2017-11-24, and vert dated the pages by them (a feed's day is
    trusted first), so the corpus had the wrong day, month or year.  Now a reading whose day is not
    written in the text is dropped: the text is kept as written, and vert reads '2024/11/29' itself."""
    server = serve({}, host="127.0.0.81")
    items = {"slash": "2024/11/29 10:00", "epoch": "1732867200", "rfc": "Fri, 29 Nov 2024 10:00:00 +0100"}
    body = "".join(f"<item><title>{name}</title><link>{server.url('/' + name)}</link><pubDate>{day}</pubDate></item>"
                   for name, day in items.items())
    server.routes["/rss"] = feed_route(f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
                                       f"<title>T</title>{body}</channel></rss>".encode())
    for name in items:  # pages that state no date of their own: the feed's day is the one vert has
        server.routes["/" + name] = feed_route(
            f"<html><head><title>{name}</title></head><body><article><h1>{name}</h1><p>{CS_TEXT}</p></article>"
            "</body></html>".encode(), "text/html; charset=utf-8")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"}, tag={"models": {}})
    run = run_bb(root, "--stages", "collect,download,vert")
    assert run.returncode == 0, run.stderr
    [link_file] = (root / "collected_links").rglob("*.downloaded")
    published = {line.split("\t")[2]: line.split("\t")[3] for line in link_file.read_text("utf-8").splitlines()}
    assert published == {"slash": "2024/11/29 10:00", "epoch": "1732867200", "rfc": "2024-11-29T10:00:00+01:00"}
    [vertical] = (root / "verts").rglob("*.vert.xz")
    days = dict(re.findall(r'<doc [^>]*title="(\w+)"[^>]*date="([^"]*)"', read_vert(vertical)))
    assert days["slash"] == days["rfc"] == "2024-11-29", days
    assert days["epoch"] != "2017-11-24", days


def test_a_cycle_with_a_failed_stage_does_not_end_on_a_line_saying_all_is_done(tmp_path: Path) -> None:
    """Before: with the model of [tag.models] not (yet) in place, big-brother's last line was
    '+OK ... cycle done in 8.3 s: vert, dedup, tag', the failed stage listed as done with the rest; the
    line a user reads last now says which stage failed, as a warning."""
    root = make_workspace(tmp_path / "ws", tag={"models": {"cs": str(tmp_path / "czech.tagger")}})
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "day1.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    os.utime(warc, (time.time() - 600, time.time() - 600))  # copied in by hand a while ago
    run = run_bb(root)
    assert run.returncode == 1
    assert "tag: failed" in run.stderr and "czech.tagger: no such file" in run.stderr
    assert re.match(r"-WARN \S+ big-brother: cycle done in [\d.]+ s: vert, dedup; with errors: tag \(see above\)$",
                    run.stderr.splitlines()[-1]), run.stderr.splitlines()[-1]


def test_a_feed_over_max_bytes_gives_its_newest_links_not_none(serve, tmp_path: Path) -> None:
    """Before: a feed larger than max_bytes (a full-text feed of a few thousand items) was refused whole on
    every poll: '-WARN ... response larger than 10000000 bytes', no link ever, and nothing said which
    setting that was.  Now the items in its first max_bytes (the newest, which feeds list first) are
    taken, and the warning names the setting and says how many."""
    server = serve({}, host="127.0.0.82")
    items = "".join(f"<item><title>Zpráva {i}</title><link>{server.url(f'/z/{i}')}</link>"
                    f"<description>{'Text zprávy. ' * 40}</description></item>" for i in range(400))
    body = f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>T</title>{items}</channel></rss>'
    assert len(body.encode()) > 200_000
    server.routes["/rss"] = feed_route(body.encode())
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"}, max_bytes=100_000)
    run = run_bb(root, "--stages", "collect")
    [link_file] = (root / "collected_links").rglob("*.collected")
    urls = [line.split("\t")[0] for line in link_file.read_text("utf-8").splitlines()]
    assert 100 < len(urls) < 200 and urls == [server.url(f"/z/{i}") for i in range(len(urls))]
    assert f"response larger than 100000 bytes (setting max_bytes): the {len(urls)} links of the {len(urls)} items " \
           "in its first 100000 bytes taken" in run.stderr
    assert f"{len(urls)} new links" in run.stderr and run.returncode == 0, run.stderr


def test_tag_says_when_the_models_changed_since_the_files_tagged_before(tmp_path: Path) -> None:
    """Before: a corpus growing day after day, its models changed between two days (the official models
    installed after a start with the test model, or a language added), held files tagged with two sets
    of models and nothing said so: every later run was silent.  Now the first run with other models
    says once that the files tagged before keep their tags and how to tag them again."""
    model = tagger_model()
    assert model is not None
    first, second = tmp_path / "first.tagger", tmp_path / "second.tagger"
    first.write_bytes(model.read_bytes())
    second.write_bytes(model.read_bytes())
    root = make_workspace(tmp_path / "ws", tag={"models": {"cs": str(first)}}, dedup={"enabled": False})
    (root / "warcs" / "news").mkdir(parents=True)

    def day(n: int) -> subprocess.CompletedProcess:
        return _next_day(root, n, "vert,tag")

    assert day(1).returncode == 0
    (root / "corpustools.toml").write_text((root / "corpustools.toml").read_text().replace(str(first), str(second)))
    run = day(2)
    assert run.returncode == 0, run.stderr
    [said] = [line for line in run.stderr.splitlines() if "the models are not those" in line]
    assert said.startswith("-WARN ") and "tagged news/day1.vert.xz" in said
    assert f"(cs={first}; now cs={second})" in said and "delete them and their .done markers" in said
    assert (root / "tagged" / "news" / "day1.vert.xz.done").exists()  # kept, as it is done
    assert "the models are not those" not in day(3).stderr  # said once
    settings = root / "corpustools.toml"
    settings.write_text(settings.read_text() + '\n[tag]\nplaceholder_tag = "X"\n')
    [said] = [line for line in day(4).stderr.splitlines() if "not those that tagged" in line]
    assert "the options are not those that tagged news/day3.vert.xz" in said and "tag.placeholder_tag was -, now X" in said


def test_a_well_formed_feed_served_with_another_content_type_is_not_warned_about_at_every_poll(
        serve, tmp_path: Path) -> None:
    """Before: a feed served as text/html, text/plain, application/octet-stream or with no Content-Type (as
    many CMSs and static servers do) gave '-WARN ... not well-formed XML (text/html is not an XML media
    type), salvaged 2 links' on every poll, in the mail of every quiet cron run, though every link was
    read.  Now only a document that is really ill-formed is warned about."""
    server = serve({}, host="127.0.0.83")
    feeds = {"html": "text/html; charset=utf-8", "plain": "text/plain", "octet": "application/octet-stream",
             "none": None}
    for name, kind in feeds.items():
        server.routes["/" + name] = Route(
            f'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>{name}</title>'
            f"<item><title>A</title><link>{server.url(f'/{name}/a')}</link></item></channel></rss>".encode(),
            headers={"Content-Type": kind} if kind else {})
    server.routes["/broken"] = feed_route(b'<?xml version="1.0"?><rss version="2.0"><channel><title>b</title><item>'
                                          + f"<link>{server.url('/broken/a')}</link></item><oops></channel></rss>".encode())
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": "".join(server.url(f"/{n}") + "\n" for n in [*feeds, "broken"])})
    run = run_bb(root, "--stages", "collect", "-q")
    assert run.returncode == 0, run.stderr
    [link_file] = (root / "collected_links").rglob("*.collected")
    assert len(link_file.read_text("utf-8").splitlines()) == 5
    warned = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert len(warned) == 1 and "/broken: not well-formed XML" in warned[0], run.stderr


def test_a_table_written_with_a_capital_letter_names_the_one_meant(tmp_path: Path) -> None:
    """Before: '[Tag.models]' or '[Download]' (TOML keys are case-sensitive) was 'unknown setting 'Tag''
    with no hint, where 'workres' got '(did you mean 'download.workers'?)'."""
    root = make_workspace(tmp_path / "ws")
    for toml, meant in (('[Tag.models]\ncs = "/opt/czech.tagger"\n', "'tag'"), ("[Download]\nworkers = 3\n", "'download'"),
                        ("[download]\nWorkers = 3\n", "'download.workers'")):
        (root / "corpustools.toml").write_text(toml, "utf-8")
        run = run_bb(root)
        assert run.returncode == 2 and "unknown setting" in run.stderr and f"(did you mean {meant}?)" in run.stderr, run.stderr


def test_a_crawl_whose_user_agent_names_no_contact_of_the_operator_says_so(tmp_path: Path) -> None:
    """Before: with contact_url left out of corpustools.toml, every request carried 'corpustools/0.1.0
    (+https://github.com/corpustools/corpustools)': a site owner reading the access log could reach the
    project, not whoever runs the crawl, and nothing told the operator.  Now download says so (a notice:
    in the log and on an interactive run, not in cron's -q mail); with contact_url set, or allow_private
    (a crawl of one's own machines: the demo, an intranet), it says nothing.  (A public address cannot be
    served here: the loopback link is refused, after the notice.)"""
    (tmp_path / "links.txt").write_text("http://127.0.0.90:9/a\n", "utf-8")

    def download(*args: str) -> subprocess.CompletedProcess:
        return run_cli("download", "-i", "links.txt", "-o", "out.warc.xz", "-w", "2", *args, cwd=tmp_path)

    [said] = [line for line in download().stderr.splitlines() if "names no contact of yours" in line]
    assert said.startswith("-WARN ") and "'corpustools/" in said and "(+https://github.com/corpustools/corpustools)'" in said
    assert "set contact_url" in said
    assert "names no contact" not in download("-q").stderr
    assert "names no contact" not in download("--allow-private").stderr
    (tmp_path / "mine.toml").write_text('contact_url = "https://korpus.example.cz/crawler"\n', "utf-8")
    assert "names no contact" not in download("-c", str(tmp_path / "mine.toml")).stderr


def test_stats_counts_as_new_links_what_the_link_files_hold_not_the_redirect_targets(serve, tmp_path: Path) -> None:
    """Before: a collected link that redirected to another address had its target booked as seen in the
    link store (right: collect must not take it again) and counted with the link file's links, so
    'stats' said 3 new links for a link file of 2 (and the report's charts with it).  Now the new links
    are the links the files hold."""
    other = serve({"/clanek": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.86")
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>")),
                    "/b": Route("", status=301, headers={"Location": other.url("/clanek")})}, host="127.0.0.85")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a")), ("B", server.url("/b"))]))
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    run = run_bb(root)
    assert run.returncode == 0 and "1 redirect target(s) and canonical URL(s) booked as seen" in run.stderr, run.stderr
    [link_file] = (root / "collected_links").rglob("*.downloaded")
    assert len(link_file.read_text("utf-8").splitlines()) == 2
    totals = stats_json(root)["totals"]
    assert totals["new_links"] == 2 and totals["pages"] == 2, totals
    links = run_cli("links", "-W", str(root), other.url("/clanek"), cwd=root)  # still known as collected
    assert links.returncode == 0 and link_file.stem in links.stdout, links.stdout


def test_a_page_over_max_bytes_is_said_with_the_setting_that_limits_it(serve, tmp_path: Path) -> None:
    """Before: '-WARN ... response larger than 10000000 bytes', with nothing saying which setting that is
    (collect's and download's alike)."""
    server = serve({"/big": Route(page(f"<article><p>{CS_TEXT}</p></article>" + "<p>x</p>" * 20_000))}, host="127.0.0.87")
    (tmp_path / "links.txt").write_text(server.url("/big") + "\n", "utf-8")
    (tmp_path / "small.toml").write_text("max_bytes = 100000\n", "utf-8")
    run = run_cli("download", "-i", "links.txt", "-o", "out.warc.xz", "--allow-private", "-c", "small.toml",
                  cwd=tmp_path)
    assert run.returncode == 1
    assert "/big: response larger than 100000 bytes (setting max_bytes)" in run.stderr, run.stderr


def test_dedup_says_when_its_marking_settings_changed_since_the_files_marked_before(tmp_path: Path) -> None:
    """Before: dedup.threshold changed between two days of a growing corpus (0.5, then 0.3) gave files
    whose dup marks mean two things, and nothing said so (a changed n-gram length is refused, as the index
    holds it; the threshold was taken silently).  Now the first run with other settings says so, once."""
    root = make_workspace(tmp_path / "ws", tag={"models": {}})
    (root / "warcs" / "news").mkdir(parents=True)

    def day(n: int) -> subprocess.CompletedProcess:
        return _next_day(root, n, "vert,dedup")

    assert day(1).returncode == 0
    with (root / "corpustools.toml").open("a") as fh:
        fh.write("\n[dedup]\nthreshold = 0.3\n")
    run = day(2)
    assert run.returncode == 0, run.stderr
    [said] = [line for line in run.stderr.splitlines() if "the settings are not those that marked" in line]
    assert said.startswith("-WARN ") and "news/day1.vert.xz" in said and "dedup.threshold was 0.5, now 0.3" in said
    assert "the settings are not those" not in day(3).stderr


def test_a_download_by_hand_while_the_workspace_downloads_keeps_one_request_per_host(serve, tmp_path: Path) -> None:
    """Before: 'corpustools download -i links.txt -o x.warc.xz' typed in the corpus folder while cron's
    big-brother downloaded there sent the same host two requests at once, with no pause between them
    (each process kept the rules for its own requests only).  Now the ad hoc download waits for the
    workspace's, says so, and keeps the pause after it."""
    server = serve({f"/p{i}": Route(page(f"<article><h1>P{i}</h1><p>{CS_TEXT}</p></article>"), delay=0.3)
                    for i in range(5)}, host="127.0.0.88")
    root = make_workspace(tmp_path / "ws", download={"hand_dropped_quiet": 0.0})
    (root / "collected_links" / "news").mkdir(parents=True)
    (root / "collected_links" / "news" / "a.txt").write_text("".join(server.url(f"/p{i}") + "\n" for i in range(3)))
    (root / "links.txt").write_text(server.url("/p3") + "\n" + server.url("/p4") + "\n")
    first = subprocess.Popen(cli("download"), cwd=root, env=ENV, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while not any(h.path.startswith("/p") for h in server.hits) and time.monotonic() < deadline:
        time.sleep(0.05)
    second = run_cli("download", "-i", "links.txt", "-o", "x.warc.xz", cwd=root)
    assert first.wait(60) == 0 and second.returncode == 0, second.stderr
    assert "another download of this workspace is running" in second.stderr and "waiting" in second.stderr
    hits = sorted(server.hits, key=lambda h: h.start)
    assert server.max_in_flight == 1 and len([h for h in hits if h.path.startswith("/p")]) == 5
    assert min(b.start - a.end for a, b in zip(hits, hits[1:])) >= 0.95, [(h.path, h.start, h.end) for h in hits]


def test_links_says_pending_for_a_link_download_queued_for_another_try(serve, tmp_path: Path) -> None:
    """Before: a link that failed with a transient error (HTTP 500, a timeout), which download had queued
    in '<stem>.retry-1.txt' for the next run, was 'downloaded: no' in 'corpustools links', as if given up.
    Now it is 'pending', and the status says where it waits."""
    server = serve({"/ok": Route(page(f"<article><p>{CS_TEXT}</p></article>")), "/err": Route("err", status=500)},
                   host="127.0.0.89")
    root = make_workspace(tmp_path / "ws", download={"hand_dropped_quiet": 0.0})
    (root / "collected_links" / "news").mkdir(parents=True)
    (root / "collected_links" / "news" / "a.txt").write_text(server.url("/ok") + "\n" + server.url("/err") + "\n")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 0 and "queued for another try in a.retry-1.txt" in run.stderr, run.stderr
    assert (root / "collected_links" / "news" / "a.retry-1.txt").exists()
    links = run_cli("links", "-W", str(root), server.url("/err"), server.url("/ok"), cwd=root)
    err, ok = (line.split("\t") for line in links.stdout.splitlines())
    assert ok[4] == "yes" and err[4] == "pending", links.stdout
    assert err[7] == "failed:http-500 (HTTP 500); queued again in collected_links/news/a.retry-1.txt", err
