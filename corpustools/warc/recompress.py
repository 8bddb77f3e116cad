"""``corpustools warc recompress``: copy a WARC into another container (xz <-> gz <-> plain), record by
record with the exact bytes, and write its CDXJ index.  A WACZ (a zip of WARCs: Webrecorder's, Browsertrix's,
which roll a crawl's WARC over at a size) is copied as the one WARC its WARCs make, for the tools that read a
WARC and no zip; its pages list and indexes are left out (the CDXJ written is the copy's)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from corpustools.errors import InputError
from corpustools.warc.cdxj import INDEXED, cdxj_path, index_fields
from corpustools.warc.raw import RawRecord, iter_archive_records, with_progress
from corpustools.warc.reader import not_an_archive, unsaid_problem
from corpustools.warc.wacz import is_wacz
from corpustools.warc.writer import WarcOutput, kind_of


def recompress(source: str | os.PathLike[str], target: str | os.PathLike[str], preset: int = 1,
               group_bytes: int = 1_000_000) -> dict[str, Any]:
    """Copy every record of ``source`` into ``target`` (container by name) with a CDXJ index beside it; of a
    WACZ, every record of the WARCs it holds, in the zip's order, into the one ``target``.

    The counts returned: ``records`` copied, ``problems`` (the damage found, one message each, saying
    which records it cost), ``bytes_in``, ``bytes_out``.  A source of which no record can be read raises
    :class:`InputError` and writes nothing."""
    from corpustools.workspace import atomic_write, commit_temp, temp_name

    target = Path(target)
    kind = kind_of(target)
    if target.exists() and os.path.samefile(source, target):
        raise ValueError(f"{target} is the input itself; write to another name")
    why = None if is_wacz(source) else not_an_archive(source)
    if why:  # warcio would take any line of five words for an ARC header and copy the file as a record
        raise InputError(f"{unsaid_problem(str(source), why)}; no output written")
    target.parent.mkdir(parents=True, exist_ok=True)  # as download, vert, tag and dedup make that of their -o
    tmp = temp_name(target)
    output = WarcOutput(tmp, kind, target.name, preset, group_bytes)
    problems: list[str] = []
    notes: list[str] = []  # about records copied whole (warcio's complaints, members joined)
    records = 0
    try:
        for raw in with_progress(iter_archive_records(source, problems), source, f"recompress {Path(source).name}"):
            index = None
            if raw.rec_type in INDEXED and raw.format == "warc":  # an ARC record has no WARC headers to index
                index = index_fields(raw)
            output.add([_terminated(raw)], 0 if index else None, index)
            records += 1
            notes.extend(raw.notes)
            if raw.short_note:
                notes.append(f"{raw.short_note}; the copy declares {raw.short[1]}")
        if not records:  # not a WARC, or nothing readable: no empty output beside a good-looking index
            output.abort()
            raise InputError(f"{source}: no record could be read ({'; '.join(problems) or 'an empty file'}); "
                             f"no output written")
        output.close()
    except BaseException:
        output.abort()
        raise
    commit_temp(tmp, target)
    with atomic_write(cdxj_path(target), "w") as fh:
        fh.write(output.cdxj_text())
    return {"records": records, "problems": problems, "notes": notes, "bytes_in": os.path.getsize(source),
            "bytes_out": os.path.getsize(target)}


_HEAD_END = b"\r\n\r\n"


def _terminated(raw: RawRecord) -> bytes:
    """The record's bytes, with the CRLF CRLF that ends a WARC record added where the writer left it out.

    In a per-record gzip file a record without it still reads (its member ends there), and some tools
    wrote such records (Internet Archive's ia-web-commons counted it in the Content-Length); in an xz
    stream or a plain WARC, where the records follow each other, the next record would be read as the
    missing line ends and lost."""
    if raw.short is not None:
        return _with_true_length(raw)
    data = raw.data
    if raw.format != "warc":
        return data
    head_end = data.find(_HEAD_END)
    length = raw.headers.get("Content-Length", "").strip()
    if head_end < 0 or not length.isdigit():
        return data
    end = head_end + len(_HEAD_END) + int(length)
    tail = data[end:]
    if len(data) >= end and len(tail) < len(_HEAD_END) and _HEAD_END.startswith(tail):
        return data + _HEAD_END[len(tail):]
    return data


_WARC_LENGTH = re.compile(rb"(\r\ncontent-length:[ \t]*)\d+", re.I)
_ARC_LENGTH = re.compile(rb"\d+(\s*)$")


def _with_true_length(raw: RawRecord) -> bytes:
    """A record whose block is shorter than it declares (its gzip member or the file ends first), with
    the length it holds in its header and the line ends that end a record after it.

    Copied as it is, the record would take the next one's bytes for the rest of its block where records
    follow each other (an xz stream, a plain WARC) and that record would be lost; its digests, if any,
    stay as they were (``warc check`` of the copy names a block that is not the one they were taken of)."""
    data, held = raw.data, raw.short[1] if raw.short else 0
    if raw.format == "warc":
        head_end = data.find(_HEAD_END) + len(_HEAD_END)
        head = _WARC_LENGTH.sub(lambda m: m.group(1) + str(held).encode(), data[:head_end], count=1)
        return head + data[head_end:head_end + held] + _HEAD_END
    head_end = data.find(b"\n") + 1
    head = _ARC_LENGTH.sub(lambda m: str(held).encode() + m.group(1), data[:head_end], count=1)
    return head + data[head_end:head_end + held] + b"\n"
