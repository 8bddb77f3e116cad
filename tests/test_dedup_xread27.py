"""Session 27's final reading: dedup's small-input shortcut judges a compressed vertical by its first bytes,
as dedup reads it (stdin and a pipe reach it as a temporary copy named ``.vert`` whatever they hold)."""

from __future__ import annotations

import lzma
import os
from pathlib import Path

from corpustools.config import load_settings
from corpustools.dedup.stage import STAGE, _small_run


def _options(tmp_path: Path) -> object:
    return STAGE.options_of(load_settings(None, {}).data)


def test_compressed_copy_named_vert_is_not_small(tmp_path: Path) -> None:
    # 'cat big.vert.xz | corpustools dedup -i - -o out.vert': the copy is 'stdin.vert', xz inside
    copy = tmp_path / "stdin.vert"
    copy.write_bytes(lzma.compress(os.urandom(600_000)))  # some 6 MB of vertical by xz's usual ratio
    options = _options(tmp_path)
    assert _small_run(options, [str(copy)], None) == options


def test_small_plain_vertical_is_small(tmp_path: Path) -> None:
    vert = tmp_path / "in.vert"
    vert.write_text('<doc id="1">\n<p>\n<s>\nHallo\n</s>\n</p>\n</doc>\n', encoding="utf-8")
    assert _small_run(_options(tmp_path), [str(vert)], None).workers == 1
