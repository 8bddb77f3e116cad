"""What a new user hits, twenty-fourth round, run as a user runs it (real processes, real files): the
chain run over odd WARCs, then what the corpus manager is given to compile.

Each test here failed before its fix (each says what happened instead); the guards beside them say what
must stay as it is."""

from __future__ import annotations

import lzma
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from big_brother_support import run_cli
from vert_support import CS_TEXT, CS_TEXT2, make_warc, page

from corpustools.workspace import marker_path


def _no_traceback(done: subprocess.CompletedProcess) -> None:
    assert "Traceback" not in done.stderr, done.stderr


def _old(*paths: Path) -> None:
    """Files put in by hand an hour ago, so that the stages take them (they wait for a quiet minute)."""
    then = time.time() - 3600
    for path in paths:
        os.utime(path, (then, then))


def _pipeline(registry: Path) -> str:
    """What manatee's compilecorp reads: the output of the registry's VERTICAL pipeline, run by a shell."""
    command = re.search(r'^VERTICAL "\| (.*)"$', registry.read_text(), re.M)[1]
    done = subprocess.run(["sh", "-c", command], capture_output=True, timeout=60)
    return done.stdout.decode("utf-8")


def test_the_registry_vertical_reads_the_finished_verticals_and_nothing_beside_them(tmp_path: Path) -> None:
    """Before: the registry's VERTICAL (and the cwb-encode line) was ``find verts -name '*.vert*' ! -name
    '*.done'``, while the registry described only the finished ``<source>/*.vert.xz``: the note vert leaves
    beside a WARC that holds no web page (``b.vert.xz.nothing``, one line of JSON without a line end) went
    into the compiled corpus as a token line glued to the next file's ``<doc ...>`` line (so that document
    lost its start), and so did a vertical with no completion marker (a tag still writing, a copy put in
    by hand) and the verticals of a folder further down (``verts/news/old/``), none of which the registry
    had read."""
    root = tmp_path / "ws"
    warcs = root / "warcs" / "news"
    warcs.mkdir(parents=True)
    good = make_warc(warcs / "a.warc.gz", [dict(url="https://www.example.cz/a", html=page(f"<article><h1>Rozpočet"
                                                                                         f"</h1><p>{CS_TEXT}</p></article>"))])
    empty = make_warc(warcs / "b.warc.gz", [dict(url="https://www.example.cz/b.json", content_type="application/json",
                                                 html='{"a": 1}')])
    later = make_warc(warcs / "c.warc.gz", [dict(url="https://www.example.cz/c", html=page(f"<article><h1>Kůň</h1>"
                                                                                          f"<p>{CS_TEXT2}</p></article>"))])
    _old(good, empty, later)
    done = run_cli("vert", "-W", str(root), "-m", "1")
    _no_traceback(done)
    verts = root / "verts" / "news"
    assert (verts / "b.vert.xz.nothing").is_file()  # the note of the WARC without a page
    finished = [verts / "a.vert.xz", verts / "c.vert.xz"]
    assert all(marker_path(p).is_file() for p in finished)
    # a vertical without its marker (as while a stage writes one, or a copy put in by hand) and a folder of
    # older verticals further down: neither is part of the corpus the registry describes
    shutil.copy(verts / "a.vert.xz", verts / "d.vert.xz")
    (verts / "old").mkdir()
    shutil.copy(verts / "c.vert.xz", verts / "old" / "c.vert.xz")

    # guard: a source folder that is a link to another disk is read (the scan reads it too)
    elsewhere = tmp_path / "bigdisk" / "blogs"
    elsewhere.mkdir(parents=True)
    shutil.copy(verts / "a.vert.xz", elsewhere / "e.vert.xz")
    shutil.copy(marker_path(verts / "a.vert.xz"), marker_path(elsewhere / "e.vert.xz"))
    (root / "verts" / "blogs").symlink_to(elsewhere)
    finished.insert(0, root / "verts" / "blogs" / "e.vert.xz")

    done = run_cli("registry", "news", "-W", str(root), "--from", "verts")
    _no_traceback(done)
    assert done.returncode == 0, done.stderr
    assert "3 documents, 3 files" in done.stderr
    expected = "".join(lzma.decompress(p.read_bytes()).decode("utf-8") for p in finished)
    assert _pipeline(root / "registry" / "news") == expected
    # the cwb-encode line reads the same
    script = (root / "registry" / "news.cwb-encode.sh").read_text()
    assert re.search(r'^VERTICAL "\| (.*)"$', (root / "registry" / "news").read_text(), re.M)[1] in script


def test_the_registry_vertical_of_given_files_reads_those_files(tmp_path: Path) -> None:
    """Guard: with -i the VERTICAL names the given files, in the order given, as before."""
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    done = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "z.vert"))
    assert done.returncode == 0, done.stderr
    done = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "a.vert.xz"))
    assert done.returncode == 0, done.stderr
    files = [tmp_path / "z.vert", tmp_path / "a.vert.xz"]
    done = run_cli("registry", "mine", "-W", str(tmp_path), "-i", *map(str, files))
    _no_traceback(done)
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "z.vert").read_text(encoding="utf-8")
    assert _pipeline(tmp_path / "registry" / "mine") == text + lzma.decompress(files[1].read_bytes()).decode()


def test_warcios_complaint_on_dask_is_one_log_line_as_on_the_local_executor(tmp_path: Path) -> None:
    """Before: with ``--executor dask`` warcio's warning about a WARC-Target-URI with a space (as
    warcio's and pywb's test WARCs have) reached the worker's stderr as bare lines, one for the response
    and one for the request record ('Replacing spaces in invalid WARC-Target-URI: ...', no status, no
    time, no stage), where the local executor logs one ``-WARN ... warc: warcio: ...`` line."""
    pytest.importorskip("distributed")
    said = {}
    for executor in ("local", "dask"):
        root = tmp_path / executor
        (root / "warcs" / "news").mkdir(parents=True)
        warc = make_warc(root / "warcs" / "news" / "a.warc.gz", [dict(
            url="https://www.example.cz/zprava s mezerou", html=page(f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p>"
                                                                    "</article>"))])
        _old(warc)
        done = run_cli("vert", "-W", str(root), "-m", "1", "--executor", executor, timeout=240)
        _no_traceback(done)
        assert done.returncode == 0, done.stderr
        lines = done.stderr.splitlines()
        assert all(line.startswith(("+OK ", "-WARN ", "-ERR ")) for line in lines), lines
        said[executor] = [line.split(" ", 2)[2] for line in lines if "warcio" in line]
        assert (root / "verts" / "news" / "a.vert.xz").is_file()
    assert said["dask"] == said["local"] == [
        "warc: warcio: Replacing spaces in invalid WARC-Target-URI: https://www.example.cz/zprava s mezerou"]


def test_the_registry_vertical_decompresses_a_gzip_or_bzip2_vertical_as_tag_and_dedup_read_it(tmp_path: Path) -> None:
    """Before: ``registry -i x.vert.gz`` described the gzip vertical (its scan read it) but its VERTICAL
    was ``xz -dcf x.vert.gz``, which copies what is no xz as it is: manatee and cwb-encode got the gzip
    bytes.  A ``.vert.bz2``, which tag, dedup and lint read, was refused as 'not a vertical (it starts with
    b'BZh91AY&SY...')'.  Now each file is decompressed by what its first bytes say, in the order given."""
    import bz2
    import gzip

    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p>"
                                                            "</article>"))])
    done = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "a.vert"))
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "a.vert").read_text(encoding="utf-8")
    other = text.replace('<doc id="', '<doc id="b')  # another document id, so that lint would take the whole
    (tmp_path / "b.vert.gz").write_bytes(gzip.compress(other.encode("utf-8")))
    third = text.replace('<doc id="', '<doc id="c')
    (tmp_path / "c.vert.bz2").write_bytes(bz2.compress(third.encode("utf-8")))
    fourth = text.replace('<doc id="', '<doc id="d')
    (tmp_path / "d.vert.xz").write_bytes(lzma.compress(fourth.encode("utf-8")))
    files = [tmp_path / name for name in ("b.vert.gz", "a.vert", "d.vert.xz", "c.vert.bz2")]
    done = run_cli("registry", "mixed", "-W", str(tmp_path), "-i", *map(str, files))
    _no_traceback(done)
    assert done.returncode == 0, done.stderr
    assert "4 documents, 4 files" in done.stderr
    assert _pipeline(tmp_path / "registry" / "mixed") == other + text + fourth + third
    # the cwb-encode line reads the same, piped as one stream into cwb-encode
    script = (tmp_path / "registry" / "mixed.cwb-encode.sh").read_text()
    line = next(line for line in script.splitlines() if "cwb-encode" in line and "|" in line)
    reader = line.split(" | cwb-encode")[0]
    got = subprocess.run(["sh", "-c", reader], capture_output=True, timeout=60).stdout.decode("utf-8")
    assert got == other + text + fourth + third


def test_a_vertical_named_twice_is_described_and_read_once_by_the_registry(tmp_path: Path) -> None:
    """Before: ``registry news -i a.vert ./a.vert`` (a glob that also matches a name typed) described two
    files and its VERTICAL read the vertical twice, so the compiled corpus held every document twice
    under one id; dedup, tag, lint, warc check and log-sort read such a file once, with a -WARN line."""
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    done = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "a.vert"))
    assert done.returncode == 0, done.stderr
    done = run_cli("registry", "news", "-i", "a.vert", "./a.vert", str(tmp_path / "a.vert"), cwd=tmp_path)
    _no_traceback(done)
    assert done.returncode == 0, done.stderr
    assert "1 documents, 1 files" in done.stderr
    assert "./a.vert: given twice (as a.vert before); read once" in done.stderr
    assert _pipeline(tmp_path / "registry" / "news") == (tmp_path / "a.vert").read_text(encoding="utf-8")


def test_a_host_shard_that_fetched_nothing_says_its_shard_beside_its_counts(tmp_path: Path) -> None:
    """Before: a link file whose links fail in two host shards (``download --shard I/N`` on two machines,
    or big-brother's Dask download shards) gave two -ERR lines that named the same link file with
    different counts ('x.txt: NOTHING FETCHED: 0 fetched, 2 failed', then '... 1 failed'), each read as the
    whole file's; the shard's WARC line names its shard (``x.shard-0-of-2.warc.xz``), this one did not."""
    from corpustools.download.run import shard_of

    hosts = [f"127.0.0.{i}" for i in range(20, 60)]
    by_shard = {n: [h for h in hosts if shard_of(h, 2) == n][:2] for n in (0, 1)}
    root = tmp_path / "ws"
    (root / "rss_sources").mkdir(parents=True)
    links = root / "collected_links" / "src"
    links.mkdir(parents=True)
    urls = [f"http://{host}:1/clanek-{n}.html" for n in (0, 1) for host in by_shard[n]]  # port 1: refused
    (links / "x.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
    _old(links / "x.txt")
    said = []
    for shard in ("0/2", "1/2"):
        done = run_cli("download", "-W", str(root), "--allow-private", "--shard", shard, "-w", "5", timeout=180)
        _no_traceback(done)
        said += [line for line in done.stderr.splitlines() if "NOTHING FETCHED" in line]
    assert len(said) == 2, said
    assert "src: x.txt (host shard 0 of 2): NOTHING FETCHED: 0 fetched, 2 failed" in said[0], said
    assert "src: x.txt (host shard 1 of 2): NOTHING FETCHED: 0 fetched, 2 failed" in said[1], said


def test_a_model_folder_named_instead_of_its_tagger_file_is_said_so(tmp_path: Path) -> None:
    """Before: ``tag -l czech-morfflex2.0-pdtc1.0-220710`` (the folder an official model unzips into,
    named instead of the .tagger file in it) said 'MorphoDiTa model ...: no such file', which a user
    looking at the folder cannot make sense of.  Now: a folder, and the .tagger file it holds."""
    from tag_support import model_path

    folder = tmp_path / "czech-morfflex2.0-pdtc1.0-220710"
    folder.mkdir()
    shutil.copy(model_path(), folder / "czech-morfflex2.0-pdtc1.0-220710.tagger")
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    done = run_cli("vert", "-i", str(warc), "-o", str(tmp_path / "a.vert"))
    assert done.returncode == 0, done.stderr
    for flags in (["-l", str(folder)], ["--model", f"cs={folder}"]):
        done = run_cli("tag", "-i", str(tmp_path / "a.vert"), "-o", str(tmp_path / "t.vert"), *flags)
        _no_traceback(done)
        assert done.returncode == 2, done.stderr
        assert "no such file" not in done.stderr
        assert (f"MorphoDiTa model {folder}: a folder, not a model file; did you mean "
                f"{folder / 'czech-morfflex2.0-pdtc1.0-220710.tagger'}?") in done.stderr
        assert not (tmp_path / "t.vert").exists()
    # guard: a path that does not exist is still 'no such file'
    done = run_cli("tag", "-i", str(tmp_path / "a.vert"), "-o", str(tmp_path / "t.vert"), "-l", str(tmp_path / "x.tagger"))
    assert done.returncode == 2 and "x.tagger: no such file" in done.stderr, done.stderr
