"""``corpustools warc check``: container integrity, record structure, digests, references between
records and the CDXJ index of one WARC/ARC file; of a WACZ, each WARC it holds, as a file of its own."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from corpustools.warc.cdxj import INDEXED, index_of, surt_key
from corpustools.warc.raw import RawRecord, iter_raw_records, renamed, with_progress
from corpustools.warc.reader import SHORT_BY_LINE_ENDS, not_an_archive, unsaid_problem

REQUIRED = ("WARC-Record-ID", "WARC-Date", "WARC-Type", "Content-Length")
ADDRESSED = frozenset({"response", "resource", "request", "revisit", "conversion", "continuation"})  # WARC 1.1 6.2


def check(path: str | os.PathLike[str], warnings: list[str] | None = None,
          name: str | None = None, on_record: Callable[[RawRecord], None] | None = None) -> tuple[dict[str, int], list[str]]:
    """Verify container integrity, record structure, digests, request/response links and the CDXJ.

    ``warnings`` collects what vert reads whole all the same (an ARC record a few bytes short of its
    declared length: writers that counted its line ends); without it they are problems.  ``name``: the file
    on the progress bar (by default its name).  ``on_record``: told of every record read (a WACZ's index is
    compared with its members' records so: :class:`_WaczIndex`)."""
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
        if on_record is not None:
            on_record(raw)
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
    read, the file cut short) as ``name``'s; then the WACZ's CDXJ index compared with the records read
    (:class:`_WaczIndex`), as ``NAME:indexes/index.cdx``'s."""
    from corpustools.warc.container import sniff
    from corpustools.warc.wacz import warc_members

    problems: list[str] = []
    index = _WaczIndex(path, name)
    for member in warc_members(path, name, problems):
        found = problems[:]  # (the zip's damage of this member: the list stays the one warc_members fills)
        problems.clear()
        counts: dict[str, int] = {"records": 0}
        warnings: list[str] = []
        if member.path is not None:
            seen = index.seen_in(member.name, sniff(member.path) == "warc")
            counts, own = check(member.path, warnings, member.label, seen)
            found += [renamed(problem, member.path, member.label) for problem in own]
            warnings = [renamed(warning, member.path, member.label) for warning in warnings]
        yield member.label, counts, found, warnings
    if problems:
        yield name, {}, problems, []
    yield from index.report()


class _WaczIndex:
    """A WACZ's CDXJ index (``indexes/*.cdx``, ``.cdxj``, ``.cdx.gz``) against the records of its WARC members: each
    line's ``filename`` and ``offset`` must be where a record begins, its ``length`` the bytes that record takes
    there (its gzip member; a plain WARC's record with its closing line ends), its ``digest`` the record's
    WARC-Payload-Digest and its ``url`` the record's target.  A replay (pywb, ReplayWeb.page) finds a capture only
    through these lines: a line gone wrong is a page it cannot show, or shows from another record.  A mismatch is
    a problem, one line each; the records a replay looks up (responses, resources, revisits) that no line names
    are counted and said in one warning."""

    def __init__(self, path: str | os.PathLike[str], name: str) -> None:
        from corpustools.warc.wacz import ARCHIVE, index_files

        self.name = name
        self.files: list[str] = []
        self.problems: list[str] = []
        self.counts = {"cdxj_lines": 0, "matched": 0, "not_indexed": 0}
        self.lines: dict[tuple[str, int], list[tuple[str, dict[str, str]]]] = {}  # (member, offset) -> its lines
        for index, data in index_files(path):
            self.files.append(index)
            if data is None:
                self.problems.append(f"{name}:{index}: the index cannot be read (its zip member or gzip is damaged)")
                continue
            for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
                if not line.strip() or line.startswith(("!", " CDX")):  # (a header line: "!meta 0 {...}")
                    continue
                self.counts["cdxj_lines"] += 1
                where = f"{name}:{index}:{number}"
                try:
                    entry = json.loads(line.split(" ", 2)[2])
                    member = str(entry["filename"])
                    offset = int(entry["offset"])
                except (IndexError, ValueError, KeyError, TypeError) as exc:
                    self.problems.append(f"{where}: malformed CDXJ line ({type(exc).__name__}: {exc})")
                    continue
                member = member if member.startswith(ARCHIVE) else ARCHIVE + member
                self.lines.setdefault((member, offset), []).append((where, entry))

    def seen_in(self, member: str, plain: bool) -> Callable[[RawRecord], None]:
        """What :func:`check` tells of each record of ``member`` (``plain``: an uncompressed WARC)."""
        def seen(raw: RawRecord) -> None:
            lines = self.lines.pop((member, raw.stored_at), None)
            if lines is None:
                if raw.rec_type in INDEXED or raw.format == "arc":
                    self.counts["not_indexed"] += 1
                return
            length = len(raw.data) if plain else raw.block_length
            for where, entry in lines:
                wrong = _unlike(entry, raw, length)
                if wrong:
                    self.problems.append(f"{where}: {entry.get('url', '?')}: {'; '.join(wrong)} (the record at "
                                         f"offset {raw.stored_at} of {member})")
                else:
                    self.counts["matched"] += 1
        return seen

    def report(self) -> Iterator[tuple[str, dict[str, int], list[str], list[str]]]:
        """The index's line (none for a WACZ without one): its counts, its mismatches, the records it leaves out."""
        if not self.files:
            return
        for (member, offset), lines in sorted(self.lines.items()):  # lines no record read answered
            for where, entry in lines:
                self.problems.append(f"{where}: {entry.get('url', '?')}: no record read begins at offset {offset} "
                                     f"of {member}")
        warnings = []
        if self.counts["not_indexed"]:
            warnings.append(f"{self.name}: {self.counts['not_indexed']} records of its WARCs (responses, resources, "
                            f"revisits) are in no line of its index: a replay does not find them")
        from corpustools.warc.wacz import INDEXES

        label = f"{self.name}:{self.files[0]}" if len(self.files) == 1 else f"{self.name}:{INDEXES}"  # (compared together)
        yield label, dict(self.counts), self.problems, warnings


def _unlike(entry: dict[str, str], raw: RawRecord, length: int) -> list[str]:
    """How the CDXJ line ``entry`` differs from the record it points at (``length``: the bytes the record takes)."""
    wrong = []
    if "length" in entry and str(entry["length"]).isdigit() and int(entry["length"]) != length:
        wrong.append(f"length {entry['length']} where the record takes {length} bytes")
    uri = raw.headers.get("WARC-Target-URI", raw.headers.get("uri", "")).strip("<>")
    if entry.get("url") and entry["url"] != uri:
        wrong.append(f"the record is of {uri or 'no URL'}")
    said, held = _digest(str(entry.get("digest") or "")), _digest(raw.headers.get("WARC-Payload-Digest", ""))
    if said and held and said[0] == held[0] and said[1] != held[1]:
        wrong.append(f"digest {entry['digest']} where the record's is {raw.headers['WARC-Payload-Digest']}")
    return wrong


def _digest(value: str) -> tuple[str, str] | None:
    """A payload digest as (algorithm, value): ``sha1:BASE32`` (pywb, py-wacz; without ``sha1:`` in older CDX),
    ``sha256:hex`` (Browsertrix); None for none."""
    value = value.strip()
    if not value or value == "-":
        return None
    algorithm, _, digest = value.rpartition(":")
    return (algorithm.lower() or "sha1", digest.lower())
