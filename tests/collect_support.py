"""Helpers for the collect tests: feed documents in several formats and encodings, workspaces, CLI runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from httpserver import Route

from corpustools.config import load_settings
from corpustools.workspace import Workspace

RSS_TYPE = {"Content-Type": "application/rss+xml"}
ATOM_TYPE = {"Content-Type": "application/atom+xml; charset=utf-8"}


def rss2(items: list[tuple[str, str]], title: str = "Test feed", encoding: str = "utf-8",
         declare: bool = True) -> bytes:
    """An RSS 2.0 document; ``items`` are (title, link).  ``declare`` puts the encoding in the prolog."""
    prolog = f'<?xml version="1.0" encoding="{encoding}"?>\n' if declare else '<?xml version="1.0"?>\n'
    body = "".join(
        f"<item><title>{escape(t)}</title><link>{escape(u)}</link>"
        f"<pubDate>Fri, 20 Nov 2026 10:0{i % 10}:00 +0100</pubDate></item>\n"
        for i, (t, u) in enumerate(items)
    )
    text = f'{prolog}<rss version="2.0"><channel><title>{escape(title)}</title><link>http://x/</link>\n{body}</channel></rss>\n'
    return text.encode(encoding)


def atom(items: list[tuple[str, str]], title: str = "Atom feed") -> bytes:
    entries = "".join(
        f'<entry><title>{escape(t)}</title><link rel="alternate" href="{escape(u)}"/>'
        f"<id>tag:x,2026:{i}</id><updated>2026-11-20T10:00:0{i % 10}Z</updated></entry>\n"
        for i, (t, u) in enumerate(items)
    )
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>{escape(title)}</title><id>tag:x,2026:feed</id><updated>2026-11-20T10:00:00Z</updated>\n"
            f"{entries}</feed>\n").encode()


def rss1(items: list[tuple[str, str]], title: str = "RDF feed") -> bytes:
    lis = "".join(f'<rdf:li rdf:resource="{escape(u)}"/>' for _, u in items)
    body = "".join(
        f'<item rdf:about="{escape(u)}"><title>{escape(t)}</title><link>{escape(u)}</link></item>\n'
        for t, u in items
    )
    return (f'<?xml version="1.0" encoding="utf-8"?>\n'
            f'<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">'
            f'<channel rdf:about="http://x/"><title>{escape(title)}</title><link>http://x/</link>'
            f"<items><rdf:Seq>{lis}</rdf:Seq></items></channel>\n{body}</rdf:RDF>\n").encode()


def feed_route(body: bytes, content_type: str = "application/rss+xml", **kwargs: object) -> Route:
    return Route(body, headers={"Content-Type": content_type}, **kwargs)  # type: ignore[arg-type]


def make_workspace(root: Path, lists: dict[str, list[str] | str], config: str = "") -> Workspace:
    """A workspace whose rss_sources/<name>.txt hold the given feed URLs (or raw text)."""
    ws = Workspace.at(root).ensure()
    for name, content in lists.items():
        text = content if isinstance(content, str) else "".join(u + "\n" for u in content)
        (ws.rss_sources / f"{name}.txt").write_text(text, encoding="utf-8")
    if config:
        (ws.root / "corpustools.toml").write_text(config, encoding="utf-8")
    return ws


def loop_settings(**overrides: object):
    """Settings for loopback tests: private addresses allowed, no pause, short timeout."""
    values = {"allow_private": True, "pause": 0.0, "timeout": 3.0, "collect.workers": 4}
    values.update(overrides)
    return load_settings(None, values)


def link_files(ws: Workspace, source: str | None = None) -> list[Path]:
    base = ws.collected_links / source if source else ws.collected_links
    return sorted(base.rglob("*.collected"))


def link_urls(path: Path) -> list[str]:
    """The URLs of one link file (the first column of each line)."""
    return [line.split("\t")[0] for line in path.read_text("utf-8").splitlines() if line]


def all_links(ws: Workspace) -> list[str]:
    """The URLs of every link file (the first column of each line)."""
    out: list[str] = []
    for path in link_files(ws):
        out.extend(link_urls(path))
    return out


def cli(*args: str, cwd: Path | None = None, stdin: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run ``python -m corpustools ARGS`` in a real process."""
    env = dict(os.environ)
    src = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "corpustools", *args], cwd=cwd, input=stdin, text=True,
                          capture_output=True, timeout=timeout, env=env)


def start_cli(*args: str, cwd: Path | None = None) -> subprocess.Popen:
    env = dict(os.environ)
    src = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.Popen([sys.executable, "-m", "corpustools", *args], cwd=cwd, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
