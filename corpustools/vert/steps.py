"""A task run in steps: a generator that yields a request where the task needs an answer that is cheaper
given for several tasks at once (the languages of several documents' paragraphs), and returns the task's
result.  A worker process answers the requests of its waiting tasks together (``vert.worker``); elsewhere
each is answered alone (:func:`run_steps`)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any


def run_steps(gen: Generator[Any, Any, Any], answer: Callable[[list[Any]], list[Any]]) -> Any:
    """What the generator ``gen`` of a task's ``steps`` (see the module docstring) returns, each of its
    requests answered alone by ``answer`` (a list of requests -> their answers)."""
    try:
        request = next(gen)
        while True:
            request = gen.send(answer([request])[0])
    except StopIteration as done:
        return done.value
