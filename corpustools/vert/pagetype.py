"""Page type (stub)."""

from __future__ import annotations

from corpustools.vert.extract import Block


def classify(raw: list[Block], kept: list[Block], url: str) -> str:
    return "other"
