"""``corpustools demo``: the whole chain on the built-in sample, offline, in well under a minute.

It creates a workspace (``./demo-workspace`` unless ``--workspace`` says otherwise), serves the sample
news sites of :mod:`corpustools.sample` from loopback addresses, writes their feed lists to
``rss_sources/`` and a ``corpustools.toml`` (loopback allowed, the MorphoDiTa test model for Czech and
Slovak, English left without a model to show the placeholder tag), runs ``big-brother --once`` and
prints what happened: links, pages, documents, tokens, languages, the files written and the first lines
of a tagged vertical.
"""

from __future__ import annotations

import logging
import lzma
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import tomli_w

from corpustools.config import CONFIG_NAME, load_settings
from corpustools.errors import UsageError
from corpustools.workspace import Workspace

log = logging.getLogger(__name__)

DEMO_MARK = ".corpustools-demo"
MODEL_ENV = "CORPUSTOOLS_TEST_MODEL"


def find_test_model(explicit: str | None = None) -> Path | None:
    """The tagger for the demo: ``--model``; ``$CORPUSTOOLS_TEST_MODEL`` when set (only there); else
    ``models/test/test.tagger`` in the current folder or the source checkout, or the user's copy
    fetched by ``corpustools models fetch-test`` (``~/.local/share/corpustools/models/test/``)."""
    from corpustools.tag.models import default_test_model

    if os.environ.get(MODEL_ENV) and not explicit:
        path = Path(os.environ[MODEL_ENV])
        return path.resolve() if path.is_file() else None
    repo = Path(__file__).resolve().parent.parent
    candidates = [explicit, str(Path.cwd() / "models/test/test.tagger"), str(repo / "models/test/test.tagger"),
                  str(default_test_model())]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return Path(candidate).resolve()
    if explicit:
        raise UsageError(f"{explicit}: no such model file")
    return None


def prepare_workspace(root: Path) -> Workspace:
    """A fresh demo workspace; refuses to touch a folder that holds anything but an earlier demo."""
    if root.exists():
        if (root / DEMO_MARK).exists():
            foreign = _foreign_lists(root)
            if foreign:
                raise UsageError(f"{root}: the demo workspace now has feed lists of its own ({', '.join(foreign)}); "
                                 f"it is not replaced. Give the demo another --workspace, or remove "
                                 f"{root / DEMO_MARK} to keep this one as a real workspace")
            shutil.rmtree(root)
        elif root.is_dir() and not any(root.iterdir()):
            pass
        else:
            raise UsageError(f"{root}: exists and is not a demo workspace; give another --workspace "
                             f"or remove it (the demo only replaces its own earlier workspace)")
    workspace = Workspace.at(root).ensure()
    (workspace.root / DEMO_MARK).write_text("created by 'corpustools demo'; replaced by the next demo run\n")
    return workspace


def _foreign_lists(root: Path) -> list[str]:
    """Feed lists that are neither the sample's nor discovery's: the user has made this workspace real."""
    from corpustools.sample import SAMPLE_DIR

    ours = {p.name for p in (SAMPLE_DIR / "rss_sources").glob("*.txt")} | {"automatic_collection.txt"}
    return sorted(p.name for p in (root / "rss_sources").glob("*.txt") if p.name not in ours)


def demo_config(model: Path | None) -> dict[str, Any]:
    config: dict[str, Any] = {
        "allow_private": True,  # the sample sites are on loopback addresses
        "pause": 1.0,
        "timeout": 10.0,
        "download": {"workers": 4},
        "vert": {"workers": 2},
        "tag": {"workers": 2},
        "big_brother": {"stage_time_limit": 300.0},
    }
    if model is not None:
        config["tag"]["models"] = {"cs": str(model), "sk": str(model)}
    return config


def run_demo(root: Path, model: str | None = None, log_errors: str | None = None,
             log_level: int = logging.INFO, out: Any = None) -> int:
    """Build the demo workspace, run one big-brother cycle against the sample server, tell the story."""
    from corpustools.big_brother import Supervisor
    from corpustools.sample.server import SampleServer
    from corpustools.stats import StatsDB
    from corpustools.summary import workspace_summary

    out = out or sys.stdout
    say = lambda text="": print(text, file=out, flush=True)  # noqa: E731
    tagger = find_test_model(model)
    workspace = prepare_workspace(root)
    if tagger is None:
        tagger = _fetch_test_model(say)
    with SampleServer() as server:
        server.write_sources(workspace.rss_sources)
        (workspace.root / CONFIG_NAME).write_text(
            "# written by 'corpustools demo': settings for the built-in sample on loopback addresses\n"
            + tomli_w.dumps(demo_config(tagger)), "utf-8")
        say(f"corpustools demo: workspace {workspace.root}")
        for site in server.sites:
            say(f"  serving {server.bases[site.name]}/  {site.title}")
        if tagger is None:
            say("  no MorphoDiTa model (try 'corpustools models fetch-test'): every token gets the placeholder tag")
        say("running: corpustools big-brother --once (log lines below)\n")
        settings = load_settings(workspace.root)
        status = Supervisor(settings, workspace, log_errors=log_errors, log_level=log_level).run(once=True)
        requests_served = len(server.hits)
    with StatsDB.open(workspace) as db:
        summary = workspace_summary(workspace, db)
    say()
    say(story(workspace, summary, requests_served, tagger))
    return status


def _fetch_test_model(say: Any) -> Path | None:
    """Fetch the test model for a demo that has none (a plain ``pip install``), saying so."""
    from corpustools.tag.models import default_test_model, fetch_test_model

    target = default_test_model()
    say(f"corpustools demo: no MorphoDiTa model yet; fetching the small test model into {target} "
        f"(once; from the ufal.morphodita sources on PyPI, as 'corpustools models fetch-test' does)")
    try:
        return fetch_test_model().resolve()
    except (RuntimeError, OSError) as exc:
        log.warning(f"the MorphoDiTa test model could not be fetched: {exc}")
        return None


def _count(summary: dict[str, Any], key: str) -> int:
    return int(summary["totals"].get(key, 0))


def story(workspace: Workspace, summary: dict[str, Any], requests_served: int, tagger: Path | None) -> str:
    """What the demo did, in plain words, with the paths to look at."""
    runs = summary["last_runs"]
    lines = ["What happened:"]
    lists = [p for p in workspace.source_lists() if not p.name.startswith("automatic")]
    lines.append(f"  collect   {len(lists)} feed lists, {_count(summary, 'feeds_polled')} feeds "
                 f"polled, {_count(summary, 'new_links')} new links -> collected_links/")
    failures = ", ".join(f"{v:g} {k}" for k, v in summary["failures_by_reason"].items()) or "none"
    skipped = ", ".join(f"{v:g} by {k}" for k, v in summary["skipped_by_reason"].items()) or "none"
    lines.append(f"  download  {_count(summary, 'pages')} pages fetched, failed: {failures}, skipped: {skipped}; "
                 f"{_count(summary, 'warcs')} WARC files; the sample sites answered {requests_served} requests")
    total = sum(summary["languages"].values()) or 1
    langs = ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in summary["languages"].items()) or "none"
    lines.append(f"  vert      {_count(summary, 'documents')} documents, {_count(summary, 'tokens')} tokens; "
                 f"languages: {langs}")
    model = f"cs and sk with {tagger}" if tagger else "no model"
    lines.append(f"  tag       {_count(summary, 'tagged_tokens')} tokens tagged ({model}; other languages get "
                 f"the placeholder tag)")
    if tagger is not None and tagger.name == "test.tagger":
        lines.append("            (the small test model knows only a few words, so most tags are UNK; "
                     "'./configure.sh --models' installs the real Czech and English models)")
    found = int(summary["totals"].get("feeds_found", 0))
    if "discover" in runs:
        lines.append(f"  discover  looked for feeds on the sites' home pages: {found} new feed(s) added to "
                     f"rss_sources/automatic_collection.txt, polled on the next run")
    bad = [f"{stage}: {run['outcome']} {run.get('message') or ''}".strip() for stage, run in runs.items()
           if run["outcome"] != "ok"]
    if bad:
        lines.append("  problems: " + "; ".join(bad))
    lines.append("")
    lines.append("Files:")
    for label, folder, pattern in (("WARC", workspace.warcs, "*/*.warc.xz"), ("vertical", workspace.verts, "*/*.vert.xz"),
                                   ("tagged", workspace.tagged, "*/*.vert.xz")):
        for path in sorted(folder.glob(pattern)):
            lines.append(f"  {label:<9} {path.relative_to(workspace.root.parent)}")
    tagged = sorted(workspace.tagged.glob("*/*.vert.xz"), key=lambda p: (not p.parent.name.startswith("cs"), str(p)))
    tagged_example = tagged[0] if tagged else None
    lines.append(f"  log       {(workspace.logs).relative_to(workspace.root.parent)}/ ; "
                 f"statistics: {(workspace.state / 'stats.sqlite').relative_to(workspace.root.parent)}")
    if tagged_example is not None:
        lines.append("")
        lines.append(f"The first lines of {tagged_example.relative_to(workspace.root.parent)} (word, lemma, tag):")
        with lzma.open(tagged_example, "rt", encoding="utf-8", errors="replace") as fh:
            shown, in_text = 0, False
            for line in fh:
                in_text = in_text or line.startswith("<p")
                if line.startswith("<doc") or in_text:  # the document line, then its first paragraph
                    lines.append("  " + line.rstrip("\n")[:160])
                    shown += 1
                if shown >= 18:
                    break
    ws = workspace.root
    lines.append("")
    lines.append("Next: corpustools stats -W {0} ; corpustools report -W {0} -o report.html ; "
                 "to crawl the real web, put your feed lists into rss_sources/ of a new workspace "
                 "(see docs/big-brother.md: 'From the demo to the real web').".format(_shown(ws)))
    return "\n".join(lines)


def _shown(path: Path) -> str:
    """The workspace as a user would type it: relative below the current folder, absolute elsewhere."""
    relative = os.path.relpath(path)
    return str(path) if relative.startswith("..") else relative
