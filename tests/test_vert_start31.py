"""The start of a pool of two or more workers: a large page among the first tasks does not hold the reading
process back while the zygote warms up (a write into the pipe of a worker not forked yet waits until it reads)."""

from __future__ import annotations

import pytest
from vert_support import sleep_or_echo

from corpustools.vert import pool as pool_module
from corpustools.vert import zygote
from corpustools.vert.pool import WorkerPool

pytestmark = pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")

BIG = 3 << 20  # a page of 3 MB: more than a worker's task pipe holds (1 MiB)


def _pages(pool_of: list[WorkerPool], read_early: list[int], count: int = 120):
    """Pages as the reading process gets them, the third one large (a WARC's third page of 1.8 MB, as in the
    sample sets); ``read_early`` gets those read while no worker was ready yet."""
    for i in range(count):
        if not any(w.ready for w in pool_of[0]._pool):
            read_early.append(i)
        yield bytes([65 + i % 26]) * (BIG if i == 2 else 1000)


@pytest.mark.parametrize("workers", [2, 1])
def test_a_large_page_among_the_first_does_not_stop_the_reading_ahead_while_the_workers_start(monkeypatch, workers):
    """With two workers the third page is the second worker's first: it waited in its pipe, the reading
    process with it, until the zygote had warmed up and forked the worker (4 pages read ahead here, 16 of the
    sample pages, instead of 40 and 256).  Now a worker that is not ready gets only what its pipe holds; the
    large page goes to the first worker that is, and every page comes back whole and in order."""
    monkeypatch.setattr(pool_module, "STARTING_LOOKAHEAD", 40)
    read_early: list[int] = []
    pool_of: list[WorkerPool] = []
    with WorkerPool(sleep_or_echo, None, workers=workers, time_cap=30, lookahead=2, size_of=len) as pool:
        pool_of.append(pool)
        out = [result[0] for _ok, result in pool.map(_pages(pool_of, read_early))]
    assert len(read_early) >= 30  # up to STARTING_LOOKAHEAD, not the first step of ``lookahead``
    assert [len(page) for page in out] == [BIG if i == 2 else 1000 for i in range(120)]
    assert [page[:1] for page in out] == [bytes([65 + i % 26]) for i in range(120)]


def test_pages_larger_than_every_pipe_still_go_to_a_worker_that_is_not_ready():
    """When no page in sight fits the pipe of a worker that has none in it, it gets the first one all the
    same (and the reading process waits in the write, as before): it never waits for nothing."""
    with WorkerPool(sleep_or_echo, None, workers=2, time_cap=30, lookahead=2, size_of=len) as pool:
        out = [result[0] for _ok, result in pool.map([b"x" * BIG] * 6)]
    assert [len(page) for page in out] == [BIG] * 6
