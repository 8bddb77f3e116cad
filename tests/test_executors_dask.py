"""The Dask executor on a real LocalCluster of 2 worker processes: same bytes as the local executor for
vert and tag, a worker killed with SIGKILL mid-run costs only its task, download shards as Dask tasks."""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from download_support import assert_polite, page, responses, servers_in_every_shard
from executors_support import (
    comparable,
    outputs,
    settings,
    tag_workspace_inputs,
    vert_workspace_copy,
    warc_workspace,
)
from httpserver import Route
from tag_support import model_path

from corpustools import executors, stages
from corpustools.errors import ModelError
from corpustools.executors import dask
from corpustools.net import host_of
from corpustools.workspace import Workspace, is_done, remove_stale_temps


@pytest.fixture(scope="module")
def cluster():
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                      silence_logs=40) as local, Client(local, set_as_default=False) as client:
        yield local.scheduler_address, client


def test_vert_on_dask_is_byte_identical_to_local(cluster, tmp_path):
    address, client = cluster
    local = warc_workspace(tmp_path / "local", {"news/a": 30, "news/b": 25, "blogs/c": 20, "blogs/d": 5})
    remote = vert_workspace_copy(local, tmp_path / "dask")

    expected = executors.run("vert", settings(local.root), local)
    got = dask.run(stages.get("vert"), settings(remote.root, executor__kind="dask", executor__scheduler=address),
                                remote)

    assert outputs(remote.verts) == outputs(local.verts)
    assert len(outputs(remote.verts)) == 4
    assert comparable(got) == comparable(expected)
    assert got["news"]["documents"] == 55 and got["blogs"]["inputs"] == 2
    assert all(is_done(p) for p in remote.verts.glob("*/*.vert.xz"))
    assert (remote.verts / "effective-settings.toml").exists()
    # a second run finds nothing to do
    assert dask.run(stages.get("vert"), settings(remote.root, executor__scheduler=address), remote) == {}


def test_vert_on_dask_says_once_that_its_settings_are_not_those_of_the_days_before(cluster, tmp_path, caplog):
    """Stage.announce is the executor's: the Dask executor calls it once per run, before any task, as the
    local one does (a day's verticals made in another format than the corpus before are said once)."""
    address, client = cluster
    ws = warc_workspace(tmp_path / "ws", {"news/day1": 2})
    dask.run(stages.get("vert"), settings(ws.root, executor__scheduler=address), ws)
    warc_workspace(tmp_path / "ws", {"news/day2": 2, "news/day3": 2}, start=10)
    with caplog.at_level(logging.WARNING, logger="corpustools"):
        got = dask.run(stages.get("vert"), settings(ws.root, executor__scheduler=address, vert__format="new"), ws)
    assert got["news"]["documents"] == 4
    said = [r.getMessage() for r in caplog.records if "not those that made" in r.getMessage()]
    assert len(said) == 1 and "news/day1.vert.xz" in said[0] and "vert.format was default, now new" in said[0], said


def test_tag_on_dask_is_byte_identical_to_local(cluster, tmp_path):
    address, client = cluster
    files = {"cs_media/one": 120, "cs_media/two": 80, "sk_media/three": 60}
    local = tag_workspace_inputs(tmp_path / "local", files)
    remote = tag_workspace_inputs(tmp_path / "dask", files)
    model = model_path()

    expected = executors.run("tag", settings(local.root, tag__default_model=model, tag__workers=2), local)
    got = dask.run(stages.get("tag"), settings(remote.root, tag__default_model=model,
                                                executor__kind="dask", executor__scheduler=address), remote)

    assert outputs(remote.tagged) == outputs(local.tagged)
    assert len(outputs(remote.tagged)) == 3
    assert comparable(got) == comparable(expected)
    assert got["cs_media"]["files"] == 2 and got["cs_media"]["documents"] == 200


def test_tag_without_a_model_fails_before_any_task(cluster, tmp_path):
    address, _ = cluster
    ws = tag_workspace_inputs(tmp_path / "ws", {"src/one": 5})
    with pytest.raises(ModelError):
        dask.run(stages.get("tag"), settings(ws.root, executor__scheduler=address), ws)
    missing = str(tmp_path / "no-such.tagger")
    with pytest.raises(ModelError, match="no-such.tagger"):  # found by a worker: the other tasks are cancelled
        dask.run(stages.get("tag"), settings(ws.root, tag__default_model=missing, executor__scheduler=address), ws)
    assert outputs(ws.tagged) == {}


def test_a_worker_killed_mid_run_costs_only_its_task(cluster, tmp_path):
    address, client = cluster
    files = {f"src/part{i}": 250 for i in range(4)}
    local = warc_workspace(tmp_path / "local", files)
    remote = vert_workspace_copy(local, tmp_path / "dask")
    expected = executors.run("vert", settings(local.root), local)
    worker_pids = set(client.run(os.getpid).values())
    assert len(worker_pids) == 2

    result: dict = {}
    # a vert setting no earlier test used: each worker starts a fresh conversion process for it
    remote_settings = settings(remote.root, executor__scheduler=address, vert__doc_time_cap=59.0)
    runner = threading.Thread(target=lambda: result.update(dask.run(stages.get("vert"), remote_settings, remote)))
    runner.start()
    victim = None
    deadline = time.monotonic() + 60
    while victim is None and time.monotonic() < deadline:
        for tmp in (remote.verts / "src").glob(".*.tmp-*") if (remote.verts / "src").is_dir() else []:
            pid = int(tmp.name.split(".tmp-")[1].split("-")[0])
            if pid in worker_pids:
                victim = pid
                break
        time.sleep(0.005)
    assert victim is not None, "no task was seen running on a worker"
    os.kill(victim, signal.SIGKILL)
    runner.join(180)
    assert not runner.is_alive()

    assert outputs(remote.verts) == outputs(local.verts)
    assert len(outputs(remote.verts)) == 4
    assert comparable(result) == comparable(expected)
    left = remove_stale_temps(remote.verts)  # at most the killed writer's half-written file is left
    assert {int(p.name.split(".tmp-")[1].split("-")[0]) for p in left} <= {victim}
    client.wait_for_workers(2, timeout=60)  # the nanny restarted the killed worker
    new_pids = set(client.run(os.getpid).values())
    assert victim not in new_pids and len(new_pids) == 2


def test_download_shards_as_dask_tasks_partition_hosts(cluster, serve, tmp_path):
    address, _ = cluster
    robots = Route("", status=404)
    servers = servers_in_every_shard(serve, lambda i: {"/robots.txt": robots, **{f"/p{n}": Route(page(n)) for n in range(2)}},
                                     90, 6)
    ws = Workspace.at(tmp_path / "ws").ensure()
    folder = ws.collected_links / "src"
    folder.mkdir()
    urls = [s.url(f"/p{n}") for s in servers for n in range(2)]
    (folder / "20260101T000000Z.collected").write_text("".join(u + "\n" for u in urls[::2]))
    (folder / "by-hand.txt").write_text("".join(u + "\n" for u in urls[1::2]))
    os.utime(folder / "by-hand.txt", (time.time() - 120, time.time() - 120))  # dropped by hand a while ago
    conf = settings(ws.root, allow_private=True, timeout=5.0, pause=1.0, executor__scheduler=address)

    results = dask.run_split(stages.get("download"), conf, ws, parts=2)

    assert results["src"]["fetched"] == len(urls)
    seen: Counter = Counter()
    hosts_in: dict[str, set[int]] = {}
    for warc in sorted((ws.warcs / "src").glob("*.shard-*-of-2.warc.xz")):
        assert is_done(warc)
        index = int(warc.name.split(".shard-")[1].split("-")[0])
        for url in responses(warc):
            seen[url] += 1
            hosts_in.setdefault(host_of(url), set()).add(index)
    assert seen == Counter(urls)  # every link in exactly one shard's WARC
    assert all(len(v) == 1 for v in hosts_in.values())  # no host in two shards
    assert sorted(p.name for p in folder.iterdir()) == ["20260101T000000Z.downloaded", "by-hand.downloaded"]
    assert_polite(servers, 1.0)


def test_a_task_that_fails_costs_only_its_file(cluster, tmp_path):
    address, _ = cluster
    ws = warc_workspace(tmp_path / "ws", {"good/a": 3, "bad/b": 2})
    ws.verts.mkdir(exist_ok=True)
    (ws.verts / "bad").write_text("not a folder")  # the output cannot be written
    records: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger("corpustools")
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.INFO)
    try:
        results = dask.run(stages.get("vert"), settings(ws.root, executor__scheduler=address,
                                                         executor__retries=1), ws)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)

    assert results["bad"] == {"failed:shard": 1}
    assert results["good"]["documents"] == 3 and is_done(ws.verts / "good" / "a.vert.xz")
    assert any(r.getMessage().startswith("good/a.vert.xz: 3 documents") for r in records)  # the worker's own line
    errors = [r for r in records if r.levelname == "ERROR"]
    assert len(errors) == 1 and errors[0].getMessage().startswith("bad/b.warc.gz: ")
    assert errors[0].name == "corpustools.vert"


def test_a_retried_task_whose_output_is_done_returns_the_marker_counters(tmp_path):
    ws = warc_workspace(tmp_path / "ws", {"src/a": 3})
    warc = ws.warcs / "src" / "a.warc.gz"
    target = ws.verts / "src" / "a.vert.xz"
    first = dask.run_task("vert", settings(ws.root).data, str(warc), str(target))
    before = Path(target).read_bytes()
    again = dask.run_task("vert", settings(ws.root).data, str(warc), str(target))
    assert again["counters"]["documents"] == first["counters"]["documents"] == 3
    assert Path(target).read_bytes() == before
    assert any("3 documents" in message for _, _, message, _, _ in first["logs"])
