"""Layered settings: defaults < corpustools.toml < flags, with clear errors for typos."""

from __future__ import annotations

import pickle

import pytest

from corpustools.config import load_settings
from corpustools.errors import ConfigError
from corpustools.log import ordinal


def test_defaults_then_file_then_flags(tmp_path):
    (tmp_path / "corpustools.toml").write_text('pause = 2.5\n[download]\nworkers = 3\n[tag.models]\ncs = "/m/cs.tagger"\n')
    settings = load_settings(tmp_path, {"download.workers": 7})
    assert settings.get("pause") == 2.5  # from the file
    assert settings.get("download.workers") == 7  # flag beats file
    assert settings.get("timeout") == 30.0  # default
    assert settings.get("tag.models") == {"cs": "/m/cs.tagger"}
    assert "corpustools.toml" in settings.summary() and "download.workers=7" in settings.summary()


def test_unknown_key_and_wrong_type_are_errors(tmp_path):
    (tmp_path / "corpustools.toml").write_text("[download]\nworkres = 3\n")
    with pytest.raises(ConfigError, match="unknown setting 'download.workres'"):
        load_settings(tmp_path)
    (tmp_path / "corpustools.toml").write_text('pause = "fast"\n')
    with pytest.raises(ConfigError, match="'pause' must be a number, not 'fast'$"):
        load_settings(tmp_path)
    (tmp_path / "corpustools.toml").write_text("pause = [\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_settings(tmp_path)


def test_effective_settings_written_and_reloadable(tmp_path):
    settings = load_settings(tmp_path, {"allow_private": True, "vert.languages": ["cs", "sk"]})
    path = settings.write_effective(tmp_path / "out")
    again = load_settings(config_file=path)
    assert again.data == settings.data
    assert pickle.loads(pickle.dumps(settings.data)) == settings.data


def test_user_agent_names_contact_url(tmp_path):
    settings = load_settings(tmp_path, {"contact_url": "https://corpora.example.org/bot"})
    assert settings.user_agent.startswith("corpustools/")
    assert "+https://corpora.example.org/bot" in settings.user_agent


def test_ordinal():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


def test_a_range_whose_lowest_end_is_above_its_highest_is_an_error_naming_both(tmp_path):
    """collect.interval_min above collect.interval_max was taken silently (every feed polled at the
    minimum); from the file or from the flags, it is one configuration error naming both keys."""
    (tmp_path / "corpustools.toml").write_text("[collect]\ninterval_min = 7200\ninterval_max = 3600\n")
    with pytest.raises(ConfigError, match=r"'collect.interval_min' \(7200(\.0)?\) is above 'collect.interval_max' \(3600(\.0)?\)"):
        load_settings(tmp_path)
    (tmp_path / "corpustools.toml").write_text("[collect]\ninterval_max = 3600\n")
    assert load_settings(tmp_path).get("collect.interval_min") == 900.0  # the default is below: fine
    with pytest.raises(ConfigError, match="interval_min"):
        load_settings(tmp_path, {"collect.interval_min": 4000.0})
