"""Numeric settings are checked against their allowed range once, where settings are loaded: a flag or a
corpustools.toml value out of range is one configuration error naming the key (status 2), never a
traceback or a failure of every feed later."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from corpustools.config import load_settings
from corpustools.errors import ConfigError


@pytest.mark.parametrize("argv,key", [
    (["collect", "--pause", "-5"], "pause"),
    (["collect", "-m", "-3"], "collect.workers"),
    (["download", "-m", "-1"], "download.workers"),
    (["collect", "-w", "-1"], "timeout"),
    (["download", "-w", "0"], "timeout"),
])
def test_out_of_range_flag_is_a_configuration_error(tmp_path: Path, argv: list[str], key: str) -> None:
    links = tmp_path / "in.txt"
    links.write_text("http://127.0.0.1:9/a\n")
    out = tmp_path / ("out.warc.xz" if argv[0] == "download" else "out.txt")
    proc = subprocess.run([sys.executable, "-m", "corpustools", *argv, "-i", str(links), "-o", str(out)],
                          capture_output=True, text=True, timeout=60, env=dict(os.environ))
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr and "unexpected error" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and f"'{key}'" in errors[0], proc.stderr
    assert not out.exists()


def test_out_of_range_file_value_names_the_key(tmp_path: Path) -> None:
    (tmp_path / "corpustools.toml").write_text("[download]\nxz_preset = 12\n")
    with pytest.raises(ConfigError, match="'download.xz_preset' must be from 0 to 9"):
        load_settings(tmp_path)
    (tmp_path / "corpustools.toml").write_text("[big_brother]\nmax_failures = 0\n")
    with pytest.raises(ConfigError, match="'big_brother.max_failures'"):
        load_settings(tmp_path)
    (tmp_path / "corpustools.toml").write_text("pause = 0.0\n[vert]\nworkers = 0\n")
    assert load_settings(tmp_path).get("pause") == 0.0  # the edges that mean something stay allowed
