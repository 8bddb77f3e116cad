"""``corpustools big-brother``: the supervisor that runs the chain over a workspace, from cron or forever.

One cycle: collect the feeds when due (every ``big_brother.collect_every`` seconds, and at once when a
feed list was added or edited), download pending link files (also hand-dropped ones), convert new WARCs,
mark near-duplicate paragraphs and documents (dedup, unless ``dedup.enabled = false``),
tag new verticals, and now and then (``big_brother.discover_every``) look for new feeds on the home
pages of the sites downloaded since.  ``--once`` runs one cycle and exits (for cron); without it the
cycle repeats, ``big_brother.sleep`` seconds apart, until SIGTERM or Ctrl-C.

Reliability, in order of importance:

* one instance per workspace: an ``flock`` on ``state/big-brother.lock`` holding the PID; an
  overlapping run exits at once naming the holder; the kernel drops the lock of a dead process;
* state comes from outputs and completion markers (:func:`corpustools.stages.pending`), so after a
  crash or ``kill -9`` the next run finishes exactly what is missing;
* every stage runs in its own process group with a time limit (:mod:`.runner`);
  a failing stage is logged and retried on the next cycle; an input that fails
  ``big_brother.max_failures`` times is moved to ``state/quarantine/`` and reported;
* counters and stage runs go to ``state/stats.sqlite`` (:mod:`corpustools.stats`); log lines to the
  daily ``logs/corpustools-YYYY-MM-DD.log`` as well as the terminal.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from typing import Any

from corpustools import executors, stages
from corpustools.big_brother import schedule
from corpustools.big_brother.dailylog import attach_daily_log, detach_daily_log
from corpustools.big_brother.quarantine import move_to_quarantine
from corpustools.big_brother.runner import Job, Outcome, run_job
from corpustools.config import Settings
from corpustools.counters import Counters
from corpustools.errors import ConfigError, did_you_mean
from corpustools.log import ordinal
from corpustools.stats import StatsDB
from corpustools.workspace import (
    AlreadyLocked,
    PidLock,
    Workspace,
    is_done,
    not_a_file,
    nothing_note,
    regular_file,
    remove_stale_temps,
)

log = logging.getLogger(__name__)

LOCK_NAME = "big-brother.lock"
ALL_SOURCES = "(all)"  # source name for counters that are not per source (discover)


def per_source(stage: str, result: Any) -> dict[str, dict[str, Any]]:
    """Normalise a stage's return value to ``{source: counters}``."""
    if not isinstance(result, dict):
        return {}
    if result and all(isinstance(v, dict) for v in result.values()):
        return {str(k): v for k, v in result.items()}
    return {ALL_SOURCES: result} if result else {}


class Supervisor:
    """Runs cycles of the chain for one workspace; see the module docstring."""

    def __init__(self, settings: Settings, workspace: Workspace, log_errors: str | None = None,
                 log_level: int = logging.INFO) -> None:
        self.settings = settings
        self.workspace = workspace
        self.log_errors = log_errors
        self.log_level = log_level
        self.stopping: str | None = None
        self.told_idle = False
        self.told_nothing = False  # 'nothing to do' of an idle cycle: said once until work comes
        self.told_unread = False  # link files dropped where download does not look: said once per process
        self.db: StatsDB | None = None
        self.bb = settings.section("big_brother")

    # -- entry point ---------------------------------------------------------------------------------
    def run(self, once: bool) -> int:
        """Run one cycle (``once``) or cycles until a signal; returns the exit status."""
        self.listed_stages()  # a wrong big_brother.stages stops here, with one line (exit status 2)
        stages.retry_what_gave_nothing()  # tried max_failures times, then set aside (see _count_failures)
        ws = self.workspace.ensure()
        lock = PidLock(ws.state / LOCK_NAME)
        try:
            lock.acquire()
        except AlreadyLocked as exc:
            holder = f"process {exc.holder}" if exc.holder else "another process"
            # +OK, not -WARN: from cron every 10 minutes, a first cycle of some hours overlaps the next runs
            # as expected, and '-q' (as in the README's crontab) must then keep cron from mailing each time
            log.info(f"another big-brother ({holder}) is already running in {ws.root} "
                     f"(lock {exc.path}); this one exits without doing anything")
            return 0
        daily = attach_daily_log(ws.logs, verbose=self.log_level <= logging.DEBUG)
        previous = {}
        if threading.current_thread() is threading.main_thread():  # signals can only be caught there
            previous = {sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
        try:
            self.db = StatsDB.open_or_renew(ws)
            self._recover()
            log.info(f"started (PID {os.getpid()}, {'one cycle' if once else 'until stopped'}) in {ws.root}")
            executors.kind(self.settings)  # an unused scheduler is said here, once, not by each stage process
            status = 1 if self.db.renewed else 0  # the damaged statistics were said: the run is not all well
            while not self.stopping:
                try:
                    if not self.cycle():
                        status = 1
                except Exception as exc:  # noqa: BLE001 - a broken cycle must not end a supervisor of months
                    log.error(f"cycle failed: {exc!r}; the next cycle tries again", exc_info=True)
                    status = 1
                if once:
                    break
                self._sleep(float(self.bb["sleep"]))
            if self.stopping:
                log.info(f"stopped by {self.stopping}; unfinished work is done on the next run")
                return 130  # interrupted, as every command
            return status
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
            if self.db is not None:
                self.db.close()
                self.db = None
            detach_daily_log(daily)
            lock.release()

    def _on_signal(self, signum: int, _frame: Any) -> None:
        self.stopping = signal.Signals(signum).name

    def _sleep(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while not self.stopping and time.monotonic() < end:
            time.sleep(min(0.5, max(0.0, end - time.monotonic())))

    def _recover(self) -> None:
        """Close the books of a supervisor that died, and drop temporary files of dead writers."""
        assert self.db is not None
        interrupted = self.db.mark_interrupted()
        if interrupted:
            log.warning(f"{interrupted} stage run(s) of an earlier big-brother were interrupted; "
                        f"their unfinished work is redone now")
        self._remove_temps()

    def _remove_temps(self) -> None:
        ws = self.workspace
        folders = [ws.root / name for _kind, name, _suffixes in stages.output_folders()] + [ws.state]
        for folder in folders:  # state/: pending bookings, the robots cache
            removed = remove_stale_temps(folder)
            if removed:
                log.info(f"removed {len(removed)} temporary file(s) left by dead processes in {folder.name}/")

    # -- one cycle -------------------------------------------------------------------------------------
    def listed_stages(self) -> list[str]:
        """The stages to run (``big_brother.stages``; empty: all), in chain order; feed discovery goes
        with collect.  An unknown name is a ConfigError."""
        known = [name for name in stages.names() if name != "discover"]
        wanted = [str(s) for s in self.bb.get("stages") or []] or known
        unknown = [s for s in wanted if s not in known]
        if unknown:
            raise ConfigError(f"big_brother.stages (--stages): unknown stage {', '.join(map(repr, unknown))}"
                              f"{did_you_mean(unknown[0], known)} (the stages are {', '.join(known)}"
                              f"{'; feed discovery runs with collect' if 'discover' in unknown else ''})")
        return [name for name in known if name in wanted]

    def cycle(self) -> bool:
        """Run every listed stage that is due or has input; True when all of them went well."""
        ok = True
        listed = self.listed_stages()
        chain = [s for s in stages.file_stages(self.settings) if s.name in listed]
        if not self.workspace.source_lists() and not any(self._has_work(s.name) for s in chain):
            if not self.told_idle:  # once per process, not every cycle of a supervisor running for weeks
                misplaced = [p for s in chain for p in stages.misplaced(s, self.workspace, self.settings)]
                unread = ", ".join(str(p.relative_to(self.workspace.root)) for p in
                                   self.workspace.lists_not_read() + self.workspace.link_files_not_read()
                                   + list(dict.fromkeys(misplaced)))
                log.warning(f"nothing to do in {self.workspace.root}: put feed lists (*.txt, one feed URL "
                            f"per line) into rss_sources/ or link files into collected_links/<source>/"
                            + (f" (not read: {unread}; the lists are rss_sources/*.txt, link files, WARCs and "
                               f"verticals go into a source's folder)" if unread else ""))
                self.told_idle = True
            return True
        started, ran, failed = time.monotonic(), [], []

        def run(stage: str, **kwargs: Any) -> bool:
            went_well = self.run_stage(stage, **kwargs)
            (ran if went_well else failed).append(stage)
            return went_well

        if "collect" in listed and self._collect_due():
            ok &= run("collect")
        for stage in chain:
            if self.stopping:
                return ok
            if self._has_work(stage.name):
                ok &= run(stage.name)
            else:
                log.debug(f"{stage.name}: nothing to do")
                if stage.name == "download" and not self.told_unread:  # download says so when it runs
                    for path in self.workspace.link_files_not_read():
                        where = path.relative_to(self.workspace.root)
                        log.warning(not_a_file(path, where) if not regular_file(path) else f"{where}: not read: link "
                                    f"files go into collected_links/<source>/ and are named *.txt")
                    self.told_unread = True
        if not self.stopping and "collect" in listed:
            pages = self._discovery_pages()
            if pages:
                ok &= run("discover", page_urls=pages)
        self._say_cycle(ran, time.monotonic() - started, "collect" in listed, failed)
        return ok

    def _say_cycle(self, ran: list[str], seconds: float, collects: bool, failed: list[str] | None = None) -> None:
        """The cycle's last line, so a run by hand does not end on 'started': what ran, and what failed (a
        warning then: the line a user reads last must not say all is done when a stage failed), or that
        nothing was due (said once until something runs again: a supervisor idles every minute)."""
        if failed:
            log.warning(f"cycle done in {seconds:.1f} s: {', '.join(ran) + '; ' if ran else ''}with errors: "
                        f"{', '.join(failed)} (see above)")
            self.told_nothing = False
            return
        if ran:
            log.info(f"cycle done in {seconds:.1f} s: {', '.join(ran)}")
            self.told_nothing = False
            return
        if self.told_nothing or self.stopping:
            return
        self.told_nothing = True
        last = self.db.get("collect.last") if self.db is not None and collects else None
        when = ""
        if last is not None:
            due = max(0.0, float(last) + float(self.bb["collect_every"]) - time.time())
            when = f"; the feeds are collected again in {due / 60:.0f} min (big_brother.collect_every)"
        log.info(f"nothing to do: no pending input{when}")

    def _set_aside(self) -> set[str]:
        assert self.db is not None
        return {item["input"] for item in self.db.quarantined()}

    def _pending(self, stage: str) -> list[stages.Unit]:
        """Pending units, except those whose output was set aside as a bad input of the next stage
        (re-creating a vertical that tagging keeps failing on would only fail again)."""
        aside = self._set_aside()
        root = self.workspace.root
        return [u for u in stages.pending(stage, self.workspace, self.settings)
                if u.output.relative_to(root).as_posix() not in aside]

    def _has_work(self, stage: str) -> bool:
        if stages.get(stage).renames_input:
            return stages.has_work(stage, self.workspace, self.settings)
        return bool(self._pending(stage))

    def _collect_due(self) -> bool:
        assert self.db is not None
        if not self.workspace.source_lists():
            log.debug("collect: no feed lists in rss_sources/")
            return False
        last = self.db.get("collect.last")
        if last is None or time.time() - float(last) >= float(self.bb["collect_every"]):
            return True
        if self.db.get("collect.fingerprint") != self._fingerprint():
            log.info("collect: the feed lists in rss_sources/ (or allow_private) changed; collecting now")
            return True
        return False

    def _fingerprint(self) -> str:
        return schedule.sources_fingerprint(self.workspace, bool(self.settings.get("allow_private")))

    def _discovery_pages(self) -> list[str]:
        assert self.db is not None
        every = float(self.bb["discover_every"])
        if every <= 0:  # discovery switched off
            return []
        last = self.db.get("discover.last")
        if last is not None and time.time() - float(last) < every:
            return []
        return schedule.discovery_pages(self.workspace, since=float(last or 0))

    # -- one stage -------------------------------------------------------------------------------------
    def _job(self, stage: str, **kwargs: Any) -> Job:
        return Job(stage=stage, settings_data=self.settings.data, settings_sources=self.settings.sources,
                   root=str(self.workspace.root), log_errors=self.log_errors, log_level=self.log_level,
                   logs_dir=str(self.workspace.logs), **kwargs)

    def run_stage(self, stage: str, page_urls: list[str] | None = None) -> bool:
        """Run ``stage`` in a child process, record it, count failed inputs; True when it went well."""
        assert self.db is not None
        db = self.db
        before = self._pending(stage) if stages.get(stage).files else []
        fingerprint = self._fingerprint()
        started = time.time()
        run_id = db.start_run(stage)
        what = f" ({len(before)} pending file(s))" if before else f" ({len(page_urls)} page(s))" if page_urls else ""
        log.info(f"{stage}: starting{what}")
        shardable = bool(stages.get(stage).shard) and bool(before)
        if shardable and db.get(f"isolate.{stage}") == "1":
            db.set(f"isolate.{stage}", "0")
            outcome, message, results = self._isolate(stage, "the last run timed out")
            seconds = time.time() - started
        else:
            out = run_job(self._job(stage, kwargs={"page_urls": page_urls} if page_urls else None), float(self.bb["stage_time_limit"]),
                          should_stop=lambda: self.stopping, on_start=lambda pid: db.set_run_pid(run_id, pid))
            results, outcome, message, seconds = per_source(stage, out.result), out.outcome, out.message, out.seconds
            if outcome == "ok":
                still = set(self._pending(stage)) if before else set()
                failed = [u for u in before if u in still]
                refused = sum(int(c.get(stages.get(stage).refused) or 0) for c in results.values())
                self._count_failures(stage, failed, len(before), "no finished output after the stage ran", refused)
                if failed:
                    outcome = "partial"
                    message = f"{len(failed)} of {len(before)} input(s) not finished (see the log)"
            else:
                self._log_outcome(stage, out)
                if out.outcome in ("timeout", "abandoned") or out.died:
                    self._remove_temps()  # the ended stage's half-written files
                if shardable and out.died:  # killed or crashed hard: find the file that does it, now
                    outcome, message, extra = self._isolate(stage, out.message)
                    for source, counters in extra.items():
                        results[source] = Counters(results.get(source, {})) + counters
                elif shardable and out.outcome == "timeout":
                    db.set(f"isolate.{stage}", "1")
                    log.info(f"{stage}: on the next run its pending files are tried one at a time")
        if outcome in ("ok", "partial"):
            if stage == "collect":
                db.set("collect.last", str(started))
                db.set("collect.fingerprint", fingerprint)
            elif stage == "discover":
                db.set("discover.last", str(started))
            level = logging.INFO if outcome == "ok" else logging.WARNING
            log.log(level, f"{stage}: {outcome} in {seconds:.1f} s: {Counters.total(results.values()).summary()}"
                    + (f"; {message}" if message else ""))
        db.finish_run(run_id, outcome, message, results)
        return outcome in ("ok", "abandoned")  # abandoned: stopped on request, redone next run

    def _log_outcome(self, stage: str, out: Outcome) -> None:
        if out.outcome == "abandoned":
            log.warning(f"{stage}: {out.message}")
        elif out.outcome == "missing":
            log.error(f"{stage}: {out.message}; install or update corpustools")
        else:
            extra = {"detail": out.detail} if out.detail else None
            log.error(f"{stage}: failed after {out.seconds:.1f} s: {out.message}; retried on the next run",
                      extra=extra)

    def _isolate(self, stage: str, why: str) -> tuple[str, str, dict[str, dict[str, Any]]]:
        """Run the pending inputs one at a time (each with the time limit) so a bad one is found and set
        aside; stops early when the first two fail the same way (a problem of the stage, not a file)."""
        ws = self.workspace
        todo = self._pending(stage)
        log.info(f"{stage}: {why}; trying the {len(todo)} pending file(s) one at a time")
        results: dict[str, dict[str, Any]] = {}
        failed: list[stages.Unit] = []
        messages: list[str] = []
        for unit in todo:
            if self.stopping:
                return "abandoned", "stopped by a signal", results
            out = run_job(self._job(stage, shard=(str(unit.input), str(unit.output))),
                          float(self.bb["stage_time_limit"]), should_stop=lambda: self.stopping)
            if out.outcome == "ok" and isinstance(out.result, dict):
                results[unit.source] = Counters(results.get(unit.source, {})) + out.result
            if out.outcome == "ok" and is_done(unit.output):
                continue
            failed.append(unit)
            messages.append(out.message or "no finished output")
            log.error(f"{stage}: {unit.label(ws)}: {messages[-1]}", extra={"detail": out.detail} if out.detail else None)
            if len(failed) == 2 and not results and messages[0] == messages[1] and len(todo) > 2:
                log.error(f"{stage}: two files failed alike ({messages[0]}); a problem of the stage, not of the "
                          f"files: stopped trying, retried on the next run")
                return "error", messages[0], results
        self._count_failures(stage, failed, len(todo), messages[0] if messages else why)
        if failed:
            return "partial", f"{why}; {len(failed)} of {len(todo)} file(s) failed on their own", results
        return "ok", f"{why}; every file succeeded on its own", results

    def _count_failures(self, stage: str, failed: list[stages.Unit], attempted: int, reason: str,
                        refused: int = 0) -> None:
        """One more failure for each input left unfinished; quarantine those at the limit.  When every
        input failed, that is the stage's problem, not the files', unless the stage itself refused them
        (``refused`` of them, the stage's :attr:`~corpustools.stages.Stage.refused` counter): WARCs with
        no web page, verticals that cannot be read, which would otherwise be retried every cycle forever."""
        assert self.db is not None
        ws = self.workspace
        if attempted >= 2 and len(failed) == attempted and refused < len(failed):
            log.error(f"{stage}: none of the {attempted} inputs was finished; this looks like a problem of the "
                      f"stage or its settings (see above), so no file is blamed for it")
            return
        limit = max(1, int(self.bb["max_failures"]))
        keep = set()
        for unit in failed:
            label = unit.label(ws)
            count = self.db.record_failure(stage, label, reason)
            if count < limit:
                keep.add(label)
                log.warning(f"{stage}: {label}: not finished ({ordinal(count)} failure of {limit} "
                            f"before it is set aside); tried again on the next run")
                continue
            moved = move_to_quarantine(ws, stage, unit.input)
            nothing_note(unit.output).unlink(missing_ok=True)  # a note of a run by hand: the input is gone
            rel = moved.relative_to(ws.root).as_posix()
            self.db.record_quarantine(stage, label, rel, reason)
            log.error(f"{stage}: {label}: failed {count} times; set aside as {rel} so the rest can go on "
                      f"(move it back to try again)")
        self.db.clear_failures(stage, keep=keep)
