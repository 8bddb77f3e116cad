"""The download stage: link files -> WARC files, in workspace mode or ad hoc.

Workspace mode (:func:`download_workspace`): every pending ``collected_links/<source>/*.collected``
(and any ``*.txt`` dropped there by hand) becomes ``warcs/<source>/<stem>.warc.xz`` with
``<stem>.warc.xz.cdxj`` beside it.  Order of commitment, so that a kill at any moment is safe: the WARC and
its index are written under temporary names, renamed into place, then the completion marker is
written, and only then is the link file renamed to ``*.downloaded``.  A rerun first removes dead
writers' temporary files, finishes the rename for outputs that have a marker, and downloads again
every link file without one (overwriting a WARC that was renamed but not marked), so every link ends
up in exactly one finished WARC, once.

With ``shard=(i, n)`` only links whose host hashes to shard ``i`` are taken (a stable hash, so N
machines never fetch one host at once); the output is ``<stem>.shard-I-of-N.warc.xz`` and the link
file is renamed when all N shards are done.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import logging
import os
import re
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TextIO

from corpustools.config import ConfigError, Settings
from corpustools.download import ledger
from corpustools.download.capture import default_warcinfo
from corpustools.download.engine import MIN_PAUSE, Engine, Job
from corpustools.errors import InputError
from corpustools.linkfile import decode_list, entries, format_line, read_list
from corpustools.log import LineProblems, progress_bar
from corpustools.net import host_of, normalize_url, url_hint
from corpustools.stages import held_back, units
from corpustools.stopping import StopRequest
from corpustools.warc.cdxj import cdxj_path
from corpustools.warc.writer import Compression, WarcOutput, kind_of, warc_date, xz_compression
from corpustools.workspace import (
    AlreadyLocked,
    PidLock,
    Workspace,
    atomic_write,
    commit_temp,
    is_done,
    mark_done,
    not_a_file,
    regular_file,
    remove_stale_temps,
    temp_name,
)

log = logging.getLogger(__name__)

DONE_SUFFIX = ".downloaded"
NO_LINKS_SUFFIX = ".no-links"  # a link file without one usable URL, set aside (not pending, not downloaded)
# Links that failed for a reason that may pass (host down, overloaded, slow) get another chance: they
# are written to a new pending link file <stem>.retry-N.txt, at most MAX_ROUNDS times.
TRANSIENT = ("failed:timeout", "failed:too-slow", "failed:refused", "failed:reset", "failed:connection",
             "failed:dns", "failed:http-5", "failed:http-429", "failed:host-set-aside", "skipped:robots-unreachable")
MAX_ROUNDS = 2


def shard_of(host: str, count: int) -> int:
    """The shard (0 .. count-1) a host belongs to: a stable hash, the same on every machine."""
    digest = hashlib.blake2b(host.lower().encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") % count


Links = list[tuple[str, str, dict[str, str]]]  # (normalized URL, "name:line", provenance columns)


def read_links(lines: Iterable[str], name: str, seen: set[str] | None = None) -> Iterator[tuple[str, str, dict[str, str]]]:
    """(normalized URL, "name:line", provenance columns) for each usable line (see
    :mod:`corpustools.linkfile`); malformed and duplicate lines are logged once."""
    seen = set() if seen is None else seen
    problems = LineProblems(log, name)
    for number, text, written, columns in entries(lines):
        where = f"{name}:{number}"
        url = normalize_url(written)
        if url is None:
            problems.add(where, "not a usable http(s) URL", repr(text[:200]) + url_hint(written))
            continue
        if url in seen:
            problems.add(where, "duplicate URL", url)
            continue
        seen.add(url)
        yield url, where, columns
    problems.close()


def _new_job(name: str, target: Path, settings_data: dict[str, Any]) -> Job:
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(target)
    dl = settings_data["download"]
    output = WarcOutput(tmp, kind_of(target), target.name, _compression(dl), int(dl["xz_group_bytes"]),
                        bool(dl["xz_adaptive"]))
    output.add([default_warcinfo(target.name, settings_data, warc_date(time.time()))])
    return Job(name, output)


def _compression(dl: dict[str, Any]) -> Compression:
    try:
        return xz_compression(str(dl["xz_filter"]), int(dl["xz_preset"]))
    except ValueError as exc:
        raise ConfigError(f"download.{exc}") from None


def _commit_job(job: Job, target: Path, keep_empty: bool = True, quiet_empty: bool = False) -> bool:
    """Rename the finished WARC and its CDXJ into place; False (and temp removed) on failure, and
    without ``keep_empty`` when not one capture was written (a WARC of its warcinfo record alone; logged
    as an error unless ``quiet_empty``)."""
    job.closed.wait()
    if job.error is None and not keep_empty and not job.output.captures:
        job.output.abort()
        if not quiet_empty:
            log.info(summary_line(str(target), job.counters, 0))
            log.error(f"{target}: NOTHING FETCHED: not one link gave a response to keep; no WARC written")
        return False
    try:
        if job.error is not None:
            raise job.error
        with atomic_write(cdxj_path(target), "w") as fh:
            fh.write(job.output.cdxj_text())
        commit_temp(job.output.path, target)
    except Exception as exc:  # noqa: BLE001 - a full disk, a folder gone: one line naming the output
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or repr(exc)
        log.error(f"{target}: cannot write: {reason}; no WARC written")
        job.output.abort()
        cdxj_path(target).unlink(missing_ok=True)
        return False
    job.counters["warc_bytes"] = target.stat().st_size
    if job.output.fast_groups:
        job.counters["xz_fast_groups"] = job.output.fast_groups
    return True


def _progress(total: int) -> Any:
    return progress_bar(total=total, unit="link", desc="download", dynamic_ncols=True)


def _size(n: float) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 1e6 else f"{n / 1e3:.0f} kB"


def summary_line(name: str, counters: dict[str, Any], seconds: float) -> str:
    fetched = int(counters.get("fetched", 0))
    failed = {k.split(":", 1)[1]: int(v) for k, v in counters.items() if k.startswith("failed:")}
    skipped = {k.split(":", 1)[1]: int(v) for k, v in counters.items() if k.startswith("skipped:")}
    parts = [f"{fetched} fetched"]
    if failed:
        parts.append(f"{sum(failed.values())} failed (" + ", ".join(f"{v} {k}" for k, v in sorted(failed.items())) + ")")
    if skipped.get("robots"):
        parts.append(f"{skipped.pop('robots')} skipped by robots.txt")
    if skipped:
        parts.append(f"{sum(skipped.values())} skipped (" + ", ".join(f"{v} {k}" for k, v in sorted(skipped.items())) + ")")
    parts.append(f"{_size(counters.get('bytes', 0))} received")
    if counters.get("warc_bytes"):
        parts.append(f"{_size(counters['warc_bytes'])} written")
    if counters.get("xz_fast_groups"):
        parts.append(f"{counters['xz_fast_groups']} xz groups with the fast filter while compression lagged")
    if seconds:
        parts.append(f"{seconds:.1f} s")
    return f"{name}: " + ", ".join(parts)


def is_hand_dropped(path: Path) -> bool:
    """A ``*.txt`` link file put there by someone else (not download's own ``.retry-N.txt`` and
    ``.rest-N.txt``)."""
    return path.suffix == ".txt" and RETRY_NAME.search(path.name) is None


RETRY_NAME = re.compile(r"\.(retry|rest)-\d+(\.shard-\d+-of-\d+)?\.txt$")


def hand_dropped_quiet(workspace: Workspace, settings: Any = None) -> float:
    """download.hand_dropped_quiet of ``settings`` (or of the workspace's corpustools.toml)."""
    if settings is None:
        from corpustools.config import DEFAULTS, ConfigError, load_settings

        try:
            settings = load_settings(workspace.root)
        except ConfigError:
            return float(DEFAULTS["download"]["hand_dropped_quiet"])
    return float(settings.get("download.hand_dropped_quiet"))


def link_file_ready(path: Path) -> bool:
    """The download stage's ``ready`` rule: every ``*.collected`` (written whole by collect) at once; a
    hand-dropped ``*.txt`` only once it has not changed for ``download.hand_dropped_quiet`` seconds
    (a file still being written or copied waits for a later run)."""
    if not is_hand_dropped(path):
        return True
    quiet = hand_dropped_quiet(Workspace.at(path.parent.parent.parent))
    try:
        age = time.time() - path.stat().st_mtime
    except FileNotFoundError:
        return False
    if age < quiet:
        log.debug(f"{path}: changed {age:.0f} s ago; taken once it has been quiet for {quiet:.0f} s")
        return False
    return True


def _pending_files(workspace: Workspace) -> list[Path]:
    return [unit.input for unit in units("download", workspace)]


def _shard_suffix(shard: tuple[int, int] | None) -> str:
    return f".shard-{shard[0]}-of-{shard[1]}" if shard else ""


def _all_shards_done(warc_dir: Path, stem: str, count: int) -> bool:
    return all(_shard_handled(warc_dir / f"{stem}.shard-{i}-of-{count}.warc.xz") for i in range(count))


def retry_stem(link_file: Path) -> tuple[str, int]:
    """The stem of the link file that ``link_file`` comes from (``<stem>.retry-N[.shard-I-of-N].txt`` ->
    ``<stem>``) and N, its retry round (0 for the link file itself): what its retry files are named by."""
    stem = re.sub(r"\.shard-\d+-of-\d+$", "", link_file.stem)
    base, _, number = stem.rpartition(".retry-")
    return (base, int(number)) if base and number.isdigit() else (stem, 0)


def _write_retry_file(link_file: Path, job: Job, shard: tuple[int, int] | None) -> None:
    """Transient failures go to ``<stem>.retry-N[.shard-I-of-N].txt`` for a later run (at most MAX_ROUNDS)."""
    urls = [url for url, key in job.failed if key.startswith(TRANSIENT)]
    if not urls:
        return
    stem, done = retry_stem(link_file)
    round_ = done + 1
    if round_ > MAX_ROUNDS:
        log.warning(f"{link_file}: {len(urls)} links failed again after {MAX_ROUNDS} retry rounds; given up")
        return
    retry = link_file.with_name(f"{stem}.retry-{round_}{_shard_suffix(shard)}.txt")
    _requeue(link_file, urls, retry)
    log.info(f"{link_file}: {len(urls)} links with transient failures queued for another try in {retry.name}")


def _write_rest_file(link_file: Path, job: Job, shard: tuple[int, int] | None) -> None:
    """Links left unfetched by an interruption go to a new pending link file ``<stem>.rest-N.txt``."""
    urls = [url for url, key in job.failed if key == "interrupted"]
    if not urls:
        return
    stem = re.sub(r"\.shard-\d+-of-\d+$", "", link_file.stem)
    number = 1
    while any(link_file.with_name(f"{stem}.rest-{number}{_shard_suffix(shard)}{suffix}").exists()
              for suffix in (".txt", DONE_SUFFIX)):
        number += 1
    rest = link_file.with_name(f"{stem}.rest-{number}{_shard_suffix(shard)}.txt")
    _requeue(link_file, urls, rest)
    log.info(f"{link_file}: {len(urls)} links not fetched before the interruption left in {rest.name}")


def _requeue(link_file: Path, urls: list[str], path: Path) -> None:
    """Write ``urls`` with their columns from ``link_file`` to the new pending link file ``path``."""
    wanted, columns = set(urls), {}
    for _, _, written, cols in entries(decode_list(link_file.read_bytes())[0].splitlines()):  # as _read_link_file
        url = normalize_url(written)
        if url in wanted:
            columns.setdefault(url, cols)
    with atomic_write(path, "w") as fh:
        fh.write("".join(format_line(url, **columns.get(url, {})) + "\n" for url in urls))


def _mark_downloaded(link_file: Path) -> None:
    target = link_file.with_name(link_file.stem + DONE_SUFFIX)
    try:
        os.replace(link_file, target)
    except FileNotFoundError:
        if not target.exists():  # another shard finishing the same link file renamed it first
            raise


def failed(counters: dict[str, Any]) -> bool:
    """Exit status 1: an output could not be written, or links were tried and not one was fetched (some
    failed pages are the web's business, not ours; all of them is a problem of the run)."""
    return bool(counters.get("failed:output") or counters.get("failed:no_links") or counters.get("failed:nothing")
                or counters.get("unreadable_inputs") or every_link_failed(counters))


def every_link_failed(counters: dict[str, Any]) -> int:
    """The number of links tried when not one was fetched (0 otherwise); a link file set aside for
    holding no link (``failed:no_links``, already logged) is no link tried."""
    tried = sum(v for k, v in counters.items() if k.startswith("failed:") and k not in _FILE_FAILURES)
    return 0 if counters.get("fetched") else tried


_FILE_FAILURES = ("failed:output", "failed:no_links", "failed:nothing")


def download_workspace(settings: Settings, workspace: Workspace, shard: tuple[int, int] | None = None,
                       window: int = 8) -> dict[str, dict[str, Any]]:
    """Download every pending link file of the workspace; returns counters per source.

    One engine (one set of host slots) serves the whole run; at most ``window`` link files are open
    at a time, committed in order as they complete.
    """
    if shard is not None and not (shard[1] >= 1 and 0 <= shard[0] < shard[1]):
        raise ValueError(f"shard {shard[0]}/{shard[1]}: need 0 <= I < N")
    if not workspace.collected_links.is_dir():
        log.warning(f"{workspace.collected_links}: no such folder; nothing to download (is {workspace.root} a workspace?)")
        return {}
    workspace.ensure()
    lock_name = f"download{_shard_suffix(shard).replace('.', '-')}.lock"
    try:
        lock = PidLock(workspace.state / lock_name).acquire()
    except AlreadyLocked as exc:
        log.warning(f"another download of this workspace is running (process {exc.holder or '?'}); not started")
        return {}
    try:
        return _download_pending(settings, workspace, shard, window)
    finally:
        lock.release()


def _download_pending(settings: Settings, workspace: Workspace, shard: tuple[int, int] | None,
                      window: int) -> dict[str, dict[str, Any]]:
    for removed in remove_stale_temps(workspace.warcs):
        log.info(f"{removed}: removed a temporary file left by a dead process")
    ledger.recover_pending(workspace)
    results: dict[str, dict[str, Any]] = {}
    todo: list[tuple[Path, Path]] = []
    for path in workspace.link_files_not_read():
        where = path.relative_to(workspace.root)
        if not regular_file(path):
            log.warning(not_a_file(path, where))
            continue
        log.warning(f"{where}: not read: link files go into collected_links/<source>/ and are named *.txt"
                    + (f" (move it to collected_links/SOURCE/{path.stem}.txt)" if path.parent == workspace.collected_links
                       else f" (rename it {path.stem}.txt)"))
    others: list[Path] = []  # pending link files whose part in this host shard is done: the other shards' turn
    for link_file in _pending_files(workspace):
        source = link_file.parent.name
        target = workspace.warcs / source / f"{link_file.stem}{_shard_suffix(shard)}.warc.xz"
        if _shard_handled(target):
            if shard is None or _all_shards_done(target.parent, link_file.stem, shard[1]):
                _mark_downloaded(link_file)
                log.info(f"{link_file}: already in {target.relative_to(workspace.root)}; marked downloaded")
            else:
                others.append(link_file)
            continue
        todo.append((link_file, target))
    if not todo:
        held = held_back("download", workspace, settings)
        young = (f"; {len(held)} link file(s) put there by hand changed less than download.hand_dropped_quiet = "
                 f"{hand_dropped_quiet(workspace, settings):.0f} s ago and are left for a later run (a file still "
                 f"being written waits): {held[0]}" if held else "")
        if others and shard is not None:  # 'no pending link files' said so of files that are pending
            log.info(f"nothing to do in host shard {shard[0]} of {shard[1]}: {len(others)} pending link file(s) "
                     f"wait for the other host shards, e.g. "
                     f"{others[0].relative_to(workspace.root)}" + young)  # (the files put there by hand too)
            return results
        log.info("no pending link files" + young)
        return results
    settings.write_effective(workspace.warcs)
    progress = _progress(0)
    engine = Engine(settings.data, settings.user_agent, workspace.state / "robots", progress).start()
    started = time.monotonic()
    active: list[tuple[Path, Path, Job]] = []
    pending = list(todo)

    def commit(link_file: Path, target: Path, job: Job) -> None:
        job.closed.wait()
        if job.error is None and not job.output.captures:
            _handled_without_warc(workspace, link_file, target, job, shard, results)
            return
        pending = ledger.save_pending(workspace, link_file, target, job) if job.error is None else None
        if not _commit_job(job, target):
            if pending is not None:
                pending.unlink(missing_ok=True)
            failures = results.setdefault(link_file.parent.name, {})
            failures["failed:output"] = failures.get("failed:output", 0) + 1
            return
        seconds = time.monotonic() - started
        job.counters["seconds"] = round(seconds, 3)
        mark_done(target, job.counters)
        _write_retry_file(link_file, job, shard)
        _write_rest_file(link_file, job, shard)
        if shard is None or _all_shards_done(target.parent, link_file.stem, shard[1]):
            _mark_downloaded(link_file)
        ledger.book_job(workspace, link_file, target, job)  # last: only bookkeeping, nothing depends on it
        if pending is not None:
            pending.unlink(missing_ok=True)
        source = link_file.parent.name
        totals = results.setdefault(source, {})
        for key, value in job.counters.items():
            totals[key] = totals.get(key, 0) + value
        log.info(summary_line(f"{source}: {link_file.name} -> {target.relative_to(workspace.root)}",
                              job.counters, seconds))

    stop = StopRequest()
    try:
        with stop:
            while (pending or active) and not stop.requested:
                while pending and len(active) < window and not stop.requested:
                    link_file, target = pending.pop(0)
                    job = _load_job(settings, workspace, engine, link_file, target, shard, progress, results)
                    if job is not None:
                        active.append((link_file, target, job))
                if not pending:
                    engine.finish_loading()
                if active and stop.wait(active[0][2].closed):
                    commit(*active.pop(0))
            if stop.requested:  # the first SIGINT/SIGTERM: keep what was fetched, leave the rest for later
                _say_stopping(stop.requested, settings)
                left = engine.interrupt()
                log.warning(f"stopped by {stop.requested}: committing the pages fetched so far; {left} links "
                            f"not fetched yet are left for the next run")
                while active:
                    commit(*active.pop(0))
    finally:
        engine.finish_loading()
        if active:
            engine.stop()
        engine.join()
        if progress is not None:
            progress.close()
        for _, _, job in active:
            job.output.abort()
    if stop.requested:
        raise KeyboardInterrupt
    return results


def _say_stopping(signal_name: str, settings: Any) -> None:
    """Said at once on the first signal: the pages in flight are awaited (a slow server's, up to the page
    time cap) before anything is written, and until then the user saw nothing."""
    log.warning(f"{signal_name}: stopping once the pages being fetched now are complete (each within "
                f"{float(settings.get('download.page_time_cap')):g} s); a second signal stops at once")


def nothing_path(target: Path) -> Path:
    """With ``--shard``: the note that shard's output holds nothing (every link failed), so the link file
    can be marked downloaded once every other shard is done; not a completion marker (no WARC)."""
    return target.with_name(target.name + NOTHING_SUFFIX)


NOTHING_SUFFIX = ".nothing"


def _shard_handled(target: Path) -> bool:
    return is_done(target) or nothing_path(target).exists()


def _handled_without_warc(workspace: Workspace, link_file: Path, target: Path, job: Job,
                          shard: tuple[int, int] | None, results: dict[str, dict[str, Any]]) -> None:
    """Not one link of ``link_file`` gave a page: no WARC (a warcinfo record alone is no output), but the
    link file is handled: each link's outcome booked in the ledger (``corpustools links`` says why), the
    transient failures queued for another try, the link file marked downloaded, one line logged."""
    job.output.abort()
    source = link_file.parent.name
    if job.outcomes and all(key == "failed:blocked" for _, _, key in job.outcomes):
        # every link refused here for its private address, nothing sent: the file is not spent, so the
        # run the log line asks for (--allow-private) fetches it; marked downloaded, it was lost to that run.
        # A host shard (--shard, the Dask executor) likewise: it writes no note that it is handled, so the
        # file stays pending until it is done (it was handled, and the links lost, with the other shards)
        totals = results.setdefault(source, {})
        for key, value in job.counters.items():
            totals[key] = totals.get(key, 0) + value
        totals["failed:nothing"] = totals.get("failed:nothing", 0) + 1
        part = f" (host shard {shard[0]} of {shard[1]})" if shard is not None else ""
        log.error(f"{source}: {link_file.name}{part}: NOTHING FETCHED: every link is at a private address "
                  f"({len(job.outcomes)}); the link file stays pending: allow them (--allow-private, "
                  f"allow_private = true) and run download again, or take the file out")
        return
    interrupted = any(key == "interrupted" for _, key in job.failed)
    ledger.book_job(workspace, link_file, target, job)
    _write_retry_file(link_file, job, shard)
    _write_rest_file(link_file, job, shard)
    if shard is not None:
        with atomic_write(nothing_path(target), "w") as fh:
            fh.write(json.dumps(job.counters) + "\n")
    if shard is None or _all_shards_done(target.parent, link_file.stem, shard[1]):
        _mark_downloaded(link_file)
    totals = results.setdefault(source, {})
    for key, value in job.counters.items():
        totals[key] = totals.get(key, 0) + value
    what = summary_line("", job.counters, 0)[2:]
    # a host shard's counts are its part of the file: said with the shard (as its WARC's name says it), so
    # two lines of one link file from two shards are not read as one file counted twice, differently
    name = f"{source}: {link_file.name}" + (f" (host shard {shard[0]} of {shard[1]})" if shard is not None else "")
    if not job.outcomes:  # no link of this file in this host shard: nothing to write, nothing wrong
        log.debug(f"{name}: no link in host shard {shard}; no WARC")
        return
    if interrupted:
        log.info(f"{name}: no page fetched before the interruption ({what}); no WARC written")
        return
    totals["failed:nothing"] = totals.get("failed:nothing", 0) + 1
    log.error(f"{name}: NOTHING FETCHED: {what}; no WARC written, the link file is handled ('corpustools links "
              f"URL' tells each link's outcome)")


def _load_job(settings: Settings, workspace: Workspace, engine: Engine, link_file: Path, target: Path,
              shard: tuple[int, int] | None, progress: Any, results: dict[str, dict[str, Any]]) -> Job | None:
    try:
        links = _read_link_file(link_file, str(link_file.relative_to(workspace.root)))
    except OSError as exc:  # (its links wait in it: taken by the next run once it can be read)
        log.error(f"{link_file}: cannot read: {exc.strerror or exc}; the link file stays pending")
        results = results.setdefault(link_file.parent.name, {})
        results["unreadable_inputs"] = results.get("unreadable_inputs", 0) + 1  # (exit status 1, as ad hoc)
        return None
    if not links:  # no WARC of warcinfo alone marked done: the file is set aside, once, by any shard
        aside = link_file.with_name(link_file.stem + NO_LINKS_SUFFIX)
        with contextlib.suppress(FileNotFoundError):
            os.replace(link_file, aside)
            log.error(f"{link_file}: NO LINKS: no line holds a usable http(s) URL; nothing downloaded, the file "
                      f"set aside as {aside.name}")
        results = results.setdefault(link_file.parent.name, {})
        results["failed:no_links"] = results.get("failed:no_links", 0) + 1
        return None
    if shard is not None:
        links = [link for link in links if shard_of(host_of(link[0]), shard[1]) == shard[0]]
    if is_hand_dropped(link_file) and links:  # a host shard its own links: each was counted by every shard,
        # the first saying 'N of N links new', the others '0 of N', though all N were new to this run
        ledger.record_hand_dropped(workspace, link_file, [link[0] for link in links],
                                   f" of host shard {shard[0]} of {shard[1]}" if shard is not None else "")
    job = _new_job(str(target.relative_to(workspace.root)), target, settings.data)
    if progress is not None:
        progress.total += len(links)
        progress.refresh()
    for url, where, columns in links:
        engine.add_link(job, url, where, columns)
    engine.job_loaded(job)
    return job


def _read_link_file(path: Path, name: str) -> Links:
    return list(read_links(read_list(path, log).splitlines(), name))


def open_inputs(inputs: list[str], unreadable: list[str] | None = None) -> Iterator[tuple[str, TextIO]]:
    """The link files given, as text; one that cannot be read (a file of /proc that errors) is one -ERR
    line, added to ``unreadable``, and the others go on (before, its read error was said as the output's:
    'OUT.warc.xz: cannot write: Input/output error')."""
    for name in inputs:
        if name == "-":
            yield "<stdin>", io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
            continue
        try:
            text = read_list(name, log)
        except OSError as exc:
            log.error(f"{name}: cannot read: {exc.strerror or exc}; no link read from it")
            if unreadable is not None:
                unreadable.append(name)
            continue
        yield name, io.StringIO(text)


def download_adhoc(settings: Settings, inputs: list[str], output: str | os.PathLike[str],
                   workspace: Workspace | None = None, turn_of: Workspace | None = None) -> dict[str, Any]:
    """Download the links in ``inputs`` (files or ``-``) into one WARC ``output``; returns counters.

    ``turn_of`` (else ``workspace``): the workspace it runs in, whose downloads' turn it takes (waiting
    for one that runs, as big-brother's from cron): two downloads at once would each keep one request
    per host and the pause, and together send a host two requests at once with no pause between them."""
    lock = None
    turn_of = turn_of or workspace
    if turn_of is not None and turn_of.state.is_dir():
        lock = PidLock(turn_of.state / "download.lock")
        try:
            lock.acquire()
        except AlreadyLocked as exc:
            log.warning(f"another download of this workspace is running (process {exc.holder or '?'}): waiting "
                        f"for it to end, so that no host gets two requests at once (Ctrl-C to stop)")
            lock.acquire(blocking=True)
            time.sleep(max(MIN_PAUSE, float(settings.data["pause"])))  # its last request may have just ended
    try:
        return _download_adhoc(settings, inputs, output, workspace)
    finally:
        if lock is not None:
            lock.release()


def _download_adhoc(settings: Settings, inputs: list[str], output: str | os.PathLike[str],
                    workspace: Workspace | None) -> dict[str, Any]:
    target = Path(output)
    kind_of(target)  # a clear error for a wrong name before any work
    seen: set[str] = set()
    links: Links = []
    unreadable: list[str] = []
    for name, fh in open_inputs(inputs, unreadable):
        links.extend(read_links(fh, name, seen))
    if not links:
        read = [name for name in inputs if name not in unreadable]
        if not read:  # each said already ('cannot read: ...'): 'no line holds a URL' would be untrue
            raise InputError(f"nothing written: no input could be read ({', '.join(inputs)})")
        raise InputError(f"{', '.join(read)}: NO LINKS: no line holds a usable http(s) URL; nothing written")
    if target.is_file() and target.stat().st_size:  # pages are not fetched again lightly: say it first
        log.warning(f"{target} exists ({target.stat().st_size} bytes): it is replaced by this download once "
                    "that is complete; stop now (Ctrl-C) and give another -o to keep it")
    robots_dir = workspace.state / "robots" if workspace is not None and workspace.state.is_dir() else None
    progress = _progress(len(links))
    try:  # before the job's temporary WARC exists: a fetcher that cannot start leaves nothing behind
        engine = Engine(settings.data, settings.user_agent, robots_dir, progress).start()
    except BaseException:
        if progress is not None:
            progress.close()
        raise
    job = _new_job(str(target), target, settings.data)
    started = time.monotonic()
    stop = StopRequest()
    try:
        with stop:
            for url, where, columns in links:
                engine.add_link(job, url, where, columns)
            engine.job_loaded(job)
            engine.finish_loading()
            while not job.closed.wait(0.2):
                if stop.requested:  # the first SIGINT/SIGTERM: keep what was fetched, list the rest
                    _say_stopping(stop.requested, settings)
                    left = engine.interrupt()
                    log.warning(f"stopped by {stop.requested}: writing the pages fetched so far to {target}; "
                                f"{left} links not fetched")
                    break
                elif job.error is not None:  # the output cannot be written (a full disk): fetch no more
                    log.debug(f"{target}: {engine.interrupt('skipped:not-written')} links not fetched")
                    break
            committed = _commit_job(job, target, keep_empty=False, quiet_empty=bool(stop.requested))
    except BaseException:  # interrupted again: stop taking tasks (requests in flight end within the timeout)
        engine.finish_loading()
        engine.stop()
        raise
    finally:
        engine.join()
        if progress is not None:
            progress.close()
        if not job.closed.is_set():
            job.output.abort()
    job.counters["seconds"] = round(time.monotonic() - started, 3)
    if unreadable:
        job.counters["unreadable_inputs"] = len(unreadable)  # (said above; no link of theirs was tried)
    log.debug(f"writer thread busy {engine.writer_seconds:.1f} s; fetch threads waited "
              f"{engine.backpressure_seconds:.1f} s for it")
    if committed:
        if workspace is not None and workspace.state.is_dir():
            ledger.book_job(workspace, None, target, job)
        log.info(summary_line(str(target), job.counters, job.counters["seconds"]))
    elif job.output.captures or job.error is not None:
        job.counters["failed:output"] = 1
    elif not stop.requested:
        job.counters["failed:nothing"] = 1  # no capture at all: no file written, exit status 1
    if stop.requested:
        _write_adhoc_rest(target, links, job, committed)
        raise KeyboardInterrupt(stop.requested)
    return job.counters


def adhoc_rest_path(target: Path) -> Path:
    """Where an interrupted ad hoc download lists the links it did not fetch: ``OUT.rest.txt``."""
    return target.with_name(target.name + ".rest.txt")


def _write_adhoc_rest(target: Path, links: Links, job: Job, committed: bool) -> None:
    """After an interruption, the links whose page is not in ``target`` and that were not given up
    (not tried; or, when no WARC was written, fetched too) go to :func:`adhoc_rest_path`, with their
    columns, in input order: ``download -i OUT.rest.txt -o OUT2.warc.xz`` finishes the work."""
    keep = {url for url, key in job.failed if key == "interrupted"}
    if not committed:
        keep |= {url for url, _, key in job.outcomes if key == "fetched"}
    rest = adhoc_rest_path(target)
    if not keep:
        log.info(f"{target}: every link was tried before the interruption; no rest file")
        return
    try:
        with atomic_write(rest, "w") as fh:
            fh.write("".join(format_line(url, **columns) + "\n" for url, _, columns in links if url in keep))
    except OSError as exc:
        log.error(f"{rest}: cannot write the {len(keep)} links not fetched: {exc.strerror or exc}")
        return
    log.warning(f"{target}: {len(keep)} links not fetched before the interruption are listed in {rest}; "
                f"fetch them with: corpustools download -i {rest} -o OUT")
