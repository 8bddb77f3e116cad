"""The +OK / -WARN / -ERR log format: status first, timestamped, greppable, one write per record."""

from __future__ import annotations

import logging
import re
import subprocess
import sys

from log_support import STAMP
from tag_support import many_documents, model_path, write_text

from corpustools.log import records, setup_logging


def test_lines_and_detail_blocks(tmp_path):
    path = tmp_path / "logs" / "run.log"
    setup_logging(str(path))
    log = logging.getLogger("corpustools.collect.feeds")
    log.info("cs_media: 41 feeds polled, 312 new links")
    log.warning("https://x.example/rss: HTTP 404 (3rd failure in a row)")
    try:
        raise ValueError("disk full")
    except ValueError:
        log.error("warcs/a.warc.xz: disk full", exc_info=True)
    logging.getLogger("corpustools.download.run").warning("multi\nline", extra={"detail": "more"})
    setup_logging(None)  # close the file handler
    lines = path.read_text().splitlines()
    assert re.fullmatch(r"\+OK " + STAMP + r" collect: cs_media: 41 feeds polled, 312 new links", lines[0])
    assert re.fullmatch(r"-WARN " + STAMP + r" collect: https://x.example/rss: HTTP 404 \(3rd failure in a row\)",
                        lines[1])
    assert re.fullmatch(r"-ERR " + STAMP + r" collect: warcs/a.warc.xz: disk full", lines[2])
    # the block's opening and closing lines carry the record's timestamp and a record id (PID.N)
    opener = re.fullmatch(r"-ERR_START (" + STAMP + r") (\d+\.\d+)", lines[3])
    assert opener and opener.group(1) == lines[2].split()[1]
    end = lines.index(f"-ERR_END {opener.group(1)} {opener.group(2)}")
    assert "ValueError: disk full" in "\n".join(lines[4:end])
    assert re.fullmatch(r"-WARN " + STAMP + r" download: multi line", lines[end + 1])
    warn_open = re.fullmatch(r"-WARN_START (" + STAMP + r" \d+\.\d+)", lines[end + 2])
    assert warn_open and warn_open.group(1) != opener.group(1) + " " + opener.group(2)
    assert lines[end + 3:] == ["more", f"-WARN_END {warn_open.group(1)}"]


def test_many_processes_append_whole_lines(tmp_path):
    path = tmp_path / "shared.log"
    code = (
        "import logging,sys\n"
        "from corpustools.log import setup_logging\n"
        f"setup_logging({str(path)!r})\n"
        "log=logging.getLogger('corpustools.vert.run')\n"
        "for i in range(300): log.info('worker %s line %d ' % (sys.argv[1], i) + 'x'*200)\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", code, str(n)]) for n in range(4)]
    assert all(p.wait() == 0 for p in procs)
    lines = path.read_text().splitlines()
    assert len(lines) == 1200
    assert all(re.fullmatch(r"\+OK " + STAMP + r" vert: worker \d line \d+ x{200}", line) for line in lines)


def test_control_characters_never_reach_a_line_raw(tmp_path):
    path = tmp_path / "run.log"
    setup_logging(str(path))
    title = "Breaking\x1b[2J\rnews\x00\x85end"  # a hostile feed title or header: escapes, CR, NUL, C1
    logging.getLogger("corpustools.collect.feeds").warning(f"http://x.example/rss: {title}",
                                                          extra={"detail": f"line one\n{title}"})
    setup_logging(None)
    text = path.read_text()
    assert not any(ch in text for ch in "\x1b\r\x00\x85")
    lines = text.splitlines()
    assert re.fullmatch(r"-WARN " + STAMP + r" collect: http://x.example/rss: Breaking\\x1b\[2J\\x0dnews\\x00\\x85end", lines[0])
    assert lines[1].startswith("-WARN_START ") and lines[4].startswith("-WARN_END ")
    assert lines[2:4] == ["line one", r"Breaking\x1b[2J\x0dnews\x00\x85end"]


def _cli(*args: str, log: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "corpustools", *args, "-e", log],
                          capture_output=True, text=True, timeout=120)


def test_an_old_style_consumer_greps_every_error(tmp_path):
    """Real commands write errors, warnings and OK lines into one -e file; ``grep '^-ERR '`` finds every
    error (and only errors); ``grep -c '^+OK '`` counts the successes."""
    log = str(tmp_path / "errors.log")
    text = many_documents(3).replace("<s>\nVidím", "<s>\n<Vidím", 1)
    bad = write_text(tmp_path / "bad.vert", text)
    good = write_text(tmp_path / "good.vert", many_documents(2))
    missing_model = tmp_path / "nowhere.tagger"
    runs = [
        _cli("tag", "-i", str(bad), "-o", str(tmp_path / "bad.out.vert"), "-l", model_path(), log=log),
        _cli("tag", "-i", str(good), "-o", str(tmp_path / "good.out.vert"), "-l", str(missing_model), log=log),
        _cli("tag", "-i", str(good), "-o", str(tmp_path / "good.out.vert"), "-l", model_path(), log=log),
        _cli("log-sort", str(tmp_path / "no-such.log"), log=log),
    ]
    assert [r.returncode for r in runs] == [1, 2, 0, 2]
    grep = subprocess.run(["grep", "^-ERR ", log], capture_output=True, text=True)
    found = grep.stdout.splitlines()
    line_no = text.split("\n").index("<Vidím") + 1
    expected = [f"tag: {bad}:{line_no}: starts with '<' but is no structure",
                f"tag: MorphoDiTa model {missing_model}: no such file",
                f"log-sort: {tmp_path / 'no-such.log'}: no such file"]
    for want in expected:
        assert sum(1 for line in found if line.endswith(want) or want in line) == 1, (want, found)
    # every error record of the file is among grep's lines, and nothing else is
    with open(log) as handle:
        errors = [group[0] for _, group in records(handle) if group[0].startswith("-ERR ")]
    assert found == errors and len(found) >= len(expected)
    ok = subprocess.run(["grep", "-c", "^+OK ", log], capture_output=True, text=True)
    assert int(ok.stdout) >= 2  # the two tag runs that wrote an output said so


def test_log_sort_merges_by_time_and_keeps_detail_blocks_whole(tmp_path):
    first = tmp_path / "a.log"
    second = tmp_path / "b.log"
    first.write_text("+OK 2026-11-20T10:00:01Z collect: a1\n"
                     "-ERR 2026-11-20T10:00:05Z download: a2 failed\n"
                     "-ERR_START 2026-11-20T10:00:05Z 11.1\nTraceback\n  line\n-ERR_END 2026-11-20T10:00:05Z 11.1\n"
                     "+OK 2026-11-20T10:00:09Z vert: a3\n")
    second.write_text("-WARN 2026-11-20T10:00:03Z tag: b1\n"
                      "+OK 2026-11-20T10:00:05Z tag: b2\n"
                      "-WARN 2026-11-20T10:00:07Z tag: b3\n-WARN_START 2026-11-20T10:00:07Z 12.1\n"
                      "+OK 2026-11-20T09:00:00Z a quoted log line inside the detail\n"
                      "-WARN_END 2026-11-20T10:00:07Z 12.1\n")
    done = subprocess.run([sys.executable, "-m", "corpustools", "log-sort", str(second), str(first)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "+OK 2026-11-20T10:00:01Z collect: a1",
        "-WARN 2026-11-20T10:00:03Z tag: b1",
        "+OK 2026-11-20T10:00:05Z tag: b2",  # same second: the order of the files given
        "-ERR 2026-11-20T10:00:05Z download: a2 failed",
        "-ERR_START 2026-11-20T10:00:05Z 11.1", "Traceback", "  line", "-ERR_END 2026-11-20T10:00:05Z 11.1",
        "-WARN 2026-11-20T10:00:07Z tag: b3",
        "-WARN_START 2026-11-20T10:00:07Z 12.1",
        "+OK 2026-11-20T09:00:00Z a quoted log line inside the detail",
        "-WARN_END 2026-11-20T10:00:07Z 12.1",
        "+OK 2026-11-20T10:00:09Z vert: a3",
    ]
