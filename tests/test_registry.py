"""``corpustools registry``: the registry declares exactly what the demo's tagged vertical holds; with
CWB installed, the matching cwb-encode line compiles it."""

from __future__ import annotations

import lzma
import re
import shutil
import subprocess
from collections import OrderedDict
from pathlib import Path

import pytest
from big_brother_support import ENV, cli
from vert_support import CS_TEXT, make_warc, page, settings_data

from corpustools.vert.run import convert


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("demo")
    out = subprocess.run(cli("demo"), capture_output=True, text=True, timeout=180, env=ENV, cwd=base)
    assert out.returncode == 0, out.stderr
    return base / "demo-workspace"


def written(files: list[Path]) -> tuple[OrderedDict[str, list[str]], set[int]]:
    """Structures and their attributes as written in the files, read independently of the registry code."""
    found: OrderedDict[str, list[str]] = OrderedDict()
    columns = set()
    for path in files:
        data = lzma.decompress(path.read_bytes()) if path.name.endswith(".xz") else path.read_bytes()
        for line in data.decode("utf-8").splitlines():
            line = line.rstrip("\n")
            m = re.match(r"<([a-z0-9_]+)(.*?)/?>$", line, re.I)
            if m and not line.startswith("</"):
                names = found.setdefault(m[1], [])
                names.extend(a for a in re.findall(r' (\w+)="', m[2]) if a not in names)
            elif not line.startswith("<"):
                columns.add(line.count("\t") + 1)
    return found, columns


def declared(registry: str) -> tuple[OrderedDict[str, list[str]], list[str]]:
    structures: OrderedDict[str, list[str]] = OrderedDict()
    attributes = re.findall(r"^ATTRIBUTE (\w+)$", registry, re.M)
    for name, body in re.findall(r"^STRUCTURE (\w+)(?: \{\n(.*?)^\})?$", registry, re.M | re.S):
        structures[name] = re.findall(r"^\s+ATTRIBUTE (\w+)$", body, re.M)
    return structures, attributes


def test_registry_declares_what_the_demo_tagged_vertical_holds(demo: Path) -> None:
    done = subprocess.run(cli("registry", "news", "-W", str(demo)), capture_output=True, text=True, env=ENV,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    registry = (demo / "registry" / "news").read_text()
    files = sorted((demo / "tagged").glob("*/*.vert.xz"))
    structures, columns = written(files)
    got, attributes = declared(registry)
    assert columns == {3} and attributes == ["word", "lemma", "tag"]
    assert got == structures  # every structure and attribute, in the order written
    assert {"doc", "p", "s", "g", "head"} <= set(got)
    assert re.search(r'^STRUCTURE g \{\n    DISPLAYTAG 0\n    DISPLAYBEGIN "_EMPTY_"\n\}$', registry, re.M)
    assert 'SUBCORPATTRS "doc.source,doc.site,doc.year,doc.month,doc.date,doc.lang,doc.type"' in registry
    assert "DOCSTRUCTURE doc" in registry and 'NAME "news"' in registry
    # the registry's VERTICAL pipeline gives back exactly the tagged verticals
    pipeline = re.search(r'^VERTICAL "\| (.*)"$', registry, re.M)[1]
    text = subprocess.run(["sh", "-c", pipeline], capture_output=True, text=True, check=True).stdout
    assert text == "".join(lzma.open(p, "rt", encoding="utf-8").read() for p in files)
    # the cwb-encode line: printed, written beside the registry, and names the same attributes
    line = done.stdout.strip()
    assert line in (demo / "registry" / "news.cwb-encode.sh").read_text()
    assert "-P lemma -P tag" in line and "-S doc:0+" + "+".join(structures["doc"]) in line
    if shutil.which("cwb-encode") and shutil.which("cwb-makeall"):
        subprocess.run(["sh", str(demo / "registry" / "news.cwb-encode.sh")], check=True, timeout=120)
        described = subprocess.run(["cwb-describe-corpus", "-r", str(demo / "registry" / "cwb"), "NEWS"],
                                   capture_output=True, text=True, check=True).stdout
        assert "lemma" in described and "doc_date" in described


def test_untagged_verticals_have_word_only_and_knot_is_refused(tmp_path: Path) -> None:
    html = page(f"<article><h1>Titulek</h1><p>{CS_TEXT} <a href='/b'>odkaz</a>.</p></article>")
    warc = make_warc(tmp_path / "a.warc.gz", [dict(html=html)])
    convert(settings_data(), [warc], tmp_path / "a.vert", workers=1, source="s")
    convert(settings_data(format="knot"), [warc], tmp_path / "k.vert", workers=1, source="s")
    done = subprocess.run(cli("registry", "plain", "-W", str(tmp_path), "-i", str(tmp_path / "a.vert")),
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr
    got, attributes = declared((tmp_path / "registry" / "plain").read_text())
    assert attributes == ["word"] and got["link"] == ["url"] and got["p"] == ["lang"]
    new = page(f"<article><h1>Titulek</h1><h2>Mezititulek</h2><p>{CS_TEXT}</p><figure><img src='/i.jpg'>"
               f"<figcaption>{CS_TEXT}</figcaption></figure></article>")
    convert(settings_data(format="new"), [make_warc(tmp_path / "n.warc.gz", [dict(html=new)])], tmp_path / "n.vert",
            workers=1, source="s")
    done = subprocess.run(cli("registry", "new", "-W", str(tmp_path), "-i", str(tmp_path / "n.vert")),
                          capture_output=True, text=True, env=ENV, timeout=120)
    got, _ = declared((tmp_path / "registry" / "new").read_text())
    assert got == written([tmp_path / "n.vert"])[0] and got["img"] == ["url"]
    assert " -0 img" in done.stdout and " -0 g" in done.stdout and "-S img" not in done.stdout
    done = subprocess.run(cli("registry", "knot", "-W", str(tmp_path), "-i", str(tmp_path / "k.vert")),
                          capture_output=True, text=True, env=ENV, timeout=120)
    assert done.returncode == 1 and "knot" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "registry" / "knot").exists()
