"""The command line as a new user meets it, twenty-fifth pass: a Dask vert stopped by SIGTERM names
every output it finished, and Dask's own messages (a worker's heartbeat error at shutdown, a busy
worker killed as the cluster closes) are one line each without a traceback.  Real parts: the CLI in a
process of its own, a real LocalCluster of worker processes, real signals."""

from __future__ import annotations

import contextlib
import lzma
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli
from executors_support import warc_workspace
from log_support import unstamped

pytest.importorskip("distributed")


def _until_writing(proc: subprocess.Popen, out_dir: Path, pattern: str = ".*.vert.xz.tmp-*") -> None:
    """Wait (up to two minutes) until ``proc`` writes a vertical under a temporary name in ``out_dir``: a
    task is at work; fails if the run ended first (nothing then to stop)."""
    deadline = time.monotonic() + 120
    while proc.poll() is None and time.monotonic() < deadline:
        if out_dir.is_dir() and list(out_dir.glob(pattern)):
            break
        time.sleep(0.01)
    assert proc.poll() is None, "the run ended before it could be stopped"


def test_dask_vert_stopped_by_sigterm_names_every_output_it_finished(tmp_path: Path) -> None:
    """Before: the task running as SIGTERM came went on to its end while the local cluster closed (it
    waits some seconds for a busy worker), so its vertical and marker were on disk, complete, and no line
    named them: the log said less than the workspace held.  Now a +OK line names it with its counts, read
    from its completion marker; the signal is the one -WARN line, and there is no traceback.

    Whether the running task ends within the cluster's closing wait depends on the machine's load, so a
    run in which it did not is tried again (up to three runs, each checked the same way: then no output
    may be marked done and none named)."""
    for attempt in range(3):
        root = tmp_path / f"ws{attempt}"
        warc_workspace(root, {"src/big": 300})
        proc = subprocess.Popen(cli("vert", "-W", str(root), "--executor", "dask", "-m", "1"), env=ENV,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out_dir = root / "verts" / "src"
        _until_writing(proc, out_dir, ".big.vert.xz.tmp-*")
        time.sleep(0.2)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=120)
        lines = unstamped(err).splitlines()
        assert proc.returncode == 130, err
        assert "Traceback" not in err, err
        assert [line for line in lines if line.startswith("-")] == ["-WARN vert: interrupted by SIGTERM"], err
        finished = sorted(p for p in out_dir.glob("*.vert.xz") if Path(f"{p}.done").exists())
        named = [line for line in lines if line.startswith("+OK vert: src/")]
        assert len(named) == len(finished), (finished, err)
        for output in finished:
            documents = lzma.decompress(output.read_bytes()).count(b"<doc ")
            said = [line for line in named if line.startswith(f"+OK vert: src/{output.name}: {documents} documents")]
            assert len(said) == 1, (output.name, documents, err)
        if finished:
            break
    assert finished, f"in three runs the task never ended while the cluster closed; nothing to check ({err})"


WORKER_HEARTBEAT_ERROR = textwrap.dedent("""
    import logging

    from corpustools.config import load_settings
    from corpustools.executors.dask import dask_client
    from corpustools.log import setup_logging


    def heartbeat_fails():  # what distributed.worker logs when the scheduler closes under it, and another error
        from distributed.comm.core import CommClosedError

        worker_log = logging.getLogger("distributed.worker")
        try:
            raise CommClosedError("in <TCP (closed) ConnectionPool.heartbeat_worker>: Stream is closed")
        except CommClosedError:
            worker_log.exception("Failed to communicate with scheduler during heartbeat.")
        try:
            raise OSError("Stream is closed")
        except OSError:
            worker_log.exception("Unexpected exception during heartbeat. Closing worker.")
        return "said"


    if __name__ == "__main__":
        setup_logging()
        with dask_client(load_settings(None, {}), 1) as client:
            print(client.submit(heartbeat_fails).result(), flush=True)
            try:
                raise OSError("Stream is closed")
            except OSError:  # the same on this side (the scheduler and the nannies live here)
                logging.getLogger("distributed.core").exception("Exception while handling op heartbeat_worker")
""")


def test_a_dask_worker_error_is_one_line_without_a_traceback(tmp_path: Path) -> None:
    """Before: a worker process of the local cluster wrote distributed's own lines to the user's stderr
    ('2026-... - distributed.worker - ERROR - Failed to communicate with scheduler during heartbeat.' and a
    traceback: seen once in nine runs as the cluster shut down, after the run's last line), and the same
    record in this process came with a traceback block.  Now the heartbeat that found the scheduler's
    connection closed (which happens only as the run ends: the scheduler lives in the run's process) says
    nothing, and any other error of Dask's is one -WARN line in the log's format naming the exception."""
    script = tmp_path / "heartbeat.py"
    script.write_text(WORKER_HEARTBEAT_ERROR)
    done = subprocess.run([sys.executable, str(script)], env=ENV, capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == "said", done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    said = [line for line in unstamped(done.stderr).splitlines() if not line.startswith("+OK")]
    assert said == ["-WARN distributed: Unexpected exception during heartbeat. Closing worker. (OSError: Stream is closed)",
                    "-WARN distributed: Exception while handling op heartbeat_worker (OSError: Stream is closed)"], \
        done.stderr


@contextlib.contextmanager
def _read_only(folder: Path):
    """``folder`` on a read-only mount of itself (EROFS whoever writes; root's permissions pass over a
    chmod); skipped where mounting is not allowed."""
    try:
        subprocess.run(["mount", "--bind", str(folder), str(folder)], check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("cannot bind-mount a folder here (needs root)")
    try:
        subprocess.run(["mount", "-o", "remount,bind,ro", str(folder)], check=True, capture_output=True)
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False, capture_output=True)


@pytest.mark.parametrize("executor", ["local", "dask"])
def test_a_read_only_output_folder_is_one_line_on_either_executor(tmp_path: Path, executor: str) -> None:
    """One source's output folder on a read-only disk: the local executor said one -ERR line (the output
    and 'Read-only file system'); the Dask executor said the same with a traceback block, after a worker's
    own 'distributed.worker - ERROR - Compute Failed' dump of the task and its traceback in raw text.  Now
    both say the one line, and the other source's vertical is made and named."""
    root = tmp_path / "ws"
    warc_workspace(root, {"stuck/a": 3, "fine/b": 3})
    stuck = root / "verts" / "stuck"
    stuck.mkdir(parents=True)
    with _read_only(stuck):
        done = subprocess.run(cli("vert", "-W", str(root), "--executor", executor, "-m", "1"), env=ENV,
                              capture_output=True, text=True, timeout=180)
    lines = unstamped(done.stderr).splitlines()
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "_START" not in done.stderr, done.stderr
    said = [line for line in lines if line.startswith("-")]
    assert len(said) == 1 and said[0].startswith("-ERR vert: ") and "stuck/a.warc.gz: " in said[0], done.stderr
    assert said[0].endswith("stuck/a.vert.xz: cannot write: Read-only file system"), said
    assert any(line.startswith("+OK vert: fine/b.vert.xz: 3 documents") for line in lines), done.stderr
    assert Path(f"{root}/verts/fine/b.vert.xz.done").exists() and not list(stuck.iterdir())


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full for a full disk")
def test_standard_output_on_a_full_disk_is_named_in_its_one_line(tmp_path: Path) -> None:
    """'corpustools stats > table.txt' (or 'vert ... -o -') on a full disk said '-ERR stats: No space left
    on device', naming nothing: the user looked for a full workspace.  Now the line names stdout, as an
    output given with -o is named."""
    from vert_support import CS_TEXT, make_warc, page

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"),
                                                   url="https://www.example.cz/a")])
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 2})
    for command in (["stats", "-W", str(root)], ["vert", "-i", str(warc), "-o", "-"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run(cli(*command), env=ENV, stdout=full, stderr=subprocess.PIPE, text=True,
                                  timeout=120, cwd=tmp_path)
        assert done.returncode == 1 and "Traceback" not in done.stderr, (command, done.stderr)
        said = [line for line in unstamped(done.stderr).splitlines() if line.startswith("-")]
        assert said == [f"-ERR {command[0]}: stdout: cannot write: No space left on device"], (command, done.stderr)


def test_dask_vert_stopped_by_sigterm_says_the_running_tasks_of_a_users_scheduler_go_on(tmp_path: Path) -> None:
    """On a scheduler of the user's (--scheduler), a task already running cannot be stopped from here and
    finishes after the run ended: its vertical appeared with no line at all.  Now the run says so in one
    line beside the interrupt, and the output that appears is whole (marker and all)."""
    from dask.distributed import LocalCluster

    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 600, "src/b": 600})
    out_dir = root / "verts" / "src"
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=40) as users:
        proc = subprocess.Popen(cli("vert", "-W", str(root), "--scheduler", users.scheduler_address), env=ENV,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        _until_writing(proc, out_dir)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=120)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not list(out_dir.glob("*.done")):
            time.sleep(0.1)  # the running task goes on on the user's worker
    said = [line for line in unstamped(err).splitlines() if line.startswith("-")]
    assert proc.returncode == 130 and "Traceback" not in err, err
    assert said[-1] == "-WARN vert: interrupted by SIGTERM" and len(said) == 2, err
    assert said[0].startswith("-WARN vert: 2 task(s) not finished: those already running on the scheduler's "
                              "workers go on to their end"), err
    finished = list(out_dir.glob("*.vert.xz.done"))
    assert len(finished) == 1, finished
    assert lzma.decompress(Path(str(finished[0])[:-len(".done")]).read_bytes()).count(b"<doc ") == 600


@pytest.mark.parametrize("address", ["nonsense", "tcp://127.0.0.1:99999", "tcp://:8786", "http://127.0.0.1:8786"])
def test_a_scheduler_address_that_is_none_is_a_usage_error_said_at_once(tmp_path: Path, address: str) -> None:
    """'--scheduler nonsense' ended in 'unexpected error: ValueError(missing port number ...)', a traceback,
    then a minute of waiting and Dask's 'Exception ignored in Client.__del__' traceback; a port beyond
    65535 waited the 30 s of Dask's connect timeout to say the scheduler could not be reached.  Now one
    line, before any work, exit status 2: the flag's value and what an address looks like."""
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 1})
    started = time.monotonic()
    done = subprocess.run(cli("vert", "-W", str(root), "--scheduler", address), env=ENV, capture_output=True,
                          text=True, timeout=180)
    assert time.monotonic() - started < 20, done.stderr
    said = unstamped(done.stderr).splitlines()
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert said == [f"-ERR vert: executor.scheduler {address!r}: not the address of a Dask scheduler (e.g. "
                    f"tcp://10.0.0.1:8786)"], done.stderr
    assert not (root / "verts").exists() or not list((root / "verts").rglob("*.vert.xz"))


def test_a_scheduler_address_that_is_none_stops_big_brother_before_any_work(tmp_path: Path) -> None:
    """The same address in corpustools.toml, for big-brother: said once, exit status 2, no stage run."""
    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 1})
    (root / "corpustools.toml").write_text('[executor]\nkind = "dask"\nscheduler = "10.0.0.1"\n')
    done = subprocess.run(cli("big-brother", "--once", "-W", str(root)), env=ENV, capture_output=True, text=True,
                          timeout=180)
    said = [line for line in unstamped(done.stderr).splitlines() if line.startswith("-")]
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert said == ["-ERR big-brother: executor.scheduler '10.0.0.1': not the address of a Dask "
                    "scheduler (e.g. tcp://10.0.0.1:8786)"], done.stderr
    assert not list((root / "verts").rglob("*.vert.xz"))


def test_a_dask_worker_error_goes_to_the_runs_log_file(tmp_path: Path) -> None:
    """With -e FILE the run's lines go to FILE; a worker process's error line went to the terminal (or
    cron's mail) instead.  Now it is in FILE with the others, and stderr stays empty."""
    script = tmp_path / "heartbeat.py"
    script.write_text(WORKER_HEARTBEAT_ERROR.replace("setup_logging()", f"setup_logging({str(tmp_path / 'run.log')!r})"))
    done = subprocess.run([sys.executable, str(script)], env=ENV, capture_output=True, text=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == "said" and done.stderr == "", done.stderr
    logged = unstamped((tmp_path / "run.log").read_text()).splitlines()
    assert [line for line in logged if line.startswith("-")] == [
        "-WARN distributed: Unexpected exception during heartbeat. Closing worker. (OSError: Stream is closed)",
        "-WARN distributed: Exception while handling op heartbeat_worker (OSError: Stream is closed)"], logged


def test_ctrl_c_in_a_terminal_stops_a_dask_vert_with_one_line(tmp_path: Path) -> None:
    """Ctrl-C in a terminal signals the whole process group, the worker processes of the local cluster
    too: each printed KeyboardInterrupt tracebacks (asyncio's, multiprocessing's) and went on with its
    task.  Now they ignore it, the run alone hears it: one '-WARN vert: interrupted' line, status 130,
    no traceback; the next run makes every vertical, and each says its documents."""
    import os

    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 600, "src/b": 600, "src/c": 3})
    proc = subprocess.Popen(cli("vert", "-W", str(root), "--executor", "dask", "-m", "2"), env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    out_dir = root / "verts" / "src"
    _until_writing(proc, out_dir)
    time.sleep(0.3)
    os.killpg(proc.pid, signal.SIGINT)  # as the terminal does
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert [line for line in unstamped(err).splitlines() if line.startswith("-")] == ["-WARN vert: interrupted"], err
    again = subprocess.run(cli("vert", "-W", str(root), "--executor", "dask", "-m", "2"), env=ENV,
                           capture_output=True, text=True, timeout=180)
    assert again.returncode == 0 and "Traceback" not in again.stderr, again.stderr
    for name, documents in (("a", 600), ("b", 600), ("c", 3)):
        vertical = out_dir / f"{name}.vert.xz"
        assert Path(f"{vertical}.done").exists() and lzma.decompress(vertical.read_bytes()).count(b"<doc ") == documents


def test_big_brother_on_dask_stopped_mid_vert_says_it_in_lines_only(tmp_path: Path) -> None:
    """big-brother ends a stage process that is still at work with SIGTERM/SIGKILL to its process group;
    the Dask cluster's semaphores of that process were then left to multiprocessing's resource tracker
    (big-brother's own), which wrote Python's raw 'UserWarning: resource_tracker: There appear to be 12
    leaked semaphore objects to clean up at shutdown' and the warn() line under the supervisor's last
    line.  It still cleans them up; it says nothing now.  The run's own lines say what happened."""
    import os

    root = tmp_path / "ws"
    warc_workspace(root, {"src/a": 600, "src/b": 600})
    (root / "rss_sources").mkdir(exist_ok=True)
    (root / "corpustools.toml").write_text("[dedup]\nenabled = false\n")
    proc = subprocess.Popen(cli("big-brother", "--once", "-W", str(root), "--executor", "dask"), env=ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    out_dir = root / "verts" / "src"
    _until_writing(proc, out_dir)
    time.sleep(0.3)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "Warning" not in err and "Traceback" not in err and "warnings.warn" not in err, err
    stray = [line for line in unstamped(err).splitlines() if not line.startswith(("+OK ", "-WARN ", "-ERR "))]
    assert stray == [], err
    assert "-WARN big-brother: vert: stopped by a signal; the unfinished unit is redone next run" in unstamped(err)


def test_dedup_stopped_by_a_read_only_output_folder_says_that_nothing_of_the_run_is_kept(tmp_path: Path) -> None:
    """dedup writes the index and every output of a run together: one output folder on a read-only disk
    stopped the whole run, and its one line named that folder only, so the user took the other sources
    for deduplicated (nothing was written for them).  Now the line says that nothing of the run is kept,
    and the next run, the disk writable again, gives the bytes of a run that never failed."""
    from executors_support import outputs, tag_workspace_inputs

    files = {"one/a": 40, "two/b": 40, "three/c": 40}
    clean = tag_workspace_inputs(tmp_path / "clean", files)
    stuck = tag_workspace_inputs(tmp_path / "stuck", files)
    for ws in (clean, stuck):
        (ws.root / "corpustools.toml").write_text("")
    assert subprocess.run(cli("dedup", "-W", str(clean.root)), env=ENV, capture_output=True,
                          timeout=180).returncode == 0
    folder = stuck.root / "deduped" / "two"
    folder.mkdir(parents=True)
    with _read_only(folder):
        done = subprocess.run(cli("dedup", "-W", str(stuck.root)), env=ENV, capture_output=True, text=True,
                              timeout=180)
    said = [line for line in unstamped(done.stderr).splitlines() if line.startswith("-")]
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert said == [f"-ERR dedup: {folder}/b.vert.xz: cannot write: Read-only file system; nothing of this run is "
                    f"kept (the index and the 3 output(s) are written together): the next run does it all again"], \
        done.stderr
    again = subprocess.run(cli("dedup", "-W", str(stuck.root)), env=ENV, capture_output=True, text=True, timeout=180)
    assert again.returncode == 0, again.stderr
    assert outputs(stuck.root / "deduped") == outputs(clean.root / "deduped") and len(outputs(clean.root / "deduped")) == 3


def test_tag_on_dask_counts_a_file_it_could_not_write_as_failed_not_tagged(tmp_path: Path) -> None:
    """A source's tagged/ folder on a read-only disk under 'tag --executor dask': after the file's -ERR
    line came '+OK tag: one/a.vert.xz: 0 documents, 0 tokens' and 'one: 1 files tagged', a file counted as
    tagged that is not on disk.  Now its source says 0 files tagged and 1 not written; the others as
    before."""
    from executors_support import tag_workspace_inputs
    from tag_support import model_path

    ws = tag_workspace_inputs(tmp_path / "ws", {"one/a": 20, "two/b": 20})
    folder = ws.root / "tagged" / "one"
    folder.mkdir(parents=True)
    with _read_only(folder):
        done = subprocess.run(cli("tag", "-W", str(ws.root), "--executor", "dask", "-l", str(model_path())),
                              env=ENV, capture_output=True, text=True, timeout=180)
    lines = unstamped(done.stderr).splitlines()
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert [line for line in lines if line.startswith("-")] == [
        f"-ERR tag: one/a.vert.xz: {folder}/a.vert.xz: cannot write: Read-only file system"], done.stderr
    assert not [line for line in lines if line.startswith("+OK tag: one/a.vert.xz")], done.stderr
    assert "+OK tag: one: 0 files tagged, 0 documents, 0 tokens; 1 file(s) not tagged (said above)" in lines, done.stderr
    assert "+OK tag: two: 1 files tagged, 20 documents, 275 tokens" in lines, done.stderr


@pytest.mark.parametrize("files", [{"one/a": 20, "two/b": 20}, {f"{s}/{n}": 5 for s in ("one", "two") for n in "abcd"}])
def test_tag_goes_on_with_the_other_files_when_one_output_cannot_be_written(tmp_path: Path, files: dict) -> None:
    """A source's tagged/ folder on a read-only disk stopped the whole local tag run at its first file:
    one -ERR line, and the other sources were left untagged without a word (vert, and tag on Dask, go
    on).  Now that file's line, and every other file tagged and said; the same when the workers take
    whole files (many files) as when they share each file's chunks (few)."""
    from executors_support import tag_workspace_inputs
    from tag_support import model_path

    ws = tag_workspace_inputs(tmp_path / "ws", files)
    folder = ws.root / "tagged" / "one"
    folder.mkdir(parents=True)
    with _read_only(folder):
        done = subprocess.run(cli("tag", "-W", str(ws.root), "-m", "2", "-l", str(model_path())), env=ENV,
                              capture_output=True, text=True, timeout=180)
    lines = unstamped(done.stderr).splitlines()
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    unwritable = sorted(name for name in files if name.startswith("one/"))
    assert sorted(line for line in lines if line.startswith("-")) == [
        f"-ERR tag: {name}.vert.xz: {folder}/{name[4:]}.vert.xz: cannot write: Read-only file system"
        for name in unwritable], done.stderr
    for name in files:
        if name.startswith("two/"):
            assert Path(f"{ws.root}/tagged/{name}.vert.xz.done").exists(), (name, done.stderr)
    assert any(line.startswith(f"+OK tag: one: 0 files tagged, 0 documents, 0 tokens; {len(unwritable)} file(s) "
                               f"not tagged") for line in lines), done.stderr


def test_download_stopped_by_a_read_only_warc_folder_says_the_rest_waits(serve, tmp_path: Path) -> None:
    """One source's warcs/ folder on a read-only disk stopped the whole download at its WARC, before the
    other sources' link files were read, and the one line named that WARC only: the user took the other
    sources for fetched.  Now the line says that download stopped there and that the unfinished link files
    are taken again; the next run, the disk writable again, fetches every link of both."""
    import os

    from big_brother_support import make_workspace
    from httpserver import Route
    from vert_support import CS_TEXT, page

    server = serve({**{f"/a/{i}": Route(page(f"<article><p>{CS_TEXT} {i}</p></article>")) for i in range(3)},
                    "/robots.txt": Route("", status=404)}, host="127.0.0.63")
    root = make_workspace(tmp_path / "ws", {})
    for source in ("one", "two"):
        links = root / "collected_links" / source / "20261130T100000Z.txt"
        links.parent.mkdir(parents=True)
        links.write_text("".join(f"{server.url(f'/a/{i}')}?{source}\n" for i in range(3)))
        os.utime(links, (time.time() - 3600,) * 2)  # hand-dropped long ago: taken at once
        (root / "warcs" / source).mkdir(parents=True)
    folder = root / "warcs" / "one"
    with _read_only(folder):
        done = subprocess.run(cli("download", "-W", str(root)), env=ENV, capture_output=True, text=True, timeout=180)
    said = [line for line in unstamped(done.stderr).splitlines() if line.startswith("-")]
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert said == [f"-ERR download: {folder}/20261130T100000Z.warc.xz: cannot write: Read-only file system; download "
                    f"stopped there: the link files not finished (the other sources' too) are taken again by the next "
                    f"run"], done.stderr
    again = subprocess.run(cli("download", "-W", str(root)), env=ENV, capture_output=True, text=True, timeout=180)
    assert again.returncode == 0, again.stderr
    for source in ("one", "two"):
        assert Path(f"{root}/warcs/{source}/20261130T100000Z.warc.xz.done").exists(), again.stderr
        assert f"{source}: 20261130T100000Z.txt -> warcs/{source}/20261130T100000Z.warc.xz: 3 fetched" in again.stderr
