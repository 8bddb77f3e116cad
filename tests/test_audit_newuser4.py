"""What a new user hits, fourth round, run as a user runs it (real processes, real files, loopback servers):
a cron job's mail, progress of every long stage, damaged WARCs, log prefixes, big-brother's stages and more.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import gzip
import logging
import os
import re
import subprocess
import threading
import uuid
import zlib
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, make_workspace, run_bb, run_cli
from collect_support import feed_route, rss2
from dedup_support import OTHER, STORY, doc, write
from httpserver import Route
from test_guard_progress import _on_a_terminal
from vert_support import CS_TEXT, make_warc, page
from warcio.archiveiterator import ArchiveIterator

from corpustools.vert.read import iter_html


def _errors(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("-ERR ")]


def test_a_pause_below_one_second_is_not_mailed_by_every_cron_run(serve, tmp_path: Path) -> None:
    """Before: 'pause = 0.5' (for collect, which takes it as it is) made download write '-WARN ... pause
    0.5 s is below the minimum' on every run, -q or not, so cron mailed it every cycle.  Now it is a
    notice: in the log and on an interactive run's terminal, not under -q."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.151")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"}, pause=0.5,
                          big_brother__stages=["collect", "download"])
    run = run_bb(root, "-q")
    assert run.returncode == 0, run.stderr
    assert run.stderr == "", run.stderr  # nothing for cron to mail
    assert list((root / "warcs").glob("*/*.warc.xz")), "the page was not downloaded"
    logged = "".join(p.read_text("utf-8") for p in (root / "logs").glob("*.log"))
    assert re.search(r"^-WARN \S+ download: pause 0.5 s is below the minimum of 1 s", logged, re.M), logged
    # an interactive run still says it, once
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n", "utf-8")
    run = run_cli("download", "-W", str(root), "-i", str(links), "-o", str(tmp_path / "x.warc.xz"), cwd=root)
    assert run.returncode == 0, run.stderr
    assert len(re.findall(r"^-WARN \S+ download: pause 0.5 s is below", run.stderr, re.M)) == 1, run.stderr


def test_dedup_shows_its_progress_on_a_terminal(tmp_path: Path) -> None:
    """Before: dedup of a month of verticals said nothing until it had done (minutes to hours), while
    vert and tag showed a progress bar; now each pass (read, merge, write) shows one, and -q none."""
    text = "".join(doc(f"d{i}", f"2026-11-{1 + i % 28:02d} 10:00", [STORY[i % len(STORY)] + f" {i}.", OTHER[i % 3]])
                   for i in range(400))
    vertical = write(tmp_path / "month.vert", text)
    out = tmp_path / "month.dedup.vert"
    status, screen = _on_a_terminal(["dedup", "-i", str(vertical), "-o", str(out), "-m", "1",
                                     "--memory-mb", "16"])
    assert status == 0, screen
    assert re.search(r"dedup: read: +\d+%\|", screen), screen[-2000:]  # a plain file: with its total
    # (of the buckets of its temporary index: 256, or fewer for a small input such as this one)
    assert re.search(r"dedup: merge: +\d+%\|[^|]*\| *\d+/\d+ ", screen), screen[-2000:]
    assert re.search(r"dedup: write: +\d+%\|", screen), screen[-2000:]
    assert out.read_text("utf-8").count("<doc ") == 400
    status, screen = _on_a_terminal(["dedup", "-q", "-i", str(vertical), "-o", str(out), "-m", "1"])
    assert status == 0 and screen.strip() == "", screen[-2000:]


def _records_of(tmp_path: Path, pages: int, date: str = "2026-12-01T05:35:05Z") -> list[bytes]:
    """The exact bytes of each record of a WARC of ``pages`` pages (warcinfo, then response and request),
    every record dated ``date`` (by default a date whose whole-gzip file below vert once read wrong)."""
    plain = make_warc(tmp_path / "plain.warc", [dict(html=page(f"<article><p>{CS_TEXT} Zpráva {i}.</p></article>"),
                                                     url=f"https://www.example.cz/z/{i}") for i in range(pages)],
                      compress="none")
    # the record ids made the test's bytes random (a damaged member inflates to other garbage each run):
    # ids of the same length numbered in order, so every run damages the same bytes
    ids: dict[bytes, bytes] = {}
    data = re.sub(rb"urn:uuid:[0-9a-f-]{36}",
                  lambda m: ids.setdefault(m.group(), b"urn:uuid:" + str(uuid.UUID(int=len(ids) + 1)).encode()),
                  plain.read_bytes())
    # and so did the dates the writer took from the clock (the warcinfo's and the requests'): gzipped whole,
    # the compressed bytes were another run's, so the whole file's damage was read right or wrong by luck
    data = re.sub(rb"WARC-Date: [^\r\n]*", b"WARC-Date: " + date.encode(), data)
    plain.write_bytes(data)
    with open(plain, "rb") as fh:
        it = ArchiveIterator(fh)
        starts = [it.get_record_offset() for _ in it]
    plain.unlink()
    return [data[a:b] for a, b in zip(starts, [*starts[1:], len(data)])]


def _warc_tools(path: Path, tmp_path: Path) -> tuple[str, str, str, str]:
    """stderr of 'warc check', 'warc recompress' (to x.warc.xz), 'vert' (to x.vert), and the vertical."""
    check = run_cli("warc", "check", str(path), cwd=tmp_path)
    recompress = run_cli("warc", "recompress", str(path), str(tmp_path / "x.warc.xz"), cwd=tmp_path)
    vert = run_cli("vert", "-i", str(path), "-o", str(tmp_path / "x.vert"), "-m", "1", cwd=tmp_path)
    vertical = (tmp_path / "x.vert").read_text("utf-8") if (tmp_path / "x.vert").exists() else ""
    return check.stderr, recompress.stderr, vert.stderr, vertical


def test_a_damaged_gzip_member_costs_only_its_records(tmp_path: Path) -> None:
    """Before: one damaged member of a per-record .warc.gz made 'warc check' and 'recompress' stop there
    (the records of every member after it lost), and a .warc.gz gzipped whole (one member) of less than
    16 MB damaged anywhere gave no record at all to check, recompress and vert ('damaged gz data at
    offset 0').  Now the records before the damage are kept, and after it where a member begins; one
    -ERR line names the file and the offset."""
    records = _records_of(tmp_path, 12)
    # per-record gzip: the member of page 7's response has its deflate data zeroed (a stored block of
    # impossible length: found at once)
    members = [gzip.compress(r, mtime=0) for r in records]  # (the header's time: read as text, see below)
    bad = 1 + 2 * 7
    damaged = bytearray(members[bad])
    damaged[10:18] = bytes(8)
    members[bad] = bytes(damaged)
    per = tmp_path / "per.warc.gz"
    per.write_bytes(b"".join(members))
    offset = sum(map(len, members[:bad]))
    check, recompress, vert, vertical = _warc_tools(per, tmp_path)
    said = [line for line in _errors(check) if "per.warc.gz: damaged gz data" in line]
    assert len(said) == 1, check
    assert offset + 10 <= int(re.findall(r"at offset (\d+)", said[0])[0]) < offset + len(members[bad]), check
    assert f"{len(records) - 1} records" in check, check
    assert f"{len(records) - 1} records" in recompress, recompress
    assert f": OK (11 cdxj_lines, {len(records) - 1} records" in run_cli("warc", "check", str(tmp_path / "x.warc.xz"),
                                                                         cwd=tmp_path).stderr
    urls = re.findall(r'url="https://www.example.cz/z/(\d+)"', vertical)
    assert urls == [str(i) for i in range(12) if i != 7], vert
    said = [line for line in _errors(vert) if "per.warc.gz" in line]  # the member's bytes were the message
    assert len(said) == 1 and "(a damaged gzip member)" in said[0] and "\\x" not in said[0], vert

    # gzipped whole, damaged after the first 9 records
    whole_data, head = _whole_gzip_damaged_after(records, 9)
    whole = tmp_path / "whole.warc.gz"
    whole.write_bytes(whole_data)
    (tmp_path / "x.vert").unlink()
    check, recompress, vert, vertical = _warc_tools(whole, tmp_path)
    said = [line for line in _errors(check) if "whole.warc.gz: damaged gz data" in line]
    assert len(said) == 1 and head <= int(re.findall(r"at offset (\d+)", said[0])[0]) < head + 8, check
    assert "9 records" in check and "9 records" in recompress, check + recompress
    said = [line for line in _errors(vert) if "whole.warc.gz" in line]
    assert len(said) == 1 and head <= int(re.findall(r"at offset (\d+)", said[0])[0]) < head + 8, vert
    assert re.findall(r'url="https://www.example.cz/z/(\d+)"', vertical) == ["0", "1", "2", "3"], vert


def _whole_gzip_damaged_after(records: list[bytes], whole: int) -> tuple[bytes, int]:
    """``records`` gzipped as one member, its deflate data zeroed for 8 bytes after the first ``whole``
    records (a full flush there: a deflate block begins, a stored block of impossible length is found at
    once), and the offset of the damage."""
    deflate = zlib.compressobj(6, zlib.DEFLATED, 31)
    head = deflate.compress(b"".join(records[:whole])) + deflate.flush(zlib.Z_FULL_FLUSH)
    data = bytearray(head + deflate.compress(b"".join(records[whole:])) + deflate.flush())
    data[len(head):len(head) + 8] = bytes(8)
    return bytes(data), len(head)


# the first three: dates whose whole-gzip file below vert read wrong; 00:00:00 to 19:13:07: dates whose
# per-record file counted a record of garbage; the last two: neither
_DATES = ("2026-12-01T05:35:05Z", "2026-12-01T22:34:46Z", "2026-12-01T05:23:17Z", "2026-12-01T00:00:00Z",
          "2026-12-01T01:07:13Z", "2026-12-01T03:21:39Z", "2026-12-01T19:13:07Z", "2026-12-01T02:14:26Z",
          "2026-12-01T04:28:52Z")


def test_a_gzip_member_damaged_in_its_first_block_is_not_read_as_plain_text(tmp_path: Path,
                                                                             caplog: pytest.LogCaptureFixture) -> None:
    """Before: warcio takes a gzip member whose first block (16 kB) does not inflate for data never
    compressed, and read the member's compressed bytes as text.  When they happened to look like an ARC
    header line (by the bytes, so by the records' dates: about one test run in three), that garbage was a
    record: a small .warc.gz gzipped whole and damaged after 9 records gave vert 1 record of nonsense and
    'NO DOCUMENTS' (where 'warc check' kept the 9), and a per-record .warc.gz with a damaged member counted
    one record too many, with warcio's complaints about the bytes.  Now such a member is a damaged gzip
    member, whatever its bytes: the records before the damage are kept (and after it, where a member
    begins), one -ERR line each."""
    for date in _DATES:
        records = _records_of(tmp_path, 12, date)
        whole_data, head = _whole_gzip_damaged_after(records, 9)
        members = [gzip.compress(r, mtime=0) for r in records]
        members[1] = members[1][:10] + bytes(8) + members[1][18:]  # page 0's response
        (tmp_path / "whole.warc.gz").write_bytes(whole_data)
        (tmp_path / "per.warc.gz").write_bytes(b"".join(members))
        for name, kept, pages in (("whole.warc.gz", 9, range(4)), ("per.warc.gz", 24, range(1, 12))):
            caplog.clear()
            counters: dict[str, int] = {}
            with caplog.at_level(logging.WARNING):
                urls = [r.url for r in iter_html(tmp_path / name, counters, 1 << 20)]
            said = [r.getMessage() for r in caplog.records]
            assert urls == [f"https://www.example.cz/z/{i}" for i in pages], (date, name, counters, said)
            assert counters["records"] == kept and len(said) == 1 and "\\x" not in said[0], (date, name, counters, said)
            if name == "whole.warc.gz":
                assert head <= int(re.findall(r"at offset (\d+)", said[0])[0]) < head + 8, (date, said)
            else:
                assert "(a damaged gzip member)" in said[0], (date, said)


def test_the_models_commands_log_under_their_own_name(tmp_path: Path) -> None:
    """Before: 'models verify' and 'models fetch-test' (also run by demo and configure.sh) logged
    '+OK ... tag: ...', which reads as a line of a tagging run; now 'models: ...'."""
    from tag_support import model_path

    dest = tmp_path / "models"
    dest.mkdir()
    (dest / "test.tagger").write_bytes(Path(model_path()).read_bytes())
    runs = [run_cli("models", "verify", str(dest / "test.tagger"), cwd=tmp_path),
            run_cli("models", "fetch-test", "--dest", str(dest), cwd=tmp_path)]
    assert [r.returncode for r in runs] == [0, 0], [r.stderr for r in runs]
    lines = [line for r in runs for line in r.stderr.splitlines()]
    assert len(lines) == 2 and all(re.match(r"\+OK \S+ models: ", line) for line in lines), lines
    assert "Vidím/vidět" in lines[0] and "test model present" in lines[1], lines


def test_big_brother_runs_only_the_stages_given_with_stages(serve, tmp_path: Path) -> None:
    """Before: only big_brother.stages in corpustools.toml chose the stages; '--stages collect,download'
    was an unrecognized argument, so a first crawl by hand meant editing the settings."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.152")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"})
    run = run_bb(root, "--stages", "download,collect")
    assert run.returncode == 0, run.stderr
    assert len(list((root / "warcs").glob("*/*.warc.xz"))) == 1, run.stderr
    assert not (root / "verts").exists() or not list((root / "verts").rglob("*.vert.xz")), run.stderr
    assert "vert: starting" not in run.stderr and "tag: starting" not in run.stderr, run.stderr
    run = run_bb(root, "--stages", "vert")  # the flag outranks the settings (none here: all stages)
    assert run.returncode == 0 and len(list((root / "verts").rglob("*.vert.xz"))) == 1, run.stderr
    assert not (root / "tagged").exists() or not list((root / "tagged").rglob("*.vert.xz")), run.stderr
    run = run_bb(root, "--stages", "collect,downlaod")
    assert run.returncode == 2, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "unknown stage 'downlaod' (did you mean 'download'?)" in errors[0], run.stderr
    assert "Traceback" not in run.stderr and "started" not in run.stderr


def _through_a_pipe(data: bytes, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    """'corpustools ARGS' with PIPE in ARGS replaced by /dev/fd/N, a pipe that gets ``data`` (as bash's
    <(xzcat x.vert.xz) gives one)."""
    read, write = os.pipe()
    feeder = threading.Thread(target=lambda: (os.write(write, data), os.close(write)), daemon=True)
    feeder.start()
    try:
        argv = [f"/dev/fd/{read}" if a == "PIPE" else a for a in args]
        return subprocess.run(cli(*argv), capture_output=True, text=True, env=ENV, cwd=cwd, timeout=120,
                              pass_fds=(read,))
    finally:
        os.close(read)
        feeder.join(10)


def test_an_input_given_as_a_pipe_is_read_as_a_file(tmp_path: Path) -> None:
    """Before: '-i <(xzcat x.vert.xz)' (a pipe, /dev/fd/63) was 'no such input file' for dedup, 'not a
    WARC/ARC file (Illegal seek)' and then 'NO DOCUMENTS' for vert, 'not a WARC/ARC file (empty)' for warc
    check and 'no such file' for lint, though tag took it; registry called it missing."""
    warc = make_warc(tmp_path / "in.warc", [dict(html=page(f"<article><p>{CS_TEXT} Zpráva {i}.</p></article>"),
                                                 url=f"https://www.example.cz/z/{i}") for i in range(3)],
                     compress="none").read_bytes()
    run = _through_a_pipe(warc, "vert", "-i", "PIPE", "-o", "out.vert", "-m", "1", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    vertical = (tmp_path / "out.vert").read_text("utf-8")
    assert vertical.count("<doc ") == 3 and 'source="stdin"' in vertical, run.stderr
    run = _through_a_pipe(warc, "warc", "check", "PIPE", cwd=tmp_path)
    assert run.returncode == 0 and "OK (" in run.stderr and "3 response" in run.stderr, run.stderr
    run = _through_a_pipe(warc, "warc", "recompress", "PIPE", "again.warc.xz", cwd=tmp_path)
    assert run.returncode == 0 and (tmp_path / "again.warc.xz").exists(), run.stderr
    data = vertical.encode()
    run = _through_a_pipe(data, "dedup", "-i", "PIPE", "-o", "deduped.vert", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "deduped.vert").read_text("utf-8").count("<doc ") == 3
    run = _through_a_pipe(data, "lint", "PIPE", cwd=tmp_path)
    assert run.returncode == 0 and "1 file(s) OK" in run.stderr, run.stdout + run.stderr
    run = _through_a_pipe(data, "registry", "x", "-i", "PIPE", "-o", "reg/x", cwd=tmp_path)
    assert run.returncode == 2 and "not a file: the registry names the verticals it reads" in run.stderr, run.stderr


def test_a_feed_refused_as_a_private_address_is_polled_by_the_run_the_log_asks_for(serve, tmp_path: Path) -> None:
    """Before: 'collect' said '127.0.0.x is a private address (use --allow-private)'; the user ran
    'collect --allow-private' as told and got '0 feeds polled, 0 new links (1 not due)': the refusal,
    though nothing had been sent, had put the feed off like a failed poll."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.153")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"}, allow_private=False)
    run = run_cli("collect", "-W", str(root), cwd=root)
    assert run.returncode == 1 and "is a private address (use --allow-private)" in run.stderr, run.stderr
    assert server.hits == []
    run = run_cli("collect", "-W", str(root), "--allow-private", cwd=root)
    assert run.returncode == 0, run.stderr
    assert "news: 1 feeds polled, 1 new links" in run.stderr and "not due" not in run.stderr, run.stderr
    run = run_cli("collect", "-W", str(root), "--allow-private", cwd=root)  # polled now: due later, as any feed
    assert "(1 not due)" in run.stderr and len([h for h in server.hits if h.path == "/rss"]) == 1, run.stderr


def test_a_link_file_of_private_addresses_stays_pending_for_the_run_the_log_asks_for(serve, tmp_path: Path) -> None:
    """Before: download refused each link ('127.0.0.x is a private address (use --allow-private)') and
    marked the link file downloaded, so 'download --allow-private', as told, found 'no pending link files':
    the links were lost unless the user renamed the file back."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.154")
    root = make_workspace(tmp_path / "ws", allow_private=False, download__hand_dropped_quiet=0.0)
    links = root / "collected_links" / "news" / "links.txt"
    links.parent.mkdir(parents=True)
    links.write_text(server.url("/a") + "\n", "utf-8")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 1 and "the link file stays pending" in run.stderr, run.stderr
    assert len(_errors(run.stderr)) == 2, run.stderr  # the file's line and 'every link failed'
    assert links.exists() and server.hits == []
    run = run_cli("download", "-W", str(root), "--allow-private", cwd=root)
    assert run.returncode == 0, run.stderr
    assert [p.name for p in (root / "warcs" / "news").glob("*.warc.xz")] == ["links.warc.xz"], run.stderr
    assert not links.exists() and [h.path for h in server.hits if h.path == "/a"] == ["/a"]


def test_stats_counts_the_feeds_polled_by_a_collect_run_by_hand(serve, tmp_path: Path) -> None:
    """Before: after 'collect' by hand had polled 3 feeds, 'stats' said 'feeds polled 0' (only big-brother's
    runs were counted) beside 3 healthy feeds and their new links."""
    server = serve({}, host="127.0.0.155")
    for i in range(3):
        server.routes[f"/rss{i}"] = feed_route(rss2([(f"Z{i}", f"https://www.example.cz/z/{i}")]))
    root = make_workspace(tmp_path / "ws", {"news.txt": "".join(server.url(f"/rss{i}") + "\n" for i in range(3))})
    run = run_cli("collect", "-W", str(root), "--pause", "0", cwd=root)
    assert run.returncode == 0 and "news: 3 feeds polled, 3 new links" in run.stderr, run.stderr
    stats = run_cli("stats", "-W", str(root), cwd=root)
    assert stats.returncode == 0 and "feeds polled 3" in stats.stdout, stats.stdout
    run = run_cli("collect", "-W", str(root), "--pause", "0", "--all", cwd=root)
    assert "news: 3 feeds polled" in run.stderr, run.stderr
    assert "feeds polled 6" in run_cli("stats", "-W", str(root), cwd=root).stdout


def test_a_big_brother_cycle_ends_with_a_line_saying_what_it_did(serve, tmp_path: Path) -> None:
    """Before: 'big-brother --once' run by hand with nothing due printed '+OK ... started' and ended: was it
    done, stuck, or had it failed to see the work?  Now the cycle's last line says what ran, or that
    nothing was due and when the feeds are collected next."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.156")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    run = run_bb(root)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^\+OK \S+ big-brother: cycle done in [\d.]+ s: collect, download$", run.stderr.splitlines()[-1]), \
        run.stderr
    run = run_bb(root)
    assert run.returncode == 0, run.stderr
    last = run.stderr.splitlines()[-1]
    assert re.search(r"big-brother: nothing to do: no pending input; the feeds are collected again in 30 min", last), \
        run.stderr
    assert run_bb(root, "-q").stderr == ""


def test_big_brother_takes_allow_private_as_the_stages_it_runs_do(serve, tmp_path: Path) -> None:
    """Before: collect, download and discover took --allow-private, and the log lines said 'use
    --allow-private'; 'big-brother --once --allow-private' was an unrecognized argument."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.157")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"}, allow_private=False,
                          big_brother__stages=["collect", "download"])
    run = run_bb(root)
    assert run.returncode == 0 and "is a private address (use --allow-private)" in run.stderr, run.stderr
    run = run_bb(root, "--allow-private")
    assert run.returncode == 0, run.stderr
    assert len(list((root / "warcs").glob("*/*.warc.xz"))) == 1, run.stderr


def test_registry_says_what_is_no_vertical_as_tag_and_dedup_do(tmp_path: Path) -> None:
    """Before: 'registry x -i crawl.warc.gz' said 'FILE:35: not a structure line: <!DOCTYPE html>' (the
    first HTML line inside the WARC), and a .vert.xz cut short was a traceback ('unexpected error:
    EOFError')."""
    import lzma

    warc = make_warc(tmp_path / "crawl.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    run = run_cli("registry", "x", "-i", str(warc), "-o", str(tmp_path / "reg" / "x"), cwd=tmp_path)
    errors = _errors(run.stderr)
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    assert "crawl.warc.gz: not a vertical (it starts with b'WARC/1.0'" in errors[0], run.stderr
    vertical = "".join(doc(f"d{i}", "2026-11-20 10:00", [STORY[i % len(STORY)]]) for i in range(200))
    cut = tmp_path / "cut.vert.xz"
    cut.write_bytes(lzma.compress(vertical.encode())[:-200])
    run = run_cli("registry", "x", "-i", str(cut), "-o", str(tmp_path / "reg" / "x"), cwd=tmp_path)
    errors = _errors(run.stderr)
    assert run.returncode == 1 and len(errors) == 1 and "Traceback" not in run.stderr, run.stderr
    assert "cut.vert.xz: cannot be read to its end" in errors[0] and not (tmp_path / "reg").exists(), run.stderr


def test_dedup_of_a_vertical_cut_short_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    """Before: 'dedup -i x.vert.xz' of a file cut short in its first megabyte (a copy still being made)
    was 'unexpected error: EOFError' with a traceback, from the check that the inputs have the same
    columns; tag said 'truncated input' in one line."""
    import lzma

    vertical = "".join(doc(f"d{i}", "2026-11-20 10:00", [STORY[i % len(STORY)] + f" {i}."]) for i in range(300))
    cut = tmp_path / "cut.vert.xz"
    cut.write_bytes(lzma.compress(vertical.encode())[:-500])
    run = run_cli("dedup", "-i", str(cut), "-o", str(tmp_path / "out.vert"), cwd=tmp_path)
    errors = _errors(run.stderr)
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert len(errors) == 1 and re.search(r"cut\.vert\.xz:\d+: truncated input", errors[0]), run.stderr
    # since session 23 read up to where the stream breaks: the whole documents before it are deduplicated
    assert 0 < (tmp_path / "out.vert").read_text().count("</doc>") < 300


def test_warc_check_recompress_and_registry_show_their_progress_on_a_terminal(tmp_path: Path) -> None:
    """Before: 'warc check' and 'warc recompress' of a WARC of gigabytes, and 'registry' over the verticals
    of a corpus, ran for minutes without a sign, while vert, tag and dedup showed a progress bar."""
    warc = make_warc(tmp_path / "crawl.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT} {i}.</p></article>"),
                                                       url=f"https://www.example.cz/z/{i}") for i in range(200)])
    status, screen = _on_a_terminal(["warc", "check", str(warc)])
    assert status == 0 and re.search(r"check crawl\.warc\.gz: +\d+%\|", screen), screen[-2000:]
    status, screen = _on_a_terminal(["warc", "recompress", str(warc), str(tmp_path / "crawl.warc.xz")])
    assert status == 0 and re.search(r"recompress crawl\.warc\.gz: +\d+%\|", screen), screen[-2000:]
    for i in range(3):
        write(tmp_path / f"v{i}.vert", doc(f"d{i}", "2026-11-20 10:00", [STORY[i]]))
    status, screen = _on_a_terminal(["registry", "x", "-o", str(tmp_path / "reg" / "x"), "-i",
                                     *(str(tmp_path / f"v{i}.vert") for i in range(3))])
    assert status == 0 and re.search(r"registry: +\d+%\|[^|]*\| *\d/3 ", screen), screen[-2000:]
    status, screen = _on_a_terminal(["warc", "check", "-q", str(warc)])
    assert status == 0 and screen.strip() == "", screen[-2000:]


def test_a_stage_with_no_input_at_all_does_not_claim_its_inputs_are_done(tmp_path: Path) -> None:
    """Before: in a new workspace (feed lists only) 'tag' said 'nothing to tag: every vertical has its
    tagged output' and 'dedup' 'every vertical has its deduplicated output', though there was no vertical."""
    root = make_workspace(tmp_path / "ws", {"news.txt": "https://www.example.cz/rss\n"})
    said = {stage: run_cli(stage, "-W", str(root), cwd=root) for stage in ("vert", "dedup", "tag")}
    assert all(run.returncode == 0 for run in said.values()), {s: r.stderr for s, r in said.items()}
    assert "nothing to do: warcs/ holds no input for it yet (download writes it)" in said["vert"].stderr
    assert "nothing to dedup: verts/ holds no input for it yet (vert writes it)" in said["dedup"].stderr
    assert "nothing to tag: deduped/ holds no input for it yet (dedup writes it)" in said["tag"].stderr
    assert not any("every vertical has" in run.stderr for run in said.values())


def test_an_ad_hoc_collect_says_where_it_keeps_the_links_it_has_seen(serve, tmp_path: Path) -> None:
    """Before: 'collect -i feeds.txt -o links.txt' in a plain folder silently made state/links.sqlite there;
    the same command again wrote an empty links.txt ('0 new links'), and nothing had said why."""
    server = serve({"/rss": feed_route(rss2([("A", "https://www.example.cz/a")]))}, host="127.0.0.158")
    (tmp_path / "feeds.txt").write_text(server.url("/rss") + "\n", "utf-8")
    args = ("collect", "-i", "feeds.txt", "-o", "links.txt", "--allow-private")
    first = run_cli(*args, cwd=tmp_path)
    assert first.returncode == 0 and (tmp_path / "links.txt").read_text("utf-8").startswith("https://www.example.cz/a")
    said = [line for line in first.stderr.splitlines() if "a new link store" in line]
    assert len(said) == 1 and str(tmp_path / "state" / "links.sqlite") in said[0], first.stderr
    second = run_cli(*args, cwd=tmp_path)
    assert "0 new links" in second.stderr and "a new link store" not in second.stderr, second.stderr


def test_discover_typed_outside_a_workspace_leaves_nothing_there(serve, tmp_path: Path) -> None:
    """Before: 'discover URL' typed in a plain folder (a home directory) made rss_sources/ and state/ there,
    as no other command of a workspace does; '-n' (print only) works anywhere and writes nothing."""
    server = serve({}, host="127.0.0.159")
    server.routes["/"] = Route(page("<p>x</p>", head=f'<link rel="alternate" type="application/rss+xml" '
                                                     f'href="{server.url("/rss")}">'))
    server.routes["/rss"] = feed_route(rss2([("A", "https://www.example.cz/a")]))
    plain = tmp_path / "home"
    plain.mkdir()
    run = run_cli("discover", "--allow-private", server.url("/"), cwd=plain)
    assert run.returncode == 2 and "not a corpustools workspace" in run.stderr and "-n" in run.stderr, run.stderr
    assert list(plain.iterdir()) == [] and server.hits == []
    run = run_cli("discover", "-n", "--allow-private", server.url("/"), cwd=plain)
    assert run.returncode == 0 and f"{server.url('/rss')}\tnew" in run.stdout, run.stderr
    assert list(plain.iterdir()) == []


def test_a_damaged_stats_database_is_one_line_and_does_not_stop_the_crawl(serve, tmp_path: Path) -> None:
    """Before: a state/stats.sqlite that is no database (a disk fault, a copy cut short) made 'stats',
    'report' and every big-brother run end in a traceback ('unexpected error: DatabaseError('file is not
    a database')'), so the crawl stopped for the sake of its statistics."""
    server = serve({"/a": Route(page(f"<article><p>{CS_TEXT}</p></article>"))}, host="127.0.0.160")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a"))]))
    root = make_workspace(tmp_path / "ws", {"news.txt": server.url("/rss") + "\n"},
                          big_brother__stages=["collect", "download"])
    (root / "state").mkdir()
    (root / "state" / "stats.sqlite").write_bytes(b"not a database, whatever it was\n" * 40)
    for args in (("stats",), ("report", "-o", str(tmp_path / "r.html"))):
        run = run_cli(*args, "-W", str(root), cwd=root)
        errors = _errors(run.stderr)
        assert run.returncode == 1 and len(errors) == 1 and "Traceback" not in run.stderr, run.stderr
        assert "stats.sqlite is damaged (file is not a database); move it aside" in errors[0], run.stderr
    run = run_bb(root, "-q")
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "was damaged (file is not a database); moved aside to stats.sqlite.damaged-" \
        in errors[0], run.stderr
    assert len(list((root / "warcs").glob("*/*.warc.xz"))) == 1  # the crawl went on
    assert run_bb(root, "-q").returncode == 0 and run_cli("stats", "-W", str(root), cwd=root).returncode == 0


def test_links_with_a_damaged_download_ledger_is_one_line_with_what_to_do(tmp_path: Path) -> None:
    """Before: a state/downloads.sqlite that is no database made 'links URL' end in a traceback
    ('unexpected error: DatabaseError'); download only warned 'bookkeeping not recorded' at each run."""
    root = make_workspace(tmp_path / "ws")
    (root / "state").mkdir()
    (root / "state" / "downloads.sqlite").write_bytes(b"not a database\n" * 100)
    run = run_cli("links", "-W", str(root), "https://www.example.cz/a", cwd=root)
    errors = _errors(run.stderr)
    assert run.returncode == 1 and len(errors) == 1 and "Traceback" not in run.stderr, run.stderr
    assert "downloads.sqlite is damaged (file is not a database); move it aside" in errors[0], run.stderr


def test_a_damaged_dedup_index_file_is_one_line_with_what_to_do(tmp_path: Path) -> None:
    """Before: a dedup state folder whose meta.json or runs file was damaged (a disk fault, an edit by hand)
    made dedup end in a traceback ('unexpected error: JSONDecodeError', 'ValueError')."""
    vertical = write(tmp_path / "a.vert", "".join(doc(f"d{i}", "2026-11-20 10:00", [STORY[i]]) for i in range(3)))
    state = tmp_path / "state"
    assert run_cli("dedup", "-i", str(vertical), "-o", str(tmp_path / "b.vert"), "--state", str(state),
                   cwd=tmp_path).returncode == 0
    good = (state / "meta.json").read_bytes()
    for name, garbage in (("meta.json", b"\x00\x00garbage"), ("runs", b"two\n")):
        (state / name).write_bytes(garbage)
        out = tmp_path / f"c-{name}.vert"
        run = run_cli("dedup", "-i", str(vertical), "-o", str(out), "--state", str(state), cwd=tmp_path)
        errors = _errors(run.stderr)
        assert run.returncode == 1 and len(errors) == 1 and "Traceback" not in run.stderr, run.stderr
        assert f"{name}: damaged (" in errors[0] and "move the folder" in errors[0] and not out.exists(), run.stderr
        (state / "meta.json").write_bytes(good)
        (state / "runs").write_text("1\n")


def test_an_unreadable_robots_cache_entry_is_said_once(serve, tmp_path: Path) -> None:
    """Before: a damaged state/robots/<host>.json was a '-WARN ... unreadable robots cache entry' line for
    every link of that host in the run (three links: three lines)."""
    server = serve({f"/{i}": Route(page(f"<article><p>{CS_TEXT} {i}.</p></article>")) for i in range(3)},
                   host="127.0.0.161")
    root = make_workspace(tmp_path / "ws", download__hand_dropped_quiet=0.0)
    links = root / "collected_links" / "news" / "a.txt"
    links.parent.mkdir(parents=True)
    links.write_text(server.url("/0") + "\n", "utf-8")
    assert run_cli("download", "-W", str(root), cwd=root).returncode == 0
    cached = list((root / "state" / "robots").glob("*.json"))
    assert len(cached) == 1
    cached[0].write_text("garbage", "utf-8")
    (links.parent / "b.txt").write_text("".join(server.url(f"/{i}") + "\n" for i in range(3)), "utf-8")
    run = run_cli("download", "-W", str(root), cwd=root)
    assert run.returncode == 0, run.stderr
    assert run.stderr.count("unreadable robots cache entry") == 1, run.stderr
