"""``corpustools warc check``: container integrity, record structure, digests, references between
records and the CDXJ index of one WARC/ARC file; of a WACZ, each WARC it holds, as a file of its own."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

from corpustools.warc.cdxj import INDEXED, index_of, surt_key
from corpustools.warc.raw import iter_raw_records, renamed, with_progress
from corpustools.warc.reader import SHORT_BY_LINE_ENDS, not_an_archive, unsaid_problem

REQUIRED = ("WARC-Record-ID", "WARC-Date", "WARC-Type", "Content-Length")
ADDRESSED = frozenset({"response", "resource", "request", "revisit", "conversion", "continuation"})  # WARC 1.1 6.2


def check(path: str | os.PathLike[str], warnings: list[str] | None = None,
          name: str | None = None) -> tuple[dict[str, int], list[str]]:
    """Verify container integrity, record structure, digests, request/response links and the CDXJ.

    ``warnings`` collects what vert reads whole all the same (an ARC record a few bytes short of its
    declared length: writers that counted its line ends); without it they are problems.  ``name``: the file
    on the progress bar (by default its name)."""
    path = Path(path)
    problems: list[str] = []
    counts: dict[str, int] = {"records": 0}
    ids: set[str] = set()
    references: list[tuple[str, str]] = []
    blocks_with_response: dict[int, set[str]] = {}
    first = True
    ours = False
    why = not_an_archive(path)
    if why:  # warcio would take any line of five words for an ARC header
        return counts, [unsaid_problem(str(path), why)]
    for raw in with_progress(iter_raw_records(path, problems, check_digests=True), path, f"check {name or path.name}"):
        counts["records"] += 1
        problems.extend(raw.notes)
        if raw.short_note:
            quirk = raw.format == "arc" and raw.short and raw.short[0] - raw.short[1] <= SHORT_BY_LINE_ENDS
            if quirk and warnings is not None:
                warnings.append(f"{raw.short_note}; read whole (its writer counted the line ends)")
            else:
                problems.append(raw.short_note)
        if raw.format != "warc":
            counts[raw.format] = counts.get(raw.format, 0) + 1
            length = raw.headers.get("length", "")
            if not length.isdigit():  # '-1', 'abc': read as an empty record, its capture lost ('OK' before)
                problems.append(f"{path}: ARC record {raw.headers.get('uri', '?')} "
                                f"at offset {raw.stored_at}: "
                                f"length {length!r} is no number of bytes; its content cannot be read")
            continue  # ARC: readable is all there is to check
        counts[raw.rec_type] = counts.get(raw.rec_type, 0) + 1
        rid = raw.headers.get("WARC-Record-ID", "")
        if first and raw.rec_type == "warcinfo" and b"software: corpustools/" in raw.data:
            ours = True
        if not raw.data.startswith((b"WARC/1.0\r\n", b"WARC/1.1\r\n")):
            first_line = raw.data.split(b"\n", 1)[0]
            problems.append(f"{path}: record {rid or '?'}: malformed version line {first_line!r}")
        missing = [h for h in REQUIRED if h not in raw.headers]
        if raw.rec_type in ADDRESSED and "WARC-Target-URI" not in raw.headers:
            missing.append("WARC-Target-URI")  # (vert skips such a response: 'skipped:no_uri')
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
        if raw.rec_type in INDEXED:  # a plain WARC is one block: records are indexed by their own offset
            key = raw.stored_at
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
                key, _, rest = line.split(" ", 2)
                entry = json.loads(rest)
                offset = int(entry["offset"])
            except (ValueError, KeyError) as exc:
                problems.append(f"{index}:{number}: malformed CDXJ line ({exc})")
                continue
            if entry.get("url") not in blocks_with_response.get(offset, set()) or key != surt_key(entry["url"]):
                problems.append(f"{index}:{number}: no response for {entry.get('url')} at offset {offset}")
    return counts, problems


def check_wacz(path: str | os.PathLike[str], name: str) -> Iterator[tuple[str, dict[str, int], list[str], list[str]]]:
    """:func:`check` of each WARC member of the WACZ at ``path``, in the zip's order: (the member as
    ``NAME:archive/x.warc.gz``, its counts, problems and warnings), the zip's damage of a member among its
    problems (a member the zip cannot give a byte of: no record); the zip's own trouble (its directory cannot be
    read) as ``name``'s.  A member has no CDXJ of its own to check: the WACZ's index is not compared."""
    from corpustools.warc.wacz import warc_members

    problems: list[str] = []
    for member in warc_members(path, name, problems):
        found = problems[:]  # (the zip's damage of this member: the list stays the one warc_members fills)
        problems.clear()
        counts: dict[str, int] = {"records": 0}
        warnings: list[str] = []
        if member.path is not None:
            counts, own = check(member.path, warnings, member.label)
            found += [renamed(problem, member.path, member.label) for problem in own]
            warnings = [renamed(warning, member.path, member.label) for warning in warnings]
        yield member.label, counts, found, warnings
    if problems:
        yield name, {}, problems, []
