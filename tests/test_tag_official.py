"""fetch-official against a loopback stand-in for LINDAT: download, verify, record; unreachable = no harm."""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

import pytest
from httpserver import Route
from tag_support import model_path

from corpustools.tag.models import main as models_main

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from corpustools.tag.official import OFFICIAL_MODELS, OfficialModel, fetch_official, record_models

ZIP = {"Content-Type": "application/zip"}


def model_zip(model: OfficialModel, tagger_bytes: bytes) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(f"{model.name}/{model.tagger}", tagger_bytes)
        zf.writestr(f"{model.name}/LICENSE", "CC BY-NC-SA 4.0\n")
        zf.writestr(f"{model.name}/{model.name}.dict", b"dictionary")
    return buf.getvalue()


def test_fetch_official_downloads_verifies_and_records_in_the_config(tmp_path, serve):
    tagger = Path(model_path()).read_bytes()
    cs, en = OFFICIAL_MODELS
    server = serve({
        # Czech from the current LINDAT API address, English only from the older xmlui address
        f"/server/api/core/bitstreams/handle/{cs.handle}/{cs.name}.zip": Route(model_zip(cs, tagger), headers=ZIP),
        f"/xmlui/bitstream/handle/{en.handle}/{en.name}.zip": Route(model_zip(en, tagger), headers=ZIP),
    })
    config = tmp_path / "corpustools.toml"
    config.write_text('# my settings\ncontact_url = "https://example.org/corpus"\n\n[tag]\nworkers = 3\n')
    installed = fetch_official(tmp_path / "models", config, base_url=server.base)
    assert set(installed) == {"cs", "en"}
    for path in installed.values():
        assert Path(path).is_file() and Path(path).read_bytes() == tagger and Path(path).is_absolute()
    text = config.read_text()
    assert text.startswith("# my settings\n")  # the user's file is kept, only [tag.models] is added
    data = tomllib.loads(text)
    assert data["tag"] == {"workers": 3, "models": installed}
    # a second run finds the verified models and downloads nothing
    hits = len(server.hits)
    assert fetch_official(tmp_path / "models", config, base_url=server.base) == installed
    assert len(server.hits) == hits


def test_a_broken_download_is_not_installed(tmp_path, serve):
    cs = OFFICIAL_MODELS[0]
    server = serve({f"/server/api/core/bitstreams/handle/{cs.handle}/{cs.name}.zip":
                    Route(model_zip(cs, b"garbage, not a tagger"), headers=ZIP)})
    config = tmp_path / "corpustools.toml"
    with pytest.raises(RuntimeError):
        fetch_official(tmp_path / "models", config, base_url=server.base, models=(cs,))
    assert not config.exists()
    assert not list((tmp_path / "models").rglob("*.tagger"))


def test_unreachable_repository_exits_nonzero_without_harm(tmp_path, capsys, monkeypatch):
    config = tmp_path / "corpustools.toml"
    config.write_text("[tag]\nworkers = 1\n")
    import corpustools.tag.official as official

    # what models.main calls, pointed at a loopback port where nothing listens
    monkeypatch.setattr(official, "fetch_official", _with_base(official.fetch_official, "http://127.0.0.1:9"))
    rc = models_main(["fetch-official", "--dest", str(tmp_path / "models"), "--config", str(config)])
    assert rc == 1
    err = capsys.readouterr().err
    assert "could not be fetched" in err and "[tag.models]" in err and "11234/1-4794" in err
    assert config.read_text() == "[tag]\nworkers = 1\n"
    assert not list(tmp_path.rglob("*.tagger"))


def _with_base(fn, base):
    def call(dest, config):
        return fn(dest, config, base_url=base, timeout=5.0)

    return call


def test_record_models_updates_existing_entries(tmp_path):
    config = tmp_path / "c.toml"
    config.write_text('[tag.models]\ncs = "/old/cs.tagger"\nsk = "/x/sk.tagger"\n\n[vert]\nworkers = 2\n')
    record_models(config, {"cs": "/new/cs.tagger", "en": "/new/en.tagger"})
    data = tomllib.loads(config.read_text())
    assert data["tag"]["models"] == {"cs": "/new/cs.tagger", "sk": "/x/sk.tagger", "en": "/new/en.tagger"}
    assert data["vert"] == {"workers": 2}
