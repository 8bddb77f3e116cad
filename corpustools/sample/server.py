"""A loopback HTTP server for the built-in sample sites (one server per site, each on its own host).

``corpustools demo`` starts it in a background thread; ``python -m corpustools.sample.server`` serves
the sample until Ctrl-C, for trying the stages by hand.  Each site of ``data/sample/sites.toml`` gets
its own loopback address (127.0.0.2, .3, .4 ...) so that the download stage's per-host pause lets the
sites be fetched in parallel; where the system offers only 127.0.0.1 they share it on separate ports.
The placeholders ``{{CS}}``, ``{{SK}}``, ``{{EN}}`` in the served files and in ``rss_sources/*.txt``
become the sites' base URLs, so feeds and pages link to wherever the server actually listens.
"""

from __future__ import annotations

import argparse
import logging
import mimetypes
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from corpustools.sample import SAMPLE_DIR

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

log = logging.getLogger(__name__)

DEFAULT_TYPES = {".html": "text/html", ".xml": "application/xml", ".txt": "text/plain"}


@dataclass
class SampleSite:
    """One sample site: its placeholder name (CS/SK/EN), folder, preferred host and header overrides."""

    name: str
    folder: Path
    host: str
    title: str
    headers: dict[str, str] = field(default_factory=dict)

    def pages(self) -> list[str]:
        """Every served path of the site ('/news/a.html' ...)."""
        return sorted("/" + p.relative_to(self.folder).as_posix() for p in self.folder.rglob("*") if p.is_file())


def load_sites(sample_dir: Path = SAMPLE_DIR) -> list[SampleSite]:
    with open(sample_dir / "sites.toml", "rb") as fh:
        manifest = tomllib.load(fh)
    return [
        SampleSite(name, sample_dir / spec["folder"], spec["host"], spec.get("title", name), dict(spec.get("headers", {})))
        for name, spec in manifest["sites"].items()
    ]


def substitute(data: bytes, bases: dict[str, str]) -> bytes:
    """Replace ``{{NAME}}`` by the base URL of site NAME (ASCII, so safe in any ASCII-compatible charset)."""
    for name, base in bases.items():
        data = data.replace(b"{{" + name.encode() + b"}}", base.encode("ascii"))
    return data


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "corpustools-sample/1"
    site: SampleSite
    owner: SampleServer

    def log_message(self, *args: object) -> None:
        pass

    def do_HEAD(self) -> None:
        self.do_GET(head=True)

    def do_GET(self, head: bool = False) -> None:
        path = unquote(urlsplit(self.path).path) or "/"
        if path.endswith("/"):
            path += "index.html"
        file = (self.site.folder / path.lstrip("/")).resolve()
        self.owner.record(self.site.name, self.path)
        if self.site.folder.resolve() not in file.parents or not file.is_file():
            body, status, ctype = b"not found\n", 404, "text/plain"
        else:
            body = substitute(file.read_bytes(), self.owner.bases)
            status = 200
            ctype = self.site.headers.get(path) or DEFAULT_TYPES.get(file.suffix) or (
                mimetypes.guess_type(file.name)[0] or "application/octet-stream")
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)


class SampleServer:
    """Serves every sample site; ``bases`` maps CS/SK/EN to ``http://HOST:PORT``.  Use as a context manager."""

    def __init__(self, sample_dir: Path = SAMPLE_DIR, port: int = 0, single_host: str | None = None) -> None:
        self.sites = load_sites(sample_dir)
        self.bases: dict[str, str] = {}
        self.hits: list[tuple[str, str]] = []
        self._lock = threading.Lock()
        self._servers: list[ThreadingHTTPServer] = []
        self._threads: list[threading.Thread] = []
        for site in self.sites:
            handler = type(f"Handler{site.name}", (_Handler,), {"site": site, "owner": self})
            httpd = self._bind(single_host or site.host, port, handler)
            httpd.daemon_threads = True
            self._servers.append(httpd)
            host, bound_port = httpd.server_address[:2]
            self.bases[site.name] = f"http://{host}:{bound_port}"

    @staticmethod
    def _bind(host: str, port: int, handler: type) -> ThreadingHTTPServer:
        try:
            return ThreadingHTTPServer((host, port), handler)
        except OSError:
            if host == "127.0.0.1":
                raise
            log.debug(f"cannot listen on {host}; serving the sample site from 127.0.0.1 instead")
            return ThreadingHTTPServer(("127.0.0.1", port), handler)

    def record(self, site: str, path: str) -> None:
        with self._lock:
            self.hits.append((site, path))

    def start(self) -> SampleServer:
        for httpd in self._servers:
            thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def stop(self) -> None:
        for httpd in self._servers:
            httpd.shutdown()
            httpd.server_close()

    def __enter__(self) -> SampleServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def url(self, site: str, path: str) -> str:
        return self.bases[site] + path

    def write_sources(self, directory: Path, sample_dir: Path = SAMPLE_DIR) -> list[Path]:
        """Copy the sample ``rss_sources/*.txt`` into ``directory`` with the live base URLs filled in."""
        directory.mkdir(parents=True, exist_ok=True)
        written = []
        for src in sorted((sample_dir / "rss_sources").glob("*.txt")):
            target = directory / src.name
            target.write_bytes(substitute(src.read_bytes(), self.bases))
            written.append(target)
        return written

    def article_urls(self) -> list[str]:
        """The article pages the feeds point to and robots.txt allows (what a crawl should capture)."""
        urls = []
        for site in self.sites:
            for path in site.pages():
                if path.endswith(".html") and path.count("/") >= 2 and not path.startswith("/admin/"):
                    urls.append(self.bases[site.name] + path)
        return urls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpustools.sample.server",
                                     description="Serve the built-in sample news sites on loopback hosts.")
    parser.add_argument("--port", type=int, default=8080, help="port on every sample host (default 8080; 0 = any)")
    args = parser.parse_args(argv)
    with SampleServer(port=args.port) as server:
        for site in server.sites:
            print(f"{server.bases[site.name]}/  {site.title}")
        print("feed lists for rss_sources/: " + ", ".join(
            f"{server.bases[s.name]}{p}" for s in server.sites for p in s.pages() if p.endswith(".xml")))
        print("serving; Ctrl-C to stop", flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
