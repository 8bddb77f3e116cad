"""WARC files written byte by byte for the reading tests: the same records packed into each container a
real crawler leaves (plain, one xz stream, download's xz streams, a gzip member per record, members of
several records, one gzip stream), and the pages :func:`iter_html` reads back from them."""

from __future__ import annotations

import gzip
import lzma
from pathlib import Path

from corpustools.vert.read import iter_html


def write_warc(tmp_path: Path, records: list[bytes], container: str) -> Path:
    """``records`` packed as ``container`` says: ``warc``, ``xz``, ``xz-streams`` (download's way: records
    grouped into xz streams), ``gz`` (a member per record: wget, warcio, Heritrix, Common Crawl),
    ``gz-several`` (members holding several records: the first three, then the rest), ``gz-pairs``
    (members of two records each), ``gz-whole`` (gzip of the whole file.warc)."""
    data = b"".join(records)
    if container == "warc":
        path, content = tmp_path / "in.warc", data
    elif container == "xz":
        path, content = tmp_path / "in.warc.xz", lzma.compress(data)
    elif container == "xz-streams":
        path, content = tmp_path / "in.warc.xz", lzma.compress(b"".join(records[:3])) + lzma.compress(b"".join(records[3:]))
    elif container == "gz":
        path, content = tmp_path / "in.warc.gz", b"".join(gzip.compress(r, mtime=0) for r in records)
    elif container == "gz-several":
        path, content = (tmp_path / "in.warc.gz",
                         gzip.compress(b"".join(records[:3]), mtime=0) + gzip.compress(b"".join(records[3:]), mtime=0))
    elif container == "gz-pairs":
        path, content = tmp_path / "in.warc.gz", b"".join(
            gzip.compress(b"".join(records[i:i + 2]), mtime=0) for i in range(0, len(records), 2))
    elif container == "gz-whole":
        path, content = tmp_path / "in.warc.gz", gzip.compress(data, mtime=0)
    else:
        raise ValueError(f"no such container: {container}")
    path.write_bytes(content)
    return path


def read_pages(path: Path) -> tuple[dict[str, bytes], dict[str, int]]:
    """The payloads :func:`iter_html` reads from ``path``, by the last part of their address, and its
    counters."""
    counters: dict[str, int] = {}
    pages = {r.url.rsplit("/", 1)[1]: r.payload for r in iter_html(path, counters, 1 << 22)}
    return pages, counters
