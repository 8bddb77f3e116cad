"""What a new user hits, eighth round, run as a user runs it (real processes, real files, loopback servers):
verticals made by other tools (no ids, Windows line ends, blank lines) given to dedup and tag, and what else
a user switching from the old scripts meets.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import lzma
import os
import re
import resource
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from big_brother_support import ENV, cli, make_workspace, run_bb, run_cli
from collect_support import feed_route, rss2
from httpserver import Route
from tag_support import model_path
from vert_support import CS_TEXT, page, workspace_with_a_warc

from corpustools.vertical.lint import lint_file

TEXT = "Vidím kočky na zahradě a pes štěká velmi hlasitě celý den bez přestání"


def _doc(attrs: str, text: str = TEXT) -> str:
    return f"<doc{attrs}>\n<p>\n" + "\n".join(text.split()) + "\n</p>\n</doc>\n"


def test_dedup_finds_the_copies_in_a_vertical_whose_documents_have_no_id(tmp_path: Path) -> None:
    """Before: documents without an id (a vertical of another tool: <doc url=... title=...>) all had one
    key, so none was an earlier copy of another: dedup marked nothing, 0 duplicates, whatever the corpus
    held.  Now the first copy in the file wins, and a rerun against the same index gives the same marks."""
    vert = tmp_path / "other.vert"
    vert.write_text(_doc(' url="http://a.cz/1" title="A"') + _doc(' url="http://a.cz/2" title="B"')
                    + _doc(' url="http://a.cz/3" title="C"', "Něco úplně jiného o počasí na horách dnes"), "utf-8")
    for name in ("out.vert", "again.vert"):
        run = run_cli("dedup", "-i", str(vert), "-o", str(tmp_path / name), "--state", str(tmp_path / "index"),
                      cwd=tmp_path)
        assert run.returncode == 0, run.stderr
        assert "1 duplicate paragraphs" in run.stderr and "1 near-duplicate documents" in run.stderr, run.stderr
        docs = [line for line in (tmp_path / name).read_text("utf-8").splitlines() if line.startswith("<doc")]
        assert docs == ['<doc url="http://a.cz/1" title="A" dup_share="0.00">',
                        '<doc url="http://a.cz/2" title="B" dup_share="1.00" dup_of="http://a.cz/1">',
                        '<doc url="http://a.cz/3" title="C" dup_share="0.00">'], docs


def test_dedup_of_a_vertical_with_windows_line_ends_writes_its_marks_inside_the_tags(tmp_path: Path) -> None:
    """Before: a vertical saved with CR LF line ends came out of dedup as '<doc id="a"> dup_share="0.00"\\r'
    (the marks written after the '>', the CR kept), a file lint, tag and registry refuse, marked done.
    Now its lines end in LF, the marks inside the tags, and tag reads it on."""
    vert = tmp_path / "windows.vert"
    text = _doc(' id="a1" url="http://a.cz/1"') + _doc(' id="a2" url="http://a.cz/2"')
    vert.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(vert), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    data = out.read_bytes()
    assert b"\r" not in data
    assert data.decode("utf-8").splitlines()[:2] == ['<doc id="a1" url="http://a.cz/1" dup_share="0.00">',
                                                     '<p dup="0">']
    assert '<doc id="a2" url="http://a.cz/2" dup_share="1.00" dup_of="a1">' in data.decode("utf-8")
    assert lint_file(out) == []
    tagged = tmp_path / "tagged.vert"
    run = run_cli("tag", "-i", str(out), "-o", str(tagged), "-l", model_path(), cwd=tmp_path)
    assert run.returncode == 0 and "2 documents" in run.stderr, run.stderr


def test_tag_says_a_blank_line_between_documents_cost_no_document(tmp_path: Path) -> None:
    """Before: blank lines between the documents of a vertical were each said as 'empty line; line left
    out', and the summary then said '2 malformed lines, their documents left out' beside '2 documents'
    tagged: both documents were in the output.  Now the summary says no document was left out, and
    counts the ones that were when a bad line is inside a document."""
    vert = tmp_path / "blank.vert"
    vert.write_text(_doc(' id="a1"') + "\n" + _doc(' id="a2"') + "\n", "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("tag", "-i", str(vert), "-o", str(out), "-l", model_path(), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert "2 documents" in run.stderr and "2 malformed lines, no document left out" in run.stderr, run.stderr
    assert out.read_text("utf-8").count("<doc ") == 2
    broken = tmp_path / "broken.vert"
    broken.write_text(_doc(' id="a1"').replace("kočky", "\n") + _doc(' id="a2"'), "utf-8")
    run = run_cli("tag", "-i", str(broken), "-o", str(tmp_path / "b.vert"), "-l", model_path(), cwd=tmp_path)
    assert "1 documents" in run.stderr and "1 malformed lines, 1 document left out" in run.stderr, run.stderr


def _file_size_limit(limit: int) -> Callable[[], None]:
    """For a child process: writes past ``limit`` bytes fail with EFBIG (a full disk, as ulimit -f makes
    it), instead of killing the process with SIGXFSZ."""
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_dedup_on_a_full_disk_names_the_file_it_could_not_write(tmp_path: Path) -> None:
    """Before: a workspace dedup that hit a full disk (here: ulimit -f) said only '-ERR dedup: File too
    large': no file named, where the other stages name the output.  Now the line names the index folder or
    the output it could not write (and no output, temporary file or marker is left)."""
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    words = [f"slovo{i * 7919 % 100003}" for i in range(60000)]
    docs = "".join(_doc(f' id="{i:016x}"', " ".join(words[i * 30:(i + 1) * 30])) for i in range(2000))
    vert = root / "verts" / "news" / "day1.vert.xz"
    vert.parent.mkdir(parents=True)
    vert.write_bytes(lzma.compress(docs.encode("utf-8")))
    old = time.time() - 600
    os.utime(vert, (old, old))
    done = subprocess.run(cli("dedup", "-W", str(root)), capture_output=True, text=True, env=ENV, timeout=120,
                          preexec_fn=_file_size_limit(20_000))
    assert done.returncode == 1, done.stderr
    # the index (state/dedup) or the output, whichever grew past the limit first
    # (and that nothing of the run is kept, session 25: the index and the outputs are written together)
    assert re.search(r"^-ERR \S+ dedup: \S+/ws/(state/dedup|deduped/news/day1\.vert\.xz: cannot write): File too large; "
                     r"nothing of this run is kept \(the index and the 1 output\(s\) are written together\): the next "
                     r"run does it all again$", done.stderr, re.M), done.stderr
    assert "Traceback" not in done.stderr
    assert not list((root / "deduped").glob("news/*"))


def test_a_dedup_setting_out_of_range_is_a_configuration_error_in_big_brother_too(tmp_path: Path) -> None:
    """Before: '[dedup] ngram = 0' in corpustools.toml was checked only by the dedup command; big-brother
    ran the stage with it, which failed with an IndexError traceback and built state/dedup with ngram 0,
    so every later run with the right settings was refused ('the index was built with ... ngram 0').  Now
    it is one configuration error naming the key (status 2) for every command, and no index is made."""
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    vert = root / "verts" / "news" / "day1.vert.xz"
    vert.parent.mkdir(parents=True)
    vert.write_bytes(lzma.compress((_doc(' id="a1"') + _doc(' id="a2"')).encode("utf-8")))
    old = time.time() - 600
    os.utime(vert, (old, old))
    (root / "corpustools.toml").write_text("[dedup]\nngram = 0\n", "utf-8")
    run = run_cli("big-brother", "--once", "--stages", "dedup", "-W", str(root), cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    assert "'dedup.ngram' must be 1 or more, not 0" in run.stderr and "Traceback" not in run.stderr, run.stderr
    assert not (root / "state" / "dedup").exists()
    (root / "corpustools.toml").write_text("[dedup]\nthreshold = 1.5\n", "utf-8")
    run = run_cli("dedup", "-W", str(root), cwd=tmp_path)
    assert run.returncode == 2 and "'dedup.threshold' must be above 0 and at most 1, not 1.5" in run.stderr, run.stderr


def test_a_vertical_saved_with_a_byte_order_mark_is_read_by_tag_and_dedup(tmp_path: Path) -> None:
    """Before: a vertical saved by a Windows editor (a UTF-8 byte order mark before '<doc ...>') was refused
    by tag, dedup and lint alike as 'not a vertical (it starts with b'\\xef\\xbb\\xbf<doc ...', not with a
    structure line such as <doc ...>)'.  Now tag and dedup leave the mark out and write a clean vertical,
    and lint names the mark as what it is."""
    vert = tmp_path / "bom.vert"
    vert.write_bytes(b"\xef\xbb\xbf" + (_doc(' id="a1"') + _doc(' id="a2"')).encode("utf-8"))
    tagged, deduped = tmp_path / "tagged.vert", tmp_path / "deduped.vert"
    run = run_cli("tag", "-i", str(vert), "-o", str(tagged), "-l", model_path(), cwd=tmp_path)
    assert run.returncode == 0 and "2 documents" in run.stderr, run.stderr
    run = run_cli("dedup", "-i", str(vert), "-o", str(deduped), cwd=tmp_path)
    assert run.returncode == 0 and "1 near-duplicate documents" in run.stderr, run.stderr
    for out in (tagged, deduped):
        assert out.read_bytes().startswith(b'<doc id="a1"'), out
        assert lint_file(out) == [], out
    assert lint_file(vert) == [(1, "a byte order mark (BOM) before the first line (tag and dedup leave it out)")]


def test_stats_says_where_the_links_robots_txt_refused_went(serve, tmp_path: Path) -> None:
    """Before: a feed of 2 links, one of them disallowed by robots.txt, gave a 'stats' table of 2 new links,
    1 page, 0 failed, 0 pending, and nothing in the table or below it said what became of the other (only
    '--json' had it under skipped_by_reason).  Now a line below the table says it."""
    server = serve({"/robots.txt": Route(b"User-agent: *\nDisallow: /soukrome/\n", headers={"Content-Type": "text/plain"}),
                    "/soukrome/a": Route(page(f"<article><p>{CS_TEXT}</p></article>")),
                    "/verejne/b": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.116")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/soukrome/a")), ("B", server.url("/verejne/b"))]))
    root = make_workspace(tmp_path / "ws", {"zpravy.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    run = run_bb(root)
    assert run.returncode == 0, run.stderr
    assert "/soukrome/a" not in server.paths()
    stats = run_cli("stats", "-W", str(root), cwd=root)
    assert stats.returncode == 0, stats.stderr
    row = next(line.split() for line in stats.stdout.splitlines() if line.startswith("zpravy"))
    assert row[6:10] == ["2", "0", "1", "0"], stats.stdout  # new links, pending, pages, failed
    assert "links not fetched: disallowed by robots.txt 1" in stats.stdout, stats.stdout


def test_a_tag_model_given_for_a_country_code_names_the_language_meant(tmp_path: Path) -> None:
    """Before: 'tag -l cz=czech.tagger' (the old scripts took 'cz') said only that 'cz' is not an ISO 639-1
    code 'two letters, as in ...: cs, sk, en', to a user who gave two letters; vert's --languages cz already
    said which language was meant.  Now tag says it too (status 2, nothing written)."""
    vert = tmp_path / "in.vert"
    vert.write_text(_doc(' id="a1"'), "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("tag", "-i", str(vert), "-o", str(out), "-l", f"cz={model_path()}", cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    assert "'cz' is a country code, the language is 'cs'" in run.stderr, run.stderr
    assert not out.exists()


def test_dedup_judges_a_vertical_of_doc_and_s_only_and_remove_keeps_its_first_copies(tmp_path: Path) -> None:
    """Before: a vertical of <doc> and <s> without <p> (as many tools write it) had no block to judge:
    dedup said '2 documents, 0 paragraphs ... 0 of 0 tokens' for two equal documents of 13 tokens each,
    and with --remove dropped every document as 'left without paragraphs' and then wrote nothing ('no
    document in the input').  Now the sentences of such a document are its blocks."""
    vert = tmp_path / "s.vert"
    text = _doc(' id="a1"') + _doc(' id="a2"')
    vert.write_text(text.replace("<p>", "<s>").replace("</p>", "</s>"), "utf-8")
    marked, removed = tmp_path / "marked.vert", tmp_path / "removed.vert"
    run = run_cli("dedup", "-i", str(vert), "-o", str(marked), cwd=tmp_path)
    assert run.returncode == 0 and "13 of 26 tokens in duplicates" in run.stderr, run.stderr
    assert '<doc id="a2" dup_share="1.00" dup_of="a1">\n<s dup="1">\n' in marked.read_text("utf-8")
    run = run_cli("dedup", "-i", str(vert), "-o", str(removed), "--remove", cwd=tmp_path)
    assert run.returncode == 0 and "1 documents" in run.stderr, run.stderr
    assert removed.read_text("utf-8").startswith('<doc id="a1" dup_share="0.00">\n<s dup="0">\nVidím\n')
    assert 'id="a2"' not in removed.read_text("utf-8")
    assert lint_file(marked) == [] and lint_file(removed) == []


def test_a_scheduler_set_without_the_dask_executor_is_said_not_used(tmp_path: Path) -> None:
    """Before: '[executor] scheduler = "tcp://..."' in corpustools.toml without kind = "dask" (the flag
    --scheduler implies the Dask executor, the setting does not) ran everything on this machine with no
    word of it.  Now one -WARN line says the scheduler is not used and which setting would use it."""
    root = tmp_path / "ws"
    workspace_with_a_warc(root, '[executor]\nscheduler = "tcp://10.0.0.1:8786"\n')
    run = run_cli("vert", "-W", str(root), "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    said = [line for line in run.stderr.splitlines() if "executor.scheduler" in line]
    assert len(said) == 1 and said[0].startswith("-WARN ") and "kind = \"dask\"" in said[0], run.stderr
    assert (root / "verts" / "news" / "day1.vert.xz").exists()
