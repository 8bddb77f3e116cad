"""What a new user hits, third round, run as a user runs it (real processes, real files, loopback servers):
addresses typed without their scheme, cron's quiet runs, big plain WARCs and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import re
from pathlib import Path

from big_brother_support import make_workspace, run_bb, run_cli
from collect_support import feed_route, rss2
from httpserver import Route
from vert_support import CS_TEXT, page


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


def test_an_address_typed_without_its_scheme_is_refused_with_the_address_meant(tmp_path: Path) -> None:
    """Before: 'discover www.example.cz' said '-WARN not an http(s) URL', then '+OK 0 pages, 0 feeds
    found' and exit status 1, as if the site had been looked at; a feed list or link file line
    'www.example.cz/rss' was refused without saying what was wrong with it."""
    root = make_workspace(tmp_path / "ws", {"news.txt": "www.example.cz/rss\n"})
    run = run_cli("discover", "-W", str(root), "www.example.cz", cwd=root)
    assert run.returncode == 2, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "did you mean https://www.example.cz/?" in errors[0], run.stderr
    assert "+OK" not in run.stderr and not (root / "rss_sources" / "automatic_collection.txt").exists()

    pages = tmp_path / "pages.txt"
    pages.write_text("www.example.cz\n# a comment\nexample.sk/zpravy\n", "utf-8")
    run = run_cli("discover", "-W", str(root), "-i", str(pages), cwd=root)
    assert run.returncode == 1, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "no line holds an http(s) URL" in errors[0] and str(pages) in errors[0]
    assert "did you mean https://www.example.cz/?" in errors[0]

    run = run_cli("collect", "-W", str(root), "-t", "-i", str(root / "rss_sources" / "news.txt"), cwd=root)
    assert "news.txt:1: not an http(s) URL: 'www.example.cz/rss' (did you mean https://www.example.cz/rss?)" \
        in run.stderr, run.stderr

    links = tmp_path / "links.txt"
    links.write_text("www.example.cz/a/1.html\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "out.warc.xz"), cwd=root)
    assert run.returncode == 1 and "(did you mean https://www.example.cz/a/1.html?)" in run.stderr, run.stderr
    assert not (tmp_path / "out.warc.xz").exists()
    # a word that is no address gets no guess
    run = run_cli("discover", "-W", str(root), "notaurl", cwd=root)
    assert run.returncode == 2 and "notaurl: not an http(s) URL" in run.stderr and "did you mean" not in run.stderr


def test_a_cron_run_with_q_mails_no_robots_refusal_but_logs_it(serve, tmp_path: Path) -> None:
    """Before: under -q (the README's cron line) every link robots.txt forbids was a -WARN line on stderr,
    so cron mailed each cycle in which a feed listed such a page, though nothing needs a look."""
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /private/\n", headers={"Content-Type": "text/plain"}),
                    "/a": Route(page(f"<article><p>{CS_TEXT}</p></article>")),
                    "/private/b": Route(page("secret"))}, host="127.0.0.61")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a")), ("B", server.url("/private/b")),
                                             ("C", server.url("/gone"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    run = run_bb(root, "-q")
    assert run.returncode == 0, run.stderr
    assert "robots.txt" not in run.stderr, run.stderr  # the refusal: not mailed
    assert re.search(r"^-WARN \S+ download: \S+/gone: ", run.stderr, re.M), run.stderr  # a real failure: mailed
    logged = "".join(p.read_text("utf-8") for p in (root / "logs").glob("*.log"))
    assert re.search(r"^-WARN \S+ download: \S+/private/b: refused: disallowed by robots.txt", logged, re.M), logged
    assert [h.path for h in server.hits if h.path.startswith("/private")] == []
    # without -q the refusal is a -WARN line on stderr, as before
    links = tmp_path / "links.txt"
    links.write_text(server.url("/private/b") + "\n" + server.url("/a") + "\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "x.warc.xz"), cwd=root)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^-WARN \S+ download: \S+/private/b: refused: disallowed by robots.txt", run.stderr, re.M)
