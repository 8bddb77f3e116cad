"""Helpers for the download tests: pages, settings, reading WARC files back, politeness checks."""

from __future__ import annotations

import base64
import hashlib
import io
import lzma
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from httpserver import LoopbackServer
from warcio.archiveiterator import ArchiveIterator

from corpustools.config import load_settings

# The test servers stamp a request's end after their last write returned, which can be a scheduler
# tick after the client already had the bytes and started its pause: allow that much slack.
CLOCK_SLACK = 0.1


def page(n: int, size: int = 3000) -> bytes:
    text = f"<html><head><title>Page {n}</title></head><body><p>Článek číslo {n}. " + "Slovo " * (size // 6)
    return (text + "</p></body></html>").encode("utf-8")


def settings(workspace: Path | None = None, **overrides: Any):
    base = {"allow_private": True, "timeout": 5.0, "download.workers": 8}
    base.update({k.replace("__", "."): v for k, v in overrides.items()})
    return load_settings(workspace, base)


def warc_bytes(path: Path) -> bytes:
    data = Path(path).read_bytes()
    return lzma.decompress(data) if str(path).endswith(".xz") else data


def records(path: Path) -> list[Any]:
    """Every record (headers parsed, raw block kept as ``.block``) read back with warcio."""
    out = []
    for record in ArchiveIterator(io.BytesIO(warc_bytes(path)), check_digests=True):
        record.body = record.raw_stream.read()  # the block after the HTTP head, as stored
        assert record.digest_checker.passed is not False, record.digest_checker.problems
        out.append(record)
    return out


def responses(path: Path) -> dict[str, Any]:
    return {r.rec_headers.get_header("WARC-Target-URI"): r for r in records(path) if r.rec_type == "response"}


def sha1_b32(data: bytes) -> str:
    return "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode()


def metadata_fields(record: Any) -> dict[str, str]:
    fields = {}
    for line in record.body.decode("utf-8").splitlines():
        name, _, value = line.partition(": ")
        fields[name] = value
    return fields


def assert_polite(servers: Iterable[LoopbackServer], pause: float) -> None:
    """From the servers' own clocks: one request in flight per host, gaps of at least ``pause``."""
    for server in servers:
        assert server.max_in_flight <= 1, f"{server.host}: {server.max_in_flight} requests in flight at once"
        hits = sorted(server.hits, key=lambda h: h.start)
        for before, after in zip(hits, hits[1:]):
            gap = after.start - before.end
            assert gap >= pause - CLOCK_SLACK, (
                f"{server.host}: {after.path} came {gap:.3f} s after {before.path} ended (pause {pause} s)")


def servers_in_every_shard(serve: Any, routes: Any, first_ip: int, count: int, shards: int = 2) -> list:
    """At least ``count`` loopback servers on 127.0.0.``first_ip`` onwards, more if needed until their hosts
    fall in every one of ``shards`` download shards.  A host's shard hashes its port, which is random, so a
    fixed number of servers can leave a shard without a host, and such a shard writes no WARC.
    ``routes(i)``: the routes of the i-th server."""
    from corpustools.download.run import shard_of
    from corpustools.net import host_of

    servers: list = []
    while len(servers) < count or {shard_of(host_of(s.url("/")), shards) for s in servers} != set(range(shards)):
        assert len(servers) < count + 40, "no host fell in some shard"
        servers.append(serve(routes(len(servers)), host=f"127.0.0.{first_ip + len(servers)}"))
    return servers


def shard_workspace(serve: Any, root: Path, paths: Iterable[str], first_ip: int, count: int,
                    pause: float) -> tuple[list, Path]:
    """A workspace for ``download --shard I/2``: loopback servers whose hosts fall in both host shards
    (:func:`servers_in_every_shard`, each answering robots.txt with 404 and ``paths`` with a page of its
    own), and ``collected_links/src/day1.txt`` put there by hand an hour ago with every server's ``paths``;
    a contact address and ``pause`` in ``corpustools.toml``.  The servers and the link file."""
    from httpserver import Route

    paths = list(paths)
    servers = servers_in_every_shard(
        serve, lambda i: {"/robots.txt": Route("", status=404),
                          **{path: Route(page(100 * n + i)) for n, path in enumerate(paths)}},
        first_ip=first_ip, count=count)
    (root / "collected_links" / "src").mkdir(parents=True)
    link_file = root / "collected_links" / "src" / "day1.txt"
    link_file.write_text("".join(f"{s.url(path)}\n" for s in servers for path in paths))
    old = time.time() - 3600
    os.utime(link_file, (old, old))
    (root / "corpustools.toml").write_text(f'contact_url = "https://example.org/corpus"\npause = {pause}\n')
    return servers, link_file


def interrupt_download(command: list[str], server: LoopbackServer, signum: int, after: int = 3, **popen: Any) -> str:
    """Start ``download``, send it ``signum`` once ``after`` pages (paths ``/p...``) were asked for, and
    check what every interrupted download must do: stop within 5 s, exit 130, no traceback.  Returns
    its standard error."""
    import os
    import subprocess
    import time

    from big_brother_support import ENV, wait_for

    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, **popen)
    wait_for(lambda: len([h for h in server.hits if h.path.startswith("/p")]) >= after, timeout=60)
    os.kill(proc.pid, signum)
    sent = time.monotonic()
    _, err = proc.communicate(timeout=60)
    assert time.monotonic() - sent < 5, "the signal did not stop fetching promptly"
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    return err
