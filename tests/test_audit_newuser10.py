"""What a new user hits, tenth round, run as a user runs it (real processes, real files, loopback servers):
dedup's document keys, odd verticals, misuse of the commands and their settings.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import lzma
import subprocess
import sys
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, run_cli
from collect_support import feed_route, rss2
from tag_support import model_path
from vert_support import CS_TEXT, make_warc, page

from corpustools.vertical.lint import lint_file

TEXT = "Vidím kočky na zahradě a pes štěká velmi hlasitě celý den bez přestání"
OTHER = "Něco úplně jiného o počasí na horách dnes ráno a zítra večer"


def _doc(attrs: str, text: str = TEXT) -> str:
    return f"<doc{attrs}>\n<p>\n" + "\n".join(text.split()) + "\n</p>\n</doc>\n"


def _docs(path: Path) -> list[str]:
    return [line for line in path.read_text("utf-8").splitlines() if line.startswith("<doc")]


@pytest.mark.parametrize("first, second, when", [
    ("100000001", "100000002", ""),  # another tool's numbers: the same first eight "hex digits"
    ("abcdef0111111111", "abcdef0122222222", ' crawled="2026-11-20T10:00:00Z"'),  # a chance, in one second
])
def test_dedup_marks_a_copy_whose_key_is_that_of_its_first_copy(tmp_path: Path, first: str, second: str,
                                                                  when: str) -> None:
    """Before: a document's key is its crawl second and the first 32 bits of its id, so two documents of
    one second whose ids begin alike had one key; neither was earlier than the other, and a copy was
    never marked ('0 near-duplicate documents'), in one file or in the next day's run.  Now every id has
    a key of its own; a rerun against the same index gives the same marks."""
    state = tmp_path / "index"

    def dedup(name: str, text: str) -> Path:
        (tmp_path / f"{name}.vert").write_text(text, "utf-8")
        out = tmp_path / f"{name}.out.vert"
        run = run_cli("dedup", "-i", str(tmp_path / f"{name}.vert"), "-o", str(out), "--state", str(state),
                      cwd=tmp_path)
        assert run.returncode == 0, run.stderr
        return out

    both = dedup("both", _doc(f' id="{first}"{when}') + _doc(f' id="{second}"{when}') + _doc(' id="x"', OTHER))
    assert _docs(both)[1] == f'<doc id="{second}"{when} dup_share="1.00" dup_of="{first}">', _docs(both)
    state = tmp_path / "days"
    day1 = dedup("day1", _doc(f' id="{first}"{when}', TEXT + " " + OTHER))
    day2 = dedup("day2", _doc(f' id="{second}"{when}', TEXT + " " + OTHER))
    assert _docs(day1) == [f'<doc id="{first}"{when} dup_share="0.00">']
    assert _docs(day2) == [f'<doc id="{second}"{when} dup_share="1.00" dup_of="{first}">']
    assert _docs(dedup("day1", _doc(f' id="{first}"{when}', TEXT + " " + OTHER))) == _docs(day1)  # reruns
    assert _docs(dedup("day2", _doc(f' id="{second}"{when}', TEXT + " " + OTHER))) == _docs(day2)


def test_a_vertical_whose_first_doc_line_carries_the_xml_declaration_is_read(tmp_path: Path) -> None:
    """Before: '<?xml version="1.0" encoding="utf-8"?><doc id="a1" ...>' (the declaration written before the
    first <doc> on its line, as XML writers without a newline after it do) was refused whole by tag and
    dedup ('not a vertical (it starts with an XML declaration ... leave that line out (tag and dedup do))'),
    and lint said '</doc>' had no <doc>.  Now the declaration is left out and the <doc> read."""
    vert = tmp_path / "xml.vert"
    vert.write_text('<?xml version="1.0" encoding="utf-8"?>' + _doc(' id="a1" url="http://a.cz/1"')
                    + _doc(' id="a2" url="http://a.cz/2"'), "utf-8")
    run = run_cli("dedup", "-i", str(vert), "-o", str(tmp_path / "out.vert"), cwd=tmp_path)
    assert run.returncode == 0 and "2 documents" in run.stderr, run.stderr
    assert _docs(tmp_path / "out.vert") == ['<doc id="a1" url="http://a.cz/1" dup_share="0.00">',
                                            '<doc id="a2" url="http://a.cz/2" dup_share="1.00" dup_of="a1">']
    run = run_cli("tag", "-i", str(vert), "-o", str(tmp_path / "tagged.vert"), "-l", model_path(), cwd=tmp_path)
    assert run.returncode == 0 and "2 documents" in run.stderr, run.stderr
    assert _docs(tmp_path / "tagged.vert") == ['<doc id="a1" url="http://a.cz/1">', '<doc id="a2" url="http://a.cz/2">']
    run = run_cli("lint", str(vert), cwd=tmp_path)
    assert run.returncode == 1 and "1 problem in 1 file" in run.stderr, run.stderr
    assert f"{vert}:1: an XML declaration" in run.stdout + run.stderr


def test_a_link_with_dot_segments_is_the_page_it_names(serve, tmp_path: Path) -> None:
    """Before: a feed's 'https://www.example.cz/zpravy/../clanek/1' (a CMS joining a section and a relative
    path) was kept as it was: a link of its own beside 'https://www.example.cz/clanek/1', so the page was
    downloaded twice and stood twice in the corpus.  Browsers and wget resolve '.' and '..' (RFC 3986);
    so does collect now, and the second is no new link."""
    server = serve({"/rss": feed_route(rss2([("A", "https://www.example.cz/clanek/1"),
                                              ("B", "https://www.example.cz/zpravy/../clanek/1"),
                                              ("C", "https://www.example.cz/zpravy/./clanek/2")]))},
                   host="127.0.0.218")
    (tmp_path / "feeds.txt").write_text(server.url("/rss") + "\n", "utf-8")
    run = run_cli("collect", "-i", "feeds.txt", "-o", "links.txt", "--allow-private", cwd=tmp_path)
    assert run.returncode == 0 and "2 new links" in run.stderr, run.stderr
    assert [line.split("\t")[0] for line in (tmp_path / "links.txt").read_text("utf-8").splitlines()] == [
        "https://www.example.cz/clanek/1", "https://www.example.cz/zpravy/clanek/2"]


_TERM_WHILE_FORKING = """
import os, signal, sys
from corpustools import cli
sent = []
def term_once():  # the signal comes while the first worker process is being forked
    if not sent:
        sent.append(1)
        os.kill(os.getpid(), signal.SIGTERM)
os.register_at_fork(before=term_once)
sys.exit(cli.main(sys.argv[1:]))
"""
# the same through the console script's entry (corpustools.launch), whose own handler holds the signals
# while the modules are imported and must give way to the CLI's
_TERM_WHILE_FORKING_LAUNCHED = (_TERM_WHILE_FORKING.replace("import cli", "import launch")
                                .replace("cli.main(sys.argv[1:])", "launch.main()"))


@pytest.mark.parametrize("entry", ["cli.main", "console script"])
def test_a_sigterm_that_comes_while_workers_are_forked_is_not_lost(tmp_path: Path, entry: str) -> None:
    """Before: a SIGTERM (a timeout wrapper, systemd, kill) that came while dedup forked its worker
    processes was raised inside an at-fork hook, where Python drops it ('Exception ignored in ...
    KeyboardInterrupt: SIGTERM' and a traceback); dedup ran to its end and exited 0, as if never asked to
    stop.  Now the interrupt is sent again until it reaches the command: status 130, nothing written, and
    the next run does the work."""
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    text = "".join(_doc(f' id="{i:016x}" crawled="2026-11-20T10:{i // 60 % 60:02d}:{i % 60:02d}Z"', TEXT if i % 2 else OTHER)
                   for i in range(4000))
    lzma_vert = root / "verts" / "news" / "20261120T100000Z.vert.xz"
    lzma_vert.parent.mkdir(parents=True)
    lzma_vert.write_bytes(lzma.compress(text.encode("utf-8")))
    script = tmp_path / "term_while_forking.py"
    script.write_text(_TERM_WHILE_FORKING if entry == "cli.main" else _TERM_WHILE_FORKING_LAUNCHED, "utf-8")
    run = subprocess.run([sys.executable, str(script), "dedup", "-W", str(root), "-m", "2"], capture_output=True,
                         text=True, env=ENV, timeout=300, cwd=root)
    assert run.returncode == 130 and "interrupted by SIGTERM" in run.stderr, run.stderr
    assert "Traceback" not in run.stderr and "Exception ignored" not in run.stderr, run.stderr
    assert not list((root / "deduped").rglob("*.vert.xz")), run.stderr
    run = run_cli("dedup", "-W", str(root), "-m", "2", cwd=root)
    assert run.returncode == 0 and "4000 documents" in run.stderr, run.stderr
    assert lzma.decompress((root / "deduped" / "news" / "20261120T100000Z.vert.xz").read_bytes()).count(b"<doc ") == 4000


def test_a_worker_count_of_a_hundred_thousand_is_a_configuration_error(serve, tmp_path: Path) -> None:
    """Before: 'collect -m 100000' (a zero too many) was taken: the connection pool made a slot for each
    worker (a hundred million took gigabytes and never got to the feeds), '[download] workers = 100000000'
    started as many threads and hung, and vert, dedup and tag would fork as many processes.  Now a count
    above 1024 is one configuration error naming the setting, before any work."""
    server = serve({"/rss": feed_route(rss2([("A", "https://www.example.cz/a")]))}, host="127.0.0.219")
    (tmp_path / "feeds.txt").write_text(server.url("/rss") + "\n", "utf-8")
    run = run_cli("collect", "-i", "feeds.txt", "-o", "links.txt", "--allow-private", "-m", "100000", cwd=tmp_path)
    assert run.returncode == 2 and "'collect.workers' must be from 1 to 1024, not 100000" in run.stderr, run.stderr
    assert not (tmp_path / "links.txt").exists() and server.paths() == []
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    (root / "corpustools.toml").write_text("[download]\nworkers = 100000000\n", "utf-8")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 2 and "'download.workers' must be from 1 to 1024" in run.stderr, run.stderr
    run = run_cli("collect", "-i", "feeds.txt", "-o", "links.txt", "--allow-private", "-m", "1024", cwd=tmp_path)
    assert run.returncode == 0 and "1 new links" in run.stderr, run.stderr


def test_a_warc_piped_into_vert_is_named_stdin_in_the_log(tmp_path: Path) -> None:
    """Before: 'zcat crawl.warc.gz | corpustools vert -o out.vert' logged the problems of the WARC under the
    name of vert's temporary copy ('-WARN ... vert: corpustools-input-9mn_2c35.warc: record at offset 927
    ... is a response without WARC-Target-URI'; the same in warc's '-ERR ... truncated'), a file the user
    never made and cannot find.  Now the copy is named as the input was given: 'stdin'."""
    good = make_warc(tmp_path / "a.warc", [{"url": "https://www.example.cz/a", "html": page(f"<p>{CS_TEXT}</p>")}],
                     compress="none").read_bytes()
    run = subprocess.run(cli("vert", "-o", str(tmp_path / "out.vert"), "-m", "1"), input=_nameless_response() + good,
                         capture_output=True, env=ENV, timeout=300, cwd=tmp_path)
    stderr = run.stderr.decode("utf-8")
    assert run.returncode == 0 and "1 documents" in stderr, stderr
    [said] = [line for line in stderr.splitlines() if "without WARC-Target-URI" in line]
    assert " vert: stdin: record at offset 0 " in said and "corpustools-input" not in stderr, stderr


def test_dedup_of_a_vertical_with_structure_names_in_capitals_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    """Before: a vertical of <DOC>, <P> and <S> (an old tool's export) made dedup end in a traceback
    ('unexpected error: ValueError('operands could not be broadcast together ...')'): its hashes were taken
    from the lower-cased text, where they are a <doc> and a <p>, its marks from the text as written, where
    they are none.  Now such lines are one -ERR line naming the first, as tag, lint and manatee read them
    (no <doc>: lines outside any document), left out (session 23: before, the whole chunk was copied
    without marks, and the output failed lint); a vertical of <doc>s beside them is judged and written as
    before."""
    upper = "".join(f'<DOC ID="{i}">\n<P>\n<S>\n' + "\n".join(TEXT.split()) + "\n</S>\n</P>\n</DOC>\n" for i in "ab")
    vert = tmp_path / "upper.vert"
    vert.write_text(_doc(' id="z"', OTHER) + upper, "utf-8")
    out = tmp_path / "out.vert"
    run = run_cli("dedup", "-i", str(vert), "-o", str(out), cwd=tmp_path)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    [said] = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
    assert f'{vert}:17: <DOC ID="a">: structure names are case-sensitive' in said, run.stderr
    written = out.read_text("utf-8")
    assert "<DOC" not in written and written.count("<doc ") == 1 and ' dup="0">' in written, written
    assert not lint_file(out)


def _nameless_response() -> bytes:
    """A response record written without WARC-Target-URI (a broken writer)."""
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + page(f"<p>{CS_TEXT}</p>").encode()
    return (b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-00000000000a>\r\n"
            b"WARC-Date: 2026-11-20T10:00:00Z\r\nContent-Type: application/http; msgtype=response\r\n"
            b"Content-Length: " + str(len(http)).encode() + b"\r\n\r\n" + http + b"\r\n\r\n")


def test_warc_check_and_recompress_read_past_a_response_without_its_address(tmp_path: Path) -> None:
    """Before: a response record without WARC-Target-URI made warcio raise: 'warc check crawl.warc' said
    "unreadable record in block at offset 0: 'NoneType' object has no attribute 'startswith'" and read
    nothing after it (1 record counted of 4), and recompress left the record out.  vert skips such a
    record ('skipped:no_uri') and reads on; now check reads on too and names the missing field, and
    recompress copies every record."""
    good = make_warc(tmp_path / "a.warc", [{"url": "https://www.example.cz/a", "html": page(f"<p>{CS_TEXT}</p>")}],
                     compress="none").read_bytes()
    warc = tmp_path / "crawl.warc"
    warc.write_bytes(good + _nameless_response())
    records = good.count(b"WARC/1.0\r\n") + 1
    run = run_cli("warc", "check", str(warc), cwd=tmp_path)
    assert run.returncode == 1 and "startswith" not in run.stderr, run.stderr
    assert "<urn:uuid:00000000-0000-0000-0000-00000000000a>: missing WARC-Target-URI" in run.stderr, run.stderr
    assert f"1 problem ({records} records" in run.stderr, run.stderr
    run = run_cli("warc", "recompress", str(warc), "-o", str(tmp_path / "crawl.warc.xz"), cwd=tmp_path)
    assert f"{records} records" in run.stderr and "not copied" not in run.stderr, run.stderr
    assert lzma.decompress((tmp_path / "crawl.warc.xz").read_bytes()).count(b"WARC/1.0\r\n") == records
