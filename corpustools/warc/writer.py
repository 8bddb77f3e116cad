"""WARC records, output containers (multi-stream xz, per-record gzip, plain) and a CDXJ index.

Records are built with warcio's record classes and serialized by its writer, but the HTTP block is
passed through verbatim: the request and response heads and the body bytes exactly as they were sent
and received (transfer and content coding kept), so nothing is re-encoded.  Digests are SHA-1 in
base32 as every WARC tool expects; the payload digest covers the bytes after the HTTP head, which is
what ``warcio check``, wget and pywb compute.

The ``.warc.xz`` container is a sequence of independent xz streams, each holding whole records of
about ``group_bytes`` (one capture is never split).  ``xz -dc``, ``xz -t`` and Python's ``lzma`` read
it as one file; a truncated file loses only its last stream; a CDXJ line gives the compressed
``offset``/``length`` of the stream that holds the capture plus ``record_offset``/``record_length``
inside the decompressed stream, so a reader seeks, decompresses one stream and slices the record.
Compression happens in :class:`WarcOutput.add` which the download stage calls from its writer
thread, never on the fetch path (``lzma`` releases the GIL while compressing).
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import logging
import lzma
import os
import threading
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from warcio.recordbuilder import RecordBuilder
from warcio.recordloader import ArcWarcRecord
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from corpustools.warc.cdxj import surt_key

log = logging.getLogger(__name__)

WARC_VERSION = "WARC/1.1"
_BUILDER = RecordBuilder(warc_version=WARC_VERSION)


def kind_of(path: str | os.PathLike[str]) -> str:
    """Container kind chosen by the file name: ``xz``, ``gz`` or ``warc``."""
    name = str(path).lower()
    if name.endswith(".warc.xz") or name.endswith(".xz"):
        return "xz"
    if name.endswith(".warc.gz") or name.endswith(".gz"):
        return "gz"
    if name.endswith(".warc"):
        return "warc"
    raise ValueError(f"{path}: output name must end in .warc.xz, .warc.gz or .warc")


def sha1_digest(data: bytes) -> str:
    return "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode("ascii")


def warc_date(seconds: float) -> str:
    """ISO 8601 with microseconds (WARC/1.1)."""
    import datetime as _dt

    moment = _dt.datetime.fromtimestamp(seconds, _dt.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def new_record_id() -> str:
    return _BUILDER._make_warc_id()


def serialize_record(
    rec_type: str,
    uri: str | None,
    block: bytes,
    content_type: str,
    date: str,
    headers: Iterable[tuple[str, str]] = (),
    record_id: str | None = None,
    payload_offset: int | None = None,
) -> tuple[bytes, str]:
    """One WARC record as bytes (block verbatim) and its record id.

    ``payload_offset`` marks where the payload starts inside the block (after the HTTP head); when
    given, ``WARC-Payload-Digest`` is added.
    """
    record_id = record_id or new_record_id()
    pairs: list[tuple[str, str]] = [("WARC-Type", rec_type), ("WARC-Record-ID", record_id), ("WARC-Date", date)]
    if uri:
        pairs.append(("WARC-Target-URI", uri))
    pairs.extend(headers)
    pairs.append(("WARC-Block-Digest", sha1_digest(block)))
    if payload_offset is not None:
        pairs.append(("WARC-Payload-Digest", sha1_digest(block[payload_offset:])))
    warc_headers = StatusAndHeaders("", pairs, protocol=WARC_VERSION)
    record = ArcWarcRecord("warc", rec_type, warc_headers, io.BytesIO(block), None, content_type, len(block))
    out = io.BytesIO()
    WARCWriter(out, gzip=False, warc_version=WARC_VERSION).write_record(record)
    return out.getvalue(), record_id


def warcinfo_record(filename: str, fields: dict[str, Any], date: str) -> bytes:
    body = "".join(f"{k}: {v}\r\n" for k, v in fields.items() if v not in (None, "")).encode("utf-8")
    data, _ = serialize_record("warcinfo", None, body, "application/warc-fields", date,
                               [("WARC-Filename", filename)])
    return data


# xz streams are compressed by a small pool of threads (lzma releases the GIL), so on a machine with
# spare cores compression keeps up with the fetchers; streams are still written in order.
MAX_GROUPS_IN_FLIGHT = 4  # at most this many groups (about 4 MB) wait for compression
_POOL_SIZE = max(1, min(4, os.cpu_count() or 1))
_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _compressors() -> ThreadPoolExecutor:
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=_POOL_SIZE, thread_name_prefix="xz-compress")
        return _POOL


def _xz_stream(raw: bytes, preset: int) -> bytes:
    return lzma.compress(raw, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=preset)


class WarcOutput:
    """Writes records into ``tmp_path`` as xz streams, gzip members or plain WARC; collects CDXJ lines.

    Not thread-safe: one writer thread owns it.  ``close()`` flushes and fsyncs; renaming into place is
    the caller's business (it knows the completion order).
    """

    def __init__(self, tmp_path: Path, kind: str, filename: str, preset: int = 1, group_bytes: int = 1_000_000,
                 adaptive: bool = False) -> None:
        self.path = Path(tmp_path)
        self.kind = kind
        self.filename = filename
        self.preset = preset
        self.adaptive = adaptive
        self.fast_groups = 0  # groups compressed at preset 0 because compression lagged behind
        self.group_bytes = max(1, group_bytes)
        self.fh = open(self.path, "wb")
        self.offset = 0  # compressed bytes written
        self.uncompressed = 0
        self.group: list[bytes] = []
        self.group_size = 0
        self.group_index: list[tuple[int, int, dict[str, Any]]] = []  # (record_offset, length, fields)
        self.cdx: list[tuple[str, str, dict[str, Any]]] = []
        self.captures = 0
        self.in_flight: list[tuple[Future[bytes], int, list[tuple[int, int, dict[str, Any]]]]] = []

    def add(self, records: list[bytes], response_index: int | None = None, index: dict[str, Any] | None = None) -> None:
        if self.kind == "xz":
            start = self.group_size
            for i, data in enumerate(records):
                if i == response_index and index is not None:
                    self.group_index.append((start, len(data), index))
                self.group.append(data)
                self.group_size += len(data)
                start += len(data)
            if self.group_size >= self.group_bytes:
                self._flush_group()
        else:
            for i, data in enumerate(records):
                blob = gzip.compress(data, compresslevel=6, mtime=0) if self.kind == "gz" else data
                if i == response_index and index is not None:
                    self._index(index, self.offset, len(blob))
                self.fh.write(blob)
                self.offset += len(blob)
                self.uncompressed += len(data)
        if index is not None:
            self.captures += 1

    def _flush_group(self) -> None:
        """Hand the group to a compressor thread; write finished streams in order."""
        if not self.group:
            return
        raw = b"".join(self.group)
        preset = self.preset
        if self.adaptive and preset > 0 and sum(not f.done() for f, _, _ in self.in_flight) >= MAX_GROUPS_IN_FLIGHT - 1:
            preset = 0  # compression lags (the writer is about to wait for it): cheapest preset until it catches up
            self.fast_groups += 1
        future = _compressors().submit(_xz_stream, raw, preset)
        self.in_flight.append((future, len(raw), self.group_index))
        self.group, self.group_size, self.group_index = [], 0, []
        while self.in_flight and (self.in_flight[0][0].done() or len(self.in_flight) > MAX_GROUPS_IN_FLIGHT):
            self._write_next()

    def _write_next(self) -> None:
        future, raw_length, group_index = self.in_flight.pop(0)
        blob = future.result()
        self.fh.write(blob)
        for record_offset, length, fields in group_index:
            self._index(fields, self.offset, len(blob), record_offset, length)
        self.offset += len(blob)
        self.uncompressed += raw_length

    def _index(self, fields: dict[str, Any], offset: int, length: int,
               record_offset: int | None = None, record_length: int | None = None) -> None:
        entry = dict(fields)
        timestamp = entry.pop("timestamp")
        entry.update({"offset": str(offset), "length": str(length), "filename": self.filename})
        if record_offset is not None:
            entry.update({"record_offset": str(record_offset), "record_length": str(record_length)})
        self.cdx.append((surt_key(entry["url"]), timestamp, entry))

    def cdxj_text(self) -> str:
        lines = [f"{key} {ts} {json.dumps(entry, sort_keys=True)}" for key, ts, entry in sorted(self.cdx, key=lambda x: (x[0], x[1]))]
        return "".join(line + "\n" for line in lines)

    def close(self) -> None:
        if self.kind == "xz":
            self._flush_group()
            while self.in_flight:
                self._write_next()
        self.fh.flush()
        os.fsync(self.fh.fileno())
        self.fh.close()

    def abort(self) -> None:
        self.fh.close()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
