"""The Stage registry: a new stage is one module (its Stage) plus one registry line, and the executors,
the pending rule, the chain and the statistics take it from there.  The example stage is written and
registered by the test itself."""

from __future__ import annotations

import lzma
import textwrap
from pathlib import Path

import pytest
from executors_support import settings
from tag_support import many_documents, write_text

from corpustools import executors, stages
from corpustools.stats import StatsDB
from corpustools.workspace import Workspace, is_done, mark_done, read_marker

EXAMPLE = '''
"""An example stage: every vertical upper-cased (verts/ -> upper/), between vert and tag."""

import lzma

from corpustools.stages import Stage
from corpustools.workspace import atomic_write, mark_done

SWITCHED_ON = {"on": True}


def shard(settings_data, input_path, output_path, **resources):
    data = lzma.decompress(open(input_path, "rb").read()).upper()
    with atomic_write(output_path, "wb") as fh:
        fh.write(lzma.compress(data))
    counters = {"documents": data.count(b"<DOC "), "bytes": len(data)}
    mark_done(output_path, counters)
    return counters


def enabled(settings):
    return SWITCHED_ON["on"]


STAGE = Stage(name="upper", summary="verticals upper-cased", writes="upper", suffixes=(".vert.xz",),
              shard="example_upper:shard", enabled="example_upper:enabled")
'''


@pytest.fixture
def example_stage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    code = tmp_path / "code"
    code.mkdir()
    (code / "example_upper.py").write_text(textwrap.dedent(EXAMPLE), "utf-8")
    monkeypatch.syspath_prepend(str(code))
    at = stages.REGISTRY.index("corpustools.vert.stage") + 1
    monkeypatch.setattr(stages, "REGISTRY", stages.REGISTRY[:at] + ("example_upper",) + stages.REGISTRY[at:])
    import example_upper

    example_upper.SWITCHED_ON["on"] = True
    return example_upper


def test_an_example_stage_plugs_into_the_chain_with_one_registry_line(example_stage, tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path / "ws").ensure()
    vertical = ws.verts / "src" / "day1.vert.xz"
    write_text(vertical, many_documents(3))
    mark_done(vertical)
    conf = settings(ws.root, dedup__enabled=False)  # tag reads the stage right before it

    assert stages.names() == ("collect", "download", "vert", "upper", "dedup", "tag", "discover")
    assert [s.name for s in stages.file_stages(conf)] == ["download", "vert", "upper", "tag"]
    assert [s.name for s in stages.file_stages(settings(ws.root))] == ["download", "vert", "upper", "dedup", "tag"]
    [unit] = stages.pending("upper", ws, conf)
    assert (unit.input, unit.output) == (vertical, ws.root / "upper" / "src" / "day1.vert.xz")
    assert stages.pending("tag", ws, conf) == []  # tag reads upper/ now, still empty

    results = executors.run("upper", conf, ws)  # the local executor loops over the pending units

    assert results == {"src": {"documents": 3, "bytes": len(lzma.decompress(unit.output.read_bytes()))}}
    assert is_done(unit.output) and read_marker(unit.output)["stats"]["documents"] == 3
    assert lzma.decompress(unit.output.read_bytes()) == lzma.decompress(vertical.read_bytes()).upper()
    assert (ws.root / "upper" / "effective-settings.toml").exists()
    assert stages.pending("upper", ws, conf) == [] and executors.run("upper", conf, ws) == {}
    [tag_unit] = stages.pending("tag", ws, conf)
    assert (tag_unit.input, tag_unit.output) == (unit.output, ws.tagged / "src" / "day1.vert.xz")
    with StatsDB.open(ws) as db:  # stats count the new stage's outputs from their markers
        db.index_outputs(ws)
        assert [(r["kind"], r["stats"]["documents"]) for r in db.outputs("upper")] == [("upper", 3)]


def test_a_stage_switched_off_is_skipped_and_the_next_reads_the_one_before(example_stage, tmp_path: Path) -> None:
    ws = Workspace.at(tmp_path / "ws").ensure()
    vertical = ws.verts / "src" / "day1.vert.xz"
    write_text(vertical, many_documents(2))
    example_stage.SWITCHED_ON["on"] = False
    conf = settings(ws.root, dedup__enabled=False)

    assert [s.name for s in stages.file_stages(conf)] == ["download", "vert", "tag"]
    assert [u.input for u in stages.pending("tag", ws, conf)] == [vertical]


def test_an_unknown_stage_is_named_with_the_known_ones() -> None:
    with pytest.raises(KeyError, match="collect, download, vert, dedup, tag, discover"):
        stages.get("nope")


def test_a_stage_reads_its_typed_options_once_from_the_settings() -> None:
    conf = settings(None, vert__format="new", vert__languages=["cs", "sk"], tag__placeholder_tag="X")
    vert = stages.get("vert").options_of(conf.data)
    tag = stages.get("tag").options_of(conf.data)
    assert (vert.format, vert.languages, vert.max_html_bytes) == ("new", ("cs", "sk"), conf.get("vert.max_html_bytes"))
    assert tag.placeholder_tag == "X" and tag.guesser is conf.get("tag.guesser")
    with pytest.raises(AttributeError):  # frozen
        vert.format = "knot"
