"""Fetching the official MorphoDiTa models from LINDAT/CLARIAH-CZ (``./configure.sh --models``).

* Czech: MorfFlex CZ 2.0 + PDT-C 1.0, ``czech-morfflex2.0-pdtc1.0-220710`` (handle 11234/1-4794).
* English: Morphium + WSJ, ``english-morphium-wsj-140407`` (handle 11858/00-097C-0000-0023-68D9-0).

Both are CC BY-NC-SA (Czech 4.0, English 3.0): non-commercial use only, share alike, credit ÚFAL.  The
licence is stated where they are installed: in the install message and in ``LICENCE.txt`` beside each
``.tagger`` (with the archive's own LICENSE/README files, kept as they are).  Each archive is downloaded (the current LINDAT API address
first, then the older xmlui one), the ``.tagger`` is unpacked into ``DEST/<model>/``, loaded and
checked with a probe sentence, and its absolute path is recorded under ``[tag.models]`` in the config.
When LINDAT cannot be reached nothing is changed: the message says how to place the models by hand.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from corpustools.net import host_of
from corpustools.tag.registry import verify_tagger

# logged as "models:", the command's name, whoever runs it (models, demo, configure.sh): not "tag:", which
# would read as a tagging run's line
log = logging.getLogger("corpustools.models")

LINDAT = "https://lindat.mff.cuni.cz/repository"


@dataclass(frozen=True)
class OfficialModel:
    lang: str
    name: str  # archive stem = folder inside the archive
    handle: str
    tagger: str  # the .tagger inside the archive
    licence: str  # as the repository states it

    @property
    def page(self) -> str:
        return f"{LINDAT}/xmlui/handle/{self.handle}"

    def urls(self, base: str = LINDAT) -> list[str]:
        return [f"{base}/server/api/core/bitstreams/handle/{self.handle}/{self.name}.zip",
                f"{base}/xmlui/bitstream/handle/{self.handle}/{self.name}.zip"]


OFFICIAL_MODELS = (
    OfficialModel("cs", "czech-morfflex2.0-pdtc1.0-220710", "11234/1-4794",
                  "czech-morfflex2.0-pdtc1.0-220710.tagger",
                  "CC BY-NC-SA 4.0 (https://creativecommons.org/licenses/by-nc-sa/4.0/)"),
    OfficialModel("en", "english-morphium-wsj-140407", "11858/00-097C-0000-0023-68D9-0",
                  "english-morphium-wsj-140407.tagger",
                  "CC BY-NC-SA 3.0 (https://creativecommons.org/licenses/by-nc-sa/3.0/)"),
)


def _say(message: str) -> None:
    log.info(message)


LICENCE_FILE = "LICENCE.txt"


def write_licence(model: OfficialModel, folder: Path) -> Path:
    """State the model's licence beside it (what may be done with the corpora tagged with it follows)."""
    path = folder / LICENCE_FILE
    path.write_text(
        f"{model.name}\n\nLicence: {model.licence}\n"
        "Non-commercial use only; share alike; attribution to the Institute of Formal and Applied "
        "Linguistics (ÚFAL), Charles University.\n"
        f"Source and terms: {model.page}\n"
        "Installed by corpustools (corpustools models fetch-official / configure.sh --models).\n", "utf-8")
    return path


def _download(urls: list[str], target: Path, user_agent: str, timeout: float) -> str:
    """Download the first URL that answers into ``target``; returns the URL or raises RuntimeError."""
    import requests

    problems = []
    for url in urls:
        try:
            with requests.get(url, stream=True, timeout=timeout, headers={"User-Agent": user_agent}) as resp:
                if resp.status_code != 200:
                    problems.append(f"{url}: HTTP {resp.status_code}")
                    continue
                size = 0
                with open(target, "wb") as fh:
                    for block in resp.iter_content(1 << 20):
                        fh.write(block)
                        size += len(block)
                if not zipfile.is_zipfile(target):
                    problems.append(f"{url}: the answer ({size} bytes) is not a zip archive")
                    continue
                return url
        except requests.RequestException as exc:
            from corpustools.net import describe_error

            problems.append(f"{url}: {describe_error(exc)}")
    if len({p.split(": ", 1)[-1] for p in problems}) == 1:  # the same reason for every address
        raise RuntimeError(f"{host_of(urls[0])}: {problems[0].split(': ', 1)[-1]}")
    raise RuntimeError("; ".join(problems))


def _unpack_tagger(archive: Path, model: OfficialModel, dest: Path) -> Path:
    folder = dest / model.name
    folder.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive) as zf:
        members = [m for m in zf.namelist() if not m.endswith("/")]
        wanted = [m for m in members if m.endswith("/" + model.tagger) or m == model.tagger]
        if not wanted:
            raise RuntimeError(f"{archive.name} has no {model.tagger}")
        keep = wanted + [m for m in members if Path(m).name.upper().startswith(("LICENSE", "README"))]
        for member in keep:
            target = folder / Path(member).name
            part = target.with_name(target.name + ".part")
            with zf.open(member) as src, open(part, "wb") as out:
                while block := src.read(1 << 20):
                    out.write(block)
            if member in wanted:
                verify_tagger(part)
            os.replace(part, target)
    return folder / model.tagger


def record_models(config: str | Path, paths: dict[str, str]) -> None:
    """Set ``[tag.models] LANG = "PATH"`` in a TOML config, keeping the rest of the file as it is."""
    config = Path(config)
    text = config.read_text("utf-8") if config.exists() else ""
    lines = text.splitlines()
    header = next((i for i, line in enumerate(lines) if line.strip() == "[tag.models]"), None)
    if header is None:
        if re.search(r"^\s*models\s*=", text, re.M) and re.search(r"^\s*\[tag\]", text, re.M):
            raise RuntimeError(f"{config}: tag.models is set inline under [tag]; add the paths there by hand: "
                               + ", ".join(f'{k} = "{v}"' for k, v in paths.items()))
        if lines and lines[-1].strip():
            lines.append("")
        lines.append("[tag.models]")
        header = len(lines) - 1
    end = next((i for i in range(header + 1, len(lines)) if lines[i].lstrip().startswith("[")), len(lines))
    for lang, path in sorted(paths.items()):
        entry = f"{lang} = {_toml_string(path)}"
        found = next((i for i in range(header + 1, end)
                      if re.match(rf"\s*{re.escape(lang)}\s*=", lines[i])), None)
        if found is None:
            lines.insert(end, entry)
            end += 1
        else:
            lines[found] = entry
    tmp = config.with_name(f".{config.name}.tmp-{os.getpid()}")
    tmp.write_text("\n".join(lines) + "\n", "utf-8")
    os.replace(tmp, config)


def _toml_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def hand_instructions(dest: str | Path, config: str | Path) -> str:
    lines = ["to install the official models by hand:"]
    for model in OFFICIAL_MODELS:
        lines.append(f"  {model.lang}: download {model.name}.zip from {model.page}, unzip it into {dest}/"
                     f" (licence {model.licence.split(' (')[0]}: non-commercial use only)")
    lines.append(f"  then add to {config}:")
    lines.append("    [tag.models]")
    for model in OFFICIAL_MODELS:
        lines.append(f'    {model.lang} = "{Path(dest).resolve() / model.name / model.tagger}"')
    lines.append("  (any MorphoDiTa .tagger works the same way; or pass --model LANG=PATH / -l PATH to 'tag')")
    return "\n".join(lines)


def fetch_official(dest: str | Path, config: str | Path, base_url: str = LINDAT, timeout: float = 60.0,
                   models: tuple[OfficialModel, ...] = OFFICIAL_MODELS) -> dict[str, str]:
    """Download, verify and record the official models; raises RuntimeError when none could be had."""
    from corpustools import __version__

    dest = Path(dest).resolve()
    user_agent = f"corpustools/{__version__} (+https://github.com/corpustools/corpustools; configure.sh --models)"
    installed: dict[str, str] = {}
    failures: list[str] = []
    for model in models:
        tagger = dest / model.name / model.tagger
        if tagger.is_file():
            try:
                verify_tagger(tagger)
                write_licence(model, tagger.parent)
                _say(f"{model.lang}: official model present: {tagger} (licence {model.licence})")
                installed[model.lang] = str(tagger)
                continue
            except RuntimeError as exc:
                _say(f"{model.lang}: {exc}; downloading it again")
        _say(f"{model.lang}: downloading {model.name} from LINDAT/CLARIAH-CZ ({model.page})")
        with tempfile.TemporaryDirectory(prefix="corpustools-models-") as tmp:
            archive = Path(tmp) / f"{model.name}.zip"
            try:
                url = _download(model.urls(base_url), archive, user_agent, timeout)
                path = _unpack_tagger(archive, model, dest)
            except (RuntimeError, OSError, zipfile.BadZipFile) as exc:
                failures.append(f"{model.lang} ({model.name}): {exc}")
                log.warning(f"{model.lang}: not installed: {exc}")  # the why, also under -q
                continue
        write_licence(model, path.parent)
        _say(f"{model.lang}: installed {path} (from {url}); licence {model.licence}: non-commercial use only, "
             f"see {path.parent / LICENCE_FILE}; probe: {verify_tagger(path)}")
        installed[model.lang] = str(path)
    if installed:
        record_models(config, installed)
        _say(f"recorded in {config} under [tag.models]: " + ", ".join(sorted(installed)))
    if failures:
        log.warning(f"official MorphoDiTa models could not be fetched ({len(failures)} of {len(models)}); "
                    f"LINDAT/CLARIAH-CZ may be unreachable from this machine",
                    extra={"detail": hand_instructions(dest, config)})
        raise RuntimeError(f"{len(failures)} official model(s) not installed: "
                           + ", ".join(f.split(" ", 1)[0] for f in failures))
    return installed
