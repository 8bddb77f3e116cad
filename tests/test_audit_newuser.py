"""What a new user hits, run as a user runs it (real processes, real files, loopback servers): settings
with a wrong word or in the wrong encoding, files dropped in by hand, odd and damaged WARCs, verticals of
other tools, pipes, counts printed against what the outputs hold, commands typed in the wrong folder.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import os
import re
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, run_cli, tagger_model
from collect_support import feed_route, rss2
from httpserver import Route
from vert_support import CS_TEXT, make_warc, page
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter


def _news_warc(root: Path) -> Path:
    (root / "warcs" / "news").mkdir(parents=True)
    return make_warc(root / "warcs" / "news" / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


@pytest.mark.parametrize("setting, word", [
    ("langid", "cld3"), ("extractor", "readability"), ("format", "knotty"), ("doc_attributes", ["url", "bogus"]),
    ("languages", ["ces"]),
])
def test_a_wrong_word_in_a_setting_is_one_configuration_error(tmp_path: Path, setting: str, word) -> None:
    root = make_workspace(tmp_path / "ws", vert={"workers": 1, setting: word})
    warc = _news_warc(root)
    run = run_cli("vert", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and "-ERR_START" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and f"vert.{setting}" in errors[0], run.stderr
    assert not list(root.rglob("*.vert.xz")) and warc.exists()


def test_a_language_the_detector_does_not_know_is_refused_before_any_work(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    _news_warc(root)
    run = run_cli("vert", "-W", str(root), "--languages", "xx,cs", cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and "worker_died" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "xx" in errors[0], run.stderr
    assert not list(root.rglob("*.vert.xz"))


def test_settings_file_not_in_utf8_is_one_configuration_error(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    text = (root / "corpustools.toml").read_text("utf-8") + '\ncontact_url = "https://korpus.example.cz/žluť"\n'
    (root / "corpustools.toml").write_bytes(text.encode("windows-1250"))  # saved by an editor in the old encoding
    run = run_cli("stats", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "corpustools.toml" in errors[0] and "UTF-8" in errors[0], run.stderr


def test_files_dropped_in_by_hand_and_held_back_are_named_not_nothing_to_do(tmp_path: Path) -> None:
    """A new user copies WARCs into warcs/<source>/ (or a link list into collected_links/<source>/) and runs
    the stage at once: the files are left for a later run, as they may still be being copied, and the log
    says so instead of 'nothing to do' alone."""
    root = make_workspace(tmp_path / "ws")
    warc = _news_warc(root)
    run = run_cli("vert", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    assert "1 file(s) put there by hand" in run.stderr and str(warc) in run.stderr, run.stderr
    (root / "collected_links" / "news").mkdir(parents=True)
    links = root / "collected_links" / "news" / "mine.txt"
    links.write_text("http://127.0.0.1:9/a.html\n")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    assert "1 link file(s) put there by hand" in run.stderr and str(links) in run.stderr, run.stderr
    assert links.exists() and not (root / "warcs" / "news" / "mine.warc.xz").exists()


def _warc_with_revisits(path: Path) -> Path:
    """A WARC as other crawlers write them: a response, then revisit records of the same page under other
    URLs (deduplicated captures), each record its own gzip member."""

    with open(path, "wb") as fh:
        writer = WARCWriter(fh, gzip=True)
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1")
        body = page(f"<article><p>{CS_TEXT}</p></article>").encode()
        first = writer.create_warc_record("https://www.example.cz/a", "response", payload=io.BytesIO(body),
                                          http_headers=http)
        writer.write_record(first)
        for i in range(3):
            revisit = writer.create_revisit_record(
                f"https://www.example.cz/a?copy={i}", first.rec_headers.get_header("WARC-Payload-Digest"),
                "https://www.example.cz/a", first.rec_headers.get_header("WARC-Date"),
                http_headers=StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1"))
            writer.write_record(revisit)
    return path


def test_recompressed_warc_with_revisits_passes_warc_check(tmp_path: Path) -> None:
    """recompress indexes revisit records (a replay looks them up); check must accept its own index."""
    source = _warc_with_revisits(tmp_path / "crawl.warc.gz")
    target = tmp_path / "crawl.warc.xz"
    run = run_cli("warc", "recompress", str(source), str(target), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    lines = Path(str(target) + ".cdxj").read_text().splitlines()
    assert len(lines) == 4, lines  # the response and the three revisits
    run = run_cli("warc", "check", str(target), cwd=tmp_path)
    assert run.returncode == 0 and "+OK" in run.stderr and "no response for" not in run.stderr, run.stderr


def test_recompress_of_what_is_not_a_warc_writes_nothing_and_says_why(tmp_path: Path) -> None:
    notes = tmp_path / "notes.warc.gz"
    notes.write_text("these are my notes, not a WARC\n")
    target = tmp_path / "out.warc.xz"
    run = run_cli("warc", "recompress", str(notes), str(target), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert "+OK" not in run.stderr and "Traceback" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "no output written" in errors[0], run.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.warc.gz"]  # no empty WARC, no empty index


def test_recompress_of_a_damaged_warc_names_the_damage(tmp_path: Path) -> None:
    source = _warc_with_revisits(tmp_path / "crawl.warc.gz")
    damaged = tmp_path / "damaged.warc.gz"
    damaged.write_bytes(source.read_bytes() + b"\x1f\x8b\x08\x00 garbage after the last record")
    target = tmp_path / "out.warc.gz"
    run = run_cli("warc", "recompress", str(damaged), str(target), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert "+OK" not in run.stderr, run.stderr  # status 1 under a +OK line told the user nothing
    assert _errors(run.stderr) and "offset" in _errors(run.stderr)[0], run.stderr
    run = run_cli("warc", "check", str(target), cwd=tmp_path)
    assert run.returncode == 0, run.stderr  # the four records before the damage were copied whole
    assert "4 records" in run.stderr, run.stderr


def test_dedup_remove_summary_counts_match_input_and_output(tmp_path: Path) -> None:
    """With --remove, 'X of Y tokens in duplicates' is a share of what was judged (the input), and the tokens
    left are what the output holds; it said 'X of (tokens left)', more than the output held at times."""
    words = "Vláda dnes schválila návrh zákona o podpoře obnovitelných zdrojů energie pro domácnosti".split()

    def doc(ident: str, when: str, extra: str) -> str:
        tokens = "\n".join(words + [extra])
        return (f'<doc id="{ident}" url="https://www.example.cz/{ident}" crawled="{when}">\n<p lang="cs">\n<s>\n'
                f'{tokens}\n</s>\n</p>\n<p lang="cs">\n<s>\n{extra}\nje\nnový\nodstavec\n</s>\n</p>\n</doc>\n')

    vertical = tmp_path / "in.vert"
    vertical.write_text(doc("a", "2026-11-20T10:00:00Z", "první") + doc("b", "2026-11-21T10:00:00Z", "druhý"), "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(vertical), "-o", str(out), "--remove", "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    tokens_in = sum(1 for line in vertical.read_text("utf-8").splitlines() if not line.startswith("<"))
    tokens_out = sum(1 for line in out.read_text("utf-8").splitlines() if not line.startswith("<"))
    assert tokens_out < tokens_in  # the second document's copy of the first paragraph is gone
    found = re.search(r"(\d+) of (\d+) tokens in duplicates; removed \d+ documents, \d+ paragraphs, (\d+) tokens; "
                      r"(\d+) tokens left", run.stderr)
    assert found is not None, run.stderr
    dup, judged, removed, left = map(int, found.groups())
    assert judged == tokens_in and left == tokens_out and removed == tokens_in - tokens_out, run.stderr
    assert dup <= judged


def test_dedup_reads_stdin_and_writes_stdout_like_vert_and_tag(tmp_path: Path) -> None:
    """The README's rule for every stage: '-i -' (or -o without -i) reads standard input, '-o -' writes
    standard output, so 'vert | dedup | tag' works; dedup answered 'no such input file: -'."""

    pages = [dict(html=page(f"<article><p>{CS_TEXT}</p><p>Odstavec číslo {i} je jen v této zprávě, nikde jinde.</p>"
                            f"</article>"), url=f"https://www.example.cz/c/{i}") for i in range(3)]
    warc = make_warc(tmp_path / "a.warc.gz", pages)
    vert = subprocess.run(cli("vert", "-i", "-", "-o", "-", "-m", "1"), input=warc.read_bytes(),
                          capture_output=True, env=ENV, timeout=120)
    assert vert.returncode == 0 and vert.stdout.count(b"<doc ") == 3, vert.stderr
    piped = subprocess.run(cli("dedup", "-i", "-", "-o", "-", "-m", "1"), input=vert.stdout, capture_output=True,
                           env=ENV, timeout=120)
    assert piped.returncode == 0, piped.stderr
    (tmp_path / "in.vert").write_bytes(vert.stdout)
    by_file = run_cli("dedup", "-i", str(tmp_path / "in.vert"), "-o", str(tmp_path / "out.vert"), "-m", "1",
                      cwd=tmp_path)
    assert by_file.returncode == 0, by_file.stderr
    assert piped.stdout == (tmp_path / "out.vert").read_bytes()
    assert piped.stdout.count(b' dup="1"') >= 2  # the shared paragraph of the second and third page
    redirected = subprocess.run(cli("dedup", "-o", str(tmp_path / "again.vert"), "-m", "1"), input=vert.stdout,
                                capture_output=True, env=ENV, timeout=120, cwd=tmp_path)
    assert redirected.returncode == 0, redirected.stderr
    assert (tmp_path / "again.vert").read_bytes() == piped.stdout


def test_stats_after_collect_by_hand_counts_its_links_and_only_real_feeds(serve, tmp_path: Path) -> None:
    """A new user runs 'collect' by hand, then 'stats': the new links it wrote count (they showed 0: only
    big-brother's runs were counted), and the feeds column counts the feeds collect reads, not every line
    of a list (a binary file dropped into rss_sources/ showed as 5 feeds)."""

    server = serve({"/rss": feed_route(rss2([(f"Zpráva {i}", f"https://www.example.cz/z/{i}") for i in range(7)])),
                    "/stare": feed_route(rss2([(f"Stará {i}", f"https://www.example.cz/s/{i}") for i in range(3)]))},
                   host="127.0.0.71")
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": f"# Zprávy\n{server.url('/rss')}\nnot a feed url\n"})
    (root / "rss_sources" / "photo.txt").write_bytes(bytes(range(256)) * 4)  # dropped there by mistake
    (root / "rss_sources" / "stare.txt").write_bytes(f"# Zprávy z Čech\n{server.url('/stare')}\n".encode("cp1250"))
    run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
    assert "Traceback" not in run.stderr, run.stderr
    written = sum(len(p.read_text("utf-8").splitlines()) for p in (root / "collected_links").rglob("*.collected"))
    assert written == 10, run.stderr
    stats = run_cli("stats", "--json", "-W", str(root), cwd=root)
    assert stats.returncode == 0, stats.stderr
    numbers = json.loads(stats.stdout)
    assert numbers["sources"]["zpravy"]["new_links"] == 7 and numbers["sources"]["stare"]["new_links"] == 3
    assert numbers["today_totals"]["new_links"] == written
    assert numbers["sources"]["zpravy"]["feeds"] == 1
    assert numbers["sources"].get("photo", {}).get("feeds", 0) == 0
    assert numbers["sources"]["stare"]["feeds"] == 1
    assert "not UTF-8" in run.stderr and "not UTF-8" not in stats.stderr  # collect's to say, not stats'


def test_download_and_collect_take_m_0_as_their_help_says(serve, tmp_path: Path) -> None:
    """download --help says '-m N ... 0 = 1' (and the README: '-m 0' as the old scripts'); it was refused
    as a configuration error 'download.workers must be 1 or more'."""

    server = serve({"/robots.txt": Route("", status=404), "/a.html": Route(page(f"<p>{CS_TEXT}</p>")),
                    "/rss": feed_route(rss2([("A", "https://www.example.cz/a")]))}, host="127.0.0.72")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a.html") + "\n")
    out = tmp_path / "out.warc.gz"
    run = run_cli("download", "--allow-private", "-i", str(links), "-o", str(out), "-m", "0", cwd=tmp_path)
    assert run.returncode == 0 and out.exists(), run.stderr
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/rss") + "\n")
    run = run_cli("collect", "--allow-private", "-t", "-i", str(feeds), "-m", "0", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    run = run_cli("download", "--allow-private", "-i", str(links), "-o", str(out), "-m", "-2", cwd=tmp_path)
    assert run.returncode == 2 and "'download.workers'" in run.stderr, run.stderr


def test_dedup_of_a_vertical_without_doc_is_one_error_not_a_traceback(tmp_path: Path) -> None:
    """Verticals from other tools often use <text> and <s> only; dedup judges <doc>s and said
    'unexpected error: ValueError(zip() ...)' with a traceback."""
    other = tmp_path / "other.vert"
    other.write_text('<text id="1">\n<s>\nAhoj\nsvěte\n</s>\n</text>\n', "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(other), "-o", str(out), "-m", "1", cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert "Traceback" not in run.stderr and "unexpected error" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "no document" in errors[0], run.stderr
    assert not out.exists()


def test_dedup_counts_what_it_writes_beside_a_broken_document(tmp_path: Path) -> None:
    """A document whose structure is broken is said and left out (session 23; before, its whole chunk
    was copied as it was); the log line's documents and tokens equal what the output holds (they once
    left the copied chunk out: '0 documents' for 1)."""
    broken = tmp_path / "broken.vert"
    broken.write_text('<doc id="a">\n<p>\nAhoj\nsvěte\n</doc>\n<doc id="b">\n<p>\nDobrý\nden\n.\n</p>\n</doc>\n',
                      "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(broken), "-o", str(out), "-m", "1", cwd=tmp_path)
    assert "not closed" in run.stderr and 'document id="a"' in run.stderr and out.exists(), run.stderr
    found = re.search(r"(\d+) documents, (\d+) paragraphs, .* of (\d+) tokens in duplicates", run.stderr)
    assert found is not None, run.stderr
    text = out.read_text("utf-8").splitlines()
    assert int(found.group(1)) == sum(1 for line in text if line.startswith("<doc")) == 1
    assert int(found.group(3)) == sum(1 for line in text if line and not line.startswith("<")) == 3


def test_models_verify_of_a_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    """The README's exit status rule: an input file that does not exist or is a folder is status 2; 'models
    verify' called a mistyped path 'not a MorphoDiTa tagger model (Tagger.load failed)', status 1."""
    run = run_cli("models", "verify", str(tmp_path / "czech.tagger"), cwd=tmp_path)
    assert run.returncode == 2 and "no such file" in run.stderr, run.stderr
    run = run_cli("models", "verify", str(tmp_path), cwd=tmp_path)
    assert run.returncode == 2 and "a folder" in run.stderr, run.stderr
    bogus = tmp_path / "bogus.tagger"
    bogus.write_bytes(b"not a model")
    run = run_cli("models", "verify", str(bogus), cwd=tmp_path)
    assert run.returncode == 1 and "not a MorphoDiTa tagger model" in run.stderr, run.stderr
    assert "models verify: " not in run.stderr  # one prefix, not 'models: models verify:'


def test_a_truncated_whole_file_gzip_warc_keeps_its_whole_records_in_check_and_recompress(tmp_path: Path) -> None:
    """'gzip crawl.warc' makes one gzip member; cut short (a copy that stopped, a full disk), vert reads
    the records before the cut, but 'warc check' said '0 records: its records are lost' and recompress
    copied none of them."""
    pages = [dict(html=page(f"<article><p>{CS_TEXT} {i}</p></article>"), url=f"https://www.example.cz/c/{i}")
             for i in range(20)]
    plain = make_warc(tmp_path / "crawl.warc", pages, compress="none")
    packed = gzip.compress(plain.read_bytes())
    cut = tmp_path / "cut.warc.gz"
    cut.write_bytes(packed[: len(packed) * 2 // 3])
    vert = run_cli("vert", "-i", str(cut), "-o", str(tmp_path / "cut.vert"), "-m", "1", cwd=tmp_path)
    documents = (tmp_path / "cut.vert").read_text("utf-8").count("<doc ")
    assert 5 < documents < 20, vert.stderr
    check = run_cli("warc", "check", str(cut), cwd=tmp_path)
    assert check.returncode == 1 and "truncated gz member" in check.stderr, check.stderr
    assert "(0 records)" not in check.stderr, check.stderr
    copy = tmp_path / "copy.warc.xz"
    run = run_cli("warc", "recompress", str(cut), str(copy), cwd=tmp_path)
    assert run.returncode == 1 and copy.exists(), run.stderr
    again = run_cli("warc", "check", str(copy), cwd=tmp_path)
    assert again.returncode == 0, again.stderr  # whole records only: nothing cut short was copied
    vert = run_cli("vert", "-i", str(copy), "-o", str(tmp_path / "copy.vert"), "-m", "1", cwd=tmp_path)
    assert (tmp_path / "copy.vert").read_text("utf-8").count("<doc ") == documents, vert.stderr


def test_common_options_before_the_command_work(tmp_path: Path) -> None:
    """'corpustools -W DIR stats' (the common options first, as git and most tools take them) said
    "invalid choice: 'DIR'"; a mistyped command after them is named, not the option's value."""
    root = make_workspace(tmp_path / "ws")
    run = run_cli("-W", str(root), "-q", "stats", "--json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert '"workspace"' in run.stdout and str(root) in run.stdout
    run = run_cli("--workspace", str(root), "statz", cwd=tmp_path)
    assert run.returncode == 2 and "'statz'" in run.stderr and str(root) not in run.stderr, run.stderr


def test_a_warc_without_web_pages_stops_at_vert_and_the_later_stages_see_nothing(tmp_path: Path) -> None:
    """vert finished a WARC that holds no web page (every link a PDF, a 404) with an empty vertical, done;
    dedup then said 'no document in the input' on every cycle until big-brother quarantined the file.  Now
    (session 18: an input that yields nothing is an error, never an empty file marked done) vert says so
    once and writes nothing, so dedup and tag have nothing to do and say nothing of it."""

    root = make_workspace(tmp_path / "ws")
    (root / "warcs" / "news").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "news" / "a.warc.gz",
                     [dict(html=b"%PDF-1.4 not a page", content_type="application/pdf")])
    old = time.time() - 600  # no download marker: taken once it is a minute old
    os.utime(warc, (old, old))
    run = run_cli("vert", "-W", str(root), cwd=root)
    assert run.returncode == 1 and len(_errors(run.stderr)) == 1 and "a.warc.gz holds no web page" in run.stderr
    assert not (root / "verts" / "news" / "a.vert.xz").exists()
    for stage in ("dedup",) + (("tag",) if tagger_model() else ()):
        run = run_cli(stage, "-W", str(root), cwd=root)
        assert run.returncode == 0, (stage, run.stderr)
        assert not _errors(run.stderr), (stage, run.stderr)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full for a full disk")
def test_collect_counts_the_links_it_writes_for_an_earlier_run(serve, tmp_path: Path) -> None:
    """Links claimed by an earlier run that could not write them go to the same output first; the final
    line said '0 new links' while the output got all of them."""

    server = serve({"/rss": feed_route(rss2([(f"Z {i}", f"https://www.example.cz/z/{i}") for i in range(5)]))},
                   host="127.0.0.73")
    feeds = tmp_path / "feeds.txt"
    feeds.write_text(server.url("/rss") + "\n")
    (tmp_path / "ws").mkdir()
    common = ["--allow-private", "--pause", "0", "-W", str(tmp_path / "ws")]
    out = tmp_path / "links.txt"
    out.symlink_to("/dev/full")
    run = run_cli("collect", "-i", str(feeds), "-a", "-o", str(out), *common, cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    out.unlink()
    run = run_cli("collect", "-i", str(feeds), "-o", str(out), *common, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    written = len(out.read_text().splitlines())
    assert written == 5
    found = re.search(r"0 new links; (\d+) links written to .*, (\d+) of them claimed by an earlier run", run.stderr)
    assert found is not None and int(found.group(1)) == written == int(found.group(2)), run.stderr


def test_collect_and_big_brother_typed_in_the_wrong_folder_leave_nothing_there(tmp_path: Path) -> None:
    """As vert, download, stats ... already did: a folder with none of a workspace's folders (a home
    directory) is refused; collect and big-brother made seven empty folders there."""
    home = tmp_path / "home"
    home.mkdir()
    for args in (["collect"], ["big-brother", "--once"]):
        run = run_cli(*args, cwd=home)
        assert run.returncode == 2, (args, run.stderr)
        assert "not a corpustools workspace" in run.stderr and "rss_sources" in run.stderr, run.stderr
        assert list(home.iterdir()) == [], (args, list(home.iterdir()))


def test_dedup_by_hand_with_dedup_disabled_says_tag_reads_verts(tmp_path: Path) -> None:
    """dedup.enabled = false (the chain without dedup) and 'corpustools dedup' run by hand: it writes
    deduped/, which tag then ignores; it said nothing of it."""
    root = make_workspace(tmp_path / "ws", dedup={"enabled": False})
    (root / "verts" / "news").mkdir(parents=True)
    vertical = root / "verts" / "news" / "a.vert"
    vertical.write_text('<doc id="a">\n<p lang="cs">\n<s>\nAhoj\nsvěte\n</s>\n</p>\n</doc>\n', "utf-8")
    xz = root / "verts" / "news" / "a.vert.xz"
    xz.write_bytes(lzma.compress(vertical.read_bytes()))
    vertical.unlink()
    Path(str(xz) + ".done").write_text('{"output": "a.vert.xz", "stats": {"documents": 1}}')
    run = run_cli("dedup", "-W", str(root), "-m", "1", cwd=root)
    assert run.returncode == 0, run.stderr
    warnings = [line for line in run.stderr.splitlines() if line.startswith("-WARN ")]
    assert any("dedup.enabled = false" in w and "verts/" in w for w in warnings), run.stderr


@pytest.mark.parametrize("toml, meant", [
    ('contact_ur = "https://korpus.example.cz/"\n', "'contact_url'"),
    ("[vert]\npause = 2.0\n", "'pause'"),  # a top-level key written under a table
    ("[download]\nworkres = 3\n", "'download.workers'"),
])
def test_a_mistyped_setting_names_the_one_meant(tmp_path: Path, toml: str, meant: str) -> None:
    root = make_workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text(toml, "utf-8")
    run = run_cli("stats", "-W", str(root), cwd=root)
    assert run.returncode == 2, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "unknown setting" in errors[0] and f"did you mean {meant}?" in errors[0], run.stderr
