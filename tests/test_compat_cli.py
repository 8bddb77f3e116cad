"""Old command lines from the original system's documentation run unchanged (but for the program
name): standard input in ad hoc mode, ``-t`` for the tokenizer and the tagger, ``-l``, ``-p``,
``--format_new``; workspace mode stays the default when neither ``-i`` nor ``-o`` is given."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

from collect_support import feed_route, link_urls, make_workspace, rss2
from httpserver import Route
from log_support import unstamped
from tag_support import model_path
from vert_support import CS_TEXT, CS_TEXT2, page

from corpustools.vertical.lint import lint_file

PROGRAM = f"{shlex.quote(sys.executable)} -m corpustools"


def shell(command: str, cwd: Path) -> subprocess.CompletedProcess:
    """Run a command line as a cron job would, through /bin/sh, with its redirections."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(["/bin/sh", "-c", command], cwd=cwd, capture_output=True, text=True, timeout=180, env=env)


def _site(serve):
    article = page(f"<article><h1>Rozpočet</h1><p>{CS_TEXT}</p><h2>Co bude dál s rozpočtem</h2><p>{CS_TEXT2}</p>"
                   "</article>", "Rozpočet")
    server = serve({"/robots.txt": Route("", status=404), "/a": Route(article), "/b": Route(article.replace(
        "Rozpočet", "Schodek"))}, host="127.0.0.61")
    server.routes["/rss"] = feed_route(rss2([("A", server.url("/a")), ("B", server.url("/b"))]))
    return server


def test_the_old_chain_with_standard_input_and_old_flags(serve, tmp_path):
    server = _site(serve)
    (tmp_path / "feeds.txt").write_text(server.url("/rss") + "\n")
    run_tokenizer = tmp_path / "run_tokenizer"  # the old system passed MorphoDiTa's program
    run_tokenizer.write_text("#!/bin/sh\nexit 1\n")
    run_tokenizer.chmod(0o755)
    run_tagger = tmp_path / "run_tagger"
    run_tagger.write_text("#!/bin/sh\nexit 1\n")
    run_tagger.chmod(0o755)

    # link_collector.py -o links.txt < feeds.txt (the old -w 5 -m 50 too)
    done = shell(f"{PROGRAM} collect -o links.txt -w 5 -m 50 --allow-private -e log.txt < feeds.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(link_urls(tmp_path / "links.txt")) == [server.url("/a"), server.url("/b")]
    # page_downloader.py -o out.warc.xz < links.txt
    done = shell(f"{PROGRAM} download -o out.warc.xz -w 5 --allow-private -e log.txt < links.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    assert [h.path for h in server.hits if h.path in ("/a", "/b")] in (["/a", "/b"], ["/b", "/a"])
    # html_to_vert.py -o out.vert -l -f -m 2 -t .../run_tokenizer -i out.warc.xz, and from stdin
    done = shell(f"{PROGRAM} vert -o out.vert -l -f -m 2 -t {run_tokenizer} -i out.warc.xz -e log.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    from_stdin = shell(f"{PROGRAM} vert -o stdin.vert --format_new -m 1 -e log.txt < out.warc.xz", tmp_path)
    assert from_stdin.returncode == 0, from_stdin.stderr
    vert = (tmp_path / "out.vert").read_text()
    assert vert.count("<doc ") == 2 and '<h2 lang="cs">' in vert and lint_file(tmp_path / "out.vert") == []
    assert (tmp_path / "stdin.vert").read_text().replace('source="stdin"', f'source="{tmp_path.name}"').replace(
        'warc="stdin:', 'warc="out.warc.xz:') == vert
    # tagger.py -o out.tagged -l cs=MODEL -m 1 -t .../run_tagger -p 50 -i out.vert, and -t MODEL
    done = shell(f"{PROGRAM} tag -o tagged.vert -l cs={model_path()} -m 1 -t {run_tagger} -p 50 -i out.vert "
                 "-e log.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    done = shell(f"{PROGRAM} tag -o tagged2.vert -t {model_path()} -e log.txt < out.vert", tmp_path)
    assert done.returncode == 0, done.stderr
    tagged = (tmp_path / "tagged.vert").read_text()
    assert tagged == (tmp_path / "tagged2.vert").read_text()
    assert ".\t.\tPUNC" in tagged and "\t-\n" not in tagged  # tagged by the model, not the placeholder
    log = unstamped((tmp_path / "log.txt").read_text())
    assert f"-WARN vert: tokenizer {run_tokenizer}: MorphoDiTa's run_tokenizer program is not needed" in log
    assert f"-WARN tag: -t {run_tagger}: MorphoDiTa's run_tagger program is not needed" in log
    assert "-ERR" not in log


def test_a_tokenizer_by_name_or_model_file_and_a_bad_one(tmp_path):
    from vert_support import make_warc

    make_warc(tmp_path / "in.warc.gz", [{"url": "https://www.example.cz/a",
                                         "html": page(f"<article><p>{CS_TEXT} Stojí 3,5 mil. Kč.</p></article>")}])
    outputs = {}
    for name in ("czech", "generic", model_path()):
        out = tmp_path / f"{Path(name).name}.vert"
        done = shell(f"{PROGRAM} vert -i in.warc.gz -o {out} -m 1 -t {name}", tmp_path)
        assert done.returncode == 0, done.stderr
        outputs[name] = out.read_text()
    assert outputs["czech"] != outputs["generic"]  # the choice reaches the workers
    assert "<doc " in outputs[model_path()]
    bad = shell(f"{PROGRAM} vert -i in.warc.gz -o bad.vert -t klingon", tmp_path)
    assert bad.returncode == 2 and "tokenizer 'klingon': neither a tokenizer name" in bad.stderr
    assert not (tmp_path / "bad.vert").exists()


def test_without_i_and_o_it_is_workspace_mode_even_with_input_waiting(serve, tmp_path):
    server = _site(serve)
    ws = make_workspace(tmp_path / "ws", {"news": [server.url("/rss")]})
    (tmp_path / "other.txt").write_text("http://not.polled.example/rss\n")
    done = shell(f"{PROGRAM} collect -W ws --allow-private --pause 0 < other.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    [link_file] = list((ws.collected_links / "news").glob("*.collected"))
    assert sorted(link_urls(link_file)) == [server.url("/a"), server.url("/b")]
    # -i with no file reads standard input in ad hoc mode and writes to stdout
    listed = shell(f"{PROGRAM} collect --allow-private -i < other.txt", tmp_path)
    assert listed.returncode == 1 and "not.polled.example" in listed.stderr and not listed.stdout
