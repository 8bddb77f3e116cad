"""Helpers for the scale tests: workspaces with real WARCs and verticals, output comparison, a Dask cluster."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

from tag_support import many_documents, write_text
from vert_support import CS_TEXT, CS_TEXT2, EN_TEXT, SK_TEXT, make_warc, page

from corpustools.config import load_settings
from corpustools.workspace import Workspace

TEXTS = (CS_TEXT, SK_TEXT, EN_TEXT, CS_TEXT2)


def article(n: int) -> str:
    """A page with a headline, a few paragraphs in varied languages and a link, unique per ``n``."""
    paras = "".join(f"<p>{TEXTS[(n + k) % len(TEXTS)]} Článek {n}, odstavec {k}.</p>" for k in range(3))
    return page(f"<article><h1>Zpráva číslo {n}</h1>{paras}<p>Více <a href='/x/{n}'>na webu {n}</a>.</p></article>"
                f"<footer>© 2026 Vydavatel</footer>", title=f"Zpráva {n}")


def warc_workspace(root: Path, files: dict[str, int], start: int = 0) -> Workspace:
    """``files``: {"source/stem": number of pages}; each becomes warcs/source/stem.warc.gz (no marker: old
    enough to count as hand-dropped, as the mtime is set back)."""
    ws = Workspace.at(root).ensure()
    n = start
    for name, count in files.items():
        source, stem = name.split("/")
        pages = []
        for _ in range(count):
            pages.append({"url": f"https://www.example.cz/{source}/clanek/{n}", "html": article(n)})
            n += 1
        (ws.warcs / source).mkdir(parents=True, exist_ok=True)
        path = make_warc(ws.warcs / source / f"{stem}.warc.gz", pages)
        old = time.time() - 3600
        os.utime(path, (old, old))
    return ws


def vert_workspace_copy(src: Workspace, root: Path) -> Workspace:
    """A second workspace with the same inputs (same names, so the outputs can be compared byte for byte)."""
    shutil.copytree(src.warcs, root / "warcs")
    return Workspace.at(root).ensure()


def tag_workspace_inputs(root: Path, files: dict[str, int]) -> Workspace:
    ws = Workspace.at(root).ensure()
    for name, docs in files.items():
        write_text(ws.verts / f"{name}.vert.xz", many_documents(docs))
    (ws.root / "corpustools.toml").write_text("[dedup]\nenabled = false\n")  # tag reads verts/
    return ws


def outputs(folder: Path) -> dict[str, bytes]:
    """Every finished output (and no temporary file) under ``folder``, by relative path."""
    found = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.name.startswith(".") and path.name.endswith(".vert.xz"):
            found[path.relative_to(folder).as_posix()] = path.read_bytes()
    return found


def settings(root: Path | None = None, **overrides: Any):
    return load_settings(root, {k.replace("__", "."): v for k, v in overrides.items()})


def comparable(results: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per-source counters without the ones that measure time or the local pool."""
    drop = ("seconds", "workers_replaced")
    return {s: {k: v for k, v in c.items() if k not in drop} for s, c in results.items()}
