"""Command lines of the old KNOT system and hand-made lists as old machines saved them: the old
big_brother.py's collector line with -d, tagger.py's quoted -l, run_tokenizer/run_tagger paths of a machine
that had MorphoDiTa's programs, feed lists and link files in windows-1250 (found by the new-user trial)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_cli
from httpserver import Route
from log_support import unstamped
from vert_support import CS_TEXT, make_warc, page


def test_old_program_paths_of_a_machine_without_morphodita_binaries(tmp_path: Path) -> None:
    """A cron line copied from the old machine names /opt/.../run_tokenizer and run_tagger, which the new
    machine does not have (and corpustools does not need): accepted with the warning, not refused."""
    from tag_support import model_path

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    gone = tmp_path / "old-machine" / "bin"
    vert = run_cli("vert", "-i", str(warc), "-o", "a.vert", "-f", "-t", str(gone / "run_tokenizer"), cwd=tmp_path)
    assert vert.returncode == 0, vert.stderr
    assert f"-WARN vert: tokenizer {gone / 'run_tokenizer'}: MorphoDiTa's run_tokenizer program is not needed" \
        in unstamped(vert.stderr)
    tag = run_cli("tag", "-i", "a.vert", "-o", "a.tagged", "-t", str(gone / "run_tagger"), "-l", str(model_path()),
               "-p", "10", cwd=tmp_path)
    assert tag.returncode == 0, tag.stderr
    assert f"-WARN tag: -t {gone / 'run_tagger'}: MorphoDiTa's run_tagger program is not needed" in unstamped(tag.stderr)
    tagged = (tmp_path / "a.tagged").read_text()
    assert tagged.count("<doc ") == 1 and ".\t.\tPUNC" in tagged  # tagged by the model given with -l
    # any other missing path is still an error
    typo = run_cli("vert", "-i", str(warc), "-o", "b.vert", "-t", str(gone / "czech.tokenizr"), cwd=tmp_path)
    assert typo.returncode == 2 and "neither a tokenizer name" in typo.stderr


def test_old_tagger_line_with_the_models_in_one_quoted_word(tmp_path: Path) -> None:
    """tagger.py -l 'cs=/path en=/path' (one word, as the help promises): both models, as two words do."""
    import shlex

    from tag_support import model_path
    from vert_support import EN_TEXT

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                   url="https://www.example.cz/a"),
                                              dict(html=page(f"<article><p>{EN_TEXT}</p></article>"),
                                                   url="https://www.example.com/b")])
    assert run_cli("vert", "-i", str(warc), "-o", "in.vert", cwd=tmp_path).returncode == 0
    assert 'lang="en"' in (tmp_path / "in.vert").read_text()
    model = shlex.quote(str(model_path()))
    quoted = subprocess.run(["/bin/sh", "-c", f"{shlex.join(cli('tag'))} -i in.vert -o one.vert -p 50 "
                             f"-l 'cs={model} en={model}'"], cwd=tmp_path, env=ENV, capture_output=True, text=True,
                            timeout=120)
    assert quoted.returncode == 0, quoted.stderr
    words = run_cli("tag", "-i", "in.vert", "-o", "two.vert", "--model", f"cs={model_path()}", "--model",
                 f"en={model_path()}", cwd=tmp_path)
    assert words.returncode == 0, words.stderr
    assert (tmp_path / "one.vert").read_text() == (tmp_path / "two.vert").read_text()
    assert "without a model" not in quoted.stderr  # the English paragraph got the en model, not the placeholder


def test_the_old_big_brothers_collector_line_with_dedup_files(serve, tmp_path: Path) -> None:
    """The old big_brother.py ran 'link_collector.py -i LIST -e LOG -w 5 -m 50 -d OLD.collected...' and
    wrote stdout to the new .collected file: the links of the -d files are not new.  Its -a deduplicated
    against the output it appended to, and its long flag was --multithreading."""
    from collect_support import feed_route, rss2

    server = serve({}, host="127.0.0.45")
    urls = [server.url(f"/clanek-{i}") for i in range(5)]
    server.routes["/rss"] = feed_route(rss2([(f"t{i}", u) for i, u in enumerate(urls)]))
    (tmp_path / "list.txt").write_text(server.url("/rss") + "\n")
    (tmp_path / "old1.collected").write_text(f"{urls[0]}\n{urls[1]}\n")
    (tmp_path / "old2.collected").write_text(f"{urls[2]}\n")
    run = subprocess.run(["/bin/sh", "-c", f"{' '.join(cli('collect'))} -i list.txt -e log.txt -w 5 -m 50 "
                          "-d old1.collected old2.collected --allow-private > new.collected"],
                         cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr + (tmp_path / "log.txt").read_text()
    assert (tmp_path / "new.collected").read_text().splitlines() == urls[3:]
    assert "+OK collect: 1 feeds polled, 2 new links" in unstamped((tmp_path / "log.txt").read_text())

    other = tmp_path / "other"
    other.mkdir()
    (other / "queue.txt").write_text(f"{urls[4]}\n")  # written by the old system: not in this link store
    appended = subprocess.run(["/bin/sh", "-c", f"{' '.join(cli('collect'))} -o queue.txt -a --multithreading 2 "
                               "--allow-private"], input=server.url("/rss") + "\n", cwd=other, env=ENV,
                              capture_output=True, text=True, timeout=120)
    assert appended.returncode == 0, appended.stderr
    assert (other / "queue.txt").read_text().splitlines() == [urls[4], *urls[:4]]
    missing = run_cli("collect", "-i", "list.txt", "-d", "nope.collected", cwd=tmp_path)
    assert missing.returncode == 2 and "-d/--dedup nope.collected: no such file" in missing.stderr


def test_a_feed_list_saved_in_windows_1250_is_read_as_written(serve, tmp_path: Path) -> None:
    """A list saved by a Czech editor in windows-1250: the feed whose path has 'á' is fetched under its
    real name (not 'caf%EF%BF%BD'), with one line saying the list was not UTF-8."""
    from collect_support import feed_route, rss2

    server = serve({"/zprávy.xml": feed_route(rss2([("a", "http://x.cz/a")]))}, host="127.0.0.42")
    # the server decodes the request path as UTF-8 percent-escapes, as a browser sends it
    server.routes["/zpr%C3%A1vy.xml"] = server.routes.pop("/zprávy.xml")
    listing = f"# zprávy, šťáva\n{server.url('/zprávy.xml')}\n"
    root = make_workspace(tmp_path / "ws", {})
    (root / "rss_sources" / "cz.txt").write_bytes(listing.encode("windows-1250"))
    run = run_cli("collect", "-W", str(root), "--all", cwd=root)
    assert run.returncode == 0, run.stderr
    lines = unstamped(run.stderr)
    assert re.search(r"^-WARN collect: .*cz\.txt: not UTF-8; read as windows-1250", lines, re.M), lines
    assert "+OK collect: cz: 1 feeds polled, 1 new links" in lines, lines
    assert [h.path for h in server.hits] == ["/zpr%C3%A1vy.xml"]
    adhoc = tmp_path / "list.txt"
    adhoc.write_bytes(listing.encode("windows-1250"))
    tested = run_cli("collect", "-t", "-i", str(adhoc), "--allow-private", cwd=tmp_path)
    assert tested.returncode == 0 and "ok" in tested.stdout, tested.stdout + tested.stderr


def test_a_link_file_saved_in_windows_1250_is_downloaded_as_written(serve, tmp_path: Path) -> None:
    article = page(f"<article><p>{CS_TEXT}</p></article>")
    server = serve({"/robots.txt": Route("", status=404), "/zpr%C3%A1va.html": Route(article)}, host="127.0.0.43")
    links = tmp_path / "links.txt"
    links.write_bytes(f"# odkazy: zpráva\n{server.url('/zpráva.html')}\n".encode("windows-1250"))
    run = run_cli("download", "-i", str(links), "-o", "out.warc.gz", "--allow-private", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^-WARN download: .*links\.txt: not UTF-8; read as windows-1250", unstamped(run.stderr), re.M)
    assert [h.path for h in server.hits if h.path != "/robots.txt"] == ["/zpr%C3%A1va.html"]
    assert "1 fetched" in run.stderr


def test_links_reads_a_link_file_saved_in_windows_1250(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    listed = tmp_path / "links.txt"
    listed.write_bytes("https://www.example.cz/zpráva\n".encode("windows-1250"))
    run = run_cli("links", "-W", str(root), "-i", str(listed), cwd=root)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\t")[0] == "https://www.example.cz/zpr%C3%A1va"
    assert "not UTF-8; read as windows-1250" in run.stderr


def test_the_old_country_code_cz_for_czech_is_caught_with_the_right_code(tmp_path: Path) -> None:
    """The old page_downloader took '-l cz sk'; vert --languages cz must say that Czech is 'cs', once,
    before any work, not 'worker processes cannot start: ValueError: ...'."""
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    run = run_cli("vert", "-i", str(warc), "-o", "a.vert", "--languages", "cz,sk", cwd=tmp_path)
    assert run.returncode == 2
    assert [line for line in unstamped(run.stderr).splitlines()] == [
        "-ERR vert: vert.languages / --languages: 'cz' is a country code; the language is 'cs' (ISO 639-1)"]
    good = run_cli("vert", "-i", str(warc), "-o", "a.vert", "--languages", "cs,sk", cwd=tmp_path)
    assert good.returncode == 0 and 'lang="cs"' in (tmp_path / "a.vert").read_text()
