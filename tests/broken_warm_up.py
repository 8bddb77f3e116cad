"""A task module whose models cannot be loaded (for the pool's tests): its warm_up fails."""

from __future__ import annotations

from typing import Any


def warm_up(options: Any) -> None:
    raise RuntimeError("no model")


def process(task: Any, options: Any) -> Any:
    return task
