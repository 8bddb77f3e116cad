"""``corpustools warc recompress``: copy a WARC into another container (xz <-> gz <-> plain), record by
record with the exact bytes, and write its CDXJ index."""

from __future__ import annotations

import os
from pathlib import Path

from corpustools.warc.cdxj import cdxj_path, index_fields
from corpustools.warc.reader import iter_raw_records
from corpustools.warc.writer import WarcOutput, kind_of


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
                index = index_fields(raw)
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
