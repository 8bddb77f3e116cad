"""Obtaining MorphoDiTa models: the small test model and the official Czech/English models.

``corpustools models fetch-test`` (also ``python -m corpustools.tag.models fetch-test-model``, as
``configure.sh`` runs it) takes ``tests/data/test.tagger`` (MPL-2.0; it knows "Vidím kočky." -> vidět,
kočka) out of the ufal.morphodita source distribution of the installed version on the package index:
``pip download`` fetches it as this machine's pip is configured (mirrors, proxies), or, with
``$CORPUSTOOLS_PYPI_URL`` set (or when pip cannot), the release's file list comes from the index's JSON
API and the archive is checked against the SHA-256 the index publishes; the model is loaded and made to tag before it is put in place.  Its default
home is ``$CORPUSTOOLS_TEST_MODEL`` or ``~/.local/share/corpustools/models/test/test.tagger`` (XDG), so
a plain ``pip install corpustools`` gets a working demo (the demo fetches it when missing, and says so).

``corpustools models fetch-official`` fetches the official models (CC BY-NC-SA: non-commercial use
only; the licence is written beside each model) from their public repository, verifies them and
records their paths in the config (:mod:`corpustools.tag.official`).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import logging
import os
import sys
import tarfile
from importlib import metadata
from pathlib import Path

from corpustools.tag.registry import verify_tagger

# logged as "models:", the command's name, whoever runs it (models, demo, configure.sh): not "tag:", which
# would read as a tagging run's line
log = logging.getLogger("corpustools.models")

TEST_MODEL_MEMBER = "tests/data/test.tagger"
PACKAGE = "ufal.morphodita"
INDEX_ENV = "CORPUSTOOLS_PYPI_URL"  # another package index with PyPI's JSON API (a mirror; tests)
MODEL_ENV = "CORPUSTOOLS_TEST_MODEL"
DEFAULT_INDEX = "https://pypi.org"
MAX_SDIST = 64 << 20


def default_test_model() -> Path:
    """Where the test model lives: ``$CORPUSTOOLS_TEST_MODEL``, else the user's data folder."""
    if os.environ.get(MODEL_ENV):
        return Path(os.environ[MODEL_ENV])
    data = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(data) / "corpustools" / "models" / "test" / "test.tagger"


def _sdist_url(index: str, version: str, timeout: float) -> tuple[str, str]:
    """(URL, SHA-256) of the source distribution of ``ufal.morphodita==version`` on the index."""
    import requests

    api = f"{index.rstrip('/')}/pypi/{PACKAGE}/{version}/json"
    try:
        response = requests.get(api, timeout=timeout)
    except requests.RequestException as exc:
        from corpustools.net import describe_error

        raise RuntimeError(f"{api}: {describe_error(exc)}") from None
    if response.status_code != 200:
        raise RuntimeError(f"{api}: HTTP {response.status_code}")
    try:
        files = response.json()["urls"]
        sdist = next(f for f in files if f.get("packagetype") == "sdist")
        return sdist["url"], sdist["digests"]["sha256"]
    except (ValueError, KeyError, TypeError, StopIteration):
        raise RuntimeError(f"{api}: no source distribution of {PACKAGE} {version} listed") from None


def _download_sdist(url: str, sha256: str, timeout: float) -> bytes:
    import requests

    try:
        with requests.get(url, timeout=timeout, stream=True) as response:
            if response.status_code != 200:
                raise RuntimeError(f"{url}: HTTP {response.status_code}")
            data = bytearray()
            for block in response.iter_content(1 << 20):
                data += block
                if len(data) > MAX_SDIST:
                    raise RuntimeError(f"{url}: larger than {MAX_SDIST >> 20} MB")
    except requests.RequestException as exc:
        from corpustools.net import describe_error

        raise RuntimeError(f"{url}: {describe_error(exc)}") from None
    if hashlib.sha256(data).hexdigest() != sha256.lower():
        raise RuntimeError(f"{url}: the archive does not match the SHA-256 the index publishes")
    return bytes(data)


def _pip_sdist(version: str, timeout: float) -> tuple[str, bytes]:
    """The sdist of ``ufal.morphodita==version`` through ``pip download``, which follows the user's pip
    configuration (index mirrors, proxies, certificates) the way ``pip install`` did for the package."""
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
               "--no-binary", ":all:", "--dest", tmp, f"{PACKAGE}=={version}"]
        try:
            result = subprocess.run(cmd, capture_output=True, text=True, timeout=max(timeout, 60.0) * 5)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise RuntimeError(f"pip download of the {PACKAGE} {version} sources failed: {exc}") from None
        archives = sorted(Path(tmp).glob("*.tar.gz"))
        if result.returncode != 0 or not archives:
            last = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[-1]
            raise RuntimeError(f"pip download of the {PACKAGE} {version} sources failed: {last}")
        return archives[0].name, archives[0].read_bytes()


def fetch_test_model(dest: str | Path | None = None, index: str | None = None, timeout: float = 60.0) -> Path:
    """Put ``test.tagger`` from the ufal.morphodita sdist into the folder ``dest`` (default: the folder
    of :func:`default_test_model`); idempotent.  Raises RuntimeError (or OSError) with the reason."""
    target = Path(dest) / "test.tagger" if dest is not None else default_test_model()
    if target.exists():
        verify_tagger(target)
        log.info(f"MorphoDiTa test model present: {target}")
        return target
    version = metadata.version(PACKAGE)
    index = index or os.environ.get(INDEX_ENV)
    if index:  # a named index: its JSON API, the archive checked against the SHA-256 it publishes
        url, sha256 = _sdist_url(index, version, timeout)
        archive = _download_sdist(url, sha256, timeout)
    else:  # pip, as configured for this machine; PyPI's JSON API only when pip cannot
        try:
            url, archive = _pip_sdist(version, timeout)
        except RuntimeError as pip_failure:
            try:
                url, sha256 = _sdist_url(DEFAULT_INDEX, version, timeout)
                archive = _download_sdist(url, sha256, timeout)
            except RuntimeError as api_failure:
                raise RuntimeError(f"{pip_failure}; {api_failure}") from None
    try:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            member = next((m for m in tar.getmembers() if m.name.endswith(TEST_MODEL_MEMBER) and m.isfile()), None)
            if member is None:
                raise RuntimeError(f"{url.rsplit('/', 1)[-1]} has no {TEST_MODEL_MEMBER}")
            data = tar.extractfile(member).read()  # type: ignore[union-attr]
    except tarfile.TarError as exc:
        raise RuntimeError(f"{url}: not a readable source archive ({exc})") from None
    target.parent.mkdir(parents=True, exist_ok=True)
    part = target.with_name(f".{target.name}.part-{os.getpid()}")
    try:
        part.write_bytes(data)
        verify_tagger(part)
        part.replace(target)
    finally:
        part.unlink(missing_ok=True)
    log.info(f"MorphoDiTa test model installed: {target} (from the {PACKAGE} {version} sources, MPL-2.0)")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpustools.tag.models", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("fetch-test-model", help="install the small test model from the ufal.morphodita sources")
    p.add_argument("--dest", default="models/test")
    p = sub.add_parser("fetch-official", help="download the official Czech and English models")
    p.add_argument("--dest", default="models/official")
    p.add_argument("--config", default="corpustools.toml")
    p = sub.add_parser("verify", help="load a model and tag a probe sentence")
    p.add_argument("path")
    args = parser.parse_args(argv)
    from corpustools.log import setup_logging

    setup_logging(None)
    try:
        if args.command == "fetch-test-model":
            fetch_test_model(args.dest)
        elif args.command == "verify":
            print(verify_tagger(args.path))
        else:
            from corpustools.tag.official import fetch_official

            fetch_official(args.dest, args.config)
    except (RuntimeError, OSError) as exc:
        log.error(str(exc))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
