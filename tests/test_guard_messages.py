"""Every line on stderr is in the log format (libraries' complaints included); refused links are -WARN;
a link file of many bad lines gives one summary line, not one line per bad line."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from big_brother_support import ENV, cli
from httpserver import Route
from log_support import unstamped
from vert_support import CS_TEXT, CS_TEXT2, page

LOG_LINE = re.compile(r"^(\+OK|-WARN|-ERR|\+DEBUG) \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ [\w.-]+: ")


def _raw_record(uri: str, html: str, declared_extra: int = 0) -> bytes:
    body = html.encode()
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + body
    head = (f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:{abs(hash(uri)):032x}>\r\n"
            f"WARC-Date: 2026-11-20T10:00:00Z\r\nWARC-Target-URI: {uri}\r\n"
            f"Content-Type: application/http; msgtype=response\r\n"
            f"Content-Length: {len(http) + declared_extra}\r\n\r\n").encode()
    return head + http + b"\r\n\r\n"


def _assert_log_format(stderr: str) -> None:
    stray = [line for line in stderr.splitlines()
             if line and not LOG_LINE.match(line) and not re.match(r"^[-+]\w+_(START|END)( \S+ \S+)?$", line)]
    assert not stray, f"lines outside the log format: {stray[:5]}"


def test_warcio_complaints_go_through_the_log_format(tmp_path: Path) -> None:
    warc = tmp_path / "odd.warc"
    warc.write_bytes(_raw_record("http://www.example.cz/a b c", page(f"<article><p>{CS_TEXT}</p></article>"))
                     + _raw_record("http://www.example.cz/short", page(f"<article><p>{CS_TEXT2}</p></article>"),
                                   declared_extra=-40)
                     + _raw_record("http://www.example.cz/ok", page(f"<article><p>{CS_TEXT2} x</p></article>")))
    run = subprocess.run(cli("vert", "-i", str(warc), "-o", str(tmp_path / "odd.vert"), "-m", "1"),
                         capture_output=True, text=True, env=ENV, timeout=120)
    _assert_log_format(run.stderr)
    assert re.search(r"^-WARN \S+: .*Replacing spaces in invalid WARC-Target-URI", unstamped(run.stderr), re.M), run.stderr
    assert re.search(r"^-WARN \S+: .*Record not followed by newline", unstamped(run.stderr), re.M), run.stderr


def test_robots_refusals_are_warnings_and_bad_link_lines_one_summary(serve, tmp_path: Path) -> None:
    server = serve({"/robots.txt": Route("User-agent: *\nDisallow: /private/\n"),
                    "/a": Route(page(f"<p>{CS_TEXT}</p>")), "/private/b": Route(page("secret"))},
                   host="127.0.0.96")
    links = tmp_path / "links.txt"
    bad = "".join(f"not a link {i}\n" for i in range(100_000))
    links.write_text(f"{server.url('/a')}\n{server.url('/private/b')}\n{bad}{server.url('/a')}\n")
    run = subprocess.run(cli("download", "-i", str(links), "-o", str(tmp_path / "x.warc.gz"), "--allow-private"),
                         capture_output=True, text=True, env=ENV, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    _assert_log_format(run.stderr)
    assert re.search(r"^-WARN download: \S+/private/b: refused: disallowed by robots.txt", unstamped(run.stderr), re.M), run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) < 10, lines[:20]
    summary = [line for line in lines if "100001 lines skipped" in line]
    assert len(summary) == 1 and summary[0].startswith("-WARN ")
    assert "not a usable http(s) URL: 100000" in summary[0] and "duplicate URL: 1" in summary[0]
    assert "links.txt:3: not a usable http(s) URL, skipped: 'not a link 0'" in summary[0]
