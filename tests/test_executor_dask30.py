"""A nanny's restart of a worker that a stop signal to the process group killed is not told to the user.

CI saw '-WARN distributed: Restarting worker (status=Status.running)' beside the one 'interrupted by
SIGTERM' line once, when the signal reached a worker the moment it had started: the nanny restarted it
before the run's own handler stopped everything.  The nanny logs the death (with its signal) first, so
the restart line that follows it is left out; a worker lost any other way is still told."""

from __future__ import annotations

import logging

import pytest

from corpustools.executors.dask import _no_restart_after_a_stop_signal

NANNY = logging.getLogger("distributed.nanny")


class _Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@pytest.fixture()
def kept():
    handler = _Kept()
    level = NANNY.level
    NANNY.addHandler(handler)
    NANNY.setLevel(logging.INFO)
    try:
        yield handler
    finally:
        NANNY.removeHandler(handler)
        NANNY.setLevel(level)


@pytest.mark.parametrize("signum", [2, 15])
def test_a_worker_killed_by_a_stop_signal_is_restarted_without_a_warning(kept, signum):
    with _no_restart_after_a_stop_signal():
        NANNY.info("Worker process %d was killed by signal %d", 4242, signum)
        NANNY.warning("Restarting worker (status=%s)", "Status.running")
    assert not any(line.startswith("Restarting worker") for line in kept.lines), kept.lines


def test_a_worker_lost_otherwise_is_still_told(kept):
    with _no_restart_after_a_stop_signal():
        NANNY.info("Worker process %d was killed by signal %d", 4242, 9)  # the OOM killer
        NANNY.warning("Restarting worker (status=%s)", "Status.running")
        NANNY.warning("Restarting worker (status=%s)", "Status.running")  # (no death before it at all)
    assert [line for line in kept.lines if line.startswith("Restarting worker")] == \
        ["Restarting worker (status=Status.running)"] * 2


def test_one_stop_signal_death_hides_one_restart_only_and_only_while_the_cluster_lives(kept):
    with _no_restart_after_a_stop_signal():
        NANNY.info("Worker process %d was killed by signal %d", 1, 15)
        NANNY.warning("Restarting worker (status=%s)", "Status.running")
        NANNY.warning("Restarting worker (status=%s)", "Status.running")
    NANNY.info("Worker process %d was killed by signal %d", 2, 15)
    NANNY.warning("Restarting worker (status=%s)", "Status.running")
    assert [line for line in kept.lines if line.startswith("Restarting worker")] == \
        ["Restarting worker (status=Status.running)"] * 2
