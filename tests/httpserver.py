"""Real HTTP servers on loopback addresses for the tests (threads, port 0).

``LoopbackServer(host)`` serves a route table: a path maps to a :class:`Route` (status, headers, body,
optional delay before answering and per-chunk trickle) or to a callable ``fn(request) -> Route``.
Every request is recorded with its start and end times (server clock, ``time.monotonic``) so tests can
assert politeness from the server's own point of view.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    body: bytes | str = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "text/html; charset=utf-8"})
    delay: float = 0.0  # seconds before the status line
    trickle: float = 0.0  # seconds between 1-byte chunks of the body (a slow-loris server)
    raw: bytes | None = None  # written to the socket as-is instead of a proper response


@dataclass
class Hit:
    method: str
    path: str
    headers: dict[str, str]
    start: float
    end: float = 0.0
    booked: bool = False


class LoopbackServer:
    def __init__(self, host: str = "127.0.0.1", routes: dict[str, Route | Callable] | None = None,
                 port: int = 0) -> None:
        self.routes: dict[str, Route | Callable] = dict(routes or {})
        self.hits: list[Hit] = []
        self.connections = 0  # TCP connections accepted, with or without a request
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_HEAD(self) -> None:
                self.do_GET(head=True)

            def do_GET(self, head: bool = False) -> None:
                hit = Hit(self.command, self.path, {k: v for k, v in self.headers.items()}, time.monotonic())
                with server._lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    self._answer(head, hit)
                finally:
                    hit.end = time.monotonic()
                    with server._lock:
                        server.in_flight -= 1
                        if not hit.booked:
                            server.hits.append(hit)

            def _book(self, hit: Hit) -> None:
                # just before the answer is written (after the route's delay), so a client that
                # has read its answer always finds its hit (``end`` is set once it is written)
                with server._lock:
                    hit.booked = True
                    server.hits.append(hit)

            def _answer(self, head: bool, hit: Hit) -> None:
                route = server.routes.get(self.path)
                if route is None:
                    route = server.routes.get(self.path.split("?", 1)[0])
                if callable(route):
                    route = route(self)
                if route is None:
                    route = Route(b"not found", status=404, headers={"Content-Type": "text/plain"})
                if route.delay:
                    time.sleep(route.delay)
                self._book(hit)
                if route.raw is not None:
                    self.wfile.write(route.raw)
                    self.close_connection = True
                    return
                body = route.body.encode("utf-8") if isinstance(route.body, str) else route.body
                self.send_response(route.status)
                for key, value in route.headers.items():
                    self.send_header(key, value)
                if not any(k.lower() == "content-length" for k in route.headers):
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if head:
                    return
                if route.trickle:
                    for i in range(len(body)):
                        self.wfile.write(body[i:i + 1])
                        self.wfile.flush()
                        time.sleep(route.trickle)
                else:
                    self.wfile.write(body)

        class Server(ThreadingHTTPServer):
            def verify_request(self, request: object, client_address: object) -> bool:
                with server._lock:
                    server.connections += 1
                return True

        self.httpd = Server((host, port), Handler)
        self.httpd.daemon_threads = True
        self.host = host
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, path: str) -> str:
        return self.base + path

    def start(self) -> LoopbackServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def paths(self) -> list[str]:
        return [h.path for h in self.hits]
