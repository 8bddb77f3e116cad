"""robots.txt per host: fetched once, cached with an expiry in ``state/robots/``, obeyed.

Parsing and matching use protego (the parser Scrapy uses: RFC 9309 longest-match rules, ``*`` and ``$``
wildcards, ``Crawl-delay``), which the standard library's ``urllib.robotparser`` does not get right.
Status handling follows RFC 9309: 2xx -> the rules; 4xx -> no rules (everything allowed);
5xx, 429 or no answer -> the host is treated as fully disallowed for this run (a stale cached copy is
used instead when there is one), and that verdict is not written to the cache.

The cache is bounded: at most once an hour (a ``.pruned`` stamp) entries older than
``download.robots_cache_max_age`` are deleted, then the oldest until the folder is under
``download.robots_cache_max_mb`` (a crawl over millions of hosts would otherwise fill the disk).
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from protego import Protego

from corpustools.net import FetchError, fetch_capped
from corpustools.workspace import atomic_write

log = logging.getLogger(__name__)

ROBOTS_MAX_BYTES = 512_000  # RFC 9309: parse at least 500 KiB
PRUNE_EVERY = 3600.0  # s between two prunings of the cache folder
PRUNE_STAMP = ".pruned"


def robots_key(url: str) -> str:
    """``scheme://host[:port]``: robots.txt applies per origin."""
    parts = urlsplit(url)
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def agent_token(user_agent: str) -> str:
    """The product token robots.txt groups are matched against (``corpustools``)."""
    token = re.split(r"[/\s]", user_agent.strip(), maxsplit=1)[0]
    return token or "corpustools"


@dataclass
class Rules:
    status: int  # HTTP status of robots.txt, 0 = unreachable
    body: str
    fetched: float
    agent: str
    failure: str = ""  # the network failure's reason word when robots.txt could not be fetched
    message: str = ""

    def __post_init__(self) -> None:
        self.parser = Protego.parse(self.body) if 200 <= self.status < 300 and self.body else None

    @property
    def unreachable(self) -> bool:
        return self.status == 0 or self.status == 429 or self.status >= 500

    def allowed(self, url: str) -> bool:
        if self.unreachable:
            return False
        if self.parser is None:
            return True
        return bool(self.parser.can_fetch(url, self.agent))

    def crawl_delay(self) -> float | None:
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(self.agent)
        return float(delay) if delay is not None else None


class RobotsCache:
    """In memory for the run, on disk (``directory``) across runs; thread-safe."""

    def __init__(self, directory: str | Path | None, ttl: float, user_agent: str,
                 max_age: float = 30 * 86400.0, max_bytes: int = 64 << 20,
                 logger: logging.Logger | None = None) -> None:
        self.log = logger or log  # lines carry the stage that asked (download, discover)
        self.directory = Path(directory) if directory else None
        self.ttl = ttl
        self.agent = agent_token(user_agent)
        self._memory: dict[str, Rules] = {}
        self._told_unreadable: set[str] = set()  # cache entries said to be unreadable (once each)
        self._lock = threading.Lock()
        if self.directory is not None:
            prune_robots_cache(self.directory, max(max_age, ttl), max_bytes, logger=self.log)

    def _file(self, key: str) -> Path | None:
        if self.directory is None:
            return None
        return self.directory / (re.sub(r"[^A-Za-z0-9.-]+", "_", key) + ".json")

    def known(self, url: str) -> Rules | None:
        """The rules when they need no request (memory or a fresh disk copy), else None."""
        key = robots_key(url)
        with self._lock:
            rules = self._memory.get(key)
        if rules is not None:
            return rules
        stored = self._load(key)
        if stored is not None and time.time() - stored.fetched < self.ttl:
            with self._lock:
                self._memory[key] = stored
            return stored
        return None

    def _load(self, key: str) -> Rules | None:
        path = self._file(key)
        if path is None or not path.exists():
            return None
        try:
            data: dict[str, Any] = json.loads(path.read_text("utf-8"))
            return Rules(int(data["status"]), str(data["body"]), float(data["fetched"]), self.agent)
        except (OSError, ValueError, KeyError) as exc:
            with self._lock:  # asked again by each link of the host until it is fetched: said once
                first = key not in self._told_unreadable
                self._told_unreadable.add(key)
            if first:
                self.log.warning(f"{path}: unreadable robots cache entry ({exc}); fetching again")
            return None

    def fetch(self, url: str, session: Any, timeout: float) -> Rules:
        """GET ``/robots.txt`` for the origin of ``url`` (the caller holds the host's slot)."""
        key = robots_key(url)
        robots_url = key + "/robots.txt"
        failure, message = "", ""
        try:
            result = fetch_capped(session, robots_url, timeout=timeout, max_bytes=ROBOTS_MAX_BYTES,
                                  total_time=max(timeout, 30.0))
            # utf-8-sig: a BOM (robots.txt saved by a Windows editor) would hide the first line from the
            # parser, and with it 'User-agent: *' and every rule of its group
            status, body = result.status, result.body.decode("utf-8-sig", "replace")
        except FetchError as exc:
            if exc.reason == "too-large":  # RFC 9309: the rules in the first 500 KiB hold (up to its last whole line)
                status, body = 200, exc.head[:exc.head.rfind(b"\n") + 1].decode("utf-8-sig", "replace")
                self.log.warning(f"{robots_url}: larger than {ROBOTS_MAX_BYTES} bytes; the rules in its first "
                                 f"{ROBOTS_MAX_BYTES} bytes are obeyed")
            else:
                status, body, failure, message = 0, "", exc.reason, str(exc)
        rules = Rules(status, body if 200 <= status < 300 else "", time.time(), self.agent, failure, message)
        if failure:
            self.log.warning(f"{key}: {message}; host skipped for this run")
        elif rules.unreachable:
            stale = self._load(key)
            if stale is not None and not stale.unreachable:
                self.log.warning(f"{robots_url}: unreachable (status {status or 'none'}); using the cached copy from "
                            f"{time.strftime('%Y-%m-%d', time.gmtime(stale.fetched))}")
                rules = stale
            else:
                self.log.warning(f"{robots_url}: unreachable (status {status or 'none'}); host skipped for this run")
        else:
            self._store(key, robots_url, rules)
        with self._lock:
            self._memory[key] = rules
        return rules

    def _store(self, key: str, robots_url: str, rules: Rules) -> None:
        path = self._file(key)
        if path is None:
            return
        try:
            with atomic_write(path, "w") as fh:
                json.dump({"url": robots_url, "status": rules.status, "fetched": rules.fetched, "body": rules.body}, fh)
        except OSError as exc:
            self.log.warning(f"{path}: cannot write robots cache: {exc}")


def prune_robots_cache(directory: Path, max_age: float, max_bytes: int, now: float | None = None,
                       every: float = PRUNE_EVERY, logger: logging.Logger | None = None) -> int:
    """Delete cached robots.txt older than ``max_age``, then the oldest until the folder holds at most
    ``max_bytes``; at most once per ``every`` seconds.  Returns the number of entries deleted."""
    logger = logger or log
    now = time.time() if now is None else now
    stamp = directory / PRUNE_STAMP
    try:
        if now - stamp.stat().st_mtime < every:
            return 0
    except FileNotFoundError:
        if not directory.is_dir():
            return 0
    entries = []
    try:
        with os.scandir(directory) as it:
            for entry in it:
                if entry.name.endswith(".json") and entry.is_file():
                    st = entry.stat()
                    entries.append((st.st_mtime, st.st_size, entry.path))
        stamp.touch()
    except OSError as exc:
        logger.warning(f"{directory}: cannot prune the robots.txt cache: {exc.strerror or exc}")
        return 0
    entries.sort()
    total = sum(size for _, size, _ in entries)
    removed = aged = 0
    for mtime, size, path in entries:
        too_old = now - mtime > max_age
        if not too_old and total <= max_bytes:
            break
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:
            continue
        total -= size
        removed += 1
        aged += too_old
    if removed:
        logger.info(f"robots.txt cache: removed {removed} entries ({aged} older than {max_age / 86400:g} days, "
                 f"{removed - aged} oldest beyond {max_bytes / (1 << 20):g} MB); {len(entries) - removed} kept")
    return removed
