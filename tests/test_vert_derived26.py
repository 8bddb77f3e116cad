"""What the extractor's modules derive from their tables on import (``firstchar``'s split of alternatives by
first character, the factored alternations) is kept between runs (``regexcache.derived``): a pattern made from
the kept split answers as one made afresh, and a missing, broken or other version's file is made again."""

import re

import pytest

from corpustools.vert import firstchar, regexcache

PREFIX, ALTERNATIVES, SUFFIX = r"\s*", r"zurück|nach oben|drucken|teilen|\d+ kommentare?|(?:mehr|weniger) anzeigen|[«»]", r"\s*"
TEXTS = ["zurück", " Nach oben", "nach oben ", "drucken", "12 kommentare", "mehr anzeigen", "weniger anzeigen", "»",
         "teilen!", "Zurück", "3 kommentar", "mehr", "", "x", "«", "drucken und teilen"]


@pytest.fixture
def fresh(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """An empty cache folder and no value derived in this process yet."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(regexcache, "_DERIVED", {})
    monkeypatch.setattr(regexcache, "_DERIVED_USED", set())
    monkeypatch.setattr(regexcache, "_DERIVED_NEW", [])
    return tmp_path


def _answers(pattern: firstchar.FirstChar) -> list[bool]:
    return [pattern.fullmatch(text) is not None for text in TEXTS]


def test_a_pattern_made_from_the_kept_split_answers_as_one_made_afresh(fresh, monkeypatch):  # noqa: ANN001
    made = firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX)
    whole = re.compile(f"{PREFIX}(?:{ALTERNATIVES}){SUFFIX}")
    assert _answers(made) == [whole.fullmatch(text) is not None for text in TEXTS]
    regexcache.save({})
    assert list(fresh.glob("corpustools/derived-*.marshal"))
    monkeypatch.setattr(regexcache, "_DERIVED", {})  # the next run: the split is read, not made

    def no_split(*_args):  # noqa: ANN002, ANN202
        raise AssertionError("split again")

    monkeypatch.setattr(firstchar, "_split", no_split)
    regexcache.load()
    kept = firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX)
    assert _answers(kept) == _answers(made)
    assert {key: p.pattern if p else None for key, p in kept.table.items()} == \
        {key: p.pattern if p else None for key, p in made.table.items()}
    assert kept.lead == made.lead and kept.classes == made.classes


def test_a_character_no_alternative_names_is_judged_from_the_kept_split_too(fresh, monkeypatch):  # noqa: ANN001
    """A first character met only later (not in the table made on import) takes the alternatives of any
    character and of its classes, from the split as it was read."""
    made = firstchar.FirstChar("", r"\d+ kommentare|[a-z]+ ago|é+", "")
    regexcache.save({})
    monkeypatch.setattr(regexcache, "_DERIVED", {})
    regexcache.load()
    kept = firstchar.FirstChar("", r"\d+ kommentare|[a-z]+ ago|é+", "")
    for text in ("٣ kommentare", "7 kommentare", "éé", "ß ago", "x ago", "Ω"):
        assert (kept.fullmatch(text) is None) == (made.fullmatch(text) is None) \
            == (re.fullmatch(r"\d+ kommentare|[a-z]+ ago|é+", text) is None)


def test_a_broken_or_foreign_file_of_derived_values_is_made_again(fresh, monkeypatch):  # noqa: ANN001
    import marshal

    path = regexcache._derived_path("")
    path.parent.mkdir(parents=True)
    for junk in (b"\x00garbage", marshal.dumps([1, 2]), marshal.dumps({"not a tuple": 1})):
        path.write_bytes(junk)
        monkeypatch.setattr(regexcache, "_DERIVED", {})
        regexcache.load()
        assert _answers(firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX))[:3] == [True, False, True]


def test_what_another_version_of_the_code_derived_is_not_taken(fresh, monkeypatch):  # noqa: ANN001
    """The key of a derived value holds a digest of ``firstchar``'s source: a split made by other code (an
    upgrade, an edited split) is made again, not read."""
    made = []
    real = firstchar._split
    monkeypatch.setattr(firstchar, "_split", lambda *args: made.append(args) or real(*args))
    firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX)
    regexcache.save({})
    monkeypatch.setattr(regexcache, "_DERIVED", {})
    monkeypatch.setattr(firstchar, "_CODE", "another version")
    regexcache.load()
    firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX)
    assert len(made) == 2


def test_factored_spread_is_what_it_names(fresh):  # noqa: ANN001
    words = r"comments?|cookies?|share|(?:related|recommended)[-_]posts"
    assert firstchar.factored_spread(words) == firstchar.factored(firstchar.spread(words))
    found = re.compile(firstchar.factored_spread(words))
    for name in ("comment", "cookies", "share", "related_posts", "recommended-posts", "sharp"):
        assert (found.fullmatch(name) is None) == (re.fullmatch(words, name) is None)


def test_a_damaged_split_read_from_the_file_is_made_again(fresh, monkeypatch):  # noqa: ANN001
    """A split of the right key but not of the shape ``_split`` makes (a file damaged yet still readable) does
    not stop the extractor's import: it is made again."""
    import marshal

    firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX)
    regexcache.save({})
    path = next(fresh.glob("corpustools/derived-*.marshal"))
    entries = marshal.loads(path.read_bytes())
    for key in entries:
        if key[0] == "FirstChar":
            entries[key] = (["x"], None, frozenset([5]), {}, {}, [], {})
    path.write_bytes(marshal.dumps(entries))
    monkeypatch.setattr(regexcache, "_DERIVED", {})
    regexcache.load()
    assert _answers(firstchar.FirstChar(PREFIX, ALTERNATIVES, SUFFIX))[:3] == [True, False, True]
