"""``corpustools links``: the status of URLs in the workspace, one tab-separated line (or JSON) each."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

DESCRIPTION = """\
For each URL, what the workspace knows: when and from which feed it was collected, into which link
file, whether it was downloaded (yes, no, pending, unknown; invalid for a line that is no URL), into which WARC at which offset, the HTTP
status or the reason it failed, the final URL after redirects, and the id of its document in a vertical.
One tab-separated line per URL with the columns

  url collected feed link_file downloaded warc offset status final doc_id vertical

(empty where nothing is known), or one JSON object per line with --json.
"""

EPILOG = """\
examples:
  corpustools links https://www.example.cz/clanek/1 -W ~/corpus
  corpustools links -i urls.txt --json | jq .status
"""


def register(subparsers: Any, common: argparse.ArgumentParser) -> None:
    p = subparsers.add_parser("links", parents=[common], help="the status of URLs: collected, downloaded, in a vertical",
                              description=DESCRIPTION, epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("urls", nargs="*", metavar="URL",
                   help="the URLs to answer for, as collected or as written in a link file (normalised as collect "
                   "does: tracking parameters dropped)")
    p.add_argument("-i", "--input", nargs="*", metavar="FILE", default=None,
                   help="files with one URL per line ('-', or -i without FILE: standard input)")
    p.add_argument("--json", action="store_true", help="one JSON object per URL")
    p.add_argument("--header", action="store_true", help="a first line with the column names")
    p.set_defaults(run=run)


def _urls(args: argparse.Namespace, unreadable: list[str] | None = None) -> list[str]:
    """The URLs asked for; a file of them that cannot be read (a file of /proc that errors) is one -ERR
    line, added to ``unreadable``, and the others are answered (before: a usage error, status 2, for a
    file that exists, and nothing answered)."""
    import logging

    from corpustools.errors import UsageError
    from corpustools.linkfile import entries, read_list
    from corpustools.net import normalize_url

    urls = list(args.urls)
    if args.input is not None:
        for name in args.input or ["-"]:
            try:
                text = sys.stdin.read() if name == "-" else read_list(name, logging.getLogger("corpustools.links"))
            except OSError as exc:
                logging.getLogger("corpustools.links").error(f"{name}: cannot read: {exc.strerror or exc}")
                if unreadable is not None:
                    unreadable.append(name)
                continue
            # a link file's line is URL<TAB>feed<TAB>title<TAB>published, or a URL and words after it, read
            # as download reads it; a line that is no URL keeps its row
            urls.extend(url if "\t" in line or normalize_url(url) else line  # a line that is no URL: whole
                        for _, line, url, _ in entries(text.splitlines()))
    if not urls and args.input:
        from corpustools.errors import InputError

        raise InputError(f"links: no URL in {', '.join(args.input)}")
    if not urls:
        raise UsageError("links: give URLs or -i FILE")
    return urls


def run(args: argparse.Namespace, settings: Any, workspace: Any) -> int:
    from corpustools.commands import require_workspace
    from corpustools.linkstatus import COLUMNS, links_status

    unreadable: list[str] = []
    urls = _urls(args, unreadable)
    require_workspace(workspace)  # in the wrong folder every URL was 'unknown', status 0
    out = sys.stdout
    if args.header and not args.json:
        out.write("\t".join(COLUMNS) + "\n")
    for row in links_status(workspace, urls):
        if args.json:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
        else:
            out.write("\t".join(row[c].replace("\t", " ") for c in COLUMNS) + "\n")
    out.flush()
    return 1 if unreadable else 0
