"""Helpers for the tag tests: the MorphoDiTa test model, small verticals, structure skeletons, lint."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
MODEL_DIR = REPO / "models" / "test"


def model_path() -> str:
    """The small test model from the ufal.morphodita sources (configure.sh fetches it; so do we if missing)."""
    path = MODEL_DIR / "test.tagger"
    if not path.is_file():
        from corpustools.tag.models import fetch_test_model

        try:
            fetch_test_model(MODEL_DIR)
        except (RuntimeError, OSError) as exc:  # pragma: no cover - set-up problem, not a test result
            pytest.fail(f"the MorphoDiTa test model is missing and could not be fetched: {exc}; run ./configure.sh")
    return str(path)


def write_text(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.name.endswith(".xz"):
        path.write_bytes(lzma.compress(text.encode("utf-8")))
    else:
        path.write_bytes(text.encode("utf-8"))
    return path


def read_text(path: Path) -> str:
    data = path.read_bytes()
    if path.name.endswith(".xz"):
        data = lzma.decompress(data)
    return data.decode("utf-8")


def skeleton(text: str) -> list[str]:
    """The structure lines of a vertical, in order (token lines left out)."""
    return [line for line in text.split("\n") if line.startswith("<") and line.endswith(">")]


def token_words(text: str) -> list[str]:
    """The first column of every token line."""
    return [line.split("\t")[0] for line in text.split("\n") if line and not line.startswith("<")]


def assert_lints(path: Path) -> None:
    """Everything tag writes must pass ``corpustools lint`` (the library function of the vert stage)."""
    from corpustools.vertical.lint import lint_file

    problems = [f"{path}:{line}: {message}" for line, message in lint_file(path)]
    assert not problems, f"lint found problems: {problems[:5]}"


def many_documents(n: int, langs: tuple[str, ...] = ("cs", "en")) -> str:
    """A vertical of ``n`` small documents, with <g/>, links and paragraphs in several languages."""
    out = []
    words = ["Vidím", "kočky", "Kočka", "vidí", "psa", "AT&amp;T", "&lt;", "pes", "kočku"]
    for i in range(n):
        lang = langs[i % len(langs)]
        out.append(f'<doc id="{i:016x}" url="https://example.cz/{i}" title="Doc {i}" date="2026-11-20T10:00:00Z" '
                   f'source="test" warc="x.warc.xz:{i}" enc="utf-8" lang="{lang}">')
        out.append(f'<p lang="{lang}">')
        for j in range(1 + i % 3):
            out.append("<s>")
            for k in range(2 + (i + j) % 7):
                out.append(words[(i * 7 + j * 3 + k) % len(words)])
                if k == 1:
                    out.append("<g/>")
            out.append(f'<link url="https://example.cz/l{i}">')
            out.append("kočka")
            out.append("</link>")
            out.append(".")
            out.append("</s>")
        out.append("</p>")
        out.append("</doc>")
    return "\n".join(out) + "\n"
