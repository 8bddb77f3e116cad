"""An ordered map over worker processes or Dask: how dedup's chunk jobs are spread.

The chunk jobs (hashing in pass 1, marking and compressing in pass 3) are plain functions of bytes and
plain options, so they run the same in this process, in a pool of forked workers, or as Dask tasks;
results come back in input order, with a bounded number in flight (memory stays bounded whatever the
input size).  The output is therefore byte-identical for every executor and every number of workers.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

log = logging.getLogger(__name__)


class Mapper:
    """``map(fn, jobs)`` in order: in this process (1 worker), a fork pool, or a Dask client."""

    def __init__(self, workers: int = 1, client: Any = None) -> None:
        self.workers = max(1, workers)
        self.client = client
        self._pool: ProcessPoolExecutor | None = None
        if client is None and self.workers > 1:
            context = None
            if sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods():
                context = multiprocessing.get_context("fork")
            self._pool = ProcessPoolExecutor(self.workers, mp_context=context)

    def map(self, fn: Callable[..., Any], jobs: Iterable[tuple]) -> Iterator[Any]:
        if self.client is None and self._pool is None:
            for job in jobs:
                yield fn(*job)
            return
        in_flight = 2 * (self.workers if self.client is None else max(self.workers, _dask_workers(self.client)))
        pending: deque[Any] = deque()
        try:
            for job in jobs:
                pending.append(self._submit(fn, job))
                while len(pending) >= in_flight:
                    yield self._result(pending.popleft())
            while pending:
                yield self._result(pending.popleft())
        finally:
            for future in pending:
                future.cancel()

    def _submit(self, fn: Callable[..., Any], job: tuple) -> Any:
        if self.client is not None:
            return self.client.submit(fn, *job, pure=False)
        assert self._pool is not None
        return self._pool.submit(fn, *job)

    def _result(self, future: Any) -> Any:
        return future.result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def _dask_workers(client: Any) -> int:
    with contextlib.suppress(Exception):
        return len(client.scheduler_info().get("workers", {}))
    return 1


@contextlib.contextmanager
def mapper_for(workers: int, dask_client: Callable[[], Any] | None = None) -> Iterator[Mapper]:
    """Local worker processes, or the tasks on Dask when ``dask_client`` (a factory of a context manager
    giving a client, handed over by the executor) is given."""
    if dask_client is not None:
        with dask_client() as client:
            yield Mapper(workers, client)
        return
    mapper = Mapper(workers)
    try:
        yield mapper
    finally:
        mapper.close()
