"""Layered configuration: built-in defaults < ``corpustools.toml`` in the workspace < command-line flags.

Every stage receives one :class:`Settings` object.  It is a read-only view on a plain nested dict
(``settings.data``), so it pickles as plain data to worker processes and Dask tasks.  Keys are looked up
with dotted names (``settings.get("download.workers")``).  Unknown keys and wrongly typed values in the
TOML file are errors, so a typo in a cron job's config does not silently fall back to a default.
"""

from __future__ import annotations

import copy
import logging
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import tomli_w

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from corpustools import __version__
from corpustools.errors import ConfigError, did_you_mean
from corpustools.languages import not_languages

log = logging.getLogger(__name__)

CONFIG_NAME = "corpustools.toml"
EFFECTIVE_NAME = "effective-settings.toml"

DEFAULTS: dict[str, Any] = {
    # Who we are: sent in every request as "corpustools/VERSION (+CONTACT_URL)".
    "user_agent": "",  # empty = built from the version and contact_url
    "contact_url": "https://github.com/corpustools/corpustools",
    "pause": 1.0,  # seconds between two requests to one host (never lower than 1 s for download)
    "timeout": 30.0,  # seconds to wait for a response to start / between bytes
    "max_bytes": 10_000_000,  # cap on one response body
    "allow_private": False,  # allow loopback/private/link-local addresses (tests, intranets)
    "collect": {
        "workers": 8,  # parallel feed fetchers (threads)
        "interval_min": 900.0,  # adaptive polling: never more often than this (s)
        "interval_max": 86400.0,  # never less often than this (s)
        "interval_factor": 0.2,  # interval shrinks/grows by this factor per poll
    },
    "download": {
        "workers": 16,  # parallel fetch threads (at most one per host at a time)
        "max_redirects": 10,
        "max_retries": 2,  # only for timeouts, 429 and 5xx
        "crawl_delay_cap": 30.0,  # robots.txt Crawl-delay is honoured up to this many seconds
        "robots_ttl": 86400.0,  # robots.txt cache expiry (s)
        "robots_cache_max_age": 30 * 86400.0,  # cached robots.txt older than this are deleted (s)
        "robots_cache_max_mb": 64,  # and the oldest beyond this size
        "page_time_cap": 120.0,  # total time for one page, including a trickling body
        "max_decompressed_bytes": 50_000_000,  # gzip/brotli bomb guard
        "content_types": ["text/html", "application/xhtml+xml"],
        "wget": "wget",  # GNU wget used as the fallback fetcher
        "force_wget": False,  # use wget for every page (testing, odd servers)
        "max_hosts_per_ip": 1,  # hosts of one IP address in flight at once (each lane rests `pause`); 0 = no limit
        "requests_per_rest": 100,  # after this many requests to one host it rests rest_seconds (0 = never)
        "rest_seconds": 10.0,
        "host_failure_limit": 5,  # consecutive failures before a host is set aside for the run
        "hand_dropped_quiet": 60.0,  # a hand-dropped collected_links/<source>/*.txt is taken once unchanged this long (s)
        "xz_filter": "fast",  # fast: a tuned LZMA2 chain (less CPU than preset 0, about its size); preset: xz_preset
        "xz_preset": 1,  # with xz_filter = "preset"
        "xz_group_bytes": 1_000_000,  # records are grouped into independent xz streams of about this size
        "xz_adaptive": True,  # while compression lags behind the fetchers, use the fast chain (never slower fetching)
    },
    "vert": {
        "workers": 0,  # 0 = number of cores
        "extractor": "default",  # default | trafilatura
        "langid": "py3langid",  # py3langid | langdetect
        "languages": [],  # restrict detection to these ISO 639-1 codes (empty = all)
        "format": "default",  # default | new | knot | knot-new (knot with -f: headings and images)
        "tokenizer": "",  # '' = by paragraph language; czech | english | generic | a MorphoDiTa model file
        "doc_attributes": [],  # <doc> attributes to write (id always); empty = all
        "paragraph_lang": True,  # lang="xx" on <p> and headings; false for the old consumers
        "obey_noindex": True,  # leave out pages with <meta name="robots" content="noindex"> or X-Robots-Tag: noindex
        "doc_time_cap": 60.0,  # seconds for one document before it is given up
        "max_html_bytes": 20_000_000,  # larger pages are cut to this size before parsing
        "max_paragraph_chars": 1_000_000,  # longer paragraphs are cut to this length before tokenizing
        "keep_listings": False,  # also write listing pages (home/section pages of teasers)
        "page_date": True,  # last resort for the publication date: search the page itself (vert.pagedate)
        "htmldate": False,  # htmldate's markup search in front of vert's own (about a quarter more worker CPU)
    },
    "tag": {
        "workers": 0,  # 0 = number of cores
        "default_model": "",  # model for paragraphs without a specific one (the old -l flag)
        "models": {},  # {"cs": "/path/czech.tagger", "en": "/path/english.tagger"}
        "placeholder_tag": "-",  # tag for tokens in a language with no model
        "raw_lemma": True,  # MorphoDiTa raw lemma (without comments)
        "guesser": True,  # use the morphological guesser for unknown words
        "max_sentence_tokens": 500,  # longer sentences are split for tagging only
        "chunk_bytes": 1_000_000,  # work unit: whole documents of about this many input bytes
        "xz_preset": 1,  # compression of .xz outputs
    },
    "dedup": {
        "enabled": True,  # workspace chain: verts/ -> deduped/ -> tag (false: tag reads verts/ as before)
        "ngram": 7,  # word n-grams over lower-cased tokens; blocks shorter than this are compared whole
        "threshold": 0.5,  # a block is dup="1" when at least this share of its n-grams was seen earlier
        "doc_threshold": 0.8,  # a document with dup_share at least this is a near-duplicate (dup_of; removed)
        # blocks of at least this many tokens (ngram + 1: the part two such blocks share is at least one n-gram)
        # and fewer than 3 * ngram - 1 are also duplicates one token edit from an earlier block (0 = off; fixed
        # once an index exists)
        "edit_min": 8,
        "remove": False,  # drop duplicate blocks and near-duplicate documents instead of marking them
        "memory_mb": 512,  # n-gram occurrences buffered before they spill to sorted bucket files
        "buckets": 256,  # hash-range buckets of the index (fixed once an index exists)
        "index_runs": 16,  # sorted run files per bucket before the newest are merged regardless of size
        "workers": 0,  # 0 = number of cores
        "chunk_bytes": 1_000_000,  # work unit: whole documents of about this many bytes
        "xz_preset": 1,  # compression of .xz outputs
    },
    "big_brother": {
        "collect_every": 1800.0,  # seconds between collect runs (a changed rss_sources/ list: at once)
        "discover_every": 86400.0,  # seconds between feed discoveries on downloaded sites (0 = never)
        # home_pages: fetch the sites' home pages | warcs: <link rel=alternate> of the pages already
        # downloaded (the old collector's way, no page fetched)
        "discover_from": "home_pages",
        "stage_time_limit": 3600.0,  # seconds before a stage (or one file retried alone) is ended
        "max_failures": 3,  # failures of one input before it is quarantined
        "sleep": 60.0,  # seconds between cycles when running forever
        "stages": [],  # the stages to run, e.g. ["collect", "download", "vert"] (empty: all; discovery goes with collect)
    },
    "executor": {
        "kind": "local",  # local | dask
        "scheduler": "",  # dask scheduler address, e.g. tcp://10.0.0.1:8786
        "retries": 2,  # dask: times a task that raised is tried again (a lost worker's task is always rerun)
        "download_shards": 0,  # dask: host shards of a download run (0 = one per worker; keep it fixed)
    },
}


# The allowed range of each numeric setting: (lowest, highest, whether the lowest itself is allowed).
# Checked once, where a layer (corpustools.toml or the flags) is merged, so a negative pause or worker
# count is one configuration error naming the key, not a traceback or a failure per feed later.
# Worker counts have a ceiling: a mistyped 100000 started as many threads (download; collect's connection
# pool made a slot for each: gigabytes) or forked as many processes (vert, dedup, tag) before any work.
MAX_WORKERS = 1024
_ANY_WORKERS = (0, MAX_WORKERS, True)  # 0 = one per core
_SOME_WORKERS = (1, MAX_WORKERS, True)
_POSITIVE = (0, None, False)
_NOT_NEGATIVE = (0, None, True)
BOUNDS: dict[str, tuple[float, float | None, bool]] = {
    "pause": _NOT_NEGATIVE, "timeout": _POSITIVE, "max_bytes": _POSITIVE,
    "collect.workers": _SOME_WORKERS, "collect.interval_min": _POSITIVE, "collect.interval_max": _POSITIVE,
    "collect.interval_factor": (0, 1, False),
    "download.workers": _SOME_WORKERS, "download.max_redirects": _NOT_NEGATIVE,
    "download.max_retries": _NOT_NEGATIVE, "download.crawl_delay_cap": _NOT_NEGATIVE,
    "download.robots_ttl": _NOT_NEGATIVE, "download.page_time_cap": _POSITIVE,
    "download.max_decompressed_bytes": _POSITIVE, "download.host_failure_limit": (1, None, True),
    "download.xz_preset": (0, 9, True), "download.xz_group_bytes": _POSITIVE,
    # where 0 means "no limit" or "never", a negative value was taken as 0 without a word: -1 hosts per IP
    # (meant as "one fewer"?) fetched from every host of an IP at once, a negative rest never rested
    "download.max_hosts_per_ip": _NOT_NEGATIVE, "download.requests_per_rest": _NOT_NEGATIVE,
    "download.rest_seconds": _NOT_NEGATIVE, "download.robots_cache_max_age": _NOT_NEGATIVE,
    "download.robots_cache_max_mb": _NOT_NEGATIVE, "download.hand_dropped_quiet": _NOT_NEGATIVE,
    "vert.workers": _ANY_WORKERS, "vert.doc_time_cap": _POSITIVE, "vert.max_html_bytes": _POSITIVE,
    "vert.max_paragraph_chars": _NOT_NEGATIVE,
    "tag.workers": _ANY_WORKERS, "tag.max_sentence_tokens": (1, None, True), "tag.chunk_bytes": _POSITIVE,
    "tag.xz_preset": (0, 9, True),
    # dedup's too: big-brother runs the stage without the command's checks, and an index once built with
    # ngram = 0 refused every later run with the right settings
    "dedup.ngram": (1, None, True), "dedup.threshold": (0, 1, False), "dedup.doc_threshold": (0, 1, False),
    "dedup.edit_min": _NOT_NEGATIVE, "dedup.memory_mb": _NOT_NEGATIVE, "dedup.buckets": (1, 65536, True),
    "dedup.index_runs": (1, None, True), "dedup.workers": _ANY_WORKERS, "dedup.chunk_bytes": _POSITIVE,
    "dedup.xz_preset": (0, 9, True),
    "big_brother.collect_every": _NOT_NEGATIVE, "big_brother.discover_every": _NOT_NEGATIVE,
    "big_brother.stage_time_limit": _POSITIVE, "big_brother.max_failures": (1, None, True),
    "big_brother.sleep": _NOT_NEGATIVE,
    "executor.retries": _NOT_NEGATIVE, "executor.download_shards": _NOT_NEGATIVE,
}


def _check_bounds(value: Any, dotted: str, where: str) -> None:
    if isinstance(value, float) and value in (float("inf"), float("-inf")):  # TOML's inf: no time, size or count
        raise ConfigError(f"{where}: {dotted!r} must be a finite number, not {value!r}")
    bounds = BOUNDS.get(dotted)
    if bounds is None or isinstance(value, bool) or not isinstance(value, int | float):
        return
    low, high, low_allowed = bounds
    if value != value or value < low or (value == low and not low_allowed) or (high is not None and value > high):
        if high is not None:
            allowed = f"from {low} to {high}" if low_allowed else f"above {low} and at most {high}"
        else:
            allowed = f"{low} or more" if low_allowed else f"more than {low}"
        raise ConfigError(f"{where}: {dotted!r} must be {allowed}, not {value!r}")


# The settings that take one of a few words (lists: each item).  Checked where a layer is merged, so a
# typo is one configuration error naming the key, not a traceback in every worker or a failed document.
CHOICES: dict[str, tuple[str, ...]] = {
    "vert.extractor": ("default", "trafilatura"),
    "vert.langid": ("py3langid", "langdetect"),
    "vert.format": ("default", "new", "knot", "knot-new"),
    "download.xz_filter": ("fast", "preset"),
    "big_brother.discover_from": ("home_pages", "warcs"),
    "executor.kind": ("local", "dask"),
}


def _choices(dotted: str) -> tuple[str, ...] | None:
    if dotted == "vert.doc_attributes":
        from corpustools.vertical.format import DOC_ATTRS

        return tuple(DOC_ATTRS)
    return CHOICES.get(dotted)


def _check_choice(value: Any, dotted: str, where: str) -> None:
    allowed = _choices(dotted)
    if allowed is None:
        return
    bad = [v for v in (value if isinstance(value, list) else [value]) if v not in allowed]
    if bad:
        raise ConfigError(f"{where}: {dotted} {', '.join(repr(b) for b in bad)}: must be one of {', '.join(allowed)}")


def _check_contact(value: Any, dotted: str, where: str) -> None:
    """What identifies the crawler to site owners names a way to reach its operator (politeness): a
    ``contact_url`` (a web page or ``mailto:``), and a ``user_agent`` of one's own holding a URL or an
    e-mail address ('Mozilla/5.0' would hide the crawler)."""
    if dotted == "contact_url" and not re.match(r"^(https?://\S+\.\S+|(mailto:)?[^\s@]+@\S+\.\S+)$", value.strip()):
        raise ConfigError(f"{where}: 'contact_url' {value!r}: give the web page (https://...) or e-mail "
                          f"address where site owners reach you; it is sent in the User-Agent")
    if dotted == "user_agent" and value and not re.search(r"https?://\S|\S@\S", value):
        raise ConfigError(f"{where}: 'user_agent' {value!r} names no contact: add a URL or e-mail address "
                          f"(e.g. 'mycorpus/1.0 (+https://corpora.example.org/crawler)'), or leave it out "
                          f"to send corpustools/VERSION (+contact_url)")


def _check_languages(value: Any, dotted: str, where: str) -> None:
    """The language codes of vert.languages and the keys of [tag.models] are ISO 639-1 codes (a 'cz' in
    corpustools.toml was taken until the stage that uses it ran, and failed, every big-brother cycle)."""
    if dotted == "tag.models":
        wrong = not_languages(value, dotted)
        if wrong:
            raise ConfigError(f"{where}: {wrong}")
    if dotted != "vert.languages":
        return
    bad = [v for v in value if not (isinstance(v, str) and len(v) == 2 and v.isascii() and v.isalpha()
                                    and v.islower())]
    if bad:
        raise ConfigError(f"{where}: {dotted!r}: {', '.join(repr(b) for b in bad)} is not an ISO 639-1 code "
                          f"(two lower-case letters: cs, sk, en ...)")
    wrong = not_languages(value, dotted)
    if wrong:
        raise ConfigError(f"{where}: {wrong}")


def _dotted_keys(table: Mapping[str, Any], prefix: str = "") -> list[str]:
    keys = []
    for key, value in table.items():
        keys.append(prefix + key)
        if isinstance(value, dict) and prefix + key not in _FREE_TABLES:
            keys.extend(_dotted_keys(value, prefix + key + "."))
    return keys


def _did_you_mean(dotted: str) -> str:
    """' (did you mean 'contact_url'?)' for a typo, a key written in the wrong table ('vert.pause') or in
    other letter case ('[Download]': TOML keys are case-sensitive)."""
    keys = _dotted_keys(DEFAULTS)
    last = dotted.rsplit(".", 1)[-1]
    same_name = ([k for k in keys if k.lower() == dotted.lower()] or [k for k in keys if k.rsplit(".", 1)[-1] == last]
                 or [k for k in keys if k.rsplit(".", 1)[-1].lower() == last.lower()])
    return f" (did you mean {same_name[0]!r}?)" if same_name else did_you_mean(dotted, keys, cutoff=0.75)


def _merge(base: dict[str, Any], layer: Mapping[str, Any], where: str, prefix: str = "") -> None:
    for key, value in layer.items():
        dotted = f"{prefix}{key}"
        if key not in base:
            raise ConfigError(f"{where}: unknown setting {dotted!r}{_did_you_mean(dotted)}")
        current = base[key]
        if isinstance(current, dict) and dotted not in _FREE_TABLES:
            if not isinstance(value, Mapping):
                raise ConfigError(f"{where}: {dotted!r} must be a table")
            _merge(current, value, where, dotted + ".")
            continue
        base[key] = _coerce(current, value, dotted, where)
        _check_bounds(base[key], dotted, where)
        _check_choice(base[key], dotted, where)
        _check_languages(base[key], dotted, where)
        _check_contact(base[key], dotted, where)


_FREE_TABLES = {"tag.models"}  # tables whose keys are the user's (language codes)


def _coerce(current: Any, value: Any, dotted: str, where: str) -> Any:
    if value is None:
        return current
    if isinstance(current, bool):
        if isinstance(value, bool):
            return value
    elif isinstance(current, float) and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    elif isinstance(current, int) and isinstance(value, int) and not isinstance(value, bool):
        return value
    elif isinstance(current, str) and isinstance(value, str | os.PathLike):
        return str(value)
    elif isinstance(current, list) and isinstance(value, list | tuple):
        return list(value)
    elif isinstance(current, dict) and isinstance(value, Mapping):
        for key, item in value.items():  # model paths: cs = 5 is no file name
            if not isinstance(item, str | os.PathLike):
                raise ConfigError(f"{where}: '{dotted}.{key}' must be a file name in quotes, not {item!r}")
        return {str(k): str(v) for k, v in value.items()}
    raise ConfigError(f"{where}: {dotted!r} must be {_KINDS.get(type(current), type(current).__name__)}, not "
                      f"{value!r}{_unquote_hint(current, value, dotted)}")


# what a key's type is called in a message to a user who writes TOML, not Python ('must be float')
_KINDS = {bool: "true or false", float: "a number", int: "a whole number", str: "text in quotes",
          list: "a list in brackets", dict: "a table"}


def _unquote_hint(current: Any, value: Any, dotted: str) -> str:
    """How to write it when only the quotes are wrong (pause = "2", keep_listings = "true")."""
    if not isinstance(value, str):
        return ""
    word = value.strip()
    if isinstance(current, list):  # stages = "vert,tag": the list meant, whatever the key
        items = ", ".join(f'"{item}"' for item in re.split(r"[\s,;]+", word) if item)
        return f" (write it as a list: {dotted.rsplit('.', 1)[-1]} = [{items}])"
    if isinstance(current, bool) and word.lower() in ("true", "false"):
        return f" (write it without quotes: {dotted.rsplit('.', 1)[-1]} = {word.lower()})"
    if isinstance(current, int | float) and not isinstance(current, bool):
        try:
            float(word)
        except ValueError:
            return ""
        return f" (write it without quotes: {dotted.rsplit('.', 1)[-1]} = {word})"
    return ""


class Settings:
    """Read-only layered settings.  ``data`` is a plain dict, safe to pickle."""

    def __init__(self, data: dict[str, Any], sources: list[str] | None = None) -> None:
        self.data = data
        self.sources = sources or ["defaults"]

    def get(self, dotted: str) -> Any:
        node: Any = self.data
        for part in dotted.split("."):
            node = node[part]
        return node

    def __getitem__(self, dotted: str) -> Any:
        return self.get(dotted)

    def section(self, name: str) -> dict[str, Any]:
        return copy.deepcopy(self.data[name])

    def with_overrides(self, overrides: Mapping[str, Any], where: str = "flags") -> Settings:
        data = copy.deepcopy(self.data)
        _merge(data, _nest(overrides), where)
        return Settings(data, self.sources + [where])

    @property
    def user_agent(self) -> str:
        ua = self.data["user_agent"]
        return ua or f"corpustools/{__version__} (+{self.data['contact_url']})"

    def to_toml(self) -> str:
        header = f"# effective corpustools {__version__} settings ({' < '.join(self.sources)})\n"
        return header + tomli_w.dumps(self.data)

    def write_effective(self, directory: str | os.PathLike[str]) -> Path:
        """Write the effective settings beside a stage's outputs (atomically)."""
        from corpustools.workspace import atomic_write

        path = Path(directory) / EFFECTIVE_NAME
        with atomic_write(path, "w") as fh:
            fh.write(self.to_toml())
        return path

    def summary(self) -> str:
        """One line of the settings that differ from the defaults, for the start-of-run log line."""
        diffs = _diff(DEFAULTS, self.data)
        shown = ", ".join(f"{k}={v!r}" for k, v in diffs) or "all defaults"
        return f"settings ({' < '.join(self.sources)}): {shown}"


def _diff(default: Mapping[str, Any], actual: Mapping[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for key, value in actual.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, dict) and isinstance(default.get(key), dict) and dotted not in _FREE_TABLES:
            out.extend(_diff(default[key], value, dotted + "."))
        elif default.get(key) != value:
            out.append((dotted, value))
    return out


def _nest(flat: Mapping[str, Any]) -> dict[str, Any]:
    nested: dict[str, Any] = {}
    for dotted, value in flat.items():
        if value is None:
            continue
        node = nested
        parts = dotted.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return nested


def load_settings(
    workspace: str | os.PathLike[str] | None = None,
    overrides: Mapping[str, Any] | None = None,
    config_file: str | os.PathLike[str] | None = None,
) -> Settings:
    """Defaults, then ``corpustools.toml`` (explicit file or the workspace's), then flag overrides."""
    data = copy.deepcopy(DEFAULTS)
    sources = ["defaults"]
    path: Path | None = Path(config_file) if config_file else None
    if path is None and workspace is not None:
        candidate = Path(workspace) / CONFIG_NAME
        path = candidate if candidate.exists() else None
    if path is not None:
        try:
            with open(path, "rb") as fh:
                layer = tomllib.load(fh)
        except (FileNotFoundError, NotADirectoryError) as exc:  # (-c notes.txt/x.toml: 'Not a directory')
            raise ConfigError(f"{path}: no such configuration file") from exc
        except OSError as exc:  # a folder, no permission
            raise ConfigError(f"{path}: cannot read the configuration file: {exc.strerror or exc}") from exc
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from exc
        except UnicodeDecodeError as exc:  # TOML is UTF-8 (a file saved as windows-1250 or UTF-16)
            raise ConfigError(f"{path}: not valid TOML: not UTF-8 (byte {exc.start}); save it as UTF-8") from exc
        _merge(data, layer, str(path))
        _anchor_paths(data, layer, path.parent)
        sources.append(str(path))
    settings = Settings(data, sources)
    if overrides:
        settings = settings.with_overrides(overrides)
    _check_ranges(settings)
    return settings


# settings that bound a range together: the first may not be above the second
RANGES = (("collect.interval_min", "collect.interval_max"),)


def _check_ranges(settings: Settings) -> None:
    """A range whose lowest end is above its highest is one configuration error naming both keys (it
    was taken silently: collect polled every feed at the minimum, whatever the maximum said)."""
    for low_key, high_key in RANGES:
        low, high = settings.get(low_key), settings.get(high_key)
        if isinstance(low, int | float) and isinstance(high, int | float) and low > high:
            raise ConfigError(f"{' < '.join(settings.sources[1:]) or 'settings'}: {low_key!r} ({low!r}) is above "
                              f"{high_key!r} ({high!r}); give the smaller value to {low_key.rsplit('.', 1)[1]!r}")


def _anchor_paths(data: dict[str, Any], layer: Mapping[str, Any], folder: Path) -> None:
    """Model files named in a settings file by a relative path (``cs = "models/cs.tagger"``) are found
    beside that file, as its writer meant, not in whatever folder a command was started from
    (``corpustools tag -W /data/corpus`` from a home folder); a path that is there only relative to the
    current folder is left as it was."""
    def anchored(value: Any) -> Any:
        if not isinstance(value, str) or not value or os.path.isabs(value) or value.startswith("~"):
            return os.path.expanduser(value) if isinstance(value, str) and value.startswith("~") else value
        beside = folder / value
        return str(beside.resolve()) if beside.is_file() else value

    tag = layer.get("tag") if isinstance(layer.get("tag"), Mapping) else {}
    if isinstance(tag.get("models"), Mapping):
        data["tag"]["models"] = {lang: anchored(value) for lang, value in data["tag"]["models"].items()}
    if "default_model" in tag:
        data["tag"]["default_model"] = anchored(data["tag"]["default_model"])
    vert = layer.get("vert") if isinstance(layer.get("vert"), Mapping) else {}
    if "tokenizer" in vert:
        data["vert"]["tokenizer"] = anchored(data["vert"]["tokenizer"])


def scheduler_of(settings: Settings) -> str:
    """``executor.scheduler``, trimmed: a Dask scheduler's address, empty for a local cluster started for
    the run (the executors and the Dask client read it so)."""
    return str(settings.get("executor.scheduler") or "").strip()


def cpu_workers(configured: int) -> int:
    """Resolve a ``workers`` setting where 0 means 'one per core'."""
    return configured if configured > 0 else max(1, os.cpu_count() or 1)
