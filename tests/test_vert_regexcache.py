"""The regex cache gives ``re.compile`` the patterns a fresh compile would make (so the extractor's
verdicts cannot change with it), and a missing, foreign or broken cache file is compiled as always."""

import re

from corpustools.vert import regexcache

PATTERNS = [(r"(?P<word>\w+)\s*[:»›>]?", 0), (r"foto(?:grafie)?|фото|photo", re.I), (rb"<meta[^>]+?charset", re.I),
            (r"(^|[\s_-])(comments?|share)($|[\s_-])", 0), (r"\d{1,2}:\d\d(?::\d\d)?\s*/\s*\d{1,2}:\d\d", 0)]


def _fresh(pattern, flags):  # noqa: ANN001, ANN202
    return regexcache._compiler.compile(pattern, flags)


def test_cached_patterns_are_the_compiled_ones(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(re, "_cache", {})
    for pattern, flags in PATTERNS:
        re.compile(pattern, flags)
    regexcache.save({})
    assert list(tmp_path.glob("corpustools/regex-*.marshal"))
    monkeypatch.setattr(re, "_cache", {})
    loaded = regexcache.load()
    assert len(loaded) == len(PATTERNS)
    for pattern, flags in PATTERNS:
        cached = re.compile(pattern, flags)
        assert cached is re._cache[(type(pattern), pattern, flags)]  # not compiled again
        fresh = _fresh(pattern, flags)
        assert cached == fresh and cached.groupindex == fresh.groupindex and cached.flags == fresh.flags
    assert re.compile(PATTERNS[0][0]).fullmatch("Související:").group("word") == "Související"


def test_a_broken_cache_file_is_a_miss(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(re, "_cache", {})
    re.compile(PATTERNS[1][0], PATTERNS[1][1])
    regexcache.save({})
    path = next(tmp_path.glob("corpustools/regex-*.marshal"))
    path.write_bytes(path.read_bytes()[:100])
    monkeypatch.setattr(re, "_cache", {})
    assert regexcache.load() == {}
    assert re.compile(PATTERNS[1][0], PATTERNS[1][1]).match("PHOTO")


def test_a_foreign_cache_file_is_a_miss(tmp_path, monkeypatch):
    import marshal

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = regexcache._path()
    path.parent.mkdir(parents=True)
    for junk in (7, [1, 2], [("s", "a+", 0, 0, [99999, 1], 0, {}, ())]):
        path.write_bytes(marshal.dumps(junk))
        monkeypatch.setattr(re, "_cache", {})
        regexcache.load()
        assert re.compile("a+").fullmatch("aaa") and re.compile("a+") == _fresh("a+", 0)


def test_patterns_no_code_uses_any_more_leave_the_file_when_it_is_written_again(tmp_path, monkeypatch):
    """A pattern of an older version of the code (edited since) is not loaded at every worker start forever:
    when the file is written again, the loaded patterns nothing holds go; those in use and the new stay."""
    import marshal

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(re, "_cache", {})
    for pattern, flags in PATTERNS:
        re.compile(pattern, flags)
    regexcache.save({})
    monkeypatch.setattr(re, "_cache", {})
    loaded = regexcache.load()
    assert len(loaded) == len(PATTERNS)
    held = [re.compile(pattern, flags) for pattern, flags in PATTERNS[:2]]  # as a module's constants hold them
    new = re.compile(r"new\s+pattern")
    regexcache.save(loaded)
    saved = {(entry[1], entry[2]) for entry in marshal.loads(regexcache._path().read_bytes())}
    assert saved == {*PATTERNS[:2], (r"new\s+pattern", 0)}
    # a few loaded patterns held by nothing (used by their text: re.search(r"...", text)) stay in the file
    monkeypatch.setattr(re, "_cache", {})
    loaded = regexcache.load()
    held = [re.compile(pattern, flags) for pattern, flags in PATTERNS[:2]]
    assert re.search(r"new\s+pattern", "a new  pattern")  # from the cache, held by nothing
    re.compile(r"newer")
    regexcache.save(loaded)
    saved = {(entry[1], entry[2]) for entry in marshal.loads(regexcache._path().read_bytes())}
    assert saved == {*PATTERNS[:2], (r"new\s+pattern", 0), (r"newer", 0)}
    assert held and new


_PATTERNS_OF_A_WORKER = """
import re, sys
from corpustools.vert import choose, document, langid, metadata, tokenize  # noqa: F401 - what a worker imports
for name, module in sorted(sys.modules.items()):
    if name.startswith("corpustools"):
        for key, value in sorted(vars(module).items()):
            if isinstance(value, re.Pattern):
                print(name, key, ascii(value.pattern), value.flags)
"""


def test_the_extractors_patterns_are_the_same_text_in_every_process():
    """A pattern built from a set (iterated in the order of the process's string hashes) differs from one
    process to the next: the regex cache never finds it, so every worker start compiled it again and wrote
    the file one entry longer (the Solar Hijri month names did)."""
    import os
    import subprocess
    import sys

    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", _PATTERNS_OF_A_WORKER], env=env, capture_output=True, text=True,
                              check=True)
        outputs.append(done.stdout)
    assert outputs[0].count("\n") > 150
    assert outputs[0] == outputs[1]


def test_a_start_that_compiles_more_patterns_than_res_own_cache_holds_saves_them_all(tmp_path, monkeypatch):
    """A worker compiles ~580 patterns, more than the 512 ``re`` keeps: each compile past that evicted the
    oldest, so a run saved only a part and the next runs compiled the rest again (1-2.5 CPU-s each, five
    runs from an empty cache before one started fast).  One run now saves every pattern it compiled."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(re, "_cache", {})
    monkeypatch.setattr(re, "_MAXCACHE", re._MAXCACHE)  # load() raises it: undone after the test
    patterns = [rf"word{i}\s+(?:one|two)" for i in range(700)]
    loaded = regexcache.load("test")  # as a worker starts: nothing saved yet
    held = [re.compile(p) for p in patterns]  # as the modules' constants hold them
    regexcache.save(loaded, "test")
    monkeypatch.setattr(re, "_cache", {})
    again = regexcache.load("test")
    assert {key[1] for key in again} >= set(patterns)
    assert all(re.compile(p) is re._cache[(str, p, 0)] for p in patterns)  # none compiled again
    assert regexcache.load("another task") == {}  # each task has its own file
    assert held


def test_a_saved_pattern_is_made_only_when_asked_for(tmp_path, monkeypatch):
    """The file holds the patterns of other versions of the code too: those no module asks for are never
    made (each cost the start of every run), and an asked one is made from its saved code, not compiled."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(re, "_cache", {})
    for pattern, flags in PATTERNS:
        re.compile(pattern, flags)
    regexcache.save({})
    monkeypatch.setattr(re, "_cache", {})
    compiled = []
    monkeypatch.setattr(regexcache._compiler, "compile", lambda *args: compiled.append(args))
    loaded = regexcache.load()
    assert len(loaded) == len(PATTERNS) and len(re._cache) == 0  # nothing made yet
    asked = re.compile(PATTERNS[1][0], PATTERNS[1][1])
    assert asked.match("PHOTO") and len(re._cache) == 1 and not compiled
    assert asked is re.compile(PATTERNS[1][0], PATTERNS[1][1])
    assert (str, PATTERNS[0][0], 0) not in re._cache  # (not asked: still only saved)
    assert re.search(PATTERNS[4][0], "0:12 / 3:45") and not compiled  # re's functions take them too
