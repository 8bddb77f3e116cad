"""The vert stage: WARC files -> vertical files, as a shard function (the unit of work) and an ad-hoc run.

``vert_shard(settings_data, input_path, output_path)`` is the unit of work every executor calls: one
WARC in, one ``.vert``/``.vert.xz`` out (temporary name, rename when complete, then the completion
marker), counters back.  Documents are processed by a :class:`~corpustools.vert.pool.WorkerPool` in
input order, so the output is byte-identical whatever the number of workers; a document whose worker
dies or passes ``vert.doc_time_cap`` is logged and counted as failed, and the rest goes on.  Exact
duplicate documents (same normalized text) in one output are written once and counted.  An input that
yields no document (no WARC, no web page in it, no page that gave one) is an error, never an empty
vertical marked done: no output and no marker when it is the only input, else its own error line.  Workspace mode
is an executor running :func:`vert_shard` over the stage's pending units (``vert/stage.py``).
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import IO, Any

from corpustools.counters import add_into
from corpustools.errors import InputError
from corpustools.stages import retrying_what_gave_nothing
from corpustools.vert.document import DocResult, process, retry_plain
from corpustools.vert.options import VertOptions
from corpustools.vert.pool import WorkerPool, worker_count
from corpustools.vert.read import HtmlRecord, SegmentCarry, iter_html
from corpustools.vertical.format import FORMATS, doc_id, doc_line
from corpustools.vertical.writer import open_output
from corpustools.warc.wacz import Layout, is_wacz
from corpustools.workspace import (
    MARKER_SUFFIX,
    is_done,
    made_otherwise,
    mark_done,
    note_nothing,
    nothing_note,
    read_once,
    seekable,
    shown_name,
)

log = logging.getLogger(__name__)

HAND_DROPPED_AGE = 60.0  # a WARC without a completion marker is taken when untouched this long (s)


def convert(settings_data: dict[str, Any], inputs: Sequence[str | os.PathLike[str]], output: str | os.PathLike[str],
            source: str | None = None, workers: int | None = None,
            pool: WorkerPool | None = None) -> dict[str, Any]:
    """WARC/ARC files -> one vertical file; returns the counters.  Never leaves a partial output.

    ``pool``: a running :class:`WorkerPool` made by :func:`make_pool` with the same settings, to reuse
    warm workers across many calls (workspace mode); by default a pool is started and stopped here.
    Exact duplicate documents are written once per output."""
    options = VertOptions.from_settings(settings_data)
    if options.format not in FORMATS:
        raise ValueError(f"unknown vertical format {options.format!r} ({', '.join(FORMATS)})")
    max_bytes = options.max_html_bytes
    output = Path(output)
    counters: dict[str, Any] = {"inputs": 0, "documents": 0}
    started = time.monotonic()
    seen: set[str] = set()  # text hashes of the documents written to this output
    seen_ids: dict[str, int] = {}
    progress = _Progress(output.name, inputs)
    own_pool = pool is None
    if pool is None:
        pool = make_pool(settings_data, workers)
    replaced_before = pool.replaced
    empty: list[tuple[str, str, bool]] = []  # the inputs that gave no document: why, what was skipped, damaged
    # in workspace mode every file is <stem>.vert.xz of some source: name the source too
    in_workspace = bool(source) and output.parent.name == source
    with contextlib.ExitStack() as stack:
        stack.push(lambda kind, *_: kind is _NothingWritten)  # runs last: the output is gone, go on
        if own_pool:
            stack.enter_context(pool)
        out = stack.enter_context(open_output(output))
        # a record segmented across two files of a crawl given together, in order, is joined (one vert run)
        carry = None if in_workspace else SegmentCarry()
        for index, given in enumerate(inputs):
            # stdin or a pipe (-i <(zcat x.warc.gz)) as a temporary file: a damaged WARC is read again
            # from a later record, which needs a file it can seek in
            piped = read_once(given)  # stdin or a pipe: no file name to give the documents
            name = "stdin" if piped else shown_name(Path(given).name)  # attributes: text, whatever the bytes
            try:
                input_path = stack.enter_context(seekable(given, ".warc"))
                progress.reading(input_path)
            except InputError as exc:  # (a file of /proc that errors): its line, and the others go on
                log.error(f"{exc}; nothing of it is read")
                empty.append((f"{'stdin' if str(given) == '-' else given} could not be read", "", True))
                counters["inputs"] += 1
                add_into(counters, {"input_damaged": 1, "input_unusable": 1})
                progress.next_file()
                continue
            src = shown_name(source if source is not None else "stdin" if piped else Path(given).resolve().parent.name)
            shown = f"{src}/{name}" if in_workspace else name  # the input in log lines
            file_counters: dict[str, Any] = {}
            pending: collections.deque[HtmlRecord] = collections.deque()

            if carry is not None:  # (a file read only once after it: stdin can fail to be copied, keep none)
                carry.more = index + 1 < len(inputs) and not read_once(inputs[index + 1])

            def records(path: str | os.PathLike[str] = input_path, fc: dict[str, Any] = file_counters,
                        queue: collections.deque[HtmlRecord] = pending, label: str = shown) -> Iterator[HtmlRecord]:
                for rec in iter_html(path, fc, max_bytes, label, carry):
                    queue.append(HtmlRecord(rec.url, rec.date, rec.offset, "", b"", where=rec.where, file=rec.file))
                    yield rec

            file_pages = 0
            for ok, result in pool.map(records()):
                meta = pending.popleft()
                file_pages += 1
                if not ok:
                    reason = result.reason
                    file_counters[f"failed:{reason}"] = file_counters.get(f"failed:{reason}", 0) + 1
                    log.warning(f"{meta.file or shown}:{meta.where or meta.offset}: {meta.url}: {result}; document skipped")
                    continue
                _write(out, result, meta, name, src, seen, seen_ids, file_counters, options.doc_attributes)
                progress.at(meta.where, meta.offset, counters["documents"] + file_counters.get("documents", 0))
            carried = len(carry.pages) if carry is not None else 0  # (its last page goes on in the next file)
            if not file_counters.get("documents") and not file_counters.get("duplicates") and not carried:
                empty.append((why_nothing(shown, file_counters, file_pages), _skipped(file_counters),
                              bool(file_counters.get("input_damaged"))))
                if not file_pages and not file_counters.get("input_unreadable"):
                    # no web page in it at all: the file's fault whatever the settings (one that could not
                    # be read, for want of permission, is not noted as holding none: a chmod, which
                    # leaves it unchanged, would not have it read again)
                    file_counters["input_unusable"] = 1
            counters["inputs"] += 1
            add_into(counters, file_counters)
            progress.next_file()
        counters["workers_replaced"] = pool.replaced - replaced_before
        if not counters.get("documents"):  # no file, which would pass for a finished one
            counters["failed:empty"] = 1
            raise _NothingWritten  # open_output removes its temporary file
        for why, reasons, damaged in empty:  # the others' documents are written; this one is an error all the same
            counters["empty_inputs"] = counters.get("empty_inputs", 0) + 1
            if not damaged:  # (a damaged input's line is the reader's)
                log.error(f"NO DOCUMENTS: {why} (skipped: {reasons or 'none'}); the other inputs' documents are "
                          f"written to {output.name}")
    counters["seconds"] = round(time.monotonic() - started, 3)
    progress.close()
    why = empty[0][0] if len(empty) == 1 else f"none of the {len(empty)} inputs gave one"
    label = f"{source}/{output.name}" if in_workspace else "stdout" if str(output) == "-" else output.name
    _report(output, counters, label, in_workspace, why)  # (standard output named as dedup and tag name it)
    return counters


def why_nothing(name: str, counters: dict[str, Any], pages: int) -> str:
    """Why the input ``name`` gave no document, from its counters (the line they go in lists what was
    skipped and why): it holds no web page (a WARC of requests, redirects, error pages and PDFs), or its
    web pages gave none."""
    records = counters.get("records", 0)
    if counters.get("input_damaged") and not records:
        return f"no WARC record could be read from {name}"
    if not pages and counters.get("skipped:conversion_text"):
        return (f"{name} holds the text of pages, not their HTML (conversion records of plain text: a WET file, as "
                "Common Crawl's *.warc.wet.gz); vert reads the WARC files the pages were fetched into (*.warc.gz)")
    metadata = counters.get("skipped:metadata", 0)  # (a warcinfo record alone is no WAT file: said below)
    if not pages and metadata and metadata + counters.get("skipped:warcinfo", 0) == records:
        return (f"{name} holds no web page, only metadata records (a WAT file, as Common Crawl's *.warc.wat.gz?); vert "
                "reads the WARC files the pages were fetched into (*.warc.gz)")
    if not pages:
        return f"{name} holds no web page (no HTML response with a 2xx status among its {records} records)"
    return f"none of the {pages} web pages of {name} gave a document"


class _NothingWritten(Exception):
    """Raised inside the output's block to drop it: no document, so no file."""


def make_pool(settings_data: dict[str, Any], workers: int | None = None) -> WorkerPool:
    """A worker pool for :func:`convert` (use it as a context manager)."""
    options = VertOptions.from_settings(settings_data)
    n = worker_count(options.workers if workers is None else workers)
    if options.extractor == "trafilatura":  # an optional package: missing -> one line here, not per worker
        import trafilatura  # noqa: F401
    return WorkerPool(process, options.document_options(), n, options.doc_time_cap, retry=retry_plain,
                      size_of=_payload_size)


def _payload_size(record: HtmlRecord) -> int:
    """A task's size for the pool's reading ahead: its page's bytes (as read: compressed when sent so)."""
    return len(record.payload)


def _write(out: IO[bytes], result: DocResult, meta: HtmlRecord, name: str, source: str, seen_text: set[str],
           seen_ids: dict[str, int], counters: dict[str, Any], doc_attributes: Sequence[str] = ()) -> None:
    if result.counters.get("capped"):
        log.warning(f"{name}: {meta.url}: page over vert.max_html_bytes once unpacked, cut to the limit")
    if result.counters.get("long_paragraphs"):
        log.warning(f"{name}: {meta.url}: {result.counters['long_paragraphs']} paragraph(s) longer than "
                    f"vert.max_paragraph_chars cut to that length before tokenizing")
    for key in result.counters:
        if key.startswith("retried:"):
            log.warning(f"{name}:{meta.where or meta.offset}: {meta.url}: {key[8:]}; read again by the plain pass")
    if result.skipped:
        counters[f"skipped:{result.skipped}"] = counters.get(f"skipped:{result.skipped}", 0) + 1
        return
    if result.text_hash in seen_text:
        counters["duplicates"] = counters.get("duplicates", 0) + 1
        return
    # Only now: the tokens, paragraphs and languages counted are those of the documents written.
    add_into(counters, {k: v for k, v in result.counters.items() if k != "documents"})
    seen_text.add(result.text_hash)
    ident = doc_id(meta.url, meta.date)
    seen_ids[ident] = seen_ids.get(ident, 0) + 1
    if seen_ids[ident] > 1:
        ident = f"{ident}-{seen_ids[ident]}"
    # (a page whose record began in the file before, segmented across the two: located where it begins)
    attrs = dict(result.attrs, id=ident, source=source, warc=f"{meta.file or name}:{meta.where or meta.offset}")
    out.write((doc_line(attrs, doc_attributes) + "\n").encode("utf-8"))
    out.write(result.utf8())
    counters["documents"] = counters.get("documents", 0) + 1


def _skipped(counters: dict[str, Any]) -> str:
    return ", ".join(f"{k[8:]} {v}" for k, v in sorted(counters.items()) if k.startswith("skipped:"))


def _report(output: Path, counters: dict[str, Any], label: str, in_workspace: bool = False, why: str = "") -> None:
    failed = sum(v for k, v in counters.items() if k.startswith("failed:") and k != "failed:empty")
    skipped = _skipped(counters)
    line = (f"{label}: {counters.get('documents', 0)} documents, {counters.get('tokens', 0)} tokens, "
            f"{counters.get('duplicates', 0)} duplicates, {failed} failed; skipped: {skipped or 'none'}"
            + (f"; {counters['empty_inputs']} input(s) without a document" if counters.get("empty_inputs") else "")
            + f" ({counters['seconds']:.1f} s)")
    if counters.get("failed:empty"):
        where = "stdout" if str(output) == "-" else "no output written"
        log.error(f"{line}: NO DOCUMENTS: {why or 'no input gave one'} ({where})")
    else:
        log.info(line)


class _Progress:
    """The progress bar of a vert run on a terminal (not with -q): input bytes read of the total, so it
    shows an ETA, and the documents written so far (duplicates and skipped pages are not counted)."""

    def __init__(self, label: str, inputs: Sequence[str | os.PathLike[str]]) -> None:
        from corpustools.log import progress_bar

        sizes = [os.path.getsize(p) if str(p) != "-" and os.path.isfile(p) else None for p in inputs]
        total = None if None in sizes else sum(s for s in sizes if s is not None)
        self.bar = progress_bar(desc=label, total=total, unit="B", unit_scale=True, leave=False)
        self.sizes, self.base, self.file = sizes, 0, 0
        self.layout: Layout | None = None  # the file read is a WACZ: where its members lie in it

    def reading(self, path: str | os.PathLike[str]) -> None:
        """The file being read is at ``path`` (a pipe's copy): a WACZ's records are placed in their members."""
        self.layout = Layout(path) if self.bar is not None and is_wacz(path) else None

    def at(self, where: str, offset: int, documents: int) -> None:
        """The record at ``where`` (``STREAM:OFFSET`` in an xz file: STREAM is the compressed offset;
        ``MEMBER:…`` in a WACZ: as in a file the member is) is done."""
        if self.bar is None:
            return
        size = self.sizes[self.file] if self.file < len(self.sizes) else None
        layout, member = self.layout, ""
        if layout is not None and where and (split := layout.split(where)) is not None:
            member, where = split
        head = where.split(":", 1)[0] if where else ""
        position = int(head) if head.isdigit() else int(offset)
        if layout is not None and member:  # (clamped to the member's size as below to the file's)
            position = layout.in_file(member, position)
        elif size is not None:
            position = min(position, size)  # one gzip stream: the offset is in the unpacked data
        self.bar.set_postfix_str(f"{documents} documents", refresh=False)
        self.bar.update(max(0, self.base + position - self.bar.n))

    def next_file(self) -> None:
        self.layout = None
        if self.bar is None:
            return
        size = self.sizes[self.file] if self.file < len(self.sizes) else None
        self.base += size or 0
        self.file += 1
        self.bar.update(max(0, self.base - self.bar.n))

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def vert_shard(settings_data: dict[str, Any], input_path: str | os.PathLike[str],
               output_path: str | os.PathLike[str], pool: WorkerPool | None = None) -> dict[str, Any]:
    """One WARC -> one vertical + completion marker; the unit of work of every executor."""
    if is_done(output_path):
        return {"already_done": 1}
    source = Path(input_path).resolve().parent.name
    counters = convert(settings_data, [input_path], output_path, source=source, pool=pool)
    output = Path(output_path)
    if not counters.get("failed:empty"):
        mark_done(output_path, counters, made_with(settings_data))
        nothing_note(output).unlink(missing_ok=True)  # (a WARC put in the place of one that held nothing)
    elif counters.get("input_unusable") and not retrying_what_gave_nothing():
        # no web page in it: the same whatever the settings, so not read again on every run (big-brother
        # retries it instead, and sets it aside after big_brother.max_failures)
        note = note_nothing(output, input_path, "holds no web page")
        log.info(f"{source}/{output.name}: {Path(input_path).name} noted as holding no web page "
                 f"({note.name}): later runs pass it over until the file changes (delete the note to read it again)")
    return counters


def made_with(settings_data: dict[str, Any]) -> dict[str, Any]:
    """What a vertical's marker keeps of its run: the settings that change what a vertical holds (its
    format, the extractor, language detection, the tokenizer, the <doc> attributes ...), so a later run
    can tell they changed (lists, not tuples: the marker is JSON)."""
    options = VertOptions.from_settings(settings_data)
    from corpustools.vert.tokenchoice import effective_choice

    return {"format": options.format, "extractor": options.extractor, "langid": options.langid,
            "languages": list(options.languages), "tokenizer": effective_choice(options.tokenizer) or "by language",
            "doc_attributes": list(options.doc_attributes) or "all", "paragraph_lang": options.paragraph_lang,
            "keep_listings": options.keep_listings, "obey_noindex": options.obey_noindex,
            "htmldate": options.htmldate, "page_date": options.page_date}


def _shown(value: Any) -> str:
    """A setting as corpustools.toml writes it (true, not True; [] as none)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(map(str, value)) or "none"
    return str(value)


def say_if_made_otherwise(settings: Any, workspace: Any, outputs: set[Path]) -> None:
    """One warning when the settings are not those that made the newest vertical made before: a corpus
    growing day after day would otherwise hold verticals of two formats (or extractors, tokenizers ...)
    with nothing saying so, and dedup and tag would take both; the verticals made before are kept."""
    from corpustools.vert.stage import STAGE

    folder = workspace.root / str(STAGE.writes)
    now = made_with(settings.data)
    found = made_otherwise(folder, now, outputs)
    if found is None:
        return
    newest, before, changed = found
    log.warning(f"the settings are not those that made {newest.parent.name}/{newest.name}, the newest vertical made "
                f"before ({', '.join(f'vert.{k} was {_shown(before[k])}, now {_shown(now[k])}' for k in changed)}): the verticals "
                f"made before are kept as they are; to make them again, delete them and their {MARKER_SUFFIX} "
                f"markers from {folder.name}/")


def warc_ready(warc: Path) -> bool:
    """A WARC may be converted once download finished it (its marker), or, dropped in by hand without a
    marker, once it stopped changing for a while (it may still be being copied)."""
    try:
        if is_done(warc) or time.time() - warc.stat().st_mtime >= HAND_DROPPED_AGE:
            return True
    except OSError:  # gone since it was listed: not taken now
        return False
    log.debug(f"{warc}: no completion marker and recently changed; left for the next run")
    return False


@contextlib.contextmanager
def worker_resources(settings_data: dict[str, Any], workers: int | None = None) -> Iterator[dict[str, Any]]:
    """The stage's per-worker resources: one warm :class:`WorkerPool` that every file of a run shares.

    Exact duplicates are removed within each output (one unit of work), so the output of a file does
    not depend on which other files were pending in the same run, on a rerun after a crash, or on the
    executor (local or Dask)."""
    with make_pool(settings_data, workers) as pool:
        yield {"pool": pool}


def failed(counters: dict[str, Any]) -> bool:
    """Exit status 1: a shard failed, an input was damaged or yielded no document (a WARC of no web page
    too: an error, never an empty vertical marked done), or documents failed and none was written."""
    failed_docs = sum(v for k, v in counters.items() if k.startswith("failed:"))
    return bool(counters.get("failed:shard") or counters.get("input_damaged") or counters.get("failed:empty")
                or counters.get("empty_inputs") or (failed_docs and not counters.get("documents")))
