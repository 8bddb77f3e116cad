"""What a new user hits, twenty-first round, run as a user runs it (real processes, real files): a file
standing where the workspace keeps a folder, a language code that is no language in the settings, and
what each command's --help says about its exit status.

Each test here failed before its fix (each says what happened instead)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from big_brother_support import run_cli
from tag_support import model_path
from vert_support import CS_TEXT, make_warc, page

OLD = time.time() - 7200  # a WARC dropped in by hand is taken once it has not changed for a minute


def _workspace(root: Path) -> Path:
    (root / "rss_sources").mkdir(parents=True)
    (root / "warcs" / "zpravy").mkdir(parents=True)
    warc = make_warc(root / "warcs" / "zpravy" / "den.warc.gz",
                     [{"url": "https://www.example.cz/clanek/1", "html": page(f"<article><p>{CS_TEXT}</p></article>")}])
    os.utime(warc, (OLD, OLD))
    return root


def _said_clearly(stderr: str, path: Path) -> None:
    assert f"{path}: a file where a folder is needed" in stderr, stderr
    assert "File exists" not in stderr and "Not a directory" not in stderr, stderr
    assert "Traceback" not in stderr, stderr


@pytest.mark.parametrize("in_the_way", ["verts", "verts/zpravy"])
def test_a_file_where_the_workspace_keeps_a_folder_is_named_with_the_way_out(tmp_path: Path, in_the_way: str) -> None:
    """Before: '-ERR vert: /data/corpus/verts: File exists' (or '.../den.warc.gz: .../verts/zpravy: File
    exists'): the system's words for a mkdir over a file, which neither say that the file is the problem
    nor what to do.  Now the line names the file, says a folder is needed there and to move it; status 1,
    and once it is moved the same command does the work."""
    root = _workspace(tmp_path / "ws")
    blocker = root / in_the_way
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("notes\n", "utf-8")
    run = run_cli("vert", "-m", "1", cwd=root)
    assert run.returncode == 1, run.stderr
    _said_clearly(run.stderr, blocker)
    blocker.unlink()
    run = run_cli("vert", "-m", "1", cwd=root)
    assert run.returncode == 0 and "1 documents" in run.stderr, run.stderr


def test_a_file_in_the_way_of_the_tagged_folder_and_of_the_log_is_named(tmp_path: Path) -> None:
    """Before: 'tag: /data/corpus/tagged/zpravy: File exists' and '-e/--errors logs/x.log: cannot write the
    log there (File exists)' when 'logs' was a file, '(Not a directory)' for 'logs/day/x.log'."""
    root = _workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text("[dedup]\nenabled = false\n", "utf-8")
    assert run_cli("vert", "-m", "1", cwd=root).returncode == 0
    (root / "tagged").mkdir(exist_ok=True)
    (root / "tagged" / "zpravy").write_text("", "utf-8")
    run = run_cli("tag", "-l", model_path(), "-m", "1", cwd=root)
    assert run.returncode == 1, run.stderr
    _said_clearly(run.stderr, root / "tagged" / "zpravy")
    if (root / "logs").is_dir():
        (root / "logs").rename(root / "logs.before")
    (root / "logs").write_text("", "utf-8")  # a note saved under the name of the log folder
    for log in ("logs/tag.log", "logs/day/tag.log"):
        run = run_cli("tag", "-l", model_path(), "-e", log, cwd=root)
        assert run.returncode == 1, run.stderr
        assert f"cannot write the log there ({root / 'logs'}: a file where a folder is needed" in run.stderr, run.stderr
        assert "File exists" not in run.stderr and "Not a directory" not in run.stderr, run.stderr
    run = run_cli("stats", "-c", "logs/corpustools.toml", cwd=root)  # a settings file under that file
    assert run.returncode == 2 and "logs/corpustools.toml: no such configuration file" in run.stderr, run.stderr
    run = run_cli("dedup", "-i", "verts/zpravy/den.vert.xz", "-o", "out.vert", "--state", "logs/index", cwd=root)
    assert run.returncode == 1, run.stderr
    assert "logs: a file where a folder is needed (to write logs/index)" in run.stderr, run.stderr


@pytest.mark.parametrize("setting, said", [
    ('[tag.models]\ncz = "MODEL"\n', "tag.models: 'cz' is not an ISO 639-1 language code"),
    ('[tag.models]\nces = "MODEL"\n', "tag.models: 'ces' is not an ISO 639-1 language code"),
    ('[vert]\nlanguages = ["cz", "sk"]\n', "vert.languages: 'cz' is not an ISO 639-1 language code"),
])
def test_a_language_code_that_is_none_in_the_settings_file_stops_big_brother_before_any_work(
        tmp_path: Path, setting: str, said: str) -> None:
    """Before: a 'cz' (the old scripts' code for Czech) in [tag.models] or vert.languages of
    corpustools.toml was taken by every command but the one stage that uses it: 'big-brother --once'
    collected, downloaded, converted and deduplicated (hours on a first cycle), then tag failed with
    status 1, and again every cycle; 'stats', 'collect', 'dedup' said nothing.  Now it is a configuration
    error of the file, as a mistyped key is: one line naming the file, the code and the language meant,
    status 2, nothing done."""
    root = _workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text(setting.replace("MODEL", model_path()), "utf-8")
    for command in (["big-brother", "--once"], ["dedup"], ["stats"]):
        run = run_cli(*command, cwd=root)
        assert run.returncode == 2, (command, run.stderr)
        errors = [line for line in run.stderr.splitlines() if line.startswith("-ERR ")]
        assert len(errors) == 1 and "corpustools.toml" in errors[0] and said in errors[0], run.stderr
        if "cz" in said:
            assert "'cz' is a country code, the language is 'cs'" in errors[0], run.stderr
    assert not (root / "verts").exists() and not (root / "state" / "stats.sqlite").exists()


def test_language_codes_that_are_languages_stay_taken(tmp_path: Path) -> None:
    """The guard: upper-case keys of [tag.models] (read lower-cased) and real codes ('se' is Sami, not
    Sweden) are languages; vert and tag run with them."""
    root = _workspace(tmp_path / "ws")
    (root / "corpustools.toml").write_text(f'[dedup]\nenabled = false\n[vert]\nlanguages = ["cs", "sk", "se"]\n'
                                           f'[tag.models]\nCS = "{model_path()}"\n', "utf-8")
    assert run_cli("vert", "-m", "1", cwd=root).returncode == 0
    run = run_cli("tag", "-m", "1", cwd=root)
    assert run.returncode == 0 and "1 files tagged" in run.stderr, run.stderr


def _commands() -> list[list[str]]:
    import argparse

    from corpustools.cli import build_parser

    found = []

    def walk(parser: argparse.ArgumentParser, prefix: list[str]) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    found.append([*prefix, name])
                    walk(sub, [*prefix, name])

    walk(build_parser(), [])
    return found


def test_every_commands_help_says_what_its_exit_status_means() -> None:
    """Before: only collect, models and big-brother said anything of their exit status in --help, and
    none of them the 130 of an interrupted run (big-brother left out 2 as well); vert, download, dedup,
    tag ... said nothing: the table was in the README only.  Now each --help says 0, 1, 2 and 130."""
    commands = _commands()
    assert {"vert", "download", "dedup", "tag", "big-brother", "collect"} <= {c[0] for c in commands}
    unsaid = []
    for command in commands:
        run = run_cli(*command, "--help")
        assert run.returncode == 0, (command, run.stderr)
        text = " ".join(run.stdout.split())
        if not ("xit status" in text and " 2 " in text and "130 " in text):
            unsaid.append(" ".join(command))
    assert not unsaid, f"--help without the exit status: {unsaid}"
    top = run_cli("--help")
    assert "Exit status of every command" in top.stdout, top.stdout


def _arc(records: list[tuple[str, str, bytes]]) -> bytes:
    """An ARC v1 file as Alexa's and Heritrix's writers make it: the filedesc header, then per capture a
    line 'URL IP DATE TYPE LENGTH' and LENGTH bytes of HTTP response (LENGTH given as is, to spoil it)."""
    version = b"1 0 corpustools tests\nURL IP-address Archive-date Content-type Archive-length\n"
    out = b"filedesc://t.arc 127.0.0.1 20261120100000 text/plain %d\n" % len(version) + version + b"\n"
    for url, length, body in records:
        out += f"{url} 93.184.216.34 20261120100000 text/html {length}\n".encode() + body + b"\n"
    return out


def test_warc_check_says_an_arc_record_without_a_length_is_a_problem(tmp_path: Path) -> None:
    """Before: 'warc check' said 'OK (4 arc, 4 records)' for an ARC file whose captures declare the
    length '-1' or 'abc' (pywb's bad.arc): warcio reads such a record as empty, vert finds no page in it
    ('NO DOCUMENTS'), yet the check, which a user runs to see whether a file from another tool is sound,
    found nothing wrong.  Now each such record is a problem (status 1), named by its URL and offset; a
    sound ARC stays OK."""
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + page(f"<p>{CS_TEXT}</p>").encode()
    sound = tmp_path / "sound.arc"
    sound.write_bytes(_arc([("http://www.example.cz/a", str(len(http)), http)]))
    run = run_cli("warc", "check", str(sound), cwd=tmp_path)
    assert run.returncode == 0 and "OK (2 arc, 2 records)" in run.stderr, run.stderr
    bad = tmp_path / "bad.arc"
    bad.write_bytes(_arc([("http://www.example.cz/a", str(len(http)), http), ("http://www.example.cz/b", "-1", b""),
                          ("http://www.example.cz/c", "abc", b"")]))
    run = run_cli("warc", "check", str(bad), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    problems = [line for line in run.stderr.splitlines() if "is no number of bytes" in line]
    assert len(problems) == 2, run.stderr
    assert "http://www.example.cz/b at offset" in problems[0] and "length '-1'" in problems[0], run.stderr
    assert "http://www.example.cz/c at offset" in problems[1] and "length 'abc'" in problems[1], run.stderr
    assert "2 problems" in run.stderr, run.stderr


_VERTICAL = ('<doc id="a1" url="http://www.example.cz/1" lang="cs">\n<p lang="cs">\n<s>\nVidím\nkočky\n<g/>\n.\n'
             '</s>\n</p>\n</doc>\n')


@pytest.mark.parametrize("saved, said", [
    (b"\xef\xbb\xbf" + _VERTICAL.encode(), "starts with a byte order mark (BOM"),
    (_VERTICAL.replace("\n", "\r\n").encode(), "in.vert:1: the line ends in a carriage return (CR LF"),
])
def test_registry_says_what_a_vertical_saved_on_windows_needs(tmp_path: Path, saved: bytes, said: str) -> None:
    """Before: 'registry NAME -i in.vert' of a vertical saved by a Windows editor said of the byte order
    mark 'not a vertical (it starts with b'\\xef\\xbb\\xbf<doc id=...', not with a structure line such as
    <doc ...>)', of a line that does start with <doc>; and of CR LF line ends nothing at all: it read them
    as LF and wrote a registry whose VERTICAL hands manatee and cwb-encode every line with its CR (in the
    last column of every token, after every structure tag).  Now both are one line saying what is wrong
    and what to do, status 1, no registry; tag and dedup (which leave the BOM out and write LF) make such a
    file right, and the registry of their output is written."""
    vertical = tmp_path / "in.vert"
    vertical.write_bytes(saved)
    run = run_cli("registry", "korpus", "-i", str(vertical), cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    assert said in run.stderr and "(tag and dedup do)" in run.stderr, run.stderr
    assert not (tmp_path / "registry" / "korpus").exists()
    assert run_cli("dedup", "-i", str(vertical), "-o", "clean.vert", cwd=tmp_path).returncode == 0
    assert b"\r" not in (tmp_path / "clean.vert").read_bytes()
    run = run_cli("registry", "korpus", "-i", "clean.vert", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "STRUCTURE doc" in (tmp_path / "registry" / "korpus").read_text("utf-8")
