"""The executor flags as a user meets them: ``corpustools vert|tag|big-brother --executor dask``, a
LocalCluster started by the command itself, a scheduler that cannot be reached, a wrong executor kind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from download_support import servers_in_every_shard
from executors_support import article, outputs, tag_workspace_inputs, vert_workspace_copy, warc_workspace
from httpserver import Route
from log_support import unstamped
from tag_support import model_path, read_text

from corpustools.cli import build_parser
from corpustools.workspace import is_done


def cli(*args: str, env: dict[str, str] | None = None, timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", *args], capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def test_vert_with_its_own_local_cluster_matches_the_local_executor(tmp_path):
    local = warc_workspace(tmp_path / "local", {"news/a": 12, "news/b": 10, "blog/c": 8})
    remote = vert_workspace_copy(local, tmp_path / "dask")

    assert cli("vert", "-W", str(local.root)).returncode == 0
    log_file = tmp_path / "dask.log"
    done = cli("vert", "-W", str(remote.root), "--executor", "dask", "-e", str(log_file))

    assert done.returncode == 0, log_file.read_text()
    assert outputs(remote.verts) == outputs(local.verts) and len(outputs(remote.verts)) == 3
    text = unstamped(log_file.read_text())
    assert "+OK vert: starting a local Dask cluster of 2 worker process(es)" in text
    # the per-file lines come from the Dask workers, logged here as the local executor logs them
    assert "+OK vert: news/a.vert.xz: 12 documents" in text and "+OK vert: blog/c.vert.xz: 8 documents" in text
    assert "-ERR" not in text


def test_tag_with_an_unreachable_scheduler_is_a_one_line_error(tmp_path):
    ws = tag_workspace_inputs(tmp_path / "ws", {"src/one": 3})
    done = cli("tag", "-W", str(ws.root), "-l", model_path(), "--scheduler", "tcp://127.0.0.1:9",
               env={"DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "2s"})
    assert done.returncode == 2
    errors = [line for line in done.stderr.splitlines() if "-ERR" in line]
    assert len(errors) == 1 and "tcp://127.0.0.1:9" in errors[0] and "cannot reach" in errors[0], done.stderr
    assert "Traceback" not in done.stderr
    assert outputs(ws.tagged) == {}


def test_a_wrong_executor_kind_in_the_config_is_a_configuration_error(tmp_path):
    ws = warc_workspace(tmp_path / "ws", {"src/a": 2})
    (ws.root / "corpustools.toml").write_text('[executor]\nkind = "spark"\n')
    done = cli("vert", "-W", str(ws.root))
    assert done.returncode == 2
    assert "executor.kind 'spark': must be one of local, dask" in done.stderr
    assert cli("vert", "-W", str(ws.root), "--executor", "spark").returncode == 2  # argparse choices


def test_scheduler_alone_means_the_dask_executor():
    parser = build_parser()
    args = vars(parser.parse_args(["vert", "--scheduler", "tcp://10.0.0.1:8786"]))
    assert args["cfg.executor.kind"] == "dask" and args["cfg.executor.scheduler"] == "tcp://10.0.0.1:8786"
    args = vars(parser.parse_args(["tag", "--scheduler", "tcp://10.0.0.1:8786", "--executor", "local"]))
    assert args["cfg.executor.kind"] == "local"
    for command in ("vert", "tag", "big-brother"):
        text = subprocess.run([sys.executable, "-m", "corpustools", command, "--help"], capture_output=True,
                              text=True).stdout
        assert "--executor {local,dask}" in text and "--scheduler ADDRESS" in text


def test_big_brother_runs_download_shards_vert_and_tag_on_dask(serve, tmp_path):
    servers = servers_in_every_shard(serve, lambda i: {"/robots.txt": Route("", status=404), "/a": Route(article(i)),
                                                       "/b": Route(article(100 + i))}, 110, 4)
    ws = warc_workspace(tmp_path / "ws", {"news/old": 4})  # a WARC dropped by hand, too
    (ws.collected_links / "news").mkdir()
    (ws.collected_links / "news" / "20260101T000000Z.collected").write_text(
        "".join(f"{s.url(path)}\n" for s in servers for path in ("/a", "/b")))
    (ws.root / "corpustools.toml").write_text(
        f'allow_private = true\n[tag]\ndefault_model = "{model_path()}"\n'
        f'[big_brother]\ndiscover_every = 0.0\n[executor]\ndownload_shards = 2\n')

    done = cli("big-brother", "-W", str(ws.root), "--once", "--executor", "dask")

    assert done.returncode == 0, done.stderr
    assert (ws.collected_links / "news" / "20260101T000000Z.downloaded").exists()
    stems = ["20260101T000000Z.shard-0-of-2", "20260101T000000Z.shard-1-of-2", "old"]
    for stem in stems:
        assert is_done(ws.verts / "news" / f"{stem}.vert.xz"), stem
        assert is_done(ws.tagged / "news" / f"{stem}.vert.xz"), stem
    urls = [line.split('url="')[1].split('"')[0] for stem in stems[:2]
            for line in read_text(ws.tagged / "news" / f"{stem}.vert.xz").splitlines() if line.startswith("<doc ")]
    assert sorted(urls) == sorted(s.url(path) for s in servers for path in ("/a", "/b"))  # each page once
    log_text = "".join(p.read_text() for p in Path(ws.logs).glob("*.log"))
    assert "2 host shard(s) as Dask tasks" in log_text and "3 file(s) as Dask tasks" in log_text
    assert "download: ok" in log_text and "vert: ok" in log_text and "tag: ok" in log_text
