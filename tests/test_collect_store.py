"""The link store: claiming links once across processes, provenance, crash recovery of link files."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
from pathlib import Path
from typing import Any

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
    batch, name = store.books.open_batch("cs_media", ws.collected_links / "cs_media", "20261120T100000Z")
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
    names = {store.books.open_batch("cs", directory, "20261120T100000Z")[1] for _ in range(3)}
    assert names == {"20261120T100000Z.collected", "20261120T100000Z-2.collected", "20261120T100000Z-3.collected"}


def test_link_file_of_a_crashed_run_is_written_by_the_next(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    store = LinkStore.for_workspace(ws)
    batch, name = store.books.open_batch("cs_media", ws.collected_links / "cs_media", "20261120T100000Z")
    store.claim([Link("http://a.cz/1", "http://a.cz/rss", "Titulek", "2026-11-20T00:30:00+01:00"),
                 Link("http://a.cz/2")], batch)
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
    assert target.read_text().splitlines() == [  # with the provenance columns, as a normal run writes them
        "http://a.cz/1\thttp://a.cz/rss\tTitulek\t2026-11-20T00:30:00+01:00", "http://a.cz/2"]
    assert recover_batches(store, ws) == 0  # done once
    store.close()


def test_a_live_owner_is_left_alone_and_a_written_file_is_not_repeated(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    store = LinkStore.for_workspace(ws)
    batch, name = store.books.open_batch("s", ws.collected_links / "s", "20261120T100000Z")
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


def test_two_stores_stay_exact_when_each_holds_its_own_index(tmp_path: Path) -> None:
    path = tmp_path / "links.sqlite"
    a, b = LinkStore(path), LinkStore(path)
    assert len(a.claim([Link("http://a.cz/1")], None)) == 1  # a loads its index
    assert b.seen("http://a.cz/1")  # b loads after a's commit
    assert [ln.url for ln in b.claim([Link("http://a.cz/2"), Link("http://a.cz/3")], None)] == [
        "http://a.cz/2", "http://a.cz/3"]
    # a catches up b's rows under the write lock before it checks
    assert [ln.url for ln in a.claim([Link("http://a.cz/3"), Link("http://a.cz/4")], None)] == ["http://a.cz/4"]
    assert a.seen("http://a.cz/2") and b.seen("http://a.cz/4")
    a.close()
    b.close()
    assert (tmp_path / "links.keys").stat().st_size == 4 * 8


def _damage_and_reopen(path: Path, damage: str) -> LinkStore:
    keys = path.with_suffix(".keys")
    if damage == "missing":
        keys.unlink()
    elif damage == "garbage":
        keys.write_bytes(b"\x01" * keys.stat().st_size)
    elif damage == "longer":  # a process died after writing the keys file, before its commit
        with open(keys, "ab") as fh:
            fh.write(b"\x02" * 8 * 5)
    elif damage == "shorter":
        with open(keys, "r+b") as fh:
            fh.truncate(8)
    return LinkStore(path)


def test_a_missing_or_damaged_keys_file_is_rebuilt_from_the_table(tmp_path: Path) -> None:
    urls = [f"http://site{i % 3}.cz/{i}" for i in range(50)]
    for damage in ("missing", "garbage", "longer", "shorter"):
        path = tmp_path / damage / "links.sqlite"
        path.parent.mkdir()
        with LinkStore(path) as store:
            assert len(store.claim([Link(u) for u in urls[:30]], None)) == 30
        with _damage_and_reopen(path, damage) as store:
            got = store.claim([Link(u) for u in urls], None)
            assert [ln.url for ln in got] == urls[30:], damage
            assert all(store.seen(u) for u in urls)
        assert path.with_suffix(".keys").stat().st_size == 50 * 8
        with LinkStore(path) as store:  # the repaired file loads clean
            assert store.claim([Link(u) for u in urls], None) == []
            assert store.count() == 50


def test_an_old_store_with_the_unique_key_index_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "links.sqlite"
    with LinkStore(path) as store:
        store.claim([Link("http://a.cz/1"), Link("http://a.cz/2")], None)
    path.with_suffix(".keys").unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE UNIQUE INDEX links_key ON links(key)")
    with LinkStore(path) as store:
        assert [ln.url for ln in store.claim([Link("http://a.cz/2"), Link("http://a.cz/3")], None)] == ["http://a.cz/3"]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'links_key'").fetchone()[0] == 0


def test_a_reader_finds_provenance_of_links_claimed_after_it_opened(tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path).ensure()
    writer = LinkStore.for_workspace(ws)
    batch, name = writer.books.open_batch("s", ws.collected_links / "s", "20261120T100000Z")
    writer.claim([Link("http://a.cz/1", title="Jedna")], batch)
    reader = LinkStore.for_workspace(ws, readonly=True)
    assert reader.provenance("http://a.cz/1")["title"] == "Jedna"
    with writer.transaction():  # many at once: merged into the sorted arrays
        writer.claim([Link(f"http://b.cz/{i}", title=str(i)) for i in range(300)], batch)
    assert reader.provenance("http://b.cz/299")["title"] == "299"
    assert reader.provenance("http://b.cz/300") is None
    assert reader.provenance("http://a.cz/1")["link_file"] == f"s/{name}"
    reader.close()
    writer.close()


def test_key_index_merges_its_delta_into_the_sorted_arrays(monkeypatch: Any) -> None:
    import numpy as np

    from corpustools.collect import keyindex

    monkeypatch.setattr(keyindex, "MERGE_AT", 4)
    index = keyindex.KeyIndex(np.array([30, 0, 10], dtype="<u8"))  # id 2 is a gap
    assert index.known([10, 20, 30]) == [True, False, True]
    for row_id, h in enumerate([20, 5, 2**64 - 1, 40], start=4):
        index.add(h, row_id)
    assert len(index.delta) == 4
    index.merge()
    assert not index.delta and index.keys.tolist() == [0, 5, 10, 20, 30, 40, 2**64 - 1]
    assert index.known([5, 6, 2**64 - 1]) == [True, False, True] and index.last_id == 7
    big = 2**63 + 3
    index = keyindex.KeyIndex(np.array([big, 0, 7 << 32], dtype="<u8"), with_ids=True)
    assert index.find(big) == [1] and index.find(7 << 32) == [3] and index.find(5 << 32) == []
    for row_id, h in enumerate([(7 << 32) + 1, 2**64 - 1, 9, 2**62], start=4):
        index.add(h, row_id)
    assert index.find(2**64 - 1) == [5]
    index.merge()
    assert not index.delta and index.last_id == 7
    assert sorted(index.find(7 << 32)) == [3, 4]  # same upper 32 bits: both candidates (the URL decides)
    assert index.find(2**64 - 1) == [5] and index.find(9) == [2, 6] and index.find(2**62) == [7]


def test_a_rolled_back_claim_leaves_the_keys_file_as_it_was(tmp_path: Path) -> None:
    store = LinkStore(tmp_path / "links.sqlite")
    store.claim([Link("http://a.cz/1")], None)
    try:
        with store.transaction():
            store.claim([Link("http://a.cz/2"), Link("http://a.cz/3")], None)
            raise OSError("disk full")
    except OSError:
        pass
    assert (tmp_path / "links.keys").stat().st_size == 8
    assert [ln.url for ln in store.claim([Link("http://a.cz/3")], None)] == ["http://a.cz/3"]
    store.close()
    assert (tmp_path / "links.keys").stat().st_size == 16


def test_key_index_merges_in_place_chunk_by_chunk(monkeypatch: Any) -> None:
    import random

    import numpy as np

    from corpustools.collect import keyindex

    monkeypatch.setattr(keyindex, "MERGE_AT", 1)
    rng = random.Random(7)
    for chunk in (1, 3, 64, 1 << 20):
        monkeypatch.setattr(keyindex, "MOVE_CHUNK", chunk)
        base = [rng.getrandbits(rng.choice([4, 64])) for _ in range(500)]
        index = keyindex.KeyIndex(np.array(base, dtype="<u8"))
        added: list[int] = []
        for _ in range(3):  # the buffer grows, then merges land in its spare room
            more = [rng.getrandbits(rng.choice([4, 64])) for _ in range(rng.choice([1, 40, 700]))]
            index.add_run(more, index.last_id + 1)
            added.extend(dict.fromkeys(more))
            index.merge()
            assert index.keys.tolist() == sorted(base + added)
        assert all(index.known(base + added)) and index.known([2**64 - 5]) == [False]
