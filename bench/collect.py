#!/usr/bin/env python3
"""Benchmark of ``corpustools collect``: feeds per second, and the link store at millions of URLs.

Part 1 (feeds): a loopback server process serves FEEDS feeds of ITEMS items spread over HOSTS
addresses 127.0.0.1 .. 127.0.0.HOSTS; ``corpustools collect --all`` runs as a separate process in a
fresh workspace, twice (first run: every link new; second run: every link already known).

Part 2 (store): the link store grown to each SIZE (1 M and 10 M URLs by default); in a fresh child
process, OPS feed items go through ``LinkStore.claim`` one feed (50 items) per transaction, as
collect does: all already known (look-ups), all new (inserts), and half/half.  The rival, in the
same run: what the old system did, a plain Python ``set`` loaded from a text history file (one URL a
line), new URLs appended to the file.  Peak RSS is measured per child process (``wait4``).

    .venv/bin/python bench/collect.py            # the full run (needs ~5 GB of disk, ~10 min)
    .venv/bin/python bench/collect.py --quick    # a small run (under a minute)
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SECTIONS = ("domov", "zahranici", "ekonomika", "sport", "kultura", "veda", "regiony", "komentare")


FEED_ITEMS = 50  # items per feed in the store workloads: a feed's items are on one site
SITES = 997


def article_url(i: int) -> str:
    """A realistic, unique, already-normalized article URL for index ``i`` (50 consecutive = one site)."""
    return (f"https://www.zpravy{(i // FEED_ITEMS) % SITES}.cz/{SECTIONS[i % 8]}/clanek/"
            f"vlada-schvalila-rozpocet-na-pristi-rok-{i:010d}.html")


def title_of(i: int) -> str:
    return f"Vláda schválila rozpočet na příští rok ({i})"


# --------------------------------------------------------------------------- feed server process

def serve(hosts: int, feeds: int, items: int) -> None:
    """Child: serve the feeds on 127.0.0.1..HOSTS, print {"feed URL", ...} as JSON, run until stdin closes."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    bodies: dict[str, bytes] = {}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            body = bodies.get(self.path)
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    servers = []
    for h in range(1, hosts + 1):
        httpd = ThreadingHTTPServer((f"127.0.0.{h}", 0), Handler)
        httpd.daemon_threads = True
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        servers.append(httpd)
    urls = []
    for f in range(feeds):
        httpd = servers[f % hosts]
        path = f"/rss/feed{f}.xml"
        entries = "".join(
            f"<item><title>{title_of(f * items + j)}</title><link>{article_url(f * items + j)}</link>"
            f"<guid>{article_url(f * items + j)}</guid><pubDate>Fri, 20 Nov 2026 10:{j % 60:02d}:00 +0100</pubDate>"
            f"<description>Perex článku číslo {j}, jak jej píší zpravodajské weby.</description></item>\n"
            for j in range(items))
        bodies[path] = (f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
                        f"<title>Zprávy {f}</title><link>http://127.0.0.1/</link>\n{entries}</channel></rss>\n").encode()
        urls.append(f"http://{httpd.server_address[0]}:{httpd.server_address[1]}{path}")
    print(json.dumps(urls), flush=True)
    sys.stdin.read()


def peak_rss_kib() -> int:
    """This process's own peak RSS (VmHWM; unlike ru_maxrss it does not include the forking parent's)."""
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def run_child(argv: list[str], **kwargs: object) -> tuple[float, int, str]:
    """Run a child that prints JSON with its ``peak_kib`` last; returns (seconds, peak RSS KiB, stdout)."""
    started = time.monotonic()
    proc = subprocess.run(argv, stdout=subprocess.PIPE, text=True, **kwargs)  # type: ignore[call-overload]
    if proc.returncode not in (0, 1):
        raise SystemExit(f"child failed ({proc.returncode}): {' '.join(argv)}")
    last = proc.stdout.strip().splitlines()[-1]
    return time.monotonic() - started, int(json.loads(last)["peak_kib"]), proc.stdout


def run_collect(argv: list[str]) -> None:
    """Child: run the corpustools CLI in this process, then print its exit status and peak RSS."""
    from corpustools.cli import main as cli_main

    status = cli_main(argv)
    print(json.dumps({"status": status, "peak_kib": peak_rss_kib()}))


def bench_feeds(args: argparse.Namespace, work: Path) -> list[list[str]]:
    server = subprocess.Popen([sys.executable, __file__, "--serve", str(args.hosts), str(args.feeds), str(args.items)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    urls = json.loads(server.stdout.readline())
    rows = []
    try:
        for pause in args.pauses:
            ws = work / f"feeds-workspace-{pause}"
            (ws / "rss_sources").mkdir(parents=True)
            per_list = max(1, len(urls) // 10)
            for n in range(0, len(urls), per_list):
                (ws / "rss_sources" / f"list{n // per_list}.txt").write_text(
                    "".join(u + "\n" for u in urls[n:n + per_list]))
            argv = [sys.executable, __file__, "--run-collect", "collect", "--all", "--allow-private", "-q",
                    "-W", str(ws), "--pause", str(pause), "-m", str(args.workers)]
            for label in ("first poll (all new)", "second poll (all known)"):
                seconds, rss, _ = run_child(argv, cwd=str(ROOT))
                links = sum(len(p.read_text().split()) for p in (ws / "collected_links").rglob("*.collected"))
                rows.append([label, f"{pause:g}", f"{len(urls)}", f"{seconds:.1f}", f"{len(urls) / seconds:.0f}",
                             f"{len(urls) * args.items / seconds:,.0f}", f"{links:,}", f"{rss / 1024:.0f}"])
    finally:
        server.stdin.close()
        server.wait(10)
    return rows


# --------------------------------------------------------------------------- link store

def grow_store(path: Path, start: int, stop: int) -> float:
    """Bulk-load URLs ``start .. stop-1`` into the store (index dropped and rebuilt: a fast import)."""
    import sqlite3

    from corpustools.collect.store import LinkStore, url_key

    LinkStore(path).close()  # schema
    started = time.monotonic()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = OFF")
    db.execute("PRAGMA cache_size = -262144")
    db.execute("DROP INDEX IF EXISTS links_key")
    db.execute("DROP INDEX IF EXISTS links_batch")
    feed = "https://www.zpravy1.cz/rss"
    step = 200_000
    for lo in range(start, stop, step):
        db.execute("BEGIN")
        db.executemany(
            "INSERT INTO links (key, url, feed, title, published, batch, collected) VALUES (?,?,?,?,?,?,?)",
            ((url_key(u), u, feed, title_of(i), "2026-11-20T09:00:00Z", 1, 1.8e9)
             for i in range(lo, min(stop, lo + step)) for u in (article_url(i),)))
        db.execute("COMMIT")
    db.execute("CREATE UNIQUE INDEX links_key ON links(key)")
    db.execute("CREATE INDEX links_batch ON links(batch)")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return time.monotonic() - started


KINDS = ("known", "new", "mixed", "polling")


def workload(size: int, ops: int, kind: str, salt: int = 0) -> Iterator[list[tuple[int, str]]]:
    """Feed polls of 50 items (index, URL), a feed's items all from one site, generated lazily.

    'known' = a re-polled feed (the 50 items of a random stored feed: 50 look-ups), 'new' = 50
    never-stored items (50 inserts), 'mixed' = 25 of each, 'polling' = 45 known + 5 new, what a news
    feed typically shows between two polls.  Each ``salt`` draws its new items from its own range, so
    measurements can share one store."""
    rng = random.Random(f"{salt}-{size}-{kind}")
    blocks = max(1, size // FEED_ITEMS)
    fresh_block = (10**9 // FEED_ITEMS + salt * 10**7) // SITES * SITES  # beyond every stored index
    known_share = {"known": FEED_ITEMS, "new": 0, "mixed": FEED_ITEMS // 2, "polling": FEED_ITEMS - 5}[kind]
    for feed in range(ops // FEED_ITEMS):
        block = rng.randrange(blocks)
        new_block = fresh_block + feed * SITES + block % SITES  # a never-stored block of the same site
        yield [(i, article_url(i)) for m in range(FEED_ITEMS)
               for i in [block * FEED_ITEMS + m if m < known_share else new_block * FEED_ITEMS + m]]


def measure_store(path: str, size: int, ops: int, kind: str, salt: int, group: int) -> None:
    """Child: OPS items through LinkStore.claim, ``group`` feeds of 50 per transaction; prints JSON."""
    from corpustools.collect.store import Link, LinkStore

    started = time.perf_counter()
    store = LinkStore(path)
    batch, _ = store.open_batch("bench", Path(path).parent / "none", f"bench-{salt}-{size}")
    load = time.perf_counter() - started
    seconds = 0.0
    new = 0
    feeds = workload(size, ops, kind, salt)
    while True:  # only the claims are timed, not making up the items
        chunk = [[Link(u, "https://www.zpravy1.cz/rss", title_of(i), "2026-11-20T09:00:00Z") for i, u in feed]
                 for feed in itertools.islice(feeds, group)]
        if not chunk:
            break
        started = time.perf_counter()
        with store.transaction():
            for links in chunk:
                new += len(store.claim(links, batch))
        seconds += time.perf_counter() - started
    started = time.perf_counter()
    store.db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # the checkpoint it owes counts too
    seconds += time.perf_counter() - started
    store.close()
    print(json.dumps({"seconds": seconds, "new": new, "load": load, "peak_kib": peak_rss_kib()}))


def write_history(path: Path, size: int) -> None:
    with open(path, "w", encoding="utf-8", buffering=1 << 20) as fh:
        step = 100_000
        for lo in range(0, size, step):
            fh.write("".join(article_url(i) + "\n" for i in range(lo, min(size, lo + step))))


def measure_set(path: str, size: int, ops: int, kind: str, salt: int, group: int) -> None:
    """Child: the old way: load the history file into a set, check each item, append new ones."""
    started = time.perf_counter()
    with open(path, encoding="utf-8") as fh:
        seen = {line.rstrip("\n") for line in fh}
    load = time.perf_counter() - started
    seconds = 0.0
    new = 0
    with open(path, "a", encoding="utf-8") as fh:
        for feed in workload(size, ops, kind, salt):
            started = time.perf_counter()
            fresh = []
            for _, url in feed:
                if url not in seen:
                    seen.add(url)
                    fresh.append(url + "\n")
            fh.write("".join(fresh))
            fh.flush()
            new += len(fresh)
            seconds += time.perf_counter() - started
    print(json.dumps({"seconds": seconds, "new": new, "load": load,
                      "peak_kib": peak_rss_kib()}))


STRUCTURES = (("sqlite store, 1 feed/txn", "--measure-store", 1),
              ("sqlite store, 10 feeds/txn", "--measure-store", 10),
              ("python set", "--measure-set", 1))


def bench_store(args: argparse.Namespace, work: Path) -> list[list[str]]:
    rows = []
    db = work / "links.sqlite"
    history = work / "history.txt"
    have = 0
    salt = 0
    for size in args.sizes:
        grow_seconds = grow_store(db, have, size)
        print(f"(store grown to {size:,} URLs by bulk import in {grow_seconds:.0f} s)", flush=True)
        have = size
        write_history(history, size)
        for structure, mode, group in STRUCTURES:
            rates = {}
            peak = 0
            load = 0.0
            for kind in KINDS:
                salt += 1  # new items of every measurement are new to the shared store / history file
                target = db if mode == "--measure-store" else history
                _, rss, out = run_child([sys.executable, __file__, mode, str(target), str(size), str(args.ops), kind,
                                         str(salt), str(group)])
                result = json.loads(out.strip().splitlines()[-1])
                rates[kind] = args.ops / result["seconds"]
                peak = max(peak, rss)
                load = max(load, result["load"])
            disk = db.stat().st_size if mode == "--measure-store" else history.stat().st_size
            rows.append([f"{size:,}", structure, f"{load:.1f}", f"{disk / 2**20:,.0f}",
                         *(f"{rates[k]:,.0f}" for k in KINDS), f"{peak / 1024:.0f}"])
    return rows


def _num(cell: str) -> float:
    return float(cell.replace(",", ""))


def table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(str(c).rjust(w) if n else str(c).ljust(w) for n, (c, w) in enumerate(zip(row, widths, strict=True)))
             for row in [header, *rows]]
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--run-collect":
        run_collect(sys.argv[2:])
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        serve(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
        return
    if len(sys.argv) > 1 and sys.argv[1] in ("--measure-store", "--measure-set"):
        fn = measure_store if sys.argv[1] == "--measure-store" else measure_set
        fn(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], int(sys.argv[6]), int(sys.argv[7]))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small run: 100 feeds on 10 hosts, 100k/300k URLs")
    parser.add_argument("--feeds", type=int, default=1000)
    parser.add_argument("--items", type=int, default=50)
    parser.add_argument("--hosts", type=int, default=100)
    parser.add_argument("--workers", type=int, default=8, help="collect.workers (-m)")
    parser.add_argument("--pauses", type=lambda s: [float(x) for x in s.split(",")], default=[1.0, 0.0],
                        help="per-host pauses to run the feed part with (default: 1,0; the setting's default is 1 s)")
    parser.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[1_000_000, 10_000_000])
    parser.add_argument("--ops", type=int, default=200_000, help="feed items per store measurement")
    parser.add_argument("--workdir", type=Path, default=None, help="where to build the stores (default: a temp dir)")
    parser.add_argument("--skip-feeds", action="store_true")
    parser.add_argument("--skip-store", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.feeds, args.hosts, args.sizes, args.ops = 100, 10, [100_000, 300_000], 20_000
    work = Path(tempfile.mkdtemp(prefix="bench-collect-", dir=args.workdir))
    print(f"# corpustools collect benchmark ({os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"SQLite {__import__('sqlite3').sqlite_version}); work dir {work}", flush=True)
    try:
        if not args.skip_feeds:
            rows = bench_feeds(args, work)
            print(f"\n## Feeds: {args.feeds} feeds x {args.items} items on {args.hosts} loopback hosts, "
                  f"{args.workers} fetchers (-m); process started per run")
            print(table(["run", "pause s", "feeds", "seconds", "feeds/s", "items/s", "links in files", "peak RSS MB"], rows))
        if not args.skip_store:
            rows = bench_store(args, work)
            print(f"\n## Link store: {args.ops:,} feed items per measurement, feeds of 50 items from one site, "
                  "claimed one feed or 10 feeds per transaction\n## (collect claims the feeds that complete within "
                  "0.25 s in one transaction); items/s = look-ups+inserts per second, checkpoint included.\n## known = 50 look-ups, new = 50 inserts, "
                  "mixed = 25+25, polling = 45 known + 5 new; rival: Python set loaded from a text history file")
            print(table(["stored URLs", "structure", "start-up s", "disk MB", "known/s", "new/s", "mixed/s",
                         "polling/s", "peak RSS MB"], rows))
            for size in args.sizes:
                rival = next(r for r in rows if r[0] == f"{size:,}" and r[1] == "python set")
                for structure, _, _ in STRUCTURES[:2]:
                    mine = next(r for r in rows if r[0] == f"{size:,}" and r[1] == structure)
                    ratios = ", ".join(f"{k} {_num(mine[4 + n]) / _num(rival[4 + n]):.2f}" for n, k in enumerate(KINDS))
                    print(f"at {size:,} URLs, {structure}: speed ratio to the set: {ratios}; "
                          f"peak RSS ratio {_num(mine[8]) / _num(rival[8]):.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
