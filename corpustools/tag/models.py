"""Obtaining MorphoDiTa models: the small test model and the official Czech/English models.

``python -m corpustools.tag.models fetch-test-model --dest DIR`` downloads the ufal.morphodita source
distribution from the package index (the version installed), takes ``tests/data/test.tagger`` out of it
(MPL-2.0; it knows "Vidím kočky." -> vidět, kočka) and verifies that it loads and tags.

``python -m corpustools.tag.models fetch-official --dest DIR --config FILE`` fetches the official models
from their public repository when it is reachable, verifies them and records their paths in the config.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tarfile
import tempfile
from importlib import metadata
from pathlib import Path

from corpustools.tag.registry import verify_tagger

TEST_MODEL_MEMBER = "tests/data/test.tagger"


def fetch_test_model(dest: str | Path) -> Path:
    """Put ``test.tagger`` from the ufal.morphodita sdist into ``dest``; idempotent."""
    dest = Path(dest)
    target = dest / "test.tagger"
    if target.exists():
        verify_tagger(target)
        print(f"configure: MorphoDiTa test model present: {target}")
        return target
    version = metadata.version("ufal.morphodita")
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
               "--no-binary", ":all:", "--dest", tmp, f"ufal.morphodita=={version}"]
        result = subprocess.run(cmd, capture_output=True, text=True)
        archives = list(Path(tmp).glob("*.tar.gz"))
        if result.returncode != 0 or not archives:
            raise RuntimeError(f"pip download of the ufal.morphodita {version} sources failed: "
                               f"{result.stderr.strip().splitlines()[-1:] or result.returncode}")
        with tarfile.open(archives[0]) as tar:
            member = next((m for m in tar.getmembers() if m.name.endswith(TEST_MODEL_MEMBER)), None)
            if member is None:
                raise RuntimeError(f"{archives[0].name} has no {TEST_MODEL_MEMBER}")
            data = tar.extractfile(member).read()  # type: ignore[union-attr]
    dest.mkdir(parents=True, exist_ok=True)
    tmp_target = target.with_suffix(".part")
    tmp_target.write_bytes(data)
    verify_tagger(tmp_target)
    tmp_target.replace(target)
    print(f"configure: MorphoDiTa test model installed: {target} (from ufal.morphodita {version} sources)")
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
    try:
        if args.command == "fetch-test-model":
            fetch_test_model(args.dest)
        elif args.command == "verify":
            print(verify_tagger(args.path))
        else:
            from corpustools.tag.official import fetch_official  # written with the tag stage

            fetch_official(args.dest, args.config)
    except (RuntimeError, OSError) as exc:
        print(f"configure: ERROR: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
