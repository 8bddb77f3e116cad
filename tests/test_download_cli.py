"""The command line: ad hoc download flags, the pause floor, warc check / recompress exit codes."""

from __future__ import annotations

import io
import sys

from download_support import CLOCK_SLACK, page, responses
from httpserver import Route
from log_support import unstamped
from warcio.archiveiterator import ArchiveIterator

from corpustools.cli import main


def test_adhoc_from_stdin_to_warc_gz_with_the_pause_never_below_one_second(serve, tmp_path, monkeypatch, capsys):
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1)), "/b": Route(page(2))}, host="127.0.0.90")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f"{server.url('/a')}\n{server.url('/b')}\n".encode())))
    out = tmp_path / "out.warc.gz"

    status = main(["download", "-i", "-", "-o", str(out), "--allow-private", "-p", "0.2", "-w", "5", "-m", "2"])

    assert status == 0
    err = unstamped(capsys.readouterr().err)
    assert "-WARN download: pause 0.2 s is below the minimum of 1 s" in err
    assert "+OK download: " in err and "2 fetched" in err
    hits = [h for h in server.hits if h.path in ("/a", "/b")]
    assert hits[1].start - hits[0].end >= 1.0 - CLOCK_SLACK
    with open(out, "rb") as fh:  # per-record gzip: warcio reads it as is
        types = [r.rec_type for r in ArchiveIterator(fh, check_digests=True)]
    assert types[0] == "warcinfo" and types.count("response") == 2
    assert (tmp_path / "out.warc.gz.cdxj").read_text().count("\n") == 2


def test_usage_errors_exit_2_with_one_line(tmp_path, capsys):
    links = tmp_path / "links.txt"
    links.write_text("http://127.0.0.91/a\n")
    assert main(["download", "-i", str(links), "-o", str(tmp_path / "out.zip")]) == 2
    assert "must end in .warc.xz, .warc.gz or .warc" in capsys.readouterr().err
    assert main(["download", "-i", str(links)]) == 2
    assert "need -o/--output" in capsys.readouterr().err


def test_warc_check_and_recompress_exit_codes(serve, tmp_path, capsys):
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(page(1, 30000))}, host="127.0.0.92")
    links = tmp_path / "links.txt"
    links.write_text(server.url("/a") + "\n")
    xz = tmp_path / "out.warc.xz"
    assert main(["download", "-i", str(links), "-o", str(xz), "--allow-private"]) == 0
    gz = tmp_path / "copy.warc.gz"
    assert main(["warc", "recompress", str(xz), str(gz)]) == 0
    assert main(["warc", "check", str(xz), str(gz)]) == 0
    assert set(responses(gz)) == {server.url("/a")}
    capsys.readouterr()
    cut = tmp_path / "cut.warc.xz"
    cut.write_bytes(xz.read_bytes()[:-30])
    assert main(["warc", "check", str(cut)]) == 1
    assert "truncated xz stream" in capsys.readouterr().err
    assert main(["warc", "check", str(tmp_path / "missing.warc.xz")]) == 2  # a missing input is a usage error, as for every command
