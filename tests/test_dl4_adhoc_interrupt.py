"""Ctrl-C or SIGTERM in an ad hoc download keeps what was fetched: the pages already fetched are a whole,
checked WARC with its index, the links not fetched are listed in ``OUT.rest.txt`` (named in the log), and
the exit status is 130 (before: exit 130 and no WARC at all, every page fetched thrown away)."""

from __future__ import annotations

import signal
import subprocess
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, wait_for
from download_support import interrupt_download, page, responses
from httpserver import Route
from log_support import unstamped

from corpustools.linkfile import parse_line
from corpustools.warc.check import check


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_keeps_the_pages_fetched_and_lists_the_rest(serve, tmp_path: Path, signum) -> None:
    server = serve({"/robots.txt": Route("", status=404), **{f"/p{n}": Route(page(n)) for n in range(11)}},
                   host="127.0.0.141")
    urls = [server.url(f"/p{n}") for n in range(11)]
    links = tmp_path / "links.txt"
    links.write_text("".join(f"{u}\tfeed-{i}\n" for i, u in enumerate(urls)))
    out = tmp_path / "out.warc.xz"
    err = interrupt_download(cli("download", "-i", str(links), "-o", str(out), "--allow-private", "-p", "1"),
                             server, signum, cwd=tmp_path)
    fetched = {server.url(h.path) for h in server.hits if h.path.startswith("/p")}
    assert 3 <= len(fetched) < 11

    assert check(out)[1] == []  # whole: every record, digest and the CDXJ index beside it
    assert set(responses(out)) == fetched
    rest = tmp_path / "out.warc.xz.rest.txt"
    rest_lines = [parse_line(line) for line in rest.read_text().splitlines()]
    assert [url for url, _ in rest_lines] == [u for u in urls if u not in fetched]  # input order, none lost
    assert all(cols["feed"] == f"feed-{urls.index(url)}" for url, cols in rest_lines)  # provenance kept
    lines = unstamped(err).splitlines()
    assert any(line.startswith("-WARN download: ") and str(rest) in line and f"{len(rest_lines)} links" in line
               for line in lines), err
    assert any(line.startswith(f"+OK download: {out}: {len(fetched)} fetched") for line in lines), err
    assert lines[-1] == f"-WARN download: interrupted by {signum.name}", err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["links.txt", "out.warc.xz", "out.warc.xz.cdxj",
                                                          "out.warc.xz.rest.txt"]

    again = subprocess.run(cli("download", "-i", str(rest), "-o", "more.warc.xz", "--allow-private"),
                           cwd=tmp_path, capture_output=True, text=True, env=ENV, timeout=120)
    assert again.returncode == 0, again.stderr
    assert set(responses(tmp_path / "more.warc.xz")) | fetched == set(urls)


def test_a_signal_before_any_page_writes_no_warc_and_lists_every_link(serve, tmp_path: Path) -> None:
    slow = serve({"/robots.txt": Route("", status=404), "/p0": Route(page(0), delay=5)}, host="127.0.0.142")
    urls = [slow.url(f"/p{n}") for n in range(4)]
    links = tmp_path / "links.txt"
    links.write_text("".join(u + "\n" for u in urls))
    proc = subprocess.Popen(cli("download", "-i", str(links), "-o", "out.warc.gz", "--allow-private", "-w", "2"),
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    wait_for(lambda: slow.in_flight and slow.paths() == ["/robots.txt"], timeout=60)  # /p0 is being asked
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "NOTHING FETCHED" not in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["links.txt", "out.warc.gz.rest.txt"]
    assert (tmp_path / "out.warc.gz.rest.txt").read_text().split() == urls


def test_a_full_disk_is_one_line_naming_the_output_and_fetching_stops(serve, tmp_path: Path) -> None:
    """Before: two -ERR lines ('cannot write: [Errno 28] ...' and 'not written: [Errno 28] ...'), and every
    other link was still fetched for nothing."""
    import base64
    import hashlib

    from test_qa3_faults import _small_tmpfs

    full = tmp_path / "full"
    if not _small_tmpfs(full, "64k"):
        pytest.skip("mounting a small tmpfs needs root (CAP_SYS_ADMIN); skipped")
    try:
        def noise(n: int) -> bytes:  # a page xz cannot shrink much, so the WARC outgrows the disk
            raw = b"".join(hashlib.sha512(f"{n}-{i}".encode()).digest() for i in range(600))
            return b"<html><body><p>" + base64.b64encode(raw) + b"</p></body></html>"

        server = serve({"/robots.txt": Route("", status=404), **{f"/p{n}": Route(noise(n)) for n in range(20)}},
                       host="127.0.0.144")
        links = tmp_path / "links.txt"
        links.write_text("".join(server.url(f"/p{n}") + "\n" for n in range(20)))
        out = full / "out.warc.xz"
        (tmp_path / "small-groups.toml").write_text("[download]\nxz_group_bytes = 20000\n")  # written early
        run = subprocess.run(cli("download", "-i", str(links), "-o", str(out), "--allow-private", "-p", "1",
                                 "-c", str(tmp_path / "small-groups.toml")),
                             cwd=tmp_path, capture_output=True, text=True, env=ENV, timeout=300)
        assert run.returncode == 1
        assert "Traceback" not in run.stderr
        errors = [line for line in unstamped(run.stderr).splitlines() if line.startswith("-ERR ")]
        assert errors == [f"-ERR download: {out}: cannot write: No space left on device; no WARC written"], run.stderr
        assert list(full.iterdir()) == []  # no partial WARC, no index, no temporary file
        assert len([h for h in server.hits if h.path.startswith("/p")]) < 20, "fetching went on after the disk filled"
    finally:
        subprocess.run(["umount", str(full)], capture_output=True, timeout=20)
