"""Shared fixtures: loopback HTTP servers (real sockets on 127.0.0.x, port 0)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from httpserver import LoopbackServer, Route  # noqa: E402


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
