"""Reading WARC files of any container, `warc recompress` and `warc check`.

:func:`iter_blocks` yields the decompressed content piece by piece with the container position it
came from: one xz stream, one gzip member, or (plain WARC) the whole file.  Pieces always end on a
container boundary, so a truncated ``.warc.xz`` still yields every complete stream and reports the
broken tail instead of failing as a whole.  :func:`iter_raw_records` splits the pieces into records
with warcio and returns each record's exact bytes, so recompression is lossless.
"""

from __future__ import annotations

import contextlib
import io
import logging
import lzma
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from corpustools.download.warc import WarcOutput, kind_of, surt_key

log = logging.getLogger(__name__)

READ_CHUNK = 1 << 20


class DamagedWarc(Exception):
    """The container is broken (truncated stream, garbage); the message says where."""


@dataclass
class Block:
    offset: int  # position of the container piece in the file
    length: int  # its compressed length
    data: bytes  # decompressed bytes (whole records)


def _sniff(path: Path) -> str:
    with open(path, "rb") as fh:
        magic = fh.read(6)
    if magic.startswith(b"\xfd7zXZ\x00"):
        return "xz"
    if magic.startswith(b"\x1f\x8b"):
        return "gz"
    return "warc"


def iter_blocks(path: str | os.PathLike[str], problems: list[str] | None = None) -> Iterator[Block]:
    """Decompressed pieces of the file; a damaged tail is logged (and added to ``problems``)."""
    path = Path(path)
    kind = _sniff(path)
    if kind == "warc":
        with open(path, "rb") as fh:
            data = fh.read()
        yield Block(0, len(data), data)
        return
    with open(path, "rb") as fh:
        pending = b""
        consumed = 0  # file offset of pending[0]
        eof = False
        while True:
            # skip xz stream padding (NUL bytes between streams)
            if kind == "xz":
                stripped = pending.lstrip(b"\x00")
                consumed += len(pending) - len(stripped)
                pending = stripped
            if not pending:
                chunk = fh.read(READ_CHUNK)
                if not chunk:
                    return
                pending = chunk
                continue
            decomp = lzma.LZMADecompressor(format=lzma.FORMAT_XZ) if kind == "xz" else zlib.decompressobj(31)
            out = []
            fed = 0
            start = consumed
            try:
                data = pending
                while True:
                    out.append(decomp.decompress(data))
                    fed += len(data)
                    if decomp.eof:
                        break
                    data = fh.read(READ_CHUNK)
                    if not data:
                        eof = True
                        break
            except (lzma.LZMAError, zlib.error, EOFError) as exc:
                _problem(problems, f"{path}: damaged {kind} data at offset {start}: {exc}; the rest is skipped")
                return
            if eof and not decomp.eof:
                _problem(problems, f"{path}: truncated {kind} {'stream' if kind == 'xz' else 'member'} at offset "
                                   f"{start}; its records are lost, everything before it is intact")
                return
            unused = decomp.unused_data
            length = fed - len(unused)
            consumed = start + length
            pending = unused
            yield Block(start, length, b"".join(out))


def _problem(problems: list[str] | None, message: str) -> None:
    if problems is None:
        log.warning(message)
    else:
        problems.append(message)


@dataclass
class RawRecord:
    block_offset: int
    block_length: int
    record_offset: int  # inside the decompressed block
    data: bytes
    rec_type: str
    headers: dict[str, str] = field(default_factory=dict)
    format: str = "warc"  # or "arc"


def iter_raw_records(path: str | os.PathLike[str], problems: list[str] | None = None,
                     check_digests: bool = False) -> Iterator[RawRecord]:
    """Every complete record with its exact bytes; ``check_digests`` adds digest failures to problems."""
    for block in iter_blocks(path, problems):
        stream = io.BytesIO(block.data)
        iterator = ArchiveIterator(stream, check_digests=check_digests, ensure_http_headers=False)
        warnings = io.StringIO()  # warcio prints its complaints (e.g. a wrong Content-Length) to stderr
        try:
            while True:
                with contextlib.redirect_stderr(warnings):
                    record = next(iterator, None)
                    if record is None:
                        break
                    content = record.content_stream() if check_digests else record.raw_stream
                    while content.read(READ_CHUNK):
                        pass
                    iterator.read_to_end(record)
                offset = iterator.get_record_offset()
                end = offset + iterator.get_record_length()
                while end < len(block.data) and block.data[end:end + 1] in (b"\r", b"\n") and end - offset < 1 << 62:
                    end += 1  # warcio leaves the record's closing CRLF CRLF out of an uncompressed length
                length = end - offset
                headers = {k: v for k, v in record.rec_headers.headers}
                rid = headers.get("WARC-Record-ID", "?")
                if check_digests and record.digest_checker.passed is False:
                    for problem in record.digest_checker.problems:
                        _problem(problems, f"{path}: record {rid} at block {block.offset}: {problem}")
                if warnings.getvalue().strip():
                    note = " ".join(warnings.getvalue().split())
                    _problem(problems, f"{path}: record {rid} at block {block.offset}: {note}")
                    warnings.seek(0)
                    warnings.truncate()
                yield RawRecord(block.offset, block.length, offset, block.data[offset:offset + length],
                                record.rec_type or "unknown", headers, record.format)
        except Exception as exc:  # noqa: BLE001 - warcio raises several kinds on garbage
            _problem(problems, f"{path}: unreadable record in block at offset {block.offset}: {exc}")


def recompress(source: str | os.PathLike[str], target: str | os.PathLike[str], preset: int = 1,
               group_bytes: int = 1_000_000) -> dict[str, int]:
    """Copy every record of ``source`` into ``target`` (container by name) with a CDXJ index beside it."""
    from corpustools.workspace import atomic_write, commit_temp, temp_name

    target = Path(target)
    kind = kind_of(target)
    if target.exists() and os.path.samefile(source, target):
        raise ValueError(f"{target} is the input itself; write to another name")
    tmp = temp_name(target)
    output = WarcOutput(tmp, kind, target.name, preset, group_bytes)
    problems: list[str] = []
    records = 0
    try:
        for raw in iter_raw_records(source, problems):
            index = None
            if raw.rec_type in ("response", "resource", "revisit"):
                index = _index_fields(raw)
            output.add([raw.data], 0 if index else None, index)
            records += 1
        output.close()
    except BaseException:
        output.abort()
        raise
    commit_temp(tmp, target)
    with atomic_write(cdxj_path(target), "w") as fh:
        fh.write(output.cdxj_text())
    return {"records": records, "problems": len(problems), "bytes_in": os.path.getsize(source),
            "bytes_out": os.path.getsize(target)}


def cdxj_path(warc: str | os.PathLike[str]) -> Path:
    """``x.warc.xz`` -> ``x.warc.xz.cdxj``: named after the whole WARC name, so ``x.warc.gz`` beside it
    (``warc recompress``) has an index of its own instead of overwriting this one."""
    warc = Path(warc)
    return warc.with_name(warc.name + ".cdxj")


def legacy_cdxj_path(warc: str | os.PathLike[str]) -> Path:
    """``x.warc.xz`` -> ``x.cdxj``, the index name of earlier versions (still read by :func:`check`)."""
    warc = Path(warc)
    for suffix in (".warc.xz", ".warc.gz", ".warc"):
        if warc.name.endswith(suffix):
            return warc.with_name(warc.name[: -len(suffix)] + ".cdxj")
    return cdxj_path(warc)


def index_of(warc: str | os.PathLike[str]) -> Path | None:
    """The existing CDXJ index of ``warc`` (its own name first, then the earlier stem name), or None."""
    for candidate in (cdxj_path(warc), legacy_cdxj_path(warc)):
        if candidate.exists():
            return candidate
    return None


def _index_fields(raw: RawRecord) -> dict[str, str]:
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


REQUIRED = ("WARC-Record-ID", "WARC-Date", "WARC-Type", "Content-Length")


def check(path: str | os.PathLike[str]) -> tuple[dict[str, int], list[str]]:
    """Verify container integrity, record structure, digests, request/response links and the CDXJ."""
    path = Path(path)
    problems: list[str] = []
    counts: dict[str, int] = {"records": 0}
    ids: set[str] = set()
    references: list[tuple[str, str]] = []
    blocks_with_response: dict[int, set[str]] = {}
    first = True
    ours = False
    plain = _sniff(path) == "warc"
    for raw in iter_raw_records(path, problems, check_digests=True):
        counts["records"] += 1
        if raw.format != "warc":
            counts[raw.format] = counts.get(raw.format, 0) + 1
            continue  # ARC: readable is all there is to check
        counts[raw.rec_type] = counts.get(raw.rec_type, 0) + 1
        rid = raw.headers.get("WARC-Record-ID", "")
        if first and raw.rec_type == "warcinfo" and b"software: corpustools/" in raw.data:
            ours = True
        if not raw.data.startswith((b"WARC/1.0\r\n", b"WARC/1.1\r\n")):
            first_line = raw.data.split(b"\n", 1)[0]
            problems.append(f"{path}: record {rid or '?'}: malformed version line {first_line!r}")
        missing = [h for h in REQUIRED if h not in raw.headers]
        if missing:
            problems.append(f"{path}: record {rid or '?'}: missing {', '.join(missing)}")
        if first and raw.rec_type != "warcinfo":
            counts["first_record_not_warcinfo"] = 1
        first = False
        if rid in ids:
            problems.append(f"{path}: duplicate WARC-Record-ID {rid}")
        ids.add(rid)
        for name in ("WARC-Concurrent-To", "WARC-Refers-To"):
            if name in raw.headers:
                references.append((rid, raw.headers[name]))
        if raw.rec_type == "response":  # a plain WARC is one block: records are indexed by their own offset
            key = raw.record_offset if plain else raw.block_offset
            blocks_with_response.setdefault(key, set()).add(raw.headers.get("WARC-Target-URI", ""))
    for rid, target in references:
        if target not in ids:
            # other tools may refer to records in other files (revisits, split captures): counted;
            # in a corpustools WARC every reference must resolve
            counts["references_outside"] = counts.get("references_outside", 0) + 1
            if ours:
                problems.append(f"{path}: record {rid} refers to {target}, which is not in the file")
    index = index_of(path)
    if index is not None:
        counts["cdxj_lines"] = 0
        for number, line in enumerate(index.read_text("utf-8").splitlines(), 1):
            counts["cdxj_lines"] += 1
            try:
                import json

                key, _, rest = line.split(" ", 2)
                entry = json.loads(rest)
                offset = int(entry["offset"])
            except (ValueError, KeyError) as exc:
                problems.append(f"{index}:{number}: malformed CDXJ line ({exc})")
                continue
            if entry.get("url") not in blocks_with_response.get(offset, set()) or key != surt_key(entry["url"]):
                problems.append(f"{index}:{number}: no response for {entry.get('url')} at offset {offset}")
    return counts, problems
