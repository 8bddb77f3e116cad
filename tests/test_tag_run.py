"""The tag stage end to end: CLI ad hoc and workspace modes, shard contract, workers, errors."""

from __future__ import annotations

import json
import lzma
import os
import re

import pytest
from log_support import unstamped
from tag_support import assert_lints, many_documents, model_path, read_text, skeleton, token_words, write_text

from corpustools.cli import main
from corpustools.config import load_settings
from corpustools.tag import registry
from corpustools.tag import run as tag_run
from corpustools.workspace import Workspace, is_done, marker_path, read_marker

NO_DEDUP = "[dedup]\nenabled = false\n"  # tag reads verts/ (with dedup on it reads deduped/)


def small_chunks_config(tmp_path, chunk_bytes=400):
    config = tmp_path / "small-chunks.toml"
    config.write_text(f"[tag]\nchunk_bytes = {chunk_bytes}\n{NO_DEDUP}")
    return str(config)


def test_cli_ad_hoc_xz_output_is_tagged_and_passes_lint(tmp_path, capsys):
    source = write_text(tmp_path / "in.vert", many_documents(12))
    out = tmp_path / "out.vert.xz"
    rc = main(["tag", "-i", str(source), "-o", str(out), "--model", f"cs={model_path()}", "-m", "1"])
    assert rc == 0
    text = read_text(out)
    assert skeleton(text) == skeleton(source.read_text())
    assert token_words(text) == token_words(source.read_text())
    assert "Vidím\tvidět\tVS1" in text and "kočky\tkočky\t-" in text  # cs tagged, en placeholder
    assert re.search(r"\+OK tag: .*12 documents, \d+ tokens.*without a model \(en: \d+\)", unstamped(capsys.readouterr().err))
    assert_lints(out)


def test_output_is_byte_identical_for_one_and_two_workers(tmp_path):
    source = write_text(tmp_path / "in.vert.xz", many_documents(150))
    config = small_chunks_config(tmp_path)
    outputs = []
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}.vert.xz"
        assert main(["tag", "-c", config, "-i", str(source), "-o", str(out), "-l", model_path(), "-m", workers]) == 0
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    assert outputs[0].count(b"\xfd7zXZ") > 5  # many independent xz streams: the chunks really were split
    assert lzma.decompress(outputs[0]).count(b"</doc>\n") == 150


def test_models_are_loaded_once_in_the_parent_before_the_workers_fork(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_TAGGERS", {})  # forget what earlier tests loaded in this process
    monkeypatch.setattr(registry, "_MODEL_SETS", {})
    source = write_text(tmp_path / "in.vert", many_documents(80))
    log_file = tmp_path / "tag.log"
    rc = main(["tag", "-v", "-e", str(log_file), "-c", small_chunks_config(tmp_path), "-i", str(source),
               "-o", str(tmp_path / "out.vert"), "-l", model_path(), "-m", "2"])
    assert rc == 0
    loads = [line for line in log_file.read_text().splitlines() if "loaded MorphoDiTa model" in line]
    assert len(loads) == 1 and f"in process {os.getpid()}" in loads[0]


def test_workspace_mode_tags_every_vertical_skips_done_and_writes_markers(tmp_path):
    ws = Workspace.at(tmp_path).ensure()
    write_text(ws.verts / "cs_media" / "20261120T100000Z.vert.xz", many_documents(5))
    write_text(ws.verts / "en_media" / "20261120T110000Z.vert.xz", many_documents(3, ("en",)))
    (tmp_path / "corpustools.toml").write_text(f'[tag]\ndefault_model = "{model_path()}"\nworkers = 2\n{NO_DEDUP}')
    assert main(["tag", "-W", str(tmp_path)]) == 0
    out = ws.tagged / "cs_media" / "20261120T100000Z.vert.xz"
    assert is_done(out) and is_done(ws.tagged / "en_media" / "20261120T110000Z.vert.xz")
    assert read_marker(out)["stats"]["documents"] == 5
    assert (ws.tagged / "effective-settings.toml").exists()
    assert "Vidím\tvidět\tVS1" in read_text(out)
    assert_lints(out)
    assert not [p for p in ws.tagged.rglob(".*.tmp-*")]
    before = out.stat().st_mtime_ns
    results = tag_run.tag_workspace(load_settings(tmp_path), ws)
    assert results == {} and out.stat().st_mtime_ns == before  # a rerun does only what is missing


def test_tag_shard_contract(tmp_path):
    source = write_text(tmp_path / "verts" / "a.vert.xz", many_documents(7))
    out = tmp_path / "tagged" / "a.vert.xz"
    settings = load_settings(None, {"tag.models": {"cs": model_path(), "en": model_path()}})
    counters = tag_run.tag_shard(settings.data, str(source), str(out))
    assert counters["documents"] == 7 and counters["tokens"] == len(token_words(many_documents(7)))
    assert json.loads(marker_path(out).read_text())["stats"]["tokens"] == counters["tokens"]
    assert sorted(p.name for p in out.parent.iterdir()) == ["a.vert.xz", "a.vert.xz.done"]


def test_missing_model_fails_before_any_output(tmp_path, capsys):
    ws = Workspace.at(tmp_path).ensure()
    write_text(ws.verts / "cs_media" / "a.vert.xz", many_documents(2))
    (tmp_path / "corpustools.toml").write_text(NO_DEDUP)
    missing = tmp_path / "models" / "czech.tagger"
    assert main(["tag", "-W", str(tmp_path), "--model", f"cs={missing}"]) == 2
    err = unstamped(capsys.readouterr().err)
    assert f"-ERR tag: MorphoDiTa model {missing}: no such file" in err and "./configure.sh --models" in err
    assert not list(ws.tagged.rglob("*.vert.xz"))
    out = tmp_path / "x.vert"
    assert main(["tag", "-i", str(ws.verts / "cs_media" / "a.vert.xz"), "-o", str(out)]) == 2
    assert "no MorphoDiTa model configured" in capsys.readouterr().err and not out.exists()


def test_malformed_input_reports_file_and_line_and_keeps_the_rest(tmp_path, capsys):
    text = many_documents(3).replace("<s>\nVidím", "<s>\n<Vidím", 1)
    source = write_text(tmp_path / "bad.vert", text)
    out = tmp_path / "out.vert"
    assert main(["tag", "-i", str(source), "-o", str(out), "-l", model_path()]) == 1
    line_no = text.split("\n").index("<Vidím") + 1
    assert f"-ERR tag: {source}:{line_no}: starts with '<' but is no structure" in unstamped(capsys.readouterr().err)
    assert read_text(out).count("<doc ") == 2
    assert_lints(out)


def test_truncated_input_is_tagged_up_to_its_break_and_said(tmp_path, capsys):
    """A .vert.xz cut short in the middle (a copy that stopped) is read up to where its stream breaks, as a
    plain vertical cut short is: the whole documents before the break are tagged, the one cut is left out
    in one -ERR line (exit status 1); the other files go on (before: the whole file was lost, every run)."""
    ws = Workspace.at(tmp_path).ensure()
    good = write_text(ws.verts / "src" / "b.vert.xz", many_documents(4))
    (tmp_path / "corpustools.toml").write_text(NO_DEDUP)
    broken = ws.verts / "src" / "a.vert.xz"
    data = lzma.compress(many_documents(400).encode())
    broken.write_bytes(data[: len(data) // 2])
    assert main(["tag", "-W", str(tmp_path), "-l", model_path(), "-m", "1"]) == 1
    err = unstamped(capsys.readouterr().err)
    assert re.search(r"-ERR tag: .*a\.vert\.xz:\d+: truncated input .* in document id=\"\w+\"; that document is "
                     r"left out", err), err
    out = ws.tagged / "src" / "a.vert.xz"
    assert_lints(out)
    docs = read_text(out).count("</doc>")
    assert 100 < docs < 400 and f"src/a.vert.xz: {docs} documents" in err, err
    assert is_done(out) and not list((ws.tagged / "src").glob(".*tmp*"))
    assert is_done(ws.tagged / "src" / good.name)


def _crash_on_marker(data, first_line, name, models, **how):
    if b"\nCRASH\n" in data:
        os._exit(7)  # a worker dying as if killed
    return _real_tag_chunk(data, first_line, name, models, **how)


_real_tag_chunk = tag_run.tag_chunk


@pytest.mark.timeout(120)
def test_a_dying_worker_does_not_hang_the_run(tmp_path, monkeypatch, capsys):
    ws = Workspace.at(tmp_path).ensure()
    write_text(ws.verts / "src" / "a.vert.xz", many_documents(40).replace("kočka\n", "CRASH\n", 1))
    write_text(ws.verts / "src" / "b.vert.xz", many_documents(40))
    monkeypatch.setattr(tag_run, "tag_chunk", _crash_on_marker)  # inherited by the forked workers
    rc = main(["tag", "-W", str(tmp_path), "-l", model_path(), "-m", "2", "-c", small_chunks_config(tmp_path)])
    assert rc == 1
    assert "src/a.vert.xz: a tagging worker died" in capsys.readouterr().err
    assert not (ws.tagged / "src" / "a.vert.xz").exists()
    assert is_done(ws.tagged / "src" / "b.vert.xz")  # the next file got a fresh pool


def test_compression_is_recognised_by_content_and_truncation_is_reported(tmp_path, capsys):
    packed = tmp_path / "named-plain.vert"  # xz inside, whatever the name says
    packed.write_bytes(lzma.compress(many_documents(3).encode()))
    out = tmp_path / "out.vert"
    assert main(["tag", "-i", str(packed), "-o", str(out), "-l", model_path()]) == 0
    assert read_text(out).count("</doc>") == 3
    truncated = tmp_path / "cut.vert.xz"
    truncated.write_bytes(packed.read_bytes()[:40])
    out2 = tmp_path / "out2.vert"
    assert main(["tag", "-i", str(truncated), "-o", str(out2), "-l", model_path()]) == 1
    assert re.search(r"cut\.vert\.xz:1: truncated input .*no whole document", capsys.readouterr().err)
    assert not out2.exists()


def _workspace_with(tmp_path, name, files):
    ws = Workspace.at(tmp_path / name).ensure()
    for i, text in enumerate(files):
        write_text(ws.verts / "src" / f"{i:02d}.vert.xz", text)
    (ws.root / "corpustools.toml").write_text(NO_DEDUP)
    return ws


@pytest.mark.timeout(120)
def test_many_files_are_tagged_a_file_per_worker_with_the_same_bytes(tmp_path, monkeypatch, capsys):
    files = [many_documents(10 + i) for i in range(6)]
    one = _workspace_with(tmp_path, "one", files)
    two = _workspace_with(tmp_path, "two", files)
    broken = two.verts / "src" / "03.vert.xz"
    broken.write_bytes(broken.read_bytes()[:60])
    write_text(two.verts / "src" / "99.vert.xz", many_documents(30).replace("kočka\n", "CRASH\n", 1))
    assert main(["tag", "-W", str(one.root), "-l", model_path(), "-m", "1"]) == 0
    monkeypatch.setattr(tag_run, "tag_chunk", _crash_on_marker)
    assert main(["tag", "-W", str(two.root), "-l", model_path(), "-m", "2"]) == 1  # 7 files: one per worker
    err = capsys.readouterr().err
    assert "src/99.vert.xz: a tagging worker died" in err and re.search(r"03\.vert\.xz:\d+: truncated input", err)
    assert not (two.tagged / "src" / "99.vert.xz").exists() and not (two.tagged / "src" / "03.vert.xz").exists()
    monkeypatch.setattr(tag_run, "tag_chunk", _real_tag_chunk)
    main(["tag", "-W", str(two.root), "-l", model_path(), "-m", "2"])  # a rerun does what was lost
    for i in (0, 1, 2, 4, 5):
        name = f"{i:02d}.vert.xz"
        assert (two.tagged / "src" / name).read_bytes() == (one.tagged / "src" / name).read_bytes()
        assert is_done(two.tagged / "src" / name)
    assert is_done(two.tagged / "src" / "99.vert.xz")
