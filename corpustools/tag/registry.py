"""The per-language model registry: which MorphoDiTa tagger tags which paragraph, loaded once per process.

A :class:`TagOptions` is the plain, picklable description of a tagging run (model paths, placeholder
tag, lemma and guesser options).  :func:`model_set` turns it into a :class:`ModelSet` and caches it per
process: the models are loaded the first time a process needs them and never again.  The local pool
calls it in the parent *before* forking, so the workers share the models' memory pages; a Dask worker
or a spawned process loads them on its first shard.  Taggers are never pickled.

Model problems (missing file, not a tagger) raise :class:`ModelError` with a message that names the
path and says how to obtain models, so the CLI can stop before writing any output.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpustools.config import DEFAULTS
from corpustools.errors import ConfigError, ModelError
from corpustools.languages import not_languages
from corpustools.vertical.format import escape_token

log = logging.getLogger(__name__)

HOW_TO_GET_MODELS = (
    "get the official Czech and English models with './configure.sh --models', or place a MorphoDiTa "
    ".tagger file by hand and name it with -l/--language-model PATH, --model LANG=PATH or "
    "[tag.models] in corpustools.toml; to tag elsewhere (Sketch Engine), leave tag out of big-brother: "
    "stages = [\"collect\", \"download\", \"vert\", \"dedup\"] under [big_brother]"
)


@dataclass(frozen=True)
class TagOptions:
    """Everything a worker needs to tag, as plain data (hashable, picklable)."""

    default_model: str = DEFAULTS["tag"]["default_model"]
    models: tuple[tuple[str, str], ...] = ()  # ((lang, path), ...) sorted
    placeholder_tag: str = DEFAULTS["tag"]["placeholder_tag"]
    raw_lemma: bool = DEFAULTS["tag"]["raw_lemma"]
    guesser: bool = DEFAULTS["tag"]["guesser"]
    max_sentence_tokens: int = DEFAULTS["tag"]["max_sentence_tokens"]

    @classmethod
    def from_settings(cls, data: Mapping[str, Any]) -> TagOptions:
        """Build from ``settings.data`` (the plain dict that crosses to worker processes and Dask tasks)."""
        tag = data["tag"]
        models = tuple(sorted((str(k).lower(), _expand(v)) for k, v in (tag["models"] or {}).items() if v))
        wrong = not_languages([code for code, _ in models], "tag.models")  # the old scripts' 'cz'
        if wrong:
            raise ConfigError(wrong)
        return cls(
            default_model=_expand(tag["default_model"] or ""),
            models=models,
            placeholder_tag=str(tag["placeholder_tag"]) or "-",
            raw_lemma=bool(tag["raw_lemma"]),
            guesser=bool(tag["guesser"]),
            max_sentence_tokens=max(1, int(tag["max_sentence_tokens"])),
        )

    def model_paths(self) -> list[str]:
        paths = [p for _, p in self.models]
        if self.default_model:
            paths.append(self.default_model)
        return sorted(set(paths))

    def describe(self) -> str:
        parts = [f"{lang}={path}" for lang, path in self.models]
        if self.default_model:
            parts.append(f"default={self.default_model}")
        return ", ".join(parts) or "no models (every token gets the placeholder tag)"


def _expand(path: str) -> str:
    return str(Path(os.path.expanduser(str(path)))) if path else ""


_TAGGERS: dict[str, Any] = {}  # path -> ufal.morphodita.Tagger, per process
_MODEL_SETS: dict[TagOptions, ModelSet] = {}


def load_tagger(path: str) -> Any:
    """Load a MorphoDiTa tagger once per process (cached by path)."""
    tagger = _TAGGERS.get(path)
    if tagger is not None:
        return tagger
    if os.path.isdir(path):  # the folder an official model unzips into, named instead of its .tagger
        inside = sorted(str(p) for p in Path(path).glob("*.tagger"))
        raise ModelError(f"MorphoDiTa model {path}: a folder, not a model file; "
                         + (f"did you mean {' or '.join(inside[:3])}?" if inside else "name the .tagger file")
                         + f"; {HOW_TO_GET_MODELS}")
    if not os.path.isfile(path):
        raise ModelError(f"MorphoDiTa model {path}: no such file; {HOW_TO_GET_MODELS}")
    from ufal.morphodita import Tagger

    tagger = Tagger.load(path)
    if tagger is None:
        raise ModelError(f"MorphoDiTa model {path}: cannot be loaded (not a MorphoDiTa tagger model, or made "
                         f"for another MorphoDiTa version); {HOW_TO_GET_MODELS}")
    log.debug(f"loaded MorphoDiTa model {path} in process {os.getpid()}")
    _TAGGERS[path] = tagger
    return tagger


class LanguageTagger:
    """One loaded model with the run's lemma and guesser options, plus a lemma-output cache."""

    def __init__(self, path: str, raw_lemma: bool, guesser: bool) -> None:
        from ufal.morphodita import Forms, Morpho, TaggedLemmas

        self.path = path
        self.tagger = load_tagger(path)
        self.morpho = self.tagger.getMorpho()
        self.raw_lemma = raw_lemma
        self.guesser = Morpho.GUESSER if guesser else Morpho.NO_GUESSER
        self._forms = Forms
        self._lemmas = TaggedLemmas()
        self._cache: dict[str, str] = {}

    def tag_columns(self, forms: list[str]) -> tuple[list[str], tuple[str, ...]]:
        """Tag one sentence of unescaped forms: (escaped output lemmas, tags), one per form.

        Only reading the tagger's answer is done per token in Python; the lemma's output form (raw
        lemma, escaped) comes from a per-process cache, looked up with ``map`` at C speed.
        """
        lemmas = self._lemmas
        self.tagger.tag(self._forms(forms), lemmas, self.guesser)
        pairs = [(item.lemma, item.tag) for item in lemmas]
        if not pairs:
            return [], ()
        found, tags = zip(*pairs)
        cache = self._cache
        shown = list(map(cache.get, found))
        if None in shown:  # work only on the lemmas not seen before
            if len(cache) > 500_000:
                cache.clear()
            for lemma in set(found).difference(cache):
                value = self.morpho.rawLemma(lemma) if self.raw_lemma else lemma
                cache[lemma] = escape_token(value) if value else ""
            shown = list(map(cache.__getitem__, found))
        return shown, tags

    def tag(self, forms: list[str]) -> list[tuple[str, str]]:
        """Tag one sentence of unescaped forms; returns (escaped output lemma, tag) per form."""
        shown, tags = self.tag_columns(forms)
        return list(zip(shown, tags))


class ModelSet:
    """The taggers of one run: ``for_language(lang)`` gives the tagger for a paragraph, or None."""

    def __init__(self, options: TagOptions) -> None:
        self.options = options
        by_path: dict[str, LanguageTagger] = {}
        for path in options.model_paths():
            by_path[path] = LanguageTagger(path, options.raw_lemma, options.guesser)
        self.by_language = {lang: by_path[path] for lang, path in options.models}
        self.default = by_path[options.default_model] if options.default_model else None

    def for_language(self, lang: str | None) -> LanguageTagger | None:
        if lang:
            found = self.by_language.get(lang.lower())
            if found is not None:
                return found
        return self.default


def model_set(options: TagOptions) -> ModelSet:
    """The process-wide :class:`ModelSet` for these options (loads the models on first use)."""
    found = _MODEL_SETS.get(options)
    if found is None:
        found = _MODEL_SETS[options] = ModelSet(options)
    return found


def verify_tagger(path: str | Path) -> str:
    """Load a tagger and tag a probe sentence; returns a short description or raises RuntimeError."""
    from ufal.morphodita import Forms, TaggedLemmas, Tagger, TokenRanges

    tagger = Tagger.load(str(path))
    if tagger is None:
        raise RuntimeError(f"{path}: not a MorphoDiTa tagger model (Tagger.load failed)")
    tokenizer = tagger.newTokenizer()
    if tokenizer is None:
        raise RuntimeError(f"{path}: the model has no tokenizer")
    forms, lemmas, ranges = Forms(), TaggedLemmas(), TokenRanges()
    text = "Vidím kočky."
    tokenizer.setText(text)
    out = []
    while tokenizer.nextSentence(forms, ranges):
        tagger.tag(forms, lemmas)
        out.extend(f"{forms[i]}/{lemmas[i].lemma}/{lemmas[i].tag}" for i in range(len(lemmas)))
    if not out:
        raise RuntimeError(f"{path}: the model tagged nothing")
    return " ".join(out)

