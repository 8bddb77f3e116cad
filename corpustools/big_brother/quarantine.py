"""Setting aside an input that keeps failing: ``state/quarantine/<stage>/<source>/<file>``.

One bad file must never block the rest.  After ``big_brother.max_failures`` failed attempts the input
(with its completion marker and index, e.g. ``x.warc.xz``, ``x.warc.xz.done``, ``x.warc.xz.cdxj``) is moved
to the quarantine folder, logged as an error and listed by ``stats`` and ``report``.  Nothing is
deleted: move the files back to retry them.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from corpustools.stages import all_suffixes, strip_suffix
from corpustools.workspace import Workspace, marker_path

log = logging.getLogger(__name__)


def quarantine_dir(workspace: Workspace) -> Path:
    return workspace.state / "quarantine"


def companions(path: Path) -> list[Path]:
    """The input and the files that belong to it (marker, CDXJ index and its marker)."""
    stem = strip_suffix(path.name, all_suffixes())
    found = [path]
    indexes = (path.with_name(f"{path.name}.cdxj"), path.with_name(f"{stem}.cdxj"))  # current, earlier name
    for extra in (marker_path(path), *indexes, *(marker_path(i) for i in indexes)):
        if extra.exists() and extra not in found:
            found.append(extra)
    return found


def move_to_quarantine(workspace: Workspace, stage: str, input_path: Path) -> Path:
    """Move ``input_path`` and its companions; returns the new path of the input."""
    target_dir = quarantine_dir(workspace) / stage / input_path.parent.name
    target_dir.mkdir(parents=True, exist_ok=True)
    suffix = ""
    if (target_dir / input_path.name).exists():
        suffix = time.strftime(".%Y%m%dT%H%M%SZ", time.gmtime())
    moved = target_dir / (input_path.name + suffix)
    for path in companions(input_path):
        os.replace(path, target_dir / (path.name + suffix))
    return moved
