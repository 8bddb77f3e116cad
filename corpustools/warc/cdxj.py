"""The CDXJ index beside a WARC: one line per capture, ``SURT-KEY TIMESTAMP {json}``, sorted.

For a ``.warc.xz`` a line gives the compressed ``offset``/``length`` of the xz stream that holds the
capture and ``record_offset``/``record_length`` inside the decompressed stream; for gzip and plain WARCs
the record's own offset and length.  :class:`corpustools.warc.writer.WarcOutput` collects the lines as it
writes; ``warc recompress`` and ``warc check`` use the helpers here.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from corpustools.warc import WRITTEN_SUFFIXES

INDEXED = ("response", "resource", "revisit")  # the record types a CDXJ index lists (what a replay looks up)


def surt_key(url: str) -> str:
    """A SURT-style sort key (``cz,example)/path?q``) for CDXJ lines."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    host = (parts.hostname or "").lower()
    labels = host.split(".")
    if labels and labels[0] == "www":
        labels = labels[1:]
    key = ",".join(reversed(labels))
    if parts.port and parts.port not in (80, 443):
        key += f":{parts.port}"
    path = parts.path or "/"
    return f"{key}){path.lower()}" + (f"?{parts.query.lower()}" if parts.query else "")


def cdxj_path(warc: str | os.PathLike[str]) -> Path:
    """``x.warc.xz`` -> ``x.warc.xz.cdxj``: named after the whole WARC name, so ``x.warc.gz`` beside it
    (``warc recompress``) has an index of its own instead of overwriting this one."""
    warc = Path(warc)
    return warc.with_name(warc.name + ".cdxj")


def legacy_cdxj_path(warc: str | os.PathLike[str]) -> Path:
    """``x.warc.xz`` -> ``x.cdxj``, the index name of earlier versions (still read by ``warc check``)."""
    warc = Path(warc)
    for suffix in WRITTEN_SUFFIXES:
        if warc.name.endswith(suffix):
            return warc.with_name(warc.name[: -len(suffix)] + ".cdxj")
    return cdxj_path(warc)


def index_of(warc: str | os.PathLike[str]) -> Path | None:
    """The existing CDXJ index of ``warc`` (its own name first, then the earlier stem name), or None."""
    for candidate in (cdxj_path(warc), legacy_cdxj_path(warc)):
        if candidate.exists():
            return candidate
    return None


def index_fields(raw: Any) -> dict[str, str]:
    head = raw.data.split(b"\r\n\r\n", 2)
    status, mime = "-", "unk"
    if raw.headers.get("Content-Type", "").startswith("application/http") and len(head) > 1:
        lines = head[1].split(b"\r\n")
        parts = lines[0].split(b" ", 2)
        if len(parts) > 1 and parts[1].isdigit():
            status = parts[1].decode()
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-type":
                mime = value.decode("latin-1").split(";", 1)[0].strip().lower() or "unk"
    date = raw.headers.get("WARC-Date", "")
    return {
        "url": raw.headers.get("WARC-Target-URI", ""),
        "timestamp": "".join(ch for ch in date if ch.isdigit())[:14],
        "mime": mime,
        "status": status,
        "digest": raw.headers.get("WARC-Payload-Digest", "").split(":", 1)[-1],
    }
