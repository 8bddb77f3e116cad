"""Helpers for the big-brother, stats, report and demo tests: sample sites on the ``serve`` fixture's
loopback servers, workspaces, running the real CLI as a subprocess, reading the outputs back
(WARC records with warcio, verticals with lzma), headless Chromium and a tiny PNG decoder."""

from __future__ import annotations

import json
import lzma
import os
import shutil
import signal
import sqlite3
import struct
import subprocess
import sys
import time
import zlib
from pathlib import Path
from typing import Any

from httpserver import LoopbackServer, Route

from corpustools.sample.server import load_sites, substitute

REPO = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}


def tagger_model() -> Path | None:
    for candidate in (os.environ.get("CORPUSTOOLS_TEST_MODEL"), str(REPO / "models/test/test.tagger")):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def serve_sample(serve: Any) -> dict[str, LoopbackServer]:
    """The built-in sample sites, each on its own loopback host via the ``serve`` fixture."""
    sites = load_sites()
    servers = {site.name: serve({}, host=site.host) for site in sites}
    bases = {name: server.base for name, server in servers.items()}
    for site in sites:
        routes = {}
        for path in site.pages():
            body = substitute((site.folder / path.lstrip("/")).read_bytes(), bases)
            ctype = site.headers.get(path) or ("text/html" if path.endswith(".html") else
                                               "application/xml" if path.endswith(".xml") else "text/plain")
            routes[path] = Route(body, headers={"Content-Type": ctype})
        routes["/"] = routes["/index.html"]
        servers[site.name].routes.update(routes)
    return servers


def sample_sources(servers: dict[str, LoopbackServer]) -> dict[str, str]:
    """rss_sources file name -> content, for the sample feeds on these servers."""
    from corpustools.sample import SAMPLE_DIR

    bases = {name: server.base for name, server in servers.items()}
    return {p.name: substitute(p.read_bytes(), bases).decode("utf-8")
            for p in sorted((SAMPLE_DIR / "rss_sources").glob("*.txt"))}


def article_urls(servers: dict[str, LoopbackServer]) -> list[str]:
    """The pages the sample feeds link to and robots.txt allows."""
    urls = []
    for server in servers.values():
        for path in server.routes:
            if path.endswith(".html") and path.count("/") >= 2 and not path.startswith("/admin/"):
                urls.append(server.base + path)
    return sorted(urls)


def make_workspace(root: Path, sources: dict[str, str] | None = None, **config: Any) -> Path:
    """A workspace with feed lists and a corpustools.toml for loopback tests (discovery off)."""
    import tomli_w

    root.mkdir(parents=True, exist_ok=True)
    (root / "rss_sources").mkdir(exist_ok=True)
    for name, text in (sources or {}).items():
        (root / "rss_sources" / name).write_text(text, "utf-8")
    settings: dict[str, Any] = {"allow_private": True, "pause": 1.0, "timeout": 10.0,
                                "download": {"workers": 4}, "vert": {"workers": 1}, "tag": {"workers": 1},
                                "big_brother": {"discover_every": 0.0, "stage_time_limit": 120.0}}
    model = tagger_model()
    if model:
        settings["tag"]["models"] = {"cs": str(model), "sk": str(model)}
    for key, value in config.items():
        section, _, name = key.partition("__")
        if name:
            settings.setdefault(section, {})[name] = value
        else:
            settings[section] = value
    (root / "corpustools.toml").write_text(tomli_w.dumps(settings), "utf-8")
    return root


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "corpustools", *args]


def run_bb(root: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """``corpustools big-brother --once -W ROOT`` as a user runs it."""
    return subprocess.run(cli("big-brother", "--once", "-W", str(root), *args), capture_output=True, text=True,
                          timeout=timeout, env=ENV, cwd=root)


def start_bb(root: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(cli("big-brother", "-W", str(root), *args), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=ENV, cwd=root)


def wait_for(predicate: Any, timeout: float = 60, step: float = 0.05) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError(f"timed out after {timeout} s waiting for {predicate}")


def db_rows(root: Path, sql: str, args: tuple = ()) -> list[dict[str, Any]]:
    path = root / "state" / "stats.sqlite"
    if not path.exists():
        return []
    conn = sqlite3.connect(path, timeout=30)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute(sql, args)]
    except sqlite3.OperationalError:
        return []
    finally:
        conn.close()


def pid_gone(pid: int) -> bool:
    """True when ``pid`` no longer runs (a zombie waiting for its reaper counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return True
    return state in ("Z", "X")


def kill9(proc: subprocess.Popen) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)


def warc_responses(root: Path) -> list[str]:
    """Target URIs of every response record in the finished WARCs of the workspace."""
    from warcio.archiveiterator import ArchiveIterator

    urls = []
    for path in sorted((root / "warcs").glob("*/*.warc.xz")):
        with lzma.open(path, "rb") as fh:
            for record in ArchiveIterator(fh):
                if record.rec_type == "response":
                    urls.append(record.rec_headers.get_header("WARC-Target-URI"))
    return urls


def vertical_counts(path: Path) -> dict[str, int]:
    """Documents, token lines and token lines outside ``<head>`` of a (tagged) vertical."""
    numbers = vertical_numbers(path)
    return {key: numbers.get(key, 0) for key in ("documents", "tokens", "text_tokens")}


def vertical_numbers(path: Path) -> dict[str, int]:
    """What a (tagged) ``.vert.xz`` holds: documents, token lines (``tokens``; outside ``<head>``:
    ``text_tokens``), paragraphs (``<p>`` and headings with a lang) and paragraphs per ``lang:CODE``."""
    counts: dict[str, int] = {"documents": 0, "tokens": 0, "text_tokens": 0}
    in_head = False
    with lzma.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("<doc "):
                counts["documents"] += 1
            elif line.startswith("<head"):
                in_head = True
            elif line.startswith("</head>"):
                in_head = False
            elif line.startswith("<p ") or line.startswith("<h") and ' lang="' in line:
                counts["paragraphs"] = counts.get("paragraphs", 0) + 1
                lang = "lang:" + line.split(' lang="', 1)[1].split('"', 1)[0]
                counts[lang] = counts.get(lang, 0) + 1
            elif not line.startswith("<") or line.startswith("<\t"):
                counts["tokens"] += 1
                counts["text_tokens"] += not in_head
    return counts


def temp_files(root: Path) -> list[Path]:
    return [p for p in root.rglob(".*.tmp-*")]


def stats_json(root: Path) -> dict[str, Any]:
    out = subprocess.run(cli("stats", "--json", "-W", str(root)), capture_output=True, text=True, timeout=60,
                         env=ENV, check=True)
    return json.loads(out.stdout)


# -- headless Chromium -------------------------------------------------------------------------------
def chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium_run(browser: str, profile: Path, *args: str, timeout: float = 90) -> subprocess.CompletedProcess:
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
             f"--user-data-dir={profile}"]
    return subprocess.run([browser, *flags, *args], capture_output=True, text=True, timeout=timeout)


def decode_png(path: Path) -> tuple[int, int, list[bytes], int]:
    """(width, height, rows of raw pixels, bytes per pixel) of an 8-bit RGB/RGBA non-interlaced PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG"
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, rows, bpp


def colour_count(path: Path, rgb: tuple[int, int, int], tolerance: int = 6) -> int:
    """How many pixels of the PNG are (nearly) the colour ``rgb``."""
    _, _, rows, bpp = decode_png(path)
    count = 0
    for row in rows:
        for i in range(0, len(row), bpp):
            if all(abs(row[i + k] - rgb[k]) <= tolerance for k in range(3)):
                count += 1
    return count


PARAGRAPHS = (
    "Obecní zastupitelstvo schválilo rozpočet na příští rok, který počítá s opravou školy a chodníků.",
    "Starosta uvedl, že obec získala dotaci na novou čistírnu odpadních vod a práce začnou na jaře.",
    "Občané se mohou k návrhu vyjádřit na veřejném zasedání, které se koná v kulturním domě.",
    "Podle ředitelky školy se děti do nových tříd přestěhují nejpozději po letních prázdninách.",
)


def news_site(serve: Any, host: str, count: int, delay: float = 0.0, prefix: str = "zprava") -> LoopbackServer:
    """A small Czech news site: ``/feed.xml`` (RSS 2.0) listing ``count`` article pages, each answered
    after ``delay`` seconds, and a robots.txt."""
    server = serve({}, host=host)
    items = []
    for i in range(count):
        path = f"/{prefix}-{i}.html"
        title = f"Zpráva číslo {i} z obce na {host}"
        body = "".join(f"<p>{p} ({i}/{n})</p>" for n, p in enumerate(PARAGRAPHS))
        server.routes[path] = Route(f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>"
                                    f"{body}</article></body></html>", delay=delay)
        items.append(f"<item><title>{title}</title><link>{server.url(path)}</link></item>")
    server.routes["/feed.xml"] = Route('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
                                       f'<title>{host}</title>{"".join(items)}</channel></rss>',
                                       headers={"Content-Type": "application/rss+xml"})
    server.routes["/robots.txt"] = Route("User-agent: *\nAllow: /\n", headers={"Content-Type": "text/plain"})
    return server


def assert_consistent(root: Path, expected_urls: list[str]) -> None:
    """Every link downloaded once, every WARC converted and tagged once, nothing dangling."""
    import collections

    captured = collections.Counter(u for u in warc_responses(root) if u.endswith(".html"))
    assert sorted(captured) == sorted(expected_urls), \
        f"lost: {sorted(set(expected_urls) - set(captured))}, unexpected: {sorted(set(captured) - set(expected_urls))}"
    assert set(captured.values()) == {1}, f"captured more than once: {[u for u, n in captured.items() if n > 1]}"
    assert not list((root / "collected_links").glob("*/*.collected")), "a link file was left pending"
    warcs = sorted(p.relative_to(root / "warcs").as_posix()[:-len(".warc.xz")] for p in (root / "warcs").glob("*/*.warc.xz"))
    for path in (root / "warcs").glob("*/*.warc.xz"):
        assert Path(str(path) + ".done").exists()
    for folder in ("verts", "tagged"):
        outputs = sorted(p.relative_to(root / folder).as_posix()[:-len(".vert.xz")] for p in (root / folder).glob("*/*.vert.xz"))
        assert outputs == warcs, f"{folder}: {outputs} != {warcs}"
        for path in (root / folder).glob("*/*.vert.xz"):
            assert Path(str(path) + ".done").exists()
    urls_in_verticals = collections.Counter()
    for path in (root / "tagged").glob("*/*.vert.xz"):
        with lzma.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("<doc "):
                    urls_in_verticals[line.split(' url="', 1)[1].split('"', 1)[0]] += 1
    assert set(urls_in_verticals.values()) == {1} and sorted(urls_in_verticals) == sorted(expected_urls)
    assert not temp_files(root), f"temporary files left: {temp_files(root)}"
    assert not db_rows(root, "SELECT id FROM runs WHERE outcome = 'running'")


def run_cli(*args: str, cwd: Path | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """``corpustools ARGS...`` as a user runs it, in ``cwd``; output captured as text."""
    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, timeout=timeout, cwd=cwd)
