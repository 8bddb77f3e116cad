"""The project's exceptions, each carrying the exit status it ends a command with.

Library code raises these and never imports the CLI; :func:`corpustools.cli.main` is the one place that
turns them into a one-line ``-ERR`` message and ``exit_status`` (0 all went well, 1 something failed and
the rest of the work was done, 2 usage or configuration error, 130 interrupted).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence


class CorpustoolsError(Exception):
    """A problem reported in one line, without a traceback."""

    exit_status = 1


class UsageError(CorpustoolsError):
    """A problem with what the user asked for (flags, paths)."""

    exit_status = 2


class ConfigError(UsageError):
    """The configuration file or a flag is wrong; the message says where."""


class SchedulerUnreachable(ConfigError):
    """The configured Dask scheduler did not answer."""


class ModelError(UsageError):
    """A tagger model is missing or cannot be loaded; the message names the path and how to get models."""


class WorkerInitError(UsageError, RuntimeError):
    """A worker could not start (bad options, missing model): no task can succeed, so the run stops."""


class InputError(CorpustoolsError):
    """An input could not be read to its end (truncated or corrupt compression, I/O error)."""


def left_out(exc: InputError, inputs: Sequence[str], log: logging.Logger, others: str) -> None:
    """One input of several into one output cannot be read (no vertical, unreadable): its line says it is
    left out and the others go on (``others``: what is done with them, 'tagged'); alone, it is the run's
    error and is raised.  Before, one such file among many lost the output of all of them."""
    if len(inputs) == 1:
        raise exc
    log.error(f"{exc}; left out, the other inputs are {others}")


def did_you_mean(word: str, choices: Iterable[str], cutoff: float = 0.6) -> str:
    """`` (did you mean 'collect'?)`` after an unknown name in a message, for the closest of ``choices``
    (a mistyped command, source or setting), or ``""`` when none is close."""
    import difflib

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=cutoff)
    return f" (did you mean {close[0]!r}?)" if close else ""
