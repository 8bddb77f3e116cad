"""The compiled code of the extractor's regular expressions, kept between runs.

Python compiles a regular expression in Python (the pattern is parsed, then turned into the regex
engine's code): the extractor's tables of phrases in many languages cost about 40 ms of CPU at every
start of a worker (once per run in the zygote), a tenth of a whole run on a one-page WARC (0.351 -> 0.315
CPU-s with this cache, median of 12 alternating runs).  ``load``,
called before the task's modules are imported, hands the patterns compiled in an earlier run to
``re``'s own cache of compiled patterns (each made from its saved code by the engine's constructor, which
checks it, when ``re`` first asks for it), so ``re.compile`` finds them there; ``save``, called after the warm-up, writes the file again
when patterns were compiled that it lacked.  The file (``marshal``: plain data, no code run on reading)
is in the user's cache folder, named by the Python build and the engine's magic number: another Python
or a changed pattern is a miss, which ``re`` compiles as always.  Each pattern's code is kept as the bytes of
an array of the engine's code words: as a list of ints (~520,000 of them) the file took ~75 M instructions
to unmarshal at every start, and the lists were walked by every garbage collection until written back.  Where ``re`` works differently (no
``_cache`` dict, another engine constructor), nothing is loaded or saved.

Beside the patterns, a second file keeps what the modules derive from their tables' text on import
(:func:`derived`: ``firstchar``'s split of the alternatives by first character and the factored alternations,
~0.035 CPU-s of every zygote's start, made by Python code from the same text every run): loaded by ``load``
and written by ``save`` when a value was made, keyed by the text and a digest of the code that derives it.
"""

from __future__ import annotations

import _sre
import array
import hashlib
import logging
import marshal
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

try:  # Python 3.11+: re._compiler, re._parser; 3.10: sre_compile, sre_parse
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_compile as _compiler  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

FORMAT = 2  # 2: each pattern's code as the bytes of an array of the engine's code words, not a list of ints
CODE_TYPE = next((t for t in "IL" if array.array(t).itemsize == _sre.CODESIZE), "")  # the engine's word


def _path(task: str = "") -> Path:
    """The file of ``task``'s patterns: one per task (the default extractor's worker and trafilatura's
    use different patterns, and each file drops the patterns its own runs do not hold, see :func:`save`:
    one file for both had every run of one evict the other's ~4 MB, so that a ``vert`` run after a
    ``vert --extractor trafilatura`` one compiled them all again, 1.5-2.5 CPU-s)."""
    from corpustools.vert.langid import cache_root

    build = f"{FORMAT}:{sys.version}:{sys.implementation.cache_tag}:{_sre.MAGIC}:{_sre.CODESIZE}:{task}"
    return cache_root() / f"regex-{hashlib.sha1(build.encode()).hexdigest()[:16]}.marshal"


def _usable() -> bool:
    return isinstance(getattr(re, "_cache", None), dict) and hasattr(_sre, "compile") \
        and hasattr(_compiler, "_code") and hasattr(_parser, "parse") and CODE_TYPE != ""


CAPACITY = 4096  # re's cache of compiled patterns holds this many at least (re's own limit: 512)


def load(task: str = "") -> dict:
    """Make the saved patterns of ``task`` ``re``'s to take; the entries loaded, by key (for :func:`save`).

    ``re``'s cache is made to hold ``CAPACITY`` patterns first: a worker compiles ~580, and with re's
    limit of 512 every new compile evicted the oldest, loaded ones and new ones alike, before ``save``
    could see them; each run then saved a part of what it compiled, and a run compiled again, 1-2.5
    CPU-s, what the runs before had not saved (five runs from an empty cache before one started fast).

    A pattern is made from its saved code when ``re`` first asks for it (:class:`_SavedCache`), not all of
    them here: the file also holds the patterns of other versions of the code that ran on the machine (kept
    until they outnumber those in use, see :func:`save`), which no module of this one asks for.  Where
    several versions run (an upgrade, a developer's checkouts, the machine's CI) the file had grown to 28 MB
    of code, 1,114 patterns, and making them all cost every run's zygote 0.11 CPU-s against 0.024 for the
    663 of one version."""
    _load_derived(task)
    if not _usable():
        return {}
    if getattr(re, "_MAXCACHE", CAPACITY) < CAPACITY:
        re._MAXCACHE = CAPACITY  # type: ignore[attr-defined]
    try:
        entries = _read_marshal(_path(task))
    except (OSError, EOFError, ValueError, TypeError, RuntimeError):  # RuntimeError: no home folder known
        return {}
    if not isinstance(entries, list):
        return {}
    loaded = {}
    for entry in entries:
        if isinstance(entry, tuple) and len(entry) == 8 and entry[0] in ("s", "b") and isinstance(entry[4], bytes):
            loaded[(str if entry[0] == "s" else bytes, entry[1], entry[2])] = entry
    cache = re._cache  # type: ignore[attr-defined]
    if not isinstance(cache, _SavedCache):
        cache = re._cache = _SavedCache(cache)  # type: ignore[attr-defined]
    cache.saved.update((key, entry) for key, entry in loaded.items() if key not in cache)
    cache.loaded = loaded
    return loaded


def _read_marshal(path: Path) -> Any:
    """The value marshalled into the file ``path``, unmarshalled from a read-only mapping of it, not from a
    copy of its bytes read first: the patterns' file holds ~14 MB of code for one version of the extractor,
    and reading it into a new bytes object (its pages touched for the first time) cost the zygote's start
    ~9 ms of its ~25 (an empty file cannot be mapped: ``ValueError``, a miss like a damaged one)."""
    import mmap

    with open(path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        return marshal.loads(mapped)


class _SavedCache(dict):
    """``re``'s cache of compiled patterns (a dict, which ``re`` reads and writes as ever) that makes a
    pattern from its saved code (``saved``: key -> entry, as :func:`load` read them) the first time ``re``
    asks for one it lacks: Python 3.11's ``re._compile`` reads ``_cache[key]`` (a miss calls
    ``__missing__``), 3.12's pops the key.  An entry the engine refuses is dropped from ``loaded`` (the
    dict :func:`load` returned): ``re`` compiles the pattern, and :func:`save` writes it as new."""

    def __init__(self, cache: dict) -> None:
        super().__init__(cache)
        self.saved: dict = {}
        self.loaded: dict = {}

    def __missing__(self, key: tuple) -> Any:
        pattern = self._made(key)
        if pattern is None:
            raise KeyError(key)
        self[key] = pattern
        return pattern

    def pop(self, key: tuple, *default: Any) -> Any:
        if key not in self and key in self.saved:
            pattern = self._made(key)
            if pattern is not None:
                return pattern
        return super().pop(key, *default)

    def _made(self, key: tuple) -> Any:
        entry = self.saved.pop(key, None)
        if entry is None:
            return None
        try:
            _, pattern, _, final_flags, code, groups, groupindex, indexgroup = entry
            words = array.array(CODE_TYPE)
            words.frombytes(code)
            return _sre.compile(pattern, final_flags, words.tolist(), groups, groupindex, indexgroup)
        except Exception:  # noqa: BLE001 - not what this engine takes: compiled as usual
            self.loaded.pop(key, None)
            return None


_DERIVED: dict = {}  # key -> what ``derived`` made for it, in this process or (``load``) in an earlier run
_DERIVED_USED: set = set()  # the keys asked for in this process
_DERIVED_NEW: list = []  # the keys made in this process (none: the file need not be written)


def derived(key: tuple, make: Callable[[], Any], valid: Callable[[Any], bool] | None = None) -> Any:
    """``make()``, a function of ``key`` alone made of plain data (strings, numbers, tuples, lists, dicts,
    sets), kept between runs with the patterns: what the extractor's modules derive from their tables on
    import besides compiling them (``firstchar``'s split of ~1,700 interface words by first character, the
    factored alternations: ~0.05 CPU-s of every run's zygote, a sixth of a one-page run, spent again on
    the same text every time).  ``key`` must name everything the value depends on (the code that makes it:
    see ``firstchar._CODE``); a value read that ``valid`` refuses (a damaged file) is made again."""
    _DERIVED_USED.add(key)
    value = _DERIVED.get(key)
    if value is None or (valid is not None and key not in _DERIVED_NEW and not valid(value)):
        value = _DERIVED[key] = make()
        _DERIVED_NEW.append(key)
    return value


def _derived_path(task: str) -> Path:
    """The file of ``task``'s derived values (one per task, as its patterns' file: see :func:`_path`)."""
    from corpustools.vert.langid import cache_root

    build = f"{FORMAT}:{sys.version}:{sys.implementation.cache_tag}:derived:{task}"
    return cache_root() / f"derived-{hashlib.sha1(build.encode()).hexdigest()[:16]}.marshal"


def _load_derived(task: str) -> None:
    try:
        entries = _read_marshal(_derived_path(task))
    except (OSError, EOFError, ValueError, TypeError, RuntimeError):
        return
    if isinstance(entries, dict):
        for key, value in entries.items():
            if isinstance(key, tuple) and key not in _DERIVED:
                _DERIVED[key] = value


def _save_derived(task: str) -> None:
    """Write the file of derived values when this process made any: those it used, and those of other
    versions of the code while they do not outnumber them (see :func:`save`)."""
    if not _DERIVED_NEW:
        return
    unused = [key for key in _DERIVED if key not in _DERIVED_USED]
    kept = {key: value for key, value in _DERIVED.items()
            if key in _DERIVED_USED or len(unused) <= len(_DERIVED_USED)}
    try:
        _write(_derived_path(task), marshal.dumps(kept))
    except (ValueError, RuntimeError):  # not plain data; no home folder known
        log.debug("derived values not written")
        return
    _DERIVED_NEW.clear()


def _write(path: Path, data: bytes) -> None:
    """``data`` as the file ``path``, under another name first and renamed: workers may race, and a reader
    sees a whole file (an error is logged, not raised: the cache is an aid)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, path)
        except OSError:
            os.unlink(tmp)
            raise
    except OSError as exc:
        log.debug(f"regex cache not written ({exc})")


def save(loaded: dict, task: str = "") -> None:
    """Write ``task``'s file of the patterns in ``re``'s cache now, if it holds any that ``load`` did not
    put there (those loaded are written as they were read: only the new ones are compiled again for
    their code).

    The loaded patterns that nothing holds besides ``re``'s cache (no module's constant) are dropped once
    they outnumber those in use: patterns of other versions of the code (a pattern edited, an upgrade).
    Kept, the file only grew (1,593 patterns and 8.3 MB on a machine where several versions ran, against
    ~270 and 0.9 MB for one), and every worker start loaded all of them (~0.5 G instructions against
    ~0.12 G).  Not all of them at every write: a pattern used by its text through ``re``'s functions is
    held by nothing either, and would be compiled and the file written again at every start."""
    if not _usable():
        _save_derived(task)
        return
    cache = re._cache  # type: ignore[attr-defined]
    keys = [key for key in list(cache) if key not in loaded]
    keys = [key for key in keys if key[0] in (str, bytes) and isinstance(key[2], int) and not key[2] & re.DEBUG]
    _save_derived(task)  # (after the patterns are listed: finding the cache folder may import and compile more)
    if not keys:
        return
    in_use = {key for key in loaded if key in cache and sys.getrefcount(cache[key]) > 2}  # 2: the cache, the argument
    entries = [loaded[key] for key in loaded if key in in_use or len(loaded) - len(in_use) <= len(in_use)]
    for _, pattern, flags in keys:
        try:
            entries.append(_entry(pattern, flags))
        except Exception:  # noqa: BLE001 - re's internals differ here: nothing saved
            log.debug("regex cache not written: re works differently in this Python")
            return
    try:
        path = _path(task)
    except RuntimeError:  # no home folder known (a stripped-down environment): nothing saved
        return
    try:
        data = marshal.dumps(entries)
    except ValueError:  # something other than plain data in there
        log.debug("regex cache not written: re's code is not plain data in this Python")
        return
    _write(path, data)


def _entry(pattern: str | bytes, flags: int) -> tuple:
    """What ``re``'s compiler hands the engine's constructor for ``pattern`` (as its ``compile`` does)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    kind = "s" if isinstance(pattern, str) else "b"
    return (kind, pattern, flags, flags | parsed.state.flags, array.array(CODE_TYPE, code).tobytes(),
            parsed.state.groups - 1, groupindex, tuple(indexgroup))
