"""``corpustools models``: the test model from the ufal.morphodita sources on a package index (a loopback
stand-in for PyPI's JSON API), checked against the published SHA-256; the demo fetches it itself when
missing; the official models' licence is written where they are installed."""

from __future__ import annotations

import hashlib
import io
import json
import logging
import os
import re
import subprocess
import sys
import tarfile
from importlib import metadata
from pathlib import Path

from httpserver import Route
from tag_support import model_path
from test_tag_official import ZIP, model_zip

from corpustools.tag.official import LICENCE_FILE, OFFICIAL_MODELS, fetch_official

REPO = Path(__file__).resolve().parent.parent
VERSION = metadata.version("ufal.morphodita")


def sdist(tagger: bytes) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in ((f"ufal.morphodita-{VERSION}/tests/data/test.tagger", tagger),
                           (f"ufal.morphodita-{VERSION}/setup.py", b"# the real sdist builds the bindings\n")):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def package_index(serve, archive: bytes, published: bytes | None = None):
    """A loopback package index with PyPI's JSON API; ``published`` is what the digest is made of."""
    server = serve(host="127.0.0.11")
    name = f"ufal.morphodita-{VERSION}.tar.gz"
    digest = hashlib.sha256(published if published is not None else archive).hexdigest()
    listing = {"urls": [
        {"packagetype": "bdist_wheel", "url": server.url("/files/x.whl"), "digests": {"sha256": "0" * 64}},
        {"packagetype": "sdist", "url": server.url(f"/files/{name}"), "digests": {"sha256": digest}},
    ]}
    server.routes[f"/pypi/ufal.morphodita/{VERSION}/json"] = Route(json.dumps(listing),
                                                                    headers={"Content-Type": "application/json"})
    server.routes[f"/files/{name}"] = Route(archive, headers={"Content-Type": "application/gzip"})
    return server


def run(*args: str, env: dict[str, str], cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=timeout)


def environment(index_url: str, model: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "CORPUSTOOLS_PYPI_URL": index_url,
            "CORPUSTOOLS_TEST_MODEL": str(model), "XDG_DATA_HOME": str(model.parent / "xdg")}


def test_models_fetch_test_installs_the_checked_model(serve, tmp_path: Path) -> None:
    tagger = Path(model_path()).read_bytes()
    server = package_index(serve, sdist(tagger))
    env = environment(server.base, tmp_path / "nowhere" / "test.tagger")
    dest = tmp_path / "models"

    got = run("models", "fetch-test", "--dest", str(dest), env=env, cwd=tmp_path)

    assert got.returncode == 0, got.stderr
    assert (dest / "test.tagger").read_bytes() == tagger
    assert re.search(r"\+OK \S+ models: MorphoDiTa test model installed: .*test\.tagger", got.stderr)
    hits = len(server.hits)
    got = run("models", "fetch-test", "--dest", str(dest), env=env, cwd=tmp_path)
    assert got.returncode == 0 and "present" in got.stderr and len(server.hits) == hits
    assert not [p for p in dest.iterdir() if p.name != "test.tagger"]  # no partial files left


def test_an_archive_that_does_not_match_its_digest_is_refused(serve, tmp_path: Path) -> None:
    tagger = Path(model_path()).read_bytes()
    server = package_index(serve, sdist(b"tampered" + tagger), published=sdist(tagger))
    env = environment(server.base, tmp_path / "m" / "test.tagger")

    got = run("models", "fetch-test", env=env, cwd=tmp_path)

    assert got.returncode == 1, got.stderr
    errors = [line for line in got.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "SHA-256" in errors[0] and "Traceback" not in got.stderr
    assert not (tmp_path / "m").exists() or not list((tmp_path / "m").iterdir())


def test_the_demo_fetches_the_test_model_when_missing_and_says_so(serve, tmp_path: Path) -> None:
    tagger = Path(model_path()).read_bytes()
    server = package_index(serve, sdist(tagger))
    model = tmp_path / "user-data" / "test.tagger"
    env = environment(server.base, model)

    got = run("demo", "-W", str(tmp_path / "demo"), env=env, cwd=tmp_path, timeout=180)

    assert got.returncode == 0, got.stderr
    assert "fetching the small test model" in got.stdout
    assert model.read_bytes() == tagger
    assert f"cs and sk with {model}" in got.stdout


def test_the_official_models_licence_is_stated_where_they_are_installed(serve, tmp_path: Path, caplog) -> None:
    tagger = Path(model_path()).read_bytes()
    cs, en = OFFICIAL_MODELS
    server = serve({f"/server/api/core/bitstreams/handle/{m.handle}/{m.name}.zip": Route(model_zip(m, tagger), headers=ZIP)
                    for m in (cs, en)})
    with caplog.at_level(logging.INFO, logger="corpustools"):
        installed = fetch_official(tmp_path / "models", tmp_path / "corpustools.toml", base_url=server.base)
    for model in (cs, en):
        notice = (Path(installed[model.lang]).parent / LICENCE_FILE).read_text()
        assert "CC BY-NC-SA" in notice and "Non-commercial use only" in notice and model.handle in notice
        line = next(r.getMessage() for r in caplog.records if r.getMessage().startswith(f"{model.lang}: installed"))
        assert "CC BY-NC-SA" in line and "non-commercial" in line
