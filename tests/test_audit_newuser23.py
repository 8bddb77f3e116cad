"""What a new user hits, twenty-third round, run as a user runs it (real processes, real files): a
vertical cut short (a copy that stopped, a vert that crashed, a .vert.xz whose stream breaks off) given to
dedup and tag, and misuse of the other commands that the rounds before did not try.

Each test here failed before its fix (each says what happened instead); the guards beside them say what
must stay as it is."""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

import pytest
from big_brother_support import run_cli
from dedup_support import OTHER, STORY, doc
from log_support import unstamped
from tag_support import model_path

from corpustools.vertical.lint import lint_file
from corpustools.workspace import is_done, marker_path


def _lines(stderr: str, status: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith(status + " ")]


def _read(path: Path) -> str:
    data = path.read_bytes()
    return (lzma.decompress(data) if path.name.endswith(".xz") else data).decode("utf-8")


def _lints(path: Path) -> None:
    problems = [f"{path}:{line}: {message}" for line, message in lint_file(path)]
    assert not problems, problems[:5]


def _ids(text: str) -> list[str]:
    return re.findall(r'<doc id="([^"]+)"', text)


def _corpus(n: int = 12) -> str:
    """n documents, every third a copy of the first's story (so dedup has duplicates to mark)."""
    return "".join(doc(f"{i:08x}", f"2026-11-20T{10 + i % 10}:00:00", STORY[:3] if i % 3 == 0 else
                       [STORY[i % len(STORY)], OTHER[i % len(OTHER)]], head=f"Zpráva {i}") for i in range(n))


def _cut(text: str, inside: str) -> str:
    """``text`` cut in the middle of the document with the id ``inside`` (the rest of the file lost)."""
    start = text.index(f'<doc id="{inside}"')
    return text[: start + (text.index("</doc>", start) - start) // 2]


def _xz_broken_in(text: str, inside: str) -> bytes:
    """An xz stream of ``text`` that breaks off inside the document ``inside`` (a copy cut short): the
    longest start of the stream whose bytes decompress to a text ending in that document."""
    data = lzma.compress(text.encode("utf-8"), preset=0)
    raw = text.encode("utf-8")
    start = raw.index(f'<doc id="{inside}"'.encode())
    end = raw.index(b"</doc>", start)
    best = None
    for size in range(16, len(data), 8):
        got = len(lzma.LZMADecompressor().decompress(data[:size]))
        if start + 20 < got < end:
            best = data[:size]
    assert best is not None, "no cut point"
    return best


SMALL_CHUNKS = "[dedup]\nchunk_bytes = 2000\n[tag]\nchunk_bytes = 2000\n"


# -- a vertical cut short: dedup and tag leave out the document cut, keep and mark the rest ----------------

@pytest.mark.parametrize("kind", ["plain", "xz", "broken-xz"])
def test_dedup_and_tag_leave_out_the_document_a_cut_vertical_ends_inside(tmp_path: Path, kind: str) -> None:
    """Before: dedup copied the chunk holding the unfinished last document 'without marks' (with a
    million-byte chunk: the whole file, none of it marked), and its output failed lint ('<doc> opened at
    line 199 is never closed'); a .vert.xz whose stream breaks off lost the whole file in dedup and in tag.
    Now both read up to where the input ends, leave the document cut out in one -ERR line naming FILE:LINE
    and its id (status 1, the input was not whole), and write the whole documents before it, marked, in
    a file that lints, with counts that are those of the output."""
    text = _corpus(12)
    (tmp_path / "corpustools.toml").write_text(SMALL_CHUNKS)
    name = "cut.vert" if kind == "plain" else "cut.vert.xz"
    source = tmp_path / name
    if kind == "broken-xz":
        source.write_bytes(_xz_broken_in(text, "0000000a"))
    else:
        cut = _cut(text, "0000000a").encode()
        source.write_bytes(lzma.compress(cut) if kind == "xz" else cut)
    kept = [f"{i:08x}" for i in range(10)]
    for stage, extra in (("dedup", []), ("tag", ["-l", model_path()])):
        out = tmp_path / f"{stage}.vert.xz"
        run = run_cli(stage, "-i", str(source), "-o", str(out), *extra, cwd=tmp_path)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == 1 and len(errors) == 1, run.stderr
        assert re.search(rf'{name}:\d+: .*document id="0000000a".*; that document is left out, the documents '
                         r"before it are kept", errors[0]), run.stderr
        written = _read(out)
        assert _ids(written) == kept, (stage, _ids(written))
        _lints(out)
        summary = _lines(run.stderr, "+OK")[-1]
        assert f": {len(kept)} documents, " in summary and "1 input cut short" in summary, summary
        tokens = sum(1 for line in written.split("\n") if line and not line.startswith("<"))
        assert f"of {tokens} tokens" in summary or f"{tokens} tokens," in summary, summary
        if stage == "dedup":
            assert 'dup_of="00000000"' in written  # the copies before the cut are marked


def test_an_input_with_nothing_before_the_cut_is_one_line_and_no_output(tmp_path: Path) -> None:
    """Before: dedup wrote the lone unfinished document 'without marks' (lint: never closed), tag said
    'truncated input' for the xz; now one line each, with no output (an input that gives nothing)."""
    text = _corpus(2)
    plain = tmp_path / "one.vert"
    plain.write_text(_cut(text, "00000000"))
    broken = tmp_path / "one.vert.xz"
    broken.write_bytes(lzma.compress(text.encode())[:80])
    for source in (plain, broken):
        for stage, extra in (("dedup", []), ("tag", ["-l", model_path()])):
            out = tmp_path / f"{stage}-{source.name}.out.vert"
            run = run_cli(stage, "-i", str(source), "-o", str(out), *extra, cwd=tmp_path)
            errors = _lines(run.stderr, "-ERR")
            assert run.returncode == 1 and len(errors) == 1, run.stderr
            assert f"{source.name}:1: " in errors[0] and "no whole document comes before it" in errors[0], errors
            assert not out.exists() and not list(tmp_path.glob(".*tmp*"))


def test_a_vertical_cut_short_in_the_workspace_is_deduplicated_up_to_the_cut_and_done(tmp_path: Path) -> None:
    """The same in workspace mode: the output holds the whole documents and is done (marker counts equal
    its content), the other file of the source is done as well, and a second run has nothing to do."""
    root = tmp_path / "ws"
    verts = root / "verts" / "src"
    verts.mkdir(parents=True)
    text = _corpus(12)
    (verts / "a.vert.xz").write_bytes(lzma.compress(_cut(text, "0000000b").encode()))
    (verts / "b.vert.xz").write_bytes(lzma.compress(_corpus(3).replace('id="0000', 'id="ffff').encode()))
    run = run_cli("dedup", "-W", str(root), cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and 'a.vert.xz:' in errors[0] and "0000000b" in errors[0], \
        run.stderr
    out = root / "deduped" / "src" / "a.vert.xz"
    _lints(out)
    written = _read(out)
    marker = json.loads(marker_path(out).read_text())
    counters = marker["stats"]
    assert counters["documents"] == written.count("</doc>") == 11, marker
    assert is_done(root / "deduped" / "src" / "b.vert.xz")
    again = run_cli("dedup", "-W", str(root), cwd=tmp_path)
    assert again.returncode == 0 and not _lines(again.stderr, "-ERR"), again.stderr


def test_a_whole_vertical_and_one_ending_between_documents_are_not_cut(tmp_path: Path) -> None:
    """Guards: a vertical without its last newline, or with blank lines after its last </doc>, is whole."""
    text = _corpus(3)
    for name, body in (("nonl.vert", text.rstrip("\n")), ("blank.vert", text + "\n\n")):
        source = tmp_path / name
        source.write_text(body)
        out = tmp_path / f"out-{name}"
        run = run_cli("dedup", "-i", str(source), "-o", str(out), cwd=tmp_path)
        assert "cut short" not in run.stderr and _ids(_read(out)) == _ids(text), run.stderr


# -- one file named twice, the output named as an input ---------------------------------------------------

def test_a_vertical_named_twice_is_read_once_by_dedup_and_tag(tmp_path: Path) -> None:
    """Before: 'dedup -i a.vert ./a.vert' (or a link to it, or a glob that also matches a name typed) read
    the file twice into one output: every document came twice with one id, none marked (a document is
    never its own earlier copy), and lint refused the output ('duplicate doc id'); tag the same.  Now the
    second naming is one -WARN line and the file is read once (status 0)."""
    text = _corpus(4)
    source = tmp_path / "a.vert"
    source.write_text(text)
    (tmp_path / "link.vert").symlink_to(source)
    for stage, extra in (("dedup", []), ("tag", ["-l", model_path()])):
        out = tmp_path / f"{stage}.vert"
        run = run_cli(stage, "-i", str(source), str(tmp_path / "." / "a.vert"), str(tmp_path / "link.vert"),
                      "-o", str(out), *extra, cwd=tmp_path)
        warnings = _lines(run.stderr, "-WARN")
        assert run.returncode == 0 and len(warnings) == 2 and not _lines(run.stderr, "-ERR"), run.stderr
        assert all("given twice" in w and "read once" in w for w in warnings), warnings
        assert _ids(_read(out)) == _ids(text), _ids(_read(out))
        _lints(out)
        assert f": {len(_ids(text))} documents" in _lines(run.stderr, "+OK")[-1], run.stderr


def test_two_files_with_the_same_text_are_not_taken_for_one(tmp_path: Path) -> None:
    """Guard: a copy (another file with the same bytes) is another input: dedup marks its documents."""
    text = _corpus(3)
    (tmp_path / "a.vert").write_text(text)
    (tmp_path / "b.vert").write_text(text.replace('id="0000', 'id="ffff'))
    run = run_cli("dedup", "-i", "a.vert", "b.vert", "-o", "out.vert", cwd=tmp_path)
    assert run.returncode == 0 and not _lines(run.stderr, "-WARN"), run.stderr
    assert len(_ids(_read(tmp_path / "out.vert"))) == 6


def test_an_output_that_is_an_input_under_another_name_is_refused(tmp_path: Path) -> None:
    """Before: 'dedup -i link.vert -o a.vert' with link.vert a link to a.vert (so too tag) passed the check
    by name and replaced the input by the output: the user's vertical was gone.  Now a usage error (status
    2) naming both, before any work, and the input is as it was."""
    text = _corpus(3)
    source = tmp_path / "a.vert"
    source.write_text(text)
    (tmp_path / "link.vert").symlink_to(source)
    for stage, extra in (("dedup", []), ("tag", ["-l", model_path()])):
        run = run_cli(stage, "-i", "link.vert", "-o", "a.vert", *extra, cwd=tmp_path)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == 2 and len(errors) == 1, run.stderr
        assert "a.vert: the output must not be one of the inputs (as link.vert)" in errors[0], errors
        assert source.read_text() == text


def test_collect_refuses_to_write_its_links_over_the_feed_list(tmp_path: Path) -> None:
    """Before: 'collect -i feeds.txt -o feeds.txt' polled the feeds and replaced the list by the article
    links ('collect -t' by its table): the user's feed list was gone.  Now a usage error before any feed
    is polled, and the list is as it was."""
    feeds = tmp_path / "feeds.txt"
    feeds.write_text("https://www.example.cz/rss\n")
    (tmp_path / "ws").mkdir()
    for extra in ([], ["-t"]):
        run = run_cli("collect", *extra, "-i", "feeds.txt", "-o", "feeds.txt", "-W", "ws", cwd=tmp_path)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == 2 and len(errors) == 1, run.stderr
        assert "feeds.txt: the output must not be one of the inputs" in errors[0], errors
        assert feeds.read_text() == "https://www.example.cz/rss\n"


# -- a link file with a line of megabytes ------------------------------------------------------------------

def test_a_link_of_megabytes_is_one_short_line_and_the_other_links_go_on(tmp_path: Path) -> None:
    """Before: a link file whose line held an address of 5 MB (a file joined without its newlines, a
    'URL' that is a data blob) was fetched as is (a request line no server takes) and named whole in two
    log lines of 5 MB each.  Now it is refused as no usable URL in one short -WARN line, as collect does
    for its feed lists, and the next link is tried."""
    links = tmp_path / "links.txt"
    links.write_text("https://www.example.cz/" + "a" * 5_000_000 + "\nhttp://127.0.0.1:1/clanek\n")
    run = run_cli("download", "-i", str(links), "-o", str(tmp_path / "out.warc.gz"), "--allow-private",
                  cwd=tmp_path, timeout=120)
    assert "Traceback" not in run.stderr and max(map(len, run.stderr.splitlines())) < 2000, \
        max(map(len, run.stderr.splitlines()))
    warnings = [w for w in _lines(run.stderr, "-WARN") if "links.txt:1:" in w]
    assert len(warnings) == 1 and "a line of 5,000,023 characters" in warnings[0], warnings
    assert "127.0.0.1:1/clanek" in run.stderr  # the next link was tried (refused: nothing listens there)


def test_registry_refuses_to_write_over_the_vertical_it_describes(tmp_path: Path) -> None:
    """Before: 'registry x -i a.vert -o a.vert' replaced the vertical by its registry file (whose VERTICAL
    line then named the registry itself): the corpus was gone.  Now a usage error, the vertical as it was."""
    text = _corpus(2)
    source = tmp_path / "a.vert"
    source.write_text(text)
    for output in ("a.vert", "./a.vert"):
        run = run_cli("registry", "x", "-i", "a.vert", "-o", output, cwd=tmp_path)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == 2 and len(errors) == 1, run.stderr
        assert "the output must not be one of the inputs" in errors[0], errors
        assert source.read_text() == text and not (tmp_path / "a.vert.cwb-encode.sh").exists()


def test_lint_warc_check_and_log_sort_read_a_file_named_twice_once(tmp_path: Path) -> None:
    """Before: 'lint a.vert a.vert' said '4 problems in 2 file(s)' of one file with two, 'log-sort a.log
    logs/*.log' wrote every record of a.log twice, 'warc check' checked a WARC twice.  Now one -WARN line
    each and the counts are those of the files."""
    cut = tmp_path / "cut.vert"
    cut.write_text(_cut(_corpus(2), "00000001"))
    run = run_cli("lint", "cut.vert", str(cut), cwd=tmp_path)
    problems = [line for line in run.stdout.splitlines() if line.startswith(str(cut.name)) or "cut.vert:" in line]
    assert run.returncode == 1 and len(_lines(run.stderr, "-WARN")) == 1, run.stderr
    assert f"{len(problems)} problems in 1 file(s)" in _lines(run.stderr, "-ERR")[0], (run.stdout, run.stderr)
    log = tmp_path / "a.log"
    log.write_text("+OK 2026-11-20T10:00:01Z collect: a\n-ERR 2026-11-20T10:00:02Z vert: b\n")
    (tmp_path / "b.log").write_text("+OK 2026-11-20T10:00:01Z tag: c\n")
    run = run_cli("log-sort", "a.log", "a.log", "b.log", cwd=tmp_path)
    assert run.returncode == 0 and len(_lines(run.stderr, "-WARN")) == 1, run.stderr
    assert run.stdout.splitlines() == ["+OK 2026-11-20T10:00:01Z collect: a", "+OK 2026-11-20T10:00:01Z tag: c",
                                       "-ERR 2026-11-20T10:00:02Z vert: b"], run.stdout


def test_dedup_names_standard_input_as_stdin_not_its_temporary_copy(tmp_path: Path) -> None:
    """Before: in 'vert ... | dedup -i - -o -' every line about the input named the temporary copy dedup
    reads twice ('/tmp/corpustools-input-4sb_y2ni/stdin.vert:129: ...', a file the user never made and
    that is gone); now 'stdin', as tag says '-' for it."""
    import subprocess

    from big_brother_support import ENV, cli

    cut = _cut(_corpus(4), "00000003").encode()
    run = subprocess.run(cli("dedup", "-i", "-", "-o", "-"), input=cut, capture_output=True, env=ENV,
                         cwd=tmp_path, timeout=120)
    stderr = run.stderr.decode()
    errors = _lines(stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and errors[0].startswith("-ERR dedup: stdin:"), stderr
    assert "corpustools-input-" not in stderr and _ids(run.stdout.decode()) == ["00000000", "00000001", "00000002"]
    mixed = tmp_path / "tagged.vert"
    mixed.write_text(_corpus(1).replace("\n", "\tx\tX\n").replace(">\tx\tX\n", ">\n"))
    run = subprocess.run(cli("dedup", "-i", "-", str(mixed), "-o", "out.vert"), input=cut, capture_output=True,
                         env=ENV, cwd=tmp_path, timeout=120)
    stderr = run.stderr.decode()
    assert run.returncode == 2 and "(stdin: 1 column;" in stderr and "corpustools-input-" not in stderr, stderr


# -- settings whose 0 means "no limit": a negative value -----------------------------------------------------

@pytest.mark.parametrize("section, key", [("download", "max_hosts_per_ip"), ("download", "requests_per_rest"),
                                          ("download", "rest_seconds"), ("download", "robots_cache_max_age"),
                                          ("download", "robots_cache_max_mb"), ("download", "hand_dropped_quiet"),
                                          ("vert", "max_paragraph_chars")])
def test_a_negative_value_where_0_means_no_limit_is_a_configuration_error(tmp_path: Path, section: str,
                                                                          key: str) -> None:
    """Before: 'max_hosts_per_ip = -1' (or any of these below 0) was taken as 0 without a word: no limit,
    every host of an IP fetched at once; a negative rest never rested; a negative paragraph cap cut none.
    Now one configuration error naming the key (status 2), as for the other numeric settings; 0 stays
    allowed (the guard)."""
    from corpustools.config import DEFAULTS

    links = tmp_path / "links.txt"
    links.write_text("http://127.0.0.1:1/a\n")
    value = -1.0 if isinstance(DEFAULTS[section][key], float) else -1
    for given, status in ((value, 2), (0 * value, 1)):  # 0: allowed (nothing listens: the link fails)
        (tmp_path / "corpustools.toml").write_text(f"[{section}]\n{key} = {given}\n")
        run = run_cli("download", "-i", str(links), "-o", "out.warc.gz", "--allow-private", cwd=tmp_path)
        errors = _lines(run.stderr, "-ERR")
        assert run.returncode == status, run.stderr
        if status == 2:
            assert len(errors) == 1 and f"'{section}.{key}' must be 0 or more, not {given}" in errors[0], errors


def test_registry_refuses_a_vertical_cut_short_as_it_refuses_a_broken_xz(tmp_path: Path) -> None:
    """Before: a plain vertical cut in its last document got a registry counting that document (manatee
    would compile it unfinished), while the same vertical as a .vert.xz cut short was refused ('cannot be
    read to its end').  Now both are one -ERR line naming the file, and no registry is written."""
    cut = tmp_path / "cut.vert"
    cut.write_text(_cut(_corpus(3), "00000002"))
    run = run_cli("registry", "x", "-i", "cut.vert", "-o", "reg/x", cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1, run.stderr
    assert re.search(r"cut\.vert:\d+: the vertical ends inside this document, without its </doc>", errors[0]), errors
    assert not (tmp_path / "reg").exists()


def test_a_gzip_vertical_cut_short_is_read_up_to_its_break_too(tmp_path: Path) -> None:
    """The same for gzip (recognised by its bytes, whatever the name): the documents before the break are
    deduplicated into a file that lints, the one cut is left out in one line; before, nothing was written."""
    import gzip

    text = "".join(doc(f"{i:08x}", "2026-11-20T10:00:00", [f"{STORY[i % len(STORY)]} {i} {'x' * (i % 97)}."])
                   for i in range(3000))
    packed = gzip.compress(text.encode("utf-8"))
    source = tmp_path / "cut.vert.gz"
    source.write_bytes(packed[: len(packed) // 2])
    run = run_cli("dedup", "-i", str(source), "-o", "out.vert", cwd=tmp_path)
    errors = _lines(run.stderr, "-ERR")
    assert run.returncode == 1 and len(errors) == 1 and "truncated input" in errors[0], run.stderr
    written = _read(tmp_path / "out.vert")
    _lints(tmp_path / "out.vert")
    assert 100 < len(_ids(written)) < 3000 and f": {len(_ids(written))} documents" in run.stderr, run.stderr
