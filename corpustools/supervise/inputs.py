"""What each stage has to do, derived from the files and completion markers in the workspace.

A unit is one input file and the output it should become.  A unit is pending while its output is not
done (``workspace.is_done``: the output exists *and* its marker was written after it), so a crash at
any moment leaves either a finished unit or a pending one, never a half state; nothing here trusts a
file-name suffix alone.  The rules mirror the stages' own (link file -> WARC, WARC -> vertical,
vertical -> tagged vertical); a stage still decides for itself, and big-brother uses these lists only
to know whether a stage has work and which inputs keep failing.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

from corpustools.workspace import Workspace, is_done

LINK_SUFFIXES = (".collected", ".txt")
WARC_SUFFIXES = (".warc.xz", ".warc.gz", ".warc")


@dataclass(frozen=True)
class Unit:
    stage: str
    source: str
    input: Path
    output: Path

    def label(self, workspace: Workspace) -> str:
        try:
            return self.input.relative_to(workspace.root).as_posix()
        except ValueError:
            return str(self.input)


def _files(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """``folder/<source>/<name>`` files with one of ``suffixes`` (no hidden or temporary files)."""
    if not folder.is_dir():
        return []
    found = []
    for source_dir in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        for path in sorted(source_dir.iterdir()):
            if path.name.startswith(".") or path.is_dir() or not path.name.endswith(suffixes):
                continue
            found.append(path)
    return found


def strip_suffix(name: str, suffixes: tuple[str, ...]) -> str:
    for suffix in suffixes:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def download_units(workspace: Workspace) -> list[Unit]:
    """Every link file not yet renamed ``.downloaded`` (``*.collected``, hand-dropped ``*.txt``)."""
    from corpustools.download.run import pending_link_files

    units = []
    for path in pending_link_files(workspace):  # a hand-dropped *.txt once it stopped changing
        stem = strip_suffix(path.name, LINK_SUFFIXES)
        units.append(Unit("download", path.parent.name, path, workspace.warcs / path.parent.name / f"{stem}.warc.xz"))
    return units


def vert_units(workspace: Workspace) -> list[Unit]:
    """Every finished WARC (file + marker) and the vertical it becomes."""
    units = []
    for path in _files(workspace.warcs, WARC_SUFFIXES):
        if not is_done(path):
            continue
        stem = strip_suffix(path.name, WARC_SUFFIXES)
        units.append(Unit("vert", path.parent.name, path, workspace.verts / path.parent.name / f"{stem}.vert.xz"))
    return units


def tag_units(workspace: Workspace) -> list[Unit]:
    """Every vertical and the tagged vertical it becomes."""
    return [Unit("tag", p.parent.name, p, workspace.tagged / p.parent.name / p.name)
            for p in _files(workspace.verts, (".vert.xz",))]


UNIT_FUNCTIONS = {"download": download_units, "vert": vert_units, "tag": tag_units}


def units(stage: str, workspace: Workspace) -> list[Unit]:
    return UNIT_FUNCTIONS[stage](workspace)


def pending(stage: str, workspace: Workspace) -> list[Unit]:
    """Units of ``stage`` whose output is not done, by the stage's own rule where it publishes one
    (vert: also hand-dropped WARCs without a marker once they stopped changing), else by the rules above."""
    try:
        if stage == "vert":
            from corpustools.vert.run import pending_warcs

            return [Unit("vert", source, Path(warc), Path(target)) for source, warc, target in pending_warcs(workspace)]
        if stage == "tag":
            from corpustools.tag.run import workspace_inputs

            return [Unit("tag", source, Path(src), Path(out)) for source, src, out in workspace_inputs(workspace)
                    if not is_done(out)]
    except ImportError:
        pass
    return [u for u in units(stage, workspace) if not is_done(u.output)]


def has_work(stage: str, workspace: Workspace) -> bool:
    """True when the stage should run: a pending unit, or (download) a link file still to be renamed."""
    if stage == "download":
        return bool(units(stage, workspace))
    return bool(pending(stage, workspace))


def sources_fingerprint(workspace: Workspace) -> str:
    """Changes when a feed list is added, removed or edited (a hand-dropped list is collected at once)."""
    digest = hashlib.sha1()
    for path in workspace.source_lists():
        try:
            st = path.stat()
        except FileNotFoundError:
            continue
        digest.update(f"{path.name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def discovery_pages(workspace: Workspace, since: float, limit: int = 500) -> list[str]:
    """Home pages of the sites whose links were downloaded since ``since`` (where feeds are announced)."""
    from corpustools.net import normalize_url

    pages: list[str] = []
    seen: set[str] = set()
    if not workspace.collected_links.is_dir():
        return pages
    for path in sorted(workspace.collected_links.glob("*/*.downloaded"), key=lambda p: -p.stat().st_mtime):
        if path.stat().st_mtime < since:
            continue
        for line in path.read_text("utf-8", errors="replace").splitlines():
            url = normalize_url(line.strip().split("\t")[0]) if line.strip() and not line.startswith("#") else None
            if not url:
                continue
            home = normalize_url("/", base=url)
            if home and home not in seen:
                seen.add(home)
                pages.append(home)
                if len(pages) >= limit:
                    return pages
    return pages


def age_of(seconds: float | None) -> float:
    return time.time() - seconds if seconds else float("inf")
