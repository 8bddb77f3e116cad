"""The link store: claiming links once across processes, provenance, crash recovery of link files."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
from pathlib import Path

from corpustools.collect.run import recover_batches
from corpustools.collect.store import Link, LinkStore, provenance
from corpustools.workspace import Workspace


def test_claim_returns_only_new_links_in_order(tmp_path: Path) -> None:
    store = LinkStore(tmp_path / "links.sqlite")
    first = store.claim([Link("http://a.cz/1", "http://a.cz/rss", "Jedna"), Link("http://a.cz/2")], None)
    assert [ln.url for ln in first] == ["http://a.cz/1", "http://a.cz/2"]
    again = store.claim([Link("http://a.cz/3"), Link("http://a.cz/1"), Link("http://a.cz/3")], None)
    assert [ln.url for ln in again] == ["http://a.cz/3"]
    assert store.count() == 3
    assert store.seen("HTTP://A.CZ:80/1#x") and not store.seen("http://a.cz/4")


def _claimer(path: str, urls: list[str], out: str) -> None:
    store = LinkStore(path)
    got: list[str] = []
    for i in range(0, len(urls), 25):  # one transaction per "feed" of 25 links
        got.extend(ln.url for ln in store.claim([Link(u) for u in urls[i:i + 25]], None))
    Path(out).write_text("\n".join(got))
    store.close()


def test_two_processes_claim_each_url_exactly_once(tmp_path: Path) -> None:
    path = str(tmp_path / "links.sqlite")
    LinkStore(path).close()
    everything = [f"http://site{i % 7}.cz/clanek/{i}" for i in range(3000)]
    halves = [everything[:2000], list(reversed(everything[1000:]))]  # 1000 URLs wanted by both
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_claimer, args=(path, urls, str(tmp_path / f"out{n}"))) for n, urls in enumerate(halves)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    got = [u for n in range(2) for u in (tmp_path / f"out{n}").read_text().split("\n") if u]
    assert len(got) == len(set(got)) == 3000
    assert set(got) == set(everything)


def test_provenance_lookup(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    store = LinkStore.for_workspace(ws)
    batch, name = store.open_batch("cs_media", ws.collected_links / "cs_media", "20261120T100000Z")
    store.claim([Link("https://www.example.cz/a", "https://www.example.cz/rss", "Vláda schválila rozpočet",
                      "2026-11-20T10:15:02Z")], batch)
    store.close()
    info = provenance(ws, "https://WWW.example.cz/a?utm_medium=x")
    assert info is not None
    assert info["feed"] == "https://www.example.cz/rss"
    assert info["title"] == "Vláda schválila rozpočet"
    assert info["published"] == "2026-11-20T10:15:02Z"
    assert info["source"] == "cs_media" and info["link_file"] == f"cs_media/{name}"
    assert provenance(ws, "https://www.example.cz/other") is None


def test_batch_names_never_clash(tmp_path: Path) -> None:
    store = LinkStore(tmp_path / "links.sqlite")
    directory = tmp_path / "cs"
    names = {store.open_batch("cs", directory, "20261120T100000Z")[1] for _ in range(3)}
    assert names == {"20261120T100000Z.collected", "20261120T100000Z-2.collected", "20261120T100000Z-3.collected"}


def test_link_file_of_a_crashed_run_is_written_by_the_next(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    store = LinkStore.for_workspace(ws)
    batch, name = store.open_batch("cs_media", ws.collected_links / "cs_media", "20261120T100000Z")
    store.claim([Link("http://a.cz/1"), Link("http://a.cz/2")], batch)
    store.close()
    # the process "died" after the commit, before writing its link file: make its owner a dead PID
    dead = multiprocessing.get_context("spawn").Process(target=os.getpid)
    dead.start()
    dead.join()
    with sqlite3.connect(ws.state / "links.sqlite") as db:
        db.execute("UPDATE batches SET pid = ?", (dead.pid,))
    store = LinkStore.for_workspace(ws)
    assert recover_batches(store, ws) == 2
    target = ws.collected_links / "cs_media" / name
    assert target.read_text().split() == ["http://a.cz/1", "http://a.cz/2"]
    assert recover_batches(store, ws) == 0  # done once
    store.close()


def test_a_live_owner_is_left_alone_and_a_written_file_is_not_repeated(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    store = LinkStore.for_workspace(ws)
    batch, name = store.open_batch("s", ws.collected_links / "s", "20261120T100000Z")
    store.claim([Link("http://a.cz/1")], batch)
    assert recover_batches(store, ws) == 0  # our own open batch: we are alive
    downloaded = ws.collected_links / "s" / name.replace(".collected", ".downloaded")
    downloaded.parent.mkdir(parents=True)
    downloaded.write_text("http://a.cz/1\n")  # written and already downloaded, but never marked
    with sqlite3.connect(ws.state / "links.sqlite") as db:
        db.execute("UPDATE batches SET pid = 999999999")
    assert recover_batches(store, ws) == 0
    assert not (ws.collected_links / "s" / name).exists()
    store.close()


def test_a_failed_group_transaction_claims_nothing(tmp_path: Path) -> None:
    store = LinkStore(tmp_path / "links.sqlite")
    try:
        with store.transaction():
            assert [ln.url for ln in store.claim([Link("http://a.cz/1")], None)] == ["http://a.cz/1"]
            store.claim([Link("http://a.cz/2")], None)  # joins the outer transaction
            raise OSError("disk full")
    except OSError:
        pass
    assert store.count() == 0 and not store.seen("http://a.cz/1")
    assert [ln.url for ln in store.claim([Link("http://a.cz/1")], None)] == ["http://a.cz/1"]
