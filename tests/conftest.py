"""Shared fixtures: loopback HTTP servers (real sockets on 127.0.0.x, port 0), and a guard that fails a
test whose page made the extraction rules raise (the plain-text fallback hides such a bug otherwise)."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterator

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from httpserver import LoopbackServer, Route  # noqa: E402


class _FallbackSeen(logging.Handler):
    """Collects choose's 'extraction failed' lines: a user gets a page through the plain-text fallback,
    a test must get the rules' own result (or say it expects the fallback with ``fallback_expected``)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "extraction failed" in message:
            self.seen.append(message)


@pytest.fixture(autouse=True)
def _no_silent_fallback(request: pytest.FixtureRequest) -> Iterator[None]:
    logger = logging.getLogger("corpustools.vert.choose")
    handler, level = _FallbackSeen(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    if handler.seen and request.node.get_closest_marker("fallback_expected") is None:
        pytest.fail("the extraction rules raised, the page went through the plain-text fallback: "
                    + "; ".join(handler.seen[:3]))


@pytest.fixture
def serve() -> Iterator[Callable[..., LoopbackServer]]:
    """Factory: ``serve({"/feed": Route(...)}, host="127.0.0.2")`` -> a started LoopbackServer."""
    servers: list[LoopbackServer] = []

    def start(routes: dict[str, Route | Callable] | None = None, host: str = "127.0.0.1",
              port: int = 0) -> LoopbackServer:
        server = LoopbackServer(host, routes, port).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
