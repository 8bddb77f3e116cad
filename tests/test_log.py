"""The +OK / -WARN / -ERR log format: timestamped, greppable, one write per record."""

from __future__ import annotations

import logging
import re
import subprocess
import sys

from corpustools.log import setup_logging

STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"


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
    assert re.fullmatch(STAMP + r" \+OK collect: cs_media: 41 feeds polled, 312 new links", lines[0])
    assert re.fullmatch(STAMP + r" -WARN collect: https://x.example/rss: HTTP 404 \(3rd failure in a row\)", lines[1])
    assert re.fullmatch(STAMP + r" -ERR collect: warcs/a.warc.xz: disk full", lines[2])
    assert lines[3] == "-ERR_START" and "ValueError: disk full" in lines[-6] + lines[-5] + lines[-4]
    end = lines.index("-ERR_END")
    assert re.fullmatch(STAMP + r" -WARN download: multi line", lines[end + 1])
    assert lines[end + 2:] == ["-WARN_START", "more", "-WARN_END"]


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
    assert all(re.fullmatch(STAMP + r" \+OK vert: worker \d line \d+ x{200}", line) for line in lines)


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
    assert re.fullmatch(STAMP + r" -WARN collect: http://x.example/rss: Breaking\\x1b\[2J\\x0dnews\\x00\\x85end", lines[0])
    assert lines[1:] == ["-WARN_START", "line one", r"Breaking\x1b[2J\x0dnews\x00\x85end", "-WARN_END"]
