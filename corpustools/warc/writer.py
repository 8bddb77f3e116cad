"""WARC records, output containers (multi-stream xz, per-record gzip, plain) and a CDXJ index.

Records are serialized here, byte for byte as warcio's writer does (a test compares them), and the HTTP
block is passed through verbatim: the request and response heads and the body bytes exactly as they were sent
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
import json
import logging
import lzma
import os
import threading
import uuid
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from corpustools.warc.cdxj import surt_key

log = logging.getLogger(__name__)

WARC_VERSION = "WARC/1.1"


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


def sha1_digest(data: bytes | memoryview) -> str:
    return "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode("ascii")


def warc_date(seconds: float) -> str:
    """ISO 8601 with microseconds (WARC/1.1)."""
    import datetime as _dt

    moment = _dt.datetime.fromtimestamp(seconds, _dt.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def new_record_id() -> str:
    return f"<urn:uuid:{uuid.uuid4()}>"


NO_PAYLOAD_DIGEST_TYPES = ("warcinfo", "revisit")  # as warcio: every other record gets a payload digest


def serialize_record(
    rec_type: str,
    uri: str | None,
    block: bytes,
    content_type: str | None,
    date: str,
    headers: Iterable[tuple[str, str]] = (),
    record_id: str | None = None,
    payload_offset: int | None = None,
    payload_digest: str | None = None,
) -> tuple[bytes, str]:
    """One WARC record as bytes (block verbatim) and its record id.

    ``payload_offset`` marks where the payload starts inside the block (after the HTTP head); its
    ``WARC-Payload-Digest`` is ``payload_digest`` when the caller has it already.  The bytes are those
    warcio's writer produces for the same record (header order, a payload digest equal to the block
    digest for a record without an HTTP head, warcinfo and revisit aside), written directly: warcio's
    record and writer objects cost more than the digests did.
    """
    record_id = record_id or new_record_id()
    lines = [f"{WARC_VERSION}\r\nWARC-Type: {rec_type}\r\nWARC-Record-ID: {record_id}\r\nWARC-Date: {date}\r\n"]
    if uri:
        lines.append(f"WARC-Target-URI: {uri}\r\n")
    lines.extend(f"{name}: {value}\r\n" for name, value in headers)
    block_digest = sha1_digest(block)
    lines.append(f"WARC-Block-Digest: {block_digest}\r\n")
    if payload_offset is not None:
        payload_digest = payload_digest or sha1_digest(memoryview(block)[payload_offset:])
        lines.append(f"WARC-Payload-Digest: {payload_digest}\r\n")
    elif rec_type not in NO_PAYLOAD_DIGEST_TYPES:
        lines.append(f"WARC-Payload-Digest: {block_digest}\r\n")
    if content_type is not None:
        lines.append(f"Content-Type: {content_type}\r\n")
    lines.append(f"Content-Length: {len(block)}\r\n\r\n")
    return b"".join(("".join(lines).encode("utf-8"), block, b"\r\n\r\n")), record_id


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


# The LZMA2 chain download writes by default ("fast"): a 128 KiB dictionary, the 3-byte hash-chain match
# finder, fast mode, nice_len 16, depth 4.  On news pages (bench/download, and compressing the same 1 MB
# groups alone) it costs about 7 % less CPU than preset 0 and a quarter less than preset 1, for streams
# about 2.5 % larger than preset 0's (still ~9 % smaller than gzip -6): LZMA2 gets no cheaper than this on
# HTML (every setting tried runs at 38-42 MB/s, gzip -6 at 68 MB/s), and its set-up per stream is small.
FAST = "fast"
FAST_FILTERS: tuple[dict[str, Any], ...] = ({
    "id": lzma.FILTER_LZMA2, "preset": 0, "dict_size": 1 << 17, "mf": lzma.MF_HC3, "mode": lzma.MODE_FAST,
    "nice_len": 16, "depth": 4,
},)
Compression = int | str  # an xz preset 0-9, or FAST


def xz_compression(filter_name: str, preset: int) -> Compression:
    """The compression of ``download.xz_filter`` (``fast`` or ``preset``) and ``download.xz_preset``;
    ValueError for another filter name."""
    if filter_name == FAST:
        return FAST
    if filter_name == "preset":
        return int(preset)
    raise ValueError(f"xz_filter must be 'fast' or 'preset', not {filter_name!r}")


def xz_stream(raw: bytes, compression: Compression) -> bytes:
    """One complete xz stream (CRC64) holding ``raw``."""
    if compression == FAST:
        return lzma.compress(raw, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, filters=FAST_FILTERS)
    return lzma.compress(raw, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=int(compression))


class WarcOutput:
    """Writes records into ``tmp_path`` as xz streams, gzip members or plain WARC; collects CDXJ lines.

    Not thread-safe: one writer thread owns it.  ``close()`` flushes and fsyncs; renaming into place is
    the caller's business (it knows the completion order).
    """

    def __init__(self, tmp_path: Path, kind: str, filename: str, preset: Compression = 1,
                 group_bytes: int = 1_000_000, adaptive: bool = False) -> None:
        """``preset``: an xz preset 0-9 or ``FAST`` (the chain above); ``adaptive``: while compression
        lags behind, groups are compressed with the ``FAST`` chain instead of a slower preset."""
        self.path = Path(tmp_path)
        self.kind = kind
        self.filename = filename
        self.preset = preset
        self.adaptive = adaptive
        self.fast_groups = 0  # groups compressed with FAST instead of ``preset`` because compression lagged
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
        if self.adaptive and preset != FAST and sum(not f.done() for f, _, _ in self.in_flight) >= MAX_GROUPS_IN_FLIGHT - 1:
            preset = FAST  # compression lags (the writer is about to wait for it): the cheapest chain until it catches up
            self.fast_groups += 1
        future = _compressors().submit(xz_stream, raw, preset)
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
        try:  # on a full disk closing fails too (the buffered bytes cannot be written): the file goes anyway
            self.fh.close()
        except OSError:
            pass
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
