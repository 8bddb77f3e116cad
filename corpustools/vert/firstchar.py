"""A regular expression made of a long list of alternatives, tried only with the alternatives that can
begin with the text's first character.

Python's regex engine tries the alternatives of a group one after the other: ``boiler``'s table of
interface words (1,700 alternatives in many languages) cost 10 µs on every short block of every page,
most of it spent skipping alternatives whose first letter is not the block's.  ``FirstChar`` splits the
pattern's list of alternatives by the characters each can begin with (read from the pattern's parse, as
a superset: a class or a case-insensitive group it cannot enumerate counts as any character) and
compiles, for each first character, the pattern with only the alternatives that may begin there.  An
alternative left out cannot match at the start of the text, so ``fullmatch`` answers as the whole
pattern does (whether it matches; the groups it reports are not used by the callers).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from typing import Any

from corpustools.vert import regexcache

try:  # Python 3.11+
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

_ANY = None  # a first set that may be any character
MAX_RANGE = 512  # a class's range longer than this counts as any character
MAX_TABLE = 10_000  # first characters remembered
_SPECIAL = frozenset("\\()[]{}.*+?^$|") | {""}  # characters that do not stand for themselves at a pattern's start
_QUANTIFIERS = frozenset("?*+{")


def _code_digest() -> str | None:
    """A digest of this module's source, in the keys of what it derives (``regexcache.derived``): a value made
    by another version of this code is not taken (None: the source cannot be read, nothing is kept)."""
    try:
        with open(__file__, "rb") as fh:
            return hashlib.sha1(fh.read()).hexdigest()[:16]
    except (OSError, NameError):
        return None


_CODE = _code_digest()


def _derived(key: tuple, make: Callable[[], Any], valid: Callable[[Any], bool]) -> Any:
    return make() if _CODE is None else regexcache.derived((*key[:1], _CODE, *key[1:]), make, valid)


def split_alternatives(alternatives: str) -> list[str]:
    """The top-level alternatives of a pattern (split at the ``|`` outside groups and classes)."""
    out, start = [], 0
    for i, ch, depth in _structure(alternatives):
        if ch == "|" and depth == 0:
            out.append(alternatives[start:i])
            start = i + 1
    out.append(alternatives[start:])
    return out


_STRUCTURE = re.compile(r"[\\\[()|]")  # what the walk below stops at: an escape, a class, a group, a bar


def _structure(pattern: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """(index, character, groups open after it) of each ``(``, ``)`` and ``|`` of ``pattern`` from ``start``
    that is neither escaped nor inside a character class: what both the split and the group's end look at.
    The characters between are skipped by one search each (boiler's tables are ~100,000 characters, most
    of them letters: a loop over every character cost every worker start ~30 ms)."""
    depth, i, search = 0, start, _STRUCTURE.search
    while (found := search(pattern, i)) is not None:
        i = found.start()
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(pattern, i) + 1
            continue
        depth += 1 if ch == "(" else -1 if ch == ")" else 0
        yield i, ch, depth
        i += 1


def _class_end(pattern: str, start: int) -> int:
    """The index of the ``]`` closing the character class opened at ``pattern[start]`` (a ``]`` first, or
    after ``^``, is a member; escapes are skipped), or the pattern's length."""
    i, n = start + 1, len(pattern)
    if i < n and pattern[i] == "^":
        i += 1
    if i < n and pattern[i] == "]":
        i += 1
    while i < n and pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i


# the classes \\d, \\s and \\w of a str pattern, and a test that a character may be in them (isdigit: a
# superset of the engine's decimal digits)
_CATEGORIES = {_c.CATEGORY_DIGIT: "digit", _c.CATEGORY_SPACE: "space", _c.CATEGORY_WORD: "word"}
_IN_CATEGORY = {"digit": str.isdigit, "space": str.isspace, "word": lambda ch: ch.isalnum() or ch == "_"}
# the classes a character may be in together: a digit (\\d is in \\w), another word character, a space, none
_KINDS = ({"digit", "word"}, {"word"}, {"space"}, set())


def _group_end(pattern: str, start: int) -> int:
    """The index of the ``)`` closing the group opened at ``pattern[start]``."""
    for i, ch, depth in _structure(pattern, start):
        if ch == ")" and depth == 0:
            return i
    raise ValueError(f"unbalanced group in {pattern!r}")


MAX_TAIL = 200  # a group's alternatives are spread out when what follows the group is at most this long


def spread(alternatives: str, optional: bool = False) -> list[str]:
    """The top-level alternatives of a pattern, with each that opens with a non-capturing group of
    alternatives not repeated, ``(?:a|b)c``, replaced by its own (``ac``, ``bc``): each begins with fewer
    characters than the whole group.  With ``optional``, also one that opens with an optional group,
    ``(?:a|b)?c``, by the group's (``ac``, ``bc``) and by what follows it (``c``): the same strings, and
    ``c`` is no longer tried at every first character that ``a`` or ``b`` may begin with (``FirstChar``'s
    table of interface words had some thirty such alternatives in every character's pattern: "(?:uložte si
    |ulož) (?:či|a|nebo) )?(?:share|sdílejte|…)", "(?:celý |zbytek )?(?:článek|…)")."""
    out = []
    for part in split_alternatives(alternatives):
        if part.startswith("(?:"):
            end = _group_end(part, 0)
            tail = part[end + 1:]
            inner = split_alternatives(part[3:end])
            if len(inner) > 1 and len(tail) <= MAX_TAIL and not tail.startswith(("?", "*", "+", "{")):
                out.extend(sub + tail for sub in spread("|".join(inner), optional))
                continue
            if optional and tail[:1] == "?" and tail[1:2] not in _QUANTIFIERS and len(tail) <= MAX_TAIL:
                rest = tail[1:]  # (a lazy "??" or a possessive "?+" stays whole)
                out.extend(sub + rest for sub in spread(part[3:end], optional))  # the group there ...
                out.extend(spread(rest, optional) if rest else [rest])  # ... and not there
                continue
        out.append(part)
    return out


def factored(parts: list[str]) -> str:
    """The alternation of ``parts`` (``a|b|...``) with the parts that begin with the same plain character
    written once under it, recursively: ``comments?|cookies?|share`` as ``co(?:mments?|okies?)|share``.  It
    matches the same strings (a match of the whole exists exactly when one exists before: the order of
    the alternatives and the groups reported may differ, which the callers do not read), and the regex
    engine, which tries a group's alternatives one after the other, skips a whole group on its first
    character instead of testing each part's.  A part that begins otherwise (an escape, a class, a group,
    a quantified character) is kept whole, in its place."""
    return "|".join(_factored(parts))


def _factored(parts: list[str]) -> list[str]:
    slots: list[tuple[str, list[str] | None]] = []  # (a part kept whole, None) or (a character, its parts' tails)
    heads: dict[str, list[str]] = {}
    for part in parts:
        head = part[:1]
        if head in _SPECIAL or part[1:2] in _QUANTIFIERS:
            slots.append((part, None))
        elif head in heads:
            heads[head].append(part[1:])
        else:
            heads[head] = [part[1:]]
            slots.append((head, heads[head]))
    out = []
    for text, tails in slots:
        if tails is None:
            out.append(text)
        elif len(tails) == 1:
            out.append(text + tails[0])
        else:
            inner = _factored(tails)
            out.append(text + inner[0] if len(inner) == 1 else f"{text}(?:{'|'.join(inner)})")
    return out


def factored_spread(alternatives: str) -> str:
    """``factored(spread(alternatives))``, made once for all runs (``regexcache.derived``)."""
    return _derived(("factored", alternatives), lambda: factored(spread(alternatives)), lambda value: isinstance(value, str))


def has_upper(text: str) -> bool:
    """Whether ``text`` has an upper-case character (``any(c.isupper() for c in text)``): the tables written
    in lower case are checked on import, in every run's zygote, ~120,000 characters; ``islower`` (no
    upper-case or title-case character, one lower-case at least) answers for nearly all of them in C, a
    character loop in Python took ~6 ms."""
    return not text.islower() and any(map(str.isupper, text))


def lowered_search(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether ``pattern`` (case-insensitive, written in lower case) is found in a text: in an ASCII text
    (nearly every class or id name) by the same pattern without ``re.I``, its alternatives ``factored``,
    in the text lowered (the same answer for ASCII).  ``re.I`` leaves the regex engine no set of first
    characters to skip to, so it tries every alternative at every character: 4-7 times the CPU."""
    assert not has_upper(re.sub(r"\\.", "", pattern.pattern)), pattern.pattern
    fast = re.compile(factored_spread(pattern.pattern), pattern.flags & ~re.IGNORECASE)
    fast_search, slow_search = fast.search, pattern.search

    def found(text: str) -> bool:
        return (fast_search(text.lower()) if text.isascii() else slow_search(text)) is not None

    return found


def _first(items, flags: int) -> tuple[set[str] | None, frozenset[str], bool]:  # noqa: ANN001, C901 - parsed
    """(the characters a match of ``items`` may begin with, or None for any; the classes of ``_CATEGORIES``
    whose characters may begin it; whether it may match the empty string)."""
    chars: set[str] | None = set()
    classes: frozenset[str] = frozenset()
    for op, av in items:
        got: set[str] | None
        got, cats, nullable = set(), frozenset(), False
        if flags & re.IGNORECASE:
            got = _ANY
        elif op is _c.LITERAL:
            got = {chr(av)}
        elif op is _c.IN:
            for iop, iav in av:
                if iop is _c.LITERAL:
                    got.add(chr(iav))
                elif iop is _c.RANGE and iav[1] - iav[0] <= MAX_RANGE:
                    got.update(chr(c) for c in range(iav[0], iav[1] + 1))
                elif iop is _c.CATEGORY and iav in _CATEGORIES:
                    cats |= {_CATEGORIES[iav]}
                else:  # a negated class, another category, a long range
                    got = _ANY
                    break
        elif op is _c.SUBPATTERN:
            _group, add, _drop, sub = av
            got, cats, nullable = _first(sub, flags | add)
        elif op is _c.BRANCH:
            for alt in av[1]:
                g, k, e = _first(alt, flags)
                got = _ANY if got is _ANY or g is _ANY else got | g
                cats, nullable = cats | k, nullable or e
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT) or op is getattr(_c, "POSSESSIVE_REPEAT", None):
            low, _high, sub = av
            got, cats, nullable = _first(sub, flags)
            nullable = nullable or low == 0
        elif op is getattr(_c, "ATOMIC_GROUP", None):
            got, cats, nullable = _first(av, flags)
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero width: what follows begins the match
            nullable = True
        else:  # any character, a negated literal, a back reference, a conditional group
            got = _ANY
        chars = _ANY if chars is _ANY or got is _ANY else chars | got
        classes |= cats
        if not nullable:
            return chars, classes, False
    return chars, classes, True


def _split(prefix: str, alternatives: str, suffix: str) -> tuple:
    """What :class:`FirstChar` is made of, as plain data: the alternatives (``spread``), the characters the
    prefix may begin with (None: any), the alternatives that may begin anywhere, by character and by class
    (their indexes), the classes, and the text of the pattern for each character some alternative names and
    for each kind of other character (``_KINDS``; None: no alternative)."""
    parts = spread(alternatives, optional=True)
    lead = _first(*_parsed(prefix))[0] if prefix else set()
    firsts = []
    for part in parts:
        if part[:1] not in _SPECIAL and part[1:2] not in _QUANTIFIERS:  # a plain first letter (most): no parse
            firsts.append(({part[0]}, frozenset(), False))
        else:
            firsts.append(_first(*_parsed(part)))
    # alternatives that may begin with any character (or be empty) go into every pattern
    anywhere: set[int] = set()
    by_char: dict[str, set[int]] = {}
    by_class: dict[str, set[int]] = {}
    for i, (got, classes, empty) in enumerate(firsts):
        if got is _ANY or empty:
            anywhere.add(i)
            continue
        for ch in got:
            by_char.setdefault(ch, set()).add(i)
        for c in classes:
            by_class.setdefault(c, set()).add(i)
    classes = sorted(by_class)
    texts: dict[object, str | None] = {
        ch: _text(prefix, suffix, parts, _picked(ch, anywhere, by_char, by_class, classes)) for ch in sorted(by_char)}
    # a first character no alternative names: the pattern of the classes it is in (``chosen`` of any such
    # character), made here for each kind of character, so that it is made once, in the zygote, and kept
    # by the regex cache (regexcache.save sees what the warm-up compiled), not compiled from its text
    # in every worker at its first such text, every run (a digit's: 2,400 and 8,500 characters)
    for key in sorted({tuple(c for c in classes if c in kinds) for kinds in _KINDS}):
        texts[key] = _text(prefix, suffix, parts, anywhere.union(*(by_class[c] for c in key)))
    return (parts, frozenset(lead) if lead is not _ANY else None, frozenset(anywhere),
            {ch: frozenset(picked) for ch, picked in by_char.items()},
            {c: frozenset(picked) for c, picked in by_class.items()}, classes, texts)


# (xspeed34) A first character's pattern is still long (``boiler``'s interface words: 20,000 characters for "p",
# "s", "a"), and a worker tries it cold: between two short blocks the page's other work has pushed its compiled code
# out of the CPU's caches, and the engine skipping the alternatives that fail touches it all (16 µs a call in a
# worker's run against 2.4 µs for the same texts one after the other; the interface words alone ~0.25 CPU-s over the
# 468 sample pages).  So each first character also gets the set of the first ``HEAD`` characters that its
# alternatives may begin with, read from their parse (a superset, as the first characters are), and a pattern of the
# alternatives that have no such set (one that may match fewer characters, or begins with a class it cannot
# enumerate): a text whose head is not in the set cannot match any other alternative there, so that pattern alone
# answers as the whole does (a tenth of the size: 80 % of the interface words' texts are tried so).
HEAD = 4  # characters of a head
MAX_HEADS = 256  # heads of one alternative enumerated, at most (more: it has none, it is always tried)
MAX_HEAD_RANGE = 64  # a class's range longer than this is not enumerated
_NOT_LITERAL = re.IGNORECASE | re.VERBOSE  # flags under which a pattern's characters are not the text's


class _Unbounded(Exception):
    """An alternative's heads cannot be enumerated."""


def _heads(items, size: int = HEAD) -> frozenset[str] | None:  # noqa: ANN001, C901 - parsed
    """The strings of ``size`` characters that a match of the parsed ``items`` may begin with (a superset: zero-width
    assertions are passed over), or None when it may match fewer characters, begins with what cannot be enumerated
    (a category, a negated class, any character, a case-insensitive group) or with more than ``MAX_HEADS``."""
    out: set[str] = set()

    def walk(seq: list, i: int, acc: str, rest: tuple) -> None:
        while True:
            if len(acc) >= size:
                out.add(acc[:size])
                if len(out) > MAX_HEADS:
                    raise _Unbounded
                return
            if i == len(seq):
                if not rest:
                    raise _Unbounded  # the match may end before ``size`` characters
                (seq, i), rest = rest[0], rest[1]
                continue
            op, av = seq[i]
            if op is _c.LITERAL:
                acc, i = acc + chr(av), i + 1
            elif op is _c.IN:
                chars: set[str] = set()
                for iop, iav in av:
                    if iop is _c.LITERAL:
                        chars.add(chr(iav))
                    elif iop is _c.RANGE and iav[1] - iav[0] <= MAX_HEAD_RANGE:
                        chars.update(chr(c) for c in range(iav[0], iav[1] + 1))
                    else:
                        raise _Unbounded
                for ch in chars:
                    walk(seq, i + 1, acc + ch, rest)
                return
            elif op is _c.SUBPATTERN:
                if av[1] & _NOT_LITERAL:
                    raise _Unbounded
                seq, i, rest = list(av[3]), 0, ((seq, i + 1), rest)
            elif op is _c.BRANCH:
                for alt in av[1]:
                    walk(list(alt), 0, acc, ((seq, i + 1), rest))
                return
            elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT):
                low, high, sub = av
                for n in range(low, max(low, min(high, size)) + 1):
                    walk(list(sub) * n, 0, acc, ((seq, i + 1), rest))
                return
            elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
                i += 1
            else:
                raise _Unbounded

    try:
        walk(list(items), 0, "", ())
    except (_Unbounded, RecursionError):
        return None
    return frozenset(out)


def _short_texts(prefix: str, suffix: str, parts: list[str], anywhere: frozenset[int], by_char: dict,
                 by_class: dict, classes: list[str]) -> dict[str, tuple[frozenset[str], str | None]]:
    """For each first character some alternative names: the heads of its alternatives (``_heads``) and the text of
    the pattern of those alternatives that have none (None: every one has)."""
    heads = []
    for part in parts:
        items, flags = _parsed(part)
        heads.append(None if flags & _NOT_LITERAL else _heads(items))
    out = {}
    for ch in sorted(by_char):
        picked = _picked(ch, anywhere, by_char, by_class, classes)
        headed = frozenset().union(*(heads[i] for i in picked if heads[i] is not None))
        out[ch] = (frozenset(h for h in headed if h[:1] == ch),
                   _text(prefix, suffix, parts, {i for i in picked if heads[i] is None}))
    return out


def _short_shape(value: Any) -> bool:
    """Whether ``value`` has the shape of what :func:`_short_texts` returns (a value read from the cache file)."""
    return isinstance(value, dict) and all(
        isinstance(ch, str) and isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], frozenset)
        and all(isinstance(h, str) and len(h) == HEAD for h in entry[0]) and (entry[1] is None or isinstance(entry[1], str))
        for ch, entry in value.items())


def _split_shape(value: Any) -> bool:
    """Whether ``value`` has the shape of what :func:`_split` returns (a value read from the cache file)."""
    if not (isinstance(value, tuple) and len(value) == 7):
        return False
    parts, lead, anywhere, by_char, by_class, classes, texts = value
    return isinstance(parts, list) and all(isinstance(p, str) for p in parts) \
        and (lead is None or isinstance(lead, frozenset)) and isinstance(anywhere, frozenset) \
        and isinstance(by_char, dict) and isinstance(by_class, dict) and isinstance(classes, list) \
        and set(by_class) == set(classes) and isinstance(texts, dict) \
        and all(t is None or isinstance(t, str) for t in texts.values()) \
        and all(isinstance(i, int) and 0 <= i < len(parts)
                for picked in (anywhere, *by_char.values(), *by_class.values()) for i in picked)


def _picked(ch: str, anywhere: frozenset[int] | set[int], by_char: dict, by_class: dict,
            classes: list[str]) -> set[int]:
    """The alternatives that may begin with ``ch``."""
    picked = set(anywhere) | by_char.get(ch, set())
    for c in classes:
        if _IN_CATEGORY[c](ch):
            picked |= by_class[c]
    return picked


def _text(prefix: str, suffix: str, parts: list[str], picked: set[int]) -> str | None:
    """The pattern of the alternatives ``picked`` (None: none)."""
    return f"{prefix}(?:{factored([parts[i] for i in sorted(picked)])}){suffix}" if picked else None


def _compiled(prefix: str, suffix: str, parts: list[str], picked: set[int]) -> re.Pattern[str] | None:
    text = _text(prefix, suffix, parts, picked)
    return re.compile(text) if text is not None else None


def _parsed(pattern: str):  # noqa: ANN202 - a parsed pattern's items
    parsed = _parser.parse(pattern)
    return parsed.data, parsed.state.flags


class FirstChar:
    """``prefix (?:alternatives) suffix``, compiled whole and, for each character some alternative can begin
    with, with those alternatives alone (``fullmatch``: the whole pattern's answer, faster).  ``prefix``
    may match the empty string; a text that begins with one of its characters is tried on the whole."""

    __slots__ = ("whole", "table", "classes", "chosen", "lead", "short")

    def __init__(self, prefix: str, alternatives: str, suffix: str) -> None:
        self.whole = re.compile(f"{prefix}(?:{alternatives}){suffix}")
        # the split of the alternatives by first character, and the text of each pattern of the table: made from
        # the pattern's text alone (the same in every run: kept between runs, see ``regexcache.derived``)
        parts, lead, anywhere, by_char, by_class, self.classes, texts = _derived(
            ("FirstChar", prefix, alternatives, suffix), lambda: _split(prefix, alternatives, suffix), _split_shape)
        self.table: dict[object, re.Pattern[str] | None] = {
            key: re.compile(text) if text is not None else None for key, text in texts.items()}
        # any other first character: the alternatives of any character and of the classes it is in (a text's
        # first character is looked up here once, then kept in the table)
        self.chosen = lambda ch: _compiled(prefix, suffix, parts, _picked(ch, anywhere, by_char, by_class, self.classes))
        self.lead = frozenset(lead) if lead is not None else None  # None: every text is tried whole
        # for each first character, the first ``HEAD`` characters its alternatives may begin with, and the pattern
        # of those alternatives that have no such heads (see ``_short_texts``): a text that begins otherwise is
        # tried with that short pattern alone
        self.short: dict[str, tuple[frozenset[str], re.Pattern[str] | None]] = {} if self.whole.flags & _NOT_LITERAL \
            else {ch: (heads, re.compile(text) if text is not None else None) for ch, (heads, text) in _derived(
                ("FirstCharHeads", prefix, alternatives, suffix),
                lambda: _short_texts(prefix, suffix, parts, anywhere, by_char, by_class, self.classes),
                _short_shape).items()}

    def fullmatch(self, text: str) -> re.Match[str] | None:
        """``self.whole.fullmatch(text)`` (whether it matches; the groups may differ)."""
        first = text[:1]
        if not first or self.lead is None or first in self.lead:
            return self.whole.fullmatch(text)
        short = self.short.get(first)
        if short is not None and text[:HEAD] not in short[0]:
            return short[1].fullmatch(text) if short[1] is not None else None
        table = self.table
        pattern = table[first] if first in table else self._learned(first)
        return pattern.fullmatch(text) if pattern is not None else None

    def match(self, text: str) -> re.Match[str] | None:
        """``self.whole.match(text)``, at the start of ``text`` (whether it matches; the groups may differ)."""
        first = text[:1]
        if not first or self.lead is None or first in self.lead:
            return self.whole.match(text)
        short = self.short.get(first)
        if short is not None and text[:HEAD] not in short[0]:
            return short[1].match(text) if short[1] is not None else None
        table = self.table
        pattern = table[first] if first in table else self._learned(first)
        return pattern.match(text) if pattern is not None else None

    def _learned(self, first: str) -> re.Pattern[str] | None:
        """The pattern for a first character not in the table yet, put there."""
        table = self.table
        key = tuple(c for c in self.classes if _IN_CATEGORY[c](first))  # the same pattern for all of them
        pattern = table.get(key)
        if key not in table:
            pattern = table[key] = self.chosen(first)
        if len(table) < MAX_TABLE:
            table[first] = pattern
        return pattern
