"""Language of each paragraph, deterministic: py3langid (default) or seeded langdetect.

Codes are ISO 639-1.  A paragraph shorter than ``MIN_CHARS`` or judged with low confidence gets no
language of its own; the caller gives it the document's language, which is the language of the most
characters among the judged paragraphs.  So does a paragraph judged a close sibling of the document's
language (Slovak in a Czech document, ``SIBLINGS``) with less than ``SIBLING_CONFIDENCE``, and a paragraph
with fewer than ``MIN_LETTERS`` letters (runs of digits and symbols).  Japanese and Chinese share the Han
script and only kana tell them apart (:func:`_cjk`).  Detectors are created once per process.
"""

from __future__ import annotations

import logging
import os
import re
import time
import unicodedata
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any

from corpustools.vert.steps import run_steps

log = logging.getLogger(__name__)

MIN_CHARS = 40
MIN_CONFIDENCE = 0.5
MAX_CHARS = 200  # a paragraph's first 200 characters decide its language (keeps long paragraphs cheap)
# languages so close that a short paragraph of one is often taken for the other: in a document of one, a
# paragraph judged the other with less than SIBLING_CONFIDENCE is the document's ("Centrum asistované
# reprodukce a program darovaných vajíček", Czech, is Slovak at 0.57; "rntlang der Hellbrunner Allee Richtung
# Stadtzentrum", German, is Luxembourgish at 0.55, Luxembourgish sentences score 0.99).  The price: Slovak
# sentences of 77-102 characters scored 0.92 or more (15 of 15 written for a review), but of 40-67 characters
# 5 of 32 scored 0.58-0.75 ("Poslanci parlamentu schválili zákon v treťom čítaní.", "Hokejisti zdolali Fínov a
# postúpili do semifinále.") and are Czech in a Czech document; in such a document a short paragraph judged
# Slovak without certainty is far more often Czech (2 of 24 short Czech sentences scored Slovak at 0.57-0.59)
# The other groups are py3langid's confusions on short real paragraphs (GTK's translated property descriptions,
# 40-200 characters, 12 a document, 10 documents for each of 79 languages; 293 of 9,480 paragraphs wrong before,
# 219 after): Bosnian, Croatian and Serbian 193 of 480 taken for another of the three, Malay and Indonesian 52
# of 240, Norwegian (Bokmål, Nynorsk) and Danish 15 of 360, Spanish, Catalan, Galician, Portuguese, Aragonese and
# Occitan 8, Xhosa and Zulu 7, Serbian (Cyrillic), Bulgarian and Macedonian 5, Hindi, Marathi and Nepali 4, Dutch
# and Afrikaans 2, Azerbaijani and Turkish 2, Assamese and Bengali 1; others once or twice (Walloon as Italian).
# A document's language is not helped: 8 of 10 Bosnian and Serbian (Latin) documents are Croatian or Bosnian
_SIBLING_GROUPS = (("cs", "sk"), ("de", "lb"), ("bs", "hr", "sr"), ("id", "ms"), ("da", "nn", "no"), ("xh", "zu"),
                   ("hi", "mr", "ne"), ("bg", "mk", "sr"), ("an", "ca", "es", "gl", "oc", "pt"), ("af", "nl"),
                   ("az", "tr"), ("as", "bn"))
SIBLINGS = {lang: tuple(sorted({other for group in _SIBLING_GROUPS if lang in group for other in group} - {lang}))
            for group in _SIBLING_GROUPS for lang in group}
SIBLING_CONFIDENCE = 0.8
# (xnews30) the languages whose documents the detector cannot tell apart (8 of 10 Bosnian and Serbian Latin documents
# above came out Croatian or Bosnian; N1's Serbian article in Latin letters, "Vlada Srbije usvojila je danas predlog
# zakona o budžetu", is Bosnian at 0.60): there the page's own ``lang`` decides, when it names one of them
DECLARED_DECIDES = frozenset(("bs", "hr", "sr"))
_HTML_LANG = re.compile(r"<html\b[^>]*?\s(?:xml:)?lang\s*=\s*[\"']?([a-zA-Z]{2,3})\b", re.I)


def as_declared(langs: list[str], doc_lang: str, html: str, languages: Sequence[str] = ()) -> tuple[list[str], str]:
    """``langs`` and ``doc_lang`` (a language of ``DECLARED_DECIDES``) as the page's ``<html lang>`` states them, when it
    states another of those languages (and one of ``languages``, the user's, if given): every paragraph judged one of
    them is the declared one (a quote in another language keeps its own)."""
    found = _HTML_LANG.search(html, 0, 4000)
    declared = found.group(1).lower() if found is not None else ""
    if declared == doc_lang or declared not in DECLARED_DECIDES or (languages and declared not in languages):
        return langs, doc_lang
    return [declared if lang in DECLARED_DECIDES else lang for lang in langs], declared
# a paragraph of runs of symbols and digits ("①②③…⑳ⅠⅡ…Ⅹ㍉㌔㌢㍍…", 117 characters, 14 letters) is judged some
# language at random (Amharic, on a Japanese page of character tables); a sentence of 40 characters has 30+
MIN_LETTERS = 20
# kana (hiragana, katakana, half-width katakana; not the middle dot and the long-vowel mark, which Chinese
# text uses too): Japanese prose has a kana in every few characters, Chinese has none
_KANA = re.compile("[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fd\u30fe\uff66-\uff6f\uff71-\uff9d]")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
KANA_SHARE = 0.1  # of a paragraph's Han and kana: "東京都知事選、小池氏が3選" has 1 in 10
# a document whose kana paragraphs weigh this share of its Han-only ones (judged Chinese) is Japanese: Han-only
# text cannot tell the two apart, the share keeps a Chinese article with a quoted Japanese sentence Chinese;
# the price: a Chinese page more than a fifth of it Japanese (a textbook of Japanese) is a Japanese document
JA_SHARE = 0.25

# a Chinese or Japanese character (or a Hangul syllable) says about as much as three letters of an alphabet:
# a Chinese line of 30 characters is a sentence of a dozen words, and it counts as 90 characters, both for
# MIN_CHARS and for the document's language (six Chinese lines of 20-30 characters and an English line of 53,
# "Follow us on Facebook ...", made a Chinese page English, every line of it)
_WIDE = re.compile("[\u1100-\u11ff\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
                   "\uff66-\uff9f\U00020000-\U0003134f]")
WIDE_WEIGHT = 3

_DETECTORS: dict[tuple[str, tuple[str, ...]], Any] = {}


def size(text: str) -> int:
    """The length of ``text`` with each Chinese, Japanese or Korean character counted ``WIDE_WEIGHT`` times."""
    if text.isascii() or not _WIDE.search(text):
        return len(text)
    return len(text) + (WIDE_WEIGHT - 1) * len(_WIDE.findall(text))


def _py3langid(languages: tuple[str, ...]) -> Any:
    """py3langid restricted to ISO 639-1 codes (or ``languages``), its table as float32.

    The model ships xz-compressed with a float16 table: loading takes most of a second and numpy
    converts the rows it gathers to float32 on every call.  So the restricted float32 table is cached
    once in the user's cache folder and memory-mapped, with the tokenizer's transition table: workers
    start at once and share their pages.  The values are the same (float16 -> float32 is exact), so are
    the scores.
    """
    import py3langid.langid as L

    cached = _load_cached(L, languages)
    if cached is not None:
        return cached
    ident = L.LanguageIdentifier.from_model_file(L.MODEL_FILE, norm_probs=True)
    two_letter = [c for c in ident.nb_classes if len(c) == 2]
    unknown = sorted(set(languages) - set(two_letter))
    if unknown:
        raise ValueError(f"py3langid knows no ISO 639-1 language {', '.join(unknown)}")
    wanted = [c for c in two_letter if c in languages] if languages else two_letter
    ident.set_languages(wanted)
    import numpy as np

    ident.nb_ptc = np.ascontiguousarray(ident.nb_ptc, dtype=np.float32)
    _save_cached(L, languages, ident)
    return ident


def _cache_dir(L: Any, languages: tuple[str, ...]) -> Path:
    import hashlib

    model = Path(L.MODEL_DIR) / L.MODEL_FILE
    try:
        stamp = f"v4:{model.resolve()}:{model.stat().st_size}:{model.stat().st_mtime_ns}:{','.join(languages)}"
    except OSError:
        stamp = f"{model}:{','.join(languages)}"
    key = hashlib.sha1(stamp.encode()).hexdigest()[:16]
    return cache_root() / f"py3langid-{key}"


def cache_root() -> Path:
    """The user's cache folder for what workers derive from shipped data once (``$XDG_CACHE_HOME`` or
    ``~/.cache``, then ``corpustools``)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "corpustools"


def _load_cached(L: Any, languages: tuple[str, ...]) -> Any:
    import numpy as np

    folder = _cache_dir(L, languages)
    try:
        _mark_used(folder)
        # mapped, not copied per worker (nextmove is 38 MB), and seen as plain arrays: what a gather from a
        # memmap makes is a memmap, whose __array_finalize__ runs in Python (~9,000 calls over 468 pages)
        ptc = np.load(folder / "ptc.npy", mmap_mode="r").view(np.ndarray)
        nextmove = np.load(folder / "nextmove.npy", mmap_mode="r").view(np.ndarray)
        with np.load(folder / "rest.npz", allow_pickle=False) as rest:
            pc, row, output = rest["pc"], rest["row"], rest["output"]
            classes = rest["classes"].tolist()
            depth = int(rest["depth"]) if "depth" in rest else 0
        nextbase = np.load(folder / "nextbase.npy", mmap_mode="r").view(np.ndarray)
        # py3langid's constructor shifts its row offsets in a list comprehension (104,583 rows) and
        # _dfa_arrays made them an array again, with the outputs: given here as arrays, once per
        # process (~0.02 CPU-s of a worker's start); py3langid's own loop indexes arrays as well
        ident = L.LanguageIdentifier(ptc, pc, classes, nextmove, output, norm_probs=True, tk_row=())
        ident.tk_row = row
        ident._rowbase = row.astype(np.int64) << 8
        _NEXT_BASES[id(ident)] = nextbase
        if depth:
            _dfa_arrays(ident, depth)
        return ident
    except (OSError, ValueError, KeyError):
        return None


UNUSED_DAYS = 30  # a cache folder no run used for this long is removed when another one is written


def _mark_used(folder: Path) -> None:
    """Set the folder's time to now when it is a day old (one ``utime`` a day, not per worker start), so
    :func:`forget_unused` can tell the folders still used.  A missing folder raises ``OSError``."""
    if time.time() - folder.stat().st_mtime > 86400:
        try:
            os.utime(folder)
        except OSError:  # a read-only cache: used as it is
            pass


def forget_unused(root: Path, days: float = UNUSED_DAYS) -> list[Path]:
    """Remove the tables of other models, settings or installs (``py3langid-*``, ~120 MB each) that no run
    has used for ``days``: every reinstall of the model's package and every ``vert.languages`` setting
    makes its own folder, and a machine running for months kept them all (103 folders, 5.8 GB, on the
    development machine).  Called when a folder is written, which is rare.  The folders removed."""
    import shutil

    gone = []
    limit = time.time() - days * 86400
    for folder in root.glob("py3langid-*"):
        try:
            if folder.is_dir() and folder.stat().st_mtime < limit:
                shutil.rmtree(folder)
                gone.append(folder)
        except OSError:  # another process removed it, or it is not ours to remove
            continue
    if gone:
        log.info(f"removed {len(gone)} language identification table(s) unused for {days:g} days from {root}")
    return gone


def _save_cached(L: Any, languages: tuple[str, ...], ident: Any) -> None:
    """Write the cache folder under a temporary name and rename it (workers may race: first one wins)."""
    import shutil
    import tempfile

    import numpy as np

    folder = _cache_dir(L, languages)
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=folder.parent))
        np.save(tmp / "ptc.npy", ident.nb_ptc)
        np.save(tmp / "nextmove.npy", _dfa_arrays(ident)[0])
        np.save(tmp / "nextbase.npy", _next_bases(ident))
        np.savez(tmp / "rest.npz", pc=np.asarray(ident.nb_pc),
                 row=np.asarray(ident.tk_row), output=np.asarray(ident.tk_output),
                 classes=np.asarray(ident.nb_classes), depth=np.asarray(_dfa_arrays(ident)[3]))
        try:
            os.rename(tmp, folder)
        except OSError:  # another process was first
            shutil.rmtree(tmp, ignore_errors=True)
        forget_unused(folder.parent)
    except OSError as exc:
        log.debug(f"py3langid cache not written ({exc}); the model is loaded from its package each time")


def _langdetect_init() -> None:
    from langdetect import DetectorFactory
    from langdetect.detector_factory import init_factory

    DetectorFactory.seed = 0
    init_factory()


def detector(kind: str, languages: Sequence[str] = ()) -> Any:
    key = (kind, tuple(sorted(languages)))
    if key not in _DETECTORS:
        if kind == "py3langid":
            _DETECTORS[key] = _py3langid(key[1])
            _dfa_arrays(_DETECTORS[key])  # now, while the worker warms up, not in its first document
        elif kind == "langdetect":
            _langdetect_init()
            _DETECTORS[key] = "langdetect"
        else:
            raise ValueError(f"unknown language detector {kind!r} (py3langid or langdetect)")
    return _DETECTORS[key]


def detect(text: str, kind: str = "py3langid", languages: Sequence[str] = ()) -> tuple[str, float]:
    """(ISO 639-1 code or '', confidence) for one text; '' when it cannot be judged."""
    det = detector(kind, languages)
    text = text[:MAX_CHARS]
    if kind == "py3langid":
        lang, prob = classify_many(det, [text])[0]
        return (lang, prob) if prob >= MIN_CONFIDENCE else ("", prob)
    from langdetect import DetectorFactory
    from langdetect.detector_factory import _factory
    from langdetect.lang_detect_exception import LangDetectException

    DetectorFactory.seed = 0
    try:
        d = _factory.create()
        d.append(text)
        probs = d.get_probabilities()
    except LangDetectException:
        return "", 0.0
    for p in probs:
        code = p.lang.split("-")[0]
        if languages and code not in languages:
            continue
        return (code, p.prob) if p.prob >= MIN_CONFIDENCE else ("", p.prob)
    return "", 0.0


def paragraph_languages(texts: Sequence[str], kind: str = "py3langid",
                        languages: Sequence[str] = (), default: str = "") -> tuple[list[str], str]:
    """Languages of ``texts`` and the document language (majority by characters).

    With py3langid the whole document is identified in one vectorized pass (:func:`classify_many`):
    every paragraph still gets its own language, at a fraction of the cost of one call per paragraph."""
    return run_steps(paragraph_steps(texts, kind, languages, default),
                     lambda groups: classify_groups(groups, kind, languages))


def classify_groups(groups: Sequence[Sequence[str]], kind: str = "py3langid",
                    languages: Sequence[str] = ()) -> list[list[tuple[str, float]]]:
    """:func:`classify_many` of each group of texts (the paragraphs of several documents, see
    :func:`paragraph_steps`) in one call.  A call has fixed costs (the tables' rows it gathers start cold
    in the CPU's caches, numpy's per-call overheads): a worker identifying eight documents' paragraphs at
    once spent 0.33 CPU-s in it over the sample pages instead of 0.59.  Each text's scores are its own
    product and reductions over its own row, so a text gets the same language and confidence in any group."""
    flat = [text for group in groups for text in group]
    results = classify_many(detector(kind, languages), flat) if flat else []
    out, start = [], 0
    for group in groups:
        out.append(results[start:start + len(group)])
        start += len(group)
    return out


def paragraph_steps(texts: Sequence[str], kind: str = "py3langid", languages: Sequence[str] = (),
                    default: str = "") -> Generator[list[str], list[tuple[str, float]], tuple[list[str], str]]:
    """:func:`paragraph_languages` as a generator that yields the texts it wants :func:`classify_many` of
    (py3langid; at most once, and not when no paragraph is long enough) and is sent the results, so that a
    worker can identify several documents' paragraphs in one call (:func:`classify_groups`,
    ``vert.worker``'s batches); returns (languages, document language)."""
    sizes = [size(text) for text in texts]
    long_ones = [i for i, text in enumerate(texts) if sizes[i] >= MIN_CHARS]
    found: dict[int, str] = {}
    unsure: set[int] = set()  # judged with less than SIBLING_CONFIDENCE
    if kind == "py3langid":
        results = (yield [texts[i][:MAX_CHARS] for i in long_ones]) if long_ones else []
        found = {i: (lang if prob >= MIN_CONFIDENCE else "") for i, (lang, prob) in zip(long_ones, results)}
        unsure = {i for i, (_, prob) in zip(long_ones, results) if prob < SIBLING_CONFIDENCE}
    else:
        for i in long_ones:
            found[i], prob = detect(texts[i], kind, languages)
            if prob < SIBLING_CONFIDENCE:
                unsure.add(i)
    judged: list[str] = []
    weight: dict[str, int] = {}
    for i in range(len(texts)):
        lang = found.get(i, "")
        judged.append(lang)
        if lang:
            weight[lang] = weight.get(lang, 0) + sizes[i]
    if weight:
        doc_lang = max(sorted(weight), key=lambda k: weight[k])
    else:
        whole = " ".join(texts)
        doc_lang = detect(whole, kind, languages)[0] if whole.strip() else ""
        doc_lang = doc_lang or default or "und"
    if unsure:  # a sibling of the document's language, not sure of itself: the document's language
        siblings = SIBLINGS.get(doc_lang, ())
        judged = [doc_lang if i in unsure and lang in siblings else lang for i, lang in enumerate(judged)]
    if ("zh" in weight or doc_lang == "zh") and (not languages or "ja" in languages):
        judged, doc_lang = _cjk(texts, judged, doc_lang)
    for i, lang in enumerate(judged):  # the detector's guesses at symbols (not script rules' languages)
        if lang and lang != doc_lang and lang == found.get(i) and \
                sum(map(str.isalpha, texts[i][:MAX_CHARS])) < MIN_LETTERS:
            judged[i] = ""  # only another language's vote goes: doc_lang stays the largest
    return [lang or doc_lang for lang in judged], doc_lang


def _has_kana(text: str) -> bool:
    """Whether kana are at least ``KANA_SHARE`` of the Han and kana of ``text`` (and two or more)."""
    kana = len(_KANA.findall(text))
    return kana >= 2 and kana >= KANA_SHARE * (kana + len(_HAN.findall(text)))


def _cjk(texts: Sequence[str], judged: list[str], doc_lang: str) -> tuple[list[str], str]:
    """Japanese told from Chinese by script: the detector takes Han-only text for Chinese.

    A paragraph judged Chinese that has kana is Japanese.  Paragraphs of Han characters alone (tables of
    kanji, place names, dates like 2024年3月1日) cannot be told apart: in a Japanese document they are
    Japanese, and they do not make a document Chinese whose kana paragraphs weigh ``JA_SHARE`` of
    them (a page of kanji tables with a few paragraphs of Japanese).  In a Chinese document, a paragraph
    too short to judge that has kana (a quoted Japanese line) is Japanese."""
    judged = ["ja" if lang == "zh" and _has_kana(texts[i][:MAX_CHARS]) else lang for i, lang in enumerate(judged)]
    weight: dict[str, int] = {}
    for text, lang in zip(texts, judged):
        if lang:
            weight[lang] = weight.get(lang, 0) + len(text)
    if weight:
        doc_lang = max(sorted(weight), key=lambda k: weight[k])
        if doc_lang == "zh" and "ja" in weight:  # by kana paragraphs (not a symbol run the detector calls ja)
            kana = sum(len(t) for t, lang in zip(texts, judged) if lang == "ja" and _has_kana(t[:MAX_CHARS]))
            doc_lang = "ja" if kana >= JA_SHARE * weight["zh"] else doc_lang
    elif doc_lang == "zh" and _has_kana(" ".join(texts)):  # no paragraph long enough to judge
        doc_lang = "ja"
    if doc_lang == "ja":
        judged = ["ja" if lang == "zh" and _HAN.search(texts[i]) else lang for i, lang in enumerate(judged)]
    elif doc_lang == "zh":
        judged = ["ja" if not lang and _has_kana(texts[i][:MAX_CHARS]) else lang for i, lang in enumerate(judged)]
    return judged, doc_lang


_ARRAYS: dict[int, tuple[Any, Any, Any, int]] = {}
_NEXT_BASES: dict[int, Any] = {}


def _next_bases(det: Any) -> Any:
    """The automaton's transitions as the row offset of the state they lead to (``rowbase[nm]``, uint32):
    a step of :func:`_states` is then one gather, not two (state -> its row's offset, then the move),
    ~15-25 % of the automaton's CPU.  Kept in the cache folder (38 MB, mapped like the transitions)."""
    table = _NEXT_BASES.get(id(det))
    if table is None:
        import numpy as np

        nm, rowbase, _output, _depth = _dfa_arrays(det)
        dtype = np.uint32 if len(nm) < 1 << 32 else np.int64
        table = _NEXT_BASES[id(det)] = rowbase.astype(dtype).take(nm)
    return table


def _dfa_arrays(det: Any, depth: int = 0) -> tuple[Any, Any, Any, int]:
    """py3langid's automaton as numpy arrays (transitions, row offsets, state -> feature) and its depth
    (``depth``: known from the cache folder; computed when 0)."""
    arrays = _ARRAYS.get(id(det))
    if arrays is None:
        from array import array

        import numpy as np

        moves = det.tk_nextmove
        nm = np.frombuffer(moves, dtype=f"u{moves.itemsize}") if isinstance(moves, array) else np.asarray(moves)
        rowbase = np.asarray(det._rowbase, dtype=np.int64)
        depth = depth or _depth(nm, rowbase)
        # state -> feature as int32 (a feature is a row of the score table): the keys made of them are sorted
        # as int32, in a little more than half the time of int64's (see classify_many)
        kind = np.int32 if len(det.tk_output) < 1 << 31 else np.int64
        arrays = _ARRAYS[id(det)] = (nm, rowbase, np.asarray(det.tk_output, dtype=kind), depth)
    return arrays


def _depth(nm: Any, rowbase: Any) -> int:
    """The largest number of transitions from the start state needed to reach any state (breadth first).

    In an Aho-Corasick automaton this is the length of the longest pattern prefix a state stands for,
    so the state after a byte is fixed by the last ``depth`` bytes.  Computed once per model (a fraction
    of a second) and kept in the cache folder."""
    import numpy as np

    seen = np.zeros(len(rowbase), dtype=bool)
    seen[0] = True
    frontier = np.array([0])
    level = 0
    every_byte = np.arange(256)
    while len(frontier):
        reached = np.concatenate([np.unique(nm[(rowbase[part][:, None] + every_byte).ravel()])
                                  for part in np.array_split(frontier, max(1, len(frontier) // 4096))])
        reached = np.unique(reached)
        frontier = reached[~seen[reached]]
        seen[frontier] = True
        level += 1 if len(frontier) else 0
    return level


def classify_many(det: Any, texts: Sequence[str]) -> list[tuple[str, float]]:
    """``det.classify(text)`` for many texts at once, without a Python step per byte.

    py3langid walks an Aho-Corasick automaton byte by byte in Python, which is most of its cost.  In
    such an automaton the state after a byte depends only on the last ``depth`` bytes (no state is
    deeper, see :func:`_depth`), so the states of all bytes of all texts are computed with ``depth`` vectorized steps,
    each step starting no earlier than its own text.  Feature counts, naive-Bayes scores, the length
    temperature and the softmax are py3langid's own (``_decide``); only the order of float32 sums
    differs, which changes scores in the seventh digit.

    Rows of the tables are gathered with ``take``, which copies the same rows as indexing with an array
    at half its CPU (the gather of each text's rows of the 46 MB score table was a third of this
    function), one text's rows at a time; the feature counts are ``np.unique``'s, without its wrapper's checks (a call per page
    is mostly fixed costs: a single text, the page's guess, 48 -> 39 us).  A single text also skips the split
    of the keys by text, and the reductions are the ufuncs' own, not ``ndarray.max``'s and ``.sum``'s Python
    wrappers: the page's guess ~80 -> ~57 us on the sample pages' texts, every score the same."""
    import numpy as np

    if not texts:
        return []
    global _LOG1P
    if _LOG1P is None:
        _LOG1P = np.log1p(np.arange(1024, dtype=np.float32))
    nm, rowbase, output, depth = _dfa_arrays(det)
    encoded = [_encoded(t) for t in texts]
    lengths = np.fromiter(map(len, encoded), dtype=np.int64, count=len(encoded))
    feature = output.take(_states(nm, rowbase, depth, encoded, lengths, _next_bases(det)))
    has = feature >= 0
    # a key is (text, feature) packed as text << shift | feature (features are below len(output)): sorted in the
    # same order as text * n + feature, split again by a shift and a mask, not a division (numpy's divmod of
    # int64 was 2 % of this function's instructions); the texts' indexes and the features filtered once; int32
    # keys (the features' dtype) while the texts' indexes fit beside the features (~16,000 texts), else int64
    shift = len(output).bit_length()
    if len(encoded) == 1:  # every byte is the one text's: its key is the feature
        keys = feature[has]
    else:
        index = np.int32 if feature.dtype == np.int32 and len(encoded) < 1 << (31 - shift) else np.int64
        keys = ((np.arange(len(encoded), dtype=index).repeat(lengths) << shift) + feature)[has]
    scores = np.empty((len(encoded), len(det.nb_classes)), dtype=np.float32)
    scores.fill(0.0 if det._norm_probs else _FLOAT32_MIN)
    if len(keys):
        keys.sort()  # np.unique(keys, return_counts=True), spelt out
        first = np.empty(len(keys), dtype=bool)
        first[0] = True
        np.not_equal(keys[1:], keys[:-1], out=first[1:])
        starts = first.nonzero()[0]
        counts = np.empty_like(starts)  # np.diff(starts, append=len(keys)), without its Python wrapper
        np.subtract(starts[1:], starts[:-1], out=counts[:-1])
        counts[-1] = len(keys) - starts[-1]
        packed = keys.take(starts)
        # log1p of a count, looked up: counts are small (a text's bytes), the table holds np.log1p's own values
        # (no count exceeds the number of keys: most calls need not look for the largest)
        small = len(keys) < len(_LOG1P) or np.maximum.reduce(counts) < len(_LOG1P)
        weights = _LOG1P.take(counts) if small else np.log1p(counts.astype(np.float32))
        table = det.nb_ptc.view(np.ndarray)  # a memmap's Python-level methods cost more than the gather
        if len(encoded) == 1:  # the one text's keys are its features: one slice, no bounds to find
            feat, bounds, rows = packed, [0, len(packed)], [0]
        else:
            text_of, feat = packed >> shift, packed & ((1 << shift) - 1)
            bounds = [0, *((text_of[1:] != text_of[:-1]).nonzero()[0] + 1).tolist(), len(feat)]
            rows = text_of.take(bounds[:-1]).tolist()
        # each text's rows gathered just before its product, which reads them while they are in the CPU's caches
        # (a document's rows gathered at once, ~0.75 MB on average, were written out to memory and read back:
        # classify_many over the 468 sample pages, the tables cold between calls as in a worker, 0.94 -> 0.88 CPU-s;
        # the same rows and products, every score the same)
        matmul, take = np.matmul, table.take
        for row, start, end in zip(rows, bounds[:-1], bounds[1:]):  # one small product per text, in its row
            matmul(weights[start:end], take(feat[start:end], axis=0), out=scores[row])
        # the prior added to the rows with features at once, not per text (the same float32 sums: half the
        # loop's CPU, ~14,000 texts on the 468 sample pages)
        if len(rows) == len(encoded):
            scores += det.nb_pc
        else:
            scores[rows] += det.nb_pc
    if det._norm_probs:
        scores *= (1.0 / np.sqrt(np.maximum(lengths, 1))).astype(np.float32)[:, None]
        # (the ufuncs' reductions that ndarray.max and .sum call, without their Python wrappers: the same values)
        np.exp(scores - np.maximum.reduce(scores, axis=1, keepdims=True), out=scores)
        scores /= np.add.reduce(scores, axis=1, keepdims=True)
    for a, b in det._alias_pairs:
        if det._norm_probs:
            scores[:, a] += scores[:, b]
            scores[:, b] = 0.0
        else:
            scores[:, a] = np.maximum(scores[:, a], scores[:, b])
            scores[:, b] = _FLOAT32_MIN
    best = scores.argmax(axis=1).tolist()
    confidence = np.maximum.reduce(scores, axis=1).tolist()  # the value at the argmax
    return [(det.nb_classes[b], c) for b, c in zip(best, confidence)]


def _encoded(text: str) -> bytes:
    """``py3langid``'s ``_encode`` of a str (upper case lowered, NFC, UTF-8), without its type tests."""
    if text.isupper():
        text = text.lower()
    return unicodedata.normalize("NFC", text).encode("utf8", errors="surrogatepass")


_LOG1P: Any = None  # np.log1p of the float32 counts 0 .. 1023 (made on the first call of classify_many)


_FLOAT32_MIN = -3.4028234663852886e38  # np.finfo(np.float32).min, without a call per text

_PAD = 0xFF  # a byte no UTF-8 text has: no pattern contains it, so after it the automaton is in its start state


def _states(nm: Any, rowbase: Any, depth: int, encoded: list[bytes], lengths: Any, nextbase: Any = None) -> Any:
    """The automaton's state after every byte of the texts, each text read from the start state.

    The texts are joined with ``depth - 1`` pad bytes before each, so that every byte's window of the
    last ``depth`` bytes starts in its own text or in the padding before it (which leaves the automaton
    in its start state): ``depth`` vectorized steps over contiguous slices, no masks.  The pad bytes'
    own states are dropped.  ``nextbase`` (:func:`_next_bases`): the steps but the last follow row offsets,
    one gather each; the states are the same."""
    import numpy as np

    lead = depth - 1
    if lead <= 0 or not _pad_resets(nm, rowbase):
        return _states_masked(nm, rowbase, depth, encoded, lengths)
    pad = bytes([_PAD]) * lead
    data = np.frombuffer(pad + pad.join(encoded), dtype=np.uint8).astype(np.int64)
    count = len(data) - lead
    if nextbase is not None:  # each step's result is the row offset of the state, the last one the state
        base = nextbase.take(rowbase[0] + data[:count])  # the first byte of each window, from the start
        for back in range(depth - 2, 0, -1):
            base = nextbase.take(base + data[lead - back: lead - back + count])
        state = nm.take(base + data[lead: lead + count])
    else:
        state = nm.take(rowbase[0] + data[:count]).astype(np.int64)  # the first byte of each window, from the start
        for back in range(depth - 2, -1, -1):  # take: the same gather as indexing, a fifth less CPU here
            state = nm.take(rowbase.take(state) + data[lead - back: lead - back + count])
    if len(encoded) > 1:  # drop the pads' states: each text's is followed by the next text's pad
        keep = np.ones(count, dtype=bool)
        ends = (np.cumsum(lengths + lead) - lead)[:-1]
        keep[(ends[:, None] + np.arange(lead)).ravel()] = False
        state = state[keep]
    return state


_PAD_RESETS: dict[int, bool] = {}


def _pad_resets(nm: Any, rowbase: Any) -> bool:
    """Whether the pad byte leads every state back to the start state (checked once per model)."""
    if id(nm) not in _PAD_RESETS:
        _PAD_RESETS[id(nm)] = bool((nm[rowbase + _PAD] == 0).all())
    return _PAD_RESETS[id(nm)]


def _states_masked(nm: Any, rowbase: Any, depth: int, encoded: list[bytes], lengths: Any) -> Any:
    """:func:`_states` for an automaton without a resetting pad byte: each step masks the bytes whose
    window would start before their text."""
    import numpy as np

    data = np.frombuffer(b"".join(encoded), dtype=np.uint8).astype(np.int64)
    owner = np.repeat(np.arange(len(encoded)), lengths)
    pos = np.arange(len(data))
    starts = (np.cumsum(lengths) - lengths)[owner]
    state = np.zeros(len(data), dtype=np.int64)
    for back in range(depth - 1, -1, -1):
        src = pos - back
        fed = src >= starts
        state[fed] = nm[rowbase[state[fed]] + data[src[fed]]]
    return state
