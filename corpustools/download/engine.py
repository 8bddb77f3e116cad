"""The download engine: fetch threads, robots, retries, redirects, and one writer thread.

Fetch threads take tasks from :class:`~corpustools.download.scheduler.HostQueue`, hold the host's
slot for exactly one request, release it when the response is complete (the pause starts then), turn
the exchange into serialized WARC records and hand them to the writer thread through a bounded queue.
The writer thread alone compresses and writes, so compression never sits on the fetch path (lzma
releases the GIL while it works).  Each link belongs to a :class:`Job` (one output WARC); when a
job's last link is resolved the writer closes its file and sets ``job.closed``.
"""

from __future__ import annotations

import logging
import queue
import random
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from corpustools.config import DEFAULTS
from corpustools.download.capture import capture_records
from corpustools.download.fetch import Fetcher, Result
from corpustools.download.ledger import canonical_url
from corpustools.download.robots import RobotsCache
from corpustools.download.scheduler import HostQueue, Link, Task
from corpustools.log import NOTICE
from corpustools.net import host_of, normalize_url
from corpustools.politeness import HostSlots
from corpustools.warc.writer import WarcOutput

log = logging.getLogger(__name__)

MIN_PAUSE = 1.0
HOST_FAILURES = {"timeout", "refused", "reset", "connection", "dns", "too-slow", "tls"}
MAX_RETRY_AFTER = 600.0


def resolve_ip(url: str) -> str | None:
    """The IP address a request to ``url`` would go to first (None when the name does not resolve;
    the fetch then fails with its own clear reason)."""
    parts = urlsplit(url)
    if not parts.hostname:
        return None
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or (443 if parts.scheme == "https" else 80),
                                   proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return None
    return str(infos[0][4][0]) if infos else None


def add_count(counters: dict[str, Any], key: str, amount: float = 1) -> None:
    counters[key] = counters.get(key, 0) + amount


@dataclass
class Job:
    """One output WARC and the links that go into it."""

    name: str  # for log lines
    output: WarcOutput
    counters: dict[str, Any] = field(default_factory=dict)
    outstanding: int = 0
    loaded: bool = False
    closed: threading.Event = field(default_factory=threading.Event)
    error: BaseException | None = None
    finished: bool = False
    failed: list[tuple[str, str]] = field(default_factory=list)  # (link URL, outcome key) not fetched
    outcomes: list[tuple[str, str, str]] = field(default_factory=list)  # (link URL, final URL, outcome key)
    seen: list[tuple[str, str]] = field(default_factory=list)  # (redirect target or canonical URL, feed)


class Engine:
    """Owns the threads; ``start()``, add jobs and links, ``finish_loading()``, ``join()``."""

    def __init__(self, settings_data: dict[str, Any], user_agent: str, robots_dir: Path | None,
                 progress: Any = None) -> None:
        dl = settings_data["download"]
        self.settings = settings_data
        pause = float(settings_data["pause"])
        if pause < MIN_PAUSE:
            # a notice, not a warning: a short pause is meant for collect (which takes it as it is) and
            # download keeps to its minimum anyway, so nothing needs a look; under -q (cron) it is left out,
            # or cron would mail the same line every cycle
            log.log(NOTICE, f"pause {pause:g} s is below the minimum of {MIN_PAUSE:g} s for downloads; "
                            f"using {MIN_PAUSE:g} s (collect and discover take it as it is)")
            pause = MIN_PAUSE
        self.pause = pause
        self.slots = HostSlots(pause, max_hosts_per_ip=int(dl.get("max_hosts_per_ip", 0)),
                               requests_per_rest=int(dl.get("requests_per_rest", 0)),
                               rest_seconds=float(dl.get("rest_seconds", 0.0)))
        self.queue = HostQueue(self.slots)
        self.fetcher = Fetcher(settings_data, user_agent)
        self.robots = RobotsCache(robots_dir, float(dl["robots_ttl"]), user_agent,
                                  float(dl["robots_cache_max_age"]), int(dl["robots_cache_max_mb"]) << 20)
        self.max_redirects = int(dl["max_redirects"])
        self.max_retries = int(dl["max_retries"])
        self.crawl_delay_cap = float(dl["crawl_delay_cap"])
        self.failure_limit = max(1, int(dl["host_failure_limit"]))
        self.workers = max(1, int(dl["workers"]))
        self.progress = progress
        self._lock = threading.Lock()
        self._host_failures: dict[str, int] = {}
        self._set_aside: dict[str, str] = {}
        self._writes: queue.Queue[tuple[Job, Any]] = queue.Queue(maxsize=max(64, self.workers * 4))
        self._threads: list[threading.Thread] = []
        self.writer_seconds = 0.0  # time the writer thread spent on records and closing
        self.backpressure_seconds = 0.0  # time fetch threads waited for room in the writer's queue
        if (not settings_data.get("user_agent") and settings_data.get("contact_url") == DEFAULTS["contact_url"]
                and not settings_data.get("allow_private")):
            # a site owner reading the User-Agent in the access log would reach the project, not whoever
            # runs the crawl; a notice (not under -q), as the pause's (said once all is in place, so a fetcher
            # that cannot start is the one line): nothing stops, the log keeps it.  Not with allow_private:
            # a crawl of one's own machines (the demo, tests, an intranet) needs no contact for strangers
            log.log(NOTICE, f"the User-Agent '{user_agent}' names no contact of yours: a site owner who wants to "
                            f"reach the crawler's operator finds the corpustools project; set contact_url = your "
                            f"project's page or e-mail address in corpustools.toml")

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self) -> Engine:
        writer = threading.Thread(target=self._writer_loop, name="download-writer", daemon=True)
        writer.start()
        self._writer = writer
        for i in range(self.workers):
            thread = threading.Thread(target=self._worker_loop, name=f"download-fetch-{i}", daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def add_link(self, job: Job, url: str, origin: str, provenance: dict[str, Any] | None = None) -> None:
        with self._lock:
            job.outstanding += 1
        link = Link(url, origin, job, provenance or {})
        self._submit(Task(url, host_of(url), link))

    def job_loaded(self, job: Job) -> None:
        """All links of ``job`` were added; an empty job closes at once."""
        with self._lock:
            job.loaded = True
            done = job.outstanding == 0
        if done:
            self._close_job(job)

    def finish_loading(self) -> None:
        self.queue.close_input()

    def join(self) -> None:
        for thread in self._threads:
            thread.join()
        self._writes.put((None, None))  # type: ignore[arg-type]
        self._writer.join()
        self.fetcher.close()

    def stop(self) -> None:
        self.queue.stop()

    def interrupt(self, key: str = "interrupted") -> int:
        """Stop fetching at once: the fetch threads end their request in flight and take no other; every
        link still queued is resolved as ``key`` (and listed in its job's ``failed``), so each job closes
        with the pages it has.  Returns the number of links left unfetched."""
        self.queue.stop()
        for thread in self._threads:
            thread.join()
        tasks = self.queue.take_all()
        for task in tasks:
            self._resolve(task, key, quiet=None)
        return len(tasks)

    # -- link bookkeeping -----------------------------------------------------------------------
    def _submit(self, task: Task, front: bool = False) -> None:
        reason = self._set_aside.get(task.host)
        if reason is not None:
            self._resolve(task, "failed:host-set-aside", f"host set aside ({reason})", quiet=True)
            return
        rules = self.robots.known(task.url)
        if rules is not None and not rules.allowed(task.url):
            self._robots_refused(task, rules)
            return
        self.queue.add(task, front=front)

    def _robots_refused(self, task: Task, rules: Any) -> None:
        if rules.failure:  # the host did not answer at all: a failure, logged once per host
            self._resolve(task, f"failed:{rules.failure}", f"host skipped ({rules.message})", quiet=True)
        elif rules.unreachable:
            self._resolve(task, "skipped:robots-unreachable", f"robots.txt answered {rules.status}", quiet=True)
        else:
            self._resolve(task, "skipped:robots", "refused: disallowed by robots.txt", refused=True)

    def _resolve(self, task: Task, key: str, message: str = "", quiet: bool | None = False,
                 refused: bool = False) -> None:
        """The link of ``task`` is finished with outcome ``key`` (fetched, failed:REASON, skipped:WHY);
        ``quiet``: a failure is logged as +OK instead of -WARN; None: not logged at all; ``refused``: a
        link not fetched on purpose (robots.txt) is a -WARN too."""
        job = task.link.job
        if key != "fetched" and quiet is not None:
            where = f" ({task.link.origin})" if task.link.origin else ""
            chain = f" via {task.link.url}" if task.url != task.link.url else ""
            line = f"{task.url}{chain}: {message or key}{where}"
            if key.startswith("failed:") and not quiet:
                log.warning(line)
            elif refused:  # on purpose: -WARN, but not under -q (a cron job's mail)
                log.log(NOTICE, line)
            else:
                log.info(line)
        with self._lock:
            add_count(job.counters, key)
            job.outcomes.append((task.link.url, task.url, key))
            if key != "fetched":
                job.failed.append((task.link.url, key))
            job.outstanding -= 1
            done = job.loaded and job.outstanding == 0
        if self.progress is not None:
            self.progress.update(1)
        if done:
            self._close_job(job)

    def _close_job(self, job: Job) -> None:
        self._writes.put((job, None))

    # -- fetch threads -------------------------------------------------------------------------
    def _worker_loop(self) -> None:
        while True:
            task = self.queue.get()
            if task is None:
                return
            try:
                self._run_task(task)
            except Exception as exc:  # noqa: BLE001 - never lose a link to a bug silently
                log.error(f"{task.url}: unexpected error: {exc!r}", exc_info=True)
                self.slots.release(task.host)
                self._resolve(task, "failed:internal", repr(exc), quiet=True)
            finally:
                self.queue.finish(task)

    def _release(self, host: str) -> None:
        """The response is complete: the pause starts now and the host may be scheduled again."""
        self.slots.release(host)
        self.queue.host_done(host)

    def _run_task(self, task: Task) -> None:
        host = task.host
        if not self.slots.ip_known(host):  # first the host's IP, so that its first request is IP-polite too
            self.slots.assign_ip(host, resolve_ip(task.url))
            self.slots.release(host, requested=False)  # a DNS look-up: no request, no pause
            self.queue.host_done(host)
            self._submit(task, front=True)
            return
        if self.robots.known(task.url) is None:
            rules = self.robots.fetch(task.url, self.fetcher.session, self.fetcher.timeout)
            delay = rules.crawl_delay()
            if delay is not None and delay > self.pause:
                self.slots.set_pause(host, min(delay, self.crawl_delay_cap))
            self._release(host)
            for other in self.queue.take_host(host, keep=lambda t: rules.allowed(t.url)):
                self._robots_refused(other, rules)
            self._submit(task, front=True)
            return
        result = self.fetcher.fetch_wget(task.url) if task.wget else self.fetcher.fetch(task.url)
        self._release(host)  # the response is complete: the host's pause starts now
        if self.fetcher.wants_wget(result) and not task.wget:
            log.debug(f"{task.url}: requests failed ({result.message}); wget will try after the pause")
            self._submit(Task(task.url, host, task.link, task.hops, task.attempt, wget=True, note=result.message,
                              note_reason=result.reason), front=True)
            return
        if task.wget and result.action == "failed" and task.note:
            result.message = f"{task.note}; wget fallback: {result.message}"
            result.reason = task.note_reason or result.reason
        self._handle(task, result)

    def _handle(self, task: Task, result: Result) -> None:
        host = task.host
        failure = result.action in ("failed", "retry") and (
            result.reason in HOST_FAILURES or result.reason.startswith("http-5"))
        if failure:
            self._host_failed(host, result)
        elif result.exchange is not None:
            self._host_failures.pop(host, None)
        if result.action == "retry" or (result.action == "failed" and result.reason == "timeout"):
            if task.attempt < self.max_retries and host not in self._set_aside:
                wait = result.retry_after if result.retry_after is not None else self.pause * 2 ** (task.attempt + 1)
                if wait > MAX_RETRY_AFTER:
                    self._finish(task, result, f"Retry-After {wait:.0f} s is too long; given up")
                    return
                if result.retry_after is not None:  # the server asked us to slow down: keep to it
                    before, after = self.slots.pause_for(host), min(self.crawl_delay_cap, max(self.slots.pause_for(host), wait))
                    self.slots.set_pause(host, after)
                    if after > before:  # said once per host: else minutes without a line look like a hang
                        log.info(f"{host}: the server asked for a pause ({result.message}, Retry-After {wait:.0f} s): "
                                 f"{task.url} is tried again then, and the host's pause is now {after:.0f} s")
                self.slots.delay(host, wait + random.uniform(0, 0.5))
                log.debug(f"{task.url}: {result.message}; retry {task.attempt + 1} in {wait:.1f} s")
                self._submit(Task(task.url, host, task.link, task.hops, task.attempt + 1, task.wget), front=True)
                return
        self._finish(task, result)

    def _finish(self, task: Task, result: Result, note: str = "") -> None:
        if result.exchange is not None:
            self._record(task, result)
        if result.action == "done":
            self._note_same_article(task, result)
            self._resolve(task, "fetched")
        elif result.action == "redirect":
            self._follow(task, result)
        elif result.action == "skipped":
            self._resolve(task, f"skipped:{result.reason}", result.message)
        else:
            self._resolve(task, f"failed:{result.reason}", note or result.message)

    def _note_same_article(self, task: Task, result: Result) -> None:
        """The final URL of a redirect and the page's rel=canonical are the same article as the link:
        they are booked as seen in the link store after the WARC is committed (see ledger.py)."""
        feed = str(task.link.provenance.get("feed") or "")
        found = [task.url] if task.url != task.link.url else []
        if result.exchange is not None:
            canonical = canonical_url(result.exchange.body, task.url)
            if canonical and canonical not in (task.url, task.link.url):
                found.append(canonical)
        if found:
            with self._lock:
                task.link.job.seen.extend((url, feed) for url in found)

    def _follow(self, task: Task, result: Result) -> None:
        target = normalize_url(result.location or "", base=task.url)
        hops = [*task.hops, task.url]
        if target is None:
            self._resolve(task, "failed:bad-redirect", f"redirect to an unusable location {result.location!r}")
        elif target in hops:
            self._resolve(task, "failed:redirect-loop", f"redirect loop back to {target}")
        elif len(hops) > self.max_redirects:
            self._resolve(task, "failed:too-many-redirects", f"more than {self.max_redirects} redirects")
        else:
            self._submit(Task(target, host_of(target), task.link, hops))

    def _host_failed(self, host: str, result: Result) -> None:
        with self._lock:
            count = self._host_failures.get(host, 0) + 1
            self._host_failures[host] = count
            if host in self._set_aside or (count < self.failure_limit and result.reason != "dns"):
                return
            self._set_aside[host] = result.message
        dropped = self.queue.take_host(host)
        log.warning(f"{host}: set aside for this run after {count} failure{'s' if count > 1 else ''} "
                    f"({result.message}); {len(dropped)} more link{'s' if len(dropped) != 1 else ''} not tried")
        for other in dropped:
            self._resolve(other, "failed:host-set-aside", f"host set aside ({result.message})", quiet=True)

    def _record(self, task: Task, result: Result) -> None:
        exchange = result.exchange
        assert exchange is not None
        meta = {"link": task.link.url}
        if task.link.origin:
            meta["link-file"] = task.link.origin
        if task.hops:
            meta["via"] = task.hops[-1]
            meta["redirect-chain"] = " ".join([*task.hops, task.url])
        if task.attempt:
            meta["attempt"] = str(task.attempt + 1)
        for key, value in task.link.provenance.items():
            if value not in (None, "") and key != "url":
                meta[f"provenance-{key}"] = str(value)
        exchange.meta = meta
        capture = capture_records(exchange)
        job = task.link.job
        with self._lock:
            add_count(job.counters, "bytes", len(exchange.body))
            add_count(job.counters, "captures")
            if exchange.fetcher != "requests":
                add_count(job.counters, f"fetcher:{exchange.fetcher}")
        started = time.monotonic()
        self._writes.put((job, capture))
        waited = time.monotonic() - started
        if waited > 0.001:
            with self._lock:
                self.backpressure_seconds += waited

    # -- writer thread ---------------------------------------------------------------------------
    def _writer_loop(self) -> None:
        while True:
            job, capture = self._writes.get()
            if job is None:
                return
            started = time.monotonic()
            if capture is None:
                if not job.finished:
                    job.finished = True
                    try:
                        if job.error is None:
                            job.output.close()
                    except Exception as exc:  # noqa: BLE001
                        job.error = exc
                    job.closed.set()
            elif job.error is None:
                try:
                    job.output.add(capture.records, capture.response_index, capture.index)
                except Exception as exc:  # noqa: BLE001 - disk full etc.: this job fails, others go on
                    job.error = exc  # said once, naming the output, when the job is committed
                    log.debug(f"{job.name}: cannot write: {exc!r}")
            self.writer_seconds += time.monotonic() - started
