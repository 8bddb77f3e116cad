"""The Stage registry: what every stage of the chain is, in one place, in chain order.

Each stage package describes itself with one :class:`Stage` in its ``stage.py`` (a light module: the
stage's functions are named as ``"module:function"`` and imported only when called, so ``corpustools
--help`` and the registry stay cheap), and :data:`REGISTRY` lists those modules in chain order.  The
executors (:mod:`corpustools.executors`), big-brother, ``stats``, ``report`` and the CLI read the
registry; no other table of stage names exists.  Adding a stage is one new package and one line here.

Which units of work are pending is decided here, once, for every stage: the input files are the files
of the folder the previous stage of the chain writes (with the suffixes that stage declares), and a unit
is pending while its output is not done (``workspace.is_done``: the output and its completion marker).
A stage that can be switched off (``enabled``) is skipped in the chain: the next stage reads the
folder of the stage before it.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpustools.config import Settings
from corpustools.counters import add_into
from corpustools.workspace import NOTHING_SUFFIX, Workspace, gave_nothing, is_done, regular_file

# one line per stage, in the order of the chain (modules defining STAGE = Stage(...)); read on every
# lookup (imported modules are cached by Python), so a test may register an example stage
REGISTRY = (
    "corpustools.collect.stage",
    "corpustools.download.stage",
    "corpustools.vert.stage",
    "corpustools.dedup.stage",
    "corpustools.tag.stage",
    "corpustools.collect.discover_stage",
)


def _resolve(ref: str) -> Any:
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def add_counters(totals: dict[str, Any], label: str, counters: dict[str, Any]) -> None:
    """The default way a unit's counters join its source's totals: every number is summed."""
    add_into(totals, counters)


def any_failed(counters: dict[str, Any]) -> bool:
    """The default failure rule: a unit of work failed as a whole."""
    return bool(counters.get("failed:shard"))


@dataclass(frozen=True)
class Stage:
    """One stage of the chain, as the executors, big-brother, ``stats`` and the CLI see it.

    Functions are ``"module:function"`` references (resolved on use, so a registry lookup imports
    nothing heavy):

    * ``run(settings, workspace, **kwargs) -> {source: counters}``: the stage's own local run over all
      its pending work, with its own parallelism inside (tag's chunks, download's per-host slots);
      when None the local executor runs ``shard`` over the pending units itself;
    * ``shard(settings_data, input_path, output_path, **resources) -> counters``: one unit of work (one
      input file -> one output, temporary name -> rename -> completion marker); every executor calls it;
    * ``resources(settings_data, workers=None)``: a context manager giving the per-worker resources
      ``shard`` takes as keyword arguments (vert: a warm pool of conversion processes), built once per
      worker process; ``workers`` is how many processes it may use (None: the stage's setting; the Dask
      executor passes 1, a Dask worker process being one slot of the cluster);
    * ``prepare(settings)``: checks before any task is handed out (tag: a model is configured);
    * ``announce(settings, workspace, outputs)``: what a run says once before its units are handed out,
      ``outputs`` being those it is to write (vert: its settings are not those that made the newest
      vertical before); called by the executor (local or Dask) that hands out ``shard`` units, never by
      the stage; a stage with its own ``run`` says such things there;
    * ``split(settings, workspace, shard=(i, n)) -> {source: counters}``: work that is not split by file
      runs as ``n`` parts on a cluster (download: hosts by hash, so politeness holds);
    * ``ready(path) -> bool``: whether an input file may be taken yet (vert: a WARC without a marker
      only once it stopped changing);
    * ``enabled(settings) -> bool``: a stage that a setting switches off (None: always on);
    * ``options``: the stage's options type (``Options.from_settings(settings)``), when it has one.

    * ``record(totals, label, counters)``: adds a finished unit's counters to its source's totals (and
      may log the unit's one-line summary); None: every number is summed;
    * ``failed(counters) -> bool``: what counts as failed for the exit status; None: ``failed:shard``.
    """

    name: str
    summary: str
    writes: str | None = None  # workspace folder of the outputs (None: not a file stage)
    suffixes: tuple[str, ...] = ()  # names of the files in ``writes``; the first is the one it writes
    run: str | None = None
    shard: str | None = None
    resources: str | None = None
    prepare: str | None = None
    announce: str | None = None
    split: str | None = None
    ready: str | None = None
    enabled: str | None = None
    options: str | None = None
    record: str | None = None
    failed: str | None = None
    lost: str = "failed:shard"  # the counter of a unit whose worker was lost
    # the counter of an input the stage refused for what it holds (unreadable, or nothing in it a stage
    # could work on, whatever the settings): big-brother blames such files even when every one failed
    refused: str = "failed:input"
    nothing_to_do: str = ""  # logged when nothing is pending
    renames_input: bool = False  # finished inputs are renamed away (download): every input file is work
    files: bool = True  # the chain passes files through it (collect and discover are scheduled by time)
    output_kind: str = ""  # the kind name of its outputs in the stats database (default: the stage name)
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def function(self, role: str) -> Callable[..., Any]:
        """The function behind ``run``, ``shard``, ``resources`` ... (imported now)."""
        ref = getattr(self, role)
        if not ref:
            raise LookupError(f"stage {self.name} has no {role} function")
        return _resolve(ref)

    def add(self, totals: dict[str, Any], label: str, counters: dict[str, Any]) -> None:
        """Add a finished unit's counters to its source's totals (``record``, default: sum them)."""
        (_resolve(self.record) if self.record else add_counters)(totals, label, counters)

    def has_failed(self, counters: dict[str, Any]) -> bool:
        """Whether these (summed) counters mean the stage failed: exit status 1 (``failed``)."""
        return bool((_resolve(self.failed) if self.failed else any_failed)(counters))

    def options_of(self, settings_data: dict[str, Any]) -> Any:
        """The stage's frozen options, read from ``settings.data`` (``options`` type's ``from_settings``)."""
        return self.function("options").from_settings(settings_data)

    def is_enabled(self, settings: Settings) -> bool:
        return self.enabled is None or bool(_resolve(self.enabled)(settings))

    @property
    def kind(self) -> str:
        return self.output_kind or self.name


def _load() -> tuple[Stage, ...]:
    found = []
    for module in REGISTRY:
        stage = importlib.import_module(module).STAGE
        if not isinstance(stage, Stage):
            raise TypeError(f"{module}.STAGE is not a Stage")
        found.append(stage)
    return tuple(found)


def names() -> tuple[str, ...]:
    return tuple(s.name for s in _load())


def get(name: str) -> Stage:
    for stage in _load():
        if stage.name == name:
            return stage
    raise KeyError(f"no stage {name!r} (stages: {', '.join(names())})")


def file_stages(settings: Settings | None = None) -> list[Stage]:
    """The stages that turn files into files, in chain order (without those switched off)."""
    return [s for s in _load() if s.files and s.writes and (settings is None or s.is_enabled(settings))]


def output_folders() -> list[tuple[str, str, tuple[str, ...]]]:
    """``(kind, folder, suffixes)`` of every stage that writes files (for stats and clean-ups)."""
    return [(s.kind, s.writes, s.suffixes) for s in _load() if s.writes]


def _producer(stage: Stage, settings: Settings | None) -> Stage | None:
    """The stage whose outputs ``stage`` reads: the nearest earlier stage with files that is on."""
    chain = [s for s in _load() if s.writes]
    if stage not in chain:
        return None
    earlier = chain[:chain.index(stage)]
    for candidate in reversed(earlier):
        if settings is None and candidate.enabled is not None:
            continue  # without settings, a stage that can be switched off counts as off
        if settings is None or candidate.is_enabled(settings):
            return candidate
    return None


def input_folder(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> Path | None:
    """The folder ``stage`` reads its input files from (the previous stage's outputs), or None."""
    stage = get(stage) if isinstance(stage, str) else stage
    producer = _producer(stage, settings)
    return workspace.root / producer.writes if producer is not None and producer.writes else None


def strip_suffix(name: str, suffixes: tuple[str, ...]) -> str:
    for suffix in suffixes:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


@dataclass(frozen=True)
class Unit:
    """One unit of work: an input file of a source and the output it should become."""

    stage: str
    source: str
    input: Path
    output: Path

    def label(self, workspace: Workspace) -> str:
        try:
            return self.input.relative_to(workspace.root).as_posix()
        except ValueError:
            return str(self.input)


def _inputs(folder: Path, suffixes: tuple[str, ...]) -> Iterator[Path]:
    """``folder/<source>/<name>`` files with one of ``suffixes`` (no hidden or temporary files)."""
    if not folder.is_dir():
        return
    for source_dir in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        for path in sorted(source_dir.iterdir()):
            if not path.name.startswith(".") and path.name.endswith(suffixes) and regular_file(path):
                yield path  # (a folder, a dangling link, a pipe named so: see misplaced)


def units(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[Unit]:
    """Every input file of ``stage`` that may be taken, with the output it becomes (done or not)."""
    stage = get(stage) if isinstance(stage, str) else stage
    producer = _producer(stage, settings)
    if producer is None or not stage.writes:
        return []
    return _units_and_shadowed(stage, producer, workspace)[0]


def shadowed(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[tuple[Path, Path]]:
    """Input files not taken because another input of their source becomes the same output (``x.warc``
    beside ``x.warc.gz``, ``x.arc.gz`` beside ``x.warc.gz``: both would be ``x.vert.xz``), each with the
    input taken instead: the one whose container comes first in the producer's suffixes."""
    stage = get(stage) if isinstance(stage, str) else stage
    producer = _producer(stage, settings)
    if producer is None or not stage.writes:
        return []
    return _units_and_shadowed(stage, producer, workspace)[1]


def _units_and_shadowed(stage: Stage, producer: Stage, workspace: Workspace) -> tuple[list[Unit], list[tuple[Path, Path]]]:
    ready = _resolve(stage.ready) if stage.ready else None
    found: dict[Path, Unit] = {}
    aside: list[tuple[Path, Path]] = []

    def rank(path: Path) -> tuple[int, str]:
        return next(i for i, suffix in enumerate(producer.suffixes) if path.name.endswith(suffix)), path.name

    for path in _inputs(workspace.root / producer.writes, producer.suffixes):
        if ready is not None and not ready(path):
            continue
        source = path.parent.name
        output = workspace.root / stage.writes / source / (strip_suffix(path.name, producer.suffixes)
                                                           + stage.suffixes[0])
        unit = Unit(stage.name, source, path, output)
        other = found.get(output)
        if other is not None:  # one output for two inputs: the second would never be converted
            keep, drop = (other, unit) if rank(other.input) <= rank(path) else (unit, other)
            aside.append(drop)
            unit = keep
        found[output] = unit
    return list(found.values()), [(drop.input, found[drop.output].input) for drop in aside]


_RETRY_NOTED = [False]


def retry_what_gave_nothing() -> None:
    """In this process, an input noted as giving nothing (:func:`~corpustools.workspace.note_nothing`)
    is pending all the same: big-brother's way, which tries such a file ``max_failures`` times and then
    sets it aside in ``state/quarantine/`` (listed by ``report``), where a stage run by hand or by its
    own cron line says it once and passes it over from then on."""
    _RETRY_NOTED[0] = True


def retrying_what_gave_nothing() -> bool:
    return _RETRY_NOTED[0]


def pending(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[Unit]:
    """The units of ``stage`` whose output is not done, and whose input is not noted as giving nothing
    (unless :func:`retry_what_gave_nothing`): the one rule of what is left to do."""
    return [u for u in units(stage, workspace, settings)
            if not is_done(u.output) and (retrying_what_gave_nothing() or not gave_nothing(u.output, u.input))]


def noted_nothing(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[Unit]:
    """The units not done whose input is noted as giving nothing, as it is now (passed over, see :func:`pending`)."""
    return [u for u in units(stage, workspace, settings) if not is_done(u.output) and gave_nothing(u.output, u.input)]


def nothing_to_do(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> str:
    """The line a stage logs when nothing is pending, with what is waiting for the stage before it: run
    by hand out of order (tag right after vert, while dedup is on), 'every vertical has its tagged
    output' alone would be wrong, and the user would not learn which command comes first."""
    stage = get(stage) if isinstance(stage, str) else stage
    line = stage.nothing_to_do or f"nothing to {stage.name}"
    producer = _producer(stage, settings)
    if producer is None:
        return line
    if producer.writes and not units(stage, workspace, settings):  # no input at all, not all of it done
        line = (f"{line.split(':')[0]}: {producer.writes}/ holds no input for it yet "
                f"({producer.name} writes it)")
    waiting = len(pending(producer, workspace, settings)) if producer.shard or producer.run else 0
    if waiting:
        line += (f"; {waiting} file(s) wait for {producer.name} first (run 'corpustools {producer.name}', or "
                 f"big-brother, which runs the chain in order)")
    held = held_back(stage, workspace, settings)
    if held:
        line += (f"; {len(held)} file(s) put there by hand (no completion marker) changed too recently and are "
                 f"left for a later run, as they may still be being copied: {held[0]}")
    return line


_BESIDE = (".done", ".cdxj", ".toml", NOTHING_SUFFIX)  # what the stages write beside their outputs


def misplaced(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[Path]:
    """Files of the stage's input kind put where it does not look (by hand, with old data): straight
    into the input folder (``warcs/crawl.warc.gz``), a folder deeper (``warcs/src/2019/x.warc.gz``), or
    in a source's folder under a name the stage does not take (``verts/src/x.vert``: only ``.vert.xz``); and
    what is named as an input file in a source's folder but is no file to read: a folder
    (``warcs/src/x.warc.gz/``), a link to a file that is gone, a named pipe, a device."""
    stage = get(stage) if isinstance(stage, str) else stage
    producer = _producer(stage, settings)
    if producer is None or not stage.writes or not producer.writes or producer.name == "collect":
        return []  # link files: Workspace.link_files_not_read says more (a *.txt is taken by hand)
    folder = workspace.root / producer.writes
    if not folder.is_dir():
        return []
    kinds = tuple({"." + suffix.split(".")[1] for suffix in producer.suffixes})  # .warc, .arc; .vert

    def looks(path: Path, taken: bool) -> bool:
        name = path.name
        return (not name.startswith(".") and not name.endswith(_BESIDE) and path.is_file()
                and any(re.search(re.escape(kind) + r"(\.|$)", name) for kind in kinds)  # not x.archive.txt
                and (taken or not name.endswith(producer.suffixes)))

    found = [p for p in sorted(folder.iterdir()) if looks(p, True)]
    for source_dir in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        for path in sorted(source_dir.iterdir()):
            if path.name.startswith("."):
                continue
            if path.name.endswith(producer.suffixes) and not regular_file(path):
                found.append(path)  # named as an input, but a folder, a dangling link, a pipe: said too
            if path.is_dir():
                if not path.is_symlink():  # (a link to a folder elsewhere is not searched)
                    found += [p for p in sorted(path.rglob("*")) if looks(p, True)]
            elif looks(path, False):
                found.append(path)
    return found


def held_back(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> list[Path]:
    """The input files the stage's ``ready`` rule leaves for a later run (dropped in by hand, still changing)."""
    stage = get(stage) if isinstance(stage, str) else stage
    producer = _producer(stage, settings)
    if producer is None or not stage.writes or not stage.ready:
        return []
    ready = _resolve(stage.ready)
    return [path for path in _inputs(workspace.root / producer.writes, producer.suffixes) if not ready(path)]


def has_work(stage: Stage | str, workspace: Workspace, settings: Settings | None = None) -> bool:
    """True when the stage should run: a pending unit, or (a stage that renames its finished inputs
    away, like download) any input file at all."""
    stage = get(stage) if isinstance(stage, str) else stage
    if stage.renames_input:
        return bool(units(stage, workspace, settings))
    return bool(pending(stage, workspace, settings))


def all_suffixes() -> tuple[str, ...]:
    """Every file suffix a stage writes or reads (longest first, for stripping)."""
    return tuple(sorted({s for stage in _load() for s in stage.suffixes}, key=len, reverse=True))
